//! The coordinates a–n and 1–12 on the board's frame, drawn as egui text at
//! the projected points so they stay sharp and upright in both views. A phone's framing
//! leaves out one set (see [`Framing::labelled_edges`]).

use super::camera::BoardCamera;
use super::framing::{Framing, LabelledEdges};
use crate::game::board::coords::{BOARD_BORDER, BOARD_DEPTH, file_x, rank_z};
use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};
use epaminondas_core::{FILES, RANKS};

/// The labels' colour: the frame's inlay, a little transparent.
const LABEL_COLOUR: egui::Color32 = egui::Color32::from_rgba_premultiplied(226, 206, 160, 235);
/// Label height as a fraction of the projected frame width.
const LABEL_SCALE: f32 = 0.55;
/// The gap between the squares' edge and the rank numbers' inner side, clear of the frame's
/// inlay line (the frame is `BOARD_BORDER` wide): the numbers grow outwards from there, so
/// that however wide a number is drawn it never covers a square or the inlay, and a phone held
/// upright, which cuts the frame's outer strip (keeping [`LABEL_ROOM`](super::framing::LABEL_ROOM)
/// of it), still shows it whole.
const RANK_LABEL_GAP: f32 = 0.16;
/// Label sizes are whole multiples of this many points.
const LABEL_SIZE_STEP: f32 = 2.0;
/// Bounds of the label size, in the window's logical pixels: never smaller than a legible
/// 12 (a small window's frame is about 20 pixels wide), never larger than 30.
const LABEL_MIN_PIXELS: f32 = 12.0;
const LABEL_MAX_PIXELS: f32 = 30.0;

/// Registers the labels.
pub(super) fn plugin(app: &mut App) {
    app.add_systems(EguiPrimaryContextPass, draw_coordinates);
}

/// One coordinate on the frame.
struct Label {
    text: String,
    /// The world point it stands at.
    point: Vec3,
    /// For a rank number, the direction away from the squares: the number's inner side
    /// touches `point` and the number grows that way. A file letter is centred on `point`.
    outward: Option<Vec3>,
}

/// Every label on the `edges` the framing keeps, for a viewer on the side `near` (+1: White's
/// seat, at +z; -1: Black's): the file letters in the middle of the frame below the squares
/// and above them, the rank numbers just beside the squares at the viewer's left and right.
fn labels(edges: LabelledEdges, near: f32) -> Vec<Label> {
    let edge_x = FILES as f32 / 2.0 + RANK_LABEL_GAP;
    let mid_z = BOARD_DEPTH / 2.0 - BOARD_BORDER / 2.0;
    // The viewer's left is -x from White's seat, +x from Black's.
    let left = -near;
    let file_sides = sides(edges.far_files);
    let rank_sides = sides(edges.right_ranks);
    let mut labels = Vec::new();
    for file in 0..FILES {
        let text = char::from(b'a' + file).to_string();
        let x = file_x(f32::from(file));
        for towards in file_sides {
            labels.push(Label {
                text: text.clone(),
                point: Vec3::new(x, 0.0, towards * near * mid_z),
                outward: None,
            });
        }
    }
    for rank in 0..RANKS {
        let text = (rank + 1).to_string();
        let z = rank_z(f32::from(rank));
        for towards in rank_sides {
            let side = towards * left;
            labels.push(Label {
                text: text.clone(),
                point: Vec3::new(side * edge_x, 0.0, z),
                outward: Some(Vec3::X * side),
            });
        }
    }
    labels
}

/// The sides a set of labels stands on: the first (+1) alone, or the opposite one (-1) too.
fn sides(both: bool) -> &'static [f32] {
    if both { &[1.0, -1.0] } else { &[1.0] }
}

/// The characters the labels are written with.
pub const LABEL_CHARACTERS: &str = "abcdefghijklmn0123456789";

/// The size, in egui's points, of a label that would be `pixels` tall in the window's logical
/// pixels, at egui's `zoom` (the UI scale).
///
/// Even whole points: each size is a set of glyphs in egui's atlas, so a size that followed the
/// camera smoothly would fill the atlas during a view change (and egui clearing a full atlas
/// drops letters from the panels for a frame); with a size for every rank of the tilted view,
/// the far ranks' numbers lost digits. Rounded up, so never under the least size.
fn label_size(pixels: f32, zoom: f32) -> f32 {
    (pixels.clamp(LABEL_MIN_PIXELS, LABEL_MAX_PIXELS) / zoom / LABEL_SIZE_STEP).ceil()
        * LABEL_SIZE_STEP
}

/// Every size a label can take at egui's `zoom`, in points, smallest first: the glyph warm-up
/// lays the labels' characters out at each, so that a new layout (a resize, the other view)
/// never draws numbers whose glyphs have not reached the GPU yet (for a moment after a layout
/// change the rank numbers were half drawn, "1" for 10).
pub fn label_sizes(zoom: f32) -> Vec<f32> {
    let zoom = zoom.max(f32::EPSILON);
    let mut sizes: Vec<f32> = Vec::new();
    let mut pixels = LABEL_MIN_PIXELS;
    while pixels <= LABEL_MAX_PIXELS {
        let size = label_size(pixels, zoom);
        if sizes.last() != Some(&size) {
            sizes.push(size);
        }
        pixels += 0.5;
    }
    sizes
}

fn draw_coordinates(
    mut contexts: EguiContexts,
    framing: Res<Framing>,
    cameras: Query<(&Camera, &GlobalTransform), With<BoardCamera>>,
) -> Result {
    let ctx = contexts.ctx_mut()?;
    let Ok((camera, transform)) = cameras.single() else {
        return Ok(());
    };
    let painter = ctx.layer_painter(egui::LayerId::background());
    let zoom = ctx.zoom_factor().max(f32::EPSILON);
    // The camera's right points along +x from White's seat, along -x from Black's.
    let near = if transform.right().x >= 0.0 {
        1.0
    } else {
        -1.0
    };
    for label in labels(framing.labelled_edges(), near) {
        let across = Vec3::X * BOARD_BORDER;
        let (Ok(centre), Ok(side)) = (
            camera.world_to_viewport(transform, label.point),
            camera.world_to_viewport(transform, label.point + across),
        ) else {
            continue;
        };
        let size = label_size(centre.distance(side) * LABEL_SCALE, zoom);
        let align = match label.outward {
            None => egui::Align2::CENTER_CENTER,
            Some(outward) => match camera.world_to_viewport(transform, label.point + outward) {
                Ok(away) if away.x < centre.x => egui::Align2::RIGHT_CENTER,
                _ => egui::Align2::LEFT_CENTER,
            },
        };
        painter.text(
            egui::pos2(centre.x / zoom, centre.y / zoom),
            align,
            label.text,
            egui::FontId::proportional(size),
            LABEL_COLOUR,
        );
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_phones_framing_keeps_the_labels_on_the_viewers_left_and_near_side() {
        let all = LabelledEdges {
            right_ranks: true,
            far_files: true,
        };
        assert_eq!(labels(all, 1.0).len(), 2 * (FILES + RANKS) as usize);
        let upright = Framing::Upright.labelled_edges();
        for near in [1.0, -1.0] {
            let ranks: Vec<Label> = labels(upright, near)
                .into_iter()
                .filter(|label| label.outward.is_some())
                .collect();
            assert_eq!(ranks.len(), RANKS as usize);
            // On the viewer's left: -x from White's seat, +x from Black's.
            assert!(ranks.iter().all(|label| label.point.x * near < 0.0));
        }
        let short = Framing::Short.labelled_edges();
        for near in [1.0, -1.0] {
            let files: Vec<Label> = labels(short, near)
                .into_iter()
                .filter(|label| label.outward.is_none())
                .collect();
            assert_eq!(files.len(), FILES as usize);
            assert!(files.iter().all(|label| label.point.z * near > 0.0));
        }
    }

    #[test]
    fn every_size_a_label_takes_is_warmed_up() {
        for zoom in [0.75, 1.0, 1.25, 1.5, 2.0] {
            let sizes = label_sizes(zoom);
            // A handful of glyph sets: 13 at 75 %, fewer at larger scales.
            assert!(sizes.len() <= 13, "{zoom}: {sizes:?}");
            for tenth in 0..400 {
                let pixels = tenth as f32 / 10.0;
                let size = label_size(pixels, zoom);
                assert!(sizes.contains(&size), "{pixels} px at {zoom}: {size}");
            }
        }
    }
}
