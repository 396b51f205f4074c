//! Each call of the server's API: the request it makes and how its answer is read.

use super::api::{
    Account, Challenge, Credentials, ErrorBody, MoveRequest, MyChallenges, MyGame, NewChallenge,
    RankedPlayer, ServerGame, Session,
};
use serde::de::DeserializeOwned;

/// A call the game makes.
#[derive(Clone, Debug, PartialEq)]
pub enum Call {
    /// A new account, signed in.
    SignUp(Credentials),
    /// Signs in.
    SignIn(Credentials),
    /// A guest account, signed in.
    Guest,
    /// Makes the signed-in guest a full account.
    Claim(Credentials),
    /// Signs this session out.
    SignOut,
    /// The lobby's open challenges.
    Lobby,
    /// The challenges made for the player and the player's own.
    MyChallenges,
    /// Offers a game.
    Post(NewChallenge),
    /// Takes a challenge.
    Accept(String),
    /// Withdraws one's challenge, or declines one made for one.
    Withdraw(String),
    /// The player's games.
    MyGames,
    /// One game.
    Game(String),
    /// Plays a move in a game.
    Move {
        /// The game.
        game: String,
        /// The move and the ply it answers.
        request: MoveRequest,
    },
    /// Resigns a game.
    Resign(String),
    /// The rating list.
    Ratings,
}

/// An HTTP method the API uses.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Method {
    /// Reads.
    Get,
    /// Makes or does.
    Post,
    /// Removes.
    Delete,
}

/// A request to send: the method, the path under the server's address, the JSON body, and
/// whether it carries the session's token.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct HttpRequest {
    /// The method.
    pub method: Method,
    /// The path, `/api/…`.
    pub path: String,
    /// The JSON body, if any.
    pub body: Option<String>,
    /// Whether it needs `Authorization: Bearer TOKEN`.
    pub signed: bool,
}

/// What an answered call brought.
#[derive(Clone, Debug, PartialEq)]
pub enum Reply {
    /// Signed in (sign up, sign in, guest).
    Session(Session),
    /// The guest account is a full one now.
    Claimed(Account),
    /// Signed out.
    SignedOut,
    /// The lobby.
    Lobby(Vec<Challenge>),
    /// The player's challenges.
    MyChallenges(MyChallenges),
    /// A challenge was posted.
    Posted(Challenge),
    /// A challenge was withdrawn or declined.
    Withdrawn,
    /// A game: taken from a challenge, read, moved in or resigned.
    Game(ServerGame),
    /// The player's games.
    MyGames(Vec<MyGame>),
    /// The rating list.
    Ratings(Vec<RankedPlayer>),
}

/// Why a call failed: the server's refusal (its status and message), or no answer at all
/// (status 0: the server could not be reached, or the answer could not be read).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ServerError {
    /// The HTTP status, 0 when there was none.
    pub status: u16,
    /// What was wrong, in the server's words or the transport's.
    pub message: String,
}

impl ServerError {
    /// No answer: the server could not be reached.
    pub fn unreachable(why: impl Into<String>) -> ServerError {
        ServerError {
            status: 0,
            message: why.into(),
        }
    }

    /// Whether the session is no longer valid (signed out elsewhere, expired).
    pub fn signed_out(&self) -> bool {
        self.status == 401
    }
}

/// `value` as JSON text (the API's bodies cannot fail to serialise: strings and numbers).
fn json(value: &impl serde::Serialize) -> Option<String> {
    serde_json::to_string(value).ok()
}

/// `text` made safe as one segment of a path (ids are letters and digits; anything else is
/// escaped so that it cannot name another path).
fn segment(text: &str) -> String {
    text.bytes()
        .map(|byte| {
            if byte.is_ascii_alphanumeric() || byte == b'-' || byte == b'_' {
                char::from(byte).to_string()
            } else {
                format!("%{byte:02X}")
            }
        })
        .collect()
}

impl Call {
    /// The request this call sends.
    pub fn request(&self) -> HttpRequest {
        let (method, path, body, signed) = match self {
            Call::SignUp(credentials) => (
                Method::Post,
                "/api/accounts".into(),
                json(credentials),
                false,
            ),
            Call::SignIn(credentials) => (
                Method::Post,
                "/api/sessions".into(),
                json(credentials),
                false,
            ),
            Call::Guest => (Method::Post, "/api/guests".into(), None, false),
            Call::Claim(credentials) => (
                Method::Post,
                "/api/accounts/claim".into(),
                json(credentials),
                true,
            ),
            Call::SignOut => (Method::Delete, "/api/sessions".into(), None, true),
            Call::Lobby => (Method::Get, "/api/challenges".into(), None, false),
            Call::MyChallenges => (Method::Get, "/api/my/challenges".into(), None, true),
            Call::Post(challenge) => (
                Method::Post,
                "/api/challenges".into(),
                json(challenge),
                true,
            ),
            Call::Accept(id) => (
                Method::Post,
                format!("/api/challenges/{}/accept", segment(id)),
                None,
                true,
            ),
            Call::Withdraw(id) => (
                Method::Delete,
                format!("/api/challenges/{}", segment(id)),
                None,
                true,
            ),
            Call::MyGames => (Method::Get, "/api/my/games".into(), None, true),
            Call::Game(id) => (
                Method::Get,
                format!("/api/games/{}", segment(id)),
                None,
                false,
            ),
            Call::Move { game, request } => (
                Method::Post,
                format!("/api/games/{}/moves", segment(game)),
                json(request),
                true,
            ),
            Call::Resign(id) => (
                Method::Post,
                format!("/api/games/{}/resign", segment(id)),
                None,
                true,
            ),
            Call::Ratings => (Method::Get, "/api/ratings".into(), None, false),
        };
        HttpRequest {
            method,
            path,
            body,
            signed,
        }
    }

    /// Reads the answer to this call: `status` and `body` as the server sent them.
    pub fn read(&self, status: u16, body: &[u8]) -> Result<Reply, ServerError> {
        if !(200..300).contains(&status) {
            let message = serde_json::from_slice::<ErrorBody>(body).map_or_else(
                |_| format!("HTTP {status}: {}", String::from_utf8_lossy(body).trim()),
                |refusal| refusal.error,
            );
            return Err(ServerError { status, message });
        }
        match self {
            Call::SignUp(_) | Call::SignIn(_) | Call::Guest => {
                parse(status, body).map(Reply::Session)
            }
            Call::Claim(_) => parse(status, body).map(Reply::Claimed),
            Call::SignOut => Ok(Reply::SignedOut),
            Call::Lobby => parse(status, body).map(Reply::Lobby),
            Call::MyChallenges => parse(status, body).map(Reply::MyChallenges),
            Call::Post(_) => parse(status, body).map(Reply::Posted),
            Call::Withdraw(_) => Ok(Reply::Withdrawn),
            Call::Accept(_) | Call::Game(_) | Call::Move { .. } | Call::Resign(_) => {
                parse(status, body).map(Reply::Game)
            }
            Call::MyGames => parse(status, body).map(Reply::MyGames),
            Call::Ratings => parse(status, body).map(Reply::Ratings),
        }
    }
}

/// `body` read as `T`, or why not.
fn parse<T: DeserializeOwned>(status: u16, body: &[u8]) -> Result<T, ServerError> {
    serde_json::from_slice(body).map_err(|error| ServerError {
        status,
        message: format!("the server's answer could not be read: {error}"),
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::correspondence::api::MoveRequest;

    #[test]
    fn a_move_is_posted_to_its_game_with_its_ply() {
        let call = Call::Move {
            game: "g1".into(),
            request: MoveRequest {
                ply: 3,
                mv: "a2-a3".into(),
            },
        };
        let request = call.request();
        assert_eq!(request.method, Method::Post);
        assert_eq!(request.path, "/api/games/g1/moves");
        assert_eq!(request.body.as_deref(), Some(r#"{"ply":3,"move":"a2-a3"}"#));
        assert!(request.signed);
    }

    #[test]
    fn an_id_cannot_reach_another_path() {
        let request = Call::Game("../accounts?x=1".into()).request();
        assert_eq!(request.path, "/api/games/%2E%2E%2Faccounts%3Fx%3D1");
    }

    #[test]
    fn a_refusal_gives_the_servers_message_and_status() {
        let error = Call::MyGames
            .read(401, br#"{"error":"sign in first"}"#)
            .unwrap_err();
        assert_eq!(error.status, 401);
        assert_eq!(error.message, "sign in first");
        assert!(error.signed_out());
        let error = Call::Lobby.read(502, b"Bad Gateway").unwrap_err();
        assert_eq!(error.message, "HTTP 502: Bad Gateway");
    }

    #[test]
    fn a_damaged_answer_is_an_error_not_a_panic() {
        let error = Call::Lobby.read(200, b"[{\"id\": 3").unwrap_err();
        assert!(
            error.message.contains("could not be read"),
            "{}",
            error.message
        );
        assert_eq!(
            Call::Withdraw("c".into()).read(204, b""),
            Ok(Reply::Withdrawn)
        );
    }
}
