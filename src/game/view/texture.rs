//! The board's texture, generated in code: a parquet of two woods (the grain
//! of neighbouring squares runs crosswise), thin joints between squares, an
//! inlay line round the playing area and a darker frame; or, for low vision, plain squares in
//! strong colours on a black frame ([`BoardPalette::HighContrast`]). Generated in code, with
//! its mipmaps, so nothing has to be found on disk.

use crate::game::board::coords::{BOARD_BORDER, BOARD_DEPTH, BOARD_WIDTH, SQUARE_SIZE};
use bevy::asset::RenderAssetUsages;
use bevy::image::{ImageAddressMode, ImageFilterMode, ImageSampler, ImageSamplerDescriptor};
use bevy::prelude::*;
use bevy::render::render_resource::{Extent3d, TextureDimension, TextureFormat};
use epaminondas_core::{FILES, RANKS};

/// Texels along each side of the (square) texture; a power of two for mipmaps.
pub const TEXTURE_SIZE: u32 = 1024;

/// The lighter wood of the squares.
const LIGHT_WOOD: Vec3 = Vec3::new(0.84, 0.70, 0.50);
/// The darker wood of the squares.
const DARK_WOOD: Vec3 = Vec3::new(0.66, 0.50, 0.33);
/// The frame around the playing area.
const FRAME_WOOD: Vec3 = Vec3::new(0.33, 0.21, 0.13);
/// The inlay line between the frame and the squares.
const INLAY: Vec3 = Vec3::new(0.90, 0.80, 0.60);
/// The high-contrast board's lighter squares: a plain blue-grey (relative luminance 0.26)
/// between the stones, so that white and black stones stand out from both kinds of square,
/// 2.5 : 1 and more (white on light wood is 1.6 : 1).
const PLAIN_LIGHT: Vec3 = Vec3::new(0.51, 0.55, 0.61);
/// The high-contrast board's darker squares (relative luminance 0.11), 2 : 1 darker than the
/// lighter ones.
const PLAIN_DARK: Vec3 = Vec3::new(0.32, 0.36, 0.44);
/// The high-contrast board's frame: nearly black, under the pale coordinates.
const PLAIN_FRAME: Vec3 = Vec3::new(0.05, 0.05, 0.06);
/// The high-contrast board's line round the squares: a strong yellow.
const PLAIN_INLAY: Vec3 = Vec3::new(0.95, 0.80, 0.20);
/// How much a joint between squares darkens the wood.
const JOINT_SHADE: f32 = 0.72;
/// Width of a joint, in squares.
const JOINT_WIDTH: f32 = 0.025;
/// Width of the inlay line and its gap from the squares, in squares.
const INLAY_WIDTH: f32 = 0.05;
const INLAY_GAP: f32 = 0.08;
/// Grain: ring frequency across the grain, waviness, and how strong it shows.
const GRAIN_FREQUENCY: f32 = 9.0;
const GRAIN_WAVINESS: f32 = 2.2;
const GRAIN_STRENGTH: f32 = 0.09;
/// Fine fibres along the grain.
const FIBRE_STRENGTH: f32 = 0.05;

/// The colours the board is drawn in.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum BoardPalette {
    /// Two woods in parquet, with grain, and a dark wooden frame.
    #[default]
    Wood,
    /// Plain squares in strong colours and a black frame, for low vision.
    HighContrast,
}

/// The colour (linear-ish, 0..1 sRGB values) of the board at a point of its
/// top face, given in world x and z.
pub fn board_colour(x: f32, z: f32, palette: BoardPalette) -> Vec3 {
    // Coordinates in squares from the playing area's corner at file a, rank 12.
    let sx = (x + BOARD_WIDTH / 2.0 - BOARD_BORDER) / SQUARE_SIZE;
    let sz = (z + BOARD_DEPTH / 2.0 - BOARD_BORDER) / SQUARE_SIZE;
    let inside = (0.0..f32::from(FILES)).contains(&sx) && (0.0..f32::from(RANKS)).contains(&sz);
    if !inside {
        return frame_colour(sx, sz, palette);
    }
    let (file, row) = (sx.floor(), sz.floor());
    let light = (file + row) as i32 % 2 == 0;
    let mut colour = match palette {
        BoardPalette::HighContrast if light => PLAIN_LIGHT,
        BoardPalette::HighContrast => PLAIN_DARK,
        BoardPalette::Wood => {
            let (base, along, across) = if light {
                (LIGHT_WOOD, sx, sz)
            } else {
                (DARK_WOOD, sz, sx)
            };
            // Each square is its own plank: offset the noise so neighbours differ.
            let seed = file * 17.0 + row * 31.0;
            base * wood_grain(along + seed, across + seed * 0.37)
        }
    };
    let (fx, fz) = (sx - file, sz - row);
    let joint = fx.min(1.0 - fx).min(fz).min(1.0 - fz);
    if joint < JOINT_WIDTH / 2.0 {
        colour *= JOINT_SHADE;
    }
    colour
}

fn frame_colour(sx: f32, sz: f32, palette: BoardPalette) -> Vec3 {
    let (w, h) = (f32::from(FILES), f32::from(RANKS));
    // Distance outside the playing area, in squares.
    let out = (-sx).max(sx - w).max(-sz).max(sz - h);
    let on_inlay = (INLAY_GAP..INLAY_GAP + INLAY_WIDTH).contains(&out);
    match palette {
        BoardPalette::HighContrast if on_inlay => return PLAIN_INLAY,
        BoardPalette::HighContrast => return PLAIN_FRAME,
        BoardPalette::Wood if on_inlay => return INLAY,
        BoardPalette::Wood => {}
    }
    // The frame's grain runs along its long sides.
    let on_side = sx < 0.0 || sx > w;
    let (along, across) = if on_side { (sz, sx) } else { (sx, sz) };
    FRAME_WOOD * wood_grain(along, across)
}

/// A brightness factor around 1 with growth rings and fibres.
fn wood_grain(along: f32, across: f32) -> f32 {
    let wobble = fbm(along * 0.35, across * 1.3) * GRAIN_WAVINESS;
    let rings = (((across + wobble * 0.3) * GRAIN_FREQUENCY).sin() * 0.5 + 0.5).powf(3.0);
    let fibres = value_noise(along * 2.0, across * 40.0) - 0.5;
    1.0 - GRAIN_STRENGTH * rings + FIBRE_STRENGTH * fibres
}

fn hash(x: i32, y: i32) -> f32 {
    let mut h = (x as u32).wrapping_mul(0x27d4_eb2d) ^ (y as u32).wrapping_mul(0x1656_67b1);
    h ^= h >> 15;
    h = h.wrapping_mul(0x85eb_ca6b);
    h ^= h >> 13;
    (h & 0xffff) as f32 / 65535.0
}

fn value_noise(x: f32, y: f32) -> f32 {
    let (x0, y0) = (x.floor(), y.floor());
    let (tx, ty) = (x - x0, y - y0);
    let (sx, sy) = (tx * tx * (3.0 - 2.0 * tx), ty * ty * (3.0 - 2.0 * ty));
    let (ix, iy) = (x0 as i32, y0 as i32);
    let top = hash(ix, iy) + (hash(ix + 1, iy) - hash(ix, iy)) * sx;
    let bottom = hash(ix, iy + 1) + (hash(ix + 1, iy + 1) - hash(ix, iy + 1)) * sx;
    top + (bottom - top) * sy
}

fn fbm(x: f32, y: f32) -> f32 {
    (0..3)
        .map(|octave| {
            let scale = (1 << octave) as f32;
            value_noise(x * scale, y * scale) / scale
        })
        .sum()
}

/// The texture for the board's top face (u along x, v along z) in `palette`, with mipmaps
/// and anisotropic filtering so the far side of the tilted view stays calm.
pub fn board_image(palette: BoardPalette) -> Image {
    let mut level: Vec<[f32; 3]> = (0..TEXTURE_SIZE * TEXTURE_SIZE)
        .map(|i| {
            let (u, v) = (i % TEXTURE_SIZE, i / TEXTURE_SIZE);
            let x = ((u as f32 + 0.5) / TEXTURE_SIZE as f32 - 0.5) * BOARD_WIDTH;
            let z = ((v as f32 + 0.5) / TEXTURE_SIZE as f32 - 0.5) * BOARD_DEPTH;
            board_colour(x, z, palette).to_array()
        })
        .collect();
    let bytes = |level: &[[f32; 3]]| -> Vec<u8> {
        level
            .iter()
            .flat_map(|&[r, g, b]| [to_byte(r), to_byte(g), to_byte(b), u8::MAX])
            .collect()
    };
    let mut image = Image::new(
        Extent3d {
            width: TEXTURE_SIZE,
            height: TEXTURE_SIZE,
            depth_or_array_layers: 1,
        },
        TextureDimension::D2,
        bytes(&level),
        TextureFormat::Rgba8UnormSrgb,
        RenderAssetUsages::RENDER_WORLD,
    );
    // The smaller levels follow the first in the same buffer.
    let mut mips = image.data.take().unwrap_or_default();
    let mut size = TEXTURE_SIZE;
    let mut mip_levels = 1;
    while size > 1 {
        level = halve(&level, size);
        size /= 2;
        mips.extend(bytes(&level));
        mip_levels += 1;
    }
    image.data = Some(mips);
    image.texture_descriptor.mip_level_count = mip_levels;
    image.sampler = ImageSampler::Descriptor(ImageSamplerDescriptor {
        address_mode_u: ImageAddressMode::ClampToEdge,
        address_mode_v: ImageAddressMode::ClampToEdge,
        mag_filter: ImageFilterMode::Linear,
        min_filter: ImageFilterMode::Linear,
        mipmap_filter: ImageFilterMode::Linear,
        anisotropy_clamp: ANISOTROPY,
        ..default()
    });
    image
}

/// Anisotropic filtering samples (1 to 16).
const ANISOTROPY: u16 = 8;

fn to_byte(value: f32) -> u8 {
    (value.clamp(0.0, 1.0) * f32::from(u8::MAX)).round() as u8
}

/// The next mip level: each texel the mean of a 2 × 2 block.
fn halve(level: &[[f32; 3]], size: u32) -> Vec<[f32; 3]> {
    let half = size / 2;
    let at = |x: u32, y: u32| level[(y * size + x) as usize];
    (0..half * half)
        .map(|i| {
            let (x, y) = (2 * (i % half), 2 * (i / half));
            let texels = [at(x, y), at(x + 1, y), at(x, y + 1), at(x + 1, y + 1)];
            let mut mean = [0.0; 3];
            for texel in texels {
                for (m, t) in mean.iter_mut().zip(texel) {
                    *m += t / 4.0;
                }
            }
            mean
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::board::coords::square_center;
    use epaminondas_core::Square;

    #[test]
    fn neighbouring_squares_differ_and_the_frame_is_darkest() {
        let a1 = square_center(Square::new(0, 0).unwrap());
        let b1 = square_center(Square::new(1, 0).unwrap());
        let brightness = |v: Vec3| v.x + v.y + v.z;
        for palette in [BoardPalette::Wood, BoardPalette::HighContrast] {
            let light = brightness(board_colour(a1.x, a1.z, palette));
            let dark = brightness(board_colour(b1.x, b1.z, palette));
            let frame = brightness(board_colour(-BOARD_WIDTH / 2.0 + 0.1, 0.0, palette));
            assert!((light - dark).abs() > 0.2, "{palette:?}: {light} {dark}");
            assert!(frame < light.min(dark), "{palette:?}");
        }
    }

    /// WCAG's relative luminance of an sRGB colour.
    fn luminance(colour: Vec3) -> f32 {
        let linear = |c: f32| {
            if c <= 0.04045 {
                c / 12.92
            } else {
                ((c + 0.055) / 1.055).powf(2.4)
            }
        };
        0.2126 * linear(colour.x) + 0.7152 * linear(colour.y) + 0.0722 * linear(colour.z)
    }

    /// WCAG's contrast ratio of two colours.
    fn contrast(a: Vec3, b: Vec3) -> f32 {
        let (a, b) = (luminance(a) + 0.05, luminance(b) + 0.05);
        a.max(b) / a.min(b)
    }

    #[test]
    fn the_high_contrast_squares_stand_apart_from_both_stones_and_each_other() {
        let white = Vec3::new(0.93, 0.90, 0.82);
        let black = Vec3::new(0.10, 0.11, 0.14);
        for (stone, square) in [
            (white, PLAIN_LIGHT),
            (white, PLAIN_DARK),
            (black, PLAIN_LIGHT),
            (black, PLAIN_DARK),
        ] {
            let plain = contrast(stone, square);
            assert!(plain >= 2.5, "{stone} on {square}: {plain}");
        }
        assert!(contrast(PLAIN_LIGHT, PLAIN_DARK) >= 1.9);
        // Both stones stand out more from the plain squares than white does from light wood.
        let wood = contrast(white, LIGHT_WOOD).min(contrast(black, DARK_WOOD));
        let plain = [PLAIN_LIGHT, PLAIN_DARK]
            .into_iter()
            .flat_map(|square| [contrast(white, square), contrast(black, square)])
            .fold(f32::INFINITY, f32::min);
        assert!(plain > wood, "plain {plain}, wood {wood}");
    }

    #[test]
    fn the_image_has_a_full_mip_chain() {
        let image = board_image(BoardPalette::Wood);
        let levels = TEXTURE_SIZE.ilog2() + 1;
        assert_eq!(image.texture_descriptor.mip_level_count, levels);
        let texels: u32 = (0..levels).map(|l| (TEXTURE_SIZE >> l).pow(2)).sum();
        assert_eq!(image.data.as_ref().map(Vec::len), Some(texels as usize * 4));
    }
}
