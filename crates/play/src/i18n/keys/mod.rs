//! The names of the texts, one enum per part of the program. A name is the id of its message in
//! every language's catalogue (`Key::NewGame` is `NewGame = New game` in `en.ftl`).

/// The name of a message in the catalogues; every key enum here is one.
pub trait TextId: Copy {
    /// The message's id, the same in every language's catalogue.
    fn id(self) -> &'static str;
}

/// Declares a key enum, the list of all its variants, and its [`TextId`].
macro_rules! keys {
    ($(#[$enum_attr:meta])* $enum:ident { $($(#[$attr:meta])* $name:ident,)* }) => {
        $(#[$enum_attr])*
        #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
        pub enum $enum {
            $($(#[$attr])* $name,)*
        }

        impl $enum {
            /// Every key, for tests and tools.
            pub const ALL: &'static [$enum] = &[$($enum::$name,)*];
        }

        impl $crate::i18n::keys::TextId for $enum {
            fn id(self) -> &'static str {
                match self {
                    $($enum::$name => stringify!($name),)*
                }
            }
        }
    };
}

mod game;
mod learn;
mod online;
mod record;
mod review;
mod server;

pub use game::Key;
pub use learn::LearnKey;
pub use online::OnlineKey;
pub use record::RecordKey;
pub use review::ReviewKey;
pub use server::ServerKey;

/// The ids of every key of every part, for the catalogue's tests.
pub fn all_ids() -> Vec<&'static str> {
    let mut ids: Vec<&'static str> = Key::ALL.iter().map(|&key| key.id()).collect();
    ids.extend(LearnKey::ALL.iter().map(|&key| key.id()));
    ids.extend(OnlineKey::ALL.iter().map(|&key| key.id()));
    ids.extend(RecordKey::ALL.iter().map(|&key| key.id()));
    ids.extend(ReviewKey::ALL.iter().map(|&key| key.id()));
    ids.extend(ServerKey::ALL.iter().map(|&key| key.id()));
    ids.sort_unstable();
    ids
}
