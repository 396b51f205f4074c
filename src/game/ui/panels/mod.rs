//! The panels around the board: the tool bar, the side panel (its status, review and move
//! list, or the open lesson), the analysis of a game (its words and its graph) and the
//! end-of-game card.

pub mod analysis;
pub mod banner;
pub mod lesson;
pub mod puzzle;
pub mod side;
pub mod status;
pub mod toolbar;
