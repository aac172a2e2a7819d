//! The clock engine end to end: every mode, periods, flags, arbiter actions, penalties and the schedule.

use pegchess::clock::{
    Category, Clock, ClockError, ClockEvent, Edition, FlagVerdict, PenaltyReason, PerMove,
    PeriodReached, Schedule, State, TimeControl,
};
use proptest::prelude::*;
use shakmaty::fen::Fen;
use shakmaty::{CastlingMode, Chess, Color};
use std::path::{Path, PathBuf};
use std::process::Output;
use std::time::Duration;

use Color::{Black, White};

fn s(secs: u64) -> Duration {
    Duration::from_secs(secs)
}

fn clock(tc: &str) -> Clock {
    Clock::new(tc.parse().unwrap(), Edition::default())
}

/// A started clock and a helper that presses alternately after `think` seconds each.
struct Game {
    clock: Clock,
    now: Duration,
    side: Color,
}

impl Game {
    fn new(tc: &str) -> Game {
        let mut clock = clock(tc);
        clock.start(White, Duration::ZERO).unwrap();
        Game {
            clock,
            now: Duration::ZERO,
            side: White,
        }
    }

    fn play(&mut self, think: u64) -> pegchess::clock::Press {
        self.now += s(think);
        let press = self.clock.press(self.side, self.now).unwrap();
        self.side = self.side.other();
        press
    }
}

#[test]
fn sudden_death_only_counts_down() {
    let mut g = Game::new("300");
    assert_eq!(g.play(10).remaining, s(290));
    assert_eq!(g.play(20).remaining, s(280));
    assert_eq!(g.clock.remaining(White, g.now + s(5)), s(285));
    assert_eq!(g.clock.remaining(Black, g.now + s(5)), s(280));
}

#[test]
fn fischer_increment_is_added_on_each_move() {
    let mut g = Game::new("180+2");
    let p = g.play(5);
    assert_eq!((p.remaining, p.credit, p.used), (s(177), s(2), s(5)));
    assert_eq!(g.play(3).remaining, s(179));
    assert_eq!(g.play(10).remaining, s(169));
}

#[test]
fn bronstein_gives_back_at_most_the_delay() {
    let mut g = Game::new("60b5");
    // During the move the clock counts down at once.
    assert_eq!(g.clock.remaining(White, s(3)), s(57));
    assert_eq!(g.play(3).remaining, s(60));
    let p = g.play(8);
    assert_eq!((p.remaining, p.credit), (s(57), s(5)));
}

#[test]
fn simple_delay_waits_before_counting_down() {
    let mut g = Game::new("60d5");
    assert_eq!(g.clock.remaining(White, s(4)), s(60));
    assert_eq!(g.clock.remaining(White, s(7)), s(58));
    assert_eq!(g.play(3).remaining, s(60));
    assert_eq!(g.play(8).remaining, s(57));
    // The flag falls only when the delay and the time are both used: 60 s + 5 s after White's start.
    assert_eq!(g.clock.flag_fall(g.now + s(64)), None);
    let fall = g.clock.flag_fall(g.now + s(66)).unwrap();
    assert_eq!((fall.first, fall.at), (White, g.now + s(65)));
}

#[test]
fn a_pause_does_not_renew_the_delay() {
    let mut c = clock("60d5");
    c.start(White, s(0)).unwrap();
    c.pause(s(4)).unwrap();
    assert_eq!(
        c.state(),
        State::Paused {
            side: White,
            used: s(4)
        }
    );
    assert_eq!(c.remaining(White, s(100)), s(60), "frozen while paused");
    assert_eq!(
        c.press(Black, s(100)),
        Err(ClockError::Paused),
        "not Black's move"
    );
    assert_eq!(c.pause(s(100)), Err(ClockError::Paused));
    c.resume(s(100)).unwrap();
    assert_eq!(c.remaining(White, s(103)), s(58));
    assert_eq!(c.press(White, s(103)).unwrap().used, s(7));
}

#[test]
fn a_move_completed_while_the_clocks_are_stopped_counts_and_the_opponents_clock_runs_on_the_restart()
 {
    let mut c = clock("60+2");
    c.start(White, s(0)).unwrap();
    c.pause(s(4)).unwrap();
    // White completes the move while the arbiter has the clocks stopped: 4 s used, the increment added.
    let press = c.press(White, s(30)).unwrap();
    assert_eq!(
        (press.used, press.remaining, press.move_number),
        (s(4), s(58), 1)
    );
    assert_eq!(
        c.state(),
        State::Paused {
            side: Black,
            used: s(0)
        }
    );
    assert_eq!(
        c.remaining(Black, s(90)),
        s(60),
        "Black's clock stands while stopped"
    );
    c.resume(s(90)).unwrap();
    assert_eq!(c.running(), Some(Black), "the side to move's clock runs");
    assert_eq!(c.remaining(Black, s(95)), s(55));
    assert_eq!(c.remaining(White, s(95)), s(58));
    assert_eq!(
        c.press_without_move(Black, s(95), true)
            .map(|p| p.is_some()),
        Ok(true)
    );
    c.pause(s(96)).unwrap();
    assert_eq!(
        c.press_without_move(White, s(97), false),
        Err(ClockError::Paused)
    );
}

#[test]
fn fide_standard_adds_thirty_minutes_after_move_40() {
    let mut g = Game::new("90/40+30, 30+30");
    for n in 1..40 {
        assert_eq!(g.play(60).remaining, s(5400 - 30 * n));
        assert_eq!(g.play(60).remaining, s(5400 - 30 * n));
    }
    let p = g.play(60);
    assert_eq!(p.move_number, 40);
    assert_eq!(
        p.period,
        Some(PeriodReached {
            period: 1,
            added: s(1800)
        })
    );
    assert_eq!(p.remaining, s(6000));
    g.play(60);
    let p = g.play(60);
    assert_eq!((p.period, p.remaining), (None, s(5970)));
}

#[test]
fn three_periods_and_the_increment_of_the_last() {
    let mut g = Game::new("2/120:1/60:30+1");
    g.play(10);
    g.play(10);
    let p = g.play(20);
    assert_eq!((p.remaining, p.period.map(|p| p.period)), (s(150), Some(1)));
    g.play(0);
    let p = g.play(40);
    assert_eq!((p.remaining, p.period.map(|p| p.period)), (s(140), Some(2)));
    g.play(0);
    assert_eq!(g.play(5).remaining, s(136));
}

#[test]
fn a_repeating_period_adds_its_time_again() {
    let mut g = Game::new("2/100");
    for _ in 0..3 {
        g.play(10);
    }
    let p = g.play(10);
    assert_eq!(
        p.period,
        Some(PeriodReached {
            period: 0,
            added: s(100)
        })
    );
    assert_eq!(p.remaining, s(180));
}

#[test]
fn white_flag_falls_first() {
    let mut c = clock("300+5");
    c.start(White, s(0)).unwrap();
    assert_eq!(c.tick(s(299)), None);
    let fall = c.tick(s(310)).unwrap();
    assert_eq!((fall.first, fall.at, fall.second), (White, s(300), None));
    assert_eq!(c.tick(s(311)), None, "reported once");
    let p = c.press(White, s(312)).unwrap();
    assert_eq!((p.flag, p.remaining, p.credit), (Some(s(300)), s(0), s(0)));
    // Nobody claimed: Black's flag falls too, after White's.
    let fall = c.flag_fall(s(312 + 400)).unwrap();
    assert_eq!((fall.first, fall.second), (White, Some((Black, s(612)))));
    let flags: Vec<_> = c
        .journal()
        .iter()
        .filter(|e| matches!(e.event, ClockEvent::FlagFell(_)))
        .map(|e| e.at)
        .collect();
    assert_eq!(flags, [s(300)]);
}

#[test]
fn black_flag_falls_and_the_verdict_follows_6_9() {
    let mut c = clock("300");
    c.start(White, s(0)).unwrap();
    c.press(White, s(10)).unwrap();
    let p = c.press(Black, s(310)).unwrap();
    assert_eq!((p.flag, p.remaining), (Some(s(310)), s(0)));
    let fall = c.flag_fall(s(311)).unwrap();
    assert_eq!((fall.first, fall.at), (Black, s(310)));
    let lone_king: Chess = "8/8/8/4k3/8/8/8/4K3 w - - 0 1"
        .parse::<Fen>()
        .unwrap()
        .into_position(CastlingMode::Standard)
        .unwrap();
    assert_eq!(fall.verdict(&lone_king), FlagVerdict::Draw);
    assert_eq!(fall.verdict(&Chess::default()), FlagVerdict::Loss);
}

#[test]
fn only_the_running_side_can_press() {
    let mut c = clock("300");
    assert_eq!(c.press(White, s(1)), Err(ClockError::NotStarted));
    c.start(White, s(0)).unwrap();
    assert_eq!(
        c.press(Black, s(1)),
        Err(ClockError::NotYourClock {
            pressed: Black,
            running: White
        })
    );
    assert_eq!(c.start(White, s(2)), Err(ClockError::AlreadyStarted));
    assert_eq!(c.resume(s(2)), Err(ClockError::NotPaused));
}

#[test]
fn a_press_without_a_move_is_recorded_and_the_clock_keeps_running() {
    let mut c = clock("300+5");
    c.start(White, s(0)).unwrap();
    assert_eq!(c.press_without_move(White, s(10), false), Ok(None));
    assert_eq!(c.running(), Some(White));
    assert_eq!(c.moves(White), 0);
    assert_eq!(c.remaining(White, s(20)), s(280));
    assert!(c.journal().iter().any(|e| e.at == s(10)
        && e.event
            == ClockEvent::PressWithoutMove {
                side: White,
                switched: false
            }));
    // Told to switch, it acts like the button.
    let p = c.press_without_move(White, s(20), true).unwrap().unwrap();
    assert_eq!((p.remaining, c.running()), (s(285), Some(Black)));
}

#[test]
fn the_arbiter_sets_times_and_move_counters() {
    let mut c = clock("2/600:300");
    c.start(White, s(0)).unwrap();
    c.set_time(White, s(100), s(30));
    assert_eq!(c.remaining(White, s(30)), s(100));
    assert_eq!(c.remaining(White, s(40)), s(90));
    c.set_time(Black, s(500), s(40));
    assert_eq!(c.press(White, s(40)).unwrap().remaining, s(90));
    assert_eq!(c.remaining(Black, s(40)), s(500));
    // Black has made no move; the arbiter sets two, so this press is the third and begins no period.
    c.set_moves(Black, 2, s(45));
    let p = c.press(Black, s(50)).unwrap();
    assert_eq!((p.move_number, p.period), (3, None));
    let kinds: Vec<_> = c.journal().iter().map(|e| e.event).collect();
    assert!(kinds.contains(&ClockEvent::TimeSet {
        side: White,
        from: s(570),
        to: s(100)
    }));
    assert!(kinds.contains(&ClockEvent::MovesSet {
        side: Black,
        from: 0,
        to: 2
    }));
}

#[test]
fn setting_time_raises_a_fallen_flag() {
    let mut c = clock("300");
    c.start(White, s(0)).unwrap();
    assert!(c.tick(s(301)).is_some());
    c.set_time(White, s(60), s(302));
    assert_eq!(c.flag_fall(s(303)), None);
    assert_eq!(c.flag_fall(s(362)).map(|f| f.at), Some(s(362)));
}

fn penalty_for(tc: &str, edition: Edition) -> Duration {
    let mut c = Clock::new(tc.parse().unwrap(), edition);
    c.start(White, s(0)).unwrap();
    let before = c.remaining(Black, s(1));
    let p = c.penalize(White, PenaltyReason::IllegalMove, s(1));
    assert_eq!(
        c.remaining(Black, s(1)) - before,
        p.amount,
        "the opponent receives it"
    );
    assert_eq!(c.remaining(White, s(1)), c.control().initial() - s(1));
    p.amount
}

#[test]
fn penalties_by_category_and_edition() {
    assert_eq!(penalty_for("90/40+30, 30+30", Edition::Y2023), s(120));
    assert_eq!(penalty_for("90/40+30, 30+30", Edition::Y2018), s(120));
    assert_eq!(penalty_for("15+10", Edition::Y2023), s(60));
    assert_eq!(penalty_for("15+10", Edition::Y2018), s(120));
    assert_eq!(penalty_for("3+2", Edition::Y2023), s(60));
    assert_eq!(penalty_for("3+2", Edition::Y2018), s(60));
}

#[test]
fn the_category_counts_sixty_increments() {
    let cat = |tc: &str| tc.parse::<TimeControl>().unwrap().category();
    assert_eq!(cat("15+10"), Category::Rapid);
    assert_eq!(cat("300+5"), Category::Blitz); // exactly 10 minutes
    assert_eq!(cat("300+6"), Category::Rapid);
    assert_eq!(cat("2400+20"), Category::Standard); // exactly 60 minutes
    assert_eq!(cat("600d5"), Category::Rapid);
}

#[test]
fn quickplay_increment_for_both_iii_4() {
    let mut c = clock("900");
    c.start(White, s(0)).unwrap();
    // Guideline III.4, granted to White: 5 seconds per move for both from now on, two minutes for Black.
    c.add_increment_for_both(s(5), s(10));
    c.add_time(Black, s(120), s(10));
    assert_eq!(c.remaining(Black, s(10)), s(1020));
    assert_eq!(c.press(White, s(20)).unwrap().remaining, s(885));
    assert_eq!(c.press(Black, s(30)).unwrap().remaining, s(1015));
    assert!(
        c.journal()
            .iter()
            .any(|e| e.event == ClockEvent::IncrementAdded(s(5)))
    );
}

#[test]
fn the_schedule_speaks_at_the_marks_of_a_running_clock() {
    let mut c = clock("720");
    c.start(White, s(0)).unwrap();
    let schedule = Schedule::default();
    let mut said = Vec::new();
    let mut before = c.remaining(White, s(0));
    for t in (1..=725).map(|t| Duration::from_millis(t * 1000 - 300)) {
        let after = c.remaining(White, t);
        if let Some(due) = schedule.due(before, after) {
            said.push((due.remaining.as_secs(), due.time_trouble));
        }
        before = after;
    }
    let expected: Vec<(u64, bool)> = [600, 540, 480, 420, 360, 300]
        .into_iter()
        .map(|m| (m, false))
        .chain(
            [240, 180, 120, 60, 50, 40, 30, 20, 10]
                .into_iter()
                .map(|m| (m, true)),
        )
        .collect();
    assert_eq!(said, expected);
}

fn control() -> impl Strategy<Value = TimeControl> {
    let per_move = prop_oneof![
        Just(PerMove::None),
        (0..60u64).prop_map(|d| PerMove::Increment(s(d))),
        (1..30u64).prop_map(|d| PerMove::Bronstein(s(d))),
        (1..30u64).prop_map(|d| PerMove::Delay(s(d))),
    ];
    // Bases from 100 s: a lone "60+30" or "90+30" is read as the preset in minutes.
    let period = (prop::option::of(1..50u32), 100..8000u64, per_move);
    prop::collection::vec(period, 1..4).prop_map(|ps| {
        let last = ps.len() - 1;
        let periods = ps
            .into_iter()
            .enumerate()
            .map(|(i, (moves, time, per_move))| {
                let moves = if i < last {
                    Some(moves.unwrap_or(40))
                } else {
                    moves
                };
                // At least 10 s a move: less is read as minutes written in place of seconds (`40/90`).
                let least = moves.map_or(0, |m| 10 * u64::from(m));
                pegchess::clock::Period {
                    moves,
                    time: s(time.max(least)),
                    per_move,
                }
            })
            .collect();
        TimeControl::new(periods).unwrap()
    })
}

proptest! {
    #[test]
    fn pgn_notation_round_trips(tc in control()) {
        prop_assert_eq!(tc.to_string().parse::<TimeControl>().unwrap(), tc);
    }

    #[test]
    fn a_running_clock_never_goes_up(tc in control(), steps in prop::collection::vec(0..5000u64, 1..40)) {
        let mut c = Clock::new(tc, Edition::default());
        c.start(White, Duration::ZERO).unwrap();
        let mut last = c.remaining(White, Duration::ZERO);
        let mut now = Duration::ZERO;
        for ms in steps {
            now += Duration::from_millis(ms * 10);
            let r = c.remaining(White, now);
            prop_assert!(r <= last);
            last = r;
        }
    }

    #[test]
    fn fischer_total_is_base_plus_increments_minus_time_used(
        base in 60..10_000u64, inc in 0..60u64, thinks in prop::collection::vec(0..(60u64 * 1000), 1..60),
    ) {
        let mut c = Clock::new(format!("{base}+{inc}").parse().unwrap(), Edition::default());
        c.start(White, Duration::ZERO).unwrap();
        let mut now = Duration::ZERO;
        let mut used = Duration::ZERO;
        let mut n = 0;
        for think in thinks.iter().step_by(2) {
            let think = Duration::from_millis(*think);
            if used + think >= s(base) + s(inc) * n {
                break;
            }
            now += think;
            used += think;
            n += 1;
            c.press(White, now).unwrap();
            c.press(Black, now).unwrap();
            prop_assert_eq!(c.remaining(White, now), s(base) + s(inc) * n - used);
        }
    }

    #[test]
    fn bronstein_and_simple_delay_agree_after_each_move(
        delay in 1..20u64, thinks in prop::collection::vec(0..40u64, 1..20),
    ) {
        let mut b = Game::new(&format!("600b{delay}"));
        let mut d = Game::new(&format!("600d{delay}"));
        for t in thinks {
            prop_assert_eq!(b.play(t).remaining, d.play(t).remaining);
        }
    }
}

// `pegchess clock simulate|audit` run as the real binary, against hand-computed lines and the corpus.

/// Runs the binary with `args`, away from any settings file of the user.
fn pegchess(dir: &Path, args: &[&str]) -> Output {
    crate::support::binary()
        .arg("--config")
        .arg(dir.join("no-settings.toml"))
        .args(args)
        .output()
        .expect("the binary runs")
}

/// `clock simulate` with `thinks` written to a file; stdout, or the failure's stderr.
fn simulate(time_control: &str, thinks: &str) -> Result<String, String> {
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("think.txt");
    std::fs::write(&file, thinks).unwrap();
    let out = pegchess(
        dir.path(),
        &[
            "clock",
            "simulate",
            "--time-control",
            time_control,
            "--think",
            file.to_str().unwrap(),
        ],
    );
    if out.status.success() {
        Ok(String::from_utf8(out.stdout).unwrap())
    } else {
        Err(String::from_utf8(out.stderr).unwrap())
    }
}

#[test]
fn simulate_matches_hand_computed_lines_for_every_mode() {
    // Sudden death, 5 minutes.
    assert_eq!(
        simulate("300", "10\n20\n30\n40\n").unwrap(),
        "1 white 0:04:50\n2 black 0:04:40\n3 white 0:04:20\n4 black 0:04:00\n"
    );
    // Fischer, 3 minutes + 2 s: 180-5+2, 180-3+2, 177-10+2, 179-2.5+2 (cut to the second).
    assert_eq!(
        simulate("3+2", "5\n3\n10\n2.5\n").unwrap(),
        "1 white 0:02:57\n2 black 0:02:59\n3 white 0:02:49\n4 black 0:02:58\n"
    );
    // Bronstein 5 s: a move of 3 s costs nothing, 8 s costs 3, 20 s costs 15; 62 s is past the 60 s left.
    assert_eq!(
        simulate("60b5", "3\n8\n5\n20\n62\n1\n").unwrap(),
        "1 white 0:01:00\n2 black 0:00:57\n3 white 0:01:00\n4 black 0:00:42\n5 white 0:00:00 flag\n"
    );
    // Simple delay 5 s: the same costs, but 62 s only uses 57 of the 60; Black's 50 s is past 42 + 5.
    assert_eq!(
        simulate("60d5", "3\n8\n5\n20\n62\n50\n").unwrap(),
        "1 white 0:01:00\n2 black 0:00:57\n3 white 0:01:00\n4 black 0:00:42\n\
         5 white 0:00:03\n6 black 0:00:00 flag\n"
    );
    // Three periods: 2 moves in 120 s, 1 move in 60 s, then 30 s + 1 s a move.
    assert_eq!(
        simulate("2/120:1/60:30+1", "10\n10\n20\n0\n40\n0\n5\n0\n").unwrap(),
        "1 white 0:01:50\n2 black 0:01:50\n3 white 0:02:30\n4 black 0:02:50\n\
         5 white 0:02:20\n6 black 0:03:20\n7 white 0:02:16\n8 black 0:03:21\n"
    );
}

#[test]
fn simulate_fide_standard_adds_the_second_period_at_move_40() {
    let out = simulate("90/40+30, 30+30", &"60\n".repeat(82)).unwrap();
    let lines: Vec<&str> = out.lines().collect();
    assert_eq!(lines.len(), 82);
    assert_eq!(lines[0], "1 white 1:29:30");
    assert_eq!(lines[77], "78 black 1:10:30"); // 5400 - 39 * 30
    assert_eq!(lines[78], "79 white 1:40:00"); // 5400 - 40 * 30 + 1800
    assert_eq!(lines[79], "80 black 1:40:00");
    assert_eq!(lines[80], "81 white 1:39:30");
}

#[test]
fn simulate_stops_at_either_flag() {
    assert_eq!(
        simulate("300", "301\n5\n").unwrap(),
        "1 white 0:00:00 flag\n"
    );
    assert_eq!(
        simulate("300+5", "10\n305\n1\n").unwrap(),
        "1 white 0:04:55\n2 black 0:00:00 flag\n"
    );
    // Using exactly the time left is a flag: the clock reached zero.
    assert_eq!(simulate("300", "300\n").unwrap(), "1 white 0:00:00 flag\n");
}

#[test]
fn clock_lines_come_in_the_players_language_and_stay_english_with_porcelain() {
    let dir = tempfile::tempdir().unwrap();
    let think = dir.path().join("think.txt");
    std::fs::write(&think, "10\n305\n").unwrap();
    let think = think.to_str().unwrap();
    let simulated = |flags: &[&str]| {
        let mut args = flags.to_vec();
        args.extend([
            "clock",
            "simulate",
            "--time-control",
            "300+5",
            "--think",
            think,
        ]);
        let (ok, stdout, stderr) = crate::support::no_settings().args(args).run();
        assert!(ok, "{flags:?}: {stderr}");
        stdout
    };
    for (locale, lines) in [
        ("en", "1 white 0:04:55\n2 black 0:00:00 flag\n"),
        (
            "de",
            "1 Weiß 0:04:55\n2 Schwarz 0:00:00 Fallblättchen gefallen\n",
        ),
        (
            "hu",
            "1 világos 0:04:55\n2 sötét 0:00:00 leesett a zászló\n",
        ),
        (
            "fi",
            "1 valkea 0:04:55\n2 musta 0:00:00 merkkilippu putosi\n",
        ),
        ("da", "1 hvid 0:04:55\n2 sort 0:00:00 vingen faldt\n"),
    ] {
        assert_eq!(simulated(&["--locale", locale]), lines, "{locale}");
        assert_eq!(
            simulated(&["--locale", locale, "--porcelain"]),
            "1 white 0:04:55\n2 black 0:00:00 flag\n",
            "{locale} --porcelain"
        );
    }
    // The audit in German, its moves in German letters; with --porcelain, the stable English lines.
    let audited = |flags: &[&str]| {
        let corpus = corpus();
        let mut args = flags.to_vec();
        let control = "40/6000+30:20/3000+30:900+30";
        args.extend([
            "clock",
            "audit",
            corpus.to_str().unwrap(),
            "--time-control",
            control,
        ]);
        let (ok, stdout, stderr) = crate::support::no_settings().args(args).run();
        assert!(ok, "{flags:?}: {stderr}");
        stdout
    };
    let german = audited(&["--locale", "de"]);
    assert!(
        german.contains(
            "Partie 1 (Runde 9.1, So, Wesley - Vachier-Lagrave, Maxime) 1. Sf3 (Weiß): 1:59:56 nach 1:40:00: \
             mehr als die 1:40:30, die die Bedenkzeit erlaubt"
        ),
        "{german}"
    );
    assert!(
        german.ends_with("765 von 792 Ablesungen durch 40/6000+30:20/3000+30:900+30 erklärt (27 unerklärt, 10 Partien)\n"),
        "{german}"
    );
    let stable = audited(&["--locale", "de", "--porcelain"]);
    assert_eq!(
        stable,
        audited(&[]),
        "--porcelain is the English of a player with no settings"
    );
    assert!(
        stable.contains("1. Nf3 (white): 1:59:56 after 1:40:00"),
        "{stable}"
    );
}

#[test]
fn simulate_errors_say_what_to_do() {
    let e = simulate("300", "10\n\n20\nabc\n").unwrap_err();
    assert!(
        e.contains("line 4") && e.contains("'abc'") && e.contains("one number per line"),
        "{e}"
    );
    let e = simulate("300", "-3\n").unwrap_err();
    assert!(e.contains("line 1"), "{e}");
    let e = simulate("fast", "10\n").unwrap_err();
    assert!(
        e.contains("time control 'fast'") && e.contains("\"15+10\""),
        "{e}"
    );
    let e = simulate("300", "# nothing\n").unwrap_err();
    assert!(e.contains("no thinking times"), "{e}");
}

fn corpus() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/data/corpus/lcc2016-dgt-clocks-sample.pgn")
}

fn audit(pgn: &Path, time_control: &str) -> Output {
    let dir = tempfile::tempdir().unwrap();
    pegchess(
        dir.path(),
        &[
            "clock",
            "audit",
            pgn.to_str().unwrap(),
            "--time-control",
            time_control,
        ],
    )
}

#[test]
fn audit_of_the_london_corpus_under_the_announced_control() {
    let out = audit(&corpus(), "40/6000+30:20/3000+30:900+30");
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let text = String::from_utf8(out.stdout).unwrap();
    assert!(
        text.ends_with("765 of 792 readings explained by 40/6000+30:20/3000+30:900+30 (27 unexplained, 10 games)\n"),
        "{text}"
    );
    // The clocks started at 2 hours, not 100 minutes, and move 40 added an hour, not 50 minutes.
    assert!(text.contains(
        "game 1 (round 9.1, So, Wesley - Vachier-Lagrave, Maxime) 1. Nf3 (white): 1:59:56 after 1:40:00: \
         more than the 1:40:30 the control allows"
    ));
    assert!(text.contains(
        "game 3 (round 9.3, Giri, Anish - Caruana, Fabiano) 40. Kh2 (white): 1:12:36 after 0:12:55: \
         more than the 1:03:25 the control allows"
    ));
    assert_eq!(
        text.lines()
            .filter(|l| l.contains("the control allows"))
            .count(),
        27
    );
}

#[test]
fn audit_of_the_london_corpus_under_the_control_that_fits() {
    // 2 hours for 40 moves, then 1 hour with 30 s a move, whose first 30 s came with the bonus.
    let out = audit(&corpus(), "40/7200:3630+30");
    let text = String::from_utf8(out.stdout).unwrap();
    assert!(
        text.ends_with(
            "792 of 792 readings explained by 40/7200:3630+30 (0 unexplained, 10 games)\n"
        )
    );
    // Without that first increment, three move-40 readings gain 9 to 14 seconds too much.
    let out = audit(&corpus(), "40/7200:3600+30");
    let text = String::from_utf8(out.stdout).unwrap();
    assert!(text.contains("789 of 792"), "{text}");
    assert!(text.contains("40. Bxe4 (white): 1:01:56 after 0:01:44: more than the 1:01:44"));
}

#[test]
fn audit_finds_a_reading_below_the_increment_and_explains_gaps() {
    let dir = tempfile::tempdir().unwrap();
    let pgn = dir.path().join("game.pgn");
    std::fs::write(
        &pgn,
        "[White \"A\"]\n[Black \"B\"]\n[Round \"1\"]\n\n\
         1. e4 {[%clk 0:04:55]} e5 {[%clk 0:05:05]} 2. Nf3 Nc6 {[%clk 0:04:50]} \
         3. Bb5 {[%clk 0:00:02]} 1-0\n",
    )
    .unwrap();
    let text = String::from_utf8(audit(&pgn, "300+5").stdout).unwrap();
    assert_eq!(
        text,
        "game 1 (round 1, A - B) 3. Bb5 (white): 0:00:02 after 0:04:55: less than the 0:00:05 the move \
         adds: the flag would have fallen\n\
         game 1 (round 1, A - B): 3 of 4 readings explained; thinking time white 0:00:10, black 0:00:20\n\
         3 of 4 readings explained by 300+5 (1 unexplained, 1 game)\n"
    );
}

#[test]
fn audit_errors_say_what_to_do() {
    let dir = tempfile::tempdir().unwrap();
    let out = audit(&dir.path().join("missing.pgn"), "300+5");
    let e = String::from_utf8(out.stderr).unwrap();
    assert!(
        !out.status.success() && e.contains("give the path of a PGN file"),
        "{e}"
    );
    let pgn = dir.path().join("plain.pgn");
    std::fs::write(&pgn, "1. e4 e5 2. Nf3 *\n").unwrap();
    let e = String::from_utf8(audit(&pgn, "300+5").stderr).unwrap();
    assert!(e.contains("no [%clk] readings"), "{e}");
}
