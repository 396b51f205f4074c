//! `epaminondas-engine newcomer`: how often a player fresh from the lessons beats a level. The
//! newcomer is [`newcomer_move`]: a move that wins at once, else the biggest capture, else any
//! move at random. Games alternate colours from the standard start; the totals are the
//! newcomer's.

use crate::match_stats::{Wdl, score_text};
use crate::shared::{DEFAULT_MAX_PLIES, pool, ranged};
use clap::Args;
use epaminondas_core::{Game, GameOptions, Side, Status, mix};
use epaminondas_engine::{Level, Search, newcomer_move};
use std::process::ExitCode;
use std::sync::atomic::AtomicBool;
use std::sync::{Arc, Mutex};

/// The arguments of `newcomer`.
#[derive(Args, Debug)]
pub struct NewcomerArgs {
    /// The level the newcomer plays
    #[arg(long, value_name = "LEVEL", default_value = "beginner")]
    level: Level,
    /// Games to play, colours alternating
    #[arg(long, value_name = "N", value_parser = ranged(1..), default_value_t = 100)]
    games: usize,
    /// The seed of the newcomer's and the level's choices
    #[arg(long, value_name = "N", default_value_t = 1)]
    seed: u64,
    /// Games played at once
    #[arg(long, value_name = "N", value_parser = ranged(1..), default_value_t = 2)]
    jobs: usize,
}

/// Plays the games, prints one line per game and the newcomer's totals.
pub fn run(args: &NewcomerArgs) -> ExitCode {
    let results: Mutex<Vec<Wdl>> = Mutex::new(Vec::new());
    pool(
        args.jobs,
        args.games,
        || (),
        |(), i| {
            let (score, line) = play_game(args, i);
            println!("{line}");
            if let Ok(mut results) = results.lock() {
                results.push(score);
            }
            true
        },
    );
    let results = results.into_inner().unwrap_or_default();
    let wins = results.iter().filter(|&&r| r == Wdl::Win).count();
    println!(
        "total: newcomer vs {}: {} games, {}; the newcomer won {:.0} %",
        args.level,
        results.len(),
        score_text(&results),
        100.0 * wins as f64 / results.len().max(1) as f64
    );
    ExitCode::SUCCESS
}

/// Plays game `i` (the newcomer White in even games) and describes it in one line.
fn play_game(args: &NewcomerArgs, i: usize) -> (Wdl, String) {
    let mut game = Game::new(GameOptions {
        repetition_draw: true,
    });
    let newcomer = if i.is_multiple_of(2) {
        Side::White
    } else {
        Side::Black
    };
    let stop = Arc::new(AtomicBool::new(false));
    let outcome = loop {
        if let Status::Over(outcome) = game.status() {
            break Some(outcome);
        }
        if game.moves().len() >= DEFAULT_MAX_PLIES {
            break None;
        }
        let seed = mix(args.seed ^ mix(1_000_003 * i as u64 + game.moves().len() as u64));
        let mv = if game.position().side_to_move() == newcomer {
            newcomer_move(game.position(), seed)
        } else {
            Search::with_settings(&game, args.level.settings(), seed, stop.clone())
                .run()
                .best
        };
        let Some(mv) = mv else {
            break None;
        };
        if game.play(mv).is_err() {
            break None;
        }
    };
    let (score, how) = match outcome {
        Some(outcome) => (
            Wdl::of_winner(outcome.winner, newcomer),
            outcome.to_string(),
        ),
        None => (
            Wdl::Draw,
            format!("draw after {} plies", game.moves().len()),
        ),
    };
    let line = format!(
        "game {:>3}: newcomer ({}) vs {}: {how}, {} plies",
        i + 1,
        newcomer.name(),
        args.level,
        game.moves().len()
    );
    (score, line)
}
