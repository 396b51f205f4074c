//! `epaminondas-engine gauntlet`: two UGI engines (any commands, e.g. this
//! binary against one built from an older commit) play a match.
//!
//! Its options and their defaults: `epaminondas-engine gauntlet --help`.
//!
//! Games come in pairs from the same opening (`--openings` random plies
//! from the start, fixed by `--seed`), the first engine White in the first
//! game of a pair and Black in the second. The rules core referees: a win
//! or loss by the rules, a draw by repetition, and a draw after
//! `--max-plies` plies. An engine that answers with an illegal move, no
//! move, or nothing within `--move-timeout` loses that game (and is
//! restarted). After each game one line gives the running score, the Elo
//! difference of the first engine with its 95 % interval, and the SPRT's
//! log-likelihood ratio; the match stops early when the SPRT decides, never
//! before 30 games (`--sprt off`: every game is played, the LLR of [0, 10]
//! still shown).

use crate::match_stats::{Sprt, SprtDecision, Wdl, opening, score_text};
use crate::shared::{DEFAULT_MAX_PLIES, DEFAULT_OPENING_PLIES, UsageError, millis, pool, ranged};
use clap::Args;
use epaminondas_core::mix;
use epaminondas_core::{Game, GameOptions, Side, Status};
use std::io::{BufRead, BufReader, Write};
use std::process::{Child, ChildStdin, Command, ExitCode, Stdio};
use std::sync::Mutex;
use std::sync::mpsc::{self, Receiver, RecvTimeoutError};
use std::time::{Duration, Instant};
/// Longest wait for an engine to start and answer `ugiok` / `readyok`.
const HANDSHAKE_TIMEOUT: Duration = Duration::from_secs(10);

/// One engine as the arguments name it.
#[derive(Clone)]
struct EngineSpec {
    command: String,
    options: Vec<(String, String)>,
}

/// The match as the arguments describe it.
struct Match {
    engines: [EngineSpec; 2],
    games: usize,
    go: String,
    opening_plies: usize,
    max_plies: usize,
    seed: u64,
    sprt: Sprt,
    /// Stop when the SPRT decides (`--sprt off` plays every game).
    stop_early: bool,
    move_timeout: Duration,
    jobs: usize,
}

/// A running engine process.
struct Engine {
    child: Child,
    input: ChildStdin,
    lines: Receiver<String>,
    name: String,
    /// It offers a `Seed` option: the gauntlet fixes its noise game by game.
    seeded: bool,
}

impl Engine {
    /// Starts the engine, reads its name and sets its options.
    fn start(spec: &EngineSpec) -> Result<Engine, String> {
        let mut words = spec.command.split_whitespace();
        let program = words.next().ok_or("--engine needs a command")?;
        let mut child = Command::new(program)
            .args(words)
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::null())
            .spawn()
            .map_err(|e| format!("cannot start \"{}\": {e}", spec.command))?;
        let input = child.stdin.take().ok_or("no engine input")?;
        let output = child.stdout.take().ok_or("no engine output")?;
        let (sender, lines) = mpsc::channel();
        std::thread::spawn(move || {
            for line in BufReader::new(output).lines() {
                let Ok(line) = line else { break };
                if sender.send(line).is_err() {
                    break;
                }
            }
        });
        let mut engine = Engine {
            child,
            input,
            lines,
            name: spec.command.clone(),
            seeded: false,
        };
        engine.send("ugi")?;
        for line in engine.until("ugiok", HANDSHAKE_TIMEOUT)? {
            if let Some(name) = line.strip_prefix("id name ") {
                engine.name = name.to_string();
            }
            engine.seeded |= line.starts_with("option name Seed ");
        }
        for (name, value) in &spec.options {
            engine.send(&format!("setoption name {name} value {value}"))?;
        }
        engine.ready()?;
        Ok(engine)
    }

    fn send(&mut self, line: &str) -> Result<(), String> {
        writeln!(self.input, "{line}")
            .and_then(|()| self.input.flush())
            .map_err(|e| format!("{}: cannot write \"{line}\": {e}", self.name))
    }

    /// Lines up to and including the first that starts with `prefix`.
    fn until(&mut self, prefix: &str, timeout: Duration) -> Result<Vec<String>, String> {
        let deadline = Instant::now() + timeout;
        let mut lines = Vec::new();
        loop {
            let left = deadline.saturating_duration_since(Instant::now());
            match self.lines.recv_timeout(left) {
                Ok(line) => {
                    if line.starts_with("info string error") {
                        return Err(format!("{}: {line}", self.name));
                    }
                    let done = line.starts_with(prefix);
                    lines.push(line);
                    if done {
                        return Ok(lines);
                    }
                }
                Err(RecvTimeoutError::Timeout) => {
                    return Err(format!("{}: no \"{prefix}\" within {timeout:?}", self.name));
                }
                Err(RecvTimeoutError::Disconnected) => {
                    return Err(format!("{}: ended before \"{prefix}\"", self.name));
                }
            }
        }
    }

    fn ready(&mut self) -> Result<(), String> {
        self.send("isready")?;
        self.until("readyok", HANDSHAKE_TIMEOUT).map(|_| ())
    }
}

impl Drop for Engine {
    fn drop(&mut self) {
        // Ask politely, then make sure: a hung engine must not outlive the match.
        let _ = self.send("quit");
        std::thread::sleep(Duration::from_millis(20));
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

/// One game's end from the first engine's point of view, and how it came.
struct GameResult {
    score: Wdl,
    how: String,
    plies: usize,
}

/// Runs `gauntlet` with the arguments after the subcommand.
pub fn run(args: GauntletArgs) -> Result<ExitCode, UsageError> {
    let m = match parse(args) {
        Ok(m) => m,
        Err(e) => return Err(UsageError::new("gauntlet", e)),
    };
    // Both engines must start before the match does.
    let names = match m
        .engines
        .iter()
        .map(|spec| Engine::start(spec).map(|e| e.name.clone()))
        .collect::<Result<Vec<_>, _>>()
    {
        Ok(names) => names,
        Err(e) => {
            eprintln!("error: {e}");
            return Ok(ExitCode::FAILURE);
        }
    };
    println!(
        "gauntlet: 1 = {} ({}), 2 = {} ({}); go {}; {} games at most, {}-ply openings (seed {}), SPRT [{}, {}] alpha {} beta {}",
        names[0],
        m.engines[0].command,
        names[1],
        m.engines[1].command,
        m.go,
        m.games,
        m.opening_plies,
        m.seed,
        m.sprt.elo0,
        m.sprt.elo1,
        m.sprt.alpha,
        m.sprt.beta
    );
    let results: Mutex<Vec<Wdl>> = Mutex::new(Vec::new());
    // The SPRT's first decision and the games it rested on: games already
    // under way when it came are still played and counted in the total.
    let decided: Mutex<Option<(SprtDecision, usize)>> = Mutex::new(None);
    // Each thread keeps its two engines from game to game.
    pool(
        m.jobs,
        m.games,
        || -> [Option<Engine>; 2] { [None, None] },
        |engines, i| {
            let game = play_game(&m, i, engines);
            let mut results = results.lock().expect("no thread panics");
            results.push(game.score);
            println!(
                "game {:>4}: 1 {} ({} plies) | {} games: {} | {}",
                i + 1,
                game.how,
                game.plies,
                results.len(),
                score_text(&results),
                m.sprt.text(&results)
            );
            let verdict = m.sprt.verdict(&results);
            if m.stop_early && verdict != SprtDecision::Continue {
                let mut decided = decided.lock().expect("no thread panics");
                decided.get_or_insert((verdict, results.len()));
            }
            !m.stop_early || verdict == SprtDecision::Continue
        },
    );
    let results = results.into_inner().expect("no thread panics");
    let (verdict, after) = decided
        .into_inner()
        .expect("no thread panics")
        .unwrap_or((m.sprt.verdict(&results), results.len()));
    let verdict = match verdict {
        SprtDecision::H1 => "H1 accepted: engine 1 is stronger by at least the upper bound",
        SprtDecision::H0 => "H0 accepted: engine 1 is not stronger by the upper bound",
        SprtDecision::Continue => "SPRT undecided",
    };
    let verdict = if after == results.len() {
        verdict.to_string()
    } else {
        format!("{verdict} after {after} games (the rest were under way)")
    };
    println!(
        "total: engine 1 vs engine 2: {} games, {}, {}; {verdict}",
        results.len(),
        score_text(&results),
        m.sprt.text(&results)
    );
    Ok(ExitCode::SUCCESS)
}

/// Plays game `i`: engine 1 is White in even games (0-based).
fn play_game(m: &Match, i: usize, engines: &mut [Option<Engine>; 2]) -> GameResult {
    let mut game = Game::new(GameOptions {
        repetition_draw: true,
    });
    let opening_moves = opening(m.seed, i / 2, m.opening_plies, &mut game);
    let first_is_white = i.is_multiple_of(2);
    let first_side = if first_is_white {
        Side::White
    } else {
        Side::Black
    };
    let mut moves: Vec<String> = opening_moves.iter().map(|mv| mv.to_string()).collect();
    for (slot, (spec, engine)) in m.engines.iter().zip(engines.iter_mut()).enumerate() {
        let seed = mix(m.seed ^ mix((i * 2 + slot) as u64));
        if let Err(e) = new_game(spec, engine, seed) {
            *engine = None;
            let score = if slot == 0 { Wdl::Loss } else { Wdl::Win };
            return GameResult {
                score,
                how: format!("forfeit: {e}"),
                plies: 0,
            };
        }
    }
    loop {
        if let Status::Over(o) = game.status() {
            let score = Wdl::of_winner(o.winner, first_side);
            let word = match score {
                Wdl::Win => "wins",
                Wdl::Loss => "loses",
                Wdl::Draw => "draws",
            };
            let colour = if first_is_white { "White" } else { "Black" };
            return GameResult {
                score,
                how: format!("{word} as {colour}: {o}"),
                plies: moves.len(),
            };
        }
        if moves.len() >= m.max_plies {
            return GameResult {
                score: Wdl::Draw,
                how: format!("draws: adjudicated after {} plies", m.max_plies),
                plies: moves.len(),
            };
        }
        let white_to_move = game.position().side_to_move() == Side::White;
        let slot = usize::from(white_to_move != first_is_white);
        let reply = engines[slot]
            .as_mut()
            .ok_or_else(|| "not running".to_string())
            .and_then(|engine| best_move(engine, &moves, &m.go, m.move_timeout))
            .and_then(|text| {
                game.play_text(&text)
                    .map(|_| text.clone())
                    .map_err(|e| format!("illegal move \"{text}\": {e}"))
            });
        match reply {
            Ok(text) => moves.push(text),
            Err(e) => {
                engines[slot] = None;
                let score = if slot == 0 { Wdl::Loss } else { Wdl::Win };
                return GameResult {
                    score,
                    how: format!("forfeit by engine {}: {e}", slot + 1),
                    plies: moves.len(),
                };
            }
        }
    }
}

/// Starts the engine if needed and tells it a new game begins, with a seed
/// of its own for the game when it takes one (so a match can be replayed).
fn new_game(spec: &EngineSpec, engine: &mut Option<Engine>, seed: u64) -> Result<(), String> {
    if engine.is_none() {
        *engine = Some(Engine::start(spec)?);
    }
    let e = engine.as_mut().expect("started above");
    e.send("uginewgame")?;
    if e.seeded {
        e.send(&format!("setoption name Seed value {seed}"))?;
    }
    e.ready()
}

/// Asks the engine for its move after `moves` from the start.
fn best_move(
    engine: &mut Engine,
    moves: &[String],
    go: &str,
    timeout: Duration,
) -> Result<String, String> {
    let position = if moves.is_empty() {
        "position startpos".to_string()
    } else {
        format!("position startpos moves {}", moves.join(" "))
    };
    engine.send(&position)?;
    engine.send(format!("go {go}").trim_end())?;
    let lines = engine.until("bestmove", timeout)?;
    let last = lines.last().expect("until returns the bestmove line");
    last.split_whitespace()
        .nth(1)
        .map(str::to_string)
        .ok_or_else(|| format!("{}: \"{last}\" names no move", engine.name))
}

/// The arguments of `gauntlet`.
#[derive(Args, Debug)]
pub struct GauntletArgs {
    /// An engine's command line; give two, engine 1 first
    #[arg(long = "engine", value_name = "CMD", required = true)]
    engines: Vec<String>,
    /// Games at most
    #[arg(long, value_name = "N", default_value_t = 200, value_parser = ranged(1..))]
    games: usize,
    /// The limits of every search, as the arguments of UGI's go
    #[arg(long, value_name = "ARGS", default_value = "movetime 300")]
    go: String,
    /// UGI options of both engines
    #[arg(long, value_name = "NAME=VALUE,…", value_parser = ugi_options)]
    set: Vec<UgiOptions>,
    /// UGI options of engine 1
    #[arg(long, value_name = "NAME=VALUE,…", value_parser = ugi_options)]
    set1: Vec<UgiOptions>,
    /// UGI options of engine 2
    #[arg(long, value_name = "NAME=VALUE,…", value_parser = ugi_options)]
    set2: Vec<UgiOptions>,
    /// Random plies that open each pair of games
    #[arg(long, value_name = "PLIES", default_value_t = DEFAULT_OPENING_PLIES)]
    openings: usize,
    /// Fixes the openings and the engines' noise
    #[arg(long, value_name = "S", default_value_t = 1)]
    seed: u64,
    /// Games still going after this many plies are drawn
    #[arg(long, value_name = "N", default_value_t = DEFAULT_MAX_PLIES, value_parser = ranged(1..))]
    max_plies: usize,
    /// The Elo bounds of the SPRT, or off to play every game
    #[arg(long, value_name = "ELO0,ELO1", default_value = "0,10", value_parser = sprt_bounds)]
    sprt: SprtBounds,
    /// The SPRT's false positive rate
    #[arg(long, value_name = "A", default_value_t = 0.05, value_parser = error_rate)]
    alpha: f64,
    /// The SPRT's false negative rate
    #[arg(long, value_name = "B", default_value_t = 0.05, value_parser = error_rate)]
    beta: f64,
    /// Longest wait for a move, in milliseconds, before the engine forfeits the game
    #[arg(long, value_name = "MS", default_value = "30000", value_parser = millis)]
    move_timeout: Duration,
    /// Games played at once
    #[arg(long, value_name = "N", default_value_t = 1)]
    jobs: usize,
}

/// Options given to an engine with `setoption`.
#[derive(Clone, Debug)]
struct UgiOptions(Vec<(String, String)>);

/// `NAME=VALUE,…` as UGI option pairs.
fn ugi_options(text: &str) -> Result<UgiOptions, String> {
    text.split(',')
        .map(|pair| {
            pair.split_once('=')
                .map(|(n, v)| (n.trim().to_string(), v.trim().to_string()))
                .filter(|(n, _)| !n.is_empty())
                .ok_or_else(|| format!("\"{pair}\" is not NAME=VALUE"))
        })
        .collect::<Result<_, _>>()
        .map(UgiOptions)
}

/// The SPRT's bounds, or none: every game is played.
#[derive(Clone, Copy, Debug)]
enum SprtBounds {
    Off,
    Elo(f64, f64),
}

/// `ELO0,ELO1` with ELO0 below ELO1, or `off`.
fn sprt_bounds(text: &str) -> Result<SprtBounds, String> {
    if text == "off" {
        return Ok(SprtBounds::Off);
    }
    let (a, b) = text
        .split_once(',')
        .ok_or("expected ELO0,ELO1, e.g. 0,10, or off")?;
    let number = |t: &str| {
        t.trim()
            .parse::<f64>()
            .map_err(|_| format!("\"{t}\" is not a number"))
    };
    let (elo0, elo1) = (number(a)?, number(b)?);
    if elo0.partial_cmp(&elo1) != Some(std::cmp::Ordering::Less) {
        return Err("ELO0 must be below ELO1".into());
    }
    Ok(SprtBounds::Elo(elo0, elo1))
}

/// A probability strictly between 0 and 0.5.
fn error_rate(text: &str) -> Result<f64, String> {
    text.parse::<f64>()
        .ok()
        .filter(|p| *p > 0.0 && *p < 0.5)
        .ok_or_else(|| format!("\"{text}\" does not lie between 0 and 0.5"))
}

/// The match the arguments describe.
fn parse(args: GauntletArgs) -> Result<Match, String> {
    let [first, second]: [String; 2] = args
        .engines
        .try_into()
        .map_err(|_| "gauntlet needs exactly two --engine CMD")?;
    let all = |lists: Vec<UgiOptions>| lists.into_iter().flat_map(|o| o.0).collect::<Vec<_>>();
    let shared = all(args.set);
    let engines = [(first, args.set1), (second, args.set2)].map(|(command, own)| EngineSpec {
        command,
        options: shared.iter().cloned().chain(all(own)).collect(),
    });
    let (stop_early, (elo0, elo1)) = match args.sprt {
        SprtBounds::Off => (false, (0.0, 10.0)),
        SprtBounds::Elo(elo0, elo1) => (true, (elo0, elo1)),
    };
    Ok(Match {
        engines,
        games: args.games,
        go: args.go.trim().trim_start_matches("go ").to_string(),
        opening_plies: args.openings,
        max_plies: args.max_plies,
        seed: args.seed,
        sprt: Sprt {
            elo0,
            elo1,
            alpha: args.alpha,
            beta: args.beta,
        },
        stop_early,
        move_timeout: args.move_timeout,
        jobs: args.jobs.max(1),
    })
}
