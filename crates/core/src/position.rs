//! A position: the stones of both sides and the side to move.

use super::bitboard::Bitboard;
use super::error::{IllegalMove, MoveError, PositionParseError};
use super::geometry;
use super::moves::{Move, MoveList, MoveText};
use super::square::{Direction, FILES, RANKS, Side, Square};
use super::zobrist::{BLACK_TO_MOVE_KEY, STONE_KEYS};
use std::fmt;
use std::str::FromStr;

/// Stones a side has at the start, and so at most.
pub const MAX_STONES: u32 = 2 * FILES as u32;

/// A position: where the stones stand and who moves. Built only by
/// [`Position::start`], parsing, or playing moves, so it is always valid.
///
/// ```
/// use epaminondas_core::{Position, Status};
/// let pos: Position = "BBBBBBBBBBBBBB/BBBBBBBBBBBBBB/14/14/14/14/14/14/14/14/WWWWWWWWWWWWWW/WWWWWWWWWWWWWW w"
///     .parse()
///     .unwrap();
/// assert_eq!(pos, Position::start());
/// assert_eq!(pos.legal_moves().len(), 114);
/// let after = pos.play(pos.parse_move("a1-a3").unwrap()).unwrap();
/// assert_eq!(after.to_string(), "BBBBBBBBBBBBBB/BBBBBBBBBBBBBB/14/14/14/14/14/14/14/W13/WWWWWWWWWWWWWW/1WWWWWWWWWWWWW b");
/// assert_eq!(after.status(), Status::Ongoing);
/// ```
#[derive(Clone, Copy, Eq, PartialEq, Hash, Debug)]
pub struct Position {
    stones: [Bitboard; 2],
    side: Side,
    hash: u64,
}

/// Whether the game goes on, and if not, how it ended.
#[derive(Clone, Copy, Eq, PartialEq, Hash, Debug)]
pub enum Status {
    /// The side to move has legal moves and the game goes on.
    Ongoing,
    /// The game has ended.
    Over(Outcome),
}

/// How a game ended.
#[derive(Clone, Copy, Eq, PartialEq, Hash, Debug)]
pub struct Outcome {
    /// The winner, or `None` for a draw.
    pub winner: Option<Side>,
    /// Why it ended.
    pub reason: EndReason,
}

/// Why a game ended.
#[derive(Clone, Copy, Eq, PartialEq, Hash, Debug)]
pub enum EndReason {
    /// A far-row majority held for a full turn.
    Breakthrough,
    /// The loser has no stones left.
    Eliminated,
    /// No legal move while the opponent leads on the far rows: a loss.
    NoMovesBreakthrough,
    /// No legal move and no breakthrough against the stuck side: a draw.
    NoMoves,
    /// The same position arose for the third time (optional rule): a draw.
    Repetition,
}

impl fmt::Display for EndReason {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            EndReason::Breakthrough => "breakthrough held",
            EndReason::Eliminated => "all stones captured",
            EndReason::NoMovesBreakthrough => "no legal move against a breakthrough",
            EndReason::NoMoves => "no legal move",
            EndReason::Repetition => "third repetition",
        })
    }
}

impl fmt::Display for Outcome {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.winner {
            Some(c) => write!(f, "{c} wins: {}", self.reason),
            None => write!(f, "draw: {}", self.reason),
        }
    }
}

impl Position {
    /// The start position: White on ranks 1–2, Black on ranks 11–12, White to move.
    pub fn start() -> Position {
        Position::from_parts(
            Bitboard::rank(0) | Bitboard::rank(1),
            Bitboard::rank(RANKS - 2) | Bitboard::rank(RANKS - 1),
            Side::White,
        )
    }

    fn from_parts(white: Bitboard, black: Bitboard, side: Side) -> Position {
        let mut pos = Position {
            stones: [white, black],
            side,
            hash: 0,
        };
        pos.hash = pos.compute_hash();
        pos
    }

    /// The Zobrist hash computed from scratch; equals [`Position::hash`].
    pub fn compute_hash(&self) -> u64 {
        let mut h = if self.side == Side::Black {
            BLACK_TO_MOVE_KEY
        } else {
            0
        };
        for c in Side::BOTH {
            for sq in self.stones[c.index()].squares() {
                h ^= STONE_KEYS[c.index()][sq.index()];
            }
        }
        h
    }

    /// The Zobrist hash, kept up to date move by move.
    #[inline]
    pub fn hash(&self) -> u64 {
        self.hash
    }

    /// The side to move.
    #[inline]
    pub fn side_to_move(&self) -> Side {
        self.side
    }

    /// The stone on `sq`, if any.
    pub fn stone(&self, sq: Square) -> Option<Side> {
        Side::BOTH
            .into_iter()
            .find(|c| self.stones[c.index()].has(sq))
    }

    /// The squares of `c`'s stones as a set.
    #[inline]
    pub fn bitboard(&self, c: Side) -> Bitboard {
        self.stones[c.index()]
    }

    /// The squares of `c`'s stones.
    pub fn stones(&self, c: Side) -> impl Iterator<Item = Square> {
        self.stones[c.index()].squares()
    }

    /// How many stones `c` has.
    #[inline]
    pub fn count(&self, c: Side) -> u32 {
        self.stones[c.index()].count()
    }

    /// How many of `c`'s stones stand on `c`'s far row (the opponent's home row).
    #[inline]
    pub fn far_row_count(&self, c: Side) -> u32 {
        self.far_row(c).count()
    }

    /// The squares of `c`'s stones on its far row (the opponent's home row).
    pub fn far_row_stones(&self, c: Side) -> impl Iterator<Item = Square> {
        self.far_row(c).squares()
    }

    /// `c`'s stones on its far row, as a bitboard.
    #[inline]
    fn far_row(&self, c: Side) -> Bitboard {
        self.stones[c.index()] & Bitboard::rank(c.far_rank())
    }

    /// The game status for the side to move, without the optional repetition
    /// rule: docs/RULES.md's three checks, in order.
    pub fn status(&self) -> Status {
        if let Some(outcome) = self.decided_before_moves() {
            return Status::Over(outcome);
        }
        if self.raw_move_count() > 0 {
            return Status::Ongoing;
        }
        let me = self.side;
        let winner =
            (self.far_row_count(me.opposite()) > self.far_row_count(me)).then_some(me.opposite());
        Status::Over(Outcome {
            winner,
            reason: if winner.is_some() {
                EndReason::NoMovesBreakthrough
            } else {
                EndReason::NoMoves
            },
        })
    }

    /// Checks 1 and 2 of the end of the game, which need no move generation.
    #[inline]
    pub(crate) fn decided_before_moves(&self) -> Option<Outcome> {
        let me = self.side;
        if self.far_row_count(me) > self.far_row_count(me.opposite()) {
            return Some(Outcome {
                winner: Some(me),
                reason: EndReason::Breakthrough,
            });
        }
        if self.count(me) == 0 {
            return Some(Outcome {
                winner: Some(me.opposite()),
                reason: EndReason::Eliminated,
            });
        }
        None
    }

    /// Whether the side to move is threatened: the opponent has more stones on
    /// its far row than the side to move has on its own far row, so unless it
    /// is answered the opponent wins at its next turn.
    pub fn must_answer_breakthrough(&self) -> bool {
        let me = self.side;
        self.far_row_count(me.opposite()) > self.far_row_count(me)
    }

    /// The legal moves; empty when the game is over.
    pub fn legal_moves(&self) -> MoveList {
        let mut list = MoveList::new();
        if self.decided_before_moves().is_none() {
            self.generate(&mut list);
        }
        list
    }

    /// The number of legal moves, computed without listing them.
    pub fn count_legal_moves(&self) -> usize {
        if self.decided_before_moves().is_some() {
            return 0;
        }
        self.raw_move_count()
    }

    /// The position after `mv`, which must be one of [`Position::legal_moves`].
    #[inline]
    pub fn play_unchecked(&self, mv: Move) -> Position {
        let mut next = *self;
        let me = self.side.index();
        let them = 1 - me;
        let off = mv.direction().offset();
        let tail = mv.tail().index() as i32;
        let n = mv.group_len() as i32;
        let k = mv.distance() as i32;
        let mut h = self.hash ^ BLACK_TO_MOVE_KEY;
        // Stones are alike, so only the k rear squares empty and k squares beyond the front fill.
        for i in 0..k {
            let from = Square::from_index_unchecked((tail + i * off) as u8);
            let to = Square::from_index_unchecked((tail + (n + i) * off) as u8);
            next.stones[me].remove(from);
            next.stones[me].insert(to);
            h ^= STONE_KEYS[me][from.index()] ^ STONE_KEYS[me][to.index()];
        }
        for sq in mv.captured_squares() {
            next.stones[them].remove(sq);
            h ^= STONE_KEYS[them][sq.index()];
        }
        next.side = self.side.opposite();
        next.hash = h;
        next
    }

    /// The same stones with the other side to move: the search's null move
    /// (passing is not allowed in the game).
    #[inline]
    pub fn pass_for_search(&self) -> Position {
        let mut next = *self;
        next.side = self.side.opposite();
        next.hash = self.hash ^ BLACK_TO_MOVE_KEY;
        next
    }

    /// Plays `mv` if it is legal here.
    pub fn play(&self, mv: Move) -> Result<Position, IllegalMove> {
        if self.decided_before_moves().is_some() {
            return Err(IllegalMove::GameOver);
        }
        let found = self.find_move(mv.text())?;
        if found != mv {
            return Err(IllegalMove::NotThisPosition(mv.text()));
        }
        Ok(self.play_unchecked(mv))
    }

    /// Parses a move's text and checks it here.
    pub fn parse_move(&self, text: &str) -> Result<Move, MoveError> {
        let t: MoveText = text.parse()?;
        Ok(self.find_move(t)?)
    }

    /// The legal move written as `text`, or why there is none.
    ///
    /// Whether the move is legal comes from the move generator alone: the
    /// text is looked up among the moves it makes from the text's tail in
    /// the text's direction (the same code as [`Position::legal_moves`]).
    /// Only a refused text is examined further, to say in words what is
    /// wrong with it. The search's quiescence finds its moves through here,
    /// so it must stay cheap.
    ///
    /// ```
    /// use epaminondas_core::{IllegalMove, MoveText, Position};
    /// let start = Position::start();
    /// assert!(start.find_move("e1-e3".parse().unwrap()).is_ok());
    /// // Built by hand (the parser refuses it): e2 and f4 share no line.
    /// let text = MoveText { tail: "e2".parse().unwrap(), landing: "f4".parse().unwrap(), capture: false };
    /// assert!(matches!(start.find_move(text), Err(IllegalMove::NotOnALine { .. })));
    /// ```
    pub fn find_move(&self, text: MoveText) -> Result<Move, IllegalMove> {
        if self.decided_before_moves().is_some() {
            return Err(IllegalMove::GameOver);
        }
        if let Some((dir, _)) = Direction::between(text.tail, text.landing) {
            let mut list = MoveList::new();
            self.generate_from(text.tail, dir, &mut list);
            if let Some(&mv) = list.iter().find(|mv| mv.text() == text) {
                return Ok(mv);
            }
        }
        Err(self.why_refused(text))
    }

    /// Why `text`, which the move generator does not list here, is not a
    /// move: the first rule it breaks, checked from the tail outwards. Every
    /// other rule being kept, only the anti-copycat rule is left, which the
    /// generator alone applies.
    fn why_refused(&self, text: MoveText) -> IllegalMove {
        let me = self.side;
        let own = self.stones[me.index()];
        let enemy = self.stones[me.opposite().index()];
        if !own.has(text.tail) {
            return IllegalMove::NoStoneOfYours(text.tail);
        }
        let Some((dir, steps)) = Direction::between(text.tail, text.landing) else {
            return IllegalMove::NotOnALine {
                tail: text.tail,
                landing: text.landing,
            };
        };
        let along = |i: u8| text.tail.offset(dir, i as i32);
        // The group: the tail's line forward to its front.
        let group = geometry::run_from(own, text.tail, dir) as u8;
        if steps < group {
            return IllegalMove::OwnStone(text.landing);
        }
        let distance = steps - (group - 1);
        if distance > group {
            return IllegalMove::TooFar { group, distance };
        }
        for i in group..steps {
            let sq = along(i).expect("squares before the landing square are on the board");
            if own.has(sq) || enemy.has(sq) {
                return IllegalMove::PathBlocked(sq);
            }
        }
        let landing = text.landing;
        if own.has(landing) {
            return IllegalMove::PathBlocked(landing);
        }
        if enemy.has(landing) {
            if !text.capture {
                return IllegalMove::CaptureNotMarked(text);
            }
            if group < 2 {
                return IllegalMove::SingleStoneCapture(landing);
            }
            let mut run = 1u8;
            while along(steps + run).is_some_and(|sq| enemy.has(sq)) {
                run += 1;
            }
            if run >= group {
                return IllegalMove::RunTooLong { group, enemy: run };
            }
        } else if text.capture {
            return IllegalMove::NothingToCapture(text);
        }
        IllegalMove::AntiCopycat(landing)
    }
}

impl fmt::Display for Position {
    /// docs/RULES.md's position text: ranks 12 down to 1, then `w` or `b`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for rank in (0..RANKS).rev() {
            let mut empty = 0;
            for file in 0..FILES {
                let sq = Square::new(file, rank).expect("on the board");
                match self.stone(sq) {
                    None => empty += 1,
                    Some(c) => {
                        if empty > 0 {
                            write!(f, "{empty}")?;
                            empty = 0;
                        }
                        f.write_str(if c == Side::White { "W" } else { "B" })?;
                    }
                }
            }
            if empty > 0 {
                write!(f, "{empty}")?;
            }
            if rank > 0 {
                f.write_str("/")?;
            }
        }
        f.write_str(if self.side == Side::White { " w" } else { " b" })
    }
}

impl FromStr for Position {
    type Err = PositionParseError;

    fn from_str(s: &str) -> Result<Position, PositionParseError> {
        let s = s.trim();
        let (board, rest) = s.split_once(' ').ok_or(PositionParseError::MissingSide)?;
        let ranks: Vec<&str> = board.split('/').collect();
        if ranks.len() != RANKS as usize {
            return Err(PositionParseError::RankCount(ranks.len()));
        }
        let mut stones = [Bitboard::EMPTY; 2];
        for (i, text) in ranks.iter().enumerate() {
            let rank = RANKS - 1 - i as u8;
            parse_rank(text, rank, &mut stones)?;
        }
        let mut words = rest.split_whitespace();
        let side = match words.next() {
            None => return Err(PositionParseError::MissingSide),
            Some("w") => Side::White,
            Some("b") => Side::Black,
            Some(other) => return Err(PositionParseError::BadSide(other.to_string())),
        };
        if let Some(extra) = words.next() {
            return Err(PositionParseError::Trailing(extra.to_string()));
        }
        for c in Side::BOTH {
            let count = stones[c.index()].count();
            if count > MAX_STONES {
                return Err(PositionParseError::TooManyStones { side: c, count });
            }
        }
        Ok(Position::from_parts(stones[0], stones[1], side))
    }
}

/// Reads one rank's text into the boards; `rank` is 0-based.
fn parse_rank(text: &str, rank: u8, stones: &mut [Bitboard; 2]) -> Result<(), PositionParseError> {
    let number = rank + 1;
    let mut file: u32 = 0;
    let mut chars = text.chars().peekable();
    while let Some(ch) = chars.next() {
        let side = match ch {
            'W' => Side::White,
            'B' => Side::Black,
            d if d.is_ascii_digit() => {
                let mut digits = d.to_string();
                while let Some(&next) = chars.peek().filter(|c| c.is_ascii_digit()) {
                    digits.push(next);
                    chars.next();
                }
                match digits.parse::<u32>() {
                    Ok(n @ 1..=14) if !digits.starts_with('0') => file += n,
                    _ => {
                        return Err(PositionParseError::BadCount {
                            rank: number,
                            count: digits,
                        });
                    }
                }
                continue;
            }
            other => {
                return Err(PositionParseError::BadChar {
                    rank: number,
                    ch: other,
                });
            }
        };
        if let Some(sq) = u8::try_from(file).ok().and_then(|f| Square::new(f, rank)) {
            stones[side.index()].insert(sq);
        }
        file += 1;
    }
    if file != FILES as u32 {
        return Err(PositionParseError::RankWidth {
            rank: number,
            width: file,
        });
    }
    Ok(())
}
