// The small plots of the Decision section: the ROC and precision-recall
// curves (training solid, test dashed) with the operating point, which the
// user drags along the ROC curve, and the cross-validation's box plot.
// They draw on 2-D canvases sized to the panel's width.

import { t, fmt } from "./i18n.js";

const INK = "#1d1d1f", MUTED = "#8a8a8e", ACCENT = "#0b5cad";

// sizes holds each canvas's CSS size as a ResizeObserver last reported
// it, after the browser's own layout: read from clientWidth at each
// drawing, after the section's tables were written, the size laid the
// page out once more, 7-9 ms a drawing at 4x CPU throttling (issue 51).
// The first drawing of a canvas reads it.
const sizes = new WeakMap();
const watch = window.ResizeObserver && new ResizeObserver((entries) => {
  for (const e of entries) sizes.set(e.target, [e.contentRect.width, e.contentRect.height]);
});

// sized makes a canvas's backing store match its CSS size and returns its
// context in CSS pixels, with its width and height.
function sized(cv) {
  const dpr = window.devicePixelRatio || 1;
  let size = watch && sizes.get(cv);
  if (!size) {
    size = [cv.clientWidth, cv.clientHeight];
    if (watch) {
      sizes.set(cv, size);
      watch.observe(cv);
    }
  }
  const w = size[0] || 260, h = size[1] || 150;
  if (cv.width !== Math.round(w * dpr) || cv.height !== Math.round(h * dpr)) {
    cv.width = Math.round(w * dpr);
    cv.height = Math.round(h * dpr);
  }
  const g = cv.getContext("2d");
  g.setTransform(dpr, 0, 0, dpr, 0, 0);
  g.clearRect(0, 0, w, h);
  return [g, w, h];
}

const PAD = 22;

// frame draws the unit square's axes and returns the map from (u, v) in
// [0, 1]² to canvas pixels.
function frame(g, w, h, xl, yl) {
  const side = Math.min(w - PAD - 6, h - PAD - 6);
  const x0 = PAD, y0 = 6 + side;
  const at = (u, v) => [x0 + u * side, y0 - v * side];
  g.strokeStyle = "#d0d0d4";
  g.lineWidth = 1;
  g.strokeRect(x0, 6, side, side);
  g.fillStyle = MUTED;
  g.font = "10px system-ui, sans-serif";
  g.fillText(xl, x0 + side / 2 - 10, y0 + 14);
  g.save();
  g.translate(10, y0 - side / 2 + 10);
  g.rotate(-Math.PI / 2);
  g.fillText(yl, 0, 0);
  g.restore();
  return { at, side, x0, y0 };
}

function line(g, pts, at, dashed, color) {
  if (!pts || pts.length === 0) return;
  g.beginPath();
  g.setLineDash(dashed ? [4, 3] : []);
  g.strokeStyle = color;
  g.lineWidth = 1.6;
  pts.forEach((p, i) => {
    const [x, y] = at(p[0], p[1]);
    if (i === 0) g.moveTo(x, y);
    else g.lineTo(x, y);
  });
  g.stroke();
  g.setLineDash([]);
}

function dot(g, at, u, v) {
  const [x, y] = at(u, v);
  g.beginPath();
  g.arc(x, y, 5, 0, 2 * Math.PI);
  g.fillStyle = "#f4b400";
  g.fill();
  g.strokeStyle = INK;
  g.lineWidth = 1.2;
  g.stroke();
}

// drawROC draws the ROC curves c = {train, test} and the operating point
// op = [fpr, tpr] (or null), and returns the mapping for the pointer.
export function drawROC(cv, c, op) {
  const [g, w, h] = sized(cv);
  const f = frame(g, w, h, t("curves-fpr"), t("curves-tpr"));
  g.strokeStyle = "#e4e4e8";
  g.beginPath();
  g.moveTo(...f.at(0, 0));
  g.lineTo(...f.at(1, 1));
  g.stroke();
  line(g, c.test && c.test.roc, f.at, true, MUTED);
  line(g, c.train && c.train.roc, f.at, false, ACCENT);
  if (op) dot(g, f.at, op[0], op[1]);
  return f;
}

// drawPR draws the precision-recall curves and the operating point
// op = [recall, precision].
export function drawPR(cv, c, op) {
  const [g, w, h] = sized(cv);
  const f = frame(g, w, h, t("chart-col-recall"), t("chart-col-precision"));
  line(g, c.test && c.test.pr, f.at, true, MUTED);
  line(g, c.train && c.train.pr, f.at, false, ACCENT);
  if (op) dot(g, f.at, op[0], op[1]);
}

// nearestROC returns the point of the curve roc nearest the pointer at
// canvas pixel (x, y) under the mapping f.
export function nearestROC(roc, f, x, y) {
  let best = null, bd = Infinity;
  for (const p of roc) {
    const [px, py] = f.at(p[0], p[1]);
    const d = (px - x) ** 2 + (py - y) ** 2;
    if (d < bd) { bd = d; best = p; }
  }
  return best;
}

// drawBoxes draws one box per result: the fold accuracies' quartiles,
// whiskers to the extremes, and the mean as a dot.
export function drawBoxes(cv, results) {
  const [g, w, h] = sized(cv);
  const done = results.filter((r) => r.accuracy && r.accuracy.some((v) => v !== null));
  if (done.length === 0) return;
  const all = done.flatMap((r) => r.accuracy.filter((v) => v !== null));
  let lo = Math.min(...all), hi = Math.max(...all);
  if (hi - lo < 0.02) { lo -= 0.01; hi += 0.01; }
  const top = 8, bottom = h - 18, left = 34;
  const y = (v) => bottom - (v - lo) / (hi - lo) * (bottom - top);
  g.fillStyle = MUTED;
  g.font = "10px system-ui, sans-serif";
  g.fillText(t("chart-percent", { v: Math.round(100 * hi) }), 2, top + 8);
  g.fillText(t("chart-percent", { v: Math.round(100 * lo) }), 2, bottom);
  const slot = (w - left) / done.length;
  done.forEach((r, i) => {
    const v = r.accuracy.filter((a) => a !== null).sort((a, b) => a - b);
    const q = (p) => { const t = p * (v.length - 1), k = Math.floor(t); return v[k] + (v[Math.min(k + 1, v.length - 1)] - v[k]) * (t - k); };
    const cx = left + slot * (i + 0.5), bw = Math.min(28, slot * 0.5);
    g.strokeStyle = INK;
    g.lineWidth = 1;
    g.beginPath();
    g.moveTo(cx, y(v[0])); g.lineTo(cx, y(q(0.25)));
    g.moveTo(cx, y(q(0.75))); g.lineTo(cx, y(v[v.length - 1]));
    g.stroke();
    g.fillStyle = "#dbe8f6";
    g.fillRect(cx - bw / 2, y(q(0.75)), bw, Math.max(1, y(q(0.25)) - y(q(0.75))));
    g.strokeRect(cx - bw / 2, y(q(0.75)), bw, Math.max(1, y(q(0.25)) - y(q(0.75))));
    g.beginPath();
    g.moveTo(cx - bw / 2, y(q(0.5))); g.lineTo(cx + bw / 2, y(q(0.5)));
    g.stroke();
    if (r.meanAccuracy !== null) {
      g.beginPath();
      g.arc(cx, y(r.meanAccuracy), 2.5, 0, 2 * Math.PI);
      g.fillStyle = ACCENT;
      g.fill();
    }
    g.fillStyle = INK;
    const name = fmt(r.label || r.id);
    g.fillText(name.length > 12 ? name.slice(0, 11) + "…" : name, cx - slot / 2 + 2, h - 4);
  });
}
