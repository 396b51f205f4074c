//! Time keeping for a search, through `web_time` so that it also runs in the browser.

use std::time::Duration;
use web_time::Instant;

/// The clock of one search: when it started and its two deadlines.
#[derive(Clone, Copy, Debug)]
pub(crate) struct SearchTimer {
    start: Instant,
    soft: Option<Duration>,
    hard: Option<Duration>,
}

/// Share of the soft budget after which no new iteration starts: the next one
/// would most likely not finish before the budget ends.
const NEW_ITERATION_SHARE: f64 = 0.5;

impl SearchTimer {
    /// Starts the clock now.
    pub fn start(soft: Option<Duration>, hard: Option<Duration>) -> SearchTimer {
        SearchTimer {
            start: Instant::now(),
            soft,
            hard,
        }
    }

    /// Time since the search started.
    pub fn elapsed(&self) -> Duration {
        self.start.elapsed()
    }

    /// Whether the hard deadline has passed: the search must stop now.
    pub fn hard_expired(&self) -> bool {
        self.hard.is_some_and(|h| self.elapsed() >= h)
    }

    /// Whether the soft budget leaves too little time to start another iteration.
    pub fn soft_expired(&self) -> bool {
        self.soft
            .is_some_and(|s| self.elapsed().as_secs_f64() >= s.as_secs_f64() * NEW_ITERATION_SHARE)
    }
}
