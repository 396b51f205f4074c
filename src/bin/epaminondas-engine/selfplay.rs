//! `epaminondas-engine selfplay`: two levels play a match. Games come in
//! pairs that start from the same random opening with colours swapped, so
//! neither side profits from a lucky opening or from moving first.
//!
//! ```text
//! selfplay --white LEVEL --black LEVEL --games N [--movetime MS] [--time-scale F]
//!          [--openings PLIES] [--max-plies N] [--seed S] [--jobs N] [--print-moves]
//!          [--white-set NAME=VALUE,…] [--black-set NAME=VALUE,…]
//! ```
//! `--white` names the first player, who has White in the odd games; the
//! totals are from its point of view. `--movetime` gives both sides that
//! time a move instead of their level's depth or time (noise stays);
//! `--time-scale` multiplies the time budgets of the timed levels. `--white-set` / `--black-set` change
//! search parameters or evaluation weights of one side (see
//! `Settings::set`), which is how the weights are tuned.

use crate::cli::{DEFAULT_MAX_PLIES, DEFAULT_OPENING_PLIES, number, pool, usage_error, value};
use crate::match_stats::{Score, opening, score_text};
use epaminondas::ai::{Level, Search, Settings};
use epaminondas::rules::{Color, Game, GameOptions, Status, mix};
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
pub fn run(args: &[String]) -> ExitCode {
    let m = match parse(args) {
        Ok(m) => m,
        Err(e) => return usage_error(&e),
    };
    let results: Mutex<Vec<Score>> = Mutex::new(Vec::new());
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
    ExitCode::SUCCESS
}

/// Plays game `i` of the match and describes it in one line.
fn play_game(m: &Match, i: usize) -> (Score, String) {
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
        let white_to_move = game.position().side_to_move() == Color::White;
        let player = &m.players[usize::from(white_to_move != first_is_white)];
        let seed = mix(m.seed ^ mix(1_000_003 * i as u64 + game.moves().len() as u64));
        let result = Search::with_settings(&game, player.settings, seed, stop.clone()).run();
        let mv = result.best.expect("an ongoing game has a move");
        game.play(mv).expect("the search returns a legal move");
    };
    let first_colour = if first_is_white {
        Color::White
    } else {
        Color::Black
    };
    let (score, how) = match outcome {
        Some(o) => (Score::of_winner(o.winner, first_colour), o.to_string()),
        None => (
            Score::Draw,
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
fn summary(m: &Match, results: &[Score]) -> String {
    format!(
        "total: {} vs {}: {} games, {}",
        m.players[0].name,
        m.players[1].name,
        results.len(),
        score_text(results)
    )
}

fn parse(args: &[String]) -> Result<Match, String> {
    let mut levels: [Option<Level>; 2] = [None, None];
    let mut evals: [Vec<String>; 2] = [Vec::new(), Vec::new()];
    let mut games = None;
    let mut movetime: Option<u64> = None;
    let mut scale = 1.0f64;
    let mut opening_plies = DEFAULT_OPENING_PLIES;
    let mut max_plies = DEFAULT_MAX_PLIES;
    let mut seed = 1u64;
    let mut jobs = 1usize;
    let mut print_moves = false;
    let mut i = 0;
    while i < args.len() {
        let key = args[i].as_str();
        if key == "--print-moves" {
            print_moves = true;
            i += 1;
            continue;
        }
        let v = value(args, i, key)?;
        match key {
            "--white" | "--black" => {
                let level: Level = v.parse().map_err(|e| format!("{key}: {e}"))?;
                levels[usize::from(key == "--black")] = Some(level);
            }
            "--white-set" | "--black-set" => {
                evals[usize::from(key == "--black-set")] =
                    v.split(',').map(str::to_string).collect();
            }
            "--games" => games = Some(number::<usize>(v, key)?),
            "--movetime" => movetime = Some(number(v, key)?),
            "--time-scale" => {
                scale = number(v, key)?;
                if !(scale > 0.0 && scale.is_finite()) {
                    return Err("--time-scale must be a positive number".into());
                }
            }
            "--openings" => opening_plies = number(v, key)?,
            "--max-plies" => max_plies = number(v, key)?,
            "--seed" => seed = number(v, key)?,
            "--jobs" => jobs = number::<usize>(v, key)?.max(1),
            _ => return Err(format!("selfplay: unknown option \"{key}\"")),
        }
        i += 2;
    }
    let games = games.ok_or("selfplay needs --games N")?;
    if games == 0 {
        return Err("--games must be at least 1".into());
    }
    let mut players = Vec::new();
    for (level, eval) in levels.into_iter().zip(evals) {
        let level = level.ok_or("selfplay needs --white LEVEL and --black LEVEL")?;
        let mut settings = level.settings();
        let limits = &mut settings.limits;
        if let Some(ms) = movetime {
            // A fixed time a move replaces the level's own limits.
            limits.depth = None;
            limits.soft_time = Some(Duration::from_millis(ms));
            limits.hard_time = Some(Duration::from_millis(ms));
        } else {
            limits.soft_time = limits.soft_time.map(|t| t.mul_f64(scale));
            limits.hard_time = limits.hard_time.map(|t| t.mul_f64(scale));
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
        games,
        opening_plies,
        max_plies,
        seed,
        jobs,
        print_moves,
    })
}
