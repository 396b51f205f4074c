//! The mouse and touch: a click or tap on a stone or a square activates it, a click elsewhere
//! on the scene or the window clears the selection. Clicks that egui takes never get here.
//!
//! A click is a press and a release of the same pointer, wherever the frames fall: the press
//! (seen through Bevy's picking) says what was clicked, the release (read from the raw pointer
//! input) finishes it. Bevy's own `Pointer<Click>` needs the pointer over the same entity in the
//! frame before the release, so a quick click or tap whose press and release come within one
//! frame (the low frame rates of a software renderer) made none.

use crate::game::action::{BoardAction, PlayerAction};
use crate::game::board::coords::square_at;
use crate::game::board::stones::OnSquare;
use crate::game::schedule::GameSystems;
use crate::game::view::scene::BoardTop;
use bevy::picking::pointer::{PointerAction, PointerId, PointerInput};
use bevy::platform::collections::HashMap;
use bevy::prelude::*;

/// How far (logical pixels) a pointer may move between press and release and still click.
pub const CLICK_DISTANCE: f32 = 12.0;

/// Presses waiting for their release: what they would do and where they were made.
#[derive(Resource, Debug, Default)]
struct PendingPresses(HashMap<PointerId, (BoardAction, Vec2)>);

/// Registers the pointer's observer and the system that finishes its clicks.
pub(crate) fn plugin(app: &mut App) {
    // Picking registers the pointer input too; without it (headless tests) none comes.
    app.add_message::<PointerInput>()
        .init_resource::<PendingPresses>()
        .add_observer(press)
        .add_systems(Update, release.in_set(GameSystems::Input));
}

/// Things whose click clears the selection: the table, the board's sides, the window.
type Scenery = Or<(With<Mesh3d>, With<Window>)>;

/// A press: on a stone or a square names it; elsewhere on the scene or the window clears.
/// A press bubbles from the entity hit up to the window, so once it has found its action it
/// stops there: otherwise the window's "clear" would undo every selection.
fn press(
    mut press: On<Pointer<Press>>,
    stones: Query<&OnSquare>,
    tops: Query<(), With<BoardTop>>,
    scenery: Query<(), Scenery>,
    mut pending: ResMut<PendingPresses>,
) {
    if press.event.button != PointerButton::Primary {
        return;
    }
    let entity = press.entity;
    let action = if let Ok(on) = stones.get(entity) {
        BoardAction::Activate(on.0)
    } else if tops.contains(entity) {
        press
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
    press.propagate(false);
    let at = press.pointer_location.position;
    pending.0.insert(press.pointer_id, (action, at));
}

/// A release finishes the press of the same pointer, unless it was dragged away or cancelled.
fn release(
    mut inputs: MessageReader<PointerInput>,
    mut pending: ResMut<PendingPresses>,
    mut actions: MessageWriter<PlayerAction>,
) {
    for input in inputs.read() {
        match input.action {
            PointerAction::Release(PointerButton::Primary) => {
                if let Some((action, at)) = pending.0.remove(&input.pointer_id)
                    && at.distance(input.location.position) <= CLICK_DISTANCE
                {
                    actions.write(action.into());
                }
            }
            PointerAction::Cancel => {
                pending.0.remove(&input.pointer_id);
            }
            _ => {}
        }
    }
}
