//! The subcommands that exercise the rules core: perft, divide, moves, bench.

use clap::Args;
use epaminondas_core::{Position, Status, divide, perft as count};
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

/// The arguments of `perft` and `divide`.
#[derive(Args, Debug)]
pub struct PerftArgs {
    /// Plies to look ahead
    depth: u32,
    /// The position to count from (the position text of RULES.md); the start by default
    #[arg(long, value_name = "TEXT")]
    position: Option<Position>,
}

/// The arguments of `moves`.
#[derive(Args, Debug)]
pub struct MovesArgs {
    /// The position (the position text of RULES.md); the start by default
    #[arg(long, value_name = "TEXT")]
    position: Option<Position>,
    /// Reads one position a line from standard input and prints one line each: its moves
    /// separated by spaces, or a # line when the game is over or the text is not a position
    #[arg(long, conflicts_with = "position")]
    batch: bool,
}

/// `perft DEPTH` (one line per depth) and `divide DEPTH` (one line per move).
pub fn perft(args: &PerftArgs, per_move: bool) -> ExitCode {
    let depth = args.depth;
    let pos = args.position.unwrap_or_else(Position::start);
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
pub fn moves(args: &MovesArgs) -> ExitCode {
    if !args.batch {
        let pos = args.position.unwrap_or_else(Position::start);
        println!("{}", moves_line(&pos, "\n"));
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
pub fn bench() -> ExitCode {
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
    epaminondas_engine::bench::run();
    ExitCode::SUCCESS
}
