//! The first frames show the whole board: the renderer compiles the scene's pipelines in the
//! background (on a software renderer, for many seconds), and a mesh whose pipeline is not ready
//! is not drawn. A window that rested then would show a black board until the next input. So
//! while any pipeline is still compiling the window wakes every [`COMPILING_POLL`], and the
//! frame after the last one is ready draws the board.

use crate::game::wake::{FrameNeeds, SayFrameNeeds};
use bevy::prelude::*;
use bevy::render::render_resource::PipelineCache;
use bevy::render::{ExtractSchedule, MainWorld, RenderApp};
use std::time::Duration;

/// How often the window wakes while pipelines compile: often enough that the board appears
/// soon after they are ready, rarely enough to leave the compiling threads the processor.
const COMPILING_POLL: Duration = Duration::from_millis(200);

/// Whether the renderer had pipelines still compiling when it last took a frame (written by
/// the render world during extraction).
#[derive(Resource, Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct PipelinesCompiling(pub bool);

/// Registers the flag, its report from the render world and the frames it asks for.
pub(super) fn plugin(app: &mut App) {
    app.init_resource::<PipelinesCompiling>()
        .add_systems(Last, compiling_pipelines_are_polled.in_set(SayFrameNeeds));
    if let Some(render_app) = app.get_sub_app_mut(RenderApp) {
        render_app.add_systems(ExtractSchedule, report_compiling_pipelines);
    }
}

/// Tells the game's world whether any pipeline is still being compiled.
fn report_compiling_pipelines(pipelines: Res<PipelineCache>, mut main_world: ResMut<MainWorld>) {
    let compiling = PipelinesCompiling(pipelines.waiting_pipelines().next().is_some());
    if let Some(mut flag) = main_world.get_resource_mut::<PipelinesCompiling>() {
        flag.set_if_neq(compiling);
    }
}

/// Wakes the window while pipelines compile.
fn compiling_pipelines_are_polled(
    compiling: Res<PipelinesCompiling>,
    mut needs: ResMut<FrameNeeds>,
) {
    if compiling.0 {
        needs.poll_every(COMPILING_POLL);
    }
}
