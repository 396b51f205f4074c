//! Small diagrams for the rules, drawn with egui's painter in the board's own colours: a
//! phalanx, only the front part moving, and the count of an enemy line.

use bevy_egui::egui;

use super::theme;

/// The side of a square, in logical pixels.
const SQUARE: f32 = 22.0;
/// The frame's width, in logical pixels.
const FRAME: f32 = 4.0;

/// A diagram of the rules.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Picture {
    /// Two phalanxes of three (a rank, a diagonal) and a lone stone.
    Phalanx,
    /// The front two of a line of four move two squares; the two behind stay.
    FrontPart,
    /// A line of three captures an enemy line of two.
    Count,
}

/// A stone on the diagram: file and rank from the lower left, and whether it is White's.
type Stone = (u8, u8, bool);

/// What a picture shows: its size in squares, its stones, faint stones where stones stood
/// before the move, the move's arrow (from, to) and the rings on captured stones.
struct Scene {
    files: u8,
    ranks: u8,
    stones: &'static [Stone],
    before: &'static [(u8, u8)],
    arrow: Option<((u8, u8), (u8, u8))>,
    rings: &'static [(u8, u8)],
}

impl Picture {
    fn scene(self) -> Scene {
        match self {
            Picture::Phalanx => Scene {
                files: 7,
                ranks: 4,
                stones: &[
                    (0, 0, true),
                    (1, 0, true),
                    (2, 0, true),
                    (4, 1, true),
                    (5, 2, true),
                    (6, 3, true),
                    (1, 3, true),
                ],
                before: &[],
                arrow: None,
                rings: &[],
            },
            Picture::FrontPart => Scene {
                files: 3,
                ranks: 7,
                stones: &[(1, 0, true), (1, 1, true), (1, 4, true), (1, 5, true)],
                before: &[(1, 2), (1, 3)],
                arrow: Some(((1, 3), (1, 5))),
                rings: &[],
            },
            Picture::Count => Scene {
                files: 3,
                ranks: 7,
                stones: &[
                    (1, 0, true),
                    (1, 1, true),
                    (1, 2, true),
                    (1, 4, false),
                    (1, 5, false),
                ],
                before: &[],
                arrow: Some(((1, 2), (1, 4))),
                rings: &[(1, 4), (1, 5)],
            },
        }
    }
}

/// Draws `picture` with its caption beside it (below it on a narrow window).
pub(crate) fn show(ui: &mut egui::Ui, picture: Picture, caption: &str) {
    let scene = picture.scene();
    let size = egui::vec2(
        f32::from(scene.files) * SQUARE + 2.0 * FRAME,
        f32::from(scene.ranks) * SQUARE + 2.0 * FRAME,
    );
    ui.add_space(4.0);
    ui.horizontal(|ui| {
        let (rect, _) = ui.allocate_exact_size(size, egui::Sense::hover());
        paint(ui.painter(), rect, &scene);
        ui.add(egui::Label::new(egui::RichText::new(caption).small()).wrap());
    });
    ui.add_space(4.0);
}

/// Paints the board, the stones, the arrow and the rings of `scene` into `rect`.
fn paint(painter: &egui::Painter, rect: egui::Rect, scene: &Scene) {
    painter.rect_filled(rect, 3.0, theme::PICTURE_FRAME_WOOD);
    let origin = egui::pos2(rect.left() + FRAME, rect.bottom() - FRAME);
    let centre = |(file, rank): (u8, u8)| {
        origin
            + egui::vec2(
                (f32::from(file) + 0.5) * SQUARE,
                -(f32::from(rank) + 0.5) * SQUARE,
            )
    };
    for file in 0..scene.files {
        for rank in 0..scene.ranks {
            let colour = if (file + rank) % 2 == 0 {
                theme::PICTURE_DARK_WOOD
            } else {
                theme::PICTURE_LIGHT_WOOD
            };
            let square =
                egui::Rect::from_center_size(centre((file, rank)), egui::Vec2::splat(SQUARE));
            painter.rect_filled(square, 0.0, colour);
        }
    }
    let radius = SQUARE * 0.38;
    for &square in scene.before {
        painter.circle_stroke(
            centre(square),
            radius,
            egui::Stroke::new(1.5, theme::PICTURE_WHITE_STONE.gamma_multiply(0.6)),
        );
    }
    for &(file, rank, white) in scene.stones {
        let (fill, edge) = if white {
            (
                theme::PICTURE_WHITE_STONE,
                theme::PICTURE_BLACK_STONE.gamma_multiply(0.5),
            )
        } else {
            (
                theme::PICTURE_BLACK_STONE,
                theme::PICTURE_WHITE_STONE.gamma_multiply(0.4),
            )
        };
        painter.circle(
            centre((file, rank)),
            radius,
            fill,
            egui::Stroke::new(1.0, edge),
        );
    }
    if let Some((from, to)) = scene.arrow {
        let (from, to) = (centre(from), centre(to));
        let direction = (to - from).normalized();
        let start = from + direction * radius;
        let end = to - direction * radius;
        painter.arrow(
            start,
            end - start,
            egui::Stroke::new(2.5, theme::PICTURE_ARROW),
        );
    }
    for &square in scene.rings {
        painter.circle_stroke(
            centre(square),
            radius + 2.0,
            egui::Stroke::new(2.0, theme::PICTURE_ARROW),
        );
    }
}
