//! The broadcast relay (`pegchess relay`): a sighted player's e-board read through DGT LiveChess and passed on
//! over a serial line as a DGT board, tested against a LiveChess stand-in playing recorded event sequences made
//! from the corpus: at the frame level in process (every behaviour and fault, fast), and end to end through
//! the binaries at table 2.

mod back;
mod binary;
mod campaign;
mod faults;
mod held;
mod rejoin;
mod line;
mod outage;
mod frames;
mod script;
mod table;
