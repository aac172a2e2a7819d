//! The arbiter's console (D.2.9), a front end on text: `arbiter compare` prints the report without questions;
//! the console on stdin and stdout loads the record, reads the sighted player's score sheet (a file, or typed
//! line by line), asks for the boards when it must, prints the report and offers to apply the decision (to a
//! game's journal, or as the retraced record written beside a PGN record). The case itself is decided in
//! `ruling/`.

use crate::config::Settings;
use crate::config::cli::ArbiterArgs;
use crate::game::journal;
use crate::game::pgn::write_atomically;
use crate::notation::Language;
use crate::ruling::{
    LoadedRecord, applies, decide, journal_decision, load_record, load_sheet, read_beside_blind,
    read_third, typed_sheet,
};
use crate::sheet::blind_file;
use crate::sync::compare::{Illegal, Observed, SheetEntry};
use crate::sync::decision::{Decision, Verdict};
use crate::sync::retrace::corrected_pgn;
use crate::sync::scoresheet::{Sheet, is_illegal};
use crate::ui::errors::sheet_reading::record_note;
use crate::ui::report::decision::text as decision_text;
use crate::ui::report::{BlindPart, console as report, entry, problem as problem_text, read_lines};
use crate::ui::text::{Arg, Texts};
use crate::words::Reader;
use shakmaty::Board;
use std::io::{self, BufRead, Write};
use std::path::Path;

/// What the console's work returns: done, or why not.
type ConsoleResult = Result<(), ConsoleError>;

/// The words and the move letters the report is printed in: the player's language and notation, or stable
/// English with English SAN (`--porcelain`), whatever letters the sheets were read in.
pub fn output(settings: &Settings) -> (Texts, Language) {
    let console = crate::ui::console::Console::new(settings);
    (Texts::new(console.language()), console.notation())
}

/// The letters the sighted player's sheet is read in: the notation, and whether `--notation` named it on the
/// command line (then it applies to every sheet, whatever its file's name).
fn letters_asked(settings: &Settings) -> (Language, bool) {
    let args: Vec<std::ffi::OsString> = std::env::args_os().collect();
    let named = crate::config::Cli::try_parse_from_args(&args)
        .is_ok_and(|cli| cli.global.keys.notation.is_some());
    (settings.notation, named)
}

/// `arbiter compare`: the report of the record, the sighted player's sheet and, if given, the blind player's.
pub fn compare_report(
    record: &Path,
    scoresheet: &Path,
    blind: Option<&Path>,
    braille_language: Option<Language>,
    settings: &Settings,
) -> ConsoleResult {
    let record = load_record(record, settings)?;
    let read = load_sheet(scoresheet, letters_asked(settings), &record.sheet)?;
    let observed = Observed {
        peg: record.peg.clone(),
        sighted: None,
    };
    let reading = blind_file::reading(settings, braille_language);
    let third = read_third(blind, reading, &record, &read.sheet)?;
    let blind_moves = third.as_ref().map(|t| &t.sheet);
    let read = read_beside_blind(scoresheet, letters_asked(settings), read, blind_moves);
    let c = decide(&record, &read.sheet, third.as_ref(), &observed)?;
    let (texts, edition) = output(settings);
    let part = third.as_ref().map(|t| BlindPart::of(t, reading, &texts));
    print!("{}", report(&c, part.as_ref(), edition, &texts));
    for line in read_lines(&read, edition, &texts) {
        println!("{}", line.console());
    }
    let console = crate::ui::console::Console::new(settings);
    for note in &record.notes {
        console.line(
            "console-arbiter-note",
            &[("note", record_note(note, console).into())],
        );
    }
    Ok(())
}

/// The console's two ends and its words, in the player's language (`--locale`).
pub struct ArbiterIo<'a> {
    /// What the arbiter types.
    pub input: &'a mut dyn BufRead,
    /// What the arbiter reads.
    pub out: &'a mut dyn Write,
    /// The words.
    pub texts: &'a Texts,
}

impl ArbiterIo<'_> {
    /// A line from the console after `prompt`; `None` at end of input.
    fn ask(&mut self, prompt: &str) -> io::Result<Option<String>> {
        write!(self.out, "{prompt} ")?;
        self.out.flush()?;
        let mut line = String::new();
        if self.input.read_line(&mut line)? == 0 {
            writeln!(self.out)?;
            return Ok(None);
        }
        Ok(Some(line.trim().to_string()))
    }

    /// A yes or no, in the language's words or in English; `None` at end of input.
    fn yes_no(&mut self, question: &str) -> io::Result<Option<bool>> {
        let words = |id: &str, english: [&str; 2]| -> Vec<String> {
            let listed = self.texts.get(id);
            let mut words: Vec<String> =
                listed.split(',').map(|w| w.trim().to_lowercase()).collect();
            words.extend(english.iter().map(|w| w.to_string()));
            words
        };
        let yes = words("arbiter-console-yes", ["y", "yes"]);
        let no = words("arbiter-console-no", ["n", "no"]);
        let prompt = format!("{question} {}", self.texts.get("arbiter-console-yes-no"));
        loop {
            match self.ask(&prompt)? {
                None => return Ok(None),
                Some(a) => {
                    let a = a.to_lowercase();
                    if yes.contains(&a) {
                        return Ok(Some(true));
                    }
                    if no.contains(&a) {
                        return Ok(Some(false));
                    }
                    let again = self
                        .texts
                        .with("arbiter-console-not-an-answer", &[("text", a.into())]);
                    self.say(&again)?;
                }
            }
        }
    }

    /// One line of the console's own.
    fn say(&mut self, line: &str) -> io::Result<()> {
        writeln!(self.out, "{line}")
    }

    /// The message `id` with `args`, as one line.
    fn line(&mut self, id: &str, args: &[(&str, Arg)]) -> io::Result<()> {
        let line = self.texts.with(id, args);
        self.say(&line)
    }
}

/// The interactive console on the record at `path`; end of input quits at any question.
pub fn console(
    args: &ArbiterArgs,
    path: &Path,
    settings: &Settings,
    io: &mut ArbiterIo<'_>,
) -> ConsoleResult {
    let record = load_record(path, settings)?;
    let (_, edition) = output(settings);
    introduce(&record, edition, settings, io)?;
    let read = match (&args.scoresheet, &record.eboard) {
        (Some(p), _) => Some(load_sheet(p, letters_asked(settings), &record.sheet)?),
        (None, Some((sheet, _))) => {
            io.line(
                "arbiter-console-eboard",
                &[("plies", sheet.moves().len().into())],
            )?;
            None
        }
        (None, None) => match type_scoresheet(&record.sheet, settings, io)? {
            Some(sheet) => Some(typed_sheet(sheet, settings.notation)),
            None => return Ok(()),
        },
    };
    let sheet = match (&read, &record.eboard) {
        (Some(r), _) => r.sheet.clone(),
        (None, Some((sheet, _))) => sheet.clone(),
        (None, None) => return Ok(()),
    };
    let mut observed = Observed {
        peg: record.peg.clone(),
        sighted: record.eboard.as_ref().map(|(_, board)| board.clone()),
    };
    let reading = blind_file::reading(settings, args.braille_language);
    let third = read_third(args.blind.as_deref(), reading, &record, &sheet)?;
    // A sheet file whose reading stopped at an entry fitting two moves, read again beside the blind sheet.
    let (read, sheet) = match (read, &args.scoresheet) {
        (Some(r), Some(path)) => {
            let blind_moves = third.as_ref().map(|t| &t.sheet);
            let r = read_beside_blind(path, letters_asked(settings), r, blind_moves);
            let sheet = r.sheet.clone();
            (Some(r), sheet)
        }
        (read, _) => (read, sheet),
    };
    let mut c = decide(&record, &sheet, third.as_ref(), &observed)?;
    // Where the sheets correspond as far as each goes and a board's position is not known, which board is
    // wrong is known only from the boards themselves.
    if c.decision.needs_boards() {
        if !ask_boards(c.decision.verdict, &mut observed, io)? {
            return Ok(());
        }
        c = decide(&record, &sheet, third.as_ref(), &observed)?;
    }
    let part = third.as_ref().map(|t| BlindPart::of(t, reading, io.texts));
    write!(io.out, "{}", report(&c, part.as_ref(), edition, io.texts))?;
    // How the sighted player's sheet was read (the e-board's moves need no letters).
    if let Some(read) = &read {
        for line in read_lines(read, edition, io.texts) {
            writeln!(io.out, "{}", line.console())?;
        }
    }
    offer(&record, &c.decision, &c.illegal, edition, io)
}

/// The console's title, the record it compares (its length and last move) and the record's notes.
fn introduce(
    record: &LoadedRecord,
    edition: Language,
    settings: &Settings,
    io: &mut ArbiterIo<'_>,
) -> io::Result<()> {
    let n = record.sheet.moves().len();
    io.line("arbiter-console-title", &[])?;
    let shown = record.path.display().to_string();
    let last = n
        .checked_sub(1)
        .and_then(|p| SheetEntry::entry(&record.sheet, p));
    match last {
        Some(e) => {
            let last = entry(&e, edition);
            let args = [
                ("path", shown.into()),
                ("plies", n.into()),
                ("last", last.into()),
            ];
            io.line("arbiter-console-record-last", &args)?;
        }
        None => io.line(
            "arbiter-console-record",
            &[("path", shown.into()), ("plies", n.into())],
        )?,
    }
    let console = crate::ui::console::Console::new(settings);
    for note in &record.notes {
        io.say(&console.text(
            "console-arbiter-note",
            &[("note", record_note(note, console).into())],
        ))?;
    }
    Ok(())
}

/// When the sheets correspond (entirely, or as far as each goes: `verdict`), asks for each board not yet seen
/// (FEN piece placement; an empty line skips); `false` at end of input.
fn ask_boards(
    verdict: Verdict,
    observed: &mut Observed,
    io: &mut ArbiterIo<'_>,
) -> io::Result<bool> {
    let example = "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR";
    let id = match verdict {
        Verdict::AsFarAsTheyGo => "arbiter-console-sheets-agree-as-far",
        _ => "arbiter-console-sheets-agree",
    };
    io.line(id, &[("example", example.into())])?;
    for (board, prompt) in [
        (&mut observed.peg, "arbiter-console-peg-board"),
        (&mut observed.sighted, "arbiter-console-sighted-board"),
    ] {
        if board.is_none() {
            match ask_board(io, prompt)? {
                None => return Ok(false),
                Some(b) => *board = b,
            }
        }
    }
    Ok(true)
}

/// Reads the score sheet typed half-move by half-move; `None` at end of input.
fn type_scoresheet(
    record: &Sheet,
    settings: &Settings,
    io: &mut ArbiterIo<'_>,
) -> io::Result<Option<Sheet>> {
    let reader = Reader::new(settings.scheme, settings.locale, settings.notation);
    let undo = io.texts.get("arbiter-console-undo");
    let edition = reader.edition().to_string();
    io.line(
        "arbiter-console-type-sheet",
        &[("edition", edition.into()), ("undo", undo.clone().into())],
    )?;
    let mut sheet = Sheet::new(record.start().clone());
    loop {
        let Some(text) = io.ask(&sheet.next_number().to_string())? else {
            return Ok(None);
        };
        if text.is_empty() {
            return Ok(Some(sheet));
        }
        if text.eq_ignore_ascii_case("undo") || text.to_lowercase() == undo.to_lowercase() {
            if !sheet.pop() {
                io.line("arbiter-console-nothing-to-undo", &[])?;
            }
            continue;
        }
        let pos = sheet.position();
        match reader.read_move(&text, &pos) {
            Ok(mv) => sheet.push(mv, text, None),
            Err(problem) if is_illegal(&problem) => {
                io.say(&format!("{}.", problem_text(&problem, io.texts)))?;
                let question = io.texts.get("arbiter-console-illegal-question");
                match io.yes_no(&question)? {
                    None => return Ok(None),
                    Some(true) => {
                        sheet.mark_illegal(text, problem);
                        io.line("arbiter-console-illegal-stops", &[])?;
                        return Ok(Some(sheet));
                    }
                    Some(false) => io.line("arbiter-console-again", &[])?,
                }
            }
            Err(problem) => io.line(
                "arbiter-console-not-taken",
                &[("problem", problem_text(&problem, io.texts).into())],
            )?,
        }
    }
}

/// A board's position typed as FEN piece placement after the prompt `prompt` (a message id):
/// `Some(None)` when skipped, `None` at end of input.
fn ask_board(io: &mut ArbiterIo<'_>, prompt: &str) -> io::Result<Option<Option<Board>>> {
    let prompt = io.texts.get(prompt);
    loop {
        let Some(text) = io.ask(&prompt)? else {
            return Ok(None);
        };
        if text.is_empty() {
            return Ok(Some(None));
        }
        let placement = text.split_whitespace().next().unwrap_or_default();
        match placement.parse::<Board>() {
            Ok(board) => return Ok(Some(Some(board))),
            Err(e) => {
                let args = [
                    ("text", placement.into()),
                    ("problem", e.to_string().into()),
                ];
                io.line("arbiter-console-not-fen", &args)?
            }
        }
    }
}

/// Offers to apply the decision: appended to a game's journal, or the retraced record written beside a PGN
/// record, with the decision as an arbiter comment.
fn offer(
    record: &LoadedRecord,
    d: &Decision,
    illegal: &[Illegal],
    edition: Language,
    io: &mut ArbiterIo<'_>,
) -> ConsoleResult {
    if !applies(d, record.sheet.moves().len()) {
        io.line("arbiter-console-nothing-to-apply", &[])?;
        return Ok(());
    }
    let at = d
        .last
        .as_ref()
        .map_or_else(|| io.texts.get("window-the-start"), |e| entry(e, edition));
    let shown = |path: &Path| Arg::from(path.display().to_string());
    if record.path.extension().is_some_and(|e| e == "journal") {
        if let Some(open) = journal::in_use(&record.path) {
            io.line("arbiter-console-open", &[("why", open.to_string().into())])?;
            return Ok(());
        }
        let question = io.texts.with(
            "arbiter-console-apply-journal",
            &[("at", at.clone().into())],
        );
        match io.yes_no(&question)? {
            Some(true) => {
                journal_decision(&record.path, d)?;
                let args = [("path", shown(&record.path)), ("at", at.into())];
                io.line("arbiter-console-applied", &args)?;
            }
            Some(false) => io.line("arbiter-console-nothing-applied", &[])?,
            None => {}
        }
        return Ok(());
    }
    let target = record.path.with_extension("arbiter.pgn");
    let args = [("at", at.into()), ("path", shown(&target))];
    let question = io.texts.with("arbiter-console-apply-pgn", &args);
    match io.yes_no(&question)? {
        Some(true) => {
            // The PGN is English SAN, its comment too, whatever the console's letters.
            let english = decision_text(d, illegal, Language::En, &Texts::new(Language::En));
            let pgn = corrected_pgn(&record.sheet, d, &record.rules, &english);
            write_atomically(&target, &pgn).map_err(|why| ConsoleError::Write {
                path: target.clone(),
                why,
            })?;
            io.line("arbiter-console-written", &[("path", shown(&target))])?;
        }
        Some(false) => io.line("arbiter-console-nothing-written", &[])?,
        None => {}
    }
    Ok(())
}

/// Why the arbiter's console or its report stopped.
#[derive(Debug, thiserror::Error)]
pub enum ConsoleError {
    /// The record or the sighted player's score sheet cannot be read.
    #[error(transparent)]
    Decision(#[from] crate::ruling::DecisionError),
    /// The score sheet starts elsewhere than the record.
    #[error(transparent)]
    Start(#[from] crate::sync::compare::DifferentStart),
    /// The blind player's score sheet cannot be read.
    #[error(transparent)]
    Blind(#[from] blind_file::BlindSheetError),
    /// The decision cannot be appended to the game's journal.
    #[error(transparent)]
    Journal(#[from] journal::JournalError),
    /// The console's own input or output failed.
    #[error(transparent)]
    Io(#[from] io::Error),
    /// The retraced record cannot be written.
    #[error("cannot write {}: {why}", .path.display())]
    Write {
        /// The file.
        path: std::path::PathBuf,
        /// Why.
        why: std::io::Error,
    },
}

/// At a terminal, when `--blind` is not given, the arbiter's console asks for the blind player's sheet
/// first (an empty line, or the end of input, goes on without it); elsewhere `args` stay as they are.
pub fn ask_for_blind(
    args: &crate::config::cli::ArbiterArgs,
    at_terminal: bool,
    texts: &Texts,
    input: &mut dyn std::io::BufRead,
    out: &mut dyn std::io::Write,
) -> std::io::Result<crate::config::cli::ArbiterArgs> {
    let mut args = args.clone();
    if !at_terminal || args.blind.is_some() || args.action.is_some() {
        return Ok(args);
    }
    write!(out, "{} ", texts.get("arbiter-console-blind-prompt"))?;
    out.flush()?;
    let mut line = String::new();
    input.read_line(&mut line)?;
    let path = line.trim();
    if !path.is_empty() {
        args.blind = Some(std::path::PathBuf::from(path));
    }
    Ok(args)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::config::cli::ArbiterArgs;

    #[test]
    fn the_console_asks_for_the_blind_sheet_only_at_a_terminal() {
        let args = ArbiterArgs {
            action: None,
            record: None,
            scoresheet: None,
            blind: None,
            braille_language: None,
        };
        let texts = Texts::new(crate::notation::Language::En);
        let mut out = Vec::new();
        let asked = ask_for_blind(&args, true, &texts, &mut &b"blind.brf\n"[..], &mut out).unwrap();
        assert_eq!(asked.blind.as_deref(), Some(Path::new("blind.brf")));
        assert!(
            String::from_utf8(out)
                .unwrap()
                .contains("Braille score sheet")
        );
        let mut out = Vec::new();
        let piped =
            ask_for_blind(&args, false, &texts, &mut &b"blind.brf\n"[..], &mut out).unwrap();
        assert_eq!(piped.blind, None);
        assert!(out.is_empty());
        let none = ask_for_blind(&args, true, &texts, &mut &b"\n"[..], &mut Vec::new()).unwrap();
        assert_eq!(none.blind, None);
    }
}
