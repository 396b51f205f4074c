//! Static scores by position hash: quiescence, futility pruning and the
//! null move ask for the same positions again and again.

use crate::eval::{EvalParams, evaluate};
use epaminondas_core::Position;

/// Slots of the evaluation cache (a power of two).
const EVAL_CACHE_SLOTS: usize = 1 << 14;

/// A direct-mapped cache of [`evaluate`].
pub(super) struct EvalCache {
    slots: Vec<(u64, i32)>,
}

impl EvalCache {
    pub(super) fn new() -> EvalCache {
        // Empty slots hold key 0, which `score` never trusts.
        EvalCache {
            slots: vec![(0, 0); EVAL_CACHE_SLOTS],
        }
    }

    pub(super) fn score(&mut self, pos: &Position, params: &EvalParams) -> i32 {
        let key = pos.hash();
        let slot = &mut self.slots[key as usize & (EVAL_CACHE_SLOTS - 1)];
        if slot.0 != key || key == 0 {
            *slot = (key, evaluate(pos, params));
        }
        slot.1
    }
}
