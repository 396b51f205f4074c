//! The game model: one resource holding the rules game and the settings it is
//! played with. Entities are its view; only the systems here change it, in answer to the
//! player's game actions and the messages defined here.

use crate::game::action::{GameAction, PlayerAction, ReviewStep};
use crate::game::schedule::GameSystems;
use crate::game::values::{GameSettings, Opponent, SideChoice};
use bevy::prelude::*;
use epaminondas_core::{Game, Move, Outcome, Position, Side, Status};
use epaminondas_engine::entropy_seed;

/// The one source of truth of the game: position, history and settings.
#[derive(Resource, Clone, Debug)]
pub struct GameModel {
    game: Game,
    settings: GameSettings,
    human: Side,
    generation: u64,
    /// The ply shown while reviewing (`None`: the current position).
    review: Option<usize>,
    /// The side nearest the viewer when the command line chose it for a still picture.
    fixed_seat: Option<Side>,
    /// The moves each Undo took back, the latest last: Redo plays the last group again. A
    /// new move, game or restore forgets them.
    redo: Vec<Vec<Move>>,
    /// The side a friend plays from another device (an online game, `game::online`), if any.
    friend: Option<Side>,
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
            review: None,
            fixed_seat: None,
            redo: Vec::new(),
            friend: None,
        }
    }

    /// The side a friend plays from another device in an online game; only
    /// [`MoveSource::Friend`] moves it, and nothing is taken back here.
    pub fn friend_side(&self) -> Option<Side> {
        self.friend
    }

    /// Whether [`GameAction::Redo`] has moves to play again.
    pub fn can_redo(&self) -> bool {
        self.review.is_none() && !self.redo.is_empty()
    }

    /// The same model seen from `side` until the next game, whoever plays (screenshot mode
    /// draws the player's side of a still game with no computer in it).
    pub fn seated(mut self, side: Side) -> GameModel {
        self.fixed_seat = Some(side);
        self
    }

    /// The ply being reviewed: the stones show the position after this many plies, no move
    /// can be played and the computer does not think. `None` at the current position.
    pub fn review(&self) -> Option<usize> {
        self.review
    }

    /// The position the board shows: the reviewed one, else the current one.
    pub fn shown_position(&self) -> &Position {
        self.review
            .and_then(|ply| self.game.positions().get(ply))
            .unwrap_or_else(|| self.game.position())
    }

    /// The last move of the position the board shows.
    pub fn shown_last_move(&self) -> Option<Move> {
        let plies = self.review.unwrap_or(self.game.moves().len());
        self.game.moves().get(plies.checked_sub(1)?).copied()
    }

    /// The ply a review step leads to (`None`: the current position).
    fn review_target(&self, step: ReviewStep) -> Option<usize> {
        let plies = self.game.moves().len();
        let within = |ply: usize| (ply < plies).then_some(ply);
        match (step, self.review) {
            (ReviewStep::Back, None) => plies.checked_sub(1),
            (ReviewStep::Back, Some(ply)) => Some(ply.saturating_sub(1)),
            (ReviewStep::Forward, reviewed) => reviewed.and_then(|ply| within(ply + 1)),
            (ReviewStep::ToPly(ply), _) => within(ply),
            (ReviewStep::Exit | ReviewStep::ContinueHere, _) => None,
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

    /// Whether a person at this device has played a move in this game. Against the
    /// computer only the player's own moves count: a game the computer has only opened has
    /// nothing of the player's to lose.
    pub fn player_has_moved(&self) -> bool {
        let against_computer =
            self.settings.opponent == Opponent::Computer && self.friend.is_none();
        // The positions before each move, and so who made it.
        let before_moves = &self.game.positions()[..self.game.moves().len()];
        before_moves
            .iter()
            .any(|before| !against_computer || before.side_to_move() == self.human)
    }

    /// Whether it is the computer's turn in a game that goes on.
    pub fn is_computer_turn(&self) -> bool {
        self.review.is_none()
            && self.settings.opponent == Opponent::Computer
            && self.friend.is_none()
            && self.side_to_move() != self.human
            && self.outcome().is_none()
    }

    /// Whether a person at this device may move now.
    pub fn is_player_turn(&self) -> bool {
        self.review.is_none()
            && self.outcome().is_none()
            && !self.is_computer_turn()
            && self.friend != Some(self.side_to_move())
    }

    /// The side whose stones are nearest the viewer: the player's against the
    /// computer, White in two-player games.
    pub fn seat(&self) -> Side {
        if let Some(side) = self.fixed_seat {
            return side;
        }
        if let Some(friend) = self.friend {
            return friend.opposite();
        }
        match self.settings.opponent {
            Opponent::Computer => self.human,
            Opponent::Human => Side::White,
        }
    }

    /// How many plies [`GameAction::Undo`] takes back: against the computer, back to
    /// before the player's last move; otherwise one.
    fn plies_to_undo(&self) -> usize {
        let moves = self.game.moves().len();
        if self.friend.is_some() {
            return 0;
        }
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
pub fn resolve_side(choice: SideChoice, coin: bool) -> Side {
    match choice {
        SideChoice::White => Side::White,
        SideChoice::Black => Side::Black,
        SideChoice::Random if coin => Side::White,
        SideChoice::Random => Side::Black,
    }
}

/// A fair coin for a random colour, from the system's entropy.
pub fn coin() -> bool {
    entropy_seed() & 1 == 1
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
    /// A friend playing from another device ([`GameModel::friend_side`]).
    Friend,
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

/// Seats a friend playing from another device at this side (an online game), or nobody; applied
/// after the frame's [`RestoreGame`]. A new game or a restore without it seats nobody.
#[derive(Message, Clone, Copy, Debug)]
pub struct SeatFriend(pub Option<Side>);

/// Seats the player at this side until the next game or restore, whoever plays: a puzzle is
/// seen from its solver's side. Applied after the frame's [`RestoreGame`].
#[derive(Message, Clone, Copy, Debug)]
pub struct SeatPlayer(pub Side);

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
        .add_message::<SeatFriend>()
        .add_message::<SeatPlayer>()
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
                let human = resolve_side(settings.side, coin());
                model.game = Game::new(settings.options);
                model.settings = *settings;
                model.human = human;
                model.review = None;
                model.fixed_seat = None;
                model.redo.clear();
                model.friend = None;
                changed = true;
            }
            PlayerAction::Game(GameAction::Undo) => {
                changed |= model.review.take().is_some();
                let mut undone: Vec<Move> = (0..model.plies_to_undo())
                    .map_while(|_| model.game.undo())
                    .collect();
                if !undone.is_empty() {
                    undone.reverse();
                    model.redo.push(undone);
                    changed = true;
                }
            }
            PlayerAction::Game(GameAction::Retract) => {
                changed |= model.review.take().is_some();
                if model.game.undo().is_some() {
                    model.redo.clear();
                    changed = true;
                }
            }
            PlayerAction::Game(GameAction::Redo) => {
                if model.review.is_some() {
                    continue;
                }
                let Some(moves) = model.redo.pop() else {
                    continue;
                };
                for mv in moves {
                    if let Err(error) = model.game.play(mv) {
                        warn!("redo of {mv} refused: {error}");
                        model.redo.clear();
                        break;
                    }
                }
                changed = true;
            }
            PlayerAction::Game(GameAction::Review(step)) => {
                if *step == ReviewStep::ContinueHere
                    && model.friend.is_none()
                    && let Some(ply) = model.review
                {
                    while model.game.moves().len() > ply {
                        model.game.undo();
                    }
                }
                let target = model.review_target(*step);
                changed |= target != model.review;
                model.review = target;
            }
            _ => {}
        }
    }
    if changed {
        model.generation += 1;
        resets.write(ModelReset);
    }
}

/// Applies [`RestoreGame`] (the last one of a frame wins), then [`SeatFriend`] and
/// [`SeatPlayer`].
fn apply_restores(
    mut model: ResMut<GameModel>,
    mut restores: MessageReader<RestoreGame>,
    mut seats: MessageReader<SeatFriend>,
    mut players: MessageReader<SeatPlayer>,
    mut resets: MessageWriter<ModelReset>,
) {
    let seat = seats.read().last().copied();
    let player = players.read().last().copied();
    let Some(restore) = restores.read().last() else {
        if let Some(SeatFriend(friend)) = seat.filter(|seat| seat.0 != model.friend) {
            model.friend = friend;
            model.generation += 1;
            resets.write(ModelReset);
        }
        return;
    };
    model.game = restore.game.clone();
    model.settings = restore.settings;
    model.human = restore.human;
    model.review = None;
    model.redo.clear();
    model.friend = seat.and_then(|seat| seat.0);
    model.fixed_seat = player.map(|SeatPlayer(side)| side);
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
        // A person cannot move for the computer, nor the computer for a person; only the
        // friend moves the friend's side.
        let friends_turn = model.friend == Some(mover);
        let allowed = match request.source {
            MoveSource::Computer => model.is_computer_turn(),
            MoveSource::Player => !model.is_computer_turn() && !friends_turn,
            MoveSource::Friend => friends_turn,
        };
        if !allowed {
            continue;
        }
        if let Err(error) = model.game.play(request.mv) {
            warn!("move {} refused: {error}", request.mv);
            continue;
        }
        model.generation += 1;
        model.redo.clear();
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

#[cfg(test)]
mod tests {
    use super::*;
    use epaminondas_core::GameOptions;

    /// A model after `moves` plies of a two-player game.
    fn model_after(moves: &[&str]) -> GameModel {
        let mut game = Game::new(GameOptions::default());
        for text in moves {
            game.play_text(text).expect("a legal move");
        }
        let settings = GameSettings {
            opponent: Opponent::Human,
            ..GameSettings::default()
        };
        GameModel::new(game, settings, Side::White)
    }

    fn step(model: &mut GameModel, step: ReviewStep) {
        let mut app = App::new();
        app.add_plugins(plugin).add_message::<PlayerAction>();
        app.insert_resource(model.clone());
        app.world_mut()
            .write_message(PlayerAction::Game(GameAction::Review(step)));
        app.update();
        *model = app.world().resource::<GameModel>().clone();
    }

    #[test]
    fn only_a_persons_move_makes_a_game_worth_keeping() {
        let against_computer = |moves: &[&str], human: Side| {
            let model = model_after(moves);
            let settings = GameSettings {
                opponent: Opponent::Computer,
                ..GameSettings::default()
            };
            GameModel::new(model.game().clone(), settings, human)
        };
        assert!(!model_after(&[]).player_has_moved());
        assert!(
            model_after(&["e2-e3"]).player_has_moved(),
            "either player at this device"
        );
        assert!(
            !against_computer(&["e2-e3"], Side::Black).player_has_moved(),
            "the computer only opened"
        );
        assert!(against_computer(&["e2-e3", "e11-e10"], Side::Black).player_has_moved());
        assert!(against_computer(&["e2-e3"], Side::White).player_has_moved());
    }

    #[test]
    fn a_random_side_comes_out_both_ways() {
        let drawn: Vec<Side> = (0..64)
            .map(|_| resolve_side(SideChoice::Random, coin()))
            .collect();
        assert!(drawn.contains(&Side::White), "{drawn:?}");
        assert!(drawn.contains(&Side::Black), "{drawn:?}");
    }

    #[test]
    fn reviewing_steps_through_the_game_and_plays_nothing() {
        let mut model = model_after(&["e2-e3", "e11-e10", "f2-f3"]);
        assert_eq!(model.review(), None);
        step(&mut model, ReviewStep::Forward);
        assert_eq!(model.review(), None, "nothing after the current position");
        step(&mut model, ReviewStep::Back);
        assert_eq!(model.review(), Some(2));
        assert_eq!(model.shown_position(), &model.game().positions()[2]);
        assert!(!model.is_player_turn(), "no move while reviewing");
        step(&mut model, ReviewStep::ToPly(0));
        assert_eq!(model.shown_position(), model.game().start());
        step(&mut model, ReviewStep::Back);
        assert_eq!(
            model.review(),
            Some(0),
            "the start is as far back as it goes"
        );
        step(&mut model, ReviewStep::Forward);
        step(&mut model, ReviewStep::Forward);
        assert_eq!(model.review(), Some(2));
        step(&mut model, ReviewStep::Forward);
        assert_eq!(
            model.review(),
            None,
            "stepping past the last ply ends the review"
        );
        step(&mut model, ReviewStep::ToPly(1));
        step(&mut model, ReviewStep::Exit);
        assert_eq!((model.review(), model.game().moves().len()), (None, 3));
        assert!(model.is_player_turn());
    }

    fn act(model: &mut GameModel, action: GameAction) {
        let mut app = App::new();
        app.add_plugins(plugin).add_message::<PlayerAction>();
        app.insert_resource(model.clone());
        app.world_mut().write_message(PlayerAction::Game(action));
        app.update();
        *model = app.world().resource::<GameModel>().clone();
    }

    #[test]
    fn redo_plays_again_what_undo_took_back_until_a_new_move() {
        let mut model = model_after(&["e2-e3", "e11-e10", "f2-f3"]);
        assert!(!model.can_redo());
        act(&mut model, GameAction::Undo);
        act(&mut model, GameAction::Undo);
        assert_eq!(model.game().moves().len(), 1);
        act(&mut model, GameAction::Redo);
        assert_eq!(model.game().moves().len(), 2);
        act(&mut model, GameAction::Redo);
        assert_eq!(model.game().moves().len(), 3);
        assert!(!model.can_redo(), "nothing more to play again");
        act(&mut model, GameAction::Undo);
        assert!(model.can_redo());
        // A retracted move (a lesson's miss) leaves nothing to play again.
        let mut retracted = model.clone();
        act(&mut retracted, GameAction::Retract);
        assert_eq!(retracted.game().moves().len(), 1);
        assert!(!retracted.can_redo(), "a retracted move is gone for good");
        let mut app = App::new();
        app.add_plugins(plugin).add_message::<PlayerAction>();
        app.insert_resource(model.clone());
        let mv = model.game().position().parse_move("g2-g3").expect("legal");
        app.world_mut().write_message(PlayMove {
            mv,
            source: MoveSource::Player,
            generation: model.generation(),
        });
        app.update();
        let model = app.world().resource::<GameModel>();
        assert_eq!(model.game().moves().len(), 3);
        assert!(!model.can_redo(), "a new move forgets what was taken back");
    }

    #[test]
    fn continuing_from_a_reviewed_position_drops_the_later_moves() {
        let mut model = model_after(&["e2-e3", "e11-e10", "f2-f3"]);
        let generation = model.generation();
        step(&mut model, ReviewStep::ToPly(1));
        assert!(
            model.generation() > generation,
            "a search for the old view is stale"
        );
        step(&mut model, ReviewStep::ContinueHere);
        assert_eq!(model.review(), None);
        assert_eq!(model.game().moves().len(), 1);
        assert!(model.is_player_turn(), "Black plays on from there");
        // Undo still works on what is left.
        let mut app = App::new();
        app.add_plugins(plugin).add_message::<PlayerAction>();
        app.insert_resource(model);
        app.world_mut()
            .write_message(PlayerAction::Game(GameAction::Undo));
        app.update();
        assert!(
            app.world()
                .resource::<GameModel>()
                .game()
                .moves()
                .is_empty()
        );
    }
}
