//! The languages the game speaks, each registered by one line of [`languages!`].

use serde::{Deserialize, Serialize};

/// Declares [`Language`] with, for each language, its code (`en`, the catalogue's locale and
/// the first part of the locale tags that choose it) and its catalogue, one `.ftl` file.
macro_rules! languages {
    ($($(#[$attr:meta])* $name:ident $code:literal $file:literal,)+) => {
        /// A language the game speaks; its words are in its catalogue, `src/i18n/<code>.ftl`.
        #[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
        pub enum Language {
            $($(#[$attr])* $name,)+
        }

        impl Language {
            /// Every language, in the order the language menu lists them.
            pub const ALL: [Language; [$(stringify!($name)),+].len()] = [$(Language::$name,)+];

            /// The code of the language: `en`, `ru`, `de`.
            pub fn code(self) -> &'static str {
                match self {
                    $(Language::$name => $code,)+
                }
            }

            /// The language's catalogue, in Fluent's syntax.
            pub(super) fn catalogue(self) -> &'static str {
                match self {
                    $(Language::$name => include_str!($file),)+
                }
            }
        }
    };
}

languages! {
    /// English, the language of every locale that asks for none of the others.
    #[default]
    English "en" "en.ftl",
    /// Russian.
    Russian "ru" "ru.ftl",
    /// German.
    German "de" "de.ftl",
}

impl Language {
    /// The language after this one in [`Language::ALL`], round again after the last.
    pub fn next(self) -> Language {
        let index = Language::ALL.iter().position(|&l| l == self).unwrap_or(0);
        Language::ALL[(index + 1) % Language::ALL.len()]
    }

    /// The language a locale tag such as `ru-RU`, `de_AT.UTF-8` or `en-GB` asks for; English
    /// for a language the game does not speak.
    ///
    /// ```
    /// use epaminondas_play::i18n::Language;
    /// assert_eq!(Language::from_locale("ru_RU.UTF-8"), Language::Russian);
    /// assert_eq!(Language::from_locale("de-CH"), Language::German);
    /// assert_eq!(Language::from_locale("fr-FR"), Language::English);
    /// ```
    pub fn from_locale(tag: &str) -> Language {
        let primary = tag
            .split(['-', '_', '.', '@'])
            .next()
            .unwrap_or_default()
            .to_ascii_lowercase();
        Language::ALL
            .iter()
            .copied()
            .find(|language| language.code() == primary)
            .unwrap_or_default()
    }
}
