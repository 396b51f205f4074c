//! A stone picked up: while a drag lasts the stone it holds, and the line its drop would move
//! when the pointer is over one of its landings, is lifted off the board and follows the
//! pointer or the finger; let go on a landing, the move's slide starts from where the stones
//! are held (they snap into place); let go anywhere else, they glide back to their squares.

use super::coords::square_center;
use super::motion::Slide;
use super::selection::Selection;
use super::stones::{OnSquare, Stone};
use crate::game::schedule::GameSystems;
use bevy::prelude::*;
use epaminondas_core::Square;

/// How high above the board's top a carried stone is held (world units, a square is one).
pub const CARRY_HEIGHT: f32 = 0.45;
/// How much larger a carried stone looks: it is nearer the eye.
pub const CARRY_SCALE: f32 = 1.08;
/// How quickly a carried stone catches up with the pointer: the share of the way left that it
/// covers in a tenth of a second.
const FOLLOW_SHARE: f32 = 0.85;

/// Where a drag holds its stones, as the pointer sets it: the point at [`CARRY_HEIGHT`] above
/// the board's top under the pointer or finger, and the square under it (`None`: no drag, or
/// nothing of the board there). The pointer writes it; it decides nothing.
#[derive(Resource, Clone, Copy, Debug, Default, PartialEq)]
pub struct DragPoint {
    /// The point the grabbed stone's centre is held at.
    pub at: Option<Vec3>,
    /// The square under the pointer, the carried stones aside.
    pub over: Option<Square>,
}

/// A stone lifted by a drag.
#[derive(Component, Clone, Copy, Debug)]
pub struct Carried;

/// Registers the carrying of dragged stones.
pub(super) fn plugin(app: &mut App) {
    app.init_resource::<DragPoint>()
        .add_systems(Update, carry_stones.in_set(GameSystems::Animate));
}

/// The stones a drag carries now: the line of the move landing under the pointer, else the
/// grabbed stone alone; none without a drag.
pub fn carried_squares(selection: &Selection, point: &DragPoint) -> Vec<Square> {
    let Some(grabbed) = selection.grabbed() else {
        return Vec::new();
    };
    if point.at.is_none() {
        return Vec::new();
    }
    match point
        .over
        .and_then(|square| selection.move_landing_on(square))
    {
        Some(mv) => mv.group_squares().collect(),
        None => vec![grabbed],
    }
}

/// A stone as the carrying sees it: whether it is carried, whether it slides.
type StoneParts<'a> = (
    Entity,
    &'a OnSquare,
    &'a mut Transform,
    Has<Carried>,
    Has<Slide>,
);

/// Lifts the carried stones to the pointer and sends the ones let go back to their squares
/// (unless the move they were dropped on already slides them).
fn carry_stones(
    mut commands: Commands,
    time: Res<Time>,
    selection: Res<Selection>,
    point: Res<DragPoint>,
    mut stones: Query<StoneParts, With<Stone>>,
) {
    let carried = carried_squares(&selection, &point);
    let anchor = selection.grabbed().map(square_center);
    let follow = 1.0 - (1.0 - FOLLOW_SHARE).powf(time.delta_secs() * 10.0);
    for (entity, on, mut transform, is_carried, sliding) in &mut stones {
        let wanted = match (point.at, anchor) {
            (Some(at), Some(anchor)) if carried.contains(&on.0) && !sliding => {
                Some(at + (square_center(on.0) - anchor).with_y(0.0))
            }
            _ => None,
        };
        match wanted {
            Some(target) => {
                if !is_carried {
                    commands.entity(entity).insert(Carried);
                }
                let next = transform.translation.lerp(target, follow.clamp(0.0, 1.0));
                if transform.translation != next {
                    transform.translation = next;
                }
                if transform.scale != Vec3::splat(CARRY_SCALE) {
                    transform.scale = Vec3::splat(CARRY_SCALE);
                }
            }
            None if is_carried => {
                let mut entity = commands.entity(entity);
                entity.remove::<Carried>();
                if !sliding {
                    entity.insert(Slide::reset(transform.translation, square_center(on.0)));
                }
                transform.scale = Vec3::ONE;
            }
            None => {}
        }
    }
}
