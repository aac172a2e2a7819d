//! The one supervisor every thread of the program is started through ([`spawn`]): a named kind of worker
//! ([`WorkerKind`]), its panic caught and turned into a [`Lost`] that its fallback and the supervisor's
//! sink hear (a game's sink sends it to the session as `Event::WorkerLost`; with no game listening it is
//! printed), and a join that hands back what the worker returned or how it was lost. Workers inherit the
//! supervisor of the thread that started them, so a game's threads, and the threads they start, all
//! report to that game. A test-only fault point ([`fault_point`], armed by `PEGCHESS_WORKER_FAULT` in a
//! debug build, or by [`Supervisor::arm`]) makes a chosen worker panic on purpose.

use std::cell::RefCell;
use std::panic::{AssertUnwindSafe, catch_unwind};
use std::sync::atomic::{AtomicU32, Ordering};
use std::sync::{Arc, Mutex, PoisonError};
use std::thread::JoinHandle;
use std::time::Duration;

pub use crate::worker_kind::WorkerKind;

/// How a worker was lost: it panicked (the panic's message, when it had one).
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("the {kind} thread stopped: {why}")]
pub struct Lost {
    /// Which worker.
    pub kind: WorkerKind,
    /// The panic's message.
    pub why: String,
}

/// Where lost workers go: `true` when it was delivered (to a game), `false` to have it printed.
type Sink = dyn Fn(&Lost) -> bool + Send + Sync;

/// The test-only fault: the worker of this kind panics the `at`-th time it passes a fault point.
#[derive(Debug)]
struct Fault {
    kind: WorkerKind,
    at: u32,
    passed: AtomicU32,
}

/// What a tree of workers reports to. Cloning shares it: a sink set later reaches every worker already
/// started under it.
#[derive(Clone)]
pub struct Supervisor {
    sink: Arc<Mutex<Option<Box<Sink>>>>,
    fault: Option<Arc<Fault>>,
}

thread_local! {
    static CURRENT: RefCell<Option<Supervisor>> = const { RefCell::new(None) };
}

/// The environment variable that arms a fault in a debug build: `KIND` or `KIND@N` (the N-th pass of the
/// kind's fault point, the worker's start being the first).
pub const FAULT_VARIABLE: &str = "PEGCHESS_WORKER_FAULT";

impl Supervisor {
    /// A supervisor that prints what it loses until a sink is set; armed from [`FAULT_VARIABLE`] in a debug
    /// build.
    fn root() -> Supervisor {
        let fault = if cfg!(debug_assertions) {
            std::env::var(FAULT_VARIABLE)
                .ok()
                .and_then(|v| parse_fault(&v))
        } else {
            None
        };
        Supervisor {
            sink: Arc::new(Mutex::new(None)),
            fault: fault.map(Arc::new),
        }
    }

    /// The calling thread's supervisor (the one it was started under, else this thread's own).
    pub fn current() -> Supervisor {
        CURRENT.with(|c| c.borrow_mut().get_or_insert_with(Supervisor::root).clone())
    }

    /// Sends every worker lost from now on (in this supervisor's whole tree) to `sink`; what it does not
    /// take (`false`) is printed.
    pub fn deliver_to(&self, sink: impl Fn(&Lost) -> bool + Send + Sync + 'static) {
        *self.sink.lock().unwrap_or_else(PoisonError::into_inner) = Some(Box::new(sink));
    }

    /// Arms the test-only fault on the calling thread's tree: the worker of `kind` panics the `at`-th time
    /// it passes a fault point (its start is the first).
    pub fn arm(kind: WorkerKind, at: u32) {
        let mut supervisor = Supervisor::current();
        supervisor.fault = Some(Arc::new(Fault {
            kind,
            at,
            passed: AtomicU32::new(0),
        }));
        supervisor.enter();
    }

    /// Makes this the calling thread's supervisor.
    fn enter(self) {
        CURRENT.with(|c| *c.borrow_mut() = Some(self));
    }

    /// Reports a lost worker: to the sink, else on standard error.
    fn report(&self, lost: &Lost) {
        let sink = self.sink.lock().unwrap_or_else(PoisonError::into_inner);
        let delivered = sink.as_ref().is_some_and(|deliver| deliver(lost));
        if !delivered {
            eprintln!("pegchess: {lost}; the program goes on without it");
        }
    }
}

/// Reads `KIND` or `KIND@N`.
fn parse_fault(text: &str) -> Option<Fault> {
    let (kind, at) = match text.split_once('@') {
        Some((kind, at)) => (kind, at.trim().parse().ok()?),
        None => (text, 1),
    };
    Some(Fault {
        kind: kind.parse().ok()?,
        at,
        passed: AtomicU32::new(0),
    })
}

/// A test-only fault point: a worker of `kind` passes it at each step of its work (a read, a phrase, a
/// key); it panics on purpose only where a test armed this kind's fault, the chosen time it is passed.
pub fn fault_point(kind: WorkerKind) {
    let armed = CURRENT.with(|c| {
        c.borrow()
            .as_ref()
            .and_then(|s| s.fault.clone())
            .filter(|f| f.kind == kind)
    });
    if let Some(fault) = armed
        && fault.passed.fetch_add(1, Ordering::SeqCst) + 1 == fault.at
    {
        panic!("a fault injected into the {kind} thread on purpose");
    }
}

/// A running worker: join it for what it returned, or how it was lost.
#[derive(Debug)]
pub struct Worker<T> {
    kind: WorkerKind,
    handle: JoinHandle<Result<T, Lost>>,
}

impl<T> Worker<T> {
    /// Which worker this is.
    pub fn kind(&self) -> WorkerKind {
        self.kind
    }

    /// Whether the worker has ended (returned or been lost).
    pub fn is_finished(&self) -> bool {
        self.handle.is_finished()
    }

    /// Waits for a worker whose loss needs nothing more than the report made when it was lost (its
    /// fallback ran then): what it returned, `None` if it was lost.
    pub fn wait(self) -> Option<T> {
        self.join().ok()
    }

    /// Waits for the worker: what it returned, or how it was lost (already reported when it was).
    #[must_use = "a worker's result or loss is handled, or `wait` says it needs nothing more"]
    pub fn join(self) -> Result<T, Lost> {
        joined(self.kind, self.handle.join())
    }
}

/// Starts a worker of `kind` under the calling thread's supervisor; a panic is reported as [`Lost`].
pub fn spawn<T, F>(kind: WorkerKind, body: F) -> std::io::Result<Worker<T>>
where
    F: FnOnce() -> T + Send + 'static,
    T: Send + 'static,
{
    spawn_with_fallback(kind, |_| {}, body)
}

/// Starts a worker of `kind` like [`spawn`]; when it is lost, `fallback` runs first (on the worker's own
/// thread: a link says its board lost, speech hands over to a plainer speaker), then it is reported.
pub fn spawn_with_fallback<T, F, B>(
    kind: WorkerKind,
    fallback: B,
    body: F,
) -> std::io::Result<Worker<T>>
where
    F: FnOnce() -> T + Send + 'static,
    B: FnOnce(&Lost) + Send + 'static,
    T: Send + 'static,
{
    let handle = std::thread::Builder::new()
        .name(kind.name().into())
        .spawn(supervised(kind, fallback, body))?;
    Ok(Worker { kind, handle })
}

/// A worker started in a scope ([`spawn_scoped`]): it may borrow from the thread that started it.
#[derive(Debug)]
pub struct ScopedWorker<'scope, T> {
    kind: WorkerKind,
    handle: std::thread::ScopedJoinHandle<'scope, Result<T, Lost>>,
}

impl<T> ScopedWorker<'_, T> {
    /// Waits for the worker: what it returned, or how it was lost (already reported when it was).
    #[must_use = "a worker's result or loss is handled"]
    pub fn join(self) -> Result<T, Lost> {
        joined(self.kind, self.handle.join())
    }
}

/// Starts a worker of `kind` in `scope` (see [`std::thread::scope`]), supervised as [`spawn`] does.
pub fn spawn_scoped<'scope, T, F>(
    scope: &'scope std::thread::Scope<'scope, '_>,
    kind: WorkerKind,
    body: F,
) -> std::io::Result<ScopedWorker<'scope, T>>
where
    F: FnOnce() -> T + Send + 'scope,
    T: Send + 'scope,
{
    let handle = std::thread::Builder::new()
        .name(kind.name().into())
        .spawn_scoped(scope, supervised(kind, |_| {}, body))?;
    Ok(ScopedWorker { kind, handle })
}

/// How a lost worker is started again ([`spawn_restarting`]): at most `times` times, the first after
/// `first_wait`, each later one after twice the wait before it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Restarts {
    /// How many times it is started again; lost once more, it stays lost.
    pub times: u32,
    /// The wait before the first start again.
    pub first_wait: Duration,
}

/// Starts a worker of `kind` like [`spawn_with_fallback`], and starts its body again on the same thread
/// when it is lost, as `restarts` allows: each loss runs `fallback` and is reported, then the body runs
/// again after its wait. The join gives what the body returned, or the last loss once no restart is left.
pub fn spawn_restarting<T, F, B>(
    kind: WorkerKind,
    restarts: Restarts,
    mut fallback: B,
    mut body: F,
) -> std::io::Result<Worker<T>>
where
    F: FnMut() -> T + Send + 'static,
    B: FnMut(&Lost) + Send + 'static,
    T: Send + 'static,
{
    let supervisor = Supervisor::current();
    let restarting = move || {
        supervisor.clone().enter();
        let mut wait = restarts.first_wait;
        let mut left = restarts.times;
        loop {
            match attempt(kind, &supervisor, &mut fallback, &mut body) {
                Err(_) if left > 0 => {
                    left -= 1;
                    std::thread::sleep(wait);
                    wait = wait.saturating_mul(2);
                }
                ended => return ended,
            }
        }
    };
    let handle = std::thread::Builder::new()
        .name(kind.name().into())
        .spawn(restarting)?;
    Ok(Worker { kind, handle })
}

/// `body` as a worker of `kind` runs it: under the calling thread's supervisor, a panic caught, the
/// fallback run and the loss reported.
fn supervised<T, F, B>(kind: WorkerKind, fallback: B, body: F) -> impl FnOnce() -> Result<T, Lost>
where
    F: FnOnce() -> T,
    B: FnOnce(&Lost),
{
    let supervisor = Supervisor::current();
    move || {
        supervisor.clone().enter();
        attempt(kind, &supervisor, fallback, body)
    }
}

/// One run of a worker's body on its thread: a panic caught, the fallback run and the loss reported to
/// `supervisor`.
fn attempt<T>(
    kind: WorkerKind,
    supervisor: &Supervisor,
    fallback: impl FnOnce(&Lost),
    body: impl FnOnce() -> T,
) -> Result<T, Lost> {
    let ran = catch_unwind(AssertUnwindSafe(|| {
        fault_point(kind);
        body()
    }));
    ran.map_err(|payload| {
        let lost = Lost {
            kind,
            why: message(payload.as_ref()),
        };
        // A fallback that panics too must not hide the loss.
        let _fell_back = catch_unwind(AssertUnwindSafe(|| fallback(&lost)));
        supervisor.report(&lost);
        lost
    })
}

/// What a worker's thread ended with: its body's result (a panic caught is already a [`Lost`]), or a panic
/// that escaped the catch (in its fallback or report) as one.
fn joined<T>(kind: WorkerKind, ended: std::thread::Result<Result<T, Lost>>) -> Result<T, Lost> {
    ended.unwrap_or_else(|payload| {
        Err(Lost {
            kind,
            why: message(payload.as_ref()),
        })
    })
}

/// A panic's message.
fn message(payload: &(dyn std::any::Any + Send)) -> String {
    payload
        .downcast_ref::<&str>()
        .map(|s| (*s).to_string())
        .or_else(|| payload.downcast_ref::<String>().cloned())
        .unwrap_or_else(|| "a panic without a message".into())
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::sync::mpsc;

    #[test]
    fn a_panic_is_caught_reported_to_the_sink_and_given_by_the_join() {
        let (tx, rx) = mpsc::channel();
        let tx = Mutex::new(tx);
        Supervisor::current()
            .deliver_to(move |lost| tx.lock().is_ok_and(|tx| tx.send(lost.kind).is_ok()));
        let worker = spawn(WorkerKind::Voice, || -> u8 { panic!("broken") }).expect("spawn");
        let lost = worker.join().expect_err("lost");
        assert_eq!(lost.kind, WorkerKind::Voice);
        assert_eq!(lost.why, "broken");
        assert_eq!(rx.recv().ok(), Some(WorkerKind::Voice));
    }

    #[test]
    fn a_worker_that_returns_gives_its_value_and_reports_nothing() {
        let worker = spawn(WorkerKind::Keys, || 7).expect("spawn");
        assert_eq!(worker.join(), Ok(7));
    }

    #[test]
    fn an_armed_fault_fires_once_at_its_pass_in_workers_started_below() {
        Supervisor::arm(WorkerKind::Hands, 3);
        let worker = spawn(WorkerKind::Hands, || {
            fault_point(WorkerKind::Hands);
            let inner = spawn(WorkerKind::Hands, || fault_point(WorkerKind::Hands));
            inner.map(Worker::join)
        })
        .expect("spawn");
        let inner = worker.join().expect("the outer worker passes twice");
        assert!(matches!(
            inner,
            Ok(Err(Lost {
                kind: WorkerKind::Hands,
                ..
            }))
        ));
        // Fired once: a fresh worker passes.
        assert!(
            spawn(WorkerKind::Hands, || ())
                .expect("spawn")
                .join()
                .is_ok()
        );
    }

    #[test]
    fn the_fallback_runs_before_the_report() {
        let (tx, rx) = mpsc::channel();
        let worker = spawn_with_fallback(
            WorkerKind::PegLink,
            move |lost: &Lost| {
                let _ = tx.send(lost.kind);
            },
            || panic!("gone"),
        )
        .expect("spawn");
        assert!(worker.join().is_err());
        assert_eq!(rx.recv().ok(), Some(WorkerKind::PegLink));
    }

    #[test]
    fn a_restarting_worker_runs_again_after_each_loss_until_its_restarts_are_spent() {
        let (tx, rx) = mpsc::channel();
        let mut runs = 0;
        let restarts = Restarts {
            times: 2,
            first_wait: Duration::ZERO,
        };
        let worker = spawn_restarting(
            WorkerKind::EBoardLink,
            restarts,
            move |lost: &Lost| {
                let _ = tx.send(lost.why.clone());
            },
            move || {
                runs += 1;
                if runs < 3 {
                    panic!("run {runs}");
                }
                runs
            },
        )
        .expect("spawn");
        assert_eq!(worker.join(), Ok(3), "the third run returns");
        assert_eq!(rx.try_iter().collect::<Vec<_>>(), ["run 1", "run 2"]);
        let always = spawn_restarting(
            WorkerKind::EBoardLink,
            restarts,
            |_: &Lost| {},
            || -> u8 { panic!("again") },
        )
        .expect("spawn");
        assert_eq!(always.join().map_err(|l| l.why), Err("again".into()));
    }

    #[test]
    fn the_fault_variable_reads_a_kind_and_a_pass() {
        let f = parse_fault("speech@4").expect("read");
        assert_eq!((f.kind, f.at), (WorkerKind::Speech, 4));
        assert_eq!(parse_fault("voice").map(|f| f.at), Some(1));
        assert!(parse_fault("nothing").is_none());
    }
}
