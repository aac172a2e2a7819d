//! The window for everyone at the table, driven as a person would through egui's test harness: controls found
//! by their AccessKit names (in the window's language), a sighted move typed, an arbiter's decision applied;
//! the session's state checked, and the journal resumed to the decision. The `Game` here is shared by the
//! other window tests.
#![cfg(feature = "window")]

use eframe::egui::accesskit::Role;
use egui_kittest::Harness;
use egui_kittest::kittest::Queryable;
use pegchess::board::peg::link::LinkEvent;
use pegchess::board::peg::protocol::{Button, OccupancyKind};
use pegchess::config::Settings;
use pegchess::game::journal::Journal;
use pegchess::live::GameFiles;
use pegchess::session::rebuild::{RecoveredGame, rebuild};
use pegchess::session::{Command, Effect, Event, Session, SessionConfig};
use pegchess::speech::Phrase;
use pegchess::ui::typed::{self, Key};
use pegchess::ui::window::app::WindowApp;
use pegchess::ui::window::labels;
use pegchess::ui::window::view::View;
use shakmaty::{Bitboard, Chess, Position, Square};
use std::sync::mpsc::{self, Receiver, Sender};
use std::time::Duration;

/// A journaled game: every event is appended to the journal first, as the live loop does; every phrase
/// said is kept, as the window's observer passes it on.
pub struct Game {
    pub session: Session,
    pub files: GameFiles,
    pub holes: Bitboard,
    pub now: Duration,
    /// What was said since the last view was taken.
    pub said: Vec<Phrase>,
}

impl Game {
    pub fn new(dir: &std::path::Path) -> Game {
        Game::with(dir, &Settings::default())
    }

    pub fn with(dir: &std::path::Path, settings: &Settings) -> Game {
        let config = SessionConfig::from_settings(settings, Chess::default());
        let files = GameFiles::create(dir, "window", &config, None, Vec::new()).unwrap();
        let holes = Chess::default().board().occupied();
        let mut game = Game {
            session: Session::new(config),
            files,
            holes,
            now: Duration::ZERO,
            said: Vec::new(),
        };
        game.act(Event::Board(LinkEvent::Connected {
            port: "pty".into(),
            name: "test".into(),
            firmware: "1".into(),
        }));
        game.holes(holes, OccupancyKind::Snapshot);
        game
    }

    pub fn act(&mut self, event: Event) {
        self.now += Duration::from_millis(300);
        self.files.journal.append(self.now, &event).unwrap();
        let effects = self.session.handle(event, self.now);
        self.said
            .extend(effects.into_iter().filter_map(|e| match e {
                Effect::Say(p) => Some(p),
                _ => None,
            }));
    }

    pub fn holes(&mut self, holes: Bitboard, kind: OccupancyKind) {
        self.holes = holes;
        self.act(Event::Board(LinkEvent::Holes { holes, kind }));
    }

    /// A peg moved from one hole to another, without the lever.
    pub fn shift(&mut self, from: Square, to: Square) {
        let lifted = self.holes & !Bitboard::from_square(from);
        self.holes(lifted, OccupancyKind::Change);
        self.holes(lifted | Bitboard::from_square(to), OccupancyKind::Change);
    }

    /// The board left still long enough for the move to settle (and be said).
    pub fn settle(&mut self) {
        self.now += Duration::from_secs(3);
        self.act(Event::Tick);
    }

    /// The lever pressed and let go.
    pub fn press(&mut self) {
        for pressed in [true, false] {
            self.act(Event::Board(LinkEvent::Button {
                button: Button::RightLever,
                pressed,
            }));
        }
    }

    /// A quiet move on the peg board, completed with the lever.
    pub fn slide(&mut self, from: Square, to: Square) {
        self.shift(from, to);
        self.press();
    }

    /// The view the observer would send now, with what was said since the last one.
    pub fn view(&mut self) -> View {
        let mut view = View::of(&self.session, self.now);
        view.said = std::mem::take(&mut self.said);
        view
    }

    /// Everything the window sent, journaled and handled as the live loop would.
    pub fn take(&mut self, sent: &Receiver<Event>) -> Vec<Event> {
        let events: Vec<Event> = sent.try_iter().collect();
        for e in &events {
            self.act(e.clone());
        }
        events
    }
}

/// Default settings with a clock of `control`.
pub fn clocked(control: &str) -> Settings {
    Settings {
        clock: Some(pegchess::clock::ClockSetup {
            control: control.parse().unwrap(),
            edition: Default::default(),
            schedule: Default::default(),
        }),
        ..Settings::default()
    }
}

/// The window over `game` with `settings`, `size` points large: the harness, where the window's commands
/// arrive, and where further views go.
pub fn window_with(
    game: &mut Game,
    settings: &Settings,
    size: [f32; 2],
) -> (Harness<'static, WindowApp>, Receiver<Event>, Sender<View>) {
    let (views, received) = mpsc::channel::<View>();
    let (events, sent): (Sender<Event>, Receiver<Event>) = mpsc::channel();
    views.send(game.view()).unwrap();
    let app = WindowApp::new(received, events, settings);
    let harness = Harness::builder()
        .with_size(size)
        .build_ui_state(|ui, app: &mut WindowApp| app.draw(ui), app);
    (harness, sent, views)
}

/// The window over `game`, showing its state now, in English.
fn window(game: &mut Game) -> (Harness<'static, WindowApp>, Receiver<Event>) {
    let (harness, sent, _) = window_with(game, &Settings::default(), [1200.0, 900.0]);
    (harness, sent)
}

/// Opens the arbiter's panel with F9 and types the sighted player's sheet `text` into it.
fn type_sighted_sheet(harness: &mut Harness<'static, WindowApp>, text: &str) {
    harness.run_steps(2);
    harness.key_press(eframe::egui::Key::F9);
    harness.run_steps(2);
    let sheet = name(harness, labels::SHEET_TEXT);
    harness
        .get_by_role_and_label(Role::MultilineTextInput, &sheet)
        .focus();
    harness.run_steps(1);
    harness
        .get_by_role_and_label(Role::MultilineTextInput, &sheet)
        .type_text(text);
    harness.run_steps(1);
}

/// Presses the arbiter's panel's Compare button: the comparison it made.
fn compare_in_panel(
    harness: &mut Harness<'static, WindowApp>,
) -> pegchess::sync::compare::Comparison {
    harness
        .get_by_label(&name(harness, labels::COMPARE))
        .click();
    harness.run_steps(2);
    let panel = harness.state().arbiter();
    panel
        .comparison()
        .cloned()
        .unwrap_or_else(|| panic!("not compared: {:?}", panel.message()))
}

/// A control's name in the window's language.
pub fn name(harness: &Harness<'static, WindowApp>, id: &str) -> String {
    harness.state().texts().get(id)
}

#[test]
fn a_sighted_move_typed_in_the_window_goes_through_the_keys_reader_into_the_session() {
    let dir = tempfile::tempdir().unwrap();
    let mut game = Game::new(dir.path());
    game.slide(Square::E2, Square::E4);
    assert_eq!(game.session.record().moves().len(), 1);
    let (mut harness, sent) = window(&mut game);
    harness.run_steps(2);
    // Every control has a name (the harness checks every input); the entry line is found by its name.
    let entry_name = name(&harness, labels::SIGHTED_ENTRY);
    let entry = harness.get_by_role_and_label(Role::TextInput, &entry_name);
    entry.focus();
    harness.run_steps(1);
    harness
        .get_by_role_and_label(Role::TextInput, &entry_name)
        .type_text("e4");
    harness.run_steps(1);
    harness
        .get_by_label(&name(&harness, labels::SIGHTED_SEND))
        .click();
    harness.run_steps(2);
    let events = game.take(&sent);
    // The same command the console's `> e4` makes.
    let Ok(Key::Command(expected)) = typed::parse("> e4") else {
        panic!("the keys read no command from > e4");
    };
    assert_eq!(events, vec![Event::Command(expected)]);
    assert_eq!(game.session.accounts().sighted().len(), 1);
    assert!(
        harness
            .state()
            .note()
            .is_some_and(|n| n.starts_with("Sent")),
        "{:?}",
        harness.state().note()
    );
    // The last announcement (the move, said in the window's language) is shown.
    let newest = harness.state().log().entries().last().unwrap().text.clone();
    assert!(harness.query_all_by_label(&newest).count() >= 1, "{newest}");
    for id in [
        labels::WHITE_CLOCK,
        labels::BLACK_CLOCK,
        labels::MOVES,
        labels::ARBITER_TOGGLE,
        labels::LARGER,
        labels::SMALLER,
        labels::COMMAND_SEND,
    ] {
        let label = name(&harness, id);
        assert!(
            harness.query_by_label_contains(&label).is_some(),
            "no control named {label}"
        );
    }
}

#[test]
fn the_arbiters_decision_applied_from_the_window_is_journaled_and_resumed() {
    let dir = tempfile::tempdir().unwrap();
    let mut game = Game::new(dir.path());
    game.slide(Square::E2, Square::E4);
    game.slide(Square::E7, Square::E5);
    game.slide(Square::G1, Square::F3);
    assert_eq!(game.session.record().moves().len(), 3);
    let (mut harness, sent) = window(&mut game);
    // F9 opens the arbiter's panel from the keyboard.
    type_sighted_sheet(&mut harness, "1. e4 e5 2. Nc3");
    let c = compare_in_panel(&mut harness);
    assert_eq!(c.agree_through, 2);
    assert!(!c.sheets_agree);
    harness.get_by_label(&name(&harness, labels::APPLY)).click();
    harness.run_steps(2);
    let events = game.take(&sent);
    assert_eq!(events.first(), Some(&Event::Command(Command::Restore(2))));
    assert_eq!(game.session.record().moves().len(), 2);
    assert!(
        harness
            .state()
            .arbiter()
            .message()
            .is_some_and(|m| m.starts_with("Applied")),
        "{:?}",
        harness.state().arbiter().message()
    );
    // `pegchess resume` rebuilds the game from the journal: it carries on from the decision.
    let path = game.files.journal.path().to_path_buf();
    drop(game);
    let recovered: RecoveredGame = Journal::read(&path).unwrap();
    let (resumed, _) = rebuild(&recovered).unwrap();
    assert_eq!(resumed.record().moves().len(), 2);
    assert_eq!(
        resumed.position().board(),
        &shakmaty::fen::Fen::from_ascii(
            b"rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2"
        )
        .unwrap()
        .into_position::<Chess>(shakmaty::CastlingMode::Standard)
        .unwrap()
        .board()
        .clone()
    );
}

#[test]
fn the_view_shows_the_moves_in_the_settings_notation_and_the_clocks_period() {
    let dir = tempfile::tempdir().unwrap();
    let settings = Settings {
        notation: pegchess::notation::Language::De,
        ..clocked("90/40+30, 30+30")
    };
    let mut game = Game::with(dir.path(), &settings);
    game.slide(Square::G1, Square::F3);
    let view = game.view();
    assert_eq!(view.moves.len(), 1);
    assert_eq!(view.moves[0].number, "1.");
    assert_eq!(view.moves[0].text, "Sf3");
    assert!(view.moves[0].clock.is_some());
    let clocks = view.clocks.expect("a clock runs");
    assert_eq!(clocks.to_move, Some(shakmaty::Color::Black));
    assert_eq!(clocks.period, (1, 2));
    assert_eq!(clocks.moves_left, Some(40));
    assert!(!clocks.paused);
    assert!(view.differing.is_empty() && view.steps.is_empty());
    // A peg left out of its hole: the hole is marked and the correction step listed.
    let holes = game.holes & !Bitboard::from_square(Square::A2);
    game.holes(holes, OccupancyKind::Change);
    game.now += Duration::from_secs(5);
    game.act(Event::Tick);
    let view = game.view();
    assert!(view.differing.contains(Square::A2));
}

#[test]
fn the_window_shows_the_table_without_a_peg_board() {
    use pegchess::board::dgt::link::DgtEvent;
    use pegchess::ui::text::Arg;
    let dir = tempfile::tempdir().unwrap();
    let config = SessionConfig::from_settings(&Settings::default(), Chess::default());
    let files = GameFiles::create(dir.path(), "table", &config, None, Vec::new()).unwrap();
    let mut game = Game {
        session: Session::new(config),
        files,
        holes: Bitboard::EMPTY,
        now: Duration::ZERO,
        said: Vec::new(),
    };
    game.act(Event::Board(LinkEvent::Missing { looking: false }));
    game.act(Event::Sighted(DgtEvent::Connected {
        port: "pty".into(),
        serial: "1".into(),
        version: "1.0".into(),
    }));
    let (mut harness, _sent) = window(&mut game);
    harness.run_steps(2);
    let line = harness.state().texts().with(
        "window-table",
        &[
            ("pegs", Arg::Text("absent".into())),
            ("eboard", Arg::Text("connected".into())),
        ],
    );
    assert_eq!(line, "no peg board at this table; e-board connected");
    harness.get_by_label(&line);
}

// The window drawn on a display, in five languages, large, and toured by keyboard.
pub mod large;
pub mod real_keys;
pub mod locales;
pub mod screen;
pub mod table;
pub mod tour;

#[test]
fn the_arbiters_panel_reads_the_blind_players_braille_sheet_as_the_console_does() {
    let dir = tempfile::tempdir().unwrap();
    let mut game = Game::new(dir.path());
    game.slide(Square::E2, Square::E4);
    game.slide(Square::E7, Square::E5);
    game.slide(Square::G1, Square::F3);
    // The blind player's own sheet, in Braille (BRF), has 2. Nc3: the players' sheets differ there.
    let pgn = dir.path().join("blind.pgn");
    std::fs::write(&pgn, "[Result \"*\"]\n\n1. e4 e5 2. Nc3 *\n").unwrap();
    let brf = dir.path().join("blind.brf");
    let (ok, _, err) = crate::support::pegchess(&[
        "sheet",
        pgn.to_str().unwrap(),
        "--braille",
        "-o",
        brf.to_str().unwrap(),
    ]);
    assert!(ok, "{err}");
    let (mut harness, sent) = window(&mut game);
    type_sighted_sheet(&mut harness, "1. e4 e5 2. Nf3");
    let blind = name(&harness, labels::BLIND_PATH);
    harness
        .get_by_role_and_label(Role::TextInput, &blind)
        .focus();
    harness.run_steps(1);
    harness
        .get_by_role_and_label(Role::TextInput, &blind)
        .type_text(brf.to_str().unwrap());
    harness.run_steps(1);
    let c = compare_in_panel(&mut harness);
    // The record and the sighted sheet agree; the blind player's sheet differs at 2. Nc3, so D.2.9 retraces
    // the moves to after 1... e5, as the console decides it.
    assert!(!c.sheets_agree && c.agree_through == 2);
    let report = harness.state().arbiter().report().to_string();
    assert_eq!(report.matches("Decision: D.2.9").count(), 1, "{report}");
    harness.get_by_label(&name(&harness, labels::APPLY)).click();
    harness.run_steps(2);
    let events = game.take(&sent);
    assert_eq!(events.first(), Some(&Event::Command(Command::Restore(2))));
    assert_eq!(game.session.record().moves().len(), 2);
}
