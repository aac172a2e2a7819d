//! A rank or a file of the board, named the way a player asks for it (`rank 4`, `file e`) and read square by
//! square.

use shakmaty::{File, Rank, Square};

/// A rank or a file of the board, to be read square by square.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Line {
    /// A rank (row), read from the a-file to the h-file.
    Rank(Rank),
    /// A file (column), read from the first rank to the eighth.
    File(File),
}

impl Line {
    /// The squares of the line in reading order.
    pub fn squares(self) -> impl Iterator<Item = Square> {
        (0..8u32).map(move |i| match self {
            Line::Rank(rank) => Square::from_coords(File::new(i), rank),
            Line::File(file) => Square::from_coords(file, Rank::new(i)),
        })
    }
}
