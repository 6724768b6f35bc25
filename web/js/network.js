// The network's own controls in the Algorithm section, beside the ones its
// parameter table gives (panel.js): the hidden units' legend (each unit's
// colour on the plot, its weights and the size of its outgoing weights),
// another seed, swapping two units and flipping one's sign. Shown while
// the status carries a network's weights (status().network: the method is
// one, and it has points to train on; the page names no method). The
// words are the catalog's (locales/en/network.ftl).
import { $, fmt, vec } from "./dom.js";
import { hp } from "./state.js";
import { t, onLocale } from "./i18n.js";

let built = false;
let shown = "";   // the units' legend drawn, as JSON

// buildNetworkBox makes the box's controls once, in the words of the
// current language; a change of language makes them again.
function buildNetworkBox() {
  const box = $("network-box");
  box.textContent = "";
  const h = document.createElement("h3");
  h.id = "network-heading";
  h.textContent = t("network-box-heading");
  const table = document.createElement("table");
  table.id = "network-units";
  table.className = "values";
  const cap = document.createElement("caption");
  cap.textContent = t("network-units-caption");
  table.appendChild(cap);
  const row = document.createElement("div");
  row.className = "row network-actions";
  const button = (id, label, title, fn) => {
    const b = document.createElement("button");
    b.type = "button";
    b.id = id;
    b.textContent = label;
    b.title = title;
    b.addEventListener("click", fn);
    return b;
  };
  const select = (id, label) => {
    const s = document.createElement("select");
    s.id = id;
    s.setAttribute("aria-label", label);
    return s;
  };
  const a = select("network-swap-a", t("network-swap-first"));
  const b = select("network-swap-b", t("network-swap-second"));
  const f = select("network-flip-unit", t("network-flip-unit"));
  row.append(
    button("network-reseed", t("network-reseed"), t("network-reseed-title"), reseed),
    a, b, button("network-swap", t("network-swap"), t("network-swap-title"), () => hp.swapUnits(Number(a.value), Number(b.value))),
    f, button("network-flip", t("network-flip"), t("network-flip-title"), () => hp.flipUnit(Number(f.value))));
  const hint = document.createElement("p");
  hint.id = "network-hint";
  hint.className = "hint";
  box.append(h, table, row, hint);
  box.setAttribute("aria-labelledby", "network-heading");
  built = true;
  shown = "";
}

// reseed starts again from the next seed's weights.
function reseed() {
  const st = hp.status();
  hp.setParam("init", (Number(st.params.init) || 0) + 1);
}

// renderNetwork shows the box while the method is a network, with one row
// of the legend per hidden unit and the units to swap and flip.
export function renderNetwork(st) {
  const box = $("network-box");
  const on = !!st.network;
  box.hidden = !on;
  if (!on) return;
  if (!built) buildNetworkBox();
  const n = st.network;
  const units = n ? n.hidden : [];
  const basis = st.params && st.params.layer === "basis";
  $("network-hint").textContent = basis ? t("network-basis-hint")
    : (st.basis && st.basis.kind && st.basis.kind !== "linear") ? t("network-curves-hint") : t("network-hint");
  for (const id of ["network-swap", "network-flip", "network-swap-a", "network-swap-b", "network-flip-unit"]) {
    $(id).disabled = units.length < (id.startsWith("network-swap") ? 2 : 1);
  }
  $("network-flip").disabled = $("network-flip").disabled || !n || n.activation === "relu";
  const key = JSON.stringify(n || null);
  if (key === shown) return;
  shown = key;
  legend(n);
  for (const [id, first] of [["network-swap-a", 0], ["network-swap-b", 1], ["network-flip-unit", 0]]) {
    const s = $(id);
    const keep = s.value;
    s.textContent = "";
    units.forEach((_, j) => s.add(new Option(t("network-unit-name", { unit: j + 1 }), String(j))));
    s.value = keep !== "" && Number(keep) < units.length ? keep : String(Math.min(first, units.length - 1));
  }
}

// legend writes the table of the units: colour, w, b and ‖v‖, each number
// to three significant figures.
function legend(n) {
  const table = $("network-units");
  while (table.rows.length) table.deleteRow(0);
  const tb = table.tBodies[0] || table.createTBody();
  const head = table.createTHead();
  head.textContent = "";
  const hr = head.insertRow();
  for (const w of ["network-units-unit", "network-units-colour", "network-units-weights", "network-units-bias", "network-units-outgoing"]) {
    const th = document.createElement("th");
    th.scope = "col";
    th.textContent = t(w);
    hr.appendChild(th);
  }
  if (!n) return;
  // Three significant digits with the locale's decimal sign (dom.js).
  const num = (x) => fmt(Number(x));
  n.hidden.forEach((u, j) => {
    const r = tb.insertRow();
    const th = document.createElement("th");
    th.scope = "row";
    th.textContent = String(j + 1);
    r.appendChild(th);
    const sw = r.insertCell();
    const chip = document.createElement("span");
    chip.className = "unit-swatch";
    chip.style.background = n.colors[j];
    chip.setAttribute("aria-hidden", "true");
    sw.append(chip, document.createTextNode(" " + n.colors[j]));
    r.insertCell().textContent = vec(u.w);
    r.insertCell().textContent = num(u.b);
    let s = 0;
    for (const o of n.output) s += o.w[j] * o.w[j];
    r.insertCell().textContent = num(Math.sqrt(s));
  });
}

// In another language the box is built again; render.js's listener,
// which runs after this one, fills it from the status.
onLocale(() => {
  if (built) buildNetworkBox();
});
