//! Judging one move: the engine's score of its best move and of the move
//! played, both from a search of the position before the move at the same
//! depth, the loss in between and the mark the move earns. Pure functions
//! of the engine's findings, so the same judgement comes from a search in
//! this thread, in a worker or from a record's comments.
//!
//! Both scores come from the same position and depth because a fixed-depth
//! search scores a position better for the side that makes the last move
//! before the horizon: comparing the score before a move with a search of
//! the position after it would charge every move with that difference.

use crate::score::WIN_THRESHOLD;
use epaminondas_core::{Move, Side};
use std::fmt;
use std::str::FromStr;

/// Scores are clamped to ±this many hundredths of a stone before a loss is
/// measured. Ten stones is an expected result of about 97 % (see
/// [`super::expected_result`]): the game is decided. So a forced win counts
/// as ten stones, throwing a won game away costs at most twenty, and
/// choosing the slower of two wins (or of two won positions) costs nothing.
pub const DECIDED: i32 = 1_000;
/// A loss of at least this much (half a stone) is an inaccuracy: about
/// what the tempo and a stone's advance are worth in the evaluation, more
/// than a quick search's noise from one depth to the next.
pub const INACCURACY: i32 = 50;
/// A loss of at least this much (a stone) is a mistake: a stone lost for
/// nothing, or a threat let through. Real games put it here: a side that
/// gave stones away one at a time showed one `?` in a game it lost by eight
/// stones while this was a stone and a half (`docs/ENGINE.md`).
pub const MISTAKE: i32 = 100;
/// A loss of at least this much (three stones) is a blunder: a capture of
/// several stones let through, or a breakthrough missed or allowed.
pub const BLUNDER: i32 = 300;
/// The engine's best move is an only move when every other move loses at
/// least this much (a stone and a half, more than a mistake): any other
/// would have been a mistake or worse, so `!` stays rare.
pub const ONLY_MOVE_GAP: i32 = 150;
/// An only move must also hold: with it the mover's score stays above
/// minus this (three stones, where [`super::outlook()`] says the other side
/// is winning). The least bad move of a lost position earns no `!`.
pub const HOLDS_ABOVE: i32 = super::outlook::WINNING_FROM;

/// What a move earns, from the best to the worst.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Mark {
    /// The engine's best move, where every other move loses at least
    /// [`ONLY_MOVE_GAP`] and the move holds (the mover's score stays above
    /// −[`HOLDS_ABOVE`]): the one move that holds or wins, marked `!`.
    /// Never given where the move was the only legal one.
    OnlyMove,
    /// The engine's best move, or another that it scores as high (when it
    /// searches that move alone, or when both win or both lose anyway: see
    /// [`DECIDED`]), where other moves were about as good or the move was
    /// forced: no mark is shown.
    Best,
    /// Another move that loses less than [`INACCURACY`]: no mark is shown.
    Good,
    /// Loses at least [`INACCURACY`].
    Inaccuracy,
    /// Loses at least [`MISTAKE`].
    Mistake,
    /// Loses at least [`BLUNDER`].
    Blunder,
}

impl Mark {
    /// Every mark, the best first.
    pub const ALL: [Mark; 6] = [
        Mark::OnlyMove,
        Mark::Best,
        Mark::Good,
        Mark::Inaccuracy,
        Mark::Mistake,
        Mark::Blunder,
    ];

    /// The mark of a move other than the engine's best that loses `loss`.
    pub fn of_loss(loss: i32) -> Mark {
        if loss <= 0 {
            Mark::Best
        } else if loss >= BLUNDER {
            Mark::Blunder
        } else if loss >= MISTAKE {
            Mark::Mistake
        } else if loss >= INACCURACY {
            Mark::Inaccuracy
        } else {
            Mark::Good
        }
    }

    /// The mark's English id, lower case, as records write it.
    pub fn name(self) -> &'static str {
        match self {
            Mark::OnlyMove => "only",
            Mark::Best => "best",
            Mark::Good => "good",
            Mark::Inaccuracy => "inaccuracy",
            Mark::Mistake => "mistake",
            Mark::Blunder => "blunder",
        }
    }

    /// The annotation chess readers know: `!` for the only move, none for
    /// a best or good move (most moves are one or the other), `?!`, `?`,
    /// `??`.
    pub fn symbol(self) -> &'static str {
        match self {
            Mark::OnlyMove => "!",
            Mark::Best => "",
            Mark::Good => "",
            Mark::Inaccuracy => "?!",
            Mark::Mistake => "?",
            Mark::Blunder => "??",
        }
    }
}

impl fmt::Display for Mark {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

impl FromStr for Mark {
    type Err = String;

    /// Reads a mark's [`Mark::name`].
    fn from_str(s: &str) -> Result<Mark, String> {
        Mark::ALL
            .into_iter()
            .find(|m| m.name() == s)
            .ok_or_else(|| {
                let names: Vec<&str> = Mark::ALL.iter().map(|m| m.name()).collect();
                format!("\"{s}\" is not a mark: {}", names.join(", "))
            })
    }
}

/// What the engine found in the position before a move of the game.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PositionEval {
    /// The score for the side to move (see [`crate::WIN_SCORE`]).
    pub score: i32,
    /// The engine's line, its best move first.
    pub line: Vec<Move>,
    /// The score of the best move other than the first of `line`, from a
    /// search of the other moves (`go … searchmoves …`) where the game's
    /// move was the engine's best and there was another legal move.
    pub second: Option<i32>,
}

impl PositionEval {
    /// The engine's best move.
    pub fn best(&self) -> Option<Move> {
        self.line.first().copied()
    }
}

/// The judgement of one move of a game.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PlyAnalysis {
    /// Which move of the game, counted from 0.
    pub ply: usize,
    /// The side that played it.
    pub mover: Side,
    /// The move played.
    pub played: Move,
    /// The engine's line in the position before the move, its best move
    /// first.
    pub line: Vec<Move>,
    /// The engine's score of the position before the move (of its best
    /// move), for the mover.
    pub before: i32,
    /// The engine's score of the move played, for the mover: `before`
    /// where the move was the engine's best.
    pub after: i32,
    /// How much the move lost, in hundredths of a stone (0 or more; see
    /// [`DECIDED`]).
    pub loss: i32,
    /// What the move earns.
    pub mark: Mark,
}

impl PlyAnalysis {
    /// The engine's best move in the position before the move.
    pub fn best(&self) -> Option<Move> {
        self.line.first().copied()
    }

    /// [`PlyAnalysis::before`] for White.
    pub fn white_before(&self) -> i32 {
        for_white(self.before, self.mover)
    }

    /// [`PlyAnalysis::after`] for White.
    pub fn white_after(&self) -> i32 {
        for_white(self.after, self.mover)
    }
}

/// A score for `side` turned into White's.
pub fn for_white(score: i32, side: Side) -> i32 {
    match side {
        Side::White => score,
        Side::Black => -score,
    }
}

/// A score clamped to ±[`DECIDED`], forced wins and losses included.
pub fn clamped(score: i32) -> i32 {
    if score >= WIN_THRESHOLD {
        DECIDED
    } else if score <= -WIN_THRESHOLD {
        -DECIDED
    } else {
        score.clamp(-DECIDED, DECIDED)
    }
}

/// The loss of a move from `before` to `after` (both for the mover): the
/// fall of the clamped score, never below 0.
pub fn loss(before: i32, after: i32) -> i32 {
    (clamped(before) - clamped(after)).max(0)
}

/// Judges move `ply` of a game, `played` by `mover`, from the engine's
/// findings `before` it and `played_score`, the score of the move for the
/// mover from a search of the same position at the same depth restricted
/// to it (`go … searchmoves MOVE`); where the move was the engine's best,
/// its score is `before.score` and `played_score` is not read.
///
/// ```
/// use epaminondas_engine::analysis::{Mark, PositionEval, judge_ply};
/// use epaminondas_core::{Side, Position};
/// let start = Position::start();
/// let [best, other] = ["e2-e3", "a2-a3"].map(|t| start.parse_move(t).unwrap());
/// let before = PositionEval { score: 20, line: vec![best], second: None };
/// // After a2-a3 the opponent would stand 1.5 stones better: 1.7 stones lost.
/// let judged = judge_ply(0, Side::White, other, &before, -150);
/// assert_eq!((judged.after, judged.loss, judged.mark), (-150, 170, Mark::Mistake));
/// assert_eq!(judge_ply(0, Side::White, best, &before, -150).mark, Mark::Best);
/// ```
pub fn judge_ply(
    ply: usize,
    mover: Side,
    played: Move,
    before: &PositionEval,
    played_score: i32,
) -> PlyAnalysis {
    let (after, loss, mark) = if before.best() == Some(played) {
        let holds = clamped(before.score) > -HOLDS_ABOVE;
        let only = holds
            && before
                .second
                .is_some_and(|second| clamped(before.score) - clamped(second) >= ONLY_MOVE_GAP);
        let mark = if only { Mark::OnlyMove } else { Mark::Best };
        (before.score, 0, mark)
    } else {
        let loss = loss(before.score, played_score);
        (played_score, loss, Mark::of_loss(loss))
    };
    PlyAnalysis {
        ply,
        mover,
        played,
        line: before.line.clone(),
        before: before.score,
        after,
        loss,
        mark,
    }
}
