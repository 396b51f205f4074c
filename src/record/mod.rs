//! Game records as text, for copying, saving, loading and tools: a small
//! PGN-like header and the numbered moves in RULES.md's notation.
//!
//! ```text
//! [Date "2026.12.01"]
//! [White "You"]
//! [Black "Computer"]
//! [BlackLevel "master"]
//! [Result "1-0"]
//!
//! 1. e2-e3 b12-e9 2. a1-a3 c11-c10 1-0
//! ```
//!
//! The header is optional when reading: bare numbered moves are a record.
//! Every move is checked by the rules core while reading, so a record that
//! parses is a game that can be played on. A compact form for a link's
//! fragment is in [`to_fragment`] and [`from_fragment`]; [`replay`] is what
//! the engine's `replay FILE` prints.

mod error;
mod link;
mod parse;

pub use error::{ParseError, ParseErrorKind};
pub use link::{FragmentError, from_fragment, to_fragment};

use crate::ai::Level;
use crate::learn::Text;
use crate::rules::{Color, EndReason, Game, Outcome, Position, Status};
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

/// Who played one side.
#[derive(Clone, Debug, Default, PartialEq, Eq, Hash)]
pub struct Player {
    /// The name as written, such as "You" or "Computer".
    pub name: Option<String>,
    /// The computer's level, when the computer played this side.
    pub level: Option<Level>,
}

/// A game with its header: date, players, result and any further tags.
///
/// ```
/// use epaminondas::record::{GameResult, Record};
/// let record = Record::parse("1. e2-e3 b12-e9\n2. a1-a3").unwrap();
/// assert_eq!(record.game().moves().len(), 3);
/// assert_eq!(record.result, GameResult::Unfinished);
/// let text = record.to_string();
/// assert_eq!(text, "[Result \"*\"]\n\n1. e2-e3 b12-e9 2. a1-a3 *\n");
/// assert_eq!(Record::parse(&text).unwrap(), record);
/// ```
#[derive(Clone, Debug)]
pub struct Record {
    /// The date the game was played, as written (`2026.12.01`).
    pub date: Option<String>,
    /// White's player.
    pub white: Player,
    /// Black's player.
    pub black: Player,
    /// The result: the end by the rules, or as written for a game that the
    /// rules have not ended (a resignation, an adjudication).
    pub result: GameResult,
    /// Tags this program does not use, kept in order for the round trip.
    pub other_tags: Vec<(String, String)>,
    game: Game,
}

impl PartialEq for Record {
    fn eq(&self, other: &Record) -> bool {
        self.date == other.date
            && self.white == other.white
            && self.black == other.black
            && self.result == other.result
            && self.other_tags == other.other_tags
            && self.game.record() == other.game.record()
    }
}

impl Record {
    /// A record of `game` as it stands, its result taken from the rules.
    pub fn new(game: Game, white: Player, black: Player, date: Option<String>) -> Record {
        Record {
            date,
            white,
            black,
            result: GameResult::of(game.status()),
            other_tags: Vec::new(),
            game,
        }
    }

    /// The game, replayed and checked move by move.
    pub fn game(&self) -> &Game {
        &self.game
    }

    /// The game, for playing on.
    pub fn into_game(self) -> Game {
        self.game
    }

    /// Reads a record; see the module's documentation for the format.
    ///
    /// ```
    /// use epaminondas::record::{Record, ParseErrorKind};
    /// let err = Record::parse("[Date \"2026.12.01\"]\n\n1. e2-e3 b12-e9\n2. e3-e5").unwrap_err();
    /// assert_eq!(err.line, 4);
    /// assert!(matches!(err.kind, ParseErrorKind::IllegalMove { .. }));
    /// assert_eq!(
    ///     err.to_string(),
    ///     "line 4: move 2 (e3-e5) is illegal: a single stone moves only one square."
    /// );
    /// ```
    pub fn parse(text: &str) -> Result<Record, ParseError> {
        parse::parse(text)
    }
}

impl fmt::Display for Record {
    /// The record's text: tags, a blank line, the numbered moves wrapped at
    /// about 80 characters, and the result.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let mut tag = |name: &str, value: &str| -> fmt::Result {
            let escaped = value.replace('\\', "\\\\").replace('"', "\\\"");
            writeln!(f, "[{name} \"{escaped}\"]")
        };
        if let Some(date) = &self.date {
            tag("Date", date)?;
        }
        for (side, player) in [("White", &self.white), ("Black", &self.black)] {
            if let Some(name) = &player.name {
                tag(side, name)?;
            }
            if let Some(level) = player.level {
                tag(&format!("{side}Level"), level.name())?;
            }
        }
        tag("Result", self.result.as_str())?;
        if *self.game.start() != Position::start() {
            tag("Start", &self.game.start().to_string())?;
        }
        if self.game.options().repetition_draw {
            tag("Rules", parse::REPETITION_RULE)?;
        }
        for (name, value) in &self.other_tags {
            tag(name, value)?;
        }
        writeln!(f)?;
        let mut line = String::new();
        let black_first = self.game.start().side_to_move() == Color::Black;
        let moves = self.game.moves().iter().enumerate().map(|(ply, mv)| {
            let white_move = (ply % 2 == 0) != black_first;
            let number = parse::move_number(ply, black_first);
            if white_move {
                format!("{number}. {mv}")
            } else if ply == 0 {
                format!("{number}... {mv}")
            } else {
                mv.to_string()
            }
        });
        for word in moves.chain(std::iter::once(self.result.as_str().to_string())) {
            if !line.is_empty() && line.len() + 1 + word.len() > 80 {
                writeln!(f, "{line}")?;
                line.clear();
            }
            if !line.is_empty() {
                line.push(' ');
            }
            line.push_str(&word);
        }
        writeln!(f, "{line}")
    }
}

/// The end of a replayed record, as the engine's `replay` command prints it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Replay {
    /// The final position in RULES.md's position text.
    pub position: String,
    /// The result and, when the rules ended the game, why: `1-0 (white wins:
    /// breakthrough held)`, or `*` for an unfinished game.
    pub result: String,
}

impl fmt::Display for Replay {
    /// Two lines: the position, then the result.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}\n{}", self.position, self.result)
    }
}

/// Checks a record and gives its final position and result, or the first
/// error with its line number.
///
/// ```
/// use epaminondas::record::replay;
/// let done = replay("1. e2-e3 b12-b10").unwrap();
/// assert_eq!(
///     done.position,
///     "B1BBBBBBBBBBBB/BBBBBBBBBBBBBB/1B12/14/14/14/14/14/14/4W9/WWWW1WWWWWWWWW/WWWWWWWWWWWWWW w"
/// );
/// assert_eq!(done.result, "*");
/// assert!(replay("1. e2-e9").unwrap_err().to_string().starts_with("line 1: move 1 (e2-e9)"));
/// ```
pub fn replay(text: &str) -> Result<Replay, ParseError> {
    let record = Record::parse(text)?;
    let result = match record.game.status() {
        Status::Over(outcome) => format!("{} ({outcome})", record.result),
        Status::Ongoing => record.result.as_str().to_string(),
    };
    Ok(Replay {
        position: record.game.position().to_string(),
        result,
    })
}

/// Today's date as a record writes it, `YYYY.MM.DD` (UTC), from the system
/// clock (the browser's in wasm).
pub fn today() -> String {
    let seconds = web_time::SystemTime::now()
        .duration_since(web_time::UNIX_EPOCH)
        .map(|d| d.as_secs())
        .unwrap_or(0);
    date_of_unix_day(seconds / 86_400)
}

/// The civil date of day `days` after 1970-01-01, `YYYY.MM.DD`.
fn date_of_unix_day(days: u64) -> String {
    // Howard Hinnant's days-to-civil algorithm, for days on or after the epoch.
    let z = days + 719_468;
    let era = z / 146_097;
    let doe = z - era * 146_097;
    let yoe = (doe - doe / 1460 + doe / 36_524 - doe / 146_096) / 365;
    let doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
    let mp = (5 * doy + 2) / 153;
    let day = doy - (153 * mp + 2) / 5 + 1;
    let month = if mp < 10 { mp + 3 } else { mp - 9 };
    let year = yoe + era * 400 + u64::from(month <= 2);
    format!("{year:04}.{month:02}.{day:02}")
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

#[cfg(test)]
mod tests {
    use super::date_of_unix_day;

    #[test]
    fn civil_dates() {
        assert_eq!(date_of_unix_day(0), "1970.01.01");
        assert_eq!(date_of_unix_day(11_016), "2000.02.29");
        assert_eq!(date_of_unix_day(20_423), "2025.12.01");
        assert_eq!(date_of_unix_day(20_788), "2026.12.01");
    }
}
