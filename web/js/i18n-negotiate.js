// Choosing a locale among those offered: plain, no page state (Node's
// tests import it).

const norm = (s) => String(s || "").trim().replace(/_/g, "-").toLowerCase();

// likely returns the language and script of a tag, as the browser
// completes it (zh-CN is zh-Hans, zh-TW zh-Hant, cs cs-Latn).
function likely(tag) {
  try {
    const l = new Intl.Locale(tag).maximize();
    return l.language + "-" + (l.script || "");
  } catch (e) {
    return norm(tag);
  }
}

// negotiate returns the offered locale that best matches the requested
// ones, taken in order: the same tag, else the same language in the same
// script (cs-CZ is cs; zh-CN is zh-Hans, and zh-TW, written in
// Traditional characters, is not); else fallback. Locales in skip
// (pseudo-locales) match only exactly.
export function negotiate(requested, offered, fallback, skip) {
  const real = offered.filter((o) => !(skip && skip[o]));
  for (const r of requested || []) {
    const want = norm(r);
    if (!want) continue;
    const exact = offered.find((o) => norm(o) === want);
    if (exact) return exact;
    const same = real.find((o) => likely(o) === likely(want));
    if (same) return same;
  }
  return fallback;
}
