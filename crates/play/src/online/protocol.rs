//! The messages two players' programs send each other, and their wire format.
//!
//! # Wire format
//! One message is one data-channel packet: a UTF-8 JSON object with the
//! protocol version `v` and the message `msg`, whose `type` names it:
//!
//! ```text
//! {"v":1,"msg":{"type":"move","game":1,"ply":3,"text":"a1-a3","hash":1234567890123,"clock":293000}}
//! ```
//!
//! [`decode`] refuses, in this order: more than [`MAX_MESSAGE_BYTES`] bytes
//! (before reading any of it), bytes that are not a JSON object with a whole
//! number `v`, a `v` other than [`PROTOCOL_VERSION`], and a `msg` that is not
//! one of the messages below. Unknown fields are ignored, so a later version
//! may add optional fields without a new number; anything else changes `v`.
//!
//! # Messages (`type`, then fields)
//! - `hello` `{name, host}`: the first message on every connection, both
//!   ways. `name` is the player's name; `host` is the host's whole game (a
//!   [`GameState`]), null in the guest's hello. A rejoin is a new hello.
//! - `move` `{game, ply, text, hash, clock}`: move number `ply` (1 for the
//!   first move of the game) of game `game`, `text` in RULES.md's notation,
//!   `hash` the Zobrist hash ([`epaminondas_core::Position::hash`]) of the
//!   position after it, `clock` the mover's time left in milliseconds after
//!   the increment (null without a clock).
//! - `resign` `{game}`: the sender resigns.
//! - `out_of_time` `{game, ply, side}`: `side` (`"White"` or `"Black"`) has
//!   run out of time with `ply` moves played; sent by the side itself, or by
//!   its opponent a grace period after the opponent's view of that clock ran out.
//! - `takeback_request` `{game, ply, back_to}`: with `ply` moves played, the
//!   sender asks to take back its last move and any reply, leaving `back_to` moves.
//! - `takeback_answer` `{game, ply, accept}`: the answer to the request made at `ply`.
//! - `rematch_offer` `{game}` and `rematch_answer` `{game, accept}`: after game
//!   `game` has ended; an accepted rematch starts game `game + 1` with the
//!   colours swapped and the same clock.
//! - `ping` `{sent}` and `pong` `{sent}`: `pong` echoes `sent` (the pinger's
//!   time in ms) so the pinger can measure the round trip.
//! - `resync_request` `{}`: the guest asks for the host's game.
//! - `resync` `{state}`: the host's whole game, in answer or unasked after it
//!   refused one of the guest's messages.
//! - `stop` `{game}`: the sender's program has stopped the game unfinished,
//!   because the two games could not be made the same.
//!
//! A [`GameState`] is `{game, setup, moves, hash, clock, ending}`: the game's
//! number in the room (1, then 2 after a rematch…), the [`Setup`]
//! `{host_color, clock, options}` with the clock `{base_ms, increment_ms}` or
//! null, the moves in notation, the hash after them, both clocks' time left
//! `{white_ms, black_ms}` (or null) and how the game ended when the rules did
//! not end it (`{"Resigned":"Black"}`, `{"OutOfTime":"White"}`, `"Stopped"`; or null).
//!
//! ```
//! use epaminondas_play::online::{DecodeError, PeerMessage, decode, encode};
//! let bytes = encode(&PeerMessage::Resign { game: 1 });
//! assert_eq!(bytes, br#"{"v":1,"msg":{"type":"resign","game":1}}"#);
//! assert_eq!(decode(&bytes), Ok(PeerMessage::Resign { game: 1 }));
//! assert_eq!(decode(br#"{"v":2,"msg":{}}"#), Err(DecodeError::WrongVersion { theirs: 2 }));
//! assert_eq!(decode(b"\xff"), Err(DecodeError::Unreadable));
//! ```

use super::clock::{ClockSetting, ClockTimes};
use epaminondas_core::{GameOptions, Side};
use serde::{Deserialize, Serialize};
use std::fmt;

/// The version of the protocol this program speaks; a peer with another is refused.
pub const PROTOCOL_VERSION: u32 = 1;

/// The longest message accepted, in bytes: a game of several thousand moves fits.
pub const MAX_MESSAGE_BYTES: usize = 64 * 1024;

/// One message between the two programs; the module documentation describes each.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "type", rename_all = "snake_case")]
pub enum PeerMessage {
    /// The first message on a connection.
    Hello {
        /// The sender's player name.
        name: String,
        /// The host's game; none in the guest's hello.
        host: Option<GameState>,
    },
    /// A move.
    Move {
        /// The game's number in the room.
        game: u32,
        /// The move's number in the game, 1 for the first.
        ply: u32,
        /// The move in notation.
        text: String,
        /// The hash of the position after the move.
        hash: u64,
        /// The mover's time left after the increment, in ms (none without a clock).
        clock: Option<u64>,
    },
    /// The sender resigns.
    Resign {
        /// The game's number in the room.
        game: u32,
    },
    /// A side has run out of time.
    OutOfTime {
        /// The game's number in the room.
        game: u32,
        /// Moves played when the time ran out.
        ply: u32,
        /// The side whose time ran out.
        side: Side,
    },
    /// The sender asks to take back its last move (and any reply to it).
    TakebackRequest {
        /// The game's number in the room.
        game: u32,
        /// Moves played when asking.
        ply: u32,
        /// Moves left after the takeback.
        back_to: u32,
    },
    /// The answer to a takeback request.
    TakebackAnswer {
        /// The game's number in the room.
        game: u32,
        /// The `ply` of the request answered.
        ply: u32,
        /// Yes or no.
        accept: bool,
    },
    /// The sender offers another game, colours swapped.
    RematchOffer {
        /// The number of the game that has ended.
        game: u32,
    },
    /// The answer to a rematch offer.
    RematchAnswer {
        /// The number of the game that has ended.
        game: u32,
        /// Yes or no.
        accept: bool,
    },
    /// Asks for a [`PeerMessage::Pong`].
    Ping {
        /// The sender's time, in ms.
        sent: u64,
    },
    /// The answer to a ping.
    Pong {
        /// The ping's `sent`.
        sent: u64,
    },
    /// The guest asks for the host's game.
    ResyncRequest,
    /// The host's game.
    Resync {
        /// The whole game.
        state: GameState,
    },
    /// The sender has stopped the game unfinished.
    Stop {
        /// The game's number in the room.
        game: u32,
    },
}

/// What the host decides before a game: colours, clock and rules.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Setup {
    /// The side the host plays (`host_color` on the wire); the guest plays the other.
    #[serde(rename = "host_color")]
    pub host_side: Side,
    /// The time control, or none.
    pub clock: Option<ClockSetting>,
    /// The rule options.
    pub options: GameOptions,
}

/// How a game ended when the rules did not end it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Ending {
    /// This side resigned.
    Resigned(Side),
    /// This side's time ran out.
    OutOfTime(Side),
    /// A program stopped the game, unfinished, because the two games differed.
    Stopped,
}

/// A whole game as the host sends it and as a save keeps it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct GameState {
    /// The game's number in the room: 1, then one more for each rematch.
    pub game: u32,
    /// Colours, clock and rules.
    pub setup: Setup,
    /// The moves in notation, from the standard start position.
    pub moves: Vec<String>,
    /// The hash of the position after the moves.
    pub hash: u64,
    /// Both sides' time left, when the game has a clock.
    pub clock: Option<ClockTimes>,
    /// How the game ended, when the rules did not end it.
    pub ending: Option<Ending>,
}

/// Why bytes are not a message.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum DecodeError {
    /// More than [`MAX_MESSAGE_BYTES`] bytes.
    TooLong {
        /// How many bytes came.
        bytes: usize,
    },
    /// Not a message of this protocol.
    Unreadable,
    /// A message of another version of the protocol.
    WrongVersion {
        /// The version the peer speaks.
        theirs: u64,
    },
}

impl fmt::Display for DecodeError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            DecodeError::TooLong { bytes } => {
                write!(
                    f,
                    "a message of {bytes} bytes (at most {MAX_MESSAGE_BYTES})"
                )
            }
            DecodeError::Unreadable => f.write_str("not a message of this protocol"),
            DecodeError::WrongVersion { theirs } => write!(
                f,
                "protocol version {theirs} (this program speaks {PROTOCOL_VERSION})"
            ),
        }
    }
}

impl std::error::Error for DecodeError {}

/// The envelope as written.
#[derive(Serialize)]
struct Outgoing<'a> {
    v: u32,
    msg: &'a PeerMessage,
}

/// The envelope's version alone, read before the message.
#[derive(Deserialize)]
struct VersionOnly {
    v: u64,
}

/// The envelope as read.
#[derive(Deserialize)]
struct Incoming {
    msg: PeerMessage,
}

/// The message's bytes, ready to send.
pub fn encode(message: &PeerMessage) -> Vec<u8> {
    let envelope = Outgoing {
        v: PROTOCOL_VERSION,
        msg: message,
    };
    serde_json::to_vec(&envelope)
        .expect("strings, numbers and enums without maps always serialise to JSON")
}

/// Reads one message; see the module documentation for what is refused.
pub fn decode(bytes: &[u8]) -> Result<PeerMessage, DecodeError> {
    if bytes.len() > MAX_MESSAGE_BYTES {
        return Err(DecodeError::TooLong { bytes: bytes.len() });
    }
    let version: VersionOnly =
        serde_json::from_slice(bytes).map_err(|_| DecodeError::Unreadable)?;
    if version.v != u64::from(PROTOCOL_VERSION) {
        return Err(DecodeError::WrongVersion { theirs: version.v });
    }
    let envelope: Incoming = serde_json::from_slice(bytes).map_err(|_| DecodeError::Unreadable)?;
    Ok(envelope.msg)
}
