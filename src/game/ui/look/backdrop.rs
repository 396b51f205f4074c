//! The dimmed room behind a window that asks for an answer (the setup, the Settings, the
//! records, the first start's question): the board and the bars fade back, and a click beside
//! the window closes it instead of reaching the board or the bar.
//!
//! The backdrop is an egui area of the windows' own order, laid out in every frame from the
//! first one on, clear and letting clicks through while no such window is open. egui raises a
//! window above the others when it appears and raises an area when it is clicked, keeping the
//! order of the layers raised together: the backdrop, older than every window, never appears
//! over one, and the open windows are raised with it when a click raises it.

use bevy::prelude::*;
use bevy_egui::{EguiContexts, egui};

use super::theme;
use crate::game::action::{PanelAction, PlayerAction};
use crate::game::preferences::Preferences;
use crate::game::ui::state::{AppliedActions, UiState, WindowId};

/// The backdrop's egui id.
const BACKDROP: &str = "modal backdrop";

/// Lays out the backdrop, after the windows: while a modal window is open it dims the screen
/// and a click on it closes the window. What the windows answered in this pass counts already:
/// a window closed by its own button leaves no backdrop to take the next frame's click on the
/// board (egui finds the layer under a press from the pass before).
pub(crate) fn draw(
    mut contexts: EguiContexts,
    ui_state: Res<UiState>,
    applied: Res<AppliedActions>,
    preferences: Res<Preferences>,
    mut actions: ParamSet<(Res<Messages<PlayerAction>>, MessageWriter<PlayerAction>)>,
) -> Result {
    let modal = ui_state
        .after(&applied.pending(&actions.p0()), preferences.next_game)
        .modal_open();
    let ctx = contexts.ctx_mut()?;
    let screen = ctx.content_rect();
    let response = egui::Area::new(egui::Id::new(BACKDROP))
        .order(egui::Order::Middle)
        .fixed_pos(screen.min)
        .interactable(modal)
        .sense(egui::Sense::click())
        .fade_in(false)
        .show(ctx, |ui| {
            if modal {
                ui.painter().rect_filled(screen, 0.0, theme::BACKDROP);
            }
            ui.allocate_exact_size(screen.size(), egui::Sense::hover());
        })
        .response;
    if modal && response.clicked() {
        actions.p1().write(PanelAction::CloseTop.into());
    }
    Ok(())
}

/// Raises the open modal windows in every frame, so that a click on the backdrop, which
/// raises it, leaves them above it.
pub(crate) fn keep_windows_above(mut contexts: EguiContexts, ui_state: Res<UiState>) -> Result {
    if !ui_state.modal_open() {
        return Ok(());
    }
    let ctx = contexts.ctx_mut()?;
    ctx.memory_mut(|memory| {
        let areas = memory.areas_mut();
        for window in WindowId::MODAL {
            let layer = window.layer();
            if areas.visible_last_frame(&layer) {
                areas.move_to_top(layer);
            }
        }
    });
    Ok(())
}
