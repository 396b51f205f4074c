//! One node of the search's explicit stack: its position, window, moves
//! and where it is in its work.

use crate::score::INFINITY;
use epaminondas_core::{MAX_MOVES, Move, MoveList, Position};

/// How the move now searched at a node is being tried.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub(super) enum Probe {
    /// Full window.
    Full,
    /// Null window at full depth.
    Zero,
    /// Null window at reduced depth.
    Reduced,
    /// The null move: the side to move passes, null window at reduced depth.
    Null,
}

/// Where a node is in its work.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub(super) enum Stage {
    /// Not yet looked at.
    Enter,
    /// Trying its moves.
    Moves,
}

/// One node of the explicit search stack.
#[derive(Clone)]
pub(super) struct Frame {
    pub(super) pos: Position,
    pub(super) ply: usize,
    pub(super) depth: i32,
    pub(super) alpha: i32,
    pub(super) beta: i32,
    pub(super) alpha_orig: i32,
    /// Plies since quiescence began (0 in the main search).
    pub(super) qply: u32,
    pub(super) quiescence: bool,
    /// The side to move must answer a breakthrough.
    pub(super) evasion: bool,
    /// The move that led here captured (or was the null move), so no
    /// earlier position can recur on the search path.
    pub(super) irreversible: bool,
    /// The move that led here was the null move, so this node may not pass.
    pub(super) after_null: bool,
    pub(super) stage: Stage,
    pub(super) moves: MoveList,
    pub(super) scores: [i32; MAX_MOVES],
    pub(super) next: usize,
    pub(super) best: i32,
    pub(super) best_move: Option<Move>,
    pub(super) table_move: Option<Move>,
    pub(super) searched: usize,
    /// The move whose child is being searched, and how.
    pub(super) current: Option<Move>,
    pub(super) probe: Probe,
    pub(super) reduction: i32,
    /// Root noise of the current move (0 below the root).
    pub(super) bonus: i32,
    /// Quiet moves tried without a cutoff, for the history malus.
    pub(super) quiets: Vec<Move>,
    /// Quiet moves searched here.
    pub(super) quiet_count: u32,
    /// Quiet moves cannot raise alpha here (futility pruning).
    pub(super) futile: bool,
    /// The static score of a quiescence node that stood pat (delta pruning).
    pub(super) stand: i32,
}

impl Frame {
    pub(super) fn new(pos: Position) -> Frame {
        Frame {
            pos,
            ply: 0,
            depth: 0,
            alpha: -INFINITY,
            beta: INFINITY,
            alpha_orig: -INFINITY,
            qply: 0,
            quiescence: false,
            evasion: false,
            irreversible: false,
            after_null: false,
            stage: Stage::Enter,
            moves: MoveList::new(),
            scores: [0; MAX_MOVES],
            next: 0,
            best: -INFINITY,
            best_move: None,
            table_move: None,
            searched: 0,
            current: None,
            probe: Probe::Full,
            reduction: 0,
            bonus: 0,
            quiets: Vec::new(),
            quiet_count: 0,
            futile: false,
            stand: 0,
        }
    }
}
