//! A friend's move while the game is in the background: the window's title (the tab's title in
//! the browser, which winit keeps in step with it) says "Your move" until the window has the
//! focus again, so a player who went to another window or tab sees it in the task bar or the
//! tab strip. The move itself is animated and sounds like any other.

use bevy::prelude::*;
use bevy::window::PrimaryWindow;

use crate::game::board::model::{MoveSource, PlayMove};
use crate::game::preferences::Preferences;
use epaminondas_play::i18n::{OnlineKey, Text};

/// The title a window has while nothing waits for the player.
pub const RESTING_TITLE: &str = "Epaminondas";

/// Puts "Your move" in the title when the friend's move arrives while the window is not
/// focused, and takes it away once it is.
pub fn announce_in_title(
    mut played: MessageReader<PlayMove>,
    mut windows: Query<&mut Window, With<PrimaryWindow>>,
    preferences: Res<Preferences>,
) {
    let friend_moved = played.read().any(|play| play.source == MoveSource::Friend);
    let Ok(mut window) = windows.single_mut() else {
        return;
    };
    let title = if window.focused {
        RESTING_TITLE.to_string()
    } else if friend_moved {
        let title = Text::new(OnlineKey::OnlineYourMoveTitle).with("title", RESTING_TITLE);
        preferences.language().say(&title)
    } else {
        return;
    };
    // Written only on a change: a changed Window is sent to the platform again.
    if window.title != title {
        window.title = title;
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use epaminondas_core::{Move, Position};

    fn test_app(focused: bool) -> App {
        let mut app = App::new();
        app.add_message::<PlayMove>()
            .init_resource::<Preferences>()
            .add_systems(Update, announce_in_title);
        app.world_mut().spawn((
            Window {
                title: RESTING_TITLE.into(),
                focused,
                ..default()
            },
            PrimaryWindow,
        ));
        app
    }

    fn play(app: &mut App, source: MoveSource) {
        let mv: Move = Position::start()
            .parse_move("a2-a3")
            .expect("a legal first move");
        app.world_mut().write_message(PlayMove {
            mv,
            source,
            generation: 0,
        });
        app.update();
    }

    fn title(app: &mut App) -> String {
        let mut windows = app
            .world_mut()
            .query_filtered::<&Window, With<PrimaryWindow>>();
        windows
            .single(app.world())
            .expect("one window")
            .title
            .clone()
    }

    #[test]
    fn a_friends_move_in_the_background_is_in_the_title_until_the_focus_comes_back() {
        let mut app = test_app(false);
        play(&mut app, MoveSource::Friend);
        assert_eq!(title(&mut app), "Your move — Epaminondas");
        app.update();
        assert_eq!(title(&mut app), "Your move — Epaminondas");
        let mut windows = app
            .world_mut()
            .query_filtered::<&mut Window, With<PrimaryWindow>>();
        windows
            .single_mut(app.world_mut())
            .expect("one window")
            .focused = true;
        app.update();
        assert_eq!(title(&mut app), RESTING_TITLE);
    }

    #[test]
    fn own_moves_and_a_focused_window_leave_the_title_alone() {
        let mut app = test_app(false);
        play(&mut app, MoveSource::Player);
        assert_eq!(title(&mut app), RESTING_TITLE);
        let mut app = test_app(true);
        play(&mut app, MoveSource::Friend);
        assert_eq!(title(&mut app), RESTING_TITLE);
    }
}
