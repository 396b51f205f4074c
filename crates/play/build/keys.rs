//! The key enums of `src/i18n`, written from the English catalogue (`src/i18n/en.ftl`).
//!
//! A part of the catalogue begins with a group comment whose first word is an enum's name in
//! brackets (`## [LearnKey] The texts of src/learn: …`); the rest of that comment is the enum's
//! doc. Each message of the part is a variant, named by its id, and the comment directly above
//! the message (`# …`) is the variant's doc: the note for translators. Other group comments are
//! sections of a part and come out as plain comments. An English message without a note, before
//! any marker, or with an id that is no Rust name stops the build with a line that says where.

use fluent_syntax::ast::{Comment, Entry};
use std::collections::BTreeSet;
use std::fmt::Write as _;

/// One part of the catalogue: an enum and its messages.
struct Part<'a> {
    /// The enum's name, from the marker.
    name: &'a str,
    /// The words of the marker's comment after the name.
    doc: Vec<&'a str>,
    /// The messages, in the catalogue's order.
    keys: Vec<Key<'a>>,
}

/// One message of a part.
struct Key<'a> {
    /// Its id, the variant's name.
    id: &'a str,
    /// Its note, line by line.
    note: Vec<&'a str>,
    /// The section it opens, if a section's group comment stands before it.
    section: Vec<&'a str>,
}

/// The Rust source of the key enums and `all_ids` for the catalogue `source`, read from
/// `file` (for the messages that say what is wrong).
pub fn generate(file: &str, source: &str) -> Result<String, Vec<String>> {
    let parts = read(file, source)?;
    Ok(write(&parts))
}

/// The parts of the catalogue, or every problem found.
fn read<'a>(file: &str, source: &'a str) -> Result<Vec<Part<'a>>, Vec<String>> {
    let (resource, errors) = match fluent_syntax::parser::parse(source) {
        Ok(resource) => (resource, Vec::new()),
        Err((resource, errors)) => (resource, errors),
    };
    // What Fluent cannot read is junk in the resource; its errors say where.
    let mut problems: Vec<String> = errors
        .iter()
        .map(|error| {
            let before = source.get(..error.pos.start).unwrap_or(source);
            let line = before.matches('\n').count() + 1;
            format!("{file}:{line}: {error}")
        })
        .collect();
    let mut parts: Vec<Part<'a>> = Vec::new();
    let mut section: Vec<&'a str> = Vec::new();
    let mut names = BTreeSet::new();
    for entry in resource.body {
        match entry {
            Entry::GroupComment(Comment { content }) => match marker(&content) {
                Some((name, doc)) => {
                    let at = line_of(source, &format!("## [{name}]"));
                    if !rust_name(name) {
                        problems.push(format!(
                            "{file}:{at}: the part [{name}] is not named like a Rust enum \
                             (CamelCase)"
                        ));
                    }
                    if !names.insert(name) {
                        problems.push(format!("{file}:{at}: a second part named [{name}]"));
                    }
                    if doc.is_empty() {
                        problems.push(format!(
                            "{file}:{at}: the part [{name}] does not say what its texts are"
                        ));
                    }
                    parts.push(Part {
                        name,
                        doc,
                        keys: Vec::new(),
                    });
                    section.clear();
                }
                None => section = content,
            },
            Entry::Message(message) => {
                let id = message.id.name;
                let at = line_of(source, id);
                let note = message.comment.map(|c| c.content).unwrap_or_default();
                if note.iter().all(|line| line.trim().is_empty()) {
                    problems.push(format!(
                        "{file}:{at}: the message {id} has no note for translators: a `# …` \
                         comment directly above it saying where it is shown and what its \
                         variables hold"
                    ));
                }
                if !rust_name(id) {
                    problems.push(format!(
                        "{file}:{at}: the message id {id} is not a Rust name (CamelCase: \
                         letters and digits, a capital first)"
                    ));
                }
                let Some(part) = parts.last_mut() else {
                    problems.push(format!(
                        "{file}:{at}: the message {id} comes before the first part's marker \
                         (`## [Key] …`)"
                    ));
                    continue;
                };
                part.keys.push(Key {
                    id,
                    note,
                    section: std::mem::take(&mut section),
                });
            }
            // Terms, free comments, the file's header and junk (its errors are above) make no
            // key.
            _ => {}
        }
    }
    for part in &parts {
        if part.keys.is_empty() {
            problems.push(format!("{file}: the part [{}] has no message", part.name));
        }
    }
    if problems.is_empty() {
        Ok(parts)
    } else {
        Err(problems)
    }
}

/// The enum's name and the rest of the comment, where a group comment is a part's marker:
/// its first line starts with `[Name]`.
fn marker<'a>(content: &[&'a str]) -> Option<(&'a str, Vec<&'a str>)> {
    let (first, rest) = content.split_first()?;
    let inside = first.strip_prefix('[')?;
    let (name, after) = inside.split_once(']')?;
    let mut doc = vec![after.trim()];
    doc.extend(rest.iter().copied());
    doc.retain(|line| !line.trim().is_empty());
    Some((name, doc))
}

/// The number of the first line of `source` that starts with `start` (a message's id followed
/// by ` =` or `=`, or a marker), for the messages that say what is wrong; 0 if none does.
fn line_of(source: &str, start: &str) -> usize {
    source
        .lines()
        .position(|line| {
            line.strip_prefix(start)
                .is_some_and(|rest| start.starts_with('#') || rest.trim_start().starts_with('='))
        })
        .map_or(0, |index| index + 1)
}

/// Whether `name` can be a Rust type or variant without a lint: CamelCase, ASCII.
fn rust_name(name: &str) -> bool {
    name.starts_with(|c: char| c.is_ascii_uppercase())
        && name.chars().all(|c| c.is_ascii_alphanumeric())
}

/// `line` as a doc attribute at `indent`.
fn doc_line(out: &mut String, indent: &str, line: &str) {
    let line = format!(" {}", line.trim_end());
    let _ = writeln!(out, "{indent}#[doc = {line:?}]");
}

/// The Rust source of `parts`.
fn write(parts: &[Part<'_>]) -> String {
    let mut out = String::from(
        "// Written by crates/play/build.rs (build/keys.rs) from src/i18n/en.ftl: edit that \
         file.\n",
    );
    for part in parts {
        let name = part.name;
        out.push('\n');
        for line in &part.doc {
            doc_line(&mut out, "", line);
        }
        doc_line(&mut out, "", "");
        doc_line(
            &mut out,
            "",
            &format!(
                "One variant per message of the part `[{name}]` of `en.ftl`, named by its id; \
                 its doc is the message's note for translators. Said through \
                 [`Text`](crate::i18n::Text)."
            ),
        );
        out.push_str("#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]\n");
        let _ = writeln!(out, "pub enum {name} {{");
        for key in &part.keys {
            for line in &key.section {
                let _ = writeln!(out, "    // {}", line.trim_end());
            }
            for line in &key.note {
                doc_line(&mut out, "    ", line);
            }
            let _ = writeln!(out, "    {},", key.id);
        }
        out.push_str("}\n\n");
        let _ = writeln!(out, "impl {name} {{");
        out.push_str("    /// Every key, in the catalogue's order, for tests and tools.\n");
        let _ = writeln!(out, "    pub const ALL: &'static [{name}] = &[");
        for key in &part.keys {
            let _ = writeln!(out, "        {name}::{},", key.id);
        }
        out.push_str("    ];\n}\n\n");
        let _ = writeln!(out, "impl TextId for {name} {{");
        out.push_str("    fn id(self) -> &'static str {\n        match self {\n");
        for key in &part.keys {
            let _ = writeln!(out, "            {name}::{id} => {id:?},", id = key.id);
        }
        out.push_str("        }\n    }\n}\n");
    }
    out.push_str("\n/// The ids of every key of every part, sorted, for the catalogue's tests.\n");
    out.push_str("pub fn all_ids() -> Vec<&'static str> {\n    let mut ids = Vec::new();\n");
    for part in parts {
        let _ = writeln!(
            out,
            "    ids.extend({}::ALL.iter().map(|&key| key.id()));",
            part.name
        );
    }
    out.push_str("    ids.sort_unstable();\n    ids\n}\n");
    out
}
