//! The game's confinement (issue 35): what a game may still do once confined (its folders, the port locks, the
//! devices, its own three programs), armed by the binary before `play`, `resume` or `demo`, and engaged once
//! as the loop starts, with speech, boards and journal open.

use crate::config::Settings;
use crate::fair::Policy;
use crate::speech::speakers::espeak;
use crate::speech::{FairLine, Phrase};
use std::path::Path;

/// The programs a game runs itself (speech fallback and the score sheets), found on the PATH.
pub const PROGRAMS: [&str; 3] = [espeak::PROGRAM, "lou_translate", "opusenc"];

/// What a game (and the statement) may still do once confined: the settings folder and the serial ports'
/// lock folder (made now if missing: a confined game could not make them), the games folder (the game's
/// journal is there by the time it confines itself), the device files, and the programs it runs.
pub fn game_policy(settings: &Settings) -> Policy {
    let settings_file = settings
        .config_file
        .clone()
        .unwrap_or_else(crate::config::settings::default_config_file);
    let made = [
        settings_file.parent().map(Path::to_path_buf),
        Some(crate::board::lock::port_lock_dir()),
    ];
    let mut policy = Policy::new().with_writable(&super::games_dir(settings));
    for dir in made.into_iter().flatten() {
        let _ = std::fs::create_dir_all(&dir);
        policy = policy.with_writable(&dir);
    }
    for program in PROGRAMS.iter().filter_map(|p| espeak::find_on_path(p)) {
        policy = policy.with_program(&program);
    }
    policy
}

/// Arms the confinement of the game the binary is about to start (see [`crate::fair::arm`]).
pub fn arm(settings: &Settings) {
    crate::fair::arm(game_policy(settings));
}

/// The game's one call as its loop starts (speech, boards and journal open): the process confines itself,
/// if the binary armed it, keeping the journal's folder writable; a protection the kernel lacks is said once.
pub fn confine_game(journal: &Path, say: &mut dyn FnMut(&Phrase)) {
    let folder = journal.parent().unwrap_or(Path::new("."));
    let Some(confinement) = crate::fair::engage(folder) else {
        return;
    };
    let missing = confinement.missing();
    if !missing.is_empty() {
        eprintln!(
            "pegchess: fair play: this kernel does not enforce {missing:?}; the game goes on"
        );
        say(&Phrase::FairPlay(FairLine::Missing(missing)));
    }
}
