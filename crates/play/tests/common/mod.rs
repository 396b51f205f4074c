//! Helpers shared by the test binaries that need no Bevy.

use epaminondas_core::{Position, Side, Square};

/// A position from a list of white and black squares.
pub fn pos(white: &[&str], black: &[&str], side: Side) -> Position {
    let mut board = [['.'; 14]; 12];
    for (list, ch) in [(white, 'W'), (black, 'B')] {
        for s in list {
            let sq: Square = s.parse().unwrap();
            board[sq.rank() as usize][sq.file() as usize] = ch;
        }
    }
    let ranks: Vec<String> = (0..12)
        .rev()
        .map(|r| {
            let mut out = String::new();
            let mut empty = 0;
            for c in board[r] {
                if c == '.' {
                    empty += 1;
                } else {
                    if empty > 0 {
                        out += &empty.to_string();
                        empty = 0;
                    }
                    out.push(c);
                }
            }
            if empty > 0 {
                out += &empty.to_string();
            }
            out
        })
        .collect();
    let side = if side == Side::White { "w" } else { "b" };
    format!("{} {side}", ranks.join("/")).parse().unwrap()
}
