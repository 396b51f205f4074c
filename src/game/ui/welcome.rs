//! The first start's question, also behind the bar's Learn button: learn to play (the
//! tutorial's first lesson) or play (the setup of a game: opponent, level, colour).

use bevy::prelude::*;
use bevy_egui::{EguiContexts, egui};

use super::layout::focus_when_opened;
use super::state::UiState;
use crate::game::action::{GameAction, LessonAction, PanelAction, PlayerAction};
use crate::game::board::model::{GameModel, RestoreGame};
use crate::game::i18n::Key;
use crate::game::launch::LaunchOptions;
use crate::game::preferences::Preferences;
use crate::learn::lessons;

/// The width of the window, in logical pixels, where the screen is wide enough.
const WIDTH: f32 = 380.0;

/// Registers the question at the first start.
pub(super) fn plugin(app: &mut App) {
    app.add_systems(PostStartup, ask_at_first_start);
}

/// Opens the question on the very first start: nothing was remembered (the preferences are the
/// defaults), no saved game came back, no game is in progress and the command line set nothing
/// up. Choosing either answer changes what is remembered, so it is asked once.
fn ask_at_first_start(
    launch: Option<Res<LaunchOptions>>,
    preferences: Res<Preferences>,
    model: Res<GameModel>,
    mut restores: MessageReader<RestoreGame>,
    mut ui_state: ResMut<UiState>,
) {
    let scripted = launch.is_some_and(|launch| launch.is_scripted());
    let restored = restores.read().count() > 0;
    let fresh = *preferences == Preferences::default() && model.game().moves().is_empty();
    if !scripted && !restored && fresh {
        ui_state.welcome = true;
    }
}

/// Draws the question while it is open.
pub(super) fn draw(
    mut contexts: EguiContexts,
    preferences: Res<Preferences>,
    mut ui_state: ResMut<UiState>,
    mut actions: MessageWriter<PlayerAction>,
    mut was_open: Local<bool>,
) -> Result {
    if !ui_state.welcome {
        *was_open = false;
        return Ok(());
    }
    let ctx = contexts.ctx_mut()?;
    let lang = preferences.language();
    let screen = ctx.content_rect();
    let width = WIDTH.min(screen.width() - 16.0).max(0.0);
    let mut open = true;
    egui::Window::new(lang.text(Key::WelcomeTitle))
        .id(egui::Id::new("welcome window"))
        .open(&mut open)
        .collapsible(false)
        .resizable(false)
        .anchor(egui::Align2::CENTER_CENTER, egui::Vec2::ZERO)
        .min_width(width)
        .max_width(width)
        .show(ctx, |ui| {
            ui.label(lang.format(Key::WelcomeText, &[("n", &lessons().len())]));
            ui.add_space(8.0);
            let size = egui::vec2(width, ui.spacing().interact_size.y * 1.4);
            let learn = ui.add(egui::Button::new(lang.text(Key::LearnToPlay)).min_size(size));
            focus_when_opened(&mut was_open, &learn);
            if learn.clicked() {
                actions.write(GameAction::Lesson(LessonAction::Open(0)).into());
            }
            ui.label(egui::RichText::new(lang.text(Key::LearnToPlayHint)).small());
            ui.add_space(6.0);
            if ui
                .add(egui::Button::new(lang.text(Key::Play)).min_size(size))
                .clicked()
            {
                actions.write(PanelAction::OpenSetup.into());
            }
            ui.label(egui::RichText::new(lang.text(Key::PlayHint)).small());
        });
    if !open {
        ui_state.welcome = false;
    }
    Ok(())
}
