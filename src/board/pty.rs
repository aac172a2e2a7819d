//! A pseudo-terminal behind a stable symbolic link (like /dev/serial/by-id): what the simulated boards talk on.

use serialport::{SerialPort, TTYPort};
use std::path::{Path, PathBuf};
use std::time::Duration;

/// A fresh link path in the temporary folder for a simulated board of this `kind` ("sim", "sim-dgt").
pub fn unique_link_path(kind: &str) -> PathBuf {
    use std::sync::atomic::{AtomicU32, Ordering};
    static NEXT: AtomicU32 = AtomicU32::new(0);
    std::env::temp_dir().join(format!(
        "pegchess-{kind}-{}-{}",
        std::process::id(),
        NEXT.fetch_add(1, Ordering::SeqCst)
    ))
}

/// One pseudo-terminal pair; the slave end is reachable through a symbolic link.
pub struct Pty {
    /// The board's end.
    pub master: TTYPort,
    // Held open so that the master never sees a hang-up while the program reconnects.
    _slave: TTYPort,
}

impl Pty {
    /// Opens a pair and points `link` at its slave end (replacing what was there).
    pub fn open(link: &Path) -> std::io::Result<Pty> {
        let (mut master, slave) = TTYPort::pair().map_err(std::io::Error::other)?;
        master
            .set_timeout(Duration::from_millis(5))
            .map_err(std::io::Error::other)?;
        let target = slave
            .name()
            .ok_or_else(|| std::io::Error::other("pseudo-terminal has no name"))?;
        let _ = std::fs::remove_file(link);
        std::os::unix::fs::symlink(target, link)?;
        Ok(Pty {
            master,
            _slave: slave,
        })
    }
}
