//! The server's own WebSockets (`/api/lobby/ws`, `/api/my/ws`), kept small: thousands stay
//! open for hours while the server only sends to them now and then.
//!
//! A tungstenite socket's read buffer is allocated and zeroed whole when the socket opens
//! (128 KiB by default), and its write buffer grows to the largest message sent and keeps that
//! size: a lobby of 200 open challenges is a first message of about 60 KiB, which every
//! watcher's socket would hold for the rest of its life. Here the read buffer is
//! [`READ_BUFFER`] bytes and a text longer than [`FRAGMENT`] bytes goes out as a fragmented
//! message (RFC 6455 §5.4: one text frame, then continuations), so that no socket's write
//! buffer outgrows one fragment; clients receive one message as before. A client may send
//! frames of [`INCOMING_MAX`] bytes at most (its pings and close frames are far smaller), so
//! it can make the server reserve no more. The handshake is HTTP/1.1's (RFC 6455 §4.2),
//! checked as axum's `WebSocketUpgrade` checks it, with the same statuses.

use crate::error::ApiError;
use axum::extract::FromRequestParts;
use axum::http::request::Parts;
use axum::http::{HeaderMap, HeaderValue, Method, StatusCode, Version, header};
use axum::response::{IntoResponse, Response};
use futures_util::SinkExt;
use hyper::upgrade::{OnUpgrade, Upgraded};
use hyper_util::rt::TokioIo;
use std::ops::Range;
use tokio_tungstenite::WebSocketStream;
use tokio_tungstenite::tungstenite::handshake::derive_accept_key;
use tokio_tungstenite::tungstenite::protocol::frame::Frame;
use tokio_tungstenite::tungstenite::protocol::frame::coding::{Data, OpCode};
use tokio_tungstenite::tungstenite::protocol::{Role, WebSocketConfig};
use tokio_tungstenite::tungstenite::{Bytes, Message, Utf8Bytes};

/// The bytes a socket reads from the network at a time (its read buffer).
pub const READ_BUFFER: usize = 4096;

/// The longest frame sent: a longer text goes out in fragments of this size at most.
pub const FRAGMENT: usize = 4096;

/// The longest frame or message a client may send; a longer one closes the socket.
pub const INCOMING_MAX: usize = 4096;

/// An open WebSocket of the server's.
pub type Socket = WebSocketStream<TokioIo<Upgraded>>;

/// The error of a socket's send or receive.
pub type SocketError = tokio_tungstenite::tungstenite::Error;

/// A WebSocket handshake, checked, not yet answered.
pub struct Upgrade {
    on_upgrade: OnUpgrade,
    key: HeaderValue,
    protocol: Option<HeaderValue>,
}

/// Whether header `name` holds `token` among its comma-separated values, in any case.
fn has_token(headers: &HeaderMap, name: header::HeaderName, token: &str) -> bool {
    headers.get_all(name).iter().any(|value| {
        value
            .as_bytes()
            .split(|&b| b == b',')
            .any(|part| part.trim_ascii().eq_ignore_ascii_case(token.as_bytes()))
    })
}

impl<S: Send + Sync> FromRequestParts<S> for Upgrade {
    type Rejection = ApiError;

    async fn from_request_parts(parts: &mut Parts, _state: &S) -> Result<Upgrade, ApiError> {
        if parts.version > Version::HTTP_11 {
            return Err(ApiError::bad_request(
                "a WebSocket is opened over HTTP/1.1 here",
            ));
        }
        if parts.method != Method::GET {
            return Err(ApiError::new(
                StatusCode::METHOD_NOT_ALLOWED,
                "a WebSocket handshake is a GET",
            ));
        }
        if !has_token(&parts.headers, header::CONNECTION, "upgrade") {
            return Err(ApiError::bad_request(
                "not a WebSocket handshake: the Connection header does not include 'upgrade'",
            ));
        }
        if !has_token(&parts.headers, header::UPGRADE, "websocket") {
            return Err(ApiError::bad_request(
                "not a WebSocket handshake: the Upgrade header is not 'websocket'",
            ));
        }
        if !has_token(&parts.headers, header::SEC_WEBSOCKET_VERSION, "13") {
            return Err(ApiError::bad_request(
                "the Sec-WebSocket-Version header is not 13",
            ));
        }
        let key = parts
            .headers
            .get(header::SEC_WEBSOCKET_KEY)
            .cloned()
            .ok_or_else(|| ApiError::bad_request("the Sec-WebSocket-Key header is missing"))?;
        let on_upgrade = parts.extensions.remove::<OnUpgrade>().ok_or_else(|| {
            ApiError::new(
                StatusCode::UPGRADE_REQUIRED,
                "this connection cannot be upgraded to a WebSocket",
            )
        })?;
        Ok(Upgrade {
            on_upgrade,
            key,
            protocol: None,
        })
    }
}

impl Upgrade {
    /// Answers with the subprotocol `protocol` chosen (`Sec-WebSocket-Protocol`).
    pub fn protocol(mut self, protocol: HeaderValue) -> Upgrade {
        self.protocol = Some(protocol);
        self
    }

    /// Answers the handshake (101) and, once the connection is upgraded, runs `serve` on the
    /// socket in a task of its own.
    pub fn on_upgrade<F, Fut>(self, serve: F) -> Response
    where
        F: FnOnce(Socket) -> Fut + Send + 'static,
        Fut: Future<Output = ()> + Send + 'static,
    {
        let on_upgrade = self.on_upgrade;
        tokio::spawn(async move {
            let upgraded = match on_upgrade.await {
                Ok(upgraded) => upgraded,
                Err(error) => {
                    tracing::debug!(%error, "a WebSocket upgrade failed");
                    return;
                }
            };
            let socket = WebSocketStream::from_raw_socket(
                TokioIo::new(upgraded),
                Role::Server,
                Some(config()),
            )
            .await;
            serve(socket).await;
        });
        let mut response = (
            StatusCode::SWITCHING_PROTOCOLS,
            [
                (header::CONNECTION, HeaderValue::from_static("upgrade")),
                (header::UPGRADE, HeaderValue::from_static("websocket")),
            ],
        )
            .into_response();
        let accept = derive_accept_key(self.key.as_bytes());
        if let Ok(accept) = HeaderValue::from_str(&accept) {
            response
                .headers_mut()
                .insert(header::SEC_WEBSOCKET_ACCEPT, accept);
        }
        if let Some(protocol) = self.protocol {
            response
                .headers_mut()
                .insert(header::SEC_WEBSOCKET_PROTOCOL, protocol);
        }
        response
    }
}

/// The sockets' configuration: the small read buffer, frames written out at once, and the
/// limits on what a client sends.
pub fn config() -> WebSocketConfig {
    WebSocketConfig::default()
        .read_buffer_size(READ_BUFFER)
        .write_buffer_size(0)
        .max_message_size(Some(INCOMING_MAX))
        .max_frame_size(Some(INCOMING_MAX))
}

/// Where `text` is cut to be sent: the whole when it is [`FRAGMENT`] bytes or shorter, else
/// pieces of at most that many bytes, each cut between two characters.
pub fn fragments(text: &str) -> Vec<Range<usize>> {
    let mut pieces = Vec::with_capacity(text.len() / FRAGMENT + 1);
    let mut start = 0;
    while text.len() - start > FRAGMENT {
        let mut end = start + FRAGMENT;
        while !text.is_char_boundary(end) {
            end -= 1;
        }
        pieces.push(start..end);
        start = end;
    }
    pieces.push(start..text.len());
    pieces
}

/// Sends `text` as one text message: one frame, or fragments of [`FRAGMENT`] bytes when it is
/// longer, each written out before the next is formed.
pub async fn send_text(socket: &mut Socket, text: Utf8Bytes) -> Result<(), SocketError> {
    if text.len() <= FRAGMENT {
        return socket.send(Message::Text(text)).await;
    }
    let pieces = fragments(text.as_str());
    let whole = Bytes::from(text);
    let last = pieces.len() - 1;
    for (i, piece) in pieces.into_iter().enumerate() {
        let opcode = if i == 0 { Data::Text } else { Data::Continue };
        let frame = Frame::message(whole.slice(piece), OpCode::Data(opcode), i == last);
        socket.send(Message::Frame(frame)).await?;
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_long_text_is_cut_between_characters_into_fragments_that_make_it_whole() {
        let short = "x".repeat(FRAGMENT);
        assert_eq!(fragments(&short), vec![0..FRAGMENT]);
        // Two-byte characters after one of one byte: every other cut falls inside one.
        let long = format!("a{}", "é".repeat(FRAGMENT + 10));
        let pieces = fragments(&long);
        assert!(pieces.len() >= 3, "{}", pieces.len());
        assert!(pieces.iter().all(|piece| piece.len() <= FRAGMENT));
        let whole: String = pieces.iter().map(|piece| &long[piece.clone()]).collect();
        assert_eq!(whole, long);
    }
}
