//! Where squares are in the 3D world: one square is one world unit, the board
//! is centred on the origin, its top face is the plane `y = 0`, rank 1 is
//! towards `+z` (the near side from White's seat) and file `a` towards `-x`.

use bevy::math::Vec3;
use epaminondas_core::{FILES, RANKS, Square};

/// Edge length of one square in world units.
pub const SQUARE_SIZE: f32 = 1.0;
/// Width of the frame around the playing area, where the coordinates are.
pub const BOARD_BORDER: f32 = 0.8;
/// Width of the board including its frame.
pub const BOARD_WIDTH: f32 = FILES as f32 * SQUARE_SIZE + 2.0 * BOARD_BORDER;
/// Depth of the board including its frame.
pub const BOARD_DEPTH: f32 = RANKS as f32 * SQUARE_SIZE + 2.0 * BOARD_BORDER;
/// Thickness of the board slab below its top face.
pub const BOARD_THICKNESS: f32 = 0.45;

/// The centre of `square` on the board's top face.
pub fn square_center(square: Square) -> Vec3 {
    Vec3::new(
        file_x(f32::from(square.file())),
        0.0,
        rank_z(f32::from(square.rank())),
    )
}

/// The world x of the centre of a file, given as a 0-based (possibly fractional) index.
pub fn file_x(file: f32) -> f32 {
    (file - (f32::from(FILES) - 1.0) / 2.0) * SQUARE_SIZE
}

/// The world z of the centre of a rank, given as a 0-based (possibly fractional) index.
pub fn rank_z(rank: f32) -> f32 {
    -(rank - (f32::from(RANKS) - 1.0) / 2.0) * SQUARE_SIZE
}

/// The square under a point of the board's top face, if it is on the playing area.
pub fn square_at(point: Vec3) -> Option<Square> {
    let file = (point.x / SQUARE_SIZE + f32::from(FILES) / 2.0).floor();
    let rank = (-point.z / SQUARE_SIZE + f32::from(RANKS) / 2.0).floor();
    if !(0.0..f32::from(FILES)).contains(&file) || !(0.0..f32::from(RANKS)).contains(&rank) {
        return None;
    }
    // Both are whole numbers inside the board, so the casts are exact.
    Square::new(file as u8, rank as u8)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_square_maps_back_to_itself() {
        for square in Square::all() {
            let jitter = Vec3::new(0.3, 0.0, -0.4) * SQUARE_SIZE;
            assert_eq!(square_at(square_center(square) + jitter), Some(square));
        }
    }

    #[test]
    fn the_frame_is_not_a_square() {
        let corner = Vec3::new(-BOARD_WIDTH / 2.0 + 0.1, 0.0, BOARD_DEPTH / 2.0 - 0.1);
        assert_eq!(square_at(corner), None);
    }
}
