//! The lesson or puzzle that may be played on the board instead of a game, read together: most
//! systems that ask one ask the other.

use bevy::ecs::system::SystemParam;
use bevy::prelude::*;

use super::model::GameModel;
use super::puzzle::PuzzleTrainer;
use super::tutorial::Tutorial;

/// The tutorial's lesson and the puzzle trainer, as a system reads them.
#[derive(SystemParam)]
pub struct Study<'w> {
    /// The tutorial and its lesson, if one is open.
    pub tutorial: Res<'w, Tutorial>,
    /// The puzzle trainer and its puzzle, if one is open.
    pub trainer: Res<'w, PuzzleTrainer>,
}

impl Study<'_> {
    /// Whether a lesson or a puzzle is on the board.
    pub fn is_open(&self) -> bool {
        self.tutorial.is_open() || self.trainer.is_open()
    }

    /// Whether the person at the device may move now, as far as the lesson and the puzzle
    /// say (in a game, always).
    pub fn player_may_move(&self, model: &GameModel) -> bool {
        self.tutorial.player_may_move(model) && self.trainer.accepts_moves(model)
    }
}
