//! The live feeds: the lobby's changes, as the JSON text sent to the watchers of
//! `/api/lobby/ws`, and each player's notices, sent to that player's `/api/my/ws`. Inside one
//! server they go through broadcast channels. With PostgreSQL they travel through the database
//! instead (NOTIFY on [`PG_CHANNEL`] and [`PG_PLAYER_CHANNEL`], one LISTEN per server), so that
//! the watchers of every server sharing it see each change.

use sqlx::postgres::PgListener;
use std::collections::HashMap;
use std::sync::{Arc, Mutex, MutexGuard};
use std::time::Duration;
use tokio::sync::broadcast;
use tokio_tungstenite::tungstenite::Utf8Bytes;

/// The PostgreSQL channel the lobby's changes are sent on.
pub const PG_CHANNEL: &str = "epaminondas_lobby";

/// The PostgreSQL channel the players' notices are sent on, each payload the account's id, a
/// space and the message.
pub const PG_PLAYER_CHANNEL: &str = "epaminondas_players";

/// Changes kept for a slow watcher before it falls behind and is sent the whole lobby again.
pub const FEED_CAPACITY: usize = 1024;

/// Notices kept for one player's slow socket before it falls behind and is sent a fresh
/// `welcome`.
pub const PLAYER_FEED_CAPACITY: usize = 64;

/// One item of a feed.
#[derive(Clone, Debug)]
pub enum FeedItem {
    /// A change, as the JSON message sent to watchers (one copy shared by them all).
    Change(Utf8Bytes),
    /// Changes may have been missed (the database listener reconnected): watchers are sent
    /// the whole state again.
    Resync,
}

/// The lobby's feed in one server.
#[derive(Clone, Debug)]
pub struct LobbyFeed {
    sender: broadcast::Sender<FeedItem>,
    through_database: bool,
}

/// The players' notices in one server: a channel for each player with a socket open here.
#[derive(Clone, Debug)]
pub struct PlayerFeeds {
    channels: Arc<Mutex<HashMap<String, broadcast::Sender<FeedItem>>>>,
    through_database: bool,
}

/// One socket's subscription to a player's notices; the player's channel goes when its last
/// subscription does.
#[derive(Debug)]
pub struct PlayerSubscription {
    /// The notices.
    pub receiver: broadcast::Receiver<FeedItem>,
    account: String,
    feeds: PlayerFeeds,
}

/// The feeds of a server inside itself alone (SQLite, or the tests).
pub fn local_feeds() -> (LobbyFeed, PlayerFeeds) {
    let (sender, _) = broadcast::channel(FEED_CAPACITY);
    (
        LobbyFeed {
            sender,
            through_database: false,
        },
        PlayerFeeds::new(false),
    )
}

/// The feeds fed by PostgreSQL's notifications on [`PG_CHANNEL`] and [`PG_PLAYER_CHANNEL`]:
/// listens on the database at `url` before it returns, then forwards each notification to this
/// server's watchers.
pub async fn postgres_feeds(url: &str) -> Result<(LobbyFeed, PlayerFeeds), sqlx::Error> {
    let mut listener = PgListener::connect(url).await?;
    listener.listen_all([PG_CHANNEL, PG_PLAYER_CHANNEL]).await?;
    let (sender, _) = broadcast::channel(FEED_CAPACITY);
    let lobby = LobbyFeed {
        sender,
        through_database: true,
    };
    let players = PlayerFeeds::new(true);
    let (forward_lobby, forward_players) = (lobby.clone(), players.clone());
    tokio::spawn(async move {
        loop {
            match listener.recv().await {
                Ok(notification) if notification.channel() == PG_PLAYER_CHANNEL => {
                    if let Some((account, message)) = notification.payload().split_once(' ') {
                        forward_players.send_here(account, message);
                    }
                }
                Ok(notification) => {
                    // No watcher connected is not an error.
                    let _ = forward_lobby
                        .sender
                        .send(FeedItem::Change(notification.payload().into()));
                }
                Err(error) => {
                    tracing::warn!(%error, "the live listener lost the database; reconnecting");
                    let _ = forward_lobby.sender.send(FeedItem::Resync);
                    forward_players.resync_all();
                    tokio::time::sleep(Duration::from_secs(1)).await;
                }
            }
        }
    });
    Ok((lobby, players))
}

impl LobbyFeed {
    /// Whether changes are sent through the database (NOTIFY) rather than here.
    pub fn through_database(&self) -> bool {
        self.through_database
    }

    /// Sends a change to this server's watchers (the local feed).
    pub fn send_here(&self, message: String) {
        // No watcher connected is not an error.
        let _ = self.sender.send(FeedItem::Change(message.into()));
    }

    /// A new watcher's receiver.
    pub fn subscribe(&self) -> broadcast::Receiver<FeedItem> {
        self.sender.subscribe()
    }
}

impl PlayerFeeds {
    fn new(through_database: bool) -> PlayerFeeds {
        PlayerFeeds {
            channels: Arc::new(Mutex::new(HashMap::new())),
            through_database,
        }
    }

    fn channels(&self) -> MutexGuard<'_, HashMap<String, broadcast::Sender<FeedItem>>> {
        match self.channels.lock() {
            Ok(guard) => guard,
            // A panic elsewhere leaves only senders behind: keep them.
            Err(poisoned) => poisoned.into_inner(),
        }
    }

    /// Whether notices are sent through the database (NOTIFY) rather than here.
    pub fn through_database(&self) -> bool {
        self.through_database
    }

    /// Sends `message` to the sockets of account `account` open on this server, if any.
    pub fn send_here(&self, account: &str, message: &str) {
        let mut channels = self.channels();
        if let Some(sender) = channels.get(account)
            && sender.send(FeedItem::Change(message.into())).is_err()
        {
            // No receiver left: the channel goes.
            channels.remove(account);
        }
    }

    /// Tells every socket open here that notices may have been missed.
    pub fn resync_all(&self) {
        for sender in self.channels().values() {
            let _ = sender.send(FeedItem::Resync);
        }
    }

    /// A new socket's subscription to the notices of `account`.
    pub fn subscribe(&self, account: &str) -> PlayerSubscription {
        let receiver = self
            .channels()
            .entry(account.to_string())
            .or_insert_with(|| broadcast::channel(PLAYER_FEED_CAPACITY).0)
            .subscribe();
        PlayerSubscription {
            receiver,
            account: account.to_string(),
            feeds: self.clone(),
        }
    }

    /// The players with a channel on this server (sockets open).
    pub fn players_connected(&self) -> usize {
        self.channels().len()
    }
}

impl Drop for PlayerSubscription {
    fn drop(&mut self) {
        let mut channels = self.feeds.channels();
        // This subscription's receiver still counts until after this function.
        if channels
            .get(&self.account)
            .is_some_and(|sender| sender.receiver_count() <= 1)
        {
            channels.remove(&self.account);
        }
    }
}
