//! Errors for positions and moves checked against a position.

use super::moves::{MoveParseError, MoveText};
use super::square::{Side, Square};
use std::fmt;

/// Why a position text is not a position.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum PositionParseError {
    /// Not 12 ranks separated by `/`.
    RankCount(usize),
    /// A rank (1..12) whose squares do not add up to 14.
    RankWidth {
        /// Rank number as written on the board, 1..12.
        rank: u8,
        /// How many squares it described.
        width: u32,
    },
    /// An unknown character in a rank.
    BadChar {
        /// Rank number, 1..12.
        rank: u8,
        /// The character.
        ch: char,
    },
    /// An empty-square count that is not 1..14.
    BadCount {
        /// Rank number, 1..12.
        rank: u8,
        /// The number as written.
        count: String,
    },
    /// No side to move after the board.
    MissingSide,
    /// The side to move is not `w` or `b`.
    BadSide(String),
    /// Text after the side to move.
    Trailing(String),
    /// More stones of one colour than a game can have.
    TooManyStones {
        /// The colour.
        side: Side,
        /// How many there are.
        count: u32,
    },
}

impl fmt::Display for PositionParseError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        use PositionParseError::*;
        match self {
            RankCount(n) => write!(f, "expected 12 ranks separated by '/', found {n}"),
            RankWidth { rank, width } => write!(
                f,
                "rank {rank} describes {width} squares; every rank has 14"
            ),
            BadChar { rank, ch } => write!(
                f,
                "unknown character '{ch}' in rank {rank}: use W, B or a number of empty squares"
            ),
            BadCount { rank, count } => write!(
                f,
                "empty-square count {count} in rank {rank} must be between 1 and 14"
            ),
            MissingSide => write!(
                f,
                "missing side to move: add \" w\" or \" b\" after the ranks"
            ),
            BadSide(s) => write!(f, "side to move must be w or b, not \"{s}\""),
            Trailing(s) => write!(f, "unexpected text after the side to move: \"{s}\""),
            TooManyStones { side, count } => {
                write!(f, "{count} {side} stones: a side never has more than 28")
            }
        }
    }
}

impl std::error::Error for PositionParseError {}

/// Why a move is not legal in a position.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum IllegalMove {
    /// The game has already ended in this position.
    GameOver,
    /// The tail square does not hold a stone of the side to move.
    NoStoneOfYours(Square),
    /// The two squares share no rank, file or diagonal (or are one square),
    /// so no line moves from one to the other.
    NotOnALine {
        /// The square written first.
        tail: Square,
        /// The square written second.
        landing: Square,
    },
    /// The front would land on or pass through the mover's own line.
    OwnStone(Square),
    /// A line of `n` stones moves at most `n` squares.
    TooFar {
        /// Stones in the moving group.
        group: u8,
        /// Squares asked for.
        distance: u8,
    },
    /// A stone of either colour stands before the landing square.
    PathBlocked(Square),
    /// A lone stone tried to capture.
    SingleStoneCapture(Square),
    /// The enemy run is not shorter than the moving line.
    RunTooLong {
        /// Stones in the moving group.
        group: u8,
        /// Enemy stones in the run.
        enemy: u8,
    },
    /// Written with `x` but the landing square is empty.
    NothingToCapture(MoveText),
    /// Written with `-` but the landing square holds an enemy stone.
    CaptureNotMarked(MoveText),
    /// The anti-copycat rule forbids it.
    AntiCopycat(Square),
    /// A move generated for another position, which means something else here.
    NotThisPosition(MoveText),
}

impl fmt::Display for IllegalMove {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        use IllegalMove::*;
        match self {
            GameOver => write!(f, "the game is over"),
            NoStoneOfYours(sq) => write!(f, "no stone of yours on {sq}"),
            NotOnALine { tail, landing } if tail == landing => {
                write!(f, "a move must leave its square: both ends are {tail}")
            }
            NotOnALine { tail, landing } => write!(
                f,
                "{tail} and {landing} are not on one rank, file or diagonal, so no line moves between them"
            ),
            OwnStone(sq) => write!(f, "your own stone on {sq} is in the way"),
            TooFar { group, distance } => write!(
                f,
                "a line of {group} stone{} moves at most {group} square{}, not {distance}",
                plural(*group),
                plural(*group)
            ),
            PathBlocked(sq) => write!(f, "path blocked at {sq}"),
            SingleStoneCapture(sq) => {
                write!(f, "a single stone cannot capture (enemy stone on {sq})")
            }
            RunTooLong { group, enemy } => write!(
                f,
                "a line of {group} cannot capture a run of {enemy}: it must be longer than the run"
            ),
            NothingToCapture(t) => write!(
                f,
                "nothing to capture on {}: write {}-{}",
                t.landing, t.tail, t.landing
            ),
            CaptureNotMarked(t) => write!(
                f,
                "{} holds an enemy stone: write the capture as {}x{}",
                t.landing, t.tail, t.landing
            ),
            AntiCopycat(sq) => write!(
                f,
                "the anti-copycat rule forbids landing on {sq}: the board would mirror itself"
            ),
            NotThisPosition(t) => write!(f, "{t} moves a different line in this position"),
        }
    }
}

fn plural(n: u8) -> &'static str {
    if n == 1 { "" } else { "s" }
}

impl std::error::Error for IllegalMove {}

/// Why a move text cannot be played in a position.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum MoveError {
    /// The text is not a move.
    Parse(MoveParseError),
    /// The move is not legal here.
    Illegal(IllegalMove),
}

impl fmt::Display for MoveError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            MoveError::Parse(e) => e.fmt(f),
            MoveError::Illegal(e) => write!(f, "illegal move: {e}"),
        }
    }
}

impl std::error::Error for MoveError {}

impl From<MoveParseError> for MoveError {
    fn from(e: MoveParseError) -> Self {
        MoveError::Parse(e)
    }
}

impl From<IllegalMove> for MoveError {
    fn from(e: IllegalMove) -> Self {
        MoveError::Illegal(e)
    }
}
