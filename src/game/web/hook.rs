//! The browser test hook. Each time something changes, the page's `<body>` gets a
//! `data-epaminondas` attribute holding JSON: the position text, the number of moves, the
//! language, the graphics quality, whether the computer is thinking, how its last search went
//! (level, seconds, depth, nodes, score, where it ran: `worker`, or `sliced` on the main thread,
//! and the longest time it held one frame up), the player's colour, the windows open over the
//! board, the panel button that has the keyboard's focus (its label, so a test can walk the panels
//! with Tab as a keyboard player does and press Enter on the one it wants), the window's sizes
//! (physical pixels, logical pixels, Bevy's scale factor, the page's `devicePixelRatio`), the
//! rectangle the board is drawn in, the on-screen centre of every square in CSS pixels, so a
//! test can click squares as a player would and check what happened, the selected stones and
//! the landings marked for them (a hint shows as these), the reviewed ply with the position
//! the board shows then, and the game's analysis (where it stands, how many moves are judged,
//! the graph's value of each position from +1 for White to −1 for Black, and each move's
//! mark). Only built for the web.

use crate::game::board::coords::square_center;
use crate::game::board::model::GameModel;
use crate::game::board::selection::Selection;
use crate::game::computer::analysis::{AnalysisState, GameAnalysis};
use crate::game::computer::{ComputerSearch, LastSearch};
use crate::game::preferences::Preferences;
use crate::game::ui::analysis::graph_values;
use crate::game::ui::state::UiState;
use crate::game::values::Language;
use crate::game::view::camera::BoardCamera;
use crate::game::view::graphics::Graphics;
use crate::rules::Square;
use bevy::prelude::*;
use bevy::window::PrimaryWindow;
use bevy_egui::{EguiContext, EguiOutput, PrimaryEguiContext, egui};
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
    windows: UiState,
    focus: Option<String>,
    camera: Option<(GlobalTransform, Option<Rect>)>,
    /// Physical size and scale factor of the window.
    window: Option<(UVec2, f32)>,
    review: Option<usize>,
    selection: Selection,
    /// The analysis's state and how many moves it has judged.
    analysis: (AnalysisState, usize),
}

type BoardCameraQuery<'w, 's> =
    Query<'w, 's, (&'static Camera, &'static GlobalTransform), With<BoardCamera>>;
type PrimaryWindowQuery<'w, 's> = Query<'w, 's, &'static Window, With<PrimaryWindow>>;
type EguiQuery<'w, 's> =
    Query<'w, 's, (&'static mut EguiContext, &'static EguiOutput), With<PrimaryEguiContext>>;

/// The kind and label of the panel widget that has the keyboard's focus (`"Button:Start"`):
/// egui says which widget gained it (an output event) and whether any still has it (its
/// memory).
fn focused_label(egui: &mut EguiQuery, known: &mut Option<String>) -> Option<String> {
    let Ok((mut context, output)) = egui.single_mut() else {
        return None;
    };
    for event in &output.platform_output.events {
        if let egui::output::OutputEvent::FocusGained(info) = event {
            let label = info.label.as_deref().unwrap_or_default();
            *known = Some(format!("{:?}:{label}", info.typ));
        }
    }
    if context
        .get_mut()
        .memory(|memory| memory.focused().is_none())
    {
        *known = None;
    }
    known.clone()
}

/// Writes the attribute when the game, the thinking state or the camera changed.
fn publish_state(
    (model, selection): (Res<GameModel>, Res<Selection>),
    (thinking, last_search): (Option<Res<ComputerSearch>>, Res<LastSearch>),
    (preferences, graphics, windows): (Res<Preferences>, Res<Graphics>, Res<UiState>),
    (camera, window, mut egui): (BoardCameraQuery, PrimaryWindowQuery, EguiQuery),
    analysis: Res<GameAnalysis>,
    (mut published, mut focus): (Local<Option<Published>>, Local<Option<String>>),
) {
    let focus = focused_label(&mut egui, &mut focus);
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
        windows: windows.clone(),
        focus,
        camera: camera.map(|(camera, transform)| (*transform, camera.logical_viewport_rect())),
        window,
        review: model.review(),
        selection: selection.clone(),
        analysis: (analysis.state().clone(), analysis.plies().len()),
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
    let open = &now.windows;
    let _ = write!(
        json,
        "\"human\":\"{}\",\"windows\":{{\"welcome\":{},\"setup\":{},\"help\":{},\"records\":{},\
         \"menu\":{}}},\"focus\":{},",
        model.human(),
        open.welcome,
        open.setup.is_some(),
        open.help.is_some(),
        open.records,
        open.menu_open,
        serde_json::to_string(&now.focus).unwrap_or_else(|_| "null".to_owned()),
    );
    let names = |squares: &mut dyn Iterator<Item = Square>| {
        let names: Vec<String> = squares.map(|square| format!("\"{square}\"")).collect();
        names.join(",")
    };
    let _ = write!(
        json,
        "\"selected\":[{}],\"landings\":[{}],\"review\":{},\"shown\":\"{}\",",
        names(&mut now.selection.stones().iter().copied()),
        names(&mut now.selection.destinations().iter().map(|mv| mv.landing())),
        now.review
            .map_or_else(|| "null".to_owned(), |ply| ply.to_string()),
        model.shown_position(),
    );
    write_analysis(&mut json, &model, &analysis);
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
    // Where the board's camera draws, in CSS pixels (the bars and panels take the rest).
    if let Some(Some(rect)) = now.camera.map(|(_, viewport)| viewport) {
        let _ = write!(
            json,
            "\"viewport\":[{:.1},{:.1},{:.1},{:.1}],",
            rect.min.x,
            rect.min.y,
            rect.width(),
            rect.height()
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

/// The analysis's part of the published text: `"analysis":{"state":…,"judged":…,"total":…,
/// "graph":[…],"marks":[…]},`.
fn write_analysis(json: &mut String, model: &GameModel, analysis: &GameAnalysis) {
    let state = match analysis.state() {
        AnalysisState::Idle => "idle",
        AnalysisState::Running => "running",
        AnalysisState::Done => "done",
        AnalysisState::Failed(_) => "failed",
    };
    let graph: Vec<String> = graph_values(model, analysis)
        .into_iter()
        .map(|value| value.map_or_else(|| "null".to_owned(), |v| format!("{v:.3}")))
        .collect();
    let marks: Vec<String> = analysis
        .plies()
        .iter()
        .map(|judged| format!("\"{}\"", judged.mark.name()))
        .collect();
    let _ = write!(
        json,
        "\"analysis\":{{\"state\":\"{state}\",\"judged\":{},\"total\":{},\"graph\":[{}],\
         \"marks\":[{}]}},",
        analysis.plies().len(),
        analysis.total(),
        graph.join(","),
        marks.join(",")
    );
}
