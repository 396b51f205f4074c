//! The correspondence clock: each move gives the opponent a number of days, and a game whose
//! deadline has passed is lost by the side to move. A background task sweeps every few
//! seconds; each game is settled by one guarded UPDATE, so two sweeps (or two servers on one
//! database) never settle a game twice.

use crate::db::now_ms;
use crate::error::ApiResult;
use crate::ratings;
use sqlx::{AnyPool, Row};
use std::time::Duration;

/// How often the background task looks for games past their deadline.
pub const SWEEP_EVERY: Duration = Duration::from_secs(5);
/// The days a player may choose between moves.
pub const DAYS_PER_MOVE: [i64; 6] = [1, 2, 3, 5, 7, 14];
/// Milliseconds in a day.
pub const DAY_MS: i64 = 86_400_000;

/// Settles every running game whose deadline is before `now_ms`; gives how many this call
/// settled.
pub async fn sweep(pool: &AnyPool, now_ms: i64) -> ApiResult<usize> {
    let rows = sqlx::query("SELECT id FROM games WHERE result IS NULL AND deadline_ms < $1")
        .bind(now_ms)
        .fetch_all(pool)
        .await?;
    let mut settled = 0;
    for row in rows {
        let id: String = row.try_get("id")?;
        if settle_on_time(pool, &id, now_ms).await? {
            settled += 1;
        }
    }
    Ok(settled)
}

/// Ends game `id` on time if it is still running and its deadline is before `now_ms`, and
/// rates it in the same transaction; true when this call ended it.
pub async fn settle_on_time(pool: &AnyPool, id: &str, now_ms: i64) -> ApiResult<bool> {
    let mut tries = 0;
    loop {
        tries += 1;
        match try_settle(pool, id, now_ms).await {
            Err(error) if ratings::is_retry(&error) && tries < 5 => continue,
            other => return other,
        }
    }
}

async fn try_settle(pool: &AnyPool, id: &str, now_ms: i64) -> ApiResult<bool> {
    let mut tx = pool.begin().await?;
    // The write comes first: on SQLite a transaction that has read cannot always start to
    // write when another server wrote meanwhile, while one that writes first waits its turn.
    let updated = sqlx::query(
        "UPDATE games SET result = CASE WHEN ply % 2 = 0 THEN '0-1' ELSE '1-0' END, \
         termination = 'time', ended_ms = $1 \
         WHERE id = $2 AND result IS NULL AND deadline_ms < $3",
    )
    .bind(now_ms)
    .bind(id)
    .bind(now_ms)
    .execute(&mut *tx)
    .await?;
    if updated.rows_affected() != 1 {
        return Ok(false);
    }
    let row = sqlx::query("SELECT white_id, black_id, rated, result FROM games WHERE id = $1")
        .bind(id)
        .fetch_one(&mut *tx)
        .await?;
    let result: String = row.try_get("result")?;
    if row.try_get::<i64, _>("rated")? != 0 {
        let white: String = row.try_get("white_id")?;
        let black: String = row.try_get("black_id")?;
        ratings::rate_game(&mut tx, id, &white, &black, white_score(&result)).await?;
    }
    tx.commit().await?;
    tracing::info!(game = id, result, "game ended on time");
    Ok(true)
}

/// White's score in a result: 1, 0.5 or 0.
pub fn white_score(result: &str) -> f64 {
    match result {
        "1-0" => 1.0,
        "0-1" => 0.0,
        _ => 0.5,
    }
}

/// Starts the background sweep, every `every`.
pub fn spawn_sweeper(pool: AnyPool, every: Duration) -> tokio::task::JoinHandle<()> {
    tokio::spawn(async move {
        let mut ticks = tokio::time::interval(every);
        ticks.set_missed_tick_behavior(tokio::time::MissedTickBehavior::Delay);
        loop {
            ticks.tick().await;
            if let Err(error) = sweep(&pool, now_ms()).await {
                tracing::warn!("the deadline sweep failed: {error}");
            }
        }
    })
}
