//! `pegchess announce` run as the real binary.

use crate::support::pegchess as announce;

#[test]
fn each_edition_types_the_knight_with_its_own_letter() {
    for (locale, text, expected) in [
        ("hu", "Hf3", "Springer Felix drei\n"),
        ("fi", "Rf3", "Springer Felix drei\n"),
        // The Danish edition lists its own words first, and a Danish table starts with them.
        ("da", "Sf3", "Springer Frederik tre\n"),
        ("de", "Sf3", "Springer Felix drei\n"),
        ("en", "Nf3", "Springer Felix drei\n"),
    ] {
        let (ok, out, err) = announce(&["--locale", locale, "announce", text]);
        assert!(ok, "{locale} {text}: {err}");
        assert_eq!(out, expected, "{locale} {text}");
    }
    // The FIDE words are one setting away.
    let (ok, out, _) = announce(&["--locale", "da", "--scheme", "fide", "announce", "Sf3"]);
    assert!(ok);
    assert_eq!(out, "Springer Felix drei\n");
}

#[test]
fn one_line_per_move_in_sequence_with_scheme_and_form() {
    let (ok, out, err) = announce(&[
        "--locale", "hu", "--form", "long", "announce", "e4", "d5", "exd5", "Vxd5", "Hc3", "Vd8",
        "Fc4", "Hf6", "Hf3", "Fg4", "0-0",
    ]);
    assert!(ok, "{err}");
    let lines: Vec<&str> = out.lines().collect();
    assert_eq!(
        lines,
        [
            "Eva zwei Eva vier",
            "David sieben David fünf",
            "Eva vier üt David fünf",
            "Dame David acht üt David fünf",
            "Springer Bella eins Cesar drei",
            "Dame David fünf David acht",
            "Läufer Felix eins Cesar vier",
            "Springer Gustav acht Felix sechs",
            "Springer Gustav eins Felix drei",
            "Läufer Cesar acht Gustav vier",
            "Kurze Rochade",
        ]
    );
}

#[test]
fn notation_can_differ_from_the_locale_and_fen_sets_the_start() {
    let (ok, out, err) = announce(&[
        "--locale",
        "fi",
        "--scheme",
        "plain",
        "--notation",
        "en",
        "announce",
        "--fen",
        "4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 2",
        "exd6",
        "Kf8",
        "d7",
        "Kg8",
        "d8=Q+",
    ]);
    assert!(ok, "{err}");
    assert_eq!(
        out,
        "e lyö d6 ohestalyönnillä\nKuningas f8\nd7\nKuningas g8\nd8, korotus: kuningatar, shakki\n"
    );
}

#[test]
fn a_wrong_move_is_named_and_fails() {
    let (ok, out, err) = announce(&["--locale", "hu", "announce", "e4", "Nf6"]);
    assert!(!ok);
    assert_eq!(out, "Eva vier\n");
    // In the player's language (Hungarian), naming the edition's letters.
    assert!(
        err.contains("2. lépés") && err.contains("„N”") && err.contains("K V B F H"),
        "{err}"
    );
    let (ok, _, err) = announce(&["announce", "--fen", "not a fen", "e4"]);
    assert!(!ok);
    assert!(err.contains("FEN"), "{err}");
}
