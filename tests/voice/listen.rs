//! `pegchess listen` run as the real binary: `--text` prints the move in SAN, `none`,
//! `ambiguous: ` with the candidates, or the command; a missing or foreign model is a clear error
//! that names the grammar words the model does not know.

use crate::support::pegchess;

fn listen_text(global: &[&str], text: &str, fen: Option<&str>) -> String {
    let mut args = global.to_vec();
    args.extend(["listen", "--text", text]);
    if let Some(fen) = fen {
        args.extend(["--fen", fen]);
    }
    let (ok, out, err) = pegchess(&args);
    assert!(ok, "{args:?}: {err}");
    out
}

#[test]
fn a_transcript_prints_its_move_in_san() {
    assert_eq!(listen_text(&[], "Springer Felix drei", None), "Nf3\n");
    assert_eq!(
        listen_text(&[], "springer gustav eins felix drei", None),
        "Nf3\n"
    );
    assert_eq!(
        listen_text(&["--locale", "de"], "Springer Felix drei", None),
        "Sf3\n"
    );
    assert_eq!(
        listen_text(&["--locale", "hu"], "SPRINGER FELIX DREI", None),
        "Hf3\n"
    );
    assert_eq!(
        listen_text(
            &["--scheme", "danish", "--locale", "da"],
            "springer Frederik tre",
            None
        ),
        "Sf3\n"
    );
    assert_eq!(
        listen_text(&["--scheme", "plain"], "knight f3", None),
        "Nf3\n"
    );
    let castle = "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1";
    assert_eq!(listen_text(&[], "Lange Rochade", Some(castle)), "0-0-0\n");
    let promo = "4k3/1P6/8/8/8/8/8/4K3 w - - 0 1";
    assert_eq!(
        listen_text(
            &["--locale", "de"],
            "Bella acht, Umwandlung in Dame",
            Some(promo)
        ),
        "b8D+\n"
    );
}

#[test]
fn no_fit_prints_none_and_two_fits_print_ambiguous() {
    assert_eq!(listen_text(&[], "Springer Eva vier", None), "none\n");
    assert_eq!(listen_text(&[], "Guten Morgen", None), "none\n");
    let knights = "4k3/8/8/8/8/8/8/1N2KN2 w - - 0 1";
    assert_eq!(
        listen_text(&[], "Springer David zwei", Some(knights)),
        "ambiguous: Nbd2 Nfd2\n"
    );
    let promo = "4k3/1P6/8/8/8/8/8/4K3 w - - 0 1";
    assert_eq!(
        listen_text(&[], "Bella sieben Bella acht", Some(promo)),
        "ambiguous: b8Q+ b8R+ b8B b8N\n"
    );
}

#[test]
fn the_readings_are_worded_in_the_players_language_and_stay_english_with_porcelain() {
    let knights = Some("4k3/8/8/8/8/8/8/1N2KN2 w - - 0 1");
    for (locale, none, ambiguous) in [
        ("de", "nichts\n", "mehrdeutig: Sbd2 Sfd2\n"),
        ("hu", "semmi\n", "kétértelmű: Hbd2 Hfd2\n"),
        ("fi", "ei mitään\n", "moniselitteinen: Rbd2 Rfd2\n"),
        ("da", "intet\n", "tvetydigt: Sbd2 Sfd2\n"),
    ] {
        let global = ["--locale", locale];
        assert_eq!(listen_text(&global, "Guten Morgen", None), none, "{locale}");
        assert_eq!(
            listen_text(&global, "Springer David zwei", knights),
            ambiguous,
            "{locale}"
        );
        let porcelain = ["--locale", locale, "--porcelain"];
        assert_eq!(listen_text(&porcelain, "Guten Morgen", None), "none\n");
        assert_eq!(
            listen_text(&porcelain, "Springer David zwei", knights),
            "ambiguous: Nbd2 Nfd2\n"
        );
    }
}

#[test]
fn spoken_commands_are_printed_in_the_language_and_as_session_commands_with_porcelain() {
    assert_eq!(
        listen_text(&["--locale", "de"], "Zeit", None),
        "Befehl: Frage: die Zeiten\n"
    );
    assert_eq!(listen_text(&[], "repeat", None), "command: say it again\n");
    assert_eq!(
        listen_text(&[], "last three moves", None),
        "command: ask the last 3 moves\n"
    );
    assert_eq!(
        listen_text(&["--locale", "fi", "--porcelain"], "missä musta Dame", None),
        "command: ask pieces q\n"
    );
    assert_eq!(
        listen_text(&["--locale", "de", "--porcelain"], "Zeit", None),
        "command: ask times\n"
    );
    // No English word of the command outside English.
    for (locale, words) in [
        ("de", "Zeit"),
        ("fi", "missä musta Dame"),
        ("hu", "idő"),
        ("da", "tid"),
    ] {
        let line = listen_text(&["--locale", locale], words, None);
        for english in ["ask", "times", "pieces", "command"] {
            assert!(!line.contains(english), "{locale}: {line}");
        }
    }
}

#[test]
fn what_announce_says_listen_understands() {
    for (global, san) in [
        (&["--locale", "de"][..], "Sf3"),
        (&["--locale", "en", "--form", "long"][..], "Nf3"),
        (&["--locale", "da", "--scheme", "danish"][..], "Sf3"),
        (&["--locale", "fi", "--scheme", "plain"][..], "Rf3"),
    ] {
        let mut args = global.to_vec();
        args.extend(["announce", san]);
        let (ok, said, err) = pegchess(&args);
        assert!(ok, "{err}");
        assert_eq!(
            listen_text(global, said.trim(), None),
            format!("{san}\n"),
            "{said}"
        );
    }
}

#[cfg(feature = "voice")]
#[test]
fn a_bad_position_or_a_missing_model_is_a_clear_error() {
    let (ok, _, err) = pegchess(&["listen", "--text", "Eva vier", "--fen", "not a fen"]);
    assert!(!ok);
    assert!(
        err.contains("--fen: 'not a fen' is not a valid FEN"),
        "{err}"
    );
    let (ok, _, err) = pegchess(&["listen"]);
    assert!(!ok);
    assert!(
        err.contains("no vosk model") && err.contains("vosk-model"),
        "{err}"
    );
    let (ok, _, err) = pegchess(&["listen", "--model", "/no/such/model"]);
    assert!(!ok);
    assert!(err.contains("no vosk model at /no/such/model"), "{err}");
}

#[cfg(feature = "voice")]
#[test]
fn a_model_of_another_language_names_the_words_it_does_not_know() {
    let Some(dir) = super::vosk::model_dir() else {
        return;
    };
    let tmp = tempfile::tempdir().unwrap();
    let clip = super::vosk::synthesise(tmp.path(), "하나");
    assert!(clip.seconds() > 0.1);
    let wav = tmp.path().join("said.wav");
    let (ok, _, err) = pegchess(&[
        "--locale",
        "de",
        "listen",
        "--model",
        dir.to_str().unwrap(),
        "--wav",
        wav.to_str().unwrap(),
    ]);
    assert!(!ok);
    // In the player's language, naming every word.
    assert!(err.contains("kennt kein Wort der Grammatik"), "{err}");
    for word in [
        "anna", "fünf", "läufer", "rochade", "schlägt", "zeit", "nach", "nimmt", "schach", "ja",
        "remis",
    ] {
        assert!(err.contains(word), "'{word}' not named: {err}");
    }
}

#[test]
fn misheard_words_print_confirm_and_the_new_commands_print_their_names() {
    let de = ["--locale", "de"];
    assert_eq!(
        listen_text(&de, "Springa Felix drei", None),
        "nachfragen: Sf3\n"
    );
    assert_eq!(listen_text(&de, "springer nach felix drei", None), "Sf3\n");
    assert_eq!(listen_text(&de, "Remis", None), "Befehl: Remis anbieten\n");
    assert_eq!(
        listen_text(&de, "ich gebe auf", None),
        "Befehl: Weiß gibt auf\n"
    );
    assert_eq!(listen_text(&de, "ja", None), "Befehl: ja\n");
    assert_eq!(
        listen_text(&["--locale", "fi"], "tuomari", None),
        "Komento: kutsu tuomari\n"
    );
    let after_e4_d5 = "rnbqkbnr/ppp1pppp/8/3p4/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2";
    // The FIDE words, the default but for Danish, whose table starts with the Danish words (and the FIDE
    // words one setting away).
    for global in [
        &["--locale", "hu"][..],
        &["--locale", "fi"],
        &["--locale", "da", "--scheme", "fide"],
    ] {
        assert_eq!(
            listen_text(global, "eva schlägt david fünf", Some(after_e4_d5)),
            "exd5\n",
            "{global:?}"
        );
    }
    assert_eq!(
        listen_text(&["--locale", "da"], "erik slår dora fem", Some(after_e4_d5)),
        "exd5\n"
    );
    // Typed input reads the same words as voice.
    assert_eq!(listen_text(&de, "Sf3", None), "Sf3\n");
}

/// The number pair and percentage of a report line such as `word accuracy: 3/6 (50.0%)`.
fn ratio(report: &str, label: &str) -> (usize, usize, f64) {
    let line = report
        .lines()
        .find_map(|l| l.strip_prefix(label))
        .unwrap_or_else(|| panic!("no '{label}' in {report}"));
    let (pair, percent) = line
        .trim()
        .split_once(' ')
        .expect("a pair and a percentage");
    let (a, b) = pair.split_once('/').expect("right/total");
    let percent = percent.trim_matches(|c| c == '(' || c == ')' || c == '%');
    (
        a.parse().unwrap(),
        b.parse().unwrap(),
        percent.parse().unwrap(),
    )
}

#[test]
fn a_folder_of_labelled_recordings_gives_word_and_move_accuracy() {
    let Some(dir) = super::vosk::model_dir() else {
        return;
    };
    let tmp = tempfile::tempdir().unwrap();
    let folder = tmp.path().join("clips");
    std::fs::create_dir(&folder).unwrap();
    for (name, text) in [
        ("one", "하나 둘"),
        ("two", "사과"),
        ("three", "Springer Felix drei"),
    ] {
        let clip_dir = tmp.path().join(name);
        std::fs::create_dir(&clip_dir).unwrap();
        super::vosk::synthesise(&clip_dir, text);
        std::fs::copy(
            clip_dir.join("said.wav"),
            folder.join(format!("{name}.wav")),
        )
        .unwrap();
        std::fs::write(folder.join(format!("{name}.txt")), text).unwrap();
    }
    std::fs::write(folder.join("unlabelled.wav"), b"").unwrap();
    // German words, the report's stable English lines (--porcelain), which this test reads.
    let (ok, out, err) = pegchess(&[
        "--porcelain",
        "--locale",
        "de",
        "listen",
        "--model",
        dir.to_str().unwrap(),
        "--wav-dir",
        folder.to_str().unwrap(),
    ]);
    assert!(ok, "{err}");
    assert!(err.contains("unlabelled.wav"), "{err}");
    // The Korean model knows none of the German words, and says which.
    assert!(
        out.contains("unknown to the model:") && out.contains("springer"),
        "{out}"
    );
    assert!(
        out.contains("label words the reader does not know: 하나, 둘, 사과"),
        "{out}"
    );
    for name in ["one", "three", "two"] {
        assert!(out.contains(&format!("\n{name}: heard \"")), "{out}");
    }
    assert!(out.contains("recordings: 3\n"), "{out}");
    let (right, words, percent) = ratio(&out, "word accuracy:");
    assert_eq!(words, 6);
    assert!(right <= words);
    assert!(
        (percent - 100.0 * right as f64 / words as f64).abs() < 0.06,
        "{out}"
    );
    // Only "Springer Felix drei" reads as a move; the Korean model cannot hear it.
    let (right, moves, percent) = ratio(&out, "move accuracy:");
    assert_eq!((right, moves, percent), (0, 1, 0.0), "{out}");
    let confusions = out
        .lines()
        .find_map(|l| l.strip_prefix("confusions: "))
        .expect("a confusions line");
    // The German words were not heard as such: each one is a confusion.
    for word in ["springer", "felix", "drei"] {
        assert!(confusions.contains(&format!("{word}->")), "{confusions}");
    }
}
