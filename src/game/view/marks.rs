//! What the board shows besides stones: dots on quiet destinations, a cross above the stone
//! a capture lands on (one mark per move, its own shape and colour, drawn over the stone), a
//! glow under the selected stones, the hint's own look (violet hexagons round its line and a
//! violet arrow to its landing), the last move's squares and the keyboard cursor. All of it is
//! redrawn from the model, the selection and the cursor whenever they change.

use super::arrow::{ArrowMeshes, ArrowShape};
use super::flat::{flat_material, lay_flat};
use super::looks::StoneLooks;
use super::stone_mesh::{STONE_HEIGHT, STONE_RADIUS};
use crate::game::board::coords::{SQUARE_SIZE, square_center};
use crate::game::board::cursor::BoardCursor;
use crate::game::board::model::GameModel;
use crate::game::board::selection::Selection;
use crate::game::board::stones::{OnSquare, Stone};
use crate::game::schedule::GameSystems;
use bevy::light::NotShadowCaster;
use bevy::prelude::*;
use epaminondas_core::Square;

/// Quiet destinations: a calm teal dot.
pub(super) const DOT_COLOUR: Color = Color::srgb(0.16, 0.62, 0.56);
/// Capture destinations: an orange-red cross edged in near-black, above the stone it takes
/// (a cross, so that its shape tells it from a dot whatever colours one sees).
pub(super) const CAPTURE_COLOUR: Color = Color::srgb(0.96, 0.32, 0.10);
/// The cross's edge.
const CAPTURE_EDGE_COLOUR: Color = Color::srgb(0.12, 0.03, 0.02);
/// The glow under selected stones.
pub(super) const HALO_COLOUR: Color = Color::srgb(1.0, 0.80, 0.30);
/// The hint: violet, apart from the gold of the player's own selection.
pub(super) const HINT_COLOUR: Color = Color::srgba(0.66, 0.46, 1.0, 0.95);
/// The squares the last move left.
const LAST_FROM_COLOUR: Color = Color::srgba(1.0, 0.93, 0.45, 0.30);
/// The squares the last move reached.
pub(super) const LAST_TO_COLOUR: Color = Color::srgba(1.0, 0.85, 0.25, 0.50);
/// The keyboard and gamepad cursor: an opaque bright blue, edged in near-black on both sides,
/// so that it stands out on pale and dark squares and round white and black stones alike.
pub(super) const CURSOR_COLOUR: Color = Color::srgb(0.30, 0.78, 1.0);
/// The cursor's edges.
const CURSOR_EDGE_COLOUR: Color = Color::srgb(0.03, 0.05, 0.10);
/// Sizes relative to a square.
const DOT_RADIUS: f32 = 0.19;
/// The cross's bars: length and width, and the edge round them.
const CROSS_LENGTH: f32 = 0.62;
const CROSS_WIDTH: f32 = 0.15;
const CROSS_EDGE: f32 = 0.045;
const HALO_INNER: f32 = STONE_RADIUS - 0.04;
const HALO_OUTER: f32 = STONE_RADIUS + 0.08;
/// The hint's hexagons round its stones.
const HINT_INNER: f32 = STONE_RADIUS + 0.03;
const HINT_OUTER: f32 = STONE_RADIUS + 0.12;
/// The hint's arrow.
const HINT_ARROW: ArrowShape = ArrowShape {
    shaft_width: 0.12,
    head_length: 0.34,
    head_width: 0.40,
};
const SQUARE_FILL: f32 = 0.96;
const CURSOR_INNER: f32 = 0.55;
const CURSOR_OUTER: f32 = 0.68;
/// The width of each of the cursor's edges.
const CURSOR_EDGE: f32 = 0.035;
/// Heights above the board's top, so marks never flicker against it.
const SQUARE_LIFT: f32 = 0.004;
const MARK_LIFT: f32 = 0.008;
/// The cross lies above the stone it takes, its edge just under it.
const CROSS_LIFT: f32 = STONE_HEIGHT + 0.03;
/// The hint's arrow lies above the stones.
const HINT_ARROW_LIFT: f32 = STONE_HEIGHT + 0.05;

/// Anything drawn by this module; all of it is redrawn at once.
#[derive(Component)]
struct Mark;

/// The keyboard cursor's mark.
#[derive(Component)]
struct CursorMark;

#[derive(Resource)]
struct MarkLooks {
    dot: Handle<Mesh>,
    cross: Handle<Mesh>,
    cross_edge: Handle<Mesh>,
    halo: Handle<Mesh>,
    hint_ring: Handle<Mesh>,
    hint_arrow: ArrowMeshes,
    square: Handle<Mesh>,
    cursor: Handle<Mesh>,
    cursor_edge: Handle<Mesh>,
    dot_material: Handle<StandardMaterial>,
    cross_material: Handle<StandardMaterial>,
    cross_edge_material: Handle<StandardMaterial>,
    halo_material: Handle<StandardMaterial>,
    hint_material: Handle<StandardMaterial>,
    from_material: Handle<StandardMaterial>,
    to_material: Handle<StandardMaterial>,
    cursor_material: Handle<StandardMaterial>,
    cursor_edge_material: Handle<StandardMaterial>,
}

/// Registers the marks.
pub(super) fn plugin(app: &mut App) {
    app.add_systems(Startup, create_mark_looks).add_systems(
        Update,
        (redraw_marks, highlight_selected_stones, draw_cursor).in_set(GameSystems::View),
    );
}

/// A cross of two bars `length` long and `width` wide, lying flat.
fn cross_mesh(length: f32, width: f32) -> Mesh {
    let bar = |turn: f32| {
        Rectangle::new(length, width)
            .mesh()
            .build()
            .rotated_by(Quat::from_rotation_z(turn))
    };
    let mut cross = bar(std::f32::consts::FRAC_PI_4);
    cross
        .merge(&bar(-std::f32::consts::FRAC_PI_4))
        .expect("two bars of one layout");
    lay_flat(cross)
}

fn create_mark_looks(
    mut commands: Commands,
    mut meshes: ResMut<Assets<Mesh>>,
    mut materials: ResMut<Assets<StandardMaterial>>,
) {
    let side = SQUARE_SIZE * SQUARE_FILL;
    let hint_arrow = ArrowMeshes::new(&mut meshes, HINT_ARROW);
    let mut hint_material = flat_material(HINT_COLOUR);
    hint_material.cull_mode = None;
    hint_material.double_sided = true;
    commands.insert_resource(MarkLooks {
        dot: meshes.add(lay_flat(
            Circle::new(DOT_RADIUS).mesh().resolution(32).build(),
        )),
        cross: meshes.add(cross_mesh(CROSS_LENGTH, CROSS_WIDTH)),
        cross_edge: meshes.add(cross_mesh(
            CROSS_LENGTH + 2.0 * CROSS_EDGE,
            CROSS_WIDTH + 2.0 * CROSS_EDGE,
        )),
        halo: meshes.add(lay_flat(
            Annulus::new(HALO_INNER, HALO_OUTER)
                .mesh()
                .resolution(48)
                .build(),
        )),
        hint_ring: meshes.add(lay_flat(
            Annulus::new(HINT_INNER, HINT_OUTER)
                .mesh()
                .resolution(6)
                .build(),
        )),
        hint_arrow,
        square: meshes.add(lay_flat(Rectangle::new(side, side).mesh().build())),
        cursor: meshes.add(lay_flat(
            Annulus::new(CURSOR_INNER, CURSOR_OUTER)
                .mesh()
                .resolution(4)
                .build(),
        )),
        cursor_edge: meshes.add(lay_flat(
            Annulus::new(CURSOR_INNER - CURSOR_EDGE, CURSOR_OUTER + CURSOR_EDGE)
                .mesh()
                .resolution(4)
                .build(),
        )),
        dot_material: materials.add(flat_material(DOT_COLOUR)),
        cross_material: materials.add(flat_material(CAPTURE_COLOUR)),
        cross_edge_material: materials.add(flat_material(CAPTURE_EDGE_COLOUR)),
        halo_material: materials.add(flat_material(HALO_COLOUR)),
        hint_material: materials.add(hint_material),
        from_material: materials.add(flat_material(LAST_FROM_COLOUR)),
        to_material: materials.add(flat_material(LAST_TO_COLOUR)),
        cursor_material: materials.add(flat_material(CURSOR_COLOUR)),
        cursor_edge_material: materials.add(flat_material(CURSOR_EDGE_COLOUR)),
    });
}

fn spawn_mark(
    commands: &mut Commands,
    mesh: &Handle<Mesh>,
    material: &Handle<StandardMaterial>,
    square: Square,
    lift: f32,
) {
    commands.spawn((
        Mark,
        Mesh3d(mesh.clone()),
        MeshMaterial3d(material.clone()),
        Transform::from_translation(square_center(square) + Vec3::Y * lift),
        NotShadowCaster,
        Pickable::IGNORE,
    ));
}

/// Redraws destinations, halos and the last move when the game or the selection changes.
fn redraw_marks(
    mut commands: Commands,
    model: Res<GameModel>,
    selection: Res<Selection>,
    looks: Res<MarkLooks>,
    marks: Query<Entity, (With<Mark>, Without<CursorMark>)>,
) {
    if !model.is_changed() && !selection.is_changed() {
        return;
    }
    for entity in &marks {
        commands.entity(entity).despawn();
    }
    if let Some(last) = model.shown_last_move() {
        for square in last.group_squares() {
            spawn_mark(
                &mut commands,
                &looks.square,
                &looks.from_material,
                square,
                SQUARE_LIFT,
            );
        }
        for square in last.destination_squares() {
            spawn_mark(
                &mut commands,
                &looks.square,
                &looks.to_material,
                square,
                SQUARE_LIFT,
            );
        }
    }
    let (ring, ring_material) = if selection.is_hint() {
        (&looks.hint_ring, &looks.hint_material)
    } else {
        (&looks.halo, &looks.halo_material)
    };
    for &square in selection.stones() {
        spawn_mark(&mut commands, ring, ring_material, square, MARK_LIFT);
    }
    for mv in selection.destinations() {
        if mv.is_capture() {
            spawn_mark(
                &mut commands,
                &looks.cross_edge,
                &looks.cross_edge_material,
                mv.landing(),
                CROSS_LIFT,
            );
            spawn_mark(
                &mut commands,
                &looks.cross,
                &looks.cross_material,
                mv.landing(),
                CROSS_LIFT + SQUARE_LIFT,
            );
        } else {
            spawn_mark(
                &mut commands,
                &looks.dot,
                &looks.dot_material,
                mv.landing(),
                MARK_LIFT,
            );
        }
        if selection.is_hint() {
            let (shaft, head) = looks.hint_arrow.transforms(
                square_center(mv.front()),
                square_center(mv.landing()),
                HINT_ARROW_LIFT,
            );
            for (mesh, transform) in [
                (&looks.hint_arrow.shaft, shaft),
                (&looks.hint_arrow.head, head),
            ] {
                commands.spawn((
                    Mark,
                    Mesh3d(mesh.clone()),
                    MeshMaterial3d(looks.hint_material.clone()),
                    transform,
                    NotShadowCaster,
                    Pickable::IGNORE,
                ));
            }
        }
    }
}

/// Selected stones glow (the hint's stones keep their colour: its marks are its own).
fn highlight_selected_stones(
    selection: Res<Selection>,
    looks: Res<StoneLooks>,
    mut stones: Query<(&Stone, &OnSquare, &mut MeshMaterial3d<StandardMaterial>)>,
) {
    if !selection.is_changed() {
        return;
    }
    for (stone, on, mut material) in &mut stones {
        let glows = !selection.is_hint() && selection.stones().contains(&on.0);
        let wanted = looks.material(stone.side, glows);
        if material.0 != wanted {
            material.0 = wanted;
        }
    }
}

/// Shows the keyboard cursor while it is in use.
fn draw_cursor(
    mut commands: Commands,
    cursor: Res<BoardCursor>,
    looks: Res<MarkLooks>,
    marks: Query<Entity, With<CursorMark>>,
) {
    if !cursor.is_changed() {
        return;
    }
    for entity in &marks {
        commands.entity(entity).despawn();
    }
    if !cursor.visible {
        return;
    }
    // The edges lie under the bright band, which covers all but their outer rims.
    for (mesh, material, lift) in [
        (&looks.cursor_edge, &looks.cursor_edge_material, MARK_LIFT),
        (
            &looks.cursor,
            &looks.cursor_material,
            MARK_LIFT + SQUARE_LIFT,
        ),
    ] {
        commands.spawn((
            Mark,
            CursorMark,
            Mesh3d(mesh.clone()),
            MeshMaterial3d(material.clone()),
            Transform::from_translation(square_center(cursor.square) + Vec3::Y * lift)
                .with_rotation(Quat::from_rotation_y(std::f32::consts::FRAC_PI_4)),
            NotShadowCaster,
            Pickable::IGNORE,
        ));
    }
}
