//! A game's verdict from its judged moves: for each side how many moves
//! earned each mark, how much they lost on average, its accuracy the way
//! chess sites give it (each move's from the winning chance it gave away,
//! the side's a mean of the weighted and the harmonic mean of them), and
//! the moment the game turned.

use super::judge::{Mark, PlyAnalysis};
use super::outlook::expected_result;
use epaminondas_core::Side;

/// A move's accuracy halves for every `ACCURACY_SCALE · ln 2` ≈ 6.9
/// points of the mover's winning chance it gives away (see
/// [`move_accuracy`]).
pub const ACCURACY_SCALE: f64 = 10.0;

/// The mover's winning chance, in points from 0 to 100, by a score for the
/// mover ([`expected_result`]'s logistic curve; a forced win is 100).
pub fn win_chance(score: i32) -> f64 {
    100.0 * expected_result(score)
}

/// The accuracy of one move, from 100 (it gave nothing away) down toward
/// 0: `100 · exp(−Δ / ACCURACY_SCALE)`, where Δ is the fall of the mover's
/// [`win_chance`] from `before` (the engine's best) to `after` (the move
/// played), both scores for the mover. An inaccuracy from an equal
/// position (half a stone, Δ ≈ 4.6) scores about 63, a mistake (a stone,
/// Δ ≈ 9.2) about 40, a blunder (three stones, Δ ≈ 25) about 8, a
/// thrown-away win (Δ = 100) nothing to speak of.
///
/// ```
/// use epaminondas_engine::analysis::move_accuracy;
/// assert_eq!(move_accuracy(120, 120), 100.0);
/// assert_eq!(move_accuracy(-50, 0), 100.0);
/// assert!((move_accuracy(0, -100) - 39.9).abs() < 0.5);
/// ```
pub fn move_accuracy(before: i32, after: i32) -> f64 {
    let lost = (win_chance(before) - win_chance(after)).max(0.0);
    100.0 * (-lost / ACCURACY_SCALE).exp()
}

/// The least weight of a move in a side's accuracy (see [`game_accuracy`]):
/// a move in a quiet stretch of the game still counts.
pub const WEIGHT_FLOOR: f64 = 0.5;
/// The greatest weight of a move in a side's accuracy.
pub const WEIGHT_CAP: f64 = 12.0;
/// Below this a move's accuracy counts as this in the harmonic mean, so
/// that one thrown-away win does not make the rest of the game count for
/// nothing.
pub const HARMONIC_FLOOR: f64 = 1.0;

/// How much each judged move of `plies` (in the order of the game) weighs
/// in its side's accuracy: how much the game swung around it, the standard
/// deviation of White's [`win_chance`] over a window of positions centred
/// on the move (a tenth of the positions, 2 to 8 of them), between
/// [`WEIGHT_FLOOR`] and [`WEIGHT_CAP`]. A move where the game was decided
/// weighs more than one in a quiet stretch.
pub fn volatility_weights(plies: &[PlyAnalysis]) -> Vec<f64> {
    let Some(last) = plies.last() else {
        return Vec::new();
    };
    // White's chance before each move and after the last.
    let chances: Vec<f64> = plies
        .iter()
        .map(|p| win_chance(p.white_before()))
        .chain(std::iter::once(win_chance(last.white_after())))
        .collect();
    let size = (chances.len() / 10).clamp(2, 8).min(chances.len());
    (0..plies.len())
        .map(|i| {
            let start = i.saturating_sub(size / 2).min(chances.len() - size);
            let window = &chances[start..start + size];
            let mean = window.iter().sum::<f64>() / size as f64;
            let variance = window.iter().map(|c| (c - mean).powi(2)).sum::<f64>() / size as f64;
            variance.sqrt().clamp(WEIGHT_FLOOR, WEIGHT_CAP)
        })
        .collect()
}

/// A side's accuracy from its moves' [`move_accuracy`] and weights (see
/// [`volatility_weights`]), as chess sites give it: the mean of the
/// weighted mean and the harmonic mean (each accuracy at least
/// [`HARMONIC_FLOOR`]). The weighted mean puts the moves that decided the
/// game first; the harmonic mean lets a few bad moves pull the figure down
/// where a plain mean would drown them in the many moves that lost
/// nothing. None without a move.
///
/// ```
/// use epaminondas_engine::analysis::game_accuracy;
/// // Nine clean moves and a mistake from an equal position (about 40):
/// // a plain mean would say 94.
/// let moves: Vec<(f64, f64)> = (0..9).map(|_| (100.0, 1.0)).chain([(40.0, 1.0)]).collect();
/// let accuracy = game_accuracy(&moves).unwrap();
/// assert!((accuracy - 90.5).abs() < 0.1, "{accuracy}");
/// assert_eq!(game_accuracy(&[]), None);
/// ```
pub fn game_accuracy(moves: &[(f64, f64)]) -> Option<f64> {
    if moves.is_empty() {
        return None;
    }
    let weight: f64 = moves.iter().map(|&(_, w)| w).sum();
    let weighted = moves.iter().map(|&(a, w)| a * w).sum::<f64>() / weight;
    let harmonic = moves.len() as f64
        / moves
            .iter()
            .map(|&(a, _)| 1.0 / a.max(HARMONIC_FLOOR))
            .sum::<f64>();
    Some((weighted + harmonic) / 2.0)
}

/// A side leads when its score is at least this (a stone): beyond what a
/// quick search's score wanders between neighbouring plies.
pub const LEAD: i32 = 100;

/// One side's account of a game.
#[derive(Clone, Debug, PartialEq)]
pub struct SideVerdict {
    /// The side.
    pub side: Side,
    /// How many of its moves were judged.
    pub moves: usize,
    /// How many moves earned each mark, in the order of [`Mark::ALL`].
    pub counts: [usize; Mark::ALL.len()],
    /// The sum of its moves' losses, in hundredths of a stone.
    pub total_loss: i64,
    /// Its move that lost the most (none if no move lost anything).
    pub worst: Option<usize>,
    /// Its accuracy from 0 to 100: [`game_accuracy`] of its moves'
    /// [`move_accuracy`] with their [`volatility_weights`]; none without a
    /// judged move.
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
    pub fn side(&self, side: Side) -> &SideVerdict {
        match side {
            Side::White => &self.white,
            Side::Black => &self.black,
        }
    }
}

/// The side that leads by a score for White, if one does.
fn leader(white_score: i32) -> Option<Side> {
    if white_score >= LEAD {
        Some(Side::White)
    } else if white_score <= -LEAD {
        Some(Side::Black)
    } else {
        None
    }
}

/// The verdict on the judged moves of a game (all of them, or the first
/// ones of an analysis that was stopped).
pub fn verdict(plies: &[PlyAnalysis]) -> Verdict {
    let weights = volatility_weights(plies);
    let account = |side: Side| {
        let mut verdict = SideVerdict {
            side,
            moves: 0,
            counts: [0; Mark::ALL.len()],
            total_loss: 0,
            worst: None,
            accuracy: None,
        };
        let mut worst_loss = 0;
        let mut moves = Vec::new();
        for (p, &weight) in plies.iter().zip(&weights).filter(|(p, _)| p.mover == side) {
            moves.push((move_accuracy(p.before, p.after), weight));
            verdict.moves += 1;
            verdict.counts[p.mark as usize] += 1;
            verdict.total_loss += i64::from(p.loss);
            if p.loss > worst_loss {
                worst_loss = p.loss;
                verdict.worst = Some(p.ply);
            }
        }
        verdict.accuracy = game_accuracy(&moves);
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
        white: account(Side::White),
        black: account(Side::Black),
        turning_point,
    }
}
