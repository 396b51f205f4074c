//! Screenshot mode: once the scene has settled, the selection asked for on the
//! command line is clicked, a PNG of the window is saved and the program exits.

use super::animation::{Knocked, Slide};
use super::launch::LaunchOptions;
use super::selection::BoardIntent;
use bevy::diagnostic::FrameCount;
use bevy::prelude::*;
use bevy::render::view::screenshot::{Screenshot, ScreenshotCaptured};
use std::path::PathBuf;
use std::time::Duration;

/// Frames drawn before the selection is clicked (the scene is up by then).
const SELECT_AT_FRAME: u32 = 3;
/// Frames drawn before the picture is taken, so that pipelines are compiled
/// and egui has laid its text out.
const SETTLE_FRAMES: u32 = 12;
/// Least time before the picture is taken.
const SETTLE_TIME: Duration = Duration::from_millis(1500);
/// Give up if no picture has been saved by then.
const GIVE_UP: Duration = Duration::from_secs(90);

/// What screenshot mode still has to do.
#[derive(Resource, Debug)]
struct ScreenshotPlan {
    path: PathBuf,
    selected: bool,
    requested: bool,
}

/// Registers screenshot mode if the command line asked for it.
pub(super) fn plugin(app: &mut App) {
    let Some(path) = app
        .world()
        .get_resource::<LaunchOptions>()
        .and_then(|launch| launch.screenshot.clone())
    else {
        return;
    };
    app.insert_resource(ScreenshotPlan {
        path,
        selected: false,
        requested: false,
    })
    .add_systems(Update, click_selection.in_set(super::GameSystems::Input))
    .add_systems(Last, take_screenshot);
}

fn click_selection(
    frames: Res<FrameCount>,
    launch: Res<LaunchOptions>,
    mut plan: ResMut<ScreenshotPlan>,
    mut intents: MessageWriter<BoardIntent>,
) {
    if plan.selected || frames.0 < SELECT_AT_FRAME {
        return;
    }
    plan.selected = true;
    intents.write_batch(
        launch
            .select
            .iter()
            .map(|&square| BoardIntent::Square(square)),
    );
}

fn take_screenshot(
    mut commands: Commands,
    frames: Res<FrameCount>,
    time: Res<Time<Real>>,
    mut plan: ResMut<ScreenshotPlan>,
    moving: Query<(), Or<(With<Slide>, With<Knocked>)>>,
    mut exit: MessageWriter<AppExit>,
) {
    let elapsed = time.elapsed();
    if elapsed > GIVE_UP {
        error!("screenshot mode: no picture after {GIVE_UP:?}; giving up");
        exit.write(AppExit::error());
        return;
    }
    let settled =
        plan.selected && frames.0 >= SETTLE_FRAMES && elapsed >= SETTLE_TIME && moving.is_empty();
    if plan.requested || !settled {
        return;
    }
    plan.requested = true;
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
