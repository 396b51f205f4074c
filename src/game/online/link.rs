//! The transport: one `matchbox_socket` WebRTC socket with one reliable, ordered data channel
//! to a room on a matchbox signalling server (`ws://HOST:PORT/ROOM`), one message a packet.
//!
//! The socket's message loop (the signalling websocket, and in the page the peer connections)
//! runs as a task on Bevy's I/O pool: natively on the pool's threads (webrtc-rs drives the peer
//! connections on smol's own threads), in the page on the page's executor. The game polls the
//! socket every frame ([`Link::poll`]) and never waits on it.
//!
//! Two programs share a room: the host and the friend. The friend is the peer connected last:
//! a friend who comes back (a reloaded page, a restarted program) replaces the connection that
//! has not yet been seen to go; packets from any other peer are dropped.

use bevy::tasks::futures::check_ready;
use bevy::tasks::futures_lite::FutureExt;
use bevy::tasks::{IoTaskPool, Task, TaskPool};
use matchbox_socket::{ChannelConfig, PeerId, PeerState, RtcIceServerConfig, WebRtcSocket};
use serde::{Deserialize, Serialize};
use std::panic::AssertUnwindSafe;

/// The STUN and TURN servers the peer connections may use to find a way to each other. None by
/// default: two devices on one network, or a machine with no way out, connect directly; over
/// the internet a STUN server (`stun:HOST:PORT`), and behind strict NATs a TURN server
/// (`turn:HOST:PORT` with a user name and a credential), are needed.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct IceServers {
    /// The servers' addresses: `stun:…`, `turn:…` or `turns:…`.
    pub urls: Vec<String>,
    /// The TURN user name, if any.
    pub username: Option<String>,
    /// The TURN credential, if any.
    pub credential: Option<String>,
}

impl IceServers {
    /// The socket's form of the list.
    fn config(&self) -> RtcIceServerConfig {
        RtcIceServerConfig {
            urls: self.urls.clone(),
            username: self.username.clone(),
            credential: self.credential.clone(),
        }
    }
}

/// What the transport reports, in the order it happened.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum LinkEvent {
    /// The friend's program is connected (a data channel is open).
    FriendCame,
    /// The friend's program went away.
    FriendLeft,
    /// One message from the friend's program, as it came.
    Packet(Vec<u8>),
    /// The socket has stopped (the relay cannot be reached or closed the connection): open a
    /// new link to go on.
    Closed(String),
}

/// One socket in one room, polled by the game.
pub struct Link {
    socket: WebRtcSocket,
    message_loop: Option<Task<Result<(), String>>>,
    friend: Option<PeerId>,
    closed: bool,
}

impl Link {
    /// Opens a socket to `room_url` (`ws://HOST:PORT/ROOM`) with `ice` servers, its message loop
    /// started on the I/O task pool.
    pub fn open(room_url: &str, ice: &IceServers) -> Link {
        let (socket, message_loop) = WebRtcSocket::builder(room_url)
            .ice_server(ice.config())
            .add_channel(ChannelConfig::reliable())
            .build();
        // The loop may panic (natively matchbox unwraps the peer connection's creation, which
        // fails on a machine without a multicast route): the link then closes like any other
        // failure, and the game goes on.
        let task = IoTaskPool::get_or_init(TaskPool::new).spawn(async move {
            match AssertUnwindSafe(message_loop).catch_unwind().await {
                Ok(Ok(())) => Ok(()),
                Ok(Err(error)) => Err(error.to_string()),
                Err(_) => Err("the connection's task stopped on an error".to_owned()),
            }
        });
        Link {
            socket,
            message_loop: Some(task),
            friend: None,
            closed: false,
        }
    }

    /// Whether the friend's program is connected.
    pub fn has_friend(&self) -> bool {
        self.friend.is_some()
    }

    /// Whether the relay has taken this socket into the room (it has an id there).
    pub fn joined_relay(&mut self) -> bool {
        !self.closed && self.socket.id().is_some()
    }

    /// What happened since the last poll: the friend coming and going, then the friend's
    /// packets, then the socket's end (reported once).
    pub fn poll(&mut self) -> Vec<LinkEvent> {
        let mut events = Vec::new();
        if self.closed {
            return events;
        }
        let mut closed_because = None;
        match self.socket.try_update_peers() {
            Ok(changes) => {
                for (peer, state) in changes {
                    match state {
                        PeerState::Connected => {
                            if self.friend.replace(peer).is_some() {
                                events.push(LinkEvent::FriendLeft);
                            }
                            events.push(LinkEvent::FriendCame);
                        }
                        PeerState::Disconnected if self.friend == Some(peer) => {
                            self.friend = None;
                            events.push(LinkEvent::FriendLeft);
                        }
                        PeerState::Disconnected => {}
                    }
                }
            }
            Err(error) => closed_because = Some(error.to_string()),
        }
        if let Ok(channel) = self.socket.get_channel_mut(0) {
            for (peer, packet) in channel.receive() {
                if Some(peer) == self.friend {
                    events.push(LinkEvent::Packet(packet.to_vec()));
                }
            }
        }
        if let Some(task) = &mut self.message_loop
            && let Some(result) = check_ready(task)
        {
            self.message_loop = None;
            if closed_because.is_none() {
                closed_because = Some(match result {
                    Ok(()) => "the relay closed the connection".to_owned(),
                    Err(error) => error,
                });
            }
        }
        if let Some(why) = closed_because {
            self.closed = true;
            if self.friend.take().is_some() {
                events.push(LinkEvent::FriendLeft);
            }
            events.push(LinkEvent::Closed(why));
        }
        events
    }

    /// Sends one message to the friend; says whether it went on its way (there is a friend
    /// and the socket is open). Delivery is the reliable channel's.
    pub fn send(&mut self, bytes: Vec<u8>) -> bool {
        let Some(friend) = self.friend else {
            return false;
        };
        match self.socket.get_channel_mut(0) {
            Ok(channel) => channel.try_send(bytes.into(), friend).is_ok(),
            Err(_) => false,
        }
    }
}

impl Drop for Link {
    fn drop(&mut self) {
        // The channels close now; dropping the task stops the message loop, which closes the
        // signalling connection, so the friend's program learns at once that this one left.
        self.socket.close();
    }
}
