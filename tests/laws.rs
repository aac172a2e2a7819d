//! The Laws kept through every key, word, stop and crash (issue 63): a model of the session's rules checked
//! over generated games. Each case is a language, a table (1: the peg board; 2: the sighted player's e-board;
//! 3: no board) and a sequence of what people do: moves on the pegs or the e-board, announcements typed or
//! said in any scheme's words, presses, every single key, every spoken word of the language's vocabulary
//! (yes, no, repeat, resign, draw, the arbiter, times, ...), the arbiter's stop and restart, time passing,
//! and crashes (the game rebuilt from its journal, each entry through its serde form). After every step:
//!
//! - the game ends only by the Laws' own endings, an agreed draw, a confirmed resignation (its own yes words
//!   with the question open) or the arbiter;
//! - while the game is on and the clock started, exactly the side to move's clock runs, unless the arbiter
//!   stopped it;
//! - the repeat key and "repeat" say an open question again and leave it open;
//! - a draw offer is noted after a move of the offerer;
//! - the game rebuilt from its journal is the live game: record, notes, ending, question, clocks;
//! - every phrase said renders in the game's language without a missing message.
//!
//! The test command runs 10,000 cases drawn from the sweep's seed; `scripts/sweep` runs 100 times as many.

use crate::support::{SimulatedTime, Sweep};
use pegchess::board::dgt::link::DgtEvent;
use pegchess::board::peg::hands::{self, HandAction, Noise};
use pegchess::board::peg::link::LinkEvent;
use pegchess::board::peg::protocol::{Button, OccupancyKind};
use pegchess::clock::{ClockSetup, Edition, Schedule};
use pegchess::game::record::{EndReason, Happening};
use pegchess::notation::Language;
use pegchess::notation::san::{format_san, san_plus};
use pegchess::phonetic::{Form, Scheme};
use pegchess::session::{
    ClockAction, Command, Effect, Event, Query, Question, Session, SessionConfig,
};
use pegchess::speech::{Phrase, Renderer};
use pegchess::words::cues::cues;
use pegchess::words::{Reader, Said, Understood};
use proptest::prelude::*;
use shakmaty::uci::UciMove;
use shakmaty::{Bitboard, Board, Chess, Color, Position};
use std::time::Duration;

/// Which boards are at the table.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Table {
    /// The peg board makes the record.
    Pegs,
    /// The sighted player's e-board makes the record.
    Eboard,
    /// No board: the announcement and the press.
    Nothing,
}

/// One thing a person does, its choices drawn as numbers and read against the game as it stands.
#[derive(Debug, Clone)]
enum Step {
    /// The side to move's legal move number `n` (modulo) made on the table's board, if it has one.
    BoardMove(usize),
    /// The same move announced (as the recogniser hands it on).
    Announce(usize),
    /// The same move typed in SAN in the edition's letters.
    TypeSan(usize),
    /// The press key.
    Press,
    /// A clock lever on the peg board.
    Lever(bool),
    /// The speak button, pressed and let go.
    SpeakButton,
    /// A word or two of the language's vocabulary, heard.
    Words(usize, Option<usize>),
    /// "<colour> <resign word>", heard.
    Resign(bool, usize),
    /// A key of the terminal, as a command.
    Key(usize),
    /// A line of one letter typed at the console: a yes or no of any language, or a letter that is none.
    TypeLetter(usize),
    /// The arbiter stops the clocks, or starts them again.
    Arbiter(bool),
    /// Time passes, with the ticks the session asks for.
    Wait(u64),
    /// The arbiter's D.2.9 decision: back to the position after this many half-moves (modulo the record's).
    Restore(usize),
    /// The program is killed and the game resumed from its journal.
    Crash,
}

fn step() -> impl Strategy<Value = Step> {
    prop_oneof![
        6 => any::<usize>().prop_map(Step::BoardMove),
        3 => any::<usize>().prop_map(Step::Announce),
        2 => any::<usize>().prop_map(Step::TypeSan),
        4 => Just(Step::Press),
        1 => any::<bool>().prop_map(Step::Lever),
        1 => Just(Step::SpeakButton),
        4 => (any::<usize>(), proptest::option::of(any::<usize>())).prop_map(|(a, b)| Step::Words(a, b)),
        2 => (any::<bool>(), any::<usize>()).prop_map(|(w, r)| Step::Resign(w, r)),
        3 => any::<usize>().prop_map(Step::Key),
        2 => any::<usize>().prop_map(Step::TypeLetter),
        1 => any::<bool>().prop_map(Step::Arbiter),
        3 => (0u64..20_000).prop_map(Step::Wait),
        1 => any::<usize>().prop_map(Step::Restore),
        1 => Just(Step::Crash),
    ]
}

/// The keys a terminal turns into commands (`ui::typed::single` and the typed words).
fn keys() -> Vec<Command> {
    vec![
        Command::Repeat,
        Command::Ask(Query::Times),
        Command::Ask(Query::MoveNumber),
        Command::Ask(Query::LastMoves(1)),
        Command::Ask(Query::LastMoves(5)),
        Command::Ask(Query::Position),
        Command::Press,
        Command::OfferDraw,
    ]
}

/// A game at one table in one language: the session, its time, its journal as the live loop writes it.
struct Game {
    session: Session,
    config: SessionConfig,
    table: Table,
    now: Duration,
    journal: Vec<(Duration, String)>,
    holes: Bitboard,
    eboard: Board,
    renderer: Renderer,
    said: Vec<Phrase>,
    /// At table 2, the mover pressed before the e-board showed the move: the clock is ahead of the record
    /// until the e-board shows it (the record's length then changes).
    pressed_ahead: Option<usize>,
    /// The record's length before the step.
    plies_before: usize,
}

impl SimulatedTime for Game {
    fn session(&self) -> &Session {
        &self.session
    }

    fn now(&mut self) -> &mut Duration {
        &mut self.now
    }

    fn hand(&mut self, e: Event) {
        self.event(e);
    }
}

impl Game {
    fn new(language: Language, table: Table) -> Game {
        Game::with_control(language, table, "180+2")
    }

    /// A game under the time control `control` (PGN's form).
    fn with_control(language: Language, table: Table, control: &str) -> Game {
        let clock = ClockSetup {
            control: control.parse().expect("a time control"),
            edition: Edition::default(),
            schedule: Schedule::default(),
        };
        let config = SessionConfig {
            notation: language,
            locale: language,
            clock: Some(clock),
            ..SessionConfig::new(Chess::default())
        };
        let mut g = Game {
            session: Session::new(config.clone()),
            config,
            table,
            now: Duration::ZERO,
            journal: Vec::new(),
            holes: Chess::default().board().occupied(),
            eboard: Board::default(),
            renderer: Renderer::new(language, Scheme::Fide, Form::Short),
            said: Vec::new(),
            pressed_ahead: None,
            plies_before: 0,
        };
        g.boards_come();
        g
    }

    /// The table's boards as the game starts or resumes.
    fn boards_come(&mut self) {
        let pegs = match self.table {
            Table::Pegs => LinkEvent::Holes {
                holes: self.holes,
                kind: OccupancyKind::Snapshot,
            },
            _ => LinkEvent::Missing { looking: false },
        };
        self.event(Event::Board(pegs));
        if self.table == Table::Eboard {
            self.event(Event::Sighted(DgtEvent::Connected {
                port: "/dev/pty-laws".into(),
                serial: "1".into(),
                version: "1.0".into(),
            }));
            let board = self.eboard.clone();
            self.event(Event::Sighted(DgtEvent::Position { board, dump: true }));
        } else {
            self.event(Event::Sighted(DgtEvent::Missing { looking: false }));
        }
    }

    /// One event now, journaled as the live loop journals it (through its serde form).
    fn event(&mut self, e: Event) {
        if self.session.ignores(&e, self.now) {
            return;
        }
        self.journal.push((
            self.now,
            serde_json::to_string(&e).expect("an event serializes"),
        ));
        for effect in self.session.handle(e, self.now) {
            if let Effect::Say(p) = effect {
                self.said.push(p);
            }
        }
    }

    fn wait(&mut self, ms: u64) {
        self.pass(ms);
    }

    fn command(&mut self, c: Command) {
        self.event(Event::Command(c));
    }

    fn heard(&mut self, words: String) {
        self.event(Event::Heard(words));
    }

    /// The side to move's `n`th legal move (modulo), if it has any.
    fn legal(&self, n: usize) -> Option<(Chess, shakmaty::Move)> {
        let pos = self.session.position().clone();
        let legal = pos.legal_moves();
        (!legal.is_empty()).then(|| (pos.clone(), legal[n % legal.len()]))
    }

    /// The move made on the table's board by hands at an ordinary pace.
    fn board_move(&mut self, n: usize) {
        let Some((pos, m)) = self.legal(n) else {
            return;
        };
        match self.table {
            Table::Pegs => {
                for s in hands::steps(&pos, &m, &mut Noise::clean()) {
                    self.wait(s.pause.as_millis() as u64 / 4);
                    match s.action {
                        HandAction::Lift(_) | HandAction::Place(_) => {
                            self.holes = hands::apply(self.holes, &s.action);
                            let holes = self.holes;
                            self.event(Event::Board(LinkEvent::Holes {
                                holes,
                                kind: OccupancyKind::Change,
                            }));
                        }
                        HandAction::Announce(role) => self.command(Command::Promote(role)),
                        _ => {}
                    }
                }
            }
            Table::Eboard => {
                let mut after = pos.clone();
                after.play_unchecked(m);
                self.eboard = after.board().clone();
                let board = self.eboard.clone();
                self.event(Event::Sighted(DgtEvent::Position { board, dump: false }));
            }
            Table::Nothing => {}
        }
    }

    /// What one step does.
    fn act(&mut self, step: &Step, words: &[&str]) {
        let language = self.config.locale;
        match *step {
            Step::BoardMove(n) => self.board_move(n),
            Step::Announce(n) => {
                if let Some((pos, m)) = self.legal(n) {
                    let uci = UciMove::from_move(m, pos.castles().mode());
                    self.command(Command::Announced(uci));
                }
            }
            Step::TypeSan(n) => {
                if let Some((pos, m)) = self.legal(n) {
                    let san = format_san(language, san_plus(&pos, m));
                    self.command(Command::Typed(san));
                }
            }
            Step::Press => self.command(Command::Press),
            Step::Lever(right) => {
                let button = if right {
                    Button::RightLever
                } else {
                    Button::LeftLever
                };
                for pressed in [true, false] {
                    self.event(Event::Board(LinkEvent::Button { button, pressed }));
                }
            }
            Step::SpeakButton => {
                for pressed in [true, false] {
                    self.event(Event::Board(LinkEvent::Button {
                        button: Button::Speak,
                        pressed,
                    }));
                    self.wait(200);
                }
            }
            Step::Words(a, b) => {
                let mut text = words[a % words.len()].to_string();
                if let Some(b) = b {
                    text = format!("{text} {}", words[b % words.len()]);
                }
                self.heard(text);
            }
            Step::Resign(white, r) => {
                let resign = resign_words(language);
                let colour = colour_word(language, if white { Color::White } else { Color::Black });
                self.heard(format!("{colour} {}", resign[r % resign.len()]));
            }
            Step::Key(k) => {
                let keys = keys();
                self.command(keys[k % keys.len()].clone());
            }
            Step::TypeLetter(k) => {
                // Each language's one-letter yes and no, and letters that answer nothing.
                let letters = ["y", "n", "j", "i", "k", "e", "J", "N", "x", "a", "0"];
                self.command(Command::Typed(letters[k % letters.len()].into()));
            }
            Step::Arbiter(stop) => self.command(Command::Clock(if stop {
                ClockAction::Pause
            } else {
                ClockAction::Resume
            })),
            Step::Wait(ms) => self.wait(ms),
            Step::Restore(n) => {
                let keep = n % (self.session.record().moves().len() + 1);
                self.command(Command::Restore(keep));
                // The boards are set to the position the arbiter decided (with the arbiter's help, D.2.9).
                let board = self.session.position().board().clone();
                match self.table {
                    Table::Pegs => {
                        self.holes = board.occupied();
                        let holes = self.holes;
                        self.event(Event::Board(LinkEvent::Holes {
                            holes,
                            kind: OccupancyKind::Change,
                        }));
                    }
                    Table::Eboard => {
                        self.eboard = board.clone();
                        self.event(Event::Sighted(DgtEvent::Position { board, dump: false }));
                    }
                    Table::Nothing => {}
                }
            }
            Step::Crash => self.crash(),
        }
    }

    /// Killed now, and resumed: a fresh session rebuilt from the journal's lines, then what a resumed game
    /// says first, and the same boards coming back. The rebuilt game must be the live one.
    fn crash(&mut self) {
        let mut rebuilt = Session::new(self.config.clone());
        for (at, line) in &self.journal {
            let e: Event = serde_json::from_str(line).expect("a journal line reads back");
            rebuilt.handle(e, *at);
        }
        same_game(&self.session, &rebuilt, self.now);
        self.session = rebuilt;
        let said = self.session.resumed();
        if let Some(q) = self.session.question() {
            let asked = q.phrase(self.session.position());
            assert!(
                said.contains(&asked),
                "a question open is asked again on resume: {said:?}"
            );
        }
        self.said.extend(said);
        self.boards_come();
    }
}

/// Two sessions hold the same game: record, notes, ending, question, clocks.
fn same_game(live: &Session, rebuilt: &Session, now: Duration) {
    let moves =
        |s: &Session| -> Vec<shakmaty::Move> { s.record().moves().iter().map(|m| m.mv).collect() };
    assert_eq!(moves(rebuilt), moves(live), "the record rebuilt");
    assert_eq!(
        rebuilt.record().notes(),
        live.record().notes(),
        "the notes rebuilt"
    );
    assert_eq!(rebuilt.ending(), live.ending(), "the ending rebuilt");
    assert_eq!(
        rebuilt.question(),
        live.question(),
        "the open question rebuilt"
    );
    assert_eq!(rebuilt.phase(), live.phase(), "the move in hand rebuilt");
    let clock = |s: &Session| {
        s.timekeeper()
            .map(|t| (t.clock().reading(now), t.clock().running()))
    };
    assert_eq!(clock(rebuilt), clock(live), "the clocks rebuilt");
}

fn resign_words(language: Language) -> Vec<&'static str> {
    cues(language)
        .iter()
        .filter(|(_, c)| {
            matches!(
                c,
                pegchess::words::cues::Cue::Command(pegchess::words::cues::Keyword::Resign)
            )
        })
        .map(|(w, _)| *w)
        .collect()
}

fn colour_word(language: Language, side: Color) -> &'static str {
    cues(language)
        .iter()
        .find(|(_, c)| *c == pegchess::words::cues::Cue::Colour(side))
        .map(|(w, _)| *w)
        .expect("a colour word")
}

/// Whether the words heard are a yes in the language (a yes word, with fillers such as "öhm" at most), or the
/// line typed is a yes word or the one letter of a yes (`j`, `i`, `k`, `y`).
fn is_yes(language: Language, heard: &str, typed: &str) -> bool {
    let reader = Reader::new(Scheme::Fide, language, language);
    let yes = Understood::Said(Said::Yes);
    reader.read(heard, &Chess::default()) == yes
        || reader.read_typed(typed, &Chess::default()) == yes
}

/// Checks the invariants after `step`, given what stood before it.
fn check(
    g: &Game,
    step: &Step,
    question_before: Option<&Question>,
    ended_before: bool,
    heard: &str,
    typed: &str,
) {
    let language = g.config.locale;
    let s = &g.session;
    // Endings: only by the Laws, an agreement, a confirmed resignation or the arbiter.
    if let (Some(ending), false) = (s.ending(), ended_before) {
        match ending.reason {
            EndReason::Resignation => assert!(
                matches!(question_before, Some(Question::Resign(_)))
                    && is_yes(language, heard, typed),
                "resigned by {step:?} ('{heard}', typed '{typed}') with {question_before:?} open"
            ),
            EndReason::Checkmate => assert!(s.position().is_checkmate(), "mate claimed"),
            EndReason::Stalemate => assert!(s.position().is_stalemate(), "stalemate claimed"),
            EndReason::FlagFall => {
                let t = s.timekeeper().expect("a clock");
                let r = t.clock().reading(g.now);
                assert!(
                    r.white.is_zero() || r.black.is_zero(),
                    "a flag fell with time left: {r:?}"
                );
            }
            EndReason::DeadPosition
            | EndReason::FivefoldRepetition
            | EndReason::SeventyFiveMoves
            | EndReason::DrawAgreed
            | EndReason::Arbiter => {}
        }
    }
    // The clock: the side to move's runs, unless stopped or over.
    if let Some(t) = s.timekeeper()
        && s.ending().is_none()
    {
        let r = t.clock().reading(g.now);
        let turn = s.position().turn();
        // At table 2 the mover may press before the e-board shows the move: the opponent's clock runs.
        let ahead = g.pressed_ahead == Some(s.record().moves().len());
        if r.to_move.is_some() && !r.paused && !(ahead && t.clock().running() == Some(!turn)) {
            assert_eq!(
                t.clock().running(),
                Some(turn),
                "the side to move's clock runs after {step:?}"
            );
        }
    }
    // A repeat says the open question again and leaves it open.
    let repeat = matches!(step, Step::Key(k) if keys()[k % keys().len()] == Command::Repeat)
        || matches!(step, Step::SpeakButton);
    // (A move completed meanwhile closes it, withdrawn aloud: the position it was asked in is gone.)
    let moved_on = s.record().moves().len() != g.plies_before;
    if let (true, Some(q), false) = (repeat, question_before, moved_on) {
        assert_eq!(
            s.question(),
            Some(q),
            "the question stays open after {step:?}"
        );
        let asked = q.phrase(s.position());
        assert!(
            g.said.contains(&asked),
            "the question said again after {step:?}: {:?}",
            g.said
        );
    }
    // A draw offer goes with a move of the offerer.
    let start = s.record().start().turn();
    for note in s.record().notes() {
        if let Happening::DrawOffer { by } = note.what
            && note.ply > 0
        {
            let mover = if (note.ply - 1) % 2 == 0 {
                start
            } else {
                !start
            };
            assert_eq!(
                by, mover,
                "the offer at ply {} goes with the offerer's move",
                note.ply
            );
        }
    }
    // Every phrase renders in the game's language.
    for p in &g.said {
        assert!(
            g.renderer.try_render(p).is_ok(),
            "{p:?} in {language:?}: {:?}",
            g.renderer.try_render(p)
        );
    }
}

/// Plays one case and checks after every step.
fn play(language: Language, table: Table, steps: &[Step]) {
    let mut g = Game::new(language, table);
    let vocabulary: Vec<&str> = cues(language).iter().map(|(w, _)| *w).collect();
    for step in steps {
        let question_before = g.session.question().cloned();
        let ended_before = g.session.ending().is_some();
        let heard_before = g.journal.len();
        g.plies_before = g.session.record().moves().len();
        g.said.clear();
        g.act(step, &vocabulary);
        // The words heard at this step, as the session heard them.
        let journaled = |typed: bool| {
            g.journal[heard_before..]
                .iter()
                .filter_map(|(_, line)| match serde_json::from_str::<Event>(line) {
                    Ok(Event::Heard(w)) if !typed => Some(w),
                    Ok(Event::Command(Command::Typed(w))) if typed => Some(w),
                    _ => None,
                })
                .collect::<Vec<_>>()
                .join(" ")
        };
        let (heard, typed) = (journaled(false), journaled(true));
        let plies = g.session.record().moves().len();
        // Anything but a board move, time or a crash may be a press (the key, a lever, "press" in words).
        let may_press = !matches!(
            step,
            Step::BoardMove(_) | Step::Wait(_) | Step::Crash | Step::Restore(_)
        );
        if g.table == Table::Eboard && may_press && g.pressed_ahead != Some(plies) {
            g.pressed_ahead = Some(plies);
        } else if g.pressed_ahead.is_some_and(|p| p != plies) {
            g.pressed_ahead = None;
        }
        check(
            &g,
            step,
            question_before.as_ref(),
            ended_before,
            &heard,
            &typed,
        );
        g.wait(300);
    }
    // The whole game rebuilt at the end.
    g.crash();
}

fn table() -> impl Strategy<Value = Table> {
    prop_oneof![Just(Table::Pegs), Just(Table::Eboard), Just(Table::Nothing)]
}

fn language() -> impl Strategy<Value = Language> {
    proptest::sample::select(Language::ALL.to_vec())
}

#[test]
fn the_laws_hold_over_generated_games_at_every_table_in_every_language() {
    let sweep = Sweep::new("laws");
    proptest!(sweep.proptest(10_000, 1_000_000), |(
        language in language(),
        table in table(),
        steps in proptest::collection::vec(step(), 1..40),
    )| {
        play(language, table, &steps);
    });
}

#[test]
fn a_resignation_answered_by_any_key_but_yes_never_ends_the_game() {
    for &language in Language::ALL {
        for table in [Table::Pegs, Table::Eboard, Table::Nothing] {
            let mut steps = vec![Step::BoardMove(0), Step::Press, Step::Resign(true, 0)];
            // Every key, the speak button, a lever, the press, a crash with the question open, then a key.
            steps.extend((0..keys().len()).map(Step::Key));
            steps.extend([
                Step::SpeakButton,
                Step::Lever(true),
                Step::Resign(false, 0),
                Step::Crash,
                Step::Key(0),
            ]);
            play(language, table, &steps);
        }
    }
}

#[test]
fn a_time_mark_is_said_once_though_the_increment_lifts_the_clock_back_over_it() {
    for table in [Table::Pegs, Table::Eboard, Table::Nothing] {
        let mut g = Game::with_control(Language::En, table, "600+5");
        let mut said = Vec::new();
        // Quick moves: each side moves in about 5 s and gets 5 s back, so the clock hovers over a mark.
        for n in 0..60 {
            g.said.clear();
            g.act(&Step::Announce(n), &[]);
            g.act(&Step::BoardMove(n), &[]);
            g.act(&Step::Press, &[]);
            g.wait(5_000);
            said.append(&mut g.said);
        }
        assert!(
            g.session.record().moves().len() >= 30,
            "{table:?}: the moves were made"
        );
        for side in [Color::White, Color::Black] {
            let marks: Vec<Duration> = said
                .iter()
                .filter_map(|p| match p {
                    Phrase::Time { side: s, remaining } if *s == side => Some(*remaining),
                    _ => None,
                })
                .collect();
            let mut unique = marks.clone();
            unique.dedup();
            assert_eq!(
                marks, unique,
                "{table:?}: {side:?}'s marks said once each: {marks:?}"
            );
        }
    }
}
