//! The end of a game: the winner (or a draw), the reason, and a New game button, in the middle
//! of the board, clear of the coordinates along its edges. A lesson that ends its game (a
//! breakthrough, no move left) says so in the tutorial panel instead.

use bevy::prelude::*;
use bevy_egui::{EguiContexts, egui};

use crate::game::action::{PanelAction, PlayerAction};
use crate::game::board::model::GameModel;
use crate::game::board::tutorial::Tutorial;
use crate::game::i18n::Key;
use crate::game::preferences::Preferences;
use crate::game::view::camera::BoardInsets;
use crate::rules::{Color, EndReason, Outcome};

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
    tutorial: Res<Tutorial>,
    mut actions: MessageWriter<PlayerAction>,
) -> Result {
    let Some(outcome) = model.outcome() else {
        return Ok(());
    };
    if tutorial.is_open() {
        return Ok(());
    }
    let ctx = contexts.ctx_mut()?;
    let language = preferences.language();
    // Centred on the board, not the window: the file letters along the top and bottom edges
    // stay in view.
    let offset = egui::vec2(
        (insets.left - insets.right) / 2.0,
        (insets.top - insets.bottom) / 2.0,
    );
    egui::Area::new(egui::Id::new("end banner"))
        .anchor(egui::Align2::CENTER_CENTER, offset)
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
