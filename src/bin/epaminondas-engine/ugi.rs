//! `epaminondas-engine ugi`: the Universal Game Interface of kz04px/cutegames,
//! a UCI-like text protocol. Player 1 is White. Positions use RULES.md's
//! position text after `position fen`, moves use RULES.md's notation.
//!
//! Commands are read on their own thread, so `stop`, `isready` and `query`
//! are answered while a search runs. Anything malformed gets an
//! `info string error …` line and changes nothing.

use epaminondas::ai::{
    DEFAULT_HASH_MB, Info, Level, Limits, Search, SearchResult, TranspositionTable,
};
use epaminondas::rules::{Color, Game, GameOptions, Position, Status};
use std::io::{BufRead, Write};
use std::process::ExitCode;
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::mpsc;
use std::thread::{self, JoinHandle};
use std::time::Duration;

/// Largest transposition table the `Hash` option accepts, in MiB.
const MAX_HASH_MB: usize = 4096;
/// Time kept back from every time budget for reading and writing lines.
const MOVE_OVERHEAD: Duration = Duration::from_millis(10);
/// Share of the remaining clock time one move may plan to use.
const CLOCK_SHARE: u32 = 25;
/// How often a finished `go infinite` search looks whether `stop` came.
const INFINITE_POLL: Duration = Duration::from_millis(5);

/// Runs the protocol on standard input and output until `quit` or the end of input.
pub fn run() -> ExitCode {
    let (lines, commands) = mpsc::channel::<String>();
    // The reader thread ends with the input; it is not joined, so a pending
    // read never holds up `quit`.
    thread::spawn(move || {
        for line in std::io::stdin().lock().lines() {
            let Ok(line) = line else { break };
            if lines.send(line).is_err() {
                break;
            }
        }
    });
    let mut engine = Engine::new();
    for line in commands {
        if !engine.handle(&line) {
            break;
        }
    }
    engine.stop_search();
    ExitCode::SUCCESS
}

/// Writes one protocol line and flushes it at once.
fn say(line: &str) {
    let mut out = std::io::stdout().lock();
    // A closed output means the controller is gone; there is no one to tell.
    let _ = writeln!(out, "{line}");
    let _ = out.flush();
}

fn error(message: &str) {
    say(&format!("info string error {message}"));
}

/// A search running on its own thread.
struct Running {
    stop: Arc<AtomicBool>,
    thread: JoinHandle<TranspositionTable>,
}

/// The protocol's state between commands.
struct Engine {
    game: Game,
    level: Level,
    hash_mb: usize,
    table: Option<TranspositionTable>,
    running: Option<Running>,
    searches: u64,
}

impl Engine {
    fn new() -> Engine {
        Engine {
            game: Game::new(GameOptions::default()),
            level: Level::Master,
            hash_mb: DEFAULT_HASH_MB,
            table: None,
            running: None,
            searches: 0,
        }
    }

    /// Handles one line; false when the engine must quit.
    fn handle(&mut self, line: &str) -> bool {
        let tokens: Vec<&str> = line.split_whitespace().collect();
        let Some((&command, args)) = tokens.split_first() else {
            return true;
        };
        match command {
            "ugi" => self.identify(),
            "isready" => say("readyok"),
            "setoption" => {
                self.stop_search();
                if let Err(e) = self.set_option(args) {
                    error(&e);
                }
            }
            "uginewgame" => {
                self.stop_search();
                self.game = Game::new(GameOptions::default());
                if let Some(table) = self.table.as_mut() {
                    table.clear();
                }
            }
            "position" => {
                self.stop_search();
                match parse_position(args) {
                    Ok(game) => self.game = game,
                    Err(e) => error(&e),
                }
            }
            "go" => {
                self.stop_search();
                if let Err(e) = self.go(args) {
                    error(&e);
                }
            }
            "stop" => self.stop_search(),
            "query" => match self.query(args) {
                Ok(answer) => say(&format!("response {answer}")),
                Err(e) => error(&e),
            },
            "quit" => return false,
            other => error(&format!("unknown command \"{other}\"")),
        }
        true
    }

    fn identify(&self) {
        say(&format!(
            "id name Epaminondas {}",
            env!("CARGO_PKG_VERSION")
        ));
        say("id author the Epaminondas project");
        let levels: Vec<String> = Level::ALL
            .iter()
            .map(|l| format!("var {}", l.name()))
            .collect();
        say(&format!(
            "option name Level type combo default {} {}",
            Level::Master.name(),
            levels.join(" ")
        ));
        say(&format!(
            "option name Hash type spin default {DEFAULT_HASH_MB} min 1 max {MAX_HASH_MB}"
        ));
        say("ugiok");
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
            _ => return Err(format!("setoption: unknown option \"{name}\"")),
        }
        Ok(())
    }

    fn query(&self, args: &[&str]) -> Result<&'static str, String> {
        let status = self.game.status();
        let answer = match args {
            ["gameover"] => bool_text(status != Status::Ongoing),
            ["p1turn"] => bool_text(self.game.position().side_to_move() == Color::White),
            ["result"] => match status {
                Status::Ongoing => "none",
                Status::Over(o) => match o.winner {
                    Some(Color::White) => "p1win",
                    Some(Color::Black) => "p2win",
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

    fn go(&mut self, args: &[&str]) -> Result<(), String> {
        let mut settings = self.level.settings();
        settings.hash_mb = self.hash_mb;
        let go = parse_go(args)?;
        if go.infinite || go.limits != Limits::default() || go.clock.is_some() {
            settings.limits = go.limits;
            if let Some(clock) = go.clock {
                let white = self.game.position().side_to_move() == Color::White;
                let (left, inc) = if white {
                    (clock.p1time, clock.p1inc)
                } else {
                    (clock.p2time, clock.p2inc)
                };
                let (soft, hard) = clock_budget(left, inc);
                settings.limits.soft_time = Some(soft);
                settings.limits.hard_time = Some(hard);
            }
        }
        let table = match self.table.take() {
            Some(t) => t,
            None => TranspositionTable::new(self.hash_mb),
        };
        let stop = Arc::new(AtomicBool::new(false));
        let game = self.game.clone();
        self.searches += 1;
        let seed = self.searches;
        let infinite = go.infinite;
        let flag = stop.clone();
        let thread = thread::spawn(move || {
            let mut search = Search::with_table(&game, settings, seed, flag.clone(), table);
            search.set_reporter(Box::new(|info: &Info| say(&info_line(info))));
            let result = loop {
                if let Some(result) = search.step(u64::MAX) {
                    break result;
                }
            };
            // After `go infinite` the answer waits for `stop`, as in UCI.
            while infinite && !flag.load(Ordering::Relaxed) {
                thread::sleep(INFINITE_POLL);
            }
            say(&bestmove_line(&result));
            search.into_table()
        });
        self.running = Some(Running { stop, thread });
        Ok(())
    }

    /// Stops a running search, waits for its `bestmove` and keeps its table.
    fn stop_search(&mut self) {
        if let Some(running) = self.running.take() {
            running.stop.store(true, Ordering::Relaxed);
            match running.thread.join() {
                Ok(table) => self.table = Some(table),
                Err(_) => error("the search thread failed"),
            }
        }
    }
}

fn bool_text(b: bool) -> &'static str {
    if b { "true" } else { "false" }
}

/// The `info` line of a completed iteration.
fn info_line(info: &Info) -> String {
    let r = &info.result;
    let score = match r.win_in() {
        Some(plies) if plies >= 0 => format!("mate {}", (plies + 1) / 2),
        Some(plies) => format!("mate -{}", (-plies + 1) / 2),
        None => format!("cp {}", r.score),
    };
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
}

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
        let value = args
            .get(i + 1)
            .ok_or_else(|| format!("go: \"{key}\" needs a value"))?;
        let number: u64 = value
            .parse()
            .map_err(|_| format!("go: \"{key} {value}\": the value is not a number"))?;
        let ms = Duration::from_millis(number);
        match key {
            "movetime" => {
                let budget = ms
                    .saturating_sub(MOVE_OVERHEAD)
                    .max(Duration::from_millis(1));
                go.limits.soft_time = Some(budget);
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
