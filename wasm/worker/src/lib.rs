//! Epaminondas's engine for the browser: the rules core and the AI (no Bevy)
//! behind the same UGI lines as `epaminondas-engine ugi`, for a Web Worker
//! (`wasm/engine-worker.js`) to drive, so that the page's main thread never
//! searches. A `go` searches to the end inside [`Engine::handle`]: the worker
//! is busy until then, and a page cancels a search by ending the worker.

use epaminondas_engine::ugi::UgiEngine;
use wasm_bindgen::prelude::*;

/// One engine: the position, the level, the seed and the search's table,
/// kept between the lines it is given.
#[wasm_bindgen]
pub struct Engine {
    ugi: UgiEngine,
}

#[wasm_bindgen]
impl Engine {
    /// An engine at the start position and the Master level.
    #[wasm_bindgen(constructor)]
    pub fn new() -> Engine {
        Engine {
            ugi: UgiEngine::new(),
        }
    }

    /// Handles one UGI line, calling `out` with every line the engine writes
    /// (a `go` writes `info …` lines as its iterations end, then `bestmove …`).
    /// Returns false on `quit`. An exception thrown by `out` is not passed on:
    /// the engine's answer goes on to its end.
    pub fn handle(&mut self, line: &str, out: &js_sys::Function) -> bool {
        self.ugi.handle(line, &mut |text| {
            // A failing callback must not cut a search short; the caller sees its own error.
            let _ = out.call1(&JsValue::NULL, &JsValue::from_str(text));
        })
    }
}

impl Default for Engine {
    fn default() -> Engine {
        Engine::new()
    }
}
