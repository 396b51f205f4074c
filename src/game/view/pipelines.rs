//! The first frames show the whole board: the renderer compiles the scene's pipelines in the
//! background (on a software renderer, for many seconds), and a mesh whose pipeline is not ready
//! is not drawn. A window that rested then would show a black board until the next input. So
//! while any pipeline is still compiling the window wakes every [`COMPILING_POLL`], and the
//! frame after the last one is ready draws the board.
//!
//! Only pipelines queued or being created count: a pipeline whose shader never loads (one
//! the renderer of a browser cannot use) is retried by Bevy every frame and would wake the
//! window five times a second for ever. And the polling ends [`COMPILING_LIMIT`] after it began
//! whatever is left, with a warning.
//!
//! Not in the page: there WebGL takes the pipelines at once and the browser's GPU process
//! compiles them on its own, while a wake of the page draws the whole scene (on a software
//! renderer, half a second of a core each): polling kept a resting page at two cores
//! (`node wasm/test/browser-test.mjs --steps idle`), and the first frames were whole without it.

#[cfg(not(target_arch = "wasm32"))]
use crate::game::wake::{FrameNeeds, SayFrameNeeds};
use bevy::prelude::*;
use bevy::render::render_resource::{CachedPipelineState, PipelineCache};
use bevy::render::{ExtractSchedule, MainWorld, RenderApp};
#[cfg(not(target_arch = "wasm32"))]
use std::time::Duration;

/// How often the window wakes while pipelines compile: often enough that the board appears
/// soon after they are ready, rarely enough to leave the compiling threads the processor.
#[cfg(not(target_arch = "wasm32"))]
const COMPILING_POLL: Duration = Duration::from_millis(200);
/// The longest the window wakes for compiling pipelines: SwiftShader, the slowest renderer the
/// game meets, compiles the scene's in about 30 s.
#[cfg(not(target_arch = "wasm32"))]
const COMPILING_LIMIT: Duration = Duration::from_secs(90);

/// Whether the renderer had pipelines still compiling when it last took a frame (written by
/// the render world during extraction).
#[derive(Resource, Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct PipelinesCompiling(pub bool);

/// Registers the flag, its report from the render world and the frames it asks for.
pub(super) fn plugin(app: &mut App) {
    app.init_resource::<PipelinesCompiling>();
    #[cfg(not(target_arch = "wasm32"))]
    app.add_systems(Last, compiling_pipelines_are_polled.in_set(SayFrameNeeds));
    if let Some(render_app) = app.get_sub_app_mut(RenderApp) {
        render_app.add_systems(ExtractSchedule, report_compiling_pipelines);
    }
}

/// Tells the game's world whether any pipeline is still being compiled (queued, or its task
/// running; not one that failed and waits for a shader).
fn report_compiling_pipelines(pipelines: Res<PipelineCache>, mut main_world: ResMut<MainWorld>) {
    let compiling = PipelinesCompiling(pipelines.pipelines().any(|pipeline| {
        matches!(
            pipeline.state,
            CachedPipelineState::Queued | CachedPipelineState::Creating(_)
        )
    }));
    if let Some(mut flag) = main_world.get_resource_mut::<PipelinesCompiling>() {
        flag.set_if_neq(compiling);
    }
}

/// Wakes the window while pipelines compile, for at most [`COMPILING_LIMIT`] from the first
/// time it did.
#[cfg(not(target_arch = "wasm32"))]
fn compiling_pipelines_are_polled(
    compiling: Res<PipelinesCompiling>,
    time: Res<Time<Real>>,
    mut began: Local<Option<Duration>>,
    mut needs: ResMut<FrameNeeds>,
) {
    if !compiling.0 {
        return;
    }
    let now = time.elapsed();
    let began = *began.get_or_insert(now);
    if now.saturating_sub(began) < COMPILING_LIMIT {
        needs.poll_every(COMPILING_POLL, "compiling pipelines");
    } else if now.saturating_sub(began) < COMPILING_LIMIT + COMPILING_POLL {
        warn!(
            "pipelines still compiling after {} s: the window stops waking for them",
            COMPILING_LIMIT.as_secs()
        );
    }
}
