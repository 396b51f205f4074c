//! The transposition table: search results by Zobrist key, one entry a slot.

use super::score::WIN_THRESHOLD;
use epaminondas_core::{Direction, Move, Square};
use std::sync::Arc;
use std::sync::atomic::Ordering::Relaxed;
use std::sync::atomic::{AtomicU8, AtomicU64};

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

impl Entry {
    /// The entry in 64 bits: move (24), score (16), depth (8), bound (2), generation (8).
    fn pack(&self) -> u64 {
        let mv = self.mv.map_or(0, |m| {
            1 | (m.tail().index() as u64) << 1
                | (m.direction() as u64) << 9
                | (m.group_len() as u64) << 12
                | (m.distance() as u64) << 16
                | (m.captured() as u64) << 20
        });
        let bound = match self.bound {
            Bound::Exact => 0,
            Bound::Lower => 1,
            Bound::Upper => 2,
        };
        mv | (self.score as i16 as u16 as u64) << 24
            | (self.depth.clamp(i8::MIN as i16, i8::MAX as i16) as i8 as u8 as u64) << 40
            | bound << 48
            | (self.generation as u64) << 50
    }

    fn unpack(data: u64) -> Entry {
        let mv = (data & 1 == 1).then(|| {
            Move::new(
                Square::from_index_unchecked((data >> 1) as u8),
                Direction::ALL[(data >> 9) as usize & 7],
                (data >> 12) as u8 & 15,
                (data >> 16) as u8 & 15,
                (data >> 20) as u8 & 15,
            )
        });
        Entry {
            mv,
            score: (data >> 24) as u16 as i16 as i32,
            depth: (data >> 40) as u8 as i8 as i16,
            bound: match (data >> 48) & 3 {
                0 => Bound::Exact,
                1 => Bound::Lower,
                _ => Bound::Upper,
            },
            generation: (data >> 50) as u8,
        }
    }
}

/// One slot: the key mixed with the data, and the data. A slot torn by two
/// threads writing at once fails the key check and reads as empty.
#[derive(Debug, Default)]
struct Slot {
    check: AtomicU64,
    data: AtomicU64,
}

/// The slots and the search generation, shared by the threads of a search.
#[derive(Debug)]
struct Shared {
    slots: Box<[Slot]>,
    generation: AtomicU8,
}

/// A fixed-size hash table of search results, shared by the iterations of a
/// search, by the threads of a parallel search ([`TranspositionTable::share`])
/// and, when a caller keeps it, by the searches of one game. Lock-free: each
/// slot is two atomic words, checked against each other on reading.
#[derive(Debug)]
pub struct TranspositionTable {
    shared: Arc<Shared>,
}

impl TranspositionTable {
    /// A table using about `megabytes` MiB (at least one slot).
    pub fn new(megabytes: usize) -> TranspositionTable {
        let bytes = megabytes.max(1) * 1024 * 1024;
        let len = (bytes / std::mem::size_of::<Slot>()).max(1);
        TranspositionTable {
            shared: Arc::new(Shared {
                slots: (0..len).map(|_| Slot::default()).collect(),
                generation: AtomicU8::new(0),
            }),
        }
    }

    /// Another handle on the same table, for a helper thread of a parallel search.
    pub fn share(&self) -> TranspositionTable {
        TranspositionTable {
            shared: Arc::clone(&self.shared),
        }
    }

    /// Forgets everything (a new game).
    pub fn clear(&mut self) {
        for slot in self.shared.slots.iter() {
            slot.check.store(0, Relaxed);
            slot.data.store(0, Relaxed);
        }
        self.shared.generation.store(0, Relaxed);
    }

    /// Marks the start of a new search, so that older entries are replaced first.
    pub(crate) fn new_search(&mut self) {
        self.shared.generation.fetch_add(1, Relaxed);
    }

    fn slot(&self, key: u64) -> &Slot {
        // Multiply-shift maps the key onto the table without a modulo.
        let len = self.shared.slots.len();
        &self.shared.slots[((key as u128 * len as u128) >> 64) as usize]
    }

    /// The entry stored for `key`, if any.
    pub(crate) fn probe(&self, key: u64) -> Option<Entry> {
        let slot = self.slot(key);
        let data = slot.data.load(Relaxed);
        // An empty slot holds (0, 0), which no key 0 ever finds by accident:
        // a key of 0 is not trusted.
        (key != 0 && slot.check.load(Relaxed) ^ data == key).then(|| Entry::unpack(data))
    }

    /// Stores a result, keeping a deeper result of this search for another position.
    pub(crate) fn store(&self, key: u64, mv: Option<Move>, score: i32, depth: i16, bound: Bound) {
        let slot = self.slot(key);
        let generation = self.shared.generation.load(Relaxed);
        let old_data = slot.data.load(Relaxed);
        let old_key = slot.check.load(Relaxed) ^ old_data;
        let old = (old_data != 0).then(|| Entry::unpack(old_data));
        if let Some(old) = old
            && old_key != key
            && old.generation == generation
            && old.depth > depth
        {
            return;
        }
        // Keep the old best move when the new result has none for this position.
        let mv = mv.or_else(|| old.filter(|_| old_key == key).and_then(|e| e.mv));
        let data = Entry {
            mv,
            score,
            depth,
            bound,
            generation,
        }
        .pack();
        slot.check.store(key ^ data, Relaxed);
        slot.data.store(data, Relaxed);
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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::score::WIN_SCORE;
    use epaminondas_core::Position;

    /// Moves of every kind: steps, lines of up to four, captures.
    fn sample_moves() -> Vec<Move> {
        let fight: Position = "BBBBBBBBBBBBBB/14/14/14/4B9/4B9/14/4W9/4W9/4W9/14/WWWWWWWWWWWWWW w"
            .parse()
            .unwrap();
        let positions = [Position::start(), fight];
        let moves: Vec<Move> = positions
            .iter()
            .flat_map(|p| p.legal_moves().iter().copied().collect::<Vec<_>>())
            .collect();
        assert!(moves.iter().any(|m| m.is_capture()));
        assert!(moves.iter().any(|m| m.group_len() >= 3));
        moves
    }

    #[test]
    fn entries_pack_into_64_bits_and_back() {
        let moves = sample_moves();
        let scores = [0, 1, -1, 35, -1_200, WIN_SCORE, -WIN_SCORE, WIN_THRESHOLD];
        let bounds = [Bound::Exact, Bound::Lower, Bound::Upper];
        let mut i = 0usize;
        for mv in moves.iter().map(|&m| Some(m)).chain([None]) {
            for &score in &scores {
                let depth = (i % 40) as i16 - 1;
                let entry = Entry {
                    mv,
                    score,
                    depth,
                    bound: bounds[i % 3],
                    generation: (i * 37 % 256) as u8,
                };
                let back = Entry::unpack(entry.pack());
                assert_eq!(back.mv, entry.mv);
                assert_eq!(back.score, score);
                assert_eq!(back.depth, depth);
                assert_eq!(back.bound, entry.bound);
                assert_eq!(back.generation, entry.generation);
                i += 1;
            }
        }
        // Depths beyond 8 bits are kept at the nearest one that fits.
        let deep = Entry {
            mv: None,
            score: 0,
            depth: 300,
            bound: Bound::Exact,
            generation: 0,
        };
        assert_eq!(Entry::unpack(deep.pack()).depth, i8::MAX as i16);
    }

    #[test]
    fn the_table_finds_what_it_stored_under_its_key_only() {
        let table = TranspositionTable::new(1);
        let mv = sample_moves()[0];
        table.store(42, Some(mv), -77, 5, Bound::Lower);
        let entry = table.probe(42).unwrap();
        assert_eq!((entry.mv, entry.score, entry.depth), (Some(mv), -77, 5));
        assert_eq!(entry.bound, Bound::Lower);
        assert!(table.probe(43).is_none());
        // A key of 0 is never trusted, stored or not.
        table.store(0, None, 1, 1, Bound::Exact);
        assert!(table.probe(0).is_none());
        // A result without a move keeps the position's old best move.
        table.store(42, None, 10, 6, Bound::Exact);
        assert_eq!(table.probe(42).unwrap().mv, Some(mv));
    }

    #[test]
    fn win_scores_are_stored_relative_to_the_node() {
        let win_in_5 = WIN_SCORE - 5;
        let stored = score_to_table(win_in_5, 3);
        assert_eq!(stored, WIN_SCORE - 2);
        assert_eq!(score_from_table(stored, 3), win_in_5);
        // Found 4 plies deeper elsewhere, the same win is 4 plies further.
        assert_eq!(score_from_table(stored, 7), WIN_SCORE - 9);
        assert_eq!(score_to_table(-win_in_5, 3), -(WIN_SCORE - 2));
        assert_eq!(score_to_table(123, 9), 123);
        assert_eq!(score_from_table(-123, 9), -123);
    }
}
