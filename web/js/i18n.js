// A stand-in for the message catalog (the languages work replaces this
// file with the real one, web/js/i18n.js of its branch): the same four
// functions, in English only, reading the catalogs of web/locales/en that
// the network needs. It understands the part of Fluent those files use:
// messages and terms, lines that continue a message, comments, variables
// { $x }, terms { -t } and a selector on a number's plural category
// { $n -> [one] … *[other] … }. Numbers are formatted for English (Intl).
const FILES = ["network.ftl"];
const ENGLISH = "en";

const messages = new Map(); // id (terms with their "-") → source text
const listeners = [];
const plural = new Intl.PluralRules(ENGLISH);
const number = new Intl.NumberFormat(ENGLISH, { maximumFractionDigits: 3 });

// parse adds the messages of one Fluent source to the catalog.
function parse(src) {
  let id = null;
  let lines = [];
  const flush = () => {
    if (id !== null) messages.set(id, lines.join("\n").trim());
    id = null;
    lines = [];
  };
  for (const line of src.split(/\r?\n/)) {
    if (/^#/.test(line)) { flush(); continue; }
    const m = /^(-?[a-zA-Z][\w-]*)\s*=\s?(.*)$/.exec(line);
    if (m) { flush(); id = m[1]; lines.push(m[2]); continue; }
    if (id !== null && (/^\s/.test(line) || line === "")) lines.push(line.trim());
  }
  flush();
}

// Load the catalogs before any module that imports this one runs.
for (const f of FILES) {
  try {
    const r = await fetch(new URL("../locales/" + ENGLISH + "/" + f, import.meta.url));
    if (r.ok) parse(await r.text());
  } catch (e) {
    // Node (the module test) and a page without the file: no words.
  }
}

// closing returns the index of the "}" that closes the placeable opened
// at open.
function closing(s, open) {
  let depth = 0;
  for (let i = open; i < s.length; i++) {
    if (s[i] === "{") depth++;
    else if (s[i] === "}" && --depth === 0) return i;
  }
  return s.length;
}

// value formats an argument: numbers for the locale, Go's texts by fmt.
function value(v) {
  if (typeof v === "number") return number.format(v);
  if (v && typeof v === "object" && typeof v.id === "string") return fmt(v);
  return v === undefined || v === null ? "" : String(v);
}

// placeable formats the inside of { … }.
function placeable(expr, args) {
  const sel = /^\s*\$([\w-]+)\s*->([\s\S]*)$/.exec(expr);
  if (sel) {
    const v = args[sel[1]];
    const key = typeof v === "number" ? plural.select(v) : String(v);
    let chosen = null, other = null;
    const variant = /(\*?)\[([^\]]+)\]([^[*]*)/g;
    let m;
    while ((m = variant.exec(sel[2]))) {
      const text = m[3].replace(/\s+$/, "").replace(/^\s+/, "");
      if (m[2].trim() === key || (typeof v === "number" && Number(m[2]) === v)) chosen = chosen ?? text;
      if (m[1]) other = text;
    }
    return pattern(chosen ?? other ?? "", args);
  }
  const e = expr.trim();
  if (e.startsWith("$")) return value(args[e.slice(1)]);
  if (e.startsWith("-")) return pattern(messages.get(e) || "", args);
  if (e.startsWith('"') && e.endsWith('"')) return e.slice(1, -1);
  return "";
}

// pattern formats a message's text with its placeables.
function pattern(src, args) {
  let out = "";
  for (let i = 0; i < src.length;) {
    const open = src.indexOf("{", i);
    if (open < 0) { out += src.slice(i); break; }
    out += src.slice(i, open);
    const close = closing(src, open);
    out += placeable(src.slice(open + 1, close), args);
    i = close + 1;
  }
  return out;
}

// t returns the message id formatted with args, in English.
export function t(id, args) {
  const src = messages.get(id);
  if (src === undefined) return id;
  return pattern(src, args || {});
}

// fmt formats a {id, args} text from Go (its nested texts first); a plain
// string, which Go has not yet turned into an id, is returned as it is.
export function fmt(text) {
  if (typeof text === "string") return text;
  if (!text || typeof text.id !== "string") return "";
  const args = {};
  for (const [k, v] of Object.entries(text.args || {})) args[k] = v && typeof v === "object" && typeof v.id === "string" ? fmt(v) : v;
  return t(text.id, args);
}

// localize writes the words of every element under root that names a
// message (data-l10n-id, with data-l10n-args as JSON).
export function localize(root) {
  for (const el of (root || document).querySelectorAll("[data-l10n-id]")) {
    let args = {};
    try { args = JSON.parse(el.getAttribute("data-l10n-args") || "{}"); } catch (e) { args = {}; }
    el.textContent = t(el.getAttribute("data-l10n-id"), args);
  }
}

// onLocale runs fn after each change of language; English is the only one
// here, so it never runs.
export function onLocale(fn) {
  listeners.push(fn);
}
