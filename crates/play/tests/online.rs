//! Tests of online play without a transport (`epaminondas_play::online`): two
//! sessions pass each other's encoded bytes by hand, so a drop is a message
//! held back and a rejoin is a new hello. Hostile peers, fuzzed bytes, room
//! codes, links and the clock.

use epaminondas_core::{GameOptions, GameRecord, Move, Position, Side, SplitMix64};
use epaminondas_play::i18n::Language;
use epaminondas_play::online::{
    ActionError, Clock, ClockSetting, Connection, DecodeError, Ending, GameEnd, Incoming, JoinLink,
    JoinLinkError, MAX_MESSAGE_BYTES, PROTOCOL_VERSION, Party, PeerMessage, ROOM_ALPHABET,
    Rejection, RelayError, RelayUrl, RoomCode, RoomCodeError, Session, SessionSave, Setup, decode,
    encode,
};
use epaminondas_play::record::GameResult;
use proptest::prelude::*;
use std::convert::Infallible;

/// A deterministic random source for room codes.
struct TestRng(SplitMix64);

impl rand::TryRng for TestRng {
    type Error = Infallible;

    fn try_next_u32(&mut self) -> Result<u32, Infallible> {
        Ok((self.0.next_u64() >> 32) as u32)
    }

    fn try_next_u64(&mut self) -> Result<u64, Infallible> {
        Ok(self.0.next_u64())
    }

    fn try_fill_bytes(&mut self, dst: &mut [u8]) -> Result<(), Infallible> {
        for byte in dst {
            *byte = self.0.next_u64() as u8;
        }
        Ok(())
    }
}

fn setup(host_side: Side, clock: Option<ClockSetting>) -> Setup {
    Setup {
        host_side,
        clock,
        options: GameOptions::default(),
    }
}

/// A host and a guest, the bytes between them passed by hand, and the time.
struct Pair {
    host: Session,
    guest: Session,
    now: u64,
    rng: SplitMix64,
}

impl Pair {
    /// A host playing `host_side` and a guest, connected and introduced.
    fn new(host_side: Side, clock: Option<ClockSetting>) -> Pair {
        let mut pair = Pair {
            host: Session::host("Ann", setup(host_side, clock)),
            guest: Session::guest("Bob"),
            now: 1_000,
            rng: SplitMix64::new(7),
        };
        pair.connect();
        pair
    }

    /// Both transports report the other connected; the hellos cross.
    fn connect(&mut self) {
        self.host.peer_connected(self.now);
        self.guest.peer_connected(self.now);
        let (to_guest, to_host) = self.exchange();
        assert!(
            to_guest.contains(&Incoming::Joined { name: "Ann".into() }),
            "{to_guest:?}"
        );
        assert!(
            to_host.contains(&Incoming::Joined { name: "Bob".into() }),
            "{to_host:?}"
        );
        assert_eq!(self.host.connection(), Connection::Connected);
        assert_eq!(self.guest.connection(), Connection::Connected);
    }

    fn deliver_to_guest(&mut self) -> Vec<Incoming> {
        let now = self.now;
        let bytes = self.host.take_outgoing();
        bytes.iter().map(|b| self.guest.receive(b, now)).collect()
    }

    fn deliver_to_host(&mut self) -> Vec<Incoming> {
        let now = self.now;
        let bytes = self.guest.take_outgoing();
        bytes.iter().map(|b| self.host.receive(b, now)).collect()
    }

    /// Delivers both ways until neither has anything to say: what the guest
    /// and the host received.
    fn exchange(&mut self) -> (Vec<Incoming>, Vec<Incoming>) {
        let (mut at_guest, mut at_host) = (Vec::new(), Vec::new());
        for _ in 0..10 {
            let (g, h) = (self.deliver_to_guest(), self.deliver_to_host());
            if g.is_empty() && h.is_empty() {
                return (at_guest, at_host);
            }
            at_guest.extend(g);
            at_host.extend(h);
        }
        panic!("the two sessions keep talking: {at_guest:?} {at_host:?}");
    }

    /// The session to move.
    fn mover(&mut self) -> &mut Session {
        if self.host.is_my_turn() {
            &mut self.host
        } else {
            assert!(self.guest.is_my_turn());
            &mut self.guest
        }
    }

    /// The side to move plays a move that pushes forward (captures first),
    /// the other receives it; returns the move and what the other saw.
    fn play_one(&mut self) -> (Move, Vec<Incoming>) {
        self.now += 1_500;
        let (now, host_moves) = (self.now, self.host.is_my_turn());
        let position = *self.mover().game().unwrap().position();
        let mv = forward_move(&position, &mut self.rng);
        self.mover().play(mv, now).unwrap();
        let seen = if host_moves {
            self.deliver_to_guest()
        } else {
            self.deliver_to_host()
        };
        (mv, seen)
    }

    fn records(&self) -> (GameRecord, GameRecord) {
        (record(&self.host), record(&self.guest))
    }

    fn assert_in_step(&self) {
        let (host, guest) = self.records();
        assert_eq!(host, guest);
        assert_eq!(self.host.end(), self.guest.end());
        assert_eq!(self.host.game_number(), self.guest.game_number());
    }
}

fn record(session: &Session) -> GameRecord {
    session.game().unwrap().record()
}

/// A legal move that lands as far forward as possible, a capture before all;
/// ties broken by `rng`. Games of such moves end in a few dozen moves.
fn forward_move(position: &Position, rng: &mut SplitMix64) -> Move {
    let side = position.side_to_move();
    let progress = |mv: &Move| {
        let rank = i64::from(mv.landing().rank());
        let forward = if side == Side::White { rank } else { 11 - rank };
        forward + 20 * i64::from(mv.captured())
    };
    position
        .legal_moves()
        .into_iter()
        .map(|mv| (progress(&mv), rng.next_u64(), mv))
        .max_by_key(|&(progress, tie, _)| (progress, tie))
        .map(|(_, _, mv)| mv)
        .expect("a game that goes on has a move")
}

#[test]
fn a_whole_game_ends_with_equal_records_on_both_sides() {
    let mut pair = Pair::new(Side::Black, Some(ClockSetting::new(5, 3)));
    assert_eq!(pair.host.my_side(), Some(Side::Black));
    assert_eq!(pair.guest.my_side(), Some(Side::White));
    assert!(pair.guest.is_my_turn());
    let mut plies = 0;
    while pair.host.end().is_none() {
        let (mv, seen) = pair.play_one();
        assert_eq!(seen, vec![Incoming::Applied(mv)]);
        pair.assert_in_step();
        plies += 1;
        assert!(plies < 400, "the game should have ended");
    }
    pair.assert_in_step();
    assert!(matches!(pair.guest.end(), Some(GameEnd::Rules(_))));
    let end = pair.host.end().unwrap();
    assert!(end.winner().is_some());
    let record = pair.host.record(Some("2026.12.01".into())).unwrap();
    assert_eq!(record.black.name.as_deref(), Some("Ann"));
    assert_eq!(record.white.name.as_deref(), Some("Bob"));
    assert_eq!(
        record.result,
        GameResult::of(pair.host.game().unwrap().status())
    );
    let guest_record = pair.guest.record(Some("2026.12.01".into())).unwrap();
    assert_eq!(guest_record.to_string(), record.to_string());
    // Both clocks agree within the delivery time, and the increment was earned.
    let (host_clock, guest_clock) = (pair.host.clock().unwrap(), pair.guest.clock().unwrap());
    for side in Side::BOTH {
        assert_eq!(
            host_clock.left(side, pair.now),
            guest_clock.left(side, pair.now)
        );
        assert!(host_clock.left(side, pair.now) > 300_000);
    }
    assert_eq!(
        pair.host
            .play(forward_move(&Position::start(), &mut pair.rng), pair.now),
        Err(ActionError::GameOver)
    );
}

#[test]
fn a_drop_and_a_rejoin_lose_no_move_and_play_none_twice() {
    let mut pair = Pair::new(Side::White, Some(ClockSetting::new(15, 10)));
    for _ in 0..10 {
        pair.play_one();
    }
    // The host moves; the move is delivered, then the connection drops and
    // the transport delivers the same bytes again after the rejoin.
    pair.now += 1_000;
    let position = *pair.host.game().unwrap().position();
    let mv = forward_move(&position, &mut pair.rng);
    pair.host.play(mv, pair.now).unwrap();
    let sent = pair.host.take_outgoing();
    assert_eq!(
        pair.guest.receive(&sent[0], pair.now),
        Incoming::Applied(mv)
    );
    pair.now += 5_000;
    pair.host.peer_disconnected(pair.now);
    pair.guest.peer_disconnected(pair.now);
    assert_eq!(
        pair.guest.connection(),
        Connection::Disconnected { since: pair.now }
    );
    // Nothing can be played while the friend is away.
    let position = *pair.guest.game().unwrap().position();
    let reply = forward_move(&position, &mut pair.rng);
    assert_eq!(
        pair.guest.play(reply, pair.now),
        Err(ActionError::NotConnected)
    );
    pair.now += 60_000;
    pair.connect();
    pair.assert_in_step();
    assert_eq!(
        pair.guest.receive(&sent[0], pair.now),
        Incoming::NothingToShow
    );
    pair.assert_in_step();
    assert_eq!(record(&pair.guest).moves.len(), 11);
    // The clock stood still while the friend was away: Black's time ran for
    // the 5 s before the drop only (the host's view started at its move).
    let black_left = pair.guest.clock().unwrap().left(Side::Black, pair.now);
    assert!(
        black_left > 15 * 60_000 - 10 * 1_500 - 5_000,
        "{black_left}"
    );

    // The guest replies; this time the move is lost in the drop.
    pair.now += 1_000;
    pair.guest.play(reply, pair.now).unwrap();
    let lost = pair.guest.take_outgoing();
    assert_eq!(lost.len(), 1);
    pair.host.peer_disconnected(pair.now);
    pair.guest.peer_disconnected(pair.now);
    pair.now += 30_000;
    // The guest's hello reaches the host first; the host's hello makes the
    // guest send its move again; the lost bytes arriving late change nothing.
    pair.host.peer_connected(pair.now);
    pair.guest.peer_connected(pair.now);
    let (at_guest, at_host) = pair.exchange();
    assert!(at_guest.contains(&Incoming::Joined { name: "Ann".into() }));
    assert!(at_host.contains(&Incoming::Applied(reply)), "{at_host:?}");
    assert_eq!(
        pair.host.receive(&lost[0], pair.now),
        Incoming::NothingToShow
    );
    pair.assert_in_step();
    assert_eq!(record(&pair.host).moves.len(), 12);
    while pair.host.end().is_none() {
        let (mv, seen) = pair.play_one();
        assert_eq!(seen, vec![Incoming::Applied(mv)]);
    }
    pair.assert_in_step();
}

#[test]
fn a_restarted_program_resumes_from_its_save() {
    let mut pair = Pair::new(Side::White, None);
    for _ in 0..7 {
        pair.play_one();
    }
    let saved = serde_json::to_string(&pair.guest.save(pair.now)).unwrap();
    // The guest's program ends; the host sees the friend go.
    pair.host.peer_disconnected(pair.now);
    let save: SessionSave = serde_json::from_str(&saved).unwrap();
    pair.guest = Session::restore(&save).unwrap();
    assert_eq!(pair.guest.connection(), Connection::Waiting);
    assert_eq!(pair.guest.friend_name(), Some("Ann"));
    pair.now += 10_000;
    pair.connect();
    pair.assert_in_step();
    let (mv, seen) = pair.play_one();
    assert_eq!(seen, vec![Incoming::Applied(mv)]);
    pair.assert_in_step();
    // The host's program restarts too, from a save taken before the guest's
    // reply, which it then gets again through the guest's hello.
    pair.play_one();
    assert!(pair.guest.is_my_turn());
    let host_save = pair.host.save(pair.now);
    let (reply, seen) = pair.play_one();
    assert_eq!(seen, vec![Incoming::Applied(reply)]);
    pair.guest.peer_disconnected(pair.now);
    pair.host = Session::restore(&host_save).unwrap();
    assert_eq!(record(&pair.host).moves.len(), 9);
    pair.now += 10_000;
    pair.connect();
    pair.assert_in_step();
    assert_eq!(record(&pair.host).moves.len(), 10);
    let (mv, seen) = pair.play_one();
    assert_eq!(seen, vec![Incoming::Applied(mv)]);
    pair.assert_in_step();
    // A save whose game does not follow the rules is refused.
    let mut broken = save;
    broken.state.as_mut().unwrap().moves[0] = "a1-a9".into();
    assert_eq!(Session::restore(&broken).unwrap_err(), Rejection::BadRecord);
}

/// A move message for the host's game.
fn move_message(ply: u32, text: &str, hash: u64) -> Vec<u8> {
    encode(&PeerMessage::Move {
        game: 1,
        ply,
        text: text.into(),
        hash,
        clock: None,
    })
}

/// The hostile messages of the issue, as sent to a session whose friend is
/// to move with `played` moves played and `honest` the friend's next move.
fn hostile_messages(position: &Position, played: u32, honest: Move) -> Vec<(Vec<u8>, Rejection)> {
    let after = position.play(honest).unwrap().hash();
    let text = honest.to_string();
    let mut wrong_version = String::from_utf8(move_message(played + 1, &text, after)).unwrap();
    wrong_version = wrong_version.replace("\"v\":1", "\"v\":2");
    let mut huge = br#"{"v":1,"msg":{"type":"hello","name":""#.to_vec();
    huge.resize(1 << 20, b'x');
    huge.extend_from_slice(br#"","host":null}}"#);
    vec![
        (b"\x00\xff garbage {".to_vec(), Rejection::Unreadable),
        (
            huge,
            Rejection::TooLong {
                bytes: (1 << 20) + 15,
            },
        ),
        (
            wrong_version.into_bytes(),
            Rejection::WrongVersion { theirs: 2 },
        ),
        (
            move_message(played + 1, "a1-a9", after),
            Rejection::IllegalMove {
                ply: played + 1,
                text: "a1-a9".into(),
            },
        ),
        (
            move_message(played + 1, "hello there, friend", after),
            Rejection::IllegalMove {
                ply: played + 1,
                text: "hello there,…".into(),
            },
        ),
        (
            move_message(played + 1, &text, after ^ 1),
            Rejection::HashMismatch { ply: played + 1 },
        ),
        (
            move_message(played + 5, &text, after),
            Rejection::WrongPly {
                expected: played + 1,
                got: played + 5,
            },
        ),
    ]
}

#[test]
fn a_hostile_host_changes_nothing() {
    let mut pair = Pair::new(Side::White, None);
    for _ in 0..6 {
        pair.play_one();
    }
    assert!(pair.host.is_my_turn());
    let position = *pair.guest.game().unwrap().position();
    let honest = forward_move(&position, &mut SplitMix64::new(1));
    for (bytes, why) in hostile_messages(&position, 6, honest) {
        let before = record(&pair.guest);
        let resync = !matches!(why, Rejection::WrongVersion { .. });
        assert_eq!(
            pair.guest.receive(&bytes, pair.now),
            Incoming::Refused {
                why: why.clone(),
                resync
            }
        );
        assert_eq!(record(&pair.guest), before, "{why:?}");
        for language in Language::ALL {
            assert!(!language.say(&why.text()).is_empty(), "{why:?}");
        }
        // The guest asks for the host's game and gets the same game back.
        let (at_guest, _) = pair.exchange();
        assert_eq!(
            at_guest,
            if resync {
                vec![Incoming::Synced]
            } else {
                vec![]
            }
        );
        pair.assert_in_step();
    }
    // A move out of turn: the guest is to move after the host's move.
    let (mv, _) = pair.play_one();
    assert!(pair.guest.is_my_turn());
    let position = *pair.guest.game().unwrap().position();
    let sneaky = forward_move(&position, &mut SplitMix64::new(2));
    let after = position.play(sneaky).unwrap().hash();
    let before = record(&pair.guest);
    assert_eq!(
        pair.guest
            .receive(&move_message(8, &sneaky.to_string(), after), pair.now),
        Incoming::Refused {
            why: Rejection::OutOfTurn { ply: 8 },
            resync: true
        }
    );
    assert_eq!(record(&pair.guest), before);
    assert_eq!(pair.guest.game().unwrap().moves().last(), Some(&mv));
    pair.exchange();
    pair.assert_in_step();
    // The game goes on to its end.
    while pair.host.end().is_none() {
        pair.play_one();
    }
    pair.assert_in_step();
}

#[test]
fn a_hostile_guest_changes_nothing() {
    let mut pair = Pair::new(Side::White, None);
    for _ in 0..5 {
        pair.play_one();
    }
    assert!(pair.guest.is_my_turn());
    let position = *pair.host.game().unwrap().position();
    let honest = forward_move(&position, &mut SplitMix64::new(3));
    for (bytes, why) in hostile_messages(&position, 5, honest) {
        let before = record(&pair.host);
        let resync = !matches!(why, Rejection::WrongVersion { .. });
        assert_eq!(
            pair.host.receive(&bytes, pair.now),
            Incoming::Refused { why, resync }
        );
        assert_eq!(record(&pair.host), before);
        // The host sends its game unasked; the guest's is the same.
        let (at_guest, at_host) = pair.exchange();
        assert_eq!(
            at_guest,
            if resync {
                vec![Incoming::Synced]
            } else {
                vec![]
            }
        );
        assert!(at_host.is_empty());
        pair.assert_in_step();
    }
    // A guest that plays a move the host refuses takes it back on the resync.
    pair.now += 1_000;
    pair.guest.play(honest, pair.now).unwrap();
    let sent = pair.guest.take_outgoing();
    let tampered = String::from_utf8(sent[0].clone())
        .unwrap()
        .replace("\"ply\":6", "\"ply\":7");
    assert!(matches!(
        pair.host.receive(tampered.as_bytes(), pair.now),
        Incoming::Refused {
            why: Rejection::WrongPly {
                expected: 6,
                got: 7
            },
            resync: true
        }
    ));
    let (at_guest, _) = pair.exchange();
    assert_eq!(at_guest, vec![Incoming::Synced]);
    pair.assert_in_step();
    assert_eq!(record(&pair.guest).moves.len(), 5);
    assert!(pair.guest.is_my_turn());
}

/// The wire keeps its words: the host's side is `host_color` in the JSON a friend's program
/// of an older version reads, whatever the code calls it.
#[test]
fn the_hosts_side_keeps_its_name_on_the_wire() {
    let mut pair = Pair::new(Side::Black, None);
    pair.play_one();
    let state = pair.host.save(pair.now).state.unwrap();
    let bytes = encode(&PeerMessage::Resync { state });
    let text = String::from_utf8(bytes.clone()).expect("JSON is UTF-8");
    assert!(text.contains(r#""host_color":"Black""#), "{text}");
    let Ok(PeerMessage::Resync { state }) = decode(&bytes) else {
        panic!("the message reads back: {text}");
    };
    assert_eq!(state.setup.host_side, Side::Black);
}

#[test]
fn a_host_game_that_breaks_the_rules_or_diverges_stops_the_game() {
    let mut pair = Pair::new(Side::White, None);
    for _ in 0..4 {
        pair.play_one();
    }
    let mut state = pair.host.save(pair.now).state.unwrap();
    state.moves[2] = "a1-a9".into();
    let resync = encode(&PeerMessage::Resync { state });
    let before = record(&pair.guest);
    assert_eq!(
        pair.guest.receive(&resync, pair.now),
        Incoming::Refused {
            why: Rejection::BadRecord,
            resync: false
        }
    );
    assert_eq!(record(&pair.guest), before);
    assert_eq!(pair.guest.end(), Some(GameEnd::Stopped));
    // The guest told the host: the game is stopped on both sides, unfinished.
    let (_, at_host) = pair.exchange();
    assert_eq!(at_host, vec![Incoming::Stopped]);
    pair.assert_in_step();
    let result = pair.host.record(None).unwrap().result;
    assert_eq!(result, GameResult::Unfinished);

    // Another legal game with the same number is not this game continued.
    let mut pair = Pair::new(Side::White, None);
    for _ in 0..4 {
        pair.play_one();
    }
    let mut other = Session::host("Eve", setup(Side::White, None));
    other.peer_connected(0);
    let mut guest = Session::guest("Bob");
    guest.peer_connected(0);
    for bytes in other.take_outgoing() {
        guest.receive(&bytes, 0);
    }
    let mut rng = SplitMix64::new(99);
    let position = *other.game().unwrap().position();
    let state = {
        let mut state = other.save(0).state.unwrap();
        let mv = forward_move(&position, &mut rng);
        state.moves.push(mv.to_string());
        state.hash = position.play(mv).unwrap().hash();
        state
    };
    assert!(matches!(
        pair.guest
            .receive(&encode(&PeerMessage::Resync { state }), pair.now),
        Incoming::Refused {
            why: Rejection::Diverged,
            resync: false
        }
    ));
    assert_eq!(pair.guest.end(), Some(GameEnd::Stopped));
}

#[test]
fn messages_before_hello_or_in_the_wrong_role_are_refused() {
    let mut host = Session::host("Ann", setup(Side::White, None));
    let mut guest = Session::guest("Bob");
    assert_eq!(
        guest.receive(&move_message(1, "e2-e3", 0), 0),
        Incoming::Refused {
            why: Rejection::NotIntroduced,
            resync: false
        }
    );
    guest.peer_connected(0);
    let mut other_host = Session::host("Eve", setup(Side::Black, None));
    other_host.peer_connected(0);
    for bytes in other_host.take_outgoing() {
        assert_eq!(
            host.receive(&bytes, 0),
            Incoming::Refused {
                why: Rejection::SameRole { hosting: true },
                resync: false
            }
        );
    }
    let mut other_guest = Session::guest("Eve");
    other_guest.peer_connected(0);
    for bytes in other_guest.take_outgoing() {
        assert_eq!(
            guest.receive(&bytes, 0),
            Incoming::Refused {
                why: Rejection::SameRole { hosting: false },
                resync: false
            }
        );
    }
    assert!(guest.game().is_none());
    assert_eq!(guest.my_side(), None);
    // A ping is answered whatever the state.
    guest.take_outgoing();
    assert_eq!(
        guest.receive(&encode(&PeerMessage::Ping { sent: 5 }), 9),
        Incoming::NothingToShow
    );
    let pong = guest.take_outgoing();
    assert_eq!(
        host.receive(&pong[0], 12),
        Incoming::Pong { round_trip_ms: 7 }
    );
}

#[test]
fn a_takeback_needs_the_friends_yes() {
    let mut pair = Pair::new(Side::White, None);
    assert_eq!(
        pair.guest.request_takeback(),
        Err(ActionError::NothingToTakeBack)
    );
    for _ in 0..3 {
        pair.play_one();
    }
    // The host (White) just moved: its move alone goes.
    pair.host.request_takeback().unwrap();
    assert_eq!(pair.host.request_takeback(), Err(ActionError::AlreadyAsked));
    assert_eq!(
        pair.deliver_to_guest(),
        vec![Incoming::TakebackRequested { back_to: 2 }]
    );
    pair.guest.answer_takeback(false, pair.now).unwrap();
    assert_eq!(
        pair.deliver_to_host(),
        vec![Incoming::TakebackAnswered { accepted: false }]
    );
    assert_eq!(record(&pair.host).moves.len(), 3);
    pair.play_one();
    // Now the guest has replied: the host's move and the reply go.
    pair.host.request_takeback().unwrap();
    assert_eq!(
        pair.deliver_to_guest(),
        vec![Incoming::TakebackRequested { back_to: 2 }]
    );
    assert_eq!(
        pair.guest.pending_takeback().map(|t| t.from),
        Some(Party::Friend)
    );
    pair.guest.answer_takeback(true, pair.now).unwrap();
    assert_eq!(
        pair.deliver_to_host(),
        vec![Incoming::TakebackAnswered { accepted: true }]
    );
    pair.assert_in_step();
    assert_eq!(record(&pair.host).moves.len(), 2);
    assert!(pair.host.is_my_turn());
    assert_eq!(
        pair.guest.answer_takeback(true, pair.now),
        Err(ActionError::NothingToAnswer)
    );
    // A request that does not name the sender's own last move is refused.
    let bogus = encode(&PeerMessage::TakebackRequest {
        game: 1,
        ply: 2,
        back_to: 1,
    });
    assert_eq!(
        pair.guest.receive(&bogus, pair.now),
        Incoming::Refused {
            why: Rejection::Unexpected,
            resync: false
        }
    );
    assert_eq!(pair.guest.pending_takeback(), None);
}

#[test]
fn a_rematch_swaps_sides_and_old_messages_are_ignored() {
    let mut pair = Pair::new(Side::White, Some(ClockSetting::new(3, 2)));
    for _ in 0..4 {
        pair.play_one();
    }
    let old_move = {
        pair.now += 1_000;
        let position = *pair.host.game().unwrap().position();
        let mv = forward_move(&position, &mut pair.rng);
        pair.host.play(mv, pair.now).unwrap();
        let bytes = pair.host.take_outgoing();
        pair.guest.receive(&bytes[0], pair.now);
        bytes
    };
    assert_eq!(pair.host.offer_rematch(), Err(ActionError::NotOver));
    pair.guest.resign(pair.now).unwrap();
    assert_eq!(pair.deliver_to_host(), vec![Incoming::Resigned]);
    assert_eq!(pair.host.end(), Some(GameEnd::Resigned(Side::Black)));
    assert_eq!(
        pair.host.record(None).unwrap().result,
        GameResult::WhiteWins
    );
    pair.assert_in_step();
    pair.host.offer_rematch().unwrap();
    assert_eq!(pair.deliver_to_guest(), vec![Incoming::RematchOffered]);
    assert_eq!(pair.guest.pending_rematch(), Some(Party::Friend));
    pair.guest.answer_rematch(true).unwrap();
    assert_eq!(
        pair.deliver_to_host(),
        vec![Incoming::RematchAnswered { accepted: true }]
    );
    pair.assert_in_step();
    assert_eq!(pair.host.game_number(), Some(2));
    assert_eq!(pair.host.my_side(), Some(Side::Black));
    assert_eq!(pair.guest.my_side(), Some(Side::White));
    assert!(record(&pair.host).moves.is_empty());
    assert_eq!(pair.guest.clock().unwrap().left(Side::White, 0), 180_000);
    // A message of game 1 that comes again is ignored.
    assert_eq!(
        pair.guest.receive(&old_move[0], pair.now),
        Incoming::NothingToShow
    );
    let (mv, seen) = pair.play_one();
    assert_eq!(seen, vec![Incoming::Applied(mv)]);
    pair.assert_in_step();
    // Both offering at once starts one new game, not two.
    pair.host.resign(pair.now).unwrap();
    pair.exchange();
    pair.host.offer_rematch().unwrap();
    pair.guest.offer_rematch().unwrap();
    pair.exchange();
    pair.assert_in_step();
    assert_eq!(pair.host.game_number(), Some(3));
    assert_eq!(pair.host.my_side(), Some(Side::White));
}

#[test]
fn a_flag_fall_ends_the_game_on_both_sides() {
    let mut pair = Pair::new(Side::White, Some(ClockSetting::new(3, 2)));
    pair.play_one();
    let started = pair.now;
    // Black's clock runs; it has 180 s.
    assert_eq!(pair.guest.tick(started + 179_999), None);
    // A claim before the time is up is refused.
    let early = encode(&PeerMessage::OutOfTime {
        game: 1,
        ply: 1,
        side: Side::Black,
    });
    assert_eq!(
        pair.guest.receive(&early, started + 100_000),
        Incoming::Refused {
            why: Rejection::ClockDisagrees,
            resync: true
        }
    );
    pair.exchange();
    assert_eq!(pair.guest.end(), None);
    assert_eq!(
        pair.guest.tick(started + 180_000),
        Some(GameEnd::OutOfTime(Side::Black))
    );
    pair.now = started + 180_050;
    assert_eq!(
        pair.deliver_to_host(),
        vec![Incoming::OutOfTime(Side::Black)]
    );
    pair.assert_in_step();
    assert_eq!(
        pair.host.record(None).unwrap().result,
        GameResult::WhiteWins
    );

    // A friend whose program has stopped answering loses on time a grace
    // period after its clock runs out; its clock agrees when it hears.
    let mut pair = Pair::new(Side::White, Some(ClockSetting::new(3, 2)));
    pair.play_one();
    let sent = pair.now;
    assert_eq!(pair.host.tick(sent + 181_000), None);
    assert_eq!(
        pair.host.tick(sent + 182_000),
        Some(GameEnd::OutOfTime(Side::Black))
    );
    pair.now = sent + 182_100;
    assert_eq!(
        pair.deliver_to_guest(),
        vec![Incoming::OutOfTime(Side::Black)]
    );
    pair.assert_in_step();
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(2_000))]

    #[test]
    fn any_bytes_are_refused_without_a_panic(bytes in proptest::collection::vec(any::<u8>(), 0..600)) {
        let _ = decode(&bytes);
        let mut pair = Pair::new(Side::White, None);
        pair.play_one();
        for session in [&mut pair.host, &mut pair.guest] {
            let before = record(session);
            let outcome = session.receive(&bytes, 0);
            prop_assert!(matches!(outcome, Incoming::Refused { .. }), "{:?}", outcome);
            prop_assert_eq!(record(session), before);
        }
    }

    #[test]
    fn sessions_refuse_mangled_messages_without_changing_the_game(
        sample in 0usize..9,
        edits in proptest::collection::vec((any::<usize>(), any::<u8>(), 0u8..3), 0..6),
        to_host in any::<bool>(),
    ) {
        let mut pair = Pair::new(Side::White, Some(ClockSetting::new(5, 3)));
        for _ in 0..4 {
            pair.play_one();
        }
        let state = pair.host.save(pair.now).state.unwrap();
        let position = *pair.host.game().unwrap().position();
        let next = forward_move(&position, &mut SplitMix64::new(5));
        let samples = [
            move_message(5, &next.to_string(), position.play(next).unwrap().hash()),
            encode(&PeerMessage::Resync { state: state.clone() }),
            encode(&PeerMessage::Hello { name: "Eve".into(), host: Some(state) }),
            encode(&PeerMessage::Resign { game: 1 }),
            encode(&PeerMessage::TakebackRequest { game: 1, ply: 4, back_to: 3 }),
            encode(&PeerMessage::RematchOffer { game: 1 }),
            encode(&PeerMessage::OutOfTime { game: 1, ply: 4, side: Side::White }),
            encode(&PeerMessage::Stop { game: 1 }),
            encode(&PeerMessage::Ping { sent: 1 }),
        ];
        let mut bytes = samples[sample].clone();
        for (at, byte, kind) in edits {
            let at = at % (bytes.len() + 1);
            match kind {
                0 if at < bytes.len() => bytes[at] = byte,
                1 => bytes.insert(at, byte),
                _ if at < bytes.len() => { bytes.remove(at); }
                _ => {}
            }
        }
        let now = pair.now;
        let session = if to_host { &mut pair.host } else { &mut pair.guest };
        let before = record(session);
        let outcome = session.receive(&bytes, now);
        if let Incoming::Refused { .. } = outcome {
            prop_assert_eq!(record(session), before);
        }
        // Whatever happened, the answers come to an end.
        pair.exchange();
    }

    #[test]
    fn any_move_message_is_applied_only_when_legal(
        ply in 0u32..12,
        text in "[a-p]{1,2}[0-9]{1,2}[-x][a-p][0-9]{1,2}",
        hash_right in any::<bool>(),
        hash in any::<u64>(),
        game in 0u32..3,
    ) {
        let mut pair = Pair::new(Side::Black, None);
        for _ in 0..5 {
            pair.play_one();
        }
        let position = *pair.host.game().unwrap().position();
        let after = position.parse_move(&text).ok().map(|mv| position.play(mv).unwrap().hash());
        let hash = if hash_right { after.unwrap_or(hash) } else { hash };
        let before = record(&pair.host);
        let message = encode(&PeerMessage::Move { game, ply, text: text.clone(), hash, clock: None });
        let outcome = pair.host.receive(&message, pair.now);
        let legal_and_right = game == 1 && ply == 6 && after == Some(hash);
        match outcome {
            Incoming::Applied(mv) => {
                prop_assert!(legal_and_right);
                prop_assert_eq!(position.parse_move(&text), Ok(mv));
                prop_assert_eq!(record(&pair.host).moves.len(), 6);
            }
            _ => {
                prop_assert!(!legal_and_right);
                prop_assert_eq!(record(&pair.host), before);
            }
        }
    }
}

#[test]
fn decoding_refuses_long_deep_and_foreign_messages() {
    assert_eq!(
        decode(&vec![b' '; MAX_MESSAGE_BYTES + 1]),
        Err(DecodeError::TooLong {
            bytes: MAX_MESSAGE_BYTES + 1
        })
    );
    assert_eq!(
        decode(&vec![b' '; MAX_MESSAGE_BYTES]),
        Err(DecodeError::Unreadable)
    );
    let deep = format!(
        "{{\"v\":1,\"msg\":{}{}}}",
        "[".repeat(30_000),
        "]".repeat(30_000)
    );
    assert_eq!(decode(deep.as_bytes()), Err(DecodeError::Unreadable));
    // A later version is told apart even when its messages look different.
    assert_eq!(
        decode(br#"{"v":7,"message":{"kind":"teleport"}}"#),
        Err(DecodeError::WrongVersion { theirs: 7 })
    );
    assert_eq!(
        decode(br#"{"msg":{"type":"resign","game":1}}"#),
        Err(DecodeError::Unreadable)
    );
    assert_eq!(
        decode(br#"{"v":1,"msg":{"type":"resign","game":1}} trailing"#),
        Err(DecodeError::Unreadable)
    );
    assert_eq!(
        decode(br#"{"v":1,"msg":{"type":"move","game":1,"ply":-1,"text":"","hash":0}}"#),
        Err(DecodeError::Unreadable)
    );
    // Unknown fields are ignored, so a later version can add optional ones.
    assert_eq!(
        decode(br#"{"v":1,"sent_by":"x","msg":{"type":"resign","game":4,"why":"tired"}}"#),
        Ok(PeerMessage::Resign { game: 4 })
    );
    assert_eq!(PROTOCOL_VERSION, 1);
}

#[test]
fn every_message_survives_the_round_trip() {
    let mut pair = Pair::new(Side::White, Some(ClockSetting::new(5, 3)));
    for _ in 0..3 {
        pair.play_one();
    }
    pair.guest.resign(pair.now).unwrap();
    let state = pair.guest.save(pair.now).state.unwrap();
    assert_eq!(state.ending, Some(Ending::Resigned(Side::Black)));
    let messages = [
        PeerMessage::Hello {
            name: "Ann «Ω»".into(),
            host: Some(state.clone()),
        },
        PeerMessage::Hello {
            name: String::new(),
            host: None,
        },
        PeerMessage::Move {
            game: 1,
            ply: 3,
            text: "a1-a3".into(),
            hash: u64::MAX,
            clock: Some(293_000),
        },
        PeerMessage::Resign { game: 2 },
        PeerMessage::OutOfTime {
            game: 1,
            ply: 9,
            side: Side::Black,
        },
        PeerMessage::TakebackRequest {
            game: 1,
            ply: 4,
            back_to: 2,
        },
        PeerMessage::TakebackAnswer {
            game: 1,
            ply: 4,
            accept: true,
        },
        PeerMessage::RematchOffer { game: 1 },
        PeerMessage::RematchAnswer {
            game: 1,
            accept: false,
        },
        PeerMessage::Ping { sent: 17 },
        PeerMessage::Pong { sent: 17 },
        PeerMessage::ResyncRequest,
        PeerMessage::Resync { state },
        PeerMessage::Stop { game: 3 },
    ];
    for message in messages {
        assert_eq!(decode(&encode(&message)), Ok(message));
    }
}

#[test]
fn names_are_cleaned_and_cut() {
    let long = "x".repeat(100);
    let mut host = Session::host(&long, setup(Side::White, None));
    assert_eq!(host.name().chars().count(), 32);
    let mut guest = Session::guest("  Bob\u{7}\n ");
    assert_eq!(guest.name(), "Bob");
    host.peer_connected(0);
    guest.peer_connected(0);
    for bytes in host.take_outgoing() {
        guest.receive(&bytes, 0);
    }
    assert_eq!(guest.friend_name().map(|n| n.len()), Some(32));
}

#[test]
fn room_codes_are_readable_and_round_trip() {
    for confusable in ['0', 'O', '1', 'I', 'L'] {
        assert!(!ROOM_ALPHABET.contains(confusable));
    }
    assert_eq!(ROOM_ALPHABET.len(), 31);
    let mut rng = TestRng(SplitMix64::new(11));
    let mut seen = std::collections::HashSet::new();
    for _ in 0..500 {
        let code = RoomCode::generate(&mut rng);
        assert_eq!(code.as_str().len(), 6);
        assert!(code.as_str().chars().all(|c| ROOM_ALPHABET.contains(c)));
        assert_eq!(RoomCode::parse(code.as_str()), Ok(code));
        assert_eq!(RoomCode::parse(&code.spaced()), Ok(code));
        assert_eq!(RoomCode::parse(&code.as_str().to_lowercase()), Ok(code));
        let spoken = code
            .as_str()
            .chars()
            .map(String::from)
            .collect::<Vec<_>>()
            .join(" ");
        assert_eq!(RoomCode::parse(&spoken), Ok(code));
        seen.extend(code.as_str().chars());
        let json = serde_json::to_string(&code).unwrap();
        assert_eq!(json, format!("\"{code}\""));
        assert_eq!(serde_json::from_str::<RoomCode>(&json).unwrap(), code);
    }
    assert_eq!(seen.len(), 31, "every character of the alphabet comes up");
    for (typed, bad) in [
        ("K7MQ20", '0'),
        ("K7MQ2o", 'o'),
        ("K7MQ21", '1'),
        ("k7mq2i", 'i'),
        ("K7MQ2l", 'l'),
    ] {
        let error = RoomCode::parse(typed).unwrap_err();
        assert_eq!(error, RoomCodeError::BadCharacter(bad));
        assert!(
            Language::English.say(&error.text()).contains("no "),
            "{}",
            error.text()
        );
    }
    assert_eq!(
        RoomCode::parse("K7M-Q2"),
        Err(RoomCodeError::WrongLength { found: 5 })
    );
    assert_eq!(
        RoomCode::parse("K7M-Q2X-A"),
        Err(RoomCodeError::WrongLength { found: 7 })
    );
    assert_eq!(
        RoomCode::parse("K7M_Q2X"),
        Err(RoomCodeError::BadCharacter('_'))
    );
    assert_eq!(
        RoomCode::parse("K7MÉQ2"),
        Err(RoomCodeError::BadCharacter('É'))
    );
    assert!(serde_json::from_str::<RoomCode>("\"OOOOOO\"").is_err());
}

#[test]
fn relay_addresses_are_websocket_only() {
    let valid = [
        ("ws://localhost:3536", "ws://localhost:3536"),
        ("  WSS://Example.org/  ", "wss://Example.org"),
        ("ws://[::1]:3536/", "ws://[::1]:3536"),
        (
            "wss://relay.example.org/matchbox/",
            "wss://relay.example.org/matchbox",
        ),
        ("ws://127.0.0.1", "ws://127.0.0.1"),
    ];
    for (text, canonical) in valid {
        assert_eq!(RelayUrl::parse(text).unwrap().as_str(), canonical, "{text}");
    }
    let invalid = [
        ("http://example.org", RelayError::NotWebSocket),
        ("localhost:3536", RelayError::NotWebSocket),
        ("ftp://x", RelayError::NotWebSocket),
        ("ws://", RelayError::NoHost),
        ("ws://:3536", RelayError::NoHost),
        ("ws://user@host", RelayError::BadHost),
        ("ws://ho st", RelayError::BadHost),
        ("ws://host:0", RelayError::BadPort),
        ("ws://host:65536", RelayError::BadPort),
        ("ws://host:+80", RelayError::BadPort),
        ("ws://host:", RelayError::BadPort),
        ("ws://host/room?next=2", RelayError::BadPath),
        ("ws://host/#x", RelayError::BadPath),
    ];
    for (text, error) in invalid {
        assert_eq!(RelayUrl::parse(text), Err(error), "{text}");
        assert!(!Language::Russian.say(&error.text()).is_empty());
    }
    let relay = RelayUrl::parse("wss://relay.example.org/matchbox").unwrap();
    let room = RoomCode::parse("ABCDEF").unwrap();
    let url = relay.room_url(room);
    assert_eq!(url, "wss://relay.example.org/matchbox/ABCDEF");
    assert_eq!(RelayUrl::read_room_url(&url), Ok((relay, room)));
    assert!(matches!(
        RelayUrl::read_room_url("ws://host:3536"),
        Err(RelayError::BadRoom(_))
    ));
    assert_eq!(
        RelayUrl::read_room_url("ws://host:3536/ABC0EF"),
        Err(RelayError::BadRoom(RoomCodeError::BadCharacter('0')))
    );
}

#[test]
fn join_links_carry_the_room_and_the_relay() {
    let room = RoomCode::parse("HX4-9KZ").unwrap();
    let relay = RelayUrl::parse("wss://relay.example.org:8443/mb").unwrap();
    let with_relay = JoinLink {
        room,
        relay: Some(relay),
    };
    let address =
        with_relay.to_address("http://127.0.0.1:8080/index.html?room=AAAAAA&lang=ru#ep1.me2e3");
    assert_eq!(
        address,
        "http://127.0.0.1:8080/index.html?lang=ru&room=HX49KZ&relay=wss%3A%2F%2Frelay.example.org%3A8443%2Fmb"
    );
    assert_eq!(JoinLink::read(&address), Ok(with_relay.clone()));
    let plain = JoinLink { room, relay: None };
    assert_eq!(
        plain.to_address("https://example.org/game"),
        "https://example.org/game?room=HX49KZ"
    );
    assert_eq!(
        JoinLink::read(" https://example.org/game?room=hx4-9kz "),
        Ok(plain.clone())
    );
    assert_eq!(JoinLink::read("hx49kz"), Ok(plain.clone()));
    assert_eq!(
        JoinLink::read("ws://10.1.2.3:3536/HX49KZ").unwrap().room,
        room
    );
    assert_eq!(
        JoinLink::read("https://example.org/?lang=ru"),
        Err(JoinLinkError::NoRoom)
    );
    assert_eq!(
        JoinLink::read("https://example.org/?room=HX49K0"),
        Err(JoinLinkError::Room(RoomCodeError::BadCharacter('0')))
    );
    assert_eq!(
        JoinLink::read("https://example.org/?room=HX49KZ&relay=http%3A%2F%2Fx"),
        Err(JoinLinkError::Relay(RelayError::NotWebSocket))
    );
    assert_eq!(
        JoinLink::read("https://example.org/?room=%ZZHX49KZ"),
        Err(JoinLinkError::Room(RoomCodeError::BadCharacter('%')))
    );
    assert_eq!(
        JoinLink::read("ws://10.1.2.3:3536/HX49KO"),
        Err(JoinLinkError::Room(RoomCodeError::BadCharacter('O')))
    );
}

#[test]
fn the_clock_adds_the_increment_and_flags() {
    let setting = ClockSetting::new(5, 3);
    assert_eq!(setting.to_string(), "5+3");
    assert_eq!(ClockSetting::new(15, 10).to_string(), "15+10");
    assert_eq!(
        ClockSetting {
            base_ms: 90_000,
            increment_ms: 2_000
        }
        .to_string(),
        "90s+2"
    );
    assert_eq!(
        ClockSetting::PRESETS.map(|s| s.to_string()),
        ["3+2", "5+3", "10+5", "15+10"]
    );
    let mut clock = Clock::new(setting);
    assert_eq!(clock.running(), None);
    // The first move costs nothing and earns nothing.
    assert_eq!(clock.press(Side::White, 50_000), 300_000);
    assert_eq!(clock.running(), Some(Side::Black));
    assert_eq!(clock.left(Side::Black, 60_000), 290_000);
    assert_eq!(clock.press(Side::Black, 60_000), 293_000);
    assert_eq!(clock.left(Side::White, 160_000), 200_000);
    assert_eq!(clock.press(Side::White, 160_000), 203_000);
    // Stopped, the time stands still; started again, it runs on.
    clock.stop(200_000);
    assert_eq!(clock.left(Side::Black, 900_000), 253_000);
    clock.start(Side::Black, 1_000_000);
    assert_eq!(clock.flagged(1_252_999), None);
    assert_eq!(clock.flagged(1_253_000), Some(Side::Black));
    assert_eq!(clock.overdue(1_254_000), Some((Side::Black, 1_000)));
    assert_eq!(clock.left(Side::Black, 1_300_000), 0);
    // A side out of time earns no increment.
    assert_eq!(clock.press(Side::Black, 1_300_000), 0);
    // A time in the past reads as no time spent.
    assert_eq!(clock.left(Side::White, 0), 203_000);
    let times = clock.times(1_300_000);
    assert_eq!((times.white_ms, times.black_ms), (203_000, 0));
}

#[test]
fn a_reported_time_never_grows_a_clock() {
    let mut clock = Clock::new(ClockSetting::new(3, 2));
    clock.press(Side::White, 0);
    // Black reports more time than it had plus the increment: capped.
    clock.press_reported(Side::Black, 999_999_999, 10_000);
    assert_eq!(clock.left(Side::Black, 10_000), 182_000);
    assert_eq!(clock.running(), Some(Side::White));
    // An honest report below the cap is taken as it is.
    clock.press_reported(Side::White, 170_000, 20_000);
    assert_eq!(clock.left(Side::White, 20_000), 170_000);
    // Huge settings saturate rather than overflow.
    let mut huge = Clock::new(ClockSetting {
        base_ms: u64::MAX,
        increment_ms: u64::MAX,
    });
    huge.start(Side::White, 0);
    assert_eq!(huge.press(Side::White, 1), u64::MAX);
    huge.press_reported(Side::Black, u64::MAX, u64::MAX);
    assert_eq!(huge.flagged(u64::MAX), None);
}

#[test]
fn refusals_read_in_every_language() {
    let move_refused = Rejection::IllegalMove {
        ply: 7,
        text: "a1-a9".into(),
    }
    .text();
    assert_eq!(
        Language::English.say(&move_refused),
        "Your friend's program sent a move this game cannot accept: \
         move 7, \"a1-a9\", is not a legal move here."
    );
    assert_eq!(
        Language::Russian.say(&move_refused),
        "Программа друга прислала ход, который эта партия не может принять: \
         ход 7, «a1-a9», здесь невозможен."
    );
    assert_eq!(
        Language::German.say(&move_refused),
        "Das Programm deines Freundes hat einen Zug geschickt, den diese Partie nicht annehmen \
         kann: Zug 7, „a1-a9“, ist hier nicht erlaubt."
    );
    assert_eq!(
        move_refused.to_string(),
        Language::English.say(&move_refused),
        "Display is English"
    );
    let version = Rejection::WrongVersion { theirs: 9 }.text();
    assert_eq!(
        Language::English.say(&version),
        format!(
            "Your friend's program speaks another version of the online protocol (9; this one \
             speaks {PROTOCOL_VERSION}): you both need the same version of the game."
        )
    );
    // The length of a message too long: English and German count it, Russian in its three forms.
    let too_long =
        |bytes: usize, language: Language| language.say(&Rejection::TooLong { bytes }.text());
    assert!(too_long(70_000, Language::English).ends_with("to accept (70000 bytes)."));
    assert!(too_long(1, Language::English).ends_with("(1 byte)."));
    assert!(too_long(70_000, Language::German).ends_with("Nachricht geschickt (70000 Bytes)."));
    assert_eq!(
        too_long(1, Language::Russian),
        "Программа друга прислала слишком длинное сообщение (1 байт)."
    );
    assert!(too_long(2, Language::Russian).ends_with("(2 байта)."));
    assert!(too_long(5, Language::Russian).ends_with("(5 байт)."));
    assert!(too_long(70_002, Language::Russian).ends_with("(70002 байта)."));

    let length = RoomCodeError::WrongLength { found: 5 };
    assert_eq!(
        length.to_string(),
        "A room code has 6 characters; this one has 5."
    );
    assert_eq!(
        Language::Russian.say(&length.text()),
        "В коде комнаты 6 знаков, а здесь 5."
    );
    assert_eq!(
        Language::German.say(&length.text()),
        "Ein Raumcode hat 6 Zeichen; dieser hat 5."
    );
    let character = RoomCodeError::BadCharacter('_');
    assert_eq!(
        character.to_string(),
        "\"_\" is never in a room code: it has only letters and digits."
    );
    assert_eq!(
        Language::Russian.say(&character.text()),
        "«_» не бывает в коде комнаты: там только латинские буквы и цифры."
    );
    assert_eq!(
        RelayError::BadPort.to_string(),
        "The relay's port must be a number from 1 to 65535."
    );
    assert_eq!(
        Language::German.say(&RelayError::NotWebSocket.text()),
        "Die Adresse des Vermittlungsservers muss mit ws:// oder wss:// beginnen."
    );
    let no_room = JoinLinkError::NoRoom;
    assert_eq!(no_room.to_string(), "This link names no room to join.");
    assert_eq!(
        Language::Russian.say(&no_room.text()),
        "В этой ссылке нет комнаты для игры."
    );
    assert_eq!(
        JoinLinkError::Room(character).text(),
        character.text(),
        "a link's wrong room says what the room code says"
    );
}
