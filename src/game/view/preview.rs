//! What a move would do, shown before it is made. While a drag holds a stone over one of its
//! landings, or the mouse or the keyboard cursor rests on a landing of the selection, that
//! landing is lit, the stones that would move are ghosted on the squares they would reach, and
//! the stones the move would take are marked with a red cap. A stone a drag carries casts a
//! soft shadow on the board under it.

use super::flat::{flat_material, lay_flat};
use super::stone_mesh::{STONE_HEIGHT, STONE_RADIUS};
use crate::game::board::coords::{SQUARE_SIZE, square_center};
use crate::game::board::cursor::{BoardCursor, PointerHover};
use crate::game::board::drag::{Carried, DragPoint};
use crate::game::board::model::GameModel;
use crate::game::board::selection::Selection;
use crate::game::schedule::GameSystems;
use crate::game::view::looks::{StoneLooks, stone_colour};
use bevy::light::{NotShadowCaster, NotShadowReceiver};
use bevy::prelude::*;
use epaminondas_core::{Move, Side};

/// The light on the landing a move would reach: a warm white, half seen through.
const LANDING_COLOUR: Color = Color::srgba(1.0, 0.96, 0.70, 0.55);
/// The ghosts of the moving stones: their own colour, less than half seen.
const GHOST_ALPHA: f32 = 0.45;
/// The cap on a stone the move would take: red, half seen through.
const TAKEN_COLOUR: Color = Color::srgba(0.85, 0.10, 0.08, 0.62);
/// The shadow under a carried stone.
const SHADOW_COLOUR: Color = Color::srgba(0.0, 0.0, 0.0, 0.38);
/// The lit landing's share of a square.
const LANDING_FILL: f32 = 0.92;
/// Heights above the board's top: the light under the marks, the cap on the stones' tops,
/// the shadow on the board.
const LANDING_LIFT: f32 = 0.005;
const TAKEN_LIFT: f32 = STONE_HEIGHT + 0.012;
const SHADOW_LIFT: f32 = 0.003;

/// A piece of the preview; all of it is redrawn at once.
#[derive(Component)]
struct PreviewMark;

/// The shadow of a carried stone.
#[derive(Component)]
struct CarryShadow;

/// The preview's meshes and materials.
#[derive(Resource)]
struct PreviewLooks {
    landing: Handle<Mesh>,
    landing_material: Handle<StandardMaterial>,
    cap: Handle<Mesh>,
    taken_material: Handle<StandardMaterial>,
    white_ghost: Handle<StandardMaterial>,
    black_ghost: Handle<StandardMaterial>,
    shadow: Handle<Mesh>,
    shadow_material: Handle<StandardMaterial>,
}

/// Registers the preview and the carried stones' shadows.
pub(super) fn plugin(app: &mut App) {
    app.add_systems(Startup, create_looks).add_systems(
        Update,
        (redraw_preview, cast_shadows).in_set(GameSystems::View),
    );
}

fn ghost(colour: Color) -> StandardMaterial {
    StandardMaterial {
        base_color: colour.with_alpha(GHOST_ALPHA),
        alpha_mode: AlphaMode::Blend,
        perceptual_roughness: 0.5,
        ..default()
    }
}

fn create_looks(
    mut commands: Commands,
    mut meshes: ResMut<Assets<Mesh>>,
    mut materials: ResMut<Assets<StandardMaterial>>,
) {
    let side = SQUARE_SIZE * LANDING_FILL;
    commands.insert_resource(PreviewLooks {
        landing: meshes.add(lay_flat(Rectangle::new(side, side).mesh().build())),
        landing_material: materials.add(flat_material(LANDING_COLOUR)),
        cap: meshes.add(lay_flat(
            Circle::new(STONE_RADIUS * 0.92)
                .mesh()
                .resolution(40)
                .build(),
        )),
        taken_material: materials.add(flat_material(TAKEN_COLOUR)),
        white_ghost: materials.add(ghost(stone_colour(Side::White))),
        black_ghost: materials.add(ghost(stone_colour(Side::Black))),
        shadow: meshes.add(lay_flat(
            Circle::new(STONE_RADIUS * 1.05)
                .mesh()
                .resolution(40)
                .build(),
        )),
        shadow_material: materials.add(flat_material(SHADOW_COLOUR)),
    });
}

/// The move whose result is shown: the one landing under a drag, else under the mouse, else
/// under the keyboard cursor while it is shown.
pub fn previewed_move(
    selection: &Selection,
    drag: &DragPoint,
    hover: &PointerHover,
    cursor: &BoardCursor,
) -> Option<Move> {
    if selection.grabbed().is_some() {
        return drag
            .over
            .and_then(|square| selection.move_landing_on(square));
    }
    hover
        .0
        .and_then(|square| selection.move_landing_on(square))
        .or_else(|| {
            cursor
                .visible
                .then(|| selection.move_landing_on(cursor.square))
                .flatten()
        })
}

/// The parts of the preview and what changes it.
#[derive(bevy::ecs::system::SystemParam)]
struct Pointed<'w> {
    model: Res<'w, GameModel>,
    selection: Res<'w, Selection>,
    drag: Res<'w, DragPoint>,
    hover: Res<'w, PointerHover>,
    cursor: Res<'w, BoardCursor>,
}

/// Redraws the preview when the move it shows changes.
fn redraw_preview(
    mut commands: Commands,
    pointed: Pointed,
    looks: Res<PreviewLooks>,
    stone_looks: Res<StoneLooks>,
    marks: Query<Entity, With<PreviewMark>>,
    mut drawn: Local<Option<Move>>,
) {
    let wanted = previewed_move(
        &pointed.selection,
        &pointed.drag,
        &pointed.hover,
        &pointed.cursor,
    );
    if wanted == *drawn && !pointed.model.is_changed() {
        return;
    }
    *drawn = wanted;
    for entity in &marks {
        commands.entity(entity).despawn();
    }
    let Some(mv) = wanted else {
        return;
    };
    let position = pointed.model.shown_position();
    let mut spawn = |mesh: &Handle<Mesh>, material: &Handle<StandardMaterial>, at: Vec3| {
        commands.spawn((
            PreviewMark,
            Mesh3d(mesh.clone()),
            MeshMaterial3d(material.clone()),
            Transform::from_translation(at),
            NotShadowCaster,
            NotShadowReceiver,
            Pickable::IGNORE,
        ));
    };
    spawn(
        &looks.landing,
        &looks.landing_material,
        square_center(mv.landing()) + Vec3::Y * LANDING_LIFT,
    );
    let ghost = match position.side_to_move() {
        Side::White => &looks.white_ghost,
        Side::Black => &looks.black_ghost,
    };
    for square in mv.destination_squares() {
        // A ghost stands where the stone would; on a stone it would take it floats above it.
        let above = if position.stone(square).is_some() {
            TAKEN_LIFT + 0.01
        } else {
            0.0
        };
        spawn(
            stone_looks.stone_mesh(),
            ghost,
            square_center(square) + Vec3::Y * above,
        );
    }
    for square in mv.captured_squares() {
        spawn(
            &looks.cap,
            &looks.taken_material,
            square_center(square) + Vec3::Y * TAKEN_LIFT,
        );
    }
}

/// The shadows, never the stones they fall from.
type ShadowsOnly = (With<CarryShadow>, Without<Carried>);

/// Keeps a shadow on the board under each stone a drag carries.
fn cast_shadows(
    mut commands: Commands,
    looks: Res<PreviewLooks>,
    carried: Query<&Transform, With<Carried>>,
    mut shadows: Query<(Entity, &mut Transform), ShadowsOnly>,
) {
    let mut wanted = carried
        .iter()
        .map(|transform| transform.translation.with_y(SHADOW_LIFT));
    for (entity, mut transform) in &mut shadows {
        match wanted.next() {
            Some(at) => {
                if transform.translation != at {
                    transform.translation = at;
                }
            }
            None => commands.entity(entity).despawn(),
        }
    }
    for at in wanted {
        commands.spawn((
            CarryShadow,
            Mesh3d(looks.shadow.clone()),
            MeshMaterial3d(looks.shadow_material.clone()),
            Transform::from_translation(at),
            NotShadowCaster,
            NotShadowReceiver,
            Pickable::IGNORE,
        ));
    }
}
