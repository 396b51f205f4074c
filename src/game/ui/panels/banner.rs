//! The end of a game, in the middle of the board, clear of the coordinates along its edges:
//! "You won!" or "You lost" against the computer (the winning colour between two players), how
//! it was won in a sentence, a short summary (moves, stones captured), and what next: after a
//! win the next level to try, after a loss the same game again, a rematch otherwise, always a
//! New game button, and the choice of
//! an analysis of the game (quick or deep), its progress, and once done its verdict
//! ([`super::analysis`]). A lesson
//! that ends its game (a breakthrough, no move left) says so in the tutorial panel instead.
//!
//! What the banner says is built by [`ending`], apart from drawing it, so that tests can read
//! it without a window.

use bevy::prelude::*;
use bevy_egui::{EguiContexts, egui};

use super::analysis::paint::{analyse_buttons, progress, verdict_grid};
use super::analysis::words::{verdict_lines, verdict_table};
use crate::game::action::{GameAction, PanelAction, PlayerAction, PreferenceChange};
use crate::game::board::model::GameModel;
use crate::game::board::study::Study;
use crate::game::computer::analysis::{AnalysisState, GameAnalysis};
use crate::game::preferences::{PlayerResult, Preferences, player_result};
use crate::game::ui::look::theme;
use crate::game::ui::state::{UiState, WindowId};
use crate::game::values::{GameSettings, Language};
use crate::game::view::camera::BoardInsets;
use epaminondas_core::{Outcome, Side};
use epaminondas_engine::Level;
use epaminondas_play::i18n::{Key, Text};
use epaminondas_play::learn::end_reason;
use epaminondas_play::record::numbered_moves;

/// The headline of an outcome between two players.
pub fn headline(outcome: Outcome) -> Key {
    match outcome.winner {
        Some(Side::White) => Key::WhiteWins,
        Some(Side::Black) => Key::BlackWins,
        None => Key::Draw,
    }
}

/// Why `outcome` ended the game whose last position has `mover` to move, in a sentence.
pub fn reason_sentence(outcome: Outcome, mover: Side, language: Language) -> String {
    language.say(&end_reason(outcome, mover))
}

/// What the banner offers to play next.
#[derive(Clone, Debug, PartialEq)]
pub struct NextGame {
    /// The button's words: "Next: try Novice", "Play again".
    pub label: String,
    /// The game it starts.
    pub settings: GameSettings,
}

/// Everything the banner says, in one language.
#[derive(Clone, Debug, PartialEq)]
pub struct BannerText {
    /// "You won!", "You lost", "White wins", "Draw".
    pub headline: String,
    /// How the player did, against the computer; `None` between two players.
    pub result: Option<PlayerResult>,
    /// Why the game ended.
    pub reason: String,
    /// The moves, as the list numbers them, and the stones each side captured.
    pub summary: Vec<String>,
    /// Said after a win at the strongest level.
    pub praise: Option<String>,
    /// A game to play next, besides New game: after a win the next level, after a loss the
    /// same one again.
    pub next: Option<NextGame>,
    /// The same game again (the same sides and level), where [`BannerText::next`] is not already
    /// that.
    pub rematch: Option<GameSettings>,
}

/// The level after `level`, if there is a stronger one.
pub fn next_level(level: Level) -> Option<Level> {
    let index = Level::ALL.iter().position(|&other| other == level)?;
    Level::ALL.get(index + 1).copied()
}

/// What the banner says about the finished game of `model` (`None` while it goes on).
pub fn ending(model: &GameModel, language: Language) -> Option<BannerText> {
    let outcome = model.outcome()?;
    let result = player_result(model, outcome.winner);
    let headline = match result {
        Some(PlayerResult::Won) => Key::YouWon,
        Some(PlayerResult::Lost) => Key::YouLost,
        _ => headline(outcome),
    };
    let game = model.game();
    let start = game.start();
    let now = game.position();
    // Stones a side captured: those the other side has lost since the start.
    let taken_by = |side: Side| start.count(side.opposite()) - now.count(side.opposite());
    let moves = numbered_moves(game.moves().len(), start.side_to_move());
    let captures = match result {
        Some(_) => {
            let human = model.human();
            language.say(
                &Text::new(Key::SummaryCapturesYou)
                    .with("you", taken_by(human))
                    .with("computer", taken_by(human.opposite())),
            )
        }
        None => language.say(
            &Text::new(Key::SummaryCapturesTwo)
                .with("white", taken_by(Side::White))
                .with("black", taken_by(Side::Black)),
        ),
    };
    let settings = *model.settings();
    let mut praise = None;
    let next = match result {
        Some(PlayerResult::Won) => match next_level(settings.level) {
            Some(level) => {
                let name = language.text(Key::level(level));
                Some(NextGame {
                    label: language.say(&Text::new(Key::NextLevel).with("level", name)),
                    settings: GameSettings { level, ..settings },
                })
            }
            None => {
                praise = Some(language.text(Key::TopLevelBeaten).to_owned());
                None
            }
        },
        Some(PlayerResult::Lost) => Some(NextGame {
            label: language.text(Key::PlayAgain).to_owned(),
            settings,
        }),
        _ => None,
    };
    let rematch = (next.as_ref().map(|next| next.settings) != Some(settings)).then_some(settings);
    Some(BannerText {
        headline: language.text(headline).to_owned(),
        result,
        reason: reason_sentence(outcome, now.side_to_move(), language),
        summary: vec![
            language.say(&Text::new(Key::SummaryMoves).with("n", moves)),
            captures,
        ],
        praise,
        next,
        rematch,
    })
}

/// What the banner reads: the game and its analysis, where the board lies, and what else is
/// over it.
#[derive(bevy::ecs::system::SystemParam)]
pub(crate) struct BannerSources<'w> {
    model: Res<'w, GameModel>,
    preferences: Res<'w, Preferences>,
    insets: Res<'w, BoardInsets>,
    study: Study<'w>,
    analysis: Res<'w, GameAnalysis>,
    ui_state: Res<'w, UiState>,
}

/// Draws the banner while the game is over.
pub(crate) fn draw(
    mut contexts: EguiContexts,
    sources: BannerSources,
    mut actions: MessageWriter<PlayerAction>,
) -> Result {
    let BannerSources {
        model,
        preferences,
        insets,
        study,
        analysis,
        ui_state,
    } = sources;
    // A window that asks for an answer hides the card; it comes back, on top, when it closes.
    // A lesson's and a puzzle's panel say how their board ended.
    if study.is_open() || model.review().is_some() || ui_state.modal_open() {
        return Ok(());
    }
    let Some(ending) = ending(&model, preferences.language()) else {
        return Ok(());
    };
    let ctx = contexts.ctx_mut()?;
    let language = preferences.language();
    // Centred on the board, not the window: the file letters along the top and bottom edges
    // stay in view.
    let offset = egui::vec2(
        (insets.left - insets.right) / 2.0,
        (insets.top - insets.bottom) / 2.0,
    );
    let headline_colour = match ending.result {
        Some(PlayerResult::Won) => theme::ACCENT,
        Some(PlayerResult::Lost) => theme::BAD,
        _ => theme::TEXT,
    };
    let mut chosen: Vec<PlayerAction> = Vec::new();
    egui::Area::new(WindowId::EndBanner.egui_id())
        .anchor(egui::Align2::CENTER_CENTER, offset)
        .fade_in(false)
        .show(ctx, |ui| {
            egui::Frame::window(ui.style()).show(ui, |ui| {
                ui.vertical_centered(|ui| {
                    ui.label(
                        egui::RichText::new(&ending.headline)
                            .font(egui::FontId::new(theme::TITLE, theme::heading_family()))
                            .color(headline_colour),
                    );
                    ui.label(&ending.reason);
                    for line in &ending.summary {
                        ui.label(egui::RichText::new(line).small().weak());
                    }
                    if let Some(praise) = &ending.praise {
                        ui.label(egui::RichText::new(praise).strong().color(theme::ACCENT));
                    }
                    ui.add_space(4.0);
                    if let Some(next) = &ending.next
                        && ui.add(theme::primary_button(&next.label)).clicked()
                    {
                        chosen.extend([
                            PlayerAction::from(PreferenceChange::NextGame(next.settings)),
                            GameAction::NewGame(next.settings).into(),
                        ]);
                    }
                    if let Some(settings) = ending.rematch
                        && ui.button(language.text(Key::Rematch)).clicked()
                    {
                        chosen.push(GameAction::NewGame(settings).into());
                    }
                    if ui.button(language.text(Key::NewGame)).clicked() {
                        chosen.push(PanelAction::OpenSetup.into());
                    }
                    match analysis.state() {
                        AnalysisState::Idle | AnalysisState::Failed(_) => {
                            ui.separator();
                            if let Some(strength) = analyse_buttons(ui, language) {
                                chosen.push(GameAction::Analyse(strength).into());
                            }
                        }
                        AnalysisState::Running => {
                            ui.separator();
                            chosen.extend(progress(ui, &analysis, language));
                        }
                        AnalysisState::Done => {
                            ui.separator();
                            if let Some(table) = verdict_table(&analysis, language) {
                                verdict_grid(ui, &table, language);
                            }
                            for line in verdict_lines(&model, &analysis, language) {
                                ui.label(egui::RichText::new(line).small());
                            }
                        }
                    }
                });
            });
        });
    actions.write_batch(chosen);
    Ok(())
}
