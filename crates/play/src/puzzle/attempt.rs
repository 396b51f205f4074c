//! One try at a puzzle: the solver's moves judged against the solution line, the opponent's
//! replies handed back to be played, and whether the try failed.

use super::definition::Puzzle;
use epaminondas_core::{Move, Position, Status};

/// What a move of the solver was.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Judged {
    /// The solution's move (or another that wins the game at once): `reply` is the opponent's
    /// answer to play next, if the line goes on; `solved` says the line is done.
    Right {
        /// The opponent's forced reply, to be played on the board.
        reply: Option<Move>,
        /// Whether the puzzle is solved with this move.
        solved: bool,
    },
    /// Not the move: the try has failed (the rating counts it so), and the move stays on the
    /// board for the engine's answer to show why.
    Wrong,
    /// Not the solver's turn in this try (the line is done, or a reply is due): nothing judged.
    NotNow,
}

/// A try at one puzzle: how far along its solution line the solver has come.
#[derive(Clone, Debug, PartialEq)]
pub struct Attempt {
    puzzle: Puzzle,
    /// Plies of the solution played so far (the solver's and the replies).
    done: usize,
    /// Whether a wrong move was played in this try.
    failed: bool,
    /// Whether the solution was shown instead of found.
    shown: bool,
    /// Whether the last move ended the line by winning the game at once.
    won_early: bool,
}

impl Attempt {
    /// A fresh try at `puzzle`.
    pub fn new(puzzle: Puzzle) -> Attempt {
        Attempt {
            puzzle,
            done: 0,
            failed: false,
            shown: false,
            won_early: false,
        }
    }

    /// The puzzle tried.
    pub fn puzzle(&self) -> &Puzzle {
        &self.puzzle
    }

    /// Whether a wrong move was played (or the solution shown) in this try.
    pub fn failed(&self) -> bool {
        self.failed || self.shown
    }

    /// Whether the solution was shown to the player.
    pub fn was_shown(&self) -> bool {
        self.shown
    }

    /// Whether the whole line has been played.
    pub fn finished(&self) -> bool {
        self.won_early || self.done >= self.puzzle.solution.len()
    }

    /// Whether the line was played to its end by the solver, without a wrong move.
    pub fn solved(&self) -> bool {
        self.finished() && !self.failed()
    }

    /// The solver's moves found so far.
    pub fn found(&self) -> usize {
        self.done.div_ceil(2)
    }

    /// The position the try has reached along the solution line.
    pub fn position(&self) -> Position {
        self.puzzle.positions()[self.done.min(self.puzzle.solution.len())]
    }

    /// The solution's next move for the solver, if the line goes on.
    pub fn next_move(&self) -> Option<Move> {
        if self.done.is_multiple_of(2) {
            self.puzzle.solution.get(self.done).copied()
        } else {
            None
        }
    }

    /// Judges the solver's move `mv`, played in [`Attempt::position`]. A right move is
    /// followed by the reply, which counts as played: the caller plays both on the board.
    pub fn judge(&mut self, mv: Move) -> Judged {
        let Some(expected) = self.next_move() else {
            return Judged::NotNow;
        };
        let before = self.position();
        let solver = before.side_to_move();
        let wins_at_once = before.play(mv).is_ok_and(|after| {
            matches!(after.status(), Status::Over(outcome) if outcome.winner == Some(solver))
        });
        if mv != expected && !wins_at_once {
            self.failed = true;
            return Judged::Wrong;
        }
        if mv != expected {
            self.won_early = true;
            return Judged::Right {
                reply: None,
                solved: true,
            };
        }
        self.done += 1;
        let reply = self.puzzle.solution.get(self.done).copied();
        if reply.is_some() {
            self.done += 1;
        }
        Judged::Right {
            reply,
            solved: self.finished(),
        }
    }

    /// Marks the solution as shown (the try fails if it was not finished) and starts the line
    /// again from the puzzle's position.
    pub fn show_solution(&mut self) {
        if !self.finished() {
            self.shown = true;
        }
        self.done = 0;
        self.won_early = false;
    }

    /// The same puzzle from its start, its failure remembered (a second try is not rated).
    pub fn retry(&mut self) {
        self.done = 0;
        self.won_early = false;
        self.failed = true;
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::puzzle::format::parse_puzzles;

    /// A two-stone line takes a lone stone; then Black's reply and White's second capture.
    fn puzzle() -> Puzzle {
        let (puzzles, errors) = parse_puzzles(
            "demo; 14/14/14/14/14/14/14/B13/14/W13/W13/14 w; a2xa5; phalanx-capture; 800; hand-made\n",
        );
        assert!(errors.is_empty(), "{errors:?}");
        puzzles.into_iter().next().expect("one puzzle")
    }

    #[test]
    fn the_solution_solves() {
        let puzzle = puzzle();
        let mut attempt = Attempt::new(puzzle.clone());
        let judged = attempt.judge(puzzle.solution[0]);
        assert_eq!(
            judged,
            Judged::Right {
                reply: None,
                solved: true
            }
        );
        assert!(attempt.solved());
        assert_eq!(attempt.judge(puzzle.solution[0]), Judged::NotNow);
    }

    #[test]
    fn another_move_fails_and_a_retry_is_not_clean() {
        let puzzle = puzzle();
        let mut attempt = Attempt::new(puzzle.clone());
        let other = attempt
            .position()
            .legal_moves()
            .into_iter()
            .find(|&mv| mv != puzzle.solution[0])
            .expect("another move");
        assert_eq!(attempt.judge(other), Judged::Wrong);
        assert!(attempt.failed());
        attempt.retry();
        assert!(matches!(
            attempt.judge(puzzle.solution[0]),
            Judged::Right { solved: true, .. }
        ));
        assert!(attempt.finished() && !attempt.solved());
    }

    #[test]
    fn showing_the_solution_fails_the_try() {
        let mut attempt = Attempt::new(puzzle());
        attempt.show_solution();
        assert!(attempt.failed() && attempt.was_shown());
        assert_eq!(attempt.position(), attempt.puzzle().position);
    }
}
