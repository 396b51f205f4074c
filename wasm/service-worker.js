// Keeps the whole site so that the game starts and plays without the network after the first
// visit. wasm/build.sh fills in VERSION (a hash of every file of the build) and FILES (each file
// of the site with its SHA-256), so each build has a service worker of its own bytes, which the
// browser takes for an update.
//
// - install: every file of this build is fetched and checked against its hash (the fetch's
//   `integrity`), into a cache of this version alone; a file of another build (a host halfway
//   through an upload, or an old copy in the HTTP cache fetched again past it) fails the
//   install, and the browser tries again on a later visit. Nothing of an older cache is used.
// - activate: only once no page of the older version is open (no skipWaiting, no claiming of
//   open pages: a page keeps the files it started with, its engine worker's included, until it
//   is closed); then the older versions' caches are deleted. A new build so reaches a player
//   the first time the game opens after every page of the old one was closed.
// - fetch: files of the site from this version's cache (an address's query and fragment
//   ignored, the folder itself as index.html), anything else from the network.
const VERSION = "";
const FILES = [];
const CACHE = `epaminondas-${VERSION}`;

const address = (file) => new URL(file, self.registration.scope).href;

async function keep(cache, { file, sha256 }) {
  const integrity = `sha256-${sha256}`;
  let response;
  try {
    response = await fetch(address(file), { integrity });
  } catch {
    // The HTTP cache may hold an older copy: ask the server itself.
    response = await fetch(address(file), { integrity, cache: "reload" });
  }
  if (!response.ok) throw new Error(`${file} answered ${response.status}`);
  await cache.put(address(file), response);
}

self.addEventListener("install", (event) => {
  // A failed install leaves no half-filled cache behind.
  event.waitUntil(
    caches
      .open(CACHE)
      .then((cache) => Promise.all(FILES.map((entry) => keep(cache, entry))))
      .catch((error) => caches.delete(CACHE).then(() => Promise.reject(error)))
  );
});

self.addEventListener("activate", (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((names) =>
        Promise.all(
          names
            .filter((name) => name.startsWith("epaminondas-") && name !== CACHE)
            .map((name) => caches.delete(name))
        )
      )
  );
});

const SITE = new Set(FILES.map(({ file }) => address(file)));

self.addEventListener("fetch", (event) => {
  const request = event.request;
  if (request.method !== "GET") return;
  const url = new URL(request.url);
  url.search = "";
  url.hash = "";
  if (url.href === self.registration.scope) url.href = address("index.html");
  if (!SITE.has(url.href)) return;
  event.respondWith(
    caches
      .open(CACHE)
      .then((cache) => cache.match(url.href, { ignoreVary: true }))
      .then((kept) => kept ?? fetch(request))
  );
});

// Web Push (docs/SERVER.md, "Web Push"): the correspondence server pushes a player's
// `your_turn` and `game_over` notices, each the notice's JSON with a `title` and a `body` in the
// player's language. While a page of the game is visible the player is not away: the notice goes
// to the page as a message ({type: "epaminondas-push", notice}) and no notification is shown
// (browsers ask for one only when no page of the site is visible). Otherwise a notification is
// shown, one per game (a newer notice of a game replaces the older), and clicking it focuses a
// page of the game, which is told the game ({type: "epaminondas-open-game", game}), or opens one
// at ?game=ID.
const PUSH_SETTINGS = "push-settings";
const PUSH_SETTINGS_KEY = () => address("push-settings.json");

async function pages() {
  return self.clients.matchAll({ type: "window", includeUncontrolled: true });
}

async function showNotice(notice) {
  const open = await pages();
  const watching = open.filter((page) => page.visibilityState === "visible");
  if (watching.length > 0) {
    for (const page of watching) page.postMessage({ type: "epaminondas-push", notice });
    return;
  }
  const game = typeof notice.game === "string" ? notice.game : null;
  await self.registration.showNotification(notice.title || "Epaminondas", {
    body: notice.body || "",
    icon: address("icons/epaminondas-192.png"),
    badge: address("icons/epaminondas-192.png"),
    tag: game ? `epaminondas-game-${game}` : "epaminondas",
    renotify: true,
    data: { game, type: notice.type ?? null },
  });
}

self.addEventListener("push", (event) => {
  let notice = {};
  try {
    notice = event.data ? event.data.json() : {};
  } catch {
    notice = { body: event.data ? event.data.text() : "" };
  }
  event.waitUntil(showNotice(notice));
});

self.addEventListener("notificationclick", (event) => {
  event.notification.close();
  const game = event.notification.data?.game ?? null;
  const target = new URL(self.registration.scope);
  if (game) target.searchParams.set("game", game);
  event.waitUntil(
    pages().then(async (open) => {
      const page = open.find((client) => client.url.startsWith(self.registration.scope));
      if (page) {
        await page.focus();
        page.postMessage({ type: "epaminondas-open-game", game });
        return;
      }
      await self.clients.openWindow(target.href);
    })
  );
});

// The browser replaced the subscription (its push service rotated it): subscribe again with the
// server's key and hand the new one to the server, with the address, token and language that
// window.epaminondasPush.enable kept (start.js); the old one is withdrawn there.
self.addEventListener("pushsubscriptionchange", (event) => {
  event.waitUntil(
    (async () => {
      const kept = await (await caches.open(PUSH_SETTINGS)).match(PUSH_SETTINGS_KEY());
      if (!kept) return;
      const { server, token, language, key } = await kept.json();
      const old = event.oldSubscription;
      const fresh =
        event.newSubscription ??
        (await self.registration.pushManager.subscribe({
          userVisibleOnly: true,
          applicationServerKey: Uint8Array.from(atob(key.replace(/-/g, "+").replace(/_/g, "/")), (c) => c.charCodeAt(0)),
        }));
      const headers = { authorization: `Bearer ${token}`, "content-type": "application/json" };
      await fetch(`${server}/api/my/push`, { method: "POST", headers, body: JSON.stringify({ ...fresh.toJSON(), language }) });
      if (old && old.endpoint !== fresh.endpoint) {
        await fetch(`${server}/api/my/push`, { method: "DELETE", headers, body: JSON.stringify({ endpoint: old.endpoint }) });
      }
    })()
  );
});
