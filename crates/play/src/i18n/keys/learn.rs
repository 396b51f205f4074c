//! The names of the texts of [`crate::learn`]: the tutorial's lessons, the reasons a click or a
//! typed move is refused, and the game in words for a screen reader.

keys! {
    /// The name of one of the texts of [`crate::learn`]; see [`crate::i18n::Message`].
    LearnKey {
        // Announcements: the game in words (src/learn/announce.rs, notice.rs).
        /// The status line after a capture: who took how many, and the stones left ($side, $n,
        /// $white, $black).
        AnnounceCapture,
        /// Who played a move, named in its announcement ($who: you, computer, opponent, white,
        /// black).
        AnnounceMover,
        /// A quiet move, said aloud ($who, $move).
        AnnounceMove,
        /// A capturing move, said aloud ($who, $move, $n captured).
        AnnounceMoveCapture,
        /// The computer's or a friend's move of a single stone, said aloud with what it takes
        /// ($who, $move, $captured).
        AnnounceOtherSingle,
        /// The computer's or a friend's move of a line, said aloud with how far it goes and
        /// what it takes ($who, $move, $n stones, $d squares, $captured).
        AnnounceOtherLine,
        /// Said after a move that broke through: the side that broke through and the side that
        /// must answer ($side broke through).
        AnnounceBreakthrough,
        /// A suggested move of a single stone, said aloud ($move, $captured).
        AnnounceHintSingle,
        /// A suggested move of a line, said aloud ($move, $n stones, $d squares, $captured).
        AnnounceHintLine,
        /// The end of a game, said aloud in the end card's words: its headline ($result: won,
        /// lost, white, black or draw) and why it ended ($reason, one of the card's Reason texts).
        AnnounceEnd,
        /// The state read aloud: whose move it is ($side).
        AnnounceToMove,
        /// The state read aloud: each side's stones and stones on the far row ($white, $black,
        /// $white_far, $black_far).
        AnnounceCounts,
        /// The state read aloud: a breakthrough to answer ($side that must answer).
        AnnounceMustAnswer,
        /// The square under the keyboard cursor, empty ($square).
        AnnounceSquareEmpty,
        /// The square under the keyboard cursor, with a stone that is not to move ($square,
        /// $side).
        AnnounceSquareStone,
        /// The square under the keyboard cursor, with a stone of the side to move: the line it
        /// heads and where it can go ($square, $side, $line, $landings).
        AnnounceSquareMoves,
        /// The square under the keyboard cursor, with a stone of the side to move that cannot
        /// move ($square, $side).
        AnnounceSquareStuck,
        /// A square a stone can move to, in the cursor's description ($square).
        AnnounceLanding,
        /// A square a stone can move to capturing, in the cursor's description ($square, $n).
        AnnounceLandingCapture,
        /// A list in a description: the list so far, then one more item ($list, $item).
        AnnounceListNext,

        // Refusals: why a click or a typed move makes no move (src/learn/refusal.rs).
        /// The game is over, won by a side ($side).
        RefusalGameOverWon,
        /// The game is over, drawn.
        RefusalGameOverDraw,
        /// A click on the opponent's stone ($side: the stone's owner).
        RefusalOpponentStone,
        /// A click while the computer thinks.
        RefusalComputerThinking,
        /// A click on an empty square with nothing selected.
        RefusalNothingSelected,
        /// A typed move from a square without a stone of the player's ($square).
        RefusalNoStone,
        /// A typed move whose two squares are the same ($square).
        RefusalSameSquare,
        /// A typed move whose squares share no line ($tail, $landing).
        RefusalNotOnALine,
        /// A single stone asked to go further than one square.
        RefusalSingleStep,
        /// A single stone selected where its line must move ($n stones in the line).
        RefusalSelectLine,
        /// A line asked to go further than its length ($n stones).
        RefusalTooFar,
        /// A stone in the way ($square, $side: its owner).
        RefusalBlocked,
        /// A line landing on its own stone ($square).
        RefusalOwnStone,
        /// A single stone trying to capture.
        RefusalSingleStoneCapture,
        /// A capture of an equal line ($n stones each).
        RefusalCaptureEqual,
        /// A capture of a longer line ($n stones against $enemy).
        RefusalCaptureNeedsLonger,
        /// A square off the selected line's way ($square: its front).
        RefusalNotAlongLine,
        /// A square behind the selected line ($tail, $front).
        RefusalBackwards,
        /// The anti-copycat rule ($square: the landing).
        RefusalAntiCopycat,
        /// A typed capture onto an empty square ($tail, $landing).
        RefusalNothingToCapture,
        /// A typed move onto an enemy stone without the capture mark ($tail, $landing).
        RefusalCaptureNotMarked,
        /// Typed text that is not a move: how to write one.
        RefusalTypeAMove,

        // The tutorial (src/learn/lessons.rs): each lesson's title (the heading of the
        // tutorial panel and its mark's tooltip), intro (the rule, under the title), task (what
        // to do, under "Your task"), hint (asked for, or after a move that missed the task) and
        // done (when the task is done).
        /// Lesson "single-step": title.
        LessonSingleStepTitle,
        /// Lesson "single-step": the rule.
        LessonSingleStepIntro,
        /// Lesson "single-step": the task.
        LessonSingleStepTask,
        /// Lesson "single-step": the hint.
        LessonSingleStepHint,
        /// Lesson "single-step": the task done.
        LessonSingleStepDone,
        /// Lesson "whole-line": title.
        LessonWholeLineTitle,
        /// Lesson "whole-line": the rule.
        LessonWholeLineIntro,
        /// Lesson "whole-line": the task.
        LessonWholeLineTask,
        /// Lesson "whole-line": the hint.
        LessonWholeLineHint,
        /// Lesson "whole-line": the task done.
        LessonWholeLineDone,
        /// Lesson "front-part": title.
        LessonFrontPartTitle,
        /// Lesson "front-part": the rule.
        LessonFrontPartIntro,
        /// Lesson "front-part": the task.
        LessonFrontPartTask,
        /// Lesson "front-part": the hint.
        LessonFrontPartHint,
        /// Lesson "front-part": the task done.
        LessonFrontPartDone,
        /// Lesson "no-jumping": title.
        LessonNoJumpingTitle,
        /// Lesson "no-jumping": the rule.
        LessonNoJumpingIntro,
        /// Lesson "no-jumping": the task.
        LessonNoJumpingTask,
        /// Lesson "no-jumping": the hint.
        LessonNoJumpingHint,
        /// Lesson "no-jumping": the task done.
        LessonNoJumpingDone,
        /// Lesson "capture": title.
        LessonCaptureTitle,
        /// Lesson "capture": the rule.
        LessonCaptureIntro,
        /// Lesson "capture": the task.
        LessonCaptureTask,
        /// Lesson "capture": the hint.
        LessonCaptureHint,
        /// Lesson "capture": the task done.
        LessonCaptureDone,
        /// Lesson "equal-line": title.
        LessonEqualLineTitle,
        /// Lesson "equal-line": the rule.
        LessonEqualLineIntro,
        /// Lesson "equal-line": the task.
        LessonEqualLineTask,
        /// Lesson "equal-line": the hint.
        LessonEqualLineHint,
        /// Lesson "equal-line": the task done.
        LessonEqualLineDone,
        /// Lesson "breakthrough": title.
        LessonBreakthroughTitle,
        /// Lesson "breakthrough": the rule.
        LessonBreakthroughIntro,
        /// Lesson "breakthrough": the task.
        LessonBreakthroughTask,
        /// Lesson "breakthrough": the hint.
        LessonBreakthroughHint,
        /// Lesson "breakthrough": the task done.
        LessonBreakthroughDone,
        /// Lesson "answer-breakthrough": title.
        LessonAnswerBreakthroughTitle,
        /// Lesson "answer-breakthrough": the rule.
        LessonAnswerBreakthroughIntro,
        /// Lesson "answer-breakthrough": the task.
        LessonAnswerBreakthroughTask,
        /// Lesson "answer-breakthrough": the hint.
        LessonAnswerBreakthroughHint,
        /// Lesson "answer-breakthrough": the task done.
        LessonAnswerBreakthroughDone,
        /// Lesson "anti-copycat": title.
        LessonAntiCopycatTitle,
        /// Lesson "anti-copycat": the rule.
        LessonAntiCopycatIntro,
        /// Lesson "anti-copycat": the task.
        LessonAntiCopycatTask,
        /// Lesson "anti-copycat": the hint.
        LessonAntiCopycatHint,
        /// Lesson "anti-copycat": the task done.
        LessonAntiCopycatDone,
        /// Lesson "no-move": title.
        LessonNoMoveTitle,
        /// Lesson "no-move": the rule.
        LessonNoMoveIntro,
        /// Lesson "no-move": the task.
        LessonNoMoveTask,
        /// Lesson "no-move": the hint.
        LessonNoMoveHint,
        /// Lesson "no-move": the task done.
        LessonNoMoveDone,

        // What a lesson says of a legal move that missed its task, before the hint.
        /// What the move did ($move, $n stones, $k squares, $captured).
        LessonMoved,
        /// Black could capture after the move ($move: the capture).
        LessonBlackCouldCapture,
        /// Black cannot capture, but the lesson wants a longer line.
        LessonBlackCannotCapture,
        /// Black could answer the breakthrough ($move: the answer).
        LessonBlackCouldAnswer,
        /// Black would still lead on the far rows.
        LessonBlackStillLeads,
        /// Black still has a move ($move: one of them).
        LessonBlackCanMove,
    }
}
