//! Placeholder: tests for speech arrive with its work.
