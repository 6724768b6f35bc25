// The weight-space view: the solution region {a : yᵢaᵀzᵢ ≥ b} cut at the
// current bias w₀, one line per point's constraint, and the path of the
// weights as training runs. Hovering a line rings its point in the plot;
// hovering a point in the plot thickens its line.
import { t, fmt } from "../i18n.js";
import { decimal } from "../dom.js";
import { $ } from "../dom.js";
import { sized, clipLine } from "./canvas.js";

export function weightView(hp, colors) {
  const box = $("pic-weights"), canvas = $("weights-plot"), out = $("weights-out");
  let ws = null, hot = -1, fromPlot = -1, geom = null;
  const ring = document.createElement("div");
  ring.id = "pic-ring";
  ring.hidden = true;
  document.body.appendChild(ring);

  function draw() {
    const W = Math.max(1, Math.floor(canvas.parentElement.clientWidth));
    const H = Math.min(W, 320);
    const { g } = sized(canvas, H);
    if (!ws || !ws.ok) { geom = null; return; }
    const [a0, a1, b0, b1] = ws.box;
    // Equal scales on both axes, centred, so that angles are true.
    const k = Math.min((W - 8) / (a1 - a0), (H - 8) / (b1 - b0));
    const ox = W / 2 - k * (a0 + a1) / 2, oy = H / 2 + k * (b0 + b1) / 2;
    const px = (w) => ox + k * w, py = (w) => oy - k * w;
    geom = { px, py, k, ox, oy };
    g.fillStyle = "#ffffff";
    g.fillRect(0, 0, W, H);
    // The axes w₁ and w₂.
    g.strokeStyle = "#c8c8cf";
    g.lineWidth = 1;
    g.beginPath();
    g.moveTo(px(a0), py(0)); g.lineTo(px(a1), py(0));
    g.moveTo(px(0), py(b0)); g.lineTo(px(0), py(b1));
    g.stroke();
    g.fillStyle = "#6b6b70";
    g.font = "11px system-ui, sans-serif";
    g.fillText("w₁", px(a1) - 16, py(0) - 4);
    g.fillText("w₂", px(0) + 4, py(b1) + 12);
    // The feasible polygon, shaded.
    if (ws.polygon.length >= 3) {
      g.fillStyle = "rgba(46, 160, 67, 0.28)";
      g.beginPath();
      ws.polygon.forEach(([u, v], i) => (i ? g.lineTo(px(u), py(v)) : g.moveTo(px(u), py(v))));
      g.closePath();
      g.fill();
    }
    // One line per constraint, in its point's colour.
    const strong = hot >= 0 ? hot : fromPlot;
    // The point whose constraint is drawn thick, for tests and tools.
    canvas.dataset.strong = strong >= 0 ? ws.constraints[strong].point : "";
    ws.constraints.forEach((h, i) => {
      const seg = clipLine([-h.d, h.c[0], h.c[1]], a0, a1, b0, b1);
      if (!seg) return;
      const cls = ws.points[h.point][2];
      g.strokeStyle = colors[cls] || "#555";
      g.globalAlpha = strong >= 0 && strong !== i ? 0.35 : 0.9;
      g.lineWidth = strong === i ? 3 : 1;
      g.beginPath();
      g.moveTo(px(seg[0]), py(seg[1]));
      g.lineTo(px(seg[2]), py(seg[3]));
      g.stroke();
    });
    g.globalAlpha = 1;
    // The path of (w₁, w₂) and the weights on screen.
    if (ws.path && ws.path.length) {
      g.strokeStyle = "#1d1d1f";
      g.lineWidth = 1.5;
      g.beginPath();
      ws.path.forEach((a, i) => (i ? g.lineTo(px(a[1]), py(a[2])) : g.moveTo(px(a[1]), py(a[2]))));
      g.stroke();
      g.fillStyle = "#1d1d1f";
      for (const a of ws.path) g.fillRect(px(a[1]) - 1.5, py(a[2]) - 1.5, 3, 3);
      g.beginPath();
      g.arc(px(ws.current[1]), py(ws.current[2]), 4.5, 0, 2 * Math.PI);
      g.fillStyle = "#0b5cad";
      g.fill();
      g.strokeStyle = "#ffffff";
      g.lineWidth = 1.5;
      g.stroke();
    }
  }

  function say() {
    if (!ws.ok) { out.textContent = fmt(ws.error); return; }
    const f = (v) => (Math.abs(v) < 1e-12 ? "0" : decimal(Number(v.toPrecision(3)).toString()));
    const m = ws.margin === "xi" ? "ξ" : "b";
    const region = ws.polygon.length >= 3 ? t("pic-weights-region", { m }) : t("pic-weights-empty");
    out.textContent = t("pic-weights-note", { w0: f(ws.w0), m, b: f(ws.b), region });
  }

  // The constraint line nearest the pointer, within 6 CSS pixels.
  function nearest(ev) {
    if (!geom || !ws || !ws.ok) return -1;
    const r = canvas.getBoundingClientRect();
    const u = (ev.clientX - r.left - geom.ox) / geom.k, v = (geom.oy - (ev.clientY - r.top)) / geom.k;
    let best = -1, bd = 6 / geom.k;
    ws.constraints.forEach((h, i) => {
      const n = Math.hypot(h.c[0], h.c[1]);
      if (n === 0) return;
      const d = Math.abs(h.c[0] * u + h.c[1] * v - h.d) / n;
      if (d < bd) { bd = d; best = i; }
    });
    return best;
  }

  function setHot(i) {
    if (i === hot) return;
    hot = i;
    draw();
    if (i < 0 || !ws) { ring.hidden = true; return; }
    const p = ws.points[ws.constraints[i].point];
    const at = hp.toPixel(p[0], p[1]);
    ring.style.left = at[0] + "px";
    ring.style.top = at[1] + "px";
    ring.hidden = false;
  }
  let pointer = null; // the last pointer event over the canvas
  canvas.addEventListener("pointermove", (ev) => { pointer = ev; setHot(nearest(ev)); });
  canvas.addEventListener("pointerleave", () => { pointer = null; setHot(-1); });

  return {
    box,
    // hide takes the ring away while the picture is not shown.
    hide() { ring.hidden = true; },
    update(st) {
      ws = st.npoints > 500 ? { ok: false, error: t("pic-weights-too-many") } : hp.weightSpace();
      canvas.hidden = !ws.ok;
      fromPlot = -1;
      if (ws.ok && st.hover && st.hover.index >= 0) {
        fromPlot = ws.constraints.findIndex((h) => h.point === st.hover.index);
      }
      if (hot >= ws.constraints?.length) hot = -1;
      say();
      draw();
      // The lines move under a pointer that stays still.
      if (pointer) setHot(nearest(pointer));
    },
  };
}
