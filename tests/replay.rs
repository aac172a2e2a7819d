//! replay-check on the corpus (tests/data/corpus): every move recovered, none wrong, at several noise seeds
//! (in the test command one of them, drawn each run; all of them in `scripts/sweep`).

const CORPUS: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/data/corpus");

fn replay(file: &str, seed: Option<u64>) -> String {
    replay_with(file, seed, false)
}

/// The tally line of `replay-check`, through the pseudo-terminal or `--direct`.
fn replay_with(file: &str, seed: Option<u64>, direct: bool) -> String {
    let mut cmd = crate::support::binary();
    cmd.args(["replay-check", "--pgn", &format!("{CORPUS}/{file}")]);
    if direct {
        cmd.arg("--direct");
    }
    if let Some(s) = seed {
        cmd.args(["--noise", &s.to_string()]);
    }
    let out = cmd.output().expect("run pegchess");
    assert!(
        out.status.success(),
        "replay-check failed: {}",
        String::from_utf8_lossy(&out.stderr)
    );
    let stdout = String::from_utf8(out.stdout).unwrap();
    stdout.lines().last().unwrap_or_default().to_string()
}

/// Parses the last line: `games: G, moves: M, recovered: R, wrong: W, asked: A`.
fn tally(line: &str) -> [usize; 5] {
    let numbers: Vec<usize> = line
        .split(", ")
        .map(|part| part.rsplit(' ').next().unwrap().parse().expect("a number"))
        .collect();
    numbers
        .try_into()
        .unwrap_or_else(|_| panic!("unexpected last line '{line}'"))
}

#[test]
fn every_corpus_game_is_recovered_exactly_with_and_without_noise() {
    let mut files: Vec<String> = std::fs::read_dir(CORPUS)
        .expect("the corpus in tests/data/corpus")
        .map(|e| e.unwrap().file_name().into_string().unwrap())
        .filter(|n| n.ends_with(".pgn"))
        .collect();
    files.sort();
    assert!(!files.is_empty());
    // Every file at textbook hands and, in the test command, at one of the three noisy seeds drawn for it.
    let sweep = crate::support::Sweep::new("corpus replay");
    for file in &files {
        let noisy = sweep.sample(vec![Some(1), Some(2), Some(3)], 1);
        for seed in std::iter::once(None).chain(noisy) {
            let line = replay(file, seed);
            let [games, moves, recovered, wrong, _asked] = tally(&line);
            assert!(games > 0 && moves > 0, "{file}: {line}");
            assert_eq!(recovered, moves, "{file} seed {seed:?}: {line}");
            assert_eq!(wrong, 0, "{file} seed {seed:?}: {line}");
            // Straight from the hand model, without the pseudo-terminal: the same counts (issue 26).
            let direct = replay_with(file, seed, true);
            assert_eq!(
                tally(&direct),
                tally(&line),
                "{file} seed {seed:?} --direct"
            );
        }
    }
}

#[test]
fn a_clean_replay_asks_only_for_promotion_pieces() {
    // Textbook hands never announce, so each promotion is exactly one question, and nothing else is.
    for file in ["tatamast22.pgn", "WorldChamp1886.pgn"] {
        let games =
            pegchess::game::pgn::read_file(std::path::Path::new(&format!("{CORPUS}/{file}")))
                .unwrap();
        let promotions: usize = games
            .iter()
            .flatten()
            .map(|g| g.moves.iter().filter(|m| m.promotion().is_some()).count())
            .sum();
        let [_, moves, recovered, wrong, asked] = tally(&replay(file, None));
        assert_eq!((recovered, wrong, asked), (moves, 0, promotions), "{file}");
    }
}

#[test]
fn a_malformed_pgn_is_reported_and_the_good_games_still_replay() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("bad.pgn");
    std::fs::write(
        &path,
        "[Event \"x\"]\n\n1. e4 e5 2. Ke3 *\n\n[Event \"y\"]\n\n1. d4 d5 2. c4 *\n",
    )
    .unwrap();
    let out = crate::support::binary()
        .args(["replay-check", "--pgn"])
        .arg(&path)
        .output()
        .unwrap();
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(stderr.contains("game 1"), "the bad game is named: {stderr}");
    let last = String::from_utf8(out.stdout)
        .unwrap()
        .lines()
        .last()
        .unwrap()
        .to_string();
    assert_eq!(tally(&last)[..4], [1, 3, 3, 0]);
}
