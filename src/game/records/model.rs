//! The game as a record and a record as the game: who played (the person at this device, the
//! computer with its level, or two people), the moves, and the analysis once it is complete.

use crate::game::board::model::{GameModel, RestoreGame};
use crate::game::computer::analysis::GameAnalysis;
use crate::game::values::GameSettings;
use crate::game::values::Opponent;
use epaminondas_core::Game;
use epaminondas_core::Side;
use epaminondas_play::record::{LinkedComputer, Player, Record, today};

/// The name a record gives the person at this device.
const PLAYER_NAME: &str = "Player";
/// The name a record gives the computer.
const COMPUTER_NAME: &str = "Computer";
/// The game as a record: today's date, who played (the computer with its level) and the moves.
pub fn record_of(model: &GameModel) -> Record {
    let settings = model.settings();
    let person = || Player {
        name: Some(PLAYER_NAME.to_owned()),
        level: None,
    };
    let computer = || Player {
        name: Some(COMPUTER_NAME.to_owned()),
        level: Some(settings.level),
    };
    let (white, black) = match (settings.opponent, model.human()) {
        (Opponent::Human, _) => (person(), person()),
        (Opponent::Computer, Side::White) => (person(), computer()),
        (Opponent::Computer, Side::Black) => (computer(), person()),
    };
    Record::new(model.game().clone(), white, black, Some(today()))
}

/// [`record_of`] with the game's analysis, where one of all its moves is complete.
pub fn record_with_analysis(model: &GameModel, analysis: &GameAnalysis) -> Record {
    let mut record = record_of(model);
    if let Some(plies) = analysis.complete_for(model.game()) {
        record.analysis = plies.to_vec();
    }
    record
}

/// What replaces the game when `record` is loaded: its game, and the settings and colour its
/// header names (a computer with a level on one side); a record without them keeps those of
/// the game in progress.
pub fn restore_of(record: Record, current: &GameModel) -> RestoreGame {
    let mut settings = *current.settings();
    let mut human = current.human();
    match (record.white.level, record.black.level) {
        (Some(level), None) => {
            settings.opponent = Opponent::Computer;
            settings.level = level;
            human = Side::Black;
        }
        (None, Some(level)) => {
            settings.opponent = Opponent::Computer;
            settings.level = level;
            human = Side::White;
        }
        (None, None) if record.white.name.is_some() && record.black.name.is_some() => {
            settings.opponent = Opponent::Human;
            human = Side::White;
        }
        _ => {}
    }
    let game = record.into_game();
    settings.options = game.options();
    RestoreGame {
        game,
        settings,
        human,
    }
}

/// The computer the game is played against, for a link to it (none between two people).
pub fn linked_computer_of(model: &GameModel) -> Option<LinkedComputer> {
    let settings = model.settings();
    (settings.opponent == Opponent::Computer).then(|| LinkedComputer {
        side: model.human().opposite(),
        level: settings.level,
    })
}

/// What replaces the game when a link's `game` is opened: against the computer the link names
/// (its side and level), else with the `saved` settings, the player on the side to move.
pub fn restore_of_link(
    game: Game,
    computer: Option<LinkedComputer>,
    saved: GameSettings,
) -> RestoreGame {
    let mut settings = saved;
    settings.options = game.options();
    let human = match computer {
        Some(computer) => {
            settings.opponent = Opponent::Computer;
            settings.level = computer.level;
            computer.side.opposite()
        }
        None => game.position().side_to_move(),
    };
    RestoreGame {
        game,
        settings,
        human,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use epaminondas_core::GameOptions;
    use epaminondas_engine::Level;
    use epaminondas_play::record::{from_fragment_against, to_fragment_against};

    /// A Beginner game opened from its link goes on against Beginner, the player on their side.
    #[test]
    fn a_link_keeps_the_computers_level_and_side() {
        let mut game = Game::new(GameOptions::default());
        game.play_text("e2-e3").expect("a legal move");
        let settings = GameSettings {
            opponent: Opponent::Computer,
            level: Level::Beginner,
            ..GameSettings::default()
        };
        let model = GameModel::new(game.clone(), settings, Side::White);
        let fragment = to_fragment_against(model.game(), linked_computer_of(&model));
        let (linked, computer) = from_fragment_against(&fragment).expect("the link's game");
        let saved = GameSettings {
            level: Level::Master,
            ..GameSettings::default()
        };
        let restore = restore_of_link(linked, computer, saved);
        assert_eq!(restore.settings.level, Level::Beginner);
        assert_eq!(restore.settings.opponent, Opponent::Computer);
        assert_eq!(restore.human, Side::White);
        assert_eq!(restore.game.record(), game.record());
    }
}
