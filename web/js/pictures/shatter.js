// The shattering explorer: every labelling of the user's points (at most
// six) by two classes, as small multiples, each with its separating line
// of largest margin or a cross where no line exists, and the count.
import { t, fmt, locale } from "../i18n.js";
import { $ } from "../dom.js";
import { sized, clipLine } from "./canvas.js";

export function shatterView(hp, colors) {
  const box = $("pic-shatter"), canvas = $("shatter-plot"), out = $("shatter-out");
  let last = "";
  return {
    box,
    update(st) {
      // shatter() is cheap for six points; more is refused without asking.
      let sh;
      if (st.npoints > 6 || st.npoints === 0) {
        sh = { ok: false, n: st.npoints };
      } else {
        sh = hp.shatter();
      }
      const key = JSON.stringify([sh.points || sh.n, canvas.parentElement.clientWidth, locale()]);
      if (key === last) return;
      last = key;
      if (!sh.ok) {
        out.textContent = sh.n === 0 ? t("pic-shatter-empty") : t("pic-shatter-too-many", { n: sh.n });
        sized(canvas, 1);
        canvas.hidden = true;
        return;
      }
      canvas.hidden = false;
      out.textContent = t("pic-shatter-conclusion", { conclusion: fmt(sh.conclusion) });
      drawShatter(canvas, sh, colors);
    },
  };
}

// drawShatter draws the 2ⁿ labellings as a grid of tiles. Point i of
// tile m is of class 1 when bit i of m is set, of class 2 otherwise.
function drawShatter(canvas, sh, colors) {
  const count = sh.labellings.length;
  const cols = count <= 8 ? 4 : 8;
  const rows = Math.ceil(count / cols);
  const W = Math.max(1, Math.floor(canvas.parentElement.clientWidth));
  const tile = Math.floor(W / cols);
  const { g } = sized(canvas, tile * rows);
  // One data box for every tile: the points' bounding square, padded.
  let x0 = Infinity, x1 = -Infinity, y0 = Infinity, y1 = -Infinity;
  for (const [x, y] of sh.points) {
    x0 = Math.min(x0, x); x1 = Math.max(x1, x); y0 = Math.min(y0, y); y1 = Math.max(y1, y);
  }
  const span = Math.max(x1 - x0, y1 - y0, 1e-9);
  const cx = (x0 + x1) / 2, cy = (y0 + y1) / 2, half = span * 0.5 * 1.35;
  const r = Math.max(2.5, tile / 14);
  for (let m = 0; m < count; m++) {
    const L = sh.labellings[m];
    const ox = (m % cols) * tile, oy = Math.floor(m / cols) * tile;
    const inner = tile - 4;
    const px = (x) => ox + 2 + inner * (x - (cx - half)) / (2 * half);
    const py = (y) => oy + 2 + inner * ((cy + half) - y) / (2 * half);
    g.fillStyle = L.separable ? "#ffffff" : "#fdecec";
    g.fillRect(ox + 1, oy + 1, tile - 2, tile - 2);
    g.strokeStyle = L.separable ? "#d9d9de" : "#e6a3a3";
    g.lineWidth = 1;
    g.strokeRect(ox + 1.5, oy + 1.5, tile - 3, tile - 3);
    if (L.separable && (L.a[1] !== 0 || L.a[2] !== 0)) {
      const seg = clipLine(L.a, cx - half, cx + half, cy - half, cy + half);
      if (seg) {
        g.save();
        g.beginPath();
        g.rect(ox + 2, oy + 2, inner, inner);
        g.clip();
        g.strokeStyle = "#1d1d1f";
        g.lineWidth = 1.5;
        g.beginPath();
        g.moveTo(px(seg[0]), py(seg[1]));
        g.lineTo(px(seg[2]), py(seg[3]));
        g.stroke();
        g.restore();
      }
    }
    // Class 1 (positive) as a filled circle, class 2 as a filled
    // square, as the main plot draws them.
    sh.points.forEach(([x, y], i) => {
      g.beginPath();
      if (L.positive[i]) {
        g.arc(px(x), py(y), r, 0, 2 * Math.PI);
        g.fillStyle = colors[0];
      } else {
        g.rect(px(x) - r * 0.9, py(y) - r * 0.9, 1.8 * r, 1.8 * r);
        g.fillStyle = colors[1];
      }
      g.fill();
    });
    if (!L.separable) {
      // A cross in the corner: no line separates this labelling.
      const s = Math.max(4, tile / 6), ex = ox + tile - 4 - s, ey = oy + 4;
      g.strokeStyle = "#b01818";
      g.lineWidth = 2;
      g.beginPath();
      g.moveTo(ex, ey); g.lineTo(ex + s, ey + s);
      g.moveTo(ex + s, ey); g.lineTo(ex, ey + s);
      g.stroke();
    }
  }
}
