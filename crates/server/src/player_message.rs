//! What a player's live notices say (`GET /api/my/ws`, and Web Push): the messages, apart from
//! the sockets and the pushes that carry them.

use serde::Serialize;
use utoipa::ToSchema;

/// A message of a player's live notices (`GET /api/my/ws`), JSON text tagged by `type`.
#[derive(Clone, Debug, Serialize, ToSchema)]
#[serde(tag = "type", rename_all = "snake_case")]
pub enum PlayerMessage {
    /// The first message, and again whenever notices may have been missed: who is signed in
    /// and the games where it is their turn now.
    Welcome {
        /// The player's name.
        player: String,
        /// The ids of the running games where the player is to move, oldest deadline first.
        your_turn: Vec<String>,
    },
    /// It is now the player's turn in a game.
    YourTurn {
        /// The game's id.
        game: String,
        /// The ply the player's move must name (the moves played so far).
        ply: i64,
        /// The opponent's name.
        opponent: String,
        /// The opponent's move just played, in RULES.md's notation; absent at the start.
        last_move: Option<String>,
        /// When the player loses on time (ms since 1970).
        deadline_ms: i64,
    },
    /// A game of the player's ended.
    GameOver {
        /// The game's id.
        game: String,
        /// `1-0`, `0-1` or `1/2-1/2`.
        result: String,
        /// Why: the rules' words, `resignation` or `time`.
        termination: String,
        /// The opponent's name.
        opponent: String,
        /// The player's colour: `white` or `black`.
        colour: String,
    },
    /// Someone challenged the player by name (see `GET /api/my/challenges`).
    Challenged {
        /// The challenge's id.
        id: String,
        /// The challenger's name.
        from: String,
        /// Days per move.
        days_per_move: i64,
        /// The challenger's colour: `white`, `black` or `random`.
        colour: String,
        /// Whether the game would be rated.
        rated: bool,
    },
}
