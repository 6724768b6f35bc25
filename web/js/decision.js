// The Decision section of the panel: the decision stage (class priors, a
// loss matrix, a reject threshold θ, a threshold t on h) that moves the
// boundary on the plane; the confusion matrix of the training or test
// points, whose cells ring their points on the plane; the ROC and
// precision-recall curves, whose operating point the user drags to set t;
// and a k-fold cross-validation drawn as a box plot. It uses only
// window.hyperplane's API and builds its own elements; the methods it
// compares come from the API's tables (algorithms()), by their
// properties, and the bases from its registry of bases (bases(),
// basisFor(id)).
import { $, put, fmt, displayed } from "./dom.js";
import { drawROC, drawPR, nearestROC, drawBoxes } from "./curves.js";
import { t, fmt as words, localize, onLocale, locale } from "./i18n.js";
import { evaluation } from "./state.js";

const HTML = `
<h2 id="h-decision" data-l10n-id="decision-title"></h2>
<p class="hint" id="dec-applies"></p>
<div class="dec-grid">
  <span data-l10n-id="decision-priors" data-l10n-markup></span><div id="dec-priors" class="dec-inputs"></div>
  <span data-l10n-id="decision-loss" data-l10n-markup></span><table id="dec-loss" class="dec-loss"></table>
  <label for="dec-reject" data-l10n-id="decision-reject"></label>
  <div class="row"><input id="dec-reject" type="range" min="0" max="1" step="0.01" value="0"><output id="dec-reject-out"></output></div>
  <label for="dec-threshold" class="dec-two" data-l10n-id="decision-threshold"></label>
  <div class="row dec-two"><input id="dec-threshold" type="number" step="0.1" value="0"></div>
  <span class="dec-many" data-l10n-id="decision-offsets" data-l10n-markup></span><div id="dec-offsets" class="dec-inputs dec-many"></div>
  <span></span><div class="row"><button id="dec-reset" type="button" data-l10n-id="decision-reset"></button></div>
</div>
<div class="row"><label for="dec-set" data-l10n-id="decision-confusion-of"></label>
  <select id="dec-set"><option value="train" data-l10n-id="decision-set-train"></option><option value="test" data-l10n-id="decision-set-test"></option></select></div>
<table id="dec-confusion" class="values dec-confusion" data-l10n-id="decision-confusion"></table>
<p id="dec-pr" class="hint"></p>
<div class="row" id="dec-class-row" hidden><label for="dec-class" data-l10n-id="decision-curves-of"></label><select id="dec-class"></select><span class="hint" data-l10n-id="decision-against-rest"></span></div>
<div class="dec-curves">
  <canvas id="dec-roc" class="dec-canvas" data-l10n-id="decision-roc"></canvas>
  <canvas id="dec-prc" class="dec-canvas" data-l10n-id="decision-prc"></canvas>
</div>
<p id="dec-auc" class="hint"></p>
<p id="dec-score" class="hint"></p>
<div class="row"><label for="dec-cv-models" data-l10n-id="decision-cv"></label>
  <select id="dec-cv-models"><option value="this" data-l10n-id="decision-cv-this"></option><option value="bases" data-l10n-id="decision-cv-bases"></option><option value="generative" data-l10n-id="decision-cv-generative"></option></select>
  <input id="dec-cv-k" type="number" min="2" max="20" value="5" data-l10n-id="decision-cv-k"><button id="dec-cv-run" type="button" data-l10n-id="decision-cv-run"></button></div>
<progress id="dec-cv-progress" max="1" value="0" hidden></progress>
<canvas id="dec-cv-box" class="dec-canvas dec-box" hidden data-l10n-id="decision-cv-box"></canvas>
<p id="dec-cv-out" class="hint"></p>`;

let started = false;

export function startDecision(hp) {
  if (started || !hp.setDecision) return;
  started = true;
  const sec = document.createElement("section");
  sec.id = "sec-decision";
  sec.setAttribute("aria-labelledby", "h-decision");
  sec.innerHTML = HTML; // fixed markup, no user text; its words from the catalog
  localize(sec);
  const after = $("sec-train");
  after.parentNode.insertBefore(sec, after.nextSibling);

  let K = 0, ev = null, roc = null, dragging = false, pending = false, lastSt = null, last = null;
  // The generative models, compared by "the generative models".
  const generative = hp.algorithms().filter((s) => s.kind === "generative");
  const num = (el) => (el.value.trim() === "" ? null : Number(el.value));

  const build = (k) => {
    K = k;
    const pr = $("dec-priors"), lt = $("dec-loss"), of = $("dec-offsets");
    pr.textContent = "";
    lt.textContent = "";
    of.textContent = "";
    for (const el of sec.querySelectorAll(".dec-two")) el.hidden = k > 2;
    for (const el of sec.querySelectorAll(".dec-many")) el.hidden = k < 3;
    for (let c = 0; c < k; c++) {
      const i = document.createElement("input");
      Object.assign(i, { type: "number", min: "0", step: "0.05", id: "dec-prior-" + c });
      i.placeholder = t("decision-prior-learnt");
      i.setAttribute("aria-label", t("decision-prior-of", { k: c + 1 }));
      pr.appendChild(i);
      if (k > 2) {
        const o = document.createElement("input");
        Object.assign(o, { type: "number", step: "0.1", value: "0", id: "dec-offset-" + c });
        o.setAttribute("aria-label", t("decision-offset-of", { k: c + 1 }));
        of.appendChild(o);
      }
      const tr = document.createElement("tr");
      for (let j = 0; j < k; j++) {
        const td = document.createElement("td"), x = document.createElement("input");
        Object.assign(x, { type: "number", min: "0", step: "0.5", value: c === j ? "0" : "1", id: "dec-loss-" + c + "-" + j });
        x.setAttribute("aria-label", t("decision-loss-of", { k: c + 1, j: j + 1 }));
        td.appendChild(x);
        tr.appendChild(td);
      }
      lt.appendChild(tr);
    }
    for (const el of sec.querySelectorAll("#dec-priors input, #dec-loss input, #dec-offsets input")) el.addEventListener("change", apply);
    showDecision(hp.decision());
  };

  // showDecision puts a decision into the controls.
  const showDecision = (d) => {
    if (!d || d.ok === false) return;
    last = d;
    for (let c = 0; c < K; c++) {
      const p = $("dec-prior-" + c);
      if (p && document.activeElement !== p) p.value = d.priors ? String(d.priors[c]) : "";
      const o = $("dec-offset-" + c);
      if (o && document.activeElement !== o) o.value = String(d.offsets ? +d.offsets[c].toPrecision(4) : 0);
      for (let j = 0; j < K; j++) {
        const x = $("dec-loss-" + c + "-" + j);
        if (x && document.activeElement !== x) x.value = String(d.loss ? d.loss[c][j] : c === j ? 0 : 1);
      }
    }
    if (document.activeElement !== $("dec-reject")) $("dec-reject").value = String(d.reject || 0);
    put($("dec-reject-out"), d.reject ? String(d.reject) : t("split-off"));
    if (document.activeElement !== $("dec-threshold")) $("dec-threshold").value = String(+(d.threshold || 0).toPrecision(4));
  };

  // read gathers the controls into a decision.
  const read = () => {
    const d = {};
    const pri = [...Array(K)].map((_, c) => num($("dec-prior-" + c)));
    if (pri.some((v) => v !== null)) d.priors = pri.map((v) => (v === null ? NaN : v));
    const loss = [...Array(K)].map((_, c) => [...Array(K)].map((_, j) => num($("dec-loss-" + c + "-" + j)) ?? (c === j ? 0 : 1)));
    if (loss.some((r, c) => r.some((v, j) => v !== (c === j ? 0 : 1)))) d.loss = loss;
    const th = Number($("dec-reject").value);
    if (th > 0) d.reject = th;
    // The inputs show 4 digits: a value left as shown keeps its exact self.
    let th2 = Number($("dec-threshold").value);
    if (last && last.threshold && th2 === +last.threshold.toPrecision(4)) th2 = last.threshold;
    if (th2 && K === 2) d.threshold = th2;
    const off = [...Array(K)].map((_, c) => Number(($("dec-offset-" + c) || {}).value) || 0);
    if (K > 2 && off.some((v) => v !== 0)) d.offsets = last && last.offsets && off.every((v, c) => v === +last.offsets[c].toPrecision(4)) ? last.offsets : off;
    return d;
  };
  function apply() {
    const d = read();
    if (d.priors && d.priors.some((v) => !(v > 0))) {
      put($("dec-applies"), t("decision-priors-positive"));
      return;
    }
    hp.setDecision(d);
  }
  $("dec-reject").addEventListener("input", apply);
  // A slide of θ is one step of undo, as a drag of the ROC point is.
  $("dec-reject").addEventListener("pointerdown", () => hp.decisionDrag("begin"));
  for (const ev of ["pointerup", "pointercancel", "change"]) $("dec-reject").addEventListener(ev, () => hp.decisionDrag("end"));
  $("dec-threshold").addEventListener("change", apply);
  $("dec-reset").addEventListener("click", () => { hp.setDecision({}); showDecision({}); for (let c = 0; c < K; c++) $("dec-prior-" + c).value = ""; });
  $("dec-set").addEventListener("change", () => refresh(hp.status()));
  $("dec-class").addEventListener("change", () => refresh(hp.status()));

  // The confusion matrix: rows the true classes, columns the decided ones
  // (and "rejected"); a cell rings its points on the plane, a second click
  // on it clears the rings.
  let ringed = "";
  $("dec-confusion").addEventListener("click", (e) => {
    const b = e.target.closest("button[data-truth]");
    if (!b) return;
    const key = $("dec-set").value + ":" + b.dataset.truth + ":" + b.dataset.decided;
    if (key === ringed) { hp.highlight(null); ringed = ""; }
    else { hp.confusionCell($("dec-set").value, Number(b.dataset.truth), Number(b.dataset.decided), true); ringed = key; }
    for (const x of sec.querySelectorAll("#dec-confusion button")) x.classList.toggle("on", x === b && ringed !== "");
  });
  // The table is rebuilt only when its shape or the classes' names change;
  // otherwise its buttons keep their place (and whatever the page or a
  // person's focus holds of them) and only their words change.
  let shape = "";
  const confusion = (st, c) => {
    const tab = $("dec-confusion");
    const rej = c.rejected.some((v) => v > 0);
    const key = JSON.stringify([K, rej, st.classes.map((x) => x.name), st.colors, locale()]);
    if (key === shape && tab.querySelectorAll("button").length > 0) {
      for (const b of tab.querySelectorAll("button")) {
        const j = Number(b.dataset.truth), k = Number(b.dataset.decided);
        const n = k >= 0 ? c.counts[j][k] : c.rejected[j], r = k >= 0 ? c.rates[j][k] : 0;
        cell(b, j, k, n, r);
      }
    } else {
      shape = key;
      table(st, c, tab, rej);
    }
    put($("dec-pr"), [t("decision-accuracy", { pct: fmt(100 * c.accuracy, 3), n: c.n })].concat(c.precision.map((p, k) =>
      t("decision-precision", { k: k + 1, precision: fmt(p, 3), recall: fmt(c.recall[k], 3) }))).join(" · "));
  };
  // cell writes the count n (rate r) of true class j decided as k (−1:
  // rejected) into its button.
  const cell = (b, j, k, n, r) => {
    b.textContent = k >= 0 && n > 0 ? t("decision-cell", { n, pct: Math.round(100 * r) }) : String(n);
    b.className = k === j ? "diag" : n > 0 ? "off" : "";
    b.classList.toggle("on", ringed === $("dec-set").value + ":" + j + ":" + k);
  };
  const table = (st, c, tab, rej) => {
    tab.textContent = "";
    const head = document.createElement("tr");
    head.appendChild(document.createElement("th")).textContent = t("decision-confusion-corner");
    for (let k = 0; k < K; k++) head.appendChild(document.createElement("th")).textContent = String(k + 1);
    if (rej) head.appendChild(document.createElement("th")).textContent = t("decision-rejected");
    tab.appendChild(head);
    for (let j = 0; j < K; j++) {
      const tr = document.createElement("tr");
      const th = tr.appendChild(document.createElement("th"));
      const name = document.createElement("bdi");
      name.textContent = (st.classes[j] && st.classes[j].name) || String(j + 1);
      th.appendChild(name);
      th.style.color = st.colors[j];
      const cells = c.counts[j].map((n, k) => [n, k, c.rates[j][k]]);
      if (rej) cells.push([c.rejected[j], -1, 0]);
      for (const [n, k, r] of cells) {
        const b = document.createElement("button");
        b.type = "button";
        b.dataset.truth = String(j);
        b.dataset.decided = String(k);
        cell(b, j, k, n, r);
        b.title = t("decision-ring");
        tr.appendChild(document.createElement("td")).appendChild(b);
      }
      tab.appendChild(tr);
    }
  };

  // The curves with the current decision's operating point (the training
  // confusion's (FPR, TPR) of the class); where the evaluation says the
  // point can move, dragging it along the training ROC curve sets t (two
  // classes) or the class's offset δ (more), one step of undo per drag.
  const curves = () => {
    const cs = ev.curves || [];
    $("dec-class-row").hidden = cs.length < 2;
    const sel = $("dec-class");
    if (sel.options.length !== cs.length) {
      sel.textContent = "";
      cs.forEach((c, i) => sel.add(new Option(String(c.class + 1), String(i))));
    }
    const cur = cs[Number(sel.value) || 0];
    if (!cur) return;
    const op = cur.operating || null;
    let opPR = null;
    if (op) {
      const tp = op[1] * cur.train.positives, fp = op[0] * cur.train.negatives;
      opPR = [op[1], tp + fp > 0 ? tp / (tp + fp) : 1];
    }
    roc = drawROC($("dec-roc"), cur, op);
    roc.curve = cur.draggable ? cur.train.roc : null;
    roc.cls = cur.class;
    drawPR($("dec-prc"), cur, opPR);
    const auc = t("decision-auc", { k: cur.class + 1, auc: fmt(cur.train.auc, 3), test: cur.test.roc ? fmt(cur.test.auc, 3) : "—", ap: fmt(cur.train.ap, 3) });
    put($("dec-auc"), cur.draggable ? auc + " · " + t("decision-drag", { what: cs.length === 1 ? "t" : "δ" + (cur.class + 1) }) : auc);
    const score = t("decision-score", { score: words(ev.score) });
    put($("dec-score"), cur.why ? score + " " + t("decision-why", { why: words(cur.why) }) : score);
  };

  // Dragging the operating point moves the decision to the nearest point
  // of the training ROC curve.
  const cvs = $("dec-roc");
  const toCurve = (e) => {
    if (!roc || !roc.curve) return;
    const r = cvs.getBoundingClientRect();
    const p = nearestROC(roc.curve, roc, e.clientX - r.left, e.clientY - r.top);
    if (!p) return;
    const d = hp.setOperatingPoint(roc.cls, roc.curve.indexOf(p));
    if (d && d.ok === false) { put($("dec-score"), words(d.error)); return; }
    if (d && d.threshold !== undefined) $("dec-threshold").value = String(+d.threshold.toPrecision(4));
    if (d && d.offsets) d.offsets.forEach((v, c) => { const o = $("dec-offset-" + c); if (o) o.value = String(+v.toPrecision(4)); });
  };
  cvs.addEventListener("pointerdown", (e) => {
    if (!roc || !roc.curve) return;
    dragging = true;
    hp.decisionDrag("begin");
    cvs.setPointerCapture && cvs.setPointerCapture(e.pointerId);
    toCurve(e);
  });
  cvs.addEventListener("pointermove", (e) => { if (dragging) toCurve(e); });
  const stop = () => { if (dragging) hp.decisionDrag("end"); dragging = false; };
  cvs.addEventListener("pointerup", stop);
  cvs.addEventListener("pointercancel", stop);

  // Cross-validation.
  let labels = [];
  $("dec-cv-run").addEventListener("click", () => {
    const st = hp.status(), how = $("dec-cv-models").value;
    let models = [];
    if (how === "bases") {
      // The model comparison's bases, from the program's registry: each
      // placed by the program (basisFor), as compareModels() places it.
      const bs = hp.bases().filter((b) => b.compared);
      const placed = bs.map((b) => hp.basisFor(b.id));
      const refused = placed.find((b) => !b || b.ok === false);
      if (refused) { put($("dec-cv-out"), (refused && refused.error) ? words(refused.error) : t("decision-cv-no-basis")); return; }
      models = placed.map((b) => ({ id: st.algorithm, basis: b, params: st.params }));
      labels = bs.map((b) => b.label);
    } else if (how === "generative") {
      models = generative.map((s) => ({ id: s.id, basis: st.basis }));
      labels = generative.map((s) => s.short);
    } else {
      labels = [st.name];
    }
    const r = hp.crossValidate({ k: Number($("dec-cv-k").value), seed: 1, models });
    if (r && r.ok === false) { put($("dec-cv-out"), words(r.error)); return; }
    // The run tells no status until it ends: follow its progress here.
    (function poll() {
      const c = hp.crossValidation();
      $("dec-cv-progress").hidden = !c.running;
      $("dec-cv-progress").value = c.progress;
      if (c.running) {
        put($("dec-cv-out"), t("decision-cv-running", { pct: Math.round(100 * c.progress) }));
        requestAnimationFrame(poll);
      } else showCV();
    })();
  });
  const showCV = () => {
    const r = hp.crossValidation();
    if (!r || !r.results || r.results.length === 0) return;
    $("dec-cv-progress").hidden = !r.running;
    $("dec-cv-progress").value = r.progress;
    $("dec-cv-box").hidden = false;
    r.results.forEach((x, i) => { x.label = labels[i]; });
    drawBoxes($("dec-cv-box"), r.results);
    const row = (x) => {
      const name = words(x.label || x.id);
      if (x.error) return t("decision-cv-row-error", { name, error: words(x.error) });
      const a = { name, mean: fmt(100 * x.meanAccuracy, 3), sd: fmt(100 * x.sdAccuracy, 2) };
      return x.meanLoss === null ? t("decision-cv-row", a) : t("decision-cv-row-loss", { ...a, loss: fmt(x.meanLoss, 3), lossSd: fmt(x.sdLoss, 2) });
    };
    put($("dec-cv-out"), r.running ? t("decision-cv-running", { pct: Math.round(100 * r.progress) })
      : [t("decision-cv-done", { folds: r.folds, n: r.points, ms: fmt(r.millis, 3) })].concat(r.results.map(row)).join(" · "));
  };

  // refresh brings the section up to st; without evaluate, only the parts
  // that read no point (the classes, the decision stage, the
  // cross-validation's results).
  function refresh(st, evaluate = true) {
    if (st.classes.length !== K) build(st.classes.length);
    const d = hp.decision();
    if (!dragging) showDecision(d);
    showCV();
    if (!st.trained) {
      put($("dec-applies"), t("decision-untrained"));
      return;
    }
    if (!evaluate) return;
    ev = evaluation(st);
    if (!ev || ev.ok === false) return;
    const names = { priors: "decision-applied-priors", loss: "decision-applied-loss", reject: "decision-applied-reject", threshold: "decision-applied-threshold", offsets: "decision-applied-offsets" };
    put($("dec-applies"), ev.applies.length ? t("decision-applied", { what: ev.applies.map((a) => t(names[a])).join(t("hover-list-sep")) }) : t("decision-none-applied"));
    const set = $("dec-set").value === "test" && ev.test.n > 0 ? ev.test : ev.train;
    confusion(st, set.confusion);
    curves();
  }
  // The section's evaluation is made only when it is on screen (and
  // while training at most four times a second): evaluating and drawing
  // it off screen at every status held training 10,000 points at half the
  // frame rate (17.5 against 30.8 frames a second, BENCHMARKS.md), and
  // with 100,000 points each click's evaluation held the page's thread
  // for 300 ms on a CPU four times slower (issue 51). Off screen, a model
  // that does not train still gets the parts that read no point, and its
  // evaluation too when it is small (OFF_SCREEN_WORK); the evaluation of a
  // larger one catches up when the section comes into view.
  let onScreen = !window.IntersectionObserver, stale = false;
  const due = () => onScreen && displayed(sec);
  // A model is evaluated off screen too when its points times its
  // support vectors (a kernel machine evaluates a sum over them at each
  // point) are at most this: a few ms.
  const OFF_SCREEN_WORK = 5000;
  // A status that brings only the compared algorithms' progress (the
  // picture's version unchanged) changes nothing here: at 200,000 points
  // evaluating the model again for each took seconds a time (issue 41).
  let seen = -1, seenTraining = null;
  hp.subscribe((st) => {
    lastSt = st;
    if (st.picture === seen && st.training === seenTraining && !stale) return;
    seen = st.picture;
    seenTraining = st.training;
    if (!due()) {
      stale = true;
      if (!st.training) refresh(st, st.npoints * (1 + (st.support || []).length) <= OFF_SCREEN_WORK);
      return;
    }
    if (pending) return;
    pending = true;
    setTimeout(() => requestAnimationFrame(() => { pending = false; stale = false; refresh(lastSt); }), lastSt.training ? 250 : 0);
  });
  if (window.IntersectionObserver) {
    new IntersectionObserver((entries) => {
      onScreen = entries[entries.length - 1].isIntersecting;
      if (onScreen && stale && !pending) { stale = false; refresh(hp.status()); }
    }).observe(sec);
  }
  onLocale(() => { $("dec-class").textContent = ""; refresh(hp.status()); });
  refresh(hp.status());
}
