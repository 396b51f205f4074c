//! The bar along the top: New game, Undo, Hint, Learn, Record, sound and volume, language,
//! view, graphics, and help. On a small window it keeps one row: Undo, Hint and a Menu button
//! for the rest.
//! Every button writes a [`PlayerAction`]; the bar changes nothing itself.

use bevy::prelude::*;
use bevy_egui::{EguiContexts, egui};

use super::layout::{COMPACT_BAR_WIDTH, release_pointer_focus};
use super::state::UiState;
use crate::game::action::{GameAction, PanelAction, PlayerAction, PreferenceChange};
use crate::game::board::model::GameModel;
use crate::game::board::tutorial::Tutorial;
use crate::game::i18n::Key;
use crate::game::preferences::Preferences;
use crate::game::values::{BoardView, GraphicsQuality, Language};
use crate::game::view::camera::BoardInsets;
use crate::game::view::graphics::Graphics;

/// The width of the volume slider, in logical pixels.
const VOLUME_SLIDER_WIDTH: f32 = 90.0;

/// What the bar shows, read from the state it reflects.
#[derive(bevy::ecs::system::SystemParam)]
pub(super) struct BarState<'w> {
    model: Res<'w, GameModel>,
    tutorial: Res<'w, Tutorial>,
    preferences: Res<'w, Preferences>,
    ui_state: Res<'w, UiState>,
    graphics: Res<'w, Graphics>,
}

/// Draws the bar, writes the actions of its buttons and records its height in the insets.
pub(super) fn draw(
    mut contexts: EguiContexts,
    state: BarState,
    mut insets: ResMut<BoardInsets>,
    mut actions: MessageWriter<PlayerAction>,
    mut fit: Local<FullBarWidth>,
) -> Result {
    let ctx = contexts.ctx_mut()?;
    let screen = ctx.content_rect();
    let preferences = &state.preferences;
    let lang = preferences.language();
    let mut sound_on = preferences.sound_on;
    let mut volume = preferences.volume;
    let mut chosen_language = lang;
    let mut chosen: Vec<PlayerAction> = Vec::new();
    // Compact on a small window, and wherever the whole bar was measured not to fit in one row
    // (Russian labels are longer).
    let room = screen.width()
        - egui::Frame::side_top_panel(&ctx.global_style())
            .total_margin()
            .sum()
            .x;
    let compact = screen.width() < COMPACT_BAR_WIDTH || fit.needed(lang).is_some_and(|w| w > room);
    let menu_open = state.ui_state.menu_open;
    let help = state.ui_state.help;
    let bar = egui::Area::new(egui::Id::new("toolbar"))
        .order(egui::Order::Background)
        .fixed_pos(screen.min)
        .show(ctx, |ui| {
            let frame = egui::Frame::side_top_panel(ui.style());
            frame.show(ui, |ui| {
                ui.set_width((screen.width() - frame.total_margin().sum().x).max(0.0));
                let row = ui.horizontal(|ui| {
                    if !compact && ui.button(lang.text(Key::NewGame)).clicked() {
                        chosen.push(PanelAction::OpenSetup.into());
                    }
                    let can_undo = !state.model.game().moves().is_empty();
                    if ui
                        .add_enabled(can_undo, egui::Button::new(lang.text(Key::Undo)))
                        .clicked()
                    {
                        chosen.push(GameAction::Undo.into());
                    }
                    // In a lesson, only while its task is still to do.
                    let can_hint = state.tutorial.player_may_move(&state.model);
                    if ui
                        .add_enabled(can_hint, egui::Button::new(lang.text(Key::Hint)))
                        .on_hover_text(lang.text(Key::HintTooltip))
                        .clicked()
                    {
                        chosen.push(GameAction::Hint.into());
                    }
                    if compact {
                        if ui
                            .selectable_label(menu_open, format!("☰ {}", lang.text(Key::Menu)))
                            .clicked()
                        {
                            chosen.push(PanelAction::ToggleMenu.into());
                        }
                        return;
                    }
                    if ui.button(lang.text(Key::Learn)).clicked() {
                        chosen.push(PanelAction::ShowWelcome(true).into());
                    }
                    if ui.button(lang.text(Key::RecordsButton)).clicked() {
                        chosen.push(PanelAction::ShowRecords(true).into());
                    }
                    ui.separator();
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
                    for view in BoardView::ALL {
                        if ui
                            .selectable_label(preferences.view == view, lang.text(Key::view(view)))
                            .clicked()
                        {
                            chosen.push(PreferenceChange::View(view).into());
                        }
                    }
                    ui.separator();
                    ui.label(lang.text(Key::Graphics));
                    for quality in GraphicsQuality::ALL {
                        let name = lang.text(Key::graphics(quality));
                        if ui
                            .selectable_label(state.graphics.0 == quality, name)
                            .clicked()
                        {
                            chosen.push(PreferenceChange::Graphics(quality).into());
                        }
                    }
                    ui.separator();
                    // One button for the help window, which has a tab each for the rules,
                    // history and sources, and the controls.
                    if ui
                        .selectable_label(help.is_some(), lang.text(Key::Help))
                        .clicked()
                    {
                        // Closes the window, or opens it on the rules.
                        chosen.push(PanelAction::ToggleHelp(help.unwrap_or_default()).into());
                    }
                });
                if !compact {
                    fit.0 = Some((lang, row.response.rect.width()));
                }
            });
        });
    release_pointer_focus(ctx, &bar.response);
    // Only real changes become actions, so that the preferences change (and are saved) only then.
    if sound_on != preferences.sound_on {
        chosen.push(PreferenceChange::Sound(sound_on).into());
    }
    if volume != preferences.volume {
        chosen.push(PreferenceChange::Volume(volume).into());
    }
    if chosen_language != lang {
        chosen.push(PreferenceChange::Language(chosen_language).into());
    }
    actions.write_batch(chosen);
    let height = bar.response.rect.height();
    if insets.top != height {
        insets.top = height;
    }
    Ok(())
}

/// The width the whole bar took in one row, in the language it was measured in.
#[derive(Default)]
pub(super) struct FullBarWidth(Option<(Language, f32)>);

impl FullBarWidth {
    /// The width the whole bar needs in `language`, if it was measured.
    fn needed(&self, language: Language) -> Option<f32> {
        self.0
            .filter(|(measured, _)| *measured == language)
            .map(|(_, width)| width)
    }
}
