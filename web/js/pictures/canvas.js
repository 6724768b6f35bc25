// Helpers of the pictures: a canvas sized to its column, and the clipping
// of lines and polygons to a box.
import { decimal } from "../dom.js";

// sized sets a canvas's backing store to its CSS width (and the given
// CSS height) times the device pixel ratio, and returns its 2-D context
// in CSS pixels with the width. It counts the drawings in data-drawn,
// for tests: the drawing that follows it runs in the same task.
export function sized(canvas, height) {
  const dpr = window.devicePixelRatio || 1;
  const W = Math.max(1, Math.floor(canvas.parentElement.clientWidth));
  canvas.style.height = height + "px";
  if (canvas.width !== Math.round(W * dpr) || canvas.height !== Math.round(height * dpr)) {
    canvas.width = Math.round(W * dpr);
    canvas.height = Math.round(height * dpr);
  }
  canvas.dataset.drawn = String(Number(canvas.dataset.drawn || 0) + 1);
  const g = canvas.getContext("2d");
  g.setTransform(dpr, 0, 0, dpr, 0, 0);
  g.clearRect(0, 0, W, height);
  return { g, W, H: height };
}

// sub writes a whole number in subscript digits: h₁₂.
export function sub(n) {
  return String(n).replace(/[0-9]/g, (d) => "₀₁₂₃₄₅₆₇₈₉"[d]);
}

// num3 writes a number with three significant digits in the page's
// language (the catalog's messages take it as written), "—" for none.
export function num3(v) {
  if (v === null || v === undefined || !Number.isFinite(v)) return "—";
  return new Intl.NumberFormat(document.documentElement.lang || undefined, { maximumSignificantDigits: 3 }).format(v === 0 ? 0 : v);
}

// fmt writes a weight with three significant digits, with the locale's
// decimal sign.
export function fmt(v) {
  return decimal(Number(v.toPrecision(3)).toString());
}

// clipPolygon returns the part of the polygon ps where f(x, y) ≥ 0, for
// f affine (Sutherland–Hodgman against one half-plane).
export function clipPolygon(ps, f) {
  const out = [];
  for (let i = 0; i < ps.length; i++) {
    const p = ps[i], q = ps[(i + 1) % ps.length], fp = f(p[0], p[1]), fq = f(q[0], q[1]);
    if (fp >= 0) out.push(p);
    if ((fp >= 0) !== (fq >= 0)) {
      const t = fp / (fp - fq);
      out.push([p[0] + t * (q[0] - p[0]), p[1] + t * (q[1] - p[1])]);
    }
  }
  return out;
}

// clipLine returns the segment of a₀ + a₁x + a₂y = 0 inside the box
// [xa, xb] × [ya, yb] as [x, y, x', y'], or null when it misses the box.
export function clipLine(a, xa, xb, ya, yb) {
  const pts = [];
  if (a[2] !== 0) {
    for (const x of [xa, xb]) {
      const y = -(a[0] + a[1] * x) / a[2];
      if (y >= ya && y <= yb) pts.push([x, y]);
    }
  }
  if (a[1] !== 0) {
    for (const y of [ya, yb]) {
      const x = -(a[0] + a[2] * y) / a[1];
      if (x >= xa && x <= xb) pts.push([x, y]);
    }
  }
  if (pts.length < 2) return null;
  // The two points farthest apart (a corner may be found twice).
  let best = null, d = -1;
  for (let i = 0; i < pts.length; i++) {
    for (let j = i + 1; j < pts.length; j++) {
      const e = Math.hypot(pts[i][0] - pts[j][0], pts[i][1] - pts[j][1]);
      if (e > d) { d = e; best = [pts[i][0], pts[i][1], pts[j][0], pts[j][1]]; }
    }
  }
  return best;
}
