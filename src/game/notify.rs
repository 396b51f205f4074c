//! Messages to the player, written by any module and shown by the panels: notices that wait for
//! OK (a save that could not be used, saving switched off) and toasts that fade by themselves.

use crate::i18n::Key;
use bevy::prelude::*;

/// Tell the player something that needs an OK.
#[derive(Message, Clone, Copy, Debug, PartialEq, Eq)]
pub struct Notice(pub Key);

/// Tell the player something in passing.
#[derive(Message, Clone, Copy, Debug, PartialEq, Eq)]
pub struct Toast(pub Key);

/// Registers the messages.
pub(super) fn plugin(app: &mut App) {
    app.add_message::<Notice>().add_message::<Toast>();
}
