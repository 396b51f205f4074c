//! `epaminondas-engine bench`: search speed on a fixed set of positions, the
//! depth reached in one second, and how far a search overshoots its hard
//! deadline and the stop flag.

use super::level::{Limits, Settings};
use super::search::{Search, SearchResult};
use epaminondas_core::{Game, GameOptions, Position};
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::Duration;
use web_time::Instant;

/// The bench positions: the start and plies 10, 30 and 50 of an intermediate-level self-play game.
pub const POSITIONS: [(&str, &str); 4] = [
    (
        "start",
        "BBBBBBBBBBBBBB/BBBBBBBBBBBBBB/14/14/14/14/14/14/14/14/WWWWWWWWWWWWWW/WWWWWWWWWWWWWW w",
    ),
    (
        "opening",
        "BB1BB1B1BBBB1B/BBB4BBBB1BB/3BB5B3/2B1B4B4/5B8/5B8/5BW7/4W1W7/2WW1WWW6/6W7/W2WW3WWWWWW/1W1W1W1W1WWWWW w",
    ),
    (
        "middle game",
        "BB1B4BB1B1B/BBB1B1BB4BB/4B9/4B9/3WB3B5/4WB1B6/5W8/4WB8/2W2WW7/1W7W4/3WW6WWW/1W1W1W1W1W2WW w",
    ),
    (
        "late middle game",
        "1B1B4BB1B1B/4B1BB4BB/14/2BW10/3B1B8/4B9/5W8/7B6/2W3BWB5/1W4W2W4/4W1WW2W3/1W3W1W4WW w",
    ),
];

/// Nodes searched per bench position.
const BENCH_NODES: u64 = 400_000;

fn game_at(fen: &str) -> Game {
    let pos: Position = fen.parse().expect("bench positions are valid");
    Game::from_position(pos, GameOptions::default())
}

fn search(game: &Game, limits: Limits, stop: Arc<AtomicBool>) -> (SearchResult, Duration) {
    let settings = Settings {
        limits,
        ..Settings::default()
    };
    let started = Instant::now();
    let result = Search::with_settings(game, settings, 0, stop).run();
    (result, started.elapsed())
}

fn no_stop() -> Arc<AtomicBool> {
    Arc::new(AtomicBool::new(false))
}

/// Runs the benchmark and prints one line per measurement.
pub fn run() {
    let mut total_nodes = 0;
    let mut total_time = Duration::ZERO;
    for (name, fen) in POSITIONS {
        let limits = Limits {
            nodes: Some(BENCH_NODES),
            ..Limits::default()
        };
        let (r, t) = search(&game_at(fen), limits, no_stop());
        total_nodes += r.nodes;
        total_time += t;
        println!(
            "bench {name:<17} nodes {:>8} time {:>6} ms nps {:>8} depth {:>2} best {}",
            r.nodes,
            t.as_millis(),
            nps(r.nodes, t),
            r.depth,
            r.best.map_or("none".to_string(), |m| m.to_string())
        );
    }
    println!(
        "bench total nodes {total_nodes} time {} ms nps {}",
        total_time.as_millis(),
        nps(total_nodes, total_time)
    );
    for (name, fen) in [POSITIONS[0], POSITIONS[2]] {
        let limits = Limits {
            soft_time: Some(Duration::from_secs(1)),
            hard_time: Some(Duration::from_secs(1)),
            ..Limits::default()
        };
        let (r, t) = search(&game_at(fen), limits, no_stop());
        println!(
            "one second from {name}: depth {} nodes {} time {} ms best {}",
            r.depth,
            r.nodes,
            t.as_millis(),
            r.best.map_or("none".to_string(), |m| m.to_string())
        );
    }
    let deadline = Duration::from_millis(200);
    let limits = Limits {
        hard_time: Some(deadline),
        ..Limits::default()
    };
    let (_, t) = search(&game_at(POSITIONS[2].1), limits, no_stop());
    println!(
        "hard deadline {} ms: returned after {:.1} ms (overshoot {:.1} ms)",
        deadline.as_millis(),
        t.as_secs_f64() * 1e3,
        (t.as_secs_f64() - deadline.as_secs_f64()) * 1e3
    );
    let stop = no_stop();
    let flag = stop.clone();
    let waker = std::thread::spawn(move || {
        std::thread::sleep(deadline);
        flag.store(true, Ordering::Relaxed);
        Instant::now()
    });
    let (_, _) = search(&game_at(POSITIONS[2].1), Limits::default(), stop);
    let returned = Instant::now();
    let raised = waker.join().expect("the stop thread does not panic");
    println!(
        "stop flag: returned {:.1} ms after it was raised",
        returned.duration_since(raised).as_secs_f64() * 1e3
    );
}

fn nps(nodes: u64, t: Duration) -> u64 {
    (nodes as f64 / t.as_secs_f64().max(1e-9)) as u64
}

#[cfg(test)]
mod tests {
    use super::*;

    fn nodes_at_depth(fen: &str, depth: u32, changes: &[&str]) -> u64 {
        let mut settings = Settings::default();
        settings.limits.depth = Some(depth);
        for change in changes {
            settings.set(change).unwrap();
        }
        Search::with_settings(&game_at(fen), settings, 1, no_stop())
            .run()
            .nodes
    }

    #[test]
    fn delta_pruning_skips_quiescence_nodes_unless_futility_is_off() {
        let fen = POSITIONS[1].1;
        let without = nodes_at_depth(fen, 4, &["delta=0"]);
        assert!(nodes_at_depth(fen, 4, &["delta=100"]) < without);
        // Without futility pruning the main search differs, but delta
        // pruning is off too: the same nodes as with `delta` 0.
        let plain = nodes_at_depth(fen, 4, &["futility=0", "delta=0"]);
        assert_eq!(nodes_at_depth(fen, 4, &["futility=0", "delta=100"]), plain);
    }
}
