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
