//! Every crash point of the journal: a whole game's journal cut at every byte offset (a short game) and at
//! every line end and two bytes either side of it (a long one). At each cut `resume`'s own path (reopen the
//! game's files, rebuild the session from the journal) keeps exactly the entries before the torn line, says
//! what was cut and where it was kept, loses no byte, never panics, and a second resume reads the same (a
//! seeded sample of the cuts in the test command, every one in `scripts/campaign` and `scripts/sweep`).

use super::game::{Recorder, lcc_game, record, scratch, state};
use pegchess::game::journal::{JournalError, LineProblem};
use pegchess::live::{self, GameFiles};
use pegchess::session::{Event, Session};
use std::path::Path;
use std::time::Duration;

/// The states after each number of entries, from none to all, as the live session went through them.
fn states(r: &Recorder) -> Vec<String> {
    let mut session = Session::new(super::game::config());
    let mut out = vec![state(&session, Duration::ZERO)];
    for (at, e) in &r.entries {
        session.handle(e.clone(), *at);
        out.push(state(&session, *at));
    }
    out
}

/// The byte offset where each line ends (after its line end), the first two being the magic and header.
fn line_ends(bytes: &[u8]) -> Vec<usize> {
    bytes
        .iter()
        .enumerate()
        .filter(|(_, b)| **b == b'\n')
        .map(|(i, _)| i + 1)
        .collect()
}

/// A game's journal, its line ends and the states its entries lead to.
struct Recorded {
    header: pegchess::session::JournalHeader,
    bytes: Vec<u8>,
    ends: Vec<usize>,
    entries: Vec<(Duration, Event)>,
    states: Vec<String>,
}

fn recorded(dir: &Path, game: usize, plies: usize) -> Recorded {
    let path = dir.join("whole.journal");
    let r = record(&path, &lcc_game(game), plies);
    let states = states(&r);
    assert_eq!(
        states.last(),
        Some(&state(&r.session, r.now.min(r.entries.last().unwrap().0))),
        "the replay reaches the live game's state"
    );
    let entries = r.entries.clone();
    drop(r);
    let header = pegchess::game::journal::Journal::read::<_, Event>(&path)
        .unwrap()
        .header;
    let bytes = std::fs::read(&path).unwrap();
    let ends = line_ends(&bytes);
    assert_eq!(ends.len(), entries.len() + 2, "one line per entry");
    Recorded {
        header,
        bytes,
        ends,
        entries,
        states,
    }
}

/// Resumes the game at `path` (the journal cut to `bytes`) as `pegchess resume` does, twice, and checks
/// everything the cut promises. The session is rebuilt the first time a number of entries is kept
/// (`rebuilt` marks them): every other cut is asserted to recover the same header and entries, byte for
/// byte, from which a rebuild is the same pure replay.
fn resume_cut(game: &Recorded, cut: usize, path: &Path, rebuilt: &mut [bool]) {
    let bytes = &game.bytes[..cut];
    std::fs::write(path, bytes).unwrap();
    let rest = path.with_extension("journal.rest");
    let _ = std::fs::remove_file(&rest);
    // Whole lines in the cut: the magic line, the header, then the entries.
    let whole = game.ends.iter().take_while(|e| **e <= cut).count();
    let intact = whole.checked_sub(1).map_or(0, |i| game.ends[i]);
    if whole < 2 {
        // Cut while the game was being created: a clear error, the file as it was, twice.
        for _ in 0..2 {
            match GameFiles::reopen(path) {
                Err(live::GameFilesError::Journal(e @ JournalError::CutAtCreation(_))) => {
                    assert!(e.to_string().contains("cut off"), "{e}")
                }
                other => panic!("cut at {cut}: {other:?}"),
            }
            assert_eq!(std::fs::read(path).unwrap(), bytes, "cut at {cut}");
        }
        return;
    }
    let kept = whole - 2;
    let (files, rec) = GameFiles::reopen(path).unwrap_or_else(|e| panic!("cut at {cut}: {e}"));
    assert_eq!(rec.header, game.header, "cut at {cut}");
    assert_eq!(rec.entries, game.entries[..kept], "cut at {cut}");
    match &rec.damage {
        None => assert_eq!(intact, cut, "a cut at a line end leaves no damage"),
        Some(d) => {
            // The torn line is said (line number, why, where it went), and kept byte for byte.
            assert_eq!(
                (d.line, d.dropped, d.bytes, &d.reason),
                (whole + 1, 1, (cut - intact) as u64, &LineProblem::CutOff),
                "cut at {cut}"
            );
            let said = d.to_string();
            assert!(
                said.contains(&format!("journal line {} is unreadable", whole + 1))
                    && said.contains("cut off")
                    && said.contains("journal.rest"),
                "{said}"
            );
            assert_eq!(d.kept_in.as_deref(), Some(rest.as_path()));
            assert_eq!(
                std::fs::read(&rest).unwrap(),
                bytes[intact..],
                "cut at {cut}"
            );
        }
    }
    assert_eq!(
        std::fs::read(path).unwrap(),
        bytes[..intact],
        "cut at {cut}"
    );
    let rebuild = !std::mem::replace(&mut rebuilt[kept], true);
    if rebuild {
        let (session, last) = pegchess::session::rebuild::rebuild(&rec).unwrap();
        assert_eq!(state(&session, last), game.states[kept], "cut at {cut}");
    }
    drop(files);
    // A second resume reads the same, finds nothing more to set aside, and changes nothing.
    let (files, again) = GameFiles::reopen(path).unwrap();
    assert_eq!(
        (&again.damage, &again.entries, again.intact_len),
        (&None, &rec.entries, intact as u64),
        "cut at {cut}"
    );
    assert_eq!(
        std::fs::read(path).unwrap(),
        bytes[..intact],
        "cut at {cut}"
    );
    assert!(!path.with_extension("journal.rest-2").exists());
    if rebuild {
        let (session, last) = pegchess::session::rebuild::rebuild(&again).unwrap();
        assert_eq!(state(&session, last), game.states[kept], "cut at {cut}");
    }
    drop(files);
}

#[test]
fn a_short_game_cut_at_every_byte_resumes_to_the_entries_before_the_cut() {
    let dir = scratch();
    let game = recorded(dir.path(), 0, 8);
    let path = dir.path().join("cut.journal");
    let started = std::time::Instant::now();
    // One cut in eight in the test command (about 6 s of the 45 s of CPU of every byte).
    let sweep = crate::support::Sweep::new("short game's crash points");
    let cuts = sweep.sample(
        (0..=game.bytes.len()).collect(),
        game.bytes.len().div_ceil(8),
    );
    let mut rebuilt = vec![false; game.entries.len() + 1];
    for &cut in &cuts {
        resume_cut(&game, cut, &path, &mut rebuilt);
    }
    eprintln!(
        "{} cuts of {} entries in {:?}",
        cuts.len(),
        game.entries.len(),
        started.elapsed()
    );
}

#[test]
fn a_long_game_cut_at_every_line_end_resumes_to_the_entries_before_the_cut() {
    let dir = scratch();
    let game = recorded(dir.path(), 1, usize::MAX);
    let path = dir.path().join("cut.journal");
    let started = std::time::Instant::now();
    let mut cuts: Vec<usize> = std::iter::once(0)
        .chain(game.ends.iter().flat_map(|e| e - 2..=e + 2))
        .filter(|c| *c <= game.bytes.len())
        .collect();
    cuts.dedup();
    // One cut in eight, at most 150, in the test command (the clock's ticks make a long game's journal about
    // 10,000 lines; each cut replays the journal up to it); every cut in the sweep.
    let count = cuts.len().div_ceil(8).min(150);
    let cuts = crate::support::Sweep::new("long game's crash points").sample(cuts, count);
    let mut rebuilt = vec![false; game.entries.len() + 1];
    for &cut in &cuts {
        resume_cut(&game, cut, &path, &mut rebuilt);
    }
    eprintln!(
        "{} cuts of {} bytes, {} entries in {:?}",
        cuts.len(),
        game.bytes.len(),
        game.entries.len(),
        started.elapsed()
    );
}
