//! A game in a link's fragment: only unreserved URL characters, so a browser
//! keeps it as it is. `ep1` (the format's version), then sections after dots:
//! `r` for the repetition rule, `s` and the start position when it is not the
//! standard one (`/` written `-`, the space `_`), `c` and the computer's side
//! and level when the game was played against it (`cbbeginner`: the computer
//! played Black at Beginner), and `m` and the moves as tail and landing squares
//! run together (`e2e3b12e9`): the position tells a capture from a quiet move.

use super::error::{illegal_move_text, start_clause};
use super::result::outcome_text;
use crate::i18n::{RecordKey, Text};
use crate::learn::Refusal;
use epaminondas_core::{
    Game, GameOptions, MoveText, Outcome, Position, PositionParseError, Side, Square, Status,
};
use epaminondas_engine::Level;
use std::fmt;

const VERSION: &str = "ep1";

/// Why a fragment is not a game.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum FragmentError {
    /// It does not start with `ep1`.
    NotAGame,
    /// A section that is not `r`, `s…` or `m…`.
    UnknownSection(String),
    /// The start position is malformed.
    BadStart(PositionParseError),
    /// The moves do not read as pairs of squares.
    BadSquares {
        /// Which move (1-based) could not be read.
        number: usize,
    },
    /// A move after the game ended.
    AfterEnd {
        /// Which move (1-based).
        number: usize,
        /// How the game had ended.
        outcome: Outcome,
    },
    /// A move the rules do not allow.
    IllegalMove {
        /// Which move (1-based).
        number: usize,
        /// The move.
        text: MoveText,
        /// The rules core's reason, worded for the player.
        refusal: Refusal,
    },
}

impl FragmentError {
    /// The reason.
    ///
    /// ```
    /// use epaminondas_play::i18n::Language;
    /// use epaminondas_play::record::from_fragment;
    /// let error = from_fragment("ep1.me2").unwrap_err();
    /// assert_eq!(
    ///     Language::English.say(&error.text()),
    ///     "move 1 in this link is not a pair of squares"
    /// );
    /// assert_eq!(Language::Russian.say(&error.text()), "ход 1 в ссылке — не пара полей");
    /// assert_eq!(
    ///     Language::German.say(&error.text()),
    ///     "Zug 1 in diesem Link ist kein Paar von Feldern"
    /// );
    /// ```
    pub fn text(&self) -> Text {
        match self {
            FragmentError::NotAGame => Text::new(RecordKey::RecordLinkNotAGame),
            FragmentError::UnknownSection(s) => {
                Text::new(RecordKey::RecordLinkUnknownSection).with("part", s.as_str())
            }
            FragmentError::BadStart(e) => {
                Text::new(RecordKey::RecordLinkBadStart).with("error", start_clause(e))
            }
            FragmentError::BadSquares { number } => {
                Text::new(RecordKey::RecordLinkBadSquares).with("number", number.to_string())
            }
            FragmentError::AfterEnd { number, outcome } => Text::new(RecordKey::RecordLinkAfterEnd)
                .with("number", number.to_string())
                .with("end", outcome_text(*outcome)),
            FragmentError::IllegalMove {
                number,
                text,
                refusal,
            } => illegal_move_text(RecordKey::RecordLinkIllegalMove, number, text, refusal),
        }
    }
}

impl fmt::Display for FragmentError {
    /// The reason in English.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.text().fmt(f)
    }
}

impl std::error::Error for FragmentError {}

/// The game as a link's fragment (without the `#`).
///
/// ```
/// use epaminondas_play::record::{from_fragment, to_fragment};
/// use epaminondas_core::{Game, GameOptions};
/// let mut game = Game::new(GameOptions::default());
/// game.play_text("e2-e3").unwrap();
/// game.play_text("b12-b10").unwrap();
/// let fragment = to_fragment(&game);
/// assert_eq!(fragment, "ep1.me2e3b12b10");
/// let back = from_fragment(&format!("https://example.org/#{fragment}")).unwrap();
/// assert_eq!(back.record(), game.record());
/// ```
pub fn to_fragment(game: &Game) -> String {
    let mut out = String::from(VERSION);
    if game.options().repetition_draw {
        out.push_str(".r");
    }
    if *game.start() != Position::start() {
        let start = game.start().to_string().replace('/', "-").replace(' ', "_");
        out.push_str(".s");
        out.push_str(&start);
    }
    out.push_str(".m");
    for mv in game.moves() {
        out.push_str(&mv.tail().to_string());
        out.push_str(&mv.landing().to_string());
    }
    out
}

/// The computer a linked game was played against: its side and level.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct LinkedComputer {
    /// The side the computer played.
    pub side: Side,
    /// Its level.
    pub level: Level,
}

/// [`to_fragment`], naming the computer the game was played against, if any, so that the
/// game opened from the link goes on against the same level.
///
/// ```
/// use epaminondas_play::record::{LinkedComputer, from_fragment_against, to_fragment_against};
/// use epaminondas_core::{Side, Game, GameOptions};
/// use epaminondas_engine::Level;
/// let game = Game::new(GameOptions::default());
/// let computer = LinkedComputer { side: Side::Black, level: Level::Beginner };
/// let fragment = to_fragment_against(&game, Some(computer));
/// assert_eq!(fragment, "ep1.cbbeginner.m");
/// let (back, against) = from_fragment_against(&fragment).unwrap();
/// assert_eq!((back.record(), against), (game.record(), Some(computer)));
/// ```
pub fn to_fragment_against(game: &Game, computer: Option<LinkedComputer>) -> String {
    let fragment = to_fragment(game);
    let Some(LinkedComputer { side, level }) = computer else {
        return fragment;
    };
    let side = match side {
        Side::White => 'w',
        Side::Black => 'b',
    };
    let moves = fragment.rfind(".m").unwrap_or(fragment.len());
    format!(
        "{}.c{side}{}{}",
        &fragment[..moves],
        level.name(),
        &fragment[moves..]
    )
}

/// The game in a fragment, from the fragment itself or a whole address (what
/// follows its `#`), every move checked by the rules core.
pub fn from_fragment(text: &str) -> Result<Game, FragmentError> {
    from_fragment_against(text).map(|(game, _)| game)
}

/// The computer's side and level in a `c` section (`cbbeginner`), if the section reads as one.
fn linked_computer(text: &str) -> Option<LinkedComputer> {
    let (side, level) = text.split_at_checked(1)?;
    let side = match side {
        "w" => Side::White,
        "b" => Side::Black,
        _ => return None,
    };
    let level = level.parse().ok()?;
    Some(LinkedComputer { side, level })
}

/// [`from_fragment`], with the computer the game was played against where the link names it.
pub fn from_fragment_against(text: &str) -> Result<(Game, Option<LinkedComputer>), FragmentError> {
    let fragment = text.rsplit_once('#').map_or(text, |(_, f)| f).trim();
    let mut sections = fragment.split('.');
    if sections.next() != Some(VERSION) {
        return Err(FragmentError::NotAGame);
    }
    let mut options = GameOptions::default();
    let mut start = Position::start();
    let mut moves = "";
    let mut computer = None;
    for section in sections {
        match section.split_at_checked(1) {
            Some(("c", text)) => {
                computer = Some(
                    linked_computer(text)
                        .ok_or_else(|| FragmentError::UnknownSection(section.to_string()))?,
                );
            }
            Some(("r", "")) => options.repetition_draw = true,
            Some(("s", text)) => {
                start = text
                    .replace('-', "/")
                    .replace('_', " ")
                    .parse()
                    .map_err(FragmentError::BadStart)?;
            }
            Some(("m", text)) => moves = text,
            _ => return Err(FragmentError::UnknownSection(section.to_string())),
        }
    }
    let squares = read_squares(moves)?;
    let mut game = Game::from_position(start, options);
    for (i, pair) in squares.chunks(2).enumerate() {
        let number = i + 1;
        let [tail, landing] = *pair else {
            return Err(FragmentError::BadSquares { number });
        };
        let before = *game.position();
        let enemy = before.side_to_move().opposite();
        let text = MoveText {
            tail,
            landing,
            capture: before.stone(landing) == Some(enemy),
        };
        let refused = |illegal| FragmentError::IllegalMove {
            number,
            text,
            refusal: Refusal::from_illegal(&before, illegal),
        };
        if let Status::Over(outcome) = game.status() {
            return Err(FragmentError::AfterEnd { number, outcome });
        }
        let mv = before.find_move(text).map_err(refused)?;
        game.play(mv)
            .map_err(|_| FragmentError::BadSquares { number })?;
    }
    Ok((game, computer))
}

/// The squares run together in `text`: a file letter and one or two digits each.
fn read_squares(text: &str) -> Result<Vec<Square>, FragmentError> {
    let bytes = text.as_bytes();
    let mut out = Vec::new();
    let mut i = 0;
    while i < bytes.len() {
        let number = out.len() / 2 + 1;
        let digits = bytes[i + 1..]
            .iter()
            .take_while(|b| b.is_ascii_digit())
            .count();
        let end = i + 1 + digits;
        let square = text
            .get(i..end)
            .filter(|_| bytes[i].is_ascii_alphabetic())
            .and_then(|s| s.parse::<Square>().ok())
            .ok_or(FragmentError::BadSquares { number })?;
        out.push(square);
        i = end;
    }
    Ok(out)
}

#[cfg(test)]
mod tests {
    use super::*;
    use epaminondas_core::Side;

    /// Whether `c` is an unreserved URL character.
    fn is_fragment_char(c: char) -> bool {
        c.is_ascii_alphanumeric() || matches!(c, '.' | '-' | '_' | '~')
    }

    #[test]
    fn fragments_use_unreserved_characters_only() {
        let start: Position = "14/14/10B3/14/14/14/14/14/14/4W9/3WW9/14 b"
            .parse()
            .unwrap();
        let mut game = Game::from_position(
            start,
            GameOptions {
                repetition_draw: true,
            },
        );
        game.play_text("k10-k9").unwrap();
        let f = to_fragment(&game);
        assert!(f.chars().all(is_fragment_char), "{f}");
        assert!(f.starts_with("ep1.r.s14-14-10B3-"), "{f}");
        assert_eq!(from_fragment(&f).unwrap().record(), game.record());
        assert_eq!(game.start().side_to_move(), Side::Black);
    }

    #[test]
    fn a_links_wrong_start_reads_in_every_language() {
        let said = |message: &Text| -> Vec<String> {
            crate::i18n::Language::ALL
                .iter()
                .map(|language| language.say(message))
                .collect()
        };
        let link = from_fragment("ep1.s14-14_w").unwrap_err();
        assert_eq!(
            said(&link.text()),
            [
                "this link's start position is wrong: expected 12 ranks separated by '/', found 2",
                "неверная начальная позиция в ссылке: нужно 12 горизонталей через «/», а их 2",
                "die Anfangsstellung in diesem Link ist fehlerhaft: es braucht 12 durch „/“ \
                 getrennte Reihen, gefunden wurden 2",
            ]
        );
    }
}
