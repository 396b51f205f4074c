//! The bar along the top holds the game's actions, each with its icon: New game, Undo (Take
//! back against a friend on another device: the friend is asked), Redo,
//! Hint (a spinner while the hint is searched; off against a friend on another device), Learn,
//! Record and, while signed in to a correspondence server, Games (lit, with their number,
//! while the player is to move in any); at its right end Settings (the
//! language, view, graphics, sound and the assist, in their own window) and Help. Where the
//! whole bar does not fit in one row it keeps Undo, Hint and a Menu button for the rest (Redo
//! among them). On a short, wide window (a phone turned sideways) those three are icons in a
//! rail down the left side, so the board has the whole height. On a phone its buttons have a
//! finger's height.
//! Every button writes a [`PlayerAction`]; the bar changes nothing itself.

use bevy::prelude::*;
use bevy_egui::{EguiContexts, egui};

use crate::game::action::{GameAction, PanelAction, PlayerAction};
use crate::game::board::model::GameModel;
use crate::game::board::puzzle::PuzzleTrainer;
use crate::game::board::tutorial::Tutorial;
use crate::game::computer::hint::HintSearch;
use crate::game::correspondence::{ServerAccount, ServerCommand, ServerPlay, Tab};
use crate::game::online::{OnlineCommand, OnlineGame};
use crate::game::preferences::Preferences;
use crate::game::ui::look::icons::{Icon, IconButton};
use crate::game::ui::look::layout::release_pointer_focus;
use crate::game::ui::look::theme;
use crate::game::ui::requests::Requests;
use crate::game::ui::state::{UiState, WindowId};
use crate::game::values::Language;
use crate::game::view::camera::BoardInsets;
use epaminondas_play::i18n::{Key, ServerKey, Text};
use epaminondas_play::online::Party;

/// Before the whole bar was measured, a window narrower than this gets the compact bar.
const UNMEASURED_COMPACT_WIDTH: f32 = 560.0;
/// A window wider than tall and less tall than this has the bar as a rail down its left side.
const RAIL_MAX_HEIGHT: f32 = 480.0;

/// What the bar shows, read from the state it reflects.
#[derive(bevy::ecs::system::SystemParam)]
pub(crate) struct BarState<'w> {
    model: Res<'w, GameModel>,
    tutorial: Res<'w, Tutorial>,
    trainer: Res<'w, PuzzleTrainer>,
    preferences: Res<'w, Preferences>,
    ui_state: Res<'w, UiState>,
    hint: Option<Res<'w, HintSearch>>,
    online: Option<Res<'w, OnlineGame>>,
    server: Res<'w, ServerPlay>,
    account: Res<'w, ServerAccount>,
}

/// What the bar's buttons ask for.
#[derive(Default)]
struct Chosen {
    actions: Vec<PlayerAction>,
    online: Vec<OnlineCommand>,
    server: Vec<ServerCommand>,
}

/// Draws the bar, writes the actions of its buttons and records its height in the insets.
pub(crate) fn draw(
    mut contexts: EguiContexts,
    state: BarState,
    mut insets: ResMut<BoardInsets>,
    mut requests: Requests,
    mut fit: Local<FullBarWidth>,
) -> Result {
    let Requests {
        actions,
        online,
        server,
    } = &mut requests;
    let ctx = contexts.ctx_mut()?;
    let screen = ctx.content_rect();
    let lang = state.preferences.language();
    let frame = theme::panel_frame();
    let room = screen.width() - frame.total_margin().sum().x;
    // Compact wherever the whole bar was measured not to fit in one row (Russian labels are
    // longer), and before it was measured on a narrow window.
    let compact = match fit.needed(lang) {
        Some(needed) => needed > room,
        None => screen.width() < UNMEASURED_COMPACT_WIDTH,
    };
    // Where even the compact bar's words do not fit (Russian on a phone), its buttons show
    // their icons alone; their names stay for tooltips and screen readers.
    let icons_only = compact && fit.compact_needed(lang).is_some_and(|needed| needed > room);
    let look = BarLook {
        compact,
        icons_only,
    };
    let mut chosen = Chosen::default();
    let rail = is_rail(screen);
    let area = egui::Area::new(egui::Id::new("toolbar"))
        .order(egui::Order::Background)
        .fixed_pos(screen.min);
    let bar = if rail {
        // The compact bar's buttons, icons alone, one under the other down the left side.
        let look = BarLook {
            compact: true,
            icons_only: true,
        };
        area.show(ctx, |ui| {
            frame.show(ui, |ui| {
                ui.set_height((screen.height() - frame.total_margin().sum().y).max(0.0));
                ui.vertical(|ui| {
                    game_buttons(ui, &state, look, &mut chosen);
                    window_buttons(ui, &state, look, &mut chosen.actions);
                });
            });
        })
    } else {
        area.show(ctx, |ui| {
            frame.show(ui, |ui| {
                ui.set_width(room.max(0.0));
                ui.horizontal(|ui| {
                    let left = ui.horizontal(|ui| game_buttons(ui, &state, look, &mut chosen));
                    let right =
                        ui.with_layout(egui::Layout::right_to_left(egui::Align::Center), |ui| {
                            window_buttons(ui, &state, look, &mut chosen.actions);
                        });
                    let spacing = ui.spacing().item_spacing.x;
                    let needed =
                        left.response.rect.width() + right.response.rect.width() + 2.0 * spacing;
                    if !compact {
                        fit.full = Some((lang, needed));
                    } else if !icons_only {
                        fit.compact = Some((lang, needed));
                    }
                });
            });
        })
    };
    release_pointer_focus(ctx, &bar.response);
    actions.write_batch(chosen.actions);
    online.write_batch(chosen.online);
    server.write_batch(chosen.server);
    let size = bar.response.rect.size();
    let (left, top) = if rail { (size.x, 0.0) } else { (0.0, size.y) };
    if insets.left != left || insets.top != top {
        insets.left = left;
        insets.top = top;
    }
    Ok(())
}

/// Whether the bar is a rail down the left side: on a short, wide window (a phone turned
/// sideways), where a bar along the top would take the board a sixth of the height.
fn is_rail(screen: egui::Rect) -> bool {
    screen.width() > screen.height() && screen.height() < RAIL_MAX_HEIGHT
}

/// The game's actions at the bar's left: New game (not on a compact bar), Undo, Redo (not on a
/// compact bar), Hint, and Learn and Record (not on a compact bar).
fn game_buttons(ui: &mut egui::Ui, state: &BarState, look: BarLook, chosen: &mut Chosen) {
    let compact = look.compact;
    let lang = state.preferences.language();
    if !compact
        && ui
            .add(IconButton::new(Icon::NewGame, lang.text(Key::NewGame)))
            .clicked()
    {
        chosen.actions.push(PanelAction::OpenSetup.into());
    }
    // Against a friend on another device a move is taken back only when the friend agrees:
    // the button asks, as the protocol has it.
    let online_game = state
        .online
        .as_ref()
        .filter(|online| online.shown && state.model.friend_side().is_some());
    if let Some(online) = online_game {
        let session = &online.session;
        let asked = session
            .pending_takeback()
            .is_some_and(|takeback| takeback.from == Party::Me);
        let can_ask = session.game().is_some_and(|game| !game.moves().is_empty()) && !asked;
        if ui
            .add_enabled(can_ask, look.button(Icon::Undo, lang.text(Key::TakeBack)))
            .on_hover_text(lang.text(Key::TakeBackTooltip))
            .clicked()
        {
            chosen.online.push(OnlineCommand::RequestTakeback);
        }
    } else {
        // A correspondence game's moves are the server's: none is taken back.
        let server_game = state.server.open.as_ref().is_some_and(|open| open.shown);
        let can_undo = !state.model.game().moves().is_empty() && !server_game;
        if ui
            .add_enabled(can_undo, look.button(Icon::Undo, lang.text(Key::Undo)))
            .clicked()
        {
            chosen.actions.push(GameAction::Undo.into());
        }
    }
    // The compact bar leaves Redo to the menu. A lesson takes back the moves it refuses:
    // they are not played again.
    if !compact
        && ui
            .add_enabled(
                state.model.can_redo() && !state.tutorial.is_open() && !state.trainer.is_open(),
                IconButton::new(Icon::Redo, lang.text(Key::Redo)),
            )
            .clicked()
    {
        chosen.actions.push(GameAction::Redo.into());
    }
    // In a lesson, only while its task is still to do; one hint at a time; none against a
    // friend on another device, nor in a puzzle (its panel shows the solution).
    let searching = state.hint.is_some();
    let online = state.model.friend_side().is_some();
    let can_hint = state.tutorial.player_may_move(&state.model)
        && !searching
        && !online
        && !state.trainer.is_open();
    let hint = look
        .button(Icon::Hint, lang.text(Key::Hint))
        .busy(searching);
    let tooltip = if online {
        Key::HintOnline
    } else if searching {
        Key::HintSearching
    } else {
        Key::HintTooltip
    };
    if ui
        .add_enabled(can_hint, hint)
        .on_hover_text(lang.text(tooltip))
        .on_disabled_hover_text(lang.text(tooltip))
        .clicked()
    {
        chosen.actions.push(GameAction::Hint.into());
    }
    games_button(ui, state, look, chosen);
    if compact {
        return;
    }
    if ui
        .add(IconButton::new(Icon::Learn, lang.text(Key::Learn)))
        .clicked()
    {
        chosen.actions.push(PanelAction::ShowWelcome(true).into());
    }
    if ui
        .add(
            IconButton::new(Icon::Record, lang.text(Key::RecordsButton))
                .selected(state.ui_state.is_open(WindowId::Records)),
        )
        .clicked()
    {
        chosen
            .actions
            .push(PanelAction::ShowRecords(!state.ui_state.is_open(WindowId::Records)).into());
    }
}

/// While signed in to a correspondence server: Games, lit and counted while the player is to
/// move in any (on a compact bar only then).
fn games_button(ui: &mut egui::Ui, state: &BarState, look: BarLook, chosen: &mut Chosen) {
    if state.account.session.is_none() {
        return;
    }
    let lang = state.preferences.language();
    let to_move = state.server.to_move();
    if look.compact && to_move == 0 {
        return;
    }
    let count = i64::try_from(to_move).unwrap_or(i64::MAX);
    let label = lang.say(&Text::new(ServerKey::ServerGamesToMove).with("count", count));
    if ui
        .add(look.button(Icon::Players, &label).selected(to_move > 0))
        .clicked()
    {
        chosen.server.push(ServerCommand::OpenWindow(Tab::Games));
    }
}

/// The windows' buttons at the bar's right end, laid out right to left: Help and Settings, or
/// on a compact bar the Menu.
fn window_buttons(
    ui: &mut egui::Ui,
    state: &BarState,
    look: BarLook,
    chosen: &mut Vec<PlayerAction>,
) {
    let lang: Language = state.preferences.language();
    if look.compact {
        let menu = look
            .button(Icon::Menu, lang.text(Key::Menu))
            .selected(state.ui_state.menu_open);
        if ui.add(menu).clicked() {
            chosen.push(PanelAction::ToggleMenu.into());
        }
        return;
    }
    let help = state.ui_state.help();
    // One button for the help window, which has a tab each for the rules, history and
    // sources, and the controls.
    if ui
        .add(IconButton::new(Icon::Help, lang.text(Key::Help)).selected(help.is_some()))
        .clicked()
    {
        // Closes the window, or opens it on the rules.
        chosen.push(PanelAction::ToggleHelp(help.unwrap_or_default()).into());
    }
    let settings = state.ui_state.is_open(WindowId::Settings);
    if ui
        .add(IconButton::new(Icon::Settings, lang.text(Key::Settings)).selected(settings))
        .clicked()
    {
        chosen.push(PanelAction::ShowSettings(!settings).into());
    }
}

/// How the bar is drawn this frame.
#[derive(Clone, Copy)]
struct BarLook {
    /// The compact bar: Undo, Hint and the Menu.
    compact: bool,
    /// The compact bar's buttons as icons without their words.
    icons_only: bool,
}

impl BarLook {
    /// A button of the bar: its icon and name, the name shown unless icons only.
    fn button(self, icon: Icon, name: &str) -> IconButton<'_> {
        if self.icons_only {
            IconButton::icon_only(icon, name)
        } else {
            IconButton::new(icon, name)
        }
    }
}

/// The widths the whole bar and the compact bar took in one row, each in the language it was
/// measured in.
#[derive(Default)]
pub(crate) struct FullBarWidth {
    full: Option<(Language, f32)>,
    compact: Option<(Language, f32)>,
}

impl FullBarWidth {
    /// The width the whole bar needs in `language`, if it was measured.
    fn needed(&self, language: Language) -> Option<f32> {
        Self::in_language(self.full, language)
    }

    /// The width the compact bar with its words needs in `language`, if it was measured.
    fn compact_needed(&self, language: Language) -> Option<f32> {
        Self::in_language(self.compact, language)
    }

    fn in_language(measured: Option<(Language, f32)>, language: Language) -> Option<f32> {
        measured
            .filter(|(in_language, _)| *in_language == language)
            .map(|(_, width)| width)
    }
}
