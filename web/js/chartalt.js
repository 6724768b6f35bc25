// Text alternatives of the charts beside the plot (WCAG 1.1.1): each
// canvas is an image whose name says what it shows, in numbers, and a
// "Data as a table" under it gives its data on request. The loss curve,
// the ROC and precision-recall curves, the cross-validation's box plot,
// Fisher's projections, the weight space, the shattering explorer and the
// augmented view; the confusion matrix is a table already. The names are
// brought up to date at most every two seconds while a chart is on screen,
// the open tables at most every second. Fisher's trial direction, dragged
// on the plot, also gets a slider here. It uses only the API.
import { $, fmt } from "./dom.js";
import { hiddenChart } from "./pictures/hidden.js";
import { backpropChart } from "./pictures/backprop.js";

const el = (tag, props, ...kids) => {
  const e = Object.assign(document.createElement(tag), props || {});
  e.append(...kids);
  return e;
};

const pct = (v) => (v === null || v === undefined ? "—" : fmt(100 * v, 3) + "%");

// thin returns at most n rows of rows, evenly spaced, with the last.
function thin(rows, n) {
  if (rows.length <= n) return rows;
  const out = [];
  for (let i = 0; i < n - 1; i++) out.push(rows[Math.floor(i * (rows.length - 1) / (n - 1))]);
  out.push(rows[rows.length - 1]);
  return out;
}

// The charts: the canvas, what it shows ({label, head, rows}) from the API,
// and the section it belongs to.
function charts(hp) {
  const curve = () => {
    const ev = hp.status().trained ? hp.evaluation() : null;
    if (!ev || ev.ok === false || !ev.curves || ev.curves.length === 0) return null;
    const sel = $("dec-class");
    return ev.curves[Number(sel && sel.value) || 0] || ev.curves[0];
  };
  return [
    ["hidden-plot", () => hiddenChart(hp)],
    ["backprop-plot", () => backpropChart(hp)],
    ["chart", () => {
      const h = hp.history();
      const n = h.step.length;
      if (n < 2) return { label: "Loss and training accuracy against the step: no training yet.", head: [], rows: [] };
      const st = hp.status();
      let lo = 0;
      h.loss.forEach((v, i) => { if (v !== null && (h.loss[lo] === null || v < h.loss[lo])) lo = i; });
      let label = "Loss" + (st.criterion ? " (" + st.criterion + ")" : "") + " against the step: from " + fmt(h.loss[0]) + " at step " + h.step[0] +
        " to " + fmt(h.loss[n - 1]) + " at step " + h.step[n - 1] + ", lowest " + fmt(h.loss[lo]) + " at step " + h.step[lo] +
        "; training accuracy from " + pct(h.accuracy[0]) + " to " + pct(h.accuracy[n - 1]) + ".";
      const tested = h.testLoss.some((v) => v !== null);
      if (tested) label += " Test accuracy ends at " + pct(h.testAccuracy[n - 1]) + ".";
      const head = ["step", "loss", "accuracy"].concat(tested ? ["test loss", "test accuracy"] : []);
      const rows = thin(h.step.map((s, i) => [s, fmt(h.loss[i], 4), pct(h.accuracy[i])].concat(tested ? [fmt(h.testLoss[i], 4), pct(h.testAccuracy[i])] : [])), 100);
      return { label, head, rows };
    }],
    ["dec-roc", () => {
      const c = curve();
      if (!c) return { label: "ROC curve: train a model to see it.", head: [], rows: [] };
      let label = "ROC curve of class " + (c.class + 1) + " against the rest: area under it " + fmt(c.train.auc, 3) + " on the training points" +
        (c.test.roc ? ", " + fmt(c.test.auc, 3) + " on the test points" : "") + ".";
      if (c.operating) label += " The decision's operating point: false-positive rate " + fmt(c.operating[0], 3) + ", true-positive rate " + fmt(c.operating[1], 3) + ".";
      return { label, head: ["false-positive rate", "true-positive rate", "threshold"], rows: thin(c.train.roc.map((q) => q.map((v) => fmt(v, 4))), 200) };
    }],
    ["dec-prc", () => {
      const c = curve();
      if (!c) return { label: "Precision-recall curve: train a model to see it.", head: [], rows: [] };
      const label = "Precision-recall curve of class " + (c.class + 1) + " against the rest: average precision " + fmt(c.train.ap, 3) + " on the training points" +
        (c.test.roc ? ", " + fmt(c.test.ap, 3) + " on the test points" : "") + ".";
      return { label, head: ["recall", "precision", "threshold"], rows: thin(c.train.pr.map((q) => q.map((v) => fmt(v, 4))), 200) };
    }],
    ["dec-cv-box", () => {
      const r = hp.crossValidation();
      if (!r || !r.results || r.results.length === 0) return { label: "Cross-validation: not run yet.", head: [], rows: [] };
      const name = (x) => x.label || x.id;
      const label = r.folds + "-fold cross-validation, accuracy per fold: " + r.results.map((x) => name(x) + " " +
        (x.error ? x.error : pct(x.meanAccuracy) + " ± " + pct(x.sdAccuracy) + ", from " + pct(Math.min(...x.accuracy)) + " to " + pct(Math.max(...x.accuracy)))).join("; ") + ".";
      const folds = Math.max(0, ...r.results.map((x) => (x.accuracy || []).length));
      const head = ["model"].concat([...Array(folds)].map((_, f) => "fold " + (f + 1)), ["mean", "sd"]);
      return { label, head, rows: r.results.map((x) => [name(x)].concat((x.accuracy || []).map(pct), [pct(x.meanAccuracy), pct(x.sdAccuracy)])) };
    }],
    ["fisher-hist", () => {
      const fv = hp.fisher();
      if (!fv || !fv.available) return { label: "Projections onto Fisher's direction: not shown.", head: [], rows: [] };
      const stats = fv.proj.map((v) => {
        const n = v.length, m = v.reduce((a, b) => a + b, 0) / Math.max(n, 1);
        const sd = Math.sqrt(v.reduce((a, b) => a + (b - m) * (b - m), 0) / Math.max(n, 1));
        return { n, m, sd, lo: Math.min(...v), hi: Math.max(...v) };
      });
      let label = "Histograms of the points projected onto " + (fv.trial ? "your trial direction" : "Fisher's direction") + ": " +
        stats.map((s, k) => "class " + (fv.classes[k] + 1) + ", " + s.n + " points, mean " + fmt(s.m) + ", spread " + fmt(s.sd) + ", from " + fmt(s.lo) + " to " + fmt(s.hi)).join("; ") +
        ". J(w) = " + fmt(fv.j, 4) + (fv.trial ? ", yours " + fmt(fv.trialJ, 4) : "") + ".";
      if (!fv.trial && fv.threshold !== null) label += " Threshold t = " + fmt(fv.threshold) + ".";
      return { label, head: ["class", "points", "mean", "standard deviation", "lowest", "highest"],
        rows: stats.map((s, k) => [String(fv.classes[k] + 1), String(s.n), fmt(s.m), fmt(s.sd), fmt(s.lo), fmt(s.hi)]) };
    }],
    ["weights-plot", () => {
      const w = hp.weightSpace();
      if (!w || !w.ok) return { label: "Weight space: " + ((w && w.error) || "not available") + "", head: [], rows: [] };
      const label = "Weight space cut at w₀ = " + fmt(w.w0) + ": " + (w.polygon && w.polygon.length ? "the solution region is a polygon of " + w.polygon.length + " corners" : "no weights in view solve every constraint") +
        "; the weights now at w₁ = " + fmt(w.current[1]) + ", w₂ = " + fmt(w.current[2]) + "; " + w.points.length + " constraints, one per point.";
      return { label, head: ["point", "x", "y", "class", "its constraint holds now"], rows: w.points.map((q, i) => {
        const y = q[2] === 0 ? 1 : -1;
        const ok = y * (w.current[0] + w.current[1] * q[0] + w.current[2] * q[1]) >= (w.b || 0);
        return [String(i + 1), fmt(q[0]), fmt(q[1]), String(q[2] + 1), ok ? "yes" : "no"];
      }) };
    }],
    ["shatter-plot", () => {
      const s = hp.shatter();
      if (!s || !s.ok) return { label: "Shattering: " + ((s && s.error) || "not available"), head: [], rows: [] };
      const label = s.separable + " of " + s.labellings.length + " labellings of the " + s.n + " points can be separated by a line. " + (s.conclusion || "");
      return { label, head: ["labelling", "points on the positive side", "separable"], rows: s.labellings.map((l, i) => [String(i + 1),
        l.positive.map((p, j) => (p ? String(j + 1) : "")).filter(Boolean).join(", ") || "none", l.separable ? "yes" : "no"]) };
    }],
    ["lift-plot", () => {
      const st = hp.state();
      const w = st.weights && st.field && st.field.combine === "sign" ? [st.weights.w0[0], st.weights.w[0][0], st.weights.w[0][1]] : null;
      const label = "The points lifted to z = (1, x, y)" + (w ? " and the plane aᵀz = 0 with a = (" + w.map((v) => fmt(v)).join(", ") + ") through the origin" : "") + ": " +
        st.points.length + " points. The arrow keys turn the view.";
      return { label, head: ["point", "z₀", "z₁ = x", "z₂ = y", "class"].concat(w ? ["aᵀz"] : []),
        rows: thin(st.points.map((q, i) => [String(i + 1), "1", fmt(q[0]), fmt(q[1]), String(q[2] + 1)].concat(w ? [fmt(w[0] + w[1] * q[0] + w[2] * q[1])] : [])), 200) };
    }],
  ];
}

// table writes the head and rows into a table element.
function fillTable(t, head, rows) {
  t.textContent = "";
  if (head.length === 0) { t.append(el("caption", { textContent: "No data yet." })); return; }
  const hr = el("tr");
  for (const h of head) hr.append(el("th", { scope: "col", textContent: h }));
  t.append(el("thead", {}, hr));
  const body = el("tbody");
  for (const r of rows) {
    const tr = el("tr");
    r.forEach((v, i) => tr.append(el(i === 0 ? "th" : "td", i === 0 ? { scope: "row", textContent: String(v) } : { textContent: String(v) })));
    body.append(tr);
  }
  t.append(body);
}

export function startChartAlternatives(hp) {
  const all = [];
  for (const [id, what] of charts(hp)) {
    const canvas = $(id);
    if (!canvas) continue;
    canvas.setAttribute("role", "img");
    const t = el("table", { className: "values alt-table" });
    // The table scrolls in its box: the box takes the focus, so that the
    // keys scroll it too.
    const scroll = el("div", { className: "alt-scroll", tabIndex: 0 }, t);
    scroll.setAttribute("role", "region");
    scroll.setAttribute("aria-label", "Data of the chart " + (canvas.getAttribute("aria-label") || id).split(":")[0]);
    const box = el("details", { className: "alt-data", id: id + "-data" }, el("summary", { textContent: "Data as a table" }), scroll);
    canvas.after(box);
    const c = { canvas, what, box, t, seen: !window.IntersectionObserver, at: 0 };
    all.push(c);
    if (window.IntersectionObserver) {
      new IntersectionObserver((es) => { c.seen = es[es.length - 1].isIntersecting; if (c.seen) update(c, true); }).observe(canvas);
    }
    box.addEventListener("toggle", () => update(c, true));
  }
  // update renders chart c's name (and its table when open), at most every
  // two seconds unless now.
  function update(c, now) {
    const t = performance.now();
    if (!now && t - c.at < (c.box.open ? 1000 : 2000)) return;
    if (!c.seen && !c.box.open) return;
    c.at = t;
    let d;
    try {
      d = c.what();
    } catch (e) {
      return; // a chart whose section is being rebuilt: next time
    }
    if (!d) return;
    if (c.canvas.getAttribute("aria-label") !== d.label) c.canvas.setAttribute("aria-label", d.label);
    if (c.box.open) fillTable(c.t, d.head, d.rows);
  }
  hp.subscribe(() => { for (const c of all) update(c, false); });
  for (const c of all) update(c, true);
  fisherSlider(hp);
}

// fisherSlider gives Fisher's inset a slider for the trial direction that
// the purple handle on the plot sets by dragging, in degrees.
function fisherSlider(hp) {
  const cap = document.querySelector("#fisher-inset figcaption");
  if (!cap || $("fisher-angle")) return;
  const input = el("input", { type: "range", id: "fisher-angle", min: "-90", max: "90", step: "1", value: "0" });
  input.setAttribute("aria-label", "Trial direction, in degrees from the x axis");
  input.addEventListener("input", () => hp.setTrialDirection(Number(input.value) * Math.PI / 180));
  cap.append(el("label", { className: "fisher-angle" }, "direction ", input));
  hp.subscribe((st) => {
    if (!st.view.fisher || document.activeElement === input) return;
    const fv = hp.fisher();
    if (!fv || !fv.available) return;
    let a = fv.shown * 180 / Math.PI;
    while (a > 90) a -= 180;
    while (a < -90) a += 180;
    input.value = String(Math.round(a));
  });
}
