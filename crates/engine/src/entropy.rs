//! A seed from the system's entropy (through `rand`'s `SysRng`, in the
//! browser `crypto.getRandomValues`), so the computer varies its choices
//! between games. Self-play, the gauntlet and the tests pass fixed seeds.

use epaminondas_core::mix;
use rand::TryRng;
use rand::rngs::SysRng;

/// 64 random bits from the system; if the system has none to give, a mix of
/// the clock (so a seed always comes back).
pub fn entropy_seed() -> u64 {
    SysRng.try_next_u64().unwrap_or_else(|_| {
        let nanos = web_time::SystemTime::now()
            .duration_since(web_time::UNIX_EPOCH)
            .map_or(0, |d| d.as_nanos() as u64);
        mix(nanos)
    })
}
