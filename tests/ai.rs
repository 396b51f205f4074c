//! Tests of the computer opponent (`epaminondas::ai`) and of the engine's
//! `ugi` and `selfplay` commands. Searches here are bounded by depth or
//! nodes, never by time, so results do not depend on the machine.

use epaminondas::ai::{
    EvalParams, Level, Limits, Search, SearchResult, Settings, WIN_SCORE, WIN_THRESHOLD,
    entropy_seed, evaluate, forcing_moves, ugi::UgiEngine,
};
use epaminondas::rules::{Color, FILES, Game, GameOptions, Move, Position, RANKS, Square};
use std::collections::HashSet;
use std::io::{BufRead, BufReader, Write};
use std::process::{Command, Stdio};
use std::sync::Arc;
use std::sync::atomic::AtomicBool;
use std::time::Duration;

fn no_stop() -> Arc<AtomicBool> {
    Arc::new(AtomicBool::new(false))
}

/// The position text of a board with the listed stones and side to move.
fn board(white: &[&str], black: &[&str], side: Color) -> Position {
    let parse =
        |list: &[&str]| -> Vec<Square> { list.iter().map(|s| s.parse().unwrap()).collect() };
    let (w, b) = (parse(white), parse(black));
    let mut ranks = Vec::new();
    for rank in (0..RANKS).rev() {
        let mut text = String::new();
        let mut empty = 0;
        for file in 0..FILES {
            let sq = Square::new(file, rank).unwrap();
            let stone = if w.contains(&sq) {
                Some('W')
            } else if b.contains(&sq) {
                Some('B')
            } else {
                None
            };
            match stone {
                Some(c) => {
                    if empty > 0 {
                        text += &empty.to_string();
                        empty = 0;
                    }
                    text.push(c);
                }
                None => empty += 1,
            }
        }
        if empty > 0 {
            text += &empty.to_string();
        }
        ranks.push(text);
    }
    let side = if side == Color::White { "w" } else { "b" };
    format!("{} {side}", ranks.join("/")).parse().unwrap()
}

/// The position turned by 180° with the colours swapped: the same game for the other side.
fn mirrored(pos: &Position) -> Position {
    let text = pos.to_string();
    let (ranks, side) = text.split_once(' ').unwrap();
    let swap = |c: char| match c {
        'W' => 'B',
        'B' => 'W',
        other => other,
    };
    let mut out: Vec<String> = Vec::new();
    for rank in ranks.split('/').rev() {
        // Reverse the rank's squares, keeping multi-digit empty counts whole.
        let mut tokens: Vec<String> = Vec::new();
        for c in rank.chars() {
            match (c.is_ascii_digit(), tokens.last_mut()) {
                (true, Some(last)) if last.chars().all(|d| d.is_ascii_digit()) => last.push(c),
                _ => tokens.push(swap(c).to_string()),
            }
        }
        tokens.reverse();
        out.push(tokens.concat());
    }
    let side = if side == "w" { "b" } else { "w" };
    format!("{} {side}", out.join("/")).parse().unwrap()
}

fn settings(limits: Limits) -> Settings {
    Settings {
        limits,
        hash_mb: 2,
        ..Settings::default()
    }
}

fn depth(d: u32) -> Settings {
    settings(Limits {
        depth: Some(d),
        ..Limits::default()
    })
}

/// A search to depth `d` with no table and no pruning or reductions: plain alpha-beta with
/// quiescence, the yardstick of the search's equivalence tests.
fn plain_alpha_beta(d: u32) -> Settings {
    let mut plain = depth(d);
    plain.hash_mb = 0;
    for off in [
        "futility=0",
        "null_move=0",
        "reduction=0",
        "late_move_pruning=0",
    ] {
        plain.set(off).unwrap();
    }
    plain
}

fn search(pos: Position, settings: Settings) -> SearchResult {
    let game = Game::from_position(pos, GameOptions::default());
    Search::with_settings(&game, settings, 1, no_stop()).run()
}

fn text(mv: Option<Move>) -> String {
    mv.map_or("none".into(), |m| m.to_string())
}

/// A tiny deterministic generator for random games.
struct Rng(u64);

impl Rng {
    fn next(&mut self) -> u64 {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        self.0
    }

    fn below(&mut self, n: usize) -> usize {
        (self.next() % n as u64) as usize
    }
}

/// `count` positions from random games of random length, the game over ones skipped.
fn random_positions(seed: u64, count: usize) -> Vec<Position> {
    let mut rng = Rng(seed);
    let mut out = Vec::new();
    while out.len() < count {
        let mut pos = Position::start();
        let plies = rng.below(120);
        for _ in 0..plies {
            let moves = pos.legal_moves();
            if moves.is_empty() {
                break;
            }
            pos = pos.play_unchecked(moves[rng.below(moves.len())]);
        }
        if !pos.legal_moves().is_empty() {
            out.push(pos);
        }
    }
    out
}

/// Whether `mv` leaves no breakthrough standing against the side that played it.
fn answers_breakthrough(pos: &Position, mv: Move) -> bool {
    let me = pos.side_to_move();
    let after = pos.play_unchecked(mv);
    after.far_row_count(me.opposite()) <= after.far_row_count(me)
}

#[test]
fn finds_forced_wins_within_three_plies() {
    let cases = [
        // Capturing the last black stone ends the game.
        (
            board(&["a2", "a3", "h4", "h5"], &["a5"], Color::White),
            "a2xa5",
        ),
        // The pair reaches the far row; no black stone can capture it or answer.
        (
            board(
                &["a9", "a10", "f4", "g4"],
                &["m6", "n6", "n8"],
                Color::White,
            ),
            "a9-a12",
        ),
        // Two incursions: e9xe12 is answered by g12xe12, k9-k12 cannot be.
        (
            board(
                &["e9", "e10", "k9", "k10", "c3", "d3"],
                &["e12", "f12", "g12", "m7", "n7"],
                Color::White,
            ),
            "k9-k12",
        ),
    ];
    for (pos, expected) in cases {
        for p in [pos, mirrored(&pos)] {
            for level_depth in [1, 3] {
                let r = search(p, depth(level_depth));
                assert!(
                    r.score >= WIN_THRESHOLD,
                    "{p}: score {} at depth {level_depth}, best {}",
                    r.score,
                    text(r.best)
                );
                let best = r.best.unwrap();
                // The mirrored position has the mirrored move.
                let expected_move = if p == pos {
                    p.parse_move(expected).unwrap()
                } else {
                    let original = pos.parse_move(expected).unwrap();
                    let tail = original.tail().rotated();
                    let landing = original.landing().rotated();
                    p.legal_moves()
                        .into_iter()
                        .find(|m| m.tail() == tail && m.landing() == landing)
                        .unwrap()
                };
                assert_eq!(best, expected_move, "{p} at depth {level_depth}");
                assert!(r.win_in().is_some_and(|plies| plies <= 3));
            }
        }
    }
}

#[test]
fn always_answers_a_breakthrough() {
    let cases = [
        // A black stone stands on a1: capture it with the rank-1 pair.
        board(
            &["b1", "c1", "f1", "g2", "h2", "i3", "j3", "k2"],
            &["a1", "f8", "g8", "h8", "i9", "j9"],
            Color::White,
        ),
        // No capture is possible, but h11-h12 answers with an incursion.
        board(
            &["h11", "c2", "d2", "e2", "l4", "m4"],
            &["a1", "a12", "b12", "c12", "d12", "e10", "f10"],
            Color::White,
        ),
        // Two intruders: taking one is not enough; the trio g1-f1-e1 takes both.
        board(
            &["e1", "f1", "g1", "c5", "d5"],
            &["c1", "d1", "h9", "i9", "j9"],
            Color::White,
        ),
    ];
    for pos in cases {
        for p in [pos, mirrored(&pos)] {
            assert!(p.legal_moves().iter().any(|&m| answers_breakthrough(&p, m)));
            for level in Level::ALL {
                let mut s = level.settings();
                s.limits = Limits {
                    depth: s.limits.depth.or(Some(3)).map(|d| d.min(3)),
                    ..Limits::default()
                };
                s.hash_mb = 2;
                for seed in 0..4 {
                    let game = Game::from_position(p, GameOptions::default());
                    let r = Search::with_settings(&game, s, seed, no_stop()).run();
                    let best = r.best.unwrap();
                    assert!(
                        answers_breakthrough(&p, best),
                        "{p}: {level} played {best}, which leaves the breakthrough"
                    );
                }
            }
        }
    }
}

#[test]
fn never_returns_an_illegal_move() {
    let positions = random_positions(0x5EED, 2_000);
    for (i, pos) in positions.iter().enumerate() {
        let game = Game::from_position(*pos, GameOptions::default());
        let level = Level::ALL[i % Level::ALL.len()];
        let mut s = level.settings();
        s.limits = Limits {
            nodes: Some(50 + (i as u64 % 7) * 40),
            ..Limits::default()
        };
        s.hash_mb = 1;
        let r = Search::with_settings(&game, s, i as u64, no_stop()).run();
        let best = r.best.expect("an ongoing position has a move");
        assert!(
            pos.legal_moves().contains(&best),
            "{pos}: {best} is illegal"
        );
        for (ply, mv) in r.pv.iter().enumerate().take(1) {
            assert_eq!(ply, 0);
            assert_eq!(*mv, best, "{pos}: the line starts with the best move");
        }
    }
}

#[test]
fn forcing_moves_are_the_captures_and_incursions() {
    for pos in random_positions(77, 400) {
        let far = pos.side_to_move().far_rank();
        let expected: HashSet<Move> = pos
            .legal_moves()
            .into_iter()
            .filter(|m| m.is_capture() || (m.landing().rank() == far && m.front().rank() != far))
            .collect();
        let found: Vec<Move> = forcing_moves(&pos).into_iter().collect();
        let unique: HashSet<Move> = found.iter().copied().collect();
        assert_eq!(unique.len(), found.len(), "{pos}: a forcing move twice");
        assert_eq!(unique, expected, "{pos}");
    }
}

#[test]
fn evaluation_is_the_same_for_both_colours() {
    let params = EvalParams::default();
    for pos in random_positions(99, 300) {
        let m = mirrored(&pos);
        assert_eq!(mirrored(&m), pos);
        assert_eq!(evaluate(&pos, &params), evaluate(&m, &params), "{pos}");
    }
}

/// Beyond every score (the search's own bound).
const INFINITY: i32 = WIN_SCORE + 1;

/// The game tree the search walks, written as a plain recursive alpha-beta
/// with none of its machinery (no explicit stack, table, ordering, pruning,
/// reductions or aspiration windows): the same ends of the game, repetition
/// draws since the last capture, one ply more against a breakthrough in the
/// first `2 · iteration` plies, quiescence over the forcing moves with a
/// standing pat, at most 12 quiescence plies, and a breakthrough answered or
/// lost.
struct PlainAlphaBeta {
    params: EvalParams,
    iteration: i32,
}

impl PlainAlphaBeta {
    #[allow(clippy::too_many_arguments)]
    fn score(
        &self,
        pos: &Position,
        path: &[u64],
        ply: i32,
        mut depth: i32,
        qply: u32,
        mut quiescence: bool,
        mut alpha: i32,
        beta: i32,
    ) -> i32 {
        let me = pos.side_to_move();
        let (my_far, their_far) = (pos.far_row_count(me), pos.far_row_count(me.opposite()));
        if my_far > their_far {
            return WIN_SCORE - ply;
        }
        if pos.count(me) == 0 {
            return -(WIN_SCORE - ply);
        }
        if ply > 0 && path.contains(&pos.hash()) {
            return 0;
        }
        let evasion = their_far > my_far;
        if !quiescence {
            if evasion && ply < 2 * self.iteration {
                depth += 1;
            }
            quiescence = depth <= 0;
        }
        if quiescence && !evasion && qply >= 12 {
            return evaluate(pos, &self.params);
        }
        let mut best = -INFINITY;
        let moves = if quiescence && !evasion {
            let stand = evaluate(pos, &self.params);
            if stand >= beta {
                return stand;
            }
            best = stand;
            alpha = alpha.max(stand);
            forcing_moves(pos)
        } else {
            pos.legal_moves()
        };
        if moves.is_empty() && (evasion || !quiescence) {
            return if evasion { -(WIN_SCORE - ply) } else { 0 };
        }
        if evasion {
            best = -(WIN_SCORE - ply - 1);
        }
        for &mv in &moves {
            if evasion && !answers_breakthrough(pos, mv) {
                continue;
            }
            let child = pos.play_unchecked(mv);
            let child_path = if mv.is_capture() {
                Vec::new()
            } else {
                let mut p = path.to_vec();
                p.push(pos.hash());
                p
            };
            let qply = if quiescence { qply + 1 } else { 0 };
            let score = -self.score(
                &child,
                &child_path,
                ply + 1,
                depth - 1,
                qply,
                quiescence,
                -beta,
                -alpha,
            );
            if score > best {
                best = score;
                alpha = alpha.max(score);
                if alpha >= beta {
                    break;
                }
            }
        }
        best
    }
}

/// Positions whose unpruned search needs more nodes are left out: the plain
/// alpha-beta, without move ordering, would take too long on them.
const PLAIN_NODES: u64 = 30_000;

#[test]
fn explicit_stack_search_equals_plain_alpha_beta() {
    let mut compared = 0;
    for (i, pos) in random_positions(31, 30).into_iter().enumerate() {
        let d = 1 + i as u32 % 3;
        let plain = plain_alpha_beta(d);
        let result = search(pos, plain);
        if result.nodes > PLAIN_NODES {
            continue;
        }
        // A forced result or a single move ends the deepening early.
        let reference = PlainAlphaBeta {
            params: EvalParams::default(),
            iteration: result.depth as i32,
        };
        let expected = reference.score(
            &pos,
            &[],
            0,
            result.depth as i32,
            0,
            false,
            -INFINITY,
            INFINITY,
        );
        assert_eq!(result.score, expected, "depth {} of {pos}", result.depth);
        compared += usize::from(result.depth == d);
    }
    assert!(
        compared >= 16,
        "only {compared} searches were compared at their depth"
    );
}

#[test]
fn aspiration_windows_keep_the_exact_score() {
    // Without a table and without pruning the score is the minimax value,
    // whatever windows the iterations (and their re-searches) used.
    let sparse = [
        board(
            &["c3", "d3", "e3", "h2", "j5", "k6"],
            &["c9", "d10", "e10", "h11", "j8", "l9"],
            Color::White,
        ),
        board(
            &["b4", "c4", "c5", "g3", "g4", "m2"],
            &["b8", "c8", "f9", "g9", "g10", "m11"],
            Color::Black,
        ),
    ];
    for pos in sparse {
        let plain = plain_alpha_beta(5);
        let mut narrow = plain;
        narrow.set("aspiration=5").unwrap();
        let mut full = plain;
        full.set("aspiration=0").unwrap();
        let (a, b) = (search(pos, narrow), search(pos, full));
        assert_eq!((a.depth, a.score), (b.depth, b.score), "{pos}");
    }
}

#[test]
fn sliced_search_gives_the_same_result_as_one_run() {
    let mut positions = vec![Position::start()];
    positions.extend(random_positions(11, 5));
    for pos in positions {
        let game = Game::from_position(pos, GameOptions::default());
        for (level, limit) in [(Level::Novice, None), (Level::Master, Some(20_000))] {
            let mut s = level.settings();
            s.limits = Limits {
                depth: s.limits.depth,
                nodes: limit,
                ..Limits::default()
            };
            s.hash_mb = 2;
            let whole = Search::with_settings(&game, s, 3, no_stop()).run();
            for budget in [1, 7, 100, 4_096] {
                let mut sliced = Search::with_settings(&game, s, 3, no_stop());
                let mut slices = 0;
                let result = loop {
                    slices += 1;
                    if let Some(r) = sliced.step(budget) {
                        break r;
                    }
                };
                assert_eq!(result, whole, "{pos}, {level}, slices of {budget}");
                if budget == 1 {
                    assert!(slices as u64 >= whole.nodes, "one node a slice");
                }
            }
        }
    }
}

#[test]
fn same_seed_and_node_limit_give_the_same_move() {
    for pos in random_positions(21, 6) {
        let game = Game::from_position(pos, GameOptions::default());
        for level in [Level::Beginner, Level::Master] {
            let mut s = level.settings();
            s.limits = Limits {
                nodes: Some(3_000),
                ..Limits::default()
            };
            s.hash_mb = 2;
            let a = Search::with_settings(&game, s, 42, no_stop()).run();
            let b = Search::with_settings(&game, s, 42, no_stop()).run();
            assert_eq!(a, b, "{pos}");
        }
    }
}

#[test]
fn beginner_noise_varies_its_moves_with_the_seed() {
    let game = Game::new(GameOptions::default());
    let moves: HashSet<Move> = (0..12)
        .map(|seed| {
            Search::new(&game, Level::Beginner, seed, no_stop())
                .run()
                .best
                .unwrap()
        })
        .collect();
    assert!(moves.len() >= 3, "only {} different moves", moves.len());
    let master = {
        let mut s = Level::Master.settings();
        s.limits = Limits {
            depth: Some(2),
            ..Limits::default()
        };
        s.noise = 0;
        s
    };
    let fixed: HashSet<Move> = (0..4)
        .map(|seed| {
            Search::with_settings(&game, master, seed, no_stop())
                .run()
                .best
                .unwrap()
        })
        .collect();
    assert_eq!(
        fixed.len(),
        1,
        "without its noise the search is the same for every seed"
    );
}

#[test]
fn the_stop_flag_and_the_hard_deadline_end_a_search() {
    let pos = random_positions(8, 1)[0];
    let game = Game::from_position(pos, GameOptions::default());
    let stopped = Arc::new(AtomicBool::new(true));
    let r = Search::with_settings(&game, settings(Limits::default()), 0, stopped).run();
    assert!(pos.legal_moves().contains(&r.best.unwrap()));
    assert!(r.nodes <= 256, "stopped after {} nodes", r.nodes);
    let deadline = settings(Limits {
        hard_time: Some(Duration::from_millis(30)),
        ..Limits::default()
    });
    let r = Search::with_settings(&game, deadline, 0, no_stop()).run();
    assert!(pos.legal_moves().contains(&r.best.unwrap()));
}

#[test]
fn a_repeated_position_scores_as_a_draw() {
    // Black is far ahead; White's only hope is to repeat the position.
    let start = board(
        &["a3", "h6"],
        &[
            "b10", "c10", "d10", "e10", "f10", "g10", "b11", "c11", "d11", "e11", "f11",
        ],
        Color::White,
    );
    let mut game = Game::from_position(start, GameOptions::default());
    for mv in ["h6-h7", "b11-b12", "h7-h6", "b12-b11"] {
        game.play_text(mv).unwrap();
    }
    assert_eq!(*game.position(), start);
    let r = Search::with_settings(&game, depth(3), 0, no_stop()).run();
    assert_eq!(text(r.best), "h6-h7");
    assert_eq!(r.score, 0);
    // Without that history the same position is simply lost.
    let fresh = search(start, depth(3));
    assert!(fresh.score < -100, "score {}", fresh.score);
}

#[test]
fn every_level_evaluates_alike_and_counts_few_guards() {
    for level in Level::ALL {
        assert_eq!(level.settings().eval, EvalParams::default(), "{level}");
    }
    // With a guard for every stone of a home row the engine stops attacking.
    assert!(EvalParams::default().guard_cap <= 6);
}

#[test]
fn levels_are_named_ordered_and_parsed() {
    let names: HashSet<&str> = Level::ALL.iter().map(|l| l.name()).collect();
    assert_eq!(names.len(), Level::ALL.len());
    assert!(Level::ALL.len() >= 5);
    for (i, level) in Level::ALL.into_iter().enumerate() {
        assert_eq!(level.name().parse::<Level>().unwrap(), level);
        assert_eq!((i + 1).to_string().parse::<Level>().unwrap(), level);
        assert_eq!(level.name().to_uppercase().parse::<Level>().unwrap(), level);
    }
    assert!("grandmaster".parse::<Level>().is_err());
    assert!("0".parse::<Level>().is_err());
    assert!(Level::ALL.contains(&Level::default()));
    // Noise falls and depth or time grows from each level to the next.
    for pair in Level::ALL.windows(2) {
        let (a, b) = (pair[0].settings(), pair[1].settings());
        assert!(a.noise >= b.noise);
        let deeper = match (a.limits.depth, b.limits.depth) {
            (Some(x), Some(y)) => y > x,
            (Some(_), None) => true,
            (None, None) => b.limits.soft_time > a.limits.soft_time,
            (None, Some(_)) => false,
        };
        assert!(deeper, "{} is not stronger than {}", pair[1], pair[0]);
    }
}

#[test]
fn settings_are_set_by_name() {
    let mut s = Settings::default();
    s.set("stone=120").unwrap();
    s.set("advance.3=9").unwrap();
    s.set("futility=0").unwrap();
    s.set("late_move_pruning=4").unwrap();
    s.set("nodes=5000").unwrap();
    s.set("depth=7").unwrap();
    s.set("movetime=250").unwrap();
    s.set("reduction_depth=2").unwrap();
    s.set("reduction_moves=5").unwrap();
    s.set("counter_move=0").unwrap();
    s.set("aspiration=25").unwrap();
    s.set("quiescence_plies=6").unwrap();
    assert_eq!(
        (s.reduction_depth, s.reduction_moves, s.counter_move),
        (2, 5, false)
    );
    assert_eq!((s.aspiration, s.quiescence_plies), (25, 6));
    assert_eq!(s.limits.nodes, Some(5000));
    assert_eq!(s.limits.depth, Some(7));
    assert_eq!(s.limits.hard_time, Some(Duration::from_millis(250)));
    s.set("movetime=0").unwrap();
    assert_eq!(s.limits.soft_time, None);
    assert_eq!(s.eval.stone, 120);
    assert_eq!(s.eval.advance[3], 9);
    assert_eq!(s.futility, 0);
    assert_eq!(s.late_move_pruning, 4);
    for bad in [
        "stone",
        "stone=x",
        "advance.99=1",
        "nonsense=1",
        "late_move_pruning=-1",
    ] {
        assert!(s.set(bad).is_err(), "{bad}");
    }
}

/// A running `epaminondas-engine ugi`.
struct Engine {
    child: std::process::Child,
    input: std::process::ChildStdin,
    output: BufReader<std::process::ChildStdout>,
}

impl Engine {
    fn start() -> Engine {
        let mut child = Command::new(env!("CARGO_BIN_EXE_epaminondas-engine"))
            .arg("ugi")
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .spawn()
            .unwrap();
        let input = child.stdin.take().unwrap();
        let output = BufReader::new(child.stdout.take().unwrap());
        Engine {
            child,
            input,
            output,
        }
    }

    fn send(&mut self, line: &str) {
        writeln!(self.input, "{line}").unwrap();
        self.input.flush().unwrap();
    }

    /// Lines up to and including the first that starts with `prefix`.
    fn until(&mut self, prefix: &str) -> Vec<String> {
        let mut lines = Vec::new();
        loop {
            let mut line = String::new();
            assert!(
                self.output.read_line(&mut line).unwrap() > 0,
                "the engine ended before \"{prefix}\": {lines:?}"
            );
            let line = line.trim_end().to_string();
            let done = line.starts_with(prefix);
            lines.push(line);
            if done {
                return lines;
            }
        }
    }
}

#[test]
fn ugi_session() {
    let mut e = Engine::start();
    e.send("ugi");
    let hello = e.until("ugiok");
    assert!(hello.iter().any(|l| l.starts_with("id name ")));
    assert!(hello.iter().any(|l| l.starts_with("id author ")));
    assert!(hello.iter().any(|l| l.starts_with("option name Level")));
    e.send("isready");
    assert_eq!(e.until("readyok"), ["readyok"]);
    e.send("uginewgame");
    e.send("position startpos moves a2-a3 a11-a10");
    e.send("query p1turn");
    assert_eq!(e.until("response"), ["response true"]);
    e.send("query gameover");
    assert_eq!(e.until("response"), ["response false"]);
    e.send("query result");
    assert_eq!(e.until("response"), ["response none"]);
    e.send("go depth 2");
    let lines = e.until("bestmove");
    assert!(
        lines.iter().any(|l| l.starts_with("info depth 2 ")),
        "{lines:?}"
    );
    let best = lines.last().unwrap().strip_prefix("bestmove ").unwrap();
    let mut game = Game::new(GameOptions::default());
    for mv in ["a2-a3", "a11-a10", best] {
        game.play_text(mv).unwrap();
    }
    // Malformed input gets an error line and changes nothing.
    e.send("position startpos moves a2-a3 a2-a4");
    assert!(e.until("info string error")[0].contains("a2-a4"));
    e.send("query p1turn");
    assert_eq!(e.until("response"), ["response true"]);
    e.send("go sideways 3");
    e.until("info string error");
    e.send("setoption name Level value grandmaster");
    e.until("info string error");
    e.send("frobnicate");
    e.until("info string error");
    // A finished game, from a position text.
    e.send("position fen 14/14/14/14/14/14/14/B13/14/W13/W13/14 w moves a2xa5");
    e.send("query gameover");
    assert_eq!(e.until("response"), ["response true"]);
    e.send("query result");
    assert_eq!(e.until("response"), ["response p1win"]);
    // `stop` ends an infinite search, which answers only then.
    e.send("setoption name Level value novice");
    e.send("position startpos");
    e.send("go infinite");
    e.send("isready");
    e.until("readyok");
    e.send("stop");
    let lines = e.until("bestmove");
    let best = lines.last().unwrap().strip_prefix("bestmove ").unwrap();
    assert!(Position::start().parse_move(best).is_ok(), "{best}");
    e.send("go nodes 500");
    e.until("bestmove");
    e.send("quit");
    assert!(e.child.wait().unwrap().success());
}

/// The lines one synchronous engine writes for `commands`.
fn handled(engine: &mut UgiEngine, commands: &[&str]) -> Vec<String> {
    let mut lines = Vec::new();
    for command in commands {
        assert!(engine.handle(command, &mut |l| lines.push(l.to_string())));
    }
    lines
}

#[test]
fn ugi_library_engine_searches_in_the_calling_thread() {
    let mut e = UgiEngine::new();
    let hello = handled(&mut e, &["ugi", "isready"]);
    assert!(hello.iter().any(|l| l.starts_with("option name Seed ")));
    assert_eq!(hello[hello.len() - 2..], ["ugiok", "readyok"]);
    let lines = handled(
        &mut e,
        &[
            "setoption name Level value master",
            "position startpos moves a2-a3 a11-a10",
            "go depth 3",
        ],
    );
    let info = lines
        .iter()
        .find(|l| l.starts_with("info depth 3 "))
        .unwrap_or_else(|| panic!("{lines:?}"));
    for field in [" nodes ", " time ", " score cp "] {
        assert!(info.contains(field), "{info}");
    }
    let best = lines.last().unwrap().strip_prefix("bestmove ").unwrap();
    let mut game = Game::new(GameOptions::default());
    for mv in ["a2-a3", "a11-a10", best] {
        game.play_text(mv).unwrap();
    }
    // The seed chooses the noise: the same seed, the same move.
    let replies = |seed: u64| {
        let mut e = UgiEngine::new();
        let seed = format!("setoption name Seed value {seed}");
        let lines = handled(
            &mut e,
            &[
                "setoption name Level value beginner",
                &seed,
                "position startpos",
                "go",
            ],
        );
        lines.last().unwrap().clone()
    };
    assert_eq!(replies(5), replies(5));
    let moves: HashSet<String> = (0..12).map(replies).collect();
    assert!(moves.len() > 1, "{moves:?}");
    // Search settings by name, checked when they are set.
    let set = handled(&mut e, &["setoption name Set value null_move=0 far_row=70"]);
    assert!(set.is_empty(), "{set:?}");
    let bad = handled(&mut e, &["setoption name Set value null_move=0 bogus=1"]);
    assert!(bad[0].contains("bogus"), "{bad:?}");
    let refused = handled(&mut e, &["setoption name Seed value -3", "go infinite"]);
    assert!(refused[0].starts_with("info string error"), "{refused:?}");
    assert!(
        refused
            .iter()
            .any(|l| l.starts_with("info string error go infinite"))
    );
    assert!(refused.last().unwrap().starts_with("bestmove "));
    assert!(!e.handle("quit", &mut |_| {}));
}

/// The deepest `info depth` among `lines`.
fn deepest(lines: &[String]) -> u32 {
    lines
        .iter()
        .filter_map(|l| {
            l.strip_prefix("info depth ")?
                .split(' ')
                .next()?
                .parse()
                .ok()
        })
        .max()
        .unwrap_or(0)
}

#[test]
fn go_limits_only_tighten_a_levels_own() {
    let mut e = UgiEngine::new();
    // Beginner looks one ply ahead however long it may think.
    let lines = handled(
        &mut e,
        &[
            "setoption name Level value beginner",
            "position startpos",
            "go movetime 1000",
        ],
    );
    assert_eq!(deepest(&lines), 1, "{lines:?}");
    let lines = handled(
        &mut e,
        &["setoption name Level value advanced", "go depth 2"],
    );
    assert_eq!(deepest(&lines), 2, "{lines:?}");
    let lines = handled(&mut e, &["go nodes 1"]);
    assert!(deepest(&lines) <= 1, "{lines:?}");
    // Master's six-ply floor belongs to its own timing: a movetime is honoured.
    let lines = handled(
        &mut e,
        &["setoption name Level value master", "go movetime 1"],
    );
    assert!(deepest(&lines) < 6, "{lines:?}");
    assert!(lines.last().unwrap().starts_with("bestmove "));
    let lines = handled(&mut e, &["go depth 3"]);
    assert_eq!(deepest(&lines), 3, "{lines:?}");
}

#[test]
fn go_searchmoves_searches_only_the_moves_named() {
    let mut e = UgiEngine::new();
    let lines = handled(
        &mut e,
        &[
            "setoption name Level value master",
            "position startpos",
            "go depth 3 searchmoves n2-n3 a1-a3",
        ],
    );
    let best = lines.last().unwrap();
    assert!(
        best == "bestmove n2-n3" || best == "bestmove a1-a3",
        "{lines:?}"
    );
    // One move left is still searched to the depth asked: its score is wanted.
    let lines = handled(&mut e, &["go searchmoves n2-n3 depth 3"]);
    assert_eq!(deepest(&lines), 3, "{lines:?}");
    assert_eq!(lines.last().unwrap(), "bestmove n2-n3");
    let info = lines
        .iter()
        .rev()
        .find(|l| l.starts_with("info depth 3"))
        .unwrap();
    assert!(info.contains(" score cp "), "{info}");
    assert!(info.contains(" pv n2-n3"), "{info}");
    // An illegal move, or none, is refused and changes nothing.
    for bad in [
        "go depth 2 searchmoves n2-n5",
        "go searchmoves",
        "go searchmoves depth 2",
    ] {
        let lines = handled(&mut e, &[bad]);
        assert!(
            lines[0].starts_with("info string error go: "),
            "{bad}: {lines:?}"
        );
        assert_eq!(lines.len(), 1, "{bad}: {lines:?}");
    }
}

#[test]
fn go_movetime_uses_the_whole_time() {
    // No soft deadline cuts a `go movetime` short: the search runs until
    // the time (less the 10 ms kept for the lines) is up, and an iteration
    // it could not finish still answers with a legal move.
    let mut e = UgiEngine::new();
    let started = std::time::Instant::now();
    let lines = handled(&mut e, &["position startpos", "go movetime 300"]);
    let elapsed = started.elapsed();
    assert!(
        elapsed >= Duration::from_millis(285),
        "{elapsed:?} {lines:?}"
    );
    let best = lines.last().unwrap().strip_prefix("bestmove ").unwrap();
    assert!(Position::start().parse_move(best).is_ok(), "{best}");
}

#[test]
fn threads_search_together_and_answer_legally() {
    let mut e = UgiEngine::new();
    let hello = handled(&mut e, &["ugi"]);
    assert!(hello.iter().any(|l| l.starts_with("option name Threads ")));
    let refused = handled(&mut e, &["setoption name Threads value 0"]);
    assert!(refused[0].starts_with("info string error"), "{refused:?}");
    let lines = handled(
        &mut e,
        &[
            "setoption name Threads value 3",
            "position startpos moves a2-a3 l11-l10",
            "go depth 4",
        ],
    );
    assert_eq!(deepest(&lines), 4, "{lines:?}");
    let best = lines.last().unwrap().strip_prefix("bestmove ").unwrap();
    let mut game = Game::new(GameOptions::default());
    for mv in ["a2-a3", "l11-l10", best] {
        game.play_text(mv).unwrap();
    }
}

#[test]
fn master_varies_among_equal_moves_by_its_seed() {
    assert_ne!(entropy_seed(), entropy_seed());
    let reply = |seed: u64| {
        let mut e = UgiEngine::new();
        let seed = format!("setoption name Seed value {seed}");
        let lines = handled(&mut e, &[&seed, "position startpos", "go depth 2"]);
        lines.last().unwrap().clone()
    };
    assert_eq!(reply(3), reply(3));
    // The start is symmetric: mirrored moves score the same.
    let replies: HashSet<String> = (0..12).map(reply).collect();
    assert!(replies.len() > 1, "{replies:?}");
}

#[test]
fn gauntlet_plays_engines_through_ugi() {
    let engine = env!("CARGO_BIN_EXE_epaminondas-engine");
    let command = format!("{engine} ugi");
    let out = Command::new(engine)
        .args(["gauntlet", "--engine", &command, "--engine", &command])
        .args([
            "--set",
            "Level=beginner",
            "--set2",
            "Seed=9",
            "--go",
            "depth 1",
        ])
        .args(["--games", "4", "--max-plies", "30"])
        .output()
        .unwrap();
    assert!(out.status.success());
    let text = String::from_utf8(out.stdout).unwrap();
    let games: Vec<&str> = text.lines().filter(|l| l.starts_with("game ")).collect();
    assert_eq!(games.len(), 4, "{text}");
    for line in games {
        assert!(!line.contains("forfeit"), "{line}");
        assert!(line.contains(" LLR "), "{line}");
    }
    let total = text.lines().last().unwrap();
    assert!(
        total.starts_with("total: engine 1 vs engine 2: 4 games, W "),
        "{total}"
    );
    assert!(
        total.contains(" Elo ") && total.contains("SPRT undecided"),
        "{total}"
    );
    // An engine that does not speak UGI stops the match before it starts.
    let bad = Command::new(engine)
        .args(["gauntlet", "--engine", &command, "--engine", "true"])
        .output()
        .unwrap();
    assert!(!bad.status.success());
    let message = String::from_utf8(bad.stderr).unwrap();
    // It ends before "ugiok", or before it could even read "ugi".
    assert!(message.starts_with("error: true: "), "{message}");
    let usage = Command::new(engine)
        .args(["gauntlet", "--engine", &command])
        .output()
        .unwrap();
    assert_eq!(usage.status.code(), Some(2));
}

#[test]
fn tune_fits_weights_to_saved_positions() {
    let engine = env!("CARGO_BIN_EXE_epaminondas-engine");
    let dir = std::env::temp_dir().join(format!("epaminondas-tune-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let data = dir.join("positions.txt");
    // Self-play first: two short games saved, then fitted again from the file.
    let made = Command::new(engine)
        .args([
            "tune", "--games", "2", "--depth", "1", "--passes", "1", "--save",
        ])
        .arg(&data)
        .output()
        .unwrap();
    assert!(made.status.success(), "{made:?}");
    let saved = std::fs::read_to_string(&data).unwrap();
    assert!(saved.lines().count() > 0);
    // Two jobs play the same games and store them in the same order.
    let parallel = dir.join("parallel.txt");
    let made = Command::new(engine)
        .args([
            "tune", "--games", "2", "--depth", "1", "--jobs", "2", "--passes", "0", "--save",
        ])
        .arg(&parallel)
        .output()
        .unwrap();
    assert!(made.status.success(), "{made:?}");
    assert_eq!(std::fs::read_to_string(&parallel).unwrap(), saved);
    let out = Command::new(engine)
        .args(["tune", "--passes", "1", "--load"])
        .arg(&data)
        .output()
        .unwrap();
    assert!(out.status.success());
    let text = String::from_utf8(out.stdout).unwrap();
    assert!(
        text.starts_with(&format!("positions: {}\n", saved.lines().count())),
        "{text}"
    );
    assert!(
        text.lines().any(|l| l.starts_with("--white-set ")),
        "{text}"
    );
    // The last fifth is held out: both errors are printed, before and after.
    let total = saved.lines().count();
    let held_out = total * 20 / 100;
    assert!(
        text.contains(&format!(
            "training {}, held out {held_out}\n",
            total - held_out
        )),
        "{text}"
    );
    let errors = text
        .lines()
        .filter(|l| l.contains("training 0.") && l.contains(", held out "))
        .count();
    assert_eq!(errors, 2, "{text}");
    // A prior far stronger than any error moves no weight.
    let anchored = Command::new(engine)
        .args(["tune", "--passes", "1", "--prior", "1000000", "--load"])
        .arg(&data)
        .output()
        .unwrap();
    assert!(anchored.status.success());
    let anchored = String::from_utf8(anchored.stdout).unwrap();
    assert!(anchored.lines().any(|l| l == "--white-set "), "{anchored}");
    let bad_holdout = Command::new(engine)
        .args(["tune", "--holdout", "95", "--load"])
        .arg(&data)
        .output()
        .unwrap();
    assert_eq!(bad_holdout.status.code(), Some(2));
    std::fs::write(&data, "not a position;1\n").unwrap();
    let bad = Command::new(engine)
        .args(["tune", "--load"])
        .arg(&data)
        .output()
        .unwrap();
    assert!(!bad.status.success());
    assert!(String::from_utf8(bad.stderr).unwrap().contains("line 1"));
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn selfplay_plays_and_counts() {
    let out = Command::new(env!("CARGO_BIN_EXE_epaminondas-engine"))
        .args([
            "selfplay",
            "--white",
            "novice",
            "--black",
            "beginner",
            "--games",
            "2",
            "--max-plies",
            "40",
        ])
        .output()
        .unwrap();
    assert!(out.status.success());
    let text = String::from_utf8(out.stdout).unwrap();
    assert_eq!(
        text.lines().filter(|l| l.starts_with("game ")).count(),
        2,
        "{text}"
    );
    let total = text.lines().last().unwrap();
    assert!(
        total.starts_with("total: novice vs beginner: 2 games, W "),
        "{total}"
    );
    let bad = Command::new(env!("CARGO_BIN_EXE_epaminondas-engine"))
        .args(["selfplay", "--white", "novice", "--games", "2"])
        .output()
        .unwrap();
    assert_eq!(bad.status.code(), Some(2));
}
