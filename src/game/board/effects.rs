//! The end of a game, celebrated: once the winning move has landed, the
//! winner's stones hop in a wave that spreads from the square it landed on
//! (the view adds confetti in the winner's colour).

use super::coords::{SQUARE_SIZE, square_center};
use super::model::{GameEnded, GameModel};
use super::motion::Hop;
use super::stones::{OnSquare, Stone};
use crate::game::schedule::GameSystems;
use crate::rules::{Color as Side, Outcome, Square};
use bevy::prelude::*;

/// Seconds after the end before the wave starts (the winning move lands first).
pub const WAVE_START_SECONDS: f32 = 0.45;
/// Seconds the wave takes to travel one square.
const WAVE_SECONDS_PER_SQUARE: f32 = 0.045;

/// The winner of a game that just ended and the square its last move landed on; `None` for a
/// draw. The wave and the confetti both start there.
pub fn winning_landing(outcome: &Outcome, model: &GameModel) -> Option<(Side, Square)> {
    Some((outcome.winner?, model.game().moves().last()?.landing()))
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
        for (entity, stone, on) in &stones {
            if stone.side != winner {
                continue;
            }
            let squares = square_center(on.0).distance(origin) / SQUARE_SIZE;
            commands.entity(entity).insert(Hop::after(
                WAVE_START_SECONDS + squares * WAVE_SECONDS_PER_SQUARE,
            ));
        }
    }
}
