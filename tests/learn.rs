//! The learn cores without Bevy: refusals of clicks, the tutorial's lessons,
//! and (further down) game records and links.

use epaminondas::learn::*;
use epaminondas::rules::*;
use proptest::prelude::*;

fn sq(s: &str) -> Square {
    s.parse().unwrap()
}

fn squares(list: &[&str]) -> Vec<Square> {
    list.iter().map(|s| sq(s)).collect()
}

/// A position from lists of white and black squares.
fn pos(white: &[&str], black: &[&str], side: Color) -> Position {
    let mut board = [['.'; 14]; 12];
    for (list, ch) in [(white, 'W'), (black, 'B')] {
        for s in list {
            let q = sq(s);
            board[q.rank() as usize][q.file() as usize] = ch;
        }
    }
    let ranks: Vec<String> = (0..12)
        .rev()
        .map(|r| {
            let mut out = String::new();
            let mut empty = 0;
            for c in board[r] {
                if c == '.' {
                    empty += 1;
                } else {
                    if empty > 0 {
                        out += &empty.to_string();
                        empty = 0;
                    }
                    out.push(c);
                }
            }
            if empty > 0 {
                out += &empty.to_string();
            }
            out
        })
        .collect();
    let side = if side == Color::White { "w" } else { "b" };
    format!("{} {side}", ranks.join("/")).parse().unwrap()
}

fn lesson(id: &str) -> Lesson {
    lessons()
        .into_iter()
        .find(|l| l.id() == id)
        .unwrap_or_else(|| panic!("no lesson {id}"))
}

fn refusal(p: &Position, selected: &[&str], clicked: &str) -> Option<Refusal> {
    refuse_click(p, &squares(selected), sq(clicked))
}

fn is_cyrillic_text(s: &str) -> bool {
    s.chars()
        .any(|c| ('а'..='я').contains(&c.to_lowercase().next().unwrap()))
}

// ---------------------------------------------------------------- refusals

#[test]
fn opponent_stone_with_nothing_selected() {
    let r = refusal(&Position::start(), &[], "b12");
    assert_eq!(
        r,
        Some(Refusal::OpponentStone {
            owner: Color::Black
        })
    );
    let text = r.unwrap().text();
    assert_eq!(text.en, "Black's stone: it is White's turn.");
    assert_eq!(text.ru, "Это камень чёрных, а ходят белые.");
    let after = Position::start()
        .play(Position::start().parse_move("e2-e3").unwrap())
        .unwrap();
    assert_eq!(
        refusal(&after, &[], "e1").unwrap().text().en,
        "White's stone: it is Black's turn."
    );
}

#[test]
fn empty_square_with_nothing_selected() {
    assert_eq!(
        refusal(&Position::start(), &[], "e5"),
        Some(Refusal::NothingSelected)
    );
}

#[test]
fn own_stones_and_legal_moves_are_not_refused() {
    let p = Position::start();
    assert_eq!(refusal(&p, &[], "e2"), None);
    assert_eq!(refusal(&p, &["e2"], "e3"), None);
    assert_eq!(refusal(&p, &["e1", "e2"], "e4"), None);
    assert_eq!(refusal(&p, &["e1", "e2"], "f2"), None, "reselecting");
}

#[test]
fn single_stone_moves_one_square() {
    let p = pos(&["e4"], &["j9"], Color::White);
    assert_eq!(
        refusal(&p, &["e4"], "e6"),
        Some(Refusal::SingleStep { distance: 2 })
    );
    assert_eq!(
        refusal(&p, &["e4"], "f6"),
        Some(Refusal::SingleStep { distance: 2 }),
        "off every line"
    );
    assert_eq!(
        Refusal::SingleStep { distance: 2 }.text().en,
        "A single stone moves only one square."
    );
}

#[test]
fn a_lone_stone_heading_a_line_asks_for_the_line() {
    let p = pos(&["d2", "d3"], &["k10"], Color::White);
    assert_eq!(
        refusal(&p, &["d2"], "d5"),
        Some(Refusal::SelectLine { stones: 2 })
    );
    // Beyond the line's reach the distance is the reason.
    assert_eq!(
        refusal(&p, &["d2"], "d6"),
        Some(Refusal::TooFar {
            stones: 2,
            distance: 3
        })
    );
}

#[test]
fn a_line_moves_at_most_its_length() {
    let p = pos(&["d2", "d3"], &["k10"], Color::White);
    let r = refusal(&p, &["d2", "d3"], "d6");
    assert_eq!(
        r,
        Some(Refusal::TooFar {
            stones: 2,
            distance: 3
        })
    );
    let text = r.unwrap().text();
    assert_eq!(
        text.en,
        "This line has 2 stones, so it moves at most 2 squares."
    );
    assert_eq!(
        text.ru,
        "В этой линии 2 камня, поэтому она проходит не больше 2 полей."
    );
    let five = Refusal::TooFar {
        stones: 5,
        distance: 6,
    }
    .text();
    assert_eq!(
        five.ru,
        "В этой линии 5 камней, поэтому она проходит не больше 5 полей."
    );
}

#[test]
fn a_line_never_passes_through_stones() {
    let p = pos(&["d2", "d3", "d4"], &["d5", "d6", "d7", "d8"], Color::White);
    // The black run d5–d8 is too long to capture, and it blocks the way.
    assert_eq!(
        refusal(&p, &["d2", "d3", "d4"], "d7"),
        Some(Refusal::Blocked {
            at: sq("d5"),
            owner: Color::Black
        })
    );
    let own = lesson("no-jumping").start();
    let r = refusal(&own, &["d2", "d3", "d4"], "d7");
    assert_eq!(
        r,
        Some(Refusal::Blocked {
            at: sq("d6"),
            owner: Color::White
        })
    );
    assert_eq!(
        r.unwrap().text().en,
        "White's stone on d6 is in the way: a line never jumps over stones."
    );
}

#[test]
fn a_line_never_lands_on_its_own_stone() {
    let p = lesson("no-jumping").start();
    let text: MoveText = "d2-d6".parse().unwrap();
    assert_eq!(
        refuse_move(&p, text),
        Some(Refusal::OwnStone { at: sq("d6") })
    );
    // A click there selects the stone instead.
    assert_eq!(refusal(&p, &["d2", "d3", "d4"], "d6"), None);
}

#[test]
fn a_single_stone_never_captures() {
    let p = lesson("answer-breakthrough").start();
    for stone in ["d2", "e2"] {
        assert_eq!(
            refusal(&p, &[stone], "e1"),
            Some(Refusal::SingleStoneCapture { at: sq("e1") }),
            "{stone}"
        );
    }
}

#[test]
fn a_capture_needs_a_longer_line() {
    let p = lesson("capture").start();
    let r = refusal(&p, &["b3", "b4"], "b6");
    assert_eq!(
        r,
        Some(Refusal::CaptureNeedsLonger {
            stones: 2,
            enemy: 2
        })
    );
    let text = r.unwrap().text();
    assert!(
        text.en
            .starts_with("2 against 2: an equal line cannot be captured.")
    );
    assert!(
        text.ru
            .starts_with("2 против 2: равную линию взять нельзя.")
    );
    let q = pos(&["b2", "b3"], &["b5", "b6", "b7"], Color::White);
    let r = refusal(&q, &["b2", "b3"], "b5").unwrap();
    assert_eq!(
        r,
        Refusal::CaptureNeedsLonger {
            stones: 2,
            enemy: 3
        }
    );
    assert_eq!(
        r.text().en,
        "Your line of 2 cannot capture 3 stones: it needs more stones than the enemy line has."
    );
    assert!(
        r.text()
            .ru
            .starts_with("Линия из 2 камней не может взять 3 камня")
    );
}

#[test]
fn a_line_moves_only_along_itself_and_towards_its_front() {
    let p = lesson("whole-line").start();
    let line = ["d2", "d3", "d4"];
    assert_eq!(
        refusal(&p, &line, "e5"),
        Some(Refusal::NotAlongLine { front: sq("d4") })
    );
    let r = refusal(&p, &line, "d1");
    assert_eq!(
        r,
        Some(Refusal::Backwards {
            tail: sq("d2"),
            front: sq("d4")
        })
    );
    assert_eq!(
        r.unwrap().text().en,
        "This line moves towards d4. To move it the other way, select d4 first, then d2."
    );
    assert_eq!(
        refusal(&p, &line, "k10"),
        Some(Refusal::OpponentStone {
            owner: Color::Black
        })
    );
}

#[test]
fn the_anti_copycat_rule_is_named() {
    let p = lesson("anti-copycat").start();
    let r = refusal(&p, &["h11"], "h12");
    assert_eq!(r, Some(Refusal::AntiCopycat { at: sq("h12") }));
    assert!(r.unwrap().text().en.contains("anti-copycat"));
}

#[test]
fn nothing_moves_after_the_end() {
    let l = lesson("no-move");
    let over = l.start().play(l.answer()).unwrap();
    let r = refusal(&over, &[], "a11");
    assert!(
        matches!(r, Some(Refusal::GameOver { outcome }) if outcome.winner == Some(Color::White))
    );
    assert_eq!(r.unwrap().text().en, "The game is over: White won.");
}

#[test]
fn typed_moves_are_refused_with_the_notation_reason() {
    let p = Position::start();
    let r = refuse_move(&p, "e2xe3".parse().unwrap()).unwrap();
    assert!(matches!(r, Refusal::NothingToCapture { .. }));
    assert_eq!(r.text().en, "Nothing to capture on e3: write e2-e3.");
    assert_eq!(
        refuse_move(&p, "e5-e6".parse().unwrap()),
        Some(Refusal::NoStone { at: sq("e5") })
    );
    assert_eq!(
        refuse_move(&p, "e11-e10".parse().unwrap()),
        Some(Refusal::OpponentStone {
            owner: Color::Black
        })
    );
}

/// Every refusal reads in both languages, with its numbers filled in.
#[test]
fn every_refusal_has_both_texts() {
    let outcome = Outcome {
        winner: None,
        reason: EndReason::NoMoves,
    };
    let t: MoveText = "a1-a3".parse().unwrap();
    let all = [
        Refusal::GameOver { outcome },
        Refusal::OpponentStone {
            owner: Color::White,
        },
        Refusal::NothingSelected,
        Refusal::NoStone { at: sq("a1") },
        Refusal::SingleStep { distance: 3 },
        Refusal::SelectLine { stones: 4 },
        Refusal::TooFar {
            stones: 1,
            distance: 2,
        },
        Refusal::Blocked {
            at: sq("c3"),
            owner: Color::Black,
        },
        Refusal::OwnStone { at: sq("c3") },
        Refusal::SingleStoneCapture { at: sq("c3") },
        Refusal::CaptureNeedsLonger {
            stones: 3,
            enemy: 5,
        },
        Refusal::NotAlongLine { front: sq("c3") },
        Refusal::Backwards {
            tail: sq("c1"),
            front: sq("c3"),
        },
        Refusal::AntiCopycat { at: sq("c12") },
        Refusal::NothingToCapture { text: t },
        Refusal::CaptureNotMarked { text: t },
    ];
    for r in all {
        let text = r.text();
        for s in [&text.en, &text.ru] {
            assert!(!s.is_empty() && !s.contains('{'), "{r:?}: {s}");
            assert!(s.ends_with('.'), "{r:?}: {s}");
        }
        assert!(is_cyrillic_text(&text.ru), "{r:?}");
        assert!(!is_cyrillic_text(&text.en), "{r:?}");
        assert_eq!(r.to_string(), text.en);
    }
    assert_eq!(
        Refusal::TooFar {
            stones: 1,
            distance: 2
        }
        .text()
        .en,
        "This line has 1 stone, so it moves at most 1 square."
    );
}

/// Positions along a seeded random game, for the consistency properties.
fn random_positions(seed: u64, plies: usize) -> Vec<Position> {
    let mut state = seed | 1;
    let mut p = Position::start();
    let mut out = vec![p];
    for _ in 0..plies {
        let moves = p.legal_moves();
        if moves.is_empty() {
            break;
        }
        state ^= state << 13;
        state ^= state >> 7;
        state ^= state << 17;
        // Prefer captures now and then, so that positions thin out.
        let captures: Vec<Move> = moves.iter().copied().filter(|m| m.is_capture()).collect();
        let mv = if !captures.is_empty() && state.is_multiple_of(2) {
            captures[(state as usize / 2) % captures.len()]
        } else {
            moves[(state as usize) % moves.len()]
        };
        p = p.play(mv).unwrap();
        out.push(p);
    }
    out
}

/// The selections the game can hold: each own stone alone, and each run from
/// a tail to the end of its run in each direction.
fn selections(p: &Position) -> Vec<Vec<Square>> {
    let me = p.side_to_move();
    let mut out = Vec::new();
    for tail in p.stones(me) {
        out.push(vec![tail]);
        for d in Direction::ALL {
            let mut run = vec![tail];
            while let Some(next) = run.last().unwrap().offset(d, 1) {
                if p.stone(next) != Some(me) {
                    break;
                }
                run.push(next);
            }
            if run.len() > 1 {
                out.push(run);
            }
        }
    }
    out
}

/// A click is refused exactly when it is neither a selection (own stone) nor a
/// legal move of the selection as the game offers them.
#[test]
fn refusals_agree_with_the_legal_moves() {
    let mut checked = 0;
    for seed in 1..=6 {
        for p in random_positions(seed, 60).into_iter().step_by(7) {
            let legal = p.legal_moves();
            let me = p.side_to_move();
            for sel in selections(&p) {
                let (tail, front) = (sel[0], *sel.last().unwrap());
                for clicked in Square::all() {
                    let offered = legal.iter().any(|m| {
                        m.tail() == tail
                            && m.landing() == clicked
                            && if sel.len() == 1 {
                                m.group_len() == 1
                            } else {
                                m.front() == front
                            }
                    });
                    let own = p.stone(clicked) == Some(me);
                    let r = refuse_click(&p, &sel, clicked);
                    assert_eq!(r.is_none(), own || offered, "{p} {sel:?} {clicked}: {r:?}");
                    checked += 1;
                }
            }
        }
    }
    assert!(checked > 100_000, "{checked}");
}

proptest! {
    /// Stale or odd selections (any squares at all) never panic and never
    /// refuse a click on an own stone.
    #[test]
    fn any_selection_is_safe(
        seed in 1u64..1000,
        plies in 0usize..40,
        picks in proptest::collection::vec(0usize..168, 0..5),
        clicked in 0usize..168,
    ) {
        let p = *random_positions(seed, plies).last().unwrap();
        let all: Vec<Square> = Square::all().collect();
        let sel: Vec<Square> = picks.iter().map(|&i| all[i]).collect();
        let clicked = all[clicked];
        let r = refuse_click(&p, &sel, clicked);
        if p.status() == Status::Ongoing && p.stone(clicked) == Some(p.side_to_move()) {
            prop_assert_eq!(r, None);
        }
        if let Some(r) = r {
            prop_assert!(!r.text().en.is_empty() && !r.text().ru.is_empty());
        }
    }
}

// ---------------------------------------------------------------- lessons

#[test]
fn there_are_at_least_eight_lessons_with_both_languages() {
    let all = lessons();
    assert!(all.len() >= 8, "{}", all.len());
    let mut ids: Vec<&str> = all.iter().map(|l| l.id()).collect();
    ids.sort();
    ids.dedup();
    assert_eq!(ids.len(), all.len(), "ids are unique");
    for l in &all {
        for t in [l.title(), l.intro(), l.task()] {
            assert!(!t.en.is_empty() && !t.ru.is_empty(), "{}", l.id());
            assert!(is_cyrillic_text(&t.ru), "{}: {}", l.id(), t.ru);
            assert!(!is_cyrillic_text(&t.en), "{}: {}", l.id(), t.en);
        }
    }
}

#[test]
fn every_lesson_is_small_and_solved_by_show_me() {
    for l in lessons() {
        let start = l.start();
        assert_eq!(
            start.to_string(),
            l.start_text(),
            "{}: canonical text",
            l.id()
        );
        assert_eq!(start.side_to_move(), Color::White, "{}", l.id());
        assert_eq!(start.status(), Status::Ongoing, "{}", l.id());
        let stones = start.count(Color::White) + start.count(Color::Black);
        assert!(stones <= 8, "{}: {stones} stones", l.id());
        let answer = l.answer();
        assert!(
            matches!(l.check_move(&start, answer), Verdict::Done(_)),
            "{}",
            l.id()
        );
        // Played through the normal controls: the game's selection of the
        // moving stones, then a click on the landing square.
        let selected: Vec<Square> = if answer.group_len() == 1 {
            vec![answer.tail()]
        } else {
            answer.group_squares().collect()
        };
        assert!(
            matches!(
                l.check_click(&start, &selected, answer.landing()),
                Some(Verdict::Done(_))
            ),
            "{}",
            l.id()
        );
        let mut game = Game::from_position(start, GameOptions::default());
        for mv in l.show_me() {
            game.play(mv)
                .unwrap_or_else(|e| panic!("{}: {mv}: {e}", l.id()));
        }
    }
}

#[test]
fn every_legal_move_gets_a_verdict_and_few_are_right() {
    for l in lessons() {
        let start = l.start();
        let moves = start.legal_moves();
        let done = moves
            .iter()
            .filter(|&&m| match l.check_move(&start, m) {
                Verdict::Done(_) => true,
                Verdict::NotAsked(t) => {
                    assert!(is_cyrillic_text(&t.ru) && !t.en.is_empty());
                    false
                }
                Verdict::Refused(r) => panic!("{}: legal {m} refused: {r}", l.id()),
            })
            .count();
        assert!(done >= 1, "{}", l.id());
        if l.id() != "single-step" {
            assert!(
                done <= 3,
                "{}: {done} of {} moves count",
                l.id(),
                moves.len()
            );
        }
    }
}

/// Typical mistakes in each lesson and what the player is told.
#[test]
fn typical_mistakes_are_explained() {
    let cases: [(&str, &[&str], &str, Refusal); 8] = [
        (
            "single-step",
            &["e4"],
            "e6",
            Refusal::SingleStep { distance: 2 },
        ),
        (
            "whole-line",
            &["d2", "d3", "d4"],
            "d8",
            Refusal::TooFar {
                stones: 3,
                distance: 4,
            },
        ),
        (
            "front-part",
            &["d3", "e4"],
            "h7",
            Refusal::TooFar {
                stones: 2,
                distance: 3,
            },
        ),
        (
            "no-jumping",
            &["d2", "d3", "d4"],
            "d7",
            Refusal::Blocked {
                at: sq("d6"),
                owner: Color::White,
            },
        ),
        (
            "capture",
            &["b3", "b4"],
            "b6",
            Refusal::CaptureNeedsLonger {
                stones: 2,
                enemy: 2,
            },
        ),
        (
            "answer-breakthrough",
            &["d2"],
            "e1",
            Refusal::SingleStoneCapture { at: sq("e1") },
        ),
        (
            "anti-copycat",
            &["h11"],
            "h12",
            Refusal::AntiCopycat { at: sq("h12") },
        ),
        ("capture", &["b2"], "b6", Refusal::SelectLine { stones: 3 }),
    ];
    for (id, selected, clicked, expected) in cases {
        let l = lesson(id);
        let got = l.check_click(&l.start(), &squares(selected), sq(clicked));
        assert_eq!(got, Some(Verdict::Refused(expected)), "{id}");
    }
}

fn not_asked(id: &str, mv: &str) -> Text {
    let l = lesson(id);
    let start = l.start();
    let mv = start.parse_move(mv).unwrap();
    match l.check_move(&start, mv) {
        Verdict::NotAsked(t) => t,
        other => panic!("{id} {mv}: {other:?}"),
    }
}

#[test]
fn legal_moves_that_miss_the_task_say_what_they_did() {
    let t = not_asked("whole-line", "d2-d5");
    assert_eq!(
        t.en,
        "d2-d5 moved 3 stones 1 square. Move all three stones three squares forward."
    );
    assert_eq!(
        t.ru,
        "Ход d2-d5 сдвинул 3 камня на 1 поле. Продвиньте все три камня на три поля вперёд."
    );
    assert!(
        not_asked("front-part", "c2-g6")
            .en
            .starts_with("c2-g6 moved 3 stones 2 squares.")
    );
    assert!(
        not_asked("no-jumping", "d3-d5")
            .en
            .starts_with("d3-d5 moved 2 stones 1 square.")
    );
    assert!(
        not_asked("capture", "b4-b5")
            .en
            .starts_with("b4-b5 moved 1 stone 1 square.")
    );
    assert!(
        not_asked("equal-line", "b5-b7")
            .en
            .starts_with("Black could now capture with b11xb7.")
    );
    assert!(
        not_asked("equal-line", "b6-b4")
            .en
            .starts_with("Black cannot capture now")
    );
    assert!(
        not_asked("breakthrough", "c11-c12")
            .en
            .starts_with("Black could answer with a12xc12.")
    );
    assert!(
        not_asked("answer-breakthrough", "d2-c3")
            .en
            .starts_with("Black would still lead on the far rows")
    );
    assert!(
        not_asked("anti-copycat", "h11-h10")
            .en
            .starts_with("Black would still lead")
    );
    assert!(
        not_asked("no-move", "c11-c12")
            .en
            .starts_with("Black can still move, for example")
    );
}

#[test]
fn lessons_with_a_reply_end_the_game_as_taught() {
    let l = lesson("breakthrough");
    let show = l.show_me();
    assert_eq!(show.len(), 2, "answer and reply");
    assert_eq!(show[1].to_string(), "a12-d12");
    let mut game = Game::from_position(l.start(), GameOptions::default());
    for mv in show {
        game.play(mv).unwrap();
    }
    assert_eq!(
        game.status(),
        Status::Over(Outcome {
            winner: Some(Color::White),
            reason: EndReason::Breakthrough
        })
    );
    // Every accepted breakthrough is followed by a legal reply.
    let start = l.start();
    for &m in start.legal_moves().iter() {
        if matches!(l.check_move(&start, m), Verdict::Done(_)) {
            let after = start.play(m).unwrap();
            let reply = l.reply(&after).expect("a reply");
            assert!(after.play(reply).is_ok());
        }
    }
    // Lessons without a reply have none.
    let step = lesson("single-step");
    assert_eq!(step.show_me().len(), 1);
    let no_move = lesson("no-move");
    let over = no_move.start().play(no_move.answer()).unwrap();
    assert!(matches!(
        over.status(),
        Status::Over(Outcome {
            reason: EndReason::NoMovesBreakthrough,
            ..
        })
    ));
}

#[test]
fn clicks_that_only_select_get_no_verdict() {
    let l = lesson("whole-line");
    let start = l.start();
    assert_eq!(l.check_click(&start, &[], sq("d2")), None);
    assert_eq!(l.check_click(&start, &squares(&["d2"]), sq("d4")), None);
}
