//! Web Push: a player's browsers are sent "your turn" and "game over" while the game's page is
//! closed. A browser subscribes through its service worker's PushManager with the server's
//! public VAPID key (`GET /api/push/key`) and hands the subscription to the server
//! (`POST /api/my/push`); each `your_turn` and `game_over` notice is then also sent to every
//! subscription of its player as a push request (RFC 8030): the notice's JSON with a title and
//! a body in the subscription's language, encrypted for the browser's keys (RFC 8291,
//! aes128gcm, by web-push-native) and signed with the server's VAPID key (RFC 8292: an ES256
//! JWT). A push service that answers 404 or 410 has dropped the subscription: it is deleted.
//!
//! The VAPID key is made once and kept in the database (`server_keys`), so that every server on
//! one database signs with it and subscriptions survive a restart.

use crate::db::now_ms;
use crate::error::{ApiError, ApiResult};
use crate::player_message::PlayerMessage;
use axum::body::Bytes;
use axum::http::{HeaderValue, StatusCode, Uri, header};
use base64ct::{Base64UrlUnpadded, Encoding};
use http_body_util::Full;
use hyper_rustls::HttpsConnector;
use hyper_util::client::legacy::Client;
use hyper_util::client::legacy::connect::HttpConnector;
use hyper_util::rt::TokioExecutor;
use p256::ecdsa::signature::Signer;
use p256::ecdsa::{Signature, SigningKey};
use serde::Deserialize;
use serde_json::{Value, json};
use sqlx::{AnyPool, Row};
use std::sync::Arc;
use std::time::Duration;
use utoipa::ToSchema;
use web_push_native::{Auth, WebPushBuilder};

/// The name of the VAPID key's row in `server_keys`.
pub const VAPID_KEY: &str = "vapid";
/// Subscriptions kept for one player: storing one more drops the oldest.
pub const SUBSCRIPTIONS_MAX: i64 = 10;
/// The longest endpoint taken (push services' are a few hundred bytes).
pub const ENDPOINT_MAX: usize = 2048;
/// How long a push service keeps a notice for a browser that is offline (its `TTL`).
pub const TIME_TO_LIVE: Duration = Duration::from_secs(24 * 60 * 60);
/// How long the VAPID token is valid (RFC 8292: at most 24 hours).
pub const TOKEN_VALID: Duration = Duration::from_secs(12 * 60 * 60);
/// How long a push service is given to answer.
pub const SEND_TIMEOUT: Duration = Duration::from_secs(10);
/// The languages of the notifications' words.
pub const LANGUAGES: [&str; 3] = ["en", "ru", "de"];
/// The contact the VAPID token names when none is configured (`--push-contact`).
pub const DEFAULT_CONTACT: &str = "mailto:webmaster@localhost";

/// How push requests are made.
#[derive(Clone, Debug)]
pub struct PushConfig {
    /// The contact a push service may write to about this server (the VAPID token's `sub`): a
    /// `mailto:` or `https:` address.
    pub contact: String,
    /// Whether `http://127.0.0.1:PORT/…` endpoints are taken besides `https://` ones: a test's
    /// own push service; never on a public server.
    pub loopback_http: bool,
}

impl Default for PushConfig {
    fn default() -> PushConfig {
        PushConfig {
            contact: DEFAULT_CONTACT.to_string(),
            loopback_http: false,
        }
    }
}

type HttpsClient = Client<HttpsConnector<HttpConnector>, Full<Bytes>>;

/// The server's Web Push: its VAPID key and an HTTPS client.
#[derive(Clone)]
pub struct Push {
    inner: Arc<Inner>,
}

struct Inner {
    key: SigningKey,
    public_key: String,
    config: PushConfig,
    client: HttpsClient,
}

impl std::fmt::Debug for Push {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Push")
            .field("public_key", &self.inner.public_key)
            .field("config", &self.inner.config)
            .finish_non_exhaustive()
    }
}

/// A new P-256 private key from the thread's CSPRNG.
fn new_signing_key() -> SigningKey {
    loop {
        // A scalar of 0 or at least the group's order is refused: try again (chances 2^-32).
        if let Ok(key) = SigningKey::from_slice(&rand::random::<[u8; 32]>()) {
            return key;
        }
    }
}

/// The server's VAPID key from `server_keys`, made and stored first if there is none (two
/// servers starting at once keep the one stored first).
async fn vapid_key(pool: &AnyPool) -> Result<SigningKey, Box<dyn std::error::Error + Send + Sync>> {
    let stored = |pool: AnyPool| async move {
        sqlx::query("SELECT value FROM server_keys WHERE name = $1")
            .bind(VAPID_KEY)
            .fetch_optional(&pool)
            .await?
            .map(|row| row.try_get::<String, _>("value"))
            .transpose()
    };
    let value = match stored(pool.clone()).await? {
        Some(value) => value,
        None => {
            let fresh = Base64UrlUnpadded::encode_string(&new_signing_key().to_bytes());
            sqlx::query(
                "INSERT INTO server_keys (name, value, created_ms) VALUES ($1, $2, $3) \
                 ON CONFLICT (name) DO NOTHING",
            )
            .bind(VAPID_KEY)
            .bind(fresh)
            .bind(now_ms())
            .execute(pool)
            .await?;
            stored(pool.clone())
                .await?
                .ok_or("the VAPID key was not stored")?
        }
    };
    let bytes = Base64UrlUnpadded::decode_vec(&value)
        .map_err(|error| format!("the stored VAPID key: {error}"))?;
    Ok(SigningKey::from_slice(&bytes).map_err(|error| format!("the stored VAPID key: {error}"))?)
}

impl Push {
    /// The push of a server on `pool`: its VAPID key read (or made and stored) there.
    pub async fn load(
        pool: &AnyPool,
        config: PushConfig,
    ) -> Result<Push, Box<dyn std::error::Error + Send + Sync>> {
        let key = vapid_key(pool).await?;
        let public_key = Base64UrlUnpadded::encode_string(
            key.verifying_key().to_encoded_point(false).as_bytes(),
        );
        let provider = Arc::new(rustls::crypto::ring::default_provider());
        let connector = hyper_rustls::HttpsConnectorBuilder::new()
            .with_provider_and_webpki_roots(provider)?
            .https_or_http()
            .enable_http1()
            .build();
        let client = Client::builder(TokioExecutor::new()).build(connector);
        Ok(Push {
            inner: Arc::new(Inner {
                key,
                public_key,
                config,
                client,
            }),
        })
    }

    /// Whether `http://127.0.0.1:PORT/…` endpoints are taken (a test's own push service).
    pub fn loopback_http(&self) -> bool {
        self.inner.config.loopback_http
    }

    /// The public VAPID key: an uncompressed P-256 point (65 bytes) in base64url, what
    /// `PushManager.subscribe` takes as `applicationServerKey`.
    pub fn public_key(&self) -> &str {
        &self.inner.public_key
    }

    /// The `Authorization` header of a push request to `endpoint` (RFC 8292): `vapid t=JWT,
    /// k=KEY`, the JWT's audience the endpoint's origin.
    pub fn authorization(&self, endpoint: &Uri) -> Option<String> {
        let scheme = endpoint.scheme_str()?;
        let host = endpoint.host()?;
        let default_port = matches!(
            (scheme, endpoint.port_u16()),
            ("https", Some(443)) | ("http", Some(80))
        );
        let audience = match endpoint.port_u16() {
            Some(port) if !default_port => format!("{scheme}://{host}:{port}"),
            _ => format!("{scheme}://{host}"),
        };
        let expires = (now_ms() / 1000) as u64 + TOKEN_VALID.as_secs();
        let header = Base64UrlUnpadded::encode_string(br#"{"typ":"JWT","alg":"ES256"}"#);
        let claims = json!({"aud": audience, "exp": expires, "sub": self.inner.config.contact});
        let claims = Base64UrlUnpadded::encode_string(claims.to_string().as_bytes());
        let signed = format!("{header}.{claims}");
        let signature: Signature = self.inner.key.sign(signed.as_bytes());
        let signature = Base64UrlUnpadded::encode_string(&signature.to_bytes());
        Some(format!(
            "vapid t={signed}.{signature}, k={}",
            self.inner.public_key
        ))
    }

    /// Sends each of `notices` (account, message) that a browser shows (`your_turn`,
    /// `game_over`) to that account's subscriptions, in a task of its own; call once the change
    /// they tell of is committed.
    pub fn send_later(&self, pool: &AnyPool, notices: Vec<(String, PlayerMessage)>) {
        let notices: Vec<_> = notices
            .into_iter()
            .filter(|(_, message)| shown(message))
            .collect();
        if notices.is_empty() {
            return;
        }
        let (push, pool) = (self.clone(), pool.clone());
        tokio::spawn(async move {
            for (account, message) in notices {
                push.send_to(&pool, &account, &message).await;
            }
        });
    }

    /// Sends `message` to every subscription of `account`.
    async fn send_to(&self, pool: &AnyPool, account: &str, message: &PlayerMessage) {
        let rows = match sqlx::query(
            "SELECT endpoint, p256dh, auth, language FROM push_subscriptions \
             WHERE account_id = $1",
        )
        .bind(account)
        .fetch_all(pool)
        .await
        {
            Ok(rows) => rows,
            Err(error) => {
                tracing::warn!(%error, "push: the subscriptions cannot be read");
                return;
            }
        };
        for row in rows {
            let read = (|| {
                Ok::<_, sqlx::Error>((
                    row.try_get::<String, _>("endpoint")?,
                    row.try_get::<String, _>("p256dh")?,
                    row.try_get::<String, _>("auth")?,
                    row.try_get::<String, _>("language")?,
                ))
            })();
            let Ok((endpoint, p256dh, auth, language)) = read else {
                continue;
            };
            let payload = payload(message, &language);
            let topic = topic_of(message);
            match self
                .send_one(&endpoint, &p256dh, &auth, payload, topic)
                .await
            {
                Ok(status) if status == StatusCode::NOT_FOUND || status == StatusCode::GONE => {
                    tracing::info!(status = status.as_u16(), "push: a subscription is gone");
                    let deleted = sqlx::query("DELETE FROM push_subscriptions WHERE endpoint = $1")
                        .bind(&endpoint)
                        .execute(pool)
                        .await;
                    if let Err(error) = deleted {
                        tracing::warn!(%error, "push: a gone subscription stays");
                    }
                }
                Ok(status) if status.is_success() => {}
                Ok(status) => {
                    tracing::warn!(status = status.as_u16(), "push: the push service refused")
                }
                Err(error) => tracing::warn!(%error, "push: not sent"),
            }
        }
    }

    /// Encrypts `payload` for one subscription and sends it; gives the push service's status.
    async fn send_one(
        &self,
        endpoint: &str,
        p256dh: &str,
        auth: &str,
        payload: Vec<u8>,
        topic: Option<&str>,
    ) -> Result<StatusCode, String> {
        let keys = SubscriptionKeys {
            p256dh: p256dh.to_string(),
            auth: auth.to_string(),
        };
        let (public, auth) = keys.decoded().map_err(|error| error.message)?;
        let uri: Uri = endpoint.parse().map_err(|error| format!("{error}"))?;
        let request = WebPushBuilder::new(uri.clone(), public, auth)
            .with_valid_duration(TIME_TO_LIVE)
            .build(payload)
            .map_err(|error| format!("encryption: {error}"))?;
        let (mut parts, body) = request.into_parts();
        let authorization = self
            .authorization(&uri)
            .ok_or("the endpoint has no origin")?;
        parts.headers.insert(
            header::AUTHORIZATION,
            HeaderValue::from_str(&authorization).map_err(|error| format!("{error}"))?,
        );
        parts
            .headers
            .insert("urgency", HeaderValue::from_static("normal"));
        // A notice not yet delivered to an offline browser is replaced by the next of its game
        // (RFC 8030 §5.4: a topic is at most 32 base64url characters, as a game's id is).
        if let Some(game) = topic
            && let Ok(value) = HeaderValue::from_str(game)
        {
            parts.headers.insert("topic", value);
        }
        let request = axum::http::Request::from_parts(parts, Full::new(Bytes::from(body)));
        let response = tokio::time::timeout(SEND_TIMEOUT, self.inner.client.request(request))
            .await
            .map_err(|_| format!("no answer within {} s", SEND_TIMEOUT.as_secs()))?
            .map_err(|error| format!("{error}"))?;
        Ok(response.status())
    }
}

/// The push's topic: the game's id when it is one of 32 base64url characters at most.
fn topic_of(message: &PlayerMessage) -> Option<&str> {
    let game = match message {
        PlayerMessage::YourTurn { game, .. } | PlayerMessage::GameOver { game, .. } => game,
        _ => return None,
    };
    (game.len() <= 32
        && game
            .bytes()
            .all(|b| b.is_ascii_alphanumeric() || b == b'-' || b == b'_'))
    .then_some(game.as_str())
}

/// Whether a browser is sent `message`: its player's turn and a game's end.
fn shown(message: &PlayerMessage) -> bool {
    matches!(
        message,
        PlayerMessage::YourTurn { .. } | PlayerMessage::GameOver { .. }
    )
}

/// The notification's title and body for `message` in `language` (en, ru or de).
pub fn words(message: &PlayerMessage, language: &str) -> (String, String) {
    match message {
        PlayerMessage::YourTurn {
            opponent,
            last_move,
            ..
        } => {
            let title = match language {
                "ru" => format!("Ваш ход в партии с {opponent}"),
                "de" => format!("Du bist am Zug gegen {opponent}"),
                _ => format!("Your move against {opponent}"),
            };
            let body = match (language, last_move) {
                ("ru", Some(played)) => format!("Ход соперника: {played}."),
                ("ru", None) => "Партия началась, вы играете белыми.".to_string(),
                ("de", Some(played)) => format!("Zug des Gegners: {played}."),
                ("de", None) => "Die Partie hat begonnen, du spielst Weiß.".to_string(),
                (_, Some(played)) => format!("{opponent} played {played}."),
                (_, None) => "The game has begun; you play White.".to_string(),
            };
            (title, body)
        }
        PlayerMessage::GameOver {
            result,
            termination,
            opponent,
            colour,
            ..
        } => {
            let won = matches!(
                (result.as_str(), colour.as_str()),
                ("1-0", "white") | ("0-1", "black")
            );
            let drawn = result == "1/2-1/2";
            let title = match (language, won, drawn) {
                ("ru", _, true) => format!("Ничья в партии с {opponent}"),
                ("ru", true, _) => format!("Победа над {opponent}"),
                ("ru", false, _) => format!("Поражение в партии с {opponent}"),
                ("de", _, true) => format!("Remis gegen {opponent}"),
                ("de", true, _) => format!("Sieg gegen {opponent}"),
                ("de", false, _) => format!("Niederlage gegen {opponent}"),
                (_, _, true) => format!("Draw against {opponent}"),
                (_, true, _) => format!("You won against {opponent}"),
                (_, false, _) => format!("You lost against {opponent}"),
            };
            let body = match (language, termination.as_str(), won) {
                ("ru", "resignation", true) => "Соперник сдался.".to_string(),
                ("ru", "resignation", false) => "Вы сдались.".to_string(),
                ("ru", "time", true) => "У соперника вышло время.".to_string(),
                ("ru", "time", false) => "Ваше время вышло.".to_string(),
                ("ru", _, _) => format!("Партия окончена: {result}."),
                ("de", "resignation", true) => "Der Gegner hat aufgegeben.".to_string(),
                ("de", "resignation", false) => "Du hast aufgegeben.".to_string(),
                ("de", "time", true) => "Die Zeit des Gegners ist abgelaufen.".to_string(),
                ("de", "time", false) => "Deine Zeit ist abgelaufen.".to_string(),
                ("de", _, _) => format!("Die Partie ist aus: {result}."),
                (_, "resignation", true) => format!("{opponent} resigned."),
                (_, "resignation", false) => "You resigned.".to_string(),
                (_, "time", true) => format!("{opponent} ran out of time."),
                (_, "time", false) => "Your time ran out.".to_string(),
                (_, why, _) => format!("{result}: {why}."),
            };
            (title, body)
        }
        _ => (String::new(), String::new()),
    }
}

/// The push's payload: the notice's JSON (as `/api/my/ws` sends it) with `title` and `body`.
pub fn payload(message: &PlayerMessage, language: &str) -> Vec<u8> {
    let mut value = serde_json::to_value(message).unwrap_or(Value::Null);
    let (title, body) = words(message, language);
    if let Value::Object(fields) = &mut value {
        fields.insert("title".to_string(), Value::String(title));
        fields.insert("body".to_string(), Value::String(body));
    }
    value.to_string().into_bytes()
}

/// A subscription's keys.
#[derive(Debug, Deserialize, ToSchema)]
pub struct SubscriptionKeys {
    /// The browser's P-256 public key, uncompressed (65 bytes), in base64url.
    pub p256dh: String,
    /// The browser's 16-byte authentication secret, in base64url.
    pub auth: String,
}

impl SubscriptionKeys {
    /// The public key and the secret, or a 400 saying which is wrong.
    pub fn decoded(&self) -> ApiResult<(p256::PublicKey, Auth)> {
        let bytes = |text: &str, what: &str| {
            Base64UrlUnpadded::decode_vec(text.trim_end_matches('='))
                .map_err(|_| ApiError::bad_request(format!("keys.{what} is not base64url")))
        };
        let p256dh = bytes(&self.p256dh, "p256dh")?;
        if p256dh.len() != 65 || p256dh[0] != 4 {
            return Err(ApiError::bad_request(
                "keys.p256dh is an uncompressed P-256 point of 65 bytes",
            ));
        }
        let public = p256::PublicKey::from_sec1_bytes(&p256dh)
            .map_err(|_| ApiError::bad_request("keys.p256dh is not a point of P-256"))?;
        let auth = bytes(&self.auth, "auth")?;
        if auth.len() != 16 {
            return Err(ApiError::bad_request("keys.auth is 16 bytes"));
        }
        Ok((public, Auth::clone_from_slice(&auth)))
    }
}

/// Checks an endpoint: an `https://` address of a named host (no IP address, no `localhost`),
/// or with `loopback_http` an `http://127.0.0.1:PORT/…` one; 2,048 bytes at most.
pub fn check_endpoint(text: &str, loopback_http: bool) -> ApiResult<Uri> {
    if text.len() > ENDPOINT_MAX {
        return Err(ApiError::bad_request(format!(
            "the endpoint is longer than {ENDPOINT_MAX} bytes"
        )));
    }
    let not_https =
        || ApiError::bad_request("the endpoint is an https:// address of a push service");
    let uri: Uri = text.parse().map_err(|_| not_https())?;
    let authority = uri.authority().ok_or_else(not_https)?;
    if authority.as_str().contains('@') {
        return Err(ApiError::bad_request("the endpoint names no user"));
    }
    let host = authority.host();
    match uri.scheme_str() {
        Some("https") => {
            let bare = host.trim_start_matches('[').trim_end_matches(']');
            let lower = bare.to_ascii_lowercase();
            if bare.parse::<std::net::IpAddr>().is_ok()
                || lower == "localhost"
                || lower.ends_with(".localhost")
                || !lower.contains('.')
            {
                return Err(ApiError::bad_request(
                    "the endpoint's host is a push service's name, not an address or a local name",
                ));
            }
            Ok(uri)
        }
        Some("http") if loopback_http && host == "127.0.0.1" => Ok(uri),
        _ => Err(not_https()),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn endpoints_are_https_addresses_of_named_hosts() {
        for good in [
            "https://fcm.googleapis.com/fcm/send/abc:def",
            "https://updates.push.services.mozilla.com/wpush/v2/gAAA",
            "https://web.push.apple.com:443/QK",
        ] {
            assert!(check_endpoint(good, false).is_ok(), "{good}");
        }
        for bad in [
            "http://fcm.googleapis.com/fcm/send/abc",
            "https://127.0.0.1/push",
            "https://[::1]/push",
            "https://10.0.0.7/push",
            "https://localhost/push",
            "https://intranet/push",
            "https://user@push.example.org/x",
            "ftp://push.example.org/x",
            "not an address",
            "http://127.0.0.1:9/push",
        ] {
            assert!(check_endpoint(bad, false).is_err(), "{bad}");
        }
        assert!(check_endpoint("http://127.0.0.1:9/push", true).is_ok());
        assert!(check_endpoint("http://localhost:9/push", true).is_err());
        let long = format!("https://push.example.org/{}", "x".repeat(ENDPOINT_MAX));
        assert!(check_endpoint(&long, false).is_err());
    }

    #[test]
    fn every_notice_has_words_in_every_language() {
        let turn = PlayerMessage::YourTurn {
            game: "g".into(),
            ply: 3,
            opponent: "bob".into(),
            last_move: Some("a12-c10".into()),
            deadline_ms: 0,
        };
        let over = PlayerMessage::GameOver {
            game: "g".into(),
            result: "0-1".into(),
            termination: "resignation".into(),
            opponent: "bob".into(),
            colour: "white".into(),
        };
        for language in LANGUAGES {
            for message in [&turn, &over] {
                let (title, body) = words(message, language);
                assert!(title.contains("bob"), "{language}: {title}");
                assert!(!body.is_empty(), "{language}");
            }
        }
        assert_eq!(
            words(&over, "en"),
            ("You lost against bob".into(), "You resigned.".into())
        );
        let sent: Value = serde_json::from_slice(&payload(&turn, "de")).unwrap_or_default();
        assert_eq!(sent["type"], "your_turn");
        assert_eq!(sent["game"], "g");
        assert_eq!(sent["title"], "Du bist am Zug gegen bob");
    }
}
