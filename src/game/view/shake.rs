//! The answer on the board to a click that makes no move: the stone the refusal is about (the
//! stone in the way, the enemy a lone stone tried to take; else the stone clicked) shakes
//! sideways for a moment, while the panels say why. With motion reduced it stays still.

use crate::game::action::{BoardAction, PlayerAction};
use crate::game::board::coords::square_center;
use crate::game::board::cursor::BoardCursor;
use crate::game::board::motion::{ReducedMotion, Slide};
use crate::game::board::selection::Refused;
use crate::game::board::stones::OnSquare;
use crate::game::schedule::GameSystems;
use bevy::prelude::*;
use epaminondas_core::Square;
use std::f32::consts::TAU;

/// Seconds a shake lasts.
const SHAKE_SECONDS: f32 = 0.4;
/// How far the stone swings to each side at first, in squares.
const SHAKE_AMPLITUDE: f32 = 0.09;
/// Swings to and fro in one shake.
const SHAKE_SWINGS: f32 = 3.0;

/// A stone shaking its head.
#[derive(Component, Debug, Default)]
pub struct Shake {
    elapsed: f32,
}

impl Shake {
    /// The sideways offset after `elapsed` seconds, `None` once the shake is over.
    fn offset(elapsed: f32) -> Option<f32> {
        let t = elapsed / SHAKE_SECONDS;
        (t < 1.0).then(|| (t * SHAKE_SWINGS * TAU).sin() * SHAKE_AMPLITUDE * (1.0 - t))
    }
}

/// Registers the shake.
pub(super) fn plugin(app: &mut App) {
    app.add_systems(
        Update,
        (start_shakes, shake).chain().in_set(GameSystems::View),
    );
}

/// The square a refusal shakes: its focus, else the square clicked this frame.
fn shaken_square(focus: Option<Square>, clicked: Option<Square>) -> Option<Square> {
    focus.or(clicked)
}

fn start_shakes(
    motion: Res<ReducedMotion>,
    mut refused: MessageReader<Refused>,
    mut actions: MessageReader<PlayerAction>,
    cursor: Res<BoardCursor>,
    stones: Query<(Entity, &OnSquare)>,
    mut commands: Commands,
) {
    let clicked = actions
        .read()
        .filter_map(|action| match action {
            PlayerAction::Board(BoardAction::Activate(square)) => Some(*square),
            PlayerAction::Board(BoardAction::ActivateCursor) => Some(cursor.square),
            _ => None,
        })
        .last();
    if motion.0 {
        // Reduced motion: the panels' words alone say why.
        refused.clear();
        return;
    }
    for Refused(refusal) in refused.read() {
        let Some(square) = shaken_square(refusal.focus(), clicked) else {
            continue;
        };
        for (entity, on) in &stones {
            if on.0 == square {
                commands.entity(entity).insert(Shake::default());
            }
        }
    }
}

/// Swings the shaking stones about their square (after the animations put them there).
fn shake(
    time: Res<Time>,
    mut stones: Query<(Entity, &mut Shake, &OnSquare, &mut Transform), Without<Slide>>,
    mut commands: Commands,
) {
    for (entity, mut shake, on, mut transform) in &mut stones {
        shake.elapsed += time.delta_secs();
        let rest = square_center(on.0).x;
        match Shake::offset(shake.elapsed) {
            Some(offset) => transform.translation.x = rest + offset,
            None => {
                transform.translation.x = rest;
                commands.entity(entity).remove::<Shake>();
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_shake_swings_both_ways_and_settles() {
        let offsets: Vec<f32> = (0..40)
            .map_while(|i| Shake::offset(i as f32 * 0.01))
            .collect();
        assert!(offsets.iter().any(|&x| x > SHAKE_AMPLITUDE / 2.0));
        assert!(offsets.iter().any(|&x| x < -SHAKE_AMPLITUDE / 2.0));
        assert_eq!(Shake::offset(SHAKE_SECONDS), None);
    }

    #[test]
    fn the_focus_is_shaken_before_the_clicked_stone() {
        let a: Square = "a1".parse().unwrap();
        let b: Square = "b2".parse().unwrap();
        assert_eq!(shaken_square(Some(a), Some(b)), Some(a));
        assert_eq!(shaken_square(None, Some(b)), Some(b));
        assert_eq!(shaken_square(None, None), None);
    }
}
