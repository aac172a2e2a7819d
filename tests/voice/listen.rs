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
fn spoken_commands_print_the_session_command() {
    assert_eq!(
        listen_text(&["--locale", "de"], "Zeit", None),
        "command: ask times\n"
    );
    assert_eq!(listen_text(&[], "repeat", None), "command: repeat\n");
    assert_eq!(
        listen_text(&[], "last three moves", None),
        "command: ask moves 3\n"
    );
    assert_eq!(
        listen_text(&["--locale", "fi"], "missä musta Dame", None),
        "command: ask pieces q\n"
    );
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
    assert!(err.contains("knows none of the grammar's words"), "{err}");
    for word in ["anna", "fünf", "läufer", "rochade", "schlägt", "zeit"] {
        assert!(err.contains(word), "'{word}' not named: {err}");
    }
}
