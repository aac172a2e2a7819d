//! `pegchess arbiter`: the arbiter's console and score-sheet comparison (D.2.9).
//!
//! `arbiter compare` prints the report without questions. `arbiter` alone is a console on stdin and
//! stdout: it loads the record, reads the sighted player's score sheet (a file, or typed line by line),
//! prints the report and offers to write the retraced record as PGN beside the record.

use super::CommandResult;
use super::blind_sheet::{self, three_sheet_text};
use crate::config::Settings;
use crate::config::cli::{ArbiterAction, ArbiterArgs};
use crate::game::journal::{self, Journal};
use crate::game::pgn::write_atomically;
use crate::live::{games_dir, newest_journal};
use crate::phonetic::Language;
use crate::session::Event;
use crate::session::rebuild::{Recovered, rebuild};
use crate::sync::compare::{Comparison, Observed, Rules, compare};
use crate::sync::retrace::corrected_pgn;
use crate::sync::scoresheet::{MoveNumber, Sheet, is_illegal, read_pgn};
use crate::ui::decision::{
    DecisionError, LoadedRecord, decision_commands, from_session, load_scoresheet, settings_rules,
};
use crate::ui::report::{console as report, decision, entry};
use crate::ui::text::Texts;
use crate::words::Reader;
use shakmaty::Board;
use std::io::{self, BufRead, IsTerminal, Write};
use std::path::Path;
use std::time::Duration;

/// Runs `arbiter`.
pub fn run(args: &ArbiterArgs, settings: &Settings) -> CommandResult {
    match &args.action {
        Some(ArbiterAction::Compare {
            record,
            scoresheet,
            blind,
            braille_language,
        }) => {
            let record = load_record(record, settings)?;
            let sheet = load_scoresheet(scoresheet, settings.notation, &record.sheet)?;
            let observed = Observed {
                peg: record.peg.clone(),
                sighted: None,
            };
            let c = compare(&record.sheet, &sheet, &observed, &record.rules)?;
            let texts = Texts::new(settings.locale);
            print!("{}", report(&c, settings.notation, &texts));
            let reading = blind_sheet::reading(settings, *braille_language);
            let blind = blind.as_deref();
            let text = three_sheet_text(blind, reading, &record, &sheet, &c, &observed, &texts)?;
            print!("{text}");
            for note in &record.notes {
                println!("note: {note}");
            }
            Ok(())
        }
        None => {
            let stdin = io::stdin();
            let at_terminal = stdin.is_terminal();
            let args = blind_sheet::ask_for_blind(
                args,
                at_terminal,
                &mut stdin.lock(),
                &mut io::stdout(),
            )?;
            console(&args, settings, &mut stdin.lock(), &mut io::stdout())
        }
    }
}

/// Loads a PGN record (English SAN, as pegchess writes it) or a game journal.
fn load_record(path: &Path, settings: &Settings) -> Result<LoadedRecord, DecisionError> {
    let mut rules = settings_rules(settings);
    if path.extension().is_some_and(|e| e == "journal") {
        let recovered: Recovered = Journal::read(path)?;
        let header = |source| DecisionError::Header {
            path: path.to_path_buf(),
            source,
        };
        let (session, _) = rebuild(&recovered).map_err(header)?;
        if let Some(clock) = recovered.header.config().map_err(header)?.clock {
            rules = Rules {
                control: Some(clock.control),
                edition: clock.edition,
            };
        }
        let mut loaded = from_session(&session, path, rules);
        let mut notes: Vec<String> = recovered.damage.iter().map(ToString::to_string).collect();
        notes.extend(journal::in_use(path).map(|e| e.to_string()));
        notes.append(&mut loaded.notes);
        loaded.notes = notes;
        return Ok(loaded);
    }
    let text = std::fs::read_to_string(path).map_err(|source| DecisionError::Read {
        what: "record",
        path: path.to_path_buf(),
        source,
    })?;
    let sheet = read_pgn(&text, Language::En, None).map_err(|source| DecisionError::Sheet {
        what: "record",
        path: path.to_path_buf(),
        source,
    })?;
    if let Some(control) = sheet.tag("TimeControl").and_then(|t| t.parse().ok()) {
        rules.control = Some(control);
    }
    Ok(LoadedRecord {
        path: path.to_path_buf(),
        sheet,
        rules,
        peg: None,
        notes: Vec::new(),
        eboard: None,
    })
}

/// A line from the console; `None` at end of input.
fn ask(input: &mut dyn BufRead, out: &mut dyn Write, prompt: &str) -> io::Result<Option<String>> {
    write!(out, "{prompt}")?;
    out.flush()?;
    let mut line = String::new();
    if input.read_line(&mut line)? == 0 {
        writeln!(out)?;
        return Ok(None);
    }
    Ok(Some(line.trim().to_string()))
}

/// A yes or no; `None` at end of input.
fn yes_no(
    input: &mut dyn BufRead,
    out: &mut dyn Write,
    question: &str,
) -> io::Result<Option<bool>> {
    loop {
        match ask(input, out, &format!("{question} [y/n] "))? {
            None => return Ok(None),
            Some(a) => match a.to_lowercase().as_str() {
                "y" | "yes" => return Ok(Some(true)),
                "n" | "no" => return Ok(Some(false)),
                other => writeln!(out, "'{other}' is not an answer here: type y or n.")?,
            },
        }
    }
}

/// The interactive console; end of input quits at any question.
fn console(
    args: &ArbiterArgs,
    settings: &Settings,
    input: &mut dyn BufRead,
    out: &mut dyn Write,
) -> CommandResult {
    let path = match &args.record {
        Some(p) => p.clone(),
        None => {
            let dir = games_dir(settings);
            newest_journal(&dir).ok_or(ArbiterError::NoJournal(dir))?
        }
    };
    let record = load_record(&path, settings)?;
    let edition = settings.notation;
    let n = record.sheet.moves().len();
    let last = match record.sheet.moves().last() {
        Some(m) => format!(
            ", the last {} {}",
            MoveNumber::of(record.sheet.start(), n - 1),
            m.written
        ),
        None => String::new(),
    };
    writeln!(
        out,
        "pegchess arbiter (D.2.9). End of input (Ctrl-D) quits.\nrecord: {} ({n} half-moves{last})",
        record.path.display()
    )?;
    for note in &record.notes {
        writeln!(out, "note: {note}")?;
    }
    let sheet = match (&args.scoresheet, &record.eboard) {
        (Some(p), _) => load_scoresheet(p, edition, &record.sheet)?,
        (None, Some((sheet, _))) => {
            writeln!(
                out,
                "scoresheet: the sighted player's DGT e-board, as the journal followed it ({} half-moves)",
                sheet.moves().len()
            )?;
            sheet.clone()
        }
        (None, None) => match type_scoresheet(&record.sheet, settings, input, out)? {
            Some(sheet) => sheet,
            None => return Ok(()),
        },
    };
    let mut observed = Observed {
        peg: record.peg.clone(),
        sighted: record.eboard.as_ref().map(|(_, board)| board.clone()),
    };
    let mut c = compare(&record.sheet, &sheet, &observed, &record.rules)?;
    if c.sheets_agree {
        writeln!(
            out,
            "The scoresheets agree. Describe a board whose position you know (FEN piece placement, \
             e.g. rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR); an empty line skips."
        )?;
        if observed.peg.is_none() {
            match ask_board(input, out, "peg board: ")? {
                None => return Ok(()),
                Some(b) => observed.peg = b,
            }
        }
        if observed.sighted.is_none() {
            match ask_board(input, out, "sighted board: ")? {
                None => return Ok(()),
                Some(b) => observed.sighted = b,
            }
        }
        c = compare(&record.sheet, &sheet, &observed, &record.rules)?;
    }
    let texts = Texts::new(settings.locale);
    write!(out, "{}", report(&c, edition, &texts))?;
    let reading = blind_sheet::reading(settings, args.braille_language);
    let path = args.blind.as_deref();
    let blind = three_sheet_text(path, reading, &record, &sheet, &c, &observed, &texts)?;
    write!(out, "{blind}")?;
    offer(&record, &c, edition, input, out)
}

/// Reads the score sheet typed half-move by half-move; `None` at end of input.
fn type_scoresheet(
    record: &Sheet,
    settings: &Settings,
    input: &mut dyn BufRead,
    out: &mut dyn Write,
) -> io::Result<Option<Sheet>> {
    let reader = Reader::new(settings.scheme, settings.locale, settings.notation);
    writeln!(
        out,
        "Type the sighted player's scoresheet, one half-move per line: SAN with the '{}' edition's \
         letters (0-0, e8=Q or e8Q), UCI, or the announced words. 'undo' takes back the last entry; \
         an empty line ends.",
        reader.edition()
    )?;
    let mut sheet = Sheet::new(record.start().clone());
    loop {
        let Some(text) = ask(input, out, &format!("{} ", sheet.next_number()))? else {
            return Ok(None);
        };
        if text.is_empty() {
            return Ok(Some(sheet));
        }
        if text.eq_ignore_ascii_case("undo") {
            if !sheet.pop() {
                writeln!(out, "Nothing to take back.")?;
            }
            continue;
        }
        let pos = sheet.position();
        match reader.read_move(&text, &pos) {
            Ok(mv) => sheet.push(mv, text, None),
            Err(problem) if is_illegal(&problem) => {
                writeln!(out, "{problem}.")?;
                let question = "Is it written so on the scoresheet (an illegal move, 7.5)?";
                match yes_no(input, out, question)? {
                    None => return Ok(None),
                    Some(true) => {
                        sheet.mark_illegal(text, problem);
                        writeln!(out, "The scoresheet is not read past an illegal move.")?;
                        return Ok(Some(sheet));
                    }
                    Some(false) => writeln!(out, "Type it again.")?,
                }
            }
            Err(problem) => writeln!(out, "Not taken: {problem}.")?,
        }
    }
}

/// A board's position typed as FEN piece placement: `Some(None)` when skipped, `None` at end of input.
fn ask_board(
    input: &mut dyn BufRead,
    out: &mut dyn Write,
    prompt: &str,
) -> io::Result<Option<Option<Board>>> {
    loop {
        let Some(text) = ask(input, out, prompt)? else {
            return Ok(None);
        };
        if text.is_empty() {
            return Ok(Some(None));
        }
        let placement = text.split_whitespace().next().unwrap_or_default();
        match placement.parse::<Board>() {
            Ok(board) => return Ok(Some(Some(board))),
            Err(e) => writeln!(
                out,
                "'{placement}' is not a FEN piece placement ({e}); try again."
            )?,
        }
    }
}

/// Appends the decision to the game's journal as session commands (the ones the window sends into a
/// live game), so that `pegchess resume` replays it like any other event.
fn journal_decision(path: &Path, c: &Comparison) -> CommandResult {
    let (mut journal, recovered): (Journal, Recovered) = Journal::reopen(path)?;
    let at = recovered.entries.last().map_or(Duration::ZERO, |(t, _)| *t);
    for command in decision_commands(c) {
        journal.append(at, &Event::Command(command))?;
    }
    Ok(())
}

/// Offers to write the retraced record beside the record, with the decision as an arbiter comment.
fn offer(
    record: &LoadedRecord,
    c: &Comparison,
    edition: Language,
    input: &mut dyn BufRead,
    out: &mut dyn Write,
) -> CommandResult {
    if c.sheets_agree {
        writeln!(out, "The record stands; there is nothing to apply to it.")?;
        return Ok(());
    }
    let at = c
        .last_agreed
        .as_ref()
        .map_or("the start".to_string(), |e| entry(e, edition));
    if record.path.extension().is_some_and(|e| e == "journal") {
        if let Some(open) = journal::in_use(&record.path) {
            writeln!(out, "Nothing applied: {open}.")?;
            return Ok(());
        }
        let question = format!(
            "Apply the decision to the game: back to {at}, clocks set as shown (journaled; `pegchess resume` carries on from there)?"
        );
        match yes_no(input, out, &question)? {
            Some(true) => {
                journal_decision(&record.path, c)?;
                writeln!(
                    out,
                    "Applied: the journal {} now goes back to {at}.",
                    record.path.display()
                )?;
            }
            Some(false) => writeln!(out, "Nothing applied.")?,
            None => {}
        }
        return Ok(());
    }
    let target = record.path.with_extension("arbiter.pgn");
    let question = format!(
        "Apply the decision: write the record retraced to {at} as {}?",
        target.display()
    );
    match yes_no(input, out, &question)? {
        Some(true) => {
            let english = decision(c, edition, &Texts::new(Language::En));
            write_atomically(&target, &corrected_pgn(&record.sheet, c, &english)).map_err(
                |why| ArbiterError::Write {
                    path: target.clone(),
                    why,
                },
            )?;
            writeln!(
                out,
                "Written {} with an {{arbiter: ...}} note at the split. The record itself is unchanged; \
                 continue the game from the retraced position.",
                target.display()
            )?;
        }
        Some(false) => writeln!(out, "Nothing written.")?,
        None => {}
    }
    Ok(())
}

/// Why the arbiter's console cannot go on.
#[derive(Debug, thiserror::Error)]
pub enum ArbiterError {
    /// No record named and no journal in the games folder.
    #[error("no game journal in {}; pass the record with --record", .0.display())]
    NoJournal(std::path::PathBuf),
    /// The retraced record cannot be written.
    #[error("cannot write {}: {why}", .path.display())]
    Write {
        /// The file.
        path: std::path::PathBuf,
        /// Why.
        why: std::io::Error,
    },
}
