//! What the game announces after a move: captures, with the stones left.

use super::text::{Text, capitalised, en_plural, en_side, ru_plural, ru_side};
use crate::rules::{Color, Move, Position};

/// The line announcing `mv`, played in `before`, when it captures: who took
/// how many, and the stones each side has left (White first).
///
/// ```
/// use epaminondas::learn::capture_notice;
/// use epaminondas::rules::Position;
/// let before: Position = "14/14/14/14/14/14/14/B13/14/W13/W13/14 w".parse().unwrap();
/// let mv = before.parse_move("a2xa5").unwrap();
/// let notice = capture_notice(&before, mv).unwrap();
/// assert_eq!(notice.en, "White captured 1 stone · 2 : 0");
/// assert_eq!(notice.ru, "Белые взяли 1 камень · 2 : 0");
/// assert_eq!(capture_notice(&before, before.parse_move("a3-a4").unwrap()), None);
/// ```
pub fn capture_notice(before: &Position, mv: Move) -> Option<Text> {
    if !mv.is_capture() {
        return None;
    }
    let mover = before.side_to_move();
    let n = u32::from(mv.captured());
    let after = before.play_unchecked(mv);
    let score = format!(
        "{} : {}",
        after.count(Color::White),
        after.count(Color::Black)
    );
    Some(Text::new(
        format!(
            "{} captured {n} {} · {score}",
            en_side(mover),
            en_plural(n, "stone", "stones")
        ),
        format!(
            "{} взяли {n} {} · {score}",
            capitalised(ru_side(mover)),
            ru_plural(n, "камень", "камня", "камней")
        ),
    ))
}
