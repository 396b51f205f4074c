//! The one command stream: every device (pointer, touch, keyboard, gamepad) and every panel
//! (the bar, the menu, the setup, the help window) turns what the player did into
//! [`PlayerAction`] messages, and one system per target interprets them: the board's selection
//! and cursor, the game model, the panels, the preferences. New commands (a hint, a step through
//! a review, a tutorial's actions) are new variants here and a case in their target's system.

use super::values::{BoardView, GameSettings, GraphicsQuality, HelpTab, Language};
use bevy::prelude::*;
use epaminondas_core::{Move, Square};
use epaminondas_engine::analysis::Strength;
use epaminondas_play::puzzle::Theme;

/// Something the player did, whatever the device or panel.
#[derive(Message, Clone, Copy, Debug, PartialEq)]
pub enum PlayerAction {
    /// On the board: the cursor and the selection.
    Board(BoardAction),
    /// To the game: undo, start a new one.
    Game(GameAction),
    /// To the panels: open, close, scroll.
    Panel(PanelAction),
    /// A change to the remembered preferences.
    Preference(PreferenceChange),
}

/// What a key or a pad button asks for where its meaning depends on what is open over the
/// board: the board acts on it, or the window on top does (`ui::intents` decides). The devices
/// write these and plain [`PlayerAction`]s, and read nothing of the windows.
#[derive(Message, Clone, Copy, Debug, PartialEq)]
pub struct InputIntent {
    /// The device that asks: the keyboard reaches egui itself, a pad only through the intents.
    pub device: Device,
    /// What it asks for.
    pub ask: Ask,
}

/// A device that speaks in [`InputIntent`]s.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Device {
    /// The keyboard.
    Keyboard,
    /// A gamepad.
    Gamepad,
}

/// What an [`InputIntent`] asks for.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Ask {
    /// A direction key or the pad's D-pad or stick (`+y` is away from the player): the board's
    /// cursor steps, or a pad walks a window's buttons.
    Step(IVec2),
    /// Enter or the pad's South: a click on the cursor's square, or a pad presses the focused
    /// button.
    Confirm,
    /// Escape or the pad's East: the window on top closes; with none, a review ends or the
    /// selection is cleared.
    Back,
    /// The pad's Start: the menu opens or closes.
    Menu,
    /// Page Up, Page Down or the pad's right stick: the help text scrolls by so many logical
    /// pixels (down is positive), if the help is open.
    Scroll(f32),
    /// An action on the board or the game (undo, redo, hint, the view, a review step): taken
    /// unless a window that asks for an answer covers the board.
    Board(PlayerAction),
}

/// An action on the board, interpreted by the selection.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum BoardAction {
    /// Moves the keyboard and gamepad cursor by a step seen from the player's seat (`+y` is
    /// away from them), and shows it.
    MoveCursor(IVec2),
    /// A click or tap on a square (stone or empty).
    Activate(Square),
    /// Enter or the gamepad's South button: a click on the cursor's square.
    ActivateCursor,
    /// A click outside the playing area, Escape or East: forget the selection.
    Clear,
    /// The focus went to the panels: the keyboard cursor leaves the board until it is used
    /// again.
    HideCursor,
    /// The mouse is over this square (`None`: over no square): movable stones light up.
    Hover(Option<Square>),
    /// A press on this square has started to travel: a drag. The stone there is picked up
    /// (selected, unless it is already part of a selected line) and the landings of what it
    /// carries shown.
    Grab(Square),
    /// A drag let go over this square (`None`: over no square, or on a panel): the carried
    /// move landing there is played; anywhere else the stone goes back, still selected.
    Drop(Option<Square>),
    /// Shows a suggested move (the answer to [`GameAction::Hint`]): its line is selected and
    /// its destination marked with the usual marks; the player may play it or not.
    ShowHint(Move),
}

/// An action on the game, interpreted by the model.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum GameAction {
    /// Takes back the last move (against the computer: back to the player's turn).
    Undo,
    /// Takes back the last move for good, leaving nothing to redo: a lesson's move that missed
    /// its task.
    Retract,
    /// Plays again what the last Undo took back (until a new move is played).
    Redo,
    /// Starts a fresh game with these settings (a random colour is drawn then).
    NewGame(GameSettings),
    /// Asks for a suggested move; the computer's search answers it with
    /// [`BoardAction::ShowHint`] when the game has not changed meanwhile.
    Hint,
    /// A step through the game's earlier positions.
    Review(ReviewStep),
    /// An action of the tutorial.
    Lesson(LessonAction),
    /// An action of the puzzle trainer.
    Puzzle(PuzzleAction),
    /// Has the engine judge every move of the game at this strength (the game's panels offer
    /// [`Strength::Quick`] and [`Strength::Deep`]), off the frame; a running analysis is
    /// replaced. Interpreted by `computer::analysis`.
    Analyse(Strength),
    /// Stops the running analysis and forgets it; the game is left as it was.
    CancelAnalysis,
}

/// A step of a review: the stones show the position after some ply of the game while no move
/// can be played; leaving returns to the current position.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ReviewStep {
    /// One ply back (from the current position: starts reviewing the one before it).
    Back,
    /// One ply forward (reaching the current position ends the review).
    Forward,
    /// The position after this many plies (0: the start; the game's length: the current one).
    ToPly(usize),
    /// Back to the current position.
    Exit,
    /// Plays on from the reviewed position: the later moves are dropped (the panel asks first).
    ContinueHere,
}

/// An action of the tutorial, interpreted by the board's tutorial.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum LessonAction {
    /// Opens the lesson of this index in `learn::lessons()` on the board.
    Open(usize),
    /// Sets the open lesson's position up again.
    Restart,
    /// Plays the open lesson's answer (and its reply) from its start, with the usual animation.
    ShowMe,
    /// Opens the next lesson (after the last one: leaves the tutorial).
    Next,
    /// Leaves the tutorial: the game that was in progress when it opened comes back.
    Leave,
}

/// How the puzzle trainer chooses its puzzles.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum PuzzleMode {
    /// Rated puzzles near the player's puzzle rating, of one theme (`None`: any).
    Rated(Option<Theme>),
    /// A streak: ever harder puzzles, unrated, until the first one failed.
    Streak,
    /// The puzzle of the day, the same on every device that day; rated at its first try.
    Daily,
}

/// An action of the puzzle trainer, interpreted by the board's trainer.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum PuzzleAction {
    /// Opens the trainer in this mode on a new puzzle (the game in progress waits).
    Open(PuzzleMode),
    /// The next puzzle of the open mode.
    Next,
    /// The same puzzle again from its start (not rated again).
    Retry,
    /// Plays the solution from the puzzle's start (the try counts as failed).
    ShowSolution,
    /// The puzzle's position as a new game against the computer, the player on the solver's
    /// side: to play it out or analyse it.
    PlayOn,
    /// Opens this puzzle of the shipped set again (from the history), unrated.
    Replay(usize),
    /// Leaves the trainer: the game that was in progress comes back.
    Leave,
}

/// An action on the panels, interpreted by their state.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum PanelAction {
    /// Opens the setup of a new game on the remembered choices.
    OpenSetup,
    /// Replaces the choices being made in the open setup.
    EditSetup(GameSettings),
    /// Closes the setup without starting a game.
    CloseSetup,
    /// Opens the help window on a tab, or closes it if it shows that tab.
    ToggleHelp(HelpTab),
    /// Shows the help window on a tab, or closes it (`None`).
    ShowHelp(Option<HelpTab>),
    /// Opens or closes the menu.
    ToggleMenu,
    /// Closes the menu.
    CloseMenu,
    /// Closes the topmost window (menu, setup, help), if one is open.
    CloseTop,
    /// Scrolls the help text by so many logical pixels (down is positive).
    ScrollHelp(f32),
    /// Opens (`true`) or closes the first start's question: learn to play, or play.
    ShowWelcome(bool),
    /// Opens (`true`) or closes the window of game records.
    ShowRecords(bool),
    /// Opens (`true`) or closes the Settings window (language, view, graphics, sound, assist).
    ShowSettings(bool),
}

/// A change to the preferences, interpreted by them.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum PreferenceChange {
    /// Looks at the board this way.
    View(BoardView),
    /// Switches to the other view.
    ToggleView,
    /// Switches the sound on or off.
    Sound(bool),
    /// Switches the sound the other way.
    ToggleSound,
    /// Sets the volume, from 0 to 1.
    Volume(f32),
    /// Speaks this language.
    Language(Language),
    /// Speaks the next language of the list.
    NextLanguage,
    /// Draws at this quality.
    Graphics(GraphicsQuality),
    /// Remembers these choices for the next game's setup.
    NextGame(GameSettings),
    /// Remembers that the first start's question has been asked, so it is not asked at the
    /// next start.
    Welcomed,
    /// Switches the assist for newcomers on or off (the board marks the stones either side
    /// could capture next move).
    Assist(bool),
    /// Draws the panels, windows and their text at this scale (1 is 100 %; kept between
    /// [`MIN_UI_SCALE`](crate::game::preferences::MIN_UI_SCALE) and
    /// [`MAX_UI_SCALE`](crate::game::preferences::MAX_UI_SCALE)).
    UiScale(f32),
    /// Shortens the slides and leaves out the shake, the hops and the flying pieces (`true`),
    /// or moves as usual (`false`).
    ReducedMotion(bool),
    /// Draws the board in strong plain colours instead of wood, for low vision.
    HighContrast(bool),
}

impl From<BoardAction> for PlayerAction {
    fn from(action: BoardAction) -> Self {
        PlayerAction::Board(action)
    }
}

impl From<GameAction> for PlayerAction {
    fn from(action: GameAction) -> Self {
        PlayerAction::Game(action)
    }
}

impl From<PanelAction> for PlayerAction {
    fn from(action: PanelAction) -> Self {
        PlayerAction::Panel(action)
    }
}

impl From<PreferenceChange> for PlayerAction {
    fn from(change: PreferenceChange) -> Self {
        PlayerAction::Preference(change)
    }
}

/// Registers the action message.
pub(super) fn plugin(app: &mut App) {
    app.add_message::<PlayerAction>()
        .add_message::<InputIntent>();
}
