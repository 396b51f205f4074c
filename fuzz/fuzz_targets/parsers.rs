//! Every parser takes any bytes without panicking, and what parses prints back the same.
#![no_main]

use epaminondas_play::record::{Record, from_fragment, to_fragment};
use epaminondas_core::{Game, GameRecord, MoveText, Position, Square};
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
    // A record that reads writes itself back to one that reads the same game.
    if let Ok(parsed) = Record::parse(text) {
        let again = Record::parse(&parsed.to_string()).expect("a written record reads back");
        assert_eq!(again.game().moves(), parsed.game().moves());
    }
    if let Ok(game) = from_fragment(text) {
        let back = from_fragment(&to_fragment(&game)).expect("a written link reads back");
        assert_eq!(back.moves(), game.moves());
    }
});
