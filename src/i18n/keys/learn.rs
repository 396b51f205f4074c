//! The names of the texts of [`crate::learn`].

keys! {
    /// The name of one of the texts of [`crate::learn`]; see [`crate::i18n::Message`].
    LearnKey {
    }
}
