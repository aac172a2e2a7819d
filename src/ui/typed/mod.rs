//! What a key or a typed line means, for the player, the assistant or the arbiter: a typed line read as a
//! [`Key`] (pure), and the keys that act at once on a terminal. The set-up's key help is console.ftl's.

mod arguments;
mod sighted_hand;
mod words;

pub use sighted_hand::SightedKey;

use crate::notation::Language;
use crate::notation::san::{piece_letter, typed_letters, typed_role};
use crate::session::{ClockAction, Command, GameResult, Query};
use crate::speech::phrases::phrase::Line;
use arguments::{increment, set_moves, set_time, square_of};
use shakmaty::{Color, File, Piece, Rank, Role, Square};
use sighted_hand::sighted_key;
use words::{english_verb, english_word, side_of};

/// What one typed line means.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Key {
    /// A session command.
    Command(Command),
    /// Leave the game (it stays in the journal; `pegchess resume` continues it).
    Quit,
    /// The spoken help, the next part.
    Help,
    /// Nothing to do (an empty line).
    Nothing,
    /// On a simulated board: a peg leaves (`false`) or enters (`true`) a hole.
    Peg(Square, bool),
    /// On a simulated board: the board's clock lever.
    Lever,
    /// A button of the board (`left`, `right`, `speak`, `speak long`): pressed on a simulated board, or
    /// standing for it where there is none (the set-up).
    Button(crate::setup::Input),
    /// On a simulated sighted e-board: what a hand does.
    Sighted(SightedKey),
    /// Make the game's score sheets (Braille, large print, sound; D.2.7) beside its journal.
    Sheet,
}

/// A typed line that means nothing: says what to type instead.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum KeyError {
    /// Not a square.
    #[error("'{0}' is not a square (a1 to h8)")]
    NotASquare(String),
    /// Not a promotion piece in the edition's letters.
    #[error("'{text}' is no promotion piece: use ={}", promotion_letters(*.edition).join(", ="))]
    NoPromotionPiece {
        /// What was typed.
        text: String,
        /// The letters it was read in.
        edition: Language,
    },
    /// Not a piece letter of the edition.
    #[error("'{letter}' is no piece: use {} for White, lower case for Black", typed_letters(*.edition))]
    NoPiece {
        /// What was typed.
        letter: char,
        /// The letters it was read in.
        edition: Language,
    },
    /// Not a rank.
    #[error("use rank 1 to rank 8")]
    NoRank,
    /// Not a file.
    #[error("use file a to file h")]
    NoFile,
    /// Not a side.
    #[error("'{0}' is not a side: use white or black")]
    NotASide(String),
    /// A bad increment.
    #[error("use increment SECONDS, at most 3600, e.g. increment 5")]
    Increment,
    /// `set` without side and time.
    #[error("use set white 1:30:00")]
    Set,
    /// A bad time.
    #[error("'{0}' is not a time of at most 24 hours: use H:MM:SS, e.g. 1:30:00")]
    NotATime(String),
    /// A bad move count.
    #[error("use moves white 20 (at most 500)")]
    Moves,
    /// A simulated sighted board key that is none of the four.
    #[error("use sighted lift e2, sighted put e4 [Q], sighted clear or sighted start")]
    Sighted,
}

/// The promotion pieces' letters in an edition, queen first: `D T L S`.
pub fn promotion_letters(edition: Language) -> Vec<String> {
    [Role::Queen, Role::Rook, Role::Bishop, Role::Knight]
        .into_iter()
        .filter_map(|r| piece_letter(edition, r))
        .map(String::from)
        .collect()
}

/// Reads one typed line, piece letters in English.
pub fn parse(line: &str) -> Result<Key, KeyError> {
    parse_in(line, Language::En)
}

/// Reads one typed line, piece letters (a question's, a promotion's) in the `edition`'s, English where the
/// edition does not use the letter.
pub fn parse_in(line: &str, edition: Language) -> Result<Key, KeyError> {
    let line = line.trim();
    let mut chars = line.chars();
    if let (Some(c), None) = (chars.next(), chars.next())
        && let Some(key) = single(c)
    {
        return Ok(key);
    }
    let lower = line.to_lowercase();
    if let Some(key) = word(english_word(&lower).unwrap_or(&lower)) {
        return Ok(key);
    }
    if let Some(n) = lower.strip_prefix('l').and_then(|n| n.parse::<u8>().ok()) {
        return Ok(Key::Command(Command::Ask(Query::LastMoves(n))));
    }
    if let Some((word @ ("out" | "in"), square)) = lower.split_once(' ') {
        return Ok(Key::Peg(square_of(square)?, word == "in"));
    }
    if let Some(letter) = line.strip_prefix('=') {
        let mut chars = letter.trim().chars();
        let role = chars
            .next()
            .filter(|_| chars.next().is_none())
            .and_then(|c| typed_role(edition, c))
            .filter(|r| !matches!(r, Role::King | Role::Pawn))
            .ok_or_else(|| KeyError::NoPromotionPiece {
                text: line.to_string(),
                edition,
            })?;
        return Ok(Key::Command(Command::Promote(role)));
    }
    if let Some(text) = line.strip_prefix('>') {
        return Ok(Key::Command(Command::Sighted(text.trim().to_string())));
    }
    match lower.split_once(' ') {
        Some((verb, rest)) => with_argument(line, verb, rest, edition),
        None => Ok(Key::Command(Command::Typed(line.to_string()))),
    }
}

/// A line of one word (lower case) that means a key on its own.
fn word(lower: &str) -> Option<Key> {
    let ask = |q| Key::Command(Command::Ask(q));
    Some(match lower {
        "" => Key::Nothing,
        "help" => Key::Help,
        "p" | "press" => Key::Command(Command::Press),
        "r" | "repeat" => Key::Command(Command::Repeat),
        "q" | "quit" => Key::Quit,
        "lever" => Key::Lever,
        "sheet" | "sheets" => Key::Sheet,
        "left" => Key::Button(crate::setup::Input::Left),
        "right" => Key::Button(crate::setup::Input::Right),
        "speak" => Key::Button(crate::setup::Input::Speak),
        "speak long" | "speaklong" => Key::Button(crate::setup::Input::SpeakLong),
        "t" | "time" => ask(Query::Times),
        "draw" => Key::Command(Command::OfferDraw(None)),
        "agree" => Key::Command(Command::Result(GameResult::DrawAgreed)),
        "pause" => Key::Command(Command::Clock(ClockAction::Pause)),
        "resume" => Key::Command(Command::Clock(ClockAction::Resume)),
        "m" => ask(Query::MoveNumber),
        "rating" => ask(Query::Rating),
        "start" => ask(Query::Start),
        "b" | "position" => ask(Query::Position),
        "l" => ask(Query::LastMoves(1)),
        _ => return None,
    })
}

/// A line of a word and what follows it (`verb` in lower case, `rest` after it): a question, a result or a
/// clock correction; anything else is typed input (a move, a spoken-style command).
fn with_argument(line: &str, verb: &str, rest: &str, edition: Language) -> Result<Key, KeyError> {
    let ask = |q| Key::Command(Command::Ask(q));
    let result = |r| Key::Command(Command::Result(r));
    let clock = |a| Key::Command(Command::Clock(a));
    let first = |text: &str| text.trim().chars().next();
    Ok(match (english_verb(verb, rest), rest) {
        ("sighted", _) => Key::Sighted(sighted_key(
            line.split_once(' ').map_or("", |(_, r)| r),
            edition,
        )?),
        // A word after it ("where knights") is the words reader's, not its last letter.
        ("where", rest) if rest.trim().chars().count() != 1 => {
            Key::Command(Command::Typed(line.to_string()))
        }
        ("where", _) => {
            // Case matters here: upper case for White's pieces, lower case for Black's.
            let letter = line.chars().last().unwrap_or(' ');
            let role = typed_role(edition, letter).ok_or(KeyError::NoPiece { letter, edition })?;
            let color = Color::from_white(letter.is_uppercase());
            ask(Query::Pieces(Piece { color, role }))
        }
        // Several words after it ("S f drei": the German knight letter and a square in words) are a move.
        ("s", sq) if sq.trim().contains(' ') => Key::Command(Command::Typed(line.to_string())),
        ("s", sq) => ask(Query::Square(square_of(sq)?)),
        ("rank", r) => ask(Query::Line(Line::Rank(
            first(r).and_then(Rank::from_char).ok_or(KeyError::NoRank)?,
        ))),
        ("file", f) => ask(Query::Line(Line::File(
            first(f).and_then(File::from_char).ok_or(KeyError::NoFile)?,
        ))),
        // Asked to be confirmed, as the spoken resignation is.
        ("resign", side) => Key::Command(Command::Resign(side_of(side)?)),
        ("draw", side) => Key::Command(Command::OfferDraw(Some(side_of(side)?))),
        ("arbiter", "1-0") => result(GameResult::ArbiterWin(Color::White)),
        ("arbiter", "0-1") => result(GameResult::ArbiterWin(Color::Black)),
        ("arbiter", draw) if words::is_draw(draw) => result(GameResult::ArbiterDraw),
        ("penalty", side) => clock(ClockAction::Penalty(side_of(side)?)),
        ("increment", secs) => clock(increment(secs)?),
        ("set", rest) => clock(set_time(rest)?),
        ("moves", rest) => clock(set_moves(rest)?),
        _ => Key::Command(Command::Typed(line.to_string())),
    })
}

/// The keys that act at once on a terminal; typed alone on a line, the same keys mean the same.
/// The number row (or the keypad) holds the common questions, so a blind player learns them by touch.
pub fn single(c: char) -> Option<Key> {
    Some(match c {
        '1' => Key::Command(Command::Repeat),
        '2' => Key::Command(Command::Ask(Query::Times)),
        '3' => Key::Command(Command::Ask(Query::MoveNumber)),
        '4' => Key::Command(Command::Ask(Query::LastMoves(1))),
        '5' => Key::Command(Command::Ask(Query::LastMoves(5))),
        '6' => Key::Command(Command::Ask(Query::Position)),
        '0' => Key::Command(Command::Press),
        '9' => Key::Sheet,
        'h' | 'H' | '?' => Key::Help,
        'q' | 'Q' => Key::Quit,
        _ => return None,
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::time::Duration;

    fn command(line: &str) -> Command {
        match parse(line) {
            Ok(Key::Command(c)) => c,
            other => panic!("'{line}' gave {other:?}"),
        }
    }

    #[test]
    fn keys_map_to_commands() {
        assert_eq!(command("p"), Command::Press);
        assert_eq!(command("l5"), Command::Ask(Query::LastMoves(5)));
        assert_eq!(
            command("where n"),
            Command::Ask(Query::Pieces(Piece::from_char('n').unwrap()))
        );
        assert_eq!(
            command("WHERE Q"),
            Command::Ask(Query::Pieces(Piece::from_char('Q').unwrap()))
        );
        assert_eq!(command("s e4"), Command::Ask(Query::Square(Square::E4)));
        assert_eq!(command("=N"), Command::Promote(Role::Knight));
        assert_eq!(
            command("set black 1:30:00"),
            Command::Clock(ClockAction::SetTime(
                Color::Black,
                Duration::from_secs(5400)
            ))
        );
        assert_eq!(command("resign white"), Command::Resign(Color::White));
        assert_eq!(command("S f drei"), Command::Typed("S f drei".into()));
        // The simulated sighted board's hand names its piece in the edition's letters.
        let put = |line: &str, edition| parse_in(line, edition);
        let queen = |color| {
            Ok(Key::Sighted(SightedKey::Put(
                Square::B8,
                Some(Piece {
                    color,
                    role: Role::Queen,
                }),
            )))
        };
        assert_eq!(put("sighted put b8 D", Language::De), queen(Color::White));
        assert_eq!(put("sighted put b8 v", Language::Hu), queen(Color::Black));
        assert!(matches!(
            put("sighted put b8 X", Language::Da),
            Err(KeyError::NoPiece { letter: 'X', .. })
        ));
        assert_eq!(command("draw"), Command::OfferDraw(None));
        assert_eq!(
            command("draw black"),
            Command::OfferDraw(Some(Color::Black))
        );
        assert_eq!(command("Hf3"), Command::Typed("Hf3".into()));
        assert_eq!(parse("out e2"), Ok(Key::Peg(Square::E2, false)));
        assert_eq!(parse("q"), Ok(Key::Quit));
        assert_eq!(
            parse("sighted lift e2"),
            Ok(Key::Sighted(SightedKey::Lift(Square::E2)))
        );
        assert_eq!(
            parse("Sighted PUT e8 n"),
            Ok(Key::Sighted(SightedKey::Put(
                Square::E8,
                Piece::from_char('n')
            )))
        );
        assert_eq!(parse("sighted start"), Ok(Key::Sighted(SightedKey::Start)));
        assert_eq!(parse("sighted clear"), Ok(Key::Sighted(SightedKey::Clear)));
        assert!(parse("sighted put z9").is_err());
        assert!(parse("sighted dance").is_err());
    }

    #[test]
    fn the_questions_and_words_are_read_in_every_language() {
        let white_knights = Command::Ask(Query::Pieces(Piece::from_char('N').unwrap()));
        for line in ["where N", "wo N", "hol N", "missä N", "hvor N"] {
            assert_eq!(command(line), white_knights, "{line}");
        }
        for line in ["rank 2", "Reihe 2", "sor 2", "rivi 2", "række 2"] {
            assert_eq!(
                command(line),
                Command::Ask(Query::Line(Line::Rank(Rank::Second)))
            );
        }
        for line in ["file e", "Linie e", "vonal e", "linja e", "linje e"] {
            assert_eq!(
                command(line),
                Command::Ask(Query::Line(Line::File(File::E)))
            );
        }
        for line in ["s e4", "Feld e4", "mező e4", "ruutu e4", "felt e4"] {
            assert_eq!(command(line), Command::Ask(Query::Square(Square::E4)));
        }
        for line in [
            "sheet",
            "Partieformular",
            "játszmalap",
            "pöytäkirja",
            "noteringsliste",
        ] {
            assert_eq!(parse(line), Ok(Key::Sheet), "{line}");
        }
        for line in ["resume", "weiter", "folytatás", "jatka", "fortsæt"] {
            assert_eq!(command(line), Command::Clock(ClockAction::Resume), "{line}");
        }
        for line in ["quit", "beenden", "kilépés", "lopeta", "afslut"] {
            assert_eq!(parse(line), Ok(Key::Quit), "{line}");
        }
        for line in ["pause", "Pause", "szünet", "tauko"] {
            assert_eq!(command(line), Command::Clock(ClockAction::Pause), "{line}");
        }
        use crate::setup::Input;
        let buttons = [
            ["left", "right", "speak", "speak long"],
            ["links", "rechts", "sprechen", "lange sprechen"],
            ["bal", "jobb", "beszéd", "hosszú beszéd"],
            ["vasen", "oikea", "puhu", "puhu pitkään"],
            ["venstre", "højre", "tal", "tal længe"],
        ];
        for words in buttons {
            let inputs = [Input::Left, Input::Right, Input::Speak, Input::SpeakLong];
            for (word, input) in words.into_iter().zip(inputs) {
                assert_eq!(parse(word), Ok(Key::Button(input)), "{word}");
            }
        }
        let resigned = Command::Resign;
        for line in [
            "resign black",
            "aufgeben schwarz",
            "felad sötét",
            "luovuta musta",
            "opgiv sort",
        ] {
            assert_eq!(command(line), resigned(Color::Black), "{line}");
        }
        for line in ["penalty hvid", "set weiß 1:00:00", "moves világos 20"] {
            assert!(parse(line).is_ok(), "{line}");
        }
        // Said as words, the line is the words reader's: not a piece letter, a square or a digit.
        for line in [
            "Reihe zwei",
            "wo weiße Springer",
            "Feld Eva vier",
            "sor kettő",
            "aufgeben",
            "gebe auf",
        ] {
            assert_eq!(command(line), Command::Typed(line.into()), "{line}");
        }
    }

    #[test]
    fn wrong_keys_say_what_to_type() {
        assert!(
            parse("=K")
                .unwrap_err()
                .to_string()
                .contains("=Q, =R, =B, =N")
        );
        let hungarian = parse_in("=X", Language::Hu).unwrap_err();
        assert!(
            hungarian.to_string().contains("=V, =B, =F, =H"),
            "{hungarian}"
        );
        assert!(
            parse("where x")
                .unwrap_err()
                .to_string()
                .contains("K Q R B N P")
        );
        assert!(
            parse("set purple 1:00")
                .unwrap_err()
                .to_string()
                .contains("white or black")
        );
        assert!(
            parse("set white soon")
                .unwrap_err()
                .to_string()
                .contains("H:MM:SS")
        );
        assert!(parse("in z9").unwrap_err().to_string().contains("a1 to h8"));
        assert!(matches!(
            parse("set white 999999999999999999:0:0"),
            Err(KeyError::NotATime(_))
        ));
        assert!(matches!(
            parse("set white 25:00:00"),
            Err(KeyError::NotATime(_))
        ));
    }

    #[test]
    fn the_editions_letters_are_read_where_a_key_names_a_piece() {
        let pieces = |line: &str, edition| match parse_in(line, edition) {
            Ok(Key::Command(Command::Ask(Query::Pieces(p)))) => Some(p),
            _ => None,
        };
        let white = |role| {
            Some(Piece {
                color: Color::White,
                role,
            })
        };
        let black = |role| {
            Some(Piece {
                color: Color::Black,
                role,
            })
        };
        // Hungarian B is the rook, H the knight; German and Danish B the pawn; Finnish R the knight.
        assert_eq!(pieces("hol B", Language::Hu), white(Role::Rook));
        assert_eq!(pieces("hol H", Language::Hu), white(Role::Knight));
        assert_eq!(pieces("hol f", Language::Hu), black(Role::Bishop));
        assert_eq!(pieces("hol G", Language::Hu), white(Role::Pawn));
        assert_eq!(pieces("missä R", Language::Fi), white(Role::Knight));
        assert_eq!(pieces("missä T", Language::Fi), white(Role::Rook));
        assert_eq!(pieces("missä L", Language::Fi), white(Role::Bishop));
        assert_eq!(pieces("missä d", Language::Fi), black(Role::Queen));
        assert_eq!(pieces("wo B", Language::De), white(Role::Pawn));
        assert_eq!(pieces("wo S", Language::De), white(Role::Knight));
        assert_eq!(pieces("hvor S", Language::Da), white(Role::Knight));
        assert_eq!(pieces("hvor t", Language::Da), black(Role::Rook));
        // English letters where the edition does not use them; never where it does.
        assert_eq!(pieces("wo N", Language::De), white(Role::Knight));
        assert_eq!(pieces("where B", Language::En), white(Role::Bishop));
        assert_eq!(pieces("hol Q", Language::Hu), white(Role::Queen));
        assert!(matches!(
            parse_in("where X", Language::Hu),
            Err(KeyError::NoPiece { letter: 'X', .. })
        ));
        let promote = |line: &str, edition| parse_in(line, edition);
        assert_eq!(
            promote("=V", Language::Hu),
            Ok(Key::Command(Command::Promote(Role::Queen)))
        );
        assert_eq!(
            promote("=B", Language::Hu),
            Ok(Key::Command(Command::Promote(Role::Rook)))
        );
        assert_eq!(
            promote("=R", Language::Fi),
            Ok(Key::Command(Command::Promote(Role::Knight)))
        );
        assert_eq!(
            promote("=S", Language::De),
            Ok(Key::Command(Command::Promote(Role::Knight)))
        );
        assert_eq!(
            promote("=d", Language::Da),
            Ok(Key::Command(Command::Promote(Role::Queen)))
        );
        assert_eq!(
            promote("=Q", Language::De),
            Ok(Key::Command(Command::Promote(Role::Queen)))
        );
    }

    #[test]
    fn the_arbiters_clock_words_are_read_in_every_language() {
        let set = Command::Clock(ClockAction::SetTime(
            Color::White,
            Duration::from_secs(5400),
        ));
        for line in [
            "set white 1:30:00",
            "zeit weiß 1:30:00",
            "beállít világos 1:30:00",
            "aseta valkea 1:30:00",
            "sæt hvid 1:30:00",
        ] {
            assert_eq!(command(line), set, "{line}");
        }
        let plus = Command::Clock(ClockAction::AddIncrement(Duration::from_secs(5)));
        for line in [
            "increment 5",
            "zuschlag 5",
            "többletidő 5",
            "lisäaika 5",
            "tillæg 5",
        ] {
            assert_eq!(command(line), plus, "{line}");
        }
        let moves = Command::Clock(ClockAction::SetMoves(Color::Black, 20));
        for line in [
            "moves black 20",
            "züge schwarz 20",
            "lépések sötét 20",
            "siirrot musta 20",
            "træk sort 20",
        ] {
            assert_eq!(command(line), moves, "{line}");
        }
        let penalty = Command::Clock(ClockAction::Penalty(Color::White));
        for line in [
            "penalty white",
            "strafe weiß",
            "büntetés világos",
            "rangaistus valkea",
            "straf hvid",
        ] {
            assert_eq!(command(line), penalty, "{line}");
        }
        for line in [
            "arbiter draw",
            "schiedsrichter remis",
            "versenybíró döntetlen",
            "tuomari tasapeli",
            "dommer remis",
        ] {
            assert_eq!(
                command(line),
                Command::Result(GameResult::ArbiterDraw),
                "{line}"
            );
        }
        // Said as words, the line stays the words reader's.
        assert_eq!(
            command("Schiedsrichter bitte"),
            Command::Typed("Schiedsrichter bitte".into())
        );
        assert_eq!(command("where Xaver"), Command::Typed("where Xaver".into()));
        // A clock word with a wrong argument gets the refusal that says how, in any language.
        assert_eq!(
            parse_in("zuschlag x", Language::De),
            Err(KeyError::Increment)
        );
        assert_eq!(
            parse_in("zeit lila 1:00", Language::De),
            Err(KeyError::NotASide("lila".into()))
        );
        assert!(matches!(
            parse_in("wo X", Language::De),
            Err(KeyError::NoPiece { letter: 'X', .. })
        ));
    }

    proptest::proptest! {
        #[test]
        fn any_typed_line_is_a_key_or_an_error(line in "\\PC*") {
            let _ = parse(&line);
        }

        #[test]
        fn any_time_is_read_or_refused(line in "set (white|black) [0-9:]{0,40}") {
            let _ = parse(&line);
        }
    }
}
