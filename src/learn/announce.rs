//! The game in words for a player who does not see the board: each move as
//! it is played ([`move_announcement`]), the state on request
//! ([`state_readout`]), the square under the keyboard cursor
//! ([`square_description`]), the end ([`outcome_announcement`]), and a typed
//! move read with the rules' notation ([`read_typed_move`]), refused in the
//! same words as a click on the board.

use super::refusal::Refusal;
use super::text::{Text, capitalised, en_plural, en_side, ru_plural, ru_side, ru_side_of};
use crate::rules::{
    Color, EndReason, Move, MoveParseError, MoveText, Outcome, Position, Square, Status,
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
    Side(Color),
}

impl Mover {
    fn text(self) -> Text {
        match self {
            Mover::You => Text::new("You", "Вы"),
            Mover::Computer => Text::new("Computer", "Компьютер"),
            Mover::Opponent => Text::new("Opponent", "Соперник"),
            Mover::Side(c) => Text::new(en_side(c), capitalised(ru_side(c))),
        }
    }
}

/// The words for `mv`, played by `mover` and leading to `after`: the move
/// in notation, its captures, and a breakthrough the other side must answer.
///
/// ```
/// use epaminondas::learn::{Lang, Mover, move_announcement};
/// use epaminondas::rules::Position;
/// let before: Position = "14/14/14/14/14/14/14/B13/B13/W13/W13/W13 w".parse().unwrap();
/// let mv = before.parse_move("a1xa4").unwrap();
/// let said = move_announcement(Mover::You, mv, &before.play(mv).unwrap());
/// assert_eq!(said.en, "You: a1xa4, captures 2.");
/// assert_eq!(said.get(Lang::Russian), "Вы: a1xa4, взято камней: 2.");
/// ```
pub fn move_announcement(mover: Mover, mv: Move, after: &Position) -> Text {
    let who = mover.text();
    let mut said = if mv.is_capture() {
        let n = mv.captured();
        Text::new(
            format!("{}: {mv}, captures {n}.", who.en),
            format!("{}: {mv}, взято камней: {n}.", who.ru),
        )
    } else {
        Text::new(format!("{}: {mv}.", who.en), format!("{}: {mv}.", who.ru))
    };
    if after.status() == Status::Ongoing && after.must_answer_breakthrough() {
        let answering = after.side_to_move();
        let breaking = answering.opposite();
        said = said.then(&Text::new(
            format!(
                "{} has broken through: {} must answer.",
                en_side(breaking),
                en_side(answering)
            ),
            format!(
                "Прорыв {}: {} должны ответить.",
                ru_side_of(breaking),
                ru_side(answering)
            ),
        ));
    }
    said
}

/// The words for a suggested move: what moves, how far, and what it takes.
///
/// ```
/// use epaminondas::learn::hint_announcement;
/// use epaminondas::rules::Position;
/// let mv = Position::start().parse_move("e1-e3").unwrap();
/// assert_eq!(hint_announcement(mv).en, "Hint: e1-e3, a line of 2 moving 1 square.");
/// assert_eq!(hint_announcement(mv).ru, "Подсказка: e1-e3, линия из 2 камней на 1 поле.");
/// let before: Position = "14/14/14/14/14/14/14/B13/B13/W13/W13/W13 w".parse().unwrap();
/// let take = before.parse_move("a1xa4").unwrap();
/// assert_eq!(hint_announcement(take).en, "Hint: a1xa4, a line of 3 moving 1 square, captures 2.");
/// ```
pub fn hint_announcement(mv: Move) -> Text {
    let (n, d) = (mv.group_len(), mv.distance());
    let mut said = if n == 1 {
        Text::new(
            format!("Hint: {mv}, a single stone"),
            format!("Подсказка: {mv}, одиночный камень"),
        )
    } else {
        Text::new(
            format!(
                "Hint: {mv}, a line of {n} moving {d} {}",
                if d == 1 { "square" } else { "squares" }
            ),
            format!(
                "Подсказка: {mv}, линия из {n} {} на {d} {}",
                ru_plural(u32::from(n), "камня", "камней", "камней"),
                ru_plural(u32::from(d), "поле", "поля", "полей")
            ),
        )
    };
    if mv.is_capture() {
        let k = mv.captured();
        said = Text::new(
            format!("{}, captures {k}", said.en),
            format!("{}, взято камней: {k}", said.ru),
        );
    }
    Text::new(format!("{}.", said.en), format!("{}.", said.ru))
}

/// The end of a game in a sentence: who won and how.
///
/// ```
/// use epaminondas::learn::outcome_announcement;
/// use epaminondas::rules::{Color, EndReason, Outcome};
/// let won = Outcome { winner: Some(Color::Black), reason: EndReason::Eliminated };
/// assert_eq!(outcome_announcement(won).en, "Black wins: every stone of the other side is captured.");
/// ```
pub fn outcome_announcement(outcome: Outcome) -> Text {
    let how = match outcome.reason {
        EndReason::Breakthrough => Text::new(
            "the breakthrough was held for a full turn",
            "прорыв удержан целый ход",
        ),
        EndReason::Eliminated => Text::new(
            "every stone of the other side is captured",
            "все камни соперника взяты",
        ),
        EndReason::NoMovesBreakthrough => Text::new(
            "no legal move was left to answer the breakthrough",
            "не осталось хода, чтобы ответить на прорыв",
        ),
        EndReason::NoMoves => Text::new("no legal move is left", "ходов не осталось"),
        EndReason::Repetition => Text::new(
            "the same position came a third time",
            "позиция повторилась в третий раз",
        ),
    };
    match outcome.winner {
        Some(c) => Text::new(
            format!("{} wins: {}.", en_side(c), how.en),
            format!("Победили {}: {}.", ru_side(c), how.ru),
        ),
        None => Text::new(
            format!("A draw: {}.", how.en),
            format!("Ничья: {}.", how.ru),
        ),
    }
}

/// Whose move it is (or how the game ended), each side's stones, each
/// side's stones on its far row, and a breakthrough to answer.
///
/// ```
/// use epaminondas::learn::{Lang, state_readout};
/// use epaminondas::rules::Position;
/// let said = state_readout(&Position::start());
/// assert_eq!(
///     said.en,
///     "White to move. Stones: White 28, Black 28. On the far row: White 0, Black 0."
/// );
/// assert_eq!(
///     said.get(Lang::Russian),
///     "Ход белых. Камни: белые 28, чёрные 28. На дальней линии: белые 0, чёрные 0."
/// );
/// ```
pub fn state_readout(position: &Position) -> Text {
    let turn = match position.status() {
        Status::Over(outcome) => outcome_announcement(outcome),
        Status::Ongoing => {
            let side = position.side_to_move();
            Text::new(
                format!("{} to move.", en_side(side)),
                format!("Ход {}.", ru_side_of(side)),
            )
        }
    };
    let [white, black] = [Color::White, Color::Black].map(|c| position.count(c));
    let [white_far, black_far] = [Color::White, Color::Black].map(|c| position.far_row_count(c));
    let counts = Text::new(
        format!(
            "Stones: White {white}, Black {black}. On the far row: White {white_far}, Black {black_far}."
        ),
        format!(
            "Камни: белые {white}, чёрные {black}. На дальней линии: белые {white_far}, чёрные {black_far}."
        ),
    );
    let mut said = turn.then(&counts);
    if position.status() == Status::Ongoing && position.must_answer_breakthrough() {
        let side = position.side_to_move();
        said = said.then(&Text::new(
            format!("{} must answer the breakthrough.", en_side(side)),
            format!("{} должны ответить на прорыв.", capitalised(ru_side(side))),
        ));
    }
    said
}

/// The square under the keyboard cursor: its name, what stands on it, and
/// for a stone of the side to move the longest line it heads that can move
/// and where the moves it heads land (captures with how many stones they
/// take).
///
/// ```
/// use epaminondas::learn::square_description;
/// use epaminondas::rules::Position;
/// let position: Position = "14/14/14/14/14/14/14/14/4W9/4W9/4W9/14 w".parse().unwrap();
/// assert_eq!(
///     square_description(&position, "e4".parse().unwrap()).en,
///     "e4, white stone, front of a line of 3; moves to d3, d4, d5, e5, e6, e7, f3, f4, f5."
/// );
/// assert_eq!(square_description(&position, "a1".parse().unwrap()).en, "a1, empty.");
/// ```
pub fn square_description(position: &Position, square: Square) -> Text {
    let Some(owner) = position.stone(square) else {
        return Text::new(format!("{square}, empty."), format!("{square}, пусто."));
    };
    let stone = Text::new(
        format!("{square}, {} stone", owner.name()),
        format!("{square}, {} камень", ru_stone_colour(owner)),
    );
    if owner != position.side_to_move() || position.status() != Status::Ongoing {
        return Text::new(format!("{}.", stone.en), format!("{}.", stone.ru));
    }
    let moves: Vec<Move> = position
        .legal_moves()
        .iter()
        .copied()
        .filter(|mv| mv.front() == square)
        .collect();
    let line = moves.iter().map(|mv| mv.group_len()).max().unwrap_or(1);
    let heads = if line >= 2 {
        Text::new(
            format!(", front of a line of {line}"),
            format!(
                ", во главе линии из {line} {}",
                ru_plural(u32::from(line), "камня", "камней", "камней")
            ),
        )
    } else {
        Text::new("", "")
    };
    let mut landings: Vec<(Square, u8)> = moves
        .iter()
        .map(|mv| (mv.landing(), mv.captured()))
        .collect();
    landings.sort_by_key(|&(at, _)| (at.file(), at.rank()));
    landings.dedup_by_key(|&mut (at, _)| at);
    let where_to = if landings.is_empty() {
        Text::new("; no moves.", "; ходов нет.")
    } else {
        let name = |(at, captured): &(Square, u8), lang_en: bool| match (*captured, lang_en) {
            (0, _) => at.to_string(),
            (n, true) => format!(
                "{at} capturing {n} {}",
                en_plural(u32::from(n), "stone", "stones")
            ),
            (n, false) => format!(
                "{at} со взятием {n} {}",
                ru_plural(u32::from(n), "камня", "камней", "камней")
            ),
        };
        let en: Vec<String> = landings.iter().map(|l| name(l, true)).collect();
        let ru: Vec<String> = landings.iter().map(|l| name(l, false)).collect();
        Text::new(
            format!("; moves to {}.", en.join(", ")),
            format!("; ходит на {}.", ru.join(", ")),
        )
    };
    Text::new(
        format!("{}{}{}", stone.en, heads.en, where_to.en),
        format!("{}{}{}", stone.ru, heads.ru, where_to.ru),
    )
}

/// The legal move a typed text names in `position`, or why there is none:
/// the words of a click on the board for an illegal move
/// ([`Refusal::text`]), or how to write a move for text that is not one.
///
/// ```
/// use epaminondas::learn::read_typed_move;
/// use epaminondas::rules::Position;
/// let start = Position::start();
/// assert_eq!(read_typed_move(&start, " e1-e3 ").unwrap().to_string(), "e1-e3");
/// assert_eq!(
///     read_typed_move(&start, "e1-e5").unwrap_err().en,
///     "This line has 2 stones, so it moves at most 2 squares."
/// );
/// assert!(read_typed_move(&start, "hello").unwrap_err().en.starts_with("Type a move"));
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
        _ => Text::new(
            "Type a move as two squares joined by - or x, like e2-e4 or d2xd6.",
            "Введите ход как два поля через - или x, например e2-e4 или d2xd6.",
        ),
    }
}

/// "белый" or "чёрный" (a stone's colour).
fn ru_stone_colour(c: Color) -> &'static str {
    match c {
        Color::White => "белый",
        Color::Black => "чёрный",
    }
}
