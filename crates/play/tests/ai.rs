//! Tests of the computer opponent (`epaminondas_engine`) and of the engine's
//! `ugi` and `selfplay` commands. Searches here are bounded by depth or
//! nodes, never by time, so results do not depend on the machine.

use epaminondas_core::{FILES, Game, GameOptions, Move, Position, RANKS, Side, Square};
use epaminondas_engine::analysis::{
    Analysis, BLUNDER, DECIDED, EQUAL_WITHIN, HOLDS_ABOVE, INACCURACY, MISTAKE, Mark,
    ONLY_MOVE_GAP, Outlook, PlyAnalysis, PositionEval, RESET, SETUP, Strength, Turn, TurningPoint,
    WEIGHT_CAP, WEIGHT_FLOOR, WINNING_FROM, analyse_game, bar, clamped, expected_result, for_white,
    game_accuracy, judge_ply, loss, move_accuracy, outlook, reviewed_move, verdict,
    volatility_weights, win_chance,
};
use epaminondas_engine::{
    EvalParams, Level, Limits, Search, SearchResult, Settings, WIN_SCORE, WIN_THRESHOLD,
    entropy_seed, evaluate, forcing_moves, ugi::UgiEngine,
};
use epaminondas_play::i18n::Language;
use epaminondas_play::record::{ParseErrorKind, Record};
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
fn board(white: &[&str], black: &[&str], side: Side) -> Position {
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
    let side = if side == Side::White { "w" } else { "b" };
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
            board(&["a2", "a3", "h4", "h5"], &["a5"], Side::White),
            "a2xa5",
        ),
        // The pair reaches the far row; no black stone can capture it or answer.
        (
            board(&["a9", "a10", "f4", "g4"], &["m6", "n6", "n8"], Side::White),
            "a9-a12",
        ),
        // Two incursions: e9xe12 is answered by g12xe12, k9-k12 cannot be.
        (
            board(
                &["e9", "e10", "k9", "k10", "c3", "d3"],
                &["e12", "f12", "g12", "m7", "n7"],
                Side::White,
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
            Side::White,
        ),
        // No capture is possible, but h11-h12 answers with an incursion.
        board(
            &["h11", "c2", "d2", "e2", "l4", "m4"],
            &["a1", "a12", "b12", "c12", "d12", "e10", "f10"],
            Side::White,
        ),
        // Two intruders: taking one is not enough; the trio g1-f1-e1 takes both.
        board(
            &["e1", "f1", "g1", "c5", "d5"],
            &["c1", "d1", "h9", "i9", "j9"],
            Side::White,
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
fn evaluation_is_the_same_for_both_sides() {
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
            Side::White,
        ),
        board(
            &["b4", "c4", "c5", "g3", "g4", "m2"],
            &["b8", "c8", "f9", "g9", "g10", "m11"],
            Side::Black,
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
        Side::White,
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
    // `tune ARGS --load` the saved positions.
    let fit = |args: &[&str]| {
        Command::new(engine)
            .arg("tune")
            .args(args)
            .arg("--load")
            .arg(&data)
            .output()
            .unwrap()
    };
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
    let out = fit(&["--passes", "1"]);
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
    // Every weight kept: the fit that moved some weight above moves none.
    let moved = text
        .lines()
        .find_map(|l| l.strip_prefix("--white-set "))
        .unwrap();
    assert!(!moved.is_empty(), "{text}");
    let every: Vec<String> = EvalParams::default()
        .weights()
        .into_iter()
        .map(|(name, _)| name)
        .collect();
    let kept = fit(&["--passes", "1", "--keep", &every.join(",")]);
    assert!(kept.status.success(), "{kept:?}");
    let kept = String::from_utf8(kept.stdout).unwrap();
    assert!(kept.lines().any(|l| l == "--white-set "), "{kept}");
    let unknown = fit(&["--keep", "guard_cap,speed"]);
    assert_eq!(unknown.status.code(), Some(2));
    assert!(
        String::from_utf8(unknown.stderr)
            .unwrap()
            .contains("\"speed\"")
    );
    // A prior far stronger than any error moves no weight.
    let anchored = fit(&["--passes", "1", "--prior", "1000000"]);
    assert!(anchored.status.success());
    let anchored = String::from_utf8(anchored.stdout).unwrap();
    assert!(anchored.lines().any(|l| l == "--white-set "), "{anchored}");
    let bad_holdout = fit(&["--holdout", "95"]);
    assert_eq!(bad_holdout.status.code(), Some(2));
    std::fs::write(&data, "not a position;1\n").unwrap();
    let bad = fit(&[]);
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

// The analysis of a game (`epaminondas_engine::analysis`).

/// The fixed record the analysis tests read.
const ANALYSIS_GAME: &str = include_str!("data/analysis-game.txt");

/// White to move can take four stones with e2xe8 (five against four);
/// every other move lets the chance go.
const CAPTURE_START: &str = "B12B/4B9/4B9/4B9/4B9/14/4W9/4W9/4W9/4W9/4W9/W12W w";

fn analysed(game: &Game, strength: Strength, threads: usize) -> Vec<PlyAnalysis> {
    analyse_game(game, strength, threads, &no_stop(), &mut |_| {}).unwrap()
}

/// A game from `start` with `moves` played.
fn game_from(start: &str, moves: &[&str]) -> Game {
    let mut game = Game::from_position(start.parse().unwrap(), GameOptions::default());
    for mv in moves {
        game.play_text(mv).unwrap();
    }
    game
}

#[test]
fn analysis_of_a_fixed_record_is_the_same_every_time() {
    let game = Record::parse(ANALYSIS_GAME).unwrap().into_game();
    let first = analysed(&game, Strength::Depth(3), 1);
    assert_eq!(first.len(), game.moves().len());
    assert_eq!(analysed(&game, Strength::Depth(3), 1), first);
    for (ply, judged) in first.iter().enumerate() {
        assert_eq!(judged.ply, ply);
        assert_eq!(judged.played, game.moves()[ply]);
        assert_eq!(judged.mover, game.positions()[ply].side_to_move());
        assert!(judged.loss >= 0);
        let best = judged.best().unwrap();
        assert!(game.positions()[ply].legal_moves().contains(&best));
        // Every move of the line is legal after the ones before.
        let mut at = game.positions()[ply];
        for &mv in &judged.line {
            at = at.play(mv).unwrap();
        }
        match judged.mark {
            Mark::OnlyMove => {
                assert_eq!(best, judged.played);
                assert_eq!((judged.loss, judged.after), (0, judged.before));
            }
            Mark::Best if best == judged.played => {
                assert_eq!((judged.loss, judged.after), (0, judged.before));
            }
            mark => {
                assert_ne!(best, judged.played);
                assert_eq!(mark, Mark::of_loss(judged.loss));
                assert_eq!(judged.loss, loss(judged.before, judged.after));
            }
        }
    }
    // The beginner's moves are worse than the intermediate player's.
    let verdict = verdict(&first);
    let (white, black) = (verdict.side(Side::White), verdict.side(Side::Black));
    assert_eq!((white.moves, black.moves), (12, 12));
    assert!(white.average_loss() < black.average_loss(), "{verdict:?}");
    // Two threads judge the same moves the same way every time.
    let parallel = analysed(&game, Strength::Depth(3), 2);
    assert_eq!(analysed(&game, Strength::Depth(3), 2), parallel);
    assert_eq!(parallel.len(), first.len());
}

#[test]
fn the_worker_path_judges_as_the_engine_in_this_process() {
    let game = Record::parse(ANALYSIS_GAME).unwrap().into_game();
    let native = analysed(&game, Strength::Depth(2), 1);
    // The lines a worker's engine would read, answered by a fresh engine
    // that searched something else before.
    let mut engine = UgiEngine::new();
    handled(
        &mut engine,
        &["position startpos moves e2-e3", "go depth 3"],
    );
    let mut analysis = Analysis::new(&game, Strength::Depth(2));
    let mut requests = 0;
    while let Some(request) = analysis.request() {
        assert_eq!(request[0] == SETUP[0], requests == 0, "{request:?}");
        let answer = handled(
            &mut engine,
            &request.iter().map(String::as_str).collect::<Vec<_>>(),
        );
        analysis.reply(&answer).unwrap();
        requests += 1;
    }
    assert!(analysis.is_done());
    assert_eq!(analysis.progress(), 1.0);
    assert_eq!(analysis.plies(), native.as_slice());
    assert!(analysis.reply(&[]).is_err());
    // A second search of each position: its move, or every other move.
    assert!(requests > game.moves().len(), "{requests}");
    // The analysis leaves the engine without noise; RESET gives it back.
    let moves_by_seed = |engine: &mut UgiEngine| -> HashSet<String> {
        (0..12)
            .map(|seed| {
                let seed = format!("setoption name Seed value {seed}");
                let lines = [
                    "setoption name Level value beginner",
                    &seed,
                    "position startpos",
                    "go",
                ];
                handled(engine, &lines).last().unwrap().clone()
            })
            .collect()
    };
    assert_eq!(moves_by_seed(&mut engine).len(), 1);
    assert!(handled(&mut engine, &[RESET]).is_empty());
    assert!(moves_by_seed(&mut engine).len() > 1);
    // An engine's error or a missing bestmove is an error; the request stands.
    let mut analysis = Analysis::new(&game, Strength::Depth(2));
    let asked = analysis.request();
    for answer in [
        vec!["info string error go: depth 0 is out of range".to_string()],
        vec!["info depth 1 score cp 3 pv g1-g4".to_string()],
        vec!["bestmove g1-g4".to_string()],
        vec![
            "info depth 1 score cp 3 pv g1-g4".to_string(),
            "bestmove z9-z9".to_string(),
        ],
        vec![
            "info depth 1 score cp 3 pv g1-g9".to_string(),
            "bestmove g1-g4".to_string(),
        ],
    ] {
        assert!(analysis.reply(&answer).is_err(), "{answer:?}");
        assert_eq!(analysis.request(), asked);
    }
}

#[test]
fn a_terrible_move_is_a_blunder_and_the_engines_move_is_best() {
    let blunder = analysed(&game_from(CAPTURE_START, &["a1-a2"]), Strength::Depth(3), 1);
    let judged = &blunder[0];
    assert_eq!(judged.best().unwrap().to_string(), "e2xe8");
    assert_eq!(judged.mark, Mark::Blunder, "{judged:?}");
    assert!(judged.loss >= BLUNDER, "{judged:?}");
    assert!(
        judged.white_after() <= judged.white_before() - BLUNDER,
        "{judged:?}"
    );
    // The capture itself: the one move that keeps the four stones.
    let capture = analysed(&game_from(CAPTURE_START, &["e2xe8"]), Strength::Depth(3), 1);
    assert_eq!(capture[0].mark, Mark::OnlyMove, "{:?}", capture[0]);
    assert_eq!(capture[0].loss, 0);
    // From the start, the engine's own first move earns Best (or only move).
    let start = analysed(
        &game_from(Position::start().to_string().as_str(), &["a2-a3"]),
        Strength::Depth(3),
        1,
    );
    let best = start[0].best().unwrap().to_string();
    let replayed = analysed(
        &game_from(&Position::start().to_string(), &[&best]),
        Strength::Depth(3),
        1,
    );
    assert!(
        matches!(replayed[0].mark, Mark::Best | Mark::OnlyMove),
        "{:?}",
        replayed[0]
    );
    assert_eq!(replayed[0].before, start[0].before);
    // A forced move is the engine's best, never an only move.
    let forced = game_from("14/14/14/14/14/14/14/14/14/14/BB12/W13 w", &["a1-b1"]);
    assert_eq!(forced.positions()[0].legal_moves().len(), 1);
    let judged = &analysed(&forced, Strength::Depth(3), 1)[0];
    assert_eq!((judged.mark, judged.loss), (Mark::Best, 0), "{judged:?}");
}

#[test]
fn marks_follow_the_thresholds() {
    const { assert!(0 < INACCURACY && INACCURACY < MISTAKE && MISTAKE < BLUNDER && BLUNDER < DECIDED) };
    for (loss, mark) in [
        (0, Mark::Best),
        (1, Mark::Good),
        (INACCURACY - 1, Mark::Good),
        (INACCURACY, Mark::Inaccuracy),
        (MISTAKE - 1, Mark::Inaccuracy),
        (MISTAKE, Mark::Mistake),
        (BLUNDER - 1, Mark::Mistake),
        (BLUNDER, Mark::Blunder),
        (2 * DECIDED, Mark::Blunder),
    ] {
        assert_eq!(Mark::of_loss(loss), mark, "{loss}");
    }
    for mark in Mark::ALL {
        assert_eq!(mark.name().parse::<Mark>(), Ok(mark));
    }
    // `!` alone for the only move; the engine's best and good moves are unmarked.
    let symbols: Vec<&str> = Mark::ALL.iter().map(|m| m.symbol()).collect();
    assert_eq!(symbols, ["!", "", "", "?!", "?", "??"]);
    assert!("brilliant".parse::<Mark>().is_err());
    // Wins count as DECIDED: a slower win loses nothing, a thrown win a lot.
    assert_eq!(clamped(WIN_SCORE - 3), DECIDED);
    assert_eq!(clamped(-(WIN_SCORE - 8)), -DECIDED);
    assert_eq!(clamped(5_000), DECIDED);
    assert_eq!(loss(WIN_SCORE - 3, WIN_SCORE - 9), 0);
    assert_eq!(loss(WIN_SCORE - 3, 400), DECIDED - 400);
    assert_eq!(loss(WIN_SCORE - 3, -(WIN_SCORE - 4)), 2 * DECIDED);
    assert_eq!(loss(-300, -100), 0);
    // An only move: the best, with every other move at least ONLY_MOVE_GAP worse.
    let start = Position::start();
    let [best, other] = ["e2-e3", "a2-a3"].map(|t| start.parse_move(t).unwrap());
    let eval = |second| PositionEval {
        score: 100,
        line: vec![best, other],
        second,
    };
    let mark = |second, played| judge_ply(0, Side::White, played, &eval(second), -40).mark;
    assert_eq!(mark(Some(100 - ONLY_MOVE_GAP), best), Mark::OnlyMove);
    assert_eq!(mark(Some(101 - ONLY_MOVE_GAP), best), Mark::Best);
    assert_eq!(mark(None, best), Mark::Best);
    // The least bad move of a lost position holds nothing: no `!`.
    let lost = |score: i32| PositionEval {
        score,
        line: vec![best, other],
        second: Some(score - 2 * ONLY_MOVE_GAP),
    };
    let only = |score| judge_ply(0, Side::White, best, &lost(score), 0).mark;
    assert_eq!(only(-HOLDS_ABOVE + 1), Mark::OnlyMove);
    assert_eq!(only(-HOLDS_ABOVE), Mark::Best);
    // Both win anyway: the faster win is no only move.
    assert_eq!(only(WIN_SCORE - 3), Mark::Best);
    assert_eq!(mark(None, other), Mark::of_loss(140));
    let judged = judge_ply(7, Side::Black, other, &eval(None), -40);
    assert_eq!((judged.white_before(), judged.white_after()), (-100, 40));
}

#[test]
fn scores_read_as_words_and_a_bar() {
    assert_eq!(outlook(0), Outlook::Equal);
    assert_eq!(outlook(EQUAL_WITHIN - 1), Outlook::Equal);
    assert_eq!(outlook(EQUAL_WITHIN), Outlook::Better(Side::White));
    assert_eq!(outlook(-WINNING_FROM + 1), Outlook::Better(Side::Black));
    assert_eq!(outlook(WINNING_FROM), Outlook::Winning(Side::White));
    assert_eq!(outlook(-(WIN_SCORE - 1)), Outlook::WinsIn(Side::Black, 1));
    assert_eq!(outlook(WIN_SCORE - 4), Outlook::WinsIn(Side::White, 2));
    assert_eq!(outlook(WIN_SCORE), Outlook::Won(Side::White));
    assert_eq!(outlook(-WIN_SCORE), Outlook::Won(Side::Black));
    // The bar grows with the score, stays within -1..1 and is symmetric.
    let mut last = -1.0;
    for score in (-3_000..=3_000).step_by(50) {
        let value = bar(score);
        assert!(value >= last && (-1.0..=1.0).contains(&value), "{score}");
        assert!((value + bar(-score)).abs() < 1e-6);
        last = value;
    }
    assert_eq!(bar(WIN_SCORE - 40), 1.0);
    assert_eq!(bar(-(WIN_SCORE - 40)), -1.0);
    assert!(bar(WINNING_FROM) > 0.45 && bar(WINNING_FROM) < 0.55);
    assert!((expected_result(0) - 0.5).abs() < 1e-9);
}

/// A judged move with only what the verdict reads.
fn judged(ply: usize, white_before: i32, white_after: i32, loss: i32, mark: Mark) -> PlyAnalysis {
    let mover = if ply.is_multiple_of(2) {
        Side::White
    } else {
        Side::Black
    };
    let mv = Position::start().legal_moves()[0];
    PlyAnalysis {
        ply,
        mover,
        played: mv,
        line: vec![mv],
        before: for_white(white_before, mover),
        after: for_white(white_after, mover),
        loss,
        mark,
    }
}

#[test]
fn the_verdict_counts_marks_and_finds_the_turn() {
    // White leads, Black takes the lead at ply 3, White takes it back at ply 6.
    let plies = [
        judged(0, 150, 150, 0, Mark::Best),
        judged(1, 150, 120, 30, Mark::Good),
        judged(2, 120, 0, 120, Mark::Inaccuracy),
        judged(3, 0, -200, 0, Mark::OnlyMove),
        judged(4, -200, -500, 300, Mark::Blunder),
        judged(5, -500, -400, 0, Mark::Best),
        judged(6, -400, 100, 0, Mark::Best),
        judged(7, 100, 650, 550, Mark::Blunder),
    ];
    let v = verdict(&plies);
    assert_eq!(
        v.turning_point,
        Some(TurningPoint {
            ply: 6,
            turn: Turn::Crossing
        })
    );
    assert_eq!((v.white.moves, v.black.moves), (4, 4));
    assert_eq!(v.white.count(Mark::Best), 2);
    assert_eq!(v.white.count(Mark::Blunder), 1);
    assert_eq!(v.black.count(Mark::OnlyMove), 1);
    assert_eq!(v.white.total_loss, 420);
    assert_eq!(v.black.average_loss(), 580.0 / 4.0);
    assert_eq!((v.white.worst, v.black.worst), (Some(4), Some(7)));
    assert_eq!(
        (
            v.white.inaccuracies(),
            v.white.mistakes(),
            v.white.blunders()
        ),
        (1, 0, 1)
    );
    assert_eq!((v.black.only_moves(), v.black.blunders()), (1, 1));
    // Accuracy: the mean of the weighted and the harmonic mean of the moves' accuracies, each
    // from the mover's scores, weighted by how much the game swung around them.
    let weights = volatility_weights(&plies);
    assert_eq!(weights.len(), plies.len());
    assert!(
        weights
            .iter()
            .all(|w| (WEIGHT_FLOOR..=WEIGHT_CAP).contains(w))
    );
    let side = |moves: [(i32, i32); 4], first: usize| {
        let moves: Vec<(f64, f64)> = moves
            .iter()
            .enumerate()
            .map(|(i, &(before, after))| (move_accuracy(before, after), weights[first + 2 * i]))
            .collect();
        game_accuracy(&moves).unwrap()
    };
    let white = side([(150, 150), (120, 0), (-200, -500), (-400, 100)], 0);
    let black = side([(-150, -120), (0, 200), (500, 400), (-100, -650)], 1);
    assert!((v.white.accuracy.unwrap() - white).abs() < 1e-9);
    assert!((v.black.accuracy.unwrap() - black).abs() < 1e-9);
    assert!(white < 100.0 && black < 100.0);
    // Below the plain mean: the harmonic mean lets the blunder count.
    let plain = [(150, 150), (120, 0), (-200, -500), (-400, 100)]
        .iter()
        .map(|&(before, after)| move_accuracy(before, after))
        .sum::<f64>()
        / 4.0;
    assert!(white < plain, "{white} {plain}");
    // No crossing: the largest loss (the first of equal ones).
    let plies = [
        judged(0, 0, 0, 0, Mark::Best),
        judged(1, 0, 200, 200, Mark::Mistake),
        judged(2, 200, 180, 20, Mark::Good),
        judged(3, 180, 380, 200, Mark::Mistake),
    ];
    let turn = verdict(&plies).turning_point;
    assert_eq!(
        turn,
        Some(TurningPoint {
            ply: 1,
            turn: Turn::LargestLoss
        })
    );
    assert_eq!(verdict(&plies[..1]).turning_point, None);
    assert_eq!(verdict(&[]).white.average_loss(), 0.0);
    assert_eq!(verdict(&[]).white.accuracy, None);
}

#[test]
fn accuracy_falls_with_the_winning_chance_given_away() {
    // Nothing given away is 100, whatever the score; a move better than
    // the engine's (a deeper idea) is no more than 100.
    for score in [-2_000, -300, 0, 450, WIN_SCORE - 5] {
        assert_eq!(move_accuracy(score, score), 100.0);
        assert_eq!(move_accuracy(score - 100, score), 100.0);
    }
    // It falls as the loss grows, and more for a loss at an equal score
    // than for the same loss in a decided game.
    let mut last = 100.0;
    for lost in (0..=2_000).step_by(50) {
        let accuracy = move_accuracy(0, -lost);
        assert!(
            accuracy <= last && (0.0..=100.0).contains(&accuracy),
            "{lost}"
        );
        last = accuracy;
    }
    assert!(move_accuracy(0, -MISTAKE) < move_accuracy(1_500, 1_500 - MISTAKE));
    // The thresholds' moves from an equal position: about 63, 40, 8.
    let at = |lost: i32| move_accuracy(0, -lost).round();
    assert_eq!(
        (at(INACCURACY), at(MISTAKE), at(BLUNDER)),
        (63.0, 40.0, 8.0)
    );
    // Throwing a forced win away scores under 1.
    assert!(move_accuracy(WIN_SCORE - 3, -(WIN_SCORE - 4)) < 1.0);
    assert_eq!(win_chance(WIN_SCORE - 3), 100.0);
    assert_eq!(win_chance(0), 50.0);
}

/// A record whose 22nd ply, Black's 11... f10-f7, is a mistake at depths 3
/// and 4 (the engine prefers g12-d9 or e11-h8).
const MISTAKE_AT_22: &str = include_str!("data/analysis-mistake-22.txt");

#[test]
fn the_better_move_of_a_reviewed_mistake_is_the_same_sides() {
    let game = Record::parse(MISTAKE_AT_22).unwrap().into_game();
    assert_eq!(game.moves().len(), 22);
    let plies = analysed(&game, Strength::Depth(3), 1);
    let judged = &plies[21];
    assert_eq!(judged.mark, Mark::Mistake, "{judged:?}");
    // The board shows the position after 22 plies: the reviewed move is
    // the 22nd, and the better move is Black's from the position before it.
    let reviewed = reviewed_move(&plies, 22).unwrap();
    let before = game.positions()[21];
    assert_eq!(reviewed.ply, 21);
    assert_eq!(reviewed.played, game.moves()[21]);
    assert_eq!(reviewed.played.to_string(), "f10-f7");
    assert_eq!(reviewed.mover, Side::Black);
    assert_eq!(before.side_to_move(), reviewed.mover);
    let better = reviewed.better.expect("a mistake has a better move");
    assert_ne!(better, reviewed.played);
    assert!(before.legal_moves().contains(&better), "{better}");
    // Not a move of the other side from the position after the mistake.
    assert!(!game.position().legal_moves().contains(&better), "{better}");
    // Every reviewed move's better move is its own side's, or there is none.
    for shown in 1..=game.moves().len() {
        let reviewed = reviewed_move(&plies, shown).unwrap();
        let before = game.positions()[shown - 1];
        assert_eq!(reviewed.mover, before.side_to_move());
        if let Some(better) = reviewed.better {
            assert!(before.legal_moves().contains(&better));
            assert!(plies[shown - 1].loss > 0);
        }
    }
    assert_eq!(reviewed_move(&plies, 0), None);
    assert_eq!(reviewed_move(&plies, 23), None);
    assert_eq!(reviewed_move(&plies[..5], 10), None);
}

#[test]
fn an_analysis_stops_when_asked_and_keeps_what_it_judged() {
    let game = Record::parse(ANALYSIS_GAME).unwrap().into_game();
    let stop = no_stop();
    let mut seen = 0;
    let plies = analyse_game(&game, Strength::Depth(2), 1, &stop, &mut |_| {
        seen += 1;
        if seen == 3 {
            stop.store(true, std::sync::atomic::Ordering::Relaxed);
        }
    })
    .unwrap();
    assert_eq!(plies.len(), 3);
    assert_eq!(plies, analysed(&game, Strength::Depth(2), 1)[..3]);
    // Stopped before it starts: nothing.
    assert!(
        analyse_game(&game, Strength::Depth(2), 2, &stop, &mut |_| {})
            .unwrap()
            .is_empty()
    );
    // Stopped at the first judged move, while the other thread (each takes half the game) is
    // searching: what is under way ends, nothing half-judged is kept, and the other moves are
    // never judged (without the stop all of them would be).
    let full = analysed(&game, Strength::Depth(3), 1);
    let stop = no_stop();
    let plies = analyse_game(&game, Strength::Depth(3), 2, &stop, &mut |_| {
        stop.store(true, std::sync::atomic::Ordering::Relaxed);
    })
    .unwrap();
    assert!(
        !plies.is_empty() && plies.len() <= 2 && plies.len() < full.len(),
        "{} of {} moves judged",
        plies.len(),
        full.len()
    );
    for ply in &plies {
        assert_eq!(ply, &full[ply.ply], "judged as a whole analysis judges it");
    }
    // Stopped from another thread during searches that would run for hours: the analysis
    // returns (a minute is far more than a stop takes; without one it would not return).
    let stop = no_stop();
    let flag = stop.clone();
    let deep = game.clone();
    let (sender, answer) = std::sync::mpsc::channel();
    std::thread::spawn(move || {
        let _ = sender.send(analyse_game(
            &deep,
            Strength::Depth(30),
            2,
            &flag,
            &mut |_| {},
        ));
    });
    std::thread::sleep(Duration::from_millis(300));
    stop.store(true, std::sync::atomic::Ordering::Relaxed);
    let plies = answer
        .recv_timeout(Duration::from_secs(60))
        .expect("a stopped analysis returns")
        .unwrap();
    assert!(plies.len() < game.moves().len());
    // The game itself is left as it was.
    assert_eq!(
        game.record(),
        Record::parse(ANALYSIS_GAME).unwrap().game().record()
    );
}

#[test]
fn a_record_keeps_its_analysis_in_comments() {
    let mut record = Record::parse(ANALYSIS_GAME).unwrap();
    assert!(record.analysis.is_empty());
    record.analysis = analysed(record.game(), Strength::Depth(2), 1);
    let text = record.to_string();
    assert_eq!(text.matches("[%eval ").count(), 24, "{text}");
    let words = text.split_whitespace().collect::<Vec<_>>().join(" ");
    assert!(words.contains("1... e12-c10 {[%eval "), "{text}");
    let back = Record::parse(&text).unwrap();
    assert_eq!(back.analysis, record.analysis);
    assert_eq!(back, record);
    assert_eq!(back.to_string(), text);
    // Part of a game's analysis, comments of other kinds, a forced result.
    let mut part = Record::parse(CAPTURE_RECORD).unwrap();
    part.analysis = analysed(part.game(), Strength::Depth(2), 1);
    part.analysis.remove(0);
    let text = part
        .to_string()
        .replace("\n\n1. ", "\n\n{a note}\n1. ")
        .replace("2... ", "{ours} 2... ");
    assert!(
        text.contains("{a note}") && text.contains("{ours}"),
        "{text}"
    );
    let back = Record::parse(&text).unwrap();
    assert_eq!(back.analysis, part.analysis);
    // A record without analysis reads as before, comments left out.
    let plain = Record::parse("1. e2-e3 {fine} e11-e10 ; a note\n2. a2-a3 # another").unwrap();
    assert!(plain.analysis.is_empty());
    assert_eq!(plain.game().moves().len(), 3);
}

/// A short game from [`CAPTURE_START`].
const CAPTURE_RECORD: &str = "[Start \"B12B/4B9/4B9/4B9/4B9/14/4W9/4W9/4W9/4W9/4W9/W12W w\"]\n\n1. e2xe8 a12-a11 2. e4-e9 a11-a10 *\n";

#[test]
fn a_bad_analysis_comment_is_an_error_that_names_it() {
    let cases = [
        (
            "1. e2-e3 {[%eval +0.10 -0.20] [%mark great]}",
            "\"great\" is not a mark",
        ),
        ("1. e2-e3 {[%eval +0.10] [%mark good]}", "two scores"),
        ("1. e2-e3 {[%eval +0.1 -0.20] [%mark good]}", "not a score"),
        ("1. e2-e3 {[%mark good]}", "[%eval] is missing"),
        ("1. e2-e3 {[%eval +0.10 -0.20]}", "[%mark] is missing"),
        (
            "1. e2-e3 {[%eval +0.10 -0.20] [%mark good] [%line e2-e3 e2-e4]}",
            "e2-e4",
        ),
        ("1. e2-e3 {[%eval +0.10 -0.20] [%mark good}", "not closed"),
        (
            "1. e2-e3 {[%eval #+900 -0.20] [%mark good]}",
            "forced result",
        ),
    ];
    for (text, why) in cases {
        let err = Record::parse(text).unwrap_err();
        assert_eq!(err.line, 1, "{text}");
        assert!(
            matches!(err.kind, ParseErrorKind::BadAnalysis { number: 1, .. }),
            "{text}: {err:?}"
        );
        let message = err.to_string();
        assert!(message.contains("analysis of move 1 (e2-e3)"), "{message}");
        assert!(message.contains(why), "{text}: {message}");
        let russian = Language::Russian.say(&err.text());
        assert!(russian.contains("анализ хода 1"), "{russian}");
        // The reason itself is said in Russian too, not left in English.
        let (_, reason) = russian.split_once("не читается: ").expect(&russian);
        assert!(
            reason.chars().any(|c| matches!(c, 'а'..='я' | 'ё')),
            "{russian}"
        );
    }
    for stray in [
        "{[%eval +0.10 -0.20] [%mark good]} 1. e2-e3",
        "1. e2-e3 {[%eval +0.10 -0.20] [%mark good]} {[%eval +0.10 -0.20] [%mark good]}",
        "1. e2-e3 *\n{[%eval +0.10 -0.20] [%mark good]}",
    ] {
        let err = Record::parse(stray).unwrap_err();
        assert_eq!(err.kind, ParseErrorKind::StrayAnalysis, "{stray}");
    }
    // A comment of another program's commands only is left alone.
    let other = Record::parse("1. e2-e3 {[%clk 0:01:00]} e11-e10").unwrap();
    assert!(other.analysis.is_empty());
}

#[test]
fn the_engine_analyses_a_record_file() {
    let dir = std::env::temp_dir().join(format!("epaminondas-analyse-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let file = dir.join("capture.txt");
    std::fs::write(&file, CAPTURE_RECORD).unwrap();
    let engine = env!("CARGO_BIN_EXE_epaminondas-engine");
    let out = Command::new(engine)
        .args(["analyse", file.to_str().unwrap(), "--depth", "3"])
        .output()
        .unwrap();
    assert!(out.status.success(), "{out:?}");
    let text = String::from_utf8(out.stdout).unwrap();
    let lines: Vec<&str> = text.lines().collect();
    assert!(lines[0].contains("(4 moves) at depth 3"), "{text}");
    assert!(
        lines[1].contains("1. e2xe8") && lines[1].contains(" only "),
        "{text}"
    );
    assert!(
        lines.iter().any(|l| l.starts_with("White: 2 moves: ")),
        "{text}"
    );
    assert!(
        lines.iter().any(|l| l.starts_with("Black: 2 moves:")),
        "{text}"
    );
    assert!(
        lines.last().unwrap().starts_with("turning point: "),
        "{text}"
    );
    // --record prints the record with its analysis, which reads back.
    let out = Command::new(engine)
        .args([
            "analyse",
            file.to_str().unwrap(),
            "--depth",
            "2",
            "--record",
        ])
        .output()
        .unwrap();
    let text = String::from_utf8(out.stdout).unwrap();
    let back = Record::parse(&text).unwrap();
    assert_eq!(back.analysis.len(), 4, "{text}");
    // A bad record names its line; a missing file or option is a usage error.
    std::fs::write(&file, "1. e2-e3 e11-e10\n2. e3-e9").unwrap();
    let bad = Command::new(engine)
        .args(["analyse", file.to_str().unwrap()])
        .output()
        .unwrap();
    assert_eq!(bad.status.code(), Some(1));
    assert!(
        String::from_utf8(bad.stderr)
            .unwrap()
            .contains("line 2: move 2 (e3-e9)")
    );
    for args in [
        vec!["analyse", "/no/such/record.txt"],
        vec!["analyse"],
        vec!["analyse", file.to_str().unwrap(), "--depth", "0"],
        vec!["analyse", file.to_str().unwrap(), "--quick", "--deep"],
        vec!["analyse", file.to_str().unwrap(), "--fast"],
    ] {
        let out = Command::new(engine).args(&args).output().unwrap();
        assert_eq!(out.status.code(), Some(2), "{args:?}");
        assert!(
            String::from_utf8(out.stderr)
                .unwrap()
                .starts_with("error: "),
            "{args:?}"
        );
    }
    std::fs::remove_dir_all(&dir).unwrap();
}

mod doc_options;

/// `epaminondas-engine`'s help, and that of each of its subcommands.
fn engine_help() -> String {
    let engine = env!("CARGO_BIN_EXE_epaminondas-engine");
    let help = |args: &[&str]| {
        let out = Command::new(engine).args(args).output().unwrap();
        assert!(out.status.success(), "{args:?}: {out:?}");
        String::from_utf8(out.stdout).unwrap()
    };
    let top = help(&["--help"]);
    let subcommands: Vec<String> = top
        .lines()
        .skip_while(|line| !line.starts_with("Commands:"))
        .skip(1)
        .take_while(|line| line.starts_with("  "))
        .filter_map(|line| line.split_whitespace().next().map(str::to_string))
        .filter(|name| name != "help")
        .collect();
    assert!(subcommands.len() >= 10, "{top}");
    let mut all = top;
    for name in subcommands {
        all += &help(&[&name, "--help"]);
    }
    all
}

/// Every option that README.md and docs/*.md name for the engine is in its help, and `--version`
/// names the version of the crate.
#[test]
fn every_engine_option_in_the_docs_is_in_its_help() {
    let help = engine_help();
    let known = doc_options::options_in(&help);
    for option in [
        "--passes",
        "--seed",
        "--set1",
        "--print-moves",
        "--time-scale",
    ] {
        assert!(known.contains(option), "{option} in the help:\n{help}");
    }
    let named = doc_options::named_options(doc_options::Program::Engine);
    assert!(named.len() > 30, "{named:?}");
    let missing: Vec<_> = named
        .iter()
        .filter(|(option, _)| !known.contains(option))
        .collect();
    assert!(missing.is_empty(), "not in the engine's help: {missing:?}");
    let version = Command::new(env!("CARGO_BIN_EXE_epaminondas-engine"))
        .arg("--version")
        .output()
        .unwrap();
    assert!(version.status.success());
    assert_eq!(
        String::from_utf8(version.stdout).unwrap().trim(),
        format!("epaminondas-engine {}", env!("CARGO_PKG_VERSION"))
    );
}
