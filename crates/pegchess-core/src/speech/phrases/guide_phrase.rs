//! The player's guide (`pegchess guide`): its sections and their lines, the guide's own answers (the list of
//! sections, its keys, a key it does not know), as language-free phrases said from each locale's guide.ftl
//! with the example moves in the scheme's words; and the printed guide, rendered from the same texts.

use super::message::{Arg, Msg};
use super::move_words::{Composer, SpokenMove};
use shakmaty::{Chess, Move, Position, Role, Square};

/// One section of the guide, in the order it is read.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Section {
    /// What pegchess does at the table.
    Table,
    /// Setting up: the doctor, the spoken set-up on the buttons.
    Setup,
    /// Making and announcing a move, with or without a peg board.
    Moves,
    /// The keys and spoken words in a game.
    Keys,
    /// What is said, and when: moves, times, time trouble, repeat.
    Said,
    /// The questions: times, move number, last moves, pieces, a square, a line, the position.
    Questions,
    /// The score sheets: Braille, large print, sound.
    Sheets,
    /// When the boards differ: the arbiter (D.2.9).
    Differ,
}

/// An example said in the scheme's words inside a line of the guide (the fluent argument of the same name).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Example {
    /// A knight's move: Nf3 from the start (`$knight`).
    Knight,
    /// A pawn's move: e4 from the start (`$pawn`).
    Pawn,
    /// A pawn's capture: exd5 after 1. e4 d5 (`$capture`).
    Capture,
    /// Short castling (`$castle`).
    Castle,
    /// The square e4 (`$square`).
    Square,
}

impl Example {
    /// The fluent argument that carries this example.
    pub fn name(self) -> &'static str {
        match self {
            Example::Knight => "knight",
            Example::Pawn => "pawn",
            Example::Capture => "capture",
            Example::Castle => "castle",
            Example::Square => "square",
        }
    }
}

/// One line of a section: its message id and the examples it says.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct GuideLine {
    /// The message id in guide.ftl.
    pub id: &'static str,
    /// The examples the message takes as arguments.
    pub examples: &'static [Example],
}

const fn line(id: &'static str) -> GuideLine {
    GuideLine { id, examples: &[] }
}

const fn with(id: &'static str, examples: &'static [Example]) -> GuideLine {
    GuideLine { id, examples }
}

const TABLE: &[GuideLine] = &[
    line("guide-table-1"),
    line("guide-table-2"),
    with("guide-table-3", &[Example::Knight]),
    line("guide-table-4"),
    line("guide-table-5"),
];
const SETUP: &[GuideLine] = &[
    line("guide-setup-1"),
    line("guide-setup-2"),
    line("guide-setup-3"),
    line("guide-setup-4"),
    line("guide-setup-5"),
    line("guide-setup-6"),
    line("guide-setup-7"),
];
const MOVES: &[GuideLine] = &[
    line("guide-moves-8"),
    line("guide-moves-1"),
    with("guide-moves-2", &[Example::Knight]),
    with("guide-moves-3", &[Example::Capture]),
    with("guide-moves-4", &[Example::Castle]),
    with("guide-moves-5", &[Example::Pawn]),
    line("guide-moves-6"),
    line("guide-moves-7"),
];
const KEYS: &[GuideLine] = &[
    line("guide-keys-1"),
    line("guide-keys-2"),
    line("guide-keys-3"),
    line("guide-keys-4"),
    line("guide-keys-5"),
];
const SAID: &[GuideLine] = &[
    with("guide-said-1", &[Example::Pawn]),
    line("guide-said-2"),
    line("guide-said-3"),
    line("guide-said-4"),
    line("guide-said-5"),
];
const QUESTIONS: &[GuideLine] = &[
    line("guide-questions-1"),
    line("guide-questions-2"),
    line("guide-questions-3"),
    with("guide-questions-4", &[Example::Square]),
    line("guide-questions-5"),
    line("guide-questions-6"),
];
const SHEETS: &[GuideLine] = &[
    line("guide-sheets-6"),
    line("guide-sheets-1"),
    line("guide-sheets-2"),
    line("guide-sheets-3"),
    line("guide-sheets-4"),
    line("guide-sheets-5"),
];
const DIFFER: &[GuideLine] = &[
    line("guide-differ-1"),
    line("guide-differ-2"),
    line("guide-differ-3"),
    line("guide-differ-4"),
    line("guide-differ-5"),
    line("guide-differ-6"),
];

impl Section {
    /// Every section, in the order it is read.
    pub const ALL: [Section; 8] = [
        Section::Table,
        Section::Setup,
        Section::Moves,
        Section::Keys,
        Section::Said,
        Section::Questions,
        Section::Sheets,
        Section::Differ,
    ];

    /// How many sections the guide has.
    pub const COUNT: u8 = Section::ALL.len() as u8;

    /// The section's number, from 1.
    pub fn number(self) -> u8 {
        Section::ALL
            .iter()
            .position(|&s| s == self)
            .map_or(1, |i| i as u8 + 1)
    }

    /// The section of that number (1 to [`Section::COUNT`]).
    pub fn numbered(n: u8) -> Option<Section> {
        Section::ALL.get(usize::from(n).checked_sub(1)?).copied()
    }

    /// The section after this one, if any.
    pub fn next(self) -> Option<Section> {
        Section::numbered(self.number() + 1)
    }

    /// The section before this one, if any.
    pub fn previous(self) -> Option<Section> {
        Section::numbered(self.number() - 1)
    }

    /// The message id of the section's title.
    pub fn title_id(self) -> &'static str {
        match self {
            Section::Table => "guide-table-title",
            Section::Setup => "guide-setup-title",
            Section::Moves => "guide-moves-title",
            Section::Keys => "guide-keys-title",
            Section::Said => "guide-said-title",
            Section::Questions => "guide-questions-title",
            Section::Sheets => "guide-sheets-title",
            Section::Differ => "guide-differ-title",
        }
    }

    /// The section's lines, in the order they are read.
    pub fn lines(self) -> &'static [GuideLine] {
        match self {
            Section::Table => TABLE,
            Section::Setup => SETUP,
            Section::Moves => MOVES,
            Section::Keys => KEYS,
            Section::Said => SAID,
            Section::Questions => QUESTIONS,
            Section::Sheets => SHEETS,
            Section::Differ => DIFFER,
        }
    }

    /// What reading the section says: its heading, then each line.
    pub fn phrases(self) -> Vec<GuidePhrase> {
        std::iter::once(GuidePhrase::Heading(self))
            .chain((0..self.lines().len()).map(|i| GuidePhrase::Line(self, i)))
            .collect()
    }
}

/// What the guide says.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum GuidePhrase {
    /// The first phrase: how many sections, and the keys in brief.
    Intro,
    /// A section's number and title, said before its lines.
    Heading(Section),
    /// One line of a section (the index into [`Section::lines`]; one past the end says nothing known).
    Line(Section, usize),
    /// The list of sections begins.
    ListStart,
    /// One entry of the list: the section's number and title.
    ListItem(Section),
    /// The guide's keys and words, part 1 (next, previous, repeat) or 2 (list, a number, leave).
    Keys(u8),
    /// "Next" after the last section.
    Last,
    /// "Previous" at the first section.
    First,
    /// A section number the guide does not have.
    NoSection(u8),
    /// A typed line that is no key of the guide.
    Unknown(String),
    /// The guide was left.
    Left,
}

fn count() -> Arg {
    Arg::Number(u64::from(Section::COUNT))
}

fn title(section: Section) -> Msg {
    Msg::new("guide-heading")
        .arg("number", Arg::Number(u64::from(section.number())))
        .sub("title", Msg::new(section.title_id()))
}

/// The move an example says, played from the start position (a castling after 1. e4 e5 2. Nf3 Nc6 3. Bc4 Bc5).
fn example_move(example: Example) -> Option<SpokenMove> {
    let step = |role, from, to, capture| Move::Normal {
        role,
        from,
        capture,
        to,
        promotion: None,
    };
    let (before, mv): (Vec<Move>, Move) = match example {
        Example::Knight => (vec![], step(Role::Knight, Square::G1, Square::F3, None)),
        Example::Pawn => (vec![], step(Role::Pawn, Square::E2, Square::E4, None)),
        Example::Capture => (
            vec![
                step(Role::Pawn, Square::E2, Square::E4, None),
                step(Role::Pawn, Square::D7, Square::D5, None),
            ],
            step(Role::Pawn, Square::E4, Square::D5, Some(Role::Pawn)),
        ),
        Example::Castle => (
            vec![
                step(Role::Pawn, Square::E2, Square::E4, None),
                step(Role::Pawn, Square::E7, Square::E5, None),
                step(Role::Knight, Square::G1, Square::F3, None),
                step(Role::Knight, Square::B8, Square::C6, None),
                step(Role::Bishop, Square::F1, Square::C4, None),
                step(Role::Bishop, Square::F8, Square::C5, None),
            ],
            Move::Castle {
                king: Square::E1,
                rook: Square::H1,
            },
        ),
        Example::Square => return None,
    };
    let mut pos = Chess::default();
    for m in before {
        pos = pos.play(m).ok()?;
    }
    pos.is_legal(mv).then(|| SpokenMove::new(&pos, mv))
}

fn example_msg(composer: Composer, example: Example) -> Msg {
    match example_move(example) {
        Some(m) => composer.spoken_move(&m),
        None => composer.square(Square::E4),
    }
}

/// The message tree of a guide phrase, its examples in the composer's scheme and form.
pub(crate) fn compose(composer: Composer, phrase: &GuidePhrase) -> Msg {
    match phrase {
        GuidePhrase::Intro => Msg::new("guide-intro").arg("count", count()),
        GuidePhrase::Heading(section) => title(*section),
        GuidePhrase::Line(section, i) => match section.lines().get(*i) {
            Some(line) => line.examples.iter().fold(Msg::new(line.id), |msg, &e| {
                msg.sub(e.name(), example_msg(composer, e))
            }),
            None => title(*section),
        },
        GuidePhrase::ListStart => Msg::new("guide-list"),
        GuidePhrase::ListItem(section) => title(*section),
        GuidePhrase::Keys(1) => Msg::new("guide-help-1"),
        GuidePhrase::Keys(_) => Msg::new("guide-help-2").arg("count", count()),
        GuidePhrase::Last => Msg::new("guide-last"),
        GuidePhrase::First => Msg::new("guide-first"),
        GuidePhrase::NoSection(n) => Msg::new("guide-no-section")
            .arg("number", Arg::Number(u64::from(*n)))
            .arg("count", count()),
        GuidePhrase::Unknown(input) => {
            Msg::new("guide-unknown").arg("input", Arg::Text(input.clone()))
        }
        GuidePhrase::Left => Msg::new("guide-left"),
    }
}

/// Every phrase the guide can say (an unknown key stands for itself), for the tests and the printed guide.
pub fn every_phrase() -> Vec<GuidePhrase> {
    let mut all = vec![
        GuidePhrase::Intro,
        GuidePhrase::ListStart,
        GuidePhrase::Keys(1),
        GuidePhrase::Keys(2),
        GuidePhrase::Last,
        GuidePhrase::First,
        GuidePhrase::NoSection(Section::COUNT + 1),
        GuidePhrase::Unknown("x".into()),
        GuidePhrase::Left,
    ];
    for section in Section::ALL {
        all.push(GuidePhrase::ListItem(section));
        all.push(GuidePhrase::Heading(section));
        all.extend((0..section.lines().len()).map(|i| GuidePhrase::Line(section, i)));
    }
    all
}
