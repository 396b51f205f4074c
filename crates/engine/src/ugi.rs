//! The Universal Game Interface of kz04px/cutegames, a UCI-like text
//! protocol, as a state machine that reads one line at a time and writes its
//! answers through a callback. Player 1 is White. Positions use RULES.md's
//! position text after `position fen`, moves use RULES.md's notation.
//!
//! No standard input or output here, and no thread but the search's own
//! helpers (the `Threads` option, where the platform can start threads), so
//! the same engine runs in a browser's worker and behind
//! `epaminondas-engine ugi`:
//!
//! - [`UgiEngine::handle`] answers every command in the calling thread; a
//!   `go` searches to the end before it returns (a worker drives it so).
//! - [`UgiEngine::dispatch`] answers everything but `go`, which it hands
//!   back as a [`GoJob`] for the caller to run where it likes (the native
//!   binary runs it on its own thread with a stop flag, so `stop`, `isready`
//!   and `query` are answered meanwhile; see [`needs_idle`]).
//!
//! `go` takes `depth`, `nodes`, `movetime`, the clock (`p1time`, `p2time`,
//! `p1inc`, `p2inc`), `infinite` and `searchmoves MOVE…` (only those root
//! moves; [`crate::analysis`] scores the best other move so). Each
//! completed iteration writes `info depth D seldepth S score (cp N | mate M)
//! time MS nodes N nps N pv MOVE…`, the score for the side to move.
//!
//! Anything malformed gets an `info string error …` line and changes nothing.
//!
//! ```
//! use epaminondas_engine::ugi::UgiEngine;
//!
//! let mut engine = UgiEngine::new();
//! let mut lines = Vec::new();
//! for command in ["setoption name Level value novice", "position startpos moves a2-a3", "go"] {
//!     assert!(engine.handle(command, &mut |line| lines.push(line.to_string())));
//! }
//! assert!(lines.last().unwrap().starts_with("bestmove "));
//! ```

use super::entropy::entropy_seed;
use super::level::{DEFAULT_HASH_MB, Level, Limits, Settings};
use super::parallel::Helpers;
use super::score::Score;
use super::search::{Info, Search, SearchResult};
use super::tt::TranspositionTable;
use epaminondas_core::{Game, GameOptions, Move, Position, Side, Status};
use std::sync::Arc;
use std::sync::atomic::AtomicBool;
use std::sync::mpsc;
use std::time::Duration;

/// Largest transposition table the `Hash` option accepts, in MiB.
pub const MAX_HASH_MB: usize = 4096;
/// Most threads the `Threads` option accepts.
pub const MAX_THREADS: usize = 256;
/// Time kept back from every time budget for reading and writing lines.
const MOVE_OVERHEAD: Duration = Duration::from_millis(10);
/// Share of the remaining clock time one move may plan to use.
const CLOCK_SHARE: u32 = 25;
/// Nodes a [`GoJob`] searches between two looks for `info` lines to pass on.
const REPORT_SLICE: u64 = 4096;

/// What [`UgiEngine::dispatch`] made of a line.
pub enum Dispatched {
    /// The command was answered (or refused with an error line).
    Done,
    /// `quit`: the engine must end.
    Quit,
    /// `go`: a search for the caller to run, then to hand its table back
    /// with [`UgiEngine::restore_table`].
    Go(Box<GoJob>),
}

/// Whether `line` must wait until a running search has stopped: every
/// command but `isready`, `query` and unknown ones (which change nothing).
pub fn needs_idle(line: &str) -> bool {
    matches!(
        line.split_whitespace().next(),
        Some("setoption" | "uginewgame" | "position" | "go" | "stop" | "quit")
    )
}

/// The protocol's state between commands.
pub struct UgiEngine {
    game: Game,
    level: Level,
    hash_mb: usize,
    seed: u64,
    threads: usize,
    /// `NAME=VALUE` settings from the `Set` option (see `Settings::set`).
    tweaks: Vec<String>,
    table: Option<TranspositionTable>,
    searches: u64,
}

impl Default for UgiEngine {
    fn default() -> UgiEngine {
        UgiEngine::new()
    }
}

impl UgiEngine {
    /// An engine at the start position, Master level, default hash, a seed
    /// from the system's entropy (`setoption name Seed` fixes it).
    pub fn new() -> UgiEngine {
        UgiEngine {
            game: Game::new(GameOptions::default()),
            level: Level::Master,
            hash_mb: DEFAULT_HASH_MB,
            seed: entropy_seed(),
            threads: 1,
            tweaks: Vec::new(),
            table: None,
            searches: 0,
        }
    }

    /// Handles one line, a `go` included (its search runs to the end here,
    /// writing its `info` lines and then `bestmove`). Returns false on `quit`.
    /// `go infinite` cannot be stopped here: it searches with the level's limits.
    pub fn handle(&mut self, line: &str, out: &mut dyn FnMut(&str)) -> bool {
        match self.dispatch(line, out) {
            Dispatched::Done => true,
            Dispatched::Quit => false,
            Dispatched::Go(mut job) => {
                if job.infinite {
                    out(
                        "info string error go infinite needs a stop this engine cannot read while it searches: searching with the level's limits",
                    );
                    job.settings.limits = self.level.settings().limits.tightened(job.cap);
                    job.infinite = false;
                }
                let finished = job.run(Arc::new(AtomicBool::new(false)), out);
                out(&finished.bestmove);
                self.restore_table(finished.table);
                true
            }
        }
    }

    /// Handles one line, except that a `go` is returned as a [`GoJob`]
    /// instead of being run.
    pub fn dispatch(&mut self, line: &str, out: &mut dyn FnMut(&str)) -> Dispatched {
        let tokens: Vec<&str> = line.split_whitespace().collect();
        let Some((&command, args)) = tokens.split_first() else {
            return Dispatched::Done;
        };
        let mut error = |message: &str| out(&format!("info string error {message}"));
        match command {
            "ugi" => self.identify(out),
            "isready" => out("readyok"),
            "setoption" => {
                if let Err(e) = self.set_option(args) {
                    error(&e);
                }
            }
            "uginewgame" => {
                self.game = Game::new(GameOptions::default());
                if let Some(table) = self.table.as_mut() {
                    table.clear();
                }
            }
            "position" => match parse_position(args) {
                Ok(game) => self.game = game,
                Err(e) => error(&e),
            },
            "go" => match self.go(args) {
                Ok(job) => return Dispatched::Go(Box::new(job)),
                Err(e) => error(&e),
            },
            "stop" => {}
            "query" => match self.query(args) {
                Ok(answer) => out(&format!("response {answer}")),
                Err(e) => error(&e),
            },
            "quit" => return Dispatched::Quit,
            other => error(&format!("unknown command \"{other}\"")),
        }
        Dispatched::Done
    }

    /// Takes back the table of a finished [`GoJob`] for the next search.
    /// Call it before dispatching the next line that [`needs_idle`].
    pub fn restore_table(&mut self, table: TranspositionTable) {
        self.table = Some(table);
    }

    fn identify(&self, out: &mut dyn FnMut(&str)) {
        out(&format!(
            "id name Epaminondas {}",
            env!("CARGO_PKG_VERSION")
        ));
        out("id author the Epaminondas project");
        let levels: Vec<String> = Level::ALL
            .iter()
            .map(|l| format!("var {}", l.name()))
            .collect();
        out(&format!(
            "option name Level type combo default {} {}",
            Level::Master.name(),
            levels.join(" ")
        ));
        out(&format!(
            "option name Hash type spin default {DEFAULT_HASH_MB} min 1 max {MAX_HASH_MB}"
        ));
        out(&format!(
            "option name Seed type spin default 0 min 0 max {}",
            u64::MAX
        ));
        out(&format!(
            "option name Threads type spin default 1 min 1 max {MAX_THREADS}"
        ));
        out("option name Set type string default <empty>");
        out("ugiok");
    }

    fn set_option(&mut self, args: &[&str]) -> Result<(), String> {
        let value_at = args.iter().position(|&t| t.eq_ignore_ascii_case("value"));
        if args.first().is_none_or(|t| !t.eq_ignore_ascii_case("name")) {
            return Err("setoption: expected \"setoption name NAME value VALUE\"".into());
        }
        let name = args[1..value_at.unwrap_or(args.len())].join(" ");
        let value = value_at
            .map(|i| args[i + 1..].join(" "))
            .unwrap_or_default();
        match name.to_ascii_lowercase().as_str() {
            "level" => self.level = value.parse().map_err(|e| format!("setoption: {e}"))?,
            "hash" => {
                let mb: usize = value
                    .parse()
                    .map_err(|_| format!("setoption: Hash \"{value}\" is not a number"))?;
                if !(1..=MAX_HASH_MB).contains(&mb) {
                    return Err(format!("setoption: Hash must be 1–{MAX_HASH_MB} MiB"));
                }
                self.hash_mb = mb;
                self.table = None;
            }
            "threads" => {
                let n: usize = value
                    .parse()
                    .map_err(|_| format!("setoption: Threads \"{value}\" is not a number"))?;
                if !(1..=MAX_THREADS).contains(&n) {
                    return Err(format!("setoption: Threads must be 1–{MAX_THREADS}"));
                }
                self.threads = n;
            }
            "seed" => {
                self.seed = value.parse().map_err(|_| {
                    format!("setoption: Seed \"{value}\" is not a number 0–{}", u64::MAX)
                })?;
                self.searches = 0;
            }
            "set" => {
                // Checked now on a copy, applied to every search.
                let mut check = self.level.settings();
                let assignments: Vec<String> =
                    value.split_whitespace().map(str::to_string).collect();
                for a in &assignments {
                    check.set(a).map_err(|e| format!("setoption: Set: {e}"))?;
                }
                self.tweaks = assignments;
            }
            _ => return Err(format!("setoption: unknown option \"{name}\"")),
        }
        Ok(())
    }

    fn query(&self, args: &[&str]) -> Result<&'static str, String> {
        let status = self.game.status();
        let answer = match args {
            ["gameover"] => bool_text(status != Status::Ongoing),
            ["p1turn"] => bool_text(self.game.position().side_to_move() == Side::White),
            ["result"] => match status {
                Status::Ongoing => "none",
                Status::Over(o) => match o.winner {
                    Some(Side::White) => "p1win",
                    Some(Side::Black) => "p2win",
                    None => "draw",
                },
            },
            _ => {
                return Err(format!(
                    "query: expected gameover, p1turn or result, got \"{}\"",
                    args.join(" ")
                ));
            }
        };
        Ok(answer)
    }

    fn go(&mut self, args: &[&str]) -> Result<GoJob, String> {
        let mut settings = self.level.settings();
        for tweak in &self.tweaks {
            // Each was checked when it was set.
            let _ = settings.set(tweak);
        }
        settings.hash_mb = self.hash_mb;
        let mut go = parse_go(args)?;
        let position = self.game.position();
        let root_moves = go
            .search_moves
            .iter()
            .map(|text| {
                position
                    .parse_move(text)
                    .map_err(|e| format!("go: searchmoves {text}: {e}"))
            })
            .collect::<Result<Vec<Move>, String>>()?;
        if let Some(clock) = &go.clock {
            let white = self.game.position().side_to_move() == Side::White;
            let (left, inc) = if white {
                (clock.p1time, clock.p1inc)
            } else {
                (clock.p2time, clock.p2inc)
            };
            let (soft, hard) = clock_budget(left, inc);
            go.limits.soft_time = Some(go.limits.soft_time.map_or(soft, |t| t.min(soft)));
            go.limits.hard_time = Some(go.limits.hard_time.map_or(hard, |t| t.min(hard)));
        }
        // The level's own limits are a cap that `go` can only tighten.
        if go.infinite {
            settings.limits = settings.limits.untimed();
        }
        settings.limits = settings.limits.tightened(go.limits);
        let table = match self.table.take() {
            Some(t) => t,
            None => TranspositionTable::new(self.hash_mb),
        };
        self.searches += 1;
        Ok(GoJob {
            game: self.game.clone(),
            settings,
            seed: self.seed.wrapping_add(self.searches),
            table,
            infinite: go.infinite,
            cap: go.limits,
            threads: self.threads,
            root_moves,
        })
    }
}

/// One `go`: everything its search needs, free of the engine (it is `Send`).
pub struct GoJob {
    game: Game,
    settings: Settings,
    seed: u64,
    table: TranspositionTable,
    infinite: bool,
    /// The limits the `go` line itself gave.
    cap: Limits,
    /// Threads of the search, the main one included.
    threads: usize,
    /// The root moves `searchmoves` allows (none: every move). Helper
    /// threads search them all; only the main search's result counts.
    root_moves: Vec<Move>,
}

/// What a finished [`GoJob`] leaves.
pub struct Finished {
    /// The `bestmove …` line, for the caller to write when it is time
    /// (after `stop` when the search was `go infinite`).
    pub bestmove: String,
    /// The search's result.
    pub result: SearchResult,
    /// The transposition table, for [`UgiEngine::restore_table`].
    pub table: TranspositionTable,
}

impl GoJob {
    /// Whether this is `go infinite`, whose `bestmove` waits for `stop`.
    pub fn is_infinite(&self) -> bool {
        self.infinite
    }

    /// Searches until a limit is reached or `stop` becomes true, writing an
    /// `info` line after each completed iteration.
    pub fn run(self, stop: Arc<AtomicBool>, out: &mut dyn FnMut(&str)) -> Finished {
        let (sender, infos) = mpsc::channel::<String>();
        let mut search = Search::with_table(&self.game, self.settings, self.seed, stop, self.table);
        if !self.root_moves.is_empty() {
            search.restrict_root(&self.root_moves);
        }
        let helpers = Helpers::start(&self.game, self.settings, search.table(), self.threads - 1);
        search.set_reporter(Box::new(move |info: &Info| {
            // The receiver lives until the search ends.
            let _ = sender.send(info_line(info));
        }));
        let result = loop {
            let done = search.step(REPORT_SLICE);
            for line in infos.try_iter() {
                out(&line);
            }
            if let Some(result) = done {
                break result;
            }
        };
        helpers.stop();
        Finished {
            bestmove: bestmove_line(&result),
            result,
            table: search.into_table(),
        }
    }
}

fn bool_text(b: bool) -> &'static str {
    if b { "true" } else { "false" }
}

/// The `info` line of a completed iteration.
fn info_line(info: &Info) -> String {
    let r = &info.result;
    let score = Score::of(r.score);
    let ms = info.elapsed.as_millis();
    let nps = (r.nodes as f64 / info.elapsed.as_secs_f64().max(1e-3)) as u64;
    let pv: Vec<String> = r.pv.iter().map(|m| m.to_string()).collect();
    format!(
        "info depth {} seldepth {} score {score} time {ms} nodes {} nps {nps} pv {}",
        r.depth,
        info.seldepth,
        r.nodes,
        pv.join(" ")
    )
}

fn bestmove_line(result: &SearchResult) -> String {
    match result.best {
        Some(mv) => format!("bestmove {mv}"),
        None => "bestmove none".to_string(),
    }
}

/// Soft and hard budgets for one move with `left` on the clock and `inc` per move.
fn clock_budget(left: Duration, inc: Duration) -> (Duration, Duration) {
    let usable = left.saturating_sub(MOVE_OVERHEAD);
    let soft = (usable / CLOCK_SHARE + inc * 3 / 4).min(usable / 2);
    let hard = (soft * 3).min(usable / 2);
    let floor = Duration::from_millis(1);
    (soft.max(floor), hard.max(floor))
}

/// The clock part of `go`.
#[derive(Default)]
struct ClockArgs {
    p1time: Duration,
    p2time: Duration,
    p1inc: Duration,
    p2inc: Duration,
}

/// What `go` asked for.
#[derive(Default)]
struct GoArgs {
    limits: Limits,
    clock: Option<ClockArgs>,
    infinite: bool,
    /// The moves after `searchmoves`, as written (none: every move).
    search_moves: Vec<String>,
}

/// The words `go` knows; `searchmoves` reads moves up to the next of them.
const GO_WORDS: [&str; 9] = [
    "infinite",
    "searchmoves",
    "movetime",
    "depth",
    "nodes",
    "p1time",
    "p2time",
    "p1inc",
    "p2inc",
];

fn parse_go(args: &[&str]) -> Result<GoArgs, String> {
    let mut go = GoArgs::default();
    let mut i = 0;
    while i < args.len() {
        let key = args[i];
        if key == "infinite" {
            go.infinite = true;
            i += 1;
            continue;
        }
        if key == "searchmoves" {
            let moves: Vec<String> = args[i + 1..]
                .iter()
                .take_while(|word| !GO_WORDS.contains(word))
                .map(|word| word.to_string())
                .collect();
            if moves.is_empty() {
                return Err("go: \"searchmoves\" needs at least one move".into());
            }
            i += 1 + moves.len();
            go.search_moves.extend(moves);
            continue;
        }
        let value = args
            .get(i + 1)
            .ok_or_else(|| format!("go: \"{key}\" needs a value"))?;
        let number: u64 = value
            .parse()
            .map_err(|_| format!("go: \"{key} {value}\": the value is not a number"))?;
        let ms = Duration::from_millis(number);
        match key {
            "movetime" => {
                // The whole time is the move's: no soft deadline stops the
                // search before it, and an iteration cut off by the hard one
                // still gives its better root move (`Search::abort`).
                let budget = ms
                    .saturating_sub(MOVE_OVERHEAD)
                    .max(Duration::from_millis(1));
                go.limits.hard_time = Some(budget);
            }
            "depth" => {
                let depth = u32::try_from(number)
                    .ok()
                    .filter(|&d| d >= 1)
                    .ok_or_else(|| format!("go: depth {number} is out of range"))?;
                go.limits.depth = Some(depth);
            }
            "nodes" => go.limits.nodes = Some(number.max(1)),
            "p1time" => go.clock.get_or_insert_with(ClockArgs::default).p1time = ms,
            "p2time" => go.clock.get_or_insert_with(ClockArgs::default).p2time = ms,
            "p1inc" => go.clock.get_or_insert_with(ClockArgs::default).p1inc = ms,
            "p2inc" => go.clock.get_or_insert_with(ClockArgs::default).p2inc = ms,
            _ => return Err(format!("go: unknown parameter \"{key}\"")),
        }
        i += 2;
    }
    Ok(go)
}

/// `position startpos [moves …]` or `position fen TEXT [moves …]`, all or nothing.
fn parse_position(args: &[&str]) -> Result<Game, String> {
    let moves_at = args.iter().position(|&t| t == "moves");
    let (setup, moves) = match moves_at {
        Some(i) => (&args[..i], &args[i + 1..]),
        None => (args, &args[args.len()..]),
    };
    let start = match setup {
        ["startpos"] => Position::start(),
        ["fen", text @ ..] if !text.is_empty() => text
            .join(" ")
            .parse()
            .map_err(|e| format!("position: {e}"))?,
        _ => {
            return Err(
                "position: expected \"startpos\" or \"fen TEXT\", then optionally \"moves …\""
                    .into(),
            );
        }
    };
    let mut game = Game::from_position(start, GameOptions::default());
    for (i, text) in moves.iter().enumerate() {
        game.play_text(text)
            .map_err(|e| format!("position: move {} \"{text}\": {e}", i + 1))?;
    }
    Ok(game)
}
