// The axis labels, placed over the canvas as text.
import { $, decimal } from "./dom.js";
import { locale } from "./i18n.js";
import { last } from "./state.js";

// The overlays on the plot, which a label must not run under.
const overlayIds = ["lesson-card", "legend", "fisher-inset", "toolbar", "panel"];

export function placeLabels() {
  const box = $("labels");
  if (!last || !last.canvas || !last.gridStep) return;
  const [w, h] = last.canvas;
  const v = last.visible;
  const step = last.gridStep;
  const sx = w / (v.maxX - v.minX);
  const sy = h / (v.maxY - v.minY);
  const covers = overlayIds.map($).filter((el) => el && !el.hidden && getComputedStyle(el).display !== "none")
    .map((el) => el.getBoundingClientRect()).filter((r) => r.width > 0 && r.height > 0);
  const key = JSON.stringify([v, w, h, last.view.grid, locale(), covers.map((r) => [r.left, r.top, r.right, r.bottom].map(Math.round))]);
  if (box.dataset.key === key) return;
  box.dataset.key = key;
  box.textContent = "";
  if (!last.view.grid) return;
  const digits = Math.max(0, -Math.floor(Math.log10(step)));
  const label = (x) => {
    const s = Math.abs(x) < step / 1e6 ? "0" : x.toFixed(digits);
    return decimal(s.replace("-", "−"));
  };
  // The labels are placed, then measured together (one layout for all
  // of them, not one each: issue 51), and each that leaves the plot or
  // runs under an overlay is dropped.
  const placed = [];
  const place = (text, left, top) => {
    const s = document.createElement("span");
    s.textContent = text;
    s.style.left = left + "px";
    s.style.top = top + "px";
    box.appendChild(s);
    placed.push(s);
  };
  // Labels sit next to the axes when they are in view, else at the edges.
  const ay = Math.min(Math.max((v.maxY - 0) * sy, 4), h - 18);
  const ax = Math.min(Math.max((0 - v.minX) * sx, 4), w - 40);
  for (let x = Math.ceil(v.minX / step) * step; x <= v.maxX; x += step) {
    const px = (x - v.minX) * sx;
    if (px < 12 || px > w - 24) continue;
    place(label(x), px + 3, ay + 2);
  }
  for (let y = Math.ceil(v.minY / step) * step; y <= v.maxY; y += step) {
    const py = (v.maxY - y) * sy;
    if (py < 12 || py > h - 16 || Math.abs(y) < step / 1e6) continue;
    place(label(y), ax + 3, py - 15);
  }
  const drop = placed.filter((s) => {
    const r = s.getBoundingClientRect();
    const out = r.right > w || r.bottom > h || r.left < 0 || r.top < 0;
    return out || covers.some((c) => r.left < c.right && r.right > c.left && r.top < c.bottom && r.bottom > c.top);
  });
  for (const s of drop) s.remove();
}
