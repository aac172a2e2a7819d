//! Landlock on every thread: before Landlock ABI 8 the kernel confines only the thread that asks, and the
//! game's threads (speech, boards, keys, window) are running by then. Each other thread is sent a signal
//! whose handler restricts that thread with the same ruleset, one thread at a time, until no thread is left
//! unasked (a thread started meanwhile by an unconfined thread is found on the next round).

use std::collections::BTreeSet;
use std::os::fd::RawFd;
use std::sync::atomic::{AtomicI32, Ordering};
use std::time::{Duration, Instant};

/// The ruleset the handler restricts its thread with.
static RULESET: AtomicI32 = AtomicI32::new(-1);
/// The thread id the handler last confined (negative: it failed there).
static ANSWER: AtomicI32 = AtomicI32::new(0);

/// How long a thread is given to answer the signal.
const ANSWER_WAIT: Duration = Duration::from_secs(1);

/// How many threads were asked, and how many of them are confined.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct Spread {
    /// The threads of the process, the calling one included.
    pub threads: usize,
    /// Those that are confined by Landlock.
    pub confined: usize,
}

/// The signal handler: `no_new_privs` (which Landlock needs), then the ruleset, on this thread.
extern "C" fn restrict_this_thread(_signal: libc::c_int) {
    // SAFETY: only async-signal-safe system calls; errno is put back as it was.
    unsafe {
        let errno = *libc::__errno_location();
        let tid = libc::gettid();
        libc::prctl(libc::PR_SET_NO_NEW_PRIVS, 1, 0, 0, 0);
        let fd = RULESET.load(Ordering::SeqCst);
        let done = libc::syscall(libc::SYS_landlock_restrict_self, fd, 0u32);
        ANSWER.store(if done == 0 { tid } else { -tid }, Ordering::SeqCst);
        *libc::__errno_location() = errno;
    }
}

/// The ids of this process's threads.
fn tasks() -> BTreeSet<i32> {
    std::fs::read_dir("/proc/self/task")
        .map(|d| {
            d.filter_map(|e| e.ok()?.file_name().to_str()?.parse().ok())
                .collect()
        })
        .unwrap_or_default()
}

/// Restricts this thread and every other thread of the process with the Landlock ruleset `fd`.
pub fn restrict_all(fd: RawFd) -> Spread {
    // SAFETY: a plain system call on a ruleset descriptor this process owns.
    let mine = unsafe { libc::syscall(libc::SYS_landlock_restrict_self, fd, 0u32) } == 0;
    RULESET.store(fd, Ordering::SeqCst);
    let signal = libc::SIGRTMAX() - 2;
    // SAFETY: the handler only makes async-signal-safe calls; SA_RESTART keeps interrupted reads going.
    let installed = unsafe {
        let mut action: libc::sigaction = std::mem::zeroed();
        action.sa_sigaction = restrict_this_thread as extern "C" fn(libc::c_int) as usize;
        action.sa_flags = libc::SA_RESTART;
        libc::sigemptyset(&mut action.sa_mask);
        libc::sigaction(signal, &action, std::ptr::null_mut()) == 0
    };
    // SAFETY: gettid has no preconditions.
    let me = unsafe { libc::gettid() };
    let mut asked = BTreeSet::from([me]);
    let mut confined: BTreeSet<i32> = if mine { asked.clone() } else { BTreeSet::new() };
    for _round in 0..8 {
        let new: Vec<i32> = tasks().difference(&asked).copied().collect();
        if new.is_empty() || !installed {
            break;
        }
        for tid in new {
            asked.insert(tid);
            if ask(tid, signal) {
                confined.insert(tid);
            }
        }
    }
    // Threads that ended meanwhile are not counted.
    let alive = tasks();
    Spread {
        threads: alive.len(),
        confined: alive.intersection(&confined).count(),
    }
}

/// Signals thread `tid` and waits for its handler's answer; whether it is confined.
fn ask(tid: i32, signal: libc::c_int) -> bool {
    ANSWER.store(0, Ordering::SeqCst);
    // SAFETY: tgkill to a thread of this very process, with the signal whose handler is installed.
    let sent = unsafe { libc::syscall(libc::SYS_tgkill, libc::getpid(), tid, signal) } == 0;
    if !sent {
        return false;
    }
    let deadline = Instant::now() + ANSWER_WAIT;
    while Instant::now() < deadline {
        match ANSWER.load(Ordering::SeqCst) {
            a if a == tid => return true,
            a if a == -tid => return false,
            _ => std::thread::sleep(Duration::from_micros(200)),
        }
    }
    false
}
