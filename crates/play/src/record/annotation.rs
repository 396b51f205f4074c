//! The engine's analysis of a move as a comment after it (see the module
//! documentation of [`crate::record`] for the format).

use super::error::{AnalysisProblem, LONGEST_WIN};
use crate::learn::Refusal;
use epaminondas_core::{Move, MoveText, Position};
use epaminondas_engine::analysis::{Mark, PlyAnalysis, PositionEval, for_white, judge_ply};
use epaminondas_engine::{WIN_SCORE, WIN_THRESHOLD};

/// The comment for a judged move, braces included:
/// `{[%eval +0.20 -1.50] [%mark mistake] [%line c11-c9 e3-e4]}`.
pub fn comment(ply: &PlyAnalysis) -> String {
    let mut text = format!(
        "{{[%eval {} {}] [%mark {}]",
        score_text(ply.white_before()),
        score_text(ply.white_after()),
        ply.mark
    );
    if !ply.line.is_empty() {
        text.push_str(" [%line");
        for mv in &ply.line {
            text.push(' ');
            text.push_str(&mv.to_string());
        }
        text.push(']');
    }
    text.push('}');
    text
}

/// The commands of an analysis comment.
const COMMANDS: [&str; 3] = ["[%eval", "[%mark", "[%line"];

/// Whether the text inside a comment's braces is an analysis: it starts
/// with a command, and one of them is this program's.
pub fn is_analysis(text: &str) -> bool {
    text.trim_start().starts_with("[%") && COMMANDS.iter().any(|c| text.contains(c))
}

/// The judged move `played` (move `ply`, from `before`) that an analysis
/// comment's text (inside the braces) gives, or what is wrong with it.
pub fn read(
    text: &str,
    ply: usize,
    before: &Position,
    played: Move,
) -> Result<PlyAnalysis, AnalysisProblem> {
    // The scores of the best move and of the move played, for White.
    let mut scores = None;
    let mut mark = None;
    let mut line = Vec::new();
    let mut rest = text.trim_start();
    while let Some(command) = rest.strip_prefix("[%") {
        let end = command.find(']').ok_or(AnalysisProblem::NotClosed)?;
        let mut words = command[..end].split_whitespace();
        let name = words.next().unwrap_or_default();
        let args: Vec<&str> = words.collect();
        match name {
            "eval" => {
                let [before, after] = args[..] else {
                    return Err(AnalysisProblem::EvalNeedsTwoScores);
                };
                scores = Some((read_score(before)?, read_score(after)?));
            }
            "mark" => {
                let [name] = args[..] else {
                    return Err(AnalysisProblem::MarkNeedsOneMark);
                };
                let unknown = |_| AnalysisProblem::UnknownMark(name.to_string());
                mark = Some(name.parse::<Mark>().map_err(unknown)?);
            }
            "line" => line = read_line(before, &args)?,
            // Commands of other programs are left alone.
            _ => {}
        }
        rest = command[end + 1..].trim_start();
    }
    let (white_before, white_after) = scores.ok_or(AnalysisProblem::NoEval)?;
    let mark = mark.ok_or(AnalysisProblem::NoMark)?;
    let mover = before.side_to_move();
    let before = PositionEval {
        score: for_white(white_before, mover),
        line,
        second: None,
    };
    // The loss as the analysis measured it; the mark as written (an only
    // move needs a search that the comment does not keep).
    Ok(PlyAnalysis {
        mark,
        ..judge_ply(ply, mover, played, &before, for_white(white_after, mover))
    })
}

/// A score for White as a comment writes it: stones with two decimals
/// (`+0.35`, `-1.20`), or a forced result `#+N` / `#-N` (White / Black wins
/// N plies from the position; `#+0` White has won).
fn score_text(white_score: i32) -> String {
    if white_score >= WIN_THRESHOLD {
        format!("#+{}", WIN_SCORE - white_score)
    } else if white_score <= -WIN_THRESHOLD {
        format!("#-{}", WIN_SCORE + white_score)
    } else {
        let sign = if white_score < 0 { '-' } else { '+' };
        let centi = white_score.unsigned_abs();
        format!("{sign}{}.{:02}", centi / 100, centi % 100)
    }
}

/// Reads what [`score_text`] writes.
fn read_score(text: &str) -> Result<i32, AnalysisProblem> {
    let bad = || AnalysisProblem::BadScore(text.to_string());
    let (negative, body) = match text.strip_prefix("#") {
        Some(forced) => {
            let (negative, plies) = signed(forced).ok_or_else(bad)?;
            let plies: i32 = digits(plies).ok_or_else(bad)?;
            if plies > LONGEST_WIN {
                return Err(AnalysisProblem::ForcedTooFar(text.to_string()));
            }
            let score = WIN_SCORE - plies;
            return Ok(if negative { -score } else { score });
        }
        None => signed(text).ok_or_else(bad)?,
    };
    let (stones, hundredths) = body.split_once('.').ok_or_else(bad)?;
    if hundredths.len() != 2 {
        return Err(bad());
    }
    let centi = digits(stones)
        .and_then(|s: i32| s.checked_mul(100))
        .and_then(|s| s.checked_add(digits::<i32>(hundredths)?))
        .filter(|&c| c < WIN_THRESHOLD)
        .ok_or_else(bad)?;
    Ok(if negative { -centi } else { centi })
}

/// Whether `text` starts with `-` (else `+`), and the rest.
fn signed(text: &str) -> Option<(bool, &str)> {
    text.strip_prefix('-')
        .map(|rest| (true, rest))
        .or_else(|| text.strip_prefix('+').map(|rest| (false, rest)))
}

/// Plain decimal digits (no sign) as a number.
fn digits<T: std::str::FromStr>(text: &str) -> Option<T> {
    (!text.is_empty() && text.bytes().all(|b| b.is_ascii_digit()))
        .then(|| text.parse().ok())
        .flatten()
}

/// The moves of a `[%line]`, each legal after the ones before it.
fn read_line(before: &Position, texts: &[&str]) -> Result<Vec<Move>, AnalysisProblem> {
    let mut at = *before;
    let mut line = Vec::new();
    for text in texts {
        let written: MoveText = text
            .parse()
            .map_err(|error| AnalysisProblem::LineNotAMove {
                text: text.to_string(),
                error,
            })?;
        let mv = at
            .find_move(written)
            .map_err(|error| AnalysisProblem::LineIllegal {
                text: text.to_string(),
                refusal: Refusal::of_text(&at, written, error),
            })?;
        at = at.play_unchecked(mv);
        line.push(mv);
    }
    Ok(line)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn scores_are_written_exactly_and_read_back() {
        let cases = [
            (0, "+0.00"),
            (35, "+0.35"),
            (-120, "-1.20"),
            (-5, "-0.05"),
            (12_345, "+123.45"),
            (WIN_SCORE, "#+0"),
            (-WIN_SCORE, "#-0"),
            (WIN_SCORE - 3, "#+3"),
            (-(WIN_SCORE - 4), "#-4"),
        ];
        for (score, text) in cases {
            assert_eq!(score_text(score), text);
            assert_eq!(read_score(text), Ok(score), "{text}");
        }
        for bad in [
            "", "0.35", "+0.3", "+.35", "+1.234", "#3", "#+x", "#+500", "+1e2.00",
        ] {
            assert!(read_score(bad).is_err(), "{bad}");
        }
    }
}
