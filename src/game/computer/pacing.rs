//! How the computer plays: how soon its reply may be shown, and where its search runs.

use super::search::{SearchError, SearchMode};
use bevy::prelude::*;
use std::time::Duration;

/// The computer's reply is shown no sooner than this after the position it
/// answers, so the player's own move can be seen landing first.
pub const MIN_REPLY_DELAY: Duration = Duration::from_millis(450);

/// How the computer plays; tests shorten the delay.
#[derive(Resource, Clone, Copy, Debug)]
pub struct ComputerPacing {
    /// See [`MIN_REPLY_DELAY`].
    pub min_reply_delay: Duration,
    /// Where the search runs.
    pub mode: SearchMode,
}

impl Default for ComputerPacing {
    fn default() -> Self {
        ComputerPacing {
            min_reply_delay: MIN_REPLY_DELAY,
            mode: SearchMode::default(),
        }
    }
}

/// After a search that could not run off the frame, searches on the main thread from now on.
pub(super) fn fall_back(pacing: &mut ComputerPacing, error: &SearchError) {
    if let SearchError::Unavailable(_) = error
        && pacing.mode == SearchMode::Task
    {
        warn!("{error}; the computer now thinks on the page's main thread, in slices");
        pacing.mode = SearchMode::Sliced;
    }
}
