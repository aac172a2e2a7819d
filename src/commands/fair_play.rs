//! `pegchess fair-play`: the statement for the arbiter (this binary's version and SHA-256, what the kernel
//! forbids a game, read from this process confined the same way, and how to check it), printed, spoken and
//! as large print; `--check PID` reads a running game from outside. The game's own policy is `live::confine`'s.

use crate::config::Settings;
use crate::config::cli::FairPlayArgs;
use crate::fair::inspect::{self, Breach, Inspection};
use crate::fair::{confine, probe};
use crate::game::date::UtcTime;
use crate::game::pgn;
use crate::sheet::pdf::{Block, NO_BREAK};
use crate::speech::phrases::fair_phrase::{self, FormWord};
use crate::speech::{FairLine, Phrase, Renderer};
use crate::ui::announcer::Announcer;
use crate::ui::console::Console;
use crate::ui::text::Arg;
use std::io::{Read, Write};
use std::net::TcpListener;
use std::path::{Path, PathBuf};
use std::time::Duration;

/// Why `fair-play` failed.
#[derive(Debug, thiserror::Error)]
pub enum FairPlayError {
    /// The running binary cannot be read for its hash.
    #[error("cannot read this program ({path}) for its SHA-256: {source}")]
    Binary {
        /// The binary's path.
        path: PathBuf,
        /// Why.
        #[source]
        source: std::io::Error,
    },
    /// The process to check cannot be read.
    #[error(transparent)]
    Inspect(#[from] inspect::InspectError),
    /// The process checked differs from the statement.
    #[error("process {pid} does not match the statement: {count} difference(s), listed above")]
    Differs {
        /// The process.
        pid: u32,
        /// How many differences.
        count: usize,
    },
    /// The PDF cannot be made.
    #[error("the large-print statement {}: {why}", .path.display())]
    Pdf {
        /// Where it was to go.
        path: PathBuf,
        /// Why.
        why: crate::sheet::pdf::PdfError,
    },
    /// The PDF cannot be written.
    #[error("the large-print statement {}: {why}", .path.display())]
    PdfFile {
        /// Where it was to go.
        path: PathBuf,
        /// Why.
        why: std::io::Error,
    },
}

/// Runs `fair-play`: the statement, or with `--check PID` the check of a running game.
pub fn run(args: &FairPlayArgs, settings: &Settings) -> Result<(), FairPlayError> {
    let announcer = Announcer::unechoed(settings);
    let tell = |phrase: &Phrase| {
        if !announcer.prints() {
            println!("{}", announcer.text(phrase));
        }
        announcer.reply(phrase);
    };
    let result = match args.check {
        Some(pid) => check(pid, &tell, Console::new(settings)),
        None => statement(args, settings, &announcer, &tell),
    };
    announcer.finish(Duration::from_secs(60));
    result
}

/// The SHA-256 of the file at `path`, in hex.
pub fn sha256_of(path: &Path) -> std::io::Result<String> {
    use sha2::{Digest, Sha256};
    let mut file = std::fs::File::open(path)?;
    let mut hasher = Sha256::new();
    let mut buf = vec![0u8; 1 << 16];
    loop {
        let n = file.read(&mut buf)?;
        if n == 0 {
            break;
        }
        hasher.update(&buf[..n]);
    }
    Ok(hasher
        .finalize()
        .iter()
        .map(|b| format!("{b:02x}"))
        .collect())
}

/// The running binary's SHA-256.
fn own_hash() -> Result<String, FairPlayError> {
    let path = PathBuf::from("/proc/self/exe");
    sha256_of(&path).map_err(|source| FairPlayError::Binary { path, source })
}

/// The statement: this process confines itself as a game does, then reports what the kernel shows and what
/// the probes met. A PDF asked for is opened first (the confined process could not make it).
fn statement(
    args: &FairPlayArgs,
    settings: &Settings,
    announcer: &Announcer,
    tell: &dyn Fn(&Phrase),
) -> Result<(), FairPlayError> {
    let hash = own_hash()?;
    // The game's particulars for the large print, read while the games folder may still be read.
    let tags = if args.pdf.is_some() {
        todays_game(settings)
    } else {
        Vec::new()
    };
    let pdf_file = match &args.pdf {
        Some(path) => Some(
            std::fs::File::create(path).map_err(|why| FairPlayError::PdfFile {
                path: path.clone(),
                why,
            })?,
        ),
        None => None,
    };
    // The listener the probe tries to reach, opened while that is still allowed.
    let listener = TcpListener::bind("127.0.0.1:0").ok();
    let games = crate::live::games_dir(settings);
    let confinement =
        confine::confine(&crate::live::confine::game_policy(settings).with_writable(&games));
    let status = std::fs::read_to_string("/proc/self/status").unwrap_or_default();
    let outside = std::env::temp_dir();
    let probes = listener
        .as_ref()
        .and_then(|l| l.local_addr().ok())
        .map(|addr| probe::run(addr, &outside));
    let mut lines = vec![FairLine::Binary {
        version: env!("CARGO_PKG_VERSION").to_string(),
        start: hash.chars().take(8).collect(),
    }];
    lines.push(FairLine::Kernel {
        seccomp: inspect::status_field(&status, "Seccomp") == Some(2),
        no_new_privs: inspect::status_field(&status, "NoNewPrivs") == Some(1),
        landlock: if confinement.threads.confined > 0 {
            confinement.landlock_abi
        } else {
            0
        },
        confined: confinement.threads.confined as u64,
        threads: confinement.threads.threads as u64,
    });
    for (what, outcome) in probes.iter().flat_map(|p| p.each()) {
        let refused = *outcome == probe::KernelAnswer::Refused;
        lines.push(FairLine::Probe { what, refused });
    }
    lines.extend(promises(args.broadcast));
    let missing = confinement.missing();
    if !missing.is_empty() {
        lines.push(FairLine::Missing(missing));
    }
    let hash_line = format!("SHA-256: {hash}");
    println!("{hash_line}");
    for line in &lines {
        tell(&Phrase::FairPlay(line.clone()));
    }
    if let (Some(file), Some(path)) = (pdf_file, &args.pdf) {
        let mut texts: Vec<String> = lines
            .iter()
            .map(|l| announcer.text(&Phrase::FairPlay(l.clone())))
            .collect();
        texts.insert(1, format!("SHA-256: {}", grouped(&hash)));
        let blocks = form(
            &texts,
            &hash,
            &tags,
            crate::live::files::wall_clock(),
            settings,
        );
        write_pdf(file, path, &blocks, args, settings)?;
    }
    Ok(())
}

/// The statement's promises: the broadcast table and the relay's limit when the sighted board comes through
/// one, then what the program never does and how to check it.
fn promises(broadcast: bool) -> Vec<FairLine> {
    let table = [FairLine::Broadcast, FairLine::RelayLimit];
    let always = [
        FairLine::NoEngine,
        FairLine::NoLegality,
        FairLine::HowToCheck,
        FairLine::HowToHash,
    ];
    let table = table.into_iter().filter(|_| broadcast);
    table.chain(always).collect()
}

/// The hex digits of a hash in groups of eight, so that the large print can wrap it between groups.
fn grouped(hex: &str) -> String {
    let chars: Vec<char> = hex.chars().collect();
    chars
        .chunks(8)
        .map(|group| group.iter().collect::<String>())
        .collect::<Vec<_>>()
        .join(" ")
}

/// A hash's first and last groups of eight hex digits, with an ellipsis between them.
fn ends(hex: &str) -> String {
    let chars: Vec<char> = hex.chars().collect();
    let (first, last) = (chars.len().min(8), chars.len().saturating_sub(8));
    let head: String = chars[..first].iter().collect();
    let tail: String = chars[last.max(first)..].iter().collect();
    format!("{head} \u{2026} {tail}")
}

/// The tags of the newest game in the games folder when it was started today (UTC): a statement signed
/// today is about today's game; an older one's players would be wrong, and the lines are left to fill in.
fn todays_game(settings: &Settings) -> Vec<(String, String)> {
    let games = crate::live::games_dir(settings);
    let Some(journal) = crate::live::newest_journal(&games) else {
        return Vec::new();
    };
    let now = crate::live::files::wall_clock();
    let today = format!("{:04}.{:02}.{:02}", now.year, now.month, now.day);
    pgn::read_file(&journal.with_extension("pgn"))
        .ok()
        .and_then(|games| games.into_iter().next())
        .and_then(Result::ok)
        .filter(|game| game.tag("Date") == Some(today.as_str()))
        .map(|game| game.tags)
        .unwrap_or_default()
}

/// The large-print statement: the title, when it was made, the game's particulars from `tags` (or lines to
/// fill in), the statement's `texts` one paragraph each, and the arbiter's name and signature to write,
/// kept on one page with the hash's first and last groups, the date and the event again, so that the page
/// signed cannot be parted from its statement unseen.
fn form(
    texts: &[String],
    hash: &str,
    tags: &[(String, String)],
    now: UtcTime,
    settings: &Settings,
) -> Vec<Block> {
    let renderer = Renderer::from_settings(settings);
    let word = |w: FormWord| {
        renderer
            .try_render_msg(&fair_phrase::form_word(w))
            .map(|u| u.text())
            .unwrap_or_default()
    };
    let labels = crate::sheet::Labels::new(settings.locale);
    let tag = |name: &str| {
        crate::sheet::known(
            tags.iter()
                .find(|(n, _)| n == name)
                .map(|(_, v)| v.as_str()),
        )
    };
    // The date, the time and its unit are one word to the layout: "UTC" never stands alone on a line.
    let when = format!(
        "{:04}-{:02}-{:02}{NO_BREAK}{:02}:{:02}{NO_BREAK}UTC",
        now.year, now.month, now.day, now.hour, now.minute
    );
    let dated = Block::Field {
        label: word(FormWord::When),
        value: Some(when),
    };
    let mut blocks = vec![Block::Paragraph(word(FormWord::Title)), dated.clone()];
    for (label, name) in [
        (labels.event.clone(), "Event"),
        (labels.round, "Round"),
        (word(FormWord::Board), "Board"),
        (labels.white, "White"),
        (labels.black, "Black"),
    ] {
        blocks.push(Block::Field {
            label,
            value: tag(name),
        });
    }
    blocks.push(Block::Paragraph(String::new()));
    blocks.extend(texts.iter().cloned().map(Block::Paragraph));
    blocks.push(Block::Together(vec![
        Block::Field {
            label: "SHA-256".to_string(),
            value: Some(ends(hash)),
        },
        dated,
        Block::Field {
            label: labels.event.clone(),
            value: tag("Event"),
        },
        Block::Signatures(vec![
            word(FormWord::ArbiterName),
            word(FormWord::ArbiterSignature),
        ]),
    ]));
    blocks
}

/// Writes the statement's `blocks` as large print into `file` (opened at `path` before the confinement).
fn write_pdf(
    mut file: std::fs::File,
    path: &Path,
    blocks: &[Block],
    args: &FairPlayArgs,
    settings: &Settings,
) -> Result<(), FairPlayError> {
    let page = crate::sheet::Labels::new(settings.locale).page;
    let bytes = crate::sheet::pdf::form(
        "pegchess fair play",
        settings.locale.name(),
        blocks,
        args.paper,
        &page,
    )
    .map_err(|why| FairPlayError::Pdf {
        path: path.to_path_buf(),
        why,
    })?;
    file.write_all(&bytes)
        .and_then(|()| file.sync_all())
        .map_err(|why| FairPlayError::PdfFile {
            path: path.to_path_buf(),
            why,
        })
}

/// `--check PID`: prints what `/proc` shows of the process and whether it matches the statement; a process
/// that runs another program than pegchess is said to be so first.
fn check(pid: u32, tell: &dyn Fn(&Phrase), console: Console) -> Result<(), FairPlayError> {
    let pid64 = u64::from(pid);
    let program = PathBuf::from(format!("/proc/{pid}/exe"));
    let (theirs, ours) = (sha256_of(&program), own_hash());
    let same = matches!((&theirs, &ours), (Ok(t), Ok(o)) if t == o);
    if let Some(program) = other_program(pid, same) {
        tell(&Phrase::FairPlay(FairLine::NotPegchess {
            pid: pid64,
            program,
        }));
    }
    let seen = inspect::inspect(pid)?;
    let mut differences: Vec<String> = seen.breaches().iter().map(|b| breach(console, b)).collect();
    match theirs {
        Ok(theirs) => {
            let id = if same {
                "console-fair-program-same"
            } else {
                "console-fair-program"
            };
            console.line(id, &[("hash", theirs.into())]);
            if !same {
                differences.push(console.text("console-fair-other-program", &[]));
            }
        }
        Err(e) => differences
            .push(console.text("console-fair-unreadable", &[("why", e.to_string().into())])),
    }
    print_inspection(console, &seen);
    for d in differences.iter().cloned() {
        console.line("console-fair-differs", &[("difference", d.into())]);
    }
    if differences.is_empty() {
        tell(&Phrase::FairPlay(FairLine::CheckMatches { pid: pid64 }));
        Ok(())
    } else {
        let count = differences.len();
        tell(&Phrase::FairPlay(FairLine::CheckFails {
            pid: pid64,
            count: count as u64,
        }));
        Err(FairPlayError::Differs { pid, count })
    }
}

/// The program process `pid` runs, when it is not pegchess: not this binary (`same` is false) and a file
/// whose name is not pegchess's (another build of pegchess is not said to be another program). `None`
/// when it cannot be read.
fn other_program(pid: u32, same: bool) -> Option<String> {
    if same {
        return None;
    }
    let target = std::fs::read_link(format!("/proc/{pid}/exe")).ok()?;
    let name = target.file_name()?.to_string_lossy();
    (!name.starts_with(env!("CARGO_PKG_NAME"))).then(|| target.display().to_string())
}

/// One way the process differs from the statement, in the console's words.
fn breach(console: Console, b: &Breach) -> String {
    let number = |n: u64| Arg::Text(n.to_string());
    match b {
        Breach::NoFilter(tid) => console.text(
            "console-fair-no-filter",
            &[("thread", number(u64::from(*tid)))],
        ),
        Breach::NoNewPrivs(tid) => console.text(
            "console-fair-no-new-privs",
            &[("thread", number(u64::from(*tid)))],
        ),
        Breach::Socket(s) => console.text(
            "console-fair-open-socket",
            &[("table", s.table.into()), ("inode", number(s.inode))],
        ),
    }
}

/// The threads' protections, the sockets and the files, one line each.
fn print_inspection(console: Console, seen: &Inspection) {
    let shown = |v: Option<u32>| Arg::Text(v.map_or("?".to_string(), |v| v.to_string()));
    for t in &seen.tasks {
        console.line(
            "console-fair-thread",
            &[
                ("thread", t.tid.to_string().into()),
                ("seccomp", shown(t.seccomp)),
                ("nonewprivs", shown(t.no_new_privs)),
            ],
        );
    }
    for s in &seen.sockets {
        console.line(
            "console-fair-socket",
            &[
                ("inode", s.inode.to_string().into()),
                ("table", s.table.into()),
                ("path", s.path.clone().into()),
            ],
        );
    }
    for f in &seen.files {
        let id = if f.writing {
            "console-fair-file-writing"
        } else {
            "console-fair-file-reading"
        };
        console.line(id, &[("path", f.path.clone().into())]);
    }
}
