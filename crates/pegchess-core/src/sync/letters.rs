//! A sighted player's score sheet read in the letters it was written in (Appendix C: each edition its own):
//! the letters named (`--notation`) for every sheet, whatever its file's name; with none named, a `.pgn` file
//! in PGN's English SAN unless only the player's edition's letters read it; a title or the players' names
//! before the moves passed over and named; and no entry ruled illegal that another edition's letters read as
//! a legal move.

use super::scoresheet::{MoveNumber, ScoresheetError, Sheet, Unreadable, read_pgn_up_to};
use crate::game::movetext::{Token, games, read_moves, tokenize};
use crate::notation::Language;
use crate::notation::san::{NotationError, parse_move};
use shakmaty::Chess;

/// How the sheet's letters were chosen.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum How {
    /// PGN's English SAN: a `.pgn` file, no letters named.
    Pgn,
    /// A `.pgn` file, no letters named, whose moves only the player's edition's letters read.
    PgnInEdition,
    /// The letters named (`--notation`), or a typed sheet's in the player's edition.
    Named,
}

/// What the reader is told about a sheet.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Asked {
    /// The player's edition (`--notation`, else the locale's).
    pub edition: Language,
    /// Whether the letters were named on the command line.
    pub named: bool,
    /// Whether the file is PGN by its name.
    pub pgn: bool,
}

/// A line before the moves that is not moves (a title, the players' names), passed over.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Skipped {
    /// Its number in the file, from 1.
    pub line: usize,
    /// The line, trimmed.
    pub text: String,
}

/// An entry no legal move fits in the letters read, which another edition's letters read as a legal move: not
/// ruled illegal, and the sheet is read up to it (silent from there).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct NotRuled {
    /// Where on the sheet.
    pub number: MoveNumber,
    /// The entry as written.
    pub written: String,
    /// The letters the sheet was read in.
    pub read_in: Language,
    /// An edition whose letters read it as a legal move.
    pub fits: Language,
}

/// A score sheet read, in which letters, and what was passed over before its moves.
#[derive(Debug, Clone)]
pub struct ReadSheet {
    /// The moves.
    pub sheet: Sheet,
    /// The letters they were read in.
    pub letters: Language,
    /// How those letters were chosen.
    pub how: How,
    /// The lines before the moves passed over.
    pub skipped: Vec<Skipped>,
    /// The entry not ruled illegal because another edition reads it as a legal move, where the sheet stops.
    pub not_ruled: Option<NotRuled>,
    /// The entry that is no move as written (descriptive, fitting two moves, ...), where the sheet stops.
    pub unreadable: Option<Unreadable>,
}

/// Reads a score sheet `text` from `start` (unless it has a FEN tag) in the letters it was written in. An
/// entry no legal move fits, which another edition's letters read as one, is not ruled illegal: the sheet is
/// refused when those letters read it further (it is written in them), else read up to that entry.
pub fn read_sheet(text: &str, asked: Asked, start: &Chess) -> Result<ReadSheet, ScoresheetError> {
    read_sheet_beside(text, asked, start, &[])
}

/// Reads a score sheet as [`read_sheet`] does, beside the game's moves (the record's): an entry that fits more
/// than one move is read as the game's move where that is one of its readings and the sheet agrees so far.
pub fn read_sheet_beside(
    text: &str,
    asked: Asked,
    start: &Chess,
    game: &[shakmaty::Move],
) -> Result<ReadSheet, ScoresheetError> {
    let (text, skipped) = titles(text, start);
    let (letters, how) = choose(&text, asked, start);
    let (mut sheet, unreadable) = match read_pgn_up_to(&text, letters, Some(start), game) {
        // A letter that is no piece letter of these letters, where another edition's read the sheet further:
        // the sheet is in that edition's letters, and the refusal names both.
        Err(ScoresheetError::Move {
            number,
            written,
            problem: problem @ NotationError::UnknownPiece { .. },
        }) => {
            let read = reach(&text, letters, start).1;
            // The first edition that reads it furthest (German before Danish, whose letters are the same).
            let fits = Language::ALL
                .iter()
                .copied()
                .filter(|&l| l != letters)
                .rev()
                .map(|l| (l, reach(&text, l, start).1))
                .max_by_key(|&(_, n)| n)
                .filter(|&(_, n)| n > read)
                .map(|(l, _)| l);
            return Err(match fits {
                Some(fits) => ScoresheetError::OtherLetters {
                    number,
                    written,
                    read_in: letters,
                    fits,
                },
                None => ScoresheetError::Move {
                    number,
                    written,
                    problem,
                },
            });
        }
        read => read?,
    };
    let mut not_ruled = None;
    if let Some(illegal) = sheet.illegal() {
        let pos = sheet.position();
        let other = Language::ALL
            .iter()
            .copied()
            .filter(|&l| l != letters)
            .find(|&l| parse_move(&illegal.written, l, &pos).is_ok());
        if let Some(fits) = other {
            let entry = NotRuled {
                number: MoveNumber::of(sheet.start(), illegal.ply),
                written: illegal.written.clone(),
                read_in: letters,
                fits,
            };
            if reach(&text, fits, start).1 > sheet.moves().len() {
                return Err(ScoresheetError::OtherLetters {
                    number: entry.number,
                    written: entry.written,
                    read_in: letters,
                    fits,
                });
            }
            sheet.pop();
            not_ruled = Some(entry);
        }
    }
    Ok(ReadSheet {
        sheet,
        letters,
        how,
        skipped,
        not_ruled,
        unreadable,
    })
}

/// Whether `text` reads whole in the `letters`, and how many half-moves it reads.
fn reach(text: &str, letters: Language, start: &Chess) -> (bool, usize) {
    let game = games(text).into_iter().next().unwrap_or_default();
    let start = match game.tag("FEN") {
        Some(fen) => crate::game::pgn::position_from_fen(fen).unwrap_or_else(|_| start.clone()),
        None => start.clone(),
    };
    let read = read_moves(&game.movetext, &start, letters);
    (read.stop.is_none(), read.moves.len())
}

/// The letters to read `text` in: the ones named, a typed sheet's edition, or for an unnamed `.pgn` file
/// English SAN unless the player's edition's letters read it whole where English does not (or further).
fn choose(text: &str, asked: Asked, start: &Chess) -> (Language, How) {
    if asked.named || !asked.pgn {
        return (asked.edition, How::Named);
    }
    if asked.edition == Language::En {
        return (Language::En, How::Pgn);
    }
    let (english, theirs) = (
        reach(text, Language::En, start),
        reach(text, asked.edition, start),
    );
    if theirs > english {
        (asked.edition, How::PgnInEdition)
    } else {
        (Language::En, How::Pgn)
    }
}

/// The text with the lines before its moves that are not moves taken out (a title, the players' names: no
/// move number, no word any edition reads as a move from `start`, no tag or comment), and those lines.
fn titles(text: &str, start: &Chess) -> (String, Vec<Skipped>) {
    let mut skipped = Vec::new();
    let mut rest = 0;
    for (i, line) in text.split_inclusive('\n').enumerate() {
        let trimmed = line.trim();
        if !trimmed.is_empty() && !is_title(trimmed, start) {
            break;
        }
        if !trimmed.is_empty() {
            skipped.push(Skipped {
                line: i + 1,
                text: trimmed.to_string(),
            });
        }
        rest += line.len();
    }
    match skipped.is_empty() {
        true => (text.to_string(), skipped),
        false => (text.get(rest..).unwrap_or_default().to_string(), skipped),
    }
}

/// Whether a line before the moves is a title: it starts with no move number, tag or comment, and no word of
/// it (a round's number aside: `3. runde`) is a move in any edition's letters from `start`.
fn is_title(line: &str, start: &Chess) -> bool {
    let first = line.split_whitespace().next().unwrap_or_default();
    let digits = first.bytes().take_while(u8::is_ascii_digit).count();
    if line.starts_with(['[', '{', '%', ';'])
        || (digits > 0 && first[digits..].starts_with(['.', '…']))
    {
        return false;
    }
    tokenize(line).iter().all(|t| match t {
        Token::Word(w) => Language::ALL
            .iter()
            .all(|&l| parse_move(w, l, start).is_err()),
        Token::Number(_) => true,
        Token::Tag(..) | Token::Comment(_) | Token::End => false,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    const OPERA_FI: &str =
        "Morphy - Herzog\n\n1. e4 e5 2. Rf3 d6 3. d4 Lg4 4. dxe5 Lxf3 5. Dxf3 dxe5";

    #[test]
    fn a_typed_sheet_is_read_entry_by_entry_and_never_refused_whole() {
        let typed = asked(Language::En, true, false);
        let start = Chess::default();
        // The Laws' own en passant marks after the capture, in each form (the Finnish `o.l.` too), and a
        // crossed-out entry: passed over, the moves after them read.
        for ep in ["e.p.", "ep", "o.l.", "e.p"] {
            let text = format!("1. e4 a6 2. e5 d5 3. exd6 {ep} Qxd6 4. ~~Nf3~~ Nc3 e5");
            let read = read_sheet(&text, typed, &start).unwrap();
            assert_eq!(read.sheet.moves().len(), 8, "{ep}: every move read");
            assert!(read.sheet.moves()[4].mv.is_en_passant(), "{ep}");
            assert_eq!(
                read.sheet.crossed_out(),
                [(6, "~~Nf3~~".to_string())],
                "{ep}"
            );
            assert_eq!(read.unreadable, None);
        }
        let struck = read_sheet("1. e4 e5 2. N\u{336}f\u{336}3\u{336} Nc3", typed, &start).unwrap();
        assert_eq!(struck.sheet.moves().len(), 3);
        assert_eq!(struck.sheet.crossed_out().len(), 1);
        // An entry that fits two moves, or a descriptive one: the sheet is read up to it and it is named.
        let ambiguous = "1. Nf3 d5 2. d3 e5 3. Nd2 Nc6";
        let read = read_sheet(ambiguous, typed, &start).unwrap();
        let stop = read.unreadable.expect("named");
        assert_eq!((stop.written.as_str(), stop.unread), ("Nd2", 1));
        assert_eq!(read.sheet.moves().len(), 4);
        let read = read_sheet("1. e4 e5 2. P-QR3 Nc6", typed, &start).unwrap();
        assert_eq!(
            read.unreadable.map(|u| u.written),
            Some("P-QR3".to_string())
        );
        assert_eq!(read.sheet.moves().len(), 2);
    }

    #[test]
    fn an_entry_fitting_two_moves_is_read_as_the_games_move_where_the_sheet_agrees_so_far() {
        let typed = asked(Language::En, true, false);
        let start = Chess::default();
        let game = read_sheet("1. Nf3 d5 2. d3 e5 3. Nbd2 Nc6", typed, &start).unwrap();
        let game: Vec<shakmaty::Move> = game.sheet.moves().iter().map(|m| m.mv).collect();
        let read =
            read_sheet_beside("1. Nf3 d5 2. d3 e5 3. Nd2 Nc6", typed, &start, &game).unwrap();
        assert_eq!(read.unreadable, None);
        assert_eq!(read.sheet.moves().len(), 6);
        assert_eq!(read.sheet.moves()[4].mv, game[4]);
        assert_eq!(read.sheet.read_as_game(), [(4, "Nd2".to_string())]);
        // A sheet that parted from the game before: the entry is not read as the game's move.
        let parted =
            read_sheet_beside("1. Nf3 d6 2. d3 e5 3. Nd2 Nc6", typed, &start, &game).unwrap();
        assert_eq!(
            parted.unreadable.map(|u| u.written),
            Some("Nd2".to_string())
        );
        assert!(parted.sheet.read_as_game().is_empty());
    }

    fn asked(edition: Language, named: bool, pgn: bool) -> Asked {
        Asked {
            edition,
            named,
            pgn,
        }
    }

    #[test]
    fn a_finnish_sheet_saved_as_pgn_is_read_in_finnish_letters_and_its_title_passed_over() {
        let start = Chess::default();
        for a in [
            asked(Language::Fi, true, true),
            asked(Language::Fi, false, true),
            asked(Language::Fi, false, false),
        ] {
            let read = read_sheet(OPERA_FI, a, &start).unwrap();
            assert_eq!((read.sheet.moves().len(), read.letters), (10, Language::Fi));
            assert_eq!(read.skipped[0].text, "Morphy - Herzog");
        }
        let unnamed = read_sheet(OPERA_FI, asked(Language::Fi, false, true), &start).unwrap();
        assert_eq!(unnamed.how, How::PgnInEdition);
        // Read in English letters, 2. Rf3 would be a rook that cannot get there: nothing is concluded, and
        // the sheet, which the Finnish letters read further, is refused with them named.
        let english = read_sheet(OPERA_FI, asked(Language::En, true, true), &start).unwrap_err();
        assert!(
            matches!(
                english,
                ScoresheetError::OtherLetters {
                    fits: Language::Fi,
                    ..
                }
            ),
            "{english}"
        );
        // One entry another edition reads as a legal move, where the sheet's own letters read on no further:
        // not ruled illegal; the sheet is read up to it.
        let slip = "1. e4 e5 2. Hf3 Hc6 3. Fb5 a6 4. Ba4";
        let read = read_sheet(slip, asked(Language::Hu, true, false), &start).unwrap();
        assert_eq!(read.sheet.moves().len(), 6);
        assert!(read.sheet.illegal().is_none());
        let not_ruled = read.not_ruled.unwrap();
        assert_eq!(
            (not_ruled.written.as_str(), not_ruled.fits),
            ("Ba4", Language::En)
        );
    }

    #[test]
    fn a_title_is_passed_over_whatever_the_line_ends() {
        let start = Chess::default();
        let sheet = "Kovács – Nagy, Budapest\r\n\r\n1. e4 e5 2. Hf3 Hc6\r\n";
        let read = read_sheet(sheet, asked(Language::Hu, true, false), &start).unwrap();
        assert_eq!(read.sheet.moves().len(), 4);
        assert_eq!(read.skipped[0].text, "Kovács – Nagy, Budapest");
    }

    proptest::proptest! {
        #[test]
        fn any_text_reads_or_is_refused(text in "\\PC{0,80}(\n\\PC{0,40}){0,3}", pgn: bool, named: bool) {
            let a = asked(Language::Fi, named, pgn);
            let _ = read_sheet(&text, a, &Chess::default());
        }
    }

    #[test]
    fn a_line_of_moves_is_no_title() {
        let start = Chess::default();
        assert!(is_title("Steinitz - Zukertort", &start));
        assert!(is_title("Hansen - Jensen, klubturnering, 3. runde", &start));
        assert!(!is_title("e4 e5", &start));
        assert!(!is_title("1. Xz9", &start));
        assert!(!is_title("[Event \"x\"]", &start));
    }
}
