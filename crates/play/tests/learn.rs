//! The learn cores without Bevy: refusals of clicks, the tutorial's lessons,
//! and (further down) game records and links.

mod common;
use common::pos;
use epaminondas_core::*;
use epaminondas_play::i18n::{Language, Text};
use epaminondas_play::learn::*;
use proptest::prelude::*;

fn sq(s: &str) -> Square {
    s.parse().unwrap()
}

fn squares(list: &[&str]) -> Vec<Square> {
    list.iter().map(|s| sq(s)).collect()
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

/// The text in English.
fn en(m: &Text) -> String {
    Language::English.say(m)
}

/// The text in Russian.
fn ru(m: &Text) -> String {
    Language::Russian.say(m)
}

/// The text in German.
fn de(m: &Text) -> String {
    Language::German.say(m)
}

fn is_cyrillic_text(s: &str) -> bool {
    s.chars()
        .any(|c| ('а'..='я').contains(&c.to_lowercase().next().unwrap()))
}

// ---------------------------------------------------------------- refusals

#[test]
fn opponent_stone_with_nothing_selected() {
    let r = refusal(&Position::start(), &[], "b12");
    assert_eq!(r, Some(Refusal::OpponentStone { owner: Side::Black }));
    let text = r.unwrap().text();
    assert_eq!(en(&text), "Black's stone: it is White's turn.");
    assert_eq!(ru(&text), "Это камень чёрных, а ходят белые.");
    assert_eq!(
        de(&text),
        "Das ist ein Stein von Schwarz, aber Weiß ist am Zug."
    );
    let after = Position::start()
        .play(Position::start().parse_move("e2-e3").unwrap())
        .unwrap();
    assert_eq!(
        en(&refusal(&after, &[], "e1").unwrap().text()),
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
    let p = pos(&["e4"], &["j9"], Side::White);
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
        en(&Refusal::SingleStep { distance: 2 }.text()),
        "A single stone moves only one square."
    );
}

#[test]
fn a_lone_stone_heading_a_line_asks_for_the_line() {
    let p = pos(&["d2", "d3"], &["k10"], Side::White);
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
    let p = pos(&["d2", "d3"], &["k10"], Side::White);
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
        en(&text),
        "This line has 2 stones, so it moves at most 2 squares."
    );
    assert_eq!(
        ru(&text),
        "В этой линии 2 камня, поэтому она проходит не больше 2 полей."
    );
    assert_eq!(
        de(&text),
        "Diese Phalanx hat 2 Steine, also zieht sie höchstens 2 Felder weit."
    );
    let five = Refusal::TooFar {
        stones: 5,
        distance: 6,
    }
    .text();
    assert_eq!(
        ru(&five),
        "В этой линии 5 камней, поэтому она проходит не больше 5 полей."
    );
    // The Russian plural at 1, 2 and 5, and past the teens.
    let too_far = |n: u8| {
        ru(&Refusal::TooFar {
            stones: n,
            distance: n + 1,
        }
        .text())
    };
    assert_eq!(
        too_far(1),
        "В этой линии 1 камень, поэтому она проходит не больше 1 поля."
    );
    assert_eq!(
        too_far(2),
        "В этой линии 2 камня, поэтому она проходит не больше 2 полей."
    );
    assert_eq!(
        too_far(11),
        "В этой линии 11 камней, поэтому она проходит не больше 11 полей."
    );
    assert_eq!(
        too_far(21),
        "В этой линии 21 камень, поэтому она проходит не больше 21 поля."
    );
    assert_eq!(
        too_far(22),
        "В этой линии 22 камня, поэтому она проходит не больше 22 полей."
    );
}

#[test]
fn a_line_never_passes_through_stones() {
    let p = pos(&["d2", "d3", "d4"], &["d5", "d6", "d7", "d8"], Side::White);
    // The black run d5–d8 is too long to capture, and it blocks the way.
    assert_eq!(
        refusal(&p, &["d2", "d3", "d4"], "d7"),
        Some(Refusal::Blocked {
            at: sq("d5"),
            owner: Side::Black
        })
    );
    assert_eq!(
        refusal(&p, &["d2", "d3", "d4"], "d7").and_then(|r| r.focus()),
        Some(sq("d5")),
        "the blocker is the square to show"
    );
    let own = lesson("no-jumping").start();
    let r = refusal(&own, &["d2", "d3", "d4"], "d7");
    assert_eq!(
        r,
        Some(Refusal::Blocked {
            at: sq("d6"),
            owner: Side::White
        })
    );
    assert_eq!(
        en(&r.unwrap().text()),
        "White's stone on d6 is in the way: a line never jumps over stones."
    );
    assert_eq!(
        ru(&r.unwrap().text()),
        "На пути, на d6, стоит камень белых: линия не перепрыгивает через камни."
    );
    assert_eq!(
        de(&r.unwrap().text()),
        "Ein Stein von Weiß auf d6 steht im Weg: Eine Phalanx springt nie über Steine."
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
    assert!(en(&text).starts_with("2 against 2: an equal line cannot be captured."));
    assert!(ru(&text).starts_with("2 против 2: равную линию взять нельзя."));
    let q = pos(&["b2", "b3"], &["b5", "b6", "b7"], Side::White);
    let r = refusal(&q, &["b2", "b3"], "b5").unwrap();
    assert_eq!(
        r,
        Refusal::CaptureNeedsLonger {
            stones: 2,
            enemy: 3
        }
    );
    assert_eq!(
        en(&r.text()),
        "Your line of 2 cannot capture 3 stones: it needs more stones than the enemy line has."
    );
    assert!(ru(&r.text()).starts_with("Линия из 2 камней не может взять 3 камня"));
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
        en(&r.unwrap().text()),
        "This line moves towards d4. To move it the other way, clear the selection, then click d4 first and d2 second."
    );
    assert_eq!(
        refusal(&p, &line, "k10"),
        Some(Refusal::OpponentStone { owner: Side::Black })
    );
}

#[test]
fn the_anti_copycat_rule_is_named() {
    let p = lesson("anti-copycat").start();
    let r = refusal(&p, &["h11"], "h12");
    assert_eq!(r, Some(Refusal::AntiCopycat { at: sq("h12") }));
    assert!(en(&r.unwrap().text()).contains("anti-copycat"));
}

#[test]
fn nothing_moves_after_the_end() {
    let l = lesson("no-move");
    let over = l.start().play(l.answer()).unwrap();
    let r = refusal(&over, &[], "a11");
    assert!(
        matches!(r, Some(Refusal::GameOver { outcome }) if outcome.winner == Some(Side::White))
    );
    assert_eq!(en(&r.unwrap().text()), "The game is over: White won.");
    assert_eq!(ru(&r.unwrap().text()), "Партия окончена: победили белые.");
    assert_eq!(
        de(&r.unwrap().text()),
        "Die Partie ist vorbei: Weiß hat gewonnen."
    );
}

#[test]
fn typed_moves_are_refused_with_the_notation_reason() {
    let p = Position::start();
    let r = refuse_move(&p, "e2xe3".parse().unwrap()).unwrap();
    assert!(matches!(r, Refusal::NothingToCapture { .. }));
    assert_eq!(en(&r.text()), "Nothing to capture on e3: write e2-e3.");
    assert_eq!(
        refuse_move(&p, "e5-e6".parse().unwrap()),
        Some(Refusal::NoStone { at: sq("e5") })
    );
    assert_eq!(
        refuse_move(&p, "e11-e10".parse().unwrap()),
        Some(Refusal::OpponentStone { owner: Side::Black })
    );
}

/// Every refusal reads in every language, with its numbers filled in.
#[test]
fn every_refusal_has_both_texts() {
    let outcome = Outcome {
        winner: None,
        reason: EndReason::NoMoves,
    };
    let t: MoveText = "a1-a3".parse().unwrap();
    let all = [
        Refusal::GameOver { outcome },
        Refusal::OpponentStone { owner: Side::White },
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
            owner: Side::Black,
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
        for s in Language::ALL.map(|language| language.say(&text)) {
            assert!(!s.is_empty() && !s.contains(['{', '$']), "{r:?}: {s}");
            assert!(s.ends_with('.'), "{r:?}: {s}");
        }
        assert!(is_cyrillic_text(&ru(&text)), "{r:?}");
        assert!(!is_cyrillic_text(&en(&text)), "{r:?}");
        assert!(!is_cyrillic_text(&de(&text)), "{r:?}");
        assert_ne!(de(&text), en(&text), "{r:?}");
        assert_eq!(r.to_string(), en(&text));
    }
    assert_eq!(
        en(&Refusal::TooFar {
            stones: 1,
            distance: 2
        }
        .text()),
        "This line has 1 stone, so it moves at most 1 square."
    );
    assert_eq!(
        de(&Refusal::TooFar {
            stones: 1,
            distance: 2
        }
        .text()),
        "Diese Phalanx hat 1 Stein, also zieht sie höchstens 1 Feld weit."
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
            prop_assert!(!en(&r.text()).is_empty() && !ru(&r.text()).is_empty());
        }
    }
}

/// Every capture of random games is announced with the right counts.
#[test]
fn captures_are_announced_with_the_stones_left() {
    let mut announced = 0;
    for seed in 1..=4 {
        let positions = random_positions(seed, 120);
        for pair in positions.windows(2) {
            let (before, after) = (pair[0], pair[1]);
            let mv = before
                .legal_moves()
                .iter()
                .copied()
                .find(|&m| before.play(m) == Ok(after))
                .unwrap();
            match capture_notice(&before, mv) {
                None => assert!(!mv.is_capture()),
                Some(t) => {
                    announced += 1;
                    let score = format!(
                        "{} : {}",
                        after.count(Side::White),
                        after.count(Side::Black)
                    );
                    assert!(
                        en(&t).ends_with(&score) && ru(&t).ends_with(&score),
                        "{t:?}"
                    );
                    assert!(en(&t).contains(&format!("captured {} stone", mv.captured())));
                    assert!(is_cyrillic_text(&ru(&t)));
                }
            }
        }
    }
    assert!(announced > 0);
    let before = pos(&["b2", "b3", "b4"], &["b6", "b7"], Side::White);
    let mv = before.parse_move("b2xb6").unwrap();
    let notice = capture_notice(&before, mv).unwrap();
    assert_eq!(en(&notice), "White captured 2 stones · 3 : 0");
    assert_eq!(ru(&notice), "Белые взяли 2 камня · 3 : 0");
    assert_eq!(de(&notice), "Weiß hat 2 Steine geschlagen · 3 : 0");
    // Russian plurals at 1, 2 and 5 stones.
    let took = |white: &[&str], black: &[&str], mv: &str| {
        let before = pos(white, black, Side::White);
        ru(&capture_notice(&before, before.parse_move(mv).unwrap()).unwrap())
    };
    assert_eq!(
        took(&["a1", "a2"], &["a3", "n12"], "a1xa3"),
        "Белые взяли 1 камень · 2 : 1"
    );
    assert_eq!(
        took(
            &["a1", "a2", "a3", "a4", "a5", "a6"],
            &["a7", "a8", "a9", "a10", "a11", "n12"],
            "a1xa7"
        ),
        "Белые взяли 5 камней · 6 : 1"
    );
}

// ---------------------------------------------------------------- announcements

#[test]
fn a_move_is_announced_with_its_player_and_captures() {
    let before = pos(&["a1", "a2", "a3"], &["a4", "a5", "n12"], Side::White);
    let capture = before.parse_move("a1xa4").unwrap();
    let after = before.play(capture).unwrap();
    let said = move_announcement(Mover::You, capture, &after);
    assert_eq!(en(&said), "You: a1xa4, captures 2.");
    assert_eq!(ru(&said), "Вы: a1xa4, взято камней: 2.");
    assert_eq!(de(&said), "Du: a1xa4, schlägt 2.");
    let quiet = Position::start().parse_move("e1-e3").unwrap();
    let after = Position::start().play(quiet).unwrap();
    assert_eq!(
        en(&move_announcement(Mover::Computer, quiet, &after)),
        "Computer: e1-e3, a line of 2 moving 1 square."
    );
    assert_eq!(
        ru(&move_announcement(Mover::Computer, quiet, &after)),
        "Компьютер: e1-e3, линия из 2 камней на 1 поле."
    );
    // Two people at one device: the side's name.
    let said = move_announcement(Mover::Side(Side::White), quiet, &after);
    assert_eq!(
        (en(&said), ru(&said), de(&said)),
        (
            "White: e1-e3.".to_owned(),
            "Белые: e1-e3.".to_owned(),
            "Weiß: e1-e3.".to_owned()
        )
    );
    assert_eq!(
        en(&move_announcement(Mover::Opponent, quiet, &after)),
        "Opponent: e1-e3, a line of 2 moving 1 square."
    );
    assert_eq!(
        ru(&move_announcement(Mover::Opponent, quiet, &after)),
        "Соперник: e1-e3, линия из 2 камней на 1 поле."
    );
}

#[test]
fn a_breakthrough_is_announced_with_the_answer_it_needs() {
    // White's a11 steps onto the far row; Black still has stones and moves.
    let before = pos(&["a11", "n1"], &["n12", "m12"], Side::White);
    let mv = before.parse_move("a11-a12").unwrap();
    let after = before.play(mv).unwrap();
    assert!(after.must_answer_breakthrough());
    let said = move_announcement(Mover::You, mv, &after);
    assert_eq!(
        en(&said),
        "You: a11-a12. White has broken through: Black must answer."
    );
    assert_eq!(
        ru(&said),
        "Вы: a11-a12. Прорыв белых: чёрные должны ответить."
    );
    let state = state_readout(&after);
    assert!(
        en(&state).starts_with(
            "Black to move. Stones: White 2, Black 2. On the far row: White 1, Black 0."
        ),
        "{}",
        en(&state)
    );
    assert!(
        en(&state).ends_with("Black must answer the breakthrough."),
        "{}",
        en(&state)
    );
    assert_eq!(
        ru(&state),
        "Ход чёрных. Камни: белые 2, чёрные 2. На дальней линии: белые 1, чёрные 0. \
         Чёрные должны ответить на прорыв."
    );
}

#[test]
fn the_end_and_a_finished_state_are_read_out() {
    // White takes Black's last stone.
    let before = pos(&["c1", "c2"], &["c3"], Side::White);
    let mv = before.parse_move("c1xc3").unwrap();
    let after = before.play(mv).unwrap();
    let Status::Over(outcome) = after.status() else {
        panic!("the game should be over");
    };
    let said = outcome_announcement(outcome, Side::Black, Listener::Onlooker);
    assert_eq!(en(&said), "White wins. White captured every enemy stone.");
    assert_eq!(ru(&said), "Победа белых. Белые взяли все камни соперника.");
    assert_eq!(
        de(&said),
        "Weiß gewinnt. Weiß hat alle gegnerischen Steine geschlagen."
    );
    // Told to the player, the headline is the card's: "You won!", "You lost".
    let won = outcome_announcement(outcome, Side::Black, Listener::Won);
    assert_eq!(en(&won), "You won! White captured every enemy stone.");
    let lost = outcome_announcement(outcome, Side::Black, Listener::Lost);
    assert_eq!(
        de(&lost),
        "Du hast verloren. Weiß hat alle gegnerischen Steine geschlagen."
    );
    assert!(en(&state_readout(&after)).starts_with("White wins. White captured"));
    let draw = Outcome {
        winner: None,
        reason: EndReason::Repetition,
    };
    let drawn = outcome_announcement(draw, Side::White, Listener::Won);
    assert_eq!(
        en(&drawn),
        "Draw. The same position came up for the third time: a draw."
    );
    assert_eq!(
        ru(&drawn),
        "Ничья. Одна и та же позиция возникла в третий раз — ничья."
    );
    // Every ending has its words in both languages.
    for reason in [
        EndReason::Breakthrough,
        EndReason::Eliminated,
        EndReason::NoMovesBreakthrough,
        EndReason::NoMoves,
        EndReason::Repetition,
    ] {
        for winner in [None, Some(Side::White), Some(Side::Black)] {
            let said =
                outcome_announcement(Outcome { winner, reason }, Side::White, Listener::Lost);
            assert!(
                !en(&said).is_empty() && is_cyrillic_text(&ru(&said)),
                "{said:?}"
            );
        }
    }
}

#[test]
fn a_square_is_described_for_the_cursor() {
    let p = pos(&["e2", "e3", "e4"], &["e8", "n12"], Side::White);
    let said = square_description(&p, sq("e4"));
    assert_eq!(
        en(&said),
        "e4, white stone, front of a line of 3; moves to d3, d4, d5, e5, e6, e7, f3, f4, f5."
    );
    assert_eq!(
        ru(&said),
        "e4, белый камень, во главе линии из 3 камней; ходит на d3, d4, d5, e5, e6, e7, f3, f4, f5."
    );
    assert_eq!(
        de(&said),
        "e4, weißer Stein, an der Spitze einer Phalanx aus 3 Steinen; zieht nach d3, d4, d5, e5, e6, e7, f3, f4, f5."
    );
    // The other end heads the same line backwards, one square to the edge.
    assert_eq!(
        en(&square_description(&p, sq("e2"))),
        "e2, white stone, front of a line of 3; moves to d1, d2, d3, e1, f1, f2, f3."
    );
    // The middle stone heads no line that can move: it steps alone sideways.
    assert_eq!(
        en(&square_description(&p, sq("e3"))),
        "e3, white stone; moves to d2, d3, d4, f2, f3, f4."
    );
    // A capture landing says how many stones it takes.
    let p = pos(&["e2", "e3", "e4"], &["e5", "e6", "n12"], Side::White);
    let said = square_description(&p, sq("e4"));
    assert!(en(&said).contains("e5 capturing 2 stones"), "{}", en(&said));
    assert!(
        ru(&said).contains("e5 со взятием 2 камней"),
        "{}",
        ru(&said)
    );
    // The other side's stones and empty squares.
    assert_eq!(en(&square_description(&p, sq("e6"))), "e6, black stone.");
    assert_eq!(ru(&square_description(&p, sq("e6"))), "e6, чёрный камень.");
    assert_eq!(ru(&square_description(&p, sq("a1"))), "a1, пусто.");
    assert_eq!(de(&square_description(&p, sq("a1"))), "a1, leer.");
    // A stone with no move.
    let boxed = pos(&["a1", "n5"], &["a2", "b2", "b1", "n12"], Side::White);
    assert_eq!(
        en(&square_description(&boxed, sq("a1"))),
        "a1, white stone; no moves."
    );
}

#[test]
fn a_typed_move_is_played_only_when_the_rules_allow_it() {
    let start = Position::start();
    let mv = read_typed_move(&start, "e1-e3").unwrap();
    assert!(start.legal_moves().contains(&mv));
    // Spaces around and upper-case files are fine, as the notation allows.
    assert_eq!(read_typed_move(&start, "  E1-E3 "), Ok(mv));
    // Refused in the board's words, both languages.
    let too_far = read_typed_move(&start, "e1-e5").unwrap_err();
    assert_eq!(
        too_far,
        Refusal::TooFar {
            stones: 2,
            distance: 3
        }
        .text()
    );
    let theirs = read_typed_move(&start, "e12-e10").unwrap_err();
    assert_eq!(theirs, Refusal::OpponentStone { owner: Side::Black }.text());
    let empty = read_typed_move(&start, "e5-e6").unwrap_err();
    assert_eq!(empty, Refusal::NoStone { at: sq("e5") }.text());
    // The capture mark must be right.
    let p = pos(&["a1", "a2", "a3"], &["a4", "n12"], Side::White);
    assert_eq!(
        read_typed_move(&p, "a1-a4").unwrap_err(),
        Refusal::CaptureNotMarked {
            text: "a1-a4".parse().unwrap()
        }
        .text()
    );
    assert!(read_typed_move(&p, "a1xa4").is_ok());
    // Text that is no move says how to write one.
    for typed in ["", "hello", "e2", "e2-z9", "e2--e4"] {
        let why = read_typed_move(&start, typed).unwrap_err();
        assert!(
            en(&why).starts_with("Type a move") || en(&why).contains("square"),
            "{typed}: {why:?}"
        );
        assert!(is_cyrillic_text(&ru(&why)), "{typed}: {why:?}");
    }
    assert_eq!(
        read_typed_move(&start, "e2-f4").unwrap_err(),
        Refusal::NotOnALine {
            tail: sq("e2"),
            landing: sq("f4")
        }
        .text()
    );
    assert!(en(&read_typed_move(&start, "e2-e2").unwrap_err()).contains("both ends are e2"));
}

proptest! {
    /// Any text typed in any position: a legal move or a refusal in both
    /// languages, never a panic; a move read is one the rules list.
    #[test]
    fn any_typed_text_is_safe(seed in 1u64..1000, plies in 0usize..40, typed in "\\PC{0,12}") {
        let p = *random_positions(seed, plies).last().unwrap();
        match read_typed_move(&p, &typed) {
            Ok(mv) => prop_assert!(p.legal_moves().contains(&mv)),
            Err(why) => prop_assert!(!en(&why).is_empty() && !ru(&why).is_empty()),
        }
    }

    /// Every legal move typed as written is read as itself; every square is
    /// described in both languages.
    #[test]
    fn every_legal_move_reads_back(seed in 1u64..1000, plies in 0usize..40) {
        let p = *random_positions(seed, plies).last().unwrap();
        for &mv in p.legal_moves().iter() {
            prop_assert_eq!(read_typed_move(&p, &mv.to_string()), Ok(mv));
        }
        for square in Square::all() {
            let said = square_description(&p, square);
            prop_assert!(en(&said).starts_with(&square.to_string()));
            prop_assert!(ru(&said).starts_with(&square.to_string()));
        }
    }
}

// ---------------------------------------------------------------- lessons

#[test]
fn there_are_at_least_eight_lessons_in_every_language() {
    let all = lessons();
    assert!(all.len() >= 8, "{}", all.len());
    let mut ids: Vec<&str> = all.iter().map(|l| l.id()).collect();
    ids.sort();
    ids.dedup();
    assert_eq!(ids.len(), all.len(), "ids are unique");
    for l in &all {
        for t in [l.title(), l.intro(), l.task(), l.hint()] {
            assert!(
                !en(t).is_empty() && !ru(t).is_empty() && !de(t).is_empty(),
                "{}",
                l.id()
            );
            assert!(is_cyrillic_text(&ru(t)), "{}: {}", l.id(), ru(t));
            assert!(!is_cyrillic_text(&en(t)), "{}: {}", l.id(), en(t));
            assert!(!is_cyrillic_text(&de(t)), "{}: {}", l.id(), de(t));
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
        assert_eq!(start.side_to_move(), Side::White, "{}", l.id());
        assert_eq!(start.status(), Status::Ongoing, "{}", l.id());
        let stones = start.count(Side::White) + start.count(Side::Black);
        assert!(stones <= 8, "{}: {stones} stones", l.id());
        let answer = l.answer();
        match l.check_move(&start, answer) {
            LessonVerdict::Done(t) => assert!(
                en(&t).starts_with("Well done")
                    && ru(&t).starts_with("Верно")
                    && de(&t).starts_with("Gut gemacht"),
                "{}: {t:?}",
                l.id()
            ),
            other => panic!("{}: {other:?}", l.id()),
        }
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
                Some(LessonVerdict::Done(_))
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
                LessonVerdict::Done(_) => true,
                LessonVerdict::NotAsked(t) => {
                    assert!(is_cyrillic_text(&ru(&t)) && !en(&t).is_empty());
                    false
                }
                LessonVerdict::Refused(r) => panic!("{}: legal {m} refused: {r}", l.id()),
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
                owner: Side::White,
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
        assert_eq!(got, Some(LessonVerdict::Refused(expected)), "{id}");
    }
}

fn not_asked(id: &str, mv: &str) -> String {
    en(&not_asked_text(id, mv))
}

fn not_asked_text(id: &str, mv: &str) -> Text {
    let l = lesson(id);
    let start = l.start();
    let mv = start.parse_move(mv).unwrap();
    match l.check_move(&start, mv) {
        LessonVerdict::NotAsked(t) => t,
        other => panic!("{id} {mv}: {other:?}"),
    }
}

#[test]
fn legal_moves_that_miss_the_task_say_what_they_did() {
    let t = not_asked_text("whole-line", "d2-d5");
    assert_eq!(
        en(&t),
        "d2-d5 moved 3 stones 1 square. Move all three stones three squares forward."
    );
    assert_eq!(
        ru(&t),
        "Ход d2-d5 сдвинул 3 камня на 1 поле. Продвиньте все три камня на три поля вперёд."
    );
    assert_eq!(
        de(&t),
        "d2-d5 hat 3 Steine 1 Feld weit gezogen. Ziehe alle drei Steine drei Felder vor."
    );
    assert!(
        ru(&not_asked_text("capture", "b4-b5"))
            .starts_with("Ход b4-b5 сдвинул 1 камень на 1 поле.")
    );
    assert!(not_asked("front-part", "c2-g6").starts_with("c2-g6 moved 3 stones 2 squares."));
    assert!(not_asked("no-jumping", "d3-d5").starts_with("d3-d5 moved 2 stones 1 square."));
    assert!(not_asked("capture", "b4-b5").starts_with("b4-b5 moved 1 stone 1 square."));
    assert!(not_asked("equal-line", "b5-b7").starts_with("Black could now capture with b11xb7."));
    assert!(not_asked("equal-line", "b6-b4").starts_with("Black cannot capture now"));
    assert!(not_asked("breakthrough", "c11-c12").starts_with("Black could answer with a12xc12."));
    assert!(
        not_asked("answer-breakthrough", "d2-c3")
            .starts_with("Black would still lead on the far rows")
    );
    assert!(not_asked("anti-copycat", "h11-h10").starts_with("Black would still lead"));
    assert!(not_asked("no-move", "c11-c12").starts_with("Black can still move, for example"));
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
            winner: Some(Side::White),
            reason: EndReason::Breakthrough
        })
    );
    // Every accepted breakthrough is followed by a legal reply.
    let start = l.start();
    for &m in start.legal_moves().iter() {
        if matches!(l.check_move(&start, m), LessonVerdict::Done(_)) {
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

/// The game's selection rules (src/game/selection.rs) in a few lines: a click
/// on a mark plays, a click on an own stone selects it or the run from the
/// tail through it, anything else clears.
struct Board {
    position: Position,
    selected: Vec<Square>,
}

impl Board {
    fn click(&mut self, lesson: &Lesson, square: Square) -> Option<LessonVerdict> {
        let verdict = lesson.check_click(&self.position, &self.selected, square);
        let p = self.position;
        let me = p.side_to_move();
        let offered = p.legal_moves().iter().copied().find(|m| {
            !self.selected.is_empty()
                && m.tail() == self.selected[0]
                && m.landing() == square
                && if self.selected.len() == 1 {
                    m.group_len() == 1
                } else {
                    m.front() == *self.selected.last().unwrap()
                }
        });
        if let Some(mv) = offered {
            self.position = p.play(mv).unwrap();
            self.selected.clear();
        } else if p.stone(square) != Some(me) || self.selected.first() == Some(&square) {
            self.selected.clear();
        } else if let Some(&tail) = self.selected.first() {
            let run = Direction::between(tail, square).and_then(|(d, steps)| {
                let mut run = vec![tail];
                while let Some(next) = run.last().unwrap().offset(d, 1) {
                    if p.stone(next) != Some(me) {
                        break;
                    }
                    run.push(next);
                }
                (run.len() > usize::from(steps)).then_some(run)
            });
            self.selected = run.unwrap_or_else(|| vec![square]);
        } else {
            self.selected = vec![square];
        }
        verdict
    }
}

/// Each lesson played with the clicks its task describes.
#[test]
fn lessons_play_as_their_tasks_describe() {
    let scripts: [(&str, &[&str]); 10] = [
        ("single-step", &["e4", "e5"]),
        ("whole-line", &["d2", "d4", "d7"]),
        ("front-part", &["d3", "e4", "g6"]),
        ("no-jumping", &["d2", "d4", "d5"]),
        ("capture", &["b2", "b4", "b6"]),
        ("equal-line", &["c3", "b4"]),
        ("breakthrough", &["h11", "h12"]),
        ("answer-breakthrough", &["e3", "e2", "e1"]),
        ("anti-copycat", &["h11", "h12", "h11", "g12"]),
        ("no-move", &["c11", "b12"]),
    ];
    assert_eq!(scripts.len(), lessons().len());
    for (id, clicks) in scripts {
        let l = lesson(id);
        let mut board = Board {
            position: l.start(),
            selected: Vec::new(),
        };
        let verdicts: Vec<Option<LessonVerdict>> =
            clicks.iter().map(|c| board.click(&l, sq(c))).collect();
        let (last, before) = verdicts.split_last().unwrap();
        assert!(
            matches!(last, Some(LessonVerdict::Done(_))),
            "{id}: {verdicts:?}"
        );
        for v in before {
            let refused_copycat =
                matches!(v, Some(LessonVerdict::Refused(Refusal::AntiCopycat { .. })));
            assert!(
                v.is_none() || (id == "anti-copycat" && refused_copycat),
                "{id}: {verdicts:?}"
            );
        }
        assert_ne!(board.position, l.start(), "{id}: a move was made");
    }
}

// ---------------------------------------------------------------- records

use epaminondas_engine::Level;
use epaminondas_play::record::*;

/// A seeded random game from `start`, preferring captures half the time, until
/// it ends or reaches `plies` moves.
fn random_game(start: Position, options: GameOptions, seed: u64, plies: usize) -> Game {
    let mut state = seed.wrapping_mul(0x9E37_79B9_7F4A_7C15) | 1;
    let mut game = Game::from_position(start, options);
    for _ in 0..plies {
        if game.status() != Status::Ongoing {
            break;
        }
        let moves = game.position().legal_moves();
        state ^= state << 13;
        state ^= state >> 7;
        state ^= state << 17;
        let captures: Vec<Move> = moves.iter().copied().filter(|m| m.is_capture()).collect();
        let mv = if !captures.is_empty() && state.is_multiple_of(2) {
            captures[(state as usize / 2) % captures.len()]
        } else {
            moves[(state as usize) % moves.len()]
        };
        game.play(mv).unwrap();
    }
    game
}

fn players() -> (Player, Player) {
    (
        Player {
            name: Some("Anna \"the Bold\"".into()),
            level: None,
        },
        Player {
            name: Some("Computer".into()),
            level: Some(Level::Master),
        },
    )
}

fn captures(game: &Game) -> usize {
    game.moves().iter().filter(|m| m.is_capture()).count()
}

#[test]
fn finished_games_round_trip() {
    let mut finished = 0;
    for seed in 1..=12 {
        let game = random_game(Position::start(), GameOptions::default(), seed, 400);
        let (white, black) = players();
        let record = Record::new(game.clone(), white, black, Some("2026.12.01".into()));
        let text = record.to_string();
        let back = Record::parse(&text).unwrap_or_else(|e| panic!("{e}\n{text}"));
        assert_eq!(back, record, "{text}");
        assert_eq!(back.game().positions(), game.positions());
        assert!(text.lines().all(|l| l.chars().count() <= 80), "{text}");
        if let Status::Over(o) = game.status() {
            finished += 1;
            assert_eq!(record.result, GameResult::of_outcome(o));
            assert!(text.trim_end().ends_with(record.result.as_str()));
            let summary = replay(&text).unwrap();
            assert_eq!(summary.position, game.position().to_string());
            assert!(
                summary.result.starts_with(record.result.as_str()),
                "{}",
                summary.result
            );
            assert!(captures(&game) > 0, "seed {seed}");
        }
    }
    assert!(finished >= 6, "{finished} of 12 random games ended");
}

#[test]
fn a_game_from_another_start_with_captures_round_trips() {
    // Black to move, fewer stones, and the repetition rule on.
    let start = pos(
        &["b2", "b3", "b4", "e2", "e3", "h2", "i2", "j2", "m5"],
        &["b7", "b8", "e9", "f10", "g11", "h11", "j11", "k9"],
        Side::Black,
    );
    let options = GameOptions {
        repetition_draw: true,
    };
    let mut seen_capture = false;
    for seed in 1..=20 {
        let game = random_game(start, options, seed, 120);
        seen_capture |= captures(&game) > 0;
        let record = Record::new(game.clone(), Player::default(), Player::default(), None);
        let text = record.to_string();
        assert!(text.contains(&format!("[Start \"{start}\"]")), "{text}");
        assert!(text.contains("[Rules \"repetition draw\"]"), "{text}");
        if !game.moves().is_empty() {
            assert!(
                text.contains(&format!("1... {}", game.moves()[0])),
                "{text}"
            );
        }
        let back = Record::parse(&text).unwrap_or_else(|e| panic!("{e}\n{text}"));
        assert_eq!(back, record);
        assert!(back.game().options().repetition_draw);
        let link = to_fragment(&game);
        assert_eq!(from_fragment(&link).unwrap().record(), game.record());
    }
    assert!(seen_capture);
}

#[test]
fn the_standard_start_has_no_start_tag_and_players_keep_their_levels() {
    let mut game = Game::new(GameOptions::default());
    game.play_text("e2-e3").unwrap();
    let (white, black) = players();
    let text = Record::new(game, white, black, Some("2026.12.01".into())).to_string();
    assert_eq!(
        text,
        "[Date \"2026.12.01\"]\n[White \"Anna \\\"the Bold\\\"\"]\n[Black \"Computer\"]\n\
         [BlackLevel \"master\"]\n[Result \"*\"]\n\n1. e2-e3 *\n"
    );
    let back = Record::parse(&text).unwrap();
    assert_eq!(back.white.name.as_deref(), Some("Anna \"the Bold\""));
    assert_eq!(back.black.level, Some(Level::Master));
}

#[test]
fn bare_moves_comments_and_blank_lines_are_a_record() {
    let text = "\n  ; a game typed by hand\n1. e2-e3 {a quiet\nstart} b12-b10\n\n2.a1-a3 # pair\n2... B11-B9!?\n";
    let record = Record::parse(text).unwrap();
    let moves: Vec<String> = record
        .game()
        .moves()
        .iter()
        .map(|m| m.to_string())
        .collect();
    assert_eq!(moves, ["e2-e3", "b12-b10", "a1-a3", "b11-b9"]);
    assert_eq!(record.result, GameResult::Unfinished);
    assert_eq!(record.date, None);
    // Numbers are optional; a header alone is an empty game.
    assert_eq!(
        Record::parse("e2-e3 b12-b10").unwrap().game().moves().len(),
        2
    );
    let header_only = Record::parse("[White \"A\"]\n[Black \"B\"]").unwrap();
    assert!(header_only.game().moves().is_empty());
    // Windows line ends and a byte-order mark.
    let windows = "\u{feff}[White \"A\"]\r\n\r\n1. e2-e3 b12-b10\r\n";
    assert_eq!(Record::parse(windows).unwrap().game().moves().len(), 2);
    // An unknown tag is kept.
    let tagged = Record::parse("[Event \"Club night\"]\n1. e2-e3").unwrap();
    assert_eq!(
        tagged.other_tags,
        [("Event".to_string(), "Club night".to_string())]
    );
    assert!(tagged.to_string().contains("[Event \"Club night\"]"));
}

#[test]
fn a_written_result_of_an_unfinished_game_is_kept() {
    let record = Record::parse("[Result \"0-1\"]\n1. e2-e3 b12-b10 0-1").unwrap();
    assert_eq!(record.result, GameResult::BlackWins);
    assert_eq!(replay("1. e2-e3 0-1").unwrap().result, "0-1");
    let again = Record::parse(&record.to_string()).unwrap();
    assert_eq!(again, record);
}

fn parse_error(text: &str) -> ParseError {
    Record::parse(text).expect_err(text)
}

#[test]
fn bad_records_name_the_line_and_the_reason() {
    let e = parse_error("[Date \"2026.12.01\"]\n\n1. e2-e3 b12-b10\n2. a1-a5");
    assert_eq!(e.line, 4);
    assert_eq!(
        e.to_string(),
        "line 4: move 2 (a1-a5) is illegal: this line has 2 stones, so it moves at most 2 squares."
    );
    assert_eq!(
        ru(&e.text()),
        "Строка 4: ход 2 (a1-a5) недопустим: в этой линии 2 камня, поэтому она проходит не больше 2 полей."
    );

    let e = parse_error("1. e2-e3 b12-b10\n2. hello");
    assert_eq!(e.line, 2);
    assert!(
        matches!(e.kind, ParseErrorKind::MalformedMove { .. }),
        "{e}"
    );
    assert_eq!(
        e.to_string(),
        "line 2: \"hello\" is not a move: expected two squares joined by - or x, like a1-a3 or c2xc7"
    );
    assert_eq!(
        ru(&e.text()),
        "Строка 2: «hello» — не ход: нужны два поля через - или x, например a1-a3 или c2xc7"
    );

    let e = parse_error("1. e2-e3 e11-e10\n3. a1-a3");
    assert_eq!(
        (e.line, e.kind),
        (
            2,
            ParseErrorKind::BadMoveNumber {
                found: 3,
                expected: 2
            }
        )
    );

    let e = parse_error("[White \"A\"]\n[Black B]\n1. e2-e3");
    assert_eq!(e.line, 2);
    assert_eq!(e.kind, ParseErrorKind::BadTag(TagProblem::NotQuoted), "{e}");
    assert!(e.to_string().contains("double quotes"), "{e}");
    assert!(
        ru(&e.text()).contains("значение должно быть в двойных кавычках"),
        "{e}"
    );

    let e = parse_error("[White \"A\"\n");
    assert_eq!(
        (e.line, e.kind),
        (1, ParseErrorKind::BadTag(TagProblem::NotClosed))
    );

    let e = parse_error("[Date \"x\"]\n[Start \"14/14 w\"]\n");
    assert_eq!(e.line, 2);
    assert_eq!(
        e.kind,
        ParseErrorKind::BadStart(PositionParseError::RankCount(2))
    );
    assert_eq!(
        e.to_string(),
        "line 2: bad start position: expected 12 ranks separated by '/', found 2"
    );
    assert_eq!(
        ru(&e.text()),
        "Строка 2: неверная начальная позиция: нужно 12 горизонталей через «/», а их 2"
    );

    let e = parse_error("[WhiteLevel \"grandmaster\"]");
    assert_eq!(e.kind, ParseErrorKind::BadLevel("grandmaster".into()));
    assert_eq!(
        en(&e.kind.text()),
        "\"grandmaster\" is not a level: beginner, novice, intermediate, advanced, expert or master"
    );

    let e = parse_error("[Result \"2-0\"]");
    assert_eq!(e.kind, ParseErrorKind::BadResult("2-0".into()));

    let e = parse_error("[Rules \"three-fold\"]");
    assert_eq!(e.kind, ParseErrorKind::BadRules("three-fold".into()));

    let e = parse_error("[White \"A\"]\n[white \"B\"]");
    assert_eq!(
        (e.line, e.kind),
        (2, ParseErrorKind::DuplicateTag("white".into()))
    );

    let e = parse_error("1. e2-e3\n[White \"A\"]");
    assert_eq!((e.line, e.kind), (2, ParseErrorKind::TagAfterMoves));

    let e = parse_error("1. e2-e3 {never\nclosed\n");
    assert_eq!((e.line, e.kind), (1, ParseErrorKind::UnclosedComment));

    let e = parse_error(" \n; only a comment\n");
    assert_eq!(e.kind, ParseErrorKind::Empty);

    let e = parse_error("1. e2-e3 *\n1... b12-b10");
    assert_eq!(e.line, 2);
    assert!(
        matches!(e.kind, ParseErrorKind::MoveAfterEnd { outcome: None, .. }),
        "{e}"
    );

    let e = parse_error("[Result \"1-0\"]\n1. e2-e3 0-1");
    assert_eq!(
        (e.line, e.kind),
        (
            2,
            ParseErrorKind::ResultsDiffer {
                tag: GameResult::WhiteWins,
                end: GameResult::BlackWins
            }
        )
    );
}

#[test]
fn moves_after_the_end_and_wrong_results_are_refused() {
    // The no-move lesson's position: c11-b12 wins at once.
    let start = lesson("no-move").start_text();
    let won = format!("[Start \"{start}\"]\n1. c11-b12\n1... a12-b11");
    let e = parse_error(&won);
    assert_eq!(e.line, 3);
    assert!(
        matches!(e.kind, ParseErrorKind::MoveAfterEnd { outcome: Some(o), .. } if o.winner == Some(Side::White)),
        "{e}"
    );
    assert_eq!(
        e.to_string(),
        "line 3: move a12-b11 after the end of the game (White wins: no legal move to answer the breakthrough)"
    );
    let e = parse_error(&format!("[Start \"{start}\"]\n1. c11-b12 0-1"));
    assert_eq!(e.line, 2);
    assert!(
        matches!(e.kind, ParseErrorKind::ResultMismatch { .. }),
        "{e}"
    );
    let ok = Record::parse(&format!("[Start \"{start}\"]\n1. c11-b12")).unwrap();
    assert_eq!(ok.result, GameResult::WhiteWins);
    assert_eq!(
        replay(&ok.to_string()).unwrap().result,
        "1-0 (white wins: no legal move against a breakthrough)"
    );
}

#[test]
fn replay_gives_the_final_position_and_result() {
    let r = replay("1. e2-e3 b12-b10").unwrap();
    assert_eq!(
        r.to_string(),
        "B1BBBBBBBBBBBB/BBBBBBBBBBBBBB/1B12/14/14/14/14/14/14/4W9/WWWW1WWWWWWWWW/WWWWWWWWWWWWWW w\n*"
    );
    assert_eq!(replay("").unwrap_err().kind, ParseErrorKind::Empty);
}

#[test]
fn bad_fragments_are_refused() {
    assert!(matches!(
        from_fragment("hello"),
        Err(FragmentError::NotAGame)
    ));
    assert!(matches!(
        from_fragment("ep1.x"),
        Err(FragmentError::UnknownSection(_))
    ));
    assert!(matches!(
        from_fragment("ep1.s14_w"),
        Err(FragmentError::BadStart(_))
    ));
    assert_eq!(
        from_fragment("ep1.me2e3b12").map(|g| g.moves().len()),
        Err(FragmentError::BadSquares { number: 2 })
    );
    assert_eq!(
        from_fragment("ep1.me2e3z9z8").map(|g| g.moves().len()),
        Err(FragmentError::BadSquares { number: 2 })
    );
    let e = from_fragment("ep1.me2e4").unwrap_err();
    assert_eq!(
        e.to_string(),
        "move 1 (e2-e4) in this link is illegal: a single stone moves only one square."
    );
    let start = lesson("no-move")
        .start_text()
        .replace('/', "-")
        .replace(' ', "_");
    assert!(matches!(
        from_fragment(&format!("ep1.s{start}.mc11b12a12b11")),
        Err(FragmentError::AfterEnd { number: 2, .. })
    ));
    // The empty game, and the address around the fragment.
    assert_eq!(
        from_fragment("https://x.org/play?x=1#ep1.m")
            .unwrap()
            .moves()
            .len(),
        0
    );
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(64))]

    /// Random games go through a link and back unchanged.
    #[test]
    fn fragments_round_trip(seed in 1u64..u64::MAX, plies in 0usize..150) {
        let game = random_game(Position::start(), GameOptions::default(), seed, plies);
        let link = to_fragment(&game);
        prop_assert!(link.chars().all(|c| c.is_ascii_alphanumeric() || ".-_".contains(c)));
        let back = from_fragment(&link).unwrap();
        prop_assert_eq!(back.record(), game.record());
        // The link is a few characters a move.
        prop_assert!(link.len() <= 6 + 6 * game.moves().len());
    }

    /// Arbitrary text never panics the readers.
    #[test]
    fn arbitrary_text_never_panics(text in ".{0,300}") {
        let _ = Record::parse(&text);
        let _ = replay(&text);
        let _ = from_fragment(&text);
        let _ = from_fragment(&format!("ep1.m{text}"));
    }

    /// Texts close to valid records: a real record with one edit. A record
    /// that still parses round-trips; an error's line is within the text.
    #[test]
    fn edited_records_parse_or_name_a_line(
        seed in 1u64..1000,
        at in 0usize..10_000,
        edit in 0usize..4,
        ch in proptest::sample::select(vec!['x', '-', '1', '.', '{', '}', '[', ']', '"', '\n', ' ', 'a', '9', ';']),
    ) {
        let game = random_game(Position::start(), GameOptions::default(), seed, 60);
        let (white, black) = players();
        let mut text = Record::new(game, white, black, Some("2026.12.01".into())).to_string();
        let chars: Vec<char> = text.chars().collect();
        let i = at % (chars.len() + 1);
        let mut edited: Vec<char> = chars.clone();
        match edit {
            0 => edited.insert(i, ch),
            1 if i < chars.len() => { edited.remove(i); }
            2 if i < chars.len() => edited[i] = ch,
            _ => edited.truncate(i),
        }
        text = edited.into_iter().collect();
        match Record::parse(&text) {
            Ok(record) => prop_assert_eq!(Record::parse(&record.to_string()).unwrap(), record),
            Err(e) => {
                prop_assert!(e.line >= 1 && e.line <= text.lines().count().max(1), "{} in\n{}", e, text);
                prop_assert!(!ru(&e.text()).is_empty());
            }
        }
    }
}

/// `epaminondas-engine replay` prints the final position and the result of a
/// record, and refuses a bad one with its line number and exit code 1.
#[test]
fn engine_replays_a_record_file() {
    use std::process::Command;
    let dir = std::env::temp_dir().join(format!("epaminondas-replay-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let good = dir.join("good.txt");
    std::fs::write(&good, "[White \"Ann\"]\n\n1. e2-e3 b12-b10\n2. e3-e4\n").unwrap();
    let out = Command::new(env!("CARGO_BIN_EXE_epaminondas-engine"))
        .args(["replay", good.to_str().unwrap()])
        .output()
        .unwrap();
    assert!(out.status.success());
    let mut expected = Position::start();
    for text in ["e2-e3", "b12-b10", "e3-e4"] {
        expected = expected.play_unchecked(expected.parse_move(text).unwrap());
    }
    assert_eq!(
        String::from_utf8(out.stdout).unwrap(),
        format!("{expected}\n*\n")
    );
    let bad = dir.join("bad.txt");
    std::fs::write(&bad, "1. e2-e3 b12-b10\n2. e3-e6\n").unwrap();
    let out = Command::new(env!("CARGO_BIN_EXE_epaminondas-engine"))
        .args(["replay", bad.to_str().unwrap()])
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(1));
    let err = String::from_utf8(out.stderr).unwrap();
    assert!(err.contains("line 2: move 2 (e3-e6) is illegal"), "{err}");
    std::fs::remove_dir_all(&dir).unwrap();
}
