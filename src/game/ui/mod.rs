//! The egui panels around the board: the tool bar, the side panel (status, review and move
//! list, or the open lesson of the tutorial), the setup of a new game, the help window (rules,
//! history and sources, controls), the Settings, the first start's question, the game records,
//! the gamepad menu, the end-of-game banner and messages to the player, and the analysis of a
//! game ([`analysis`]: its graph, marks and verdict), all in the game's own look ([`theme`],
//! [`icons`]).
//!
//! Windows appear whole in their first visible frame (no fade-in), so a click on them then
//! counts; Escape closes the window that has the keyboard's focus.
//!
//! Panels are egui areas rather than egui's panel containers: areas are layers egui knows the
//! pointer is over, so bevy_egui keeps those clicks from the board, and clicks beside them reach
//! the board. The camera's `BoardInsets` learn from the bars how much of the window they take.

pub mod analysis;
pub mod banner;
mod fonts;
mod glyphs;
mod help;
pub mod icons;
pub mod layout;
pub mod lesson;
mod menu;
pub mod notices;
pub mod numbering;
mod pictures;
pub mod record_files;
pub mod records;
mod settings;
mod setup;
mod side;
pub mod state;
pub mod status;
pub mod theme;
mod toolbar;
mod welcome;

use bevy::prelude::*;
use bevy_egui::{EguiContext, EguiContexts, EguiPreUpdateSet, EguiPrimaryContextPass, egui};

use super::action::{PanelAction, PlayerAction};
use super::i18n::Key;
use super::preferences::Preferences;
use state::UiState;

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
    .init_resource::<WindowFocus>()
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
            close_on_escape,
            toolbar::draw,
            side::draw,
            banner::draw,
            setup::draw,
            help::draw,
            settings::draw,
            records::draw,
            welcome::draw,
            menu::draw,
            notices::draw,
            note_window_focus,
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

/// The game's look ([`theme`]): its colours, spacing and type. Runs once, in the first egui
/// pass.
fn style_egui(mut contexts: EguiContexts, mut done: Local<bool>) -> Result {
    if *done {
        return Ok(());
    }
    let ctx = contexts.ctx_mut()?;
    ctx.global_style_mut(|style| {
        theme::apply(style);
        glyphs::single_offset_glyphs(style);
    });
    *done = true;
    Ok(())
}

/// Whether the keyboard's focus was on a window's widget at the end of the last pass.
#[derive(Resource, Default)]
struct WindowFocus(bool);

/// Escape closes the topmost window when the focus is in a window: egui then has the keys (the
/// board never sees them) and drops the focus at Escape, so the focus of the last pass counts.
fn close_on_escape(
    mut contexts: EguiContexts,
    focus: Res<WindowFocus>,
    ui_state: Res<UiState>,
    mut actions: MessageWriter<PlayerAction>,
) -> Result {
    let ctx = contexts.ctx_mut()?;
    let escape = ctx.input(|input| input.key_pressed(egui::Key::Escape));
    if escape && focus.0 && ui_state.any_window_open() {
        actions.write(PanelAction::CloseTop.into());
    }
    Ok(())
}

/// Remembers whether the focus is on a widget of a window (egui's windows are the layers above
/// the bars, which are background areas).
fn note_window_focus(mut contexts: EguiContexts, mut focus: ResMut<WindowFocus>) -> Result {
    let ctx = contexts.ctx_mut()?;
    let in_window = ctx.memory(|memory| memory.focused()).is_some_and(|id| {
        ctx.viewport(|viewport| {
            viewport
                .this_pass
                .widgets
                .get(id)
                .is_some_and(|widget| widget.layer_id.order != egui::Order::Background)
        })
    });
    if focus.0 != in_window {
        focus.0 = in_window;
    }
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
