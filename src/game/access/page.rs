//! The page's twins of the announcer and the move box, for assistive technology in the browser
//! (where AccessKit has no adapter): a visually hidden live region (`role="log"`, polite) that
//! gets every announcement as a new line, and a visually hidden text field that takes a typed
//! move with Enter. Both are made from here at start; the page's own files are left alone.
//!
//! The field's Enter is read by a JavaScript callback that queues the text and wakes the
//! resting app (a key in the field is no window event of the game's); the queue is read each
//! frame as [`TypedMove`]s, which take the move box's path.

use super::announcer::Announcements;
use super::move_box::{self, TypedMove};
use crate::game::preferences::Preferences;
use crate::game::schedule::GameSystems;
use bevy::prelude::*;
use bevy::winit::{EventLoopProxyWrapper, WinitUserEvent};
use epaminondas_play::i18n::Key;
use js_sys::Reflect;
use std::cell::RefCell;
use wasm_bindgen::JsValue;
use wasm_bindgen::closure::Closure;

/// The live region's `id`.
const LIVE_ID: &str = "epaminondas-live";
/// The move field's `id`.
const FIELD_ID: &str = "epaminondas-move";
/// Seen by no one, read by screen readers, and still focusable (Tab reaches the field).
const HIDDEN: &str = "position:absolute;width:1px;height:1px;margin:-1px;padding:0;border:0;\
                      overflow:hidden;clip-path:inset(50%);white-space:nowrap;";
/// Lines the live region keeps (older ones are dropped; they were spoken).
const KEPT_LINES: u32 = 30;

thread_local! {
    /// Texts entered in the field since the last frame.
    static TYPED: RefCell<Vec<String>> = const { RefCell::new(Vec::new()) };
}

/// Registers the page's region and field.
pub(super) fn plugin(app: &mut App) {
    app.add_systems(Startup, create)
        .add_systems(
            Update,
            take_typed
                .in_set(GameSystems::Input)
                .before(move_box::play_typed),
        )
        .add_systems(Update, (speak, name_field).in_set(GameSystems::View));
}

/// The page's document.
fn document() -> Option<web_sys::Document> {
    web_sys::window()?.document()
}

/// Makes the live region and the field, and listens to the field's Enter.
fn create(proxy: Option<Res<EventLoopProxyWrapper>>) {
    let Some(document) = document() else {
        return;
    };
    let Some(body) = document.body() else {
        return;
    };
    if document.get_element_by_id(LIVE_ID).is_none() {
        let html = format!(
            "<input id=\"{FIELD_ID}\" type=\"text\" autocomplete=\"off\" spellcheck=\"false\" \
             aria-label=\"Type a move\" style=\"{HIDDEN}\">\
             <div id=\"{LIVE_ID}\" role=\"log\" aria-live=\"polite\" aria-relevant=\"additions\" \
             style=\"{HIDDEN}\"></div>"
        );
        if body.insert_adjacent_html("afterbegin", &html).is_err() {
            return;
        }
    }
    let Some(field) = document.get_element_by_id(FIELD_ID) else {
        return;
    };
    let proxy = proxy.map(|wrapper| (**wrapper).clone());
    let on_key = Closure::<dyn FnMut(JsValue)>::new(move |event: JsValue| {
        let key = Reflect::get(&event, &"key".into())
            .ok()
            .and_then(|k| k.as_string());
        if key.as_deref() != Some("Enter") {
            return;
        }
        let Ok(target) = Reflect::get(&event, &"target".into()) else {
            return;
        };
        let text = Reflect::get(&target, &"value".into())
            .ok()
            .and_then(|value| value.as_string())
            .unwrap_or_default();
        if text.trim().is_empty() {
            return;
        }
        TYPED.with(|typed| typed.borrow_mut().push(text));
        let _ = Reflect::set(&target, &"value".into(), &"".into());
        if let Some(proxy) = &proxy {
            // The app may rest until its next window event: this is one.
            let _ = proxy.send_event(WinitUserEvent::WakeUp);
        }
    });
    if Reflect::set(&field, &"onkeydown".into(), on_key.as_ref()).is_ok() {
        // The page keeps the callback for as long as the field lives: the whole session.
        on_key.forget();
    }
}

/// Hands the texts entered in the field to the move box's path.
fn take_typed(mut typed: MessageWriter<TypedMove>) {
    let texts = TYPED.with(|queue| std::mem::take(&mut *queue.borrow_mut()));
    typed.write_batch(texts.into_iter().map(TypedMove));
}

/// `text` with the characters HTML gives a meaning escaped.
fn escaped(text: &str) -> String {
    text.replace('&', "&amp;")
        .replace('<', "&lt;")
        .replace('>', "&gt;")
        .replace('"', "&quot;")
}

/// Adds the announcements made since the last frame to the live region, one line each.
fn speak(said: Res<Announcements>, mut spoken: Local<u64>, mut lines: Local<u32>) {
    if said.count() == *spoken {
        return;
    }
    let Some(region) = document().and_then(|d| d.get_element_by_id(LIVE_ID)) else {
        return;
    };
    if *lines > KEPT_LINES {
        region.set_inner_html("");
        *lines = 0;
    }
    for line in said.since(*spoken) {
        let html = format!("<p>{}</p>", escaped(line));
        if region.insert_adjacent_html("beforeend", &html).is_ok() {
            *lines += 1;
        }
    }
    *spoken = said.count();
}

/// Names the field in the player's language.
fn name_field(
    preferences: Res<Preferences>,
    mut named: Local<Option<crate::game::values::Language>>,
) {
    let language = preferences.language();
    if *named == Some(language) {
        return;
    }
    let Some(field) = document().and_then(|d| d.get_element_by_id(FIELD_ID)) else {
        return;
    };
    if field
        .set_attribute("aria-label", language.text(Key::MoveBoxTitle))
        .is_ok()
    {
        *named = Some(language);
    }
}
