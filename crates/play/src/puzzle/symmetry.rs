//! The board's symmetries. Every rule of RULES.md reads the same on the board mirrored left to
//! right (file `a` ↔ `n`): lines, moves and captures do not care about left and right, the home
//! rows stay where they are, and the anti-copycat rule compares a board with its half turn,
//! which commutes with the mirror. They also read the same on the board turned by 180° with
//! the colours swapped and the other side to move: White's task there is Black's here. So a
//! position stands for four, and [`canonical_key`] names the four alike.

use epaminondas_core::{FILES, Position, RANKS, Side, Square};

/// The position's text with each stone moved by `map` and coloured by `colour`, side `side`.
fn transformed(
    position: &Position,
    map: impl Fn(Square) -> Square,
    colour: impl Fn(Side) -> Side,
    side: Side,
) -> Position {
    let mut board = [[None; FILES as usize]; RANKS as usize];
    for c in Side::BOTH {
        for sq in position.stones(c) {
            let to = map(sq);
            board[to.rank() as usize][to.file() as usize] = Some(colour(c));
        }
    }
    let mut text = String::new();
    for rank in (0..RANKS as usize).rev() {
        let mut empty = 0;
        for stone in board[rank] {
            match stone {
                None => empty += 1,
                Some(c) => {
                    if empty > 0 {
                        text += &empty.to_string();
                        empty = 0;
                    }
                    text.push(if c == Side::White { 'W' } else { 'B' });
                }
            }
        }
        if empty > 0 {
            text += &empty.to_string();
        }
        if rank > 0 {
            text.push('/');
        }
    }
    text.push_str(if side == Side::White { " w" } else { " b" });
    // A board of a valid position, moved square for square, is a valid position.
    text.parse().unwrap_or(*position)
}

/// A square mirrored left to right.
pub fn mirror_square(sq: Square) -> Square {
    Square::new(FILES - 1 - sq.file(), sq.rank()).unwrap_or(sq)
}

/// The position mirrored left to right (file `a` ↔ `n`), the same side to move.
pub fn mirrored(position: &Position) -> Position {
    transformed(position, mirror_square, |c| c, position.side_to_move())
}

/// The position turned by 180° with the colours swapped: the same game for the other side.
pub fn swapped(position: &Position) -> Position {
    transformed(
        position,
        Square::rotated,
        Side::opposite,
        position.side_to_move().opposite(),
    )
}

/// A text that is the same for a position and its three images under the symmetries (the
/// smallest of their position texts).
pub fn canonical_key(position: &Position) -> String {
    let turned = swapped(position);
    [*position, mirrored(position), turned, mirrored(&turned)]
        .iter()
        .map(Position::to_string)
        .min()
        .unwrap_or_else(|| position.to_string())
}

/// A short, stable name for a position and its images: 8 hexadecimal digits of the FNV-1a hash
/// of [`canonical_key`].
pub fn canonical_id(position: &Position) -> String {
    let mut hash: u64 = 0xcbf2_9ce4_8422_2325;
    for byte in canonical_key(position).bytes() {
        hash ^= u64::from(byte);
        hash = hash.wrapping_mul(0x0000_0100_0000_01b3);
    }
    format!("{:08x}", (hash >> 32) ^ (hash & 0xffff_ffff))
}

#[cfg(test)]
mod tests {
    use super::*;
    use epaminondas_core::Position;

    #[test]
    fn images_share_a_key_and_keep_the_moves() {
        let pos: Position = "14/14/14/14/14/14/14/B13/14/W13/W13/14 w".parse().unwrap();
        let mirror = mirrored(&pos);
        assert_eq!(
            mirror.to_string(),
            "14/14/14/14/14/14/14/13B/14/13W/13W/14 w"
        );
        let turned = swapped(&pos);
        assert_eq!(
            turned.to_string(),
            "14/13B/13B/14/13W/14/14/14/14/14/14/14 b"
        );
        assert_eq!(mirrored(&mirror), pos);
        assert_eq!(swapped(&turned), pos);
        let key = canonical_key(&pos);
        for image in [mirror, turned, mirrored(&turned)] {
            assert_eq!(canonical_key(&image), key);
            assert_eq!(canonical_id(&image), canonical_id(&pos));
            // The images have as many moves as the position.
            assert_eq!(image.legal_moves().len(), pos.legal_moves().len());
        }
        assert_ne!(
            canonical_key(&Position::start()),
            canonical_key(&pos),
            "different positions differ"
        );
    }
}
