//! Why a message from the friend's program was refused, as data, and what to
//! tell the player in plain words. A refused message changes nothing.

use super::protocol::{DecodeError, PROTOCOL_VERSION};
use crate::learn::Text;

/// Why a message from the other program was refused.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum Rejection {
    /// The bytes are not a message of this protocol.
    Unreadable,
    /// The message is longer than the protocol allows.
    TooLong {
        /// Its length in bytes.
        bytes: usize,
    },
    /// The other program speaks another version of the protocol.
    WrongVersion {
        /// Its version.
        theirs: u64,
    },
    /// A game message came before the other program's hello.
    NotIntroduced,
    /// Both programs host the room, or both joined it.
    SameRole {
        /// Whether this program is the host.
        hosting: bool,
    },
    /// A game message came before the host's game did.
    NoGame,
    /// A message about a later game in the room than this one.
    WrongGame {
        /// The game it names.
        theirs: u32,
        /// This program's game.
        ours: u32,
    },
    /// A move numbered other than the next move.
    WrongPly {
        /// The number of the next move.
        expected: u32,
        /// The number it came with.
        got: u32,
    },
    /// A move while it was this side's turn.
    OutOfTurn {
        /// The move's number.
        ply: u32,
    },
    /// A move that is malformed or that the rules do not allow.
    IllegalMove {
        /// The move's number.
        ply: u32,
        /// The move as sent, cut to a few characters.
        text: String,
    },
    /// A legal move after which the other program's position differs.
    HashMismatch {
        /// The move's number.
        ply: u32,
    },
    /// A move or a claim after the game had ended.
    GameOver,
    /// The other program says this side's time ran out; this clock says not.
    ClockDisagrees,
    /// A message that does not fit the game as it stands.
    Unexpected,
    /// The host's game does not follow the rules, or its hash differs.
    BadRecord,
    /// The host's game is not this game continued: the game is stopped.
    Diverged,
}

/// The longest move text a rejection keeps.
const SHOWN_TEXT_CHARS: usize = 12;

impl Rejection {
    /// The rejection of bytes that are not a message.
    pub(super) fn of_decode(error: DecodeError) -> Rejection {
        match error {
            DecodeError::TooLong { bytes } => Rejection::TooLong { bytes },
            DecodeError::Unreadable => Rejection::Unreadable,
            DecodeError::WrongVersion { theirs } => Rejection::WrongVersion { theirs },
        }
    }

    /// The rejection of a move that does not parse or is illegal.
    pub(super) fn illegal(ply: u32, text: &str) -> Rejection {
        let mut shown: String = text.chars().take(SHOWN_TEXT_CHARS).collect();
        if text.chars().nth(SHOWN_TEXT_CHARS).is_some() {
            shown.push('…');
        }
        Rejection::IllegalMove { ply, text: shown }
    }

    /// What to tell the player, in both languages.
    pub fn text(&self) -> Text {
        let cannot_accept = Text::new(
            "Your friend's program sent a move this game cannot accept:",
            "Программа друга прислала ход, который эта партия не может принять:",
        );
        match self {
            Rejection::Unreadable => Text::new(
                "Your friend's program sent something this game cannot read.",
                "Программа друга прислала то, что эта игра не может прочесть.",
            ),
            Rejection::TooLong { bytes } => Text::new(
                format!(
                    "Your friend's program sent a message far too long to accept ({bytes} bytes)."
                ),
                format!("Программа друга прислала слишком длинное сообщение ({bytes} байт)."),
            ),
            Rejection::WrongVersion { theirs } => Text::new(
                format!(
                    "Your friend's program speaks another version of the online protocol ({theirs}; \
                     this one speaks {PROTOCOL_VERSION}): you both need the same version of the game."
                ),
                format!(
                    "Программа друга говорит на другой версии сетевого протокола ({theirs}, \
                     эта — {PROTOCOL_VERSION}): нужна одна и та же версия игры."
                ),
            ),
            Rejection::NotIntroduced => Text::new(
                "Your friend's program sent a game message before saying hello.",
                "Программа друга прислала сообщение о партии, не поздоровавшись.",
            ),
            Rejection::SameRole { hosting: true } => Text::new(
                "Your friend's program also invites to this room: one of you invites, the other joins.",
                "Программа друга тоже приглашает в эту комнату: один приглашает, другой присоединяется.",
            ),
            Rejection::SameRole { hosting: false } => Text::new(
                "Your friend's program also joins this room: one of you invites, the other joins.",
                "Программа друга тоже присоединяется к этой комнате: один приглашает, другой присоединяется.",
            ),
            Rejection::NoGame => Text::new(
                "Your friend's program sent a game message before the game was set up.",
                "Программа друга прислала сообщение о партии до того, как партия началась.",
            ),
            Rejection::WrongGame { theirs, ours } => Text::new(
                format!(
                    "Your friend's program sent a message about game {theirs}; this is game {ours}."
                ),
                format!(
                    "Программа друга прислала сообщение о партии {theirs}, а идёт партия {ours}."
                ),
            ),
            Rejection::WrongPly { expected, got } => cannot_accept.then(&Text::new(
                format!("it is numbered {got}, but the next move here is {expected}."),
                format!("у него номер {got}, а следующий ход здесь — {expected}."),
            )),
            Rejection::OutOfTurn { ply } => cannot_accept.then(&Text::new(
                format!("move {ply} is yours to play, not your friend's."),
                format!("ход {ply} делаете вы, а не друг."),
            )),
            Rejection::IllegalMove { ply, text } => cannot_accept.then(&Text::new(
                format!("move {ply}, \"{text}\", is not a legal move here."),
                format!("ход {ply}, «{text}», здесь невозможен."),
            )),
            Rejection::HashMismatch { ply } => cannot_accept.then(&Text::new(
                format!("after move {ply} its board differs from yours."),
                format!("после хода {ply} её доска не совпадает с вашей."),
            )),
            Rejection::GameOver => Text::new(
                "Your friend's program sent a move after the game had ended.",
                "Программа друга прислала ход после конца партии.",
            ),
            Rejection::ClockDisagrees => Text::new(
                "Your friend's program says your time has run out, but your clock still has time.",
                "Программа друга считает, что ваше время вышло, но на ваших часах оно ещё есть.",
            ),
            Rejection::Unexpected => Text::new(
                "Your friend's program sent a message that does not fit the game as it stands.",
                "Программа друга прислала сообщение, которое не подходит к партии.",
            ),
            Rejection::BadRecord => Text::new(
                "Your friend's program sent a game that does not follow the rules.",
                "Программа друга прислала партию, которая не соответствует правилам.",
            ),
            Rejection::Diverged => Text::new(
                "Your game and your friend's have gone different ways; the game has been stopped.",
                "Ваша партия и партия друга разошлись; партия остановлена.",
            ),
        }
    }
}
