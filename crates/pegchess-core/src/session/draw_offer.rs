//! A draw offer (9.1.2) noted for the side that made it, and said naming that side so a wrong guess is heard.

use super::{Effect, Phrase, Session};
use shakmaty::{Color, Position};
use std::time::Duration;

impl Session {
    /// `side`'s draw offer, or the offer of the side it most likely is when none was named: the side whose move
    /// is in hand (made or announced, not yet pressed: the offer goes with that move, 9.1.2.2), else the last
    /// mover (offered after his press), else White before the first move. Naming the other side at once
    /// corrects a guess (`Record::offer_draw`).
    pub(super) fn offer_draw(&mut self, side: Option<Color>, now: Duration, out: &mut Vec<Effect>) {
        if let Some(ending) = self.ending() {
            out.push(Effect::Say(Phrase::AlreadyOver(ending.outcome)));
            return;
        }
        let to_move = self.writer.position().turn();
        let first = self.writer.plies() == 0;
        let in_hand = self.pending_mut().filter(|p| p.in_hand());
        let by = match (side, in_hand) {
            (Some(by), Some(p)) if by == to_move => {
                p.draw_offer = true;
                by
            }
            (None, Some(p)) => {
                p.draw_offer = true;
                to_move
            }
            (Some(by), in_hand) => {
                // The last mover named while a move is in hand: the offer was his, not the mover's.
                if let Some(p) = in_hand {
                    p.draw_offer = false;
                }
                self.writer.offer_draw(now, by);
                out.push(Effect::RecordChanged);
                by
            }
            (None, None) => {
                let by = if first { to_move } else { !to_move };
                self.writer.offer_draw(now, by);
                out.push(Effect::RecordChanged);
                by
            }
        };
        out.push(Effect::Say(Phrase::DrawOfferNoted(by)));
    }
}
