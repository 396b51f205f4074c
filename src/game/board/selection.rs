//! Selecting stones and choosing a destination, and the board cursor. Every device turns into
//! [`PlayerAction::Board`] actions; [`interpret_board_actions`] is the one system that reads
//! them. What may move where comes from the rules' legal moves only, and which stones form a
//! line from the rules' geometry.

use super::cursor::{BoardCursor, PointerHover};
use super::model::{GameModel, ModelReset, MovePlayed, MoveSource, PlayMove};
use super::puzzle::PuzzleTrainer;
use super::tutorial::Tutorial;
use crate::game::action::{BoardAction, PlayerAction};
use crate::game::schedule::GameSystems;
use bevy::prelude::*;
use epaminondas_core::{Direction, Move, Position, Square, geometry};
use epaminondas_play::learn::{LessonVerdict, Refusal, refuse_click};

/// A stone (tail) or phalanx was selected; for the select sound.
#[derive(Message, Clone, Copy, Debug)]
pub struct StoneSelected(pub Square);

/// A click on the board made no move, and this is why (from [`refuse_click`]): the panels show
/// its text ([`Refusal::text`]), the view shakes the stone on [`Refusal::focus`].
#[derive(Message, Clone, Copy, Debug, PartialEq, Eq)]
pub struct Refused(pub Refusal);

/// The player's current selection and where it can go.
#[derive(Resource, Default, Clone, Debug, PartialEq, Eq)]
pub struct Selection {
    stones: Vec<Square>,
    destinations: Vec<Move>,
    /// The square a drag picked its stone up from, while the drag lasts.
    grabbed: Option<Square>,
    /// While a drag lasts: the moves its drop can make, one per landing.
    carried: Vec<Move>,
    /// Whether the selection is the hint's suggestion rather than the player's own.
    hint: bool,
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

    /// The legal moves of the selection, or of the stone a drag holds while it lasts; their
    /// landing squares are the marks.
    pub fn destinations(&self) -> &[Move] {
        if self.grabbed.is_some() {
            &self.carried
        } else {
            &self.destinations
        }
    }

    /// The square of the stone a drag holds, while the drag lasts.
    pub fn grabbed(&self) -> Option<Square> {
        self.grabbed
    }

    /// Whether the selection is the hint's suggestion (drawn apart from the player's own).
    pub fn is_hint(&self) -> bool {
        self.hint
    }

    /// The move that landing on `landing` makes: a destination landing there.
    pub fn move_landing_on(&self, landing: Square) -> Option<Move> {
        self.destinations()
            .iter()
            .find(|mv| mv.landing() == landing)
            .copied()
    }

    /// Whether nothing is selected.
    pub fn is_empty(&self) -> bool {
        self.stones.is_empty()
    }

    fn clear(&mut self) {
        self.stones.clear();
        self.destinations.clear();
        self.end_drag();
        self.hint = false;
    }

    /// The drag is over: the marks are the selection's again.
    fn end_drag(&mut self) {
        self.grabbed = None;
        self.carried.clear();
    }

    /// A drag picks up the stone on `square`. A stone of a selected line carries the line and
    /// its moves; any other stone of the side to move is selected alone (as a click selects
    /// it, for when the drag is let go elsewhere) and carries, for each square it can reach,
    /// the longest line through it that lands there. Whether anything was picked up.
    fn grab(&mut self, position: &Position, may_move: bool, square: Square) -> bool {
        if !may_move || position.stone(square) != Some(position.side_to_move()) {
            return false;
        }
        if self.hint && self.stones.contains(&square) {
            // A stone of the hinted line carries the hinted move: the player took the hint.
            self.hint = false;
            self.carried = self.destinations.clone();
        } else if self.stones.len() >= 2 && self.stones.contains(&square) && !self.hint {
            self.carried = self.destinations.clone();
        } else {
            self.select_tail(position, square);
            self.carried = drag_moves(position, square);
        }
        self.grabbed = Some(square);
        true
    }

    /// The move a drag let go over `landing` plays: the carried move landing there.
    fn dropped_move(&self, landing: Square) -> Option<Move> {
        self.grabbed?;
        self.move_landing_on(landing)
    }

    /// Selects `tail` alone: its single-step moves are the destinations.
    fn select_tail(&mut self, position: &Position, tail: Square) {
        self.hint = false;
        self.stones = vec![tail];
        self.destinations = position
            .legal_moves()
            .iter()
            .copied()
            .filter(|mv| mv.tail() == tail && mv.group_len() == 1)
            .collect();
    }

    /// Selects the line of `mv` with `mv` as its only destination: a suggested move.
    fn select_hint(&mut self, position: &Position, mv: Move) {
        let Some(stones) = line_of(position, mv) else {
            self.clear();
            return;
        };
        self.stones = stones;
        self.destinations = vec![mv];
        self.hint = true;
    }

    /// Selects the run from `tail` through `stones` to its end: the moves of
    /// that tail whose front is the run's front are the destinations.
    fn select_phalanx(&mut self, position: &Position, stones: Vec<Square>) {
        let (Some(&tail), Some(&front)) = (stones.first(), stones.last()) else {
            return;
        };
        self.hint = false;
        self.stones = stones;
        self.destinations = position
            .legal_moves()
            .iter()
            .copied()
            .filter(|mv| mv.tail() == tail && mv.front() == front && mv.group_len() >= 2)
            .collect();
    }
}

/// The moves a drag of the stone on `grabbed` can make: for each square where a legal move of
/// a line through that stone lands, the longest such line (the farthest step among equals).
pub fn drag_moves(position: &Position, grabbed: Square) -> Vec<Move> {
    let mut best: Vec<Move> = Vec::new();
    for &mv in position.legal_moves().iter() {
        if !mv.group_squares().any(|square| square == grabbed) {
            continue;
        }
        match best.iter_mut().find(|kept| kept.landing() == mv.landing()) {
            Some(kept) => {
                if (mv.group_len(), mv.distance()) > (kept.group_len(), kept.distance()) {
                    *kept = mv;
                }
            }
            None => best.push(mv),
        }
    }
    best
}

/// The stones of the run that starts at `tail` and passes through `through`,
/// tail first, up to the run's end; `None` if `through` is not on such a run.
fn run_through(position: &Position, tail: Square, through: Square) -> Option<Vec<Square>> {
    let side = position.stone(tail)?;
    let (direction, steps) = Direction::between(tail, through)?;
    let length = geometry::run_from(position.bitboard(side), tail, direction);
    if length <= u32::from(steps) {
        return None;
    }
    (0..length)
        .map(|step| tail.offset(direction, i32::try_from(step).ok()?))
        .collect()
}

/// The stones of a legal move's line, tail first; `None` if `mv` is not legal in `position`.
fn line_of(position: &Position, mv: Move) -> Option<Vec<Square>> {
    if !position.legal_moves().contains(&mv) {
        return None;
    }
    Some(mv.group_squares().collect())
}

/// Registers the selection, the cursor and their interpreter.
pub(super) fn plugin(app: &mut App) {
    app.init_resource::<Selection>()
        .init_resource::<BoardCursor>()
        .init_resource::<PointerHover>()
        .add_message::<StoneSelected>()
        .add_message::<Refused>()
        .add_systems(Update, interpret_board_actions.in_set(GameSystems::Intent))
        .add_systems(
            Update,
            clear_after_model_change.in_set(GameSystems::AfterModel),
        );
}

/// What a click can lead to: a move asked for, a selection, a refusal.
#[derive(bevy::ecs::system::SystemParam)]
struct Answers<'w> {
    moves: MessageWriter<'w, PlayMove>,
    selected: MessageWriter<'w, StoneSelected>,
    refused: MessageWriter<'w, Refused>,
}

/// What the player points at on the board: the keyboard's cursor, the square under the
/// pointer and the selected stones.
#[derive(bevy::ecs::system::SystemParam)]
struct Pointing<'w> {
    cursor: ResMut<'w, BoardCursor>,
    hover: ResMut<'w, PointerHover>,
    selection: ResMut<'w, Selection>,
}

/// Turns board actions into cursor steps, selections and [`PlayMove`] requests.
fn interpret_board_actions(
    mut actions: MessageReader<PlayerAction>,
    model: Res<GameModel>,
    mut tutorial: ResMut<Tutorial>,
    trainer: Res<PuzzleTrainer>,
    pointing: Pointing,
    mut answers: Answers,
) {
    let Pointing {
        mut cursor,
        mut hover,
        mut selection,
    } = pointing;
    // A lesson and a puzzle each say when the player may move.
    let may_move_now =
        |tutorial: &Tutorial| tutorial.player_may_move(&model) && trainer.accepts_moves(&model);
    for action in actions.read() {
        let PlayerAction::Board(action) = *action else {
            continue;
        };
        let square = match action {
            BoardAction::MoveCursor(step) => {
                cursor.step(step, model.seat());
                continue;
            }
            BoardAction::Clear => {
                selection.clear();
                continue;
            }
            BoardAction::HideCursor => {
                if cursor.visible {
                    cursor.visible = false;
                }
                continue;
            }
            BoardAction::Hover(square) => {
                if hover.0 != square {
                    hover.0 = square;
                }
                continue;
            }
            BoardAction::Grab(square) => {
                let may_move = may_move_now(&tutorial);
                let before = selection.stones.len();
                if selection.grab(model.game().position(), may_move, square)
                    && selection.stones.len() != before
                {
                    answers.selected.write(StoneSelected(square));
                }
                continue;
            }
            BoardAction::Drop(square) => {
                let may_move = may_move_now(&tutorial);
                let dropped = square
                    .filter(|_| may_move)
                    .and_then(|square| selection.dropped_move(square));
                if let Some(mv) = dropped {
                    selection.clear();
                    answers.moves.write(PlayMove {
                        mv,
                        source: MoveSource::Player,
                        generation: model.generation(),
                    });
                } else if selection.grabbed.is_some() {
                    // Let go off every landing: the stone goes back, still selected.
                    selection.end_drag();
                }
                continue;
            }
            BoardAction::ShowHint(mv) => {
                if may_move_now(&tutorial) {
                    selection.select_hint(model.game().position(), mv);
                    if !selection.is_empty() {
                        cursor.square = mv.landing();
                    }
                }
                continue;
            }
            BoardAction::Activate(square) => square,
            BoardAction::ActivateCursor => {
                cursor.visible = true;
                cursor.square
            }
        };
        let before = selection.stones.clone();
        let may_move = may_move_now(&tutorial);
        match selection.activate(&model, may_move, square) {
            Activated::Move(mv) => {
                answers.moves.write(PlayMove {
                    mv,
                    source: MoveSource::Player,
                    generation: model.generation(),
                });
            }
            Activated::Selected => {
                answers.selected.write(StoneSelected(square));
            }
            Activated::Nothing if model.review().is_some() => {}
            Activated::Nothing if model.is_computer_turn() => {
                answers.refused.write(Refused(Refusal::ComputerThinking));
            }
            Activated::Nothing => {
                let position = model.game().position();
                let refusal = match tutorial.lesson() {
                    // In a lesson the lesson words the refusal.
                    Some(lesson) => match lesson.check_click(position, &before, square) {
                        Some(LessonVerdict::Refused(refusal)) => Some(refusal),
                        _ => None,
                    },
                    None => refuse_click(position, &before, square),
                };
                if let Some(refusal) = refusal {
                    tutorial.refused(refusal);
                    answers.refused.write(Refused(refusal));
                }
            }
        }
    }
}

/// What a click on a square did to the selection.
enum Activated {
    /// It chose a destination: this move is asked for, and the selection is cleared.
    Move(Move),
    /// It selected a stone or a phalanx.
    Selected,
    /// It cleared the selection (or there was none).
    Nothing,
}

impl Selection {
    /// A click on `square` (`may_move`: a person may move now): a destination plays its move, a stone of the side to move starts
    /// or extends a selection, anything else clears it. A hint is a suggestion beside the
    /// selection: a click on a stone of its line takes the hinted line as the selection, a
    /// click on its landing plays it, and any other click acts as if no hint were shown.
    fn activate(&mut self, model: &GameModel, may_move: bool, square: Square) -> Activated {
        let position = model.game().position();
        if !may_move {
            self.clear();
            return Activated::Nothing;
        }
        if self.hint {
            if self.stones.contains(&square) {
                self.hint = false;
                return Activated::Selected;
            }
            if self.move_landing_on(square).is_none() {
                self.clear();
            }
        }
        if let Some(mv) = self
            .destinations
            .iter()
            .find(|mv| mv.landing() == square)
            .copied()
        {
            self.clear();
            return Activated::Move(mv);
        }
        if position.stone(square) != Some(position.side_to_move()) {
            self.clear();
            return Activated::Nothing;
        }
        match self.tail() {
            Some(tail) if tail == square => self.clear(),
            Some(tail) => match run_through(position, tail, square) {
                Some(run) => self.select_phalanx(position, run),
                None => self.select_tail(position, square),
            },
            None => self.select_tail(position, square),
        }
        if self.is_empty() {
            Activated::Nothing
        } else {
            Activated::Selected
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
