// The table of the model's quantities, Novikoff's bound, Ho-Kashyap's b
// and e, and the generative models compared.
import { $, put, fmt } from "./dom.js";
import { hp, specOf } from "./state.js";
import { t, fmt as words, locale } from "./i18n.js";

// renderModels shows the rows of the model comparison that compare the
// current method with its rivals (the group its table names,
// evidenceGroup): the generative models side by side, each named by its
// short label, or Bayesian logistic regression across the bases, each
// row named by its basis; each with its evidence. Each group's best row
// by each criterion is bold, and the row of the best evidence is
// highlighted.
export function renderModels(st) {
  const spec = specOf(st.algorithm);
  const box = $("models-box");
  const group = spec ? spec.evidenceGroup : "";
  box.hidden = !group;
  if (box.hidden || !box.open) return;
  const key = st.npoints + ":" + JSON.stringify(st.basis) + ":" + st.counts + ":" + st.algorithm + ":" + JSON.stringify(st.params) + ":" + locale();
  if (box.dataset.key === key) return;
  box.dataset.key = key;
  // The group's rows are fitted a few Newton steps a task
  // (compareModels({group, rows}) fits for at most 8 ms a call): the
  // whole table on 10,000 points held the thread 300 ms at 4x (issue 51).
  // The table grows as the rows come; a newer key stops an older run.
  const tab = $("models");
  let shown = -1;
  const more = (k) => {
    if (box.dataset.key !== key) return;
    const all = hp.compareModels({ group, rows: k });
    if (!all || all.ok === false || !Array.isArray(all.rows)) return;
    if (all.rows.length !== shown) fill(tab, spec, all.rows);
    shown = all.rows.length;
    if (all.rows.length < all.total) setTimeout(() => more(k + 1), 0);
  };
  more(1);
}

// fill writes the rows of the comparison into its table.
function fill(tab, spec, r) {
  tab.textContent = "";
  // The generative models' likelihood is p(x, t | θ), each row a method;
  // the discriminative rows are p(t | x, a), each the method on a basis
  // ("logistic, poly 2").
  const gen = spec.kind === "generative";
  // A discriminative row's name is "method, basis": the basis is the row's.
  const label = (m) => (gen ? words((specOf(m.id) || {}).short || m.name) : (m.basisName ? words(m.basisName) : words(m.name).replace(/^[^,]*, /, "")));
  const head = document.createElement("tr");
  const cols = [t("values-model"), gen ? "ln p(D|θ)" : "ln p(D|a)", "M", "AIC", "BIC", "ln p(D)", t("values-occam")];
  for (const h of cols) {
    const th = document.createElement("th");
    th.textContent = h;
    head.appendChild(th);
  }
  tab.appendChild(head);
  for (const m of r) {
    const tr = document.createElement("tr");
    const cells = [[label(m), ""], [fmt(m.loglik, 4), ""], [String(m.m), ""], [fmt(m.aic, 4), "aic"], [fmt(m.bic, 4), "bic"]];
    cells.push([m.evidence === null ? "—" : fmt(m.evidence, 4), "evidence"], [m.occam === null ? "—" : fmt(m.occam, 3), ""]);
    for (const [v, k] of cells) {
      const td = document.createElement("td");
      td.textContent = v;
      if (k && m.best.includes(k)) td.style.fontWeight = "bold";
      tr.appendChild(td);
    }
    if (m.best.includes("evidence")) tr.className = "best";
    tr.title = m.notes ? t("values-model-notes", { name: words(m.name), notes: words(m.notes) }) : words(m.name);
    tab.appendChild(tr);
  }
  if (r.length === 0) tab.textContent = t("values-evidence-two-classes");
}

// renderHK shows Ho-Kashyap's b and e, one row a point, while its box
// is open.
export function renderHK(st) {
  const box = $("hk-box");
  box.hidden = !st.hk;
  if (!st.hk || !box.open) return;
  const tab = $("hk");
  const n = st.hk.b.length;
  if (tab.rows.length !== n + 1) {
    tab.textContent = "";
    for (let i = 0; i <= n; i++) {
      const tr = document.createElement("tr");
      for (let j = 0; j < 4; j++) tr.appendChild(document.createElement(i === 0 ? "th" : "td"));
      tab.appendChild(tr);
    }
    ["n", "", "bₙ", "eₙ"].forEach((h, j) => { tab.rows[0].cells[j].textContent = h; });
  }
  for (let i = 0; i < n; i++) {
    const c = tab.rows[i + 1].cells;
    put(c[0], String(i + 1));
    const e = st.hk.e[i];
    put(c[1], e > 0 ? t("values-b-grows") : "");
    put(c[2], fmt(st.hk.b[i], 4));
    put(c[3], fmt(e, 4));
  }
}

export function renderValues(st) {
  const tab = $("values");
  const rows = (st.values || []).slice();
  if (st.geometry) {
    rows.push({ label: { id: "values-origin-distance", args: {} }, v: st.geometry.originDistance });
    rows.push({ label: { id: "values-set-margin", args: {} }, v: st.geometry.setGeometric });
  }
  // Novikoff: the mistakes so far against the bound (R/γ)².
  const bound = (st.values || []).find((v) => v.key === "bound");
  const novikoff = !!(bound && bound.v > 0 && st.iterative);
  // The rows are built when their labels change and otherwise only
  // their numbers are rewritten.
  const key = JSON.stringify([novikoff, rows.map((v) => v.label), locale()]);
  if (tab.dataset.key !== key) {
    tab.dataset.key = key;
    tab.textContent = "";
    if (novikoff) {
      const tr = document.createElement("tr");
      const td = document.createElement("td");
      td.colSpan = 2;
      const bar = document.createElement("meter");
      bar.min = 0;
      bar.style.width = "100%";
      bar.setAttribute("aria-label", t("values-novikoff-bar"));
      td.append(document.createElement("div"), bar);
      tr.appendChild(td);
      tab.appendChild(tr);
    }
    for (const v of rows) {
      const tr = document.createElement("tr");
      const a = document.createElement("td");
      a.textContent = words(v.label);
      tr.append(a, document.createElement("td"));
      tab.appendChild(tr);
    }
  }
  let i = 0;
  if (novikoff) {
    const td = tab.rows[i++].cells[0];
    put(td.firstChild, t("values-novikoff", { k: st.updates, bound: fmt(bound.v, 4) }));
    const bar = td.lastChild;
    if (bar.max !== bound.v) bar.max = bound.v;
    const k = Math.min(st.updates, bound.v);
    if (bar.value !== k) bar.value = k;
  }
  for (const v of rows) put(tab.rows[i++].cells[1], fmt(v.v, 4));
}
