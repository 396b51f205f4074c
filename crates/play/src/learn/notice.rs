//! What the game announces after a move: captures, with the stones left.

use crate::i18n::{LearnKey, Text};
use epaminondas_core::{Move, Position, Side};

/// The line announcing `mv`, played in `before`, when it captures: who took
/// how many, and the stones each side has left (White first).
///
/// ```
/// use epaminondas_play::i18n::Language;
/// use epaminondas_play::learn::capture_notice;
/// use epaminondas_core::Position;
/// let before: Position = "14/14/14/14/14/14/14/B13/14/W13/W13/14 w".parse().unwrap();
/// let mv = before.parse_move("a2xa5").unwrap();
/// let notice = capture_notice(&before, mv).unwrap();
/// assert_eq!(Language::English.say(&notice), "White captured 1 stone · 2 : 0");
/// assert_eq!(Language::Russian.say(&notice), "Белые взяли 1 камень · 2 : 0");
/// assert_eq!(Language::German.say(&notice), "Weiß hat 1 Stein geschlagen · 2 : 0");
/// assert_eq!(capture_notice(&before, before.parse_move("a3-a4").unwrap()), None);
/// ```
pub fn capture_notice(before: &Position, mv: Move) -> Option<Text> {
    if !mv.is_capture() {
        return None;
    }
    let after = before.play_unchecked(mv);
    Some(
        Text::new(LearnKey::AnnounceCapture)
            .with("side", before.side_to_move().name())
            .with("n", mv.captured())
            .with("white", after.count(Side::White))
            .with("black", after.count(Side::Black)),
    )
}
