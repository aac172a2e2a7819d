//! The recording speaker and the queue: order, priorities, interrupt, repeat, console echo.

use pegchess::speech::{
    ConsoleSpeaker, Priority, Recorded, RecordingSpeaker, Speaker, SpeechQueue, SpeechThread,
    Utterance,
};
use std::io::Write;
use std::sync::{Arc, Mutex};
use std::time::Duration;

fn u(text: &str) -> Utterance {
    Utterance::plain(text)
}

/// A console sink the test can read back.
#[derive(Clone, Default)]
struct Lines(Arc<Mutex<Vec<u8>>>);

impl Write for Lines {
    fn write(&mut self, buf: &[u8]) -> std::io::Result<usize> {
        self.0.lock().unwrap().extend_from_slice(buf);
        Ok(buf.len())
    }
    fn flush(&mut self) -> std::io::Result<()> {
        Ok(())
    }
}

impl Lines {
    fn text(&self) -> String {
        String::from_utf8(self.0.lock().unwrap().clone()).unwrap()
    }
}

#[test]
fn recording_speaker_records_and_holds() {
    let mut rec = RecordingSpeaker::holding();
    rec.say(&u("Eva vier")).unwrap();
    assert!(rec.is_speaking());
    rec.finish();
    assert!(!rec.is_speaking());
    rec.stop().unwrap();
    assert_eq!(
        rec.events(),
        [Recorded::Said(u("Eva vier")), Recorded::Stopped]
    );
    let mut quick = RecordingSpeaker::new();
    quick.say(&u("x")).unwrap();
    assert!(!quick.is_speaking());
}

#[test]
fn utterances_wait_for_the_speaker_and_keep_their_order() {
    let rec = RecordingSpeaker::holding();
    let mut q = SpeechQueue::with_echo(Box::new(rec.clone()), None);
    q.push(u("one"), Priority::Event);
    q.push(u("two"), Priority::Event);
    assert_eq!(rec.said(), ["one"]);
    rec.finish();
    q.pump();
    assert_eq!(rec.said(), ["one", "two"]);
    rec.finish();
    q.pump();
    assert!(q.is_idle());
}

#[test]
fn a_move_interrupts_a_time_announcement() {
    let rec = RecordingSpeaker::holding();
    let mut q = SpeechQueue::with_echo(Box::new(rec.clone()), None);
    q.push(u("White: 4 minutes 12 seconds"), Priority::Background);
    q.push(u("Black: 3 minutes"), Priority::Background);
    q.push(u("Springer Felix drei"), Priority::Event);
    assert_eq!(
        rec.events(),
        [
            Recorded::Said(u("White: 4 minutes 12 seconds")),
            Recorded::Stopped,
            Recorded::Said(u("Springer Felix drei")),
        ]
    );
    rec.finish();
    q.pump();
    assert!(q.is_idle(), "the stale time announcement is dropped");
}

#[test]
fn a_move_does_not_interrupt_a_move_or_an_answer() {
    let rec = RecordingSpeaker::holding();
    let mut q = SpeechQueue::with_echo(Box::new(rec.clone()), None);
    q.push(u("White: 4 minutes"), Priority::Reply);
    q.push(u("Eva vier"), Priority::Event);
    q.push(u("Eva fünf"), Priority::Event);
    assert!(!rec.events().contains(&Recorded::Stopped));
    rec.finish();
    q.pump();
    rec.finish();
    q.pump();
    assert_eq!(rec.said(), ["White: 4 minutes", "Eva vier", "Eva fünf"]);
}

#[test]
fn higher_priorities_go_first() {
    let rec = RecordingSpeaker::holding();
    let mut q = SpeechQueue::with_echo(Box::new(rec.clone()), None);
    q.push(u("first"), Priority::Reply);
    q.push(u("time"), Priority::Background);
    q.push(u("answer"), Priority::Reply);
    q.push(u("move"), Priority::Event);
    for _ in 0..4 {
        rec.finish();
        q.pump();
    }
    assert_eq!(rec.said(), ["first", "move", "answer"]);
}

#[test]
fn repeat_says_the_last_phrase_again() {
    let rec = RecordingSpeaker::new();
    let mut q = SpeechQueue::with_echo(Box::new(rec.clone()), None);
    assert!(!q.repeat(), "nothing to repeat yet");
    q.push(u("Dame David acht, Schach"), Priority::Event);
    q.push(u("Weiß: 2 Minuten"), Priority::Background);
    assert!(q.repeat());
    assert_eq!(
        rec.said(),
        [
            "Dame David acht, Schach",
            "Weiß: 2 Minuten",
            "Weiß: 2 Minuten"
        ]
    );
    assert_eq!(q.last(), Some(&u("Weiß: 2 Minuten")));
}

#[test]
fn every_spoken_line_is_echoed_once() {
    let lines = Lines::default();
    let rec = RecordingSpeaker::new();
    let mut q = SpeechQueue::with_echo(Box::new(rec), Some(Box::new(lines.clone())));
    q.push(u("Eva vier"), Priority::Event);
    q.push(u("Eva fünf"), Priority::Event);
    assert_eq!(lines.text(), "Eva vier\nEva fünf\n");
}

#[test]
fn the_console_speaker_prints_one_line_per_phrase() {
    let lines = Lines::default();
    let console = ConsoleSpeaker::new(Box::new(lines.clone()));
    assert!(console.prints());
    let mut q = SpeechQueue::new(Box::new(console));
    q.push(u("Springer Felix drei"), Priority::Event);
    q.push(u("Kurze Rochade"), Priority::Event);
    assert_eq!(lines.text(), "Springer Felix drei\nKurze Rochade\n");
}

#[test]
fn the_speech_thread_drains_and_repeats() {
    let rec = RecordingSpeaker::new();
    let thread = SpeechThread::spawn(SpeechQueue::with_echo(Box::new(rec.clone()), None));
    thread.say(u("Eva vier"), Priority::Event);
    assert!(thread.drain(Duration::from_secs(5)));
    assert!(thread.repeat());
    assert!(thread.drain(Duration::from_secs(5)));
    assert_eq!(rec.said(), ["Eva vier", "Eva vier"]);
    drop(thread);
}

#[test]
fn drain_is_bounded_when_the_speaker_never_finishes() {
    let rec = RecordingSpeaker::holding();
    let thread = SpeechThread::spawn(SpeechQueue::with_echo(Box::new(rec.clone()), None));
    thread.say(u("stuck"), Priority::Event);
    let started = std::time::Instant::now();
    assert!(!thread.drain(Duration::from_millis(200)));
    assert!(started.elapsed() < Duration::from_secs(2));
}

#[test]
fn a_mirrored_flag_is_set_while_speaking_so_a_microphone_can_pause() {
    use std::sync::atomic::{AtomicBool, Ordering};
    let rec = RecordingSpeaker::holding();
    let thread = SpeechThread::spawn(SpeechQueue::with_echo(Box::new(rec.clone()), None));
    let flag = Arc::new(AtomicBool::new(false));
    thread.mirror_speaking(flag.clone());
    let wait_for = |want: bool| {
        crate::support::wait_until(Duration::from_secs(2), "the flag to change", || {
            flag.load(Ordering::SeqCst) == want
        });
    };
    thread.say(u("Springer Felix drei"), Priority::Event);
    wait_for(true);
    rec.finish();
    wait_for(false);
}
