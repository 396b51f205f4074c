//! What the commands share: the usage line and its error, reading an
//! option's value, the defaults of a match, reading a file or standard
//! input, and the pool of threads that plays games.

use std::process::ExitCode;
use std::str::FromStr;
use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};

/// The usage line printed with every argument error.
pub const USAGE: &str = "usage: epaminondas-engine <perft DEPTH [--position TEXT] | divide DEPTH [--position TEXT] | moves [--position TEXT] | moves --batch | bench | replay FILE | analyse FILE [--quick | --deep | --depth N | --movetime MS] [--jobs N] [--record] | ugi | selfplay --white LEVEL --black LEVEL --games N [--movetime MS] | gauntlet --engine CMD --engine CMD [--games N] [--go ARGS] [--sprt ELO0,ELO1] | tune [--games N] [--depth D] [--jobs J] [--holdout PCT] [--prior W] [--keep NAME,…] [--save FILE | --load FILE]>";

/// Exit code for a bad argument or position.
pub const EXIT_USAGE: u8 = 2;

/// Prints what is wrong and the usage line, and gives exit code 2.
pub fn usage_error(message: &str) -> ExitCode {
    eprintln!("error: {message}");
    eprintln!("{USAGE}");
    ExitCode::from(EXIT_USAGE)
}

/// Random plies that open each pair of games of a match.
pub const DEFAULT_OPENING_PLIES: usize = 4;
/// Games of a match still going after this many plies are drawn by adjudication.
pub const DEFAULT_MAX_PLIES: usize = 300;

/// The value after option `key` at `args[i]`.
pub fn value<'a>(args: &'a [String], i: usize, key: &str) -> Result<&'a str, String> {
    args.get(i + 1)
        .map(String::as_str)
        .ok_or_else(|| format!("{key} needs a value"))
}

/// Option `key`'s value `text` as a number.
pub fn number<T: FromStr>(text: &str, key: &str) -> Result<T, String> {
    text.parse()
        .map_err(|_| format!("{key} \"{text}\" is not a valid number"))
}

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
