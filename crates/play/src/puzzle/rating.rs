//! The player's puzzle rating: Glicko-2 (the `skillratings` crate), each puzzle an opponent
//! whose rating is the one its file gives, with a small fixed deviation. A solved puzzle is a
//! win, a failed one a loss.

use serde::{Deserialize, Serialize};
use skillratings::Outcomes;
use skillratings::glicko2::{Glicko2Config, Glicko2Rating, glicko2};

/// Where a newcomer's puzzle rating starts: below the middle of the shipped set, so that the
/// first puzzles are the easy ones.
pub const START_RATING: f64 = 1000.0;
/// A newcomer's deviation: wide, so that the first few puzzles find the player's level.
pub const START_DEVIATION: f64 = 350.0;
/// A newcomer's volatility (lichess's 0.09).
pub const START_VOLATILITY: f64 = 0.09;
/// The deviation a puzzle's own rating is taken to have.
pub const PUZZLE_DEVIATION: f64 = 80.0;
/// The smallest deviation a player's rating keeps (it never claims more certainty).
pub const MIN_DEVIATION: f64 = 45.0;
/// A rating is provisional (shown with "?") while its deviation is this or more.
pub const PROVISIONAL_DEVIATION: f64 = 110.0;
/// Glicko-2's τ, lichess's constant.
const TAU: f64 = 0.75;

/// A Glicko-2 rating as the preferences keep it.
#[derive(Clone, Copy, Debug, PartialEq, Serialize, Deserialize)]
pub struct PuzzleRating {
    /// The rating.
    pub rating: f64,
    /// Its deviation: how uncertain it is.
    pub deviation: f64,
    /// Its volatility: how much it is expected to swing.
    pub volatility: f64,
}

impl Default for PuzzleRating {
    fn default() -> Self {
        PuzzleRating {
            rating: START_RATING,
            deviation: START_DEVIATION,
            volatility: START_VOLATILITY,
        }
    }
}

impl PuzzleRating {
    /// The rating rounded, as it is shown.
    pub fn shown(&self) -> i32 {
        self.rating.round() as i32
    }

    /// Whether the rating is still provisional (too few puzzles to trust it).
    pub fn provisional(&self) -> bool {
        self.deviation >= PROVISIONAL_DEVIATION
    }

    /// The rating after a puzzle of rating `puzzle` was solved (`true`) or failed. A rating
    /// read from a damaged save (not finite, or out of range) starts again from the default.
    pub fn after(&self, puzzle: u32, solved: bool) -> PuzzleRating {
        let me = self.sane();
        let player = Glicko2Rating {
            rating: me.rating,
            deviation: me.deviation,
            volatility: me.volatility,
        };
        let opponent = Glicko2Rating {
            rating: f64::from(puzzle),
            deviation: PUZZLE_DEVIATION,
            volatility: START_VOLATILITY,
        };
        let outcome = if solved {
            Outcomes::WIN
        } else {
            Outcomes::LOSS
        };
        let config = Glicko2Config {
            tau: TAU,
            ..Glicko2Config::new()
        };
        let (after, _) = glicko2(&player, &opponent, &outcome, &config);
        PuzzleRating {
            rating: after.rating,
            deviation: after.deviation.clamp(MIN_DEVIATION, START_DEVIATION),
            volatility: after.volatility,
        }
    }

    /// This rating if it is usable, else a newcomer's.
    fn sane(&self) -> PuzzleRating {
        let usable = self.rating.is_finite()
            && (0.0..=5000.0).contains(&self.rating)
            && self.deviation.is_finite()
            && self.deviation > 0.0
            && self.volatility.is_finite()
            && self.volatility > 0.0;
        if usable {
            *self
        } else {
            PuzzleRating::default()
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn solving_raises_and_failing_lowers() {
        let start = PuzzleRating::default();
        let solved = start.after(1000, true);
        let failed = start.after(1000, false);
        assert!(solved.rating > start.rating + 50.0, "{solved:?}");
        assert!(failed.rating < start.rating - 50.0, "{failed:?}");
        assert!(solved.deviation < start.deviation);
    }

    #[test]
    fn a_harder_puzzle_is_worth_more() {
        let start = PuzzleRating::default();
        let easy = start.after(700, true).rating - start.rating;
        let hard = start.after(1600, true).rating - start.rating;
        assert!(hard > easy, "easy {easy}, hard {hard}");
    }

    #[test]
    fn a_damaged_rating_starts_again() {
        let damaged = PuzzleRating {
            rating: f64::NAN,
            deviation: -1.0,
            volatility: 0.0,
        };
        let after = damaged.after(1000, true);
        assert!(after.rating.is_finite() && after.rating > START_RATING);
    }

    #[test]
    fn many_puzzles_make_it_certain() {
        let mut rating = PuzzleRating::default();
        for i in 0..30 {
            rating = rating.after(1200, i % 2 == 0);
        }
        assert!(!rating.provisional(), "{rating:?}");
        assert!((rating.rating - 1200.0).abs() < 150.0, "{rating:?}");
    }
}
