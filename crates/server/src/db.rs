//! The database: one pool for SQLite or PostgreSQL through sqlx's Any driver, the migrations,
//! and the few helpers every table uses (ids, the time).

use rand::Rng;
use sqlx::any::{AnyPoolOptions, install_default_drivers};
use sqlx::{AnyPool, migrate::Migrator};
use std::time::{SystemTime, UNIX_EPOCH};

/// The migrations of `crates/server/migrations`, compiled into the program.
pub static MIGRATOR: Migrator = sqlx::migrate!("./migrations");

/// SQLite's journal: a write-ahead log.
pub const SQLITE_JOURNAL: &str = "PRAGMA journal_mode = WAL";

/// SQLite's syncing: with a write-ahead log, NORMAL syncs the log at checkpoints rather than at
/// every commit. A commit survives the server's crash; the last ones before a power cut or a
/// crash of the machine itself may be lost (never the database's consistency).
pub const SQLITE_SYNCHRONOUS: &str = "PRAGMA synchronous = NORMAL";

/// Opens the database at `url` (`sqlite://FILE?mode=rwc` or `postgres://…`) and brings its
/// tables up to date.
pub async fn connect(url: &str) -> Result<AnyPool, sqlx::Error> {
    install_default_drivers();
    // SQLite takes one writer at a time; one connection makes every transaction wait its turn
    // instead of failing as busy. PostgreSQL serves several at once.
    let sqlite = is_sqlite(url);
    let connections = if sqlite { 1 } else { 8 };
    let pool = AnyPoolOptions::new()
        .max_connections(connections)
        .after_connect(move |connection, _| {
            Box::pin(async move {
                if sqlite {
                    // A write-ahead log: a commit appends to one file instead of writing a
                    // rollback journal beside the database and deleting it again.
                    sqlx::query(SQLITE_JOURNAL)
                        .execute(&mut *connection)
                        .await?;
                    sqlx::query(SQLITE_SYNCHRONOUS)
                        .execute(&mut *connection)
                        .await?;
                }
                Ok(())
            })
        })
        .connect(url)
        .await?;
    MIGRATOR.run(&pool).await?;
    Ok(pool)
}

/// Whether `url` names an SQLite database.
pub fn is_sqlite(url: &str) -> bool {
    url.starts_with("sqlite:")
}

/// Milliseconds in a day.
pub const DAY_MS: i64 = 86_400_000;

/// Milliseconds since 1970-01-01 UTC.
pub fn now_ms() -> i64 {
    SystemTime::now()
        .duration_since(UNIX_EPOCH)
        .map(|d| i64::try_from(d.as_millis()).unwrap_or(i64::MAX))
        .unwrap_or(0)
}

/// `bytes` random bytes from the operating system's generator (through the thread's
/// cryptographic generator), in lower-case hex.
pub fn random_hex(bytes: usize) -> String {
    let mut buffer = vec![0u8; bytes];
    rand::rng().fill_bytes(&mut buffer);
    hex(&buffer)
}

/// A new id for a row: 16 random bytes in hex.
pub fn new_id() -> String {
    random_hex(16)
}

/// Lower-case hex of `bytes`.
pub fn hex(bytes: &[u8]) -> String {
    use std::fmt::Write;
    let mut text = String::with_capacity(bytes.len() * 2);
    for byte in bytes {
        // Writing to a String cannot fail.
        let _ = write!(text, "{byte:02x}");
    }
    text
}
