//! The integration tests, one binary; each module tests one capability end to end.

mod arbiter;
mod board;
mod clock;
mod config;
mod firmware;
mod game_end;
mod inference;
mod install;
mod issue11;
mod issue12;
mod journal;
mod keys;
mod parsers;
mod protocol;
mod replay;
mod setup;
mod speech;
mod support;
mod talking_clock;
mod voice;
mod dgt;
mod dgt_pieces;
mod dgt_link;
mod dgt_session;
mod dgt_play;
mod dgt_speech;
