//! What was wrong with a move, in the rules' terms: the engine's lines are
//! played out on the board with the rules core alone, and what happens in
//! them (captures, stones reaching the far row, a breakthrough that cannot
//! be answered) says why the engine's better move was better.
//!
//! Two lines are compared, each from the position before the move: the
//! move played followed by the *refutation* (the engine's line in the
//! position after it, the opponent's reply first: the line of the next
//! judged move), and the engine's *better line* (its line before the move,
//! its best move first). Captures are counted over the first
//! [`CAPTURE_HORIZON`] plies of each, wins on the far row over the first
//! [`WIN_HORIZON`]. Where the refutation is not known (the game's last
//! move, or the next move not judged yet), a short look with the rules
//! stands in for it: an opponent's move that wins at once, else its capture
//! that gains the most after the mover's best immediate recapture.
//!
//! The most telling difference between the lines is the [`Reason`], and
//! the better move's own deed the [`ArrowLabel`] drawn on its arrow. The
//! words are the catalogue's (`epaminondas_play`).

use super::judge::PlyAnalysis;
use crate::score::WIN_THRESHOLD;
use epaminondas_core::{Game, Move, Position, Side, Status};

/// Plies of each line whose captures are counted: the move and the reply,
/// the mover's next move and the opponent's answer to it. Both lines end
/// with the opponent's move, so an exchange the mover starts is counted
/// with the recapture.
pub const CAPTURE_HORIZON: usize = 4;
/// Plies of each line searched for a breakthrough that wins.
pub const WIN_HORIZON: usize = 8;

/// Why a move was worse than the engine's better one, the most telling
/// first: the first that the lines show is the one given.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Reason {
    /// The move lets the opponent win on the far row: `by` is the
    /// opponent's move that breaks through where no answer is left, or none
    /// where the opponent had already broken through and the move did not
    /// answer (the opponent wins at once).
    AllowsWin {
        /// The opponent's breakthrough; none where it was already there.
        by: Option<Move>,
    },
    /// The better line wins on the far row: `by` is the mover's move in it
    /// that breaks through where the opponent has no answer (or that ends
    /// the game).
    MissesWin {
        /// The mover's winning move in the better line.
        by: Move,
    },
    /// The opponent's reply takes stones of the line that just moved: the
    /// move walked into a capture.
    LineTaken {
        /// Stones the reply takes.
        stones: u32,
        /// The opponent's capturing reply.
        by: Move,
    },
    /// The move lets the opponent take stones: `by` is the opponent's
    /// first capture in the refutation.
    AllowsCapture {
        /// Stones that capture takes.
        stones: u32,
        /// The opponent's capture.
        by: Move,
    },
    /// The better line takes stones that the move played does not: `by` is
    /// the mover's first capture in it.
    MissesCapture {
        /// Stones that capture takes.
        stones: u32,
        /// The mover's capture in the better line.
        by: Move,
    },
    /// The move lets the opponent reach the far row and take the lead
    /// there, which the mover must then answer.
    AllowsBreakthrough {
        /// The opponent's move onto the far row.
        by: Move,
    },
    /// The better line reaches the far row and takes the lead there first.
    MissesBreakthrough {
        /// The mover's move onto the far row in the better line.
        by: Move,
    },
    /// Nothing the rules show within the lines: the move gave away
    /// position, `loss` hundredths of a stone by the engine's score.
    Positional {
        /// The loss, in hundredths of a stone.
        loss: i32,
    },
}

/// What the better move does, in a few words on its arrow.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum ArrowLabel {
    /// It wins: it breaks through where no answer is left, or ends the game.
    Wins,
    /// It stops the opponent's breakthrough (or answers one already made).
    StopsBreakthrough,
    /// It reaches the far row and takes the lead there.
    BreaksThrough,
    /// It captures so many stones.
    Takes {
        /// Stones it takes.
        stones: u32,
    },
    /// It keeps the line that the move played put in danger out of it.
    KeepsLineSafe,
    /// It keeps the stones the move played let go.
    KeepsStonesSafe,
    /// It makes for the far row (the breakthrough comes later in its line).
    HeadsForFarRow,
    /// It prepares a capture of so many stones (later in its line).
    SetsUpCapture {
        /// Stones the capture takes.
        stones: u32,
    },
    /// It is better by so many hundredths of a stone, for no reason the
    /// rules show at once.
    Better {
        /// The gain, in hundredths of a stone.
        gain: i32,
    },
}

/// Why a move was worse, and what the better move does instead.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Explanation {
    /// The side that played the move.
    pub mover: Side,
    /// The move played.
    pub played: Move,
    /// The engine's better move, for the same side from the same position.
    pub better: Move,
    /// What was wrong with the move played.
    pub reason: Reason,
    /// The words on the better move's arrow.
    pub label: ArrowLabel,
}

/// One move of a line played out.
#[derive(Clone, Copy, Debug)]
struct Step {
    /// The side that made it.
    side: Side,
    /// The move.
    mv: Move,
    /// The position after it.
    after: Position,
}

/// `moves` played from `start` while they are legal, at most `limit`.
fn walk(start: &Position, moves: impl IntoIterator<Item = Move>, limit: usize) -> Vec<Step> {
    let mut at = *start;
    let mut steps = Vec::new();
    for mv in moves.into_iter().take(limit) {
        let Ok(after) = at.play(mv) else { break };
        steps.push(Step {
            side: at.side_to_move(),
            mv,
            after,
        });
        at = after;
    }
    steps
}

/// Whether `side` has more stones on its far row than the other on its own.
fn leads(position: &Position, side: Side) -> bool {
    position.far_row_count(side) > position.far_row_count(side.opposite())
}

/// Whether the side to move, behind on the far rows, has a move after
/// which the other side no longer leads there (a capture of intruders or a
/// breakthrough of its own).
fn answerable(position: &Position) -> bool {
    let intruder = position.side_to_move().opposite();
    position
        .legal_moves()
        .iter()
        .any(|&mv| !leads(&position.play_unchecked(mv), intruder))
}

/// Whether the step wins for its side: the game is over with that side the
/// winner, or it leads on the far rows and the other side has no answer.
fn decisive(step: &Step) -> bool {
    match step.after.status() {
        Status::Over(outcome) => outcome.winner == Some(step.side),
        Status::Ongoing => leads(&step.after, step.side) && !answerable(&step.after),
    }
}

/// The first step of `side` among the first `limit` that wins.
fn first_win(steps: &[Step], side: Side, limit: usize) -> Option<&Step> {
    steps
        .iter()
        .take(limit)
        .find(|s| s.side == side && decisive(s))
}

/// The first step of `side` among the first `limit` after which it leads
/// on the far rows.
fn first_breakthrough(steps: &[Step], side: Side, limit: usize) -> Option<&Step> {
    steps
        .iter()
        .take(limit)
        .find(|s| s.side == side && leads(&s.after, side))
}

/// The first capture of `side` among the first `limit` steps.
fn first_capture(steps: &[Step], side: Side, limit: usize) -> Option<&Step> {
    steps
        .iter()
        .take(limit)
        .find(|s| s.side == side && s.mv.is_capture())
}

/// Stones `side` takes in the first `limit` steps.
fn taken(steps: &[Step], side: Side, limit: usize) -> i64 {
    steps
        .iter()
        .take(limit)
        .filter(|s| s.side == side)
        .map(|s| i64::from(s.mv.captured()))
        .sum()
}

/// A stand-in for an unknown engine line in `position`: the side to move's
/// move that wins at once, else its capture that gains the most after the
/// other side's best immediate recapture (with that recapture), else
/// nothing.
fn rules_reply(position: &Position) -> Vec<Step> {
    let side = position.side_to_move();
    let moves = position.legal_moves();
    let step = |mv: Move| Step {
        side,
        mv,
        after: position.play_unchecked(mv),
    };
    // Only a move onto the far row or a capture can win at once.
    if let Some(win) = moves
        .iter()
        .filter(|mv| mv.is_capture() || mv.landing().rank() == side.far_rank())
        .map(|&mv| step(mv))
        .find(decisive)
    {
        return vec![win];
    }
    let mut best: Option<(i64, Vec<Step>)> = None;
    for &mv in moves.iter().filter(|mv| mv.is_capture()) {
        let first = step(mv);
        let recapture = first
            .after
            .legal_moves()
            .iter()
            .filter(|m| m.is_capture())
            .max_by_key(|m| m.captured())
            .map(|&m| Step {
                side: side.opposite(),
                mv: m,
                after: first.after.play_unchecked(m),
            });
        let gain = i64::from(mv.captured()) - recapture.map_or(0, |r| i64::from(r.mv.captured()));
        if gain > 0 && best.as_ref().is_none_or(|(g, _)| gain > *g) {
            best = Some((gain, std::iter::once(first).chain(recapture).collect()));
        }
    }
    best.map_or_else(Vec::new, |(_, steps)| steps)
}

/// Explains the judged move `judged` (its `played` move, the engine's
/// `line` before it and the scores), played in `before`, with
/// `refutation`, the engine's line in the position after it (the
/// opponent's reply first; the `line` of the next judged move, or empty
/// when it is not known). Moves of the lines that are not legal where they
/// stand cut the line off there.
///
/// None where there is nothing to explain: the move played is not legal in
/// `before`, the engine has no better move there (its line is empty, starts
/// with the move played or with an illegal move), or the move lost nothing.
///
/// ```
/// use epaminondas_engine::analysis::{ArrowLabel, Mark, PlyAnalysis, Reason, explain};
/// use epaminondas_core::{Side, Position};
/// // White's pair c3-c4 can take the black stone on c6.
/// let before: Position = "13B/14/14/14/14/14/2B11/14/2W11/2W11/W13/14 w".parse().unwrap();
/// let [played, better] = ["a2-a3", "c3xc6"].map(|t| before.parse_move(t).unwrap());
/// let judged = PlyAnalysis {
///     ply: 0, mover: Side::White, played, line: vec![better],
///     before: 150, after: 0, loss: 150, mark: Mark::Mistake,
/// };
/// let why = explain(&before, &judged, &[]).unwrap();
/// assert_eq!(why.reason, Reason::MissesCapture { stones: 1, by: better });
/// assert_eq!(why.label, ArrowLabel::Takes { stones: 1 });
/// ```
pub fn explain(
    before: &Position,
    judged: &PlyAnalysis,
    refutation: &[Move],
) -> Option<Explanation> {
    let played = judged.played;
    let &better = judged.line.first()?;
    if better == played || judged.loss <= 0 {
        return None;
    }
    let me = before.side_to_move();
    let them = me.opposite();
    let mut line = walk(
        before,
        std::iter::once(played).chain(refutation.iter().copied()),
        WIN_HORIZON + 1,
    );
    let first = *line.first()?;
    let mut best_line = walk(before, judged.line.iter().copied(), WIN_HORIZON);
    let &best_first = best_line.first()?;
    if line.len() == 1 && first.after.status() == Status::Ongoing {
        line.extend(rules_reply(&first.after));
    }
    if best_line.len() == 1 && best_first.after.status() == Status::Ongoing {
        best_line.extend(rules_reply(&best_first.after));
    }
    // The opponent had broken through, and the move did not answer.
    let unanswered =
        matches!(first.after.status(), Status::Over(outcome) if outcome.winner == Some(them));
    let reason = reason(judged, &line, &best_line, me, them, unanswered);
    Some(Explanation {
        mover: me,
        played,
        better,
        label: label(reason, &best_line, me),
        reason,
    })
}

/// The most telling difference between the line of the move played
/// (`line`, the move first) and the better line (`best`).
fn reason(
    judged: &PlyAnalysis,
    line: &[Step],
    best: &[Step],
    me: Side,
    them: Side,
    unanswered: bool,
) -> Reason {
    let replies = &line[1..];
    let forced_loss = judged.after <= -WIN_THRESHOLD && judged.before > -WIN_THRESHOLD;
    let forced_win = judged.before >= WIN_THRESHOLD && judged.after < WIN_THRESHOLD;
    // 1. The opponent wins on the far row.
    if unanswered {
        return Reason::AllowsWin { by: None };
    }
    if first_win(best, them, WIN_HORIZON).is_none() {
        let won = first_win(replies, them, WIN_HORIZON).or_else(|| {
            forced_loss
                .then(|| first_breakthrough(replies, them, WIN_HORIZON))
                .flatten()
        });
        if let Some(step) = won {
            return Reason::AllowsWin { by: Some(step.mv) };
        }
    }
    // 2. The better line wins on the far row.
    if first_win(line, me, WIN_HORIZON + 1).is_none() {
        let won = first_win(best, me, WIN_HORIZON).or_else(|| {
            forced_win
                .then(|| first_breakthrough(best, me, WIN_HORIZON))
                .flatten()
        });
        if let Some(step) = won {
            return Reason::MissesWin { by: step.mv };
        }
    }
    // 3. Stones: what the opponent takes more after the move played, and
    // what the better line takes more, where the difference is a stone.
    let h = CAPTURE_HORIZON;
    let net = |steps: &[Step]| taken(steps, me, h) - taken(steps, them, h);
    let swing = net(best) - net(line);
    let allowed = taken(line, them, h) - taken(best, them, h);
    let missed = taken(best, me, h) - taken(line, me, h);
    if swing >= 1
        && allowed >= 1
        && allowed >= missed
        && let Some(step) = first_capture(replies, them, h - 1)
    {
        let stones = u32::from(step.mv.captured());
        let line_hit = replies.first().is_some_and(|reply| reply.mv == step.mv)
            && step
                .mv
                .captured_squares()
                .any(|sq| judged.played.destination_squares().any(|d| d == sq));
        return if line_hit {
            Reason::LineTaken {
                stones,
                by: step.mv,
            }
        } else {
            Reason::AllowsCapture {
                stones,
                by: step.mv,
            }
        };
    }
    if swing >= 1
        && missed >= 1
        && let Some(step) = first_capture(best, me, h)
    {
        return Reason::MissesCapture {
            stones: u32::from(step.mv.captured()),
            by: step.mv,
        };
    }
    // 4. The far row, answered.
    if first_breakthrough(best, them, h).is_none()
        && let Some(step) = first_breakthrough(replies, them, h - 1)
    {
        return Reason::AllowsBreakthrough { by: step.mv };
    }
    if first_breakthrough(line, me, h).is_none()
        && let Some(step) = first_breakthrough(best, me, h)
    {
        return Reason::MissesBreakthrough { by: step.mv };
    }
    Reason::Positional { loss: judged.loss }
}

/// What the better move (the first step of `best`) does, in the light of
/// `reason`.
fn label(reason: Reason, best: &[Step], me: Side) -> ArrowLabel {
    let Some(first) = best.first() else {
        return ArrowLabel::Better { gain: 0 };
    };
    if decisive(first) {
        return ArrowLabel::Wins;
    }
    match reason {
        Reason::AllowsWin { .. } | Reason::AllowsBreakthrough { .. } => {
            return ArrowLabel::StopsBreakthrough;
        }
        _ => {}
    }
    if leads(&first.after, me) {
        return ArrowLabel::BreaksThrough;
    }
    if first.mv.is_capture() {
        return ArrowLabel::Takes {
            stones: u32::from(first.mv.captured()),
        };
    }
    match reason {
        Reason::LineTaken { .. } => ArrowLabel::KeepsLineSafe,
        Reason::AllowsCapture { .. } => ArrowLabel::KeepsStonesSafe,
        Reason::MissesWin { .. } | Reason::MissesBreakthrough { .. } => ArrowLabel::HeadsForFarRow,
        Reason::MissesCapture { stones, .. } => ArrowLabel::SetsUpCapture { stones },
        Reason::Positional { loss } => ArrowLabel::Better { gain: loss },
        Reason::AllowsWin { .. } | Reason::AllowsBreakthrough { .. } => {
            ArrowLabel::StopsBreakthrough
        }
    }
}

/// Explains move `ply` of `game` (counted from 0) from its analysis
/// `plies` (the judged moves, in any order): the position before it is the
/// game's, the refutation is the line of the judged move `ply + 1` where
/// there is one. None where the move is not judged, or [`explain`] finds
/// nothing to explain.
///
/// ```
/// use epaminondas_engine::analysis::{Strength, analyse_game, explain_ply};
/// use epaminondas_core::{Game, GameOptions};
/// use std::sync::{Arc, atomic::AtomicBool};
/// let mut game = Game::new(GameOptions::default());
/// for text in ["e2-e3", "e11-e10"] {
///     game.play_text(text).unwrap();
/// }
/// let stop = Arc::new(AtomicBool::new(false));
/// let plies = analyse_game(&game, Strength::Depth(2), 1, &stop, &mut |_| {}).unwrap();
/// for ply in 0..2 {
///     // Some where the move lost something, never a panic.
///     let why = explain_ply(&game, &plies, ply);
///     assert_eq!(why.is_some(), plies[ply].loss > 0 && plies[ply].best() != Some(plies[ply].played));
/// }
/// assert_eq!(explain_ply(&game, &plies, 5), None);
/// ```
pub fn explain_ply(game: &Game, plies: &[PlyAnalysis], ply: usize) -> Option<Explanation> {
    let judged = plies.iter().find(|p| p.ply == ply)?;
    let before = game.positions().get(ply)?;
    if game.moves().get(ply) != Some(&judged.played) {
        return None;
    }
    let refutation = plies
        .iter()
        .find(|p| p.ply == ply + 1)
        .map_or(&[][..], |next| &next.line[..]);
    explain(before, judged, refutation)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::analysis::judge::Mark;
    use epaminondas_core::{FILES, GameOptions, RANKS, SplitMix64, Square};

    /// The position with White's stones on `white`, Black's on `black` and
    /// `side` to move, in the rules' position text.
    fn board(white: &[&str], black: &[&str], side: Side) -> Position {
        let on = |list: &[&str], sq: Square| list.iter().any(|t| t.parse::<Square>() == Ok(sq));
        let mut text = String::new();
        for rank in (0..RANKS).rev() {
            let mut empty = 0;
            for file in 0..FILES {
                let sq = Square::new(file, rank).unwrap();
                let stone = if on(white, sq) {
                    Some('W')
                } else if on(black, sq) {
                    Some('B')
                } else {
                    None
                };
                match stone {
                    Some(c) => {
                        if empty > 0 {
                            text += &empty.to_string();
                        }
                        empty = 0;
                        text.push(c);
                    }
                    None => empty += 1,
                }
            }
            if empty > 0 {
                text += &empty.to_string();
            }
            if rank > 0 {
                text.push('/');
            }
        }
        text += if side == Side::White { " w" } else { " b" };
        text.parse().unwrap()
    }

    /// The moves written in `texts`, read one after another from `from`.
    fn line(from: &Position, texts: &[&str]) -> Vec<Move> {
        let mut at = *from;
        texts
            .iter()
            .map(|t| {
                let mv = at.parse_move(t).unwrap_or_else(|e| panic!("{t}: {e}"));
                at = at.play(mv).unwrap();
                mv
            })
            .collect()
    }

    /// A judged move: `played`, the engine's `better` line, a loss.
    fn judged(before: &Position, played: &str, better: &[&str], loss: i32) -> PlyAnalysis {
        PlyAnalysis {
            ply: 0,
            mover: before.side_to_move(),
            played: before.parse_move(played).unwrap(),
            line: line(before, better),
            before: 0,
            after: -loss,
            loss,
            mark: Mark::of_loss(loss),
        }
    }

    /// Explains `played` against `better` with the refutation `reply`.
    fn explained(before: &Position, played: &str, better: &[&str], reply: &[&str]) -> Explanation {
        let judged = judged(before, played, better, 200);
        let after = before.play(judged.played).unwrap();
        explain(before, &judged, &line(&after, reply)).unwrap()
    }

    fn mv(position: &Position, text: &str) -> Move {
        position.parse_move(text).unwrap()
    }

    #[test]
    fn a_move_that_ignores_a_threat_lets_the_stones_go() {
        // Black's three on h8-j8 reach f8: White's pair e8-f8 is in danger.
        let before = board(
            &["e8", "f8", "a2", "a3"],
            &["h8", "i8", "j8", "n12"],
            Side::White,
        );
        let why = explained(&before, "a2-a4", &["f8-c8", "n12-m12"], &["j8xf8"]);
        let after = before.play(mv(&before, "a2-a4")).unwrap();
        assert_eq!(
            why.reason,
            Reason::AllowsCapture {
                stones: 2,
                by: mv(&after, "j8xf8")
            }
        );
        assert_eq!(why.label, ArrowLabel::KeepsStonesSafe);
        assert_eq!((why.mover, why.better), (Side::White, mv(&before, "f8-c8")));
    }

    #[test]
    fn a_line_that_walks_into_a_capture_is_taken() {
        // The pair c8-d8 steps up to e8, where Black's three reach.
        let before = board(&["c8", "d8", "a2"], &["h8", "i8", "j8", "n12"], Side::White);
        let why = explained(&before, "c8-e8", &["a2-a3", "n12-m12"], &["j8xe8"]);
        let after = before.play(mv(&before, "c8-e8")).unwrap();
        assert_eq!(
            why.reason,
            Reason::LineTaken {
                stones: 2,
                by: mv(&after, "j8xe8")
            }
        );
        assert_eq!(why.label, ArrowLabel::KeepsLineSafe);
    }

    #[test]
    fn the_refutation_is_found_by_the_rules_when_it_is_not_known() {
        let before = board(&["c8", "d8", "a2"], &["h8", "i8", "j8", "n12"], Side::White);
        let judged = judged(&before, "c8-e8", &["a2-a3"], 400);
        let why = explain(&before, &judged, &[]).unwrap();
        let after = before.play(judged.played).unwrap();
        assert_eq!(
            why.reason,
            Reason::LineTaken {
                stones: 2,
                by: mv(&after, "j8xe8")
            }
        );
    }

    #[test]
    fn a_capture_left_on_the_board_is_missed() {
        let before = board(&["c3", "c4", "a2"], &["c6", "n12"], Side::White);
        let why = explained(&before, "a2-a3", &["c3xc6", "n12-m12"], &["n12-m12"]);
        assert_eq!(
            why.reason,
            Reason::MissesCapture {
                stones: 1,
                by: mv(&before, "c3xc6")
            }
        );
        assert_eq!(why.label, ArrowLabel::Takes { stones: 1 });
        // A capture later in the better line: the arrow sets it up.
        let before = board(&["c2", "c3", "a2"], &["c6", "n12"], Side::White);
        let why = explained(
            &before,
            "a2-a3",
            &["c2-c4", "n12-m12", "c3xc6"],
            &["n12-m12"],
        );
        assert!(
            matches!(why.reason, Reason::MissesCapture { stones: 1, .. }),
            "{why:?}"
        );
        assert_eq!(why.label, ArrowLabel::SetsUpCapture { stones: 1 });
    }

    #[test]
    fn a_trade_is_no_capture_missed() {
        // c3xc6 takes one, and Black's pair e8-d7 takes one back.
        let before = board(&["c3", "c4", "a2"], &["c6", "d7", "e8", "n12"], Side::White);
        let why = explained(&before, "a2-a3", &["c3xc6", "e8xc6"], &["n12-m12"]);
        assert!(matches!(why.reason, Reason::Positional { .. }), "{why:?}");
    }

    #[test]
    fn a_breakthrough_that_cannot_be_answered_wins() {
        // Black's h2 reaches h1 and nothing of White's can take it there;
        // j2xh2 takes it first.
        let before = board(
            &["i2", "j2", "a5", "a6"],
            &["h2", "n12", "m12"],
            Side::White,
        );
        let why = explained(&before, "a5-a7", &["j2xh2", "n12-n11"], &["h2-h1", "a6-a8"]);
        let after = before.play(mv(&before, "a5-a7")).unwrap();
        assert_eq!(
            why.reason,
            Reason::AllowsWin {
                by: Some(mv(&after, "h2-h1"))
            }
        );
        assert_eq!(why.label, ArrowLabel::StopsBreakthrough);
    }

    #[test]
    fn a_breakthrough_left_unanswered_loses_at_once() {
        // Black stands on h1; White's pair f1-g1 can take it.
        let before = board(
            &["f1", "g1", "a5", "a6"],
            &["h1", "n12", "m12"],
            Side::White,
        );
        let why = explained(&before, "a5-a7", &["f1xh1", "n12-n11"], &[]);
        assert_eq!(why.reason, Reason::AllowsWin { by: None });
        assert_eq!(why.label, ArrowLabel::StopsBreakthrough);
    }

    #[test]
    fn a_breakthrough_of_ones_own_that_wins_is_missed() {
        let before = board(&["d11", "a2", "a3"], &["k12", "n12", "n11"], Side::White);
        let why = explained(&before, "a2-a4", &["d11-d12"], &["k12-k11"]);
        assert_eq!(
            why.reason,
            Reason::MissesWin {
                by: mv(&before, "d11-d12")
            }
        );
        assert_eq!(why.label, ArrowLabel::Wins);
        // Coming later in the better line, the arrow heads for the far row.
        let before = board(&["d10", "a2", "a3"], &["k12", "n12", "n11"], Side::White);
        let why = explained(
            &before,
            "a2-a4",
            &["d10-d11", "k12-k11", "d11-d12"],
            &["k12-k11"],
        );
        assert!(matches!(why.reason, Reason::MissesWin { .. }), "{why:?}");
        assert_eq!(why.label, ArrowLabel::HeadsForFarRow);
    }

    #[test]
    fn a_breakthrough_that_can_be_answered_is_named_too() {
        // Black's h2-h1 can be answered by f1xh1: allowed, not a win.
        let before = board(
            &["f1", "g1", "i2", "j2", "a5", "a6"],
            &["h2", "n12", "m12"],
            Side::White,
        );
        let why = explained(
            &before,
            "a5-a7",
            &["j2xh2", "n12-n11", "a5-a7", "n11-n10"],
            &["h2-h1", "f1xh1"],
        );
        let after = before.play(mv(&before, "a5-a7")).unwrap();
        assert_eq!(
            why.reason,
            Reason::AllowsBreakthrough {
                by: mv(&after, "h2-h1")
            }
        );
        assert_eq!(why.label, ArrowLabel::StopsBreakthrough);
        // White's own d11-d12, answered by b12xd12: missed, not a win.
        let before = board(&["d11", "a2", "a3"], &["b12", "c12", "n11"], Side::White);
        let why = explained(&before, "a2-a4", &["d11-d12", "b12xd12"], &["n11-n10"]);
        assert_eq!(
            why.reason,
            Reason::MissesBreakthrough {
                by: mv(&before, "d11-d12")
            }
        );
        assert_eq!(why.label, ArrowLabel::BreaksThrough);
    }

    #[test]
    fn a_quiet_loss_is_positional() {
        let start = Position::start();
        let why = explained(&start, "a2-a3", &["e2-e3", "e11-e10"], &["e11-e10"]);
        assert_eq!(why.reason, Reason::Positional { loss: 200 });
        assert_eq!(why.label, ArrowLabel::Better { gain: 200 });
        assert_eq!(why.mover, Side::White);
    }

    #[test]
    fn nothing_to_explain_gives_none() {
        let start = Position::start();
        // The engine's own move, no line, no loss, an illegal move played.
        let mut same = judged(&start, "e2-e3", &["e2-e3"], 0);
        assert_eq!(explain(&start, &same, &[]), None);
        same.line.clear();
        same.loss = 100;
        assert_eq!(explain(&start, &same, &[]), None);
        let quiet = judged(&start, "a2-a3", &["e2-e3"], 0);
        assert_eq!(explain(&start, &quiet, &[]), None);
        let other = board(&["c3", "c4", "a2"], &["c6", "n12"], Side::White);
        let foreign = judged(&other, "c3xc6", &["a2-a3"], 300);
        assert_eq!(explain(&start, &foreign, &[]), None);
    }

    #[test]
    fn lines_of_nonsense_never_panic() {
        // Moves of other positions in every line: cut off, never a panic.
        let mut rng = SplitMix64::new(7);
        let mut game = Game::new(GameOptions::default());
        let mut moves = Vec::new();
        while game.moves().len() < 120 && game.status() == Status::Ongoing {
            let legal = game.position().legal_moves();
            let mv = legal[(rng.next_u64() % legal.len() as u64) as usize];
            moves.extend(legal.iter().take(3).copied());
            game.play(mv).unwrap();
        }
        for (ply, before) in game.positions().iter().enumerate().take(game.moves().len()) {
            let pick = |rng: &mut SplitMix64| moves[(rng.next_u64() % moves.len() as u64) as usize];
            let played = if ply.is_multiple_of(3) {
                pick(&mut rng)
            } else {
                game.moves()[ply]
            };
            let better: Vec<Move> = (0..5).map(|_| pick(&mut rng)).collect();
            let refutation: Vec<Move> = (0..5).map(|_| pick(&mut rng)).collect();
            let judged = PlyAnalysis {
                ply,
                mover: before.side_to_move(),
                played,
                line: better,
                before: 0,
                after: -300,
                loss: 300,
                mark: Mark::Blunder,
            };
            let _ = explain(before, &judged, &refutation);
            // The legal best move of the position with nonsense after it.
            let mut legal = judged.clone();
            legal.played = game.moves()[ply];
            legal.line[0] = before.legal_moves()[0];
            let _ = explain(before, &legal, &refutation);
        }
    }
}
