// Backpropagation shown: for the chosen point (netpoint.js), the network
// as a diagram with the forward values at each unit (aⱼ over the unit,
// hⱼ in it), the output's value, target and error δ = y − t, and each
// hidden unit's delta δⱼ = g'(aⱼ) Σᵣ vᵣⱼ δᵣ under it; without a point, the
// full batch's gradient on each unit. A box draws the step on the plot
// (the view's backprop switch): each hidden line's arrows, magnified as
// the note says. The numbers are the program's (hyperplane.backprop()).
import { $ } from "../dom.js";
import { t, fmt, onLocale } from "../i18n.js";
import { sized, sub, num3 } from "./canvas.js";
import { chosenPoint } from "./netpoint.js";

const num = num3;

export function backpropView(hp, colors) {
  const box = $("pic-backprop"), canvas = $("backprop-plot"), out = $("backprop-out");
  const input = $("backprop-point"), clear = $("backprop-clear"), arrows = $("backprop-arrows");
  const chosen = chosenPoint(hp);
  let b = null, net = null, lastSt = null;

  function draw() {
    const W = Math.max(1, Math.floor(canvas.parentElement.clientWidth));
    const units = b ? b.rows ? b.rows.length : (b.h || []).length : 0;
    const H = Math.max(190, Math.min(80 + 64 * Math.max(units, 2), 520));
    const { g } = sized(canvas, H);
    g.fillStyle = "#ffffff";
    g.fillRect(0, 0, W, H);
    if (!b || !net) return;
    diagram(g, W, H, b, net, colors, (lastSt && lastSt.network && lastSt.network.colors) || ["#3d3d3d"]);
  }

  function say() {
    if (!b) return;
    const k = b.magnified ? { k: b.magnified } : null;
    let s;
    if (b.point < 0) {
      s = t("network-backprop-note-batch", { e: num(b.e), eta: num(b.eta) });
    } else {
      const c = b.target.length === 1 ? 0 : b.target.indexOf(1);
      s = t(net && net.loss === "squared" ? "network-backprop-note-point-squared" : "network-backprop-note-point", { point: b.point + 1, class: b.class + 1, e: num(b.e), y: num(b.target.length === 1 ? b.p[0] : b.p[c]), t: b.target[c], delta: num(b.out[c]), eta: num(b.eta) });
    }
    if (b.frozen) s += " " + t("network-backprop-note-frozen");
    else if (arrows.checked && k) s += " " + t("network-backprop-note-arrows", k);
    else if (arrows.checked) s += " " + t("network-backprop-note-still");
    out.textContent = s;
  }

  function update(st) {
    lastSt = st;
    net = st.field && st.field.network;
    if (!net) { b = null; draw(); return; }
    arrows.checked = !!(st.view && st.view.backprop);
    const r = hp.backprop();
    b = r && r.ok ? r : null;
    if (!b) { out.textContent = r ? fmt(r.error) : ""; draw(); return; }
    chosen.sync(b.point);
    input.max = String(st.npoints);
    if (document.activeElement !== input) input.value = b.point >= 0 ? String(b.point + 1) : "";
    say();
    draw();
  }

  input.addEventListener("change", () => {
    const v = input.value.trim();
    if (v === "") { chosen.set(-1); return; }
    const i = Math.round(Number(v)) - 1;
    if (Number.isFinite(i) && i >= 0 && i < (lastSt ? lastSt.npoints : 0)) chosen.set(i);
    else input.value = chosen.get() >= 0 ? String(chosen.get() + 1) : "";
  });
  clear.addEventListener("click", () => chosen.set(-1));
  arrows.addEventListener("change", () => hp.setView({ backprop: arrows.checked }));
  chosen.onChange(() => { if (lastSt) update(hp.status()); });
  onLocale(() => { if (lastSt) update(lastSt); });

  return { box, applies: (st) => !!(st.field && st.field.network), update };
}

// diagram draws the network: the inputs, the hidden units and the outputs
// in three columns, the output weights v (net.output) as lines whose
// width is their size (blue positive, red negative), each unit in its
// colour with its numbers.
function diagram(g, W, H, b, net, colors, unitColors) {
  const hidden = b.rows ? b.rows.length : (b.h || []).length;
  const outs = b.outGrad.length;
  const xs = [Math.max(34, W * 0.12), W * 0.45, W - Math.max(70, W * 0.2)];
  const ys = (n) => [...Array(n)].map((_, i) => 40 + (H - 80) * (n === 1 ? 0.5 : i / (n - 1)));
  const inY = ys(2), hY = ys(hidden), oY = ys(outs);
  const R = Math.max(8, Math.min(19, (H - 80) / (2 * Math.max(hidden, 1)) - 12));
  g.font = "11px system-ui, sans-serif";
  g.textAlign = "center";
  g.textBaseline = "middle";
  // Inputs to hidden units: thin grey.
  g.strokeStyle = "#c8c8cf";
  g.lineWidth = 1;
  for (const y0 of inY) for (const y1 of hY) { g.beginPath(); g.moveTo(xs[0] + R, y0); g.lineTo(xs[1] - R, y1); g.stroke(); }
  // Hidden units to outputs: the output weights.
  let top = 1e-12;
  for (const row of net.output) for (const x of row.slice(1)) top = Math.max(top, Math.abs(x));
  net.output.forEach((row, r) => hY.forEach((y, j) => {
    const w = row[j + 1] || 0;
    g.strokeStyle = w >= 0 ? "rgba(11, 92, 173, 0.7)" : "rgba(176, 28, 28, 0.7)";
    g.lineWidth = 0.5 + 3.5 * Math.abs(w) / top;
    g.beginPath(); g.moveTo(xs[1] + R, y); g.lineTo(xs[2] - R, oY[r]); g.stroke();
  }));
  const node = (x, y, color, text) => {
    g.beginPath();
    g.arc(x, y, R, 0, 2 * Math.PI);
    g.fillStyle = "#ffffff";
    g.fill();
    g.strokeStyle = color;
    g.lineWidth = 2.5;
    g.stroke();
    g.fillStyle = "#1d1d1f";
    g.font = "10px system-ui, sans-serif";
    g.fillText(text, x, y);
    g.font = "11px system-ui, sans-serif";
  };
  node(xs[0], inY[0], "#9a9aa2", b.point >= 0 ? t("network-backprop-input-x", { v: num(b.x) }) : "x");
  node(xs[0], inY[1], "#9a9aa2", b.point >= 0 ? t("network-backprop-input-y", { v: num(b.y) }) : "y");
  // The inputs' names beside them, left of the nodes.
  g.fillStyle = "#55555c";
  g.textAlign = "right";
  g.fillText("x", xs[0] - R - 4, inY[0]);
  g.fillText("y", xs[0] - R - 4, inY[1]);
  g.textAlign = "center";
  hY.forEach((y, j) => {
    node(xs[1], y, unitColors[j % unitColors.length], b.h ? num(b.h[j]) : "h" + sub(j + 1));
    g.fillStyle = "#55555c";
    if (b.a) g.fillText(t("network-backprop-a", { a: num(b.a[j]) }), xs[1], y - R - 7);
    g.fillStyle = "#8a1c1c";
    const under = b.delta ? t("network-backprop-delta", { delta: num(b.delta[j]) })
      : b.grad ? t("network-backprop-grad", { g: num(Math.hypot(...b.grad[j])) }) : "";
    if (under) g.fillText(under, xs[1], y + R + 8);
  });
  oY.forEach((y, r) => {
    const p = b.p ? (outs === 1 ? b.p[0] : b.p[r]) : null;
    node(xs[2], y, colors[outs === 1 ? 0 : r] || "#555555", p === null ? "o" + sub(r + 1) : num(p));
    g.fillStyle = "#55555c";
    if (b.o) g.fillText(t("network-backprop-o", { o: num(b.o[r]) }), xs[2], y - R - 7);
    g.fillStyle = "#8a1c1c";
    if (b.out) g.fillText(t("network-backprop-out", { t: b.target[r], delta: num(b.out[r]) }), xs[2], y + R + 8);
  });
}

// backpropChart is the diagram's text alternative (chartalt.js): for the
// chosen point each hidden unit's aⱼ, hⱼ, δⱼ and gradient, and each
// output's o, y, t and δ; for the batch each unit's gradient.
export function backpropChart(hp) {
  const b = hp.backprop();
  if (!b || !b.ok) return { label: t("network-backprop-alt-none", { why: b ? fmt(b.error) : "" }), head: [], rows: [] };
  const n3 = num3;
  const units = b.grad ? b.grad.length : (b.h || []).length;
  const label = b.point >= 0 ? t("network-backprop-alt-point", { point: b.point + 1, class: b.class + 1, e: num(b.e), units })
    : t("network-backprop-alt-batch", { e: num(b.e) });
  const widest = Math.max(0, ...(b.grad || []).map((r) => r.length), ...b.outGrad.map((r) => r.length));
  const head = [t("network-backprop-alt-unit"), "a", "h", "δ"].concat([...Array(widest)].map((_, i) => t("network-backprop-alt-grad", { i })));
  const rows = [];
  for (let j = 0; j < units; j++) {
    rows.push([t("network-space-axis-h", { sub: sub(j + 1) }), n3(b.a && b.a[j]), n3(b.h && b.h[j]), n3(b.delta && b.delta[j])].concat((b.grad ? b.grad[j] : []).map(n3)));
  }
  b.outGrad.forEach((row, r) => {
    rows.push([t("network-backprop-alt-output", { output: r + 1 }), n3(b.o && b.o[r]), n3(b.p && b.p[b.outGrad.length === 1 ? 0 : r]), n3(b.out && b.out[r])].concat(row.map(n3)));
  });
  return { label, head, rows };
}
