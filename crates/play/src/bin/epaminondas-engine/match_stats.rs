//! What a match's results say: the score, the Elo difference with its 95 %
//! interval, and a sequential probability ratio test (SPRT) between two
//! Elo hypotheses. Shared by `selfplay` and `gauntlet`.

use epaminondas_core::{Game, Move, Side, mix};

/// z for a two-sided 95 % interval.
const Z95: f64 = 1.96;
/// Fewer games never decide the SPRT: the variance it estimates from them
/// is too uncertain (seven wins and a draw would already pass [0, 20]).
const SPRT_MIN_GAMES: usize = 30;

/// How one game ended, from the first player's point of view.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Wdl {
    Win,
    Draw,
    Loss,
}

impl Wdl {
    /// The result of a game that `winner` won (none: a draw) for the
    /// player of `first`.
    pub fn of_winner(winner: Option<Side>, first: Side) -> Wdl {
        match winner {
            Some(w) if w == first => Wdl::Win,
            Some(_) => Wdl::Loss,
            None => Wdl::Draw,
        }
    }

    /// The points of the result: 1, ½ or 0.
    pub fn points(self) -> f64 {
        match self {
            Wdl::Win => 1.0,
            Wdl::Draw => 0.5,
            Wdl::Loss => 0.0,
        }
    }
}

/// Elo difference for a score share `s` (0 < s < 1).
pub fn elo(s: f64) -> f64 {
    -400.0 * (1.0 / s - 1.0).log10()
}

/// Expected score share for an Elo difference.
fn expected(elo: f64) -> f64 {
    1.0 / (1.0 + 10f64.powf(-elo / 400.0))
}

/// Mean and variance (per game) of the results' points.
fn mean_variance(results: &[Wdl]) -> (f64, f64) {
    let n = results.len().max(1) as f64;
    let mean = results.iter().map(|r| r.points()).sum::<f64>() / n;
    let variance = results
        .iter()
        .map(|r| (r.points() - mean).powi(2))
        .sum::<f64>()
        / n;
    (mean, variance)
}

/// "W w D d L l, score s %, Elo e ± m" for the results so far.
pub fn score_text(results: &[Wdl]) -> String {
    let count = |s: Wdl| results.iter().filter(|&&r| r == s).count();
    let (w, d, l) = (count(Wdl::Win), count(Wdl::Draw), count(Wdl::Loss));
    let (s, variance) = mean_variance(results);
    let margin = Z95 * (variance / results.len().max(1) as f64).sqrt();
    let elo_text = if s <= 0.0 || s >= 1.0 {
        format!("{}inf", if s >= 1.0 { "+" } else { "-" })
    } else {
        let (lo, hi) = ((s - margin).max(1e-3), (s + margin).min(1.0 - 1e-3));
        format!(
            "{:+.0} ± {:.0} [{:+.0}, {:+.0}]",
            elo(s),
            (elo(hi) - elo(lo)) / 2.0,
            elo(lo),
            elo(hi)
        )
    };
    format!(
        "W {w} D {d} L {l}, score {:.1} %, Elo {elo_text}",
        100.0 * s
    )
}

/// A sequential test of "the first player is `elo0` stronger" against
/// "`elo1` stronger", with error rates `alpha` and `beta`.
#[derive(Copy, Clone, Debug, PartialEq)]
pub struct Sprt {
    pub elo0: f64,
    pub elo1: f64,
    pub alpha: f64,
    pub beta: f64,
}

/// What the SPRT says so far.
#[derive(Copy, Clone, Debug, PartialEq)]
pub enum SprtDecision {
    /// Keep playing.
    Continue,
    /// `elo1` holds: the change gains.
    H1,
    /// `elo0` holds: the change does not gain (enough).
    H0,
}

impl Sprt {
    /// The log-likelihood ratio of the results (the normal approximation of
    /// the generalized SPRT, draws counted through the variance).
    pub fn llr(&self, results: &[Wdl]) -> f64 {
        let (mean, variance) = mean_variance(results);
        if results.is_empty() || variance <= 0.0 {
            return 0.0;
        }
        let (s0, s1) = (expected(self.elo0), expected(self.elo1));
        (s1 - s0) * (2.0 * mean - s0 - s1) * results.len() as f64 / (2.0 * variance)
    }

    /// The lower and upper bounds of the LLR.
    pub fn bounds(&self) -> (f64, f64) {
        (
            (self.beta / (1.0 - self.alpha)).ln(),
            ((1.0 - self.beta) / self.alpha).ln(),
        )
    }

    /// Whether the test has decided (never before [`SPRT_MIN_GAMES`] games).
    pub fn verdict(&self, results: &[Wdl]) -> SprtDecision {
        let llr = self.llr(results);
        let (low, high) = self.bounds();
        if results.len() < SPRT_MIN_GAMES {
            SprtDecision::Continue
        } else if llr >= high {
            SprtDecision::H1
        } else if llr <= low {
            SprtDecision::H0
        } else {
            SprtDecision::Continue
        }
    }

    /// "LLR x (a, b) [elo0, elo1]".
    pub fn text(&self, results: &[Wdl]) -> String {
        let (low, high) = self.bounds();
        format!(
            "LLR {:.2} ({low:.2}, {high:.2}) [{}, {}]",
            self.llr(results),
            self.elo0,
            self.elo1
        )
    }
}

/// The opening of pair `pair`: `plies` random legal moves from the start,
/// the same for every run with the same `seed`.
pub fn opening(seed: u64, pair: usize, plies: usize, game: &mut Game) -> Vec<Move> {
    let mut rng = mix(seed ^ mix(pair as u64));
    let mut played = Vec::new();
    for _ in 0..plies {
        let moves = game.position().legal_moves();
        if moves.is_empty() {
            break;
        }
        rng = mix(rng);
        let mv = moves[(rng % moves.len() as u64) as usize];
        game.play(mv).expect("a generated move is legal");
        played.push(mv);
    }
    played
}

#[cfg(test)]
mod tests {
    use super::*;

    /// `wins`, `draws` and `losses` repeated `times` times.
    fn results(wins: usize, draws: usize, losses: usize, times: usize) -> Vec<Wdl> {
        let once = [(Wdl::Win, wins), (Wdl::Draw, draws), (Wdl::Loss, losses)]
            .into_iter()
            .flat_map(|(score, n)| std::iter::repeat_n(score, n));
        once.collect::<Vec<_>>().repeat(times)
    }

    #[test]
    fn a_few_lucky_games_decide_nothing() {
        let sprt = Sprt {
            elo0: 0.0,
            elo1: 20.0,
            alpha: 0.05,
            beta: 0.05,
        };
        let (low, high) = sprt.bounds();
        // Seven wins and a draw pass the upper bound, but are too few games.
        let lucky = results(7, 1, 0, 1);
        assert!(sprt.llr(&lucky) > high);
        assert_eq!(sprt.verdict(&lucky), SprtDecision::Continue);
        // The same share over 32 games decides; so do as many losses.
        assert_eq!(sprt.verdict(&results(7, 1, 0, 4)), SprtDecision::H1);
        let unlucky = results(0, 1, 7, 4);
        assert!(sprt.llr(&unlucky) < low);
        assert_eq!(sprt.verdict(&unlucky), SprtDecision::H0);
        // Even games decide against the gain once there are enough of them.
        assert_eq!(sprt.verdict(&results(4, 2, 4, 30)), SprtDecision::Continue);
        assert_eq!(sprt.verdict(&results(4, 2, 4, 300)), SprtDecision::H0);
    }
}
