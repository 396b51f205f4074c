// Compares the engine's speed in wasm (the worker's module, run by Node) with the native
// engine, on the same UGI lines: node wasm/worker/speed.mjs SITE_DIR NATIVE_ENGINE
// SITE_DIR holds engine.js and engine_bg.wasm (wasm/build.sh's output); NATIVE_ENGINE is
// a release build of epaminondas-engine. Prints one line per search and the totals.
import { spawn } from "node:child_process";
import { readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { pathToFileURL } from "node:url";

const [siteArg, nativeArg] = process.argv.slice(2);
if (!siteArg || !nativeArg) {
  console.error("usage: node speed.mjs SITE_DIR NATIVE_ENGINE");
  process.exit(2);
}
const site = resolve(siteArg);

// The positions of `epaminondas-engine bench` (crates/engine/src/bench.rs): the start and plies
// 10, 30 and 50 of a self-play game.
const POSITIONS = [
  ["start", "BBBBBBBBBBBBBB/BBBBBBBBBBBBBB/14/14/14/14/14/14/14/14/WWWWWWWWWWWWWW/WWWWWWWWWWWWWW w"],
  ["opening", "BB1BB1B1BBBB1B/BBB4BBBB1BB/3BB5B3/2B1B4B4/5B8/5B8/5BW7/4W1W7/2WW1WWW6/6W7/W2WW3WWWWWW/1W1W1W1W1WWWWW w"],
  ["middle game", "BB1B4BB1B1B/BBB1B1BB4BB/4B9/4B9/3WB3B5/4WB1B6/5W8/4WB8/2W2WW7/1W7W4/3WW6WWW/1W1W1W1W1W2WW w"],
  ["late middle game", "1B1B4BB1B1B/4B1BB4BB/14/2BW10/3B1B8/4B9/5W8/7B6/2W3BWB5/1W4W2W4/4W1WW2W3/1W3W1W4WW w"],
];
const NODES = 400_000;

/// The searches: a fixed node count on each position, then Master's own `go` from the
/// start and the middle game (the depth it reaches in its time).
const searches = [
  ...POSITIONS.map(([name, fen]) => ({ name: `${name}, ${NODES} nodes`, lines: [`position fen ${fen}`, `go nodes ${NODES}`] })),
  ...[POSITIONS[0], POSITIONS[2]].map(([name, fen]) => ({ name: `${name}, Master's go`, lines: [`position fen ${fen}`, "go"] })),
];
// A fixed seed: without it the engine draws one from the system's entropy, and the two would differ.
const SETUP = ["setoption name Level value master", "setoption name Seed value 1"];

/// The figures of the last `info` line before `bestmove`.
function figures(lines) {
  const info = lines.filter((l) => l.startsWith("info depth")).at(-1) ?? "";
  const field = (key) => Number(info.match(new RegExp(`\\b${key} (\\d+)`))?.[1] ?? NaN);
  return { depth: field("depth"), nodes: field("nodes"), ms: field("time"), best: lines.find((l) => l.startsWith("bestmove")) };
}

/// The worker's module, run by Node in this thread.
async function wasmEngine() {
  const { initSync, Engine } = await import(pathToFileURL(join(site, "engine.js")).href);
  initSync({ module: readFileSync(join(site, "engine_bg.wasm")) });
  const engine = new Engine();
  return async (commands) => {
    const lines = [];
    for (const line of commands) engine.handle(line, (text) => lines.push(text));
    return lines;
  };
}

/// The native engine's `ugi`, its input kept open (its end would stop a search).
function nativeEngine() {
  const child = spawn(resolve(nativeArg), ["ugi"], { stdio: ["pipe", "pipe", "inherit"] });
  let buffer = "";
  let lines = [];
  let answered = null;
  child.stdout.on("data", (chunk) => {
    buffer += chunk;
    let at;
    while ((at = buffer.indexOf("\n")) >= 0) {
      lines.push(buffer.slice(0, at));
      buffer = buffer.slice(at + 1);
      if (lines.at(-1).startsWith("bestmove") && answered) answered();
    }
  });
  const run = async (commands) => {
    lines = [];
    const done = commands.at(-1).startsWith("go") ? new Promise((r) => (answered = r)) : Promise.resolve();
    child.stdin.write(commands.map((l) => `${l}\n`).join(""));
    await done;
    return lines;
  };
  run.quit = () => child.stdin.end("quit\n");
  return run;
}

// Each search runs natively and then in wasm at once, so that the load of a shared machine
// weighs on both alike.
const [nativeRun, wasmRun] = [nativeEngine(), await wasmEngine()];
await nativeRun(SETUP);
await wasmRun(SETUP);
const native = [];
const wasm = [];
for (const search of searches) {
  native.push(figures(await nativeRun(search.lines)));
  wasm.push(figures(await wasmRun(search.lines)));
}
nativeRun.quit();
let totals = { native: [0, 0], wasm: [0, 0] };
const nps = (f) => Math.round((f.nodes * 1000) / Math.max(f.ms, 1));
searches.forEach((search, i) => {
  const [n, w] = [native[i], wasm[i]];
  console.log(
    `${search.name.padEnd(32)} native depth ${n.depth} nodes ${n.nodes} ${n.ms} ms ${nps(n)} nps | ` +
      `wasm depth ${w.depth} nodes ${w.nodes} ${w.ms} ms ${nps(w)} nps | ${(nps(w) / nps(n)).toFixed(2)}×` +
      (n.best === w.best ? "" : ` (${n.best} against ${w.best})`)
  );
  if (i < POSITIONS.length) {
    totals.native = [totals.native[0] + n.nodes, totals.native[1] + n.ms];
    totals.wasm = [totals.wasm[0] + w.nodes, totals.wasm[1] + w.ms];
  }
});
const total = ([nodes, ms]) => Math.round((nodes * 1000) / Math.max(ms, 1));
console.log(
  `fixed-node total: native ${total(totals.native)} nps, wasm ${total(totals.wasm)} nps: wasm at ` +
    `${(total(totals.wasm) / total(totals.native)).toFixed(2)} of native`
);
