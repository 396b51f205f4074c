//! What the computer is asked and what it answers, the same whichever way the search runs
//! (a thread, the engine's Web Worker through UGI lines, or slices of the main thread).

use epaminondas_core::{Game, Move};
use epaminondas_engine::{Level, Score, SearchResult};
use std::fmt;
use std::time::Duration;

/// What the computer is asked: the game to answer (its position and history) and how.
#[derive(Clone, Debug)]
pub struct SearchRequest {
    /// The game whose side to move the computer plays.
    pub game: Game,
    /// The strength to play at.
    pub level: Level,
    /// Seeds the weaker levels' random choices.
    pub seed: u64,
    /// A time the search must not exceed, on top of the level's own limits (a hint's).
    pub time_cap: Option<Duration>,
}

/// Where a reply was searched.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum SearchSource {
    /// No search has answered yet.
    #[default]
    None,
    /// On a thread of the async compute pool (desktop).
    Thread,
    /// In the engine's Web Worker (browser).
    Worker,
    /// In slices on the main thread (the browser's fallback).
    Sliced,
}

impl SearchSource {
    /// The name the browser test reads.
    pub fn code(self) -> &'static str {
        match self {
            SearchSource::None => "none",
            SearchSource::Thread => "thread",
            SearchSource::Worker => "worker",
            SearchSource::Sliced => "sliced",
        }
    }
}

/// What the computer answers.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct SearchReply {
    /// The move to play; `None` only when the game is over.
    pub best: Option<Move>,
    /// The depth the search completed.
    pub depth: u32,
    /// Nodes searched.
    pub nodes: u64,
    /// The score of the last completed iteration (none when no iteration completed).
    pub score: Option<Score>,
    /// Where it was searched.
    pub source: SearchSource,
}

impl SearchReply {
    /// The reply of a search that ran here (not in the worker).
    pub(super) fn of(result: &SearchResult, source: SearchSource) -> SearchReply {
        SearchReply {
            best: result.best,
            depth: result.depth,
            nodes: result.nodes,
            score: (result.depth > 0).then(|| Score::of(result.score)),
            source,
        }
    }
}

/// Why a search gave no reply.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SearchError {
    /// The engine's worker could not start or failed: search on the main thread instead.
    Unavailable(String),
    /// A newer request took the engine over; this one's position is no longer wanted.
    Superseded,
}

impl fmt::Display for SearchError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            SearchError::Unavailable(why) => write!(f, "the engine's worker failed: {why}"),
            SearchError::Superseded => f.write_str("a newer search took the engine over"),
        }
    }
}
