//! The keyboard and a simulated gamepad, headless: `MinimalPlugins`, Bevy's input plugin, the
//! game's core and the keyboard and gamepad plugins; the pad is a gamepad entity fed with raw
//! gamepad events, as the gamepad backend would.

mod harness;

use harness::{FRAME, sq};

use bevy::input::ButtonState;
use bevy::input::InputPlugin;
use bevy::input::gamepad::{
    GamepadConnection, GamepadConnectionEvent, RawGamepadButtonChangedEvent, RawGamepadEvent,
};
use bevy::input::keyboard::{Key as LogicalKey, KeyboardInput};
use bevy::prelude::*;
use bevy::time::TimeUpdateStrategy;
use bevy_egui::input::{EguiInputEvent, EguiWantsInput};
use bevy_egui::{PrimaryEguiContext, egui};
use epaminondas::game::GameCorePlugin;
use epaminondas::game::action::{BoardAction, GameAction, PanelAction, PlayerAction};
use epaminondas::game::board::cursor::BoardCursor;
use epaminondas::game::board::model::GameModel;
use epaminondas::game::board::selection::{Refused, Selection};
use epaminondas::game::input::{gamepad, keyboard};
use epaminondas::game::notify::Toast;
use epaminondas::game::ui::intents;
use epaminondas::game::ui::state::{UiState, WindowId};
use epaminondas::game::ui::windows::notices::PendingNotices;
use epaminondas::game::values::{GameSettings, Opponent};
use epaminondas_core::{Game, GameOptions, Side, Square};
use epaminondas_play::i18n::Key;
use epaminondas_play::learn::Refusal;

fn app() -> App {
    let settings = GameSettings {
        opponent: Opponent::Human,
        ..default()
    };
    let mut app = App::new();
    app.add_plugins((MinimalPlugins, InputPlugin))
        .insert_resource(TimeUpdateStrategy::ManualDuration(FRAME))
        .insert_resource(GameModel::new(
            Game::new(GameOptions::default()),
            settings,
            Side::White,
        ))
        .add_plugins(GameCorePlugin)
        // What egui and the panels would provide in the game.
        .init_resource::<EguiWantsInput>()
        .add_message::<EguiInputEvent>()
        .init_resource::<PendingNotices>()
        .add_plugins((keyboard::plugin, gamepad::plugin, intents::plugin));
    app.world_mut().spawn(PrimaryEguiContext);
    app.update();
    app
}

fn cursor(app: &App) -> Square {
    app.world().resource::<BoardCursor>().square
}

/// Puts the cursor on `square` without any input.
fn place_cursor(app: &mut App, square: Square) {
    app.world_mut().resource_mut::<BoardCursor>().square = square;
}

fn moves_played(app: &App) -> usize {
    app.world().resource::<GameModel>().game().moves().len()
}

fn press_key(app: &mut App, code: KeyCode) {
    let window = Entity::PLACEHOLDER;
    for state in [ButtonState::Pressed, ButtonState::Released] {
        app.world_mut().write_message(KeyboardInput {
            key_code: code,
            logical_key: LogicalKey::Unidentified(bevy::input::keyboard::NativeKey::Unidentified),
            state,
            text: None,
            repeat: false,
            window,
        });
    }
    app.update();
}

fn connect_pad(app: &mut App) -> Entity {
    let pad = app.world_mut().spawn_empty().id();
    // What the gamepad backend (gilrs) writes when a pad is plugged in.
    app.world_mut().write_message(GamepadConnectionEvent::new(
        pad,
        GamepadConnection::Connected {
            name: "simulated pad".into(),
            vendor_id: None,
            product_id: None,
        },
    ));
    app.update();
    pad
}

fn set_button(app: &mut App, pad: Entity, button: GamepadButton, value: f32) {
    app.world_mut()
        .write_message(RawGamepadEvent::Button(RawGamepadButtonChangedEvent::new(
            pad, button, value,
        )));
    app.update();
}

/// Presses and releases a pad button, one frame each.
fn tap(app: &mut App, pad: Entity, button: GamepadButton) {
    set_button(app, pad, button, 1.0);
    set_button(app, pad, button, 0.0);
}

fn toasts(app: &App) -> Vec<Key> {
    let messages = app.world().resource::<Messages<Toast>>();
    messages
        .iter_current_update_messages()
        .map(|Toast(key)| *key)
        .collect()
}

#[test]
fn the_keyboard_alone_plays_and_undoes_a_move() {
    let mut app = app();
    place_cursor(&mut app, sq("c3"));
    // Quick taps each count; W A S D are keys by position, like the arrows.
    press_key(&mut app, KeyCode::ArrowLeft);
    press_key(&mut app, KeyCode::KeyS);
    assert_eq!(cursor(&app), sq("b2"));
    press_key(&mut app, KeyCode::Enter);
    assert_eq!(app.world().resource::<Selection>().tail(), Some(sq("b2")));
    // Space does nothing on the board.
    press_key(&mut app, KeyCode::Space);
    assert_eq!(app.world().resource::<Selection>().tail(), Some(sq("b2")));
    press_key(&mut app, KeyCode::KeyW);
    press_key(&mut app, KeyCode::Enter);
    assert_eq!(moves_played(&app), 1, "b2-b3 was played");
    press_key(&mut app, KeyCode::KeyZ);
    assert_eq!(moves_played(&app), 0, "Z took it back");
    // Escape clears a selection.
    press_key(&mut app, KeyCode::Enter);
    press_key(&mut app, KeyCode::Escape);
    assert!(app.world().resource::<Selection>().is_empty());
}

#[test]
fn keys_behind_a_window_that_asks_do_not_reach_the_board() {
    let mut app = app();
    place_cursor(&mut app, sq("c3"));
    app.world_mut()
        .write_message(PlayerAction::from(PanelAction::ShowRecords(true)));
    app.update();
    assert!(app.world().resource::<UiState>().is_open(WindowId::Records));
    // Typed as into a field that has lost the focus: no cursor step, no selection, no undo.
    for code in [
        KeyCode::KeyS,
        KeyCode::ArrowLeft,
        KeyCode::Enter,
        KeyCode::KeyZ,
    ] {
        press_key(&mut app, code);
    }
    assert_eq!(cursor(&app), sq("c3"), "the cursor stayed");
    assert!(app.world().resource::<Selection>().is_empty());
    // Escape closes the window; then the keys reach the board again.
    press_key(&mut app, KeyCode::Escape);
    app.update();
    assert!(!app.world().resource::<UiState>().is_open(WindowId::Records));
    press_key(&mut app, KeyCode::ArrowLeft);
    assert_eq!(cursor(&app), sq("b3"));
}

#[test]
fn a_simulated_pad_plays_undoes_and_opens_the_menu() {
    let mut app = app();
    let pad = connect_pad(&mut app);
    assert!(
        app.world().get::<Gamepad>(pad).is_some(),
        "the pad is known"
    );
    place_cursor(&mut app, sq("e3"));

    tap(&mut app, pad, GamepadButton::DPadDown);
    assert_eq!(cursor(&app), sq("e2"));
    tap(&mut app, pad, GamepadButton::South);
    assert_eq!(app.world().resource::<Selection>().tail(), Some(sq("e2")));
    tap(&mut app, pad, GamepadButton::East);
    assert!(
        app.world().resource::<Selection>().is_empty(),
        "East clears"
    );
    tap(&mut app, pad, GamepadButton::South);
    tap(&mut app, pad, GamepadButton::DPadUp);
    tap(&mut app, pad, GamepadButton::South);
    assert_eq!(moves_played(&app), 1, "e2-e3 was played");
    tap(&mut app, pad, GamepadButton::West);
    assert_eq!(moves_played(&app), 0, "West took it back");

    // A held D-pad repeats, after a delay.
    set_button(&mut app, pad, GamepadButton::DPadRight, 1.0);
    let start = cursor(&app);
    for _ in 0..20 {
        app.update();
    }
    set_button(&mut app, pad, GamepadButton::DPadRight, 0.0);
    let moved = cursor(&app).file() - start.file();
    assert!(moved >= 3, "held for a second, moved {moved} squares");

    // Start opens the menu; then the pad speaks to egui in keys, and the board stays still.
    tap(&mut app, pad, GamepadButton::Start);
    assert!(app.world().resource::<UiState>().menu_open);
    let before = cursor(&app);
    let mut reader = app
        .world()
        .resource::<Messages<EguiInputEvent>>()
        .get_cursor_current();
    set_button(&mut app, pad, GamepadButton::DPadDown, 1.0);
    let keys: Vec<egui::Key> = reader
        .read(app.world().resource::<Messages<EguiInputEvent>>())
        .filter_map(|event| match event.event {
            egui::Event::Key {
                key, pressed: true, ..
            } => Some(key),
            _ => None,
        })
        .collect();
    set_button(&mut app, pad, GamepadButton::DPadDown, 0.0);
    assert_eq!(
        cursor(&app),
        before,
        "the board cursor stays while the menu is open"
    );
    assert!(
        keys == [egui::Key::Tab] || keys == [egui::Key::ArrowDown],
        "the D-pad became {keys:?}"
    );
    tap(&mut app, pad, GamepadButton::East);
    assert!(
        !app.world().resource::<UiState>().menu_open,
        "East closes the menu"
    );
}

#[test]
fn plugging_a_pad_in_and_out_is_announced_and_harmless() {
    let mut app = app();
    let pad = connect_pad(&mut app);
    app.world_mut().write_message(GamepadConnectionEvent::new(
        pad,
        GamepadConnection::Disconnected,
    ));
    app.update();
    let announced = toasts(&app);
    assert!(
        announced.contains(&Key::GamepadDisconnected),
        "announced: {announced:?}"
    );
    // The game goes on without it.
    for _ in 0..5 {
        app.update();
    }
    let pad = connect_pad(&mut app);
    tap(&mut app, pad, GamepadButton::South);
}

/// Sends one board action and runs a frame; returns the refusals that frame wrote.
fn act(app: &mut App, action: BoardAction) -> Vec<Refusal> {
    let mut reader = app
        .world()
        .resource::<Messages<Refused>>()
        .get_cursor_current();
    app.world_mut().write_message(PlayerAction::Board(action));
    app.update();
    reader
        .read(app.world().resource::<Messages<Refused>>())
        .map(|Refused(refusal)| *refusal)
        .collect()
}

#[test]
fn a_click_that_makes_no_move_says_why() {
    let mut app = app();
    assert_eq!(
        act(&mut app, BoardAction::Activate(sq("c11"))),
        [Refusal::OpponentStone { owner: Side::Black }]
    );
    assert_eq!(
        act(&mut app, BoardAction::Activate(sq("c5"))),
        [Refusal::NothingSelected]
    );
    // Selecting and moving are no refusals.
    assert_eq!(act(&mut app, BoardAction::Activate(sq("c2"))), []);
    assert_eq!(
        act(&mut app, BoardAction::Activate(sq("c5"))),
        [Refusal::SingleStep { distance: 3 }],
        "a lone stone steps one square"
    );
    assert_eq!(act(&mut app, BoardAction::Activate(sq("c1"))), []);
    assert_eq!(act(&mut app, BoardAction::Activate(sq("c2"))), []);
    assert_eq!(
        act(&mut app, BoardAction::Activate(sq("c5"))),
        [Refusal::TooFar {
            stones: 2,
            distance: 3
        }]
    );
    assert_eq!(moves_played(&app), 0);
}

/// The moves of the game so far, as written.
fn played(app: &App) -> Vec<String> {
    app.world()
        .resource::<GameModel>()
        .game()
        .moves()
        .iter()
        .map(ToString::to_string)
        .collect()
}

#[test]
fn dragging_a_lines_front_stone_lands_the_line() {
    let mut app = app();
    // While j2 (the front of the line j1-j2) is held, its landings are the line's: one square
    // and two squares on, as the line j1-j2, never j2 alone.
    act(&mut app, BoardAction::Grab(sq("j2")));
    let selection = app.world().resource::<Selection>().clone();
    assert_eq!(selection.grabbed(), Some(sq("j2")));
    for landing in ["j3", "j4"] {
        let mv = selection
            .move_landing_on(sq(landing))
            .unwrap_or_else(|| panic!("{landing} is a landing of the drag"));
        assert_eq!((mv.tail(), mv.group_len()), (sq("j1"), 2), "{mv}");
    }
    act(&mut app, BoardAction::Drop(Some(sq("j4"))));
    assert_eq!(played(&app), ["j1-j4"]);
    // Black's front stone dragged one square moves its line one square.
    act(&mut app, BoardAction::Grab(sq("d11")));
    act(&mut app, BoardAction::Drop(Some(sq("d10"))));
    assert_eq!(played(&app), ["j1-j4", "d12-d10"]);
    let selection = app.world().resource::<Selection>().clone();
    assert!(selection.is_empty() && selection.grabbed().is_none());
}

#[test]
fn a_drag_let_go_off_every_landing_moves_nothing() {
    let mut app = app();
    for off in [Some(sq("h7")), Some(sq("d2")), Some(sq("c11")), None] {
        act(&mut app, BoardAction::Grab(sq("d2")));
        assert_eq!(act(&mut app, BoardAction::Drop(off)), [], "{off:?}");
        assert_eq!(moves_played(&app), 0, "let go on {off:?}");
        // The stone goes back, still selected, with a click's single steps again.
        let selection = app.world().resource::<Selection>().clone();
        assert_eq!(selection.grabbed(), None);
        assert_eq!(selection.stones(), [sq("d2")], "let go on {off:?}");
        assert!(
            selection
                .destinations()
                .iter()
                .all(|mv| mv.group_len() == 1),
            "{:?}",
            selection.destinations()
        );
    }
}

#[test]
fn a_hint_selects_its_line_and_marks_only_its_destination() {
    let mut app = app();
    let position = *app.world().resource::<GameModel>().game().position();
    let mv = position.parse_move("d1-d3").expect("a legal move");
    assert_eq!(act(&mut app, BoardAction::ShowHint(mv)), []);
    let selection = app.world().resource::<Selection>().clone();
    assert_eq!(selection.stones(), [sq("d1"), sq("d2")]);
    assert_eq!(selection.destinations(), [mv]);
    assert!(
        selection.is_hint(),
        "the hint's selection is drawn as the hint's"
    );
    assert_eq!(cursor(&app), sq("d3"));
    act(&mut app, BoardAction::Activate(sq("d3")));
    assert_eq!(moves_played(&app), 1, "the hinted move was played");
    // A stale hint (not legal now) selects nothing.
    assert_eq!(act(&mut app, BoardAction::ShowHint(mv)), []);
    assert!(app.world().resource::<Selection>().is_empty());
}

fn key_event(app: &mut App, code: KeyCode, state: ButtonState) {
    app.world_mut().write_message(KeyboardInput {
        key_code: code,
        logical_key: LogicalKey::Unidentified(bevy::input::keyboard::NativeKey::Unidentified),
        state,
        text: None,
        repeat: false,
        window: Entity::PLACEHOLDER,
    });
    app.update();
}

fn reviewed(app: &App) -> Option<usize> {
    app.world().resource::<GameModel>().review()
}

/// Counts the hint requests of the last frame.
fn hints_asked(app: &App) -> usize {
    app.world()
        .resource::<Messages<PlayerAction>>()
        .iter_current_update_messages()
        .filter(|action| **action == PlayerAction::Game(GameAction::Hint))
        .count()
}

#[test]
fn the_keys_and_the_pad_step_through_the_game_and_ask_for_hints() {
    let mut app = app();
    for (from, to) in [("e2", "e3"), ("e11", "e10"), ("f2", "f3")] {
        act(&mut app, BoardAction::Activate(sq(from)));
        act(&mut app, BoardAction::Activate(sq(to)));
    }
    assert_eq!(moves_played(&app), 3);
    // Plain ← moves the cursor; Shift+← starts a review.
    press_key(&mut app, KeyCode::ArrowLeft);
    assert_eq!(reviewed(&app), None);
    key_event(&mut app, KeyCode::ShiftLeft, ButtonState::Pressed);
    press_key(&mut app, KeyCode::ArrowLeft);
    key_event(&mut app, KeyCode::ShiftLeft, ButtonState::Released);
    assert_eq!(reviewed(&app), Some(2));
    // While reviewing, plain arrows step and a click plays nothing.
    press_key(&mut app, KeyCode::ArrowLeft);
    assert_eq!(reviewed(&app), Some(1));
    assert_eq!(act(&mut app, BoardAction::Activate(sq("g2"))), []);
    assert!(app.world().resource::<Selection>().is_empty());
    press_key(&mut app, KeyCode::Escape);
    assert_eq!(
        reviewed(&app),
        None,
        "Escape returns to the current position"
    );
    assert_eq!(moves_played(&app), 3);

    let pad = connect_pad(&mut app);
    tap(&mut app, pad, GamepadButton::LeftTrigger);
    tap(&mut app, pad, GamepadButton::LeftTrigger);
    assert_eq!(reviewed(&app), Some(1));
    tap(&mut app, pad, GamepadButton::RightTrigger);
    tap(&mut app, pad, GamepadButton::RightTrigger);
    assert_eq!(
        reviewed(&app),
        None,
        "forward past the last ply ends the review"
    );

    app.world_mut().write_message(KeyboardInput {
        key_code: KeyCode::KeyH,
        logical_key: LogicalKey::Unidentified(bevy::input::keyboard::NativeKey::Unidentified),
        state: ButtonState::Pressed,
        text: None,
        repeat: false,
        window: Entity::PLACEHOLDER,
    });
    app.update();
    assert_eq!(hints_asked(&app), 1, "H asks for a hint");
    set_button(&mut app, pad, GamepadButton::North, 1.0);
    assert_eq!(hints_asked(&app), 1, "North asks for a hint");
}

/// Writes key events as they would arrive within one frame, then draws that frame.
fn keys_within_one_frame(app: &mut App, keys: &[(KeyCode, ButtonState)]) {
    for &(key_code, state) in keys {
        app.world_mut().write_message(KeyboardInput {
            key_code,
            logical_key: LogicalKey::Unidentified(bevy::input::keyboard::NativeKey::Unidentified),
            state,
            text: None,
            repeat: false,
            window: Entity::PLACEHOLDER,
        });
    }
    app.update();
}

#[test]
fn a_quick_chord_within_one_frame_keeps_its_modifier() {
    let mut app = app();
    for (from, to) in [("e2", "e3"), ("e11", "e10"), ("f2", "f3")] {
        act(&mut app, BoardAction::Activate(sq(from)));
        act(&mut app, BoardAction::Activate(sq(to)));
    }
    // Shift down, ← down and up, Shift up: all four within one slow frame.
    keys_within_one_frame(
        &mut app,
        &[
            (KeyCode::ShiftLeft, ButtonState::Pressed),
            (KeyCode::ArrowLeft, ButtonState::Pressed),
            (KeyCode::ArrowLeft, ButtonState::Released),
            (KeyCode::ShiftLeft, ButtonState::Released),
        ],
    );
    app.update();
    assert_eq!(reviewed(&app), Some(2), "Shift+← started a review");
    assert!(
        !app.world()
            .resource::<ButtonInput<KeyCode>>()
            .pressed(KeyCode::ShiftLeft),
        "Shift's release came in the next frame"
    );
    // Plain keys in one frame all count: two steps back.
    keys_within_one_frame(
        &mut app,
        &[
            (KeyCode::ArrowLeft, ButtonState::Pressed),
            (KeyCode::ArrowLeft, ButtonState::Released),
            (KeyCode::ArrowLeft, ButtonState::Pressed),
            (KeyCode::ArrowLeft, ButtonState::Released),
        ],
    );
    assert_eq!(reviewed(&app), Some(0), "both steps counted");
}
