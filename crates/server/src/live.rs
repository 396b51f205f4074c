//! The lobby's live feed: every change to the open challenges, as the JSON text sent to the
//! watchers of `/api/lobby/ws`, through a broadcast channel inside one server. With
//! PostgreSQL, the changes travel through the database instead (NOTIFY on [`PG_CHANNEL`], one
//! LISTEN per server), so that the watchers of every server sharing it see each change.

use sqlx::postgres::PgListener;
use std::sync::Arc;
use std::time::Duration;
use tokio::sync::broadcast;

/// The PostgreSQL channel the lobby's changes are sent on.
pub const PG_CHANNEL: &str = "epaminondas_lobby";

/// Changes kept for a slow watcher before it falls behind and is sent the whole lobby again.
pub const FEED_CAPACITY: usize = 1024;

/// One item of the feed.
#[derive(Clone, Debug)]
pub enum FeedItem {
    /// A change, as the JSON message sent to watchers.
    Change(Arc<str>),
    /// Changes may have been missed (the database listener reconnected): watchers are sent
    /// the whole lobby again.
    Resync,
}

/// The lobby's feed in one server.
#[derive(Clone, Debug)]
pub struct LobbyFeed {
    sender: broadcast::Sender<FeedItem>,
    through_database: bool,
}

impl LobbyFeed {
    /// A feed inside this server alone (SQLite, or the tests).
    pub fn local() -> LobbyFeed {
        let (sender, _) = broadcast::channel(FEED_CAPACITY);
        LobbyFeed {
            sender,
            through_database: false,
        }
    }

    /// A feed fed by PostgreSQL's notifications on [`PG_CHANNEL`]: listens on the database
    /// at `url` before it returns, then forwards each notification to this server's watchers.
    pub async fn postgres(url: &str) -> Result<LobbyFeed, sqlx::Error> {
        let mut listener = PgListener::connect(url).await?;
        listener.listen(PG_CHANNEL).await?;
        let (sender, _) = broadcast::channel(FEED_CAPACITY);
        let forward = sender.clone();
        tokio::spawn(async move {
            loop {
                match listener.recv().await {
                    Ok(notification) => {
                        // No watcher connected is not an error.
                        let _ = forward.send(FeedItem::Change(notification.payload().into()));
                    }
                    Err(error) => {
                        tracing::warn!(%error, "lobby listener lost the database; reconnecting");
                        let _ = forward.send(FeedItem::Resync);
                        tokio::time::sleep(Duration::from_secs(1)).await;
                    }
                }
            }
        });
        Ok(LobbyFeed {
            sender,
            through_database: true,
        })
    }

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
