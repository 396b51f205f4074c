//! Game records as text, for copying, saving, loading and tools: a small
//! PGN-like header and the numbered moves in RULES.md's notation, each
//! move optionally followed by the engine's analysis of it.
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
//! the engine's `replay` command prints.
//!
//! # Comments and analysis
//!
//! `{…}` (over several lines if need be) and the rest of a line after `;`
//! or `#` are comments, left out when reading, except a `{…}` comment that
//! starts with one of the commands below, which must come right after a
//! move: the engine's analysis of that move
//! ([`Record::analysis`], [`epaminondas_engine::analysis::PlyAnalysis`]), made of
//! commands in square brackets.
//!
//! ```text
//! 1. e2-e3 {[%eval +0.14 +0.14] [%mark best] [%line e2-e3 e11-e10 a2-a3]}
//! 1... a11-a9 {[%eval +0.10 +3.40] [%mark blunder] [%line e11-e10 a2-a3]} 2. a1-a3
//! ```
//!
//! - `[%eval BEST PLAYED]`: the engine's scores of its best move and of the
//!   move played, both from the position before the move, for White:
//!   stones with two decimals (`+0.35`, `-1.20`), or a forced result `#+N`
//!   / `#-N`, White / Black wins N plies from the position (`#+0`: White
//!   has won).
//! - `[%mark MARK]`: `only`, `best`, `good`, `inaccuracy`, `mistake` or
//!   `blunder` ([`epaminondas_engine::analysis::Mark`]).
//! - `[%line MOVE…]`: the engine's line in the position before the move,
//!   its best move first; each move must be legal after the ones before.
//!
//! Both `eval` and `mark` are required; `line` may be left out, other
//! commands are left alone, and so is free text after the commands. The
//! loss is not written: it follows from the two scores (and is 0 when the
//! move was the engine's first). A malformed analysis comment, or one that
//! follows no move, is an error that names it; a comment of other commands
//! only (`{[%clk 0:01:00]}`) is an ordinary comment.

mod annotation;
mod error;
mod format;
mod link;
mod parse;
mod result;
mod tags;

pub use error::{AnalysisProblem, ParseError, ParseErrorKind, TagProblem};
pub use format::{Player, Record, full_move_number, numbered_moves};
pub use link::{
    FragmentError, LinkedComputer, from_fragment, from_fragment_against, to_fragment,
    to_fragment_against,
};
pub use result::{GameResult, outcome_text};

use epaminondas_core::Status;
use std::fmt;

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
/// use epaminondas_play::record::replay;
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
