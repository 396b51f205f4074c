//! The computer opponent. Its search runs off the frame: as a task on the
//! async compute pool (native), or in slices of a few milliseconds per frame
//! where tasks share the main thread (the web). No frame waits for it; a
//! change to the game cancels it.

use super::model::{GameModel, MoveSource, PlayMove, clock_seed};
use crate::ai::{Level, Search, SearchResult};
use bevy::platform::cell::SyncCell;
use bevy::platform::time::Instant;
use bevy::prelude::*;
use bevy::tasks::{AsyncComputeTaskPool, Task, futures::check_ready};
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::Duration;

/// The computer's reply is shown no sooner than this after the position it
/// answers, so the player's own move can be seen landing first.
pub const MIN_REPLY_DELAY: Duration = Duration::from_millis(450);
/// Nodes searched per slice in [`SearchMode::Sliced`].
pub const NODES_PER_SLICE: u64 = 500;
/// Time per frame a sliced search may use.
pub const SLICED_TIME_PER_FRAME: Duration = Duration::from_millis(8);

/// How the search is run.
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

/// How the computer plays; tests shorten the delay.
#[derive(Resource, Clone, Copy, Debug)]
pub struct ComputerPacing {
    /// See [`MIN_REPLY_DELAY`].
    pub min_reply_delay: Duration,
    /// Where the search runs.
    pub mode: SearchMode,
}

impl Default for ComputerPacing {
    fn default() -> Self {
        ComputerPacing {
            min_reply_delay: MIN_REPLY_DELAY,
            mode: SearchMode::default(),
        }
    }
}

enum Driver {
    Task(Task<SearchResult>),
    // The search is Send but not Sync; only this resource's owner touches it.
    Sliced(Box<SyncCell<Search>>),
}

/// Present while the computer thinks about the position of `generation`.
#[derive(Resource)]
pub struct ComputerSearch {
    driver: Driver,
    stop: Arc<AtomicBool>,
    generation: u64,
    started: Instant,
    result: Option<SearchResult>,
    /// The longest time the search held one frame up (sliced mode; zero for a task).
    longest_slice: Duration,
}

/// How the last finished search went, for the log and the browser test.
#[derive(Resource, Clone, Copy, Debug, Default, PartialEq)]
pub struct LastSearch {
    /// Searches finished so far.
    pub count: u32,
    /// The level that searched.
    pub level: Level,
    /// From the start of the search to its result.
    pub thinking: Duration,
    /// The longest time the search ran inside one frame (zero when it ran as a task).
    pub longest_slice: Duration,
    /// The depth the search completed.
    pub depth: u32,
    /// Nodes searched.
    pub nodes: u64,
}

impl ComputerSearch {
    /// Stops the search; the task, if any, is cancelled when dropped.
    fn cancel(&self) {
        self.stop.store(true, Ordering::Relaxed);
    }
}

/// Registers the computer opponent.
pub(super) fn plugin(app: &mut App) {
    app.init_resource::<ComputerPacing>()
        .init_resource::<LastSearch>()
        .add_systems(
            Update,
            (start_search, advance_search)
                .chain()
                .in_set(super::GameSystems::Computer),
        )
        .add_systems(
            Update,
            cancel_stale_search.in_set(super::GameSystems::AfterModel),
        );
}

/// Drops a search whose position is no longer the game's (new game, undo).
fn cancel_stale_search(
    mut commands: Commands,
    model: Res<GameModel>,
    search: Option<Res<ComputerSearch>>,
) {
    if let Some(search) = search
        && (search.generation != model.generation() || !model.is_computer_turn())
    {
        search.cancel();
        commands.remove_resource::<ComputerSearch>();
    }
}

/// Starts thinking when it is the computer's turn.
fn start_search(
    mut commands: Commands,
    model: Res<GameModel>,
    pacing: Res<ComputerPacing>,
    search: Option<Res<ComputerSearch>>,
) {
    if search.is_some() || !model.is_computer_turn() {
        return;
    }
    let stop = Arc::new(AtomicBool::new(false));
    let search = Search::new(
        model.game(),
        model.settings().level,
        clock_seed(),
        stop.clone(),
    );
    let driver = match pacing.mode {
        SearchMode::Task => {
            Driver::Task(AsyncComputeTaskPool::get().spawn(async move { search.run() }))
        }
        SearchMode::Sliced => Driver::Sliced(Box::new(SyncCell::new(search))),
    };
    commands.insert_resource(ComputerSearch {
        driver,
        stop,
        generation: model.generation(),
        started: Instant::now(),
        result: None,
        longest_slice: Duration::ZERO,
    });
}

/// Polls or steps the search and plays its move once the reply delay is over.
fn advance_search(
    mut commands: Commands,
    pacing: Res<ComputerPacing>,
    model: Res<GameModel>,
    search: Option<ResMut<ComputerSearch>>,
    mut moves: MessageWriter<PlayMove>,
    mut last: ResMut<LastSearch>,
) {
    let Some(mut search) = search else {
        return;
    };
    if search.result.is_none() {
        let slice_began = Instant::now();
        search.result = match &mut search.driver {
            Driver::Task(task) => check_ready(task),
            Driver::Sliced(engine) => {
                let result = step_for_a_while(engine.get());
                search.longest_slice = search.longest_slice.max(slice_began.elapsed());
                result
            }
        };
        if let Some(result) = &search.result {
            *last = LastSearch {
                count: last.count + 1,
                level: model.settings().level,
                thinking: search.started.elapsed(),
                longest_slice: search.longest_slice,
                depth: result.depth,
                nodes: result.nodes,
            };
        }
    }
    let Some(result) = &search.result else {
        return;
    };
    if search.started.elapsed() < pacing.min_reply_delay {
        return;
    }
    match result.best {
        Some(mv) => {
            moves.write(PlayMove {
                mv,
                source: MoveSource::Computer,
                generation: search.generation,
            });
        }
        None => error!("the computer found no move in a game that goes on"),
    }
    commands.remove_resource::<ComputerSearch>();
}

/// Runs a sliced search for at most [`SLICED_TIME_PER_FRAME`].
fn step_for_a_while(search: &mut Search) -> Option<SearchResult> {
    let began = Instant::now();
    while began.elapsed() < SLICED_TIME_PER_FRAME {
        if let Some(result) = search.step(NODES_PER_SLICE) {
            return Some(result);
        }
    }
    None
}
