//! Playing people through a correspondence server (`epaminondas-server`): the game side of
//! [`epaminondas_play::correspondence`].
//!
//! [`ServerAccount`] is the server's address and the session (saved, [`saves`]);
//! [`ServerPlay`] what the server last said: the lobby, the player's games and challenges, the
//! ratings and the game open on the board ([`OpenGame`]). The player's [`ServerCommand`]s
//! become calls sent over HTTP ([`ServerLink`]); their answers are read each frame
//! (`read_answers`). The game open on the board is followed as an online game is: the
//! opponent's new move is a [`PlayMove`] from [`MoveSource::Friend`], anything else a
//! [`RestoreGame`] with the opponent seated ([`SeatFriend`]); the player's move on the board
//! is sent with the ply it answers, and one the server refuses is taken back and the player
//! told why. The player's games are read again every minute while signed in (the bar's mark
//! of games to move), the open game every ten seconds while the opponent is to move, and the
//! lobby every fifteen while the window shows it.

mod link;
pub mod saves;
mod state;

pub use link::{Answer, ServerLink};
pub use state::{
    LOCAL_SERVER, OpenGame, ServerAccount, ServerCommand, ServerPlay, ServerWindow, Tab, side_name,
};

use bevy::prelude::*;
use std::time::Duration;

use crate::game::board::model::{
    GameModel, MovePlayed, MoveSource, PlayMove, RestoreGame, SeatFriend,
};
use crate::game::online::{OnlineClock, OnlineGame};
use crate::game::schedule::GameSystems;
use crate::game::values::{GameSettings, Opponent};
use crate::game::wake::{FrameNeeds, SayFrameNeeds};
use epaminondas_core::GameOptions;
use epaminondas_play::correspondence::api::{Credentials, MoveRequest, ServerGame};
use epaminondas_play::correspondence::{Call, Reply, ServerError};
use epaminondas_play::i18n::{ServerKey, Text};

/// How often the player's games are read while signed in (the bar's mark), in ms.
const GAMES_EVERY_MS: u64 = 60_000;
/// How often the open game is read while the opponent is to move, in ms.
const GAME_EVERY_MS: u64 = 10_000;
/// How often the lobby is read while the window shows it, in ms.
const LOBBY_EVERY_MS: u64 = 15_000;
/// How often the app wakes while a request is unanswered.
const ANSWER_POLL: Duration = Duration::from_millis(100);

/// When each list is next read, in ms of [`OnlineClock`].
#[derive(Resource, Debug, Default)]
struct NextReads {
    games: u64,
    game: u64,
    lobby: u64,
}

/// Registers the correspondence games: the account and its saves, the commands, the requests
/// and their answers, the board following the open game.
pub fn plugin(app: &mut App) {
    app.add_message::<ServerCommand>()
        .init_resource::<FrameNeeds>()
        .init_resource::<OnlineClock>()
        .init_resource::<ServerAccount>()
        .init_resource::<ServerPlay>()
        .init_resource::<ServerWindow>()
        .init_resource::<ServerLink>()
        .init_resource::<NextReads>()
        .add_systems(PostStartup, saves::restore_at_launch)
        .add_systems(
            Update,
            (obey_commands, read_answers, read_on_time, follow_open_game)
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
        .add_systems(Last, wake_for_the_server.in_set(SayFrameNeeds))
        .add_systems(
            PostUpdate,
            (saves::remember_shown_game, saves::save_on_change).chain(),
        );
}

/// The account and the link, which every system here sends with.
#[derive(bevy::ecs::system::SystemParam)]
struct Server<'w> {
    account: ResMut<'w, ServerAccount>,
    link: ResMut<'w, ServerLink>,
}

impl Server<'_> {
    /// Sends `call`, signed with the session's token.
    fn send(&mut self, call: Call) {
        let address = self.account.address.clone();
        self.link.send(&address, self.account.token(), call);
    }

    /// Reads everything the window, the bar and the open game show.
    fn read_all(&mut self, play: &ServerPlay) {
        self.send(Call::Lobby);
        if self.account.session.is_some() {
            self.send(Call::MyGames);
            self.send(Call::MyChallenges);
        }
        self.send(Call::Ratings);
        if let Some(open) = &play.open {
            self.send(Call::Game(open.game.id.clone()));
        }
    }
}

/// The credentials typed.
fn credentials(name: &str, password: &str) -> Credentials {
    Credentials {
        name: name.trim().to_string(),
        password: password.to_string(),
    }
}

/// Turns the player's commands into calls and the window's state.
fn obey_commands(
    mut reader: MessageReader<ServerCommand>,
    mut server: Server,
    mut play: ResMut<ServerPlay>,
    mut window: ResMut<ServerWindow>,
    online: Option<ResMut<OnlineGame>>,
) {
    let mut online = online;
    for command in reader.read() {
        match command {
            ServerCommand::OpenWindow(tab) => {
                window.open = true;
                window.tab = if server.account.session.is_none() {
                    Tab::Account
                } else {
                    *tab
                };
                server.read_all(&play);
            }
            ServerCommand::CloseWindow => window.open = false,
            ServerCommand::SignUp { name, password } => {
                server.send(Call::SignUp(credentials(name, password)));
            }
            ServerCommand::SignIn { name, password } => {
                server.send(Call::SignIn(credentials(name, password)));
            }
            ServerCommand::Guest => server.send(Call::Guest),
            ServerCommand::Claim { name, password } => {
                server.send(Call::Claim(credentials(name, password)));
            }
            ServerCommand::SignOut => {
                server.send(Call::SignOut);
                server.account.session = None;
                play.forget();
                window.tab = Tab::Account;
            }
            ServerCommand::Refresh => server.read_all(&play),
            ServerCommand::Offer(challenge) => server.send(Call::Post(challenge.clone())),
            ServerCommand::Accept(id) => server.send(Call::Accept(id.clone())),
            ServerCommand::Withdraw(id) => server.send(Call::Withdraw(id.clone())),
            ServerCommand::Open(id) => {
                play.opening = Some(id.clone());
                server.send(Call::Game(id.clone()));
            }
            ServerCommand::Show => {
                if let Some(open) = play.open.as_mut() {
                    open.shown = true;
                    if let Some(online) = online.as_mut() {
                        online.shown = false;
                    }
                }
            }
            ServerCommand::Resign => {
                if let Some(open) = &play.open {
                    let id = open.game.id.clone();
                    server.send(Call::Resign(id));
                }
                window.confirming_resign = false;
            }
        }
    }
}

/// What the answers change besides the account and the link.
#[derive(bevy::ecs::system::SystemParam)]
struct AnswerScope<'w> {
    play: ResMut<'w, ServerPlay>,
    window: ResMut<'w, ServerWindow>,
    online: Option<ResMut<'w, OnlineGame>>,
}

/// Reads the answers that came: what the server said is kept, the player told what went wrong.
fn read_answers(mut server: Server, mut scope: AnswerScope) {
    for answer in server.link.answers() {
        match answer.result {
            Ok(reply) => take_reply(&mut server, &mut scope, answer.call, reply),
            Err(error) => take_refusal(&mut server, &mut scope.play, &answer.call, error),
        }
    }
}

/// Keeps what a reply brought.
fn take_reply(server: &mut Server, scope: &mut AnswerScope, call: Call, reply: Reply) {
    let play = &mut scope.play;
    match reply {
        Reply::Session(session) => {
            info!(
                "signed in to {} as {}",
                server.account.address, session.account.name
            );
            server.account.session = Some(session);
            scope.window.password.clear();
            scope.window.tab = Tab::Lobby;
            play.news = None;
            server.read_all(play);
        }
        Reply::Claimed(account) => {
            if let Some(session) = server.account.session.as_mut() {
                session.account = account;
            }
            scope.window.password.clear();
        }
        Reply::SignedOut => {}
        Reply::Lobby(lobby) => play.lobby = lobby,
        Reply::MyChallenges(challenges) => play.challenges = challenges,
        Reply::Posted(_) => {
            play.say(Text::new(ServerKey::ServerPosted));
            server.send(Call::Lobby);
            server.send(Call::MyChallenges);
        }
        Reply::Withdrawn => {
            server.send(Call::Lobby);
            server.send(Call::MyChallenges);
        }
        Reply::MyGames(games) => play.games = games,
        Reply::Ratings(ratings) => play.ratings = ratings,
        Reply::Game(game) => {
            note_in_list(play, &game, server.account.name());
            let opening =
                matches!(call, Call::Accept(_)) || play.opening.as_deref() == Some(&game.id);
            if opening {
                play.opening = None;
                let me = server.account.name().and_then(|name| game.side_of(name));
                if let Some(me) = me {
                    play.open = Some(OpenGame {
                        game,
                        me,
                        shown: true,
                        sending: None,
                    });
                    scope.window.open = false;
                    if let Some(online) = scope.online.as_mut() {
                        online.shown = false;
                    }
                }
            } else if let Some(open) = play.open.as_mut().filter(|open| open.game.id == game.id) {
                let answers_my_move = matches!(call, Call::Move { .. });
                let news = if answers_my_move {
                    open.sending = None;
                    Some(Text::new(ServerKey::ServerMoveStored))
                } else {
                    None
                };
                let newer = game.ply > open.game.ply || game.result != open.game.result;
                // An older read that crossed a newer answer is left unread.
                if answers_my_move || game.ply >= open.game.ply {
                    open.game = game.clone();
                }
                match news {
                    Some(news) => play.say(news),
                    // The opponent moved (or the game ended): what was said of the last move
                    // is old.
                    None if newer && !play.news_is_error => play.news = None,
                    None => {}
                }
            }
            if matches!(call, Call::Accept(_) | Call::Move { .. } | Call::Resign(_)) {
                server.send(Call::MyGames);
            }
            if matches!(call, Call::Accept(_)) {
                server.send(Call::Lobby);
                server.send(Call::MyChallenges);
            }
        }
    }
}

/// Brings the player's list up to date with `game` as the server just sent it: whose move, the
/// moves played, the time left, the result (the bar's mark follows at once).
fn note_in_list(play: &mut ServerPlay, game: &ServerGame, me: Option<&str>) {
    let Some(colour) = me.and_then(|name| game.side_of(name)) else {
        return;
    };
    if let Some(listed) = play.games.iter_mut().find(|listed| listed.id == game.id) {
        listed.your_turn = game.side_to_move.as_deref() == Some(side_name(colour));
        listed.ply = game.ply;
        listed.time_left_ms = game.time_left_ms;
        listed.result.clone_from(&game.result);
    }
}

/// Tells the player why a call failed; a refused move is taken back (the game is read again,
/// and the board follows it), and a session the server no longer knows is signed out here too.
fn take_refusal(server: &mut Server, play: &mut ServerPlay, call: &Call, error: ServerError) {
    warn!(
        "the server answered {call:?} with {}: {}",
        error.status, error.message
    );
    let refused_move = if let Call::Move { game, .. } = call {
        if let Some(open) = play.open.as_mut().filter(|open| open.game.id == *game) {
            open.sending = None;
        }
        server.send(Call::Game(game.clone()));
        true
    } else {
        false
    };
    if let Call::Game(id) = call
        && play.opening.as_deref() == Some(id.as_str())
    {
        play.opening = None;
    }
    let news = if error.signed_out() && call.request().signed && server.account.session.is_some() {
        server.account.session = None;
        play.forget();
        Text::new(ServerKey::ServerSignedOutThere)
    } else if error.status == 0 {
        Text::new(ServerKey::ServerUnreachable).with("why", error.message)
    } else if refused_move {
        Text::new(ServerKey::ServerMoveRefused).with("why", error.message)
    } else {
        Text::new(ServerKey::ServerRefused).with("why", error.message)
    };
    play.warn(news);
}

/// Reads the player's games, the open game and the lobby again when their time comes.
fn read_on_time(
    mut server: Server,
    play: Res<ServerPlay>,
    window: Res<ServerWindow>,
    clock: Res<OnlineClock>,
    mut next: ResMut<NextReads>,
) {
    let now = clock.now();
    if server.account.session.is_none() {
        return;
    }
    if now >= next.games {
        next.games = now + GAMES_EVERY_MS;
        server.send(Call::MyGames);
    }
    if let Some(open) = play.open.as_ref().filter(|open| waits_for_opponent(open)) {
        if now >= next.game {
            next.game = now + GAME_EVERY_MS;
            server.send(Call::Game(open.game.id.clone()));
        }
    } else {
        next.game = now + GAME_EVERY_MS;
    }
    if window.open && window.tab == Tab::Lobby {
        if now >= next.lobby {
            next.lobby = now + LOBBY_EVERY_MS;
            server.send(Call::Lobby);
            server.send(Call::MyChallenges);
        }
    } else {
        next.lobby = now + LOBBY_EVERY_MS;
    }
}

/// Whether the open game is on the board and its opponent is to move.
fn waits_for_opponent(open: &OpenGame) -> bool {
    open.shown && !open.game.is_over() && !open.my_turn()
}

/// The settings a correspondence game is played with on the board: two people, the rules'
/// defaults (the server's).
fn board_settings() -> GameSettings {
    GameSettings {
        opponent: Opponent::Human,
        options: GameOptions::default(),
        ..GameSettings::default()
    }
}

/// Makes the board show the open game: the opponent's new move is played on it, anything
/// else puts the server's game on it whole, with the opponent seated.
fn follow_open_game(
    mut play: ResMut<ServerPlay>,
    online: Option<Res<OnlineGame>>,
    model: Res<GameModel>,
    mut moves: MessageWriter<PlayMove>,
    mut restores: MessageWriter<RestoreGame>,
    mut seats: MessageWriter<SeatFriend>,
) {
    if online.is_some_and(|online| online.shown)
        && let Some(open) = play.open.as_mut().filter(|open| open.shown)
    {
        // The room's game came back on the board: this one goes on behind it.
        open.shown = false;
    }
    let Some(open) = play.open.as_ref().filter(|open| open.shown) else {
        return;
    };
    let game = match open.game.replay() {
        Ok(game) => game,
        Err(why) => {
            error!(
                "game {} from the server does not replay: {why}",
                open.game.id
            );
            return;
        }
    };
    let opponent = open.me.opposite();
    let (shown, wanted) = (model.game().moves(), game.moves());
    let same_game = model.friend_side() == Some(opponent)
        && model.game().start() == game.start()
        && model.settings().options == GameOptions::default();
    if same_game && shown == wanted {
        return;
    }
    let my_move_on_its_way =
        open.sending.is_some() && shown.len() == wanted.len() + 1 && shown.starts_with(wanted);
    if same_game && my_move_on_its_way {
        return;
    }
    let opponents_next = wanted.len() == shown.len() + 1
        && wanted.starts_with(shown)
        && game.positions()[shown.len()].side_to_move() == opponent;
    if same_game && opponents_next {
        moves.write(PlayMove {
            mv: wanted[shown.len()],
            source: MoveSource::Friend,
            generation: model.generation(),
        });
        return;
    }
    restores.write(RestoreGame {
        game,
        settings: board_settings(),
        human: open.me,
    });
    seats.write(SeatFriend(Some(opponent)));
}

/// Sends the player's move on the board to the server, with the ply it answers.
fn send_local_moves(
    mut server: Server,
    mut play: ResMut<ServerPlay>,
    model: Res<GameModel>,
    mut played: MessageReader<MovePlayed>,
) {
    let moves: Vec<MovePlayed> = played.read().copied().collect();
    let Some(open) = play.open.as_mut().filter(|open| open.shown) else {
        return;
    };
    for played in moves {
        if played.mover != open.me || model.friend_side() != Some(open.me.opposite()) {
            continue;
        }
        let ply = model.game().moves().len().saturating_sub(1);
        let request = MoveRequest::new(ply, played.mv);
        open.sending = Some(request.clone());
        let game = open.game.id.clone();
        server.send(Call::Move { game, request });
        play.say(Text::new(ServerKey::ServerSending));
        return;
    }
}

/// The board shows something else now (a new game, a lesson, a record): the open game waits.
fn notice_board_left(mut play: ResMut<ServerPlay>, model: Res<GameModel>) {
    if let Some(open) = play.open.as_mut()
        && open.shown
        && model.friend_side() != Some(open.me.opposite())
    {
        open.shown = false;
    }
}

/// Wakes the app while an answer is awaited, and for the next read while signed in.
fn wake_for_the_server(
    link: Res<ServerLink>,
    account: Res<ServerAccount>,
    play: Res<ServerPlay>,
    window: Res<ServerWindow>,
    mut needs: ResMut<FrameNeeds>,
) {
    if link.busy() {
        needs.poll_every(ANSWER_POLL, "a server request");
    } else if account.session.is_some() {
        let every = if play.open.as_ref().is_some_and(waits_for_opponent) {
            GAME_EVERY_MS
        } else if window.open && window.tab == Tab::Lobby {
            LOBBY_EVERY_MS
        } else {
            GAMES_EVERY_MS
        };
        needs.poll_every(Duration::from_millis(every), "the server's lists");
    }
}
