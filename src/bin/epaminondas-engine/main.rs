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

use std::process::ExitCode;

/// The usage line printed with every argument error.
pub const USAGE: &str = "usage: epaminondas-engine <perft DEPTH [--position TEXT] | divide DEPTH [--position TEXT] | moves [--position TEXT] | moves --batch | bench | replay FILE | analyse FILE [--quick | --deep | --depth N | --movetime MS] [--jobs N] [--record] | ugi | selfplay --white LEVEL --black LEVEL --games N [--movetime MS] | gauntlet --engine CMD --engine CMD [--games N] [--go ARGS] [--sprt ELO0,ELO1] | tune [--games N] [--depth D] [--jobs J] [--holdout PCT] [--prior W] [--save FILE | --load FILE]>";

/// Exit code for a bad argument or position.
pub const EXIT_USAGE: u8 = 2;

/// Prints what is wrong and the usage line, and gives exit code 2.
pub fn usage_error(message: &str) -> ExitCode {
    eprintln!("error: {message}");
    eprintln!("{USAGE}");
    ExitCode::from(EXIT_USAGE)
}

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
