//! What every handler shares: the database, the password cost and the sign-in limiter.

use crate::limits;
use crate::passwords;
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
}
