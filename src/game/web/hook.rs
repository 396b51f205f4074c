//! The browser test hook. Each time something changes, the page's `<body>`
//! gets a `data-epaminondas` attribute holding JSON: the position text, the
//! number of moves, the language, the graphics quality, whether the computer is thinking, how
//! its last search went (level, seconds, depth, nodes, score, where it ran: `worker`, or
//! `sliced` on the main thread, and the longest time it held one frame up), the window's
//! sizes (physical pixels, logical pixels, Bevy's scale factor, the page's
//! `devicePixelRatio`), and the on-screen centre of every square in CSS pixels, so a test can
//! click squares as a player would and check what happened. Only built for the web.

use crate::game::board::coords::square_center;
use crate::game::board::model::GameModel;
use crate::game::computer::{ComputerSearch, LastSearch};
use crate::game::preferences::Preferences;
use crate::game::values::Language;
use crate::game::view::camera::BoardCamera;
use crate::game::view::graphics::Graphics;
use crate::rules::Square;
use bevy::prelude::*;
use bevy::window::PrimaryWindow;
use std::fmt::Write;

/// Name of the attribute on `<body>`.
const ATTRIBUTE: &str = "data-epaminondas";

/// Registers the hook.
pub(crate) fn plugin(app: &mut App) {
    app.add_systems(Last, publish_state);
}

/// What the published text depends on; nothing is recomputed while it stays the same.
#[derive(PartialEq)]
struct Published {
    generation: u64,
    thinking: bool,
    language: Language,
    graphics: Graphics,
    last_search: LastSearch,
    camera: Option<(GlobalTransform, Option<Rect>)>,
    /// Physical size and scale factor of the window.
    window: Option<(UVec2, f32)>,
}

type BoardCameraQuery<'w, 's> =
    Query<'w, 's, (&'static Camera, &'static GlobalTransform), With<BoardCamera>>;
type PrimaryWindowQuery<'w, 's> = Query<'w, 's, &'static Window, With<PrimaryWindow>>;

/// Writes the attribute when the game, the thinking state or the camera changed.
fn publish_state(
    model: Res<GameModel>,
    thinking: Option<Res<ComputerSearch>>,
    last_search: Res<LastSearch>,
    preferences: Res<Preferences>,
    graphics: Res<Graphics>,
    (camera, window): (BoardCameraQuery, PrimaryWindowQuery),
    mut published: Local<Option<Published>>,
) {
    let window = window
        .single()
        .ok()
        .map(|w| (w.physical_size(), w.scale_factor()));
    let camera = camera.single().ok();
    let now = Published {
        generation: model.generation(),
        thinking: thinking.is_some(),
        language: preferences.language(),
        graphics: *graphics,
        last_search: *last_search,
        camera: camera.map(|(camera, transform)| (*transform, camera.logical_viewport_rect())),
        window,
    };
    if published.as_ref() == Some(&now) {
        return;
    }
    let mut json = String::new();
    let last = &now.last_search;
    let _ = write!(
        json,
        "{{\"position\":\"{}\",\"moves\":{},\"language\":\"{}\",\"graphics\":\"{}\",\"thinking\":{},\
         \"lastSearch\":{{\"count\":{},\"level\":\"{}\",\"seconds\":{:.3},\"depth\":{},\
         \"nodes\":{},\"score\":\"{}\",\"source\":\"{}\",\"longestSliceMs\":{:.2}}},",
        model.game().position(),
        model.game().moves().len(),
        now.language.code(),
        now.graphics.0.code(),
        now.thinking,
        last.count,
        last.level,
        last.thinking.as_secs_f64(),
        last.depth,
        last.nodes,
        last.score
            .map(|score| score.to_string())
            .unwrap_or_default(),
        last.source.code(),
        last.longest_slice.as_secs_f64() * 1000.0
    );
    let page = web_sys::window();
    let ratio = page.as_ref().map_or(0.0, |page| page.device_pixel_ratio());
    if let Some((physical, scale)) = now.window {
        let logical = physical.as_vec2() / scale;
        let _ = write!(
            json,
            "\"display\":{{\"physical\":[{},{}],\"logical\":[{:.1},{:.1}],\"scale\":{scale},\
             \"devicePixelRatio\":{ratio}}},",
            physical.x, physical.y, logical.x, logical.y
        );
    }
    json.push_str("\"squares\":{");
    if let Some((camera, transform)) = camera {
        let mut first = true;
        for square in Square::all() {
            if let Ok(at) = camera.world_to_viewport(transform, square_center(square)) {
                let comma = if first { "" } else { "," };
                let _ = write!(json, "{comma}\"{square}\":[{:.1},{:.1}]", at.x, at.y);
                first = false;
            }
        }
    }
    json.push_str("}}");
    let body = page
        .and_then(|window| window.document())
        .and_then(|document| document.body());
    if let Some(body) = body
        && body.set_attribute(ATTRIBUTE, &json).is_ok()
    {
        *published = Some(now);
    }
}
