//! Reading a record: tag lines, then words (move numbers, moves, a result)
//! and comments; a comment after a move may be its analysis, every other
//! comment (in braces, or after `;` or `#` to the end of the line) is left
//! out.

use super::annotation;
use super::error::{ParseError, ParseErrorKind, TagProblem};
use super::format::{Player, Record, full_move_number};
use super::result::GameResult;
use super::tags::REPETITION_RULE;
use crate::learn::Refusal;
use epaminondas_core::{Game, GameError, GameOptions, MoveError, Position, Status};
use epaminondas_engine::Level;
use epaminondas_engine::analysis::PlyAnalysis;

impl Record {
    /// Reads a record; see the module's documentation for the format.
    ///
    /// ```
    /// use epaminondas_play::record::{Record, ParseErrorKind};
    /// let err = Record::parse("[Date \"2026.12.01\"]\n\n1. e2-e3 b12-e9\n2. e3-e5").unwrap_err();
    /// assert_eq!(err.line, 4);
    /// assert!(matches!(err.kind, ParseErrorKind::IllegalMove { .. }));
    /// assert_eq!(
    ///     err.to_string(),
    ///     "line 4: move 2 (e3-e5) is illegal: a single stone moves only one square."
    /// );
    /// ```
    pub fn parse(text: &str) -> Result<Record, ParseError> {
        parse(text)
    }
}

/// A piece of the move text.
enum Piece<'a> {
    /// A move number, a move or a result.
    Word(&'a str),
    /// The text inside a `{…}` comment.
    Comment(String),
}

/// A piece of the move text and the line it is on (where it starts).
struct Token<'a> {
    piece: Piece<'a>,
    line: usize,
}

/// A `{…}` comment still open at the end of a line: its first line and its text so far.
type OpenComment = Option<(usize, String)>;

/// What the moves of a record hold besides the game itself.
struct MoveText {
    /// The written result and its line, if the moves end with one.
    end: Option<(GameResult, usize)>,
    /// The analysis comments, by move.
    analysis: Vec<PlyAnalysis>,
}

/// The tags read so far.
#[derive(Default)]
struct Header {
    date: Option<String>,
    white: Player,
    black: Player,
    result: Option<GameResult>,
    start: Option<Position>,
    options: GameOptions,
    other: Vec<(String, String)>,
    seen: Vec<String>,
}

fn error(line: usize, kind: ParseErrorKind) -> ParseError {
    ParseError { line, kind }
}

fn parse(text: &str) -> Result<Record, ParseError> {
    // A file saved by some editors starts with a byte-order mark.
    let text = text.strip_prefix('\u{feff}').unwrap_or(text);
    let mut header = Header::default();
    let mut tokens = Vec::new();
    let mut open: OpenComment = None;
    let mut any_tag = false;
    for (index, raw) in text.lines().enumerate() {
        let line = index + 1;
        let trimmed = raw.trim();
        if open.is_none() && trimmed.starts_with('[') {
            if !tokens.is_empty() {
                return Err(error(line, ParseErrorKind::TagAfterMoves));
            }
            read_tag(trimmed, &mut header).map_err(|kind| error(line, kind))?;
            any_tag = true;
            continue;
        }
        split_line(raw, line, &mut open, &mut tokens);
    }
    if let Some((line, _)) = open {
        return Err(error(line, ParseErrorKind::UnclosedComment));
    }
    if tokens.is_empty() && !any_tag {
        return Err(error(1, ParseErrorKind::Empty));
    }
    let start = header.start.unwrap_or_else(Position::start);
    let mut game = Game::from_position(start, header.options);
    let MoveText { end, analysis } = play_tokens(&tokens, &mut game)?;
    let last_line = tokens.last().map_or(1, |t| t.line);
    let result = match (header.result, end) {
        (Some(tag), Some((end, line))) if tag != end => {
            return Err(error(line, ParseErrorKind::ResultsDiffer { tag, end }));
        }
        (_, Some((end, line))) => check_result(&game, end, line)?,
        (Some(tag), None) => check_result(&game, tag, last_line)?,
        (None, None) => GameResult::of(game.status()),
    };
    Ok(Record {
        date: header.date,
        white: header.white,
        black: header.black,
        result,
        other_tags: header.other,
        analysis,
        game,
    })
}

/// A written result must be the rules' result when the rules ended the game.
fn check_result(game: &Game, written: GameResult, line: usize) -> Result<GameResult, ParseError> {
    match game.status() {
        Status::Over(outcome) if GameResult::of_outcome(outcome) != written => Err(error(
            line,
            ParseErrorKind::ResultMismatch { written, outcome },
        )),
        _ => Ok(written),
    }
}

/// Reads `[Name "value"]` into the header.
fn read_tag(line: &str, header: &mut Header) -> Result<(), ParseErrorKind> {
    let bad = ParseErrorKind::BadTag;
    let inner = line
        .strip_prefix('[')
        .and_then(|s| s.strip_suffix(']'))
        .ok_or(bad(TagProblem::NotClosed))?
        .trim();
    let (name, rest) = inner
        .split_once(|c: char| c.is_whitespace())
        .ok_or(bad(TagProblem::NoValue))?;
    if name.is_empty() || !name.chars().all(|c| c.is_ascii_alphanumeric() || c == '_') {
        return Err(bad(TagProblem::BadName));
    }
    let value = unquote(rest.trim()).ok_or(bad(TagProblem::NotQuoted))?;
    if header.seen.iter().any(|n| n.eq_ignore_ascii_case(name)) {
        return Err(ParseErrorKind::DuplicateTag(name.to_string()));
    }
    header.seen.push(name.to_string());
    let level = |value: &str| -> Result<Option<Level>, ParseErrorKind> {
        value
            .parse::<Level>()
            .map(Some)
            .map_err(|_| ParseErrorKind::BadLevel(value.to_string()))
    };
    match name.to_ascii_lowercase().as_str() {
        "date" => header.date = Some(value),
        "white" => header.white.name = Some(value),
        "black" => header.black.name = Some(value),
        "whitelevel" => header.white.level = level(&value)?,
        "blacklevel" => header.black.level = level(&value)?,
        "result" => {
            header.result = Some(
                GameResult::parse(&value)
                    .ok_or_else(|| ParseErrorKind::BadResult(value.clone()))?,
            )
        }
        "start" => {
            header.start = Some(value.parse().map_err(ParseErrorKind::BadStart)?);
        }
        "rules" => {
            if value.trim().eq_ignore_ascii_case(REPETITION_RULE) {
                header.options.repetition_draw = true;
            } else if !value.trim().is_empty() {
                return Err(ParseErrorKind::BadRules(value));
            }
        }
        _ => header.other.push((name.to_string(), value)),
    }
    Ok(())
}

/// The text inside double quotes, with `\"` and `\\` undone; `None` if the
/// text is not exactly one quoted string.
fn unquote(s: &str) -> Option<String> {
    let body = s.strip_prefix('"')?.strip_suffix('"')?;
    let mut out = String::new();
    let mut chars = body.chars();
    while let Some(c) = chars.next() {
        match c {
            '\\' => out.push(chars.next()?),
            '"' => return None,
            c => out.push(c),
        }
    }
    Some(out)
}

/// Splits a line of move text into words and `{…}` comments (which may
/// run over lines; `open` holds one still open), leaving out the rest of a
/// line after `;` or `#`.
fn split_line<'a>(raw: &'a str, line: usize, open: &mut OpenComment, tokens: &mut Vec<Token<'a>>) {
    let mut start: Option<usize> = None;
    let flush = |start: &mut Option<usize>, end: usize, tokens: &mut Vec<Token<'a>>| {
        if let Some(s) = start.take() {
            tokens.push(Token {
                piece: Piece::Word(&raw[s..end]),
                line,
            });
        }
    };
    for (i, c) in raw.char_indices() {
        if let Some((from, text)) = open {
            if c == '}' {
                tokens.push(Token {
                    piece: Piece::Comment(std::mem::take(text)),
                    line: *from,
                });
                *open = None;
            } else {
                text.push(c);
            }
            continue;
        }
        match c {
            '{' => {
                flush(&mut start, i, tokens);
                *open = Some((line, String::new()));
            }
            ';' | '#' => {
                flush(&mut start, i, tokens);
                return;
            }
            c if c.is_whitespace() => flush(&mut start, i, tokens),
            _ => {
                if start.is_none() {
                    start = Some(i);
                }
            }
        }
    }
    match open {
        Some((_, text)) => text.push('\n'),
        None => flush(&mut start, raw.len(), tokens),
    }
}

/// Plays the words into `game` and reads the analysis comments after its
/// moves.
fn play_tokens(tokens: &[Token<'_>], game: &mut Game) -> Result<MoveText, ParseError> {
    let first = game.start().side_to_move();
    let mut end: Option<(GameResult, usize)> = None;
    let mut analysis = Vec::new();
    // The move just played, which an analysis comment may follow.
    let mut judged: Option<usize> = None;
    for token in tokens {
        let mut text = match &token.piece {
            Piece::Word(text) => *text,
            Piece::Comment(text) if annotation::is_analysis(text) => {
                let ply = judged
                    .take()
                    .ok_or(error(token.line, ParseErrorKind::StrayAnalysis))?;
                let read = annotation::read(text, ply, &game.positions()[ply], game.moves()[ply]);
                let why = |why| ParseErrorKind::BadAnalysis {
                    number: full_move_number(ply, first),
                    text: game.moves()[ply].to_string(),
                    why,
                };
                analysis.push(read.map_err(|e| error(token.line, why(e)))?);
                continue;
            }
            Piece::Comment(_) => continue,
        };
        judged = None;
        if let Some(result) = GameResult::parse(text) {
            if end.is_some() {
                return Err(error(
                    token.line,
                    ParseErrorKind::MoveAfterEnd {
                        text: text.to_string(),
                        outcome: None,
                    },
                ));
            }
            end = Some((result, token.line));
            continue;
        }
        // A move number, alone ("12.", "12...") or glued to its move ("12.e2-e3").
        let digits = text.len() - text.trim_start_matches(|c: char| c.is_ascii_digit()).len();
        if digits > 0 && text[digits..].starts_with('.') {
            let expected = full_move_number(game.moves().len(), first);
            let found = text[..digits].parse::<u64>().unwrap_or(u64::MAX);
            if u64::try_from(expected).ok() != Some(found) {
                return Err(error(
                    token.line,
                    ParseErrorKind::BadMoveNumber { found, expected },
                ));
            }
            text = text[digits..].trim_start_matches('.');
            if text.is_empty() {
                continue;
            }
        }
        if text.chars().all(|c| c == '.') {
            continue;
        }
        // Annotations such as "!" or "?!" after a move.
        let text = text.trim_end_matches(['!', '?']);
        if end.is_some() {
            return Err(error(
                token.line,
                ParseErrorKind::MoveAfterEnd {
                    text: text.to_string(),
                    outcome: None,
                },
            ));
        }
        play_one(game, text, token.line)?;
        judged = Some(game.moves().len() - 1);
    }
    Ok(MoveText { end, analysis })
}

/// Plays one move's text, or says why it cannot be played.
fn play_one(game: &mut Game, text: &str, line: usize) -> Result<(), ParseError> {
    let before = *game.position();
    let number = full_move_number(game.moves().len(), game.start().side_to_move());
    let kind = match game.play_text(text) {
        Ok(_) => return Ok(()),
        Err(GameError::Over(outcome)) => ParseErrorKind::MoveAfterEnd {
            text: text.to_string(),
            outcome: Some(outcome),
        },
        Err(GameError::Illegal(MoveError::Parse(error))) => ParseErrorKind::MalformedMove {
            text: text.to_string(),
            error,
        },
        Err(GameError::Illegal(MoveError::Illegal(illegal))) => ParseErrorKind::IllegalMove {
            number,
            text: text.to_string(),
            refusal: Refusal::from_illegal(&before, illegal),
        },
    };
    Err(error(line, kind))
}
