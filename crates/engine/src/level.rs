//! The named levels of the computer opponent and the search settings behind them.

use super::eval::{EvalParamError, EvalParams};
use serde::{Deserialize, Serialize};
use std::fmt;
use std::str::FromStr;
use std::time::Duration;

/// What may end a search besides the stop flag. `None` means no limit.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Limits {
    /// Deepest iteration (in plies).
    pub depth: Option<u32>,
    /// Most nodes; a search with only depth and node limits is deterministic.
    pub nodes: Option<u64>,
    /// After half of this time no new iteration starts.
    pub soft_time: Option<Duration>,
    /// At this time the search stops, even inside an iteration.
    pub hard_time: Option<Duration>,
    /// The soft deadline ends no search before this iteration is complete.
    pub min_depth: Option<u32>,
}

impl Limits {
    /// These limits with `cap` laid over them: each limit the tighter of
    /// the two, so a `go` can shorten a level's search but never lengthen
    /// it. A time in `cap` also drops `min_depth`, a floor that belongs to
    /// the level's own timing: a `go movetime` is always honoured.
    pub fn tightened(self, cap: Limits) -> Limits {
        fn tighter<T: Ord>(a: Option<T>, b: Option<T>) -> Option<T> {
            match (a, b) {
                (Some(a), Some(b)) => Some(a.min(b)),
                (a, None) => a,
                (None, b) => b,
            }
        }
        let timed = cap.soft_time.is_some() || cap.hard_time.is_some();
        Limits {
            depth: tighter(self.depth, cap.depth),
            nodes: tighter(self.nodes, cap.nodes),
            soft_time: tighter(self.soft_time, cap.soft_time),
            hard_time: tighter(self.hard_time, cap.hard_time),
            min_depth: if timed { None } else { self.min_depth },
        }
    }

    /// These limits without their clock: what `go infinite` keeps of a level.
    pub fn untimed(self) -> Limits {
        Limits {
            soft_time: None,
            hard_time: None,
            min_depth: None,
            ..self
        }
    }
}

/// Everything that shapes one search.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Settings {
    /// When to stop.
    pub limits: Limits,
    /// Each root move gets a random bonus of 0..=noise (seeded), so weak
    /// levels sometimes prefer a worse move, as a person would.
    pub noise: i32,
    /// Evaluation weights.
    pub eval: EvalParams,
    /// Transposition table size in MiB; 0 searches without one (the tests
    /// compare such a search with a plain alpha-beta).
    pub hash_mb: usize,
    /// Late-move pruning: at depth d ≤ 3 away from the principal variation,
    /// quiet moves after the first `late_move_pruning · d²` are skipped; 0
    /// turns it off. Off by default: it skips the quiet moves that block an
    /// incursion one ply before the horizon, which loses more games than
    /// the nodes it saves win.
    pub late_move_pruning: u32,
    /// Futility pruning: at depth d ≤ 2 away from the principal variation,
    /// quiet moves are skipped when the static score plus `futility · d`
    /// cannot reach alpha; 0 turns it off.
    pub futility: i32,
    /// Null-move pruning: the base reduction of the null move (the side to
    /// move passes at depth ≥ 3 away from the principal variation when its
    /// static score already reaches beta); 0 turns it off.
    pub null_move: i32,
    /// Late-move reductions: quiet moves late in the order are searched
    /// shallower by `reduction`/100 · ln(depth) · ln(moves searched) / 2
    /// plies (re-searched when they beat alpha); 0 turns them off.
    pub reduction: i32,
    /// Late-move reductions start at this remaining depth…
    pub reduction_depth: i32,
    /// …after this many moves of the node have been searched.
    pub reduction_moves: usize,
    /// Half-width of the first aspiration window around the last
    /// iteration's score, in hundredths of a stone (doubled on each
    /// failure); 0 searches every iteration with a full window.
    pub aspiration: i32,
    /// Quiescence plies after which only breakthrough answers are searched.
    pub quiescence_plies: u32,
    /// Delta pruning, futility pruning in quiescence: a capture that does
    /// not land on the far row is skipped when the static score plus the
    /// stones it takes plus this margin cannot reach alpha; 0 turns it
    /// off, and so does `futility` 0.
    pub delta: i32,
    /// Counter-move ordering: the quiet move that last refuted the
    /// opponent's previous move is tried right after the killers.
    pub counter_move: bool,
}

impl Settings {
    /// Sets a search parameter (`late_move_pruning`, `futility`, `null_move`,
    /// `reduction`, `reduction_depth`, `reduction_moves`, `counter_move` (0
    /// or 1), `aspiration`, `quiescence_plies`, `delta`, `noise`), a
    /// limit (`depth`, `nodes`, `movetime` in milliseconds; 0 removes the
    /// limit) or an evaluation weight (see [`EvalParams::set`]) from `name=value`.
    pub fn set(&mut self, assignment: &str) -> Result<(), EvalParamError> {
        let number = |v: &str| {
            v.trim().parse::<i32>().map_err(|_| {
                EvalParamError(format!(
                    "setting \"{assignment}\": the value is not an integer"
                ))
            })
        };
        match assignment.split_once('=') {
            Some(("late_move_pruning", v)) => {
                self.late_move_pruning = u32::try_from(number(v)?).map_err(|_| {
                    EvalParamError(format!("setting \"{assignment}\": must not be negative"))
                })?;
            }
            Some(("futility", v)) => self.futility = number(v)?,
            Some(("null_move", v)) => self.null_move = number(v)?.max(0),
            Some(("reduction", v)) => self.reduction = number(v)?.max(0),
            Some(("reduction_depth", v)) => self.reduction_depth = number(v)?.max(1),
            Some(("reduction_moves", v)) => self.reduction_moves = number(v)?.max(1) as usize,
            Some(("aspiration", v)) => self.aspiration = number(v)?.max(0),
            Some(("quiescence_plies", v)) => self.quiescence_plies = number(v)?.max(0) as u32,
            Some(("delta", v)) => self.delta = number(v)?.max(0),
            Some(("counter_move", v)) => self.counter_move = number(v)? != 0,
            Some(("noise", v)) => self.noise = number(v)?.max(0),
            Some(("depth", v)) => {
                self.limits.depth = u32::try_from(number(v)?).ok().filter(|&d| d > 0);
            }
            Some(("nodes", v)) => {
                self.limits.nodes = u64::try_from(number(v)?).ok().filter(|&n| n > 0);
            }
            Some(("movetime", v)) => {
                let ms = u64::try_from(number(v)?).ok().filter(|&ms| ms > 0);
                let time = ms.map(Duration::from_millis);
                self.limits.soft_time = time;
                self.limits.hard_time = time;
            }
            _ => self.eval.set(assignment)?,
        }
        Ok(())
    }
}

impl Default for Settings {
    /// Full strength without limits: set limits before use.
    fn default() -> Settings {
        Settings {
            limits: Limits::default(),
            noise: 0,
            eval: EvalParams::default(),
            hash_mb: DEFAULT_HASH_MB,
            late_move_pruning: 0,
            futility: 150,
            null_move: 3,
            reduction: 150,
            reduction_depth: 2,
            reduction_moves: 3,
            counter_move: true,
            aspiration: 40,
            quiescence_plies: 12,
            delta: 100,
        }
    }
}

/// Transposition table size used by the levels, small enough for the browser.
pub const DEFAULT_HASH_MB: usize = 16;

/// Master's soft budget: after half of it no new iteration starts.
pub const MASTER_TIME: Duration = Duration::from_secs(3);
/// Master's hard deadline, reached only when six plies take that long.
pub const MASTER_HARD_TIME: Duration = Duration::from_secs(8);
/// Master's root noise in hundredths of a stone: enough to vary between
/// moves it judges equal, far too little to prefer a worse one.
pub const MASTER_NOISE: i32 = 3;
/// Beginner's noise: it chooses among the moves within this many hundredths of a stone of its
/// best (ten stones).
pub const BEGINNER_NOISE: i32 = 1_000;
/// Master completes at least this many plies before the soft budget counts.
pub const MASTER_MIN_DEPTH: u32 = 6;

/// A named strength of the computer opponent, weakest first.
#[derive(Copy, Clone, Eq, PartialEq, Hash, Debug, Default, Serialize, Deserialize)]
pub enum Level {
    /// Searches one ply deep (plus captures) and often picks a worse move.
    Beginner,
    /// Searches two plies deep with some randomness.
    Novice,
    /// Searches three plies deep with a little randomness.
    #[default]
    Intermediate,
    /// Searches four plies deep and varies among nearly equal moves.
    Advanced,
    /// Searches six plies deep and varies, as Master does, only among moves
    /// within a few hundredths of a stone: the step between Advanced (four
    /// plies) and Master (as deep as three seconds allow).
    Expert,
    /// Full strength: iterative deepening for about three seconds, never
    /// shallower than six plies, varying only among moves within a few
    /// hundredths of a stone.
    Master,
}

impl Level {
    /// All levels, weakest first.
    pub const ALL: [Level; 6] = [
        Level::Beginner,
        Level::Novice,
        Level::Intermediate,
        Level::Advanced,
        Level::Expert,
        Level::Master,
    ];

    /// The level's English id, lower case.
    pub fn name(self) -> &'static str {
        match self {
            Level::Beginner => "beginner",
            Level::Novice => "novice",
            Level::Intermediate => "intermediate",
            Level::Advanced => "advanced",
            Level::Expert => "expert",
            Level::Master => "master",
        }
    }

    /// The search settings of this level.
    pub fn settings(self) -> Settings {
        // Below Master a level searches to a fixed depth.
        let fixed_depth = |depth: u32, noise: i32| Settings {
            limits: Limits {
                depth: Some(depth),
                // A safety net, which six plies on a slow machine (or in the
                // browser) can reach: the last iteration is then cut short.
                hard_time: Some(Duration::from_secs(5)),
                ..Limits::default()
            },
            noise,
            ..Settings::default()
        };
        // Full strength: as deep as the time allows, but never shallower
        // than six plies unless the hard deadline strikes.
        let full_strength = Settings {
            limits: Limits {
                soft_time: Some(MASTER_TIME),
                hard_time: Some(MASTER_HARD_TIME),
                min_depth: Some(MASTER_MIN_DEPTH),
                ..Limits::default()
            },
            ..Settings::default()
        };
        match self {
            // The easiest level sees no capture beyond its own move (no quiescence) and varies
            // among moves within ten stones of its best: it leaves stones hanging and misses
            // captures, and a newcomer fresh from the lessons beats it (docs/ENGINE.md,
            // `epaminondas-engine newcomer`).
            Level::Beginner => Settings {
                quiescence_plies: 0,
                ..fixed_depth(1, BEGINNER_NOISE)
            },
            Level::Novice => fixed_depth(2, 30),
            Level::Intermediate => fixed_depth(3, 30),
            Level::Advanced => fixed_depth(4, 5),
            Level::Expert => fixed_depth(6, MASTER_NOISE),
            // Master varies among moves within a few hundredths of a stone.
            Level::Master => Settings {
                noise: MASTER_NOISE,
                ..full_strength
            },
        }
    }
}

impl fmt::Display for Level {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// A text that names no level.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct LevelParseError(pub String);

impl fmt::Display for LevelParseError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let names: Vec<&str> = Level::ALL.iter().map(|l| l.name()).collect();
        write!(
            f,
            "\"{}\" is not a level: expected one of {} or a number 1–{}",
            self.0,
            names.join(", "),
            Level::ALL.len()
        )
    }
}

impl std::error::Error for LevelParseError {}

impl FromStr for Level {
    type Err = LevelParseError;

    /// Parses a level's name (any case) or its number, 1 for the weakest.
    fn from_str(s: &str) -> Result<Level, LevelParseError> {
        let t = s.trim();
        if let Ok(n) = t.parse::<usize>() {
            return n
                .checked_sub(1)
                .and_then(|i| Level::ALL.get(i).copied())
                .ok_or_else(|| LevelParseError(s.to_string()));
        }
        Level::ALL
            .into_iter()
            .find(|l| l.name().eq_ignore_ascii_case(t))
            .ok_or_else(|| LevelParseError(s.to_string()))
    }
}
