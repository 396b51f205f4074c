//! `epaminondas-engine verdicts`: real games put to the analysis, to see whether its marks and
//! accuracy can be believed. Two levels play games (in pairs from the same random opening,
//! colours swapped, as `selfplay` plays them); each game is then judged by the analysis at the
//! game's strength (`--quick` unless another is given), all but the random opening's moves,
//! and one line per side says how many stones it lost, its accuracy and its count of each mark
//! (`??`, `?`, `?!`). A `--files`
//! folder gets each game as a record with the analysis in its comments (`game-N.txt`), which
//! `analyse` and the tests read.
//!
//! Its options and their defaults: `epaminondas-engine verdicts --help`.

use crate::analyse::StrengthArgs;
use crate::match_stats::opening;
use crate::shared::{DEFAULT_MAX_PLIES, DEFAULT_OPENING_PLIES, UsageError, pool, ranged};
use clap::Args;
use epaminondas_core::{Game, GameOptions, Side, Status, mix};
use epaminondas_engine::analysis::{Analysis, Mark, PlyAnalysis, SideVerdict, Strength, verdict};
use epaminondas_engine::ugi::UgiEngine;
use epaminondas_engine::{Level, Search};
use epaminondas_play::record::{Player, Record};
use std::path::PathBuf;
use std::process::ExitCode;
use std::sync::atomic::AtomicBool;
use std::sync::{Arc, Mutex};

/// The arguments of `verdicts`.
#[derive(Args, Debug)]
pub struct VerdictsArgs {
    /// The first player's level, White in the odd games
    #[arg(long, value_name = "LEVEL")]
    white: Level,
    /// The second player's level
    #[arg(long, value_name = "LEVEL")]
    black: Level,
    /// Games to play and judge
    #[arg(long, value_name = "N", value_parser = ranged(1..), default_value_t = 4)]
    games: usize,
    /// Random plies that open each pair of games
    #[arg(long, value_name = "PLIES", default_value_t = DEFAULT_OPENING_PLIES)]
    openings: usize,
    /// Games still going after this many plies end there (and are judged as they stand)
    #[arg(long, value_name = "N", default_value_t = DEFAULT_MAX_PLIES)]
    max_plies: usize,
    /// Fixes the openings and the levels' noise
    #[arg(long, value_name = "S", default_value_t = 1)]
    seed: u64,
    /// Games played and judged at once
    #[arg(long, value_name = "N", default_value_t = 1)]
    jobs: usize,
    /// Writes each game with its analysis as a record into this folder (game-N.txt)
    #[arg(long, value_name = "DIR")]
    files: Option<PathBuf>,
    #[command(flatten)]
    strength: StrengthArgs,
}

/// One side's figures in one game.
#[derive(Clone, Debug, Default)]
struct SideFigures {
    /// Stones of the side taken by the other.
    lost: u32,
    /// The accuracy (none without a judged move).
    accuracy: Option<f64>,
    /// `??`, `?`, `?!`.
    marks: [usize; 3],
    /// Judged moves.
    moves: usize,
}

impl SideFigures {
    fn of(game: &Game, side: &SideVerdict) -> SideFigures {
        let start = game.start().count(side.side);
        SideFigures {
            lost: start - game.position().count(side.side),
            accuracy: side.accuracy,
            marks: [side.blunders(), side.mistakes(), side.inaccuracies()],
            moves: side.moves,
        }
    }

    fn text(&self) -> String {
        let accuracy = self
            .accuracy
            .map_or_else(|| "-".to_owned(), |a| format!("{a:.1} %"));
        format!(
            "lost {:>2} stones, accuracy {accuracy:>7}, ?? {} ? {} ?! {} ({} moves)",
            self.lost, self.marks[0], self.marks[1], self.marks[2], self.moves
        )
    }
}

/// One judged game, as a line per side.
struct Judged {
    index: usize,
    /// The first player's side.
    first: Side,
    /// White's figures and Black's.
    figures: [SideFigures; 2],
}

/// Runs `verdicts` with the arguments after the subcommand.
pub fn run(args: VerdictsArgs) -> Result<ExitCode, UsageError> {
    if let Some(dir) = &args.files
        && let Err(e) = std::fs::create_dir_all(dir)
    {
        return Err(UsageError::new(
            "verdicts",
            format!("cannot make \"{}\": {e}", dir.display()),
        ));
    }
    let strength = args.strength.strength();
    println!(
        "{} games, {} against {}, judged at {}",
        args.games,
        args.white.name(),
        args.black.name(),
        strength.go_args()
    );
    let judged: Mutex<Vec<Judged>> = Mutex::new(Vec::new());
    let failed = AtomicBool::new(false);
    pool(
        args.jobs.max(1),
        args.games,
        || (),
        |(), i| {
            let game = play(&args, i);
            let plies = match judge_moves(&game, strength, args.openings) {
                Ok(plies) => plies,
                Err(e) => {
                    eprintln!("error: the engine: {e}");
                    failed.store(true, std::sync::atomic::Ordering::Relaxed);
                    return false;
                }
            };
            let first = if i.is_multiple_of(2) {
                Side::White
            } else {
                Side::Black
            };
            if let Some(dir) = &args.files {
                let levels = [args.white, args.black];
                let [white, black] = [Side::White, Side::Black].map(|side| Player {
                    name: None,
                    level: Some(levels[usize::from(side != first)]),
                });
                let mut record = Record::new(game.clone(), white, black, None);
                record.analysis = plies.clone();
                let path = dir.join(format!("game-{}.txt", i + 1));
                if let Err(e) = std::fs::write(&path, record.to_string()) {
                    eprintln!("error: cannot write \"{}\": {e}", path.display());
                }
            }
            let one = judge(&game, &plies, i, first);
            println!("{}", game_text(&args, &game, &one));
            judged.lock().expect("no thread panics").push(one);
            true
        },
    );
    if failed.load(std::sync::atomic::Ordering::Relaxed) {
        return Ok(ExitCode::FAILURE);
    }
    let mut judged = judged.into_inner().expect("no thread panics");
    judged.sort_by_key(|j| j.index);
    println!("{}", totals(&args, &judged));
    Ok(ExitCode::SUCCESS)
}

/// Plays game `i`: the first player has White in the even games (counted from 0).
fn play(args: &VerdictsArgs, i: usize) -> Game {
    let mut game = Game::new(GameOptions {
        repetition_draw: true,
    });
    opening(args.seed, i / 2, args.openings, &mut game);
    let first_is_white = i.is_multiple_of(2);
    let stop = Arc::new(AtomicBool::new(false));
    while game.status() == Status::Ongoing && game.moves().len() < args.max_plies {
        let white_to_move = game.position().side_to_move() == Side::White;
        let level = if white_to_move == first_is_white {
            args.white
        } else {
            args.black
        };
        let seed = mix(args.seed ^ mix(1_000_003 * i as u64 + game.moves().len() as u64));
        let result = Search::with_settings(&game, level.settings(), seed, stop.clone()).run();
        let Some(mv) = result.best else { break };
        if game.play(mv).is_err() {
            break;
        }
    }
    game
}

/// The analysis of the moves of `game` after its first `skip` (the random opening, which
/// neither level chose), against an engine in this thread.
fn judge_moves(game: &Game, strength: Strength, skip: usize) -> Result<Vec<PlyAnalysis>, String> {
    let mut analysis = Analysis::of_plies(game, strength, skip..game.moves().len());
    let mut engine = UgiEngine::new();
    while let Some(request) = analysis.request() {
        let mut answer = Vec::new();
        for line in &request {
            engine.handle(line, &mut |l| answer.push(l.to_string()));
        }
        analysis.reply(&answer)?;
    }
    Ok(analysis.plies().to_vec())
}

/// The figures of one judged game.
fn judge(game: &Game, plies: &[PlyAnalysis], index: usize, first: Side) -> Judged {
    let verdict = verdict(plies);
    Judged {
        index,
        first,
        figures: [Side::White, Side::Black].map(|side| SideFigures::of(game, verdict.side(side))),
    }
}

/// A side's level and colour: `expert (white)`.
fn player(args: &VerdictsArgs, judged: &Judged, side: Side) -> String {
    let level = if side == judged.first {
        args.white
    } else {
        args.black
    };
    format!("{} ({})", level.name(), side.name())
}

/// A game's result and a line for each side.
fn game_text(args: &VerdictsArgs, game: &Game, judged: &Judged) -> String {
    let how = match game.status() {
        Status::Over(outcome) => outcome.to_string(),
        Status::Ongoing => "unfinished".to_owned(),
    };
    let mut text = format!(
        "game {:>3}: {how}, {} plies",
        judged.index + 1,
        game.moves().len()
    );
    for side in [Side::White, Side::Black] {
        text += &format!(
            "\n  {:<22} {}",
            player(args, judged, side),
            judged.figures[side.index()].text()
        );
    }
    text
}

/// Each level's figures over every game: the stones it lost, its mean accuracy and its marks.
fn totals(args: &VerdictsArgs, judged: &[Judged]) -> String {
    let mut text = String::from("total:");
    for (name, first) in [(args.white.name(), true), (args.black.name(), false)] {
        let sides: Vec<&SideFigures> = judged
            .iter()
            .map(|j| {
                let side = if first { j.first } else { j.first.opposite() };
                &j.figures[side.index()]
            })
            .collect();
        let accuracies: Vec<f64> = sides.iter().filter_map(|s| s.accuracy).collect();
        let mean = accuracies.iter().sum::<f64>() / accuracies.len().max(1) as f64;
        let sum = |k: usize| sides.iter().map(|s| s.marks[k]).sum::<usize>();
        text += &format!(
            "\n  {name:<14} lost {} stones in {} games, mean accuracy {mean:.1} %, {} {} {} {} {} {}",
            sides.iter().map(|s| s.lost).sum::<u32>(),
            sides.len(),
            Mark::Blunder.symbol(),
            sum(0),
            Mark::Mistake.symbol(),
            sum(1),
            Mark::Inaccuracy.symbol(),
            sum(2)
        );
    }
    text
}
