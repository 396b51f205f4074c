//! What the player chose and the game remembers: the setup of the next game, sound, language,
//! view, graphics, the assist for newcomers, and the player's wins and losses against each
//! level. [`Preferences`] is the only owner of these; the store saves it whenever it changes,
//! and the command line's choices are laid over it at launch.

use bevy::prelude::*;
use serde::{Deserialize, Serialize};

use super::action::{GameAction, PlayerAction, PreferenceChange};
use super::board::model::{GameEnded, GameModel, RestoreGame};
use super::board::motion::ReducedMotion;
use super::board::puzzle::PuzzleTrainer;
use super::board::tutorial::Tutorial;
use super::launch::LaunchOptions;
use super::schedule::GameSystems;
use super::values::{BoardView, GameSettings, GraphicsQuality, Language};
use crate::game::values::Opponent;
use epaminondas_engine::Level;
use epaminondas_play::puzzle::PuzzleProgress;

/// The volume a first launch starts with, as a fraction of full volume.
pub const DEFAULT_VOLUME: f32 = 0.7;
/// The smallest scale of the panels and windows (75 %).
pub const MIN_UI_SCALE: f32 = 0.75;
/// The largest scale of the panels and windows (200 %).
pub const MAX_UI_SCALE: f32 = 2.0;

/// The player's remembered choices.
///
/// Every field has a default, so a value saved before a field was added still loads.
#[derive(Resource, Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(default)]
pub struct Preferences {
    /// The choices of the setup panel; they apply to the next game when the player presses Start.
    pub next_game: GameSettings,
    /// Whether sounds play.
    pub sound_on: bool,
    /// The volume, from 0 (silent) to 1 (full).
    pub volume: f32,
    /// The language the player picked; `None` follows the system or browser.
    pub language: Option<Language>,
    /// The board view the player picked last.
    pub view: BoardView,
    /// The graphics quality the player picked; `None` lets the renderer decide.
    pub graphics: Option<GraphicsQuality>,
    /// The ids of the tutorial's lessons the player has finished (`learn::Lesson::id`).
    pub lessons_done: Vec<String>,
    /// Whether the first start's question (learn to play, or play) has been asked. Only a
    /// first launch starts without it: preferences saved before this field existed were saved
    /// by someone who had played already, so they load with it set.
    #[serde(default = "played_before")]
    pub welcomed: bool,
    /// Whether the board marks the stones either side could capture next move (the assist
    /// for newcomers): on for a new player until they switch it off in Settings; preferences
    /// saved before this field existed were saved by someone who had played without it, so
    /// they load with it off.
    #[serde(default)]
    pub assist: bool,
    /// The player's finished games against the computer, per level (levels never played are
    /// left out).
    pub results: Vec<LevelResults>,
    /// The scale of the panels, windows and their text (1 is 100 %).
    pub ui_scale: f32,
    /// Whether motion is reduced; `None` follows the system (in the page, the browser's
    /// `prefers-reduced-motion`).
    pub reduced_motion: Option<bool>,
    /// Whether the board is drawn in strong plain colours instead of wood.
    pub high_contrast: bool,
    /// The player's puzzles: rating, history, best streak, the day's puzzle.
    pub puzzles: PuzzleProgress,
}

/// The player's finished games against one level of the computer.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct LevelResults {
    /// The level.
    pub level: Level,
    /// Games the player won.
    pub wins: u32,
    /// Games the player lost.
    pub losses: u32,
}

/// How a finished game against the computer went for the player.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum PlayerResult {
    /// The player won.
    Won,
    /// The computer won.
    Lost,
    /// Nobody won.
    Drawn,
}

/// The language of the system (native) or the browser (web); English when it is unknown or
/// not one the game speaks. Asked once, then remembered.
fn system_language() -> Language {
    static SYSTEM: std::sync::OnceLock<Language> = std::sync::OnceLock::new();
    *SYSTEM.get_or_init(|| {
        sys_locale::get_locale()
            .map(|tag| Language::from_locale(&tag))
            .unwrap_or_default()
    })
}

/// Whether the system asks for less motion: in the page, the browser's
/// `prefers-reduced-motion`; the desktop has no such setting this game can read (no).
fn system_reduces_motion() -> bool {
    #[cfg(target_arch = "wasm32")]
    {
        browser_reduces_motion()
    }
    #[cfg(not(target_arch = "wasm32"))]
    {
        false
    }
}

/// Whether the browser asks for less motion (the media query `prefers-reduced-motion:
/// reduce`). Read through `matchMedia` by name, so that no further web-sys feature (and
/// rebuild) is needed.
#[cfg(target_arch = "wasm32")]
fn browser_reduces_motion() -> bool {
    use wasm_bindgen::{JsCast, JsValue};
    let Some(window) = web_sys::window() else {
        return false;
    };
    let window = JsValue::from(window);
    let Ok(match_media) = js_sys::Reflect::get(&window, &"matchMedia".into()) else {
        return false;
    };
    let Some(match_media) = match_media.dyn_ref::<js_sys::Function>() else {
        return false;
    };
    match_media
        .call1(&window, &"(prefers-reduced-motion: reduce)".into())
        .and_then(|list| js_sys::Reflect::get(&list, &"matches".into()))
        .is_ok_and(|matches| matches.is_truthy())
}

/// Keeps the board's [`ReducedMotion`] in step with the preferences (and the system).
fn follow_motion(preferences: Res<Preferences>, mut motion: ResMut<ReducedMotion>) {
    if preferences.is_changed() {
        motion.set_if_neq(ReducedMotion(preferences.reduces_motion()));
    }
}

/// The first-start flag of preferences saved by a version that did not have it: whoever saved
/// them has started the game before.
fn played_before() -> bool {
    true
}

impl Default for Preferences {
    fn default() -> Self {
        Preferences {
            next_game: GameSettings::default(),
            sound_on: true,
            volume: DEFAULT_VOLUME,
            language: None,
            view: BoardView::default(),
            graphics: None,
            lessons_done: Vec::new(),
            welcomed: false,
            assist: true,
            results: Vec::new(),
            ui_scale: 1.0,
            reduced_motion: None,
            high_contrast: false,
            puzzles: PuzzleProgress::default(),
        }
    }
}

impl Preferences {
    /// The same preferences with every number in its range (a hand-edited or damaged store may
    /// hold anything that parses).
    pub fn sanitized(mut self) -> Preferences {
        self.volume = if self.volume.is_finite() {
            self.volume.clamp(0.0, 1.0)
        } else {
            DEFAULT_VOLUME
        };
        self.ui_scale = if self.ui_scale.is_finite() {
            self.ui_scale.clamp(MIN_UI_SCALE, MAX_UI_SCALE)
        } else {
            1.0
        };
        self
    }

    /// The same preferences with what the command line (or the page's address) asked for laid
    /// over them.
    pub fn with_launch(mut self, launch: &LaunchOptions) -> Preferences {
        if let Some(view) = launch.view {
            self.view = view;
        }
        if let Some(language) = launch.lang {
            self.language = Some(language);
        }
        if let Some(graphics) = launch.graphics {
            self.graphics = Some(graphics);
        }
        if let Some(scale) = launch.ui_scale {
            self.ui_scale = scale;
        }
        if launch.high_contrast {
            self.high_contrast = true;
        }
        if launch.reduced_motion {
            self.reduced_motion = Some(true);
        }
        self.sanitized()
    }

    /// The language the game speaks: the one picked, else the system's or browser's.
    pub fn language(&self) -> Language {
        self.language.unwrap_or_else(system_language)
    }

    /// Whether motion is reduced: as the player chose, else as the system asks.
    pub fn reduces_motion(&self) -> bool {
        self.reduced_motion.unwrap_or_else(system_reduces_motion)
    }

    /// The player's wins and losses against `level` (none yet: both zero).
    pub fn results_at(&self, level: Level) -> LevelResults {
        self.results
            .iter()
            .find(|results| results.level == level)
            .copied()
            .unwrap_or(LevelResults {
                level,
                wins: 0,
                losses: 0,
            })
    }

    /// Counts a finished game against `level` (a draw counts as neither).
    pub fn count_result(&mut self, level: Level, result: PlayerResult) {
        if result == PlayerResult::Drawn {
            return;
        }
        let mut results = self.results_at(level);
        match result {
            PlayerResult::Won => results.wins += 1,
            PlayerResult::Lost => results.losses += 1,
            PlayerResult::Drawn => {}
        }
        match self.results.iter_mut().find(|kept| kept.level == level) {
            Some(kept) => *kept = results,
            None => self.results.push(results),
        }
    }

    /// Applies one change.
    pub fn apply(&mut self, change: PreferenceChange) {
        match change {
            PreferenceChange::View(view) => self.view = view,
            PreferenceChange::ToggleView => self.view = self.view.toggled(),
            PreferenceChange::Sound(on) => self.sound_on = on,
            PreferenceChange::ToggleSound => self.sound_on = !self.sound_on,
            PreferenceChange::Volume(volume) => self.volume = volume,
            PreferenceChange::Language(language) => self.language = Some(language),
            PreferenceChange::NextLanguage => self.language = Some(self.language().next()),
            PreferenceChange::Graphics(quality) => self.graphics = Some(quality),
            PreferenceChange::NextGame(settings) => self.next_game = settings,
            PreferenceChange::Welcomed => self.welcomed = true,
            PreferenceChange::Assist(on) => self.assist = on,
            PreferenceChange::UiScale(scale) => self.ui_scale = scale,
            PreferenceChange::ReducedMotion(on) => self.reduced_motion = Some(on),
            PreferenceChange::HighContrast(on) => self.high_contrast = on,
        }
        *self = self.clone().sanitized();
    }
}

/// Registers the preferences (defaults until the store loads them) and their interpreter.
pub(super) fn plugin(app: &mut App) {
    app.init_resource::<Preferences>()
        .add_systems(Update, apply_changes.in_set(GameSystems::Intent))
        .add_systems(Update, count_results.in_set(GameSystems::AfterModel))
        .add_systems(
            Update,
            (keep_lessons_done, keep_puzzle_progress, follow_motion).in_set(GameSystems::View),
        );
}

/// The finished lessons go both ways: saved ones into the tutorial, newly finished ones into
/// the preferences (and so into the saves).
fn keep_lessons_done(mut preferences: ResMut<Preferences>, tutorial: Option<ResMut<Tutorial>>) {
    let Some(mut tutorial) = tutorial else {
        return;
    };
    if preferences.is_changed() {
        tutorial.remember(&preferences.lessons_done);
    }
    if tutorial.completed().len() != preferences.lessons_done.len() {
        preferences.lessons_done = tutorial.completed().to_vec();
    }
}

/// The puzzles go both ways: the saved progress into the trainer, each try recorded by the
/// trainer into the preferences (and so into the saves).
fn keep_puzzle_progress(
    mut preferences: ResMut<Preferences>,
    trainer: Option<ResMut<PuzzleTrainer>>,
    mut copied: Local<u64>,
) {
    let Some(mut trainer) = trainer else {
        return;
    };
    if trainer.revision() != *copied {
        *copied = trainer.revision();
        preferences.puzzles = trainer.progress().clone();
    } else if preferences.is_changed() && preferences.puzzles != *trainer.progress() {
        trainer.remember(&preferences.puzzles);
    }
}

/// How a game against the computer ended for the player: `None` for a two-player game.
pub fn player_result(
    model: &GameModel,
    winner: Option<epaminondas_core::Side>,
) -> Option<PlayerResult> {
    if model.settings().opponent != Opponent::Computer {
        return None;
    }
    Some(match winner {
        Some(side) if side == model.human() => PlayerResult::Won,
        Some(_) => PlayerResult::Lost,
        None => PlayerResult::Drawn,
    })
}

/// Counts each game against the computer that ends outside the tutorial, once: a game won
/// again after an undo is the same game. A new or restored game is counted afresh.
fn count_results(
    mut ended: MessageReader<GameEnded>,
    mut actions: MessageReader<PlayerAction>,
    mut restores: MessageReader<RestoreGame>,
    model: Res<GameModel>,
    tutorial: Option<Res<Tutorial>>,
    mut preferences: ResMut<Preferences>,
    mut counted: Local<bool>,
) {
    let new_game = actions
        .read()
        .any(|action| matches!(action, PlayerAction::Game(GameAction::NewGame(_))));
    if new_game || restores.read().count() > 0 {
        *counted = false;
    }
    let Some(GameEnded(outcome)) = ended.read().last() else {
        return;
    };
    if *counted || tutorial.is_some_and(|tutorial| tutorial.is_open()) {
        return;
    }
    if let Some(result) = player_result(&model, outcome.winner) {
        preferences.count_result(model.settings().level, result);
        *counted = true;
    }
}

/// Applies the preference changes of this frame; only real changes mark the resource changed.
fn apply_changes(mut actions: MessageReader<PlayerAction>, mut preferences: ResMut<Preferences>) {
    let mut next = preferences.clone();
    for action in actions.read() {
        if let PlayerAction::Preference(change) = action {
            next.apply(*change);
        }
    }
    preferences.set_if_neq(next);
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn changes_apply_and_stay_in_range() {
        let mut preferences = Preferences::default();
        preferences.apply(PreferenceChange::ToggleView);
        assert_eq!(preferences.view, BoardView::Flat);
        preferences.apply(PreferenceChange::Volume(3.0));
        assert_eq!(preferences.volume, 1.0);
        preferences.apply(PreferenceChange::Language(Language::German));
        preferences.apply(PreferenceChange::NextLanguage);
        assert_eq!(preferences.language, Some(Language::English));
        preferences.apply(PreferenceChange::ToggleSound);
        assert!(!preferences.sound_on);
        assert!(
            !preferences.welcomed,
            "a first launch has not been asked yet"
        );
        preferences.apply(PreferenceChange::Welcomed);
        assert!(preferences.welcomed);
        assert!(preferences.assist, "the assist is on for a new player");
        preferences.apply(PreferenceChange::Assist(false));
        assert!(!preferences.assist);
        assert_eq!(preferences.ui_scale, 1.0, "100 % at first");
        preferences.apply(PreferenceChange::UiScale(5.0));
        assert_eq!(preferences.ui_scale, MAX_UI_SCALE);
        preferences.apply(PreferenceChange::UiScale(f32::NAN));
        assert_eq!(
            preferences.ui_scale, 1.0,
            "a damaged scale falls back to 100 %"
        );
        preferences.apply(PreferenceChange::UiScale(0.1));
        assert_eq!(preferences.ui_scale, MIN_UI_SCALE);
        preferences.apply(PreferenceChange::ReducedMotion(true));
        assert!(preferences.reduces_motion());
        preferences.apply(PreferenceChange::ReducedMotion(false));
        assert!(
            !preferences.reduces_motion(),
            "the player's choice beats the system's"
        );
        preferences.apply(PreferenceChange::HighContrast(true));
        assert!(preferences.high_contrast);
    }

    #[test]
    fn wins_and_losses_are_counted_per_level() {
        let mut preferences = Preferences::default();
        assert_eq!(preferences.results_at(Level::Novice).wins, 0);
        preferences.count_result(Level::Novice, PlayerResult::Won);
        preferences.count_result(Level::Novice, PlayerResult::Won);
        preferences.count_result(Level::Novice, PlayerResult::Lost);
        preferences.count_result(Level::Master, PlayerResult::Lost);
        preferences.count_result(Level::Master, PlayerResult::Drawn);
        let novice = preferences.results_at(Level::Novice);
        assert_eq!((novice.wins, novice.losses), (2, 1));
        let master = preferences.results_at(Level::Master);
        assert_eq!((master.wins, master.losses), (0, 1));
        assert_eq!(preferences.results.len(), 2, "one entry per level played");
    }

    #[test]
    fn the_command_line_is_laid_over_the_saved_choices() {
        let saved = Preferences {
            view: BoardView::Flat,
            language: Some(Language::Russian),
            ..Preferences::default()
        };
        let launch = LaunchOptions {
            lang: Some(Language::English),
            ..LaunchOptions::default()
        };
        let laid = saved.with_launch(&launch);
        assert_eq!(laid.view, BoardView::Flat, "not given: the saved view");
        assert_eq!(laid.language, Some(Language::English));
    }
}
