//! The FIDE rating change of a game or a rating period, as the FIDE Rating Regulations say it.
//!
//! The edition implemented is the FIDE Rating Regulations (Handbook B.02) effective from 1 March 2024,
//! chapter 8.3, which the rapid and blitz lists follow alike (their K rules are the standard ones since
//! 1 October 2022):
//!
//! - 8.3.1: D is the difference between the player's rating and the opponent's; a difference of more
//!   than 400 points counts as 400 (the 400-point rule, now for every game of an event).
//! - 8.3.2: the expected score PD comes from table 8.1.2 ([`fide_tables`]: the published table, not the
//!   logistic or normal formula); ΔR = score − PD; the change is K × ΣΔR.
//! - 8.3.3: K = 40 for a player new to the list until they have completed events with at least 30
//!   games, and for every player until the end of the year of their 18th birthday while their rating
//!   remains under 2300; K = 20 while the rating remains under 2400; K = 10 once the published rating has
//!   reached 2400, even if it drops below later. The 700 rule: when K times the number of games in the
//!   period exceeds 700, K is the largest whole number for which it does not.
//! - 8.3.4: only the change of the rating period is rounded, to the nearest whole number, 0.5 away
//!   from zero.
//!
//! Everything is computed in exact hundredths of a point (integers), so a total ending in .5 rounds as
//! the regulations say; binary floats would misround some of them.
//!
//! The amendment of 8.3.1 in force from 1 October 2025 ([`Rules::October2025`]) keeps the 400-point rule only
//! for players rated below 2650: "For players rated 2650 and above, the difference between ratings shall be
//! used in all cases." A period is computed by the rules in force on its day ([`Rules::in_force`]).
//!
//! The first rating of a player new to the list (7.1.4, 8.2) is in [`initial`]. Not implemented: games of a rated
//! player against unrated opponents, which do not change a rated player's rating this way.

pub mod initial;
pub mod input;
pub mod fide_tables;

use std::fmt;

/// The lowest rating on the list: the rating floor of the 2024 regulations (a rating that falls below it
/// leaves the list).
pub(crate) const FLOOR: u16 = 1400;
/// The highest rating this program accepts: above every rating ever published (the record is 2882).
/// The regulations set no ceiling; this one only catches typing errors.
pub(crate) const CEILING: u16 = 3000;
/// A difference of more than this counts as this (8.3.1).
pub(crate) const DIFFERENCE_CAP: i32 = 400;
/// From 1 October 2025, players rated this or more count the whole difference (8.3.1 as amended).
pub(crate) const UNCAPPED_FROM: u16 = 2650;
/// The most that K times the number of games in a period may be (8.3.3).
pub(crate) const PERIOD_LIMIT: u32 = 700;

/// Why a rating-regulation input was refused.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum RatingError {
    /// A rating outside the list's range.
    #[error(
        "rating {0} is outside the list's range {FLOOR} to {CEILING} (1400 is the rating floor of the FIDE \
         regulations of 1 March 2024)"
    )]
    OutOfRange(i64),
    /// Text that is not a whole number.
    #[error("'{0}' is not a rating: write a whole number from {FLOOR} to {CEILING}, such as 1850")]
    NotARating(String),
    /// A score other than 0, ½ or 1.
    #[error("'{0}' is not a score: a game scores 1, ½ (also written 1/2 or 0.5) or 0")]
    NotAScore(String),
    /// A K factor the regulations do not have.
    #[error("K {0} is not a K factor of the regulations: use 40, 20 or 10")]
    UnknownK(String),
    /// A period without games.
    #[error("no games: give at least one opponent and score")]
    NoGames,
    /// Fewer games in the period than games listed.
    #[error("the period has {period} games, fewer than the {listed} games given")]
    PeriodTooShort {
        /// The number of games in the period, as given.
        period: u32,
        /// The games listed.
        listed: usize,
    },
    /// An opponent that is not `rating:score`.
    #[error("'{0}' is not an opponent: write rating:score, such as 2100:1, 1950:½ or 1800:0")]
    NotAnOpponent(String),
    /// A player new to the list whose only event scored zero: that event is disregarded (8.2.1), so no
    /// game is left to rate.
    #[error(
        "the first event scored zero, so its {0} game(s) are disregarded (FIDE 8.2.1): no first rating until \
         the player scores in a later event"
    )]
    ZeroFirstEvent(usize),
    /// A year of birth after the year of the period, or long before it.
    #[error("born {born} does not fit a rating period in {year}")]
    BirthYear {
        /// The year of birth.
        born: i32,
        /// The year of the period.
        year: i32,
    },
}

/// A rating on the list, checked to lie between [`FLOOR`] and [`CEILING`].
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Rating(u16);

impl Rating {
    /// Checks a rating.
    pub fn new(value: i64) -> Result<Rating, RatingError> {
        u16::try_from(value)
            .ok()
            .filter(|v| (FLOOR..=CEILING).contains(v))
            .map(Rating)
            .ok_or(RatingError::OutOfRange(value))
    }

    /// The rating.
    pub fn get(self) -> u16 {
        self.0
    }
}

impl std::str::FromStr for Rating {
    type Err = RatingError;
    fn from_str(s: &str) -> Result<Rating, RatingError> {
        let t = s.trim();
        let value = t
            .parse::<i64>()
            .map_err(|_| RatingError::NotARating(t.to_string()))?;
        Rating::new(value)
    }
}

impl fmt::Display for Rating {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.0.fmt(f)
    }
}

/// The score of one game.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Score {
    /// 0.
    Loss,
    /// ½.
    Draw,
    /// 1.
    Win,
}

impl Score {
    /// The score in hundredths of a point: 0, 50 or 100.
    pub(crate) fn hundredths(self) -> i64 {
        match self {
            Score::Loss => 0,
            Score::Draw => 50,
            Score::Win => 100,
        }
    }
}

impl std::str::FromStr for Score {
    type Err = RatingError;
    /// Reads `1`, `0`, `½`, `1/2`, `0.5`, `0,5` or `.5` (also `1.0`, `0.0`).
    fn from_str(s: &str) -> Result<Score, RatingError> {
        match s.trim() {
            "1" | "1.0" | "1,0" => Ok(Score::Win),
            "0" | "0.0" | "0,0" => Ok(Score::Loss),
            "½" | "1/2" | "0.5" | "0,5" | ".5" | ",5" => Ok(Score::Draw),
            other => Err(RatingError::NotAScore(other.to_string())),
        }
    }
}

impl fmt::Display for Score {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Score::Loss => "0",
            Score::Draw => "½",
            Score::Win => "1",
        })
    }
}

/// A K factor of the regulations: 40, 20 or 10.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum K {
    /// 40: a new player, or a junior under 2300.
    Forty,
    /// 20: under 2400.
    Twenty,
    /// 10: 2400 reached.
    Ten,
}

impl K {
    /// The factor.
    pub fn get(self) -> u32 {
        match self {
            K::Forty => 40,
            K::Twenty => 20,
            K::Ten => 10,
        }
    }
}

impl std::str::FromStr for K {
    type Err = RatingError;
    fn from_str(s: &str) -> Result<K, RatingError> {
        match s.trim() {
            "40" => Ok(K::Forty),
            "20" => Ok(K::Twenty),
            "10" => Ok(K::Ten),
            other => Err(RatingError::UnknownK(other.to_string())),
        }
    }
}

/// Which rule of 8.3.3 gives K.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum KRule {
    /// Given as such (the player knows their K).
    Given,
    /// New to the list: fewer than 30 games completed.
    NewPlayer,
    /// Until the end of the year of the 18th birthday, under 2300.
    Junior,
    /// Rating under 2400.
    Under2400,
    /// The published rating has reached 2400.
    Reached2400,
}

/// A player's year of birth, with the year of the rating period it is compared with.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Birth {
    /// The year of birth.
    pub born: i32,
    /// The year of the rating period.
    pub year: i32,
}

/// What K depends on (8.3.3), for the list the games are rated on (standard, rapid or blitz alike).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct KFacts {
    /// Rated games completed before this period.
    pub games_before: u32,
    /// The year of birth and the year of the period, when the player may be a junior.
    pub birth: Option<Birth>,
    /// Whether the published rating has ever reached 2400 (a rating of 2400 or more now counts too).
    pub reached_2400: bool,
}

impl KFacts {
    /// An established adult player: 30 games or more, never 2400 unless rated so now.
    pub(crate) fn established() -> KFacts {
        KFacts {
            games_before: 30,
            birth: None,
            reached_2400: false,
        }
    }

    /// K for a player rated `rating`, and the rule that gives it. A year of birth after the period's
    /// year, or more than 150 years before it, is refused.
    pub fn k(&self, rating: Rating) -> Result<(K, KRule), RatingError> {
        let junior = match self.birth {
            Some(Birth { born, year }) if born > year || born < year.saturating_sub(150) => {
                return Err(RatingError::BirthYear { born, year });
            }
            // The year of the 18th birthday is born + 18: K 40 until its end.
            Some(Birth { born, year }) => year - born <= 18,
            None => false,
        };
        Ok(if self.games_before < 30 {
            (K::Forty, KRule::NewPlayer)
        } else if junior && rating.get() < 2300 {
            (K::Forty, KRule::Junior)
        } else if self.reached_2400 || rating.get() >= 2400 {
            (K::Ten, KRule::Reached2400)
        } else {
            (K::Twenty, KRule::Under2400)
        })
    }
}

/// The 700 rule (8.3.3): K, or the largest whole number that keeps K × games at or under 700.
pub fn limited_k(k: K, games: u32) -> u32 {
    let k = k.get();
    if u64::from(k) * u64::from(games) > u64::from(PERIOD_LIMIT) {
        PERIOD_LIMIT / games
    } else {
        k
    }
}

pub use crate::day::{Day, NotADay};

/// Which edition of 8.3.1 a rating period is computed by.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Rules {
    /// The Rating Regulations effective from 1 March 2024: every difference over 400 counts as 400.
    March2024,
    /// As amended from 1 October 2025: the 400-point rule only for players rated below 2650.
    October2025,
}

impl Rules {
    /// The day the amendment came into force.
    pub(crate) const AMENDED: Day = Day::known(2025, 10, 1);

    /// The rules in force on `day` (before 1 October 2025 the 2024 rules; the program computes no period
    /// before 1 March 2024 by older rules, which it does not implement).
    pub fn in_force(day: Day) -> Rules {
        if day >= Rules::AMENDED {
            Rules::October2025
        } else {
            Rules::March2024
        }
    }

    /// The day these rules came into force.
    pub fn from(self) -> Day {
        match self {
            Rules::March2024 => initial::FROM,
            Rules::October2025 => Rules::AMENDED,
        }
    }

    /// The difference `difference` as it counts for a player rated `rating` (8.3.1).
    pub fn counted(self, rating: Rating, difference: i32) -> i32 {
        match self {
            Rules::October2025 if rating.get() >= UNCAPPED_FROM => difference,
            _ => difference.clamp(-DIFFERENCE_CAP, DIFFERENCE_CAP),
        }
    }
}

/// One game: the opponent's rating and the player's score.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Game {
    /// The opponent's rating.
    pub opponent: Rating,
    /// The player's score.
    pub score: Score,
}

/// What one game does to the rating.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct GameChange {
    /// The game.
    pub game: Game,
    /// The player's rating minus the opponent's.
    pub difference: i32,
    /// The difference as it counts (at most 400 either way, but for a player rated 2650 or more under the
    /// 1 October 2025 rules).
    pub counted: i32,
    /// The expected score PD from table 8.1.2, in hundredths.
    pub expected: u8,
    /// K × (score − PD), in hundredths of a rating point (not rounded: only the period's total is).
    pub change: i64,
}

/// The change of a rating period (or one game).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PeriodChange {
    /// The player's rating before the period.
    pub rating: Rating,
    /// The K factor used (after the 700 rule).
    pub k: u32,
    /// The K factor before the 700 rule.
    pub k_before: K,
    /// Which rule gave it.
    pub rule: KRule,
    /// The number of games in the period the 700 rule counted.
    pub period_games: u32,
    /// Each game.
    pub games: Vec<GameChange>,
    /// K × ΣΔR in hundredths of a point.
    pub total: i64,
    /// The total rounded to whole points, 0.5 away from zero (8.3.4).
    pub rounded: i64,
}

impl PeriodChange {
    /// The rating after the period.
    pub fn new_rating(&self) -> i64 {
        i64::from(self.rating.get()) + self.rounded
    }

    /// Whether the 700 rule lowered K.
    pub fn k_limited(&self) -> bool {
        self.k != self.k_before.get()
    }
}

/// Hundredths rounded to whole points, 0.5 away from zero (8.3.4).
pub fn round_half_away(hundredths: i64) -> i64 {
    let whole = (hundredths.abs() + 50) / 100;
    if hundredths < 0 { -whole } else { whole }
}

/// The change one game makes with a factor `k` under `rules` (8.3.1, 8.3.2).
pub(crate) fn game_change(rating: Rating, game: Game, k: u32, rules: Rules) -> GameChange {
    let difference = i32::from(rating.get()) - i32::from(game.opponent.get());
    let counted = rules.counted(rating, difference);
    let expected = fide_tables::expected(counted);
    GameChange {
        game,
        difference,
        counted,
        expected,
        change: i64::from(k) * (game.score.hundredths() - i64::from(expected)),
    }
}

/// The rating change of a period under `rules`: `games` played by a player rated `rating` with factor `k`
/// (and the rule that gave it). `period_games` is the number of games the player has in the period on this
/// list, for the 700 rule, when more than those given (at the board: this game among others).
pub fn period(
    rules: Rules,
    rating: Rating,
    (k, rule): (K, KRule),
    games: &[Game],
    period_games: Option<u32>,
) -> Result<PeriodChange, RatingError> {
    if games.is_empty() {
        return Err(RatingError::NoGames);
    }
    let listed = u32::try_from(games.len()).unwrap_or(u32::MAX);
    let n = match period_games {
        Some(p) if p < listed => {
            return Err(RatingError::PeriodTooShort {
                period: p,
                listed: games.len(),
            });
        }
        Some(p) => p,
        None => listed,
    };
    let factor = limited_k(k, n);
    let changes: Vec<GameChange> = games
        .iter()
        .map(|&g| game_change(rating, g, factor, rules))
        .collect();
    let total = changes.iter().map(|c| c.change).sum();
    Ok(PeriodChange {
        rating,
        k: factor,
        k_before: k,
        rule,
        period_games: n,
        games: changes,
        total,
        rounded: round_half_away(total),
    })
}

/// Hundredths of a point as a whole part and, unless it is zero, the fraction's digits without trailing
/// zero: 720 → (7, "2"), 5 → (0, "05"), 700 → (7, none). The sign is dropped.
pub fn decimal_parts(hundredths: i64) -> (u64, Option<String>) {
    let a = hundredths.unsigned_abs();
    let (whole, frac) = (a / 100, a % 100);
    let fraction = match frac {
        0 => None,
        f if f % 10 == 0 => Some((f / 10).to_string()),
        f => Some(format!("{f:02}")),
    };
    (whole, fraction)
}
