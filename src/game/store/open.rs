//! Opening the persistent store: natively after taking a lock file, so that a second window of
//! the game cannot open the store too, in the folder bevy_pkv used; on the web, the page's
//! localStorage.

use super::recovery::OpenedStore;

/// The organization and application names bevy_pkv used, and so the saves still use (the
/// folder, or the localStorage key prefix, of the saves).
pub const STORE_ORGANIZATION: &str = "Epaminondas";
/// See [`STORE_ORGANIZATION`].
pub const STORE_APPLICATION: &str = "epaminondas";

/// Opens the persistent store; the error says why it cannot be used (another window of the
/// game holds it, or the data folder cannot be made).
pub fn open_store() -> Result<OpenedStore, String> {
    #[cfg(not(target_arch = "wasm32"))]
    {
        native::open()
    }
    #[cfg(target_arch = "wasm32")]
    {
        use super::local_storage::{BrowserStorage, LocalStorageStore};
        Ok(OpenedStore {
            store: Box::new(LocalStorageStore::new(
                STORE_ORGANIZATION,
                STORE_APPLICATION,
                BrowserStorage,
            )),
            damaged_file_kept_at: None,
        })
    }
}

#[cfg(not(target_arch = "wasm32"))]
mod native {
    use std::fs::{File, OpenOptions};
    use std::path::PathBuf;
    use std::sync::OnceLock;

    use super::{STORE_APPLICATION, STORE_ORGANIZATION};
    use crate::game::store::recovery::{OpenedStore, open_store_in};

    /// The name of the lock file that keeps a second window of the game off the store.
    const LOCK_FILE: &str = "epaminondas.lock";

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
}
