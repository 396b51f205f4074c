//! The puzzle file: one puzzle a line, six fields separated by `;`.
//!
//! ```text
//! # id; position; solution; themes; rating; source
//! 3f9c01aa; 14/14/14/14/14/14/14/B13/14/W13/W13/14 w; a2xa5; phalanx-capture; 800; hand-made
//! ```
//!
//! - `id`: letters, digits, `-` and `_`, unique in the file;
//! - `position`: RULES.md's position text, a game that is not over;
//! - `solution`: moves in RULES.md's notation separated by spaces, the solver's first and
//!   last: 1, 3 or 5 plies, each legal after the ones before;
//! - `themes`: names of [`Theme`] separated by commas, at least one;
//! - `rating`: a whole number from [`MIN_RATING`] to [`MAX_RATING`];
//! - `source`: free text (no `;`), may be empty.
//!
//! Blank lines and lines starting with `#` are left out. A line that breaks any of these is
//! refused with its number and the reason, and the other lines still load.

use super::definition::{MAX_RATING, MAX_SOLUTION_PLIES, MIN_RATING, Puzzle};
use super::theme::Theme;
use epaminondas_core::{MoveError, Position, PositionParseError, Status};
use std::collections::HashSet;
use std::fmt;

/// How many `;`-separated fields a puzzle line has.
pub const FIELDS: usize = 6;

/// A refused line of a puzzle file.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PuzzleError {
    /// The line's number, from 1.
    pub line: usize,
    /// What is wrong with it.
    pub kind: PuzzleErrorKind,
}

/// What is wrong with a puzzle line.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum PuzzleErrorKind {
    /// Not [`FIELDS`] fields.
    FieldCount(usize),
    /// The id is empty or holds other characters than letters, digits, `-` and `_`.
    BadId(String),
    /// An earlier line has the same id.
    DuplicateId(String),
    /// The position text is malformed.
    BadPosition(PositionParseError),
    /// The game is over in the position: there is nothing to find.
    GameOver(String),
    /// The solution names no move.
    EmptySolution,
    /// The solution is longer than [`MAX_SOLUTION_PLIES`].
    SolutionTooLong(usize),
    /// The solution ends with the opponent's reply.
    EndsWithReply(usize),
    /// A move of the solution is malformed or illegal where it is played.
    IllegalMove {
        /// Its number in the solution, from 1.
        ply: usize,
        /// The move as written.
        text: String,
        /// Why it cannot be played.
        error: MoveError,
    },
    /// A theme that [`Theme`] does not know.
    UnknownTheme(String),
    /// No theme is given.
    NoThemes,
    /// The rating is not a whole number.
    BadRating(String),
    /// The rating is outside [`MIN_RATING`]..=[`MAX_RATING`].
    RatingRange(u32),
}

impl fmt::Display for PuzzleErrorKind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        use PuzzleErrorKind::*;
        match self {
            FieldCount(n) => write!(
                f,
                "expected {FIELDS} fields separated by ';' (id; position; solution; themes; \
                 rating; source), found {n}"
            ),
            BadId(id) => write!(
                f,
                "bad id \"{id}\": use letters, digits, '-' and '_', at least one"
            ),
            DuplicateId(id) => write!(f, "the id \"{id}\" is already used by an earlier line"),
            BadPosition(e) => write!(f, "bad position: {e}"),
            GameOver(how) => write!(f, "the game is over in the position ({how})"),
            EmptySolution => write!(f, "the solution names no move"),
            SolutionTooLong(n) => write!(
                f,
                "the solution has {n} plies; at most {MAX_SOLUTION_PLIES} are allowed"
            ),
            EndsWithReply(n) => write!(
                f,
                "the solution has {n} plies and so ends with the opponent's reply; it must end \
                 with the solver's move"
            ),
            IllegalMove { ply, text, error } => {
                write!(f, "illegal move {ply} ({text}) in the solution: {error}")
            }
            UnknownTheme(name) => {
                let known: Vec<&str> = Theme::ALL.iter().map(|t| t.name()).collect();
                write!(
                    f,
                    "unknown theme \"{name}\": expected one of {}",
                    known.join(", ")
                )
            }
            NoThemes => write!(f, "no theme is given"),
            BadRating(text) => write!(f, "bad rating \"{text}\": expected a whole number"),
            RatingRange(r) => write!(
                f,
                "rating {r} is out of range: expected {MIN_RATING} to {MAX_RATING}"
            ),
        }
    }
}

impl fmt::Display for PuzzleError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "line {}: {}", self.line, self.kind)
    }
}

impl std::error::Error for PuzzleError {}

/// Reads a puzzle file: the puzzles of its good lines, in order, and an error for each bad
/// line. Comments (`#` first) and blank lines are neither.
pub fn parse_puzzles(text: &str) -> (Vec<Puzzle>, Vec<PuzzleError>) {
    let mut puzzles = Vec::new();
    let mut errors = Vec::new();
    let mut ids = HashSet::new();
    for (i, raw) in text.lines().enumerate() {
        let line = raw.trim();
        if line.is_empty() || line.starts_with('#') {
            continue;
        }
        let result = parse_line(line).and_then(|puzzle| {
            if ids.insert(puzzle.id.clone()) {
                Ok(puzzle)
            } else {
                Err(PuzzleErrorKind::DuplicateId(puzzle.id))
            }
        });
        match result {
            Ok(puzzle) => puzzles.push(puzzle),
            Err(kind) => errors.push(PuzzleError { line: i + 1, kind }),
        }
    }
    (puzzles, errors)
}

/// One puzzle line, which is neither blank nor a comment.
pub fn parse_line(line: &str) -> Result<Puzzle, PuzzleErrorKind> {
    let fields: Vec<&str> = line.split(';').map(str::trim).collect();
    let [id, position, solution, themes, rating, source] = fields[..] else {
        return Err(PuzzleErrorKind::FieldCount(fields.len()));
    };
    if id.is_empty()
        || !id
            .chars()
            .all(|c| c.is_ascii_alphanumeric() || c == '-' || c == '_')
    {
        return Err(PuzzleErrorKind::BadId(id.to_string()));
    }
    let position: Position = position.parse().map_err(PuzzleErrorKind::BadPosition)?;
    if let Status::Over(outcome) = position.status() {
        return Err(PuzzleErrorKind::GameOver(outcome.to_string()));
    }
    let texts: Vec<&str> = solution.split_whitespace().collect();
    match texts.len() {
        0 => return Err(PuzzleErrorKind::EmptySolution),
        n if n > MAX_SOLUTION_PLIES => return Err(PuzzleErrorKind::SolutionTooLong(n)),
        n if n % 2 == 0 => return Err(PuzzleErrorKind::EndsWithReply(n)),
        _ => {}
    }
    let mut moves = Vec::with_capacity(texts.len());
    let mut at = position;
    for (i, text) in texts.iter().enumerate() {
        let mv = at
            .parse_move(text)
            .map_err(|error| PuzzleErrorKind::IllegalMove {
                ply: i + 1,
                text: text.to_string(),
                error,
            })?;
        at = at.play_unchecked(mv);
        moves.push(mv);
    }
    let mut list = Vec::new();
    for name in themes.split(',').map(str::trim).filter(|n| !n.is_empty()) {
        let theme: Theme = name
            .parse()
            .map_err(|_| PuzzleErrorKind::UnknownTheme(name.to_string()))?;
        if !list.contains(&theme) {
            list.push(theme);
        }
    }
    if list.is_empty() {
        return Err(PuzzleErrorKind::NoThemes);
    }
    list.sort();
    let rating: u32 = rating
        .parse()
        .map_err(|_| PuzzleErrorKind::BadRating(rating.to_string()))?;
    if !(MIN_RATING..=MAX_RATING).contains(&rating) {
        return Err(PuzzleErrorKind::RatingRange(rating));
    }
    Ok(Puzzle {
        id: id.to_string(),
        position,
        solution: moves,
        themes: list,
        rating,
        source: source.to_string(),
    })
}

impl fmt::Display for Puzzle {
    /// The puzzle's line, without a line break; [`parse_line`] reads it back.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let moves: Vec<String> = self.solution.iter().map(|m| m.to_string()).collect();
        let themes: Vec<&str> = self.themes.iter().map(|t| t.name()).collect();
        write!(
            f,
            "{}; {}; {}; {}; {}; {}",
            self.id,
            self.position,
            moves.join(" "),
            themes.join(","),
            self.rating,
            self.source.replace(';', ",")
        )
    }
}

/// The header that starts a puzzle file written by the miner.
pub const HEADER: &str = "# Epaminondas puzzles (docs/PUZZLES.md): one a line.\n\
# id; position; solution; themes; rating; source\n";

#[cfg(test)]
mod tests {
    use super::*;

    const GOOD: &str =
        "demo1; 14/14/14/14/14/14/14/B13/14/W13/W13/14 w; a2xa5; phalanx-capture; 800; hand-made";

    fn kind(line: &str) -> PuzzleErrorKind {
        match parse_line(line) {
            Err(kind) => kind,
            Ok(p) => panic!("{line} was accepted as {p}"),
        }
    }

    #[test]
    fn a_good_line_round_trips() {
        let puzzle = parse_line(GOOD).unwrap();
        assert_eq!(puzzle.id, "demo1");
        assert_eq!(puzzle.solution.len(), 1);
        assert_eq!(puzzle.themes, vec![Theme::PhalanxCapture]);
        assert_eq!(puzzle.rating, 800);
        assert_eq!(puzzle.source, "hand-made");
        assert_eq!(puzzle.to_string(), GOOD);
        assert_eq!(parse_line(&puzzle.to_string()).unwrap(), puzzle);
    }

    #[test]
    fn each_damage_is_named() {
        let pos = "14/14/14/14/14/14/14/B13/14/W13/W13/14 w";
        assert_eq!(kind("a; b; c"), PuzzleErrorKind::FieldCount(3));
        assert_eq!(
            kind(&format!("x y; {pos}; a2xa5; quiet-move; 800; s")),
            PuzzleErrorKind::BadId("x y".into())
        );
        assert!(matches!(
            kind("p; 14/14 w; a2xa5; quiet-move; 800; s"),
            PuzzleErrorKind::BadPosition(PositionParseError::RankCount(2))
        ));
        assert_eq!(
            kind(&format!("p; {pos}; ; quiet-move; 800; s")),
            PuzzleErrorKind::EmptySolution
        );
        assert_eq!(
            kind(&format!("p; {pos}; a2xa5 a5-a6; quiet-move; 800; s")),
            PuzzleErrorKind::EndsWithReply(2)
        );
        assert_eq!(
            kind(&format!(
                "p; {pos}; a2-a3 a5-a4 a3-a2 a4-a5 a2-a3 a5-a4; x; 800; s"
            )),
            PuzzleErrorKind::SolutionTooLong(6)
        );
        match kind(&format!("p; {pos}; a2xa6; quiet-move; 800; s")) {
            PuzzleErrorKind::IllegalMove { ply: 1, text, .. } => assert_eq!(text, "a2xa6"),
            other => panic!("{other:?}"),
        }
        // The second move is checked in the position after the first.
        match kind(&format!("p; {pos}; a3-a4 a5-a6 a4xa6; quiet-move; 800; s")) {
            PuzzleErrorKind::IllegalMove { ply: 3, .. } => {}
            other => panic!("{other:?}"),
        }
        assert_eq!(
            kind(&format!("p; {pos}; a2xa5; pin; 800; s")),
            PuzzleErrorKind::UnknownTheme("pin".into())
        );
        assert_eq!(
            kind(&format!("p; {pos}; a2xa5; ; 800; s")),
            PuzzleErrorKind::NoThemes
        );
        assert_eq!(
            kind(&format!("p; {pos}; a2xa5; quiet-move; hard; s")),
            PuzzleErrorKind::BadRating("hard".into())
        );
        assert_eq!(
            kind(&format!("p; {pos}; a2xa5; quiet-move; 9000; s")),
            PuzzleErrorKind::RatingRange(9000)
        );
        assert!(matches!(
            kind("p; 14/14/14/14/14/14/14/14/14/14/W13/14 b; a2-a3; quiet-move; 800; s"),
            PuzzleErrorKind::GameOver(_)
        ));
    }

    #[test]
    fn a_damaged_file_keeps_its_good_lines() {
        let text = format!(
            "# comment\n\n{GOOD}\nbad line\n{}\n{GOOD}\n",
            GOOD.replace("demo1", "demo2")
        );
        let (puzzles, errors) = parse_puzzles(&text);
        assert_eq!(puzzles.len(), 2);
        assert_eq!(errors.len(), 2);
        assert_eq!(errors[0].line, 4);
        assert_eq!(errors[0].kind, PuzzleErrorKind::FieldCount(1));
        assert_eq!(errors[1].line, 6);
        assert_eq!(errors[1].kind, PuzzleErrorKind::DuplicateId("demo1".into()));
        assert!(errors[1].to_string().starts_with("line 6: the id"));
    }
}
