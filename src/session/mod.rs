//! The session: one pure state machine that owns the game; events in, effects out.
