//! Misheard words in a casual game: a near match is said back as a question and taken only on a yes (a
//! lever, the speak button, the keys, or "ja"/"yes" by voice or typed); anything else drops it. In
//! tournament mode nothing about a move is asked before it is completed: the misheard word is read as the
//! nearest word, never as the nearest legal move. A resignation by voice is asked back in both. Nothing is
//! guessed into the record.

use crate::support::Table;
use pegchess::board::peg::link::LinkEvent;
use pegchess::board::peg::protocol::Button;
use pegchess::config::Orientation;
use pegchess::session::{Command, Event};
use pegchess::speech::Phrase;
use shakmaty::Color;
use shakmaty::Square::*;

fn heard(t: &mut Table, words: &str) {
    t.event(Event::Heard(words.into()));
}

fn asked_back(t: &Table) -> bool {
    matches!(t.said.last(), Some(Phrase::ConfirmMove(_)))
}

#[test]
fn a_near_match_is_asked_and_taken_on_a_spoken_yes() {
    let mut t = Table::casual();
    heard(&mut t, "Springa Felix drei");
    assert!(asked_back(&t), "{:?}", t.said);
    heard(&mut t, "yes");
    // Taken as the announcement: the board's move completes it at once.
    t.slide(G1, F3);
    assert_eq!(t.moves(), ["g1f3"]);
}

#[test]
fn the_speak_button_says_the_question_again_and_leaves_it_open() {
    let mut t = Table::casual();
    heard(&mut t, "Springer Felix drie");
    let asked = t.said.last().cloned();
    assert!(
        matches!(asked, Some(Phrase::ConfirmMove(_))),
        "{:?}",
        t.said
    );
    for pressed in [true, false] {
        t.send(LinkEvent::Button {
            button: Button::Speak,
            pressed,
        });
    }
    assert_eq!(t.said.last(), asked.as_ref(), "the question again");
    assert!(t.session.question().is_some(), "still open");
    heard(&mut t, "ja");
    t.slide(G1, F3);
    assert_eq!(t.moves(), ["g1f3"]);
}

#[test]
fn a_lever_confirms_and_is_not_a_clock_press() {
    for button in [Button::RightLever, Button::LeftLever] {
        let mut t = Table::casual();
        heard(&mut t, "Springer Felix drie");
        assert!(asked_back(&t));
        t.send(LinkEvent::Button {
            button,
            pressed: true,
        });
        t.send(LinkEvent::Button {
            button,
            pressed: false,
        });
        assert!(t.moves().is_empty(), "no move on the board yet");
        assert!(
            !t.said.iter().any(|p| matches!(p, Phrase::PressWithoutMove)),
            "{:?}",
            t.said
        );
        t.slide(G1, F3);
        assert_eq!(t.moves(), ["g1f3"], "{button:?}");
    }
}

#[test]
fn anything_else_drops_the_question() {
    let mut t = Table::casual();
    heard(&mut t, "Springa Felix drei");
    heard(&mut t, "nein");
    t.slide(G1, H3).wait(3000);
    // Nothing was announced: the board's own move settles, with no "announced other move".
    assert_eq!(t.moves(), ["g1h3"]);
    assert!(
        !t.said
            .iter()
            .any(|p| matches!(p, Phrase::AnnouncedOtherMove { .. }))
    );

    let mut t = Table::casual();
    heard(&mut t, "Springa Felix drei");
    t.cmd(Command::Typed("e4".into()));
    // The new words replace the question; a later yes means nothing.
    heard(&mut t, "yes");
    t.slide(E2, E4);
    assert_eq!(t.moves(), ["e2e4"]);
}

#[test]
fn a_board_reading_or_time_passing_neither_answers_nor_drops() {
    let mut t = Table::casual();
    heard(&mut t, "Springa Felix drei");
    t.lift(G1).wait(1000);
    t.cmd(Command::Typed("ja".into()));
    t.place(F3);
    assert_eq!(t.moves(), ["g1f3"]);
}

#[test]
fn exact_words_need_no_question_and_nothing_near_is_said_briefly() {
    let mut t = Table::casual();
    heard(&mut t, "äh Springer nach Felix drei");
    assert!(!asked_back(&t));
    t.slide(G1, F3);
    assert_eq!(t.moves(), ["g1f3"]);
    heard(&mut t, "Hector Hector Hector");
    assert!(matches!(t.said.last(), Some(Phrase::InputRejected { .. })));
}

#[test]
fn a_resignation_by_voice_is_asked_back_first() {
    let mut t = Table::casual();
    heard(&mut t, "white resigns");
    assert_eq!(t.said.last(), Some(&Phrase::ConfirmResign(Color::White)));
    assert!(!over(&t), "not before the yes");
    heard(&mut t, "yes");
    assert!(over(&t), "{:?}", t.said);

    let mut t = Table::casual();
    heard(&mut t, "Schwarz gibt auf");
    heard(&mut t, "no");
    assert!(!over(&t));
}

fn over(t: &Table) -> bool {
    t.said.iter().any(|p| matches!(p, Phrase::GameOver(_)))
}

#[test]
fn questions_and_commands_by_voice_reach_the_session() {
    let mut t = Table::casual();
    heard(&mut t, "wo weiße Springer");
    assert!(matches!(t.said.last(), Some(Phrase::PieceLocations { .. })));
    heard(&mut t, "Feld Eva zwei");
    assert!(matches!(t.said.last(), Some(Phrase::SquareContents { .. })));
}

#[test]
fn in_tournament_mode_a_misheard_move_is_not_asked_about_and_the_pegs_decide() {
    let mut t = Table::new(Orientation::White);
    heard(&mut t, "Springa Felix drei");
    assert!(!asked_back(&t), "{:?}", t.said);
    assert!(t.said.is_empty() || !matches!(t.said.last(), Some(Phrase::InputRejected { .. })));
    t.slide(G1, F3);
    assert_eq!(t.moves(), ["g1f3"]);
    // An impossible announcement gets no answer that says so before a move is completed.
    let before = t.said.len();
    heard(&mut t, "Dame Hector fünf");
    assert_eq!(t.said.len(), before, "{:?}", &t.said[before..]);
}
