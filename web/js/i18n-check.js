// Checks of the words: a course's own (?strings=, setStrings) before they
// are used (Fluent's parser skips what it cannot read without saying so,
// and a course must hear that its file has a mistake, not find a word
// unchanged), and the English a page shows where its locale says otherwise
// (the tests'). No page state: Node's tests import checkFTL.
import { FluentResource } from "./fluent/index.js";

// ENTRY is the start of a message or term: id = …, -id = ….
const ENTRY = /^(-?[a-zA-Z][a-zA-Z0-9_-]*)[ \t]*=/;
export const MAX_STRINGS = 256 * 1024; // characters of a course's file

// checkFTL checks text as Fluent: each line is blank, a comment, the
// start of an entry, or an indented line of one (or the } that closes its
// select); each entry must read,
// and must be one the page has (known(id), "-id" for a term). It returns
// {ok: true, ids} or {ok: false, error} with error a text {id, args}.
export function checkFTL(text, known) {
  if (!text.trim()) return { ok: false, error: { id: "i18n-check-empty", args: {} } };
  if (text.length > MAX_STRINGS) return { ok: false, error: { id: "i18n-check-too-long", args: { max: MAX_STRINGS } } };
  const lines = text.replace(/\r\n?/g, "\n").split("\n");
  const starts = [];
  let inEntry = false;
  for (let i = 0; i < lines.length; i++) {
    const l = lines[i];
    if (!l.trim()) continue;
    if (l[0] === "#") { inEntry = false; continue; }
    if (l[0] === " " || l[0] === "}") {
      if (!inEntry) return { ok: false, error: { id: "i18n-check-line", args: { line: i + 1 } } };
      continue;
    }
    const m = ENTRY.exec(l);
    if (!m) return { ok: false, error: { id: "i18n-check-line", args: { line: i + 1 } } };
    starts.push({ id: m[1], line: i + 1 });
    inEntry = true;
  }
  const res = new FluentResource(text);
  const read = new Set(res.body.map((e) => e.id));
  for (const s of starts) {
    if (!read.has(s.id)) return { ok: false, error: { id: "i18n-check-entry", args: { line: s.line, name: s.id } } };
    if (!known(s.id)) return { ok: false, error: { id: "i18n-check-unknown", args: { line: s.line, name: s.id } } };
  }
  return { ok: true, ids: starts.map((s) => s.id) };
}

// leftEnglish returns the visible words under root that are the English
// (bundle en) of a message that the locale's bundle (own) words otherwise:
// words the page did not take from the catalog. sources are English's
// files ([{file, text}]); only messages without variables count, and only
// words of three letters or more.
export function leftEnglish(root, sources, en, own) {
  const english = new Map();
  for (const { text } of sources) {
    for (const e of new FluentResource(text).body) {
      if (e.id.startsWith("-") || !e.value) continue;
      const say = (b) => {
        if (!b || !b.hasMessage(e.id)) return null;
        const errs = [];
        const s = b.formatPattern(b.getMessage(e.id).value, null, errs);
        return errs.length ? null : s.trim();
      };
      const words = say(en), theirs = say(own);
      if (words && theirs !== null && theirs !== words && /[A-Za-z]{3}/.test(words)) english.set(words, e.id);
    }
  }
  const out = [];
  const walk = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  for (let n = walk.nextNode(); n; n = walk.nextNode()) {
    const el = n.parentElement;
    const s = n.textContent.trim();
    if (!s || !el || el.closest("[aria-hidden='true'], [hidden], [data-words='author'], script, style, code, kbd")) continue;
    const r = el.getBoundingClientRect();
    if (r.width === 0 || r.height === 0 || getComputedStyle(el).visibility === "hidden") continue;
    if (english.has(s)) out.push({ text: s, id: english.get(s) });
  }
  return out;
}

// headerOf returns what a catalog file says of itself at its top ("###
// Made by: …" and "### Reviewed by a teacher: …"): {file, madeBy, reviewed}.
export function headerOf(file, text) {
  const field = (name) => {
    const m = new RegExp("^### " + name + ":\\s*(.*)$", "m").exec(text);
    return m ? m[1].trim() : "";
  };
  return { file, madeBy: field("Made by"), reviewed: field("Reviewed by a teacher") };
}
