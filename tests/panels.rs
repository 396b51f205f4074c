//! What the panels say, headless: `MinimalPlugins`, the game's core plugin and the panels'
//! status half, driven through the real action path (clicks on squares become player actions,
//! the selection and the model answer them), then the status texts are read.

mod harness;

use bevy::prelude::*;
use bevy::time::TimeUpdateStrategy;
use bevy_egui::egui;
use epaminondas::game::action::{
    GameAction, LessonAction, PanelAction, PlayerAction, PreferenceChange, PuzzleAction,
    PuzzleMode, ReviewStep,
};
use epaminondas::game::board::model::GameModel;
use epaminondas::game::board::motion::ReducedMotion;
use epaminondas::game::board::puzzle::PuzzleTrainer;
use epaminondas::game::board::selection::Selection;
use epaminondas::game::board::stones::Stone;
use epaminondas::game::board::tutorial::Tutorial;
use epaminondas::game::computer::ComputerPacing;
use epaminondas::game::computer::hint::HintSearch;
use epaminondas::game::computer::search::SearchMode;
use epaminondas::game::correspondence::{
    ServerAccount, ServerCommand, ServerPlay, ServerWindow, Tab,
};
use epaminondas::game::preferences::PlayerResult;
use epaminondas::game::preferences::Preferences;
use epaminondas::game::records::files::{
    Chosen, DialogFuture, FileDialogs, OpenRecordFile, RecordFileTask, SaveRecordFile, ShowDialog,
};
use epaminondas::game::records::import::{self, ImportRecord, RecordMessage, RecordsPanel};
use epaminondas::game::records::model::record_of;
use epaminondas::game::ui::look::layout::{SIDE_PANEL_WIDTH, panel_place};
use epaminondas::game::ui::panels::banner::ending;
use epaminondas::game::ui::panels::lesson::{LessonPanel, VerdictKind, lesson_panel};
use epaminondas::game::ui::panels::status::{
    self, Announcement, AnnouncementKind, far_row_line, heading_line, moment_line, players_line,
    result_line, review_line, stone_count_line, turn_line,
};
use epaminondas::game::ui::state::game_in_progress;
use epaminondas::game::ui::state::{UiState, WindowId};
use epaminondas::game::ui::windows::records as records_window;
use epaminondas::game::values::{GameSettings, Language, Opponent, SideChoice};
use epaminondas::game::view::camera::{BoardCamera, BoardInsets};
use epaminondas::game::view::contrast_rim::ContrastRim;
use epaminondas::game::view::framing::Framing;
use epaminondas::game::view::scene::BoardTop;
use epaminondas_core::{Game, GameOptions, Position, Side};
use epaminondas_engine::Level;
use epaminondas_play::i18n::{Key, Text};
use epaminondas_play::learn::Refusal;
use harness::{click, core_app, headless_default_plugins, model, settle, sq, two_players};
use std::path::{Path, PathBuf};
use std::sync::Arc;
use std::time::Duration;

const EN: Language = Language::English;
const RU: Language = Language::Russian;

/// The core game and the status half of the panels, on `game`.
fn app_with(game: Game, settings: GameSettings, human: Side) -> App {
    let mut app = core_app(game, settings, human);
    app.add_plugins((status::plugin, import::plugin, records_window::plugin));
    app.update();
    app
}

/// A new game between two players at this device.
fn two_players_from_the_start() -> App {
    app_with(
        Game::new(GameOptions::default()),
        two_players(),
        Side::White,
    )
}

fn from_position(text: &str) -> App {
    let position: Position = text.parse().expect("a position");
    app_with(
        Game::from_position(position, GameOptions::default()),
        two_players(),
        Side::White,
    )
}

fn announced(app: &App, language: Language) -> Option<String> {
    app.world().resource::<Announcement>().text(language)
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
        side: SideChoice::Black,
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
        Some("1-0 · White captured every enemy stone.")
    );
    assert_eq!(
        result_line(model(&app), RU).as_deref(),
        Some("1-0 · Белые взяли все камни соперника.")
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
        assert_eq!(shown.text(EN), Some(EN.say(&text)), "{clicks:?}");
        assert_eq!(shown.text(RU), Some(RU.say(&text)), "{clicks:?}");
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
    let mut app = two_players_from_the_start();
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
    let said = record_message(&app).expect("the window says why");
    assert!(!said.ok);
    assert_eq!(
        EN.say(&said.text),
        "This record cannot be loaded; the game goes on. \
         Line 4: move 2 (e3-e5) is illegal: a single stone moves only one square."
    );
    assert!(
        RU.say(&said.text).starts_with(
            "Эту запись загрузить нельзя, партия продолжается. Строка 4: ход 2 (e3-e5) недопустим"
        ),
        "{}",
        RU.say(&said.text)
    );
    assert_eq!(
        announced(&app, EN),
        None,
        "the side panel says nothing of records"
    );
    import(&mut app, "");
    assert!(
        EN.say(&record_message(&app).expect("a message").text)
            .ends_with("Line 1: the record is empty: no tags and no moves")
    );
    assert_eq!(model(&app).game().moves().len(), 1);
}

#[test]
fn an_exported_record_loads_back_with_its_players() {
    let against = GameSettings {
        opponent: Opponent::Computer,
        level: Level::Advanced,
        side: SideChoice::Black,
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

    let mut other = two_players_from_the_start();
    import(&mut other, &text);
    let loaded = model(&other);
    assert_eq!(loaded.game().record(), game.record());
    assert_eq!(loaded.settings().opponent, Opponent::Computer);
    assert_eq!(loaded.settings().level, Level::Advanced);
    assert_eq!(loaded.human(), Side::Black);
    let said = record_message(&other).expect("the window says so");
    assert!(said.ok);
    assert_eq!(
        EN.say(&said.text),
        "Record loaded. Moves: 2.",
        "three plies make two numbered moves, as the list counts them"
    );
    assert_eq!(RU.say(&said.text), "Запись загружена, ходов: 2.");
    // Bare numbered moves are a record too; they keep the settings of the game in progress.
    import(&mut other, "1. e2-e3 b12-b10");
    assert_eq!(model(&other).game().moves().len(), 2);
    assert_eq!(model(&other).settings().level, Level::Advanced);
    // A record against Beginner as Black names that level, whatever was played before.
    import(
        &mut other,
        "[White \"You\"]\n[Black \"Computer\"]\n[BlackLevel \"beginner\"]\n\n1. e2-e3 b12-b10 *",
    );
    assert_eq!(model(&other).settings().level, Level::Beginner);
    assert_eq!(model(&other).human(), Side::White);
    let players = players_line(model(&other), EN);
    assert!(players.contains("Beginner"), "{players}");
}

#[test]
fn a_review_says_which_move_it_shows() {
    let mut app = two_players_from_the_start();
    click(&mut app, &["e2", "e3"]);
    click(&mut app, &["b11", "b10"]);
    click(&mut app, &["f2", "f3"]);
    assert_eq!(review_line(model(&app), EN), None);
    app.world_mut()
        .write_message(PlayerAction::Game(GameAction::Review(ReviewStep::ToPly(1))));
    app.update();
    assert_eq!(
        review_line(model(&app), EN).as_deref(),
        Some("Reviewing move 1 of 2"),
        "three plies are two moves as the list numbers them"
    );
    assert_eq!(
        review_line(model(&app), RU).as_deref(),
        Some("Просмотр: ход 1 из 2")
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
    let mut app = two_players_from_the_start();
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
        Some((VerdictKind::Refused, EN.say(&too_far)))
    );
    assert_eq!(
        EN.say(&too_far),
        "This line has 2 stones, so it moves at most 2 squares."
    );
    assert_eq!(
        shown(&app, RU).verdict,
        Some((VerdictKind::Refused, RU.say(&too_far)))
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
        Some((VerdictKind::Hint, EN.say(lesson.hint())))
    );
    assert_eq!(
        shown(&app, RU).verdict,
        Some((VerdictKind::Hint, RU.say(lesson.hint())))
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
    let mut app = two_players_from_the_start();
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
    let mut app = two_players_from_the_start();
    let panel_action = |app: &mut App, action: PanelAction| {
        app.world_mut().write_message(PlayerAction::Panel(action));
        app.update();
    };
    let ui = |app: &App| app.world().resource::<UiState>().clone();
    panel_action(&mut app, PanelAction::ToggleMenu);
    panel_action(&mut app, PanelAction::ShowWelcome(true));
    assert!(
        ui(&app).is_open(WindowId::Welcome) && !ui(&app).menu_open,
        "the menu made way"
    );
    // Learning answers the question.
    lesson_action(&mut app, LessonAction::Open(0));
    assert!(!ui(&app).is_open(WindowId::Welcome));
    lesson_action(&mut app, LessonAction::Leave);
    panel_action(&mut app, PanelAction::ShowWelcome(true));
    panel_action(&mut app, PanelAction::CloseTop);
    assert!(!ui(&app).is_open(WindowId::Welcome), "Escape closes it");

    panel_action(&mut app, PanelAction::ShowRecords(true));
    assert!(ui(&app).is_open(WindowId::Records));
    // A bad record keeps the window open and says why; a good one says it is loaded.
    import(&mut app, "1. e2-e5");
    app.update();
    assert!(ui(&app).is_open(WindowId::Records));
    assert!(!record_message(&app).expect("refused").ok);
    import(&mut app, "1. e2-e3 b11-b10");
    app.update();
    assert_eq!(played_moves(&app), ["e2-e3", "b11-b10"]);
    assert_eq!(
        record_message(&app).map(|said| EN.say(&said.text)),
        Some("Record loaded. Moves: 1.".to_owned())
    );
    // What the window said leaves with it.
    panel_action(&mut app, PanelAction::ShowRecords(false));
    assert_eq!(record_message(&app), None);
    panel_action(&mut app, PanelAction::ShowSettings(true));
    assert!(ui(&app).is_open(WindowId::Settings));
    panel_action(&mut app, PanelAction::CloseTop);
    assert!(!ui(&app).any_window_open(), "Escape closes the Settings");
}

fn record_message(app: &App) -> Option<RecordMessage> {
    app.world().resource::<RecordsPanel>().message.clone()
}

fn played_moves(app: &App) -> Vec<String> {
    model(app)
        .game()
        .moves()
        .iter()
        .map(ToString::to_string)
        .collect()
}

/// A two-player game of `plies` plies, each side playing its first legal move that captures
/// nothing (the game goes on).
fn quiet_game(plies: usize) -> Game {
    let mut game = Game::new(GameOptions::default());
    for _ in 0..plies {
        let position = *game.position();
        let mv = position
            .legal_moves()
            .iter()
            .copied()
            .find(|&mv| {
                position
                    .play(mv)
                    .is_ok_and(|after| after.count(Side::White) + after.count(Side::Black) == 56)
            })
            .expect("a quiet move");
        game.play(mv).expect("legal");
    }
    game
}

#[test]
fn a_review_speaks_of_moves_as_the_list_numbers_them_and_shows_the_reviewed_figures() {
    let mut app = app_with(quiet_game(20), two_players(), Side::White);
    let review = |app: &mut App, step: ReviewStep| {
        app.world_mut()
            .write_message(PlayerAction::Game(GameAction::Review(step)));
        app.update();
    };
    assert_eq!(moment_line(model(&app), EN), "Move 11");
    review(&mut app, ReviewStep::ToPly(17));
    assert_eq!(
        review_line(model(&app), EN).as_deref(),
        Some("Reviewing move 9 of 10"),
        "the 17th ply is White's move of the list's row 9"
    );
    let ninth = model(&app).game().moves()[16];
    assert_eq!(
        moment_line(model(&app), EN),
        format!("After White's {ninth}")
    );
    assert_eq!(
        moment_line(model(&app), RU),
        format!("После хода белых {ninth}")
    );
    review(&mut app, ReviewStep::Forward);
    assert_eq!(
        review_line(model(&app), EN).as_deref(),
        Some("Reviewing move 9 of 10")
    );
    assert!(moment_line(model(&app), EN).starts_with("After Black's "));
    review(&mut app, ReviewStep::ToPly(0));
    assert_eq!(
        review_line(model(&app), EN).as_deref(),
        Some("Reviewing the start")
    );
    assert_eq!(moment_line(model(&app), EN), "Before the first move");
    review(&mut app, ReviewStep::Exit);
    assert_eq!(review_line(model(&app), EN), None);

    // A capture: while reviewing the position before it, the counts are that position's.
    let mut app = from_position("12BB/14/14/14/1B12/14/14/14/14/W13/W13/13W w");
    click(&mut app, &["a2", "a3", "a5"]);
    click(&mut app, &["b8", "a7"]);
    click(&mut app, &["a4", "a5", "a7"]);
    assert_eq!(
        stone_count_line(model(&app), EN),
        "Stones: White 3 : 2 Black"
    );
    review(&mut app, ReviewStep::Back);
    assert_eq!(
        stone_count_line(model(&app), EN),
        "Stones: White 3 : 3 Black",
        "the reviewed position's stones, not the live game's"
    );
    assert_eq!(
        far_row_line(model(&app), EN),
        "On the far row: White 0 · Black 0"
    );
    assert_eq!(
        heading_line(model(&app), EN, false),
        "Reviewing move 1 of 2",
        "the position after Black's b8-a7, the second ply: row 1 of the list"
    );
    review(&mut app, ReviewStep::Exit);
    assert_eq!(
        stone_count_line(model(&app), EN),
        "Stones: White 3 : 2 Black"
    );
}

#[test]
fn a_hint_being_searched_is_said_in_the_heading() {
    let app = two_players_from_the_start();
    assert_eq!(heading_line(model(&app), EN, false), "White to move");
    assert_eq!(
        heading_line(model(&app), EN, true),
        "Looking for a good move…"
    );
    assert_eq!(heading_line(model(&app), RU, true), "Ищу хороший ход…");
}

/// White's pair on a2–a3 takes Black's last stone (a5) in one move, against the computer at
/// `level`, the player White.
fn one_move_from_winning(level: Level) -> App {
    let position: Position = "14/14/14/14/14/14/14/B13/14/W13/W13/14 w"
        .parse()
        .expect("a position");
    let settings = GameSettings {
        opponent: Opponent::Computer,
        level,
        side: SideChoice::White,
        ..default()
    };
    app_with(
        Game::from_position(position, GameOptions::default()),
        settings,
        Side::White,
    )
}

#[test]
fn an_ending_speaks_to_the_player_and_offers_the_next_level() {
    let mut app = one_move_from_winning(Level::Beginner);
    assert_eq!(ending(model(&app), EN), None, "the game goes on");
    click(&mut app, &["a2", "a3", "a5"]);
    let said = ending(model(&app), EN).expect("the game is over");
    assert_eq!(said.headline, "You won!");
    assert_eq!(said.reason, "White captured every enemy stone.");
    assert_eq!(
        said.summary,
        ["Moves: 1", "Stones captured: you 1, the computer 0"]
    );
    let next = said.next.expect("a next level");
    assert_eq!(next.label, "Next: try Novice");
    assert_eq!(next.settings.level, Level::Novice);
    assert_eq!(
        said.rematch.map(|settings| settings.level),
        Some(Level::Beginner),
        "a rematch at the same level besides"
    );
    let russian = ending(model(&app), RU).expect("over");
    assert_eq!(russian.headline, "Вы победили!");
    assert_eq!(russian.reason, "Белые взяли все камни соперника.");
    assert_eq!(
        russian.next.expect("next").label,
        "Дальше — уровень «Ученик»"
    );
    // The win is counted once for its level, even when it is taken back and won again.
    let results = || Preferences::default().results_at(Level::Beginner);
    assert_eq!((results().wins, results().losses), (0, 0));
    let counted = app
        .world()
        .resource::<Preferences>()
        .results_at(Level::Beginner);
    assert_eq!((counted.wins, counted.losses), (1, 0));
    app.world_mut()
        .write_message(PlayerAction::Game(GameAction::Undo));
    app.update();
    click(&mut app, &["a2", "a3", "a5"]);
    assert!(model(&app).outcome().is_some());
    let counted = app
        .world()
        .resource::<Preferences>()
        .results_at(Level::Beginner);
    assert_eq!(counted.wins, 1, "the same game counts once");

    // At the strongest level there is no next one.
    let mut app = one_move_from_winning(Level::Master);
    click(&mut app, &["a2", "a3", "a5"]);
    let said = ending(model(&app), EN).expect("over");
    assert_eq!(said.next, None);
    assert_eq!(
        said.praise.as_deref(),
        Some("You have beaten the strongest level.")
    );
    assert_eq!(
        app.world()
            .resource::<Preferences>()
            .results_at(Level::Master)
            .wins,
        1
    );

    // Between two players the banner names the winning colour.
    let mut app = from_position("14/14/14/14/14/14/14/B13/14/W13/W13/14 w");
    click(&mut app, &["a2", "a3", "a5"]);
    let said = ending(model(&app), EN).expect("over");
    assert_eq!(said.headline, "White wins");
    assert_eq!(said.summary[1], "Stones captured: White 1, Black 0");
    assert_eq!(said.next, None);
    assert!(said.rematch.is_some(), "two players get a rematch");
    assert!(
        app.world().resource::<Preferences>().results.is_empty(),
        "two-player games are not counted"
    );
}

#[test]
fn preferences_saved_before_the_assist_and_the_results_still_load() {
    let old = r#"{"next_game":{"opponent":"Computer","level":"Novice","colour":"White",
        "options":{"repetition_draw":false}},"sound_on":false,"volume":0.5,"language":null,
        "view":"Tilted","graphics":null,"lessons_done":[],"welcomed":true}"#;
    let loaded: Preferences = serde_json::from_str(old).expect("old preferences load");
    assert!(!loaded.sound_on);
    assert!(!loaded.assist);
    assert!(loaded.results.is_empty());
    assert_eq!(loaded.ui_scale, 1.0, "saved before the UI scale: 100 %");
    assert_eq!(loaded.reduced_motion, None, "and motion as the system asks");
    assert!(!loaded.high_contrast);
    let mut played = loaded.clone();
    played.count_result(Level::Expert, PlayerResult::Lost);
    let text = serde_json::to_string(&played).expect("saved");
    let back: Preferences = serde_json::from_str(&text).expect("loaded");
    assert_eq!(back.results_at(Level::Expert).losses, 1);
}

#[test]
fn a_new_game_and_a_record_ask_before_they_end_a_game_in_progress() {
    let mut app = two_players_from_the_start();
    let in_progress = |app: &App| {
        game_in_progress(
            model(app),
            app.world().resource::<Tutorial>(),
            app.world().resource::<PuzzleTrainer>(),
        )
    };
    assert!(!in_progress(&app), "a fresh game loses nothing");
    click(&mut app, &["e2", "e3"]);
    assert!(in_progress(&app));
    lesson_action(&mut app, LessonAction::Open(0));
    assert!(!in_progress(&app), "a lesson's board is no game to keep");
    lesson_action(&mut app, LessonAction::Leave);
    settle(&mut app);
    assert!(in_progress(&app), "the game is back");
    app.world_mut()
        .write_message(PlayerAction::Game(GameAction::Puzzle(PuzzleAction::Open(
            PuzzleMode::Rated(None),
        ))));
    settle(&mut app);
    assert!(!in_progress(&app), "a puzzle's board is no game to keep");
    app.world_mut()
        .write_message(PlayerAction::Game(GameAction::Puzzle(PuzzleAction::Leave)));
    settle(&mut app);
    assert!(in_progress(&app), "the game is back after the puzzles");
    let mut app = from_position("14/14/14/14/14/14/14/B13/14/W13/W13/14 w");
    click(&mut app, &["a2", "a3", "a5"]);
    assert!(!in_progress(&app), "a finished game loses nothing");
}

#[test]
fn the_side_panel_leaves_the_board_room_at_every_size() {
    let screen = |w: f32, h: f32| egui::Rect::from_min_size(egui::Pos2::ZERO, egui::vec2(w, h));
    const BAR: f32 = 50.0;
    // 800×600: beside the board, less than a third of the width.
    let place = panel_place(screen(800.0, 600.0), BAR, false);
    assert!(!place.bottom);
    assert!(place.rect.width() < 800.0 / 3.0, "{:?}", place.rect);
    // 1280×800: the full width of the panel.
    let place = panel_place(screen(1280.0, 800.0), BAR, false);
    assert_eq!(place.rect.width(), SIDE_PANEL_WIDTH);
    // A lesson keeps the width: the board does not jump when one starts or ends.
    for (w, h) in [(1280.0, 800.0), (800.0, 600.0)] {
        assert_eq!(
            panel_place(screen(w, h), BAR, true).rect,
            panel_place(screen(w, h), BAR, false).rect,
            "{w}×{h}"
        );
    }
    // A square window keeps the panel beside the board.
    assert!(!panel_place(screen(1000.0, 1000.0), BAR, false).bottom);
    // 600×900, an upright page of 800×1200 and a 390×844 phone: under the board, which keeps
    // room as wide as the window.
    for (w, h) in [(600.0, 900.0), (800.0, 1200.0), (390.0, 844.0)] {
        let place = panel_place(screen(w, h), BAR, false);
        assert!(place.bottom);
        let board = h - BAR - place.rect.height();
        assert!(
            board >= w * 12.0 / 14.0,
            "{w}×{h}: the board has {board} px of height"
        );
        assert!(place.rect.height() >= 0.28 * h, "{w}×{h}: {:?}", place.rect);
    }
    // The phone's board gets the height it needs to span the width seen from above, rows of
    // captured stones included: its squares are as large as the width allows.
    let place = panel_place(screen(390.0, 844.0), BAR, false);
    let board = 844.0 - BAR - place.rect.height();
    let needed = 390.0 * Framing::upright_height_per_width();
    assert!(board >= needed - 1.0, "{board} px for {needed}");
    // A short upright window still gets a panel, however small.
    for (w, h) in [(390.0, 600.0), (300.0, 400.0), (200.0, 120.0)] {
        let place = panel_place(screen(w, h), BAR, false);
        assert!(place.rect.height() > 0.0, "{w}×{h}: {:?}", place.rect);
    }
}

// The whole game in a window that no system shows, drawn at one frame a second: the panels'
// egui widgets are found by their labels and clicked as a player clicks them.

use bevy::input::ButtonState;
use bevy::input::keyboard::{Key as LogicalKey, KeyboardInput};
use bevy::input::mouse::MouseButtonInput;
use bevy::window::{CursorMoved, PrimaryWindow, WindowEvent, WindowResolution};
use bevy_egui::{
    EguiContext, EguiFullOutput, EguiManagedTextures, EguiPostUpdateSet, EguiRenderOutput,
    PrimaryEguiContext,
};
use epaminondas::game::GamePlugin;
use epaminondas::game::computer::ComputerSearch;
use epaminondas::game::launch::LaunchOptions;
use epaminondas::game::store::backend::{MemoryStore, SaveStore};

/// Time one frame takes: one frame a second, as on a software renderer.
const SLOW_FRAME: Duration = Duration::from_secs(1);

/// The player's actions written so far.
#[derive(Resource, Default)]
struct ActionsSeen(Vec<PlayerAction>);

fn record_actions(mut actions: MessageReader<PlayerAction>, mut seen: ResMut<ActionsSeen>) {
    seen.0.extend(actions.read().copied());
}

/// The whole game launched as `launch` says, in a `width`×`height` window, after three frames.
fn whole_game(launch: LaunchOptions, width: u32, height: u32) -> App {
    let window = Window {
        resolution: WindowResolution::new(width, height).with_scale_factor_override(1.0),
        ..default()
    };
    let mut app = App::new();
    app.add_plugins(headless_default_plugins(Some(window)))
        .insert_resource(TimeUpdateStrategy::ManualDuration(SLOW_FRAME))
        .add_plugins(GamePlugin { launch })
        .insert_resource(SaveStore(Box::new(MemoryStore::default())))
        .insert_resource(ComputerPacing {
            min_reply_delay: Duration::ZERO,
            mode: SearchMode::Task,
        })
        .init_resource::<ActionsSeen>()
        .add_systems(Update, record_actions);
    app.finish();
    app.cleanup();
    for _ in 0..3 {
        app.update();
    }
    app
}

/// A launch of a two-player game already played as `game`.
fn launch_with(game: Game) -> LaunchOptions {
    LaunchOptions {
        game: Some(game),
        settings: two_players(),
        ..default()
    }
}

fn primary_window(app: &mut App) -> Entity {
    app.world_mut()
        .query_filtered::<Entity, With<PrimaryWindow>>()
        .single(app.world())
        .expect("a primary window")
}

fn primary_egui(app: &mut App) -> egui::Context {
    app.world_mut()
        .query_filtered::<&mut EguiContext, With<PrimaryEguiContext>>()
        .single_mut(app.world_mut())
        .expect("the panels' egui context")
        .get_mut()
        .clone()
}

/// What the operating system would tell the game in one frame, as bevy_winit tells it: each
/// event as its own message (what Bevy's input and egui's keyboard read), then all of them in
/// order as window events (what egui's pointer and the board's pointer read).
fn window_events(app: &mut App, events: &[WindowEvent]) {
    for event in events {
        match event {
            WindowEvent::CursorMoved(moved) => {
                app.world_mut().write_message(moved.clone());
            }
            WindowEvent::MouseButtonInput(button) => {
                app.world_mut().write_message(*button);
            }
            WindowEvent::KeyboardInput(key) => {
                app.world_mut().write_message(key.clone());
            }
            _ => {}
        }
    }
    for event in events {
        app.world_mut().write_message(event.clone());
    }
    app.update();
}

/// The pointer arrives at `at`, presses and lets go, all within one frame.
fn click_within_one_frame(app: &mut App, at: egui::Pos2) {
    let window = primary_window(app);
    let button = |state| {
        WindowEvent::MouseButtonInput(MouseButtonInput {
            button: MouseButton::Left,
            state,
            window,
        })
    };
    window_events(
        app,
        &[
            WindowEvent::CursorMoved(CursorMoved {
                window,
                position: Vec2::new(at.x, at.y),
                delta: None,
            }),
            button(ButtonState::Pressed),
            button(ButtonState::Released),
        ],
    );
}

fn press_key(app: &mut App, key_code: KeyCode, logical_key: LogicalKey) {
    let window = primary_window(app);
    let key = |state| {
        WindowEvent::KeyboardInput(KeyboardInput {
            key_code,
            logical_key: logical_key.clone(),
            state,
            text: None,
            repeat: false,
            window,
        })
    };
    window_events(
        app,
        &[key(ButtonState::Pressed), key(ButtonState::Released)],
    );
}

/// The rectangle of the egui widget labelled `label` in the last frame and whether it is
/// drawn as selected, found as a player finds it: by its text. egui records each widget's text
/// only with its interactive-widget debugging on, which this turns on, then draws a frame.
fn widget(app: &mut App, label: &str) -> Option<(egui::Rect, bool)> {
    primary_egui(app).global_style_mut(|style| style.debug.show_interactive_widgets = true);
    app.update();
    primary_egui(app).viewport(|viewport| {
        let widgets = &viewport.prev_pass.widgets;
        widgets.layers().find_map(|(_, rects)| {
            rects.iter().find_map(|widget| {
                let info = widgets.info(widget.id)?;
                (info.label.as_deref() == Some(label))
                    .then(|| (widget.rect, info.selected == Some(true)))
            })
        })
    })
}

fn widget_rect(app: &mut App, label: &str) -> egui::Rect {
    widget(app, label)
        .unwrap_or_else(|| panic!("no widget labelled {label:?} on screen"))
        .0
}

fn ui_state(app: &App) -> UiState {
    app.world().resource::<UiState>().clone()
}

#[test]
fn the_move_list_stays_put_when_a_review_opens_and_marks_the_reviewed_move() {
    let game = quiet_game(30);
    let ninth = game.moves()[16].to_string();
    let mut app = whole_game(launch_with(game), 1280, 800);
    let before = widget_rect(&mut app, &ninth);
    click_within_one_frame(&mut app, before.center());
    app.update();
    assert_eq!(
        model(&app).review(),
        Some(17),
        "the click reviews the game after it"
    );
    let (after, selected) = widget(&mut app, &ninth).expect("still listed");
    assert_eq!(after, before, "the list did not move under the pointer");
    assert!(selected, "the reviewed move is highlighted");
    // The review's buttons step on and back to the end.
    let forward = widget_rect(&mut app, EN.text(Key::StepForward));
    click_within_one_frame(&mut app, forward.center());
    app.update();
    assert_eq!(model(&app).review(), Some(18));
    let to_end = widget_rect(&mut app, EN.text(Key::StepToEnd));
    click_within_one_frame(&mut app, to_end.center());
    app.update();
    assert_eq!(model(&app).review(), None);
    let to_start = widget_rect(&mut app, EN.text(Key::StepToStart));
    click_within_one_frame(&mut app, to_start.center());
    app.update();
    assert_eq!(model(&app).review(), Some(0));
}

#[test]
fn first_clicks_count_in_a_just_opened_window_and_on_the_bar() {
    let mut app = whole_game(launch_with(quiet_game(2)), 1280, 800);
    let new_game = widget_rect(&mut app, EN.text(Key::NewGame));
    click_within_one_frame(&mut app, new_game.center());
    app.update();
    assert!(ui_state(&app).setup().is_some(), "the setup opened");
    // The first click on Master, as soon as the window shows, counts.
    let master = widget_rect(&mut app, EN.text(Key::LevelMaster));
    click_within_one_frame(&mut app, master.center());
    app.update();
    assert_eq!(
        ui_state(&app).setup().map(|setup| setup.level),
        Some(Level::Master)
    );
    // Start over a game in progress asks first; the new game starts at Master.
    let start = widget_rect(&mut app, EN.text(Key::Start));
    click_within_one_frame(&mut app, start.center());
    app.update();
    assert_eq!(model(&app).game().moves().len(), 2, "nothing replaced yet");
    let sure = widget_rect(&mut app, EN.text(Key::StartNewGame));
    click_within_one_frame(&mut app, sure.center());
    app.update();
    assert!(model(&app).game().moves().is_empty(), "a new game");
    assert_eq!(model(&app).settings().level, Level::Master);

    // Hint: the first click asks.
    let mut app = whole_game(launch_with(quiet_game(2)), 1280, 800);
    let hint = widget_rect(&mut app, EN.text(Key::Hint));
    click_within_one_frame(&mut app, hint.center());
    // The bar's action is read by the next frame's systems.
    app.update();
    let asked = app
        .world()
        .resource::<ActionsSeen>()
        .0
        .contains(&PlayerAction::Game(GameAction::Hint));
    assert!(asked, "the first click on Hint counted");
}

#[test]
fn escape_closes_the_welcome_and_the_settings_hold_the_assist() {
    let mut app = whole_game(LaunchOptions::default(), 1280, 800);
    assert!(
        ui_state(&app).is_open(WindowId::Welcome),
        "the first start asks"
    );
    press_key(&mut app, KeyCode::Escape, LogicalKey::Escape);
    app.update();
    assert!(
        !ui_state(&app).is_open(WindowId::Welcome),
        "Escape closed the welcome"
    );
    let settings = widget_rect(&mut app, EN.text(Key::Settings));
    click_within_one_frame(&mut app, settings.center());
    app.update();
    assert!(ui_state(&app).is_open(WindowId::Settings));
    assert!(
        app.world().resource::<Preferences>().assist,
        "the assist is on for a new player"
    );
    let assist = widget_rect(&mut app, EN.text(Key::Assist));
    click_within_one_frame(&mut app, assist.center());
    app.update();
    assert!(
        !app.world().resource::<Preferences>().assist,
        "the assist is off once the player switches it off"
    );
    let russian = widget_rect(&mut app, "Русский");
    click_within_one_frame(&mut app, russian.center());
    app.update();
    assert_eq!(app.world().resource::<Preferences>().language, Some(RU));
    assert!(
        widget(&mut app, "Настройки").is_some(),
        "the bar speaks Russian"
    );
}

/// egui's textures that changed in the frame (egui's managed ids), how many changed in all,
/// and those whose asset event for the renderer had not been written by the end of their frame.
#[derive(Resource, Default)]
struct TextureHandOver {
    changed: Vec<u64>,
    seen: usize,
    late: Vec<String>,
}

/// Notes the textures egui changed in this frame, once bevy_egui has read egui's output.
fn note_changed_textures(
    outputs: Query<&EguiRenderOutput>,
    mut hand_over: ResMut<TextureHandOver>,
) {
    hand_over.changed = outputs
        .iter()
        .flat_map(|output| &output.textures_delta.set)
        .filter_map(|(id, _)| match id {
            egui::TextureId::Managed(id) => Some(*id),
            egui::TextureId::User(_) => None,
        })
        .collect();
    hand_over.seen += hand_over.changed.len();
}

/// At the end of the frame: each texture egui changed in it has had its asset event (what
/// carries it to the renderer) written.
fn check_textures_handed_over(
    textures: Res<EguiManagedTextures>,
    mut events: MessageReader<AssetEvent<Image>>,
    mut hand_over: ResMut<TextureHandOver>,
) {
    let written: Vec<AssetId<Image>> = events
        .read()
        .filter_map(|event| match event {
            AssetEvent::Added { id } | AssetEvent::Modified { id } => Some(*id),
            _ => None,
        })
        .collect();
    let changed = std::mem::take(&mut hand_over.changed);
    for ((_, texture), managed) in textures.iter() {
        if changed.contains(texture) && !written.contains(&managed.handle.id()) {
            hand_over.late.push(format!("egui's texture {texture}"));
        }
    }
}

#[test]
fn egui_textures_reach_the_renderer_in_the_frame_that_changed_them() {
    // A new UI scale makes a new font atlas, and the Settings' first drawing new glyphs in it:
    // handed to the renderer a frame late, the frame drew no panel at all, or "tart" for Start.
    let mut app = whole_game(launch_with(quiet_game(4)), 1280, 800);
    app.init_resource::<TextureHandOver>()
        .add_systems(
            PostUpdate,
            note_changed_textures
                .after(EguiPostUpdateSet::ProcessOutput)
                .before(EguiPostUpdateSet::PostProcessOutput),
        )
        .add_systems(Last, check_textures_handed_over);
    for scale in [1.5, 2.0] {
        app.world_mut()
            .write_message(PlayerAction::from(PreferenceChange::UiScale(scale)));
        for _ in 0..3 {
            app.update();
        }
    }
    app.world_mut()
        .write_message(PlayerAction::from(PanelAction::ShowSettings(true)));
    for _ in 0..3 {
        app.update();
    }
    let hand_over = app.world().resource::<TextureHandOver>();
    assert!(
        hand_over.seen >= 2,
        "the scale changes made new atlases: {}",
        hand_over.seen
    );
    assert!(hand_over.late.is_empty(), "late: {:?}", hand_over.late);
}

#[test]
fn the_side_panel_keeps_its_width_while_the_computer_thinks() {
    let launch =
        LaunchOptions::parse(["--play-as", "black", "--level", "master"].map(String::from))
            .expect("a command line");
    let mut app = whole_game(launch, 1280, 800);
    // The computer's reply waits long enough to be seen thinking in every frame below, even
    // when its search ends at once (a first move may).
    app.insert_resource(ComputerPacing {
        min_reply_delay: Duration::from_secs(3600),
        mode: SearchMode::Task,
    });
    app.world_mut()
        .write_message(PlayerAction::Game(GameAction::NewGame(GameSettings {
            opponent: Opponent::Computer,
            level: Level::Master,
            side: SideChoice::Black,
            options: GameOptions::default(),
        })));
    let panel_width = |app: &mut App| {
        primary_egui(app)
            .memory(|memory| memory.area_rect(egui::Id::new("side panel")))
            .expect("the side panel")
            .width()
    };
    let mut widths = Vec::new();
    for _ in 0..20 {
        app.update();
        let thinking = app.world().get_resource::<ComputerSearch>().is_some();
        widths.push((thinking, panel_width(&mut app)));
    }
    assert!(widths.iter().any(|(thinking, _)| *thinking), "{widths:?}");
    assert!(
        widths.iter().all(|(_, width)| *width == SIDE_PANEL_WIDTH),
        "the panel kept its width: {widths:?}"
    );
}

#[test]
fn the_side_panel_stays_put_when_the_computer_starts_thinking() {
    // "The computer is thinking…" wrapped to two lines where "Your move" took one, and the
    // panel's rows jumped down under the player as the computer began to think: at 800×600
    // and at 150 % of 1280×800, in every language, the move list's heading stands where it
    // stood on the player's turn.
    let moves_top = |language: Language, (width, height, scale), side: SideChoice| {
        let mut app = whole_game(LaunchOptions::default(), width, height);
        app.insert_resource(ComputerPacing {
            min_reply_delay: Duration::from_secs(3600),
            mode: SearchMode::Task,
        });
        app.world_mut()
            .write_message(PlayerAction::from(PreferenceChange::Language(language)));
        app.world_mut()
            .write_message(PlayerAction::from(PreferenceChange::UiScale(scale)));
        app.world_mut()
            .write_message(PlayerAction::Game(GameAction::NewGame(GameSettings {
                opponent: Opponent::Computer,
                level: Level::Beginner,
                side,
                options: GameOptions::default(),
            })));
        for _ in 0..3 {
            app.update();
        }
        let thinking = app.world().get_resource::<ComputerSearch>().is_some();
        assert_eq!(
            thinking,
            side == SideChoice::Black,
            "{language:?}, {side:?}"
        );
        widget_rect(&mut app, language.text(Key::Moves)).top()
    };
    for size in [(800, 600, 1.0), (1280, 800, 1.5)] {
        for language in Language::ALL {
            let yours = moves_top(language, size, SideChoice::White);
            let thinking = moves_top(language, size, SideChoice::Black);
            assert_eq!(
                yours, thinking,
                "{language:?} at {size:?}: the move list's heading moved"
            );
        }
    }
}

// The analysis of a game: run through the game's own systems (the engine off the frame), read
// back as the move list, the graph and the words show it.

use epaminondas::game::computer::analysis::{AnalysisState, GameAnalysis};
use epaminondas::game::online::OnlineCommand;
use epaminondas::game::ui::panels::analysis::paint::{graph_click, graph_position_at, graph_x};
use epaminondas::game::ui::panels::analysis::words::{
    graph_positions, graph_values, move_cells, review_lines, verdict_lines, verdict_table,
};
use epaminondas_engine::analysis::{Mark, Strength};

fn analysis(app: &App) -> &GameAnalysis {
    app.world().resource::<GameAnalysis>()
}

/// Updates `app` until its analysis is no longer running (at most a minute).
fn finish_analysis(app: &mut App) {
    let began = std::time::Instant::now();
    while analysis(app).is_running() {
        assert!(
            began.elapsed() < Duration::from_secs(60),
            "the analysis ran for a minute"
        );
        std::thread::sleep(Duration::from_millis(5));
        app.update();
    }
}

/// The capture game of `captures_are_announced…`: Black steps a lone stone into the way of
/// White's pair, which takes it.
fn a_game_with_a_lost_stone() -> App {
    let mut app = from_position("12BB/14/14/14/1B12/14/14/14/14/W13/W13/13W w");
    click(&mut app, &["a2", "a3", "a5"]);
    click(&mut app, &["b8", "a7"]);
    click(&mut app, &["a4", "a5", "a7"]);
    click(&mut app, &["n12", "n11"]);
    assert_eq!(model(&app).game().moves().len(), 4);
    app
}

#[test]
fn an_analysis_off_the_frame_marks_every_move_and_draws_the_graph() {
    let mut app = a_game_with_a_lost_stone();
    app.world_mut()
        .write_message(PlayerAction::Game(GameAction::Analyse(Strength::Depth(3))));
    app.update();
    // Four plies at depth 3 can be judged within the frame that starts them.
    assert!(
        matches!(
            analysis(&app).state(),
            AnalysisState::Running | AnalysisState::Done
        ),
        "the analysis started"
    );
    finish_analysis(&mut app);
    assert_eq!(*analysis(&app).state(), AnalysisState::Done);
    let cells = move_cells(model(&app), analysis(&app));
    assert_eq!(cells.len(), 4);
    assert!(
        cells.iter().all(|cell| cell.mark.is_some()),
        "every move is marked: {cells:?}"
    );
    // Black's step into the pair's way loses a stone.
    let step = &cells[1];
    assert_eq!(step.text, "b8-a7");
    assert!(step.mark >= Some(Mark::Inaccuracy), "{step:?}");
    assert_eq!(
        step.label(),
        format!("b8-a7 {}", step.mark.unwrap().symbol())
    );
    // The graph has a point for the start and after every move; White's lead grows.
    let values = graph_values(model(&app), analysis(&app));
    assert_eq!(values.len(), 5);
    assert!(values.iter().all(Option::is_some), "{values:?}");
    assert!(values[2] > values[1], "{values:?}");
    // The verdict's table gives each side's accuracy and losses, in both languages; Black's
    // step is counted among its losses, and the words under the table name a move.
    let table = verdict_table(analysis(&app), EN).expect("a verdict");
    let labels: Vec<&str> = table.iter().map(|row| row.label.as_str()).collect();
    assert_eq!(labels, ["Accuracy", "Blunders", "Mistakes", "Inaccuracies"]);
    assert!(
        table[0].figures.iter().all(|figure| figure.ends_with('%')),
        "{table:?}"
    );
    let black_losses: u32 = table[1..]
        .iter()
        .map(|row| row.figures[1].parse::<u32>().expect("a count"))
        .sum();
    assert!(black_losses >= 1, "{table:?}");
    assert_eq!(
        verdict_table(analysis(&app), RU).expect("a verdict")[0].label,
        "Точность"
    );
    let words = verdict_lines(model(&app), analysis(&app), EN);
    assert_eq!(words.len(), 1, "{words:?}");
    // Reviewing the position after the step: the step with its mark, what was wrong with it
    // in the rules' words, and Black's better move (the green arrow, whose words the
    // explanation gives).
    app.world_mut()
        .write_message(PlayerAction::Game(GameAction::Review(ReviewStep::ToPly(2))));
    app.update();
    let reviewed = analysis(&app).reviewed(2).expect("the step is judged");
    let better = reviewed.better.expect("a better move than b8-a7");
    let why = analysis(&app).explanation().expect("the step is explained");
    assert_eq!(
        (why.played.to_string(), why.better),
        ("b8-a7".to_string(), better)
    );
    let lines = review_lines(model(&app), analysis(&app), EN);
    let said: Vec<&str> = lines.iter().map(|line| line.text.as_str()).collect();
    assert!(
        said.iter()
            .any(|line| line.starts_with("Played: 1… b8-a7?")),
        "{said:?}"
    );
    assert!(
        said.iter()
            .any(|line| line.starts_with("b8-a7 walks into ") && line.contains("xa7")),
        "{said:?}"
    );
    assert!(
        said.iter()
            .any(|line| line.starts_with(&format!("Better: {better} ("))),
        "{said:?}"
    );
    // The position before the step: White's first move, with a better move and its words
    // only where it lost something.
    app.world_mut()
        .write_message(PlayerAction::Game(GameAction::Review(ReviewStep::ToPly(1))));
    app.update();
    let lost = analysis(&app)
        .reviewed(1)
        .is_some_and(|first| first.better.is_some());
    assert!(lost || analysis(&app).explanation().is_none());
    let said: Vec<String> = review_lines(model(&app), analysis(&app), EN)
        .into_iter()
        .map(|line| line.text)
        .collect();
    assert!(
        said.iter().any(|line| line.starts_with("Played: 1. ")),
        "{said:?}"
    );
    assert_eq!(
        said.iter().any(|line| line.starts_with("Better")),
        lost,
        "{said:?}"
    );
    assert!(!review_lines(model(&app), analysis(&app), RU).is_empty());
}

#[test]
fn cancelling_an_analysis_leaves_the_game_as_it_was_and_a_new_game_drops_one() {
    let mut app = app_with(quiet_game(40), two_players(), Side::White);
    app.world_mut()
        .write_message(PlayerAction::Game(GameAction::Review(ReviewStep::ToPly(7))));
    app.update();
    let before = model(&app).clone();
    app.world_mut()
        .write_message(PlayerAction::Game(GameAction::Analyse(Strength::Deep)));
    app.update();
    app.update();
    assert!(analysis(&app).is_running());
    app.world_mut()
        .write_message(PlayerAction::Game(GameAction::CancelAnalysis));
    app.update();
    assert_eq!(*analysis(&app).state(), AnalysisState::Idle);
    assert!(analysis(&app).plies().is_empty());
    let after = model(&app);
    assert_eq!(after.game().moves(), before.game().moves());
    assert_eq!(after.review(), before.review());
    assert_eq!(after.generation(), before.generation());
    assert_eq!(after.settings(), before.settings());
    // An analysis belongs to its moves: an undo or a new game drops it.
    app.world_mut()
        .write_message(PlayerAction::Game(GameAction::Analyse(Strength::Deep)));
    app.update();
    assert!(analysis(&app).is_running());
    app.world_mut()
        .write_message(PlayerAction::Game(GameAction::Undo));
    app.update();
    assert_eq!(*analysis(&app).state(), AnalysisState::Idle);
    assert_eq!(model(&app).game().moves().len(), 39);
}

#[test]
fn a_click_on_the_graph_reviews_the_position_under_it() {
    let mut app = a_game_with_a_lost_stone();
    app.world_mut()
        .write_message(PlayerAction::Game(GameAction::Analyse(Strength::Depth(2))));
    app.update();
    finish_analysis(&mut app);
    let positions = graph_positions(analysis(&app));
    assert_eq!(positions, 5);
    let rect = egui::Rect::from_min_size(egui::pos2(10.0, 300.0), egui::vec2(240.0, 72.0));
    for plies in 0..positions {
        let x = graph_x(rect, positions, plies);
        for nudge in [-20.0, 0.0, 20.0] {
            assert_eq!(graph_position_at(rect, positions, x + nudge), plies);
        }
    }
    assert_eq!(graph_position_at(rect, positions, rect.left() - 50.0), 0);
    assert_eq!(graph_position_at(rect, positions, rect.right() + 50.0), 4);
    app.world_mut()
        .write_message(PlayerAction::Game(graph_click(2)));
    app.update();
    assert_eq!(model(&app).review(), Some(2));
    // The last point is the game as it stands: the review ends.
    app.world_mut()
        .write_message(PlayerAction::Game(graph_click(4)));
    app.update();
    assert_eq!(model(&app).review(), None);
}

/// The online commands written so far.
#[derive(Resource, Default)]
struct OnlineSeen(Vec<OnlineCommand>);

fn record_online(mut commands: MessageReader<OnlineCommand>, mut seen: ResMut<OnlineSeen>) {
    seen.0.extend(commands.read().cloned());
}

#[test]
fn the_analysis_is_chosen_stopped_and_clicked_in_the_side_panel() {
    let mut app = whole_game(launch_with(quiet_game(6)), 1280, 800);
    let back = widget_rect(&mut app, EN.text(Key::StepBack));
    click_within_one_frame(&mut app, back.center());
    app.update();
    assert_eq!(model(&app).review(), Some(5));
    // A review offers the analysis; Quick starts it and Stop forgets it.
    let quick = widget_rect(&mut app, EN.text(Key::AnalyseQuick));
    click_within_one_frame(&mut app, quick.center());
    app.update();
    let seen = &app.world().resource::<ActionsSeen>().0;
    assert!(seen.contains(&PlayerAction::Game(GameAction::Analyse(Strength::Quick))));
    // Stop forgets a running analysis: one of a minute a position, which no machine finishes
    // between two frames (six plies at Quick may be judged before the Stop lands).
    app.world_mut()
        .write_message(PlayerAction::Game(GameAction::Analyse(Strength::Movetime(
            Duration::from_secs(60),
        ))));
    app.update();
    assert!(analysis(&app).is_running());
    let stop = widget_rect(&mut app, EN.text(Key::CancelAnalysis));
    click_within_one_frame(&mut app, stop.center());
    app.update();
    assert_eq!(*analysis(&app).state(), AnalysisState::Idle);
    assert_eq!(model(&app).review(), Some(5), "the review is as it was");
    // A finished analysis: its graph reviews the position clicked.
    app.world_mut()
        .write_message(PlayerAction::Game(GameAction::Analyse(Strength::Depth(2))));
    app.update();
    finish_analysis(&mut app);
    let graph = widget_rect(&mut app, EN.text(Key::AnalysisTitle));
    let x = graph_x(graph, 7, 2);
    click_within_one_frame(&mut app, egui::pos2(x, graph.center().y));
    app.update();
    assert_eq!(model(&app).review(), Some(2));
    // Each listed move carries its mark's symbol for a screen reader too.
    for cell in move_cells(model(&app), analysis(&app)) {
        assert!(cell.mark.is_some());
        assert!(widget(&mut app, &cell.label()).is_some(), "{cell:?} listed");
    }
}

#[test]
fn redo_is_on_the_bar_and_a_friend_on_another_device_in_the_setup() {
    let mut app = whole_game(launch_with(quiet_game(4)), 1280, 800);
    let undo = widget_rect(&mut app, EN.text(Key::Undo));
    click_within_one_frame(&mut app, undo.center());
    app.update();
    assert_eq!(model(&app).game().moves().len(), 3);
    let redo = widget_rect(&mut app, EN.text(Key::Redo));
    click_within_one_frame(&mut app, redo.center());
    app.update();
    assert_eq!(model(&app).game().moves().len(), 4, "Redo played it again");

    app.init_resource::<OnlineSeen>()
        .add_systems(Update, record_online);
    let new_game = widget_rect(&mut app, EN.text(Key::NewGame));
    click_within_one_frame(&mut app, new_game.center());
    app.update();
    let friend = widget_rect(&mut app, EN.text(Key::OpponentOnline));
    click_within_one_frame(&mut app, friend.center());
    app.update();
    assert!(
        app.world()
            .resource::<OnlineSeen>()
            .0
            .contains(&OnlineCommand::OpenWindow),
        "the online window was asked for"
    );
    assert!(ui_state(&app).setup().is_none(), "the setup closed");
}

/// A folder of this test's own for files, empty.
fn scratch_folder(name: &str) -> PathBuf {
    let folder =
        std::env::temp_dir().join(format!("epaminondas-panels-{}-{name}", std::process::id()));
    let _ = std::fs::remove_dir_all(&folder);
    std::fs::create_dir_all(&folder).expect("a scratch folder");
    folder
}

/// Stand-ins for the system's file dialogs: each gives `chosen` at once, and Save's fallback
/// folder is `folder`.
fn dialogs_giving(chosen: Chosen, folder: &Path) -> FileDialogs {
    let show: ShowDialog = Arc::new(move |_| -> DialogFuture {
        let chosen = chosen.clone();
        Box::pin(async move { chosen })
    });
    FileDialogs {
        save: show.clone(),
        open: show,
        fallback_folder: folder.to_owned(),
    }
}

/// Runs frames until the file dialog's task has ended (it runs on the I/O pool's threads).
fn until_dialog_ends(app: &mut App) {
    for _ in 0..500 {
        app.update();
        if !app.world().contains_resource::<RecordFileTask>() {
            return;
        }
        std::thread::sleep(Duration::from_millis(2));
    }
    panic!("the file dialog's task never ended");
}

/// Asks for a save (`save`) or an open through dialogs that give `chosen`, and waits for it.
fn through_dialog(app: &mut App, chosen: Chosen, folder: &Path, save: bool) {
    app.insert_resource(dialogs_giving(chosen, folder));
    if save {
        let text = record_of(model(app)).to_string();
        app.world_mut().write_message(SaveRecordFile(text));
    } else {
        app.world_mut().write_message(OpenRecordFile);
    }
    until_dialog_ends(app);
}

#[test]
fn a_record_is_saved_and_opened_through_the_file_dialog_and_every_failure_is_said() {
    let folder = scratch_folder("dialogs");
    let mut app = app_with(quiet_game(3), two_players(), Side::White);
    let text = record_of(model(&app)).to_string();

    // Saved where the player chose.
    let chosen = folder.join("mine.txt");
    through_dialog(&mut app, Chosen::Path(chosen.clone()), &folder, true);
    assert_eq!(std::fs::read_to_string(&chosen).expect("saved"), text);
    let said = record_message(&app).expect("the window says where");
    assert!(said.ok);
    assert_eq!(
        EN.say(&said.text),
        format!("The record is saved in {}", chosen.display())
    );
    assert_eq!(
        RU.say(&said.text),
        format!("Запись сохранена в {}", chosen.display())
    );

    // A dialog closed without a file says nothing and writes nothing.
    app.world_mut().resource_mut::<RecordsPanel>().message = None;
    through_dialog(&mut app, Chosen::Cancelled, &folder, true);
    assert_eq!(record_message(&app), None);
    assert_eq!(std::fs::read_dir(&folder).unwrap().count(), 1);

    // No dialog: kept in the documents folder under a name not taken, and said so.
    through_dialog(&mut app, Chosen::NoDialog, &folder, true);
    through_dialog(&mut app, Chosen::NoDialog, &folder, true);
    let date = epaminondas_play::record::today().replace('.', "-");
    let second = folder.join(format!("epaminondas-{date}-2.txt"));
    assert_eq!(
        std::fs::read_to_string(folder.join(format!("epaminondas-{date}.txt"))).unwrap(),
        text
    );
    assert_eq!(std::fs::read_to_string(&second).unwrap(), text);
    let said = record_message(&app).expect("said");
    assert!(said.ok);
    assert_eq!(
        EN.say(&said.text),
        format!(
            "No file dialog can be shown on this system, so the record is saved in {}",
            second.display()
        )
    );

    // A folder that cannot take the file: said, with the system's reason.
    let nowhere = folder.join("no such folder").join("x.txt");
    through_dialog(&mut app, Chosen::Path(nowhere.clone()), &folder, true);
    let said = record_message(&app).expect("said");
    assert!(!said.ok);
    assert!(
        EN.say(&said.text).starts_with(&format!(
            "The record could not be saved in {}: ",
            nowhere.display()
        )),
        "{}",
        EN.say(&said.text)
    );

    // Opened: the file's text waits in the window (which opens) to be loaded there.
    let other = folder.join("other.txt");
    std::fs::write(&other, "1. e2-e3 b12-b10").unwrap();
    through_dialog(&mut app, Chosen::Path(other), &folder, false);
    app.update();
    let panel = app.world().resource::<RecordsPanel>().clone();
    assert_eq!(panel.draft, "1. e2-e3 b12-b10");
    assert!(panel.dropped, "the window loads it as a dropped file");
    assert!(
        ui_state(&app).is_open(WindowId::Records),
        "the records window is open"
    );

    // A file far larger than a record, one that is not text, one that is not there, and no
    // dialog at all: each said, and the box keeps what it had.
    let large = folder.join("large.txt");
    std::fs::write(&large, vec![b'1'; 2 << 20]).unwrap();
    let binary = folder.join("picture.png");
    std::fs::write(&binary, [0x89, b'P', b'N', b'G', 0xff, 0xfe]).unwrap();
    let missing = folder.join("missing.txt");
    let refusals = [
        (
            Chosen::Path(large.clone()),
            format!("{} is far too large to be a game record.", large.display()),
        ),
        (
            Chosen::Path(binary.clone()),
            format!("{} cannot be read: ", binary.display()),
        ),
        (
            Chosen::Path(missing.clone()),
            format!("{} cannot be read: ", missing.display()),
        ),
        (
            Chosen::NoDialog,
            "No file dialog can be shown on this system: drop the record's file on the window \
             or paste its text below."
                .to_owned(),
        ),
    ];
    for (chosen, words) in refusals {
        through_dialog(&mut app, chosen, &folder, false);
        let said = record_message(&app).expect("said");
        assert!(!said.ok);
        assert!(
            EN.say(&said.text).starts_with(&words),
            "{} / {words}",
            EN.say(&said.text)
        );
        assert!(!RU.say(&said.text).is_empty());
        assert_eq!(
            app.world().resource::<RecordsPanel>().draft,
            "1. e2-e3 b12-b10"
        );
    }
    let _ = std::fs::remove_dir_all(&folder);
}

#[test]
fn the_records_window_opens_a_file_and_saves_one_through_its_buttons() {
    let folder = scratch_folder("window");
    let opened = folder.join("game.txt");
    std::fs::write(&opened, "1. e2-e3 b12-b10 2. a1-a3").unwrap();
    let mut app = whole_game(launch_with(quiet_game(2)), 1280, 800);
    app.insert_resource(dialogs_giving(Chosen::Path(opened), &folder));
    app.world_mut()
        .write_message(PlayerAction::Panel(PanelAction::ShowRecords(true)));
    app.update();
    let open = widget_rect(&mut app, EN.text(Key::OpenRecord));
    click_within_one_frame(&mut app, open.center());
    until_dialog_ends(&mut app);
    app.update();
    // A game is in progress: the window asks before the file's record replaces it.
    let load = widget_rect(&mut app, EN.text(Key::LoadRecord));
    click_within_one_frame(&mut app, load.center());
    app.update();
    app.update();
    assert_eq!(played_moves(&app), ["e2-e3", "b12-b10", "a1-a3"]);

    let saved = folder.join("saved.txt");
    app.insert_resource(dialogs_giving(Chosen::Path(saved.clone()), &folder));
    let save = widget_rect(&mut app, EN.text(Key::SaveRecord));
    click_within_one_frame(&mut app, save.center());
    until_dialog_ends(&mut app);
    let text = std::fs::read_to_string(&saved).expect("saved through the window");
    assert!(text.contains("1. e2-e3 b12-b10 2. a1-a3"), "{text}");
    let _ = std::fs::remove_dir_all(&folder);
}

#[test]
fn a_friend_on_another_device_is_named_in_the_panel() {
    let mut app = two_players_from_the_start();
    app.world_mut()
        .write_message(epaminondas::game::board::model::SeatFriend(Some(
            Side::Black,
        )));
    app.update();
    assert_eq!(players_line(model(&app), EN), "You: White · Friend: Black");
    assert_eq!(players_line(model(&app), RU), "Вы — белые · друг: чёрные");
    assert_eq!(turn_line(model(&app)), Key::YourMove);
    click(&mut app, &["e2", "e3"]);
    assert_eq!(model(&app).game().moves().len(), 1);
    assert_eq!(turn_line(model(&app)), Key::FriendsMove);
    assert_eq!(EN.text(Key::FriendsMove), "Your friend's move");
}

// Every window takes its first click, whatever opened it and however slowly frames come.

/// A frame drawn at once, and the slowest frame the software renderer drew when a window's
/// pressed button was first painted.
const QUICK_FRAME: Duration = Duration::from_millis(50);
const SLOWEST_FRAME: Duration = Duration::from_secs(3);

/// How a click reaches the game at a low frame rate.
#[derive(Clone, Copy, Debug)]
enum ClickTiming {
    /// Press and release within one frame, at one frame a second.
    OneFrame,
    /// The press read by a frame that came quickly after the last, the release by the next
    /// one, which took seconds to draw.
    ReleaseAfterSlowFrame,
}

/// The egui widget labelled `label` in the area or window whose id is `area`, as the last
/// frame laid it out: its id and rectangle.
fn widget_in(app: &mut App, area: &str, label: &str) -> Option<(egui::Id, egui::Rect)> {
    primary_egui(app).global_style_mut(|style| style.debug.show_interactive_widgets = true);
    app.update();
    let area = egui::Id::new(area);
    primary_egui(app).viewport(|viewport| {
        let widgets = &viewport.prev_pass.widgets;
        widgets
            .layers()
            .filter(|(layer, _)| layer.id == area)
            .find_map(|(_, rects)| {
                rects.iter().find_map(|widget| {
                    let info = widgets.info(widget.id)?;
                    (info.label.as_deref() == Some(label)).then_some((widget.id, widget.rect))
                })
            })
    })
}

/// Clicks the widget labelled `label` in `area` as `timing` says, then lets the next frame
/// read what the click asked for.
fn click_in(app: &mut App, area: &str, label: &str, timing: ClickTiming) {
    let (_, rect) = widget_in(app, area, label)
        .unwrap_or_else(|| panic!("no {label:?} in the {area:?} on screen"));
    let at = rect.center();
    match timing {
        ClickTiming::OneFrame => click_within_one_frame(app, at),
        ClickTiming::ReleaseAfterSlowFrame => {
            let window = primary_window(app);
            let button = |state| {
                WindowEvent::MouseButtonInput(MouseButtonInput {
                    button: MouseButton::Left,
                    state,
                    window,
                })
            };
            app.insert_resource(TimeUpdateStrategy::ManualDuration(QUICK_FRAME));
            window_events(
                app,
                &[
                    WindowEvent::CursorMoved(CursorMoved {
                        window,
                        position: Vec2::new(at.x, at.y),
                        delta: None,
                    }),
                    button(ButtonState::Pressed),
                ],
            );
            app.insert_resource(TimeUpdateStrategy::ManualDuration(SLOWEST_FRAME));
            window_events(app, &[button(ButtonState::Released)]);
            app.insert_resource(TimeUpdateStrategy::ManualDuration(SLOW_FRAME));
        }
    }
    app.update();
}

/// The whole game on a board one capture from its end (White's pair on a2–a3 takes Black's
/// last stone), two players at this device; `finished`: that move is played.
fn game_one_capture_from_the_end(finished: bool) -> App {
    let position: Position = "14/14/14/14/14/14/14/B13/14/W13/W13/14 w"
        .parse()
        .expect("a position");
    let mut app = whole_game(
        launch_with(Game::from_position(position, GameOptions::default())),
        1280,
        800,
    );
    if finished {
        click(&mut app, &["a2", "a3", "a5"]);
        assert!(model(&app).outcome().is_some(), "the game is over");
    }
    app
}

/// A quiet game of `plies` moves, two players at this device, at 1280×800.
fn game_of(plies: usize) -> App {
    whole_game(launch_with(quiet_game(plies)), 1280, 800)
}

#[test]
fn every_window_takes_its_first_click_wherever_it_was_opened_from() {
    const BAR: &str = "toolbar";
    const BANNER: &str = WindowId::EndBanner.name();
    for timing in [ClickTiming::OneFrame, ClickTiming::ReleaseAfterSlowFrame] {
        let context = |place: &str| format!("{place}, {timing:?}");
        // Settings from the bar: a choice, Close, and the window's ×.
        let mut app = game_of(2);
        click_in(&mut app, BAR, EN.text(Key::Settings), timing);
        assert!(
            ui_state(&app).is_open(WindowId::Settings),
            "{}",
            context("Settings opened")
        );
        let assisted = app.world().resource::<Preferences>().assist;
        click_in(
            &mut app,
            WindowId::Settings.name(),
            EN.text(Key::Assist),
            timing,
        );
        assert!(
            app.world().resource::<Preferences>().assist != assisted,
            "{}",
            context("the first click in the Settings")
        );
        click_in(
            &mut app,
            WindowId::Settings.name(),
            EN.text(Key::Close),
            timing,
        );
        assert!(
            !ui_state(&app).is_open(WindowId::Settings),
            "{}",
            context("Close")
        );
        click_in(&mut app, BAR, EN.text(Key::Settings), timing);
        click_in(&mut app, WindowId::Settings.name(), "Close window", timing);
        assert!(
            !ui_state(&app).is_open(WindowId::Settings),
            "{}",
            context("the Settings' ×")
        );

        // The setup from the bar: a level, Cancel, ×, Start.
        let mut app = game_of(0);
        click_in(&mut app, BAR, EN.text(Key::NewGame), timing);
        click_in(
            &mut app,
            WindowId::Setup.name(),
            EN.text(Key::LevelMaster),
            timing,
        );
        assert_eq!(
            ui_state(&app).setup().map(|setup| setup.level),
            Some(Level::Master),
            "{}",
            context("the first click in the setup from the bar")
        );
        click_in(
            &mut app,
            WindowId::Setup.name(),
            EN.text(Key::Cancel),
            timing,
        );
        assert!(ui_state(&app).setup().is_none(), "{}", context("Cancel"));
        click_in(&mut app, BAR, EN.text(Key::NewGame), timing);
        click_in(&mut app, WindowId::Setup.name(), "Close window", timing);
        assert!(
            ui_state(&app).setup().is_none(),
            "{}",
            context("the setup's ×")
        );

        // The setup from the game-over card, each of its buttons, then Start.
        let mut app = game_one_capture_from_the_end(true);
        for (label, what) in [(EN.text(Key::Cancel), "Cancel"), ("Close window", "×")] {
            click_in(&mut app, BANNER, EN.text(Key::NewGame), timing);
            assert!(
                ui_state(&app).setup().is_some(),
                "{}",
                context("the setup opened from the card")
            );
            click_in(&mut app, WindowId::Setup.name(), label, timing);
            assert!(
                ui_state(&app).setup().is_none(),
                "{}",
                context(&format!("{what} in the setup opened from the card"))
            );
        }
        click_in(&mut app, BANNER, EN.text(Key::NewGame), timing);
        click_in(
            &mut app,
            WindowId::Setup.name(),
            EN.text(Key::Start),
            timing,
        );
        assert!(
            model(&app).outcome().is_none() && ui_state(&app).setup().is_none(),
            "{}",
            context("Start in the setup opened from the card began a new game")
        );

        // The setup, the Settings and the help from the menu (a gamepad's Start button).
        for (item, opened) in [
            (
                Key::NewGame,
                (|state: &UiState| state.setup().is_some()) as fn(&UiState) -> bool,
            ),
            (Key::Settings, |state: &UiState| {
                state.is_open(WindowId::Settings)
            }),
            (Key::Rules, |state: &UiState| state.help().is_some()),
        ] {
            let mut app = game_of(2);
            app.world_mut()
                .write_message(PlayerAction::Panel(PanelAction::ToggleMenu));
            app.update();
            click_in(&mut app, WindowId::Menu.name(), EN.text(item), timing);
            assert!(
                opened(&ui_state(&app)),
                "{}",
                context(&format!("{} from the menu", EN.text(item)))
            );
            let window = match item {
                Key::NewGame => WindowId::Setup.name(),
                Key::Settings => WindowId::Settings.name(),
                _ => WindowId::Help.name(),
            };
            click_in(&mut app, window, "Close window", timing);
            assert!(
                !ui_state(&app).any_window_open(),
                "{}",
                context(&format!("the × of {window} opened from the menu"))
            );
        }

        // The help and the records from the bar.
        let mut app = game_of(2);
        click_in(&mut app, BAR, EN.text(Key::Help), timing);
        assert!(ui_state(&app).help().is_some(), "{}", context("Help"));
        click_in(&mut app, WindowId::Help.name(), "Close window", timing);
        assert!(
            ui_state(&app).help().is_none(),
            "{}",
            context("the help's ×")
        );
        click_in(&mut app, BAR, EN.text(Key::RecordsButton), timing);
        assert!(
            ui_state(&app).is_open(WindowId::Records),
            "{}",
            context("Record")
        );
        click_in(&mut app, WindowId::Records.name(), "Close window", timing);
        assert!(
            !ui_state(&app).is_open(WindowId::Records),
            "{}",
            context("the records' ×")
        );

        // The first start's question, then again from the bar's Learn.
        let mut app = whole_game(LaunchOptions::default(), 1280, 800);
        assert!(
            ui_state(&app).is_open(WindowId::Welcome),
            "the first start asks"
        );
        click_in(
            &mut app,
            WindowId::Welcome.name(),
            EN.text(Key::Play),
            timing,
        );
        assert!(
            !ui_state(&app).is_open(WindowId::Welcome) && ui_state(&app).setup().is_some(),
            "{}",
            context("Play opens the setup")
        );
        click_in(
            &mut app,
            WindowId::Setup.name(),
            EN.text(Key::Cancel),
            timing,
        );
        click_in(&mut app, BAR, EN.text(Key::Learn), timing);
        assert!(
            ui_state(&app).is_open(WindowId::Welcome),
            "{}",
            context("Learn")
        );
        click_in(&mut app, WindowId::Welcome.name(), "Close window", timing);
        assert!(
            !ui_state(&app).is_open(WindowId::Welcome),
            "{}",
            context("the welcome's ×")
        );
    }
}

#[test]
fn tab_walks_the_setup_opened_from_the_game_over_card_to_its_start() {
    let mut app = game_one_capture_from_the_end(true);
    click_in(
        &mut app,
        WindowId::EndBanner.name(),
        EN.text(Key::NewGame),
        ClickTiming::OneFrame,
    );
    let (start, _) =
        widget_in(&mut app, WindowId::Setup.name(), EN.text(Key::Start)).expect("Start");
    let reached = (0..30).any(|_| {
        press_key(&mut app, KeyCode::Tab, LogicalKey::Tab);
        primary_egui(&mut app).memory(|memory| memory.focused()) == Some(start)
    });
    assert!(reached, "Tab reached Start");
    press_key(&mut app, KeyCode::Enter, LogicalKey::Enter);
    app.update();
    assert!(
        model(&app).outcome().is_none() && ui_state(&app).setup().is_none(),
        "Enter on Start began a new game"
    );
}

/// Runs one update and says whether it asked for the next frame (a resting window draws
/// nothing more until then).
fn update_asking(app: &mut App) -> bool {
    use bevy::window::RequestRedraw;
    let mut cursor = app
        .world()
        .resource::<Messages<RequestRedraw>>()
        .get_cursor_current();
    app.update();
    cursor
        .read(app.world().resource::<Messages<RequestRedraw>>())
        .count()
        > 0
}

#[test]
fn a_resting_window_draws_the_frames_that_answer_a_click() {
    let mut app = game_of(2);
    let (_, help) = widget_in(&mut app, "toolbar", EN.text(Key::Help)).expect("Help on the bar");
    // Past the first seconds' frames, the window rests.
    let rested = (0..20).any(|_| !update_asking(&mut app));
    assert!(rested, "the idle game rests");
    click_within_one_frame(&mut app, help.center());
    // A resting window draws only the frames asked for: as long as they are asked, and no
    // more.
    let mut frames = 0;
    while update_asking(&mut app) {
        frames += 1;
        assert!(frames < 10, "the game rests again");
    }
    assert!(ui_state(&app).help().is_some(), "the click opened the help");
    let shown = primary_egui(&mut app).memory(|memory| {
        let layer = egui::LayerId::new(egui::Order::Middle, egui::Id::new(WindowId::Help.name()));
        memory.areas().visible_last_frame(&layer) && memory.area_rect(layer.id).is_some()
    });
    assert!(shown, "the help is drawn before the window rests");
    assert!(
        frames >= 2,
        "the frames after the click were asked for: {frames}"
    );
}

/// A toast that waits for the first start's question (on a machine without a graphics card the
/// game says it chose Fast graphics) lets the window rest; once the question is answered, the
/// toast counts down and goes by itself.
#[test]
fn a_toast_waiting_for_the_welcome_lets_the_window_rest() {
    let mut app = whole_game(LaunchOptions::default(), 1280, 800);
    assert!(
        ui_state(&app).is_open(WindowId::Welcome),
        "the first start asks"
    );
    app.world_mut()
        .write_message(epaminondas::game::notify::Toast(Key::GraphicsFastChosen));
    let rested = (0..40).any(|_| !update_asking(&mut app));
    assert!(rested, "the window rests while the toast waits");
    let asked = (0..20).filter(|_| update_asking(&mut app)).count();
    assert_eq!(asked, 0, "no frame is asked for while nothing happens");
    press_key(&mut app, KeyCode::Escape, LogicalKey::Escape);
    app.update();
    assert!(
        !ui_state(&app).is_open(WindowId::Welcome),
        "Escape closed the welcome"
    );
    let settings = app.world().resource::<bevy::winit::WinitSettings>();
    assert!(
        matches!(
            settings.focused_mode,
            bevy::winit::UpdateMode::Reactive { wait, .. } if wait <= Duration::from_secs(3)
        ),
        "the toast wakes the window when its time is up: {:?}",
        settings.focused_mode
    );
}

#[test]
fn a_breakthrough_to_answer_is_said_in_the_heading() {
    // Black's stone on g1 has broken through; White, to move, must answer.
    let text = "14/14/14/14/14/14/14/14/14/14/W13/6B7 w";
    let app = from_position(text);
    assert!(model(&app).game().position().must_answer_breakthrough());
    assert_eq!(
        heading_line(model(&app), EN, false),
        "Black broke through: White must answer now"
    );
    assert_eq!(
        heading_line(model(&app), RU, false),
        "Чёрные прорвались: белые должны ответить сейчас"
    );
    // Against the computer the player is spoken to.
    let position: Position = text.parse().expect("a position");
    let against = GameSettings {
        opponent: Opponent::Computer,
        side: SideChoice::White,
        ..default()
    };
    let app = app_with(
        Game::from_position(position, GameOptions::default()),
        against,
        Side::White,
    );
    assert_eq!(
        heading_line(model(&app), EN, false),
        "Broken through: answer it with this move"
    );
    assert_eq!(
        heading_line(model(&app), RU, false),
        "Прорыв: ответьте на него этим ходом"
    );
    // Nothing to answer: the turn.
    let app = two_players_from_the_start();
    assert_eq!(heading_line(model(&app), EN, false), "White to move");
}

#[test]
fn windows_open_one_at_a_time_and_dim_the_board_behind_them() {
    let mut app = game_of(2);
    click_in(
        &mut app,
        "toolbar",
        EN.text(Key::Settings),
        ClickTiming::OneFrame,
    );
    // The veil is what a click beside the window, on the board, meets.
    let dimmed = |app: &mut App| {
        let backdrop = egui::LayerId::new(egui::Order::Middle, egui::Id::new("modal backdrop"));
        primary_egui(app).layer_id_at(egui::pos2(120.0, 400.0)) == Some(backdrop)
    };
    assert!(dimmed(&mut app), "the Settings dim the board");
    // The bar lies under the veil: a click there closes the Settings and opens nothing.
    click_in(
        &mut app,
        "toolbar",
        EN.text(Key::NewGame),
        ClickTiming::OneFrame,
    );
    assert!(!ui_state(&app).any_window_open(), "{:?}", ui_state(&app));
    assert!(!dimmed(&mut app), "no veil without a window");
    // The setup opened while the Settings are open replaces them.
    app.world_mut()
        .write_message(PlayerAction::Panel(PanelAction::ShowSettings(true)));
    app.update();
    app.world_mut()
        .write_message(PlayerAction::Panel(PanelAction::OpenSetup));
    app.update();
    assert!(ui_state(&app).setup().is_some() && !ui_state(&app).is_open(WindowId::Settings));
    // The setup takes its clicks above the veil.
    click_in(
        &mut app,
        WindowId::Setup.name(),
        EN.text(Key::LevelMaster),
        ClickTiming::OneFrame,
    );
    assert_eq!(
        ui_state(&app).setup().map(|setup| setup.level),
        Some(Level::Master)
    );
}

#[test]
fn a_friend_who_opens_an_invitation_is_not_asked_the_first_start_question() {
    let launch = LaunchOptions {
        online: epaminondas::game::launch::OnlineLaunch {
            relay: Some(
                epaminondas_play::online::RelayUrl::parse("ws://127.0.0.1:9").expect("a relay"),
            ),
            room: Some(epaminondas_play::online::RoomCode::parse("K7MQ2X").expect("a room")),
        },
        ..default()
    };
    let mut app = whole_game(launch, 1280, 800);
    for _ in 0..3 {
        app.update();
    }
    assert!(
        app.world()
            .get_resource::<epaminondas::game::online::OnlineGame>()
            .is_some(),
        "in the room"
    );
    assert!(
        !ui_state(&app).is_open(WindowId::Welcome),
        "no question over the room's game"
    );
    assert!(
        app.world().resource::<Preferences>().welcomed,
        "nor at the next start"
    );
}

/// The widgets of the last frame that lie outside the screen, or outside the area or window
/// that holds them (cut by its edge), each named by its layer and text.
fn widgets_cut(app: &mut App, width: f32, height: f32) -> Vec<String> {
    widgets_outside(app, width, height, |outer, widget| {
        outer.contains_rect(widget)
    })
}

/// The widgets of the last frame that run past the left or right side of the screen or of the
/// area that holds them: a column taller than its panel scrolls on purpose, a row wider than
/// it is cut.
fn widgets_cut_across(app: &mut App, width: f32, height: f32) -> Vec<String> {
    widgets_outside(app, width, height, |outer, widget| {
        outer.x_range().contains(widget.left()) && outer.x_range().contains(widget.right())
    })
}

/// The widgets of the last frame that `inside` (given their holder, grown by a point, and
/// their rectangle) says are not within the screen or the area that holds them.
fn widgets_outside(
    app: &mut App,
    width: f32,
    height: f32,
    inside: impl Fn(egui::Rect, egui::Rect) -> bool + Copy,
) -> Vec<String> {
    primary_egui(app).global_style_mut(|style| style.debug.show_interactive_widgets = true);
    app.update();
    let screen = egui::Rect::from_min_size(egui::Pos2::ZERO, egui::vec2(width, height));
    let ctx = primary_egui(app);
    let layers: Vec<egui::LayerId> = ctx.viewport(|viewport| {
        viewport
            .prev_pass
            .widgets
            .layers()
            .map(|(layer, _)| *layer)
            .collect()
    });
    let areas: Vec<(egui::LayerId, egui::Rect)> = layers
        .into_iter()
        .filter_map(|layer| Some((layer, ctx.memory(|m| m.area_rect(layer.id))?)))
        .collect();
    ctx.viewport(|viewport| {
        let widgets = &viewport.prev_pass.widgets;
        widgets
            .layers()
            .flat_map(|(layer, rects)| {
                let area = areas
                    .iter()
                    .find(|(id, _)| id == layer)
                    .map(|(_, rect)| *rect);
                rects.iter().filter_map(move |widget| {
                    let info = widgets.info(widget.id)?;
                    let label = info.label.clone()?;
                    // A widget scrolled out of view is clipped on purpose, and the help's
                    // text scrolls under its window's edge.
                    let help_text = info.typ == egui::WidgetType::Label
                        && layer.id == egui::Id::new(WindowId::Help.name());
                    if widget.interact_rect.is_negative() || help_text {
                        return None;
                    }
                    let within = |outer: egui::Rect| inside(outer.expand(1.0), widget.rect);
                    let cut = !within(screen) || area.is_some_and(|area| !within(area));
                    cut.then(|| format!("{:?} {label:?} at {:?}", layer.id, widget.rect))
                })
            })
            .collect()
    })
}

#[test]
fn every_panel_and_window_is_whole_at_every_size() {
    // Each size at 100 %, and the laptop's at a UI scale of 200 % (the panels then lay out in
    // half as many of egui's points).
    let sizes = [
        (1280, 800, 1.0),
        (800, 600, 1.0),
        (600, 900, 1.0),
        (390, 844, 1.0),
        (844, 390, 1.0),
        (1280, 800, 2.0),
    ];
    let opened: [(&str, Option<PlayerAction>); 9] = [
        ("the game", None),
        ("the menu", Some(PanelAction::ToggleMenu.into())),
        (
            "a review",
            Some(GameAction::Review(ReviewStep::ToPly(19)).into()),
        ),
        ("the setup", Some(PanelAction::OpenSetup.into())),
        ("the Settings", Some(PanelAction::ShowSettings(true).into())),
        ("the records", Some(PanelAction::ShowRecords(true).into())),
        ("the welcome", Some(PanelAction::ShowWelcome(true).into())),
        (
            "the help",
            Some(PanelAction::ToggleHelp(epaminondas::game::values::HelpTab::Rules).into()),
        ),
        (
            "the about tab",
            Some(PanelAction::ToggleHelp(epaminondas::game::values::HelpTab::About).into()),
        ),
    ];
    let mut cut = Vec::new();
    for (width, height, scale) in sizes {
        for (what, action) in opened {
            // On a phone held upright or turned sideways, and in the 400 points of height a
            // laptop's window has at 200 %, a review's column is taller than its panel and
            // scrolls: its foot is cut by the scrolled view until scrolled to.
            let phone = [(390, 844), (844, 390)].contains(&(width, height));
            if (phone || scale > 1.0) && what == "a review" {
                continue;
            }
            let mut app = whole_game(launch_with(quiet_game(30)), width, height);
            open_at_scale(&mut app, scale, action);
            let (points_wide, points_high) = (width as f32 / scale, height as f32 / scale);
            for widget in widgets_cut(&mut app, points_wide, points_high) {
                cut.push(format!("{width}×{height} at {scale}, {what}: {widget}"));
            }
        }
    }
    assert!(cut.is_empty(), "cut widgets:\n{}", cut.join("\n"));
}

/// Sets `app`'s UI scale and opens what `action` opens (nothing: the game), with the frames
/// the walks over sizes and languages give them before they look for cut widgets.
fn open_at_scale(app: &mut App, scale: f32, action: Option<PlayerAction>) {
    app.world_mut()
        .write_message(PlayerAction::from(PreferenceChange::UiScale(scale)));
    app.update();
    if let Some(action) = action {
        app.world_mut().write_message(action);
        app.update();
    }
    app.update();
}

#[test]
fn every_panel_and_window_is_whole_in_every_language_at_every_ui_scale() {
    // A finished game's analysis, so that the side panel shows the graph and the verdict's
    // table (whose Russian column ran off the panel's edge at 150 %, and whose German
    // "Genauigkeit" broke after its tenth letter at 800×600). A column taller than its panel
    // scrolls, so only what runs past a side counts here; the walk over sizes above checks the
    // height at 100 % and 200 %. No text breaks a word across two lines.
    let game = quiet_game(30);
    let stop = Arc::new(std::sync::atomic::AtomicBool::new(false));
    let plies = epaminondas_engine::analysis::analyse_game(
        &game,
        Strength::Depth(1),
        1,
        &stop,
        &mut |_| {},
    )
    .expect("an analysis at depth 1");
    let opened: [(&str, Option<PlayerAction>); 6] = [
        ("the game", None),
        ("the menu", Some(PanelAction::ToggleMenu.into())),
        ("the setup", Some(PanelAction::OpenSetup.into())),
        ("the Settings", Some(PanelAction::ShowSettings(true).into())),
        ("the welcome", Some(PanelAction::ShowWelcome(true).into())),
        (
            "the help",
            Some(PanelAction::ToggleHelp(epaminondas::game::values::HelpTab::Rules).into()),
        ),
    ];
    let sizes = [(1280, 800, 1.5), (1280, 800, 2.0), (800, 600, 1.0)];
    let mut cut = Vec::new();
    for language in [Language::English, Language::Russian, Language::German] {
        for (width, height, scale) in sizes {
            for (what, action) in &opened {
                let mut app = whole_game(launch_with(game.clone()), width, height);
                app.insert_resource(GameAnalysis::loaded(&game, plies.clone()))
                    .init_resource::<BrokenWords>()
                    .add_systems(
                        PostUpdate,
                        find_broken_words
                            .after(EguiPostUpdateSet::EndPass)
                            .before(EguiPostUpdateSet::ProcessOutput),
                    );
                app.world_mut()
                    .write_message(PlayerAction::from(PreferenceChange::Language(language)));
                open_at_scale(&mut app, scale, *action);
                let (points_wide, points_high) = (width as f32 / scale, height as f32 / scale);
                let case = format!("{language:?} at {width}×{height}, {scale}, {what}");
                for widget in widgets_cut_across(&mut app, points_wide, points_high) {
                    cut.push(format!("{case}: {widget}"));
                }
                for broken in &app.world().resource::<BrokenWords>().0 {
                    cut.push(format!("{case}: a word broken across lines: {broken}"));
                }
            }
        }
    }
    assert!(cut.is_empty(), "cut widgets:\n{}", cut.join("\n"));
}

/// The words the last frame's texts broke across two lines, each as "end of a line|start of
/// the next".
#[derive(Resource, Default)]
struct BrokenWords(Vec<String>);

/// Finds the words the pass just ended broke across lines: a line that wrapped (not one a
/// newline ended) between two letters or figures.
fn find_broken_words(outputs: Query<&EguiFullOutput>, mut broken: ResMut<BrokenWords>) {
    fn find(shape: &egui::Shape, broken: &mut Vec<String>) {
        match shape {
            egui::Shape::Vec(shapes) => shapes.iter().for_each(|shape| find(shape, broken)),
            egui::Shape::Text(text) => {
                let line = |row: &egui::epaint::text::Row| -> String {
                    row.glyphs.iter().map(|glyph| glyph.chr).collect()
                };
                for pair in text.galley.rows.windows(2) {
                    let ends = pair[0].glyphs.last().map(|glyph| glyph.chr);
                    let starts = pair[1].glyphs.first().map(|glyph| glyph.chr);
                    if !pair[0].ends_with_newline
                        && ends.is_some_and(char::is_alphanumeric)
                        && starts.is_some_and(char::is_alphanumeric)
                    {
                        broken.push(format!("{}|{}", line(&pair[0]), line(&pair[1])));
                    }
                }
            }
            _ => {}
        }
    }
    broken.0.clear();
    for output in &outputs {
        for clipped in output.0.iter().flat_map(|output| &output.shapes) {
            find(&clipped.shape, &mut broken.0);
        }
    }
}

/// The texture on the board's top.
fn board_texture(app: &mut App) -> Option<Handle<Image>> {
    let material = app
        .world_mut()
        .query_filtered::<&MeshMaterial3d<StandardMaterial>, With<BoardTop>>()
        .single(app.world())
        .expect("the board's top")
        .0
        .clone();
    app.world()
        .resource::<Assets<StandardMaterial>>()
        .get(&material)
        .and_then(|material| material.base_color_texture.clone())
}

#[test]
fn the_settings_hold_the_ui_scale_reduced_motion_and_the_high_contrast_board() {
    let mut app = whole_game(launch_with(quiet_game(0)), 1280, 800);
    app.world_mut()
        .write_message(PlayerAction::from(PanelAction::ShowSettings(true)));
    app.update();
    let wood = board_texture(&mut app);
    assert!(wood.is_some(), "the board's top has its wood");
    assert!(!app.world().resource::<ReducedMotion>().0);
    assert_eq!(
        shown_rims(&mut app),
        (56, 0),
        "every stone has its rim, hidden on wood"
    );
    for key in [Key::ReduceMotion, Key::HighContrast] {
        let at = widget_in(&mut app, WindowId::Settings.name(), EN.text(key))
            .unwrap_or_else(|| panic!("{key:?} in the Settings"))
            .1;
        click_within_one_frame(&mut app, at.center());
        app.update();
    }
    let preferences = app.world().resource::<Preferences>().clone();
    assert_eq!(preferences.reduced_motion, Some(true));
    assert!(preferences.high_contrast);
    assert!(
        app.world().resource::<ReducedMotion>().0,
        "the board's motion follows"
    );
    assert_ne!(
        board_texture(&mut app),
        wood,
        "the board is drawn in its high-contrast colours"
    );
    assert_eq!(shown_rims(&mut app), (56, 56), "the stones' rims show");
    let double = widget_in(&mut app, WindowId::Settings.name(), &EN.percent(200.0))
        .expect("200 % in the Settings")
        .1;
    click_within_one_frame(&mut app, double.center());
    // The zoom takes effect in the next pass, the bars' new insets in the one after, and the
    // viewport follows them a frame later.
    for _ in 0..3 {
        app.update();
    }
    assert_eq!(app.world().resource::<Preferences>().ui_scale, 2.0);
    assert_eq!(primary_egui(&mut app).zoom_factor(), 2.0);
    // The board's viewport leaves the panels their room at twice the size, and keeps most of
    // the window's width.
    let insets = app.world().resource::<BoardInsets>().in_window(2.0);
    let viewport = app
        .world_mut()
        .query_filtered::<&Camera, With<BoardCamera>>()
        .single(app.world())
        .expect("the board's camera")
        .viewport
        .clone()
        .expect("a viewport beside the panels");
    assert_eq!(
        viewport.physical_position.y,
        insets.top.round() as u32,
        "the bar's height at 200 %"
    );
    assert_eq!(
        viewport.physical_size.x,
        1280 - insets.left.round() as u32 - insets.right.round() as u32
    );
    assert!(
        viewport.physical_size.x >= 640,
        "the board keeps {} of 1280 pixels",
        viewport.physical_size.x
    );
    // Back to the wood.
    app.world_mut()
        .write_message(PlayerAction::from(PreferenceChange::HighContrast(false)));
    app.update();
    assert!(!app.world().resource::<Preferences>().high_contrast);
    assert_eq!(
        board_texture(&mut app),
        wood,
        "the wood again, not made anew"
    );
    assert_eq!(shown_rims(&mut app), (56, 0), "the rims hide again");
}

/// How many stones have a high-contrast rim, and how many of those rims show.
fn shown_rims(app: &mut App) -> (usize, usize) {
    let world = app.world_mut();
    let rims: Vec<(Entity, Visibility)> = world
        .query_filtered::<(&ChildOf, &Visibility), With<ContrastRim>>()
        .iter(world)
        .map(|(parent, visibility)| (parent.parent(), *visibility))
        .collect();
    let on_stones = rims
        .iter()
        .filter(|(stone, _)| world.get::<Stone>(*stone).is_some())
        .count();
    let shown = rims
        .iter()
        .filter(|(_, visibility)| *visibility != Visibility::Hidden)
        .count();
    (on_stones, shown)
}

#[test]
fn help_about_shows_the_version_and_the_licences() {
    let mut app = whole_game(launch_with(quiet_game(0)), 1280, 800);
    app.world_mut()
        .write_message(PlayerAction::from(PanelAction::ToggleHelp(
            epaminondas::game::values::HelpTab::About,
        )));
    app.update();
    let version = Language::English
        .say(&Text::new(Key::AboutVersion).with("version", epaminondas::about::version()));
    assert!(version.contains(epaminondas::about::version()));
    assert!(
        widget_in(&mut app, WindowId::Help.name(), &version).is_some(),
        "no {version:?} in the About tab"
    );
    let first_line = epaminondas::about::licences()
        .lines()
        .next()
        .expect("a licence list or the lines that say how to get it");
    assert!(
        widget_in(&mut app, WindowId::Help.name(), first_line).is_some(),
        "no {first_line:?} in the About tab"
    );
}

/// A toast written while the window rests (the record copied to the clipboard) is drawn in the
/// next frame, not at the next input.
#[test]
fn a_toast_asks_for_the_frame_that_shows_it() {
    let mut app = game_of(2);
    let rested = (0..40).any(|_| !update_asking(&mut app));
    assert!(rested, "the idle game rests");
    app.world_mut()
        .write_message(epaminondas::game::notify::Toast(Key::GraphicsFastChosen));
    assert!(update_asking(&mut app), "the toast's frame is asked for");
}

/// T pressed with its text, as a keyboard types it.
fn type_t(app: &mut App) {
    let window = primary_window(app);
    let key = |state| {
        WindowEvent::KeyboardInput(KeyboardInput {
            key_code: KeyCode::KeyT,
            logical_key: LogicalKey::Character("t".into()),
            state,
            text: (state == ButtonState::Pressed).then(|| "t".into()),
            repeat: false,
            window,
        })
    };
    window_events(
        app,
        &[key(ButtonState::Pressed), key(ButtonState::Released)],
    );
}

/// The move box: T opens it, a second T pressed while it comes is not typed into its field,
/// its × stays where it was as its log fills, and Escape closes it.
#[test]
fn the_move_box_takes_no_second_t_keeps_its_place_and_closes_on_escape() {
    use epaminondas::game::access::MoveBox;
    let mut app = game_of(2);
    type_t(&mut app);
    type_t(&mut app);
    app.update();
    let boxed = app.world().resource::<MoveBox>();
    assert!(boxed.open, "T opened the box");
    assert_eq!(boxed.text, "", "the second T was not typed");
    let close = widget_in(&mut app, "move-box", "Close window").map(|(_, rect)| rect);
    assert!(close.is_some(), "the box is drawn with its ×");
    // A refused move and a few announcements: the box keeps its size and place.
    for text in ["hello", "z9-z10", "a1-a9"] {
        app.world_mut()
            .write_message(epaminondas::game::access::TypedMove(text.into()));
        app.update();
    }
    let close_after = widget_in(&mut app, "move-box", "Close window").map(|(_, rect)| rect);
    assert_eq!(close, close_after, "the × did not move");
    press_key(&mut app, KeyCode::Escape, LogicalKey::Escape);
    app.update();
    assert!(
        !app.world().resource::<MoveBox>().open,
        "Escape closed the box"
    );
}

/// The Players online window with a signed-in player's lists, as the server would fill them.
fn players_online_at(width: u32, height: u32, language: Language, tab: Tab) -> App {
    use epaminondas_play::correspondence::api::{
        Account, Challenge, MyGame, RankedPlayer, Rating, Session,
    };
    let mut app = whole_game(launch_with(quiet_game(10)), width, height);
    app.world_mut()
        .write_message(PlayerAction::from(PreferenceChange::Language(language)));
    // A port nothing listens on: each read fails at once and says so, as a server down would.
    *app.world_mut().resource_mut::<ServerAccount>() = ServerAccount {
        address: "http://127.0.0.1:9".into(),
        session: Some(Session {
            account: Account {
                id: "a".into(),
                name: "konstantin_v".into(),
                guest: false,
            },
            token: "t".into(),
        }),
        shown_game: None,
    };
    let rating = Rating {
        rating: 1734.4,
        deviation: 118.0,
        provisional: true,
        games: 4,
    };
    let challenge = |creator: &str, days: i64, colour: &str, rated: bool| Challenge {
        id: creator.into(),
        creator: creator.into(),
        creator_rating: rating,
        days_per_move: days,
        colour: colour.into(),
        rated,
        opponent: None,
        min_rating: None,
        max_rating: None,
        created_ms: 0,
    };
    let game = |opponent: &str, your_turn: bool, result: Option<&str>| MyGame {
        id: opponent.into(),
        colour: "white".into(),
        opponent: opponent.into(),
        your_turn,
        time_left_ms: Some(3 * 86_400_000 - 1),
        ply: 12,
        days_per_move: 3,
        rated: true,
        result: result.map(str::to_owned),
    };
    {
        let mut play = app.world_mut().resource_mut::<ServerPlay>();
        play.lobby = vec![
            challenge("alexandra_petrova", 14, "random", true),
            challenge("guest-2f9c1a", 1, "white", false),
            challenge("boris", 5, "black", true),
            challenge("wilhelmina", 7, "random", true),
        ];
        play.challenges.incoming = vec![challenge("dmitri_k", 2, "black", true)];
        play.games = vec![
            game("alexandra_petrova", true, None),
            game("boris", false, None),
            game("wilhelmina", false, Some("1-0")),
        ];
        play.ratings = (0..12)
            .map(|rank| RankedPlayer {
                name: format!("player_{rank}"),
                rating,
            })
            .collect();
    }
    app.world_mut()
        .write_message(ServerCommand::OpenWindow(tab));
    for _ in 0..3 {
        app.update();
    }
    app
}

/// What is wrong with the window `id` in the last frame: the window past the screen's edge, or
/// a widget of it past the window's left or right edge (a line that does not wrap). A widget
/// past its foot or head is scrolled there, as a long tab's body is.
fn window_cut(app: &mut App, id: &str, width: f32, height: f32) -> Vec<String> {
    app.update();
    let ctx = primary_egui(app);
    let screen = egui::Rect::from_min_size(egui::Pos2::ZERO, egui::vec2(width, height));
    let Some(area) = ctx.memory(|m| m.area_rect(egui::Id::new(id))) else {
        return vec![format!("no window {id}")];
    };
    let mut problems = Vec::new();
    if !screen.expand(1.0).contains_rect(area) {
        problems.push(format!("the window at {area:?}"));
    }
    ctx.viewport(|viewport| {
        let widgets = &viewport.prev_pass.widgets;
        for (layer, rects) in widgets.layers() {
            if layer.id != egui::Id::new(id) {
                continue;
            }
            for widget in rects {
                let label = widgets.info(widget.id).and_then(|info| info.label.clone());
                let beside =
                    widget.rect.min.x < area.min.x - 1.0 || widget.rect.max.x > area.max.x + 1.0;
                if let Some(label) = label.filter(|_| beside) {
                    problems.push(format!("{label:?} at {:?}", widget.rect));
                }
            }
        }
    });
    problems
}

#[test]
fn the_players_online_window_is_whole_at_every_size_in_every_language() {
    let sizes = [(1280, 800), (800, 600), (390, 844), (844, 390)];
    let mut cut = Vec::new();
    for (width, height) in sizes {
        for language in [Language::English, Language::German, Language::Russian] {
            for tab in [Tab::Account, Tab::Lobby, Tab::Games, Tab::Ratings] {
                let mut app = players_online_at(width, height, language, tab);
                assert!(
                    app.world().resource::<ServerWindow>().open,
                    "the window is open"
                );
                let (wide, high) = (width as f32, height as f32);
                for problem in window_cut(&mut app, WindowId::Server.name(), wide, high) {
                    cut.push(format!(
                        "{width}×{height}, {language:?}, {tab:?}: {problem}"
                    ));
                }
            }
        }
    }
    assert!(cut.is_empty(), "cut widgets:\n{}", cut.join("\n"));
}

/// On a phone held upright the toast (the first start's word that Fast graphics were chosen)
/// stands at the foot of the panel under the board, not over the board's first rank, in
/// English and in Russian's longer words.
#[test]
fn a_phones_toast_stands_in_the_panel_under_the_board() {
    for language in [EN, RU] {
        let mut app = whole_game(launch_with(quiet_game(2)), 390, 844);
        app.world_mut()
            .write_message(PlayerAction::from(PreferenceChange::Language(language)));
        app.update();
        app.world_mut()
            .write_message(epaminondas::game::notify::Toast(Key::GraphicsFastChosen));
        // Frames of a second each: the toast, shown for three, is still there.
        app.update();
        let words = widget_rect(&mut app, language.text(Key::GraphicsFastChosen));
        let insets = app.world().resource::<BoardInsets>().in_window(1.0);
        let panel_top = 844.0 - insets.bottom;
        assert!(
            words.top() >= panel_top,
            "{language:?}: the toast at {words:?}, the panel from {panel_top}"
        );
    }
}
