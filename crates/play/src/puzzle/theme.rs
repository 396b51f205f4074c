//! Themes: what a puzzle's solution does, told from its moves and positions alone, so the same
//! line always gets the same themes.

use epaminondas_core::{Direction, IllegalMove, Move, MoveText, Position};
use std::fmt;
use std::str::FromStr;

/// What a solution line does. A line may show several.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Theme {
    /// A solver's stone lands on the far row (the opponent's home row) in the line.
    Breakthrough,
    /// The opponent had a stone on the solver's home row to answer, or a move that lands there,
    /// and after the first move has neither.
    StopBreakthrough,
    /// A solver's move in the line captures: a line of two or more stones takes a shorter enemy
    /// line (the only way to capture).
    PhalanxCapture,
    /// The first move captures stones of an enemy line that could capture the solver's stones
    /// if it were the opponent's turn.
    CaptureTheCapturer,
    /// The solver's lead in stones falls below what it was at the start somewhere in the line:
    /// stones given to win more, or to win.
    Sacrifice,
    /// Somewhere in the line (the start and the end included) a move that lands on the far row
    /// is illegal only by the anti-copycat rule (RULES.md).
    AntiCopycat,
    /// The first move captures nothing.
    QuietMove,
}

impl Theme {
    /// Every theme, in the order a puzzle lists them.
    pub const ALL: [Theme; 7] = [
        Theme::Breakthrough,
        Theme::StopBreakthrough,
        Theme::PhalanxCapture,
        Theme::CaptureTheCapturer,
        Theme::Sacrifice,
        Theme::AntiCopycat,
        Theme::QuietMove,
    ];

    /// The theme's name in a puzzle file.
    pub fn name(self) -> &'static str {
        match self {
            Theme::Breakthrough => "breakthrough",
            Theme::StopBreakthrough => "stop-breakthrough",
            Theme::PhalanxCapture => "phalanx-capture",
            Theme::CaptureTheCapturer => "capture-the-capturer",
            Theme::Sacrifice => "sacrifice",
            Theme::AntiCopycat => "anti-copycat",
            Theme::QuietMove => "quiet-move",
        }
    }
}

impl fmt::Display for Theme {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// A name that is no [`Theme`].
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct UnknownTheme(pub String);

impl fmt::Display for UnknownTheme {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "unknown theme \"{}\"", self.0)
    }
}

impl std::error::Error for UnknownTheme {}

impl FromStr for Theme {
    type Err = UnknownTheme;

    /// A theme's name as [`Theme::name`] writes it.
    fn from_str(s: &str) -> Result<Theme, UnknownTheme> {
        Theme::ALL
            .into_iter()
            .find(|t| t.name() == s.trim())
            .ok_or_else(|| UnknownTheme(s.to_string()))
    }
}

/// The themes of the line `solution` from `start` (legal moves, the solver's first), in the
/// order of [`Theme::ALL`].
pub fn detect_themes(start: &Position, solution: &[Move]) -> Vec<Theme> {
    let Some(&first) = solution.first() else {
        return Vec::new();
    };
    let solver = start.side_to_move();
    let mut positions = vec![*start];
    for &mv in solution {
        let last = positions[positions.len() - 1];
        positions.push(last.play_unchecked(mv));
    }
    let solver_moves = || solution.iter().copied().step_by(2);
    let mut themes = Vec::new();
    if solver_moves().any(|mv| mv.landing().rank() == solver.far_rank()) {
        themes.push(Theme::Breakthrough);
    }
    if stops_breakthrough(start, &positions[1]) {
        themes.push(Theme::StopBreakthrough);
    }
    if solver_moves().any(Move::is_capture) {
        themes.push(Theme::PhalanxCapture);
    }
    if captures_the_capturer(start, first) {
        themes.push(Theme::CaptureTheCapturer);
    }
    let lead = |p: &Position| p.count(solver) as i32 - p.count(solver.opposite()) as i32;
    if positions.iter().any(|p| lead(p) < lead(start)) {
        themes.push(Theme::Sacrifice);
    }
    // The last position counts too: the opponent's answer to the last move may be the one the
    // rule forbids (a copy of a stone landing on the far row).
    if positions.iter().any(anti_copycat_refuses) {
        themes.push(Theme::AntiCopycat);
    }
    if !first.is_capture() {
        themes.push(Theme::QuietMove);
    }
    themes
}

/// Moves of the side to move in `position` that land on its far row.
fn incursions(position: &Position) -> usize {
    let far = position.side_to_move().far_rank();
    position
        .legal_moves()
        .iter()
        .filter(|mv| mv.landing().rank() == far)
        .count()
}

/// Whether the opponent of the side to move in `before` threatens a breakthrough there (it
/// leads on the far rows, or could land on its far row if it were its turn) and no longer in
/// `after`, the position after the solver's first move.
fn stops_breakthrough(before: &Position, after: &Position) -> bool {
    let threat_before =
        before.must_answer_breakthrough() || incursions(&before.pass_for_search()) > 0;
    let opponent = after.side_to_move();
    let threat_after = after.far_row_count(opponent) > after.far_row_count(opponent.opposite())
        || incursions(after) > 0;
    threat_before && !threat_after
}

/// Whether `first` captures a stone of an enemy line that could capture in `start` if the
/// enemy were to move.
fn captures_the_capturer(start: &Position, first: Move) -> bool {
    if !first.is_capture() {
        return false;
    }
    let enemy_view = start.pass_for_search();
    enemy_view
        .legal_moves()
        .iter()
        .filter(|mv| mv.is_capture())
        .any(|mv| {
            mv.group_squares()
                .any(|sq| first.captured_squares().any(|c| c == sq))
        })
}

/// Whether some move of the side to move that would land on its far row is refused by the
/// anti-copycat rule alone.
fn anti_copycat_refuses(position: &Position) -> bool {
    let me = position.side_to_move();
    // The board after such a move equals its own turned, colour-swapped image, so both sides
    // have as many stones: the mover at most as many as the other before a capture.
    if position.count(me) > position.count(me.opposite()) {
        return false;
    }
    let far = me.far_rank();
    position.stones(me).any(|tail| {
        Direction::ALL.into_iter().any(|d| {
            (1..14).filter_map(|k| tail.offset(d, k)).any(|landing| {
                landing.rank() == far
                    && [false, true].into_iter().any(|capture| {
                        let text = MoveText {
                            tail,
                            landing,
                            capture,
                        };
                        matches!(position.find_move(text), Err(IllegalMove::AntiCopycat(_)))
                    })
            })
        })
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn line(pos: &str, moves: &[&str]) -> (Position, Vec<Move>) {
        let start: Position = pos.parse().unwrap();
        let mut at = start;
        let mut out = Vec::new();
        for text in moves {
            let mv = at.parse_move(text).unwrap();
            at = at.play_unchecked(mv);
            out.push(mv);
        }
        (start, out)
    }

    #[test]
    fn names_round_trip() {
        for theme in Theme::ALL {
            assert_eq!(theme.name().parse::<Theme>(), Ok(theme));
        }
        assert!("pin".parse::<Theme>().is_err());
    }

    #[test]
    fn a_capture_by_a_pair_is_a_phalanx_capture() {
        let (start, moves) = line("14/14/14/14/14/14/14/B13/14/W13/W13/14 w", &["a2xa5"]);
        assert_eq!(detect_themes(&start, &moves), vec![Theme::PhalanxCapture]);
    }

    #[test]
    fn a_stone_that_reaches_the_far_row_is_a_breakthrough() {
        // White a11 steps to a12; Black's lone stone a2 is far away (from n2 or m2 it could
        // not step to n1, which would copy a12).
        let (start, moves) = line("14/W13/14/14/14/14/14/14/14/14/B13/14 w", &["a11-a12"]);
        assert_eq!(
            detect_themes(&start, &moves),
            vec![Theme::Breakthrough, Theme::QuietMove]
        );
    }

    #[test]
    fn taking_the_intruder_stops_a_breakthrough() {
        // Black's b2 could step onto White's home row; White's pair d2,c2 takes it.
        let (start, moves) = line("14/14/14/14/14/14/14/14/14/14/1BWW10/14 w", &["d2xb2"]);
        assert_eq!(
            detect_themes(&start, &moves),
            vec![Theme::StopBreakthrough, Theme::PhalanxCapture]
        );
    }

    #[test]
    fn taking_a_line_that_threatens_to_capture_is_capture_the_capturer() {
        // Black's pair c7,b7 could take White's a7; White's three f7,e7,d7 take the pair first.
        let (start, moves) = line("14/14/14/14/14/WBBWWW8/14/14/14/14/14/14 w", &["f7xc7"]);
        assert_eq!(
            detect_themes(&start, &moves),
            vec![Theme::PhalanxCapture, Theme::CaptureTheCapturer]
        );
        // The same capture where the pair threatens nothing (no White stone on a7).
        let (start, moves) = line("14/14/14/14/14/1BBWWW8/14/14/14/14/14/14 w", &["f7xc7"]);
        assert_eq!(detect_themes(&start, &moves), vec![Theme::PhalanxCapture]);
    }

    #[test]
    fn giving_a_stone_to_take_two_is_a_sacrifice() {
        // a5 steps up to be taken by Black's pair, which White's three then take.
        let (start, moves) = line(
            "14/14/14/14/B13/B13/14/W13/W13/W13/W13/14 w",
            &["a5-a6", "a8xa6", "a2xa6"],
        );
        assert_eq!(
            detect_themes(&start, &moves),
            vec![Theme::PhalanxCapture, Theme::Sacrifice, Theme::QuietMove]
        );
    }

    #[test]
    fn a_far_row_move_refused_by_the_anti_copycat_rule_is_seen() {
        // With White a11 and Black n1, a11-a12 would leave a12 and n1: the board turned and
        // colour-swapped is itself, so the rule refuses it; a11-b12 is legal.
        let copycat: Position = "14/W13/14/14/14/14/14/14/14/14/14/13B w".parse().unwrap();
        assert!(anti_copycat_refuses(&copycat));
        assert!(copycat.parse_move("a11-a12").is_err());
        // b12 also answers Black's stone on n1, whose only step onto White's home row, n1-m1,
        // the rule then refuses in turn.
        let (start, moves) = line(&copycat.to_string(), &["a11-b12"]);
        assert_eq!(
            detect_themes(&start, &moves),
            vec![
                Theme::Breakthrough,
                Theme::StopBreakthrough,
                Theme::AntiCopycat,
                Theme::QuietMove
            ]
        );
        // With Black on n2 instead nothing is refused.
        let plain: Position = "14/W13/14/14/14/14/14/14/14/14/13B/14 w".parse().unwrap();
        assert!(!anti_copycat_refuses(&plain));
    }

    #[test]
    fn a_stone_on_the_far_row_that_cannot_be_copied_is_anti_copycat() {
        // A symmetric board: White b11, Black m2. After b11-b12 Black's copy m2-m1 would make
        // the board symmetric again, so the rule forbids it: the position after the line's
        // last move counts.
        let (start, moves) = line("14/1W12/14/14/14/14/14/14/14/14/12B1/14 w", &["b11-b12"]);
        assert!(!anti_copycat_refuses(&start));
        assert_eq!(
            detect_themes(&start, &moves),
            vec![Theme::Breakthrough, Theme::AntiCopycat, Theme::QuietMove]
        );
    }
}
