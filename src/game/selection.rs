//! Selecting stones and choosing a destination. Every input device turns into
//! [`BoardIntent`] messages; [`interpret_intents`] is the one system that reads
//! them. What may move where comes from the rules' legal moves only.

use super::model::{GameModel, ModelReset, MovePlayed, MoveSource, PlayMove};
use crate::rules::{Direction, Move, Position, Square};
use bevy::prelude::*;

/// What a player did on the board, whatever the device.
#[derive(Message, Clone, Copy, Debug, PartialEq, Eq)]
pub enum BoardIntent {
    /// A click, tap or Enter on a square (stone or empty).
    Square(Square),
    /// A click outside the playing area, or Escape: forget the selection.
    Clear,
}

/// A stone (tail) or phalanx was selected; for the select sound.
#[derive(Message, Clone, Copy, Debug)]
pub struct StoneSelected(pub Square);

/// The player's current selection and where it can go.
#[derive(Resource, Default, Clone, Debug, PartialEq, Eq)]
pub struct Selection {
    stones: Vec<Square>,
    destinations: Vec<Move>,
}

impl Selection {
    /// The tail: the first stone clicked.
    pub fn tail(&self) -> Option<Square> {
        self.stones.first().copied()
    }

    /// The front of a selected phalanx (the tail itself for a single stone).
    pub fn front(&self) -> Option<Square> {
        self.stones.last().copied()
    }

    /// The selected stones, tail first.
    pub fn stones(&self) -> &[Square] {
        &self.stones
    }

    /// The legal moves of the selection; their landing squares are the marks.
    pub fn destinations(&self) -> &[Move] {
        &self.destinations
    }

    /// Whether nothing is selected.
    pub fn is_empty(&self) -> bool {
        self.stones.is_empty()
    }

    fn clear(&mut self) {
        self.stones.clear();
        self.destinations.clear();
    }

    /// Selects `tail` alone: its single-step moves are the destinations.
    fn select_tail(&mut self, position: &Position, tail: Square) {
        self.stones = vec![tail];
        self.destinations = position
            .legal_moves()
            .iter()
            .copied()
            .filter(|mv| mv.tail() == tail && mv.group_len() == 1)
            .collect();
    }

    /// Selects the run from `tail` through `stones` to its end: the moves of
    /// that tail whose front is the run's front are the destinations.
    fn select_phalanx(&mut self, position: &Position, stones: Vec<Square>) {
        let (Some(&tail), Some(&front)) = (stones.first(), stones.last()) else {
            return;
        };
        self.stones = stones;
        self.destinations = position
            .legal_moves()
            .iter()
            .copied()
            .filter(|mv| mv.tail() == tail && mv.front() == front && mv.group_len() >= 2)
            .collect();
    }
}

/// The stones of the run that starts at `tail` and passes through `through`,
/// tail first, up to the run's end; `None` if `through` is not on such a run.
fn run_through(position: &Position, tail: Square, through: Square) -> Option<Vec<Square>> {
    let side = position.stone(tail)?;
    let (direction, steps): (Direction, u8) = Direction::between(tail, through)?;
    let mut stones = vec![tail];
    let mut next = tail.offset(direction, 1);
    while let Some(square) = next {
        if position.stone(square) != Some(side) {
            break;
        }
        stones.push(square);
        next = square.offset(direction, 1);
    }
    (stones.len() > usize::from(steps)).then_some(stones)
}

/// Registers selection and intents.
pub(super) fn plugin(app: &mut App) {
    app.init_resource::<Selection>()
        .add_message::<BoardIntent>()
        .add_message::<StoneSelected>()
        .add_systems(Update, interpret_intents.in_set(super::GameSystems::Intent))
        .add_systems(
            Update,
            clear_after_model_change.in_set(super::GameSystems::AfterModel),
        );
}

/// Turns board intents into selections and [`PlayMove`] requests.
fn interpret_intents(
    mut intents: MessageReader<BoardIntent>,
    model: Res<GameModel>,
    mut selection: ResMut<Selection>,
    mut moves: MessageWriter<PlayMove>,
    mut selected: MessageWriter<StoneSelected>,
) {
    let position = model.game().position();
    for intent in intents.read() {
        let BoardIntent::Square(square) = *intent else {
            selection.clear();
            continue;
        };
        if !model.is_player_turn() {
            selection.clear();
            continue;
        }
        if let Some(mv) = selection
            .destinations
            .iter()
            .find(|mv| mv.landing() == square)
        {
            moves.write(PlayMove {
                mv: *mv,
                source: MoveSource::Player,
                generation: model.generation(),
            });
            selection.clear();
            continue;
        }
        if position.stone(square) != Some(position.side_to_move()) {
            selection.clear();
            continue;
        }
        match selection.tail() {
            Some(tail) if tail == square => selection.clear(),
            Some(tail) => match run_through(position, tail, square) {
                Some(run) => selection.select_phalanx(position, run),
                None => selection.select_tail(position, square),
            },
            None => selection.select_tail(position, square),
        }
        if !selection.is_empty() {
            selected.write(StoneSelected(square));
        }
    }
}

/// A move or a reset makes any selection stale.
fn clear_after_model_change(
    mut played: MessageReader<MovePlayed>,
    mut resets: MessageReader<ModelReset>,
    mut selection: ResMut<Selection>,
) {
    let changed = played.read().count() + resets.read().count() > 0;
    if changed && !selection.is_empty() {
        selection.clear();
    }
}
