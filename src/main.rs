//! The Epaminondas game for the desktop (and, built for wasm32, the browser).
#![warn(clippy::unwrap_used)]
// The game opens its own window: on Windows no console window beside it.
#![cfg_attr(windows, windows_subsystem = "windows")]

use bevy::app::TaskPoolOptions;
use bevy::asset::AssetMetaCheck;
use bevy::prelude::*;
use bevy::render::RenderPlugin;
use bevy::window::{WindowResizeConstraints, WindowResolution};
use bevy_anti_alias::fxaa::FxaaPlugin;
use epaminondas::game::GamePlugin;
use epaminondas::game::launch::LaunchOptions;
use std::process::ExitCode;

/// The window's size when the command line does not give one.
const DEFAULT_WINDOW_SIZE: UVec2 = UVec2::new(1280, 800);
/// Threads of the async compute pool at the least: the computer's search holds one for seconds,
/// and Bevy compiles its shaders on that pool too, so they must not wait for the search.
const MIN_ASYNC_COMPUTE_THREADS: usize = 2;
/// The smallest window the panels and the board fit in (a small phone held upright is wider).
const MIN_WINDOW_SIZE: Vec2 = Vec2::new(320.0, 240.0);
/// Exit status for a command line that cannot be used.
#[cfg(not(target_arch = "wasm32"))]
const USAGE_ERROR: u8 = 2;

fn main() -> ExitCode {
    #[cfg(not(target_arch = "wasm32"))]
    let launch = match LaunchOptions::parse(std::env::args().skip(1)) {
        Ok(launch) => launch,
        Err(answer) => {
            // The help, the version, or what is wrong with the command line and its usage.
            let _ = answer.print();
            return ExitCode::from(u8::try_from(answer.exit_code()).unwrap_or(USAGE_ERROR));
        }
    };
    // The page has no command line: its address asks instead.
    #[cfg(target_arch = "wasm32")]
    let launch = LaunchOptions {
        graphics: epaminondas::game::web::page::graphics_asked(),
        ..LaunchOptions::default()
    };
    let size = launch.size.unwrap_or(DEFAULT_WINDOW_SIZE);
    let mut resolution = WindowResolution::new(size.x, size.y);
    if launch.screenshot.is_some() {
        // A screenshot is exactly the pixels asked for, whatever the screen's scale.
        resolution = resolution.with_scale_factor_override(1.0);
    }
    let window = Window {
        title: epaminondas::game::online::attention::RESTING_TITLE.into(),
        resolution,
        fit_canvas_to_parent: true,
        resize_constraints: WindowResizeConstraints {
            min_width: MIN_WINDOW_SIZE.x,
            min_height: MIN_WINDOW_SIZE.y,
            ..default()
        },
        prevent_default_event_handling: true,
        ..default()
    };
    let render = RenderPlugin {
        // A screenshot must not be taken while shaders are still compiling in
        // the background (slow on a software renderer): compile them at once.
        synchronous_pipeline_compilation: launch.screenshot.is_some(),
        ..default()
    };
    let mut task_pools = TaskPoolOptions::default();
    task_pools.async_compute.min_threads = MIN_ASYNC_COMPUTE_THREADS;
    let mut app = App::new();
    app.add_plugins(
        DefaultPlugins
            .set(TaskPoolPlugin {
                task_pool_options: task_pools,
            })
            .set(WindowPlugin {
                primary_window: Some(window),
                ..default()
            })
            .set(render)
            // The assets have no .meta files; asking for them costs the web page a 404 each.
            .set(AssetPlugin {
                meta_check: AssetMetaCheck::Never,
                ..default()
            }),
    )
    // The camera's anti-aliasing (Bevy's `bevy_anti_alias` feature is off: Cargo.toml).
    .add_plugins(FxaaPlugin)
    .add_plugins(GamePlugin { launch });
    // A link's game (`#ep1.m…`) replaces the saved one.
    #[cfg(target_arch = "wasm32")]
    app.add_plugins(epaminondas::game::web::link::plugin);
    let exit = app.run();
    match exit {
        AppExit::Success => ExitCode::SUCCESS,
        AppExit::Error(code) => ExitCode::from(code.get()),
    }
}
