//! The two boards and the record kept in step: reconciled after every move, through the slips hands make,
//! and with either board unplugged and plugged back.

mod reconciled;
mod slips;
mod unplugged;
