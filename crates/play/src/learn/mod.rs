//! What the game needs to teach and to answer the player, without Bevy: why an
//! action is refused ([`refuse_click`]), what a capture announces
//! ([`capture_notice`]), the tutorial's lessons ([`lessons`]), and the game
//! in words for a screen reader and a typed move ([`move_announcement`],
//! [`state_readout`], [`square_description`], [`read_typed_move`]), and what a review says of a
//! marked move and on its better move's arrow ([`explanation_message`],
//! [`arrow_label_message`]). Every text is a
//! [`Text`](crate::i18n::Text) of the catalogues ([`LearnKey`](crate::i18n::LearnKey)),
//! said in the player's language; every judgement of legality comes from the rules core.

mod announce;
mod lessons;
mod notice;
mod refusal;
mod review;

pub use announce::{
    Listener, Mover, end_reason, hint_announcement, move_announcement, outcome_announcement,
    read_typed_move, square_description, state_readout,
};
pub use lessons::{Lesson, LessonVerdict, lessons};
pub use notice::capture_notice;
pub use refusal::{Refusal, refuse_click, refuse_move};
pub use review::{ExplanationWords, arrow_label_message, explanation_message, explanation_words};
