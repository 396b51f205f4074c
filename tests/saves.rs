//! The save store, on a real store file in a temporary folder: a game with captures comes
//! back move for move; a corrupt value and a value of a future version are kept under a backup
//! key, the player is told, and no game is restored (so a fresh one starts). A damaged store
//! file is moved aside and a fresh one made, instead of the panic bevy_pkv would give. A value
//! that is not text at all (not MessagePack natively, not JSON in the browser's localStorage)
//! is kept byte for byte too, and files written through bevy_pkv by earlier versions load.

use std::collections::HashMap;
use std::path::PathBuf;

use epaminondas::game::preferences::Preferences;
use epaminondas::game::store::backend::OpenProblem;
use epaminondas::game::store::backend::{MemoryStore, Store};
use epaminondas::game::store::format::{
    FORMAT_VERSION, GAME_KEY, Loaded, PREFERENCES_KEY, Problem, SavedGame, load, load_game, save,
    save_game,
};
use epaminondas::game::store::local_storage::{LocalStorageStore, RawStorage};
use epaminondas::game::store::open::{STORE_APPLICATION, STORE_ORGANIZATION};
use epaminondas::game::store::pkv_file::PkvFile;
use epaminondas::game::store::recovery::{MAX_BACKUPS, backup_keys, open_store_in};
use epaminondas::game::store::redb_file::STORE_FILE;
use epaminondas::game::values::{GameSettings, GraphicsQuality, Opponent, SideChoice};
use epaminondas_core::{Game, GameOptions, Move, Side};
use epaminondas_play::i18n::Key;

/// bevy_pkv's one table in the store file.
const RAW_TABLE: redb::TableDefinition<&str, &[u8]> = redb::TableDefinition::new("redb");

/// The game's store (bevy_pkv behind its guard) in a folder of its own, removed when the test
/// ends.
struct TempStore {
    folder: PathBuf,
    store: Option<PkvFile>,
}

impl TempStore {
    fn new(name: &str) -> TempStore {
        let folder =
            std::env::temp_dir().join(format!("epaminondas-saves-{}-{name}", std::process::id()));
        let _ = std::fs::remove_dir_all(&folder);
        std::fs::create_dir_all(&folder).expect("a temporary folder");
        let store = Some(PkvFile::open_in(&folder).expect("a store"));
        TempStore { folder, store }
    }

    fn store(&mut self) -> &mut PkvFile {
        self.store.as_mut().expect("open until closed")
    }

    /// Closes the store, so that its file can be opened by something else.
    fn close(&mut self) {
        self.store = None;
    }

    /// Closes the store and opens it again, as a new launch of the game would.
    fn reopen(&mut self) {
        self.store = None;
        self.store = Some(PkvFile::open_in(&self.folder).expect("a store"));
    }
}

impl Drop for TempStore {
    fn drop(&mut self) {
        self.store = None;
        let _ = std::fs::remove_dir_all(&self.folder);
    }
}

/// How far forward a move's front lands, for the side that makes it.
fn progress(mv: Move, side: Side) -> i32 {
    let rank = i32::from(mv.landing().rank());
    match side {
        Side::White => rank,
        Side::Black => -rank,
    }
}

/// A game in which both sides rush forward and capture whenever they can, until `captures`
/// captures have been made.
fn game_with_captures(captures: usize) -> Game {
    const MAX_PLIES: usize = 200;
    let mut game = Game::new(GameOptions::default());
    while game.moves().iter().filter(|mv| mv.is_capture()).count() < captures {
        assert!(game.moves().len() < MAX_PLIES, "no captures came up");
        let position = *game.position();
        let side = position.side_to_move();
        let moves = position.legal_moves();
        let chosen = moves
            .iter()
            .copied()
            .max_by_key(|&mv| (mv.captured(), progress(mv, side), mv.group_len()))
            .expect("the game goes on");
        game.play(chosen).expect("a legal move");
    }
    game
}

/// A new game, saved.
fn fresh_game() -> SavedGame {
    SavedGame {
        record: Game::new(GameOptions::default()).record(),
        settings: settings(),
        human: Side::White,
    }
}

fn settings() -> GameSettings {
    GameSettings {
        opponent: Opponent::Computer,
        side: SideChoice::Black,
        ..GameSettings::default()
    }
}

#[test]
fn a_game_with_captures_comes_back_move_for_move() {
    let mut temp = TempStore::new("round-trip");
    let game = game_with_captures(3);
    let saved = SavedGame {
        record: game.record(),
        settings: settings(),
        human: Side::Black,
    };
    save_game(temp.store(), &saved).expect("saved");
    temp.reopen();

    let Loaded::Found(restored) = load_game(temp.store()) else {
        panic!("the game did not come back");
    };
    assert_eq!(restored.game.moves(), game.moves());
    assert_eq!(restored.game.position(), game.position());
    assert_eq!(restored.settings, settings());
    assert_eq!(restored.human, Side::Black);

    // Undo still works after the restart, back to the start.
    let mut undone = restored.game.clone();
    while undone.undo().is_some() {}
    assert_eq!(undone.position(), game.start());
}

#[test]
fn a_corrupt_value_is_kept_aside_and_reported() {
    let mut temp = TempStore::new("corrupt");
    let garbage = "{\"version\": 1, \"data\": {\"record\": 4";
    temp.store().write(GAME_KEY, garbage).expect("written");

    let Loaded::Rejected { problem, backup } = load_game(temp.store()) else {
        panic!("a corrupt value was not rejected");
    };
    assert!(matches!(problem, Problem::Unreadable(_)), "{problem}");
    assert_eq!(problem.notice(), Key::NoticeSaveCorrupt);
    let backup = backup.expect("a backup key");
    assert_eq!(
        temp.store().read(&backup).expect("read"),
        Some(garbage.to_owned())
    );
    // The key is free for the fresh game, and the next launch finds nothing to complain about.
    assert_eq!(temp.store().read(GAME_KEY).expect("read"), None);
    assert!(matches!(load_game(temp.store()), Loaded::Missing));
}

#[test]
fn a_record_with_an_illegal_move_is_kept_aside_and_reported() {
    let mut temp = TempStore::new("illegal");
    let mut record = Game::new(GameOptions::default()).record();
    record.moves.push("a1-a9".to_owned());
    let saved = SavedGame {
        record,
        settings: settings(),
        human: Side::White,
    };
    save_game(temp.store(), &saved).expect("saved");

    let Loaded::Rejected { problem, backup } = load_game(temp.store()) else {
        panic!("an illegal record was not rejected");
    };
    assert!(matches!(problem, Problem::Invalid(_)), "{problem}");
    assert_eq!(problem.notice(), Key::NoticeSaveCorrupt);
    assert!(backup.is_some());
}

#[test]
fn a_value_of_a_future_version_is_kept_aside_and_reported() {
    let mut temp = TempStore::new("future");
    let future = format!(
        "{{\"version\": {}, \"data\": {{\"record\": \"in a format we cannot know\"}}}}",
        FORMAT_VERSION + 1
    );
    temp.store().write(GAME_KEY, &future).expect("written");

    let Loaded::Rejected { problem, backup } = load_game(temp.store()) else {
        panic!("a future value was not rejected");
    };
    assert_eq!(
        problem,
        Problem::Newer {
            version: FORMAT_VERSION + 1
        }
    );
    assert_eq!(problem.notice(), Key::NoticeSaveNewer);
    let backup = backup.expect("a backup key");
    assert_eq!(temp.store().read(&backup).expect("read"), Some(future));
    assert!(matches!(load_game(temp.store()), Loaded::Missing));
}

#[test]
fn backups_never_overwrite_each_other_until_the_slots_run_out() {
    let mut temp = TempStore::new("backups");
    let keys: Vec<String> = backup_keys(GAME_KEY).collect();
    assert_eq!(keys.len(), MAX_BACKUPS as usize);
    for n in 0..MAX_BACKUPS + 1 {
        let text = format!("broken {n}");
        temp.store().write(GAME_KEY, &text).expect("written");
        let Loaded::Rejected { backup, .. } = load_game(temp.store()) else {
            panic!("not rejected");
        };
        let expected = &keys[(n as usize).min(keys.len() - 1)];
        assert_eq!(backup.as_ref(), Some(expected));
    }
    assert_eq!(
        temp.store().read(&keys[0]).expect("read"),
        Some("broken 0".to_owned())
    );
}

#[test]
fn a_value_that_is_not_text_is_still_kept() {
    let mut temp = TempStore::new("not-text");
    temp.close();
    // The MessagePack array [1, 2, 3], as bevy_pkv's `set` would write a list of numbers.
    put_raw_bytes(&temp.folder, GAME_KEY, &[0x93, 1, 2, 3]);
    temp.reopen();
    let Loaded::Rejected { backup, .. } = load_game(temp.store()) else {
        panic!("not rejected");
    };
    let backup = backup.expect("a backup key");
    assert_eq!(
        temp.store().read(&backup).expect("read"),
        Some("[1,2,3]".to_owned())
    );
}

#[test]
fn preferences_round_trip_and_tolerate_added_and_missing_fields() {
    let mut temp = TempStore::new("preferences");
    assert!(matches!(
        load::<Preferences>(temp.store(), PREFERENCES_KEY),
        Loaded::Missing
    ));
    let preferences = Preferences {
        sound_on: false,
        volume: 0.25,
        next_game: settings(),
        graphics: Some(GraphicsQuality::Fast),
        ..Preferences::default()
    };
    save(temp.store(), PREFERENCES_KEY, &preferences).expect("saved");
    temp.reopen();
    assert_eq!(
        load::<Preferences>(temp.store(), PREFERENCES_KEY),
        Loaded::Found(preferences)
    );

    // Written by a program that knew one field more and one field fewer, same version.
    let other = format!(
        "{{\"version\": {FORMAT_VERSION}, \"data\": {{\"sound_on\": false, \"theme\": \"dark\"}}}}"
    );
    temp.store()
        .write(PREFERENCES_KEY, &other)
        .expect("written");
    let Loaded::Found(loaded) = load::<Preferences>(temp.store(), PREFERENCES_KEY) else {
        panic!("compatible preferences were rejected");
    };
    assert!(!loaded.sound_on);
    assert_eq!(loaded.volume, Preferences::default().volume);
    // Saved before the graphics choice existed: the renderer decides.
    assert_eq!(loaded.graphics, None);

    // A graphics quality this version does not know is refused like any bad value.
    let unknown =
        format!("{{\"version\": {FORMAT_VERSION}, \"data\": {{\"graphics\": \"Ultra\"}}}}");
    temp.store()
        .write(PREFERENCES_KEY, &unknown)
        .expect("written");
    assert!(!matches!(
        load::<Preferences>(temp.store(), PREFERENCES_KEY),
        Loaded::Found(_)
    ));
}

#[test]
fn out_of_range_preferences_are_brought_back_into_range() {
    let wild = Preferences {
        volume: f32::NAN,
        ..Preferences::default()
    };
    assert_eq!(wild.sanitized().volume, Preferences::default().volume);
    let loud = Preferences {
        volume: 7.0,
        ..Preferences::default()
    };
    assert_eq!(loud.sanitized().volume, 1.0);
}

#[test]
fn a_damaged_store_file_is_kept_aside_and_a_fresh_store_opens() {
    let folder = std::env::temp_dir().join(format!(
        "epaminondas-saves-{}-damaged-file",
        std::process::id()
    ));
    let _ = std::fs::remove_dir_all(&folder);
    std::fs::create_dir_all(&folder).expect("a temporary folder");
    let file = folder.join("bevy_pkv.redb");
    let garbage: Vec<u8> = (0..20_000u32).map(|i| (i * 7919 % 251) as u8).collect();
    std::fs::write(&file, &garbage).expect("written");

    let mut opened = open_store_in(&folder).expect("a fresh store despite the damaged file");
    let kept = opened
        .damaged_file_kept_at
        .clone()
        .expect("the damaged file was kept");
    assert_eq!(std::fs::read(&kept).expect("kept file"), garbage);
    assert!(matches!(load_game(opened.store.as_mut()), Loaded::Missing));
    save_game(
        opened.store.as_mut(),
        &SavedGame {
            record: game_with_captures(1).record(),
            settings: settings(),
            human: Side::White,
        },
    )
    .expect("the fresh store takes a game");
    drop(opened);

    // The fresh file opens cleanly next time, and a second damaged file gets a name of its own.
    let mut again = open_store_in(&folder).expect("reopened");
    assert_eq!(again.damaged_file_kept_at, None);
    assert!(matches!(load_game(again.store.as_mut()), Loaded::Found(_)));
    drop(again);
    // A store cut short (a crash mid-write, a full disk): redb repairs it or it is kept aside;
    // either way the game gets a store it can use.
    let whole = std::fs::read(&file).expect("store file");
    std::fs::write(&file, &whole[..whole.len() / 2]).expect("cut short");
    let mut cut = open_store_in(&folder).expect("a store despite the cut");
    cut.store.write("probe", "fine").expect("writable");
    assert_eq!(
        cut.store.read("probe").expect("read"),
        Some("fine".to_owned())
    );
    drop(cut);
    std::fs::write(&file, b"not a store").expect("written");
    let third = open_store_in(&folder).expect("a fresh store again");
    let second_kept = third.damaged_file_kept_at.clone().expect("kept again");
    assert_ne!(second_kept, kept);
    assert_eq!(std::fs::read(&kept).expect("first file untouched"), garbage);
    drop(third);
    let _ = std::fs::remove_dir_all(&folder);
}

/// The bytes stored under `key` in the redb file of `folder`, read with redb itself.
fn raw_bytes(folder: &std::path::Path, key: &str) -> Option<Vec<u8>> {
    use redb::ReadableDatabase;
    let db = redb::Database::create(folder.join(STORE_FILE)).expect("the store file opens");
    let read = db.begin_read().expect("a read");
    let table = read.open_table(RAW_TABLE).expect("the table");
    let value = table.get(key).expect("a lookup");
    value.map(|value| value.value().to_vec())
}

/// Stores `bytes` under `key` in the redb file of `folder`, as another program might.
fn put_raw_bytes(folder: &std::path::Path, key: &str, bytes: &[u8]) {
    let db = redb::Database::create(folder.join(STORE_FILE)).expect("the store file opens");
    let write = db.begin_write().expect("a write");
    {
        let mut table = write.open_table(RAW_TABLE).expect("the table");
        table.insert(key, bytes).expect("inserted");
    }
    write.commit().expect("committed");
}

#[test]
fn a_value_that_is_not_even_messagepack_is_kept_byte_for_byte() {
    let mut temp = TempStore::new("not-msgpack");
    // 0xc1 is the one byte MessagePack never uses: neither bevy_pkv nor anything else decodes it.
    let garbage = b"\xc1{garbage".to_vec();
    temp.close();
    put_raw_bytes(&temp.folder, GAME_KEY, &garbage);
    temp.reopen();

    let Loaded::Rejected { problem, backup } = load_game(temp.store()) else {
        panic!("a damaged value was not rejected");
    };
    assert!(matches!(problem, Problem::Unreadable(_)), "{problem}");
    let backup = backup.expect("kept under a backup key");
    // The fresh game is saved over the freed key; the backup keeps the old bytes.
    save_game(temp.store(), &fresh_game()).expect("saved");
    temp.close();
    assert_eq!(raw_bytes(&temp.folder, &backup), Some(garbage));
    temp.reopen();
    assert!(matches!(load_game(temp.store()), Loaded::Found(_)));
}

#[test]
fn a_store_file_in_use_is_left_alone_and_said_to_be_in_use() {
    let mut temp = TempStore::new("in-use");
    save_game(temp.store(), &fresh_game()).expect("saved");
    temp.close();
    // Another program holds the file (an older version of the game, say, without the lock).
    let other = redb::Database::create(temp.folder.join(STORE_FILE)).expect("opened by another");
    let problem = match open_store_in(&temp.folder) {
        Err(problem) => problem,
        Ok(_) => panic!("a store in use was opened"),
    };
    assert!(matches!(problem, OpenProblem::InUse(_)), "{problem}");
    drop(other);
    // Nothing was moved aside, and the game in it is still there.
    let names: Vec<String> = std::fs::read_dir(&temp.folder)
        .expect("the folder")
        .map(|entry| {
            entry
                .expect("an entry")
                .file_name()
                .to_string_lossy()
                .into_owned()
        })
        .collect();
    assert_eq!(names, [STORE_FILE], "only the store file");
    let mut opened = open_store_in(&temp.folder).expect("free again");
    assert_eq!(opened.damaged_file_kept_at, None);
    assert!(matches!(load_game(opened.store.as_mut()), Loaded::Found(_)));
}

#[test]
fn what_bevy_pkv_writes_the_game_reads_and_the_other_way_round() {
    let mut temp = TempStore::new("through-pkv");
    let mut memory = MemoryStore::default();
    save_game(&mut memory, &fresh_game()).expect("saved");
    let text = memory.read(GAME_KEY).expect("read").expect("a text");
    temp.close();
    {
        let mut pkv = bevy_pkv::PkvStore::new_in_dir(&temp.folder);
        pkv.set_string(GAME_KEY, &text).expect("bevy_pkv writes");
    }
    temp.reopen();
    assert!(matches!(load_game(temp.store()), Loaded::Found(_)));
    temp.store()
        .write("probe", "from the game")
        .expect("written");
    temp.close();
    let pkv = bevy_pkv::PkvStore::new_in_dir(&temp.folder);
    assert_eq!(
        pkv.get::<String>("probe").expect("bevy_pkv reads"),
        "from the game"
    );
}

#[test]
fn a_damaged_value_is_copied_aside_while_bevy_pkv_keeps_working() {
    let mut temp = TempStore::new("copy-between");
    temp.store().write("a", "one").expect("written");
    temp.store().write("b", "two").expect("written");
    // The guard's byte-for-byte copy closes bevy_pkv's handle; the next write opens it again.
    assert!(temp.store().copy("a", "a.copy").expect("copied"));
    assert!(!temp.store().copy("missing", "x").expect("nothing to copy"));
    temp.store()
        .write("c", "three")
        .expect("written after the copy");
    temp.store().remove("b").expect("removed");
    temp.store()
        .remove("never there")
        .expect("removing nothing is fine");
    for (key, want) in [
        ("a", Some("one")),
        ("a.copy", Some("one")),
        ("b", None),
        ("c", Some("three")),
    ] {
        assert_eq!(
            temp.store().read(key).expect("read").as_deref(),
            want,
            "{key}"
        );
    }
}

#[test]
fn saves_written_through_bevy_pkv_still_load() {
    // bevy_pkv 0.16 (which earlier versions saved through) stored each text as a MessagePack
    // string, `rmp_serde::to_vec(text)`, in the table "redb" of bevy_pkv.redb.
    let mut temp = TempStore::new("bevy-pkv");
    let mut memory = MemoryStore::default();
    save_game(&mut memory, &fresh_game()).expect("saved");
    let text = memory.read(GAME_KEY).expect("read").expect("a text");
    let bytes = rmp_serde::to_vec(&text).expect("encoded");
    temp.close();
    put_raw_bytes(&temp.folder, GAME_KEY, &bytes);
    temp.reopen();
    assert!(matches!(load_game(temp.store()), Loaded::Found(_)));
    // And what the game writes now is what bevy_pkv wrote.
    save_game(temp.store(), &fresh_game()).expect("saved");
    temp.close();
    assert_eq!(raw_bytes(&temp.folder, GAME_KEY), Some(bytes));
}

/// localStorage in memory, for the store logic the web build uses.
#[derive(Default)]
struct MemoryLocalStorage(HashMap<String, String>);

impl RawStorage for MemoryLocalStorage {
    fn get_item(&self, key: &str) -> Result<Option<String>, String> {
        Ok(self.0.get(key).cloned())
    }

    fn set_item(&mut self, key: &str, value: &str) -> Result<(), String> {
        self.0.insert(key.to_owned(), value.to_owned());
        Ok(())
    }

    fn remove_item(&mut self, key: &str) -> Result<(), String> {
        self.0.remove(key);
        Ok(())
    }
}

fn web_store() -> LocalStorageStore<MemoryLocalStorage> {
    LocalStorageStore::new(
        STORE_ORGANIZATION,
        STORE_APPLICATION,
        MemoryLocalStorage::default(),
    )
}

#[test]
fn the_web_store_keeps_bevy_pkvs_layout() {
    let mut store = web_store();
    save_game(&mut store, &fresh_game()).expect("saved");
    let raw = store
        .storage()
        .0
        .get("Epaminondas.epaminondasgame")
        .expect("under bevy_pkv's key");
    let text: String = serde_json::from_str(raw).expect("a JSON string, as bevy_pkv writes");
    assert!(text.starts_with("{\"version\":"), "{text}");
    assert!(matches!(load_game(&mut store), Loaded::Found(_)));
}

#[test]
fn a_web_value_that_is_not_json_at_all_is_kept_as_it_was() {
    let mut store = web_store();
    let key = store.storage_key(GAME_KEY);
    store
        .storage_mut()
        .0
        .insert(key.clone(), "{garbage".to_owned());

    let Loaded::Rejected { problem, backup } = load_game(&mut store) else {
        panic!("a damaged value was not rejected");
    };
    assert!(matches!(problem, Problem::Unreadable(_)), "{problem}");
    assert_eq!(problem.notice(), Key::NoticeSaveCorrupt);
    let backup = store.storage_key(&backup.expect("kept under a backup key"));
    assert_eq!(
        store.storage().0.get(&backup).map(String::as_str),
        Some("{garbage")
    );
    assert_eq!(store.storage().0.get(&key), None, "the key is free");
    // The next save does not touch the backup.
    save_game(&mut store, &fresh_game()).expect("saved");
    assert_eq!(
        store.storage().0.get(&backup).map(String::as_str),
        Some("{garbage")
    );
    assert!(matches!(load_game(&mut store), Loaded::Found(_)));
}
