//! A running process seen from outside, as `fair-play --check PID` reads it: every thread's `Seccomp` and
//! `NoNewPrivs` in `/proc/PID/task/*/status`, its open sockets (`/proc/PID/fd` links `socket:[inode]`
//! found in the network tables under `/proc/PID/net`), its open files and which of them it may write.

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};

/// Why a process cannot be inspected.
#[derive(Debug, thiserror::Error)]
pub enum InspectError {
    /// A file under `/proc` cannot be read (no such process, or not this user's).
    #[error("cannot read {}: {source}", .path.display())]
    Unreadable {
        /// The file or folder.
        path: PathBuf,
        /// Why.
        #[source]
        source: std::io::Error,
    },
}

/// One thread's protections as its status shows them.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct TaskState {
    /// The thread id.
    pub tid: u32,
    /// `Seccomp:` (2: a filter).
    pub seccomp: Option<u32>,
    /// `NoNewPrivs:` (1: set).
    pub no_new_privs: Option<u32>,
}

/// An open socket: the network table it is in (`unix`, `tcp`, `udp6`, …; `unknown` when in none), and for
/// a Unix socket its path, if it has one.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Socket {
    /// The socket's inode.
    pub inode: u64,
    /// The table it was found in.
    pub table: &'static str,
    /// A Unix socket's path (empty when unnamed).
    pub path: String,
}

/// An open file (not a socket, pipe or anonymous file).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct OpenFile {
    /// Where it is.
    pub path: String,
    /// Whether it is open for writing.
    pub writing: bool,
}

/// What `/proc` shows of one process.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Inspection {
    /// The process id.
    pub pid: u32,
    /// Its threads.
    pub tasks: Vec<TaskState>,
    /// Its open sockets.
    pub sockets: Vec<Socket>,
    /// Its open files.
    pub files: Vec<OpenFile>,
}

/// What does not match the statement.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Breach {
    /// A thread without a seccomp filter.
    NoFilter(u32),
    /// A thread without `no_new_privs`.
    NoNewPrivs(u32),
    /// A socket that is not a Unix socket.
    Socket(Socket),
}

impl std::fmt::Display for Breach {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Breach::NoFilter(tid) => write!(f, "thread {tid} has no seccomp filter"),
            Breach::NoNewPrivs(tid) => write!(f, "thread {tid} lacks no_new_privs"),
            Breach::Socket(s) => write!(f, "a {} socket is open (inode {})", s.table, s.inode),
        }
    }
}

impl Inspection {
    /// Every way the process differs from the statement (none: it matches).
    pub fn breaches(&self) -> Vec<Breach> {
        let mut out = Vec::new();
        for t in &self.tasks {
            if t.seccomp != Some(2) {
                out.push(Breach::NoFilter(t.tid));
            }
            if t.no_new_privs != Some(1) {
                out.push(Breach::NoNewPrivs(t.tid));
            }
        }
        out.extend(
            self.sockets
                .iter()
                .filter(|s| s.table != "unix")
                .cloned()
                .map(Breach::Socket),
        );
        out
    }
}

/// The number after `field:` in a status file's text.
pub fn status_field(status: &str, field: &str) -> Option<u32> {
    status.lines().find_map(|l| {
        let (name, value) = l.split_once(':')?;
        (name == field).then(|| value.trim().parse().ok())?
    })
}

fn read(path: &Path) -> Result<String, InspectError> {
    std::fs::read_to_string(path).map_err(|source| InspectError::Unreadable {
        path: path.to_path_buf(),
        source,
    })
}

/// Reads process `pid` from `/proc`.
pub fn inspect(pid: u32) -> Result<Inspection, InspectError> {
    let root = PathBuf::from(format!("/proc/{pid}"));
    let task_dir = root.join("task");
    let listed = std::fs::read_dir(&task_dir).map_err(|source| InspectError::Unreadable {
        path: task_dir.clone(),
        source,
    })?;
    let mut tasks = Vec::new();
    for tid in listed.filter_map(|e| e.ok()?.file_name().to_str()?.parse::<u32>().ok()) {
        // A thread that ended meanwhile is left out.
        if let Ok(status) = read(&task_dir.join(format!("{tid}/status"))) {
            tasks.push(TaskState {
                tid,
                seccomp: status_field(&status, "Seccomp"),
                no_new_privs: status_field(&status, "NoNewPrivs"),
            });
        }
    }
    tasks.sort_by_key(|t| t.tid);
    let tables = socket_tables(&root);
    let (sockets, files) = open_fds(&root, &tables)?;
    Ok(Inspection {
        pid,
        tasks,
        sockets,
        files,
    })
}

/// Every socket inode in the process's network tables, with its table's name and (Unix) path.
fn socket_tables(root: &Path) -> BTreeMap<u64, (&'static str, String)> {
    // The inode's column in each table (the headers do not split as the rows do).
    const TABLES: [(&str, usize); 9] = [
        ("unix", 6),
        ("tcp", 9),
        ("tcp6", 9),
        ("udp", 9),
        ("udp6", 9),
        ("raw", 9),
        ("raw6", 9),
        ("netlink", 9),
        ("packet", 8),
    ];
    let mut map = BTreeMap::new();
    for (table, column) in TABLES {
        let Ok(text) = std::fs::read_to_string(root.join("net").join(table)) else {
            continue;
        };
        for row in text.lines().skip(1) {
            let cells: Vec<&str> = row.split_whitespace().collect();
            if let Some(inode) = cells.get(column).and_then(|c| c.parse().ok()) {
                let path = if table == "unix" {
                    cells.get(7).copied().unwrap_or_default().to_string()
                } else {
                    String::new()
                };
                map.entry(inode).or_insert((table, path));
            }
        }
    }
    map
}

/// The process's sockets and files, from its descriptors.
fn open_fds(
    root: &Path,
    tables: &BTreeMap<u64, (&'static str, String)>,
) -> Result<(Vec<Socket>, Vec<OpenFile>), InspectError> {
    let fd_dir = root.join("fd");
    let listed = std::fs::read_dir(&fd_dir).map_err(|source| InspectError::Unreadable {
        path: fd_dir.clone(),
        source,
    })?;
    let (mut sockets, mut files) = (Vec::new(), Vec::new());
    for entry in listed.filter_map(Result::ok) {
        let Ok(target) = std::fs::read_link(entry.path()) else {
            continue;
        };
        let target = target.to_string_lossy().into_owned();
        if let Some(inode) = target
            .strip_prefix("socket:[")
            .and_then(|r| r.strip_suffix(']'))
            .and_then(|n| n.parse::<u64>().ok())
        {
            let (table, path) = tables
                .get(&inode)
                .cloned()
                .unwrap_or(("unknown", String::new()));
            sockets.push(Socket { inode, table, path });
        } else if target.starts_with('/') {
            let info = root.join("fdinfo").join(entry.file_name());
            let flags = std::fs::read_to_string(info).ok().and_then(|t| {
                let line = t.lines().find(|l| l.starts_with("flags:"))?;
                u32::from_str_radix(line.trim_start_matches("flags:").trim(), 8).ok()
            });
            let writing = flags.is_some_and(|f| f & 3 != 0);
            files.push(OpenFile {
                path: target,
                writing,
            });
        }
    }
    sockets.sort_by_key(|s| s.inode);
    files.sort_by(|a, b| a.path.cmp(&b.path));
    files.dedup();
    Ok((sockets, files))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn status_fields_are_read_by_name() {
        let status = "Name:\tpegchess\nNoNewPrivs:\t1\nSeccomp:\t2\nSeccomp_filters:\t1\n";
        assert_eq!(status_field(status, "Seccomp"), Some(2));
        assert_eq!(status_field(status, "NoNewPrivs"), Some(1));
        assert_eq!(status_field(status, "Speculation"), None);
    }
}
