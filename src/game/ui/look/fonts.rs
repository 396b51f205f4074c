//! The panels' fonts: Inter in two weights (the text face, and the heading face
//! [`HEADING_FAMILY`]) with tabular figures, and egui's own default fonts for the fixed-width
//! records and the symbols, cut down to the characters the game shows (`assets/fonts/subset.py`;
//! licences beside them; 0.22 MB of the browser's module). Given to a new egui context before
//! its first pass (`ui::install_fonts`; egui starts without fonts: bevy_egui's `default_fonts`
//! is off).

use std::sync::Arc;

use bevy_egui::egui::{FontData, FontDefinitions, FontFamily, FontTweak};

/// The text face: Latin, Russian, punctuation and the symbols of the texts.
const INTER: &[u8] = include_bytes!("../../../../assets/fonts/Inter-Regular-subset.otf");
/// The heading face: the same characters, semi-bold.
const INTER_SEMIBOLD: &[u8] = include_bytes!("../../../../assets/fonts/Inter-SemiBold-subset.otf");
/// The family of headings (egui's heading text style and titles).
pub(crate) const HEADING_FAMILY: &str = "heading";
/// The fixed-width letters of the records, and the arrows.
const HACK: &[u8] = include_bytes!("../../../../assets/fonts/Hack-subset.ttf");
/// ✔ 🔇 🔊.
const NOTO_EMOJI: &[u8] = include_bytes!("../../../../assets/fonts/NotoEmoji-subset.ttf");
/// ☰.
const EMOJI_ICON: &[u8] = include_bytes!("../../../../assets/fonts/emoji-icon-subset.ttf");
/// ◻ alone, which egui draws for a missing character. egui takes every character of the font
/// that has ◻ for missing when asked (`has_glyph`), so it is a font of its own, the last.
const REPLACEMENT: &[u8] = include_bytes!("../../../../assets/fonts/replacement-subset.ttf");

/// The fonts and which family looks in which, in order (as egui's defaults, with the
/// fixed-width font also behind the proportional one for the arrows).
pub(crate) fn definitions() -> FontDefinitions {
    let mut fonts = FontDefinitions::empty();
    let mut add = |name: &str, bytes: &'static [u8], scale: f32| {
        let tweak = FontTweak {
            scale,
            ..Default::default()
        };
        let data = FontData::from_static(bytes).tweak(tweak);
        fonts.font_data.insert(name.to_owned(), Arc::new(data));
    };
    // The emoji fonts' scales are egui's own tweaks for them.
    add("inter", INTER, 1.0);
    add("inter-semibold", INTER_SEMIBOLD, 1.0);
    add("hack", HACK, 1.0);
    add("noto-emoji", NOTO_EMOJI, 0.81);
    add("emoji-icon", EMOJI_ICON, 0.90);
    add("replacement", REPLACEMENT, 0.81);
    let family = |names: [&str; 5]| names.map(str::to_owned).to_vec();
    fonts.families.insert(
        FontFamily::Name(HEADING_FAMILY.into()),
        family([
            "inter-semibold",
            "hack",
            "noto-emoji",
            "emoji-icon",
            "replacement",
        ]),
    );
    fonts.families.insert(
        FontFamily::Proportional,
        family(["inter", "hack", "noto-emoji", "emoji-icon", "replacement"]),
    );
    fonts.families.insert(
        FontFamily::Monospace,
        family(["hack", "inter", "noto-emoji", "emoji-icon", "replacement"]),
    );
    fonts
}
