//! The probes: what a cheating aid would try (a TCP connection to a listener, a UDP socket, a file written
//! outside the game's places, a shell), tried for real and answered by the kernel. `fair-play` runs them
//! after confining itself; a game runs them only as a test probe (`PEGCHESS_FAIRPLAY_PROBE`), which can
//! only try forbidden things and write what happened into the game's own folder, never grant anything.

use std::io::ErrorKind;
use std::net::{SocketAddr, TcpStream, UdpSocket};
use std::path::{Path, PathBuf};
use std::sync::mpsc;
use std::time::Duration;

/// The test probe's variable: `<TCP port on 127.0.0.1>:<folder outside the game's places>`.
pub const PROBE_ENV: &str = "PEGCHESS_FAIRPLAY_PROBE";
/// The file in the game's folder the test probe writes its outcomes to.
pub const PROBE_FILE: &str = "fair-play-probe.txt";

/// What the kernel answered to one attempt.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum KernelAnswer {
    /// Refused: permission denied.
    Refused,
    /// It went through.
    Allowed,
    /// It failed for another reason (which proves nothing).
    Failed(ErrorKind),
}

impl KernelAnswer {
    fn of<T>(tried: std::io::Result<T>) -> KernelAnswer {
        match tried {
            Ok(_) => KernelAnswer::Allowed,
            Err(e) if e.kind() == ErrorKind::PermissionDenied => KernelAnswer::Refused,
            Err(e) => KernelAnswer::Failed(e.kind()),
        }
    }

    /// One word for the record: `refused`, `allowed`, or `failed (why)`.
    pub fn word(&self) -> String {
        match self {
            KernelAnswer::Refused => "refused".into(),
            KernelAnswer::Allowed => "allowed".into(),
            KernelAnswer::Failed(why) => format!("failed ({why})"),
        }
    }
}

/// The four attempts and what the kernel answered.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Probes {
    /// A TCP connection to a listener on 127.0.0.1.
    pub tcp: KernelAnswer,
    /// A UDP socket.
    pub udp: KernelAnswer,
    /// A file made outside the game's places.
    pub write: KernelAnswer,
    /// `/bin/sh` run.
    pub shell: KernelAnswer,
}

impl Probes {
    /// Each attempt with its name, in order.
    pub fn each(&self) -> [(&'static str, &KernelAnswer); 4] {
        [
            ("tcp", &self.tcp),
            ("udp", &self.udp),
            ("write", &self.write),
            ("shell", &self.shell),
        ]
    }

    /// Whether the kernel refused all four.
    pub fn all_refused(&self) -> bool {
        self.each()
            .iter()
            .all(|(_, o)| **o == KernelAnswer::Refused)
    }
}

/// Tries the four things: connect to `listener`, open a UDP socket, make a file in `outside`, run a shell.
pub fn run(listener: SocketAddr, outside: &Path) -> Probes {
    let tcp = KernelAnswer::of(TcpStream::connect_timeout(
        &listener,
        Duration::from_secs(2),
    ));
    let udp = KernelAnswer::of(UdpSocket::bind("127.0.0.1:0"));
    let file = outside.join(format!("pegchess-probe-{}", std::process::id()));
    let write = KernelAnswer::of(std::fs::File::create(&file));
    if write == KernelAnswer::Allowed {
        let _ = std::fs::remove_file(&file);
    }
    let shell = KernelAnswer::of(
        std::process::Command::new("/bin/sh")
            .args(["-c", "exit 0"])
            .status(),
    );
    Probes {
        tcp,
        udp,
        write,
        shell,
    }
}

/// The test probe's thread, started before the game's threads and the confinement, waiting for the game's
/// folder: it runs the probes from a thread that was there before the confinement.
pub struct Waiting {
    go: mpsc::Sender<PathBuf>,
}

impl Waiting {
    /// The probe the environment asks for, its thread started; `None` when it asks for none.
    pub fn from_env() -> Option<Waiting> {
        let value = std::env::var(PROBE_ENV).ok()?;
        let (port, outside) = value.split_once(':')?;
        let listener = SocketAddr::from(([127, 0, 0, 1], port.parse().ok()?));
        let outside = PathBuf::from(outside);
        let (go, games) = mpsc::channel::<PathBuf>();
        // It runs the probes once, when the game is confined, and ends with the process: never joined.
        let _probe = crate::worker::spawn(crate::worker::WorkerKind::Probe, move || {
            if let Ok(games) = games.recv() {
                let probes = run(listener, &outside);
                let text: String = probes
                    .each()
                    .iter()
                    .map(|(name, o)| format!("{name}: {}\n", o.word()))
                    .collect();
                let _ = std::fs::write(games.join(PROBE_FILE), text);
            }
        })
        .ok()?;
        Some(Waiting { go })
    }

    /// Runs the probes now, writing to the game's folder `games`.
    pub fn start(self, games: &Path) {
        let _ = self.go.send(games.to_path_buf());
    }
}
