//! A load test (`epaminondas-server bench`): the server program started as a child process on
//! loopback, players and simultaneous correspondence games, random legal moves (chosen by the
//! rules core) sent over real HTTP by one client per game, lobby watchers on WebSockets, and
//! the figures: stored moves per second, the move request's latency, the server's resident
//! memory (read from its own `/proc/PID/status`, apart from the clients'), and whether every
//! lobby change reached every watcher.

use crate::db;
use crate::passwords::PasswordCost;
use epaminondas_core::{Game, GameOptions, Status};
use serde_json::{Value, json};
use sqlx::Row;
use std::fmt;
use std::io::{BufRead, BufReader};
use std::path::PathBuf;
use std::process::{Child, Command, Stdio};
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, AtomicU64, AtomicUsize, Ordering};
use std::time::{Duration, Instant};
use tokio::sync::Semaphore;
use tokio::task::JoinSet;

/// The error type of the load test.
pub type BenchError = Box<dyn std::error::Error + Send + Sync>;

/// A game longer than this many plies is resigned and a new one started, as a correspondence
/// game rarely lasts longer (random moves can wander for a long time).
pub const PLY_CAP: usize = 160;

/// The hidden option of the server program that makes its password hashes cheap (64 KiB, one
/// pass): the bench's sign-ups are not what it measures, and argon2's 19 MiB a hash would
/// leave its mark on the server's memory.
pub const CHEAP_PASSWORDS_FLAG: &str = "--bench-cheap-passwords";

/// The password cost of the server [`CHEAP_PASSWORDS_FLAG`] starts.
pub const CHEAP_PASSWORDS: PasswordCost = PasswordCost {
    memory_kib: 64,
    passes: 1,
};

/// How long the watchers are given to receive the last lobby changes once the moves stopped.
pub const DELIVERY_WAIT: Duration = Duration::from_secs(30);

/// Watchers connecting at once.
const CONNECTING_AT_ONCE: usize = 64;

/// What to run.
#[derive(Clone, Debug)]
pub struct BenchOptions {
    /// The server program to start (this program: `std::env::current_exe()`).
    pub program: PathBuf,
    /// The database URL; `None`: a fresh SQLite file in the temporary folder, removed after.
    pub database: Option<String>,
    /// Games played at once (two players and one HTTP client each).
    pub games: usize,
    /// Lobby watchers: WebSockets open on `/api/lobby/ws` during the run.
    pub watchers: usize,
    /// Challenges left open in the lobby during the run (posted before the watchers connect,
    /// never taken), so that each watcher's first `open` message lists them.
    pub open_challenges: usize,
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
    /// Challenges standing open in the lobby.
    pub open_challenges: usize,
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
    /// Lobby changes made during the run (challenges posted and taken, as the clients saw
    /// them answered).
    pub lobby_changes: u64,
    /// Watchers that received every one of those changes, each once.
    pub watchers_complete: usize,
    /// Messages the lobby watchers received, all together (their first `open` included).
    pub watcher_messages: u64,
    /// `open` messages beyond each watcher's first: sent to a watcher that fell behind.
    pub watcher_resyncs: u64,
    /// The server's resident memory once its players signed up, before any watcher (KiB).
    pub server_rss_before_watchers_kib: Option<u64>,
    /// The server's resident memory with every watcher connected, before the moves (KiB).
    pub server_rss_watching_kib: Option<u64>,
    /// The server's resident memory at the end of the run, watchers still connected (KiB).
    pub server_rss_kib: Option<u64>,
    /// The server's peak resident memory (KiB).
    pub server_peak_rss_kib: Option<u64>,
    /// The bench's own resident memory at the end: the clients' (KiB).
    pub clients_rss_kib: Option<u64>,
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

    /// What one watcher's socket added to the server's resident memory (KiB), measured from
    /// before the watchers connected to once they all had.
    pub fn server_kib_per_watcher(&self) -> Option<f64> {
        let (before, watching) = (
            self.server_rss_before_watchers_kib?,
            self.server_rss_watching_kib?,
        );
        (self.watchers > 0).then(|| watching.saturating_sub(before) as f64 / self.watchers as f64)
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
            "database {}, {} games at once, {} lobby watchers, {} challenges open, {:.1} s",
            self.database, self.games, self.watchers, self.open_challenges, self.seconds
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
        writeln!(
            f,
            "lobby: {} changes, all received by {} of {} watchers; {} messages received, {} \
             resyncs",
            self.lobby_changes,
            self.watchers_complete,
            self.watchers,
            self.watcher_messages,
            self.watcher_resyncs
        )?;
        let per_watcher = self
            .server_kib_per_watcher()
            .map_or_else(String::new, |kib| format!(" ({kib:.1} KiB a watcher)"));
        writeln!(
            f,
            "server memory (its own process, VmRSS): {} before the watchers, {} with them{}, \
             {} at the end, peak (VmHWM) {}",
            mib(self.server_rss_before_watchers_kib),
            mib(self.server_rss_watching_kib),
            per_watcher,
            mib(self.server_rss_kib),
            mib(self.server_peak_rss_kib)
        )?;
        write!(
            f,
            "the bench's clients (this process, VmRSS): {}",
            mib(self.clients_rss_kib)
        )
    }
}

/// A line of `/proc/self/status` in KiB (`VmRSS`, `VmHWM`); `None` off Linux.
pub fn proc_status_kib(field: &str) -> Option<u64> {
    status_kib("/proc/self/status", field)
}

/// A line of process `pid`'s `/proc/PID/status` in KiB; `None` off Linux or once it is gone.
pub fn process_status_kib(pid: u32, field: &str) -> Option<u64> {
    status_kib(&format!("/proc/{pid}/status"), field)
}

fn status_kib(path: &str, field: &str) -> Option<u64> {
    let status = std::fs::read_to_string(path).ok()?;
    status.lines().find_map(|line| {
        let rest = line.strip_prefix(field)?.strip_prefix(':')?;
        rest.trim().trim_end_matches("kB").trim().parse().ok()
    })
}

/// The server program running as a child process; killed when dropped.
struct ServerProcess {
    child: Child,
    base: String,
}

impl ServerProcess {
    /// Starts `program --listen 127.0.0.1:0 --database URL` with cheap password hashes and
    /// waits for the address it prints once listening.
    async fn start(program: &PathBuf, database: &str) -> Result<ServerProcess, BenchError> {
        let mut child = Command::new(program)
            .args(["--listen", "127.0.0.1:0", "--database", database])
            .arg(CHEAP_PASSWORDS_FLAG)
            // A line per game started would flood the terminal.
            .env(
                "RUST_LOG",
                std::env::var("RUST_LOG").unwrap_or_else(|_| "warn".to_string()),
            )
            .stdin(Stdio::null())
            .stdout(Stdio::piped())
            .stderr(Stdio::inherit())
            .spawn()
            .map_err(|error| format!("{} does not start: {error}", program.display()))?;
        let Some(stdout) = child.stdout.take() else {
            let _ = child.kill();
            return Err("the server's output is not piped".into());
        };
        let (tell, heard) = tokio::sync::oneshot::channel();
        std::thread::spawn(move || {
            let mut lines = BufReader::new(stdout).lines();
            if let Some(Ok(line)) = lines.next() {
                let _ = tell.send(line);
            }
            // Read on, so that the server never blocks on a full pipe.
            for _ in lines {}
        });
        let mut server = ServerProcess {
            child,
            base: String::new(),
        };
        let line = match tokio::time::timeout(Duration::from_secs(120), heard).await {
            Ok(Ok(line)) => line,
            _ => return Err("the server printed no address within 120 s".into()),
        };
        server.base = line
            .strip_prefix("epaminondas-server listening on ")
            .ok_or_else(|| format!("the server's first line is unexpected: {line}"))?
            .to_string();
        Ok(server)
    }

    /// A line of its `/proc/PID/status`, in KiB.
    fn status_kib(&self, field: &str) -> Option<u64> {
        process_status_kib(self.child.id(), field)
    }
}

impl Drop for ServerProcess {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
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
    lobby_changes: AtomicU64,
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

/// Posts a challenge by `by`; gives its id.
async fn post_challenge(
    client: &reqwest::Client,
    base: &str,
    by: &Player,
) -> Result<String, BenchError> {
    let (status, body) = post(
        client,
        &format!("{base}/api/challenges"),
        Some(&by.token),
        json!({"days_per_move": 3, "colour": "white", "rated": true}),
    )
    .await?;
    if status != reqwest::StatusCode::CREATED {
        return Err(format!("challenge refused: {status} {body}").into());
    }
    text_of(&body, "id")
}

/// Starts a game: `white` posts a challenge, `black` takes it.
async fn new_game(
    client: &reqwest::Client,
    shared: &Shared,
    white: &Player,
    black: &Player,
) -> Result<String, BenchError> {
    let base = &shared.base;
    let challenge = post_challenge(client, base, white).await?;
    shared.lobby_changes.fetch_add(1, Ordering::Relaxed);
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
    shared.lobby_changes.fetch_add(1, Ordering::Relaxed);
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
        let id = new_game(&client, &shared, &white, &black).await?;
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

/// What the watchers share: how many are connected (their `open` received) and how many have
/// every change, the number of changes to expect once it is known, and when to stop.
struct Watching {
    connected: AtomicUsize,
    complete: AtomicUsize,
    expected: AtomicU64,
    stop: AtomicBool,
}

/// What one watcher received.
#[derive(Clone, Copy, Debug, Default)]
struct Tally {
    /// `posted`, `taken` and `withdrawn` messages.
    changes: u64,
    /// `open` messages, the first included.
    opens: u64,
    /// Whether it received as many changes as were made, with no resync.
    complete: bool,
}

/// Watches the lobby on one WebSocket until told to stop; gives what it received.
async fn watch_lobby(
    base: String,
    watching: Arc<Watching>,
    connecting: Arc<Semaphore>,
) -> Result<Tally, BenchError> {
    use tokio_tungstenite::tungstenite::Message;
    use tokio_tungstenite::tungstenite::protocol::WebSocketConfig;
    let url = format!("ws{}/api/lobby/ws", base.trim_start_matches("http"));
    // The client's buffers as small as the server's, so that the bench's own process stays
    // small beside the server.
    let config = WebSocketConfig::default()
        .read_buffer_size(4096)
        .write_buffer_size(0);
    let permit = connecting.acquire_owned().await?;
    let (mut socket, _) =
        tokio_tungstenite::connect_async_with_config(url, Some(config), false).await?;
    let mut tally = Tally::default();
    let mut permit = Some(permit);
    let mut tick = tokio::time::interval(Duration::from_millis(100));
    loop {
        tokio::select! {
            message = futures_next(&mut socket) => match message {
                Some(Ok(Message::Text(text))) => {
                    let kind: Value = serde_json::from_str(&text)?;
                    if kind["type"] == "open" {
                        tally.opens += 1;
                        if permit.take().is_some() {
                            watching.connected.fetch_add(1, Ordering::Relaxed);
                        }
                    } else {
                        tally.changes += 1;
                    }
                }
                Some(Ok(_)) => {}
                Some(Err(error)) => return Err(error.into()),
                None => return Err("the server closed a lobby socket".into()),
            },
            _ = tick.tick() => {
                if watching.stop.load(Ordering::Relaxed) {
                    return Ok(tally);
                }
            }
        }
        if !tally.complete
            && tally.opens == 1
            && tally.changes == watching.expected.load(Ordering::Relaxed)
        {
            tally.complete = true;
            watching.complete.fetch_add(1, Ordering::Relaxed);
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
    let result = run_on(&database, kind, &options).await;
    if let Some(path) = temporary {
        for suffix in ["", "-wal", "-shm"] {
            let _ = std::fs::remove_file(format!("{}{suffix}", path.display()));
        }
    }
    result
}

/// Signs up `count` players named after `run_id`, 16 at a time.
async fn sign_up_many(base: &str, run_id: &str, count: usize) -> Result<Vec<Player>, BenchError> {
    let setup = client()?;
    let mut players = Vec::with_capacity(count);
    let mut signing = JoinSet::new();
    for chunk in (0..count).collect::<Vec<_>>().chunks(16) {
        for &i in chunk {
            let (setup, base) = (setup.clone(), base.to_string());
            let name = format!("b{run_id}_{i}");
            signing.spawn(async move { (i, sign_up(&setup, &base, name).await) });
        }
        while let Some(done) = signing.join_next().await {
            let (i, player) = done?;
            players.push((i, player?));
        }
    }
    players.sort_by_key(|(i, _)| *i);
    Ok(players.into_iter().map(|(_, player)| player).collect())
}

async fn run_on(
    database: &str,
    kind: &'static str,
    options: &BenchOptions,
) -> Result<BenchReport, BenchError> {
    let games = options.games.max(1);
    let server = ServerProcess::start(&options.program, database).await?;
    let base = server.base.clone();
    // The moves are counted in the database itself (the server made its tables).
    let pool = db::connect(database).await?;

    // The players, and those whose challenges stand open in the lobby (5 each at most).
    let run_id = db::random_hex(3);
    let players = sign_up_many(&base, &run_id, games * 2).await?;
    let standing = options
        .open_challenges
        .div_ceil(crate::lobby::OPEN_CHALLENGES_MAX as usize);
    let challengers = sign_up_many(&base, &format!("{run_id}o"), standing).await?;
    let setup = client()?;
    for i in 0..options.open_challenges {
        let by = &challengers[i / crate::lobby::OPEN_CHALLENGES_MAX as usize];
        post_challenge(&setup, &base, by).await?;
    }
    let server_rss_before_watchers_kib = server.status_kib("VmRSS");

    // The lobby watchers, all connected (their first `open` received) before the moves.
    let watching = Arc::new(Watching {
        connected: AtomicUsize::new(0),
        complete: AtomicUsize::new(0),
        expected: AtomicU64::new(u64::MAX),
        stop: AtomicBool::new(false),
    });
    let connecting = Arc::new(Semaphore::new(CONNECTING_AT_ONCE));
    let mut watchers = JoinSet::new();
    for _ in 0..options.watchers {
        watchers.spawn(watch_lobby(
            base.clone(),
            watching.clone(),
            connecting.clone(),
        ));
    }
    let connect_by = Instant::now() + Duration::from_secs(300);
    while watching.connected.load(Ordering::Relaxed) < options.watchers {
        if let Some(done) = watchers.try_join_next() {
            done??;
            return Err("a lobby watcher stopped before the moves".into());
        }
        if Instant::now() > connect_by {
            return Err("the lobby watchers did not all connect within 300 s".into());
        }
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
    let server_rss_watching_kib = server.status_kib("VmRSS");

    let shared = Arc::new(Shared {
        base,
        stop: AtomicBool::new(false),
        accepted: AtomicU64::new(0),
        refused: AtomicU64::new(0),
        finished: AtomicU64::new(0),
        lobby_changes: AtomicU64::new(0),
    });
    let before = stored_moves(&pool).await?;
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
    let after = stored_moves(&pool).await?;

    // Every change made is known now: the watchers are given a while to receive the last.
    let lobby_changes = shared.lobby_changes.load(Ordering::Relaxed);
    watching.expected.store(lobby_changes, Ordering::Relaxed);
    let delivered_by = Instant::now() + DELIVERY_WAIT;
    while watching.complete.load(Ordering::Relaxed) < options.watchers
        && Instant::now() < delivered_by
    {
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
    let server_rss_kib = server.status_kib("VmRSS");
    let server_peak_rss_kib = server.status_kib("VmHWM");
    let clients_rss_kib = proc_status_kib("VmRSS");
    watching.stop.store(true, Ordering::Relaxed);
    let mut watcher_messages = 0;
    let mut watcher_resyncs = 0;
    let mut watchers_complete = 0;
    while let Some(done) = watchers.join_next().await {
        let tally = done??;
        watcher_messages += tally.changes + tally.opens;
        watcher_resyncs += tally.opens.saturating_sub(1);
        watchers_complete += usize::from(tally.complete);
    }
    drop(server);
    if let Some(error) = first_error {
        return Err(error);
    }
    latencies.sort_unstable();
    Ok(BenchReport {
        database: kind,
        games,
        watchers: options.watchers,
        open_challenges: options.open_challenges,
        seconds,
        moves_stored: after.saturating_sub(before),
        moves_accepted: shared.accepted.load(Ordering::Relaxed),
        moves_refused: shared.refused.load(Ordering::Relaxed),
        games_finished: shared.finished.load(Ordering::Relaxed),
        p50: percentile(&latencies, 0.50),
        p99: percentile(&latencies, 0.99),
        max: latencies.last().copied().unwrap_or_default(),
        lobby_changes,
        watchers_complete,
        watcher_messages,
        watcher_resyncs,
        server_rss_before_watchers_kib,
        server_rss_watching_kib,
        server_rss_kib,
        server_peak_rss_kib,
        clients_rss_kib,
    })
}
