//! Shared helpers: the corpus games, every language/scheme/form combination, rendering checks.

use pegchess::notation::Language;
use pegchess::phonetic::{Form, Scheme};
use pegchess::speech::{Phrase, Renderer};
use pgn_reader::{Reader, SanPlus, Visitor};
use shakmaty::{Chess, Move, Position};
use std::ops::ControlFlow;
use std::path::PathBuf;

/// The corpus directory (tests/data/corpus).
pub fn corpus_dir() -> PathBuf {
    PathBuf::from(concat!(env!("CARGO_MANIFEST_DIR"), "/tests/data/corpus"))
}

/// One game of the corpus: its file, and the positions and moves of its main line.
pub struct Game {
    pub file: String,
    pub index: usize,
    pub plies: Vec<(Chess, Move)>,
}

struct Sans;

impl Visitor for Sans {
    type Tags = ();
    type Movetext = Vec<SanPlus>;
    type Output = Vec<SanPlus>;

    fn begin_tags(&mut self) -> ControlFlow<Self::Output, Self::Tags> {
        ControlFlow::Continue(())
    }

    fn begin_movetext(&mut self, _tags: ()) -> ControlFlow<Self::Output, Self::Movetext> {
        ControlFlow::Continue(Vec::new())
    }

    fn san(&mut self, moves: &mut Vec<SanPlus>, san: SanPlus) -> ControlFlow<Self::Output> {
        moves.push(san);
        ControlFlow::Continue(())
    }

    fn end_game(&mut self, moves: Vec<SanPlus>) -> Vec<SanPlus> {
        moves
    }
}

/// The corpus's `.pgn` files, in name order.
pub fn corpus_files() -> Vec<PathBuf> {
    let mut files: Vec<PathBuf> = std::fs::read_dir(corpus_dir())
        .expect("the corpus in tests/data/corpus")
        .map(|e| e.unwrap().path())
        .filter(|p| p.extension().is_some_and(|e| e == "pgn"))
        .collect();
    files.sort();
    assert!(!files.is_empty(), "no PGN files in the corpus");
    files
}

/// Every game of every `.pgn` file in the corpus, replayed from the start position.
pub fn corpus_games() -> Vec<Game> {
    let files = corpus_files();
    let mut games = Vec::new();
    for path in files {
        let file = path.file_name().unwrap().to_string_lossy().into_owned();
        let mut reader = Reader::new(std::fs::File::open(&path).unwrap());
        let mut index = 0;
        while let Some(sans) = reader.read_game(&mut Sans).unwrap() {
            index += 1;
            let mut pos = Chess::default();
            let mut plies = Vec::new();
            for san in sans {
                let mv = san
                    .san
                    .to_move(&pos)
                    .unwrap_or_else(|e| panic!("{file} game {index}: {san}: {e}"));
                plies.push((pos.clone(), mv));
                pos.play_unchecked(mv);
            }
            games.push(Game {
                file: file.clone(),
                index,
                plies,
            });
        }
    }
    games
}

/// Every (language, scheme, form).
pub fn combinations() -> Vec<(Language, Scheme, Form)> {
    let mut all = Vec::new();
    for &l in Language::ALL {
        for &s in Scheme::ALL {
            for &f in Form::ALL {
                all.push((l, s, f));
            }
        }
    }
    all
}

/// Renders a phrase, failing the test on any fluent problem or leftover placeholder.
pub fn render_clean(renderer: &Renderer, phrase: &Phrase) -> String {
    let text = renderer
        .try_render(phrase)
        .unwrap_or_else(|e| panic!("{phrase:?}: {e}"))
        .text();
    assert!(
        !text.contains('{') && !text.contains('}') && !text.contains('$'),
        "placeholder left in {text:?} for {phrase:?}"
    );
    assert!(!text.trim().is_empty(), "empty text for {phrase:?}");
    assert!(
        !text.contains('\u{2068}') && !text.contains('\u{2069}'),
        "isolation marks in {text:?}"
    );
    text
}

/// One phrase of every kind (moves of every type included), for checks over all messages.
pub fn sample_phrases() -> Vec<Phrase> {
    use pegchess::inference::Correction;
    use pegchess::notation::NotationError;
    use pegchess::speech::{InputProblem, Line, NumberedMove, Source, SpokenMove};
    use shakmaty::{Color, File, KnownOutcome, Piece, Rank, Role, Square};
    use std::time::Duration;

    let start = Chess::default();
    let e4 = "e4"
        .parse::<shakmaty::san::San>()
        .unwrap()
        .to_move(&start)
        .unwrap();
    let nf3 = "Nf3"
        .parse::<shakmaty::san::San>()
        .unwrap()
        .to_move(&start)
        .unwrap();
    let spoken_e4 = SpokenMove::new(&start, e4);
    let spoken_nf3 = SpokenMove::new(&start, nf3);
    let wn = Piece {
        color: Color::White,
        role: Role::Knight,
    };
    let bq = Piece {
        color: Color::Black,
        role: Role::Queen,
    };
    let wr = Piece {
        color: Color::White,
        role: Role::Rook,
    };
    let mut phrases = vec![
        Phrase::BoardConnected {
            name: "PEG-1".into(),
        },
        Phrase::BoardDisconnected,
        Phrase::BoardReconnected,
        Phrase::HoleChatter(Square::E4),
        Phrase::PegOut(Square::E2),
        Phrase::PegIn(Square::E4),
        Phrase::Touched {
            piece: wn,
            square: Square::G1,
        },
        Phrase::Mismatch(vec![
            Correction::Empty(Square::E4),
            Correction::Place(wn, Square::G1),
        ]),
        Phrase::Mismatch(vec![]),
        Phrase::BoardMatches,
        Phrase::TakenBack { plies: 1 },
        Phrase::TakenBack { plies: 2 },
        Phrase::WhichMove(vec![spoken_e4.san, spoken_nf3.san]),
        Phrase::MoveIncomplete(vec![Correction::Empty(Square::D5)]),
        Phrase::PressWithoutMove,
        Phrase::SetupStep {
            next: Correction::Place(wr, Square::A1),
            remaining: 3,
        },
        Phrase::SetupStep {
            next: Correction::Empty(Square::E4),
            remaining: 1,
        },
        Phrase::SetupComplete(pegchess::speech::phrases::phrase::SetUp::Start),
        Phrase::SetupComplete(pegchess::speech::phrases::phrase::SetUp::At {
            number: 26,
            to_move: Color::Black,
        }),
        Phrase::AnnouncedOtherMove {
            announced: spoken_e4,
            executed: spoken_nf3,
        },
        Phrase::PromotionQuestion(Square::D8),
        Phrase::ConfirmMove(spoken_nf3),
        Phrase::ConfirmResign(Color::Black),
        Phrase::QuestionWithdrawn,
        Phrase::NothingToAnswer,
        Phrase::Time {
            side: Color::White,
            remaining: Duration::from_secs(252),
        },
        Phrase::Time {
            side: Color::Black,
            remaining: Duration::from_secs(3661),
        },
        Phrase::Times {
            white: Duration::from_secs(60),
            black: Duration::from_secs(1),
        },
        Phrase::TimeShort(Duration::from_secs(130)),
        Phrase::TimeShort(Duration::from_secs(45)),
        Phrase::TimeShort(Duration::from_secs(120)),
        Phrase::FlagFall(Color::Black),
        Phrase::ClockStopped,
        Phrase::NoClock,
        Phrase::ClockRunning(Color::White),
        Phrase::MovesCounted {
            side: Color::Black,
            moves: 21,
        },
        Phrase::IncrementAdded(1),
        Phrase::IncrementAdded(30),
        Phrase::UnfinishedGame {
            game: 1,
            number: 14,
            players: None,
        },
        Phrase::UnfinishedGame {
            game: 2,
            number: 3,
            players: Some(("Anna Virtanen".into(), "Bela Kovacs".into())),
        },
        Phrase::ThisGame {
            game: 2,
            players: None,
        },
        Phrase::Refused("type increment SECONDS, for example increment 5".into()),
        Phrase::ThisGame {
            game: 1,
            players: Some(("Anna Virtanen".into(), "Bela Kovacs".into())),
        },
        Phrase::DrawOfferNoted(Color::White),
        Phrase::CallArbiter,
        Phrase::Divergence {
            first: Source::Record,
            second: Source::SightedBoard,
            number: 12,
            side: Color::Black,
        },
        Phrase::SightedBehind {
            count: 1,
            number: 1,
            side: Color::Black,
        },
        Phrase::SightedBehind {
            count: 3,
            number: 12,
            side: Color::White,
        },
        Phrase::MovesWhileAway { count: 4 },
        Phrase::MovesReadWhileAway { count: 3 },
        Phrase::Divergence {
            first: Source::PegBoard,
            second: Source::Announced,
            number: 1,
            side: Color::White,
        },
        Phrase::MoveNumber {
            number: 23,
            to_move: Color::Black,
        },
        Phrase::LastMoves(vec![]),
        Phrase::LastMoves(vec![
            NumberedMove {
                number: 1,
                spoken: spoken_e4,
            },
            NumberedMove {
                number: 1,
                spoken: spoken_nf3,
            },
        ]),
        Phrase::PieceLocations {
            piece: wn,
            squares: vec![Square::B1, Square::G1, Square::F3],
        },
        Phrase::PieceLocations {
            piece: bq,
            squares: vec![],
        },
        Phrase::SquareContents {
            square: Square::E4,
            piece: None,
        },
        Phrase::SquareContents {
            square: Square::D8,
            piece: Some(bq),
        },
        Phrase::read_line(&start, Line::Rank(Rank::First)),
        Phrase::read_line(&start, Line::Rank(Rank::Fourth)),
        Phrase::position_rank(&start, Rank::First),
        Phrase::position_rank(&start, Rank::Fourth),
        Phrase::PositionRank {
            rank: Rank::Fifth,
            pieces: vec![(Square::D5, bq), (Square::E5, wn)],
        },
        Phrase::read_line(&start, Line::File(File::E)),
        Phrase::ReadLine {
            line: Line::File(File::C),
            pieces: vec![],
        },
        Phrase::GameOver(KnownOutcome::Decisive {
            winner: Color::White,
        }),
        Phrase::GameOver(KnownOutcome::Draw),
        Phrase::Stalemate,
        Phrase::rejected(
            "Nf3",
            &NotationError::UnknownPiece {
                letter: 'N',
                edition: pegchess::notation::Language::Hu,
            },
        ),
        Phrase::NothingToRepeat,
        Phrase::SpeechUnavailable {
            reason: "no daemon".into(),
        },
        Phrase::SpeechFallback,
        Phrase::RecordNotWritten,
        Phrase::BackRank(vec![(Square::A1, Role::Rook), (Square::B1, Role::King)]),
        Phrase::Chess960Waiting,
        Phrase::Chess960Start(pegchess::game::chess960::StartNumber::new(417).unwrap()),
    ];
    phrases.extend(not_a_start().into_iter().map(Phrase::NotAStart));
    phrases.extend(doctor_findings().into_iter().map(Phrase::Doctor));
    phrases.extend(rating_phrases().into_iter().map(Phrase::Rating));
    phrases.extend(fair_lines().into_iter().map(Phrase::FairPlay));
    for problem in [
        InputProblem::NotUnderstood,
        InputProblem::UnknownPiece,
        InputProblem::NoSuchMove,
        InputProblem::Ambiguous,
        InputProblem::PromotionPiece,
    ] {
        phrases.push(Phrase::InputRejected {
            input: "xyz".into(),
            problem,
        });
    }
    phrases.extend(move_types().into_iter().map(|(_, phrase)| phrase));
    phrases
}

/// One of every reason a board shows no Chess960 start.
pub fn not_a_start() -> Vec<pegchess::game::chess960::NotAStart> {
    use pegchess::game::chess960::NotAStart;
    use shakmaty::{Color, Square};
    vec![
        NotAStart::Empty,
        NotAStart::BackRank(Square::H1),
        NotAStart::Pieces,
        NotAStart::BishopsOneColour,
        NotAStart::KingOutside,
        NotAStart::Mirror {
            square: Square::H8,
            piece: Color::Black.queen(),
        },
        NotAStart::Pawn {
            square: Square::A7,
            piece: Color::Black.pawn(),
        },
        NotAStart::Extra {
            square: Square::E4,
            piece: Color::White.rook(),
        },
    ]
}

/// One move of every type, named, as (name, phrase).
pub fn move_types() -> Vec<(&'static str, Phrase)> {
    const FENS: &[(&str, Option<&str>, &[&str])] = &[
        ("quiet pawn", None, &["e4"]),
        ("quiet piece", None, &["Nf3"]),
        ("pawn capture", None, &["e4", "d5", "exd5"]),
        ("piece capture", None, &["e4", "d5", "exd5", "Qxd5"]),
        ("check", None, &["e4", "d5", "Bb5+"]),
        ("mate", None, &["f3", "e5", "g4", "Qh4#"]),
        (
            "kingside castling",
            Some("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1"),
            &["O-O"],
        ),
        (
            "queenside castling",
            Some("r3k2r/8/8/8/8/8/8/R3K2R b KQkq - 0 1"),
            &["O-O-O"],
        ),
        (
            "en passant",
            Some("4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 2"),
            &["exd6"],
        ),
        (
            "promotion",
            Some("8/4P3/8/8/8/8/k7/4K3 w - - 0 1"),
            &["e8=Q"],
        ),
        (
            "promotion with capture",
            Some("3r4/4P3/8/8/8/8/k7/4K3 w - - 0 1"),
            &["exd8=N"],
        ),
        (
            "promotion with check",
            Some("4k3/1P6/8/8/8/8/8/4K3 w - - 0 1"),
            &["b8=R+"],
        ),
        (
            "file disambiguation",
            Some("4k3/8/8/8/8/8/8/1N2KN2 w - - 0 1"),
            &["Nbd2"],
        ),
        (
            "rank disambiguation",
            Some("4k3/8/8/8/8/R7/8/R3K3 w - - 0 1"),
            &["R1a2"],
        ),
        (
            "square disambiguation",
            Some("K7/8/k7/8/4Q2Q/8/8/7Q w - - 0 1"),
            &["Qh4e1"],
        ),
    ];
    FENS.iter()
        .map(|(name, fen, moves)| {
            let mut pos: Chess = match fen {
                Some(f) => f
                    .parse::<shakmaty::fen::Fen>()
                    .unwrap()
                    .into_position(shakmaty::CastlingMode::Standard)
                    .unwrap(),
                None => Chess::default(),
            };
            let (last, before) = moves.split_last().unwrap();
            for san in before {
                let mv = san
                    .parse::<shakmaty::san::San>()
                    .unwrap()
                    .to_move(&pos)
                    .unwrap();
                pos.play_unchecked(mv);
            }
            let mv = last
                .parse::<shakmaty::san::San>()
                .unwrap()
                .to_move(&pos)
                .unwrap();
            (*name, Phrase::move_in(&pos, mv))
        })
        .collect()
}

/// One of every finding of `pegchess doctor`, with long but real values.
pub fn doctor_findings() -> Vec<pegchess::speech::Finding> {
    use pegchess::notation::Language;
    use pegchess::speech::Finding;
    let path = "/home/player/.config/pegchess/settings.toml".to_string();
    let mut all = vec![
        Finding::FairPlayOk,
        Finding::FairPlayMissing(vec![pegchess::fair::Protection::LandlockNetwork]),
        Finding::SpeechOk,
        Finding::SpeechFallback,
        Finding::SpeechMissing,
        Finding::SpeechNotWanted {
            screen_reader: true,
        },
        Finding::SpeechNotWanted {
            screen_reader: false,
        },
        Finding::VoiceUnknown("no-such-voice".into()),
        Finding::GermanWordsVoice,
        Finding::GermanWordsRespelled,
        Finding::MicrophoneOk("default".into()),
        Finding::MicrophoneMissing,
        Finding::ModelNotSet,
        Finding::ModelOk,
        Finding::ModelBroken,
        Finding::GrammarOk,
        Finding::GrammarUnknown {
            count: 57,
            some: vec!["Springer".into(), "Laeufer".into(), "Hector".into()],
        },
        Finding::BoardOk {
            port: "/dev/ttyACM0".into(),
            version: "pegboard 2.1".into(),
        },
        Finding::BoardMissing,
        Finding::SettingsOk(path.clone()),
        Finding::SettingsDefault,
        Finding::SettingsBroken(path),
        Finding::GamesOk { free_mb: 120_000 },
        Finding::GamesNotWritable("/home/player/.local/share/pegchess/games".into()),
        Finding::GamesLowSpace { free_mb: 3 },
    ];
    for &language in Language::ALL {
        all.push(Finding::VoiceOk(language));
        all.push(Finding::VoiceMissing(language));
    }
    all
}

/// Every kind of rating line (issue 24): each K rule, the 700 rule, a game of each score, totals of each sign.
pub fn rating_phrases() -> Vec<pegchess::speech::RatingPhrase> {
    use pegchess::rating::{KRule, Score};
    use pegchess::speech::RatingPhrase;
    let mut out: Vec<RatingPhrase> = [
        KRule::Given,
        KRule::NewPlayer,
        KRule::Junior,
        KRule::Under2400,
        KRule::Reached2400,
    ]
    .into_iter()
    .map(|rule| RatingPhrase::Factor {
        k: 20,
        rule,
        limited: None,
    })
    .collect();
    out.push(RatingPhrase::Factor {
        k: 38,
        rule: KRule::NewPlayer,
        limited: Some((40, 18)),
    });
    for (score, change) in [(Score::Win, 720), (Score::Draw, 0), (Score::Loss, -100)] {
        out.push(RatingPhrase::Game {
            opponent: 2100,
            score,
            expected: 64,
            change,
        });
    }
    out.push(RatingPhrase::Total {
        k: 20,
        change: 5,
        rounded: 0,
        new: 1800,
    });
    out.push(RatingPhrase::Total {
        k: 10,
        change: -1450,
        rounded: -15,
        new: 2385,
    });
    out.extend([
        RatingPhrase::NotOver,
        RatingPhrase::Unknown,
        RatingPhrase::Rules(pegchess::rating::Rules::March2024),
        RatingPhrase::Rules(pegchess::rating::Rules::October2025),
    ]);
    out
}

/// Every kind of line of the fair-play statement and check, and the doctor's fair-play findings.
pub fn fair_lines() -> Vec<pegchess::speech::FairLine> {
    use pegchess::fair::Protection;
    use pegchess::speech::FairLine;
    let all = vec![
        Protection::NoNewPrivs,
        Protection::Seccomp,
        Protection::LandlockFiles,
        Protection::LandlockNetwork,
        Protection::EveryThread,
    ];
    let mut lines = vec![
        FairLine::Binary {
            version: "0.1.0".into(),
            start: "3f2a9c01".into(),
        },
        FairLine::Kernel {
            seccomp: true,
            no_new_privs: false,
            landlock: 7,
            confined: 11,
            threads: 12,
        },
        FairLine::NoEngine,
        FairLine::NoLegality,
        FairLine::HowToCheck,
        FairLine::HowToHash,
        FairLine::Missing(vec![Protection::Seccomp]),
        FairLine::Missing(all),
        FairLine::CheckMatches { pid: 4242 },
        FairLine::NotPegchess {
            pid: 4242,
            program: "/usr/bin/sleep".into(),
        },
        FairLine::CheckFails {
            pid: 4242,
            count: 1,
        },
        FairLine::CheckFails {
            pid: 4242,
            count: 3,
        },
    ];
    for what in ["tcp", "udp", "write", "shell"] {
        for refused in [true, false] {
            lines.push(FairLine::Probe { what, refused });
        }
    }
    lines
}
