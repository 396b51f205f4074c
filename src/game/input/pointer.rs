//! The mouse and touch: a click or tap on a stone or a square activates it, a click elsewhere
//! on the scene or the window clears the selection. Clicks that egui takes never get here.

use crate::game::action::{BoardAction, PlayerAction};
use crate::game::board::coords::square_at;
use crate::game::board::stones::OnSquare;
use crate::game::view::scene::BoardTop;
use bevy::prelude::*;

/// Registers the pointer's observer.
pub(crate) fn plugin(app: &mut App) {
    app.add_observer(pointer_click);
}

/// Things whose click clears the selection: the table, the board's sides, the window.
type Scenery = Or<(With<Mesh3d>, With<Window>)>;

/// A click or tap: on a stone or a square names it; elsewhere on the scene or
/// the window clears. A click bubbles from the entity hit up to the window, so
/// once it has made its action it stops there: otherwise the window's "clear"
/// would undo every selection.
fn pointer_click(
    mut click: On<Pointer<Click>>,
    stones: Query<&OnSquare>,
    tops: Query<(), With<BoardTop>>,
    scenery: Query<(), Scenery>,
    mut actions: MessageWriter<PlayerAction>,
) {
    if click.event.button != PointerButton::Primary {
        return;
    }
    let entity = click.entity;
    let action = if let Ok(on) = stones.get(entity) {
        BoardAction::Activate(on.0)
    } else if tops.contains(entity) {
        click
            .event
            .hit
            .position
            .and_then(square_at)
            .map_or(BoardAction::Clear, BoardAction::Activate)
    } else if scenery.contains(entity) {
        BoardAction::Clear
    } else {
        return;
    };
    click.propagate(false);
    actions.write(action.into());
}
