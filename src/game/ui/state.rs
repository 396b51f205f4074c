//! What is open over the board: the setup of a new game (with the choices being made), the
//! help window and its tab, the menu, the records, the settings and the first start's question. Only [`interpret_panel_actions`] changes it, in answer to
//! the player's panel actions, whatever device or button they came from.

use crate::game::action::{GameAction, PanelAction, PlayerAction};
use crate::game::board::model::GameModel;
use crate::game::board::tutorial::Tutorial;
use crate::game::preferences::Preferences;
use crate::game::schedule::GameSystems;
use crate::game::values::{GameSettings, HelpTab};
use bevy::prelude::*;

/// What is open over the board.
#[derive(Resource, Clone, Debug, Default, PartialEq)]
pub struct UiState {
    /// The setup of a new game, with the choices being made (applied at Start).
    pub setup: Option<GameSettings>,
    /// The help window and its tab.
    pub help: Option<HelpTab>,
    /// The menu (a gamepad's Start button, the compact bar's Menu button).
    pub menu_open: bool,
    /// The window of game records (export and import).
    pub records: bool,
    /// The first start's question: learn to play, or play.
    pub welcome: bool,
    /// The Settings window.
    pub settings: bool,
}

impl UiState {
    /// Whether any window is open over the board.
    pub fn any_window_open(&self) -> bool {
        self.menu_open
            || self.setup.is_some()
            || self.help.is_some()
            || self.records
            || self.welcome
            || self.settings
    }

    /// Applies one action; `remembered` are the choices a new setup starts from.
    pub fn apply(&mut self, action: PanelAction, remembered: GameSettings) {
        match action {
            PanelAction::OpenSetup => {
                self.setup = Some(remembered);
                self.menu_open = false;
                self.welcome = false;
            }
            PanelAction::EditSetup(draft) => {
                if self.setup.is_some() {
                    self.setup = Some(draft);
                }
            }
            PanelAction::CloseSetup => self.setup = None,
            PanelAction::ToggleHelp(tab) => {
                self.help = if self.help == Some(tab) {
                    None
                } else {
                    Some(tab)
                };
                self.menu_open = false;
            }
            PanelAction::ShowHelp(tab) => self.help = tab,
            PanelAction::ToggleMenu => self.menu_open = !self.menu_open,
            PanelAction::CloseMenu => self.menu_open = false,
            PanelAction::CloseTop => {
                if self.menu_open {
                    self.menu_open = false;
                } else if self.setup.is_some() {
                    self.setup = None;
                } else if self.records {
                    self.records = false;
                } else if self.settings {
                    self.settings = false;
                } else if self.welcome {
                    self.welcome = false;
                } else {
                    self.help = None;
                }
            }
            // The help window scrolls its own text.
            PanelAction::ScrollHelp(_) => {}
            PanelAction::ShowWelcome(open) => {
                self.welcome = open;
                if open {
                    self.menu_open = false;
                }
            }
            PanelAction::ShowRecords(open) => {
                self.records = open;
                if open {
                    self.menu_open = false;
                }
            }
            PanelAction::ShowSettings(open) => {
                self.settings = open;
                if open {
                    self.menu_open = false;
                }
            }
        }
    }
}

/// Whether a new game or a loaded record would end a game in progress, so the panel asks
/// first: a game the player has moved in that is not over (a lesson's board is no game in
/// progress, nor one where only the computer has opened).
pub fn game_in_progress(model: &GameModel, tutorial: &Tutorial) -> bool {
    model.player_has_moved() && model.outcome().is_none() && !tutorial.is_open()
}

/// Registers the panels' state and its interpreter.
pub(crate) fn plugin(app: &mut App) {
    app.init_resource::<UiState>()
        .add_systems(Update, interpret_panel_actions.in_set(GameSystems::Intent));
}

/// Applies this frame's panel actions; only real changes mark the state changed. Opening a
/// lesson answers the first start's question too.
fn interpret_panel_actions(
    mut actions: MessageReader<PlayerAction>,
    preferences: Res<Preferences>,
    mut ui_state: ResMut<UiState>,
) {
    let mut next = ui_state.clone();
    for action in actions.read() {
        match action {
            PlayerAction::Panel(action) => next.apply(*action, preferences.next_game),
            PlayerAction::Game(GameAction::Lesson(_)) => {
                next.welcome = false;
                next.menu_open = false;
            }
            _ => {}
        }
    }
    ui_state.set_if_neq(next);
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn escape_closes_the_topmost_window_first() {
        let mut state = UiState::default();
        state.apply(
            PanelAction::ToggleHelp(HelpTab::Rules),
            GameSettings::default(),
        );
        state.apply(PanelAction::OpenSetup, GameSettings::default());
        state.apply(PanelAction::ToggleMenu, GameSettings::default());
        state.apply(PanelAction::CloseTop, GameSettings::default());
        assert!(!state.menu_open && state.setup.is_some());
        state.apply(PanelAction::CloseTop, GameSettings::default());
        assert!(state.setup.is_none() && state.help.is_some());
        state.apply(PanelAction::CloseTop, GameSettings::default());
        assert!(!state.any_window_open());
    }
}
