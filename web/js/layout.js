// The layout and the address: the Controls button (drawer or sheet), the
// sections the address hides, and the scene the address opens.
import { $, put } from "./dom.js";
import { hp } from "./state.js";
import { welcome } from "./status.js";
import { openLink, fetchScene } from "./files.js";
import { t, onLocale, locale } from "./i18n.js";

export const layout = () => document.documentElement.dataset.layout;
export const relayout = () => window.hyperplaneLayout.relayout();

// Query parameters (all optional):
//   embed            hide the panel and show a small toolbar instead
//   controls=a,b     with embed: show the panel with only these sections
//   hide=a,b         hide sections (scenes, data, algorithm, training, view,
//                    share, history), or toolbar, legend, labels
//   lock             the mouse cannot add, move or remove points
//   autoplay         start training at once
//   preset=id, lesson=id, scene=url (a scene or lesson JSON on the same site)
// The fragment (#v2.…, or an old #v1.…) is a share link and wins over the rest.
const sectionIds = ["scenes", "lesson", "data", "algo", "train", "view", "share", "charts"];
const sectionAlias = { algorithm: "algo", training: "train", history: "charts", charts: "charts" };
export let lessonHidden = false;   // hide=lesson

// labelControls names the Controls button after the layout and whether
// the drawer (or the larger sheet) is open.
export function labelControls() {
  const phone = layout() === "phone";
  const open = document.documentElement.classList.contains(phone ? "sheet-open" : "drawer-open");
  put($("controls-toggle"), t(phone ? (open ? "panel-controls-less" : "panel-controls-more") : (open ? "panel-controls-hide" : "panel-controls-show")));
  $("controls-toggle").title = t("panel-controls-show-title");
}
onLocale(labelControls);

// toggleControls opens the drawer (compact) or gives the sheet more of the
// screen (phone).
export function toggleControls(open) {
  const root = document.documentElement;
  const cls = layout() === "phone" ? "sheet-open" : "drawer-open";
  if (open === undefined) open = !root.classList.contains(cls);
  root.classList.toggle(cls, open);
  $("controls-toggle").setAttribute("aria-expanded", String(open));
  labelControls();
  relayout();
  if (open && layout() !== "phone") $("panel").focus();
}

function hideSection(name) {
  const id = sectionAlias[name] || name;
  if (id === "toolbar") { $("toolbar").hidden = true; document.documentElement.classList.add("no-toolbar"); }
  else if (id === "lesson") lessonHidden = true;
  else if (id === "legend") document.documentElement.classList.add("hide-legend");
  else if (id === "labels") document.documentElement.classList.add("hide-labels");
  else if (id === "panel") document.documentElement.classList.add("no-panel");
  else if (sectionIds.includes(id)) $("sec-" + id).dataset.hidden = "1";
}

// shownSections is the list of an embed's controls=, or null for all.
let shownSections = null;

// hideUnlisted hides the panel's sections that an embed's controls= does
// not name, those that modules add after the address was read too (the
// data sets, the decision stage): main.js calls it again once they exist.
export function hideUnlisted() {
  if (!shownSections) return;
  for (const s of document.querySelectorAll("#panel section")) {
    const id = s.id.replace(/^sec-/, "");
    if (id !== "lesson" && !shownSections.includes(id)) s.dataset.hidden = "1";
  }
}

export function applyAddress() {
  const q = new URLSearchParams(location.search);
  const list = (k) => (q.get(k) || "").split(",").map((x) => x.trim()).filter(Boolean);
  if (q.has("embed")) {
    // The plot takes the frame; the toolbar opens the controls in a
    // drawer, with only the sections that controls= names.
    const shown = list("controls").map((x) => sectionAlias[x] || x);
    if (shown.length > 0) {
      shownSections = shown;
      hideUnlisted();
    }
    const open = new URL(location.href);
    open.search = "";
    $("tb-open").href = open.toString();
    $("tb-open").hidden = false;
  }
  for (const h of list("hide")) hideSection(h);
  relayout();
  if (q.has("lock")) hp.setLock(true);
  const hash = location.hash.slice(1);
  if (hash) {
    openLink(hash);
  } else if (q.get("lesson")) {
    hp.loadLesson(q.get("lesson"));
  } else if (q.get("preset")) {
    hp.loadPreset(q.get("preset"), {});
  } else if (q.get("scene")) {
    fetchScene(q.get("scene"));
  } else if (!q.has("embed") && !q.has("scorm")) {
    welcome();
  }
  if (q.has("autoplay")) hp.play();
  window.addEventListener("hashchange", () => { if (location.hash.length > 1) openLink(location.hash.slice(1)); });
}
