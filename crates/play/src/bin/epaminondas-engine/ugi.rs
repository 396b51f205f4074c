//! `epaminondas-engine ugi`: the protocol of [`epaminondas_engine::ugi`] on
//! standard input and output.
//!
//! Commands are read on their own thread and a `go` searches on another, so
//! `stop`, `isready` and `query` are answered while a search runs; every
//! other command first stops the search and waits for its `bestmove`.

use epaminondas_engine::TranspositionTable;
use epaminondas_engine::ugi::{Dispatched, GoJob, UgiEngine, needs_idle};
use std::io::{BufRead, Write};
use std::process::ExitCode;
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::mpsc;
use std::thread::{self, JoinHandle};
use std::time::Duration;

/// How often a finished `go infinite` search looks whether `stop` came.
const INFINITE_POLL: Duration = Duration::from_millis(5);

/// Runs the protocol on standard input and output until `quit` or the end of input.
pub fn run() -> ExitCode {
    let (lines, commands) = mpsc::channel::<String>();
    // The reader thread ends with the input; it is not joined, so a pending
    // read never holds up `quit`.
    thread::spawn(move || {
        for line in std::io::stdin().lock().lines() {
            let Ok(line) = line else { break };
            if lines.send(line).is_err() {
                break;
            }
        }
    });
    let mut engine = UgiEngine::new();
    let mut running: Option<Running> = None;
    for line in commands {
        if needs_idle(&line) {
            stop_search(&mut engine, &mut running);
        }
        match engine.dispatch(&line, &mut say) {
            Dispatched::Done => {}
            Dispatched::Quit => break,
            Dispatched::Go(job) => running = Some(Running::start(job)),
        }
    }
    stop_search(&mut engine, &mut running);
    ExitCode::SUCCESS
}

/// Writes one protocol line and flushes it at once.
fn say(line: &str) {
    let mut out = std::io::stdout().lock();
    // A closed output means the controller is gone; there is no one to tell.
    let _ = writeln!(out, "{line}");
    let _ = out.flush();
}

/// A search running on its own thread.
struct Running {
    stop: Arc<AtomicBool>,
    thread: JoinHandle<TranspositionTable>,
}

impl Running {
    fn start(job: Box<GoJob>) -> Running {
        let stop = Arc::new(AtomicBool::new(false));
        let flag = stop.clone();
        let thread = thread::spawn(move || {
            let infinite = job.is_infinite();
            let finished = job.run(flag.clone(), &mut say);
            // After `go infinite` the answer waits for `stop`, as in UCI.
            while infinite && !flag.load(Ordering::Relaxed) {
                thread::sleep(INFINITE_POLL);
            }
            say(&finished.bestmove);
            finished.table
        });
        Running { stop, thread }
    }
}

/// Stops a running search, waits for its `bestmove` and keeps its table.
fn stop_search(engine: &mut UgiEngine, running: &mut Option<Running>) {
    if let Some(running) = running.take() {
        running.stop.store(true, Ordering::Relaxed);
        match running.thread.join() {
            Ok(table) => engine.restore_table(table),
            Err(_) => say("info string error the search thread failed"),
        }
    }
}
