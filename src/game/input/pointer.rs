//! The mouse and touch: a click or tap on a stone or a square activates it, a click elsewhere
//! on the scene or the window clears the selection. Clicks on the panels and on egui's windows
//! never act on the board.
//!
//! A click is a press and a release of the same pointer, wherever the frames fall: the press
//! (seen through Bevy's picking) says what was clicked, the release (read from the raw pointer
//! input) finishes it. Bevy's own `Pointer<Click>` needs the pointer over the same entity in the
//! frame before the release, so a quick click or tap whose press and release come within one
//! frame (the low frame rates of a software renderer) made none.
//!
//! Whether a press is on the board is decided from where it is, when it is: inside the room
//! the panels leave ([`BoardInsets`]) and not on a window, menu or popup that egui drew there.
//! (egui's own gate for picking, a hit it writes from the frame before, was a frame late: after
//! a bar button or the setup's Start, a press made as the pointer reached the board — at a
//! software renderer's few frames a second, or a tap — landed on the stale egui hit and the
//! first click on the board was lost. The egui context's `capture_pointer_input` is off.)

use crate::game::action::{BoardAction, PlayerAction};
use crate::game::board::coords::square_at;
use crate::game::board::stones::OnSquare;
use crate::game::schedule::GameSystems;
use crate::game::view::camera::BoardInsets;
use crate::game::view::scene::BoardTop;
use bevy::picking::pointer::{PointerAction, PointerId, PointerInput};
use bevy::platform::collections::HashMap;
use bevy::prelude::*;
use bevy::window::PrimaryWindow;
use bevy_egui::{EguiContext, PrimaryEguiContext, egui};

/// How far (logical pixels) a pointer may move between press and release and still click.
pub const CLICK_DISTANCE: f32 = 12.0;

/// Presses waiting for their release: what they would do and where they were made.
#[derive(Resource, Debug, Default)]
struct PendingPresses(HashMap<PointerId, (BoardAction, Vec2)>);

/// Registers the pointer's observer and the system that finishes its clicks.
pub(crate) fn plugin(app: &mut App) {
    // Picking registers the pointer input too; without it (headless tests) none comes.
    app.add_message::<PointerInput>()
        .init_resource::<PendingPresses>()
        .add_observer(press)
        .add_systems(Update, release.in_set(GameSystems::Input));
}

/// Things whose click clears the selection: the table, the board's sides, the window.
type Scenery = Or<(With<Mesh3d>, With<Window>)>;

/// What decides whether a click reaches the board: the window, the panels' insets, egui.
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
        let over_window = self.egui.iter_mut().any(|mut context| {
            let context = context.get_mut();
            let point = position / context.zoom_factor().max(f32::EPSILON);
            over_egui_window(context, egui::pos2(point.x, point.y))
        });
        reaches_board(position, size, insets, over_window)
    }
}

/// Whether egui drew a window, menu or popup at `point` in its last pass (the panels along
/// the edges are background and are left to the insets).
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

/// A press: on a stone or a square names it; elsewhere on the scene or the window clears.
/// A press bubbles from the entity hit up to the window, so once it has found its action it
/// stops there: otherwise the window's "clear" would undo every selection.
fn press(
    mut press: On<Pointer<Press>>,
    stones: Query<&OnSquare>,
    tops: Query<(), With<BoardTop>>,
    scenery: Query<(), Scenery>,
    mut panels: Panels,
    mut pending: ResMut<PendingPresses>,
) {
    if press.event.button != PointerButton::Primary {
        return;
    }
    let entity = press.entity;
    let action = if let Ok(on) = stones.get(entity) {
        BoardAction::Activate(on.0)
    } else if tops.contains(entity) {
        press
            .event
            .hit
            .position
            .and_then(square_at)
            .map_or(BoardAction::Clear, BoardAction::Activate)
    } else if scenery.contains(entity) {
        BoardAction::Clear
    } else {
        return;
    };
    press.propagate(false);
    let at = press.pointer_location.position;
    if panels.reach_board(at) {
        pending.0.insert(press.pointer_id, (action, at));
    }
}

/// A release finishes the press of the same pointer, unless it was dragged away or cancelled.
fn release(
    mut inputs: MessageReader<PointerInput>,
    mut pending: ResMut<PendingPresses>,
    mut actions: MessageWriter<PlayerAction>,
) {
    for input in inputs.read() {
        match input.action {
            PointerAction::Release(PointerButton::Primary) => {
                if let Some((action, at)) = pending.0.remove(&input.pointer_id)
                    && at.distance(input.location.position) <= CLICK_DISTANCE
                {
                    actions.write(action.into());
                }
            }
            PointerAction::Cancel => {
                pending.0.remove(&input.pointer_id);
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
            "the bar is a panel"
        );
        // The frame after the window closed, the same spot is the board's again.
        run(&context, false);
        assert!(!over_egui_window(&context, egui::pos2(120.0, 120.0)));
    }
}
