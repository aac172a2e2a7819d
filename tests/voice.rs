//! Placeholder: voice input tests arrive with their work.
