//! The online game in the saves: the room, its relay, the session ([`SessionSave`]: role,
//! names, the game with its clock) and whether the board showed it, under [`ONLINE_KEY`]; the
//! player's online settings under [`ONLINE_SETTINGS_KEY`]. Both use the store's versioned
//! envelope ([`crate::game::store::format`]), so a damaged value is kept aside and reported
//! like any other. At launch a saved room is opened again and the game resumes where it was;
//! the command line's (or the page's) room joins that room instead, unless it is the saved one.

use bevy::prelude::*;
use serde::{Deserialize, Serialize};

use super::state::{OnlineClock, OnlineCommand, OnlineGame, OnlineSettings};
use crate::game::launch::LaunchOptions;
use crate::game::store::backend::SaveStore;
use crate::game::store::format::{Loaded, load, save};
use epaminondas_play::online::{RelayUrl, RoomCode, Session, SessionSave};

/// The key of the online game.
pub const ONLINE_KEY: &str = "online";
/// The key of the online settings.
pub const ONLINE_SETTINGS_KEY: &str = "online-settings";

/// The online game as saved.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct SavedRoom {
    /// The room.
    pub room: RoomCode,
    /// The relay's address.
    pub relay: String,
    /// The session: role, names, the game.
    pub session: SessionSave,
    /// Whether the board showed the game.
    pub shown: bool,
}

impl SavedRoom {
    /// The saved form of `online` at `now`.
    pub fn of(online: &OnlineGame, now: u64) -> SavedRoom {
        SavedRoom {
            room: online.room,
            relay: online.relay.to_string(),
            session: online.session.save(now),
            shown: online.shown,
        }
    }

    /// The game again, waiting for the friend; `None` when the relay or the game is not valid.
    pub fn restore(&self) -> Option<OnlineGame> {
        let relay = RelayUrl::parse(&self.relay).ok()?;
        let session = Session::restore(&self.session).ok()?;
        Some(OnlineGame::new(session, self.room, relay, self.shown))
    }

    /// The same save with the clocks left out: what must be saved again when it changes (the
    /// clock alone changes every frame; it is saved with everything else).
    fn without_clock(&self) -> SavedRoom {
        let mut copy = self.clone();
        if let Some(state) = &mut copy.session.state {
            state.clock = None;
        }
        copy
    }
}

/// The room the page's address names (`?room=…&relay=…`), in the browser.
#[cfg(target_arch = "wasm32")]
fn page_room() -> crate::game::launch::OnlineLaunch {
    let address = web_sys::window().and_then(|window| window.location().href().ok());
    match address.map(|address| epaminondas_play::online::JoinLink::read(&address)) {
        Some(Ok(link)) => crate::game::launch::OnlineLaunch {
            relay: link.relay,
            room: Some(link.room),
        },
        _ => crate::game::launch::OnlineLaunch::default(),
    }
}

/// The relay the site was built with (`wasm/build.sh --relay URL` writes it into the page's
/// `<meta name="epaminondas-relay">`), if any.
#[cfg(target_arch = "wasm32")]
fn page_default_relay() -> Option<String> {
    let document = web_sys::window()?.document()?;
    let meta = document
        .query_selector("meta[name=epaminondas-relay]")
        .ok()??;
    let relay = meta.get_attribute("content")?;
    (!relay.trim().is_empty()).then(|| relay.trim().to_string())
}

/// Loads the online settings and the saved room, and opens the room again (or the one the
/// launch names).
pub fn restore_at_launch(
    mut commands: Commands,
    store: Option<ResMut<SaveStore>>,
    launch: Option<Res<LaunchOptions>>,
    mut settings: ResMut<OnlineSettings>,
    mut requests: MessageWriter<OnlineCommand>,
) {
    let mut saved = None;
    if let Some(mut store) = store {
        if let Loaded::Found(found) = load::<OnlineSettings>(store.0.as_mut(), ONLINE_SETTINGS_KEY)
        {
            *settings = found;
        }
        match load::<SavedRoom>(store.0.as_mut(), ONLINE_KEY) {
            Loaded::Found(found) => saved = Some(found),
            Loaded::Missing => {}
            Loaded::Rejected { problem, backup } => {
                warn!("the saved online game is {problem}; kept under {backup:?}");
            }
        }
    }
    #[cfg(target_arch = "wasm32")]
    if settings.relay.is_none() {
        settings.relay = page_default_relay();
    }
    #[allow(unused_mut)]
    let mut asked = launch
        .map(|launch| launch.online.clone())
        .unwrap_or_default();
    #[cfg(target_arch = "wasm32")]
    if asked.room.is_none() {
        asked = page_room();
    }
    if let Some(relay) = &asked.relay {
        settings.relay = Some(relay.to_string());
    }
    let resumed = saved.as_ref().and_then(|saved| {
        let game = saved.restore();
        if game.is_none() {
            warn!("the saved online game does not replay; it is left alone");
        }
        game
    });
    match (asked.room, resumed) {
        (Some(room), Some(game)) if game.room == room => commands.insert_resource(game),
        (Some(room), _) => {
            requests.write(OnlineCommand::Join {
                room,
                relay: asked.relay,
            });
        }
        (None, Some(game)) => {
            info!("back in room {} on {}", game.room, game.relay);
            commands.insert_resource(game);
        }
        (None, None) => {}
    }
}

/// Saves the online game whenever it changes (and forgets it when the player leaves the room),
/// and the settings whenever they change.
pub fn save_on_change(
    online: Option<Res<OnlineGame>>,
    settings: Res<OnlineSettings>,
    clock: Res<OnlineClock>,
    store: Option<ResMut<SaveStore>>,
    mut saved_room: Local<Option<SavedRoom>>,
    mut saved_settings: Local<Option<OnlineSettings>>,
) {
    let Some(mut store) = store else {
        return;
    };
    let now = clock.now();
    let current = online.map(|online| SavedRoom::of(&online, now));
    let compared = current.as_ref().map(SavedRoom::without_clock);
    if compared != *saved_room {
        let done = match &current {
            Some(room) => save(store.0.as_mut(), ONLINE_KEY, room),
            None => store.0.remove(ONLINE_KEY),
        };
        match done {
            Ok(()) => *saved_room = compared,
            Err(error) => error!("could not save the online game: {error}"),
        }
    }
    match saved_settings.as_ref() {
        // The first frame sees what was loaded: nothing new to save.
        None => *saved_settings = Some(settings.clone()),
        Some(last) if *last != *settings => {
            *saved_settings = Some(settings.clone());
            if let Err(error) = save(store.0.as_mut(), ONLINE_SETTINGS_KEY, &*settings) {
                error!("could not save the online settings: {error}");
            }
        }
        Some(_) => {}
    }
}
