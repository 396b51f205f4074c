//! A text in no language yet: which message, and the values of its variables.

use super::keys::{Key, TextId};
use super::language::Language;
use std::fmt;

/// The value of one variable of a message.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum Arg {
    /// A count: the catalogue picks the plural form that goes with it (1 stone, 2 stones).
    Number(i64),
    /// Words written as they are in every language: a square, a move, a file's path.
    Word(String),
    /// A text of its own, said in the same language as the message around it.
    Text(Text),
}

impl From<Text> for Arg {
    fn from(message: Text) -> Arg {
        Arg::Text(message)
    }
}

impl From<String> for Arg {
    fn from(word: String) -> Arg {
        Arg::Word(word)
    }
}

/// A move, written as the notation writes it in every language (`e2-e4`, `e2xe5`).
impl From<epaminondas_core::Move> for Arg {
    fn from(mv: epaminondas_core::Move) -> Arg {
        Arg::Word(mv.to_string())
    }
}

/// A square, written as the notation writes it (`e2`).
impl From<epaminondas_core::Square> for Arg {
    fn from(square: epaminondas_core::Square) -> Arg {
        Arg::Word(square.to_string())
    }
}

/// A borrowed value, as the value itself: `&count`, `&name`, `&message`.
impl<T: Clone + Into<Arg>> From<&T> for Arg {
    fn from(value: &T) -> Arg {
        value.clone().into()
    }
}

impl From<&str> for Arg {
    fn from(word: &str) -> Arg {
        Arg::Word(word.to_owned())
    }
}

/// Counts of every integer type the program keeps.
macro_rules! number_args {
    ($($t:ty),+) => {
        $(impl From<$t> for Arg {
            fn from(n: $t) -> Arg {
                Arg::Number(i64::try_from(n).unwrap_or(i64::MAX))
            }
        })+
    };
}

number_args!(u8, u16, u32, u64, usize, i8, i16, i32, i64);

/// A text to show: a message of the catalogues and its variables, said in a language with
/// [`Language::say`]. Code that finds something to tell the player returns one of these and
/// leaves the words to the catalogues.
///
/// ```
/// use epaminondas_play::i18n::{Key, Language, Text};
/// let line = Text::new(Key::MoveNumber).with("n", 7);
/// assert_eq!(Language::English.say(&line), "Move 7");
/// assert_eq!(Language::German.say(&line), "Zug 7");
/// ```
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Text {
    id: &'static str,
    args: Vec<(&'static str, Arg)>,
}

impl Text {
    /// The message `key`, with no variables yet.
    pub fn new(key: impl TextId) -> Text {
        Text {
            id: key.id(),
            args: Vec::new(),
        }
    }

    /// The message with its variable `name` set to `value`.
    pub fn with(mut self, name: &'static str, value: impl Into<Arg>) -> Text {
        self.args.push((name, value.into()));
        self
    }

    /// This text, then `next` after a space: sentence after sentence.
    pub fn then(self, next: Text) -> Text {
        Text::new(Key::Sentences)
            .with("first", self)
            .with("second", next)
    }

    /// The message's id in the catalogues.
    pub fn id(&self) -> &'static str {
        self.id
    }

    /// The variables and their values.
    pub fn args(&self) -> &[(&'static str, Arg)] {
        &self.args
    }
}

/// English, for logs, the engine's command line and errors that reach a terminal.
impl fmt::Display for Text {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&Language::English.say(self))
    }
}
