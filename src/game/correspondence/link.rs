//! The requests to the server over HTTP: `ehttp` (ureq on a thread of its own on the desktop,
//! the browser's `fetch` in the page). Each answer is read by [`Call::read`] where it arrives
//! and left in an inbox that the frame empties ([`ServerLink::answers`]); nothing waits.

use bevy::prelude::*;
use epaminondas_play::correspondence::{Call, Method, Reply, ServerError};
use std::sync::{Arc, Mutex, PoisonError};
use std::time::Duration;

/// How long a request may take before it counts as unanswered.
const TIMEOUT: Duration = Duration::from_secs(20);

/// A call and what came of it.
#[derive(Debug)]
pub struct Answer {
    /// The call.
    pub call: Call,
    /// Its reply, or why there is none.
    pub result: Result<Reply, ServerError>,
}

/// The requests on their way and the answers not yet read.
#[derive(Resource, Default)]
pub struct ServerLink {
    inbox: Arc<Mutex<Vec<Answer>>>,
    in_flight: usize,
}

impl ServerLink {
    /// Sends `call` to the server at `address` (`http://HOST:PORT`), signed with `token` when
    /// the call needs it.
    pub fn send(&mut self, address: &str, token: Option<&str>, call: Call) {
        let request = call.request();
        let url = format!("{}{}", address.trim_end_matches('/'), request.path);
        let method = match request.method {
            Method::Get => ehttp::Method::GET,
            Method::Post => ehttp::Method::POST,
            Method::Delete => ehttp::Method::DELETE,
        };
        let mut http = ehttp::Request::new(method, url, &[("Accept", "application/json")])
            .with_timeout(Some(TIMEOUT));
        if let Some(body) = request.body {
            http = http
                .with_header("Content-Type", "application/json")
                .with_body(body.into_bytes());
        }
        if request.signed
            && let Some(token) = token
        {
            http = http.with_header("Authorization", format!("Bearer {token}"));
        }
        self.in_flight += 1;
        let inbox = Arc::clone(&self.inbox);
        ehttp::fetch(http, move |response| {
            let result = match response {
                Ok(response) => call.read(response.status, &response.bytes),
                Err(why) => Err(ServerError::unreachable(why)),
            };
            inbox
                .lock()
                .unwrap_or_else(PoisonError::into_inner)
                .push(Answer { call, result });
        });
    }

    /// The answers that came since the last call, in the order they came.
    pub fn answers(&mut self) -> Vec<Answer> {
        let answers =
            std::mem::take(&mut *self.inbox.lock().unwrap_or_else(PoisonError::into_inner));
        self.in_flight = self.in_flight.saturating_sub(answers.len());
        answers
    }

    /// Whether a request is still unanswered.
    pub fn busy(&self) -> bool {
        self.in_flight > 0
    }
}
