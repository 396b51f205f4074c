//! The Settings window: what is not played with every minute. The language (each named in its
//! own words), the view, the graphics, the sound and its volume, the assist for newcomers, and
//! for those who need them the size of panels and text, reduced motion and a high-contrast
//! board.
//! Every choice is a [`PreferenceChange`]; the preferences remember it.

use bevy::prelude::*;
use bevy_egui::{EguiContexts, egui};

use crate::game::action::{PanelAction, PlayerAction, PreferenceChange};
use crate::game::board::motion::ReducedMotion;
use crate::game::preferences::{MAX_UI_SCALE, MIN_UI_SCALE, Preferences};
use crate::game::ui::look::layout::{centred_window, focus_when_opened};
use crate::game::ui::state::{UiState, WindowId};
use crate::game::values::{BoardView, GraphicsQuality, Language};
use crate::game::view::graphics::Graphics;
use epaminondas_play::i18n::Key;

/// The width of the window, in logical pixels, where the screen is wide enough.
const WIDTH: f32 = 400.0;
/// The width of the volume slider, in logical pixels.
const VOLUME_SLIDER_WIDTH: f32 = 160.0;
/// The height of the window's title, its Close button and the room kept round it, in points
/// (a desktop's: a touch-sized screen adds its taller button): the choices scroll in the rest
/// of the screen's height.
const CHROME_HEIGHT: f32 = 150.0;
/// The UI scales offered, from [`MIN_UI_SCALE`] to [`MAX_UI_SCALE`].
const UI_SCALES: [f32; 6] = [MIN_UI_SCALE, 1.0, 1.25, 1.5, 1.75, MAX_UI_SCALE];

/// Draws the window while it is open; each choice becomes a preference change.
pub(crate) fn draw(
    mut contexts: EguiContexts,
    preferences: Res<Preferences>,
    ui_state: Res<UiState>,
    graphics: Res<Graphics>,
    motion: Res<ReducedMotion>,
    mut actions: MessageWriter<PlayerAction>,
    mut was_open: Local<bool>,
) -> Result {
    if !ui_state.is_open(WindowId::Settings) {
        *was_open = false;
        return Ok(());
    }
    let ctx = contexts.ctx_mut()?;
    let lang = preferences.language();
    let width = crate::game::ui::look::layout::window_width(ctx, WIDTH);
    let chrome = CHROME_HEIGHT + crate::game::ui::look::layout::touch_extra(ctx);
    let choices_height = (ctx.content_rect().height() - chrome).max(0.0);
    let mut open = true;
    let mut chosen: Vec<PlayerAction> = Vec::new();
    let mut sound_on = preferences.sound_on;
    let mut volume = preferences.volume;
    let mut assist = preferences.assist;
    // What the board does now (the preferences or the system's setting, read once per change).
    let mut reduced_motion = motion.0;
    let mut high_contrast = preferences.high_contrast;
    centred_window(
        lang.text(Key::Settings),
        WindowId::Settings,
        &mut open,
        width,
    )
    .show(ctx, |ui| {
        egui::ScrollArea::vertical()
            .max_height(choices_height)
            .auto_shrink([false, true])
            .show(ui, |ui| {
                section(ui, lang.text(Key::Language));
                ui.horizontal_wrapped(|ui| {
                    for (index, option) in Language::ALL.into_iter().enumerate() {
                        let response =
                            ui.selectable_label(lang == option, option.text(Key::ThisLanguage));
                        if index == 0 {
                            focus_when_opened(&mut was_open, &response);
                        }
                        if response.clicked() && option != lang {
                            chosen.push(PreferenceChange::Language(option).into());
                        }
                    }
                });
                section(ui, lang.text(Key::View));
                ui.horizontal_wrapped(|ui| {
                    for view in BoardView::ALL {
                        let name = lang.text(view.key());
                        if ui
                            .selectable_label(preferences.view == view, name)
                            .clicked()
                        {
                            chosen.push(PreferenceChange::View(view).into());
                        }
                    }
                });
                section(ui, lang.text(Key::Graphics));
                ui.horizontal_wrapped(|ui| {
                    for quality in GraphicsQuality::ALL {
                        let name = lang.text(quality.key());
                        if ui.selectable_label(graphics.0 == quality, name).clicked() {
                            chosen.push(PreferenceChange::Graphics(quality).into());
                        }
                    }
                });
                ui.label(
                    egui::RichText::new(lang.text(Key::GraphicsHint))
                        .small()
                        .weak(),
                );
                ui.add_space(6.0);
                ui.horizontal(|ui| {
                    ui.checkbox(&mut sound_on, lang.text(Key::Sound));
                    ui.add_enabled_ui(sound_on, |ui| {
                        ui.spacing_mut().slider_width = VOLUME_SLIDER_WIDTH;
                        ui.add(egui::Slider::new(&mut volume, 0.0..=1.0).show_value(false))
                            .on_hover_text(lang.text(Key::Volume));
                    });
                });
                ui.add_space(6.0);
                switch(
                    ui,
                    &mut assist,
                    lang.text(Key::Assist),
                    lang.text(Key::AssistHint),
                );
                section(ui, lang.text(Key::UiScale));
                ui.horizontal_wrapped(|ui| {
                    for scale in UI_SCALES {
                        let chosen_now = (preferences.ui_scale - scale).abs() < 0.01;
                        let name = lang.percent(f64::from(scale) * 100.0);
                        if ui.selectable_label(chosen_now, name).clicked() && !chosen_now {
                            chosen.push(PreferenceChange::UiScale(scale).into());
                        }
                    }
                });
                ui.add_space(6.0);
                switch(
                    ui,
                    &mut reduced_motion,
                    lang.text(Key::ReduceMotion),
                    lang.text(Key::ReduceMotionHint),
                );
                switch(
                    ui,
                    &mut high_contrast,
                    lang.text(Key::HighContrast),
                    lang.text(Key::HighContrastHint),
                );
            });
        ui.separator();
        if ui.button(lang.text(Key::Close)).clicked() {
            chosen.push(PanelAction::ShowSettings(false).into());
        }
    });
    // Only real changes become actions, so that the preferences change (and are saved) only then.
    if sound_on != preferences.sound_on {
        chosen.push(PreferenceChange::Sound(sound_on).into());
    }
    if volume != preferences.volume {
        chosen.push(PreferenceChange::Volume(volume).into());
    }
    if assist != preferences.assist {
        chosen.push(PreferenceChange::Assist(assist).into());
    }
    if reduced_motion != motion.0 {
        chosen.push(PreferenceChange::ReducedMotion(reduced_motion).into());
    }
    if high_contrast != preferences.high_contrast {
        chosen.push(PreferenceChange::HighContrast(high_contrast).into());
    }
    if !open {
        chosen.push(PanelAction::ShowSettings(false).into());
    }
    actions.write_batch(chosen);
    Ok(())
}

/// A switch and, under it, what it does in small print.
fn switch(ui: &mut egui::Ui, on: &mut bool, name: &str, hint: &str) {
    ui.checkbox(on, name);
    ui.label(egui::RichText::new(hint).small().weak());
}

/// A section's heading, with a little room above it.
fn section(ui: &mut egui::Ui, title: &str) {
    ui.add_space(4.0);
    ui.label(egui::RichText::new(title).strong());
}
