//! What the online game says to the player, in English and Russian: plain pairs beside the
//! code that says them (most are built from the session's state, with names and times in
//! them); each is a [`Text`] and the window picks the player's language.

use crate::game::values::Language;
use crate::learn::Text;
use crate::online::{ActionError, Connection, GameEnd};
use crate::rules::Color;

/// The text in `lang`.
pub fn pick(text: &Text, lang: Language) -> &str {
    match lang {
        Language::Russian => &text.ru,
        _ => &text.en,
    }
}

/// A fixed pair in `lang`.
pub fn tr(lang: Language, en: &'static str, ru: &'static str) -> &'static str {
    match lang {
        Language::Russian => ru,
        _ => en,
    }
}

/// A colour's name, capitalised.
pub fn colour(side: Color) -> Text {
    match side {
        Color::White => Text::new("White", "Белые"),
        Color::Black => Text::new("Black", "Чёрные"),
    }
}

/// Minutes and seconds: `m:ss`.
pub fn minutes(ms: u64) -> String {
    let seconds = ms / 1_000;
    format!("{}:{:02}", seconds / 60, seconds % 60)
}

/// "You: White · Friend (Bob): Black".
pub fn seats(me: Color, friend: Option<&str>) -> Text {
    let mine = colour(me);
    let theirs = colour(me.opposite());
    let (en_friend, ru_friend) = match friend.filter(|name| !name.is_empty()) {
        Some(name) => (format!("Friend ({name})"), format!("Друг ({name})")),
        None => ("Friend".to_owned(), "Друг".to_owned()),
    };
    Text::new(
        format!("You: {} · {en_friend}: {}", mine.en, theirs.en),
        format!("Вы: {} · {ru_friend}: {}", mine.ru, theirs.ru),
    )
}

/// The state of the connection to the friend, at `now`.
pub fn connection(connection: Connection, now: u64, hosting: bool) -> Text {
    match connection {
        Connection::Waiting if hosting => Text::new(
            "Waiting for your friend to join",
            "Ждём, когда друг присоединится",
        ),
        Connection::Waiting => Text::new("Looking for the host…", "Ищем создателя комнаты…"),
        Connection::Connecting => Text::new(
            "Your friend's program is connecting…",
            "Программа друга подключается…",
        ),
        Connection::Connected => Text::new("Your friend is connected", "Друг на связи"),
        Connection::Disconnected { since } => {
            let waited = minutes(now.saturating_sub(since));
            Text::new(
                format!("Your friend is disconnected — waiting ({waited})"),
                format!("Друг отключился — ждём ({waited})"),
            )
        }
    }
}

/// The relay cannot be reached: trying again.
pub fn relay_unreachable(relay: &str) -> Text {
    Text::new(
        format!("Cannot reach the relay at {relay}; trying again…"),
        format!("Нет связи с сервером-посредником {relay}; пробуем снова…"),
    )
}

/// How the game ended, from this player's side.
pub fn ending(end: GameEnd, me: Color) -> Text {
    let won = end.winner() == Some(me);
    match end {
        GameEnd::Rules(_) => match end.winner() {
            Some(_) if won => Text::new("You won.", "Вы выиграли."),
            Some(_) => Text::new("Your friend won.", "Друг выиграл."),
            None => Text::new("A draw.", "Ничья."),
        },
        GameEnd::Resigned(side) if side == me => Text::new("You resigned.", "Вы сдались."),
        GameEnd::Resigned(_) => Text::new(
            "Your friend resigned: you won.",
            "Друг сдался: вы выиграли.",
        ),
        GameEnd::OutOfTime(side) if side == me => Text::new(
            "Your time ran out: your friend won.",
            "Ваше время вышло: друг выиграл.",
        ),
        GameEnd::OutOfTime(_) => Text::new(
            "Your friend's time ran out: you won.",
            "Время друга вышло: вы выиграли.",
        ),
        GameEnd::Stopped => Text::new(
            "The game was stopped unfinished.",
            "Партия остановлена незаконченной.",
        ),
    }
}

/// Why the player's action was not done.
pub fn refused_action(error: &ActionError) -> Text {
    match error {
        ActionError::NoGame => Text::new(
            "The host's game has not come yet.",
            "Партия создателя комнаты ещё не пришла.",
        ),
        ActionError::NotConnected => Text::new(
            "Your friend is not connected: the move was not sent.",
            "Друга нет на связи: ход не отправлен.",
        ),
        ActionError::GameOver => Text::new("The game has ended.", "Партия окончена."),
        ActionError::NotYourTurn => Text::new("It is your friend's move.", "Сейчас ход друга."),
        ActionError::Illegal(_) => Text::new(
            "This move is not allowed here.",
            "Такой ход здесь невозможен.",
        ),
        ActionError::NothingToTakeBack => {
            Text::new("You have no move to take back.", "Вам нечего брать назад.")
        }
        ActionError::NotOver => Text::new("The game is still going on.", "Партия ещё идёт."),
        ActionError::AlreadyAsked => Text::new(
            "You have asked already; waiting for the answer.",
            "Вы уже спросили; ждём ответа.",
        ),
        ActionError::NothingToAnswer => {
            Text::new("There is nothing to answer.", "Отвечать не на что.")
        }
    }
}
