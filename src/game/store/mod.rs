//! Saving the game in progress and the preferences, and bringing them back at launch.
//!
//! [`backend`] holds what every store is ([`Store`]) and the store in memory; the persistent
//! store is bevy_pkv behind a guard ([`pkv_file`] natively, with [`redb_file`] for what
//! bevy_pkv cannot do; `pkv_page` on the web, with [`local_storage`]); [`format`] is the
//! versioned envelope of every value, [`recovery`] the backups of damaged values and files,
//! [`open`] the opening of the persistent store. The plugin here opens the store as the app
//! starts (or uses a [`SaveStore`] the caller inserted), loads the preferences before anything draws, restores the saved game, and saves
//! both whenever they change. A scripted launch (a screenshot, or a game given on the command
//! line) never touches the saves: it plays in a store of its own in memory.

pub mod backend;
pub mod format;
pub mod local_storage;
pub mod open;
#[cfg(not(target_arch = "wasm32"))]
pub mod pkv_file;
#[cfg(target_arch = "wasm32")]
pub mod pkv_page;
pub mod recovery;
#[cfg(not(target_arch = "wasm32"))]
pub mod redb_file;

use bevy::prelude::*;

use super::board::model::{GameModel, RestoreGame};
use super::board::study::Study;
use super::launch::LaunchOptions;
use super::notify::Notice;
use super::preferences::Preferences;
use backend::{MemoryStore, OpenProblem, SaveStore, Store};
use epaminondas_play::i18n::Key;
use format::{Loaded, PREFERENCES_KEY, SavedGame, load, load_game, save, save_game};

/// Registers the saves: opened and loaded before the game starts, saved after each frame.
pub(super) fn plugin(app: &mut App) {
    app.add_systems(PreStartup, open_and_load_preferences)
        .add_systems(Startup, restore_at_launch)
        .add_systems(
            PostUpdate,
            (save_game_on_change, save_preferences_on_change),
        );
}

/// Opens the store and loads the preferences, with the command line's choices laid over them.
fn open_and_load_preferences(
    mut commands: Commands,
    launch: Option<Res<LaunchOptions>>,
    given: Option<ResMut<SaveStore>>,
    mut preferences: ResMut<Preferences>,
    mut notices: MessageWriter<Notice>,
) {
    let launch = launch.map(|launch| launch.clone()).unwrap_or_default();
    if launch.is_scripted() {
        info!("a scripted launch: the saves are left alone, this session keeps to memory");
        commands.insert_resource(SaveStore(Box::<MemoryStore>::default()));
        *preferences = Preferences::default().with_launch(&launch);
        return;
    }
    let mut opened = None;
    let store: &mut dyn Store = match given {
        Some(given) => given.into_inner().0.as_mut(),
        None => opened.insert(open_persistent(&mut notices)).as_mut(),
    };
    let loaded = match load::<Preferences>(store, PREFERENCES_KEY) {
        Loaded::Found(preferences) => preferences.sanitized(),
        Loaded::Missing => Preferences::default(),
        Loaded::Rejected { problem, backup } => {
            warn!("the saved preferences are {problem}; kept under {backup:?}; using defaults");
            notices.write(Notice(if backup.is_some() {
                Key::NoticeSettingsReset
            } else {
                Key::NoticeSettingsNotKept
            }));
            Preferences::default()
        }
    };
    *preferences = loaded.with_launch(&launch);
    if let Some(store) = opened {
        commands.insert_resource(SaveStore(store));
    }
}

/// The persistent store, or memory (and a notice) when it cannot be opened.
fn open_persistent(notices: &mut MessageWriter<Notice>) -> Box<dyn Store> {
    match open::open_store() {
        Ok(opened) => {
            if opened.damaged_file_kept_at.is_some() {
                notices.write(Notice(Key::NoticeStoreDamaged));
            }
            opened.store
        }
        Err(problem) => {
            warn!("saving is off for this session: {problem}");
            notices.write(Notice(match problem {
                OpenProblem::InUse(_) => Key::NoticeStoreInUse,
                _ => Key::NoticeStorageUnavailable,
            }));
            Box::<MemoryStore>::default()
        }
    }
}

/// Restores the saved game, or reports why it cannot.
fn restore_at_launch(
    mut store: ResMut<SaveStore>,
    mut restore: MessageWriter<RestoreGame>,
    mut notices: MessageWriter<Notice>,
) {
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
            notices.write(Notice(if backup.is_some() {
                problem.notice()
            } else {
                Key::NoticeSaveNotKept
            }));
        }
    }
}

/// Saves the game whenever the model changes (a move, an undo, a new game).
fn save_game_on_change(
    model: Res<GameModel>,
    study: Option<Study>,
    mut store: ResMut<SaveStore>,
    mut saved_generation: Local<Option<u64>>,
) {
    if *saved_generation == Some(model.generation()) {
        return;
    }
    // A lesson or a puzzle plays on the model, but the saved game is the one it interrupted:
    // the tutorial or the trainer brings that back when it closes, and it is saved then.
    if study.is_some_and(|study| study.is_open()) {
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

/// Saves the preferences whenever they differ from what was loaded or last saved.
fn save_preferences_on_change(
    preferences: Res<Preferences>,
    mut store: ResMut<SaveStore>,
    mut saved: Local<Option<Preferences>>,
) {
    let Some(last) = saved.as_ref() else {
        // The first frame sees what was loaded: nothing new to save.
        *saved = Some(preferences.clone());
        return;
    };
    if *last == *preferences {
        return;
    }
    *saved = Some(preferences.clone());
    if let Err(error) = save(store.0.as_mut(), PREFERENCES_KEY, &*preferences) {
        error!("could not save the preferences: {error}");
    }
}
