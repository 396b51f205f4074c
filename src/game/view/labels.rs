//! The coordinates a–n and 1–12 on the board's frame, drawn as egui text at
//! the projected points so they stay sharp and upright in both views.

use super::camera::BoardCamera;
use crate::game::board::coords::{BOARD_BORDER, BOARD_DEPTH, file_x, rank_z};
use crate::rules::{FILES, RANKS};
use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};

/// The labels' colour: the frame's inlay, a little transparent.
const LABEL_COLOUR: egui::Color32 = egui::Color32::from_rgba_premultiplied(226, 206, 160, 235);
/// Label height as a fraction of the projected frame width.
const LABEL_SCALE: f32 = 0.55;
/// How far the rank numbers' centres are from the squares' edge (the frame is `BOARD_BORDER`).
const RANK_LABEL_OFFSET: f32 = 0.32;
/// Bounds of the label size, in points.
const LABEL_MIN_POINTS: f32 = 7.0;
const LABEL_MAX_POINTS: f32 = 30.0;

/// Registers the labels.
pub(super) fn plugin(app: &mut App) {
    app.add_systems(EguiPrimaryContextPass, draw_coordinates);
}

/// Every label: its text and the world point of its centre (on the frame).
fn labels() -> Vec<(String, Vec3)> {
    // The numbers sit a little nearer the squares than the frame's middle, so that a phone
    // held upright, which cuts the frame's outer strip (the camera's `UPRIGHT_FRAME`), shows
    // them whole.
    let mid_x = FILES as f32 / 2.0 + RANK_LABEL_OFFSET;
    let mid_z = BOARD_DEPTH / 2.0 - BOARD_BORDER / 2.0;
    let mut labels = Vec::new();
    for file in 0..FILES {
        let name = char::from(b'a' + file).to_string();
        let x = file_x(f32::from(file));
        labels.push((name.clone(), Vec3::new(x, 0.0, mid_z)));
        labels.push((name, Vec3::new(x, 0.0, -mid_z)));
    }
    for rank in 0..RANKS {
        let name = (rank + 1).to_string();
        let z = rank_z(f32::from(rank));
        labels.push((name.clone(), Vec3::new(-mid_x, 0.0, z)));
        labels.push((name, Vec3::new(mid_x, 0.0, z)));
    }
    labels
}

fn draw_coordinates(
    mut contexts: EguiContexts,
    cameras: Query<(&Camera, &GlobalTransform), With<BoardCamera>>,
) -> Result {
    let ctx = contexts.ctx_mut()?;
    let Ok((camera, transform)) = cameras.single() else {
        return Ok(());
    };
    let painter = ctx.layer_painter(egui::LayerId::background());
    for (text, point) in labels() {
        let across = Vec3::X * BOARD_BORDER;
        let (Ok(centre), Ok(side)) = (
            camera.world_to_viewport(transform, point),
            camera.world_to_viewport(transform, point + across),
        ) else {
            continue;
        };
        // Whole points: each size is a set of glyphs in egui's atlas, so a size that followed
        // the camera smoothly would fill the atlas during a view change (and egui clearing a
        // full atlas drops letters from the panels for a frame).
        let size = (centre.distance(side) * LABEL_SCALE)
            .clamp(LABEL_MIN_POINTS, LABEL_MAX_POINTS)
            .round();
        painter.text(
            egui::pos2(centre.x, centre.y),
            egui::Align2::CENTER_CENTER,
            text,
            egui::FontId::proportional(size),
            LABEL_COLOUR,
        );
    }
    Ok(())
}
