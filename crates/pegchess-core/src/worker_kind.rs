//! The kinds of worker thread the program starts ([`WorkerKind`]), by name: a pure value the session, the
//! journal and the phrases share; the threads themselves are started in `worker.rs`.

use crate::choice::choice;

choice! {
    /// The kinds of worker thread the program starts.
    WorkerKind {
        /// The peg board's serial link.
        PegLink = "peg-link",
        /// The sighted player's DGT e-board's serial link.
        EBoardLink = "e-board-link",
        /// A simulated board behind a pseudo-terminal.
        SimulatedBoard = "simulated-board",
        /// The speech queue, which drives the speaker.
        Speech = "speech",
        /// The system's speech engine (tts).
        SpeechEngine = "speech-engine",
        /// The espeak-ng program's runner.
        Espeak = "espeak",
        /// The recogniser of voice input.
        Voice = "voice",
        /// The keyboard reader.
        Keys = "keys",
        /// The window for the sighted side.
        Window = "window",
        /// The demo's or the set-up's simulated hands.
        Hands = "hands",
        /// The e-board read for a Chess960 start before the game.
        StartBoard = "start-board",
        /// The reader of the board's buttons during the spoken set-up.
        Buttons = "buttons",
        /// The writer feeding liblouis.
        Braille = "braille",
        /// The relay's loop between LiveChess and the serial line.
        Relay = "relay",
        /// The relay's websocket to DGT LiveChess.
        LiveChess = "livechess",
        /// The simulated LiveChess.
        StandIn = "stand-in",
        /// A null-modem cable of two pseudo-terminals.
        Cable = "cable",
        /// A fair-play probe.
        Probe = "probe",
    }
}
