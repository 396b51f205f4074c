//! How the computer plays: how soon its reply may be shown, and where its search runs.

use super::search::{SearchError, SearchMode};
use crate::game::notify::Toast;
use bevy::prelude::*;
use epaminondas_play::i18n::Key;
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

/// After a search that could not run off the frame, searches on the main thread from now on,
/// and tells the player once that the computer is weaker so (in the browser: the engine's
/// worker could not start).
pub(super) fn fall_back(
    pacing: &mut ComputerPacing,
    error: &SearchError,
    toasts: &mut MessageWriter<Toast>,
) {
    if let SearchError::Unavailable(_) = error
        && pacing.mode == SearchMode::Task
    {
        warn!("{error}; the computer now thinks on the page's main thread, in slices");
        pacing.mode = SearchMode::Sliced;
        toasts.write(Toast(Key::EngineWorkerUnavailable));
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Falls back twice after `error` from `mode`: the mode after, and the toasts written.
    fn fall_back_twice(mode: SearchMode, error: SearchError) -> (SearchMode, Vec<Toast>) {
        let mut app = App::new();
        app.add_message::<Toast>().insert_resource(ComputerPacing {
            mode,
            ..ComputerPacing::default()
        });
        app.add_systems(
            Update,
            move |mut pacing: ResMut<ComputerPacing>, mut toasts: MessageWriter<Toast>| {
                fall_back(&mut pacing, &error, &mut toasts);
                fall_back(&mut pacing, &error, &mut toasts);
            },
        );
        app.update();
        let mode = app.world().resource::<ComputerPacing>().mode;
        let toasts = app
            .world_mut()
            .resource_mut::<Messages<Toast>>()
            .drain()
            .collect();
        (mode, toasts)
    }

    #[test]
    fn a_worker_that_cannot_run_turns_to_slices_and_says_so_once() {
        let unavailable = SearchError::Unavailable("no Web Workers".to_owned());
        assert_eq!(
            fall_back_twice(SearchMode::Task, unavailable),
            (
                SearchMode::Sliced,
                vec![Toast(Key::EngineWorkerUnavailable)]
            )
        );
    }

    #[test]
    fn a_superseded_search_changes_nothing() {
        assert_eq!(
            fall_back_twice(SearchMode::Task, SearchError::Superseded),
            (SearchMode::Task, vec![])
        );
    }
}
