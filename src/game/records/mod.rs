//! Game records in the game: the game in progress as a record and a record as the game
//! ([`model`]), records as files, saved and opened through the system's file dialog (or the
//! page's download and file chooser) ([`files`]), and records read into the game from the
//! records window's box, a file or a drop ([`import`]).

pub mod files;
pub mod import;
pub mod model;
