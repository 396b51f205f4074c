//! Reading game records into the game: a record pasted or typed in the records window, a file
//! opened through the system's dialog ([`super::files`]) or dropped on the window. A bad record
//! is refused with its line and reason and the game in progress is kept; a good one replaces
//! the game through [`RestoreGame`] and brings its analysis along. What happened waits in the
//! [`RecordsPanel`] for the records window to say.

use bevy::prelude::*;

use super::files::{self, FileOutcome};
use super::model::restore_of;
use crate::game::action::{PanelAction, PlayerAction};
use crate::game::board::model::{GameModel, RestoreGame};
use crate::game::computer::analysis::GameAnalysis;
use crate::game::schedule::GameSystems;
use epaminondas_play::i18n::{Key, Text};
use epaminondas_play::record::{Record, numbered_moves};

/// Load this record's text in place of the game (a good record), or say why not.
#[derive(Message, Clone, Debug, PartialEq, Eq)]
pub struct ImportRecord(pub String);

/// What the records window says about the last thing done in it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RecordMessage {
    /// The words, said in the player's language when the window is drawn.
    pub text: Text,
    /// Whether it went as asked (a record loaded, copied or saved) or not (refused, not saved).
    pub ok: bool,
}

/// The records window's contents (whether it is open is the [`UiState`](crate::game::ui::state::UiState)'s business): the text being
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
    pub(crate) fn say(&mut self, text: Text, ok: bool) {
        self.message = Some(RecordMessage { text, ok });
        self.loaded = false;
    }
}

/// Registers the records' messages, panel and the systems that read and write them.
pub fn plugin(app: &mut App) {
    app.init_resource::<RecordsPanel>()
        .add_message::<ImportRecord>()
        .add_plugins(files::plugin)
        .add_systems(Update, import.in_set(GameSystems::Intent))
        .add_systems(
            Update,
            hear_files.after(files::finish).in_set(GameSystems::View),
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
    mut restores: MessageWriter<RestoreGame>,
    mut analysis: ResMut<GameAnalysis>,
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
                panel.say(Text::new(Key::RecordLoaded).with("n", moves), true);
                panel.loaded = true;
            }
            Err(error) => {
                panel.say(Text::new(Key::RecordRefused).then(error.text()), false);
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
    let said = |key, file: &String| Text::new(key).with("path", file.as_str());
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
        FileOutcome::OpenWithoutDialog => (Text::new(Key::RecordOpenWithoutDialog), false),
        FileOutcome::Opened(text) => {
            panel.draft = text.clone();
            panel.dropped = true;
            return;
        }
        FileOutcome::Cancelled => return,
    };
    panel.say(text, ok);
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
        tell(&mut panel, files::read_record(path_buf));
        actions.write(PanelAction::ShowRecords(true).into());
    }
}
