//! Watches the frame time (Bevy's frame-time diagnostics) while the computer
//! thinks and logs the longest frame of each search, to prove that no frame
//! waits for it.

use super::computer::ComputerSearch;
use super::model::GameModel;
use bevy::diagnostic::{DiagnosticsStore, FrameTimeDiagnosticsPlugin};
use bevy::prelude::*;

/// Frame times seen during the current (or last) search of the computer.
#[derive(Resource, Default, Clone, Copy, Debug)]
pub struct ThinkingFrameStats {
    /// Frames drawn while it thought.
    pub frames: u32,
    /// The longest of them, in milliseconds.
    pub longest_ms: f64,
    /// Whether a search is being watched now.
    pub watching: bool,
}

/// Registers the frame watch.
pub(super) fn plugin(app: &mut App) {
    if !app.is_plugin_added::<FrameTimeDiagnosticsPlugin>() {
        app.add_plugins(FrameTimeDiagnosticsPlugin::default());
    }
    app.init_resource::<ThinkingFrameStats>()
        .add_systems(Last, watch_frames_while_thinking);
}

fn watch_frames_while_thinking(
    diagnostics: Res<DiagnosticsStore>,
    search: Option<Res<ComputerSearch>>,
    model: Res<GameModel>,
    mut stats: ResMut<ThinkingFrameStats>,
) {
    let frame_ms = diagnostics
        .get(&FrameTimeDiagnosticsPlugin::FRAME_TIME)
        .and_then(|d| d.measurement())
        .map_or(0.0, |m| m.value);
    match (search.is_some(), stats.watching) {
        (true, false) => {
            *stats = ThinkingFrameStats {
                watching: true,
                ..default()
            };
        }
        (true, true) => {
            stats.frames += 1;
            stats.longest_ms = stats.longest_ms.max(frame_ms);
        }
        (false, true) => {
            stats.watching = false;
            info!(
                "the computer ({:?}) thought for {} frames; longest frame {:.1} ms",
                model.settings().level,
                stats.frames,
                stats.longest_ms
            );
        }
        (false, false) => {}
    }
}
