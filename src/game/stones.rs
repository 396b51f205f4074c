//! Stone entities: one per stone, its square a component, kept in step with
//! the model. A played move re-targets the moving stones and knocks out the
//! captured ones (the animation module moves them); after a reset each stone
//! glides to the nearest square of its side that the new position fills.

use super::animation::{Appear, Knocked, Slide, Vanish};
use super::coords::square_center;
use super::model::{GameModel, ModelReset, MovePlayed};
use crate::rules::{Color as Side, Square};
use bevy::prelude::*;
use std::collections::HashMap;

/// A stone on the board.
#[derive(Component, Clone, Copy, Debug, PartialEq, Eq)]
pub struct Stone {
    /// Its side.
    pub side: Side,
}

/// The square a stone stands on in the model (where it is going while it slides).
#[derive(Component, Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct OnSquare(pub Square);

/// Registers the stone systems.
pub(super) fn plugin(app: &mut App) {
    app.add_systems(Startup, spawn_stones).add_systems(
        Update,
        (respawn_on_reset, move_stones, resync_if_out_of_step)
            .chain()
            .in_set(super::GameSystems::AfterModel),
    );
}

/// Spawns one entity per stone of the model's position.
fn spawn_stones(mut commands: Commands, model: Res<GameModel>) {
    let position = model.game().position();
    for side in Side::BOTH {
        for square in position.stones(side) {
            commands.spawn((
                Stone { side },
                OnSquare(square),
                Transform::from_translation(square_center(square)),
            ));
        }
    }
}

fn despawn_stones(commands: &mut Commands, stones: &Query<Entity, With<Stone>>) {
    for entity in stones {
        commands.entity(entity).despawn();
    }
}

/// After a new game, a restored game or an undo, the stones follow the model:
/// a stone already on a square the model fills with its side stays; the others
/// glide to the nearest such square still free (nearest pairs first); stones
/// left over shrink away, and squares left over get a stone that grows in.
fn respawn_on_reset(
    mut commands: Commands,
    mut resets: MessageReader<ModelReset>,
    model: Res<GameModel>,
    stones: Query<(Entity, &Stone, &OnSquare, &Transform)>,
) {
    if resets.read().count() == 0 {
        return;
    }
    let position = model.game().position();
    let mut wanted: HashMap<Square, Side> = Side::BOTH
        .iter()
        .flat_map(|&side| position.stones(side).map(move |square| (square, side)))
        .collect();
    let mut loose = Vec::new();
    for (entity, stone, on, transform) in &stones {
        if wanted.get(&on.0) == Some(&stone.side) {
            wanted.remove(&on.0);
            // It may be mid-slide towards this very square: let it arrive.
        } else {
            loose.push((entity, stone.side, transform.translation));
        }
    }
    let mut pairs: Vec<(f32, usize, Square)> = Vec::new();
    for (i, &(_, side, at)) in loose.iter().enumerate() {
        for (&square, &wanted_side) in &wanted {
            if wanted_side == side {
                pairs.push((at.distance_squared(square_center(square)), i, square));
            }
        }
    }
    pairs.sort_by(|a, b| a.0.total_cmp(&b.0).then(a.2.cmp(&b.2)));
    let mut moved = vec![false; loose.len()];
    for (_, i, square) in pairs {
        if moved[i] || !wanted.contains_key(&square) {
            continue;
        }
        moved[i] = true;
        wanted.remove(&square);
        let (entity, _, at) = loose[i];
        commands
            .entity(entity)
            .insert((OnSquare(square), Slide::reset(at, square_center(square))));
    }
    for (i, &(entity, _, _)) in loose.iter().enumerate() {
        if !moved[i] {
            commands
                .entity(entity)
                .remove::<(OnSquare, Slide)>()
                .insert(Vanish::default());
        }
    }
    for (square, side) in wanted {
        commands.spawn((
            Stone { side },
            OnSquare(square),
            Transform::from_translation(square_center(square)).with_scale(Vec3::ZERO),
            Appear::default(),
        ));
    }
}

/// Starts the slide of the moving stones and the knock-out of the captured ones.
fn move_stones(
    mut commands: Commands,
    mut played: MessageReader<MovePlayed>,
    stones: Query<(Entity, &OnSquare, &Transform), With<Stone>>,
) {
    for MovePlayed { mv, .. } in played.read() {
        let at: HashMap<Square, (Entity, Vec3)> = stones
            .iter()
            .map(|(entity, on, transform)| (on.0, (entity, transform.translation)))
            .collect();
        let direction = square_center(mv.landing()) - square_center(mv.front());
        for square in mv.captured_squares() {
            if let Some(&(entity, _)) = at.get(&square) {
                commands
                    .entity(entity)
                    .remove::<OnSquare>()
                    .insert(Knocked::new(direction, mv.distance()));
            }
        }
        // Front first: the stone at the front leads, the others follow in order.
        let pairs: Vec<(Square, Square)> =
            mv.group_squares().zip(mv.destination_squares()).collect();
        for (rank_from_front, (from, to)) in pairs.into_iter().rev().enumerate() {
            if let Some(&(entity, current)) = at.get(&from) {
                commands.entity(entity).insert((
                    OnSquare(to),
                    Slide::new(current, square_center(to), rank_from_front, mv.distance()),
                ));
            }
        }
    }
}

/// A safety net: if the stone entities ever disagree with the model (for
/// example two moves in one frame), they are respawned from it.
fn resync_if_out_of_step(
    mut commands: Commands,
    model: Res<GameModel>,
    stones: Query<Entity, With<Stone>>,
    placed: Query<(&Stone, &OnSquare)>,
) {
    if !model.is_changed() {
        return;
    }
    let position = model.game().position();
    let count = placed.iter().count();
    let expected = Side::BOTH.iter().map(|&s| position.count(s)).sum::<u32>() as usize;
    let agrees = count == expected
        && placed
            .iter()
            .all(|(stone, on)| position.stone(on.0) == Some(stone.side));
    if !agrees {
        warn!("stone entities out of step with the game; respawning them");
        despawn_stones(&mut commands, &stones);
        spawn_stones(commands, model);
    }
}
