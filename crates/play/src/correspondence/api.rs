//! The server's answers and requests as JSON, field for field (docs/SERVER.md, "The API").

use epaminondas_core::{Game, GameOptions, Move, Side};
use serde::{Deserialize, Serialize};

/// A signed-in account.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Account {
    /// Its id.
    pub id: String,
    /// Its name.
    pub name: String,
    /// Whether it is a guest's (a made-up name, unrated games only).
    pub guest: bool,
}

/// An account and the token that signs its requests.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Session {
    /// Whose session it is.
    pub account: Account,
    /// The bearer token.
    pub token: String,
}

/// A name and password, to sign up, sign in or claim a guest account.
#[derive(Clone, PartialEq, Eq, Serialize)]
pub struct Credentials {
    /// The name.
    pub name: String,
    /// The password.
    pub password: String,
}

impl std::fmt::Debug for Credentials {
    /// The name only: a password is never logged.
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Credentials")
            .field("name", &self.name)
            .finish_non_exhaustive()
    }
}

/// A player's correspondence rating as shown.
#[derive(Clone, Copy, Debug, PartialEq, Serialize, Deserialize)]
pub struct Rating {
    /// The rating.
    pub rating: f64,
    /// Its deviation.
    pub deviation: f64,
    /// Whether it is provisional (deviation 110 or more): shown with "?".
    pub provisional: bool,
    /// Rated games finished.
    pub games: i64,
}

impl Rating {
    /// The rating as a player reads it: `1500?` while provisional, `1623` after.
    pub fn shown(&self) -> String {
        let rounded = self.rating.round();
        if self.provisional {
            format!("{rounded}?")
        } else {
            format!("{rounded}")
        }
    }
}

/// A challenge, open in the lobby or made for one player.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Challenge {
    /// Its id.
    pub id: String,
    /// Who offers it.
    pub creator: String,
    /// The challenger's rating.
    pub creator_rating: Rating,
    /// The days each move may take.
    pub days_per_move: i64,
    /// The challenger's colour: `white`, `black` or `random`.
    pub colour: String,
    /// Whether the game is rated.
    pub rated: bool,
    /// The one player who may take it, if any.
    pub opponent: Option<String>,
    /// The lowest rating that may take it.
    pub min_rating: Option<i64>,
    /// The highest rating that may take it.
    pub max_rating: Option<i64>,
    /// When it was made, ms since 1970.
    pub created_ms: i64,
}

/// A challenge to make.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct NewChallenge {
    /// 1, 2, 3, 5, 7 or 14.
    pub days_per_move: i64,
    /// The challenger's colour: `white`, `black` or `random`.
    pub colour: String,
    /// Whether the game is rated.
    pub rated: bool,
    /// The one player who may take it (a name), or anyone.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub opponent: Option<String>,
}

/// The days per move a challenge may ask for.
pub const DAYS_PER_MOVE: [i64; 6] = [1, 2, 3, 5, 7, 14];

/// The challenges made for the player by name and the player's own.
#[derive(Clone, Debug, Default, PartialEq, Deserialize)]
pub struct MyChallenges {
    /// Made for this player.
    pub incoming: Vec<Challenge>,
    /// This player's own, still open.
    pub outgoing: Vec<Challenge>,
}

/// A player of a game.
#[derive(Clone, Debug, PartialEq, Deserialize)]
pub struct Seat {
    /// The name.
    pub name: String,
    /// The rating.
    pub rating: Rating,
}

/// A game as the server keeps it.
#[derive(Clone, Debug, PartialEq, Deserialize)]
pub struct ServerGame {
    /// Its id.
    pub id: String,
    /// White's player.
    pub white: Seat,
    /// Black's player.
    pub black: Seat,
    /// The days each move may take.
    pub days_per_move: i64,
    /// Whether it is rated.
    pub rated: bool,
    /// The number of moves played.
    pub ply: i64,
    /// The moves in RULES.md's notation.
    pub moves: Vec<String>,
    /// The side to move (`white`, `black`), none once over.
    pub side_to_move: Option<String>,
    /// The time left for the side to move, ms.
    pub time_left_ms: Option<i64>,
    /// `1-0`, `0-1` or `1/2-1/2` once over.
    pub result: Option<String>,
    /// Why it ended: the rules' outcome, `resignation` or `time`.
    pub termination: Option<String>,
}

impl ServerGame {
    /// The game replayed by the rules, or the first move they refuse (the server checked every
    /// one, so a refusal means the answer was damaged on the way).
    pub fn replay(&self) -> Result<Game, String> {
        let mut game = Game::new(GameOptions::default());
        for text in &self.moves {
            game.play_text(text)
                .map_err(|error| format!("move {text}: {error}"))?;
        }
        Ok(game)
    }

    /// The colour `name` plays, if it is one of the players.
    pub fn side_of(&self, name: &str) -> Option<Side> {
        if self.white.name.eq_ignore_ascii_case(name) {
            Some(Side::White)
        } else if self.black.name.eq_ignore_ascii_case(name) {
            Some(Side::Black)
        } else {
            None
        }
    }

    /// The seat of `colour`.
    pub fn seat(&self, colour: Side) -> &Seat {
        match colour {
            Side::White => &self.white,
            Side::Black => &self.black,
        }
    }

    /// Whether it is over.
    pub fn is_over(&self) -> bool {
        self.result.is_some()
    }
}

/// One of the player's games in the list.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct MyGame {
    /// Its id.
    pub id: String,
    /// The player's colour: `white` or `black`.
    pub colour: String,
    /// The opponent's name.
    pub opponent: String,
    /// Whether the player is to move.
    pub your_turn: bool,
    /// The time left for the side to move, ms, while it runs.
    pub time_left_ms: Option<i64>,
    /// The moves played.
    pub ply: i64,
    /// The days each move may take.
    pub days_per_move: i64,
    /// Whether it is rated.
    pub rated: bool,
    /// The result once over.
    pub result: Option<String>,
}

/// A move sent to the server.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct MoveRequest {
    /// The ply it is for (the game's `ply`).
    pub ply: i64,
    /// The move, `a2-a3`.
    #[serde(rename = "move")]
    pub mv: String,
}

impl MoveRequest {
    /// `mv` as move number `ply`.
    pub fn new(ply: usize, mv: Move) -> MoveRequest {
        MoveRequest {
            ply: i64::try_from(ply).unwrap_or(i64::MAX),
            mv: mv.to_string(),
        }
    }
}

/// One line of the rating list.
#[derive(Clone, Debug, PartialEq, Deserialize)]
pub struct RankedPlayer {
    /// The name.
    pub name: String,
    /// The rating.
    #[serde(flatten)]
    pub rating: Rating,
}

/// A refusal's body.
#[derive(Clone, Debug, Deserialize)]
pub struct ErrorBody {
    /// What was wrong.
    pub error: String,
}
