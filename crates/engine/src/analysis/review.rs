//! What a review shows of one move: the board shows the position after it,
//! and the arrows are the move played and, where it lost something, the
//! better move for the same side from the position before it.

use super::judge::{Mark, PlyAnalysis};
use epaminondas_core::{Move, Side};

/// The reviewed move and the better one, both moves of the side that played.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ReviewedMove {
    /// Which move of the game, counted from 0.
    pub ply: usize,
    /// The side that played it (and that the better move is for).
    pub mover: Side,
    /// The move played.
    pub played: Move,
    /// Its mark.
    pub mark: Mark,
    /// The engine's best move in the position before the played one, where
    /// the played move lost something against it; none where it lost
    /// nothing.
    pub better: Option<Move>,
}

/// The move that led to the position after `shown` plies (the board's in a
/// review), from `plies`, the judged moves in the order of the game: none
/// before the first move or where that move is not judged yet.
///
/// ```
/// use epaminondas_engine::analysis::{Mark, PositionEval, judge_ply, reviewed_move};
/// use epaminondas_core::{Side, Position};
/// let start = Position::start();
/// let [best, played] = ["e2-e3", "a2-a3"].map(|t| start.parse_move(t).unwrap());
/// let before = PositionEval { score: 20, line: vec![best], second: None };
/// let plies = [judge_ply(0, Side::White, played, &before, -150)];
/// // After one ply: White's a2-a3, and White's better e2-e3.
/// let reviewed = reviewed_move(&plies, 1).unwrap();
/// assert_eq!((reviewed.played, reviewed.better), (played, Some(best)));
/// assert_eq!((reviewed.mover, reviewed.mark), (Side::White, Mark::Mistake));
/// assert_eq!(reviewed_move(&plies, 0), None);
/// assert_eq!(reviewed_move(&plies, 2), None);
/// ```
pub fn reviewed_move(plies: &[PlyAnalysis], shown: usize) -> Option<ReviewedMove> {
    let ply = shown.checked_sub(1)?;
    let judged = plies
        .binary_search_by_key(&ply, |p| p.ply)
        .ok()
        .map(|i| &plies[i])?;
    Some(ReviewedMove {
        ply,
        mover: judged.mover,
        played: judged.played,
        mark: judged.mark,
        better: judged
            .best()
            .filter(|&best| best != judged.played && judged.loss > 0),
    })
}
