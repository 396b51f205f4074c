//! How much the renderer draws. A graphics card draws the whole scene with
//! ease; a software renderer (a browser or desktop with no usable graphics
//! card) takes far longer over each frame, so there the game draws a lighter
//! scene: no shadows, no clear coat on the stones, no edge smoothing, stones
//! with fewer triangles, and a board in its own colours on a plain background.
//!
//! The player picks Best or Fast in the bar; until then the renderer decides.

use super::camera::BoardCamera;
use super::i18n::Key;
use super::launch::LaunchOptions;
use super::preferences::Preferences;
use super::scene::{Furniture, StoneLooks, Table};
use super::stone_mesh::{StoneDetail, stone_mesh};
use super::ui::Toast;
use bevy::anti_alias::fxaa::Fxaa;
use bevy::prelude::*;
use bevy::render::renderer::RenderAdapterInfo;
use serde::{Deserialize, Serialize};
use wgpu_types::DeviceType;

/// How much the renderer draws.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum GraphicsQuality {
    /// The whole scene.
    #[default]
    Best,
    /// A lighter scene for software renderers.
    Fast,
}

impl GraphicsQuality {
    /// Both, in the order the bar lists them.
    pub const ALL: [GraphicsQuality; 2] = [GraphicsQuality::Best, GraphicsQuality::Fast];

    /// The name shown to the player.
    pub fn name(self) -> Key {
        match self {
            GraphicsQuality::Best => Key::GraphicsBest,
            GraphicsQuality::Fast => Key::GraphicsFast,
        }
    }

    /// The other one.
    pub fn other(self) -> GraphicsQuality {
        match self {
            GraphicsQuality::Best => GraphicsQuality::Fast,
            GraphicsQuality::Fast => GraphicsQuality::Best,
        }
    }

    /// Reads `best` or `fast`.
    pub fn parse(text: &str) -> Option<GraphicsQuality> {
        match text.trim().to_ascii_lowercase().as_str() {
            "best" => Some(GraphicsQuality::Best),
            "fast" => Some(GraphicsQuality::Fast),
            _ => None,
        }
    }

    /// The quality to draw at: what the command line or page address asked for, else what the
    /// player picked, else Fast on a software renderer and Best on anything else (or unknown).
    pub fn choose(
        asked: Option<GraphicsQuality>,
        picked: Option<GraphicsQuality>,
        device: Option<DeviceType>,
    ) -> GraphicsQuality {
        asked.or(picked).unwrap_or(match device {
            Some(DeviceType::Cpu) => GraphicsQuality::Fast,
            _ => GraphicsQuality::Best,
        })
    }

    fn shadows(self) -> bool {
        self == GraphicsQuality::Best
    }

    fn clear_coat(self) -> f32 {
        match self {
            GraphicsQuality::Best => 0.6,
            GraphicsQuality::Fast => 0.0,
        }
    }

    fn smoothing(self) -> bool {
        self == GraphicsQuality::Best
    }

    fn stone_detail(self) -> StoneDetail {
        match self {
            GraphicsQuality::Best => StoneDetail::FINE,
            GraphicsQuality::Fast => StoneDetail::COARSE,
        }
    }

    fn table(self) -> bool {
        self == GraphicsQuality::Best
    }

    fn lit_furniture(self) -> bool {
        self == GraphicsQuality::Best
    }
}

/// The quality the scene is drawn at now.
#[derive(Resource, Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Graphics(pub GraphicsQuality);

/// Registers the graphics settings.
pub(super) fn plugin(app: &mut App) {
    app.init_resource::<Graphics>()
        .add_systems(Update, choose_quality)
        .add_systems(
            Update,
            (apply_lights, apply_stones, apply_camera, apply_furniture)
                .after(choose_quality)
                .run_if(resource_changed::<Graphics>),
        );
}

/// What the page's address asks for: `?graphics=fast` or `?graphics=best`.
#[cfg(target_arch = "wasm32")]
fn asked_by_page() -> Option<GraphicsQuality> {
    let query = web_sys::window()?.location().search().ok()?;
    query
        .trim_start_matches('?')
        .split('&')
        .find_map(|pair| pair.strip_prefix("graphics="))
        .and_then(GraphicsQuality::parse)
}

#[cfg(not(target_arch = "wasm32"))]
fn asked_by_page() -> Option<GraphicsQuality> {
    None
}

/// Keeps [`Graphics`] at the quality [`GraphicsQuality::choose`] gives, and tells the player
/// once when the renderer made the scene lighter.
fn choose_quality(
    launch: Res<LaunchOptions>,
    preferences: Res<Preferences>,
    adapter: Option<Res<RenderAdapterInfo>>,
    mut graphics: ResMut<Graphics>,
    mut toasts: MessageWriter<Toast>,
    mut asked: Local<Option<Option<GraphicsQuality>>>,
    mut told: Local<bool>,
) {
    let asked = *asked.get_or_insert_with(|| launch.graphics.or_else(asked_by_page));
    let device = adapter.map(|adapter| adapter.device_type);
    let quality = GraphicsQuality::choose(asked, preferences.graphics, device);
    graphics.set_if_neq(Graphics(quality));
    let chosen_by_renderer = asked.is_none() && preferences.graphics.is_none();
    if quality == GraphicsQuality::Fast && chosen_by_renderer && !*told {
        *told = true;
        toasts.write(Toast(Key::GraphicsFastChosen));
    }
}

fn apply_lights(graphics: Res<Graphics>, mut lights: Query<&mut DirectionalLight>) {
    for mut light in &mut lights {
        light.shadow_maps_enabled = graphics.0.shadows();
    }
}

fn apply_stones(
    graphics: Res<Graphics>,
    looks: Res<StoneLooks>,
    mut materials: ResMut<Assets<StandardMaterial>>,
    mut meshes: ResMut<Assets<Mesh>>,
) {
    for handle in looks.stone_materials() {
        if let Some(mut material) = materials.get_mut(handle) {
            material.clearcoat = graphics.0.clear_coat();
        }
    }
    if let Err(error) = meshes.insert(looks.stone_mesh(), stone_mesh(graphics.0.stone_detail())) {
        warn!("the stones keep their shape: {error}");
    }
}

fn apply_camera(
    graphics: Res<Graphics>,
    cameras: Query<Entity, With<BoardCamera>>,
    mut commands: Commands,
) {
    for camera in &cameras {
        if graphics.0.smoothing() {
            commands.entity(camera).insert(Fxaa::default());
        } else {
            commands.entity(camera).remove::<Fxaa>();
        }
    }
}

type FurnitureParts<'a> = (
    &'a MeshMaterial3d<StandardMaterial>,
    &'a mut Visibility,
    Has<Table>,
);

fn apply_furniture(
    graphics: Res<Graphics>,
    mut furniture: Query<FurnitureParts, With<Furniture>>,
    mut materials: ResMut<Assets<StandardMaterial>>,
) {
    for (material, mut visibility, is_table) in &mut furniture {
        if let Some(mut material) = materials.get_mut(&material.0) {
            material.unlit = !graphics.0.lit_furniture();
        }
        if is_table {
            *visibility = if graphics.0.table() {
                Visibility::Inherited
            } else {
                Visibility::Hidden
            };
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_software_renderer_gets_the_fast_scene_unless_someone_chose() {
        let cpu = Some(DeviceType::Cpu);
        let gpu = Some(DeviceType::DiscreteGpu);
        assert_eq!(
            GraphicsQuality::choose(None, None, cpu),
            GraphicsQuality::Fast
        );
        assert_eq!(
            GraphicsQuality::choose(None, None, gpu),
            GraphicsQuality::Best
        );
        assert_eq!(
            GraphicsQuality::choose(None, None, None),
            GraphicsQuality::Best
        );
        let best = Some(GraphicsQuality::Best);
        let fast = Some(GraphicsQuality::Fast);
        assert_eq!(
            GraphicsQuality::choose(None, best, cpu),
            GraphicsQuality::Best
        );
        assert_eq!(
            GraphicsQuality::choose(None, fast, gpu),
            GraphicsQuality::Fast
        );
        assert_eq!(
            GraphicsQuality::choose(best, fast, cpu),
            GraphicsQuality::Best
        );
    }

    #[test]
    fn quality_names_parse_and_the_rest_is_refused() {
        assert_eq!(GraphicsQuality::parse("fast"), Some(GraphicsQuality::Fast));
        assert_eq!(
            GraphicsQuality::parse(" Best "),
            Some(GraphicsQuality::Best)
        );
        assert_eq!(GraphicsQuality::parse("ultra"), None);
        assert_eq!(GraphicsQuality::parse(""), None);
        assert_eq!(GraphicsQuality::Fast.other(), GraphicsQuality::Best);
    }
}
