//! An announcement made while the e-board's move is still held (a slider that could go on stands only after
//! its hold): in any order of the announcement, its press and the loss of the broadcast link, the held move and
//! the announced reply both make the record once, as at table 3 where the e-board never showed the reply, and
//! the board back, showing the reply or not yet, is read from the record.

use super::back::{Table, after};
use crate::support::SimulatedTime;
use pegchess::board::dgt::link::DgtEvent;
use pegchess::session::{Command, Event};
use pegchess::speech::Phrase;
use shakmaty::{Board, CastlingMode, Position};

/// The game: the last move (a bishop that could slide on) is held on the e-board when the reply is announced.
const GAME: [&str; 6] = ["e4", "e5", "Nf3", "Nc6", "Bc4", "Nf6"];

/// What happens at the table while the e-board holds `Bc4`.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Step {
    /// The reply announced.
    Announce,
    /// The announcer presses the clock.
    Press,
    /// The broadcast link goes.
    Lose,
    /// Time passes (within the hold).
    Wait(u64),
}

/// How the reply is announced.
#[derive(Debug, Clone, Copy)]
enum Form {
    /// As a move of the position (`g8f6`, what the voice's grammar gives).
    Uci,
    /// As typed words (`Nf6`), read as said.
    Words,
}

fn show(t: &mut Table, sans: &[&str]) {
    let board: Board = after(sans).0.board().clone();
    t.hand(DgtEvent::Position { board, dump: false }.into());
}

/// Table 2 with the e-board showing `Bc4`, held while the bishop could go on to b5.
fn holding() -> Table {
    let mut t = Table::new();
    t.shows(&Board::default());
    for i in 1..GAME.len() - 1 {
        t.shows(after(&GAME[..i]).0.board());
    }
    show(&mut t, &GAME[..5]);
    t
}

/// The table through `steps` with the e-board holding `Bc4`; then the board (back) shows the reply at once
/// (`shown`) or only the held move first.
fn run(steps: &[Step], form: Form, shown: bool) -> Table {
    let mut t = holding();
    let reply = after(&GAME).1[5];
    let mut lost = false;
    for step in steps {
        match *step {
            Step::Announce => {
                let e = match form {
                    Form::Uci => Command::Announced(reply.to_uci(CastlingMode::Standard)),
                    Form::Words => Command::Typed("Nf6".into()),
                };
                t.hand(Event::Command(e));
            }
            Step::Press => t.hand(Event::Command(Command::Press)),
            Step::Lose => {
                t.lost();
                lost = true;
            }
            Step::Wait(ms) => t.pass(ms),
        }
    }
    t.pass(1000);
    if lost {
        t.connected();
    }
    if !shown {
        t.shows(after(&GAME[..5]).0.board());
    }
    t.shows(after(&GAME).0.board());
    t
}

/// Every order of the announcement, its press and the loss, the announcement before its press.
fn orders() -> Vec<Vec<Step>> {
    use Step::*;
    vec![
        vec![Announce, Press],
        vec![Announce, Wait(200), Press],
        vec![Announce, Press, Lose],
        vec![Announce, Wait(150), Press, Wait(150), Lose],
        vec![Announce, Lose, Press],
        vec![Announce, Wait(200), Lose, Wait(200), Press],
        vec![Lose, Announce, Press],
        vec![Lose, Wait(300), Announce, Press],
    ]
}

#[test]
fn a_reply_announced_while_the_eboards_move_is_held_makes_the_record_in_any_order() {
    let mut failed = Vec::new();
    for steps in orders() {
        for form in [Form::Uci, Form::Words] {
            for shown in [true, false] {
                let t = run(&steps, form, shown);
                let wrong = [Phrase::PressWithoutMove, Phrase::SightedBoardDisconnected];
                let bad = t.said.iter().find(|p| {
                    wrong.contains(p)
                        || matches!(
                            p,
                            Phrase::AnnouncedImpossible(_)
                                | Phrase::AnnouncedOtherMove { .. }
                                | Phrase::AnnouncedUnclear { .. }
                                | Phrase::SightedDiffers { .. }
                                | Phrase::SightedBoardWrong { .. }
                        )
                });
                if t.record() != GAME || bad.is_some() {
                    failed.push(format!(
                        "{steps:?} {form:?} shown {shown}: {:?}; said {:?}",
                        t.record(),
                        t.said
                    ));
                }
            }
        }
    }
    assert!(failed.is_empty(), "{}", failed.join("\n"));
}

#[test]
fn a_move_held_as_the_link_goes_stands_and_the_board_back_is_read_beyond_it() {
    let mut t = holding();
    t.lost();
    assert_eq!(t.record(), GAME[..5], "{:?}", t.said);
    // Meanwhile on the board alone: the reply and the next move.
    t.pass(1000);
    t.connected();
    let line = [&GAME[..], &["d3"]].concat();
    t.shows(after(&line).0.board());
    assert_eq!(t.record(), line, "{:?}", t.said);
}

#[test]
fn a_move_held_as_the_link_goes_that_the_hand_took_on_is_revised_when_the_board_is_back() {
    let mut t = holding();
    t.lost();
    t.pass(1000);
    t.connected();
    // The bishop went on to b5 while the board was away.
    let line = ["e4", "e5", "Nf3", "Nc6", "Bb5"];
    t.shows(after(&line).0.board());
    assert_eq!(t.record(), line, "{:?}", t.said);
}
