//! The computer's search behind one boundary: a [`SearchRequest`] goes in, a [`SearchReply`]
//! comes out some frames later. Today the search runs as a task on the async compute pool
//! (native) or in slices of a few milliseconds per frame on the main thread (the web); another
//! backend (a Web Worker speaking UGI) needs only to turn a request into a reply the same way.

use crate::ai::{Level, Search};
use crate::rules::{Game, Move};
use bevy::platform::cell::SyncCell;
use bevy::platform::time::Instant;
use bevy::tasks::{AsyncComputeTaskPool, Task, futures::check_ready};
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::Duration;

/// Nodes searched per slice in [`SearchMode::Sliced`].
pub const NODES_PER_SLICE: u64 = 500;
/// Time per frame a sliced search may use.
pub const SLICED_TIME_PER_FRAME: Duration = Duration::from_millis(8);

/// Where the search runs.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum SearchMode {
    /// On the async compute task pool (threads on native).
    Task,
    /// On the main thread, a few milliseconds per frame (for the web).
    Sliced,
}

impl Default for SearchMode {
    fn default() -> Self {
        if cfg!(target_arch = "wasm32") {
            SearchMode::Sliced
        } else {
            SearchMode::Task
        }
    }
}

/// What the computer is asked: the game to answer (its position and history) and how.
#[derive(Clone, Debug)]
pub struct SearchRequest {
    /// The game whose side to move the computer plays.
    pub game: Game,
    /// The strength to play at.
    pub level: Level,
    /// Seeds the weaker levels' random choices.
    pub seed: u64,
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
}

/// How a search in progress runs.
enum Backend {
    Task(Task<SearchReply>),
    // The search is Send but not Sync; only its owner touches it.
    Sliced(Box<SyncCell<Search>>),
}

/// A search in progress, from its request until its reply; dropping it cancels it.
pub struct Thinking {
    backend: Backend,
    stop: Arc<AtomicBool>,
    /// The longest time the search held one frame up (sliced mode; zero for a task).
    longest_slice: Duration,
}

impl Thinking {
    /// Starts answering `request` in `mode`.
    pub fn start(request: SearchRequest, mode: SearchMode) -> Thinking {
        let stop = Arc::new(AtomicBool::new(false));
        let search = Search::new(&request.game, request.level, request.seed, stop.clone());
        let backend = match mode {
            SearchMode::Task => Backend::Task(
                AsyncComputeTaskPool::get().spawn(async move { reply(&search.run()) }),
            ),
            SearchMode::Sliced => Backend::Sliced(Box::new(SyncCell::new(search))),
        };
        Thinking {
            backend,
            stop,
            longest_slice: Duration::ZERO,
        }
    }

    /// Advances the search by one frame's share; the reply once it is there.
    pub fn poll(&mut self) -> Option<SearchReply> {
        match &mut self.backend {
            Backend::Task(task) => check_ready(task),
            Backend::Sliced(search) => {
                let began = Instant::now();
                let result = step_for_a_while(search.get());
                self.longest_slice = self.longest_slice.max(began.elapsed());
                result
            }
        }
    }

    /// The longest time the search ran inside one frame (zero when it runs as a task).
    pub fn longest_slice(&self) -> Duration {
        self.longest_slice
    }
}

impl Drop for Thinking {
    /// Stops the search; a task is cancelled as it is dropped too.
    fn drop(&mut self) {
        self.stop.store(true, Ordering::Relaxed);
    }
}

fn reply(result: &crate::ai::SearchResult) -> SearchReply {
    SearchReply {
        best: result.best,
        depth: result.depth,
        nodes: result.nodes,
    }
}

/// Runs a sliced search for at most [`SLICED_TIME_PER_FRAME`].
fn step_for_a_while(search: &mut Search) -> Option<SearchReply> {
    let began = Instant::now();
    while began.elapsed() < SLICED_TIME_PER_FRAME {
        if let Some(result) = search.step(NODES_PER_SLICE) {
            return Some(reply(&result));
        }
    }
    None
}
