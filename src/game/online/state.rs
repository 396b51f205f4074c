//! The online game's state: [`OnlineGame`] (the room, the session and the link), the
//! player's [`OnlineSettings`], the [`OnlineCommand`]s that drive them and the
//! [`OnlineClock`] the session counts in. The systems that use them are in the folder's
//! `mod.rs`; the windows and the saves name them from here.

use bevy::platform::time::Instant;
use bevy::prelude::*;
use serde::{Deserialize, Serialize};
use std::collections::VecDeque;

use super::link::{IceServers, Link, LinkEvent};
use super::words;
use crate::game::values::SideChoice;
use epaminondas_play::i18n::{OnlineKey, Text};
use epaminondas_play::online::{
    ClockSetting, Connection, Incoming, RelayError, RelayUrl, RoomCode, Session, Setup,
};

/// How long after the socket stopped a new one is opened, in ms.
const RECONNECT_MS: u64 = 3_000;
/// How often a connected game pings the friend (for the round trip shown), in ms.
const PING_MS: u64 = 5_000;
/// How many of the latest news the game keeps for the player.
const NEWS_KEPT: usize = 6;
/// How many of the latest things heard from the friend are kept (for tests and figures).
const HEARD_KEPT: usize = 256;

/// The game's monotonic clock for the session, in milliseconds since the app started.
#[derive(Resource, Clone, Copy, Debug)]
pub struct OnlineClock {
    start: Instant,
}

impl Default for OnlineClock {
    fn default() -> OnlineClock {
        OnlineClock {
            start: Instant::now(),
        }
    }
}

impl OnlineClock {
    /// Milliseconds since the clock started.
    pub fn now(&self) -> u64 {
        u64::try_from(self.start.elapsed().as_millis()).unwrap_or(u64::MAX)
    }
}

/// What the player (or a test) asks of the online game.
#[derive(Message, Clone, Debug, PartialEq)]
pub enum OnlineCommand {
    /// Opens the Invite / Join window (New game → "A friend on another device").
    OpenWindow,
    /// Closes it.
    CloseWindow,
    /// Opens a room as its host with this setup: `room`, or a new code; on the settings' relay.
    Host {
        /// Colours, clock and rules.
        setup: Setup,
        /// The room, or `None` for a new code.
        room: Option<RoomCode>,
    },
    /// Joins a room as the friend: on `relay`, or the settings' relay.
    Join {
        /// The room.
        room: RoomCode,
        /// The relay, when not the settings' one.
        relay: Option<RelayUrl>,
    },
    /// Shows the online game on the board again.
    Show,
    /// The player resigns.
    Resign,
    /// Asks the friend to take back the player's last move.
    RequestTakeback,
    /// Answers the friend's takeback request.
    AnswerTakeback(bool),
    /// Offers another game, colours swapped (or accepts the friend's offer).
    OfferRematch,
    /// Answers the friend's rematch offer.
    AnswerRematch(bool),
    /// Closes the connection and opens a new one to the same room.
    Reconnect,
    /// Leaves the room: the connection closes and the saved room is forgotten.
    Leave,
}

/// The player's settings for online games, saved under their own key.
#[derive(Resource, Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct OnlineSettings {
    /// The player's name, shown to the friend.
    pub name: String,
    /// The signalling server's address, `ws://HOST:PORT`.
    pub relay: Option<String>,
    /// STUN and TURN servers; none by default.
    pub ice: IceServers,
}

impl OnlineSettings {
    /// The relay, when one is set and valid.
    pub fn relay(&self) -> Result<RelayUrl, RelayError> {
        RelayUrl::parse(self.relay.as_deref().unwrap_or_default())
    }
}

/// An online game in a room: the session, the room and the connection.
#[derive(Resource)]
pub struct OnlineGame {
    /// The game as both programs run it.
    pub session: Session,
    /// The room.
    pub room: RoomCode,
    /// The relay the room is on.
    pub relay: RelayUrl,
    /// Whether the board shows this game (else the player is doing something else on it).
    pub shown: bool,
    link: Option<Link>,
    link_error: Option<String>,
    reconnect_at: Option<u64>,
    next_ping: u64,
    round_trip_ms: Option<u64>,
    news: VecDeque<Text>,
    heard: VecDeque<(u64, Incoming)>,
}

impl OnlineGame {
    /// The game of `session` in `room` on `relay`, its link opened on the next frame.
    pub fn new(session: Session, room: RoomCode, relay: RelayUrl, shown: bool) -> OnlineGame {
        OnlineGame {
            session,
            room,
            relay,
            shown,
            link: None,
            link_error: None,
            reconnect_at: Some(0),
            next_ping: 0,
            round_trip_ms: None,
            news: VecDeque::new(),
            heard: VecDeque::new(),
        }
    }

    /// The room's address on the relay, as the socket and the Join field take it.
    pub fn room_url(&self) -> String {
        self.relay.room_url(self.room)
    }

    /// Why the relay cannot be reached now, if it cannot.
    pub fn relay_problem(&self) -> Option<&str> {
        self.link_error.as_deref()
    }

    /// The latest round trip to the friend's program, in ms.
    pub fn round_trip_ms(&self) -> Option<u64> {
        self.round_trip_ms
    }

    /// What the player was told lately, the latest last.
    pub fn news(&self) -> impl Iterator<Item = &Text> {
        self.news.iter()
    }

    /// What the friend's program sent lately and what it did, with the time it came (ms of
    /// [`OnlineClock`]), the latest last.
    pub fn heard(&self) -> impl Iterator<Item = &(u64, Incoming)> {
        self.heard.iter()
    }

    /// Tells the player something.
    pub(super) fn say(&mut self, text: Text) {
        if self.news.len() == NEWS_KEPT {
            self.news.pop_front();
        }
        self.news.push_back(text);
    }

    /// Sends what the session has for the friend, in order.
    pub(super) fn flush(&mut self) {
        let outgoing = self.session.take_outgoing();
        if let Some(link) = &mut self.link {
            for bytes in outgoing {
                link.send(bytes);
            }
        }
    }

    /// Polls the link and drives the session at `now`: the friend coming and going, the
    /// friend's messages, the clock; sends the answers.
    pub(super) fn drive(&mut self, now: u64, ice: &IceServers) {
        if self.link.is_none() && self.reconnect_at.is_some_and(|at| now >= at) {
            self.reconnect_at = None;
            self.link = Some(Link::open(&self.room_url(), ice));
        }
        let events = self.link.as_mut().map(Link::poll).unwrap_or_default();
        for event in events {
            match event {
                LinkEvent::FriendCame => {
                    self.link_error = None;
                    self.session.peer_connected(now);
                }
                LinkEvent::FriendLeft => self.session.peer_disconnected(now),
                LinkEvent::Packet(bytes) => {
                    let incoming = self.session.receive(&bytes, now);
                    self.heard_from_friend(incoming, now);
                }
                LinkEvent::Closed(why) => {
                    warn!("the link to room {} stopped: {why}", self.room);
                    self.link = None;
                    self.link_error = Some(why);
                    self.reconnect_at = Some(now.saturating_add(RECONNECT_MS));
                }
            }
            self.flush();
        }
        if let Some(end) = self.session.tick(now)
            && let Some(me) = self.session.my_side()
        {
            self.say(words::ending(end, me));
        }
        if self.session.connection() == Connection::Connected && now >= self.next_ping {
            self.session.ping(now);
            self.next_ping = now.saturating_add(PING_MS);
        }
        self.flush();
    }

    /// Tells the player what a message from the friend did.
    fn heard_from_friend(&mut self, incoming: Incoming, now: u64) {
        if self.heard.len() == HEARD_KEPT {
            self.heard.pop_front();
        }
        self.heard.push_back((now, incoming.clone()));
        let me = self.session.my_side();
        let told = match incoming {
            Incoming::Joined { name } if name.trim().is_empty() => {
                Some(Text::new(OnlineKey::OnlineFriendHere))
            }
            Incoming::Joined { name } => {
                Some(Text::new(OnlineKey::OnlineNamedFriendHere).with("name", name))
            }
            Incoming::Synced => Some(Text::new(OnlineKey::OnlineSynced)),
            Incoming::Resigned | Incoming::OutOfTime(_) | Incoming::Stopped => self
                .session
                .end()
                .zip(me)
                .map(|(end, me)| words::ending(end, me)),
            Incoming::TakebackRequested { .. } => {
                Some(Text::new(OnlineKey::OnlineFriendAsksTakeback))
            }
            Incoming::TakebackAnswered { accepted: true } => {
                Some(Text::new(OnlineKey::OnlineTakebackAccepted))
            }
            Incoming::TakebackAnswered { accepted: false } => {
                Some(Text::new(OnlineKey::OnlineTakebackDeclined))
            }
            Incoming::RematchOffered => Some(Text::new(OnlineKey::OnlineFriendOffersRematch)),
            Incoming::RematchAnswered { accepted: true } => {
                Some(Text::new(OnlineKey::OnlineRematchStarted))
            }
            Incoming::RematchAnswered { accepted: false } => {
                Some(Text::new(OnlineKey::OnlineRematchDeclined))
            }
            Incoming::Pong { round_trip_ms } => {
                self.round_trip_ms = Some(round_trip_ms);
                None
            }
            Incoming::Refused { why, .. } => {
                warn!("refused a message from the friend's program: {why:?}");
                Some(why.text())
            }
            Incoming::Applied(_) | Incoming::NothingToShow => None,
        };
        if let Some(text) = told {
            self.say(text);
        }
    }

    /// Does what the player asked of the game at `now`, or says why not.
    pub(super) fn act(&mut self, command: &OnlineCommand, now: u64) {
        let done = match command {
            OnlineCommand::Resign => self.session.resign(now),
            OnlineCommand::RequestTakeback => self.session.request_takeback(),
            OnlineCommand::AnswerTakeback(yes) => self.session.answer_takeback(*yes, now),
            OnlineCommand::OfferRematch => self.session.offer_rematch(),
            OnlineCommand::AnswerRematch(yes) => self.session.answer_rematch(*yes),
            _ => Ok(()),
        };
        match done {
            Ok(()) => {
                if let (Some(end), Some(me)) = (self.session.end(), self.session.my_side())
                    && *command == OnlineCommand::Resign
                {
                    self.say(words::ending(end, me));
                }
            }
            Err(error) => self.say(words::refused_action(&error)),
        }
        self.flush();
    }

    /// Closes the connection; a new one opens at once.
    pub(super) fn reconnect(&mut self, now: u64) {
        if self.link.take().is_some_and(|link| link.has_friend()) {
            self.session.peer_disconnected(now);
        }
        self.reconnect_at = Some(now);
    }

    /// Whether the socket has reached the relay (it has an id there) and is open.
    pub fn in_room(&mut self) -> bool {
        self.link.as_mut().is_some_and(Link::joined_relay)
    }
}

/// A new room code from the system's randomness.
pub(super) fn new_room() -> RoomCode {
    RoomCode::generate(&mut rand::rand_core::UnwrapErr(rand::rngs::SysRng))
}

/// Which page of the Invite / Join window is open.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Page {
    /// Name, relay, and the choice between inviting and joining.
    #[default]
    Start,
    /// The host's choices: colour and clock.
    Invite,
    /// The room code or link to join.
    Join,
}

/// The Invite / Join window's state.
#[derive(Resource, Debug, Default)]
pub struct OnlineWindow {
    /// Whether it is open.
    pub open: bool,
    /// The page shown.
    pub page: Page,
    /// What went wrong last, for the player.
    pub error: Option<Text>,
    /// The code or link typed into Join.
    pub join_text: String,
    /// The host's choice of side.
    pub side: SideChoice,
    /// The host's clock choice.
    pub clock: Option<ClockSetting>,
    /// The STUN/TURN addresses as typed, one a line (`None`: not being edited).
    pub ice_text: Option<String>,
    /// Resign was pressed once: it asks again.
    pub confirming_resign: bool,
}
