//! The first start's question, also behind the bar's Learn button: learn to play (the
//! tutorial, at the first lesson not finished yet) or play (the setup of a game: opponent,
//! level, colour).
//!
//! It opens by itself only on the very first start: the preferences remember that it was
//! asked ([`Preferences::welcomed`]), and a player whose saved game came back is not new, nor
//! a friend who came through an invitation's link (a room is open).
//!
//! Escape closes it (as any window with the focus); Tab keeps to its two buttons.

use bevy::prelude::*;
use bevy_egui::{EguiContexts, egui};

use crate::game::action::{
    GameAction, LessonAction, PanelAction, PlayerAction, PreferenceChange, PuzzleAction, PuzzleMode,
};
use crate::game::board::model::{GameModel, RestoreGame};
use crate::game::board::tutorial::Tutorial;
use crate::game::launch::LaunchOptions;
use crate::game::online::OnlineGame;
use crate::game::preferences::Preferences;
use crate::game::schedule::GameSystems;
use crate::game::ui::look::layout::{centred_window, focus_when_opened};
use crate::game::ui::look::theme;
use crate::game::ui::state::{UiState, WindowId};
use epaminondas_play::i18n::{Key, Text};

/// The width of the window, frame included, in logical pixels, where the screen is wide enough.
const WIDTH: f32 = 410.0;

/// Registers the question at the first start.
pub(crate) fn plugin(app: &mut App) {
    app.add_systems(PostStartup, ask_at_first_start)
        .add_systems(
            Update,
            (skip_in_a_room, remember_answer)
                .chain()
                .in_set(GameSystems::View),
        );
}

/// A friend who opened an invitation's link is in a room with a game on: the first start's
/// question would stand over it and the room's window, so it is not asked (nor later).
fn skip_in_a_room(
    online: Option<Res<OnlineGame>>,
    ui_state: Res<UiState>,
    preferences: Res<Preferences>,
    mut actions: MessageWriter<PlayerAction>,
) {
    if online.is_some() && ui_state.is_open(WindowId::Welcome) && !preferences.welcomed {
        actions.write(PanelAction::ShowWelcome(false).into());
    }
}

/// On the very first start, opens the question: the preferences have not remembered asking it,
/// no saved game with moves came back, no game is in progress and the command line set nothing
/// up. A player whose saved game came back is not new: the preferences remember that at once.
fn ask_at_first_start(
    launch: Option<Res<LaunchOptions>>,
    preferences: Res<Preferences>,
    model: Res<GameModel>,
    mut restores: MessageReader<RestoreGame>,
    mut actions: MessageWriter<PlayerAction>,
) {
    if launch.is_some_and(|launch| launch.is_scripted()) || preferences.welcomed {
        return;
    }
    // Every start saves its game, a fresh one too: only a game with moves tells of a player
    // who has played (or of a link to a game).
    let played = restores
        .read()
        .any(|restore| !restore.game.moves().is_empty());
    if played || !model.game().moves().is_empty() {
        actions.write(PreferenceChange::Welcomed.into());
    } else {
        actions.write(PanelAction::ShowWelcome(true).into());
    }
}

/// Once the question closes, answered or not, the preferences remember that it was asked (and
/// the store saves them): it does not open by itself again. Closed before that (the program
/// quit with the question open), it is asked again at the next start.
fn remember_answer(
    ui_state: Res<UiState>,
    preferences: Res<Preferences>,
    mut was_open: Local<bool>,
    mut actions: MessageWriter<PlayerAction>,
) {
    if *was_open && !ui_state.is_open(WindowId::Welcome) && !preferences.welcomed {
        actions.write(PreferenceChange::Welcomed.into());
    }
    *was_open = ui_state.is_open(WindowId::Welcome);
}

/// What the window remembers between frames.
#[derive(Default)]
pub(crate) struct WelcomeMemory {
    /// Whether it was open in the frame before (the focus goes to its first button).
    was_open: bool,
    /// Which of its buttons had the focus last.
    focused: Option<egui::Id>,
}

/// Draws the question while it is open.
pub(crate) fn draw(
    mut contexts: EguiContexts,
    preferences: Res<Preferences>,
    ui_state: Res<UiState>,
    tutorial: Res<Tutorial>,
    mut actions: MessageWriter<PlayerAction>,
    mut memory: Local<WelcomeMemory>,
) -> Result {
    if !ui_state.is_open(WindowId::Welcome) {
        *memory = WelcomeMemory::default();
        return Ok(());
    }
    let was_open = &mut memory.was_open;
    let mut buttons = Vec::new();
    let ctx = contexts.ctx_mut()?;
    let lang = preferences.language();
    let width = crate::game::ui::look::layout::window_width(ctx, WIDTH);
    let mut open = true;
    centred_window(
        lang.text(Key::WelcomeTitle),
        WindowId::Welcome,
        &mut open,
        width,
    )
    .show(ctx, |ui| {
        let total = tutorial.lessons().len();
        ui.label(lang.say(&Text::new(Key::WelcomeText).with("n", total)));
        ui.add_space(8.0);
        // As wide as the window's content: `width` is the window's whole width, frame included.
        let size = egui::vec2(ui.available_width(), ui.spacing().interact_size.y * 1.4);
        let learn = ui.add(theme::primary_button(lang.text(Key::LearnToPlay)).min_size(size));
        focus_when_opened(was_open, &learn);
        buttons.push(learn.id);
        if learn.clicked() {
            let next = tutorial.first_unfinished();
            actions.write(GameAction::Lesson(LessonAction::Open(next)).into());
        }
        ui.label(egui::RichText::new(lang.text(Key::LearnToPlayHint)).small());
        let done = (0..total).filter(|&i| tutorial.is_completed(i)).count();
        if done > 0 {
            ui.label(
                egui::RichText::new(
                    lang.say(
                        &Text::new(Key::LessonsDone)
                            .with("n", done)
                            .with("total", total),
                    ),
                )
                .small()
                .weak(),
            );
        }
        ui.add_space(6.0);
        // Play and Puzzles share a row: the window fits a phone turned on its side.
        let half = egui::vec2((size.x - ui.spacing().item_spacing.x) / 2.0, size.y);
        ui.horizontal(|ui| {
            let play = ui.add(
                egui::Button::new(egui::RichText::new(lang.text(Key::Play)).strong())
                    .min_size(half),
            );
            buttons.push(play.id);
            if play.clicked() {
                actions.write(PanelAction::OpenSetup.into());
            }
            let puzzles = ui
                .add(egui::Button::new(lang.text(Key::Puzzles)).min_size(half))
                .on_hover_text(lang.text(Key::PuzzlesHint));
            buttons.push(puzzles.id);
            if puzzles.clicked() {
                actions
                    .write(GameAction::Puzzle(PuzzleAction::Open(PuzzleMode::Rated(None))).into());
            }
        });
        ui.label(egui::RichText::new(lang.text(Key::PlayHint)).small());
    });
    if !open {
        actions.write(PanelAction::ShowWelcome(false).into());
    }
    keep_focus_inside(ctx, &mut memory, &buttons);
    Ok(())
}

/// Tab past the last button comes back to the first, Shift+Tab before the first goes to the
/// last: the focus never leaves the window for the panels behind it.
fn keep_focus_inside(ctx: &egui::Context, memory: &mut WelcomeMemory, buttons: &[egui::Id]) {
    let (Some(&first), Some(&last)) = (buttons.first(), buttons.last()) else {
        return;
    };
    let focused = ctx.memory(|memory| memory.focused());
    match focused {
        Some(id) if buttons.contains(&id) => memory.focused = Some(id),
        Some(_) => {
            let back_in = if memory.focused == Some(last) {
                first
            } else {
                last
            };
            ctx.memory_mut(|egui_memory| egui_memory.request_focus(back_in));
            memory.focused = Some(back_in);
        }
        None => memory.focused = None,
    }
}
