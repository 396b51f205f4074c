//! A game's verdict from its judged moves: for each side how many moves
//! earned each mark, how much they lost on average, its accuracy the way
//! chess sites give it, and the moment the game turned.

use super::judge::{Mark, PlyAnalysis};
use super::outlook::expected_result;
use epaminondas_core::Color;

/// A move's accuracy halves for every `ACCURACY_SCALE · ln 2` ≈ 13.9
/// points of the mover's winning chance it gives away (see
/// [`move_accuracy`]).
pub const ACCURACY_SCALE: f64 = 20.0;

/// The mover's winning chance, in points from 0 to 100, by a score for the
/// mover ([`expected_result`]'s logistic curve; a forced win is 100).
pub fn win_chance(score: i32) -> f64 {
    100.0 * expected_result(score)
}

/// The accuracy of one move, from 100 (it gave nothing away) down toward
/// 0: `100 · exp(−Δ / ACCURACY_SCALE)`, where Δ is the fall of the mover's
/// [`win_chance`] from `before` (the engine's best) to `after` (the move
/// played), both scores for the mover. An inaccuracy from an equal
/// position (half a stone, Δ ≈ 4.6) scores about 79, a mistake (a stone
/// and a half, Δ ≈ 13.5) about 51, a blunder (three stones, Δ ≈ 25) about
/// 28, a thrown-away win (Δ = 100) under 1.
///
/// ```
/// use epaminondas_engine::analysis::move_accuracy;
/// assert_eq!(move_accuracy(120, 120), 100.0);
/// assert_eq!(move_accuracy(-50, 0), 100.0);
/// assert!((move_accuracy(0, -150) - 50.9).abs() < 0.5);
/// ```
pub fn move_accuracy(before: i32, after: i32) -> f64 {
    let lost = (win_chance(before) - win_chance(after)).max(0.0);
    100.0 * (-lost / ACCURACY_SCALE).exp()
}

/// A side leads when its score is at least this (a stone): beyond what a
/// quick search's score wanders between neighbouring plies.
pub const LEAD: i32 = 100;

/// One side's account of a game.
#[derive(Clone, Debug, PartialEq)]
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
    /// Its accuracy from 0 to 100: the mean of its moves'
    /// [`move_accuracy`]; none without a judged move.
    pub accuracy: Option<f64>,
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

    /// How many moves were inaccuracies (`?!`).
    pub fn inaccuracies(&self) -> usize {
        self.count(Mark::Inaccuracy)
    }

    /// How many moves were mistakes (`?`).
    pub fn mistakes(&self) -> usize {
        self.count(Mark::Mistake)
    }

    /// How many moves were blunders (`??`).
    pub fn blunders(&self) -> usize {
        self.count(Mark::Blunder)
    }

    /// How many moves were only moves (`!`).
    pub fn only_moves(&self) -> usize {
        self.count(Mark::OnlyMove)
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
#[derive(Clone, Debug, PartialEq)]
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
            accuracy: None,
        };
        let mut worst_loss = 0;
        let mut accuracy = 0.0;
        for p in plies.iter().filter(|p| p.mover == side) {
            accuracy += move_accuracy(p.before, p.after);
            verdict.moves += 1;
            verdict.counts[p.mark as usize] += 1;
            verdict.total_loss += i64::from(p.loss);
            if p.loss > worst_loss {
                worst_loss = p.loss;
                verdict.worst = Some(p.ply);
            }
        }
        verdict.accuracy = (verdict.moves > 0).then(|| accuracy / verdict.moves as f64);
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
