//! Settings: the command line (clap) and the settings file (TOML), validated into one `Settings` value.

pub mod cli;
pub mod file;
pub mod options;
pub mod reference;
pub mod settings;

pub use cli::{Cli, ClockHand, RelayArgs, Subcommand};
pub use settings::{
    BrailleCode, Mode, Orientation, PlayerLever, Settings, SettingsError, SpeechMode, WindowMode,
    WindowTheme,
};
