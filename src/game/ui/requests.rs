//! What the bar and the windows ask of the rest of the game, as one system parameter.

use bevy::ecs::system::SystemParam;
use bevy::prelude::*;

use crate::game::action::PlayerAction;
use crate::game::correspondence::ServerCommand;
use crate::game::online::OnlineCommand;

/// The messages a bar or a window writes: the player's actions, and commands to the room of a
/// game with a friend on another device and to the correspondence server.
#[derive(SystemParam)]
pub(crate) struct Requests<'w> {
    /// The player's actions (a move, a window to open, a preference).
    pub actions: MessageWriter<'w, PlayerAction>,
    /// Commands to the friend's room.
    pub online: MessageWriter<'w, OnlineCommand>,
    /// Commands to the correspondence server.
    pub server: MessageWriter<'w, ServerCommand>,
}
