//! `epaminondas-engine replay FILE`: checks a game record (the game's text
//! format, `epaminondas_play::record`) and prints its final position and result.

use crate::shared::{UsageError, read_input};
use epaminondas_play::record;
use std::process::ExitCode;

/// Exit code for a record that is not a legal game.
const EXIT_BAD_RECORD: u8 = 1;

/// Reads the record from FILE (`-` for standard input), replays it through
/// the rules core and prints two lines: the final position text, then the
/// result. A bad record prints its line number and the reason, exit code 1.
pub fn run(path: &str) -> Result<ExitCode, UsageError> {
    let text = match read_input(path) {
        Ok(text) => text,
        Err(e) => return Err(UsageError::new("replay", e)),
    };
    Ok(match record::replay(&text) {
        Ok(done) => {
            println!("{done}");
            ExitCode::SUCCESS
        }
        Err(e) => {
            eprintln!("error: {path}: {e}");
            ExitCode::from(EXIT_BAD_RECORD)
        }
    })
}
