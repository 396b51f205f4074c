//! What is open over the board: the setup of a new game (with the choices being made), the
//! help window and its tab, the menu, the records, the settings and the first start's question. Only [`interpret_panel_actions`] changes it, in answer to
//! the player's panel actions, whatever device or button they came from.

use crate::game::action::{GameAction, PanelAction, PlayerAction};
use crate::game::board::model::GameModel;
use crate::game::board::puzzle::PuzzleTrainer;
use crate::game::board::tutorial::Tutorial;
use crate::game::preferences::Preferences;
use crate::game::schedule::GameSystems;
use crate::game::values::{GameSettings, HelpTab};
use bevy::ecs::message::MessageCursor;
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

    /// Whether a window that asks for an answer before play goes on is open: the setup, the
    /// Settings, the records or the first start's question. The board is dimmed behind it.
    pub fn modal_open(&self) -> bool {
        self.setup.is_some() || self.records || self.welcome || self.settings
    }

    /// Closes every window and the menu: the windows compete for the middle of the screen,
    /// so the one opening takes it alone.
    fn close_windows(&mut self) {
        *self = UiState::default();
    }

    /// Applies one action; `remembered` are the choices a new setup starts from. A window
    /// that opens closes the others.
    pub fn apply(&mut self, action: PanelAction, remembered: GameSettings) {
        match action {
            PanelAction::OpenSetup => {
                self.close_windows();
                self.setup = Some(remembered);
            }
            PanelAction::EditSetup(draft) => {
                if self.setup.is_some() {
                    self.setup = Some(draft);
                }
            }
            PanelAction::CloseSetup => self.setup = None,
            PanelAction::ToggleHelp(tab) => {
                let open = self.help != Some(tab);
                self.close_windows();
                if open {
                    self.help = Some(tab);
                }
            }
            PanelAction::ShowHelp(None) => self.help = None,
            PanelAction::ShowHelp(tab) => {
                self.close_windows();
                self.help = tab;
            }
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
                if open {
                    self.close_windows();
                }
                self.welcome = open;
            }
            PanelAction::ShowRecords(open) => {
                if open {
                    self.close_windows();
                }
                self.records = open;
            }
            PanelAction::ShowSettings(open) => {
                if open {
                    self.close_windows();
                }
                self.settings = open;
            }
        }
    }
}

/// Whether a new game or a loaded record would end a game in progress, so the panel asks
/// first: a game the player has moved in that is not over (a lesson's or a puzzle's board is
/// no game in progress, nor one where only the computer has opened).
pub fn game_in_progress(model: &GameModel, tutorial: &Tutorial, trainer: &PuzzleTrainer) -> bool {
    model.player_has_moved()
        && model.outcome().is_none()
        && !tutorial.is_open()
        && !trainer.is_open()
}

/// Registers the panels' state and its interpreter.
pub(crate) fn plugin(app: &mut App) {
    app.init_resource::<UiState>()
        .init_resource::<AppliedActions>()
        .add_systems(Update, interpret_panel_actions.in_set(GameSystems::Intent));
}

/// How far the panels' state has taken the player's actions: what the panels drawn later in
/// the frame write comes after it, and takes effect in the next frame.
#[derive(Resource, Default)]
pub(crate) struct AppliedActions(MessageCursor<PlayerAction>);

impl AppliedActions {
    /// The actions written since the panels' state took them.
    pub(crate) fn pending(&self, messages: &Messages<PlayerAction>) -> Vec<PlayerAction> {
        self.0.clone().read(messages).cloned().collect()
    }
}

impl UiState {
    /// The state once `actions` are taken, in order; `remembered` are the choices a new setup
    /// starts from. Opening a lesson answers the first start's question too.
    pub(crate) fn after<'a>(
        &self,
        actions: impl IntoIterator<Item = &'a PlayerAction>,
        remembered: GameSettings,
    ) -> UiState {
        let mut next = self.clone();
        for action in actions {
            match action {
                PlayerAction::Panel(action) => next.apply(*action, remembered),
                PlayerAction::Game(GameAction::Lesson(_) | GameAction::Puzzle(_)) => {
                    next.welcome = false;
                    next.menu_open = false;
                }
                _ => {}
            }
        }
        next
    }
}

/// Applies this frame's panel actions; only real changes mark the state changed.
fn interpret_panel_actions(
    mut actions: MessageReader<PlayerAction>,
    messages: Res<Messages<PlayerAction>>,
    preferences: Res<Preferences>,
    mut ui_state: ResMut<UiState>,
    mut applied: ResMut<AppliedActions>,
) {
    let next = ui_state.after(actions.read(), preferences.next_game);
    ui_state.set_if_neq(next);
    applied.0 = messages.get_cursor_current();
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn escape_closes_the_topmost_window_first() {
        let mut state = UiState::default();
        state.apply(PanelAction::OpenSetup, GameSettings::default());
        state.apply(PanelAction::ToggleMenu, GameSettings::default());
        state.apply(PanelAction::CloseTop, GameSettings::default());
        assert!(!state.menu_open && state.setup.is_some());
        state.apply(PanelAction::CloseTop, GameSettings::default());
        assert!(!state.any_window_open());
    }

    #[test]
    fn a_window_that_opens_closes_the_others() {
        let settings = GameSettings::default();
        let mut state = UiState::default();
        state.apply(PanelAction::ShowSettings(true), settings);
        state.apply(PanelAction::OpenSetup, settings);
        assert!(state.setup.is_some() && !state.settings, "the setup alone");
        state.apply(PanelAction::ToggleHelp(HelpTab::Rules), settings);
        assert!(state.help.is_some() && state.setup.is_none());
        state.apply(PanelAction::ShowRecords(true), settings);
        assert!(state.records && state.help.is_none());
        state.apply(PanelAction::ShowWelcome(true), settings);
        assert!(state.welcome && !state.records);
        assert!(state.modal_open());
        // Closing one opens nothing else.
        state.apply(PanelAction::ShowWelcome(false), settings);
        assert!(!state.any_window_open());
    }
}
