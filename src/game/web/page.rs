//! The page's address: `?graphics=fast` or `?graphics=best` asks for a graphics quality, as
//! `--graphics` does on the command line.

use crate::game::values::GraphicsQuality;

/// The graphics quality the page's address asks for, if any.
pub fn graphics_asked() -> Option<GraphicsQuality> {
    let query = web_sys::window()?.location().search().ok()?;
    query
        .trim_start_matches('?')
        .split('&')
        .find_map(|pair| pair.strip_prefix("graphics="))
        .and_then(GraphicsQuality::parse)
}
