//! A model of a player fresh from the lessons, to measure how easy the easiest level is: it
//! plays a move that wins at once when there is one, else the capture that takes the most
//! stones, else a move at random after which no stone of its own can be taken (any move at
//! random when there is none). It sees what the lessons teach (captures, the far row, a stone
//! left where it can be taken) and nothing deeper.

use epaminondas_core::{Move, Position, Status, mix};

/// The newcomer's move in `position` (`seed` chooses among equals), or `None` when the side to
/// move has no legal move.
///
/// ```
/// use epaminondas_core::Position;
/// use epaminondas_engine::newcomer_move;
/// let capture: Position = "14/14/14/14/14/14/14/B13/14/W13/W13/14 w".parse().unwrap();
/// assert_eq!(newcomer_move(&capture, 7).unwrap().to_string(), "a2xa5");
/// assert!(Position::start().legal_moves().contains(&newcomer_move(&Position::start(), 1).unwrap()));
/// ```
pub fn newcomer_move(position: &Position, seed: u64) -> Option<Move> {
    let moves = position.legal_moves();
    let mover = position.side_to_move();
    let wins = |mv: &Move| {
        position.play(*mv).is_ok_and(|after| {
            matches!(after.status(), Status::Over(outcome) if outcome.winner == Some(mover))
        })
    };
    if let Some(win) = moves.iter().find(|mv| wins(mv)) {
        return Some(*win);
    }
    let most = moves.iter().map(|mv| mv.captured()).max()?;
    let best: Vec<Move> = if most > 0 {
        moves
            .iter()
            .copied()
            .filter(|mv| mv.captured() == most)
            .collect()
    } else {
        let safe: Vec<Move> = moves
            .iter()
            .copied()
            .filter(|mv| leaves_nothing_to_take(position, *mv))
            .collect();
        if safe.is_empty() {
            moves.iter().copied().collect()
        } else {
            safe
        }
    };
    let pick = usize::try_from(mix(seed) % best.len() as u64).ok()?;
    best.get(pick).copied()
}

/// Whether after `mv` the other side has no capture.
fn leaves_nothing_to_take(position: &Position, mv: Move) -> bool {
    position
        .play(mv)
        .is_ok_and(|after| !after.legal_moves().iter().any(|reply| reply.is_capture()))
}
