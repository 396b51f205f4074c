//! What the game knows of the server: the account ([`ServerAccount`], saved), what the server
//! last said ([`ServerPlay`]: the lobby, the player's games and challenges, the ratings, the
//! game open on the board), the [`ServerCommand`]s that drive it and the window's state
//! ([`ServerWindow`]).

use bevy::prelude::*;
use epaminondas_core::Side;
use epaminondas_play::correspondence::api::{
    Challenge, MoveRequest, MyChallenges, MyGame, NewChallenge, RankedPlayer, ServerGame, Session,
};
use epaminondas_play::i18n::Text;
use serde::{Deserialize, Serialize};

/// The server's address where nothing else is known: a server on this computer.
pub const LOCAL_SERVER: &str = "http://127.0.0.1:8080";

/// The server and the session on it, saved under their own key.
#[derive(Resource, Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct ServerAccount {
    /// The server's address, `http://HOST:PORT` or `https://HOST`.
    pub address: String,
    /// The session, while signed in.
    pub session: Option<Session>,
    /// The game the board showed (a restarted program shows it again).
    #[serde(default)]
    pub shown_game: Option<String>,
}

impl Default for ServerAccount {
    fn default() -> ServerAccount {
        ServerAccount {
            address: default_address(),
            session: None,
            shown_game: None,
        }
    }
}

impl ServerAccount {
    /// The session's token, while signed in.
    pub fn token(&self) -> Option<&str> {
        self.session.as_ref().map(|session| session.token.as_str())
    }

    /// The signed-in player's name.
    pub fn name(&self) -> Option<&str> {
        self.session
            .as_ref()
            .map(|session| session.account.name.as_str())
    }
}

/// The page's own server (the one that served it), else a server on this computer.
fn default_address() -> String {
    #[cfg(target_arch = "wasm32")]
    if let Some(origin) = web_sys::window()
        .and_then(|window| window.location().origin().ok())
        .filter(|origin| origin.starts_with("http"))
    {
        return origin;
    }
    LOCAL_SERVER.to_string()
}

/// What the player (or a test) asks of the server.
#[derive(Message, Clone, Debug, PartialEq)]
pub enum ServerCommand {
    /// Opens the Players online window at a tab.
    OpenWindow(Tab),
    /// Closes it.
    CloseWindow,
    /// Makes an account and signs in.
    SignUp {
        /// The name.
        name: String,
        /// The password.
        password: String,
    },
    /// Signs in.
    SignIn {
        /// The name.
        name: String,
        /// The password.
        password: String,
    },
    /// Signs in as a new guest.
    Guest,
    /// Makes the guest account a full one.
    Claim {
        /// The name.
        name: String,
        /// The password.
        password: String,
    },
    /// Signs out.
    SignOut,
    /// Reads the lobby, the player's games and challenges and the ratings again.
    Refresh,
    /// Offers a game.
    Offer(NewChallenge),
    /// Takes a challenge; its game opens on the board.
    Accept(String),
    /// Withdraws one's challenge or declines one made for one.
    Withdraw(String),
    /// Opens one of the player's games on the board.
    Open(String),
    /// Shows the open game on the board again.
    Show,
    /// Resigns the game on the board.
    Resign,
}

/// A tab of the Players online window.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Tab {
    /// The server, the account, signing in and out.
    #[default]
    Account,
    /// Open challenges, the player's own and those for the player; offering a game.
    Lobby,
    /// The player's games.
    Games,
    /// The rating list.
    Ratings,
}

/// One of the player's games open on the board.
#[derive(Clone, Debug, PartialEq)]
pub struct OpenGame {
    /// The game as the server last sent it.
    pub game: ServerGame,
    /// The player's colour in it.
    pub me: Side,
    /// Whether the board shows it.
    pub shown: bool,
    /// The player's move on its way to the server, if any.
    pub sending: Option<MoveRequest>,
}

impl OpenGame {
    /// Whether the player is to move now (and no move of theirs is on its way).
    pub fn my_turn(&self) -> bool {
        self.sending.is_none() && self.game.side_to_move.as_deref() == Some(side_name(self.me))
    }
}

/// `white` or `black`, as the server writes a side.
pub fn side_name(side: Side) -> &'static str {
    match side {
        Side::White => "white",
        Side::Black => "black",
    }
}

/// What the server last said, and what the player was told.
#[derive(Resource, Debug, Default)]
pub struct ServerPlay {
    /// The lobby's open challenges.
    pub lobby: Vec<Challenge>,
    /// The challenges for the player and the player's own.
    pub challenges: MyChallenges,
    /// The player's games, running first.
    pub games: Vec<MyGame>,
    /// The rating list.
    pub ratings: Vec<RankedPlayer>,
    /// The game open on the board, if any.
    pub open: Option<OpenGame>,
    /// The game asked for to be opened on the board when it comes.
    pub opening: Option<String>,
    /// What the player was told last.
    pub news: Option<Text>,
    /// Whether the news is bad (a refusal, no answer).
    pub news_is_error: bool,
}

impl ServerPlay {
    /// Tells the player something.
    pub fn say(&mut self, news: Text) {
        self.news = Some(news);
        self.news_is_error = false;
    }

    /// Tells the player what went wrong.
    pub fn warn(&mut self, news: Text) {
        self.news = Some(news);
        self.news_is_error = true;
    }

    /// The player's running games where the player is to move.
    pub fn to_move(&self) -> usize {
        self.games
            .iter()
            .filter(|game| game.your_turn && game.result.is_none())
            .count()
    }

    /// Forgets everything of the signed-out player.
    pub fn forget(&mut self) {
        let lobby = std::mem::take(&mut self.lobby);
        *self = ServerPlay {
            lobby,
            ..ServerPlay::default()
        };
    }
}

/// The Players online window's state.
#[derive(Resource, Debug)]
pub struct ServerWindow {
    /// Whether it is open.
    pub open: bool,
    /// The tab shown.
    pub tab: Tab,
    /// The name typed.
    pub name: String,
    /// The password typed (never saved).
    pub password: String,
    /// The new challenge's days a move.
    pub days: i64,
    /// The new challenge's colour: `white`, `black` or `random`.
    pub colour: &'static str,
    /// Whether the new challenge is rated.
    pub rated: bool,
    /// The one player the new challenge is for (empty: anyone).
    pub only_for: String,
    /// Resign was pressed once: it asks again.
    pub confirming_resign: bool,
}

impl Default for ServerWindow {
    fn default() -> ServerWindow {
        ServerWindow {
            open: false,
            tab: Tab::Account,
            name: String::new(),
            password: String::new(),
            days: 3,
            colour: "random",
            rated: true,
            only_for: String::new(),
            confirming_resign: false,
        }
    }
}
