//! The fixed values of a record's tags, which the writer, the reader and the reader's errors
//! share.

/// The `Rules` tag's value for the optional repetition draw.
pub const REPETITION_RULE: &str = "repetition draw";
