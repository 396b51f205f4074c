//! The computer opponent: when it is the computer's turn a [`search::SearchRequest`] is made
//! from the model, its reply is awaited as an async task without holding any frame up (the
//! desktop searches on the async compute pool, the browser in the engine's Web Worker), and
//! the move is played no sooner than [`MIN_REPLY_DELAY`] after the position it answers. A
//! change to the game cancels the search. In the browser, a worker that cannot run turns the
//! computer to the sliced search on the main thread for the rest of the session. The analysis
//! of a game ([`analysis`]) runs off the frame the same way.

pub mod analysis;
pub mod hint;
pub mod pacing;
pub mod refutation;
pub mod request;
pub mod search;
pub mod ugi_client;
#[cfg(target_arch = "wasm32")]
pub mod worker;

use crate::game::board::model::{GameModel, MoveSource, PlayMove};
use crate::game::notify::Toast;
use crate::game::schedule::GameSystems;
use crate::game::wake::{FrameNeeds, SayFrameNeeds};
use bevy::platform::time::Instant;
use bevy::prelude::*;
use epaminondas_engine::{Level, entropy_seed};
use search::{Score, SearchReply, SearchRequest, SearchSource, Thinking};
use std::time::Duration;

use pacing::fall_back;
pub use pacing::{ComputerPacing, MIN_REPLY_DELAY};

/// Present while the computer thinks about the position of `generation`.
#[derive(Resource)]
pub struct ComputerSearch {
    thinking: Thinking,
    generation: u64,
    level: Level,
    started: Instant,
    reply: Option<SearchReply>,
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
    /// The score of the last completed iteration, for the side that searched.
    pub score: Option<Score>,
    /// Where the search ran (the browser test checks that it was the worker).
    pub source: SearchSource,
}

/// A search (of the computer's move or a hint) is polled once a frame: frames keep coming.
fn polled_while_searching(
    search: Option<Res<ComputerSearch>>,
    hint: Option<Res<hint::HintSearch>>,
    refutation: Option<Res<refutation::RefutationSearch>>,
    mut needs: ResMut<FrameNeeds>,
) {
    if search.is_some() || hint.is_some() || refutation.is_some() {
        needs.next_frame();
    }
}

/// Registers the computer opponent.
pub(super) fn plugin(app: &mut App) {
    app.add_plugins(analysis::plugin)
        .init_resource::<FrameNeeds>()
        .add_systems(Last, polled_while_searching.in_set(SayFrameNeeds))
        .init_resource::<ComputerPacing>()
        .init_resource::<LastSearch>()
        .add_systems(
            Update,
            (
                hint::answer_hint,
                hint::start_hint,
                refutation::refute,
                start_search,
                await_reply,
            )
                .chain()
                .in_set(GameSystems::Computer),
        )
        .add_systems(Update, cancel_stale_search.in_set(GameSystems::AfterModel));
    // The worker compiles the engine while the page starts.
    #[cfg(target_arch = "wasm32")]
    app.add_systems(Startup, |pacing: Res<ComputerPacing>| {
        if pacing.mode == search::SearchMode::Task {
            worker::warm_up();
        }
    });
}

/// Drops a search whose position is no longer the game's (new game, undo) or that must not
/// go on (a review: `is_computer_turn` is false then); dropping it stops it.
fn cancel_stale_search(
    mut commands: Commands,
    model: Res<GameModel>,
    search: Option<Res<ComputerSearch>>,
) {
    if let Some(search) = search
        && (search.generation != model.generation()
            || search.level != model.settings().level
            || !model.is_computer_turn())
    {
        commands.remove_resource::<ComputerSearch>();
    }
}

/// Asks for a move when it is the computer's turn.
fn start_search(
    mut commands: Commands,
    model: Res<GameModel>,
    pacing: Res<ComputerPacing>,
    search: Option<Res<ComputerSearch>>,
) {
    if search.is_some() || !model.is_computer_turn() {
        return;
    }
    let request = SearchRequest {
        game: model.game().clone(),
        level: model.settings().level,
        seed: entropy_seed(),
        time_cap: None,
    };
    commands.insert_resource(ComputerSearch {
        thinking: Thinking::start(request, pacing.mode),
        generation: model.generation(),
        level: model.settings().level,
        started: Instant::now(),
        reply: None,
    });
}

/// Polls the search and plays its move once the reply delay is over. A worker that failed
/// turns the computer to the sliced search, which starts again on the next frame.
fn await_reply(
    mut commands: Commands,
    mut pacing: ResMut<ComputerPacing>,
    search: Option<ResMut<ComputerSearch>>,
    mut moves: MessageWriter<PlayMove>,
    mut last: ResMut<LastSearch>,
    mut toasts: MessageWriter<Toast>,
) {
    let Some(mut search) = search else {
        return;
    };
    if search.reply.is_none() {
        match search.thinking.poll() {
            None => return,
            Some(Ok(reply)) => {
                search.reply = Some(reply);
                *last = LastSearch {
                    count: last.count + 1,
                    level: search.level,
                    thinking: search.started.elapsed(),
                    longest_slice: search.thinking.longest_slice(),
                    depth: reply.depth,
                    nodes: reply.nodes,
                    score: reply.score,
                    source: reply.source,
                };
            }
            Some(Err(error)) => {
                fall_back(&mut pacing, &error, &mut toasts);
                commands.remove_resource::<ComputerSearch>();
                return;
            }
        }
    }
    let Some(reply) = search.reply else {
        return;
    };
    if search.started.elapsed() < pacing.min_reply_delay {
        return;
    }
    match reply.best {
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
