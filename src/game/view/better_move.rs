//! The engine's better move, drawn on the board while a review shows a position whose move in
//! the game the analysis judged worse than the engine's best: a green ring round each stone of
//! the phalanx that should have moved and a green arrow from its front to its landing, drawn
//! just above the stones so that a capture's landing under an enemy stone stays visible.

use super::stone_mesh::{STONE_HEIGHT, STONE_RADIUS};
use crate::game::board::coords::square_center;
use crate::game::board::model::GameModel;
use crate::game::computer::analysis::GameAnalysis;
use crate::game::schedule::GameSystems;
use crate::rules::Move;
use bevy::light::NotShadowCaster;
use bevy::prelude::*;

/// The arrow and rings: a clear green, apart from the marks' teal dots and orange rings.
const COLOUR: Color = Color::srgba(0.30, 0.85, 0.40, 0.85);
/// The rings' radii (squares): outside the stone, inside the capture marks' ring.
const RING_INNER: f32 = STONE_RADIUS + 0.05;
const RING_OUTER: f32 = STONE_RADIUS + 0.11;
/// The shaft's width and the head's length and width (squares).
const SHAFT_WIDTH: f32 = 0.14;
const HEAD_LENGTH: f32 = 0.38;
const HEAD_WIDTH: f32 = 0.42;
/// Heights: the rings on the board, the arrow above the stones' tops.
const RING_LIFT: f32 = 0.012;
const ARROW_LIFT: f32 = STONE_HEIGHT + 0.03;

/// A piece of the drawn better move.
#[derive(Component)]
struct BetterMoveMark;

/// The meshes and material of the better move.
#[derive(Resource)]
struct BetterMoveLooks {
    ring: Handle<Mesh>,
    /// A shaft one unit long along +x, starting at the origin.
    shaft: Handle<Mesh>,
    /// A head pointing along +x with its tip at the origin.
    head: Handle<Mesh>,
    material: Handle<StandardMaterial>,
}

/// Registers the better move's drawing.
pub(super) fn plugin(app: &mut App) {
    app.add_systems(Startup, create_looks)
        .add_systems(Update, redraw.in_set(GameSystems::View));
}

fn create_looks(
    mut commands: Commands,
    mut meshes: ResMut<Assets<Mesh>>,
    mut materials: ResMut<Assets<StandardMaterial>>,
) {
    let flat = |mesh: Mesh| mesh.rotated_by(Quat::from_rotation_x(-std::f32::consts::FRAC_PI_2));
    let shaft = Rectangle::new(1.0, SHAFT_WIDTH)
        .mesh()
        .build()
        .translated_by(Vec3::new(0.5, 0.0, 0.0));
    let head = Triangle2d::new(
        Vec2::ZERO,
        Vec2::new(-HEAD_LENGTH, HEAD_WIDTH / 2.0),
        Vec2::new(-HEAD_LENGTH, -HEAD_WIDTH / 2.0),
    )
    .mesh()
    .build();
    commands.insert_resource(BetterMoveLooks {
        ring: meshes.add(flat(
            Annulus::new(RING_INNER, RING_OUTER)
                .mesh()
                .resolution(40)
                .build(),
        )),
        shaft: meshes.add(flat(shaft)),
        head: meshes.add(flat(head)),
        material: materials.add(StandardMaterial {
            base_color: COLOUR,
            unlit: true,
            alpha_mode: AlphaMode::Blend,
            double_sided: true,
            cull_mode: None,
            ..default()
        }),
    });
}

/// The move to draw: in a review, the engine's best move in the position shown when the game's
/// move from there was another.
pub fn better_move(model: &GameModel, analysis: &GameAnalysis) -> Option<Move> {
    let ply = analysis.ply(model.review()?)?;
    ply.best().filter(|&best| best != ply.played)
}

fn redraw(
    mut commands: Commands,
    model: Res<GameModel>,
    analysis: Res<GameAnalysis>,
    looks: Res<BetterMoveLooks>,
    marks: Query<Entity, With<BetterMoveMark>>,
    mut drawn: Local<Option<Move>>,
) {
    if !model.is_changed() && !analysis.is_changed() {
        return;
    }
    let wanted = better_move(&model, &analysis);
    if wanted == *drawn {
        return;
    }
    *drawn = wanted;
    for entity in &marks {
        commands.entity(entity).despawn();
    }
    let Some(mv) = wanted else {
        return;
    };
    let mut spawn = |mesh: &Handle<Mesh>, transform: Transform| {
        commands.spawn((
            BetterMoveMark,
            Mesh3d(mesh.clone()),
            MeshMaterial3d(looks.material.clone()),
            transform,
            NotShadowCaster,
            Pickable::IGNORE,
        ));
    };
    for square in mv.group_squares() {
        spawn(
            &looks.ring,
            Transform::from_translation(square_center(square) + Vec3::Y * RING_LIFT),
        );
    }
    let from = square_center(mv.front());
    let to = square_center(mv.landing());
    let along = (to - from).normalize_or_zero();
    // Turning +x to `along` about the vertical.
    let turn = Quat::from_rotation_y(f32::atan2(-along.z, along.x));
    let start = from + along * STONE_RADIUS * 0.5;
    let shaft_length = ((to - start).length() - HEAD_LENGTH).max(0.05);
    spawn(
        &looks.shaft,
        Transform::from_translation(start + Vec3::Y * ARROW_LIFT)
            .with_rotation(turn)
            .with_scale(Vec3::new(shaft_length, 1.0, 1.0)),
    );
    spawn(
        &looks.head,
        Transform::from_translation(to + Vec3::Y * ARROW_LIFT).with_rotation(turn),
    );
}
