//! High-density screens: the game draws its canvas at its CSS size times the page's
//! `devicePixelRatio`, lays itself out at the CSS size and reads the pointer at CSS positions,
//! whatever the browser reports.
//!
//! winit takes `devicePixelRatio` as the scale factor (pointer and touch positions are CSS
//! offsets times it, which Bevy divides by it again) but sizes the canvas from the
//! `ResizeObserver`'s device-pixel box. A real screen reports the two in agreement. Emulated
//! screens do not: Chromium's device emulation (Playwright's `deviceScaleFactor`, the device
//! toolbar) reports `devicePixelRatio` N with a device-pixel box of the CSS size, so the game
//! drew at CSS size and laid itself out as if the window were N times smaller (the board where
//! taps do not land); headless Chromium's `--force-device-scale-factor=N` alone reports the
//! box N times the CSS size with a ratio of 1. Here the window's physical size is set to the
//! canvas's CSS size times the ratio whenever it differs: logical size = CSS size, input in CSS
//! pixels, and the renderer sizes the canvas's pixels to match (wgpu sets them when it
//! configures the surface).
//!
//! A change made here is announced as winit announces its own, with a [`WindowResized`]
//! message: Bevy's cameras recompute their target's size only on that message (or when their
//! own viewport changes). Without it, on a resize or a turned phone this correction ran before
//! winit's `Resized` arrived, the board camera (whose viewport follows the window) took the new
//! size and the panels' camera kept the old one, and the frame's shared colour texture and a
//! camera's depth texture differed in size: wgpu's validation error ended the page.

use bevy::prelude::*;
use bevy::window::{PrimaryWindow, WindowResized};

/// Registers the correction.
pub(crate) fn plugin(app: &mut App) {
    app.add_systems(First, agree_with_page);
}

/// The physical size the window must have: the canvas's CSS size times the page's ratio, or
/// `None` when the page has no canvas laid out yet.
fn wanted_physical_size() -> Option<UVec2> {
    let page = web_sys::window()?;
    let ratio = page.device_pixel_ratio();
    let canvas = page.document()?.query_selector("canvas").ok()??;
    let css = (canvas.client_width(), canvas.client_height());
    if css.0 <= 0 || css.1 <= 0 || ratio.is_nan() || ratio <= 0.0 {
        return None;
    }
    Some(physical_size(css, ratio))
}

/// CSS pixels times the ratio, rounded as browsers round a device-pixel box.
fn physical_size((width, height): (i32, i32), ratio: f64) -> UVec2 {
    let scaled = |css: i32| (f64::from(css) * ratio).round().max(1.0) as u32;
    UVec2::new(scaled(width), scaled(height))
}

/// Sets the window's physical size to the page's when winit reported another, and announces
/// the change as winit does, so that every camera's target follows it.
fn agree_with_page(
    mut windows: Query<(Entity, &mut Window), With<PrimaryWindow>>,
    mut resized: MessageWriter<WindowResized>,
) {
    let Ok((entity, mut window)) = windows.single_mut() else {
        return;
    };
    let Some(wanted) = wanted_physical_size() else {
        return;
    };
    let physical = window.physical_size();
    if physical.x.abs_diff(wanted.x) > 1 || physical.y.abs_diff(wanted.y) > 1 {
        info!(
            "the page's canvas is {wanted} device pixels (CSS size times devicePixelRatio), \
             not {physical}: drawing at {wanted}"
        );
        window
            .resolution
            .set_physical_resolution(wanted.x, wanted.y);
        resized.write(WindowResized {
            window: entity,
            width: window.width(),
            height: window.height(),
        });
    }
}
