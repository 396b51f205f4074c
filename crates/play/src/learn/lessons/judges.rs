//! How each lesson judges a legal move: whether it does what the lesson asks, and if not,
//! what it did instead.

use crate::i18n::{LearnKey, Text};
use epaminondas_core::{EndReason, Move, Position, Side, Status};

/// "That moved 2 stones 1 square."
fn describe(mv: Move) -> Text {
    Text::new(LearnKey::LessonMoved)
        .with("move", mv.to_string())
        .with("n", mv.group_len())
        .with("k", mv.distance())
        .with("captured", mv.captured())
}

/// Accepts exactly the moves written in `wanted`.
fn one_of(before: &Position, mv: Move, wanted: &[&str]) -> Result<(), Text> {
    let ok = wanted
        .iter()
        .any(|w| before.parse_move(w).is_ok_and(|m| m == mv));
    if ok { Ok(()) } else { Err(describe(mv)) }
}

/// A capture the side to move has in `position`, if any.
fn some_capture(position: &Position) -> Option<Move> {
    position
        .legal_moves()
        .iter()
        .copied()
        .find(|m| m.is_capture())
}

/// Whether the game is over in `position` with White the winner.
fn white_wins_after(after: &Position) -> bool {
    matches!(
        after.status(),
        Status::Over(o) if o.winner == Some(Side::White)
    )
}

/// Black's reply that stops White's breakthrough, if there is one.
fn answer_to_breakthrough(after: &Position) -> Option<Move> {
    after.legal_moves().iter().copied().find(|&reply| {
        let next = after.play_unchecked(reply);
        !white_wins_after(&next)
    })
}

pub(super) fn judge_any_step(_: &Position, mv: Move) -> Result<(), Text> {
    if mv.group_len() == 1 {
        Ok(())
    } else {
        Err(describe(mv))
    }
}

pub(super) fn judge_whole_line(before: &Position, mv: Move) -> Result<(), Text> {
    one_of(before, mv, &["d2-d7"])
}

pub(super) fn judge_front_part(before: &Position, mv: Move) -> Result<(), Text> {
    one_of(before, mv, &["d3-g6"])
}

pub(super) fn judge_blocked(before: &Position, mv: Move) -> Result<(), Text> {
    one_of(before, mv, &["d2-d5"])
}

pub(super) fn judge_capture(before: &Position, mv: Move) -> Result<(), Text> {
    one_of(before, mv, &["b2xb6"])
}

/// Done when White's file-b line is three long (b4–b6), as long as Black's.
pub(super) fn judge_equal(before: &Position, mv: Move) -> Result<(), Text> {
    let after = before.play_unchecked(mv);
    let line = ["b4", "b5", "b6"];
    if line.iter().all(|s| {
        s.parse()
            .is_ok_and(|sq| after.stone(sq) == Some(Side::White))
    }) {
        return Ok(());
    }
    Err(match some_capture(&after) {
        Some(capture) => {
            Text::new(LearnKey::LessonBlackCouldCapture).with("move", capture.to_string())
        }
        None => Text::new(LearnKey::LessonBlackCannotCapture),
    })
}

/// Done when White stands on rank 12 and no Black reply stops the win.
pub(super) fn judge_breakthrough(before: &Position, mv: Move) -> Result<(), Text> {
    let after = before.play_unchecked(mv);
    if after.far_row_count(Side::White) == 0 {
        return Err(describe(mv));
    }
    match answer_to_breakthrough(&after) {
        None => Ok(()),
        Some(reply) => {
            Err(Text::new(LearnKey::LessonBlackCouldAnswer).with("move", reply.to_string()))
        }
    }
}

/// Done when Black no longer leads on the far rows after White's move.
pub(super) fn judge_answer(before: &Position, mv: Move) -> Result<(), Text> {
    let after = before.play_unchecked(mv);
    if after.far_row_count(Side::Black) > after.far_row_count(Side::White) {
        Err(Text::new(LearnKey::LessonBlackStillLeads))
    } else {
        Ok(())
    }
}

/// Done when Black is left without a legal move and loses for it.
pub(super) fn judge_no_move(before: &Position, mv: Move) -> Result<(), Text> {
    let after = before.play_unchecked(mv);
    let stuck = Status::Over(epaminondas_core::Outcome {
        winner: Some(Side::White),
        reason: EndReason::NoMovesBreakthrough,
    });
    if after.status() == stuck {
        return Ok(());
    }
    Err(match after.legal_moves().first() {
        Some(m) => Text::new(LearnKey::LessonBlackCanMove).with("move", m.to_string()),
        None => describe(mv),
    })
}
