//! A load test (`epaminondas-server bench`): a server started in this process on loopback,
//! players and simultaneous correspondence games, random legal moves (chosen by the rules
//! core) sent over real HTTP by one client per game, lobby watchers on WebSockets, and the
//! figures: stored moves per second, the move request's latency, the resident memory.

use crate::passwords::PasswordCost;
use crate::{Config, clock, db, start};
use epaminondas_core::{Game, GameOptions, Status};
use serde_json::{Value, json};
use sqlx::Row;
use std::fmt;
use std::net::SocketAddr;
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::time::{Duration, Instant};
use tokio::task::JoinSet;

/// The error type of the load test.
pub type BenchError = Box<dyn std::error::Error + Send + Sync>;

/// A game longer than this many plies is resigned and a new one started, as a correspondence
/// game rarely lasts longer (random moves can wander for a long time).
pub const PLY_CAP: usize = 160;

/// What to run.
#[derive(Clone, Debug)]
pub struct BenchOptions {
    /// The database URL; `None`: a fresh SQLite file in the temporary folder, removed after.
    pub database: Option<String>,
    /// Games played at once (two players and one HTTP client each).
    pub games: usize,
    /// Lobby watchers: WebSockets open on `/api/lobby/ws` during the run.
    pub watchers: usize,
    /// How long the moves are sent.
    pub duration: Duration,
}

/// The figures of a run.
#[derive(Clone, Debug)]
pub struct BenchReport {
    /// The database kind: `sqlite` or `postgres`.
    pub database: &'static str,
    /// Games played at once.
    pub games: usize,
    /// Lobby watchers connected.
    pub watchers: usize,
    /// Seconds the moves were sent for.
    pub seconds: f64,
    /// Moves stored in the database during the run (counted there).
    pub moves_stored: u64,
    /// Move requests answered 200.
    pub moves_accepted: u64,
    /// Move requests refused (none expected).
    pub moves_refused: u64,
    /// Games that ended during the run (by the rules or resigned at [`PLY_CAP`]).
    pub games_finished: u64,
    /// The median time of a move request, sent to its whole answer read.
    pub p50: Duration,
    /// The 99th percentile of that time.
    pub p99: Duration,
    /// The slowest move request.
    pub max: Duration,
    /// Messages the lobby watchers received, all together.
    pub watcher_messages: u64,
    /// The process's resident memory at the end of the run, watchers still connected (KiB).
    pub rss_kib: Option<u64>,
    /// The process's peak resident memory (KiB).
    pub peak_rss_kib: Option<u64>,
}

impl BenchReport {
    /// Stored moves per second.
    pub fn moves_per_second(&self) -> f64 {
        if self.seconds > 0.0 {
            self.moves_stored as f64 / self.seconds
        } else {
            0.0
        }
    }
}

fn mib(kib: Option<u64>) -> String {
    kib.map_or_else(
        || "unknown".to_string(),
        |kib| format!("{:.1} MiB", kib as f64 / 1024.0),
    )
}

impl fmt::Display for BenchReport {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        writeln!(
            f,
            "database {}, {} games at once, {} lobby watchers, {:.1} s",
            self.database, self.games, self.watchers, self.seconds
        )?;
        writeln!(
            f,
            "stored moves: {} ({:.0} per second); accepted {}, refused {}; games finished {}",
            self.moves_stored,
            self.moves_per_second(),
            self.moves_accepted,
            self.moves_refused,
            self.games_finished
        )?;
        writeln!(
            f,
            "move request latency: p50 {:.2} ms, p99 {:.2} ms, max {:.2} ms",
            self.p50.as_secs_f64() * 1000.0,
            self.p99.as_secs_f64() * 1000.0,
            self.max.as_secs_f64() * 1000.0
        )?;
        writeln!(f, "lobby messages received: {}", self.watcher_messages)?;
        write!(
            f,
            "resident memory (VmRSS): {}, peak (VmHWM): {}",
            mib(self.rss_kib),
            mib(self.peak_rss_kib)
        )
    }
}

/// A line of `/proc/self/status` in KiB (`VmRSS`, `VmHWM`); `None` off Linux.
pub fn proc_status_kib(field: &str) -> Option<u64> {
    let status = std::fs::read_to_string("/proc/self/status").ok()?;
    status.lines().find_map(|line| {
        let rest = line.strip_prefix(field)?.strip_prefix(':')?;
        rest.trim().trim_end_matches("kB").trim().parse().ok()
    })
}

/// A signed-in bench player.
#[derive(Clone, Debug)]
struct Player {
    token: String,
}

/// What every game task shares.
struct Shared {
    base: String,
    stop: AtomicBool,
    accepted: AtomicU64,
    refused: AtomicU64,
    finished: AtomicU64,
}

fn client() -> Result<reqwest::Client, BenchError> {
    Ok(reqwest::Client::builder().no_proxy().build()?)
}

async fn post(
    client: &reqwest::Client,
    url: &str,
    token: Option<&str>,
    body: Value,
) -> Result<(reqwest::StatusCode, Value), BenchError> {
    let mut request = client.post(url).json(&body);
    if let Some(token) = token {
        request = request.bearer_auth(token);
    }
    let response = request.send().await?;
    let status = response.status();
    let text = response.text().await?;
    Ok((status, serde_json::from_str(&text).unwrap_or(Value::Null)))
}

fn text_of(body: &Value, key: &str) -> Result<String, BenchError> {
    body[key]
        .as_str()
        .map(str::to_string)
        .ok_or_else(|| format!("no {key} in {body}").into())
}

async fn sign_up(client: &reqwest::Client, base: &str, name: String) -> Result<Player, BenchError> {
    let (status, body) = post(
        client,
        &format!("{base}/api/accounts"),
        None,
        json!({"name": name, "password": "bench password"}),
    )
    .await?;
    if status != reqwest::StatusCode::CREATED {
        return Err(format!("sign-up refused: {status} {body}").into());
    }
    Ok(Player {
        token: text_of(&body, "token")?,
    })
}

/// Starts a game: `white` posts a challenge, `black` takes it.
async fn new_game(
    client: &reqwest::Client,
    base: &str,
    white: &Player,
    black: &Player,
) -> Result<String, BenchError> {
    let (status, body) = post(
        client,
        &format!("{base}/api/challenges"),
        Some(&white.token),
        json!({"days_per_move": 3, "colour": "white", "rated": true}),
    )
    .await?;
    if status != reqwest::StatusCode::CREATED {
        return Err(format!("challenge refused: {status} {body}").into());
    }
    let challenge = text_of(&body, "id")?;
    let (status, body) = post(
        client,
        &format!("{base}/api/challenges/{challenge}/accept"),
        Some(&black.token),
        json!({}),
    )
    .await?;
    if status != reqwest::StatusCode::CREATED {
        return Err(format!("accept refused: {status} {body}").into());
    }
    text_of(&body, "id")
}

/// Plays games between `white` and `black` until told to stop; gives the move latencies.
async fn play_games(
    shared: Arc<Shared>,
    white: Player,
    black: Player,
) -> Result<Vec<Duration>, BenchError> {
    let client = client()?;
    let base = shared.base.clone();
    let mut latencies = Vec::with_capacity(4096);
    while !shared.stop.load(Ordering::Relaxed) {
        let id = new_game(&client, &base, &white, &black).await?;
        let url = format!("{base}/api/games/{id}/moves");
        let mut game = Game::new(GameOptions::default());
        let mut ply = 0usize;
        loop {
            if shared.stop.load(Ordering::Relaxed) {
                return Ok(latencies);
            }
            if matches!(game.status(), Status::Over(_)) {
                shared.finished.fetch_add(1, Ordering::Relaxed);
                break;
            }
            let player = if ply.is_multiple_of(2) {
                &white
            } else {
                &black
            };
            if ply >= PLY_CAP {
                let (status, body) = post(
                    &client,
                    &format!("{base}/api/games/{id}/resign"),
                    Some(&player.token),
                    json!({}),
                )
                .await?;
                if status != reqwest::StatusCode::OK {
                    return Err(format!("resignation refused: {status} {body}").into());
                }
                shared.finished.fetch_add(1, Ordering::Relaxed);
                break;
            }
            let legal = game.position().legal_moves();
            if legal.is_empty() {
                return Err(format!("game {id}: no legal move at ply {ply}").into());
            }
            let chosen = legal[rand::random_range(0..legal.len())];
            let sent = Instant::now();
            let (status, body) = post(
                &client,
                &url,
                Some(&player.token),
                json!({"ply": ply, "move": chosen.to_string()}),
            )
            .await?;
            latencies.push(sent.elapsed());
            if status != reqwest::StatusCode::OK {
                shared.refused.fetch_add(1, Ordering::Relaxed);
                return Err(
                    format!("game {id}: {chosen} at ply {ply} refused: {status} {body}").into(),
                );
            }
            shared.accepted.fetch_add(1, Ordering::Relaxed);
            game.play(chosen)
                .map_err(|error| format!("game {id}: {chosen} does not replay: {error}"))?;
            ply += 1;
            let over_here = matches!(game.status(), Status::Over(_));
            let over_there = !body["result"].is_null();
            if over_here != over_there {
                return Err(
                    format!("game {id}: the server and the bench disagree on its end").into(),
                );
            }
        }
    }
    Ok(latencies)
}

/// Watches the lobby on one WebSocket until told to stop; gives the messages received.
async fn watch_lobby(addr: SocketAddr, stop: Arc<AtomicBool>) -> Result<u64, BenchError> {
    use tokio_tungstenite::tungstenite::Message;
    let (mut socket, _) =
        tokio_tungstenite::connect_async(format!("ws://{addr}/api/lobby/ws")).await?;
    let mut received = 0u64;
    let mut tick = tokio::time::interval(Duration::from_millis(200));
    loop {
        tokio::select! {
            message = futures_next(&mut socket) => match message {
                Some(Ok(Message::Text(_))) => received += 1,
                Some(Ok(_)) => {}
                Some(Err(error)) => return Err(error.into()),
                None => return Ok(received),
            },
            _ = tick.tick() => {
                if stop.load(Ordering::Relaxed) {
                    return Ok(received);
                }
            }
        }
    }
}

/// The next message of a WebSocket stream.
async fn futures_next<S>(stream: &mut S) -> Option<S::Item>
where
    S: futures_util::Stream + Unpin,
{
    futures_util::StreamExt::next(stream).await
}

fn percentile(sorted: &[Duration], fraction: f64) -> Duration {
    if sorted.is_empty() {
        return Duration::ZERO;
    }
    let index = ((sorted.len() as f64 - 1.0) * fraction).round() as usize;
    sorted[index.min(sorted.len() - 1)]
}

async fn stored_moves(pool: &sqlx::AnyPool) -> Result<u64, BenchError> {
    let n: i64 = sqlx::query("SELECT COUNT(*) AS n FROM moves")
        .fetch_one(pool)
        .await?
        .try_get("n")?;
    Ok(u64::try_from(n).unwrap_or(0))
}

/// Runs the load test and gives its figures. The server listens on `127.0.0.1`, any free port.
pub async fn run(options: BenchOptions) -> Result<BenchReport, BenchError> {
    let games = options.games.max(1);
    let temporary = match options.database {
        Some(_) => None,
        None => {
            Some(std::env::temp_dir().join(format!("epaminondas-bench-{}.db", db::random_hex(6))))
        }
    };
    let database = match (&options.database, &temporary) {
        (Some(url), _) => url.clone(),
        (None, Some(path)) => format!("sqlite://{}?mode=rwc", path.display()),
        (None, None) => return Err("no database".into()),
    };
    let kind = if db::is_sqlite(&database) {
        "sqlite"
    } else {
        "postgres"
    };
    let result = run_on(&database, kind, games, &options).await;
    if let Some(path) = temporary {
        for suffix in ["", "-wal", "-shm"] {
            let _ = std::fs::remove_file(format!("{}{suffix}", path.display()));
        }
    }
    result
}

async fn run_on(
    database: &str,
    kind: &'static str,
    games: usize,
    options: &BenchOptions,
) -> Result<BenchReport, BenchError> {
    let running = start(Config {
        listen: SocketAddr::from(([127, 0, 0, 1], 0)),
        database: database.to_string(),
        site: None,
        // The bench measures moves, not password hashing.
        password_cost: PasswordCost {
            memory_kib: 64,
            passes: 1,
        },
        sweep_every: Some(clock::SWEEP_EVERY),
    })
    .await?;
    let base = format!("http://{}", running.addr);

    // The players, a few sign-ups at a time.
    let run_id = db::random_hex(3);
    let setup = client()?;
    let mut players = Vec::with_capacity(games * 2);
    let mut signing = JoinSet::new();
    for chunk in (0..games * 2).collect::<Vec<_>>().chunks(16) {
        for &i in chunk {
            let (setup, base, run_id) = (setup.clone(), base.clone(), run_id.clone());
            signing
                .spawn(async move { (i, sign_up(&setup, &base, format!("b{run_id}_{i}")).await) });
        }
        while let Some(done) = signing.join_next().await {
            let (i, player) = done?;
            players.push((i, player?));
        }
    }
    players.sort_by_key(|(i, _)| *i);
    let players: Vec<Player> = players.into_iter().map(|(_, player)| player).collect();

    // The lobby watchers.
    let stop_watching = Arc::new(AtomicBool::new(false));
    let mut watchers = JoinSet::new();
    for _ in 0..options.watchers {
        let stop = stop_watching.clone();
        watchers.spawn(watch_lobby(running.addr, stop));
    }

    let shared = Arc::new(Shared {
        base,
        stop: AtomicBool::new(false),
        accepted: AtomicU64::new(0),
        refused: AtomicU64::new(0),
        finished: AtomicU64::new(0),
    });
    let before = stored_moves(&running.state.pool).await?;
    let began = Instant::now();
    let mut tasks = JoinSet::new();
    for pair in players.chunks(2) {
        if let [white, black] = pair {
            tasks.spawn(play_games(shared.clone(), white.clone(), black.clone()));
        }
    }
    tokio::time::sleep(options.duration).await;
    shared.stop.store(true, Ordering::Relaxed);
    let mut latencies = Vec::new();
    let mut first_error = None;
    while let Some(done) = tasks.join_next().await {
        match done? {
            Ok(mut some) => latencies.append(&mut some),
            Err(error) => {
                first_error.get_or_insert(error);
            }
        }
    }
    let seconds = began.elapsed().as_secs_f64();
    let after = stored_moves(&running.state.pool).await?;
    let rss_kib = proc_status_kib("VmRSS");
    let peak_rss_kib = proc_status_kib("VmHWM");
    stop_watching.store(true, Ordering::Relaxed);
    let mut watcher_messages = 0;
    while let Some(done) = watchers.join_next().await {
        watcher_messages += done??;
    }
    running.serving.abort();
    if let Some(error) = first_error {
        return Err(error);
    }
    latencies.sort_unstable();
    Ok(BenchReport {
        database: kind,
        games,
        watchers: options.watchers,
        seconds,
        moves_stored: after.saturating_sub(before),
        moves_accepted: shared.accepted.load(Ordering::Relaxed),
        moves_refused: shared.refused.load(Ordering::Relaxed),
        games_finished: shared.finished.load(Ordering::Relaxed),
        p50: percentile(&latencies, 0.50),
        p99: percentile(&latencies, 0.99),
        max: latencies.last().copied().unwrap_or_default(),
        watcher_messages,
        rss_kib,
        peak_rss_kib,
    })
}
