//! What every handler shares: the database, the password cost, the sign-in limiter and the
//! live feeds (the lobby's and the players').

use crate::limits;
use crate::live;
use crate::passwords;
use crate::push;
use sqlx::AnyPool;
use std::sync::Arc;

/// What every handler shares.
#[derive(Clone, Debug)]
pub struct AppState {
    /// The database.
    pub pool: AnyPool,
    /// How hard new password hashes are.
    pub password_cost: passwords::PasswordCost,
    /// Sign-in attempts by name.
    pub sign_in_limit: Arc<limits::SignInLimit>,
    /// The lobby's changes, for the watchers of `/api/lobby/ws`.
    pub lobby_feed: live::LobbyFeed,
    /// The players' notices, for their sockets on `/api/my/ws`.
    pub player_feeds: live::PlayerFeeds,
    /// Web Push to the players' browsers: the VAPID key and the HTTPS client.
    pub push: push::Push,
}
