//! The tutorial: short lessons, each a prepared position, a sentence or two, a
//! task done with the normal controls, and a check that says whether the move
//! did what was asked. Legality and the end of the game come from the rules
//! core; a refused click is explained with a [`Refusal`].

use super::refusal::{Refusal, refuse_click};
use crate::i18n::{LearnKey, Message};
use crate::rules::{Color, EndReason, Move, MoveText, Position, Square, Status};

/// What a lesson says about the player's action.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Verdict {
    /// The move does what the lesson asks: the lesson is complete (after the
    /// opponent's [`Lesson::reply`], if it has one). The text says why it works.
    Done(Message),
    /// The action makes no move; the refusal says why.
    Refused(Refusal),
    /// A legal move, but not what the lesson asks; the text says what it did and
    /// what to try. The game takes the move back (or restarts the lesson).
    NotAsked(Message),
}

impl Verdict {
    /// The verdict as the player reads it.
    pub fn text(&self) -> Message {
        match self {
            Verdict::Done(t) | Verdict::NotAsked(t) => t.clone(),
            Verdict::Refused(r) => r.text(),
        }
    }
}

/// Whether a legal move does what a lesson asks; `Err` holds why not.
type Judge = fn(&Position, Move) -> Result<(), Message>;

/// One lesson of the tutorial. White is the learner's side in every lesson.
#[derive(Clone, Debug)]
pub struct Lesson {
    id: &'static str,
    title: Message,
    intro: Message,
    task: Message,
    hint: Message,
    done: Message,
    start: &'static str,
    answer: &'static str,
    reply: Option<&'static str>,
    judge: Judge,
}

impl Lesson {
    /// A stable name for saving progress, such as `"single-step"`.
    pub fn id(&self) -> &'static str {
        self.id
    }

    /// A short title.
    pub fn title(&self) -> &Message {
        &self.title
    }

    /// One or two sentences on the rule the lesson teaches.
    pub fn intro(&self) -> &Message {
        &self.intro
    }

    /// What the player is asked to do on the board.
    pub fn task(&self) -> &Message {
        &self.task
    }

    /// A nudge towards the answer, for a player who asks or keeps missing; it
    /// also follows the explanation of a move that missed the task.
    pub fn hint(&self) -> &Message {
        &self.hint
    }

    /// The prepared position in RULES.md's position text.
    pub fn start_text(&self) -> &'static str {
        self.start
    }

    /// The prepared position.
    pub fn start(&self) -> Position {
        self.start
            .parse()
            .expect("every lesson's position parses (tests/learn.rs)")
    }

    /// The move that completes the lesson, for "show me".
    pub fn answer(&self) -> Move {
        self.start()
            .parse_move(self.answer)
            .expect("every lesson's answer is legal (tests/learn.rs)")
    }

    /// What "show me" plays from the start: the answer, then the opponent's reply if
    /// the lesson has one.
    pub fn show_me(&self) -> Vec<Move> {
        let answer = self.answer();
        let after = self.start().play_unchecked(answer);
        std::iter::once(answer).chain(self.reply(&after)).collect()
    }

    /// The opponent's move after the player's correct move, if the lesson has one:
    /// the prepared reply, or the first legal move should the player's move have
    /// made it illegal. `None` when the lesson has no reply or the game is over.
    pub fn reply(&self, after: &Position) -> Option<Move> {
        let prepared = self.reply?;
        after
            .parse_move(prepared)
            .ok()
            .or_else(|| after.legal_moves().first().copied())
    }

    /// The verdict on a click on `clicked` with `selected` chosen (the game's
    /// selection, tail first), or `None` when the click only selects stones.
    ///
    /// ```
    /// use epaminondas::learn::{Refusal, Verdict, lessons};
    /// use epaminondas::rules::Square;
    /// let sq = |s: &str| s.parse::<Square>().unwrap();
    /// let lesson = lessons().into_iter().find(|l| l.id() == "front-part").unwrap();
    /// let pos = lesson.start();
    /// let front_pair = [sq("d3"), sq("e4")];
    /// assert_eq!(
    ///     lesson.check_click(&pos, &front_pair, sq("h7")),
    ///     Some(Verdict::Refused(Refusal::TooFar { stones: 2, distance: 3 }))
    /// );
    /// assert!(matches!(lesson.check_click(&pos, &front_pair, sq("g6")), Some(Verdict::Done(_))));
    /// assert_eq!(lesson.check_click(&pos, &[], sq("d3")), None); // selecting
    /// ```
    pub fn check_click(
        &self,
        position: &Position,
        selected: &[Square],
        clicked: Square,
    ) -> Option<Verdict> {
        if let Some(refusal) = refuse_click(position, selected, clicked) {
            return Some(Verdict::Refused(refusal));
        }
        let mv = selected_move(position, selected, clicked)?;
        Some(self.check_move(position, mv))
    }

    /// The verdict on the legal move `mv` played in `position`.
    pub fn check_move(&self, position: &Position, mv: Move) -> Verdict {
        if let Err(illegal) = position.play(mv) {
            return Verdict::Refused(Refusal::from_illegal(position, illegal));
        }
        match (self.judge)(position, mv) {
            Ok(()) => Verdict::Done(self.done.clone()),
            Err(why) => Verdict::NotAsked(why.then(self.hint.clone())),
        }
    }
}

/// The legal move that clicking `clicked` makes with `selected` chosen, as the
/// game's selection allows it: a single step of a lone stone, or a move of the
/// selected line with that front.
fn selected_move(position: &Position, selected: &[Square], clicked: Square) -> Option<Move> {
    let (&tail, &front) = (selected.first()?, selected.last()?);
    let capture = position.stone(clicked) == Some(position.side_to_move().opposite());
    let mv = position
        .find_move(MoveText {
            tail,
            landing: clicked,
            capture,
        })
        .ok()?;
    let fits = if selected.len() == 1 {
        mv.group_len() == 1
    } else {
        mv.front() == front
    };
    fits.then_some(mv)
}

/// "That moved 2 stones 1 square."
fn describe(mv: Move) -> Message {
    Message::new(LearnKey::LessonMoved)
        .with("move", mv.to_string())
        .with("n", mv.group_len())
        .with("k", mv.distance())
        .with("captured", mv.captured())
}

/// Accepts exactly the moves written in `wanted`.
fn one_of(before: &Position, mv: Move, wanted: &[&str]) -> Result<(), Message> {
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
        Status::Over(o) if o.winner == Some(Color::White)
    )
}

/// Black's reply that stops White's breakthrough, if there is one.
fn answer_to_breakthrough(after: &Position) -> Option<Move> {
    after.legal_moves().iter().copied().find(|&reply| {
        let next = after.play_unchecked(reply);
        !white_wins_after(&next)
    })
}

fn judge_any_step(_: &Position, mv: Move) -> Result<(), Message> {
    if mv.group_len() == 1 {
        Ok(())
    } else {
        Err(describe(mv))
    }
}

fn judge_whole_line(before: &Position, mv: Move) -> Result<(), Message> {
    one_of(before, mv, &["d2-d7"])
}

fn judge_front_part(before: &Position, mv: Move) -> Result<(), Message> {
    one_of(before, mv, &["d3-g6"])
}

fn judge_blocked(before: &Position, mv: Move) -> Result<(), Message> {
    one_of(before, mv, &["d2-d5"])
}

fn judge_capture(before: &Position, mv: Move) -> Result<(), Message> {
    one_of(before, mv, &["b2xb6"])
}

/// Done when White's file-b line is three long (b4–b6), as long as Black's.
fn judge_equal(before: &Position, mv: Move) -> Result<(), Message> {
    let after = before.play_unchecked(mv);
    let line = ["b4", "b5", "b6"];
    if line.iter().all(|s| {
        s.parse()
            .is_ok_and(|sq| after.stone(sq) == Some(Color::White))
    }) {
        return Ok(());
    }
    Err(match some_capture(&after) {
        Some(capture) => {
            Message::new(LearnKey::LessonBlackCouldCapture).with("move", capture.to_string())
        }
        None => Message::new(LearnKey::LessonBlackCannotCapture),
    })
}

/// Done when White stands on rank 12 and no Black reply stops the win.
fn judge_breakthrough(before: &Position, mv: Move) -> Result<(), Message> {
    let after = before.play_unchecked(mv);
    if after.far_row_count(Color::White) == 0 {
        return Err(describe(mv));
    }
    match answer_to_breakthrough(&after) {
        None => Ok(()),
        Some(reply) => {
            Err(Message::new(LearnKey::LessonBlackCouldAnswer).with("move", reply.to_string()))
        }
    }
}

/// Done when Black no longer leads on the far rows after White's move.
fn judge_answer(before: &Position, mv: Move) -> Result<(), Message> {
    let after = before.play_unchecked(mv);
    if after.far_row_count(Color::Black) > after.far_row_count(Color::White) {
        Err(Message::new(LearnKey::LessonBlackStillLeads))
    } else {
        Ok(())
    }
}

/// Done when Black is left without a legal move and loses for it.
fn judge_no_move(before: &Position, mv: Move) -> Result<(), Message> {
    let after = before.play_unchecked(mv);
    let stuck = Status::Over(crate::rules::Outcome {
        winner: Some(Color::White),
        reason: EndReason::NoMovesBreakthrough,
    });
    if after.status() == stuck {
        return Ok(());
    }
    Err(match after.legal_moves().first() {
        Some(m) => Message::new(LearnKey::LessonBlackCanMove).with("move", m.to_string()),
        None => describe(mv),
    })
}

/// The lessons in order. The tutorial then continues with a first easy game.
///
/// ```
/// use epaminondas::i18n::Language;
/// use epaminondas::learn::{Verdict, lessons};
/// let all = lessons();
/// assert!(all.len() >= 8);
/// let first = &all[0];
/// assert_eq!(Language::English.say(first.title()), "One stone, one step");
/// assert_eq!(Language::Russian.say(first.title()), "Один камень — один шаг");
/// assert_eq!(Language::German.say(first.title()), "Ein Stein, ein Schritt");
/// let pos = first.start();
/// assert!(matches!(first.check_move(&pos, first.answer()), Verdict::Done(_)));
/// ```
pub fn lessons() -> Vec<Lesson> {
    vec![
        Lesson {
            id: "single-step",
            title: Message::new(LearnKey::LessonSingleStepTitle),
            intro: Message::new(LearnKey::LessonSingleStepIntro),
            task: Message::new(LearnKey::LessonSingleStepTask),
            hint: Message::new(LearnKey::LessonSingleStepHint),
            done: Message::new(LearnKey::LessonSingleStepDone),
            start: "14/14/14/9B4/14/14/14/14/4W9/14/14/14 w",
            answer: "e4-e5",
            reply: None,
            judge: judge_any_step,
        },
        Lesson {
            id: "whole-line",
            title: Message::new(LearnKey::LessonWholeLineTitle),
            intro: Message::new(LearnKey::LessonWholeLineIntro),
            task: Message::new(LearnKey::LessonWholeLineTask),
            hint: Message::new(LearnKey::LessonWholeLineHint),
            done: Message::new(LearnKey::LessonWholeLineDone),
            start: "14/14/10B3/14/14/14/14/14/3W10/3W10/3W10/14 w",
            answer: "d2-d7",
            reply: None,
            judge: judge_whole_line,
        },
        Lesson {
            id: "front-part",
            title: Message::new(LearnKey::LessonFrontPartTitle),
            intro: Message::new(LearnKey::LessonFrontPartIntro),
            task: Message::new(LearnKey::LessonFrontPartTask),
            hint: Message::new(LearnKey::LessonFrontPartHint),
            done: Message::new(LearnKey::LessonFrontPartDone),
            start: "14/14/10B3/14/14/14/14/14/4W9/3W10/2W11/14 w",
            answer: "d3-g6",
            reply: None,
            judge: judge_front_part,
        },
        Lesson {
            id: "no-jumping",
            title: Message::new(LearnKey::LessonNoJumpingTitle),
            intro: Message::new(LearnKey::LessonNoJumpingIntro),
            task: Message::new(LearnKey::LessonNoJumpingTask),
            hint: Message::new(LearnKey::LessonNoJumpingHint),
            done: Message::new(LearnKey::LessonNoJumpingDone),
            start: "14/14/10B3/14/14/14/3W10/14/3W10/3W10/3W10/14 w",
            answer: "d2-d5",
            reply: None,
            judge: judge_blocked,
        },
        Lesson {
            id: "capture",
            title: Message::new(LearnKey::LessonCaptureTitle),
            intro: Message::new(LearnKey::LessonCaptureIntro),
            task: Message::new(LearnKey::LessonCaptureTask),
            hint: Message::new(LearnKey::LessonCaptureHint),
            done: Message::new(LearnKey::LessonCaptureDone),
            start: "14/14/10B3/14/14/1B12/1B12/14/1W12/1W12/1W12/14 w",
            answer: "b2xb6",
            reply: None,
            judge: judge_capture,
        },
        Lesson {
            id: "equal-line",
            title: Message::new(LearnKey::LessonEqualLineTitle),
            intro: Message::new(LearnKey::LessonEqualLineIntro),
            task: Message::new(LearnKey::LessonEqualLineTask),
            hint: Message::new(LearnKey::LessonEqualLineHint),
            done: Message::new(LearnKey::LessonEqualLineDone),
            start: "14/1B12/1B12/1B12/14/14/1W12/1W12/14/2W11/14/14 w",
            answer: "c3-b4",
            reply: None,
            judge: judge_equal,
        },
        Lesson {
            id: "breakthrough",
            title: Message::new(LearnKey::LessonBreakthroughTitle),
            intro: Message::new(LearnKey::LessonBreakthroughIntro),
            task: Message::new(LearnKey::LessonBreakthroughTask),
            hint: Message::new(LearnKey::LessonBreakthroughHint),
            done: Message::new(LearnKey::LessonBreakthroughDone),
            start: "BB12/2W4W6/14/14/14/14/14/14/14/14/14/14 w",
            answer: "h11-h12",
            reply: Some("a12-d12"),
            judge: judge_breakthrough,
        },
        Lesson {
            id: "answer-breakthrough",
            title: Message::new(LearnKey::LessonAnswerBreakthroughTitle),
            intro: Message::new(LearnKey::LessonAnswerBreakthroughIntro),
            task: Message::new(LearnKey::LessonAnswerBreakthroughTask),
            hint: Message::new(LearnKey::LessonAnswerBreakthroughHint),
            done: Message::new(LearnKey::LessonAnswerBreakthroughDone),
            start: "14/14/10B3/14/14/14/14/14/14/4W9/3WW9/4B9 w",
            answer: "e3xe1",
            reply: None,
            judge: judge_answer,
        },
        Lesson {
            id: "anti-copycat",
            title: Message::new(LearnKey::LessonAntiCopycatTitle),
            intro: Message::new(LearnKey::LessonAntiCopycatIntro),
            task: Message::new(LearnKey::LessonAntiCopycatTask),
            hint: Message::new(LearnKey::LessonAntiCopycatHint),
            done: Message::new(LearnKey::LessonAntiCopycatDone),
            start: "14/7W6/14/14/14/14/14/14/14/14/14/6B7 w",
            answer: "h11-g12",
            reply: None,
            judge: judge_answer,
        },
        Lesson {
            id: "no-move",
            title: Message::new(LearnKey::LessonNoMoveTitle),
            intro: Message::new(LearnKey::LessonNoMoveIntro),
            task: Message::new(LearnKey::LessonNoMoveTask),
            hint: Message::new(LearnKey::LessonNoMoveHint),
            done: Message::new(LearnKey::LessonNoMoveDone),
            start: "B13/WWW11/14/14/14/14/14/14/14/14/14/14 w",
            answer: "c11-b12",
            reply: None,
            judge: judge_no_move,
        },
    ]
}
