//! The signalling server's address (matchbox's relay), as a preference, a
//! flag or a page parameter gives it: `ws://HOST:PORT` or `wss://HOST…`,
//! nothing else. A room on it is the address with the room code as the last
//! path segment, `ws://HOST:PORT/ROOM`, as `matchbox_socket` takes it.
//!
//! ```
//! use epaminondas_play::online::{RelayError, RelayUrl, RoomCode};
//! let relay = RelayUrl::parse("WS://127.0.0.1:3536/").unwrap();
//! assert_eq!(relay.as_str(), "ws://127.0.0.1:3536");
//! let room: RoomCode = "K7MQ2X".parse().unwrap();
//! assert_eq!(relay.room_url(room), "ws://127.0.0.1:3536/K7MQ2X");
//! assert_eq!(RelayUrl::read_room_url("ws://127.0.0.1:3536/K7MQ2X"), Ok((relay, room)));
//! assert_eq!(RelayUrl::parse("http://example.org"), Err(RelayError::NotWebSocket));
//! ```

use super::room::{RoomCode, RoomCodeError};
use crate::i18n::{OnlineKey, Text};
use std::fmt;

/// A signalling server's address: `ws://` or `wss://`, a host, perhaps a
/// port and a path; no query, fragment or credentials, no trailing `/`.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct RelayUrl(String);

/// Why a text is not a relay address.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum RelayError {
    /// It does not start with `ws://` or `wss://`.
    NotWebSocket,
    /// There is no host after the scheme.
    NoHost,
    /// The host has a character no host name or address has.
    BadHost,
    /// The port is not a number from 1 to 65535.
    BadPort,
    /// The path has a query, a fragment, or a character outside plain ones.
    BadPath,
    /// A room address without a valid room code as its last segment.
    BadRoom(RoomCodeError),
}

impl RelayError {
    /// What to tell the player; [`Language::say`](crate::i18n::Language::say) words it.
    pub fn text(&self) -> Text {
        let key = match self {
            RelayError::NotWebSocket => OnlineKey::OnlineRelayNotWebSocket,
            RelayError::NoHost => OnlineKey::OnlineRelayNoHost,
            RelayError::BadHost => OnlineKey::OnlineRelayBadHost,
            RelayError::BadPort => OnlineKey::OnlineRelayBadPort,
            RelayError::BadPath => OnlineKey::OnlineRelayBadPath,
            RelayError::BadRoom(e) => return e.text(),
        };
        Text::new(key)
    }
}

impl fmt::Display for RelayError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.text())
    }
}

impl std::error::Error for RelayError {}

/// Whether `host` is a host name, an IPv4 address or a bracketed IPv6 address.
fn is_host(host: &str) -> bool {
    if let Some(inner) = host.strip_prefix('[').and_then(|h| h.strip_suffix(']')) {
        return !inner.is_empty()
            && inner
                .chars()
                .all(|c| c.is_ascii_hexdigit() || c == ':' || c == '.');
    }
    host.chars()
        .all(|c| c.is_ascii_alphanumeric() || c == '-' || c == '.')
}

/// Whether `path` (after the authority) has only plain path characters.
fn is_plain_path(path: &str) -> bool {
    path.chars()
        .all(|c| c.is_ascii_alphanumeric() || "-._~/".contains(c))
}

impl RelayUrl {
    /// Reads a relay address: the scheme in any case, a trailing `/` dropped.
    pub fn parse(text: &str) -> Result<RelayUrl, RelayError> {
        let text = text.trim();
        let (scheme, rest) = text.split_once("://").ok_or(RelayError::NotWebSocket)?;
        let scheme = scheme.to_ascii_lowercase();
        if scheme != "ws" && scheme != "wss" {
            return Err(RelayError::NotWebSocket);
        }
        let (authority, path) = rest.split_at(rest.find('/').unwrap_or(rest.len()));
        let (host, port) = match authority.rsplit_once(':') {
            Some((host, port)) if !host.starts_with('[') || host.ends_with(']') => {
                (host, Some(port))
            }
            _ => (authority, None),
        };
        if host.is_empty() {
            return Err(RelayError::NoHost);
        }
        if !is_host(host) {
            return Err(RelayError::BadHost);
        }
        if let Some(port) = port {
            let valid = port.chars().all(|c| c.is_ascii_digit())
                && port.parse::<u16>().is_ok_and(|p| p > 0);
            if !valid {
                return Err(RelayError::BadPort);
            }
        }
        if !is_plain_path(path) {
            return Err(RelayError::BadPath);
        }
        let path = path.trim_end_matches('/');
        Ok(RelayUrl(format!("{scheme}://{authority}{path}")))
    }

    /// The address as written: `ws://127.0.0.1:3536`.
    pub fn as_str(&self) -> &str {
        &self.0
    }

    /// The room's address on this relay, as the socket takes it.
    pub fn room_url(&self, room: RoomCode) -> String {
        format!("{}/{room}", self.0)
    }

    /// Reads a room's address: the relay and the room code, its last segment.
    pub fn read_room_url(url: &str) -> Result<(RelayUrl, RoomCode), RelayError> {
        let relay = RelayUrl::parse(url)?;
        let (base, room) = relay
            .0
            .rsplit_once('/')
            .filter(|(base, _)| !base.ends_with('/'))
            .ok_or(RelayError::BadRoom(RoomCodeError::WrongLength { found: 0 }))?;
        let room = RoomCode::parse(room).map_err(RelayError::BadRoom)?;
        Ok((RelayUrl(base.to_string()), room))
    }
}

impl fmt::Display for RelayUrl {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}
