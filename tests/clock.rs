//! Placeholder: tests for clock arrive with its work.
