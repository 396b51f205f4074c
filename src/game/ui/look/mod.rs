//! The game's look: its colours, spacing and type ([`theme`], written down in docs/DESIGN.md), the fonts and
//! the glyphs they must hold, the icons and the rules' pictures, where the panels lie
//! ([`layout`]) and the dimmed board behind a window that asks for an answer.

pub mod backdrop;
pub mod fonts;
pub mod glyphs;
pub mod icons;
pub mod layout;
pub mod pictures;
pub mod theme;
