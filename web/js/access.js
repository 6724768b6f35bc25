// The page for every student: the plot's keys in the help dialog with the
// switch of the single-letter shortcuts, the description of the plot in
// the Training section (the program says its summary in a live region,
// wasm/keys_js.go), the drawing tools next to the plot in the focus order,
// and dialogs that keep the focus while they are open. It uses only the
// API.
import { $, put } from "./dom.js";
import { shortcutsAnywhere, setShortcutsAnywhere } from "./keyscope.js";
import { buildPointsTable } from "./pointstable.js";
import { startChartAlternatives } from "./chartalt.js";
import { t, fmt, l10n, onLocale } from "./i18n.js";

const el = (tag, props, ...kids) => {
  const e = Object.assign(document.createElement(tag), props || {});
  e.append(...kids);
  return e;
};

export function startAccess(hp) {
  placeTools();
  buildHelp(hp);
  buildDescription(hp);
  buildPointsTable(hp);
  startChartAlternatives(hp);
  document.addEventListener("keydown", trapFocus, true);
}

// placeTools puts the drawing tools right after the plot in the order of
// the focus, as they sit over its corner.
function placeTools() {
  const tools = $("tools"), canvas = document.querySelector("body > canvas");
  if (!tools || !canvas) return;
  let at = canvas;
  while (at.nextElementSibling && at.nextElementSibling.classList.contains("sr-only")) at = at.nextElementSibling;
  at.after(tools);
}

// buildHelp lists the plot's keys in the help dialog, and the switch that
// lets the single-letter shortcuts act anywhere.
function buildHelp(hp) {
  const help = $("help");
  const keys = hp.keyboardKeys();
  if (!help || !Array.isArray(keys) || $("plot-keys")) return;
  const table = l10n(el("table", { id: "plot-keys", className: "keys" }), "access-keys-table");
  const fill = () => {
    table.textContent = "";
    for (const k of keys) table.append(el("tr", {}, keysCell(k), el("td", { textContent: fmt(k.what) })));
  };
  fill();
  onLocale(fill);
  const box = el("input", { type: "checkbox", id: "shortcuts-anywhere", checked: shortcutsAnywhere() });
  box.addEventListener("change", () => setShortcutsAnywhere(box.checked));
  const label = el("label", { className: "shortcut-switch" }, box, " ", l10n(el("span"), "access-anywhere"));
  const scope = l10n(el("p", { className: "muted" }), "access-scope");
  const keysHead = help.querySelector('h3[data-l10n-id="help-keyboard"]');
  const after = keysHead && keysHead.nextElementSibling;
  const where = after || help.querySelector("h3");
  where.after(scope, label, l10n(el("h3"), "access-plot-keys"), l10n(el("p"), "access-plot-keys-intro"), table);
}

// keysCell writes a binding's keys in <kbd>, with the context after: from
// Go's table, keys is either the list of keys and context a text
// ({keys: ["Escape", "m"], context: {id…}}), or one phrase, "Escape or m
// in point mode" (a text of go-keys.ftl, keys-label-…), read as before
// the catalog: its keys are found by the English words around them, so a
// translated phrase shows as one run of keys (it reads the same).
function keysCell(k) {
  const td = el("td");
  if (Array.isArray(k.keys)) {
    k.keys.forEach((key, i) => {
      if (i > 0) td.append(t(i === k.keys.length - 1 ? "access-keys-or" : "access-keys-sep"));
      td.append(el("kbd", { textContent: key }));
    });
    if (k.context) td.append(" ", fmt(k.context));
    return td;
  }
  const m = /^(.*?)( (?:in|with|during) .*)?$/.exec(fmt(k.keys));
  m[1].split(/(, | or | and )/).forEach((part, i) => td.append(i % 2 ? part : el("kbd", { textContent: part })));
  if (m[2]) td.append(m[2]);
  return td;
}

// buildDescription shows the full description of the plot in the Training
// section, kept up to date at most twice a second while it is open, and
// what the plot's keys last said.
function buildDescription(hp) {
  if ($("describe-box")) return;
  const text = el("p", { id: "plot-description", className: "describe" });
  const said = el("p", { id: "plot-last-said", className: "muted" });
  const box = el("details", { id: "describe-box", open: true },
    l10n(el("summary"), "access-description"), text, said);
  $("message").after(box);
  let timer = 0;
  // A large scene is described only while the box is on screen: the full
  // description reads every point (its mistakes, its margin), and made
  // twice a second off screen it held the page's thread for over 100 ms
  // at a time with 10,000 points on a slow CPU (issue 51). It catches up
  // at once when it comes near the view (half a screen before it shows).
  // A small scene (at most 30 ms at 4x) is described wherever the box
  // is: the text is there when the reader scrolls to it. Filled only
  // then (half a second later, as it was), it grew the box under the
  // reader and pushed what follows (the tables of Ho-Kashyap and the
  // models) down by 170 pixels, where a click aimed at them missed.
  const OFF_SCREEN_POINTS = 1000;
  let onScreen = !window.IntersectionObserver, stale = false, npoints = hp.status().npoints;
  let shownAt = -Infinity;
  const show = () => {
    timer = 0;
    shownAt = performance.now();
    if (!box.open) return;
    if (!onScreen && npoints > OFF_SCREEN_POINTS) { stale = true; return; }
    stale = false;
    const d = hp.describe();
    if (d && d.ok !== false) put(text, fmt(d.text));
  };
  onLocale(show);
  // At most twice a second, and at once after a pause: a step's
  // description comes with it, not half a second later.
  const later = () => { if (!timer) timer = setTimeout(show, Math.max(0, shownAt + 500 - performance.now())); };
  hp.subscribe((st) => { npoints = st.npoints; later(); });
  box.addEventListener("toggle", later);
  if (window.IntersectionObserver) {
    new IntersectionObserver((entries) => {
      onScreen = entries[entries.length - 1].isIntersecting;
      if (onScreen && stale) { clearTimeout(timer); show(); }
    }, { rootMargin: "50% 0px" }).observe(box);
  }
  const src = $("plot-said");
  if (src && window.MutationObserver) {
    new MutationObserver(() => put(said, src.textContent.trim() ? t("access-keyboard-said", { said: src.textContent.trim() }) : "")).observe(src, { childList: true, characterData: true, subtree: true });
  }
  show();
}

// trapFocus keeps Tab inside an open modal dialog (the help, the lesson
// editor): from its last control to its first, and back.
function trapFocus(e) {
  if (e.key !== "Tab") return;
  const d = [...document.querySelectorAll('[role="dialog"][aria-modal="true"]')].find((x) => !x.hidden && x.offsetParent !== null);
  if (!d) return;
  const items = [...d.querySelectorAll("button, [href], input, select, textarea, summary, [tabindex]:not([tabindex='-1'])")]
    .filter((x) => !x.disabled && x.offsetParent !== null);
  if (items.length === 0) return;
  const first = items[0], last = items[items.length - 1];
  if (!d.contains(document.activeElement)) {
    e.preventDefault();
    first.focus();
  } else if (e.shiftKey && document.activeElement === first) {
    e.preventDefault();
    last.focus();
  } else if (!e.shiftKey && document.activeElement === last) {
    e.preventDefault();
    first.focus();
  }
}
