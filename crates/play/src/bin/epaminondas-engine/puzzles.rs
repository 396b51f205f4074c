//! `epaminondas-engine puzzles`: mines puzzles from self-play games and game records
//! (`epaminondas_play::puzzle`), or re-proves a puzzle file at another depth.
//!
//! Its options and their defaults: `epaminondas-engine puzzles --help`.
//!
//! `--games N` plays N games between the levels of `--levels`, every ordered pair in turn
//! (from random openings fixed by `--seed`; in every `--copycat-every`th game Black copies
//! White's moves where the rules let it), and `--records FILE…` reads game records; each game
//! is mined as soon as it is played, `--threads` games at a time. Each puzzle is written as soon
//! as it is found: appended to `--out` (whose puzzles are read first, so none is found twice),
//! or printed. A line after each game tells the progress and the rate.
//!
//! `--prove FILE` checks every puzzle of FILE at `--depth` instead (its line is legal, its first
//! move the only good one), prints each that fails, and with `--out` writes those that hold,
//! sorted by rating, with their themes told again from their lines.

use crate::shared::{UsageError, pool, ranged, read_input};
use clap::Args;
use epaminondas_engine::Level;
use epaminondas_play::puzzle::format::HEADER;
use epaminondas_play::puzzle::mine::{DEFAULT_MAX_NODES, level_depth};
use epaminondas_play::puzzle::prove::MARGIN;
use epaminondas_play::puzzle::{
    Miner, MinerConfig, Prover, Puzzle, SourceGame, detect_themes, parse_puzzles,
    play_selfplay_game,
};
use epaminondas_play::record::Record;
use std::io::Write;
use std::process::ExitCode;
use std::sync::Mutex;
use std::time::Instant;

/// The arguments of `puzzles`.
#[derive(Args, Debug)]
pub struct PuzzlesArgs {
    /// Self-play games to play and mine
    #[arg(long, value_name = "N", default_value_t = 0)]
    games: usize,
    /// Game records to mine, one game a file
    #[arg(long, value_name = "FILE", num_args = 1..)]
    records: Vec<String>,
    /// Plies of the search that proves each puzzle
    #[arg(long, value_name = "D", default_value_t = 6, value_parser = clap::value_parser!(u32).range(1..=30))]
    depth: u32,
    /// Plies of the quick search of every position that finds the mistakes
    #[arg(long, value_name = "D", default_value_t = 4, value_parser = clap::value_parser!(u32).range(1..=30))]
    screen_depth: u32,
    /// The least gap between the only move and the next, in hundredths of a stone
    #[arg(long, value_name = "CP", default_value_t = MARGIN)]
    margin: i32,
    /// The most nodes one search may take; a position that needs more is left (0: no limit)
    #[arg(long, value_name = "N", default_value_t = DEFAULT_MAX_NODES)]
    max_nodes: u64,
    /// Appends the puzzles to this file (read first: its puzzles are not found again)
    #[arg(long, value_name = "FILE")]
    out: Option<String>,
    /// Games mined at once
    #[arg(long, value_name = "T", value_parser = ranged(1..))]
    threads: Option<usize>,
    /// Levels of the self-play games, comma-separated; every ordered pair plays in turn
    #[arg(
        long,
        value_name = "LEVEL,…",
        default_value = "beginner,novice,intermediate,advanced"
    )]
    levels: String,
    /// Fixes the openings and the levels' noise
    #[arg(long, value_name = "S", default_value_t = 1)]
    seed: u64,
    /// Random plies that open each self-play game
    #[arg(long, value_name = "PLIES", default_value_t = 4)]
    openings: usize,
    /// Every Nth self-play game Black copies White's moves turned by 180° where it can (0: never)
    #[arg(long, value_name = "N", default_value_t = 5)]
    copycat_every: usize,
    /// Self-play games still going after this many plies stop
    #[arg(long, value_name = "N", default_value_t = 300)]
    max_plies: usize,
    /// Re-proves the puzzles of FILE at --depth instead of mining
    #[arg(long, value_name = "FILE", conflicts_with_all = ["games", "records"])]
    prove: Option<String>,
}

/// Runs `puzzles` with the arguments after the subcommand.
pub fn run(args: PuzzlesArgs) -> Result<ExitCode, UsageError> {
    let threads = args.threads.unwrap_or_else(|| {
        std::thread::available_parallelism()
            .map(|n| n.get())
            .unwrap_or(1)
    });
    if let Some(path) = &args.prove {
        return prove(path, &args, threads);
    }
    let levels: Vec<Level> = args
        .levels
        .split(',')
        .map(|l| l.parse::<Level>())
        .collect::<Result<_, _>>()
        .map_err(|e| UsageError::new("puzzles", e.to_string()))?;
    if args.games > 0 && levels.is_empty() {
        return Err(UsageError::new("puzzles", "--levels names no level"));
    }
    if args.games == 0 && args.records.is_empty() {
        return Err(UsageError::new(
            "puzzles",
            "nothing to mine: give --games N, --records FILE… or --prove FILE",
        ));
    }
    let mut records = Vec::new();
    for path in &args.records {
        let text = read_input(path).map_err(|e| UsageError::new("puzzles", e))?;
        let record =
            Record::parse(&text).map_err(|e| UsageError::new("puzzles", format!("{path}: {e}")))?;
        records.push(SourceGame {
            levels: [record.white.level, record.black.level],
            game: record.into_game(),
            label: format!("record {}", path.replace(';', ",")),
        });
    }
    let config = MinerConfig {
        depth: args.depth,
        screen_depth: args.screen_depth,
        margin: args.margin,
        max_nodes: (args.max_nodes > 0).then_some(args.max_nodes),
        ..MinerConfig::default()
    };
    let too_deep: Vec<String> = levels
        .iter()
        .filter(|&&l| level_depth(l) + config.depth_over_level > config.depth)
        .map(|l| l.to_string())
        .collect();
    if args.games > 0 && !too_deep.is_empty() {
        eprintln!(
            "note: the mistakes of {} are left out: --depth {} is not {} plies past their depth",
            too_deep.join(", "),
            config.depth,
            config.depth_over_level
        );
    }
    let miner = Miner::new(config);
    let mut out = match &args.out {
        Some(path) => Some(open_out(path, &miner).map_err(|e| UsageError::new("puzzles", e))?),
        None => None,
    };
    let pairs: Vec<(Level, Level)> = levels
        .iter()
        .flat_map(|&w| levels.iter().map(move |&b| (w, b)))
        .collect();
    let total = args.games + records.len();
    println!(
        "mining {total} games at depth {} (quick search {}, margin {}), {threads} threads",
        config.depth, config.screen_depth, config.margin
    );
    let started = Instant::now();
    let state = Mutex::new((0usize, 0usize, out.take()));
    pool(threads, total, Prover::default, |prover, i| {
        let source = if i < records.len() {
            records[i].clone()
        } else {
            let k = i - records.len();
            let (white, black) = pairs[k % pairs.len()];
            let copycat =
                args.copycat_every > 0 && k % args.copycat_every == args.copycat_every - 1;
            play_selfplay_game(
                white,
                black,
                copycat,
                args.seed,
                k as u64,
                args.openings,
                args.max_plies,
            )
        };
        let report = miner.mine(&source, prover);
        let Ok(mut guard) = state.lock() else {
            return false;
        };
        let (done, found, file) = &mut *guard;
        *done += 1;
        *found += report.puzzles.len();
        for puzzle in &report.puzzles {
            match file.as_mut() {
                Some(f) => {
                    if let Err(e) = writeln!(f, "{puzzle}").and_then(|()| f.flush()) {
                        eprintln!("error: cannot write a puzzle: {e}");
                        return false;
                    }
                }
                None => println!("{puzzle}"),
            }
        }
        let hours = started.elapsed().as_secs_f64() / 3600.0;
        println!(
            "game {done}/{total} ({}, {} plies): {} mistakes, {} candidates, {} puzzles; \
             {found} puzzles in {:.0} s, {:.0} an hour",
            source.label,
            source.game.moves().len(),
            report.mistakes,
            report.candidates,
            report.puzzles.len(),
            started.elapsed().as_secs_f64(),
            *found as f64 / hours.max(1e-9)
        );
        true
    });
    Ok(ExitCode::SUCCESS)
}

/// Opens `path` for appending, first reading its puzzles into `miner` (a new or empty file gets
/// the header).
fn open_out(path: &str, miner: &Miner) -> Result<std::fs::File, String> {
    let existing = std::fs::read_to_string(path).unwrap_or_default();
    let (puzzles, errors) = parse_puzzles(&existing);
    for error in &errors {
        eprintln!("warning: {path}: {error}");
    }
    for puzzle in &puzzles {
        miner.remember(puzzle);
    }
    let mut file = std::fs::OpenOptions::new()
        .create(true)
        .append(true)
        .open(path)
        .map_err(|e| format!("cannot open \"{path}\": {e}"))?;
    if existing.trim().is_empty() {
        file.write_all(HEADER.as_bytes())
            .map_err(|e| format!("cannot write \"{path}\": {e}"))?;
    }
    if !puzzles.is_empty() {
        println!("{path}: {} puzzles already there", puzzles.len());
    }
    Ok(file)
}

/// `--prove FILE`: every puzzle of the file checked at `--depth`.
fn prove(path: &str, args: &PuzzlesArgs, threads: usize) -> Result<ExitCode, UsageError> {
    let text = read_input(path).map_err(|e| UsageError::new("puzzles", e))?;
    let (puzzles, errors) = parse_puzzles(&text);
    for error in &errors {
        println!("{path}: {error}");
    }
    println!(
        "proving {} puzzles of {path} at depth {} (margin {}), {threads} threads",
        puzzles.len(),
        args.depth,
        args.margin
    );
    let started = Instant::now();
    let held: Mutex<Vec<(usize, bool)>> = Mutex::new(Vec::new());
    let prover = || {
        let mut prover = Prover::default();
        prover.max_nodes = (args.max_nodes > 0).then_some(args.max_nodes);
        prover
    };
    pool(threads, puzzles.len(), prover, |prover, i| {
        let puzzle = &puzzles[i];
        let (nodes, clock) = (prover.nodes, Instant::now());
        let result = prover.prove(puzzle, args.depth, args.margin);
        let cost = format!(
            "{} nodes, {} ms",
            prover.nodes - nodes,
            clock.elapsed().as_millis()
        );
        match &result {
            Ok(j) => println!(
                "{}: holds: {} scores {}, the next best {} ({cost})",
                puzzle.id,
                j.best,
                j.score,
                j.second.map_or_else(|| "-".to_string(), |s| s.to_string())
            ),
            Err(why) => println!("{}: fails: {why} ({cost})", puzzle.id),
        }
        held.lock().map(|mut h| h.push((i, result.is_ok()))).is_ok()
    });
    let held = held.into_inner().unwrap_or_default();
    let mut good: Vec<&Puzzle> = held
        .iter()
        .filter(|(_, ok)| *ok)
        .map(|&(i, _)| &puzzles[i])
        .collect();
    println!(
        "{} of {} puzzles hold at depth {} ({:.0} s)",
        good.len(),
        puzzles.len(),
        args.depth,
        started.elapsed().as_secs_f64()
    );
    if let Some(out) = &args.out {
        good.sort_by(|a, b| a.rating.cmp(&b.rating).then_with(|| a.id.cmp(&b.id)));
        let mut text = HEADER.to_string();
        let mut retold = 0;
        for puzzle in good {
            // Themes follow from the line: a file from an older miner gets today's.
            let themes = detect_themes(&puzzle.position, &puzzle.solution);
            if themes != puzzle.themes {
                retold += 1;
            }
            let puzzle = Puzzle {
                themes,
                ..puzzle.clone()
            };
            text += &format!("{puzzle}\n");
        }
        if retold > 0 {
            println!("{retold} puzzles got their themes told again from their lines");
        }
        std::fs::write(out, text)
            .map_err(|e| UsageError::new("puzzles", format!("cannot write \"{out}\": {e}")))?;
        println!("wrote {out}");
    }
    let all_good = errors.is_empty() && held.iter().all(|(_, ok)| *ok);
    Ok(if all_good {
        ExitCode::SUCCESS
    } else {
        ExitCode::FAILURE
    })
}
