//! What the panels say, headless: `MinimalPlugins`, the game's core plugin and the panels'
//! status half, driven through the real action path (clicks on squares become player actions,
//! the selection and the model answer them), then the status texts are read.

#![cfg(feature = "gui")]

use bevy::prelude::*;
use bevy::time::TimeUpdateStrategy;
use epaminondas::ai::Level;
use epaminondas::game::GameCorePlugin;
use epaminondas::game::action::{BoardAction, GameAction, PlayerAction};
use epaminondas::game::board::model::GameModel;
use epaminondas::game::computer::ComputerPacing;
use epaminondas::game::computer::search::SearchMode;
use epaminondas::game::i18n::Key;
use epaminondas::game::ui::status::{
    self, Announcement, AnnouncementKind, players_line, result_line, stone_count_line, turn_line,
};
use epaminondas::game::values::{ColourChoice, GameSettings, Language, Opponent};
use epaminondas::rules::{Color as Side, Game, GameOptions, Position, Square};
use std::time::Duration;

const EN: Language = Language::English;
const RU: Language = Language::Russian;

fn sq(name: &str) -> Square {
    name.parse().expect("a square")
}

fn two_players() -> GameSettings {
    GameSettings {
        opponent: Opponent::Human,
        ..default()
    }
}

/// The core game and the status half of the panels, on `game`.
fn app_with(game: Game, settings: GameSettings, human: Side) -> App {
    let mut app = App::new();
    app.add_plugins(MinimalPlugins)
        .insert_resource(TimeUpdateStrategy::ManualDuration(Duration::from_millis(
            50,
        )))
        .insert_resource(GameModel::new(game, settings, human))
        .insert_resource(ComputerPacing {
            min_reply_delay: Duration::ZERO,
            mode: SearchMode::Task,
        })
        .add_plugins(GameCorePlugin)
        .add_plugins(status::plugin)
        .add_message::<AppExit>();
    app.update();
    app
}

fn from_position(text: &str) -> App {
    let position: Position = text.parse().expect("a position");
    app_with(
        Game::from_position(position, GameOptions::default()),
        two_players(),
        Side::White,
    )
}

fn click(app: &mut App, squares: &[&str]) {
    for name in squares {
        app.world_mut()
            .write_message(PlayerAction::Board(BoardAction::Activate(sq(name))));
        app.update();
    }
}

fn model(app: &App) -> &GameModel {
    app.world().resource::<GameModel>()
}

fn announced(app: &App, language: Language) -> Option<String> {
    app.world()
        .resource::<Announcement>()
        .text(language)
        .map(str::to_owned)
}

#[test]
fn captures_are_announced_and_both_counts_follow_a_game() {
    let mut app = from_position("12BB/14/14/14/1B12/14/14/14/14/W13/W13/13W w");
    assert_eq!(
        stone_count_line(model(&app), EN),
        "Stones: White 3 : 3 Black"
    );
    // White's pair walks up the a-file; Black steps a lone stone into its way.
    click(&mut app, &["a2", "a3", "a5"]);
    click(&mut app, &["b8", "a7"]);
    assert_eq!(
        model(&app).game().moves().len(),
        2,
        "both moves were played"
    );
    assert_eq!(announced(&app, EN), None, "no capture yet");
    // The pair on a4–a5 takes the lone stone on a7.
    click(&mut app, &["a4", "a5", "a7"]);
    assert_eq!(
        announced(&app, EN).as_deref(),
        Some("White captured 1 stone · 3 : 2")
    );
    assert_eq!(
        announced(&app, RU).as_deref(),
        Some("Белые взяли 1 камень · 3 : 2")
    );
    assert_eq!(
        app.world().resource::<Announcement>().kind(),
        Some(AnnouncementKind::Capture)
    );
    assert_eq!(
        stone_count_line(model(&app), EN),
        "Stones: White 3 : 2 Black"
    );
    assert_eq!(
        stone_count_line(model(&app), RU),
        "Камни: белые 3 : 2 чёрные"
    );
    // A quiet move ends the announcement; the count stays.
    click(&mut app, &["n12", "n11"]);
    assert_eq!(announced(&app, EN), None);
    assert_eq!(
        stone_count_line(model(&app), EN),
        "Stones: White 3 : 2 Black"
    );
    // Undo takes the capture back: the count is whole again.
    for _ in 0..2 {
        app.world_mut()
            .write_message(PlayerAction::Game(GameAction::Undo));
        app.update();
    }
    assert_eq!(
        stone_count_line(model(&app), EN),
        "Stones: White 3 : 3 Black"
    );
}

#[test]
fn the_turn_line_names_the_player_and_the_panel_who_plays_whom() {
    let against = GameSettings {
        opponent: Opponent::Computer,
        level: Level::Master,
        colour: ColourChoice::Black,
        ..default()
    };
    let game = Game::new(GameOptions::default());
    let app = app_with(game.clone(), against, Side::Black);
    assert_eq!(turn_line(model(&app)), Key::Thinking, "the computer opens");
    assert_eq!(
        players_line(model(&app), EN),
        "You: Black · Computer: Master"
    );
    assert_eq!(
        players_line(model(&app), RU),
        "Вы — чёрные · компьютер: Мастер"
    );
    let app = app_with(game.clone(), against, Side::White);
    assert_eq!(turn_line(model(&app)), Key::YourMove);
    assert_eq!(EN.text(turn_line(model(&app))), "Your move");

    let mut app = app_with(game, two_players(), Side::White);
    assert_eq!(turn_line(model(&app)), Key::WhiteToMove);
    assert_eq!(
        players_line(model(&app), EN),
        "Two players at this device: White and Black"
    );
    click(&mut app, &["e2", "e3"]);
    assert_eq!(turn_line(model(&app)), Key::BlackToMove);
}

#[test]
fn the_move_list_ends_with_the_result_and_the_heading_names_the_winner() {
    // White's pair takes Black's last stone.
    let mut app = from_position("14/14/14/14/14/14/14/B13/14/W13/W13/14 w");
    assert_eq!(result_line(model(&app), EN), None, "the game goes on");
    click(&mut app, &["a2", "a3", "a5"]);
    assert_eq!(model(&app).game().moves().len(), 1);
    assert_eq!(turn_line(model(&app)), Key::WhiteWins);
    assert_eq!(
        result_line(model(&app), EN).as_deref(),
        Some("1-0 · White wins: all stones captured")
    );
    assert_eq!(
        result_line(model(&app), RU).as_deref(),
        Some("1-0 · Победа белых: взяты все камни")
    );
}
