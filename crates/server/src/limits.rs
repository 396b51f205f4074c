//! The sign-in limiter: at most so many attempts for one name within a window, counted in
//! this process's memory.

use std::collections::{HashMap, VecDeque};
use std::sync::Mutex;
use std::time::{Duration, Instant};

/// Attempts allowed for one name within [`WINDOW`].
pub const ATTEMPTS: usize = 10;
/// The window attempts are counted in.
pub const WINDOW: Duration = Duration::from_secs(60);
/// Names remembered before the ones with no recent attempt are forgotten.
const REMEMBERED: usize = 10_000;

/// Counts sign-in attempts by name.
#[derive(Debug, Default)]
pub struct SignInLimit {
    attempts: Mutex<HashMap<String, VecDeque<Instant>>>,
}

impl SignInLimit {
    /// Records an attempt for `name`; false when it is one too many.
    pub fn attempt(&self, name: &str) -> bool {
        let now = Instant::now();
        let mut attempts = match self.attempts.lock() {
            Ok(guard) => guard,
            // A panic elsewhere while counting leaves only counts behind: keep them.
            Err(poisoned) => poisoned.into_inner(),
        };
        if attempts.len() > REMEMBERED {
            attempts.retain(|_, times| times.back().is_some_and(|t| now - *t < WINDOW));
        }
        let times = attempts.entry(name.to_string()).or_default();
        while times.front().is_some_and(|t| now - *t >= WINDOW) {
            times.pop_front();
        }
        if times.len() >= ATTEMPTS {
            return false;
        }
        times.push_back(now);
        true
    }
}
