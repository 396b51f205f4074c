//! The tutorial: short lessons, each a prepared position, a sentence or two, a
//! task done with the normal controls, and a check that says whether the move
//! did what was asked. Legality and the end of the game come from the rules
//! core; a refused click is explained with a [`Refusal`](crate::learn::Refusal).
//!
//! [`lesson`] holds what a lesson is and says, [`judges`] how each one judges a move, and
//! [`content`] the lessons themselves.

mod content;
mod judges;
mod lesson;

pub use content::lessons;
pub use lesson::{Lesson, LessonVerdict};
