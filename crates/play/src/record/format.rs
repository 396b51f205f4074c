//! A record's contents and how they are written.

use super::annotation;
use super::result::GameResult;
use super::tags::REPETITION_RULE;
use epaminondas_core::{Game, Position, Side};
use epaminondas_engine::Level;
use epaminondas_engine::analysis::PlyAnalysis;
use std::fmt;

/// The number of the full move (a White move and a Black move share one) that ply `ply` (from
/// 0) belongs to, in a game whose first move is made by `first`: the number a record and the
/// game's move list give it.
///
/// ```
/// use epaminondas_core::Side;
/// use epaminondas_play::record::full_move_number;
/// assert_eq!(full_move_number(0, Side::White), 1);
/// assert_eq!(full_move_number(1, Side::White), 1);
/// assert_eq!(full_move_number(1, Side::Black), 2);
/// ```
pub fn full_move_number(ply: usize, first: Side) -> usize {
    (ply + usize::from(first == Side::Black)) / 2 + 1
}

/// How many numbered moves `plies` plies make, from a start where `first` moves first.
///
/// ```
/// use epaminondas_core::Side;
/// use epaminondas_play::record::numbered_moves;
/// assert_eq!(numbered_moves(0, Side::White), 0);
/// assert_eq!(numbered_moves(19, Side::White), 10);
/// assert_eq!(numbered_moves(2, Side::Black), 2);
/// ```
pub fn numbered_moves(plies: usize, first: Side) -> usize {
    plies
        .checked_sub(1)
        .map_or(0, |last| full_move_number(last, first))
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
/// use epaminondas_play::record::{GameResult, Record};
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
    /// The engine's judgement of the moves, in the order of the game, at
    /// most one for each move (see [`epaminondas_engine::analysis`]); written as
    /// comments after the moves, and only where its ply and move are this
    /// game's.
    pub analysis: Vec<PlyAnalysis>,
    pub(super) game: Game,
}

impl PartialEq for Record {
    fn eq(&self, other: &Record) -> bool {
        self.date == other.date
            && self.white == other.white
            && self.black == other.black
            && self.result == other.result
            && self.other_tags == other.other_tags
            && self.analysis == other.analysis
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
            analysis: Vec::new(),
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
}

impl fmt::Display for Record {
    /// The record's text: tags, a blank line, the numbered moves (each
    /// with its analysis comment, if any) wrapped at about 80 characters,
    /// and the result.
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
            tag("Rules", REPETITION_RULE)?;
        }
        for (name, value) in &self.other_tags {
            tag(name, value)?;
        }
        writeln!(f)?;
        let mut line = String::new();
        let first = self.game.start().side_to_move();
        let black_first = first == Side::Black;
        let mut words = Vec::new();
        let mut after_comment = false;
        for (ply, mv) in self.game.moves().iter().enumerate() {
            let white_move = (ply % 2 == 0) != black_first;
            let number = full_move_number(ply, first);
            words.push(if white_move {
                format!("{number}. {mv}")
            } else if ply == 0 || after_comment {
                format!("{number}... {mv}")
            } else {
                mv.to_string()
            });
            let judged = self
                .analysis
                .iter()
                .find(|p| p.ply == ply && p.played == *mv);
            after_comment = judged.is_some();
            if let Some(judged) = judged {
                words.push(annotation::comment(judged));
            }
        }
        words.push(self.result.as_str().to_string());
        // Each word (a comment too) stays whole on its line.
        for word in words {
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
