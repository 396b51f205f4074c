//! The epaminondas-server program: reads the command line and runs the server until stopped.
#![warn(clippy::unwrap_used)]

use clap::Parser;
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
}

#[tokio::main]
async fn main() -> std::process::ExitCode {
    tracing_subscriber::fmt()
        .with_env_filter(
            tracing_subscriber::EnvFilter::try_from_default_env()
                .unwrap_or_else(|_| tracing_subscriber::EnvFilter::new("info")),
        )
        .init();
    let cli = Cli::parse();
    let config = Config {
        listen: cli.listen,
        database: cli.database,
        site: cli.site,
        password_cost: PasswordCost::default(),
        sweep_every: Some(SWEEP_EVERY),
    };
    let running = match start(config).await {
        Ok(running) => running,
        Err(error) => {
            eprintln!("epaminondas-server: {error}");
            return std::process::ExitCode::FAILURE;
        }
    };
    println!("epaminondas-server listening on http://{}", running.addr);
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
