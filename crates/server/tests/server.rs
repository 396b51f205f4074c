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
        // The push tests' push service listens on 127.0.0.1 over plain HTTP.
        push: epaminondas_server::push::PushConfig {
            contact: "mailto:tests@epaminondas.invalid".to_string(),
            loopback_http: true,
        },
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
    let app = &server.running.state;
    let now = db::now_ms();
    // Not yet: the deadline is a day away.
    clock::sweep(app, now).await.unwrap();
    let (_, state) = server.get(&format!("/api/games/{game}"), None).await;
    assert_eq!(state["result"], Value::Null);
    // Two days later two sweeps run at once: the game is settled once.
    let later = now + 2 * clock::DAY_MS;
    let (first, second) = tokio::join!(
        clock::settle_on_time(app, &game, later),
        clock::settle_on_time(app, &game, later),
    );
    assert_eq!(
        [first.unwrap(), second.unwrap()]
            .iter()
            .filter(|x| **x)
            .count(),
        1
    );
    assert_eq!(clock::sweep(app, later).await.unwrap(), 0);
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
        "/api/my/challenges",
        "/api/my/ws",
        "/api/lobby/ws",
        "/api/ratings",
        "/api/players/{name}",
        "/api/push/key",
        "/api/my/push",
    ] {
        assert!(paths.contains_key(path), "{path} missing");
    }
}

/// Two servers on one database: a player of one plays on the other, and a ply played on one
/// is refused on the other.
async fn two_servers(first: Server, second: Server) {
    // The VAPID key is kept in the database: both sign with one.
    assert_eq!(
        first.get("/api/push/key", None).await.1,
        second.get("/api/push/key", None).await.1
    );
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
        clock::sweep(&first.running.state, later),
        clock::sweep(&second.running.state, later),
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
    // A plain GET is no WebSocket: refused with a message.
    refused(
        server.get("/api/lobby/ws", None).await,
        StatusCode::BAD_REQUEST,
    );
    // A handshake of another WebSocket version, or without its key: refused with a message.
    for (version, key) in [("8", Some("dGhlIHNhbXBsZSBub25jZQ==")), ("13", None)] {
        let mut request = server
            .client
            .get(server.url("/api/lobby/ws"))
            .header("connection", "upgrade")
            .header("upgrade", "websocket")
            .header("sec-websocket-version", version);
        if let Some(key) = key {
            request = request.header("sec-websocket-key", key);
        }
        let response = request.send().await.unwrap();
        let status = response.status();
        let body: Value = response.json().await.unwrap();
        refused((status, body), StatusCode::BAD_REQUEST);
    }
    lobby_live(&server, &server).await;
}
on_both!(
    lobby_live_on_sqlite,
    lobby_live_on_postgres,
    lobby_live_on_one_server
);

/// A WebSocket client on a bare TCP stream, to see the frames themselves.
struct RawSocket {
    stream: tokio::net::TcpStream,
    read: Vec<u8>,
}

/// One frame as sent: whether it ends its message, its opcode and its payload.
struct RawFrame {
    fin: bool,
    opcode: u8,
    payload: Vec<u8>,
}

impl RawSocket {
    /// Opens `path` on `server` by hand (RFC 6455 §4.1) and checks the 101 answer.
    async fn connect(server: &Server, path: &str) -> RawSocket {
        use tokio::io::AsyncWriteExt;
        let mut stream = tokio::net::TcpStream::connect(server.running.addr)
            .await
            .unwrap();
        let request = format!(
            "GET {path} HTTP/1.1\r\nHost: {}\r\nConnection: Upgrade\r\nUpgrade: websocket\r\n\
             Sec-WebSocket-Version: 13\r\nSec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\n\r\n",
            server.running.addr
        );
        stream.write_all(request.as_bytes()).await.unwrap();
        let mut socket = RawSocket {
            stream,
            read: Vec::new(),
        };
        let head = loop {
            if let Some(end) = socket.read.windows(4).position(|w| w == b"\r\n\r\n") {
                let head = String::from_utf8(socket.read[..end].to_vec()).unwrap();
                socket.read.drain(..end + 4);
                break head;
            }
            socket.fill().await;
        };
        assert!(head.starts_with("HTTP/1.1 101"), "{head}");
        // RFC 6455's own example key and its answer.
        assert!(
            head.to_lowercase()
                .contains("sec-websocket-accept: s3pplmbitxaq9kygzzhzrbk+xoo="),
            "{head}"
        );
        socket
    }

    /// Reads more bytes, within 10 seconds; panics when the stream ended.
    async fn fill(&mut self) {
        use tokio::io::AsyncReadExt;
        let mut buffer = [0u8; 8192];
        let n = tokio::time::timeout(
            std::time::Duration::from_secs(10),
            self.stream.read(&mut buffer),
        )
        .await
        .expect("nothing read within 10 s")
        .unwrap();
        assert!(n > 0, "the server closed the stream");
        self.read.extend_from_slice(&buffer[..n]);
    }

    async fn take(&mut self, n: usize) -> Vec<u8> {
        while self.read.len() < n {
            self.fill().await;
        }
        self.read.drain(..n).collect()
    }

    /// The next frame the server sent (unmasked, as a server's are).
    async fn frame(&mut self) -> RawFrame {
        let head = self.take(2).await;
        assert_eq!(head[1] & 0x80, 0, "a server's frame is not masked");
        let len = match head[1] & 0x7f {
            126 => u16::from_be_bytes(self.take(2).await.try_into().unwrap()) as usize,
            127 => u64::from_be_bytes(self.take(8).await.try_into().unwrap()) as usize,
            short => short as usize,
        };
        RawFrame {
            fin: head[0] & 0x80 != 0,
            opcode: head[0] & 0x0f,
            payload: self.take(len).await,
        }
    }

    /// Sends a frame as a client does (masked).
    async fn send(&mut self, opcode: u8, payload: &[u8]) {
        use tokio::io::AsyncWriteExt;
        let mut frame = vec![0x80 | opcode];
        match payload.len() {
            len @ 0..=125 => frame.push(0x80 | len as u8),
            len @ 126..=65535 => {
                frame.push(0x80 | 126);
                frame.extend_from_slice(&(len as u16).to_be_bytes());
            }
            len => {
                frame.push(0x80 | 127);
                frame.extend_from_slice(&(len as u64).to_be_bytes());
            }
        }
        let mask = [0x12, 0x34, 0x56, 0x78];
        frame.extend_from_slice(&mask);
        frame.extend(payload.iter().enumerate().map(|(i, b)| b ^ mask[i % 4]));
        self.stream.write_all(&frame).await.unwrap();
    }
}

/// A lobby longer than one WebSocket frame reaches its watchers whole, sent as a fragmented
/// message of short frames (so that no socket's write buffer outgrows one frame, however long
/// the lobby), and the watchers go on receiving every change. A ping is answered; a frame
/// longer than the server takes closes the socket.
async fn lobby_live_with_a_long_list(server: Server) {
    use epaminondas_server::socket::{FRAGMENT, INCOMING_MAX};
    let mut posted = Vec::new();
    for _ in 0..6 {
        let player = server.sign_up("poster").await;
        for _ in 0..5 {
            posted.push(server.challenge(&player, "white", false).await);
        }
    }
    let mut raw = RawSocket::connect(&server, "/api/lobby/ws").await;
    let mut frames = vec![raw.frame().await];
    while !frames.last().unwrap().fin {
        frames.push(raw.frame().await);
    }
    assert!(
        frames.len() >= 2,
        "one frame of {} bytes",
        frames[0].payload.len()
    );
    assert_eq!(frames[0].opcode, 1, "the first is a text frame");
    assert!(
        frames[1..].iter().all(|frame| frame.opcode == 0),
        "then continuations"
    );
    assert!(frames.iter().all(|frame| frame.payload.len() <= FRAGMENT));
    let text: Vec<u8> = frames
        .iter()
        .flat_map(|frame| frame.payload.clone())
        .collect();
    let open: Value = serde_json::from_slice(&text).unwrap();
    assert_eq!(open["type"], "open");
    let listed: Vec<&str> = open["challenges"]
        .as_array()
        .unwrap()
        .iter()
        .map(|c| c["id"].as_str().unwrap())
        .collect();
    assert_eq!(listed.len(), posted.len());
    assert!(posted.iter().all(|id| listed.contains(&id.as_str())));

    // On PostgreSQL a challenge posted just before the socket opened may come again as
    // `posted` after the list (docs/SERVER.md): such repeats are skipped.
    let repeat = |message: &Value| {
        message["type"] == "posted"
            && posted
                .iter()
                .any(|id| message["challenge"]["id"] == id.as_str())
    };

    // A ping is answered with its payload.
    raw.send(0x9, b"still there?").await;
    let pong = loop {
        let frame = raw.frame().await;
        if frame.opcode == 1 && repeat(&serde_json::from_slice(&frame.payload).unwrap()) {
            continue;
        }
        break frame;
    };
    assert_eq!(
        (pong.opcode, pong.payload.as_slice()),
        (0xa, &b"still there?"[..])
    );

    // A watcher through tungstenite gets the same list as one message, then each change.
    let mut watcher = Watcher::connect(&server).await;
    let open = watcher.next().await;
    assert_eq!(open["type"], "open", "{open}");
    assert_eq!(open["challenges"].as_array().unwrap().len(), posted.len());
    let alice = server.sign_up("alice").await;
    let bob = server.sign_up("bob").await;
    let id = server.challenge(&alice, "black", false).await;
    let (status, game) = server
        .post(
            &format!("/api/challenges/{id}/accept"),
            Some(&bob.token),
            json!({}),
        )
        .await;
    assert_eq!(status, StatusCode::CREATED, "{game}");
    for (kind, field) in [("posted", &id), ("taken", &id)] {
        let mut message = watcher.next().await;
        while repeat(&message) {
            message = watcher.next().await;
        }
        assert_eq!(message["type"], kind, "{message}");
        let got = if kind == "posted" {
            &message["challenge"]["id"]
        } else {
            &message["id"]
        };
        assert_eq!(got, field.as_str());
        // The bare socket gets them too, each in one frame.
        let (frame, seen) = loop {
            let frame = raw.frame().await;
            let seen: Value = serde_json::from_slice(&frame.payload).unwrap();
            if !repeat(&seen) {
                break (frame, seen);
            }
        };
        assert!(frame.fin && frame.opcode == 1);
        assert_eq!(seen, message);
    }

    // A text frame longer than the server reads: the socket is closed.
    raw.send(0x1, &vec![b'x'; INCOMING_MAX + 1]).await;
    let closed = loop {
        use tokio::io::AsyncReadExt;
        let mut buffer = [0u8; 1024];
        let read = tokio::time::timeout(
            std::time::Duration::from_secs(10),
            raw.stream.read(&mut buffer),
        )
        .await
        .expect("the socket stays open within 10 s");
        match read {
            Ok(0) | Err(_) => break true,
            Ok(_) => {}
        }
    };
    assert!(closed);
}
on_both!(
    lobby_live_with_a_long_list_on_sqlite,
    lobby_live_with_a_long_list_on_postgres,
    lobby_live_with_a_long_list
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

/// The id of the account called `name`.
async fn account_id(server: &Server, name: &str) -> String {
    use sqlx::Row;
    sqlx::query("SELECT id FROM accounts WHERE name_key = $1")
        .bind(name.to_lowercase())
        .fetch_one(&server.running.state.pool)
        .await
        .unwrap()
        .get("id")
}

/// The stored rating row of `name`: rating, deviation, volatility, last game (ms).
async fn stored_rating(server: &Server, name: &str) -> (f64, f64, f64, i64) {
    use sqlx::Row;
    let row = sqlx::query(
        "SELECT rating, deviation, volatility, last_game_ms FROM ratings WHERE account_id = $1",
    )
    .bind(account_id(server, name).await)
    .fetch_one(&server.running.state.pool)
    .await
    .unwrap();
    (
        row.get("rating"),
        row.get("deviation"),
        row.get("volatility"),
        row.get("last_game_ms"),
    )
}

/// Moves `name`'s last rated game `days` days into the past.
async fn away_for(server: &Server, name: &str, days: i64) {
    sqlx::query("UPDATE ratings SET last_game_ms = $1 WHERE account_id = $2")
        .bind(db::now_ms() - days * clock::DAY_MS)
        .bind(account_id(server, name).await)
        .execute(&server.running.state.pool)
        .await
        .unwrap();
}

fn close(a: f64, b: f64, within: f64) -> bool {
    (a - b).abs() <= within
}

/// The deviation grows with the days since the last rated game: shown so everywhere, capped at
/// 500, and the next rated game starts from the grown deviation.
async fn deviation_grows_with_time_away(server: Server) {
    use epaminondas_server::ratings::{MAX_DEVIATION, TAU, grown_deviation};
    use skillratings::Outcomes;
    use skillratings::glicko2::{Glicko2Config, Glicko2Rating, glicko2};
    let alice = server.sign_up("alice").await;
    let bob = server.sign_up("bob").await;
    let first = server.game(&alice, &bob, true).await;
    let (status, _) = server
        .post(
            &format!("/api/games/{first}/resign"),
            Some(&bob.token),
            json!({}),
        )
        .await;
    assert_eq!(status, StatusCode::OK);
    let (rating, deviation, volatility, last) = stored_rating(&server, &alice.name).await;
    assert!(close(last as f64, db::now_ms() as f64, 60_000.0));
    // Just after the game: as stored (a few milliseconds of growth at most).
    let shown = server.rating(&alice.name).await["rating"]["deviation"]
        .as_f64()
        .unwrap();
    assert!(close(shown, deviation, 1e-6), "{shown} {deviation}");

    // A year away: larger, the same on the player's page, the rating list and a game's page.
    away_for(&server, &alice.name, 365).await;
    let expected = grown_deviation(deviation, volatility, 365 * clock::DAY_MS);
    assert!(expected > deviation + 20.0, "{expected} {deviation}");
    let page = server.rating(&alice.name).await;
    assert!(close(
        page["rating"]["deviation"].as_f64().unwrap(),
        expected,
        0.01
    ));
    assert_eq!(page["rating"]["rating"].as_f64().unwrap(), rating);
    let (_, list) = server.get("/api/ratings", None).await;
    let line = list
        .as_array()
        .unwrap()
        .iter()
        .find(|p| p["name"] == alice.name.as_str())
        .unwrap();
    assert!(close(line["deviation"].as_f64().unwrap(), expected, 0.01));
    let (_, game) = server.get(&format!("/api/games/{first}"), None).await;
    assert!(close(
        game["white"]["rating"]["deviation"].as_f64().unwrap(),
        expected,
        0.01
    ));
    // A century away: the cap, and provisional again.
    away_for(&server, &alice.name, 36_500).await;
    let page = server.rating(&alice.name).await;
    assert_eq!(page["rating"]["deviation"].as_f64().unwrap(), MAX_DEVIATION);
    assert_eq!(page["rating"]["provisional"], true);

    // Back from a year away, alice beats bob again: the update starts from the grown deviation.
    away_for(&server, &alice.name, 365).await;
    let (bob_rating, bob_deviation, bob_volatility, _) = stored_rating(&server, &bob.name).await;
    let before = Glicko2Rating {
        rating,
        deviation: grown_deviation(deviation, volatility, 365 * clock::DAY_MS),
        volatility,
    };
    let opponent = Glicko2Rating {
        rating: bob_rating,
        deviation: bob_deviation,
        volatility: bob_volatility,
    };
    let config = Glicko2Config {
        tau: TAU,
        ..Glicko2Config::new()
    };
    let (after, _) = glicko2(&before, &opponent, &Outcomes::WIN, &config);
    let stale = Glicko2Rating {
        deviation,
        ..before
    };
    let (after_without_growth, _) = glicko2(&stale, &opponent, &Outcomes::WIN, &config);
    assert!(after.rating - after_without_growth.rating > 1.0);
    let second = server.game(&alice, &bob, true).await;
    let (status, _) = server
        .post(
            &format!("/api/games/{second}/resign"),
            Some(&bob.token),
            json!({}),
        )
        .await;
    assert_eq!(status, StatusCode::OK);
    let (new_rating, new_deviation, _, new_last) = stored_rating(&server, &alice.name).await;
    assert!(
        close(new_rating, after.rating, 0.01),
        "{new_rating} {}",
        after.rating
    );
    assert!(close(new_deviation, after.deviation, 0.01));
    assert!(close(new_last as f64, db::now_ms() as f64, 60_000.0));
    let page = server.rating(&alice.name).await;
    assert_eq!(page["history"][0]["game_id"], second.as_str());
    assert!(close(
        page["history"][0]["before"].as_f64().unwrap(),
        rating,
        1e-9
    ));
}
on_both!(
    deviation_grows_on_sqlite,
    deviation_grows_on_postgres,
    deviation_grows_with_time_away
);

/// Sets when the session of `token` was last used, `ms_ago` milliseconds ago.
async fn last_used(server: &Server, token: &str, ms_ago: i64) {
    sqlx::query("UPDATE sessions SET last_used_ms = $1 WHERE token_hash = $2")
        .bind(db::now_ms() - ms_ago)
        .bind(epaminondas_server::accounts::token_hash(token))
        .execute(&server.running.state.pool)
        .await
        .unwrap();
}

/// When the session of `token` was last used (ms since 1970), if it still exists.
async fn last_used_ms(server: &Server, token: &str) -> Option<i64> {
    use sqlx::Row;
    sqlx::query("SELECT last_used_ms FROM sessions WHERE token_hash = $1")
        .bind(epaminondas_server::accounts::token_hash(token))
        .fetch_optional(&server.running.state.pool)
        .await
        .unwrap()
        .map(|row| row.get("last_used_ms"))
}

/// A session unused for 30 days is refused; each use keeps it alive, written once an hour at
/// most; a forged token is refused too.
async fn sessions_expire(server: Server) {
    use epaminondas_server::accounts::{SESSION_EXPIRED, SESSION_IDLE_MAX_MS};
    let alice = server.sign_up("alice").await;
    let fresh = last_used_ms(&server, &alice.token).await.unwrap();
    assert!(close(fresh as f64, db::now_ms() as f64, 60_000.0));
    // Used a minute ago: no new write.
    last_used(&server, &alice.token, 60_000).await;
    let minute_ago = last_used_ms(&server, &alice.token).await.unwrap();
    let (status, _) = server.get("/api/my/games", Some(&alice.token)).await;
    assert_eq!(status, StatusCode::OK);
    assert_eq!(last_used_ms(&server, &alice.token).await, Some(minute_ago));
    // Unused for 29 days: still good, and the use is remembered.
    last_used(&server, &alice.token, 29 * clock::DAY_MS).await;
    let (status, _) = server.get("/api/my/games", Some(&alice.token)).await;
    assert_eq!(status, StatusCode::OK);
    let touched = last_used_ms(&server, &alice.token).await.unwrap();
    assert!(close(touched as f64, db::now_ms() as f64, 60_000.0));
    // Unused for over 30 days: refused with a clear message, whatever the endpoint.
    last_used(&server, &alice.token, SESSION_IDLE_MAX_MS + 60_000).await;
    let message = refused(
        server.get("/api/my/games", Some(&alice.token)).await,
        StatusCode::UNAUTHORIZED,
    );
    assert_eq!(message, SESSION_EXPIRED);
    assert_eq!(last_used_ms(&server, &alice.token).await, None);
    let message = refused(
        server
            .post(
                "/api/challenges",
                Some(&alice.token),
                json!({"days_per_move": 1, "colour": "white", "rated": false}),
            )
            .await,
        StatusCode::UNAUTHORIZED,
    );
    assert!(message.contains("sign in again"), "{message}");
    // Signing in again gives a working session.
    let (status, session) = server
        .post(
            "/api/sessions",
            None,
            json!({"name": alice.name, "password": PASSWORD}),
        )
        .await;
    assert_eq!(status, StatusCode::OK, "{session}");
    let token = session["token"].as_str().unwrap();
    let (status, _) = server.get("/api/my/games", Some(token)).await;
    assert_eq!(status, StatusCode::OK);
    // A forged token of the right form.
    let message = refused(
        server.get("/api/my/games", Some(&db::random_hex(32))).await,
        StatusCode::UNAUTHORIZED,
    );
    assert!(message.contains("sign in"), "{message}");
}
on_both!(
    sessions_expire_on_sqlite,
    sessions_expire_on_postgres,
    sessions_expire
);

/// Challenges for one named player, and for a range of ratings.
async fn direct_and_ranged_challenges(server: Server) {
    use epaminondas_server::lobby::{NOT_FOR_YOU, OUTSIDE_RANGE};
    let alice = server.sign_up("alice").await;
    let bob = server.sign_up("bob").await;
    let carol = server.sign_up("carol").await;
    let create = |by: &Player, body: Value| {
        let token = by.token.clone();
        let server = &server;
        async move { server.post("/api/challenges", Some(&token), body).await }
    };
    // For bob alone, named in another case.
    let (status, direct) = create(
        &alice,
        json!({"days_per_move": 3, "colour": "white", "rated": true,
               "opponent": bob.name.to_uppercase()}),
    )
    .await;
    assert_eq!(status, StatusCode::CREATED, "{direct}");
    assert_eq!(direct["opponent"], bob.name.as_str());
    let id = direct["id"].as_str().unwrap().to_string();
    // Not in the lobby; in bob's incoming and alice's outgoing, no one else's.
    let (_, lobby) = server.get("/api/challenges", None).await;
    assert!(
        !lobby
            .as_array()
            .unwrap()
            .iter()
            .any(|c| c["id"] == id.as_str())
    );
    let (status, mine) = server.get("/api/my/challenges", Some(&bob.token)).await;
    assert_eq!(status, StatusCode::OK, "{mine}");
    assert_eq!(mine["incoming"].as_array().unwrap().len(), 1);
    assert_eq!(mine["incoming"][0]["id"], id.as_str());
    assert_eq!(mine["incoming"][0]["creator"], alice.name.as_str());
    assert_eq!(mine["outgoing"], json!([]));
    let (_, theirs) = server.get("/api/my/challenges", Some(&alice.token)).await;
    assert_eq!(theirs["outgoing"][0]["id"], id.as_str());
    assert_eq!(theirs["incoming"], json!([]));
    let (_, others) = server.get("/api/my/challenges", Some(&carol.token)).await;
    assert_eq!(others["incoming"], json!([]));
    refused(
        server.get("/api/my/challenges", None).await,
        StatusCode::UNAUTHORIZED,
    );
    // Another player may not take it; its one opponent may.
    let accept = format!("/api/challenges/{id}/accept");
    let message = refused(
        server.post(&accept, Some(&carol.token), json!({})).await,
        StatusCode::FORBIDDEN,
    );
    assert_eq!(message, NOT_FOR_YOU);
    let (status, game) = server.post(&accept, Some(&bob.token), json!({})).await;
    assert_eq!(status, StatusCode::CREATED, "{game}");
    assert_eq!(game["white"]["name"], alice.name.as_str());
    assert_eq!(game["black"]["name"], bob.name.as_str());
    let (_, mine) = server.get("/api/my/challenges", Some(&bob.token)).await;
    assert_eq!(mine["incoming"], json!([]));

    // Its opponent may decline one; then it is gone, and no one else may.
    let (_, declined) = create(
        &alice,
        json!({"days_per_move": 1, "colour": "random", "rated": false, "opponent": carol.name}),
    )
    .await;
    let declined = format!("/api/challenges/{}", declined["id"].as_str().unwrap());
    refused(
        server
            .send(Method::DELETE, &declined, Some(&bob.token), None)
            .await,
        StatusCode::NOT_FOUND,
    );
    let (status, _) = server
        .send(Method::DELETE, &declined, Some(&carol.token), None)
        .await;
    assert_eq!(status, StatusCode::NO_CONTENT);
    let (_, mine) = server.get("/api/my/challenges", Some(&carol.token)).await;
    assert_eq!(mine["incoming"], json!([]));
    refused(
        server
            .post(&format!("{declined}/accept"), Some(&carol.token), json!({}))
            .await,
        StatusCode::CONFLICT,
    );

    // Unknown, impossible and unfit opponents.
    let message = refused(
        create(
            &alice,
            json!({"days_per_move": 1, "colour": "white", "rated": false, "opponent": "nobody_at_all"}),
        )
        .await,
        StatusCode::NOT_FOUND,
    );
    assert!(message.contains("nobody_at_all"), "{message}");
    refused(
        create(
            &alice,
            json!({"days_per_move": 1, "colour": "white", "rated": false, "opponent": "no such name!"}),
        )
        .await,
        StatusCode::NOT_FOUND,
    );
    refused(
        create(
            &alice,
            json!({"days_per_move": 1, "colour": "white", "rated": false, "opponent": alice.name}),
        )
        .await,
        StatusCode::BAD_REQUEST,
    );
    let (_, guest) = server.post("/api/guests", None, json!({})).await;
    let guest_name = guest["account"]["name"].as_str().unwrap();
    refused(
        create(
            &alice,
            json!({"days_per_move": 1, "colour": "white", "rated": true, "opponent": guest_name}),
        )
        .await,
        StatusCode::UNPROCESSABLE_ENTITY,
    );

    // Ranges: nonsense refused.
    for (body, wanted) in [
        (
            json!({"min_rating": 1800, "max_rating": 1600}),
            StatusCode::BAD_REQUEST,
        ),
        (json!({"min_rating": -5}), StatusCode::BAD_REQUEST),
        (json!({"max_rating": 99_999}), StatusCode::BAD_REQUEST),
        (
            json!({"min_rating": 1400, "opponent": bob.name}),
            StatusCode::BAD_REQUEST,
        ),
        (
            json!({"min_rating": "high"}),
            StatusCode::UNPROCESSABLE_ENTITY,
        ),
        (
            json!({"max_rating": 1.5e300}),
            StatusCode::UNPROCESSABLE_ENTITY,
        ),
    ] {
        let mut full = json!({"days_per_move": 1, "colour": "white", "rated": false});
        for (key, value) in body.as_object().unwrap() {
            full[key] = value.clone();
        }
        refused(create(&carol, full).await, wanted);
    }
    // Bob has no rated game yet (1500): a range above him or below him is refused to him, with
    // its message; one around him is his.
    let (status, high) = create(
        &carol,
        json!({"days_per_move": 2, "colour": "black", "rated": true,
               "min_rating": 1600, "max_rating": 2000}),
    )
    .await;
    assert_eq!(status, StatusCode::CREATED, "{high}");
    assert_eq!(high["min_rating"], 1600);
    assert_eq!(high["max_rating"], 2000);
    assert_eq!(high["opponent"], Value::Null);
    let (_, lobby) = server.get("/api/challenges", None).await;
    let listed = lobby
        .as_array()
        .unwrap()
        .iter()
        .find(|c| c["id"] == high["id"])
        .expect("a ranged challenge is in the lobby");
    assert_eq!(listed["min_rating"], 1600);
    let message = refused(
        server
            .post(
                &format!("/api/challenges/{}/accept", high["id"].as_str().unwrap()),
                Some(&bob.token),
                json!({}),
            )
            .await,
        StatusCode::FORBIDDEN,
    );
    assert_eq!(message, OUTSIDE_RANGE);
    let (status, low) = create(
        &carol,
        json!({"days_per_move": 2, "colour": "black", "rated": true, "max_rating": 1400}),
    )
    .await;
    assert_eq!(status, StatusCode::CREATED, "{low}");
    refused(
        server
            .post(
                &format!("/api/challenges/{}/accept", low["id"].as_str().unwrap()),
                Some(&bob.token),
                json!({}),
            )
            .await,
        StatusCode::FORBIDDEN,
    );
    let (status, around) = create(
        &carol,
        json!({"days_per_move": 2, "colour": "black", "rated": true,
               "min_rating": 1400, "max_rating": 1600}),
    )
    .await;
    assert_eq!(status, StatusCode::CREATED, "{around}");
    let (status, game) = server
        .post(
            &format!("/api/challenges/{}/accept", around["id"].as_str().unwrap()),
            Some(&bob.token),
            json!({}),
        )
        .await;
    assert_eq!(status, StatusCode::CREATED, "{game}");
}
on_both!(
    direct_and_ranged_challenges_on_sqlite,
    direct_and_ranged_challenges_on_postgres,
    direct_and_ranged_challenges
);

impl Watcher {
    /// A player's notices, `/api/my/ws?token=…`.
    async fn player(server: &Server, player: &Player) -> Watcher {
        let url = format!(
            "ws://{}/api/my/ws?token={}",
            server.running.addr, player.token
        );
        let (socket, _) = tokio_tungstenite::connect_async(url).await.unwrap();
        Watcher { socket }
    }

    /// A player's notices, signed in by the subprotocols `epaminondas` and the token, as a
    /// browser does; the server must answer with `epaminondas`.
    async fn player_by_protocol(server: &Server, player: &Player) -> Watcher {
        use tokio_tungstenite::tungstenite::client::IntoClientRequest;
        let mut request = format!("ws://{}/api/my/ws", server.running.addr)
            .into_client_request()
            .unwrap();
        request.headers_mut().insert(
            "sec-websocket-protocol",
            format!("epaminondas, {}", player.token).parse().unwrap(),
        );
        let (socket, response) = tokio_tungstenite::connect_async(request).await.unwrap();
        assert_eq!(
            response.headers()["sec-websocket-protocol"],
            "epaminondas",
            "the server names the subprotocol it took"
        );
        Watcher { socket }
    }

    /// The next message, which must be of `kind`.
    async fn expect(&mut self, kind: &str) -> Value {
        let message = self.next().await;
        assert_eq!(message["type"], kind, "{message}");
        message
    }

    /// No message within half a second.
    async fn quiet(&mut self) {
        use futures_util::StreamExt;
        if let Ok(Some(Ok(message))) =
            tokio::time::timeout(std::time::Duration::from_millis(500), self.socket.next()).await
        {
            assert!(
                !message.is_text(),
                "an unexpected notice: {}",
                message.to_text().unwrap_or_default()
            );
        }
    }
}

/// The status a WebSocket handshake on `url` is refused with.
async fn handshake_refused(url: String) -> u16 {
    match tokio_tungstenite::connect_async(url).await {
        Err(tokio_tungstenite::tungstenite::Error::Http(response)) => response.status().as_u16(),
        Err(other) => panic!("not an HTTP refusal: {other}"),
        Ok(_) => panic!("the handshake was taken"),
    }
}

/// A player's notices on `watched` follow the games played on `acted`: a challenge by name,
/// each turn, each game's end (by the rules, resignation and time).
async fn your_turn_notices(acted: &Server, watched: &Server) {
    let alice = acted.sign_up("alice").await;
    let bob = acted.sign_up("bob").await;
    let mut to_alice = Watcher::player(watched, &alice).await;
    let welcome = to_alice.expect("welcome").await;
    assert_eq!(welcome["player"], alice.name.as_str());
    assert_eq!(welcome["your_turn"], json!([]));
    let mut to_bob = Watcher::player_by_protocol(watched, &bob).await;
    to_bob.expect("welcome").await;

    // A challenge by name reaches bob alone.
    let (status, challenge) = acted
        .post(
            "/api/challenges",
            Some(&alice.token),
            json!({"days_per_move": 1, "colour": "white", "rated": true, "opponent": bob.name}),
        )
        .await;
    assert_eq!(status, StatusCode::CREATED, "{challenge}");
    let challenged = to_bob.expect("challenged").await;
    assert_eq!(challenged["id"], challenge["id"]);
    assert_eq!(challenged["from"], alice.name.as_str());
    assert_eq!(challenged["rated"], true);
    // Bob takes it: alice, White, is to move.
    let (status, game) = acted
        .post(
            &format!(
                "/api/challenges/{}/accept",
                challenge["id"].as_str().unwrap()
            ),
            Some(&bob.token),
            json!({}),
        )
        .await;
    assert_eq!(status, StatusCode::CREATED, "{game}");
    let game = game["id"].as_str().unwrap().to_string();
    let first = to_alice.expect("your_turn").await;
    assert_eq!(first["game"], game.as_str());
    assert_eq!(first["ply"], 0);
    assert_eq!(first["opponent"], bob.name.as_str());
    assert_eq!(first["last_move"], Value::Null);
    assert!(first["deadline_ms"].as_i64().unwrap() > db::now_ms());
    to_bob.quiet().await;

    // Each move tells the other player; the last tells both the result.
    for (ply, text) in QUICK_WIN.iter().enumerate() {
        let (mover, waiting) = if ply % 2 == 0 {
            (&alice, &mut to_bob)
        } else {
            (&bob, &mut to_alice)
        };
        let (status, state) = acted.play(&game, mover, ply, text).await;
        assert_eq!(status, StatusCode::OK, "{state}");
        if ply + 1 < QUICK_WIN.len() {
            let turn = waiting.expect("your_turn").await;
            assert_eq!(turn["game"], game.as_str());
            assert_eq!(turn["ply"], ply + 1);
            assert_eq!(turn["last_move"], *text);
            assert_eq!(turn["opponent"], mover.name.as_str());
        }
    }
    for (watcher, colour, opponent) in [
        (&mut to_alice, "white", &bob),
        (&mut to_bob, "black", &alice),
    ] {
        let over = watcher.expect("game_over").await;
        assert_eq!(over["game"], game.as_str());
        assert_eq!(over["result"], "1-0");
        assert!(
            over["termination"]
                .as_str()
                .unwrap()
                .contains("breakthrough")
        );
        assert_eq!(over["colour"], colour);
        assert_eq!(over["opponent"], opponent.name.as_str());
    }
    to_alice.quiet().await;
    to_bob.quiet().await;

    // A new game with bob as White; a socket opened now is told it is his turn there.
    let second = acted.game(&bob, &alice, false).await;
    assert_eq!(to_bob.expect("your_turn").await["game"], second.as_str());
    let mut late = Watcher::player(watched, &bob).await;
    let welcome = late.expect("welcome").await;
    assert_eq!(welcome["your_turn"], json!([second.as_str()]));
    // Resignation ends it for both sockets of bob and for alice.
    let (status, _) = acted
        .post(
            &format!("/api/games/{second}/resign"),
            Some(&alice.token),
            json!({}),
        )
        .await;
    assert_eq!(status, StatusCode::OK);
    for watcher in [&mut to_bob, &mut late, &mut to_alice] {
        let over = watcher.expect("game_over").await;
        assert_eq!(over["game"], second.as_str());
        assert_eq!(over["termination"], "resignation");
        assert_eq!(over["result"], "1-0");
    }
    // Time: the sweep of the server that acted ends a game whose deadline passed.
    let third = acted.game(&alice, &bob, false).await;
    to_alice.expect("your_turn").await;
    let (status, _) = acted.play(&third, &alice, 0, "a2-a3").await;
    assert_eq!(status, StatusCode::OK);
    to_bob.expect("your_turn").await;
    late.expect("your_turn").await;
    let later = db::now_ms() + 2 * clock::DAY_MS;
    assert_eq!(clock::sweep(&acted.running.state, later).await.unwrap(), 1);
    for watcher in [&mut to_alice, &mut to_bob] {
        let over = watcher.expect("game_over").await;
        assert_eq!(over["game"], third.as_str());
        assert_eq!(over["termination"], "time");
        assert_eq!(over["result"], "1-0");
    }
}

/// The notices' socket on one server, and its refusals.
async fn your_turn_on_one_server(server: Server) {
    let alice = server.sign_up("alice").await;
    // Not signed in, signed in with a forged token, or not a WebSocket.
    let base = format!("ws://{}/api/my/ws", server.running.addr);
    assert_eq!(handshake_refused(base.clone()).await, 401);
    assert_eq!(
        handshake_refused(format!("{base}?token={}", db::random_hex(32))).await,
        401
    );
    assert_eq!(
        handshake_refused(format!("{base}?token=nonsense")).await,
        401
    );
    refused(
        server.get("/api/my/ws", None).await,
        StatusCode::UNAUTHORIZED,
    );
    refused(
        server.get("/api/my/ws", Some(&alice.token)).await,
        StatusCode::BAD_REQUEST,
    );
    let message = refused(
        server
            .get(&format!("/api/my/ws?token={}", db::random_hex(32)), None)
            .await,
        StatusCode::UNAUTHORIZED,
    );
    assert!(message.contains("sign in"), "{message}");
    // A query that does not parse.
    refused(
        server
            .get(
                &format!("/api/my/ws?token={0}&token={0}", alice.token),
                None,
            )
            .await,
        StatusCode::BAD_REQUEST,
    );
    // An expired session is refused here too.
    last_used(
        &server,
        &alice.token,
        epaminondas_server::accounts::SESSION_IDLE_MAX_MS + 1,
    )
    .await;
    assert_eq!(
        handshake_refused(format!("{base}?token={}", alice.token)).await,
        401
    );
    your_turn_notices(&server, &server).await;
}
on_both!(
    your_turn_on_sqlite,
    your_turn_on_postgres,
    your_turn_on_one_server
);

/// With PostgreSQL, a player watching one server is told of moves made through another.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn your_turn_across_two_servers_on_one_postgres() {
    let Some(url) = postgres_url().await else {
        eprintln!("EPAMINONDAS_TEST_POSTGRES is not set: PostgreSQL skipped");
        return;
    };
    let first = serve(url.clone(), None).await;
    let second = serve(url, None).await;
    your_turn_notices(&first, &second).await;
}

/// A push request as the test's push service received it.
struct Pushed {
    path: String,
    headers: axum::http::HeaderMap,
    body: Vec<u8>,
}

/// A push service of the test's own on 127.0.0.1: it hands each request it receives to the
/// test and answers with the status the test set (201 at first).
struct PushService {
    addr: std::net::SocketAddr,
    answer: std::sync::Arc<std::sync::atomic::AtomicU16>,
    received: tokio::sync::mpsc::UnboundedReceiver<Pushed>,
}

impl PushService {
    async fn start() -> PushService {
        use axum::extract::State;
        use std::sync::Arc;
        use std::sync::atomic::{AtomicU16, Ordering};
        type Shared = (Arc<AtomicU16>, tokio::sync::mpsc::UnboundedSender<Pushed>);
        async fn take(
            State((answer, tell)): State<Shared>,
            uri: axum::http::Uri,
            headers: axum::http::HeaderMap,
            body: axum::body::Bytes,
        ) -> StatusCode {
            let _ = tell.send(Pushed {
                path: uri.path().to_string(),
                headers,
                body: body.to_vec(),
            });
            StatusCode::from_u16(answer.load(Ordering::Relaxed)).unwrap()
        }
        let answer = Arc::new(AtomicU16::new(201));
        let (tell, received) = tokio::sync::mpsc::unbounded_channel();
        let app = axum::Router::new()
            .route("/push/{who}", axum::routing::post(take))
            .with_state((answer.clone(), tell));
        let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
        let addr = listener.local_addr().unwrap();
        tokio::spawn(async move { axum::serve(listener, app).await });
        PushService {
            addr,
            answer,
            received,
        }
    }

    /// The next push request, within 10 seconds.
    async fn next(&mut self) -> Pushed {
        tokio::time::timeout(std::time::Duration::from_secs(10), self.received.recv())
            .await
            .expect("no push request within 10 s")
            .expect("the push service stopped")
    }
}

/// A browser's side of a subscription: its P-256 key pair and its authentication secret.
struct Browser {
    secret: p256::SecretKey,
    auth: [u8; 16],
    endpoint: String,
}

fn b64(bytes: &[u8]) -> String {
    use base64ct::{Base64UrlUnpadded, Encoding};
    Base64UrlUnpadded::encode_string(bytes)
}

fn unb64(text: &str) -> Vec<u8> {
    use base64ct::{Base64UrlUnpadded, Encoding};
    Base64UrlUnpadded::decode_vec(text).unwrap()
}

impl Browser {
    fn new(push: &PushService, who: &str) -> Browser {
        let secret = loop {
            if let Ok(secret) = p256::SecretKey::from_slice(&rand::random::<[u8; 32]>()) {
                break secret;
            }
        };
        Browser {
            secret,
            auth: rand::random(),
            endpoint: format!("http://{}/push/{who}", push.addr),
        }
    }

    /// The subscription as `PushSubscription.toJSON()` writes it.
    fn subscription(&self) -> Value {
        use p256::elliptic_curve::sec1::ToEncodedPoint;
        json!({
            "endpoint": self.endpoint,
            "expirationTime": null,
            "keys": {
                "p256dh": b64(self.secret.public_key().to_encoded_point(false).as_bytes()),
                "auth": b64(&self.auth),
            },
        })
    }

    /// Checks a push request as a push service and the browser would: the VAPID token signed by
    /// the server's public key `vapid` for the endpoint's origin, the payload encrypted for this
    /// browser; gives the payload's JSON.
    fn open(&self, pushed: &Pushed, vapid: &str, origin: &str) -> Value {
        use p256::ecdsa::signature::Verifier;
        let header = |name: &str| {
            pushed.headers[name]
                .to_str()
                .unwrap_or_else(|_| panic!("{name} is not text"))
                .to_string()
        };
        assert_eq!(header("content-encoding"), "aes128gcm");
        assert!(header("ttl").parse::<u64>().unwrap() > 0);
        let authorization = header("authorization");
        let rest = authorization
            .strip_prefix("vapid t=")
            .unwrap_or_else(|| panic!("{authorization}"));
        let (token, key) = rest.split_once(", k=").unwrap();
        assert_eq!(key, vapid, "the token names the server's key");
        let (signed, signature) = token.rsplit_once('.').unwrap();
        let verifying = p256::ecdsa::VerifyingKey::from_sec1_bytes(&unb64(vapid)).unwrap();
        let signature = p256::ecdsa::Signature::from_slice(&unb64(signature)).unwrap();
        verifying
            .verify(signed.as_bytes(), &signature)
            .expect("the VAPID token's signature holds with the server's public key");
        let (head, claims) = signed.split_once('.').unwrap();
        let head: Value = serde_json::from_slice(&unb64(head)).unwrap();
        assert_eq!(head["alg"], "ES256");
        let claims: Value = serde_json::from_slice(&unb64(claims)).unwrap();
        assert_eq!(claims["aud"], origin);
        let now = (db::now_ms() / 1000) as u64;
        let expires = claims["exp"].as_u64().unwrap();
        assert!(expires > now && expires <= now + 24 * 3600, "{claims}");
        assert!(claims["sub"].as_str().unwrap().starts_with("mailto:"));
        let auth = web_push_native::Auth::clone_from_slice(&self.auth);
        let plain = web_push_native::decrypt(pushed.body.clone(), &self.secret, &auth)
            .expect("the payload decrypts with the browser's keys");
        serde_json::from_slice(&plain).unwrap()
    }
}

/// Web Push: the server's key, subscriptions stored and refused, a `your_turn` and a
/// `game_over` pushed to a player's browser (signed and encrypted as a browser checks them), and
/// a subscription the push service says is gone deleted.
async fn push_notices(server: Server) {
    let mut push = PushService::start().await;
    let origin = format!("http://{}", push.addr);
    let (status, key) = server.get("/api/push/key", None).await;
    assert_eq!(status, StatusCode::OK);
    let vapid = key["key"].as_str().unwrap().to_string();
    let point = unb64(&vapid);
    assert_eq!(
        (point.len(), point[0]),
        (65, 4),
        "an uncompressed P-256 point"
    );
    assert_eq!(server.get("/api/push/key", None).await.1, key, "one key");

    let alice = server.sign_up("alice").await;
    let bob = server.sign_up("bob").await;
    let browser = Browser::new(&push, "bob");
    refused(
        server
            .post("/api/my/push", None, browser.subscription())
            .await,
        StatusCode::UNAUTHORIZED,
    );
    // Refused subscriptions: each with 4xx and a message.
    let good = browser.subscription();
    let with = |path: &[&str], value: Value| {
        let mut changed = good.clone();
        let mut at = &mut changed;
        for step in &path[..path.len() - 1] {
            at = &mut at[*step];
        }
        at[path[path.len() - 1]] = value;
        changed
    };
    let long = format!("https://push.example.org/{}", "x".repeat(3000));
    for (bad, wanted) in [
        (with(&["endpoint"], json!("http://push.example.org/x")), 400),
        (with(&["endpoint"], json!("https://127.0.0.1/x")), 400),
        (with(&["endpoint"], json!("https://localhost/x")), 400),
        (with(&["endpoint"], json!("http://localhost:9/x")), 400),
        (with(&["endpoint"], json!("no address at all")), 400),
        (with(&["endpoint"], json!(long)), 400),
        (with(&["keys", "p256dh"], json!(b64(&[4u8; 33]))), 400),
        (with(&["keys", "p256dh"], json!(b64(&[4u8; 65]))), 400),
        (with(&["keys", "p256dh"], json!("not base64 !")), 400),
        (with(&["keys", "auth"], json!(b64(&[1u8; 15]))), 400),
        (with(&["language"], json!("fr")), 400),
        (with(&["keys"], json!(null)), 422),
        (json!({"endpoint": browser.endpoint}), 422),
    ] {
        refused(
            server
                .post("/api/my/push", Some(&bob.token), bad.clone())
                .await,
            StatusCode::from_u16(wanted).unwrap(),
        );
    }
    let (status, _) = server
        .send(
            Method::POST,
            "/api/my/push",
            Some(&bob.token),
            Some(with(&["language"], json!("de"))),
        )
        .await;
    assert_eq!(status, StatusCode::CREATED);
    let (status, stored) = server.get("/api/my/push", Some(&bob.token)).await;
    assert_eq!(status, StatusCode::OK);
    assert_eq!(stored.as_array().unwrap().len(), 1, "{stored}");
    assert_eq!(stored[0]["endpoint"], browser.endpoint.as_str());
    assert_eq!(stored[0]["language"], "de");
    // Stored again in English: replaced, not doubled.
    let (status, _) = server
        .post("/api/my/push", Some(&bob.token), browser.subscription())
        .await;
    assert_eq!(status, StatusCode::CREATED);
    let (_, stored) = server.get("/api/my/push", Some(&bob.token)).await;
    assert_eq!(stored.as_array().unwrap().len(), 1, "{stored}");
    assert_eq!(stored[0]["language"], "en");

    // Alice's move: Bob's browser is told it is his turn.
    let game = server.game(&alice, &bob, false).await;
    let (status, _) = server.play(&game, &alice, 0, "a1-a4").await;
    assert_eq!(status, StatusCode::OK);
    let pushed = push.next().await;
    assert_eq!(pushed.path, "/push/bob");
    assert_eq!(pushed.headers["topic"], game.as_str());
    let notice = browser.open(&pushed, &vapid, &origin);
    assert_eq!(notice["type"], "your_turn", "{notice}");
    assert_eq!(notice["game"], game.as_str());
    assert_eq!(notice["ply"], 1);
    assert_eq!(notice["last_move"], "a1-a4");
    assert_eq!(notice["opponent"], alice.name.as_str());
    assert_eq!(notice["title"], format!("Your move against {}", alice.name));
    assert_eq!(notice["body"], format!("{} played a1-a4.", alice.name));

    // Bob answers, Alice resigns: Bob's browser is told he won.
    let (status, _) = server.play(&game, &bob, 1, "a12-c10").await;
    assert_eq!(status, StatusCode::OK);
    let (status, _) = server
        .post(
            &format!("/api/games/{game}/resign"),
            Some(&alice.token),
            json!({}),
        )
        .await;
    assert_eq!(status, StatusCode::OK);
    let notice = browser.open(&push.next().await, &vapid, &origin);
    assert_eq!(notice["type"], "game_over", "{notice}");
    assert_eq!(notice["game"], game.as_str());
    assert_eq!(notice["result"], "0-1");
    assert_eq!(notice["termination"], "resignation");
    assert_eq!(notice["title"], format!("You won against {}", alice.name));

    // The push service says the subscription is gone (410): the server deletes it.
    push.answer.store(410, std::sync::atomic::Ordering::Relaxed);
    let game = server.game(&alice, &bob, false).await;
    server.play(&game, &alice, 0, "a1-a4").await;
    let notice = browser.open(&push.next().await, &vapid, &origin);
    assert_eq!(notice["game"], game.as_str());
    let mut left = Value::Null;
    for _ in 0..100 {
        left = server.get("/api/my/push", Some(&bob.token)).await.1;
        if left == json!([]) {
            break;
        }
        tokio::time::sleep(std::time::Duration::from_millis(100)).await;
    }
    assert_eq!(left, json!([]), "the gone subscription is deleted");

    // Deleting: one by its endpoint (another's is not found), then all.
    push.answer.store(201, std::sync::atomic::Ordering::Relaxed);
    for who in ["one", "two"] {
        let (status, _) = server
            .post(
                "/api/my/push",
                Some(&bob.token),
                Browser::new(&push, who).subscription(),
            )
            .await;
        assert_eq!(status, StatusCode::CREATED);
    }
    let one = json!({"endpoint": format!("http://{}/push/one", push.addr)});
    refused(
        server
            .send(
                Method::DELETE,
                "/api/my/push",
                Some(&alice.token),
                Some(one.clone()),
            )
            .await,
        StatusCode::NOT_FOUND,
    );
    let (status, _) = server
        .send(
            Method::DELETE,
            "/api/my/push",
            Some(&bob.token),
            Some(one.clone()),
        )
        .await;
    assert_eq!(status, StatusCode::NO_CONTENT);
    let (_, stored) = server.get("/api/my/push", Some(&bob.token)).await;
    assert_eq!(stored.as_array().unwrap().len(), 1, "{stored}");
    assert!(
        stored[0]["endpoint"]
            .as_str()
            .unwrap()
            .ends_with("/push/two")
    );
    let (status, _) = server
        .send(Method::DELETE, "/api/my/push", Some(&bob.token), None)
        .await;
    assert_eq!(status, StatusCode::NO_CONTENT);
    assert_eq!(
        server.get("/api/my/push", Some(&bob.token)).await.1,
        json!([])
    );

    // A player keeps 10 subscriptions: the 11th drops the oldest.
    for i in 0..11 {
        let (status, _) = server
            .post(
                "/api/my/push",
                Some(&alice.token),
                Browser::new(&push, &format!("a{i}")).subscription(),
            )
            .await;
        assert_eq!(status, StatusCode::CREATED);
    }
    let (_, stored) = server.get("/api/my/push", Some(&alice.token)).await;
    assert_eq!(stored.as_array().unwrap().len(), 10, "{stored}");
}
on_both!(push_on_sqlite, push_on_postgres, push_notices);
