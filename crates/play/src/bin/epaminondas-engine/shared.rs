//! What the commands share: a mistake in their arguments that only they can see, the defaults of
//! a match, reading a file or standard input, and the pool of threads that plays games.

use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};

/// A mistake in a subcommand's arguments found by the command itself (a pair of engines, a
/// setting's name): `main` says it with the subcommand's usage and exit code 2.
#[derive(Debug)]
pub struct UsageError {
    /// The subcommand whose usage is shown.
    pub subcommand: &'static str,
    /// What is wrong.
    pub message: String,
}

impl UsageError {
    /// The mistake `message` in the arguments of `subcommand`.
    pub fn new(subcommand: &'static str, message: impl Into<String>) -> UsageError {
        UsageError {
            subcommand,
            message: message.into(),
        }
    }
}

/// A number's parser that refuses anything outside `range`.
pub fn ranged(range: std::ops::RangeFrom<u64>) -> clap::builder::RangedU64ValueParser<usize> {
    clap::builder::RangedU64ValueParser::<usize>::new().range(range)
}

/// A number of milliseconds as a [`std::time::Duration`].
pub fn millis(text: &str) -> Result<std::time::Duration, String> {
    text.parse::<u64>()
        .map(std::time::Duration::from_millis)
        .map_err(|_| format!("\"{text}\" is not a whole number of milliseconds"))
}

/// Random plies that open each pair of games of a match.
pub const DEFAULT_OPENING_PLIES: usize = 4;
/// Games of a match still going after this many plies are drawn by adjudication.
pub const DEFAULT_MAX_PLIES: usize = 300;

/// The text of file `path`, or of standard input for `-`.
pub fn read_input(path: &str) -> Result<String, String> {
    let text = if path == "-" {
        std::io::read_to_string(std::io::stdin())
    } else {
        std::fs::read_to_string(path)
    };
    text.map_err(|e| format!("cannot read \"{path}\": {e}"))
}

/// Runs `work` on the items `0..count`, `jobs` threads at a time: each
/// thread makes its own `state` and takes the next item until none is left
/// or some `work` returns false (then no thread takes another).
pub fn pool<S>(
    jobs: usize,
    count: usize,
    state: impl Fn() -> S + Sync,
    work: impl Fn(&mut S, usize) -> bool + Sync,
) {
    let next = AtomicUsize::new(0);
    let stopped = AtomicBool::new(false);
    std::thread::scope(|scope| {
        for _ in 0..jobs.clamp(1, count.max(1)) {
            scope.spawn(|| {
                let mut state = state();
                while !stopped.load(Ordering::Relaxed) {
                    let i = next.fetch_add(1, Ordering::Relaxed);
                    if i >= count {
                        break;
                    }
                    if !work(&mut state, i) {
                        stopped.store(true, Ordering::Relaxed);
                    }
                }
            });
        }
    });
}
