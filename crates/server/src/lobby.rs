//! The lobby: open challenges, each taken at most once, which start correspondence games.

use crate::accounts::SignedIn;
use crate::clock::{DAY_MS, DAYS_PER_MOVE};
use crate::db::{new_id, now_ms};
use crate::error::{ApiError, ApiResult, JsonBody, PathParams};
use crate::games::{self, GameView};
use crate::ratings::{self, RatingView};
use crate::state::AppState;
use axum::Json;
use axum::extract::State;
use axum::http::StatusCode;
use serde::{Deserialize, Serialize};
use sqlx::Row;
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
    Ok((
        StatusCode::CREATED,
        Json(ChallengeView {
            id,
            creator: me.name.clone(),
            creator_rating: ratings::rating_of(&state, &me.id).await?,
            days_per_move: request.days_per_move,
            colour: request.colour,
            rated: request.rated,
            created_ms: now,
        }),
    ))
}

/// The open challenges, newest first (at most 200).
#[utoipa::path(get, path = "/api/challenges", tag = "lobby",
    responses((status = 200, body = Vec<ChallengeView>)))]
pub async fn list(State(state): State<AppState>) -> ApiResult<Json<Vec<ChallengeView>>> {
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
            creator_rating: ratings::rating_of(&state, &creator_id).await?,
            days_per_move: row.try_get("days_per_move")?,
            colour: row.try_get("colour")?,
            rated: row.try_get::<i64, _>("rated")? != 0,
            created_ms: row.try_get("created_ms")?,
        });
    }
    Ok(Json(list))
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
    tx.commit().await?;
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
    Ok(StatusCode::NO_CONTENT)
}
