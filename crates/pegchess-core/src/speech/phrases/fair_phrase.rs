//! What is said about fair play (`pegchess fair-play`, a game's start on a kernel that lacks a protection):
//! the statement's lines for the arbiter, as language-free values, and their messages.

use super::message::{Arg, Msg, list};
use crate::protection::Protection;

/// One line of the fair-play statement, or of a check.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum FairLine {
    /// The version, and the first characters of the running binary's SHA-256 (the whole is printed).
    Binary {
        /// The version.
        version: String,
        /// The first characters of the SHA-256, in hex.
        start: String,
    },
    /// What the kernel enforces on this process, as its status shows it.
    Kernel {
        /// `Seccomp: 2`.
        seccomp: bool,
        /// `NoNewPrivs: 1`.
        no_new_privs: bool,
        /// The Landlock ABI in force (0: none).
        landlock: u32,
        /// The threads confined by Landlock.
        confined: u64,
        /// The threads of the process.
        threads: u64,
    },
    /// One attempt of a cheating aid, and whether the kernel refused it.
    Probe {
        /// What was tried: `tcp`, `udp`, `write` or `shell`.
        what: &'static str,
        /// Whether it was refused.
        refused: bool,
    },
    /// The table: the sighted player's board comes through a broadcast relay (`pegchess relay`).
    Broadcast,
    /// The relay's limit: one board, never a second, and only LiveChess's board list and that board's events.
    RelayLimit,
    /// The program has no engine and never evaluates or suggests.
    NoEngine,
    /// Legality is never said before a move is completed (11.3.1).
    NoLegality,
    /// How to check a running game.
    HowToCheck,
    /// How to check the program itself.
    HowToHash,
    /// Protections this computer lacks (the game goes on without them).
    Missing(Vec<Protection>),
    /// `--check`: the process is confined as stated.
    CheckMatches {
        /// The process checked.
        pid: u64,
    },
    /// `--check`: the process runs another program than pegchess (said first).
    NotPegchess {
        /// The process checked.
        pid: u64,
        /// The program it runs (its file's name).
        program: String,
    },
    /// `--check`: the process differs from the statement.
    CheckFails {
        /// The process checked.
        pid: u64,
        /// How many differences.
        count: u64,
    },
}

/// The message of one line.
pub(crate) fn compose(line: &FairLine) -> Msg {
    let yes = |b: bool| Arg::Key(if b { "yes" } else { "no" });
    match line {
        FairLine::Binary { version, start } => Msg::new("fair-binary")
            .arg("version", Arg::Text(version.clone()))
            .arg("start", Arg::Text(start.clone())),
        FairLine::Kernel {
            seccomp,
            no_new_privs,
            landlock,
            confined,
            threads,
        } => Msg::new("fair-kernel")
            .arg("seccomp", yes(*seccomp))
            .arg("nnp", yes(*no_new_privs))
            .arg("abi", Arg::Number(u64::from(*landlock)))
            .arg("confined", Arg::Number(*confined))
            .arg("threads", Arg::Number(*threads)),
        FairLine::Probe { what, refused } => Msg::new("fair-probe")
            .arg("what", Arg::Key(what))
            .arg("refused", yes(*refused)),
        FairLine::Broadcast => Msg::new("fair-broadcast"),
        FairLine::RelayLimit => Msg::new("fair-relay-limit"),
        FairLine::NoEngine => Msg::new("fair-no-engine"),
        FairLine::NoLegality => Msg::new("fair-no-legality"),
        FairLine::HowToCheck => Msg::new("fair-how-to-check"),
        FairLine::HowToHash => Msg::new("fair-how-to-hash"),
        FairLine::Missing(missing) => Msg::new("fair-missing").sub("what", protections(missing)),
        FairLine::NotPegchess { pid, program } => Msg::new("fair-check-not-pegchess")
            .arg("pid", Arg::Number(*pid))
            .arg("program", Arg::Text(program.clone())),
        FairLine::CheckMatches { pid } => Msg::new("fair-check-ok").arg("pid", Arg::Number(*pid)),
        FairLine::CheckFails { pid, count } => Msg::new("fair-check-failed")
            .arg("pid", Arg::Number(*pid))
            .arg("count", Arg::Number(*count)),
    }
}

/// The protections named, "a, b and c".
pub fn protections(missing: &[Protection]) -> Msg {
    let items = missing
        .iter()
        .map(|p| Msg::new("fair-protection").arg("what", Arg::Key(p.key())))
        .collect();
    list(items, "join-comma", "join-and")
}

/// A word of the large-print statement the arbiter signs (its other labels are the score sheet's).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum FormWord {
    /// The statement's title.
    Title,
    /// "Date and time".
    When,
    /// "Board", the board number.
    Board,
    /// The arbiter's name, written by hand.
    ArbiterName,
    /// The arbiter's signature.
    ArbiterSignature,
}

/// The message of a word of the statement's form.
pub fn form_word(word: FormWord) -> Msg {
    Msg::new(match word {
        FormWord::Title => "fair-form-title",
        FormWord::When => "fair-form-when",
        FormWord::Board => "fair-form-board",
        FormWord::ArbiterName => "fair-form-arbiter",
        FormWord::ArbiterSignature => "fair-form-signature",
    })
}
