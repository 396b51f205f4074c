//! One game in a room, as both programs keep it: its number, setup, moves
//! (kept by the rules core), clock, how it ended, and the pending questions.

use super::clock::Clock;
use super::protocol::{Ending, GameState, Setup};
use super::rejection::Rejection;
use epaminondas_core::{Game, GameRecord, Outcome, Position, Side, Status};

/// How a game ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum GameEnd {
    /// The rules ended it.
    Rules(Outcome),
    /// This side resigned.
    Resigned(Side),
    /// This side's time ran out.
    OutOfTime(Side),
    /// A program stopped it, unfinished, because the two games differed.
    Stopped,
}

impl GameEnd {
    /// The winner, or `None` for a draw or a stopped game.
    pub fn winner(self) -> Option<Side> {
        match self {
            GameEnd::Rules(outcome) => outcome.winner,
            GameEnd::Resigned(side) | GameEnd::OutOfTime(side) => Some(side.opposite()),
            GameEnd::Stopped => None,
        }
    }
}

/// Which of the two players.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Party {
    /// The player at this program.
    Me,
    /// The player at the other program.
    Friend,
}

/// A takeback waiting for its answer.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct PendingTakeback {
    /// Who asked.
    pub from: Party,
    /// Moves played when asking.
    pub ply: u32,
    /// Moves left if the answer is yes.
    pub back_to: u32,
}

/// One game of the room.
#[derive(Clone, Debug)]
pub(super) struct RoomGame {
    pub(super) number: u32,
    pub(super) setup: Setup,
    pub(super) game: Game,
    pub(super) clock: Option<Clock>,
    pub(super) ending: Option<Ending>,
    pub(super) takeback: Option<PendingTakeback>,
    pub(super) rematch: Option<Party>,
}

impl RoomGame {
    /// Game `number` from the start position, the clock stopped and full.
    pub(super) fn new(number: u32, setup: Setup) -> RoomGame {
        RoomGame {
            number,
            setup,
            game: Game::new(setup.options),
            clock: setup.clock.map(Clock::new),
            ending: None,
            takeback: None,
            rematch: None,
        }
    }

    /// The game a state describes, every move replayed by the rules core and
    /// the hash checked; the clock stopped.
    pub(super) fn from_state(state: &GameState) -> Result<RoomGame, Rejection> {
        let record = GameRecord {
            start: Position::start().to_string(),
            moves: state.moves.clone(),
            options: state.setup.options,
        };
        let game = Game::from_record(&record).map_err(|_| Rejection::BadRecord)?;
        if game.position().hash() != state.hash {
            return Err(Rejection::BadRecord);
        }
        let clock = state.setup.clock.map(|setting| match state.clock {
            Some(times) => Clock::with_times(setting, times),
            None => Clock::new(setting),
        });
        Ok(RoomGame {
            number: state.game,
            setup: state.setup,
            game,
            clock,
            ending: state.ending,
            takeback: None,
            rematch: None,
        })
    }

    /// The game as the protocol and the saves carry it, the clock read at `now`.
    pub(super) fn state(&self, now: u64) -> GameState {
        GameState {
            game: self.number,
            setup: self.setup,
            moves: self.game.record().moves,
            hash: self.game.position().hash(),
            clock: self.clock.map(|clock| clock.times(now)),
            ending: self.ending,
        }
    }

    /// The next game of the room: colours swapped, the same clock and rules.
    pub(super) fn rematch(&self) -> RoomGame {
        let setup = Setup {
            host_side: self.setup.host_side.opposite(),
            ..self.setup
        };
        RoomGame::new(self.number.saturating_add(1), setup)
    }

    /// Moves played.
    pub(super) fn ply(&self) -> u32 {
        u32::try_from(self.game.moves().len()).unwrap_or(u32::MAX)
    }

    /// The side that made move number `ply` (1-based; `ply` ≤ moves played).
    pub(super) fn mover_of(&self, ply: u32) -> Side {
        self.game.positions()[ply as usize - 1].side_to_move()
    }

    /// How the game ended, if it has.
    pub(super) fn end(&self) -> Option<GameEnd> {
        match (self.ending, self.game.status()) {
            (Some(Ending::Resigned(side)), _) => Some(GameEnd::Resigned(side)),
            (Some(Ending::OutOfTime(side)), _) => Some(GameEnd::OutOfTime(side)),
            (Some(Ending::Stopped), _) => Some(GameEnd::Stopped),
            (None, Status::Over(outcome)) => Some(GameEnd::Rules(outcome)),
            (None, Status::Ongoing) => None,
        }
    }

    /// Whether the game goes on.
    pub(super) fn ongoing(&self) -> bool {
        self.end().is_none()
    }

    /// Ends the game (not by the rules) and stops the clock.
    pub(super) fn finish(&mut self, ending: Ending, now: u64) {
        self.ending = Some(ending);
        self.takeback = None;
        if let Some(clock) = &mut self.clock {
            clock.stop(now);
        }
    }

    /// Runs the clock of the side to move from `now` once the first move is
    /// made and while the game goes on; stops it otherwise.
    pub(super) fn resume_clock(&mut self, now: u64) {
        let running = self.ongoing() && !self.game.moves().is_empty();
        let side = self.game.position().side_to_move();
        if let Some(clock) = &mut self.clock {
            if running {
                clock.start(side, now);
            } else {
                clock.stop(now);
            }
        }
    }

    /// Takes moves back until `back_to` are left; the clock runs for the side
    /// now to move (the time spent stays spent).
    pub(super) fn take_back_to(&mut self, back_to: u32, now: u64) {
        while self.ply() > back_to && self.game.undo().is_some() {}
        self.takeback = None;
        self.resume_clock(now);
    }
}
