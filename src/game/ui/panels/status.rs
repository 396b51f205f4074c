//! What the status area says, apart from drawing it, so that tests can read it without a
//! window: whose turn it is and who plays whom, the move, the stones each side has left and the
//! far-row counts (of the reviewed position while reviewing), the result that ends the move
//! list, and the [`Announcement`] of the last capture or refused click.
//!
//! Moves are counted as the move list numbers them: a White move and the Black move after it
//! share a number ([`full_move_number`](epaminondas_play::record::full_move_number)).

use bevy::prelude::*;

use crate::game::board::model::{GameModel, ModelReset, MovePlayed};
use crate::game::board::selection::{Refused, StoneSelected};
use crate::game::schedule::GameSystems;
use crate::game::values::{Language, Opponent};
use epaminondas_core::Side;
use epaminondas_play::i18n::{Key, Text};
use epaminondas_play::learn::capture_notice;
use epaminondas_play::record::GameResult;

use super::banner::reason_sentence;
use epaminondas_play::record::{full_move_number, numbered_moves};

/// What kind of line the status area announces; the panel colours them apart.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum AnnouncementKind {
    /// A move captured stones.
    Capture,
    /// A click made no move, and why.
    Refusal,
}

/// The line under the status: the last capture or refused click, in no language yet. A move
/// replaces it (with its capture, or nothing); a new game, an undo or a review clears it.
#[derive(Resource, Clone, Debug, Default, PartialEq, Eq)]
pub struct Announcement(pub Option<(AnnouncementKind, Text)>);

impl Announcement {
    /// The announcement's text in `language`, if there is one.
    pub fn text(&self, language: Language) -> Option<String> {
        self.0.as_ref().map(|(_, text)| language.say(text))
    }

    /// Its kind, if there is one.
    pub fn kind(&self) -> Option<AnnouncementKind> {
        self.0.as_ref().map(|(kind, _)| *kind)
    }
}

/// Registers the announcement and the system that keeps it. Part of the panels' headless
/// half: `tests/panels.rs` adds it to the game's core plugin.
pub fn plugin(app: &mut App) {
    app.init_resource::<Announcement>()
        .add_systems(Update, announce.in_set(GameSystems::AfterModel));
}

/// What the announcement follows.
#[derive(bevy::ecs::system::SystemParam)]
struct Happened<'w, 's> {
    played: MessageReader<'w, 's, MovePlayed>,
    resets: MessageReader<'w, 's, ModelReset>,
    selected: MessageReader<'w, 's, StoneSelected>,
    refused: MessageReader<'w, 's, Refused>,
}

/// Announces each capture and each refused click; a move without a capture, a new selection
/// or a reset clears the line.
fn announce(model: Res<GameModel>, mut happened: Happened, mut announcement: ResMut<Announcement>) {
    let Happened {
        played,
        resets,
        selected,
        refused,
    } = &mut happened;
    let mut next = announcement.0.clone();
    if resets.read().count() > 0 {
        next = None;
    }
    if selected.read().count() > 0
        && next
            .as_ref()
            .is_some_and(|(kind, _)| *kind != AnnouncementKind::Capture)
    {
        next = None;
    }
    let moves: Vec<&MovePlayed> = played.read().collect();
    let game = model.game();
    let positions = game.positions();
    // The moves of this frame are the last ones of the game; positions[i] is the one before
    // moves()[i].
    let first = game.moves().len().saturating_sub(moves.len());
    for (offset, played) in moves.into_iter().enumerate() {
        let Some(before) = positions.get(first + offset) else {
            continue;
        };
        next = capture_notice(before, played.mv).map(|text| (AnnouncementKind::Capture, text));
    }
    if let Some(Refused(refusal)) = refused.read().last() {
        next = Some((AnnouncementKind::Refusal, refusal.text()));
    }
    if next != announcement.0 {
        announcement.0 = next;
    }
}

/// The heading of the status: the end, or whose turn it is, naming the player against the
/// computer ("Your move", "Computer thinking…") and the colour in a two-player game.
pub fn turn_line(model: &GameModel) -> Key {
    if let Some(outcome) = model.outcome() {
        return super::banner::headline(outcome);
    }
    if let Some(friend) = model.friend_side() {
        return if model.side_to_move() == friend {
            Key::FriendsMove
        } else {
            Key::YourMove
        };
    }
    match model.settings().opponent {
        Opponent::Computer if model.is_computer_turn() => Key::Thinking,
        Opponent::Computer => Key::YourMove,
        Opponent::Human => match model.side_to_move() {
            Side::White => Key::WhiteToMove,
            Side::Black => Key::BlackToMove,
        },
    }
}

/// The headings a game in progress passes between from turn to turn, on its own: the side
/// panel keeps room for the taller, so that its rows stay put when the turn passes ("The
/// computer is thinking…" took two lines at 800×600 where "Your move" took one, and
/// everything under it jumped down).
pub fn turn_headings(model: &GameModel) -> [Key; 2] {
    if model.friend_side().is_some() {
        return [Key::YourMove, Key::FriendsMove];
    }
    match model.settings().opponent {
        Opponent::Computer => [Key::YourMove, Key::Thinking],
        Opponent::Human => [Key::WhiteToMove, Key::BlackToMove],
    }
}

/// Who plays whom: "You: White · Computer: Master", a friend on another device, or the two
/// players.
pub fn players_line(model: &GameModel, language: Language) -> String {
    let settings = model.settings();
    if let Some(friend) = model.friend_side() {
        let key = match friend {
            Side::Black => Key::PlayersFriendBlack,
            Side::White => Key::PlayersFriendWhite,
        };
        return language.text(key).to_owned();
    }
    match settings.opponent {
        Opponent::Human => language.text(Key::PlayersTwo).to_owned(),
        Opponent::Computer => {
            let key = match model.human() {
                Side::White => Key::PlayersYouWhite,
                Side::Black => Key::PlayersYouBlack,
            };
            let level = language.text(Key::level(settings.level));
            language.say(&Text::new(key).with("level", level))
        }
    }
}

/// The stones each side has left on the board shown: "Stones: White 28 : 26 Black".
pub fn stone_count_line(model: &GameModel, language: Language) -> String {
    let position = model.shown_position();
    language.say(
        &Text::new(Key::StoneCount)
            .with("white", position.count(Side::White))
            .with("black", position.count(Side::Black)),
    )
}

/// The line that ends the move list of a finished game, in the end-of-game card's words: "1-0 ·
/// White captured every enemy stone."; `None` while the game goes on.
pub fn result_line(model: &GameModel, language: Language) -> Option<String> {
    let outcome = model.outcome()?;
    let result = GameResult::of_outcome(outcome);
    let mover = model.game().position().side_to_move();
    let reason = reason_sentence(outcome, mover, language);
    Some(
        language.say(
            &Text::new(Key::Joined)
                .with("first", result.to_string())
                .with("second", reason),
        ),
    )
}

/// While a review shows an earlier position: "Reviewing move 9 of 10" (as the list numbers
/// them: the position after the move numbered 9), or "Reviewing the start".
pub fn review_line(model: &GameModel, language: Language) -> Option<String> {
    let ply = model.review()?;
    let game = model.game();
    let first = game.start().side_to_move();
    if ply == 0 {
        return Some(language.text(Key::ReviewingStart).to_owned());
    }
    let n = full_move_number(ply - 1, first);
    let total = numbered_moves(game.moves().len(), first);
    Some(language.say(&Text::new(Key::Reviewing).with("n", n).with("total", total)))
}

/// The move of the status: "Move 11" in play; while reviewing, the move that led to the
/// reviewed position ("After Black's e11-e10") or "Before the first move".
pub fn moment_line(model: &GameModel, language: Language) -> String {
    let game = model.game();
    match model.review() {
        None => {
            let number = full_move_number(game.moves().len(), game.start().side_to_move());
            language.say(&Text::new(Key::MoveNumber).with("n", number))
        }
        Some(0) => language.text(Key::ReviewStartPosition).to_owned(),
        Some(ply) => {
            let key = match game.positions()[ply - 1].side_to_move() {
                Side::White => Key::ReviewWhitePlayed,
                Side::Black => Key::ReviewBlackPlayed,
            };
            language.say(&Text::new(key).with("move", game.moves()[ply - 1]))
        }
    }
}

/// The far-row counts of the board shown: "On the far row: White 0 · Black 1".
pub fn far_row_line(model: &GameModel, language: Language) -> String {
    let position = model.shown_position();
    language.say(
        &Text::new(Key::FarRow)
            .with("white", position.far_row_count(Side::White))
            .with("black", position.far_row_count(Side::Black)),
    )
}

/// The threat the heading says instead of the turn: the side to move must answer a
/// breakthrough ("Broken through: answer it with this move" to the player against the computer
/// or a friend on another device, the colour between two players at this device); `None`
/// while reviewing, when the game is over or nothing threatens.
pub fn threat_line(model: &GameModel) -> Option<Key> {
    let position = model.game().position();
    if model.review().is_some() || model.outcome().is_some() || !position.must_answer_breakthrough()
    {
        return None;
    }
    let against_someone =
        model.friend_side().is_some() || model.settings().opponent == Opponent::Computer;
    Some(if against_someone && model.is_player_turn() {
        Key::YouMustAnswerHeading
    } else {
        match position.side_to_move() {
            Side::White => Key::WhiteMustAnswerHeading,
            Side::Black => Key::BlackMustAnswerHeading,
        }
    })
}

/// The heading of the status: the review's line while reviewing, "Looking for a good move…"
/// while a hint is searched (`hinting`), a breakthrough to answer ([`threat_line`]), else the
/// turn.
pub fn heading_line(model: &GameModel, language: Language, hinting: bool) -> String {
    if let Some(line) = review_line(model, language) {
        return line;
    }
    if hinting && model.is_player_turn() {
        return language.text(Key::HintSearching).to_owned();
    }
    let key = threat_line(model).unwrap_or_else(|| turn_line(model));
    language.text(key).to_owned()
}
