//! Saving the game in progress and the preferences, and bringing them back at launch.
//!
//! The store is bevy_pkv (a redb file in the OS data folder natively, localStorage on the web).
//! Every value is JSON text in an envelope, `{"version": 1, "data": …}`, under an explicit key
//! ([`GAME_KEY`], [`PREFERENCES_KEY`]); the version tells this program's data from a newer
//! program's. Data that cannot be used (unreadable, an unknown version, a game record whose moves
//! are illegal) is never dropped silently: its text is copied to a backup key, the player is
//! told, and a fresh game or default preferences take its place.

use std::fmt;

use bevy::prelude::*;
use serde::de::DeserializeOwned;
use serde::{Deserialize, Serialize};

use crate::rules::{Color, Game, GameRecord};

use super::i18n::{Key, Language};
use super::launch::LaunchOptions;
use super::model::{GameModel, GameSettings, RestoreGame, SetView};
use super::preferences::Preferences;
use super::ui::Notice;

/// The key of the game in progress.
pub const GAME_KEY: &str = "game";
/// The key of the preferences.
pub const PREFERENCES_KEY: &str = "preferences";
/// The version of the envelope and its data that this program writes and reads.
pub const FORMAT_VERSION: u32 = 1;
/// How many backups of one key are kept; when all are taken, the last one is overwritten.
pub const MAX_BACKUPS: u32 = 9;

/// The bevy_pkv store's organization and application names (the folder, or the localStorage
/// key prefix, of the saves).
const STORE_ORGANIZATION: &str = "Epaminondas";
const STORE_APPLICATION: &str = "epaminondas";

/// A key-value store of texts: bevy_pkv in the game, or memory when no persistent store opens.
pub trait Store: Send + Sync {
    /// The text under `key`; `Ok(None)` when there is none.
    fn read(&self, key: &str) -> Result<Option<String>, StoreError>;
    /// Stores `text` under `key`, replacing what was there.
    fn write(&mut self, key: &str, text: &str) -> Result<(), StoreError>;
    /// Removes `key` and its value, if any.
    fn remove(&mut self, key: &str) -> Result<(), StoreError>;
}

/// The store failed, or held something that is not text.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct StoreError(pub String);

impl fmt::Display for StoreError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "the save store failed: {}", self.0)
    }
}

impl std::error::Error for StoreError {}

impl Store for bevy_pkv::PkvStore {
    fn read(&self, key: &str) -> Result<Option<String>, StoreError> {
        match self.get::<String>(key) {
            Ok(text) => Ok(Some(text)),
            Err(bevy_pkv::GetError::NotFound) => Ok(None),
            // Not a string: someone else wrote it. Keep what can be kept, as JSON text.
            Err(not_text) => match self.get::<serde_json::Value>(key) {
                Ok(value) => Ok(Some(value.to_string())),
                Err(_) => Err(StoreError(not_text.to_string())),
            },
        }
    }

    fn write(&mut self, key: &str, text: &str) -> Result<(), StoreError> {
        self.set_string(key, text)
            .map_err(|error| StoreError(error.to_string()))
    }

    fn remove(&mut self, key: &str) -> Result<(), StoreError> {
        bevy_pkv::PkvStore::remove(self, key).map_err(|error| StoreError(error.to_string()))
    }
}

/// A store that forgets everything when the program ends: the fallback when the persistent
/// store cannot be opened.
#[derive(Debug, Default)]
pub struct MemoryStore(std::collections::HashMap<String, String>);

impl Store for MemoryStore {
    fn read(&self, key: &str) -> Result<Option<String>, StoreError> {
        Ok(self.0.get(key).cloned())
    }

    fn write(&mut self, key: &str, text: &str) -> Result<(), StoreError> {
        self.0.insert(key.to_owned(), text.to_owned());
        Ok(())
    }

    fn remove(&mut self, key: &str) -> Result<(), StoreError> {
        self.0.remove(key);
        Ok(())
    }
}

/// Why stored data could not be used.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Problem {
    /// The value is not an envelope this program can read, or its data does not parse.
    Unreadable(String),
    /// The value was written by a newer program.
    Newer {
        /// The version found.
        version: u32,
    },
    /// The data parses but makes no sense (for example, a record with an illegal move).
    Invalid(String),
}

impl Problem {
    /// What the player is told when the saved game has this problem.
    pub fn notice(&self) -> Key {
        match self {
            Problem::Newer { .. } => Key::NoticeSaveNewer,
            Problem::Unreadable(_) | Problem::Invalid(_) => Key::NoticeSaveCorrupt,
        }
    }
}

impl fmt::Display for Problem {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Problem::Unreadable(why) => write!(f, "unreadable: {why}"),
            Problem::Newer { version } => write!(
                f,
                "written by a newer version (format {version}, this program reads {FORMAT_VERSION})"
            ),
            Problem::Invalid(why) => write!(f, "invalid: {why}"),
        }
    }
}

/// What [`load`] found under a key.
#[derive(Debug, PartialEq)]
pub enum Loaded<T> {
    /// Nothing is stored there.
    Missing,
    /// The value, ready to use.
    Found(T),
    /// A value that cannot be used; it has been moved to `backup` (`None` when even that failed,
    /// and then it is still under its key).
    Rejected {
        /// What is wrong with it.
        problem: Problem,
        /// The backup key now holding the old text.
        backup: Option<String>,
    },
}

/// The stored form of the game in progress.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct SavedGame {
    /// The start position and every move, so that undo works after a restart.
    pub record: GameRecord,
    /// The settings the game was started with.
    pub settings: GameSettings,
    /// The colour the player plays against the computer.
    pub human: Color,
}

/// A saved game checked against the rules, ready for [`RestoreGame`].
#[derive(Clone, Debug)]
pub struct RestoredGame {
    /// The game, replayed move by move from its record.
    pub game: Game,
    /// The settings it was started with.
    pub settings: GameSettings,
    /// The colour the player plays against the computer.
    pub human: Color,
}

/// The envelope's version alone, read before its data.
#[derive(Deserialize)]
struct Header {
    version: u32,
}

/// The envelope around every stored value.
#[derive(Serialize, Deserialize)]
struct Envelope<T> {
    version: u32,
    data: T,
}

/// Stores `value` under `key`, in the current format.
pub fn save<T: Serialize>(store: &mut dyn Store, key: &str, value: &T) -> Result<(), StoreError> {
    let envelope = Envelope {
        version: FORMAT_VERSION,
        data: value,
    };
    let text = serde_json::to_string(&envelope).map_err(|error| StoreError(error.to_string()))?;
    store.write(key, &text)
}

/// Reads the value under `key`; data that cannot be used is moved to a backup key.
pub fn load<T: DeserializeOwned>(store: &mut dyn Store, key: &str) -> Loaded<T> {
    load_checked(store, key, Ok)
}

/// Reads the game in progress and replays its record; anything unusable is moved to a backup.
pub fn load_game(store: &mut dyn Store) -> Loaded<RestoredGame> {
    load_checked(store, GAME_KEY, |saved: SavedGame| {
        let game = Game::from_record(&saved.record).map_err(|error| error.to_string())?;
        Ok(RestoredGame {
            game,
            settings: saved.settings,
            human: saved.human,
        })
    })
}

/// Stores the game in progress.
pub fn save_game(store: &mut dyn Store, saved: &SavedGame) -> Result<(), StoreError> {
    save(store, GAME_KEY, saved)
}

/// Reads the value under `key` and turns it into a `U` with `check`; anything unusable is
/// moved to a backup key.
fn load_checked<T: DeserializeOwned, U>(
    store: &mut dyn Store,
    key: &str,
    check: impl FnOnce(T) -> Result<U, String>,
) -> Loaded<U> {
    let text = match store.read(key) {
        Ok(None) => return Loaded::Missing,
        Ok(Some(text)) => text,
        Err(error) => {
            return Loaded::Rejected {
                problem: Problem::Unreadable(error.0),
                backup: None,
            };
        }
    };
    let problem = match decode::<T>(&text) {
        Ok(data) => match check(data) {
            Ok(value) => return Loaded::Found(value),
            Err(why) => Problem::Invalid(why),
        },
        Err(problem) => problem,
    };
    let backup = back_up(store, key, &text);
    Loaded::Rejected { problem, backup }
}

/// The data of an envelope of the current version.
fn decode<T: DeserializeOwned>(text: &str) -> Result<T, Problem> {
    let header: Header =
        serde_json::from_str(text).map_err(|error| Problem::Unreadable(error.to_string()))?;
    if header.version > FORMAT_VERSION {
        return Err(Problem::Newer {
            version: header.version,
        });
    }
    if header.version < FORMAT_VERSION {
        // No older format was ever written; such a value did not come from this game.
        return Err(Problem::Unreadable(format!(
            "unknown format version {}",
            header.version
        )));
    }
    let envelope: Envelope<T> =
        serde_json::from_str(text).map_err(|error| Problem::Unreadable(error.to_string()))?;
    Ok(envelope.data)
}

/// The backup keys of `key`, in the order they are used.
pub fn backup_keys(key: &str) -> impl Iterator<Item = String> + '_ {
    (1..=MAX_BACKUPS).map(move |n| format!("{key}.backup.{n}"))
}

/// Copies `text` to the first free backup key of `key` (or the last one when all are taken),
/// then removes `key`. Returns the backup key, or `None` if the copy failed.
fn back_up(store: &mut dyn Store, key: &str, text: &str) -> Option<String> {
    let backup = backup_keys(key)
        .find(|candidate| matches!(store.read(candidate), Ok(None)))
        .unwrap_or_else(|| format!("{key}.backup.{MAX_BACKUPS}"));
    if let Err(error) = store.write(&backup, text) {
        error!("could not back up the unusable value of {key:?}: {error}");
        return None;
    }
    if let Err(error) = store.remove(key) {
        warn!("backed up {key:?} to {backup:?} but could not remove it: {error}");
    }
    Some(backup)
}

/// The store the game saves to.
#[derive(Resource)]
pub struct SaveStore(pub Box<dyn Store>);

/// A persistent store just opened.
pub struct OpenedStore {
    /// The store.
    pub store: Box<dyn Store>,
    /// Where a damaged store file was moved before a fresh one was made, so its data is not
    /// lost (`None` when nothing was damaged).
    pub damaged_file_kept_at: Option<std::path::PathBuf>,
}

/// Opens the persistent store; the error says why it cannot be used (another window of the
/// game holds it, or the data folder cannot be made).
fn open_store() -> Result<OpenedStore, String> {
    #[cfg(not(target_arch = "wasm32"))]
    {
        native::open()
    }
    #[cfg(target_arch = "wasm32")]
    {
        Ok(OpenedStore {
            store: Box::new(bevy_pkv::PkvStore::new(
                STORE_ORGANIZATION,
                STORE_APPLICATION,
            )),
            damaged_file_kept_at: None,
        })
    }
}

#[cfg(not(target_arch = "wasm32"))]
pub use native::open_store_in;

#[cfg(not(target_arch = "wasm32"))]
mod native {
    //! Opening the redb store without the panics bevy_pkv has when the file is already open
    //! or damaged.

    use std::fs::{File, OpenOptions};
    use std::path::{Path, PathBuf};
    use std::sync::OnceLock;

    use super::{OpenedStore, STORE_APPLICATION, STORE_ORGANIZATION};

    /// The name of the lock file that keeps a second window of the game off the store.
    const LOCK_FILE: &str = "epaminondas.lock";
    /// The file bevy_pkv keeps its data in.
    const STORE_FILE: &str = "bevy_pkv.redb";
    /// The one table bevy_pkv uses inside that file.
    const TABLE: redb::TableDefinition<&str, &[u8]> = redb::TableDefinition::new("redb");

    /// The lock, held for the life of the program.
    static LOCK: OnceLock<File> = OnceLock::new();

    /// The folder bevy_pkv itself would use.
    fn data_folder() -> Result<PathBuf, String> {
        directories::ProjectDirs::from("", STORE_ORGANIZATION, STORE_APPLICATION)
            .map(|dirs| dirs.data_dir().to_path_buf())
            .ok_or_else(|| "no home folder to keep saves in".to_owned())
    }

    /// Opens the store in the data folder after taking the lock.
    pub(super) fn open() -> Result<OpenedStore, String> {
        let folder = data_folder()?;
        std::fs::create_dir_all(&folder)
            .map_err(|error| format!("cannot create {}: {error}", folder.display()))?;
        let lock_path = folder.join(LOCK_FILE);
        let lock = OpenOptions::new()
            .create(true)
            .truncate(false)
            .write(true)
            .open(&lock_path)
            .map_err(|error| format!("cannot open {}: {error}", lock_path.display()))?;
        lock.try_lock()
            .map_err(|error| format!("the store is in use by another window ({error})"))?;
        // Only one store is ever opened; a second call would have failed on the lock above.
        let _ = LOCK.set(lock);
        open_store_in(&folder)
    }

    /// Opens the store kept in `folder`. A store file that cannot be opened (damaged, or
    /// not a store at all) is renamed beside it and a fresh store is made, so the game
    /// starts either way and the old bytes stay on disk for whoever wants them.
    pub fn open_store_in(folder: &Path) -> Result<OpenedStore, String> {
        std::fs::create_dir_all(folder)
            .map_err(|error| format!("cannot create {}: {error}", folder.display()))?;
        let path = folder.join(STORE_FILE);
        let mut damaged_file_kept_at = None;
        if path.exists()
            && let Err(problem) = check(&path)
        {
            let kept = free_name(folder);
            std::fs::rename(&path, &kept).map_err(|error| {
                format!(
                    "{} is damaged ({problem}) and cannot be moved aside: {error}",
                    path.display()
                )
            })?;
            bevy::log::warn!(
                "the save file {} is damaged ({problem}); kept it as {}, starting a new one",
                path.display(),
                kept.display()
            );
            damaged_file_kept_at = Some(kept);
        }
        Ok(OpenedStore {
            store: Box::new(bevy_pkv::PkvStore::new_in_dir(folder)),
            damaged_file_kept_at,
        })
    }

    /// Does what bevy_pkv does when it opens the file, but reports failures instead of
    /// panicking on them. redb itself panics on some damage (a file cut short), so that
    /// panic is caught too, quietly: it becomes the reason given in the log.
    fn check(path: &Path) -> Result<(), String> {
        let quiet = std::panic::take_hook();
        std::panic::set_hook(Box::new(|_| {}));
        let outcome = std::panic::catch_unwind(|| open_like_bevy_pkv(path));
        std::panic::set_hook(quiet);
        outcome.unwrap_or_else(|panic| {
            let reason = panic
                .downcast_ref::<&str>()
                .map(|text| (*text).to_owned())
                .or_else(|| panic.downcast_ref::<String>().cloned())
                .unwrap_or_else(|| "unknown damage".to_owned());
            Err(reason)
        })
    }

    /// Opens the file and its table as bevy_pkv does.
    fn open_like_bevy_pkv(path: &Path) -> Result<(), String> {
        let db = redb::Database::create(path).map_err(|error| error.to_string())?;
        let write = db.begin_write().map_err(|error| error.to_string())?;
        write.open_table(TABLE).map_err(|error| error.to_string())?;
        write.commit().map_err(|error| error.to_string())
    }

    /// The first unused name for a damaged store file.
    fn free_name(folder: &Path) -> PathBuf {
        (1..)
            .map(|n| folder.join(format!("{STORE_FILE}.damaged.{n}")))
            .find(|candidate| !candidate.exists())
            .expect("some number is free")
    }
}

/// Opens the store (or uses a [`SaveStore`] already inserted), loads the preferences at once
/// (other plugins build on them) and restores the game at startup; saves both whenever they
/// change.
pub(super) fn plugin(app: &mut App) {
    let launch = app.world().get_resource::<LaunchOptions>();
    // A screenshot or a game given on the command line must not touch the player's saves.
    let scripted =
        launch.is_some_and(|launch| launch.screenshot.is_some() || launch.game.is_some());
    let view_given = launch.is_some_and(|launch| launch.view.is_some());
    let mut notices = Vec::new();
    // A store put in place before the plugin (tests do) is used as it is.
    let given = app.world_mut().remove_resource::<SaveStore>();
    let mut store: Box<dyn Store> = if let Some(SaveStore(store)) = given {
        store
    } else if scripted {
        info!("a scripted launch: saves stay in memory");
        Box::<MemoryStore>::default()
    } else {
        match open_store() {
            Ok(opened) => {
                if opened.damaged_file_kept_at.is_some() {
                    notices.push(Key::NoticeStoreDamaged);
                }
                opened.store
            }
            Err(why) => {
                warn!("saving is off for this session: {why}");
                notices.push(Key::NoticeStorageUnavailable);
                Box::<MemoryStore>::default()
            }
        }
    };
    let preferences = match load::<Preferences>(store.as_mut(), PREFERENCES_KEY) {
        Loaded::Found(preferences) => preferences.sanitized(),
        Loaded::Missing => Preferences::default(),
        Loaded::Rejected { problem, backup } => {
            warn!("the saved preferences are {problem}; kept under {backup:?}; using defaults");
            notices.push(Key::NoticeSettingsReset);
            Preferences::default()
        }
    };
    app.insert_resource(preferences)
        .insert_resource(SaveStore(store))
        .insert_resource(LaunchNotices {
            notices,
            apply_view: !view_given,
        })
        .add_systems(Startup, restore_at_launch)
        .add_systems(
            PostUpdate,
            (save_game_on_change, save_preferences_on_change),
        );
}

/// What the plugin's build found out, acted on once the app runs.
#[derive(Resource)]
struct LaunchNotices {
    /// Messages for the player.
    notices: Vec<Key>,
    /// Whether the remembered view applies (not when the command line chose one).
    apply_view: bool,
}

/// Restores the saved game (or reports why it cannot) and applies the remembered view.
fn restore_at_launch(
    mut store: ResMut<SaveStore>,
    preferences: Res<Preferences>,
    launch_notices: Res<LaunchNotices>,
    mut restore: MessageWriter<RestoreGame>,
    mut set_view: MessageWriter<SetView>,
    mut notices: MessageWriter<Notice>,
) {
    for &key in &launch_notices.notices {
        notices.write(Notice(key));
    }
    if launch_notices.apply_view {
        set_view.write(SetView(preferences.view));
    }
    match load_game(store.0.as_mut()) {
        Loaded::Found(restored) => {
            info!(
                "restored the saved game: {} moves",
                restored.game.moves().len()
            );
            restore.write(RestoreGame {
                game: restored.game,
                settings: restored.settings,
                human: restored.human,
            });
        }
        Loaded::Missing => {}
        Loaded::Rejected { problem, backup } => {
            warn!("the saved game is {problem}; kept under {backup:?}; starting a new game");
            notices.write(Notice(problem.notice()));
        }
    }
}

/// Saves the game whenever the model changes (a move, an undo, a new game).
fn save_game_on_change(
    model: Res<GameModel>,
    mut store: ResMut<SaveStore>,
    mut saved_generation: Local<Option<u64>>,
) {
    if *saved_generation == Some(model.generation()) {
        return;
    }
    *saved_generation = Some(model.generation());
    let saved = SavedGame {
        record: model.game().record(),
        settings: *model.settings(),
        human: model.human(),
    };
    if let Err(error) = save_game(store.0.as_mut(), &saved) {
        error!("could not save the game: {error}");
    }
}

/// Saves the preferences whenever they, the language or the view change.
fn save_preferences_on_change(
    model: Res<GameModel>,
    language: Res<Language>,
    mut preferences: ResMut<Preferences>,
    mut store: ResMut<SaveStore>,
) {
    if model.view() != preferences.view {
        preferences.view = model.view();
    }
    if language.is_changed() && !language.is_added() && preferences.language != Some(*language) {
        preferences.language = Some(*language);
    }
    if !preferences.is_changed() || preferences.is_added() {
        return;
    }
    if let Err(error) = save(store.0.as_mut(), PREFERENCES_KEY, &*preferences) {
        error!("could not save the preferences: {error}");
    }
}
