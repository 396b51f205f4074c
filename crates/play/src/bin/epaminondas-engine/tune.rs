//! `epaminondas-engine tune`: fits the evaluation's weights to games the
//! engine plays itself ("Texel" tuning).
//!
//! Its options and their defaults: `epaminondas-engine tune --help`.
//!
//! 1. Data: `--games` self-play games at `--depth` plies with a little
//!    noise, from random openings fixed by `--seed`, `--jobs` at a time
//!    (the data is the same for any number of jobs). Every quiet position
//!    (no capture or incursion to make, no breakthrough to answer) is kept
//!    with the game's result for White (1, ½ or 0), game after game.
//!    `--save` writes them as `POSITION;RESULT` lines, `--load` reads such a
//!    file (or several concatenated) instead of playing.
//! 2. Fit: the last `--holdout` per cent of the positions (whole games but
//!    the first, as they are stored in game order) are held out; the rest
//!    is the training set. The expected result of a position is
//!    1 / (1 + 10^(−K·e/400)) for its evaluation e from White's side; K is
//!    fitted on the training set first, then every weight but `stone` (the
//!    unit) in turn moves by a step while that lowers the training set's
//!    mean squared error plus `--prior` times 0.001 per weight moved by a
//!    stone (squared: a weight moved by half a stone costs a quarter of
//!    that), for `--passes` rounds with halving steps (only `edge`,
//!    `isolated` and `lead` may go below 0). The weights `--keep` names stay
//!    as they are.
//! 3. Output: the error of both sets before and after (a fit that
//!    generalises lowers the held-out error too), and the changed weights as
//!    a list for `selfplay --white-set` (or the gauntlet's `Set`), which
//!    must confirm them in games before they become the defaults.

use crate::match_stats::opening;
use crate::shared::{UsageError, pool};
use clap::Args;
use epaminondas_core::{Game, GameOptions, Position, Side, Status, mix};
use epaminondas_engine::{EvalParams, Search, Settings, evaluate, forcing_moves};
use std::fmt::Write as _;
use std::process::ExitCode;
use std::sync::atomic::AtomicBool;
use std::sync::{Arc, Mutex};

/// Games longer than this are left out (their result says little).
const MAX_PLIES: usize = 300;
/// Random plies that open each game.
const OPENING_PLIES: usize = 6;
/// The first plies after the opening are left out: too far from the result.
const SKIP_PLIES: usize = 8;
/// `--prior 1` adds 0.001 to the objective for one weight moved by a stone.
const PRIOR_SCALE: f64 = 1e-7;
/// The weights the fit may make negative; every other one stays at 0 or above.
const SIGNED: [&str; 3] = ["edge", "isolated", "lead"];
/// Noise of the self-play games, in hundredths of a stone.
const NOISE: i32 = 10;

/// Quiet positions, each with its game's result for White.
type Labelled = Vec<(Position, f64)>;

/// The arguments of `tune`.
#[derive(Args, Debug)]
pub struct TuneArgs {
    /// Self-play games that make the data
    #[arg(long, value_name = "N", default_value_t = 200)]
    games: usize,
    /// The games' search depth in plies (1 to 8)
    #[arg(long, value_name = "D", default_value_t = 3, value_parser = clap::value_parser!(u32).range(1..=8))]
    depth: u32,
    /// Fixes the games' openings and noise
    #[arg(long, value_name = "S", default_value_t = 1)]
    seed: u64,
    /// Rounds of the fit, each with half the step of the one before
    #[arg(long, value_name = "P", default_value_t = 4)]
    passes: u32,
    /// Games played at once (the data is the same for any number)
    #[arg(long, value_name = "J", default_value_t = 1)]
    jobs: usize,
    /// The last per cent of the positions, held out of the fit (at most 90)
    #[arg(long, value_name = "PCT", default_value_t = 20, value_parser = clap::builder::RangedU64ValueParser::<usize>::new().range(0..=90))]
    holdout: usize,
    /// Pull towards the default weights: 0.001 times W per weight moved by a stone, squared
    #[arg(long, value_name = "W", default_value_t = 0.0, value_parser = non_negative)]
    prior: f64,
    /// Weights the fit leaves as they are
    #[arg(long, value_name = "NAME,…", value_delimiter = ',', value_parser = weight_name)]
    keep: Vec<String>,
    /// Writes the positions as POSITION;RESULT lines
    #[arg(long, value_name = "FILE")]
    save: Option<String>,
    /// Reads such positions instead of playing games
    #[arg(long, value_name = "FILE")]
    load: Option<String>,
}

/// A number not below 0.
fn non_negative(text: &str) -> Result<f64, String> {
    text.parse::<f64>()
        .ok()
        .filter(|p| *p >= 0.0)
        .ok_or_else(|| format!("\"{text}\" is not a number ≥ 0"))
}

/// Runs `tune` with the arguments after the subcommand.
pub fn run(options: TuneArgs) -> Result<ExitCode, UsageError> {
    if options.games == 0 && options.load.is_none() {
        return Err(UsageError::new("tune", "--games must be at least 1"));
    }
    let data = match &options.load {
        Some(path) => match load(path) {
            Ok(d) => d,
            Err(e) => {
                eprintln!("error: {e}");
                return Ok(ExitCode::FAILURE);
            }
        },
        None => play(&options),
    };
    if data.is_empty() {
        eprintln!("error: no positions to fit");
        return Ok(ExitCode::FAILURE);
    }
    if let Some(path) = &options.save {
        let mut text = String::new();
        for (pos, result) in &data {
            let _ = writeln!(text, "{pos};{result}");
        }
        if let Err(e) = std::fs::write(path, text) {
            eprintln!("error: cannot write {path}: {e}");
            return Ok(ExitCode::FAILURE);
        }
    }
    println!("positions: {}", data.len());
    let (train, held_out) = data.split_at(data.len() - data.len() * options.holdout / 100);
    println!("training {}, held out {}", train.len(), held_out.len());
    let defaults = EvalParams::default();
    let k = fit_k(train, &defaults);
    println!(
        "K {k:.3}, error with the default weights: training {:.6}, held out {}",
        error(train, &defaults, k),
        held_out_error(held_out, &defaults, k)
    );
    let tuned = fit_weights(train, defaults, k, &options);
    println!(
        "error with the fitted weights: training {:.6}, held out {}",
        error(train, &tuned, k),
        held_out_error(held_out, &tuned, k)
    );
    let changed: Vec<String> = tuned
        .weights()
        .into_iter()
        .zip(defaults.weights())
        .filter(|((_, new), (_, old))| new != old)
        .map(|((name, new), (_, old))| {
            println!("  {name}: {old} -> {new}");
            format!("{name}={new}")
        })
        .collect();
    println!("--white-set {}", changed.join(","));
    Ok(ExitCode::SUCCESS)
}

/// Plays the self-play games, `--jobs` at a time, and keeps their quiet
/// positions with the result, in the order of the games.
fn play(options: &TuneArgs) -> Vec<(Position, f64)> {
    // Each game's quiet positions, by the game's number.
    let games: Mutex<Vec<(usize, Labelled)>> = Mutex::new(Vec::new());
    pool(
        options.jobs,
        options.games,
        || (),
        |(), i| {
            let data = play_game(options, i);
            games.lock().expect("no thread panics").push((i, data));
            true
        },
    );
    let mut games = games.into_inner().expect("no thread panics");
    games.sort_by_key(|(i, _)| *i);
    games.into_iter().flat_map(|(_, data)| data).collect()
}

/// Plays self-play game `i` and returns its quiet positions with the result
/// (none when the game ran past [`MAX_PLIES`]).
fn play_game(options: &TuneArgs, i: usize) -> Vec<(Position, f64)> {
    let settings = {
        let mut s = Settings {
            noise: NOISE,
            ..Settings::default()
        };
        s.limits.depth = Some(options.depth);
        s
    };
    let stop = Arc::new(AtomicBool::new(false));
    let mut game = Game::new(GameOptions {
        repetition_draw: true,
    });
    opening(options.seed, i, OPENING_PLIES, &mut game);
    let mut quiet = Vec::new();
    let result = loop {
        if let Status::Over(o) = game.status() {
            break match o.winner {
                Some(Side::White) => 1.0,
                Some(Side::Black) => 0.0,
                None => 0.5,
            };
        }
        if game.moves().len() >= MAX_PLIES {
            return Vec::new();
        }
        let pos = *game.position();
        if game.moves().len() >= OPENING_PLIES + SKIP_PLIES
            && !pos.must_answer_breakthrough()
            && forcing_moves(&pos).is_empty()
        {
            quiet.push(pos);
        }
        let seed = mix(options.seed ^ mix(i as u64 * 1_000_003 + game.moves().len() as u64));
        let best = Search::with_settings(&game, settings, seed, stop.clone())
            .run()
            .best
            .expect("an ongoing game has a move");
        game.play(best).expect("the search returns a legal move");
    };
    quiet.into_iter().map(|p| (p, result)).collect()
}

/// Reads `POSITION;RESULT` lines.
fn load(path: &str) -> Result<Vec<(Position, f64)>, String> {
    let text = std::fs::read_to_string(path).map_err(|e| format!("cannot read {path}: {e}"))?;
    text.lines()
        .enumerate()
        .filter(|(_, l)| !l.trim().is_empty())
        .map(|(i, line)| {
            let bad = |why: String| format!("{path} line {}: {why}", i + 1);
            let (pos, result) = line
                .rsplit_once(';')
                .ok_or_else(|| bad("expected POSITION;RESULT".into()))?;
            let pos: Position = pos.parse().map_err(|e| bad(format!("{e}")))?;
            let result: f64 = result
                .trim()
                .parse()
                .ok()
                .filter(|r: &f64| (0.0..=1.0).contains(r))
                .ok_or_else(|| bad(format!("result \"{result}\" is not 0, 0.5 or 1")))?;
            Ok((pos, result))
        })
        .collect()
}

/// The evaluation from White's side.
fn white_score(pos: &Position, params: &EvalParams) -> f64 {
    let e = evaluate(pos, params) as f64;
    if pos.side_to_move() == Side::White {
        e
    } else {
        -e
    }
}

/// Mean squared error of the predicted results.
fn error(data: &[(Position, f64)], params: &EvalParams, k: f64) -> f64 {
    let total: f64 = data
        .iter()
        .map(|(pos, result)| {
            let predicted = 1.0 / (1.0 + 10f64.powf(-k * white_score(pos, params) / 400.0));
            (result - predicted).powi(2)
        })
        .sum();
    total / data.len() as f64
}

/// [`error`] of the held-out set as text, or "-" when there is none.
fn held_out_error(data: &[(Position, f64)], params: &EvalParams, k: f64) -> String {
    if data.is_empty() {
        "-".into()
    } else {
        format!("{:.6}", error(data, params, k))
    }
}

/// The scale K with the least error for `params`, by a coarse-to-fine scan.
fn fit_k(data: &[(Position, f64)], params: &EvalParams) -> f64 {
    let mut best = (1.0, error(data, params, 1.0));
    let mut step = 0.5;
    while step > 0.01 {
        for k in [best.0 - step, best.0 + step] {
            if k > 0.0 {
                let e = error(data, params, k);
                if e < best.1 {
                    best = (k, e);
                }
            }
        }
        step /= 2.0;
    }
    best.0
}

/// A weight's name for `--keep`, checked against the evaluation's.
fn weight_name(name: &str) -> Result<String, String> {
    let name = name.trim();
    EvalParams::default()
        .weights()
        .into_iter()
        .find(|(n, _)| n == name)
        .map(|(n, _)| n)
        .ok_or_else(|| format!("no weight is called \"{name}\""))
}

/// Coordinate descent over every weight but `stone` and the kept ones, on the training error
/// plus `--prior` · [`PRIOR_SCALE`] · the sum of the squared changes.
fn fit_weights(
    data: &[(Position, f64)],
    start: EvalParams,
    k: f64,
    options: &TuneArgs,
) -> EvalParams {
    // The error plus the prior's pull towards the starting weights.
    let objective = |params: &EvalParams| {
        let moved: f64 = params
            .weights()
            .into_iter()
            .zip(start.weights())
            .map(|((_, new), (_, old))| f64::from(new - old).powi(2))
            .sum();
        error(data, params, k) + options.prior * PRIOR_SCALE * moved
    };
    let mut params = start;
    let mut best = objective(&params);
    let mut step = 8;
    for pass in 0..options.passes {
        for (name, _) in start.weights() {
            if name == "stone" || options.keep.contains(&name) {
                continue;
            }
            for sign in [1, -1] {
                loop {
                    let value = params
                        .weights()
                        .into_iter()
                        .find(|(n, _)| *n == name)
                        .map_or(0, |(_, v)| v);
                    let mut trial = params;
                    let floor = if SIGNED.contains(&name.as_str()) {
                        i32::MIN
                    } else {
                        0
                    };
                    let next = (value + sign * step).max(floor);
                    if next == value || trial.set(&format!("{name}={next}")).is_err() {
                        break;
                    }
                    let e = objective(&trial);
                    if e >= best {
                        break;
                    }
                    params = trial;
                    best = e;
                }
            }
        }
        println!("pass {}: step {step}, objective {best:.6}", pass + 1);
        step = (step / 2).max(1);
    }
    params
}
