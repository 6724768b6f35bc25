// The Share and files section: links, embed code, exports, and opening a
// file (chosen, or dropped: drop.js) or a scene from the address.
import { $ } from "./dom.js";
import { askColumns } from "./datasets.js";
import { hp, last, wasmMemory } from "./state.js";
import { toast } from "./toast.js";
import { embedQuery, originField } from "./courseexport.js";
import { unhidden } from "./quiz.js";
import { t, locale, setLocale } from "./i18n.js";

export function openLink(l) {
  const r = hp.loadLink(l);
  if (r && r.ok === false) shareNote(r.error);
  // A link shared in a language opens the page in it, unless the address
  // asks for one (?lang=).
  else if (r && r.lang && !new URLSearchParams(location.search).has("lang")) setLocale(r.lang);
}

// fetchScene loads a scene or lesson from an address on the same site.
export async function fetchScene(addr) {
  let url;
  try {
    url = new URL(addr, location.href);
  } catch (e) {
    shareNote(t("files-scene-address"));
    return;
  }
  if (url.origin !== location.origin) {
    shareNote(t("files-scene-origin", { origin: location.origin }));
    return;
  }
  const id = ++reading; // as openFile's
  try {
    const resp = await fetch(url);
    if (!resp.ok) throw new Error(resp.status + " " + resp.statusText);
    const text = await resp.text();
    if (id === reading) openText(text, url.pathname);
  } catch (e) {
    shareNote(t("files-scene-failed", { addr: clip(addr), error: clip(e.message) }));
  }
}

// shareNote says text in the Share section and in the toast over the
// plot; kind is "error" (the default), "warning" or "info".
export function shareNote(text, kind) {
  $("share-out").textContent = text;
  toast(text, kind || "error");
}

// copyText copies text; done says id (files-copied-link, …).
function copyText(text, id) {
  const done = () => shareNote(t(id), "info");
  if (navigator.clipboard && navigator.clipboard.writeText) {
    navigator.clipboard.writeText(text).then(done, () => fallbackCopy(text, done));
  } else fallbackCopy(text, done);
}

function shareURL(extraQuery) {
  const r = unhidden(() => hp.link({ lang: locale() }));
  if (typeof r !== "string") { shareNote(r.error); return null; }
  const u = new URL(location.href);
  u.search = extraQuery || "";
  u.hash = r;
  return u.toString();
}

function download(name, blob) {
  const a = document.createElement("a");
  a.href = URL.createObjectURL(blob);
  a.download = name;
  document.body.appendChild(a);
  a.click();
  setTimeout(() => { URL.revokeObjectURL(a.href); a.remove(); }, 1000);
}

function baseName() {
  const title = (last && last.title) || "hyperplane";
  return title.toLowerCase().replace(/[^a-z0-9]+/g, "-").replace(/^-|-$/g, "") || "hyperplane";
}

// exportPNG asks the program for the plot's pixels and adds the axis
// labels and the legend, which the page draws as text.
function exportPNG(then) {
  hp.exportImage((img) => {
    const c = document.createElement("canvas");
    c.width = img.width;
    c.height = img.height;
    const g = c.getContext("2d");
    g.putImageData(new ImageData(img.pixels, img.width, img.height), 0, 0);
    const dpr = img.width / Math.max(1, last.canvas[0]);
    g.scale(dpr, dpr);
    g.font = "11px system-ui, sans-serif";
    g.fillStyle = "#555";
    for (const span of $("labels").children) {
      g.fillText(span.textContent, parseFloat(span.style.left) + 2, parseFloat(span.style.top) + 11);
    }
    c.toBlob((blob) => {
      if (then) then(blob, img);
      else download(baseName() + ".png", blob);
    }, "image/png");
  });
}

export function openText(text, name) {
  reading++; // a file opened ends the reading of the one before
  const head = text.trimStart();
  let r;
  if (/\.json$/i.test(name) || head.startsWith("{")) {
    if (/"text"\s*:/.test(head)) r = hp.loadLessonFile(text);
    else if (text.length > BIG_FILE) {
      readInSteps(text, name).then((r) => { if (r) opened(r, name); });
      return;
    } else r = hp.loadScene(text);
  } else if (text.length > BIG_FILE && pointsCSV(text)) {
    readInSteps(text, name, true).then((r) => { if (r) opened(r, name); });
    return;
  } else if (askColumns(text, name, (res) => shareNote(res && res.ok === false ? res.error : t("files-opened", { name })))) {
    return; // the table's columns are asked for first
  } else {
    r = hp.importCSV(text);
  }
  opened(r, name);
}

// opened says how the opening of the file name ended: r is its call's
// answer.
function opened(r, name) {
  if (r && r.ok === false) shareNote(r.error);
  else shareNote(t("files-opened", { name: clip(name) }), "info");
}

// A scene or a CSV file of points of more than BIG_FILE characters is
// read in steps between the frames, in tasks of their own: its text
// handed over in pieces of PIECE characters (hyperplane.readBegin,
// readText), read for 8 ms a task (readStep), then loaded (readEnd).
// Read in one call (loadScene), a file of 200,000 points held the page
// 1.2 s at 4x CPU throttling (issue 51).
const BIG_FILE = 1 << 20, PIECE = 1 << 18;
let reading = 0; // the latest file opened: one opened after a reading ends it

// pointsCSV reports whether a big CSV text is a file of points (its
// columns x, y and class), judged by its lines in its first 64 kB: a
// wider table asks for its columns first (datasets.js askColumns).
function pointsCSV(text) {
  const head = text.slice(0, 1 << 16), end = head.lastIndexOf("\n");
  if (end < 0) return false;
  const c = hp.csvColumns(head.slice(0, end + 1));
  return !!c && c.ok !== false && !c.wide;
}

// readInSteps reads text, a scene or (csv) CSV text, and answers
// readEnd's answer, or a refusal, or nothing when another file was opened
// meanwhile.
async function readInSteps(text, name, csv) {
  const id = reading;
  const later = () => new Promise((go) => setTimeout(go, 0));
  shareNote(t("files-opening", { name: clip(name) }), "info");
  let r = hp.readBegin(!!csv);
  for (let i = 0; i < text.length && !(r && r.ok === false);) {
    let j = Math.min(i + PIECE, text.length);
    const c = text.charCodeAt(j - 1);
    if (j < text.length && c >= 0xd800 && c < 0xdc00) j--; // a surrogate pair stays whole
    r = hp.readText(text.slice(i, j));
    i = j;
    await later();
    if (id !== reading) return null;
  }
  while (!(r && r.ok === false) && !r.done) {
    r = hp.readStep();
    if (r.done) break;
    await later();
    if (id !== reading) return null;
  }
  return r && r.ok === false ? r : hp.readEnd();
}

const maxFileBytes = 32 << 20;

// openFile opens a CSV, scene or lesson file of up to 32 MB of UTF-8 text.
export function openFile(file) {
  if (!file) return;
  if (file.size > maxFileBytes) {
    shareNote(t("files-too-big", { name: file.name, mb: Number((file.size / 1e6).toFixed(1)) }));
    return;
  }
  // A file opened after this one whose text comes first stays: this
  // one's text, when it comes, is dropped.
  const id = ++reading;
  file.arrayBuffer().then((buf) => {
    if (id !== reading) return;
    let text;
    try {
      text = new TextDecoder("utf-8", { fatal: true }).decode(buf);
    } catch (e) {
      shareNote(t("files-not-utf8", { name: clip(file.name) }));
      return;
    }
    openText(text, file.name);
  }, (e) => shareNote(t("files-unreadable", { name: clip(file.name), error: clip(String(e)) })));
}

// clip cuts a name or an address that goes into a message to 40 characters.
function clip(s) {
  s = String(s);
  return s.length > 40 ? s.slice(0, 40) + "…" : s;
}

export function wireFiles() {
  $("copy-link").addEventListener("click", () => {
    const u = shareURL("");
    if (u) copyText(u, "files-copied-link");
  });
  // The origin option, under the buttons, in their row.
  $("copy-embed").closest(".row").appendChild(originField("embed-origin"));
  $("copy-embed").addEventListener("click", () => {
    const q = embedQuery($("embed-origin"));
    const u = q && shareURL(q);
    if (!u) return;
    const title = (last && last.title) || "Hyperplane";
    const esc = (x) => x.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;");
    copyText('<iframe src="' + esc(u) + '" width="800" height="500" style="border:0;max-width:100%" title="' +
      esc(title) + '" loading="lazy" allow="fullscreen; clipboard-write"></iframe>', "files-copied-embed");
  });
  $("export-csv").addEventListener("click", () => {
    const r = hp.exportCSV();
    if (typeof r === "string") download(baseName() + ".csv", new Blob([r], { type: "text/csv" }));
  });
  $("export-json").addEventListener("click", () => {
    const r = unhidden(() => hp.exportScene());
    if (typeof r === "string") download(baseName() + ".json", new Blob([r], { type: "application/json" }));
  });
  $("export-weights").addEventListener("click", () => {
    const r = hp.weights();
    if (r && r.ok === false) { shareNote(r.error); return; }
    download(baseName() + "-weights.json", new Blob([JSON.stringify(r, null, 2)], { type: "application/json" }));
  });
  $("export-png").addEventListener("click", () => exportPNG());
  $("import").addEventListener("change", (e) => { openFile(e.target.files[0]); e.target.value = ""; });
}


// fallbackCopy copies text where the clipboard API is missing or refused.
export function fallbackCopy(text, done) {
  const ta = document.createElement("textarea");
  ta.value = text;
  document.body.appendChild(ta);
  ta.select();
  try { document.execCommand("copy"); done(); } finally { ta.remove(); }
}

// The test API of the page (used by the browser tests and by authors).
window.hyperplaneUI = {
  exportPNG, openText, shareURL,
  // The size of the program's memory in bytes; it grows and never shrinks.
  wasmBytes: () => (wasmMemory ? wasmMemory.buffer.byteLength : 0),
};
