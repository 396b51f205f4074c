//! The correspondence clock: each move gives the opponent a number of days, and a game whose
//! deadline has passed is lost by the side to move. A background task sweeps every few
//! seconds; each game is settled by one guarded UPDATE, so two sweeps (or two servers on one
//! database) never settle a game twice.

use crate::db::now_ms;
use crate::error::ApiResult;
use crate::notices::Outbox;
use crate::player_message::PlayerMessage;
use crate::ratings;
use crate::state::AppState;
use sqlx::Row;
use std::time::Duration;

/// How often the background task looks for games past their deadline.
pub const SWEEP_EVERY: Duration = Duration::from_secs(5);
/// The days a player may choose between moves.
pub const DAYS_PER_MOVE: [i64; 6] = [1, 2, 3, 5, 7, 14];
pub use crate::db::DAY_MS;

/// Settles every running game whose deadline is before `now_ms`; gives how many this call
/// settled.
pub async fn sweep(state: &AppState, now_ms: i64) -> ApiResult<usize> {
    let rows = sqlx::query("SELECT id FROM games WHERE result IS NULL AND deadline_ms < $1")
        .bind(now_ms)
        .fetch_all(&state.pool)
        .await?;
    let mut settled = 0;
    for row in rows {
        let id: String = row.try_get("id")?;
        if settle_on_time(state, &id, now_ms).await? {
            settled += 1;
        }
    }
    Ok(settled)
}

/// Ends game `id` on time if it is still running and its deadline is before `now_ms`, and
/// rates it in the same transaction; true when this call ended it. Both players are sent a
/// `game_over` notice.
pub async fn settle_on_time(state: &AppState, id: &str, now_ms: i64) -> ApiResult<bool> {
    let mut tries = 0;
    loop {
        tries += 1;
        match try_settle(state, id, now_ms).await {
            Err(error) if ratings::is_retry(&error) && tries < 5 => continue,
            other => return other,
        }
    }
}

async fn try_settle(state: &AppState, id: &str, now_ms: i64) -> ApiResult<bool> {
    let mut tx = state.pool.begin().await?;
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
    let row = sqlx::query(
        "SELECT g.white_id, g.black_id, g.rated, g.result, w.name AS white_name, \
         b.name AS black_name FROM games g JOIN accounts w ON w.id = g.white_id \
         JOIN accounts b ON b.id = g.black_id WHERE g.id = $1",
    )
    .bind(id)
    .fetch_one(&mut *tx)
    .await?;
    let result: String = row.try_get("result")?;
    let white: String = row.try_get("white_id")?;
    let black: String = row.try_get("black_id")?;
    if row.try_get::<i64, _>("rated")? != 0 {
        ratings::rate_game(&mut tx, id, &white, &black, white_score(&result)).await?;
    }
    let mut notices = Outbox::default();
    game_over_notices(
        &mut notices,
        id,
        [
            (&white, &row.try_get::<String, _>("black_name")?),
            (&black, &row.try_get::<String, _>("white_name")?),
        ],
        &result,
        "time",
    )?;
    notices.notify_in(state, &mut tx).await?;
    tx.commit().await?;
    notices.deliver_here(state);
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

/// Queues the `game_over` notices of game `id` for its two players: `seats` holds White's
/// account id and opponent's name, then Black's.
pub fn game_over_notices(
    notices: &mut Outbox,
    id: &str,
    seats: [(&String, &String); 2],
    result: &str,
    termination: &str,
) -> ApiResult<()> {
    for ((account, opponent), colour) in seats.into_iter().zip(["white", "black"]) {
        notices.push(
            account,
            &PlayerMessage::GameOver {
                game: id.to_string(),
                result: result.to_string(),
                termination: termination.to_string(),
                opponent: opponent.clone(),
                colour: colour.to_string(),
            },
        )?;
    }
    Ok(())
}

/// Starts the background sweep, every `every`.
pub fn spawn_sweeper(state: AppState, every: Duration) -> tokio::task::JoinHandle<()> {
    tokio::spawn(async move {
        let mut ticks = tokio::time::interval(every);
        ticks.set_missed_tick_behavior(tokio::time::MissedTickBehavior::Delay);
        loop {
            ticks.tick().await;
            if let Err(error) = sweep(&state, now_ms()).await {
                tracing::warn!("the deadline sweep failed: {error}");
            }
        }
    })
}
