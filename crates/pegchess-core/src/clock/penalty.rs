//! Time penalties by category and edition of the Laws (7.5.5, 9.5.3, A.3, B.2/B.3) and Guideline III.4.

use super::control::Category;
use shakmaty::Color;
use std::fmt;
use std::time::Duration;

crate::choice::choice! {
    /// The edition of the FIDE Laws in force: it decides the penalty in rapid games (2023 by default).
    #[derive(Default)]
    Edition {
        /// The Laws in force from 1 January 2018: 1 minute instead of 2 only in blitz (B.2).
        Y2018 = "2018",
        /// The Laws in force from 1 January 2023: 1 minute instead of 2 in rapid and blitz (A.3, B.3).
        #[default]
        Y2023 = "2023",
    }
}

crate::choice::choice! {
    /// Why the arbiter gives the opponent extra time.
    PenaltyReason {
        /// A completed illegal move (7.5.5): the first one gives the opponent time.
        IllegalMove = "illegal-move",
        /// Pressing the clock without making a move (7.5.3), treated as an illegal move.
        PressWithoutMove = "press-without-move",
        /// An incorrect draw claim (9.5.3).
        IncorrectClaim = "incorrect-claim",
    }
}

impl PenaltyReason {
    /// The article of the Laws that sets this penalty.
    pub fn article(self) -> &'static str {
        match self {
            PenaltyReason::IllegalMove => "7.5.5",
            PenaltyReason::PressWithoutMove => "7.5.3",
            PenaltyReason::IncorrectClaim => "9.5.3",
        }
    }
}

/// The time added to the opponent's clock for a penalty of Articles 7 and 9: 2 minutes, or 1 minute
/// in blitz (both editions) and in rapid (2023 edition only).
pub fn penalty_time(category: Category, edition: Edition) -> Duration {
    let minutes = match (category, edition) {
        (Category::Standard, _) => 2,
        (Category::Rapid, Edition::Y2018) => 2,
        (Category::Rapid, Edition::Y2023) => 1,
        (Category::Blitz, _) => 1,
    };
    Duration::from_secs(60 * minutes)
}

/// A penalty as given: who committed the fault and what the opponent received.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Penalty {
    /// The player at fault.
    pub offender: Color,
    /// Why.
    pub reason: PenaltyReason,
    /// The time added to the offender's opponent.
    pub amount: Duration,
}

impl fmt::Display for Penalty {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "{} ({}) by {}: {} s to {}",
            self.reason,
            self.reason.article(),
            self.offender,
            self.amount.as_secs(),
            self.offender.other()
        )
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn penalties_by_category_and_edition() {
        let two = Duration::from_secs(120);
        let one = Duration::from_secs(60);
        assert_eq!(penalty_time(Category::Standard, Edition::Y2018), two);
        assert_eq!(penalty_time(Category::Standard, Edition::Y2023), two);
        assert_eq!(penalty_time(Category::Rapid, Edition::Y2018), two);
        assert_eq!(penalty_time(Category::Rapid, Edition::Y2023), one);
        assert_eq!(penalty_time(Category::Blitz, Edition::Y2018), one);
        assert_eq!(penalty_time(Category::Blitz, Edition::Y2023), one);
        assert_eq!(Edition::default(), Edition::Y2023);
        assert_eq!("2018".parse::<Edition>().unwrap(), Edition::Y2018);
        assert!("2020".parse::<Edition>().is_err());
    }
}
