//! The game's side of the correspondence server (`epaminondas-server`), without a transport:
//! what each call sends ([`Call::request`]), what its answer means ([`Call::read`]), and the
//! answers' types as the server writes them ([`api`]). The Bevy game sends the requests over
//! HTTP and hands the answers back here; the tests read the server's real answers with them.

pub mod api;
mod calls;

pub use calls::{Call, HttpRequest, Method, Reply, ServerError};
