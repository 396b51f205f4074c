//! The real program killed in the middle of play: `epaminondas-server` runs as a child process
//! on 127.0.0.1 (a free port) over a SQLite file, games are played over HTTP, the process is
//! SIGKILLed while moves are still being sent, then started again on the same file. Every move
//! that was answered before the kill must be there, and the games go on. With
//! `EPAMINONDAS_TEST_POSTGRES` set to a database URL, the same again on a fresh PostgreSQL
//! database.

use epaminondas_core::{Game, GameOptions, Status};
use reqwest::{Client, StatusCode};
use serde_json::{Value, json};
use std::collections::BTreeMap;
use std::io::{BufRead, BufReader};
use std::process::{Child, Command, Stdio};
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::{Arc, Mutex};
use std::time::Duration;

/// Games played at once before the kill.
const GAMES: usize = 6;
/// Moves answered (all games together) before the kill.
const ANSWERED_BEFORE_KILL: usize = 60;

/// The server program as a child process, killed when dropped.
struct Program {
    child: Child,
    base: String,
}

impl Program {
    /// Starts `epaminondas-server --listen 127.0.0.1:0 --database URL` and reads the address
    /// it prints once listening.
    fn start(database: &str) -> Program {
        let mut child = Command::new(env!("CARGO_BIN_EXE_epaminondas-server"))
            .args(["--listen", "127.0.0.1:0", "--database", database])
            .env("RUST_LOG", "warn")
            .stdout(Stdio::piped())
            .stderr(Stdio::inherit())
            .spawn()
            .expect("the server program starts");
        let stdout = child.stdout.take().expect("its output is piped");
        let (tell, heard) = std::sync::mpsc::channel();
        std::thread::spawn(move || {
            let mut lines = BufReader::new(stdout).lines();
            if let Some(Ok(line)) = lines.next() {
                let _ = tell.send(line);
            }
            // Keep reading so the program never blocks on a full pipe.
            for _ in lines {}
        });
        let line = match heard.recv_timeout(Duration::from_secs(120)) {
            Ok(line) => line,
            Err(_) => {
                let _ = child.kill();
                panic!("the server printed no address within 120 s");
            }
        };
        let base = line
            .strip_prefix("epaminondas-server listening on ")
            .unwrap_or_else(|| panic!("an unexpected first line: {line}"))
            .to_string();
        assert!(base.starts_with("http://127.0.0.1:"), "{base}");
        Program { child, base }
    }

    /// SIGKILL: no chance to finish anything.
    fn kill(mut self) {
        // `Child::kill` sends SIGKILL on Unix.
        self.child.kill().expect("the program is killed");
        self.child.wait().expect("the program is reaped");
    }
}

impl Drop for Program {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

async fn post(
    client: &Client,
    url: String,
    token: &str,
    body: Value,
) -> Result<(StatusCode, Value), reqwest::Error> {
    let response = client
        .post(url)
        .bearer_auth(token)
        .json(&body)
        .send()
        .await?;
    let status = response.status();
    let text = response.text().await?;
    Ok((status, serde_json::from_str(&text).unwrap_or(Value::Null)))
}

async fn sign_up(client: &Client, base: &str, prefix: &str) -> String {
    let name = format!("{prefix}_{:08x}", rand::random::<u32>());
    let response = client
        .post(format!("{base}/api/accounts"))
        .json(&json!({"name": name, "password": "correct horse"}))
        .send()
        .await
        .unwrap();
    let status = response.status();
    let body: Value = response.json().await.unwrap();
    assert_eq!(status, StatusCode::CREATED, "{body}");
    body["token"].as_str().unwrap().to_string()
}

/// Moves answered 200, by game: ply → move.
type Answered = Arc<Mutex<BTreeMap<String, BTreeMap<usize, String>>>>;

/// Plays random legal moves in game `id` for both sides until the server stops answering or
/// the game ends.
async fn play_until_gone(
    client: Client,
    base: String,
    id: String,
    tokens: [String; 2],
    answered: Answered,
    count: Arc<AtomicUsize>,
) {
    let mut game = Game::new(GameOptions::default());
    let url = format!("{base}/api/games/{id}/moves");
    loop {
        if matches!(game.status(), Status::Over(_)) {
            return;
        }
        let ply = game.moves().len();
        let legal = game.position().legal_moves();
        let chosen = legal[rand::random_range(0..legal.len())];
        let sent = post(
            &client,
            url.clone(),
            &tokens[ply % 2],
            json!({"ply": ply, "move": chosen.to_string()}),
        )
        .await;
        match sent {
            Ok((StatusCode::OK, _)) => {
                answered
                    .lock()
                    .unwrap()
                    .entry(id.clone())
                    .or_default()
                    .insert(ply, chosen.to_string());
                count.fetch_add(1, Ordering::SeqCst);
                game.play(chosen).unwrap();
            }
            Ok((status, body)) => panic!("game {id}: {chosen} at ply {ply}: {status} {body}"),
            // The server is gone: a move sent now may or may not have been stored.
            Err(_) => return,
        }
    }
}

async fn killed_and_restarted(database: String) {
    let client = Client::builder()
        .no_proxy()
        .timeout(Duration::from_secs(60))
        .build()
        .unwrap();
    let first = Program::start(&database);
    let base = first.base.clone();
    let white = sign_up(&client, &base, "white").await;
    let black = sign_up(&client, &base, "black").await;
    let mut games = Vec::new();
    for _ in 0..GAMES {
        let (status, challenge) = post(
            &client,
            format!("{base}/api/challenges"),
            &white,
            json!({"days_per_move": 3, "colour": "white", "rated": true}),
        )
        .await
        .unwrap();
        assert_eq!(status, StatusCode::CREATED, "{challenge}");
        let (status, game) = post(
            &client,
            format!(
                "{base}/api/challenges/{}/accept",
                challenge["id"].as_str().unwrap()
            ),
            &black,
            json!({}),
        )
        .await
        .unwrap();
        assert_eq!(status, StatusCode::CREATED, "{game}");
        games.push(game["id"].as_str().unwrap().to_string());
    }

    // Every game plays at once; the program is killed while they still send.
    let answered: Answered = Arc::default();
    let count = Arc::new(AtomicUsize::new(0));
    let players: Vec<_> = games
        .iter()
        .map(|id| {
            tokio::spawn(play_until_gone(
                client.clone(),
                base.clone(),
                id.clone(),
                [white.clone(), black.clone()],
                answered.clone(),
                count.clone(),
            ))
        })
        .collect();
    let waited = tokio::time::timeout(Duration::from_secs(120), async {
        while count.load(Ordering::SeqCst) < ANSWERED_BEFORE_KILL {
            tokio::time::sleep(Duration::from_millis(5)).await;
        }
    })
    .await;
    assert!(waited.is_ok(), "too few moves answered within 120 s");
    first.kill();
    for player in players {
        player.await.unwrap();
    }
    let answered = answered.lock().unwrap().clone();
    let total: usize = answered.values().map(BTreeMap::len).sum();
    assert!(total >= ANSWERED_BEFORE_KILL, "{total}");

    // Started again on the same database: every answered move is there, in its place.
    let second = Program::start(&database);
    let base = second.base.clone();
    let mut stored_total = 0;
    for id in &games {
        let state: Value = client
            .get(format!("{base}/api/games/{id}"))
            .send()
            .await
            .unwrap()
            .json()
            .await
            .unwrap();
        let moves: Vec<String> = state["moves"]
            .as_array()
            .unwrap_or_else(|| panic!("game {id}: {state}"))
            .iter()
            .map(|m| m.as_str().unwrap().to_string())
            .collect();
        assert_eq!(state["ply"], moves.len());
        stored_total += moves.len();
        let mine = answered.get(id).cloned().unwrap_or_default();
        for (ply, text) in &mine {
            assert_eq!(
                moves.get(*ply),
                Some(text),
                "game {id}: the move answered at ply {ply} is lost"
            );
        }
        // At most the one move in flight at the kill beyond those answered.
        assert!(
            moves.len() <= mine.len() + 1,
            "game {id}: {} stored, {} answered",
            moves.len(),
            mine.len()
        );
        // The stored moves replay.
        let mut rules = Game::new(GameOptions::default());
        for text in &moves {
            rules.play_text(text).unwrap();
        }
        // A ply answered before the kill is refused when sent again.
        if let Some((ply, text)) = mine.iter().next() {
            let (status, body) = post(
                &client,
                format!("{base}/api/games/{id}/moves"),
                [&white, &black][ply % 2],
                json!({"ply": ply, "move": text}),
            )
            .await
            .unwrap();
            assert_eq!(status, StatusCode::CONFLICT, "{body}");
        }
        // And the game goes on, through the same sessions.
        for _ in 0..2 {
            if !state["result"].is_null() || matches!(rules.status(), Status::Over(_)) {
                break;
            }
            let ply = rules.moves().len();
            let chosen = rules.position().legal_moves()[0];
            let (status, body) = post(
                &client,
                format!("{base}/api/games/{id}/moves"),
                [&white, &black][ply % 2],
                json!({"ply": ply, "move": chosen.to_string()}),
            )
            .await
            .unwrap();
            assert_eq!(
                status,
                StatusCode::OK,
                "game {id} after the restart: {body}"
            );
            assert_eq!(body["ply"], ply + 1);
            rules.play(chosen).unwrap();
        }
    }
    eprintln!(
        "killed after {total} moves answered in {GAMES} games; {stored_total} stored after the \
         restart (the difference: moves in flight at the kill, stored but not answered)"
    );
    drop(second);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn killed_and_restarted_on_sqlite() {
    let dir = tempfile::tempdir().unwrap();
    let url = format!("sqlite://{}?mode=rwc", dir.path().join("kill.db").display());
    killed_and_restarted(url).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn killed_and_restarted_on_postgres() {
    let Ok(base) = std::env::var("EPAMINONDAS_TEST_POSTGRES") else {
        eprintln!("EPAMINONDAS_TEST_POSTGRES is not set: PostgreSQL skipped");
        return;
    };
    if base.is_empty() {
        eprintln!("EPAMINONDAS_TEST_POSTGRES is empty: PostgreSQL skipped");
        return;
    }
    // A database of its own, as the other server tests make.
    sqlx::any::install_default_drivers();
    let name = format!("epaminondas_kill_{:08x}", rand::random::<u32>());
    let pool = sqlx::AnyPool::connect(&base).await.unwrap();
    sqlx::query(&format!("CREATE DATABASE {name}"))
        .execute(&pool)
        .await
        .unwrap();
    pool.close().await;
    let (address, query) = base.split_once('?').unwrap_or((&base, ""));
    let (server, _) = address.rsplit_once('/').unwrap();
    let url = if query.is_empty() {
        format!("{server}/{name}")
    } else {
        format!("{server}/{name}?{query}")
    };
    killed_and_restarted(url).await;
}
