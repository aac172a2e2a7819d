//! Two-board synchronisation and the arbiter's D.2.9 procedure: comparing score sheets, finding where they part, corrections for each board.
