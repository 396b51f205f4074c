//! The windows over the board: the setup of a new game, the game records, the Settings, the
//! help, the first start's question, the gamepad's menu and the notices that wait for an OK.
//! (A friend's game on another device has its windows in `game/online/window.rs`.)

pub mod help;
pub mod menu;
pub mod notices;
pub mod records;
pub mod settings;
pub mod setup;
pub mod welcome;
