// Drops on the page: what a drag brings is opened when it is one CSV or
// scene file, and anything else (several files, a folder, a picture, a
// link, text, an item that is not a readable file) is named in a message.
// The page's inline script (index.html) takes every drag and drop before
// the plot's canvas sees it and hands it here; nothing a user drags can
// reach the engine's own drop handler, which stopped the program.
import { $ } from "./dom.js";
import { openFile, shareNote } from "./files.js";
import { t } from "./i18n.js";

// The messages of this file (drop.ftl), each a whole sentence; name and
// n are the dropped thing's name and number.
const say = {
  files: (n) => t("drop-files", { n }),
  folder: (name) => t("drop-folder", { name }),
  notData: (name) => t("drop-not-data", { name }),
  unreadable: () => t("drop-unreadable"),
  image: () => t("drop-image"),
  link: () => t("drop-link"),
  text: () => t("drop-text"),
  nothing: () => t("drop-nothing"),
};

// whatDropped says what a DataTransfer holds: {kind, file, name, n}, kind
// one of "file", "files", "folder", "unreadable", "image", "link", "text"
// or "nothing". It reads only what every browser gives (items, files,
// types, getData) and treats a file-system entry as optional: an item
// dragged from the downloads bar has none.
export function whatDropped(dt) {
  if (!dt) return { kind: "nothing" };
  const items = Array.from(dt.items || []).filter((it) => it.kind === "file");
  const files = Array.from(dt.files || []);
  const n = Math.max(items.length, files.length);
  if (n > 1) return { kind: "files", n };
  if (n === 1) {
    let entry = null;
    try {
      entry = items.length && items[0].webkitGetAsEntry ? items[0].webkitGetAsEntry() : null;
    } catch (e) { /* no entry */ }
    let file = files[0] || null;
    if (!file && items.length) {
      try { file = items[0].getAsFile(); } catch (e) { /* not a file */ }
    }
    if (entry && entry.isDirectory) return { kind: "folder", name: entry.name || (file && file.name) || "" };
    if (!file) return { kind: "unreadable" };
    return { kind: "file", file, name: file.name };
  }
  const types = Array.from(dt.types || []);
  if (types.includes("text/html") && /<img[\s>]/i.test(dt.getData("text/html"))) return { kind: "image" };
  if (types.includes("text/uri-list")) return { kind: "link" };
  if (types.includes("text/plain") && dt.getData("text/plain").trim() !== "") return { kind: "text" };
  return { kind: "nothing" };
}

// opens reports whether the file picker would offer file: its name's
// extension or its type is in the picker's accept list.
function opens(file) {
  const accept = ($("import").accept || "").split(",").map((a) => a.trim().toLowerCase()).filter(Boolean);
  const name = file.name.toLowerCase();
  const type = (file.type || "").toLowerCase();
  return accept.some((a) => (a.startsWith(".") ? name.endsWith(a) : a === type));
}

// clip cuts a name that goes into a message to 40 characters.
function clip(s) {
  s = String(s);
  return s.length > 40 ? s.slice(0, 40) + "…" : s;
}

// dropped opens what a drop brought, or says why not.
function dropped(dt) {
  const d = whatDropped(dt);
  if (d.kind === "file") {
    if (opens(d.file)) openFile(d.file);
    else shareNote(say.notData(clip(d.name)));
    return;
  }
  shareNote(say[d.kind](d.kind === "folder" ? clip(d.name) : d.n));
}

// The cover that says where a drop goes shows while a drag is over the
// page, and goes when it drops or when drag events stop coming (the drag
// left the window or was cancelled: dragover comes every 50 ms or so
// while it is over the page).
let coverTimer = 0;
function cover(on) {
  clearTimeout(coverTimer);
  $("drop").hidden = !on;
  if (on) coverTimer = setTimeout(() => cover(false), 400);
}

// wireDrop hands the page's drags to this module.
export function wireDrop() {
  window.hyperplaneDrop = (e) => {
    if (e.type === "dragenter" || e.type === "dragover") cover(true);
    else if (e.type === "drop") {
      cover(false);
      dropped(e.dataTransfer);
    }
  };
}
