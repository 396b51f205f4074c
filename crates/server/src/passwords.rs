//! Passwords: argon2id hashes, computed off the async threads.

use crate::error::{ApiError, ApiResult};
use argon2::password_hash::{PasswordHash, PasswordHasher, PasswordVerifier, SaltString};
use argon2::{Algorithm, Argon2, Params, Version};

/// How hard a password hash is to compute: argon2id's memory in KiB and its passes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct PasswordCost {
    /// Memory in KiB.
    pub memory_kib: u32,
    /// Passes over the memory.
    pub passes: u32,
}

impl Default for PasswordCost {
    /// argon2's recommended argon2id cost (19 MiB, 2 passes).
    fn default() -> PasswordCost {
        PasswordCost {
            memory_kib: Params::DEFAULT_M_COST,
            passes: Params::DEFAULT_T_COST,
        }
    }
}

/// The argon2id hash of `password` at `cost`, with a random salt, as a PHC string.
pub async fn hash_password(password: String, cost: PasswordCost) -> ApiResult<String> {
    // Hashing takes tens of milliseconds of one core: off the async threads.
    tokio::task::spawn_blocking(move || {
        let params =
            Params::new(cost.memory_kib, cost.passes, 1, None).map_err(ApiError::internal)?;
        let hasher = Argon2::new(Algorithm::Argon2id, Version::V0x13, params);
        let mut salt = [0u8; 16];
        rand::Rng::fill_bytes(&mut rand::rng(), &mut salt);
        let salt = SaltString::encode_b64(&salt).map_err(ApiError::internal)?;
        hasher
            .hash_password(password.as_bytes(), &salt)
            .map(|hash| hash.to_string())
            .map_err(ApiError::internal)
    })
    .await
    .map_err(ApiError::internal)?
}

/// Whether `password` matches the PHC string `stored` (its own parameters are used).
pub async fn password_matches(password: String, stored: String) -> ApiResult<bool> {
    tokio::task::spawn_blocking(move || {
        let parsed = PasswordHash::new(&stored).map_err(ApiError::internal)?;
        Ok(Argon2::default()
            .verify_password(password.as_bytes(), &parsed)
            .is_ok())
    })
    .await
    .map_err(ApiError::internal)?
}
