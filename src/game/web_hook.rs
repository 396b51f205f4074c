//! The browser test hook. Each time something changes, the page's `<body>`
//! gets a `data-epaminondas` attribute holding JSON: the position text, the
//! number of moves, whether the computer is thinking, and the on-screen centre
//! of every square in CSS pixels, so a test can click squares as a player
//! would and check what happened. Only built for the web.

use super::camera::BoardCamera;
use super::computer::ComputerSearch;
use super::coords::square_center;
use super::model::GameModel;
use crate::rules::Square;
use bevy::prelude::*;
use std::fmt::Write;

/// Name of the attribute on `<body>`.
const ATTRIBUTE: &str = "data-epaminondas";

/// Registers the hook.
pub(super) fn plugin(app: &mut App) {
    app.add_systems(Last, publish_state);
}

/// What the published text depends on; nothing is recomputed while it stays the same.
#[derive(PartialEq)]
struct Published {
    generation: u64,
    thinking: bool,
    camera: Option<(GlobalTransform, Option<Rect>)>,
}

/// Writes the attribute when the game, the thinking state or the camera changed.
fn publish_state(
    model: Res<GameModel>,
    thinking: Option<Res<ComputerSearch>>,
    camera: Query<(&Camera, &GlobalTransform), With<BoardCamera>>,
    mut published: Local<Option<Published>>,
) {
    let camera = camera.single().ok();
    let now = Published {
        generation: model.generation(),
        thinking: thinking.is_some(),
        camera: camera.map(|(camera, transform)| (*transform, camera.logical_viewport_rect())),
    };
    if published.as_ref() == Some(&now) {
        return;
    }
    let mut json = String::new();
    let _ = write!(
        json,
        "{{\"position\":\"{}\",\"moves\":{},\"thinking\":{},\"squares\":{{",
        model.game().position(),
        model.game().moves().len(),
        now.thinking
    );
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
    let body = web_sys::window()
        .and_then(|window| window.document())
        .and_then(|document| document.body());
    if let Some(body) = body
        && body.set_attribute(ATTRIBUTE, &json).is_ok()
    {
        *published = Some(now);
    }
}
