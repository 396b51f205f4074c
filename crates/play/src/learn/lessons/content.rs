//! The lessons' content: for each, its texts (keys of the catalogue), its position, the move
//! it asks for, the opponent's reply and its judge.

use super::judges::*;
use super::lesson::Lesson;
use crate::i18n::{LearnKey, Message};

/// The lessons in order. The tutorial then continues with a first easy game.
///
/// ```
/// use epaminondas_play::i18n::Language;
/// use epaminondas_play::learn::{LessonVerdict, lessons};
/// let all = lessons();
/// assert!(all.len() >= 8);
/// let first = &all[0];
/// assert_eq!(Language::English.say(first.title()), "One stone, one step");
/// assert_eq!(Language::Russian.say(first.title()), "Один камень — один шаг");
/// assert_eq!(Language::German.say(first.title()), "Ein Stein, ein Schritt");
/// let pos = first.start();
/// assert!(matches!(first.check_move(&pos, first.answer()), LessonVerdict::Done(_)));
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
