// The service worker's versions, in seconds and without the game's build: a scratch site of the
// real page's files (index.html, start.js, the manifest, the icons, service-worker.js filled in
// by wasm/fill-service-worker.cjs as wasm/build.sh does) around a small module of its own in
// place of the game's (it reads the bytes start.js downloads, draws a canvas and asks a worker
// that fetches "engine_bg.wasm"), played in Debian's headless Chromium:
//   node service-worker-test.mjs
// 1. a first visit keeps every file; 2. offline, a reload gets every file, the worker's
// included, from the service worker; 3. a new build waits while a page of the old one is open,
// and that page's new workers still get the old files; 4. once it is closed, the next visit
// gets the new build and the old cache is gone; 5. a host with a file of another build (an
// upload halfway) fails the install and leaves no cache behind; 6. a push (delivered through the
// DevTools protocol) goes to a visible page as a message, and with no page open shows its
// notification, one per game. The browser test's offline step plays the real game offline. Exits non-zero on any failure.
import { chromium } from "playwright-core";
import { spawn, execFileSync } from "node:child_process";
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync, appendFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { randomBytes } from "node:crypto";

const root = join(dirname(fileURLToPath(import.meta.url)), "..", "..");
const site = mkdtempSync(join(tmpdir(), "epaminondas-sw-"));
const port = 9000 + Math.floor(Math.random() * 1000);
const url = `http://127.0.0.1:${port}/index.html`;
let failures = 0;
function check(ok, what) {
  console.log(`${ok ? "ok  " : "FAIL"} ${what}`);
  if (!ok) failures += 1;
}

// The page's own files, and stand-ins for the two modules and their scripts.
for (const file of ["index.html", "style.css", "audio-resume.js", "manifest.webmanifest"]) copyFileSync(join(root, "wasm", file), join(site, file));
copyFileSync(join(root, "assets/icons/epaminondas.svg"), join(site, "favicon.svg"));
mkdirSync(join(site, "icons"));
for (const size of [192, 512]) copyFileSync(join(root, `assets/icons/epaminondas-${size}.png`), join(site, `icons/epaminondas-${size}.png`));
// start.js as wasm/build.sh fills it in: the module's size, and stand-ins for the loading words
// (the build writes the catalogues' with `epaminondas-engine words --page-js`).
const pageWords = 'const PAGE_WORDS = { en: { loading: "Loading", starting: "Starting", megabytes: "MB", noSimd: "No SIMD", failed: "Failed:" } };';
const startJs = readFileSync(join(root, "wasm/start.js"), "utf8");
if (!/^const PAGE_WORDS = \{\};$/m.test(startJs)) throw new Error("wasm/start.js lacks the line 'const PAGE_WORDS = {};' that wasm/build.sh fills in");
writeFileSync(join(site, "start.js"), startJs.replace(/^const WASM_BYTES = 0;$/m, "const WASM_BYTES = 30000;").replace(/^const PAGE_WORDS = \{\};$/m, pageWords));
writeFileSync(join(site, "epaminondas_bg.wasm"), randomBytes(30000));
writeFileSync(
  join(site, "epaminondas.js"),
  `export default async function init({ module_or_path }) {
  window.gameBytes = (await (await module_or_path).arrayBuffer()).byteLength;
  const canvas = document.createElement("canvas");
  canvas.width = canvas.height = 64;
  document.body.append(canvas);
  window.askWorker = () => new Promise((done) => {
    const worker = new Worker("engine-worker.js", { type: "module" });
    worker.onmessage = (event) => done(event.data);
    worker.onerror = (event) => done("worker failed: " + event.message);
    worker.postMessage("size");
  });
}
`
);
writeFileSync(join(site, "engine-worker.js"), `import { size } from "./engine.js";\nself.onmessage = async () => postMessage(await size());\n`);
writeFileSync(join(site, "engine.js"), `export async function size() {\n  return (await (await fetch(new URL("engine_bg.wasm", import.meta.url))).arrayBuffer()).byteLength;\n}\n`);
/// A build whose engine module has `bytes` bytes, its service worker filled in.
function build(bytes) {
  writeFileSync(join(site, "engine_bg.wasm"), randomBytes(bytes));
  execFileSync("node", [join(root, "wasm/fill-service-worker.cjs"), site, join(root, "wasm/service-worker.js")], { stdio: "ignore" });
}
build(5000);

const server = spawn("python3", ["-m", "http.server", String(port), "--bind", "127.0.0.1", "--directory", site], { stdio: "ignore" });
let browser;
try {
  for (let i = 0; i < 100; i++) {
    try {
      if ((await fetch(url)).ok) break;
    } catch {
      await new Promise((r) => setTimeout(r, 100));
    }
  }
  browser = await chromium.launch({ executablePath: "/usr/bin/chromium", headless: true, args: ["--no-sandbox"] });
  const context = await browser.newContext();
  const open = async () => {
    const page = await context.newPage();
    await page.goto(url);
    await page.waitForFunction(() => window.epaminondasPage?.firstFrameAt && window.epaminondasPage.offline !== "registering", null, { timeout: 60_000 });
    return page;
  };
  const kept = (page) =>
    page.evaluate(async () => {
      const names = await caches.keys();
      const files = names.length ? (await (await caches.open(names[0])).keys()).length : 0;
      return { offline: window.epaminondasPage.offline, names, files };
    });

  const page = await open();
  const first = await kept(page);
  check(first.offline === "ready" && first.names.length === 1 && first.files === 13, `a first visit keeps the site: ${JSON.stringify(first)}`);

  await context.setOffline(true);
  const responses = [];
  page.on("response", (response) => responses.push(response));
  await page.reload();
  await page.waitForFunction(() => window.epaminondasPage?.firstFrameAt, null, { timeout: 60_000 });
  const offline = await page.evaluate(async () => ({ online: navigator.onLine, game: window.gameBytes, engine: await window.askWorker() }));
  const network = responses.filter((r) => !r.fromServiceWorker()).map((r) => r.url());
  check(
    !offline.online && offline.game === 30000 && offline.engine === 5000 && responses.length >= 9 && network.length === 0,
    `offline, a reload gets all ${responses.length} files from the service worker, the worker's too: ${JSON.stringify(offline)} ${network.join(" ")}`
  );
  await context.setOffline(false);

  build(6000);
  const during = await page.evaluate(async () => {
    const registration = await navigator.serviceWorker.getRegistration();
    await registration.update();
    for (let i = 0; i < 100 && !registration.waiting; i++) await new Promise((r) => setTimeout(r, 100));
    return { waiting: Boolean(registration.waiting), names: (await caches.keys()).length, engine: await window.askWorker() };
  });
  check(during.waiting && during.names === 2 && during.engine === 5000, `a new build waits while the old page is open, whose new worker gets the old files: ${JSON.stringify(during)}`);
  await page.close();

  const next = await open();
  const after = await next.evaluate(async () => {
    for (let i = 0; i < 50 && (await caches.keys()).length > 1; i++) await new Promise((r) => setTimeout(r, 100));
    return { engine: await window.askWorker(), names: (await caches.keys()).length };
  });
  check(after.engine === 6000 && after.names === 1, `once it closed, the next visit gets the new build and the old cache is gone: ${JSON.stringify(after)}`);

  build(7000);
  appendFileSync(join(site, "engine_bg.wasm"), randomBytes(10));
  const mixed = await next.evaluate(async () => {
    const registration = await navigator.serviceWorker.getRegistration();
    await registration.update().catch(() => {});
    for (let i = 0; i < 50 && registration.installing; i++) await new Promise((r) => setTimeout(r, 100));
    return { waiting: Boolean(registration.waiting), names: (await caches.keys()).length, engine: await window.askWorker() };
  });
  check(!mixed.waiting && mixed.names === 1 && mixed.engine === 6000, `a file of another build fails the install and leaves no cache: ${JSON.stringify(mixed)}`);

  // 6. Web Push, delivered by the DevTools protocol as a push service would: while a page is
  // visible the notice goes to it and no notification is shown; with no page open the
  // notification is shown with the payload's title and body, one per game.
  const origin = `http://127.0.0.1:${port}`;
  await context.grantPermissions(["notifications"], { origin });
  const cdp = await context.newCDPSession(next);
  const registrations = [];
  cdp.on("ServiceWorker.workerRegistrationUpdated", ({ registrations: some }) => registrations.push(...some));
  await cdp.send("ServiceWorker.enable");
  for (let i = 0; i < 50 && !registrations.some((r) => r.scopeURL === `${origin}/` && !r.isDeleted); i++) await new Promise((r) => setTimeout(r, 100));
  const registrationId = registrations.find((r) => r.scopeURL === `${origin}/` && !r.isDeleted)?.registrationId;
  const deliver = (notice) => cdp.send("ServiceWorker.deliverPushMessage", { origin, registrationId, data: JSON.stringify(notice) });
  const turn = { type: "your_turn", game: "g1", ply: 1, opponent: "bob", last_move: "a12-c10", title: "Your move against bob", body: "bob played a12-c10." };
  await next.evaluate(() => {
    window.epaminondasPush.onNotice = (notice) => (window.pushedHere = notice);
  });
  await deliver(turn);
  const visible = await next.evaluate(async () => {
    for (let i = 0; i < 50 && !window.pushedHere; i++) await new Promise((r) => setTimeout(r, 100));
    const registration = await navigator.serviceWorker.getRegistration();
    return { state: window.epaminondasPush.state(), notice: window.pushedHere ?? null, shown: (await registration.getNotifications()).length };
  });
  check(
    registrationId && visible.state === "granted" && visible.notice?.game === "g1" && visible.notice?.title === turn.title && visible.shown === 0,
    `a push while the page is visible goes to the page, no notification: ${JSON.stringify(visible)}`
  );
  await next.close();
  const home = await context.newPage();
  await home.goto(`${origin}/favicon.svg`);
  const away = await context.newCDPSession(home);
  await away.send("ServiceWorker.enable");
  await home.goto("about:blank");
  await away.send("ServiceWorker.deliverPushMessage", { origin, registrationId, data: JSON.stringify({ ...turn, ply: 3, body: "bob played a11-b10." }) });
  await away.send("ServiceWorker.deliverPushMessage", { origin, registrationId, data: JSON.stringify({ type: "game_over", game: "g2", title: "You won against carol", body: "carol resigned." }) });
  // Given a second for both to be handled while no page of the site is open.
  await new Promise((r) => setTimeout(r, 1000));
  await home.goto(`${origin}/favicon.svg`);
  const shown = await home.evaluate(async () => {
    const registration = await navigator.serviceWorker.getRegistration();
    let notifications = [];
    for (let i = 0; i < 50 && notifications.length < 2; i++) {
      notifications = await registration.getNotifications();
      if (notifications.length < 2) await new Promise((r) => setTimeout(r, 100));
    }
    return notifications.map((n) => ({ title: n.title, body: n.body, tag: n.tag, game: n.data?.game }));
  });
  const byGame = Object.fromEntries(shown.map((n) => [n.game, n]));
  check(
    shown.length === 2 && byGame.g1?.title === turn.title && byGame.g1?.body === "bob played a11-b10." && byGame.g1?.tag === "epaminondas-game-g1" && byGame.g2?.title === "You won against carol",
    `with no page open a push shows its notification, one per game: ${JSON.stringify(shown)}`
  );
} catch (error) {
  check(false, String(error));
} finally {
  if (browser) await browser.close();
  server.kill();
  rmSync(site, { recursive: true, force: true });
}
console.log(failures === 0 ? "service worker test passed" : `service worker test failed (${failures})`);
process.exit(failures === 0 ? 0 : 1);
