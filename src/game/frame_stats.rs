//! Watches the frame time (Bevy's frame-time diagnostics) while the computer
//! thinks, and compares it with the frames before: if the search held a
//! frame up, the longest frame while thinking would be as long as the search.

use super::board::model::GameModel;
use super::computer::{ComputerSearch, LastSearch};
use bevy::diagnostic::{DiagnosticsStore, FrameTimeDiagnosticsPlugin};
use bevy::prelude::*;

/// Frame times over a stretch of frames.
#[derive(Clone, Copy, Debug, Default, PartialEq)]
pub struct FrameWindow {
    /// Frames seen.
    pub frames: u32,
    /// Their total time, in milliseconds.
    pub total_ms: f64,
    /// The longest of them, in milliseconds.
    pub longest_ms: f64,
}

impl FrameWindow {
    fn add(&mut self, frame_ms: f64) {
        self.frames += 1;
        self.total_ms += frame_ms;
        self.longest_ms = self.longest_ms.max(frame_ms);
    }

    /// The mean frame time, in milliseconds.
    pub fn mean_ms(&self) -> f64 {
        self.total_ms / f64::from(self.frames.max(1))
    }
}

/// Frame times while the computer thinks and while it does not.
#[derive(Resource, Default, Clone, Copy, Debug)]
pub struct ThinkingFrameStats {
    /// Frames since the last search ended (or the start).
    pub idle: FrameWindow,
    /// Frames of the current (or last) search.
    pub thinking: FrameWindow,
    /// Whether a search is being watched now.
    pub watching: bool,
}

/// Registers the frame watch (the caller adds Bevy's `FrameTimeDiagnosticsPlugin`).
pub(super) fn plugin(app: &mut App) {
    app.init_resource::<ThinkingFrameStats>()
        .add_systems(Last, watch_frames_while_thinking);
}

fn watch_frames_while_thinking(
    diagnostics: Res<DiagnosticsStore>,
    search: Option<Res<ComputerSearch>>,
    model: Res<GameModel>,
    last: Res<LastSearch>,
    mut stats: ResMut<ThinkingFrameStats>,
) {
    let Some(frame_ms) = diagnostics
        .get(&FrameTimeDiagnosticsPlugin::FRAME_TIME)
        .and_then(|d| d.measurement())
        .map(|m| m.value)
    else {
        return;
    };
    match (search.is_some(), stats.watching) {
        (true, false) => {
            // This frame began before the search did: it still counts as idle.
            stats.idle.add(frame_ms);
            stats.thinking = FrameWindow::default();
            stats.watching = true;
        }
        (true, true) => stats.thinking.add(frame_ms),
        (false, true) => {
            stats.thinking.add(frame_ms);
            stats.watching = false;
            let (idle, thinking) = (stats.idle, stats.thinking);
            info!(
                "the computer ({:?}) thought for {:.2} s (depth {}, {} nodes, longest slice in \
                 one frame {:.1} ms): {} frames, mean {:.1} ms, longest {:.1} ms \
                 (before: {} frames, mean {:.1} ms, longest {:.1} ms)",
                model.settings().level,
                thinking.total_ms / 1000.0,
                last.depth,
                last.nodes,
                last.longest_slice.as_secs_f64() * 1000.0,
                thinking.frames,
                thinking.mean_ms(),
                thinking.longest_ms,
                idle.frames,
                idle.mean_ms(),
                idle.longest_ms
            );
            stats.idle = FrameWindow::default();
        }
        (false, false) => stats.idle.add(frame_ms),
    }
}
