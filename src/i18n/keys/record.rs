//! The names of the texts of [`crate::record`].

keys! {
    /// The name of one of the texts of [`crate::record`]; see [`crate::i18n::Message`].
    RecordKey {
    }
}
