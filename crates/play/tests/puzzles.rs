//! Tests of the puzzles (`epaminondas_play::puzzle`) and of the engine's `puzzles` command: the
//! miner on a few fixed self-play games, every shipped puzzle proved again deeper than it was
//! mined, and a damaged file. Searches are bounded by depth, never by time, so the results do
//! not depend on the machine. Run in release: `cargo test --release -p epaminondas-play --test
//! puzzles`.

use epaminondas_core::Position;
use epaminondas_engine::Level;
use epaminondas_engine::analysis::DECIDED;
use epaminondas_play::puzzle::prove::MARGIN;
use epaminondas_play::puzzle::symmetry::canonical_key;
use epaminondas_play::puzzle::{
    Miner, MinerConfig, Prover, Puzzle, PuzzleErrorKind, Theme, detect_themes, parse_puzzles,
    play_selfplay_game,
};
use std::collections::HashSet;
use std::process::Command;
use std::sync::Mutex;

/// The shipped set.
const SHIPPED: &str = concat!(
    env!("CARGO_MANIFEST_DIR"),
    "/../../assets/puzzles/puzzles.txt"
);

/// The depth the shipped set was mined at (docs/PUZZLES.md).
const MINED_AT: u32 = 6;
/// The depth every shipped puzzle is proved at here: one ply more.
const PROVED_AT: u32 = MINED_AT + 1;

fn shipped() -> Vec<Puzzle> {
    let text = std::fs::read_to_string(SHIPPED).expect("the shipped puzzle file");
    let (puzzles, errors) = parse_puzzles(&text);
    assert!(
        errors.is_empty(),
        "bad lines in the shipped set: {errors:?}"
    );
    puzzles
}

/// The score of `mv` in `position` from a search of the position after it, for the mover,
/// clamped to ±`DECIDED`: each move on its own, not the root search the miner used.
fn score_of_move(
    prover: &mut Prover,
    position: &Position,
    mv: epaminondas_core::Move,
    depth: u32,
) -> i32 {
    let after = position.play_unchecked(mv);
    let score = match after.status() {
        epaminondas_core::Status::Ongoing => -prover.search(&after, depth - 1, None).score,
        epaminondas_core::Status::Over(o) => match o.winner {
            Some(w) if w == position.side_to_move() => DECIDED,
            Some(_) => -DECIDED,
            None => 0,
        },
    };
    score.clamp(-DECIDED, DECIDED)
}

#[test]
fn the_miner_finds_only_moves_in_a_few_fixed_games() {
    let config = MinerConfig {
        depth: 4,
        screen_depth: 3,
        ..MinerConfig::default()
    };
    let miner = Miner::new(config);
    let mut prover = Prover::new(4);
    let mut found = Vec::new();
    for (index, (white, black)) in [
        (Level::Beginner, Level::Beginner),
        (Level::Beginner, Level::Novice),
    ]
    .into_iter()
    .enumerate()
    {
        let game = play_selfplay_game(white, black, false, 1, index as u64, 4, 200);
        let report = miner.mine(&game, &mut prover);
        assert!(report.candidates >= report.puzzles.len());
        found.extend(report.puzzles);
    }
    println!("{} puzzles", found.len());
    assert!(!found.is_empty(), "two beginners' games hold no puzzle");
    let mut keys = HashSet::new();
    for puzzle in &found {
        assert!(
            keys.insert(canonical_key(&puzzle.position)),
            "{puzzle} twice"
        );
        // Its line is legal and it reads back from its text.
        let (again, errors) = parse_puzzles(&puzzle.to_string());
        assert!(errors.is_empty(), "{puzzle}: {errors:?}");
        assert_eq!(again[0], *puzzle);
        assert_eq!(
            puzzle.themes,
            detect_themes(&puzzle.position, &puzzle.solution)
        );
        // No other move is as good: each searched on its own, one ply less after it.
        let first = puzzle.solution[0];
        prover.forget();
        let best = score_of_move(&mut prover, &puzzle.position, first, config.depth);
        for &mv in puzzle
            .position
            .legal_moves()
            .iter()
            .filter(|&&m| m != first)
        {
            let score = score_of_move(&mut prover, &puzzle.position, mv, config.depth);
            assert!(
                score < best,
                "{puzzle}: {mv} scores {score}, the solution {first} {best}"
            );
        }
        // The root search agrees, with the margin (from an empty table, as the miner searched).
        prover.forget();
        let judgement = prover.judge(&puzzle.position, config.depth).unwrap();
        assert!(
            judgement.only_move(first, MARGIN),
            "{puzzle}: {judgement:?}"
        );
    }
}

#[test]
fn every_shipped_puzzle_holds_one_ply_deeper() {
    let puzzles = shipped();
    assert!(
        puzzles.len() >= 500,
        "only {} shipped puzzles",
        puzzles.len()
    );
    let mut keys = HashSet::new();
    for puzzle in &puzzles {
        assert!(
            keys.insert(canonical_key(&puzzle.position)),
            "{}: its position (or its mirror image) comes twice",
            puzzle.id
        );
        assert_eq!(
            puzzle.themes,
            detect_themes(&puzzle.position, &puzzle.solution),
            "{}: themes",
            puzzle.id
        );
    }
    let failures = Mutex::new(Vec::new());
    let next = std::sync::atomic::AtomicUsize::new(0);
    let threads = std::thread::available_parallelism().map_or(2, |n| n.get().max(2));
    std::thread::scope(|scope| {
        for _ in 0..threads {
            scope.spawn(|| {
                let mut prover = Prover::default();
                loop {
                    let i = next.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
                    let Some(puzzle) = puzzles.get(i) else { break };
                    if let Err(why) = prover.prove(puzzle, PROVED_AT, MARGIN) {
                        failures
                            .lock()
                            .unwrap()
                            .push(format!("{}: {why}", puzzle.id));
                    }
                }
            });
        }
    });
    let failures = failures.into_inner().unwrap();
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

#[test]
fn the_shipped_set_covers_the_themes_and_the_ratings() {
    let puzzles = shipped();
    for theme in Theme::ALL {
        let count = puzzles.iter().filter(|p| p.themes.contains(&theme)).count();
        println!("{theme}: {count}");
    }
    let lowest = puzzles.iter().map(|p| p.rating).min().unwrap();
    let highest = puzzles.iter().map(|p| p.rating).max().unwrap();
    assert!(lowest <= 900, "the easiest puzzle is rated {lowest}");
    assert!(highest >= 2000, "the hardest puzzle is rated {highest}");
}

/// A damaged copy of the first shipped lines: line 3 a bad position, 5 an illegal move, 6 an
/// unknown theme, 7 a bad rating; 1 is a comment, 2 and 4 are good.
fn damaged() -> (String, Vec<Puzzle>) {
    let good = shipped();
    let lines: Vec<String> = good.iter().take(6).map(|p| p.to_string()).collect();
    let field = |line: &str, i: usize, new: &str| {
        let mut fields: Vec<String> = line.split("; ").map(str::to_string).collect();
        fields[i] = new.to_string();
        fields.join("; ")
    };
    let text = [
        "# damaged on purpose".to_string(),
        lines[0].clone(),
        field(&lines[1], 1, "14/14/14 w"),
        lines[2].clone(),
        field(&lines[3], 2, "a1xa12"),
        field(&lines[4], 3, "fork"),
        field(&lines[5], 4, "easy"),
    ]
    .join("\n");
    (text, vec![good[0].clone(), good[2].clone()])
}

#[test]
fn a_damaged_file_loads_its_good_lines_and_names_the_bad_ones() {
    let (text, good) = damaged();
    let (puzzles, errors) = parse_puzzles(&text);
    assert_eq!(puzzles, good);
    let lines: Vec<usize> = errors.iter().map(|e| e.line).collect();
    assert_eq!(lines, vec![3, 5, 6, 7]);
    assert!(matches!(errors[0].kind, PuzzleErrorKind::BadPosition(_)));
    assert!(matches!(
        errors[1].kind,
        PuzzleErrorKind::IllegalMove { ply: 1, .. }
    ));
    assert_eq!(errors[2].kind, PuzzleErrorKind::UnknownTheme("fork".into()));
    assert_eq!(errors[3].kind, PuzzleErrorKind::BadRating("easy".into()));
    let said: Vec<String> = errors.iter().map(|e| e.to_string()).collect();
    assert!(
        said[0].starts_with("line 3: bad position: expected 12 ranks"),
        "{said:?}"
    );
    assert!(
        said[1].starts_with("line 5: illegal move 1 (a1xa12)"),
        "{said:?}"
    );
    assert!(
        said[2].starts_with("line 6: unknown theme \"fork\""),
        "{said:?}"
    );
    assert!(
        said[3].starts_with("line 7: bad rating \"easy\""),
        "{said:?}"
    );
}

#[test]
fn the_command_proves_a_file_and_names_its_bad_lines() {
    let (text, good) = damaged();
    let dir = std::env::temp_dir().join(format!("epaminondas-puzzles-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let input = dir.join("damaged.txt");
    let output = dir.join("held.txt");
    std::fs::write(&input, text).unwrap();
    let out = Command::new(env!("CARGO_BIN_EXE_epaminondas-engine"))
        .args([
            "puzzles",
            "--threads",
            "2",
            "--depth",
            "3",
            "--margin",
            "0",
            "--prove",
        ])
        .arg(&input)
        .arg("--out")
        .arg(&output)
        .output()
        .unwrap();
    let said = String::from_utf8_lossy(&out.stdout);
    // Bad lines make the run fail, and each is named.
    assert_eq!(out.status.code(), Some(1), "{said}");
    for line in [3, 5, 6, 7] {
        assert!(
            said.contains(&format!("damaged.txt: line {line}: ")),
            "{said}"
        );
    }
    let (held, errors) = parse_puzzles(&std::fs::read_to_string(&output).unwrap());
    assert!(errors.is_empty());
    assert!(held.len() <= good.len());
    std::fs::remove_dir_all(&dir).unwrap();
    // Nothing to mine is a usage error.
    let out = Command::new(env!("CARGO_BIN_EXE_epaminondas-engine"))
        .args(["puzzles"])
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&out.stderr).contains("nothing to mine"));
}
