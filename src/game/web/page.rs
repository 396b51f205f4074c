//! What the page says about the player: the address's `?graphics=fast` or `?graphics=best`
//! asks for a graphics quality, as `--graphics` does on the command line, and the browser's
//! `prefers-reduced-motion` asks for less motion.

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

/// Whether the browser asks for less motion (the media query `prefers-reduced-motion: reduce`).
/// Read through `matchMedia` by name, so that no further web-sys feature (and rebuild) is needed.
pub fn prefers_reduced_motion() -> bool {
    use wasm_bindgen::{JsCast, JsValue};
    let Some(window) = web_sys::window() else {
        return false;
    };
    let window = JsValue::from(window);
    let Ok(match_media) = js_sys::Reflect::get(&window, &"matchMedia".into()) else {
        return false;
    };
    let Some(match_media) = match_media.dyn_ref::<js_sys::Function>() else {
        return false;
    };
    match_media
        .call1(&window, &"(prefers-reduced-motion: reduce)".into())
        .and_then(|list| js_sys::Reflect::get(&list, &"matches".into()))
        .is_ok_and(|matches| matches.is_truthy())
}
