//! The window rests when nothing moves: frames are drawn on input, on window events, while
//! something animates or the computer thinks, and when egui asks for one (bevy_egui turns
//! egui's repaint requests into [`RequestRedraw`]); otherwise the app sleeps until the next
//! event. A board game costs nothing while the player thinks.
//!
//! Each frame ends by asking for the next one while the game is busy: a few frames after a
//! resize (the layout of the new size takes more than one), stones on their way,
//! anything whose transform changed this frame (a slide, a flying piece, the camera's swing,
//! a shake), the first seconds after the start, while shaders and fonts arrive, and whatever
//! a part of the game says it needs ([`FrameNeeds`]: the computer's search, a lesson's pause,
//! the online game's socket, a file dialog). Gamepads are read by polling, not by window
//! events: while a pad is connected the app wakes often enough to read it. Rest knows no part
//! by name.
//!
//! egui takes any input event as a reason to draw the next frame at once, and bevy_egui tells
//! it the modifier keys in every frame, changed or not: that alone kept the window drawing
//! forever. Only a change of the modifiers is passed on ([`pass_on_modifier_changes_only`]).

use crate::game::board::motion::Moving;
use crate::game::wake::{FrameNeeds, SayFrameNeeds};
use bevy::platform::collections::HashMap;
use bevy::prelude::*;
use bevy::window::{RequestRedraw, WindowResized};
use bevy::winit::{UpdateMode, WinitSettings};
use bevy_egui::{EguiInput, EguiPreUpdateSet, egui};
use std::time::Duration;

/// How long the app sleeps at most when nothing happens: a safety net, not a frame rate (each
/// wake draws a frame, which on a software renderer costs a second or two of CPU).
const IDLE_WAKE: Duration = Duration::from_secs(120);
/// How often the app wakes to read a connected gamepad.
const GAMEPAD_WAKE: Duration = Duration::from_millis(50);
/// Frames are drawn continuously for this long after the start (pipelines compile, fonts and
/// the saved game arrive).
const WARM_UP: Duration = Duration::from_secs(3);

/// Whether the game itself asked for the next frame at the end of the last one (egui's own
/// repaint requests come on top of it, through bevy_egui).
#[derive(Resource, Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct AskedForFrame(pub bool);

/// Registers the update mode and the request for the next frame.
pub(super) fn plugin(app: &mut App) {
    app.insert_resource(resting(IDLE_WAKE))
        .init_resource::<AskedForFrame>()
        .init_resource::<WhyNextFrame>()
        .init_resource::<FrameNeeds>()
        .add_message::<RequestRedraw>()
        .add_message::<WindowResized>()
        .add_systems(
            PreUpdate,
            pass_on_modifier_changes_only
                .after(EguiPreUpdateSet::ProcessInput)
                .before(EguiPreUpdateSet::BeginPass),
        )
        .add_systems(
            Last,
            (
                (keep_drawing_while_busy, wake_for_polling).after(SayFrameNeeds),
                settle_after_resize,
                forget_frame_needs
                    .after(keep_drawing_while_busy)
                    .after(wake_for_polling),
                log_why_next_frame
                    .after(keep_drawing_while_busy)
                    .before(forget_frame_needs),
            ),
        );
}

/// Why the frame after this one comes: what the game asked for and where egui asked for a
/// repaint, or how soon a part wants the app to wake (`None`: it rests until an event). The
/// page's hook publishes it, so that a page that keeps drawing can be read.
#[derive(Resource, Clone, Debug, Default, PartialEq, Eq)]
pub struct WhyNextFrame(pub String);

/// Says why the next frame comes without an event: in [`WhyNextFrame`] and, at the debug
/// level, in a dev build's log (`RUST_LOG=epaminondas::game::rest=debug`; the optimized builds
/// keep only `info` and above). A window that keeps drawing while nothing happens is found this
/// way.
fn log_why_next_frame(
    busy: Busy,
    redraws: MessageReader<RequestRedraw>,
    mut contexts: bevy_egui::EguiContexts,
    mut why: ResMut<WhyNextFrame>,
) {
    let said = if redraws.is_empty() {
        format!(
            "a wake after {:?} for {:?}",
            busy.needs.poll(),
            busy.needs.poller()
        )
    } else {
        let egui = contexts
            .ctx_mut()
            .map(|ctx| ctx.repaint_causes())
            .unwrap_or_default();
        format!(
            "asked: warm-up {}, moving {}, transforms changed {}, a part's need {}; egui: {:?}",
            busy.time.elapsed() < WARM_UP,
            busy.moving.iter().count(),
            busy.moved.iter().count(),
            busy.needs.wants_next_frame(),
            egui
        )
    };
    if why.0 != said {
        debug!("next frame: {said}");
        why.0 = said;
    }
}

/// Frames drawn after the window changed size, whatever else happens: the panels are laid
/// out from egui's screen, which follows the window a frame later, and the board's viewport
/// from the panels.
const SETTLE_FRAMES: u8 = 3;

/// Keeps drawing for [`SETTLE_FRAMES`] frames after a resize (a turned phone, a dragged window
/// edge), so that the layout of the new size is reached and not left half-made until the next
/// input: the first frame at a new size can still place the panels for the old one.
fn settle_after_resize(
    mut resized: MessageReader<WindowResized>,
    mut frames_left: Local<u8>,
    mut redraw: MessageWriter<RequestRedraw>,
) {
    if resized.read().count() > 0 {
        *frames_left = SETTLE_FRAMES;
    }
    if *frames_left > 0 {
        *frames_left -= 1;
        redraw.write(RequestRedraw);
    }
}

/// The update modes: wake on window events and redraw requests, and at least every `wake`.
fn resting(wake: Duration) -> WinitSettings {
    WinitSettings {
        focused_mode: UpdateMode::reactive_low_power(wake),
        unfocused_mode: UpdateMode::reactive_low_power(wake),
    }
}

/// What keeps the game busy this frame.
#[derive(bevy::ecs::system::SystemParam)]
struct Busy<'w, 's> {
    time: Res<'w, Time<Real>>,
    moving: Query<'w, 's, (), Moving>,
    moved: Query<'w, 's, (), Changed<Transform>>,
    needs: Res<'w, FrameNeeds>,
}

impl Busy<'_, '_> {
    /// Whether the next frame must come without waiting for an event.
    fn is_busy(&self) -> bool {
        self.time.elapsed() < WARM_UP
            || !self.moving.is_empty()
            || !self.moved.is_empty()
            || self.needs.wants_next_frame()
    }
}

/// Asks for the next frame while anything moves or waits on time.
fn keep_drawing_while_busy(
    busy: Busy,
    mut asked: ResMut<AskedForFrame>,
    mut redraw: MessageWriter<RequestRedraw>,
) {
    let busy = busy.is_busy();
    asked.set_if_neq(AskedForFrame(busy));
    if busy {
        redraw.write(RequestRedraw);
    }
}

/// Wakes often while a gamepad is connected or a part polls something, rarely otherwise.
fn wake_for_polling(
    gamepads: Query<(), With<Gamepad>>,
    needs: Res<FrameNeeds>,
    mut settings: ResMut<WinitSettings>,
) {
    let pad = (!gamepads.is_empty()).then_some(GAMEPAD_WAKE);
    let wake = [pad, needs.poll()].into_iter().flatten().min();
    let wanted = resting(wake.unwrap_or(IDLE_WAKE));
    if settings.focused_mode != wanted.focused_mode {
        *settings = wanted;
    }
}

/// Forgets what the parts needed this frame: each says it again while it is busy.
fn forget_frame_needs(mut needs: ResMut<FrameNeeds>) {
    *needs = FrameNeeds::default();
}

/// Drops the modifier keys' event from egui's input when the modifiers are the ones egui was
/// last told (bevy_egui sends them every frame). After the focus comes back egui has forgotten
/// them, so they are passed on then whatever they are.
pub fn pass_on_modifier_changes_only(
    mut inputs: Query<(Entity, &mut EguiInput)>,
    mut told: Local<HashMap<Entity, egui::Modifiers>>,
) {
    for (context, mut input) in &mut inputs {
        let refocused = input
            .events
            .iter()
            .any(|event| matches!(event, egui::Event::WindowFocused(_)));
        let mut last = if refocused {
            None
        } else {
            told.get(&context).copied()
        };
        input.events.retain(|event| match event {
            egui::Event::ModifiersChanged(modifiers) => {
                let changed = last != Some(*modifiers);
                last = Some(*modifiers);
                changed
            }
            _ => true,
        });
        if let Some(modifiers) = last {
            told.insert(context, modifiers);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// egui's input events of the one context after a frame in which bevy_egui sent `events`.
    fn frame(app: &mut App, context: Entity, events: Vec<egui::Event>) -> Vec<egui::Event> {
        app.world_mut()
            .get_mut::<EguiInput>(context)
            .expect("the context's input")
            .events = events;
        app.update();
        app.world()
            .get::<EguiInput>(context)
            .expect("input")
            .events
            .clone()
    }

    #[test]
    fn unchanged_modifiers_do_not_reach_egui_and_changes_do() {
        let mut app = App::new();
        app.add_systems(Update, pass_on_modifier_changes_only);
        let context = app.world_mut().spawn(EguiInput::default()).id();
        let none = egui::Event::ModifiersChanged(egui::Modifiers::NONE);
        let shift = egui::Event::ModifiersChanged(egui::Modifiers::SHIFT);
        assert_eq!(
            frame(&mut app, context, vec![none.clone()]),
            vec![none.clone()]
        );
        assert!(frame(&mut app, context, vec![none.clone()]).is_empty());
        let key = egui::Event::Text("a".into());
        assert_eq!(
            frame(&mut app, context, vec![key.clone(), none.clone()]),
            [key],
            "other events pass"
        );
        assert_eq!(
            frame(&mut app, context, vec![shift.clone()]),
            vec![shift.clone()]
        );
        assert_eq!(
            frame(&mut app, context, vec![none.clone()]),
            vec![none.clone()]
        );
        // Focus back: egui forgot the modifiers, so they are told again.
        let focused = egui::Event::WindowFocused(true);
        assert_eq!(
            frame(&mut app, context, vec![focused.clone(), none.clone()]),
            [focused, none]
        );
    }
}
