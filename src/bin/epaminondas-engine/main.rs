//! `epaminondas-engine`: the rules core and the computer opponent on the command line.
//! Builds without Bevy (`--no-default-features`).

mod analyse;
mod cli;
mod gauntlet;
mod match_stats;
mod replay;
mod rules_commands;
mod selfplay;
mod tune;
mod ugi;

use cli::{USAGE, usage_error};
use std::process::ExitCode;

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let Some(command) = args.first() else {
        return usage_error("no command given");
    };
    let rest = &args[1..];
    match command.as_str() {
        "perft" => rules_commands::perft(rest, false),
        "divide" => rules_commands::perft(rest, true),
        "moves" => rules_commands::moves(rest),
        "bench" => rules_commands::bench(rest),
        "replay" => replay::run(rest),
        "analyse" | "analyze" => analyse::run(rest),
        "ugi" => ugi::run(),
        "selfplay" => selfplay::run(rest),
        "gauntlet" => gauntlet::run(rest),
        "tune" => tune::run(rest),
        "help" | "--help" | "-h" => {
            println!("{USAGE}");
            ExitCode::SUCCESS
        }
        other => usage_error(&format!("unknown command \"{other}\"")),
    }
}
