//! The game in words for a player who does not see the board: each move as
//! it is played ([`move_announcement`]), the state on request
//! ([`state_readout`]), the square under the keyboard cursor
//! ([`square_description`]), the end in the end card's words ([`outcome_announcement`]), and a
//! typed move read with the rules' notation ([`read_typed_move`]), refused in the same words as a
//! click on the board.

use super::refusal::Refusal;
use crate::i18n::{Arg, Key, LearnKey, Text};
use epaminondas_core::{
    EndReason, Move, MoveParseError, MoveText, Outcome, Position, Side, Square, Status,
};

/// Who played a move, as the announcement names them.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Mover {
    /// The player at this device, against the computer or a friend online.
    You,
    /// The computer opponent.
    Computer,
    /// A friend playing from another device.
    Opponent,
    /// A side of a game two people play at one device: "White", "Black".
    Side(Side),
}

impl Mover {
    /// The name of the player, as an announcement starts.
    fn text(self) -> Text {
        let who = match self {
            Mover::You => "you",
            Mover::Computer => "computer",
            Mover::Opponent => "opponent",
            Mover::Side(c) => c.name(),
        };
        Text::new(LearnKey::AnnounceMover).with("who", who)
    }
}

/// The words for `mv`, played by `mover` and leading to `after`: the move
/// in notation, its captures, and a breakthrough the other side must answer. A move the
/// listener did not make (the computer's, a friend's) is also said in words, as a hint is:
/// what moves, how far, and what it takes.
///
/// ```
/// use epaminondas_play::i18n::Language;
/// use epaminondas_play::learn::{Mover, move_announcement};
/// use epaminondas_core::Position;
/// let before: Position = "14/14/14/14/14/14/14/B13/B13/W13/W13/W13 w".parse().unwrap();
/// let mv = before.parse_move("a1xa4").unwrap();
/// let said = move_announcement(Mover::You, mv, &before.play(mv).unwrap());
/// assert_eq!(Language::English.say(&said), "You: a1xa4, captures 2.");
/// assert_eq!(Language::Russian.say(&said), "Вы: a1xa4, взято камней: 2.");
/// assert_eq!(Language::German.say(&said), "Du: a1xa4, schlägt 2.");
/// let said = move_announcement(Mover::Computer, mv, &before.play(mv).unwrap());
/// assert_eq!(
///     Language::English.say(&said),
///     "Computer: a1xa4, a line of 3 moving 1 square, captures 2."
/// );
/// ```
pub fn move_announcement(mover: Mover, mv: Move, after: &Position) -> Text {
    let described = matches!(mover, Mover::Computer | Mover::Opponent);
    let said = if described && mv.group_len() == 1 {
        Text::new(LearnKey::AnnounceOtherSingle).with("captured", mv.captured())
    } else if described {
        Text::new(LearnKey::AnnounceOtherLine)
            .with("n", mv.group_len())
            .with("d", mv.distance())
            .with("captured", mv.captured())
    } else if mv.is_capture() {
        Text::new(LearnKey::AnnounceMoveCapture).with("n", mv.captured())
    } else {
        Text::new(LearnKey::AnnounceMove)
    };
    let said = said.with("who", mover.text()).with("move", mv.to_string());
    if after.status() == Status::Ongoing && after.must_answer_breakthrough() {
        let breaking = after.side_to_move().opposite();
        said.then(Text::new(LearnKey::AnnounceBreakthrough).with("side", breaking.name()))
    } else {
        said
    }
}

/// The words for a suggested move: what moves, how far, and what it takes.
///
/// ```
/// use epaminondas_play::i18n::Language;
/// use epaminondas_play::learn::hint_announcement;
/// use epaminondas_core::Position;
/// let mv = Position::start().parse_move("e1-e3").unwrap();
/// let said = hint_announcement(mv);
/// assert_eq!(Language::English.say(&said), "Hint: e1-e3, a line of 2 moving 1 square.");
/// assert_eq!(Language::Russian.say(&said), "Подсказка: e1-e3, линия из 2 камней на 1 поле.");
/// let before: Position = "14/14/14/14/14/14/14/B13/B13/W13/W13/W13 w".parse().unwrap();
/// let take = before.parse_move("a1xa4").unwrap();
/// assert_eq!(
///     Language::English.say(&hint_announcement(take)),
///     "Hint: a1xa4, a line of 3 moving 1 square, captures 2."
/// );
/// ```
pub fn hint_announcement(mv: Move) -> Text {
    let said = if mv.group_len() == 1 {
        Text::new(LearnKey::AnnounceHintSingle)
    } else {
        Text::new(LearnKey::AnnounceHintLine)
            .with("n", mv.group_len())
            .with("d", mv.distance())
    };
    said.with("move", mv.to_string())
        .with("captured", mv.captured())
}

/// How the end of a game is told: to the player who won or lost against the computer or a
/// friend online, or by the winning colour.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Listener {
    /// The player at this device won.
    Won,
    /// The player at this device lost.
    Lost,
    /// Nobody at this device played one side alone (two at one device, a record, a lesson), or
    /// the game was drawn: the end names the winning colour.
    Onlooker,
}

/// Why `outcome` ended the game whose last position has `mover` to move, in the end card's
/// sentence.
///
/// ```
/// use epaminondas_play::i18n::Language;
/// use epaminondas_play::learn::end_reason;
/// use epaminondas_core::{Side, EndReason, Outcome};
/// let won = Outcome { winner: Some(Side::Black), reason: EndReason::Eliminated };
/// let said = end_reason(won, Side::White);
/// assert_eq!(Language::English.say(&said), "Black captured every enemy stone.");
/// assert_eq!(Language::German.say(&said), "Schwarz hat alle gegnerischen Steine geschlagen.");
/// ```
pub fn end_reason(outcome: Outcome, mover: Side) -> Text {
    let side = |colour: Side| {
        Text::new(match colour {
            Side::White => Key::White,
            Side::Black => Key::Black,
        })
    };
    let key = match outcome.reason {
        EndReason::Breakthrough => Key::ReasonBreakthrough,
        EndReason::Eliminated => Key::ReasonEliminated,
        EndReason::NoMovesBreakthrough => Key::ReasonNoMovesBreakthrough,
        EndReason::NoMoves => Key::ReasonNoMoves,
        EndReason::Repetition => Key::ReasonRepetition,
    };
    let winner = outcome
        .winner
        .map_or_else(|| Arg::Word(String::new()), |c| side(c).into());
    Text::new(key)
        .with("winner", winner)
        .with("mover", side(mover))
}

/// The end of a game in the end card's words: its headline, then why it ended (`mover` is the
/// side to move in the last position).
///
/// ```
/// use epaminondas_play::i18n::Language;
/// use epaminondas_play::learn::{Listener, outcome_announcement};
/// use epaminondas_core::{Side, EndReason, Outcome};
/// let won = Outcome { winner: Some(Side::Black), reason: EndReason::Eliminated };
/// assert_eq!(
///     Language::English.say(&outcome_announcement(won, Side::White, Listener::Onlooker)),
///     "Black wins. Black captured every enemy stone."
/// );
/// assert_eq!(
///     Language::English.say(&outcome_announcement(won, Side::White, Listener::Won)),
///     "You won! Black captured every enemy stone."
/// );
/// ```
pub fn outcome_announcement(outcome: Outcome, mover: Side, listener: Listener) -> Text {
    let result = match (listener, outcome.winner) {
        (_, None) => "draw",
        (Listener::Won, Some(_)) => "won",
        (Listener::Lost, Some(_)) => "lost",
        (Listener::Onlooker, Some(winner)) => winner.name(),
    };
    Text::new(LearnKey::AnnounceEnd)
        .with("result", result)
        .with("reason", end_reason(outcome, mover))
}

/// Whose move it is (or how the game ended), each side's stones, each
/// side's stones on its far row, and a breakthrough to answer.
///
/// ```
/// use epaminondas_play::i18n::Language;
/// use epaminondas_play::learn::state_readout;
/// use epaminondas_core::Position;
/// let said = state_readout(&Position::start());
/// assert_eq!(
///     Language::English.say(&said),
///     "White to move. Stones: White 28, Black 28. On the far row: White 0, Black 0."
/// );
/// assert_eq!(
///     Language::Russian.say(&said),
///     "Ход белых. Камни: белые 28, чёрные 28. На дальней линии: белые 0, чёрные 0."
/// );
/// ```
pub fn state_readout(position: &Position) -> Text {
    let turn = match position.status() {
        Status::Over(outcome) => {
            outcome_announcement(outcome, position.side_to_move(), Listener::Onlooker)
        }
        Status::Ongoing => {
            Text::new(LearnKey::AnnounceToMove).with("side", position.side_to_move().name())
        }
    };
    let counts = Text::new(LearnKey::AnnounceCounts)
        .with("white", position.count(Side::White))
        .with("black", position.count(Side::Black))
        .with("white_far", position.far_row_count(Side::White))
        .with("black_far", position.far_row_count(Side::Black));
    let said = turn.then(counts);
    if position.status() == Status::Ongoing && position.must_answer_breakthrough() {
        said.then(
            Text::new(LearnKey::AnnounceMustAnswer).with("side", position.side_to_move().name()),
        )
    } else {
        said
    }
}

/// The square under the keyboard cursor: its name, what stands on it, and
/// for a stone of the side to move the longest line it heads that can move
/// and where the moves it heads land (captures with how many stones they
/// take).
///
/// ```
/// use epaminondas_play::i18n::Language;
/// use epaminondas_play::learn::square_description;
/// use epaminondas_core::Position;
/// let position: Position = "14/14/14/14/14/14/14/14/4W9/4W9/4W9/14 w".parse().unwrap();
/// assert_eq!(
///     Language::English.say(&square_description(&position, "e4".parse().unwrap())),
///     "e4, white stone, front of a line of 3; moves to d3, d4, d5, e5, e6, e7, f3, f4, f5."
/// );
/// assert_eq!(
///     Language::English.say(&square_description(&position, "a1".parse().unwrap())),
///     "a1, empty."
/// );
/// ```
pub fn square_description(position: &Position, square: Square) -> Text {
    let Some(owner) = position.stone(square) else {
        return Text::new(LearnKey::AnnounceSquareEmpty).with("square", square.to_string());
    };
    let stone = |key: LearnKey| {
        Text::new(key)
            .with("square", square.to_string())
            .with("side", owner.name())
    };
    if owner != position.side_to_move() || position.status() != Status::Ongoing {
        return stone(LearnKey::AnnounceSquareStone);
    }
    let moves: Vec<Move> = position
        .legal_moves()
        .iter()
        .copied()
        .filter(|mv| mv.front() == square)
        .collect();
    let line = moves.iter().map(|mv| mv.group_len()).max().unwrap_or(1);
    let mut landings: Vec<(Square, u8)> = moves
        .iter()
        .map(|mv| (mv.landing(), mv.captured()))
        .collect();
    landings.sort_by_key(|&(at, _)| (at.file(), at.rank()));
    landings.dedup_by_key(|&mut (at, _)| at);
    let landing = |&(at, captured): &(Square, u8)| match captured {
        0 => Text::new(LearnKey::AnnounceLanding).with("square", at.to_string()),
        n => Text::new(LearnKey::AnnounceLandingCapture)
            .with("square", at.to_string())
            .with("n", n),
    };
    let mut named = landings.iter().map(landing);
    let Some(first) = named.next() else {
        return stone(LearnKey::AnnounceSquareStuck);
    };
    let list = named.fold(first, |list, item| {
        Text::new(LearnKey::AnnounceListNext)
            .with("list", list)
            .with("item", item)
    });
    stone(LearnKey::AnnounceSquareMoves)
        .with("line", line)
        .with("landings", list)
}

/// The legal move a typed text names in `position`, or why there is none:
/// the words of a click on the board for an illegal move
/// ([`Refusal::text`]), or how to write a move for text that is not one.
///
/// ```
/// use epaminondas_play::learn::read_typed_move;
/// use epaminondas_core::Position;
/// let start = Position::start();
/// assert_eq!(read_typed_move(&start, " e1-e3 ").unwrap().to_string(), "e1-e3");
/// assert_eq!(
///     read_typed_move(&start, "e1-e5").unwrap_err().to_string(),
///     "This line has 2 stones, so it moves at most 2 squares."
/// );
/// assert!(read_typed_move(&start, "hello").unwrap_err().to_string().starts_with("Type a move"));
/// ```
pub fn read_typed_move(position: &Position, typed: &str) -> Result<Move, Text> {
    let text: MoveText = typed.trim().parse().map_err(|e| parse_refusal(&e))?;
    position
        .find_move(text)
        .map_err(|e| Refusal::of_text(position, text, e).text())
}

/// What is wrong with a text that is not a move at all.
fn parse_refusal(error: &MoveParseError) -> Text {
    match *error {
        MoveParseError::NotOnALine(tail, landing) => Refusal::NotOnALine { tail, landing }.text(),
        MoveParseError::SameSquare(at) => Refusal::NotOnALine {
            tail: at,
            landing: at,
        }
        .text(),
        _ => Text::new(LearnKey::RefusalTypeAMove),
    }
}
