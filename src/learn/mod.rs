//! What the game needs to teach and to answer the player, without Bevy: why an
//! action is refused ([`refuse_click`]), what a capture announces
//! ([`capture_notice`]), and the tutorial's lessons ([`lessons`]). Every text comes in English and Russian ([`Text`]); every
//! judgement of legality comes from the rules core.

mod lessons;
mod notice;
mod refusal;
mod text;

pub use lessons::{Lesson, Verdict, lessons};
pub use notice::capture_notice;
pub use refusal::{Refusal, refuse_click, refuse_move};
pub use text::{Lang, Text};
