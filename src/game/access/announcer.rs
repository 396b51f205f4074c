//! What is said aloud: each move as it is played (by either side, with its captures), the end
//! of the game, a refused move, a hint, the answer of the move box and the state on request,
//! kept in [`Announcements`] for the move box to show and the page's live region to speak;
//! and the square under the keyboard cursor, described as it moves.

use crate::game::action::{BoardAction, PlayerAction};
use crate::game::board::cursor::BoardCursor;
use crate::game::board::model::{GameEnded, GameModel, MovePlayed};
use crate::game::board::selection::Refused;
use crate::game::preferences::{PlayerResult, Preferences, player_result};
use crate::game::values::Opponent;
use bevy::prelude::*;
use epaminondas_core::{Side, Square};
use epaminondas_play::learn::{
    Listener, Mover, hint_announcement, move_announcement, outcome_announcement, square_description,
};

/// How many announcements are kept.
const KEPT: usize = 40;

/// The announcements so far, the newest last, in the language of the moment each was made.
#[derive(Resource, Default, Debug)]
pub struct Announcements {
    said: Vec<String>,
    /// How many were ever made: the page speaks the ones it has not spoken yet.
    count: u64,
    /// The square under the keyboard cursor, described.
    cursor: Option<String>,
}

impl Announcements {
    /// Says `text`.
    pub fn say(&mut self, text: impl Into<String>) {
        self.said.push(text.into());
        if self.said.len() > KEPT {
            self.said.remove(0);
        }
        self.count += 1;
    }

    /// The last `n` announcements (fewer at the start), the newest last.
    pub fn recent(&self, n: usize) -> &[String] {
        &self.said[self.said.len().saturating_sub(n)..]
    }

    /// The announcements made after the first `seen` ever made (those still kept), the
    /// newest last.
    pub fn since(&self, seen: u64) -> &[String] {
        let new = usize::try_from(self.count.saturating_sub(seen)).unwrap_or(usize::MAX);
        self.recent(new)
    }

    /// How many announcements were ever made.
    pub fn count(&self) -> u64 {
        self.count
    }

    /// The square under the keyboard cursor, described (none before the cursor is used).
    pub fn cursor(&self) -> Option<&str> {
        self.cursor.as_deref()
    }
}

/// Who played a move, as the announcement names them: the computer, the player at this
/// device ("You") against the computer or a friend online, the friend ("Opponent"), or the
/// side's colour where two people share the device.
pub fn mover_of(model: &GameModel, mover: Side, by_computer: bool) -> Mover {
    if by_computer {
        Mover::Computer
    } else if model.friend_side() == Some(mover) {
        Mover::Opponent
    } else if model.friend_side().is_some() || model.settings().opponent == Opponent::Computer {
        Mover::You
    } else {
        Mover::Side(mover)
    }
}

/// Says the frame's moves, the end, refusals and hints.
pub(super) fn announce(
    model: Res<GameModel>,
    preferences: Res<Preferences>,
    mut played: MessageReader<MovePlayed>,
    mut ended: MessageReader<GameEnded>,
    mut refused: MessageReader<Refused>,
    mut actions: MessageReader<PlayerAction>,
    mut said: ResMut<Announcements>,
) {
    let language = preferences.language();
    let played: Vec<&MovePlayed> = played.read().collect();
    let game = model.game();
    for (i, one) in played.iter().enumerate() {
        // The position after each of this frame's moves, the last one the game's.
        let after_index = game.moves().len() + 1 + i - played.len();
        let after = game.positions().get(after_index).unwrap_or(game.position());
        let mover = mover_of(&model, one.mover, one.by_computer);
        said.say(language.say(&move_announcement(mover, one.mv, after)));
    }
    for GameEnded(outcome) in ended.read() {
        let listener = match player_result(&model, outcome.winner) {
            Some(PlayerResult::Won) => Listener::Won,
            Some(PlayerResult::Lost) => Listener::Lost,
            _ => Listener::Onlooker,
        };
        let mover = game.position().side_to_move();
        said.say(language.say(&outcome_announcement(*outcome, mover, listener)));
    }
    for Refused(refusal) in refused.read() {
        said.say(language.say(&refusal.text()));
    }
    for action in actions.read() {
        if let PlayerAction::Board(BoardAction::ShowHint(mv)) = action {
            said.say(language.say(&hint_announcement(*mv)));
        }
    }
}

/// Describes the square under the keyboard cursor, and says it when the cursor moves (a move
/// that changes the board under it only updates the description: the move itself is said).
pub(super) fn describe_cursor(
    model: Res<GameModel>,
    cursor: Res<BoardCursor>,
    preferences: Res<Preferences>,
    mut said: ResMut<Announcements>,
    mut last_square: Local<Option<Square>>,
) {
    if !cursor.visible || !(cursor.is_changed() || model.is_changed()) {
        return;
    }
    let language = preferences.language();
    let text = language.say(&square_description(model.shown_position(), cursor.square));
    if said.cursor.as_deref() == Some(text.as_str()) {
        return;
    }
    said.cursor = Some(text.clone());
    // Said when the cursor goes to another square; a move (Enter on the cursor's square) is
    // said as a move, and only changes the description.
    if *last_square != Some(cursor.square) {
        *last_square = Some(cursor.square);
        said.say(text);
    }
}
