//! The saved values' format: JSON text in an envelope, `{"version": 1, "data": …}`, under an
//! explicit key ([`GAME_KEY`], [`PREFERENCES_KEY`]); the version tells this program's data from
//! a newer program's. Data that cannot be used (unreadable, an unknown version, a game record
//! whose moves are illegal) is never dropped silently: it is moved to a backup key
//! ([`super::recovery`]) and the caller learns why.

use std::fmt;

use serde::de::DeserializeOwned;
use serde::{Deserialize, Serialize};

use super::backend::{Store, StoreError};
use super::recovery::back_up;
use crate::game::values::GameSettings;
use epaminondas_core::{Game, GameRecord, Side};
use epaminondas_play::i18n::Key;

/// The key of the game in progress.
pub const GAME_KEY: &str = "game";
/// The key of the preferences.
pub const PREFERENCES_KEY: &str = "preferences";
/// The version of the envelope and its data that this program writes and reads.
pub const FORMAT_VERSION: u32 = 1;

/// Why stored data could not be used.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Problem {
    /// The value is not an envelope this program can read, or its data does not parse.
    Unreadable(String),
    /// The value was written by a newer program.
    Newer {
        /// The version found.
        version: u32,
    },
    /// The data parses but makes no sense (for example, a record with an illegal move).
    Invalid(String),
}

impl Problem {
    /// What the player is told when the saved game has this problem.
    pub fn notice(&self) -> Key {
        match self {
            Problem::Newer { .. } => Key::NoticeSaveNewer,
            Problem::Unreadable(_) | Problem::Invalid(_) => Key::NoticeSaveCorrupt,
        }
    }
}

impl fmt::Display for Problem {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Problem::Unreadable(why) => write!(f, "unreadable: {why}"),
            Problem::Newer { version } => write!(
                f,
                "written by a newer version (format {version}, this program reads {FORMAT_VERSION})"
            ),
            Problem::Invalid(why) => write!(f, "invalid: {why}"),
        }
    }
}

/// What [`load`] found under a key.
#[derive(Debug, PartialEq)]
pub enum Loaded<T> {
    /// Nothing is stored there.
    Missing,
    /// The value, ready to use.
    Found(T),
    /// A value that cannot be used; it has been moved to `backup` (`None` when even that failed,
    /// and then it is still under its key).
    Rejected {
        /// What is wrong with it.
        problem: Problem,
        /// The backup key now holding the old text.
        backup: Option<String>,
    },
}

/// The stored form of the game in progress.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct SavedGame {
    /// The start position and every move, so that undo works after a restart.
    pub record: GameRecord,
    /// The settings the game was started with.
    pub settings: GameSettings,
    /// The colour the player plays against the computer.
    pub human: Side,
}

/// A saved game checked against the rules, ready to be restored.
#[derive(Clone, Debug)]
pub struct RestoredGame {
    /// The game, replayed move by move from its record.
    pub game: Game,
    /// The settings it was started with.
    pub settings: GameSettings,
    /// The colour the player plays against the computer.
    pub human: Side,
}

/// The envelope's version alone, read before its data.
#[derive(Deserialize)]
struct Header {
    version: u32,
}

/// The envelope around every stored value.
#[derive(Serialize, Deserialize)]
struct Envelope<T> {
    version: u32,
    data: T,
}

/// Stores `value` under `key`, in the current format.
pub fn save<T: Serialize>(store: &mut dyn Store, key: &str, value: &T) -> Result<(), StoreError> {
    let envelope = Envelope {
        version: FORMAT_VERSION,
        data: value,
    };
    let text =
        serde_json::to_string(&envelope).map_err(|error| StoreError::Failed(error.to_string()))?;
    store.write(key, &text)
}

/// Reads the value under `key`; data that cannot be used is moved to a backup key.
pub fn load<T: DeserializeOwned>(store: &mut dyn Store, key: &str) -> Loaded<T> {
    load_checked(store, key, Ok)
}

/// Reads the game in progress and replays its record; anything unusable is moved to a backup.
pub fn load_game(store: &mut dyn Store) -> Loaded<RestoredGame> {
    load_checked(store, GAME_KEY, |saved: SavedGame| {
        let game = Game::from_record(&saved.record).map_err(|error| error.to_string())?;
        Ok(RestoredGame {
            game,
            settings: saved.settings,
            human: saved.human,
        })
    })
}

/// Stores the game in progress.
pub fn save_game(store: &mut dyn Store, saved: &SavedGame) -> Result<(), StoreError> {
    save(store, GAME_KEY, saved)
}

/// Reads the value under `key` and turns it into a `U` with `check`; anything unusable is
/// moved to a backup key.
fn load_checked<T: DeserializeOwned, U>(
    store: &mut dyn Store,
    key: &str,
    check: impl FnOnce(T) -> Result<U, String>,
) -> Loaded<U> {
    let text = match store.read(key) {
        Ok(None) => return Loaded::Missing,
        Ok(Some(text)) => text,
        Err(StoreError::NotText(why)) => {
            // Damaged below the text: still kept, byte for byte.
            return Loaded::Rejected {
                problem: Problem::Unreadable(why),
                backup: back_up(store, key),
            };
        }
        Err(failed) => {
            return Loaded::Rejected {
                problem: Problem::Unreadable(failed.to_string()),
                backup: None,
            };
        }
    };
    let problem = match decode::<T>(&text) {
        Ok(data) => match check(data) {
            Ok(value) => return Loaded::Found(value),
            Err(why) => Problem::Invalid(why),
        },
        Err(problem) => problem,
    };
    let backup = back_up(store, key);
    Loaded::Rejected { problem, backup }
}

/// The data of an envelope of the current version.
fn decode<T: DeserializeOwned>(text: &str) -> Result<T, Problem> {
    let header: Header =
        serde_json::from_str(text).map_err(|error| Problem::Unreadable(error.to_string()))?;
    if header.version > FORMAT_VERSION {
        return Err(Problem::Newer {
            version: header.version,
        });
    }
    if header.version < FORMAT_VERSION {
        // No older format was ever written; such a value did not come from this game.
        return Err(Problem::Unreadable(format!(
            "unknown format version {}",
            header.version
        )));
    }
    let envelope: Envelope<T> =
        serde_json::from_str(text).map_err(|error| Problem::Unreadable(error.to_string()))?;
    Ok(envelope.data)
}
