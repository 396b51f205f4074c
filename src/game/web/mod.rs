//! What only the browser build has: the page's address, read once before the plugins are
//! built, a link's game opened at start, the window kept at the page's density, and, in the
//! test site only (the `test-hook` feature), the hook the browser test reads the game from (its
//! analysis part, [`report`], is built everywhere: the desktop's tests read it too).

#[cfg(target_arch = "wasm32")]
pub mod density;
#[cfg(all(target_arch = "wasm32", feature = "test-hook"))]
pub mod hook;
#[cfg(target_arch = "wasm32")]
pub mod link;
#[cfg(target_arch = "wasm32")]
pub mod page;
pub mod report;

/// The browser's own systems: the window at the page's density, and the test hook in the test
/// site.
#[cfg(target_arch = "wasm32")]
pub(crate) fn plugin(app: &mut bevy::prelude::App) {
    app.add_plugins(density::plugin);
    #[cfg(feature = "test-hook")]
    app.add_plugins(hook::plugin);
}
