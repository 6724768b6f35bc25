// Real data: a panel section that loads a bundled data set (which two
// features are x and y, which classes to keep, standardized or not) and
// states its source and licence; a button that standardizes any points;
// and the names of the axes over the plot. It uses only the API.
import { $, put } from "./dom.js";
import { hp } from "./state.js";
import { t, fmt, l10n, onLocale } from "./i18n.js";

let sets = [];

function el(tag, props = {}, ...kids) {
  const e = document.createElement(tag);
  Object.assign(e, props);
  e.append(...kids);
  return e;
}

// buildDatasets adds the section after the Data section, and the axis
// names over the plot.
export function buildDatasets() {
  sets = hp.datasets();
  const pick = el("select", { id: "ds-pick" });
  l10n(pick, "datasets-pick");
  for (const s of sets) pick.append(el("option", { value: s.id, textContent: fmt(s.title) }));
  const x = el("select", { id: "ds-x" });
  const y = el("select", { id: "ds-y" });
  l10n(x, "datasets-x");
  l10n(y, "datasets-y");
  const classes = el("div", { id: "ds-classes", className: "row" });
  l10n(classes, "datasets-classes");
  const std = el("input", { id: "ds-std", type: "checkbox" });
  const load = l10n(el("button", { id: "ds-load", type: "button" }), "datasets-load");
  const source = el("p", { id: "ds-source", className: "note" });
  const standardize = l10n(el("button", { id: "ds-standardize", type: "button" }), "datasets-standardize");
  const sec = el("section", { id: "sec-datasets" },
    l10n(el("h2", { id: "h-datasets" }), "datasets-title"),
    el("div", { className: "row" }, pick, load),
    el("div", { className: "row" }, el("label", {}, "x ", x), el("label", {}, " y ", y)),
    classes,
    el("div", { className: "row" }, el("label", {}, std, " ", l10n(el("span"), "datasets-std"))),
    source,
    el("div", { className: "row" }, standardize));
  sec.setAttribute("aria-labelledby", "h-datasets");
  $("sec-data").after(sec);

  const fill = () => {
    const s = sets.find((d) => d.id === pick.value);
    if (!s) return;
    for (const [sel, i] of [[x, s.x], [y, s.y]]) {
      sel.textContent = "";
      s.features.forEach((f, k) => sel.append(el("option", { value: String(k), textContent: f })));
      sel.value = String(i);
    }
    classes.textContent = "";
    for (const c of s.classes) {
      const box = el("input", { type: "checkbox", checked: true, value: c });
      classes.append(el("label", {}, box, " " + c));
    }
    put(source, t("datasets-source", { note: fmt(s.note), source: fmt(s.source), licence: fmt(s.licence) }));
  };
  onLocale(() => {
    for (const o of pick.options) {
      const s = sets.find((d) => d.id === o.value);
      if (s) o.textContent = fmt(s.title);
    }
    const s = sets.find((d) => d.id === pick.value);
    if (s) put(source, t("datasets-source", { note: fmt(s.note), source: fmt(s.source), licence: fmt(s.licence) }));
  });
  pick.addEventListener("change", fill);
  fill();
  load.addEventListener("click", () => {
    const keep = [...classes.querySelectorAll("input:checked")].map((b) => b.value);
    const r = hp.loadDataset(pick.value, { x: Number(x.value), y: Number(y.value), classes: keep, standardize: std.checked });
    if (r && r.ok === false) showError(r.error);
  });
  standardize.addEventListener("click", () => {
    const r = hp.standardize();
    if (r && r.ok === false) showError(r.error);
  });

  const names = el("div", { id: "axis-names" });
  l10n(names, "datasets-axes");
  names.append(el("span", { id: "axis-x" }), el("span", { id: "axis-y" }));
  document.body.appendChild(names);

  // The section shows the data set the points came from, however they
  // were loaded (its own Load button, hyperplane.loadDataset from a
  // course page, a scene or link that saved it): the data set, the two
  // features, the classes kept and whether it is standardized. It follows
  // only a new load, so a choice being made is not undone.
  let shown = "";
  const follow = (st) => {
    const a = showAxes();
    const s = sets.find((d) => d.id === a.dataset);
    if (!s || !st) return;
    const kept = st.classes.map((c) => c.name);
    const key = [a.dataset, a.x.name, a.y.name, a.x.sd ? 1 : 0, kept.join("\n")].join("|");
    if (key === shown) return;
    shown = key;
    pick.value = s.id;
    fill();
    const at = (name) => s.features.indexOf(name);
    if (at(a.x.name) >= 0) x.value = String(at(a.x.name));
    if (at(a.y.name) >= 0) y.value = String(at(a.y.name));
    for (const box of classes.querySelectorAll("input")) box.checked = kept.includes(box.value);
    std.checked = !!a.x.sd;
  };
  hp.subscribe(follow, { atOnce: true }); // in the task of the call that loaded the set
  follow(hp.status());
}

// showError shows a refusal in the page's message line.
function showError(text) {
  const m = $("message");
  m.className = "message error";
  put(m, fmt(text));
}

// showAxes names the axes over the plot and returns what they measure.
function showAxes() {
  const a = hp.axes();
  put($("axis-x"), a.xLabel ? "x: " + fmt(a.xLabel) : "");
  put($("axis-y"), a.yLabel ? "y: " + fmt(a.yLabel) : "");
  $("axis-names").hidden = !a.xLabel && !a.yLabel;
  return a;
}

// askColumns asks which columns of a CSV table with more than three
// columns are x, y and the class, and imports them; it reports whether it
// took the file (a table of three columns goes the usual way).
export function askColumns(text, name, done) {
  const c = hp.csvColumns(text);
  if (!c || c.ok === false || !c.wide) return false;
  let box = $("csv-pick");
  if (!box) {
    box = el("div", { id: "csv-pick", className: "card" });
    box.setAttribute("role", "dialog");
    box.setAttribute("aria-labelledby", "csv-pick-title");
    document.body.appendChild(box);
  }
  box.textContent = "";
  const sel = (id, label, value, numericOnly) => {
    const s = el("select", { id });
    c.names.forEach((n, i) => {
      if (!numericOnly || c.numeric[i]) s.append(el("option", { value: String(i), textContent: c.labels ? fmt(c.labels[i]) : n }));
    });
    s.value = String(value);
    return [s, el("label", { textContent: label + " " }, s)];
  };
  const nums = c.names.map((_, i) => i).filter((i) => c.numeric[i] && i !== c.class);
  const [sx, lx] = sel("csv-x", "x", nums[0] ?? 0, true);
  const [sy, ly] = sel("csv-y", "y", nums[1] ?? nums[0] ?? 0, true);
  const [sc, lc] = sel("csv-class", t("datasets-csv-class"), c.class, false);
  const go = el("button", { id: "csv-import", type: "button", textContent: t("datasets-csv-import"), className: "primary" });
  const cancel = el("button", { id: "csv-cancel", type: "button", textContent: t("datasets-csv-cancel") });
  box.append(el("h2", { id: "csv-pick-title", textContent: t("datasets-csv-title", { name, columns: c.names.length, rows: c.rows }) }),
    el("p", { textContent: t("datasets-csv-ask") }),
    el("div", { className: "row" }, lx, ly, lc), el("div", { className: "row" }, go, cancel));
  box.hidden = false;
  cancel.addEventListener("click", () => { box.hidden = true; });
  go.addEventListener("click", () => {
    const r = hp.importTable(text, { x: Number(sx.value), y: Number(sy.value), class: Number(sc.value) });
    box.hidden = true;
    if (done) done(r);
  });
  sx.focus();
  return true;
}
