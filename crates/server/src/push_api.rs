//! The Web Push API: the server's public VAPID key, and the signed-in player's push
//! subscriptions stored, listed and deleted (the sending is `crate::push`'s).

use crate::accounts::SignedIn;
use crate::db::now_ms;
use crate::error::{ApiError, ApiResult, JsonBody};
use crate::push::{LANGUAGES, SUBSCRIPTIONS_MAX, SubscriptionKeys, check_endpoint};
use crate::state::AppState;
use axum::Json;
use axum::body::Bytes;
use axum::extract::State;
use axum::http::StatusCode;
use serde::{Deserialize, Serialize};
use sqlx::Row;
use utoipa::ToSchema;

/// The public VAPID key.
#[derive(Debug, Serialize, ToSchema)]
pub struct PushKey {
    /// The key, an uncompressed P-256 point in base64url (no padding): `PushManager.subscribe`'s
    /// `applicationServerKey`.
    pub key: String,
}

/// A browser's push subscription, as `PushSubscription.toJSON()` gives it (`expirationTime`
/// and any other field are ignored), with the language of its notifications.
#[derive(Debug, Deserialize, ToSchema)]
pub struct SubscriptionRequest {
    /// Where the push service takes this browser's messages: an `https://` address.
    pub endpoint: String,
    /// The browser's keys the messages are encrypted for.
    pub keys: SubscriptionKeys,
    /// The notifications' language: `en` (by default), `ru` or `de`.
    #[serde(default)]
    pub language: Option<String>,
}

/// A stored subscription.
#[derive(Debug, Serialize, ToSchema)]
pub struct SubscriptionView {
    /// Its endpoint.
    pub endpoint: String,
    /// The language of its notifications.
    pub language: String,
    /// When it was stored (ms since 1970).
    pub created_ms: i64,
}

/// Which subscription to delete.
#[derive(Debug, Deserialize, ToSchema)]
pub struct UnsubscribeRequest {
    /// The subscription's endpoint.
    pub endpoint: String,
}

/// The server's public VAPID key, for `PushManager.subscribe({applicationServerKey})`.
#[utoipa::path(get, path = "/api/push/key", tag = "push",
    responses((status = 200, body = PushKey)))]
pub async fn get_key(State(state): State<AppState>) -> Json<PushKey> {
    Json(PushKey {
        key: state.push.public_key().to_string(),
    })
}

/// Stores a browser's push subscription for the signed-in player: from then on each
/// `your_turn` and `game_over` notice is also pushed to it, its title and body in its
/// language. An endpoint stored again (by this player or another) is replaced; a player keeps
/// 10 subscriptions, the oldest dropped.
#[utoipa::path(post, path = "/api/my/push", tag = "push", request_body = SubscriptionRequest,
    security(("bearer" = [])),
    responses((status = 201, body = SubscriptionView),
        (status = 400, description = "an endpoint that is no https:// address of a push service, keys that are not a P-256 point and a 16-byte secret, or a language other than en, ru and de", body = crate::error::ErrorBody),
        (status = 401, body = crate::error::ErrorBody),
        (status = 422, description = "JSON of another shape (no endpoint, no keys)", body = crate::error::ErrorBody)))]
pub async fn subscribe(
    State(state): State<AppState>,
    me: SignedIn,
    JsonBody(request): JsonBody<SubscriptionRequest>,
) -> ApiResult<(StatusCode, Json<SubscriptionView>)> {
    check_endpoint(&request.endpoint, state.push.loopback_http())?;
    request.keys.decoded()?;
    let language = request.language.unwrap_or_else(|| "en".to_string());
    if !LANGUAGES.contains(&language.as_str()) {
        return Err(ApiError::bad_request("language is en, ru or de"));
    }
    let now = now_ms();
    let mut tx = state.pool.begin().await?;
    sqlx::query(
        "INSERT INTO push_subscriptions (endpoint, account_id, p256dh, auth, language, \
         created_ms) VALUES ($1, $2, $3, $4, $5, $6) \
         ON CONFLICT (endpoint) DO UPDATE SET account_id = excluded.account_id, \
         p256dh = excluded.p256dh, auth = excluded.auth, language = excluded.language, \
         created_ms = excluded.created_ms",
    )
    .bind(&request.endpoint)
    .bind(&me.id)
    .bind(&request.keys.p256dh)
    .bind(&request.keys.auth)
    .bind(&language)
    .bind(now)
    .execute(&mut *tx)
    .await?;
    sqlx::query(
        "DELETE FROM push_subscriptions WHERE account_id = $1 AND endpoint NOT IN \
         (SELECT endpoint FROM push_subscriptions WHERE account_id = $2 \
          ORDER BY created_ms DESC, endpoint LIMIT $3)",
    )
    .bind(&me.id)
    .bind(&me.id)
    .bind(SUBSCRIPTIONS_MAX)
    .execute(&mut *tx)
    .await?;
    tx.commit().await?;
    Ok((
        StatusCode::CREATED,
        Json(SubscriptionView {
            endpoint: request.endpoint,
            language,
            created_ms: now,
        }),
    ))
}

/// The signed-in player's push subscriptions, newest first.
#[utoipa::path(get, path = "/api/my/push", tag = "push", security(("bearer" = [])),
    responses((status = 200, body = Vec<SubscriptionView>),
        (status = 401, body = crate::error::ErrorBody)))]
pub async fn list(
    State(state): State<AppState>,
    me: SignedIn,
) -> ApiResult<Json<Vec<SubscriptionView>>> {
    let rows = sqlx::query(
        "SELECT endpoint, language, created_ms FROM push_subscriptions WHERE account_id = $1 \
         ORDER BY created_ms DESC, endpoint",
    )
    .bind(&me.id)
    .fetch_all(&state.pool)
    .await?;
    let mut list = Vec::with_capacity(rows.len());
    for row in rows {
        list.push(SubscriptionView {
            endpoint: row.try_get("endpoint")?,
            language: row.try_get("language")?,
            created_ms: row.try_get("created_ms")?,
        });
    }
    Ok(Json(list))
}

/// Deletes one of the signed-in player's push subscriptions (`{"endpoint": …}`), or, with no
/// body, all of them.
#[utoipa::path(delete, path = "/api/my/push", tag = "push",
    request_body(content = Option<UnsubscribeRequest>, description = "the subscription; none: every one of the player's"),
    security(("bearer" = [])),
    responses((status = 204, description = "deleted"),
        (status = 401, body = crate::error::ErrorBody),
        (status = 404, description = "no subscription of this player has that endpoint", body = crate::error::ErrorBody),
        (status = 422, description = "JSON of another shape", body = crate::error::ErrorBody)))]
pub async fn unsubscribe(
    State(state): State<AppState>,
    me: SignedIn,
    body: Bytes,
) -> ApiResult<StatusCode> {
    if body.iter().all(u8::is_ascii_whitespace) {
        sqlx::query("DELETE FROM push_subscriptions WHERE account_id = $1")
            .bind(&me.id)
            .execute(&state.pool)
            .await?;
        return Ok(StatusCode::NO_CONTENT);
    }
    let request: UnsubscribeRequest = serde_json::from_slice(&body)
        .map_err(|error| ApiError::unprocessable(format!("the request's body: {error}")))?;
    let done =
        sqlx::query("DELETE FROM push_subscriptions WHERE endpoint = $1 AND account_id = $2")
            .bind(&request.endpoint)
            .bind(&me.id)
            .execute(&state.pool)
            .await?;
    if done.rows_affected() == 0 {
        return Err(ApiError::not_found(
            "no push subscription of yours has this endpoint",
        ));
    }
    Ok(StatusCode::NO_CONTENT)
}
