//! Game records as files, kept the way a desktop program keeps them. On the desktop Save and
//! Open go through the system's file dialog (the `rfd` crate: the desktop portal or zenity on
//! Linux, the system's own dialog on Windows and macOS); in the browser Save downloads the
//! record and Open shows the page's file chooser (through `rfd` too). A dialog runs off the
//! frame, as a task on the I/O pool looked at once a frame; the resting window wakes for it
//! (`crate::game::rest`).
//!
//! Where no dialog can be shown (a Linux desktop with neither the portal nor zenity), Save
//! keeps the record in the documents folder and says where, and Open says to drop the file on
//! the window or paste its text. An opened file waits in the records window's box, which
//! loads it as it loads a dropped file: asking first if a game is in progress, refusing a bad
//! record with its line and reason. What happened comes out as a [`FileOutcome`] message, which
//! the records window says (`crate::game::records`).

#[cfg(not(target_arch = "wasm32"))]
use std::path::{Path, PathBuf};

use bevy::prelude::*;
use bevy::tasks::{IoTaskPool, Task, TaskPool, futures::check_ready};

use crate::game::preferences::Preferences;
use crate::game::schedule::GameSystems;
use crate::game::wake::{FrameNeeds, SayFrameNeeds};
use epaminondas_play::i18n::Key;
use epaminondas_play::record::today;

/// The largest file read as a record. The longest game, analysed, is a few dozen kilobytes;
/// a bigger file is something else, and is not read into the window.
const MAX_RECORD_BYTES: u64 = 1 << 20;

/// Save this record's text to a file the player chooses (in the browser: download it).
#[derive(Message, Clone, Debug, PartialEq, Eq)]
pub struct SaveRecordFile(pub String);

/// Choose a record file and put its text in the records window, to be loaded there.
#[derive(Message, Clone, Copy, Debug, PartialEq, Eq)]
pub struct OpenRecordFile;

/// How a save or an open ended.
#[derive(Message, Clone, Debug, PartialEq, Eq)]
pub enum FileOutcome {
    /// The record was written to this file.
    Saved(String),
    /// No dialog could be shown; the record was written to this file in the documents folder.
    SavedWithoutDialog(String),
    /// The browser was handed the record as a download of this name.
    Downloaded(String),
    /// The file could not be written.
    SaveFailed {
        /// The file, as the player would name it.
        file: String,
        /// Why, as the system said it.
        error: String,
    },
    /// This file's text, to be loaded in the records window.
    Opened(String),
    /// The file could not be read.
    OpenFailed {
        /// The file, as the player would name it.
        file: String,
        /// Why, as the system said it.
        error: String,
    },
    /// The file is far larger than any record.
    TooLarge(String),
    /// No dialog could be shown to choose a file.
    OpenWithoutDialog,
    /// The player closed the dialog without choosing a file.
    Cancelled,
}

/// The dialog being shown and what follows it, while it is open.
#[derive(Resource)]
pub struct RecordFileTask(Task<FileOutcome>);

/// How often the app wakes while a file dialog is shown, to look for its answer.
const DIALOG_POLL: std::time::Duration = std::time::Duration::from_millis(200);

/// A file dialog's answer is looked for by polling its task, not by window events.
fn an_open_dialog_is_polled(dialog: Option<Res<RecordFileTask>>, mut needs: ResMut<FrameNeeds>) {
    if dialog.is_some() {
        needs.poll_every(DIALOG_POLL, "a file dialog");
    }
}

/// Registers the messages, the desktop's dialogs and the systems that start and finish them.
pub fn plugin(app: &mut App) {
    app.add_message::<SaveRecordFile>()
        .add_message::<OpenRecordFile>()
        .add_message::<FileOutcome>()
        .init_resource::<FrameNeeds>()
        .add_systems(Last, an_open_dialog_is_polled.in_set(SayFrameNeeds))
        .add_systems(
            Update,
            (start_save, start_open, finish).in_set(GameSystems::View),
        );
    #[cfg(not(target_arch = "wasm32"))]
    app.init_resource::<FileDialogs>();
}

/// The file name a saved record is offered under: `epaminondas-2026-12-01.txt`.
fn suggested_name(date: &str) -> String {
    format!("epaminondas-{}.txt", date.replace('.', "-"))
}

/// The words in the player's language for the dialogs.
struct DialogWords {
    /// The dialog's title.
    title: String,
    /// The name of the record files' filter (desktop: a browser's chooser has no names).
    #[cfg_attr(target_arch = "wasm32", allow(dead_code))]
    records: String,
    /// The name of the filter that shows every file (desktop).
    #[cfg_attr(target_arch = "wasm32", allow(dead_code))]
    all_files: String,
}

impl DialogWords {
    /// The dialog's words for a save (`saving`) or an open.
    fn new(preferences: &Preferences, saving: bool) -> DialogWords {
        let lang = preferences.language();
        let title = if saving {
            Key::SaveRecordTitle
        } else {
            Key::OpenRecordTitle
        };
        DialogWords {
            title: lang.text(title).to_owned(),
            records: lang.text(Key::RecordFiles).to_owned(),
            all_files: lang.text(Key::AllFiles).to_owned(),
        }
    }
}

/// Starts the task of the first save asked for, unless a dialog is open already (in the
/// browser: hands the record to the browser's download at once).
fn start_save(
    mut saves: MessageReader<SaveRecordFile>,
    open: Option<Res<RecordFileTask>>,
    #[cfg(not(target_arch = "wasm32"))] preferences: Res<Preferences>,
    #[cfg(not(target_arch = "wasm32"))] dialogs: Res<FileDialogs>,
    #[cfg(not(target_arch = "wasm32"))] mut commands: Commands,
    #[cfg(target_arch = "wasm32")] mut outcomes: MessageWriter<FileOutcome>,
    // rfd wants its dialogs made on the main thread (macOS); the task only awaits them.
    _main_thread: bevy::ecs::system::NonSendMarker,
) {
    let Some(SaveRecordFile(text)) = saves.read().last().cloned() else {
        return;
    };
    if open.is_some() {
        return;
    }
    let name = suggested_name(&today());
    #[cfg(not(target_arch = "wasm32"))]
    {
        let words = DialogWords::new(&preferences, true);
        let dialog = (dialogs.save)(DialogRequest {
            words,
            folder: dialogs.fallback_folder.clone(),
            file_name: name.clone(),
        });
        let fallback = dialogs.fallback_folder.clone();
        let task = io_pool().spawn(async move {
            match dialog.await {
                Chosen::Path(path) => write_record(&path, &text, FileOutcome::Saved),
                Chosen::NoDialog => {
                    let path = free_file_name(&fallback, &name);
                    write_record(&path, &text, FileOutcome::SavedWithoutDialog)
                }
                Chosen::Cancelled => FileOutcome::Cancelled,
            }
        });
        commands.insert_resource(RecordFileTask(task));
    }
    #[cfg(target_arch = "wasm32")]
    outcomes.write(download(&name, &text));
}

/// Starts the task of the first open asked for, unless a dialog is open already.
fn start_open(
    mut opens: MessageReader<OpenRecordFile>,
    preferences: Res<Preferences>,
    open: Option<Res<RecordFileTask>>,
    mut commands: Commands,
    #[cfg(not(target_arch = "wasm32"))] dialogs: Res<FileDialogs>,
    _main_thread: bevy::ecs::system::NonSendMarker,
) {
    if opens.read().count() == 0 || open.is_some() {
        return;
    }
    let words = DialogWords::new(&preferences, false);
    #[cfg(not(target_arch = "wasm32"))]
    let task = {
        let dialog = (dialogs.open)(DialogRequest {
            words,
            folder: dialogs.fallback_folder.clone(),
            file_name: String::new(),
        });
        io_pool().spawn(async move {
            match dialog.await {
                Chosen::Path(path) => read_record(&path),
                Chosen::NoDialog => FileOutcome::OpenWithoutDialog,
                Chosen::Cancelled => FileOutcome::Cancelled,
            }
        })
    };
    #[cfg(target_arch = "wasm32")]
    let task = {
        // A browser's file chooser shows every file; a record is any text file.
        let dialog = rfd::AsyncFileDialog::new()
            .set_title(&words.title)
            .pick_file();
        io_pool().spawn(async move {
            match dialog.await {
                Some(file) => text_of_file(file.file_name(), file.read().await),
                None => FileOutcome::Cancelled,
            }
        })
    };
    commands.insert_resource(RecordFileTask(task));
}

/// The I/O pool, which the tests' minimal app may not have made yet.
fn io_pool() -> &'static TaskPool {
    IoTaskPool::get_or_init(TaskPool::new)
}

/// Takes the outcome of a finished dialog task and passes it on.
pub(crate) fn finish(
    task: Option<ResMut<RecordFileTask>>,
    mut outcomes: MessageWriter<FileOutcome>,
    mut commands: Commands,
) {
    let Some(mut task) = task else {
        return;
    };
    let Some(outcome) = check_ready(&mut task.0) else {
        return;
    };
    commands.remove_resource::<RecordFileTask>();
    outcomes.write(outcome);
}

/// A file's bytes as a record's text, or why not (too large, not text).
fn text_of_file(file: String, bytes: Vec<u8>) -> FileOutcome {
    if bytes.len() as u64 > MAX_RECORD_BYTES {
        return FileOutcome::TooLarge(file);
    }
    match String::from_utf8(bytes) {
        Ok(text) => FileOutcome::Opened(text),
        Err(error) => FileOutcome::OpenFailed {
            file,
            error: error.to_string(),
        },
    }
}

/// In the browser: hands the record to the browser as a download named `name`.
#[cfg(target_arch = "wasm32")]
fn download(name: &str, text: &str) -> FileOutcome {
    use wasm_bindgen::JsCast;
    let failed = |error: wasm_bindgen::JsValue| FileOutcome::SaveFailed {
        file: name.to_owned(),
        error: error.as_string().unwrap_or_else(|| format!("{error:?}")),
    };
    let parts = js_sys::Array::of1(&wasm_bindgen::JsValue::from_str(text));
    let options = web_sys::BlobPropertyBag::new();
    options.set_type("text/plain;charset=utf-8");
    let blob = match web_sys::Blob::new_with_str_sequence_and_options(&parts, &options) {
        Ok(blob) => blob,
        Err(error) => return failed(error),
    };
    let url = match web_sys::Url::create_object_url_with_blob(&blob) {
        Ok(url) => url,
        Err(error) => return failed(error),
    };
    let link = web_sys::window()
        .and_then(|window| window.document())
        .and_then(|document| document.create_element("a").ok())
        .and_then(|element| element.dyn_into::<web_sys::HtmlAnchorElement>().ok());
    let outcome = match link {
        Some(link) => {
            link.set_href(&url);
            link.set_download(name);
            link.click();
            FileOutcome::Downloaded(name.to_owned())
        }
        None => failed(wasm_bindgen::JsValue::from_str("the page has no document")),
    };
    // The click has handed the file to the browser's download; the address is not needed.
    let _ = web_sys::Url::revoke_object_url(&url);
    outcome
}

/// What a desktop dialog is asked to show.
#[cfg(not(target_arch = "wasm32"))]
pub struct DialogRequest {
    /// Its words, in the player's language.
    words: DialogWords,
    /// The folder it opens in.
    pub folder: PathBuf,
    /// The file name it offers (a save).
    pub file_name: String,
}

/// What a desktop dialog gave.
#[cfg(not(target_arch = "wasm32"))]
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Chosen {
    /// The file the player chose.
    Path(PathBuf),
    /// The player closed the dialog without choosing.
    Cancelled,
    /// No dialog could be shown on this system.
    NoDialog,
}

/// A desktop dialog being shown: it gives what the player chose.
#[cfg(not(target_arch = "wasm32"))]
pub type DialogFuture = std::pin::Pin<Box<dyn std::future::Future<Output = Chosen> + Send>>;

/// A way of showing a desktop dialog.
#[cfg(not(target_arch = "wasm32"))]
pub type ShowDialog = std::sync::Arc<dyn Fn(DialogRequest) -> DialogFuture + Send + Sync>;

/// How the desktop asks the player for a file: the system's dialogs (tests put stand-ins in
/// their place), and where Save keeps a record when no dialog can be shown.
#[cfg(not(target_arch = "wasm32"))]
#[derive(Resource, Clone)]
pub struct FileDialogs {
    /// Asks where to save.
    pub save: ShowDialog,
    /// Asks which file to open.
    pub open: ShowDialog,
    /// The folder the dialogs open in, and where Save keeps a record without a dialog.
    pub fallback_folder: PathBuf,
}

#[cfg(not(target_arch = "wasm32"))]
impl Default for FileDialogs {
    fn default() -> FileDialogs {
        FileDialogs {
            save: std::sync::Arc::new(|request| system_dialog(request, true)),
            open: std::sync::Arc::new(|request| system_dialog(request, false)),
            fallback_folder: records_folder(),
        }
    }
}

/// A dialog that ends sooner than this without a file was never shown (no portal, no zenity):
/// nobody closes a dialog this fast.
#[cfg(not(target_arch = "wasm32"))]
const NO_DIALOG_WITHIN: std::time::Duration = std::time::Duration::from_millis(400);

/// The system's save (`saving`) or open dialog, through rfd.
#[cfg(not(target_arch = "wasm32"))]
fn system_dialog(request: DialogRequest, saving: bool) -> DialogFuture {
    let DialogRequest {
        words,
        folder,
        file_name,
    } = request;
    let dialog = rfd::AsyncFileDialog::new()
        .set_title(&words.title)
        .add_filter(&words.records, &["txt"])
        .add_filter(&words.all_files, &["*"])
        .set_directory(&folder);
    let started = std::time::Instant::now();
    type Shown =
        std::pin::Pin<Box<dyn std::future::Future<Output = Option<rfd::FileHandle>> + Send>>;
    let shown: Shown = if saving {
        Box::pin(dialog.set_file_name(&file_name).save_file())
    } else {
        Box::pin(dialog.pick_file())
    };
    Box::pin(async move {
        match shown.await {
            Some(file) => Chosen::Path(file.path().to_owned()),
            None if started.elapsed() < NO_DIALOG_WITHIN => Chosen::NoDialog,
            None => Chosen::Cancelled,
        }
    })
}

/// Writes `text` to `path`; `saved` names the outcome when it is written.
#[cfg(not(target_arch = "wasm32"))]
fn write_record(path: &Path, text: &str, saved: fn(String) -> FileOutcome) -> FileOutcome {
    let file = path.display().to_string();
    match std::fs::write(path, text) {
        Ok(()) => saved(file),
        Err(error) => FileOutcome::SaveFailed {
            file,
            error: error.to_string(),
        },
    }
}

/// Reads a record file (a dropped one too), refusing one far larger than any record.
#[cfg(not(target_arch = "wasm32"))]
pub(crate) fn read_record(path: &Path) -> FileOutcome {
    use std::io::Read;
    let file = path.display().to_string();
    let mut bytes = Vec::new();
    // One byte more than the limit tells a file at the limit from a larger one.
    let read = std::fs::File::open(path)
        .and_then(|opened| opened.take(MAX_RECORD_BYTES + 1).read_to_end(&mut bytes));
    match read {
        Ok(_) => text_of_file(file, bytes),
        Err(error) => FileOutcome::OpenFailed {
            file,
            error: error.to_string(),
        },
    }
}

/// The folder the dialogs open in: the documents folder if there is one, else home, else the
/// working folder.
#[cfg(not(target_arch = "wasm32"))]
pub fn records_folder() -> PathBuf {
    let home = std::env::var_os("HOME")
        .or_else(|| std::env::var_os("USERPROFILE"))
        .map(PathBuf::from);
    match home {
        Some(home) if home.join("Documents").is_dir() => home.join("Documents"),
        Some(home) if home.is_dir() => home,
        _ => PathBuf::from("."),
    }
}

/// A file name in `folder` not taken yet: `name`, then `name-2`, `name-3`… before its
/// extension.
#[cfg(not(target_arch = "wasm32"))]
fn free_file_name(folder: &Path, name: &str) -> PathBuf {
    let (stem, extension) = name.rsplit_once('.').unwrap_or((name, "txt"));
    let mut path = folder.join(name);
    let mut n = 2;
    while path.exists() {
        path = folder.join(format!("{stem}-{n}.{extension}"));
        n += 1;
    }
    path
}
