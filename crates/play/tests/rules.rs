//! The rules core against docs/RULES.md: perft, every rule in a hand-built
//! position, random-play properties, and parsers that never panic; and the crates below the
//! game, which build no Bevy.

mod common;
use common::pos;
use epaminondas_core::*;
use epaminondas_play::i18n::Language;
use proptest::prelude::*;
use std::collections::{BTreeSet, HashMap};

const START: &str =
    "BBBBBBBBBBBBBB/BBBBBBBBBBBBBB/14/14/14/14/14/14/14/14/WWWWWWWWWWWWWW/WWWWWWWWWWWWWW w";

fn texts(p: &Position) -> BTreeSet<String> {
    p.legal_moves().iter().map(|m| m.to_string()).collect()
}

fn illegal(p: &Position, text: &str) -> IllegalMove {
    match p.parse_move(text) {
        Err(MoveError::Illegal(e)) => e,
        other => panic!("{text}: expected an illegal move, got {other:?}"),
    }
}

// ---------------------------------------------------------------- perft

#[test]
fn perft_matches_reference_counts() {
    let data = include_str!("data/perft.txt");
    let (mut checked, mut by_definition) = (0, 0);
    for line in data
        .lines()
        .filter(|l| !l.starts_with('#') && !l.trim().is_empty())
    {
        let fields: Vec<&str> = line.split(';').collect();
        let p: Position = fields[0].parse().unwrap();
        let depth: u32 = fields[1].parse().unwrap();
        let expected: u64 = fields[2].parse().unwrap();
        assert_eq!(perft(&p, depth), expected, "perft {depth} of {}", fields[0]);
        if depth <= 2 {
            let independent = perft_by_definition(&p, depth);
            assert_eq!(independent, expected, "by definition: {}", fields[0]);
            by_definition += 1;
        }
        checked += 1;
    }
    assert!(
        checked >= 21 && by_definition >= 14,
        "{checked} {by_definition}"
    );
}

/// Perft with the square-by-square generator of [`moves_by_definition`].
fn perft_by_definition(p: &Position, depth: u32) -> u64 {
    let moves = moves_by_definition(p);
    if depth <= 1 {
        return if depth == 0 { 1 } else { moves.len() as u64 };
    }
    moves
        .iter()
        .map(|text| {
            let next = p.play(p.parse_move(text).unwrap()).unwrap();
            perft_by_definition(&next, depth - 1)
        })
        .sum()
}

#[test]
fn first_moves_are_the_documented_114() {
    let start = Position::start();
    assert_eq!(start.to_string(), START);
    let moves = start.legal_moves();
    assert_eq!(moves.len(), 114);
    let singles = moves.iter().filter(|m| m.group_len() == 1).count();
    let vertical_pairs = moves
        .iter()
        .filter(|m| m.group_len() == 2 && m.direction() == Direction::N)
        .count();
    let ne_pairs = moves
        .iter()
        .filter(|m| m.group_len() == 2 && m.direction() == Direction::NE)
        .count();
    assert_eq!((singles, vertical_pairs, ne_pairs), (40, 28, 23));
    let divided: u64 = divide(&start, 2).iter().map(|(_, n)| n).sum();
    assert_eq!(divided, 12_996);
}

#[test]
fn first_capture_is_possible_at_ply_five() {
    fn any_capture(p: &Position, depth: u32) -> bool {
        let moves = p.legal_moves();
        if moves.iter().any(|m| m.is_capture()) {
            return true;
        }
        depth > 1
            && moves
                .iter()
                .any(|&m| any_capture(&p.play_unchecked(m), depth - 1))
    }
    let start = Position::start();
    assert!(!any_capture(&start, 4));
    assert!(any_capture(&start, 5));
}

#[test]
fn move_list_capacity_is_proven() {
    // For one tail and direction, moves ≤ ⌊ray length / 2⌋ (ray includes the tail).
    let worst_square = Square::all()
        .map(|sq| {
            Direction::ALL
                .iter()
                .map(|&d| {
                    let mut len = 1;
                    while sq.offset(d, len).is_some() {
                        len += 1;
                    }
                    len / 2
                })
                .sum::<i32>()
        })
        .max()
        .unwrap();
    assert!(MAX_STONES as usize * worst_square as usize <= MAX_MOVES);
}

// ---------------------------------------------------------------- moves

#[test]
fn a_line_moves_its_front_part_up_to_its_length() {
    let p = pos(&["a1", "a2", "a3"], &["n12"], Side::White);
    let north: BTreeSet<String> = p
        .legal_moves()
        .iter()
        .filter(|m| m.direction() == Direction::N)
        .map(|m| m.to_string())
        .collect();
    let expected: BTreeSet<String> = [
        "a3-a4", // the front stone alone
        "a2-a4", "a2-a5", // the front pair
        "a1-a4", "a1-a5", "a1-a6", // the whole line
    ]
    .iter()
    .map(|s| s.to_string())
    .collect();
    assert_eq!(north, expected);
    assert_eq!(
        illegal(&p, "a1-a7"),
        IllegalMove::TooFar {
            group: 3,
            distance: 4
        }
    );
    assert_eq!(
        illegal(&p, "a1-a3"),
        IllegalMove::OwnStone("a3".parse().unwrap())
    );
    let after = p.play(p.parse_move("a1-a5").unwrap()).unwrap();
    assert_eq!(
        after
            .stones(Side::White)
            .map(|s| s.to_string())
            .collect::<Vec<_>>(),
        ["a3", "a4", "a5"]
    );
}

#[test]
fn paths_are_blocked_by_either_side() {
    let own = pos(&["a1", "a2", "a3", "a5"], &["n12"], Side::White);
    assert_eq!(
        illegal(&own, "a1-a6"),
        IllegalMove::PathBlocked("a5".parse().unwrap())
    );
    assert!(own.parse_move("a1-a4").is_ok());
    let enemy = pos(&["a1", "a2", "a3"], &["a5", "n12"], Side::White);
    assert_eq!(
        illegal(&enemy, "a1-a6"),
        IllegalMove::PathBlocked("a5".parse().unwrap())
    );
    assert!(enemy.parse_move("a1xa5").is_ok());
    // Nothing jumps: the single stone behind an enemy cannot pass it.
    let single = pos(&["c3"], &["c4", "n12"], Side::White);
    assert!(
        !texts(&single)
            .iter()
            .any(|t| t.starts_with("c3") && t.ends_with("c5"))
    );
}

#[test]
fn captures_at_each_distance() {
    for (enemy, text, distance) in [("a4", "a1xa4", 1), ("a5", "a1xa5", 2), ("a6", "a1xa6", 3)] {
        let p = pos(&["a1", "a2", "a3"], &[enemy, "n12"], Side::White);
        let mv = p.parse_move(text).unwrap();
        assert_eq!(
            (mv.distance(), mv.captured(), mv.group_len()),
            (distance, 1, 3)
        );
        let after = p.play_unchecked(mv);
        assert_eq!(after.count(Side::Black), 1, "{text}");
        assert_eq!(after.stone(enemy.parse().unwrap()), Some(Side::White));
    }
    // Written without x, a capture is refused with a hint.
    let p = pos(&["a1", "a2", "a3"], &["a4", "n12"], Side::White);
    assert!(matches!(
        illegal(&p, "a1-a4"),
        IllegalMove::CaptureNotMarked(_)
    ));
    let quiet = pos(&["a1", "a2"], &["n12"], Side::White);
    assert!(matches!(
        illegal(&quiet, "a1xa3"),
        IllegalMove::NothingToCapture(_)
    ));
}

#[test]
fn a_captured_run_may_reach_onto_the_home_row() {
    let p = pos(&["a8", "a9", "a10"], &["a11", "a12", "n12"], Side::White);
    let mv = p.parse_move("a8xa11").unwrap();
    assert_eq!(mv.captured(), 2);
    let after = p.play_unchecked(mv);
    assert_eq!(after.count(Side::Black), 1);
    assert_eq!(after.stone("a12".parse().unwrap()), None);
    assert_eq!(after.stone("a11".parse().unwrap()), Some(Side::White));
    // The count stops at an empty square: a gap protects nothing behind it.
    let gap = pos(&["a6", "a7"], &["a8", "a10"], Side::White);
    assert_eq!(gap.parse_move("a6xa8").unwrap().captured(), 1);
}

#[test]
fn an_equal_or_longer_run_cannot_be_captured() {
    let p = pos(&["a1", "a2"], &["a3", "a4", "n12"], Side::White);
    assert_eq!(
        illegal(&p, "a1xa3"),
        IllegalMove::RunTooLong { group: 2, enemy: 2 }
    );
    assert!(!texts(&p).iter().any(|t| t.contains('x')));
    // Only the moving stones count: the front pair of a longer line cannot.
    let q = pos(&["a1", "a2", "a3"], &["a4", "a5", "n12"], Side::White);
    assert!(q.parse_move("a1xa4").is_ok());
    assert_eq!(
        illegal(&q, "a2xa4"),
        IllegalMove::RunTooLong { group: 2, enemy: 2 }
    );
}

#[test]
fn a_single_stone_never_captures() {
    let p = pos(&["c3"], &["c4", "d4", "n12"], Side::White);
    assert_eq!(
        illegal(&p, "c3xc4"),
        IllegalMove::SingleStoneCapture("c4".parse().unwrap())
    );
    assert!(p.legal_moves().iter().all(|m| !m.is_capture()));
}

#[test]
fn anti_copycat_forbids_a_mirrored_board() {
    let a12: Square = "a12".parse().unwrap();
    // White quiet move.
    let p = pos(&["a11"], &["n1"], Side::White);
    assert_eq!(illegal(&p, "a11-a12"), IllegalMove::AntiCopycat(a12));
    assert!(!texts(&p).contains("a11-a12"));
    assert!(
        texts(&p).contains("a11-b12"),
        "an unsymmetric landing stays legal"
    );
    // White capture.
    let p = pos(&["a10", "a11"], &["a12", "n1", "n2"], Side::White);
    assert_eq!(illegal(&p, "a10xa12"), IllegalMove::AntiCopycat(a12));
    // Black quiet move and capture.
    let n1: Square = "n1".parse().unwrap();
    let p = pos(&["a12"], &["n2"], Side::Black);
    assert_eq!(illegal(&p, "n2-n1"), IllegalMove::AntiCopycat(n1));
    assert!(texts(&p).contains("n2-m1"));
    let p = pos(&["n1", "a12", "a11"], &["n3", "n2"], Side::Black);
    assert_eq!(illegal(&p, "n3xn1"), IllegalMove::AntiCopycat(n1));
    // A symmetric board after a move that does not land on the far row is fine.
    let p = pos(&["a10"], &["n1"], Side::White);
    assert!(p.parse_move("a10-a11").is_ok());
    // Middle games of the perft data: a stone pulled back from a symmetric board.
    for (text, copy) in [
        (
            "4B2B2B2B/2W2B2B3B1/12B1/7B1B4/B3B4B1BB1/B2B3B6/6W3W2W/1WW1W4W3W/4W1W7/1W12/1W3W2W5/W2W2W2W1B2 w",
            "c11-c12",
        ),
        (
            "8B3B1/1W12/4B1B7/BB4B2B4/6B1B2BB1/2B1B2BBB3B/W3WWW2W1W2/1WW2W1W6/4W2W4WW/7W1W4/14/1W3W6B1 w",
            "b11-b12",
        ),
    ] {
        let p: Position = text.parse().unwrap();
        assert!(matches!(illegal(&p, copy), IllegalMove::AntiCopycat(_)));
        assert!(!moves_by_definition(&p).contains(copy));
    }
    // The counter agrees with the list when far-row landings are involved.
    for p in [
        pos(&["a11"], &["n1"], Side::White),
        pos(&["a12"], &["n2"], Side::Black),
    ] {
        assert_eq!(p.count_legal_moves(), p.legal_moves().len());
    }
}

// ---------------------------------------------------------------- one legality source

/// Positions of random games from a fixed seed, game-over positions included:
/// every ply of each game, captures preferred now and then so that games end.
fn random_positions(count: usize, seed: u64) -> Vec<Position> {
    let mut rng = Rng(seed);
    let mut out = Vec::with_capacity(count);
    let mut p = Position::start();
    let mut game_len = 0;
    while out.len() < count {
        out.push(p);
        let moves = p.legal_moves();
        if moves.is_empty() || game_len >= 300 {
            p = Position::start();
            game_len = 0;
            continue;
        }
        let captures: Vec<Move> = moves.iter().copied().filter(|m| m.is_capture()).collect();
        let mv = if !captures.is_empty() && rng.below(2) == 0 {
            captures[rng.below(captures.len())]
        } else {
            moves[rng.below(moves.len())]
        };
        p = p.play_unchecked(mv);
        game_len += 1;
    }
    out
}

/// `find_move` and `parse_move` accept exactly the move generator's list and
/// refuse everything else, with an error that fits the text. (The generator
/// itself is checked against docs/RULES.md's definition, square by square, in
/// `random_play_keeps_every_invariant`.) In each of 2,000 positions of random
/// games: every generated move written both ways (`-` and `x`) and 300 other
/// texts, half from one of the mover's stones along one of its lines, half
/// from any square to any square; in every 100th position, every pair of
/// squares written both ways.
#[test]
fn find_move_accepts_exactly_the_generated_moves() {
    const POSITIONS: usize = 2_000;
    const SAMPLES: usize = 300;
    const EVERY_PAIR_EACH: usize = 100;
    let positions = random_positions(POSITIONS, 0x5EED_0F1E_6A17_E5ED);
    let mut rng = Rng(0x0123_4567_89AB_CDEF);
    let squares: Vec<Square> = Square::all().collect();
    let mut refusals: HashMap<&'static str, usize> = HashMap::new();
    let mut over = 0;
    let mut tried = 0usize;
    for (i, p) in positions.iter().enumerate() {
        let me = p.side_to_move();
        let list = p.legal_moves();
        let generated: HashMap<MoveText, Move> = list.iter().map(|&m| (m.text(), m)).collect();
        assert_eq!(generated.len(), list.len(), "texts unique in {p}");
        let is_over = matches!(p.status(), Status::Over(_));
        over += usize::from(is_over);
        let own: Vec<Square> = p.stones(me).collect();
        let mut texts: Vec<MoveText> = Vec::new();
        for m in &list {
            texts.push(m.text());
            texts.push(MoveText {
                capture: !m.is_capture(),
                ..m.text()
            });
        }
        if i % EVERY_PAIR_EACH == 0 {
            for &tail in &squares {
                for &landing in &squares {
                    for capture in [false, true] {
                        texts.push(MoveText {
                            tail,
                            landing,
                            capture,
                        });
                    }
                }
            }
        } else {
            for s in 0..SAMPLES {
                let capture = rng.below(2) == 0;
                let tail = if s % 2 == 0 && !own.is_empty() {
                    own[rng.below(own.len())]
                } else {
                    squares[rng.below(squares.len())]
                };
                let landing = if s % 2 == 0 {
                    let d = Direction::ALL[rng.below(8)];
                    match tail.offset(d, 1 + rng.below(13) as i32) {
                        Some(sq) => sq,
                        None => continue,
                    }
                } else {
                    squares[rng.below(squares.len())]
                };
                texts.push(MoveText {
                    tail,
                    landing,
                    capture,
                });
            }
        }
        let mut accepted = BTreeSet::new();
        for text in texts {
            tried += 1;
            match p.find_move(text) {
                Ok(mv) => {
                    assert_eq!(generated.get(&text), Some(&mv), "{text} in {p}");
                    assert_eq!(p.parse_move(&text.to_string()), Ok(mv));
                    assert_eq!(p.play(mv), Ok(p.play_unchecked(mv)));
                    accepted.insert(text.to_string());
                }
                Err(e) => {
                    assert!(!generated.contains_key(&text), "{text} refused in {p}: {e}");
                    let kind = refusal_kind(p, text, &e, is_over, &generated);
                    let kind = kind.unwrap_or_else(|| panic!("{text} in {p}: wrong reason {e:?}"));
                    *refusals.entry(kind).or_default() += 1;
                }
            }
        }
        assert_eq!(accepted.len(), generated.len(), "accepted in {p}");
    }
    assert!(over >= 5, "random games should reach their ends: {over}");
    assert!(tried > 1_500_000, "{tried}");
    // Random play reaches every kind of refusal but the anti-copycat rule,
    // which `anti_copycat_forbids_a_mirrored_board` covers.
    for kind in [
        "game over",
        "no stone",
        "not on a line",
        "own stone",
        "too far",
        "blocked",
        "single stone capture",
        "run too long",
        "nothing to capture",
        "capture not marked",
    ] {
        let seen = refusals.get(kind).copied().unwrap_or(0);
        assert!(seen > 0, "{kind}: {refusals:?}");
    }
}

/// The kind of the refusal `e` of `text` in `p`, or `None` when what it says
/// is not true of the text.
fn refusal_kind(
    p: &Position,
    text: MoveText,
    e: &IllegalMove,
    is_over: bool,
    generated: &HashMap<MoveText, Move>,
) -> Option<&'static str> {
    let me = p.side_to_move();
    let line = Direction::between(text.tail, text.landing);
    let enemy_on = |sq: Square| p.stone(sq) == Some(me.opposite());
    if is_over {
        return (*e == IllegalMove::GameOver).then_some("game over");
    }
    let flipped = MoveText {
        capture: !text.capture,
        ..text
    };
    if generated.contains_key(&flipped)
        && !matches!(
            e,
            IllegalMove::NothingToCapture(_) | IllegalMove::CaptureNotMarked(_)
        )
    {
        // The same move written with the wrong sign must be told so.
        return None;
    }
    let (fits, kind) = match *e {
        IllegalMove::GameOver => (false, "game over"),
        IllegalMove::NoStoneOfYours(sq) => (sq == text.tail && p.stone(sq) != Some(me), "no stone"),
        IllegalMove::NotOnALine { tail, landing } => (
            tail == text.tail && landing == text.landing && line.is_none(),
            "not on a line",
        ),
        IllegalMove::OwnStone(sq) => (sq == text.landing && p.stone(sq) == Some(me), "own stone"),
        IllegalMove::TooFar { group, distance } => (distance > group && line.is_some(), "too far"),
        IllegalMove::PathBlocked(sq) => {
            let on_path = line.is_some_and(|(d, steps)| {
                (1..=steps).any(|i| text.tail.offset(d, i as i32) == Some(sq))
            });
            (on_path && p.stone(sq).is_some(), "blocked")
        }
        IllegalMove::SingleStoneCapture(sq) => (
            sq == text.landing && enemy_on(sq) && text.capture,
            "single stone capture",
        ),
        IllegalMove::RunTooLong { group, enemy } => {
            (enemy >= group && enemy_on(text.landing), "run too long")
        }
        IllegalMove::NothingToCapture(t) => (
            t == text && text.capture && p.stone(text.landing).is_none(),
            "nothing to capture",
        ),
        IllegalMove::CaptureNotMarked(t) => (
            t == text && !text.capture && enemy_on(text.landing),
            "capture not marked",
        ),
        IllegalMove::AntiCopycat(sq) => (
            sq == text.landing && sq.rank() == me.far_rank(),
            "anti-copycat",
        ),
        // Only `play` says this, of a move made for another position.
        IllegalMove::NotThisPosition(_) => (false, "not this position"),
    };
    fits.then_some(kind)
}

#[test]
fn squares_on_no_common_line_are_refused_as_such() {
    let start = Position::start();
    let (e2, f4): (Square, Square) = ("e2".parse().unwrap(), "f4".parse().unwrap());
    let text = MoveText {
        tail: e2,
        landing: f4,
        capture: false,
    };
    let e = start.find_move(text).unwrap_err();
    assert_eq!(
        e,
        IllegalMove::NotOnALine {
            tail: e2,
            landing: f4
        }
    );
    assert_eq!(
        e.to_string(),
        "e2 and f4 are not on one rank, file or diagonal, so no line moves between them"
    );
    let same = MoveText {
        landing: e2,
        ..text
    };
    assert_eq!(
        start.find_move(same).unwrap_err().to_string(),
        "a move must leave its square: both ends are e2"
    );
    // A square without a stone of the mover's is named first.
    let empty_tail = MoveText {
        tail: "e5".parse().unwrap(),
        ..text
    };
    assert_eq!(
        start.find_move(empty_tail).unwrap_err(),
        IllegalMove::NoStoneOfYours("e5".parse().unwrap())
    );
    // The link `ep1.me2f4` (e2 to f4 from the start) says so to the player.
    let link = epaminondas_play::record::from_fragment("ep1.me2f4").unwrap_err();
    let english = Language::English.say(&link.text());
    let russian = Language::Russian.say(&link.text());
    assert!(
        english
            .to_lowercase()
            .contains("e2 and f4 are not on one line"),
        "{english}"
    );
    assert!(russian.contains("e2 и f4 не на одной линии"), "{russian}");
    assert!(!english.contains("no stone"), "{english}");
}

// ---------------------------------------------------------------- end of game

fn outcome(p: &Position) -> Option<Outcome> {
    match p.status() {
        Status::Ongoing => None,
        Status::Over(o) => Some(o),
    }
}

#[test]
fn a_held_breakthrough_wins() {
    let p = pos(&["a12", "c3"], &["n5"], Side::White);
    assert_eq!(
        outcome(&p),
        Some(Outcome {
            winner: Some(Side::White),
            reason: EndReason::Breakthrough
        })
    );
    assert!(p.legal_moves().is_empty());
    assert_eq!(p.count_legal_moves(), 0);
    // With Black to move, Black must answer: the game goes on.
    let q = pos(&["a12", "c3"], &["n5"], Side::Black);
    assert_eq!(outcome(&q), None);
    assert!(q.must_answer_breakthrough());
    // An equal count on both far rows is no win.
    let r = pos(&["a12", "c3"], &["n1", "n5"], Side::White);
    assert_eq!(outcome(&r), None);
    // The stones on each far row, by square.
    let named = |p: &Position, c: Side| -> Vec<String> {
        p.far_row_stones(c).map(|s| s.to_string()).collect()
    };
    assert_eq!(named(&r, Side::White), ["a12"]);
    assert_eq!(named(&r, Side::Black), ["n1"]);
    assert_eq!(
        r.far_row_stones(Side::White).count() as u32,
        r.far_row_count(Side::White)
    );
}

#[test]
fn answering_a_breakthrough_by_capture() {
    let p = pos(&["a12", "c3"], &["a10", "a11", "n5"], Side::Black);
    assert!(p.must_answer_breakthrough());
    let after = p.play(p.parse_move("a10xa12").unwrap()).unwrap();
    assert_eq!(outcome(&after), None);
    assert_eq!(after.far_row_count(Side::White), 0);
}

#[test]
fn a_side_without_stones_loses() {
    let p = pos(&[], &["n5"], Side::White);
    assert_eq!(
        outcome(&p),
        Some(Outcome {
            winner: Some(Side::Black),
            reason: EndReason::Eliminated
        })
    );
}

#[test]
fn no_legal_move_is_a_draw_or_a_loss() {
    let draw = pos(&["a6"], &["a7", "b7", "b6", "b5", "a5"], Side::White);
    assert_eq!(
        outcome(&draw),
        Some(Outcome {
            winner: None,
            reason: EndReason::NoMoves
        })
    );
    let loss = pos(&["a1"], &["a2", "b2", "b1"], Side::White);
    assert_eq!(
        outcome(&loss),
        Some(Outcome {
            winner: Some(Side::Black),
            reason: EndReason::NoMovesBreakthrough
        })
    );
    assert_eq!(loss.to_string().parse::<Position>().unwrap(), loss);
}

#[test]
fn elimination_by_capture_ends_the_game() {
    let mut game = Game::from_position(
        pos(&["a2", "a3"], &["a5"], Side::White),
        GameOptions::default(),
    );
    game.play_text("a2xa5").unwrap();
    assert!(matches!(
        game.status(),
        Status::Over(Outcome {
            winner: Some(Side::White),
            reason: EndReason::Eliminated
        })
    ));
    assert!(matches!(game.play_text("a5-a6"), Err(GameError::Over(_))));
}

#[test]
fn repetition_draw_is_an_option() {
    let start = pos(&["a3"], &["n10"], Side::White);
    for on in [false, true] {
        let mut game = Game::from_position(
            start,
            GameOptions {
                repetition_draw: on,
            },
        );
        for _ in 0..2 {
            for m in ["a3-a4", "n10-n9", "a4-a3", "n9-n10"] {
                game.play_text(m).unwrap();
            }
        }
        let expected = if on {
            Status::Over(Outcome {
                winner: None,
                reason: EndReason::Repetition,
            })
        } else {
            Status::Ongoing
        };
        assert_eq!(game.status(), expected);
        game.undo();
        assert_eq!(game.status(), Status::Ongoing);
    }
}

// ---------------------------------------------------------------- notation and records

#[test]
fn position_errors_name_the_problem() {
    let cases = [
        ("14/14 w", "expected 12 ranks"),
        (
            &START.replace("14/14/14/14/14/14/14/14/", "14/14/14/14/14/14/14/13/"),
            "rank 3 describes 13",
        ),
        (
            &START.replace(
                "BBBBBBBBBBBBBB/BBBBBBBBBBBBBB/",
                "BBBBBBBBBBBBBB/BBBBBBBQBBBBBB/",
            ),
            "'Q' in rank 11",
        ),
        (&START.replace(" w", ""), "missing side"),
        (&START.replace(" w", " x"), "must be w or b"),
        (
            &START.replace(
                "/14/14/14/14/14/14/14/14/",
                "/14/14/14/14/14/14/14/0WWWWWWWWWWWWWW/",
            ),
            "count 0",
        ),
        (
            &START.replace(
                "/14/14/14/14/14/14/14/14/",
                "/14/14/14/14/14/14/14/WWWWWWWWWWWWWW/",
            ),
            "42 white stones",
        ),
    ];
    for (text, needle) in cases {
        let err = text.parse::<Position>().unwrap_err().to_string();
        assert!(err.contains(needle), "{text}: {err}");
    }
}

#[test]
fn move_errors_name_the_problem() {
    for (text, needle) in [
        ("", "empty"),
        ("a1a3", "joined by - or x"),
        ("o1-o3", "not a square"),
        ("a0-a3", "not a square"),
        ("a13-a3", "not a square"),
        ("a1-a1", "both ends"),
        ("a1-b3", "not on one rank"),
    ] {
        let err = text.parse::<MoveText>().unwrap_err().to_string();
        assert!(err.contains(needle), "{text}: {err}");
    }
    let start = Position::start();
    assert_eq!(
        start.parse_move("c3-c4").unwrap_err().to_string(),
        "illegal move: no stone of yours on c3"
    );
    assert_eq!(start.parse_move("A1-A3").unwrap().to_string(), "a1-a3");
}

#[test]
fn records_round_trip_through_serde_and_report_bad_moves() {
    let start = pos(
        &["a1", "a2", "a3", "c1", "c2"],
        &["a5", "c5", "c6", "n12"],
        Side::White,
    );
    let mut game = Game::from_position(
        start,
        GameOptions {
            repetition_draw: true,
        },
    );
    for m in ["a1xa5", "c6-c7", "c1-c3", "n12-n11", "a3-a6"] {
        game.play_text(m).unwrap_or_else(|e| panic!("{m}: {e}"));
    }
    assert_eq!(game.position().count(Side::Black), 3);
    let record = game.record();
    let json = serde_json::to_string(&record).unwrap();
    let back: GameRecord = serde_json::from_str(&json).unwrap();
    assert_eq!(back, record);
    let replayed = Game::from_record(&back).unwrap();
    assert_eq!(replayed.position(), game.position());
    assert_eq!(replayed.history_hashes(), game.history_hashes());
    let mut bad = record.clone();
    bad.moves[2] = "c3-c4".into();
    let err = Game::from_record(&bad).unwrap_err().to_string();
    assert_eq!(err, "move 3 (c3-c4): illegal move: no stone of yours on c3");
    bad.start = "14 w".into();
    let err = Game::from_record(&bad).unwrap_err().to_string();
    assert_eq!(
        err,
        "bad start position: expected 12 ranks separated by '/', found 1"
    );
}

// ---------------------------------------------------------------- random play

/// A small deterministic generator (xorshift64*), so the test needs no crate.
struct Rng(u64);

impl Rng {
    fn below(&mut self, n: usize) -> usize {
        self.0 ^= self.0 >> 12;
        self.0 ^= self.0 << 25;
        self.0 ^= self.0 >> 27;
        (self.0.wrapping_mul(0x2545_F491_4F6C_DD1D) >> 33) as usize % n
    }
}

/// Moves by the definition in docs/RULES.md, square by square, without bitboards.
fn moves_by_definition(p: &Position) -> BTreeSet<String> {
    let me = p.side_to_move();
    let mut out = BTreeSet::new();
    if !matches!(p.status(), Status::Ongoing) {
        return out;
    }
    for tail in p.stones(me) {
        for d in Direction::ALL {
            let mut n = 1;
            while tail.offset(d, n).is_some_and(|s| p.stone(s) == Some(me)) {
                n += 1;
            }
            let front = tail.offset(d, n - 1).unwrap();
            for k in 1..=n {
                let Some(landing) = front.offset(d, k) else {
                    break;
                };
                if (1..k).any(|i| p.stone(front.offset(d, i).unwrap()).is_some()) {
                    break;
                }
                let mut board: HashMap<Square, Side> = Square::all()
                    .filter_map(|s| p.stone(s).map(|c| (s, c)))
                    .collect();
                let capture = match p.stone(landing) {
                    None => false,
                    Some(c) if c == me => break,
                    Some(_) => {
                        let mut m = 0;
                        while landing
                            .offset(d, m)
                            .is_some_and(|s| p.stone(s) == Some(me.opposite()))
                        {
                            board.remove(&landing.offset(d, m).unwrap());
                            m += 1;
                        }
                        if n < 2 || m >= n {
                            break;
                        }
                        true
                    }
                };
                for i in 0..n {
                    board.remove(&tail.offset(d, i).unwrap());
                }
                for i in 0..n {
                    board.insert(tail.offset(d, i + k).unwrap(), me);
                }
                if landing.rank() == me.far_rank()
                    && Square::all().all(|s| {
                        board.get(&s).copied() == board.get(&s.rotated()).map(|c| c.opposite())
                    })
                {
                    continue;
                }
                let sep = if capture { 'x' } else { '-' };
                out.insert(format!("{tail}{sep}{landing}"));
            }
        }
    }
    out
}

#[test]
fn random_play_keeps_every_invariant() {
    const PLIES: usize = 100_000;
    let mut rng = Rng(0x00C0_FFEE_1234_5678);
    let mut p = Position::start();
    let mut plies = 0;
    let mut games = 0;
    let mut game_len = 0;
    while plies < PLIES {
        let moves = p.legal_moves();
        assert_eq!(p.count_legal_moves(), moves.len(), "count in {p}");
        assert_eq!(p.hash(), p.compute_hash(), "hash in {p}");
        assert_eq!(p.to_string().parse::<Position>().unwrap(), p);
        assert!((p.bitboard(Side::White) & p.bitboard(Side::Black)).is_empty());
        if plies % 50 == 0 {
            let listed: BTreeSet<String> = moves.iter().map(|m| m.to_string()).collect();
            assert_eq!(listed, moves_by_definition(&p), "moves in {p}");
            for &m in moves.iter() {
                assert_eq!(p.parse_move(&m.to_string()), Ok(m));
            }
        }
        if moves.is_empty() || game_len > 400 {
            assert!(moves.is_empty() == matches!(p.status(), Status::Over(_)) || game_len > 400);
            p = Position::start();
            games += 1;
            game_len = 0;
            continue;
        }
        // Prefer captures now and then, so that games reach their ends.
        let captures: Vec<Move> = moves.iter().copied().filter(|m| m.is_capture()).collect();
        let mv = if !captures.is_empty() && rng.below(2) == 0 {
            captures[rng.below(captures.len())]
        } else {
            moves[rng.below(moves.len())]
        };
        let next = p.play_unchecked(mv);
        let me = p.side_to_move();
        assert_eq!(next.count(me), p.count(me));
        assert_eq!(
            next.count(me.opposite()),
            p.count(me.opposite()) - mv.captured() as u32
        );
        p = next;
        plies += 1;
        game_len += 1;
    }
    assert!(games > 10, "random games should end: {games}");
}

#[test]
fn rank_counts_count_each_rank() {
    let start = Position::start();
    let white = start.bitboard(Side::White).rank_counts();
    assert_eq!(white, [14, 14, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0]);
    let black = start.bitboard(Side::Black).rank_counts();
    assert_eq!(black, [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 14, 14]);
    // Every rank against the squares one by one, on positions of random games.
    let mut pos = start;
    for ply in 0..60 {
        for c in Side::BOTH {
            let set = pos.bitboard(c);
            let counts = set.rank_counts();
            for rank in 0..RANKS {
                let by_square = set.squares().filter(|sq| sq.rank() == rank).count() as u32;
                assert_eq!(counts[rank as usize], by_square, "rank {rank} of {pos}");
            }
        }
        let moves = pos.legal_moves();
        let Some(&mv) = moves.get((ply * 37 + 5) % moves.len().max(1)) else {
            break;
        };
        pos = pos.play_unchecked(mv);
    }
}

// ---------------------------------------------------------------- parsers never panic

proptest! {
    #![proptest_config(ProptestConfig::with_cases(2000))]

    #[test]
    fn parsers_never_panic(s in "\\PC{0,120}") {
        let _ = s.parse::<Position>();
        let _ = s.parse::<MoveText>();
        let _ = s.parse::<Square>();
        let _ = Position::start().parse_move(&s);
    }

    #[test]
    fn position_like_text_never_panics(s in "[WB0-9/ wb]{0,80}") {
        if let Ok(p) = s.parse::<Position>() {
            prop_assert_eq!(p.to_string().parse::<Position>().unwrap(), p);
            let _ = p.legal_moves();
            let _ = p.status();
        }
    }

    #[test]
    fn move_like_text_never_panics(s in "[a-oA-O0-9x\\- ]{0,9}") {
        if let Ok(t) = s.parse::<MoveText>() {
            prop_assert_eq!(t.to_string().parse::<MoveText>().unwrap(), t);
            let _ = Position::start().find_move(t);
        }
    }
}

// ---------------------------------------------------------------- the engine's command line

fn engine(args: &[&str], input: &str) -> (i32, String, String) {
    use std::io::Write;
    use std::process::{Command, Stdio};
    let mut child = Command::new(env!("CARGO_BIN_EXE_epaminondas-engine"))
        .args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    child
        .stdin
        .take()
        .unwrap()
        .write_all(input.as_bytes())
        .unwrap();
    let out = child.wait_with_output().unwrap();
    (
        out.status.code().unwrap_or(-1),
        String::from_utf8(out.stdout).unwrap(),
        String::from_utf8(out.stderr).unwrap(),
    )
}

#[test]
fn engine_perft_divide_and_moves() {
    let (code, out, _) = engine(&["perft", "3"], "");
    assert_eq!(code, 0);
    let firsts: Vec<&str> = out.lines().map(|l| l.split("  ").next().unwrap()).collect();
    assert_eq!(
        firsts,
        ["perft 1 = 114", "perft 2 = 12996", "perft 3 = 1787292"]
    );
    let (code, out, _) = engine(&["divide", "2"], "");
    assert_eq!(code, 0);
    assert_eq!(out.lines().count(), 115);
    assert!(out.lines().any(|l| l == "a1-a3 114"), "{out}");
    let (_, out, _) = engine(
        &[
            "moves",
            "--position",
            "14/14/14/14/14/14/14/B13/14/W13/W13/14 w",
        ],
        "",
    );
    assert!(out.lines().any(|l| l == "a2xa5"));
    let (_, out, _) = engine(
        &[
            "moves",
            "--position",
            "W13/14/14/14/14/14/B13/14/14/14/14/14 w",
        ],
        "",
    );
    assert_eq!(out.trim(), "# white wins: breakthrough held");
    let batch = format!("{START}\n14 w\nW13/14/14/14/14/14/14/14/14/14/14/14 b\n");
    let (code, out, _) = engine(&["moves", "--batch"], &batch);
    assert_eq!(code, 0);
    let lines: Vec<&str> = out.lines().collect();
    assert_eq!(lines.len(), 3);
    assert_eq!(lines[0].split(' ').count(), 114);
    assert!(lines[1].starts_with("# error: expected 12 ranks"));
    assert_eq!(lines[2], "# white wins: all stones captured");
}

#[test]
fn engine_rejects_bad_arguments_with_code_2() {
    for args in [
        &["perft"][..],
        &["perft", "x"],
        &["moves", "--position", "14 w"],
        &["frobnicate"],
        &[],
    ] {
        let (code, _, err) = engine(args, "");
        assert_eq!(code, 2, "{args:?}");
        assert!(err.contains("Usage: epaminondas-engine"), "{args:?}: {err}");
        assert!(err.starts_with("error: "), "{args:?}: {err}");
    }
}

/// The crates below the game (the rules, the engine, the words and records) build no Bevy: their
/// trees of normal and build dependencies, as `cargo tree` prints them, name no bevy crate,
/// where the game's own tree does.
#[test]
fn the_crates_below_the_game_build_no_bevy() {
    let tree = |package: &str| {
        let out = std::process::Command::new(env!("CARGO"))
            .args(["tree", "--offline", "-p", package, "-e", "normal,build"])
            .args(["--prefix", "none", "--format", "{p}"])
            .current_dir(env!("CARGO_MANIFEST_DIR"))
            .output()
            .expect("cargo runs");
        assert!(
            out.status.success(),
            "cargo tree -p {package}: {}",
            String::from_utf8_lossy(&out.stderr)
        );
        String::from_utf8(out.stdout).expect("UTF-8")
    };
    let bevy_in = |tree: &str| -> Vec<String> {
        tree.lines()
            .filter(|line| line.starts_with("bevy"))
            .map(str::to_owned)
            .collect()
    };
    assert!(
        !bevy_in(&tree("epaminondas")).is_empty(),
        "the game's tree names Bevy, so the check below can see it"
    );
    for package in ["epaminondas-core", "epaminondas-engine", "epaminondas-play"] {
        let crates = tree(package);
        assert!(
            crates.lines().any(|line| line.starts_with(package)),
            "{crates}"
        );
        assert_eq!(
            bevy_in(&crates),
            Vec::<String>::new(),
            "{package} needs no Bevy"
        );
    }
}
