//! Headless app tests of the game: `MinimalPlugins` and the game's core
//! plugin (model, selection, actions, stone entities, animation, computer),
//! no window and no renderer; and the whole `GamePlugin` with Bevy's default
//! plugins but no window and no renderer, saving to a store in memory.

mod harness;

use bevy::input::ButtonState;
use bevy::input::keyboard::{Key as LogicalKey, KeyboardInput};
use bevy::input::mouse::MouseButtonInput;
use bevy::prelude::*;
use bevy::time::TimeUpdateStrategy;
use bevy::window::{CursorMoved, PrimaryWindow, WindowEvent, WindowResolution};
use bevy_egui::{EguiContext, PrimaryEguiContext, egui};
use epaminondas::game::GamePlugin;
use epaminondas::game::access::{Announcements, TypedMove};
use epaminondas::game::action::{
    BoardAction, GameAction, LessonAction, PanelAction, PlayerAction, PreferenceChange,
    PuzzleAction, PuzzleMode,
};
use epaminondas::game::board::coords::square_center;
use epaminondas::game::board::model::{GameEnded, MoveSource, PlayMove};
use epaminondas::game::board::motion::ReducedMotion;
use epaminondas::game::board::puzzle::{PuzzleTrainer, Stage};
use epaminondas::game::board::selection::Selection;
use epaminondas::game::board::stones::{OnSquare, Stone};
use epaminondas::game::computer::hint::{HINT_TIME, HintSearch};
use epaminondas::game::computer::search::SearchMode;
use epaminondas::game::computer::{ComputerPacing, ComputerSearch};
use epaminondas::game::launch::LaunchOptions;
use epaminondas::game::preferences::Preferences;
use epaminondas::game::rest::AskedForFrame;
use epaminondas::game::store::backend::{MemoryStore, SaveStore, Store};
use epaminondas::game::store::format::{
    FORMAT_VERSION, GAME_KEY, Loaded, PREFERENCES_KEY, SavedGame, load, load_game, save_game,
};
use epaminondas::game::ui::panels::puzzle::{PuzzleVerdictKind, puzzle_panel};
use epaminondas::game::ui::state::{UiState, WindowId};
use epaminondas::game::values::{BoardView, GameSettings, Language, Opponent, SideChoice};
use epaminondas::game::view::camera::BoardCamera;
use epaminondas_core::{Game, GameOptions, Position, Side, Square};
use epaminondas_engine::Level;
use epaminondas_play::i18n::Key;
use harness::{
    ANIMATION_FRAMES, FRAME, click, core_app, headless_default_plugins, model, settle, sq,
    two_players,
};
use std::collections::BTreeMap;
use std::time::{Duration, Instant};

/// How long a test waits for the computer.
const COMPUTER_TIMEOUT: Duration = Duration::from_secs(60);

fn against_computer(side: SideChoice, level: Level) -> GameSettings {
    GameSettings {
        opponent: Opponent::Computer,
        level,
        side,
        ..default()
    }
}

fn app_with(game: Game, settings: GameSettings, human: Side) -> App {
    let mut app = core_app(game, settings, human);
    app.update();
    app
}

fn start_app(settings: GameSettings) -> App {
    app_with(Game::new(GameOptions::default()), settings, Side::White)
}

fn played(app: &App) -> Vec<String> {
    model(app)
        .game()
        .moves()
        .iter()
        .map(ToString::to_string)
        .collect()
}

/// The stone entities by square, with their sides and positions.
fn stones(app: &mut App) -> BTreeMap<Square, (Side, Vec3)> {
    let mut query = app.world_mut().query::<(&Stone, &OnSquare, &Transform)>();
    query
        .iter(app.world())
        .map(|(stone, on, transform)| (on.0, (stone.side, transform.translation)))
        .collect()
}

fn stone_entity_count(app: &mut App) -> usize {
    let mut query = app.world_mut().query_filtered::<(), With<Stone>>();
    query.iter(app.world()).count()
}

/// Asserts that every stone of the model's position has exactly one entity,
/// standing at the centre of its square.
fn assert_entities_match_model(app: &mut App) {
    let position = *model(app).game().position();
    let entities = stones(app);
    let mut expected = BTreeMap::new();
    for side in Side::BOTH {
        for square in position.stones(side) {
            expected.insert(square, side);
        }
    }
    let sides: BTreeMap<Square, Side> = entities.iter().map(|(&s, &(side, _))| (s, side)).collect();
    assert_eq!(sides, expected);
    for (square, (_, translation)) in entities {
        assert!(
            translation.distance(square_center(square)) < 1e-4,
            "{square} is drawn at {translation}"
        );
    }
    let mut scales = app.world_mut().query_filtered::<&Transform, With<Stone>>();
    for transform in scales.iter(app.world()) {
        assert!(
            transform.scale.distance(Vec3::ONE) < 1e-4,
            "a stone is drawn at scale {}",
            transform.scale
        );
    }
    assert_eq!(stone_entity_count(app), expected.len(), "no stray entities");
}

fn wait_for_moves(app: &mut App, count: usize) {
    let began = Instant::now();
    while model(app).game().moves().len() < count {
        assert!(
            began.elapsed() < COMPUTER_TIMEOUT,
            "the computer did not move in time"
        );
        app.update();
        std::thread::sleep(Duration::from_millis(5));
    }
}

#[test]
fn a_tail_and_a_front_then_a_destination_play_the_move() {
    let mut app = start_app(two_players());
    click(&mut app, &["a1"]);
    let selection = app.world().resource::<Selection>().clone();
    assert_eq!(selection.tail(), Some(sq("a1")));
    assert!(
        selection.destinations().is_empty(),
        "a1 is boxed in by its own stones"
    );

    click(&mut app, &["a2"]);
    let selection = app.world().resource::<Selection>().clone();
    assert_eq!(selection.stones(), [sq("a1"), sq("a2")]);
    let mut landings: Vec<String> = selection
        .destinations()
        .iter()
        .map(|mv| mv.landing().to_string())
        .collect();
    landings.sort();
    assert_eq!(landings, ["a3", "a4"]);

    click(&mut app, &["a4"]);
    assert_eq!(played(&app), ["a1-a4"]);
    assert!(app.world().resource::<Selection>().is_empty());
    let entities = stones(&mut app);
    assert!(entities.contains_key(&sq("a3")) && entities.contains_key(&sq("a4")));
    assert!(!entities.contains_key(&sq("a1")) && !entities.contains_key(&sq("a2")));
    settle(&mut app);
    assert_entities_match_model(&mut app);
}

#[test]
fn a_single_stone_steps_to_a_dot() {
    let mut app = start_app(two_players());
    click(&mut app, &["c2"]);
    let landings: Vec<Square> = app
        .world()
        .resource::<Selection>()
        .destinations()
        .iter()
        .map(|mv| mv.landing())
        .collect();
    assert_eq!(landings.len(), 3, "north, north-east and north-west");
    click(&mut app, &["d3"]);
    assert_eq!(played(&app), ["c2-d3"]);
    settle(&mut app);
    assert_entities_match_model(&mut app);
}

/// Frames until the stone that moved c2-d3 rests on d3, at most 20.
fn frames_until_d3_rests(app: &mut App) -> usize {
    click(app, &["c2", "d3"]);
    assert_eq!(played(app), ["c2-d3"]);
    (1..=20)
        .find(|_| {
            app.update();
            stones(app)[&sq("d3")].1.distance(square_center(sq("d3"))) < 1e-4
        })
        .unwrap_or(usize::MAX)
}

#[test]
fn reduced_motion_shortens_the_slides() {
    let mut app = start_app(two_players());
    let usual = frames_until_d3_rests(&mut app);
    let mut app = start_app(two_players());
    app.world_mut()
        .write_message(PlayerAction::from(PreferenceChange::ReducedMotion(true)));
    app.update();
    assert!(app.world().resource::<ReducedMotion>().0);
    let reduced = frames_until_d3_rests(&mut app);
    // A one-square slide takes 0.24 s: the click's own frame and four more 50 ms frames;
    // reduced, a third of that.
    assert!(usual >= 4, "the usual slide took {usual} frames");
    assert!(
        reduced * 2 <= usual,
        "reduced: {reduced} frames, usual: {usual}"
    );
    settle(&mut app);
    assert_entities_match_model(&mut app);
}

#[test]
fn an_illegal_destination_changes_nothing() {
    let mut app = start_app(two_players());
    let before = model(&app).generation();
    click(&mut app, &["a1", "a2", "a7"]);
    assert!(played(&app).is_empty());
    assert_eq!(model(&app).generation(), before);
    assert!(
        app.world().resource::<Selection>().is_empty(),
        "a click off the marks clears"
    );
    // Black's stones are not White's to select.
    click(&mut app, &["a11"]);
    assert!(app.world().resource::<Selection>().is_empty());
    settle(&mut app);
    assert_entities_match_model(&mut app);
}

#[test]
fn a_capture_knocks_out_the_captured_stone() {
    // White pair a1-a2 faces a lone black stone on a3; another black stone keeps Black alive.
    let position: Position = "13B/14/14/14/14/14/14/14/14/B13/W13/W13 w".parse().unwrap();
    let mut app = app_with(
        Game::from_position(position, GameOptions::default()),
        two_players(),
        Side::White,
    );
    click(&mut app, &["a1", "a2"]);
    let capture = app
        .world()
        .resource::<Selection>()
        .destinations()
        .iter()
        .find(|mv| mv.is_capture())
        .copied()
        .expect("a1xa3 is offered");
    assert_eq!(capture.to_string(), "a1xa3");
    click(&mut app, &["a3"]);
    assert_eq!(played(&app), ["a1xa3"]);
    assert_eq!(
        stone_entity_count(&mut app),
        4,
        "the captured stone is still flying"
    );
    settle(&mut app);
    assert_entities_match_model(&mut app);

    // Undo: the pair glides back and the captured stone grows back in.
    app.world_mut()
        .write_message(PlayerAction::Game(GameAction::Undo));
    app.update();
    assert!(played(&app).is_empty());
    assert_eq!(stone_entity_count(&mut app), 4);
    let a1 = stones(&mut app)[&sq("a1")];
    assert!(
        a1.1.distance(square_center(sq("a1"))) > 0.1,
        "the front stone glides back rather than jumping: {}",
        a1.1
    );
    let mut scales = app.world_mut().query::<(&OnSquare, &Transform)>();
    let returning = scales
        .iter(app.world())
        .find(|(on, _)| on.0 == sq("a3"))
        .map(|(_, transform)| transform.scale)
        .expect("the captured stone is back");
    assert!(returning.x < 1.0, "it grows in: scale {returning}");
    settle(&mut app);
    assert_entities_match_model(&mut app);
}

#[test]
fn the_computers_reply_is_applied() {
    let mut app = start_app(against_computer(SideChoice::White, Level::Beginner));
    click(&mut app, &["c2", "c3"]);
    assert_eq!(played(&app), ["c2-c3"]);
    wait_for_moves(&mut app, 2);
    assert!(app.world().get_resource::<ComputerSearch>().is_none());
    assert_eq!(model(&app).side_to_move(), Side::White);
    settle(&mut app);
    assert_entities_match_model(&mut app);
}

#[test]
fn the_computer_opens_when_the_player_is_black_even_in_slices() {
    let mut app = app_with(
        Game::new(GameOptions::default()),
        against_computer(SideChoice::Black, Level::Novice),
        Side::Black,
    );
    app.insert_resource(ComputerPacing {
        min_reply_delay: Duration::ZERO,
        mode: SearchMode::Sliced,
    });
    wait_for_moves(&mut app, 1);
    assert_eq!(model(&app).side_to_move(), Side::Black);
    assert!(
        !model(&app).is_computer_turn(),
        "the computer waits for the player"
    );
}

#[test]
fn undo_against_the_computer_takes_back_its_reply_too() {
    let mut app = start_app(against_computer(SideChoice::White, Level::Beginner));
    click(&mut app, &["c2", "c3"]);
    wait_for_moves(&mut app, 2);
    app.world_mut()
        .write_message(PlayerAction::Game(GameAction::Undo));
    app.update();
    assert!(played(&app).is_empty());
    assert_eq!(model(&app).side_to_move(), Side::White);
    settle(&mut app);
    assert_entities_match_model(&mut app);
}

#[test]
fn new_game_resets_and_cancels_the_search() {
    // The strongest level opens for a Black player and is still thinking when the new game comes.
    let mut app = app_with(
        Game::new(GameOptions::default()),
        against_computer(SideChoice::Black, Level::Master),
        Side::Black,
    );
    app.update();
    assert!(app.world().get_resource::<ComputerSearch>().is_some());
    let before = model(&app).generation();

    app.world_mut()
        .write_message(PlayerAction::Game(GameAction::NewGame(against_computer(
            SideChoice::White,
            Level::Beginner,
        ))));
    app.update();
    assert_ne!(model(&app).generation(), before);
    assert!(played(&app).is_empty());
    assert_eq!(model(&app).human(), Side::White);
    assert!(app.world().get_resource::<ComputerSearch>().is_none());
    for _ in 0..ANIMATION_FRAMES {
        app.update();
        std::thread::sleep(Duration::from_millis(2));
    }
    assert!(
        played(&app).is_empty(),
        "the cancelled search played nothing"
    );
    assert_entities_match_model(&mut app);
}

#[test]
fn new_game_after_moves_puts_every_stone_back() {
    let mut app = start_app(two_players());
    click(&mut app, &["a1", "a2", "a4", "n11", "n10"]);
    assert_eq!(played(&app), ["a1-a4", "n11-n10"]);
    settle(&mut app);
    app.world_mut()
        .write_message(PlayerAction::Game(GameAction::NewGame(two_players())));
    app.update();
    assert!(played(&app).is_empty());
    assert!(app.world().resource::<Selection>().is_empty());
    assert_eq!(stone_entity_count(&mut app), 56);
    let gliding = stones(&mut app)
        .iter()
        .filter(|(square, (_, at))| at.distance(square_center(**square)) > 0.1)
        .count();
    assert_eq!(gliding, 3, "the three stones that moved glide home");
    settle(&mut app);
    assert_eq!(stone_entity_count(&mut app), 56);
    assert_entities_match_model(&mut app);
}

#[test]
fn a_winning_move_ends_the_game() {
    // White's pair captures Black's last stone.
    let position: Position = "14/14/14/14/14/14/14/14/14/B13/W13/W13 w".parse().unwrap();
    let mut app = app_with(
        Game::from_position(position, GameOptions::default()),
        two_players(),
        Side::White,
    );
    click(&mut app, &["a1", "a2", "a3"]);
    let ended = app.world().resource::<Messages<GameEnded>>();
    assert_eq!(ended.iter_current_update_messages().count(), 1);
    let outcome = model(&app).outcome().expect("the game is over");
    assert_eq!(outcome.winner, Some(Side::White));
    // No selection is possible after the end.
    click(&mut app, &["a3"]);
    assert!(app.world().resource::<Selection>().is_empty());
    // The winner's stones hop in celebration, then come to rest.
    let mut highest = 0.0f32;
    for _ in 0..ANIMATION_FRAMES {
        app.update();
        let heights = stones(&mut app)
            .values()
            .map(|(_, at)| at.y)
            .fold(0.0, f32::max);
        highest = highest.max(heights);
    }
    assert!(highest > 0.2, "the winner's stones hop: {highest}");
    settle(&mut app);
    assert_entities_match_model(&mut app);
}

#[test]
fn no_update_waits_for_the_strongest_search() {
    // The strongest level opens for a Black player; every update is timed while it thinks.
    let strongest = *Level::ALL.last().expect("levels");
    let mut app = app_with(
        Game::new(GameOptions::default()),
        against_computer(SideChoice::Black, strongest),
        Side::Black,
    );
    // A search that blocked the frame would leave a handful of updates, one of them as long as
    // the search. Wall-clock maxima are left out: on a loaded machine (the test runner's other
    // threads on 2 cores) any single update can be held up by the scheduler.
    let began = Instant::now();
    let mut durations = Vec::new();
    while played(&app).is_empty() {
        assert!(began.elapsed() < COMPUTER_TIMEOUT, "no move in time");
        let update = Instant::now();
        app.update();
        durations.push(update.elapsed());
        std::thread::sleep(Duration::from_millis(1));
    }
    let thought = began.elapsed();
    durations.sort();
    let updates = durations.len();
    assert!(
        updates >= 20,
        "only {updates} updates in a {thought:?} search"
    );
    let median = durations[updates / 2];
    println!(
        "{strongest:?} thought {thought:?} over {updates} updates; median update {median:?}, longest {:?}",
        durations[updates - 1]
    );
    assert!(
        median * 20 < thought,
        "the median update took {median:?} of a {thought:?} search"
    );
}

#[test]
fn two_moves_in_one_frame_keep_the_stones_in_step() {
    // White steps next to a black pair, which captures it: both moves in one frame, so the
    // capture takes a stone that the first move put on its square in this same frame.
    let position: Position = "13B/14/2B11/2B11/14/2W11/14/14/14/14/14/13W w"
        .parse()
        .unwrap();
    let game = Game::from_position(position, GameOptions::default());
    let mut later = game.clone();
    let white = later.play_text("c7-c8").expect("a legal step");
    let black = later.play_text("c10xc8").expect("a legal capture");
    let mut app = app_with(game, two_players(), Side::White);
    let generation = model(&app).generation();
    for (mv, generation) in [(white, generation), (black, generation + 1)] {
        app.world_mut().write_message(PlayMove {
            mv,
            source: MoveSource::Player,
            generation,
        });
    }
    app.update();
    assert_eq!(played(&app), ["c7-c8", "c10xc8"]);
    let sides: BTreeMap<Square, Side> = stones(&mut app)
        .into_iter()
        .map(|(square, (side, _))| (square, side))
        .collect();
    let position = *model(&app).game().position();
    let expected: BTreeMap<Square, Side> = Side::BOTH
        .iter()
        .flat_map(|&side| position.stones(side).map(move |square| (square, side)))
        .collect();
    assert_eq!(sides, expected, "the entities follow both moves at once");
    settle(&mut app);
    assert_entities_match_model(&mut app);
}

/// The whole game as the program builds it, without a window or a renderer, saving to `store`.
fn whole_game(launch: LaunchOptions, store: &MemoryStore) -> App {
    let mut app = App::new();
    app.add_plugins(headless_default_plugins(None))
        .insert_resource(TimeUpdateStrategy::ManualDuration(FRAME))
        .add_plugins(GamePlugin { launch })
        // After the plugins: nothing reads the world while they are built.
        .insert_resource(SaveStore(Box::new(store.clone())))
        .insert_resource(ComputerPacing {
            min_reply_delay: Duration::ZERO,
            mode: SearchMode::Task,
        });
    app.finish();
    app.cleanup();
    app.update();
    app
}

/// White's move for a quick game: the largest capture, else the move that lands furthest
/// toward Black's home row (ties: the longest line).
fn forward_move(position: &Position) -> epaminondas_core::Move {
    position
        .legal_moves()
        .iter()
        .copied()
        .max_by_key(|mv| (mv.captured(), mv.landing().rank(), mv.group_len()))
        .expect("White has a move")
}

/// A whole game against Beginner, played by typed moves alone (the move box's path), with
/// every move of both sides and the end said in words: the desktop's counterpart of the
/// browser test's game through the hidden move field.
#[test]
fn a_whole_game_is_played_by_typed_moves_alone_and_every_move_is_said() {
    let launch =
        LaunchOptions::parse(["--level", "beginner", "--play-as", "white"].map(str::to_owned))
            .expect("a command line");
    let mut app = whole_game(launch, &MemoryStore::default());
    app.world_mut()
        .write_message(PlayerAction::Panel(PanelAction::ShowWelcome(false)));
    app.update();
    let began = Instant::now();
    let mut said: Vec<String> = Vec::new();
    let mut seen = 0;
    while model(&app).outcome().is_none() {
        assert!(
            began.elapsed() < Duration::from_secs(300),
            "the game did not end in time: {} plies",
            model(&app).game().moves().len()
        );
        if model(&app).is_player_turn() {
            let typed = forward_move(model(&app).game().position()).to_string();
            app.world_mut().write_message(TypedMove(typed));
        } else {
            std::thread::sleep(Duration::from_millis(2));
        }
        app.update();
        let announcements = app.world().resource::<Announcements>();
        said.extend(announcements.since(seen).iter().cloned());
        seen = announcements.count();
    }
    for _ in 0..3 {
        app.update();
    }
    said.extend(
        app.world()
            .resource::<Announcements>()
            .since(seen)
            .iter()
            .cloned(),
    );
    let moves: Vec<String> = played(&app);
    assert!(moves.len() >= 10, "a whole game: {moves:?}");
    // Each move in order, by its player, in the announcements.
    let mut lines = said.iter();
    for (ply, mv) in moves.iter().enumerate() {
        let who = if ply % 2 == 0 { "You" } else { "Computer" };
        assert!(
            lines.any(|line| line.starts_with(&format!("{who}: {mv}"))),
            "ply {ply} ({who}: {mv}) not said in order: {said:?}"
        );
    }
    let end = said.last().expect("the end is said");
    assert!(
        end.starts_with("You won! ") || end.starts_with("You lost. "),
        "the end in the card's words: {end}"
    );
}

/// A game of two players with these moves, saved in a fresh memory store.
fn store_with_game(moves: &[&str]) -> MemoryStore {
    let mut game = Game::new(GameOptions::default());
    for text in moves {
        game.play_text(text).expect("a legal move");
    }
    let mut store = MemoryStore::default();
    let saved = SavedGame {
        record: game.record(),
        settings: two_players(),
        human: Side::White,
    };
    save_game(&mut store, &saved).expect("saved");
    store
}

fn saved_moves(store: &MemoryStore) -> Vec<String> {
    let Loaded::Found(restored) = load_game(&mut store.clone()) else {
        panic!("no saved game");
    };
    restored
        .game
        .moves()
        .iter()
        .map(ToString::to_string)
        .collect()
}

#[test]
fn the_whole_game_restores_a_saved_game_and_saves_the_next_move() {
    let store = store_with_game(&["a1-a4", "n11-n10"]);
    let mut app = whole_game(LaunchOptions::default(), &store);
    assert_eq!(played(&app), ["a1-a4", "n11-n10"], "the saved game is back");
    click(&mut app, &["c2", "c3"]);
    app.update();
    assert_eq!(saved_moves(&store), ["a1-a4", "n11-n10", "c2-c3"]);
    // A preference changed in the game is saved too.
    app.world_mut()
        .write_message(PlayerAction::Preference(PreferenceChange::ToggleView));
    app.update();
    let saved = load::<Preferences>(&mut store.clone(), PREFERENCES_KEY);
    let Loaded::Found(preferences) = saved else {
        panic!("the preferences were not saved: {saved:?}");
    };
    assert_eq!(preferences.view, BoardView::Flat);
}

#[test]
fn a_scripted_launch_leaves_the_saves_alone() {
    let store = store_with_game(&["a1-a4"]);
    let before = store.read(GAME_KEY).expect("read");
    let launch = LaunchOptions::parse(["--moves", "b2-b3", "--two-players"].map(String::from))
        .expect("a command line");
    let mut app = whole_game(launch, &store);
    click(&mut app, &["n11", "n10"]);
    settle(&mut app);
    assert_eq!(played(&app), ["b2-b3", "n11-n10"]);
    assert_eq!(store.read(GAME_KEY).expect("read"), before);
    assert_eq!(store.read(PREFERENCES_KEY).expect("read"), None);
}

/// Time one frame takes in the slow-renderer tests: one frame a second.
const SLOW_FRAME: Duration = Duration::from_secs(1);
/// The size of the window of the slow-renderer tests, in logical (and physical) pixels.
const WINDOW: UVec2 = UVec2::new(1280, 800);

/// The whole game in a window (that no system shows), drawn at one frame a second.
fn whole_game_at_one_frame_a_second() -> App {
    let mut app = whole_game_in_a_window();
    for _ in 0..3 {
        app.update();
    }
    app
}

/// The whole game in a window (that no system shows) at one frame a second, before its first
/// frame.
fn whole_game_in_a_window() -> App {
    let window = Window {
        resolution: WindowResolution::new(WINDOW.x, WINDOW.y).with_scale_factor_override(1.0),
        ..default()
    };
    let launch = LaunchOptions::parse(["--two-players".to_owned()]).expect("a command line");
    let mut app = App::new();
    app.add_plugins(headless_default_plugins(Some(window)))
        .insert_resource(TimeUpdateStrategy::ManualDuration(SLOW_FRAME))
        .add_plugins(GamePlugin { launch })
        .insert_resource(SaveStore(Box::new(MemoryStore::default())));
    app.finish();
    app.cleanup();
    app
}

/// The panels' first frame already has the game's fonts: a text laid out in a frame without
/// them sizes its window for empty text (a message at the start stood one letter wide).
#[test]
fn the_panels_have_their_fonts_from_the_first_frame() {
    let mut app = whole_game_in_a_window();
    app.update();
    let body = bevy_egui::egui::FontId::proportional(15.0);
    let fonts_in_use = primary_egui(&mut app).fonts_mut(|fonts| fonts.has_glyph(&body, 'Ж'));
    assert!(fonts_in_use, "the first frame had no fonts");
}

/// What the operating system would tell the game, through winit, in one frame.
fn window_events(app: &mut App, events: &[WindowEvent]) {
    for event in events {
        app.world_mut().write_message(event.clone());
    }
    app.update();
}

fn primary_window(app: &mut App) -> Entity {
    app.world_mut()
        .query_filtered::<Entity, With<PrimaryWindow>>()
        .single(app.world())
        .expect("a primary window")
}

/// The pointer arrives at `at`, presses and lets go, all within one frame.
fn click_within_one_frame(app: &mut App, window: Entity, at: Vec2) {
    window_events(
        app,
        &[
            cursor_at(window, at),
            left_button(window, ButtonState::Pressed),
            left_button(window, ButtonState::Released),
        ],
    );
}

fn cursor_at(window: Entity, position: Vec2) -> WindowEvent {
    WindowEvent::CursorMoved(CursorMoved {
        window,
        position,
        delta: None,
    })
}

fn left_button(window: Entity, state: ButtonState) -> WindowEvent {
    WindowEvent::MouseButtonInput(MouseButtonInput {
        button: MouseButton::Left,
        state,
        window,
    })
}

/// Where `square` is in the window.
fn on_screen(app: &mut App, square: &str) -> Vec2 {
    let (camera, transform) = app
        .world_mut()
        .query_filtered::<(&Camera, &GlobalTransform), With<BoardCamera>>()
        .single(app.world())
        .expect("the board camera");
    camera
        .world_to_viewport(transform, square_center(sq(square)))
        .expect("the square is in view")
}

#[test]
fn quick_clicks_at_one_frame_a_second_select_play_and_press_buttons() {
    let mut app = whole_game_at_one_frame_a_second();
    let window = primary_window(&mut app);
    // The first start's welcome window, which holds the board under its veil: its close button
    // (egui names it), clicked within one frame.
    let close = button_on_screen(&mut app, "Close window");
    click_within_one_frame(&mut app, window, close);
    // The pointer arrives, presses and lets go, all within one frame.
    for square in ["c2", "c3"] {
        let at = on_screen(&mut app, square);
        click_within_one_frame(&mut app, window, at);
        if square == "c2" {
            assert_eq!(app.world().resource::<Selection>().tail(), Some(sq("c2")));
        }
    }
    assert_eq!(played(&app), ["c2-c3"]);

    // The bar's Help: the pointer arrives, presses and lets go within one frame.
    let help = button_on_screen(&mut app, Language::English.text(Key::Help));
    click_within_one_frame(&mut app, window, help);
    app.update();
    assert!(
        app.world().resource::<UiState>().help().is_some(),
        "the help window opened"
    );
    // Help again closes it, and the very next click on the board selects a stone (the first
    // click after a bar button was once lost).
    click_within_one_frame(&mut app, window, help);
    app.update();
    assert!(
        app.world().resource::<UiState>().help().is_none(),
        "help closed"
    );
    let d11 = on_screen(&mut app, "d11");
    click_within_one_frame(&mut app, window, d11);
    assert_eq!(app.world().resource::<Selection>().tail(), Some(sq("d11")));
    // The bar's New game: a press in one frame and its release a second later.
    let new_game = button_on_screen(&mut app, Language::English.text(Key::NewGame));
    window_events(
        &mut app,
        &[
            cursor_at(window, new_game),
            left_button(window, ButtonState::Pressed),
        ],
    );
    window_events(&mut app, &[left_button(window, ButtonState::Released)]);
    app.update();
    assert!(
        app.world().resource::<UiState>().setup().is_some(),
        "the setup opened"
    );
}

/// The pointer arrives at each of `at` in turn, pressing and letting go at each, all within one
/// frame.
fn clicks_within_one_frame(app: &mut App, window: Entity, at: &[Vec2]) {
    let events: Vec<WindowEvent> = at
        .iter()
        .flat_map(|&point| {
            [
                cursor_at(window, point),
                left_button(window, ButtonState::Pressed),
                left_button(window, ButtonState::Released),
            ]
        })
        .collect();
    window_events(app, &events);
}

#[test]
fn three_presses_within_one_frame_at_one_frame_a_second_play_a_line() {
    let mut app = whole_game_at_one_frame_a_second();
    let window = primary_window(&mut app);
    close_welcome(&mut app, window);
    // The tail, the front, the landing: one line of two stones moved one square, all three
    // clicks in one frame.
    let at: Vec<Vec2> = ["c1", "c2", "c3"]
        .iter()
        .map(|square| on_screen(&mut app, square))
        .collect();
    clicks_within_one_frame(&mut app, window, &at);
    app.update();
    let position = model(&app).game().position();
    assert_eq!(
        model(&app).game().moves().len(),
        1,
        "one move: {:?}",
        played(&app)
    );
    assert_eq!(position.stone(sq("c1")), None, "c1 left");
    assert_eq!(position.stone(sq("c3")), Some(Side::White), "c3 reached");
}

/// Opens Settings from the bar's action and waits a frame for egui to lay it out.
fn open_settings(app: &mut App) {
    app.world_mut()
        .write_message(PlayerAction::Panel(PanelAction::ShowSettings(true)));
    app.update();
    app.update();
    assert!(
        app.world()
            .resource::<UiState>()
            .is_open(WindowId::Settings),
        "settings open"
    );
}

/// Whether nothing happened on the board: no stone selected, no move played.
fn board_untouched(app: &App, moves: usize, what: &str) {
    assert!(
        app.world().resource::<Selection>().is_empty(),
        "{what}: the click reached the board and selected {:?}",
        app.world().resource::<Selection>().stones()
    );
    assert_eq!(model(app).game().moves().len(), moves, "{what}: a move");
}

/// What the Settings window's switches and Close change: whether it is open, and the
/// switches' values.
fn settings_state(app: &App) -> (bool, bool, Option<bool>, bool, bool) {
    let preferences = app.world().resource::<Preferences>();
    (
        app.world()
            .resource::<UiState>()
            .is_open(WindowId::Settings),
        preferences.assist,
        preferences.reduced_motion,
        preferences.high_contrast,
        preferences.sound_on,
    )
}

/// A point on a control of the open Settings window (Close or a switch: nothing that moves
/// the others) that lies over one of White's stones on ranks 1 and 2.
fn settings_control_over_a_stone(app: &mut App) -> Vec2 {
    let stones: Vec<Vec2> = ('a'..='n')
        .flat_map(|file| [format!("{file}1"), format!("{file}2")])
        .map(|square| on_screen(app, &square))
        .collect();
    let english = Language::English;
    let labels = [
        english.text(Key::Close),
        english.text(Key::HighContrast),
        english.text(Key::ReduceMotion),
        english.text(Key::Assist),
        english.text(Key::Sound),
    ];
    let controls: Vec<(&str, egui::Rect)> = labels
        .into_iter()
        .filter_map(|label| Some((label, widget_rect_on_screen(app, label)?)))
        .collect();
    // The point of a control's rectangle nearest a stone's centre, when it is well within
    // the stone (a stone is some 20 pixels across its middle here).
    controls
        .iter()
        .flat_map(|&(_, rect)| {
            let inner = rect.shrink(3.0);
            stones.iter().map(move |stone| {
                let on = inner.clamp(egui::pos2(stone.x, stone.y));
                (Vec2::new(on.x, on.y), *stone)
            })
        })
        .find(|(on, stone)| on.distance(*stone) < 10.0)
        .map(|(on, _)| on)
        .unwrap_or_else(|| panic!("no control of the Settings over White's stones: {controls:?}"))
}

#[test]
fn a_click_on_a_window_over_the_board_never_reaches_the_board() {
    let mut app = whole_game_at_one_frame_a_second();
    let window = primary_window(&mut app);
    close_welcome(&mut app, window);
    let moves = model(&app).game().moves().len();
    open_settings(&mut app);
    let target = settings_control_over_a_stone(&mut app);

    // Press and release within one frame.
    let before = settings_state(&app);
    click_within_one_frame(&mut app, window, target);
    app.update();
    assert_ne!(
        settings_state(&app),
        before,
        "the click reached the control"
    );
    board_untouched(&app, moves, "press and release in one frame");

    // The press in one frame, the release a second later.
    open_settings(&mut app);
    let before = settings_state(&app);
    window_events(
        &mut app,
        &[
            cursor_at(window, target),
            left_button(window, ButtonState::Pressed),
        ],
    );
    window_events(&mut app, &[left_button(window, ButtonState::Released)]);
    app.update();
    assert_ne!(
        settings_state(&app),
        before,
        "the click reached the control"
    );
    board_untouched(&app, moves, "press and release in consecutive frames");

    // The press, a frame with nothing, the release.
    open_settings(&mut app);
    window_events(
        &mut app,
        &[
            cursor_at(window, target),
            left_button(window, ButtonState::Pressed),
        ],
    );
    app.update();
    window_events(&mut app, &[left_button(window, ButtonState::Released)]);
    app.update();
    board_untouched(&app, moves, "a press held over a frame");

    // The window's own close button, in one frame.
    open_settings(&mut app);
    let cross = button_on_screen(&mut app, "Close window");
    click_within_one_frame(&mut app, window, cross);
    app.update();
    assert!(
        !app.world()
            .resource::<UiState>()
            .is_open(WindowId::Settings),
        "× closed it"
    );
    board_untouched(&app, moves, "the window's ×");

    // A press on the board whose release lands on a window opened meanwhile is no click.
    let under = on_screen(&mut app, "e6");
    window_events(
        &mut app,
        &[
            cursor_at(window, under),
            left_button(window, ButtonState::Pressed),
        ],
    );
    open_settings(&mut app);
    window_events(
        &mut app,
        &[
            cursor_at(window, target),
            left_button(window, ButtonState::Released),
        ],
    );
    board_untouched(&app, moves, "a release on a window");
    app.world_mut()
        .write_message(PlayerAction::Panel(PanelAction::ShowSettings(false)));
    app.update();

    // The test means something: with the window gone, the same spot is a stone of the side to
    // move, and the same click selects it.
    click_within_one_frame(&mut app, window, target);
    assert!(
        !app.world().resource::<Selection>().is_empty(),
        "the control lay over none of White's stones: the test must aim at one"
    );
}

/// Escape, pressed and let go within one frame, as the operating system tells it.
fn escape_within_one_frame(app: &mut App, window: Entity) {
    for state in [ButtonState::Pressed, ButtonState::Released] {
        app.world_mut().write_message(KeyboardInput {
            key_code: KeyCode::Escape,
            logical_key: LogicalKey::Escape,
            state,
            text: None,
            repeat: false,
            window,
        });
    }
    app.update();
}

/// A window closed with Escape leaves nothing behind: the next click on a bar's button, the
/// pointer already resting on it (no move comes with the click), opens its window again.
#[test]
fn after_escape_closes_a_window_the_next_click_on_the_bar_opens_one() {
    let mut app = whole_game_at_one_frame_a_second();
    let window = primary_window(&mut app);
    close_welcome(&mut app, window);
    for (label, open) in [
        (
            "Help",
            (|state: &UiState| state.help().is_some()) as fn(&UiState) -> bool,
        ),
        ("Settings", |state: &UiState| {
            state.is_open(WindowId::Settings)
        }),
    ] {
        let button = button_on_screen(&mut app, label);
        click_within_one_frame(&mut app, window, button);
        app.update();
        assert!(open(app.world().resource::<UiState>()), "{label} opened");
        escape_within_one_frame(&mut app, window);
        app.update();
        assert!(
            !open(app.world().resource::<UiState>()),
            "Escape closed {label}"
        );
        // The pointer has not moved: the press and the release come alone.
        window_events(
            &mut app,
            &[
                left_button(window, ButtonState::Pressed),
                left_button(window, ButtonState::Released),
            ],
        );
        app.update();
        assert!(
            open(app.world().resource::<UiState>()),
            "the first click after Escape opened {label} again"
        );
        escape_within_one_frame(&mut app, window);
        app.update();
    }
}

/// Closes the first start's welcome window with its close button.
fn close_welcome(app: &mut App, window: Entity) {
    let close = button_on_screen(app, "Close window");
    click_within_one_frame(app, window, close);
    app.update();
}

/// A drag of the mouse from `from` to `to`: the press, moves in a few steps, the release,
/// each in a frame of its own.
fn drag_with_mouse(app: &mut App, window: Entity, from: Vec2, to: Vec2) {
    window_events(
        app,
        &[
            cursor_at(window, from),
            left_button(window, ButtonState::Pressed),
        ],
    );
    for step in 1..=3 {
        window_events(app, &[cursor_at(window, from.lerp(to, step as f32 / 3.0))]);
    }
    window_events(app, &[left_button(window, ButtonState::Released)]);
}

/// A finger's drag from `from` to `to`, each touch event in a frame of its own.
fn drag_with_finger(app: &mut App, window: Entity, from: Vec2, to: Vec2) {
    use bevy::input::touch::{TouchInput, TouchPhase};
    let touch = |phase, position| {
        WindowEvent::TouchInput(TouchInput {
            phase,
            position,
            window,
            force: None,
            id: 7,
        })
    };
    window_events(app, &[touch(TouchPhase::Started, from)]);
    for step in 1..=3 {
        window_events(
            app,
            &[touch(TouchPhase::Moved, from.lerp(to, step as f32 / 3.0))],
        );
    }
    window_events(app, &[touch(TouchPhase::Ended, to)]);
}

#[test]
fn a_stone_or_a_line_dragged_to_its_landing_moves_by_mouse_and_by_finger() {
    let mut app = whole_game_at_one_frame_a_second();
    let window = primary_window(&mut app);
    close_welcome(&mut app, window);
    // White drags the front of the line e1-e2 one square with the mouse: the line moves.
    let (from, to) = (on_screen(&mut app, "e2"), on_screen(&mut app, "e3"));
    drag_with_mouse(&mut app, window, from, to);
    app.update();
    assert_eq!(
        played(&app),
        ["e1-e3"],
        "the mouse's drag of a line's front"
    );
    // Black drags the rear stone of a line of two with a finger: the line moves.
    let (from, to) = (on_screen(&mut app, "g12"), on_screen(&mut app, "g10"));
    drag_with_finger(&mut app, window, from, to);
    app.update();
    let position = model(&app).game().position();
    assert_eq!(model(&app).game().moves().len(), 2, "{:?}", played(&app));
    assert_eq!(position.stone(sq("g12")), None, "the line's rear left");
    assert_eq!(
        position.stone(sq("g10")),
        Some(Side::Black),
        "its front arrived"
    );
    // A drag let go off the board plays nothing and keeps the stone picked up.
    let (from, to) = (on_screen(&mut app, "f2"), Vec2::new(2.0, 790.0));
    drag_with_mouse(&mut app, window, from, to);
    assert_eq!(model(&app).game().moves().len(), 2);
    assert_eq!(app.world().resource::<Selection>().tail(), Some(sq("f2")));
}

#[test]
fn a_movable_stone_under_the_mouse_lights_up_and_the_pointer_says_so() {
    use bevy::window::{CursorIcon, SystemCursorIcon};
    use epaminondas::game::board::cursor::PointerHover;
    let mut app = whole_game_at_one_frame_a_second();
    let window = primary_window(&mut app);
    close_welcome(&mut app, window);
    let icon = |app: &App| app.world().get::<CursorIcon>(window).cloned();
    let d2 = on_screen(&mut app, "d2");
    window_events(&mut app, &[cursor_at(window, d2)]);
    app.update();
    assert_eq!(app.world().resource::<PointerHover>().0, Some(sq("d2")));
    assert_eq!(
        icon(&app),
        Some(CursorIcon::System(SystemCursorIcon::Pointer)),
        "a hand over White's stone on White's turn"
    );
    // Black's stone on White's turn cannot move: the arrow.
    let d11 = on_screen(&mut app, "d11");
    window_events(&mut app, &[cursor_at(window, d11)]);
    app.update();
    assert_eq!(app.world().resource::<PointerHover>().0, Some(sq("d11")));
    assert_eq!(
        icon(&app),
        Some(CursorIcon::System(SystemCursorIcon::Default))
    );
}

/// Whether the game asked for another frame at the end of the last one.
fn asked_for_frame(app: &App) -> bool {
    app.world().resource::<AskedForFrame>().0
}

#[test]
fn an_idle_game_asks_for_no_frame_and_a_moving_one_does() {
    let mut app = whole_game_in_a_window();
    // The start's warm-up is over after a few seconds.
    for _ in 0..6 {
        app.update();
    }
    let window = primary_window(&mut app);
    close_welcome(&mut app, window);
    // A second of nothing, in frames of a tenth of a second, after the frames that draw the
    // board's new texts again (their new glyphs reach the GPU a frame late).
    app.insert_resource(TimeUpdateStrategy::ManualDuration(Duration::from_millis(
        100,
    )));
    for _ in 0..3 {
        app.update();
    }
    for frame in 0..10 {
        app.update();
        assert!(
            !asked_for_frame(&app),
            "an idle game asked for frame {frame}"
        );
    }
    // A move: its stones slide, and frames are asked for until they are still.
    let generation = model(&app).generation();
    app.world_mut().write_message(PlayMove {
        mv: Game::new(GameOptions::default())
            .position()
            .parse_move("e2-e3")
            .expect("a legal move"),
        source: MoveSource::Player,
        generation,
    });
    app.update();
    app.update();
    assert!(asked_for_frame(&app), "a sliding stone asked for no frame");
    settle(&mut app);
    assert!(!asked_for_frame(&app), "the stones came to rest");
}

/// The egui context of the game's panels.
fn primary_egui(app: &mut App) -> bevy_egui::egui::Context {
    app.world_mut()
        .query_filtered::<&mut EguiContext, With<PrimaryEguiContext>>()
        .single_mut(app.world_mut())
        .expect("the panels' egui context")
        .get_mut()
        .clone()
}

/// The centre of the egui widget labelled `label` in the last frame, found as a player finds
/// it: by its text. egui records each widget's text only in builds with debug assertions and
/// with its interactive-widget debugging on, which this turns on (the game's tests are such
/// builds) and then draws one frame.
fn button_on_screen(app: &mut App, label: &str) -> Vec2 {
    widget_on_screen(app, label).unwrap_or_else(|| panic!("no widget labelled {label:?} on screen"))
}

/// The centre of the widget labelled `label` in the last frame, if one is drawn.
fn widget_on_screen(app: &mut App, label: &str) -> Option<Vec2> {
    widget_rect_on_screen(app, label).map(|rect| Vec2::new(rect.center().x, rect.center().y))
}

/// The rectangle of the widget labelled `label` in the last frame, if one is drawn.
fn widget_rect_on_screen(app: &mut App, label: &str) -> Option<egui::Rect> {
    primary_egui(app).global_style_mut(|style| style.debug.show_interactive_widgets = true);
    app.update();
    primary_egui(app).viewport(|viewport| {
        let widgets = &viewport.prev_pass.widgets;
        widgets.layers().find_map(|(_, rects)| {
            rects.iter().find_map(|widget| {
                let info = widgets.info(widget.id)?;
                (info.label.as_deref() == Some(label)).then_some(widget.rect)
            })
        })
    })
}

/// The hints shown so far (the [`BoardAction::ShowHint`] actions written).
#[derive(Resource, Default)]
struct HintsShown(Vec<epaminondas_core::Move>);

fn record_hints(mut actions: MessageReader<PlayerAction>, mut shown: ResMut<HintsShown>) {
    for action in actions.read() {
        if let PlayerAction::Board(BoardAction::ShowHint(mv)) = action {
            shown.0.push(*mv);
        }
    }
}

fn app_recording_hints(settings: GameSettings) -> App {
    let mut app = start_app(settings);
    app.init_resource::<HintsShown>()
        .add_systems(Update, record_hints);
    app
}

/// Updates until a hint is shown or twice the hint's time has passed.
fn wait_for_hint(app: &mut App) -> Vec<epaminondas_core::Move> {
    let began = Instant::now();
    while app.world().resource::<HintsShown>().0.is_empty() && began.elapsed() < 2 * HINT_TIME {
        app.update();
        std::thread::sleep(Duration::from_millis(5));
    }
    app.world().resource::<HintsShown>().0.clone()
}

#[test]
fn a_hint_shows_a_legal_move_for_the_players_turn() {
    let mut app = app_recording_hints(against_computer(SideChoice::White, Level::Beginner));
    click(&mut app, &["c2", "c3"]);
    wait_for_moves(&mut app, 2);
    app.world_mut()
        .write_message(PlayerAction::Game(GameAction::Hint));
    app.update();
    assert!(app.world().get_resource::<HintSearch>().is_some());
    let shown = wait_for_hint(&mut app);
    assert_eq!(shown.len(), 1, "one hint: {shown:?}");
    assert!(
        model(&app)
            .game()
            .position()
            .legal_moves()
            .contains(&shown[0])
    );
    assert!(app.world().get_resource::<HintSearch>().is_none());
    // The board selected the hinted line.
    settle(&mut app);
    assert!(!app.world().resource::<Selection>().is_empty());
}

/// Shows `hint` on the board of a two-player game from the start, as a finished hint search does.
fn app_showing_hint(hint: &str) -> App {
    let mut app = start_app(two_players());
    let mv = model(&app)
        .game()
        .position()
        .legal_moves()
        .iter()
        .copied()
        .find(|mv| mv.to_string() == hint)
        .expect("a legal hint");
    app.world_mut()
        .write_message(PlayerAction::Board(BoardAction::ShowHint(mv)));
    settle(&mut app);
    assert!(app.world().resource::<Selection>().is_hint());
    app
}

/// Following a hint by clicks plays it: the hinted stone, then its landing.
#[test]
fn a_click_on_the_hinted_stone_then_its_landing_plays_the_hint() {
    let mut app = app_showing_hint("a1-a3");
    click(&mut app, &["a1"]);
    let selection = app.world().resource::<Selection>();
    assert_eq!(
        selection.stones(),
        [sq("a1"), sq("a2")],
        "the hinted line is selected"
    );
    assert!(!selection.is_hint());
    click(&mut app, &["a3"]);
    assert_eq!(played(&app), ["a1-a3"]);
}

/// A click on the hinted landing at once plays the hint too.
#[test]
fn a_click_on_the_hinted_landing_plays_the_hint() {
    let mut app = app_showing_hint("a1-a3");
    click(&mut app, &["a3"]);
    assert_eq!(played(&app), ["a1-a3"]);
}

/// Any other click acts as if no hint were shown: a stone in line with the hinted one is
/// selected alone, never joined to the hint's stone into a line the player did not choose.
#[test]
fn another_click_ignores_the_hint() {
    let mut app = app_showing_hint("a2-a3");
    click(&mut app, &["e2"]);
    let selection = app.world().resource::<Selection>();
    assert_eq!(selection.stones(), [sq("e2")]);
    assert!(!selection.is_hint());
    click(&mut app, &["e3"]);
    assert_eq!(played(&app), ["e2-e3"]);
}

#[test]
fn a_hint_for_a_position_that_changed_is_never_shown() {
    let mut app = app_recording_hints(two_players());
    app.world_mut()
        .write_message(PlayerAction::Game(GameAction::Hint));
    app.update();
    assert!(app.world().get_resource::<HintSearch>().is_some());
    click(&mut app, &["c2", "c3"]);
    assert_eq!(played(&app), ["c2-c3"]);
    app.update();
    assert!(app.world().get_resource::<HintSearch>().is_none());
    assert!(wait_for_hint(&mut app).is_empty());
}

#[test]
fn no_hint_while_the_computer_thinks() {
    let mut app = app_with(
        Game::new(GameOptions::default()),
        against_computer(SideChoice::Black, Level::Master),
        Side::Black,
    );
    app.init_resource::<HintsShown>()
        .add_systems(Update, record_hints);
    assert!(app.world().get_resource::<ComputerSearch>().is_some());
    app.world_mut()
        .write_message(PlayerAction::Game(GameAction::Hint));
    app.update();
    assert!(app.world().get_resource::<HintSearch>().is_none());
}

/// A lesson plays on the board, but the saved game stays the one it interrupted; leaving the
/// tutorial brings that game back, and its next move is saved.
#[test]
fn a_lesson_never_replaces_the_saved_game() {
    let store = store_with_game(&["a1-a4", "n11-n10"]);
    let mut app = whole_game(LaunchOptions::default(), &store);
    let lesson = |app: &mut App, action| {
        app.world_mut()
            .write_message(PlayerAction::Game(GameAction::Lesson(action)));
        settle(app);
    };
    lesson(&mut app, LessonAction::Open(0));
    assert_ne!(
        played(&app),
        ["a1-a4", "n11-n10"],
        "the lesson is on the board"
    );
    lesson(&mut app, LessonAction::ShowMe);
    assert_eq!(saved_moves(&store), ["a1-a4", "n11-n10"]);
    lesson(&mut app, LessonAction::Leave);
    assert_eq!(played(&app), ["a1-a4", "n11-n10"], "the game is back");
    click(&mut app, &["c2", "c3"]);
    app.update();
    assert_eq!(saved_moves(&store), ["a1-a4", "n11-n10", "c2-c3"]);
}

fn welcome_open(app: &App) -> bool {
    app.world().resource::<UiState>().is_open(WindowId::Welcome)
}

fn saved_preferences(store: &MemoryStore) -> Option<Preferences> {
    match load::<Preferences>(&mut store.clone(), PREFERENCES_KEY) {
        Loaded::Found(preferences) => Some(preferences),
        _ => None,
    }
}

/// The first start asks learn-or-play; once the question has closed the preferences remember
/// it and are saved, and the next start does not ask.
#[test]
fn only_the_very_first_start_asks_learn_or_play() {
    let store = MemoryStore::default();
    let mut app = whole_game(LaunchOptions::default(), &store);
    app.update();
    assert!(welcome_open(&app), "a first start asks");
    assert!(!app.world().resource::<Preferences>().welcomed);
    // Answered with "Play": the setup opens instead, and the answer is remembered.
    app.world_mut()
        .write_message(PlayerAction::Panel(PanelAction::OpenSetup));
    app.update();
    app.update();
    assert!(!welcome_open(&app));
    assert!(app.world().resource::<UiState>().setup().is_some());
    let saved = saved_preferences(&store).expect("the preferences were saved");
    assert!(saved.welcomed);
    drop(app);

    let mut app = whole_game(LaunchOptions::default(), &store);
    app.update();
    assert!(!welcome_open(&app), "asked once only");
    // The bar's Learn button asks again.
    app.world_mut()
        .write_message(PlayerAction::Panel(PanelAction::ShowWelcome(true)));
    app.update();
    assert!(welcome_open(&app));

    // Quitting with the question open asks again next time.
    let store = MemoryStore::default();
    let mut app = whole_game(LaunchOptions::default(), &store);
    app.update();
    assert!(welcome_open(&app));
    drop(app);
    let mut app = whole_game(LaunchOptions::default(), &store);
    app.update();
    assert!(welcome_open(&app), "never answered: asked again");
}

/// Saves from before the first-start flag: a player with a saved game, or with saved
/// preferences, is not new.
#[test]
fn a_player_with_older_saves_is_not_asked() {
    // A saved game and no preferences (they are saved only once changed).
    let store = store_with_game(&["a1-a4"]);
    let mut app = whole_game(LaunchOptions::default(), &store);
    app.update();
    assert!(!welcome_open(&app));
    assert!(app.world().resource::<Preferences>().welcomed);

    // Preferences written before the flag existed, and no game.
    let store = MemoryStore::default();
    let old = format!(
        "{{\"version\": {FORMAT_VERSION}, \"data\": {{\"sound_on\": false, \"volume\": 0.5, \
         \"lessons_done\": [\"single-step\"]}}}}"
    );
    store.clone().write(PREFERENCES_KEY, &old).expect("written");
    let mut app = whole_game(LaunchOptions::default(), &store);
    app.update();
    assert!(!welcome_open(&app));
    let preferences = app.world().resource::<Preferences>();
    assert!(preferences.welcomed && !preferences.sound_on);
    assert_eq!(preferences.lessons_done, ["single-step"]);

    // A scripted launch never asks.
    let launch =
        LaunchOptions::parse(["--moves", "e2-e3"].map(String::from)).expect("a command line");
    let mut app = whole_game(launch, &MemoryStore::default());
    app.update();
    assert!(!welcome_open(&app));
}

/// Writes a puzzle action and lets the stones settle.
fn puzzle_action(app: &mut App, action: PuzzleAction) {
    app.world_mut()
        .write_message(PlayerAction::Game(GameAction::Puzzle(action)));
    settle(app);
}

/// Updates until the open puzzle's stage is `wanted` (the engine's answer to a wrong move
/// is searched off the frame), within a few seconds.
fn puzzle_reaches(app: &mut App, wanted: Stage) {
    for _ in 0..2000 {
        let stage = app
            .world()
            .resource::<PuzzleTrainer>()
            .session()
            .map(|session| session.stage);
        if stage == Some(wanted) {
            settle(app);
            return;
        }
        app.update();
        std::thread::sleep(Duration::from_millis(2));
    }
    panic!("the puzzle never reached {wanted:?}");
}

/// Plays the solver's moves of the open puzzle's solution, each as the player would.
fn solve_open_puzzle(app: &mut App) {
    loop {
        let (stage, next) = {
            let session = app
                .world()
                .resource::<PuzzleTrainer>()
                .session()
                .expect("a puzzle is open");
            (session.stage, session.attempt.next_move())
        };
        match (stage, next) {
            (Stage::Over, _) => return,
            (Stage::Solving, Some(mv)) => {
                let generation = model(app).generation();
                app.world_mut().write_message(PlayMove {
                    mv,
                    source: MoveSource::Player,
                    generation,
                });
                settle(app);
            }
            _ => app.update(),
        }
    }
}

/// A puzzle from the Welcome's Puzzles: solved, the rating rises and the try is remembered in
/// the saved preferences; the next one played wrong, the engine's answer is played on the
/// board and said in the panel, and the rating falls; leaving brings the saved game back,
/// which the puzzles never replaced.
#[test]
fn a_puzzle_solved_and_one_failed_move_the_rating_and_keep_the_game() {
    let store = store_with_game(&["a1-a4", "n11-n10"]);
    let mut app = whole_game(LaunchOptions::default(), &store);
    puzzle_action(&mut app, PuzzleAction::Open(PuzzleMode::Rated(None)));
    let (start, solver) = {
        let trainer = app.world().resource::<PuzzleTrainer>();
        let session = trainer.session().expect("a puzzle opened");
        (session.puzzle().position, session.solver())
    };
    assert_eq!(
        *model(&app).game().position(),
        start,
        "the puzzle is on the board"
    );
    assert_eq!(model(&app).seat(), solver, "seen from the solver's side");
    let before = app.world().resource::<PuzzleTrainer>().progress().rating;
    solve_open_puzzle(&mut app);
    let progress = app.world().resource::<PuzzleTrainer>().progress().clone();
    assert!(progress.rating.rating > before.rating, "{progress:?}");
    assert_eq!(progress.history.len(), 1);
    assert!(progress.history[0].solved);
    let panel = puzzle_panel(app.world().resource::<PuzzleTrainer>(), Language::English)
        .expect("the puzzle panel");
    assert_eq!(
        panel.verdict.as_ref().map(|verdict| verdict.1.as_str()),
        Some("Solved!")
    );
    assert!(panel.button("Next puzzle").is_some());
    app.update();
    let saved = saved_preferences(&store).expect("preferences saved");
    assert_eq!(saved.puzzles.history, progress.history, "the try is saved");
    assert_eq!(saved_moves(&store), ["a1-a4", "n11-n10"]);

    puzzle_action(&mut app, PuzzleAction::Next);
    let (expected, position) = {
        let session = app.world().resource::<PuzzleTrainer>().session().cloned();
        let session = session.expect("the next puzzle");
        (
            session.attempt.next_move().expect("a move to find"),
            session.attempt.position(),
        )
    };
    let wrong = position
        .legal_moves()
        .into_iter()
        .find(|&mv| {
            mv != expected
                && position
                    .play(mv)
                    .is_ok_and(|after| after.status() == epaminondas_core::Status::Ongoing)
        })
        .expect("a wrong move");
    let rated_before = app.world().resource::<PuzzleTrainer>().progress().rating;
    let generation = model(&app).generation();
    app.world_mut().write_message(PlayMove {
        mv: wrong,
        source: MoveSource::Player,
        generation,
    });
    settle(&mut app);
    puzzle_reaches(&mut app, Stage::Over);
    let trainer = app.world().resource::<PuzzleTrainer>();
    let session = trainer.session().expect("still open");
    let answer = session
        .refutation
        .expect("the engine answered the wrong move");
    assert_eq!(
        model(&app).game().moves(),
        [wrong, answer],
        "both on the board"
    );
    assert!(trainer.progress().rating.rating < rated_before.rating);
    let panel = puzzle_panel(trainer, Language::English).expect("the puzzle panel");
    let (kind, said) = panel.verdict.clone().expect("a verdict");
    assert_eq!(kind, PuzzleVerdictKind::Wrong);
    assert!(said.contains(&answer.to_string()), "{said}");
    assert!(panel.button("Try again").is_some(), "{panel:?}");

    puzzle_action(&mut app, PuzzleAction::Leave);
    assert!(!app.world().resource::<PuzzleTrainer>().is_open());
    assert_eq!(played(&app), ["a1-a4", "n11-n10"], "the game is back");
    assert_eq!(saved_moves(&store), ["a1-a4", "n11-n10"]);
}
