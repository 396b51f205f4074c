//! Game records (`epaminondas_play::record`): export to the clipboard, to a file (through the system's
//! dialog: [`crate::game::records::files`]) and, in the browser, as a link; import from pasted text, a
//! file opened through the dialog or a file dropped on the window (each opens the window with
//! the file's text). A bad record is refused with its line and reason and the
//! game in progress is kept; a good one replaces the game through [`RestoreGame`], after the
//! window asked whether to end a game in progress. What happened is said in the window, and
//! forgotten when it closes. A record keeps the game's analysis once it is complete (as
//! `[%eval]` comments); a loaded record brings its analysis along, and without one the window
//! offers to analyse the loaded game.
//!
//! The reading and the files are the headless half ([`plugin`], tested in `tests/panels.rs`);
//! the window is drawn by [`draw`].

use bevy::prelude::*;
use bevy_egui::{EguiContexts, egui};

use crate::game::action::{GameAction, PanelAction, PlayerAction};
use crate::game::board::model::{GameModel, RestoreGame};
use crate::game::board::puzzle::PuzzleTrainer;
use crate::game::board::tutorial::Tutorial;
use crate::game::computer::analysis::{AnalysisState, GameAnalysis};
use crate::game::preferences::Preferences;
use crate::game::records::files::{FileOutcome, OpenRecordFile, RecordFileTask, SaveRecordFile};
use crate::game::records::model::{record_with_analysis, restore_of};
use crate::game::schedule::GameSystems;
use crate::game::ui::look::layout::centred_window;
use crate::game::ui::look::theme;
use crate::game::ui::panels::analysis::paint::analyse_buttons;
use crate::game::ui::panels::numbering::numbered_moves;
use crate::game::ui::state::{UiState, game_in_progress};
use epaminondas_play::i18n::{Key, Message};
use epaminondas_play::record::Record;

/// The height of the import box, in lines of text.
const IMPORT_ROWS: usize = 6;
/// The box's rows on a short screen (under [`SHORT_SCREEN`] points tall).
const SHORT_IMPORT_ROWS: usize = 2;
/// A screen shorter than this keeps the record window's box short.
const SHORT_SCREEN: f32 = 500.0;
/// The widest the window grows, in logical pixels.
const WINDOW_WIDTH: f32 = 460.0;

/// Load this record's text in place of the game (a good record), or say why not.
#[derive(Message, Clone, Debug, PartialEq, Eq)]
pub struct ImportRecord(pub String);

/// What the records window says about the last thing done in it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RecordMessage {
    /// The words, said in the player's language when the window is drawn.
    pub text: Message,
    /// Whether it went as asked (a record loaded, copied or saved) or not (refused, not saved).
    pub ok: bool,
}

/// The records window's contents (whether it is open is [`UiState::records`]): the text being
/// pasted and what happened last, until the window closes.
#[derive(Resource, Clone, Debug, Default, PartialEq, Eq)]
pub struct RecordsPanel {
    /// The text in the import box.
    pub draft: String,
    /// What happened last: loaded, refused (with the line and reason), copied, saved.
    pub message: Option<RecordMessage>,
    /// A dropped file's text waits in the box: the window loads it (asking first if a game is
    /// in progress).
    pub dropped: bool,
    /// The last thing done was loading a record: the window offers to analyse it.
    pub loaded: bool,
}

impl RecordsPanel {
    /// Says what happened.
    fn say(&mut self, text: Message, ok: bool) {
        self.message = Some(RecordMessage { text, ok });
        self.loaded = false;
    }
}

/// Registers the records' messages, panel and the systems that read and write them.
pub fn plugin(app: &mut App) {
    app.init_resource::<RecordsPanel>()
        .add_message::<ImportRecord>()
        .add_plugins(crate::game::records::files::plugin)
        .add_systems(Update, import.in_set(GameSystems::Intent))
        .add_systems(
            Update,
            (
                forget_when_closed,
                hear_files.after(crate::game::records::files::finish),
            )
                .in_set(GameSystems::View),
        );
}

/// Registers the reading of files dropped on the window (desktop; it needs a window; a browser
/// gives no paths).
#[cfg_attr(target_arch = "wasm32", allow(unused_variables))]
pub(crate) fn drop_plugin(app: &mut App) {
    #[cfg(not(target_arch = "wasm32"))]
    app.add_systems(Update, read_dropped_files.in_set(GameSystems::Input));
}

/// Reads each record to import: a good one replaces the game (the window says how many moves
/// it had, as the move list counts them), a bad one is refused with its line and reason.
fn import(
    mut imports: MessageReader<ImportRecord>,
    model: Res<GameModel>,
    mut panel: ResMut<RecordsPanel>,
    (mut restores, mut analysis): (MessageWriter<RestoreGame>, ResMut<GameAnalysis>),
) {
    for ImportRecord(text) in imports.read() {
        match Record::parse(text) {
            Ok(record) => {
                let game = record.game();
                let moves = numbered_moves(game.moves().len(), game.start().side_to_move());
                // The record's own analysis replaces any other; without one, an analysis of
                // other moves is dropped once the game is replaced.
                if !record.analysis.is_empty() {
                    *analysis = GameAnalysis::loaded(game, record.analysis.clone());
                }
                restores.write(restore_of(record, &model));
                panel.draft.clear();
                panel.say(Message::new(Key::RecordLoaded).with("n", moves), true);
                panel.loaded = true;
            }
            Err(error) => {
                panel.say(Message::new(Key::RecordRefused).then(error.text()), false);
            }
        }
    }
}

/// Says how each save or open of a file ended; an opened file's text waits in the box to be
/// loaded (the window opens again if it was closed meanwhile).
fn hear_files(
    mut outcomes: MessageReader<FileOutcome>,
    mut panel: ResMut<RecordsPanel>,
    mut actions: MessageWriter<PlayerAction>,
) {
    for outcome in outcomes.read() {
        if matches!(outcome, FileOutcome::Opened(_)) {
            actions.write(PanelAction::ShowRecords(true).into());
        }
        tell(&mut panel, outcome.clone());
    }
}

/// What the window says, or does, for a file's outcome: an opened file's text goes into the
/// box, to be loaded as a dropped file is; a closed dialog says nothing.
fn tell(panel: &mut RecordsPanel, outcome: FileOutcome) {
    let said = |key, file: &String| Message::new(key).with("path", file.as_str());
    let failed = |key, file: &String, error: &String| said(key, file).with("error", error.as_str());
    let (text, ok) = match &outcome {
        FileOutcome::Saved(file) => (said(Key::RecordSaved, file), true),
        FileOutcome::SavedWithoutDialog(file) => (said(Key::RecordSavedWithoutDialog, file), true),
        FileOutcome::Downloaded(file) => (said(Key::RecordDownloaded, file), true),
        FileOutcome::TooLarge(file) => (said(Key::RecordFileTooLarge, file), false),
        FileOutcome::SaveFailed { file, error } => {
            (failed(Key::RecordSaveFailed, file, error), false)
        }
        FileOutcome::OpenFailed { file, error } => {
            (failed(Key::RecordFileUnreadable, file, error), false)
        }
        FileOutcome::OpenWithoutDialog => (Message::new(Key::RecordOpenWithoutDialog), false),
        FileOutcome::Opened(text) => {
            panel.draft = text.clone();
            panel.dropped = true;
            return;
        }
        FileOutcome::Cancelled => return,
    };
    panel.say(text, ok);
}

/// What the window said leaves with it: forgotten when the window closes (a record loaded
/// while the window is closed, from a test or a script, keeps its message).
fn forget_when_closed(
    ui_state: Res<UiState>,
    mut panel: ResMut<RecordsPanel>,
    mut was_open: Local<bool>,
) {
    if *was_open && !ui_state.records {
        panel.message = None;
    }
    *was_open = ui_state.records;
}

/// A file dropped on the window opens the records window with its text, to be loaded there
/// (or says why it cannot be read).
#[cfg(not(target_arch = "wasm32"))]
fn read_dropped_files(
    mut drops: MessageReader<bevy::window::FileDragAndDrop>,
    mut panel: ResMut<RecordsPanel>,
    mut actions: MessageWriter<PlayerAction>,
) {
    for drop in drops.read() {
        let bevy::window::FileDragAndDrop::DroppedFile { path_buf, .. } = drop else {
            continue;
        };
        tell(
            &mut panel,
            crate::game::records::files::read_record(path_buf),
        );
        actions.write(PanelAction::ShowRecords(true).into());
    }
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
    panel.say(Message::new(Key::LinkCopied), true);
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

/// Draws the records window while it is open. Load over a game in progress asks first
/// (`confirming`); a record that cannot be read is refused without asking.
pub(crate) fn draw(
    mut contexts: EguiContexts,
    (preferences, model, tutorial, trainer): (
        Res<Preferences>,
        Res<GameModel>,
        Res<Tutorial>,
        Res<PuzzleTrainer>,
    ),
    (ui_state, analysis): (Res<UiState>, Res<GameAnalysis>),
    dialog: Option<Res<RecordFileTask>>,
    mut outputs: Outputs,
    mut confirming: Local<bool>,
) -> Result {
    let Outputs {
        panel,
        imports,
        saves,
        opens,
        actions,
    } = &mut outputs;
    if !ui_state.records {
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
        "records window",
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
        let replaces =
            game_in_progress(&model, &tutorial, &trainer) && Record::parse(&panel.draft).is_ok();
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
        panel.say(Message::new(Key::RecordCopied), true);
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
