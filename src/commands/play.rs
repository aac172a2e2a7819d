//! `pegchess play` and `pegchess resume`: a game at the board, on real hardware or a simulated board.

use crate::board::link_engine::{LinkError, port_free};
use crate::board::peg::link::PortChoice;
use crate::config::Settings;
use crate::config::cli::{BoardArgs, PlayArgs, ResumeArgs};
use crate::config::options::Options;
use crate::game::chess960::{GameStart, StartError, StartSource, read_start_source};
use crate::game::journal::JournalError;
use crate::game::pgn;
use crate::live::ports::{port_choice, sighted_choice};
use crate::live::resume::{carried, resumed_table};
use crate::live::start_board::{self, StartBoardError};
use crate::live::table::{EBoardAt, Resumed, Start, Table, TableError};
use crate::live::unfinished::{Unfinished, unfinished_games};
use crate::live::{self, GameFiles, GameFilesError};
use crate::session::header::HeaderError;
use crate::session::rebuild::rebuild;
use crate::session::{Session, SessionConfig};
use crate::speech::Phrase;
use crate::ui::announcer::Announcer;
use crate::ui::console::{Console, path_arg};
use std::time::Duration;

/// Names on the console each of the `unfinished` games other than `except`, with how to resume it; the phrases
/// that say each of them aloud (a blind player does not read the console).
fn name_unfinished(
    unfinished: &[Unfinished],
    except: Option<&std::path::Path>,
    console: &Console,
) -> Vec<Phrase> {
    let others = unfinished
        .iter()
        .filter(|u| Some(u.path.as_path()) != except);
    others
        .map(|u| {
            console.line("console-unfinished-game", &[("path", path_arg(&u.path))]);
            u.phrase()
        })
        .collect()
}

/// Refuses, before a game is made, a board port another pegchess has (the link takes it when it starts).
fn ports_free(args: &BoardArgs, settings: &Settings) -> Result<(), LinkError> {
    let peg = port_choice(args, settings, None);
    let sighted = sighted_choice(args, settings, None);
    let named = [
        (!args.simulate).then_some(peg),
        sighted.filter(|_| !args.simulate_sighted),
    ];
    for choice in named.into_iter().flatten() {
        if let PortChoice::Path(p) = choice {
            port_free(&p)?;
        }
    }
    Ok(())
}

/// The start `--chess960` names (read once, on the way to the game): a start, or the sighted player's
/// e-board; `None` without it.
pub fn start_source(
    args: &PlayArgs,
    settings: &Settings,
) -> Result<Option<StartSource>, StartError> {
    args.chess960
        .as_deref()
        .map(|given| read_start_source(given, settings.notation))
        .transpose()
}

/// The game `play` starts when the spoken set-up chooses none: `--chess960`'s start (`source`), else standard
/// chess; `None` where the set-up does not ask: a game from a PGN file (its start is the file's), or one whose
/// start the sighted player's e-board will show (`--chess960 board`).
pub fn game_to_follow(args: &PlayArgs, source: Option<StartSource>) -> Option<GameStart> {
    if args.pgn.is_some() {
        return None;
    }
    match source {
        None => Some(GameStart::Standard),
        Some(StartSource::Given(n)) => Some(GameStart::Chess960(n)),
        Some(StartSource::SightedBoard) => None,
    }
}

/// A score sheet's tags, name and value.
type Tags = Vec<(String, String)>;

/// The game `play` starts: a PGN file's game (its moves and the tags worth keeping), or a new game from the
/// start chosen (the set-up's, else `--chess960`'s, else standard chess) with today's tags.
fn game_config(
    args: &PlayArgs,
    settings: &Settings,
    chosen: Option<GameStart>,
    source: Option<StartSource>,
) -> Result<(SessionConfig, Tags), PlayError> {
    Ok(match &args.pgn {
        Some(path) => {
            let game = pgn::read_file(path)?
                .into_iter()
                .nth(args.game.saturating_sub(1))
                .ok_or_else(|| PlayError::FewerGames {
                    path: path.clone(),
                    games: args.game,
                })??;
            let mut config = SessionConfig::from_settings(settings, game.start.clone());
            config.moves = game.moves.clone();
            let tags = game
                .tags
                .into_iter()
                .filter(|(n, _)| SEVEN_TAGS.contains(&n.as_str()))
                .collect();
            (config, tags)
        }
        None => {
            let given = game_to_follow(args, source);
            let start = chosen.or(given).unwrap_or(GameStart::Standard).position();
            (
                SessionConfig::from_settings(settings, start),
                crate::live::files::wall_clock().pgn_tags(),
            )
        }
    })
}

/// Runs `play`. `chosen` is the game the spoken set-up at the first start chose: it wins over `--chess960`
/// (`source`, read once), on which that question stood (the player heard the command line's start and took
/// or changed it).
pub fn run(
    args: &PlayArgs,
    settings: &Settings,
    (chosen, source): (Option<GameStart>, Option<StartSource>),
) -> Result<(), PlayError> {
    if source == Some(StartSource::SightedBoard)
        && sighted_choice(&args.board, settings, None).is_none()
        && !args.board.simulate_sighted
    {
        return Err(StartBoardError::NoSightedBoard.into());
    }
    let (config, tags) = game_config(args, settings, chosen, source)?;
    ports_free(&args.board, settings)?;
    let announcer = Announcer::open(settings);
    // `--chess960 board`: the start is the one the sighted player's e-board shows.
    let (config, eboard) = match source {
        Some(StartSource::SightedBoard) => {
            let read = start_board::wait(&args.board, settings, &announcer)?;
            let start = read.found.number.position();
            (SessionConfig { start, ..config }, Some(read))
        }
        _ => (config, None),
    };
    let dir = live::games_dir(settings);
    // A game left unfinished is not started over in silence: each is named, with how to resume it.
    for said in name_unfinished(&unfinished_games(&dir), None, &Console::new(settings)) {
        announcer.say(&said);
    }
    let files = GameFiles::start(
        &dir,
        "game",
        &config,
        Some(crate::live::ports::as_given(&args.board, settings)),
        tags,
    )?;
    let console = Console::new(settings);
    console.line(
        "console-journal",
        &[("path", path_arg(files.journal.path()))],
    );
    console.line("console-score-sheet", &[("path", path_arg(&files.pgn))]);
    let window = args.window || settings.window;
    let start = Start::new(config);
    let mut table = Table::players(
        &args.board,
        settings.clone(),
        announcer,
        start,
        files,
        window,
    );
    if let Some(read) = eboard {
        table.eboard = EBoardAt::StartRead(read);
    }
    table.play()?;
    Ok(())
}

/// The tags worth carrying over from an imported game: the Seven Tag Roster (Result is the program's) and
/// the players' ratings (for the `rating` question after the game).
const SEVEN_TAGS: [&str; 8] = [
    "Event", "Site", "Date", "Round", "White", "Black", "WhiteElo", "BlackElo",
];

/// The journal `resume` takes: the one named, the unfinished game numbered, else the newest unfinished game,
/// else the newest game (which then says it is over).
fn chosen_journal(
    args: &ResumeArgs,
    unfinished: &[Unfinished],
    dir: &std::path::Path,
) -> Result<std::path::PathBuf, PlayError> {
    Ok(match (&args.journal, args.unfinished) {
        (Some(p), _) => p.clone(),
        (None, Some(n)) => unfinished
            .iter()
            .find(|u| u.game == n)
            .map(|u| u.path.clone())
            .ok_or(PlayError::NoSuchUnfinished {
                game: n,
                count: unfinished.len(),
            })?,
        (None, None) => unfinished
            .last()
            .map(|u| u.path.clone())
            .or_else(|| live::newest_journal(dir))
            .ok_or_else(|| PlayError::NoGameToResume(dir.to_path_buf()))?,
    })
}

/// Runs `resume`: rebuilds the game from its journal and carries on in the game's own settings and at its
/// table; `flags` are the settings flags given to the command (they alone change the game's settings).
pub fn resume(args: &ResumeArgs, settings: &Settings, flags: &Options) -> Result<(), PlayError> {
    // The newest game not yet over; with none, the newest game (which then says it is over).
    let dir = live::games_dir(settings);
    // Every journal of the folder is rebuilt once, to choose the game and to name the others.
    let unfinished = unfinished_games(&dir);
    let path = chosen_journal(args, &unfinished, &dir)?;
    let (files, recovered) = GameFiles::reopen(&path)?;
    let (session, last) = rebuild(&recovered)?;
    let carried = carried(
        &session,
        recovered.header.boards.as_ref(),
        settings,
        flags,
        &args.board,
    );
    let settings = &carried.settings;
    if let Some(damage) = &recovered.damage {
        let said = crate::ui::errors::journal_damage(damage, Console::new(settings));
        eprintln!("pegchess: {said}");
    }
    let console = Console::new(settings);
    if session.ending().is_some() {
        return over(&session, &files, &path, console, settings);
    }
    console.line("console-resuming", &[("path", path_arg(&path))]);
    let others = name_unfinished(&unfinished, Some(&path), &console);
    // The game resumed is named first when others wait, or its players are known.
    let named = unfinished
        .iter()
        .find(|u| u.path == path)
        .filter(|u| !others.is_empty() || u.players.is_some())
        .map(Unfinished::named);
    let board = resumed_table(&carried.board, &session);
    let announcer = Announcer::open(settings);
    let start = Start::resumed(Resumed {
        session,
        at: last,
        words: carried.words,
        named,
        then: carried.said.iter().chain(&others).cloned().collect(),
    });
    let window = args.window || settings.window;
    let table = Table::players(&board, settings.clone(), announcer, start, files, window);
    match table.play() {
        Ok(_) => Ok(()),
        Err(error) => Err(PlayError::Resumed {
            language: settings.locale,
            error,
        }),
    }
}

/// A finished game is not played on: says its result and prints the score sheet.
fn over(
    session: &Session,
    files: &GameFiles,
    path: &std::path::Path,
    console: Console,
    settings: &Settings,
) -> Result<(), PlayError> {
    let Some(ending) = session.ending() else {
        return Ok(());
    };
    files.save(session)?;
    let announcer = Announcer::open(settings);
    announcer.say(&crate::speech::Phrase::AlreadyOver(ending.outcome));
    let reason = if console.porcelain() {
        ending.reason.describe().to_string()
    } else {
        console.words().end_reason(ending.reason)
    };
    let over = console.text(
        "console-game-over",
        &[
            ("path", path_arg(path)),
            ("reason", reason.into()),
            ("sheet", path_arg(&files.pgn)),
        ],
    );
    console.show(format_args!("{over}\n"));
    print!("{}", std::fs::read_to_string(&files.pgn)?);
    announcer.finish(Duration::from_secs(5));
    Ok(())
}

/// Why `play` or `resume` cannot start.
#[derive(Debug, thiserror::Error)]
pub enum PlayError {
    /// `--game N` past the file's last game.
    #[error("{} has fewer than {games} games", .path.display())]
    FewerGames {
        /// The PGN file.
        path: std::path::PathBuf,
        /// The game asked for.
        games: usize,
    },
    /// `--unfinished N` names no unfinished game.
    #[error("there is no unfinished game {game}; there are {count}")]
    NoSuchUnfinished {
        /// The number given.
        game: u32,
        /// How many games are unfinished.
        count: usize,
    },
    /// No journal named and none in the games folder.
    #[error("no game to resume in {}; name one with --journal FILE", .0.display())]
    NoGameToResume(std::path::PathBuf),
    /// `--chess960` names no start.
    #[error(transparent)]
    Start(#[from] StartError),
    /// The start cannot be read from the sighted player's e-board.
    #[error(transparent)]
    StartBoard(#[from] StartBoardError),
    /// The PGN file cannot be read.
    #[error(transparent)]
    PgnFile(#[from] pgn::PgnFileError),
    /// The PGN file's game cannot be read.
    #[error(transparent)]
    PgnGame(#[from] pgn::PgnError),
    /// A board's port is another pegchess's.
    #[error(transparent)]
    Link(#[from] LinkError),
    /// The game's journal cannot be made or written.
    #[error(transparent)]
    Journal(#[from] JournalError),
    /// The game's files cannot be reopened.
    #[error(transparent)]
    Files(#[from] GameFilesError),
    /// The journal's header does not describe a game.
    #[error(transparent)]
    Header(#[from] HeaderError),
    /// The game at the table stopped with an error.
    #[error(transparent)]
    Table(#[from] TableError),
    /// A resumed game stopped with an error at its table: said in the game's own language (its journal's,
    /// which the game was speaking), whatever the command line's.
    #[error("{error}")]
    Resumed {
        /// The resumed game's language.
        language: crate::notation::Language,
        /// Why it stopped.
        error: TableError,
    },
    /// A finished game's score sheet cannot be written or read.
    #[error(transparent)]
    Io(#[from] std::io::Error),
}
