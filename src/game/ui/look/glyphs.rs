//! Every glyph the panels can show, in every language, put in egui's font atlas before the
//! first frame that needs it.
//!
//! egui rasterises a glyph the first time it is laid out: laid out in the middle of a game (the
//! first "12-b9", a capture line) it costs that frame its rasterising and grows the atlas the
//! GPU must be sent again. So each text size the panels use is laid out once with the whole
//! character set, at the start and again whenever egui starts a new atlas (a new scale, or a
//! full atlas). Glyphs are rasterised at one horizontal offset (egui's sub-pixel binning off),
//! so that one layout covers every place a glyph can stand. (The atlas reaches the GPU in the
//! frame that changed it: `ui::plugin` orders bevy_egui's hand-over before the asset events.)

use std::collections::BTreeSet;
use std::sync::OnceLock;

use bevy::prelude::*;
use bevy_egui::{EguiContexts, egui};

use crate::game::values::Language;
use crate::game::view::labels::{LABEL_CHARACTERS, label_sizes};

/// Characters the texts may show beyond those of the catalogues: every printable ASCII
/// character, the Russian alphabet, and the punctuation and symbols of built texts.
const EXTRA: &str = "«»—–…·×½№°←→↑↓✔☰🔊🔇";

/// The character set, built once: every character of every language's catalogue (each text,
/// every form of its plurals and sides), and the extra ones.
fn charset() -> &'static str {
    static SET: OnceLock<String> = OnceLock::new();
    SET.get_or_init(|| {
        let mut chars: BTreeSet<char> = (' '..='~').collect();
        chars.extend('А'..='я');
        chars.extend(['Ё', 'ё']);
        chars.extend(EXTRA.chars());
        for language in Language::ALL {
            chars.extend(language.characters());
        }
        chars.into_iter().filter(|c| !c.is_control()).collect()
    })
}

/// What the atlas held after the last warm-up: the scale and how full it was.
#[derive(Default)]
pub(crate) struct Warmed(Option<(f32, f32)>);

/// Lays the character set out in every text style when the atlas is new: at the start, after
/// a change of scale, and after egui cleared a full atlas (it is then emptier than after the
/// last warm-up).
pub(crate) fn warm_up(
    mut contexts: EguiContexts,
    mut warmed: bevy::prelude::Local<Warmed>,
) -> bevy::prelude::Result {
    let ctx = contexts.ctx_mut()?;
    let scale = ctx.pixels_per_point();
    let fill = ctx.fonts(|fonts| fonts.font_atlas_fill_ratio());
    if let Some((warm_scale, warm_fill)) = warmed.0
        && warm_scale == scale
        && fill >= warm_fill
    {
        return Ok(());
    }
    lay_out_charset(ctx);
    let fill = ctx.fonts(|fonts| fonts.font_atlas_fill_ratio());
    warmed.0 = Some((scale, fill));
    Ok(())
}

/// Lays the whole character set out once in each of egui's text styles, and the board's
/// coordinates at each of their sizes, which puts every glyph the panels and the board's frame
/// can show in the atlas.
fn lay_out_charset(ctx: &egui::Context) {
    let mut fonts: Vec<egui::FontId> = Vec::new();
    for font in ctx.global_style().text_styles.values() {
        if !fonts.contains(font) {
            fonts.push(font.clone());
        }
    }
    let text = charset();
    let labels = label_sizes(ctx.zoom_factor());
    ctx.fonts_mut(|view| {
        for font in fonts {
            let _ = view.layout_no_wrap(text.to_owned(), font, egui::Color32::WHITE);
        }
        // The board's coordinates, at every size they take.
        for size in labels {
            let font = egui::FontId::proportional(size);
            let _ = view.layout_no_wrap(LABEL_CHARACTERS.to_owned(), font, egui::Color32::WHITE);
        }
    });
}

/// Rasterises each glyph once, not at four horizontal offsets: text stays as sharp, and one
/// warm-up covers it wherever it stands.
pub(crate) fn single_offset_glyphs(style: &mut egui::Style) {
    style.visuals.text_options.subpixel_binning = false;
}

#[cfg(test)]
mod tests {
    use super::*;
    use epaminondas_core::{Position, Side};
    use epaminondas_play::i18n::Key;
    use epaminondas_play::learn::{Refusal, lessons, state_readout};

    /// Lays out, in every text style, the texts a move brings: the move list's lines, the
    /// capture lines and counts, and every text of the tables in every language.
    fn lay_out_game_texts(ctx: &egui::Context) {
        let mut texts = vec![
            "12. e2-e3 b12-b9".to_owned(),
            "40. n1-n4x h12-a5 1-0".to_owned(),
            "28 : 26".to_owned(),
        ];
        for language in Language::ALL {
            for &key in Key::ALL {
                texts.push(language.text(key).to_owned());
            }
            for lesson in lessons() {
                for text in [lesson.title(), lesson.intro(), lesson.task(), lesson.hint()] {
                    texts.push(language.say(text));
                }
            }
            for owner in [Side::White, Side::Black] {
                texts.push(language.say(&Refusal::OpponentStone { owner }.text()));
            }
            texts.push(language.say(&state_readout(&Position::start())));
        }
        let fonts: Vec<egui::FontId> = ctx.global_style().text_styles.values().cloned().collect();
        ctx.fonts_mut(|view| {
            for font in &fonts {
                for text in &texts {
                    let _ = view.layout_no_wrap(text.clone(), font.clone(), egui::Color32::WHITE);
                }
            }
        });
    }

    /// A text size for asking whether the fonts have a glyph (any size answers the same).
    const PROBE_SIZE: f32 = 15.0;

    /// A context with the game's fonts and glyph settings.
    fn game_context() -> egui::Context {
        let ctx = egui::Context::default();
        ctx.set_fonts(crate::game::ui::look::fonts::definitions());
        ctx.global_style_mut(single_offset_glyphs);
        ctx
    }

    /// Ends a pass; the atlas's changes have nowhere to go in a test.
    fn end_pass(ctx: &egui::Context) {
        ctx.end_pass().textures_delta.clear();
    }

    fn atlas_fill(ctx: &egui::Context) -> f32 {
        ctx.fonts(|fonts| fonts.font_atlas_fill_ratio())
    }

    /// In a frame after the warm-up, no text of the game adds a glyph to the atlas (a glyph
    /// added then would reach the screen a frame late: the dropped letters after a move).
    #[test]
    fn after_the_warm_up_the_game_texts_need_no_new_glyph() {
        let ctx = game_context();
        ctx.begin_pass(egui::RawInput::default());
        lay_out_charset(&ctx);
        end_pass(&ctx);
        ctx.begin_pass(egui::RawInput::default());
        let warmed = atlas_fill(&ctx);
        lay_out_game_texts(&ctx);
        assert_eq!(
            atlas_fill(&ctx),
            warmed,
            "a text of the game needed a new glyph"
        );
        end_pass(&ctx);
    }

    /// Without the warm-up the same texts do add glyphs (so the test above can fail).
    #[test]
    fn without_the_warm_up_the_game_texts_add_glyphs() {
        let ctx = game_context();
        ctx.begin_pass(egui::RawInput::default());
        let cold = atlas_fill(&ctx);
        lay_out_game_texts(&ctx);
        assert!(atlas_fill(&ctx) > cold);
        end_pass(&ctx);
    }

    /// Every character a text can show has a glyph in the game's fonts, in both families (the
    /// fonts are cut down to a character set: a new text with a character outside it fails
    /// here, not on the player's screen).
    #[test]
    fn the_game_fonts_have_every_character_of_the_texts() {
        let ctx = game_context();
        ctx.begin_pass(egui::RawInput::default());
        for family in [
            egui::FontFamily::Proportional,
            egui::FontFamily::Monospace,
            crate::game::ui::look::theme::heading_family(),
        ] {
            let font = egui::FontId::new(PROBE_SIZE, family);
            let missing: String = ctx.fonts_mut(|view| {
                charset()
                    .chars()
                    .filter(|&c| c != ' ' && !view.has_glyph(&font, c))
                    .collect()
            });
            assert_eq!(missing, "", "characters without a glyph in {font:?}");
        }
        let lacking = ctx
            .fonts_mut(|view| view.has_glyph(&egui::FontId::proportional(PROBE_SIZE), '\u{1F600}'));
        assert!(!lacking, "the fonts are not cut down (😀 has a glyph)");
        end_pass(&ctx);
    }
}
