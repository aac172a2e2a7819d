//! The command line: global options that override the settings file, and one subcommand per job.

use super::options::{BrailleCells, BrailleLines, GameNumber, Options};
use super::relay_args::RelayArgs;
use super::settings::{self, Settings};
use crate::notation::Language;
use clap::{Args, Parser};
use std::path::PathBuf;

/// pegchess: a talking companion for visually impaired chess players on a peg-hole sensor board.
#[derive(Debug, Parser)]
#[command(name = "pegchess", version, about, long_about = None)]
pub struct Cli {
    /// Options shared by every command.
    #[command(flatten)]
    pub global: GlobalArgs,
    /// What to do.
    #[command(subcommand)]
    pub command: Subcommand,
}

impl Cli {
    /// Parses `args` (the program's name first); clap's error when it refuses them (help and the version are
    /// refusals of their own kinds). Each command's help lists its own options; the settings flags, which every
    /// command takes, are listed once, in `pegchess --help` (read aloud, thirty settings under every command
    /// would take minutes).
    pub fn try_parse_from_args(args: &[std::ffi::OsString]) -> Result<Cli, clap::Error> {
        Cli::try_parse_with(Cli::command_with_short_help(), args)
    }

    /// Parses `args` with `cmd`, the command line's definition as [`Cli::command_with_short_help`] makes it
    /// (its help perhaps in another language).
    pub fn try_parse_with(
        cmd: clap::Command,
        args: &[std::ffi::OsString],
    ) -> Result<Cli, clap::Error> {
        use clap::FromArgMatches;
        let matches = cmd.try_get_matches_from(args)?;
        Cli::from_arg_matches(&matches)
    }

    /// The command line's definition, its settings flags hidden from every subcommand's help (each subcommand
    /// holds a hidden copy of each, which clap then does not add again; values still reach the top).
    pub fn command_with_short_help() -> clap::Command {
        use clap::CommandFactory;
        let cmd = Cli::command();
        let settings: Vec<clap::Arg> = cmd
            .get_arguments()
            .filter(|a| a.is_global_set())
            .filter(|a| !matches!(a.get_id().as_str(), "config" | "no_speech" | "porcelain"))
            .map(|a| a.clone().hide(true))
            .collect();
        hide_in_subcommands(cmd, &settings)
    }
}

/// `cmd` with each of `settings` added, hidden, to each of its subcommands (and theirs).
fn hide_in_subcommands(mut cmd: clap::Command, settings: &[clap::Arg]) -> clap::Command {
    let names: Vec<String> = cmd
        .get_subcommands()
        .map(|s| s.get_name().to_string())
        .collect();
    for name in names {
        cmd = cmd.mut_subcommand(name, |sub| {
            let sub = sub.args(settings.iter().cloned()).after_help(
                "Every settings flag (the language, the clock, the speech and the rest) works with every \
                 command too; pegchess --help lists them.",
            );
            hide_in_subcommands(sub, settings)
        });
    }
    cmd
}

/// Options that override the settings file: every settings key that has a flag, and the file itself.
#[derive(Debug, Args, Default, Clone)]
pub struct GlobalArgs {
    /// Settings file (default: the platform's config directory, pegchess/settings.toml).
    #[arg(long, global = true)]
    pub config: Option<PathBuf>,
    /// Print only; do not use the system's speech engine.
    #[arg(long, global = true)]
    pub no_speech: bool,
    /// The console's lines (journal, score sheet, clock, sighted board, arbiter, fair-play check, the set-up's keys, errors) in stable
    /// English with English SAN, whatever the language, for scripts; the spoken phrases keep the language.
    #[arg(long, global = true)]
    pub porcelain: bool,
    /// For developers only: a game (`play`, `resume`, `demo`) does not confine itself (no network, writes
    /// only to its folders, no programs but its own). Never at a tournament.
    #[arg(long, global = true)]
    pub no_confine: bool,
    /// The settings keys, defined once for the file and the flags.
    #[command(flatten)]
    pub keys: Options,
}

/// The jobs pegchess does.
#[derive(Debug, clap::Subcommand)]
pub enum Subcommand {
    /// List serial ports and say which of them answer as a peg board.
    Ports,
    /// Check everything the settings need, one spoken and printed line per check: speech and voices,
    /// microphone and vosk model, the board, the settings file, the games folder. Exits 0 only when all
    /// of it works.
    Doctor(DoctorArgs),
    /// Live assembly check: say every hole change, flag holes that chatter.
    BoardCheck(BoardArgs),
    /// Play a game at the board (the main job).
    Play(PlayArgs),
    /// Continue a game after a crash or power cut, from its journal.
    Resume(ResumeArgs),
    /// Play a short real game on a simulated board, announcing what the program reads.
    Demo(DemoArgs),
    /// Replay real games through a simulated peg board with human-like noise and count what is recovered.
    ReplayCheck(ReplayArgs),
    /// Print how moves are announced, one line per move, played in sequence from a position.
    Announce(AnnounceArgs),
    /// Hear what the microphone (or a WAV file, or a typed transcript) says, and how it is understood.
    Listen(ListenArgs),
    /// The arbiter's console (D.2.9): compare the score sheets; when they agree, the player whose board differs
    /// sets it right; only when they differ do both boards go back to where the sheets part.
    Arbiter(ArbiterArgs),
    /// The spoken set-up on the board's buttons: language, announcements, clock, voice and warnings,
    /// written to the settings file (other keys are kept).
    Setup(SetupArgs),
    /// The player's guide by ear, a section at a time, in the player's language and announcement words:
    /// n next, p previous, r repeat, l the list, a number for that section, h its keys, q to leave.
    Guide(GuideArgs),
    /// The chess clock engine: simulate a time control, audit recorded clock readings.
    #[command(subcommand)]
    Clock(ClockCommand),
    /// The moves recorded on a device (D.2.7) as a score sheet the players can read: Braille (BRF or
    /// Unicode), large print (PDF), or the game as sound, from a game journal or a PGN file (default: the
    /// newest game).
    Sheet(SheetArgs),
    /// The fair-play statement for the arbiter (Article 11.3): this program's version and SHA-256, what the
    /// kernel forbids a game (read from this process, confined the same way), and how to check it; printed
    /// and spoken, and as large print with --pdf. With --check PID: checks a running game from outside.
    FairPlay(FairPlayArgs),
    /// The broadcast relay, on the organiser's computer beside DGT LiveChess: lists LiveChess's e-boards, or
    /// passes one board's positions and clock on over a serial line (a null-modem cable to the player's
    /// computer) as a DGT e-board, for `play --port none --sighted-port PATH` there. It sends LiveChess only
    /// the calls `eboards` and `subscribe` (never `setup` or `flip`), and forwards one board, never a second.
    Relay(RelayArgs),
    /// Write the man pages and shell completions into a folder (for packagers).
    #[command(hide = true)]
    Generate(GenerateArgs),
    /// The FIDE rating change of a game or a rating period (Rating Regulations of 1 March 2024): from the
    /// ratings and scores given, or from a game's PGN tags.
    Rating(RatingArgs),
}

/// Which side of a PGN game the player had.
#[derive(Debug, Clone, Copy, PartialEq, Eq, clap::ValueEnum)]
pub enum RatingSide {
    /// The player had White (their rating is WhiteElo).
    White,
    /// The player had Black (their rating is BlackElo).
    Black,
}

/// Options of `rating`. Values are checked by the rating rules when the command runs.
#[derive(Debug, Args, Clone, Default)]
pub struct RatingArgs {
    /// The player's rating before the period (1400 to 3000); with --pgn, the side's Elo tag by default.
    #[arg(long, required_unless_present_any = ["pgn", "unrated"])]
    pub rating: Option<String>,
    /// An opponent's rating and the player's score, as RATING:SCORE; the score is 1, ½ (1/2, 0.5) or 0.
    /// Repeat it for each game of the period: --opponent 2100:1 --opponent 1950:½.
    #[arg(
        long = "opponent",
        value_name = "RATING:SCORE",
        required_unless_present = "pgn"
    )]
    pub opponents: Vec<String>,
    /// Take a game from this PGN file: the ratings from its WhiteElo and BlackElo tags, the score from Result.
    #[arg(long, requires = "side")]
    pub pgn: Option<PathBuf>,
    /// Which game of the PGN file (1 = the first).
    #[arg(long, default_value_t = 1, requires = "pgn")]
    pub game: usize,
    /// The player's side in the PGN game.
    #[arg(long, value_enum, requires = "pgn")]
    pub side: Option<RatingSide>,
    /// The player's K factor, when known: 40, 20 or 10 (otherwise it follows from the facts below).
    #[arg(long, conflicts_with_all = ["games_played", "born", "reached_2400"])]
    pub k: Option<String>,
    /// Rated games the player completed on this list before the period (fewer than 30: K 40).
    #[arg(long, default_value_t = 30)]
    pub games_played: u32,
    /// The player's year of birth (K 40 until the end of the year they turn 18, while under 2300).
    #[arg(long)]
    pub born: Option<i32>,
    /// The player's published rating has reached 2400 before (K 10 for good).
    #[arg(long)]
    pub reached_2400: bool,
    /// The year of the period, for --born (default: the PGN game's Date, else this year).
    #[arg(long, requires = "born")]
    pub year: Option<i32>,
    /// The day of the period, which chooses the rules in force (from 2025-10-01 the 400-point rule only
    /// below 2650); default: the PGN game's Date, else today.
    #[arg(long)]
    pub date: Option<crate::day::Day>,
    /// The player's number of games in the period on this list, for the 700 rule, when more than those given.
    #[arg(long)]
    pub period_games: Option<u32>,
    /// The player is new to the list: their first rating (8.2) from the opponents given, in the order played.
    #[arg(long, conflicts_with_all = ["rating", "pgn", "k", "games_played", "born", "reached_2400", "year", "period_games"])]
    pub unrated: bool,
    /// With --unrated: how many of the opponents given (the first ones) were the player's first event; a zero
    /// score there is disregarded (8.2.1). Default: all of them. Only with --unrated (checked by the command:
    /// clap counts a flag's default as given).
    #[arg(long)]
    pub first_event: Option<usize>,
}

/// Options of the hidden `generate`.
#[derive(Debug, Args, Clone)]
pub struct GenerateArgs {
    /// The folder to write `man/` and `completions/` into.
    pub dir: PathBuf,
}

/// Options of `replay-check`.
#[derive(Debug, Args, Clone)]
pub struct ReplayArgs {
    /// PGN file with the games to replay.
    #[arg(long)]
    pub pgn: PathBuf,
    /// Seed of the noise model (random capture order, hovering, bounce, lost frames...); none: textbook moves.
    #[arg(long)]
    pub noise: Option<u64>,
    /// Replay only the first N games.
    #[arg(long)]
    pub games: Option<usize>,
    /// Feed the session straight from the hand model, without the pseudo-terminal and the link thread, and
    /// print the moves per second (to compare throughput with other tools).
    #[arg(long)]
    pub direct: bool,
}

/// Options of `listen`.
#[derive(Debug, Args, Clone, Default)]
pub struct ListenArgs {
    /// The vosk model directory (default: the `vosk-model` setting).
    #[arg(long)]
    pub model: Option<PathBuf>,
    /// Decode this WAV file (16 kHz mono) instead of the microphone.
    #[arg(long, conflicts_with = "text")]
    pub wav: Option<PathBuf>,
    /// Skip the recogniser: understand this transcript.
    #[arg(long)]
    pub text: Option<String>,
    /// Decode every NAME.wav in this folder with NAME.txt holding the words meant, and print
    /// word accuracy, move accuracy and the confusions.
    #[arg(long, conflicts_with_all = ["text", "wav"])]
    pub wav_dir: Option<PathBuf>,
    /// The position the transcript is understood in (default: the start position).
    #[arg(long)]
    pub fen: Option<String>,
}

/// Options of `arbiter`.
#[derive(Debug, Args, Clone)]
#[command(args_conflicts_with_subcommands = true)]
pub struct ArbiterArgs {
    /// Compare without questions and print a report.
    #[command(subcommand)]
    pub action: Option<ArbiterAction>,
    /// The program's record: a PGN file or a game journal (default: the newest game).
    #[arg(long)]
    pub record: Option<PathBuf>,
    /// The sighted player's score sheet (PGN movetext); typed move by move when not given.
    #[arg(long)]
    pub scoresheet: Option<PathBuf>,
    /// The blind player's own score sheet in Braille (a .brf file, or Unicode Braille), compared as a third.
    #[arg(long, value_name = "FILE")]
    pub blind: Option<PathBuf>,
    /// The language of the Braille sheet's table and piece letters (default: the locale and notation).
    #[arg(long, ignore_case = true, value_name = "LANG")]
    pub braille_language: Option<Language>,
}

/// The arbiter's non-interactive jobs.
#[derive(Debug, clap::Subcommand, Clone)]
pub enum ArbiterAction {
    /// Compare two score sheets and print where they agree, where they part, and the corrections.
    Compare {
        /// The blind player's record (PGN, as pegchess writes it).
        #[arg(long)]
        record: PathBuf,
        /// The other score sheet (PGN movetext in the notation's letters).
        #[arg(long)]
        scoresheet: PathBuf,
        /// The blind player's own score sheet in Braille (a .brf file, or Unicode Braille).
        #[arg(long, value_name = "FILE")]
        blind: Option<PathBuf>,
        /// The language of the Braille sheet's table and piece letters (default: the locale and notation).
        #[arg(long, ignore_case = true, value_name = "LANG")]
        braille_language: Option<Language>,
    },
}

/// Options of `announce` (language, scheme, form and notation are the global options).
#[derive(Debug, Args, Clone)]
pub struct AnnounceArgs {
    /// Start position in FEN (default: the standard start position).
    #[arg(long)]
    pub fen: Option<String>,
    /// Moves in SAN (the notation's piece letters) or UCI, played in sequence.
    #[arg(required = true)]
    pub moves: Vec<String>,
}

crate::choice::choice! {
    /// The paper a large-print score sheet is laid out for.
    Paper {
        /// ISO A4, 210 x 297 mm.
        A4 = "a4",
        /// US Letter, 8.5 x 11 inches.
        Letter = "letter",
    }
}

/// Which kind of score sheet `sheet` writes.
#[derive(Debug, Args, Clone, Default)]
#[group(required = true, multiple = false)]
pub struct SheetKind {
    /// A BRF file for an embosser, through liblouis (the settings' language; 40 cells, 25 lines).
    #[arg(long)]
    pub braille: bool,
    /// The same Braille as Unicode braille patterns, for a braille display or a screen.
    #[arg(long)]
    pub braille_unicode: bool,
    /// A large-print PDF (A4 or Letter, 24 pt), with room for the signatures.
    #[arg(long)]
    pub large_print: bool,
    /// The game as sound: every move as the board says it, numbered; Ogg Opus with a chapter per move.
    #[arg(long)]
    pub audio: bool,
}

/// Options of `sheet`.
#[derive(Debug, Args, Clone)]
pub struct SheetArgs {
    /// The game: a journal or a PGN file (default: the newest game in the data directory).
    pub game: Option<PathBuf>,
    /// Which game of a PGN file (1 = the first).
    #[arg(long, default_value = "1", help = GameNumber::HELP)]
    pub number: GameNumber,
    /// Which sheet.
    #[command(flatten)]
    pub kind: SheetKind,
    /// Where to write it (default: standard output for Braille, beside the game for PDF and sound).
    #[arg(short, long)]
    pub output: Option<PathBuf>,
    /// Write clock readings after the moves (Braille and sound; the PDF shows them whenever recorded).
    #[arg(long)]
    pub clocks: bool,
    /// Contracted Braille where liblouis has it (the header; moves stay uncontracted).
    #[arg(long)]
    pub contracted: bool,
    /// Figurines instead of piece letters (Unicode Braille through liblouis's chess tables, and the PDF).
    #[arg(long)]
    pub figurines: bool,
    /// Braille cells a line.
    #[arg(long, default_value = "40", help = BrailleCells::HELP)]
    pub cells: BrailleCells,
    /// Braille lines a page, the page number's line included.
    #[arg(long, default_value = "25", help = BrailleLines::HELP)]
    pub lines: BrailleLines,
    /// The paper of the large-print sheet.
    #[arg(long, default_value = "a4")]
    pub paper: Paper,
    /// The large-print font size in points (18 at least).
    #[arg(long, default_value_t = 24.0)]
    pub font_size: f32,
}

/// The clock's subcommands.
#[derive(Debug, clap::Subcommand, Clone)]
pub enum ClockCommand {
    /// Replay thinking times through a time control (`--time-control`, or the settings') and print each
    /// side's remaining time.
    Simulate {
        /// File with one number per line: seconds used for each move, White first.
        #[arg(long)]
        think: PathBuf,
    },
    /// Check a game's recorded [%clk] readings against the time control it was played at
    /// (`--time-control`, or the settings').
    Audit {
        /// PGN file with [%clk] comments.
        pgn: PathBuf,
    },
}

/// Where the board is. A game's journal keeps it (`resume` finds the same table).
#[derive(Debug, Args, Clone, Default, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
#[serde(rename_all = "kebab-case")]
pub struct BoardArgs {
    /// The peg board's serial port; `none`: no peg board at this table (default: ask every port).
    #[arg(long, conflicts_with = "simulate")]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub port: Option<String>,
    /// Use a simulated board on a pseudo-terminal instead of real hardware.
    #[arg(long)]
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub simulate: bool,
    /// The sighted player's DGT e-board's serial port (or a program speaking its protocol there); `none`: no
    /// e-board.
    #[arg(long, value_name = "PATH")]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub sighted_port: Option<String>,
    /// Use a simulated DGT e-board for the sighted player, moved with the `sighted ...` keys.
    #[arg(long, conflicts_with = "sighted_port")]
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub simulate_sighted: bool,
}

/// Options of `fair-play`.
#[derive(Debug, Args, Clone)]
pub struct FairPlayArgs {
    /// Check the running game with this process id instead: its protections, sockets and files; exits
    /// non-zero when they do not match the statement.
    #[arg(long, value_name = "PID")]
    pub check: Option<u32>,
    /// The sighted player's board comes through a broadcast relay (`pegchess relay`): the statement names
    /// that table and the relay's limit (one board, never a second; LiveChess only asked for its board list
    /// and that board's events).
    #[arg(long, conflicts_with = "check")]
    pub broadcast: bool,
    /// Also write the statement as a large-print PDF here.
    #[arg(long, value_name = "FILE", conflicts_with = "check")]
    pub pdf: Option<PathBuf>,
    /// The paper of the large-print statement.
    #[arg(long, default_value = "a4")]
    pub paper: Paper,
}

/// Options of `doctor`.
#[derive(Debug, Args, Clone, Default)]
pub struct DoctorArgs {
    /// The board's serial port (default: the settings' port, else ask every port).
    #[arg(long, conflicts_with = "simulate")]
    pub port: Option<String>,
    /// Check a simulated board on a pseudo-terminal instead of real hardware.
    #[arg(long)]
    pub simulate: bool,
}

/// Options of `guide`.
#[derive(Debug, Args, Clone, Default)]
pub struct GuideArgs {
    /// Begin at this section (from 1; `l` in the guide lists them) instead of the first.
    #[arg(long)]
    pub section: Option<u8>,
}

/// Options of `setup`.
#[derive(Debug, Args, Clone, Default)]
pub struct SetupArgs {
    /// The board's serial port, whose buttons answer (default: the settings' port; none: the keys alone).
    #[arg(long, conflicts_with = "simulate")]
    pub port: Option<String>,
    /// Use a simulated board whose buttons the keys `left`, `right`, `speak` and `speak long` press.
    #[arg(long)]
    pub simulate: bool,
    /// Run as the first start of `play` or `demo` (set internally: the keys end with the set-up).
    #[arg(skip)]
    pub first_start: bool,
}

impl SetupArgs {
    /// Where the board is, as the other commands take it.
    pub fn board(&self) -> BoardArgs {
        BoardArgs {
            port: self.port.clone(),
            simulate: self.simulate,
            ..BoardArgs::default()
        }
    }
}

/// Options of `play`.
#[derive(Debug, Args, Clone, Default)]
pub struct PlayArgs {
    /// Where the board is.
    #[command(flatten)]
    pub board: BoardArgs,
    /// Start from a game in this PGN file: its start position and its moves (an adjourned game, Guideline I,
    /// or a position set up from a FEN tag). The board must show the position after those moves.
    #[arg(long)]
    pub pgn: Option<PathBuf>,
    /// Which game of the PGN file (1 = the first).
    #[arg(long, default_value_t = 1, requires = "pgn")]
    pub game: usize,
    /// A Chess960 game (Guideline II) from this start: its number (0-959, 518 the usual one), White's back
    /// rank from the a-file as eight piece letters of the notation (e.g. BQNNRKRB) or eight piece names, or
    /// `board`: the start the sighted player's DGT e-board shows (needs --sighted-port or --simulate-sighted).
    /// The spoken set-up at the first start asks which game standing on a given start; its answer wins.
    #[arg(long, value_name = "START", conflicts_with = "pgn")]
    pub chess960: Option<String>,
    /// Open the window for the sighted side (clocks, both boards, the record, the arbiter's panel).
    #[arg(long)]
    pub window: bool,
}

/// Options of `resume`.
#[derive(Debug, Args, Clone, Default)]
pub struct ResumeArgs {
    /// The game's journal (default: the newest game in the data directory).
    #[arg(long)]
    pub journal: Option<PathBuf>,
    /// The unfinished game with this number, as play and resume say them (1 the oldest).
    #[arg(long, value_name = "NUMBER", conflicts_with = "journal")]
    pub unfinished: Option<u32>,
    /// Where the board is.
    #[command(flatten)]
    pub board: BoardArgs,
    /// Open the window for the sighted side (clocks, both boards, the record, the arbiter's panel).
    #[arg(long)]
    pub window: bool,
}

/// Options of `demo`.
#[derive(Debug, Args, Clone)]
pub struct DemoArgs {
    /// PGN file to take the game from (default: the built-in game, a short real game from the corpus).
    #[arg(long)]
    pub pgn: Option<PathBuf>,
    /// Speed factor for the human timing (2 = twice as fast).
    #[arg(long, default_value_t = 1.0)]
    pub speed: f64,
    /// Number of moves (plies) to play at most.
    #[arg(long, default_value_t = 24)]
    pub plies: usize,
    /// Play a generated Chess960 game (Guideline II) of `--plies` from this start instead: its number
    /// (0-959), or White's back rank as eight piece letters of the notation or eight piece names. Castling
    /// comes whenever it is legal, the other moves are drawn at random.
    #[arg(long, value_name = "START", conflicts_with = "pgn")]
    pub chess960: Option<String>,
    /// Also play every move on a simulated DGT e-board for the sighted player, with its own hands.
    #[arg(long)]
    pub sighted: bool,
    /// Play at a table without a peg board (table 2): every move made on a simulated DGT e-board, the blind
    /// player's (White's) moves typed by the demo as their announcements.
    #[arg(long)]
    pub no_pegs: bool,
    /// Play at table 2 with the sighted player's e-board read through a broadcast relay: a simulated DGT
    /// LiveChess sends each move's position, the relay passes it over a null-modem cable of two
    /// pseudo-terminals, and the game reads it as it reads an e-board (the blind player's moves typed).
    #[arg(long, conflicts_with_all = ["sighted", "no_pegs", "chess960"])]
    pub broadcast: bool,
    /// First show the spoken set-up, its buttons pressed by simulated hands (the settings file is not touched).
    #[arg(long)]
    pub setup: bool,
    /// Open the window for the sighted side (clocks, both boards, the record, the arbiter's panel).
    #[arg(long)]
    pub window: bool,
}

impl GlobalArgs {
    /// The settings file: `--config`, or the platform's (XDG) one.
    pub fn config_file(&self) -> PathBuf {
        self.config
            .clone()
            .unwrap_or_else(settings::default_config_file)
    }

    /// The settings from the defaults and these flags alone (when the file cannot be used).
    pub fn without_file(&self) -> Settings {
        let mut s = self.keys.clone().apply(Settings::default());
        s.config_file = Some(self.config_file());
        self.command_line_only(&mut s);
        s
    }

    /// The validated settings: defaults, then `file` (the settings file's keys, read by the program from
    /// [`GlobalArgs::config_file`]), then these flags.
    pub fn settings_over(&self, file: Options) -> Settings {
        let mut s = self.keys.clone().over(file).apply(Settings::default());
        s.config_file = Some(self.config_file());
        self.command_line_only(&mut s);
        s
    }

    /// The flags that are no settings key: `--no-speech` and `--porcelain`.
    fn command_line_only(&self, s: &mut Settings) {
        if self.no_speech {
            s.speech = crate::config::SpeechMode::Off;
        }
        s.porcelain = self.porcelain;
    }
}
