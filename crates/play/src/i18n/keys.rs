//! The names of the texts, one enum per part of the program, written at build time from the
//! English catalogue (`en.ftl`): a part there begins with its enum's name in brackets
//! (`## [Key] The game's own texts: …`), each message of it is a variant named by its id
//! (`Key::NewGame` is `NewGame = New game`), and the note above the message (`# …`) is the
//! variant's doc. A name is the id of its message in every language's catalogue. `build.rs`
//! (`build/keys.rs`) writes them; a message without a note stops the build.

use epaminondas_engine::Level;

/// The name of a message in the catalogues; every key enum here is one.
pub trait TextId: Copy {
    /// The message's id, the same in every language's catalogue.
    fn id(self) -> &'static str;
}

include!(concat!(env!("OUT_DIR"), "/keys.rs"));

impl Key {
    /// The name of a level of the computer opponent.
    pub fn level(level: Level) -> Key {
        match level {
            Level::Beginner => Key::LevelBeginner,
            Level::Novice => Key::LevelNovice,
            Level::Intermediate => Key::LevelIntermediate,
            Level::Advanced => Key::LevelAdvanced,
            Level::Expert => Key::LevelExpert,
            Level::Master => Key::LevelMaster,
        }
    }

    /// The line on how a level plays.
    pub fn level_about(level: Level) -> Key {
        match level {
            Level::Beginner => Key::AboutBeginner,
            Level::Novice => Key::AboutNovice,
            Level::Intermediate => Key::AboutIntermediate,
            Level::Advanced => Key::AboutAdvanced,
            Level::Expert => Key::AboutExpert,
            Level::Master => Key::AboutMaster,
        }
    }
}
