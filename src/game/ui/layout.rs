//! The panels' shared measures and helpers.

use bevy_egui::egui;

/// The window width (logical pixels) below which the side panel moves under the board, when
/// the window is also taller than wide (a phone held upright).
pub const NARROW_WINDOW: f32 = 640.0;
/// The width of the side panel on a wide window.
pub const SIDE_PANEL_WIDTH: f32 = 260.0;
/// On a small landscape window the side panel takes at most this share of the width.
pub const SIDE_PANEL_MAX_SHARE: f32 = 0.38;
/// The window width below which the bar keeps New game and Undo and puts the rest in a menu.
pub const COMPACT_BAR_WIDTH: f32 = 820.0;
/// A panel shorter than this leaves out the goal text to keep the move list in view.
pub const SHORT_PANEL: f32 = 240.0;
/// The share of a narrow window's height the bottom panel may take.
pub const BOTTOM_PANEL_SHARE: f32 = 0.28;
/// The width of the side panel while it shows a lesson, on a wide window.
pub const LESSON_PANEL_WIDTH: f32 = 320.0;
/// The share of a narrow window's height the bottom panel takes while it shows a lesson (the
/// board, as wide as the window, still fits above it on a phone held upright).
pub const LESSON_BOTTOM_SHARE: f32 = 0.48;

/// Drops the keyboard focus a mouse or touch press left on a widget of `area`, so that the keys
/// go back to the board at once; focus reached with Tab stays.
pub(super) fn release_pointer_focus(ctx: &egui::Context, area: &egui::Response) {
    let pressed_here = area.contains_pointer() && ctx.input(|input| input.pointer.any_released());
    if let Some(focused) = ctx.memory(|memory| memory.focused())
        && pressed_here
    {
        ctx.memory_mut(|memory| memory.surrender_focus(focused));
    }
}

/// Asks for the keyboard focus on `response` (a window's first button) in the frame the window
/// opens; `was_open` remembers whether it was open in the frame before.
pub(super) fn focus_when_opened(was_open: &mut bool, response: &egui::Response) {
    if !*was_open {
        response.request_focus();
        *was_open = true;
    }
}

/// A window of one `width` in the middle of the screen, neither collapsible nor resizable, with
/// a close button that clears `open`: the frame of the help, the first start's question and
/// the records.
pub(super) fn centred_window<'open>(
    title: impl Into<egui::WidgetText>,
    id: &str,
    open: &'open mut bool,
    width: f32,
) -> egui::Window<'open> {
    egui::Window::new(title)
        .id(egui::Id::new(id))
        .open(open)
        .collapsible(false)
        .resizable(false)
        .anchor(egui::Align2::CENTER_CENTER, egui::Vec2::ZERO)
        .min_width(width)
        .max_width(width)
}
