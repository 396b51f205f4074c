//! Stone entities: one per stone, its square a component, kept in step with
//! the model. A played move re-targets the moving stones and knocks out the
//! captured ones (the animation module moves them); after a reset each stone
//! glides to the nearest square of its side that the new position fills.
//!
//! One system follows every change of a frame, in the order the model made them (a reset,
//! then the moves), on one map of where the stones are, which it updates as it goes: a second
//! move in the same frame sees the stones where the first one put them, although the entities'
//! components only change once the frame's commands are applied.

use super::coords::square_center;
use super::model::{GameModel, ModelReset, MovePlayed};
use super::motion::{Appear, Knocked, Slide, Vanish};
use crate::game::schedule::GameSystems;
use bevy::prelude::*;
use epaminondas_core::{Move, Side, Square};
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
    app.add_systems(Startup, spawn_stones)
        .add_systems(Update, follow_model.in_set(GameSystems::AfterModel));
}

/// Spawns one entity per stone of the model's position.
fn spawn_stones(mut commands: Commands, model: Res<GameModel>) {
    let position = model.shown_position();
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

/// A stone on the board as this frame's changes leave it.
#[derive(Clone, Copy, Debug)]
struct Placed {
    entity: Entity,
    side: Side,
    /// Where it is drawn now.
    at: Vec3,
}

/// Where every stone entity stands in the model, updated as each change is followed.
type StoneMap = HashMap<Square, Placed>;

/// Follows this frame's reset (if any), then its moves, on one map of the stones.
fn follow_model(
    mut commands: Commands,
    mut resets: MessageReader<ModelReset>,
    mut played: MessageReader<MovePlayed>,
    model: Res<GameModel>,
    stones: Query<(Entity, &Stone, &OnSquare, &Transform)>,
) {
    let reset = resets.read().count() > 0;
    let moves: Vec<Move> = played.read().map(|played| played.mv).collect();
    if !reset && moves.is_empty() {
        return;
    }
    let mut map: StoneMap = stones
        .iter()
        .map(|(entity, stone, on, transform)| {
            let placed = Placed {
                entity,
                side: stone.side,
                at: transform.translation,
            };
            (on.0, placed)
        })
        .collect();
    if reset {
        follow_reset(&mut commands, &mut map, &model);
    }
    for mv in moves {
        follow_move(&mut commands, &mut map, mv);
    }
}

/// After a new game, a restored game or an undo, the stones follow the model:
/// a stone already on a square the model fills with its side stays; the others
/// glide to the nearest such square still free (nearest pairs first); stones
/// left over shrink away, and squares left over get a stone that grows in.
fn follow_reset(commands: &mut Commands, map: &mut StoneMap, model: &GameModel) {
    let position = model.shown_position();
    let mut wanted: HashMap<Square, Side> = Side::BOTH
        .iter()
        .flat_map(|&side| position.stones(side).map(move |square| (square, side)))
        .collect();
    let mut staying = StoneMap::new();
    let mut loose = Vec::new();
    for (square, placed) in map.drain() {
        if wanted.get(&square) == Some(&placed.side) {
            wanted.remove(&square);
            // It may be mid-slide towards this very square: let it arrive.
            staying.insert(square, placed);
        } else {
            loose.push(placed);
        }
    }
    let mut pairs: Vec<(f32, usize, Square)> = Vec::new();
    for (i, placed) in loose.iter().enumerate() {
        for (&square, &wanted_side) in &wanted {
            if wanted_side == placed.side {
                pairs.push((placed.at.distance_squared(square_center(square)), i, square));
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
        let placed = loose[i];
        commands.entity(placed.entity).insert((
            OnSquare(square),
            Slide::reset(placed.at, square_center(square)),
        ));
        staying.insert(square, placed);
    }
    for (i, placed) in loose.iter().enumerate() {
        if !moved[i] {
            commands
                .entity(placed.entity)
                .remove::<(OnSquare, Slide)>()
                .insert(Vanish::default());
        }
    }
    for (square, side) in wanted {
        let at = square_center(square);
        let entity = commands
            .spawn((
                Stone { side },
                OnSquare(square),
                Transform::from_translation(at).with_scale(Vec3::ZERO),
                Appear::default(),
            ))
            .id();
        staying.insert(square, Placed { entity, side, at });
    }
    *map = staying;
}

/// Starts the slide of the moving stones and the knock-out of the captured ones.
fn follow_move(commands: &mut Commands, map: &mut StoneMap, mv: Move) {
    let direction = square_center(mv.landing()) - square_center(mv.front());
    for square in mv.captured_squares() {
        if let Some(placed) = map.remove(&square) {
            commands
                .entity(placed.entity)
                .remove::<OnSquare>()
                .insert(Knocked::new(direction, mv.distance()));
        }
    }
    // Front first: the stone at the front leads, the others follow in order.
    let pairs: Vec<(Square, Square)> = mv.group_squares().zip(mv.destination_squares()).collect();
    let lifted: Vec<Option<Placed>> = pairs.iter().map(|(from, _)| map.remove(from)).collect();
    for (rank_from_front, ((_, to), placed)) in pairs.iter().zip(lifted).rev().enumerate() {
        let Some(placed) = placed else {
            continue;
        };
        commands.entity(placed.entity).insert((
            OnSquare(*to),
            Slide::new(
                placed.at,
                square_center(*to),
                rank_from_front,
                mv.distance(),
            ),
        ));
        map.insert(*to, placed);
    }
}
