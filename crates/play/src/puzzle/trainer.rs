//! The puzzle trainer's memory and choices, without a screen: the player's rating and history
//! ([`PuzzleProgress`], kept in the game's preferences), which puzzle comes next in each way of
//! training ([`PuzzleProgress::next_rated`], [`streak_puzzle`], [`daily_puzzle`]), and the
//! shipped set ([`shipped_puzzles`]).

use super::definition::Puzzle;
use super::format::parse_puzzles;
use super::rating::PuzzleRating;
use super::theme::Theme;
use serde::{Deserialize, Serialize};

/// The shipped puzzle file (`assets/puzzles/puzzles.txt`, made by `epaminondas-engine
/// puzzles`), compiled in so that the page needs no further download.
const SHIPPED: &str = include_str!("../../../../assets/puzzles/puzzles.txt");
/// The most tries the history keeps (the oldest go first).
pub const HISTORY_LENGTH: usize = 300;
/// A puzzle tried within this many tries is not offered again in rated training.
const RECENT: usize = 30;
/// Rated training draws among this many of the puzzles nearest the player's rating.
const NEAREST: usize = 6;
/// The first puzzle of a streak is about this hard; each next one is [`STREAK_STEP`] harder.
const STREAK_START: u32 = 800;
/// How much harder each puzzle of a streak is than the one before.
const STREAK_STEP: u32 = 60;
/// The puzzle of the day is drawn from the puzzles up to this rating (a player of any level
/// can try it).
const DAILY_MAX_RATING: u32 = 1700;

/// The shipped puzzles, in the file's order. The file is checked by the tests; a line that
/// does not read is left out.
pub fn shipped_puzzles() -> Vec<Puzzle> {
    parse_puzzles(SHIPPED).0
}

/// One try in the history.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Tried {
    /// The puzzle's id.
    pub id: String,
    /// Whether it was solved at the first try, without help.
    pub solved: bool,
    /// The player's rating change from it (0 for a try that was not rated).
    pub change: i32,
}

/// The player's puzzles: rating, history and best streak. Every field has a default, so a
/// save from before a field existed still loads.
#[derive(Clone, Debug, PartialEq, Default, Serialize, Deserialize)]
#[serde(default)]
pub struct PuzzleProgress {
    /// The puzzle rating.
    pub rating: PuzzleRating,
    /// The tries, oldest first, at most [`HISTORY_LENGTH`].
    pub history: Vec<Tried>,
    /// The longest streak so far.
    pub best_streak: u32,
    /// The day ([`day_number`]) whose puzzle of the day was last tried, and whether it was
    /// solved.
    pub daily: Option<(u32, bool)>,
}

impl PuzzleProgress {
    /// Records a try of `puzzle`: rated tries move the rating; returns the change, rounded.
    pub fn record(&mut self, puzzle: &Puzzle, solved: bool, rated: bool) -> i32 {
        let change = if rated {
            let before = self.rating.shown();
            self.rating = self.rating.after(puzzle.rating, solved);
            self.rating.shown() - before
        } else {
            0
        };
        self.history.push(Tried {
            id: puzzle.id.clone(),
            solved,
            change,
        });
        if self.history.len() > HISTORY_LENGTH {
            let extra = self.history.len() - HISTORY_LENGTH;
            self.history.drain(..extra);
        }
        change
    }

    /// Whether `id` was ever solved.
    pub fn solved(&self, id: &str) -> bool {
        self.history
            .iter()
            .any(|tried| tried.id == id && tried.solved)
    }

    /// The next puzzle of rated training (an index into `puzzles`): one of `theme` (any, with
    /// `None`) not solved before and not tried lately, among those nearest the player's rating,
    /// drawn by `seed`. When every such puzzle has been solved, solved ones come again.
    pub fn next_rated(&self, puzzles: &[Puzzle], theme: Option<Theme>, seed: u64) -> Option<usize> {
        let recent: Vec<&str> = self
            .history
            .iter()
            .rev()
            .take(RECENT)
            .map(|tried| tried.id.as_str())
            .collect();
        let of_theme = |puzzle: &Puzzle| theme.is_none_or(|theme| puzzle.themes.contains(&theme));
        let fresh: Vec<usize> = (0..puzzles.len())
            .filter(|&i| of_theme(&puzzles[i]))
            .filter(|&i| !self.solved(&puzzles[i].id) && !recent.contains(&puzzles[i].id.as_str()))
            .collect();
        let pool = if fresh.is_empty() {
            (0..puzzles.len())
                .filter(|&i| of_theme(&puzzles[i]) && !recent.contains(&puzzles[i].id.as_str()))
                .collect()
        } else {
            fresh
        };
        let pool = if pool.is_empty() {
            (0..puzzles.len())
                .filter(|&i| of_theme(&puzzles[i]))
                .collect()
        } else {
            pool
        };
        nearest(puzzles, pool, self.rating.rating, seed)
    }
}

/// One of the [`NEAREST`] puzzles of `pool` nearest `rating`, drawn by `seed`.
fn nearest(puzzles: &[Puzzle], mut pool: Vec<usize>, rating: f64, seed: u64) -> Option<usize> {
    pool.sort_by(|&a, &b| {
        let distance = |i: usize| (f64::from(puzzles[i].rating) - rating).abs();
        distance(a).total_cmp(&distance(b)).then(a.cmp(&b))
    });
    pool.truncate(NEAREST);
    if pool.is_empty() {
        return None;
    }
    Some(pool[(mix(seed) % pool.len() as u64) as usize])
}

/// The `n`th puzzle (from 0) of a streak: about `STREAK_START` + `n` × `STREAK_STEP`, none
/// of `used`, drawn by `seed` among the nearest.
pub fn streak_puzzle(puzzles: &[Puzzle], n: u32, used: &[String], seed: u64) -> Option<usize> {
    let target = STREAK_START.saturating_add(n.saturating_mul(STREAK_STEP));
    let pool = (0..puzzles.len())
        .filter(|&i| !used.contains(&puzzles[i].id))
        .collect();
    nearest(puzzles, pool, f64::from(target), seed).filter(|_| !puzzles.is_empty())
}

/// The puzzle of day `day` ([`day_number`]): the same on every device that day, drawn from the
/// puzzles up to `DAILY_MAX_RATING` in the file's order.
pub fn daily_puzzle(puzzles: &[Puzzle], day: u32) -> Option<usize> {
    let pool: Vec<usize> = (0..puzzles.len())
        .filter(|&i| puzzles[i].rating <= DAILY_MAX_RATING)
        .collect();
    let pool = if pool.is_empty() {
        (0..puzzles.len()).collect()
    } else {
        pool
    };
    if pool.is_empty() {
        return None;
    }
    Some(pool[(mix(u64::from(day)) % pool.len() as u64) as usize])
}

/// The number of the day (UTC) of `seconds` since 1970: the puzzle of the day changes at
/// midnight UTC everywhere.
pub fn day_number(seconds: u64) -> u32 {
    u32::try_from(seconds / 86_400).unwrap_or(u32::MAX)
}

/// A well-mixed number from `x` (SplitMix64's finaliser): neighbouring days and seeds draw
/// unrelated puzzles.
fn mix(x: u64) -> u64 {
    let mut z = x.wrapping_add(0x9E37_79B9_7F4A_7C15);
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    z ^ (z >> 31)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_shipped_set_reads_whole() {
        let (puzzles, errors) = parse_puzzles(SHIPPED);
        assert!(errors.is_empty(), "{errors:?}");
        assert_eq!(puzzles.len(), shipped_puzzles().len());
        assert!(puzzles.len() >= 100);
    }

    #[test]
    fn rated_training_starts_easy_and_follows_the_rating() {
        let puzzles = shipped_puzzles();
        let mut progress = PuzzleProgress::default();
        let first = progress.next_rated(&puzzles, None, 1).expect("a puzzle");
        assert!(puzzles[first].rating <= 1100, "{}", puzzles[first].rating);
        progress.rating.rating = 2000.0;
        let hard = progress.next_rated(&puzzles, None, 1).expect("a puzzle");
        assert!(puzzles[hard].rating >= 1600, "{}", puzzles[hard].rating);
    }

    #[test]
    fn rated_training_keeps_to_the_theme_and_skips_what_was_solved() {
        let puzzles = shipped_puzzles();
        let mut progress = PuzzleProgress::default();
        for seed in 0..20 {
            let i = progress
                .next_rated(&puzzles, Some(Theme::Breakthrough), seed)
                .expect("a puzzle");
            assert!(puzzles[i].themes.contains(&Theme::Breakthrough));
            assert!(!progress.solved(&puzzles[i].id), "{} again", puzzles[i].id);
            progress.record(&puzzles[i], true, true);
        }
    }

    #[test]
    fn a_rated_try_moves_the_rating_and_history_is_bounded() {
        let puzzles = shipped_puzzles();
        let mut progress = PuzzleProgress::default();
        assert!(progress.record(&puzzles[0], true, true) > 0);
        assert!(progress.record(&puzzles[0], false, true) < 0);
        assert_eq!(progress.record(&puzzles[0], false, false), 0);
        for _ in 0..HISTORY_LENGTH + 5 {
            progress.record(&puzzles[1], true, false);
        }
        assert_eq!(progress.history.len(), HISTORY_LENGTH);
    }

    #[test]
    fn the_daily_puzzle_is_fixed_for_a_day_and_changes() {
        let puzzles = shipped_puzzles();
        let day = day_number(1_796_256_000);
        assert_eq!(daily_puzzle(&puzzles, day), daily_puzzle(&puzzles, day));
        let week: std::collections::HashSet<_> = (day..day + 7)
            .filter_map(|d| daily_puzzle(&puzzles, d))
            .collect();
        assert!(week.len() >= 5, "{week:?}");
        for d in day..day + 30 {
            let i = daily_puzzle(&puzzles, d).expect("a puzzle");
            assert!(puzzles[i].rating <= DAILY_MAX_RATING);
        }
    }

    #[test]
    fn a_streak_grows_harder() {
        let puzzles = shipped_puzzles();
        let first = streak_puzzle(&puzzles, 0, &[], 3).expect("a puzzle");
        let tenth = streak_puzzle(&puzzles, 10, &[], 3).expect("a puzzle");
        assert!(puzzles[tenth].rating > puzzles[first].rating);
        let used = vec![puzzles[first].id.clone()];
        assert_ne!(streak_puzzle(&puzzles, 0, &used, 3), Some(first));
    }

    #[test]
    fn an_old_or_damaged_save_loads() {
        let progress: PuzzleProgress = serde_json::from_str("{}").expect("reads");
        assert_eq!(progress, PuzzleProgress::default());
        let progress: PuzzleProgress =
            serde_json::from_str(r#"{"best_streak": 4, "unknown": 1}"#).expect("reads");
        assert_eq!(progress.best_streak, 4);
    }
}
