//! A player's page: the rating, its history and the games.

use crate::error::{ApiError, ApiResult, PathParams};
use crate::games;
use crate::ratings::{self, RatingView};
use crate::state::AppState;
use axum::Json;
use axum::extract::State;
use serde::Serialize;
use sqlx::Row;
use utoipa::ToSchema;

/// One rated game's change of rating.
#[derive(Debug, Serialize, ToSchema)]
pub struct RatingChange {
    /// The game.
    pub game_id: String,
    /// The rating before it.
    pub before: f64,
    /// The rating after it.
    pub after: f64,
    /// The deviation after it.
    pub deviation: f64,
    /// When (ms since 1970).
    pub at_ms: i64,
}

/// A game in a player's list.
#[derive(Debug, Serialize, ToSchema)]
pub struct PlayedGame {
    /// The game's id.
    pub id: String,
    /// White's name.
    pub white: String,
    /// Black's name.
    pub black: String,
    /// The number of moves played.
    pub ply: i64,
    /// Whether it is rated.
    pub rated: bool,
    /// The result once over.
    pub result: Option<String>,
    /// Why it ended.
    pub termination: Option<String>,
}

/// A player as anyone may see them.
#[derive(Debug, Serialize, ToSchema)]
pub struct PlayerView {
    /// The name.
    pub name: String,
    /// Whether the account is a guest's.
    pub guest: bool,
    /// The correspondence rating.
    pub rating: RatingView,
    /// The changes of the rating, newest first.
    pub history: Vec<RatingChange>,
    /// The games, running ones first, then newest first (at most 100).
    pub games: Vec<PlayedGame>,
}

/// A player's rating, its history and games.
#[utoipa::path(get, path = "/api/players/{name}", tag = "ratings",
    params(("name" = String, Path, description = "the player's name, in any case")),
    responses((status = 200, body = PlayerView), (status = 404, body = crate::error::ErrorBody)))]
pub async fn get_player(
    State(state): State<AppState>,
    PathParams(name): PathParams<String>,
) -> ApiResult<Json<PlayerView>> {
    let row = sqlx::query("SELECT id, name, guest FROM accounts WHERE name_key = $1")
        .bind(name.to_lowercase())
        .fetch_optional(&state.pool)
        .await?
        .ok_or_else(|| ApiError::not_found("no such player"))?;
    let id: String = row.try_get("id")?;
    let history_rows = sqlx::query(
        "SELECT game_id, rating_before, rating_after, deviation_after, at_ms FROM rating_history \
         WHERE account_id = $1 AND kind = $2 ORDER BY at_ms DESC LIMIT 200",
    )
    .bind(&id)
    .bind(ratings::CORRESPONDENCE)
    .fetch_all(&state.pool)
    .await?;
    let mut history = Vec::with_capacity(history_rows.len());
    for row in history_rows {
        history.push(RatingChange {
            game_id: row.try_get("game_id")?,
            before: row.try_get("rating_before")?,
            after: row.try_get("rating_after")?,
            deviation: row.try_get("deviation_after")?,
            at_ms: row.try_get("at_ms")?,
        });
    }
    let games = games::games_of(&state.pool, &id, 100)
        .await?
        .into_iter()
        .map(|game| PlayedGame {
            ply: game.ply(),
            id: game.id,
            white: game.white_name,
            black: game.black_name,
            rated: game.rated,
            result: game.result,
            termination: game.termination,
        })
        .collect();
    Ok(Json(PlayerView {
        name: row.try_get("name")?,
        guest: row.try_get::<i64, _>("guest")? != 0,
        rating: ratings::rating_of(&state, &id).await?,
        history,
        games,
    }))
}
