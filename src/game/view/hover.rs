//! The board answers the mouse: a stone the player can move lights up under it, and the
//! pointer turns into a hand over such a stone or over a landing of the selection.

use super::flat::{flat_material, flat_ring};
use super::stone_mesh::STONE_RADIUS;
use crate::game::board::coords::square_center;
use crate::game::board::cursor::PointerHover;
use crate::game::board::model::GameModel;
use crate::game::board::selection::Selection;
use crate::game::board::study::Study;
use crate::game::schedule::GameSystems;
use bevy::light::NotShadowCaster;
use bevy::prelude::*;
use bevy::window::{CursorIcon, PrimaryWindow, SystemCursorIcon};
use epaminondas_core::Square;

/// The light round a movable stone under the mouse: warm white, half seen through.
const HOVER_COLOUR: Color = Color::srgba(1.0, 0.97, 0.85, 0.75);
/// The light's inner and outer radius (squares).
const HOVER_INNER: f32 = STONE_RADIUS + 0.02;
const HOVER_OUTER: f32 = STONE_RADIUS + 0.12;
/// Height above the board's top.
const HOVER_LIFT: f32 = 0.009;

/// The light under the hovered stone.
#[derive(Component)]
struct HoverMark;

/// Its mesh and material.
#[derive(Resource)]
struct HoverLooks {
    ring: Handle<Mesh>,
    material: Handle<StandardMaterial>,
}

/// Registers the light and the pointer's shape.
pub(super) fn plugin(app: &mut App) {
    app.add_systems(Startup, create_looks).add_systems(
        Update,
        (light_hovered_stone, shape_pointer).in_set(GameSystems::View),
    );
}

fn create_looks(
    mut commands: Commands,
    mut meshes: ResMut<Assets<Mesh>>,
    mut materials: ResMut<Assets<StandardMaterial>>,
) {
    let ring = flat_ring(HOVER_INNER, HOVER_OUTER, 48);
    commands.insert_resource(HoverLooks {
        ring: meshes.add(ring),
        material: materials.add(flat_material(HOVER_COLOUR)),
    });
}

/// Whether a person may move the stone on `square` now: one of the side to move, in a move of
/// the legal ones, while the player may move.
fn movable(model: &GameModel, study: &Study, square: Square) -> bool {
    if !study.player_may_move(model) {
        return false;
    }
    let position = model.game().position();
    position.stone(square) == Some(position.side_to_move())
        && position
            .legal_moves()
            .iter()
            .any(|mv| mv.group_squares().any(|s| s == square))
}

/// Lights the movable stone under the mouse (not one already selected: it glows already).
fn light_hovered_stone(
    mut commands: Commands,
    hover: Res<PointerHover>,
    model: Res<GameModel>,
    study: Study,
    selection: Res<Selection>,
    looks: Res<HoverLooks>,
    marks: Query<Entity, With<HoverMark>>,
) {
    if !hover.is_changed() && !model.is_changed() && !selection.is_changed() {
        return;
    }
    for entity in &marks {
        commands.entity(entity).despawn();
    }
    let Some(square) = hover.0 else {
        return;
    };
    if selection.stones().contains(&square) || !movable(&model, &study, square) {
        return;
    }
    commands.spawn((
        HoverMark,
        Mesh3d(looks.ring.clone()),
        MeshMaterial3d(looks.material.clone()),
        Transform::from_translation(square_center(square) + Vec3::Y * HOVER_LIFT),
        NotShadowCaster,
        Pickable::IGNORE,
    ));
}

/// A hand over what a click would act on (a movable stone or a landing), the arrow elsewhere.
fn shape_pointer(
    mut commands: Commands,
    hover: Res<PointerHover>,
    model: Res<GameModel>,
    study: Study,
    selection: Res<Selection>,
    window: Query<(Entity, Option<&CursorIcon>), With<PrimaryWindow>>,
) {
    if !hover.is_changed() && !model.is_changed() && !selection.is_changed() {
        return;
    }
    let Ok((entity, icon)) = window.single() else {
        return;
    };
    let acts = hover.0.is_some_and(|square| {
        movable(&model, &study, square)
            || selection
                .destinations()
                .iter()
                .any(|mv| mv.landing() == square)
    });
    let wanted = CursorIcon::System(if acts {
        SystemCursorIcon::Pointer
    } else {
        SystemCursorIcon::Default
    });
    if icon != Some(&wanted) {
        commands.entity(entity).insert(wanted);
    }
}
