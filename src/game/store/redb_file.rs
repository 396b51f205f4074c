//! bevy_pkv's redb file read with redb itself: the guard in front of bevy_pkv
//! ([`super::pkv_file`]) checks the file with it before bevy_pkv opens it (bevy_pkv panics on a
//! file it cannot open) and copies values with it byte for byte (bevy_pkv only hands out decoded
//! values). The layout is bevy_pkv's: one table, each value a MessagePack string.

use std::fmt;
use std::io::ErrorKind;
use std::path::Path;

use redb::{Database, DatabaseError, ReadableDatabase, StorageError, TableDefinition};

use super::backend::{OpenProblem, Store, StoreError};

/// The file bevy_pkv keeps its data in.
pub const STORE_FILE: &str = "bevy_pkv.redb";
/// The one table bevy_pkv uses inside that file.
pub(super) const TABLE: TableDefinition<&str, &[u8]> = TableDefinition::new("redb");

/// The redb file of the saves.
pub struct RedbFile {
    db: Database,
}

impl From<DatabaseError> for OpenProblem {
    fn from(error: DatabaseError) -> OpenProblem {
        let why = error.to_string();
        match error {
            DatabaseError::DatabaseAlreadyOpen => OpenProblem::InUse(why),
            DatabaseError::Storage(StorageError::Io(io))
                if matches!(
                    io.kind(),
                    ErrorKind::PermissionDenied
                        | ErrorKind::ReadOnlyFilesystem
                        | ErrorKind::StorageFull
                        | ErrorKind::QuotaExceeded
                        | ErrorKind::NotFound
                ) =>
            {
                OpenProblem::Unavailable(why)
            }
            _ => OpenProblem::Damaged(why),
        }
    }
}

fn failed(error: impl fmt::Display) -> StoreError {
    StoreError::Failed(error.to_string())
}

impl RedbFile {
    /// Opens (or makes) the store file `folder/bevy_pkv.redb` and its table.
    pub fn open_in(folder: &Path) -> Result<RedbFile, OpenProblem> {
        std::fs::create_dir_all(folder)
            .map_err(|error| OpenProblem::Unavailable(format!("{}: {error}", folder.display())))?;
        let db = Database::create(folder.join(STORE_FILE))?;
        let damaged = |error: &dyn fmt::Display| OpenProblem::Damaged(error.to_string());
        let write = db.begin_write().map_err(|e| damaged(&e))?;
        write.open_table(TABLE).map_err(|e| damaged(&e))?;
        write.commit().map_err(|e| damaged(&e))?;
        Ok(RedbFile { db })
    }

    /// The bytes stored under `key`.
    fn bytes(&self, key: &str) -> Result<Option<Vec<u8>>, StoreError> {
        let read = self.db.begin_read().map_err(failed)?;
        let table = read.open_table(TABLE).map_err(failed)?;
        let value = table.get(key).map_err(failed)?;
        Ok(value.map(|value| value.value().to_vec()))
    }

    /// Stores `bytes` under `key`.
    fn put(&mut self, key: &str, bytes: &[u8]) -> Result<(), StoreError> {
        let write = self.db.begin_write().map_err(failed)?;
        {
            let mut table = write.open_table(TABLE).map_err(failed)?;
            table.insert(key, bytes).map_err(failed)?;
        }
        write.commit().map_err(failed)
    }
}

/// The text of a stored value: a MessagePack string as bevy_pkv writes one, or any other
/// MessagePack value as JSON text.
pub fn text_of(bytes: &[u8]) -> Result<String, StoreError> {
    if let Ok(text) = rmp_serde::from_slice::<String>(bytes) {
        return Ok(text);
    }
    rmp_serde::from_slice::<serde_json::Value>(bytes)
        .map(|value| value.to_string())
        .map_err(|error| StoreError::NotText(error.to_string()))
}

impl Store for RedbFile {
    fn read(&self, key: &str) -> Result<Option<String>, StoreError> {
        self.bytes(key)?.map(|bytes| text_of(&bytes)).transpose()
    }

    fn write(&mut self, key: &str, text: &str) -> Result<(), StoreError> {
        let bytes = rmp_serde::to_vec(text).map_err(failed)?;
        self.put(key, &bytes)
    }

    fn copy(&mut self, from: &str, to: &str) -> Result<bool, StoreError> {
        let Some(bytes) = self.bytes(from)? else {
            return Ok(false);
        };
        self.put(to, &bytes)?;
        Ok(true)
    }

    fn remove(&mut self, key: &str) -> Result<(), StoreError> {
        let write = self.db.begin_write().map_err(failed)?;
        {
            let mut table = write.open_table(TABLE).map_err(failed)?;
            table.remove(key).map_err(failed)?;
        }
        write.commit().map_err(failed)
    }
}
