// Checks a course's own words (?strings=, setStrings) before they are
// used: Fluent's parser skips what it cannot read without saying so, and
// a course must hear that its file has a mistake, not find a word
// unchanged. Plain: no DOM, no page state (Node's tests import it).
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
