//! How much the renderer draws. A graphics card draws the whole scene with
//! ease; a software renderer (a browser or desktop with no usable graphics
//! card) takes far longer over each frame, so there the game draws a lighter
//! scene: no shadows, no clear coat on the stones, no edge smoothing, stones
//! with fewer triangles, and a board in its own colours on a plain background.
//!
//! The player picks Best or Fast in the bar; until then the renderer decides.

use super::camera::BoardCamera;
use super::looks::StoneLooks;
use super::scene::{BoardTop, Furniture, Table};
use super::stone_mesh::{StoneDetail, stone_mesh};
use crate::game::notify::Toast;
use crate::game::preferences::Preferences;
use crate::game::values::GraphicsQuality;
use bevy::prelude::*;
use bevy::render::renderer::RenderAdapterInfo;
use bevy_anti_alias::fxaa::Fxaa;
use epaminondas_play::i18n::Key;
use wgpu_types::DeviceType;

/// The quality to draw at: what the player picked (or the command line or page address asked
/// for), else Fast on a software renderer and Best on anything else (or unknown).
pub fn choose_quality(
    picked: Option<GraphicsQuality>,
    device: Option<DeviceType>,
) -> GraphicsQuality {
    picked.unwrap_or(match device {
        Some(DeviceType::Cpu) => GraphicsQuality::Fast,
        _ => GraphicsQuality::Best,
    })
}

/// What the scene has at `quality`.
fn scene_detail(quality: GraphicsQuality) -> SceneDetail {
    match quality {
        GraphicsQuality::Best => SceneDetail::BEST,
        GraphicsQuality::Fast => SceneDetail::FAST,
    }
}

/// What the scene has at one quality.
struct SceneDetail {
    /// The sun casts shadows.
    shadows: bool,
    /// The stones' clear coat.
    clear_coat: f32,
    /// Edges are smoothed (FXAA).
    smoothing: bool,
    /// How finely the stones are cut into triangles.
    stones: StoneDetail,
    /// The table under the board is drawn.
    table: bool,
    /// The board and the table are lit.
    lit_furniture: bool,
    /// What the board's top is tinted: lit by the sun and the sky at its own colours it would
    /// wash the light squares out to near white (and white stones into them).
    board_tint: Color,
}

impl SceneDetail {
    const BEST: SceneDetail = SceneDetail {
        shadows: true,
        clear_coat: 0.6,
        smoothing: true,
        stones: StoneDetail::FINE,
        table: true,
        lit_furniture: true,
        board_tint: Color::srgb(BEST_BOARD_TINT, BEST_BOARD_TINT, BEST_BOARD_TINT),
    };
    const FAST: SceneDetail = SceneDetail {
        shadows: false,
        clear_coat: 0.0,
        smoothing: false,
        stones: StoneDetail::COARSE,
        table: false,
        lit_furniture: false,
        board_tint: Color::WHITE,
    };
}

/// How much of its own colour the lit board's top keeps at Best (see `docs/GRAPHICS.md` for
/// the contrasts it gives).
const BEST_BOARD_TINT: f32 = 0.56;

/// The quality the scene is drawn at now.
#[derive(Resource, Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Graphics(pub GraphicsQuality);

/// Registers the graphics settings.
pub(super) fn plugin(app: &mut App) {
    app.init_resource::<Graphics>().add_systems(
        Update,
        (
            follow_preferences.run_if(resource_changed::<Preferences>),
            (
                tell_when_the_renderer_chose_fast,
                apply_lights,
                apply_stones,
                apply_camera,
                apply_furniture,
            )
                .run_if(resource_changed::<Graphics>),
        )
            .chain(),
    );
}

/// Keeps [`Graphics`] at the quality [`choose_quality`] gives.
fn follow_preferences(
    preferences: Res<Preferences>,
    adapter: Option<Res<RenderAdapterInfo>>,
    mut graphics: ResMut<Graphics>,
) {
    let device = adapter.map(|adapter| adapter.device_type);
    graphics.set_if_neq(Graphics(choose_quality(preferences.graphics, device)));
}

/// Tells the player, once, that the renderer made the scene lighter.
fn tell_when_the_renderer_chose_fast(
    graphics: Res<Graphics>,
    preferences: Res<Preferences>,
    mut toasts: MessageWriter<Toast>,
    mut told: Local<bool>,
) {
    let chosen_by_renderer = preferences.graphics.is_none();
    if graphics.0 == GraphicsQuality::Fast && chosen_by_renderer && !*told {
        *told = true;
        toasts.write(Toast(Key::GraphicsFastChosen));
    }
}

fn apply_lights(graphics: Res<Graphics>, mut lights: Query<&mut DirectionalLight>) {
    for mut light in &mut lights {
        light.shadow_maps_enabled = scene_detail(graphics.0).shadows;
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
            material.clearcoat = scene_detail(graphics.0).clear_coat;
        }
    }
    if let Err(error) = meshes.insert(
        looks.stone_mesh(),
        stone_mesh(scene_detail(graphics.0).stones),
    ) {
        warn!("the stones keep their shape: {error}");
    }
}

fn apply_camera(
    graphics: Res<Graphics>,
    cameras: Query<Entity, With<BoardCamera>>,
    mut commands: Commands,
) {
    for camera in &cameras {
        if scene_detail(graphics.0).smoothing {
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
    Has<BoardTop>,
);

fn apply_furniture(
    graphics: Res<Graphics>,
    mut furniture: Query<FurnitureParts, With<Furniture>>,
    mut materials: ResMut<Assets<StandardMaterial>>,
) {
    let detail = scene_detail(graphics.0);
    for (material, mut visibility, is_table, is_top) in &mut furniture {
        if let Some(mut material) = materials.get_mut(&material.0) {
            material.unlit = !detail.lit_furniture;
            if is_top {
                material.base_color = detail.board_tint;
            }
        }
        if is_table {
            *visibility = if scene_detail(graphics.0).table {
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
    use bevy::ecs::message::Messages;
    use bevy::render::renderer::WgpuWrapper;
    use wgpu_types::{AdapterInfo, Backend};

    /// The choosing and telling systems, scheduled as the plugin does, on a software renderer.
    fn app_on_a_software_renderer(picked: Option<GraphicsQuality>) -> App {
        let mut app = App::new();
        app.add_message::<Toast>()
            .insert_resource(Preferences {
                graphics: picked,
                ..default()
            })
            .insert_resource(RenderAdapterInfo(WgpuWrapper::new(AdapterInfo {
                name: "llvmpipe".into(),
                vendor: 0,
                device: 0,
                device_type: DeviceType::Cpu,
                device_pci_bus_id: String::new(),
                driver: String::new(),
                driver_info: String::new(),
                backend: Backend::Vulkan,
                subgroup_min_size: 0,
                subgroup_max_size: 0,
                transient_saves_memory: false,
            })))
            .init_resource::<Graphics>()
            .add_systems(
                Update,
                (
                    follow_preferences.run_if(resource_changed::<Preferences>),
                    tell_when_the_renderer_chose_fast.run_if(resource_changed::<Graphics>),
                )
                    .chain(),
            );
        app
    }

    fn toasts(app: &App) -> usize {
        app.world().resource::<Messages<Toast>>().len()
    }

    #[test]
    fn the_renderer_choosing_fast_is_told_once() {
        let mut app = app_on_a_software_renderer(None);
        app.update();
        assert_eq!(app.world().resource::<Graphics>().0, GraphicsQuality::Fast);
        assert_eq!(toasts(&app), 1);
        app.update();
        app.update();
        assert_eq!(toasts(&app), 0);
    }

    #[test]
    fn a_players_pick_is_kept_and_not_told() {
        let mut app = app_on_a_software_renderer(Some(GraphicsQuality::Best));
        app.update();
        assert_eq!(app.world().resource::<Graphics>().0, GraphicsQuality::Best);
        app.world_mut().resource_mut::<Preferences>().graphics = Some(GraphicsQuality::Fast);
        app.update();
        assert_eq!(app.world().resource::<Graphics>().0, GraphicsQuality::Fast);
        assert_eq!(toasts(&app), 0);
    }

    #[test]
    fn a_software_renderer_gets_the_fast_scene_unless_someone_chose() {
        let cpu = Some(DeviceType::Cpu);
        let gpu = Some(DeviceType::DiscreteGpu);
        assert_eq!(choose_quality(None, cpu), GraphicsQuality::Fast);
        assert_eq!(choose_quality(None, gpu), GraphicsQuality::Best);
        assert_eq!(choose_quality(None, None), GraphicsQuality::Best);
        let best = Some(GraphicsQuality::Best);
        let fast = Some(GraphicsQuality::Fast);
        assert_eq!(choose_quality(best, cpu), GraphicsQuality::Best);
        assert_eq!(choose_quality(fast, gpu), GraphicsQuality::Fast);
    }
}
