//! The fair-play protections by name ([`Protection`]): which one the kernel lacks, as the phrases say it; a
//! pure value, put on by `fair/confine.rs`.

/// One of the protections, for saying which one the kernel lacks.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
pub enum Protection {
    /// `no_new_privs`: no program run gains privileges.
    NoNewPrivs,
    /// The seccomp filter: no socket but a Unix one.
    Seccomp,
    /// Landlock's file rules: writes and programs.
    LandlockFiles,
    /// Landlock's network rules (ABI 4 and later): no TCP.
    LandlockNetwork,
    /// Some thread of the process could not be confined by Landlock.
    EveryThread,
}

impl Protection {
    /// The key a fluent select expression matches.
    pub fn key(self) -> &'static str {
        match self {
            Protection::NoNewPrivs => "no-new-privs",
            Protection::Seccomp => "seccomp",
            Protection::LandlockFiles => "landlock-files",
            Protection::LandlockNetwork => "landlock-network",
            Protection::EveryThread => "every-thread",
        }
    }
}
