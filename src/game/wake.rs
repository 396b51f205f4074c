//! What the busy parts of the game need of the frames. The window rests when nothing moves
//! ([`super::rest`]); a part that needs frames says so here in a system of its own, each
//! frame it is busy: the next frame at once (a search polled once a frame, a lesson's pause
//! that must run out), or a wake every so often (a socket or a file dialog read by polling).
//! The resting window reads these at the end of the frame and forgets them, so a part that
//! stops saying it is busy lets the window rest.

use bevy::prelude::*;
use std::time::Duration;

/// What the parts asked of the frames this frame (each part's plugin initializes it, in
/// [`SayFrameNeeds`] in `Last` a part says what it needs).
#[derive(Resource, Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct FrameNeeds {
    next: bool,
    poll: Option<Duration>,
    /// The part whose wake is the shortest.
    poller: Option<&'static str>,
}

impl FrameNeeds {
    /// The next frame is needed at once.
    pub fn next_frame(&mut self) {
        self.next = true;
    }

    /// The app must wake at least this often for the part `who` (the shortest of all the
    /// parts' asks counts).
    pub fn poll_every(&mut self, every: Duration, who: &'static str) {
        if self.poll.is_none_or(|asked| every < asked) {
            self.poll = Some(every);
            self.poller = Some(who);
        }
    }

    /// The part whose wake is the shortest, if any asked.
    pub fn poller(&self) -> Option<&'static str> {
        self.poller
    }

    /// Whether a part needs the next frame at once.
    pub fn wants_next_frame(&self) -> bool {
        self.next
    }

    /// How often the parts need the app to wake, if they asked.
    pub fn poll(&self) -> Option<Duration> {
        self.poll
    }
}

/// When the parts say what they need: after the frame's work, before the window decides
/// whether to rest (in `Last`).
#[derive(SystemSet, Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct SayFrameNeeds;

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_shortest_poll_counts_and_the_next_frame_is_kept() {
        let mut needs = FrameNeeds::default();
        assert!(!needs.wants_next_frame());
        assert_eq!(needs.poll(), None);
        needs.poll_every(Duration::from_millis(200), "a");
        needs.poll_every(Duration::from_millis(50), "b");
        needs.poll_every(Duration::from_millis(500), "c");
        needs.next_frame();
        assert_eq!(needs.poll(), Some(Duration::from_millis(50)));
        assert_eq!(needs.poller(), Some("b"));
        assert!(needs.wants_next_frame());
    }
}
