//! The egui panels around the board: the tool bar, the side panel (status and move list), the
//! setup of a new game, the help window (rules, history and sources, controls), the gamepad
//! menu, the end-of-game banner and messages to the player.
//!
//! Panels are egui areas rather than egui's panel containers: areas are layers egui knows the
//! pointer is over, so bevy_egui keeps those clicks from the board, and clicks beside them reach
//! the board. The camera's `BoardInsets` learn from the bars how much of the window they take.

mod banner;
mod help;
mod menu;
mod notices;
mod setup;
mod side;
mod toolbar;

use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};

use super::i18n::{Key, Language};

pub use notices::{Notice, PendingNotices, Toast};

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

/// Which tab the help window shows.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum HelpTab {
    /// The rules.
    #[default]
    Rules,
    /// History and sources.
    History,
    /// The controls.
    Controls,
}

impl HelpTab {
    /// Every tab, in the order they are shown.
    pub const ALL: [HelpTab; 3] = [HelpTab::Rules, HelpTab::History, HelpTab::Controls];

    /// The tab's title.
    pub fn title(self) -> Key {
        match self {
            HelpTab::Rules => Key::Rules,
            HelpTab::History => Key::History,
            HelpTab::Controls => Key::Controls,
        }
    }
}

/// What is open, and requests from keys and the gamepad to the panels.
#[derive(Resource, Debug, Default)]
pub struct UiState {
    /// The setup of a new game, with the choices being made (applied at Start).
    pub setup: Option<super::model::GameSettings>,
    /// The help window and its tab.
    pub help: Option<HelpTab>,
    /// The gamepad menu.
    pub menu_open: bool,
    /// Pixels to scroll the help text by, asked for by keys or the gamepad this frame.
    pub help_scroll: f32,
    /// A window that has just opened and wants the keyboard focus on its first button.
    focus_pending: bool,
}

impl UiState {
    /// Opens the setup of a new game, starting from the remembered choices.
    pub fn open_setup(&mut self, remembered: super::model::GameSettings) {
        self.setup = Some(remembered);
        self.menu_open = false;
        self.focus_pending = true;
    }

    /// Opens the help window on `tab`, or closes it if it already shows that tab.
    pub fn toggle_help(&mut self, tab: HelpTab) {
        self.help = if self.help == Some(tab) {
            None
        } else {
            Some(tab)
        };
        self.help_scroll = 0.0;
        self.menu_open = false;
        self.focus_pending = self.help.is_some();
    }

    /// Opens or closes the gamepad menu.
    pub fn toggle_menu(&mut self) {
        self.menu_open = !self.menu_open;
        self.focus_pending = self.menu_open;
    }

    /// Closes the topmost window (menu, setup, help), if one is open; says whether it did.
    pub fn close_top(&mut self) -> bool {
        if self.menu_open {
            self.menu_open = false;
        } else if self.setup.is_some() {
            self.setup = None;
        } else if self.help.is_some() {
            self.help = None;
        } else {
            return false;
        }
        true
    }

    /// Whether any window is open over the board.
    pub fn any_window_open(&self) -> bool {
        self.menu_open || self.setup.is_some() || self.help.is_some()
    }

    /// Gives the keyboard focus to `response` if a window just opened; call for its first button.
    fn take_focus(&mut self, response: &egui::Response) {
        if self.focus_pending {
            response.request_focus();
            self.focus_pending = false;
        }
    }
}

/// Registers the panels. They draw in egui's pass, in this order: bars first (they set the
/// camera's insets), then the windows over the board, then messages on top.
pub(super) fn plugin(app: &mut App) {
    app.init_resource::<UiState>()
        .add_plugins(notices::plugin)
        .add_systems(Update, window_title)
        .add_systems(
            EguiPrimaryContextPass,
            (
                style_egui,
                toolbar::draw,
                side::draw,
                banner::draw,
                setup::draw,
                help::draw,
                menu::draw,
                notices::draw,
            )
                .chain(),
        );
}

/// Larger text and buttons than egui's defaults, so the panels read well on any screen and
/// are easy to hit with a finger. Runs once, in the first egui pass.
fn style_egui(mut contexts: EguiContexts, mut done: Local<bool>) -> Result {
    if *done {
        return Ok(());
    }
    /// egui's body text size is 12.5 points; this game uses this many.
    const BODY_TEXT: f32 = 15.0;
    /// The least height of a button, for fingers.
    const BUTTON_HEIGHT: f32 = 26.0;
    /// The grey of body text: brighter than egui's default, for reading long rules.
    const BODY_GREY: u8 = 200;
    let ctx = contexts.ctx_mut()?;
    ctx.global_style_mut(|style| {
        for (text_style, font) in style.text_styles.iter_mut() {
            let scale = match text_style {
                egui::TextStyle::Heading => 1.35,
                egui::TextStyle::Small => 0.8,
                _ => 1.0,
            };
            font.size = BODY_TEXT * scale;
        }
        style.spacing.interact_size.y = BUTTON_HEIGHT;
        style.spacing.button_padding = egui::vec2(8.0, 4.0);
        style.visuals.widgets.noninteractive.fg_stroke.color = egui::Color32::from_gray(BODY_GREY);
    });
    *done = true;
    Ok(())
}

/// Drops the keyboard focus a mouse or touch press left on a widget of `area`, so that the keys
/// go back to the board at once; focus reached with Tab stays.
fn release_pointer_focus(ctx: &egui::Context, area: &egui::Response) {
    let pressed_here = area.contains_pointer() && ctx.input(|input| input.pointer.any_released());
    if let Some(focused) = ctx.memory(|memory| memory.focused())
        && pressed_here
    {
        ctx.memory_mut(|memory| memory.surrender_focus(focused));
    }
}

/// Keeps the window's title in the current language.
fn window_title(language: Res<Language>, mut windows: Query<&mut Window>) {
    if !language.is_changed() {
        return;
    }
    for mut window in &mut windows {
        window.title = language.text(Key::AppTitle).to_owned();
    }
}
