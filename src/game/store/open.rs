//! Opening the persistent store, bevy_pkv behind its guard: natively after taking a lock file,
//! so that a second window of the game cannot open the store too, in bevy_pkv's data folder
//! ([`super::pkv_file`]); on the web, the page's localStorage ([`super::pkv_page`]).

use super::backend::OpenProblem;
use super::recovery::OpenedStore;

/// The organization and application names given to bevy_pkv (the folder, or the localStorage
/// key prefix, of the saves).
pub const STORE_ORGANIZATION: &str = "Epaminondas";
/// See [`STORE_ORGANIZATION`].
pub const STORE_APPLICATION: &str = "epaminondas";

/// Opens the persistent store; the error says why it cannot be used (another window of the
/// game holds it, or there is no place to keep it).
pub fn open_store() -> Result<OpenedStore, OpenProblem> {
    #[cfg(not(target_arch = "wasm32"))]
    {
        native::open()
    }
    #[cfg(target_arch = "wasm32")]
    {
        use super::pkv_page::PkvPage;
        Ok(OpenedStore {
            store: Box::new(PkvPage::open(STORE_ORGANIZATION, STORE_APPLICATION)?),
            damaged_file_kept_at: None,
        })
    }
}

#[cfg(not(target_arch = "wasm32"))]
mod native {
    use std::fs::{File, OpenOptions};
    use std::path::PathBuf;
    use std::sync::OnceLock;

    use super::{OpenProblem, STORE_APPLICATION, STORE_ORGANIZATION};
    use crate::game::store::recovery::{OpenedStore, open_store_in};

    /// The name of the lock file that keeps a second window of the game off the store.
    const LOCK_FILE: &str = "epaminondas.lock";

    /// The lock, held for the life of the program.
    static LOCK: OnceLock<File> = OnceLock::new();

    /// The folder bevy_pkv itself uses for these names.
    fn data_folder() -> Result<PathBuf, OpenProblem> {
        directories::ProjectDirs::from("", STORE_ORGANIZATION, STORE_APPLICATION)
            .map(|dirs| dirs.data_dir().to_path_buf())
            .ok_or_else(|| OpenProblem::Unavailable("no home folder to keep saves in".to_owned()))
    }

    /// Opens the store in the data folder after taking the lock.
    pub(super) fn open() -> Result<OpenedStore, OpenProblem> {
        let folder = data_folder()?;
        let unavailable = |what: &std::path::Path, error: std::io::Error| {
            OpenProblem::Unavailable(format!("{}: {error}", what.display()))
        };
        std::fs::create_dir_all(&folder).map_err(|error| unavailable(&folder, error))?;
        let lock_path = folder.join(LOCK_FILE);
        let lock = OpenOptions::new()
            .create(true)
            .truncate(false)
            .write(true)
            .open(&lock_path)
            .map_err(|error| unavailable(&lock_path, error))?;
        lock.try_lock().map_err(|error| {
            OpenProblem::InUse(format!("another window of the game holds it ({error})"))
        })?;
        // Only one store is ever opened; a second call would have failed on the lock above.
        let _ = LOCK.set(lock);
        open_store_in(&folder)
    }
}
