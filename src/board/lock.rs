//! Exclusive locks that keep two programs off one thing: a lock file held (an advisory `flock`) for as long
//! as its holder lives, with the holder's process id written in it. The journal locks its game with one
//! (`<journal>.lock`), the link its serial port (a lock file per device in the temporary folder).

use std::fs::{File, OpenOptions, TryLockError};
use std::io::{self, Read, Seek, SeekFrom, Write};
use std::path::{Path, PathBuf};

/// Why a lock was not taken.
#[derive(Debug, thiserror::Error)]
pub enum LockError {
    /// Another program holds it.
    #[error("held by another program{}", .pid.map_or(String::new(), |p| format!(" (process {p})")))]
    Held {
        /// The process id its holder wrote, if readable.
        pid: Option<u32>,
    },
    /// The lock file cannot be opened or written.
    #[error("{}: {source}", .path.display())]
    Io {
        /// The lock file.
        path: PathBuf,
        /// What failed.
        #[source]
        source: io::Error,
    },
}

/// A lock held until it is dropped (the system lets go of it when the process ends, however it ends).
#[derive(Debug)]
pub struct Lock {
    _file: File,
    /// The lock file, removed when the lock is dropped ([`Lock::removed_at_end`]); a process that ends
    /// otherwise leaves it behind, unlocked, and the next taker locks it again.
    remove: Option<PathBuf>,
}

impl Lock {
    /// This lock, whose file is removed when it is let go of normally (a clean quit leaves nothing behind).
    pub fn removed_at_end(mut self, path: &Path) -> Lock {
        self.remove = Some(path.to_path_buf());
        self
    }
}

impl Drop for Lock {
    fn drop(&mut self) {
        if let Some(path) = self.remove.take() {
            // Removed while still held, so no other taker can have locked this file in between.
            let _ = std::fs::remove_file(path);
        }
    }
}

/// Takes the exclusive lock of the file at `path` (created if missing) and writes this process's id into it.
/// A lock file another user made (and this one may not write) is locked all the same, without the id.
pub fn take(path: &Path) -> Result<Lock, LockError> {
    let io_err = |source| LockError::Io {
        path: path.to_path_buf(),
        source,
    };
    let opened = OpenOptions::new()
        .read(true)
        .write(true)
        .create(true)
        .truncate(false)
        .open(path);
    let (mut file, writable) = match opened {
        Ok(file) => (file, true),
        Err(e) if e.kind() == io::ErrorKind::PermissionDenied => {
            (File::open(path).map_err(|_| io_err(e))?, false)
        }
        Err(e) => return Err(io_err(e)),
    };
    // A lock this process has just let go of may still be held for an instant by a child it is starting
    // (the child holds a copy of the file until it runs its program): try again briefly before refusing.
    let mut tries = 0;
    loop {
        match file.try_lock() {
            Ok(()) => break,
            Err(TryLockError::WouldBlock) => {
                let held = held_by(&mut file);
                let ours =
                    matches!(held, LockError::Held { pid: Some(p) } if p == std::process::id());
                if !ours || tries >= 100 {
                    return Err(held);
                }
                tries += 1;
                std::thread::sleep(std::time::Duration::from_millis(2));
            }
            Err(TryLockError::Error(e)) => return Err(io_err(e)),
        }
    }
    if writable {
        file.set_len(0)
            .and_then(|_| file.seek(SeekFrom::Start(0)))
            .and_then(|_| writeln!(file, "{}", std::process::id()))
            .and_then(|_| file.sync_data())
            .map_err(io_err)?;
    }
    Ok(Lock {
        _file: file,
        remove: None,
    })
}

/// Whether another program holds the lock at `path`: [`LockError::Held`] with its process id, or `None`
/// when it is free (or there is no lock file). Nothing is taken or written.
pub fn holder(path: &Path) -> Option<LockError> {
    let mut file = File::open(path).ok()?;
    match file.try_lock() {
        Err(TryLockError::WouldBlock) => Some(held_by(&mut file)),
        _ => None,
    }
}

fn held_by(file: &mut File) -> LockError {
    let _ = file.seek(SeekFrom::Start(0));
    let mut text = String::new();
    let _ = file.read_to_string(&mut text);
    LockError::Held {
        pid: text.trim().parse().ok(),
    }
}

/// The folder of the serial ports' lock files, in the temporary folder every program shares, made for every
/// user as the temporary folder is (sticky, writable by all): a confined game may write there and nowhere
/// else outside its own folders, so that a board plugged in mid-game still gets its lock.
pub fn port_lock_dir() -> PathBuf {
    use std::os::unix::fs::PermissionsExt;
    let dir = std::env::temp_dir().join("pegchess-ports");
    if std::fs::create_dir(&dir).is_ok() {
        let _ = std::fs::set_permissions(&dir, std::fs::Permissions::from_mode(0o1777));
    }
    dir
}

/// The lock files of the serial port at `port`, in [`port_lock_dir`]: one named after
/// the path as given (a link holds it for as long as it runs, so that a second program naming the same path is
/// refused even while the board is unplugged), and one after the device it leads to now, when that is another
/// name (held while the device is open, so that `/dev/serial/by-id/...` and `/dev/ttyACM0` are one port).
pub fn port_lock_paths(port: &Path) -> (PathBuf, Option<PathBuf>) {
    let file = |p: &Path| {
        let name: String = p
            .to_string_lossy()
            .chars()
            .map(|c| if c.is_ascii_alphanumeric() { c } else { '_' })
            .collect();
        port_lock_dir().join(format!("pegchess-port{name}.lock"))
    };
    let named = file(port);
    let device = std::fs::canonicalize(port)
        .ok()
        .map(|d| file(&d))
        .filter(|d| *d != named);
    (named, device)
}
