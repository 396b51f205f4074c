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

/// Every window and card drawn over the board, by the egui id it is laid out under: the one
/// place these ids are written.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum WindowId {
    /// The setup of a new game.
    Setup,
    /// The Settings.
    Settings,
    /// The game records (export and import).
    Records,
    /// The first start's question.
    Welcome,
    /// The help and its tabs.
    Help,
    /// The menu of a gamepad's Start button and of the compact bar.
    Menu,
    /// The card over the board at the end of a game.
    EndBanner,
    /// Invite / Join: playing a friend on another device.
    OnlineSetup,
    /// The room's small window while a friend's room is open.
    OnlineStatus,
    /// Players online: the correspondence server's account, lobby and games.
    Server,
    /// A correspondence game's own window.
    ServerGame,
}

impl WindowId {
    /// Every window and card over the board.
    pub const ALL: [WindowId; 11] = [
        WindowId::Setup,
        WindowId::Settings,
        WindowId::Records,
        WindowId::Welcome,
        WindowId::Help,
        WindowId::Menu,
        WindowId::EndBanner,
        WindowId::OnlineSetup,
        WindowId::OnlineStatus,
        WindowId::Server,
        WindowId::ServerGame,
    ];

    /// The windows that ask for an answer before play goes on: the board is dimmed behind
    /// them and a click beside one closes it.
    pub const MODAL: [WindowId; 4] = [
        WindowId::Setup,
        WindowId::Settings,
        WindowId::Records,
        WindowId::Welcome,
    ];

    /// The name egui knows the window by.
    pub const fn name(self) -> &'static str {
        match self {
            WindowId::Setup => "setup window",
            WindowId::Settings => "settings window",
            WindowId::Records => "records window",
            WindowId::Welcome => "welcome window",
            WindowId::Help => "help window",
            WindowId::Menu => "gamepad menu",
            WindowId::EndBanner => "end banner",
            WindowId::OnlineSetup => "online setup window",
            WindowId::OnlineStatus => "online status window",
            WindowId::Server => "server window",
            WindowId::ServerGame => "server game window",
        }
    }

    /// The window's egui id.
    pub fn egui_id(self) -> bevy_egui::egui::Id {
        bevy_egui::egui::Id::new(self.name())
    }

    /// The layer the window is drawn on (windows and cards lie in egui's middle order).
    pub fn layer(self) -> bevy_egui::egui::LayerId {
        bevy_egui::egui::LayerId::new(bevy_egui::egui::Order::Middle, self.egui_id())
    }
}

/// The window open over the board, one at a time: a window that opens closes the one before.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum OpenWindow {
    /// The setup of a new game, with the choices being made (applied at Start).
    Setup(GameSettings),
    /// The help window at one of its tabs.
    Help(HelpTab),
    /// The window of game records (export and import).
    Records,
    /// The first start's question: learn to play, or play.
    Welcome,
    /// The Settings window.
    Settings,
}

impl OpenWindow {
    /// Which window it is.
    pub fn id(self) -> WindowId {
        match self {
            OpenWindow::Setup(_) => WindowId::Setup,
            OpenWindow::Help(_) => WindowId::Help,
            OpenWindow::Records => WindowId::Records,
            OpenWindow::Welcome => WindowId::Welcome,
            OpenWindow::Settings => WindowId::Settings,
        }
    }
}

/// What is open over the board: a window, and the menu, which may lie over it.
#[derive(Resource, Clone, Debug, Default, PartialEq)]
pub struct UiState {
    /// The window open over the board, if any.
    pub window: Option<OpenWindow>,
    /// The menu (a gamepad's Start button, the compact bar's Menu button).
    pub menu_open: bool,
}

impl UiState {
    /// Whether the window `id` is open (the menu included).
    pub fn is_open(&self, id: WindowId) -> bool {
        id == WindowId::Menu && self.menu_open || self.window.is_some_and(|open| open.id() == id)
    }

    /// The setup's choices, while the setup is open.
    pub fn setup(&self) -> Option<GameSettings> {
        match self.window {
            Some(OpenWindow::Setup(draft)) => Some(draft),
            _ => None,
        }
    }

    /// The help's tab, while the help is open.
    pub fn help(&self) -> Option<HelpTab> {
        match self.window {
            Some(OpenWindow::Help(tab)) => Some(tab),
            _ => None,
        }
    }

    /// Whether any window is open over the board.
    pub fn any_window_open(&self) -> bool {
        self.menu_open || self.window.is_some()
    }

    /// Whether a window that asks for an answer before play goes on is open: the setup, the
    /// Settings, the records or the first start's question. The board is dimmed behind it.
    pub fn modal_open(&self) -> bool {
        self.window
            .is_some_and(|open| WindowId::MODAL.contains(&open.id()))
    }

    /// Opens `window` alone: the windows compete for the middle of the screen, so the one
    /// opening takes it, and the menu closes.
    fn open(&mut self, window: Option<OpenWindow>) {
        *self = UiState {
            window,
            menu_open: false,
        };
    }

    /// Closes `window` if it is the one open.
    fn close(&mut self, window: WindowId) {
        if self.is_open(window) {
            self.window = None;
        }
    }

    /// Opens or closes a window without contents of its own.
    fn show(&mut self, window: OpenWindow, open: bool) {
        if open {
            self.open(Some(window));
        } else {
            self.close(window.id());
        }
    }

    /// Applies one action; `remembered` are the choices a new setup starts from. A window
    /// that opens closes the others.
    pub fn apply(&mut self, action: PanelAction, remembered: GameSettings) {
        match action {
            PanelAction::OpenSetup => self.open(Some(OpenWindow::Setup(remembered))),
            PanelAction::EditSetup(draft) => {
                if self.setup().is_some() {
                    self.window = Some(OpenWindow::Setup(draft));
                }
            }
            PanelAction::CloseSetup => self.close(WindowId::Setup),
            PanelAction::ToggleHelp(tab) => {
                let open = self.help() != Some(tab);
                self.open(open.then_some(OpenWindow::Help(tab)));
            }
            PanelAction::ShowHelp(None) => self.close(WindowId::Help),
            PanelAction::ShowHelp(Some(tab)) => self.open(Some(OpenWindow::Help(tab))),
            PanelAction::ToggleMenu => self.menu_open = !self.menu_open,
            PanelAction::CloseMenu => self.menu_open = false,
            PanelAction::CloseTop => {
                if self.menu_open {
                    self.menu_open = false;
                } else {
                    self.window = None;
                }
            }
            // The help window scrolls its own text.
            PanelAction::ScrollHelp(_) => {}
            PanelAction::ShowWelcome(open) => self.show(OpenWindow::Welcome, open),
            PanelAction::ShowRecords(open) => self.show(OpenWindow::Records, open),
            PanelAction::ShowSettings(open) => self.show(OpenWindow::Settings, open),
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
                    next.close(WindowId::Welcome);
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
        assert!(!state.menu_open && state.setup().is_some());
        state.apply(PanelAction::CloseTop, GameSettings::default());
        assert!(!state.any_window_open());
    }

    #[test]
    fn a_window_that_opens_closes_the_others() {
        let settings = GameSettings::default();
        let mut state = UiState::default();
        state.apply(PanelAction::ShowSettings(true), settings);
        state.apply(PanelAction::OpenSetup, settings);
        assert!(
            state.setup().is_some() && !state.is_open(WindowId::Settings),
            "the setup alone"
        );
        state.apply(PanelAction::ToggleHelp(HelpTab::Rules), settings);
        assert!(state.help().is_some() && state.setup().is_none());
        state.apply(PanelAction::ShowRecords(true), settings);
        assert!(state.is_open(WindowId::Records) && state.help().is_none());
        state.apply(PanelAction::ShowWelcome(true), settings);
        assert!(state.is_open(WindowId::Welcome) && !state.is_open(WindowId::Records));
        assert!(state.modal_open());
        // Closing one opens nothing else.
        state.apply(PanelAction::ShowWelcome(false), settings);
        assert!(!state.any_window_open());
    }
}
