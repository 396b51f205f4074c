//! The game for a screen reader on the desktop (AccessKit; AT-SPI on Linux, UI Automation on
//! Windows). egui names every button, window, field and list itself; this adds what egui cannot
//! know: the board, one element whose name follows the keyboard cursor ("Board: e4, white
//! stone, front of a line of 3; moves to e5, e6, e7"), and a live region that speaks each
//! announcement as it is made (a move by either side with its captures, the end, a refused
//! move, a hint, the state read on R): it holds what was said since its last change, so that
//! two announcements of one frame are both spoken. The same words name the window, which is what
//! Orca speaks on Linux ([`LIVE`]). Both are drawn invisibly in a corner of the screen that
//! takes no clicks, so the board under it keeps them. Without a screen reader egui builds no
//! tree and these are two empty labels.

use bevy::prelude::*;
use bevy_egui::egui::accesskit::Live;
use bevy_egui::{EguiContexts, egui};

use super::announcer::Announcements;
use crate::game::preferences::Preferences;
use epaminondas_play::i18n::{Key, Language, Text};

/// The ids of the two elements, for the tests.
pub const BOARD_ID: &str = "screen-reader-board";
/// The live region's id.
pub const LIVE_ID: &str = "screen-reader-live";

/// How the live region speaks. On Linux it is not live: Orca (43, Debian's) speaks neither a
/// native program's live regions nor the name changes of its labels, but it speaks a new name
/// of the active window, which carries the same words (see [`elements`]); a live region as well
/// would have a newer Orca say everything twice.
#[cfg(target_os = "linux")]
pub const LIVE: Live = Live::Off;
/// How the live region speaks: politely, after what the reader is saying.
#[cfg(not(target_os = "linux"))]
pub const LIVE: Live = Live::Polite;

/// Draws the board's element and the live region.
pub(super) fn draw(
    mut contexts: EguiContexts,
    said: Res<Announcements>,
    preferences: Res<Preferences>,
    mut live: Local<(u64, String)>,
) -> Result {
    let Ok(ctx) = contexts.ctx_mut() else {
        return Ok(());
    };
    let (seen, words) = &mut *live;
    if said.count() != *seen {
        *words = said.since(*seen).join(" ");
        *seen = said.count();
    }
    elements(ctx, preferences.language(), said.cursor(), words);
    Ok(())
}

/// The board's element (named by `cursor`, the square under the keyboard cursor) and the live
/// region (holding `last`, the newest announcement), in `language`.
pub fn elements(ctx: &egui::Context, language: Language, cursor: Option<&str>, last: &str) {
    egui::Area::new(egui::Id::new("screen-reader"))
        .order(egui::Order::Background)
        .interactable(false)
        .fixed_pos(egui::Pos2::ZERO)
        .show(ctx, |ui| {
            let unseen = |text: String| {
                egui::Label::new(
                    egui::RichText::new(text)
                        .size(1.0)
                        .color(egui::Color32::TRANSPARENT),
                )
                .selectable(false)
            };
            let board = language.text(Key::AccessBoard);
            let name = match cursor {
                Some(square) => language.say(
                    &Text::new(Key::Labelled)
                        .with("label", board)
                        .with("value", square),
                ),
                None => board.to_owned(),
            };
            ui.push_id(BOARD_ID, |ui| ui.add(unseen(name)));
            let live = ui
                .push_id(LIVE_ID, |ui| ui.add(unseen(last.to_owned())))
                .inner;
            ui.ctx().accesskit_node_builder(live.id, |node| {
                node.set_live(LIVE);
            });
        });
    // The window is named by the newest words (by the game's title before any): Orca speaks a
    // change of the active window's name.
    let window = if last.is_empty() {
        language.text(Key::AppTitle)
    } else {
        last
    };
    ctx.accesskit_node_builder(egui::accesskit_root_id(), |node| {
        node.set_label(window);
    });
}

#[cfg(test)]
mod tests {
    use super::*;
    use bevy_egui::egui::accesskit::{Node, NodeId, TreeUpdate};

    /// The tree egui gives a screen reader after one pass of [`elements`].
    fn tree(cursor: Option<&str>, last: &str) -> TreeUpdate {
        let ctx = egui::Context::default();
        ctx.enable_accesskit();
        let mut output = ctx.run_ui(egui::RawInput::default(), |ui| {
            elements(ui.ctx(), Language::English, cursor, last);
        });
        output.textures_delta.clear();
        output
            .platform_output
            .accesskit_update
            .take()
            .expect("an AccessKit tree")
    }

    fn labelled<'a>(tree: &'a TreeUpdate, text: &str) -> Option<&'a (NodeId, Node)> {
        tree.nodes
            .iter()
            .find(|(_, node)| node.label() == Some(text) || node.value() == Some(text))
    }

    #[test]
    fn the_board_is_named_by_the_cursor_and_the_live_region_speaks() {
        let tree = tree(Some("e4, white stone."), "Computer: a12-d9.");
        assert!(
            labelled(&tree, "Board: e4, white stone.").is_some(),
            "{:#?}",
            tree.nodes
        );
        let (_, live) = labelled(&tree, "Computer: a12-d9.").expect("the live region");
        assert_eq!(live.live().unwrap_or(Live::Off), LIVE);
        // The window carries the newest words too, and the game's name before any.
        let window = |tree: &TreeUpdate| {
            let root = egui::accesskit_root_id().accesskit_id();
            let (_, node) = tree
                .nodes
                .iter()
                .find(|(id, _)| *id == root)
                .expect("the root");
            node.label().map(str::to_owned)
        };
        assert_eq!(window(&tree).as_deref(), Some("Computer: a12-d9."));
        let before = self::tree(None, "");
        assert!(labelled(&before, "Board").is_some(), "{:#?}", before.nodes);
        assert_eq!(window(&before).as_deref(), Some("Epaminondas"));
    }
}
