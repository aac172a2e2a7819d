//! The large-print statement an arbiter signs (`fair-play --pdf`), read back with `pdftotext -bbox` on A4 and
//! Letter: every word on the paper, the whole SHA-256 (in groups), the date, the game's fields and the
//! arbiter's lines, no paragraph with a lone line on a page; the game's tags filled in, in the user's language;
//! and `--check` on another program says first that it is not pegchess.

use std::path::Path;

/// A word of the PDF: its page (from 0), its box and its text.
#[derive(Debug, Clone)]
struct Word {
    page: usize,
    x_min: f32,
    x_max: f32,
    y_min: f32,
    text: String,
}

/// The value of attribute `name` in a line of pdftotext's XHTML.
fn attribute(line: &str, name: &str) -> f32 {
    let start = line.find(&format!("{name}=\"")).expect(name) + name.len() + 2;
    let end = start + line[start..].find('"').unwrap();
    line[start..end].parse().unwrap()
}

/// The pages' sizes and the words of `pdf`, in reading order.
fn read_words(pdf: &Path) -> (Vec<(f32, f32)>, Vec<Word>) {
    let out = std::process::Command::new("pdftotext")
        .arg("-bbox")
        .arg(pdf)
        .arg("-")
        .output()
        .expect("pdftotext (poppler-utils, installed by scripts/setup)");
    assert!(out.status.success());
    let xhtml = String::from_utf8(out.stdout).unwrap();
    let (mut pages, mut words) = (Vec::new(), Vec::new());
    for line in xhtml.lines().map(str::trim) {
        if line.starts_with("<page ") {
            pages.push((attribute(line, "width"), attribute(line, "height")));
        } else if line.starts_with("<word ") {
            let text = &line[line.find('>').unwrap() + 1..line.rfind("</word>").unwrap()];
            let text = text
                .replace("&apos;", "'")
                .replace("&quot;", "\"")
                .replace("&lt;", "<")
                .replace("&gt;", ">")
                .replace("&amp;", "&");
            words.push(Word {
                page: pages.len() - 1,
                x_min: attribute(line, "xMin"),
                x_max: attribute(line, "xMax"),
                y_min: attribute(line, "yMin"),
                text,
            });
        }
    }
    (pages, words)
}

/// The printed lines: the words of each page grouped by their top, each line's words joined by spaces.
fn lines(words: &[Word]) -> Vec<(usize, String)> {
    let mut out: Vec<(usize, f32, String)> = Vec::new();
    for w in words {
        match out.last_mut() {
            Some((page, y, text)) if *page == w.page && (*y - w.y_min).abs() < 1.0 => {
                text.push(' ');
                text.push_str(&w.text);
            }
            _ => out.push((w.page, w.y_min, w.text.clone())),
        }
    }
    out.into_iter()
        .map(|(page, _, text)| (page, text))
        .collect()
}

/// pegchess without speech in `locale`, its data in `data`, with `args`: its standard output (it must pass).
fn run_in(data: &Path, locale: &str, args: &[&str]) -> String {
    let (passed, stdout, stderr) = super::in_locale(data, locale, args);
    assert!(passed, "{stdout}{stderr}");
    stdout
}

/// Today's date (UTC) as the statement writes it.
fn today() -> String {
    let now = pegchess::live::files::wall_clock();
    format!("{:04}-{:02}-{:02}", now.year, now.month, now.day)
}

/// The statement on `paper` in English, with no game played: everything on the paper, whole and kept
/// together.
fn statement_on(paper: &str) {
    let data = tempfile::tempdir().unwrap();
    let pdf = data.path().join(format!("statement-{paper}.pdf"));
    let before = today();
    let args = [
        "fair-play",
        "--pdf",
        pdf.to_str().unwrap(),
        "--paper",
        paper,
    ];
    let stdout = run_in(data.path(), "en", &args);
    let after = today();
    let (pages, words) = read_words(&pdf);
    assert!(!words.is_empty(), "{paper}: no text in the PDF");
    for w in &words {
        let (width, _) = pages[w.page];
        assert!(
            w.x_min >= 0.0 && w.x_max <= width,
            "{paper}: '{}' runs from {} to {}, off a page {width} wide",
            w.text,
            w.x_min,
            w.x_max
        );
    }
    // The whole hash, joined from its groups of eight hex digits.
    let hash = super::binary_sha256();
    let groups: String = words
        .iter()
        .map(|w| w.text.as_str())
        .filter(|t| t.len() == 8 && t.chars().all(|c| c.is_ascii_hexdigit()))
        .collect();
    assert!(groups.contains(&hash), "{paper}: {hash} not in {groups}");
    let printed = lines(&words);
    let texts: Vec<&str> = printed.iter().map(|(_, t)| t.as_str()).collect();
    assert!(
        texts.iter().any(|t| t.starts_with("Date and time:")
            && (t.contains(&before) || t.contains(&after))),
        "{paper}: no date {before}: {texts:#?}"
    );
    // No game was played: each field is its label alone, with a line drawn to fill in by hand.
    for field in [
        "Event:",
        "Round:",
        "Board:",
        "White:",
        "Black:",
        "Arbiter's name:",
        "Arbiter's signature:",
    ] {
        assert!(
            texts.contains(&field),
            "{paper}: no line {field} in {texts:#?}"
        );
    }
    // Each paragraph of the statement (a printed line of it) on one page, or two lines at least on each.
    for paragraph in stdout.lines().filter(|l| !l.starts_with("SHA-256:")) {
        let wanted: Vec<&str> = paragraph.split_whitespace().collect();
        let at = (0..words.len().saturating_sub(wanted.len() - 1))
            .find(|&i| {
                wanted
                    .iter()
                    .enumerate()
                    .all(|(j, t)| words[i + j].text == *t)
            })
            .unwrap_or_else(|| panic!("{paper}: '{paragraph}' is not in the PDF"));
        let its = lines(&words[at..at + wanted.len()]);
        for page in its.iter().map(|(p, _)| *p) {
            let on_page = its.iter().filter(|(p, _)| *p == page).count();
            assert!(
                its.len() == on_page || on_page >= 2,
                "{paper}: page {} holds one line of '{paragraph}' alone: {its:?}",
                page + 1
            );
        }
    }
}

#[test]
fn the_a4_statement_is_on_the_paper_whole_dated_and_ready_to_sign() {
    statement_on("a4");
}

#[test]
fn the_letter_statement_is_on_the_paper_whole_dated_and_ready_to_sign() {
    statement_on("letter");
}

#[test]
fn the_statement_fills_in_todays_game_in_the_users_language() {
    let data = tempfile::tempdir().unwrap();
    let games = data.path().join("pegchess/games");
    std::fs::create_dir_all(&games).unwrap();
    let date = today().replace('-', ".");
    std::fs::write(games.join("20990101-000000.journal"), "").unwrap();
    let pgn = format!(
        "[Event \"Blindenschach-Open\"]\n[Site \"?\"]\n[Date \"{date}\"]\n[Round \"3\"]\n\
         [White \"Anna Weiß\"]\n[Black \"Bo Berg\"]\n[Board \"7\"]\n[Result \"*\"]\n\n*\n"
    );
    std::fs::write(games.join("20990101-000000.pgn"), pgn).unwrap();
    let pdf = data.path().join("erklaerung.pdf");
    run_in(
        data.path(),
        "de",
        &["fair-play", "--pdf", pdf.to_str().unwrap()],
    );
    let (_, words) = read_words(&pdf);
    let printed = lines(&words);
    let texts: Vec<&str> = printed.iter().map(|(_, t)| t.as_str()).collect();
    for line in [
        "Fairplay-Erklärung für den Schiedsrichter",
        "Turnier: Blindenschach-Open",
        "Runde: 3",
        "Brett: 7",
        "Weiß: Anna Weiß",
        "Schwarz: Bo Berg",
        "Name des Schiedsrichters:",
        "Unterschrift des Schiedsrichters:",
    ] {
        assert!(texts.contains(&line), "no line {line}: {texts:#?}");
    }
    assert!(
        texts.iter().any(|t| t.starts_with("Datum und Uhrzeit:")),
        "{texts:#?}"
    );
}

#[test]
fn the_check_of_another_program_says_first_that_it_is_not_pegchess() {
    let data = tempfile::tempdir().unwrap();
    let mut sleeper = std::process::Command::new("sleep")
        .arg("30")
        .spawn()
        .unwrap();
    let pid = sleeper.id();
    super::running_sleep(pid);
    let (passed, stdout, _) = super::in_locale(
        data.path(),
        "de",
        &["fair-play", "--check", &pid.to_string()],
    );
    let _ = sleeper.kill();
    let _ = sleeper.wait();
    assert!(!passed, "{stdout}");
    let first = stdout.lines().next().unwrap_or_default();
    assert!(
        first.starts_with(&format!("Prozess {pid} ist nicht pegchess")) && first.contains("sleep"),
        "{stdout}"
    );
    // The lines after the first are in German too, for an arbiter who reads German.
    for line in [
        "Programm: SHA-256 ",
        "Abweichung: es läuft ein anderes Programm als dieses pegchess",
    ] {
        assert!(stdout.contains(line), "{line}\n{stdout}");
    }
    assert!(!stdout.contains("differs: "), "{stdout}");
}

/// The pages of `pdf` as `pdftotext -layout` reads them, each as its lines.
fn layout_pages(pdf: &Path) -> Vec<Vec<String>> {
    let out = std::process::Command::new("pdftotext")
        .arg("-layout")
        .arg(pdf)
        .arg("-")
        .output()
        .expect("pdftotext (poppler-utils, installed by scripts/setup)");
    assert!(out.status.success());
    let text = String::from_utf8(out.stdout).unwrap();
    text.split('\u{c}')
        .map(|page| page.lines().map(|l| l.trim().to_string()).collect())
        .filter(|lines: &Vec<String>| lines.iter().any(|l| !l.is_empty()))
        .collect()
}

#[test]
fn the_signed_page_names_its_statement_and_no_unit_stands_alone_in_any_language() {
    let hash = super::binary_sha256();
    let (first, last) = (&hash[..8], &hash[hash.len() - 8..]);
    for locale in ["en", "de", "hu", "fi", "da"] {
        let data = tempfile::tempdir().unwrap();
        let games = data.path().join("pegchess/games");
        std::fs::create_dir_all(&games).unwrap();
        let before = today();
        std::fs::write(games.join("20990101-000000.journal"), "").unwrap();
        let pgn = format!(
            "[Event \"Nordic Open {locale}\"]\n[Site \"?\"]\n[Date \"{}\"]\n[Round \"3\"]\n\
             [White \"A\"]\n[Black \"B\"]\n[Result \"*\"]\n\n*\n",
            before.replace('-', ".")
        );
        std::fs::write(games.join("20990101-000000.pgn"), pgn).unwrap();
        let pdf = data.path().join(format!("statement-{locale}.pdf"));
        run_in(
            data.path(),
            locale,
            &["fair-play", "--pdf", pdf.to_str().unwrap()],
        );
        let after = today();
        let pages = layout_pages(&pdf);
        assert!(pages.len() >= 2, "{locale}: {pages:#?}");
        let signed = pages.last().unwrap();
        let holds = |what: &str| signed.iter().any(|l| l.contains(what));
        for what in [first, last, &format!("Nordic Open {locale}")] {
            assert!(
                holds(what),
                "{locale}: no {what} on the signed page: {signed:#?}"
            );
        }
        assert!(
            holds(&before) || holds(&after),
            "{locale}: no date {before} on the signed page: {signed:#?}"
        );
        // The signed page is the one with the lines to sign on, and it names its statement above them.
        let sign_at = signed.iter().rposition(|l| l.ends_with(':')).unwrap();
        let hash_at = signed.iter().position(|l| l.contains(first)).unwrap();
        assert!(hash_at < sign_at, "{locale}: {signed:#?}");
        for (n, page) in pages.iter().enumerate() {
            for line in page {
                assert!(
                    !["UTC", "s", "min", "ms", "h"].contains(&line.as_str()),
                    "{locale}: page {} has a line that is only the unit '{line}': {page:#?}",
                    n + 1
                );
            }
        }
    }
}
