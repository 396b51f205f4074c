//! Why an action on the board is refused, as data with the numbers in it, and
//! its text for the player. Legality itself comes from the rules core only:
//! a click is turned into a move text and [`Position::find_move`] says what is
//! wrong with it; this module only words the answer.

use crate::i18n::{LearnKey, Text};
use epaminondas_core::{Direction, IllegalMove, MoveText, Outcome, Position, Side, Square, Status};
use std::fmt;

/// Why a click (or a typed move) does not make a move.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Refusal {
    /// The game has ended; no move can be made.
    GameOver {
        /// How it ended.
        outcome: Outcome,
    },
    /// A click on the opponent's stone with nothing of ours to capture it.
    OpponentStone {
        /// Whose stone it is (the side not to move).
        owner: Side,
    },
    /// A click on the board while the computer is thinking of its move.
    ComputerThinking,
    /// A click on an empty square with nothing selected.
    NothingSelected,
    /// A typed move whose tail square holds no stone at all.
    NoStone {
        /// The empty square.
        at: Square,
    },
    /// A typed move or a link whose two squares share no rank, file or
    /// diagonal (or are one square).
    NotOnALine {
        /// The square written first.
        tail: Square,
        /// The square written second.
        landing: Square,
    },
    /// A single stone was asked to go further than one square.
    SingleStep {
        /// How many squares away the clicked square is.
        distance: u8,
    },
    /// A single stone is selected, but the square is a move of the line it
    /// heads: the line must be selected to move together.
    SelectLine {
        /// Stones in that line.
        stones: u8,
    },
    /// A line of `stones` moves at most `stones` squares.
    TooFar {
        /// Stones in the moving line.
        stones: u8,
        /// Squares asked for.
        distance: u8,
    },
    /// A stone stands between the line and the square: nothing jumps.
    Blocked {
        /// The first square in the way.
        at: Square,
        /// Whose stone stands there.
        owner: Side,
    },
    /// The line would land on a stone of its own side.
    OwnStone {
        /// The occupied landing square.
        at: Square,
    },
    /// A lone stone cannot capture.
    SingleStoneCapture {
        /// The enemy stone it tried to take.
        at: Square,
    },
    /// The enemy line is as long as the moving line or longer.
    CaptureNeedsLonger {
        /// Stones in the moving line.
        stones: u8,
        /// Enemy stones in the run that would be captured.
        enemy: u8,
    },
    /// The square is not on the selected line's way forward.
    NotAlongLine {
        /// The selected line's front stone.
        front: Square,
    },
    /// The square is behind the selected line: it moves towards its front.
    Backwards {
        /// The first selected stone (the tail).
        tail: Square,
        /// The front stone.
        front: Square,
    },
    /// The anti-copycat rule forbids this landing on the far row.
    AntiCopycat {
        /// The landing square.
        at: Square,
    },
    /// A typed move marked as a capture lands on an empty square.
    NothingToCapture {
        /// The move as written.
        text: MoveText,
    },
    /// A typed move lands on an enemy stone without the capture mark `x`.
    CaptureNotMarked {
        /// The move as written.
        text: MoveText,
    },
}

/// What the player has selected, read from the game's list of stones.
enum Chosen {
    Nothing,
    Stone(Square),
    Line {
        tail: Square,
        front: Square,
        direction: Direction,
    },
}

/// Reads the game's selection (tail first, as `Selection::stones` holds it).
/// A selection that does not fit the position (stale, or not a straight run of
/// the mover's stones) counts as nothing selected.
fn chosen(position: &Position, stones: &[Square]) -> Chosen {
    let me = position.side_to_move();
    let (Some(&tail), Some(&front)) = (stones.first(), stones.last()) else {
        return Chosen::Nothing;
    };
    if stones.iter().any(|&s| position.stone(s) != Some(me)) {
        return Chosen::Nothing;
    }
    if stones.len() == 1 {
        return Chosen::Stone(tail);
    }
    let Some((direction, 1)) = Direction::between(stones[0], stones[1]) else {
        return Chosen::Nothing;
    };
    let straight = stones
        .windows(2)
        .all(|w| Direction::between(w[0], w[1]) == Some((direction, 1)));
    if !straight {
        return Chosen::Nothing;
    }
    Chosen::Line {
        tail,
        front,
        direction,
    }
}

/// Why clicking `clicked` with `selected` chosen (the game's selection, tail
/// first: empty, one stone, or a line up to its front) makes no move in
/// `position`, or `None` when the click is fine: a legal move of the
/// selection, or a click on one of the mover's own stones (which selects).
///
/// ```
/// use epaminondas_play::learn::{Refusal, refuse_click};
/// use epaminondas_core::{Position, Square};
/// let sq = |s: &str| s.parse::<Square>().unwrap();
/// // White's pair d2-d3 and a black stone far away.
/// let pos: Position = "14/14/10B3/14/14/14/14/14/14/14/3W10/3W10 w".parse().unwrap();
/// let line = [sq("d1"), sq("d2")];
/// assert_eq!(refuse_click(&pos, &line, sq("d4")), None); // two squares: legal
/// assert_eq!(
///     refuse_click(&pos, &line, sq("d5")),
///     Some(Refusal::TooFar { stones: 2, distance: 3 })
/// );
/// assert_eq!(
///     refuse_click(&pos, &[], sq("k10")),
///     Some(Refusal::OpponentStone { owner: epaminondas_core::Side::Black })
/// );
/// ```
pub fn refuse_click(position: &Position, selected: &[Square], clicked: Square) -> Option<Refusal> {
    if let Status::Over(outcome) = position.status() {
        return Some(Refusal::GameOver { outcome });
    }
    let me = position.side_to_move();
    let target = position.stone(clicked);
    if target == Some(me) {
        return None;
    }
    match chosen(position, selected) {
        Chosen::Nothing => Some(match target {
            Some(owner) => Refusal::OpponentStone { owner },
            None => Refusal::NothingSelected,
        }),
        Chosen::Stone(stone) => refuse_for_stone(position, stone, clicked),
        Chosen::Line {
            tail,
            front,
            direction,
        } => match Direction::between(tail, clicked) {
            Some((d, _)) if d == direction => try_move(position, tail, clicked),
            Some((d, _)) if d == direction.opposite() => Some(Refusal::Backwards { tail, front }),
            _ if target.is_some() => Some(Refusal::OpponentStone {
                owner: me.opposite(),
            }),
            _ => Some(Refusal::NotAlongLine { front }),
        },
    }
}

/// A single stone is selected and `clicked` is empty or the opponent's.
fn refuse_for_stone(position: &Position, stone: Square, clicked: Square) -> Option<Refusal> {
    let me = position.side_to_move();
    let enemy = position.stone(clicked) == Some(me.opposite());
    let Some((direction, steps)) = Direction::between(stone, clicked) else {
        if enemy {
            return Some(Refusal::OpponentStone {
                owner: me.opposite(),
            });
        }
        let df = stone.file().abs_diff(clicked.file());
        let dr = stone.rank().abs_diff(clicked.rank());
        return Some(Refusal::SingleStep {
            distance: df.max(dr),
        });
    };
    let heads_a_line = stone
        .offset(direction, 1)
        .is_some_and(|next| position.stone(next) == Some(me));
    if heads_a_line {
        let stones = line_length(position, stone, direction);
        return Some(try_move(position, stone, clicked).unwrap_or(Refusal::SelectLine { stones }));
    }
    match (steps, enemy) {
        (1, _) => try_move(position, stone, clicked),
        (_, true) => Some(Refusal::OpponentStone {
            owner: me.opposite(),
        }),
        (distance, false) => Some(Refusal::SingleStep { distance }),
    }
}

/// The number of the mover's stones in the run from `tail` along `direction`.
fn line_length(position: &Position, tail: Square, direction: Direction) -> u8 {
    let me = position.side_to_move();
    let mut n = 1;
    while tail
        .offset(direction, i32::from(n))
        .is_some_and(|sq| position.stone(sq) == Some(me))
    {
        n += 1;
    }
    n
}

/// The rules core's verdict on the move from `tail` to `landing`, marked as a
/// capture exactly when an enemy stone stands on the landing square.
fn try_move(position: &Position, tail: Square, landing: Square) -> Option<Refusal> {
    let capture = position.stone(landing) == Some(position.side_to_move().opposite());
    let text = MoveText {
        tail,
        landing,
        capture,
    };
    refuse_move(position, text)
}

/// Why the written move `text` is not legal in `position`, or `None` if it is.
///
/// ```
/// use epaminondas_play::learn::{Refusal, refuse_move};
/// use epaminondas_core::{MoveText, Position};
/// let pos: Position = "14/14/10B3/14/14/14/14/14/14/14/3W10/3W10 w".parse().unwrap();
/// let text: MoveText = "d1-d5".parse().unwrap();
/// assert_eq!(refuse_move(&pos, text), Some(Refusal::TooFar { stones: 2, distance: 3 }));
/// assert_eq!(refuse_move(&pos, "d1-d4".parse().unwrap()), None);
/// ```
pub fn refuse_move(position: &Position, text: MoveText) -> Option<Refusal> {
    let error = position.find_move(text).err()?;
    Some(Refusal::of_text(position, text, error))
}

impl Refusal {
    /// The square the refusal is about, besides the clicked one, for the game
    /// to mark or shake: the stone in the way, the enemy stone a lone stone
    /// tried to take, the forbidden landing square.
    pub fn focus(&self) -> Option<Square> {
        match *self {
            Refusal::Blocked { at, .. }
            | Refusal::OwnStone { at }
            | Refusal::SingleStoneCapture { at }
            | Refusal::AntiCopycat { at }
            | Refusal::NoStone { at } => Some(at),
            Refusal::NotAlongLine { front } | Refusal::Backwards { front, .. } => Some(front),
            _ => None,
        }
    }

    /// The refusal for the rules-core `error` about the move `text` names in `position`: a line
    /// blocked at its own landing is a landing on one's own stone.
    pub fn of_text(position: &Position, text: MoveText, error: IllegalMove) -> Refusal {
        match Refusal::from_illegal(position, error) {
            Refusal::Blocked { at, .. } if at == text.landing => Refusal::OwnStone { at },
            refusal => refusal,
        }
    }

    /// The refusal for a rules-core error about a move in `position`.
    pub fn from_illegal(position: &Position, error: IllegalMove) -> Refusal {
        let me = position.side_to_move();
        match error {
            IllegalMove::GameOver => match position.status() {
                Status::Over(outcome) => Refusal::GameOver { outcome },
                // The rules core says over only when the status is over.
                Status::Ongoing => Refusal::NothingSelected,
            },
            IllegalMove::NoStoneOfYours(at) => match position.stone(at) {
                Some(owner) if owner != me => Refusal::OpponentStone { owner },
                _ => Refusal::NoStone { at },
            },
            IllegalMove::NotOnALine { tail, landing } => Refusal::NotOnALine { tail, landing },
            IllegalMove::OwnStone(at) => Refusal::OwnStone { at },
            IllegalMove::TooFar { group: 1, distance } => Refusal::SingleStep { distance },
            IllegalMove::TooFar { group, distance } => Refusal::TooFar {
                stones: group,
                distance,
            },
            IllegalMove::PathBlocked(at) => Refusal::Blocked {
                at,
                // The rules core names an occupied square.
                owner: position.stone(at).unwrap_or(me),
            },
            IllegalMove::SingleStoneCapture(at) => Refusal::SingleStoneCapture { at },
            IllegalMove::RunTooLong { group, enemy } => Refusal::CaptureNeedsLonger {
                stones: group,
                enemy,
            },
            IllegalMove::NothingToCapture(text) => Refusal::NothingToCapture { text },
            IllegalMove::CaptureNotMarked(text) => Refusal::CaptureNotMarked { text },
            IllegalMove::AntiCopycat(at) => Refusal::AntiCopycat { at },
            IllegalMove::NotThisPosition(text) => Refusal::NoStone { at: text.tail },
        }
    }

    /// The refusal as the player reads it.
    ///
    /// ```
    /// use epaminondas_play::i18n::Language;
    /// use epaminondas_play::learn::Refusal;
    /// let r = Refusal::TooFar { stones: 2, distance: 3 };
    /// assert_eq!(
    ///     Language::English.say(&r.text()),
    ///     "This line has 2 stones, so it moves at most 2 squares."
    /// );
    /// assert_eq!(
    ///     Language::Russian.say(&r.text()),
    ///     "В этой линии 2 камня, поэтому она проходит не больше 2 полей."
    /// );
    /// assert_eq!(
    ///     Language::German.say(&r.text()),
    ///     "Diese Phalanx hat 2 Steine, also zieht sie höchstens 2 Felder weit."
    /// );
    /// ```
    pub fn text(&self) -> Text {
        let square = |key: LearnKey, at: Square| Text::new(key).with("square", at.to_string());
        let written = |key: LearnKey, tail: Square, landing: Square| {
            Text::new(key)
                .with("tail", tail.to_string())
                .with("landing", landing.to_string())
        };
        match *self {
            Refusal::GameOver { outcome } => match outcome.winner {
                Some(c) => Text::new(LearnKey::RefusalGameOverWon).with("side", c.name()),
                None => Text::new(LearnKey::RefusalGameOverDraw),
            },
            Refusal::OpponentStone { owner } => {
                Text::new(LearnKey::RefusalOpponentStone).with("side", owner.name())
            }
            Refusal::ComputerThinking => Text::new(LearnKey::RefusalComputerThinking),
            Refusal::NothingSelected => Text::new(LearnKey::RefusalNothingSelected),
            Refusal::NoStone { at } => square(LearnKey::RefusalNoStone, at),
            Refusal::NotOnALine { tail, landing } if tail == landing => {
                square(LearnKey::RefusalSameSquare, tail)
            }
            Refusal::NotOnALine { tail, landing } => {
                written(LearnKey::RefusalNotOnALine, tail, landing)
            }
            Refusal::SingleStep { .. } => Text::new(LearnKey::RefusalSingleStep),
            Refusal::SelectLine { stones } => {
                Text::new(LearnKey::RefusalSelectLine).with("n", stones)
            }
            Refusal::TooFar { stones, .. } => Text::new(LearnKey::RefusalTooFar).with("n", stones),
            Refusal::Blocked { at, owner } => {
                square(LearnKey::RefusalBlocked, at).with("side", owner.name())
            }
            Refusal::OwnStone { at } => square(LearnKey::RefusalOwnStone, at),
            Refusal::SingleStoneCapture { .. } => Text::new(LearnKey::RefusalSingleStoneCapture),
            Refusal::CaptureNeedsLonger { stones, enemy } if stones == enemy => {
                Text::new(LearnKey::RefusalCaptureEqual).with("n", stones)
            }
            Refusal::CaptureNeedsLonger { stones, enemy } => {
                Text::new(LearnKey::RefusalCaptureNeedsLonger)
                    .with("n", stones)
                    .with("enemy", enemy)
            }
            Refusal::NotAlongLine { front } => square(LearnKey::RefusalNotAlongLine, front),
            Refusal::Backwards { tail, front } => Text::new(LearnKey::RefusalBackwards)
                .with("tail", tail.to_string())
                .with("front", front.to_string()),
            Refusal::AntiCopycat { at } => square(LearnKey::RefusalAntiCopycat, at),
            Refusal::NothingToCapture { text } => {
                written(LearnKey::RefusalNothingToCapture, text.tail, text.landing)
            }
            Refusal::CaptureNotMarked { text } => {
                written(LearnKey::RefusalCaptureNotMarked, text.tail, text.landing)
            }
        }
    }
}

impl fmt::Display for Refusal {
    /// The English text.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.text().fmt(f)
    }
}
