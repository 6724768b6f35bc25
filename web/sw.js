// Hyperplane's service worker: after a first visit the page and the
// program (some 2.7 MB over the wire) come from a cache of this folder's
// build, so that a class of thirty on a poor network fetches them once
// each and the page opens offline.
//
// Cache first, updated in the background: a load is answered from the
// cache without waiting for the network. The browser checks this script
// at each load; a new deploy changes it (BUILD below), and the new worker
// fetches the new build into a cache of its own. It takes over when the
// page says it has loaded all its files (index.html), so that a page
// never mixes two builds, and deletes the old cache: the load after that
// one shows the new version.
//
// BUILD and FILES are filled in from the folder's files: serve.go does it
// as it serves this script, and make dist writes them into dist/sw.js
// (go run serve.go -dir dist -stamp). BUILD is a hash of every file, so a
// change of any file is a new build. Left empty (a static server on web/
// without serve.go), the worker caches nothing.
"use strict";

const BUILD = "";
const FILES = [];

// The folder this worker serves, wherever the site puts it; its caches are
// named after it, so that two copies on one site keep apart.
const scope = new URL("./", self.location).href;
const prefix = "hyperplane " + scope + " ";
const cacheName = prefix + BUILD;
const built = new Set(FILES.map(([name]) => new URL(name, scope).href));

self.addEventListener("install", (event) => {
  if (BUILD) event.waitUntil(fill());
});

// The page that found this worker has loaded all it needs of the old
// build. (It is the old build's page that says so: keep the message.)
self.addEventListener("message", (event) => {
  if (event.data === "hyperplane: take over") self.skipWaiting();
});

// fill fetches every file of the build into its cache, each checked
// against its hash: a file changed since this script was written fails
// the install, and the worker before stays. The browser's HTTP cache may
// answer (the page has just fetched the program), after asking the server
// whether its copy is current.
async function fill() {
  const cache = await caches.open(cacheName);
  await Promise.all(FILES.map(async ([name, integrity]) => {
    const url = new URL(name, scope).href;
    if (await cache.match(url)) return; // an install cut short got this far
    const r = await fetch(url, { cache: "no-cache", integrity });
    if (!r.ok) throw new Error("hyperplane: " + name + ": " + r.status);
    await cache.put(url, await stored(name, r));
  }));
}

// stored is the response as the cache keeps it: the decoded body, its
// type, and its length both as Content-Length and as X-Decoded-Length
// (the page's loading bar counts the bytes of main.wasm against it). The
// network's Content-Encoding is dropped with the encoded body.
async function stored(name, r) {
  const body = await r.arrayBuffer();
  let type = r.headers.get("Content-Type") || "application/octet-stream";
  if (name.endsWith(".wasm")) type = "application/wasm"; // for instantiateStreaming
  const n = String(body.byteLength);
  return new Response(body, { headers: { "Content-Type": type, "Content-Length": n, "X-Decoded-Length": n } });
}

self.addEventListener("activate", (event) => {
  event.waitUntil((async () => {
    for (const name of await caches.keys()) {
      if (name.startsWith(prefix) && name !== cacheName) await caches.delete(name);
    }
    await self.clients.claim();
  })());
});

self.addEventListener("fetch", (event) => {
  const req = event.request;
  if (!BUILD || req.method !== "GET" || !req.url.startsWith(scope)) return;
  const url = new URL(req.url);
  const path = url.origin + url.pathname;
  url.hash = "";
  if (req.mode === "navigate" && (path === scope || path === scope + "index.html")) {
    // The page, at its folder's address or as index.html, with any query
    // (?preset=xor, ?embed) or fragment (a shared scene).
    event.respondWith(fromCache(scope + "index.html", req));
  } else if (built.has(url.href)) {
    event.respondWith(fromCache(url.href, req));
  } else {
    event.respondWith(fromNetwork(url.href, req, event));
  }
});

// fromCache answers a file of the build from the cache, or from the
// network if the cache lost it.
async function fromCache(key, req) {
  const cache = await caches.open(cacheName);
  return (await cache.match(key)) || fetch(req);
}

// fromNetwork answers any other file of the folder (a scene a teacher put
// beside the page after the build) from the network, keeping a copy for
// when there is no network.
async function fromNetwork(key, req, event) {
  const cache = await caches.open(cacheName);
  try {
    const r = await fetch(req);
    if (r.ok && r.type === "basic") {
      const copy = r.clone();
      event.waitUntil(stored(key, copy).then((s) => cache.put(key, s)).catch(() => {}));
    }
    return r;
  } catch (e) {
    const copy = await cache.match(key);
    if (copy) return copy;
    throw e;
  }
}
