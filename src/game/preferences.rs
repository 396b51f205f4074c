//! What the player chose and the game remembers: the setup of the next game, sound, language,
//! view, graphics. [`Preferences`] is the only owner of these; the store saves it whenever it
//! changes, and the command line's choices are laid over it at launch.

use bevy::prelude::*;
use serde::{Deserialize, Serialize};

use super::action::{PlayerAction, PreferenceChange};
use super::board::tutorial::Tutorial;
use super::launch::LaunchOptions;
use super::schedule::GameSystems;
use super::values::{BoardView, GameSettings, GraphicsQuality, Language};

/// The volume a first launch starts with, as a fraction of full volume.
pub const DEFAULT_VOLUME: f32 = 0.7;

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
        self
    }

    /// The language the game speaks: the one picked, else the system's or browser's.
    pub fn language(&self) -> Language {
        self.language.unwrap_or_else(Language::system)
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
        }
        *self = self.clone().sanitized();
    }
}

/// Registers the preferences (defaults until the store loads them) and their interpreter.
pub(super) fn plugin(app: &mut App) {
    app.init_resource::<Preferences>()
        .add_systems(Update, apply_changes.in_set(GameSystems::Intent))
        .add_systems(Update, keep_lessons_done.in_set(GameSystems::View));
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
        preferences.apply(PreferenceChange::Language(Language::Russian));
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
