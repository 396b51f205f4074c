//! The end of a game, celebrated: once the winning move has landed, the stones that decided
//! it (the winner's stones on its far row after a breakthrough, the stones of the last move
//! when the loser has none left) hop first and highest, and the winner's other stones follow
//! in a wave that spreads from the square the move landed on (the view marks the deciding
//! stones and adds confetti in the winner's colour).

use super::coords::{SQUARE_SIZE, square_center};
use super::model::{GameEnded, GameModel};
use super::motion::Hop;
use super::stones::{OnSquare, Stone};
use crate::game::schedule::GameSystems;
use bevy::prelude::*;
use epaminondas_core::{EndReason, Game, Outcome, Side, Square};

/// Seconds after the end before the wave starts (the winning move lands first).
pub const WAVE_START_SECONDS: f32 = 0.45;
/// Seconds the wave takes to travel one square.
const WAVE_SECONDS_PER_SQUARE: f32 = 0.045;
/// Seconds the deciding stones hop before the wave of the others starts.
const DECIDING_LEAD: f32 = 0.3;

/// The winner of a game that just ended and the square its last move landed on; `None` for a
/// draw. The wave and the confetti both start there.
pub fn winning_landing(outcome: &Outcome, model: &GameModel) -> Option<(Side, Square)> {
    Some((outcome.winner?, model.game().moves().last()?.landing()))
}

/// The stones that decided a finished `game`: after a breakthrough, the winner's stones on
/// its far row; when the loser has no stones left, the stones of the last move; none for a
/// draw or a game still going.
pub fn deciding_stones(game: &Game) -> Vec<Square> {
    let epaminondas_core::Status::Over(outcome) = game.status() else {
        return Vec::new();
    };
    let Some(winner) = outcome.winner else {
        return Vec::new();
    };
    let position = game.position();
    match outcome.reason {
        EndReason::Breakthrough | EndReason::NoMovesBreakthrough => {
            position.far_row_stones(winner).collect()
        }
        EndReason::Eliminated => game
            .moves()
            .last()
            .map(|mv| mv.destination_squares().collect())
            .unwrap_or_default(),
        EndReason::NoMoves | EndReason::Repetition => Vec::new(),
    }
}

/// Registers the celebration.
pub(super) fn plugin(app: &mut App) {
    app.add_systems(Update, start_wave.in_set(GameSystems::AfterModel));
}

/// Sets every stone of the winner hopping, later the farther it stands from
/// the winning move's landing square.
fn start_wave(
    mut commands: Commands,
    mut ended: MessageReader<GameEnded>,
    model: Res<GameModel>,
    stones: Query<(Entity, &Stone, &OnSquare)>,
) {
    for GameEnded(outcome) in ended.read() {
        let Some((winner, landing)) = winning_landing(outcome, &model) else {
            continue;
        };
        let origin = square_center(landing);
        let deciding = deciding_stones(model.game());
        for (entity, stone, on) in &stones {
            if stone.side != winner {
                continue;
            }
            let hop = if deciding.contains(&on.0) {
                Hop::deciding(WAVE_START_SECONDS)
            } else {
                let squares = square_center(on.0).distance(origin) / SQUARE_SIZE;
                Hop::after(WAVE_START_SECONDS + DECIDING_LEAD + squares * WAVE_SECONDS_PER_SQUARE)
            };
            commands.entity(entity).insert(hop);
        }
    }
}
