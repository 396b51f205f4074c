//! The tutorial: short lessons, each a prepared position, a sentence or two, a
//! task done with the normal controls, and a check that says whether the move
//! did what was asked. Legality and the end of the game come from the rules
//! core; a refused click is explained with a [`Refusal`].

use super::refusal::{Refusal, refuse_click};
use super::text::{Text, en_plural, ru_plural};
use crate::rules::{Color, EndReason, Move, MoveText, Position, Square, Status};

/// What a lesson says about the player's action.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Verdict {
    /// The move does what the lesson asks: the lesson is complete (after the
    /// opponent's [`Lesson::reply`], if it has one). The text says why it works.
    Done(Text),
    /// The action makes no move; the refusal says why.
    Refused(Refusal),
    /// A legal move, but not what the lesson asks; the text says what it did and
    /// what to try. The game takes the move back (or restarts the lesson).
    NotAsked(Text),
}

impl Verdict {
    /// The verdict as the player reads it.
    pub fn text(&self) -> Text {
        match self {
            Verdict::Done(t) | Verdict::NotAsked(t) => t.clone(),
            Verdict::Refused(r) => r.text(),
        }
    }
}

/// Whether a legal move does what a lesson asks; `Err` holds why not.
type Judge = fn(&Position, Move) -> Result<(), Text>;

/// One lesson of the tutorial. White is the learner's side in every lesson.
#[derive(Clone, Debug)]
pub struct Lesson {
    id: &'static str,
    title: Text,
    intro: Text,
    task: Text,
    hint: Text,
    done: Text,
    start: &'static str,
    answer: &'static str,
    reply: Option<&'static str>,
    judge: Judge,
}

impl Lesson {
    /// A stable name for saving progress, such as `"single-step"`.
    pub fn id(&self) -> &'static str {
        self.id
    }

    /// A short title.
    pub fn title(&self) -> &Text {
        &self.title
    }

    /// One or two sentences on the rule the lesson teaches.
    pub fn intro(&self) -> &Text {
        &self.intro
    }

    /// What the player is asked to do on the board.
    pub fn task(&self) -> &Text {
        &self.task
    }

    /// A nudge towards the answer, for a player who asks or keeps missing; it
    /// also follows the explanation of a move that missed the task.
    pub fn hint(&self) -> &Text {
        &self.hint
    }

    /// The prepared position in RULES.md's position text.
    pub fn start_text(&self) -> &'static str {
        self.start
    }

    /// The prepared position.
    pub fn start(&self) -> Position {
        self.start
            .parse()
            .expect("every lesson's position parses (tests/learn.rs)")
    }

    /// The move that completes the lesson, for "show me".
    pub fn answer(&self) -> Move {
        self.start()
            .parse_move(self.answer)
            .expect("every lesson's answer is legal (tests/learn.rs)")
    }

    /// What "show me" plays from the start: the answer, then the opponent's reply if
    /// the lesson has one.
    pub fn show_me(&self) -> Vec<Move> {
        let answer = self.answer();
        let after = self.start().play_unchecked(answer);
        std::iter::once(answer).chain(self.reply(&after)).collect()
    }

    /// The opponent's move after the player's correct move, if the lesson has one:
    /// the prepared reply, or the first legal move should the player's move have
    /// made it illegal. `None` when the lesson has no reply or the game is over.
    pub fn reply(&self, after: &Position) -> Option<Move> {
        let prepared = self.reply?;
        after
            .parse_move(prepared)
            .ok()
            .or_else(|| after.legal_moves().first().copied())
    }

    /// The verdict on a click on `clicked` with `selected` chosen (the game's
    /// selection, tail first), or `None` when the click only selects stones.
    ///
    /// ```
    /// use epaminondas::learn::{Refusal, Verdict, lessons};
    /// use epaminondas::rules::Square;
    /// let sq = |s: &str| s.parse::<Square>().unwrap();
    /// let lesson = lessons().into_iter().find(|l| l.id() == "front-part").unwrap();
    /// let pos = lesson.start();
    /// let front_pair = [sq("d3"), sq("e4")];
    /// assert_eq!(
    ///     lesson.check_click(&pos, &front_pair, sq("h7")),
    ///     Some(Verdict::Refused(Refusal::TooFar { stones: 2, distance: 3 }))
    /// );
    /// assert!(matches!(lesson.check_click(&pos, &front_pair, sq("g6")), Some(Verdict::Done(_))));
    /// assert_eq!(lesson.check_click(&pos, &[], sq("d3")), None); // selecting
    /// ```
    pub fn check_click(
        &self,
        position: &Position,
        selected: &[Square],
        clicked: Square,
    ) -> Option<Verdict> {
        if let Some(refusal) = refuse_click(position, selected, clicked) {
            return Some(Verdict::Refused(refusal));
        }
        let mv = selected_move(position, selected, clicked)?;
        Some(self.check_move(position, mv))
    }

    /// The verdict on the legal move `mv` played in `position`.
    pub fn check_move(&self, position: &Position, mv: Move) -> Verdict {
        if let Err(illegal) = position.play(mv) {
            return Verdict::Refused(Refusal::from_illegal(position, illegal));
        }
        match (self.judge)(position, mv) {
            Ok(()) => Verdict::Done(self.done.clone()),
            Err(why) => Verdict::NotAsked(why.then(&self.hint)),
        }
    }
}

/// The legal move that clicking `clicked` makes with `selected` chosen, as the
/// game's selection allows it: a single step of a lone stone, or a move of the
/// selected line with that front.
fn selected_move(position: &Position, selected: &[Square], clicked: Square) -> Option<Move> {
    let (&tail, &front) = (selected.first()?, selected.last()?);
    let capture = position.stone(clicked) == Some(position.side_to_move().opposite());
    let mv = position
        .find_move(MoveText {
            tail,
            landing: clicked,
            capture,
        })
        .ok()?;
    let fits = if selected.len() == 1 {
        mv.group_len() == 1
    } else {
        mv.front() == front
    };
    fits.then_some(mv)
}

/// "That moved 2 stones 1 square."
fn describe(mv: Move) -> Text {
    let (n, k) = (u32::from(mv.group_len()), u32::from(mv.distance()));
    let captured = u32::from(mv.captured());
    let capture_en = if captured > 0 {
        format!(" and captured {captured}")
    } else {
        String::new()
    };
    let capture_ru = if captured > 0 {
        format!(" и взял {captured}")
    } else {
        String::new()
    };
    Text::new(
        format!(
            "{mv} moved {n} {} {k} {}{capture_en}.",
            en_plural(n, "stone", "stones"),
            en_plural(k, "square", "squares")
        ),
        format!(
            "Ход {mv} сдвинул {n} {} на {k} {}{capture_ru}.",
            ru_plural(n, "камень", "камня", "камней"),
            ru_plural(k, "поле", "поля", "полей")
        ),
    )
}

/// Accepts exactly the moves written in `wanted`.
fn one_of(before: &Position, mv: Move, wanted: &[&str]) -> Result<(), Text> {
    let ok = wanted
        .iter()
        .any(|w| before.parse_move(w).is_ok_and(|m| m == mv));
    if ok { Ok(()) } else { Err(describe(mv)) }
}

/// A capture the side to move has in `position`, if any.
fn some_capture(position: &Position) -> Option<Move> {
    position
        .legal_moves()
        .iter()
        .copied()
        .find(|m| m.is_capture())
}

/// Whether the game is over in `position` with White the winner.
fn white_wins_after(after: &Position) -> bool {
    matches!(
        after.status(),
        Status::Over(o) if o.winner == Some(Color::White)
    )
}

/// Black's reply that stops White's breakthrough, if there is one.
fn answer_to_breakthrough(after: &Position) -> Option<Move> {
    after.legal_moves().iter().copied().find(|&reply| {
        let next = after.play_unchecked(reply);
        !white_wins_after(&next)
    })
}

fn judge_any_step(_: &Position, mv: Move) -> Result<(), Text> {
    if mv.group_len() == 1 {
        Ok(())
    } else {
        Err(describe(mv))
    }
}

fn judge_whole_line(before: &Position, mv: Move) -> Result<(), Text> {
    one_of(before, mv, &["d2-d7"])
}

fn judge_front_part(before: &Position, mv: Move) -> Result<(), Text> {
    one_of(before, mv, &["d3-g6"])
}

fn judge_blocked(before: &Position, mv: Move) -> Result<(), Text> {
    one_of(before, mv, &["d2-d5"])
}

fn judge_capture(before: &Position, mv: Move) -> Result<(), Text> {
    one_of(before, mv, &["b2xb6"])
}

/// Done when White's file-b line is three long (b4–b6), as long as Black's.
fn judge_equal(before: &Position, mv: Move) -> Result<(), Text> {
    let after = before.play_unchecked(mv);
    let line = ["b4", "b5", "b6"];
    if line.iter().all(|s| {
        s.parse()
            .is_ok_and(|sq| after.stone(sq) == Some(Color::White))
    }) {
        return Ok(());
    }
    Err(match some_capture(&after) {
        Some(capture) => Text::new(
            format!("Black could now capture with {capture}."),
            format!("Теперь чёрные могли бы взять ходом {capture}."),
        ),
        None => Text::new(
            "Black cannot capture now, but this lesson asks for a longer line instead.",
            "Теперь чёрные не могут бить, но в этом уроке нужно удлинить линию.",
        ),
    })
}

/// Done when White stands on rank 12 and no Black reply stops the win.
fn judge_breakthrough(before: &Position, mv: Move) -> Result<(), Text> {
    let after = before.play_unchecked(mv);
    if after.far_row_count(Color::White) == 0 {
        return Err(describe(mv));
    }
    match answer_to_breakthrough(&after) {
        None => Ok(()),
        Some(reply) => Err(Text::new(
            format!("Black could answer with {reply}."),
            format!("Чёрные ответили бы ходом {reply}."),
        )),
    }
}

/// Done when Black no longer leads on the far rows after White's move.
fn judge_answer(before: &Position, mv: Move) -> Result<(), Text> {
    let after = before.play_unchecked(mv);
    if after.far_row_count(Color::Black) > after.far_row_count(Color::White) {
        Err(Text::new(
            "Black would still lead on the far rows and win at its next turn.",
            "У чёрных остался бы перевес на дальних линиях, и они выиграли бы своим следующим ходом.",
        ))
    } else {
        Ok(())
    }
}

/// Done when Black is left without a legal move and loses for it.
fn judge_no_move(before: &Position, mv: Move) -> Result<(), Text> {
    let after = before.play_unchecked(mv);
    let stuck = Status::Over(crate::rules::Outcome {
        winner: Some(Color::White),
        reason: EndReason::NoMovesBreakthrough,
    });
    if after.status() == stuck {
        return Ok(());
    }
    Err(match after.legal_moves().first() {
        Some(m) => Text::new(
            format!("Black can still move, for example {m}."),
            format!("У чёрных ещё есть ход, например {m}."),
        ),
        None => describe(mv),
    })
}

/// The lessons in order. The tutorial then continues with a first easy game.
///
/// ```
/// use epaminondas::learn::{Lang, Verdict, lessons};
/// let all = lessons();
/// assert!(all.len() >= 8);
/// let first = &all[0];
/// assert_eq!(first.title().get(Lang::English), "One stone, one step");
/// let pos = first.start();
/// assert!(matches!(first.check_move(&pos, first.answer()), Verdict::Done(_)));
/// ```
pub fn lessons() -> Vec<Lesson> {
    vec![
        Lesson {
            id: "single-step",
            title: Text::new("One stone, one step", "Один камень — один шаг"),
            intro: Text::new(
                "A single stone moves one square in any of the eight directions, onto an empty square.",
                "Одиночный камень ходит на одно соседнее пустое поле в любом из восьми направлений.",
            ),
            task: Text::new(
                "Click your stone on e4, then one of the marked squares next to it.",
                "Нажмите на свой камень на e4, затем на одно из отмеченных полей рядом с ним.",
            ),
            hint: Text::new(
                "Move the stone on e4 one square.",
                "Передвиньте камень с e4 на одно поле.",
            ),
            done: Text::new(
                "Well done. A lone stone always moves exactly one square.",
                "Верно. Одиночный камень всегда ходит ровно на одно поле.",
            ),
            start: "14/14/14/9B4/14/14/14/14/4W9/14/14/14 w",
            answer: "e4-e5",
            reply: None,
            judge: judge_any_step,
        },
        Lesson {
            id: "whole-line",
            title: Text::new("A line moves together", "Линия ходит целиком"),
            intro: Text::new(
                "Stones side by side in a straight line form a line, a phalanx. A line of n stones moves along itself 1 to n squares, all its stones together.",
                "Камни, стоящие вплотную по прямой, образуют линию — фалангу. Линия из n камней ходит вдоль себя на 1–n полей, все камни вместе.",
            ),
            task: Text::new(
                "Click d2, then d4 to select the line of three, and move it three squares forward, to d5–d7.",
                "Нажмите на d2, затем на d4, чтобы выделить линию из трёх камней, и продвиньте её на три поля вперёд, на d5–d7.",
            ),
            hint: Text::new(
                "Move all three stones three squares forward.",
                "Продвиньте все три камня на три поля вперёд.",
            ),
            done: Text::new(
                "Well done: three stones, three squares. A line moves as far as it has stones.",
                "Верно: три камня — три поля. Линия проходит столько полей, сколько в ней камней.",
            ),
            start: "14/14/10B3/14/14/14/14/14/3W10/3W10/3W10/14 w",
            answer: "d2-d7",
            reply: None,
            judge: judge_whole_line,
        },
        Lesson {
            id: "front-part",
            title: Text::new("Only the front part", "Только передняя часть"),
            intro: Text::new(
                "You may move just the front part of a line; then only the stones that move count. A diagonal line moves diagonally.",
                "Можно сдвинуть и только переднюю часть линии — тогда в счёт идут лишь камни, которые двигаются. Диагональная линия ходит по диагонали.",
            ),
            task: Text::new(
                "Click d3, then e4 to select the front two stones, and move them two squares, to f5–g6.",
                "Нажмите на d3, затем на e4, чтобы выделить два передних камня, и сдвиньте их на два поля, на f5–g6.",
            ),
            hint: Text::new(
                "Move only the front two stones, d3 and e4, two squares.",
                "Сдвиньте только два передних камня, d3 и e4, на два поля.",
            ),
            done: Text::new(
                "Well done. Two stones moved, so two squares was their limit.",
                "Верно. Двигались два камня, поэтому два поля — их предел.",
            ),
            start: "14/14/10B3/14/14/14/14/14/4W9/3W10/2W11/14 w",
            answer: "d3-g6",
            reply: None,
            judge: judge_front_part,
        },
        Lesson {
            id: "no-jumping",
            title: Text::new("Nothing jumps", "Прыгать нельзя"),
            intro: Text::new(
                "A line never passes through a stone, its own or the opponent's, and never lands on its own stone.",
                "Линия не проходит сквозь камни, свои или чужие, и не встаёт на свой камень.",
            ),
            task: Text::new(
                "Your stone on d6 stands in the way. Move the line d2–d4 as far forward as it can go.",
                "На пути стоит ваш камень d6. Продвиньте линию d2–d4 вперёд настолько, насколько она может пройти.",
            ),
            hint: Text::new(
                "Move the whole line d2–d4 up to the stone on d6.",
                "Продвиньте всю линию d2–d4 вплотную к камню на d6.",
            ),
            done: Text::new(
                "Well done. The line could move three squares, but d6 stopped it after one.",
                "Верно. Линия могла бы пройти три поля, но камень на d6 остановил её через одно.",
            ),
            start: "14/14/10B3/14/14/14/3W10/14/3W10/3W10/3W10/14 w",
            answer: "d2-d5",
            reply: None,
            judge: judge_blocked,
        },
        Lesson {
            id: "capture",
            title: Text::new("Capturing a shorter line", "Взятие более короткой линии"),
            intro: Text::new(
                "When the front stone of a moving line reaches an enemy stone, it captures if the enemy stones in a row from there on are fewer than the moving stones. The capture may come at any distance the line could move.",
                "Если передний камень движущейся линии доходит до камня соперника, он бьёт, когда камней соперника подряд от этого поля меньше, чем движущихся камней. Бить можно на любом расстоянии, которое линия может пройти.",
            ),
            task: Text::new(
                "Capture the two black stones on b6 and b7 with your line of three.",
                "Возьмите два чёрных камня на b6 и b7 своей линией из трёх камней.",
            ),
            hint: Text::new(
                "Select the whole line b2–b4 and move it onto b6.",
                "Выделите всю линию b2–b4 и сдвиньте её на b6.",
            ),
            done: Text::new(
                "Well done: three took two, two squares away. All the captured stones leave the board.",
                "Верно: три камня взяли два, за два поля. Все взятые камни уходят с доски.",
            ),
            start: "14/14/10B3/14/14/1B12/1B12/14/1W12/1W12/1W12/14 w",
            answer: "b2xb6",
            reply: None,
            judge: judge_capture,
        },
        Lesson {
            id: "equal-line",
            title: Text::new("An equal line is safe", "Равная линия в безопасности"),
            intro: Text::new(
                "A capture needs more stones than the enemy line has, so three cannot take three. Black's line of three on b9–b11 threatens your pair on b5–b6.",
                "Для взятия нужно больше камней, чем в линии соперника, поэтому три не берут три. Чёрная линия из трёх камней на b9–b11 угрожает вашей паре на b5–b6.",
            ),
            task: Text::new(
                "Add one stone to your pair, so that your line is as long as Black's.",
                "Добавьте к своей паре один камень, чтобы ваша линия стала такой же длинной, как у чёрных.",
            ),
            hint: Text::new(
                "Step the stone on c3 onto the end of your line.",
                "Поставьте камень с c3 в конец своей линии.",
            ),
            done: Text::new(
                "Well done. Three against three: Black's line can no longer capture yours.",
                "Верно. Три против трёх: чёрная линия больше не может взять вашу.",
            ),
            start: "14/1B12/1B12/1B12/14/14/1W12/1W12/14/2W11/14/14 w",
            answer: "c3-b4",
            reply: None,
            judge: judge_equal,
        },
        Lesson {
            id: "breakthrough",
            title: Text::new("Breaking through", "Прорыв"),
            intro: Text::new(
                "Reach Black's home row, rank 12, and hold it: if Black cannot capture the intruder or break through in reply, you win at your next turn.",
                "Дойдите до домашней линии чёрных, 12-й горизонтали, и удержитесь там: если чёрные не смогут взять ваш камень или прорваться в ответ, вы выиграете своим следующим ходом.",
            ),
            task: Text::new(
                "Step a stone onto rank 12 where Black cannot capture it.",
                "Поставьте камень на 12-ю горизонталь туда, где чёрные не смогут его взять.",
            ),
            hint: Text::new(
                "Break through where Black's pair cannot reach.",
                "Прорывайтесь там, куда не дотянется пара чёрных.",
            ),
            done: Text::new(
                "Well done. Black has no answer, so the breakthrough holds and White wins.",
                "Верно. Чёрным нечем ответить, прорыв удержан — белые выигрывают.",
            ),
            start: "BB12/2W4W6/14/14/14/14/14/14/14/14/14/14 w",
            answer: "h11-h12",
            reply: Some("a12-d12"),
            judge: judge_breakthrough,
        },
        Lesson {
            id: "answer-breakthrough",
            title: Text::new("Answering a breakthrough", "Ответ на прорыв"),
            intro: Text::new(
                "Black's stone has reached your home row on e1. If it is still there after your move, and you have no stone on Black's home row, Black wins.",
                "Чёрный камень дошёл до вашей домашней линии, до e1. Если после вашего хода он там останется, а у вас нет камня на домашней линии чёрных, чёрные выиграют.",
            ),
            task: Text::new(
                "Capture the intruder on e1.",
                "Возьмите прорвавшийся камень на e1.",
            ),
            hint: Text::new(
                "Only a line can capture: use the pair e2–e3.",
                "Бить может только линия: используйте пару e2–e3.",
            ),
            done: Text::new(
                "Well done. The intruder is gone, and the game goes on.",
                "Верно. Прорвавшегося камня больше нет, и партия продолжается.",
            ),
            start: "14/14/10B3/14/14/14/14/14/14/4W9/3WW9/4B9 w",
            answer: "e3xe1",
            reply: None,
            judge: judge_answer,
        },
        Lesson {
            id: "anti-copycat",
            title: Text::new("The anti-copycat rule", "Правило против зеркальной игры"),
            intro: Text::new(
                "A move onto the far row is not allowed if the board would then look the same turned half a turn with the colours swapped. Black has broken through on g1.",
                "Ход на дальнюю линию запрещён, если после него доска выглядит так же, когда её поворачивают на 180° и меняют цвета. Чёрные прорвались на g1.",
            ),
            task: Text::new(
                "Answer with a breakthrough of your own on rank 12. Try h12 first: the board would mirror itself.",
                "Ответьте своим прорывом на 12-ю горизонталь. Сначала попробуйте h12: доска отразилась бы сама в себя.",
            ),
            hint: Text::new(
                "Step from h11 onto rank 12, but not onto h12.",
                "Шагните с h11 на 12-ю горизонталь, но не на h12.",
            ),
            done: Text::new(
                "Well done. One stone each on the far rows: nobody leads, and the game goes on.",
                "Верно. По одному камню на дальних линиях: перевеса нет, партия продолжается.",
            ),
            start: "14/7W6/14/14/14/14/14/14/14/14/14/6B7 w",
            answer: "h11-g12",
            reply: None,
            judge: judge_answer,
        },
        Lesson {
            id: "no-move",
            title: Text::new("No move left", "Ходов нет"),
            intro: Text::new(
                "A player who cannot move loses if the opponent leads on the far rows; otherwise the game is a draw. Black's stone on a12 has one free square left, b12.",
                "Игрок, которому некуда ходить, проигрывает, если у соперника перевес на дальних линиях; иначе партия заканчивается вничью. У чёрного камня на a12 осталось одно свободное поле — b12.",
            ),
            task: Text::new(
                "Take Black's last free square, so that Black cannot move.",
                "Займите последнее свободное поле чёрных, чтобы им некуда было ходить.",
            ),
            hint: Text::new(
                "Step onto b12 with the stone from c11.",
                "Шагните на b12 камнем с c11.",
            ),
            done: Text::new(
                "Well done. Black cannot move and you stand on Black's home row, so Black loses at once.",
                "Верно. Чёрным некуда ходить, а ваш камень стоит на их домашней линии, поэтому чёрные сразу проигрывают.",
            ),
            start: "B13/WWW11/14/14/14/14/14/14/14/14/14/14 w",
            answer: "c11-b12",
            reply: None,
            judge: judge_no_move,
        },
    ]
}
