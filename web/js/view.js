// The View section: the toggles of what the plot draws, and the boundaries
// of other algorithms compared with the current one, with their legend.
import { $ } from "./dom.js";
import { hp, specs, views, last } from "./state.js";
import { t, fmt, locale, onLocale } from "./i18n.js";

export function buildComparePicker() {
  const sel = $("compare-add");
  for (const s of specs) {
    const o = document.createElement("option");
    o.value = s.id;
    o.textContent = fmt(s.name);
    sel.appendChild(o);
  }
  onLocale(() => {
    for (const o of sel.options) {
      const s = specs.find((x) => x.id === o.value);
      if (s) o.textContent = fmt(s.name);
    }
  });
  sel.addEventListener("change", () => {
    const id = sel.value;
    sel.value = "";
    if (!id || !last) return;
    const list = (last.view.compare || []).filter((x) => x !== id);
    list.push(id);
    hp.setView({ compare: list.slice(-4) });
  });
}

const dashes = { solid: "", dashed: "8 6", dotted: "2.5 3.5", "dash-dot": "12 4 3 4" };

function lineSample(color, dash) {
  const ns = "http://www.w3.org/2000/svg";
  const svg = document.createElementNS(ns, "svg");
  svg.setAttribute("width", "34");
  svg.setAttribute("height", "8");
  const l = document.createElementNS(ns, "line");
  l.setAttribute("x1", "1"); l.setAttribute("y1", "4"); l.setAttribute("x2", "33"); l.setAttribute("y2", "4");
  l.setAttribute("stroke", color);
  l.setAttribute("stroke-width", "2.5");
  if (dashes[dash]) l.setAttribute("stroke-dasharray", dashes[dash]);
  svg.appendChild(l);
  return svg;
}

export function renderCompare(st) {
  const key = JSON.stringify([st.compare, st.name, st.accuracy, st.compareSample, locale()]);
  const list = $("compare-list");
  if (list.dataset.key === key) return;
  list.dataset.key = key;
  list.textContent = "";
  const legend = $("legend");
  legend.textContent = "";
  legend.hidden = !st.compare || st.compare.length === 0;
  if (legend.hidden) return;
  const row = (color, dash, text) => {
    const d = document.createElement("div");
    const t = document.createElement("span");
    t.textContent = text;
    d.append(lineSample(color, dash), t);
    legend.appendChild(d);
  };
  const named = (name, a) => (a === null || a === undefined ? fmt(name) : t("view-legend-accuracy", { name: fmt(name), pct: Number((100 * a).toFixed(1)) }));
  row("#1a1a1a", "solid", named(st.name, st.accuracy));
  for (const c of st.compare) {
    row(c.color, c.dash, c.error ? t("view-legend-error", { name: fmt(c.name), error: fmt(c.error) }) : named(c.name, c.accuracy));
    const li = document.createElement("li");
    const name = document.createElement("span");
    name.textContent = fmt(c.name);
    const x = document.createElement("button");
    x.type = "button";
    x.textContent = "×";
    x.setAttribute("aria-label", t("view-compare-stop", { name: fmt(c.name) }));
    x.addEventListener("click", () => hp.setView({ compare: st.view.compare.filter((id) => id !== c.id) }));
    li.append(lineSample(c.color, c.dash), name, x);
    list.appendChild(li);
  }
  const cs = st.compareSample;
  if (cs) {
    // Above 20,000 training points the compared algorithms train on a
    // fixed stratified sample: say so by the lines and in the panel.
    const text = t("view-compare-sample", { n: cs.n, of: cs.of });
    const note = document.createElement("div");
    note.className = "legend-note";
    note.textContent = text;
    legend.appendChild(note);
    const li = document.createElement("li");
    li.className = "compare-note";
    li.textContent = text;
    list.appendChild(li);
  }
}

export function buildToggles() {
  const box = $("toggles");
  for (const { key, label } of views) {
    const lab = document.createElement("label");
    const cb = document.createElement("input");
    cb.type = "checkbox";
    cb.id = "view-" + key;
    cb.addEventListener("change", () => hp.setView({ [key]: cb.checked }));
    const note = document.createElement("span");
    note.id = "note-" + key;
    note.className = "toggle-note";
    const text = document.createTextNode(fmt(label));
    lab.append(cb, text, note);
    box.appendChild(lab);
    onLocale(() => { text.textContent = fmt(label); });
  }
}
