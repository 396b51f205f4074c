//! Room codes: six characters that are easy to read aloud and to type, from
//! an alphabet without the look-alikes 0/O and 1/I/L. Reading a code ignores
//! case, spaces and dashes; it is shown as two groups of three (`K7M-Q2X`).
//!
//! ```
//! use epaminondas_play::online::{RoomCode, RoomCodeError};
//! let code: RoomCode = " k7m-q2x ".parse().unwrap();
//! assert_eq!(code.as_str(), "K7MQ2X");
//! assert_eq!(code.spaced(), "K7M-Q2X");
//! assert_eq!("K7MQ2O".parse::<RoomCode>(), Err(RoomCodeError::BadCharacter('O')));
//! // A new room, from the system's randomness:
//! let code = RoomCode::generate(&mut rand::rand_core::UnwrapErr(rand::rngs::SysRng));
//! assert_eq!(RoomCode::parse(&code.spaced()), Ok(code));
//! ```

use crate::i18n::{OnlineKey, Text};
use serde::{Deserialize, Serialize};
use std::fmt;
use std::str::FromStr;

/// The characters of a room code: digits 2–9 and the capital letters but I, L and O.
pub const ROOM_ALPHABET: &str = "23456789ABCDEFGHJKMNPQRSTUVWXYZ";

/// The number of characters in a room code.
pub const ROOM_CODE_LEN: usize = 6;

/// A room code, in its canonical form: capitals and digits of [`ROOM_ALPHABET`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(try_from = "String", into = "String")]
pub struct RoomCode([u8; ROOM_CODE_LEN]);

/// Why a text is not a room code.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum RoomCodeError {
    /// Not [`ROOM_CODE_LEN`] characters once spaces and dashes are left out.
    WrongLength {
        /// How many there are.
        found: usize,
    },
    /// A character that is never in a room code.
    BadCharacter(char),
}

impl RoomCodeError {
    /// What to tell the player; [`Language::say`](crate::i18n::Language::say) words it.
    pub fn text(&self) -> Text {
        match *self {
            RoomCodeError::WrongLength { found } => Text::new(OnlineKey::OnlineRoomCodeLength)
                .with("length", ROOM_CODE_LEN)
                .with("found", found),
            RoomCodeError::BadCharacter(c) if "0Oo".contains(c) => {
                Text::new(OnlineKey::OnlineRoomCodeNoZero)
            }
            RoomCodeError::BadCharacter(c) if "1IiLl".contains(c) => {
                Text::new(OnlineKey::OnlineRoomCodeNoOne)
            }
            RoomCodeError::BadCharacter(c) => {
                Text::new(OnlineKey::OnlineRoomCodeBadCharacter).with("character", c.to_string())
            }
        }
    }
}

impl fmt::Display for RoomCodeError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.text())
    }
}

impl std::error::Error for RoomCodeError {}

impl RoomCode {
    /// A random code from `rng`, every code equally likely.
    pub fn generate<R: rand::Rng + ?Sized>(rng: &mut R) -> RoomCode {
        let alphabet = ROOM_ALPHABET.as_bytes();
        let size = alphabet.len() as u32;
        let unbiased_below = u32::MAX / size * size;
        let mut code = [0; ROOM_CODE_LEN];
        for c in &mut code {
            let draw = loop {
                let draw = rng.next_u32();
                if draw < unbiased_below {
                    break draw;
                }
            };
            *c = alphabet[(draw % size) as usize];
        }
        RoomCode(code)
    }

    /// Reads a code as typed: case, spaces and dashes do not matter.
    pub fn parse(text: &str) -> Result<RoomCode, RoomCodeError> {
        let mut code = [0; ROOM_CODE_LEN];
        let mut found = 0;
        for c in text.chars().filter(|c| !c.is_whitespace() && *c != '-') {
            let upper = c.to_ascii_uppercase();
            if !upper.is_ascii() || !ROOM_ALPHABET.contains(upper) {
                return Err(RoomCodeError::BadCharacter(c));
            }
            if let Some(slot) = code.get_mut(found) {
                *slot = upper as u8;
            }
            found += 1;
        }
        if found == ROOM_CODE_LEN {
            Ok(RoomCode(code))
        } else {
            Err(RoomCodeError::WrongLength { found })
        }
    }

    /// The canonical code, as links and relay rooms carry it: `K7MQ2X`.
    pub fn as_str(&self) -> &str {
        std::str::from_utf8(&self.0).expect("a room code holds only ASCII characters")
    }

    /// The code as shown and read aloud, in two groups: `K7M-Q2X`.
    pub fn spaced(&self) -> String {
        let (first, second) = self.as_str().split_at(ROOM_CODE_LEN / 2);
        format!("{first}-{second}")
    }
}

impl fmt::Display for RoomCode {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())
    }
}

impl FromStr for RoomCode {
    type Err = RoomCodeError;

    fn from_str(text: &str) -> Result<RoomCode, RoomCodeError> {
        RoomCode::parse(text)
    }
}

impl TryFrom<String> for RoomCode {
    type Error = RoomCodeError;

    fn try_from(text: String) -> Result<RoomCode, RoomCodeError> {
        RoomCode::parse(&text)
    }
}

impl From<RoomCode> for String {
    fn from(code: RoomCode) -> String {
        code.as_str().to_string()
    }
}
