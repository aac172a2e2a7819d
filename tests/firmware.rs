//! Placeholder: tests for firmware arrive with its work.
