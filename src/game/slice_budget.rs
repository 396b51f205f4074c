//! How long the sliced search (the web's) may run in a frame. With a graphics card the page
//! draws a frame every 16 ms or so and the search gets [`SHORT_SLICE`]. When the renderer itself
//! is slow (software WebGL takes 100 ms and more over a frame) the main thread spends most of each
//! frame waiting for it; the search may then use that wait, up to [`LONG_SLICE`], which costs
//! no frame any time.
//!
//! Each frame's own work is measured from the start of the main world's update to the end of the
//! render world's, less the search's slice; the rest of the time from one frame's start to the
//! next is the wait.

use bevy::platform::time::Instant;
use bevy::prelude::*;
use bevy::render::{Render, RenderApp, RenderSystems};
use std::sync::{Arc, Mutex};
use std::time::Duration;

/// The slice when the main thread has little time to spare.
pub const SHORT_SLICE: Duration = Duration::from_millis(8);
/// The longest slice, when the main thread waits long for the renderer; with the frame's own
/// work (up to 20 ms seen in headless Chromium) and one step past it, it stays under the 50 ms
/// a browser counts as a long task.
pub const LONG_SLICE: Duration = Duration::from_millis(20);
/// The wait per frame (the search left out) from which slices are long: a long slice then
/// still leaves 20 ms of it. Frames this slow are under 25 a second anyway; faster ones keep
/// short slices, so a display's 60 or 30 frames a second are never lost to the search.
const WAIT_FOR_LONG_SLICES: Duration = Duration::from_millis(40);

/// The search's time in this frame, and how much of it is used.
#[derive(Resource, Clone, Copy, Debug, PartialEq, Eq)]
pub struct SliceBudget {
    /// The most the search may run in this frame.
    pub per_frame: Duration,
    /// What it ran in this frame so far.
    pub used: Duration,
}

impl Default for SliceBudget {
    fn default() -> Self {
        SliceBudget {
            per_frame: SHORT_SLICE,
            used: Duration::ZERO,
        }
    }
}

impl SliceBudget {
    /// The slice after a frame that began `interval` before the next and did `work` itself:
    /// long if the main thread waited at least [`WAIT_FOR_LONG_SLICES`], else short.
    pub fn after(interval: Duration, work: Duration) -> Duration {
        if interval.saturating_sub(work) >= WAIT_FOR_LONG_SLICES {
            LONG_SLICE
        } else {
            SHORT_SLICE
        }
    }
}

/// When the render world last finished a frame; both worlds hold the same one.
#[derive(Resource, Clone, Default)]
struct RenderFinished(Arc<Mutex<Option<Instant>>>);

/// Registers the measurement; without a render world the slices stay short.
pub(super) fn plugin(app: &mut App) {
    let finished = RenderFinished::default();
    app.init_resource::<SliceBudget>()
        .insert_resource(finished.clone())
        .add_systems(First, plan_slice);
    if let Some(render_app) = app.get_sub_app_mut(RenderApp) {
        render_app
            .insert_resource(finished)
            .add_systems(Render, note_render_finished.in_set(RenderSystems::Cleanup));
    }
}

fn note_render_finished(finished: Res<RenderFinished>) {
    if let Ok(mut at) = finished.0.lock() {
        *at = Some(Instant::now());
    }
}

/// Sets this frame's slice from the last frame's work and wait.
fn plan_slice(
    finished: Res<RenderFinished>,
    mut budget: ResMut<SliceBudget>,
    mut last_start: Local<Option<Instant>>,
) {
    let now = Instant::now();
    let render_end = finished.0.lock().ok().and_then(|at| *at);
    if let (Some(start), Some(end)) = (*last_start, render_end)
        && end > start
    {
        let work = (end - start).saturating_sub(budget.used);
        budget.per_frame = SliceBudget::after(now - start, work);
    }
    budget.used = Duration::ZERO;
    *last_start = Some(now);
}

#[cfg(test)]
mod tests {
    use super::*;

    fn ms(n: u64) -> Duration {
        Duration::from_millis(n)
    }

    #[test]
    fn a_fast_renderer_keeps_slices_short() {
        // 60 frames a second with 5 ms of work; 30 a second with 25 ms.
        assert_eq!(SliceBudget::after(ms(17), ms(5)), SHORT_SLICE);
        assert_eq!(SliceBudget::after(ms(33), ms(25)), SHORT_SLICE);
        // A busy main thread: long frames, but no wait.
        assert_eq!(SliceBudget::after(ms(120), ms(110)), SHORT_SLICE);
    }

    #[test]
    fn a_slow_renderer_lends_its_wait_to_long_slices() {
        // Software WebGL: 117 ms frames, 4 ms of them the page's own work.
        assert_eq!(SliceBudget::after(ms(117), ms(4)), LONG_SLICE);
        assert_eq!(SliceBudget::after(ms(45), ms(5)), LONG_SLICE);
        assert_eq!(SliceBudget::after(ms(44), ms(5)), SHORT_SLICE);
    }
}
