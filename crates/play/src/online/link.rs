//! The join link: the page's address with the room in its query,
//! `?room=K7MQ2X`, and the relay too when it is not the page's default
//! (`&relay=` and the address, percent-encoded). What the player types into
//! "Join" may be that link, a relay room address, or the bare code.
//!
//! ```
//! use epaminondas_play::online::{JoinLink, RelayUrl, RoomCode};
//! let room: RoomCode = "K7MQ2X".parse().unwrap();
//! let link = JoinLink { room, relay: None };
//! assert_eq!(
//!     link.to_address("https://example.org/play/?lang=ru#ep1.me2e3"),
//!     "https://example.org/play/?lang=ru&room=K7MQ2X"
//! );
//! let relay = RelayUrl::parse("ws://10.0.0.2:3536").ok();
//! let link = JoinLink { room, relay };
//! let address = link.to_address("https://example.org/");
//! assert_eq!(address, "https://example.org/?room=K7MQ2X&relay=ws%3A%2F%2F10.0.0.2%3A3536");
//! assert_eq!(JoinLink::read(&address), Ok(link.clone()));
//! assert_eq!(JoinLink::read("k7m-q2x").unwrap().room, room);
//! ```

use super::relay::{RelayError, RelayUrl};
use super::room::{RoomCode, RoomCodeError};
use crate::i18n::{OnlineKey, Text};
use std::fmt;

/// Where to join: the room, and the relay when it is not the default one.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct JoinLink {
    /// The room.
    pub room: RoomCode,
    /// The relay, when the link names one.
    pub relay: Option<RelayUrl>,
}

/// Why a link or typed text does not say where to join.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum JoinLinkError {
    /// A link without a `room` parameter.
    NoRoom,
    /// The room code is wrong.
    Room(RoomCodeError),
    /// The relay's address is wrong.
    Relay(RelayError),
}

impl JoinLinkError {
    /// What to tell the player; [`Language::say`](crate::i18n::Language::say) words it.
    pub fn text(&self) -> Text {
        match self {
            JoinLinkError::NoRoom => Text::new(OnlineKey::OnlineLinkNoRoom),
            JoinLinkError::Room(e) => e.text(),
            JoinLinkError::Relay(e) => e.text(),
        }
    }
}

impl fmt::Display for JoinLinkError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.text())
    }
}

impl std::error::Error for JoinLinkError {}

/// `text` with every byte but the unreserved URL characters written `%XX`.
fn percent_encode(text: &str) -> String {
    let mut out = String::new();
    for byte in text.bytes() {
        if byte.is_ascii_alphanumeric() || b"-._~".contains(&byte) {
            out.push(char::from(byte));
        } else {
            out.push_str(&format!("%{byte:02X}"));
        }
    }
    out
}

/// `text` with its `%XX` escapes (and `+` for a space) decoded; `None` when
/// an escape is malformed or the result is not UTF-8.
fn percent_decode(text: &str) -> Option<String> {
    let mut bytes = Vec::new();
    let mut rest = text.bytes();
    while let Some(byte) = rest.next() {
        bytes.push(match byte {
            b'%' => {
                let high = char::from(rest.next()?).to_digit(16)?;
                let low = char::from(rest.next()?).to_digit(16)?;
                u8::try_from(high * 16 + low).ok()?
            }
            b'+' => b' ',
            other => other,
        });
    }
    String::from_utf8(bytes).ok()
}

/// The `name=value` pairs of an address's query (between `?` and `#`).
fn query_pairs(address: &str) -> impl Iterator<Item = (&str, &str)> {
    let before_fragment = address.split('#').next().unwrap_or("");
    let query = before_fragment.split_once('?').map_or("", |(_, q)| q);
    query
        .split('&')
        .filter(|pair| !pair.is_empty())
        .map(|pair| pair.split_once('=').unwrap_or((pair, "")))
}

impl JoinLink {
    /// The link on the page at `page`: its other query parameters kept, any
    /// `room` and `relay` replaced, its fragment (a game link) dropped.
    pub fn to_address(&self, page: &str) -> String {
        let before_fragment = page.split('#').next().unwrap_or("");
        let base = before_fragment.split('?').next().unwrap_or("");
        let mut params: Vec<String> = query_pairs(page)
            .filter(|(name, _)| *name != "room" && *name != "relay")
            .map(|(name, value)| format!("{name}={value}"))
            .collect();
        params.push(format!("room={}", self.room));
        if let Some(relay) = &self.relay {
            params.push(format!("relay={}", percent_encode(relay.as_str())));
        }
        format!("{base}?{}", params.join("&"))
    }

    /// Reads what the player gave to join: a page link with `?room=`, a
    /// relay room address (`ws://HOST:PORT/ROOM`), or the bare code.
    pub fn read(text: &str) -> Result<JoinLink, JoinLinkError> {
        let text = text.trim();
        let lower = text.to_ascii_lowercase();
        if lower.starts_with("ws://") || lower.starts_with("wss://") {
            let (relay, room) = RelayUrl::read_room_url(text).map_err(|e| match e {
                RelayError::BadRoom(e) => JoinLinkError::Room(e),
                e => JoinLinkError::Relay(e),
            })?;
            return Ok(JoinLink {
                room,
                relay: Some(relay),
            });
        }
        if !text.contains('?') && !text.contains("://") {
            let room = RoomCode::parse(text).map_err(JoinLinkError::Room)?;
            return Ok(JoinLink { room, relay: None });
        }
        let mut room = None;
        let mut relay = None;
        for (name, raw) in query_pairs(text) {
            let value = percent_decode(raw).unwrap_or_else(|| raw.to_string());
            match name {
                "room" => room = Some(value),
                "relay" => relay = Some(value),
                _ => {}
            }
        }
        let room = room.ok_or(JoinLinkError::NoRoom)?;
        let room = RoomCode::parse(&room).map_err(JoinLinkError::Room)?;
        let relay = relay
            .map(|r| RelayUrl::parse(&r))
            .transpose()
            .map_err(JoinLinkError::Relay)?;
        Ok(JoinLink { room, relay })
    }
}
