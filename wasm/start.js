// Starts the game: downloads its wasm with a progress bar, then hides the loading
// screen once the first frame is drawn.
import init from "./epaminondas.js";

const WASM_URL = new URL("epaminondas_bg.wasm", import.meta.url);
// The module's size in bytes, written by wasm/build.sh (0 when unknown). The body of the fetch
// gives these bytes however the server sends them, while its Content-Length counts the bytes
// on the wire: the compressed ones when the server sends a .br or .gz (Content-Encoding).
const WASM_BYTES = 0;
// The loading screen speaks the browser's language, as the game does until the player
// chooses one (both read navigator.language; the game's words are in crates/play/src/i18n, these few are
// the page's own, shown before the game's module has arrived).
const PAGE_WORDS = {
  en: {
    loading: "Loading Epaminondas…",
    starting: "Starting Epaminondas…",
    megabytes: "MB",
    noSimd:
      "This browser cannot run the game: it lacks WebAssembly SIMD " +
      "(Chrome or Edge 91, Firefox 89, Safari 16.4 or newer have it).",
    failed: "The game could not start: ",
  },
  ru: {
    loading: "Загрузка «Эпаминондаса»…",
    starting: "Запуск «Эпаминондаса»…",
    megabytes: "МБ",
    noSimd:
      "Этот браузер не может запустить игру: в нём нет WebAssembly SIMD " +
      "(он есть в Chrome и Edge 91, Firefox 89, Safari 16.4 и новее).",
    failed: "Игра не смогла запуститься: ",
  },
  de: {
    loading: "Epaminondas wird geladen…",
    starting: "Epaminondas startet…",
    megabytes: "MB",
    noSimd:
      "Dieser Browser kann das Spiel nicht ausführen: ihm fehlt WebAssembly SIMD " +
      "(Chrome oder Edge ab 91, Firefox ab 89, Safari ab 16.4 haben es).",
    failed: "Das Spiel konnte nicht starten: ",
  },
};
const PAGE_LANGUAGE = (navigator.language || "").toLowerCase().split("-")[0];
const LANGUAGE = PAGE_LANGUAGE in PAGE_WORDS ? PAGE_LANGUAGE : "en";
const WORDS = PAGE_WORDS[LANGUAGE];
document.documentElement.lang = LANGUAGE;
const loading = document.getElementById("loading");
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
      loadingText.textContent = WORDS.failed + error;
      console.error(error);
    });
}
