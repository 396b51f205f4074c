//! The game for a player who does not see the board, or who prefers typing: every move, the
//! end, a refused move and a hint said in words ([`announcer`]), the square under the keyboard
//! cursor described, the state read out on a key, and a text move box ([`move_box`]) whose
//! moves take the same path as clicks. On the desktop a screen reader reads egui's tree, the
//! board's element and a live region of the announcements ([`reader`]). In the page a visually hidden live region speaks the
//! announcements and a hidden text field takes typed moves (`page`). The words come from
//! [`epaminondas_play::learn`] (no Bevy there), in the player's language.
//!
//! Keys (while no panel or field has the keyboard): T opens or closes the move box, R reads
//! the state.

pub mod announcer;
pub mod move_box;
#[cfg(target_arch = "wasm32")]
mod page;
pub mod reader;

use crate::game::schedule::{GameSystems, OtherWindows};
use bevy::prelude::*;
use bevy_egui::EguiPrimaryContextPass;
use bevy_egui::input::egui_wants_any_keyboard_input;

pub use announcer::Announcements;
pub use move_box::{MoveBox, TypedMove, typed_move_actions};

/// Registers the announcer, the move box and, in the page, its hidden twins.
pub(crate) fn plugin(app: &mut App) {
    app.init_resource::<Announcements>()
        .init_resource::<MoveBox>()
        .add_message::<TypedMove>()
        .add_systems(
            Update,
            (
                move_box::keys.run_if(not(egui_wants_any_keyboard_input)),
                move_box::play_typed,
            )
                .chain()
                .in_set(GameSystems::Input),
        )
        .add_systems(
            Update,
            (announcer::announce, announcer::describe_cursor)
                .chain()
                .in_set(GameSystems::AfterModel),
        )
        .add_systems(
            EguiPrimaryContextPass,
            (move_box::draw, reader::draw).in_set(OtherWindows),
        );
    #[cfg(target_arch = "wasm32")]
    app.add_plugins(page::plugin);
}
