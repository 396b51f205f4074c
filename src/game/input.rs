//! Pointer input to board intents: clicks and taps through Bevy picking.
//! The keyboard and gamepads (the panels' `keyboard` and `gamepad` modules)
//! move the [`BoardCursor`] and write the same [`BoardIntent`]s.

use super::coords::square_at;
use super::scene::BoardTop;
use super::selection::BoardIntent;
use super::stones::OnSquare;
use crate::rules::{Color as Side, FILES, RANKS, Square};
use bevy::prelude::*;

/// The square the keyboard or gamepad points at; shown once used.
#[derive(Resource, Clone, Copy, Debug)]
pub struct BoardCursor {
    /// The square under the cursor.
    pub square: Square,
    /// Whether it has been used (and so is drawn).
    pub visible: bool,
}

impl Default for BoardCursor {
    fn default() -> Self {
        BoardCursor {
            square: Square::new(FILES / 2, RANKS / 2).expect("the centre is on the board"),
            visible: false,
        }
    }
}

impl BoardCursor {
    /// Moves by a step seen from the player's seat (`up` is away from them).
    pub fn step(&mut self, screen: IVec2, seat: Side) {
        let towards = match seat {
            Side::White => screen,
            Side::Black => -screen,
        };
        let file = (i32::from(self.square.file()) + towards.x).clamp(0, i32::from(FILES) - 1);
        let rank = (i32::from(self.square.rank()) + towards.y).clamp(0, i32::from(RANKS) - 1);
        if let Some(square) = Square::new(file as u8, rank as u8) {
            self.square = square;
        }
        self.visible = true;
    }
}

/// Registers the input systems.
pub(super) fn plugin(app: &mut App) {
    app.init_resource::<BoardCursor>()
        .add_observer(pointer_click);
}

/// Things whose click clears the selection: the table, the board's sides, the window.
type Scenery = Or<(With<Mesh3d>, With<Window>)>;

/// A click or tap: on a stone or a square names it; elsewhere on the scene or
/// the window clears. Clicks that egui takes never get here. A click bubbles
/// from the entity hit up to the window, so once it has made its intent it
/// stops there: otherwise the window's "clear" would undo every selection.
fn pointer_click(
    mut click: On<Pointer<Click>>,
    stones: Query<&OnSquare>,
    tops: Query<(), With<BoardTop>>,
    scenery: Query<(), Scenery>,
    mut intents: MessageWriter<BoardIntent>,
) {
    if click.event.button != PointerButton::Primary {
        return;
    }
    let entity = click.entity;
    let intent = if let Ok(on) = stones.get(entity) {
        BoardIntent::Square(on.0)
    } else if tops.contains(entity) {
        click
            .event
            .hit
            .position
            .and_then(square_at)
            .map_or(BoardIntent::Clear, BoardIntent::Square)
    } else if scenery.contains(entity) {
        BoardIntent::Clear
    } else {
        return;
    };
    click.propagate(false);
    intents.write(intent);
}
