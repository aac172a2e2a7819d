//! Issue 14, `pegchess doctor`: one line per check, spoken and printed, on the private speech-dispatcher
//! (scripts/speech-sink.sh), the Korean vosk model and a simulated board; its exit status says whether
//! everything the settings need works.

use std::path::Path;

/// Runs `pegchess doctor` with its settings file and data in `data` (speech on, as a player has it).
fn doctor(data: &Path, settings: &str, args: &[&str]) -> (Option<i32>, String) {
    let file = data.join("pegchess/settings.toml");
    if !settings.is_empty() {
        std::fs::create_dir_all(file.parent().unwrap()).unwrap();
        std::fs::write(&file, settings).unwrap();
    }
    let out = crate::support::private(data)
        .speaking()
        .arg("doctor")
        .args(args)
        .output();
    let stdout = String::from_utf8_lossy(&out.stdout).into_owned();
    let stderr = String::from_utf8_lossy(&out.stderr);
    (out.status.code(), format!("{stdout}\n--- stderr\n{stderr}"))
}

/// The line that starts with `start`, if printed.
fn line<'a>(out: &'a str, start: &str) -> Option<&'a str> {
    out.lines().find(|l| l.starts_with(start))
}

/// Every printed finding is one short line.
fn assert_short(out: &str) {
    for l in out.lines().take_while(|l| !l.starts_with("--- stderr")) {
        let words = l.split_whitespace().count();
        assert!(words <= 25, "{words} words: {l}");
    }
}

#[cfg(feature = "voice")]
#[test]
fn doctor_checks_speech_voices_the_korean_model_and_a_simulated_board() {
    assert!(
        std::env::var_os("SPEECHD_ADDRESS").is_some()
            || std::env::var("PEGCHESS_REQUIRE_SPEECH").as_deref() != Ok("1"),
        "PEGCHESS_REQUIRE_SPEECH=1 but no speech engine: run eval \"$(scripts/speech-sink.sh start)\""
    );
    let Some(model) = crate::voice::korean::model_dir() else {
        assert!(
            std::env::var("PEGCHESS_REQUIRE_VOICE").as_deref() != Ok("1"),
            "PEGCHESS_REQUIRE_VOICE=1 but the Korean test model is missing"
        );
        return;
    };
    let _engine = crate::support::speech_engine_lock();
    let data = tempfile::tempdir().unwrap();
    let settings = format!(
        "locale = \"en\"\nscheme = \"fide\"\nvosk-model = \"{}\"\nmicrophone = \"no-such-microphone-xyz\"\n",
        model.display()
    );
    let (code, out) = doctor(data.path(), &settings, &["--simulate"]);
    assert_short(&out);
    if std::env::var_os("SPEECHD_ADDRESS").is_some() {
        assert!(line(&out, "Speech: ok.").is_some(), "{out}");
        assert!(line(&out, "Voice for English: ok.").is_some(), "{out}");
        // The FIDE words at an English table go to the German voice (issue 66).
        assert!(
            line(&out, "The FIDE words: the German voice says them.").is_some(),
            "{out}"
        );
    }
    assert!(line(&out, "Settings: ok, ").is_some(), "{out}");
    assert!(line(&out, "Vosk model: ok.").is_some(), "{out}");
    // The Korean model knows none of the FIDE words.
    let grammar = line(&out, "The model does not know ").unwrap_or_else(|| panic!("{out}"));
    assert!(
        grammar.ends_with("To fix: use a model for your language."),
        "{grammar}"
    );
    assert!(
        line(
            &out,
            "No microphone. To fix: plug one in, or name it in the settings."
        )
        .is_some(),
        "{out}"
    );
    let board = line(&out, "Board: ok, on ").unwrap_or_else(|| panic!("{out}"));
    assert!(board.contains(", version "), "{board}");
    assert!(line(&out, "Games folder: ok, ").is_some(), "{out}");
    // Voice input is wanted (a model is set) and cannot work: the doctor fails.
    assert_eq!(code, Some(1), "{out}");
    assert!(out.contains("of the checks the game needs failed"), "{out}");
}

#[test]
fn doctor_passes_when_everything_the_settings_need_works() {
    let data = tempfile::tempdir().unwrap();
    let (code, out) = doctor(
        data.path(),
        "locale = \"de\"\nspeech = \"screen-reader\"\n",
        &["--simulate"],
    );
    assert_short(&out);
    assert!(line(&out, "Einstellungen: in Ordnung, ").is_some(), "{out}");
    assert!(
        line(&out, "Sprachausgabe: Ihr Bildschirmleser spricht.").is_some(),
        "{out}"
    );
    assert!(
        line(&out, "Spracheingabe: aus, kein vosk-Modell eingestellt.").is_some(),
        "{out}"
    );
    let board = line(&out, "Brett: in Ordnung, an ").unwrap_or_else(|| panic!("{out}"));
    assert!(board.contains(", Version "), "{board}");
    assert!(line(&out, "Partienordner: in Ordnung, ").is_some(), "{out}");
    assert_eq!(code, Some(0), "{out}");
}

#[test]
fn doctor_names_a_broken_settings_file_and_a_missing_board() {
    let data = tempfile::tempdir().unwrap();
    let (code, out) = doctor(
        data.path(),
        "speech = \"loud\"\n",
        &["--port", "/nonexistent/ttyPEG0"],
    );
    assert_short(&out);
    let settings = line(&out, "The settings file ").unwrap_or_else(|| panic!("{out}"));
    assert!(
        settings.ends_with("is invalid. To fix: run pegchess setup."),
        "{settings}"
    );
    assert!(
        line(
            &out,
            "No board found. To fix: plug the board in and run the check again."
        )
        .is_some(),
        "{out}"
    );
    assert_eq!(code, Some(1), "{out}");
}

/// `doctor --simulate`, speaking, where the system's speech engine cannot start (espeak-ng speaks instead).
fn doctor_without_engine(pegchess: crate::support::Private) -> std::process::Output {
    pegchess
        .speaking()
        .args(["doctor", "--simulate"])
        .env(
            "SPEECHD_ADDRESS",
            "unix_socket:/nonexistent/pegchess/speechd.sock",
        )
        .env("SPEECHD_CMD", "/bin/false")
        .output()
}

#[test]
fn doctor_with_no_speech_engine_says_espeak_ng_speaks_instead() {
    let data = tempfile::tempdir().unwrap();
    let file = data.path().join("pegchess/settings.toml");
    std::fs::create_dir_all(file.parent().unwrap()).unwrap();
    std::fs::write(&file, "locale = \"en\"\n").unwrap();
    let out = doctor_without_engine(crate::support::private(data.path()));
    let stdout = String::from_utf8_lossy(&out.stdout);
    assert!(
        line(&stdout, "No speech engine; espeak-ng speaks instead.").is_some(),
        "{stdout}"
    );
    assert!(
        line(
            &stdout,
            "Speech: espeak-ng speaks, the speech engine is missing. To fix: install speech-dispatcher."
        )
        .is_some(),
        "{stdout}"
    );
    // espeak-ng has voices for English and German.
    assert!(
        line(&stdout, "Voice for English: ok.").is_some(),
        "{stdout}"
    );
    // The FIDE words at an English table: the German voice says them (issue 66).
    assert!(
        line(&stdout, "The FIDE words: the German voice says them.").is_some(),
        "{stdout}"
    );
    assert_eq!(out.status.code(), Some(0), "{stdout}");
}

/// Where espeak-ng has no German voice, the doctor says the player's own voice says the FIDE words
/// respelled, and that is no fault.
#[test]
fn doctor_without_a_german_voice_says_the_fide_words_are_respelled() {
    use std::os::unix::fs::PermissionsExt;
    let data = tempfile::tempdir().unwrap();
    let file = data.path().join("pegchess/settings.toml");
    std::fs::create_dir_all(file.parent().unwrap()).unwrap();
    std::fs::write(&file, "locale = \"hu\"\n").unwrap();
    // A stand-in espeak-ng with a Hungarian and an English voice only.
    let bin = data.path().join("bin");
    std::fs::create_dir_all(&bin).unwrap();
    let program = bin.join("espeak-ng");
    std::fs::write(
        &program,
        "#!/bin/sh\nif [ \"$1\" = --voices ]; then\n  echo 'Pty Language Age/Gender VoiceName File Other Languages'\n  echo ' 5  hu  --/M  Hungarian  urj/hu'\n  echo ' 2  en  --/M  English  gmw/en'\nfi\n",
    )
    .unwrap();
    std::fs::set_permissions(&program, std::fs::Permissions::from_mode(0o755)).unwrap();
    // Another test's child may still hold the new file open for a moment (ETXTBSY): wait until it runs.
    for _ in 0..100 {
        match std::process::Command::new(&program).status() {
            Err(e) if e.raw_os_error() == Some(26) => {
                std::thread::sleep(std::time::Duration::from_millis(10))
            }
            _ => break,
        }
    }
    let path = format!(
        "{}:{}",
        bin.display(),
        std::env::var("PATH").unwrap_or_default()
    );
    let out = doctor_without_engine(crate::support::private(data.path()).env("PATH", path));
    let stdout = String::from_utf8_lossy(&out.stdout);
    assert!(
        line(&stdout, "A FIDE szavai: nincs német hang").is_some(),
        "{stdout}"
    );
    assert!(!stdout.contains("német hang: rendben"), "{stdout}");
}

#[test]
fn the_doctor_keeps_the_sound_librarys_own_lines_off_the_terminal() {
    // This machine has no sound card: ALSA prints its own lines when asked for one, which a screen reader
    // would read aloud. The microphone's line says it once, in the program's words (it is checked for voice
    // input, which a model set asks for).
    let data = tempfile::tempdir().unwrap();
    let (_, out) = doctor(
        data.path(),
        "vosk-model = \"/nonexistent/vosk-model\"\n",
        &["--simulate"],
    );
    assert!(!out.contains("ALSA lib"), "{out}");
    assert!(
        out.contains("microphone") || out.contains("Microphone"),
        "{out}"
    );
}

/// The doctor's last line, and `board-check` without a board, in the player's language.
#[test]
fn the_doctor_and_the_board_check_speak_the_players_language() {
    let data = tempfile::tempdir().unwrap();
    let file = data.path().join("pegchess/settings.toml");
    std::fs::create_dir_all(file.parent().unwrap()).unwrap();
    std::fs::write(&file, "speech = \"loud\"\n").unwrap();
    // Two checks the game needs fail (the settings file, the board), counted in each language; voice input
    // is off (no model), so no microphone is checked: no "to fix" line the count leaves out.
    for (locale, attention, microphone) in [
        (
            "de",
            "pegchess: 2 Prüfungen für die Partie sind fehlgeschlagen (siehe die Zeilen oben)",
            "Mikrofon",
        ),
        (
            "da",
            "pegchess: 2 af de kontroller, partiet kræver, fejlede (se linjerne ovenfor)",
            "mikrofon",
        ),
        (
            "hu",
            "pegchess: A játszmához szükséges ellenőrzések közül 2 nem sikerült (lásd a fenti sorokat)",
            "mikrofon",
        ),
        (
            "fi",
            "pegchess: Pelin tarvitsemista tarkistuksista 2 epäonnistui (katso yllä olevat rivit)",
            "Mikrofoni",
        ),
        (
            "en",
            "pegchess: 2 of the checks the game needs failed (see the lines above)",
            "microphone",
        ),
    ] {
        let out = crate::support::private(data.path())
            .args([
                "--locale",
                locale,
                "doctor",
                "--port",
                "/nonexistent/ttyPEG0",
            ])
            .output();
        let stderr = String::from_utf8_lossy(&out.stderr);
        assert_eq!(out.status.code(), Some(1), "{stderr}");
        assert!(stderr.contains(attention), "{locale}: {stderr}");
        let stdout = String::from_utf8_lossy(&out.stdout);
        assert!(!stdout.contains(microphone), "{locale}: {stdout}");
    }
    // No board answers: the check says so at once, and goes on looking until it is stopped.
    let fresh = tempfile::tempdir().unwrap();
    let mut check = crate::support::private(fresh.path())
        .args(["--locale", "de", "board-check"])
        .spawn();
    let stdout = check.stdout.take().expect("piped stdout");
    let (tx, rx) = std::sync::mpsc::channel();
    std::thread::spawn(move || {
        use std::io::BufRead;
        for line in std::io::BufReader::new(stdout)
            .lines()
            .map_while(Result::ok)
        {
            let _ = tx.send(line);
        }
    });
    let deadline = std::time::Instant::now() + std::time::Duration::from_secs(15);
    let mut said = Vec::new();
    while let Ok(line) =
        rx.recv_timeout(deadline.saturating_duration_since(std::time::Instant::now()))
    {
        said.push(line);
        if said
            .last()
            .is_some_and(|l| l.starts_with("Noch antwortet kein Steckbrett"))
        {
            break;
        }
    }
    check.kill().ok();
    check.wait().ok();
    assert!(
        said.iter()
            .any(|l| l.starts_with("Noch antwortet kein Steckbrett")),
        "{said:?}"
    );
}
