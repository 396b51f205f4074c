//! The database: one pool for SQLite or PostgreSQL through sqlx's Any driver, the migrations,
//! and the few helpers every table uses (ids, the time).

use rand::Rng;
use sqlx::any::{AnyPoolOptions, install_default_drivers};
use sqlx::{AnyPool, migrate::Migrator};
use std::time::{SystemTime, UNIX_EPOCH};

/// The migrations of `crates/server/migrations`, compiled into the program.
pub static MIGRATOR: Migrator = sqlx::migrate!("./migrations");

/// Opens the database at `url` (`sqlite://FILE?mode=rwc` or `postgres://…`) and brings its
/// tables up to date.
pub async fn connect(url: &str) -> Result<AnyPool, sqlx::Error> {
    install_default_drivers();
    // SQLite takes one writer at a time; one connection makes every transaction wait its turn
    // instead of failing as busy. PostgreSQL serves several at once.
    let connections = if is_sqlite(url) { 1 } else { 8 };
    let pool = AnyPoolOptions::new()
        .max_connections(connections)
        .connect(url)
        .await?;
    MIGRATOR.run(&pool).await?;
    Ok(pool)
}

/// Whether `url` names an SQLite database.
pub fn is_sqlite(url: &str) -> bool {
    url.starts_with("sqlite:")
}

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
