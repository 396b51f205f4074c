//! Screenshot mode: the lesson and the review asked for on the command line are opened and
//! the selection is clicked;
//! once the scene has settled (or, with `--moment`, that long into the
//! animation of a move played on screen) a PNG of the window is saved and the
//! program exits. Game time advances by a fixed step per frame here, so an
//! animation is caught at the same point however slow the renderer is.

use super::action::{BoardAction, GameAction, LessonAction, PlayerAction, ReviewStep};
use super::board::model::{GameModel, MoveSource, PlayMove};
use super::board::motion::Moving;
use super::launch::LaunchOptions;
use super::schedule::GameSystems;
use bevy::diagnostic::FrameCount;
use bevy::platform::time::Instant;
use bevy::prelude::*;
use bevy::render::view::screenshot::{Screenshot, ScreenshotCaptured};
use bevy::time::TimeUpdateStrategy;
use std::path::PathBuf;
use std::time::Duration;

/// Frames drawn before the selection is clicked (the scene is up by then).
const SELECT_AT_FRAME: u32 = 3;
/// The frame the lesson or the review is opened at, before the selection is clicked.
const OPEN_AT_FRAME: u32 = 1;
/// Frames drawn before the picture is taken, so that pipelines are compiled
/// and egui has laid its text out.
const SETTLE_FRAMES: u32 = 12;
/// Least time before the picture is taken.
const SETTLE_TIME: Duration = Duration::from_millis(1500);
/// Give up if no picture has been saved by then (a software renderer on a
/// busy machine can take a few seconds per frame).
const GIVE_UP: Duration = Duration::from_secs(240);
/// Game time per frame in screenshot mode.
const FRAME_STEP: Duration = Duration::from_millis(16);

/// Where screenshot mode is.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Stage {
    /// Waiting to click the selection.
    Starting,
    /// Waiting for the scene to settle.
    Settling,
    /// A move is being animated; the picture is taken after this many more frames.
    Animating(u32),
    /// The picture has been asked for.
    Requested,
}

/// What screenshot mode still has to do.
#[derive(Resource, Debug)]
struct ScreenshotPlan {
    path: PathBuf,
    stage: Stage,
    /// The wall clock at the start (game time runs at a fixed step here).
    began: Instant,
}

/// Screenshot mode, for a command line that asked for a picture saved to `path`.
pub struct ScreenshotPlugin {
    /// Where the picture goes.
    pub path: PathBuf,
}

impl Plugin for ScreenshotPlugin {
    fn build(&self, app: &mut App) {
        app.insert_resource(ScreenshotPlan {
            path: self.path.clone(),
            stage: Stage::Starting,
            began: Instant::now(),
        })
        .insert_resource(TimeUpdateStrategy::ManualDuration(FRAME_STEP))
        .add_systems(
            Update,
            (open_lesson_and_review, click_selection).in_set(GameSystems::Input),
        )
        .add_systems(Last, take_screenshot);
    }
}

/// Opens the lesson or the review asked for, once.
fn open_lesson_and_review(
    frames: Res<FrameCount>,
    launch: Res<LaunchOptions>,
    mut done: Local<bool>,
    mut actions: MessageWriter<PlayerAction>,
) {
    if *done || frames.0 < OPEN_AT_FRAME {
        return;
    }
    *done = true;
    if let Some(index) = launch.lesson {
        actions.write(GameAction::Lesson(LessonAction::Open(index)).into());
    }
    if let Some(ply) = launch.review {
        actions.write(GameAction::Review(ReviewStep::ToPly(ply)).into());
    }
}

fn click_selection(
    frames: Res<FrameCount>,
    launch: Res<LaunchOptions>,
    mut plan: ResMut<ScreenshotPlan>,
    mut actions: MessageWriter<PlayerAction>,
) {
    if plan.stage != Stage::Starting || frames.0 < SELECT_AT_FRAME {
        return;
    }
    plan.stage = Stage::Settling;
    actions.write_batch(
        launch
            .select
            .iter()
            .map(|&square| BoardAction::Activate(square).into()),
    );
}

/// What the plan waits on: the frame count, the command line's move, the model, the stones.
#[derive(bevy::ecs::system::SystemParam)]
struct Scene<'w, 's> {
    frames: Res<'w, FrameCount>,
    launch: Res<'w, LaunchOptions>,
    model: Res<'w, GameModel>,
    moving: Query<'w, 's, (), Moving>,
}

/// Advances the plan and asks for the picture when it is time.
fn take_screenshot(
    mut commands: Commands,
    scene: Scene,
    mut plan: ResMut<ScreenshotPlan>,
    mut moves: MessageWriter<PlayMove>,
    mut exit: MessageWriter<AppExit>,
) {
    let frames = &scene.frames;
    let elapsed = plan.began.elapsed();
    if elapsed > GIVE_UP {
        error!(
            "screenshot mode: no picture after {GIVE_UP:?} ({:?}, frame {}); giving up",
            plan.stage, frames.0
        );
        exit.write(AppExit::error());
        return;
    }
    match plan.stage {
        Stage::Starting | Stage::Requested => return,
        Stage::Settling => {
            let settled =
                frames.0 >= SETTLE_FRAMES && elapsed >= SETTLE_TIME && scene.moving.is_empty();
            if !settled {
                return;
            }
            if let Some((mv, moment)) = scene.launch.live_move {
                moves.write(PlayMove {
                    mv,
                    source: MoveSource::Player,
                    generation: scene.model.generation(),
                });
                let steps = moment.as_millis() / FRAME_STEP.as_millis();
                plan.stage = Stage::Animating(u32::try_from(steps).unwrap_or(u32::MAX));
                return;
            }
        }
        Stage::Animating(0) => {}
        Stage::Animating(left) => {
            plan.stage = Stage::Animating(left - 1);
            return;
        }
    }
    plan.stage = Stage::Requested;
    let path = plan.path.clone();
    commands.spawn(Screenshot::primary_window()).observe(
        move |captured: On<ScreenshotCaptured>, mut exit: MessageWriter<AppExit>| {
            let saved = captured
                .image
                .clone()
                .try_into_dynamic()
                .map_err(|e| e.to_string())
                .and_then(|image| image.to_rgb8().save(&path).map_err(|e| e.to_string()));
            match saved {
                Ok(()) => {
                    info!("screenshot saved to {}", path.display());
                    exit.write(AppExit::Success);
                }
                Err(error) => {
                    error!("cannot save the screenshot to {}: {error}", path.display());
                    exit.write(AppExit::error());
                }
            }
        },
    );
}
