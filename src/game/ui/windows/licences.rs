//! The licence list the About tab shows under its opening lines. The desktop's is compiled in
//! ([`crate::about::licences`]); the page fetches its site's `LICENCES.txt` the first time the
//! tab is shown, so that the list (half a megabyte of text) is not in the module every player
//! waits for. The service worker keeps the file with the site's others for offline play.

use bevy::prelude::*;

#[cfg(not(target_arch = "wasm32"))]
use crate::about;

/// What the About tab shows under its opening lines.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
#[cfg_attr(
    not(target_arch = "wasm32"),
    allow(dead_code, reason = "only the page fetches the list")
)]
pub(crate) enum LicenceText<'a> {
    /// The list, or the lines that say how a build made without it gets it.
    List(&'a str),
    /// The page is fetching the list.
    Loading,
    /// The page's site has no list (a build made without it).
    NotInThisBuild,
    /// The page could not fetch the list: why.
    Failed(&'a str),
}

/// The licence list as far as the game has it.
#[derive(Resource, Default)]
pub(crate) struct Licences {
    #[cfg(target_arch = "wasm32")]
    fetch: page::Fetch,
}

impl Licences {
    /// What the About tab shows now.
    pub(crate) fn text(&self) -> LicenceText<'_> {
        #[cfg(not(target_arch = "wasm32"))]
        {
            LicenceText::List(about::licences())
        }
        #[cfg(target_arch = "wasm32")]
        {
            self.fetch.text()
        }
    }
}

/// Registers the list; in the page, its fetch when the About tab is first shown.
pub(crate) fn plugin(app: &mut App) {
    app.init_resource::<Licences>();
    #[cfg(target_arch = "wasm32")]
    app.add_systems(
        Last,
        page::fetch_when_shown.in_set(crate::game::wake::SayFrameNeeds),
    );
}

/// The list's file, beside the page (`wasm/build.sh` puts it there).
#[cfg(any(test, target_arch = "wasm32"))]
const FILE: &str = "LICENCES.txt";

/// The page's fetch of the list, as far as it has come.
#[cfg(any(test, target_arch = "wasm32"))]
#[derive(Debug, Default, PartialEq, Eq)]
enum State {
    #[default]
    NotAsked,
    Fetching,
    Here(String),
    NotInThisBuild,
    Failed(String),
}

#[cfg(any(test, target_arch = "wasm32"))]
impl State {
    /// What an answer of HTTP status `status` with the text `body` gives: the list only if it
    /// is one (a host may answer a missing file with a page of its own).
    fn answered(status: u16, status_text: &str, body: Option<&str>) -> State {
        match (status, body) {
            (404, _) => State::NotInThisBuild,
            (200..=299, Some(text)) if text.starts_with(crate::about::LIST_TITLE) => {
                State::Here(text.to_owned())
            }
            (200..=299, _) => State::Failed(format!("{FILE} is not the list of licences")),
            _ => State::Failed(format!("{status} {status_text}")),
        }
    }

    /// What the About tab shows for it.
    fn text(&self) -> LicenceText<'_> {
        match self {
            State::NotAsked | State::Fetching => LicenceText::Loading,
            State::Here(list) => LicenceText::List(list),
            State::NotInThisBuild => LicenceText::NotInThisBuild,
            State::Failed(why) => LicenceText::Failed(why),
        }
    }
}

#[cfg(target_arch = "wasm32")]
mod page {
    use super::{FILE, LicenceText, Licences, State};
    use crate::game::ui::state::UiState;
    use crate::game::values::HelpTab;
    use crate::game::wake::FrameNeeds;
    use bevy::prelude::*;
    use std::sync::{Arc, Mutex, PoisonError};
    use std::time::Duration;

    /// How often the app wakes to read the answer.
    const ANSWER_POLL: Duration = Duration::from_millis(100);

    /// The fetch of the list and its answer.
    #[derive(Default)]
    pub(super) struct Fetch {
        state: State,
        inbox: Arc<Mutex<Option<State>>>,
    }

    impl Fetch {
        pub(super) fn text(&self) -> LicenceText<'_> {
            self.state.text()
        }
    }

    /// What an answer to the fetch gives.
    fn read(response: Result<ehttp::Response, String>) -> State {
        match response {
            Ok(response) => {
                State::answered(response.status, &response.status_text, response.text())
            }
            Err(why) => State::Failed(why),
        }
    }

    /// Starts the fetch when the About tab is shown without the list (the first time, or again
    /// after a failure), and takes its answer.
    pub(super) fn fetch_when_shown(
        ui_state: Res<UiState>,
        mut licences: ResMut<Licences>,
        mut needs: ResMut<FrameNeeds>,
    ) {
        let fetch = &mut licences.fetch;
        match fetch.state {
            State::NotAsked if ui_state.help() == Some(HelpTab::About) => {
                fetch.state = State::Fetching;
                let inbox = Arc::clone(&fetch.inbox);
                ehttp::fetch(ehttp::Request::get(FILE), move |response| {
                    *inbox.lock().unwrap_or_else(PoisonError::into_inner) = Some(read(response));
                });
                needs.poll_every(ANSWER_POLL, "the licence list");
            }
            // A failed fetch (offline before the service worker kept the site, say) is tried
            // again the next time the tab is shown.
            State::Failed(_) if ui_state.help() != Some(HelpTab::About) => {
                fetch.state = State::NotAsked;
            }
            State::Fetching => {
                let answer = fetch
                    .inbox
                    .lock()
                    .unwrap_or_else(PoisonError::into_inner)
                    .take();
                match answer {
                    Some(state) => {
                        fetch.state = state;
                        // The tab shows it in the next frame.
                        needs.next_frame();
                    }
                    None => needs.poll_every(ANSWER_POLL, "the licence list"),
                }
            }
            _ => {}
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn only_the_list_itself_is_shown_as_the_list() {
        let list = format!("{}\n\nEpaminondas 0.1.0 …", crate::about::LIST_TITLE);
        assert_eq!(
            State::answered(200, "OK", Some(&list)).text(),
            LicenceText::List(&list)
        );
        assert_eq!(
            State::answered(404, "Not Found", Some("<html>")).text(),
            LicenceText::NotInThisBuild
        );
        assert_eq!(
            State::answered(200, "OK", Some("<!doctype html><title>Epaminondas</title>")).text(),
            LicenceText::Failed("LICENCES.txt is not the list of licences")
        );
        assert_eq!(
            State::answered(200, "OK", None).text(),
            LicenceText::Failed("LICENCES.txt is not the list of licences")
        );
        assert_eq!(
            State::answered(503, "Service Unavailable", None).text(),
            LicenceText::Failed("503 Service Unavailable")
        );
        assert_eq!(State::default().text(), LicenceText::Loading);
        assert_eq!(State::Fetching.text(), LicenceText::Loading);
    }
}
