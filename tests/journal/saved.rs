//! The journal is a contract: real journals of every table, written by pegchess and kept in
//! `tests/data/journals/` (their list in its `README.md`), are resumed to the position, clock and open question
//! they were left at; every entry read and written again through the journal's form is the very line it was, so
//! what is written now is what was written before; and the form names everything explicitly, so renaming an
//! in-memory variant can change neither what is written nor what a saved game resumes to.

use pegchess::game::journal::Journal;
use pegchess::session::question::Question;
use pegchess::session::rebuild::{RecoveredGame, rebuild};
use pegchess::session::{Event, Session};
use pegchess::worker::WorkerKind;
use std::path::{Path, PathBuf};
use std::time::Duration;

fn saved(name: &str) -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests/data/journals")
        .join(name)
}

/// The saved game `name` resumed as `resume` resumes it: the session and the time it was left at.
fn resumed(name: &str) -> (Session, Duration, RecoveredGame) {
    let recovered: RecoveredGame =
        Journal::read(&saved(name)).unwrap_or_else(|e| panic!("{name}: {e}"));
    assert!(recovered.damage.is_none(), "{name}: {:?}", recovered.damage);
    let (session, last) = rebuild(&recovered).unwrap_or_else(|e| panic!("{name}: {e}"));
    (session, last, recovered)
}

fn moves(session: &Session) -> Vec<String> {
    session.record().uci()
}

fn result(session: &Session) -> Option<String> {
    session.record().result().map(|r| r.to_string())
}

#[test]
fn a_finished_game_at_the_peg_board_resumes_finished() {
    let (session, _, _) = resumed("pegs-finished.journal");
    assert_eq!(moves(&session), ["f2f3", "e7e5", "g2g4", "d8h4"]);
    assert_eq!(result(&session).as_deref(), Some("0-1"));
}

#[test]
fn a_game_at_the_peg_board_left_at_a_promotion_resumes_with_the_question_open() {
    let (session, _, _) = resumed("pegs-promotion-open.journal");
    assert_eq!(
        moves(&session),
        [
            "e2e4", "d7d5", "e4d5", "c7c6", "d5c6", "g8f6", "c6b7", "b8d7"
        ]
    );
    assert_eq!(
        session.question(),
        Some(&Question::Promotion(shakmaty::Square::A8))
    );
    assert_eq!(result(&session), None);
}

#[test]
fn an_unfinished_game_at_the_e_board_resumes_where_it_was() {
    let (session, _, _) = resumed("eboard-unfinished.journal");
    assert_eq!(&moves(&session)[..2], ["e2e4", "e7e5"]);
    assert_eq!(result(&session), None);
}

#[test]
fn a_finished_game_of_announcements_and_presses_resumes_finished() {
    let (session, _, _) = resumed("announced-finished.journal");
    assert_eq!(moves(&session), ["f2f3", "e7e5", "g2g4", "d8h4"]);
    assert_eq!(result(&session).as_deref(), Some("0-1"));
}

#[test]
fn a_game_the_arbiter_stopped_resumes_stopped_with_its_times() {
    let (session, last, _) = resumed("announced-clock-stopped.journal");
    assert_eq!(moves(&session), ["e2e4", "e7e5", "g1f3"]);
    let reading = session.timekeeper().expect("a clock").clock().reading(last);
    assert!(reading.paused);
    // 90 minutes and 30 s a move: White pressed twice, Black once, each in under a minute.
    for (side, time) in [("white", reading.white), ("black", reading.black)] {
        assert!(
            time > Duration::from_secs(5400) && time < Duration::from_secs(5460),
            "{side} {time:?}"
        );
    }
}

#[test]
fn a_game_the_arbiter_restored_resumes_at_the_decision_with_its_clocks() {
    let (session, last, recovered) = resumed("announced-arbiter-restored.journal");
    assert_eq!(moves(&session), ["e2e4", "e7e5"]);
    let reading = session.timekeeper().expect("a clock").clock().reading(last);
    assert!(reading.paused);
    assert_eq!(reading.white, Duration::from_millis(5_427_181));
    assert_eq!(reading.black, Duration::from_millis(5_429_298));
    let restored = pegchess::session::Command::Restore(2);
    assert!(
        recovered
            .entries
            .iter()
            .any(|(_, e)| *e == Event::Command(restored.clone()))
    );
}

#[test]
fn a_game_whose_keys_were_lost_resumes_with_the_loss_in_its_journal() {
    let (session, _, recovered) = resumed("announced-keys-lost-de.journal");
    assert_eq!(moves(&session), ["e2e4", "e7e5"]);
    assert_eq!(session.config().locale, pegchess::notation::Language::De);
    assert!(
        recovered
            .entries
            .iter()
            .any(|(_, e)| *e == Event::WorkerLost(WorkerKind::Keys))
    );
}

/// Every saved journal.
fn every_saved() -> Vec<PathBuf> {
    let mut all: Vec<PathBuf> = std::fs::read_dir(saved(""))
        .expect("tests/data/journals")
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| p.extension().is_some_and(|x| x == "journal"))
        .collect();
    all.sort();
    all
}

#[test]
fn every_saved_entry_is_written_again_as_it_was() {
    let all = every_saved();
    assert!(all.len() >= 7, "{all:?}");
    for path in all {
        let text = std::fs::read_to_string(&path).expect("read");
        for (n, line) in text.lines().enumerate().skip(2) {
            let json = line.rsplit_once('*').map_or(line, |(json, _crc)| json);
            let written: serde_json::Value = serde_json::from_str(json).expect("JSON");
            let entry = written["entry"].clone();
            let event: Event = serde_json::from_value(entry.clone())
                .unwrap_or_else(|e| panic!("{} line {}: {e}", path.display(), n + 1));
            let again = serde_json::to_value(&event).expect("written");
            assert_eq!(again, entry, "{} line {}", path.display(), n + 1);
        }
    }
}

/// The journal's form (`crates/pegchess-core/src/session/journal_form/`) names every variant and field it writes: no name is
/// derived from a Rust identifier, so renaming one (in memory or in the form) changes nothing on disk; and the
/// in-memory `Event` is written only through it.
#[test]
fn the_journal_form_names_everything_it_writes() {
    use syn::visit::Visit;
    struct Unnamed(Vec<String>);
    fn renamed(attrs: &[syn::Attribute]) -> bool {
        attrs.iter().any(|a| {
            a.path().is_ident("serde")
                && a.meta
                    .require_list()
                    .is_ok_and(|l| l.tokens.to_string().contains("rename ="))
        })
    }
    impl<'ast> Visit<'ast> for Unnamed {
        fn visit_item_enum(&mut self, e: &'ast syn::ItemEnum) {
            for v in &e.variants {
                if !renamed(&v.attrs) {
                    self.0.push(format!("{}::{}", e.ident, v.ident));
                }
                for f in &v.fields {
                    if let Some(name) = &f.ident
                        && !renamed(&f.attrs)
                    {
                        self.0.push(format!("{}::{}.{name}", e.ident, v.ident));
                    }
                }
            }
        }
        fn visit_item_struct(&mut self, s: &'ast syn::ItemStruct) {
            for f in &s.fields {
                if let Some(name) = &f.ident
                    && !renamed(&f.attrs)
                {
                    self.0.push(format!("{}.{name}", s.ident));
                }
            }
        }
        fn visit_item_mod(&mut self, _: &'ast syn::ItemMod) {}
    }
    let dir =
        Path::new(env!("CARGO_MANIFEST_DIR")).join("crates/pegchess-core/src/session/journal_form");
    let mut unnamed = Unnamed(Vec::new());
    for file in ["mod.rs", "board_entries.rs"] {
        let text = std::fs::read_to_string(dir.join(file)).expect("read");
        assert!(!text.contains("rename_all"), "{file}: names derived");
        unnamed.visit_file(&syn::parse_file(&text).expect("parse"));
    }
    assert!(
        unnamed.0.is_empty(),
        "named by their Rust names: {:?}",
        unnamed.0
    );
    let event = std::fs::read_to_string(
        Path::new(env!("CARGO_MANIFEST_DIR")).join("crates/pegchess-core/src/session/event.rs"),
    )
    .expect("read");
    assert!(
        !event.contains("Serialize") && !event.contains("serde"),
        "the in-memory events are written only through the form"
    );
    let form = std::fs::read_to_string(dir.join("mod.rs")).expect("read");
    assert!(form.contains("impl Serialize for Event"));
    assert!(form.contains("impl<'de> Deserialize<'de> for Event"));
}

/// The self-check: an in-memory name changed under a form that derives its names would change what is written;
/// the form's explicit names keep the saved line.
#[test]
fn a_derived_name_would_follow_a_rename_and_the_form_does_not() {
    #[derive(serde::Serialize)]
    #[serde(rename_all = "kebab-case")]
    enum Derived {
        OfferDraw,
    }
    #[derive(serde::Serialize)]
    #[serde(rename_all = "kebab-case")]
    enum DerivedRenamed {
        ProposeDraw,
    }
    assert_ne!(
        serde_json::to_string(&Derived::OfferDraw).unwrap(),
        serde_json::to_string(&DerivedRenamed::ProposeDraw).unwrap()
    );
    let offer = Event::Command(pegchess::session::Command::OfferDraw(None));
    assert_eq!(
        serde_json::to_string(&offer).unwrap(),
        r#"{"command":"offer-draw"}"#
    );
    // An offer naming its side is a new entry beside it; the old entry still reads as an offer with no side.
    let named = Event::Command(pegchess::session::Command::OfferDraw(Some(
        shakmaty::Color::Black,
    )));
    let line = serde_json::to_string(&named).unwrap();
    assert_ne!(line, r#"{"command":"offer-draw"}"#);
    assert_eq!(serde_json::from_str::<Event>(&line).unwrap(), named);
    assert_eq!(
        serde_json::from_str::<Event>(r#"{"command":"offer-draw"}"#).unwrap(),
        offer
    );
}
