//! Playing a friend on another device, without the transport: the protocol
//! the two programs speak ([`protocol`]: its documentation is the one
//! description of the wire format), the game both of them run
//! ([`Session`]), room codes ([`RoomCode`]), the join link ([`JoinLink`]),
//! the relay's address ([`RelayUrl`]) and the Fischer clock ([`Clock`]).
//!
//! The game carries the bytes over `matchbox_socket`'s reliable data channel
//! (one message a packet) and drives a [`Session`] with what arrives, what
//! the player does and its own monotonic time in milliseconds; this module
//! never reads a clock, opens a socket or draws anything. Every move is
//! checked by the rules core on both sides.
//!
//! ```
//! use epaminondas_play::online::{Incoming, Session, Setup};
//! use epaminondas_core::{Side, GameOptions};
//! let setup = Setup { host_side: Side::White, clock: None, options: GameOptions::default() };
//! let mut host = Session::host("Ann", setup);
//! let mut guest = Session::guest("Bob");
//! host.peer_connected(0);
//! guest.peer_connected(0);
//! for bytes in host.take_outgoing() {
//!     assert_eq!(guest.receive(&bytes, 1), Incoming::Joined { name: "Ann".into() });
//! }
//! for bytes in guest.take_outgoing() {
//!     assert_eq!(host.receive(&bytes, 1), Incoming::Joined { name: "Bob".into() });
//! }
//! let mv = host.game().unwrap().position().parse_move("e2-e3").unwrap();
//! host.play(mv, 2).unwrap();
//! for bytes in host.take_outgoing() {
//!     assert_eq!(guest.receive(&bytes, 3), Incoming::Applied(mv));
//! }
//! assert!(guest.is_my_turn());
//! ```

mod clock;
mod link;
pub mod protocol;
mod receive;
mod rejection;
mod relay;
mod room;
mod session;
mod table;

pub use clock::{Clock, ClockSetting, ClockTimes};
pub use link::{JoinLink, JoinLinkError};
pub use protocol::{
    DecodeError, Ending, GameState, MAX_MESSAGE_BYTES, PROTOCOL_VERSION, PeerMessage, Setup,
    decode, encode,
};
pub use rejection::Rejection;
pub use relay::{RelayError, RelayUrl};
pub use room::{ROOM_ALPHABET, ROOM_CODE_LEN, RoomCode, RoomCodeError};
pub use session::{
    ActionError, Connection, FLAG_GRACE_MS, Incoming, MAX_NAME_CHARS, Session, SessionSave,
};
pub use table::{GameEnd, Party, PendingTakeback};
