//! The fault campaign at table 2, in the session with simulated time: corpus games played at the sighted
//! player's e-board (the blind player announcing White's moves), with the e-board's cable pulled at moments
//! drawn from a seed: the piece in the hand (the hand goes on while the board is away), the move standing and
//! held while it could go on, the move standing before the reply. The board stays away a drawn time (shorter
//! than a hold, or up to half a minute) and comes back with its dump. Every move is recorded once, in order;
//! each loss and return is said once; nothing is said to differ. The test command plays two games on one seed;
//! `scripts/campaign` plays every corpus game on many seeds (`PEGCHESS_CAMPAIGN_GAMES`, `PEGCHESS_CAMPAIGN_SEEDS`)
//! and prints the figures.

use super::session::NoPegs;
use crate::dgt::session::corpus_games;
use pegchess::board::dgt::hands::{PieceHands, PieceStep};
use pegchess::board::dice::Dice;
use pegchess::speech::Phrase;
use pegchess::speech::phrases::phrase::Presence;
use shakmaty::san::SanPlus;
use shakmaty::{Chess, Color, Move, Position};
use std::time::Duration;

/// Where in a move the e-board's cable is pulled.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Moment {
    /// After the first step of the hand (the piece lifted); the rest happens while the board is away.
    InHand,
    /// Right after the last step: the move stands, held while it could go on.
    Held,
    /// After the move stood and the players thought: before the reply.
    Standing,
}

/// What one game of the campaign did.
#[derive(Debug, Default)]
struct Figures {
    games: usize,
    plies: usize,
    unplugged: [usize; 3],
}

/// The number in the environment variable `name`, or `default`.
fn setting(name: &str, default: usize) -> usize {
    std::env::var(name)
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(default)
}

/// The e-board's cable pulled; its steps `rest` done by the hand while it is away; back after `away` with its dump.
fn unplug(t: &mut NoPegs, rest: &[PieceStep], away: Duration) {
    t.unplugged();
    for s in rest {
        s.action.apply(&mut t.board);
    }
    t.wait(away.as_millis() as u64);
    t.plugged_in();
}

/// Plays `moves` at table 2 with the cable pulled at drawn moments (`seed`); checks the record and what was said.
fn play(start: &Chess, moves: &[Move], seed: u64, figures: &mut Figures) {
    let mut dice = Dice::seeded(seed);
    let mut hands = PieceHands::seeded(seed);
    let mut t = NoPegs::new(start.clone(), true);
    let mut pos = start.clone();
    let mut unplugs = 0;
    for m in moves {
        if pos.turn() == Color::White {
            t.typed(&SanPlus::from_move(pos.clone(), *m).to_string());
        }
        let steps = hands.steps(&pos, m);
        let moment = dice
            .chance(0.3)
            .then(|| dice.pick(&[Moment::InHand, Moment::Held, Moment::Standing]))
            .flatten();
        let away = dice.pick(&[150, 400, 1000, 3000, 10_000, 30_000]);
        let away = Duration::from_millis(away.unwrap_or(1000));
        match moment {
            Some(Moment::InHand) => {
                t.hands(&steps[..1], 1.0);
                unplug(&mut t, &steps[1..], away);
            }
            Some(Moment::Held) => {
                t.hands(&steps, 1.0);
                unplug(&mut t, &[], away);
            }
            Some(Moment::Standing) | None => t.hands(&steps, 1.0),
        }
        t.wait(2500);
        if moment == Some(Moment::Standing) {
            unplug(&mut t, &[], away);
        }
        if let Some(moment) = moment {
            unplugs += 1;
            figures.unplugged[moment as usize] += 1;
        }
        pos.play_unchecked(*m);
        if t.session.ending().is_some() {
            break;
        }
    }
    t.wait(3000);
    let played = t.record().len();
    let context = format!(
        "seed {seed}, {played} of {} plies: {:?}",
        moves.len(),
        t.said
    );
    assert_eq!(t.record(), moves[..played], "{context}");
    assert!(
        played == moves.len() || t.session.ending().is_some(),
        "{context}"
    );
    let gone = Phrase::Table {
        pegs: Presence::Absent,
        eboard: Presence::Looking,
    };
    let back = Phrase::Table {
        pegs: Presence::Absent,
        eboard: Presence::Connected,
    };
    assert_eq!(t.count(&gone), unplugs, "{context}");
    assert_eq!(t.count(&back), unplugs + 1, "{context}");
    assert!(
        !t.said.iter().any(|p| matches!(
            p,
            Phrase::SightedDiffers { .. } | Phrase::SightedBoardWrong { .. } | Phrase::CallArbiter
        )),
        "{context}"
    );
    figures.games += 1;
    figures.plies += played;
}

#[test]
fn table_two_with_the_eboard_unplugged_at_drawn_moments_records_every_move_once() {
    let games = corpus_games(setting("PEGCHESS_CAMPAIGN_GAMES", 2));
    let seeds = setting("PEGCHESS_CAMPAIGN_SEEDS", 1) as u64;
    let started = std::time::Instant::now();
    let mut figures = Figures::default();
    for seed in 1..=seeds {
        for (i, game) in games.iter().enumerate() {
            let moves = &game.moves[..game.moves.len().min(80)];
            play(&game.start, moves, seed * 1000 + i as u64, &mut figures);
        }
    }
    let [in_hand, held, standing] = figures.unplugged;
    // The campaign's figures (seen with --nocapture, as scripts/campaign runs it).
    println!(
        "campaign at table 2: {} games, {} plies, {} unplugs (piece in the hand {in_hand}, move held {held}, \
         move standing {standing}), every move recorded once, in {:.1} s",
        figures.games,
        figures.plies,
        in_hand + held + standing,
        started.elapsed().as_secs_f64()
    );
    assert!(in_hand > 0 && held > 0 && standing > 0, "{figures:?}");
}
