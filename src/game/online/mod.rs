//! Playing a friend on another device: the game side of [`epaminondas_play::online`].
//!
//! [`OnlineGame`] holds the room, the [`Session`] (the protocol, the rules checks, the clock)
//! and the transport, a [`Link`] over `matchbox_socket` to the room on a signalling server.
//! Every frame the link is polled and the session driven with what came ([`OnlineGame`]'s
//! `drive`), then the board follows the session: the friend's move becomes a
//! [`PlayMove`] from [`MoveSource::Friend`] (animated like any move), and anything else that
//! changed the game (a rejoin, a takeback, a rematch, a refusal put right) a [`RestoreGame`]
//! with the friend seated ([`SeatFriend`]). The player's own moves on the board
//! ([`MovePlayed`]) go to [`Session::play`], which sends them; a move the session refuses (the
//! friend away, the game over) is taken back off the board and the player told why.
//!
//! While the player does something else on the board (a lesson, a new game, an opened record)
//! the online game goes on behind it: [`OnlineCommand::Show`] brings it back.
//!
//! The player opens the Invite / Join window with [`OnlineCommand::OpenWindow`]; the game's
//! status, the room code and link, and the resign, takeback and rematch buttons are in a small
//! window of their own while a room is open (drawn by `ui/windows/online.rs`, whose state is
//! [`OnlineWindow`]). The room, the session and the settings
//! (name, relay, STUN/TURN) are saved under keys of their own ([`saves`]), so a restarted
//! program goes back into the room and the game resumes at the same move. The command line's
//! `--relay ws://HOST:PORT` and `--room CODE` ([`crate::game::launch::OnlineLaunch`]) and, in the browser, the page's
//! `?room=…&relay=…` join a room at launch.
//!
//! `now` for the session is milliseconds of [`OnlineClock`], the game's own monotonic clock.

pub mod attention;
mod link;
pub mod saves;
mod state;
pub mod words;

pub use link::{IceServers, Link, LinkEvent};
pub use state::{OnlineClock, OnlineCommand, OnlineGame, OnlineSettings, OnlineWindow, Page};

use bevy::prelude::*;

use crate::game::board::model::{
    GameModel, MovePlayed, MoveSource, PlayMove, RestoreGame, SeatFriend,
};
use crate::game::schedule::GameSystems;
use crate::game::values::{GameSettings, Opponent};
use crate::game::wake::{FrameNeeds, SayFrameNeeds};
use epaminondas_play::online::{Session, Setup};
use state::new_room;

/// Registers the online game: its messages and settings, the launch's room, the systems that
/// How often the app wakes while a room is open: the socket is read, and the clocks shown,
/// once a frame.
const SOCKET_POLL: std::time::Duration = std::time::Duration::from_millis(200);

/// While a room is open its socket is read by polling, not by window events.
fn the_socket_is_polled(online: Option<Res<OnlineGame>>, mut needs: ResMut<FrameNeeds>) {
    if online.is_some() {
        needs.poll_every(SOCKET_POLL, "an online room");
    }
}

/// drive the session and the board, the saves and the windows.
pub fn plugin(app: &mut App) {
    app.add_message::<OnlineCommand>()
        .init_resource::<FrameNeeds>()
        .add_systems(Last, the_socket_is_polled.in_set(SayFrameNeeds))
        .init_resource::<OnlineClock>()
        .init_resource::<OnlineSettings>()
        .init_resource::<OnlineWindow>()
        .add_systems(PostStartup, saves::restore_at_launch)
        .add_systems(
            Update,
            (
                obey_commands,
                drive,
                follow_session,
                attention::announce_in_title,
            )
                .chain()
                .after(GameSystems::Intent)
                .before(GameSystems::Computer),
        )
        .add_systems(
            Update,
            (send_local_moves, notice_board_left)
                .chain()
                .in_set(GameSystems::AfterModel),
        )
        .add_systems(PostUpdate, saves::save_on_change);
}

/// What the command handler changes besides the online game itself.
#[derive(bevy::ecs::system::SystemParam)]
struct CommandScope<'w, 's> {
    commands: Commands<'w, 's>,
    settings: Res<'w, OnlineSettings>,
    window: ResMut<'w, OnlineWindow>,
    clock: Res<'w, OnlineClock>,
    model: Res<'w, GameModel>,
    seats: MessageWriter<'w, SeatFriend>,
}

/// Opens, joins and leaves rooms, and passes the player's game actions to the session.
fn obey_commands(
    mut reader: MessageReader<OnlineCommand>,
    mut online: Option<ResMut<OnlineGame>>,
    mut scope: CommandScope,
) {
    let now = scope.clock.now();
    for command in reader.read() {
        match command {
            OnlineCommand::OpenWindow => scope.window.open = true,
            OnlineCommand::CloseWindow => scope.window.open = false,
            OnlineCommand::Host { setup, room } => match scope.settings.relay() {
                Ok(relay) => {
                    let session = Session::host(&scope.settings.name, *setup);
                    let room = room.unwrap_or_else(new_room);
                    info!("hosting room {room} on {relay}");
                    let game = OnlineGame::new(session, room, relay, true);
                    scope.commands.insert_resource(game);
                    scope.window.open = false;
                }
                Err(error) => scope.window.error = Some(error.text()),
            },
            OnlineCommand::Join { room, relay } => {
                match relay.clone().map_or_else(|| scope.settings.relay(), Ok) {
                    Ok(relay) => {
                        let session = Session::guest(&scope.settings.name);
                        info!("joining room {room} on {relay}");
                        let game = OnlineGame::new(session, *room, relay, true);
                        scope.commands.insert_resource(game);
                        scope.window.open = false;
                    }
                    Err(error) => scope.window.error = Some(error.text()),
                }
            }
            OnlineCommand::Leave => {
                if online.take().is_some() {
                    scope.commands.remove_resource::<OnlineGame>();
                    if scope.model.friend_side().is_some() {
                        scope.seats.write(SeatFriend(None));
                    }
                }
            }
            OnlineCommand::Show => {
                if let Some(online) = online.as_mut() {
                    online.shown = true;
                }
            }
            OnlineCommand::Reconnect => {
                if let Some(online) = online.as_mut() {
                    online.reconnect(now);
                }
            }
            other => {
                if let Some(online) = online.as_mut() {
                    online.act(other, now);
                }
            }
        }
    }
}

/// Polls the link and drives the session.
fn drive(
    online: Option<ResMut<OnlineGame>>,
    settings: Res<OnlineSettings>,
    clock: Res<OnlineClock>,
) {
    if let Some(mut online) = online {
        online.drive(clock.now(), &settings.ice);
    }
}

/// The settings a game on the board is played with online: two people, the host's rules.
fn board_settings(setup: &Setup) -> GameSettings {
    GameSettings {
        opponent: Opponent::Human,
        options: setup.options,
        ..GameSettings::default()
    }
}

/// Makes the board show the session's game: the friend's new move is played on it, anything
/// else puts the session's game on it whole, with the friend seated.
fn follow_session(
    online: Option<Res<OnlineGame>>,
    model: Res<GameModel>,
    mut moves: MessageWriter<PlayMove>,
    mut restores: MessageWriter<RestoreGame>,
    mut seats: MessageWriter<SeatFriend>,
) {
    let Some(online) = online.filter(|online| online.shown) else {
        return;
    };
    let session = &online.session;
    let (Some(game), Some(me), Some(setup)) = (session.game(), session.my_side(), session.setup())
    else {
        return;
    };
    let friend = me.opposite();
    let (shown, wanted) = (model.game().moves(), game.moves());
    let same_game = model.friend_side() == Some(friend)
        && model.game().start() == game.start()
        && model.settings().options == setup.options;
    if same_game && shown == wanted {
        return;
    }
    let friends_next = wanted.len() == shown.len() + 1
        && wanted.starts_with(shown)
        && game.positions()[shown.len()].side_to_move() == friend;
    if same_game && friends_next {
        moves.write(PlayMove {
            mv: wanted[shown.len()],
            source: MoveSource::Friend,
            generation: model.generation(),
        });
        return;
    }
    restores.write(RestoreGame {
        game: game.clone(),
        settings: board_settings(&setup),
        human: me,
    });
    seats.write(SeatFriend(Some(friend)));
}

/// Sends the player's moves on the board to the friend; a move the session refuses is taken
/// off the board again (on the next frame) and the player told why.
fn send_local_moves(
    online: Option<ResMut<OnlineGame>>,
    model: Res<GameModel>,
    clock: Res<OnlineClock>,
    mut played: MessageReader<MovePlayed>,
) {
    let moves: Vec<MovePlayed> = played.read().copied().collect();
    let Some(mut online) = online.filter(|online| online.shown) else {
        return;
    };
    let Some(me) = online.session.my_side() else {
        return;
    };
    for played in moves {
        if played.mover != me || model.friend_side() != Some(me.opposite()) {
            continue;
        }
        if let Err(error) = online.session.play(played.mv, clock.now()) {
            online.say(words::refused_action(&error));
        }
        online.flush();
    }
}

/// The board shows something else now (a new game, a lesson, a record): the online game goes
/// on behind it.
fn notice_board_left(online: Option<ResMut<OnlineGame>>, model: Res<GameModel>) {
    if let Some(mut online) = online
        && online.shown
        && online.session.game().is_some()
        && model.friend_side().is_none()
    {
        online.shown = false;
    }
}
