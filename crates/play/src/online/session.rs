//! The online game as each of the two programs runs it, with no transport
//! attached: who hosts, the game (checked by the rules core), whose turn it
//! is, the connection, the clock, and the pending takeback or rematch.
//!
//! The game drives a [`Session`] with what the transport reports and what
//! the player does, passing the present in milliseconds (`now`) from its own
//! monotonic clock:
//! - the friend's program connected or went away: [`Session::peer_connected`],
//!   [`Session::peer_disconnected`];
//! - bytes came: [`Session::receive`], which says what happened ([`Incoming`]);
//! - the player moved, resigned, asked or answered: [`Session::play`] and the
//!   other actions, refused with an [`ActionError`] when they do not fit;
//! - every frame: [`Session::tick`], which ends the game when a flag falls;
//!
//! and after any of these sends each of [`Session::take_outgoing`]'s byte
//! strings to the friend, in order.
//!
//! The host's game is the reference. A refused message leaves the game as it
//! was and asks for the host's game (the guest asks; the host sends it
//! unasked). The guest takes over the host's game when it is a legal game
//! that continues or matches its own, or that lacks only the guest's own
//! last move (which the host refused); any other difference stops the game
//! unfinished on both sides. On every (re)connection the two programs say
//! hello and the guest takes over the host's game the same way, except that
//! a move of its own the host has not seen is sent again rather than
//! dropped, so a drop loses no move; a move that comes twice (same number,
//! same move) is ignored, so none is played twice. The clock stops while the
//! friend is away.

use super::clock::Clock;
use super::protocol::{Ending, GameState, PeerMessage, Setup, encode};
use super::rejection::Rejection;
use super::table::{GameEnd, Party, PendingTakeback, RoomGame};
use crate::record::{GameResult, Player, Record};
use epaminondas_core::{Game, GameError, Move, Side};
use serde::{Deserialize, Serialize};
use std::fmt;

/// How long after a friend's clock shows no time left this program ends the
/// game on the friend's time, in ms: the friend's own program ends it first
/// unless it has stopped answering; the grace covers the delay of the moves
/// on the way (a move sent in time is not overtaken by a claim).
pub const FLAG_GRACE_MS: u64 = 2_000;

/// The longest player name kept, in characters.
pub const MAX_NAME_CHARS: usize = 32;

/// The link to the friend's program, as far as this game knows it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Connection {
    /// No friend yet (or not since this program started).
    Waiting,
    /// The friend's program is there; its hello has not come yet.
    Connecting,
    /// Both programs have said hello: the game can go on.
    Connected,
    /// The friend's program went away at `since` (ms, the caller's clock).
    Disconnected {
        /// When it went away.
        since: u64,
    },
}

/// What a message from the friend's program did.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Incoming {
    /// The friend's program said hello (a first join or a return); for the
    /// guest, the host's game has been taken over.
    Joined {
        /// The friend's name.
        name: String,
    },
    /// The host's game has been taken over after a refusal.
    Synced,
    /// The friend's move, checked by the rules core, has been played.
    Applied(Move),
    /// The friend resigned.
    Resigned,
    /// This side's time ran out: the game is over.
    OutOfTime(Side),
    /// The friend's program stopped the game unfinished.
    Stopped,
    /// The friend asks to take back moves, leaving `back_to` moves.
    TakebackRequested {
        /// Moves left if the answer is yes.
        back_to: u32,
    },
    /// The friend answered this program's takeback request.
    TakebackAnswered {
        /// Yes (the moves have been taken back) or no.
        accepted: bool,
    },
    /// The friend offers another game, colours swapped.
    RematchOffered,
    /// The friend answered the rematch offer; a yes has started the new game.
    RematchAnswered {
        /// Yes or no.
        accepted: bool,
    },
    /// The answer to a ping.
    Pong {
        /// Time from the ping to the answer, in ms.
        round_trip_ms: u64,
    },
    /// Nothing for the player: a move or answer that came again or too late,
    /// a ping answered.
    NothingToShow,
    /// The message was refused and changed nothing.
    Refused {
        /// Why, for the player.
        why: Rejection,
        /// Whether the host's game has been asked for (or, by the host, sent).
        resync: bool,
    },
}

/// Why the player's action cannot be done now.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ActionError {
    /// The host's game has not come yet.
    NoGame,
    /// The friend is not connected.
    NotConnected,
    /// The game has ended.
    GameOver,
    /// It is the friend's turn.
    NotYourTurn,
    /// The rules core refuses the move.
    Illegal(GameError),
    /// The player has no move to take back.
    NothingToTakeBack,
    /// The game has not ended, so no rematch yet.
    NotOver,
    /// The same question is already waiting for its answer.
    AlreadyAsked,
    /// There is no question from the friend to answer.
    NothingToAnswer,
}

impl fmt::Display for ActionError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ActionError::NoGame => f.write_str("the host's game has not come yet"),
            ActionError::NotConnected => f.write_str("the friend is not connected"),
            ActionError::GameOver => f.write_str("the game has ended"),
            ActionError::NotYourTurn => f.write_str("it is the friend's turn"),
            ActionError::Illegal(e) => e.fmt(f),
            ActionError::NothingToTakeBack => f.write_str("no move of yours to take back"),
            ActionError::NotOver => f.write_str("the game has not ended"),
            ActionError::AlreadyAsked => f.write_str("already asked"),
            ActionError::NothingToAnswer => f.write_str("nothing to answer"),
        }
    }
}

impl std::error::Error for ActionError {}

/// A session as the saves keep it, so a restarted program resumes the game.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct SessionSave {
    /// Whether this program hosts.
    pub hosting: bool,
    /// This player's name.
    pub name: String,
    /// The friend's name, once known.
    pub friend: Option<String>,
    /// The game, once there is one (always for the host).
    pub state: Option<GameState>,
}

/// One side of an online game; see the module documentation.
#[derive(Clone, Debug)]
pub struct Session {
    pub(super) hosting: bool,
    name: String,
    pub(super) friend: Option<String>,
    pub(super) connection: Connection,
    pub(super) table: Option<RoomGame>,
    outbox: Vec<Vec<u8>>,
}

/// A name as kept: no control characters, at most [`MAX_NAME_CHARS`], trimmed.
pub(super) fn clean_name(name: &str) -> String {
    let kept: String = name
        .chars()
        .filter(|c| !c.is_control())
        .take(MAX_NAME_CHARS)
        .collect();
    kept.trim().to_string()
}

impl Session {
    /// The host's session: it decides the setup; the game waits for the friend.
    pub fn host(name: &str, setup: Setup) -> Session {
        Session::with(true, name, Some(RoomGame::new(1, setup)))
    }

    /// The guest's session: the game comes with the host's hello.
    pub fn guest(name: &str) -> Session {
        Session::with(false, name, None)
    }

    fn with(hosting: bool, name: &str, table: Option<RoomGame>) -> Session {
        Session {
            hosting,
            name: clean_name(name),
            friend: None,
            connection: Connection::Waiting,
            table,
            outbox: Vec::new(),
        }
    }

    /// The session a save kept, waiting for the friend; the clock stopped.
    /// Refused when the saved game does not replay by the rules.
    pub fn restore(save: &SessionSave) -> Result<Session, Rejection> {
        let table = save.state.as_ref().map(RoomGame::from_state).transpose()?;
        if save.hosting && table.is_none() {
            return Err(Rejection::BadRecord);
        }
        let mut session = Session::with(save.hosting, &save.name, table);
        session.friend = save.friend.as_deref().map(clean_name);
        Ok(session)
    }

    /// The session for the saves, the clock read at `now`.
    pub fn save(&self, now: u64) -> SessionSave {
        SessionSave {
            hosting: self.hosting,
            name: self.name.clone(),
            friend: self.friend.clone(),
            state: self.table.as_ref().map(|table| table.state(now)),
        }
    }

    /// Whether this program hosts.
    pub fn hosting(&self) -> bool {
        self.hosting
    }

    /// This player's name.
    pub fn name(&self) -> &str {
        &self.name
    }

    /// The friend's name, once the friend has said hello.
    pub fn friend_name(&self) -> Option<&str> {
        self.friend.as_deref()
    }

    /// The link to the friend's program.
    pub fn connection(&self) -> Connection {
        self.connection
    }

    /// This player's colour, once there is a game.
    pub fn my_side(&self) -> Option<Side> {
        let table = self.table.as_ref()?;
        let host = table.setup.host_side;
        Some(if self.hosting { host } else { host.opposite() })
    }

    /// The game, checked move by move by the rules core.
    pub fn game(&self) -> Option<&Game> {
        self.table.as_ref().map(|table| &table.game)
    }

    /// The game's number in the room: 1, then one more for each rematch.
    pub fn game_number(&self) -> Option<u32> {
        self.table.as_ref().map(|table| table.number)
    }

    /// Colours, clock and rules of the game.
    pub fn setup(&self) -> Option<Setup> {
        self.table.as_ref().map(|table| table.setup)
    }

    /// The clock, when the game has one.
    pub fn clock(&self) -> Option<&Clock> {
        self.table.as_ref()?.clock.as_ref()
    }

    /// How the game ended, if it has.
    pub fn end(&self) -> Option<GameEnd> {
        self.table.as_ref()?.end()
    }

    /// Whether the game goes on and this player is to move.
    pub fn is_my_turn(&self) -> bool {
        match (&self.table, self.my_side()) {
            (Some(table), Some(me)) => {
                table.ongoing() && table.game.position().side_to_move() == me
            }
            _ => false,
        }
    }

    /// The takeback waiting for an answer, if any.
    pub fn pending_takeback(&self) -> Option<PendingTakeback> {
        self.table.as_ref()?.takeback
    }

    /// Who has offered a rematch still unanswered, if anyone.
    pub fn pending_rematch(&self) -> Option<Party> {
        self.table.as_ref()?.rematch
    }

    /// The encoded messages to send to the friend since the last call, in order.
    pub fn take_outgoing(&mut self) -> Vec<Vec<u8>> {
        std::mem::take(&mut self.outbox)
    }

    /// The game as a record: both names, `date`, and the result (a
    /// resignation or a flag fall written as the win it is).
    pub fn record(&self, date: Option<String>) -> Option<Record> {
        let table = self.table.as_ref()?;
        let me = self.my_side()?;
        let player = |name: Option<&str>| Player {
            name: name.filter(|n| !n.is_empty()).map(str::to_string),
            level: None,
        };
        let (mine, friend) = (player(Some(&self.name)), player(self.friend_name()));
        let (white, black) = match me {
            Side::White => (mine, friend),
            Side::Black => (friend, mine),
        };
        let mut record = Record::new(table.game.clone(), white, black, date);
        record.result = match table.end() {
            Some(GameEnd::Rules(outcome)) => GameResult::of_outcome(outcome),
            Some(GameEnd::Resigned(side) | GameEnd::OutOfTime(side)) => match side {
                Side::White => GameResult::BlackWins,
                Side::Black => GameResult::WhiteWins,
            },
            Some(GameEnd::Stopped) | None => GameResult::Unfinished,
        };
        Some(record)
    }

    /// Queues a message for the friend.
    pub(super) fn send(&mut self, message: &PeerMessage) {
        self.outbox.push(encode(message));
    }

    /// Says hello: the name, and the host's whole game.
    pub(super) fn say_hello(&mut self, now: u64) {
        let host = if self.hosting {
            self.table.as_ref().map(|table| table.state(now))
        } else {
            None
        };
        let name = self.name.clone();
        self.send(&PeerMessage::Hello { name, host });
    }

    /// The transport reports the friend's program connected at `now`: this
    /// program says hello; the game goes on when the friend's hello comes.
    pub fn peer_connected(&mut self, now: u64) {
        self.connection = Connection::Connecting;
        self.say_hello(now);
    }

    /// The transport reports the friend's program gone at `now`: the clock
    /// stops and pending questions lapse until the friend comes back.
    pub fn peer_disconnected(&mut self, now: u64) {
        if !matches!(self.connection, Connection::Disconnected { .. }) {
            self.connection = Connection::Disconnected { since: now };
        }
        if let Some(table) = &mut self.table {
            table.takeback = None;
            table.rematch = None;
            if let Some(clock) = &mut table.clock {
                clock.stop(now);
            }
        }
    }

    /// Checks the clock at `now`: ends the game when this player's time has
    /// run out, or the friend's [`FLAG_GRACE_MS`] ago with the friend
    /// connected, and tells the friend. Returns the end when it happened now.
    pub fn tick(&mut self, now: u64) -> Option<GameEnd> {
        let me = self.my_side()?;
        let connected = self.connection == Connection::Connected;
        let table = self.table.as_mut()?;
        if !table.ongoing() {
            return None;
        }
        let (side, overdue) = table.clock.as_ref()?.overdue(now)?;
        if side != me && !(connected && overdue >= FLAG_GRACE_MS) {
            return None;
        }
        table.finish(Ending::OutOfTime(side), now);
        let message = PeerMessage::OutOfTime {
            game: table.number,
            ply: table.ply(),
            side,
        };
        self.send(&message);
        self.end()
    }

    /// The table for a player's action: there is a game and the friend is connected.
    fn table_for_action(&mut self) -> Result<(Side, &mut RoomGame), ActionError> {
        let me = self.my_side().ok_or(ActionError::NoGame)?;
        if self.connection != Connection::Connected {
            return Err(ActionError::NotConnected);
        }
        let table = self.table.as_mut().ok_or(ActionError::NoGame)?;
        Ok((me, table))
    }

    /// Plays the player's move at `now`, checked by the rules core, and sends it.
    pub fn play(&mut self, mv: Move, now: u64) -> Result<(), ActionError> {
        self.tick(now);
        let (me, table) = self.table_for_action()?;
        if !table.ongoing() {
            return Err(ActionError::GameOver);
        }
        if table.game.position().side_to_move() != me {
            return Err(ActionError::NotYourTurn);
        }
        table.game.play(mv).map_err(ActionError::Illegal)?;
        let clock = table.clock.as_mut().map(|clock| clock.press(me, now));
        if !table.ongoing() {
            table.resume_clock(now);
        }
        table.takeback = None;
        let message = PeerMessage::Move {
            game: table.number,
            ply: table.ply(),
            text: mv.to_string(),
            hash: table.game.position().hash(),
            clock,
        };
        self.send(&message);
        Ok(())
    }

    /// The player resigns at `now` (the friend connected or not: a returning
    /// friend learns it on coming back).
    pub fn resign(&mut self, now: u64) -> Result<(), ActionError> {
        let me = self.my_side().ok_or(ActionError::NoGame)?;
        let table = self.table.as_mut().ok_or(ActionError::NoGame)?;
        if !table.ongoing() {
            return Err(ActionError::GameOver);
        }
        table.finish(Ending::Resigned(me), now);
        let message = PeerMessage::Resign { game: table.number };
        self.send(&message);
        Ok(())
    }

    /// Asks the friend to take back the player's last move (and the friend's
    /// reply to it, if any).
    pub fn request_takeback(&mut self) -> Result<(), ActionError> {
        let (me, table) = self.table_for_action()?;
        if !table.ongoing() {
            return Err(ActionError::GameOver);
        }
        if table.takeback.is_some() {
            return Err(ActionError::AlreadyAsked);
        }
        let ply = table.ply();
        let back_to = last_move_of(table, me).ok_or(ActionError::NothingToTakeBack)?;
        table.takeback = Some(PendingTakeback {
            from: Party::Me,
            ply,
            back_to,
        });
        let message = PeerMessage::TakebackRequest {
            game: table.number,
            ply,
            back_to,
        };
        self.send(&message);
        Ok(())
    }

    /// Answers the friend's takeback request at `now`; a yes takes the moves back.
    pub fn answer_takeback(&mut self, accept: bool, now: u64) -> Result<(), ActionError> {
        let (_, table) = self.table_for_action()?;
        let request = table
            .takeback
            .filter(|t| t.from == Party::Friend && t.ply == table.ply())
            .ok_or(ActionError::NothingToAnswer)?;
        if accept {
            table.take_back_to(request.back_to, now);
        } else {
            table.takeback = None;
        }
        let message = PeerMessage::TakebackAnswer {
            game: table.number,
            ply: request.ply,
            accept,
        };
        self.send(&message);
        Ok(())
    }

    /// Offers another game once this one has ended; when the friend has
    /// offered one already, this is the yes and the new game starts.
    pub fn offer_rematch(&mut self) -> Result<(), ActionError> {
        let (_, table) = self.table_for_action()?;
        if table.ongoing() {
            return Err(ActionError::NotOver);
        }
        match table.rematch {
            Some(Party::Friend) => return self.answer_rematch(true),
            Some(Party::Me) => return Err(ActionError::AlreadyAsked),
            None => table.rematch = Some(Party::Me),
        }
        let message = PeerMessage::RematchOffer { game: table.number };
        self.send(&message);
        Ok(())
    }

    /// Answers the friend's rematch offer; a yes starts the new game, colours swapped.
    pub fn answer_rematch(&mut self, accept: bool) -> Result<(), ActionError> {
        let (_, table) = self.table_for_action()?;
        if table.rematch != Some(Party::Friend) {
            return Err(ActionError::NothingToAnswer);
        }
        let message = PeerMessage::RematchAnswer {
            game: table.number,
            accept,
        };
        if accept {
            *table = table.rematch();
        } else {
            table.rematch = None;
        }
        self.send(&message);
        Ok(())
    }

    /// Sends a ping stamped `now`; the friend's pong gives the round trip.
    pub fn ping(&mut self, now: u64) {
        self.send(&PeerMessage::Ping { sent: now });
    }
}

/// How many moves are left when `side`'s last move is taken back (with the
/// reply to it), if `side` has moved.
pub(super) fn last_move_of(table: &RoomGame, side: Side) -> Option<u32> {
    let ply = table.ply();
    (ply.saturating_sub(1)..=ply)
        .rev()
        .find(|&p| p >= 1 && table.mover_of(p) == side)
        .map(|p| p - 1)
}
