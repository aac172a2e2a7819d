//! Voice input: microphone capture (cpal), the vosk recogniser and its grammar, and transcripts understood as moves or commands.
