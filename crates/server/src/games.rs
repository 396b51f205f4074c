//! Correspondence games: their state, the moves (checked by the rules core and stored with a
//! guarded UPDATE on the ply, so one ply is never played twice), resignation, and the list of
//! a player's games.

use crate::accounts::SignedIn;
use crate::clock::{self, DAY_MS, white_score};
use crate::db::now_ms;
use crate::error::{ApiError, ApiResult, JsonBody, PathParams};
use crate::notices::Outbox;
use crate::player_message::PlayerMessage;
use crate::ratings;
use crate::state::AppState;
use axum::Json;
use axum::extract::State;
use epaminondas_core::{Game, GameOptions, Side, Status};
use serde::{Deserialize, Serialize};
use sqlx::any::AnyRow;
use sqlx::{AnyPool, Row};
use utoipa::ToSchema;

/// The longest move text read (the longest real one, `a12xn12`-like, has 7 characters).
const MOVE_TEXT_MAX: usize = 16;

/// A game as stored.
#[derive(Clone, Debug)]
pub struct StoredGame {
    /// The game's id.
    pub id: String,
    /// White's account id.
    pub white_id: String,
    /// Black's account id.
    pub black_id: String,
    /// White's name.
    pub white_name: String,
    /// Black's name.
    pub black_name: String,
    /// Days per move.
    pub days_per_move: i64,
    /// Whether the game changes the ratings.
    pub rated: bool,
    /// The moves played, in notation.
    pub moves: Vec<String>,
    /// When the side to move loses on time (ms since 1970).
    pub deadline_ms: i64,
    /// `1-0`, `0-1` or `1/2-1/2` once over.
    pub result: Option<String>,
    /// Why it ended.
    pub termination: Option<String>,
    /// When it started (ms since 1970).
    pub created_ms: i64,
}

impl StoredGame {
    /// The number of moves played.
    pub fn ply(&self) -> i64 {
        i64::try_from(self.moves.len()).unwrap_or(i64::MAX)
    }

    /// The colour of `account_id` in this game, if a player.
    pub fn side_of(&self, account_id: &str) -> Option<Side> {
        if self.white_id == account_id {
            Some(Side::White)
        } else if self.black_id == account_id {
            Some(Side::Black)
        } else {
            None
        }
    }

    /// The side to move while the game runs (White moves first).
    pub fn side_to_move(&self) -> Option<Side> {
        if self.result.is_some() {
            None
        } else if self.moves.len().is_multiple_of(2) {
            Some(Side::White)
        } else {
            Some(Side::Black)
        }
    }

    /// The game replayed by the rules core.
    pub fn replay(&self) -> ApiResult<Game> {
        let mut game = Game::new(GameOptions::default());
        for (ply, text) in self.moves.iter().enumerate() {
            game.play_text(text).map_err(|error| {
                ApiError::internal(format!(
                    "game {}: stored move {ply} ({text}) does not replay: {error}",
                    self.id
                ))
            })?;
        }
        Ok(game)
    }
}

const GAME_COLUMNS: &str = "g.id, g.white_id, g.black_id, w.name AS white_name, \
    b.name AS black_name, g.days_per_move, g.rated, g.moves, g.deadline_ms, g.result, \
    g.termination, g.created_ms \
    FROM games g JOIN accounts w ON w.id = g.white_id JOIN accounts b ON b.id = g.black_id";

fn stored_game(row: &AnyRow) -> ApiResult<StoredGame> {
    let moves: String = row.try_get("moves")?;
    Ok(StoredGame {
        id: row.try_get("id")?,
        white_id: row.try_get("white_id")?,
        black_id: row.try_get("black_id")?,
        white_name: row.try_get("white_name")?,
        black_name: row.try_get("black_name")?,
        days_per_move: row.try_get("days_per_move")?,
        rated: row.try_get::<i64, _>("rated")? != 0,
        moves: moves.split_whitespace().map(str::to_string).collect(),
        deadline_ms: row.try_get("deadline_ms")?,
        result: row.try_get("result")?,
        termination: row.try_get("termination")?,
        created_ms: row.try_get("created_ms")?,
    })
}

/// Game `id`, or 404.
pub async fn load(pool: &AnyPool, id: &str) -> ApiResult<StoredGame> {
    let row = sqlx::query(&format!("SELECT {GAME_COLUMNS} WHERE g.id = $1"))
        .bind(id)
        .fetch_optional(pool)
        .await?
        .ok_or_else(|| ApiError::not_found("no such game"))?;
    stored_game(&row)
}

/// The games `account_id` plays or played, running ones first, newest first.
pub async fn games_of(pool: &AnyPool, account_id: &str, limit: i64) -> ApiResult<Vec<StoredGame>> {
    let rows = sqlx::query(&format!(
        "SELECT {GAME_COLUMNS} WHERE g.white_id = $1 OR g.black_id = $1 \
         ORDER BY CASE WHEN g.result IS NULL THEN 0 ELSE 1 END, g.created_ms DESC LIMIT $2"
    ))
    .bind(account_id)
    .bind(limit)
    .fetch_all(pool)
    .await?;
    rows.iter().map(stored_game).collect()
}

fn side_name(side: Side) -> &'static str {
    match side {
        Side::White => "white",
        Side::Black => "black",
    }
}

/// A player of a game.
#[derive(Debug, Serialize, ToSchema)]
pub struct Seat {
    /// The player's name.
    pub name: String,
    /// Their correspondence rating now.
    pub rating: ratings::RatingView,
}

/// A game's state.
#[derive(Debug, Serialize, ToSchema)]
pub struct GameView {
    /// The game's id.
    pub id: String,
    /// White.
    pub white: Seat,
    /// Black.
    pub black: Seat,
    /// Days each move may take.
    pub days_per_move: i64,
    /// Whether the game changes the ratings.
    pub rated: bool,
    /// The number of moves played: the `ply` the next move must name.
    pub ply: i64,
    /// The moves in RULES.md's notation.
    pub moves: Vec<String>,
    /// The position in RULES.md's position text.
    pub position: String,
    /// `white` or `black`; absent once the game is over.
    pub side_to_move: Option<String>,
    /// When the side to move loses on time (ms since 1970); absent once over.
    pub deadline_ms: Option<i64>,
    /// Milliseconds left to the side to move; absent once over.
    pub time_left_ms: Option<i64>,
    /// `1-0`, `0-1` or `1/2-1/2` once over.
    pub result: Option<String>,
    /// Why it ended: the rules' words, `resignation` or `time`.
    pub termination: Option<String>,
    /// When it started (ms since 1970).
    pub created_ms: i64,
}

/// The view of a stored game.
pub async fn view(state: &AppState, game: &StoredGame) -> ApiResult<GameView> {
    let position = game.replay()?.position().to_string();
    let running = game.result.is_none();
    Ok(GameView {
        id: game.id.clone(),
        white: Seat {
            name: game.white_name.clone(),
            rating: ratings::rating_of(state, &game.white_id).await?,
        },
        black: Seat {
            name: game.black_name.clone(),
            rating: ratings::rating_of(state, &game.black_id).await?,
        },
        days_per_move: game.days_per_move,
        rated: game.rated,
        ply: game.ply(),
        moves: game.moves.clone(),
        position,
        side_to_move: game.side_to_move().map(|c| side_name(c).to_string()),
        deadline_ms: running.then_some(game.deadline_ms),
        time_left_ms: running.then(|| (game.deadline_ms - now_ms()).max(0)),
        result: game.result.clone(),
        termination: game.termination.clone(),
        created_ms: game.created_ms,
    })
}

/// A game's state.
#[utoipa::path(get, path = "/api/games/{id}", tag = "games",
    params(("id" = String, Path, description = "the game's id")),
    responses((status = 200, body = GameView), (status = 404, body = crate::error::ErrorBody)))]
pub async fn get_game(
    State(state): State<AppState>,
    PathParams(id): PathParams<String>,
) -> ApiResult<Json<GameView>> {
    let game = load(&state.pool, &id).await?;
    Ok(Json(view(&state, &game).await?))
}

/// A move sent by a player.
#[derive(Debug, Deserialize, ToSchema)]
pub struct MoveRequest {
    /// The ply the move is for: the number of moves played before it (the game's `ply`).
    pub ply: i64,
    /// The move in RULES.md's notation, such as `a2-a3`.
    #[serde(rename = "move")]
    pub text: String,
}

/// Plays a move in a game: refused when it is not the sender's game or turn, names another
/// ply, or is not legal. The move and the game's new state are stored in one transaction.
#[utoipa::path(post, path = "/api/games/{id}/moves", tag = "games", request_body = MoveRequest,
    params(("id" = String, Path, description = "the game's id")), security(("bearer" = [])),
    responses((status = 200, body = GameView),
        (status = 403, description = "not your game", body = crate::error::ErrorBody),
        (status = 409, description = "not your turn, another ply, or the game is over", body = crate::error::ErrorBody),
        (status = 422, description = "not a legal move", body = crate::error::ErrorBody)))]
pub async fn post_move(
    State(state): State<AppState>,
    me: SignedIn,
    PathParams(id): PathParams<String>,
    JsonBody(request): JsonBody<MoveRequest>,
) -> ApiResult<Json<GameView>> {
    if request.text.chars().count() > MOVE_TEXT_MAX {
        return Err(ApiError::bad_request("a move has at most 16 characters"));
    }
    let mut tries = 0;
    loop {
        tries += 1;
        match try_move(&state, &me, &id, &request).await {
            Err(error) if ratings::is_retry(&error) && tries < 5 => continue,
            Err(error) => return Err(error),
            Ok(game) => return Ok(Json(view(&state, &game).await?)),
        }
    }
}

async fn try_move(
    state: &AppState,
    me: &SignedIn,
    id: &str,
    request: &MoveRequest,
) -> ApiResult<StoredGame> {
    let mut game = load(&state.pool, id).await?;
    let side = game
        .side_of(&me.id)
        .ok_or_else(|| ApiError::forbidden("this is not your game"))?;
    if let Some(result) = &game.result {
        return Err(ApiError::conflict(format!("the game is over ({result})")));
    }
    let now = now_ms();
    if game.deadline_ms < now {
        clock::settle_on_time(state, id, now).await?;
        return Err(ApiError::conflict(
            "the time for this move ran out; the game is over",
        ));
    }
    if game.side_to_move() != Some(side) {
        return Err(ApiError::conflict("it is not your turn"));
    }
    let ply = game.ply();
    if request.ply != ply {
        return Err(ApiError::conflict(format!(
            "the move is for ply {}, the game is at ply {ply}",
            request.ply
        )));
    }
    let mut rules = game.replay()?;
    let played = rules
        .play_text(request.text.trim())
        .map_err(|error| ApiError::unprocessable(format!("{}: {error}", request.text)))?;
    let text = played.to_string();
    let (result, termination) = match rules.status() {
        Status::Ongoing => (None, None),
        Status::Over(outcome) => {
            let result = match outcome.winner {
                Some(Side::White) => "1-0",
                Some(Side::Black) => "0-1",
                None => "1/2-1/2",
            };
            (Some(result), Some(outcome.to_string()))
        }
    };
    game.moves.push(text.clone());
    let deadline = now + game.days_per_move * DAY_MS;
    let mut tx = state.pool.begin().await?;
    let updated = sqlx::query(
        "UPDATE games SET ply = $1, moves = $2, deadline_ms = $3, result = $4, termination = $5, \
         ended_ms = $6 WHERE id = $7 AND ply = $8 AND result IS NULL",
    )
    .bind(ply + 1)
    .bind(game.moves.join(" "))
    .bind(deadline)
    .bind(result)
    .bind(termination.as_deref())
    .bind(result.map(|_| now))
    .bind(id)
    .bind(ply)
    .execute(&mut *tx)
    .await?;
    if updated.rows_affected() != 1 {
        return Err(ApiError::conflict(format!(
            "ply {ply} was played already; reload the game"
        )));
    }
    sqlx::query("INSERT INTO moves (game_id, ply, text, played_ms) VALUES ($1, $2, $3, $4)")
        .bind(id)
        .bind(ply)
        .bind(&text)
        .bind(now)
        .execute(&mut *tx)
        .await?;
    if let Some(result) = result
        && game.rated
    {
        ratings::rate_game(
            &mut tx,
            id,
            &game.white_id,
            &game.black_id,
            white_score(result),
        )
        .await?;
    }
    let mut notices = Outbox::default();
    match (result, &termination) {
        (Some(result), Some(termination)) => clock::game_over_notices(
            &mut notices,
            id,
            [
                (&game.white_id, &game.black_name),
                (&game.black_id, &game.white_name),
            ],
            result,
            termination,
        )?,
        _ => {
            let (next, opponent) = match side {
                Side::White => (&game.black_id, &game.white_name),
                Side::Black => (&game.white_id, &game.black_name),
            };
            notices.push(
                next,
                &PlayerMessage::YourTurn {
                    game: id.to_string(),
                    ply: ply + 1,
                    opponent: opponent.clone(),
                    last_move: Some(text.clone()),
                    deadline_ms: deadline,
                },
            )?;
        }
    }
    notices.notify_in(state, &mut tx).await?;
    tx.commit().await?;
    notices.deliver_here(state);
    game.deadline_ms = deadline;
    game.result = result.map(str::to_string);
    game.termination = termination;
    Ok(game)
}

/// Resigns a running game: the opponent wins.
#[utoipa::path(post, path = "/api/games/{id}/resign", tag = "games",
    params(("id" = String, Path, description = "the game's id")), security(("bearer" = [])),
    responses((status = 200, body = GameView),
        (status = 403, description = "not your game", body = crate::error::ErrorBody),
        (status = 409, description = "the game is over", body = crate::error::ErrorBody)))]
pub async fn resign(
    State(state): State<AppState>,
    me: SignedIn,
    PathParams(id): PathParams<String>,
) -> ApiResult<Json<GameView>> {
    let mut tries = 0;
    loop {
        tries += 1;
        match try_resign(&state, &me, &id).await {
            Err(error) if ratings::is_retry(&error) && tries < 5 => continue,
            Err(error) => return Err(error),
            Ok(()) => break,
        }
    }
    let game = load(&state.pool, &id).await?;
    Ok(Json(view(&state, &game).await?))
}

async fn try_resign(state: &AppState, me: &SignedIn, id: &str) -> ApiResult<()> {
    let game = load(&state.pool, id).await?;
    let side = game
        .side_of(&me.id)
        .ok_or_else(|| ApiError::forbidden("this is not your game"))?;
    let result = match side {
        Side::White => "0-1",
        Side::Black => "1-0",
    };
    let now = now_ms();
    let mut tx = state.pool.begin().await?;
    let updated = sqlx::query(
        "UPDATE games SET result = $1, termination = 'resignation', ended_ms = $2 \
         WHERE id = $3 AND result IS NULL",
    )
    .bind(result)
    .bind(now)
    .bind(id)
    .execute(&mut *tx)
    .await?;
    if updated.rows_affected() != 1 {
        return Err(ApiError::conflict("the game is over already"));
    }
    if game.rated {
        ratings::rate_game(
            &mut tx,
            id,
            &game.white_id,
            &game.black_id,
            white_score(result),
        )
        .await?;
    }
    let mut notices = Outbox::default();
    clock::game_over_notices(
        &mut notices,
        id,
        [
            (&game.white_id, &game.black_name),
            (&game.black_id, &game.white_name),
        ],
        result,
        "resignation",
    )?;
    notices.notify_in(state, &mut tx).await?;
    tx.commit().await?;
    notices.deliver_here(state);
    tracing::info!(game = id, result, "resigned");
    Ok(())
}

/// One of the signed-in player's games.
#[derive(Debug, Serialize, ToSchema)]
pub struct MyGame {
    /// The game's id.
    pub id: String,
    /// The player's colour: `white` or `black`.
    pub colour: String,
    /// The opponent's name.
    pub opponent: String,
    /// Whether the player is to move.
    pub your_turn: bool,
    /// Milliseconds left to the side to move; absent once over.
    pub time_left_ms: Option<i64>,
    /// The number of moves played.
    pub ply: i64,
    /// Days per move.
    pub days_per_move: i64,
    /// Whether the game is rated.
    pub rated: bool,
    /// The result once over.
    pub result: Option<String>,
}

/// The signed-in player's games: running ones first, then the last finished ones.
#[utoipa::path(get, path = "/api/my/games", tag = "games", security(("bearer" = [])),
    responses((status = 200, body = Vec<MyGame>)))]
pub async fn my_games(State(state): State<AppState>, me: SignedIn) -> ApiResult<Json<Vec<MyGame>>> {
    let games = games_of(&state.pool, &me.id, 200).await?;
    let now = now_ms();
    let list = games
        .iter()
        .filter_map(|game| {
            let side = game.side_of(&me.id)?;
            let opponent = match side {
                Side::White => &game.black_name,
                Side::Black => &game.white_name,
            };
            Some(MyGame {
                id: game.id.clone(),
                colour: side_name(side).to_string(),
                opponent: opponent.clone(),
                your_turn: game.side_to_move() == Some(side),
                time_left_ms: game
                    .result
                    .is_none()
                    .then(|| (game.deadline_ms - now).max(0)),
                ply: game.ply(),
                days_per_move: game.days_per_move,
                rated: game.rated,
                result: game.result.clone(),
            })
        })
        .collect();
    Ok(Json(list))
}
