//! The egui panels around the board: the tool bar, the side panel (status and move list, or
//! the open lesson of the tutorial), the setup of a new game, the help window (rules, history
//! and sources, controls), the first start's question, the game records, the gamepad menu, the
//! end-of-game banner and messages to the player.
//!
//! Panels are egui areas rather than egui's panel containers: areas are layers egui knows the
//! pointer is over, so bevy_egui keeps those clicks from the board, and clicks beside them reach
//! the board. The camera's `BoardInsets` learn from the bars how much of the window they take.

mod banner;
mod fonts;
mod glyphs;
mod help;
pub mod layout;
pub mod lesson;
mod menu;
pub mod notices;
mod pictures;
pub mod records;
mod setup;
mod side;
pub mod state;
pub mod status;
mod toolbar;
mod welcome;

use bevy::prelude::*;
use bevy_egui::{EguiContext, EguiContexts, EguiPreUpdateSet, EguiPrimaryContextPass, egui};

use super::i18n::Key;
use super::preferences::Preferences;

/// The least time egui accepts between a press and a release as a click, in seconds (egui's
/// own default).
const CLICK_SECONDS: f64 = 0.8;
/// A press and release in consecutive frames must click however slowly frames come: the time
/// between them is at most this many frames.
const CLICK_FRAMES: f64 = 2.5;

/// Registers the panels. They draw in egui's pass, in this order: bars first (they set the
/// camera's insets), then the windows over the board, then messages on top.
pub(super) fn plugin(app: &mut App) {
    app.add_plugins((
        notices::plugin,
        status::plugin,
        records::plugin,
        records::drop_plugin,
        welcome::plugin,
    ))
    .add_systems(Update, window_title)
    .add_systems(
        PreUpdate,
        install_fonts
            .after(EguiPreUpdateSet::InitContexts)
            .before(EguiPreUpdateSet::BeginPass),
    )
    .add_systems(
        EguiPrimaryContextPass,
        (
            style_egui,
            glyphs::warm_up,
            accept_slow_clicks,
            toolbar::draw,
            side::draw,
            banner::draw,
            setup::draw,
            help::draw,
            records::draw,
            welcome::draw,
            menu::draw,
            notices::draw,
        )
            .chain(),
    );
}

/// Gives a new egui context the game's fonts before its first pass begins (egui takes new
/// fonts at the start of a pass): texts laid out without fonts would size their windows for
/// empty text, and a message shown at the start stood one letter wide.
fn install_fonts(mut contexts: Query<&mut EguiContext, Added<EguiContext>>) {
    for mut context in &mut contexts {
        context.get_mut().set_fonts(fonts::definitions());
    }
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
        glyphs::single_offset_glyphs(style);
    });
    *done = true;
    Ok(())
}

/// egui takes a press held longer than [`CLICK_SECONDS`] for a drag or a long touch, not a
/// click; at a low frame rate (a software renderer drawing a frame a second) a quick click's
/// press and release land in consecutive frames that far apart, so the limit grows with the
/// frame time.
fn accept_slow_clicks(mut contexts: EguiContexts, time: Res<Time<Real>>) -> Result {
    let ctx = contexts.ctx_mut()?;
    let limit = CLICK_SECONDS.max(CLICK_FRAMES * time.delta_secs_f64());
    ctx.options_mut(|options| {
        if options.input_options.max_click_duration != limit {
            options.input_options.max_click_duration = limit;
        }
    });
    Ok(())
}

/// Keeps the window's title in the current language.
fn window_title(preferences: Res<Preferences>, mut windows: Query<&mut Window>) {
    if !preferences.is_changed() {
        return;
    }
    let language = preferences.language();
    for mut window in &mut windows {
        window.title = language.text(Key::AppTitle).to_owned();
    }
}
