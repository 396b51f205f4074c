//! Why a message from the friend's program was refused, as data, and what to
//! tell the player in plain words. A refused message changes nothing.

use super::protocol::{DecodeError, PROTOCOL_VERSION};
use crate::i18n::{OnlineKey, Text};

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

    /// What to tell the player; [`Language::say`](crate::i18n::Language::say) words it.
    pub fn text(&self) -> Text {
        let say = Text::new;
        let cannot_accept = say(OnlineKey::OnlineRejectMove);
        match self {
            Rejection::Unreadable => say(OnlineKey::OnlineRejectUnreadable),
            Rejection::TooLong { bytes } => {
                say(OnlineKey::OnlineRejectTooLong).with("bytes", *bytes)
            }
            Rejection::WrongVersion { theirs } => say(OnlineKey::OnlineRejectWrongVersion)
                .with("theirs", *theirs)
                .with("ours", PROTOCOL_VERSION),
            Rejection::NotIntroduced => say(OnlineKey::OnlineRejectNotIntroduced),
            Rejection::SameRole { hosting: true } => say(OnlineKey::OnlineRejectBothInvite),
            Rejection::SameRole { hosting: false } => say(OnlineKey::OnlineRejectBothJoin),
            Rejection::NoGame => say(OnlineKey::OnlineRejectNoGame),
            Rejection::WrongGame { theirs, ours } => say(OnlineKey::OnlineRejectWrongGame)
                .with("theirs", *theirs)
                .with("ours", *ours),
            Rejection::WrongPly { expected, got } => cannot_accept.then(
                say(OnlineKey::OnlineRejectWrongPly)
                    .with("got", *got)
                    .with("expected", *expected),
            ),
            Rejection::OutOfTurn { ply } => {
                cannot_accept.then(say(OnlineKey::OnlineRejectOutOfTurn).with("ply", *ply))
            }
            Rejection::IllegalMove { ply, text } => cannot_accept.then(
                say(OnlineKey::OnlineRejectIllegalMove)
                    .with("ply", *ply)
                    .with("text", text.as_str()),
            ),
            Rejection::HashMismatch { ply } => {
                cannot_accept.then(say(OnlineKey::OnlineRejectHashMismatch).with("ply", *ply))
            }
            Rejection::GameOver => say(OnlineKey::OnlineRejectGameOver),
            Rejection::ClockDisagrees => say(OnlineKey::OnlineRejectClockDisagrees),
            Rejection::Unexpected => say(OnlineKey::OnlineRejectUnexpected),
            Rejection::BadRecord => say(OnlineKey::OnlineRejectBadRecord),
            Rejection::Diverged => say(OnlineKey::OnlineRejectDiverged),
        }
    }
}
