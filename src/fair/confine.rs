//! Confining the process, for good: `no_new_privs`; a seccomp filter on every thread (no socket but a Unix
//! one, no io_uring); Landlock on every thread (writes only beneath the policy's folders, device files
//! written but never made, no program but the policy's, no TCP at all). What took is said as it is.

use super::policy::Policy;
use super::threads::{self, Spread};
use landlock::{
    ABI, Access, AccessFs, AccessNet, PathBeneath, PathFd, Ruleset, RulesetAttr,
    RulesetCreatedAttr, RulesetError,
};
use std::collections::BTreeMap;
use std::os::fd::{AsRawFd, OwnedFd};

/// The newest Landlock ABI whose rights the game asks for (older kernels enforce what they know).
const ASKED_ABI: ABI = ABI::V6;

pub use crate::protection::Protection;

/// Why one protection could not be put on.
#[derive(Debug, thiserror::Error)]
pub enum ConfineError {
    /// The Landlock ruleset could not be made.
    #[error("Landlock: {0}")]
    Landlock(#[from] RulesetError),
    /// The kernel has no Landlock.
    #[error("this kernel has no Landlock")]
    NoLandlock,
    /// The seccomp filter could not be made.
    #[error("seccomp: {0}")]
    Seccomp(#[from] seccompiler::Error),
    /// The seccomp filter could not be compiled for this machine.
    #[error("seccomp: {0}")]
    SeccompBackend(#[from] seccompiler::BackendError),
}

/// What the kernel enforces on this process after [`confine`].
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Confinement {
    /// `no_new_privs` is set.
    pub no_new_privs: bool,
    /// The seccomp filter is on every thread.
    pub seccomp: bool,
    /// The kernel's Landlock ABI (0: none).
    pub landlock_abi: u32,
    /// The threads and how many of them Landlock confines.
    pub threads: Spread,
}

impl Confinement {
    /// The protections that are not in force, each once.
    pub fn missing(&self) -> Vec<Protection> {
        let mut missing = Vec::new();
        if !self.no_new_privs {
            missing.push(Protection::NoNewPrivs);
        }
        if !self.seccomp {
            missing.push(Protection::Seccomp);
        }
        if self.threads.confined == 0 {
            missing.push(Protection::LandlockFiles);
        } else if self.threads.confined < self.threads.threads {
            missing.push(Protection::EveryThread);
        }
        if self.threads.confined == 0 || self.landlock_abi < 4 {
            missing.push(Protection::LandlockNetwork);
        }
        missing
    }
}

/// The running kernel's Landlock ABI version (0 when it has none).
pub fn landlock_abi() -> u32 {
    const LANDLOCK_CREATE_RULESET_VERSION: u32 = 1;
    // SAFETY: the version query takes no ruleset and writes nothing.
    let v = unsafe {
        libc::syscall(
            libc::SYS_landlock_create_ruleset,
            std::ptr::null::<libc::c_void>(),
            0usize,
            LANDLOCK_CREATE_RULESET_VERSION,
        )
    };
    u32::try_from(v).unwrap_or(0)
}

/// Whether the kernel offers seccomp filters.
pub fn seccomp_available() -> bool {
    // SAFETY: PR_GET_SECCOMP reads this thread's mode; it fails only without seccomp.
    unsafe { libc::prctl(libc::PR_GET_SECCOMP, 0, 0, 0, 0) >= 0 }
}

/// What this kernel cannot enforce, without confining anything (for `pegchess doctor`).
pub fn unavailable() -> Vec<Protection> {
    let abi = landlock_abi();
    let mut missing = Vec::new();
    if !seccomp_available() {
        missing.push(Protection::Seccomp);
    }
    if abi == 0 {
        missing.push(Protection::LandlockFiles);
    }
    if abi < 4 {
        missing.push(Protection::LandlockNetwork);
    }
    missing
}

/// Confines the whole process with `policy`, for good; what the kernel took.
pub fn confine(policy: &Policy) -> Confinement {
    // SAFETY: PR_SET_NO_NEW_PRIVS takes plain integers.
    let no_new_privs = unsafe { libc::prctl(libc::PR_SET_NO_NEW_PRIVS, 1, 0, 0, 0) } == 0;
    // Seccomp first: its thread synchronisation also gives every thread `no_new_privs`, which Landlock needs.
    let seccomp = match seccomp_filter() {
        Ok(filter) => seccompiler::apply_filter_all_threads(&filter).is_ok(),
        Err(_) => false,
    };
    let threads = match ruleset(policy) {
        Ok(fd) => threads::restrict_all(fd.as_raw_fd()),
        Err(e) => {
            eprintln!("pegchess: {e}");
            Spread::default()
        }
    };
    Confinement {
        no_new_privs,
        seccomp,
        landlock_abi: landlock_abi(),
        threads,
    }
}

/// The Landlock ruleset of `policy`: writes, making files and running programs handled (reading is not),
/// TCP bind and connect handled with no port allowed.
fn ruleset(policy: &Policy) -> Result<OwnedFd, ConfineError> {
    let written = AccessFs::from_write(ASKED_ABI);
    let mut created = Ruleset::default()
        .handle_access(written | AccessFs::Execute)?
        .handle_access(AccessNet::from_all(ASKED_ABI))?
        .create()?;
    let rules = [
        (policy.writable(), written),
        (policy.devices(), AccessFs::WriteFile | AccessFs::IoctlDev),
        (policy.programs(), AccessFs::Execute.into()),
    ];
    for (paths, access) in rules {
        // A path that is not there grants nothing.
        for fd in paths.iter().filter_map(|p| PathFd::new(p).ok()) {
            created = created.add_rule(PathBeneath::new(fd, access))?;
        }
    }
    Option::<OwnedFd>::from(created).ok_or(ConfineError::NoLandlock)
}

/// The seccomp filter: `socket` and `socketpair` of any family but `AF_UNIX`, and `io_uring_setup`, fail
/// with "permission denied"; everything else is left to the other rules.
fn seccomp_filter() -> Result<seccompiler::BpfProgram, ConfineError> {
    use seccompiler::{
        SeccompAction, SeccompCmpArgLen, SeccompCmpOp, SeccompCondition, SeccompFilter, SeccompRule,
    };
    let not_unix = || -> Result<SeccompRule, seccompiler::Error> {
        let family = u64::try_from(libc::AF_UNIX).unwrap_or(1);
        let condition =
            SeccompCondition::new(0, SeccompCmpArgLen::Dword, SeccompCmpOp::Ne, family)?;
        Ok(SeccompRule::new(vec![condition])?)
    };
    let rules = BTreeMap::from([
        (libc::SYS_socket, vec![not_unix()?]),
        (libc::SYS_socketpair, vec![not_unix()?]),
        (libc::SYS_io_uring_setup, vec![]),
    ]);
    let arch = std::env::consts::ARCH.try_into()?;
    let denied = SeccompAction::Errno(libc::EACCES.unsigned_abs());
    let filter = SeccompFilter::new(rules, SeccompAction::Allow, denied, arch)?;
    Ok(filter.try_into()?)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn with(no_new_privs: bool, seccomp: bool, abi: u32, confined: usize) -> Confinement {
        Confinement {
            no_new_privs,
            seccomp,
            landlock_abi: abi,
            threads: Spread {
                threads: 4,
                confined,
            },
        }
    }

    #[test]
    fn what_is_missing_is_named_once_each() {
        assert_eq!(with(true, true, 7, 4).missing(), []);
        assert_eq!(
            with(true, true, 3, 4).missing(),
            [Protection::LandlockNetwork]
        );
        assert_eq!(with(true, true, 7, 3).missing(), [Protection::EveryThread]);
        assert_eq!(
            with(false, false, 0, 0).missing(),
            [
                Protection::NoNewPrivs,
                Protection::Seccomp,
                Protection::LandlockFiles,
                Protection::LandlockNetwork
            ]
        );
    }
}
