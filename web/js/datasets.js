// Real data: a panel section that loads a bundled data set (which two
// features are x and y, which classes to keep, standardized or not) and
// states its source and licence; a button that standardizes any points;
// and the names of the axes over the plot. It uses only the API.
import { $, put } from "./dom.js";
import { hp } from "./state.js";

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
  pick.setAttribute("aria-label", "Data set");
  for (const s of sets) pick.append(el("option", { value: s.id, textContent: s.title }));
  const x = el("select", { id: "ds-x" });
  const y = el("select", { id: "ds-y" });
  x.setAttribute("aria-label", "Feature on x");
  y.setAttribute("aria-label", "Feature on y");
  const classes = el("div", { id: "ds-classes", className: "row" });
  classes.setAttribute("aria-label", "Classes to keep");
  const std = el("input", { id: "ds-std", type: "checkbox" });
  const load = el("button", { id: "ds-load", type: "button", textContent: "Load", title: "Replace the points by the data set (undo brings them back)" });
  const source = el("p", { id: "ds-source", className: "note" });
  const standardize = el("button", { id: "ds-standardize", type: "button", textContent: "Standardize the points",
    title: "Replace each coordinate v by (v − mean) / standard deviation, over all the points (undo takes it back)" });
  const sec = el("section", { id: "sec-datasets" },
    el("h2", { id: "h-datasets", textContent: "Real data" }),
    el("div", { className: "row" }, pick, load),
    el("div", { className: "row" }, el("label", { textContent: "x " }, x), el("label", { textContent: " y " }, y)),
    classes,
    el("div", { className: "row" }, el("label", {}, std, " standardize (z-scores)")),
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
    put(source, s.note + " Source: " + s.source + " Licence: " + s.licence);
  };
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
  names.setAttribute("aria-label", "What the axes measure");
  names.append(el("span", { id: "axis-x" }), el("span", { id: "axis-y" }));
  document.body.appendChild(names);
  hp.subscribe(showAxes);
  showAxes();
}

// showError shows a refusal in the page's message line.
function showError(text) {
  const m = $("message");
  m.className = "message error";
  put(m, text);
}

function showAxes() {
  const a = hp.axes();
  put($("axis-x"), a.xLabel ? "x: " + a.xLabel : "");
  put($("axis-y"), a.yLabel ? "y: " + a.yLabel : "");
  $("axis-names").hidden = !a.xLabel && !a.yLabel;
}
