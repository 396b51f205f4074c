//! The transposition table: search results by Zobrist key, one entry a slot.

use super::search::WIN_THRESHOLD;
use crate::rules::Move;

/// What a stored score says about the true score.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub(crate) enum Bound {
    /// The score is exact.
    Exact,
    /// The true score is at least this (the search failed high).
    Lower,
    /// The true score is at most this (the search failed low).
    Upper,
}

/// One stored search result.
#[derive(Copy, Clone, Debug)]
pub(crate) struct Entry {
    key: u64,
    /// The best move found, or `None`.
    pub mv: Option<Move>,
    /// Score, with wins stored relative to this node (see `search`).
    pub score: i32,
    /// Remaining depth of the search that produced it (0 for quiescence).
    pub depth: i16,
    /// How `score` bounds the true score.
    pub bound: Bound,
    generation: u8,
}

/// A fixed-size hash table of search results, shared by the iterations of a
/// search and, when a caller keeps it, by the searches of one game.
#[derive(Clone, Debug)]
pub struct TranspositionTable {
    slots: Vec<Option<Entry>>,
    generation: u8,
}

impl TranspositionTable {
    /// A table using about `megabytes` MiB (at least one slot).
    pub fn new(megabytes: usize) -> TranspositionTable {
        let bytes = megabytes.max(1) * 1024 * 1024;
        let len = (bytes / std::mem::size_of::<Option<Entry>>()).max(1);
        TranspositionTable {
            slots: vec![None; len],
            generation: 0,
        }
    }

    /// Forgets everything (a new game).
    pub fn clear(&mut self) {
        self.slots.fill(None);
        self.generation = 0;
    }

    /// Marks the start of a new search, so that older entries are replaced first.
    pub(crate) fn new_search(&mut self) {
        self.generation = self.generation.wrapping_add(1);
    }

    fn index(&self, key: u64) -> usize {
        // Multiply-shift maps the key onto the table without a modulo.
        ((key as u128 * self.slots.len() as u128) >> 64) as usize
    }

    /// The entry stored for `key`, if any.
    pub(crate) fn probe(&self, key: u64) -> Option<Entry> {
        self.slots[self.index(key)].filter(|e| e.key == key)
    }

    /// Stores a result, keeping a deeper result of this search for another position.
    pub(crate) fn store(
        &mut self,
        key: u64,
        mv: Option<Move>,
        score: i32,
        depth: i16,
        bound: Bound,
    ) {
        let i = self.index(key);
        let generation = self.generation;
        if let Some(old) = &self.slots[i]
            && old.key != key
            && old.generation == generation
            && old.depth > depth
        {
            return;
        }
        // Keep the old best move when the new result has none for this position.
        let mv = mv.or_else(|| self.slots[i].filter(|e| e.key == key).and_then(|e| e.mv));
        self.slots[i] = Some(Entry {
            key,
            mv,
            score,
            depth,
            bound,
            generation,
        });
    }
}

/// A win or loss score made relative to the node that stores it.
pub(crate) fn score_to_table(score: i32, ply: usize) -> i32 {
    if score >= WIN_THRESHOLD {
        score + ply as i32
    } else if score <= -WIN_THRESHOLD {
        score - ply as i32
    } else {
        score
    }
}

/// The inverse of [`score_to_table`].
pub(crate) fn score_from_table(score: i32, ply: usize) -> i32 {
    if score >= WIN_THRESHOLD {
        score - ply as i32
    } else if score <= -WIN_THRESHOLD {
        score + ply as i32
    } else {
        score
    }
}
