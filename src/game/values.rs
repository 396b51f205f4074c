//! Plain values the game's modules share: the settings of a game, the camera view, the
//! graphics quality, the language, the help tabs. No systems and no resources live here, so
//! any module may use them without depending on another's plugin.

use epaminondas_core::GameOptions;
use epaminondas_engine::Level;
use epaminondas_play::i18n::Key;
use serde::{Deserialize, Serialize};

/// Who plays the other side.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Opponent {
    /// The computer plays the side the player does not.
    #[default]
    Computer,
    /// Two people share this device and play both sides.
    Human,
}

/// The colour the player asks for against the computer.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum SideChoice {
    /// Play White (moves first).
    #[default]
    White,
    /// Play Black: the computer opens.
    Black,
    /// Let chance decide when the game starts.
    Random,
}

/// What a player chooses before a game. A new player starts against the computer at its
/// easiest level ([`Level::Beginner`]), the level a newcomer fresh from the lessons can beat.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct GameSettings {
    /// The computer or a second person.
    pub opponent: Opponent,
    /// The computer's strength.
    pub level: Level,
    /// The player's side against the computer (`colour` in saves).
    #[serde(rename = "colour")]
    pub side: SideChoice,
    /// Optional rules.
    pub options: GameOptions,
}

impl Default for GameSettings {
    fn default() -> Self {
        GameSettings {
            opponent: Opponent::default(),
            level: Level::Beginner,
            side: SideChoice::default(),
            options: GameOptions::default(),
        }
    }
}

/// How the camera looks at the board.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum BoardView {
    /// A perspective view from behind the player's home row.
    #[default]
    Tilted,
    /// Straight down onto the board.
    Flat,
}

impl BoardView {
    /// The view's name.
    pub fn key(self) -> Key {
        match self {
            BoardView::Tilted => Key::ViewTilted,
            BoardView::Flat => Key::ViewFlat,
        }
    }

    /// Both, in the order the bar lists them.
    pub const ALL: [BoardView; 2] = [BoardView::Tilted, BoardView::Flat];

    /// The other view.
    pub fn toggled(self) -> BoardView {
        match self {
            BoardView::Tilted => BoardView::Flat,
            BoardView::Flat => BoardView::Tilted,
        }
    }

    /// Reads `flat` or `tilted`.
    pub fn parse(text: &str) -> Option<BoardView> {
        match text {
            "flat" => Some(BoardView::Flat),
            "tilted" => Some(BoardView::Tilted),
            _ => None,
        }
    }
}

/// How much the renderer draws.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum GraphicsQuality {
    /// The whole scene.
    #[default]
    Best,
    /// A lighter scene for software renderers.
    Fast,
}

impl GraphicsQuality {
    /// The quality's name.
    pub fn key(self) -> Key {
        match self {
            GraphicsQuality::Best => Key::GraphicsBest,
            GraphicsQuality::Fast => Key::GraphicsFast,
        }
    }

    /// Both, in the order the bar lists them.
    pub const ALL: [GraphicsQuality; 2] = [GraphicsQuality::Best, GraphicsQuality::Fast];

    /// The other one.
    pub fn other(self) -> GraphicsQuality {
        match self {
            GraphicsQuality::Best => GraphicsQuality::Fast,
            GraphicsQuality::Fast => GraphicsQuality::Best,
        }
    }

    /// Reads a [`code`](Self::code), in any case.
    pub fn parse(text: &str) -> Option<GraphicsQuality> {
        let text = text.trim();
        GraphicsQuality::ALL
            .into_iter()
            .find(|quality| quality.code().eq_ignore_ascii_case(text))
    }

    /// The name in the page's address and the test hook: `best` or `fast`.
    pub fn code(self) -> &'static str {
        match self {
            GraphicsQuality::Best => "best",
            GraphicsQuality::Fast => "fast",
        }
    }
}

/// A language the game speaks: the one enum of [`epaminondas_play::i18n`], among the game's values.
pub use epaminondas_play::i18n::Language;

/// Which tab the help window shows.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum HelpTab {
    /// The rules.
    #[default]
    Rules,
    /// History and sources.
    History,
    /// The controls.
    Controls,
    /// The version and the licences.
    About,
}

impl HelpTab {
    /// The tab's title.
    pub fn key(self) -> Key {
        match self {
            HelpTab::Rules => Key::Rules,
            HelpTab::History => Key::History,
            HelpTab::Controls => Key::Controls,
            HelpTab::About => Key::About,
        }
    }

    /// Every tab, in the order they are shown.
    pub const ALL: [HelpTab; 4] = [
        HelpTab::Rules,
        HelpTab::History,
        HelpTab::Controls,
        HelpTab::About,
    ];
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn quality_names_parse_and_the_rest_is_refused() {
        assert_eq!(GraphicsQuality::parse("fast"), Some(GraphicsQuality::Fast));
        assert_eq!(
            GraphicsQuality::parse(" Best "),
            Some(GraphicsQuality::Best)
        );
        assert_eq!(GraphicsQuality::parse("ultra"), None);
        assert_eq!(GraphicsQuality::parse(""), None);
        assert_eq!(GraphicsQuality::Fast.other(), GraphicsQuality::Best);
    }

    #[test]
    fn the_next_language_comes_round_again() {
        assert_eq!(Language::English.next(), Language::Russian);
        assert_eq!(Language::Russian.next(), Language::German);
        assert_eq!(Language::German.next(), Language::English);
    }
}
