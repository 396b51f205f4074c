//! What only the browser build has: the page's address, read once before the plugins are
//! built, a link's game opened at start, and the hook the browser test reads the game from.

#[cfg(target_arch = "wasm32")]
pub mod hook;
#[cfg(target_arch = "wasm32")]
pub mod link;
#[cfg(target_arch = "wasm32")]
pub mod page;
