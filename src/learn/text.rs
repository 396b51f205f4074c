//! Texts in the two languages the game speaks, without the game's own tables:
//! the game picks the language it shows.

use crate::rules::Color;
use std::fmt;

/// A language of the texts here; the game maps its own language setting onto it.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum Lang {
    /// English.
    #[default]
    English,
    /// Russian.
    Russian,
}

/// One text in English and Russian.
///
/// ```
/// use epaminondas::learn::{Lang, Text};
/// let t = Text::new("Hello", "Привет");
/// assert_eq!(t.get(Lang::Russian), "Привет");
/// assert_eq!(t.to_string(), "Hello"); // Display is English
/// ```
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Text {
    /// The English text.
    pub en: String,
    /// The Russian text.
    pub ru: String,
}

impl Text {
    /// A text from its two languages.
    pub fn new(en: impl Into<String>, ru: impl Into<String>) -> Text {
        Text {
            en: en.into(),
            ru: ru.into(),
        }
    }

    /// The text in `lang`.
    pub fn get(&self, lang: Lang) -> &str {
        match lang {
            Lang::English => &self.en,
            Lang::Russian => &self.ru,
        }
    }

    /// The two texts joined by a space, sentence after sentence.
    pub fn then(&self, next: &Text) -> Text {
        Text::new(
            format!("{} {}", self.en, next.en),
            format!("{} {}", self.ru, next.ru),
        )
    }
}

impl fmt::Display for Text {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.en)
    }
}

/// A text in some language: a two-language [`Text`] not yet in the catalogues, or a
/// [`Message`](crate::i18n::Message) of them.
pub trait Words {
    /// The text in `language`.
    fn words(&self, language: crate::i18n::Language) -> String;
}

impl Words for Text {
    fn words(&self, language: crate::i18n::Language) -> String {
        self.get(language.lang()).to_owned()
    }
}

impl Words for crate::i18n::Message {
    fn words(&self, language: crate::i18n::Language) -> String {
        language.say(self)
    }
}

impl crate::i18n::Language {
    /// `text` in this language (English for a two-language text in German).
    pub fn pick(self, text: &impl Words) -> String {
        text.words(self)
    }

    /// The same language for the two-language texts.
    pub fn lang(self) -> Lang {
        match self {
            crate::i18n::Language::Russian => Lang::Russian,
            _ => Lang::English,
        }
    }
}

/// English "stone"/"stones" and "square"/"squares" after a count.
pub(crate) fn en_plural(n: u32, one: &'static str, many: &'static str) -> &'static str {
    if n == 1 { one } else { many }
}

/// The Russian form of a noun after the number `n`: 1 камень, 2 камня, 5 камней.
pub(crate) fn ru_plural(
    n: u32,
    one: &'static str,
    few: &'static str,
    many: &'static str,
) -> &'static str {
    let (last, tens) = (n % 10, n % 100);
    if last == 1 && tens != 11 {
        one
    } else if (2..=4).contains(&last) && !(12..=14).contains(&tens) {
        few
    } else {
        many
    }
}

/// "White" or "Black", capitalised, for the start of a phrase.
pub(crate) fn en_side(c: Color) -> &'static str {
    match c {
        Color::White => "White",
        Color::Black => "Black",
    }
}

/// "белые" or "чёрные": the side as the subject ("ходят белые").
pub(crate) fn ru_side(c: Color) -> &'static str {
    match c {
        Color::White => "белые",
        Color::Black => "чёрные",
    }
}

/// "белые" → "Белые": a word at the start of a sentence.
pub(crate) fn capitalised(word: &str) -> String {
    let mut chars = word.chars();
    chars
        .next()
        .map(|c| c.to_uppercase().chain(chars).collect())
        .unwrap_or_default()
}

/// "белых" or "чёрных": the side as an owner ("камень белых").
pub(crate) fn ru_side_of(c: Color) -> &'static str {
    match c {
        Color::White => "белых",
        Color::Black => "чёрных",
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn russian_plurals() {
        let forms: Vec<&str> = [1, 2, 4, 5, 11, 12, 14, 21, 22, 25, 111]
            .iter()
            .map(|&n| ru_plural(n, "камень", "камня", "камней"))
            .collect();
        assert_eq!(
            forms,
            [
                "камень",
                "камня",
                "камня",
                "камней",
                "камней",
                "камней",
                "камней",
                "камень",
                "камня",
                "камней",
                "камней"
            ]
        );
    }
}
