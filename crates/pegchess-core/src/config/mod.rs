//! Settings: the command line (clap) and the settings file (TOML), validated into one `Settings` value.

pub mod cli;
pub mod options;
pub mod reference;
pub mod relay_args;
pub mod settings;

pub use cli::{Cli, Subcommand};
pub use relay_args::{ClockHand, RelayArgs};
pub use settings::{
    BrailleCode, Mode, Orientation, PlayerLever, Settings, SettingsError, SpeechMode, WindowMode,
    WindowTheme,
};
