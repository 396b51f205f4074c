//! `epaminondas-engine`: the rules core and the computer opponent on the command line.
//! Builds without Bevy (`cargo build -p epaminondas-play --bin epaminondas-engine`).
#![warn(clippy::unwrap_used)]

mod analyse;
mod cli;
mod gauntlet;
mod match_stats;
mod newcomer;
mod puzzles;
mod replay;
mod rules_commands;
mod selfplay;
mod shared;
mod tune;
mod ugi;
mod verdicts;
mod words;

use cli::{Cli, Command};
use std::process::ExitCode;

fn main() -> ExitCode {
    let cli = match Cli::read() {
        Ok(cli) => cli,
        Err(code) => return code,
    };
    match cli.command {
        Command::Perft(args) => rules_commands::perft(&args, false),
        Command::Divide(args) => rules_commands::perft(&args, true),
        Command::Moves(args) => rules_commands::moves(&args),
        Command::Bench => rules_commands::bench(),
        Command::Replay { file } => {
            replay::run(&file).unwrap_or_else(|error| cli::usage_error(&error))
        }
        Command::Analyse(args) => {
            analyse::run(args).unwrap_or_else(|error| cli::usage_error(&error))
        }
        Command::Ugi => ugi::run(),
        Command::Selfplay(args) => {
            selfplay::run(args).unwrap_or_else(|error| cli::usage_error(&error))
        }
        Command::Newcomer(args) => newcomer::run(&args),
        Command::Gauntlet(args) => {
            gauntlet::run(args).unwrap_or_else(|error| cli::usage_error(&error))
        }
        Command::Puzzles(args) => {
            puzzles::run(args).unwrap_or_else(|error| cli::usage_error(&error))
        }
        Command::Verdicts(args) => {
            verdicts::run(args).unwrap_or_else(|error| cli::usage_error(&error))
        }
        Command::Tune(args) => tune::run(args).unwrap_or_else(|error| cli::usage_error(&error)),
        Command::Words(args) => words::run(&args),
    }
}
