//! The panels' shared measures and helpers.

use bevy_egui::egui;

use crate::game::ui::state::WindowId;
use crate::game::view::framing::Framing;

/// The window width (logical pixels) below which the side panel moves under the board, when
/// the window is also taller than wide (a phone held upright). A wider window moves it there
/// too where the board, as wide as the window, still leaves the panel its least share of the
/// height (an upright tablet or page: 800×1200).
pub const NARROW_WINDOW: f32 = 640.0;
/// The width of the side panel on a wide window, in a game and in a lesson alike: the board
/// keeps its place when a lesson starts or ends.
pub const SIDE_PANEL_WIDTH: f32 = 300.0;
/// On a small landscape window the side panel takes at most this share of the width (less than
/// a third: the board keeps the most).
pub const SIDE_PANEL_MAX_SHARE: f32 = 0.3;
/// A panel shorter than this leaves out the goal text to keep the move list in view.
pub const SHORT_PANEL: f32 = 240.0;
/// The least share of a narrow window's height the bottom panel takes.
pub const BOTTOM_PANEL_SHARE: f32 = 0.28;
/// The least height of the bottom panel, in logical pixels, where the window has it: a
/// review's status, buttons and words beside its list (600 × 900).
pub const BOTTOM_PANEL_LEAST: f32 = 280.0;
/// The most share of a narrow window's height the bottom panel takes.
pub const BOTTOM_PANEL_MAX_SHARE: f32 = 0.45;
/// The height per unit of width under which a board as wide as the window leaves a wider window
/// room enough for the panel below it (its 14 × 12 squares and the coordinates around them,
/// seen from above; the panel then takes what the board needs, see [`panel_place`]).
pub const BOARD_HEIGHT_PER_WIDTH: f32 = 0.95;
/// The share of a narrow window's height the bottom panel takes while it shows a lesson (the
/// board, as wide as the window, still fits above it on a phone held upright).
pub const LESSON_BOTTOM_SHARE: f32 = 0.48;
/// A bottom panel at least this wide shows the status and the move list side by side.
pub const TWO_COLUMNS_WIDTH: f32 = 480.0;

/// Where the side panel goes.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct PanelPlace {
    /// The panel's rectangle in the window, in logical pixels.
    pub rect: egui::Rect,
    /// Under the board (a narrow upright window) rather than beside it.
    pub bottom: bool,
}

/// Where the side panel goes in a window of `screen` whose bar takes `top` pixels; `lesson`:
/// it shows a lesson (taller under the board). Beside the board it takes
/// [`SIDE_PANEL_WIDTH`] but less than a third of a small window; under the board (a narrow
/// upright window) it takes what the board, spanning the window's width seen from above with
/// its rows of captured stones, leaves.
pub fn panel_place(screen: egui::Rect, top: f32, lesson: bool) -> PanelPlace {
    let upright_and_narrow = screen.width() < NARROW_WINDOW && screen.height() >= screen.width();
    let room_under_a_whole_width_board =
        screen.height() - top - screen.width() * BOARD_HEIGHT_PER_WIDTH;
    let bottom = upright_and_narrow
        || room_under_a_whole_width_board >= screen.height() * BOTTOM_PANEL_SHARE;
    let rect = if bottom {
        let height = if lesson {
            screen.height() * LESSON_BOTTOM_SHARE
        } else {
            let board = screen.width() * Framing::upright_height_per_width();
            let most = screen.height() * BOTTOM_PANEL_MAX_SHARE;
            let least = (screen.height() * BOTTOM_PANEL_SHARE)
                .max(BOTTOM_PANEL_LEAST)
                .min(most);
            (screen.height() - top - board).clamp(least, most)
        }
        .round();
        egui::Rect::from_min_max(
            egui::pos2(screen.left(), screen.bottom() - height),
            screen.max,
        )
    } else {
        // A finger's buttons need a little more room than a share of a small screen.
        let least = if touch_sized(screen) {
            TOUCH_PANEL_WIDTH
        } else {
            0.0
        };
        let width =
            SIDE_PANEL_WIDTH.min((screen.width() * SIDE_PANEL_MAX_SHARE).round().max(least));
        egui::Rect::from_min_max(
            egui::pos2(screen.right() - width, screen.top() + top),
            screen.max,
        )
    };
    PanelPlace { rect, bottom }
}

/// The least width of the side panel beside the board on a touch-sized screen: its four
/// review buttons at a finger's size side by side.
const TOUCH_PANEL_WIDTH: f32 = 232.0;

/// How much taller than on a desktop a row of controls is on a touch-sized screen (none on a
/// desktop): windows keep that much more room for each row outside their scrolled part.
pub(crate) fn touch_extra(ctx: &egui::Context) -> f32 {
    (ctx.global_style().spacing.interact_size.y - super::theme::BUTTON_HEIGHT).max(0.0)
}

/// A window whose shorter side is below this (logical pixels) is a phone's, held either way.
pub const PHONE_SIDE: f32 = 500.0;

/// Whether the window is a phone's (or as small): buttons get a finger's height.
pub fn touch_sized(screen: egui::Rect) -> bool {
    screen.width().min(screen.height()) < PHONE_SIDE
}

/// Room kept free on each side of a centred window, in logical pixels (half on each side).
const WINDOW_SCREEN_MARGIN: f32 = 16.0;

/// The content width of a centred window that would be `wanted` wide: at most the screen's
/// width less a margin and the window's own frame (its inner margins and edge), so that a
/// phone shows the whole window.
pub(crate) fn window_width(ctx: &egui::Context, wanted: f32) -> f32 {
    let frame = ctx.global_style().spacing.window_margin.sum().x
        + 2.0 * ctx.global_style().visuals.window_stroke.width;
    wanted
        .min(ctx.content_rect().width() - WINDOW_SCREEN_MARGIN - frame)
        .max(0.0)
}

/// Drops the keyboard focus a mouse or touch press left on a widget of `area`, so that the keys
/// go back to the board at once; focus reached with Tab stays.
pub(crate) fn release_pointer_focus(ctx: &egui::Context, area: &egui::Response) {
    let pressed_here = area.contains_pointer() && ctx.input(|input| input.pointer.any_released());
    if let Some(focused) = ctx.memory(|memory| memory.focused())
        && pressed_here
    {
        ctx.memory_mut(|memory| memory.surrender_focus(focused));
    }
}

/// Asks for the keyboard focus on `response` (a window's first button) in the frame the window
/// opens; `was_open` remembers whether it was open in the frame before.
pub(crate) fn focus_when_opened(was_open: &mut bool, response: &egui::Response) {
    if !*was_open {
        response.request_focus();
        *was_open = true;
    }
}

/// A window of one `width` in the middle of the screen, neither collapsible nor resizable, with
/// a close button that clears `open`: the frame of the setup, the help, the Settings, the first
/// start's question and the records.
pub(crate) fn centred_window<'open>(
    title: impl Into<egui::WidgetText>,
    id: WindowId,
    open: &'open mut bool,
    width: f32,
) -> egui::Window<'open> {
    centred(title, id, open).min_width(width).max_width(width)
}

/// A window in the middle of the screen as wide as its contents, neither collapsible nor
/// resizable, with a close button that clears `open`: the gamepad's menu, the Invite / Join
/// window.
pub(crate) fn centred<'open>(
    title: impl Into<egui::WidgetText>,
    id: WindowId,
    open: &'open mut bool,
) -> egui::Window<'open> {
    egui::Window::new(title)
        .id(id.egui_id())
        .open(open)
        .collapsible(false)
        .resizable(false)
        .anchor(egui::Align2::CENTER_CENTER, egui::Vec2::ZERO)
        // A window is whole from its first visible frame: a click on it then counts.
        .fade_in(false)
        .fade_out(false)
}

/// `text` with each space beside a figure made a no-break space: a count wraps with its word
/// ("White 28 : 21 Black" never leaves "21" alone on a line).
pub fn figures_kept_with_words(text: &str) -> String {
    let chars: Vec<char> = text.chars().collect();
    let is_figure = |index: Option<usize>| {
        index
            .and_then(|index| chars.get(index))
            .is_some_and(char::is_ascii_digit)
    };
    chars
        .iter()
        .enumerate()
        .map(|(index, &c)| {
            if c == ' ' && (is_figure(index.checked_sub(1)) || is_figure(Some(index + 1))) {
                '\u{a0}'
            } else {
                c
            }
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn figures_stay_with_their_words() {
        assert_eq!(
            figures_kept_with_words("Stones: White 28 : 21 Black"),
            "Stones: White\u{a0}28\u{a0}:\u{a0}21\u{a0}Black"
        );
        assert_eq!(figures_kept_with_words("Move 9"), "Move\u{a0}9");
        assert_eq!(
            figures_kept_with_words("no figures here"),
            "no figures here"
        );
    }
}
