//! The lobby: open challenges, each taken at most once, which start correspondence games,
//! and their live feed over a WebSocket (`/api/lobby/ws`).

use crate::accounts::{SignedIn, check_name};
use crate::clock::{DAY_MS, DAYS_PER_MOVE};
use crate::db::{new_id, now_ms};
use crate::error::{ApiError, ApiResult, JsonBody, PathParams};
use crate::games::{self, GameView};
use crate::live::{FeedItem, PG_CHANNEL};
use crate::notices::Outbox;
use crate::player_message::PlayerMessage;
use crate::ratings::{self, RatingView};
use crate::socket::{self, Socket, Upgrade};
use crate::state::AppState;
use axum::Json;
use axum::extract::State;
use axum::http::StatusCode;
use axum::response::{IntoResponse, Response};
use futures_util::StreamExt;
use serde::{Deserialize, Serialize};
use sqlx::{AnyConnection, Row};
use tokio::sync::broadcast::error::RecvError;
use tokio_tungstenite::tungstenite::Message;
use utoipa::ToSchema;

/// Open challenges one player may have at once.
pub const OPEN_CHALLENGES_MAX: i64 = 5;
/// The lowest bound a challenge's rating range may name.
pub const RATING_BOUND_MIN: i64 = 0;
/// The highest bound a challenge's rating range may name.
pub const RATING_BOUND_MAX: i64 = 4000;
/// The refusal of a taker whose rating is outside the challenge's range.
pub const OUTSIDE_RANGE: &str = "your rating is outside this challenge's range";
/// The refusal of a taker of a challenge made for someone else.
pub const NOT_FOR_YOU: &str = "this challenge is for another player";

/// A new challenge.
#[derive(Debug, Deserialize, ToSchema)]
pub struct ChallengeRequest {
    /// Days per move: 1, 2, 3, 5, 7 or 14.
    pub days_per_move: i64,
    /// The challenger's colour: `white`, `black` or `random`.
    pub colour: String,
    /// Whether the game changes the ratings (not for guests).
    pub rated: bool,
    /// The only player who may take it, by name (any case); it is then not in the lobby but in
    /// that player's `GET /api/my/challenges` and live notices. Takes no rating range.
    #[serde(default)]
    pub opponent: Option<String>,
    /// The lowest rating a taker may have (0 to 4000).
    #[serde(default)]
    pub min_rating: Option<i64>,
    /// The highest rating a taker may have (0 to 4000, at least `min_rating`).
    #[serde(default)]
    pub max_rating: Option<i64>,
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
    /// The only player who may take it, for a direct challenge; absent for the lobby's.
    pub opponent: Option<String>,
    /// The lowest rating a taker may have, if bounded.
    pub min_rating: Option<i64>,
    /// The highest rating a taker may have, if bounded.
    pub max_rating: Option<i64>,
    /// When it was made (ms since 1970).
    pub created_ms: i64,
}

/// The signed-in player's open challenges.
#[derive(Debug, Serialize, ToSchema)]
pub struct MyChallenges {
    /// Challenges made for this player by name, newest first: only they may take them.
    pub incoming: Vec<ChallengeView>,
    /// This player's own open challenges, newest first.
    pub outgoing: Vec<ChallengeView>,
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

/// The account a direct challenge names: its id and name as written at sign-up, or 404.
async fn opponent_named(
    state: &AppState,
    me: &SignedIn,
    name: &str,
    rated: bool,
) -> ApiResult<(String, String)> {
    if check_name(name).is_err() {
        return Err(ApiError::not_found(format!("no player is called {name:?}")));
    }
    let row = sqlx::query("SELECT id, name, guest FROM accounts WHERE name_key = $1")
        .bind(name.to_lowercase())
        .fetch_optional(&state.pool)
        .await?
        .ok_or_else(|| ApiError::not_found(format!("no player is called {name}")))?;
    let id: String = row.try_get("id")?;
    let name: String = row.try_get("name")?;
    if id == me.id {
        return Err(ApiError::bad_request("you cannot challenge yourself"));
    }
    if rated && row.try_get::<i64, _>("guest")? != 0 {
        return Err(ApiError::unprocessable(format!(
            "{name} is a guest and plays unrated games only"
        )));
    }
    Ok((id, name))
}

/// Checks a challenge's rating range: each bound within 0 and 4000, the lowest not above the
/// highest, and no range on a challenge for a named player.
fn check_range(request: &ChallengeRequest) -> ApiResult<()> {
    for (what, bound) in [
        ("min_rating", request.min_rating),
        ("max_rating", request.max_rating),
    ] {
        if let Some(bound) = bound
            && !(RATING_BOUND_MIN..=RATING_BOUND_MAX).contains(&bound)
        {
            return Err(ApiError::bad_request(format!(
                "{what} is between {RATING_BOUND_MIN} and {RATING_BOUND_MAX}, not {bound}"
            )));
        }
    }
    if let (Some(low), Some(high)) = (request.min_rating, request.max_rating)
        && low > high
    {
        return Err(ApiError::bad_request(format!(
            "min_rating ({low}) is above max_rating ({high})"
        )));
    }
    if request.opponent.is_some() && (request.min_rating.is_some() || request.max_rating.is_some())
    {
        return Err(ApiError::bad_request(
            "a challenge for a named player takes no rating range",
        ));
    }
    Ok(())
}

/// Offers a game to anyone, to the players of a rating range, or to one player by name (at
/// most 5 open challenges a player). A challenge for a named player is not in the lobby: it
/// is in that player's `GET /api/my/challenges` and sent to their live notices.
#[utoipa::path(post, path = "/api/challenges", tag = "lobby", request_body = ChallengeRequest,
    security(("bearer" = [])),
    responses((status = 201, body = ChallengeView),
        (status = 400, description = "a value out of range, a range upside down, or oneself as opponent", body = crate::error::ErrorBody),
        (status = 403, description = "a guest offering a rated game", body = crate::error::ErrorBody),
        (status = 404, description = "no player of the opponent's name", body = crate::error::ErrorBody),
        (status = 409, description = "5 challenges open already", body = crate::error::ErrorBody),
        (status = 422, description = "a rated game offered to a guest", body = crate::error::ErrorBody)))]
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
    check_range(&request)?;
    if request.rated && me.guest {
        return Err(ApiError::forbidden(
            "guests play unrated games; claim the account to play rated ones",
        ));
    }
    let opponent = match &request.opponent {
        Some(name) => Some(opponent_named(&state, &me, name, request.rated).await?),
        None => None,
    };
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
    let challenge = ChallengeView {
        id: id.clone(),
        creator: me.name.clone(),
        creator_rating: ratings::rating_of(&state, &me.id).await?,
        days_per_move: request.days_per_move,
        colour: request.colour.clone(),
        rated: request.rated,
        opponent: opponent.as_ref().map(|(_, name)| name.clone()),
        min_rating: request.min_rating,
        max_rating: request.max_rating,
        created_ms: now,
    };
    let mut notices = Outbox::default();
    if let Some((opponent_id, _)) = &opponent {
        notices.push(
            opponent_id,
            &PlayerMessage::Challenged {
                id: id.clone(),
                from: me.name.clone(),
                days_per_move: request.days_per_move,
                colour: request.colour.clone(),
                rated: request.rated,
            },
        )?;
    }
    let mut tx = state.pool.begin().await?;
    sqlx::query(
        "INSERT INTO challenges (id, creator_id, days_per_move, colour, rated, status, created_ms, \
         opponent_id, min_rating, max_rating) VALUES ($1, $2, $3, $4, $5, 'open', $6, $7, $8, $9)",
    )
    .bind(&id)
    .bind(&me.id)
    .bind(request.days_per_move)
    .bind(&request.colour)
    .bind(i64::from(request.rated))
    .bind(now)
    .bind(opponent.as_ref().map(|(id, _)| id.as_str()))
    .bind(request.min_rating)
    .bind(request.max_rating)
    .execute(&mut *tx)
    .await?;
    notices.notify_in(&state, &mut tx).await?;
    tx.commit().await?;
    notices.deliver_here(&state);
    if opponent.is_some() {
        // Not the lobby's: announced to its one taker alone.
        return Ok((StatusCode::CREATED, Json(challenge)));
    }
    let posted = LobbyMessage::Posted { challenge };
    announce(&state, &mut *state.pool.acquire().await?, &posted).await?;
    let LobbyMessage::Posted { challenge } = posted else {
        return Err(ApiError::internal("a posted challenge changed its kind"));
    };
    Ok((StatusCode::CREATED, Json(challenge)))
}

/// The lobby's open challenges (those for anyone, ranges included), newest first (at most
/// 200). Challenges for a named player are not listed here.
#[utoipa::path(get, path = "/api/challenges", tag = "lobby",
    responses((status = 200, body = Vec<ChallengeView>)))]
pub async fn list(State(state): State<AppState>) -> ApiResult<Json<Vec<ChallengeView>>> {
    Ok(Json(open_challenges(&state).await?))
}

/// The signed-in player's open challenges: those made for them by name (`incoming`, which
/// only they may take) and their own (`outgoing`).
#[utoipa::path(get, path = "/api/my/challenges", tag = "lobby", security(("bearer" = [])),
    responses((status = 200, body = MyChallenges),
        (status = 401, body = crate::error::ErrorBody)))]
pub async fn my_challenges(
    State(state): State<AppState>,
    me: SignedIn,
) -> ApiResult<Json<MyChallenges>> {
    Ok(Json(MyChallenges {
        incoming: challenges_where(&state, "c.opponent_id = $1", Some(&me.id)).await?,
        outgoing: challenges_where(&state, "c.creator_id = $1", Some(&me.id)).await?,
    }))
}

/// The lobby's open challenges, newest first (at most 200): not those for a named player.
pub async fn open_challenges(state: &AppState) -> ApiResult<Vec<ChallengeView>> {
    challenges_where(state, "c.opponent_id IS NULL", None).await
}

/// The open challenges that also meet `condition` (SQL, with `$1` bound to `value`), newest
/// first (at most 200).
async fn challenges_where(
    state: &AppState,
    condition: &str,
    value: Option<&str>,
) -> ApiResult<Vec<ChallengeView>> {
    let sql = format!(
        "SELECT c.id, c.creator_id, a.name, c.days_per_move, c.colour, c.rated, c.created_ms, \
         o.name AS opponent, c.min_rating, c.max_rating \
         FROM challenges c JOIN accounts a ON a.id = c.creator_id \
         LEFT JOIN accounts o ON o.id = c.opponent_id \
         WHERE c.status = 'open' AND {condition} ORDER BY c.created_ms DESC LIMIT 200"
    );
    let mut query = sqlx::query(&sql);
    if let Some(value) = value {
        query = query.bind(value);
    }
    let rows = query.fetch_all(&state.pool).await?;
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
            opponent: row.try_get("opponent")?,
            min_rating: row.try_get("min_rating")?,
            max_rating: row.try_get("max_rating")?,
            created_ms: row.try_get("created_ms")?,
        });
    }
    Ok(list)
}

/// Takes an open challenge: the game starts, White to move. A challenge is taken once, by
/// its named opponent if it has one, by a player whose rating is within its range if it has
/// one.
#[utoipa::path(post, path = "/api/challenges/{id}/accept", tag = "lobby",
    params(("id" = String, Path, description = "the challenge's id")), security(("bearer" = [])),
    responses((status = 201, body = GameView), (status = 404, body = crate::error::ErrorBody),
        (status = 403, description = "made for another player, your rating outside its range, or a guest taking a rated game", body = crate::error::ErrorBody),
        (status = 409, description = "taken already, or your own", body = crate::error::ErrorBody)))]
pub async fn accept(
    State(state): State<AppState>,
    me: SignedIn,
    PathParams(id): PathParams<String>,
) -> ApiResult<(StatusCode, Json<GameView>)> {
    let row = sqlx::query(
        "SELECT creator_id, days_per_move, colour, rated, status, opponent_id, min_rating, \
         max_rating FROM challenges WHERE id = $1",
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
    let opponent: Option<String> = row.try_get("opponent_id")?;
    if opponent.as_ref().is_some_and(|opponent| *opponent != me.id) {
        return Err(ApiError::forbidden(NOT_FOR_YOU));
    }
    let low: Option<i64> = row.try_get("min_rating")?;
    let high: Option<i64> = row.try_get("max_rating")?;
    if low.is_some() || high.is_some() {
        let mine = ratings::rating_of(&state, &me.id).await?.rating;
        if low.is_some_and(|low| mine < low as f64) || high.is_some_and(|high| mine > high as f64) {
            return Err(ApiError::forbidden(OUTSIDE_RANGE));
        }
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
    // Read before the transaction: SQLite's one connection is the transaction's then.
    let black_name = if creator_white {
        me.name.clone()
    } else {
        creator_name(&state, &creator).await?
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
    // A challenge for a named player was never in the lobby.
    let public = opponent.is_none();
    if public && state.lobby_feed.through_database() {
        announce(&state, &mut tx, &taken).await?;
    }
    // White moves first: their turn from the start.
    let mut notices = Outbox::default();
    notices.push(
        white,
        &PlayerMessage::YourTurn {
            game: game_id.clone(),
            ply: 0,
            opponent: black_name,
            last_move: None,
            deadline_ms: now + days * DAY_MS,
        },
    )?;
    notices.notify_in(&state, &mut tx).await?;
    tx.commit().await?;
    notices.deliver_here(&state);
    if public && !state.lobby_feed.through_database() {
        announce(&state, &mut *state.pool.acquire().await?, &taken).await?;
    }
    tracing::info!(game = game_id, challenge = id, "game started");
    let game = games::load(&state.pool, &game_id).await?;
    Ok((StatusCode::CREATED, Json(games::view(&state, &game).await?)))
}

/// Withdraws one's own open challenge, or declines one made for oneself by name.
#[utoipa::path(delete, path = "/api/challenges/{id}", tag = "lobby",
    params(("id" = String, Path, description = "the challenge's id")), security(("bearer" = [])),
    responses((status = 204, description = "withdrawn or declined"),
        (status = 404, description = "no open challenge of yours or for you", body = crate::error::ErrorBody)))]
pub async fn withdraw(
    State(state): State<AppState>,
    me: SignedIn,
    PathParams(id): PathParams<String>,
) -> ApiResult<StatusCode> {
    let done = sqlx::query(
        "UPDATE challenges SET status = CASE WHEN creator_id = $1 THEN 'cancelled' \
         ELSE 'declined' END \
         WHERE id = $2 AND (creator_id = $3 OR opponent_id = $4) AND status = 'open'",
    )
    .bind(&me.id)
    .bind(&id)
    .bind(&me.id)
    .bind(&me.id)
    .execute(&state.pool)
    .await?;
    if done.rows_affected() != 1 {
        return Err(ApiError::not_found(
            "no open challenge of yours or for you with this id",
        ));
    }
    let direct: Option<String> = sqlx::query("SELECT opponent_id FROM challenges WHERE id = $1")
        .bind(&id)
        .fetch_one(&state.pool)
        .await?
        .try_get("opponent_id")?;
    if direct.is_some() {
        return Ok(StatusCode::NO_CONTENT);
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
        (status = 400, description = "not a WebSocket handshake", body = crate::error::ErrorBody)))]
pub async fn watch(State(state): State<AppState>, upgrade: Result<Upgrade, ApiError>) -> Response {
    match upgrade {
        Ok(upgrade) => upgrade.on_upgrade(move |socket| serve_watcher(socket, state)),
        Err(error) => error.into_response(),
    }
}

/// The name of account `id`.
async fn creator_name(state: &AppState, id: &str) -> ApiResult<String> {
    Ok(sqlx::query("SELECT name FROM accounts WHERE id = $1")
        .bind(id)
        .fetch_one(&state.pool)
        .await?
        .try_get("name")?)
}

/// Sends the whole lobby; `Err` when the socket is gone or the database failed.
async fn send_open(socket: &mut Socket, state: &AppState) -> Result<(), ()> {
    let challenges = open_challenges(state).await.map_err(|_| ())?;
    let text = message_text(&LobbyMessage::Open { challenges }).map_err(|_| ())?;
    socket::send_text(socket, text.into()).await.map_err(|_| ())
}

async fn serve_watcher(mut socket: Socket, state: AppState) {
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
                    Ok(FeedItem::Change(text)) => {
                        socket::send_text(&mut socket, text).await.map_err(|_| ())
                    }
                    Ok(FeedItem::Resync) | Err(RecvError::Lagged(_)) => {
                        send_open(&mut socket, &state).await
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
