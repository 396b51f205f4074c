//! Random move sequences chosen by the fuzzer: every generated move is legal,
//! the counter agrees with the list, and the incremental hash stays right.
#![no_main]

use epaminondas_core::{Position, Status};
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let mut pos = Position::start();
    for &byte in data {
        let moves = pos.legal_moves();
        assert_eq!(moves.len(), pos.count_legal_moves());
        assert_eq!(moves.is_empty(), pos.status() != Status::Ongoing);
        if moves.is_empty() {
            return;
        }
        let mv = moves[byte as usize % moves.len()];
        assert_eq!(pos.parse_move(&mv.to_string()), Ok(mv));
        let next = pos.play(mv).expect("generated moves are legal");
        assert_eq!(next.hash(), next.compute_hash());
        pos = next;
    }
});
