//! Every parser takes any bytes without panicking, and what parses prints back the same.
#![no_main]

use epaminondas::rules::{Game, GameRecord, MoveText, Position, Square};
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let Ok(text) = std::str::from_utf8(data) else {
        return;
    };
    if let Ok(pos) = text.parse::<Position>() {
        assert_eq!(pos.to_string().parse::<Position>(), Ok(pos));
    }
    if let Ok(mv) = text.parse::<MoveText>() {
        assert_eq!(mv.to_string().parse::<MoveText>(), Ok(mv));
        let _ = Position::start().find_move(mv);
    }
    let _ = text.parse::<Square>();
    let _ = Position::start().parse_move(text);
    let record = GameRecord {
        start: Position::start().to_string(),
        moves: text.split_whitespace().map(str::to_string).collect(),
        options: Default::default(),
    };
    let _ = Game::from_record(&record);
});
