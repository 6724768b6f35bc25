// The page's words in the reader's language: the message catalogs of
// web/locales (Fluent files, one folder per locale, listed in
// locales/locales.json), formatted by @fluent/bundle (js/fluent/, pinned in
// npm/package-lock.json). js/main.js imports it, after the program's first
// frame like the rest of the page's modules, and builds the panel once the
// catalogs are in (ready); the program's words go through fmt()
// (window.hyperplaneI18n, for wasm/i18n_js.go).
//
// Adding a message from JavaScript:
//   1. Write it in English in web/locales/en/<domain>.ftl (ids are
//      lower-kebab-case with the domain's prefix: panel-train):
//        panel-points = { $n ->
//            [one] one point
//           *[other] { $n } points
//        }
//   2. Show it: t("panel-points", {n: 3}), or in HTML
//      <span data-l10n-id="panel-points" data-l10n-args='{"n": 3}'></span>
//      (its .title, .aria-label, … attributes go on the element too).
//      Text made in code is made again when the language changes:
//      onLocale(() => rebuild()).
//   3. Words that come from Go are {id, args} objects (package
//      hyperplane/engine/msg): fmt(text) formats them; fmt of a plain
//      string returns it, for what Go has not yet turned into ids.
//   Numbers: pass numbers, not strings, and the catalog formats them for
//   the locale; number(x, {maximumFractionDigits: 2}) formats one in code.
//
// What it exports: t(id, args), attr(id, name, args), fmt(text), has(id),
// localize(root), l10n(el, id, args) (an element made in code, worded now
// and in every language after), onLocale(fn), setLocale(code), locale(),
// dir(), locales(), chosen(), number(x, opts), decimalSign(),
// setStrings(ftl), stringProblems(), missingStrings(), about(code),
// englishLeft(root) (the tests'), and ready.
//
// Choosing: ?lang=cs, else the browser's languages, else English. A
// message missing in the locale falls back to English and is counted
// (missingStrings(); hyperplane.debug.i18n() under ?debug); an id is never
// shown. Pseudo-locales for tests, made from English at load: en-XA
// (accented, about 40% longer, in brackets) and en-XB (right to left).
// A course's own words: ?strings=<same-origin .ftl> or setStrings(text)
// override any message or term (-bias = threshold), in every locale.
import { FluentBundle, FluentResource } from "./fluent/index.js";
import { pseudoTransform, PSEUDO } from "./i18n-pseudo.js";
import { checkFTL, leftEnglish, headerOf } from "./i18n-check.js";
import { setMarkup } from "./i18n-markup.js";
import { negotiate as choose } from "./i18n-negotiate.js";

const ENGLISH = "en";
const MANIFEST = new URL("../locales/locales.json", import.meta.url);

let manifest = { locales: { en: { name: "English", dir: "ltr", files: [] } } };
let current = ENGLISH;
let bundle = null;    // the current locale's
let english = null;   // English, in the current locale's numbers
const texts = {};     // locale → [{file, text}] fetched
const missing = new Set();
const warned = new Set();
const listeners = [];
const overrides = []; // the course's own words, FTL sources in order
const problems = [];  // refusals of ?strings= to show once the page is up

// ready settles when the first locale's catalogs are in (or could not be
// read, when the page falls back to what it has).
export const ready = start().catch((e) => console.error("hyperplane: the page's words: " + (e && e.stack || e)));

async function start() {
  try {
    const r = await fetch(MANIFEST);
    if (r.ok) manifest = await r.json();
  } catch (e) {
    console.error("hyperplane: the list of languages could not be read: " + e);
  }
  const q = new URLSearchParams(location.search);
  const asked = q.get("lang") ? [q.get("lang")] : (navigator.languages || [navigator.language || ENGLISH]);
  current = negotiate(asked);
  if (q.get("lang")) picked = current;
  const strings = q.get("strings");
  if (strings) await loadStrings(strings);
  await use(current);
  publish();
  // What the program worded before the formatter was published (the
  // plot's name and help, set as the program starts, which on a slow
  // machine can come first): worded again now, in any language.
  for (const el of document.querySelectorAll("canvas[data-l10n-id], #plot-help[data-l10n-id]")) localize(el);
  // The page's own words: index.html is written in English, so an
  // English page without a course's words has nothing to change.
  if (current !== ENGLISH || overrides.length) {
    if (document.readyState === "loading") await new Promise((r) => document.addEventListener("DOMContentLoaded", r, { once: true }));
    localize(document);
  }
  if (window.hyperplaneShowLoad) window.hyperplaneShowLoad();
}

// locales returns the locales the page offers: [{code, name, dir, pseudo}].
export function locales() {
  const out = Object.entries(manifest.locales).map(([code, m]) => ({ code, name: m.name, dir: m.dir || "ltr", pseudo: false }));
  for (const [code, m] of Object.entries(PSEUDO)) out.push({ code, name: m.name, dir: m.dir, pseudo: true });
  return out;
}

// negotiate returns the offered locale (locales()) that best matches the
// requested ones (i18n-negotiate.js), else English.
export function negotiate(requested) {
  return choose(requested, locales().map((l) => l.code), ENGLISH, PSEUDO);
}

// picked returns the locale the reader or the course chose (?lang=, the
// menu, setLocale), or "" when the page took the browser's: what a SCORM
// package made here keeps (a package made on an English browser without a
// choice runs in each student's own language).
let picked = "";
export function chosen() { return picked; }

// locale returns the current locale's code; dir its direction.
export function locale() { return current; }
export function dir() { return (PSEUDO[current] || manifest.locales[current] || {}).dir || "ltr"; }

// fetchLocale returns the files of locale code (their paths from
// locales.json, "cs/panel.ftl"): [{file, text}].
async function fetchLocale(code) {
  if (texts[code]) return texts[code];
  const files = (manifest.locales[code] && manifest.locales[code].files) || [];
  const out = await Promise.all(files.map(async (file) => {
    try {
      const r = await fetch(new URL(file, MANIFEST));
      if (!r.ok) throw new Error(r.status + " " + r.statusText);
      return { file, text: await r.text() };
    } catch (e) {
      console.error("hyperplane: " + file + " could not be read: " + e);
      return { file, text: "" };
    }
  }));
  texts[code] = out;
  return out;
}

// known reports whether id ("-id" for a term) is in the English catalog:
// the ids a course may override.
function known(id) {
  if (!englishIds) englishIds = new Set((texts[ENGLISH] || []).flatMap((s) => new FluentResource(s.text).body.map((e) => e.id)));
  return englishIds.has(id);
}
let englishIds = null;

// makeBundle returns a bundle of sources in the locale intl (for its
// numbers and plurals), the course's overrides on top.
function makeBundle(intl, sources, transform) {
  const rtl = (PSEUDO[intl] || manifest.locales[intl] || {}).dir === "rtl";
  // Isolation marks keep a placeable's direction apart from its
  // sentence's: needed where the sentence runs right to left, and kept
  // out of left-to-right text, whose words tests and readers compare.
  const b = new FluentBundle([intl, ENGLISH], { useIsolating: rtl, transform: transform || ((s) => s) });
  for (const s of sources) {
    const errs = b.addResource(new FluentResource(s.text));
    for (const e of errs) console.error("hyperplane: " + intl + "/" + s.file + ": " + e);
  }
  for (const o of overrides) b.addResource(new FluentResource(o), { allowOverrides: true });
  return b;
}

// use makes code the current locale and builds its bundles.
async function use(code) {
  await fetchLocale(ENGLISH);
  if (!PSEUDO[code] && code !== ENGLISH) await fetchLocale(code);
  current = code;
  rebuild();
  missing.clear();
  const root = document.documentElement;
  root.lang = code;
  root.dir = dir();
}

// rebuild makes the bundles of the current locale from the files fetched
// and the course's words.
function rebuild() {
  const pseudo = PSEUDO[current];
  const own = pseudo || current === ENGLISH ? texts[ENGLISH] : texts[current];
  bundle = makeBundle(current, own || [], pseudo ? pseudoTransform(current) : null);
  english = current === ENGLISH ? bundle : makeBundle(current, texts[ENGLISH] || [], null);
}

// setLocale makes the page speak locale code (negotiated among those
// offered): the catalogs are loaded, the page's words made again, and
// onLocale's functions called. The scene is not touched. It returns the
// locale chosen.
export async function setLocale(code) {
  const chosen = negotiate([code]);
  picked = chosen;
  if (chosen !== current) {
    await use(chosen);
    changed();
  }
  return chosen;
}

function changed() {
  localize(document);
  for (const fn of listeners) {
    try { fn(current); } catch (e) { console.error("hyperplane: a change of language: " + (e && e.stack || e)); }
  }
}

// onLocale calls fn after every change of locale or of the course's words.
export function onLocale(fn) { listeners.push(fn); }

// args turns the arguments of a message into what the bundle takes:
// nested {id, args} texts formatted first, booleans as "true"/"false".
function args(a) {
  if (!a) return null;
  const out = {};
  for (const [k, v] of Object.entries(a)) {
    if (v === null || v === undefined) continue;
    if (typeof v === "object" && typeof v.id === "string") out[k] = fmt(v);
    else if (typeof v === "boolean") out[k] = String(v);
    else out[k] = v;
  }
  return out;
}

function pick(id) {
  if (bundle && bundle.hasMessage(id)) return bundle;
  if (bundle && current !== ENGLISH && !missing.has(id)) missing.add(id);
  if (english && english.hasMessage(id)) return english;
  return null;
}

// format returns message id's value (or its attribute attr) formatted.
function format(id, a, attr) {
  const b = pick(id);
  if (!b) {
    if (!warned.has(id)) { warned.add(id); console.error("hyperplane: no message " + id + " in the catalog"); }
    missing.add(id);
    return "";
  }
  const m = b.getMessage(id);
  const p = attr ? m.attributes[attr] : m.value;
  if (!p) return "";
  const errs = [];
  const s = b.formatPattern(p, args(a), errs);
  if (errs.length && !warned.has(id)) { warned.add(id); console.warn("hyperplane: " + id + ": " + errs.join("; ")); }
  return current === "en-XA" && !attr ? "[" + s + "]" : s;
}

// t returns message id formatted with args in the current locale.
export function t(id, a) { return format(id, a, null); }

// attr returns the attribute name of message id, formatted.
export function attr(id, name, a) { return format(id, a, name); }

// has reports whether message id exists (in the locale or in English).
export function has(id) { return !!((bundle && bundle.hasMessage(id)) || (english && english.hasMessage(id))); }

// fmt formats a text from Go ({id, args}); a string is returned as it is.
export function fmt(text) {
  if (text === null || text === undefined) return "";
  if (typeof text === "string") return text;
  if (typeof text === "object" && typeof text.id === "string") {
    if (!text.id) return ""; // no message (Go writes it as null)
    const s = t(text.id, text.args);
    return text.id === "common-sentence" ? sentence(s) : s;
  }
  return String(text);
}

// sentence writes s's first letter in upper case, in the locale's way: Go
// marks a refusal, a line of the status or what a key did as a sentence of
// its own (msg.Sentence, the message common-sentence), and the catalogs
// write an error as it reads inside a longer one.
function sentence(s) {
  const first = String.fromCodePoint(s.codePointAt(0) || 0);
  return s ? first.toLocaleUpperCase(current) + s.slice(first.length) : s;
}

// number formats x for the current locale (Intl.NumberFormat's options).
export function number(x, opts) {
  return new Intl.NumberFormat(current, opts).format(x);
}

// decimalSign is the current locale's decimal sign ("." or ",").
let signOf = { locale: "", sign: "." };
export function decimalSign() {
  if (signOf.locale !== current) {
    let sign = ".";
    try { sign = new Intl.NumberFormat(current).formatToParts(1.5).find((p) => p.type === "decimal").value; } catch (e) { /* English's */ }
    signOf = { locale: current, sign };
  }
  return signOf.sign;
}

// The attributes a message may set on an element.
const ATTRS = ["title", "aria-label", "aria-description", "aria-roledescription", "placeholder", "alt", "label"];

// localize sets the words of every element under root (root included)
// that has data-l10n-id: its text from the message's value (with the
// arguments of data-l10n-args, JSON) and its attributes from the
// message's attributes.
export function localize(root) {
  if (!root) return;
  const els = root.querySelectorAll ? [...root.querySelectorAll("[data-l10n-id]")] : [];
  if (root.getAttribute && root.hasAttribute("data-l10n-id")) els.unshift(root);
  for (const el of els) {
    const id = el.getAttribute("data-l10n-id");
    let a = null;
    try { a = JSON.parse(el.getAttribute("data-l10n-args") || "null"); } catch (e) { console.error("hyperplane: bad data-l10n-args on " + id); }
    const b = pick(id);
    if (!b) { missing.add(id); continue; }
    const m = b.getMessage(id);
    if (m.value) {
      const s = format(id, a, null);
      if (el.hasAttribute("data-l10n-markup")) setMarkup(el, s);
      else if (el.textContent !== s) el.textContent = s;
    }
    for (const name of ATTRS) {
      if (m.attributes[name]) {
        const v = format(id, a, name);
        if (el.getAttribute(name) !== v) el.setAttribute(name, v);
      }
    }
  }
}

// l10n gives el the message id (with args) as its words, now and in every
// language the page changes to, and returns el: for elements made in
// code whose words do not change as the page runs.
export function l10n(el, id, a) {
  el.setAttribute("data-l10n-id", id);
  if (a) el.setAttribute("data-l10n-args", JSON.stringify(a));
  else el.removeAttribute("data-l10n-args");
  localize(el);
  return el;
}

// setStrings adds a course's own words (FTL text) over the catalog's, in
// every locale. Text that does not read as Fluent, or that names a
// message the page does not have, is refused, and nothing changes:
// {ok: false, error}. Else {ok: true, ids}.
export function setStrings(text) {
  const r = checkFTL(String(text || ""), known);
  if (!r.ok) return { ok: false, error: t("i18n-strings-refused", { reason: r.error }), text: { id: "i18n-strings-refused", args: { reason: r.error } } };
  overrides.push(String(text));
  rebuild();
  changed();
  return { ok: true, ids: r.ids };
}

// loadStrings fetches ?strings= (a file of this page's own site only) and
// applies it; a refusal is kept to be shown once the page is up.
async function loadStrings(addr) {
  let url;
  try { url = new URL(addr, location.href); } catch (e) { url = null; }
  await fetchLocale(ENGLISH);
  if (!url || url.origin !== location.origin) {
    problems.push({ id: "i18n-strings-cross-origin", args: { url: String(addr).slice(0, 120) } });
    return;
  }
  try {
    const r = await fetch(url, { credentials: "same-origin" });
    if (!r.ok) throw new Error(r.status + " " + r.statusText);
    const text = await r.text();
    const c = checkFTL(text, known);
    if (!c.ok) problems.push({ id: "i18n-strings-malformed", args: { url: url.pathname, reason: c.error } });
    else overrides.push(text);
  } catch (e) {
    problems.push({ id: "i18n-strings-unreadable", args: { url: url.pathname, reason: String(e.message || e) } });
  }
}

// stringProblems returns the refusals of ?strings=, as texts to show.
export function stringProblems() { return problems.slice(); }

// missingStrings reports the messages the current locale lacked (shown
// in English instead) since it was chosen.
export function missingStrings() {
  return { locale: current, count: missing.size, ids: [...missing].sort() };
}

// about returns what the files of locale code say of themselves: who made
// them and whether a teacher reviewed them ("### Made by: …" and "###
// Reviewed by a teacher: …" at the top of each file), per file.
export function about(code) {
  return (texts[PSEUDO[code] ? ENGLISH : code] || []).map(({ file, text }) => headerOf(file, text));
}

// englishLeft returns the visible words under root that are the English
// of a message this locale words otherwise (i18n-check.js): the tests'
// check that a locale shows no English.
export function englishLeft(root) {
  return leftEnglish(root, texts[ENGLISH] || [], english, bundle);
}

// publish gives the program (wasm/i18n_js.go) and the console the
// formatter: window.hyperplaneI18n.
function publish() {
  window.hyperplaneI18n = { t, fmt, attr, number, locale, dir, locales, setLocale, setStrings, missingStrings, about, englishLeft };
}
