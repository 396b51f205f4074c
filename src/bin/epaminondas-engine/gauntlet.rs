//! `epaminondas-engine gauntlet`: two UGI engines (any commands, e.g. this
//! binary against one built from an older commit) play a match.
//!
//! ```text
//! gauntlet --engine CMD --engine CMD [--games N] [--go ARGS] [--set NAME=VALUE,…]
//!          [--set1 …] [--set2 …] [--openings PLIES] [--seed S] [--max-plies N]
//!          [--sprt ELO0,ELO1] [--alpha A] [--beta B] [--move-timeout MS] [--jobs N]
//! ```
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

use crate::cli::{DEFAULT_MAX_PLIES, DEFAULT_OPENING_PLIES, number, pool, usage_error, value};
use crate::match_stats::{Score, Sprt, Verdict, opening, score_text};
use epaminondas::rules::mix;
use epaminondas::rules::{Color, Game, GameOptions, Status};
use std::io::{BufRead, BufReader, Write};
use std::process::{Child, ChildStdin, Command, ExitCode, Stdio};
use std::sync::Mutex;
use std::sync::mpsc::{self, Receiver, RecvTimeoutError};
use std::time::{Duration, Instant};
/// Longest wait for one engine reply before it forfeits the game.
const DEFAULT_MOVE_TIMEOUT: Duration = Duration::from_secs(30);
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
    score: Score,
    how: String,
    plies: usize,
}

/// Runs `gauntlet` with the arguments after the subcommand.
pub fn run(args: &[String]) -> ExitCode {
    let m = match parse(args) {
        Ok(m) => m,
        Err(e) => return usage_error(&e),
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
            return ExitCode::FAILURE;
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
    let results: Mutex<Vec<Score>> = Mutex::new(Vec::new());
    // The SPRT's first decision and the games it rested on: games already
    // under way when it came are still played and counted in the total.
    let decided: Mutex<Option<(Verdict, usize)>> = Mutex::new(None);
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
            if m.stop_early && verdict != Verdict::Continue {
                let mut decided = decided.lock().expect("no thread panics");
                decided.get_or_insert((verdict, results.len()));
            }
            !m.stop_early || verdict == Verdict::Continue
        },
    );
    let results = results.into_inner().expect("no thread panics");
    let (verdict, after) = decided
        .into_inner()
        .expect("no thread panics")
        .unwrap_or((m.sprt.verdict(&results), results.len()));
    let verdict = match verdict {
        Verdict::H1 => "H1 accepted: engine 1 is stronger by at least the upper bound",
        Verdict::H0 => "H0 accepted: engine 1 is not stronger by the upper bound",
        Verdict::Continue => "SPRT undecided",
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
    ExitCode::SUCCESS
}

/// Plays game `i`: engine 1 is White in even games (0-based).
fn play_game(m: &Match, i: usize, engines: &mut [Option<Engine>; 2]) -> GameResult {
    let mut game = Game::new(GameOptions {
        repetition_draw: true,
    });
    let opening_moves = opening(m.seed, i / 2, m.opening_plies, &mut game);
    let first_is_white = i.is_multiple_of(2);
    let first_colour = if first_is_white {
        Color::White
    } else {
        Color::Black
    };
    let mut moves: Vec<String> = opening_moves.iter().map(|mv| mv.to_string()).collect();
    for (slot, (spec, engine)) in m.engines.iter().zip(engines.iter_mut()).enumerate() {
        let seed = mix(m.seed ^ mix((i * 2 + slot) as u64));
        if let Err(e) = new_game(spec, engine, seed) {
            *engine = None;
            let score = if slot == 0 { Score::Loss } else { Score::Win };
            return GameResult {
                score,
                how: format!("forfeit: {e}"),
                plies: 0,
            };
        }
    }
    loop {
        if let Status::Over(o) = game.status() {
            let score = Score::of_winner(o.winner, first_colour);
            let word = match score {
                Score::Win => "wins",
                Score::Loss => "loses",
                Score::Draw => "draws",
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
                score: Score::Draw,
                how: format!("draws: adjudicated after {} plies", m.max_plies),
                plies: moves.len(),
            };
        }
        let white_to_move = game.position().side_to_move() == Color::White;
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
                let score = if slot == 0 { Score::Loss } else { Score::Win };
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

/// `NAME=VALUE,…` as UGI option pairs.
fn options(text: &str, key: &str) -> Result<Vec<(String, String)>, String> {
    text.split(',')
        .map(|pair| {
            pair.split_once('=')
                .map(|(n, v)| (n.trim().to_string(), v.trim().to_string()))
                .filter(|(n, _)| !n.is_empty())
                .ok_or_else(|| format!("{key}: \"{pair}\" is not NAME=VALUE"))
        })
        .collect()
}

fn parse(args: &[String]) -> Result<Match, String> {
    let mut commands = Vec::new();
    let mut shared = Vec::new();
    let mut own: [Vec<(String, String)>; 2] = [Vec::new(), Vec::new()];
    let mut games = 200usize;
    let mut go = "movetime 300".to_string();
    let mut opening_plies = DEFAULT_OPENING_PLIES;
    let mut max_plies = DEFAULT_MAX_PLIES;
    let mut seed = 1u64;
    let mut sprt = Sprt {
        elo0: 0.0,
        elo1: 10.0,
        alpha: 0.05,
        beta: 0.05,
    };
    let mut move_timeout = DEFAULT_MOVE_TIMEOUT;
    let mut stop_early = true;
    let mut jobs = 1usize;
    let mut i = 0;
    while i < args.len() {
        let key = args[i].as_str();
        let v = value(args, i, key)?;
        match key {
            "--engine" => commands.push(v.to_string()),
            "--set" => shared.extend(options(v, key)?),
            "--set1" => own[0].extend(options(v, key)?),
            "--set2" => own[1].extend(options(v, key)?),
            "--games" => games = number(v, key)?,
            "--go" => go = v.trim().trim_start_matches("go ").to_string(),
            "--openings" => opening_plies = number(v, key)?,
            "--max-plies" => max_plies = number::<usize>(v, key)?.max(1),
            "--seed" => seed = number(v, key)?,
            "--sprt" if v == "off" => stop_early = false,
            "--sprt" => {
                let (a, b) = v
                    .split_once(',')
                    .ok_or("--sprt needs ELO0,ELO1, e.g. 0,10")?;
                sprt.elo0 = number(a.trim(), key)?;
                sprt.elo1 = number(b.trim(), key)?;
                if sprt.elo0.partial_cmp(&sprt.elo1) != Some(std::cmp::Ordering::Less) {
                    return Err("--sprt: ELO0 must be below ELO1".into());
                }
            }
            "--alpha" | "--beta" => {
                let p: f64 = number(v, key)?;
                if !(p > 0.0 && p < 0.5) {
                    return Err(format!("{key} must lie between 0 and 0.5"));
                }
                if key == "--alpha" {
                    sprt.alpha = p;
                } else {
                    sprt.beta = p;
                }
            }
            "--move-timeout" => move_timeout = Duration::from_millis(number(v, key)?),
            "--jobs" => jobs = number::<usize>(v, key)?.max(1),
            _ => return Err(format!("gauntlet: unknown option \"{key}\"")),
        }
        i += 2;
    }
    if games == 0 {
        return Err("--games must be at least 1".into());
    }
    let [first, second]: [String; 2] = commands
        .try_into()
        .map_err(|_| "gauntlet needs exactly two --engine CMD")?;
    let engines = [first, second]
        .into_iter()
        .zip(own)
        .map(|(command, own)| EngineSpec {
            command,
            options: shared.iter().cloned().chain(own).collect(),
        })
        .collect::<Vec<_>>()
        .try_into()
        .map_err(|_| "two engines")?;
    Ok(Match {
        engines,
        games,
        go,
        opening_plies,
        max_plies,
        seed,
        sprt,
        stop_early,
        move_timeout,
        jobs,
    })
}
