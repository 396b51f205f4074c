//! The reviewed move and the engine's better one, drawn on the board while a review of an
//! analysed game shows the position after a move: the move played as a slim blue-grey arrow,
//! and, when that move lost something and the engine preferred another for the same side in the
//! position before it, that move as a broad green arrow with green rings round the stones that
//! should have moved.
//! The arrows lie just above the stones, so that a capture's landing under an enemy stone
//! stays visible. Beyond the better arrow's head stand its words, what the move does ("takes
//! 3", "stops the breakthrough": the analysis's explanation of the reviewed move).

use super::arrow::{ArrowMeshes, ArrowShape};
use super::camera::{BoardCamera, BoardInsets};
use super::flat::flat_ring;
use super::stone_mesh::{STONE_HEIGHT, STONE_RADIUS};
use crate::game::board::coords::square_center;
use crate::game::board::model::GameModel;
use crate::game::computer::analysis::GameAnalysis;
use crate::game::preferences::Preferences;
use crate::game::schedule::GameSystems;
use bevy::light::NotShadowCaster;
use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};
use epaminondas_core::Move;
use epaminondas_engine::analysis::ReviewedMove;
use epaminondas_play::learn::arrow_label_message;

/// The better move's arrow and rings: a clear green, apart from the marks' teal dots and
/// orange crosses.
pub(super) const BETTER_COLOUR: Color = Color::srgba(0.30, 0.85, 0.40, 0.9);
/// The played move's arrow: a blue-grey, lighter than the board and apart from the green.
pub(super) const PLAYED_COLOUR: Color = Color::srgba(0.62, 0.74, 0.98, 0.9);
/// The rings' radii (squares): outside the stone, inside the capture marks' ring.
const RING_INNER: f32 = STONE_RADIUS + 0.05;
const RING_OUTER: f32 = STONE_RADIUS + 0.11;
/// The better move's arrow: broad, with a wide head.
const BETTER_ARROW: ArrowShape = ArrowShape {
    shaft_width: 0.16,
    head_length: 0.40,
    head_width: 0.48,
};
/// The played move's arrow: slim, with a narrow head.
const PLAYED_ARROW: ArrowShape = ArrowShape {
    shaft_width: 0.07,
    head_length: 0.30,
    head_width: 0.26,
};
/// Heights: the rings on the board, the arrows above the stones' tops (the better one on top).
const RING_LIFT: f32 = 0.012;
const PLAYED_LIFT: f32 = STONE_HEIGHT + 0.03;
const BETTER_LIFT: f32 = STONE_HEIGHT + 0.05;

/// The better arrow's words: the arrow's green, on a dark plate that keeps them legible over
/// either colour of stone.
const LABEL_TEXT: egui::Color32 = egui::Color32::from_rgb(150, 235, 160);
const LABEL_PLATE: egui::Color32 = egui::Color32::from_black_alpha(200);
/// Their size in egui's points, and the plate's margin and corner.
const LABEL_SIZE: f32 = 15.0;
const LABEL_MARGIN: f32 = 4.0;

/// A piece of the drawn arrows.
#[derive(Component)]
struct BetterMoveMark;

/// The meshes and materials of the arrows.
#[derive(Resource)]
struct BetterMoveLooks {
    ring: Handle<Mesh>,
    better: ArrowMeshes,
    played: ArrowMeshes,
    better_material: Handle<StandardMaterial>,
    played_material: Handle<StandardMaterial>,
}

/// Registers the arrows' drawing.
pub(super) fn plugin(app: &mut App) {
    app.add_systems(Startup, create_looks)
        .add_systems(Update, redraw.in_set(GameSystems::View))
        .add_systems(EguiPrimaryContextPass, label_better_move);
}

fn arrow_material(colour: Color) -> StandardMaterial {
    StandardMaterial {
        base_color: colour,
        unlit: true,
        alpha_mode: AlphaMode::Blend,
        double_sided: true,
        cull_mode: None,
        ..default()
    }
}

fn create_looks(
    mut commands: Commands,
    mut meshes: ResMut<Assets<Mesh>>,
    mut materials: ResMut<Assets<StandardMaterial>>,
) {
    let ring = flat_ring(RING_INNER, RING_OUTER, 40);
    commands.insert_resource(BetterMoveLooks {
        ring: meshes.add(ring),
        better: ArrowMeshes::new(&mut meshes, BETTER_ARROW),
        played: ArrowMeshes::new(&mut meshes, PLAYED_ARROW),
        better_material: materials.add(arrow_material(BETTER_COLOUR)),
        played_material: materials.add(arrow_material(PLAYED_COLOUR)),
    });
}

fn redraw(
    mut commands: Commands,
    model: Res<GameModel>,
    analysis: Res<GameAnalysis>,
    looks: Res<BetterMoveLooks>,
    marks: Query<Entity, With<BetterMoveMark>>,
    mut drawn: Local<Option<ReviewedMove>>,
) {
    if !model.is_changed() && !analysis.is_changed() {
        return;
    }
    // The same arrows the page's hook reports (`GameAnalysis::reviewed`).
    let wanted = model.review().and_then(|shown| analysis.reviewed(shown));
    if wanted == *drawn {
        return;
    }
    *drawn = wanted;
    for entity in &marks {
        commands.entity(entity).despawn();
    }
    let Some(arrows) = wanted else {
        return;
    };
    let mut spawn =
        |mesh: &Handle<Mesh>, material: &Handle<StandardMaterial>, transform: Transform| {
            commands.spawn((
                BetterMoveMark,
                Mesh3d(mesh.clone()),
                MeshMaterial3d(material.clone()),
                transform,
                NotShadowCaster,
                Pickable::IGNORE,
            ));
        };
    let mut arrow =
        |mv: Move, meshes: &ArrowMeshes, material: &Handle<StandardMaterial>, lift: f32| {
            let (shaft, head) =
                meshes.transforms(square_center(mv.front()), square_center(mv.landing()), lift);
            spawn(&meshes.shaft, material, shaft);
            spawn(&meshes.head, material, head);
        };
    arrow(
        arrows.played,
        &looks.played,
        &looks.played_material,
        PLAYED_LIFT,
    );
    if let Some(better) = arrows.better {
        arrow(better, &looks.better, &looks.better_material, BETTER_LIFT);
        for square in better.group_squares() {
            spawn(
                &looks.ring,
                &looks.better_material,
                Transform::from_translation(square_center(square) + Vec3::Y * RING_LIFT),
            );
        }
    }
}

/// Writes what the better move does beyond its arrow's head, as egui text at the projected
/// point (sharp and upright in both views), kept inside the board's room.
fn label_better_move(
    mut contexts: EguiContexts,
    cameras: Query<(&Camera, &GlobalTransform), With<BoardCamera>>,
    model: Res<GameModel>,
    analysis: Res<GameAnalysis>,
    preferences: Res<Preferences>,
    insets: Res<BoardInsets>,
) -> Result {
    if model.review().is_none() {
        return Ok(());
    }
    let Some(why) = analysis.explanation() else {
        return Ok(());
    };
    let Ok((camera, transform)) = cameras.single() else {
        return Ok(());
    };
    let ctx = contexts.ctx_mut()?;
    let zoom = ctx.zoom_factor().max(f32::EPSILON);
    let screen = |point: Vec3| {
        camera
            .world_to_viewport(transform, point)
            .ok()
            .map(|at| egui::pos2(at.x / zoom, at.y / zoom))
    };
    let lift = Vec3::Y * BETTER_LIFT;
    let (Some(tail), Some(head)) = (
        screen(square_center(why.better.front()) + lift),
        screen(square_center(why.better.landing()) + lift),
    ) else {
        return Ok(());
    };
    let text = preferences.language().say(&arrow_label_message(why));
    let painter = ctx.layer_painter(egui::LayerId::background());
    let galley = painter.layout_no_wrap(text, egui::FontId::proportional(LABEL_SIZE), LABEL_TEXT);
    // Beyond the head along the arrow, far enough that the plate's nearest corner clears it.
    let along = (head - tail).normalized();
    let reach = (galley.size() * 0.5 + egui::Vec2::splat(LABEL_MARGIN)).length();
    let centre = head + along * (reach + LABEL_MARGIN);
    let mut plate = egui::Rect::from_center_size(centre, galley.size()).expand(LABEL_MARGIN);
    // Kept over the board's room, off the bars and the side panel.
    let room = ctx.content_rect();
    let room = egui::Rect::from_min_max(
        room.min + egui::vec2(insets.left, insets.top),
        room.max - egui::vec2(insets.right, insets.bottom),
    );
    plate = plate.translate(egui::vec2(
        (room.left() - plate.left()).max(0.0) + (room.right() - plate.right()).min(0.0),
        (room.top() - plate.top()).max(0.0) + (room.bottom() - plate.bottom()).min(0.0),
    ));
    painter.rect_filled(plate, LABEL_MARGIN, LABEL_PLATE);
    painter.galley(plate.shrink(LABEL_MARGIN).min, galley, LABEL_TEXT);
    Ok(())
}
