//! What the analysis of a game ([`GameAnalysis`]) shows the player: the choice of a quick or
//! deep analysis, its progress with a Stop button, the evaluation graph (White's chances above
//! its middle line, Black's below, from [`bar`]; a click reviews the position), each move's
//! mark in the move list (symbol and colour), in a review the game's move from the position
//! shown with its mark, the engine's better move in words and its line, and at the end a
//! verdict per side and the move where the game turned.
//!
//! Its words and numbers ([`words`]: the marks, the outlook, the verdict, the review's lines,
//! the graph's values, which the page's test hook reads too) are plain functions of the model
//! and the analysis, so that tests read them without a window; what it paints ([`paint`]: the
//! graph, the buttons, the progress) is drawn by the side panel, the end-of-game banner and
//! the records window. The marks' colours are the palette's ([`crate::game::ui::look::theme`]).

pub mod paint;
pub mod words;
