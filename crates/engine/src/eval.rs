//! The static evaluation: how good a quiet position looks for the side to move.
//!
//! Everything is computed from the two stone bitboards with whole-board shifts,
//! direction by direction, the way the move generator counts moves. Scores are
//! in hundredths of a stone.

use epaminondas_core::geometry::{
    advances, far_landing_rank, incursion_fronts, line_behind, run_from,
};
use epaminondas_core::{Bitboard, Direction, Position, Side};

/// The weights of the evaluation. [`EvalParams::default`] holds values
/// that `epaminondas-engine tune` fitted to the results of self-play games
/// and that won in games against the weights before them;
/// [`EvalParams::set`] changes one by name.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct EvalParams {
    /// One stone.
    pub stone: i32,
    /// A stone by how many ranks it has advanced from its home row (0..=10;
    /// the far row itself is scored by `far_row`).
    pub advance: [i32; 11],
    /// A stone standing on the far row (the opponent's home row).
    pub far_row: i32,
    /// Per stone of the biggest capture the side to move can make now.
    pub capture_own: i32,
    /// Per stone of the biggest capture the opponent threatens to make.
    pub capture_threat: i32,
    /// The side to move can land a stone on the far row now.
    pub incursion_own: i32,
    /// The opponent threatens to land a stone on the far row next move.
    pub incursion_threat: i32,
    /// A line with an empty road to the far row that it cannot cover in one
    /// move, by how many more moves it needs (index 0 = two moves in all).
    pub road: [i32; 4],
    /// A stone guarding its own home row, up to `guard_cap` of them.
    pub guard: i32,
    /// Most guards that count. Six keep the home row defended and leave the
    /// other stones free to attack: with many more (a fit on self-play
    /// positions gives 13) a stone that leaves the home row costs more than
    /// most advances gain, the engine hardly attacks, and its games end in
    /// draws at the ply cap.
    pub guard_cap: u32,
    /// Per square the front stones of a side can reach (a cheap mobility count).
    pub mobility: i32,
    /// Bonus for having the move.
    pub tempo: i32,
    /// A stone on an edge file (a or n).
    pub edge: i32,
    /// A stone with no stone of its own on any of the eight squares around it.
    pub isolated: i32,
    /// Per stone of material lead, at full value when every stone has left
    /// the board and in proportion to the stones gone before that: trading
    /// down when ahead.
    pub lead: i32,
}

impl Default for EvalParams {
    fn default() -> EvalParams {
        EvalParams {
            stone: 100,
            advance: [16, 4, 21, 21, 19, 23, 17, 0, 0, 0, 21],
            far_row: 60,
            capture_own: 40,
            capture_threat: 37,
            incursion_own: 80,
            incursion_threat: 66,
            road: [34, 24, 9, 14],
            guard: 14,
            guard_cap: 6,
            mobility: 0,
            tempo: 21,
            edge: -32,
            isolated: -25,
            lead: 23,
        }
    }
}

/// Why [`EvalParams::set`] refused a setting.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct EvalParamError(pub String);

impl std::fmt::Display for EvalParamError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.0)
    }
}

impl std::error::Error for EvalParamError {}

impl EvalParams {
    /// Every weight by the name [`EvalParams::set`] takes, with its value.
    pub fn weights(&self) -> Vec<(String, i32)> {
        let mut out = vec![
            ("stone".to_string(), self.stone),
            ("far_row".to_string(), self.far_row),
            ("capture_own".to_string(), self.capture_own),
            ("capture_threat".to_string(), self.capture_threat),
            ("incursion_own".to_string(), self.incursion_own),
            ("incursion_threat".to_string(), self.incursion_threat),
            ("guard".to_string(), self.guard),
            ("guard_cap".to_string(), self.guard_cap as i32),
            ("mobility".to_string(), self.mobility),
            ("tempo".to_string(), self.tempo),
            ("edge".to_string(), self.edge),
            ("isolated".to_string(), self.isolated),
            ("lead".to_string(), self.lead),
        ];
        out.extend(
            self.advance
                .iter()
                .enumerate()
                .map(|(i, &v)| (format!("advance.{i}"), v)),
        );
        out.extend(
            self.road
                .iter()
                .enumerate()
                .map(|(i, &v)| (format!("road.{i}"), v)),
        );
        out
    }

    /// Sets one weight from text `name=value`: a scalar field by its name, or
    /// one entry of a table as `advance.3=12` / `road.0=40`.
    pub fn set(&mut self, assignment: &str) -> Result<(), EvalParamError> {
        let err = |why: &str| EvalParamError(format!("eval setting \"{assignment}\": {why}"));
        let (name, value) = assignment
            .split_once('=')
            .ok_or_else(|| err("expected name=value"))?;
        let value: i32 = value
            .trim()
            .parse()
            .map_err(|_| err("the value is not an integer"))?;
        let (field, index) = match name.trim().split_once('.') {
            Some((f, i)) => (
                f,
                Some(
                    i.parse::<usize>()
                        .map_err(|_| err("the index is not a number"))?,
                ),
            ),
            None => (name.trim(), None),
        };
        let slot = match (field, index) {
            ("stone", None) => &mut self.stone,
            ("far_row", None) => &mut self.far_row,
            ("capture_own", None) => &mut self.capture_own,
            ("capture_threat", None) => &mut self.capture_threat,
            ("incursion_own", None) => &mut self.incursion_own,
            ("incursion_threat", None) => &mut self.incursion_threat,
            ("guard", None) => &mut self.guard,
            ("mobility", None) => &mut self.mobility,
            ("tempo", None) => &mut self.tempo,
            ("edge", None) => &mut self.edge,
            ("isolated", None) => &mut self.isolated,
            ("lead", None) => &mut self.lead,
            ("guard_cap", None) => {
                self.guard_cap = u32::try_from(value).map_err(|_| err("must not be negative"))?;
                return Ok(());
            }
            ("advance", Some(i)) => self
                .advance
                .get_mut(i)
                .ok_or_else(|| err("index out of range"))?,
            ("road", Some(i)) => self
                .road
                .get_mut(i)
                .ok_or_else(|| err("index out of range"))?,
            _ => return Err(err("unknown weight")),
        };
        *slot = value;
        Ok(())
    }
}

/// Stones on the board at the start, both sides together.
const START_STONES: i32 = 56;

/// What one side has, before weighting.
#[derive(Default)]
struct SideTerms {
    /// Stones by ranks advanced (index 11 = on the far row, scored apart).
    advanced: [u32; 12],
    stones: u32,
    far_row: u32,
    biggest_capture: u32,
    incursion: bool,
    /// Lines with an empty road to the far row, by moves short (capped).
    roads: [u32; 4],
    guards: u32,
    reach: u32,
    edge: u32,
    isolated: u32,
}

/// The evaluation of `pos` for the side to move, in hundredths of a stone.
///
/// Meant for positions where the game goes on; the search handles the ends
/// of the game and breakthroughs before it asks.
pub fn evaluate(pos: &Position, params: &EvalParams) -> i32 {
    #[cfg(target_arch = "x86_64")]
    if std::arch::is_x86_feature_detected!("popcnt") {
        // SAFETY: the CPU supports popcnt, checked just above.
        return unsafe { evaluate_with_popcnt(pos, params) };
    }
    evaluate_terms(pos, params)
}

/// [`evaluate_terms`] compiled with the popcnt instruction (the evaluation
/// counts stones dozens of times), which most x86-64 CPUs have but the
/// baseline target does not assume.
#[cfg(target_arch = "x86_64")]
#[target_feature(enable = "popcnt")]
fn evaluate_with_popcnt(pos: &Position, params: &EvalParams) -> i32 {
    evaluate_terms(pos, params)
}

#[inline(always)]
fn evaluate_terms(pos: &Position, params: &EvalParams) -> i32 {
    let me = pos.side_to_move();
    let mine = side_terms(pos, me);
    let theirs = side_terms(pos, me.opposite());
    let mut score = weigh(&mine, params) - weigh(&theirs, params);
    score += mine.biggest_capture as i32 * params.capture_own;
    score -= theirs.biggest_capture as i32 * params.capture_threat;
    if mine.incursion {
        score += params.incursion_own;
    }
    if theirs.incursion {
        score -= params.incursion_threat;
    }
    let gone = START_STONES - (mine.stones + theirs.stones) as i32;
    score += params.lead * (mine.stones as i32 - theirs.stones as i32) * gone / START_STONES;
    score + params.tempo
}

/// The side-independent part of the score of one side.
fn weigh(t: &SideTerms, p: &EvalParams) -> i32 {
    let mut s = t.stones as i32 * p.stone + t.far_row as i32 * p.far_row;
    for (count, weight) in t.advanced.iter().zip(p.advance.iter()) {
        s += *count as i32 * weight;
    }
    for (count, weight) in t.roads.iter().zip(p.road.iter()) {
        s += *count as i32 * weight;
    }
    s += t.guards.min(p.guard_cap) as i32 * p.guard;
    s += t.edge as i32 * p.edge + t.isolated as i32 * p.isolated;
    s + t.reach as i32 * p.mobility
}

#[inline(always)]
fn side_terms(pos: &Position, c: Side) -> SideTerms {
    let own = pos.bitboard(c);
    let enemy = pos.bitboard(c.opposite());
    let empty = !(own | enemy);
    let home = c.home_rank();
    let inner_files = Bitboard::FULL.shift(Direction::E) & Bitboard::FULL.shift(Direction::W);
    let neighbours = Direction::ALL
        .into_iter()
        .fold(Bitboard::EMPTY, |n, d| n | own.shift(d));
    let mut t = SideTerms {
        stones: own.count(),
        edge: (own & !inner_files).count(),
        isolated: (own & !neighbours).count(),
        far_row: pos.far_row_count(c),
        guards: (own & Bitboard::rank(home)).count(),
        ..SideTerms::default()
    };
    for (rank, count) in own.rank_counts().into_iter().enumerate() {
        let advanced = (rank as i32 - home as i32).unsigned_abs() as usize;
        t.advanced[advanced] += count;
    }
    let s = Stones { own, enemy, empty };
    direction_terms::<16>(&s, c, Direction::N, &mut t);
    direction_terms::<17>(&s, c, Direction::NE, &mut t);
    direction_terms::<1>(&s, c, Direction::E, &mut t);
    direction_terms::<-15>(&s, c, Direction::SE, &mut t);
    direction_terms::<-16>(&s, c, Direction::S, &mut t);
    direction_terms::<-17>(&s, c, Direction::SW, &mut t);
    direction_terms::<-1>(&s, c, Direction::W, &mut t);
    direction_terms::<15>(&s, c, Direction::NW, &mut t);
    t
}

/// The stones a side's terms are computed from.
struct Stones {
    own: Bitboard,
    enemy: Bitboard,
    empty: Bitboard,
}

/// The terms of side `c` along direction `d`, whose padded-index step is
/// `OFF`: captures, incursions, reach and roads. A function per direction so
/// that every shift is by a constant.
#[inline(always)]
fn direction_terms<const OFF: i32>(s: &Stones, c: Side, d: Direction, t: &mut SideTerms) {
    debug_assert_eq!(OFF, d.offset());
    let (own, enemy, empty) = (s.own, s.enemy, s.empty);
    let far = c.far_rank() as i32;
    let forward = advances(c, d);
    let fronts = own & !own.shift_by(-OFF);
    // The fronts whose line holds at least two stones: only they capture.
    let pairs = fronts & own.shift_by(OFF);
    // reach: the fronts whose line holds at least j stones, so that
    // it can move j squares; behind: own stones j − 1 steps back.
    let mut reach = fronts;
    let mut behind = own;
    let mut open = fronts;
    let mut empty_ahead = empty;
    let mut enemy_ahead = enemy;
    let mut j = 1u32;
    while !reach.is_empty() {
        empty_ahead = empty_ahead.shift_by(-OFF);
        enemy_ahead = enemy_ahead.shift_by(-OFF);
        let capturing = open & enemy_ahead & reach & pairs;
        for front in capturing.squares() {
            let n = line_behind(own, front, d);
            let Some(target) = front.offset(d, j as i32) else {
                continue;
            };
            let m = run_from(enemy, target, d);
            if m < n {
                t.biggest_capture = t.biggest_capture.max(m);
                if far_landing_rank(c, d, j) == Some(front.rank()) {
                    t.incursion = true;
                }
            }
        }
        open &= empty_ahead;
        if open.is_empty() {
            break;
        }
        t.reach += (open & reach).count();
        if !(open & reach & incursion_fronts(c, d, j)).is_empty() {
            t.incursion = true;
        }
        behind = behind.shift_by(OFF);
        reach &= behind;
        j += 1;
    }
    if !forward {
        return;
    }
    // Squares from which every square up to the far row along d is empty.
    let mut clear = empty & Bitboard::rank(far as u8);
    let mut layer = clear;
    loop {
        layer = layer.shift_by(-OFF) & empty;
        if layer.is_empty() {
            break;
        }
        clear |= layer;
    }
    for front in (fronts & clear.shift_by(-OFF)).squares() {
        let j = (far - front.rank() as i32).unsigned_abs();
        let n = line_behind(own, front, d);
        if j > n {
            // Moves it needs beyond the first: 0 when two moves reach the far row.
            let short = ((j - 1) / n - 1) as usize;
            if let Some(slot) = t.roads.get_mut(short) {
                *slot += 1;
            }
        }
    }
}
