//! How the board is framed in its viewport: what of it must stay in view, where the captured
//! stones lie and which edges carry the coordinates. A roomy viewport shows all of it; on a
//! phone, held either way, the frame's outer strips and a set of coordinates give way to the
//! squares.

use super::stone_mesh::STONE_HEIGHT;
use crate::game::board::coords::{BOARD_DEPTH, BOARD_WIDTH, SQUARE_SIZE};
use bevy::prelude::*;
use epaminondas_core::{FILES, RANKS};

/// How far past the board's edges the rows of captured stones reach (before and behind it, or
/// left and right of it: [`TrayPlace`]).
pub const TRAY_DEPTH: f32 = 0.85;
/// Empty space kept round the whole board, as a fraction of the viewport.
const MARGIN: f32 = 0.03;
/// The frame kept beside the squares on the side that carries coordinates (world units): room
/// for the rank numbers or the file letters at the least size `labels` draws them.
pub const LABEL_ROOM: f32 = 0.66;
/// The frame kept beside the squares on a side without coordinates: the inlay line and a
/// sliver of wood past it, so that the board still reads as framed.
const BARE_EDGE: f32 = 0.2;
/// A viewport less than this much wider than tall is framed as an upright one (the squares
/// span its width): the board's width limits it there too, as in the 560 × 550 an 800 × 600
/// window leaves beside its panel, where the whole frame and the margins left squares of 30
/// pixels.
const NEARLY_SQUARE: f32 = 1.1;
/// A wider viewport less tall than this (logical pixels) is a phone's held sideways, or a
/// window as short: the squares span its height.
const SHORT_VIEWPORT: f32 = 480.0;

/// How the board is framed in its viewport.
#[derive(Resource, Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Framing {
    /// A roomy viewport: the whole board, its frame and the captured stones before and behind
    /// it in view, the coordinates on all four edges, a margin all round.
    #[default]
    Whole,
    /// Taller than wide or nearly square (a phone held upright): the squares span the width,
    /// with the rank numbers on the viewer's left only; the frame's outer strips at the sides
    /// fall outside, and no margin is kept above and below (where the height limits the board,
    /// as beside a small phone's panel when it is turned sideways, the rows of captured stones
    /// reach the viewport's edges).
    Upright,
    /// Wide and short (a phone held sideways): the squares span the height, with the captured
    /// stones beside the board and the file letters on the viewer's near edge only; the
    /// frame's strips above and below fall outside.
    Short,
}

/// Where the captured stones lie.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum TrayPlace {
    /// Before and behind the board, each side's catch in front of the player who took it.
    Ends,
    /// Left and right of the board, each side's catch at the right hand of the player who
    /// took it.
    Sides,
}

/// Which of the board's edges carry coordinates, as the viewer sees them.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct LabelledEdges {
    /// The rank numbers on the viewer's right as well as the left.
    pub right_ranks: bool,
    /// The file letters on the far edge as well as the near one.
    pub far_files: bool,
}

/// What must stay in view across the viewport and up and down it, and the margins kept.
pub struct Kept {
    /// The corners that must fit across, in the viewer's frame (see [`viewer_box`]).
    pub across: [Vec3; 8],
    /// The corners that must fit up and down.
    pub up_down: [Vec3; 8],
    /// The margin at the left and right, as a fraction of the viewport.
    pub side_margin: f32,
    /// The margin at the top and bottom.
    pub end_margin: f32,
}

impl Framing {
    /// The framing for a viewport of `size` logical pixels.
    pub fn for_viewport(size: Vec2) -> Framing {
        let aspect = size.x / size.y.max(1.0);
        if aspect < NEARLY_SQUARE {
            Framing::Upright
        } else if size.y < SHORT_VIEWPORT {
            Framing::Short
        } else {
            Framing::Whole
        }
    }

    /// Where the captured stones lie.
    pub fn trays(self) -> TrayPlace {
        match self {
            Framing::Whole | Framing::Upright => TrayPlace::Ends,
            Framing::Short => TrayPlace::Sides,
        }
    }

    /// Which edges carry coordinates.
    pub fn labelled_edges(self) -> LabelledEdges {
        LabelledEdges {
            right_ranks: self != Framing::Upright,
            far_files: self != Framing::Short,
        }
    }

    /// What must stay in view.
    pub fn kept(self) -> Kept {
        let half_files = FILES as f32 * SQUARE_SIZE / 2.0;
        let half_ranks = RANKS as f32 * SQUARE_SIZE / 2.0;
        let whole = viewer_box(
            BOARD_WIDTH / 2.0,
            BOARD_WIDTH / 2.0,
            BOARD_DEPTH / 2.0 + TRAY_DEPTH,
            BOARD_DEPTH / 2.0 + TRAY_DEPTH,
        );
        match self {
            Framing::Whole => Kept {
                across: whole,
                up_down: whole,
                side_margin: MARGIN,
                end_margin: MARGIN,
            },
            Framing::Upright => Kept {
                across: viewer_box(
                    half_files + LABEL_ROOM,
                    half_files + BARE_EDGE,
                    half_ranks,
                    half_ranks,
                ),
                up_down: whole,
                side_margin: 0.0,
                end_margin: 0.0,
            },
            Framing::Short => {
                let beside = BOARD_WIDTH / 2.0 + TRAY_DEPTH;
                let kept = viewer_box(
                    beside,
                    beside,
                    half_ranks + BARE_EDGE,
                    half_ranks + LABEL_ROOM,
                );
                Kept {
                    across: kept,
                    up_down: kept,
                    side_margin: 0.0,
                    end_margin: 0.0,
                }
            }
        }
    }

    /// The height an upright viewport needs per unit of its width for the board seen from
    /// above to span the width: what is kept up and down against what is kept across, with
    /// the margins and a little for the perspective of the stones' tops.
    pub fn upright_height_per_width() -> f32 {
        let kept = Framing::Upright.kept();
        let extent = |corners: &[Vec3; 8], axis: fn(Vec3) -> f32| {
            let values = corners.map(axis);
            values.iter().copied().fold(f32::NEG_INFINITY, f32::max)
                - values.iter().copied().fold(f32::INFINITY, f32::min)
        };
        let across = extent(&kept.across, |p| p.x) / (1.0 - 2.0 * kept.side_margin);
        let up_down = extent(&kept.up_down, |p| p.z) / (1.0 - 2.0 * kept.end_margin);
        up_down / across * PERSPECTIVE_ALLOWANCE
    }
}

/// How much taller than flat the board seen from above needs to be for its nearer parts (the
/// stones' tops) drawn larger.
const PERSPECTIVE_ALLOWANCE: f32 = 1.02;

/// The corners of a box on the board in the viewer's frame: `left` and `right` of the board's
/// centre across (the viewer's right is +x), `far` and `near` of it along (the viewer's near
/// side is +z), from the board's top up to a stone's height. Turned by the camera's yaw about
/// the vertical it is in the world's frame (at no turn, White's seat: the same).
pub fn viewer_box(left: f32, right: f32, far: f32, near: f32) -> [Vec3; 8] {
    let mut corners = [Vec3::ZERO; 8];
    for (i, corner) in corners.iter_mut().enumerate() {
        *corner = Vec3::new(
            if i & 1 == 0 { -left } else { right },
            if i & 2 == 0 { 0.0 } else { STONE_HEIGHT },
            if i & 4 == 0 { -far } else { near },
        );
    }
    corners
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_phone_either_way_gives_the_squares_the_room() {
        // The viewports a 390 × 844 phone leaves the board: upright under its bar, sideways
        // between its rail and its panel.
        assert_eq!(
            Framing::for_viewport(Vec2::new(390.0, 438.0)),
            Framing::Upright
        );
        assert_eq!(
            Framing::for_viewport(Vec2::new(525.0, 390.0)),
            Framing::Short
        );
        // A desktop window's board, and the nearly square room of an 800 × 600 one.
        assert_eq!(
            Framing::for_viewport(Vec2::new(980.0, 730.0)),
            Framing::Whole
        );
        assert_eq!(
            Framing::for_viewport(Vec2::new(560.0, 550.0)),
            Framing::Upright
        );
    }

    #[test]
    fn each_framing_keeps_its_coordinates_in_view() {
        for framing in [Framing::Whole, Framing::Upright, Framing::Short] {
            let edges = framing.labelled_edges();
            let kept = framing.kept();
            let most = |axis: fn(Vec3) -> f32, sign: f32| {
                kept.across
                    .iter()
                    .chain(&kept.up_down)
                    .map(|p| axis(*p) * sign)
                    .fold(f32::NEG_INFINITY, f32::max)
            };
            let half_files = FILES as f32 / 2.0;
            let half_ranks = RANKS as f32 / 2.0;
            // The labelled sides keep the room for their labels.
            assert!(
                most(|p| p.x, -1.0) >= half_files + LABEL_ROOM,
                "{framing:?}"
            );
            assert!(most(|p| p.z, 1.0) >= half_ranks + LABEL_ROOM, "{framing:?}");
            if edges.right_ranks {
                assert!(most(|p| p.x, 1.0) >= half_files + LABEL_ROOM, "{framing:?}");
            }
            if edges.far_files {
                assert!(
                    most(|p| p.z, -1.0) >= half_ranks + LABEL_ROOM,
                    "{framing:?}"
                );
            }
        }
    }

    #[test]
    fn an_upright_board_spanning_the_width_fits_the_height_it_is_given() {
        let ratio = Framing::upright_height_per_width();
        // More than the squares' 12 : 14, less than the whole board with its rows of captured
        // stones and margins against only its squares.
        assert!(ratio > 12.0 / 14.0 && ratio < 1.25, "{ratio}");
    }
}
