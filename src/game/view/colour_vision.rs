//! The board's marks seen with red-green colour blindness: each pair of marks that can stand on
//! the board together stays apart in colour under simulated protanopia and deuteranopia, besides
//! differing in shape (quiet landing: a dot; capture landing: a cross over the stone; the
//! selection: a glow under it; the hint: hexagons and an arrow; the last move: filled squares;
//! the cursor: a square frame; the assist: a ring with sights, or a plain ring; a breakthrough:
//! a triangle; the review: two arrows).
//!
//! The simulation is Machado, Oliveira and Fernandes (2009), full severity, applied to linear
//! RGB; the distance is CIE 1976 ΔE in CIELAB (D65), where 2.3 is just noticeable and 20 is a
//! plainly different colour. `tools/colour-vision.py` applies the same matrices to a screenshot.

use super::assist::{CAPTURABLE_COLOUR, THREATENED_COLOUR};
use super::better_move::{BETTER_COLOUR, PLAYED_COLOUR};
use super::marks::{
    CAPTURE_COLOUR, CURSOR_COLOUR, DOT_COLOUR, HALO_COLOUR, HINT_COLOUR, LAST_TO_COLOUR,
};
use super::threat::WARNING_COLOUR;
use bevy::prelude::*;

/// Protanopia (no long-wavelength cones), linear RGB to linear RGB.
const PROTANOPIA: [[f32; 3]; 3] = [
    [0.152_286, 1.052_583, -0.204_868],
    [0.114_503, 0.786_281, 0.099_216],
    [-0.003_882, -0.048_116, 1.051_998],
];
/// Deuteranopia (no medium-wavelength cones), linear RGB to linear RGB.
const DEUTERANOPIA: [[f32; 3]; 3] = [
    [0.367_322, 0.860_646, -0.227_968],
    [0.280_085, 0.672_501, 0.047_413],
    [-0.011_820, 0.042_940, 0.968_881],
];
/// Normal colour vision.
const TRICHROMACY: [[f32; 3]; 3] = [[1.0, 0.0, 0.0], [0.0, 1.0, 0.0], [0.0, 0.0, 1.0]];

/// The least ΔE between two marks that can be seen together.
const LEAST_DIFFERENCE: f32 = 20.0;

/// `colour` as seen through `vision`, in CIELAB.
fn seen(colour: Color, vision: [[f32; 3]; 3]) -> Vec3 {
    let linear = colour.to_linear();
    let rgb = Vec3::new(linear.red, linear.green, linear.blue);
    let [r, g, b] = vision.map(|row| Vec3::from(row).dot(rgb).clamp(0.0, 1.0));
    let xyz = Vec3::new(
        (0.4124 * r + 0.3576 * g + 0.1805 * b) / 0.950_47,
        0.2126 * r + 0.7152 * g + 0.0722 * b,
        (0.0193 * r + 0.1192 * g + 0.9505 * b) / 1.088_83,
    );
    let f = |t: f32| {
        if t > 0.008_856 {
            t.cbrt()
        } else {
            7.787 * t + 16.0 / 116.0
        }
    };
    let (x, y, z) = (f(xyz.x), f(xyz.y), f(xyz.z));
    Vec3::new(116.0 * y - 16.0, 500.0 * (x - y), 200.0 * (y - z))
}

#[test]
fn marks_seen_together_stay_apart_with_red_green_colour_blindness() {
    let pairs = [
        (
            "quiet landing",
            DOT_COLOUR,
            "capture landing",
            CAPTURE_COLOUR,
        ),
        ("quiet landing", DOT_COLOUR, "hint", HINT_COLOUR),
        ("quiet landing", DOT_COLOUR, "cursor", CURSOR_COLOUR),
        ("capture landing", CAPTURE_COLOUR, "selection", HALO_COLOUR),
        (
            "capture landing",
            CAPTURE_COLOUR,
            "breakthrough",
            WARNING_COLOUR,
        ),
        (
            "capture landing",
            CAPTURE_COLOUR,
            "last move",
            LAST_TO_COLOUR,
        ),
        ("hint", HINT_COLOUR, "selection", HALO_COLOUR),
        ("hint", HINT_COLOUR, "cursor", CURSOR_COLOUR),
        (
            "threatened",
            THREATENED_COLOUR,
            "capturable",
            CAPTURABLE_COLOUR,
        ),
        (
            "threatened",
            THREATENED_COLOUR,
            "breakthrough",
            WARNING_COLOUR,
        ),
        ("better move", BETTER_COLOUR, "move played", PLAYED_COLOUR),
    ];
    let mut close = Vec::new();
    for (vision_name, vision) in [
        ("normal vision", TRICHROMACY),
        ("protanopia", PROTANOPIA),
        ("deuteranopia", DEUTERANOPIA),
    ] {
        for (a, colour_a, b, colour_b) in pairs {
            let difference = seen(colour_a, vision).distance(seen(colour_b, vision));
            if difference < LEAST_DIFFERENCE {
                close.push(format!(
                    "{a} and {b} with {vision_name}: ΔE {difference:.1}"
                ));
            }
        }
    }
    assert!(close.is_empty(), "too close:\n{}", close.join("\n"));
}

#[test]
fn the_simulations_confuse_red_and_green_as_they_should() {
    // A red and a green of equal lightness are far apart with normal vision and close with
    // either simulation: the matrices are the right way round.
    let red = Color::srgb(0.80, 0.35, 0.30);
    let green = Color::srgb(0.45, 0.55, 0.30);
    let apart = |vision| seen(red, vision).distance(seen(green, vision));
    assert!(apart(TRICHROMACY) > 30.0, "{}", apart(TRICHROMACY));
    assert!(apart(PROTANOPIA) < apart(TRICHROMACY) / 2.0);
    assert!(apart(DEUTERANOPIA) < apart(TRICHROMACY) / 2.0);
}
