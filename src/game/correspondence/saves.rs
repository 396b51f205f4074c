//! The account in the saves: the server's address, the session and the game the board showed,
//! under [`SERVER_KEY`] in the store's versioned envelope ([`crate::game::store::format`]), so
//! that a restarted game is still signed in, finds its games and shows the same game again. A damaged value is kept aside and reported like any
//! other; the password is never saved.

use bevy::prelude::*;

use super::link::ServerLink;
use super::state::{ServerAccount, ServerPlay};
use crate::game::store::backend::SaveStore;
use crate::game::store::format::{Loaded, load, save};
use epaminondas_play::correspondence::Call;

/// The key of the account.
pub const SERVER_KEY: &str = "server-account";

/// Loads the account and opens the game the board showed again.
pub fn restore_at_launch(
    store: Option<ResMut<SaveStore>>,
    mut account: ResMut<ServerAccount>,
    mut link: ResMut<ServerLink>,
    mut play: ResMut<ServerPlay>,
) {
    let Some(mut store) = store else {
        return;
    };
    match load::<ServerAccount>(store.0.as_mut(), SERVER_KEY) {
        Loaded::Found(found) => *account = found,
        Loaded::Missing => {}
        Loaded::Rejected { problem, backup } => {
            warn!("the saved server account is {problem}; kept under {backup:?}");
        }
    }
    if account.session.is_none() {
        return;
    }
    // The player's games are read on the first frame, as every minute after.
    if let Some(id) = account.shown_game.clone() {
        play.opening = Some(id.clone());
        link.send(&account.address, account.token(), Call::Game(id));
    }
}

/// Notes in the account which game the board shows, for the next start.
pub fn remember_shown_game(play: Res<ServerPlay>, mut account: ResMut<ServerAccount>) {
    let shown = play
        .open
        .as_ref()
        .filter(|open| open.shown)
        .map(|open| open.game.id.clone());
    if account.shown_game != shown {
        account.shown_game = shown;
    }
}

/// Saves the account whenever it changes.
pub fn save_on_change(
    account: Res<ServerAccount>,
    store: Option<ResMut<SaveStore>>,
    mut saved: Local<Option<ServerAccount>>,
) {
    let Some(mut store) = store else {
        return;
    };
    match saved.as_ref() {
        // The first frame sees what was loaded: nothing new to save.
        None => *saved = Some(account.clone()),
        Some(last) if *last != *account => {
            *saved = Some(account.clone());
            if let Err(error) = save(store.0.as_mut(), SERVER_KEY, &*account) {
                error!("could not save the server account: {error}");
            }
        }
        Some(_) => {}
    }
}
