//! Messages to the player: notices that wait for OK (a save that could not be used, saving
//! switched off) and toasts that fade by themselves (a gamepad plugged in or out, the graphics
//! set to Fast). A toast is a line at the foot of the side panel's footer, where it covers
//! nothing, where the panel has room for it; where no such footer is drawn (a lesson, a window
//! too small for a panel) it floats at the foot of the board's room, and waits while a window
//! that asks for an answer is open (it would cover the window's buttons). It stays as long as it
//! has left, counted while no such window is open.

use std::collections::VecDeque;
use std::time::Duration;

use bevy::prelude::*;
use bevy_egui::{EguiContexts, egui};

use crate::game::notify::{CurrentToast, Notice, Toast};
use crate::game::preferences::Preferences;
use crate::game::view::camera::BoardInsets;
use crate::game::wake::{FrameNeeds, SayFrameNeeds};
use epaminondas_play::i18n::Key;

use crate::game::ui::state::UiState;

/// How long a toast stays.
const TOAST_TIME: Duration = Duration::from_secs(3);
/// Space between a toast and the board's bottom edge, in logical pixels.
const TOAST_GAP: f32 = 16.0;
/// The widest a notice grows, in logical pixels.
const NOTICE_WIDTH: f32 = 420.0;

/// Notices waiting for their OK, oldest first.
#[derive(Resource, Debug, Default)]
pub struct PendingNotices(pub VecDeque<Key>);

/// Registers the messages and their queues.
pub(crate) fn plugin(app: &mut App) {
    app.init_resource::<PendingNotices>()
        .init_resource::<CurrentToast>()
        .add_systems(Update, collect)
        .add_systems(Last, a_toast_on_show_wakes_to_go.in_set(SayFrameNeeds));
}

/// Whether a window that asks for an answer is open, which a toast waits for.
fn toast_waits(ui_state: Option<&UiState>) -> bool {
    ui_state.is_some_and(UiState::modal_open)
}

/// Queues new notices and starts new toasts; counts toasts down.
fn collect(
    mut notices: MessageReader<Notice>,
    mut toasts: MessageReader<Toast>,
    mut pending: ResMut<PendingNotices>,
    mut current: ResMut<CurrentToast>,
    time: Res<Time<Real>>,
    ui_state: Option<Res<UiState>>,
    mut waited: Local<bool>,
) {
    for Notice(key) in notices.read() {
        if !pending.0.contains(key) {
            pending.0.push_back(*key);
        }
    }
    if let Some(Toast(key)) = toasts.read().last() {
        current.toast = Some((*key, TOAST_TIME));
        current.fresh = true;
    }
    // Counted in real time, as the window rests between frames; not the time of the frame that
    // closed the window the toast waited for, which began while it waited.
    let waiting = toast_waits(ui_state.as_deref());
    let counts = !waiting && !std::mem::replace(&mut *waited, waiting);
    if let Some((_, left)) = &mut current.toast
        && counts
    {
        *left = left.saturating_sub(time.delta());
        if left.is_zero() {
            current.toast = None;
        }
    }
}

/// A new toast is drawn in the next frame (a notice written after this frame's panels, such as
/// "The record is on the clipboard", would otherwise wait for the next input); a toast on show
/// wakes the resting window when its time is up, so that it goes without an event; a toast
/// that waits for a window asks for nothing more (the answer to the window is an event).
fn a_toast_on_show_wakes_to_go(
    mut current: ResMut<CurrentToast>,
    ui_state: Option<Res<UiState>>,
    mut needs: ResMut<FrameNeeds>,
) {
    if std::mem::take(&mut current.bypass_change_detection().fresh) {
        needs.next_frame();
    }
    if let Some((_, left)) = current.toast
        && !toast_waits(ui_state.as_deref())
    {
        needs.poll_every(left, "a toast");
    }
}

/// Draws the oldest notice as a modal window, and the toast where the side panel did not.
pub(crate) fn draw(
    mut contexts: EguiContexts,
    preferences: Res<Preferences>,
    mut pending: ResMut<PendingNotices>,
    mut current: ResMut<CurrentToast>,
    insets: Res<BoardInsets>,
    ui_state: Res<UiState>,
) -> Result {
    let ctx = contexts.ctx_mut()?;
    let language = preferences.language();
    let in_panel = std::mem::take(&mut current.bypass_change_detection().in_panel);
    if let Some((key, _)) = current.toast
        && !in_panel
        && !ui_state.modal_open()
    {
        let offset = egui::vec2(
            (insets.left - insets.right) / 2.0,
            -(insets.bottom + TOAST_GAP),
        );
        egui::Area::new(egui::Id::new("toast"))
            .anchor(egui::Align2::CENTER_BOTTOM, offset)
            .interactable(false)
            .fade_in(false)
            .show(ctx, |ui| {
                egui::Frame::popup(ui.style()).show(ui, |ui| {
                    ui.label(language.text(key));
                });
            });
    }
    let Some(&key) = pending.0.front() else {
        return Ok(());
    };
    let mut acknowledged = false;
    let modal = egui::Modal::new(egui::Id::new(("notice", key))).show(ctx, |ui| {
        ui.set_max_width(NOTICE_WIDTH);
        ui.heading(language.text(Key::AppTitle));
        ui.label(language.text(key));
        ui.add_space(8.0);
        let ok = ui.button(language.text(Key::Ok));
        if !ok.has_focus() {
            ok.request_focus();
        }
        acknowledged = ok.clicked();
    });
    if acknowledged || modal.should_close() {
        pending.0.pop_front();
    }
    Ok(())
}
