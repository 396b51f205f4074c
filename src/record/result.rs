//! How a game ended: as a record writes it, and in words.

use crate::learn::Text;
use crate::rules::{Color, EndReason, Outcome, Status};
use std::fmt;

/// How a game ended, as a record writes it.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum GameResult {
    /// `1-0`.
    WhiteWins,
    /// `0-1`.
    BlackWins,
    /// `1/2-1/2`.
    Draw,
    /// `*`: not finished (or not known).
    #[default]
    Unfinished,
}

impl GameResult {
    /// The result of a game's status: unfinished while it goes on.
    pub fn of(status: Status) -> GameResult {
        match status {
            Status::Ongoing => GameResult::Unfinished,
            Status::Over(o) => GameResult::of_outcome(o),
        }
    }

    /// The result of a finished game.
    pub fn of_outcome(outcome: Outcome) -> GameResult {
        match outcome.winner {
            Some(Color::White) => GameResult::WhiteWins,
            Some(Color::Black) => GameResult::BlackWins,
            None => GameResult::Draw,
        }
    }

    /// The record's text: `1-0`, `0-1`, `1/2-1/2` or `*`.
    pub fn as_str(self) -> &'static str {
        match self {
            GameResult::WhiteWins => "1-0",
            GameResult::BlackWins => "0-1",
            GameResult::Draw => "1/2-1/2",
            GameResult::Unfinished => "*",
        }
    }

    /// Reads a result as written (`½-½` too).
    pub fn parse(text: &str) -> Option<GameResult> {
        match text {
            "1-0" => Some(GameResult::WhiteWins),
            "0-1" => Some(GameResult::BlackWins),
            "1/2-1/2" | "½-½" => Some(GameResult::Draw),
            "*" => Some(GameResult::Unfinished),
            _ => None,
        }
    }
}

impl fmt::Display for GameResult {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())
    }
}

/// The end of a game in words, in both languages: "White wins: the
/// breakthrough was held".
pub fn outcome_text(outcome: Outcome) -> Text {
    let (en_reason, ru_reason) = match outcome.reason {
        EndReason::Breakthrough => ("the breakthrough was held", "прорыв удержан"),
        EndReason::Eliminated => ("all stones captured", "взяты все камни"),
        EndReason::NoMovesBreakthrough => (
            "no legal move to answer the breakthrough",
            "нет хода, чтобы ответить на прорыв",
        ),
        EndReason::NoMoves => ("no legal move", "нет допустимых ходов"),
        EndReason::Repetition => (
            "the same position for the third time",
            "позиция повторилась в третий раз",
        ),
    };
    let (en, ru) = match outcome.winner {
        Some(Color::White) => ("White wins", "Победа белых"),
        Some(Color::Black) => ("Black wins", "Победа чёрных"),
        None => ("Draw", "Ничья"),
    };
    Text::new(format!("{en}: {en_reason}"), format!("{ru}: {ru_reason}"))
}
