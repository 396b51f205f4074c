//! `epaminondas-engine tune`: fits the evaluation's weights to games the
//! engine plays itself ("Texel" tuning).
//!
//! ```text
//! tune [--games N] [--depth D] [--seed S] [--passes P] [--save FILE | --load FILE]
//! ```
//! 1. Data: `--games` self-play games at `--depth` plies with a little
//!    noise, from random openings fixed by `--seed`. Every quiet position
//!    (no capture or incursion to make, no breakthrough to answer) is kept
//!    with the game's result for White (1, ½ or 0). `--save` writes them as
//!    `POSITION;RESULT` lines, `--load` reads such a file instead of playing.
//! 2. Fit: the expected result of a position is 1 / (1 + 10^(−K·e/400))
//!    for its evaluation e from White's side; K is fitted first, then every
//!    weight but `stone` (the unit) in turn moves by a step while that
//!    lowers the mean squared error, for `--passes` rounds with halving steps.
//! 3. Output: the error before and after, and the changed weights as a
//!    `--white-set` list for `selfplay` (or `Eval` for the gauntlet), which
//!    must confirm them in games before they become the defaults.

use crate::match_stats::opening;
use crate::usage_error;
use epaminondas::ai::{EvalParams, Search, Settings, evaluate, forcing_moves};
use epaminondas::rules::{Color, Game, GameOptions, Position, Status, mix};
use std::fmt::Write as _;
use std::process::ExitCode;
use std::sync::Arc;
use std::sync::atomic::AtomicBool;

/// Games longer than this are left out (their result says little).
const MAX_PLIES: usize = 300;
/// Random plies that open each game.
const OPENING_PLIES: usize = 6;
/// The first plies after the opening are left out: too far from the result.
const SKIP_PLIES: usize = 8;
/// Noise of the self-play games, in hundredths of a stone.
const NOISE: i32 = 10;

/// The command's options.
struct Options {
    games: usize,
    depth: u32,
    seed: u64,
    passes: u32,
    save: Option<String>,
    load: Option<String>,
}

/// Runs `tune` with the arguments after the subcommand.
pub fn run(args: &[String]) -> ExitCode {
    let options = match parse(args) {
        Ok(o) => o,
        Err(e) => return usage_error(&e),
    };
    let data = match &options.load {
        Some(path) => match load(path) {
            Ok(d) => d,
            Err(e) => {
                eprintln!("error: {e}");
                return ExitCode::FAILURE;
            }
        },
        None => play(&options),
    };
    if data.is_empty() {
        eprintln!("error: no positions to fit");
        return ExitCode::FAILURE;
    }
    if let Some(path) = &options.save {
        let mut text = String::new();
        for (pos, result) in &data {
            let _ = writeln!(text, "{pos};{result}");
        }
        if let Err(e) = std::fs::write(path, text) {
            eprintln!("error: cannot write {path}: {e}");
            return ExitCode::FAILURE;
        }
    }
    println!("positions: {}", data.len());
    let defaults = EvalParams::default();
    let k = fit_k(&data, &defaults);
    let before = error(&data, &defaults, k);
    println!("K {k:.3}, error with the default weights {before:.6}");
    let tuned = fit_weights(&data, defaults, k, options.passes);
    let after = error(&data, &tuned, k);
    println!("error with the fitted weights {after:.6}");
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
    ExitCode::SUCCESS
}

/// Plays the self-play games and keeps their quiet positions with the result.
fn play(options: &Options) -> Vec<(Position, f64)> {
    let settings = {
        let mut s = Settings {
            noise: NOISE,
            ..Settings::default()
        };
        s.limits.depth = Some(options.depth);
        s
    };
    let stop = Arc::new(AtomicBool::new(false));
    let mut data = Vec::new();
    for i in 0..options.games {
        let mut game = Game::new(GameOptions {
            repetition_draw: true,
        });
        opening(options.seed, i, OPENING_PLIES, &mut game);
        let mut quiet = Vec::new();
        let result = loop {
            if let Status::Over(o) = game.status() {
                break Some(match o.winner {
                    Some(Color::White) => 1.0,
                    Some(Color::Black) => 0.0,
                    None => 0.5,
                });
            }
            if game.moves().len() >= MAX_PLIES {
                break None;
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
        if let Some(result) = result {
            data.extend(quiet.into_iter().map(|p| (p, result)));
        }
    }
    data
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
    if pos.side_to_move() == Color::White {
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

/// Coordinate descent over every weight but `stone`.
fn fit_weights(data: &[(Position, f64)], start: EvalParams, k: f64, passes: u32) -> EvalParams {
    let mut params = start;
    let mut best = error(data, &params, k);
    let mut step = 8;
    for pass in 0..passes {
        for (name, _) in start.weights() {
            if name == "stone" {
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
                    let next = (value + sign * step).max(0);
                    if next == value || trial.set(&format!("{name}={next}")).is_err() {
                        break;
                    }
                    let e = error(data, &trial, k);
                    if e >= best {
                        break;
                    }
                    params = trial;
                    best = e;
                }
            }
        }
        println!("pass {}: step {step}, error {best:.6}", pass + 1);
        step = (step / 2).max(1);
    }
    params
}

fn parse(args: &[String]) -> Result<Options, String> {
    let mut o = Options {
        games: 200,
        depth: 3,
        seed: 1,
        passes: 4,
        save: None,
        load: None,
    };
    let mut i = 0;
    while i < args.len() {
        let key = args[i].as_str();
        let v = args
            .get(i + 1)
            .ok_or_else(|| format!("{key} needs a value"))?;
        let number = |v: &str| {
            v.parse::<u64>()
                .map_err(|_| format!("{key} \"{v}\" is not a valid number"))
        };
        match key {
            "--games" => o.games = number(v)? as usize,
            "--depth" => o.depth = number(v)?.clamp(1, 8) as u32,
            "--seed" => o.seed = number(v)?,
            "--passes" => o.passes = number(v)? as u32,
            "--save" => o.save = Some(v.clone()),
            "--load" => o.load = Some(v.clone()),
            _ => return Err(format!("tune: unknown option \"{key}\"")),
        }
        i += 2;
    }
    if o.games == 0 && o.load.is_none() {
        return Err("--games must be at least 1".into());
    }
    Ok(o)
}
