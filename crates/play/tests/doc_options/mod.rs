//! The options that README.md and docs/*.md name, for the tests that check each of them is in
//! its program's `--help` (tests/ai.rs for the engine, tests/screenshot.rs for the game).

use std::collections::BTreeSet;
use std::path::Path;

/// Options of other programs that the docs name, with the program: they are in neither help.
const OTHER_PROGRAMS: &[(&str, &[&str])] = &[
    (
        "cargo",
        &[
            "--release",
            "--no-default-features",
            "--bin",
            "--manifest-path",
            "--test",
            "--ignored",
            "--nocapture",
            "--exact",
            "--timings",
            "--prefix",
            "--prune",
            "--target",
            "--bins",
            "--locked",
            "--features",
            "--lib",
        ],
    ),
    ("cargo deb", &["--no-build", "--fast"]),
    ("release/build.sh", &["--skip"]),
    (".ci/system-packages", &["--orca", "--browser"]),
    (
        "wasm/build.sh",
        &["--engine-only", "--profile", "--test-hook"],
    ),
    ("wasm/size-by-crate.py", &["--gzip"]),
    ("wasm/test/browser-test.mjs", &["--steps", "--native"]),
    ("python3 -m http.server", &["--bind", "--directory"]),
    ("Chromium", &["--allow-loopback-in-peer-connection"]),
    ("unshare", &["--net"]),
];

/// Which program a passage of the docs is about.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Program {
    /// `epaminondas-engine`: docs/ENGINE*.md and docs/PUZZLES.md, and every passage that names it, or `$E` / `$B`
    /// (the docs' name for it).
    Engine,
    /// `epaminondas`, the game: every other passage.
    Game,
}

/// Every option (`--name`) that README.md and docs/*.md name in passages about `program`, less
/// those of [`OTHER_PROGRAMS`], each with the file that names it. A passage is a paragraph
/// (lines between blank ones), or a single line of a table.
pub fn named_options(program: Program) -> BTreeSet<(String, String)> {
    // The workspace's root, where README.md and docs/ are (the crate may be a member below it).
    let root = Path::new(env!("CARGO_MANIFEST_DIR"))
        .ancestors()
        .find(|dir| dir.join("README.md").is_file() && dir.join("docs").is_dir())
        .expect("the workspace's root above the crate");
    let mut files = vec![root.join("README.md")];
    let mut docs: Vec<_> = std::fs::read_dir(root.join("docs"))
        .expect("the docs folder")
        .map(|entry| entry.expect("a docs entry").path())
        .filter(|path| path.extension().is_some_and(|e| e == "md"))
        .collect();
    docs.sort();
    files.extend(docs);
    let others: Vec<&str> = OTHER_PROGRAMS
        .iter()
        .flat_map(|(_, options)| options.iter().copied())
        .collect();
    let mut found = BTreeSet::new();
    for file in files {
        let text = std::fs::read_to_string(&file).expect("a readable doc");
        let name = file
            .strip_prefix(root)
            .expect("under the root")
            .display()
            .to_string();
        // The engine's own pages: docs/ENGINE*.md and its puzzles' page.
        let engine_doc = name.starts_with("docs/ENGINE") || name == "docs/PUZZLES.md";
        // The server's options are its own (docs/SERVER.md, and passages naming it).
        if name == "docs/SERVER.md" {
            continue;
        }
        for passage in passages(&text) {
            if passage.contains("epaminondas-server") {
                continue;
            }
            let about = if engine_doc
                || ["$E", "$B", "epaminondas-engine"]
                    .iter()
                    .any(|word| passage.contains(word))
            {
                Program::Engine
            } else {
                Program::Game
            };
            if about != program {
                continue;
            }
            for option in options_in(&passage) {
                if !others.contains(&option.as_str()) {
                    found.insert((option, name.clone()));
                }
            }
        }
    }
    found
}

/// The paragraphs of `text`, each line of a table on its own.
fn passages(text: &str) -> Vec<String> {
    let mut out = Vec::new();
    let mut current = String::new();
    for line in text.lines() {
        if line.trim().is_empty() || line.trim_start().starts_with('|') {
            if !current.is_empty() {
                out.push(std::mem::take(&mut current));
            }
            if !line.trim().is_empty() {
                out.push(line.to_string());
            }
        } else {
            current.push_str(line);
            current.push('\n');
        }
    }
    if !current.is_empty() {
        out.push(current);
    }
    out
}

/// The `--name` words of `text` (a name of lower-case letters, digits and dashes, after a space,
/// a quote, a bracket or the start of a line).
pub fn options_in(text: &str) -> BTreeSet<String> {
    let mut found = BTreeSet::new();
    let bytes = text.as_bytes();
    for (i, _) in text.match_indices("--") {
        let before = i.checked_sub(1).map(|j| bytes[j]);
        if before.is_some_and(|b| !b" \t\n`\"'([".contains(&b)) {
            continue;
        }
        let name: String = text[i + 2..]
            .chars()
            .take_while(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || *c == '-')
            .collect();
        if name.starts_with(|c: char| c.is_ascii_lowercase()) {
            found.insert(format!("--{}", name.trim_end_matches('-')));
        }
    }
    found
}
