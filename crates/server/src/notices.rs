//! Each player's live notices over a WebSocket (`GET /api/my/ws`): a `your_turn` when a move
//! leaves them to move in a game (or a game starts with them as White), a `game_over` when a
//! game of theirs ends, a `challenged` when someone challenges them by name. A change queues
//! its notices in an [`Outbox`]; on PostgreSQL they are NOTIFYs inside the change's own
//! transaction (sent only if it commits, to every server sharing the database), otherwise they
//! go to this server's sockets once it committed.

use crate::accounts::{SignedIn, session_of};
use crate::error::{ApiError, ApiResult};
use crate::live::{FeedItem, PG_PLAYER_CHANNEL};
use crate::player_message::PlayerMessage;
use crate::socket::{self, Socket, Upgrade};
use crate::state::AppState;
use axum::extract::rejection::QueryRejection;
use axum::extract::{Query, State};
use axum::http::{HeaderMap, HeaderValue};
use axum::response::{IntoResponse, Response};
use futures_util::StreamExt;
use serde::Deserialize;
use sqlx::{AnyConnection, Row};
use tokio::sync::broadcast::error::RecvError;
use tokio_tungstenite::tungstenite::Message;

/// The WebSocket subprotocol a browser names, with its token as a second "protocol", to sign
/// in without a header: `new WebSocket(url, ["epaminondas", TOKEN])`.
pub const PROTOCOL: &str = "epaminondas";

/// Notices waiting for their change to commit: each the account it is for and its text.
#[derive(Debug, Default)]
pub struct Outbox {
    items: Vec<(String, String)>,
    /// The notices a browser is sent by Web Push too (`your_turn`, `game_over`).
    pushed: Vec<(String, PlayerMessage)>,
}

impl Outbox {
    /// Queues `message` for account `to`.
    pub fn push(&mut self, to: &str, message: &PlayerMessage) -> ApiResult<()> {
        let text = serde_json::to_string(message).map_err(ApiError::internal)?;
        self.items.push((to.to_string(), text));
        if matches!(
            message,
            PlayerMessage::YourTurn { .. } | PlayerMessage::GameOver { .. }
        ) {
            self.pushed.push((to.to_string(), message.clone()));
        }
        Ok(())
    }

    /// On PostgreSQL, sends the notices as NOTIFYs on `connection`, inside the change's
    /// transaction (delivered when it commits); elsewhere nothing. Call before the commit.
    pub async fn notify_in(
        &self,
        state: &AppState,
        connection: &mut AnyConnection,
    ) -> ApiResult<()> {
        if !state.player_feeds.through_database() {
            return Ok(());
        }
        for (to, text) in &self.items {
            sqlx::query("SELECT 1 AS sent FROM pg_notify($1, $2)")
                .bind(PG_PLAYER_CHANNEL)
                .bind(format!("{to} {text}"))
                .execute(&mut *connection)
                .await?;
        }
        Ok(())
    }

    /// Without PostgreSQL, sends the notices to this server's sockets (on PostgreSQL the
    /// database sent them); and pushes `your_turn` and `game_over` to the players' browsers
    /// (by this server alone, the one that made the change). Call once the change committed.
    pub fn deliver_here(self, state: &AppState) {
        state.push.send_later(&state.pool, self.pushed);
        if state.player_feeds.through_database() {
            return;
        }
        for (to, text) in self.items {
            state.player_feeds.send_here(&to, &text);
        }
    }
}

/// The token of `/api/my/ws?token=…`.
#[derive(Debug, Deserialize)]
pub struct TokenQuery {
    /// The session's token.
    pub token: Option<String>,
}

/// The token a WebSocket request carries: `?token=`, or the second subprotocol after
/// [`PROTOCOL`] (`Sec-WebSocket-Protocol: epaminondas, TOKEN`), or `Authorization: Bearer`.
/// Gives it and whether it came as a subprotocol.
fn token_of(query: &TokenQuery, headers: &HeaderMap) -> ApiResult<(String, bool)> {
    if let Some(token) = &query.token {
        return Ok((token.trim().to_string(), false));
    }
    let protocols: Vec<String> = headers
        .get_all(axum::http::header::SEC_WEBSOCKET_PROTOCOL)
        .iter()
        .filter_map(|value| value.to_str().ok())
        .flat_map(|value| value.split(','))
        .map(|part| part.trim().to_string())
        .collect();
    if protocols.iter().any(|p| p == PROTOCOL)
        && let Some(token) = protocols.iter().find(|p| *p != PROTOCOL)
    {
        return Ok((token.clone(), true));
    }
    if let Some(token) = headers
        .get(axum::http::header::AUTHORIZATION)
        .and_then(|value| value.to_str().ok())
        .and_then(|value| value.strip_prefix("Bearer "))
    {
        return Ok((token.trim().to_string(), false));
    }
    Err(ApiError::unauthorized(
        "sign in first: give the token as ?token=, as the subprotocols \"epaminondas\" and the \
         token, or in an Authorization header",
    ))
}

/// The signed-in player's live notices over a WebSocket: first a `welcome` with the games
/// where it is their turn, then a `your_turn` whenever a move leaves them to move, a
/// `game_over` when a game of theirs ends and a `challenged` when someone challenges them by
/// name, as JSON text messages. Browsers cannot set headers on a WebSocket: the token goes as
/// `?token=TOKEN`, or as the subprotocols `epaminondas` and `TOKEN` (the server answers
/// `epaminondas`); an `Authorization: Bearer` header works too. Messages sent by the client
/// are ignored.
#[utoipa::path(get, path = "/api/my/ws", tag = "games",
    params(("token" = Option<String>, Query, description = "the session's token, for clients that cannot set headers")),
    responses((status = 101, description = "a WebSocket of PlayerMessage texts", body = PlayerMessage),
        (status = 400, description = "not a WebSocket handshake", body = crate::error::ErrorBody),
        (status = 401, description = "no session, or an expired or unknown one", body = crate::error::ErrorBody)))]
pub async fn watch(
    State(state): State<AppState>,
    query: Result<Query<TokenQuery>, QueryRejection>,
    headers: HeaderMap,
    upgrade: Result<Upgrade, ApiError>,
) -> Response {
    let query = match query {
        Ok(Query(query)) => query,
        Err(rejection) => {
            return ApiError::bad_request(format!("the address: {}", rejection.body_text()))
                .into_response();
        }
    };
    let signed_in = match token_of(&query, &headers) {
        Ok((token, as_protocol)) => session_of(&state, &token).await.map(|me| (me, as_protocol)),
        Err(error) => Err(error),
    };
    let (me, as_protocol) = match signed_in {
        Ok(found) => found,
        Err(error) => return error.into_response(),
    };
    let mut upgrade = match upgrade {
        Ok(upgrade) => upgrade,
        Err(error) => return error.into_response(),
    };
    if as_protocol {
        upgrade = upgrade.protocol(HeaderValue::from_static(PROTOCOL));
    }
    upgrade.on_upgrade(move |socket| serve_player(socket, state, me))
}

/// The ids of the running games where `account` is to move, oldest deadline first.
async fn games_to_move(state: &AppState, account: &str) -> ApiResult<Vec<String>> {
    let rows = sqlx::query(
        "SELECT id FROM games WHERE result IS NULL AND \
         ((white_id = $1 AND ply % 2 = 0) OR (black_id = $2 AND ply % 2 = 1)) \
         ORDER BY deadline_ms LIMIT 500",
    )
    .bind(account)
    .bind(account)
    .fetch_all(&state.pool)
    .await?;
    rows.iter()
        .map(|row| row.try_get::<String, _>("id").map_err(ApiError::from))
        .collect()
}

/// Sends the `welcome`; `Err` when the socket is gone or the database failed.
async fn send_welcome(socket: &mut Socket, state: &AppState, me: &SignedIn) -> Result<(), ()> {
    let your_turn = games_to_move(state, &me.id).await.map_err(|_| ())?;
    let text = serde_json::to_string(&PlayerMessage::Welcome {
        player: me.name.clone(),
        your_turn,
    })
    .map_err(|_| ())?;
    socket::send_text(socket, text.into()).await.map_err(|_| ())
}

async fn serve_player(mut socket: Socket, state: AppState, me: SignedIn) {
    // Subscribed before the games are read, so no notice between the two is missed.
    let mut subscription = state.player_feeds.subscribe(&me.id);
    if send_welcome(&mut socket, &state, &me).await.is_err() {
        return;
    }
    loop {
        tokio::select! {
            item = subscription.receiver.recv() => {
                let sent = match item {
                    Ok(FeedItem::Change(text)) => {
                        socket::send_text(&mut socket, text).await.map_err(|_| ())
                    }
                    Ok(FeedItem::Resync) | Err(RecvError::Lagged(_)) => {
                        send_welcome(&mut socket, &state, &me).await
                    }
                    Err(RecvError::Closed) => Err(()),
                };
                if sent.is_err() {
                    return;
                }
            }
            incoming = socket.next() => match incoming {
                None | Some(Err(_)) | Some(Ok(Message::Close(_))) => return,
                // Pings are answered by tungstenite; anything else is ignored.
                Some(Ok(_)) => {}
            },
        }
    }
}
