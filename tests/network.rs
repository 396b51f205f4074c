//! Online play over real `matchbox_socket` WebRTC sockets and a signalling server started in
//! the test process (`matchbox_signaling`, the library `matchbox_server` is built on), between
//! whole headless games (`GamePlugin`, no window, no renderer, saves in memory).
//!
//! Loopback only. Natively the socket binds every interface and offers each address to the
//! peer, so every test here runs in a network namespace of its own: the test re-runs its own
//! binary for that one test under `unshare --net`, brings `lo` up there, checks that `lo` is
//! the only interface, and checks at the end that every socket the process holds is bound to
//! or talks to 127.0.0.1 (or nothing). Where no namespace can be made (not root, no
//! namespaces), the test fails and says what it needs, unless it is skipped by name
//! (`EPAMINONDAS_SKIP`, tests/cannot_run); skipped, it sends nothing.
//!
//! One test puts a page in headless Chromium and a desktop game in one room (ignored here: it
//! needs the web build; `.ci/browser-test` runs it).
//!
//! The figures (`cargo test --test network -- --ignored --nocapture figures`) print the time
//! from Join to connected and the move delivery over loopback, median and 95th percentile.

mod harness;

use harness::{headless_default_plugins, model};

use bevy::prelude::*;
use bevy::time::TimeUpdateStrategy;
use epaminondas::game::GamePlugin;
use epaminondas::game::action::{GameAction, PlayerAction};
use epaminondas::game::board::model::{MoveSource, PlayMove, SeatFriend};
use epaminondas::game::correspondence::{ServerAccount, ServerCommand, ServerPlay, Tab};
use epaminondas::game::launch::LaunchOptions;
use epaminondas::game::online::saves::{ONLINE_KEY, SavedRoom};
use epaminondas::game::online::{OnlineCommand, OnlineGame, OnlineSettings};
use epaminondas::game::store::backend::{MemoryStore, SaveStore};
use epaminondas::game::store::format::{Loaded, load};
use epaminondas::game::values::{GameSettings, Language};
use epaminondas_core::{Game, GameOptions, Move, Side, Status};
use epaminondas_play::correspondence::Call;
use epaminondas_play::correspondence::api::{MoveRequest, NewChallenge};
use epaminondas_play::online::{
    Connection, Incoming, JoinLink, PeerMessage, Rejection, RelayUrl, RoomCode, Setup, encode,
};
use std::path::PathBuf;
use std::process::Command;
use std::time::{Duration, Instant};

mod cannot_run;
use cannot_run::cannot_run;

/// The environment variable that tells the re-run test it is inside its own namespace.
const NETNS_ENV: &str = "EPAMINONDAS_TEST_OWN_NETNS";
/// Time each `update` advances the game's time by.
const FRAME: Duration = Duration::from_millis(50);
/// The longest a test waits for anything over the network.
const NETWORK_TIMEOUT: Duration = Duration::from_secs(60);
/// The most moves the scripted game plays before the host resigns.
const MOVE_CAP: usize = 400;

// ---------------------------------------------------------------------------------------------
// The namespace.

/// Runs `body` inside a network namespace of this test's own, where only `lo` exists: this
/// process when it is the re-run, else the test binary re-run under `unshare --net` for `test`
/// alone.
fn in_own_network(test: &str, body: impl FnOnce()) {
    if std::env::var_os(NETNS_ENV).is_some() {
        bring_loopback_up();
        let interfaces = interfaces();
        assert_eq!(interfaces, ["lo"], "the namespace has only the loopback");
        body();
        assert_loopback_only_sockets();
        return;
    }
    let probe = Command::new("unshare").args(["--net", "true"]).status();
    if !probe.is_ok_and(|status| status.success()) {
        cannot_run(
            test,
            "no network namespace of its own can be made here (`unshare --net` needs root and \
             namespaces), and this test sends traffic only inside one",
        );
        return;
    }
    let binary = std::env::current_exe().expect("the test binary");
    let output = Command::new("unshare")
        .arg("--net")
        .arg("--")
        .arg(binary)
        .args([test, "--exact", "--include-ignored", "--nocapture"])
        .args(["--test-threads", "1"])
        .env(NETNS_ENV, "1")
        .output()
        .expect("the test re-run in its own namespace");
    let stdout = String::from_utf8_lossy(&output.stdout);
    let stderr = String::from_utf8_lossy(&output.stderr);
    println!("{stdout}");
    eprintln!("{stderr}");
    assert!(
        output.status.success(),
        "{test} failed in its own namespace"
    );
    assert!(
        stdout.contains("1 passed"),
        "{test} did not run in its own namespace"
    );
}

/// The kernel's `struct rtentry` (64-bit layout), for `SIOCADDRT`; glibc's libc bindings lack it.
#[repr(C)]
struct RouteEntry {
    rt_pad1: libc::c_ulong,
    rt_dst: libc::sockaddr,
    rt_gateway: libc::sockaddr,
    rt_genmask: libc::sockaddr,
    rt_flags: libc::c_ushort,
    rt_pad2: libc::c_short,
    rt_pad3: libc::c_ulong,
    rt_tos: libc::c_uchar,
    rt_class: libc::c_uchar,
    rt_pad4: [libc::c_short; 3],
    rt_metric: libc::c_short,
    rt_dev: *mut libc::c_char,
    rt_mtu: libc::c_ulong,
    rt_window: libc::c_ulong,
    rt_irtt: libc::c_ushort,
}

/// An IPv4 socket address with no port, as the routing ioctl takes it.
fn ipv4(octets: [u8; 4]) -> libc::sockaddr {
    // SAFETY: sockaddr_in fits in sockaddr (both 16 bytes); all-zero is a valid value of both.
    unsafe {
        let mut address: libc::sockaddr_in = std::mem::zeroed();
        address.sin_family = libc::AF_INET as libc::sa_family_t;
        address.sin_addr.s_addr = u32::from_ne_bytes(octets);
        std::mem::transmute::<libc::sockaddr_in, libc::sockaddr>(address)
    }
}

/// Brings `lo` up in this namespace (a new namespace has it down) and routes multicast to it:
/// webrtc-rs opens an mDNS socket, which fails (and matchbox panics) without a multicast route.
/// Nothing leaves the namespace either way.
fn bring_loopback_up() {
    assert_eq!(std::mem::size_of::<RouteEntry>(), 120, "the 64-bit rtentry");
    // SAFETY: plain ioctls on a socket of our own with zeroed, NUL-terminated requests; the
    // route's device name outlives the call.
    unsafe {
        let fd = libc::socket(libc::AF_INET, libc::SOCK_DGRAM, 0);
        assert!(fd >= 0, "a socket to configure lo");
        let mut request: libc::ifreq = std::mem::zeroed();
        for (slot, byte) in request.ifr_name.iter_mut().zip(b"lo") {
            *slot = *byte as libc::c_char;
        }
        assert_eq!(libc::ioctl(fd, libc::SIOCGIFFLAGS, &mut request), 0);
        request.ifr_ifru.ifru_flags |= (libc::IFF_UP | libc::IFF_RUNNING) as libc::c_short;
        assert_eq!(libc::ioctl(fd, libc::SIOCSIFFLAGS, &request), 0, "lo up");
        let mut device = *b"lo\0";
        let mut route: RouteEntry = std::mem::zeroed();
        route.rt_dst = ipv4([224, 0, 0, 0]);
        route.rt_genmask = ipv4([240, 0, 0, 0]);
        route.rt_flags = libc::RTF_UP;
        route.rt_dev = device.as_mut_ptr().cast();
        assert_eq!(
            libc::ioctl(fd, libc::SIOCADDRT, &route),
            0,
            "multicast routed to lo"
        );
        libc::close(fd);
    }
}

/// The names of this namespace's network interfaces.
fn interfaces() -> Vec<String> {
    let dev = std::fs::read_to_string("/proc/net/dev").expect("/proc/net/dev");
    dev.lines()
        .skip(2)
        .filter_map(|line| line.split(':').next())
        .map(|name| name.trim().to_owned())
        .collect()
}

/// Every TCP and UDP socket of this namespace is bound to and talks to the loopback or the
/// unspecified address; prints what it found.
fn assert_loopback_only_sockets() {
    let mut seen = Vec::new();
    for table in ["tcp", "udp", "tcp6", "udp6"] {
        let text = std::fs::read_to_string(format!("/proc/net/{table}")).unwrap_or_default();
        for line in text.lines().skip(1) {
            let fields: Vec<&str> = line.split_whitespace().collect();
            for address in fields.iter().skip(1).take(2) {
                let host = address.split(':').next().unwrap_or_default();
                // 0.0.0.0, 127.0.0.1, ::, ::1 and ::ffff:127.0.0.1 as the kernel writes them,
                // and webrtc-rs's mDNS socket bound to its group 224.0.0.251, routed to lo here.
                let loopback_or_none = matches!(
                    host,
                    "00000000"
                        | "0100007F"
                        | "FB0000E0"
                        | "00000000000000000000000000000000"
                        | "00000000000000000000000001000000"
                        | "0000000000000000FFFF00000100007F"
                );
                assert!(
                    loopback_or_none,
                    "a socket away from the loopback: {table} {line}"
                );
                seen.push(format!("{table} {address}"));
            }
        }
    }
    println!(
        "sockets seen ({}), all on 127.0.0.1, ::1, mDNS's group on lo, or unbound: {}",
        seen.len(),
        seen.join(", ")
    );
}

// ---------------------------------------------------------------------------------------------
// The relay and the games.

/// A signalling server on a free loopback port, served by a runtime of its own.
struct Relay {
    _runtime: tokio::runtime::Runtime,
    url: RelayUrl,
}

fn start_relay() -> Relay {
    let runtime = tokio::runtime::Builder::new_multi_thread()
        .worker_threads(1)
        .enable_all()
        .build()
        .expect("a runtime for the relay");
    let mut server = runtime.block_on(async {
        matchbox_signaling::SignalingServer::full_mesh_builder((std::net::Ipv4Addr::LOCALHOST, 0))
            .build()
    });
    let address = server.bind().expect("the relay bound to a loopback port");
    runtime.spawn(server.serve());
    let url = RelayUrl::parse(&format!("ws://{address}")).expect("the relay's address");
    println!("relay at {url}");
    Relay {
        _runtime: runtime,
        url,
    }
}

/// The whole game of a player called `name` whose relay is `relay`, saving to `store`.
fn player(name: &str, relay: &RelayUrl, store: &MemoryStore) -> App {
    let launch = LaunchOptions::parse(["--two-players".to_owned()]).expect("a command line");
    let mut app = App::new();
    app.add_plugins(headless_default_plugins(None))
        .insert_resource(TimeUpdateStrategy::ManualDuration(FRAME))
        .add_plugins(GamePlugin { launch })
        .insert_resource(SaveStore(Box::new(store.clone())))
        .insert_resource(OnlineSettings {
            name: name.to_owned(),
            relay: Some(relay.to_string()),
            ..default()
        });
    app.finish();
    app.cleanup();
    app.update();
    app
}

fn online(app: &App) -> &OnlineGame {
    app.world()
        .get_resource::<OnlineGame>()
        .expect("an online game")
}

fn connected(app: &App) -> bool {
    app.world()
        .get_resource::<OnlineGame>()
        .is_some_and(|online| online.session.connection() == Connection::Connected)
}

/// Whether the board shows the session's game with the friend seated.
fn board_follows(app: &App) -> bool {
    let Some(online) = app.world().get_resource::<OnlineGame>() else {
        return false;
    };
    let (Some(game), Some(me)) = (online.session.game(), online.session.my_side()) else {
        return false;
    };
    let model = model(app);
    model.friend_side() == Some(me.opposite()) && model.game().moves() == game.moves()
}

/// Updates `apps` in turn until `done` holds; panics after [`NETWORK_TIMEOUT`], saying `what`.
fn pump(apps: &mut [&mut App], what: &str, mut done: impl FnMut(&mut [&mut App]) -> bool) {
    let start = Instant::now();
    loop {
        for app in apps.iter_mut() {
            app.update();
        }
        if done(apps) {
            return;
        }
        assert!(
            start.elapsed() < NETWORK_TIMEOUT,
            "timed out waiting for {what}"
        );
        std::thread::sleep(Duration::from_millis(1));
    }
}

/// Plies of the scripted game chosen by a fixed pseudo-random rule before both sides rush.
const QUIET_PLIES: usize = 24;

/// The scripted game's next move: a fixed pseudo-random choice for [`QUIET_PLIES`], then
/// [`rushing_move`].
fn scripted_move(game: &Game) -> Move {
    let plies = game.moves().len();
    if plies >= QUIET_PLIES {
        return rushing_move(game);
    }
    let moves = game.position().legal_moves();
    let pick = (plies as u64 * 2_654_435_761 + 97) % moves.len() as u64;
    moves[pick as usize]
}

/// The scripted player's choice: the move that lands furthest forward, a capture first among
/// equals, the first generated among those.
fn rushing_move(game: &Game) -> Move {
    let position = game.position();
    let side = position.side_to_move();
    let progress = |mv: &Move| {
        let rank = i32::from(mv.landing().rank());
        let forward = if side == Side::White { rank } else { -rank };
        (forward, mv.captured())
    };
    let moves = position.legal_moves();
    let mut best = None;
    for mv in moves.iter().copied() {
        if best.is_none_or(|b: Move| progress(&mv) > progress(&b)) {
            best = Some(mv);
        }
    }
    best.expect("a legal move in a game that goes on")
}

/// The player at `app` plays `mv` on the board, as a click would.
fn play_on_board(app: &mut App, mv: Move) {
    let generation = model(app).generation();
    app.world_mut().write_message(PlayMove {
        mv,
        source: MoveSource::Player,
        generation,
    });
}

/// The app whose player is to move.
fn mover<'a>(host: &'a mut App, guest: &'a mut App) -> &'a mut App {
    let side = online(host)
        .session
        .game()
        .expect("a game")
        .position()
        .side_to_move();
    if online(host).session.my_side() == Some(side) {
        host
    } else {
        guest
    }
}

/// Plays the scripted game's next move on the mover's board and waits until both boards show it.
fn play_next(host: &mut App, guest: &mut App) {
    let game = online(host).session.game().expect("a game").clone();
    let mv = scripted_move(&game);
    let plies = game.moves().len() + 1;
    play_on_board(mover(host, guest), mv);
    pump(&mut [host, guest], &format!("move {plies}, {mv}"), |apps| {
        apps.iter()
            .all(|app| board_follows(app) && model(app).game().moves().len() == plies)
    });
}

fn game_over(app: &App) -> bool {
    online(app).session.end().is_some()
}

/// A drop: the host's connection closes and opens again; returns when the guest has seen it
/// go and both are connected again with their boards following the game.
fn drop_and_rejoin(host: &mut App, guest: &mut App) {
    host.world_mut().write_message(OnlineCommand::Reconnect);
    host.update();
    pump(
        &mut [&mut *host, &mut *guest],
        "the friend's absence",
        |apps| {
            matches!(
                online(apps[1]).session.connection(),
                Connection::Disconnected { .. }
            ) || !connected(apps[0])
        },
    );
    pump(&mut [host, guest], "the rejoin", |apps| {
        apps.iter().all(|app| connected(app) && board_follows(app))
    });
}

/// `host` opens `room` as White, without a clock.
fn host_room(host: &mut App, room: RoomCode) {
    let setup = Setup {
        host_side: Side::White,
        clock: None,
        options: GameOptions::default(),
    };
    host.world_mut().write_message(OnlineCommand::Host {
        setup,
        room: Some(room),
    });
    host.update();
}

/// Opens a room hosted by `host` (White) and has `guest` join it; waits until both boards
/// show the game.
fn meet(host: &mut App, guest: &mut App, room: RoomCode) {
    host_room(host, room);
    guest
        .world_mut()
        .write_message(OnlineCommand::Join { room, relay: None });
    pump(&mut [host, guest], "the friends to meet", |apps| {
        apps.iter().all(|app| connected(app) && board_follows(app))
    });
}

// ---------------------------------------------------------------------------------------------
// The tests.

/// Without the network: a friend seated on the board moves only their own side, and only as
/// the friend; the player moves only the other; nothing is taken back; a new game unseats.
#[test]
fn a_seated_friend_moves_only_their_side() {
    let relay = RelayUrl::parse("ws://127.0.0.1:9").expect("an address never dialled");
    let mut app = player("Ann", &relay, &MemoryStore::default());
    app.world_mut().write_message(SeatFriend(Some(Side::Black)));
    app.update();
    assert_eq!(model(&app).friend_side(), Some(Side::Black));
    assert_eq!(model(&app).seat(), Side::White);
    let first = rushing_move(model(&app).game());
    let as_friend = |app: &mut App, mv: Move| {
        let generation = model(app).generation();
        app.world_mut().write_message(PlayMove {
            mv,
            source: MoveSource::Friend,
            generation,
        });
        app.update();
    };
    as_friend(&mut app, first);
    assert!(
        model(&app).game().moves().is_empty(),
        "White is not the friend's"
    );
    play_on_board(&mut app, first);
    app.update();
    assert_eq!(model(&app).game().moves(), [first]);
    assert!(!model(&app).is_player_turn(), "the friend's turn");
    let reply = rushing_move(model(&app).game());
    play_on_board(&mut app, reply);
    app.update();
    assert_eq!(
        model(&app).game().moves().len(),
        1,
        "the player cannot move Black"
    );
    as_friend(&mut app, reply);
    assert_eq!(model(&app).game().moves(), [first, reply]);
    app.world_mut()
        .write_message(PlayerAction::Game(GameAction::Undo));
    app.update();
    assert_eq!(
        model(&app).game().moves().len(),
        2,
        "no undo against a friend"
    );
    app.world_mut()
        .write_message(PlayerAction::Game(GameAction::NewGame(
            GameSettings::default(),
        )));
    app.update();
    assert_eq!(model(&app).friend_side(), None, "a new game seats nobody");
}

/// `--relay` and `--room` (a code or a link) on the command line.
#[test]
fn the_command_line_names_the_relay_and_the_room() {
    let args = ["--relay", "ws://127.0.0.1:3536/", "--room", "k7m-q2x"];
    let launch = LaunchOptions::parse(args.map(String::from)).expect("a command line");
    assert_eq!(
        launch.online.relay.as_ref().map(RelayUrl::as_str),
        Some("ws://127.0.0.1:3536")
    );
    assert_eq!(
        launch.online.room.map(|room| room.spaced()),
        Some("K7M-Q2X".into())
    );
    let link = ["--room", "ws://10.1.2.3:3536/K7MQ2X"];
    let launch = LaunchOptions::parse(link.map(String::from)).expect("a room address");
    assert_eq!(
        launch.online.relay.as_ref().map(RelayUrl::as_str),
        Some("ws://10.1.2.3:3536")
    );
    let wrong = LaunchOptions::parse(["--room", "K7MQ2O"].map(String::from));
    assert!(wrong.is_err(), "a room code has no O");
    assert!(LaunchOptions::parse(["--relay", "http://x"].map(String::from)).is_err());
}

/// A whole scripted game between two headless games over the relay, with the connection
/// dropped mid-game, and the friend's program restarted from its saves later: both records end
/// equal, every move once.
#[test]
fn a_whole_game_over_a_real_relay_survives_a_drop_and_a_restart() {
    in_own_network(
        "a_whole_game_over_a_real_relay_survives_a_drop_and_a_restart",
        || {
            let relay = start_relay();
            let room: RoomCode = "K7MQ2X".parse().expect("a room code");
            let (host_store, guest_store) = (MemoryStore::default(), MemoryStore::default());
            let mut host = player("Ann", &relay.url, &host_store);
            let mut guest = player("Bob", &relay.url, &guest_store);
            meet(&mut host, &mut guest, room);
            assert_eq!(online(&guest).session.friend_name(), Some("Ann"));
            assert_eq!(
                model(&guest).seat(),
                Side::Black,
                "the guest sees Black's side"
            );
            for _ in 0..8 {
                play_next(&mut host, &mut guest);
            }
            // While the peers are connected: their UDP sockets too.
            assert_loopback_only_sockets();

            drop_and_rejoin(&mut host, &mut guest);
            for _ in 0..8 {
                play_next(&mut host, &mut guest);
            }

            // A restart: the guest's program goes away and starts again from its saves.
            let before: Vec<Move> = online(&guest).session.game().unwrap().moves().to_vec();
            drop(guest);
            let Loaded::Found(saved) = load::<SavedRoom>(&mut guest_store.clone(), ONLINE_KEY)
            else {
                panic!("the online game is in the guest's saves");
            };
            assert_eq!(saved.room, room);
            pump(
                &mut [&mut host],
                "the host to see the friend gone",
                |apps| {
                    matches!(
                        online(apps[0]).session.connection(),
                        Connection::Disconnected { .. }
                    )
                },
            );
            let mut guest = player("Bob", &relay.url, &guest_store);
            assert_eq!(
                online(&guest).session.game().unwrap().moves(),
                before,
                "the restarted program has the game from its saves"
            );
            pump(
                &mut [&mut host, &mut guest],
                "the restarted friend",
                |apps| apps.iter().all(|app| connected(app) && board_follows(app)),
            );

            while !game_over(&host)
                && online(&host).session.game().unwrap().moves().len() < MOVE_CAP
            {
                play_next(&mut host, &mut guest);
            }
            if !game_over(&host) {
                host.world_mut().write_message(OnlineCommand::Resign);
            }
            pump(
                &mut [&mut host, &mut guest],
                "the end on both sides",
                |apps| apps.iter().all(|app| game_over(app)),
            );

            let host_record = online(&host).session.record(None).expect("a record");
            let guest_record = online(&guest).session.record(None).expect("a record");
            assert_eq!(host_record.to_string(), guest_record.to_string());
            assert_eq!(model(&host).game().moves(), model(&guest).game().moves());
            let plies = model(&host).game().moves().len();
            println!(
                "the game: {plies} moves, {:?}; the record: {host_record}",
                online(&host).session.end()
            );
            assert!(
                plies > 16,
                "the game went on after the drop and the restart"
            );
            assert!(
                matches!(model(&host).game().status(), Status::Over(_))
                    || online(&host).session.end().is_some()
            );
        },
    );
}

/// The environment variable naming the web build the page's half of
/// [`a_page_and_a_desktop_game_play_in_one_room`] loads (`.ci/browser-test` sets it).
const SITE_ENV: &str = "EPAMINONDAS_TEST_SITE";
/// How long the page may take to load, join and play its half: a software renderer on two
/// cores takes minutes for a first frame.
const PAGE_TIMEOUT: Duration = Duration::from_secs(900);
/// The moves the page's game runs to: the desktop plays White's two, the page Black's two.
const PAGE_GAME_PLIES: usize = 4;

/// Starts the browser test's `step` (`wasm/test/browser-test.mjs`) on the web build that
/// [`SITE_ENV`] names, with `variable` set to `value`; it writes into a fresh folder of
/// `step`'s own, returned beside it.
fn browser_step(step: &str, variable: &str, value: &str) -> (std::process::Child, PathBuf) {
    let site = std::env::var(SITE_ENV)
        .unwrap_or_else(|_| panic!("{SITE_ENV} names the web build the page loads"));
    let out = std::env::temp_dir().join(format!("epaminondas-{step}-{}", std::process::id()));
    let child = Command::new("node")
        .args(["wasm/test/browser-test.mjs", "--steps", step])
        .arg(site)
        .arg(&out)
        .env(variable, value)
        .spawn()
        .expect("node runs the browser test");
    (child, out)
}

/// The desktop game hosts a room and a page in headless Chromium joins it by its link, both in
/// this test's own network namespace: the desktop plays White's moves, the page plays Black's
/// by clicks (the browser test's `friend` step), and after four moves both show the same
/// position. Run by `.ci/browser-test` with the site it built:
/// `EPAMINONDAS_TEST_SITE=SITE cargo test --test network -- --ignored page_and_a_desktop`.
#[test]
#[ignore = "needs the web build, Chromium and the browser test's packages: .ci/browser-test runs it"]
fn a_page_and_a_desktop_game_play_in_one_room() {
    in_own_network("a_page_and_a_desktop_game_play_in_one_room", || {
        let relay = start_relay();
        let room: RoomCode = "W9BQ4D".parse().expect("a room code");
        let store = MemoryStore::default();
        let mut host = player("Desk", &relay.url, &store);
        host_room(&mut host, room);
        let link = JoinLink {
            room,
            relay: Some(relay.url.clone()),
        }
        .to_address("");
        let (mut page, out) = browser_step("friend", "EPAMINONDAS_FRIEND_LINK", &link);
        let start = Instant::now();
        let status = loop {
            host.update();
            let game = online(&host).session.game().cloned();
            if let Some(game) = game.filter(|_| connected(&host) && board_follows(&host)) {
                let plies = game.moves().len();
                if plies < PAGE_GAME_PLIES && game.position().side_to_move() == Side::White {
                    play_on_board(&mut host, scripted_move(&game));
                    host.update();
                }
            }
            if let Some(status) = page.try_wait().expect("the page's process") {
                break status;
            }
            if start.elapsed() > PAGE_TIMEOUT {
                let _ = page.kill();
                panic!("the page's half did not end in {PAGE_TIMEOUT:?}");
            }
            std::thread::sleep(Duration::from_millis(10));
        };
        assert!(status.success(), "the page's half failed: {status}");
        pump(&mut [&mut host], "the page's last move", |apps| {
            model(apps[0]).game().moves().len() == PAGE_GAME_PLIES
        });
        let shown = std::fs::read_to_string(out.join("friend.json")).expect("the page's result");
        let shown: serde_json::Value = serde_json::from_str(&shown).expect("the page's JSON");
        let position = model(&host).game().position().to_string();
        println!("both show {position}");
        assert_eq!(shown["position"].as_str(), Some(position.as_str()));
        assert_eq!(shown["moves"].as_u64(), Some(PAGE_GAME_PLIES as u64));
    });
}

/// Two pages in headless Chromium play each other through a relay in this test's own network
/// namespace: one invites through the online window, a phone-sized one joins by the
/// invitation's link, and four moves by mouse and by touch reach both (the browser test's
/// `friends` step, which checks all of it). Run like the test above, with `two_pages`.
#[test]
#[ignore = "needs the web build, Chromium and the browser test's packages"]
fn two_pages_play_in_one_room() {
    in_own_network("two_pages_play_in_one_room", || {
        let relay = start_relay();
        let (mut pages, _) = browser_step("friends", "EPAMINONDAS_RELAY", relay.url.as_str());
        let status = pages.wait().expect("the pages' process");
        assert!(status.success(), "the two pages' game failed: {status}");
    });
}

/// The friend's program sends garbage, a message of a megabyte, a message past the protocol's
/// limit, another version, an illegal move, a move out of turn and a wrong hash over a real
/// socket: each is refused, the game stays as it was, the host's program goes on, and a good
/// move after them all is played.
#[test]
fn a_hostile_peer_over_a_real_socket_changes_nothing() {
    in_own_network("a_hostile_peer_over_a_real_socket_changes_nothing", || {
        let relay = start_relay();
        let room: RoomCode = "HSTYXZ".parse().expect("a room code");
        let store = MemoryStore::default();
        let mut host = player("Ann", &relay.url, &store);
        host_room(&mut host, room);
        let mut hostile = RawPeer::open(&relay.url.room_url(room));
        pump(&mut [&mut host], "the hostile peer to arrive", |_| {
            hostile.poll();
            hostile.friend.is_some() && !hostile.received.is_empty()
        });
        hostile.send(encode(&PeerMessage::Hello {
            name: "Mallory".into(),
            host: None,
        }));
        pump(&mut [&mut host], "the host to take the hello", |apps| {
            connected(apps[0])
        });
        // The host (White) opens.
        let opening = rushing_move(online(&host).session.game().unwrap());
        play_on_board(&mut host, opening);
        pump(&mut [&mut host], "the host's first move", |apps| {
            online(apps[0]).session.game().unwrap().moves().len() == 1
        });
        let game = online(&host).session.game().unwrap().clone();
        let legal = rushing_move(&game);
        let mut after = game.clone();
        after.play(legal).expect("legal");
        let good_hash = after.position().hash();

        let junk: Vec<(&str, Vec<u8>)> = vec![
            ("garbage", b"\xff\x00 not json at all".to_vec()),
            ("a megabyte", vec![b'{'; 1 << 20]),
            ("past the limit", {
                let mut long = br#"{"v":1,"msg":{"type":"ping","sent":1},"pad":""#.to_vec();
                long.extend(std::iter::repeat_n(b'x', 70_000));
                long.extend(br#""}"#);
                long
            }),
            (
                "another version",
                br#"{"v":7,"msg":{"type":"resign","game":1}}"#.to_vec(),
            ),
            (
                "an illegal move",
                encode(&PeerMessage::Move {
                    game: 1,
                    ply: 2,
                    text: "a12-a1".into(),
                    hash: 0,
                    clock: None,
                }),
            ),
            (
                "a move out of turn",
                encode(&PeerMessage::Move {
                    game: 1,
                    ply: 3,
                    text: legal.to_string(),
                    hash: good_hash,
                    clock: None,
                }),
            ),
            (
                "a wrong hash",
                encode(&PeerMessage::Move {
                    game: 1,
                    ply: 2,
                    text: legal.to_string(),
                    hash: good_hash ^ 1,
                    clock: None,
                }),
            ),
        ];
        let mut refused = 0;
        for (what, bytes) in junk {
            let heard_before = online(&host).heard().count();
            let sent = hostile.send(bytes);
            // The socket itself may refuse to carry a megabyte; whatever comes is refused.
            let start = Instant::now();
            while start.elapsed() < Duration::from_secs(3)
                && online(&host).heard().count() == heard_before
            {
                host.update();
                hostile.poll();
                std::thread::sleep(Duration::from_millis(2));
            }
            let last = online(&host)
                .heard()
                .last()
                .map(|(_, incoming)| incoming.clone());
            let came = online(&host).heard().count() > heard_before;
            println!("{what}: sent {sent}, came {came}, {last:?}");
            if came {
                assert!(
                    matches!(last, Some(Incoming::Refused { .. })),
                    "{what} is refused: {last:?}"
                );
                refused += 1;
            } else {
                assert_ne!(what, "garbage", "small messages come");
            }
            assert_eq!(
                online(&host).session.game().unwrap().moves(),
                game.moves(),
                "{what} changed nothing"
            );
            assert_eq!(model(&host).game().moves(), game.moves());
        }
        assert!(refused >= 5, "the messages that came were refused");
        assert_loopback_only_sockets();
        let versions: Vec<Rejection> = online(&host)
            .heard()
            .filter_map(|(_, incoming)| match incoming {
                Incoming::Refused { why, .. } => Some(why.clone()),
                _ => None,
            })
            .collect();
        println!("refusals: {versions:?}");
        assert!(versions.contains(&Rejection::Unreadable));
        assert!(versions.contains(&Rejection::WrongVersion { theirs: 7 }));
        assert!(versions.contains(&Rejection::HashMismatch { ply: 2 }));

        // A good move after all that is played.
        hostile.send(encode(&PeerMessage::Move {
            game: 1,
            ply: 2,
            text: legal.to_string(),
            hash: good_hash,
            clock: None,
        }));
        pump(&mut [&mut host], "the good move", |apps| {
            hostile.poll();
            board_follows(apps[0]) && model(apps[0]).game().moves().len() == 2
        });
        assert!(connected(&host), "still connected after all that");
    });
}

/// Prints the time from Join to connected, the time to resume after a drop, and the move
/// delivery over loopback (median and 95th percentile over 200 moves) between two whole
/// headless games, and the raw socket's round trip.
#[test]
#[ignore = "figures: run with --ignored --nocapture"]
fn figures() {
    in_own_network("figures", || {
        let relay = start_relay();
        let room: RoomCode = "F9GVRE".parse().expect("a room code");
        let (host_store, guest_store) = (MemoryStore::default(), MemoryStore::default());
        let mut host = player("Ann", &relay.url, &host_store);
        let mut guest = player("Bob", &relay.url, &guest_store);
        host_room(&mut host, room);
        pump(&mut [&mut host], "the host in the room", |apps| {
            apps[0]
                .world_mut()
                .get_resource_mut::<OnlineGame>()
                .is_some_and(|mut online| online.in_room())
        });
        let joined = Instant::now();
        guest
            .world_mut()
            .write_message(OnlineCommand::Join { room, relay: None });
        pump(&mut [&mut host, &mut guest], "the join", |apps| {
            apps.iter().all(|app| connected(app))
        });
        let join_ms = joined.elapsed().as_secs_f64() * 1e3;
        pump(&mut [&mut host, &mut guest], "the boards", |apps| {
            apps.iter().all(|app| board_follows(app))
        });

        // A drop: the host's connection closes and opens again; timed until both are
        // connected again with their boards following the game.
        let mut resumes = Vec::new();
        for _ in 0..5 {
            let dropped = Instant::now();
            drop_and_rejoin(&mut host, &mut guest);
            resumes.push(dropped.elapsed().as_secs_f64() * 1e3);
        }
        let (resume_median, _) = percentiles(&mut resumes);
        let slowest = resumes.last().copied().unwrap_or_default();

        let mut delivery = Vec::new();
        let mut frames = Vec::new();
        while delivery.len() < 200 {
            if game_over(&host) {
                host.world_mut().write_message(OnlineCommand::OfferRematch);
                pump(&mut [&mut host, &mut guest], "the rematch offer", |apps| {
                    online(apps[1]).session.pending_rematch().is_some()
                });
                guest
                    .world_mut()
                    .write_message(OnlineCommand::AnswerRematch(true));
                pump(&mut [&mut host, &mut guest], "the rematch", |apps| {
                    apps.iter().all(|app| {
                        !game_over(app)
                            && board_follows(app)
                            && online(app).session.game().unwrap().moves().is_empty()
                    })
                });
                continue;
            }
            let game = online(&host).session.game().unwrap().clone();
            let mv = rushing_move(&game);
            let plies = game.moves().len() + 1;
            let host_moves =
                online(&host).session.my_side() == Some(game.position().side_to_move());
            let (sender, receiver) = if host_moves {
                (&mut host, &mut guest)
            } else {
                (&mut guest, &mut host)
            };
            play_on_board(sender, mv);
            let frame = Instant::now();
            sender.update();
            frames.push(frame.elapsed().as_secs_f64() * 1e3);
            let sent = Instant::now();
            assert_eq!(online(sender).session.game().unwrap().moves().len(), plies);
            loop {
                receiver.update();
                if online(receiver).session.game().unwrap().moves().len() == plies {
                    break;
                }
                assert!(sent.elapsed() < NETWORK_TIMEOUT, "move {plies} never came");
            }
            delivery.push(sent.elapsed().as_secs_f64() * 1e3);
            pump(&mut [sender, receiver], "both boards", |apps| {
                apps.iter().all(|app| board_follows(app))
            });
        }
        let (median, p95) = percentiles(&mut delivery);
        let (frame_median, frame_p95) = percentiles(&mut frames);
        println!("FIGURE join to connected: {join_ms:.1} ms");
        println!(
            "FIGURE resumed after a drop (the host's connection closed and opened again, both \
             connected and following the game), 5 drops: median {resume_median:.1} ms, slowest \
             {slowest:.1} ms"
        );
        println!(
            "FIGURE move delivery over loopback, {} moves: median {median:.2} ms, p95 {p95:.2} ms \
             (from the sender's frame that sent it to the receiver's frame that applied it, \
             a receiving frame included; one frame of the headless game: median \
             {frame_median:.2} ms, p95 {frame_p95:.2} ms)",
            delivery.len()
        );

        // The bare transport: two raw sockets ping-pong 200 messages.
        let raw_room = relay.url.room_url("RAWPNG".parse().expect("a room code"));
        let mut a = RawPeer::open(&raw_room);
        let mut b = RawPeer::open(&raw_room);
        let start = Instant::now();
        while (a.friend.is_none() || b.friend.is_none()) && start.elapsed() < NETWORK_TIMEOUT {
            a.poll();
            b.poll();
            std::thread::sleep(Duration::from_millis(1));
        }
        let mut trips = Vec::new();
        for i in 0..200u32 {
            let sent = Instant::now();
            a.send(i.to_le_bytes().to_vec());
            loop {
                b.poll();
                if let Some(bytes) = b.received.pop() {
                    b.send(bytes);
                    break;
                }
                std::hint::spin_loop();
            }
            loop {
                a.poll();
                if a.received.pop().is_some() {
                    break;
                }
                std::hint::spin_loop();
            }
            trips.push(sent.elapsed().as_secs_f64() * 1e3);
        }
        let (median, p95) = percentiles(&mut trips);
        println!(
            "FIGURE raw socket round trip over loopback, 200 messages: median {median:.3} ms, \
             p95 {p95:.3} ms"
        );
    });
}

fn percentiles(samples: &mut [f64]) -> (f64, f64) {
    samples.sort_by(f64::total_cmp);
    let at = |q: f64| samples[((samples.len() - 1) as f64 * q).round() as usize];
    (at(0.5), at(0.95))
}

// ---------------------------------------------------------------------------------------------
// A bare socket, for the hostile peer and the transport's own figure.

/// A matchbox socket driven by the test itself, its message loop on a thread of its own.
struct RawPeer {
    socket: matchbox_socket::WebRtcSocket,
    friend: Option<matchbox_socket::PeerId>,
    received: Vec<Vec<u8>>,
}

impl RawPeer {
    fn open(room_url: &str) -> RawPeer {
        let (socket, message_loop) = matchbox_socket::WebRtcSocket::builder(room_url)
            .ice_server(matchbox_socket::RtcIceServerConfig {
                urls: Vec::new(),
                username: None,
                credential: None,
            })
            .add_channel(matchbox_socket::ChannelConfig::reliable())
            .build();
        std::thread::spawn(move || {
            let _ = bevy::tasks::block_on(message_loop);
        });
        RawPeer {
            socket,
            friend: None,
            received: Vec::new(),
        }
    }

    fn poll(&mut self) {
        if let Ok(changes) = self.socket.try_update_peers() {
            for (peer, state) in changes {
                if state == matchbox_socket::PeerState::Connected {
                    self.friend = Some(peer);
                }
            }
        }
        if let Ok(channel) = self.socket.get_channel_mut(0) {
            for (_, packet) in channel.receive() {
                self.received.push(packet.to_vec());
            }
        }
    }

    fn send(&mut self, bytes: Vec<u8>) -> bool {
        let Some(friend) = self.friend else {
            return false;
        };
        self.socket
            .get_channel_mut(0)
            .is_ok_and(|channel| channel.try_send(bytes.into(), friend).is_ok())
    }
}

// ---------------------------------------------------------------------------------------------
// A correspondence server.

/// A correspondence server on a loopback port, its SQLite file in a scratch folder.
struct CorrespondenceServer {
    /// Runs the server while the test holds it.
    _runtime: tokio::runtime::Runtime,
    address: String,
    folder: PathBuf,
}

impl Drop for CorrespondenceServer {
    fn drop(&mut self) {
        let _ = std::fs::remove_dir_all(&self.folder);
    }
}

fn start_correspondence_server() -> CorrespondenceServer {
    let runtime = tokio::runtime::Builder::new_multi_thread()
        .worker_threads(1)
        .enable_all()
        .build()
        .expect("a runtime for the server");
    let folder = std::env::temp_dir().join(format!("epaminondas-server-{}", std::process::id()));
    std::fs::create_dir_all(&folder).expect("a scratch folder");
    let config = epaminondas_server::Config {
        listen: (std::net::Ipv4Addr::LOCALHOST, 0).into(),
        database: format!("sqlite://{}?mode=rwc", folder.join("games.db").display()),
        site: None,
        // Cheap hashes: an unoptimised build makes the accounts.
        password_cost: epaminondas_server::passwords::PasswordCost {
            memory_kib: 64,
            passes: 1,
        },
        sweep_every: None,
        push: epaminondas_server::push::PushConfig::default(),
    };
    let running = runtime
        .block_on(epaminondas_server::start(config))
        .expect("the server started");
    let address = format!("http://{}", running.addr);
    println!("server at {address}");
    CorrespondenceServer {
        _runtime: runtime,
        address,
        folder,
    }
}

/// The whole game of a player of the server at `address`, saving to `store`.
fn server_player(address: &str, store: &MemoryStore) -> App {
    let launch = LaunchOptions::parse(["--two-players".to_owned()]).expect("a command line");
    let mut app = App::new();
    app.add_plugins(headless_default_plugins(None))
        .insert_resource(TimeUpdateStrategy::ManualDuration(FRAME))
        .add_plugins(GamePlugin { launch })
        .insert_resource(SaveStore(Box::new(store.clone())))
        .insert_resource(ServerAccount {
            address: address.to_owned(),
            session: None,
            shown_game: None,
        });
    app.finish();
    app.cleanup();
    app.update();
    app
}

fn play_of(app: &App) -> &ServerPlay {
    app.world().resource::<ServerPlay>()
}

fn account_of(app: &App) -> &ServerAccount {
    app.world().resource::<ServerAccount>()
}

fn command(app: &mut App, command: ServerCommand) {
    app.world_mut().write_message(command);
}

/// Whether the board shows the open game as the server last sent it, the opponent seated.
fn board_shows_server_game(app: &App) -> bool {
    let Some(open) = play_of(app).open.as_ref().filter(|open| open.shown) else {
        return false;
    };
    let game = open.game.replay().expect("the server's game replays");
    let model = model(app);
    open.sending.is_none()
        && model.friend_side() == Some(open.me.opposite())
        && model.game().moves() == game.moves()
}

#[test]
fn two_players_find_each_other_on_a_server_and_play_by_correspondence() {
    in_own_network(
        "two_players_find_each_other_on_a_server_and_play_by_correspondence",
        || {
            let server = start_correspondence_server();
            let (ann_store, bob_store) = (MemoryStore::default(), MemoryStore::default());
            let mut ann = server_player(&server.address, &ann_store);
            let mut bob = server_player(&server.address, &bob_store);
            for (app, name) in [(&mut ann, "ann"), (&mut bob, "bob")] {
                command(
                    app,
                    ServerCommand::SignUp {
                        name: name.into(),
                        password: "correct horse".into(),
                    },
                );
            }
            pump(&mut [&mut ann, &mut bob], "two accounts", |apps| {
                apps.iter().all(|app| account_of(app).session.is_some())
            });
            // A bad password for a name that exists is refused and said, nothing else changes.
            let mut eve = server_player(&server.address, &MemoryStore::default());
            command(
                &mut eve,
                ServerCommand::SignIn {
                    name: "ann".into(),
                    password: "wrong horse".into(),
                },
            );
            pump(&mut [&mut eve], "the refusal", |apps| {
                play_of(apps[0]).news_is_error
            });
            assert!(account_of(&eve).session.is_none());

            command(
                &mut ann,
                ServerCommand::Offer(NewChallenge {
                    days_per_move: 2,
                    colour: "white".into(),
                    rated: true,
                    opponent: None,
                }),
            );
            pump(&mut [&mut ann], "the challenge posted", |apps| {
                play_of(apps[0]).lobby.len() == 1
            });
            command(&mut bob, ServerCommand::OpenWindow(Tab::Lobby));
            pump(&mut [&mut bob], "the lobby read", |apps| {
                play_of(apps[0]).lobby.len() == 1
            });
            let challenge = play_of(&bob).lobby[0].clone();
            assert_eq!(challenge.creator, "ann");
            command(&mut bob, ServerCommand::Accept(challenge.id));
            pump(&mut [&mut bob], "the game open on Bob's board", |apps| {
                board_shows_server_game(apps[0])
            });
            assert_eq!(
                play_of(&bob).open.as_ref().map(|open| open.me),
                Some(Side::Black)
            );
            assert_eq!(model(&bob).seat(), Side::Black, "Bob sees Black's side");

            // Ann's games list shows her move, and the game opens from it.
            command(&mut ann, ServerCommand::Refresh);
            pump(&mut [&mut ann], "Ann's games", |apps| {
                play_of(apps[0]).to_move() == 1
            });
            let id = play_of(&ann).games[0].id.clone();
            command(&mut ann, ServerCommand::Open(id.clone()));
            pump(&mut [&mut ann], "the game open on Ann's board", |apps| {
                board_shows_server_game(apps[0])
            });

            // Six plies, each made on one board, stored, and read by the other.
            for ply in 0..6 {
                let (mover, other) = if ply % 2 == 0 {
                    (&mut ann, &mut bob)
                } else {
                    (&mut bob, &mut ann)
                };
                let mv = scripted_move(model(mover).game());
                play_on_board(mover, mv);
                pump(&mut [&mut *mover], "the move stored", |apps| {
                    play_of(apps[0])
                        .open
                        .as_ref()
                        .is_some_and(|open| open.game.ply == ply + 1 && open.sending.is_none())
                });
                command(other, ServerCommand::Refresh);
                pump(
                    &mut [&mut *other],
                    "the move read by the opponent",
                    |apps| {
                        board_shows_server_game(apps[0])
                            && model(apps[0]).game().moves().len()
                                == usize::try_from(ply + 1).unwrap_or(0)
                    },
                );
            }

            // Bob's program restarts: still signed in, his game is on the board again and in
            // his list.
            drop(bob);
            let mut bob = server_player(&server.address, &bob_store);
            assert_eq!(account_of(&bob).name(), Some("bob"));
            pump(&mut [&mut bob], "Bob's game after a restart", |apps| {
                play_of(apps[0]).games.len() == 1 && board_shows_server_game(apps[0])
            });
            assert_eq!(model(&bob).game().moves().len(), 6);
            // He leaves it for a game at this device, and opens it again from his list.
            bob.world_mut()
                .write_message(PlayerAction::Game(GameAction::NewGame(
                    GameSettings::default(),
                )));
            bob.update();
            bob.update();
            assert!(
                play_of(&bob).open.as_ref().is_some_and(|open| !open.shown),
                "the game waits behind the new one"
            );
            assert_eq!(model(&bob).friend_side(), None);
            command(&mut bob, ServerCommand::Open(id.clone()));
            pump(&mut [&mut bob], "the game open again", |apps| {
                board_shows_server_game(apps[0])
            });

            // Ann plays ply 6 from another device, straight to the server; her desktop board,
            // not told yet, plays another move for the same ply: refused, taken back, and the
            // server's game shown with the move from the other device.
            let token = account_of(&ann).token().expect("a token").to_owned();
            let elsewhere = scripted_move(model(&ann).game());
            let request = Call::Move {
                game: id.clone(),
                request: MoveRequest::new(6, elsewhere),
            }
            .request();
            let http = ehttp::Request::new(
                ehttp::Method::POST,
                format!("{}{}", server.address, request.path),
                &[("Content-Type", "application/json")],
            )
            .with_header("Authorization", format!("Bearer {token}"))
            .with_body(request.body.expect("a body").into_bytes());
            let answer = ehttp::fetch_blocking(&http).expect("an answer");
            assert_eq!(answer.status, 200, "{:?}", answer.text());
            let late = model(&ann)
                .game()
                .position()
                .legal_moves()
                .iter()
                .copied()
                .find(|mv| *mv != elsewhere)
                .expect("another legal move");
            play_on_board(&mut ann, late);
            pump(
                &mut [&mut ann],
                "the late move refused and taken back",
                |apps| {
                    let moves = model(apps[0]).game().moves();
                    play_of(apps[0]).news_is_error
                        && board_shows_server_game(apps[0])
                        && moves.len() == 7
                        && moves[6] == elsewhere
                },
            );
            println!(
                "refused: {:?}",
                play_of(&ann)
                    .news
                    .as_ref()
                    .map(|news| Language::English.say(news))
            );

            // Ann resigns: the game ends for both and the ratings move.
            command(&mut ann, ServerCommand::Resign);
            pump(&mut [&mut ann], "the resignation", |apps| {
                play_of(apps[0])
                    .open
                    .as_ref()
                    .is_some_and(|open| open.game.result.as_deref() == Some("0-1"))
            });
            command(&mut bob, ServerCommand::Refresh);
            pump(&mut [&mut bob], "the result and the ratings", |apps| {
                let play = play_of(apps[0]);
                play.open
                    .as_ref()
                    .is_some_and(|open| open.game.result.as_deref() == Some("0-1"))
                    && play.ratings.len() == 2
            });
            let ratings = &play_of(&bob).ratings;
            assert_eq!(ratings[0].name, "bob", "the winner leads");
            assert!(ratings[0].rating.rating > 1500.0 && ratings[1].rating.rating < 1500.0);
            assert_eq!(ratings[0].rating.games, 1);
        },
    );
}

/// A live game needs no relay of its own: the correspondence server carries it at
/// `ws://HOST:PORT/relay`, on the port of its API.
#[test]
fn a_live_game_runs_over_the_correspondence_servers_relay() {
    in_own_network(
        "a_live_game_runs_over_the_correspondence_servers_relay",
        || {
            let server = start_correspondence_server();
            let relay = RelayUrl::parse(&format!(
                "{}{}",
                server.address.replacen("http://", "ws://", 1),
                epaminondas_server::server::RELAY_PATH
            ))
            .expect("the server's relay");
            let room: RoomCode = "Q4MX7N".parse().expect("a room code");
            let (ann_store, bob_store) = (MemoryStore::default(), MemoryStore::default());
            let mut ann = player("Ann", &relay, &ann_store);
            let mut bob = player("Bob", &relay, &bob_store);
            meet(&mut ann, &mut bob, room);
            for _ in 0..4 {
                play_next(&mut ann, &mut bob);
            }
            assert_eq!(model(&ann).game().moves(), model(&bob).game().moves());
            assert_eq!(model(&bob).game().moves().len(), 4);
            // The API answers on the same port meanwhile.
            let lobby = ehttp::fetch_blocking(&ehttp::Request::get(format!(
                "{}/api/challenges",
                server.address
            )))
            .expect("the lobby");
            assert_eq!(lobby.status, 200);
        },
    );
}
