//! The stone's shape: a disc with rounded edges and a gently domed top,
//! made by turning a profile round the vertical axis.

use bevy::asset::RenderAssetUsages;
use bevy::mesh::{Indices, PrimitiveTopology};
use bevy::prelude::*;
use std::f32::consts::{FRAC_PI_2, TAU};

/// Radius of a stone, in world units (a square is 1).
pub const STONE_RADIUS: f32 = 0.4;
/// Height of a stone at its edge.
pub const STONE_HEIGHT: f32 = 0.2;
/// Radius of the rounding of its edges.
const EDGE_RADIUS: f32 = 0.075;
/// Extra height of the top's centre over its rim.
const DOME: f32 = 0.035;
/// How finely a stone's curves are cut into triangles.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct StoneDetail {
    /// Segments round the axis.
    pub segments: usize,
    /// Steps along each rounded edge.
    pub edge_steps: usize,
    /// Steps across the domed top.
    pub dome_steps: usize,
}

impl StoneDetail {
    /// Smooth at any size on screen (1,824 triangles).
    pub const FINE: StoneDetail = StoneDetail {
        segments: 48,
        edge_steps: 6,
        dome_steps: 5,
    };
    /// For a software renderer, where every vertex costs (280 triangles).
    pub const COARSE: StoneDetail = StoneDetail {
        segments: 20,
        edge_steps: 2,
        dome_steps: 1,
    };
}

/// One point of the profile: distance from the axis, height, and the outward
/// normal in the same (r, y) plane.
#[derive(Clone, Copy)]
struct ProfilePoint {
    r: f32,
    y: f32,
    nr: f32,
    ny: f32,
}

/// How far the domed top stands over the stone's rim height at `r` from the axis (within
/// the flat part of the top, inside the rounded edge).
pub fn dome_rise(r: f32) -> f32 {
    let inner = STONE_RADIUS - EDGE_RADIUS;
    DOME * (1.0 - (r / inner).powi(2))
}

/// The profile from the bottom centre, round the edges, to the top centre.
fn profile(detail: StoneDetail) -> Vec<ProfilePoint> {
    let mut points = vec![ProfilePoint {
        r: 0.0,
        y: 0.0,
        nr: 0.0,
        ny: -1.0,
    }];
    let arc = |centre: Vec2, from: f32, to: f32, points: &mut Vec<ProfilePoint>| {
        for step in 0..=detail.edge_steps {
            let angle = from + (to - from) * step as f32 / detail.edge_steps as f32;
            let (sin, cos) = angle.sin_cos();
            points.push(ProfilePoint {
                r: centre.x + EDGE_RADIUS * cos,
                y: centre.y + EDGE_RADIUS * sin,
                nr: cos,
                ny: sin,
            });
        }
    };
    let inner = STONE_RADIUS - EDGE_RADIUS;
    arc(Vec2::new(inner, EDGE_RADIUS), -FRAC_PI_2, 0.0, &mut points);
    arc(
        Vec2::new(inner, STONE_HEIGHT - EDGE_RADIUS),
        0.0,
        FRAC_PI_2,
        &mut points,
    );
    // The dome: a shallow parabola from the rim to the centre.
    for step in 1..=detail.dome_steps {
        let t = step as f32 / detail.dome_steps as f32;
        let r = inner * (1.0 - t);
        let rise = dome_rise(r);
        let slope = 2.0 * DOME * r / (inner * inner);
        let normal = Vec2::new(slope, 1.0).normalize();
        points.push(ProfilePoint {
            r,
            y: STONE_HEIGHT + rise,
            nr: normal.x,
            ny: normal.y,
        });
    }
    points
}

/// The stone mesh, its bottom centre at the origin.
pub fn stone_mesh(detail: StoneDetail) -> Mesh {
    let segments = detail.segments;
    let profile = profile(detail);
    let rings = profile.len();
    let mut positions = Vec::with_capacity(rings * (segments + 1));
    let mut normals = Vec::with_capacity(positions.capacity());
    let mut uvs = Vec::with_capacity(positions.capacity());
    for segment in 0..=segments {
        let angle = TAU * segment as f32 / segments as f32;
        let (sin, cos) = angle.sin_cos();
        for (i, p) in profile.iter().enumerate() {
            positions.push([p.r * cos, p.y, p.r * sin]);
            normals.push([p.nr * cos, p.ny, p.nr * sin]);
            uvs.push([
                segment as f32 / segments as f32,
                i as f32 / (rings - 1) as f32,
            ]);
        }
    }
    let mut indices = Vec::with_capacity(segments * (rings - 1) * 6);
    for segment in 0..segments {
        for i in 0..rings - 1 {
            let a = (segment * rings + i) as u32;
            let b = a + rings as u32;
            // Counter-clockwise seen from outside.
            indices.extend_from_slice(&[a, a + 1, b, b, a + 1, b + 1]);
        }
    }
    // Kept in the main world too: picking casts rays against it.
    Mesh::new(
        PrimitiveTopology::TriangleList,
        RenderAssetUsages::default(),
    )
    .with_inserted_attribute(Mesh::ATTRIBUTE_POSITION, positions)
    .with_inserted_attribute(Mesh::ATTRIBUTE_NORMAL, normals)
    .with_inserted_attribute(Mesh::ATTRIBUTE_UV_0, uvs)
    .with_inserted_indices(Indices::U32(indices))
}
