//! Every string the player can see, in English and Russian.
//!
//! Each language is one table (`en.rs`, `ru.rs`): an exhaustive `match` over [`Key`], so a key
//! missing from a language does not compile. The tests below check what the compiler cannot:
//! no empty text, the same `{placeholders}` in both languages, and Russian written in Cyrillic.

mod en;
mod key;
mod ru;

pub use key::Key;

use super::values::Language;
use crate::learn::{Lang, Text};
use std::sync::OnceLock;

impl Language {
    /// The language a locale tag such as `ru-RU`, `ru_RU.UTF-8` or `en-GB` asks for.
    ///
    /// ```
    /// use epaminondas::game::values::Language;
    /// assert_eq!(Language::from_locale("ru_RU.UTF-8"), Language::Russian);
    /// assert_eq!(Language::from_locale("de-DE"), Language::English);
    /// ```
    pub fn from_locale(tag: &str) -> Language {
        let primary = tag
            .split(['-', '_', '.', '@'])
            .next()
            .unwrap_or_default()
            .to_ascii_lowercase();
        if primary == "ru" {
            Language::Russian
        } else {
            Language::English
        }
    }

    /// The language of the system (native) or the browser (web); English when it is unknown.
    /// Asked once, then remembered.
    pub fn system() -> Language {
        static SYSTEM: OnceLock<Language> = OnceLock::new();
        *SYSTEM.get_or_init(|| {
            sys_locale::get_locale()
                .map(|tag| Language::from_locale(&tag))
                .unwrap_or_default()
        })
    }

    /// The same language for the texts of [`crate::learn`] and [`crate::record`].
    pub fn lang(self) -> Lang {
        match self {
            Language::English => Lang::English,
            Language::Russian => Lang::Russian,
        }
    }

    /// `text` (one of the rules core's two-language texts) in this language.
    pub fn pick(self, text: &Text) -> &str {
        text.get(self.lang())
    }

    /// The text for `key` in this language.
    pub fn text(self, key: Key) -> &'static str {
        match self {
            Language::English => en::text(key),
            Language::Russian => ru::text(key),
        }
    }

    /// The text for `key` with every `{name}` placeholder replaced by its value.
    ///
    /// ```
    /// use epaminondas::game::i18n::Key;
    /// use epaminondas::game::values::Language;
    /// let line = Language::English.format(Key::MoveNumber, &[("n", &7)]);
    /// assert_eq!(line, "Move 7");
    /// ```
    pub fn format(self, key: Key, args: &[(&str, &dyn std::fmt::Display)]) -> String {
        let mut text = self.text(key).to_owned();
        for (name, value) in args {
            text = text.replace(&format!("{{{name}}}"), &value.to_string());
        }
        text
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::collections::BTreeSet;

    /// The `{name}` placeholders of a text.
    fn placeholders(text: &str) -> BTreeSet<&str> {
        text.split('{')
            .skip(1)
            .filter_map(|rest| rest.split_once('}').map(|(name, _)| name))
            .collect()
    }

    #[test]
    fn every_language_has_every_key() {
        for &language in &Language::ALL {
            for &key in Key::ALL {
                let text = language.text(key);
                assert!(
                    !text.trim().is_empty(),
                    "{language:?} has no text for {key:?}"
                );
                assert_eq!(text, text.trim(), "{language:?} {key:?} has stray spaces");
            }
        }
    }

    #[test]
    fn placeholders_agree_between_languages() {
        for &key in Key::ALL {
            let english = placeholders(Language::English.text(key));
            for &language in &Language::ALL {
                assert_eq!(
                    placeholders(language.text(key)),
                    english,
                    "{language:?} {key:?} has other placeholders than English"
                );
            }
        }
    }

    #[test]
    fn russian_is_written_in_cyrillic() {
        let cyrillic = |c: char| ('\u{0400}'..='\u{04FF}').contains(&c);
        for &key in Key::ALL {
            let text = Language::Russian.text(key);
            // A text of placeholders and punctuation only ("{moment}: {outlook}") has no
            // words to translate.
            let words: String = text
                .split('{')
                .map(|part| part.split_once('}').map_or(part, |(_, rest)| rest))
                .collect();
            if !words.chars().any(char::is_alphabetic) {
                continue;
            }
            assert!(
                text.chars().any(cyrillic),
                "Russian {key:?} is not translated"
            );
        }
    }

    #[test]
    fn the_language_follows_the_locale() {
        assert_eq!(Language::from_locale("ru"), Language::Russian);
        assert_eq!(Language::from_locale("RU-ru"), Language::Russian);
        assert_eq!(Language::from_locale("ru_UA.UTF-8"), Language::Russian);
        assert_eq!(Language::from_locale("en-US"), Language::English);
        assert_eq!(Language::from_locale("rus"), Language::English);
        assert_eq!(Language::from_locale(""), Language::English);
    }

    #[test]
    fn formatting_fills_every_placeholder() {
        for &language in &Language::ALL {
            let line = language.format(Key::FarRow, &[("white", &2), ("black", &1)]);
            assert!(line.contains('2') && line.contains('1'), "{line}");
            assert!(placeholders(&line).is_empty(), "{line}");
        }
    }

    #[test]
    fn each_language_names_itself() {
        assert_eq!(Language::English.text(Key::ThisLanguage), "English");
        assert_eq!(Language::Russian.text(Key::ThisLanguage), "Русский");
    }
}
