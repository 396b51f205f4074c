//! The engine's score as a player reads it: a bar between the two sides
//! and a phrase key ("equal", "White is winning", "Black breaks through in
//! 3"), language-neutral; the game's texts word the keys.

use crate::score::plies_to_end;
use epaminondas_core::Side;

/// Scores within ±this (half a stone) read as equal.
pub const EQUAL_WITHIN: i32 = 50;
/// Scores from this on (three stones, an expected result of about 75 %)
/// read as winning rather than better.
pub const WINNING_FROM: i32 = 300;
/// The logistic scale of the expected result: `tune` fitted
/// `1 / (1 + 10^(-K · score / 400))` with K = 0.641 to the results of
/// self-play games, which is `400 / K` ≈ 624 hundredths of a stone for
/// odds of ten to one.
const EXPECTATION_SCALE: f64 = 624.0;

/// How the game stands, in words a player knows.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Outlook {
    /// Neither side stands clearly better.
    Equal,
    /// This side stands better.
    Better(Side),
    /// This side is winning.
    Winning(Side),
    /// This side wins by force in so many of its moves (at least one):
    /// "breaks through in 3".
    WinsIn(Side, u32),
    /// This side has won: the game is over.
    Won(Side),
}

/// The expected result for White, from 0 (Black wins) to 1 (White wins),
/// of a score for White.
pub fn expected_result(white_score: i32) -> f64 {
    if plies_to_end(white_score).is_some() {
        return if white_score > 0 { 1.0 } else { 0.0 };
    }
    1.0 / (1.0 + 10f64.powf(-f64::from(white_score) / EXPECTATION_SCALE))
}

/// A bar's value for a score for White: +1 when White wins, −1 when Black
/// wins, 0 when equal; in between the expected result stretched to
/// −1..1, so one stone is about 0.18, three stones 0.5, six 0.8.
///
/// ```
/// use epaminondas_engine::analysis::bar;
/// use epaminondas_engine::WIN_SCORE;
/// assert_eq!(bar(0), 0.0);
/// assert!((bar(300) - 0.50).abs() < 0.01);
/// assert_eq!(bar(-300), -bar(300));
/// assert_eq!(bar(WIN_SCORE - 5), 1.0);
/// ```
pub fn bar(white_score: i32) -> f32 {
    (2.0 * expected_result(white_score) - 1.0) as f32
}

/// How the game stands by a score for White.
///
/// ```
/// use epaminondas_engine::analysis::{Outlook, outlook};
/// use epaminondas_engine::WIN_SCORE;
/// use epaminondas_core::Side;
/// assert_eq!(outlook(20), Outlook::Equal);
/// assert_eq!(outlook(-120), Outlook::Better(Side::Black));
/// assert_eq!(outlook(WIN_SCORE - 5), Outlook::WinsIn(Side::White, 3));
/// assert_eq!(outlook(-WIN_SCORE), Outlook::Won(Side::Black));
/// ```
pub fn outlook(white_score: i32) -> Outlook {
    let side = if white_score > 0 {
        Side::White
    } else {
        Side::Black
    };
    match plies_to_end(white_score) {
        Some(0) => Outlook::Won(side),
        // UGI's count: a win in p plies takes (p + 1) / 2 of the winner's moves.
        Some(plies) => Outlook::WinsIn(side, plies.unsigned_abs().div_ceil(2)),
        None if white_score.abs() < EQUAL_WITHIN => Outlook::Equal,
        None if white_score.abs() < WINNING_FROM => Outlook::Better(side),
        None => Outlook::Winning(side),
    }
}
