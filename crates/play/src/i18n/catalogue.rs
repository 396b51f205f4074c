//! The catalogues, read once per language, and the words of a [`Text`] in one of them.

use super::keys::{Key, TextId};
use super::language::Language;
use super::message::{Arg, Text};
use fluent_bundle::concurrent::FluentBundle;
use fluent_bundle::{FluentArgs, FluentResource, FluentValue};
use std::collections::HashMap;
use std::sync::OnceLock;
use unic_langid::LanguageIdentifier;

/// One language's catalogue, ready to format.
type Bundle = FluentBundle<FluentResource>;

/// The catalogue of `language`, read on first use. A syntax error or a message given twice is
/// caught by the tests (`the_catalogues_read_cleanly`); here whatever could be read is kept.
fn bundle(language: Language) -> &'static Bundle {
    static BUNDLES: OnceLock<Vec<Bundle>> = OnceLock::new();
    let bundles = BUNDLES.get_or_init(|| Language::ALL.iter().map(|&l| read(l).0).collect());
    let index = Language::ALL
        .iter()
        .position(|&l| l == language)
        .unwrap_or(0);
    &bundles[index]
}

/// Reads `language`'s catalogue, with every problem found on the way, in words.
pub(super) fn read(language: Language) -> (Bundle, Vec<String>) {
    let locale: LanguageIdentifier = language.code().parse().unwrap_or_default();
    let mut bundle = Bundle::new_concurrent(vec![locale]);
    // Bidirectional isolation marks would show as boxes in the game's fonts; every language
    // the game speaks runs left to right.
    bundle.set_use_isolating(false);
    let mut problems = Vec::new();
    let resource = FluentResource::try_new(language.catalogue().to_owned()).unwrap_or_else(
        |(resource, errors)| {
            problems.extend(errors.iter().map(|e| format!("{}: {e:?}", language.code())));
            resource
        },
    );
    if let Err(errors) = bundle.add_resource(resource) {
        problems.extend(errors.iter().map(|e| format!("{}: {e}", language.code())));
    }
    (bundle, problems)
}

/// Whether `language`'s catalogue has the message `id` with a value.
pub(super) fn has(language: Language, id: &str) -> bool {
    bundle(language)
        .get_message(id)
        .is_some_and(|message| message.value().is_some())
}

/// The words of `message` in `language`, with any problem found while formatting. A message
/// missing from the catalogue (which the tests rule out) is said in English.
pub(super) fn format(language: Language, message: &Text) -> (String, Vec<String>) {
    let mut problems = Vec::new();
    let language = if has(language, message.id()) {
        language
    } else {
        problems.push(format!("{}: no message {}", language.code(), message.id()));
        Language::English
    };
    let values: Vec<(&str, Value)> = message
        .args()
        .iter()
        .map(|(name, arg)| {
            let value = match arg {
                Arg::Number(n) => Value::Number(*n),
                Arg::Word(word) => Value::Word(word.clone()),
                Arg::Text(inner) => {
                    let (words, inner_problems) = format(language, inner);
                    problems.extend(inner_problems);
                    Value::Word(words)
                }
            };
            (*name, value)
        })
        .collect();
    let words = format_values(language, message.id(), &values, &mut problems);
    (words, problems)
}

/// The message `id` of `language`'s catalogue with its variables set to `values`; problems go
/// to `problems`.
pub(super) fn format_values(
    language: Language,
    id: &str,
    values: &[(&str, Value)],
    problems: &mut Vec<String>,
) -> String {
    let bundle = bundle(language);
    let Some(pattern) = bundle.get_message(id).and_then(|m| m.value()) else {
        problems.push(format!("{}: no message {id}", language.code()));
        return id.to_owned();
    };
    let mut args = FluentArgs::new();
    for (name, value) in values {
        args.set(
            *name,
            match value {
                Value::Number(n) => FluentValue::from(*n),
                Value::Word(word) => FluentValue::from(word.as_str()),
            },
        );
    }
    let mut errors = Vec::new();
    let words = bundle
        .format_pattern(pattern, Some(&args), &mut errors)
        .into_owned();
    problems.extend(errors.iter().map(|e| format!("{}: {e}", language.code())));
    words
}

/// A variable's value once its inner texts are said.
pub(super) enum Value {
    /// A count.
    Number(i64),
    /// Words.
    Word(String),
}

/// The game's own texts without variables, said once per language and kept, so that a label
/// drawn every frame is not formatted every frame.
pub(super) fn plain(language: Language, key: Key) -> &'static str {
    static PLAIN: OnceLock<Vec<HashMap<Key, String>>> = OnceLock::new();
    let tables = PLAIN.get_or_init(|| {
        Language::ALL
            .iter()
            .map(|&l| {
                Key::ALL
                    .iter()
                    .map(|&key| (key, format(l, &Text::new(key)).0))
                    .collect()
            })
            .collect()
    });
    let index = Language::ALL
        .iter()
        .position(|&l| l == language)
        .unwrap_or(0);
    tables[index].get(&key).map_or(key.id(), String::as_str)
}
