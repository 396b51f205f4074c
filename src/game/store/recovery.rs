//! Recovering from damage: a value that cannot be used is copied to a backup key before its
//! key is freed, and (natively) a damaged store file is renamed beside it and a fresh one
//! made, while a file in use by another program is left alone.

use bevy::prelude::*;

#[cfg(not(target_arch = "wasm32"))]
use super::backend::OpenProblem;
use super::backend::Store;
#[cfg(not(target_arch = "wasm32"))]
use super::pkv_file::PkvFile;
#[cfg(not(target_arch = "wasm32"))]
use super::redb_file::STORE_FILE;

/// How many backups of one key are kept; when all are taken, the last one is overwritten.
pub const MAX_BACKUPS: u32 = 9;

/// The backup keys of `key`, in the order they are used.
pub fn backup_keys(key: &str) -> impl Iterator<Item = String> + '_ {
    (1..=MAX_BACKUPS).map(move |n| format!("{key}.backup.{n}"))
}

/// Copies the value of `key`, exactly as it is stored (even one that is not text at all), to
/// the first free backup key of `key` (or the last one when all are taken), then removes `key`.
/// Returns the backup key, or `None` if the copy failed and the value is still under `key`.
pub(super) fn back_up(store: &mut dyn Store, key: &str) -> Option<String> {
    let backup = backup_keys(key)
        .find(|candidate| matches!(store.read(candidate), Ok(None)))
        .unwrap_or_else(|| format!("{key}.backup.{MAX_BACKUPS}"));
    match store.copy(key, &backup) {
        Ok(true) => {}
        Ok(false) => {
            error!("nothing under {key:?} to back up");
            return None;
        }
        Err(error) => {
            error!("could not back up the unusable value of {key:?}: {error}");
            return None;
        }
    }
    if let Err(error) = store.remove(key) {
        warn!("backed up {key:?} to {backup:?} but could not remove it: {error}");
    }
    Some(backup)
}

/// A persistent store just opened.
pub struct OpenedStore {
    /// The store.
    pub store: Box<dyn Store>,
    /// Where a damaged store file was moved before a fresh one was made, so its data is not
    /// lost (`None` when nothing was damaged).
    pub damaged_file_kept_at: Option<std::path::PathBuf>,
}

/// Opens the store kept in `folder`. A store file that cannot be opened because it is damaged
/// (or not a store at all) is renamed beside it and a fresh store is made, so the game starts
/// either way and the old bytes stay on disk for whoever wants them. A file in use by another
/// program, or one that cannot be reached, is left as it is: the problem is returned.
#[cfg(not(target_arch = "wasm32"))]
pub fn open_store_in(folder: &std::path::Path) -> Result<OpenedStore, OpenProblem> {
    let path = folder.join(STORE_FILE);
    let mut damaged_file_kept_at = None;
    if path.exists() {
        match PkvFile::open_in(folder) {
            Ok(file) => {
                return Ok(OpenedStore {
                    store: Box::new(file),
                    damaged_file_kept_at,
                });
            }
            Err(OpenProblem::Damaged(problem)) => {
                let kept = free_name(folder);
                std::fs::rename(&path, &kept).map_err(|error| {
                    OpenProblem::Unavailable(format!(
                        "{} is damaged ({problem}) and cannot be moved aside: {error}",
                        path.display()
                    ))
                })?;
                warn!(
                    "the save file {} is damaged ({problem}); kept it as {}, starting a new one",
                    path.display(),
                    kept.display()
                );
                damaged_file_kept_at = Some(kept);
            }
            Err(other) => return Err(other),
        }
    }
    Ok(OpenedStore {
        store: Box::new(PkvFile::open_in(folder)?),
        damaged_file_kept_at,
    })
}

/// The first unused name for a damaged store file.
#[cfg(not(target_arch = "wasm32"))]
fn free_name(folder: &std::path::Path) -> std::path::PathBuf {
    (1..)
        .map(|n| folder.join(format!("{STORE_FILE}.damaged.{n}")))
        .find(|candidate| !candidate.exists())
        .expect("some number is free")
}
