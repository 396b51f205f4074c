//! The game model: one resource holding the rules game and the settings it is
//! played with. Entities are its view; only the systems here change it, in answer to the
//! player's game actions and the messages defined here.

use crate::game::action::{GameAction, PlayerAction};
use crate::game::schedule::GameSystems;
use crate::game::values::{ColourChoice, GameSettings, Opponent};
use crate::rules::{Color as Side, Game, Move, Outcome, Status};
use bevy::prelude::*;

/// The one source of truth of the game: position, history and settings.
#[derive(Resource, Clone, Debug)]
pub struct GameModel {
    game: Game,
    settings: GameSettings,
    human: Side,
    generation: u64,
}

impl GameModel {
    /// A model for `game` played with `settings`, the player (against the
    /// computer) playing `human`.
    pub fn new(game: Game, settings: GameSettings, human: Side) -> GameModel {
        GameModel {
            game,
            settings,
            human,
            generation: 0,
        }
    }

    /// The rules game: position, moves, status.
    pub fn game(&self) -> &Game {
        &self.game
    }

    /// The settings the current game is played with.
    pub fn settings(&self) -> &GameSettings {
        &self.settings
    }

    /// The colour the player has against the computer (White in two-player games).
    pub fn human(&self) -> Side {
        self.human
    }

    /// A number that changes whenever the game changes; a
    /// search or a queued move for an older number is stale.
    pub fn generation(&self) -> u64 {
        self.generation
    }

    /// The side to move.
    pub fn side_to_move(&self) -> Side {
        self.game.position().side_to_move()
    }

    /// Whether the game has ended.
    pub fn outcome(&self) -> Option<Outcome> {
        match self.game.status() {
            Status::Ongoing => None,
            Status::Over(outcome) => Some(outcome),
        }
    }

    /// Whether it is the computer's turn in a game that goes on.
    pub fn is_computer_turn(&self) -> bool {
        self.settings.opponent == Opponent::Computer
            && self.side_to_move() != self.human
            && self.outcome().is_none()
    }

    /// Whether a person at this device may move now.
    pub fn is_player_turn(&self) -> bool {
        self.outcome().is_none() && !self.is_computer_turn()
    }

    /// The side whose stones are nearest the viewer: the player's against the
    /// computer, White in two-player games.
    pub fn seat(&self) -> Side {
        match self.settings.opponent {
            Opponent::Computer => self.human,
            Opponent::Human => Side::White,
        }
    }

    /// How many plies [`GameAction::Undo`] takes back: against the computer, back to
    /// before the player's last move; otherwise one.
    fn plies_to_undo(&self) -> usize {
        let moves = self.game.moves().len();
        if self.settings.opponent == Opponent::Human {
            return moves.min(1);
        }
        // positions()[i] is the position before moves()[i]; its side to move made that move.
        let positions = self.game.positions();
        (0..moves)
            .rev()
            .find(|&i| positions[i].side_to_move() == self.human)
            .map_or(0, |i| moves - i)
    }
}

/// Resolves a colour choice; `coin` decides a random choice.
pub fn resolve_colour(choice: ColourChoice, coin: bool) -> Side {
    match choice {
        ColourChoice::White => Side::White,
        ColourChoice::Black => Side::Black,
        ColourChoice::Random if coin => Side::White,
        ColourChoice::Random => Side::Black,
    }
}

/// A fair coin from the clock, enough for choosing a colour or seeding the computer.
pub fn clock_seed() -> u64 {
    web_time::SystemTime::now()
        .duration_since(web_time::UNIX_EPOCH)
        .map_or(0, |d| d.as_nanos() as u64)
}

/// Replace the game, e.g. with a saved one.
#[derive(Message, Clone, Debug)]
pub struct RestoreGame {
    /// The game with its history.
    pub game: Game,
    /// The settings it was played with.
    pub settings: GameSettings,
    /// The player's colour against the computer.
    pub human: Side,
}

/// Who asks for a move.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum MoveSource {
    /// A person at this device.
    Player,
    /// The computer opponent.
    Computer,
}

/// Play a move in the game of the given generation; ignored if the game has
/// changed since or the move is not legal.
#[derive(Message, Clone, Copy, Debug)]
pub struct PlayMove {
    /// The move.
    pub mv: Move,
    /// Who asks for it.
    pub source: MoveSource,
    /// [`GameModel::generation`] when the move was chosen.
    pub generation: u64,
}

/// A move has been played.
#[derive(Message, Clone, Copy, Debug)]
pub struct MovePlayed {
    /// The move.
    pub mv: Move,
    /// The side that made it.
    pub mover: Side,
    /// Whether the computer made it.
    pub by_computer: bool,
}

/// The game was replaced or moves were taken back: views snap to the model.
#[derive(Message, Clone, Copy, Debug, Default)]
pub struct ModelReset;

/// A move ended the game.
#[derive(Message, Clone, Copy, Debug)]
pub struct GameEnded(pub Outcome);

/// Registers the model's messages; the model itself is inserted by the caller.
pub(super) fn plugin(app: &mut App) {
    app.add_message::<RestoreGame>()
        .add_message::<PlayMove>()
        .add_message::<MovePlayed>()
        .add_message::<ModelReset>()
        .add_message::<GameEnded>()
        .add_systems(
            Update,
            (apply_game_actions, apply_restores, apply_moves)
                .chain()
                .in_set(GameSystems::Model),
        );
}

/// Applies the player's new games and undos, in the order they came.
fn apply_game_actions(
    mut model: ResMut<GameModel>,
    mut actions: MessageReader<PlayerAction>,
    mut resets: MessageWriter<ModelReset>,
) {
    let mut changed = false;
    for action in actions.read() {
        match action {
            PlayerAction::Game(GameAction::NewGame(settings)) => {
                let human = resolve_colour(settings.colour, clock_seed().is_multiple_of(2));
                model.game = Game::new(settings.options);
                model.settings = *settings;
                model.human = human;
                changed = true;
            }
            PlayerAction::Game(GameAction::Undo) => {
                for _ in 0..model.plies_to_undo() {
                    changed |= model.game.undo().is_some();
                }
            }
            _ => {}
        }
    }
    if changed {
        model.generation += 1;
        resets.write(ModelReset);
    }
}

/// Applies [`RestoreGame`] (the last one of a frame wins).
fn apply_restores(
    mut model: ResMut<GameModel>,
    mut restores: MessageReader<RestoreGame>,
    mut resets: MessageWriter<ModelReset>,
) {
    let Some(restore) = restores.read().last() else {
        return;
    };
    model.game = restore.game.clone();
    model.settings = restore.settings;
    model.human = restore.human;
    model.generation += 1;
    resets.write(ModelReset);
}

/// Applies [`PlayMove`] for the current generation.
fn apply_moves(
    mut model: ResMut<GameModel>,
    mut requests: MessageReader<PlayMove>,
    mut played: MessageWriter<MovePlayed>,
    mut ended: MessageWriter<GameEnded>,
) {
    for request in requests.read() {
        if request.generation != model.generation {
            continue;
        }
        let mover = model.side_to_move();
        let by_computer = request.source == MoveSource::Computer;
        // A person cannot move for the computer, nor the computer for a person.
        if by_computer != model.is_computer_turn() {
            continue;
        }
        if let Err(error) = model.game.play(request.mv) {
            warn!("move {} refused: {error}", request.mv);
            continue;
        }
        model.generation += 1;
        played.write(MovePlayed {
            mv: request.mv,
            mover,
            by_computer,
        });
        if let Some(outcome) = model.outcome() {
            ended.write(GameEnded(outcome));
        }
    }
}
