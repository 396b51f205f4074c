//! The epaminondas-server program: reads the command line and runs the server until stopped.
#![warn(clippy::unwrap_used)]

use clap::{Parser, Subcommand};
use epaminondas_server::bench::{self, BenchOptions};
use epaminondas_server::{Config, clock::SWEEP_EVERY, passwords::PasswordCost, start};
use std::net::SocketAddr;
use std::path::PathBuf;

/// The Epaminondas correspondence server.
#[derive(Debug, Parser)]
#[command(version, about)]
struct Cli {
    /// The address and port to listen on.
    #[arg(long, default_value = "127.0.0.1:8080")]
    listen: SocketAddr,
    /// The database: sqlite://FILE?mode=rwc or postgres://USER:PASSWORD@HOST/NAME.
    #[arg(long, default_value = "sqlite://epaminondas.db?mode=rwc")]
    database: String,
    /// A folder of static files (the game's web build) served outside /api, with their
    /// precompressed .br and .gz versions when the browser takes them.
    #[arg(long)]
    site: Option<PathBuf>,
    /// The contact the Web Push services may write to about this server (the VAPID token's
    /// `sub`): a mailto: or https: address.
    #[arg(long, default_value = epaminondas_server::push::DEFAULT_CONTACT)]
    push_contact: String,
    /// Also take push subscriptions whose endpoint is http://127.0.0.1:PORT/… (a test's own push
    /// service), besides https:// ones; never on a public server.
    #[arg(long)]
    push_allow_loopback_http: bool,
    /// Cheap password hashes (64 KiB, one pass) for the load test's server, which `bench`
    /// starts with it; never for real accounts.
    #[arg(long = "bench-cheap-passwords", hide = true)]
    bench_cheap_passwords: bool,
    /// Something else than serving.
    #[command(subcommand)]
    command: Option<Command>,
}

/// What the program does besides serving.
#[derive(Debug, Subcommand)]
enum Command {
    /// A load test: starts this program as a server in a process of its own on 127.0.0.1 (any
    /// free port), plays random legal moves in many games at once over HTTP, keeps lobby
    /// watchers connected, and prints stored moves per second, the move request's p50 and p99
    /// latency, the server's resident memory (apart from the clients') and whether every lobby
    /// change reached every watcher.
    Bench {
        /// The database; by default a fresh SQLite file in the temporary folder, removed after.
        #[arg(long)]
        database: Option<String>,
        /// Games played at once (one HTTP client each).
        #[arg(long, default_value_t = 64)]
        games: usize,
        /// Lobby watchers: WebSockets open on /api/lobby/ws during the run.
        #[arg(long, default_value_t = 0)]
        watchers: usize,
        /// Challenges left open in the lobby meanwhile (each watcher's first message lists
        /// them; at most 200 are listed).
        #[arg(long, default_value_t = 0)]
        open_challenges: usize,
        /// Seconds to send moves for.
        #[arg(long, default_value_t = 20)]
        seconds: u64,
    },
}

async fn run_bench(options: BenchOptions) -> std::process::ExitCode {
    match bench::run(options).await {
        Ok(report) => {
            println!("{report}");
            std::process::ExitCode::SUCCESS
        }
        Err(error) => {
            eprintln!("epaminondas-server bench: {error}");
            std::process::ExitCode::FAILURE
        }
    }
}

#[tokio::main]
async fn main() -> std::process::ExitCode {
    let cli = Cli::parse();
    // The load test would print a line per game started: warnings only, unless RUST_LOG.
    let level = if cli.command.is_some() {
        "warn"
    } else {
        "info"
    };
    tracing_subscriber::fmt()
        .with_env_filter(
            tracing_subscriber::EnvFilter::try_from_default_env()
                .unwrap_or_else(|_| tracing_subscriber::EnvFilter::new(level)),
        )
        .init();
    if let Some(Command::Bench {
        database,
        games,
        watchers,
        open_challenges,
        seconds,
    }) = cli.command
    {
        let program = match std::env::current_exe() {
            Ok(program) => program,
            Err(error) => {
                eprintln!("epaminondas-server bench: where is this program? {error}");
                return std::process::ExitCode::FAILURE;
            }
        };
        return run_bench(BenchOptions {
            program,
            database,
            games,
            watchers,
            open_challenges,
            duration: std::time::Duration::from_secs(seconds),
        })
        .await;
    }
    let config = Config {
        listen: cli.listen,
        database: cli.database,
        site: cli.site,
        password_cost: if cli.bench_cheap_passwords {
            bench::CHEAP_PASSWORDS
        } else {
            PasswordCost::default()
        },
        sweep_every: Some(SWEEP_EVERY),
        push: epaminondas_server::push::PushConfig {
            contact: cli.push_contact,
            loopback_http: cli.push_allow_loopback_http,
        },
    };
    let running = match start(config).await {
        Ok(running) => running,
        Err(error) => {
            eprintln!("epaminondas-server: {error}");
            return std::process::ExitCode::FAILURE;
        }
    };
    println!("epaminondas-server listening on http://{}", running.addr);
    println!(
        "live games' relay at ws://{}{}",
        running.addr,
        epaminondas_server::server::RELAY_PATH
    );
    tokio::select! {
        served = running.serving => match served {
            Ok(Ok(())) => std::process::ExitCode::SUCCESS,
            Ok(Err(error)) => {
                eprintln!("epaminondas-server: {error}");
                std::process::ExitCode::FAILURE
            }
            Err(error) => {
                eprintln!("epaminondas-server: {error}");
                std::process::ExitCode::FAILURE
            }
        },
        _ = tokio::signal::ctrl_c() => {
            println!("epaminondas-server stopped");
            std::process::ExitCode::SUCCESS
        }
    }
}
