//! `epaminondas-engine analyse FILE`: the engine's judgement of every move
//! of a game record (`epaminondas_engine::analysis`), for scripts.
//!
//! Its options and their defaults: `epaminondas-engine analyse --help`.
//!
//! FILE is a record in the game's text format (`-` for standard input);
//! the strength is `--quick` unless another is given; `--jobs` analyses so
//! many positions at once (the result is the same). One line per move as
//! it is judged: its number and text, its mark, the score after it (for
//! White, in stones; `+#3` White wins in 3 moves, `1-0` White has won), the
//! loss and the engine's line when the move was not its best. Then each
//! side's verdict (with its accuracy), what was wrong with each marked move
//! and what its better move does (`epaminondas_engine::analysis::explain`,
//! in English), and the turning point. `--record` prints the record with
//! the analysis as comments instead (see `epaminondas_play::record`).

use crate::shared::{UsageError, read_input};
use clap::Args;
use epaminondas_core::{Game, Move, Side};
use epaminondas_engine::analysis::{
    Mark, Outlook, PlyAnalysis, SideVerdict, Strength, Turn, analyse_game, explain_ply, outlook,
    verdict,
};
use epaminondas_play::i18n::Language;
use epaminondas_play::learn::explanation_words;
use epaminondas_play::record::Record;
use std::process::ExitCode;
use std::sync::Arc;
use std::sync::atomic::AtomicBool;
use std::time::Duration;

/// Exit code for a record that cannot be read.
const EXIT_BAD_RECORD: u8 = 1;

/// Runs `analyse` with the arguments after the subcommand.
pub fn run(args: AnalyseArgs) -> Result<ExitCode, UsageError> {
    let path = args.path;
    let strength = args.strength.strength();
    let jobs = args.jobs.max(1);
    let as_record = args.record;
    let text = match read_input(&path) {
        Ok(text) => text,
        Err(e) => return Err(UsageError::new("analyse", e)),
    };
    let mut record = match Record::parse(&text) {
        Ok(record) => record,
        Err(e) => {
            eprintln!("error: {path}: {e}");
            return Ok(ExitCode::from(EXIT_BAD_RECORD));
        }
    };
    let game = record.game().clone();
    let black_first = game.start().side_to_move() == Side::Black;
    if !as_record {
        println!(
            "analysis of {path} ({} moves) at {}",
            game.moves().len(),
            strength.go_args()
        );
    }
    let stop = Arc::new(AtomicBool::new(false));
    let mut print = |ply: &PlyAnalysis| {
        if !as_record {
            println!("{}", ply_line(ply, black_first));
        }
    };
    let plies = match analyse_game(&game, strength, jobs, &stop, &mut print) {
        Ok(plies) => plies,
        Err(e) => {
            eprintln!("error: the engine: {e}");
            return Ok(ExitCode::FAILURE);
        }
    };
    if as_record {
        record.analysis = plies;
        print!("{record}");
        return Ok(ExitCode::SUCCESS);
    }
    let verdict = verdict(&plies);
    for side in [Side::White, Side::Black] {
        println!("{}", side_line(verdict.side(side), &plies, black_first));
    }
    for line in explanation_lines(&game, &plies, black_first) {
        println!("{line}");
    }
    match verdict.turning_point {
        Some(turn) => {
            let ply = &plies[turn.ply];
            let how = match turn.turn {
                Turn::Crossing => "the lead passed to the other side",
                Turn::LargestLoss => "the largest loss",
            };
            println!(
                "turning point: {} {} ({how})",
                move_label(ply.ply, black_first),
                ply.played
            );
        }
        None => println!("turning point: none"),
    }
    Ok(ExitCode::SUCCESS)
}

/// The arguments of `analyse`.
#[derive(Args, Debug)]
pub struct AnalyseArgs {
    /// The record in the game's text format, - for standard input
    #[arg(value_name = "FILE")]
    path: String,
    #[command(flatten)]
    strength: StrengthArgs,
    /// Positions analysed at once (the result is the same)
    #[arg(long, value_name = "N", default_value_t = 1)]
    jobs: usize,
    /// Prints the record with the analysis as comments instead of the table
    #[arg(long)]
    record: bool,
}

/// How hard the engine looks at each position: one of these, `--quick` when none is given.
#[derive(Args, Debug)]
#[group(multiple = false)]
pub struct StrengthArgs {
    /// The quick analysis (the default)
    #[arg(long)]
    quick: bool,
    /// The deep analysis
    #[arg(long)]
    deep: bool,
    /// A fixed depth in plies
    #[arg(long, value_name = "N", value_parser = clap::value_parser!(u32).range(1..=64))]
    depth: Option<u32>,
    /// A fixed time a position, in milliseconds
    #[arg(long, value_name = "MS", value_parser = clap::value_parser!(u64).range(1..))]
    movetime: Option<u64>,
}

impl StrengthArgs {
    /// The strength the flags ask for.
    pub fn strength(&self) -> Strength {
        match (self.deep, self.depth, self.movetime) {
            (true, _, _) => Strength::Deep,
            (_, Some(depth), _) => Strength::Depth(depth),
            (_, _, Some(ms)) => Strength::Movetime(Duration::from_millis(ms)),
            _ => Strength::Quick,
        }
    }
}

/// `12.` for a White move, `12...` for a Black one.
fn move_label(ply: usize, black_first: bool) -> String {
    let number = (ply + usize::from(black_first)) / 2 + 1;
    let white = ply.is_multiple_of(2) != black_first;
    if white {
        format!("{number}.")
    } else {
        format!("{number}...")
    }
}

/// A score for White in stones (`+0.35`), or a forced result.
fn score_text(white_score: i32) -> String {
    match outlook(white_score) {
        Outlook::WinsIn(Side::White, moves) => format!("+#{moves}"),
        Outlook::WinsIn(Side::Black, moves) => format!("-#{moves}"),
        Outlook::Won(Side::White) => "1-0".into(),
        Outlook::Won(Side::Black) => "0-1".into(),
        _ => format!("{:+.2}", f64::from(white_score) / 100.0),
    }
}

/// Moves in notation, separated by spaces.
fn moves_text(moves: &[Move]) -> String {
    let texts: Vec<String> = moves.iter().map(|m| m.to_string()).collect();
    texts.join(" ")
}

/// One judged move: `12. e2-e3  mistake  -1.35  lost 1.70  best d2-d4: d2-d4 e11-e10`.
fn ply_line(ply: &PlyAnalysis, black_first: bool) -> String {
    let mut line = format!(
        "{:>6} {:<8} {:<10} {:>7}",
        move_label(ply.ply, black_first),
        ply.played.to_string(),
        ply.mark.name(),
        score_text(ply.white_after())
    );
    if let Some(best) = ply.best()
        && best != ply.played
    {
        line += &format!(
            "  lost {:.2}  best {best} ({}): {}",
            f64::from(ply.loss) / 100.0,
            score_text(ply.white_before()),
            moves_text(&ply.line)
        );
    }
    line
}

/// What was wrong with each marked move (an inaccuracy or worse), in English, with the better
/// move's arrow: `why 11... f10-f7 (mistake): … | better g12-d9: takes 2`.
fn explanation_lines(game: &Game, plies: &[PlyAnalysis], black_first: bool) -> Vec<String> {
    plies
        .iter()
        .filter(|p| p.mark >= Mark::Inaccuracy)
        .filter_map(|p| {
            let why = explain_ply(game, plies, p.ply)?;
            let words = explanation_words(&why, Language::English);
            Some(format!(
                "why {} {} ({}): {} | better {}: {}",
                move_label(p.ply, black_first),
                p.played,
                p.mark.name(),
                words.sentence,
                why.better,
                words.label
            ))
        })
        .collect()
}

/// `White: 40 moves, 3 only, 12 best, 20 good, …; average loss 0.23; accuracy 91.3 %; worst
/// 23. e5-e7`.
fn side_line(side: &SideVerdict, plies: &[PlyAnalysis], black_first: bool) -> String {
    let name = match side.side {
        Side::White => "White",
        Side::Black => "Black",
    };
    let counts: Vec<String> = Mark::ALL
        .iter()
        .map(|&m| format!("{} {}", side.count(m), m.name()))
        .collect();
    let mut line = format!(
        "{name}: {} moves: {}; average loss {:.2}",
        side.moves,
        counts.join(", "),
        side.average_loss() / 100.0
    );
    if let Some(accuracy) = side.accuracy {
        line += &format!("; accuracy {accuracy:.1} %");
    }
    if let Some(ply) = side.worst.and_then(|w| plies.get(w)) {
        line += &format!(
            "; worst {} {} ({}, lost {:.2})",
            move_label(ply.ply, black_first),
            ply.played,
            ply.mark.name(),
            f64::from(ply.loss) / 100.0
        );
    }
    line
}
