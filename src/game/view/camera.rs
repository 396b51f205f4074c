//! The camera: a tilted view from behind the player's home row and a flat
//! view straight down, with a smooth swing between them. Every frame the
//! camera is placed so that the board, as the viewport's shape frames it
//! ([`Framing`]: the whole of it, or on a phone the squares with what they need
//! around them), fits its viewport, whatever the window's size and shape.

use super::framing::Framing;
use super::scene::sun_transform;
use crate::game::action::{PlayerAction, PreferenceChange};
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
use epaminondas_core::Side;
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
        .init_resource::<Framing>()
        .add_systems(Startup, spawn_cameras)
        .add_systems(Update, upright_starts_from_above.in_set(GameSystems::Input))
        .add_systems(
            Update,
            (fit_viewport_to_insets, follow_viewport, place_camera)
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

/// Keeps the framing in step with the board camera's viewport.
fn follow_viewport(cameras: Query<&Camera, With<BoardCamera>>, mut framing: ResMut<Framing>) {
    let Some(size) = cameras
        .iter()
        .find_map(|camera| camera.logical_viewport_size())
    else {
        return;
    };
    let wanted = Framing::for_viewport(size);
    if *framing != wanted {
        *framing = wanted;
    }
}

fn place_camera(
    motion: AnimationTime,
    model: Res<GameModel>,
    preferences: Res<Preferences>,
    framing: Res<Framing>,
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
        let wanted = fitted_transform(pitch, yaw, perspective.fov, size, *framing);
        if *transform != wanted {
            *transform = wanted;
        }
    }
}

/// The camera transform at `pitch` below the horizon and `yaw` about the
/// vertical that shows the board in a viewport of `size` logical pixels with a
/// vertical field of view `fov`, as `framing` frames it: what it keeps in view
/// fits, the margins left free.
pub fn fitted_transform(pitch: f32, yaw: f32, fov: f32, size: Vec2, framing: Framing) -> Transform {
    let tilt = Quat::from_rotation_x(-pitch);
    let rotation = Quat::from_rotation_y(yaw) * tilt;
    let aspect = size.x / size.y.max(1.0);
    let tan_y = (fov / 2.0).tan();
    let tan_x = tan_y * aspect;
    let kept = framing.kept();
    // The usable part of the viewport in normalised coordinates (-1..1).
    let (x_lo, x_hi) = (-1.0 + 2.0 * kept.side_margin, 1.0 - 2.0 * kept.side_margin);
    let (y_lo, y_hi) = (-1.0 + 2.0 * kept.end_margin, 1.0 - 2.0 * kept.end_margin);
    // Corners in the camera's frame (looking along -z), relative to the board centre: those
    // that must fit across and those that must fit up and down. They are given in the
    // viewer's frame, which the yaw turns as it turns the camera: only the tilt is left.
    let in_camera = |corners: [Vec3; 8]| corners.map(|corner| tilt.inverse() * corner);
    let across = in_camera(kept.across);
    let up_down = in_camera(kept.up_down);
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
    use crate::game::board::coords::BOARD_WIDTH;
    use epaminondas_core::FILES;

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

    /// The framing's kept corners in the world, where the camera at `yaw` sees them.
    fn in_world(corners: [Vec3; 8], yaw: f32) -> [Vec3; 8] {
        corners.map(|corner| Quat::from_rotation_y(yaw) * corner)
    }

    /// The viewports a window leaves the board: a desktop's beside its panel, a phone's
    /// upright under its bar and sideways between its rail and panel, a very wide strip.
    const VIEWPORTS: [Vec2; 6] = [
        Vec2::new(980.0, 730.0),
        Vec2::new(560.0, 550.0),
        Vec2::new(390.0, 438.0),
        Vec2::new(525.0, 390.0),
        Vec2::new(369.0, 375.0),
        Vec2::new(2000.0, 300.0),
    ];

    #[test]
    fn what_each_framing_keeps_fits_every_viewport() {
        for size in VIEWPORTS {
            let framing = Framing::for_viewport(size);
            let kept = framing.kept();
            for pitch in [TILTED_PITCH, FLAT_PITCH] {
                for yaw in [0.0, PI] {
                    let t = fitted_transform(pitch, yaw, FIELD_OF_VIEW, size, framing);
                    for corner in in_world(kept.across, yaw) {
                        let ndc = project(&t, FIELD_OF_VIEW, size, corner);
                        assert!(ndc.x.abs() <= 1.0 + 1e-3, "{size} {pitch} {ndc}");
                    }
                    for corner in in_world(kept.up_down, yaw) {
                        let ndc = project(&t, FIELD_OF_VIEW, size, corner);
                        assert!(ndc.y.abs() <= 1.0 + 1e-3, "{size} {pitch} {ndc}");
                    }
                }
            }
        }
    }

    /// The side of a square in logical pixels, measured as the browser test does: across the
    /// widest rank, from the centres of its end squares, 13 of 14 squares apart.
    fn square_pixels(size: Vec2, pitch: f32, yaw: f32) -> f32 {
        let framing = Framing::for_viewport(size);
        let t = fitted_transform(pitch, yaw, FIELD_OF_VIEW, size, framing);
        let centre = (FILES as f32 - 1.0) / 2.0;
        [-5.5_f32, 5.5]
            .into_iter()
            .map(|z| {
                let left = project(&t, FIELD_OF_VIEW, size, Vec3::new(-centre, 0.0, z));
                let right = project(&t, FIELD_OF_VIEW, size, Vec3::new(centre, 0.0, z));
                (right.x - left.x).abs() / 2.0 * size.x / (FILES as f32 - 1.0)
            })
            .fold(0.0, f32::max)
    }

    /// A phone, 390 × 844, in both views and from both sides: held upright, the squares of
    /// the widest rank are 25.8–26.1 pixels (the width's 390 / 14 = 27.9 at most; the
    /// board's height limited them to 24.5 when the panel below took more); held sideways,
    /// 29.3–30.1 pixels (the height's 390 / 12 = 32.5 at most; the whole board with its rows
    /// of captured stones before and behind it and a margin left 24). The nearly square room
    /// an 800 × 600 window leaves beside its panel, tilted: 37 pixels (30 with the whole
    /// frame and the margins). A small phone turned sideways (667 × 375: 369 × 375 between its
    /// rail and its panel), seen from above: 24 pixels (23 with a margin above and below).
    #[test]
    fn the_squares_take_a_phones_room_either_way() {
        for pitch in [TILTED_PITCH, FLAT_PITCH] {
            for yaw in [0.0, PI] {
                let upright = square_pixels(Vec2::new(390.0, 438.0), pitch, yaw);
                assert!(upright >= 25.5, "pitch {pitch}: squares of {upright} px");
            }
        }
        for yaw in [0.0, PI] {
            for pitch in [TILTED_PITCH, FLAT_PITCH] {
                let sideways = square_pixels(Vec2::new(525.0, 390.0), pitch, yaw);
                assert!(sideways >= 29.0, "pitch {pitch}: squares of {sideways} px");
            }
            let beside_panel = square_pixels(Vec2::new(560.0, 550.0), TILTED_PITCH, yaw);
            assert!(beside_panel >= 36.0, "squares of {beside_panel} px");
            let small_phone = square_pixels(Vec2::new(369.0, 375.0), FLAT_PITCH, yaw);
            assert!(small_phone >= 24.0, "squares of {small_phone} px");
        }
        // A roomy viewport keeps the whole frame and the margin.
        let wide = Vec2::new(980.0, 730.0);
        let t = fitted_transform(FLAT_PITCH, 0.0, FIELD_OF_VIEW, wide, Framing::Whole);
        let edge = project(
            &t,
            FIELD_OF_VIEW,
            wide,
            Vec3::new(BOARD_WIDTH / 2.0, 0.0, 0.0),
        );
        assert!(edge.x.abs() < 1.0, "{edge}");
    }
}
