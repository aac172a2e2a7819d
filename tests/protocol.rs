//! Placeholder: tests for protocol arrive with its work.
