//! A lesson of the tutorial: its texts, its prepared position, the move it asks for, and
//! the verdict on what the learner did (a refusal comes from the rules core).

use crate::i18n::Text;
use crate::learn::refusal::{Refusal, refuse_click};
use epaminondas_core::{Move, MoveText, Position, Square};

/// What a lesson says about the player's action.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum LessonVerdict {
    /// The move does what the lesson asks: the lesson is complete (after the
    /// opponent's [`Lesson::reply`], if it has one). The text says why it works.
    Done(Text),
    /// The action makes no move; the refusal says why.
    Refused(Refusal),
    /// A legal move, but not what the lesson asks; the text says what it did and
    /// what to try. The game takes the move back (or restarts the lesson).
    NotAsked(Text),
}

impl LessonVerdict {
    /// The verdict as the player reads it.
    pub fn text(&self) -> Text {
        match self {
            LessonVerdict::Done(t) | LessonVerdict::NotAsked(t) => t.clone(),
            LessonVerdict::Refused(r) => r.text(),
        }
    }
}

/// Whether a legal move does what a lesson asks; `Err` holds why not.
pub(super) type Judge = fn(&Position, Move) -> Result<(), Text>;

/// One lesson of the tutorial. White is the learner's side in every lesson.
#[derive(Clone, Debug)]
pub struct Lesson {
    pub(super) id: &'static str,
    pub(super) title: Text,
    pub(super) intro: Text,
    pub(super) task: Text,
    pub(super) hint: Text,
    pub(super) done: Text,
    pub(super) start: &'static str,
    pub(super) answer: &'static str,
    pub(super) reply: Option<&'static str>,
    pub(super) judge: Judge,
}

impl Lesson {
    /// A stable name for saving progress, such as `"single-step"`.
    pub fn id(&self) -> &'static str {
        self.id
    }

    /// A short title.
    pub fn title(&self) -> &Text {
        &self.title
    }

    /// One or two sentences on the rule the lesson teaches.
    pub fn intro(&self) -> &Text {
        &self.intro
    }

    /// What the player is asked to do on the board.
    pub fn task(&self) -> &Text {
        &self.task
    }

    /// A nudge towards the answer, for a player who asks or keeps missing; it
    /// also follows the explanation of a move that missed the task.
    pub fn hint(&self) -> &Text {
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
    /// use epaminondas_play::learn::{Refusal, LessonVerdict, lessons};
    /// use epaminondas_core::Square;
    /// let sq = |s: &str| s.parse::<Square>().unwrap();
    /// let lesson = lessons().into_iter().find(|l| l.id() == "front-part").unwrap();
    /// let pos = lesson.start();
    /// let front_pair = [sq("d3"), sq("e4")];
    /// assert_eq!(
    ///     lesson.check_click(&pos, &front_pair, sq("h7")),
    ///     Some(LessonVerdict::Refused(Refusal::TooFar { stones: 2, distance: 3 }))
    /// );
    /// assert!(matches!(lesson.check_click(&pos, &front_pair, sq("g6")), Some(LessonVerdict::Done(_))));
    /// assert_eq!(lesson.check_click(&pos, &[], sq("d3")), None); // selecting
    /// ```
    pub fn check_click(
        &self,
        position: &Position,
        selected: &[Square],
        clicked: Square,
    ) -> Option<LessonVerdict> {
        if let Some(refusal) = refuse_click(position, selected, clicked) {
            return Some(LessonVerdict::Refused(refusal));
        }
        let mv = selected_move(position, selected, clicked)?;
        Some(self.check_move(position, mv))
    }

    /// The verdict on the legal move `mv` played in `position`.
    pub fn check_move(&self, position: &Position, mv: Move) -> LessonVerdict {
        if let Err(illegal) = position.play(mv) {
            return LessonVerdict::Refused(Refusal::from_illegal(position, illegal));
        }
        match (self.judge)(position, mv) {
            Ok(()) => LessonVerdict::Done(self.done.clone()),
            Err(why) => LessonVerdict::NotAsked(why.then(self.hint.clone())),
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
