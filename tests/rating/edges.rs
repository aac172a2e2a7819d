//! `pegchess rating` at its edges, through the real binary: a first event scored zero and nothing else
//! (disregarded, 8.2.1, said as such), flags that do not belong together refused, the rules in force on the
//! period's day named, and refusals and answers in the user's language.

/// `pegchess rating` with `args` in `locale`, no settings file and no speech: (success, stdout, stderr).
fn rating_in(locale: &str, args: &[&str]) -> (bool, String, String) {
    crate::support::pegchess(&[&["--locale", locale, "rating"], args].concat())
}

/// Five games of a first event, all lost.
const FIVE_LOSSES: [&str; 10] = [
    "--opponent",
    "1900:0",
    "--opponent",
    "2000:0",
    "--opponent",
    "1850:0",
    "--opponent",
    "1950:0",
    "--opponent",
    "2100:0",
];

#[test]
fn a_first_event_all_lost_is_disregarded_and_said_so() {
    let args = [&["--unrated"][..], &FIVE_LOSSES].concat();
    let (ok, out, err) = rating_in("en", &args);
    assert!(!ok, "{out}");
    assert!(
        err.contains("The first event scored zero, so its 5 games are disregarded (FIDE 8.2.1)"),
        "{err}"
    );
    assert!(!err.contains("no games"), "{err}");
    assert!(!err.contains("give at least one opponent"), "{err}");
    let (ok, _, err) = rating_in("de", &args);
    assert!(!ok);
    assert!(
        err.contains("Das erste Turnier brachte null Punkte, daher zählen seine 5 Partien nicht"),
        "{err}"
    );
    // A later event that scores keeps the first event out, and the rating is given.
    let later = [&args[..], &["--first-event", "5", "--opponent", "1800:1"]].concat();
    let (ok, out, err) = rating_in("en", &later);
    assert!(ok, "{err}");
    assert!(out.contains("its 5 games are disregarded"), "{out}");
}

#[test]
fn flags_that_do_not_belong_together_are_refused() {
    // More games in the first event than opponents given, or none.
    for first in ["9", "0"] {
        let (ok, out, err) = rating_in(
            "en",
            &["--unrated", "--first-event", first, "--opponent", "1800:1"],
        );
        assert!(!ok, "--first-event {first}: {out}");
        assert!(
            err.contains(&format!("--first-event {first} does not fit 1 opponent")),
            "{err}"
        );
    }
    // --year is the period's year for --born only; a first rating has no K and no year of birth. Each refusal
    // names the flag that is missing or does not belong.
    for (args, named) in [
        (
            &["--rating", "1800", "--year", "2020", "--opponent", "1500:1"][..],
            &["--born must be given"][..],
        ),
        (
            &["--unrated", "--year", "2025", "--opponent", "1800:1"][..],
            &["--year", "--unrated"][..],
        ),
        (
            &[
                "--first-event",
                "1",
                "--rating",
                "1800",
                "--opponent",
                "1800:1",
            ][..],
            &["--unrated"][..],
        ),
    ] {
        let (ok, out, err) = rating_in("en", args);
        assert!(!ok, "{args:?}: {out}");
        for flag in named {
            assert!(err.contains(flag), "{args:?}: {err}");
        }
    }
}

#[test]
fn the_answer_names_the_rules_in_force_on_the_day() {
    let period = ["--rating", "2700", "--opponent", "2200:1"];
    for (date, from) in [
        ("2025-09-30", "1 March 2024"),
        ("2025-10-01", "1 October 2025"),
    ] {
        let (ok, out, err) = rating_in("en", &[&period[..], &["--date", date]].concat());
        assert!(ok, "{err}");
        assert!(
            out.lines().last()
                == Some(&*format!(
                    "By the FIDE Rating Regulations in force from {from}."
                )),
            "{date}: {out}"
        );
    }
    // The day changes the change as well: 2700 against 2200 counts 500 from 1 October 2025, 400 before.
    let (_, before, _) = rating_in("en", &[&period[..], &["--date", "2025-09-30"]].concat());
    let (_, after, _) = rating_in("en", &[&period[..], &["--date", "2025-10-01"]].concat());
    assert_ne!(before, after);
    let first = ["--unrated", "--date", "2025-10-01", "--opponent", "1800:1"];
    let (ok, out, err) = rating_in("en", &first);
    assert!(ok, "{err}");
    assert!(out.ends_with("in force from 1 October 2025.\n"), "{out}");
}

#[test]
fn refusals_and_answers_are_in_german_under_locale_de() {
    let (ok, out, err) = rating_in("de", &["--rating", "1200", "--opponent", "1500:1"]);
    assert!(!ok, "{out}");
    assert!(
        err.contains("Die Elo 1200 liegt außerhalb des Listenbereichs von 1400 bis 3000"),
        "{err}"
    );
    assert!(!err.contains("outside"), "{err}");
    let (ok, _, err) = rating_in("de", &["--rating", "1800", "--opponent", "1500:2"]);
    assert!(!ok && err.contains("„2“ ist kein Ergebnis"), "{err}");
    let (ok, _, err) = rating_in(
        "de",
        &["--unrated", "--first-event", "9", "--opponent", "1800:1"],
    );
    assert!(!ok && err.contains("passt nicht zu 1 Gegner"), "{err}");
    let (ok, out, err) = rating_in(
        "de",
        &[
            "--rating",
            "1800",
            "--opponent",
            "1500:1",
            "--date",
            "2025-10-01",
        ],
    );
    assert!(ok, "{err}");
    assert!(
        out.ends_with("Nach den FIDE-Elo-Regeln, gültig ab 1. Oktober 2025.\n"),
        "{out}"
    );
}

#[test]
fn every_refusal_of_the_rules_renders_in_every_language() {
    use pegchess::notation::Language;
    use pegchess::phonetic::{Form, Scheme};
    use pegchess::rating::RatingError;
    use pegchess::rating::input::TagError;
    use pegchess::speech::Renderer;
    use pegchess::speech::phrases::rating_refusal::{rating_error, tag_error};
    let errors = [
        RatingError::OutOfRange(1200),
        RatingError::NotARating("x".into()),
        RatingError::NotAScore("2".into()),
        RatingError::UnknownK("30".into()),
        RatingError::NoGames,
        RatingError::PeriodTooShort {
            period: 1,
            listed: 2,
        },
        RatingError::NotAnOpponent("1500".into()),
        RatingError::ZeroFirstEvent(1),
        RatingError::ZeroFirstEvent(5),
        RatingError::BirthYear {
            born: 2030,
            year: 2025,
        },
    ];
    let mut messages: Vec<_> = errors.iter().map(rating_error).collect();
    messages.extend(
        [
            TagError::Missing("WhiteElo"),
            TagError::Bad {
                tag: "BlackElo",
                value: "12".into(),
                source: RatingError::OutOfRange(12),
            },
            TagError::NotFinished("*".into()),
        ]
        .iter()
        .map(tag_error),
    );
    for language in [
        Language::En,
        Language::De,
        Language::Hu,
        Language::Fi,
        Language::Da,
    ] {
        let renderer = Renderer::new(language, Scheme::Plain, Form::Short);
        for msg in &messages {
            let said = renderer.try_render_msg(msg);
            assert!(said.is_ok(), "{language}: {said:?}");
        }
    }
}
