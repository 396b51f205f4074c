//! The bar along the top: New game, Undo, sound and volume, language, view, graphics, and help.
//! On a small window it keeps New game and Undo and puts the rest behind a Menu button.

use bevy::prelude::*;
use bevy_egui::{EguiContexts, egui};

use super::{COMPACT_BAR_WIDTH, UiState};
use crate::game::camera::BoardInsets;
use crate::game::graphics::{Graphics, GraphicsQuality};
use crate::game::i18n::{Key, Language};
use crate::game::model::{BoardView, GameModel, SetView, UndoMove};
use crate::game::preferences::Preferences;

/// The views in the order the bar lists them, with their names.
const VIEWS: [(BoardView, Key); 2] = [
    (BoardView::Tilted, Key::ViewTilted),
    (BoardView::Flat, Key::ViewFlat),
];
/// The width of the volume slider, in logical pixels.
const VOLUME_SLIDER_WIDTH: f32 = 90.0;

/// Draws the bar and records its height in the insets.
#[allow(clippy::too_many_arguments, reason = "one system draws the whole bar")]
pub(super) fn draw(
    mut contexts: EguiContexts,
    mut language: ResMut<Language>,
    model: Res<GameModel>,
    mut preferences: ResMut<Preferences>,
    mut ui_state: ResMut<UiState>,
    mut insets: ResMut<BoardInsets>,
    mut undo: MessageWriter<UndoMove>,
    mut set_view: MessageWriter<SetView>,
    graphics: Res<Graphics>,
) -> Result {
    let ctx = contexts.ctx_mut()?;
    let screen = ctx.content_rect();
    let lang = *language;
    let mut sound_on = preferences.sound_on;
    let mut volume = preferences.volume;
    let mut chosen_language = lang;
    let compact = screen.width() < COMPACT_BAR_WIDTH;
    let bar = egui::Area::new(egui::Id::new("toolbar"))
        .order(egui::Order::Background)
        .fixed_pos(screen.min)
        .show(ctx, |ui| {
            let frame = egui::Frame::side_top_panel(ui.style());
            frame.show(ui, |ui| {
                ui.set_width((screen.width() - frame.total_margin().sum().x).max(0.0));
                ui.horizontal_wrapped(|ui| {
                    if ui.button(lang.text(Key::NewGame)).clicked() {
                        ui_state.open_setup(preferences.next_game);
                    }
                    let can_undo = !model.game().moves().is_empty();
                    if ui
                        .add_enabled(can_undo, egui::Button::new(lang.text(Key::Undo)))
                        .clicked()
                    {
                        undo.write(UndoMove);
                    }
                    ui.separator();
                    if compact {
                        if ui
                            .selectable_label(
                                ui_state.menu_open,
                                format!("☰ {}", lang.text(Key::Menu)),
                            )
                            .clicked()
                        {
                            ui_state.toggle_menu();
                        }
                        return;
                    }
                    ui.checkbox(&mut sound_on, lang.text(Key::Sound));
                    ui.add_enabled_ui(sound_on, |ui| {
                        ui.spacing_mut().slider_width = VOLUME_SLIDER_WIDTH;
                        ui.add(egui::Slider::new(&mut volume, 0.0..=1.0).show_value(false))
                            .on_hover_text(lang.text(Key::Volume));
                    });
                    ui.separator();
                    for option in Language::ALL {
                        ui.selectable_value(
                            &mut chosen_language,
                            option,
                            option.text(Key::ThisLanguage),
                        );
                    }
                    ui.separator();
                    ui.label(lang.text(Key::View));
                    for (view, name) in VIEWS {
                        if ui
                            .selectable_label(model.view() == view, lang.text(name))
                            .clicked()
                        {
                            set_view.write(SetView(view));
                        }
                    }
                    ui.separator();
                    ui.label(lang.text(Key::Graphics));
                    for quality in GraphicsQuality::ALL {
                        if ui
                            .selectable_label(graphics.0 == quality, lang.text(quality.name()))
                            .clicked()
                        {
                            preferences.graphics = Some(quality);
                        }
                    }
                    ui.separator();
                    // One button for the help window, which has a tab each for the rules,
                    // history and sources, and the controls.
                    if ui
                        .selectable_label(ui_state.help.is_some(), lang.text(Key::Help))
                        .clicked()
                    {
                        // Closes the window, or opens it on the rules.
                        let tab = ui_state.help.unwrap_or_default();
                        ui_state.toggle_help(tab);
                    }
                });
            });
        });
    super::release_pointer_focus(ctx, &bar.response);
    // Write only real changes, so that change detection (and saving) sees only those.
    if sound_on != preferences.sound_on || volume != preferences.volume {
        preferences.sound_on = sound_on;
        preferences.volume = volume;
    }
    language.set_if_neq(chosen_language);
    let height = bar.response.rect.height();
    if insets.top != height {
        insets.top = height;
    }
    Ok(())
}
