//! The Settings window: what is not played with every minute. The language (each named in its
//! own words), the view, the graphics, the sound and its volume, and the assist for newcomers.
//! Every choice is a [`PreferenceChange`]; the preferences remember it.

use bevy::prelude::*;
use bevy_egui::{EguiContexts, egui};

use super::layout::{centred_window, focus_when_opened};
use super::state::UiState;
use crate::game::action::{PanelAction, PlayerAction, PreferenceChange};
use crate::game::i18n::Key;
use crate::game::preferences::Preferences;
use crate::game::values::{BoardView, GraphicsQuality, Language};
use crate::game::view::graphics::Graphics;

/// The width of the window, in logical pixels, where the screen is wide enough.
const WIDTH: f32 = 400.0;
/// The width of the volume slider, in logical pixels.
const VOLUME_SLIDER_WIDTH: f32 = 160.0;

/// Draws the window while it is open; each choice becomes a preference change.
pub(super) fn draw(
    mut contexts: EguiContexts,
    preferences: Res<Preferences>,
    ui_state: Res<UiState>,
    graphics: Res<Graphics>,
    mut actions: MessageWriter<PlayerAction>,
    mut was_open: Local<bool>,
) -> Result {
    if !ui_state.settings {
        *was_open = false;
        return Ok(());
    }
    let ctx = contexts.ctx_mut()?;
    let lang = preferences.language();
    let width = super::layout::window_width(ctx, WIDTH);
    let mut open = true;
    let mut chosen: Vec<PlayerAction> = Vec::new();
    let mut sound_on = preferences.sound_on;
    let mut volume = preferences.volume;
    let mut assist = preferences.assist;
    centred_window(
        lang.text(Key::Settings),
        "settings window",
        &mut open,
        width,
    )
    .show(ctx, |ui| {
        section(ui, lang.text(Key::Language));
        ui.horizontal_wrapped(|ui| {
            for (index, option) in Language::ALL.into_iter().enumerate() {
                let response = ui.selectable_label(lang == option, option.text(Key::ThisLanguage));
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
                let name = lang.text(Key::view(view));
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
                let name = lang.text(Key::graphics(quality));
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
        ui.checkbox(&mut assist, lang.text(Key::Assist));
        ui.label(
            egui::RichText::new(lang.text(Key::AssistHint))
                .small()
                .weak(),
        );
        ui.add_space(8.0);
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
    if !open {
        chosen.push(PanelAction::ShowSettings(false).into());
    }
    actions.write_batch(chosen);
    Ok(())
}

/// A section's heading, with a little room above it.
fn section(ui: &mut egui::Ui, title: &str) {
    ui.add_space(4.0);
    ui.label(egui::RichText::new(title).strong());
}
