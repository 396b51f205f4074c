//! The game as a record and a record as the game: who played (the person at this device, the
//! computer with its level, or two people), the moves, and the analysis once it is complete.

use crate::game::board::model::{GameModel, RestoreGame};
use crate::game::computer::analysis::GameAnalysis;
use crate::game::values::Opponent;
use epaminondas_core::Color as Side;
use epaminondas_play::record::{Player, Record, today};

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
