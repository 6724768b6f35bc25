// The History chart (loss and accuracy against step) and Fisher's inset
// (the projected points per class), redrawn at most four times a second.
import { $, fmt } from "./dom.js";
import { hp, last } from "./state.js";
import { t, onLocale } from "./i18n.js";

// The chart is drawn only while it is on screen: it sits at the foot of
// the panel, and fetching the history and drawing it while training cost
// the plot part of its frame rate.
let chartSeen = true;
let chartTimer = 0;
if (window.IntersectionObserver) {
  new IntersectionObserver((es) => {
    chartSeen = es[es.length - 1].isIntersecting;
    if (chartSeen && hp) scheduleChart();
  }).observe($("chart"));
}

onLocale(() => { if (hp) scheduleChart(); });

export function scheduleChart() {
  if (chartTimer) return;
  chartTimer = setTimeout(() => { chartTimer = 0; drawFisher(); if (chartSeen) drawChart(); }, 250);
}

function drawChart() {
  const c = $("chart");
  const dpr = window.devicePixelRatio || 1;
  const W = c.clientWidth, H = c.clientHeight;
  if (!W || !H) return;
  if (c.width !== Math.round(W * dpr)) { c.width = Math.round(W * dpr); c.height = Math.round(H * dpr); }
  const g = c.getContext("2d");
  g.setTransform(dpr, 0, 0, dpr, 0, 0);
  g.clearRect(0, 0, W, H);
  const h = hp.history();
  const n = h.step.length;
  g.font = "11px system-ui, sans-serif";
  g.fillStyle = "#6b6b70";
  if (n < 2) {
    g.fillText(t("chart-empty"), 8, H / 2);
    return;
  }
  const s0 = h.step[0], s1 = h.step[n - 1] || 1;
  const px = (s) => 30 + (W - 38) * (s - s0) / Math.max(1, s1 - s0);
  const loss = h.loss.map((v) => (v === null ? NaN : v));
  const fin = loss.filter(Number.isFinite);
  const top = 14, mid = H / 2 + 4, bottom = H - 16;
  // Test curves (a split is set) are dashed beside the training ones.
  const tl = (h.testLoss || []).map((v) => (v === null ? NaN : v));
  const tfin = tl.filter(Number.isFinite);
  const lo = Math.min(...fin, ...tfin), hi = Math.max(...fin, ...tfin);
  const line = (vals, y0, y1, vmin, vmax, color, dash) => {
    g.strokeStyle = color;
    g.lineWidth = 1.5;
    g.setLineDash(dash ? [4, 3] : []);
    g.beginPath();
    let started = false;
    for (let i = 0; i < n; i++) {
      const v = vals[i];
      if (!Number.isFinite(v)) continue;
      const y = y1 - (y1 - y0) * (vmax > vmin ? (v - vmin) / (vmax - vmin) : 0.5);
      if (!started) { g.moveTo(px(h.step[i]), y); started = true; } else g.lineTo(px(h.step[i]), y);
    }
    g.stroke();
    g.setLineDash([]);
  };
  g.fillText(t("chart-loss", { v: fmt(fin[fin.length - 1], 4) }), 30, 10);
  line(loss, top, mid - 8, lo, hi, "#b01818");
  if (tfin.length) line(tl, top, mid - 8, lo, hi, "#b01818", true);
  g.fillStyle = "#6b6b70";
  g.fillText(t("chart-accuracy", { pct: Number((100 * (h.accuracy[n - 1] || 0)).toFixed(1)) }), 30, mid + 6);
  line(h.accuracy, mid + 10, bottom, 0, 1, "#0b5cad");
  if (h.testAccuracy) line(h.testAccuracy, mid + 10, bottom, 0, 1, "#0b5cad", true);
  // The last step's label ends at the chart's edge however long the
  // language's word is.
  const stepText = t("status-step", { n: s1 });
  g.fillText(stepText, Math.min(W - 70, W - 4 - g.measureText(stepText).width), H - 3);
  if (last && last.cursor >= 0 && last.cursor < h.length) {
    g.strokeStyle = "#333";
    g.setLineDash([3, 3]);
    const x = px(last.step);
    g.beginPath(); g.moveTo(x, 0); g.lineTo(x, H); g.stroke();
    g.setLineDash([]);
  }
}

function drawFisher() {
  const box = $("fisher-inset");
  const fv = last && last.view.fisher ? hp.fisher() : null;
  if (!fv || !fv.available) { box.hidden = true; return; }
  box.hidden = false;
  const c = $("fisher-hist");
  const dpr = window.devicePixelRatio || 1;
  const W = 280, H = 120;
  if (c.width !== W * dpr) { c.width = W * dpr; c.height = H * dpr; }
  const g = c.getContext("2d");
  g.setTransform(dpr, 0, 0, dpr, 0, 0);
  g.clearRect(0, 0, W, H);
  const all = fv.proj[0].concat(fv.proj[1]);
  if (all.length === 0) return;
  let lo = Math.min(...all), hi = Math.max(...all);
  if (hi - lo < 1e-9) { lo -= 1; hi += 1; }
  const pad = (hi - lo) * 0.05;
  lo -= pad; hi += pad;
  const bins = 24;
  const counts = [new Array(bins).fill(0), new Array(bins).fill(0)];
  for (let k = 0; k < 2; k++) {
    for (const v of fv.proj[k]) counts[k][Math.min(bins - 1, Math.floor((v - lo) / (hi - lo) * bins))]++;
  }
  const top = Math.max(1, ...counts[0], ...counts[1]);
  const bw = W / bins;
  for (let k = 0; k < 2; k++) {
    g.fillStyle = last.colors[fv.classes[k]];
    g.globalAlpha = 0.6;
    for (let i = 0; i < bins; i++) {
      const h = (H - 14) * counts[k][i] / top;
      g.fillRect(i * bw + 1, H - 12 - h, bw - 2, h);
    }
  }
  g.globalAlpha = 1;
  g.strokeStyle = "#999";
  g.beginPath(); g.moveTo(0, H - 12); g.lineTo(W, H - 12); g.stroke();
  if (!fv.trial && fv.threshold !== null) {
    const x = (fv.threshold - lo) / (hi - lo) * W;
    g.strokeStyle = "#111";
    g.setLineDash([4, 3]);
    g.beginPath(); g.moveTo(x, 0); g.lineTo(x, H - 12); g.stroke();
    g.setLineDash([]);
    g.fillStyle = "#111";
    g.font = "10px system-ui, sans-serif";
    g.fillText("t", x + 3, 10);
  }
  const text = fv.trial ? t("chart-fisher-yours", { j: fmt(fv.j, 4), mine: fmt(fv.trialJ, 4) }) : t("chart-fisher", { j: fmt(fv.j, 4) });
  $("fisher-j").textContent = text;
  $("fisher-reset").hidden = !fv.trial;
}
