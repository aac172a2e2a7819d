//! The game at any table (issue 34): with the sighted player's e-board and no peg board (table 2), with no
//! board at all (table 3), and the boards that come and go.

pub mod binary;
mod arbiter_at_table;
mod campaign;
mod draw_offer;
mod faults;
mod interrupted;
mod position;
mod scripted;
pub mod session;
