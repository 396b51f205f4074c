//! The panels' look, made for the board: dark walnut panels around it, text the colour of its
//! ivory stones, and brass (the gold of a selected stone and of the winner's confetti) for what
//! is chosen, highlighted or goes on. Rounded corners, roomy spacing, one scale of type in two
//! faces: Inter for text, semi-bold Inter for headings, titles and the button that goes on
//! (docs/DESIGN.md writes the palette and the scale down).
//!
//! [`apply`] sets egui's style once; the colours here are also the panels' own accents.

use bevy_egui::egui::{
    self, Color32, CornerRadius, FontFamily, FontId, Margin, Shadow, Stroke, TextStyle,
};
use epaminondas_engine::analysis::Mark;

/// The panels' background: dark walnut.
pub const PANEL: Color32 = Color32::from_rgb(38, 31, 27);
/// A window's background, a shade lighter than the panels so that it stands off them.
pub const WINDOW: Color32 = Color32::from_rgb(48, 40, 34);
/// The well of a text box or a list: darker than the panel.
pub const WELL: Color32 = Color32::from_rgb(27, 22, 19);
/// The stripe of every other row of a list.
pub const STRIPE: Color32 = Color32::from_rgb(45, 37, 32);
/// The text: the ivory of the white stones.
pub const TEXT: Color32 = Color32::from_rgb(236, 228, 212);
/// Text that matters less (numbers of the list, hints).
pub const WEAK_TEXT: Color32 = Color32::from_rgb(170, 156, 138);
/// Brass: what is chosen or highlighted, and the button that goes on.
pub const ACCENT: Color32 = Color32::from_rgb(214, 164, 76);
/// The text on brass.
pub const ON_ACCENT: Color32 = Color32::from_rgb(33, 24, 14);
/// A button at rest.
const BUTTON: Color32 = Color32::from_rgb(70, 58, 49);
/// A button under the pointer.
const BUTTON_HOVERED: Color32 = Color32::from_rgb(92, 76, 63);
/// A button being pressed.
const BUTTON_ACTIVE: Color32 = Color32::from_rgb(112, 92, 74);
/// The edge of panels, windows and buttons.
const EDGE: Color32 = Color32::from_rgb(96, 80, 66);
/// The warning of a breakthrough, and a move that missed a lesson's task.
pub const WARNING: Color32 = Color32::from_rgb(240, 150, 90);
/// A capture's announcement.
pub const CAPTURE: Color32 = Color32::from_rgb(236, 200, 120);
/// A refused click's explanation, and other news that is no alarm.
pub const NOTE: Color32 = Color32::from_rgb(160, 200, 235);
/// The hint's words: the violet of its marks on the board.
pub const HINT: Color32 = Color32::from_rgb(196, 168, 255);
/// A finished lesson, a good record, a win.
pub const GOOD: Color32 = Color32::from_rgb(140, 205, 120);
/// A record that cannot be read, a loss.
pub const BAD: Color32 = Color32::from_rgb(240, 130, 115);

/// A lesson's or a puzzle's task.
pub const TASK: Color32 = Color32::from_rgb(240, 215, 140);
/// The frame of a task done (a lesson's, a puzzle's right move), and a finished lesson's mark.
pub const TASK_DONE: Color32 = Color32::from_rgb(130, 210, 120);
/// The fill of a finished lesson's mark.
pub const TASK_DONE_FILL: Color32 = Color32::from_rgb(44, 92, 52);
/// The frame of a move that missed a lesson's task or was wrong in a puzzle.
pub const TASK_MISSED: Color32 = Color32::from_rgb(255, 170, 90);
/// The frame of a click a lesson refused.
pub const TASK_REFUSED: Color32 = Color32::from_rgb(150, 200, 255);
/// The frame of an answer being shown (a lesson's "show me", a puzzle's solution) or of a
/// search at work.
pub const TASK_SHOWING: Color32 = Color32::from_rgb(190, 190, 200);

// The rules' diagrams (src/game/ui/look/pictures.rs), in the board's own colours.
/// The lighter wood of the squares (the board texture's colour).
pub const PICTURE_LIGHT_WOOD: Color32 = Color32::from_rgb(214, 179, 128);
/// The darker wood of the squares.
pub const PICTURE_DARK_WOOD: Color32 = Color32::from_rgb(168, 128, 84);
/// The frame around the squares.
pub const PICTURE_FRAME_WOOD: Color32 = Color32::from_rgb(84, 54, 33);
/// White's stones.
pub const PICTURE_WHITE_STONE: Color32 = Color32::from_rgb(237, 230, 209);
/// Black's stones.
pub const PICTURE_BLACK_STONE: Color32 = Color32::from_rgb(26, 28, 36);
/// The arrow of a move and the ring of a capture.
pub const PICTURE_ARROW: Color32 = Color32::from_rgb(230, 150, 40);

/// The veil over the board and the bars behind a window that asks for an answer.
pub const BACKDROP: Color32 = Color32::from_black_alpha(130);

// The type scale, in points (docs/DESIGN.md): 13 small print, 15 the move list and records,
// 16 body, 20 headings and window titles, 26 the title of a moment (the end of a game).
/// The body text size, in points.
pub const BODY: f32 = 16.0;
/// Headings and window titles, in the heading face.
const HEADING: f32 = 20.0;
/// The title of a moment: who won, on the ending card.
pub const TITLE: f32 = 26.0;
/// Small print: hints under buttons, the goal.
const SMALL: f32 = 13.0;
/// The move list, in the text face with its tabular figures.
const MOVE_LIST: f32 = 15.0;
/// The records' fixed-width text.
const MONOSPACE: f32 = 15.0;
/// The least height of a button on a desktop.
pub const BUTTON_HEIGHT: f32 = 32.0;
/// The least height of a control a finger presses (phones, the menu): 44 points, the size
/// touch guidelines ask for.
pub const TOUCH_HEIGHT: f32 = 44.0;
/// The mark of a check box or a radio button, and its inner part, on a desktop and on a touch
/// screen.
const ICON: (f32, f32) = (18.0, 10.0);
const TOUCH_ICON: (f32, f32) = (26.0, 15.0);
/// The rounding of buttons.
const BUTTON_ROUNDING: u8 = 6;
/// The rounding of windows.
const WINDOW_ROUNDING: u8 = 10;

/// Sizes the controls for a mouse or, on a touch-sized screen (`touch`), for a finger: every
/// button, check box, radio button and field at least [`TOUCH_HEIGHT`] tall, their marks larger.
pub(crate) fn size_controls(style: &mut egui::Style, touch: bool) {
    let spacing = &mut style.spacing;
    spacing.interact_size.y = if touch { TOUCH_HEIGHT } else { BUTTON_HEIGHT };
    (spacing.icon_width, spacing.icon_width_inner) = if touch { TOUCH_ICON } else { ICON };
}

/// The heading face's family (semi-bold Inter).
pub fn heading_family() -> FontFamily {
    FontFamily::Name(super::fonts::HEADING_FAMILY.into())
}

/// The move list's type: the text face, whose tabular figures keep the numbers in a column.
pub fn move_list_font() -> FontId {
    FontId::new(MOVE_LIST, FontFamily::Proportional)
}

/// Sets the game's look on egui's style.
pub(crate) fn apply(style: &mut egui::Style) {
    style.text_styles = [
        (TextStyle::Heading, FontId::new(HEADING, heading_family())),
        (TextStyle::Body, FontId::new(BODY, FontFamily::Proportional)),
        (
            TextStyle::Button,
            FontId::new(BODY, FontFamily::Proportional),
        ),
        (
            TextStyle::Small,
            FontId::new(SMALL, FontFamily::Proportional),
        ),
        (
            TextStyle::Monospace,
            FontId::new(MONOSPACE, FontFamily::Monospace),
        ),
    ]
    .into();
    let spacing = &mut style.spacing;
    spacing.item_spacing = egui::vec2(8.0, 6.0);
    spacing.button_padding = egui::vec2(10.0, 5.0);
    spacing.window_margin = Margin::same(14);
    spacing.menu_margin = Margin::same(8);
    spacing.icon_spacing = 8.0;
    size_controls(style, false);

    let visuals = &mut style.visuals;
    visuals.dark_mode = true;
    visuals.override_text_color = None;
    visuals.panel_fill = PANEL;
    visuals.window_fill = WINDOW;
    visuals.window_stroke = Stroke::new(1.0, EDGE);
    visuals.window_corner_radius = CornerRadius::same(WINDOW_ROUNDING);
    visuals.menu_corner_radius = CornerRadius::same(BUTTON_ROUNDING);
    visuals.window_shadow = Shadow {
        offset: [0, 6],
        blur: 18,
        spread: 0,
        color: Color32::from_black_alpha(110),
    };
    visuals.popup_shadow = Shadow {
        offset: [0, 3],
        blur: 8,
        spread: 0,
        color: Color32::from_black_alpha(90),
    };
    visuals.extreme_bg_color = WELL;
    visuals.text_edit_bg_color = Some(WELL);
    visuals.code_bg_color = WELL;
    visuals.faint_bg_color = STRIPE;
    visuals.hyperlink_color = ACCENT;
    visuals.warn_fg_color = WARNING;
    visuals.error_fg_color = BAD;
    visuals.weak_text_color = Some(WEAK_TEXT);
    visuals.selection.bg_fill = ACCENT;
    visuals.selection.stroke = Stroke::new(1.5, ON_ACCENT);
    visuals.slider_trailing_fill = true;
    // A typing field's cursor stands still: a blinking one draws two frames a second for as
    // long as the field has the focus (the move box left open), which a resting window must not.
    visuals.text_cursor.blink = false;
    // A disabled button stays readable: it fades, but not into the panel.
    visuals.disabled_alpha = 0.45;

    let rounding = CornerRadius::same(BUTTON_ROUNDING);
    let widgets = &mut visuals.widgets;
    widgets.noninteractive.bg_fill = PANEL;
    widgets.noninteractive.weak_bg_fill = PANEL;
    widgets.noninteractive.bg_stroke = Stroke::new(1.0, EDGE);
    widgets.noninteractive.fg_stroke = Stroke::new(1.0, TEXT);
    widgets.noninteractive.corner_radius = rounding;
    for (visuals, fill, edge, expansion) in [
        (&mut widgets.inactive, BUTTON, EDGE, 0.0),
        (&mut widgets.hovered, BUTTON_HOVERED, ACCENT, 1.0),
        (&mut widgets.active, BUTTON_ACTIVE, ACCENT, 1.0),
        (&mut widgets.open, BUTTON_HOVERED, EDGE, 0.0),
    ] {
        visuals.bg_fill = fill;
        visuals.weak_bg_fill = fill;
        visuals.bg_stroke = Stroke::new(1.0, edge);
        visuals.fg_stroke = Stroke::new(1.5, TEXT);
        visuals.corner_radius = rounding;
        visuals.expansion = expansion;
    }
}

/// The frame of the bar and the side panel: walnut, a hairline edge, no rounding (they meet
/// the window's edges).
pub(crate) fn panel_frame() -> egui::Frame {
    egui::Frame::new()
        .fill(PANEL)
        .inner_margin(Margin::symmetric(10, 8))
        .stroke(Stroke::new(1.0, EDGE))
}

/// A brass button: the one action that goes on (Start, Next lesson, Play a first game).
pub fn primary_button(text: &str) -> egui::Button<'static> {
    let label = egui::RichText::new(text)
        .font(FontId::new(BODY, heading_family()))
        .color(ON_ACCENT);
    egui::Button::new(label).fill(ACCENT)
}

/// The analysis graph's background, between the sides' colours.
pub const GRAPH_BACKGROUND: Color32 = Color32::from_rgb(88, 76, 66);
/// White's share of the graph: the ivory of its stones.
pub const GRAPH_WHITE: Color32 = Color32::from_rgb(236, 228, 212);
/// Black's share: the near-black of its stones.
pub const GRAPH_BLACK: Color32 = Color32::from_rgb(18, 15, 13);
/// An inaccuracy's colour.
pub const MARK_INACCURACY: Color32 = Color32::from_rgb(232, 200, 90);
/// The best and only moves' colour.
pub const MARK_BEST: Color32 = Color32::from_rgb(110, 190, 235);

/// The colour a mark is shown in: blue for the engine's choice, yellow, orange and red for
/// the three degrees of loss, the text's own for a good move.
pub fn mark_colour(mark: Mark) -> Color32 {
    match mark {
        Mark::OnlyMove | Mark::Best => MARK_BEST,
        Mark::Good => TEXT,
        Mark::Inaccuracy => MARK_INACCURACY,
        Mark::Mistake => WARNING,
        Mark::Blunder => BAD,
    }
}
