//! The computer's search behind one boundary: a [`SearchRequest`] goes in, a [`SearchReply`]
//! comes out some frames later. Off the frame it is an async task on both targets: on the
//! desktop the search itself runs on the async compute pool; in the browser the task's future
//! talks UGI to the engine's Web Worker ([`super::worker`]) and completes when the worker
//! answers, so the page's main thread never searches. The sliced search on the main thread
//! stays only as the browser's fallback when the worker cannot start.

use bevy::platform::cell::SyncCell;
use bevy::platform::time::Instant;
use bevy::tasks::{AsyncComputeTaskPool, Task, futures::check_ready};
use epaminondas_engine::Search;
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::Duration;

pub use super::request::{SearchError, SearchReply, SearchRequest, SearchSource};
pub use epaminondas_engine::Score;

/// Nodes searched per slice in [`SearchMode::Sliced`].
pub const NODES_PER_SLICE: u64 = 500;
/// Time per frame a sliced search may use.
pub const SLICED_TIME_PER_FRAME: Duration = Duration::from_millis(8);

/// Where the search runs.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum SearchMode {
    /// Off the frame, as an async task: on the compute pool's threads (desktop) or in the
    /// engine's Web Worker (browser).
    #[default]
    Task,
    /// On the main thread, a few milliseconds per frame (the browser's fallback).
    Sliced,
}

/// How a search in progress runs.
enum Backend {
    Task(Task<Result<SearchReply, SearchError>>),
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
        let backend = match mode {
            SearchMode::Task => Backend::Task(spawn_task(request, stop.clone())),
            SearchMode::Sliced => Backend::Sliced(Box::new(SyncCell::new(local_search(
                &request,
                stop.clone(),
            )))),
        };
        Thinking {
            backend,
            stop,
            longest_slice: Duration::ZERO,
        }
    }

    /// Advances the search by one frame's share; the reply (or why there is none) once it
    /// is there.
    pub fn poll(&mut self) -> Option<Result<SearchReply, SearchError>> {
        match &mut self.backend {
            Backend::Task(task) => check_ready(task),
            Backend::Sliced(search) => {
                let began = Instant::now();
                let result = step_for_a_while(search.get());
                self.longest_slice = self.longest_slice.max(began.elapsed());
                result.map(Ok)
            }
        }
    }

    /// The longest time the search ran inside one frame (zero when it runs as a task).
    pub fn longest_slice(&self) -> Duration {
        self.longest_slice
    }
}

impl Drop for Thinking {
    /// Stops the search; a task is cancelled as it is dropped too (in the browser that ends
    /// the worker's search: see [`super::worker`]).
    fn drop(&mut self) {
        self.stop.store(true, Ordering::Relaxed);
    }
}

/// The search of `request` in this process: the level's settings, capped by its time.
fn local_search(request: &SearchRequest, stop: Arc<AtomicBool>) -> Search {
    Search::with_settings(&request.game, settings(request), request.seed, stop)
}

/// The level's settings for `request`, capped by its time.
fn settings(request: &SearchRequest) -> epaminondas_engine::Settings {
    let mut settings = request.level.settings();
    if let Some(cap) = request.time_cap {
        settings.limits = settings.limits.tightened(epaminondas_engine::Limits {
            soft_time: Some(cap),
            hard_time: Some(cap),
            ..Default::default()
        });
    }
    settings
}

/// How many helper threads search beside a desktop search of `level`: Master, the level that
/// searches for a time rather than to a depth, uses every core but one (the frames keep one);
/// the other levels are meant to be weaker and stay on one thread.
#[cfg(not(target_arch = "wasm32"))]
fn helper_threads(level: epaminondas_engine::Level) -> usize {
    if level != epaminondas_engine::Level::Master {
        return 0;
    }
    let cores = std::thread::available_parallelism().map_or(1, std::num::NonZero::get);
    cores.saturating_sub(2)
}

/// The desktop's task: the search on a thread of the async compute pool (Master's with
/// helper threads on the other free cores).
#[cfg(not(target_arch = "wasm32"))]
fn spawn_task(
    request: SearchRequest,
    stop: Arc<AtomicBool>,
) -> Task<Result<SearchReply, SearchError>> {
    let settings = settings(&request);
    let search = Search::with_settings(&request.game, settings, request.seed, stop);
    let helpers = helper_threads(request.level);
    AsyncComputeTaskPool::get().spawn(async move {
        // Lazy SMP: the helpers fill the search's transposition table; the main search answers.
        let helpers =
            epaminondas_engine::Helpers::start(&request.game, settings, search.table(), helpers);
        let result = search.run();
        helpers.stop();
        Ok(SearchReply::of(&result, SearchSource::Thread))
    })
}

/// The browser's task: UGI lines to the engine's worker, completed by its `bestmove`.
#[cfg(target_arch = "wasm32")]
fn spawn_task(
    request: SearchRequest,
    _stop: Arc<AtomicBool>,
) -> Task<Result<SearchReply, SearchError>> {
    use super::ugi_client;
    let lines = ugi_client::request_lines(&request);
    let position = *request.game.position();
    AsyncComputeTaskPool::get().spawn(async move {
        let answer = super::worker::ask(lines).await?;
        ugi_client::read_reply(&position, &answer).map_err(SearchError::Unavailable)
    })
}

/// Runs a sliced search for at most [`SLICED_TIME_PER_FRAME`].
fn step_for_a_while(search: &mut Search) -> Option<SearchReply> {
    let began = Instant::now();
    while began.elapsed() < SLICED_TIME_PER_FRAME {
        if let Some(result) = search.step(NODES_PER_SLICE) {
            return Some(SearchReply::of(&result, SearchSource::Sliced));
        }
    }
    None
}

#[cfg(test)]
mod tests {
    use super::*;
    use epaminondas_engine::SearchResult;

    fn result(score: i32, depth: u32) -> SearchResult {
        SearchResult {
            best: None,
            score,
            depth,
            nodes: 10,
            pv: Vec::new(),
        }
    }

    #[test]
    fn a_reply_scores_its_search_as_ugi_writes_it() {
        use epaminondas_engine::WIN_SCORE;
        let score = |value| SearchReply::of(&result(value, 3), SearchSource::Thread).score;
        assert_eq!(
            score(35).map(|score| score.to_string()).as_deref(),
            Some("cp 35")
        );
        assert_eq!(score(WIN_SCORE - 3), Some(Score::Mate(2)));
        assert_eq!(score(-(WIN_SCORE - 2)), Some(Score::Mate(-1)));
        assert_eq!(
            SearchReply::of(&result(0, 0), SearchSource::Thread).score,
            None
        );
    }
}
