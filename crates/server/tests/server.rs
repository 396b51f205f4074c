//! The server over HTTP on loopback: accounts, the lobby, correspondence games to their end,
//! the clock, resignation, ratings, records, and hostile requests. Each test starts its own
//! server on a fresh SQLite file; with `EPAMINONDAS_TEST_POSTGRES` set to a database URL, each
//! runs again on that PostgreSQL database (each test makes a database of its own there).

use epaminondas_server::passwords::PasswordCost;
use epaminondas_server::{Config, Running, clock, db, start};
use reqwest::{Client, Method, StatusCode};
use serde_json::{Value, json};

/// The quick game: White's pair walks up the a-file while Black steps aside; White's stone on
/// Black's home row holds for a turn (RULES.md: breakthrough).
const QUICK_WIN: [&str; 10] = [
    "a1-a4", "a12-c10", "a3-a6", "a11-b10", "a5-a8", "n11-n10", "a7-a10", "n10-n9", "a9-a12",
    "n9-n8",
];

const PASSWORD: &str = "correct horse";

struct Server {
    base: String,
    client: Client,
    running: Running,
    _dir: Option<tempfile::TempDir>,
}

/// A signed-in player.
#[derive(Clone)]
struct Player {
    name: String,
    token: String,
}

fn config(database: String) -> Config {
    Config {
        // Loopback only, any free port.
        listen: "127.0.0.1:0".parse().unwrap(),
        database,
        site: None,
        // Cheap hashes: the tests make many accounts in an unoptimised build.
        password_cost: PasswordCost {
            memory_kib: 64,
            passes: 1,
        },
        sweep_every: None,
    }
}

async fn serve(database: String, dir: Option<tempfile::TempDir>) -> Server {
    let running = start(config(database)).await.unwrap();
    assert!(running.addr.ip().is_loopback());
    Server {
        base: format!("http://{}", running.addr),
        client: Client::builder().no_proxy().build().unwrap(),
        running,
        _dir: dir,
    }
}

async fn sqlite_server() -> Server {
    let dir = tempfile::tempdir().unwrap();
    let url = format!("sqlite://{}?mode=rwc", dir.path().join("test.db").display());
    serve(url, Some(dir)).await
}

/// A fresh database on the PostgreSQL of `EPAMINONDAS_TEST_POSTGRES`, one for each test, so
/// that one test's deadline sweep never settles another's games.
async fn postgres_url() -> Option<String> {
    let base = std::env::var("EPAMINONDAS_TEST_POSTGRES")
        .ok()
        .filter(|url| !url.is_empty())?;
    sqlx::any::install_default_drivers();
    let name = format!("epaminondas_{}", db::random_hex(6));
    let pool = sqlx::AnyPool::connect(&base).await.unwrap();
    sqlx::query(&format!("CREATE DATABASE {name}"))
        .execute(&pool)
        .await
        .unwrap();
    pool.close().await;
    let (address, query) = base.split_once('?').unwrap_or((&base, ""));
    let (server, _) = address.rsplit_once('/').unwrap();
    Some(if query.is_empty() {
        format!("{server}/{name}")
    } else {
        format!("{server}/{name}?{query}")
    })
}

/// Runs `scenario` on SQLite, and on PostgreSQL when one is given.
macro_rules! on_both {
    ($sqlite:ident, $postgres:ident, $scenario:ident) => {
        #[tokio::test(flavor = "multi_thread", worker_threads = 2)]
        async fn $sqlite() {
            $scenario(sqlite_server().await).await;
        }

        #[tokio::test(flavor = "multi_thread", worker_threads = 2)]
        async fn $postgres() {
            let Some(url) = postgres_url().await else {
                eprintln!("EPAMINONDAS_TEST_POSTGRES is not set: PostgreSQL skipped");
                return;
            };
            $scenario(serve(url, None).await).await;
        }
    };
}

fn unique(prefix: &str) -> String {
    format!("{prefix}_{}", &db::random_hex(4))
}

impl Server {
    fn url(&self, path: &str) -> String {
        format!("{}{path}", self.base)
    }

    /// Sends a request; gives the status and the JSON body (Null when empty or not JSON).
    async fn send(
        &self,
        method: Method,
        path: &str,
        token: Option<&str>,
        body: Option<Value>,
    ) -> (StatusCode, Value) {
        let mut request = self.client.request(method, self.url(path));
        if let Some(token) = token {
            request = request.bearer_auth(token);
        }
        if let Some(body) = body {
            request = request.json(&body);
        }
        let response = request.send().await.unwrap();
        let status = response.status();
        let text = response.text().await.unwrap();
        (status, serde_json::from_str(&text).unwrap_or(Value::Null))
    }

    async fn get(&self, path: &str, token: Option<&str>) -> (StatusCode, Value) {
        self.send(Method::GET, path, token, None).await
    }

    async fn post(&self, path: &str, token: Option<&str>, body: Value) -> (StatusCode, Value) {
        self.send(Method::POST, path, token, Some(body)).await
    }

    async fn sign_up(&self, prefix: &str) -> Player {
        let name = unique(prefix);
        let (status, body) = self
            .post(
                "/api/accounts",
                None,
                json!({"name": name, "password": PASSWORD}),
            )
            .await;
        assert_eq!(status, StatusCode::CREATED, "{body}");
        Player {
            name,
            token: body["token"].as_str().unwrap().to_string(),
        }
    }

    async fn challenge(&self, by: &Player, colour: &str, rated: bool) -> String {
        let (status, body) = self
            .post(
                "/api/challenges",
                Some(&by.token),
                json!({"days_per_move": 1, "colour": colour, "rated": rated}),
            )
            .await;
        assert_eq!(status, StatusCode::CREATED, "{body}");
        body["id"].as_str().unwrap().to_string()
    }

    /// A game between `white` and `black`, started from `white`'s challenge.
    async fn game(&self, white: &Player, black: &Player, rated: bool) -> String {
        let challenge = self.challenge(white, "white", rated).await;
        let (status, game) = self
            .post(
                &format!("/api/challenges/{challenge}/accept"),
                Some(&black.token),
                json!({}),
            )
            .await;
        assert_eq!(status, StatusCode::CREATED, "{game}");
        assert_eq!(game["white"]["name"], white.name.as_str());
        assert_eq!(game["black"]["name"], black.name.as_str());
        game["id"].as_str().unwrap().to_string()
    }

    async fn play(&self, game: &str, by: &Player, ply: usize, text: &str) -> (StatusCode, Value) {
        self.post(
            &format!("/api/games/{game}/moves"),
            Some(&by.token),
            json!({"ply": ply, "move": text}),
        )
        .await
    }

    async fn rating(&self, name: &str) -> Value {
        let (status, player) = self.get(&format!("/api/players/{name}"), None).await;
        assert_eq!(status, StatusCode::OK, "{player}");
        player
    }
}

/// A refusal: the status wanted and a JSON body with a non-empty `error`.
fn refused(answer: (StatusCode, Value), wanted: StatusCode) -> String {
    let (status, body) = answer;
    assert_eq!(status, wanted, "{body}");
    let message = body["error"].as_str().unwrap_or_default().to_string();
    assert!(!message.is_empty(), "no error message in {body}");
    message
}

async fn accounts(server: Server) {
    let alice = server.sign_up("alice").await;
    // Names are unique whatever their case.
    refused(
        server
            .post(
                "/api/accounts",
                None,
                json!({"name": alice.name.to_uppercase(), "password": PASSWORD}),
            )
            .await,
        StatusCode::CONFLICT,
    );
    let (status, session) = server
        .post(
            "/api/sessions",
            None,
            json!({"name": alice.name.to_uppercase(), "password": PASSWORD}),
        )
        .await;
    assert_eq!(status, StatusCode::OK, "{session}");
    assert_eq!(session["account"]["name"], alice.name.as_str());
    let second = session["token"].as_str().unwrap().to_string();
    assert_ne!(second, alice.token);
    refused(
        server
            .post(
                "/api/sessions",
                None,
                json!({"name": alice.name, "password": "not the password"}),
            )
            .await,
        StatusCode::UNAUTHORIZED,
    );
    // Signing out ends that session only.
    let (status, _) = server
        .send(Method::DELETE, "/api/sessions", Some(&second), None)
        .await;
    assert_eq!(status, StatusCode::NO_CONTENT);
    refused(
        server.get("/api/my/games", Some(&second)).await,
        StatusCode::UNAUTHORIZED,
    );
    let (status, _) = server.get("/api/my/games", Some(&alice.token)).await;
    assert_eq!(status, StatusCode::OK);

    // A guest plays unrated, then claims the account under a name of its own.
    let (status, guest) = server.post("/api/guests", None, json!({})).await;
    assert_eq!(status, StatusCode::CREATED, "{guest}");
    assert_eq!(guest["account"]["guest"], true);
    let guest_token = guest["token"].as_str().unwrap().to_string();
    refused(
        server
            .post(
                "/api/challenges",
                Some(&guest_token),
                json!({"days_per_move": 3, "colour": "random", "rated": true}),
            )
            .await,
        StatusCode::FORBIDDEN,
    );
    let claimed_name = unique("claimed");
    refused(
        server
            .post(
                "/api/accounts/claim",
                Some(&guest_token),
                json!({"name": alice.name, "password": PASSWORD}),
            )
            .await,
        StatusCode::CONFLICT,
    );
    let (status, claimed) = server
        .post(
            "/api/accounts/claim",
            Some(&guest_token),
            json!({"name": claimed_name, "password": PASSWORD}),
        )
        .await;
    assert_eq!(status, StatusCode::OK, "{claimed}");
    assert_eq!(claimed["guest"], false);
    refused(
        server
            .post(
                "/api/accounts/claim",
                Some(&guest_token),
                json!({"name": unique("again"), "password": PASSWORD}),
            )
            .await,
        StatusCode::CONFLICT,
    );
    let (status, _) = server
        .post(
            "/api/sessions",
            None,
            json!({"name": claimed_name, "password": PASSWORD}),
        )
        .await;
    assert_eq!(status, StatusCode::OK);

    // Sign-in attempts for one name are limited: the limiter counts 10 a minute.
    let target = server.sign_up("target").await;
    let mut answers = Vec::new();
    for _ in 0..11 {
        answers.push(
            server
                .post(
                    "/api/sessions",
                    None,
                    json!({"name": target.name, "password": "wrong password"}),
                )
                .await
                .0,
        );
    }
    assert!(answers[..10].iter().all(|s| *s == StatusCode::UNAUTHORIZED));
    refused(
        server
            .post(
                "/api/sessions",
                None,
                json!({"name": target.name, "password": PASSWORD}),
            )
            .await,
        StatusCode::TOO_MANY_REQUESTS,
    );
}
on_both!(accounts_on_sqlite, accounts_on_postgres, accounts);

async fn lobby(server: Server) {
    let alice = server.sign_up("alice").await;
    let bob = server.sign_up("bob").await;
    let carol = server.sign_up("carol").await;
    let id = server.challenge(&alice, "random", false).await;
    let (status, list) = server.get("/api/challenges", None).await;
    assert_eq!(status, StatusCode::OK);
    assert!(
        list.as_array()
            .unwrap()
            .iter()
            .any(|c| c["id"] == id.as_str())
    );
    refused(
        server
            .post(
                &format!("/api/challenges/{id}/accept"),
                Some(&alice.token),
                json!({}),
            )
            .await,
        StatusCode::CONFLICT,
    );
    // Two players take it at once: one gets the game.
    let path = format!("/api/challenges/{id}/accept");
    let (first, second) = tokio::join!(
        server.post(&path, Some(&bob.token), json!({})),
        server.post(&path, Some(&carol.token), json!({})),
    );
    let mut statuses = [first.0, second.0];
    statuses.sort();
    assert_eq!(statuses, [StatusCode::CREATED, StatusCode::CONFLICT]);
    let (_, list) = server.get("/api/challenges", None).await;
    assert!(
        !list
            .as_array()
            .unwrap()
            .iter()
            .any(|c| c["id"] == id.as_str())
    );
    let (_, mine) = server.get("/api/my/games", Some(&alice.token)).await;
    assert_eq!(mine.as_array().unwrap().len(), 1);

    // At most 5 open challenges; a withdrawn one makes room.
    let mut open = Vec::new();
    for _ in 0..5 {
        open.push(server.challenge(&carol, "black", true).await);
    }
    refused(
        server
            .post(
                "/api/challenges",
                Some(&carol.token),
                json!({"days_per_move": 2, "colour": "white", "rated": false}),
            )
            .await,
        StatusCode::CONFLICT,
    );
    refused(
        server
            .send(
                Method::DELETE,
                &format!("/api/challenges/{}", open[0]),
                Some(&bob.token),
                None,
            )
            .await,
        StatusCode::NOT_FOUND,
    );
    let (status, _) = server
        .send(
            Method::DELETE,
            &format!("/api/challenges/{}", open[0]),
            Some(&carol.token),
            None,
        )
        .await;
    assert_eq!(status, StatusCode::NO_CONTENT);
    server.challenge(&carol, "white", false).await;
}
on_both!(lobby_on_sqlite, lobby_on_postgres, lobby);

async fn game_to_its_end(server: Server) {
    let alice = server.sign_up("alice").await;
    let bob = server.sign_up("bob").await;
    let carol = server.sign_up("carol").await;
    let game = server.game(&alice, &bob, true).await;
    let (_, mine) = server.get("/api/my/games", Some(&alice.token)).await;
    let entry = &mine[0];
    assert_eq!(entry["id"], game.as_str());
    assert_eq!(entry["your_turn"], true);
    assert!(entry["time_left_ms"].as_i64().unwrap() > 23 * 3_600_000);
    let (_, theirs) = server.get("/api/my/games", Some(&bob.token)).await;
    assert_eq!(theirs[0]["your_turn"], false);

    // Refusals before the first move.
    refused(
        server.play(&game, &bob, 0, "a11-a10").await,
        StatusCode::CONFLICT,
    );
    refused(
        server.play(&game, &carol, 0, "a2-a3").await,
        StatusCode::FORBIDDEN,
    );
    refused(
        server.play(&game, &alice, 1, "a2-a3").await,
        StatusCode::CONFLICT,
    );
    refused(
        server.play(&game, &alice, 0, "a2-a5").await,
        StatusCode::UNPROCESSABLE_ENTITY,
    );
    refused(
        server.play(&game, &alice, 0, "e2xe9").await,
        StatusCode::UNPROCESSABLE_ENTITY,
    );

    for (ply, text) in QUICK_WIN.iter().enumerate() {
        let player = if ply % 2 == 0 { &alice } else { &bob };
        let (status, state) = server.play(&game, player, ply, text).await;
        assert_eq!(status, StatusCode::OK, "ply {ply} {text}: {state}");
        assert_eq!(state["ply"], ply + 1);
        if ply == 0 {
            // The same ply sent twice is played once.
            refused(
                server.play(&game, &alice, 0, "a1-a4").await,
                StatusCode::CONFLICT,
            );
            refused(
                server.play(&game, &alice, 0, "b2-b3").await,
                StatusCode::CONFLICT,
            );
        }
    }
    let (status, state) = server.get(&format!("/api/games/{game}"), None).await;
    assert_eq!(status, StatusCode::OK);
    assert_eq!(state["result"], "1-0");
    assert!(
        state["termination"]
            .as_str()
            .unwrap()
            .contains("breakthrough")
    );
    assert_eq!(state["side_to_move"], Value::Null);
    assert_eq!(state["moves"].as_array().unwrap().len(), QUICK_WIN.len());
    refused(
        server.play(&game, &alice, 10, "b2-b3").await,
        StatusCode::CONFLICT,
    );
    refused(
        server
            .post(
                &format!("/api/games/{game}/resign"),
                Some(&bob.token),
                json!({}),
            )
            .await,
        StatusCode::CONFLICT,
    );

    // The ratings moved, in the same transaction as the end.
    let winner = server.rating(&alice.name).await;
    let loser = server.rating(&bob.name).await;
    assert!(winner["rating"]["rating"].as_f64().unwrap() > 1500.0);
    assert!(loser["rating"]["rating"].as_f64().unwrap() < 1500.0);
    assert_eq!(winner["rating"]["games"], 1);
    assert_eq!(winner["rating"]["provisional"], true);
    assert_eq!(winner["history"].as_array().unwrap().len(), 1);
    assert_eq!(winner["history"][0]["game_id"], game.as_str());
    assert_eq!(winner["games"][0]["result"], "1-0");
    let (_, list) = server.get("/api/ratings", None).await;
    let names: Vec<&str> = list
        .as_array()
        .unwrap()
        .iter()
        .filter_map(|p| p["name"].as_str())
        .collect();
    let above = names.iter().position(|n| *n == alice.name).unwrap();
    let below = names.iter().position(|n| *n == bob.name).unwrap();
    assert!(above < below);

    // The record reads back as the same game.
    let response = server
        .client
        .get(server.url(&format!("/api/games/{game}/record")))
        .send()
        .await
        .unwrap();
    assert_eq!(response.status(), StatusCode::OK);
    let text = response.text().await.unwrap();
    assert!(
        text.contains(&format!("[White \"{}\"]", alice.name)),
        "{text}"
    );
    assert!(text.contains("[Result \"1-0\"]"), "{text}");
    let replayed = epaminondas_play::record::replay(&text).unwrap();
    assert!(
        replayed.result.starts_with("1-0 (white wins"),
        "{}",
        replayed.result
    );
    let record = epaminondas_play::record::Record::parse(&text).unwrap();
    let moves: Vec<String> = record
        .game()
        .moves()
        .iter()
        .map(|m| m.to_string())
        .collect();
    assert_eq!(moves, QUICK_WIN);
}
on_both!(
    game_to_its_end_on_sqlite,
    game_to_its_end_on_postgres,
    game_to_its_end
);

async fn time_runs_out(server: Server) {
    let alice = server.sign_up("alice").await;
    let bob = server.sign_up("bob").await;
    let game = server.game(&alice, &bob, true).await;
    let (status, _) = server.play(&game, &alice, 0, "e2-e3").await;
    assert_eq!(status, StatusCode::OK);
    let pool = &server.running.state.pool;
    let now = db::now_ms();
    // Not yet: the deadline is a day away.
    clock::sweep(pool, now).await.unwrap();
    let (_, state) = server.get(&format!("/api/games/{game}"), None).await;
    assert_eq!(state["result"], Value::Null);
    // Two days later two sweeps run at once: the game is settled once.
    let later = now + 2 * clock::DAY_MS;
    let (first, second) = tokio::join!(
        clock::settle_on_time(pool, &game, later),
        clock::settle_on_time(pool, &game, later),
    );
    assert_eq!(
        [first.unwrap(), second.unwrap()]
            .iter()
            .filter(|x| **x)
            .count(),
        1
    );
    assert_eq!(clock::sweep(pool, later).await.unwrap(), 0);
    let (_, state) = server.get(&format!("/api/games/{game}"), None).await;
    assert_eq!(state["result"], "1-0");
    assert_eq!(state["termination"], "time");
    let loser = server.rating(&bob.name).await;
    assert_eq!(loser["rating"]["games"], 1);
    assert_eq!(loser["history"].as_array().unwrap().len(), 1);
    refused(
        server.play(&game, &bob, 1, "e11-e10").await,
        StatusCode::CONFLICT,
    );
    let record = server
        .client
        .get(server.url(&format!("/api/games/{game}/record")))
        .send()
        .await
        .unwrap()
        .text()
        .await
        .unwrap();
    assert!(record.contains("[Termination \"time\"]"), "{record}");
    assert!(record.contains("[Result \"1-0\"]"), "{record}");
}
on_both!(
    time_runs_out_on_sqlite,
    time_runs_out_on_postgres,
    time_runs_out
);

async fn resignation(server: Server) {
    let alice = server.sign_up("alice").await;
    let bob = server.sign_up("bob").await;
    let carol = server.sign_up("carol").await;
    let game = server.game(&alice, &bob, true).await;
    server.play(&game, &alice, 0, "a2-a3").await;
    let resign = format!("/api/games/{game}/resign");
    refused(
        server.post(&resign, Some(&carol.token), json!({})).await,
        StatusCode::FORBIDDEN,
    );
    let (status, state) = server.post(&resign, Some(&alice.token), json!({})).await;
    assert_eq!(status, StatusCode::OK, "{state}");
    assert_eq!(state["result"], "0-1");
    assert_eq!(state["termination"], "resignation");
    refused(
        server.post(&resign, Some(&bob.token), json!({})).await,
        StatusCode::CONFLICT,
    );
    assert!(
        server.rating(&bob.name).await["rating"]["rating"]
            .as_f64()
            .unwrap()
            > 1500.0
    );
    assert!(
        server.rating(&alice.name).await["rating"]["rating"]
            .as_f64()
            .unwrap()
            < 1500.0
    );
    // An unrated game leaves the ratings alone.
    let friendly = server.game(&alice, &carol, false).await;
    server
        .post(
            &format!("/api/games/{friendly}/resign"),
            Some(&carol.token),
            json!({}),
        )
        .await;
    assert_eq!(server.rating(&carol.name).await["rating"]["games"], 0);
}
on_both!(resignation_on_sqlite, resignation_on_postgres, resignation);

async fn hostile_requests(server: Server) {
    let alice = server.sign_up("alice").await;
    let bob = server.sign_up("bob").await;
    let game = server.game(&alice, &bob, false).await;
    let raw = |method: Method, path: &str| server.client.request(method, server.url(path));
    let answer = |response: reqwest::Response| async move {
        let status = response.status();
        let body: Value = serde_json::from_str(&response.text().await.unwrap()).unwrap();
        (status, body)
    };
    // Malformed JSON, a body of the wrong shape, and no JSON content type.
    let sent = raw(Method::POST, "/api/accounts")
        .header("content-type", "application/json")
        .body("{\"name\": \"abc\", ")
        .send()
        .await
        .unwrap();
    refused(answer(sent).await, StatusCode::BAD_REQUEST);
    let sent = raw(Method::POST, "/api/accounts")
        .header("content-type", "application/json")
        .body("[1, 2, 3]")
        .send()
        .await
        .unwrap();
    let message = refused(answer(sent).await, StatusCode::UNPROCESSABLE_ENTITY);
    assert!(!message.is_empty());
    let sent = raw(Method::POST, "/api/sessions")
        .body("name=alice")
        .send()
        .await
        .unwrap();
    refused(answer(sent).await, StatusCode::UNSUPPORTED_MEDIA_TYPE);
    // Move text that is no move, and a very long one.
    refused(
        server.play(&game, &alice, 0, "hello").await,
        StatusCode::UNPROCESSABLE_ENTITY,
    );
    refused(
        server.play(&game, &alice, 0, &"a".repeat(10_000)).await,
        StatusCode::BAD_REQUEST,
    );
    refused(
        server
            .post(
                &format!("/api/games/{game}/moves"),
                Some(&alice.token),
                json!({"ply": "zero", "move": "a2-a3"}),
            )
            .await,
        StatusCode::UNPROCESSABLE_ENTITY,
    );
    // Names: far too long, SQL, spaces, too short.
    for name in [
        "n".repeat(10_000),
        "x'; DROP TABLE accounts; --".to_string(),
        "Robert Abbott".to_string(),
        "ab".to_string(),
    ] {
        let message = refused(
            server
                .post(
                    "/api/accounts",
                    None,
                    json!({"name": name, "password": PASSWORD}),
                )
                .await,
            StatusCode::BAD_REQUEST,
        );
        assert!(message.contains("name"), "{message}");
    }
    refused(
        server
            .post(
                "/api/accounts",
                None,
                json!({"name": unique("short"), "password": "abc"}),
            )
            .await,
        StatusCode::BAD_REQUEST,
    );
    refused(
        server
            .post(
                "/api/sessions",
                None,
                json!({"name": "x' OR '1'='1", "password": "x' OR '1'='1"}),
            )
            .await,
        StatusCode::UNAUTHORIZED,
    );
    // The tables are all there still.
    let (status, _) = server
        .get(&format!("/api/players/{}", alice.name), None)
        .await;
    assert_eq!(status, StatusCode::OK);
    // Forged, malformed and missing tokens.
    let forged = db::random_hex(32);
    for token in [forged.as_str(), "not-a-token", ""] {
        refused(
            server.get("/api/my/games", Some(token)).await,
            StatusCode::UNAUTHORIZED,
        );
    }
    refused(
        server.get("/api/my/games", None).await,
        StatusCode::UNAUTHORIZED,
    );
    refused(
        server
            .play(
                &game,
                &Player {
                    name: "x".into(),
                    token: forged.clone(),
                },
                0,
                "a2-a3",
            )
            .await,
        StatusCode::UNAUTHORIZED,
    );
    // A body over 64 KiB.
    let big = json!({"name": "abcdef", "password": "p".repeat(70 * 1024)});
    refused(
        server.post("/api/accounts", None, big).await,
        StatusCode::PAYLOAD_TOO_LARGE,
    );
    // Lobby values out of range.
    for body in [
        json!({"days_per_move": 4, "colour": "white", "rated": false}),
        json!({"days_per_move": 1, "colour": "green", "rated": false}),
        json!({"days_per_move": -1, "colour": "white", "rated": false}),
    ] {
        refused(
            server
                .post("/api/challenges", Some(&alice.token), body)
                .await,
            StatusCode::BAD_REQUEST,
        );
    }
    // Unknown things.
    refused(
        server.get("/api/games/nonesuch", None).await,
        StatusCode::NOT_FOUND,
    );
    refused(
        server.get("/api/players/nobody_here", None).await,
        StatusCode::NOT_FOUND,
    );
    refused(
        server.get("/api/no/such/thing", None).await,
        StatusCode::NOT_FOUND,
    );
    refused(
        server
            .post(
                "/api/challenges/nonesuch/accept",
                Some(&alice.token),
                json!({}),
            )
            .await,
        StatusCode::NOT_FOUND,
    );
    refused(
        server.send(Method::PUT, "/api/ratings", None, None).await,
        StatusCode::METHOD_NOT_ALLOWED,
    );
    // None of it left a move behind.
    let (_, state) = server.get(&format!("/api/games/{game}"), None).await;
    assert_eq!(state["ply"], 0);
}
on_both!(
    hostile_requests_on_sqlite,
    hostile_requests_on_postgres,
    hostile_requests
);

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_openapi_description_lists_every_endpoint() {
    let server = sqlite_server().await;
    let (status, doc) = server.get("/api/openapi.json", None).await;
    assert_eq!(status, StatusCode::OK);
    let paths = doc["paths"].as_object().unwrap();
    for path in [
        "/api/accounts",
        "/api/sessions",
        "/api/guests",
        "/api/accounts/claim",
        "/api/challenges",
        "/api/challenges/{id}/accept",
        "/api/games/{id}",
        "/api/games/{id}/moves",
        "/api/games/{id}/resign",
        "/api/games/{id}/record",
        "/api/my/games",
        "/api/ratings",
        "/api/players/{name}",
    ] {
        assert!(paths.contains_key(path), "{path} missing");
    }
}

/// Two servers on one database: a player of one plays on the other, and a ply played on one
/// is refused on the other.
async fn two_servers(first: Server, second: Server) {
    let alice = first.sign_up("alice").await;
    let (status, session) = second
        .post(
            "/api/sessions",
            None,
            json!({"name": alice.name, "password": PASSWORD}),
        )
        .await;
    assert_eq!(status, StatusCode::OK, "{session}");
    let bob = second.sign_up("bob").await;
    let game = second.game(&alice, &bob, true).await;
    let (status, _) = first.play(&game, &alice, 0, "a1-a4").await;
    assert_eq!(status, StatusCode::OK);
    refused(
        second.play(&game, &alice, 0, "a1-a4").await,
        StatusCode::CONFLICT,
    );
    let (status, _) = second.play(&game, &bob, 1, "a12-c10").await;
    assert_eq!(status, StatusCode::OK);
    let later = db::now_ms() + 2 * clock::DAY_MS;
    let (a, b) = tokio::join!(
        clock::sweep(&first.running.state.pool, later),
        clock::sweep(&second.running.state.pool, later),
    );
    assert_eq!(a.unwrap() + b.unwrap(), 1);
    let (_, state) = first.get(&format!("/api/games/{game}"), None).await;
    assert_eq!(state["result"], "0-1");
    assert_eq!(first.rating(&alice.name).await["rating"]["games"], 1);
    assert_eq!(second.rating(&bob.name).await["rating"]["games"], 1);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn two_servers_on_one_sqlite_file() {
    let first = sqlite_server().await;
    let url = format!(
        "sqlite://{}?mode=rwc",
        first
            ._dir
            .as_ref()
            .unwrap()
            .path()
            .join("test.db")
            .display()
    );
    let second = serve(url, None).await;
    two_servers(first, second).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn two_servers_on_one_postgres() {
    let Some(url) = postgres_url().await else {
        eprintln!("EPAMINONDAS_TEST_POSTGRES is not set: PostgreSQL skipped");
        return;
    };
    let first = serve(url.clone(), None).await;
    let second = serve(url, None).await;
    two_servers(first, second).await;
}

/// A lobby watcher: a real WebSocket on `/api/lobby/ws`.
struct Watcher {
    socket: tokio_tungstenite::WebSocketStream<
        tokio_tungstenite::MaybeTlsStream<tokio::net::TcpStream>,
    >,
}

impl Watcher {
    async fn connect(server: &Server) -> Watcher {
        let url = format!("ws://{}/api/lobby/ws", server.running.addr);
        let (socket, _) = tokio_tungstenite::connect_async(url).await.unwrap();
        Watcher { socket }
    }

    /// The next JSON message, within 10 seconds.
    async fn next(&mut self) -> Value {
        use futures_util::StreamExt;
        use tokio_tungstenite::tungstenite::Message;
        loop {
            let message =
                tokio::time::timeout(std::time::Duration::from_secs(10), self.socket.next())
                    .await
                    .expect("no lobby message within 10 s")
                    .expect("the lobby socket closed")
                    .unwrap();
            if let Message::Text(text) = message {
                return serde_json::from_str(&text).unwrap();
            }
        }
    }
}

/// A watcher of `watched` sees a challenge posted on `acted` appear, then vanish when another
/// player takes it; and one withdrawn vanish too.
async fn lobby_live(acted: &Server, watched: &Server) {
    let mut watcher = Watcher::connect(watched).await;
    let open = watcher.next().await;
    assert_eq!(open["type"], "open", "{open}");
    assert_eq!(open["challenges"], json!([]));
    let alice = acted.sign_up("alice").await;
    let bob = acted.sign_up("bob").await;
    let id = acted.challenge(&alice, "white", true).await;
    let posted = watcher.next().await;
    assert_eq!(posted["type"], "posted", "{posted}");
    assert_eq!(posted["challenge"]["id"], id.as_str());
    assert_eq!(posted["challenge"]["creator"], alice.name.as_str());
    assert_eq!(posted["challenge"]["days_per_move"], 1);
    let (status, game) = acted
        .post(
            &format!("/api/challenges/{id}/accept"),
            Some(&bob.token),
            json!({}),
        )
        .await;
    assert_eq!(status, StatusCode::CREATED, "{game}");
    let taken = watcher.next().await;
    assert_eq!(taken["type"], "taken", "{taken}");
    assert_eq!(taken["id"], id.as_str());
    assert_eq!(taken["game"], game["id"]);

    let other = acted.challenge(&bob, "random", false).await;
    assert_eq!(watcher.next().await["challenge"]["id"], other.as_str());
    // A second watcher joining now is sent the one open challenge.
    let mut late = Watcher::connect(watched).await;
    let open = late.next().await;
    assert_eq!(open["type"], "open");
    assert_eq!(open["challenges"].as_array().unwrap().len(), 1);
    assert_eq!(open["challenges"][0]["id"], other.as_str());
    let (status, _) = acted
        .send(
            Method::DELETE,
            &format!("/api/challenges/{other}"),
            Some(&bob.token),
            None,
        )
        .await;
    assert_eq!(status, StatusCode::NO_CONTENT);
    for watcher in [&mut watcher, &mut late] {
        let withdrawn = watcher.next().await;
        assert_eq!(withdrawn["type"], "withdrawn", "{withdrawn}");
        assert_eq!(withdrawn["id"], other.as_str());
    }
}

async fn lobby_live_on_one_server(server: Server) {
    let (status, _) = server.get("/api/lobby/ws", None).await;
    assert_eq!(
        status,
        StatusCode::BAD_REQUEST,
        "a plain GET is no WebSocket"
    );
    lobby_live(&server, &server).await;
}
on_both!(
    lobby_live_on_sqlite,
    lobby_live_on_postgres,
    lobby_live_on_one_server
);

/// With PostgreSQL, a watcher of one server sees the challenges posted and taken on another.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn lobby_live_across_two_servers_on_one_postgres() {
    let Some(url) = postgres_url().await else {
        eprintln!("EPAMINONDAS_TEST_POSTGRES is not set: PostgreSQL skipped");
        return;
    };
    let first = serve(url.clone(), None).await;
    let second = serve(url, None).await;
    lobby_live(&first, &second).await;
}
