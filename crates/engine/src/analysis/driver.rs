//! Driving the engine through a game: [`Analysis`] is a conversation in UGI
//! lines with no input or output of its own, so the same analysis runs
//! against the engine in this process ([`analyse_game`]), in the browser's
//! worker, or behind `epaminondas-engine ugi`.

use super::judge::{PlyAnalysis, PositionEval, judge_ply};
use crate::score::Score;
use crate::ugi::{Dispatched, UgiEngine};
use epaminondas_core::{Game, Move, Position};
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::mpsc;
use std::time::Duration;

/// Plies [`Strength::Quick`] searches: an 80-ply game takes well under a
/// minute in one thread of a two-core machine (`docs/ENGINE-FIGURES.md`).
/// One ply more takes about two and a half times as long.
pub const QUICK_DEPTH: u32 = 4;
/// Plies [`Strength::Deep`] searches: Expert's depth, about seven times the
/// work of [`QUICK_DEPTH`].
pub const DEEP_DEPTH: u32 = 6;

/// How hard the engine looks at each position. Fixed depths give the same
/// analysis on every machine; a time does not.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Strength {
    /// [`QUICK_DEPTH`] plies.
    Quick,
    /// [`DEEP_DEPTH`] plies.
    Deep,
    /// So many plies.
    Depth(u32),
    /// So long a search (and so long again for the second search of each
    /// position).
    Movetime(Duration),
}

impl Strength {
    /// The arguments of UGI's `go` for one search: `depth 5`, `movetime 300`.
    pub fn go_args(self) -> String {
        match self {
            Strength::Quick => format!("depth {QUICK_DEPTH}"),
            Strength::Deep => format!("depth {DEEP_DEPTH}"),
            Strength::Depth(d) => format!("depth {}", d.max(1)),
            Strength::Movetime(t) => format!("movetime {}", t.as_millis().max(1)),
        }
    }
}

/// The lines that set an engine up for an analysis: full strength without
/// noise or a clock (only the `go` line limits a search), and an empty
/// table, so that the findings do not depend on what the engine searched
/// before. [`Analysis::request`] sends them first.
pub const SETUP: [&str; 3] = [
    "setoption name Level value master",
    "setoption name Set value noise=0 movetime=0",
    "uginewgame",
];

/// The line that undoes [`SETUP`]'s `Set`, for an engine that plays on
/// after an analysis (it answers nothing). Without it, a later `go` without
/// limits of its own would search without a clock.
pub const RESET: &str = "setoption name Set value";

/// The analysis of the moves of one game, one position at a time: ask
/// [`Analysis::request`] for the UGI lines to send, hand the engine's
/// answer (every line up to and including `bestmove`) to
/// [`Analysis::reply`], which gives each judged move as it comes; send
/// [`RESET`] when done (or stopped) if the engine is to play on.
///
/// The position before each move gets a search, then a second search of
/// the same position restricted with `go … searchmoves`: to the game's move
/// where the engine preferred another (its score is the move's), or to
/// every other move where the game's move was the engine's best (to tell an
/// only move). A position with one legal move gets the first search only.
/// The engine's table starts empty ([`SETUP`]) and is kept from search to
/// search, which halves the work; so the findings are the same for the
/// same moves in the same order, whatever engine (in this process or a
/// worker) answers.
///
/// ```
/// use epaminondas_engine::analysis::{Analysis, Strength};
/// use epaminondas_engine::ugi::UgiEngine;
/// use epaminondas_core::{Game, GameOptions};
/// let mut game = Game::new(GameOptions::default());
/// game.play_text("e2-e3").unwrap();
/// let mut analysis = Analysis::new(&game, Strength::Depth(2));
/// let mut engine = UgiEngine::new(); // a worker's engine would do the same
/// while let Some(request) = analysis.request() {
///     let mut answer = Vec::new();
///     for line in &request {
///         engine.handle(line, &mut |l| answer.push(l.to_string()));
///     }
///     if let Some(judged) = analysis.reply(&answer).unwrap() {
///         assert_eq!(judged.played.to_string(), "e2-e3");
///     }
/// }
/// assert_eq!(analysis.plies().len(), 1);
/// ```
#[derive(Clone, Debug)]
pub struct Analysis {
    game: Game,
    go_args: String,
    /// The moves still to judge, the next last.
    queue: Vec<usize>,
    /// The first search's findings before the move now judged, while its
    /// restricted search is pending.
    pending: Option<PositionEval>,
    plies: Vec<PlyAnalysis>,
    total: usize,
    /// No answer came yet: the next request sets the engine up first.
    fresh: bool,
}

impl Analysis {
    /// An analysis of every move of `game` at `strength`.
    pub fn new(game: &Game, strength: Strength) -> Analysis {
        Analysis::of_plies(game, strength, 0..game.moves().len())
    }

    /// An analysis of some moves of `game` (counted from 0; others are
    /// left out), in the order given.
    pub fn of_plies(
        game: &Game,
        strength: Strength,
        plies: impl IntoIterator<Item = usize>,
    ) -> Analysis {
        let mut queue: Vec<usize> = plies
            .into_iter()
            .filter(|&ply| ply < game.moves().len())
            .collect();
        queue.reverse();
        Analysis {
            game: game.clone(),
            go_args: strength.go_args(),
            total: queue.len(),
            queue,
            pending: None,
            plies: Vec::new(),
            fresh: true,
        }
    }

    /// The moves judged so far, in the order judged.
    pub fn plies(&self) -> &[PlyAnalysis] {
        &self.plies
    }

    /// Whether every move has been judged.
    pub fn is_done(&self) -> bool {
        self.queue.is_empty()
    }

    /// The share of the moves judged, from 0 to 1.
    pub fn progress(&self) -> f32 {
        self.plies.len() as f32 / self.total.max(1) as f32
    }

    /// The UGI lines to send next; none when the analysis is done.
    pub fn request(&self) -> Option<Vec<String>> {
        let &ply = self.queue.last()?;
        let mut lines: Vec<String> = if self.fresh {
            SETUP.iter().map(|l| l.to_string()).collect()
        } else {
            Vec::new()
        };
        let moves = &self.game.moves()[..ply];
        let mut position = format!("position fen {}", self.game.start());
        if !moves.is_empty() {
            position.push_str(" moves");
            for mv in moves {
                position.push(' ');
                position.push_str(&mv.to_string());
            }
        }
        lines.push(position);
        let mut go = format!("go {}", self.go_args);
        if let Some(first) = &self.pending {
            let played = self.game.moves()[ply];
            go.push_str(" searchmoves");
            for &mv in self.game.positions()[ply].legal_moves().iter() {
                let wanted = if first.best() == Some(played) {
                    Some(mv) != first.best()
                } else {
                    mv == played
                };
                if wanted {
                    go.push(' ');
                    go.push_str(&mv.to_string());
                }
            }
        }
        lines.push(go);
        Some(lines)
    }

    /// Takes the engine's answer to the last [`Analysis::request`], and
    /// gives the move it completes the judgement of, if it does. An `info
    /// string error …` line, a missing or illegal `bestmove` or principal
    /// variation, or an answer without a score is an error, and the same
    /// request may be sent again.
    pub fn reply(&mut self, answer: &[String]) -> Result<Option<PlyAnalysis>, String> {
        let &ply = self
            .queue
            .last()
            .ok_or("the analysis is done: no answer was asked for")?;
        let position = &self.game.positions()[ply];
        let (score, line) = read_answer(position, answer)?;
        self.fresh = false;
        let played = self.game.moves()[ply];
        let (first, played_score) = match self.pending.take() {
            None if position.legal_moves().len() > 1 => {
                self.pending = Some(PositionEval {
                    score,
                    line,
                    second: None,
                });
                return Ok(None);
            }
            None => {
                let first = PositionEval {
                    score,
                    line,
                    second: None,
                };
                (first, score)
            }
            Some(mut first) if first.best() == Some(played) => {
                first.second = Some(score);
                let best = first.score;
                (first, best)
            }
            Some(first) => (first, score),
        };
        let judged = judge_ply(ply, position.side_to_move(), played, &first, played_score);
        self.queue.pop();
        self.plies.push(judged.clone());
        Ok(Some(judged))
    }
}

/// The score (on the engine's scale, see [`Score::value`]) and the line of
/// an engine's answer in `position`.
fn read_answer(position: &Position, answer: &[String]) -> Result<(i32, Vec<Move>), String> {
    let mut score = None;
    let mut pv: Vec<&str> = Vec::new();
    for line in answer {
        let words: Vec<&str> = line.split_whitespace().collect();
        match words.as_slice() {
            ["info", "string", "error", ..] => return Err(words[3..].join(" ")),
            ["info", "string", ..] => {}
            ["info", rest @ ..] => {
                if let Some(i) = rest.iter().position(|&w| w == "score") {
                    let text = rest.get(i + 1..i + 3).map(|w| w.join(" "));
                    score = Some(
                        text.as_deref()
                            .and_then(Score::parse)
                            .ok_or_else(|| format!("a score that cannot be read in \"{line}\""))?,
                    );
                    pv = rest
                        .iter()
                        .position(|&w| w == "pv")
                        .map_or_else(Vec::new, |i| rest[i + 1..].to_vec());
                }
            }
            ["bestmove", best] => {
                let best = position
                    .parse_move(best)
                    .map_err(|e| format!("bestmove {best}: {e}"))?;
                let score = score.ok_or("the engine gave no score before its bestmove")?;
                let mut line = Vec::new();
                let mut at = *position;
                for text in pv {
                    let mv = at
                        .parse_move(text)
                        .map_err(|e| format!("the engine's line at {text}: {e}"))?;
                    at = at.play_unchecked(mv);
                    line.push(mv);
                }
                if line.first() != Some(&best) {
                    line = vec![best];
                }
                return Ok((score.value(), line));
            }
            ["bestmove", ..] => return Err(format!("\"{line}\" names no move")),
            _ => {}
        }
    }
    Err("the engine's answer has no bestmove line".into())
}

/// Analyses every move of `game` at `strength` with engines in this
/// process, on `threads` threads (at least one; with one, in the calling
/// thread, as [`Analysis::new`] does against any engine), each taking an
/// equal run of consecutive moves. `on_ply` is called in the calling
/// thread with each judged move as it comes (with several threads, not in
/// the order of the game). Setting `stop` ends the analysis soon (the
/// searches under way are dropped) and returns the moves judged until
/// then. The result is in the order of the game, the same every time for
/// a fixed depth and number of threads; an error is the engine's own
/// (which its own requests should never meet).
pub fn analyse_game(
    game: &Game,
    strength: Strength,
    threads: usize,
    stop: &Arc<AtomicBool>,
    on_ply: &mut dyn FnMut(&PlyAnalysis),
) -> Result<Vec<PlyAnalysis>, String> {
    let moves = game.moves().len();
    let threads = threads.clamp(1, moves.max(1));
    let mut plies = Vec::with_capacity(moves);
    if threads == 1 {
        let analysis = Analysis::new(game, strength);
        converse(analysis, stop, &mut |judged| {
            on_ply(&judged);
            plies.push(judged);
        })?;
    } else {
        let (sender, judged) = mpsc::channel();
        std::thread::scope(|scope| -> Result<(), String> {
            let workers: Vec<_> = (0..threads)
                .map(|part| {
                    let plies = part * moves / threads..(part + 1) * moves / threads;
                    let analysis = Analysis::of_plies(game, strength, plies);
                    let sender = sender.clone();
                    scope.spawn(move || {
                        converse(analysis, stop, &mut |judged| {
                            // The receiver outlives the workers.
                            let _ = sender.send(judged);
                        })
                    })
                })
                .collect();
            drop(sender);
            for ply in judged {
                on_ply(&ply);
                plies.push(ply);
            }
            for worker in workers {
                worker
                    .join()
                    .map_err(|_| "an analysis thread failed".to_string())??;
            }
            Ok(())
        })?;
    }
    plies.sort_by_key(|p| p.ply);
    Ok(plies)
}

/// Runs `analysis` against an engine in this thread until it is done or
/// `stop` is set, handing each judged move to `judged`.
fn converse(
    mut analysis: Analysis,
    stop: &Arc<AtomicBool>,
    judged: &mut dyn FnMut(PlyAnalysis),
) -> Result<(), String> {
    let mut engine = UgiEngine::new();
    while let Some(request) = analysis.request() {
        if stop.load(Ordering::Relaxed) {
            break;
        }
        let mut answer = Vec::new();
        let mut out = |line: &str| answer.push(line.to_string());
        for line in &request {
            if let Dispatched::Go(job) = engine.dispatch(line, &mut out) {
                let finished = job.run(stop.clone(), &mut out);
                out(&finished.bestmove);
                engine.restore_table(finished.table);
            }
        }
        if stop.load(Ordering::Relaxed) {
            break;
        }
        if let Some(ply) = analysis.reply(&answer)? {
            judged(ply);
        }
    }
    Ok(())
}
