//! What the board shows besides stones: dots on quiet destinations, rings on
//! captures (a thinner ring on the other stones the capture takes), a glow under the selected stones, the last move's squares and
//! the keyboard cursor. All of it is redrawn from the model, the selection
//! and the cursor whenever they change.

use super::looks::StoneLooks;
use super::stone_mesh::STONE_RADIUS;
use crate::game::board::coords::{SQUARE_SIZE, square_center};
use crate::game::board::cursor::BoardCursor;
use crate::game::board::model::GameModel;
use crate::game::board::selection::Selection;
use crate::game::board::stones::{OnSquare, Stone};
use crate::game::schedule::GameSystems;
use crate::rules::Square;
use bevy::light::NotShadowCaster;
use bevy::prelude::*;

/// Quiet destinations: a calm teal dot.
const DOT_COLOUR: Color = Color::srgb(0.16, 0.62, 0.56);
/// Capture destinations: an orange-red ring (a ring, so its shape also tells).
const RING_COLOUR: Color = Color::srgb(0.93, 0.33, 0.16);
/// The glow under selected stones.
const HALO_COLOUR: Color = Color::srgb(1.0, 0.80, 0.30);
/// The squares the last move left.
const LAST_FROM_COLOUR: Color = Color::srgba(1.0, 0.93, 0.45, 0.30);
/// The squares the last move reached.
const LAST_TO_COLOUR: Color = Color::srgba(1.0, 0.85, 0.25, 0.50);
/// The keyboard and gamepad cursor: an opaque bright blue, edged in near-black on both sides,
/// so that it stands out on pale and dark squares and round white and black stones alike.
const CURSOR_COLOUR: Color = Color::srgb(0.30, 0.78, 1.0);
/// The cursor's edges.
const CURSOR_EDGE_COLOUR: Color = Color::srgb(0.03, 0.05, 0.10);
/// Sizes relative to a square.
const DOT_RADIUS: f32 = 0.19;
const RING_INNER: f32 = STONE_RADIUS + 0.03;
const RING_OUTER: f32 = STONE_RADIUS + 0.1;
const HALO_INNER: f32 = STONE_RADIUS - 0.04;
const HALO_OUTER: f32 = STONE_RADIUS + 0.08;
/// The thinner ring on the other stones a capture would take.
const VICTIM_INNER: f32 = STONE_RADIUS + 0.03;
const VICTIM_OUTER: f32 = STONE_RADIUS + 0.06;
const SQUARE_FILL: f32 = 0.96;
const CURSOR_INNER: f32 = 0.55;
const CURSOR_OUTER: f32 = 0.68;
/// The width of each of the cursor's edges.
const CURSOR_EDGE: f32 = 0.035;
/// Heights above the board's top, so marks never flicker against it.
const SQUARE_LIFT: f32 = 0.004;
const MARK_LIFT: f32 = 0.008;

/// Anything drawn by this module; all of it is redrawn at once.
#[derive(Component)]
struct Mark;

/// The keyboard cursor's mark.
#[derive(Component)]
struct CursorMark;

#[derive(Resource)]
struct MarkLooks {
    dot: Handle<Mesh>,
    ring: Handle<Mesh>,
    victim_ring: Handle<Mesh>,
    halo: Handle<Mesh>,
    square: Handle<Mesh>,
    cursor: Handle<Mesh>,
    cursor_edge: Handle<Mesh>,
    dot_material: Handle<StandardMaterial>,
    ring_material: Handle<StandardMaterial>,
    halo_material: Handle<StandardMaterial>,
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

fn flat_material(colour: Color) -> StandardMaterial {
    StandardMaterial {
        base_color: colour,
        unlit: true,
        alpha_mode: if colour.alpha() < 1.0 {
            AlphaMode::Blend
        } else {
            AlphaMode::Opaque
        },
        ..default()
    }
}

fn create_mark_looks(
    mut commands: Commands,
    mut meshes: ResMut<Assets<Mesh>>,
    mut materials: ResMut<Assets<StandardMaterial>>,
) {
    let flat = |mesh: Mesh| mesh.rotated_by(Quat::from_rotation_x(-std::f32::consts::FRAC_PI_2));
    let side = SQUARE_SIZE * SQUARE_FILL;
    commands.insert_resource(MarkLooks {
        dot: meshes.add(flat(Circle::new(DOT_RADIUS).mesh().resolution(32).build())),
        ring: meshes.add(flat(
            Annulus::new(RING_INNER, RING_OUTER)
                .mesh()
                .resolution(48)
                .build(),
        )),
        victim_ring: meshes.add(flat(
            Annulus::new(VICTIM_INNER, VICTIM_OUTER)
                .mesh()
                .resolution(48)
                .build(),
        )),
        halo: meshes.add(flat(
            Annulus::new(HALO_INNER, HALO_OUTER)
                .mesh()
                .resolution(48)
                .build(),
        )),
        square: meshes.add(flat(Rectangle::new(side, side).mesh().build())),
        cursor: meshes.add(flat(
            Annulus::new(CURSOR_INNER, CURSOR_OUTER)
                .mesh()
                .resolution(4)
                .build(),
        )),
        cursor_edge: meshes.add(flat(
            Annulus::new(CURSOR_INNER - CURSOR_EDGE, CURSOR_OUTER + CURSOR_EDGE)
                .mesh()
                .resolution(4)
                .build(),
        )),
        dot_material: materials.add(flat_material(DOT_COLOUR)),
        ring_material: materials.add(flat_material(RING_COLOUR)),
        halo_material: materials.add(flat_material(HALO_COLOUR)),
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
    for &square in selection.stones() {
        spawn_mark(
            &mut commands,
            &looks.halo,
            &looks.halo_material,
            square,
            MARK_LIFT,
        );
    }
    for mv in selection.destinations() {
        if !mv.is_capture() {
            spawn_mark(
                &mut commands,
                &looks.dot,
                &looks.dot_material,
                mv.landing(),
                MARK_LIFT,
            );
            continue;
        }
        spawn_mark(
            &mut commands,
            &looks.ring,
            &looks.ring_material,
            mv.landing(),
            MARK_LIFT,
        );
        for victim in mv.captured_squares().filter(|&s| s != mv.landing()) {
            spawn_mark(
                &mut commands,
                &looks.victim_ring,
                &looks.ring_material,
                victim,
                MARK_LIFT,
            );
        }
    }
}

/// Selected stones glow.
fn highlight_selected_stones(
    selection: Res<Selection>,
    looks: Res<StoneLooks>,
    mut stones: Query<(&Stone, &OnSquare, &mut MeshMaterial3d<StandardMaterial>)>,
) {
    if !selection.is_changed() {
        return;
    }
    for (stone, on, mut material) in &mut stones {
        let wanted = looks.material(stone.side, selection.stones().contains(&on.0));
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
