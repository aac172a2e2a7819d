//! The program's one open question (issue 26): which piece, which move, a heard move asked back, a
//! resignation asked back. Each is answered; the question closes with the move in hand; a confirmation the
//! game moved past is withdrawn aloud, in every language; a yes with no question open has nothing to answer.
//! And the set-up ends in one place, which says so and starts the clock.

use crate::support::Table;
use pegchess::board::peg::link::LinkEvent;
use pegchess::board::peg::protocol::OccupancyKind;
use pegchess::clock::{ClockSetup, Edition, Schedule};
use pegchess::config::Orientation;
use pegchess::game::record::Completion;
use pegchess::notation::Language;
use pegchess::phonetic::{Form, Scheme};
use pegchess::session::{Command, Event, Pending, Phase, Query, Question, Session, SessionConfig};
use pegchess::speech::{Phrase, Renderer};
use shakmaty::Square::*;
use shakmaty::{Bitboard, Chess, Color, Position, Role};

fn heard(t: &mut Table, words: &str) {
    t.event(Event::Heard(words.into()));
}

fn said_since(t: &Table, before: usize) -> &[Phrase] {
    &t.said[before..]
}

/// A table whose session speaks and reads `language` (the FIDE scheme, that language's piece letters).
fn table_in(language: Language) -> Table {
    let mut t = Table::new(Orientation::White);
    t.session = Session::new(SessionConfig {
        settle: crate::support::SETTLE,
        orientation: Orientation::White,
        locale: language,
        notation: language,
        scheme: Scheme::Fide,
        // Casual: a misheard move is asked back (tournament mode asks nothing before a move is completed).
        mode: pegchess::config::Mode::Casual,
        ..SessionConfig::new(Chess::default())
    });
    t.send(LinkEvent::Holes {
        holes: t.holes,
        kind: OccupancyKind::Snapshot,
    });
    t.said.clear();
    t
}

/// "White resigns" and "yes" in `language`.
fn resign_and_yes(language: Language) -> (&'static str, &'static str) {
    match language {
        Language::En => ("white resigns", "yes"),
        Language::De => ("Weiß gibt auf", "ja"),
        Language::Da => ("hvid giver op", "ja"),
        Language::Fi => ("valkea luovuttaa", "kyllä"),
        Language::Hu => ("világos felad", "igen"),
    }
}

fn over(t: &Table) -> bool {
    t.session.ending().is_some()
}

#[test]
fn the_question_closes_with_the_move_in_hand() {
    let mut t = Table::from_fen("8/4P1k1/8/8/8/8/8/4K3 w - - 0 1");
    t.slide(E7, E8).press();
    assert_eq!(t.session.question(), Some(&Question::Promotion(E8)));
    assert!(t.session.pending().is_some_and(|p| p.provisional.is_none()));
    t.cmd(Command::Promote(Role::Queen));
    assert_eq!(t.moves(), ["e7e8q"]);
    assert_eq!(t.session.question(), None, "closed with the move");
    assert_eq!(
        t.session.pending(),
        Some(&Pending::default()),
        "a fresh move in hand"
    );

    // A confirmation (casual mode) closes the same way: a move completed on the board takes it and the move
    // in hand.
    let mut t = Table::casual();
    heard(&mut t, "Springa Felix drei");
    assert!(matches!(t.session.question(), Some(Question::HeardMove(_))));
    t.slide(E2, E4);
    assert!(t.session.pending().is_some_and(|p| p.provisional.is_some()));
    t.wait(3000);
    assert_eq!(t.moves(), ["e2e4"]);
    assert_eq!(t.session.question(), None);
    assert_eq!(t.session.pending(), Some(&Pending::default()));
}

#[test]
fn the_promotion_question_is_answered_by_the_piece() {
    let mut t = Table::from_fen("8/4P1k1/8/8/8/8/8/4K3 w - - 0 1");
    t.slide(E7, E8).press();
    assert_eq!(t.said.last(), Some(&Phrase::PromotionQuestion(E8)));
    t.cmd(Command::Promote(Role::Knight));
    assert_eq!(t.moves(), ["e7e8n"]);
    let last = t.session.record().moves().last().unwrap();
    assert_eq!(last.completed_by, Completion::Answer);
}

#[test]
fn the_which_move_question_is_answered_by_the_move() {
    // The knight on f3 may take on e5 or on d4; the frames that would tell are lost.
    let mut t = Table::from_fen("4k3/8/8/4p3/3p4/5N2/8/4K3 w - - 0 1");
    t.step(500);
    t.set(t.holes & !Bitboard::from_square(F3), true);
    t.press();
    let Some(Question::WhichMove(moves)) = t.session.question() else {
        panic!("{:?}", t.said);
    };
    assert_eq!(moves.len(), 2, "{moves:?}");
    assert!(matches!(t.said.last(), Some(Phrase::WhichMove(sans)) if sans.len() == 2));
    assert!(t.moves().is_empty(), "never guessed");
    t.cmd(Command::Typed("Nxd4".into()));
    assert_eq!(t.moves(), ["f3d4"]);
    assert_eq!(t.session.question(), None);
}

#[test]
fn a_heard_move_asked_back_is_answered_yes_or_no() {
    let mut t = Table::casual();
    heard(&mut t, "Springa Felix drei");
    assert!(matches!(t.said.last(), Some(Phrase::ConfirmMove(_))));
    heard(&mut t, "yes");
    assert_eq!(t.session.question(), None);
    t.slide(G1, F3);
    assert_eq!(t.moves(), ["g1f3"]);
    let last = t.session.record().moves().last().unwrap();
    assert_eq!(last.completed_by, Completion::Announcement);

    let mut t = Table::casual();
    heard(&mut t, "Springa Felix drei");
    let before = t.said.len();
    heard(&mut t, "no");
    assert_eq!(t.session.question(), None);
    // A no is answered, and nothing else is done.
    assert!(
        said_since(&t, before) == [Phrase::NotConfirmed],
        "{:?}",
        said_since(&t, before)
    );
    t.slide(G1, F3);
    assert!(
        t.moves().is_empty(),
        "no announcement: the board's move waits"
    );
}

#[test]
fn a_resignation_asked_back_is_answered_yes_or_no() {
    let mut t = Table::new(Orientation::White);
    heard(&mut t, "black resigns");
    assert_eq!(t.session.question(), Some(&Question::Resign(Color::Black)));
    heard(&mut t, "no");
    assert!(!over(&t));
    assert_eq!(t.session.question(), None);
    // A press, the repeat key and the speak button are no yes (5.1.2: a resignation cannot be undone).
    heard(&mut t, "black resigns");
    t.cmd(Command::Repeat);
    assert!(!over(&t), "the repeat key is no yes");
    assert_eq!(t.said.last(), Some(&Phrase::ConfirmResign(Color::Black)));
    assert_eq!(t.session.question(), Some(&Question::Resign(Color::Black)));
    t.cmd(Command::Press);
    assert!(!over(&t), "a press is no yes");
    assert_eq!(
        t.session.question(),
        None,
        "a press closes it: the game goes on"
    );
    heard(&mut t, "black resigns");
    heard(&mut t, "repeat");
    assert!(!over(&t), "'repeat' is no yes");
    heard(&mut t, "yes");
    assert!(over(&t), "its own yes ends the game");
    assert!(matches!(t.session.phase(), Phase::Over(_)));
    // Over: a resignation is not asked about again, the game's result is said.
    heard(&mut t, "white resigns");
    assert_eq!(t.session.question(), None);
    assert!(
        matches!(t.said.last(), Some(Phrase::AlreadyOver(_))),
        "{:?}",
        t.said.last()
    );
}

#[test]
fn a_question_to_the_program_leaves_a_resignation_question_open() {
    let mut t = Table::new(Orientation::White);
    heard(&mut t, "black resigns");
    t.cmd(Command::Ask(Query::Times));
    assert_eq!(t.session.question(), Some(&Question::Resign(Color::Black)));
    t.cmd(Command::Repeat);
    assert_eq!(t.said.last(), Some(&Phrase::ConfirmResign(Color::Black)));
    heard(&mut t, "yes");
    assert!(over(&t), "the question was still open for its yes");
}

#[test]
fn a_confirmation_the_game_moved_past_is_withdrawn_aloud_in_every_language() {
    let mut texts = Vec::new();
    for &language in Language::ALL {
        let (resign, yes) = resign_and_yes(language);
        let renderer = Renderer::new(language, Scheme::Fide, Form::ALL[0]);

        // A heard move asked back, then another move completed on the board.
        let mut t = table_in(language);
        heard(&mut t, "Springa Felix drei");
        assert!(
            matches!(t.said.last(), Some(Phrase::ConfirmMove(_))),
            "{language}: {:?}",
            t.said
        );
        t.slide(E2, E4).wait(3000);
        assert_eq!(t.moves(), ["e2e4"], "{language}");
        assert!(
            t.said.contains(&Phrase::QuestionWithdrawn),
            "{language}: {:?}",
            t.said
        );
        assert_eq!(t.session.question(), None);
        let before = t.said.len();
        heard(&mut t, yes);
        assert_eq!(
            said_since(&t, before),
            [Phrase::NothingToAnswer],
            "{language}"
        );
        assert_eq!(
            t.moves(),
            ["e2e4"],
            "{language}: the old question took nothing"
        );

        // A resignation asked back, then a move completed and pressed.
        let mut t = table_in(language);
        heard(&mut t, resign);
        assert_eq!(
            t.said.last(),
            Some(&Phrase::ConfirmResign(Color::White)),
            "{language}"
        );
        t.slide(E2, E4).wait(3000);
        assert!(
            t.said.contains(&Phrase::QuestionWithdrawn),
            "{language}: {:?}",
            t.said
        );
        heard(&mut t, yes);
        assert_eq!(t.said.last(), Some(&Phrase::NothingToAnswer), "{language}");
        assert!(!over(&t), "{language}: nobody resigned");

        let text = renderer
            .try_render(&Phrase::QuestionWithdrawn)
            .unwrap_or_else(|e| panic!("{language}: {e}"))
            .text();
        assert!(
            !text.trim().is_empty() && text.split_whitespace().count() <= 12,
            "{text}"
        );
        let nothing = renderer
            .try_render(&Phrase::NothingToAnswer)
            .unwrap_or_else(|e| panic!("{language}: {e}"))
            .text();
        texts.push((text, nothing));
    }
    // Each language says it in its own words.
    for (i, a) in texts.iter().enumerate() {
        for b in &texts[i + 1..] {
            assert_ne!(a.0, b.0);
            assert_ne!(a.1, b.1);
        }
    }
}

#[test]
fn a_takeback_withdraws_a_resignation_asked_back() {
    let mut t = Table::new(Orientation::White);
    t.slide(E2, E4).press();
    heard(&mut t, "black resigns");
    t.slide(E4, E2).wait(3000);
    assert!(t.moves().is_empty(), "taken back");
    let after_takeback = t
        .said
        .iter()
        .position(|p| matches!(p, Phrase::TakenBack { .. }))
        .expect("taken back said");
    assert!(t.said[after_takeback..].contains(&Phrase::QuestionWithdrawn));
    heard(&mut t, "yes");
    assert!(!over(&t));
}

#[test]
fn a_yes_with_no_question_open_has_nothing_to_answer() {
    let mut t = Table::new(Orientation::White);
    let before = t.said.len();
    heard(&mut t, "yes");
    t.cmd(Command::Typed("nein".into()));
    assert_eq!(
        said_since(&t, before),
        [Phrase::NothingToAnswer, Phrase::NothingToAnswer]
    );
    // With a question that wants a piece open, a yes is no answer: the question is asked again.
    let mut t = Table::from_fen("8/4P1k1/8/8/8/8/8/4K3 w - - 0 1");
    t.slide(E7, E8).press();
    heard(&mut t, "yes");
    assert_eq!(t.said.last(), Some(&Phrase::PromotionQuestion(E8)));
    assert!(t.moves().is_empty());
    t.cmd(Command::Promote(Role::Queen));
    assert_eq!(t.moves(), ["e7e8q"]);
}

#[test]
fn the_set_up_ends_in_one_place_which_says_so_and_starts_the_clock() {
    let clock = ClockSetup {
        control: "5+0".parse().unwrap(),
        edition: Edition::default(),
        schedule: Schedule::default(),
    };
    let start = Chess::default();
    let mut t = Table::with_clock(start, Orientation::White, Bitboard::EMPTY, Some(clock));
    assert_eq!(t.session.phase(), &Phase::Setup);
    assert_eq!(t.session.pending(), None, "no move in hand before the game");
    // Neither a draw offer nor a question nor an announcement starts the game unheard.
    t.cmd(Command::OfferDraw(None));
    t.cmd(Command::Typed("e4".into()));
    heard(&mut t, "yes");
    assert_eq!(t.session.phase(), &Phase::Setup);
    assert!(matches!(t.said.last(), Some(Phrase::NothingToAnswer)));
    assert!(t.session.timekeeper().unwrap().clock().running().is_none());
    for sq in Bitboard(0xFFFF_0000_0000_FFFF) {
        t.place(sq);
    }
    let done = t
        .said
        .iter()
        .filter(|p| **p == Phrase::SetupComplete(pegchess::speech::phrases::phrase::SetUp::Start))
        .count();
    assert_eq!(done, 1, "{:?}", t.said);
    assert!(matches!(t.session.phase(), Phase::Playing(_)));
    assert_eq!(
        t.session.timekeeper().unwrap().clock().running(),
        Some(Color::White)
    );
    t.slide(E2, E4).press();
    assert_eq!(t.moves(), ["e2e4"]);
    assert_eq!(t.session.position().turn(), Color::Black);
}

#[test]
fn the_promotion_piece_named_before_the_press_goes_with_the_move_and_the_press_completes_it() {
    let mut t = Table::from_fen("8/4P1k1/8/8/8/8/8/4K3 w - - 0 1");
    t.slide(E7, E8);
    t.cmd(Command::Promote(Role::Knight));
    let before = t.said.len();
    t.press();
    assert_eq!(t.moves(), ["e7e8n"]);
    assert!(
        !said_since(&t, before).contains(&Phrase::PressWithoutMove),
        "{:?}",
        said_since(&t, before)
    );
    // Asked at the press and answered, the move is complete: a second press by the mover is no press
    // without a move either.
    let mut t = Table::from_fen("8/4P1k1/8/8/8/8/8/4K3 w - - 0 1");
    t.slide(E7, E8).press();
    t.cmd(Command::Promote(Role::Queen));
    assert_eq!(t.moves(), ["e7e8q"]);
    let before = t.said.len();
    t.press();
    assert!(
        !said_since(&t, before).contains(&Phrase::PressWithoutMove),
        "{:?}",
        said_since(&t, before)
    );
    // Once only: the next press with no move on the board is one.
    t.press();
    assert!(said_since(&t, before).contains(&Phrase::PressWithoutMove));
}

#[test]
fn the_english_yes_and_no_answer_a_question_in_every_language() {
    for language in [Language::De, Language::Hu, Language::Fi, Language::Da] {
        let (resign, _) = resign_and_yes(language);
        let mut t = table_in(language);
        heard(&mut t, resign);
        heard(&mut t, "no");
        assert!(!over(&t), "{language}: no");
        heard(&mut t, resign);
        heard(&mut t, "yes");
        assert!(over(&t), "{language}: {:?}", t.said);
    }
}

#[test]
fn a_clock_correction_or_a_time_asked_without_a_clock_says_there_is_none() {
    let mut t = table_in(Language::En);
    for command in [
        Command::Clock(pegchess::session::ClockAction::AddIncrement(
            std::time::Duration::from_secs(5),
        )),
        Command::Ask(Query::Times),
    ] {
        t.cmd(command);
        assert_eq!(t.said.last(), Some(&Phrase::NoClock));
    }
}

#[test]
fn a_yes_or_no_typed_as_one_letter_answers_a_question_and_a_game_over_says_so_when_asked_its_move()
{
    let letters = [
        (Language::En, "y", "n"),
        (Language::De, "j", "n"),
        (Language::Hu, "i", "n"),
        (Language::Fi, "k", "e"),
        (Language::Da, "J", "N"),
    ];
    for (language, yes, no) in letters {
        let (resign, _) = resign_and_yes(language);
        let mut t = table_in(language);
        heard(&mut t, resign);
        t.cmd(Command::Typed(no.into()));
        assert!(!over(&t), "{language}: {no}");
        assert_eq!(t.said.last(), Some(&Phrase::NotConfirmed), "{language}");
        // Heard, a lone letter is no answer: the recogniser's noise must not resign.
        heard(&mut t, resign);
        heard(&mut t, yes);
        assert!(!over(&t), "{language}: {yes} heard");
        heard(&mut t, resign);
        t.cmd(Command::Typed(yes.into()));
        assert!(over(&t), "{language}: {:?}", t.said);
        // After the resignation no move is to be made: the move number's key says the game is over.
        t.cmd(Command::Ask(Query::MoveNumber));
        assert!(
            matches!(t.said.last(), Some(Phrase::AlreadyOver(_))),
            "{language}: {:?}",
            t.said.last()
        );
    }
}
