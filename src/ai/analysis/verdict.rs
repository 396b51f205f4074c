//! A game's verdict from its judged moves: for each side how many moves
//! earned each mark and how much they lost on average, and the moment the
//! game turned.

use super::judge::{Mark, PlyAnalysis};
use crate::rules::Color;

/// A side leads when its score is at least this (a stone): beyond what a
/// quick search's score wanders between neighbouring plies.
pub const LEAD: i32 = 100;

/// One side's account of a game.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SideVerdict {
    /// The side.
    pub side: Color,
    /// How many of its moves were judged.
    pub moves: usize,
    /// How many moves earned each mark, in the order of [`Mark::ALL`].
    pub counts: [usize; Mark::ALL.len()],
    /// The sum of its moves' losses, in hundredths of a stone.
    pub total_loss: i64,
    /// Its move that lost the most (none if no move lost anything).
    pub worst: Option<usize>,
}

impl SideVerdict {
    /// How many moves earned `mark`.
    pub fn count(&self, mark: Mark) -> usize {
        self.counts[mark as usize]
    }

    /// The average loss per move, in hundredths of a stone.
    pub fn average_loss(&self) -> f64 {
        self.total_loss as f64 / self.moves.max(1) as f64
    }
}

/// How the turning point of a game was found.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Turn {
    /// After this move the other side led, for the last time in the game.
    Crossing,
    /// The lead never passed from one side to the other: the move that lost the most, if it
    /// lost enough to be marked (an inaccuracy or worse; moves that all held have none).
    LargestLoss,
}

/// The move where the game turned.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct TurningPoint {
    /// The move, counted from 0.
    pub ply: usize,
    /// How it was found.
    pub turn: Turn,
}

/// The verdict on a game.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Verdict {
    /// White's account.
    pub white: SideVerdict,
    /// Black's account.
    pub black: SideVerdict,
    /// Where the game turned: the last move after which the lead (at
    /// least [`LEAD`]) passed to the other side, or else the move that lost
    /// the most; none when no move lost anything.
    pub turning_point: Option<TurningPoint>,
}

impl Verdict {
    /// The account of `side`.
    pub fn side(&self, side: Color) -> &SideVerdict {
        match side {
            Color::White => &self.white,
            Color::Black => &self.black,
        }
    }
}

/// The side that leads by a score for White, if one does.
fn leader(white_score: i32) -> Option<Color> {
    if white_score >= LEAD {
        Some(Color::White)
    } else if white_score <= -LEAD {
        Some(Color::Black)
    } else {
        None
    }
}

/// The verdict on the judged moves of a game (all of them, or the first
/// ones of an analysis that was stopped).
pub fn verdict(plies: &[PlyAnalysis]) -> Verdict {
    let account = |side: Color| {
        let mut verdict = SideVerdict {
            side,
            moves: 0,
            counts: [0; Mark::ALL.len()],
            total_loss: 0,
            worst: None,
        };
        let mut worst_loss = 0;
        for p in plies.iter().filter(|p| p.mover == side) {
            verdict.moves += 1;
            verdict.counts[p.mark as usize] += 1;
            verdict.total_loss += i64::from(p.loss);
            if p.loss > worst_loss {
                worst_loss = p.loss;
                verdict.worst = Some(p.ply);
            }
        }
        verdict
    };
    let mut lead = plies.first().and_then(|p| leader(p.white_before()));
    let mut crossing = None;
    for p in plies {
        if let Some(side) = leader(p.white_after()) {
            if lead.is_some_and(|before| before != side) {
                crossing = Some(p.ply);
            }
            lead = Some(side);
        }
    }
    let turning_point = match crossing {
        Some(ply) => Some(TurningPoint {
            ply,
            turn: Turn::Crossing,
        }),
        None => plies
            .iter()
            .filter(|p| p.loss > 0 && p.mark >= Mark::Inaccuracy)
            // The first of equal losses.
            .max_by_key(|p| (p.loss, std::cmp::Reverse(p.ply)))
            .map(|p| TurningPoint {
                ply: p.ply,
                turn: Turn::LargestLoss,
            }),
    };
    Verdict {
        white: account(Color::White),
        black: account(Color::Black),
        turning_point,
    }
}
