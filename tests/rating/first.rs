//! The first rating of a player new to the list: FIDE Rating Regulations effective from 1 March 2024, 7.1.4 and
//! 8.2 (https://handbook.fide.com/chapter/B022024; 8.2 is unchanged by the amendment of 1 October 2025). The
//! regulations give no worked example: each case is worked by hand from 8.2.2 (Ra with two hypothetical
//! opponents rated 1800, scored as draws), 8.2.3 (Ru = Ra + dp, table 8.1.1, rounded, at most 2200) and 7.1.4
//! (5 games against rated opponents, at least 1400), with the arithmetic in its comment.

use super::g;
use pegchess::rating::initial::{Initial, Publication, initial};
use pegchess::rating::{Game, RatingError, Score, fide_tables};

fn one_event(games: &[Game]) -> Initial {
    initial(&[games.to_vec()]).unwrap()
}

#[test]
fn five_games_three_points_is_1922() {
    // Opponents 1850, 1900, 1950, 1907, 1900 (sum 9507), 3 points. Ra = (9507 + 2 × 1800) / 7 = 1872.43;
    // p = (3 + 1) / 7 = .5714, .57 in the table: dp = 50. Ru = 1922.43, 1922.
    let games = [
        g(1850, Score::Win),
        g(1900, Score::Loss),
        g(1950, Score::Win),
        g(1907, Score::Draw),
        g(1900, Score::Draw),
    ];
    let first = one_event(&games);
    assert_eq!(first.average, 187243);
    assert_eq!((first.p, first.dp), (57, 50));
    assert_eq!((first.computed, first.rating), (1922, 1922));
    assert_eq!(first.publication, Publication::Published);
}

#[test]
fn five_wins_against_2000_are_capped_at_2200() {
    // Ra = (5 × 2000 + 3600) / 7 = 1942.86; p = 6 / 7 = .857, .86: dp = 309. Ru = 2251.86, 2252: at most 2200.
    let first = one_event(&[g(2000, Score::Win); 5]);
    assert_eq!((first.p, first.dp, first.computed), (86, 309, 2252));
    assert_eq!(first.rating, 2200);
    assert_eq!(first.publication, Publication::Published);
}

#[test]
fn four_games_wait_for_a_fifth() {
    // Ra = (4 × 1600 + 3600) / 6 = 1666.67; p = (2 + 1) / 6 = .50: dp = 0. Ru = 1667, not published: 4 games.
    let games = [
        g(1600, Score::Win),
        g(1600, Score::Loss),
        g(1600, Score::Win),
        g(1600, Score::Loss),
    ];
    let first = one_event(&games);
    assert_eq!(first.rating, 1667);
    assert_eq!(first.publication, Publication::TooFewGames);
    // The fifth game, in a later event, is pooled with them (7.1.4): a draw against 1600.
    let pooled = initial(&[games.to_vec(), vec![g(1600, Score::Draw)]]).unwrap();
    // Ra = (5 × 1600 + 3600) / 7 = 1657.14; p = 3.5 / 7 = .50. Ru = 1657.
    assert_eq!((pooled.games, pooled.rating), (5, 1657));
    assert_eq!(pooled.publication, Publication::Published);
}

#[test]
fn under_1400_is_not_published() {
    // Five games against 1400, half a point. Ra = (7000 + 3600) / 7 = 1514.29; p = 1.5 / 7 = .214, .21:
    // dp = -230. Ru = 1284.29, 1284: under the floor.
    let mut games = vec![g(1400, Score::Loss); 4];
    games.push(g(1400, Score::Draw));
    let first = one_event(&games);
    assert_eq!((first.p, first.dp, first.rating), (21, -230, 1284));
    assert_eq!(first.publication, Publication::BelowFloor);
}

#[test]
fn a_first_event_scored_zero_is_disregarded() {
    // 8.2.1: three losses against 2000 in the first event do not count. Five draws against 1700 later:
    // Ra = (8500 + 3600) / 7 = 1728.57; p = 3.5 / 7 = .50: dp = 0. Ru = 1729.
    let first = initial(&[vec![g(2000, Score::Loss); 3], vec![g(1700, Score::Draw); 5]]).unwrap();
    assert_eq!((first.disregarded, first.games, first.rating), (3, 5, 1729));
    // Only the first event is disregarded for scoring zero: a later zero counts.
    let later = initial(&[vec![g(1700, Score::Draw); 5], vec![g(2000, Score::Loss); 3]]).unwrap();
    assert_eq!((later.disregarded, later.games), (0, 8));
    // Ra = (8500 + 6000 + 3600) / 10 = 1810; p = 3.5 / 10 = .35: dp = -110. Ru = 1700.
    assert_eq!(later.rating, 1700);
    // A first event scored zero with nothing after it is disregarded, which is not the same as no games.
    assert_eq!(
        initial(&[vec![g(2000, Score::Loss); 5]]),
        Err(RatingError::ZeroFirstEvent(5))
    );
    assert_eq!(initial(&[vec![], vec![]]), Err(RatingError::NoGames));
}

#[test]
fn p_and_ru_are_rounded_half_up() {
    // 18 games against 1800, 9.5 points: p = 10.5 / 20 = .525, rounded up to .53: dp = 21 (.52 would give 14).
    // Ra = 1800. Ru = 1821.
    let mut games = vec![g(1800, Score::Win); 9];
    games.extend(vec![g(1800, Score::Loss); 8]);
    games.push(g(1800, Score::Draw));
    let first = one_event(&games);
    assert_eq!((first.p, first.dp, first.rating), (53, 21, 1821));
    // Opponents summing to 10804 over 6 games, 3 points: Ra = 14404 / 8 = 1800.5, p = .50. Ru = 1800.5, 1801.
    let games = [
        g(1800, Score::Win),
        g(1800, Score::Loss),
        g(1800, Score::Win),
        g(1800, Score::Loss),
        g(1802, Score::Win),
        g(1802, Score::Loss),
    ];
    assert_eq!(one_event(&games).rating, 1801);
}

#[test]
fn table_8_1_1_is_the_mirror_of_itself() {
    // The published ends and a few entries of table 8.1.1.
    for (p, dp) in [
        (100, 800),
        (99, 677),
        (86, 309),
        (57, 50),
        (50, 0),
        (21, -230),
        (0, -800),
    ] {
        assert_eq!(fide_tables::dp(p), dp, "p .{p:02}");
    }
    for p in 0..=100u8 {
        assert_eq!(fide_tables::dp(p), -fide_tables::dp(100 - p));
    }
    for p in 50..100u8 {
        assert!(fide_tables::dp(p + 1) > fide_tables::dp(p));
    }
}

#[test]
fn the_binary_gives_the_first_rating_and_why_it_is_not_yet_published() {
    let args = [
        "rating",
        "--unrated",
        "--date",
        "2025-11-01",
        "--opponent",
        "1850:1",
        "--opponent",
        "1900:0",
        "--opponent",
        "1950:1",
        "--opponent",
        "1907:½",
        "--opponent",
        "1900:1/2",
    ];
    let (ok, out, err) = crate::support::pegchess(&args);
    assert!(ok, "{err}");
    assert!(out.contains("1872.43"), "{out}");
    assert!(out.contains(": 1922."), "{out}");
    // Three games, of which a first event of two scored zero: one game counts.
    let (ok, out, err) = crate::support::pegchess(&[
        "rating",
        "--unrated",
        "--first-event",
        "2",
        "--opponent",
        "2100:0",
        "--opponent",
        "2000:0",
        "--opponent",
        "1800:1",
    ]);
    assert!(ok, "{err}");
    assert!(out.contains("its 2 games are disregarded"), "{out}");
    assert!(
        out.contains("1 game against rated opponents: published after 5"),
        "{out}"
    );
    // In German.
    let (ok, out, _) = crate::support::pegchess(&[&["--locale", "de"], &args[..]].concat());
    assert!(ok && out.contains("Erste Elo"), "{out}");
    // Before the 2024 rules, and with a rating given, it refuses.
    let (ok, _, err) = crate::support::pegchess(&[
        "rating",
        "--unrated",
        "--date",
        "2024-02-29",
        "--opponent",
        "1800:1",
    ]);
    assert!(!ok && err.contains("1 March 2024"), "{err}");
    let (ok, _, err) = crate::support::pegchess(&[
        "rating",
        "--unrated",
        "--rating",
        "1800",
        "--opponent",
        "1800:1",
    ]);
    assert!(!ok && err.contains("--rating"), "{err}");
}
