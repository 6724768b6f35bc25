// Text alternatives of the charts beside the plot (WCAG 1.1.1): each
// canvas is an image whose name says what it shows, in numbers, and a
// "Data as a table" under it gives its data on request. The loss curve,
// the ROC and precision-recall curves, the cross-validation's box plot,
// Fisher's projections, the weight space, the shattering explorer and the
// augmented view; the confusion matrix is a table already. The names are
// brought up to date at most every two seconds while a chart is on screen,
// the open tables at most every second. Fisher's trial direction, dragged
// on the plot, also gets a slider here. It uses only the API.
import { $, fmt, vec } from "./dom.js";
import { t, fmt as fmtText, l10n, onLocale } from "./i18n.js";
import { evaluation } from "./state.js";
import { hiddenChart } from "./pictures/hidden.js";
import { backpropChart } from "./pictures/backprop.js";

const el = (tag, props, ...kids) => {
  const e = Object.assign(document.createElement(tag), props || {});
  e.append(...kids);
  return e;
};

const pct = (v) => (v === null || v === undefined ? "—" : t("chart-percent", { v: fmt(100 * v, 3) }));
const yes = (b) => t(b ? "chart-yes" : "chart-no");
const list = (xs) => xs.join(t("chart-list-sep"));

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
    const st = hp.status();
    const ev = st.trained ? evaluation(st) : null;
    if (!ev || ev.ok === false || !ev.curves || ev.curves.length === 0) return null;
    const sel = $("dec-class");
    return ev.curves[Number(sel && sel.value) || 0] || ev.curves[0];
  };
  const none = (id, a) => ({ label: t(id, a), head: [], rows: [] });
  return [
    ["hidden-plot", () => hiddenChart(hp)],
    ["backprop-plot", () => backpropChart(hp)],
    ["chart", () => {
      const h = hp.history();
      const n = h.step.length;
      if (n < 2) return none("chart-alt-loss-empty");
      const st = hp.status();
      let lo = 0;
      h.loss.forEach((v, i) => { if (v !== null && (h.loss[lo] === null || v < h.loss[lo])) lo = i; });
      let label = t(st.criterion ? "chart-alt-loss-named" : "chart-alt-loss", { criterion: fmtText(st.criterion), first: fmt(h.loss[0]), s0: h.step[0],
        last: fmt(h.loss[n - 1]), s1: h.step[n - 1], low: fmt(h.loss[lo]), slow: h.step[lo], acc0: pct(h.accuracy[0]), acc1: pct(h.accuracy[n - 1]) });
      const tested = h.testLoss.some((v) => v !== null);
      if (tested) label += " " + t("chart-alt-loss-test", { acc: pct(h.testAccuracy[n - 1]) });
      const head = [t("chart-col-step"), t("chart-col-loss"), t("chart-col-accuracy")].concat(tested ? [t("chart-col-test-loss"), t("chart-col-test-accuracy")] : []);
      const rows = thin(h.step.map((_, i) => i), 100).map((i) => [h.step[i], fmt(h.loss[i], 4), pct(h.accuracy[i])].concat(tested ? [fmt(h.testLoss[i], 4), pct(h.testAccuracy[i])] : []));
      return { label, head, rows };
    }],
    ["dec-roc", () => {
      const c = curve();
      if (!c) return none("chart-alt-roc-empty");
      let label = t(c.test.roc ? "chart-alt-roc-test" : "chart-alt-roc", { k: c.class + 1, auc: fmt(c.train.auc, 3), testAuc: c.test.roc ? fmt(c.test.auc, 3) : "" });
      if (c.operating) label += " " + t("chart-alt-roc-operating", { fpr: fmt(c.operating[0], 3), tpr: fmt(c.operating[1], 3) });
      return { label, head: [t("chart-col-fpr"), t("chart-col-tpr"), t("chart-col-threshold")], rows: thin(c.train.roc, 200).map((q) => q.map((v) => fmt(v, 4))) };
    }],
    ["dec-prc", () => {
      const c = curve();
      if (!c) return none("chart-alt-prc-empty");
      const label = t(c.test.roc ? "chart-alt-prc-test" : "chart-alt-prc", { k: c.class + 1, ap: fmt(c.train.ap, 3), testAp: c.test.roc ? fmt(c.test.ap, 3) : "" });
      return { label, head: [t("chart-col-recall"), t("chart-col-precision"), t("chart-col-threshold")], rows: thin(c.train.pr, 200).map((q) => q.map((v) => fmt(v, 4))) };
    }],
    ["dec-cv-box", () => {
      const r = hp.crossValidation();
      if (!r || !r.results || r.results.length === 0) return none("chart-alt-cv-empty");
      const name = (x) => fmtText(x.label || x.id);
      const label = t("chart-alt-cv", { folds: r.folds, results: list(r.results.map((x) => x.error
        ? t("chart-alt-cv-error", { name: name(x), error: fmtText(x.error) })
        : t("chart-alt-cv-row", { name: name(x), mean: pct(x.meanAccuracy), sd: pct(x.sdAccuracy), lo: pct(Math.min(...x.accuracy)), hi: pct(Math.max(...x.accuracy)) }))) });
      const folds = Math.max(0, ...r.results.map((x) => (x.accuracy || []).length));
      const head = [t("chart-col-model")].concat([...Array(folds)].map((_, f) => t("chart-col-fold", { k: f + 1 })), [t("chart-col-mean"), t("chart-col-sd")]);
      return { label, head, rows: r.results.map((x) => [name(x)].concat((x.accuracy || []).map(pct), [pct(x.meanAccuracy), pct(x.sdAccuracy)])) };
    }],
    ["fisher-hist", () => {
      const fv = hp.fisher();
      if (!fv || !fv.available) return none("chart-alt-fisher-empty");
      const stats = fv.proj.map((v) => {
        const n = v.length, m = v.reduce((a, b) => a + b, 0) / Math.max(n, 1);
        const sd = Math.sqrt(v.reduce((a, b) => a + (b - m) * (b - m), 0) / Math.max(n, 1));
        return { n, m, sd, lo: Math.min(...v), hi: Math.max(...v) };
      });
      const classes = list(stats.map((s, k) => t("chart-alt-fisher-class", { k: fv.classes[k] + 1, n: s.n, mean: fmt(s.m), sd: fmt(s.sd), lo: fmt(s.lo), hi: fmt(s.hi) })));
      let label = t(fv.trial ? "chart-alt-fisher-trial" : "chart-alt-fisher", { classes, j: fmt(fv.j, 4), mine: fv.trial ? fmt(fv.trialJ, 4) : "" });
      if (!fv.trial && fv.threshold !== null) label += " " + t("chart-alt-fisher-threshold", { t: fmt(fv.threshold) });
      return { label, head: [t("chart-col-class"), t("chart-col-points"), t("chart-col-mean"), t("chart-col-sd-long"), t("chart-col-lowest"), t("chart-col-highest")],
        rows: stats.map((s, k) => [String(fv.classes[k] + 1), String(s.n), fmt(s.m), fmt(s.sd), fmt(s.lo), fmt(s.hi)]) };
    }],
    ["weights-plot", () => {
      const w = hp.weightSpace();
      if (!w || !w.ok) return none("chart-alt-weights-none", { why: (w && w.error) ? fmtText(w.error) : t("chart-alt-not-available") });
      const label = t(w.polygon && w.polygon.length ? "chart-alt-weights" : "chart-alt-weights-empty", { w0: fmt(w.w0), corners: w.polygon ? w.polygon.length : 0,
        w1: fmt(w.current[1]), w2: fmt(w.current[2]), n: w.points.length });
      return { label, head: [t("chart-col-point"), "x", "y", t("chart-col-class"), t("chart-col-holds")], rows: w.points.map((q, i) => {
        const y = q[2] === 0 ? 1 : -1;
        const ok = y * (w.current[0] + w.current[1] * q[0] + w.current[2] * q[1]) >= (w.b || 0);
        return [String(i + 1), fmt(q[0]), fmt(q[1]), String(q[2] + 1), yes(ok)];
      }) };
    }],
    ["shatter-plot", () => {
      const s = hp.shatter();
      if (!s || !s.ok) return none("chart-alt-shatter-none", { why: (s && s.error) ? fmtText(s.error) : t("chart-alt-not-available") });
      const label = t("chart-alt-shatter", { separable: s.separable, all: s.labellings.length, n: s.n, conclusion: fmtText(s.conclusion || "") });
      return { label, head: [t("chart-col-labelling"), t("chart-col-positive"), t("chart-col-separable")], rows: s.labellings.map((l, i) => [String(i + 1),
        list(l.positive.map((p, j) => (p ? String(j + 1) : "")).filter(Boolean)) || t("hover-class-none"), yes(l.separable)]) };
    }],
    ["lift-plot", () => {
      // The status and the first 200 points only: the whole state (every
      // point, with the rest) took 90-110 ms to hand over with 10,000
      // points on a CPU four times slower (issue 51).
      const st = hp.status();
      const w = st.weights && st.field && st.field.combine === "sign" ? [st.weights.w0[0], st.weights.w[0][0], st.weights.w[0][1]] : null;
      const n = st.npoints;
      const label = w ? t("chart-alt-lift-plane", { a: vec(w), n }) : t("chart-alt-lift", { n });
      const page = n > 0 ? hp.points(0, Math.min(n, 200)) : null;
      const rows = page && Array.isArray(page.rows) ? page.rows : [];
      return { label, head: [t("chart-col-point"), "z₀", "z₁ = x", "z₂ = y", t("chart-col-class")].concat(w ? ["aᵀz"] : []),
        rows: rows.map((q, i) => [String(i + 1), "1", fmt(q[0]), fmt(q[1]), String(q[2] + 1)].concat(w ? [fmt(w[0] + w[1] * q[0] + w[2] * q[1])] : [])) };
    }],
  ];
}

// table writes the head and rows into a table element.
function fillTable(tab, head, rows) {
  tab.textContent = "";
  if (head.length === 0) { tab.append(el("caption", { textContent: t("chart-no-data") })); return; }
  const hr = el("tr");
  for (const h of head) hr.append(el("th", { scope: "col", textContent: h }));
  tab.append(el("thead", {}, hr));
  const body = el("tbody");
  for (const r of rows) {
    const tr = el("tr");
    r.forEach((v, i) => tr.append(el(i === 0 ? "th" : "td", i === 0 ? { scope: "row", textContent: String(v) } : { textContent: String(v) })));
    body.append(tr);
  }
  tab.append(body);
}

export function startChartAlternatives(hp) {
  const all = [];
  for (const [id, what] of charts(hp)) {
    const canvas = $(id);
    if (!canvas) continue;
    canvas.setAttribute("role", "img");
    const tab = el("table", { className: "values alt-table" });
    // The table scrolls in its box: the box takes the focus, so that the
    // keys scroll it too.
    const scroll = el("div", { className: "alt-scroll", tabIndex: 0 }, tab);
    scroll.setAttribute("role", "region");
    const named = () => scroll.setAttribute("aria-label", t("chart-data-of", { name: (canvas.getAttribute("aria-label") || id).split(":")[0] }));
    named();
    onLocale(named);
    const box = el("details", { className: "alt-data", id: id + "-data" }, l10n(el("summary"), "chart-as-table"), scroll);
    canvas.after(box);
    const c = { canvas, what, box, tab, seen: !window.IntersectionObserver, at: 0 };
    all.push(c);
    if (window.IntersectionObserver) {
      new IntersectionObserver((es) => { c.seen = es[es.length - 1].isIntersecting; if (c.seen) update(c, true); }).observe(canvas);
    }
    box.addEventListener("toggle", () => update(c, true));
  }
  // update renders chart c's name (and its table when open), at most every
  // two seconds unless now.
  function update(c, now) {
    const at = performance.now();
    if (!now && at - c.at < (c.box.open ? 1000 : 2000)) return;
    if (!c.seen && !c.box.open) return;
    c.at = at;
    let d;
    try {
      d = c.what();
    } catch (e) {
      return; // a chart whose section is being rebuilt: next time
    }
    if (!d) return;
    if (c.canvas.getAttribute("aria-label") !== d.label) c.canvas.setAttribute("aria-label", d.label);
    if (c.box.open) fillTable(c.tab, d.head, d.rows);
  }
  hp.subscribe(() => { for (const c of all) update(c, false); });
  onLocale(() => { for (const c of all) update(c, true); });
  for (const c of all) update(c, true);
  fisherSlider(hp);
}

// fisherSlider gives Fisher's inset a slider for the trial direction that
// the purple handle on the plot sets by dragging, in degrees.
function fisherSlider(hp) {
  const cap = document.querySelector("#fisher-inset figcaption");
  if (!cap || $("fisher-angle")) return;
  const input = el("input", { type: "range", id: "fisher-angle", min: "-90", max: "90", step: "1", value: "0" });
  l10n(input, "chart-fisher-angle");
  input.addEventListener("input", () => hp.setTrialDirection(Number(input.value) * Math.PI / 180));
  cap.append(el("label", { className: "fisher-angle" }, l10n(el("span"), "chart-fisher-direction"), " ", input));
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
