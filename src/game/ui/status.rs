//! What the status area says, apart from drawing it, so that tests can read it without a
//! window: whose turn it is and who plays whom, the stones each side has left, the result that
//! ends the move list, and the [`Announcement`] of the last capture or refused click.

use bevy::prelude::*;

use crate::game::board::model::{GameModel, ModelReset, MovePlayed};
use crate::game::board::selection::{Refused, StoneSelected};
use crate::game::i18n::Key;
use crate::game::schedule::GameSystems;
use crate::game::values::{Language, Opponent};
use crate::learn::{Text, capture_notice};
use crate::record::{GameResult, outcome_text};
use crate::rules::Color;

/// What kind of line the status area announces; the panel colours them apart.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum AnnouncementKind {
    /// A move captured stones.
    Capture,
    /// A click made no move, and why.
    Refusal,
    /// A record was copied, saved, loaded or refused.
    Record,
}

/// The line under the status: the last capture, refused click or record message, in both
/// languages. A move replaces it (with its capture, or nothing); a new game or an undo clears
/// a capture's or a refusal's line.
#[derive(Resource, Clone, Debug, Default, PartialEq, Eq)]
pub struct Announcement(pub Option<(AnnouncementKind, Text)>);

impl Announcement {
    /// The announcement's text in `language`, if there is one.
    pub fn text(&self, language: Language) -> Option<&str> {
        self.0.as_ref().map(|(_, text)| language.pick(text))
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
    // A new game or an undo ends a capture's or a refusal's line; a record's message (the
    // record just loaded) stays.
    let about_records = next
        .as_ref()
        .is_some_and(|(kind, _)| *kind == AnnouncementKind::Record);
    if resets.read().count() > 0 && !about_records {
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
/// computer ("Your move", "The computer is thinking…") and the colour in a two-player game.
pub fn turn_line(model: &GameModel) -> Key {
    if let Some(outcome) = model.outcome() {
        return super::banner::headline(outcome);
    }
    match model.settings().opponent {
        Opponent::Computer if model.is_computer_turn() => Key::Thinking,
        Opponent::Computer => Key::YourMove,
        Opponent::Human => match model.side_to_move() {
            Color::White => Key::WhiteToMove,
            Color::Black => Key::BlackToMove,
        },
    }
}

/// Who plays whom: "You: White · Computer: Master", or the two players.
pub fn players_line(model: &GameModel, language: Language) -> String {
    let settings = model.settings();
    match settings.opponent {
        Opponent::Human => language.text(Key::PlayersTwo).to_owned(),
        Opponent::Computer => {
            let key = match model.human() {
                Color::White => Key::PlayersYouWhite,
                Color::Black => Key::PlayersYouBlack,
            };
            let level = language.text(Key::level(settings.level));
            language.format(key, &[("level", &level)])
        }
    }
}

/// The stones each side has left: "Stones: White 28 : 26 Black".
pub fn stone_count_line(model: &GameModel, language: Language) -> String {
    let position = model.game().position();
    language.format(
        Key::StoneCount,
        &[
            ("white", &position.count(Color::White)),
            ("black", &position.count(Color::Black)),
        ],
    )
}

/// The line that ends the move list of a finished game: "1-0 · White wins: the breakthrough
/// was held"; `None` while the game goes on.
pub fn result_line(model: &GameModel, language: Language) -> Option<String> {
    let outcome = model.outcome()?;
    let result = GameResult::of_outcome(outcome);
    Some(format!(
        "{result} · {}",
        language.pick(&outcome_text(outcome))
    ))
}

/// While a review shows an earlier position: "Reviewing move 12 of 40" (plies).
pub fn review_line(model: &GameModel, language: Language) -> Option<String> {
    let ply = model.review()?;
    let total = model.game().moves().len();
    Some(language.format(Key::Reviewing, &[("n", &ply), ("total", &total)]))
}
