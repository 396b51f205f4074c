//! Every string the player can see, in English and Russian.
//!
//! Each language is one table (`en.rs`, `ru.rs`): an exhaustive `match` over [`Key`], so a key
//! missing from a language does not compile. The tests below check what the compiler cannot:
//! no empty text, the same `{placeholders}` in both languages, and Russian written in Cyrillic.

mod en;
mod ru;

use super::launch::LaunchOptions;
use super::preferences::Preferences;
use crate::ai::Level;
use bevy::prelude::*;
use serde::{Deserialize, Serialize};

/// A language the game speaks. The current one is a resource; switching it is instant because
/// every panel looks its texts up each frame.
#[derive(Resource, Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Language {
    /// English, the fallback for every locale that is not Russian.
    #[default]
    English,
    /// Russian.
    Russian,
}

impl Language {
    /// Every language, in the order the language menu lists them.
    pub const ALL: [Language; 2] = [Language::English, Language::Russian];

    /// The language a locale tag such as `ru-RU`, `ru_RU.UTF-8` or `en-GB` asks for.
    ///
    /// ```
    /// use epaminondas::game::i18n::Language;
    /// assert_eq!(Language::from_locale("ru_RU.UTF-8"), Language::Russian);
    /// assert_eq!(Language::from_locale("de-DE"), Language::English);
    /// ```
    pub fn from_locale(tag: &str) -> Language {
        let primary = tag
            .split(['-', '_', '.', '@'])
            .next()
            .unwrap_or_default()
            .to_ascii_lowercase();
        if primary == "ru" {
            Language::Russian
        } else {
            Language::English
        }
    }

    /// The language of the system (native) or the browser (web); English when it is unknown.
    pub fn system() -> Language {
        sys_locale::get_locale()
            .map(|tag| Language::from_locale(&tag))
            .unwrap_or_default()
    }

    /// The text for `key` in this language.
    pub fn text(self, key: Key) -> &'static str {
        match self {
            Language::English => en::text(key),
            Language::Russian => ru::text(key),
        }
    }

    /// The text for `key` with every `{name}` placeholder replaced by its value.
    ///
    /// ```
    /// use epaminondas::game::i18n::{Key, Language};
    /// let line = Language::English.format(Key::MoveNumber, &[("n", &7)]);
    /// assert_eq!(line, "Move 7");
    /// ```
    pub fn format(self, key: Key, args: &[(&str, &dyn std::fmt::Display)]) -> String {
        let mut text = self.text(key).to_owned();
        for (name, value) in args {
            text = text.replace(&format!("{{{name}}}"), &value.to_string());
        }
        text
    }
}

/// Declares [`Key`] together with the list of all its variants.
macro_rules! keys {
    ($($(#[$attr:meta])* $name:ident,)+) => {
        /// The name of one visible string; look it up with [`Language::text`].
        #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
        pub enum Key {
            $($(#[$attr])* $name,)+
        }

        impl Key {
            /// Every key, for tests and tools.
            pub const ALL: &'static [Key] = &[$(Key::$name,)+];
        }
    };
}

keys! {
    /// The game's name, also the window title.
    AppTitle,
    /// The name of a language written in that language (the language menu shows each in its own).
    ThisLanguage,

    // The tool bar.
    /// Opens the setup of a new game.
    NewGame,
    /// Takes a move back.
    Undo,
    /// The sound on/off switch.
    Sound,
    /// The volume slider.
    Volume,
    /// The language menu.
    Language,
    /// The view switch.
    View,
    /// The tilted 3D view.
    ViewTilted,
    /// The flat top-down view.
    ViewFlat,
    /// The graphics quality switch.
    Graphics,
    /// The whole scene.
    GraphicsBest,
    /// The lighter scene.
    GraphicsFast,
    /// The help window's button.
    Help,
    /// The rules panel.
    Rules,
    /// The history and sources panel.
    History,
    /// The controls panel.
    Controls,
    /// The move list.
    Moves,
    /// Closes a panel.
    Close,
    /// The menu a gamepad's Start button opens.
    Menu,

    // The setup of a new game.
    /// The heading of the setup panel.
    SetupTitle,
    /// Who the opponent is.
    Opponent,
    /// The computer plays the other side.
    OpponentComputer,
    /// Two people share this device.
    OpponentHuman,
    /// The computer's strength.
    Level,
    /// The name of [`Level::Beginner`].
    LevelBeginner,
    /// The name of [`Level::Novice`].
    LevelNovice,
    /// The name of [`Level::Intermediate`].
    LevelIntermediate,
    /// The name of [`Level::Advanced`].
    LevelAdvanced,
    /// The name of [`Level::Master`].
    LevelMaster,
    /// Which side the player takes.
    YourColour,
    /// The white side.
    White,
    /// The black side.
    Black,
    /// A side chosen by chance.
    RandomColour,
    /// The optional threefold-repetition draw.
    RepetitionDraw,
    /// Starts the game chosen in the setup.
    Start,
    /// Closes the setup without starting a game.
    Cancel,
    /// Says when the setup choices apply.
    SetupHint,

    // The status line.
    /// White is to move.
    WhiteToMove,
    /// Black is to move.
    BlackToMove,
    /// The move count; `{n}`.
    MoveNumber,
    /// The far-row counts; `{white}` and `{black}`.
    FarRow,
    /// Black has broken through and White must answer.
    WhiteMustAnswer,
    /// White has broken through and Black must answer.
    BlackMustAnswer,
    /// The computer is searching.
    Thinking,
    /// The goal, first line.
    GoalLine1,
    /// The goal, second line.
    GoalLine2,

    // The end of a game.
    /// White has won.
    WhiteWins,
    /// Black has won.
    BlackWins,
    /// The game is drawn.
    Draw,
    /// A far-row majority was held for a turn.
    ReasonBreakthrough,
    /// The loser has no stones left.
    ReasonEliminated,
    /// The loser had no legal move while the winner led on the far rows.
    ReasonNoMovesBreakthrough,
    /// The side to move had no legal move and nobody led: a draw.
    ReasonNoMoves,
    /// The third repetition of a position: a draw.
    ReasonRepetition,

    // The move list.
    /// Shown while the move list is empty.
    NoMovesYet,

    // Messages to the player.
    /// The saved game could not be read.
    NoticeSaveCorrupt,
    /// The saved game was written by a newer version.
    NoticeSaveNewer,
    /// The saved settings could not be read.
    NoticeSettingsReset,
    /// The store cannot be opened or written.
    NoticeStorageUnavailable,
    /// The store's file was damaged; it was kept aside and a new one started.
    NoticeStoreDamaged,
    /// Acknowledges a message.
    Ok,
    /// A software renderer was found and the lighter scene chosen.
    GraphicsFastChosen,
    /// A gamepad was plugged in.
    GamepadConnected,
    /// A gamepad was unplugged.
    GamepadDisconnected,
    /// The keyboard works on the board.
    FocusBoard,
    /// The keyboard works in the panels.
    FocusPanels,

    // The rules panel.
    /// Heading: board and setup.
    RulesBoardTitle,
    /// Board, setup, home and far rows, turns.
    RulesBoardText,
    /// Heading: phalanxes.
    RulesLinesTitle,
    /// What a phalanx is.
    RulesLinesText,
    /// Heading: moves.
    RulesMovesTitle,
    /// Single steps and phalanx moves.
    RulesMovesText,
    /// Heading: captures.
    RulesCapturesTitle,
    /// When and what a phalanx captures.
    RulesCapturesText,
    /// Heading: the anti-copycat rule.
    RulesCopycatTitle,
    /// The anti-copycat rule.
    RulesCopycatText,
    /// Heading: the end of the game.
    RulesEndTitle,
    /// Winning by breakthrough or elimination.
    RulesEndText,
    /// Heading: no legal move.
    RulesNoMoveTitle,
    /// The no-move rule.
    RulesNoMoveText,
    /// Heading: the optional rule.
    RulesOptionalTitle,
    /// The threefold-repetition option.
    RulesOptionalText,
    /// Heading: notation.
    RulesNotationTitle,
    /// How moves are written.
    RulesNotationText,

    // The history and sources panel.
    /// Crossings and A Gamut of Games.
    HistoryCrossings,
    /// From Crossings to Epaminondas, 1975.
    HistoryEpaminondas,
    /// Where the name comes from.
    HistoryName,
    /// Abbott's idea of clarity.
    HistoryClarity,
    /// Heading: sources.
    HistorySourcesTitle,
    /// The sources.
    HistorySources,

    // The controls panel.
    /// Heading: mouse and touch.
    ControlsMouseTitle,
    /// Mouse and touch.
    ControlsMouseText,
    /// Heading: keyboard.
    ControlsKeyboardTitle,
    /// Keyboard.
    ControlsKeyboardText,
    /// Heading: gamepad.
    ControlsGamepadTitle,
    /// Gamepad.
    ControlsGamepadText,
}

impl Key {
    /// The name of a level of the computer opponent.
    pub fn level(level: Level) -> Key {
        match level {
            Level::Beginner => Key::LevelBeginner,
            Level::Novice => Key::LevelNovice,
            Level::Intermediate => Key::LevelIntermediate,
            Level::Advanced => Key::LevelAdvanced,
            Level::Master => Key::LevelMaster,
        }
    }
}

/// Chooses the language at launch: `--lang` first, then the player's saved choice, then the
/// system's. Add it after the saves plugin, which loads the preferences.
pub(super) fn plugin(app: &mut App) {
    let from_command_line = app
        .world()
        .get_resource::<LaunchOptions>()
        .and_then(|launch| launch.lang.as_deref())
        .map(Language::from_locale);
    let saved = app
        .world()
        .get_resource::<Preferences>()
        .and_then(|preferences| preferences.language);
    let language = from_command_line.or(saved).unwrap_or_else(Language::system);
    app.insert_resource(language);
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::collections::BTreeSet;

    /// The `{name}` placeholders of a text.
    fn placeholders(text: &str) -> BTreeSet<&str> {
        text.split('{')
            .skip(1)
            .filter_map(|rest| rest.split_once('}').map(|(name, _)| name))
            .collect()
    }

    #[test]
    fn every_language_has_every_key() {
        for &language in &Language::ALL {
            for &key in Key::ALL {
                let text = language.text(key);
                assert!(
                    !text.trim().is_empty(),
                    "{language:?} has no text for {key:?}"
                );
                assert_eq!(text, text.trim(), "{language:?} {key:?} has stray spaces");
            }
        }
    }

    #[test]
    fn placeholders_agree_between_languages() {
        for &key in Key::ALL {
            let english = placeholders(Language::English.text(key));
            for &language in &Language::ALL {
                assert_eq!(
                    placeholders(language.text(key)),
                    english,
                    "{language:?} {key:?} has other placeholders than English"
                );
            }
        }
    }

    #[test]
    fn russian_is_written_in_cyrillic() {
        let cyrillic = |c: char| ('\u{0400}'..='\u{04FF}').contains(&c);
        for &key in Key::ALL {
            let text = Language::Russian.text(key);
            assert!(
                text.chars().any(cyrillic),
                "Russian {key:?} is not translated"
            );
        }
    }

    #[test]
    fn the_language_follows_the_locale() {
        assert_eq!(Language::from_locale("ru"), Language::Russian);
        assert_eq!(Language::from_locale("RU-ru"), Language::Russian);
        assert_eq!(Language::from_locale("ru_UA.UTF-8"), Language::Russian);
        assert_eq!(Language::from_locale("en-US"), Language::English);
        assert_eq!(Language::from_locale("rus"), Language::English);
        assert_eq!(Language::from_locale(""), Language::English);
    }

    #[test]
    fn formatting_fills_every_placeholder() {
        for &language in &Language::ALL {
            let line = language.format(Key::FarRow, &[("white", &2), ("black", &1)]);
            assert!(line.contains('2') && line.contains('1'), "{line}");
            assert!(placeholders(&line).is_empty(), "{line}");
        }
    }

    #[test]
    fn each_language_names_itself() {
        assert_eq!(Language::English.text(Key::ThisLanguage), "English");
        assert_eq!(Language::Russian.text(Key::ThisLanguage), "Русский");
    }
}
