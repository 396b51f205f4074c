//! Starting a server: the database, the listener, the routes and the deadline sweep.

use crate::state::AppState;
use crate::{api, clock, db, limits, live, passwords, push};
use std::net::SocketAddr;
use std::path::PathBuf;
use std::sync::Arc;
use std::time::Duration;

/// Where the relay of live games is: `ws://HOST:PORT/relay`, a room at `/relay/ROOM`.
pub const RELAY_PATH: &str = "/relay";

/// How to run a server.
#[derive(Clone, Debug)]
pub struct Config {
    /// The address to listen on (port 0: any free port).
    pub listen: SocketAddr,
    /// The database URL: `sqlite://FILE?mode=rwc` or `postgres://…`.
    pub database: String,
    /// A folder served for every path outside `/api`.
    pub site: Option<PathBuf>,
    /// How hard new password hashes are.
    pub password_cost: passwords::PasswordCost,
    /// How often games past their deadline are looked for; `None`: never by itself (only
    /// [`clock::sweep`] called by hand).
    pub sweep_every: Option<Duration>,
    /// How Web Push requests are made.
    pub push: push::PushConfig,
}

/// A running server.
#[derive(Debug)]
pub struct Running {
    /// Where it listens.
    pub addr: SocketAddr,
    /// Its shared state (the tests use its database).
    pub state: AppState,
    /// The task serving requests; it ends only on an error.
    pub serving: tokio::task::JoinHandle<std::io::Result<()>>,
}

/// Opens the database (running its migrations), reads the VAPID key there (made and stored
/// at the first start) and, on PostgreSQL, listens for the lobby's changes and the players'
/// notices there; binds the address and starts serving the API, the
/// site and the relay of live games, with the deadline sweep in the background.
pub async fn start(config: Config) -> Result<Running, Box<dyn std::error::Error + Send + Sync>> {
    let pool = db::connect(&config.database).await?;
    let (lobby_feed, player_feeds) = if db::is_sqlite(&config.database) {
        live::local_feeds()
    } else {
        live::postgres_feeds(&config.database).await?
    };
    let push = push::Push::load(&pool, config.push.clone()).await?;
    let state = AppState {
        pool: pool.clone(),
        password_cost: config.password_cost,
        sign_in_limit: Arc::new(limits::SignInLimit::default()),
        lobby_feed,
        player_feeds,
        push,
    };
    let app = api::router(state.clone(), config.site.as_deref());
    // The relay of live games (matchbox's signalling) shares the address and the port: its
    // router, a WebSocket per room, is nested at /relay, and matchbox serves the whole.
    let mut server = matchbox_signaling::SignalingServer::full_mesh_builder(config.listen)
        .build_with(|relay| app.nest(RELAY_PATH, relay));
    let addr = server.bind()?;
    if let Some(every) = config.sweep_every {
        clock::spawn_sweeper(state.clone(), every);
    }
    let serving = tokio::spawn(async move { server.serve().await.map_err(std::io::Error::other) });
    Ok(Running {
        addr,
        state,
        serving,
    })
}
