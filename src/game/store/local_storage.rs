//! The page's localStorage read directly, in bevy_pkv's layout (each value a JSON string under
//! `"Epaminondas.epaminondas" + key`): the guard in front of bevy_pkv ([`super::pkv_page`])
//! copies values with it exactly as they are stored, and reads those that are not JSON strings.
//! The logic runs on any storage of strings, so it is tested natively.

use super::backend::{Store, StoreError};

/// A storage of strings under string keys: the browser's localStorage, or memory in tests.
pub trait RawStorage: Send + Sync {
    /// The string under `key`.
    fn get_item(&self, key: &str) -> Result<Option<String>, String>;
    /// Stores `value` under `key`.
    fn set_item(&mut self, key: &str, value: &str) -> Result<(), String>;
    /// Removes `key`.
    fn remove_item(&mut self, key: &str) -> Result<(), String>;
}

/// The saves in a [`RawStorage`], under keys with a prefix, each value a JSON string.
pub struct LocalStorageStore<S: RawStorage> {
    prefix: String,
    storage: S,
}

impl<S: RawStorage> LocalStorageStore<S> {
    /// The store of `storage`, its keys prefixed with `organization.application` as bevy_pkv's.
    pub fn new(organization: &str, application: &str, storage: S) -> LocalStorageStore<S> {
        LocalStorageStore {
            prefix: format!("{organization}.{application}"),
            storage,
        }
    }

    /// The storage's own key for `key`.
    pub fn storage_key(&self, key: &str) -> String {
        format!("{}{key}", self.prefix)
    }

    /// The storage itself.
    pub fn storage(&self) -> &S {
        &self.storage
    }

    /// The storage itself, to change.
    pub fn storage_mut(&mut self) -> &mut S {
        &mut self.storage
    }
}

/// The text of a stored value: a JSON string as bevy_pkv writes one, or any other JSON as its
/// text.
pub fn text_of(raw: &str) -> Result<String, StoreError> {
    match serde_json::from_str::<serde_json::Value>(raw) {
        Ok(serde_json::Value::String(text)) => Ok(text),
        Ok(other) => Ok(other.to_string()),
        Err(error) => Err(StoreError::NotText(error.to_string())),
    }
}

impl<S: RawStorage> Store for LocalStorageStore<S> {
    fn read(&self, key: &str) -> Result<Option<String>, StoreError> {
        let raw = self
            .storage
            .get_item(&self.storage_key(key))
            .map_err(StoreError::Failed)?;
        raw.map(|raw| text_of(&raw)).transpose()
    }

    fn write(&mut self, key: &str, text: &str) -> Result<(), StoreError> {
        let json = serde_json::Value::String(text.to_owned()).to_string();
        let key = self.storage_key(key);
        self.storage
            .set_item(&key, &json)
            .map_err(StoreError::Failed)
    }

    fn copy(&mut self, from: &str, to: &str) -> Result<bool, StoreError> {
        let raw = self
            .storage
            .get_item(&self.storage_key(from))
            .map_err(StoreError::Failed)?;
        let Some(raw) = raw else {
            return Ok(false);
        };
        let to = self.storage_key(to);
        self.storage
            .set_item(&to, &raw)
            .map_err(StoreError::Failed)?;
        Ok(true)
    }

    fn remove(&mut self, key: &str) -> Result<(), StoreError> {
        let key = self.storage_key(key);
        self.storage.remove_item(&key).map_err(StoreError::Failed)
    }
}

/// The page's localStorage.
#[cfg(target_arch = "wasm32")]
pub struct BrowserStorage;

#[cfg(target_arch = "wasm32")]
impl BrowserStorage {
    /// Whether the page has localStorage (a private window or a sandboxed frame may not); the
    /// error says why not.
    pub fn check() -> Result<(), String> {
        Self::local_storage().map(drop)
    }

    fn local_storage() -> Result<web_sys::Storage, String> {
        web_sys::window()
            .ok_or("no window")?
            .local_storage()
            .map_err(|error| format!("{error:?}"))?
            .ok_or_else(|| "no localStorage".to_owned())
    }
}

// The page's main thread is the only one that touches it.
#[cfg(target_arch = "wasm32")]
impl RawStorage for BrowserStorage {
    fn get_item(&self, key: &str) -> Result<Option<String>, String> {
        Self::local_storage()?
            .get_item(key)
            .map_err(|error| format!("{error:?}"))
    }

    fn set_item(&mut self, key: &str, value: &str) -> Result<(), String> {
        Self::local_storage()?
            .set_item(key, value)
            .map_err(|error| format!("{error:?}"))
    }

    fn remove_item(&mut self, key: &str) -> Result<(), String> {
        Self::local_storage()?
            .remove_item(key)
            .map_err(|error| format!("{error:?}"))
    }
}
