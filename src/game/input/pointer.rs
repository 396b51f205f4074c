//! The mouse and touch: a click or tap on a stone or a square activates it, a click elsewhere
//! on the scene or the window clears the selection, a stone dragged to a square is dropped
//! there (while it is dragged, [`DragPoint`] says where the pointer holds it), and the square
//! under the mouse is hovered. Clicks on the panels and on egui's
//! windows never act on the board.
//!
//! Every press, move and release is taken in the order it came and at the position it came
//! at, however many arrive within one frame: each is cast into the scene from the board
//! camera on its own (Bevy's picking hovers once a frame, at the pointer's last position, so
//! at a software renderer's one frame a second two quick clicks in one frame both landed on
//! the second square, and a press made as the pointer arrived could land on the square it
//! left). A click is a press and a release of the same pointer within [`CLICK_DISTANCE`],
//! wherever the frames fall; a press on a stone that travels further is a drag.
//!
//! Whether a press is on the board is decided from where it is, when it is: inside the room
//! the panels leave ([`BoardInsets`]) and not on a window, menu, popup or modal's backdrop that
//! egui drew there, as egui's last pass laid them out, which is what egui itself hits the press
//! against. A click or a drop counts only when its release is
//! on the board as well, so a window that closes at the release (its Close button over a
//! stone) or opens between press and release keeps the click; a new press forgets an earlier
//! one whose release never came. (egui's own gate, a hit it writes from the frame before, was
//! a frame late; the egui context's `capture_pointer_input` is off.)

use crate::game::action::{BoardAction, PlayerAction};
use crate::game::board::coords::square_at;
use crate::game::board::drag::{CARRY_HEIGHT, Carried, DragPoint};
use crate::game::board::stones::OnSquare;
use crate::game::schedule::GameSystems;
use crate::game::view::camera::{BoardCamera, BoardInsets};
use crate::game::view::scene::BoardTop;
use bevy::picking::mesh_picking::ray_cast::{MeshRayCast, MeshRayCastSettings};
use bevy::picking::pointer::{PointerAction, PointerButton, PointerId, PointerInput};
use bevy::platform::collections::HashMap;
use bevy::prelude::*;
use bevy::window::PrimaryWindow;
use bevy_egui::{EguiContext, PrimaryEguiContext, egui};
use epaminondas_core::Square;

/// How far (logical pixels) a pointer may move between press and release and still click.
pub const CLICK_DISTANCE: f32 = 12.0;

/// What a point of the window shows.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Target {
    /// A square of the board, with or without a stone.
    Square(Square),
    /// The scene round the board, or nothing: a click there clears the selection.
    Elsewhere,
}

impl Target {
    fn square(self) -> Option<Square> {
        match self {
            Target::Square(square) => Some(square),
            Target::Elsewhere => None,
        }
    }

    fn click(self) -> BoardAction {
        match self {
            Target::Square(square) => BoardAction::Activate(square),
            Target::Elsewhere => BoardAction::Clear,
        }
    }
}

/// A press waiting for its release.
#[derive(Clone, Copy, Debug)]
struct Held {
    /// What was under the press.
    target: Target,
    /// Where the press was made (logical pixels).
    at: Vec2,
    /// Whether it has travelled beyond [`CLICK_DISTANCE`] from a square: a drag.
    dragging: bool,
}

/// Presses waiting for their release, by pointer, and the square the mouse was last over.
#[derive(Resource, Debug, Default)]
struct PointerState {
    held: HashMap<PointerId, Held>,
    hovered: Option<Square>,
}

/// Registers the system that reads the pointer.
pub(crate) fn plugin(app: &mut App) {
    // Picking registers the pointer input too; without it (headless tests) none comes, and
    // without meshes (the headless core) there is nothing to point at.
    app.add_message::<PointerInput>()
        .init_resource::<PointerState>()
        .add_systems(
            Update,
            read_pointer
                .run_if(resource_exists::<Assets<Mesh>>)
                .in_set(GameSystems::Input),
        );
}

/// What decides whether a press reaches the board: the window, the panels' insets, egui.
#[derive(bevy::ecs::system::SystemParam)]
struct Panels<'w, 's> {
    window: Query<'w, 's, &'static Window, With<PrimaryWindow>>,
    insets: Option<Res<'w, BoardInsets>>,
    egui: Query<'w, 's, &'static mut EguiContext, With<PrimaryEguiContext>>,
}

impl Panels<'_, '_> {
    /// Whether a press at `position` (logical pixels of the window) is on the board's part.
    fn reach_board(&mut self, position: Vec2) -> bool {
        let size = self
            .window
            .single()
            .map_or(Vec2::INFINITY, |window| window.size());
        let insets = self.insets.as_deref().copied().unwrap_or_default();
        // egui's points are `zoom` logical pixels (the UI scale).
        let mut zoom = 1.0;
        let over_window = self.egui.iter_mut().any(|mut context| {
            let context = context.get_mut();
            zoom = context.zoom_factor().max(f32::EPSILON);
            let point = position / zoom;
            over_egui_window(context, egui::pos2(point.x, point.y))
        });
        reaches_board(position, size, insets.in_window(zoom), over_window)
    }
}

/// Casts a point of the window into the scene from the board camera.
#[derive(bevy::ecs::system::SystemParam)]
struct Scene<'w, 's> {
    camera: Query<'w, 's, (&'static Camera, &'static GlobalTransform), With<BoardCamera>>,
    ray_cast: MeshRayCast<'w, 's>,
    stones: Query<'w, 's, &'static OnSquare, Without<Carried>>,
    tops: Query<'w, 's, (), With<BoardTop>>,
}

impl Scene<'_, '_> {
    /// What the window shows at `position` (logical pixels): the nearest stone's square, or
    /// the square of the board's top that is hit, or elsewhere.
    fn target_at(&mut self, position: Vec2) -> Target {
        let Ok((camera, transform)) = self.camera.single() else {
            return Target::Elsewhere;
        };
        let Ok(ray) = camera.viewport_to_world(transform, position) else {
            return Target::Elsewhere;
        };
        // Only stones and the board's top answer; marks, labels, flying pieces and the stones
        // a drag carries let the ray through.
        let answers = |entity| self.stones.contains(entity) || self.tops.contains(entity);
        let settings = MeshRayCastSettings::default().with_filter(&answers);
        let Some((entity, hit)) = self.ray_cast.cast_ray(ray, &settings).first() else {
            return Target::Elsewhere;
        };
        match self.stones.get(*entity) {
            Ok(on) => Target::Square(on.0),
            Err(_) => square_at(hit.point).map_or(Target::Elsewhere, Target::Square),
        }
    }
}

impl Scene<'_, '_> {
    /// The point at the carried stones' height under `position` (logical pixels).
    fn carry_point(&self, position: Vec2) -> Option<Vec3> {
        let (camera, transform) = self.camera.single().ok()?;
        let ray = camera.viewport_to_world(transform, position).ok()?;
        let plane = InfinitePlane3d::new(Vec3::Y);
        let distance = ray.intersect_plane(Vec3::Y * CARRY_HEIGHT, plane)?;
        Some(ray.get_point(distance))
    }
}

/// Whether egui drew a window, a menu, a popup or a modal's backdrop at `point` in its last
/// pass (the bar and the side panel are background areas, which the insets keep off the board:
/// the panel's area spans the window's height).
fn over_egui_window(context: &egui::Context, point: egui::Pos2) -> bool {
    context
        .layer_id_at(point)
        .is_some_and(|layer| layer.order != egui::Order::Background)
}

/// Whether a click at `position` in a window of `size` (logical pixels) lands on the board's
/// part: inside the room the panels leave, and not on a window egui drew over it.
fn reaches_board(position: Vec2, size: Vec2, insets: BoardInsets, over_window: bool) -> bool {
    let inside = position.x >= insets.left
        && position.x <= size.x - insets.right
        && position.y >= insets.top
        && position.y <= size.y - insets.bottom;
    inside && !over_window
}

/// Turns each pointer input, in order, into board actions: presses are held until their
/// release (a click) or until they travel (a drag, dropped at the release); the mouse's
/// moves hover squares.
fn read_pointer(
    mut inputs: MessageReader<PointerInput>,
    mut scene: Scene,
    mut panels: Panels,
    mut state: ResMut<PointerState>,
    mut drag: ResMut<DragPoint>,
    mut actions: MessageWriter<PlayerAction>,
) {
    for input in inputs.read() {
        let id = input.pointer_id;
        let at = input.location.position;
        match input.action {
            PointerAction::Press(PointerButton::Primary) => {
                // A press replaces any press of the same pointer whose release never came (let
                // go outside the window): a stale press must not turn a later release into a
                // click on the square it was made on.
                if state.held.remove(&id).is_some_and(|held| held.dragging) {
                    *drag = DragPoint::default();
                    actions.write(BoardAction::Drop(None).into());
                }
                if !panels.reach_board(at) {
                    continue;
                }
                let target = scene.target_at(at);
                state.held.insert(
                    id,
                    Held {
                        target,
                        at,
                        dragging: false,
                    },
                );
            }
            PointerAction::Move { .. } => {
                let over_board = panels.reach_board(at);
                let target = if over_board {
                    scene.target_at(at)
                } else {
                    Target::Elsewhere
                };
                if let Some(held) = state.held.get_mut(&id)
                    && !held.dragging
                    && held.at.distance(at) > CLICK_DISTANCE
                    && let Some(from) = held.target.square()
                {
                    held.dragging = true;
                    actions.write(BoardAction::Grab(from).into());
                }
                if state.held.get(&id).is_some_and(|held| held.dragging) {
                    let point = DragPoint {
                        at: over_board.then(|| scene.carry_point(at)).flatten(),
                        over: target.square(),
                    };
                    if *drag != point {
                        *drag = point;
                    }
                }
                if id == PointerId::Mouse && state.hovered != target.square() {
                    state.hovered = target.square();
                    actions.write(BoardAction::Hover(state.hovered).into());
                }
            }
            PointerAction::Release(PointerButton::Primary) => {
                let Some(held) = state.held.remove(&id) else {
                    continue;
                };
                // The release must be on the board too: a window opened or a panel grown over
                // the spot between the press and its release takes the release, as egui does
                // (a drag let go there ends with its stone put back).
                let on_board = panels.reach_board(at);
                if held.dragging {
                    *drag = DragPoint::default();
                    let to = on_board.then(|| scene.target_at(at).square()).flatten();
                    actions.write(BoardAction::Drop(to).into());
                } else if on_board && held.at.distance(at) <= CLICK_DISTANCE {
                    actions.write(held.target.click().into());
                }
            }
            PointerAction::Cancel if state.held.remove(&id).is_some_and(|held| held.dragging) => {
                *drag = DragPoint::default();
                actions.write(BoardAction::Drop(None).into());
            }
            _ => {}
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn clicks_on_the_panels_and_windows_do_not_reach_the_board() {
        let size = Vec2::new(1280.0, 800.0);
        let insets = BoardInsets {
            top: 32.0,
            right: 280.0,
            ..BoardInsets::default()
        };
        let board = Vec2::new(500.0, 400.0);
        assert!(reaches_board(board, size, insets, false));
        assert!(
            !reaches_board(board, size, insets, true),
            "a window over it"
        );
        assert!(
            !reaches_board(Vec2::new(500.0, 10.0), size, insets, false),
            "the bar"
        );
        assert!(
            !reaches_board(Vec2::new(1100.0, 400.0), size, insets, false),
            "the side panel"
        );
    }

    #[test]
    fn only_an_egui_window_drawn_there_counts() {
        let context = egui::Context::default();
        let run = |context: &egui::Context, with_window: bool| {
            let mut output = context.run_ui(egui::RawInput::default(), |ui| {
                let ctx = ui.ctx().clone();
                // The bar is a background area, as the panels draw it.
                egui::Area::new(egui::Id::new("bar"))
                    .order(egui::Order::Background)
                    .fixed_pos(egui::pos2(0.0, 0.0))
                    .show(&ctx, |ui| {
                        ui.label("bar");
                    });
                if with_window {
                    egui::Window::new("setup")
                        .fixed_pos(egui::pos2(100.0, 100.0))
                        .show(&ctx, |ui| {
                            ui.label("a window over the board");
                        });
                }
            });
            // Nothing is painted here: the font textures are let go.
            output.textures_delta.clear();
        };
        // A new window's first pass only measures it; it shows from the second.
        run(&context, true);
        run(&context, true);
        assert!(over_egui_window(&context, egui::pos2(120.0, 120.0)));
        assert!(!over_egui_window(&context, egui::pos2(600.0, 500.0)));
        assert!(
            !over_egui_window(&context, egui::pos2(10.0, 5.0)),
            "the bar is a panel, left to the insets"
        );
        // The frame after the window closed, the same spot is the board's again.
        run(&context, false);
        assert!(!over_egui_window(&context, egui::pos2(120.0, 120.0)));
    }
}
