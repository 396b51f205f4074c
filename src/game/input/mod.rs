//! The devices: the pointer (mouse and touch, cast into the scene event by event), the keyboard and
//! gamepads. Each turns what the player did into [`crate::game::action::PlayerAction`]s and
//! changes nothing itself.

pub mod gamepad;
pub mod keyboard;
pub mod pointer;
