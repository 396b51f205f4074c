//! The help window: the rules (with small diagrams), history and sources, the controls (with
//! the analysis and the legend of its marks), and the version with the licences, one tab each. The window keeps one size and place for every tab, so the tabs never move
//! under the pointer; its footer says where the side and level are chosen.

use bevy::prelude::*;
use bevy_egui::{EguiContexts, egui};

use crate::about;
use crate::game::action::{PanelAction, PlayerAction};
use crate::game::preferences::Preferences;
use crate::game::ui::look::layout::{centred_window, focus_when_opened};
use crate::game::ui::look::pictures::{self, Picture};
use crate::game::ui::state::{UiState, WindowId};
use crate::game::ui::windows::licences::{LicenceText, Licences};
use crate::game::values::HelpTab;
use epaminondas_play::i18n::{Key, Text};

/// The share of the window's height the help text takes (it scrolls within).
const TEXT_HEIGHT_SHARE: f32 = 0.55;
/// Room the tabs, the footer and the window's title and margins take, in logical pixels.
const CHROME_HEIGHT: f32 = 150.0;
/// The width of the help window, in logical pixels, where the window is wide enough.
const WIDTH: f32 = 540.0;

/// A diagram and its caption.
type Figure = (Picture, Key);

/// The sections of a tab: a heading (or none), its text, and a diagram after it (or none).
fn sections(tab: HelpTab) -> &'static [(Option<Key>, Key, Option<Figure>)] {
    const PHALANX: Option<Figure> = Some((Picture::Phalanx, Key::PicturePhalanx));
    const FRONT_PART: Option<Figure> = Some((Picture::FrontPart, Key::PictureFrontPart));
    const COUNT: Option<Figure> = Some((Picture::Count, Key::PictureCount));
    match tab {
        HelpTab::Rules => &[
            (Some(Key::RulesBoardTitle), Key::RulesBoardText, None),
            (Some(Key::RulesLinesTitle), Key::RulesLinesText, PHALANX),
            (Some(Key::RulesMovesTitle), Key::RulesMovesText, FRONT_PART),
            (Some(Key::RulesCapturesTitle), Key::RulesCapturesText, COUNT),
            (Some(Key::RulesCopycatTitle), Key::RulesCopycatText, None),
            (Some(Key::RulesEndTitle), Key::RulesEndText, None),
            (Some(Key::RulesNoMoveTitle), Key::RulesNoMoveText, None),
            (Some(Key::RulesOptionalTitle), Key::RulesOptionalText, None),
            (Some(Key::RulesNotationTitle), Key::RulesNotationText, None),
        ],
        HelpTab::History => &[
            (None, Key::HistoryCrossings, None),
            (None, Key::HistoryEpaminondas, None),
            (None, Key::HistoryName, None),
            (None, Key::HistoryClarity, None),
            (Some(Key::HistorySourcesTitle), Key::HistorySources, None),
        ],
        HelpTab::Controls => &[
            (Some(Key::ControlsMouseTitle), Key::ControlsMouseText, None),
            (
                Some(Key::ControlsKeyboardTitle),
                Key::ControlsKeyboardText,
                None,
            ),
            (
                Some(Key::ControlsGamepadTitle),
                Key::ControlsGamepadText,
                None,
            ),
            (Some(Key::HelpAnalysisTitle), Key::HelpAnalysisText, None),
        ],
        HelpTab::About => &[(None, Key::AboutLicences, None)],
    }
}

/// Draws the help window while it is open; scrolls its text by this frame's scroll actions.
pub(crate) fn draw(
    mut contexts: EguiContexts,
    preferences: Res<Preferences>,
    ui_state: Res<UiState>,
    licences: Res<Licences>,
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
    let Some(shown) = ui_state.help() else {
        *was_open = false;
        return Ok(());
    };
    let mut tab = shown;
    let ctx = contexts.ctx_mut()?;
    let screen = ctx.content_rect();
    let lang = preferences.language();
    let mut open = true;
    let mut close = false;
    let width = crate::game::ui::look::layout::window_width(ctx, WIDTH);
    // One height for every tab: the text scrolls within it.
    // The tabs and the Close button are a finger's height on a touch-sized screen, and the
    // tabs may take two rows there: half again of each row's height (44 points) more.
    let chrome = CHROME_HEIGHT + 6.0 * crate::game::ui::look::layout::touch_extra(ctx);
    let text_height = (screen.height() * TEXT_HEIGHT_SHARE)
        .min(screen.height() - chrome)
        .max(0.0);
    centred_window(lang.text(tab.key()), WindowId::Help, &mut open, width).show(ctx, |ui| {
        ui.horizontal_wrapped(|ui| {
            for (index, candidate) in HelpTab::ALL.into_iter().enumerate() {
                let response = ui.selectable_value(&mut tab, candidate, lang.text(candidate.key()));
                if index == 0 {
                    focus_when_opened(&mut was_open, &response);
                }
            }
        });
        ui.separator();
        let mut area = egui::ScrollArea::vertical()
            .id_salt(("help text", tab))
            .auto_shrink([false, false])
            .min_scrolled_height(text_height)
            .max_height(text_height);
        if scroll != 0.0 {
            area = area.vertical_scroll_offset((*offset + scroll).max(0.0));
        }
        let output = area.show(ui, |ui| {
            if tab == HelpTab::About {
                ui.strong(
                    lang.say(&Text::new(Key::AboutVersion).with("version", about::version())),
                );
            }
            for &(title, text, figure) in sections(tab) {
                if let Some(title) = title {
                    ui.add_space(4.0);
                    ui.strong(lang.text(title));
                }
                ui.label(lang.text(text));
                if let Some((picture, caption)) = figure {
                    pictures::show(ui, picture, lang.text(caption));
                }
            }
            if tab == HelpTab::About {
                match licences.text() {
                    LicenceText::List(list) => licence_lines(ui, text_height, list),
                    LicenceText::Loading => {
                        ui.weak(lang.text(Key::AboutLicencesLoading));
                    }
                    LicenceText::NotInThisBuild => {
                        ui.label(lang.text(Key::AboutLicencesNotInThisBuild));
                    }
                    LicenceText::Failed(why) => {
                        ui.label(lang.say(&Text::new(Key::AboutLicencesFailed).with("why", why)));
                    }
                }
            }
        });
        *offset = output.state.offset.y;
        ui.separator();
        ui.horizontal(|ui| {
            close = ui.button(lang.text(Key::Close)).clicked();
            ui.add(
                egui::Label::new(egui::RichText::new(lang.text(Key::HelpWhereToChoose)).small())
                    .wrap(),
            );
        });
    });
    let now = (open && !close).then_some(tab);
    if now != Some(shown) {
        actions.p1().write(PanelAction::ShowHelp(now).into());
    }
    Ok(())
}

/// The licence list in small type, one label a line, in a view at most `height` tall: only the
/// lines in view are laid out, so the long list costs a frame no more than a page of it.
fn licence_lines(ui: &mut egui::Ui, height: f32, list: &str) {
    let lines: Vec<&str> = list.lines().collect();
    let row_height = ui.text_style_height(&egui::TextStyle::Small);
    ui.add_space(4.0);
    egui::ScrollArea::both()
        .id_salt("licence lines")
        .auto_shrink([false, true])
        .max_height(height)
        .show_rows(ui, row_height, lines.len(), |ui, rows| {
            for line in &lines[rows] {
                ui.add(egui::Label::new(egui::RichText::new(*line).small()).extend());
            }
        });
}
