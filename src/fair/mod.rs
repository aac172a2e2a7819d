//! Fair play (Article 11.3): the game confines itself through the kernel once its speech, boards and journal
//! are open (no network but Unix sockets, writes only where the game keeps its files, no programs but its
//! own), and what is enforced is read back from the kernel, for this process or for another one. This room
//! only ever takes rights away; nothing in it grants one.

pub mod confine;
pub mod inspect;
pub mod policy;
pub mod probe;
mod threads;

pub use confine::{Confinement, Protection};
pub use policy::Policy;

use std::path::Path;
use std::sync::{Mutex, OnceLock};

/// The policy the binary armed for its game (`play`, `resume`, `demo`), if it did.
static ARMED: OnceLock<Mutex<Option<Armed>>> = OnceLock::new();

/// What is waiting for the game to start: the policy and, for the test probe, its thread.
struct Armed {
    policy: Policy,
    probe: Option<probe::Waiting>,
}

/// Arms the confinement: the next [`engage`] confines the whole process with `policy`. Called by the binary
/// before a game starts its threads; a library user (the tests, the benches) that never arms is never
/// confined. With [`probe::PROBE_ENV`] set, a thread is started now that tries the forbidden things once
/// the process is confined (a test probe: it can only try, never grant).
pub fn arm(policy: Policy) {
    let probe = probe::Waiting::from_env();
    let slot = ARMED.get_or_init(|| Mutex::new(None));
    if let Ok(mut armed) = slot.lock() {
        *armed = Some(Armed { policy, probe });
    }
}

/// Confines the process with the armed policy, the game's folder `games` writable besides; once only (a
/// second game finds the process confined already). What was enforced, the first time; `None` when nothing
/// was armed or it was done before.
pub fn engage(games: &Path) -> Option<Confinement> {
    let armed = ARMED.get()?.lock().ok()?.take()?;
    let policy = armed.policy.with_writable(games);
    let confinement = confine::confine(&policy);
    if let Some(probe) = armed.probe {
        probe.start(games);
    }
    Some(confinement)
}
