// The Algorithm section: the method picker, one control per parameter of
// the method's table, and the basis functions.
import { $, put } from "./dom.js";
import { hp, specs, specOf } from "./state.js";
import { t, fmt, locale, onLocale } from "./i18n.js";

export function buildAlgorithmPicker() {
  const sel = $("algorithm");
  sel.textContent = "";
  const groups = new Map();
  for (const s of specs) {
    const family = s.family && s.family.id ? s.family.id : s.family; // a Text from Go: one group per id
    if (!groups.has(family)) {
      const g = document.createElement("optgroup");
      g.label = fmt(s.family);
      groups.set(family, g);
      sel.appendChild(g);
    }
    const o = document.createElement("option");
    o.value = s.id;
    o.textContent = fmt(s.name);
    groups.get(family).appendChild(o);
  }
}

// In another language: the pickers' names, and the parameters' controls,
// made again by the panel's render that render.js's listener runs after
// this one (render.js imports this module, so its listener comes later).
onLocale(() => {
  if (!specs.length) return;
  const cur = $("algorithm").value;
  buildAlgorithmPicker();
  $("algorithm").value = cur;
  const bcur = $("basis").value;
  buildBasisPicker();
  $("basis").value = bcur;
  paramsFor = "";
});

// buildParams builds one control per parameter of the table.
function buildParams(spec, values) {
  const box = $("params");
  box.textContent = "";
  for (const p of spec.params || []) {
    if (p.when) {
      // Shown only while another choice has one of the given values.
      const k = p.when.key;
      const cur = values && k in values ? values[k] : (spec.params.find((q) => q.key === k) || {}).default;
      if (!p.when.values.includes(cur)) continue;
    }
    const div = document.createElement("div");
    div.className = "param " + p.kind;
    div.title = fmt(p.help);
    const id = "param-" + p.key;
    const v = values && p.key in values ? values[p.key] : p.default;
    if (p.kind === "bool") {
      const lab = document.createElement("label");
      const cb = document.createElement("input");
      cb.type = "checkbox";
      cb.id = id;
      cb.checked = !!v;
      cb.addEventListener("change", () => hp.setParam(p.key, cb.checked));
      lab.append(cb, document.createTextNode(fmt(p.label)));
      div.appendChild(lab);
    } else if (p.kind === "choice") {
      const top = document.createElement("label");
      top.className = "top";
      top.htmlFor = id;
      top.textContent = fmt(p.label);
      const sel = document.createElement("select");
      sel.id = id;
      for (const c of p.choices) {
        const o = document.createElement("option");
        o.value = c.value;
        o.textContent = fmt(c.label);
        sel.appendChild(o);
      }
      sel.value = v;
      sel.addEventListener("change", () => hp.setParam(p.key, sel.value));
      div.append(top, sel);
    } else {
      const top = document.createElement("div");
      top.className = "top";
      const lab = document.createElement("label");
      lab.htmlFor = id;
      lab.textContent = fmt(p.label);
      const num = document.createElement("input");
      num.type = "number";
      num.id = id;
      num.min = p.min;
      num.max = p.max;
      num.step = p.kind === "int" ? 1 : "any";
      num.value = v;
      top.append(lab, num);
      div.appendChild(top);
      const commit = (x) => {
        const r = hp.setParam(p.key, x);
        if (r && r.ok === false) num.value = v;
      };
      if (p.kind === "float") {
        const range = document.createElement("input");
        range.type = "range";
        range.min = 0;
        range.max = 1000;
        range.id = "range-" + p.key;
        range.setAttribute("aria-label", fmt(p.label));
        const toUnit = (x) => p.log ? Math.log(x / lo) / Math.log(p.max / lo) : (x - p.min) / (p.max - p.min);
        const fromUnit = (u) => p.log ? lo * Math.pow(p.max / lo, u) : p.min + u * (p.max - p.min);
        const lo = p.log ? Math.max(p.min, 1e-12) : p.min;
        range.value = Math.round(1000 * toUnit(Math.max(v, lo)));
        // The slider sets the parameter live as it moves (one call a frame
        // at most), so that a kernel's γ or C bends the boundary under the
        // pointer; a model that was playing plays on. The controls are not
        // rebuilt while it moves (liveParam), which would drop the drag.
        let queued = false, resume = false, sent = v;
        const send = () => {
          queued = false;
          sent = Number(num.value);
          const r = hp.setParam(p.key, sent);
          if (r && r.ok === false) return;
          if (resume) hp.play();
        };
        range.addEventListener("input", () => {
          if (liveParam !== p.key) { liveParam = p.key; resume = !!hp.status().playing; } // the program's state now: the last status shown may be a frame old
          num.value = Number(fromUnit(range.value / 1000).toPrecision(3));
          if (!queued) { queued = true; requestAnimationFrame(send); }
        });
        range.addEventListener("change", () => {
          liveParam = "";
          if (queued || Number(num.value) === sent) return; // sent, or about to be
          const r = hp.setParam(p.key, Number(num.value));
          if (r && r.ok === false) num.value = v;
          else if (resume) hp.play();
        });
        div.appendChild(range);
      }
      num.addEventListener("change", () => {
        const x = Number(num.value);
        if (!Number.isFinite(x)) { num.value = v; return; }
        commit(x);
      });
    }
    box.appendChild(div);
  }
}

// renderAlgorithm shows the method's description and its controls.
let paramsFor = "";     // the algorithm and parameters whose controls are built
let liveParam = "";     // the parameter whose slider is moving (its controls are kept)
export function renderAlgorithm(st) {
  if ($("algorithm").value !== st.algorithm) $("algorithm").value = st.algorithm;
  const spec = specOf(st.algorithm);
  put($("algo-summary"), spec ? fmt(spec.summary) : "");
  put($("algo-help"), spec ? fmt(spec.help) : "");
  if (spec && !liveParam && (paramsFor !== st.algorithm + JSON.stringify(st.params))) {
    paramsFor = st.algorithm + JSON.stringify(st.params);
    buildParams(spec, st.params);
  }
}

// The basis picker lists the program's registry of bases, hp.bases(), and
// turns a choice into a basis with hp.basisFor(id): the program places a
// grid's centres (over the points, by the rule the registry names), so that
// the picker, the model comparison and the cross-validation of each basis
// mean the same model by the same name. The width and "also x and y" of a
// Gaussian basis are the user's to change.
let bases = [];

export function buildBasisPicker() {
  bases = hp.bases();
  const sel = $("basis");
  sel.textContent = "";
  for (const b of bases) sel.add(new Option(fmt(b.name), b.id));
}

export function basisFromControls() {
  const b = hp.basisFor($("basis").value);
  if (!b || b.ok === false || b.kind !== "rbf") return b;
  const w = Number(($("rbf-width") || {}).value);
  if (w > 0 && $("rbf-width").dataset.basis === $("basis").value) b.width = w;
  b.linear = !!($("rbf-linear") || {}).checked;
  return b;
}

export function buildBasisParams(b) {
  const box = $("basis-params");
  box.textContent = "";
  if (!b || b.kind !== "rbf") return;
  const mk = (label, input) => {
    const d = document.createElement("div");
    d.className = "param";
    const t = document.createElement("label");
    t.className = "top";
    t.textContent = label;
    t.htmlFor = input.id;
    d.append(t, input);
    box.appendChild(d);
  };
  const w = document.createElement("input");
  w.type = "number";
  w.id = "rbf-width";
  w.min = 0.01;
  w.step = "any";
  w.value = Number((b.width || 1).toPrecision(3));
  w.dataset.basis = $("basis").value; // a width typed for this grid
  mk(t("panel-rbf-width"), w);
  const lin = document.createElement("label");
  const cb = document.createElement("input");
  cb.type = "checkbox";
  cb.id = "rbf-linear";
  cb.checked = !!b.linear;
  lin.append(cb, document.createTextNode(" " + t("panel-rbf-linear")));
  lin.className = "param";
  box.appendChild(lin);
  for (const el of [w, cb]) el.addEventListener("change", () => { const nb = basisFromControls(); if (nb && nb.ok !== false) hp.setBasis(nb); });
}

// basisKey returns the picker's entry for a basis: the registry's entry of
// its kind and degree, or for Gaussian bumps the grid nearest its number
// of centres.
export function basisKey(b) {
  const kind = (b && b.kind) || "linear";
  const n = kind === "rbf" ? (b.centres || []).length : 0;
  let best = null;
  for (const e of bases) {
    if ((e.kind || "linear") !== kind || (kind === "poly" && e.degree !== b.degree)) continue;
    if (!best || Math.abs(e.grid * e.grid - n) < Math.abs(best.grid * best.grid - n)) best = e;
  }
  return best ? best.id : "";
}
