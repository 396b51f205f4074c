//! The lobby: open challenges, each taken at most once, which start correspondence games,
//! and their live feed over a WebSocket (`/api/lobby/ws`).

use crate::accounts::SignedIn;
use crate::clock::{DAY_MS, DAYS_PER_MOVE};
use crate::db::{new_id, now_ms};
use crate::error::{ApiError, ApiResult, JsonBody, PathParams};
use crate::games::{self, GameView};
use crate::live::{FeedItem, PG_CHANNEL};
use crate::ratings::{self, RatingView};
use crate::state::AppState;
use axum::Json;
use axum::extract::State;
use axum::extract::ws::{Message, WebSocket, WebSocketUpgrade};
use axum::http::StatusCode;
use axum::response::Response;
use serde::{Deserialize, Serialize};
use sqlx::{AnyConnection, Row};
use tokio::sync::broadcast::error::RecvError;
use utoipa::ToSchema;

/// Open challenges one player may have at once.
pub const OPEN_CHALLENGES_MAX: i64 = 5;

/// A new challenge.
#[derive(Debug, Deserialize, ToSchema)]
pub struct ChallengeRequest {
    /// Days per move: 1, 2, 3, 5, 7 or 14.
    pub days_per_move: i64,
    /// The challenger's colour: `white`, `black` or `random`.
    pub colour: String,
    /// Whether the game changes the ratings (not for guests).
    pub rated: bool,
}

/// An open challenge.
#[derive(Debug, Serialize, ToSchema)]
pub struct ChallengeView {
    /// The challenge's id.
    pub id: String,
    /// The challenger's name.
    pub creator: String,
    /// The challenger's rating.
    pub creator_rating: RatingView,
    /// Days per move.
    pub days_per_move: i64,
    /// The challenger's colour: `white`, `black` or `random`.
    pub colour: String,
    /// Whether the game will be rated.
    pub rated: bool,
    /// When it was made (ms since 1970).
    pub created_ms: i64,
}

/// A message of the lobby's live feed (`GET /api/lobby/ws`), JSON text tagged by `type`.
#[derive(Debug, Serialize, ToSchema)]
#[serde(tag = "type", rename_all = "snake_case")]
pub enum LobbyMessage {
    /// The open challenges, newest first (at most 200): the first message, and again
    /// whenever changes may have been missed.
    Open {
        /// The open challenges.
        challenges: Vec<ChallengeView>,
    },
    /// A challenge was posted (possibly one the last `open` listed already).
    Posted {
        /// The new challenge.
        challenge: ChallengeView,
    },
    /// A challenge was taken: the game started.
    Taken {
        /// The challenge's id.
        id: String,
        /// The game's id.
        game: String,
    },
    /// A challenge was withdrawn by its challenger.
    Withdrawn {
        /// The challenge's id.
        id: String,
    },
}

fn message_text(message: &LobbyMessage) -> ApiResult<String> {
    serde_json::to_string(message).map_err(ApiError::internal)
}

/// Announces a change of the lobby: on PostgreSQL a NOTIFY on `connection` (sent when its
/// transaction commits, to every server's listener, this one's included); otherwise straight
/// to this server's watchers, so call it only once the change is committed.
async fn announce(
    state: &AppState,
    connection: &mut AnyConnection,
    message: &LobbyMessage,
) -> ApiResult<()> {
    let text = message_text(message)?;
    if state.lobby_feed.through_database() {
        sqlx::query("SELECT 1 AS sent FROM pg_notify($1, $2)")
            .bind(PG_CHANNEL)
            .bind(text)
            .execute(connection)
            .await?;
    } else {
        state.lobby_feed.send_here(text);
    }
    Ok(())
}

/// Offers a game to anyone (at most 5 open challenges a player).
#[utoipa::path(post, path = "/api/challenges", tag = "lobby", request_body = ChallengeRequest,
    security(("bearer" = [])),
    responses((status = 201, body = ChallengeView), (status = 400, body = crate::error::ErrorBody),
        (status = 409, description = "5 challenges open already", body = crate::error::ErrorBody)))]
pub async fn create(
    State(state): State<AppState>,
    me: SignedIn,
    JsonBody(request): JsonBody<ChallengeRequest>,
) -> ApiResult<(StatusCode, Json<ChallengeView>)> {
    if !DAYS_PER_MOVE.contains(&request.days_per_move) {
        return Err(ApiError::bad_request(
            "days_per_move is one of 1, 2, 3, 5, 7 and 14",
        ));
    }
    if !matches!(request.colour.as_str(), "white" | "black" | "random") {
        return Err(ApiError::bad_request("colour is white, black or random"));
    }
    if request.rated && me.guest {
        return Err(ApiError::forbidden(
            "guests play unrated games; claim the account to play rated ones",
        ));
    }
    let open: i64 = sqlx::query(
        "SELECT COUNT(*) AS n FROM challenges WHERE creator_id = $1 AND status = 'open'",
    )
    .bind(&me.id)
    .fetch_one(&state.pool)
    .await?
    .try_get("n")?;
    if open >= OPEN_CHALLENGES_MAX {
        return Err(ApiError::conflict(format!(
            "you have {OPEN_CHALLENGES_MAX} open challenges already; cancel one first"
        )));
    }
    let id = new_id();
    let now = now_ms();
    sqlx::query(
        "INSERT INTO challenges (id, creator_id, days_per_move, colour, rated, status, created_ms) \
         VALUES ($1, $2, $3, $4, $5, 'open', $6)",
    )
    .bind(&id)
    .bind(&me.id)
    .bind(request.days_per_move)
    .bind(&request.colour)
    .bind(i64::from(request.rated))
    .bind(now)
    .execute(&state.pool)
    .await?;
    let challenge = ChallengeView {
        id,
        creator: me.name.clone(),
        creator_rating: ratings::rating_of(&state, &me.id).await?,
        days_per_move: request.days_per_move,
        colour: request.colour,
        rated: request.rated,
        created_ms: now,
    };
    let posted = LobbyMessage::Posted { challenge };
    announce(&state, &mut *state.pool.acquire().await?, &posted).await?;
    let LobbyMessage::Posted { challenge } = posted else {
        return Err(ApiError::internal("a posted challenge changed its kind"));
    };
    Ok((StatusCode::CREATED, Json(challenge)))
}

/// The open challenges, newest first (at most 200).
#[utoipa::path(get, path = "/api/challenges", tag = "lobby",
    responses((status = 200, body = Vec<ChallengeView>)))]
pub async fn list(State(state): State<AppState>) -> ApiResult<Json<Vec<ChallengeView>>> {
    Ok(Json(open_challenges(&state).await?))
}

/// The open challenges, newest first (at most 200).
pub async fn open_challenges(state: &AppState) -> ApiResult<Vec<ChallengeView>> {
    let rows = sqlx::query(
        "SELECT c.id, c.creator_id, a.name, c.days_per_move, c.colour, c.rated, c.created_ms \
         FROM challenges c JOIN accounts a ON a.id = c.creator_id \
         WHERE c.status = 'open' ORDER BY c.created_ms DESC LIMIT 200",
    )
    .fetch_all(&state.pool)
    .await?;
    let mut list = Vec::with_capacity(rows.len());
    for row in rows {
        let creator_id: String = row.try_get("creator_id")?;
        list.push(ChallengeView {
            id: row.try_get("id")?,
            creator: row.try_get("name")?,
            creator_rating: ratings::rating_of(state, &creator_id).await?,
            days_per_move: row.try_get("days_per_move")?,
            colour: row.try_get("colour")?,
            rated: row.try_get::<i64, _>("rated")? != 0,
            created_ms: row.try_get("created_ms")?,
        });
    }
    Ok(list)
}

/// Takes an open challenge: the game starts, White to move. A challenge is taken once.
#[utoipa::path(post, path = "/api/challenges/{id}/accept", tag = "lobby",
    params(("id" = String, Path, description = "the challenge's id")), security(("bearer" = [])),
    responses((status = 201, body = GameView), (status = 404, body = crate::error::ErrorBody),
        (status = 409, description = "taken already, or your own", body = crate::error::ErrorBody)))]
pub async fn accept(
    State(state): State<AppState>,
    me: SignedIn,
    PathParams(id): PathParams<String>,
) -> ApiResult<(StatusCode, Json<GameView>)> {
    let row = sqlx::query(
        "SELECT creator_id, days_per_move, colour, rated, status FROM challenges WHERE id = $1",
    )
    .bind(&id)
    .fetch_optional(&state.pool)
    .await?
    .ok_or_else(|| ApiError::not_found("no such challenge"))?;
    let creator: String = row.try_get("creator_id")?;
    if creator == me.id {
        return Err(ApiError::conflict("this is your own challenge"));
    }
    if row.try_get::<String, _>("status")? != "open" {
        return Err(ApiError::conflict("the challenge was taken or withdrawn"));
    }
    let rated = row.try_get::<i64, _>("rated")? != 0;
    if rated && me.guest {
        return Err(ApiError::forbidden(
            "guests play unrated games; claim the account to play rated ones",
        ));
    }
    let days: i64 = row.try_get("days_per_move")?;
    let creator_white = match row.try_get::<String, _>("colour")?.as_str() {
        "white" => true,
        "black" => false,
        _ => rand::random::<bool>(),
    };
    let (white, black) = if creator_white {
        (creator.as_str(), me.id.as_str())
    } else {
        (me.id.as_str(), creator.as_str())
    };
    let game_id = new_id();
    let now = now_ms();
    let mut tx = state.pool.begin().await?;
    let taken = sqlx::query(
        "UPDATE challenges SET status = 'accepted', game_id = $1 WHERE id = $2 AND status = 'open'",
    )
    .bind(&game_id)
    .bind(&id)
    .execute(&mut *tx)
    .await?;
    if taken.rows_affected() != 1 {
        return Err(ApiError::conflict("the challenge was taken or withdrawn"));
    }
    sqlx::query(
        "INSERT INTO games (id, white_id, black_id, days_per_move, rated, ply, moves, deadline_ms, \
         result, termination, created_ms, ended_ms) \
         VALUES ($1, $2, $3, $4, $5, 0, '', $6, NULL, NULL, $7, NULL)",
    )
    .bind(&game_id)
    .bind(white)
    .bind(black)
    .bind(days)
    .bind(i64::from(rated))
    .bind(now + days * DAY_MS)
    .bind(now)
    .execute(&mut *tx)
    .await?;
    let taken = LobbyMessage::Taken {
        id: id.clone(),
        game: game_id.clone(),
    };
    if state.lobby_feed.through_database() {
        announce(&state, &mut tx, &taken).await?;
    }
    tx.commit().await?;
    if !state.lobby_feed.through_database() {
        announce(&state, &mut *state.pool.acquire().await?, &taken).await?;
    }
    tracing::info!(game = game_id, challenge = id, "game started");
    let game = games::load(&state.pool, &game_id).await?;
    Ok((StatusCode::CREATED, Json(games::view(&state, &game).await?)))
}

/// Withdraws one's own open challenge.
#[utoipa::path(delete, path = "/api/challenges/{id}", tag = "lobby",
    params(("id" = String, Path, description = "the challenge's id")), security(("bearer" = [])),
    responses((status = 204, description = "withdrawn"),
        (status = 404, description = "no open challenge of yours", body = crate::error::ErrorBody)))]
pub async fn withdraw(
    State(state): State<AppState>,
    me: SignedIn,
    PathParams(id): PathParams<String>,
) -> ApiResult<StatusCode> {
    let done = sqlx::query(
        "UPDATE challenges SET status = 'cancelled' \
         WHERE id = $1 AND creator_id = $2 AND status = 'open'",
    )
    .bind(&id)
    .bind(&me.id)
    .execute(&state.pool)
    .await?;
    if done.rows_affected() != 1 {
        return Err(ApiError::not_found(
            "no open challenge of yours with this id",
        ));
    }
    announce(
        &state,
        &mut *state.pool.acquire().await?,
        &LobbyMessage::Withdrawn { id },
    )
    .await?;
    Ok(StatusCode::NO_CONTENT)
}

/// The lobby live over a WebSocket: first the open challenges (`{"type": "open", …}`), then
/// each change as it happens (`posted`, `taken`, `withdrawn`), as JSON text messages; the
/// whole list again if this watcher fell behind. Messages sent by the watcher are ignored.
#[utoipa::path(get, path = "/api/lobby/ws", tag = "lobby",
    responses((status = 101, description = "a WebSocket of LobbyMessage texts", body = LobbyMessage),
        (status = 400, description = "not a WebSocket handshake")))]
pub async fn watch(State(state): State<AppState>, upgrade: WebSocketUpgrade) -> Response {
    upgrade.on_upgrade(move |socket| serve_watcher(socket, state))
}

/// Sends the whole lobby; `Err` when the socket is gone or the database failed.
async fn send_open(socket: &mut WebSocket, state: &AppState) -> Result<(), ()> {
    let challenges = open_challenges(state).await.map_err(|_| ())?;
    let text = message_text(&LobbyMessage::Open { challenges }).map_err(|_| ())?;
    socket
        .send(Message::Text(text.into()))
        .await
        .map_err(|_| ())
}

async fn serve_watcher(mut socket: WebSocket, state: AppState) {
    // Subscribed before the list is read, so no change between the two is missed (one may
    // come twice: a `posted` for a challenge the list has).
    let mut feed = state.lobby_feed.subscribe();
    if send_open(&mut socket, &state).await.is_err() {
        return;
    }
    loop {
        tokio::select! {
            item = feed.recv() => {
                let sent = match item {
                    Ok(FeedItem::Change(text)) => socket
                        .send(Message::Text(text.as_ref().into()))
                        .await
                        .map_err(|_| ()),
                    Ok(FeedItem::Resync) | Err(RecvError::Lagged(_)) => {
                        send_open(&mut socket, &state).await
                    }
                    Err(RecvError::Closed) => Err(()),
                };
                if sent.is_err() {
                    return;
                }
            }
            incoming = socket.recv() => match incoming {
                None | Some(Err(_)) | Some(Ok(Message::Close(_))) => return,
                // Pings are answered by axum; anything else is ignored.
                Some(Ok(_)) => {}
            },
        }
    }
}
