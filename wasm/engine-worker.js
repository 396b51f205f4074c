// The engine (rules core and AI, no Bevy) in a dedicated module worker, so that the page's
// main thread never searches. It speaks the UGI lines of `epaminondas-engine ugi`.
//
//   const worker = new Worker("engine-worker.js", { type: "module" });
//   worker.postMessage({ module });                  // optional: a compiled engine_bg.wasm
//   worker.postMessage({ id: 1, lines: ["setoption name Level value master",
//                                        "position startpos moves e2-e3 e11-e10", "go"] });
//
// Answers, in order:
//   { ready: true, module, ms }   once the engine runs (ms since the worker started); keep
//                                 `module` to start the next worker without compiling again
//   { id, line }                  every line the engine writes ("info …", "bestmove …")
//   { id, done: true }            after the last line of a request
//   { id, error } / { error }     a request or the loading failed; start a new worker
//
// A search blocks the worker until it ends (the UGI `stop` cannot reach it): to cancel,
// terminate the worker and start another with the kept module, and drop answers of old ids.
import { initSync, Engine } from "./engine.js";

const WASM_URL = new URL("engine_bg.wasm", import.meta.url);
let engine = null;
let loading = null;
const waiting = [];

async function compile() {
  try {
    return await WebAssembly.compileStreaming(fetch(WASM_URL));
  } catch {
    // A server that does not call the file application/wasm.
    const response = await fetch(WASM_URL);
    if (!response.ok) throw new Error(`${WASM_URL} answered ${response.status}`);
    return WebAssembly.compile(await response.arrayBuffer());
  }
}

function start(module) {
  initSync({ module });
  engine = new Engine();
  postMessage({ ready: true, module, ms: performance.now() });
}

function serve({ id, lines }) {
  const list = Array.isArray(lines) ? lines : String(lines ?? "").split("\n");
  try {
    for (const line of list) engine.handle(String(line), (text) => postMessage({ id, line: text }));
    postMessage({ id, done: true });
  } catch (error) {
    postMessage({ id, error: String(error) });
  }
}

self.onmessage = ({ data }) => {
  if (data?.module instanceof WebAssembly.Module) {
    if (!engine && !loading) start(data.module);
    return;
  }
  if (engine) {
    serve(data ?? {});
    return;
  }
  waiting.push(data ?? {});
  loading ??= compile()
    .then(start)
    .then(() => waiting.splice(0).forEach(serve))
    .catch((error) => postMessage({ error: String(error) }));
};
