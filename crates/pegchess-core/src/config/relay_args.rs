//! The `relay` command's options (`pegchess relay`, on the organiser's computer beside DGT LiveChess): LiveChess's
//! address, the one board to pass on, the serial line, and which side of the board's DGT 3000 is White's.

use clap::Args;
use std::path::PathBuf;

crate::choice::choice! {
    /// The side of a DGT 3000 that shows White's time.
    ClockHand {
        /// The left display.
        Left = "left",
        /// The right display.
        Right = "right",
    }
}

/// Options of `relay`.
#[derive(Debug, Args, Clone)]
pub struct RelayArgs {
    /// DGT LiveChess's websocket address.
    #[arg(long, default_value = "ws://127.0.0.1:1982/api/v1.0")]
    pub url: String,
    /// The serial number of the one board to pass on (as the list shows it); without it, the boards are
    /// listed.
    #[arg(long, value_name = "SERIALNR", requires = "line")]
    pub board: Option<String>,
    /// The serial line to the player's computer (a USB-serial null-modem cable).
    #[arg(long, value_name = "PATH", requires = "board")]
    pub line: Option<PathBuf>,
    /// The side of the broadcast board's DGT 3000 that shows White's time.
    #[arg(long, value_name = "SIDE", default_value = "left")]
    pub white_clock: ClockHand,
}
