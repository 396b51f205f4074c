//! How a game ended: as a record writes it, and in words.

use crate::i18n::{RecordKey, Text};
use epaminondas_core::{EndReason, Outcome, Side, Status};
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
            Some(Side::White) => GameResult::WhiteWins,
            Some(Side::Black) => GameResult::BlackWins,
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

/// The end of a game in words: "White wins: the breakthrough was held".
///
/// ```
/// use epaminondas_play::i18n::Language;
/// use epaminondas_play::record::outcome_text;
/// use epaminondas_core::{Side, EndReason, Outcome};
/// let end = outcome_text(Outcome { winner: Some(Side::Black), reason: EndReason::Eliminated });
/// assert_eq!(Language::English.say(&end), "Black wins: all stones captured");
/// assert_eq!(Language::Russian.say(&end), "Победа чёрных: взяты все камни");
/// assert_eq!(Language::German.say(&end), "Schwarz gewinnt: alle Steine geschlagen");
/// ```
pub fn outcome_text(outcome: Outcome) -> Text {
    let reason = match outcome.reason {
        EndReason::Breakthrough => "breakthrough",
        EndReason::Eliminated => "eliminated",
        EndReason::NoMovesBreakthrough => "no_moves_breakthrough",
        EndReason::NoMoves => "no_moves",
        EndReason::Repetition => "repetition",
    };
    Text::new(RecordKey::RecordOutcome)
        .with("winner", winner_word(outcome.winner))
        .with("reason", reason)
}

/// The word the catalogues choose a side's grammar by: `white` or `black`.
pub(super) fn side_word(side: Side) -> &'static str {
    match side {
        Side::White => "white",
        Side::Black => "black",
    }
}

/// [`side_word`] of the winner, or `none` for a draw.
pub(super) fn winner_word(winner: Option<Side>) -> &'static str {
    winner.map_or("none", side_word)
}
