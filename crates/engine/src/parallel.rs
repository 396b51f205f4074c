//! A parallel search the "Lazy SMP" way: helper threads search the same
//! position at once, each on its own, and share the main search's
//! transposition table, so the main search finds more of its tree already
//! searched. Only the main search's result counts.
//!
//! Where threads cannot start (the browser's main thread, wasm without
//! threads) the helpers are simply left out.

use super::level::Settings;
use super::search::Search;
use super::tt::TranspositionTable;
use epaminondas_core::Game;
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::thread::JoinHandle;

/// Helper searches running beside a main search; they stop when dropped.
pub struct Helpers {
    stop: Arc<AtomicBool>,
    threads: Vec<JoinHandle<()>>,
}

impl Helpers {
    /// Starts `count` helper searches of `game` that share `table` with the
    /// main search (call it after the main search was made, so the table's
    /// generation is the main search's). Helpers keep the settings' limits
    /// and stop at the latest when the returned value is stopped or dropped;
    /// every other helper starts one iteration deeper, so they spread out.
    pub fn start(
        game: &Game,
        settings: Settings,
        table: &TranspositionTable,
        count: usize,
    ) -> Helpers {
        let stop = Arc::new(AtomicBool::new(false));
        let settings = Settings {
            noise: 0,
            ..settings
        };
        let threads = (0..count)
            .map_while(|i| {
                let search = Search::helper(
                    game,
                    settings,
                    stop.clone(),
                    table.share(),
                    1 + i as u32 % 2,
                );
                std::thread::Builder::new()
                    .name(format!("search helper {}", i + 1))
                    .spawn(move || {
                        search.run();
                    })
                    .ok()
            })
            .collect();
        Helpers { stop, threads }
    }

    /// How many helpers are running.
    pub fn count(&self) -> usize {
        self.threads.len()
    }

    /// Stops the helpers and waits for them.
    pub fn stop(mut self) {
        self.halt();
    }

    fn halt(&mut self) {
        self.stop.store(true, Ordering::Relaxed);
        for thread in self.threads.drain(..) {
            // A helper that panicked has nothing to give back.
            let _ = thread.join();
        }
    }
}

impl Drop for Helpers {
    fn drop(&mut self) {
        self.halt();
    }
}
