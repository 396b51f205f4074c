//! Glicko-2 ratings with lichess's constants: everyone starts at 1500 with a deviation of 500,
//! a rating is provisional while its deviation is 110 or more, and the deviation stays within
//! 45 and 500. Correspondence games have a rating of their own (the kind `correspondence`).

use crate::db::now_ms;
use crate::error::{ApiError, ApiResult};
use crate::state::AppState;
use axum::Json;
use axum::extract::State;
use axum::http::StatusCode;
use serde::Serialize;
use skillratings::Outcomes;
use skillratings::glicko2::{Glicko2Config, Glicko2Rating, glicko2};
use sqlx::{Any, Row, Transaction};
use utoipa::ToSchema;

/// The kind of rating correspondence games change.
pub const CORRESPONDENCE: &str = "correspondence";
/// A new player's rating.
pub const START_RATING: f64 = 1500.0;
/// A new player's deviation.
pub const START_DEVIATION: f64 = 500.0;
/// A new player's volatility.
pub const START_VOLATILITY: f64 = 0.09;
/// The smallest deviation.
pub const MIN_DEVIATION: f64 = 45.0;
/// The largest deviation.
pub const MAX_DEVIATION: f64 = 500.0;
/// A rating whose deviation is this or more is provisional.
pub const PROVISIONAL_DEVIATION: f64 = 110.0;
/// Glicko-2's τ, how fast the volatility may change.
pub const TAU: f64 = 0.75;

/// The message of the refusal that asks to try again: a rating changed during the update.
const CHANGED: &str = "a rating changed meanwhile; try again";

/// Whether `error` is the refusal of a rating update that lost a race and can be tried again.
pub fn is_retry(error: &ApiError) -> bool {
    error.status == StatusCode::CONFLICT && error.message == CHANGED
}

/// One player's rating.
#[derive(Clone, Copy, Debug, PartialEq, Serialize, ToSchema)]
pub struct RatingView {
    /// The rating.
    pub rating: f64,
    /// Its deviation.
    pub deviation: f64,
    /// Whether it is still provisional (deviation 110 or more).
    pub provisional: bool,
    /// Rated games finished.
    pub games: i64,
}

impl RatingView {
    /// The rating of a player who has not played a rated game.
    pub fn new_player() -> RatingView {
        RatingView {
            rating: START_RATING,
            deviation: START_DEVIATION,
            provisional: true,
            games: 0,
        }
    }
}

/// One line of the rating list.
#[derive(Debug, Serialize, ToSchema)]
pub struct RankedPlayer {
    /// The player's name.
    pub name: String,
    /// The correspondence rating.
    #[serde(flatten)]
    pub rating: RatingView,
}

/// The rating row of `account_id`, or a new player's.
pub async fn rating_of(state: &AppState, account_id: &str) -> ApiResult<RatingView> {
    let row = sqlx::query(
        "SELECT rating, deviation, games FROM ratings WHERE account_id = $1 AND kind = $2",
    )
    .bind(account_id)
    .bind(CORRESPONDENCE)
    .fetch_optional(&state.pool)
    .await?;
    match row {
        None => Ok(RatingView::new_player()),
        Some(row) => view(&row),
    }
}

fn view(row: &sqlx::any::AnyRow) -> ApiResult<RatingView> {
    let deviation: f64 = row.try_get("deviation")?;
    Ok(RatingView {
        rating: row.try_get("rating")?,
        deviation,
        provisional: deviation >= PROVISIONAL_DEVIATION,
        games: row.try_get("games")?,
    })
}

struct Stored {
    rating: Glicko2Rating,
    games: i64,
}

async fn load(tx: &mut Transaction<'static, Any>, account_id: &str) -> ApiResult<Stored> {
    sqlx::query(
        "INSERT INTO ratings (account_id, kind, rating, deviation, volatility, games) \
         VALUES ($1, $2, $3, $4, $5, 0) ON CONFLICT (account_id, kind) DO NOTHING",
    )
    .bind(account_id)
    .bind(CORRESPONDENCE)
    .bind(START_RATING)
    .bind(START_DEVIATION)
    .bind(START_VOLATILITY)
    .execute(&mut **tx)
    .await?;
    let row = sqlx::query(
        "SELECT rating, deviation, volatility, games FROM ratings \
         WHERE account_id = $1 AND kind = $2",
    )
    .bind(account_id)
    .bind(CORRESPONDENCE)
    .fetch_one(&mut **tx)
    .await?;
    Ok(Stored {
        rating: Glicko2Rating {
            rating: row.try_get("rating")?,
            deviation: row.try_get("deviation")?,
            volatility: row.try_get("volatility")?,
        },
        games: row.try_get("games")?,
    })
}

async fn store(
    tx: &mut Transaction<'static, Any>,
    game_id: &str,
    account_id: &str,
    before: &Stored,
    after: Glicko2Rating,
) -> ApiResult<()> {
    let deviation = after.deviation.clamp(MIN_DEVIATION, MAX_DEVIATION);
    // The count of games is the row's version: an update that read an older row changes nothing.
    let updated = sqlx::query(
        "UPDATE ratings SET rating = $1, deviation = $2, volatility = $3, games = games + 1 \
         WHERE account_id = $4 AND kind = $5 AND games = $6",
    )
    .bind(after.rating)
    .bind(deviation)
    .bind(after.volatility)
    .bind(account_id)
    .bind(CORRESPONDENCE)
    .bind(before.games)
    .execute(&mut **tx)
    .await?;
    if updated.rows_affected() != 1 {
        return Err(ApiError::conflict(CHANGED));
    }
    sqlx::query(
        "INSERT INTO rating_history \
         (game_id, account_id, kind, rating_before, rating_after, deviation_after, at_ms) \
         VALUES ($1, $2, $3, $4, $5, $6, $7)",
    )
    .bind(game_id)
    .bind(account_id)
    .bind(CORRESPONDENCE)
    .bind(before.rating.rating)
    .bind(after.rating)
    .bind(deviation)
    .bind(now_ms())
    .execute(&mut **tx)
    .await?;
    Ok(())
}

/// Rates a finished game inside the transaction that ends it. `white_score` is 1 for a win
/// of White, 0.5 for a draw, 0 for a loss.
pub async fn rate_game(
    tx: &mut Transaction<'static, Any>,
    game_id: &str,
    white_id: &str,
    black_id: &str,
    white_score: f64,
) -> ApiResult<()> {
    let white = load(tx, white_id).await?;
    let black = load(tx, black_id).await?;
    let outcome = if white_score > 0.75 {
        Outcomes::WIN
    } else if white_score < 0.25 {
        Outcomes::LOSS
    } else {
        Outcomes::DRAW
    };
    let config = Glicko2Config {
        tau: TAU,
        ..Glicko2Config::new()
    };
    let (white_after, black_after) = glicko2(&white.rating, &black.rating, &outcome, &config);
    store(tx, game_id, white_id, &white, white_after).await?;
    store(tx, game_id, black_id, &black, black_after).await?;
    Ok(())
}

/// The players with a rated game, best first (at most 200).
#[utoipa::path(get, path = "/api/ratings", tag = "ratings",
    responses((status = 200, body = Vec<RankedPlayer>)))]
pub async fn list(State(state): State<AppState>) -> ApiResult<Json<Vec<RankedPlayer>>> {
    let rows = sqlx::query(
        "SELECT a.name, r.rating, r.deviation, r.games FROM ratings r \
         JOIN accounts a ON a.id = r.account_id \
         WHERE r.kind = $1 AND r.games > 0 ORDER BY r.rating DESC, a.name_key LIMIT 200",
    )
    .bind(CORRESPONDENCE)
    .fetch_all(&state.pool)
    .await?;
    let mut list = Vec::with_capacity(rows.len());
    for row in &rows {
        list.push(RankedPlayer {
            name: row.try_get("name")?,
            rating: view(row)?,
        });
    }
    Ok(Json(list))
}
