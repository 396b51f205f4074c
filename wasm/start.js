// Starts the game: downloads its wasm with a progress bar, then hides the loading
// screen once the first frame is drawn.
import init from "./epaminondas.js";

const WASM_URL = new URL("epaminondas_bg.wasm", import.meta.url);
// The module's size in bytes, written by wasm/build.sh (0 when unknown). The body of the fetch
// gives these bytes however the server sends them, while its Content-Length counts the bytes
// on the wire: the compressed ones when the server sends a .br or .gz (Content-Encoding).
const WASM_BYTES = 0;
// The loading screen speaks the browser's language, as the game does until the player
// chooses one (both read navigator.language). Its words are the game's catalogues'
// (crates/play/src/i18n, the part [LauncherKey] of en.ftl), shown before the game's module
// has arrived: wasm/build.sh writes them, by language code, in place of the next line
// (`epaminondas-engine words --page-js`), so every language of the game has them.
const PAGE_WORDS = {};
const PAGE_LANGUAGE = (navigator.language || "").toLowerCase().split("-")[0];
const LANGUAGE = PAGE_LANGUAGE in PAGE_WORDS ? PAGE_LANGUAGE : "en";
const WORDS = PAGE_WORDS[LANGUAGE];
document.documentElement.lang = LANGUAGE;
const loading = document.getElementById("loading");
// The loading screen's fade (style.css: #loading's transition), and a little more.
const LOADING_FADE_MS = 400;
const loadingText = document.getElementById("loading-text");
const bar = document.getElementById("loading-bar");
// Read by the browser test: when loading began, how the download went and when the
// first frame was drawn.
window.epaminondasPage = {
  startedAt: performance.now(),
  // received: the module's bytes so far; total: its size as known before the download (from
  // the build, else from Content-Length), null when unknown; encoding and transferLength: the
  // response's Content-Encoding and Content-Length.
  download: { received: 0, total: null, encoding: null, transferLength: null, doneAt: null },
  firstFrameAt: null,
  error: null,
  // The service worker that keeps the site for offline play: null before the first frame, then
  // "registering", "ready" (a version is kept and serves the next visit), "unsupported" (no
  // service workers: an insecure origin, or a browser without them) or "failed: …".
  offline: null,
};

function megabytes(bytes) {
  return (bytes / 1e6).toFixed(1);
}

/// Shows how much of the wasm has arrived: a share of its size when the server
/// tells it, otherwise the bytes so far (the bar then moves without a scale).
function showProgress() {
  const { received, total } = window.epaminondasPage.download;
  if (total) {
    const percent = Math.min(100, Math.floor((received * 100) / total));
    bar.value = percent;
    loadingText.textContent = `${WORDS.loading} ${percent} %`;
  } else {
    bar.removeAttribute("value");
    loadingText.textContent = `${WORDS.loading} ${megabytes(received)} ${WORDS.megabytes}`;
  }
}

/// The wasm as a response whose body counts its bytes as they arrive, so the
/// browser still compiles it while it downloads.
async function fetchWithProgress() {
  const response = await fetch(WASM_URL);
  if (!response.ok) throw new Error(`${WASM_URL} answered ${response.status}`);
  const download = window.epaminondasPage.download;
  // The body yields the module's own bytes: count them against its size from the build.
  // Without that size, Content-Length serves only for a transfer without Content-Encoding
  // (a compressed one counts fewer bytes than the body gives). A page on another origin
  // than the module may not see Content-Encoding, so the build's size comes first.
  const length = Number(response.headers.get("Content-Length"));
  const compressed = Boolean(response.headers.get("Content-Encoding"));
  download.total = WASM_BYTES || (!compressed && length > 0 ? length : null);
  download.encoding = response.headers.get("Content-Encoding");
  download.transferLength = length > 0 ? length : null;
  showProgress();
  const reader = response.body.getReader();
  const counted = new ReadableStream({
    async pull(controller) {
      const { done, value } = await reader.read();
      if (done) {
        // A size unknown before is known now; a known one stays, so that a page can tell
        // whether the bytes received matched it.
        download.total ??= download.received;
        download.doneAt = performance.now();
        showProgress();
        bar.value = 100;
        loadingText.textContent = WORDS.starting;
        controller.close();
        return;
      }
      download.received += value.byteLength;
      showProgress();
      controller.enqueue(value);
    },
    cancel(reason) {
      return reader.cancel(reason);
    },
  });
  return new Response(counted, { headers: { "Content-Type": "application/wasm" } });
}

function watchFirstFrame() {
  const canvas = document.querySelector("canvas");
  if (canvas && canvas.width > 0 && canvas.height > 0) {
    // Two animation frames after the canvas appears, the game has drawn into it.
    requestAnimationFrame(() =>
      requestAnimationFrame(() => {
        window.epaminondasPage.firstFrameAt = performance.now();
        loading.classList.add("done");
        // Once it has faded, the loading screen leaves the page and the accessibility tree: a
        // screen reader no longer finds its status among the game's.
        setTimeout(() => {
          loading.hidden = true;
        }, LOADING_FADE_MS);
        canvas.focus();
        keepForOffline();
      })
    );
    return;
  }
  requestAnimationFrame(watchFirstFrame);
}

/// Registers the service worker that keeps the whole site (service-worker.js), once the game
/// runs, so that its downloads do not compete with the game's own. The next visit then starts
/// without the network.
function keepForOffline() {
  const page = window.epaminondasPage;
  if (!("serviceWorker" in navigator)) {
    page.offline = "unsupported";
    return;
  }
  page.offline = "registering";
  navigator.serviceWorker
    .register(new URL("service-worker.js", import.meta.url), { updateViaCache: "none" })
    .then(() => navigator.serviceWorker.ready)
    .then(() => {
      page.offline = "ready";
    })
    .catch((error) => {
      page.offline = `failed: ${error}`;
    });
}

/// "Your turn" by Web Push (docs/SERVER.md, "Web Push"), for the game to call:
///
///   await window.epaminondasPush.enable(server, token, language)
///     asks for the permission to show notifications (call it from a click: browsers grant
///     the prompt only to a page the player just used), subscribes through the service worker's
///     PushManager with the server's VAPID key (GET server/api/push/key) and stores the
///     subscription on the server (POST server/api/my/push, signed in with `token`); `server`
///     is the correspondence server's address ("" for the page's own origin), `language` the
///     notifications' ("en", "ru" or "de"; the page's by default). Resolves to the
///     subscription's endpoint; rejects with an Error whose message says why (no support,
///     permission refused, the server's {"error"}).
///   await window.epaminondasPush.disable(server, token)
///     withdraws this browser's subscription from the server and the push service.
///   window.epaminondasPush.state()  "unsupported", "default", "granted" or "denied".
///   window.epaminondasPush.gameAsked  the game's id when the page was opened by a notification
///     (?game=ID), else null.
///   window.epaminondasPush.onOpenGame = (game) => …  called when a notification of that game
///     is clicked while this page is open (the page is focused first).
///   window.epaminondasPush.onNotice = (notice) => …  called with a pushed notice (its JSON, as
///     /api/my/ws sends it) that came while this page was visible, so no notification was shown.
/// Both callbacks are null until the game sets them; until then the notices wait in `pending`.
const PUSH_SETTINGS = "push-settings";

function serverAddress(server) {
  return String(server ?? "").replace(/\/+$/, "");
}

function keyBytes(base64url) {
  const base64 = base64url.replace(/-/g, "+").replace(/_/g, "/");
  return Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
}

function sameKey(buffer, bytes) {
  if (!buffer) return false;
  const held = new Uint8Array(buffer);
  return held.length === bytes.length && held.every((byte, i) => byte === bytes[i]);
}

async function refusal(response) {
  let said = "";
  try {
    said = (await response.json()).error ?? "";
  } catch {
    said = "";
  }
  return new Error(`the server answered ${response.status}${said ? `: ${said}` : ""}`);
}

async function serviceWorker() {
  const registration =
    (await navigator.serviceWorker.getRegistration()) ??
    (await navigator.serviceWorker.register(new URL("service-worker.js", import.meta.url), { updateViaCache: "none" }));
  await navigator.serviceWorker.ready;
  return registration;
}

function pushSupported() {
  return "serviceWorker" in navigator && "PushManager" in window && "Notification" in window;
}

const push = {
  gameAsked: new URLSearchParams(location.search).get("game"),
  onOpenGame: null,
  onNotice: null,
  pending: [],
  state() {
    return pushSupported() ? Notification.permission : "unsupported";
  },
  async enable(server, token, language = LANGUAGE) {
    if (!pushSupported()) throw new Error("this browser cannot take pushed notifications");
    const permission = await Notification.requestPermission();
    if (permission !== "granted") throw new Error(`notifications are ${permission}`);
    const base = serverAddress(server);
    const answer = await fetch(`${base}/api/push/key`);
    if (!answer.ok) throw await refusal(answer);
    const { key } = await answer.json();
    const registration = await serviceWorker();
    const wanted = keyBytes(key);
    let subscription = await registration.pushManager.getSubscription();
    if (subscription && !sameKey(subscription.options.applicationServerKey, wanted)) {
      // Made for another server's key: the push service would refuse that server's pushes.
      await subscription.unsubscribe();
      subscription = null;
    }
    subscription ??= await registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: wanted });
    const stored = await fetch(`${base}/api/my/push`, {
      method: "POST",
      headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
      body: JSON.stringify({ ...subscription.toJSON(), language }),
    });
    if (!stored.ok) throw await refusal(stored);
    // For the service worker, should the browser replace the subscription later.
    const settings = JSON.stringify({ server: base, token, language, key });
    await (await caches.open(PUSH_SETTINGS)).put(new URL("push-settings.json", import.meta.url).href, new Response(settings));
    return subscription.endpoint;
  },
  async disable(server, token) {
    if (!pushSupported()) return;
    await caches.delete(PUSH_SETTINGS);
    const registration = await navigator.serviceWorker.getRegistration();
    const subscription = await registration?.pushManager.getSubscription();
    if (!subscription) return;
    const endpoint = subscription.endpoint;
    await subscription.unsubscribe();
    const answer = await fetch(`${serverAddress(server)}/api/my/push`, {
      method: "DELETE",
      headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
      body: JSON.stringify({ endpoint }),
    });
    // 404: the server had dropped it already.
    if (!answer.ok && answer.status !== 404) throw await refusal(answer);
  },
};
window.epaminondasPush = push;
if ("serviceWorker" in navigator) {
  navigator.serviceWorker.addEventListener("message", (event) => {
    const message = event.data ?? {};
    if (message.type === "epaminondas-open-game") {
      if (push.onOpenGame) push.onOpenGame(message.game);
      else push.pending.push(message);
    } else if (message.type === "epaminondas-push") {
      if (push.onNotice) push.onNotice(message.notice);
      else push.pending.push(message);
    }
  });
}

/// A module of one function that returns a 128-bit vector: valid only where the browser runs
/// WebAssembly SIMD, which both modules are built with (.cargo/config.toml).
const SIMD_PROBE = new Uint8Array([
  0x00, 0x61, 0x73, 0x6d, 0x01, 0x00, 0x00, 0x00, // "\0asm", version 1
  0x01, 0x05, 0x01, 0x60, 0x00, 0x01, 0x7b, // types: () -> v128
  0x03, 0x02, 0x01, 0x00, // functions: one of type 0
  0x0a, 0x16, 0x01, 0x14, 0x00, 0xfd, 0x0c, // code: one body, no locals, v128.const
  ...new Array(16).fill(0x00),
  0x0b, // end
]);

if (!WebAssembly.validate(SIMD_PROBE)) {
  window.epaminondasPage.error = "no WebAssembly SIMD";
  loadingText.textContent = WORDS.noSimd;
  bar.remove();
} else {
  requestAnimationFrame(watchFirstFrame);
  start();
}

function start() {
  fetchWithProgress()
    .then((module_or_path) => init({ module_or_path }))
    .catch((error) => {
      // winit leaves its event loop by throwing; that is not a failure.
      if (String(error).includes("Using exceptions for control flow")) return;
      window.epaminondasPage.error = String(error);
      loadingText.textContent = `${WORDS.failed} ${error}`;
      console.error(error);
    });
}
