//! What is said about a FIDE rating (`pegchess rating`, and the `rating` question after a game): the K factor,
//! one line per game, the period's total, and a first rating, as language-free values and their messages.
//! Numbers go to fluent as a whole part and a fraction, so each locale writes its own decimal mark.

use super::message::{Arg, Msg};
use crate::rating::initial::{Initial, Publication};
use crate::rating::{self, KRule, PeriodChange, Rules, Score};

/// One thing said about a rating change.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum RatingPhrase {
    /// The K factor and the rule that gives it; `before` is the factor before the 700 rule lowered it
    /// for `games` games in the period, if it did.
    Factor {
        /// The factor used.
        k: u32,
        /// Which rule of 8.3.3 gave the factor.
        rule: KRule,
        /// The factor before the 700 rule, and the number of games, when the rule lowered it.
        limited: Option<(u32, u32)>,
    },
    /// One game.
    Game {
        /// The opponent's rating.
        opponent: u16,
        /// The player's score.
        score: Score,
        /// The expected score, in hundredths.
        expected: u8,
        /// The change, in hundredths of a point.
        change: i64,
    },
    /// The period's total.
    Total {
        /// The factor used.
        k: u32,
        /// K × ΣΔR in hundredths of a point.
        change: i64,
        /// The change rounded to whole points.
        rounded: i64,
        /// The rating after the period.
        new: i64,
    },
    /// A first rating (8.2): Ra in hundredths, p in hundredths, dp and the rating.
    Initial {
        /// Ra, the average with the two hypothetical opponents, in hundredths.
        average: i64,
        /// p, in hundredths.
        p: u8,
        /// dp from table 8.1.1.
        dp: i32,
        /// The first rating.
        rating: i64,
    },
    /// Ru as computed was over 2200, the most a first rating can be.
    InitialCapped {
        /// Ru as computed.
        computed: i64,
    },
    /// The first event scored zero: its games are disregarded (8.2.1).
    FirstEventDisregarded {
        /// Its games.
        games: usize,
    },
    /// Fewer than 5 games against rated opponents: not published yet (7.1.4).
    InitialTooFew {
        /// The games counted.
        games: usize,
    },
    /// Under the 1400 floor: not published (7.1.4).
    InitialBelowFloor,
    /// The edition of the regulations the answer follows: those in force on the period's day.
    Rules(Rules),
    /// Asked at the board before the game is over.
    NotOver,
    /// Asked at the board when the players' ratings are not known.
    Unknown,
}

impl RatingPhrase {
    /// The lines of a rating change: the K factor, each game, the total.
    pub fn lines(change: &PeriodChange) -> Vec<RatingPhrase> {
        let mut out = vec![RatingPhrase::Factor {
            k: change.k,
            rule: change.rule,
            limited: change
                .k_limited()
                .then_some((change.k_before.get(), change.period_games)),
        }];
        out.extend(change.games.iter().map(|g| RatingPhrase::Game {
            opponent: g.game.opponent.get(),
            score: g.game.score,
            expected: g.expected,
            change: g.change,
        }));
        out.push(RatingPhrase::Total {
            k: change.k,
            change: change.total,
            rounded: change.rounded,
            new: change.new_rating(),
        });
        out
    }
}

impl RatingPhrase {
    /// The lines of a first rating: a disregarded first event, the figures and the rating, and why it is not
    /// published when it is not.
    pub fn initial_lines(first: &Initial) -> Vec<RatingPhrase> {
        let mut out = Vec::new();
        if first.disregarded > 0 {
            out.push(RatingPhrase::FirstEventDisregarded {
                games: first.disregarded,
            });
        }
        out.push(RatingPhrase::Initial {
            average: first.average,
            p: first.p,
            dp: first.dp,
            rating: first.rating,
        });
        if first.computed > first.rating {
            out.push(RatingPhrase::InitialCapped {
                computed: first.computed,
            });
        }
        match first.publication {
            Publication::Published => {}
            Publication::TooFewGames => {
                out.push(RatingPhrase::InitialTooFew { games: first.games })
            }
            Publication::BelowFloor => out.push(RatingPhrase::InitialBelowFloor),
        }
        out
    }
}

/// A number of hundredths without sign, in the locale's decimal writing.
fn amount(hundredths: i64) -> Msg {
    match rating::decimal_parts(hundredths) {
        (whole, None) => Msg::new("rating-whole").arg("whole", Arg::Number(whole)),
        (whole, Some(fraction)) => Msg::new("rating-decimal")
            .arg("whole", Arg::Number(whole))
            .arg("fraction", Arg::Text(fraction)),
    }
}

/// An expected score as the table prints it, with both decimals: "0.30", "1.00".
fn probability(hundredths: u8) -> Msg {
    Msg::new("rating-decimal")
        .arg("whole", Arg::Number(u64::from(hundredths / 100)))
        .arg("fraction", Arg::Text(format!("{:02}", hundredths % 100)))
}

/// "plus 7.2 points", "minus 1 point", "0 points".
fn points(hundredths: i64) -> Msg {
    let sign = match hundredths {
        h if h > 0 => "plus",
        h if h < 0 => "minus",
        _ => "zero",
    };
    let count = if hundredths.abs() == 100 {
        "one"
    } else {
        "other"
    };
    Msg::new("rating-points")
        .arg("sign", Arg::Key(sign))
        .sub("amount", amount(hundredths))
        .arg("count", Arg::Key(count))
}

fn rule_key(rule: KRule) -> Arg {
    Arg::Key(match rule {
        KRule::Given => "given",
        KRule::NewPlayer => "new",
        KRule::Junior => "junior",
        KRule::Under2400 => "under-2400",
        KRule::Reached2400 => "reached-2400",
    })
}

/// The message of a rating phrase.
pub(crate) fn compose(p: &RatingPhrase) -> Msg {
    match p {
        RatingPhrase::Factor {
            k,
            rule,
            limited: None,
        } => Msg::new("rating-factor")
            .arg("k", Arg::Number(u64::from(*k)))
            .arg("rule", rule_key(*rule)),
        RatingPhrase::Factor {
            k,
            limited: Some((before, games)),
            ..
        } => Msg::new("rating-factor-limited")
            .arg("k", Arg::Number(u64::from(*k)))
            .arg("before", Arg::Number(u64::from(*before)))
            .arg("games", Arg::Number(u64::from(*games))),
        RatingPhrase::Game {
            opponent,
            score,
            expected,
            change,
        } => Msg::new("rating-game")
            .arg("opponent", Arg::Number(u64::from(*opponent)))
            .arg(
                "score",
                Arg::Key(match score {
                    Score::Win => "win",
                    Score::Draw => "draw",
                    Score::Loss => "loss",
                }),
            )
            .sub("expected", probability(*expected))
            .sub("change", points(*change)),
        RatingPhrase::Total {
            k,
            change,
            rounded,
            new,
        } => Msg::new("rating-total")
            .arg("k", Arg::Number(u64::from(*k)))
            .sub("change", points(*change))
            .sub("rounded", points(rounded.saturating_mul(100)))
            .arg("new", Arg::Number(new.unsigned_abs())),
        RatingPhrase::Initial {
            average,
            p,
            dp,
            rating,
        } => Msg::new("rating-initial")
            .sub("average", amount(*average))
            .sub("p", probability(*p))
            .arg("dp", Arg::Text(dp.to_string()))
            .arg("rating", Arg::Number(rating.unsigned_abs())),
        RatingPhrase::InitialCapped { computed } => {
            Msg::new("rating-initial-capped").arg("computed", Arg::Number(computed.unsigned_abs()))
        }
        RatingPhrase::FirstEventDisregarded { games } => Msg::new("rating-initial-disregarded")
            .arg(
                "games",
                Arg::Number(u64::try_from(*games).unwrap_or(u64::MAX)),
            ),
        RatingPhrase::InitialTooFew { games } => Msg::new("rating-initial-too-few").arg(
            "games",
            Arg::Number(u64::try_from(*games).unwrap_or(u64::MAX)),
        ),
        RatingPhrase::InitialBelowFloor => Msg::new("rating-initial-below-floor"),
        RatingPhrase::Rules(rules) => Msg::new("rating-rules").arg(
            "from",
            Arg::Key(match rules {
                Rules::March2024 => "march-2024",
                Rules::October2025 => "october-2025",
            }),
        ),
        RatingPhrase::NotOver => Msg::new("rating-not-over"),
        RatingPhrase::Unknown => Msg::new("rating-unknown"),
    }
}
