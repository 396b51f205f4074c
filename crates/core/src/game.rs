//! A game: a start position, the moves played, and the rule options.

use super::error::{MoveError, PositionParseError};
use super::moves::Move;
use super::position::{EndReason, Outcome, Position, Status};
use serde::{Deserialize, Serialize};
use std::fmt;

/// Rules a player can switch on before a game.
#[derive(Clone, Copy, Debug, Default, Serialize, Deserialize, PartialEq, Eq, Hash)]
pub struct GameOptions {
    /// A position repeated for the third time with the same side to move is a draw.
    #[serde(default)]
    pub repetition_draw: bool,
}

/// A game in progress or finished, with its whole history (so moves can be undone).
#[derive(Clone, Debug)]
pub struct Game {
    positions: Vec<Position>,
    hashes: Vec<u64>,
    moves: Vec<Move>,
    options: GameOptions,
}

/// Why a move cannot be added to a game.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum GameError {
    /// The game has already ended.
    Over(Outcome),
    /// The move is not legal in the current position.
    Illegal(MoveError),
}

impl fmt::Display for GameError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            GameError::Over(o) => write!(f, "the game is over ({o})"),
            GameError::Illegal(e) => e.fmt(f),
        }
    }
}

impl std::error::Error for GameError {}

/// A game as data, for saves and tools: the start position text, the moves in
/// notation, and the options.
#[derive(Clone, Debug, Serialize, Deserialize, PartialEq, Eq)]
pub struct GameRecord {
    /// The start position in docs/RULES.md's position text.
    pub start: String,
    /// The moves in notation, in order.
    pub moves: Vec<String>,
    /// The rule options.
    #[serde(default)]
    pub options: GameOptions,
}

/// Why a game record cannot be replayed.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum RecordError {
    /// The start position is malformed.
    Start(PositionParseError),
    /// A move is malformed or illegal.
    Move {
        /// 1-based index of the move in the record.
        number: usize,
        /// The move as written.
        text: String,
        /// What is wrong with it.
        error: GameError,
    },
}

impl fmt::Display for RecordError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            RecordError::Start(e) => write!(f, "bad start position: {e}"),
            RecordError::Move {
                number,
                text,
                error,
            } => write!(f, "move {number} ({text}): {error}"),
        }
    }
}

impl std::error::Error for RecordError {}

impl Game {
    /// A new game from the start position.
    pub fn new(options: GameOptions) -> Game {
        Game::from_position(Position::start(), options)
    }

    /// A new game from any position.
    pub fn from_position(start: Position, options: GameOptions) -> Game {
        Game {
            positions: vec![start],
            hashes: vec![start.hash()],
            moves: Vec::new(),
            options,
        }
    }

    /// The current position.
    pub fn position(&self) -> &Position {
        self.positions
            .last()
            .expect("a game always has its start position")
    }

    /// The position the game started from.
    pub fn start(&self) -> &Position {
        &self.positions[0]
    }

    /// Every position so far, the start first and the current one last.
    pub fn positions(&self) -> &[Position] {
        &self.positions
    }

    /// The moves played so far.
    pub fn moves(&self) -> &[Move] {
        &self.moves
    }

    /// The rule options of this game.
    pub fn options(&self) -> GameOptions {
        self.options
    }

    /// The hash of every position so far, start first, current last.
    pub fn history_hashes(&self) -> &[u64] {
        &self.hashes
    }

    /// The status, including the optional repetition rule.
    pub fn status(&self) -> Status {
        let status = self.position().status();
        if status == Status::Ongoing && self.options.repetition_draw {
            let now = self.position();
            let seen = self.positions.iter().filter(|p| *p == now).count();
            if seen >= 3 {
                return Status::Over(Outcome {
                    winner: None,
                    reason: EndReason::Repetition,
                });
            }
        }
        status
    }

    /// Plays a move, which must be legal in the current position.
    pub fn play(&mut self, mv: Move) -> Result<(), GameError> {
        if let Status::Over(o) = self.status() {
            return Err(GameError::Over(o));
        }
        let next = self
            .position()
            .play(mv)
            .map_err(|e| GameError::Illegal(MoveError::Illegal(e)))?;
        self.push(mv, next);
        Ok(())
    }

    /// Parses a move's text and plays it.
    pub fn play_text(&mut self, text: &str) -> Result<Move, GameError> {
        if let Status::Over(o) = self.status() {
            return Err(GameError::Over(o));
        }
        let mv = self
            .position()
            .parse_move(text)
            .map_err(GameError::Illegal)?;
        let next = self.position().play_unchecked(mv);
        self.push(mv, next);
        Ok(mv)
    }

    fn push(&mut self, mv: Move, next: Position) {
        self.moves.push(mv);
        self.hashes.push(next.hash());
        self.positions.push(next);
    }

    /// Takes back the last move, if any.
    pub fn undo(&mut self) -> Option<Move> {
        let mv = self.moves.pop()?;
        self.positions.pop();
        self.hashes.pop();
        Some(mv)
    }

    /// The game as data.
    pub fn record(&self) -> GameRecord {
        GameRecord {
            start: self.start().to_string(),
            moves: self.moves.iter().map(|m| m.to_string()).collect(),
            options: self.options,
        }
    }

    /// Replays a record, checking every move.
    pub fn from_record(record: &GameRecord) -> Result<Game, RecordError> {
        let start: Position = record.start.parse().map_err(RecordError::Start)?;
        let mut game = Game::from_position(start, record.options);
        for (i, text) in record.moves.iter().enumerate() {
            game.play_text(text).map_err(|error| RecordError::Move {
                number: i + 1,
                text: text.clone(),
                error,
            })?;
        }
        Ok(game)
    }
}
