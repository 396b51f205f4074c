// The game in the browser beside browser-test.mjs: the computer in the engine worker (Master
// at depth 6 or more, no long task, frame gaps, Undo while it thinks), high-density screens
// (1, 1.5, 2, 3 device pixels per CSS pixel) and a phone held upright (390×844, touch, ru-RU):
//   node web-checks.mjs SITE_DIR OUT_DIR [steps]
// steps: a comma list of master,dpr,phone,emulated (default all).
import { chromium } from "playwright-core";
import { PNG } from "pngjs";
import { spawn } from "node:child_process";
import { mkdirSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";

const site = resolve(process.argv[2]);
const out = resolve(process.argv[3]);
const steps = (process.argv[4] ?? "master,dpr,phone,emulated").split(",");
mkdirSync(out, { recursive: true });
const port = 9000 + Math.floor(Math.random() * 500);
const origin = `http://127.0.0.1:${port}/`;
const url = `${origin}index.html`;
const TIMEOUT = 240_000;
const figures = {};
let failures = 0;
const check = (ok, what) => {
  console.log(`${ok ? "ok  " : "FAIL"} ${what}`);
  if (!ok) failures += 1;
};
const ARGS = [
  "--no-sandbox", "--use-gl=angle", "--use-angle=swiftshader", "--enable-unsafe-swiftshader", "--no-first-run",
  "--disable-background-networking", "--disable-component-update", "--disable-sync", "--disable-quic",
];
const launch = (extra = []) => chromium.launch({ executablePath: "/usr/bin/chromium", headless: true, args: [...ARGS, ...extra] });

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
const board = (page) => waitForState(page, (s) => Object.keys(s.squares).length === 168 && s.display, TIMEOUT, "the board");
async function frames(page, n = 2) {
  await page.evaluate((count) => new Promise((done) => {
    let left = count;
    const tick = () => (--left <= 0 ? done() : requestAnimationFrame(tick));
    requestAnimationFrame(tick);
  }), n);
}
async function click(page, s, square) {
  const [x, y] = s.squares[square];
  await page.mouse.move(x, y);
  await frames(page);
  await page.mouse.down();
  await page.mouse.up();
  await frames(page);
}
async function tap(page, cdp, s, square) {
  const [x, y] = s.squares[square];
  await cdp.send("Input.dispatchTouchEvent", { type: "touchStart", touchPoints: [{ x, y }] });
  await frames(page);
  await cdp.send("Input.dispatchTouchEvent", { type: "touchEnd", touchPoints: [] });
  await frames(page);
}
async function gapsWhile(page, ms, whileThinking) {
  return page.evaluate(([limit, whileThinking]) => new Promise((done) => {
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
      else { observer.disconnect(); done({ gaps: gaps.slice(1), longTasks }); }
    }
    requestAnimationFrame(frame);
  }), [ms, whileThinking]);
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
const rank2 = (s) => s.position.split(" ")[0].split("/")[9];

// 1. Master in the worker: depth, long tasks, frame gaps; Undo while it thinks.
async function master() {
  const browser = await launch();
  const context = await browser.newContext({ viewport: { width: 480, height: 300 }, locale: "en-US" });
  const page = await context.newPage();
  const lines = [];
  page.on("console", (m) => lines.push(`${m.type()}: ${m.text()}`));
  await page.goto(url);
  let s = await board(page);
  await click(page, s, "e2");
  await click(page, s, "e3");
  s = await waitForState(page, (s) => s.moves >= 2 && !s.thinking, TIMEOUT, "the default level's reply");
  figures.defaultReply = s.lastSearch;
  check(s.lastSearch.source === "worker", `the default level's reply came from the worker: ${JSON.stringify(s.lastSearch)}`);
  check(await setSavedLevel(page, "Master") === null, "the saved game switched to Master");
  await page.reload();
  s = await board(page);
  await page.waitForTimeout(1000);
  const idle = summary((await gapsWhile(page, 8000, false)).gaps);
  figures.idle = idle;
  s = await state(page);
  const before = s.moves;
  await click(page, s, "j2");
  await click(page, s, "j3");
  await waitForState(page, (s) => s.thinking || s.moves > before + 1, TIMEOUT, "Master thinking");
  const watched = await gapsWhile(page, 60_000, true);
  const thinking = summary(watched.gaps);
  figures.thinking = thinking;
  figures.longTasksWhileThinking = watched.longTasks;
  s = await waitForState(page, (s) => s.moves > before + 1 && !s.thinking, TIMEOUT, "Master's reply");
  figures.master = s.lastSearch;
  check(s.lastSearch.source === "worker" && s.lastSearch.depth >= 6 && s.lastSearch.level === "master",
    `Master's reply came from the worker at depth ${s.lastSearch.depth}: ${JSON.stringify(s.lastSearch)}`);
  check(watched.longTasks.length === 0, `no main-thread task over 50 ms while Master thought: ${JSON.stringify(watched.longTasks)}`);
  check(thinking.frames >= 2 && thinking.medianMs <= idle.medianMs && thinking.p95Ms <= idle.p95Ms,
    `frame gaps while thinking ${JSON.stringify(thinking)} no longer than idle ${JSON.stringify(idle)}`);
  // Undo while Master thinks: no late reply.
  s = await state(page);
  const moves = s.moves;
  const count = s.lastSearch.count;
  await click(page, s, "a2");
  await click(page, s, "a3");
  await waitForState(page, (s) => s.moves === moves + 1 && s.thinking, TIMEOUT, "Master thinking again");
  await page.waitForTimeout(500);
  await page.keyboard.press("z");
  await frames(page, 3);
  s = await waitForState(page, (s) => s.moves === moves, 30_000, "the undo");
  const undoneAt = Date.now();
  await page.waitForTimeout(10_000); // Master's hard limit is 8 s
  s = await state(page);
  check(s.moves === moves && s.lastSearch.count === count && !s.thinking,
    `Undo while Master thought: ${s.moves} moves and ${s.lastSearch.count} searches ${Date.now() - undoneAt} ms later (before: ${moves}, ${count})`);
  // After the undo, the next move is answered (the restarted worker works).
  await click(page, s, "a2");
  await click(page, s, "a3");
  s = await waitForState(page, (s) => s.moves === moves + 2 && !s.thinking, TIMEOUT, "Master's reply after the undo");
  check(s.lastSearch.source === "worker", `the restarted worker answered: ${JSON.stringify(s.lastSearch)}`);
  await page.screenshot({ path: join(out, "master-after-undo.png") });
  writeFileSync(join(out, "master-console.txt"), lines.join("\n"));
  await browser.close();
}

// 2. High-density screens as a real one gives them (the browser's own device scale factor):
// drawing, layout and input must agree.
async function dpr(factor, viewport, name, locale = "en-US") {
  const browser = await launch([`--force-device-scale-factor=${factor}`]);
  const context = await browser.newContext({ viewport, locale, hasTouch: true });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await page.goto(url);
  let s = await board(page);
  await page.waitForTimeout(1500);
  s = await state(page);
  const css = await page.evaluate(() => ({ w: innerWidth, h: innerHeight, dpr: devicePixelRatio }));
  const d = s.display;
  const png = PNG.sync.read(await page.screenshot({ path: join(out, `${name}.png`) }));
  const xs = Object.values(s.squares).map(([x]) => x);
  const boardShare = (Math.max(...xs) - Math.min(...xs)) / css.w;
  figures[name] = { css, display: d, screenshot: [png.width, png.height], boardWidthShare: +boardShare.toFixed(2) };
  const near = (a, b) => Math.abs(a - b) <= 2;
  check(css.dpr === factor && near(d.physical[0], css.w * factor) && near(d.logical[0], css.w) && near(d.logical[1], css.h),
    `${name}: drawn at ${d.physical} device pixels, laid out at ${d.logical} for a ${css.w}×${css.h} CSS page at ${css.dpr}`);
  const before = s.moves;
  await tap(page, cdp, s, "e2");
  await tap(page, cdp, s, "e3");
  s = await waitForState(page, (s) => s.moves > before, 60_000, `${name}: the move e2-e3 by touch`).catch(() => null);
  check(s && rank2(s) === "4W9", `${name}: taps on e2 and e3 played e2-e3`);
  await browser.close();
}

// 3. Playwright's emulated scale factor (as dev tools give it), for the record.
async function emulated() {
  const browser = await launch();
  const context = await browser.newContext({ viewport: { width: 480, height: 300 }, deviceScaleFactor: 2, hasTouch: true });
  const page = await context.newPage();
  await page.goto(url);
  const s = await board(page);
  figures.emulated2 = { display: s.display, css: await page.evaluate(() => [innerWidth, innerHeight, devicePixelRatio]) };
  console.log(`emulated DPR 2: ${JSON.stringify(figures.emulated2)}`);
  await browser.close();
}

const server = spawn("python3", ["-m", "http.server", String(port), "--bind", "127.0.0.1", "--directory", site], { stdio: "ignore" });
try {
  for (let i = 0; i < 100; i++) {
    try { if ((await fetch(origin)).ok) break; } catch { /* not up */ }
    await new Promise((r) => setTimeout(r, 100));
  }
  if (steps.includes("master")) {
    try { await master(); } catch (e) { check(false, `master: ${e}`); }
  }
  if (steps.includes("dpr")) {
    for (const f of [2, 3, 1.5, 1]) {
      try { await dpr(f, { width: 480, height: 300 }, `dpr-${f}`); } catch (e) { check(false, `dpr ${f}: ${e}`); }
    }
  }
  if (steps.includes("phone")) {
    try { await dpr(3, { width: 390, height: 844 }, "phone-390x844-ru", "ru-RU"); } catch (e) { check(false, `phone: ${e}`); }
  }
  if (steps.includes("emulated")) {
    try { await emulated(); } catch (e) { check(false, `emulated: ${e}`); }
  }
} finally {
  server.kill();
}
writeFileSync(join(out, "figures.json"), JSON.stringify(figures, null, 2));
console.log(JSON.stringify(figures));
console.log(failures === 0 ? "web checks passed" : `web checks failed (${failures})`);
process.exit(failures === 0 ? 0 : 1);
