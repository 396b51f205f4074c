//! The native store: bevy_pkv's redb file in the data folder, behind a guard.
//!
//! bevy_pkv reads and writes the values. The guard does what bevy_pkv cannot: it checks the
//! file with redb itself before bevy_pkv opens it (bevy_pkv panics on a file it cannot open),
//! so that a file in use by another program is told from a damaged one; and it copies a value
//! byte for byte ([`Store::copy`], for the backups of damaged values) and reads a value that is
//! not a MessagePack string, both through redb itself ([`RedbFile`]) while bevy_pkv's handle is
//! closed (redb lets one handle at a time hold a file). bevy_pkv opens the file again on the
//! next value it reads or writes.

use std::panic::{self, AssertUnwindSafe};
use std::path::{Path, PathBuf};
use std::sync::{Mutex, MutexGuard, PoisonError};

use bevy_pkv::{GetError, PkvStore};

use super::backend::{OpenProblem, Store, StoreError};
use super::redb_file::RedbFile;

/// The saves' file, read and written through bevy_pkv.
pub struct PkvFile {
    folder: PathBuf,
    /// bevy_pkv's handle; `None` while the guard reads the file itself.
    pkv: Mutex<Option<PkvStore>>,
}

impl PkvFile {
    /// Opens the store file `folder/bevy_pkv.redb` (making it if there is none), after checking
    /// that redb can open it.
    pub fn open_in(folder: &Path) -> Result<PkvFile, OpenProblem> {
        let pkv = open_pkv(folder)?;
        Ok(PkvFile {
            folder: folder.to_path_buf(),
            pkv: Mutex::new(Some(pkv)),
        })
    }

    fn handle(&self) -> MutexGuard<'_, Option<PkvStore>> {
        // A panic while the lock was held left a handle or none: either is usable.
        self.pkv.lock().unwrap_or_else(PoisonError::into_inner)
    }

    /// Runs `use_it` on bevy_pkv's handle, opening the file again if the guard closed it.
    fn with_pkv<R>(
        &self,
        use_it: impl FnOnce(&mut PkvStore) -> Result<R, StoreError>,
    ) -> Result<R, StoreError> {
        let mut handle = self.handle();
        if handle.is_none() {
            *handle = Some(open_pkv(&self.folder).map_err(|p| StoreError::Failed(p.to_string()))?);
        }
        match handle.as_mut() {
            Some(pkv) => use_it(pkv),
            None => Err(StoreError::Failed("bevy_pkv's store is closed".to_owned())),
        }
    }

    /// Runs `use_it` on the file opened with redb itself, bevy_pkv's handle closed meanwhile.
    fn with_raw_file<R>(
        &self,
        use_it: impl FnOnce(&mut RedbFile) -> Result<R, StoreError>,
    ) -> Result<R, StoreError> {
        let mut handle = self.handle();
        *handle = None;
        let mut file =
            RedbFile::open_in(&self.folder).map_err(|p| StoreError::Failed(p.to_string()))?;
        use_it(&mut file)
    }
}

/// Checks the file with redb, then opens it with bevy_pkv. Both run with panics caught, so a
/// file that makes redb panic (one cut short) is reported as damaged instead.
fn open_pkv(folder: &Path) -> Result<PkvStore, OpenProblem> {
    quietly(|| RedbFile::open_in(folder).map(drop))?;
    quietly(|| Ok(PkvStore::new_in_dir(folder)))
}

/// Runs `open` with the panic hook silenced, a panic becoming [`OpenProblem::Damaged`] with
/// the panic's words.
fn quietly<T>(open: impl FnOnce() -> Result<T, OpenProblem>) -> Result<T, OpenProblem> {
    let hook = panic::take_hook();
    panic::set_hook(Box::new(|_| {}));
    let outcome = panic::catch_unwind(AssertUnwindSafe(open));
    panic::set_hook(hook);
    outcome.unwrap_or_else(|panic| {
        let words = panic
            .downcast_ref::<&str>()
            .map(|text| (*text).to_owned())
            .or_else(|| panic.downcast_ref::<String>().cloned())
            .unwrap_or_else(|| "unknown damage".to_owned());
        Err(OpenProblem::Damaged(words))
    })
}

fn failed(error: impl std::fmt::Display) -> StoreError {
    StoreError::Failed(error.to_string())
}

impl Store for PkvFile {
    fn read(&self, key: &str) -> Result<Option<String>, StoreError> {
        let decoded = self.with_pkv(|pkv| match pkv.get::<String>(key) {
            Ok(text) => Ok(Some(Ok(text))),
            Err(GetError::NotFound) => Ok(None),
            // Not a MessagePack string: the guard reads the bytes itself.
            Err(GetError::MessagePack(error)) => Ok(Some(Err(error))),
            Err(error) => Err(failed(error)),
        })?;
        match decoded {
            None => Ok(None),
            Some(Ok(text)) => Ok(Some(text)),
            Some(Err(_)) => self.with_raw_file(|file| file.read(key)),
        }
    }

    fn write(&mut self, key: &str, text: &str) -> Result<(), StoreError> {
        self.with_pkv(|pkv| pkv.set_string(key, text).map_err(failed))
    }

    fn copy(&mut self, from: &str, to: &str) -> Result<bool, StoreError> {
        self.with_raw_file(|file| file.copy(from, to))
    }

    fn remove(&mut self, key: &str) -> Result<(), StoreError> {
        self.with_pkv(|pkv| pkv.remove(key).map_err(failed))
    }
}
