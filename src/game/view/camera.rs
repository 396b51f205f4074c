//! The camera: a tilted view from behind the player's home row and a flat
//! view straight down, with a smooth swing between them. Every frame the
//! camera is placed so that the whole board (frame included) fits its
//! viewport, whatever the window's size and shape.

use super::captured::TRAY_DEPTH;
use super::scene::sun_transform;
use super::stone_mesh::STONE_HEIGHT;
use crate::game::action::{PlayerAction, PreferenceChange};
use crate::game::board::coords::{BOARD_DEPTH, BOARD_WIDTH, SQUARE_SIZE};
use crate::game::board::model::GameModel;
use crate::game::board::motion::AnimationTime;
use crate::game::preferences::Preferences;
use crate::game::schedule::GameSystems;
use crate::game::values::BoardView;
use bevy::camera::{CameraOutputMode, Viewport, visibility::RenderLayers};
use bevy::core_pipeline::tonemapping::Tonemapping;
use bevy::prelude::*;
use bevy::render::render_resource::BlendState;
use bevy::window::PrimaryWindow;
use bevy_anti_alias::fxaa::Fxaa;
use bevy_egui::{EguiContextSettings, EguiGlobalSettings, PrimaryEguiContext};
use epaminondas_core::{FILES, RANKS, Side};
use std::f32::consts::{FRAC_PI_2, PI};

/// The camera's vertical field of view.
const FIELD_OF_VIEW: f32 = 0.55;
/// How far below the horizon the tilted view looks (radians).
const TILTED_PITCH: f32 = 0.95;
/// The flat view looks straight down.
const FLAT_PITCH: f32 = FRAC_PI_2;
/// Seconds the swing between views takes.
const SWING_SECONDS: f32 = 0.45;
/// Seconds the half-turn takes when the player's seat changes side.
const TURN_SECONDS: f32 = 0.6;
/// Empty space kept round the board, as a fraction of the viewport.
const MARGIN: f32 = 0.03;
/// On a viewport taller than wide (a phone held upright) the board's width is what limits its
/// size: there the squares span the whole width with this much of the frame (world units)
/// at either side, enough for the rank numbers on it (see `labels`); the rest of the frame,
/// and in the tilted view the near corners of frame and ledge, fall outside.
const UPRIGHT_FRAME: f32 = 0.66;
/// A viewport less than this much wider than tall is fitted as an upright one is (the frame's
/// outer strip cut at the sides, no side margin): the board's width limits it there too, as in
/// the 560 × 550 an 800 × 600 window leaves beside its panel, where the whole frame and the
/// margins left squares of 30 pixels.
const NEARLY_SQUARE: f32 = 1.1;
/// Bisection steps when fitting the board to the viewport.
const FIT_STEPS: usize = 40;

/// The camera that looks at the board.
#[derive(Component)]
pub struct BoardCamera;

/// The panels' points (egui's logical pixels, which the UI scale enlarges) that cover each
/// side of the window; the board's viewport is what is left. The panels write it every frame;
/// [`BoardInsets::in_window`] gives them in the window's logical pixels.
#[derive(Resource, Clone, Copy, Debug, Default, PartialEq)]
pub struct BoardInsets {
    /// Covered on the left.
    pub left: f32,
    /// Covered on the right.
    pub right: f32,
    /// Covered at the top.
    pub top: f32,
    /// Covered at the bottom.
    pub bottom: f32,
}

impl BoardInsets {
    /// The insets in the window's logical pixels, where the panels are drawn at `ui_scale`
    /// (egui's zoom factor: one of its points is that many logical pixels).
    pub fn in_window(self, ui_scale: f32) -> BoardInsets {
        BoardInsets {
            left: self.left * ui_scale,
            right: self.right * ui_scale,
            top: self.top * ui_scale,
            bottom: self.bottom * ui_scale,
        }
    }
}

/// Where the camera is between the two views, and which way it faces.
#[derive(Resource, Debug)]
struct CameraRig {
    /// 0 = tilted, 1 = flat.
    flatness: f32,
    /// Rotation about the vertical axis: 0 looks from White's side, π from Black's.
    yaw: f32,
}

/// Registers the camera.
pub(super) fn plugin(app: &mut App) {
    app.init_resource::<BoardInsets>()
        .add_systems(Startup, spawn_cameras)
        .add_systems(Update, upright_starts_from_above.in_set(GameSystems::Input))
        .add_systems(
            Update,
            (fit_viewport_to_insets, place_camera)
                .chain()
                .in_set(GameSystems::View),
        );
}

/// At the very first start, a window taller than wide (a phone held upright) shows the board
/// from above: there the tilted board's squares come out half as deep as they are wide. Asked
/// once, on the first frame that knows the window's size; the player's later choice stands.
fn upright_starts_from_above(
    mut asked: Local<bool>,
    preferences: Res<Preferences>,
    window: Query<&Window, With<PrimaryWindow>>,
    mut actions: MessageWriter<PlayerAction>,
) {
    if *asked {
        return;
    }
    let Ok(window) = window.single() else {
        return;
    };
    let size = window.size();
    if size.x <= 0.0 || size.y <= 0.0 {
        return;
    }
    *asked = true;
    if !preferences.welcomed && size.y > size.x && preferences.view != BoardView::Flat {
        actions.write(PreferenceChange::View(BoardView::Flat).into());
    }
}

fn target_flatness(view: BoardView) -> f32 {
    match view {
        BoardView::Tilted => 0.0,
        BoardView::Flat => 1.0,
    }
}

fn target_yaw(seat: Side) -> f32 {
    match seat {
        Side::White => 0.0,
        Side::Black => PI,
    }
}

/// Spawns the board camera and, above it, a camera of its own for egui, so
/// that panels always lay out over the whole window while the board's
/// viewport shrinks beside them.
fn spawn_cameras(
    mut commands: Commands,
    model: Res<GameModel>,
    preferences: Res<Preferences>,
    mut egui_settings: ResMut<EguiGlobalSettings>,
) {
    egui_settings.auto_create_primary_context = false;
    commands.spawn((
        PrimaryEguiContext,
        // The board's pointer input decides for itself what is on the panels
        // (`input::pointer`): egui's hit for picking comes a frame late.
        EguiContextSettings {
            capture_pointer_input: false,
            ..default()
        },
        Camera2d,
        RenderLayers::none(),
        Msaa::Off,
        Camera {
            order: 1,
            output_mode: CameraOutputMode::Write {
                blend_state: Some(BlendState::ALPHA_BLENDING),
                clear_color: ClearColorConfig::None,
            },
            clear_color: ClearColorConfig::Custom(Color::NONE),
            ..default()
        },
    ));
    commands.insert_resource(CameraRig {
        flatness: target_flatness(preferences.view),
        yaw: target_yaw(model.seat()),
    });
    commands.spawn((
        BoardCamera,
        Camera3d::default(),
        Projection::Perspective(PerspectiveProjection {
            fov: FIELD_OF_VIEW,
            ..default()
        }),
        // Edges are smoothed in post-processing: multisampling draws nothing
        // at all on Mesa's software Vulkan (lavapipe), where screenshots run.
        Msaa::Off,
        Fxaa::default(),
        // A tone mapper without a lookup table (Bevy's tables are 0.7 MB of the browser's
        // module); it draws the board as the default TonyMcMapface did.
        Tonemapping::SomewhatBoringDisplayTransform,
    ));
}

/// Moves `value` towards `target` at a rate that covers `span` in `seconds`.
fn approach(value: f32, target: f32, span: f32, seconds: f32, dt: f32) -> f32 {
    let step = span / seconds * dt;
    if (target - value).abs() <= step {
        target
    } else {
        value + step * (target - value).signum()
    }
}

/// Shrinks the board camera's viewport by the panels' insets.
fn fit_viewport_to_insets(
    panels: Res<BoardInsets>,
    preferences: Res<Preferences>,
    window: Single<&Window, With<PrimaryWindow>>,
    mut cameras: Query<&mut Camera, With<BoardCamera>>,
) {
    let insets = panels.in_window(preferences.ui_scale);
    let scale = window.scale_factor();
    let full = UVec2::new(window.physical_width(), window.physical_height());
    let physical = |logical: f32| (logical.max(0.0) * scale).round() as u32;
    let position = UVec2::new(physical(insets.left), physical(insets.top));
    let size = full
        .saturating_sub(position)
        .saturating_sub(UVec2::new(physical(insets.right), physical(insets.bottom)))
        .max(UVec2::ONE);
    let wanted = (insets != BoardInsets::default()).then_some((position, size));
    for mut camera in &mut cameras {
        let current = camera
            .viewport
            .as_ref()
            .map(|v| (v.physical_position, v.physical_size));
        if current != wanted {
            camera.viewport = wanted.map(|(physical_position, physical_size)| Viewport {
                physical_position,
                physical_size,
                ..default()
            });
        }
    }
}

fn place_camera(
    motion: AnimationTime,
    model: Res<GameModel>,
    preferences: Res<Preferences>,
    mut rig: ResMut<CameraRig>,
    mut cameras: Query<(&Camera, &Projection, &mut Transform), With<BoardCamera>>,
    mut suns: Query<&mut Transform, (With<DirectionalLight>, Without<BoardCamera>)>,
) {
    let dt = motion.step();
    let flatness = approach(
        rig.flatness,
        target_flatness(preferences.view),
        1.0,
        SWING_SECONDS,
        dt,
    );
    let yaw = approach(rig.yaw, target_yaw(model.seat()), PI, TURN_SECONDS, dt);
    if rig.flatness != flatness || rig.yaw != yaw {
        rig.flatness = flatness;
        rig.yaw = yaw;
    }
    let sun = sun_transform(yaw);
    for mut transform in &mut suns {
        if *transform != sun {
            *transform = sun;
        }
    }
    for (camera, projection, mut transform) in &mut cameras {
        let Projection::Perspective(perspective) = projection else {
            continue;
        };
        let Some(size) = camera.logical_viewport_size() else {
            continue;
        };
        let eased = flatness * flatness * (3.0 - 2.0 * flatness);
        let pitch = TILTED_PITCH + (FLAT_PITCH - TILTED_PITCH) * eased;
        let wanted = fitted_transform(pitch, yaw, perspective.fov, size);
        if *transform != wanted {
            *transform = wanted;
        }
    }
}

/// The corners of the box the camera must keep in view: the board's top
/// face with its frame and the rows of captured stones before and behind it, up to the
/// height of a stone.
fn board_corners() -> [Vec3; 8] {
    box_corners(BOARD_WIDTH / 2.0, BOARD_DEPTH / 2.0 + TRAY_DEPTH)
}

/// The corners of the squares with `frame` of the frame beside them, up to a stone's height:
/// what must fit across a viewport taller than wide.
fn upright_corners(frame: f32) -> [Vec3; 8] {
    box_corners(
        FILES as f32 * SQUARE_SIZE / 2.0 + frame,
        RANKS as f32 * SQUARE_SIZE / 2.0,
    )
}

/// The corners of a box on the board, its sides `x` and its ends `z` from the board's centre.
fn box_corners(x: f32, z: f32) -> [Vec3; 8] {
    let mut corners = [Vec3::ZERO; 8];
    for (i, corner) in corners.iter_mut().enumerate() {
        *corner = Vec3::new(
            if i & 1 == 0 { -x } else { x },
            if i & 2 == 0 { 0.0 } else { STONE_HEIGHT },
            if i & 4 == 0 { -z } else { z },
        );
    }
    corners
}

/// The camera transform at `pitch` below the horizon and `yaw` about the
/// vertical that shows the whole board in a viewport of `size` logical
/// pixels with a vertical field of view `fov`, leaving the margins free. On a
/// viewport taller than wide, or nearly square ([`NEARLY_SQUARE`]), the board
/// spans the width, the outer strip of its frame at the sides cut off
/// ([`UPRIGHT_FRAME`]).
pub fn fitted_transform(pitch: f32, yaw: f32, fov: f32, size: Vec2) -> Transform {
    let rotation = Quat::from_rotation_y(yaw) * Quat::from_rotation_x(-pitch);
    let aspect = size.x / size.y.max(1.0);
    let tan_y = (fov / 2.0).tan();
    let tan_x = tan_y * aspect;
    // Upright or nearly square, the board's width limits it: the squares and the numbers
    // beside them take the whole width.
    let width_bound = aspect < NEARLY_SQUARE;
    let side_margin = if width_bound { 0.0 } else { MARGIN };
    // The usable part of the viewport in normalised coordinates (-1..1).
    let (x_lo, x_hi) = (-1.0 + 2.0 * side_margin, 1.0 - 2.0 * side_margin);
    let (y_lo, y_hi) = (-1.0 + 2.0 * MARGIN, 1.0 - 2.0 * MARGIN);
    // Corners in the camera's frame (looking along -z), relative to the board centre: those
    // that must fit across and those that must fit up and down.
    let in_camera = |corners: [Vec3; 8]| corners.map(|corner| rotation.inverse() * corner);
    let across = if width_bound {
        in_camera(upright_corners(UPRIGHT_FRAME))
    } else {
        in_camera(board_corners())
    };
    let up_down = in_camera(board_corners());
    // For a distance d the camera can shift sideways by s to fit the corners
    // between lo and hi on one axis if the feasible range of s is not empty.
    let shift_range =
        |local: &[Vec3; 8], d: f32, tan: f32, lo: f32, hi: f32, axis: fn(Vec3) -> f32| {
            let mut range = (f32::NEG_INFINITY, f32::INFINITY);
            for p in local {
                let depth = d - p.z;
                range.0 = range.0.max(axis(*p) - hi * depth * tan);
                range.1 = range.1.min(axis(*p) - lo * depth * tan);
            }
            range
        };
    let x_range = |d: f32| shift_range(&across, d, tan_x, x_lo, x_hi, |p| p.x);
    let y_range = |d: f32| shift_range(&up_down, d, tan_y, y_lo, y_hi, |p| p.y);
    let fits = |d: f32| {
        let (a, b) = x_range(d);
        let (c, e) = y_range(d);
        a <= b && c <= e
    };
    let (mut near, mut far) = (0.0_f32, 1.0_f32);
    while !fits(far) {
        far *= 2.0;
    }
    for _ in 0..FIT_STEPS {
        let mid = (near + far) / 2.0;
        if fits(mid) {
            far = mid;
        } else {
            near = mid;
        }
    }
    let (a, b) = x_range(far);
    let (c, e) = y_range(far);
    let offset = Vec3::new((a + b) / 2.0, (c + e) / 2.0, far);
    Transform::from_translation(rotation * offset).with_rotation(rotation)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Projects a world point to normalised viewport coordinates.
    fn project(t: &Transform, fov: f32, size: Vec2, p: Vec3) -> Vec2 {
        let local = t.rotation.inverse() * (p - t.translation);
        let depth = -local.z;
        let tan_y = (fov / 2.0).tan();
        Vec2::new(
            local.x / (depth * tan_y * size.x / size.y),
            local.y / (depth * tan_y),
        )
    }

    #[test]
    fn the_board_fits_every_window_shape() {
        for size in [
            Vec2::new(1280.0, 800.0),
            Vec2::new(390.0, 844.0),
            Vec2::new(2000.0, 300.0),
        ] {
            for pitch in [TILTED_PITCH, FLAT_PITCH] {
                for yaw in [0.0, PI] {
                    let t = fitted_transform(pitch, yaw, FIELD_OF_VIEW, size);
                    for corner in board_corners() {
                        let ndc = project(&t, FIELD_OF_VIEW, size, corner);
                        assert!(ndc.y.abs() <= 1.0 + 1e-3, "{size} {pitch} {ndc}");
                        if size.x >= size.y {
                            assert!(ndc.x.abs() <= 1.0 + 1e-3, "{size} {pitch} {ndc}");
                        }
                    }
                    // Upright, the squares and the frame's numbers stay in view.
                    for corner in upright_corners(UPRIGHT_FRAME) {
                        let ndc = project(&t, FIELD_OF_VIEW, size, corner);
                        assert!(ndc.x.abs() <= 1.0 + 1e-3, "{size} {pitch} {ndc}");
                    }
                }
            }
        }
    }

    /// The share of a viewport's width that the squares of the widest rank take (measured as
    /// the browser test does, from the centres of its end squares, 13 of 14 squares apart).
    fn squares_share(size: Vec2, pitch: f32, yaw: f32) -> f32 {
        let t = fitted_transform(pitch, yaw, FIELD_OF_VIEW, size);
        let centre = (FILES as f32 - 1.0) / 2.0;
        [-5.5_f32, 5.5]
            .into_iter()
            .map(|z| {
                let left = project(&t, FIELD_OF_VIEW, size, Vec3::new(-centre, 0.0, z));
                let right = project(&t, FIELD_OF_VIEW, size, Vec3::new(centre, 0.0, z));
                (right.x - left.x).abs() / 2.0 * FILES as f32 / (FILES as f32 - 1.0)
            })
            .fold(0.0, f32::max)
    }

    /// A phone held upright (390 × 844): in both views and from both sides the squares of the
    /// widest rank take nine tenths of the width. The nearly square room an 800 × 600 window
    /// leaves beside its panel (560 × 550), tilted: nine tenths too (0.80 with the whole frame
    /// and the margins; flat, its height limits the board to 0.84).
    #[test]
    fn the_squares_span_an_upright_or_nearly_square_room() {
        let phone = Vec2::new(390.0, 844.0);
        for pitch in [TILTED_PITCH, FLAT_PITCH] {
            for yaw in [0.0, PI] {
                let share = squares_share(phone, pitch, yaw);
                assert!(
                    share >= 0.9,
                    "pitch {pitch}: the squares take {share} of the width"
                );
            }
        }
        let beside_panel = Vec2::new(560.0, 550.0);
        for yaw in [0.0, PI] {
            let share = squares_share(beside_panel, TILTED_PITCH, yaw);
            assert!(share >= 0.89, "the squares take {share} of the width");
        }
        // A wide window keeps the whole frame and the margin.
        let wide = Vec2::new(1280.0, 800.0);
        let t = fitted_transform(FLAT_PITCH, 0.0, FIELD_OF_VIEW, wide);
        let edge = project(
            &t,
            FIELD_OF_VIEW,
            wide,
            Vec3::new(BOARD_WIDTH / 2.0, 0.0, 0.0),
        );
        assert!(edge.x.abs() < 1.0, "{edge}");
    }
}
