//! What the panels say, headless: `MinimalPlugins`, the game's core plugin and the panels'
//! status half, driven through the real action path (clicks on squares become player actions,
//! the selection and the model answer them), then the status texts are read.

#![cfg(feature = "gui")]

use bevy::prelude::*;
use bevy::time::TimeUpdateStrategy;
use epaminondas::ai::Level;
use epaminondas::game::GameCorePlugin;
use epaminondas::game::action::{
    BoardAction, GameAction, LessonAction, PanelAction, PlayerAction, ReviewStep,
};
use epaminondas::game::board::model::GameModel;
use epaminondas::game::board::selection::Selection;
use epaminondas::game::board::tutorial::Tutorial;
use epaminondas::game::computer::ComputerPacing;
use epaminondas::game::computer::hint::HintSearch;
use epaminondas::game::computer::search::SearchMode;
use epaminondas::game::i18n::Key;
use epaminondas::game::preferences::Preferences;
use epaminondas::game::ui::lesson::{LessonPanel, VerdictKind, lesson_panel};
use epaminondas::game::ui::records::{self, ImportRecord, RecordsPanel, record_of};
use epaminondas::game::ui::state::UiState;
use epaminondas::game::ui::status::{
    self, Announcement, AnnouncementKind, players_line, result_line, review_line, stone_count_line,
    turn_line,
};
use epaminondas::game::values::{ColourChoice, GameSettings, Language, Opponent};
use epaminondas::learn::Refusal;
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
        .add_plugins((status::plugin, records::plugin))
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

/// White: a line of three on a1–a3, pairs on d1–d2, e1–e2 and j5–j6, a lone stone on h4.
/// Black: a5, a pair on d4–d5, h5 and n12.
const REFUSALS: &str = "13B/14/14/14/14/14/9W4/B2B3B1W4/3B3W6/W13/W2WW9/W2WW9 w";

#[test]
fn each_refused_click_is_explained_in_the_status() {
    let sq_ = sq;
    let cases: [(&[&str], Refusal); 10] = [
        (&["e7"], Refusal::NothingSelected),
        (&["n12"], Refusal::OpponentStone { owner: Side::Black }),
        (&["h4", "h6"], Refusal::SingleStep { distance: 2 }),
        (&["d1", "d3"], Refusal::SelectLine { stones: 2 }),
        (
            &["e1", "e2", "e5"],
            Refusal::TooFar {
                stones: 2,
                distance: 3,
            },
        ),
        (
            &["a1", "a2", "a6"],
            Refusal::Blocked {
                at: sq_("a5"),
                owner: Side::Black,
            },
        ),
        (&["h4", "h5"], Refusal::SingleStoneCapture { at: sq_("h5") }),
        (
            &["d1", "d2", "d4"],
            Refusal::CaptureNeedsLonger {
                stones: 2,
                enemy: 2,
            },
        ),
        (
            &["e1", "e2", "f4"],
            Refusal::NotAlongLine { front: sq_("e2") },
        ),
        (
            &["j5", "j6", "j4"],
            Refusal::Backwards {
                tail: sq_("j5"),
                front: sq_("j6"),
            },
        ),
    ];
    let mut app = from_position(REFUSALS);
    for (clicks, refusal) in cases {
        click(&mut app, clicks);
        assert!(
            model(&app).game().moves().is_empty(),
            "{clicks:?} made no move"
        );
        let shown = app.world().resource::<Announcement>();
        assert_eq!(shown.kind(), Some(AnnouncementKind::Refusal), "{clicks:?}");
        let text = refusal.text();
        assert_eq!(shown.text(EN), Some(text.en.as_str()), "{clicks:?}");
        assert_eq!(shown.text(RU), Some(text.ru.as_str()), "{clicks:?}");
    }
    // Selecting a stone again puts the explanation away.
    click(&mut app, &["h4"]);
    assert_eq!(announced(&app, EN), None);
    // After the end, a click says that the game is over.
    let mut app = from_position("14/14/14/14/14/14/14/B13/14/W13/W13/14 w");
    click(&mut app, &["a2", "a3", "a5", "a4"]);
    assert_eq!(
        announced(&app, EN).as_deref(),
        Some("The game is over: White won.")
    );
}

fn import(app: &mut App, text: &str) {
    app.world_mut().write_message(ImportRecord(text.to_owned()));
    app.update();
}

#[test]
fn a_bad_record_is_refused_with_its_line_and_the_game_is_kept() {
    let mut app = app_with(
        Game::new(GameOptions::default()),
        two_players(),
        Side::White,
    );
    click(&mut app, &["e2", "e3"]);
    import(
        &mut app,
        "[Date \"2026.12.01\"]\n\n1. e2-e3 b12-e9\n2. e3-e5",
    );
    let moves: Vec<String> = model(&app)
        .game()
        .moves()
        .iter()
        .map(ToString::to_string)
        .collect();
    assert_eq!(moves, ["e2-e3"], "the game in progress is kept");
    let panel = app.world().resource::<RecordsPanel>();
    let why = panel.refused.as_ref().expect("the refusal is shown");
    assert_eq!(
        why.en,
        "Line 4: move 2 (e3-e5) is illegal: a single stone moves only one square."
    );
    assert!(
        why.ru.starts_with("Строка 4: ход 2 (e3-e5) недопустим"),
        "{}",
        why.ru
    );
    let said = announced(&app, EN).expect("the status says so");
    assert!(
        said.starts_with("This record cannot be loaded; the game goes on. Line 4:"),
        "{said}"
    );
    import(&mut app, "");
    assert_eq!(
        app.world()
            .resource::<RecordsPanel>()
            .refused
            .as_ref()
            .map(|t| t.en.as_str()),
        Some("Line 1: the record is empty: no tags and no moves")
    );
    assert_eq!(model(&app).game().moves().len(), 1);
}

#[test]
fn an_exported_record_loads_back_with_its_players() {
    let against = GameSettings {
        opponent: Opponent::Computer,
        level: Level::Advanced,
        colour: ColourChoice::Black,
        ..default()
    };
    let mut game = Game::new(GameOptions::default());
    for text in ["e2-e3", "b12-b10", "a1-a3"] {
        game.play_text(text).unwrap();
    }
    let app = app_with(game.clone(), against, Side::Black);
    let text = record_of(model(&app)).to_string();
    assert!(text.contains("[WhiteLevel \"advanced\"]"), "{text}");
    assert!(text.contains("1. e2-e3 b12-b10 2. a1-a3 *"), "{text}");

    let mut other = app_with(
        Game::new(GameOptions::default()),
        two_players(),
        Side::White,
    );
    import(&mut other, &text);
    let loaded = model(&other);
    assert_eq!(loaded.game().record(), game.record());
    assert_eq!(loaded.settings().opponent, Opponent::Computer);
    assert_eq!(loaded.settings().level, Level::Advanced);
    assert_eq!(loaded.human(), Side::Black);
    assert_eq!(
        announced(&other, EN).as_deref(),
        Some("Record loaded: 3 moves.")
    );
    // Bare numbered moves are a record too; they keep the settings of the game in progress.
    import(&mut other, "1. e2-e3 b12-b10");
    assert_eq!(model(&other).game().moves().len(), 2);
    assert_eq!(model(&other).settings().level, Level::Advanced);
}

#[test]
fn a_review_says_which_move_it_shows() {
    let mut app = app_with(
        Game::new(GameOptions::default()),
        two_players(),
        Side::White,
    );
    click(&mut app, &["e2", "e3"]);
    click(&mut app, &["b11", "b10"]);
    click(&mut app, &["f2", "f3"]);
    assert_eq!(review_line(model(&app), EN), None);
    app.world_mut()
        .write_message(PlayerAction::Game(GameAction::Review(ReviewStep::ToPly(1))));
    app.update();
    assert_eq!(
        review_line(model(&app), EN).as_deref(),
        Some("Reviewing move 1 of 3")
    );
    assert_eq!(
        review_line(model(&app), RU).as_deref(),
        Some("Просмотр: ход 1 из 3")
    );
    app.world_mut()
        .write_message(PlayerAction::Game(GameAction::Review(ReviewStep::Exit)));
    app.update();
    assert_eq!(review_line(model(&app), EN), None);
}

fn lesson_action(app: &mut App, action: LessonAction) {
    app.world_mut()
        .write_message(PlayerAction::Game(GameAction::Lesson(action)));
    app.update();
}

/// Frames enough for every animation and the tutorial's pauses (the take-back waits 1.6 s).
fn settle(app: &mut App) {
    for _ in 0..60 {
        app.update();
    }
}

/// What the tutorial panel shows now, in `language`.
fn lesson_panel_in(app: &App, language: Language) -> Option<LessonPanel> {
    let world = app.world();
    lesson_panel(
        world.resource::<Tutorial>(),
        world.resource::<GameModel>(),
        world.resource::<Preferences>().next_game,
        language,
    )
}

fn shown(app: &App, language: Language) -> LessonPanel {
    lesson_panel_in(app, language).expect("a lesson is open")
}

fn labels(panel: &LessonPanel) -> Vec<(&str, bool)> {
    panel
        .buttons
        .iter()
        .map(|button| (button.label.as_str(), button.enabled))
        .collect()
}

/// Presses a button of the panel the way the panel does: its actions go to the action stream.
fn press(app: &mut App, label: &str) {
    let panel = shown(app, EN);
    let button = panel
        .button(label)
        .unwrap_or_else(|| panic!("no button {label:?} in {:?}", labels(&panel)));
    assert!(button.enabled, "{label} is enabled");
    for action in button.actions.clone() {
        app.world_mut().write_message(action);
    }
    app.update();
}

#[test]
fn the_tutorial_panel_follows_a_lesson_in_both_languages() {
    let mut app = app_with(
        Game::new(GameOptions::default()),
        two_players(),
        Side::White,
    );
    click(&mut app, &["e2", "e3"]);
    assert_eq!(lesson_panel_in(&app, EN), None, "no lesson open");
    // Lesson 3: only the front part of a line moves (c2, d3, e4; the front pair to f5–g6).
    lesson_action(&mut app, LessonAction::Open(2));
    let panel = shown(&app, EN);
    assert_eq!(panel.progress, "Lesson 3 of 10");
    assert_eq!(panel.title, "Only the front part");
    assert!(
        panel.task.starts_with("Click d3, then e4"),
        "{}",
        panel.task
    );
    assert_eq!(panel.verdict, None);
    assert_eq!(
        labels(&panel),
        [
            ("Show me", true),
            ("Restart", false),
            ("Skip", true),
            ("Leave the tutorial", true)
        ]
    );
    assert_eq!(panel.marks.len(), 10);
    assert!(panel.marks[2].current && !panel.marks[2].done);
    let russian = shown(&app, RU);
    assert_eq!(russian.progress, "Урок 3 из 10");
    assert_eq!(russian.title, "Только передняя часть");
    assert_eq!(
        labels(&russian),
        [
            ("Показать", true),
            ("Заново", false),
            ("Пропустить", true),
            ("Выйти из обучения", true)
        ]
    );

    // Too far for a pair: the lesson says why, in both languages, and nothing moves.
    click(&mut app, &["d3", "e4", "h7"]);
    assert!(model(&app).game().moves().is_empty());
    let too_far = Refusal::TooFar {
        stones: 2,
        distance: 3,
    }
    .text();
    assert_eq!(
        shown(&app, EN).verdict,
        Some((VerdictKind::Refused, too_far.en.clone()))
    );
    assert_eq!(
        too_far.en,
        "This line has 2 stones, so it moves at most 2 squares."
    );
    assert_eq!(
        shown(&app, RU).verdict,
        Some((VerdictKind::Refused, too_far.ru.clone()))
    );
    assert!(shown(&app, EN).button("Restart").unwrap().enabled);

    // A legal move that misses the task is explained, then taken back.
    click(&mut app, &["c2", "b2"]);
    assert_eq!(model(&app).game().moves().len(), 1, "the step was played");
    let (kind, said) = shown(&app, EN).verdict.expect("a verdict");
    assert_eq!(kind, VerdictKind::Missed);
    assert!(said.starts_with("c2-b2 moved 1 stone 1 square."), "{said}");
    assert!(
        said.ends_with("The move is taken back; try again."),
        "{said}"
    );
    let (_, russian) = shown(&app, RU).verdict.expect("a verdict");
    assert!(
        russian.starts_with("Ход c2-b2 сдвинул 1 камень на 1 поле."),
        "{russian}"
    );
    settle(&mut app);
    assert!(model(&app).game().moves().is_empty(), "taken back");

    // Show me plays the answer; it does not count as finished.
    press(&mut app, "Show me");
    let panel = shown(&app, EN);
    assert_eq!(
        panel.verdict,
        Some((
            VerdictKind::Showing,
            "Watch: the answer is played on the board.".to_owned()
        ))
    );
    assert!(!panel.button("Show me").unwrap().enabled);
    settle(&mut app);
    let panel = shown(&app, EN);
    assert_eq!(played_moves(&app), ["d3-g6"]);
    assert_eq!(
        panel.verdict,
        Some((
            VerdictKind::Shown,
            "That was the answer, d3-g6. Press Restart to play it yourself.".to_owned()
        ))
    );
    assert_eq!(
        labels(&panel),
        [
            ("Next lesson", true),
            ("Restart", true),
            ("Leave the tutorial", true)
        ]
    );
    assert!(panel.buttons[0].primary);
    assert!(!panel.marks[2].done, "shown, not done");
    assert!(
        app.world()
            .resource::<Preferences>()
            .lessons_done
            .is_empty()
    );

    // Restart sets the lesson up again; then the learner does it.
    press(&mut app, "Restart");
    assert!(model(&app).game().moves().is_empty());
    assert_eq!(shown(&app, EN).verdict, None);
    click(&mut app, &["d3", "e4", "g6"]);
    let panel = shown(&app, EN);
    assert_eq!(
        panel.verdict,
        Some((
            VerdictKind::Done,
            "Well done. Two stones moved, so two squares was their limit.".to_owned()
        ))
    );
    assert!(panel.marks[2].done);
    assert_eq!(panel.marks.iter().filter(|mark| mark.done).count(), 1);
    assert_eq!(
        app.world().resource::<Preferences>().lessons_done,
        ["front-part"],
        "progress is remembered (and saved with the preferences)"
    );
    assert_eq!(shown(&app, RU).buttons[0].label, "Следующий урок");

    // Next, then Skip, then Leave: the game in progress comes back.
    press(&mut app, "Next lesson");
    let panel = shown(&app, EN);
    assert_eq!(panel.progress, "Lesson 4 of 10");
    assert_eq!(panel.title, "Nothing jumps");
    assert_eq!(panel.verdict, None);
    // Hint in a lesson: the lesson's own nudge, and its answer's line and landing marked on
    // the board; the engine is not asked.
    app.world_mut()
        .write_message(PlayerAction::Game(GameAction::Hint));
    app.update();
    app.update();
    let tutorial = app.world().resource::<Tutorial>();
    let lesson = tutorial.lesson().expect("a lesson is open").clone();
    assert_eq!(
        shown(&app, EN).verdict,
        Some((VerdictKind::Hint, lesson.hint().en.clone()))
    );
    assert_eq!(
        shown(&app, RU).verdict,
        Some((VerdictKind::Hint, lesson.hint().ru.clone()))
    );
    assert!(app.world().get_resource::<HintSearch>().is_none());
    let selection = app.world().resource::<Selection>();
    assert_eq!(selection.destinations(), [lesson.answer()]);
    assert_eq!(selection.front(), Some(lesson.answer().front()));
    press(&mut app, "Skip");
    assert_eq!(shown(&app, EN).progress, "Lesson 5 of 10");
    assert!(!shown(&app, EN).marks[3].done, "skipped, not done");
    press(&mut app, "Leave the tutorial");
    settle(&mut app);
    assert_eq!(lesson_panel_in(&app, EN), None);
    assert_eq!(played_moves(&app), ["e2-e3"], "the game is back");
}

#[test]
fn the_last_lesson_offers_a_first_easy_game() {
    let mut app = app_with(
        Game::new(GameOptions::default()),
        two_players(),
        Side::White,
    );
    lesson_action(&mut app, LessonAction::Open(9));
    let panel = shown(&app, EN);
    assert_eq!(panel.progress, "Lesson 10 of 10");
    assert!(panel.button("Skip").is_none(), "nothing to skip to");
    assert_eq!(panel.closing, None);
    click(&mut app, &["c11", "b12"]);
    let panel = shown(&app, EN);
    assert_eq!(panel.verdict.as_ref().map(|v| v.0), Some(VerdictKind::Done));
    assert_eq!(
        panel.closing.as_deref(),
        Some(
            "That was the last lesson, and you know the rules now. Try a first game against \
             the computer at its easiest level, Beginner."
        )
    );
    assert_eq!(
        shown(&app, RU).closing.as_deref(),
        Some(
            "Это был последний урок — правила вы знаете. Сыграйте первую партию с компьютером \
             на самом лёгком уровне: Новичок."
        )
    );
    assert_eq!(panel.buttons[0].label, "Play a first game");
    assert!(panel.buttons[0].primary);
    assert_eq!(shown(&app, RU).buttons[0].label, "Сыграть первую партию");
    press(&mut app, "Play a first game");
    settle(&mut app);
    assert_eq!(lesson_panel_in(&app, EN), None, "the tutorial is over");
    let settings = *model(&app).settings();
    assert_eq!(settings.opponent, Opponent::Computer);
    assert_eq!(settings.level, Level::Beginner);
    assert_eq!(model(&app).human(), Side::White);
    assert!(model(&app).game().moves().is_empty(), "a fresh game");
    assert_eq!(
        app.world().resource::<Preferences>().next_game.level,
        Level::Beginner,
        "the setup offers the same next time"
    );
}

#[test]
fn the_welcome_and_records_windows_open_and_close_through_actions() {
    let mut app = app_with(
        Game::new(GameOptions::default()),
        two_players(),
        Side::White,
    );
    let panel_action = |app: &mut App, action: PanelAction| {
        app.world_mut().write_message(PlayerAction::Panel(action));
        app.update();
    };
    let ui = |app: &App| app.world().resource::<UiState>().clone();
    panel_action(&mut app, PanelAction::ToggleMenu);
    panel_action(&mut app, PanelAction::ShowWelcome(true));
    assert!(ui(&app).welcome && !ui(&app).menu_open, "the menu made way");
    // Learning answers the question.
    lesson_action(&mut app, LessonAction::Open(0));
    assert!(!ui(&app).welcome);
    lesson_action(&mut app, LessonAction::Leave);
    panel_action(&mut app, PanelAction::ShowWelcome(true));
    panel_action(&mut app, PanelAction::CloseTop);
    assert!(!ui(&app).welcome, "Escape closes it");

    panel_action(&mut app, PanelAction::ShowRecords(true));
    assert!(ui(&app).records);
    // A bad record keeps the window open; a good one closes it.
    import(&mut app, "1. e2-e5");
    app.update();
    assert!(ui(&app).records);
    import(&mut app, "1. e2-e3 b11-b10");
    app.update();
    assert!(!ui(&app).records);
    assert_eq!(played_moves(&app), ["e2-e3", "b11-b10"]);
    panel_action(&mut app, PanelAction::ShowRecords(true));
    panel_action(&mut app, PanelAction::ShowRecords(false));
    assert!(!ui(&app).any_window_open());
}

fn played_moves(app: &App) -> Vec<String> {
    model(app)
        .game()
        .moves()
        .iter()
        .map(ToString::to_string)
        .collect()
}
