//! Placeholder: arbiter tests arrive with their work.
