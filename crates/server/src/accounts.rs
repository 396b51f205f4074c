//! Accounts and sessions: sign up, sign in, guests and their claim, sign out, and the
//! `Authorization: Bearer TOKEN` extractor every other part uses.

use crate::db::{DAY_MS, hex, new_id, now_ms, random_hex};
use crate::error::{ApiError, ApiResult, JsonBody};
use crate::passwords::{hash_password, password_matches};
use crate::state::AppState;
use axum::Json;
use axum::extract::{FromRequestParts, State};
use axum::http::StatusCode;
use axum::http::request::Parts;
use serde::{Deserialize, Serialize};
use sha2::{Digest, Sha256};
use sqlx::Row;
use utoipa::ToSchema;

/// The shortest name.
pub const NAME_MIN: usize = 3;
/// The longest name.
pub const NAME_MAX: usize = 20;
/// The shortest password.
pub const PASSWORD_MIN: usize = 8;
/// The longest password (argon2 would take any length; the limit keeps hashing cheap).
pub const PASSWORD_MAX: usize = 200;
/// A session whose token has not been used for this long (30 days) is refused: its player
/// signs in again.
pub const SESSION_IDLE_MAX_MS: i64 = 30 * DAY_MS;
/// A session's last use is written again only when the stored one is older than this (an
/// hour), so a busy token costs at most one write an hour.
pub const SESSION_TOUCH_EVERY_MS: i64 = 3_600_000;
/// The refusal of a session unused for [`SESSION_IDLE_MAX_MS`].
pub const SESSION_EXPIRED: &str = "the session has expired; sign in again";

/// A name and a password: a new account, a sign-in or a guest's claim.
#[derive(Debug, Deserialize, ToSchema)]
pub struct Credentials {
    /// 3 to 20 letters, digits, `_` or `-`; unique whatever the case.
    pub name: String,
    /// 8 to 200 characters.
    pub password: String,
}

/// An account as others see it.
#[derive(Debug, Serialize, ToSchema)]
pub struct AccountView {
    /// The account's id.
    pub id: String,
    /// Its name.
    pub name: String,
    /// Whether it is a guest's (no password yet; may not play rated games).
    pub guest: bool,
}

/// A session: the account and the token to send as `Authorization: Bearer TOKEN`.
#[derive(Debug, Serialize, ToSchema)]
pub struct SessionView {
    /// The signed-in account.
    pub account: AccountView,
    /// 64 hex digits; the server keeps only its hash.
    pub token: String,
}

/// The account a request is signed in as.
#[derive(Clone, Debug)]
pub struct SignedIn {
    /// The account's id.
    pub id: String,
    /// Its name.
    pub name: String,
    /// Whether it is a guest's.
    pub guest: bool,
    /// The hash of the session's token.
    pub token_hash: String,
}

/// Checks a name: its length and characters.
pub fn check_name(name: &str) -> ApiResult<()> {
    let length = name.chars().count();
    if !(NAME_MIN..=NAME_MAX).contains(&length) {
        return Err(ApiError::bad_request(format!(
            "a name has {NAME_MIN} to {NAME_MAX} characters, this one {length}"
        )));
    }
    if let Some(bad) = name
        .chars()
        .find(|c| !(c.is_ascii_alphanumeric() || *c == '_' || *c == '-'))
    {
        return Err(ApiError::bad_request(format!(
            "a name holds only letters, digits, _ and -, not {bad:?}"
        )));
    }
    Ok(())
}

fn check_password(password: &str) -> ApiResult<()> {
    let length = password.chars().count();
    if !(PASSWORD_MIN..=PASSWORD_MAX).contains(&length) {
        return Err(ApiError::bad_request(format!(
            "a password has {PASSWORD_MIN} to {PASSWORD_MAX} characters"
        )));
    }
    Ok(())
}

/// The SHA-256 of a session token, in hex: what the sessions table holds.
pub fn token_hash(token: &str) -> String {
    hex(&Sha256::digest(token.as_bytes()))
}

/// Starts a session for `account_id` and gives its token.
async fn open_session(state: &AppState, account_id: &str) -> ApiResult<String> {
    let token = random_hex(32);
    let now = now_ms();
    sqlx::query(
        "INSERT INTO sessions (token_hash, account_id, created_ms, last_used_ms) \
         VALUES ($1, $2, $3, $4)",
    )
    .bind(token_hash(&token))
    .bind(account_id)
    .bind(now)
    .bind(now)
    .execute(&state.pool)
    .await?;
    Ok(token)
}

async fn name_taken(state: &AppState, name: &str) -> ApiResult<bool> {
    let row = sqlx::query("SELECT COUNT(*) AS n FROM accounts WHERE name_key = $1")
        .bind(name.to_lowercase())
        .fetch_one(&state.pool)
        .await?;
    Ok(row.try_get::<i64, _>("n")? > 0)
}

fn unique_violation(error: &sqlx::Error) -> bool {
    match error {
        sqlx::Error::Database(db) => {
            db.is_unique_violation()
                || db.message().contains("UNIQUE")
                || db.message().contains("unique")
        }
        _ => false,
    }
}

fn name_in_use(name: &str) -> ApiError {
    ApiError::conflict(format!("the name {name} is taken"))
}

/// Creates an account and signs it in.
#[utoipa::path(post, path = "/api/accounts", tag = "accounts", request_body = Credentials,
    responses((status = 201, body = SessionView), (status = 400, body = crate::error::ErrorBody),
        (status = 409, description = "the name is taken", body = crate::error::ErrorBody)))]
pub async fn create_account(
    State(state): State<AppState>,
    JsonBody(credentials): JsonBody<Credentials>,
) -> ApiResult<(StatusCode, Json<SessionView>)> {
    check_name(&credentials.name)?;
    check_password(&credentials.password)?;
    if name_taken(&state, &credentials.name).await? {
        return Err(name_in_use(&credentials.name));
    }
    let hash = hash_password(credentials.password, state.password_cost).await?;
    let id = new_id();
    let inserted = sqlx::query(
        "INSERT INTO accounts (id, name, name_key, password_hash, guest, created_ms) \
         VALUES ($1, $2, $3, $4, 0, $5)",
    )
    .bind(&id)
    .bind(&credentials.name)
    .bind(credentials.name.to_lowercase())
    .bind(hash)
    .bind(now_ms())
    .execute(&state.pool)
    .await;
    match inserted {
        Err(error) if unique_violation(&error) => return Err(name_in_use(&credentials.name)),
        other => other?,
    };
    let token = open_session(&state, &id).await?;
    tracing::info!(name = credentials.name, "account created");
    Ok((
        StatusCode::CREATED,
        Json(SessionView {
            account: AccountView {
                id,
                name: credentials.name,
                guest: false,
            },
            token,
        }),
    ))
}

/// Signs in with a name and password (at most 10 attempts a minute for one name).
#[utoipa::path(post, path = "/api/sessions", tag = "accounts", request_body = Credentials,
    responses((status = 200, body = SessionView),
        (status = 401, description = "wrong name or password", body = crate::error::ErrorBody),
        (status = 429, description = "too many attempts", body = crate::error::ErrorBody)))]
pub async fn sign_in(
    State(state): State<AppState>,
    JsonBody(credentials): JsonBody<Credentials>,
) -> ApiResult<Json<SessionView>> {
    let wrong = || ApiError::unauthorized("wrong name or password");
    // A name that could not exist is not worth a slot in the limiter.
    check_name(&credentials.name).map_err(|_| wrong())?;
    if credentials.password.len() > PASSWORD_MAX * 4 {
        return Err(wrong());
    }
    let key = credentials.name.to_lowercase();
    if !state.sign_in_limit.attempt(&key) {
        return Err(ApiError::too_many(
            "too many sign-in attempts for this name; wait a minute",
        ));
    }
    let row =
        sqlx::query("SELECT id, name, password_hash, guest FROM accounts WHERE name_key = $1")
            .bind(&key)
            .fetch_optional(&state.pool)
            .await?;
    let Some(row) = row else {
        return Err(wrong());
    };
    let Some(stored) = row.try_get::<Option<String>, _>("password_hash")? else {
        return Err(wrong());
    };
    if !password_matches(credentials.password, stored).await? {
        return Err(wrong());
    }
    let id: String = row.try_get("id")?;
    let token = open_session(&state, &id).await?;
    Ok(Json(SessionView {
        account: AccountView {
            id,
            name: row.try_get("name")?,
            guest: row.try_get::<i64, _>("guest")? != 0,
        },
        token,
    }))
}

/// Creates a guest account with a made-up name, signed in; it can be claimed later.
#[utoipa::path(post, path = "/api/guests", tag = "accounts",
    responses((status = 201, body = SessionView)))]
pub async fn create_guest(
    State(state): State<AppState>,
) -> ApiResult<(StatusCode, Json<SessionView>)> {
    let id = new_id();
    // A clash of 40 random bits is unlikely; try a few times before giving up.
    for _ in 0..5 {
        let name = format!("guest-{}", random_hex(5));
        let inserted = sqlx::query(
            "INSERT INTO accounts (id, name, name_key, password_hash, guest, created_ms) \
             VALUES ($1, $2, $3, NULL, 1, $4)",
        )
        .bind(&id)
        .bind(&name)
        .bind(name.to_lowercase())
        .bind(now_ms())
        .execute(&state.pool)
        .await;
        match inserted {
            Err(error) if unique_violation(&error) => continue,
            other => other?,
        };
        let token = open_session(&state, &id).await?;
        return Ok((
            StatusCode::CREATED,
            Json(SessionView {
                account: AccountView {
                    id,
                    name,
                    guest: true,
                },
                token,
            }),
        ));
    }
    Err(ApiError::internal("no free guest name after 5 tries"))
}

/// Turns the signed-in guest account into a full one, with a name and password of its own;
/// its games stay its own.
#[utoipa::path(post, path = "/api/accounts/claim", tag = "accounts", request_body = Credentials,
    security(("bearer" = [])),
    responses((status = 200, body = AccountView),
        (status = 409, description = "not a guest, or the name is taken", body = crate::error::ErrorBody)))]
pub async fn claim_guest(
    State(state): State<AppState>,
    me: SignedIn,
    JsonBody(credentials): JsonBody<Credentials>,
) -> ApiResult<Json<AccountView>> {
    if !me.guest {
        return Err(ApiError::conflict("this account is not a guest's"));
    }
    check_name(&credentials.name)?;
    check_password(&credentials.password)?;
    let key = credentials.name.to_lowercase();
    if key != me.name.to_lowercase() && name_taken(&state, &credentials.name).await? {
        return Err(name_in_use(&credentials.name));
    }
    let hash = hash_password(credentials.password, state.password_cost).await?;
    let updated = sqlx::query(
        "UPDATE accounts SET name = $1, name_key = $2, password_hash = $3, guest = 0 \
         WHERE id = $4 AND guest = 1",
    )
    .bind(&credentials.name)
    .bind(&key)
    .bind(hash)
    .bind(&me.id)
    .execute(&state.pool)
    .await;
    let updated = match updated {
        Err(error) if unique_violation(&error) => return Err(name_in_use(&credentials.name)),
        other => other?,
    };
    if updated.rows_affected() != 1 {
        return Err(ApiError::conflict("this account was claimed already"));
    }
    Ok(Json(AccountView {
        id: me.id,
        name: credentials.name,
        guest: false,
    }))
}

/// Ends the session of the token sent.
#[utoipa::path(delete, path = "/api/sessions", tag = "accounts", security(("bearer" = [])),
    responses((status = 204, description = "signed out")))]
pub async fn sign_out(State(state): State<AppState>, me: SignedIn) -> ApiResult<StatusCode> {
    sqlx::query("DELETE FROM sessions WHERE token_hash = $1")
        .bind(&me.token_hash)
        .execute(&state.pool)
        .await?;
    Ok(StatusCode::NO_CONTENT)
}

/// The account signed in with `token` (64 hex digits): refused (401) when the token is not
/// one, names no session, or its session went unused for [`SESSION_IDLE_MAX_MS`] (then it is
/// deleted). Each use is remembered, written at most once per [`SESSION_TOUCH_EVERY_MS`].
pub async fn session_of(state: &AppState, token: &str) -> ApiResult<SignedIn> {
    if token.len() != 64 || !token.bytes().all(|b| b.is_ascii_hexdigit()) {
        return Err(ApiError::unauthorized("not a session token"));
    }
    let hash = token_hash(&token.to_ascii_lowercase());
    let row = sqlx::query(
        "SELECT a.id, a.name, a.guest, s.created_ms, s.last_used_ms \
         FROM sessions s JOIN accounts a ON a.id = s.account_id WHERE s.token_hash = $1",
    )
    .bind(&hash)
    .fetch_optional(&state.pool)
    .await?
    .ok_or_else(|| ApiError::unauthorized("the session has ended or never was; sign in again"))?;
    let last_used = match row.try_get::<Option<i64>, _>("last_used_ms")? {
        Some(ms) => ms,
        None => row.try_get("created_ms")?,
    };
    let now = now_ms();
    if now - last_used > SESSION_IDLE_MAX_MS {
        sqlx::query("DELETE FROM sessions WHERE token_hash = $1")
            .bind(&hash)
            .execute(&state.pool)
            .await?;
        return Err(ApiError::unauthorized(SESSION_EXPIRED));
    }
    if now - last_used > SESSION_TOUCH_EVERY_MS {
        // Guarded by the value read: of several requests at once, one writes.
        sqlx::query(
            "UPDATE sessions SET last_used_ms = $1 WHERE token_hash = $2 AND \
             (last_used_ms IS NULL OR last_used_ms < $3)",
        )
        .bind(now)
        .bind(&hash)
        .bind(now - SESSION_TOUCH_EVERY_MS)
        .execute(&state.pool)
        .await?;
    }
    Ok(SignedIn {
        id: row.try_get("id")?,
        name: row.try_get("name")?,
        guest: row.try_get::<i64, _>("guest")? != 0,
        token_hash: hash,
    })
}

impl FromRequestParts<AppState> for SignedIn {
    type Rejection = ApiError;

    async fn from_request_parts(parts: &mut Parts, state: &AppState) -> ApiResult<SignedIn> {
        let header = parts
            .headers
            .get(axum::http::header::AUTHORIZATION)
            .ok_or_else(|| ApiError::unauthorized("sign in first: no Authorization header"))?;
        let token = header
            .to_str()
            .ok()
            .and_then(|value| value.strip_prefix("Bearer "))
            .map(str::trim)
            .ok_or_else(|| {
                ApiError::unauthorized("the Authorization header is not Bearer TOKEN")
            })?;
        session_of(state, token).await
    }
}
