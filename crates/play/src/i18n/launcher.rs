//! The words outside the game's window, in every language of the catalogues: the web page's
//! loading screen (`wasm/start.js`) and the Linux menu entry
//! (`release/linux/epaminondas.desktop`). The engine's program prints them
//! (`epaminondas-engine words --page-js`, `--desktop`): `wasm/build.sh` writes the first into
//! the site's `start.js`, `release/build.sh` the second over the menu entry, and a test keeps
//! the committed entry equal to it. A new language reaches both with no other change.

use super::{Key, Language, LauncherKey, Text, TextId};
use std::fmt::Write as _;

/// Where a text of [`LauncherKey`] goes.
enum Place {
    /// A field of the page's word table, `PAGE_WORDS` in `wasm/start.js`.
    Page(&'static str),
    /// A localised key of the menu entry.
    Desktop(&'static str),
}

/// Where `key` goes: every key has a place, or this does not compile.
fn place(key: LauncherKey) -> Place {
    match key {
        LauncherKey::PageLoading => Place::Page("loading"),
        LauncherKey::PageStarting => Place::Page("starting"),
        LauncherKey::PageMegabytes => Place::Page("megabytes"),
        LauncherKey::PageNoSimd => Place::Page("noSimd"),
        LauncherKey::PageFailed => Place::Page("failed"),
        LauncherKey::DesktopGenericName => Place::Desktop("GenericName"),
        LauncherKey::DesktopComment => Place::Desktop("Comment"),
        LauncherKey::DesktopKeywords => Place::Desktop("Keywords"),
    }
}

/// The words of `key` in `language`.
fn words(language: Language, key: impl TextId) -> String {
    language.say(&Text::new(key))
}

/// The page's table of words, the JavaScript statement that takes the place of the line
/// `const PAGE_WORDS = {};` in `wasm/start.js`: for each language's code, each field the page
/// reads (`loading`, `starting`, `megabytes`, `noSimd`, `failed`) with its words.
pub fn page_words_js() -> String {
    let mut out = String::from("const PAGE_WORDS = {\n");
    for language in Language::ALL {
        let _ = writeln!(out, "  {}: {{", js_string(language.code()));
        for &key in LauncherKey::ALL {
            if let Place::Page(field) = place(key) {
                let _ = writeln!(out, "    {field}: {},", js_string(&words(language, key)));
            }
        }
        out.push_str("  },\n");
    }
    out.push_str("};\n");
    out
}

/// `text` as a JavaScript string literal (a JSON string is one).
fn js_string(text: &str) -> String {
    serde_json::Value::from(text).to_string()
}

/// The Linux menu entry: the lines no language changes, then the game's name (`AppTitle`)
/// and each text of [`LauncherKey`] for the entry, in every language: the default language's
/// (English) as `Field`, each other's as `Field[code]`.
pub fn desktop_entry() -> String {
    let mut out = String::from(
        "# The game's menu entry, written by `epaminondas-engine words --desktop` from the\n\
         # catalogues (crates/play/src/i18n): change the words there, not here.\n\
         [Desktop Entry]\n\
         Type=Application\n\
         Version=1.5\n\
         Exec=epaminondas\n\
         Icon=epaminondas\n\
         Terminal=false\n\
         Categories=Game;BoardGame;\n",
    );
    localised(&mut out, "Name", |language| {
        language.text(Key::AppTitle).to_owned()
    });
    for &key in LauncherKey::ALL {
        if let Place::Desktop(field) = place(key) {
            localised(&mut out, field, |language| words(language, key));
        }
    }
    out
}

/// The lines of a desktop entry's localised `field`, its value in each language from `say`.
fn localised(out: &mut String, field: &str, say: impl Fn(Language) -> String) {
    for language in Language::ALL {
        let value = desktop_value(&say(language));
        if language == Language::default() {
            let _ = writeln!(out, "{field}={value}");
        } else {
            let _ = writeln!(out, "{field}[{}]={value}", language.code());
        }
    }
}

/// `text` as a desktop entry's value: the backslash and the characters that would end or blur
/// the line escaped as the specification says.
fn desktop_value(text: &str) -> String {
    let mut value = String::new();
    for (index, c) in text.chars().enumerate() {
        match c {
            '\\' => value.push_str("\\\\"),
            '\n' => value.push_str("\\n"),
            '\t' => value.push_str("\\t"),
            '\r' => value.push_str("\\r"),
            ' ' if index == 0 => value.push_str("\\s"),
            c => value.push(c),
        }
    }
    value
}
