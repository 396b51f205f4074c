//! The egui panels around the board: the tool bar, the side panel (status, review and move
//! list, or the open lesson of the tutorial), the setup of a new game, the help window (rules,
//! history and sources, controls), the Settings, the first start's question, the game records,
//! the gamepad menu, the end-of-game banner and messages to the player, and the analysis of a
//! game ([`analysis`](panels::analysis): its graph, marks and verdict), all in the game's own look ([`theme`](look::theme),
//! [`icons`](look::icons)).
//!
//! Windows appear whole in their first visible frame (no fade-in), so a click on them then
//! counts; Escape closes the window that has the keyboard's focus.
//!
//! Panels are egui areas rather than egui's panel containers: areas are layers egui knows the
//! pointer is over, so bevy_egui keeps those clicks from the board, and clicks beside them reach
//! the board. The camera's `BoardInsets` learn from the bars how much of the window they take.

pub mod intents;
pub mod look;
pub mod panels;
pub(crate) mod requests;
pub mod state;
pub mod windows;

use bevy::prelude::*;
use bevy_egui::{EguiContext, EguiContexts, EguiPreUpdateSet, EguiPrimaryContextPass, egui};

use super::action::{PanelAction, PlayerAction};
use super::preferences::Preferences;
use super::schedule::OtherWindows;
use epaminondas_play::i18n::Key;
use state::{UiState, WindowId};

/// The longest a press may be held and still click, in seconds (egui's own default).
const CLICK_SECONDS: f64 = 0.8;

/// Registers the panels. They draw in egui's pass, in this order: bars first (they set the
/// camera's insets), then the windows over the board, then messages on top.
pub(super) fn plugin(app: &mut App) {
    app.add_plugins((
        windows::notices::plugin,
        panels::status::plugin,
        crate::game::records::import::plugin,
        crate::game::records::import::drop_plugin,
        windows::records::plugin,
        windows::welcome::plugin,
        windows::licences::plugin,
    ))
    .init_resource::<WindowFocus>()
    .init_resource::<WindowRects>()
    .add_systems(Update, window_title)
    // bevy_egui puts egui's new and changed textures (the font atlas above all) in
    // `Assets<Image>` in its PostProcessOutput; the asset events that carry them to the
    // renderer are written in AssetEventSystems. Unordered, the events could be written first
    // and the textures reach the GPU a frame late: a scale change (a new atlas) drew one frame
    // with no panel, bar or label at all, new glyphs one with letters missing.
    .configure_sets(
        PostUpdate,
        bevy_egui::EguiPostUpdateSet::PostProcessOutput.before(bevy::asset::AssetEventSystems),
    )
    .add_systems(
        PreUpdate,
        (
            install_fonts
                .after(EguiPreUpdateSet::InitContexts)
                .before(EguiPreUpdateSet::BeginPass),
            accept_slow_clicks.before(EguiPreUpdateSet::BeginPass),
            apply_ui_scale.before(EguiPreUpdateSet::BeginPass),
        ),
    )
    .add_systems(Last, wake_for_answers)
    .add_systems(
        EguiPrimaryContextPass,
        (windows::online::draw, windows::server::draw).in_set(OtherWindows),
    )
    .configure_sets(
        EguiPrimaryContextPass,
        OtherWindows
            .after(note_window_rects)
            .before(look::backdrop::draw),
    )
    .add_systems(
        EguiPrimaryContextPass,
        (
            style_egui,
            size_for_touch,
            look::glyphs::warm_up,
            note_window_rects,
            close_on_escape,
            panels::toolbar::draw,
            panels::side::draw,
            panels::banner::draw,
            windows::setup::draw,
            windows::help::draw,
            windows::settings::draw,
            windows::records::draw,
            windows::welcome::draw,
            windows::menu::draw,
            windows::notices::draw,
            look::backdrop::draw,
            look::backdrop::keep_windows_above,
            settle_windows,
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
        context.get_mut().set_fonts(look::fonts::definitions());
    }
}

/// The game's look ([`theme`](look::theme)): its colours, spacing and type. Runs once, in the first egui
/// pass.
fn style_egui(mut contexts: EguiContexts, mut done: Local<bool>) -> Result {
    if *done {
        return Ok(());
    }
    let ctx = contexts.ctx_mut()?;
    ctx.global_style_mut(|style| {
        look::theme::apply(style);
        look::glyphs::single_offset_glyphs(style);
    });
    ctx.options_mut(|options| options.max_passes = MAX_PASSES);
    *done = true;
    Ok(())
}

/// Sizes every control for a finger on a touch-sized screen (a phone, either way up), for a
/// mouse elsewhere ([`look::theme::size_controls`]); follows the window as it turns or resizes.
fn size_for_touch(mut contexts: EguiContexts, mut sized: Local<Option<bool>>) -> Result {
    let ctx = contexts.ctx_mut()?;
    let touch = look::layout::touch_sized(ctx.content_rect());
    if *sized != Some(touch) {
        ctx.global_style_mut(|style| look::theme::size_controls(style, touch));
        *sized = Some(touch);
    }
    Ok(())
}

/// The most layout passes egui runs in one frame: a window takes its size over a few passes
/// (measured unseen, then its grid's columns and its scrolled part), and each is run in the
/// same frame rather than one a frame.
const MAX_PASSES: std::num::NonZeroUsize = std::num::NonZeroUsize::new(4).expect("not zero");

/// Where each window and card over the board ([`WindowId::ALL`]) stood when this pass began.
#[derive(Resource, Default)]
struct WindowRects([Option<egui::Rect>; WindowId::ALL.len()]);

/// The rectangle of each window as this pass begins.
fn window_rects(ctx: &egui::Context) -> [Option<egui::Rect>; WindowId::ALL.len()] {
    ctx.memory(|memory| {
        WindowId::ALL.map(|id| {
            let layer = id.layer();
            memory
                .areas()
                .is_visible(&layer)
                .then(|| memory.area_rect(layer.id))
                .flatten()
        })
    })
}

/// Notes where the windows stand before the panels are drawn.
fn note_window_rects(mut contexts: EguiContexts, mut rects: ResMut<WindowRects>) -> Result {
    rects.0 = window_rects(contexts.ctx_mut()?);
    Ok(())
}

/// A window that appeared, moved or changed size in this pass is laid out again before the
/// frame is shown ([`MAX_PASSES`]): egui measures a new window unseen and sizes its parts over
/// the next passes, and a window centred on the screen moves as it grows. Shown one a frame,
/// at a frame a second, that window jumped for seconds and a click aimed at a button landed
/// where it no longer was, or on a part clipped while the window was still smaller.
fn settle_windows(mut contexts: EguiContexts, rects: Res<WindowRects>) -> Result {
    let ctx = contexts.ctx_mut()?;
    if window_rects(ctx) != rects.0 {
        ctx.request_discard("a window is still taking its size");
    }
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

/// egui takes a press held longer than its `max_click_duration` for a drag or a long touch,
/// not a click, and measures the hold from the frame that read the press to the frame that
/// reads the release. At a low frame rate (a software renderer, a busy page) a quick click's
/// release is read a whole frame after its press, and the frame that draws a just pressed
/// button can be the slowest of all. The press was down when the frame before this one began,
/// so the player held it at least egui's measure less this frame's time: the limit is
/// [`CLICK_SECONDS`] plus this frame's time, set before egui reads this frame's input.
fn accept_slow_clicks(mut contexts: Query<&mut EguiContext>, time: Res<Time<Real>>) {
    let limit = CLICK_SECONDS + time.delta_secs_f64();
    for mut context in &mut contexts {
        context.get_mut().options_mut(|options| {
            if options.input_options.max_click_duration != limit {
                options.input_options.max_click_duration = limit;
            }
        });
    }
}

/// Draws the panels and windows at the player's UI scale (egui's zoom factor), set before
/// egui begins the pass that uses it. egui's own Ctrl + and Ctrl − zoom is off: the scale is
/// the player's choice in Settings, which the board's viewport and the pointer follow too
/// ([`BoardInsets::in_window`](crate::game::view::camera::BoardInsets::in_window)).
fn apply_ui_scale(mut contexts: Query<&mut EguiContext>, preferences: Res<Preferences>) {
    for mut context in &mut contexts {
        let context = context.get_mut();
        if context.options(|options| options.zoom_with_keyboard) {
            context.options_mut(|options| options.zoom_with_keyboard = false);
        }
        if context.zoom_factor() != preferences.ui_scale {
            context.set_zoom_factor(preferences.ui_scale);
        }
    }
}

/// A panel's click becomes an action read in the next frame, and a window that opens is
/// measured, unseen, in its first frame (egui's sizing pass) and drawn in the second: a
/// resting window must not wait for the next input or its idle wake to show either. Asks for
/// the next frame while an action is on its way or what is open changed.
fn wake_for_answers(
    mut actions: MessageReader<PlayerAction>,
    ui_state: Res<UiState>,
    mut settling: Local<u8>,
    mut redraw: MessageWriter<bevy::window::RequestRedraw>,
) {
    if ui_state.is_changed() {
        *settling = WINDOW_SETTLE_FRAMES;
    }
    let acted = actions.read().count() > 0;
    if acted || *settling > 0 {
        *settling = settling.saturating_sub(1);
        redraw.write(bevy::window::RequestRedraw);
    }
}

/// Frames drawn after what is open changed: the sizing pass, then the window itself.
const WINDOW_SETTLE_FRAMES: u8 = 2;

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
