//! The square the keyboard or gamepad points at, and the one the mouse is over.

use bevy::prelude::*;
use epaminondas_core::{FILES, RANKS, Side, Square};

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

/// The square the mouse is over (`None`: over none, or the pointer is a finger): the stones
/// the player can move light up there.
#[derive(Resource, Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct PointerHover(pub Option<Square>);
