//! The panels' fonts: egui's own default fonts, cut down to the characters the game shows
//! (`assets/fonts/subset.py`; licences beside them). egui's full set was 1.4 MB of the
//! browser's module; these are 0.22 MB. Given to a new egui context before its first pass
//! (`ui::install_fonts`; egui starts without fonts: bevy_egui's `default_fonts` is off).

use std::sync::Arc;

use bevy_egui::egui::{FontData, FontDefinitions, FontFamily, FontTweak};

/// The letters: Latin, Russian, punctuation and the symbols of the texts.
const UBUNTU_LIGHT: &[u8] = include_bytes!("../../../assets/fonts/Ubuntu-Light-subset.ttf");
/// The fixed-width letters of the move list, and the arrows.
const HACK: &[u8] = include_bytes!("../../../assets/fonts/Hack-subset.ttf");
/// ✔ 🔇 🔊.
const NOTO_EMOJI: &[u8] = include_bytes!("../../../assets/fonts/NotoEmoji-subset.ttf");
/// ☰.
const EMOJI_ICON: &[u8] = include_bytes!("../../../assets/fonts/emoji-icon-subset.ttf");
/// ◻ alone, which egui draws for a missing character. egui takes every character of the font
/// that has ◻ for missing when asked (`has_glyph`), so it is a font of its own, the last.
const REPLACEMENT: &[u8] = include_bytes!("../../../assets/fonts/replacement-subset.ttf");

/// The fonts and which family looks in which, in order (as egui's defaults, with the
/// fixed-width font also behind the proportional one for the arrows).
pub(super) fn definitions() -> FontDefinitions {
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
    add("ubuntu-light", UBUNTU_LIGHT, 1.0);
    add("hack", HACK, 1.0);
    add("noto-emoji", NOTO_EMOJI, 0.81);
    add("emoji-icon", EMOJI_ICON, 0.90);
    add("replacement", REPLACEMENT, 0.81);
    let family = |names: [&str; 5]| names.map(str::to_owned).to_vec();
    fonts.families.insert(
        FontFamily::Proportional,
        family([
            "ubuntu-light",
            "hack",
            "noto-emoji",
            "emoji-icon",
            "replacement",
        ]),
    );
    fonts.families.insert(
        FontFamily::Monospace,
        family([
            "hack",
            "ubuntu-light",
            "noto-emoji",
            "emoji-icon",
            "replacement",
        ]),
    );
    fonts
}
