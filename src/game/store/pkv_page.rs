//! The web store: bevy_pkv's localStorage store, behind a guard.
//!
//! bevy_pkv reads and writes the values (each a JSON string under
//! `"Epaminondas.epaminondas" + key`). The guard does what bevy_pkv cannot: it checks that the
//! page has localStorage before bevy_pkv is made (bevy_pkv panics on every call without it),
//! copies a value exactly as it is stored ([`Store::copy`], for the backups of damaged values)
//! and reads a value that is not a JSON string, both through the storage itself
//! ([`LocalStorageStore`]).

use bevy_pkv::{GetError, PkvStore};

use super::backend::{OpenProblem, Store, StoreError};
use super::local_storage::{BrowserStorage, LocalStorageStore};

/// The saves in the page's localStorage, read and written through bevy_pkv.
pub struct PkvPage {
    pkv: PkvStore,
    raw: LocalStorageStore<BrowserStorage>,
}

impl PkvPage {
    /// The store of `organization` and `application` (bevy_pkv's key prefix), when the page
    /// has localStorage.
    pub fn open(organization: &str, application: &str) -> Result<PkvPage, OpenProblem> {
        BrowserStorage::check().map_err(OpenProblem::Unavailable)?;
        Ok(PkvPage {
            pkv: PkvStore::new(organization, application),
            raw: LocalStorageStore::new(organization, application, BrowserStorage),
        })
    }
}

impl Store for PkvPage {
    fn read(&self, key: &str) -> Result<Option<String>, StoreError> {
        match self.pkv.get::<String>(key) {
            Ok(text) => Ok(Some(text)),
            Err(GetError::NotFound) => Ok(None),
            // Not a JSON string: the guard reads it itself.
            Err(GetError::Json(_)) => self.raw.read(key),
            Err(error) => Err(StoreError::Failed(error.to_string())),
        }
    }

    fn write(&mut self, key: &str, text: &str) -> Result<(), StoreError> {
        self.pkv
            .set_string(key, text)
            .map_err(|error| StoreError::Failed(format!("{error}: {error:?}")))
    }

    fn copy(&mut self, from: &str, to: &str) -> Result<bool, StoreError> {
        self.raw.copy(from, to)
    }

    fn remove(&mut self, key: &str) -> Result<(), StoreError> {
        self.pkv
            .remove(key)
            .map_err(|error| StoreError::Failed(format!("{error}: {error:?}")))
    }
}
