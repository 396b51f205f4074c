//! `epaminondas-engine selfplay`: two levels play a match. Games come in
//! pairs that start from the same random opening with colours swapped, so
//! neither side profits from a lucky opening or from moving first.
//!
//! Its options and their defaults: `epaminondas-engine selfplay --help`.
//!
//! `--white` names the first player, who has White in the odd games; the
//! totals are from its point of view. `--movetime` gives both sides that
//! time a move instead of their level's depth or time (noise stays);
//! `--time-scale` multiplies the time budgets of the timed levels. `--white-set` / `--black-set` change
//! search parameters or evaluation weights of one side (see
//! `Settings::set`), which is how the weights are tuned.

use crate::match_stats::{Wdl, opening, score_text};
use crate::shared::{DEFAULT_MAX_PLIES, DEFAULT_OPENING_PLIES, UsageError, pool, ranged};
use clap::Args;
use epaminondas_core::{Game, GameOptions, Side, Status, mix};
use epaminondas_engine::{Level, Search, Settings};
use std::process::ExitCode;
use std::sync::atomic::AtomicBool;
use std::sync::{Arc, Mutex};
use std::time::Duration;

/// One side of the match.
#[derive(Clone)]
struct Player {
    name: String,
    settings: Settings,
}

/// The match as the arguments describe it.
struct Match {
    players: [Player; 2],
    games: usize,
    opening_plies: usize,
    max_plies: usize,
    seed: u64,
    jobs: usize,
    /// Print every game's moves under its result.
    print_moves: bool,
}

/// Runs `selfplay` with the arguments after the subcommand.
pub fn run(args: SelfplayArgs) -> Result<ExitCode, UsageError> {
    let m = match parse(args) {
        Ok(m) => m,
        Err(e) => return Err(UsageError::new("selfplay", e)),
    };
    let results: Mutex<Vec<Wdl>> = Mutex::new(Vec::new());
    pool(
        m.jobs,
        m.games,
        || (),
        |(), i| {
            let (score, line) = play_game(&m, i);
            println!("{line}");
            results.lock().expect("no thread panics").push(score);
            true
        },
    );
    let results = results.into_inner().expect("no thread panics");
    println!("{}", summary(&m, &results));
    Ok(ExitCode::SUCCESS)
}

/// Plays game `i` of the match and describes it in one line.
fn play_game(m: &Match, i: usize) -> (Wdl, String) {
    let options = GameOptions {
        repetition_draw: true,
    };
    let mut game = Game::new(options);
    // Both games of a pair share the opening.
    opening(m.seed, i / 2, m.opening_plies, &mut game);
    // The first player has White in even games (0-based).
    let first_is_white = i.is_multiple_of(2);
    let stop = Arc::new(AtomicBool::new(false));
    let outcome = loop {
        if let Status::Over(o) = game.status() {
            break Some(o);
        }
        if game.moves().len() >= m.max_plies {
            break None;
        }
        let white_to_move = game.position().side_to_move() == Side::White;
        let player = &m.players[usize::from(white_to_move != first_is_white)];
        let seed = mix(m.seed ^ mix(1_000_003 * i as u64 + game.moves().len() as u64));
        let result = Search::with_settings(&game, player.settings, seed, stop.clone()).run();
        let mv = result.best.expect("an ongoing game has a move");
        game.play(mv).expect("the search returns a legal move");
    };
    let first_side = if first_is_white {
        Side::White
    } else {
        Side::Black
    };
    let (score, how) = match outcome {
        Some(o) => (Wdl::of_winner(o.winner, first_side), o.to_string()),
        None => (
            Wdl::Draw,
            format!("draw: adjudicated after {} plies", m.max_plies),
        ),
    };
    let (white, black) = if first_is_white {
        (&m.players[0].name, &m.players[1].name)
    } else {
        (&m.players[1].name, &m.players[0].name)
    };
    let mut line = format!(
        "game {:>3}: {white} (white) vs {black} (black): {how}, {} plies",
        i + 1,
        game.moves().len()
    );
    if m.print_moves {
        line += &format!("\n  moves {}", game.record().moves.join(" "));
    }
    (score, line)
}

/// The totals line: W/D/L, score, Elo difference with a 95 % error bar.
fn summary(m: &Match, results: &[Wdl]) -> String {
    format!(
        "total: {} vs {}: {} games, {}",
        m.players[0].name,
        m.players[1].name,
        results.len(),
        score_text(results)
    )
}

/// The arguments of `selfplay`.
#[derive(Args, Debug)]
pub struct SelfplayArgs {
    /// The first player's level, White in the odd games; the totals are from its side
    #[arg(long, value_name = "LEVEL")]
    white: Level,
    /// The second player's level
    #[arg(long, value_name = "LEVEL")]
    black: Level,
    /// Games to play
    #[arg(long, value_name = "N", value_parser = ranged(1..))]
    games: usize,
    /// Both sides get this time a move instead of their level's depth or time (noise stays)
    #[arg(long, value_name = "MS")]
    movetime: Option<u64>,
    /// Multiplies the time budgets of the timed levels
    #[arg(long, value_name = "F", default_value_t = 1.0, value_parser = positive)]
    time_scale: f64,
    /// Random plies that open each pair of games
    #[arg(long, value_name = "PLIES", default_value_t = DEFAULT_OPENING_PLIES)]
    openings: usize,
    /// Games still going after this many plies are drawn
    #[arg(long, value_name = "N", default_value_t = DEFAULT_MAX_PLIES)]
    max_plies: usize,
    /// Fixes the openings and the noise
    #[arg(long, value_name = "S", default_value_t = 1)]
    seed: u64,
    /// Games played at once
    #[arg(long, value_name = "N", default_value_t = 1)]
    jobs: usize,
    /// Prints every game's moves under its result
    #[arg(long)]
    print_moves: bool,
    /// Changes the first player's search parameters or evaluation weights
    #[arg(long, value_name = "NAME=VALUE,…")]
    white_set: Option<String>,
    /// Changes the second player's search parameters or evaluation weights
    #[arg(long, value_name = "NAME=VALUE,…")]
    black_set: Option<String>,
}

/// A positive, finite number.
fn positive(text: &str) -> Result<f64, String> {
    text.parse::<f64>()
        .ok()
        .filter(|f| *f > 0.0 && f.is_finite())
        .ok_or_else(|| format!("\"{text}\" is not a positive number"))
}

fn parse(args: SelfplayArgs) -> Result<Match, String> {
    let levels = [args.white, args.black];
    let evals = [args.white_set, args.black_set]
        .map(|list| list.map_or_else(Vec::new, |l| l.split(',').map(str::to_string).collect()));
    let mut players = Vec::new();
    for (level, eval) in levels.into_iter().zip(evals) {
        let mut settings = level.settings();
        let limits = &mut settings.limits;
        if let Some(ms) = args.movetime {
            // A fixed time a move replaces the level's own limits.
            limits.depth = None;
            limits.soft_time = Some(Duration::from_millis(ms));
            limits.hard_time = Some(Duration::from_millis(ms));
        } else {
            limits.soft_time = limits.soft_time.map(|t| t.mul_f64(args.time_scale));
            limits.hard_time = limits.hard_time.map(|t| t.mul_f64(args.time_scale));
        }
        let mut name = level.name().to_string();
        for assignment in &eval {
            settings.set(assignment).map_err(|e| e.to_string())?;
        }
        if !eval.is_empty() {
            name = format!("{name}[{}]", eval.join(","));
        }
        players.push(Player { name, settings });
    }
    let players: [Player; 2] = players.try_into().map_err(|_| "two players")?;
    Ok(Match {
        players,
        games: args.games,
        opening_plies: args.openings,
        max_plies: args.max_plies,
        seed: args.seed,
        jobs: args.jobs.max(1),
        print_moves: args.print_moves,
    })
}
