//! The player's hint: [`GameAction::Hint`] starts a search off the frame, as the computer's
//! own moves are searched (the desktop's compute pool, the browser's engine worker), and its
//! move comes back as [`BoardAction::ShowHint`] if the game has not changed meanwhile.
//!
//! The hint is the strongest level's advice in [`HINT_TIME`], whatever level the opponent
//! plays: a weak level's noise would make a poor adviser, and Master's full time would keep
//! the player waiting. In a lesson the tutorial gives its own hint (the lesson's answer)
//! and no search starts; a puzzle gives none (its panel shows the solution). Against a friend
//! on another device no hint is given.

use super::pacing::{ComputerPacing, fall_back};
use super::search::{SearchError, SearchRequest, Thinking};
use crate::game::action::{BoardAction, GameAction, PlayerAction};
use crate::game::board::model::GameModel;
use crate::game::board::study::Study;
use crate::game::notify::Toast;
use bevy::prelude::*;
use epaminondas_engine::{Level, entropy_seed};
use std::time::Duration;

/// The longest a hint searches.
pub const HINT_TIME: Duration = Duration::from_secs(1);
/// The level whose search gives the hint.
pub const HINT_LEVEL: Level = Level::Master;

/// Present while a hint is searched for the position of `generation`.
#[derive(Resource)]
pub struct HintSearch {
    thinking: Thinking,
    generation: u64,
}

/// Starts a hint when the player asks for one on their turn (one at a time).
pub(super) fn start_hint(
    mut commands: Commands,
    mut actions: MessageReader<PlayerAction>,
    model: Res<GameModel>,
    pacing: Res<ComputerPacing>,
    hint: Option<Res<HintSearch>>,
    study: Study,
) {
    let asked = actions
        .read()
        .any(|action| *action == PlayerAction::Game(GameAction::Hint));
    let busy = hint.is_some_and(|hint| hint.generation == model.generation());
    // No advice against a friend on another device: it would be the computer playing.
    let online = model.friend_side().is_some();
    // A lesson gives its own hint; a puzzle's panel offers its solution instead.
    let studying = study.is_open();
    if !asked || busy || online || !model.is_player_turn() || studying {
        return;
    }
    commands.insert_resource(start(&model, &pacing));
}

/// The strongest level's search of the model's position in [`HINT_TIME`], off the frame: a
/// hint, or the answer to a puzzle's wrong move (`refutation`).
pub(super) fn advice(model: &GameModel, pacing: &ComputerPacing) -> Thinking {
    let request = SearchRequest {
        game: model.game().clone(),
        level: HINT_LEVEL,
        seed: entropy_seed(),
        time_cap: Some(HINT_TIME),
    };
    Thinking::start(request, pacing.mode)
}

fn start(model: &GameModel, pacing: &ComputerPacing) -> HintSearch {
    HintSearch {
        thinking: advice(model, pacing),
        generation: model.generation(),
    }
}

/// Drops a hint whose position has changed, and shows the move of one that answered.
pub(super) fn answer_hint(
    mut commands: Commands,
    model: Res<GameModel>,
    mut pacing: ResMut<ComputerPacing>,
    hint: Option<ResMut<HintSearch>>,
    mut actions: MessageWriter<PlayerAction>,
    mut toasts: MessageWriter<Toast>,
) {
    let Some(mut hint) = hint else {
        return;
    };
    if hint.generation != model.generation() || model.review().is_some() {
        commands.remove_resource::<HintSearch>();
        return;
    }
    match hint.thinking.poll() {
        None => {}
        Some(Ok(reply)) => {
            if let Some(mv) = reply.best {
                actions.write(PlayerAction::Board(BoardAction::ShowHint(mv)));
            }
            commands.remove_resource::<HintSearch>();
        }
        Some(Err(error @ SearchError::Unavailable(_))) => {
            // Searched again on the main thread.
            fall_back(&mut pacing, &error, &mut toasts);
            commands.insert_resource(start(&model, &pacing));
        }
        Some(Err(SearchError::Superseded)) => {
            commands.remove_resource::<HintSearch>();
        }
    }
}
