// The page's language, as the reader and a course page choose it: the
// language menu in the panel's head, the About of the language in the help
// (who made its files and whether a teacher reviewed them, and what it
// still lacks), and the page API's functions of the language, which
// js/embed.js passes on to a course page:
//
//   hyperplane.setLocale(code)   → Promise of {ok, locale}: the page speaks
//                                  code (negotiated: "cs-CZ" is Czech); the
//                                  scene is not touched.
//   hyperplane.locale()          → {locale, dir, locales: [{code, name, dir}]}
//   hyperplane.setStrings(ftl)   → {ok, ids} or {ok: false, error}: a course's
//                                  own words over the catalog's (js/i18n.js).
//   hyperplane.formatTexts(list) → the words of [{id, args, attr}] in the
//                                  page's language (a course page's labels).
//
// The choice is kept in the address (?lang=), so that a reload, a copied
// link and the embed code keep it.
import { $ } from "./dom.js";
import { t, attr, locale, dir, locales, setLocale, setStrings, onLocale, about, missingStrings, has } from "./i18n.js";

// startLanguage builds the menu and the About, and installs the API.
export function startLanguage(hp) {
  buildMenu();
  buildAbout();
  onLocale(() => { buildMenu(); buildAbout(); });
  hp.setLocale = async (code) => {
    if (typeof code !== "string" || code.length > 35) return { ok: false, error: t("language-bad-code") };
    const chosen = await setLocale(code);
    keepInAddress(chosen);
    return { ok: true, locale: chosen };
  };
  hp.locale = () => ({ locale: locale(), dir: dir(), locales: offered().map(({ code, name, dir: d }) => ({ code, name, dir: d })) });
  hp.setStrings = (text) => {
    if (typeof text !== "string") return { ok: false, error: t("language-strings-not-text") };
    return setStrings(text);
  };
  hp.formatTexts = (list) => {
    if (!Array.isArray(list) || list.length > 500) return { ok: false, error: t("language-texts-not-list") };
    return list.map((x) => {
      if (!x || typeof x.id !== "string" || !has(x.id)) return "";
      return x.attr ? attr(x.id, String(x.attr), x.args) : t(x.id, x.args);
    });
  };
}

// offered is the menu's list: the pseudo-locales only under ?debug, or
// when one is chosen.
function offered() {
  const debug = new URLSearchParams(location.search).has("debug");
  return locales().filter((l) => !l.pseudo || debug || l.code === locale());
}

function buildMenu() {
  const sel = $("lang");
  if (!sel) return;
  const list = offered();
  sel.textContent = "";
  for (const l of list) {
    const o = new Option(l.name, l.code);
    o.lang = l.code; // each name in its own language, for screen readers
    o.dir = l.dir;
    sel.add(o);
  }
  sel.value = locale();
  // One language: no menu.
  $("lang-box").hidden = list.length < 2;
  if (!sel.dataset.wired) {
    sel.dataset.wired = "1";
    sel.addEventListener("change", async () => {
      const chosen = await setLocale(sel.value);
      keepInAddress(chosen);
    });
  }
}

// keepInAddress puts the locale in the address's query without loading
// it again (the scene's link, in the fragment, stays).
function keepInAddress(code) {
  try {
    const u = new URL(location.href);
    if (u.searchParams.get("lang") === code) return;
    u.searchParams.set("lang", code);
    history.replaceState(history.state, "", u.toString());
  } catch (e) { /* a page that cannot change its address keeps the language for now */ }
}

// buildAbout says, in the help, who made the language's files and whether
// a teacher reviewed them, and how many of the page's messages it lacks.
function buildAbout() {
  const box = $("about-language");
  if (!box) return;
  box.textContent = "";
  const l = locales().find((x) => x.code === locale());
  const head = document.createElement("p");
  head.textContent = l ? l.name : locale();
  head.lang = locale();
  box.append(head);
  // The files, by who made them and who reviewed them: one line for all
  // of them when that is the same, as it is for a language made at once.
  const groups = new Map();
  for (const f of about(locale())) {
    const key = JSON.stringify([f.madeBy, f.reviewed]);
    if (!groups.has(key)) groups.set(key, { who: f.madeBy || "—", reviewed: f.reviewed || "—", files: [] });
    groups.get(key).files.push(f.file.replace(/^.*\//, ""));
  }
  const ul = document.createElement("ul");
  for (const g of groups.values()) {
    const li = document.createElement("li");
    li.textContent = groups.size === 1
      ? t("help-language-all", { n: g.files.length, who: g.who, reviewed: g.reviewed })
      : t("help-language-file", { file: g.files.join(t("hover-list-sep")), who: g.who, reviewed: g.reviewed });
    ul.append(li);
  }
  box.append(ul);
  const n = missingStrings().count;
  if (n > 0) {
    const p = document.createElement("p");
    p.className = "muted";
    p.textContent = t("help-language-missing", { n });
    box.append(p);
  }
  // The count grows as the page shows more: brought up to date each time
  // the help opens.
  const help = $("help");
  if (help && !help.dataset.aboutWired) {
    help.dataset.aboutWired = "1";
    new MutationObserver(() => { if (!help.hidden) buildAbout(); }).observe(help, { attributes: true, attributeFilter: ["hidden"] });
  }
}
