//! The engine's scores: hundredths of a stone for the side to move, with the
//! forced wins and losses in a band of their own beyond ±[`WIN_THRESHOLD`].
//! The search, the transposition table, UGI and the analysis all read them
//! from here; [`Score`] is the form UGI writes (`cp 35`, `mate 2`).

use super::ordering::MAX_PLY;
use std::fmt;

/// The score of a win found at the root; a win `p` plies away scores `WIN_SCORE - p`.
pub const WIN_SCORE: i32 = 30_000;
/// Scores at least this far from zero are forced wins or losses.
pub const WIN_THRESHOLD: i32 = WIN_SCORE - MAX_PLY as i32;
/// Beyond every score.
pub(crate) const INFINITY: i32 = WIN_SCORE + 1;

/// Plies to the end of the game when `score` is a forced win (positive) or
/// loss (negative), else `None`. A loss at the root itself (`-WIN_SCORE`)
/// gives `Some(0)`, as a win there does.
pub fn plies_to_end(score: i32) -> Option<i32> {
    if score >= WIN_THRESHOLD {
        Some(WIN_SCORE - score)
    } else if score <= -WIN_THRESHOLD {
        Some(-(WIN_SCORE + score))
    } else {
        None
    }
}

/// A score as UGI writes it in `info … score …`.
///
/// ```
/// use epaminondas_engine::{Score, WIN_SCORE};
/// assert_eq!(Score::of(35).to_string(), "cp 35");
/// assert_eq!(Score::of(WIN_SCORE - 3), Score::Mate(2));
/// assert_eq!(Score::of(-(WIN_SCORE - 2)), Score::Mate(-1));
/// assert_eq!(Score::parse("mate -1"), Some(Score::Mate(-1)));
/// // Back to the engine's scale: exact for centi-stones, to a ply for wins.
/// assert_eq!(Score::Mate(2).value(), WIN_SCORE - 3);
/// assert_eq!(Score::Mate(-1).value(), -(WIN_SCORE - 2));
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Score {
    /// In hundredths of a stone, for the side to move.
    Centi(i32),
    /// A forced win in so many of the side to move's moves (negative: a
    /// forced loss in so many of the opponent's moves).
    Mate(i32),
}

impl Score {
    /// The UGI form of an engine score (see [`WIN_SCORE`]).
    pub fn of(score: i32) -> Score {
        match plies_to_end(score) {
            Some(plies) if plies >= 0 => Score::Mate((plies + 1) / 2),
            Some(plies) => Score::Mate(-((-plies + 1) / 2)),
            None => Score::Centi(score),
        }
    }

    /// Back on the engine's scale: a win in `n` moves as a win in `2n - 1`
    /// plies, a loss in `n` moves as a loss in `2n` plies (the shortest
    /// lines that UGI writes so), `Mate(0)` as the win of a finished game.
    /// Centi-stone scores are clamped inside ±[`WIN_THRESHOLD`].
    pub fn value(self) -> i32 {
        let longest = WIN_SCORE - WIN_THRESHOLD;
        match self {
            Score::Centi(cp) => cp.clamp(1 - WIN_THRESHOLD, WIN_THRESHOLD - 1),
            Score::Mate(0) => WIN_SCORE,
            Score::Mate(n) if n > 0 => WIN_SCORE - (n.saturating_mul(2) - 1).min(longest),
            Score::Mate(n) => -(WIN_SCORE - n.saturating_neg().saturating_mul(2).min(longest)),
        }
    }

    /// Reads `cp N` or `mate N`.
    pub fn parse(text: &str) -> Option<Score> {
        let mut words = text.split_whitespace();
        let kind = words.next()?;
        let number: i32 = words.next()?.parse().ok()?;
        if words.next().is_some() {
            return None;
        }
        match kind {
            "cp" => Some(Score::Centi(number)),
            "mate" => Some(Score::Mate(number)),
            _ => None,
        }
    }
}

impl fmt::Display for Score {
    /// As UGI writes it: `cp 35` or `mate -2`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Score::Centi(cp) => write!(f, "cp {cp}"),
            Score::Mate(moves) => write!(f, "mate {moves}"),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn scores_go_to_ugi_and_back() {
        for score in [0, 35, -1200, WIN_THRESHOLD - 1, 1 - WIN_THRESHOLD] {
            assert_eq!(Score::of(score).value(), score);
        }
        // Every win and loss comes back to within a ply, on the same side.
        for plies in 1..MAX_PLY as i32 {
            for score in [WIN_SCORE - plies, -(WIN_SCORE - plies)] {
                let back = Score::of(score).value();
                assert!((back - score).abs() <= 1, "{score} -> {back}");
                assert_eq!(back.signum(), score.signum());
                assert_eq!(
                    Score::parse(&Score::of(score).to_string()),
                    Some(Score::of(score))
                );
            }
        }
        assert_eq!(Score::Mate(i32::MIN).value(), -WIN_THRESHOLD);
        assert_eq!(Score::Mate(i32::MAX).value(), WIN_THRESHOLD);
        assert_eq!(Score::parse("cp"), None);
        assert_eq!(Score::parse("cp 3 4"), None);
        assert_eq!(Score::parse("pawns 3"), None);
    }
}
