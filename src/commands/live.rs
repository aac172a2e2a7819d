//! The live game loop shared by `play`, `demo` and `resume`: events from the device threads are journaled,
//! then handed to the session, and its effects are carried out (speech, score sheet).

use super::CommandResult;
use crate::clock::ClockSetup;
use crate::config::Settings;
use crate::game::journal::{Journal, Recovered};
use crate::game::pgn::{self, PgnTags};
use crate::session::{Effect, Event, Session, SessionConfig};
use crate::speech::Phrase;
use crate::ui::console;
use crate::voice::ears::Ears;
use shakmaty::fen::Fen;
use shakmaty::uci::UciMove;
use shakmaty::{CastlingMode, Chess, EnPassantMode, Position};
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::mpsc::{Receiver, RecvTimeoutError};
use std::time::{Duration, Instant, SystemTime, UNIX_EPOCH};

/// How often time is offered to the session when nothing else happens.
const TICK: Duration = Duration::from_millis(100);

/// The files of one game: its journal and its score sheet.
#[derive(Debug)]
pub struct GameFiles {
    /// The journal, written before every event is acted on.
    pub journal: Journal,
    /// Where the PGN score sheet is kept (rewritten atomically after every change).
    pub pgn: PathBuf,
    /// Tags for the score sheet.
    pub tags: PgnTags,
}

/// The journal header: everything needed to rebuild the session from its events.
fn header(config: &SessionConfig, tags: &[(String, String)]) -> Vec<String> {
    let wall = SystemTime::now()
        .duration_since(UNIX_EPOCH)
        .unwrap_or_default()
        .as_millis();
    let mut lines = vec![
        format!(
            "start {}",
            Fen::from_position(&config.start, EnPassantMode::Legal)
        ),
        format!("mode {}", config.mode),
        format!("orientation {}", config.orientation),
        format!("settle-ms {}", config.settle.as_millis()),
        format!("notation {}", config.notation),
        format!("locale {}", config.locale),
        format!("scheme {}", config.scheme),
        format!("wall-ms {wall}"),
    ];
    if !config.moves.is_empty() {
        let moves: Vec<String> = config
            .moves
            .iter()
            .map(|m| UciMove::from_move(*m, CastlingMode::Standard).to_string())
            .collect();
        lines.push(format!("moves {}", moves.join(" ")));
    }
    for (name, value) in tags {
        lines.push(format!("tag {name} {value}"));
    }
    if let Some(c) = &config.clock {
        lines.push(format!("time-control {}", c.control));
        lines.push(format!("edition {}", c.edition));
        lines.push(format!("announce-times {}", c.schedule));
    }
    lines
}

/// Rebuilds the session's configuration from a journal header.
pub fn config_from_header(header: &[String]) -> Result<SessionConfig, String> {
    let get = |key: &str| {
        header
            .iter()
            .find_map(|h| h.strip_prefix(key).and_then(|v| v.strip_prefix(' ')))
            .ok_or_else(|| format!("journal header has no '{key}' line"))
    };
    let start = pgn::position_from_fen(get("start")?)?;
    let clock = match get("time-control") {
        Ok(tc) => Some(ClockSetup {
            control: tc.parse().map_err(|e| format!("{e}"))?,
            edition: get("edition")?.parse().map_err(|e| format!("{e}"))?,
            schedule: get("announce-times")?.parse().map_err(|e| format!("{e}"))?,
        }),
        Err(_) => None,
    };
    let mut moves = Vec::new();
    let mut pos = start.clone();
    for uci in get("moves")
        .map(|m| m.split_whitespace().collect())
        .unwrap_or_else(|_| Vec::new())
    {
        let m = uci
            .parse::<UciMove>()
            .ok()
            .and_then(|u| u.to_move(&pos).ok())
            .ok_or_else(|| format!("journal header: imported move '{uci}' is not legal"))?;
        pos.play_unchecked(m);
        moves.push(m);
    }
    Ok(SessionConfig {
        moves,
        mode: get("mode")?.parse().map_err(|e| format!("{e}"))?,
        orientation: get("orientation")?.parse().map_err(|e| format!("{e}"))?,
        settle: Duration::from_millis(get("settle-ms")?.parse().map_err(|_| "bad settle-ms")?),
        notation: get("notation")?.parse().map_err(|e| format!("{e}"))?,
        locale: get("locale")?.parse().map_err(|e| format!("{e}"))?,
        scheme: get("scheme")?.parse().map_err(|e| format!("{e}"))?,
        clock,
        start,
    })
}

/// The session configuration for a new game from the settings.
pub fn new_config(settings: &Settings, start: Chess) -> SessionConfig {
    SessionConfig {
        mode: settings.mode,
        settle: settings.settle,
        orientation: settings.orientation,
        notation: settings.notation,
        locale: settings.locale,
        scheme: settings.scheme,
        clock: settings.clock.clone(),
        start,
        moves: Vec::new(),
    }
}

/// The wall clock now, in UTC: year, month, day, hour, minute, second.
fn utc_now() -> (i64, i64, i64, u64, u64, u64) {
    let secs = SystemTime::now()
        .duration_since(UNIX_EPOCH)
        .unwrap_or_default()
        .as_secs();
    let (days, rest) = (secs / 86_400, secs % 86_400);
    // Civil date from days since 1970-01-01 (Howard Hinnant's algorithm).
    let z = days as i64 + 719_468;
    let era = z.div_euclid(146_097);
    let doe = z - era * 146_097;
    let yoe = (doe - doe / 1460 + doe / 36_524 - doe / 146_096) / 365;
    let doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
    let mp = (5 * doy + 2) / 153;
    let day = doy - (153 * mp + 2) / 5 + 1;
    let month = if mp < 10 { mp + 3 } else { mp - 9 };
    let year = yoe + era * 400 + i64::from(month <= 2);
    (year, month, day, rest / 3600, rest / 60 % 60, rest % 60)
}

/// A file name stamp from the wall clock: `YYYYMMDD-HHMMSS` (UTC).
pub fn stamp() -> String {
    let (y, mo, d, h, mi, s) = utc_now();
    format!("{y:04}{mo:02}{d:02}-{h:02}{mi:02}{s:02}")
}

/// The tags a new game starts with: its date and start time (UTC), as PGN writes them.
pub fn today_tags() -> Vec<(String, String)> {
    let (y, mo, d, h, mi, s) = utc_now();
    vec![
        ("Date".into(), format!("{y:04}.{mo:02}.{d:02}")),
        ("UTCDate".into(), format!("{y:04}.{mo:02}.{d:02}")),
        ("UTCTime".into(), format!("{h:02}:{mi:02}:{s:02}")),
    ]
}

impl GameFiles {
    /// Creates the journal and score sheet of a new game in `dir`, with the PGN tags it starts with.
    pub fn create(
        dir: &Path,
        name: &str,
        config: &SessionConfig,
        tags: Vec<(String, String)>,
    ) -> Result<GameFiles, String> {
        let journal_path = dir.join(format!("{name}.journal"));
        let journal =
            Journal::create(&journal_path, &header(config, &tags)).map_err(|e| e.to_string())?;
        Ok(GameFiles {
            journal,
            pgn: journal_path.with_extension("pgn"),
            tags: pgn_tags(config, tags),
        })
    }

    /// Reopens a game's files after a crash.
    pub fn reopen(journal_path: &Path) -> Result<(GameFiles, Recovered), String> {
        let (journal, recovered) = Journal::reopen(journal_path).map_err(|e| e.to_string())?;
        let config = config_from_header(&recovered.header)?;
        let tags = recovered
            .header
            .iter()
            .filter_map(|h| h.strip_prefix("tag ")?.split_once(' '))
            .map(|(n, v)| (n.to_string(), v.to_string()))
            .collect();
        Ok((
            GameFiles {
                journal,
                pgn: journal_path.with_extension("pgn"),
                tags: pgn_tags(&config, tags),
            },
            recovered,
        ))
    }

    fn save(&self, session: &Session) -> std::io::Result<()> {
        pgn::write_atomically(&self.pgn, &pgn::to_pgn(session.record(), &self.tags))
    }
}

fn pgn_tags(config: &SessionConfig, tags: Vec<(String, String)>) -> PgnTags {
    PgnTags {
        tags,
        time_control: config.clock.as_ref().map(|c| c.control.to_string()),
    }
}

/// Replays a journal's entries through a fresh session, silently; returns the session and the last time.
pub fn rebuild(recovered: &Recovered) -> Result<(Session, Duration), String> {
    let config = config_from_header(&recovered.header)?;
    let mut session = Session::new(config);
    let mut last = Duration::ZERO;
    for (i, (at, text)) in recovered.entries.iter().enumerate() {
        let event: Event = text
            .parse()
            .map_err(|e| format!("journal entry {}: {e}", i + 1))?;
        session.handle(event, *at);
        last = *at;
    }
    Ok((session, last))
}

/// Runs the game until `stop` is set or every event source is gone.
/// Time starts at `offset` (non-zero when resuming). Every event the session acts on is journaled first.
pub fn run(
    session: &mut Session,
    events: &Receiver<Event>,
    files: &mut GameFiles,
    say: &mut dyn FnMut(&Phrase),
    ears: Option<&Ears>,
    offset: Duration,
    stop: &AtomicBool,
) -> CommandResult {
    let origin = Instant::now();
    while !stop.load(Ordering::SeqCst) {
        let event = match events.recv_timeout(TICK) {
            Ok(e) => e,
            Err(RecvTimeoutError::Timeout) => Event::Tick,
            Err(RecvTimeoutError::Disconnected) => break,
        };
        let event = match event {
            // The session reads heard words against its position; the journal keeps the words.
            Event::Heard(_) if ears.is_none() => continue,
            Event::VoiceTrouble(why) => {
                eprintln!("pegchess: voice input: {why}");
                continue;
            }
            other => other,
        };
        let now = offset + origin.elapsed();
        if session.ignores(&event, now) {
            continue;
        }
        files.journal.append(now, &event.to_string())?;
        for effect in session.handle(event, now) {
            match effect {
                Effect::Say(p) => say(&p),
                Effect::RecordChanged => {
                    if let Some(t) = session.timekeeper() {
                        println!("{}", console::clock_line(&t.clock().reading(now)));
                    }
                    if let Err(e) = files.save(session) {
                        eprintln!(
                            "pegchess: cannot write the score sheet {}: {e}; the journal {} still holds every move",
                            files.pgn.display(),
                            files.journal.path().display()
                        );
                    }
                }
            }
        }
    }
    files.save(session)?;
    Ok(())
}

/// Where new games are kept.
pub fn games_dir(settings: &Settings) -> PathBuf {
    settings.data_dir.join("games")
}

/// The newest journal in `dir`, if any.
pub fn newest_journal(dir: &Path) -> Option<PathBuf> {
    std::fs::read_dir(dir)
        .ok()?
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| p.extension().is_some_and(|x| x == "journal"))
        .max_by_key(|p| p.file_name().map(|n| n.to_os_string()))
}
