//! The key-value stores the saves live in: bevy_pkv's (a redb file in the OS data folder
//! natively, localStorage on the web), or memory when no persistent store opens (and in tests).

use std::collections::HashMap;
use std::fmt;
use std::sync::{Arc, Mutex, PoisonError};

use bevy::prelude::*;

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
/// store cannot be opened, and the store of scripted launches and tests. Clones share their
/// contents, so a test can look into the store it gave the game.
#[derive(Clone, Debug, Default)]
pub struct MemoryStore(Arc<Mutex<HashMap<String, String>>>);

impl MemoryStore {
    fn texts(&self) -> std::sync::MutexGuard<'_, HashMap<String, String>> {
        // A panic while the lock was held leaves whole texts behind: they are still good.
        self.0.lock().unwrap_or_else(PoisonError::into_inner)
    }
}

impl Store for MemoryStore {
    fn read(&self, key: &str) -> Result<Option<String>, StoreError> {
        Ok(self.texts().get(key).cloned())
    }

    fn write(&mut self, key: &str, text: &str) -> Result<(), StoreError> {
        self.texts().insert(key.to_owned(), text.to_owned());
        Ok(())
    }

    fn remove(&mut self, key: &str) -> Result<(), StoreError> {
        self.texts().remove(key);
        Ok(())
    }
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
