//! The engine's answer to a wrong move in a puzzle: when the trainer wants it
//! ([`PuzzleTrainer::wants_refutation`]), the strongest level searches the position after the
//! wrong move off the frame, as a hint is searched, and its move is played on the board, so
//! that the player sees what the wrong move allows.

use super::hint::advice;
use super::pacing::{ComputerPacing, fall_back};
use super::search::{SearchError, Thinking};
use crate::game::board::model::{GameModel, MoveSource, PlayMove};
use crate::game::board::puzzle::PuzzleTrainer;
use crate::game::notify::Toast;
use bevy::prelude::*;

/// Present while the answer to a wrong move is searched for the position of `generation`.
#[derive(Resource)]
pub struct RefutationSearch {
    thinking: Thinking,
    generation: u64,
}

fn start(model: &GameModel, pacing: &ComputerPacing) -> RefutationSearch {
    RefutationSearch {
        thinking: advice(model, pacing),
        generation: model.generation(),
    }
}

/// Starts the search when the trainer wants an answer and none runs; plays its move when it
/// comes (a stale one, for a position that changed meanwhile, is dropped).
pub(super) fn refute(
    mut commands: Commands,
    model: Res<GameModel>,
    mut pacing: ResMut<ComputerPacing>,
    search: Option<ResMut<RefutationSearch>>,
    mut trainer: ResMut<PuzzleTrainer>,
    mut moves: MessageWriter<PlayMove>,
    mut toasts: MessageWriter<Toast>,
) {
    let Some(mut search) = search else {
        if trainer.wants_refutation() {
            commands.insert_resource(start(&model, &pacing));
        }
        return;
    };
    if search.generation != model.generation() || !trainer.wants_refutation() {
        commands.remove_resource::<RefutationSearch>();
        return;
    }
    match search.thinking.poll() {
        None => {}
        Some(Ok(reply)) => {
            trainer.refuted(reply.best);
            if let Some(mv) = reply.best {
                moves.write(PlayMove {
                    mv,
                    source: MoveSource::Player,
                    generation: model.generation(),
                });
            }
            commands.remove_resource::<RefutationSearch>();
        }
        Some(Err(error @ SearchError::Unavailable(_))) => {
            // Searched again on the main thread.
            fall_back(&mut pacing, &error, &mut toasts);
            commands.insert_resource(start(&model, &pacing));
        }
        Some(Err(SearchError::Superseded)) => {
            trainer.refuted(None);
            commands.remove_resource::<RefutationSearch>();
        }
    }
}
