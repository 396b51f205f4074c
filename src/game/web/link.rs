//! A link to a game (`…/#ep1.m…`, written by `record::to_fragment`) opens that game when the
//! page starts: it replaces the saved one through [`RestoreGame`], played on against the
//! computer and level the link names ([`restore_of_link`]), else with the saved game's
//! settings and the player on the side to move. The fragment is then taken off the
//! address, so that a reload resumes the game as played since rather than the link's.

use crate::game::board::model::{GameModel, RestoreGame};
use crate::game::records::model::restore_of_link;
use bevy::prelude::*;
use epaminondas_play::record::{FragmentError, from_fragment_against};
use js_sys::{Function, Reflect};
use wasm_bindgen::JsValue;
use wasm_bindgen::prelude::JsCast;

/// Registers the link's restore after the saved game's (the last restore of a frame wins).
pub fn plugin(app: &mut App) {
    app.add_systems(PostStartup, open_linked_game);
}

fn open_linked_game(
    model: Res<GameModel>,
    mut restores: ParamSet<(MessageReader<RestoreGame>, MessageWriter<RestoreGame>)>,
) {
    let Some(window) = web_sys::window() else {
        return;
    };
    let fragment = window.location().hash().unwrap_or_default();
    if fragment.trim_start_matches('#').is_empty() {
        return;
    }
    let (game, computer) = match from_fragment_against(&fragment) {
        Ok(linked) => linked,
        // Another page's fragment: not a game, nothing to say.
        Err(FragmentError::NotAGame) => return,
        Err(error) => {
            warn!(
                "the address's game cannot be opened ({}); the saved game goes on",
                error.text()
            );
            return;
        }
    };
    let saved = restores
        .p0()
        .read()
        .last()
        .map_or(*model.settings(), |saved| saved.settings);
    info!("opening the address's game: {} moves", game.moves().len());
    restores.p1().write(restore_of_link(game, computer, saved));
    forget_fragment(&window);
}

/// `history.replaceState(null, "", path + query)`, through `Reflect` (web-sys's `History`
/// would be a new feature for Bevy's web-sys: see Cargo.toml).
fn forget_fragment(window: &web_sys::Window) {
    let location = window.location();
    let address = format!(
        "{}{}",
        location.pathname().unwrap_or_default(),
        location.search().unwrap_or_default()
    );
    let replaced = Reflect::get(window, &"history".into()).and_then(|history| {
        let replace = Reflect::get(&history, &"replaceState".into())?.dyn_into::<Function>()?;
        replace.call3(&history, &JsValue::NULL, &"".into(), &address.into())
    });
    if replaced.is_err() {
        warn!("the game's link stays in the address: a reload opens it again");
    }
}
