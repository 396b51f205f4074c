//! Glicko-2 ratings with lichess's constants: everyone starts at 1500 with a deviation of 500,
//! a rating is provisional while its deviation is 110 or more, and the deviation stays within
//! 45 and 500. The deviation grows with the time since the player's last rated game, by
//! Glicko-2's step for an idle rating period per elapsed period (fractions of one counted),
//! before each update and whenever a rating is shown. Correspondence games have a rating of
//! their own (the kind `correspondence`).

use crate::db::{DAY_MS, now_ms};
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
/// The length of one Glicko-2 rating period, in days (lichess's 0.21436 periods a day): for
/// each period without a rated game the deviation grows as Glicko-2 grows that of a player
/// who sat a period out, `φ' = √(φ² + σ²)` on its internal scale.
pub const RATING_PERIOD_DAYS: f64 = 1.0 / 0.21436;
/// Glicko-2's scale factor between the displayed deviation and its internal `φ`.
const GLICKO2_SCALE: f64 = 173.7178;

/// The deviation of a rating of `deviation` and `volatility` after `elapsed_ms` milliseconds
/// without a rated game: `√(φ² + t·σ²)` for `t` elapsed rating periods (of
/// [`RATING_PERIOD_DAYS`], fractions counted), capped at [`MAX_DEVIATION`]. A negative time
/// (a clock set back) changes nothing.
pub fn grown_deviation(deviation: f64, volatility: f64, elapsed_ms: i64) -> f64 {
    if elapsed_ms <= 0 {
        return deviation;
    }
    let periods = elapsed_ms as f64 / (RATING_PERIOD_DAYS * DAY_MS as f64);
    let phi = deviation / GLICKO2_SCALE;
    let grown = (phi * phi + periods * volatility * volatility).sqrt() * GLICKO2_SCALE;
    if grown.is_finite() {
        grown.clamp(deviation.min(MAX_DEVIATION), MAX_DEVIATION)
    } else {
        MAX_DEVIATION
    }
}

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

/// The rating of `account_id` as shown now (its deviation grown for the time since the last
/// rated game), or a new player's.
pub async fn rating_of(state: &AppState, account_id: &str) -> ApiResult<RatingView> {
    let row = sqlx::query(
        "SELECT rating, deviation, volatility, games, last_game_ms FROM ratings \
         WHERE account_id = $1 AND kind = $2",
    )
    .bind(account_id)
    .bind(CORRESPONDENCE)
    .fetch_optional(&state.pool)
    .await?;
    match row {
        None => Ok(RatingView::new_player()),
        Some(row) => view(&row, now_ms()),
    }
}

/// The view at `now` of a row with the columns rating, deviation, volatility, games and
/// last_game_ms.
fn view(row: &sqlx::any::AnyRow, now: i64) -> ApiResult<RatingView> {
    let stored: f64 = row.try_get("deviation")?;
    let volatility: f64 = row.try_get("volatility")?;
    let last_game: Option<i64> = row.try_get("last_game_ms")?;
    let deviation = match last_game {
        Some(last) => grown_deviation(stored, volatility, now - last),
        None => stored,
    };
    Ok(RatingView {
        rating: row.try_get("rating")?,
        deviation,
        provisional: deviation >= PROVISIONAL_DEVIATION,
        games: row.try_get("games")?,
    })
}

struct Stored {
    /// The rating as it enters the update: its deviation grown for the time away.
    rating: Glicko2Rating,
    games: i64,
}

async fn load(tx: &mut Transaction<'static, Any>, account_id: &str, now: i64) -> ApiResult<Stored> {
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
        "SELECT rating, deviation, volatility, games, last_game_ms FROM ratings \
         WHERE account_id = $1 AND kind = $2",
    )
    .bind(account_id)
    .bind(CORRESPONDENCE)
    .fetch_one(&mut **tx)
    .await?;
    let volatility: f64 = row.try_get("volatility")?;
    let mut deviation: f64 = row.try_get("deviation")?;
    if let Some(last) = row.try_get::<Option<i64>, _>("last_game_ms")? {
        deviation = grown_deviation(deviation, volatility, now - last);
    }
    Ok(Stored {
        rating: Glicko2Rating {
            rating: row.try_get("rating")?,
            deviation,
            volatility,
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
    now: i64,
) -> ApiResult<()> {
    let deviation = after.deviation.clamp(MIN_DEVIATION, MAX_DEVIATION);
    // The count of games is the row's version: an update that read an older row changes nothing.
    let updated = sqlx::query(
        "UPDATE ratings SET rating = $1, deviation = $2, volatility = $3, games = games + 1, \
         last_game_ms = $4 WHERE account_id = $5 AND kind = $6 AND games = $7",
    )
    .bind(after.rating)
    .bind(deviation)
    .bind(after.volatility)
    .bind(now)
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
    .bind(now)
    .execute(&mut **tx)
    .await?;
    Ok(())
}

/// Rates a finished game inside the transaction that ends it. `white_score` is 1 for a win
/// of White, 0.5 for a draw, 0 for a loss. Each player's deviation first grows for the time
/// since their last rated game.
pub async fn rate_game(
    tx: &mut Transaction<'static, Any>,
    game_id: &str,
    white_id: &str,
    black_id: &str,
    white_score: f64,
) -> ApiResult<()> {
    let now = now_ms();
    let white = load(tx, white_id, now).await?;
    let black = load(tx, black_id, now).await?;
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
    store(tx, game_id, white_id, &white, white_after, now).await?;
    store(tx, game_id, black_id, &black, black_after, now).await?;
    Ok(())
}

/// The players with a rated game, best first (at most 200).
#[utoipa::path(get, path = "/api/ratings", tag = "ratings",
    responses((status = 200, body = Vec<RankedPlayer>)))]
pub async fn list(State(state): State<AppState>) -> ApiResult<Json<Vec<RankedPlayer>>> {
    let rows = sqlx::query(
        "SELECT a.name, r.rating, r.deviation, r.volatility, r.games, r.last_game_ms \
         FROM ratings r \
         JOIN accounts a ON a.id = r.account_id \
         WHERE r.kind = $1 AND r.games > 0 ORDER BY r.rating DESC, a.name_key LIMIT 200",
    )
    .bind(CORRESPONDENCE)
    .fetch_all(&state.pool)
    .await?;
    let now = now_ms();
    let mut list = Vec::with_capacity(rows.len());
    for row in &rows {
        list.push(RankedPlayer {
            name: row.try_get("name")?,
            rating: view(row, now)?,
        });
    }
    Ok(Json(list))
}

#[cfg(test)]
mod tests {
    use super::{DAY_MS, MAX_DEVIATION, RATING_PERIOD_DAYS, grown_deviation};

    #[test]
    fn the_deviation_grows_with_time_away() {
        // No time, no growth; a clock set back changes nothing.
        assert_eq!(grown_deviation(60.0, 0.06, 0), 60.0);
        assert_eq!(grown_deviation(60.0, 0.06, -DAY_MS), 60.0);
        // One whole period: Glicko-2's idle step, phi' = sqrt(phi^2 + sigma^2).
        let period_ms = (RATING_PERIOD_DAYS * DAY_MS as f64).round() as i64;
        let phi: f64 = 60.0 / 173.7178;
        let expected = (phi * phi + 0.06 * 0.06).sqrt() * 173.7178;
        assert!((grown_deviation(60.0, 0.06, period_ms) - expected).abs() < 1e-6);
        // Longer away, larger; never past the cap.
        let year = grown_deviation(60.0, 0.06, 365 * DAY_MS);
        assert!(year > expected && year < MAX_DEVIATION, "{year}");
        assert_eq!(
            grown_deviation(60.0, 0.09, 100 * 365 * DAY_MS),
            MAX_DEVIATION
        );
        assert_eq!(grown_deviation(MAX_DEVIATION, 0.09, DAY_MS), MAX_DEVIATION);
        assert_eq!(grown_deviation(60.0, f64::NAN, DAY_MS), MAX_DEVIATION);
    }

    /// The figures of docs/SERVER.md: `cargo test -p epaminondas-server --lib deviation_table
    /// -- --nocapture` prints them.
    #[test]
    fn deviation_table() {
        let days = [7, 30, 90, 365, 1000];
        println!("deviation  volatility  after {days:?} days away");
        for (deviation, volatility) in [(45.0, 0.06), (60.0, 0.06), (150.0, 0.09)] {
            let grown: Vec<String> = days
                .iter()
                .map(|d| format!("{:.1}", grown_deviation(deviation, volatility, d * DAY_MS)))
                .collect();
            println!("{deviation:9}  {volatility:10}  {}", grown.join(" "));
        }
        let year = grown_deviation(60.0, 0.06, 365 * DAY_MS);
        assert!((year - 110.0).abs() < 0.1, "{year}");
        let thousand = grown_deviation(150.0, 0.09, 1000 * DAY_MS);
        assert!((thousand - 273.7).abs() < 0.1, "{thousand}");
    }
}
