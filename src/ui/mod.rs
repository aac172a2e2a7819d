//! Front ends: the console shown to the assistant and arbiter, and keyboard commands.
