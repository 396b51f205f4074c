//! The help window: the rules, history and sources, and the controls, one tab each.

use bevy::prelude::*;
use bevy_egui::{EguiContexts, egui};

use super::layout::focus_when_opened;
use super::state::UiState;
use crate::game::action::{PanelAction, PlayerAction};
use crate::game::i18n::Key;
use crate::game::preferences::Preferences;
use crate::game::values::HelpTab;

/// The share of the window's height the help text may take before it scrolls.
const TEXT_HEIGHT_SHARE: f32 = 0.55;
/// The width of the help window, in logical pixels, where the window is wide enough.
const WIDTH: f32 = 540.0;
/// Room kept free beside a window on a narrow screen, in logical pixels.
const SCREEN_MARGIN: f32 = 16.0;

/// The sections of a tab: a heading (or none) and its text.
fn sections(tab: HelpTab) -> &'static [(Option<Key>, Key)] {
    match tab {
        HelpTab::Rules => &[
            (Some(Key::RulesBoardTitle), Key::RulesBoardText),
            (Some(Key::RulesLinesTitle), Key::RulesLinesText),
            (Some(Key::RulesMovesTitle), Key::RulesMovesText),
            (Some(Key::RulesCapturesTitle), Key::RulesCapturesText),
            (Some(Key::RulesCopycatTitle), Key::RulesCopycatText),
            (Some(Key::RulesEndTitle), Key::RulesEndText),
            (Some(Key::RulesNoMoveTitle), Key::RulesNoMoveText),
            (Some(Key::RulesOptionalTitle), Key::RulesOptionalText),
            (Some(Key::RulesNotationTitle), Key::RulesNotationText),
        ],
        HelpTab::History => &[
            (None, Key::HistoryCrossings),
            (None, Key::HistoryEpaminondas),
            (None, Key::HistoryName),
            (None, Key::HistoryClarity),
            (Some(Key::HistorySourcesTitle), Key::HistorySources),
        ],
        HelpTab::Controls => &[
            (Some(Key::ControlsMouseTitle), Key::ControlsMouseText),
            (Some(Key::ControlsKeyboardTitle), Key::ControlsKeyboardText),
            (Some(Key::ControlsGamepadTitle), Key::ControlsGamepadText),
        ],
    }
}

/// Draws the help window while it is open; scrolls its text by this frame's scroll actions.
pub(super) fn draw(
    mut contexts: EguiContexts,
    preferences: Res<Preferences>,
    ui_state: Res<UiState>,
    mut actions: ParamSet<(MessageReader<PlayerAction>, MessageWriter<PlayerAction>)>,
    mut offset: Local<f32>,
    mut was_open: Local<bool>,
) -> Result {
    let scroll: f32 = actions
        .p0()
        .read()
        .filter_map(|action| match action {
            PlayerAction::Panel(PanelAction::ScrollHelp(pixels)) => Some(*pixels),
            _ => None,
        })
        .sum();
    let Some(shown) = ui_state.help else {
        *was_open = false;
        return Ok(());
    };
    let mut tab = shown;
    let ctx = contexts.ctx_mut()?;
    let screen = ctx.content_rect();
    let lang = preferences.language();
    let mut open = true;
    let mut close = false;
    let width = WIDTH.min(screen.width() - SCREEN_MARGIN).max(0.0);
    egui::Window::new(lang.text(Key::help_tab(tab)))
        .id(egui::Id::new("help window"))
        .open(&mut open)
        .collapsible(false)
        .resizable(false)
        .anchor(egui::Align2::CENTER_CENTER, egui::Vec2::ZERO)
        .min_width(width)
        .max_width(width)
        .show(ctx, |ui| {
            ui.horizontal_wrapped(|ui| {
                for (index, candidate) in HelpTab::ALL.into_iter().enumerate() {
                    let response = ui.selectable_value(
                        &mut tab,
                        candidate,
                        lang.text(Key::help_tab(candidate)),
                    );
                    if index == 0 {
                        focus_when_opened(&mut was_open, &response);
                    }
                }
            });
            ui.separator();
            let mut area = egui::ScrollArea::vertical()
                .id_salt(("help text", tab))
                .auto_shrink([false, true])
                .max_height(screen.height() * TEXT_HEIGHT_SHARE);
            if scroll != 0.0 {
                area = area.vertical_scroll_offset((*offset + scroll).max(0.0));
            }
            let output = area.show(ui, |ui| {
                for &(title, text) in sections(tab) {
                    if let Some(title) = title {
                        ui.add_space(4.0);
                        ui.strong(lang.text(title));
                    }
                    ui.label(lang.text(text));
                }
            });
            *offset = output.state.offset.y;
            ui.separator();
            close = ui.button(lang.text(Key::Close)).clicked();
        });
    let now = (open && !close).then_some(tab);
    if now != Some(shown) {
        actions.p1().write(PanelAction::ShowHelp(now).into());
    }
    Ok(())
}
