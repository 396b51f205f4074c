// Plays the web build in Debian's headless Chromium, as a player would:
//   node browser-test.mjs [--engine-only] [--steps a,b,…] [--native ENGINE] [SITE_DIR] [OUT_DIR]
// SITE_DIR is what wasm/build.sh wrote (default ../dist); OUT_DIR receives the screenshots and
// figures (default ../dist-test). --engine-only checks only the engine's worker (what
// wasm/build.sh --engine-only builds). --steps runs some of the steps below (default all but friend and friends):
//   engine   the engine's worker alone: start, speed, cancel by restart
//   game     loading bar, Welcome closed, a board, a mouse move, sound, the default level's reply
//   master   Master in the worker: depth, no long task, frame gaps, Undo while it thinks
//   random   "Random" colour in a few new games (the setup walked with Tab and Enter)
//   records  copy the record, load one back and analyse it in the worker (the graph read from the
//            hook), a bad one refused, save a file (a download) and open one (the file
//            chooser), open a shared link
//   learn    a hint with H (its line and landing marked, nothing played), review with Shift+←,
//            ← and End
//   drag     a line dragged to its landing with the mouse (e1-e2 to e3-e4), then by touch (f1-f2)
//   movebox  the accessibility tree has the hidden move field and the live region; a refused
//            typed move is explained; then a whole game against Beginner through the field
//            alone (White's moves from the spoken hint), every move and the end read out
//   dpr      1, 1.5, 2 and 3 device pixels per CSS pixel as a real screen has them, and 2 as
//            Chromium's emulation and its forced scale factor each report it: drawing, layout
//            and taps agree
//   phone    390×844 held upright, touch, Russian: board full width, one compact bar row
//   idle     the page at rest: the CPU time of all of Chromium's processes over 15 s of
//            nothing once it settled, as a share of one core (the game draws only when
//            something changes)
//   resize   the window 20 px narrower and wider at 1280×800, and a 390×844 phone turned to
//            844×390 and back: the page lives on, draws at the new size, and a move follows each;
//            the phone's squares take its height sideways and its width upright
//   russian  Russian from the browser's language, a move with the keyboard; German likewise
//   offline  the page kept for offline play: the manifest and its icons, the service worker keeps
//            every file of the build; then offline, a reload starts the game from it alone and
//            the computer answers a move from its worker
//   puzzle   Learn → Puzzles, and the puzzle's solution made by taps (a touch screen at
//            1280×800): solved, the puzzle rating up, the verdict in the panel
//   best     ?graphics=best draws the whole scene
//   about    Help → About: the licence list is fetched only then (LICENCES.txt); an error says
//            why and is asked again when About is shown again, and the list is shown
//   scale    Settings → 150 % at 1280×800: the frames drawn and screenshots over six seconds
//            after the press, and the interface at the new scale (by hand: not in CI's list)
//   friend   the page's half of an online game with the desktop game (run by tests/network.rs
//            in a network namespace of its own: see friendStep)
//   friends  two pages play each other, one inviting, one phone-sized joining by the link (run
//            by tests/network.rs: see friendsStep)
//   correspondence  two pages served by epaminondas-server (EPAMINONDAS_SERVER_BIN, on a
//            loopback port, SQLite in OUT_DIR) sign in as guests, one offers a game in the
//            lobby, the other accepts it, and they play six plies by clicks, one page reloaded
//            and the server killed and started again between them (see correspondenceStep)
// --native names a release build of epaminondas-engine: Master's search in the page is then
// compared with the native engine's on the same position right after, on the same machine
// (on a loaded machine the depth both reach falls below the 6 an idle one gives).
// Exits non-zero on any failure.
import { chromium } from "playwright-core";
import { PNG } from "pngjs";
import { spawn } from "node:child_process";
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { loadavg } from "node:os";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";

const ALL_STEPS = ["engine", "game", "master", "random", "records", "learn", "drag", "movebox", "dpr", "phone", "resize", "idle", "russian", "offline", "puzzle", "about", "best", "scale", "friend", "friends", "correspondence"];
const here = dirname(fileURLToPath(import.meta.url));
const args = process.argv.slice(2);
// The friend steps need a relay (and the friend step the desktop game) beside them: only their
// tests in tests/network.rs ask for them.
const ONLINE_STEPS = ["friend", "friends", "correspondence"];
let steps = ALL_STEPS.filter((step) => !ONLINE_STEPS.includes(step));
let nativeEngine = null;
const positional = [];
for (let i = 0; i < args.length; i++) {
  if (args[i] === "--engine-only") steps = ["engine"];
  else if (args[i] === "--steps") steps = args[++i].split(",");
  else if (args[i] === "--native") nativeEngine = resolve(args[++i]);
  else positional.push(args[i]);
}
const unknown = steps.filter((s) => !ALL_STEPS.includes(s));
if (unknown.length) {
  console.error(`unknown steps: ${unknown.join(", ")} (known: ${ALL_STEPS.join(", ")})`);
  process.exit(2);
}
const site = resolve(positional[0] ?? join(here, "..", "dist"));
const out = resolve(positional[1] ?? join(here, "..", "dist-test"));
const port = 8000 + Math.floor(Math.random() * 1000);
const origin = `http://127.0.0.1:${port}/`;
const url = `${origin}index.html`;
// Software WebGL in an unaccelerated browser is slow: be patient.
const FIRST_FRAME_TIMEOUT_MS = 240_000;
const MOVE_TIMEOUT_MS = 120_000;
/// The end of a game as the live region says it, in the end card's words: its headline, then why.
const END_SAID = /^(You won!|You lost\.|White wins\.|Black wins\.|Draw\.) /;
// A main-thread task longer than this is a "long task" (the Long Tasks API's own bound).
const LONG_TASK_MS = 50;
// Frame gaps while the computer thinks may exceed the idle ones by this share and these
// milliseconds: the software renderer's gaps vary from window to window on a loaded machine.
const GAP_SLACK_SHARE = 0.25;
const GAP_SLACK_MS = 10;
// The window for the frame-gap measurement: software WebGL draws a frame in time
// proportional to its pixels, so a small window gives many frames to measure.
const SMALL_VIEWPORT = { width: 480, height: 300 };
const DESKTOP_VIEWPORT = { width: 1280, height: 800 };
const CHROMIUM_ARGS = [
  "--no-sandbox",
  "--use-gl=angle",
  "--use-angle=swiftshader",
  "--enable-unsafe-swiftshader",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--disable-quic",
  "--autoplay-policy=user-gesture-required",
];
// The friend step's WebRTC runs inside a network namespace with only the loopback. Chromium
// offers a peer only the interfaces of the default route unless the page captures media, and
// never the loopback unless allowed: with a fake microphone (granted without asking) captured
// first, the loopback allowed and no mDNS names, the page offers 127.0.0.1, by its address.
const FRIEND_ARGS = [
  "--allow-loopback-in-peer-connection",
  "--disable-features=WebRtcHideLocalIpsWithMdns",
  "--use-fake-ui-for-media-stream",
  "--use-fake-device-for-media-stream",
];

mkdirSync(out, { recursive: true });
const figures = {};
let failures = 0;

// When the running step began: each check says how far into its step it was made.
let stepStarted = Date.now();

function check(ok, what) {
  const at = Math.round((Date.now() - stepStarted) / 1000);
  console.log(`${ok ? "ok  " : "FAIL"} ${what} [${at} s]`);
  if (!ok) failures += 1;
}

async function waitForServer() {
  for (let i = 0; i < 100; i++) {
    try {
      const response = await fetch(origin);
      if (response.ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`the server on ${origin} did not start`);
}

/// The game's state as the page's test hook publishes it (src/game/web/hook.rs).
async function state(page) {
  const text = await page.evaluate(() => document.body.getAttribute("data-epaminondas"));
  return text ? JSON.parse(text) : null;
}

async function waitForState(page, predicate, timeout, what) {
  const started = Date.now();
  while (Date.now() - started < timeout) {
    const s = await state(page);
    if (s && predicate(s)) return s;
    await page.waitForTimeout(100);
  }
  throw new Error(`timed out waiting for ${what}`);
}

const hasBoard = (s) => Object.keys(s.squares).length === 168 && s.display;

async function waitForFirstFrame(page) {
  await page.waitForFunction(() => window.epaminondasPage && (window.epaminondasPage.firstFrameAt || window.epaminondasPage.error), null, {
    timeout: FIRST_FRAME_TIMEOUT_MS,
  });
  const loaded = await page.evaluate(() => window.epaminondasPage);
  if (loaded.error) throw new Error(`the game failed to start: ${loaded.error}`);
  return loaded.firstFrameAt - loaded.startedAt;
}

/// Resolves after the page has drawn `n` more animation frames; the game reads input once a
/// frame, so a pointer move, press and release each get one.
async function frames(page, n = 2) {
  await page.evaluate(
    (count) =>
      new Promise((done) => {
        let left = count;
        const tick = () => (--left <= 0 ? done() : requestAnimationFrame(tick));
        requestAnimationFrame(tick);
      }),
    n
  );
}

async function press(page, key) {
  await page.keyboard.press(key);
  await frames(page);
}

/// Opens the page in `context` as a new player does: waits for the first frame and the board,
/// and closes the first start's Welcome window with Escape (the first Escape may only take
/// the focus from its button). Returns the page and the hook's state.
async function openGame(context, address = url, consoleLines = null) {
  const page = await context.newPage();
  if (consoleLines) {
    page.on("console", (m) => consoleLines.push(`${m.type()}: ${m.text()}`));
    page.on("pageerror", (e) => consoleLines.push(`pageerror: ${e}`));
  }
  await page.goto(address);
  const firstFrameMs = await waitForFirstFrame(page);
  let s = await waitForState(page, hasBoard, MOVE_TIMEOUT_MS, "the board");
  const welcome = s.windows.welcome;
  for (let i = 0; i < 3 && s.windows.welcome; i++) {
    await press(page, "Escape");
    s = await state(page);
  }
  if (s.windows.welcome) throw new Error("Escape did not close the Welcome window");
  return { page, s, firstFrameMs, welcome };
}

/// Walks the panels with Tab (or `step`), as a keyboard player does, until the widget `wanted`
/// ("Button:Start", "RadioButton:Random", or a predicate) has the focus; then presses `key`.
async function activate(page, wanted, key = "Enter", what = String(wanted), step = "Tab") {
  const matches = typeof wanted === "function" ? wanted : (focus) => focus === wanted;
  const seen = [];
  for (let i = 0; i < 60; i++) {
    const s = await state(page);
    if (s.focus && matches(s.focus)) {
      if (key) await press(page, key);
      return s.focus;
    }
    if (seen.at(-1) !== s.focus) seen.push(s.focus);
    await press(page, step);
  }
  throw new Error(`${step} never reached ${what}; the focus went ${seen.slice(0, 12).join(" → ")}`);
}

/// Whether a screenshot shows a board: many colours, no single colour covering most of it,
/// and both light and dark stones.
function looksLikeBoard(png) {
  const counts = new Map();
  let light = 0;
  let dark = 0;
  for (let i = 0; i < png.data.length; i += 4) {
    const [r, g, b] = [png.data[i], png.data[i + 1], png.data[i + 2]];
    const key = ((r >> 4) << 8) | ((g >> 4) << 4) | (b >> 4);
    counts.set(key, (counts.get(key) ?? 0) + 1);
    const lum = 0.2126 * r + 0.7152 * g + 0.0722 * b;
    if (lum > 200) light += 1;
    if (lum < 40) dark += 1;
  }
  const pixels = png.width * png.height;
  const biggest = Math.max(...counts.values()) / pixels;
  return { colours: counts.size, biggest, light: light / pixels, dark: dark / pixels };
}

async function screenshot(page, name) {
  const buffer = await page.screenshot();
  writeFileSync(join(out, name), buffer);
  return PNG.sync.read(buffer);
}

async function click(page, s, square) {
  const [x, y] = s.squares[square];
  await page.mouse.move(x, y);
  await frames(page);
  // Press and release together, as a quick click: at the software renderer's fraction of a
  // frame per second a press held over frames reads as a drag.
  await page.mouse.down();
  await page.mouse.up();
  await frames(page);
}

/// A tap as a finger makes it, through the browser's own touch input: down, held for two
/// frames (the game reads input once a frame), up.
async function tap(page, cdp, s, square) {
  const [x, y] = s.squares[square];
  await cdp.send("Input.dispatchTouchEvent", { type: "touchStart", touchPoints: [{ x, y }] });
  await frames(page);
  await cdp.send("Input.dispatchTouchEvent", { type: "touchEnd", touchPoints: [] });
  await frames(page);
}

/// The gaps between animation frames for at most `ms` (while the computer thinks, as the
/// page's hook says, if `whileThinking`), and the main-thread tasks over 50 ms the browser saw
/// meanwhile (its Long Tasks API).
async function frameGaps(page, ms, whileThinking) {
  return page.evaluate(
    ([limit, whileThinking]) =>
      new Promise((done) => {
        const gaps = [];
        const longTasks = [];
        const observer = new PerformanceObserver((list) => {
          for (const task of list.getEntries()) longTasks.push(Math.round(task.duration));
        });
        observer.observe({ type: "longtask" });
        let last = performance.now();
        const started = last;
        const thinking = () => JSON.parse(document.body.getAttribute("data-epaminondas") ?? "{}").thinking;
        function frame(now) {
          gaps.push(now - last);
          last = now;
          if ((!whileThinking || thinking()) && now - started < limit) requestAnimationFrame(frame);
          else {
            observer.disconnect();
            done({ gaps: gaps.slice(1), longTasks });
          }
        }
        requestAnimationFrame(frame);
      }),
    [ms, whileThinking]
  );
}

function summary(gaps) {
  const sorted = [...gaps].sort((a, b) => a - b);
  return {
    frames: gaps.length,
    medianMs: sorted.length ? Math.round(sorted[sorted.length >> 1]) : null,
    p95Ms: sorted.length ? Math.round(sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * 0.95))]) : null,
    maxMs: sorted.length ? Math.round(sorted[sorted.length - 1]) : null,
  };
}

/// Changes the level of the saved game in localStorage, as if it had been started at that
/// level; the store keeps each value as a JSON string.
async function setSavedLevel(page, level) {
  return page.evaluate((level) => {
    const key = Object.keys(localStorage).find((k) => k.endsWith("epaminondasgame"));
    if (!key) return "no saved game in localStorage";
    const envelope = JSON.parse(JSON.parse(localStorage.getItem(key)));
    envelope.data.settings.level = level;
    localStorage.setItem(key, JSON.stringify(JSON.stringify(envelope)));
    return null;
  }, level);
}

/// Master's search by the native engine on `position` (UGI over its standard input): the
/// depth, nodes and time of its last `info` line.
function nativeMaster(engine, position) {
  return new Promise((done, fail) => {
    const child = spawn(engine, ["ugi"], { stdio: ["pipe", "pipe", "inherit"] });
    let text = "";
    child.stdout.on("data", (chunk) => {
      text += chunk;
      if (/^bestmove /m.test(text)) {
        child.stdin.end("quit\n");
        const info = text.split("\n").filter((l) => l.startsWith("info depth")).at(-1) ?? "";
        const field = (key) => Number(info.match(new RegExp(`\\b${key} (\\d+)`))?.[1] ?? NaN);
        done({ depth: field("depth"), nodes: field("nodes"), ms: field("time") });
      }
    });
    child.on("error", fail);
    child.stdin.write(`ugi\nsetoption name Level value master\nposition fen ${position}\ngo\n`);
  });
}

const ranks = (s) => s.position.split(" ")[0].split("/");
const rank2 = (s) => ranks(s)[9];

// The bench's middle-game position (crates/engine/src/bench.rs).
const MIDDLE_GAME = "BB1B4BB1B1B/BBB1B1BB4BB/4B9/4B9/3WB3B5/4WB1B6/5W8/4WB8/2W2WW7/1W7W4/3WW6WWW/1W1W1W1W1W2WW w";

/// Drives the engine's worker from a page of the site, as the game does: starts it, asks for a
/// search, then cancels a long one by ending the worker and starting another with the compiled
/// module, and measures how soon each answers.
async function engineWorker(page) {
  return page.evaluate(async (middleGame) => {
    const workerUrl = new URL("engine-worker.js", location.href);
    const start = (module) => {
      const worker = new Worker(workerUrl, { type: "module" });
      if (module) worker.postMessage({ module });
      return worker;
    };
    // Every answer of a worker, in order, with the time it came.
    const record = (worker) => {
      const seen = [];
      worker.addEventListener("message", ({ data }) => seen.push({ ...data, module: undefined, at: performance.now() }));
      return seen;
    };
    const ready = (worker) =>
      new Promise((resolve, reject) =>
        worker.addEventListener("message", ({ data }) => {
          if (data.ready) resolve(data);
          if (data.error) reject(new Error(data.error));
        })
      );
    const ask = (worker, id, lines) =>
      new Promise((resolve, reject) => {
        const answer = [];
        const started = performance.now();
        worker.addEventListener("message", function listen({ data }) {
          if (data.error) reject(new Error(data.error));
          if (data.id !== id) return;
          if (data.line !== undefined) answer.push(data.line);
          if (data.done) {
            worker.removeEventListener("message", listen);
            resolve({ lines: answer, ms: performance.now() - started });
          }
        });
        worker.postMessage({ id, lines });
      });
    const lastInfo = (lines) => {
      const info = lines.filter((l) => l.startsWith("info depth")).at(-1) ?? "";
      const field = (key) => Number(info.match(new RegExp(`\\b${key} (\\d+)`))?.[1] ?? NaN);
      return { depth: field("depth"), nodes: field("nodes"), ms: field("time"), nps: field("nps") };
    };
    const figures = {};

    // A worker from nothing: it fetches and compiles the module itself.
    let t = performance.now();
    const first = start();
    const firstReady = ready(first);
    const hello = await ask(first, 1, ["ugi", "isready"]);
    const { module } = await firstReady;
    figures.coldStartMs = Math.round(performance.now() - t);
    figures.identifies = hello.lines.includes("ugiok") && hello.lines.includes("readyok");
    figures.keptModule = module instanceof WebAssembly.Module;

    // Search speed: a fixed node count on the middle game, at Master's settings.
    const fixed = await ask(first, 2, ["setoption name Level value master", `position fen ${middleGame}`, "go nodes 200000"]);
    figures.fixedNodes = { ...lastInfo(fixed.lines), best: fixed.lines.at(-1) };

    // The default level's reply on a warm worker, the yardstick of the restarts below.
    const reply = ["setoption name Level value intermediate", "position startpos moves e2-e3", "go"];
    figures.warmReplyMs = Math.round((await ask(first, 3, reply)).ms);

    // Cancel: Master starts a long search; 300 ms later the page ends that worker and asks a
    // fresh one, started with the kept module, for the default level's reply.
    const seenFirst = record(first);
    first.postMessage({ id: 4, lines: ["setoption name Level value master", "position startpos moves e2-e3", "go"] });
    await new Promise((r) => setTimeout(r, 300));
    t = performance.now();
    first.terminate();
    const second = start(module);
    const secondReady = ready(second).then(() => performance.now() - t);
    const afterRestart = await ask(second, 5, reply);
    figures.restartReplyMs = Math.round(performance.now() - t);
    figures.restartReadyMs = Math.round(await secondReady);
    figures.restartAnswered = afterRestart.lines.at(-1)?.startsWith("bestmove ") ?? false;
    // What a tag would have cost instead: the whole of Master's search, which the second
    // worker now runs to its end.
    const master = await ask(second, 6, ["setoption name Level value master", "position startpos moves e2-e3", "go"]);
    figures.masterSearch = { ...lastInfo(master.lines), totalMs: Math.round(master.ms), best: master.lines.at(-1) };
    await new Promise((r) => setTimeout(r, 300));
    figures.staleAnswers = seenFirst.filter((m) => m.at >= t).length;
    second.terminate();
    return figures;
  }, MIDDLE_GAME);
}

/// The engine's worker, from a page of the site (the server's folder listing).
async function engineStep(browser) {
  const page = await browser.newPage();
  await page.goto(origin);
  const e = await engineWorker(page);
  await page.close();
  figures.engine = e;
  check(e.identifies && e.keptModule, `the engine's worker starts from nothing in ${e.coldStartMs} ms and hands back its compiled module`);
  check(e.fixedNodes.best?.startsWith("bestmove ") && e.fixedNodes.depth >= 5, `the worker searched the middle game: ${JSON.stringify(e.fixedNodes)}`);
  check(
    e.restartAnswered && e.staleAnswers === 0,
    `cancel: a restarted worker answered the default level in ${e.restartReplyMs} ms (ready after ${e.restartReadyMs} ms; ` +
      `${e.warmReplyMs} ms on a warm worker; Master's whole search took ${e.masterSearch.totalMs} ms), ` +
      `${e.staleAnswers} answers from the ended worker`
  );
}

/// The first visit: loading bar, Welcome, a board, a move with the mouse, sound, the default
/// level's reply from the worker. Leaves the page (with its saved game) for the Master step.
async function gameStep(browser) {
  const context = await browser.newContext({ viewport: DESKTOP_VIEWPORT, locale: "en-US", hasTouch: true });
  const consoleLines = [];
  const opened = await openGame(context, url, consoleLines);
  const { page } = opened;
  let { s } = opened;
  figures.firstFrameMs = Math.round(opened.firstFrameMs);
  check(true, `first frame after ${figures.firstFrameMs} ms`);
  check(opened.welcome, "the first start opened the Welcome window, and Escape closed it");
  // The loading bar counted the whole module before the game drew.
  const loading = await page.evaluate(() => ({
    ...window.epaminondasPage.download,
    startedAt: window.epaminondasPage.startedAt,
    firstFrameAt: window.epaminondasPage.firstFrameAt,
    bar: document.getElementById("loading-bar")?.value ?? null,
  }));
  figures.download = { bytes: loading.received, ms: Math.round(loading.doneAt - loading.startedAt) };
  check(
    loading.received > 0 && loading.received === loading.total && loading.bar === 100 && loading.doneAt <= loading.firstFrameAt,
    `the loading bar reached 100 % (${loading.received} of ${loading.total} bytes) before the first frame`
  );
  // Faded, the loading screen left the page's accessibility tree.
  await page.waitForFunction(() => document.getElementById("loading").hidden, null, { timeout: 5000 }).catch(() => {});
  const loadingGone = await page.evaluate(() => document.getElementById("loading").hidden);
  check(loadingGone, "the loading screen left the page (hidden) once the game drew");
  check(s.language === "en", `the language follows the browser (en-US): ${s.language}`);
  // SwiftShader is a software renderer: the game draws its lighter scene there.
  check(s.graphics === "fast", `the software renderer got the fast graphics: ${s.graphics}`);

  await page.waitForTimeout(1500);
  const look = looksLikeBoard(await screenshot(page, "web-start.png"));
  check(look.colours > 40 && look.biggest < 0.8 && look.light > 0.002 && look.dark > 0.002, `the screenshot shows a board ${JSON.stringify(look)}`);

  // A move with mouse clicks: the single stone on e2 steps to e3.
  const audioBefore = await page.evaluate(() => window.epaminondasAudioStates());
  s = await state(page);
  const before = s.moves;
  await click(page, s, "e2");
  await screenshot(page, "web-selected.png");
  await click(page, s, "e3");
  s = await waitForState(page, (s) => s.moves > before, MOVE_TIMEOUT_MS, "the move e2-e3");
  check(rank2(s) === "4W9", `e2-e3 was played with the mouse: ${s.position}`);
  const audioAfter = await page.evaluate(() => window.epaminondasAudioStates());
  check(
    audioAfter.length > 0 && audioAfter.every((state) => state === "running"),
    `sound starts with the first input: audio contexts ${JSON.stringify(audioBefore)} before, ${JSON.stringify(audioAfter)} after`
  );

  // The computer (the default level) answers, from the worker.
  s = await waitForState(page, (s) => s.moves > before + 1 && !s.thinking, MOVE_TIMEOUT_MS * 3, "the computer's reply");
  figures.defaultReply = s.lastSearch;
  check(s.lastSearch.count === 1 && s.lastSearch.source === "worker", `the computer replied from the worker: ${JSON.stringify(s.lastSearch)}`);
  await screenshot(page, "web-after-reply.png");
  writeFileSync(join(out, "console-game.txt"), consoleLines.join("\n"));
  return { context, page, s };
}

/// The page for assistive technology: the accessibility tree has the live region and the text
/// field; moves typed into the field (and Enter) are played, a refused one is explained, and
/// every move of both sides is read out in the live region.
/// The most of White's moves the movebox step plays before it gives up on reaching the end.
const WHOLE_GAME_TURNS = 120;

async function moveBoxStep(browser) {
  const context = await browser.newContext({ viewport: DESKTOP_VIEWPORT, locale: "en-US" });
  const { page } = await openGame(context);
  const tree = await page.locator("body").ariaSnapshot();
  writeFileSync(join(out, "aria-snapshot.txt"), tree);
  check(/textbox "[^"]+"/.test(tree) && /log/.test(tree), `the accessibility tree has the move field and the live region:\n${tree}`);
  const live = () =>
    page.evaluate(() => Array.from(document.querySelectorAll("#epaminondas-live p"), (line) => line.textContent).join("\n"));
  const type = async (text) => {
    await page.focus("#epaminondas-move");
    await page.keyboard.type(text);
    await page.keyboard.press("Enter");
    await frames(page, 3);
  };
  let s = await state(page);
  const before = s.moves;
  await type("a1-a9");
  await page.waitForTimeout(500);
  s = await state(page);
  const refused = await live();
  check(s.moves === before && refused.trim().length > 0, `a refused typed move plays nothing and is explained: ${JSON.stringify(refused)}`);
  // Three moves of White's typed, each answered by the computer; all six read out.
  for (const typed of ["c2-c3", "f2-f3", "k2-k3"]) {
    const at = (await state(page)).moves;
    await type(typed);
    s = await waitForState(page, (s) => s.moves > at + 1 && !s.thinking, MOVE_TIMEOUT_MS * 3, `${typed} and the reply`);
  }
  const spoken = await live();
  writeFileSync(join(out, "live-region.txt"), spoken);
  const lines = spoken.split("\n").filter((line) => line.trim());
  const yours = lines.filter((line) => /^You: /.test(line));
  const computers = lines.filter((line) => /^Computer: /.test(line));
  check(
    ["c2-c3", "f2-f3", "k2-k3"].every((typed) => yours.some((line) => line.includes(typed))) && computers.length >= 3,
    `the live region read every move of both sides: ${JSON.stringify(lines)}`
  );
  // Then the whole game to its end against Beginner through the field: White's move is the
  // hint's (H on the board, read from the live region as a player who does not see the board
  // hears it), typed into the field; every move of both sides and the end are read out.
  const levelProblem = await setSavedLevel(page, "Beginner");
  check(levelProblem === null, `the saved game was found in localStorage${levelProblem ? `: ${levelProblem}` : ""}`);
  await page.reload();
  await waitForFirstFrame(page);
  s = await waitForState(page, hasBoard, MOVE_TIMEOUT_MS, "the board after reload");
  const said = [];
  // How long each hint took, from H to its words in the live region (the figure a player
  // waits through; the hint searches for at most a second, src/game/computer/hint.rs).
  const hintMs = [];
  let ended = null;
  for (let turn = 0; turn < WHOLE_GAME_TURNS && !ended; turn++) {
    s = await state(page);
    const seen = s.announcements.count;
    await page.evaluate(() => document.activeElement?.blur());
    await page.focus("canvas");
    const asked = performance.now();
    await press(page, "h");
    const hinted = await waitForState(
      page,
      (s) => s.announcements.count > seen && /^Hint: /.test(s.announcements.recent.at(-1) ?? ""),
      MOVE_TIMEOUT_MS,
      `the hint of White's move ${turn + 4}`
    );
    hintMs.push(Math.round(performance.now() - asked));
    const hint = hinted.announcements.recent.at(-1);
    const move = /^Hint: (\S+?),/.exec(hint)?.[1];
    check(move !== undefined, `the hint names a move: ${hint}`);
    const at = hinted.moves;
    await type(move);
    s = await waitForState(
      page,
      (s) => (s.moves > at + 1 && !s.thinking) || s.announcements.recent.some((line) => END_SAID.test(line)),
      MOVE_TIMEOUT_MS * 3,
      `${move} and the reply`
    );
    said.push(...s.announcements.recent);
    ended = s.announcements.recent.find((line) => END_SAID.test(line)) ?? null;
  }
  figures.hints = { ...summary(hintMs), eachMs: hintMs };
  const spokenGame = (await live()).split("\n").filter((line) => line.trim());
  writeFileSync(join(out, "live-region-game.txt"), spokenGame.join("\n"));
  check(ended !== null, `a whole game was played through the move field: ${ended} after ${s.moves} moves`);
  check(
    spokenGame.some((line) => END_SAID.test(line)),
    `the live region read the end: ${JSON.stringify(spokenGame.slice(-3))}`
  );
  await context.close();
}

/// Master in the worker, on the game's page reloaded small with the saved game at Master.
async function masterStep(browser, game) {
  const { context, page } = game ?? (await gameStep(browser));
  let s = await state(page);
  const cdp = await context.newCDPSession(page);
  const levelProblem = await setSavedLevel(page, "Master");
  check(levelProblem === null, `the saved game was found in localStorage${levelProblem ? `: ${levelProblem}` : ""}`);
  const saved = s.position;
  const savedMoves = s.moves;
  await page.setViewportSize(SMALL_VIEWPORT);
  await page.reload();
  await waitForFirstFrame(page);
  s = await waitForState(page, hasBoard, MOVE_TIMEOUT_MS, "the board after reload");
  check(s.position === saved && s.moves === savedMoves && !s.windows.welcome, `resumed after reload, no Welcome: ${s.moves} moves`);
  await page.waitForTimeout(1000);
  await screenshot(page, "web-resumed-small.png");

  // The renderer's own frame gaps, before the computer thinks.
  const idleWatch = await frameGaps(page, 8000, false);
  const idle = summary(idleWatch.gaps);
  const idleLongTasks = idleWatch.longTasks;
  figures.idle = idle;

  // A move by touch: the single stone on j2 steps to j3; Master then thinks while the page
  // keeps drawing.
  s = await state(page);
  await tap(page, cdp, s, "j2");
  await tap(page, cdp, s, "j3");
  s = await waitForState(page, (s) => s.moves > savedMoves, MOVE_TIMEOUT_MS, "the move j2-j3");
  check(rank2(s) === "4W4W4", `j2-j3 was played by touch: ${s.position}`);
  const asked = s.position;
  const thinking = await waitForState(page, (s) => s.thinking || s.moves > savedMoves + 1, MOVE_TIMEOUT_MS, "the computer");
  let watched = null;
  if (thinking.thinking) watched = await frameGaps(page, 60_000, true);
  figures.loadAverage = loadavg().map((x) => +x.toFixed(1));
  s = await waitForState(page, (s) => s.moves > savedMoves + 1 && !s.thinking, MOVE_TIMEOUT_MS * 3, "Master's reply");
  figures.master = s.lastSearch;
  const depth = s.lastSearch.depth;
  check(
    s.lastSearch.level === "master" && s.lastSearch.source === "worker" && s.lastSearch.longestSliceMs === 0,
    `Master's reply came from the worker, nothing of it searched on the main thread: ${JSON.stringify(s.lastSearch)}`
  );
  check(depth >= 6, `Master reached depth ${depth} in the page (6 on an idle machine; load average now ${figures.loadAverage.join(", ")})`);
  if (nativeEngine) {
    const native = await nativeMaster(nativeEngine, asked);
    figures.nativeMaster = native;
    check(
      depth >= native.depth - 1,
      `the native engine, right after on the same position, reached depth ${native.depth} (${native.nodes} nodes in ${native.ms} ms); ` +
        `the page's worker ${depth} (${s.lastSearch.nodes} nodes in ${Math.round(s.lastSearch.seconds * 1000)} ms): within one ply`
    );
  }
  check(watched !== null, "the page saw Master thinking");
  if (watched) {
    const t = summary(watched.gaps);
    figures.thinking = t;
    figures.longTasksWhileThinking = watched.longTasks;
    figures.longTasksIdle = idleLongTasks;
    check(
      watched.longTasks.length === 0,
      `no main-thread task over ${LONG_TASK_MS} ms while Master thought (long tasks: ${JSON.stringify(watched.longTasks)}; ` +
        `idle, before: ${JSON.stringify(idleLongTasks)})`
    );
    const bound = (x) => Math.round(x * (1 + GAP_SLACK_SHARE) + GAP_SLACK_MS);
    check(
      t.frames >= 2 && t.medianMs <= bound(idle.medianMs) && t.p95Ms <= bound(idle.p95Ms),
      `frame gaps while Master thought: median ${t.medianMs} ms, 95th percentile ${t.p95Ms} ms, longest ${t.maxMs} ms over ` +
        `${t.frames} frames; idle: ${idle.medianMs}, ${idle.p95Ms} and ${idle.maxMs} ms over ${idle.frames} ` +
        `(allowed: idle + ${GAP_SLACK_SHARE * 100} % + ${GAP_SLACK_MS} ms)`
    );
  }
  await screenshot(page, "web-after-master.png");

  // Undo while Master thinks: no late reply.
  s = await state(page);
  const moves = s.moves;
  const count = s.lastSearch.count;
  await click(page, s, "a2");
  await click(page, s, "a3");
  await waitForState(page, (s) => s.moves === moves + 1 && s.thinking, MOVE_TIMEOUT_MS, "Master thinking again");
  await page.waitForTimeout(500);
  await press(page, "z");
  s = await waitForState(page, (s) => s.moves === moves, 30_000, "the undo");
  const undoneAt = Date.now();
  await page.waitForTimeout(10_000); // Master's hard limit is 8 s
  s = await state(page);
  check(
    s.moves === moves && s.lastSearch.count === count && !s.thinking,
    `Undo while Master thought: ${s.moves} moves and ${s.lastSearch.count} searches ${Date.now() - undoneAt} ms later (before: ${moves}, ${count})`
  );
  // After the undo the next move is answered: the restarted worker works.
  await click(page, s, "a2");
  await click(page, s, "a3");
  s = await waitForState(page, (s) => s.moves === moves + 2 && !s.thinking, MOVE_TIMEOUT_MS * 3, "Master's reply after the undo");
  check(s.lastSearch.source === "worker" && s.lastSearch.count === count + 1, `the restarted worker answered: ${JSON.stringify(s.lastSearch)}`);
  await screenshot(page, "web-after-undo.png");
  await context.close();
}

/// "Random" colour: new games through the setup window, walked with Tab and Enter, until both
/// colours came up (at most ten games).
async function randomStep(browser) {
  const context = await browser.newContext({ viewport: DESKTOP_VIEWPORT, locale: "en-US" });
  const { page } = await openGame(context);
  const seen = [];
  for (let game = 0; game < 10 && !(seen.includes("white") && seen.includes("black")); game++) {
    await activate(page, "Button:New game");
    await waitForState(page, (s) => s.windows.setup, 30_000, "the setup window");
    await activate(page, "RadioButton:Random", "Space");
    await activate(page, "Button:Start");
    const s = await waitForState(page, (s) => !s.windows.setup, 30_000, "the new game");
    seen.push(s.human);
    // Back to the board, for the next walk from the bar.
    await press(page, "Escape");
  }
  figures.randomColours = seen;
  check(seen.includes("black"), `"Random" gave Black in at least one of ${seen.length} new games: ${seen.join(", ")}`);
  check(seen.includes("white"), `"Random" gave White too: ${seen.join(", ")}`);
  await screenshot(page, "web-random.png");
  await context.close();
}

/// A key pressed with Ctrl held over a few frames, as a hand holds it (bevy_egui reads the
/// modifiers once a frame, so a chord pressed and released within one frame has no Ctrl).
async function withCtrl(page, key) {
  await page.keyboard.down("Control");
  await frames(page);
  await press(page, key);
  await page.keyboard.up("Control");
  await frames(page);
}

/// Opens the records window from the bar.
async function openRecords(page) {
  if ((await state(page)).windows.records) return;
  await activate(page, "Button:Record");
  await waitForState(page, (s) => s.windows.records, 30_000, "the records window");
}

/// Types `text` into the records window's import box in place of what it held, and loads it
/// with the box's shortcut, Ctrl+Enter.
async function loadTyped(page, text) {
  await activate(page, (f) => f.startsWith("TextEdit"), null, "the import box");
  await withCtrl(page, "a");
  await page.keyboard.type(text);
  await frames(page);
  await withCtrl(page, "Enter");
  // A good record asks before it ends the game in progress: Ctrl+Enter again confirms (a bad
  // one is refused again, a loaded one asks again and stays as it is).
  await frames(page);
  await withCtrl(page, "Enter");
}

/// Records: copy this game's record, load another back (typed text) and analyse it, a bad one
/// refused with the game kept, the copied one loaded back, and a shared link opened in a new
/// page.
async function recordsStep(browser) {
  const context = await browser.newContext({ viewport: DESKTOP_VIEWPORT, locale: "en-US" });
  await context.grantPermissions(["clipboard-read", "clipboard-write"], { origin });
  const { page } = await openGame(context);
  let s = await state(page);
  await click(page, s, "e2");
  await click(page, s, "e3");
  s = await waitForState(page, (s) => s.moves >= 2 && !s.thinking, MOVE_TIMEOUT_MS * 3, "the computer's reply");
  const played = s;
  const clipboard = () => page.evaluate(() => navigator.clipboard.readText());

  await openRecords(page);
  await activate(page, "Button:Copy the record");
  await page.waitForTimeout(500);
  const record = await clipboard();
  figures.copiedRecord = record;
  check(/1\. e2-e3 \S+/.test(record), `"Copy the record" put the game's record on the clipboard: ${JSON.stringify(record)}`);

  // Load a different record, typed into the import box (as a keyboard types it: egui reads
  // keys); the window stays open with what it did.
  await loadTyped(page, "1. e2-e3 e11-e10 2. f2-f3 f11-f10");
  s = await waitForState(page, (s) => s.moves === 4, 30_000, "the loaded record").catch(() => state(page));
  check(s.moves === 4 && ranks(s)[9] === "4WW8", `the typed record was loaded: ${s.moves} moves, ${s.position}`);

  // The loaded game analysed in the engine's worker, Quick, from the records window's button;
  // the graph's points and the moves' marks read from the page's hook.
  await activate(page, "Button:Quick");
  s = await waitForState(page, (s) => s.analysis.state === "done" || s.analysis.state === "failed", MOVE_TIMEOUT_MS, "the analysis").catch(() => state(page));
  const analysis = s.analysis;
  figures.analysis = analysis;
  const points = analysis.graph.filter((v) => typeof v === "number" && v >= -1 && v <= 1);
  check(
    analysis.state === "done" && analysis.judged === 4 && points.length === 5 && analysis.marks.length === 4,
    `the worker analysed the loaded game: ${analysis.state}, ${analysis.judged} of ${analysis.total} moves judged, graph ${JSON.stringify(analysis.graph)}, marks ${analysis.marks.join(" ")}`
  );
  await screenshot(page, "web-analysis.png");

  // A bad record is refused, the window stays open and the game is kept.
  const loaded = s.position;
  await openRecords(page);
  await loadTyped(page, "1. e2-e9");
  await page.waitForTimeout(1000);
  s = await state(page);
  check(s.position === loaded && s.windows.records, `a bad record was refused and the game kept: ${s.moves} moves, ${s.position}`);

  // Back to the copied record, through the clipboard's text.
  await loadTyped(page, record);
  s = await waitForState(page, (s) => s.position === played.position, 30_000, "the copied record loaded back").catch(() => state(page));
  check(s.position === played.position && s.moves === played.moves, `the copied record loaded back: ${s.moves} moves`);

  // A link to the game opens it in a new page.
  await openRecords(page);
  await activate(page, "Button:Copy a link to this game");
  await page.waitForTimeout(500);
  const link = await clipboard();
  figures.copiedLink = link;
  check(link.startsWith(origin) && link.includes("#"), `"Copy a link" put an address with the game on the clipboard: ${link}`);
  await screenshot(page, "web-records.png");
  const visitor = await browser.newContext({ viewport: SMALL_VIEWPORT, locale: "en-US" });
  const opened = await openGame(visitor, link);
  s = await waitForState(opened.page, (s) => s.moves === played.moves, 30_000, "the linked game").catch(() => state(opened.page));
  check(s.position === played.position && s.moves === played.moves, `the link opened the game: ${s.moves} moves, ${s.position}`);
  const address = await opened.page.evaluate(() => location.href);
  check(!address.includes("#"), `the link's game left the address: ${address}`);
  await screenshot(opened.page, "web-link.png");
  await visitor.close();

  // Save a file: the browser is handed the record as a download.
  await openRecords(page);
  // Waited for before the press that starts it; a failure is kept to be thrown here, not
  // left to end the whole test as an unhandled rejection while the press is still walked to.
  const downloading = page.waitForEvent("download", { timeout: 120_000 }).catch((error) => error);
  await activate(page, "Button:Save to a file…");
  const download = await downloading;
  if (download instanceof Error) throw download;
  const saved = readFileSync(await download.path(), "utf8");
  figures.downloaded = download.suggestedFilename();
  check(
    /^epaminondas-\d{4}-\d\d-\d\d\.txt$/.test(download.suggestedFilename()) && saved === record,
    `"Save to a file…" downloaded the record as ${download.suggestedFilename()}: ${JSON.stringify(saved)}`
  );

  // Open a file: the page's file chooser (opened at once, the key press being the user's
  // gesture; rfd's own card, where the browser wants a gesture first) takes a record file,
  // which loads after the question over the game in progress.
  const choosing = page
    .waitForEvent("filechooser", { timeout: 15_000 })
    .catch(async () => {
      const card = page.waitForEvent("filechooser", { timeout: 15_000 });
      await page.click("#rfd-input");
      return card;
    })
    .catch((error) => error);
  await activate(page, "Button:Open a file…");
  const chooser = await choosing;
  if (chooser instanceof Error) throw chooser;
  await chooser.setFiles({ name: "friend.txt", mimeType: "text/plain", buffer: Buffer.from("1. d2-d3 d11-d10") });
  await frames(page);
  await activate(page, "Button:Load");
  s = await waitForState(page, (s) => s.moves === 2 && s.position !== played.position, 30_000, "the opened file's record").catch(() => state(page));
  check(s.moves === 2 && s.position !== played.position && s.windows.records, `the opened file's record was loaded: ${s.moves} moves, ${s.position}`);
  await screenshot(page, "web-record-file.png");
  await context.close();
}

/// Hint and review, as a keyboard player uses them: H on the player's turn marks the engine's
/// suggestion (a line and one landing) without playing it; Shift+← reviews the last ply, ←
/// steps back to the start, End returns to the game.
async function learnStep(browser) {
  const context = await browser.newContext({ viewport: DESKTOP_VIEWPORT, locale: "en-US" });
  const { page } = await openGame(context);
  let s = await state(page);
  await click(page, s, "e2");
  await click(page, s, "e3");
  s = await waitForState(page, (s) => s.moves >= 2 && !s.thinking, MOVE_TIMEOUT_MS * 3, "the computer's reply");
  const moves = s.moves;
  await press(page, "h");
  s = await waitForState(page, (s) => s.selected.length > 0 && s.landings.length === 1, 60_000, "the hint's marks").catch(() => state(page));
  check(
    s.selected.length > 0 && s.landings.length === 1 && s.moves === moves,
    `H marked a hint: ${s.selected.join(" ")} to ${s.landings.join(" ")}, nothing played (${s.moves} moves)`
  );
  await screenshot(page, "web-hint.png");
  await page.keyboard.down("Shift");
  await frames(page);
  await press(page, "ArrowLeft");
  await page.keyboard.up("Shift");
  s = await waitForState(page, (s) => s.review === moves - 1, 10_000, "the review").catch(() => state(page));
  check(s.review === moves - 1 && s.shown !== s.position && s.moves === moves, `Shift+← reviews ply ${s.review} of ${s.moves}: ${s.shown}`);
  for (let ply = moves - 1; ply > 0; ply--) await press(page, "ArrowLeft");
  s = await waitForState(page, (s) => s.review === 0, 10_000, "the review's start").catch(() => state(page));
  check(s.review === 0 && /^B{14}\/B{14}\/(14\/){8}W{14}\/W{14}/.test(s.shown), `← walks back to the start: ply ${s.review}, ${s.shown}`);
  await screenshot(page, "web-review.png");
  await press(page, "End");
  s = await waitForState(page, (s) => s.review === null, 10_000, "the end of the review").catch(() => state(page));
  check(s.review === null && s.shown === s.position && s.moves === moves, `End returns to the game: ${s.moves} moves`);
  await context.close();
}

/// How a browser can be told to have N device pixels per CSS pixel, and what it then reports
/// (measured with a bare canvas page: devicePixelRatio, and the ResizeObserver's device-pixel
/// box of a canvas 480 CSS pixels wide at N = 2):
///   real     --force-device-scale-factor=N and Playwright's deviceScaleFactor N: 2 and 960,
///            as a real high-density screen reports them;
///   emulated deviceScaleFactor alone (Chromium's device emulation): 2 and 480;
///   forced   --force-device-scale-factor alone: 1 and 960.
/// The game must agree with itself in all three (src/game/web/density.rs).
const DENSITY_MODES = {
  real: (n) => ({ args: [`--force-device-scale-factor=${n}`], context: { deviceScaleFactor: n } }),
  emulated: (n) => ({ args: [], context: { deviceScaleFactor: n } }),
  forced: (n) => ({ args: [`--force-device-scale-factor=${n}`], context: {} }),
};

/// A page at `factor` device pixels per CSS pixel (told the browser as `mode` says): the game
/// draws at CSS size times the page's devicePixelRatio, lays itself out at CSS size (so the
/// hook's square centres are where the squares are drawn), and taps there play e2-e3.
/// A press on `from`, a move over a few frames to `to` and a release there, with the mouse
/// or, given a CDP session, a finger.
async function drag(page, s, from, to, cdp = null) {
  const [x0, y0] = s.squares[from];
  const [x1, y1] = s.squares[to];
  const points = [0.25, 0.5, 0.75, 1].map((t) => ({ x: x0 + (x1 - x0) * t, y: y0 + (y1 - y0) * t }));
  if (cdp) {
    await cdp.send("Input.dispatchTouchEvent", { type: "touchStart", touchPoints: [{ x: x0, y: y0 }] });
    await frames(page);
    for (const p of points) {
      await cdp.send("Input.dispatchTouchEvent", { type: "touchMove", touchPoints: [p] });
      await frames(page);
    }
    await cdp.send("Input.dispatchTouchEvent", { type: "touchEnd", touchPoints: [] });
  } else {
    await page.mouse.move(x0, y0);
    await frames(page);
    await page.mouse.down();
    await frames(page);
    for (const p of points) {
      await page.mouse.move(p.x, p.y);
      await frames(page);
    }
    await page.mouse.up();
  }
  await frames(page);
}

/// Drag and drop: with the mouse, the stone e2 dragged to e4 moves the line e1-e2 two squares
/// (the longest line through it that lands there); after the reply, the same by touch with f2.
async function dragStep(browser) {
  const context = await browser.newContext({ viewport: { width: 800, height: 600 }, locale: "en-US", hasTouch: true });
  const { page } = await openGame(context);
  let s = await state(page);
  await drag(page, s, "e2", "e4");
  s = await waitForState(page, (s) => s.moves >= 2 && !s.thinking, MOVE_TIMEOUT_MS * 3, "the dragged line and the reply").catch(() => state(page));
  const r = ranks(s);
  check(r[8] === "4W9" && r[9] === "4W9" && r[11] === "WWWW1WWWWWWWWW", `the mouse dragged e2 to e4: the line e1-e2 moved two squares: ${s.position}`);
  const cdp = await context.newCDPSession(page);
  const before = s.moves;
  await drag(page, s, "f2", "f4", cdp);
  s = await waitForState(page, (s) => s.moves > before && !s.thinking, MOVE_TIMEOUT_MS * 3, "the line dragged by touch").catch(() => state(page));
  const t = ranks(s);
  check(t[8] === "4WW8" && t[11] === "WWWW2WWWWWWWW", `a finger dragged f2 to f4: the line f1-f2 moved two squares: ${s.position}`);
  await screenshot(page, "web-drag.png");
  await context.close();
}

async function densityCheck(factor, viewport, name, { mode = "real", locale = "en-US", mobile = false } = {}) {
  const how = DENSITY_MODES[mode](factor);
  const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", headless: true, args: [...CHROMIUM_ARGS, ...how.args] });
  try {
    const context = await browser.newContext({ viewport, locale, hasTouch: true, isMobile: mobile, ...how.context });
    const { page } = await openGame(context);
    const cdp = await context.newCDPSession(page);
    await page.waitForTimeout(1500);
    let s = await state(page);
    const css = await page.evaluate(() => ({ w: innerWidth, h: innerHeight, dpr: devicePixelRatio }));
    const canvas = await page.evaluate(() => {
      const c = document.querySelector("canvas");
      return { width: c.width, height: c.height, cssWidth: c.clientWidth, cssHeight: c.clientHeight };
    });
    const d = s.display;
    const png = PNG.sync.read(await page.screenshot({ path: join(out, `web-${name}.png`) }));
    const xs = Object.values(s.squares).map(([x]) => x);
    const ys = Object.values(s.squares).map(([, y]) => y);
    const board = { left: Math.min(...xs), right: Math.max(...xs), top: Math.min(...ys), bottom: Math.max(...ys) };
    const result = { mode, css, canvas, display: d, viewport: s.viewport, screenshot: [png.width, png.height], board };
    figures[name] = result;
    const near = (a, b) => Math.abs(a - b) <= 2;
    check(
      near(canvas.width, css.w * css.dpr) && near(canvas.height, css.h * css.dpr) && near(d.physical[0], canvas.width) &&
        near(d.logical[0], css.w) && near(d.logical[1], css.h) && near(d.scale, css.dpr),
      `${name} (${mode}): canvas ${canvas.width}×${canvas.height} device pixels, game drawn at ${d.physical} and laid out at ` +
        `${d.logical} (scale ${d.scale}) for a ${css.w}×${css.h} CSS page at devicePixelRatio ${css.dpr}`
    );
    const before = s.moves;
    await tap(page, cdp, s, "e2");
    await tap(page, cdp, s, "e3");
    s = await waitForState(page, (s) => s.moves > before, 60_000, `${name}: the move e2-e3 by touch`).catch(() => null);
    check(s !== null && rank2(s) === "4W9", `${name} (${mode}): taps where e2 and e3 are drawn played e2-e3`);
    return result;
  } finally {
    await browser.close();
  }
}

async function dprStep() {
  const cases = [
    [1, "real"],
    [1.5, "real"],
    [2, "real"],
    [3, "real"],
    [2, "emulated"],
    [2, "forced"],
  ];
  for (const [factor, mode] of cases) {
    try {
      await densityCheck(factor, SMALL_VIEWPORT, `dpr-${factor}-${mode}`, { mode });
    } catch (error) {
      check(false, `dpr ${factor} ${mode}: ${error}`);
    }
  }
}

/// A phone held upright: 390×844 CSS pixels at 3 device pixels each, touch, Russian.
async function phoneStep() {
  const r = await densityCheck(3, { width: 390, height: 844 }, "phone-390x844-ru", { locale: "ru-RU", mobile: true });
  const width = r.board.right - r.board.left;
  // Square centres span 13 of the board's 14 files.
  const boardShare = (width * 14) / 13 / r.css.w;
  figures.phoneBoardShare = +boardShare.toFixed(2);
  figures.phoneSquare = +(width / 13).toFixed(1);
  // The rank numbers stand on the frame at the left, in what is left.
  const square = width / 13;
  const whole = r.board.left - square / 2 >= 0 && r.board.right + square / 2 <= r.css.w;
  check(
    boardShare >= 0.9 && whole,
    `the board takes the phone's width: ${Math.round(boardShare * 100)} % of it, wholly on the page, the rank numbers beside it`
  );
  const barHeight = r.viewport ? r.viewport[1] : null;
  check(barHeight !== null && barHeight <= 64, `the bar is one compact row: the board's viewport starts ${barHeight} CSS pixels down`);
}

/// The hook's state once `predicate` holds and the squares have not moved over the last two
/// frames (the state as it stands if that never comes).
async function settled(page, predicate, what) {
  const started = Date.now();
  let s = await waitForState(page, predicate, MOVE_TIMEOUT_MS, what).catch(() => null);
  while (s && Date.now() - started < MOVE_TIMEOUT_MS) {
    await frames(page, 2);
    const again = await state(page);
    if (predicate(again) && JSON.stringify(again.squares) === JSON.stringify(s.squares)) return again;
    s = again;
  }
  return s ?? state(page);
}

/// After a resize the page must go on: no validation error in the console, the canvas and the
/// game's drawing at the new size, and a move played where the squares are now drawn.
async function afterResize(page, lines, name, play) {
  const css = await page.evaluate(() => ({ w: innerWidth, h: innerHeight, dpr: devicePixelRatio }));
  const near = (a, b) => Math.abs(a - b) <= 2;
  // The game follows at its next frames, which on a loaded software renderer may take a while:
  // the window's size first, then the panels and the board's viewport (a board squeezed into
  // a sliver is the layout of the old size), until the squares stay where they are.
  const laidOut = (s) =>
    s.display && near(s.display.logical[0], css.w) && near(s.display.logical[1], css.h) && s.viewport && s.viewport[2] > css.w / 3 && s.viewport[3] > css.h / 3;
  let s = await settled(page, laidOut, `${name}: the game laid out at the new size`);
  const canvas = await page.evaluate(() => {
    const c = document.querySelector("canvas");
    return [c.width, c.height];
  });
  const fatal = lines.filter((l) => /Validation|differing sizes|Quitting|panicked|RuntimeError/.test(l));
  check(fatal.length === 0, `${name}: no fatal error in the console${fatal.length ? `: ${fatal[0]}` : ""}`);
  check(
    near(canvas[0], css.w * css.dpr) && near(canvas[1], css.h * css.dpr) && near(s.display.logical[0], css.w) && near(s.display.logical[1], css.h),
    `${name}: canvas ${canvas} device pixels, laid out at ${s.display.logical} for a ${css.w}×${css.h} page at ${css.dpr}`
  );
  await screenshot(page, `web-${name}.png`);
  const laid = s;
  const before = s.moves;
  await play(s);
  s = await waitForState(page, (s) => s.moves > before + 1 && !s.thinking, MOVE_TIMEOUT_MS * 3, `${name}: a move after the resize and the reply`).catch(() => null);
  if (s === null) {
    await screenshot(page, `fail-${name}.png`);
    writeFileSync(join(out, `fail-${name}.json`), JSON.stringify(await state(page), null, 2));
  }
  check(s !== null, `${name}: a move was played after the resize${s === null ? ` (see fail-${name}.png and .json)` : ""}`);
  const later = lines.filter((l) => /Validation|differing sizes|Quitting|panicked|RuntimeError/.test(l));
  check(later.length === 0, `${name}: still no fatal error after the move${later.length ? `: ${later[0]}` : ""}`);
  return laid;
}

/// The side of a square in CSS pixels as the hook's square centres give it: across the widest
/// rank, from the centre of its a-square to its n-square's, 13 squares apart.
function squareSide(s) {
  let widest = 0;
  for (let rank = 1; rank <= 12; rank++) {
    const [a, n] = [s.squares[`a${rank}`], s.squares[`n${rank}`]];
    if (a && n) widest = Math.max(widest, Math.hypot(n[0] - a[0], n[1] - a[1]) / 13);
  }
  return +widest.toFixed(1);
}

/// The window 20 px narrower, then 40 px wider, at 1280×800 with the mouse; then a phone held
/// upright turned on its side and back, by touch. Each followed by a move of White's second
/// rank, one file after another.
async function resizeStep(browser) {
  const lines = [];
  const desktop = await browser.newContext({ viewport: DESKTOP_VIEWPORT, locale: "en-US" });
  const { page } = await openGame(desktop, url, lines);
  const files = ["a", "b", "c", "d"];
  const mouseMove = (file) => async (s) => {
    await click(page, s, `${file}2`);
    await click(page, await state(page), `${file}3`);
  };
  await page.setViewportSize({ width: 1260, height: 800 });
  await afterResize(page, lines, "resize-narrower-1260x800", mouseMove(files[0]));
  await page.setViewportSize({ width: 1300, height: 800 });
  await afterResize(page, lines, "resize-wider-1300x800", mouseMove(files[1]));
  await desktop.close();

  const phoneLines = [];
  const phone = await browser.newContext({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 3, isMobile: true, hasTouch: true, locale: "en-US" });
  const { page: phonePage } = await openGame(phone, url, phoneLines);
  const cdp = await phone.newCDPSession(phonePage);
  const tapMove = (file) => async (s) => {
    await tap(phonePage, cdp, s, `${file}2`);
    await tap(phonePage, cdp, await state(phonePage), `${file}3`);
  };
  await phonePage.setViewportSize({ width: 844, height: 390 });
  const turned = await afterResize(phonePage, phoneLines, "resize-phone-turned-844x390", tapMove(files[2]));
  await phonePage.setViewportSize({ width: 390, height: 844 });
  const upright = await afterResize(phonePage, phoneLines, "resize-phone-upright-390x844", tapMove(files[3]));
  await phone.close();
  // Seen from above (a phone's first start), the squares take the room either way: sideways,
  // the height (the captured stones beside the board), upright, the width (390 / 14 = 27.9 at
  // most, the rank numbers on the left).
  figures.phoneSquares = { turned: squareSide(turned), upright: squareSide(upright) };
  check(
    figures.phoneSquares.turned >= 28 && figures.phoneSquares.upright >= 25,
    `the phone's squares: ${figures.phoneSquares.turned} CSS px turned sideways, ${figures.phoneSquares.upright} upright`
  );
}

/// Every process's parent and CPU ticks (user + system), read from /proc.
function processTable() {
  const table = new Map();
  for (const entry of readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, "utf8");
      const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
      table.set(Number(entry), { parent: Number(fields[1]), ticks: Number(fields[11]) + Number(fields[12]) });
    } catch {
      // the process ended meanwhile
    }
  }
  return table;
}

/// The processes this test started directly (the HTTP server and each Chromium).
function ownChildren() {
  return [...processTable()].filter(([, p]) => p.parent === process.pid).map(([pid]) => pid);
}

/// CPU ticks of the processes `roots` and everything under them.
function treeTicks(roots) {
  const table = processTable();
  let total = 0;
  const walk = (pid) => {
    total += table.get(pid)?.ticks ?? 0;
    for (const [child, p] of table) if (p.parent === pid) walk(child);
  };
  roots.forEach(walk);
  return total;
}

/// The page at rest at 1280×800: after the board is up, the Welcome window closed and the
/// software renderer's shaders compiled (its GPU process takes a core for half a minute after
/// the first frames), the share of one core that all of its Chromium's processes use over 30 s
/// of nothing.
async function idleStep() {
  const others = new Set(ownChildren());
  const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", headless: true, args: CHROMIUM_ARGS });
  try {
    const roots = ownChildren().filter((pid) => !others.has(pid));
    const context = await browser.newContext({ viewport: DESKTOP_VIEWPORT, locale: "en-US" });
    const consoleLines = [];
    const { page } = await openGame(context, url, consoleLines);
    const hz = 100;
    // Settled first: the page's start (the module's optimizing compile in the background) is
    // over once a 3-second slice stays under the limit, for at most 40 s.
    let settled = 0;
    while (settled < 40) {
      const start = treeTicks(roots);
      await new Promise((r) => setTimeout(r, 3000));
      settled += 3;
      if ((treeTicks(roots) - start) / hz / 3 < 0.1) break;
    }
    const seconds = 15;
    const before = treeTicks(roots);
    const framesBefore = (await state(page)).frames;
    await new Promise((r) => setTimeout(r, seconds * 1000));
    const share = (treeTicks(roots) - before) / hz / seconds;
    const after = await state(page);
    figures.idleCpuShare = +share.toFixed(3);
    figures.idleFrames = after.frames - framesBefore;
    console.log(`     the idle page used ${(share * 100).toFixed(1)} % of a core (all of its Chromium's ${roots.length ? "processes" : "processes: none found"}, ${seconds} s, settled after ${settled} s); the game drew ${figures.idleFrames} frames meanwhile, pipelines ${after.pipelinesCompiling ? "still compiling" : "all ready"}; the last frame's next: ${after.whyNextFrame}`);
    const warnings = consoleLines.filter((line) => /warn|error/i.test(line)).slice(0, 5);
    if (warnings.length) console.log(`     the page's console: ${JSON.stringify(warnings)}`);
    check(roots.length > 0 && share < 0.1, `the idle page rests: ${(share * 100).toFixed(1)} % of a core`);
  } finally {
    await browser.close();
  }
}

/// The interface at 150 %, as a player sets it in Settings at 1280×800: the page keeps drawing
/// after the press, and a screenshot at each of four moments over six seconds shows a person
/// whether the interface stayed and how Settings and the side panel look at the new scale.
async function scaleStep(browser) {
  const context = await browser.newContext({ viewport: DESKTOP_VIEWPORT, locale: "en-US" });
  const { page } = await openGame(context);
  await activate(page, "Button:Settings");
  await frames(page);
  await activate(page, "Button:150%", null);
  const before = (await state(page)).frames;
  const pressed = Date.now();
  await page.keyboard.press("Space");
  const seen = [];
  for (const at of [500, 2000, 4000, 6000]) {
    await page.waitForTimeout(Math.max(0, pressed + at - Date.now()));
    const s = await state(page);
    seen.push({ ms: Date.now() - pressed, frames: s.frames - before });
    await screenshot(page, `web-scale-150-${at}ms.png`);
  }
  figures.scale = seen;
  check(seen.every((moment) => moment.frames > 0), `the page drew at 150 % from the press on: ${JSON.stringify(seen)}`);
  await context.close();
}

/// The About tab's licence list comes only when the tab is first shown: the page asks for
/// LICENCES.txt then and not before. Served an error first, the tab says why; shown again, it
/// asks again, and served the list (the test answers for the file, as the released site carries
/// it) it shows the list. (A 404, a site built without the list as CI's is, says so: the unit
/// test of src/game/ui/windows/licences.rs.) The service worker is kept out, so that the test
/// sees and answers each request.
async function aboutStep(browser) {
  const list = "Epaminondas: licences\n\nEpaminondas 0.1.0, Robert Abbott's game…\n" + "a licence's line\n".repeat(2000);
  const context = await browser.newContext({ viewport: DESKTOP_VIEWPORT, locale: "en-US", serviceWorkers: "block" });
  const asked = [];
  await context.route("**/LICENCES.txt", (route) => {
    asked.push(route.request().url());
    return asked.length === 1
      ? route.fulfill({ status: 503, contentType: "text/plain", body: "busy" })
      : route.fulfill({ status: 200, contentType: "text/plain; charset=utf-8", body: list });
  });
  const { page } = await openGame(context);
  const showAbout = async () => {
    await activate(page, "Button:Help");
    await activate(page, (focus) => focus.endsWith(":About"), "Enter", "the About tab");
    return waitForState(page, (s) => s.licences !== "loading", MOVE_TIMEOUT_MS, "the licence list's answer");
  };
  await frames(page);
  check(asked.length === 0, `the licence list is not fetched before the About tab is shown: ${asked.length} requests`);
  let s = await showAbout();
  check(s.licences.startsWith("failed: 503") && asked.length === 1, `About when the site answered 503: ${s.licences} (${asked.length} requests)`);
  await frames(page);
  await screenshot(page, "web-about-failed.png");
  await press(page, "Escape");
  await waitForState(page, (s) => !s.windows.help, MOVE_TIMEOUT_MS, "the help window closed");
  s = await showAbout();
  const wanted = `list: ${Buffer.byteLength(list)} bytes`;
  check(s.licences === wanted && asked.length === 2, `About shown again, the list served: ${s.licences} (${asked.length} requests)`);
  await frames(page);
  await screenshot(page, "web-about-list.png");
  await context.close();
}

/// The page installs as an app and plays offline. A first visit: the manifest names the game
/// and its 192 and 512 px icons, and after the first frame the service worker keeps every file
/// of the build. Then the network goes (the context offline), the page reloads: every file
/// comes from the service worker, the game starts, and the computer answers e2-e3 from its
/// worker, whose script and module came from the service worker too.
async function offlineStep(browser) {
  const context = await browser.newContext({ viewport: DESKTOP_VIEWPORT, locale: "en-US" });
  const { page } = await openGame(context);
  const manifest = await page.evaluate(async () => {
    const link = document.querySelector('link[rel="manifest"]');
    const data = await (await fetch(link.href)).json();
    const icons = await Promise.all(
      data.icons
        .filter((icon) => icon.type === "image/png")
        .map(async (icon) => {
          const image = new Image();
          image.src = new URL(icon.src, link.href).href;
          await image.decode();
          return { sizes: icon.sizes, width: image.naturalWidth, height: image.naturalHeight };
        })
    );
    return { name: data.name, display: data.display, theme: data.theme_color, icons };
  });
  const sizes = manifest.icons.filter((i) => i.sizes === `${i.width}x${i.height}`).map((i) => i.width);
  check(
    manifest.name === "Epaminondas" && manifest.display === "standalone" && Boolean(manifest.theme) && sizes.includes(192) && sizes.includes(512),
    `the web app manifest: ${JSON.stringify(manifest)}`
  );
  await page.waitForFunction(() => window.epaminondasPage.offline !== "registering", null, { timeout: MOVE_TIMEOUT_MS });
  const kept = await page.evaluate(async () => {
    const names = await caches.keys();
    const cache = names.length === 1 ? await caches.open(names[0]) : null;
    return {
      offline: window.epaminondasPage.offline,
      caches: names,
      files: cache ? (await cache.keys()).map((request) => new URL(request.url).pathname.slice(1)) : [],
    };
  });
  const wanted = ["index.html", "start.js", "epaminondas.js", "epaminondas_bg.wasm", "engine-worker.js", "engine.js", "engine_bg.wasm", "manifest.webmanifest"];
  check(
    kept.offline === "ready" && wanted.every((file) => kept.files.includes(file)),
    `the service worker keeps the site: ${kept.offline}, cache ${kept.caches.join(", ")} with ${kept.files.length} files`
  );

  await context.setOffline(true);
  const responses = [];
  page.on("response", (response) => responses.push(response));
  await page.reload();
  await waitForFirstFrame(page);
  let s = await waitForState(page, hasBoard, MOVE_TIMEOUT_MS, "the board, offline");
  for (let i = 0; i < 3 && s.windows.welcome; i++) {
    await press(page, "Escape");
    s = await state(page);
  }
  const online = await page.evaluate(() => navigator.onLine);
  const network = responses.filter((response) => !response.fromServiceWorker()).map((response) => response.url());
  check(
    !online && responses.length >= 5 && network.length === 0,
    `offline (navigator.onLine ${online}), the reload got all ${responses.length} files from the service worker${network.length ? `, but these from the network: ${network.join(", ")}` : ""}`
  );
  const before = s.moves;
  await click(page, s, "e2");
  await click(page, s, "e3");
  s = await waitForState(page, (s) => s.moves > before, MOVE_TIMEOUT_MS, "the move e2-e3, offline");
  check(rank2(s) === "4W9", `offline, e2-e3 was played: ${s.position}`);
  s = await waitForState(page, (s) => s.moves > before + 1 && !s.thinking, MOVE_TIMEOUT_MS * 3, "the computer's reply, offline");
  check(s.lastSearch.source === "worker", `offline, the computer replied from its worker: ${JSON.stringify(s.lastSearch)}`);
  await screenshot(page, "web-offline-reply.png");
  await context.close();
}

/// A Russian browser gets the game in Russian; there White plays h2-h3 with the keyboard: the
/// cursor starts on h7, five steps down reach h2, Enter picks the stone, one step up and Enter
/// move it.
async function russianStep(browser) {
  const context = await browser.newContext({ viewport: DESKTOP_VIEWPORT, locale: "ru-RU" });
  const { page, s: ru } = await openGame(context);
  check(ru.language === "ru", `the language follows the browser (ru-RU): ${ru.language}`);
  await page.waitForTimeout(1500);
  await screenshot(page, "web-russian.png");
  for (const key of ["ArrowDown", "ArrowDown", "ArrowDown", "ArrowDown", "ArrowDown", "Enter", "ArrowUp", "Enter"]) {
    await press(page, key);
  }
  const keyed = await waitForState(page, (s) => s.moves >= 1, MOVE_TIMEOUT_MS, "the move h2-h3 by keyboard");
  const r = ranks(keyed);
  check(r[9] === "7W6" && r[10] === "WWWWWWW1WWWWWW", `h2-h3 was played with the keyboard: ${keyed.position}`);
  await screenshot(page, "web-russian-keyboard.png");
  await context.close();
  // A German browser gets the page and the game in German.
  const german = await browser.newContext({ viewport: DESKTOP_VIEWPORT, locale: "de-DE" });
  const { page: dePage, s: de } = await openGame(german);
  check(de.language === "de", `the language follows the browser (de-DE): ${de.language}`);
  const pageLanguage = await dePage.evaluate(() => document.documentElement.lang);
  check(pageLanguage === "de", `the page speaks German too: lang=${pageLanguage}`);
  await dePage.waitForTimeout(1500);
  await screenshot(dePage, "web-german.png");
  await german.close();
}

/// The whole scene, asked for in the address, on the same renderer: how much the fast scene
/// saves per frame.
async function bestStep(browser) {
  const context = await browser.newContext({ viewport: SMALL_VIEWPORT, locale: "en-US" });
  const { page, s } = await openGame(context, `${url}?graphics=best`);
  check(s.graphics === "best", `?graphics=best draws the whole scene: ${s.graphics}`);
  await page.waitForTimeout(3000);
  figures.idleBest = summary((await frameGaps(page, 5000, false)).gaps);
  await screenshot(page, "web-best-small.png");
  await context.close();
}

/// Has every page of `context` capture the fake microphone before the game makes its peer
/// connection (see FRIEND_ARGS).
async function captureMicrophoneFirst(context) {
  await context.addInitScript(() => {
    window.friendMicrophone = navigator.mediaDevices.getUserMedia({ audio: true });
  });
}

/// tests/network.rs's `two_pages_play_in_one_room`, inside its network namespace with the relay
/// at EPAMINONDAS_RELAY: a page at 1280×800 invites as White through the online window, walked
/// with Tab and Enter as a keyboard player does (the relay's address typed in), and copies the
/// invitation's link; a phone-sized page (390×844, touch) opens the link and joins. The host
/// plays e2-e3 and f2-f3 by mouse, the phone a11-a10 and b11-b10 by taps; each move reaches the
/// other page, and after four moves both show the same position.
async function friendsStep(browser) {
  const relay = process.env.EPAMINONDAS_RELAY;
  if (!relay) throw new Error("the friends step needs a relay: tests/network.rs runs it");
  const hostContext = await browser.newContext({ viewport: DESKTOP_VIEWPORT, locale: "en-US" });
  await hostContext.grantPermissions(["clipboard-read", "clipboard-write"], { origin });
  await captureMicrophoneFirst(hostContext);
  const { page: host } = await openGame(hostContext);
  await activate(host, "Button:New game");
  await activate(host, "Button:A friend on another device…");
  // The online window: the name, then the relay.
  await activate(host, (f) => f.startsWith("TextEdit"), null, "the name box");
  await press(host, "Tab");
  let s = await state(host);
  check(s.focus?.startsWith("TextEdit"), `Tab went from the name to the relay's box: ${s.focus}`);
  await host.keyboard.type(relay);
  await frames(host);
  await activate(host, "Button:Invite a friend");
  await activate(host, "Button:Create the room");
  await activate(host, "Button:Copy link");
  await host.waitForTimeout(500);
  const link = await host.evaluate(() => navigator.clipboard.readText());
  check(link.startsWith(origin) && link.includes("room=") && link.includes("relay="), `the invitation's link: ${link}`);

  const phoneContext = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, locale: "en-US" });
  await captureMicrophoneFirst(phoneContext);
  const phone = await phoneContext.newPage();
  const cdp = await phoneContext.newCDPSession(phone);
  await phone.goto(link);
  await waitForFirstFrame(phone);
  await waitForState(phone, hasBoard, MOVE_TIMEOUT_MS, "the phone's board");
  const hostMoves = [["e2", "e3"], ["f2", "f3"]];
  const phoneMoves = [["a11", "a10"], ["b11", "b10"]];
  for (let round = 0; round < 2; round++) {
    const before = round * 2;
    s = await waitForState(host, (s) => s.moves === before, MOVE_TIMEOUT_MS, `the host's turn ${round + 1}`);
    s = await settled(host, (s) => s.moves === before, "the host's board at rest");
    await click(host, s, hostMoves[round][0]);
    await click(host, s, hostMoves[round][1]);
    s = await waitForState(phone, (s) => s.moves >= before + 1, MOVE_TIMEOUT_MS, `the host's move ${hostMoves[round].join("-")} on the phone`);
    for (let i = 0; i < 3 && s.windows.welcome; i++) {
      await press(phone, "Escape");
      s = await state(phone);
    }
    // The phone's board may still be turning to Black's side: tap where the squares rest.
    s = await settled(phone, (s) => s.moves >= before + 1, "the phone's board at rest");
    await tap(phone, cdp, s, phoneMoves[round][0]);
    await tap(phone, cdp, s, phoneMoves[round][1]);
    await waitForState(host, (s) => s.moves >= before + 2, MOVE_TIMEOUT_MS, `the phone's move ${phoneMoves[round].join("-")} at the host`);
  }
  const hostEnd = await state(host);
  const phoneEnd = await waitForState(phone, (s) => s.moves === 4, 60_000, "four moves on the phone");
  check(
    hostEnd.moves === 4 && phoneEnd.position === hostEnd.position,
    `both pages show the same four moves: ${hostEnd.position} and ${phoneEnd.position}`
  );
  await screenshot(host, "web-friends-host.png");
  await screenshot(phone, "web-friends-phone.png");
  await phoneContext.close();
  await hostContext.close();
}

/// The page's half of tests/network.rs's `a_page_and_a_desktop_game_play_in_one_room`, which
/// runs this step inside its own network namespace: the page opens the desktop game's join
/// link (its query in EPAMINONDAS_FRIEND_LINK), joins the room as Black, answers each of the
/// desktop's moves with a click-played move (a11-a10, then b11-b10) and, after four moves,
/// writes the position it shows to friend.json for the test to compare with the desktop's.
async function friendStep(browser) {
  const query = process.env.EPAMINONDAS_FRIEND_LINK;
  if (!query) throw new Error("the friend step is the page's half of a test in tests/network.rs, which runs it");
  const context = await browser.newContext({ viewport: DESKTOP_VIEWPORT, locale: "en-US" });
  await captureMicrophoneFirst(context);
  const page = await context.newPage();
  const consoleLines = [];
  page.on("console", (m) => {
    consoleLines.push(`${m.type()}: ${m.text()}`);
    // The page's console, kept as it comes: what a failed connection said is in it.
    writeFileSync(join(out, "friend-console.txt"), consoleLines.join("\n"));
  });
  await page.goto(`${url}${query}`);
  await waitForFirstFrame(page);
  let s = await waitForState(page, hasBoard, MOVE_TIMEOUT_MS, "the board");
  for (const [plies, from, to] of [[1, "a11", "a10"], [3, "b11", "b10"]]) {
    s = await waitForState(page, (s) => s.moves >= plies, MOVE_TIMEOUT_MS * 2, `the desktop's move ${plies}`);
    for (let i = 0; i < 3 && s.windows.welcome; i++) {
      await press(page, "Escape");
      s = await state(page);
    }
    // The board may still be turning to Black's side or fitting the room: click where the
    // squares rest.
    s = await settled(page, (s) => s.moves >= plies, "the board at rest");
    await click(page, s, from);
    await click(page, s, to);
    // The desktop may answer before the page is looked at again.
    s = await waitForState(page, (s) => s.moves >= plies + 1, 60_000, `the page's move ${from}-${to}`);
  }
  s = await waitForState(page, (s) => s.moves === 4, 60_000, "four moves");
  check(s.moves === 4, `the page played Black's moves by clicks and shows four moves: ${s.position}`);
  writeFileSync(join(out, "friend.json"), JSON.stringify({ position: s.position, moves: s.moves }));
  await screenshot(page, "web-friend.png");
  const errors = consoleLines.filter((line) => line.startsWith("error"));
  check(errors.length === 0, `no errors in the page's console: ${errors.slice(0, 3).join(" | ")}`);
  await context.close();
}

/// Opens Puzzles from the Welcome (the bar's Learn) and solves the first puzzle by taps on a
/// touch screen: the squares of each move of the solution come from the hook (a line's tail,
/// its front, its landing), the replies are the trainer's. Solved, the puzzle rating goes up and
/// the panel says so.
async function puzzleStep(browser) {
  const context = await browser.newContext({ viewport: DESKTOP_VIEWPORT, hasTouch: true, locale: "en-US" });
  const { page } = await openGame(context);
  const cdp = await context.newCDPSession(page);
  await activate(page, "Button:Learn");
  await activate(page, "Button:Puzzles");
  let s = await waitForState(page, (s) => s.puzzle?.stage === "solving", MOVE_TIMEOUT_MS, "a puzzle to solve");
  const id = s.puzzle.id;
  const before = s.puzzle.rating;
  await screenshot(page, "web-puzzle.png");
  for (let move = 0; move < 5 && s.puzzle.stage === "solving"; move++) {
    const next = s.puzzle.next;
    const plies = s.moves;
    // The board may still be turning to the solver's side: tap where the squares rest.
    s = await settled(page, (s) => s.puzzle?.stage === "solving" && s.moves === plies, `puzzle ${id} at rest`);
    for (const square of s.puzzle.clicks) await tap(page, cdp, s, square);
    s = await waitForState(page, (s) => s.moves > plies, MOVE_TIMEOUT_MS, `${next} tapped`);
    // The trainer's reply, if the line goes on, or the end.
    s = await waitForState(page, (s) => s.puzzle?.stage === "solving" || s.puzzle?.stage === "over", MOVE_TIMEOUT_MS, `after ${next}`);
  }
  check(s.puzzle.stage === "over" && s.puzzle.solved === true, `puzzle ${id} solved by taps (${s.puzzle.stage}, solved: ${s.puzzle.solved})`);
  check(s.puzzle.rating > before && s.puzzle.change > 0, `the puzzle rating went up: ${before} → ${s.puzzle.rating} (${s.puzzle.change})`);
  await screenshot(page, "web-puzzle-solved.png");
  await context.close();
}

/// epaminondas-server (EPAMINONDAS_SERVER_BIN) serving the site and its API on a loopback
/// port, its SQLite file in the output folder; resolves once it answers.
async function startGameServer(serverPort) {
  const bin = process.env.EPAMINONDAS_SERVER_BIN;
  if (!bin) throw new Error("the correspondence step needs EPAMINONDAS_SERVER_BIN (.ci/browser-test builds it)");
  const database = `sqlite://${join(out, "correspondence.db")}?mode=rwc`;
  const child = spawn(bin, ["--listen", `127.0.0.1:${serverPort}`, "--database", database, "--site", site], { stdio: "ignore" });
  const address = `http://127.0.0.1:${serverPort}`;
  for (let i = 0; i < 200; i++) {
    try {
      const answer = await fetch(`${address}/api/challenges`);
      if (answer.ok) return child;
    } catch {
      // Not listening yet.
    }
    await new Promise((done) => setTimeout(done, 100));
  }
  child.kill("SIGKILL");
  throw new Error(`epaminondas-server did not answer on ${address}`);
}

/// Signs the page in as a guest from New game → Players online…, the keyboard walking the
/// windows; returns the guest's name.
async function signInAsGuest(page) {
  await activate(page, "Button:New game");
  await activate(page, "Button:Players online…");
  await activate(page, "Button:Play as a guest");
  const s = await waitForState(page, (s) => s.server?.signedIn, MOVE_TIMEOUT_MS, "signed in as a guest");
  check(s.server.signedIn.startsWith("guest"), `signed in as a guest: ${s.server.signedIn}`);
  return s.server.signedIn;
}

/// Plays `from`-`to` by clicks on the page whose board shows the server's game at `ply` moves,
/// and waits until the server stored it.
async function correspondenceMove(page, ply, from, to) {
  let s = await settled(page, (s) => s.moves === ply && s.server?.open?.shown && s.server.open.ply === ply, `ply ${ply} on the board`);
  await click(page, s, from);
  await click(page, s, to);
  s = await waitForState(page, (s) => s.server?.open?.ply === ply + 1 && !s.server.open.sending, MOVE_TIMEOUT_MS, `${from}-${to} stored`);
  check(s.moves === ply + 1, `${from}-${to} played on the board and stored by the server (news: ${s.server.news})`);
}

/// Two pages play a correspondence game through epaminondas-server, which serves them: both
/// sign in as guests, White offers a game in the lobby, Black accepts it from the lobby, and
/// they play six plies by clicks, each page reading the other's moves from the server. After
/// ply 2 Black's page is reloaded (still signed in, the game on its board again); after ply 4
/// the server is killed (SIGKILL) and started again on the same database. Both end on the same
/// position.
async function correspondenceStep(browser) {
  const serverPort = port + 1000;
  const address = `http://127.0.0.1:${serverPort}/`;
  let server = await startGameServer(serverPort);
  try {
    const whiteContext = await browser.newContext({ viewport: DESKTOP_VIEWPORT, locale: "en-US" });
    const blackContext = await browser.newContext({ viewport: DESKTOP_VIEWPORT, locale: "en-US" });
    const { page: white } = await openGame(whiteContext, address);
    const { page: black } = await openGame(blackContext, address);
    const whiteName = await signInAsGuest(white);
    await signInAsGuest(black);
    // White offers a game: the colour White, then Offer.
    await activate(white, "RadioButton:White", "Space");
    await activate(white, "Button:Offer");
    await waitForState(white, (s) => s.server.lobby === 1, MOVE_TIMEOUT_MS, "the challenge in White's lobby");
    // Black's lobby shows it (read again every 15 s while open): Accept.
    await waitForState(black, (s) => s.server.lobby === 1, MOVE_TIMEOUT_MS, "the challenge in Black's lobby");
    await screenshot(black, "web-correspondence-lobby.png");
    await activate(black, "Button:Accept");
    let s = await waitForState(black, (s) => s.server.open?.shown && s.server.open.me === "black", MOVE_TIMEOUT_MS, "the game on Black's board");
    check(s.human === "black", `Black's page plays Black against ${whiteName}`);
    // White opens it from My games.
    await activate(white, (f) => f.endsWith(":My games"), "Enter", "the My games tab");
    await activate(white, "Button:Open");
    s = await waitForState(white, (s) => s.server.open?.shown && s.server.open.me === "white", MOVE_TIMEOUT_MS, "the game on White's board");
    const moves = [[white, "e2", "e3"], [black, "a11", "a10"], [white, "f2", "f3"], [black, "b11", "b10"], [white, "g2", "g3"], [black, "c11", "c10"]];
    for (let ply = 0; ply < moves.length; ply++) {
      const [page, from, to] = moves[ply];
      if (ply === 2) {
        // Black's page reloaded: still signed in, the game on the board again.
        await black.reload();
        await waitForFirstFrame(black);
        s = await waitForState(black, (s) => s.server?.open?.shown && s.moves === 2, MOVE_TIMEOUT_MS, "Black's game after a reload");
        check(s.server.signedIn !== null && s.moves === 2, `after a reload Black is signed in and the board shows the game's 2 moves`);
      }
      if (ply === 4) {
        // The server killed in the middle of the game and started again: nothing is lost.
        server.kill("SIGKILL");
        await new Promise((done) => server.once("exit", done));
        server = await startGameServer(serverPort);
      }
      await correspondenceMove(page, ply, from, to);
    }
    const whiteEnd = await waitForState(white, (s) => s.moves === 6, MOVE_TIMEOUT_MS, "six moves on White's board");
    const blackEnd = await waitForState(black, (s) => s.moves === 6, MOVE_TIMEOUT_MS, "six moves on Black's board");
    check(whiteEnd.position === blackEnd.position, `both pages show the same six moves: ${whiteEnd.position}`);
    await screenshot(white, "web-correspondence-white.png");
    await screenshot(black, "web-correspondence-black.png");
    await whiteContext.close();
    await blackContext.close();
  } finally {
    server.kill("SIGKILL");
  }
}

/// A failed step's pages as they were: a screenshot and the hook's state of each page still
/// open, as fail-STEP-N.png and fail-STEP-N.json in the output folder.
async function keepFailedPages(browser, name) {
  let n = 0;
  for (const context of browser.contexts()) {
    for (const page of context.pages()) {
      n += 1;
      try {
        await page.screenshot({ path: join(out, `fail-${name}-${n}.png`), timeout: 60_000 });
        writeFileSync(join(out, `fail-${name}-${n}.json`), JSON.stringify(await state(page), null, 2));
        console.log(`     kept fail-${name}-${n}.png and .json`);
      } catch (error) {
        console.log(`     could not keep page ${n}: ${error}`);
      }
    }
  }
}

const server = spawn("python3", ["-m", "http.server", String(port), "--bind", "127.0.0.1", "--directory", site], { stdio: "ignore" });
let browser;
try {
  await waitForServer();
  const online = steps.some((step) => ONLINE_STEPS.includes(step));
  const args = online ? [...CHROMIUM_ARGS, ...FRIEND_ARGS] : CHROMIUM_ARGS;
  browser = await chromium.launch({ executablePath: "/usr/bin/chromium", headless: true, args });
  let game = null;
  const run = async (name, step) => {
    if (!steps.includes(name)) return;
    const started = Date.now();
    stepStarted = started;
    try {
      await step();
    } catch (error) {
      check(false, `${name}: ${error}`);
      await keepFailedPages(browser, name);
      // A failed step's pages would go on drawing and slow the steps after it.
      for (const context of browser.contexts()) {
        if (context !== game?.context) await context.close().catch(() => {});
      }
    }
    console.log(`     (${name}: ${Math.round((Date.now() - started) / 1000)} s)`);
  };
  await run("engine", () => engineStep(browser));
  await run("game", async () => {
    game = await gameStep(browser);
  });
  await run("master", () => masterStep(browser, game));
  if (game && !steps.includes("master")) await game.context.close();
  await run("random", () => randomStep(browser));
  await run("records", () => recordsStep(browser));
  await run("learn", () => learnStep(browser));
  await run("drag", () => dragStep(browser));
  await run("movebox", () => moveBoxStep(browser));
  await run("dpr", () => dprStep());
  await run("phone", () => phoneStep());
  await run("resize", () => resizeStep(browser));
  await run("idle", () => idleStep());
  await run("russian", () => russianStep(browser));
  await run("offline", () => offlineStep(browser));
  await run("puzzle", () => puzzleStep(browser));
  await run("about", () => aboutStep(browser));
  await run("best", () => bestStep(browser));
  await run("scale", () => scaleStep(browser));
  await run("friend", () => friendStep(browser));
  await run("friends", () => friendsStep(browser));
  await run("correspondence", () => correspondenceStep(browser));
} catch (error) {
  check(false, String(error));
} finally {
  if (browser) await browser.close();
  server.kill();
}
writeFileSync(join(out, "figures.json"), JSON.stringify(figures, null, 2));
console.log(JSON.stringify(figures));
console.log(`${failures === 0 ? "browser test passed" : `browser test failed (${failures})`}`);
process.exit(failures === 0 ? 0 : 1);
