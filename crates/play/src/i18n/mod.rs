//! Every word a player reads, in every language the game speaks, without Bevy.
//!
//! Code that has something to tell the player builds a [`Text`]: a key (one of the enums in
//! [`keys`]) and the values of its variables. A [`Language`] says it in words, from that
//! language's catalogue: a file of Project Fluent's syntax (`en.ftl`, `ru.ftl`, `de.ftl` beside
//! this file), where plural forms and the grammar of the sides are the catalogue's business
//! (`{ $n -> [one] камень [few] камня *[many] камней }`).
//!
//! The English catalogue is the source of the keys: `build.rs` reads `en.ftl` and writes one enum
//! per part of it. A part begins with a group comment that names its enum in brackets
//! (`## [LearnKey] The texts of src/learn: …`); every message in it is a variant named by its id,
//! and the comment directly above the message is the variant's doc, the note for translators
//! (where the text is shown, what its variables hold). An English message without a note stops
//! the build. Adding a text is its message, with its note, in `en.ftl` and the same id in the
//! other catalogues; the notes live only in `en.ftl`, for every translator.
//!
//! Adding a language is one catalogue, `src/i18n/<code>.ftl`, and one line in `languages!`
//! (src/i18n/language.rs). The words outside the game's window follow by themselves: the part
//! [`LauncherKey`] holds the web page's loading words and the Linux menu entry, which
//! [`launcher`] writes in every language (`epaminondas-engine words`, run by `wasm/build.sh` and
//! `release/build.sh`). What else it may take: a script other than Latin and Cyrillic needs its
//! characters in the game's fonts (`assets/fonts/subset.py` cuts them, the game's
//! `src/game/ui/look/fonts.rs` loads them, and its test
//! `the_game_fonts_have_every_character_of_the_texts` fails while one is missing) and an arm in
//! the script check of `tests.rs`; the server's push notifications (crates/server/src/push.rs)
//! have their own words.
//!
//! The tests below read every catalogue: each has every key and nothing else, no text is empty,
//! each message uses the variables English uses and says every count, each language is written
//! in its script, and the page's words and the menu entry are the catalogues'.

mod catalogue;
pub mod keys;
mod language;
pub mod launcher;
mod message;

pub use keys::{Key, LauncherKey, LearnKey, OnlineKey, RecordKey, ReviewKey, ServerKey, TextId};
pub use language::Language;
pub use message::{Arg, Text};

impl Language {
    /// `message` in this language.
    pub fn say(self, message: &Text) -> String {
        catalogue::format(self, message).0
    }

    /// Every character this language's texts can show: the characters of its catalogue,
    /// comments left out (ids and Fluent's syntax come with them, all ASCII), for a font atlas
    /// to hold before the first text needs them. Values filled in at run time (squares, moves,
    /// numbers, names) are not in it.
    pub fn characters(self) -> impl Iterator<Item = char> {
        self.catalogue()
            .lines()
            .filter(|line| !line.starts_with('#'))
            .flat_map(str::chars)
    }

    /// The text for `key`, a message without variables, in this language.
    pub fn text(self, key: Key) -> &'static str {
        catalogue::plain(self, key)
    }

    /// `share` per cent, rounded to a whole number, as this language writes a percentage.
    ///
    /// ```
    /// use epaminondas_play::i18n::Language;
    /// assert_eq!(Language::English.percent(72.6), "73%");
    /// assert_eq!(Language::German.percent(150.0), "150 %");
    /// ```
    pub fn percent(self, share: f64) -> String {
        // Whole per cent of any share a player sees (0 to a few hundred) fit an i64.
        let whole = share.round() as i64;
        self.say(&Text::new(Key::Percent).with("n", whole))
    }
}

#[cfg(test)]
mod tests;
