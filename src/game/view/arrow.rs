//! Flat arrows drawn on or above the board, from one square to another: the hint's move and a
//! review's played and better moves. A shaft one unit long is stretched to the length wanted,
//! and a head is set at the far end.

use super::flat::lay_flat;
use super::stone_mesh::STONE_RADIUS;
use bevy::prelude::*;

/// An arrow's shape: its shaft's width and its head's length and width (squares).
#[derive(Clone, Copy, Debug)]
pub struct ArrowShape {
    /// The shaft's width.
    pub shaft_width: f32,
    /// The head's length, from its base to its tip.
    pub head_length: f32,
    /// The head's width at its base.
    pub head_width: f32,
}

/// The meshes of an arrow of one shape.
#[derive(Clone, Debug)]
pub struct ArrowMeshes {
    /// A shaft one unit long along +x, starting at the origin.
    pub shaft: Handle<Mesh>,
    /// A head pointing along +x with its tip at the origin.
    pub head: Handle<Mesh>,
    shape: ArrowShape,
}

impl ArrowMeshes {
    /// Makes the meshes of arrows of `shape`, lying flat (facing up).
    pub fn new(meshes: &mut Assets<Mesh>, shape: ArrowShape) -> ArrowMeshes {
        let shaft = Rectangle::new(1.0, shape.shaft_width)
            .mesh()
            .build()
            .translated_by(Vec3::new(0.5, 0.0, 0.0));
        let head = Triangle2d::new(
            Vec2::ZERO,
            Vec2::new(-shape.head_length, shape.head_width / 2.0),
            Vec2::new(-shape.head_length, -shape.head_width / 2.0),
        )
        .mesh()
        .build();
        ArrowMeshes {
            shaft: meshes.add(lay_flat(shaft)),
            head: meshes.add(lay_flat(head)),
            shape,
        }
    }

    /// Where the shaft and the head go for an arrow from `from` to `to` (points of the board's
    /// top) at `lift` above it: the shaft starts a little off the first square's centre and
    /// the head's tip is on the last one's.
    pub fn transforms(&self, from: Vec3, to: Vec3, lift: f32) -> (Transform, Transform) {
        let along = (to - from).with_y(0.0).normalize_or_zero();
        // Turning +x to `along` about the vertical.
        let turn = Quat::from_rotation_y(f32::atan2(-along.z, along.x));
        let start = from + along * STONE_RADIUS * 0.5;
        let shaft_length = ((to - start).length() - self.shape.head_length).max(0.05);
        let shaft = Transform::from_translation(start.with_y(lift))
            .with_rotation(turn)
            .with_scale(Vec3::new(shaft_length, 1.0, 1.0));
        let head = Transform::from_translation(to.with_y(lift)).with_rotation(turn);
        (shaft, head)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_arrow_points_from_its_start_to_its_end() {
        let mut meshes = Assets::<Mesh>::default();
        let shape = ArrowShape {
            shaft_width: 0.1,
            head_length: 0.3,
            head_width: 0.3,
        };
        let arrow = ArrowMeshes::new(&mut meshes, shape);
        let (from, to) = (Vec3::new(0.0, 0.0, 0.0), Vec3::new(0.0, 0.0, -3.0));
        let (shaft, head) = arrow.transforms(from, to, 0.5);
        // The shaft's unit +x turned to point along the arrow, towards -z.
        let direction = shaft.rotation * Vec3::X;
        assert!(direction.distance(Vec3::NEG_Z) < 1e-5, "{direction}");
        // The shaft ends where the head's base begins; the head's tip is at the end.
        let shaft_end = shaft.transform_point(Vec3::X);
        let head_base = head.transform_point(Vec3::new(-0.3, 0.0, 0.0));
        assert!(
            shaft_end.distance(head_base) < 1e-4,
            "{shaft_end} {head_base}"
        );
        assert_eq!(head.translation, Vec3::new(0.0, 0.5, -3.0));
    }
}
