//! The names of the texts of [`crate::online`].

keys! {
    /// The name of one of the texts of [`crate::online`]; see [`crate::i18n::Message`].
    OnlineKey {
    }
}
