//! The firmware on its own chip: scripts/firmware builds the sketch for the Arduino Micro and Leonardo (their
//! flash and RAM use checked) and the core with the script driver for simavr's ATmega32U4, which plays every
//! scenario the host tests play (firmware/scenarios.rs); its bytes must equal the host build's. Also the
//! wiring diagram generated from the pin table, and scripts/flash without a board.

use super::firmware::{Firmware, decode, scenarios};
use std::io::Write;
use std::path::{Path, PathBuf};
use std::process::{Command, Output, Stdio};
use std::sync::OnceLock;

const ROOT: &str = env!("CARGO_MANIFEST_DIR");
const FLASH_LIMIT: f64 = 80.0;
const RAM_LIMIT: f64 = 75.0;
/// The ATmega32U4's RAM, and what the sketch's loop and the USB interrupt need beyond the emulated driver's
/// measured stack: the loop's 64-byte chunk, and a generous allowance for the USB interrupt's frame.
const RAM_BYTES: u32 = 2560;
const SKETCH_STACK_EXTRA: u32 = 64 + 128;
const CLOCK_HZ: f64 = 16_000_000.0;

/// What one `scripts/firmware` run built.
struct Builds {
    out: PathBuf,
    report: String,
}

/// Builds the Micro, Leonardo and emulator targets once per test run, from scratch.
fn builds() -> &'static Builds {
    static BUILDS: OnceLock<Builds> = OnceLock::new();
    BUILDS.get_or_init(|| {
        let out = Path::new(env!("CARGO_TARGET_TMPDIR")).join("firmware");
        let _ = std::fs::remove_dir_all(&out);
        let output = Command::new(format!("{ROOT}/scripts/firmware"))
            .arg("--out")
            .arg(&out)
            .args(["micro", "leonardo", "emu"])
            .output()
            .expect("run scripts/firmware");
        assert!(
            output.status.success(),
            "scripts/firmware failed:\n{}",
            String::from_utf8_lossy(&output.stderr)
        );
        Builds {
            out,
            report: String::from_utf8(output.stdout).expect("an ASCII report"),
        }
    })
}

/// One target's line of the report: flash and RAM percentages and RAM bytes.
fn usage(target: &str) -> (f64, f64, u32) {
    let report = &builds().report;
    let line = report
        .lines()
        .find(|l| l.starts_with(&format!("{target}: ")))
        .unwrap_or_else(|| panic!("no line for {target} in:\n{report}"));
    let numbers: Vec<f64> = line
        .split(|c: char| !(c.is_ascii_digit() || c == '.'))
        .filter_map(|word| word.parse().ok())
        .collect();
    // "<hex path>: flash USED of MAX bytes (P%), RAM USED of MAX bytes (P%)": the last six numbers.
    let [_, _, flash, ram_used, _, ram] = numbers[numbers.len() - 6..] else {
        panic!("unexpected report line: {line}")
    };
    (flash, ram, ram_used as u32)
}

/// The board's bytes, and what the harness reports besides.
struct Emulation {
    bytes: Vec<u8>,
    scans: u64,
    longest_cycles: u64,
    mean_cycles: u64,
    stack_peak: u32,
}

/// Plays `script` on the emulated chip; `read_pins` makes every scan read the matrix too, as the sketch does
/// (slower to emulate, so only for the timing).
fn emulate(board: &str, start: u32, script: &str, read_pins: bool) -> Emulation {
    let out = &builds().out;
    let mut child = Command::new(out.join("emu/simavr-harness"))
        .args(read_pins.then_some("--read-pins"))
        .arg(out.join("emu/pegboard-emu.elf"))
        .args([board, &start.to_string()])
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("start simavr-harness");
    child
        .stdin
        .take()
        .unwrap()
        .write_all(script.as_bytes())
        .expect("write the script");
    let Output {
        status,
        stdout,
        stderr,
    } = child.wait_with_output().expect("wait for simavr-harness");
    let stderr = String::from_utf8_lossy(&stderr);
    assert!(status.success(), "simavr-harness failed:\n{stderr}");
    let line = stderr
        .lines()
        .find(|l| l.starts_with("simavr: "))
        .unwrap_or_else(|| panic!("no figures from the harness:\n{stderr}"));
    let numbers: Vec<u64> = line
        .split(|c: char| !c.is_ascii_digit())
        .filter_map(|word| word.parse().ok())
        .collect();
    let [scans, longest_cycles, mean_cycles, stack_peak, _] = numbers[..] else {
        panic!("unexpected harness line: {line}")
    };
    Emulation {
        bytes: stdout,
        scans,
        longest_cycles,
        mean_cycles,
        stack_peak: stack_peak as u32,
    }
}

fn text(bytes: &[u8]) -> String {
    String::from_utf8_lossy(bytes).into_owned()
}

#[test]
fn micro_and_leonardo_builds_fit_the_flash_and_ram_budgets() {
    for target in ["micro", "leonardo"] {
        let hex = builds().out.join(target).join("pegboard.hex");
        let image = std::fs::read_to_string(&hex).expect("the hex file");
        assert!(
            image.starts_with(':') && image.trim_end().ends_with(":00000001FF"),
            "{target}: not Intel HEX"
        );
        let (flash, ram, _) = usage(target);
        assert!(
            flash > 5.0 && flash <= FLASH_LIMIT,
            "{target}: flash {flash}% (limit {FLASH_LIMIT}%)"
        );
        assert!(
            ram > 5.0 && ram <= RAM_LIMIT,
            "{target}: RAM {ram}% (limit {RAM_LIMIT}%)"
        );
    }
}

#[test]
fn emulated_chip_sends_the_host_builds_bytes_in_every_scenario() {
    let host = Firmware::build();
    for scenario in scenarios::all() {
        let expected = host.run(&[scenario.board], scenario.script.clone());
        let emulated = emulate(scenario.board, 0, &scenario.script, false);
        assert!(!decode(&emulated.bytes).is_empty(), "{}", scenario.title);
        assert_eq!(
            text(&emulated.bytes),
            text(&expected),
            "{}: the emulated chip's bytes differ from the host build's",
            scenario.title
        );
    }
}

#[test]
fn emulated_chip_runs_across_the_millis_wrap() {
    let host = Firmware::build();
    for script in [
        scenarios::chattering_hole(),
        scenarios::buttons(),
        scenarios::document_example(),
    ] {
        let expected = host.run(&[scenarios::NAME], script.clone());
        let emulated = emulate(scenarios::NAME, scenarios::WRAP_START, &script, false);
        // Every scenario here runs past the wrap one second in: more than 500 scans of 2 ms.
        assert!(emulated.scans > 500, "{} scans", emulated.scans);
        assert!(decode(&emulated.bytes).len() > 3);
        assert_eq!(text(&emulated.bytes), text(&expected));
    }
}

/// The figures WIRING.md's timing section gives: "mean X ms, longest Y ms" in its measured line.
fn documented_scan_times() -> (f64, f64) {
    let doc = std::fs::read_to_string(format!("{ROOT}/hardware/WIRING.md")).expect("WIRING.md");
    let line = doc
        .lines()
        .find(|l| l.contains("Measured on the emulated chip at 16 MHz"))
        .expect("the measured scan time in WIRING.md's timing section");
    let numbers: Vec<f64> = line
        .split(|c: char| !(c.is_ascii_digit() || c == '.'))
        .filter_map(|word| word.parse().ok())
        .filter(|n| *n < 16.0)
        .collect();
    (numbers[0], numbers[1])
}

#[test]
fn stack_peak_leaves_room_and_the_documented_scan_time_is_the_measured_one() {
    let scenario = scenarios::document_example();
    let run = emulate("club-board-7", 0, &scenario, true);
    let (_, _, sketch_ram) = usage("micro");
    assert!(run.stack_peak > 100, "stack peak {} bytes", run.stack_peak);
    assert!(
        sketch_ram + run.stack_peak + SKETCH_STACK_EXTRA <= RAM_BYTES,
        "static RAM {sketch_ram} + stack peak {} + {SKETCH_STACK_EXTRA} exceeds {RAM_BYTES} bytes",
        run.stack_peak
    );
    let mean_ms = run.mean_cycles as f64 / CLOCK_HZ * 1000.0;
    let longest_ms = run.longest_cycles as f64 / CLOCK_HZ * 1000.0;
    let (documented_mean, documented_longest) = documented_scan_times();
    for (documented, measured) in [(documented_mean, mean_ms), (documented_longest, longest_ms)] {
        assert!(
            (documented - measured).abs() <= 0.05 * measured,
            "WIRING.md says {documented} ms, the emulator measures {measured:.2} ms (mean {:.2} ms, longest {:.2} ms \
             over {} scans)",
            mean_ms,
            longest_ms,
            run.scans
        );
    }
}

fn wiring_diagram(args: &[&str]) -> String {
    let output = Command::new(format!("{ROOT}/scripts/wiring-diagram"))
        .args(args)
        .output()
        .expect("run scripts/wiring-diagram");
    assert!(
        output.status.success(),
        "{}",
        String::from_utf8_lossy(&output.stderr)
    );
    String::from_utf8(output.stdout).unwrap()
}

#[test]
fn wiring_diagram_and_pin_table_are_generated_from_the_firmwares_pin_table() {
    let svg = std::fs::read_to_string(format!("{ROOT}/hardware/wiring.svg")).expect("wiring.svg");
    assert_eq!(
        svg,
        wiring_diagram(&["--svg"]),
        "run scripts/wiring-diagram"
    );
    let doc = std::fs::read_to_string(format!("{ROOT}/hardware/WIRING.md")).expect("WIRING.md");
    let table = wiring_diagram(&["--table"]);
    assert!(doc.contains(&table), "run scripts/wiring-diagram:\n{table}");
    assert!(table.contains("| rows, rank 1 to 8 | D2, D3,"));
    // The generator reads the pins, it does not know them: move rank 1 to D13 and the drawing follows.
    let pins =
        std::fs::read_to_string(format!("{ROOT}/hardware/firmware/pegboard/pins.h")).unwrap();
    let moved = pins.replace("kRankPins[8] = {2, 3,", "kRankPins[8] = {13, 3,");
    assert_ne!(moved, pins);
    let dir = tempfile::tempdir().unwrap();
    let moved_path = dir.path().join("pins.h");
    std::fs::write(&moved_path, moved).unwrap();
    let moved_svg = wiring_diagram(&["--svg", moved_path.to_str().unwrap()]);
    assert!(moved_svg.contains(">D13<") && !svg.contains(">D13<"));
}

#[test]
fn flash_script_fails_clearly_without_a_board() {
    let flash = |args: &[&str]| {
        Command::new(format!("{ROOT}/scripts/flash"))
            .args(args)
            .output()
            .expect("run scripts/flash")
    };
    let no_port = flash(&[]);
    assert_eq!(no_port.status.code(), Some(2));
    assert!(text(&no_port.stderr).contains("usage: scripts/flash"));
    let absent = flash(&["/dev/pegchess-no-such-port"]);
    assert_eq!(absent.status.code(), Some(1));
    assert!(
        text(&absent.stderr).contains("no serial port /dev/pegchess-no-such-port"),
        "{}",
        text(&absent.stderr)
    );
    let bad_board = flash(&["--board", "uno", "/dev/ttyACM0"]);
    assert_eq!(bad_board.status.code(), Some(2));
}
