//! The records window: the game as a record, copied to the clipboard, saved to a file (through
//! the system's dialog: [`crate::game::records::files`]) and, in the browser, copied as a link;
//! a record pasted into its box, opened from a file or dropped on the window, loaded after the
//! window asked whether to end a game in progress (the reading is
//! [`crate::game::records::import`]'s). What happened is said in the window, and forgotten when
//! it closes. A record keeps the game's analysis once it is complete (as `[%eval]` comments);
//! without one, the window offers to analyse the loaded game.

use bevy::prelude::*;
use bevy_egui::{EguiContexts, egui};

use crate::game::action::{GameAction, PanelAction, PlayerAction};
use crate::game::board::model::GameModel;
use crate::game::board::study::Study;
use crate::game::computer::analysis::{AnalysisState, GameAnalysis};
use crate::game::preferences::Preferences;
use crate::game::records::files::{OpenRecordFile, RecordFileTask, SaveRecordFile};
use crate::game::records::import::{ImportRecord, RecordsPanel};
use crate::game::records::model::record_with_analysis;
use crate::game::schedule::GameSystems;
use crate::game::ui::look::layout::centred_window;
use crate::game::ui::look::theme;
use crate::game::ui::panels::analysis::paint::analyse_buttons;
use crate::game::ui::state::{UiState, WindowId, game_in_progress};
use epaminondas_play::i18n::{Key, Text};
use epaminondas_play::record::Record;

/// The height of the import box, in lines of text.
const IMPORT_ROWS: usize = 6;
/// The box's rows on a short screen (under [`SHORT_SCREEN`] points tall).
const SHORT_IMPORT_ROWS: usize = 2;
/// A screen shorter than this keeps the record window's box short.
const SHORT_SCREEN: f32 = 500.0;
/// The widest the window grows, in logical pixels.
const WINDOW_WIDTH: f32 = 460.0;

/// Registers what the window forgets when it closes.
pub fn plugin(app: &mut App) {
    app.add_systems(Update, forget_when_closed.in_set(GameSystems::View));
}

/// What the window said leaves with it: forgotten when the window closes (a record loaded
/// while the window is closed, from a test or a script, keeps its message).
fn forget_when_closed(
    ui_state: Res<UiState>,
    mut panel: ResMut<RecordsPanel>,
    mut was_open: Local<bool>,
) {
    if *was_open && !ui_state.is_open(WindowId::Records) {
        panel.message = None;
    }
    *was_open = ui_state.is_open(WindowId::Records);
}

/// In the browser: copies this page's address with the game in its fragment (the page opens
/// such a link at its last position).
#[cfg(target_arch = "wasm32")]
fn copy_link(ctx: &egui::Context, model: &GameModel, panel: &mut RecordsPanel) {
    let Some(href) = web_sys::window().and_then(|window| window.location().href().ok()) else {
        return;
    };
    let page = href.split('#').next().unwrap_or(&href);
    let fragment = epaminondas_play::record::to_fragment_against(
        model.game(),
        crate::game::records::model::linked_computer_of(model),
    );
    ctx.copy_text(format!("{page}#{fragment}"));
    panel.say(Text::new(Key::LinkCopied), true);
}

/// What the window's buttons asked for this frame.
#[derive(Default)]
struct Pressed {
    copy: bool,
    /// Save to a file (in the browser: download it).
    save: bool,
    /// Copy a link holding the game (browser).
    link: bool,
    /// Open a file.
    open: bool,
    load: bool,
    close: bool,
    /// Analyse the loaded game at this strength (the window closes, the panel shows it).
    analyse: Option<epaminondas_engine::analysis::Strength>,
}

/// What the window reads and writes to.
#[derive(bevy::ecs::system::SystemParam)]
pub(crate) struct Outputs<'w> {
    panel: ResMut<'w, RecordsPanel>,
    imports: MessageWriter<'w, ImportRecord>,
    saves: MessageWriter<'w, SaveRecordFile>,
    opens: MessageWriter<'w, OpenRecordFile>,
    actions: MessageWriter<'w, PlayerAction>,
}

/// What the records window reads: the game, its analysis, what is open, and a file dialog
/// under way.
#[derive(bevy::ecs::system::SystemParam)]
pub(crate) struct RecordsSources<'w> {
    preferences: Res<'w, Preferences>,
    model: Res<'w, GameModel>,
    study: Study<'w>,
    ui_state: Res<'w, UiState>,
    analysis: Res<'w, GameAnalysis>,
    dialog: Option<Res<'w, RecordFileTask>>,
}

/// Draws the records window while it is open. Load over a game in progress asks first
/// (`confirming`); a record that cannot be read is refused without asking.
pub(crate) fn draw(
    mut contexts: EguiContexts,
    sources: RecordsSources,
    mut outputs: Outputs,
    mut confirming: Local<bool>,
) -> Result {
    let RecordsSources {
        preferences,
        model,
        study,
        ui_state,
        analysis,
        dialog,
    } = sources;
    let Outputs {
        panel,
        imports,
        saves,
        opens,
        actions,
    } = &mut outputs;
    if !ui_state.is_open(WindowId::Records) {
        *confirming = false;
        return Ok(());
    }
    let ctx = contexts.ctx_mut()?;
    let lang = preferences.language();
    let width = crate::game::ui::look::layout::window_width(ctx, WINDOW_WIDTH);
    let mut pressed = Pressed::default();
    let mut open = true;
    let mut draft = panel.draft.clone();
    let mut load_now = false;
    centred_window(
        lang.text(Key::RecordsTitle),
        WindowId::Records,
        &mut open,
        width,
    )
    .show(ctx, |ui| {
        ui.strong(lang.text(Key::RecordExport));
        ui.horizontal_wrapped(|ui| {
            pressed.copy = ui.button(lang.text(Key::CopyRecord)).clicked();
            // One file dialog at a time.
            let save = egui::Button::new(lang.text(Key::SaveRecord));
            pressed.save = ui.add_enabled(dialog.is_none(), save).clicked();
            if cfg!(target_arch = "wasm32") {
                pressed.link = ui.button(lang.text(Key::CopyLink)).clicked();
            }
        });
        ui.separator();
        ui.horizontal_wrapped(|ui| {
            ui.strong(lang.text(Key::RecordImport));
            let open = egui::Button::new(lang.text(Key::OpenRecord));
            pressed.open = ui.add_enabled(dialog.is_none(), open).clicked();
        });
        ui.label(egui::RichText::new(lang.text(Key::RecordPasteHint)).small());
        let import_box = ui.add(
            egui::TextEdit::multiline(&mut draft)
                .desired_rows(if ui.ctx().content_rect().height() < SHORT_SCREEN {
                    SHORT_IMPORT_ROWS
                } else {
                    IMPORT_ROWS
                })
                .desired_width(f32::INFINITY)
                // Monospace as a code box, but Tab moves on to the Load button: a record
                // has no use for tab characters, and a keyboard must reach the buttons.
                .font(egui::TextStyle::Monospace)
                .lock_focus(false),
        );
        // Ctrl+Enter (Cmd+Enter on a Mac) in the box loads, as in most editors' forms.
        let load_key = import_box.has_focus()
            && ui.input(|input| input.modifiers.command && input.key_pressed(egui::Key::Enter));
        if let Some(message) = &panel.message {
            let colour = if message.ok { theme::GOOD } else { theme::BAD };
            ui.colored_label(colour, lang.say(&message.text));
        }
        let analysable = !model.game().moves().is_empty()
            && matches!(
                analysis.state(),
                AnalysisState::Idle | AnalysisState::Failed(_)
            );
        if panel.loaded
            && analysable
            && let Some(strength) = analyse_buttons(ui, lang)
        {
            pressed.analyse = Some(strength);
        }
        let loadable = !draft.trim().is_empty();
        if *confirming {
            ui.label(egui::RichText::new(lang.text(Key::ConfirmLoad)).color(theme::WARNING));
            ui.horizontal_wrapped(|ui| {
                // Ctrl+Enter in the box confirms too, without a walk to the button.
                load_now = ui
                    .add(theme::primary_button(lang.text(Key::LoadRecord)))
                    .clicked()
                    || load_key;
                if ui.button(lang.text(Key::Cancel)).clicked() {
                    *confirming = false;
                }
                pressed.close = ui.button(lang.text(Key::Close)).clicked();
            });
        } else {
            ui.horizontal(|ui| {
                pressed.load = ui
                    .add_enabled(loadable, egui::Button::new(lang.text(Key::LoadRecord)))
                    .clicked()
                    || (load_key && loadable);
                pressed.close = ui.button(lang.text(Key::Close)).clicked();
            });
        }
    });
    if draft != panel.draft {
        panel.draft = draft;
        *confirming = false;
    }
    if std::mem::take(&mut panel.dropped) {
        pressed.load = !panel.draft.trim().is_empty();
    }
    if pressed.load {
        // A record that cannot be read is refused at once; a good one asks before it ends a
        // game in progress.
        let replaces = game_in_progress(&model, &study.tutorial, &study.trainer)
            && Record::parse(&panel.draft).is_ok();
        if replaces {
            *confirming = true;
        } else {
            load_now = true;
        }
    }
    if load_now {
        *confirming = false;
        imports.write(ImportRecord(panel.draft.clone()));
    }
    if pressed.copy {
        ctx.copy_text(record_with_analysis(&model, &analysis).to_string());
        panel.say(Text::new(Key::RecordCopied), true);
    }
    if pressed.save {
        saves.write(SaveRecordFile(
            record_with_analysis(&model, &analysis).to_string(),
        ));
    }
    if pressed.open {
        opens.write(OpenRecordFile);
    }
    #[cfg(target_arch = "wasm32")]
    if pressed.link {
        copy_link(ctx, &model, panel);
    }
    if let Some(strength) = pressed.analyse {
        actions.write_batch([
            GameAction::Analyse(strength).into(),
            PanelAction::ShowRecords(false).into(),
        ]);
    } else if pressed.close || !open {
        actions.write(PanelAction::ShowRecords(false).into());
    }
    Ok(())
}
