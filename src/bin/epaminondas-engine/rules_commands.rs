//! The subcommands that exercise the rules core: perft, divide, moves, bench.

use crate::cli::usage_error;
use epaminondas::rules::{Position, Status, divide, perft as count};
use std::io::{BufRead, Write};
use std::process::ExitCode;
use web_time::Instant;

/// Plies of the fixed game the benchmark takes its middle-game positions from.
const BENCH_PLIES: [usize; 3] = [0, 16, 32];
/// Perft depth counted from each benchmark position.
const BENCH_DEPTHS: [u32; 3] = [4, 3, 3];

/// The benchmark positions: the start and two positions of a fixed game in
/// which each move is picked by a simple formula from the legal list.
fn bench_positions() -> Vec<(Position, u32)> {
    let mut pos = Position::start();
    let mut out = Vec::new();
    for ply in 0..=BENCH_PLIES[BENCH_PLIES.len() - 1] {
        if let Some(i) = BENCH_PLIES.iter().position(|&p| p == ply) {
            out.push((pos, BENCH_DEPTHS[i]));
        }
        let moves = pos.legal_moves();
        let Some(&mv) = moves.get((ply * 7919 + 13) % moves.len().max(1)) else {
            break;
        };
        pos = pos.play_unchecked(mv);
    }
    out
}

/// Options shared by the position commands.
struct PositionArgs {
    position: Position,
    depth: Option<u32>,
    batch: bool,
}

fn parse_args(args: &[String], needs_depth: bool) -> Result<PositionArgs, String> {
    let mut out = PositionArgs {
        position: Position::start(),
        depth: None,
        batch: false,
    };
    let mut i = 0;
    while i < args.len() {
        match args[i].as_str() {
            "--position" => {
                let text = args.get(i + 1).ok_or("--position needs a position text")?;
                out.position = text
                    .parse()
                    .map_err(|e| format!("bad position \"{text}\": {e}"))?;
                i += 2;
            }
            "--batch" => {
                out.batch = true;
                i += 1;
            }
            text if needs_depth && out.depth.is_none() => {
                let depth: u32 = text
                    .parse()
                    .map_err(|_| format!("depth must be a whole number, not \"{text}\""))?;
                out.depth = Some(depth);
                i += 1;
            }
            other => return Err(format!("unexpected argument \"{other}\"")),
        }
    }
    if needs_depth && out.depth.is_none() {
        return Err("missing DEPTH".to_string());
    }
    Ok(out)
}

/// `perft DEPTH` (one line per depth) and `divide DEPTH` (one line per move).
pub fn perft(args: &[String], per_move: bool) -> ExitCode {
    let parsed = match parse_args(args, true) {
        Ok(p) => p,
        Err(e) => return usage_error(&e),
    };
    let depth = parsed.depth.unwrap_or(1);
    let pos = parsed.position;
    if per_move {
        let started = Instant::now();
        let mut total = 0;
        for (mv, n) in divide(&pos, depth) {
            println!("{mv} {n}");
            total += n;
        }
        println!("total {total} ({:.3} s)", started.elapsed().as_secs_f64());
    } else {
        for d in 1..=depth {
            let started = Instant::now();
            let nodes = count(&pos, d);
            let secs = started.elapsed().as_secs_f64();
            println!(
                "perft {d} = {nodes}  time {secs:.3} s  {:.0} nodes/s",
                nodes as f64 / secs.max(1e-9)
            );
        }
    }
    ExitCode::SUCCESS
}

/// The line `moves` prints for one position.
fn moves_line(pos: &Position, separator: &str) -> String {
    match pos.status() {
        Status::Over(outcome) => format!("# {outcome}"),
        Status::Ongoing => pos
            .legal_moves()
            .iter()
            .map(|m| m.to_string())
            .collect::<Vec<_>>()
            .join(separator),
    }
}

/// `moves [--position TEXT]` and `moves --batch`.
pub fn moves(args: &[String]) -> ExitCode {
    let parsed = match parse_args(args, false) {
        Ok(p) => p,
        Err(e) => return usage_error(&e),
    };
    if !parsed.batch {
        println!("{}", moves_line(&parsed.position, "\n"));
        return ExitCode::SUCCESS;
    }
    let stdin = std::io::stdin();
    let mut out = std::io::BufWriter::new(std::io::stdout().lock());
    for line in stdin.lock().lines() {
        let Ok(line) = line else { break };
        let reply = match line.parse::<Position>() {
            Ok(pos) => moves_line(&pos, " "),
            Err(e) => format!("# error: {e}"),
        };
        if writeln!(out, "{reply}").is_err() {
            break;
        }
    }
    ExitCode::SUCCESS
}

/// `bench`: perft over fixed positions, then the search benchmark.
pub fn bench(args: &[String]) -> ExitCode {
    if let Some(extra) = args.first() {
        return usage_error(&format!("bench takes no arguments, not \"{extra}\""));
    }
    let started = Instant::now();
    let mut nodes = 0;
    for (pos, depth) in bench_positions() {
        nodes += count(&pos, depth);
    }
    let secs = started.elapsed().as_secs_f64();
    println!(
        "movegen: {nodes} leaf nodes in {secs:.3} s = {:.0} nodes/s",
        nodes as f64 / secs
    );
    epaminondas::ai::bench::run();
    ExitCode::SUCCESS
}
