//! The setup of a new game: opponent (or someone elsewhere: a friend on another device, or
//! people on a correspondence server, whose own window opens instead), level (each with a line
//! on how it plays and the player's wins and losses against it), colour, the optional repetition rule, Start. The choices are a
//! draft until Start; Start remembers them and starts the game, after asking when it would end
//! a game in progress. Every choice is an action: the panels' state keeps the draft.

use bevy::prelude::*;
use bevy_egui::{EguiContexts, egui};

use crate::game::action::{GameAction, PanelAction, PreferenceChange};
use crate::game::board::model::GameModel;
use crate::game::board::study::Study;
use crate::game::correspondence::{ServerCommand, Tab};
use crate::game::online::OnlineCommand;
use crate::game::preferences::Preferences;
use crate::game::ui::look::layout::{centred_window, focus_when_opened};
use crate::game::ui::look::theme;
use crate::game::ui::requests::Requests;
use crate::game::ui::state::{UiState, WindowId, game_in_progress};
use crate::game::values::{Language, Opponent, SideChoice};
use epaminondas_engine::Level;
use epaminondas_play::i18n::{Key, ServerKey, Text};

/// The opponents in the order the setup lists them, with their names.
const OPPONENTS: [(Opponent, Key); 2] = [
    (Opponent::Computer, Key::OpponentComputer),
    (Opponent::Human, Key::OpponentHuman),
];
/// The colour choices in the order the setup lists them, with their names.
const SIDES: [(SideChoice, Key); 3] = [
    (SideChoice::White, Key::White),
    (SideChoice::Black, Key::Black),
    (SideChoice::Random, Key::RandomSide),
];
/// The levels are laid out in this many columns.
const LEVEL_COLUMNS: usize = 2;
/// The widest the window grows, in logical pixels.
const WIDTH: f32 = 440.0;
/// Room kept free around the window, in logical pixels.
const SCREEN_MARGIN: f32 = 16.0;
/// Room the window's title, margins and buttons take beside its scrolling choices.
const CHROME_HEIGHT: f32 = 120.0;

/// What the setup reads besides its draft.
#[derive(bevy::ecs::system::SystemParam)]
pub(crate) struct SetupState<'w> {
    preferences: Res<'w, Preferences>,
    ui_state: Res<'w, UiState>,
    model: Res<'w, GameModel>,
    study: Study<'w>,
}

/// What the window remembers between frames.
#[derive(Default)]
pub(crate) struct SetupMemory {
    /// Whether it was open in the frame before (the focus goes to its first choice).
    was_open: bool,
    /// Start was pressed over a game in progress: the window asks first.
    confirming: bool,
}

/// Draws the setup window while it is open; its choices, Start and Cancel become actions.
pub(crate) fn draw(
    mut contexts: EguiContexts,
    state: SetupState,
    mut requests: Requests,
    mut memory: Local<SetupMemory>,
) -> Result {
    let Some(before) = state.ui_state.setup() else {
        *memory = SetupMemory::default();
        return Ok(());
    };
    let Requests {
        actions,
        online,
        server,
    } = &mut requests;
    let mut draft = before;
    let ctx = contexts.ctx_mut()?;
    let lang = state.preferences.language();
    let screen = ctx.content_rect();
    let width = crate::game::ui::look::layout::window_width(ctx, WIDTH);
    let chrome = CHROME_HEIGHT + crate::game::ui::look::layout::touch_extra(ctx);
    let choices_height = (screen.height() - chrome - SCREEN_MARGIN).max(0.0);
    let mut open = true;
    let mut start = false;
    let mut cancel = false;
    let mut elsewhere = None;
    centred_window(
        lang.text(Key::SetupTitle),
        WindowId::Setup,
        &mut open,
        width,
    )
    .show(ctx, |ui| {
        egui::ScrollArea::vertical()
            .max_height(choices_height)
            .auto_shrink([false, true])
            .show(ui, |ui| {
                elsewhere = choices(ui, &state, &mut draft, &mut memory);
            });
        ui.separator();
        if memory.confirming {
            ui.label(egui::RichText::new(lang.text(Key::ConfirmNewGame)).color(theme::WARNING));
            ui.horizontal_wrapped(|ui| {
                start = ui
                    .add(theme::primary_button(lang.text(Key::StartNewGame)))
                    .clicked();
                cancel = ui.button(lang.text(Key::BackToGame)).clicked();
            });
        } else {
            ui.horizontal(|ui| {
                let asked = ui
                    .add(theme::primary_button(lang.text(Key::Start)))
                    .clicked();
                cancel = ui.button(lang.text(Key::Cancel)).clicked();
                if asked
                    && game_in_progress(&state.model, &state.study.tutorial, &state.study.trainer)
                {
                    memory.confirming = true;
                } else {
                    start = asked;
                }
            });
        }
    });
    if let Some(elsewhere) = elsewhere {
        match elsewhere {
            Elsewhere::Friend => {
                online.write(OnlineCommand::OpenWindow);
            }
            Elsewhere::Server => {
                server.write(ServerCommand::OpenWindow(Tab::Lobby));
            }
        }
        actions.write(PanelAction::CloseSetup.into());
    } else if start {
        actions.write_batch([
            PreferenceChange::NextGame(draft).into(),
            GameAction::NewGame(draft).into(),
            PanelAction::CloseSetup.into(),
        ]);
    } else if cancel || !open {
        actions.write(PanelAction::CloseSetup.into());
    } else if draft != before {
        actions.write(PanelAction::EditSetup(draft).into());
    }
    Ok(())
}

/// An opponent elsewhere, each with a window of its own.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Elsewhere {
    /// A friend on another device (Invite / Join).
    Friend,
    /// People on a correspondence server (Players online).
    Server,
}

/// The choices: opponent, level, colour, the repetition rule. Returns whether the player
/// chose to play someone elsewhere, whose window opens instead.
fn choices(
    ui: &mut egui::Ui,
    state: &SetupState,
    draft: &mut crate::game::values::GameSettings,
    memory: &mut SetupMemory,
) -> Option<Elsewhere> {
    let lang = state.preferences.language();
    ui.strong(lang.text(Key::Opponent));
    for (index, (opponent, name)) in OPPONENTS.into_iter().enumerate() {
        let response = ui.radio_value(&mut draft.opponent, opponent, lang.text(name));
        if index == 0 {
            focus_when_opened(&mut memory.was_open, &response);
        }
    }
    let mut elsewhere = None;
    ui.horizontal_wrapped(|ui| {
        if ui.button(lang.text(Key::OpponentOnline)).clicked() {
            elsewhere = Some(Elsewhere::Friend);
        }
        if ui
            .button(format!("{}…", lang.say(&Text::new(ServerKey::ServerTitle))))
            .clicked()
        {
            elsewhere = Some(Elsewhere::Server);
        }
    });
    ui.add_space(6.0);
    let computer = draft.opponent == Opponent::Computer;
    ui.add_enabled_ui(computer, |ui| {
        ui.strong(lang.text(Key::Level));
        egui::Grid::new("levels")
            .num_columns(LEVEL_COLUMNS)
            .spacing(egui::vec2(16.0, 2.0))
            .show(ui, |ui| {
                for (index, level) in Level::ALL.into_iter().enumerate() {
                    level_choice(ui, &state.preferences, lang, &mut draft.level, level);
                    if index % LEVEL_COLUMNS == LEVEL_COLUMNS - 1 {
                        ui.end_row();
                    }
                }
            });
        ui.label(
            egui::RichText::new(lang.text(Key::level_about(draft.level)))
                .small()
                .color(theme::ACCENT),
        );
        ui.add_space(6.0);
        ui.strong(lang.text(Key::YourSide));
        ui.horizontal_wrapped(|ui| {
            for (side, name) in SIDES {
                ui.radio_value(&mut draft.side, side, lang.text(name));
            }
        });
    });
    ui.add_space(6.0);
    ui.checkbox(
        &mut draft.options.repetition_draw,
        lang.text(Key::RepetitionDraw),
    );
    ui.add_space(4.0);
    ui.weak(lang.text(Key::SetupHint));
    elsewhere
}

/// A level's choice: its name, with the player's wins and losses against it (once played) and
/// a line on how it plays when the pointer rests on it.
fn level_choice(
    ui: &mut egui::Ui,
    preferences: &Preferences,
    lang: Language,
    chosen: &mut Level,
    level: Level,
) {
    ui.horizontal(|ui| {
        ui.radio_value(chosen, level, lang.text(Key::level(level)))
            .on_hover_text(lang.text(Key::level_about(level)));
        let results = preferences.results_at(level);
        if results.wins + results.losses > 0 {
            let said = lang.say(
                &Text::new(Key::LevelResults)
                    .with("wins", results.wins)
                    .with("losses", results.losses),
            );
            ui.label(egui::RichText::new(said).small().weak());
        }
    });
}
