//! The lessons' content: for each, its texts (keys of the catalogue), its position, the move
//! it asks for, the opponent's reply and its judge.

use super::judges::*;
use super::lesson::Lesson;
use crate::i18n::{LearnKey, Text};

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
            title: Text::new(LearnKey::LessonSingleStepTitle),
            intro: Text::new(LearnKey::LessonSingleStepIntro),
            task: Text::new(LearnKey::LessonSingleStepTask),
            hint: Text::new(LearnKey::LessonSingleStepHint),
            done: Text::new(LearnKey::LessonSingleStepDone),
            start: "14/14/14/9B4/14/14/14/14/4W9/14/14/14 w",
            answer: "e4-e5",
            reply: None,
            judge: judge_any_step,
        },
        Lesson {
            id: "whole-line",
            title: Text::new(LearnKey::LessonWholeLineTitle),
            intro: Text::new(LearnKey::LessonWholeLineIntro),
            task: Text::new(LearnKey::LessonWholeLineTask),
            hint: Text::new(LearnKey::LessonWholeLineHint),
            done: Text::new(LearnKey::LessonWholeLineDone),
            start: "14/14/10B3/14/14/14/14/14/3W10/3W10/3W10/14 w",
            answer: "d2-d7",
            reply: None,
            judge: judge_whole_line,
        },
        Lesson {
            id: "front-part",
            title: Text::new(LearnKey::LessonFrontPartTitle),
            intro: Text::new(LearnKey::LessonFrontPartIntro),
            task: Text::new(LearnKey::LessonFrontPartTask),
            hint: Text::new(LearnKey::LessonFrontPartHint),
            done: Text::new(LearnKey::LessonFrontPartDone),
            start: "14/14/10B3/14/14/14/14/14/4W9/3W10/2W11/14 w",
            answer: "d3-g6",
            reply: None,
            judge: judge_front_part,
        },
        Lesson {
            id: "no-jumping",
            title: Text::new(LearnKey::LessonNoJumpingTitle),
            intro: Text::new(LearnKey::LessonNoJumpingIntro),
            task: Text::new(LearnKey::LessonNoJumpingTask),
            hint: Text::new(LearnKey::LessonNoJumpingHint),
            done: Text::new(LearnKey::LessonNoJumpingDone),
            start: "14/14/10B3/14/14/14/3W10/14/3W10/3W10/3W10/14 w",
            answer: "d2-d5",
            reply: None,
            judge: judge_blocked,
        },
        Lesson {
            id: "capture",
            title: Text::new(LearnKey::LessonCaptureTitle),
            intro: Text::new(LearnKey::LessonCaptureIntro),
            task: Text::new(LearnKey::LessonCaptureTask),
            hint: Text::new(LearnKey::LessonCaptureHint),
            done: Text::new(LearnKey::LessonCaptureDone),
            start: "14/14/10B3/14/14/1B12/1B12/14/1W12/1W12/1W12/14 w",
            answer: "b2xb6",
            reply: None,
            judge: judge_capture,
        },
        Lesson {
            id: "equal-line",
            title: Text::new(LearnKey::LessonEqualLineTitle),
            intro: Text::new(LearnKey::LessonEqualLineIntro),
            task: Text::new(LearnKey::LessonEqualLineTask),
            hint: Text::new(LearnKey::LessonEqualLineHint),
            done: Text::new(LearnKey::LessonEqualLineDone),
            start: "14/1B12/1B12/1B12/14/14/1W12/1W12/14/2W11/14/14 w",
            answer: "c3-b4",
            reply: None,
            judge: judge_equal,
        },
        Lesson {
            id: "breakthrough",
            title: Text::new(LearnKey::LessonBreakthroughTitle),
            intro: Text::new(LearnKey::LessonBreakthroughIntro),
            task: Text::new(LearnKey::LessonBreakthroughTask),
            hint: Text::new(LearnKey::LessonBreakthroughHint),
            done: Text::new(LearnKey::LessonBreakthroughDone),
            start: "BB12/2W4W6/14/14/14/14/14/14/14/14/14/14 w",
            answer: "h11-h12",
            reply: Some("a12-d12"),
            judge: judge_breakthrough,
        },
        Lesson {
            id: "answer-breakthrough",
            title: Text::new(LearnKey::LessonAnswerBreakthroughTitle),
            intro: Text::new(LearnKey::LessonAnswerBreakthroughIntro),
            task: Text::new(LearnKey::LessonAnswerBreakthroughTask),
            hint: Text::new(LearnKey::LessonAnswerBreakthroughHint),
            done: Text::new(LearnKey::LessonAnswerBreakthroughDone),
            start: "14/14/10B3/14/14/14/14/14/14/4W9/3WW9/4B9 w",
            answer: "e3xe1",
            reply: None,
            judge: judge_answer,
        },
        Lesson {
            id: "anti-copycat",
            title: Text::new(LearnKey::LessonAntiCopycatTitle),
            intro: Text::new(LearnKey::LessonAntiCopycatIntro),
            task: Text::new(LearnKey::LessonAntiCopycatTask),
            hint: Text::new(LearnKey::LessonAntiCopycatHint),
            done: Text::new(LearnKey::LessonAntiCopycatDone),
            start: "14/7W6/14/14/14/14/14/14/14/14/14/6B7 w",
            answer: "h11-g12",
            reply: None,
            judge: judge_answer,
        },
        Lesson {
            id: "no-move",
            title: Text::new(LearnKey::LessonNoMoveTitle),
            intro: Text::new(LearnKey::LessonNoMoveIntro),
            task: Text::new(LearnKey::LessonNoMoveTask),
            hint: Text::new(LearnKey::LessonNoMoveHint),
            done: Text::new(LearnKey::LessonNoMoveDone),
            start: "B13/WWW11/14/14/14/14/14/14/14/14/14/14 w",
            answer: "c11-b12",
            reply: None,
            judge: judge_no_move,
        },
    ]
}
