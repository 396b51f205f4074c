//! What a session does with each message from the friend's program. Every
//! check happens before anything changes, so a refused message changes
//! nothing; legality is the rules core's alone.

use super::protocol::{DecodeError, Ending, GameState, PeerMessage, decode};
use super::rejection::Rejection;
use super::session::{Connection, Incoming, Session, clean_name, last_move_of};
use super::table::{Party, PendingTakeback, RoomGame};
use epaminondas_core::Side;

/// A refusal on its way to the player, and whether to resynchronise.
struct Refuse {
    why: Rejection,
    resync: bool,
}

impl Refuse {
    /// A refusal that asks for (or sends) the host's game: something may be lost.
    fn resync(why: Rejection) -> Refuse {
        Refuse { why, resync: true }
    }

    /// A refusal the host's game would not mend.
    fn only(why: Rejection) -> Refuse {
        Refuse { why, resync: false }
    }
}

/// What a message did, or why it was refused.
type Handled = Result<Incoming, Refuse>;

/// How the host's game came: with a hello (a guest's move the host has not
/// seen is sent again) or as a resynchronisation (the host refused it).
#[derive(Clone, Copy, PartialEq, Eq)]
enum Via {
    Hello,
    Resync,
}

/// The table a game message is about: `Ok(None)` for an earlier game (a
/// message that came too late), refused for a later game or none at all.
fn table_for(table: &mut Option<RoomGame>, game: u32) -> Result<Option<&mut RoomGame>, Refuse> {
    let Some(table) = table else {
        return Err(Refuse::resync(Rejection::NoGame));
    };
    if game < table.number {
        Ok(None)
    } else if game > table.number {
        Err(Refuse::resync(Rejection::WrongGame {
            theirs: game,
            ours: table.number,
        }))
    } else {
        Ok(Some(table))
    }
}

/// Whether move `ply` (already played) is `text` with `hash` after it.
fn is_replay(table: &RoomGame, ply: u32, text: &str, hash: u64) -> bool {
    let index = ply as usize;
    let before = &table.game.positions()[index - 1];
    before.parse_move(text) == Ok(table.game.moves()[index - 1])
        && table.game.history_hashes()[index] == hash
}

impl Session {
    /// Handles bytes from the friend's program at `now` (ms, the caller's
    /// clock). Nothing it receives can panic; whatever is refused leaves the
    /// game as it was.
    pub fn receive(&mut self, bytes: &[u8], now: u64) -> Incoming {
        let handled = match decode(bytes) {
            Ok(message) => self.handle(message, now),
            Err(error) => Err(Refuse {
                why: Rejection::of_decode(error),
                resync: !matches!(error, DecodeError::WrongVersion { .. }),
            }),
        };
        handled.unwrap_or_else(|refuse| self.refused(refuse, now))
    }

    /// Reports a refusal, resynchronising when it asks for it and the
    /// friend is there to answer.
    fn refused(&mut self, refuse: Refuse, now: u64) -> Incoming {
        let resync = refuse.resync && self.connection == Connection::Connected;
        if resync && !self.hosting {
            self.send(&PeerMessage::ResyncRequest);
        } else if let Some(table) = self.table.as_ref().filter(|_| resync) {
            let state = table.state(now);
            self.send(&PeerMessage::Resync { state });
        }
        Incoming::Refused {
            why: refuse.why,
            resync,
        }
    }

    /// Handles a message: hello, ping and pong at any time, the rest once
    /// both programs have said hello.
    fn handle(&mut self, message: PeerMessage, now: u64) -> Handled {
        match message {
            PeerMessage::Hello { name, host } => return self.on_hello(&name, host, now),
            PeerMessage::Ping { sent } => {
                self.send(&PeerMessage::Pong { sent });
                return Ok(Incoming::NothingToShow);
            }
            PeerMessage::Pong { sent } => {
                return Ok(Incoming::Pong {
                    round_trip_ms: now.saturating_sub(sent),
                });
            }
            _ if self.connection != Connection::Connected => {
                return Err(Refuse::only(Rejection::NotIntroduced));
            }
            _ => {}
        }
        let me = self.my_side();
        match message {
            PeerMessage::ResyncRequest if self.hosting => {
                if let Some(table) = &self.table {
                    let state = table.state(now);
                    self.send(&PeerMessage::Resync { state });
                }
                Ok(Incoming::NothingToShow)
            }
            PeerMessage::Resync { state } if !self.hosting => {
                self.adopt(state, Via::Resync, now)?;
                if let Some(table) = &mut self.table {
                    table.resume_clock(now);
                }
                Ok(Incoming::Synced)
            }
            PeerMessage::ResyncRequest | PeerMessage::Resync { .. } => {
                Err(Refuse::only(Rejection::Unexpected))
            }
            _ => {
                let Some(me) = me else {
                    return Err(Refuse::resync(Rejection::NoGame));
                };
                self.on_game_message(message, me, now)
            }
        }
    }

    /// A message about the game itself, with a game to apply it to.
    fn on_game_message(&mut self, message: PeerMessage, me: Side, now: u64) -> Handled {
        let friend = me.opposite();
        match message {
            PeerMessage::Move {
                game,
                ply,
                text,
                hash,
                clock,
            } => {
                let Some(table) = table_for(&mut self.table, game)? else {
                    return Ok(Incoming::NothingToShow);
                };
                let played = table.ply();
                if (1..=played).contains(&ply) {
                    return if is_replay(table, ply, &text, hash) {
                        Ok(Incoming::NothingToShow)
                    } else {
                        Err(Refuse::resync(Rejection::WrongPly {
                            expected: played.saturating_add(1),
                            got: ply,
                        }))
                    };
                }
                if ply != played.saturating_add(1) {
                    return Err(Refuse::resync(Rejection::WrongPly {
                        expected: played.saturating_add(1),
                        got: ply,
                    }));
                }
                if !table.ongoing() {
                    return Err(Refuse::resync(Rejection::GameOver));
                }
                if table.game.position().side_to_move() == me {
                    return Err(Refuse::resync(Rejection::OutOfTurn { ply }));
                }
                let illegal = || Refuse::resync(Rejection::illegal(ply, &text));
                let mv = table
                    .game
                    .position()
                    .parse_move(&text)
                    .map_err(|_| illegal())?;
                table.game.play(mv).map_err(|_| illegal())?;
                if table.game.position().hash() != hash {
                    table.game.undo();
                    return Err(Refuse::resync(Rejection::HashMismatch { ply }));
                }
                if let Some(clock_now) = &mut table.clock {
                    clock_now.press_reported(friend, clock.unwrap_or(0), now);
                }
                if !table.ongoing() {
                    table.resume_clock(now);
                }
                table.takeback = None;
                Ok(Incoming::Applied(mv))
            }
            PeerMessage::Resign { game } => {
                let Some(table) = table_for(&mut self.table, game)? else {
                    return Ok(Incoming::NothingToShow);
                };
                if !table.ongoing() {
                    return Ok(Incoming::NothingToShow);
                }
                table.finish(Ending::Resigned(friend), now);
                Ok(Incoming::Resigned)
            }
            PeerMessage::OutOfTime { game, ply, side } => {
                let Some(table) = table_for(&mut self.table, game)? else {
                    return Ok(Incoming::NothingToShow);
                };
                if !table.ongoing() {
                    return Ok(Incoming::NothingToShow);
                }
                if ply != table.ply() {
                    return Err(Refuse::resync(Rejection::WrongPly {
                        expected: table.ply(),
                        got: ply,
                    }));
                }
                let Some(clock) = &table.clock else {
                    return Err(Refuse::resync(Rejection::Unexpected));
                };
                if side == me && clock.flagged(now) != Some(me) {
                    return Err(Refuse::resync(Rejection::ClockDisagrees));
                }
                table.finish(Ending::OutOfTime(side), now);
                Ok(Incoming::OutOfTime(side))
            }
            PeerMessage::TakebackRequest { game, ply, back_to } => {
                let Some(table) = table_for(&mut self.table, game)? else {
                    return Ok(Incoming::NothingToShow);
                };
                if !table.ongoing() || ply != table.ply() {
                    return Ok(Incoming::NothingToShow);
                }
                if last_move_of(table, friend) != Some(back_to) {
                    return Err(Refuse::only(Rejection::Unexpected));
                }
                table.takeback = Some(PendingTakeback {
                    from: Party::Friend,
                    ply,
                    back_to,
                });
                Ok(Incoming::TakebackRequested { back_to })
            }
            PeerMessage::TakebackAnswer { game, ply, accept } => {
                let Some(table) = table_for(&mut self.table, game)? else {
                    return Ok(Incoming::NothingToShow);
                };
                let Some(request) = table
                    .takeback
                    .filter(|t| t.from == Party::Me && t.ply == ply && table.ply() == ply)
                else {
                    return Ok(Incoming::NothingToShow);
                };
                if accept {
                    table.take_back_to(request.back_to, now);
                } else {
                    table.takeback = None;
                }
                Ok(Incoming::TakebackAnswered { accepted: accept })
            }
            PeerMessage::RematchOffer { game } => {
                let Some(table) = table_for(&mut self.table, game)? else {
                    return Ok(Incoming::NothingToShow);
                };
                if table.ongoing() {
                    return Err(Refuse::resync(Rejection::Unexpected));
                }
                if table.rematch == Some(Party::Me) {
                    *table = table.rematch();
                    self.send(&PeerMessage::RematchAnswer { game, accept: true });
                    return Ok(Incoming::RematchAnswered { accepted: true });
                }
                table.rematch = Some(Party::Friend);
                Ok(Incoming::RematchOffered)
            }
            PeerMessage::RematchAnswer { game, accept } => {
                let Some(table) = table_for(&mut self.table, game)? else {
                    return Ok(Incoming::NothingToShow);
                };
                if table.rematch != Some(Party::Me) {
                    return Ok(Incoming::NothingToShow);
                }
                if accept {
                    *table = table.rematch();
                } else {
                    table.rematch = None;
                }
                Ok(Incoming::RematchAnswered { accepted: accept })
            }
            PeerMessage::Stop { game } => {
                let Some(table) = table_for(&mut self.table, game)? else {
                    return Ok(Incoming::NothingToShow);
                };
                if !table.ongoing() {
                    return Ok(Incoming::NothingToShow);
                }
                table.finish(Ending::Stopped, now);
                Ok(Incoming::Stopped)
            }
            PeerMessage::Hello { .. }
            | PeerMessage::Ping { .. }
            | PeerMessage::Pong { .. }
            | PeerMessage::ResyncRequest
            | PeerMessage::Resync { .. } => Err(Refuse::only(Rejection::Unexpected)),
        }
    }

    /// The friend's hello: a host's carries its game, which a guest takes over.
    fn on_hello(&mut self, name: &str, host: Option<GameState>, now: u64) -> Handled {
        if self.hosting == host.is_some() {
            return Err(Refuse::only(Rejection::SameRole {
                hosting: self.hosting,
            }));
        }
        if !matches!(
            self.connection,
            Connection::Connecting | Connection::Connected
        ) {
            self.say_hello(now);
        }
        self.connection = Connection::Connecting;
        if let Some(state) = host {
            self.adopt(state, Via::Hello, now)?;
        }
        let name = clean_name(name);
        self.friend = Some(name.clone());
        self.connection = Connection::Connected;
        if let Some(table) = &mut self.table {
            table.resume_clock(now);
        }
        Ok(Incoming::Joined { name })
    }

    /// The guest takes over the host's game when it is legal and continues
    /// or matches this one (or is another game of the room). A move of the
    /// guest's own beyond it is sent again after a hello and dropped after a
    /// resynchronisation (the host refused it); any other difference stops
    /// the game on both sides.
    fn adopt(&mut self, state: GameState, via: Via, now: u64) -> Result<(), Refuse> {
        let theirs = match RoomGame::from_state(&state) {
            Ok(theirs) => theirs,
            Err(why) => return Err(self.stop(why, now)),
        };
        let (Some(me), Some(mine)) = (self.my_side(), &self.table) else {
            self.table = Some(theirs);
            return Ok(());
        };
        if mine.number != theirs.number {
            self.table = Some(theirs);
            return Ok(());
        }
        if mine.setup != theirs.setup {
            return Err(self.stop(Rejection::Diverged, now));
        }
        let (my_moves, their_moves) = (mine.game.moves(), theirs.game.moves());
        let continues_mine = their_moves.starts_with(my_moves);
        let same_moves = their_moves.len() == my_moves.len();
        let only_mine_beyond = my_moves.starts_with(their_moves)
            && (theirs.ply() + 1..=mine.ply()).all(|ply| mine.mover_of(ply) == me);
        let own_loss = match mine.ending {
            Some(Ending::Resigned(side) | Ending::OutOfTime(side)) if side == me => mine.ending,
            _ => None,
        };
        if continues_mine {
            let mut theirs = theirs;
            let kept_loss = own_loss.filter(|_| same_moves && theirs.ending.is_none());
            if let Some(ending) = kept_loss {
                theirs.finish(ending, now);
            }
            self.table = Some(theirs);
            if let Some(ending) = kept_loss {
                self.tell_own_loss(ending, me);
            }
            return Ok(());
        }
        match (only_mine_beyond, via) {
            (true, Via::Hello) => {
                self.send_again(theirs.ply(), me, now);
                if let Some(ending) = own_loss {
                    self.tell_own_loss(ending, me);
                }
                Ok(())
            }
            (true, Via::Resync) => {
                self.table = Some(theirs);
                Ok(())
            }
            (false, _) => Err(self.stop(Rejection::Diverged, now)),
        }
    }

    /// Tells the friend again that this player resigned or ran out of time.
    fn tell_own_loss(&mut self, ending: Ending, me: Side) {
        let Some(table) = &self.table else { return };
        let message = match ending {
            Ending::Resigned(_) => PeerMessage::Resign { game: table.number },
            Ending::OutOfTime(_) => PeerMessage::OutOfTime {
                game: table.number,
                ply: table.ply(),
                side: me,
            },
            Ending::Stopped => return,
        };
        self.send(&message);
    }

    /// Sends again this player's moves after the first `seen`.
    fn send_again(&mut self, seen: u32, me: Side, now: u64) {
        let Some(table) = &self.table else { return };
        let game = &table.game;
        let clock = table.clock.map(|clock| clock.left(me, now));
        let messages: Vec<PeerMessage> = (seen as usize..game.moves().len())
            .map(|index| PeerMessage::Move {
                game: table.number,
                ply: u32::try_from(index + 1).unwrap_or(u32::MAX),
                text: game.moves()[index].to_string(),
                hash: game.history_hashes()[index + 1],
                clock,
            })
            .collect();
        for message in &messages {
            self.send(message);
        }
    }

    /// Stops the game, if one goes on, because the host's game cannot be
    /// taken over, and tells the friend.
    fn stop(&mut self, why: Rejection, now: u64) -> Refuse {
        if let Some(table) = self.table.as_mut().filter(|table| table.ongoing()) {
            table.finish(Ending::Stopped, now);
            let message = PeerMessage::Stop { game: table.number };
            self.send(&message);
        }
        Refuse::only(why)
    }
}
