//! The command line: one `clap` definition gives the help, the errors and `--version`.

use crate::analyse::AnalyseArgs;
use crate::gauntlet::GauntletArgs;
use crate::newcomer::NewcomerArgs;
use crate::puzzles::PuzzlesArgs;
use crate::rules_commands::{MovesArgs, PerftArgs};
use crate::selfplay::SelfplayArgs;
use crate::shared::UsageError;
use crate::tune::TuneArgs;
use crate::verdicts::VerdictsArgs;
use crate::words::WordsArgs;
use clap::error::{ContextKind, ContextValue, ErrorKind};
use clap::{CommandFactory, Parser, Subcommand};
use std::process::ExitCode;

/// The rules core and the computer opponent of Epaminondas on the command line.
#[derive(Parser, Debug)]
#[command(
    name = "epaminondas-engine",
    version,
    args_override_self = true,
    arg_required_else_help = false
)]
pub struct Cli {
    /// What to do.
    #[command(subcommand)]
    pub command: Command,
}

/// The subcommands.
#[derive(Subcommand, Debug)]
pub enum Command {
    /// Counts the positions 1 to DEPTH plies ahead, one line per depth, with time and speed
    Perft(PerftArgs),
    /// Counts the positions DEPTH plies ahead below each legal move, one line per move
    Divide(PerftArgs),
    /// Lists the legal moves of a position, or of each position read from standard input
    Moves(MovesArgs),
    /// Fixed move-generation and search workloads, in nodes per second
    Bench,
    /// Checks a game record and prints its final position and result (exit code 1: a bad record)
    Replay {
        /// The record in the game's text format, - for standard input
        #[arg(value_name = "FILE")]
        file: String,
    },
    /// Judges every move of a game record
    #[command(visible_alias = "analyze")]
    Analyse(AnalyseArgs),
    /// The UGI protocol on standard input and output
    Ugi,
    /// Two levels play a match, in pairs of games from the same opening with colours swapped
    Selfplay(SelfplayArgs),
    /// How often a player fresh from the lessons (captures, else random moves) beats a level
    Newcomer(NewcomerArgs),
    /// Two UGI engines play a match, refereed by the rules core, with an SPRT
    Gauntlet(GauntletArgs),
    /// Mines puzzles from self-play games and records, or re-proves a puzzle file
    Puzzles(PuzzlesArgs),
    /// Plays games between two levels, judges each and prints each side's stones lost, accuracy and marks
    Verdicts(VerdictsArgs),
    /// Fits the evaluation's weights to positions of self-play games
    Tune(TuneArgs),
    /// Prints the words outside the game's window from the catalogues: the web page's loading
    /// screen or the Linux menu entry
    Words(WordsArgs),
}

impl Cli {
    /// The command line of this process, or the exit code once the help, the version or what is
    /// wrong with the arguments (with the usage of the subcommand they are for) is printed.
    pub fn read() -> Result<Cli, ExitCode> {
        Cli::try_parse().map_err(|mut error| {
            if error.use_stderr() && error.get(ContextKind::Usage).is_none() {
                let mut command = Cli::command();
                command.build();
                let usage = std::env::args_os()
                    .skip(1)
                    .find_map(|word| command.find_subcommand_mut(&word).map(|s| s.render_usage()))
                    .unwrap_or_else(|| command.render_usage());
                error.insert(ContextKind::Usage, ContextValue::StyledStr(usage));
            }
            report(&error)
        })
    }
}

/// Prints clap's help, version or error and gives its exit code (2 for a bad argument).
fn report(error: &clap::Error) -> ExitCode {
    // A closed output has no one to tell.
    let _ = error.print();
    ExitCode::from(u8::try_from(error.exit_code()).unwrap_or(EXIT_USAGE))
}

/// Exit code for a bad argument or position.
pub const EXIT_USAGE: u8 = 2;

/// Says what is wrong with the arguments of a subcommand, with its usage, and gives exit code 2:
/// for what only the command can check (a pair of engines, a setting's name).
pub fn usage_error(error: &UsageError) -> ExitCode {
    let mut command = Cli::command();
    command.build();
    let error = match command.find_subcommand_mut(error.subcommand) {
        Some(sub) => sub.error(ErrorKind::ValueValidation, &error.message),
        None => command.error(ErrorKind::ValueValidation, &error.message),
    };
    report(&error)
}
