//! Why a record cannot be read, with the line it happened on.

use super::format::REPETITION_RULE;
use super::result::{GameResult, outcome_text};
use crate::ai::Level;
use crate::learn::{Refusal, Text};
use crate::rules::{MoveParseError, Outcome, PositionParseError};
use std::fmt;

/// A record that cannot be read: the line (1-based) and the reason.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ParseError {
    /// The line of the record the reason is about, counted from 1.
    pub line: usize,
    /// What is wrong.
    pub kind: ParseErrorKind,
}

/// What is wrong with a record.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ParseErrorKind {
    /// There is neither a tag nor a move.
    Empty,
    /// A line starting with `[` is not `[Name "value"]`.
    BadTag(String),
    /// The same tag twice.
    DuplicateTag(String),
    /// A `WhiteLevel` or `BlackLevel` that names no level.
    BadLevel(String),
    /// A `Result` tag or result that is not `1-0`, `0-1`, `1/2-1/2` or `*`.
    BadResult(String),
    /// A `Rules` tag naming a rule this program does not know.
    BadRules(String),
    /// The `Start` tag is not a position.
    BadStart(PositionParseError),
    /// A tag after the first move.
    TagAfterMoves,
    /// A `{` comment that is never closed.
    UnclosedComment,
    /// A move number that does not count the moves.
    BadMoveNumber {
        /// As written.
        found: u64,
        /// The number of the next move.
        expected: u64,
    },
    /// A word that is not a move.
    MalformedMove {
        /// As written.
        text: String,
        /// Why it is not a move.
        error: MoveParseError,
    },
    /// A move the rules do not allow in its position.
    IllegalMove {
        /// The move's number, as a record numbers moves.
        number: u64,
        /// As written.
        text: String,
        /// The rules core's reason, worded for the player.
        refusal: Refusal,
    },
    /// A move after the game ended, or after the written result.
    MoveAfterEnd {
        /// As written.
        text: String,
        /// How the game had ended by the rules, if it had.
        outcome: Option<Outcome>,
    },
    /// The written result is not how the rules ended the game.
    ResultMismatch {
        /// As written.
        written: GameResult,
        /// How the game ended.
        outcome: Outcome,
    },
    /// The `Result` tag and the result after the moves differ.
    ResultsDiffer {
        /// The tag's result.
        tag: GameResult,
        /// The result after the moves.
        end: GameResult,
    },
    /// An analysis comment that does not read.
    BadAnalysis {
        /// The number of the move it follows, as a record numbers moves.
        number: u64,
        /// That move.
        text: String,
        /// What is wrong, in English.
        why: String,
    },
    /// An analysis comment that follows no move.
    StrayAnalysis,
}

impl ParseErrorKind {
    /// The reason in both languages, without the line.
    pub fn text(&self) -> Text {
        use ParseErrorKind::*;
        match self {
            Empty => Text::new(
                "the record is empty: no tags and no moves",
                "запись пуста: нет ни заголовка, ни ходов",
            ),
            BadTag(why) => Text::new(
                format!("bad tag: {why}; a tag looks like [Date \"2026.12.01\"]"),
                format!("неверный тег: {why}; тег выглядит так: [Date \"2026.12.01\"]"),
            ),
            DuplicateTag(name) => Text::new(
                format!("the tag {name} appears twice"),
                format!("тег {name} встречается дважды"),
            ),
            BadLevel(value) => {
                let names: Vec<&str> = Level::ALL.iter().map(|level| level.name()).collect();
                let (last, first) = names.split_last().expect("there are levels");
                let first = first.join(", ");
                Text::new(
                    format!("\"{value}\" is not a level: {first} or {last}"),
                    format!("«{value}» — не уровень: {first} или {last}"),
                )
            }
            BadResult(value) => Text::new(
                format!("\"{value}\" is not a result: 1-0, 0-1, 1/2-1/2 or *"),
                format!("«{value}» — не результат: 1-0, 0-1, 1/2-1/2 или *"),
            ),
            BadRules(value) => Text::new(
                format!(
                    "unknown rule \"{value}\": the only optional rule is \"{REPETITION_RULE}\""
                ),
                format!(
                    "неизвестное правило «{value}»: дополнительное правило только одно — «{REPETITION_RULE}»"
                ),
            ),
            BadStart(e) => Text::new(
                format!("bad start position: {e}"),
                format!("неверная начальная позиция: {e}"),
            ),
            TagAfterMoves => Text::new(
                "a tag after the moves: tags come first",
                "тег после ходов: теги пишутся в начале",
            ),
            UnclosedComment => Text::new(
                "a comment opened with { is never closed",
                "комментарий, начатый с {, не закрыт",
            ),
            BadMoveNumber { found, expected } => Text::new(
                format!("move number {found} where {expected} was expected"),
                format!("номер хода {found}, а ожидался {expected}"),
            ),
            MalformedMove { text, error } => Text::new(
                format!("\"{text}\" is not a move: {error}"),
                format!("«{text}» — не ход: {error}"),
            ),
            IllegalMove {
                number,
                text,
                refusal,
            } => illegal_move_text(*number, text, refusal, ("", "")),
            MoveAfterEnd {
                text,
                outcome: Some(o),
            } => {
                let end = outcome_text(*o);
                Text::new(
                    format!("move {text} after the end of the game ({})", end.en),
                    format!("ход {text} после конца партии ({})", end.ru),
                )
            }
            MoveAfterEnd {
                text,
                outcome: None,
            } => Text::new(
                format!("move {text} after the result"),
                format!("ход {text} после результата"),
            ),
            ResultMismatch { written, outcome } => {
                let end = outcome_text(*outcome);
                Text::new(
                    format!(
                        "the result {written} does not match the end of the game: {}",
                        end.en
                    ),
                    format!(
                        "результат {written} не совпадает с концом партии: {}",
                        end.ru
                    ),
                )
            }
            ResultsDiffer { tag, end } => Text::new(
                format!("the Result tag says {tag} but the moves end with {end}"),
                format!("в теге Result указано {tag}, а после ходов — {end}"),
            ),
            BadAnalysis { number, text, why } => Text::new(
                format!("the analysis of move {number} ({text}) does not read: {why}"),
                format!("анализ хода {number} ({text}) не читается: {why}"),
            ),
            StrayAnalysis => Text::new(
                "an analysis comment that follows no move: it belongs right after its move",
                "комментарий с анализом не следует за ходом: его место сразу после хода",
            ),
        }
    }
}

/// "move 2 (e3-e5) is illegal: a single stone moves only one square." in
/// both languages, with `place` (English, Russian) after the move, such as
/// " in this link".
pub(super) fn illegal_move_text(
    number: impl fmt::Display,
    text: impl fmt::Display,
    refusal: &Refusal,
    place: (&str, &str),
) -> Text {
    let why = refusal.text();
    Text::new(
        format!(
            "move {number} ({text}){} is illegal: {}",
            place.0,
            lower_first(&why.en)
        ),
        format!(
            "ход {number} ({text}){} недопустим: {}",
            place.1,
            lower_first(&why.ru)
        ),
    )
}

/// The text with its first letter in lower case, to follow a colon.
fn lower_first(s: &str) -> String {
    let mut chars = s.chars();
    match chars.next() {
        Some(c) => c.to_lowercase().chain(chars).collect(),
        None => String::new(),
    }
}

impl ParseError {
    /// The error as the player reads it: "Line 4: …" in both languages.
    pub fn text(&self) -> Text {
        let why = self.kind.text();
        Text::new(
            format!("Line {}: {}", self.line, why.en),
            format!("Строка {}: {}", self.line, why.ru),
        )
    }
}

impl fmt::Display for ParseError {
    /// "line 4: move 2 (e3-e5) is illegal: …", in English.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "line {}: {}", self.line, self.kind.text().en)
    }
}

impl std::error::Error for ParseError {}
