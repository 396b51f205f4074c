//! The catalogues, read as a translator's checker would: every string of every language.

use super::*;
use fluent_syntax::ast;
use std::collections::{BTreeMap, BTreeSet};

/// What the tests need of one message of a catalogue.
#[derive(Default)]
struct Entry {
    /// Its variables, `$n` and the like, wherever they are used.
    variables: BTreeSet<String>,
    /// Its words: every text in it, selector variants included.
    words: String,
}

/// Every message of `language`'s catalogue, by id.
fn entries(language: Language) -> BTreeMap<String, Entry> {
    let mut entries = BTreeMap::new();
    let resource = fluent_syntax::parser::parse(language.catalogue())
        .unwrap_or_else(|(_, errors)| panic!("{}: {errors:?}", language.code()));
    for item in resource.body {
        if let ast::Entry::Message(message) = item {
            let mut entry = Entry::default();
            if let Some(pattern) = &message.value {
                walk_pattern(pattern, &mut entry);
            }
            let id = message.id.name.to_owned();
            assert!(
                entries.insert(id.clone(), entry).is_none(),
                "{} has {id} twice",
                language.code()
            );
        }
    }
    entries
}

fn walk_pattern(pattern: &ast::Pattern<&str>, entry: &mut Entry) {
    for element in &pattern.elements {
        match element {
            ast::PatternElement::TextElement { value } => {
                entry.words.push_str(value);
            }
            ast::PatternElement::Placeable { expression } => walk_expression(expression, entry),
        }
    }
}

fn walk_expression(expression: &ast::Expression<&str>, entry: &mut Entry) {
    match expression {
        ast::Expression::Inline(inline) => walk_inline(inline, entry),
        ast::Expression::Select { selector, variants } => {
            walk_inline(selector, entry);
            for variant in variants {
                entry.words.push(' ');
                walk_pattern(&variant.value, entry);
            }
        }
    }
}

fn walk_inline(inline: &ast::InlineExpression<&str>, entry: &mut Entry) {
    match inline {
        ast::InlineExpression::VariableReference { id } => {
            entry.variables.insert(id.name.to_owned());
        }
        ast::InlineExpression::StringLiteral { value } => entry.words.push_str(value),
        ast::InlineExpression::Placeable { expression } => walk_expression(expression, entry),
        ast::InlineExpression::FunctionReference { arguments, .. } => {
            for argument in &arguments.positional {
                walk_inline(argument, entry);
            }
        }
        _ => {}
    }
}

fn cyrillic(c: char) -> bool {
    ('\u{0400}'..='\u{04FF}').contains(&c)
}

#[test]
fn the_catalogues_read_cleanly() {
    for language in Language::ALL {
        let (_, problems) = catalogue::read(language);
        assert!(problems.is_empty(), "{problems:#?}");
    }
}

#[test]
fn every_language_has_every_key_and_nothing_else() {
    let ids: BTreeSet<String> = keys::all_ids().into_iter().map(str::to_owned).collect();
    let unique: BTreeSet<&str> = keys::all_ids().into_iter().collect();
    assert_eq!(unique.len(), keys::all_ids().len(), "two keys share an id");
    for language in Language::ALL {
        let found: BTreeSet<String> = entries(language).into_keys().collect();
        let missing: Vec<_> = ids.difference(&found).collect();
        let unknown: Vec<_> = found.difference(&ids).collect();
        assert!(missing.is_empty(), "{} lacks {missing:?}", language.code());
        assert!(
            unknown.is_empty(),
            "{} has no key for {unknown:?}",
            language.code()
        );
    }
}

#[test]
fn no_text_is_empty_or_padded() {
    for language in Language::ALL {
        for id in keys::all_ids() {
            assert!(
                catalogue::has(language, id),
                "{} lacks {id}",
                language.code()
            );
        }
        for &key in Key::ALL {
            let text = language.text(key);
            assert!(
                !text.trim().is_empty(),
                "{} {key:?} is empty",
                language.code()
            );
            assert_eq!(
                text,
                text.trim(),
                "{} {key:?} has stray spaces",
                language.code()
            );
        }
        for &key in LauncherKey::ALL {
            let text = language.say(&Text::new(key));
            assert!(
                !text.trim().is_empty() && text == text.trim(),
                "{} {key:?}",
                language.code()
            );
        }
    }
}

#[test]
fn every_language_uses_the_variables_english_uses() {
    let english = entries(Language::English);
    for language in Language::ALL {
        for (id, entry) in entries(language) {
            let Some(model) = english.get(&id) else {
                continue;
            };
            assert_eq!(
                entry.variables,
                model.variables,
                "{} {id} has other variables than English",
                language.code()
            );
        }
    }
}

#[test]
fn each_language_is_written_in_its_own_script() {
    let english = entries(Language::English);
    for language in Language::ALL {
        for (id, entry) in entries(language) {
            let letters: String = entry.words.chars().filter(|c| c.is_alphabetic()).collect();
            if letters.is_empty() {
                continue;
            }
            match language {
                Language::Russian => {
                    assert!(letters.chars().any(cyrillic), "ru {id} is not translated")
                }
                Language::English | Language::German => assert!(
                    !letters.chars().any(cyrillic),
                    "{} {id} holds Cyrillic: {}",
                    language.code(),
                    entry.words
                ),
            }
            if language == Language::German {
                let same = english.get(&id).is_some_and(|e| e.words == entry.words);
                assert!(
                    !same || SAME_IN_GERMAN.contains(&id.as_str()),
                    "de {id} is the English text: {}",
                    entry.words
                );
            }
        }
    }
}

/// Messages whose German is rightly the English: names and words both languages share.
const SAME_IN_GERMAN: &[&str] = &[
    "AppTitle",
    "PageMegabytes",
    "ServerAddress",
    "ServerName",
    "ServerTabLobby",
];

#[test]
fn each_language_names_itself() {
    let names: Vec<&str> = Language::ALL
        .iter()
        .map(|&l| l.text(Key::ThisLanguage))
        .collect();
    assert_eq!(names, ["English", "Русский", "Deutsch"]);
}

#[test]
fn the_language_follows_the_locale() {
    assert_eq!(Language::from_locale("ru"), Language::Russian);
    assert_eq!(Language::from_locale("RU-ru"), Language::Russian);
    assert_eq!(Language::from_locale("ru_UA.UTF-8"), Language::Russian);
    assert_eq!(Language::from_locale("de_DE.UTF-8"), Language::German);
    assert_eq!(Language::from_locale("de-AT"), Language::German);
    assert_eq!(Language::from_locale("en-US"), Language::English);
    assert_eq!(Language::from_locale("rus"), Language::English);
    assert_eq!(Language::from_locale(""), Language::English);
}

#[test]
fn formatting_fills_every_variable() {
    for language in Language::ALL {
        let line = language.say(&Text::new(Key::FarRow).with("white", 2).with("black", 1));
        assert!(line.contains('2') && line.contains('1'), "{line}");
        assert!(!line.contains('{') && !line.contains('$'), "{line}");
        let (_, problems) = catalogue::format(
            language,
            &Text::new(Key::FarRow).with("white", 2).with("black", 1),
        );
        assert!(problems.is_empty(), "{problems:?}");
    }
}

#[test]
fn a_message_missing_a_variable_is_caught() {
    let (_, problems) = catalogue::format(Language::English, &Text::new(Key::FarRow));
    assert!(!problems.is_empty());
}

#[test]
fn sentences_follow_one_another_in_the_same_language() {
    let first = Text::new(Key::MoveNumber).with("n", 3);
    let both = first.clone().then(Text::new(Key::Undo));
    assert_eq!(Language::English.say(&both), "Move 3 Undo");
    assert_eq!(both.to_string(), "Move 3 Undo");
    assert_eq!(
        Language::Russian.say(&both),
        format!(
            "{} {}",
            Language::Russian.say(&first),
            Language::Russian.text(Key::Undo)
        )
    );
}

#[test]
fn the_keys_are_the_english_messages_each_with_its_note() {
    // build.rs reads en.ftl on its own; Fluent's parser must find the same messages.
    let resource = fluent_syntax::parser::parse(Language::English.catalogue())
        .unwrap_or_else(|(_, errors)| panic!("en: {errors:?}"));
    let mut english = Vec::new();
    for item in resource.body {
        if let ast::Entry::Message(message) = item {
            let note = message
                .comment
                .map(|c| c.content.join(" "))
                .unwrap_or_default();
            assert!(
                !note.trim().is_empty(),
                "en {} has no note",
                message.id.name
            );
            english.push(message.id.name);
        }
    }
    english.sort_unstable();
    assert_eq!(keys::all_ids(), english);
    // And no other catalogue holds a message English lacks.
    for language in Language::ALL {
        for id in entries(language).into_keys() {
            assert!(
                english.contains(&id.as_str()),
                "{} has {id}, which en.ftl lacks",
                language.code()
            );
        }
    }
}

/// The capture line for `n` stones, said in `language`.
fn capture(language: Language, n: i64) -> String {
    let message = Text::new(LearnKey::AnnounceCapture)
        .with("side", "white")
        .with("n", n)
        .with("white", 20)
        .with("black", 20);
    let (words, problems) = catalogue::format(language, &message);
    assert!(problems.is_empty(), "{problems:?}");
    words
}

#[test]
fn counts_take_each_languages_plural_forms() {
    for (n, stones) in [
        (1, "1 камень"),
        (2, "2 камня"),
        (4, "4 камня"),
        (5, "5 камней"),
        (11, "11 камней"),
        (12, "12 камней"),
        (21, "21 камень"),
        (22, "22 камня"),
        (25, "25 камней"),
        (101, "101 камень"),
        (111, "111 камней"),
    ] {
        assert_eq!(
            capture(Language::Russian, n),
            format!("Белые взяли {stones} · 20 : 20")
        );
    }
    for (n, stones) in [
        (1, "1 Stein"),
        (2, "2 Steine"),
        (5, "5 Steine"),
        (21, "21 Steine"),
    ] {
        assert_eq!(
            capture(Language::German, n),
            format!("Weiß hat {stones} geschlagen · 20 : 20")
        );
    }
    for (n, stones) in [(1, "1 stone"), (2, "2 stones"), (21, "21 stones")] {
        assert_eq!(
            capture(Language::English, n),
            format!("White captured {stones} · 20 : 20")
        );
    }
}

#[test]
fn every_message_says_every_count() {
    // Every message with each of its variables a count, in every language, through each
    // selector's plural forms: a reference to a message the catalogue lacks, or a variable
    // English does not give, is a problem here.
    let english = entries(Language::English);
    for language in Language::ALL {
        for (id, entry) in &english {
            for n in [0, 1, 2, 5, 21, 1000] {
                let values: Vec<(&str, catalogue::Value)> = entry
                    .variables
                    .iter()
                    .map(|name| (name.as_str(), catalogue::Value::Number(n)))
                    .collect();
                let mut problems = Vec::new();
                catalogue::format_values(language, id, &values, &mut problems);
                assert!(
                    problems.is_empty(),
                    "{} {id} with {n}: {problems:?}",
                    language.code()
                );
            }
        }
    }
}

#[test]
fn the_menu_entry_is_the_catalogues() {
    let entry = launcher::desktop_entry();
    let value = |key: &str| {
        entry
            .lines()
            .find_map(|line| line.strip_prefix(key)?.strip_prefix('='))
            .unwrap_or_else(|| panic!("the entry lacks {key}"))
    };
    for language in Language::ALL {
        let suffix = if language == Language::default() {
            String::new()
        } else {
            format!("[{}]", language.code())
        };
        assert_eq!(
            value(&format!("Name{suffix}")),
            language.text(Key::AppTitle)
        );
        for (field, key) in [
            ("GenericName", LauncherKey::DesktopGenericName),
            ("Comment", LauncherKey::DesktopComment),
            ("Keywords", LauncherKey::DesktopKeywords),
        ] {
            assert_eq!(
                value(&format!("{field}{suffix}")),
                language.say(&Text::new(key))
            );
        }
    }
    assert_eq!(value("Name[ru]"), "Эпаминондас");
    assert_eq!(value("GenericName[de]"), "Brettspiel");
    assert!(entry.lines().all(|line| !line.ends_with(' ')));
    // The committed file, which the .deb packs (Cargo.toml's cargo-deb assets), is this entry.
    let path = concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/../../release/linux/epaminondas.desktop"
    );
    let committed = std::fs::read_to_string(path).expect("release/linux/epaminondas.desktop");
    assert!(
        committed == entry,
        "release/linux/epaminondas.desktop is not the catalogues' entry: write it anew with\n  \
         cargo run -p epaminondas-play --bin epaminondas-engine -- words --desktop > \
         release/linux/epaminondas.desktop"
    );
}

#[test]
fn the_page_has_every_languages_words_where_start_js_takes_them() {
    let table = launcher::page_words_js();
    assert!(table.starts_with("const PAGE_WORDS = {\n") && table.ends_with("};\n"));
    // Each language's block, in order, holds each field the page reads with its words.
    let mut rest = table.as_str();
    for language in Language::ALL {
        let start = rest
            .find(&format!("  \"{}\": {{\n", language.code()))
            .unwrap_or_else(|| panic!("no words for {}", language.code()));
        let end = start + rest[start..].find("\n  },\n").expect("a closed block");
        let block = &rest[start..end];
        for (field, key) in [
            ("loading", LauncherKey::PageLoading),
            ("starting", LauncherKey::PageStarting),
            ("megabytes", LauncherKey::PageMegabytes),
            ("noSimd", LauncherKey::PageNoSimd),
            ("failed", LauncherKey::PageFailed),
        ] {
            let words = serde_json::to_string(&language.say(&Text::new(key))).unwrap();
            assert!(
                block.contains(&format!("\n    {field}: {words},")),
                "{} {field}: {block}",
                language.code()
            );
        }
        rest = &rest[end..];
    }
    // wasm/build.sh puts the table in place of this line, which start.js holds once.
    let start_js = include_str!("../../../../wasm/start.js");
    assert_eq!(
        start_js
            .lines()
            .filter(|line| *line == "const PAGE_WORDS = {};")
            .count(),
        1
    );
}
