//! The relay's words reach the table and its input never panics: a relayed e-board's loss is said once as the
//! broadcast link's (a board of the player's own as before), and any text from LiveChess, any bytes from the
//! player's pegchess, are read or refused.

use pegchess::board::dgt::dgt3000::ClockSide;
use pegchess::board::dgt::link::DgtEvent;
use pegchess::board::dgt::protocol::RELAY_SERIAL;
use pegchess::board::peg::link::LinkEvent;
use pegchess::relay::bridge::Bridge;
use pegchess::relay::livechess::{self, Incoming};
use pegchess::session::{Effect, Event, Session, SessionConfig};
use pegchess::speech::Phrase;
use proptest::prelude::*;
use shakmaty::Chess;
use std::time::{Duration, Instant};

/// Table 2 with an e-board of serial `serial`, lost and back twice: every phrase said.
fn lost_twice(serial: &str) -> Vec<Phrase> {
    let mut session = Session::new(SessionConfig::new(Chess::default()));
    let mut said = Vec::new();
    let mut now = Duration::ZERO;
    let connected = || {
        Event::Sighted(DgtEvent::Connected {
            port: "/dev/ttyUSB0".into(),
            serial: serial.into(),
            version: "1.7".into(),
        })
    };
    let lost = || {
        Event::Sighted(DgtEvent::Disconnected {
            port: "/dev/ttyUSB0".into(),
            reason: "no answer".into(),
        })
    };
    let events = [
        LinkEvent::Missing { looking: false }.into(),
        connected(),
        lost(),
        connected(),
        lost(),
    ];
    for e in events {
        now += Duration::from_secs(1);
        said.extend(session.handle(e, now).into_iter().filter_map(|e| match e {
            Effect::Say(p) => Some(p),
            _ => None,
        }));
    }
    said
}

#[test]
fn a_relayed_eboards_loss_is_said_as_the_broadcast_links_once_each_time() {
    let said = lost_twice(RELAY_SERIAL);
    let broadcast = said.iter().filter(|p| **p == Phrase::BroadcastLost).count();
    assert_eq!(broadcast, 2, "{said:?}");
    assert!(
        !said.contains(&Phrase::SightedBoardDisconnected),
        "{said:?}"
    );
    // A board of the player's own is lost in the words it always had.
    let own = lost_twice("24601");
    assert!(!own.contains(&Phrase::BroadcastLost), "{own:?}");
}

proptest! {
    #[test]
    fn any_text_from_livechess_is_read_or_refused(text in "\\PC{0,200}") {
        let _ = livechess::read(&text);
    }

    #[test]
    fn livechess_shaped_json_is_read_or_refused(
        response in "(call|feed|error|x)",
        board in "[rnbqkpRNBQKP1-8/]{0,70}",
        white in "(-?[0-9]{1,25}(\\.[0-9]+)?|null|\"x\"|1e999)",
        run in "(true|false|null|3)",
    ) {
        let text = format!(
            r#"{{"response":"{response}","id":1,"param":{{"serialnr":"1","board":"{board}",
            "clock":{{"white":{white},"black":5,"run":{run}}}}}}}"#
        );
        if let Ok(Incoming::Feed(feed)) = livechess::read(&text) {
            let now = Instant::now();
            let mut bridge = Bridge::new(ClockSide::Right);
            bridge.link_up(None, None, now);
            let _ = bridge.on_feed(&feed, now);
            let _ = bridge.tick(now + Duration::from_secs(3600));
        }
    }

    #[test]
    fn any_bytes_from_the_players_pegchess_are_answered_or_passed_over(
        bytes in proptest::collection::vec(any::<u8>(), 0..200),
    ) {
        let now = Instant::now();
        let mut bridge = Bridge::new(ClockSide::Left);
        bridge.link_up(Some(&shakmaty::Board::default()), None, now);
        let _ = bridge.on_serial(&bytes, now);
    }
}
