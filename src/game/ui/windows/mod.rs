//! The windows over the board: the setup of a new game, the game records, the Settings, the
//! help, the first start's question, the gamepad's menu and the notices that wait for an OK,
//! the windows of a game with a friend on another device (Invite / Join, the room), and the
//! Players online window of a correspondence server with its game's window.

pub mod help;
pub mod licences;
pub mod menu;
pub mod notices;
pub mod online;
pub mod records;
pub mod server;
pub mod settings;
pub mod setup;
pub mod welcome;
