//! Messages to the player, written by any module and shown by the panels: notices that wait for
//! OK (a save that could not be used, saving switched off) and toasts that fade by themselves
//! (the one on show is [`CurrentToast`]).

use bevy::prelude::*;
use epaminondas_play::i18n::Key;
use std::time::Duration;

/// Tell the player something that needs an OK.
#[derive(Message, Clone, Copy, Debug, PartialEq, Eq)]
pub struct Notice(pub Key);

/// Tell the player something in passing.
#[derive(Message, Clone, Copy, Debug, PartialEq, Eq)]
pub struct Toast(pub Key);

/// The toast on show, how long it has left, and whether the side panel drew it this frame.
#[derive(Resource, Debug, Default)]
pub(crate) struct CurrentToast {
    /// The toast and how long it has left.
    pub(crate) toast: Option<(Key, Duration)>,
    /// Whether the side panel drew it in this frame.
    pub(crate) in_panel: bool,
    /// Whether it began in this frame, which may have been drawn before it began: the next
    /// frame shows it.
    pub(crate) fresh: bool,
}

impl CurrentToast {
    /// The toast on show, if any (the side panel that draws it sets `in_panel`, and it then
    /// does not float over the board in this frame).
    pub(crate) fn key(&self) -> Option<Key> {
        self.toast.map(|(key, _)| key)
    }
}

/// Registers the messages.
pub(super) fn plugin(app: &mut App) {
    app.add_message::<Notice>().add_message::<Toast>();
}
