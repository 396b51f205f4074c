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
//! the graph's value of each position from +1 for White to −1 for Black, each move's mark, each
//! side's accuracy and counts, and in a review the arrows drawn: the reviewed move and the
//! better move for the same side; see [`super::report`]), and the latest announcements a
//! screen reader hears with the square under the keyboard cursor described
//! ([`crate::game::access`]), and what the game knows of a correspondence server (who is signed
//! in, the lobby's and the player's games' counts, the game open on the board, the last news;
//! [`crate::game::correspondence`]), and the open puzzle (its id, stage, the solution's next
//! move with the squares a player clicks to make it, the verdict and the puzzle rating; the
//! browser test solves one by taps), and how far the About tab's licence list has come (the
//! page fetches it when the tab is first shown). Only in a test site: the `test-hook` feature
//! (`wasm/build.sh --test-hook`); the released page has none.

use crate::game::access::Announcements;
use crate::game::board::coords::square_center;
use crate::game::board::model::GameModel;
use crate::game::board::puzzle::{PuzzleTrainer, Stage};
use crate::game::board::selection::Selection;
use crate::game::computer::analysis::{AnalysisState, GameAnalysis};
use crate::game::computer::{ComputerSearch, LastSearch};
use crate::game::correspondence::{ServerAccount, ServerPlay, ServerWindow};
use crate::game::preferences::Preferences;
use crate::game::rest::WhyNextFrame;
use crate::game::ui::panels::analysis::words::graph_values;
use crate::game::ui::state::{UiState, WindowId};
use crate::game::ui::windows::licences::{LicenceText, Licences};
use crate::game::values::Language;
use crate::game::view::camera::BoardCamera;
use crate::game::view::graphics::Graphics;
use crate::game::view::pipelines::PipelinesCompiling;
use crate::game::web::report::{analysis_report, rounded};
use bevy::diagnostic::FrameCount;
use bevy::prelude::*;
use bevy::window::PrimaryWindow;
use bevy_egui::{EguiContext, EguiOutput, PrimaryEguiContext, egui};
use epaminondas_core::Square;
use serde_json::{Map, json};

/// Name of the attribute on `<body>`.
const ATTRIBUTE: &str = "data-epaminondas";
/// How many of the latest announcements are published.
const ANNOUNCEMENTS: usize = 8;

/// Registers the hook.
pub(crate) fn plugin(app: &mut App) {
    app.add_systems(Last, publish_state);
}

/// How the page draws: frames so far, pipelines still compiling, why the next frame comes.
#[derive(bevy::ecs::system::SystemParam)]
struct FrameReport<'w> {
    count: Res<'w, FrameCount>,
    compiling: Res<'w, PipelinesCompiling>,
    why: Res<'w, WhyNextFrame>,
}

/// What the game knows of the correspondence server.
#[derive(bevy::ecs::system::SystemParam)]
struct ServerState<'w> {
    account: Res<'w, ServerAccount>,
    play: Res<'w, ServerPlay>,
    window: Res<'w, ServerWindow>,
}

impl ServerState<'_> {
    /// The part of the published text about the server.
    fn report(&self, language: Language) -> serde_json::Value {
        let play = &self.play;
        let open = play.open.as_ref().map(|open| {
            json!({
                "id": open.game.id,
                "ply": open.game.ply,
                "me": open.me.to_string(),
                "shown": open.shown,
                "sending": open.sending.is_some(),
                "result": open.game.result,
            })
        });
        json!({
            "signedIn": self.account.name(),
            "window": self.window.open,
            "lobby": play.lobby.len(),
            "games": play.games.len(),
            "toMove": play.to_move(),
            "open": open,
            "news": play.news.as_ref().map(|news| language.say(news)),
            "newsIsError": play.news_is_error,
        })
    }
}

/// The part of the published text about the open puzzle, or null.
fn puzzle_report(trainer: &PuzzleTrainer) -> serde_json::Value {
    let Some(session) = trainer.session() else {
        return serde_json::Value::Null;
    };
    let stage = match session.stage {
        Stage::Solving => "solving",
        Stage::Playing(..) => "playing",
        Stage::Refuting => "refuting",
        Stage::Over => "over",
    };
    let next = session.attempt.next_move();
    // A line is selected by its tail and its front, then sent by its landing.
    let clicks: Vec<String> = next
        .map(|mv| {
            let mut squares = vec![mv.tail()];
            if mv.group_len() >= 2 {
                squares.push(mv.front());
            }
            squares.push(mv.landing());
            squares.iter().map(ToString::to_string).collect()
        })
        .unwrap_or_default();
    json!({
        "id": session.puzzle().id,
        "stage": stage,
        "next": next.map(|mv| mv.to_string()),
        "clicks": clicks,
        "solved": session.verdict.map(|verdict| verdict.solved),
        "change": session.verdict.map(|verdict| verdict.change),
        "rating": trainer.progress().rating.shown(),
    })
}

/// The About tab's licence list: `loading`, `list: N bytes`, `not in this build` or
/// `failed: WHY`.
fn licence_report(text: LicenceText) -> String {
    match text {
        LicenceText::List(list) => format!("list: {} bytes", list.len()),
        LicenceText::Loading => "loading".to_owned(),
        LicenceText::NotInThisBuild => "not in this build".to_owned(),
        LicenceText::Failed(why) => format!("failed: {why}"),
    }
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
    /// How many announcements were made, and the square under the keyboard cursor described.
    said: (u64, Option<String>),
    /// Frames drawn, and whether pipelines still compile.
    frames: (u32, bool),
    /// What the game knows of the correspondence server.
    server: serde_json::Value,
    /// The open puzzle.
    puzzle: serde_json::Value,
    /// The licence list's state.
    licences: String,
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

/// Everything the hook writes into the page, read from the game.
#[derive(bevy::ecs::system::SystemParam)]
struct Observed<'w, 's> {
    model: Res<'w, GameModel>,
    selection: Res<'w, Selection>,
    thinking: Option<Res<'w, ComputerSearch>>,
    last_search: Res<'w, LastSearch>,
    preferences: Res<'w, Preferences>,
    graphics: Res<'w, Graphics>,
    windows: Res<'w, UiState>,
    camera: BoardCameraQuery<'w, 's>,
    window: PrimaryWindowQuery<'w, 's>,
    analysis: Res<'w, GameAnalysis>,
    said: Res<'w, Announcements>,
    frames: FrameReport<'w>,
    server: ServerState<'w>,
    trainer: Res<'w, PuzzleTrainer>,
    licences: Res<'w, Licences>,
}

/// Writes the attribute when the game, the thinking state or the camera changed.
fn publish_state(
    observed: Observed,
    mut egui: EguiQuery,
    mut published: Local<Option<Published>>,
    mut focus: Local<Option<String>>,
) {
    let Observed {
        model,
        selection,
        thinking,
        last_search,
        preferences,
        graphics,
        windows,
        camera,
        window,
        analysis,
        said,
        frames,
        server,
        trainer,
        licences,
    } = observed;
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
        said: (said.count(), said.cursor().map(str::to_owned)),
        frames: (frames.count.0, frames.compiling.0),
        server: server.report(preferences.language()),
        puzzle: puzzle_report(&trainer),
        licences: licence_report(licences.text()),
    };
    if published.as_ref() == Some(&now) {
        return;
    }
    let last = &now.last_search;
    let open = &now.windows;
    let names = |squares: &mut dyn Iterator<Item = Square>| -> Vec<String> {
        squares.map(|square| square.to_string()).collect()
    };
    let page = web_sys::window();
    let ratio = page.as_ref().map_or(0.0, |page| page.device_pixel_ratio());
    let display = now.window.map(|(physical, scale)| {
        let logical = physical.as_vec2() / scale;
        json!({
            "physical": [physical.x, physical.y],
            "logical": [rounded(logical.x.into(), 1), rounded(logical.y.into(), 1)],
            "scale": scale,
            "devicePixelRatio": ratio,
        })
    });
    // Where the board's camera draws, in CSS pixels (the bars and panels take the rest).
    let viewport = now.camera.and_then(|(_, viewport)| viewport).map(|rect| {
        [rect.min.x, rect.min.y, rect.width(), rect.height()].map(|v| rounded(v.into(), 1))
    });
    let mut squares = Map::new();
    if let Some((camera, transform)) = camera {
        for square in Square::all() {
            if let Ok(at) = camera.world_to_viewport(transform, square_center(square)) {
                let at = [rounded(at.x.into(), 1), rounded(at.y.into(), 1)];
                squares.insert(square.to_string(), json!(at));
            }
        }
    }
    let json = json!({
        "position": model.game().position().to_string(),
        "moves": model.game().moves().len(),
        "language": now.language.code(),
        "graphics": now.graphics.0.code(),
        "thinking": now.thinking,
        "lastSearch": {
            "count": last.count,
            "level": last.level.to_string(),
            "seconds": rounded(last.thinking.as_secs_f64(), 3),
            "depth": last.depth,
            "nodes": last.nodes,
            "score": last.score.map(|score| score.to_string()).unwrap_or_default(),
            "source": last.source.code(),
            "longestSliceMs": rounded(last.longest_slice.as_secs_f64() * 1000.0, 2),
        },
        "human": model.human().to_string(),
        "windows": {
            "welcome": open.is_open(WindowId::Welcome),
            "setup": open.setup().is_some(),
            "help": open.help().is_some(),
            "records": open.is_open(WindowId::Records),
            "menu": open.menu_open,
        },
        "focus": now.focus,
        "selected": names(&mut now.selection.stones().iter().copied()),
        "landings": names(&mut now.selection.destinations().iter().map(|mv| mv.landing())),
        "review": now.review,
        "shown": model.shown_position().to_string(),
        "analysis": analysis_report(&analysis, &graph_values(&model, &analysis), now.review),
        "announcements": {
            "count": said.count(),
            "recent": said.recent(ANNOUNCEMENTS),
            "cursor": said.cursor(),
        },
        "display": display,
        "viewport": viewport,
        // How many frames the game has drawn, and whether it still waits for pipelines to
        // compile: the idle step tells a page that draws from one that only burns time.
        "frames": frames.count.0,
        "pipelinesCompiling": frames.compiling.0,
        "whyNextFrame": frames.why.0,
        "squares": squares,
        "server": now.server,
        "puzzle": now.puzzle,
        "licences": now.licences,
    })
    .to_string();
    let body = page
        .and_then(|window| window.document())
        .and_then(|document| document.body());
    if let Some(body) = body
        && body.set_attribute(ATTRIBUTE, &json).is_ok()
    {
        *published = Some(now);
    }
}
