//! The key-value stores the saves live in: bevy_pkv's store behind a guard (a redb file in the
//! OS data folder natively, the page's localStorage on the web), or memory when no persistent
//! store opens (and for scripted launches and tests).

use std::collections::HashMap;
use std::fmt;
use std::sync::{Arc, Mutex, MutexGuard, PoisonError};

use bevy::prelude::*;

/// A key-value store of texts.
pub trait Store: Send + Sync {
    /// The text under `key`; `Ok(None)` when there is none, [`StoreError::NotText`] when
    /// something is stored there that is not text this program could have written.
    fn read(&self, key: &str) -> Result<Option<String>, StoreError>;
    /// Stores `text` under `key`, replacing what was there.
    fn write(&mut self, key: &str, text: &str) -> Result<(), StoreError>;
    /// Copies the value under `from` to `to` exactly as it is stored, whatever it holds (a
    /// damaged value is kept byte for byte); says whether there was a value to copy.
    fn copy(&mut self, from: &str, to: &str) -> Result<bool, StoreError>;
    /// Removes `key` and its value, if any.
    fn remove(&mut self, key: &str) -> Result<(), StoreError>;
}

/// Why a store could not read or write a value.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum StoreError {
    /// The store itself failed (the file, the browser's storage).
    Failed(String),
    /// The value is there, but it is not text (damaged, or written by another program).
    NotText(String),
}

impl fmt::Display for StoreError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            StoreError::Failed(why) => write!(f, "the save store failed: {why}"),
            StoreError::NotText(why) => write!(f, "the stored value is not text: {why}"),
        }
    }
}

impl std::error::Error for StoreError {}

/// Why the persistent store could not be opened.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum OpenProblem {
    /// Another program (another window of the game) holds it: it is fine, and left alone.
    InUse(String),
    /// Its file is not a store this program can read: damaged, cut short, or another format.
    Damaged(String),
    /// It cannot be reached (permissions, no home folder, a full disk, no localStorage).
    Unavailable(String),
}

impl fmt::Display for OpenProblem {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            OpenProblem::InUse(why) => write!(f, "the save store is in use: {why}"),
            OpenProblem::Damaged(why) => write!(f, "the save store is damaged: {why}"),
            OpenProblem::Unavailable(why) => write!(f, "the save store cannot be reached: {why}"),
        }
    }
}

/// A store that forgets everything when the program ends: the fallback when the persistent
/// store cannot be opened, and the store of scripted launches and tests. Clones share their
/// contents, so a test can look into the store it gave the game.
#[derive(Clone, Debug, Default)]
pub struct MemoryStore(Arc<Mutex<HashMap<String, String>>>);

impl MemoryStore {
    fn texts(&self) -> MutexGuard<'_, HashMap<String, String>> {
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

    fn copy(&mut self, from: &str, to: &str) -> Result<bool, StoreError> {
        let mut texts = self.texts();
        let Some(text) = texts.get(from).cloned() else {
            return Ok(false);
        };
        texts.insert(to.to_owned(), text);
        Ok(true)
    }

    fn remove(&mut self, key: &str) -> Result<(), StoreError> {
        self.texts().remove(key);
        Ok(())
    }
}

/// The store the game saves to.
#[derive(Resource)]
pub struct SaveStore(pub Box<dyn Store>);
