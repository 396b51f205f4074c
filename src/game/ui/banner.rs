//! The end of a game: the winner (or a draw), the reason, and a New game button, over the top
//! of the board.

use bevy::prelude::*;
use bevy_egui::{EguiContexts, egui};

use crate::game::action::{PanelAction, PlayerAction};
use crate::game::board::model::GameModel;
use crate::game::i18n::Key;
use crate::game::preferences::Preferences;
use crate::game::view::camera::BoardInsets;
use crate::rules::{Color, EndReason, Outcome};

/// Space between the top bar and the banner, in logical pixels.
const BANNER_GAP: f32 = 12.0;

/// The headline of an outcome.
pub fn headline(outcome: Outcome) -> Key {
    match outcome.winner {
        Some(Color::White) => Key::WhiteWins,
        Some(Color::Black) => Key::BlackWins,
        None => Key::Draw,
    }
}

/// The reason of an outcome, in words.
pub fn reason(reason: EndReason) -> Key {
    match reason {
        EndReason::Breakthrough => Key::ReasonBreakthrough,
        EndReason::Eliminated => Key::ReasonEliminated,
        EndReason::NoMovesBreakthrough => Key::ReasonNoMovesBreakthrough,
        EndReason::NoMoves => Key::ReasonNoMoves,
        EndReason::Repetition => Key::ReasonRepetition,
    }
}

/// Draws the banner while the game is over.
pub(super) fn draw(
    mut contexts: EguiContexts,
    model: Res<GameModel>,
    preferences: Res<Preferences>,
    insets: Res<BoardInsets>,
    mut actions: MessageWriter<PlayerAction>,
) -> Result {
    let Some(outcome) = model.outcome() else {
        return Ok(());
    };
    let ctx = contexts.ctx_mut()?;
    let language = preferences.language();
    // Centred over the board, not the window.
    let offset = egui::vec2((insets.left - insets.right) / 2.0, insets.top + BANNER_GAP);
    egui::Area::new(egui::Id::new("end banner"))
        .anchor(egui::Align2::CENTER_TOP, offset)
        .show(ctx, |ui| {
            egui::Frame::window(ui.style()).show(ui, |ui| {
                ui.vertical_centered(|ui| {
                    ui.heading(language.text(headline(outcome)));
                    ui.label(language.text(reason(outcome.reason)));
                    if ui.button(language.text(Key::NewGame)).clicked() {
                        actions.write(PanelAction::OpenSetup.into());
                    }
                });
            });
        });
    Ok(())
}
