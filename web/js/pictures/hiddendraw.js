// The drawings of the network's hidden space (hidden.js): in two
// dimensions with equal scales, or in three in orthographic projection as
// the augmented view turns (liftdraw.js). d is what hyperplane.hiddenSpace()
// answers, its positions perhaps blended between two answers; marks are
// {hover, chosen} point indices (−1 for none); names are the axes' names.
// Each returns the screen positions of the points, for hovering.

const GRID = "rgba(100, 100, 112, 0.42)";
const GRID_AXIS = "rgba(40, 40, 48, 0.8)";
const FRAME = "#c8c8cf";
const INK = "#1d1d1f";
const CHOSEN = "#0b5cad";

// fillAlpha returns the colour c (#rrggbb) at opacity a.
function fillAlpha(c, a) {
  const n = parseInt(c.slice(1), 16);
  return "rgba(" + (n >> 16) + ", " + ((n >> 8) & 255) + ", " + (n & 255) + ", " + a + ")";
}

function dot(g, x, y, color) {
  g.beginPath();
  g.arc(x, y, 3.5, 0, 2 * Math.PI);
  g.fillStyle = color;
  g.fill();
  g.strokeStyle = "#ffffff";
  g.lineWidth = 1;
  g.stroke();
}

// ring draws the marks of the hovered and the chosen point.
function rings(g, at, marks) {
  const ring = (i, r, color, w) => {
    if (i < 0 || !at[i]) return;
    g.beginPath();
    g.arc(at[i][0], at[i][1], r, 0, 2 * Math.PI);
    g.strokeStyle = color;
    g.lineWidth = w;
    g.stroke();
  };
  ring(marks.chosen, 9, "#ffffff", 5);
  ring(marks.chosen, 9, CHOSEN, 3);
  ring(marks.hover, 7, "#ffffff", 4);
  ring(marks.hover, 7, INK, 2);
}

function polyline(g, pts, to) {
  g.beginPath();
  let pen = false;
  for (const p of pts) {
    if (p.some((v) => v === null || !isFinite(v))) { pen = false; continue; }
    const [x, y] = to(p);
    if (pen) g.lineTo(x, y); else g.moveTo(x, y);
    pen = true;
  }
  g.stroke();
}

// draw2 draws the hidden space in two dimensions: at t = 1 the regions of
// the output layer, shaded in their classes' colours, and its boundary
// (the sides that two regions share) as the straight lines they are; the
// plane's grid carried there; the axes; the points; the marks.
export function draw2(g, W, H, d, marks, colors, names) {
  const [x0, x1, y0, y1] = d.box;
  const m = 18;
  const k = Math.min((W - 2 * m) / (x1 - x0), (H - 2 * m) / (y1 - y0));
  const ox = W / 2 - k * (x0 + x1) / 2, oy = H / 2 + k * (y0 + y1) / 2;
  const to = (p) => [ox + k * p[0], oy - k * p[1]];
  g.fillStyle = "#ffffff";
  g.fillRect(0, 0, W, H);
  if (d.t === 1 && d.regions) {
    for (const r of d.regions) {
      const c = colors[d.labels[r.class]] || "#888888";
      g.beginPath();
      r.polygon.forEach((p, i) => { const [x, y] = to(p); if (i) g.lineTo(x, y); else g.moveTo(x, y); });
      g.closePath();
      g.fillStyle = fillAlpha(c, 0.14);
      g.fill();
    }
  }
  // The axes of the space, where they are in view.
  g.strokeStyle = FRAME;
  g.lineWidth = 1;
  g.beginPath();
  if (y0 <= 0 && y1 >= 0) { g.moveTo(...to([x0, 0])); g.lineTo(...to([x1, 0])); }
  if (x0 <= 0 && x1 >= 0) { g.moveTo(...to([0, y0])); g.lineTo(...to([0, y1])); }
  g.stroke();
  grid(g, d, to);
  if (d.t === 1 && d.regions) {
    g.strokeStyle = INK;
    g.lineWidth = 2;
    g.beginPath();
    for (const r of d.regions) {
      r.polygon.forEach((p, i) => {
        if (r.edges[i] < 0) return;
        const q = r.polygon[(i + 1) % r.polygon.length];
        g.moveTo(...to(p));
        g.lineTo(...to(q));
      });
    }
    g.stroke();
  }
  g.fillStyle = "#55555c";
  g.font = "12px system-ui, sans-serif";
  // The axes' names in the margins, clear of the points: across at the
  // bottom right, up at the top left.
  g.fillText(names[0], W - 4 - g.measureText(names[0]).width, H - 4);
  g.fillText(names[1], 4, 13);
  const at = d.points.map((p) => to(p));
  d.points.forEach((p, i) => dot(g, at[i][0], at[i][1], colors[d.classes[i]] || "#555555"));
  rings(g, at, marks);
  return at;
}

// grid strokes the plane's grid lines carried to the space: its axes
// x = 0 and y = 0 darker.
function grid(g, d, to) {
  (d.grid || []).forEach((line, i) => {
    const axis = d.ticks && d.ticks[i] === 0;
    g.strokeStyle = axis ? GRID_AXIS : GRID;
    g.lineWidth = axis ? 1.4 : 1;
    polyline(g, line, to);
  });
}

// cubeCut returns the polygon where the plane c₀ + c·u = 0 cuts the cube
// [−1, 1]³, its corners in order round it, or [] when it misses.
function cubeCut(c) {
  const pts = [];
  const f = (u) => c[0] + c[1] * u[0] + c[2] * u[1] + c[3] * u[2];
  for (let a = 0; a < 3; a++) {
    for (const s of [-1, 1]) {
      for (const t of [-1, 1]) {
        const p = [0, 0, 0], q = [0, 0, 0];
        const [b, e] = [0, 1, 2].filter((i) => i !== a);
        p[a] = -1; q[a] = 1; p[b] = q[b] = s; p[e] = q[e] = t;
        const fp = f(p), fq = f(q);
        if ((fp <= 0) !== (fq <= 0) && fp !== fq) {
          const r = fp / (fp - fq);
          pts.push([p[0] + r * (q[0] - p[0]), p[1] + r * (q[1] - p[1]), p[2] + r * (q[2] - p[2])]);
        }
      }
    }
  }
  if (pts.length < 3) return [];
  // In order of angle about their centre, in the plane.
  const m = [0, 1, 2].map((i) => pts.reduce((s, p) => s + p[i], 0) / pts.length);
  const n = [c[1], c[2], c[3]];
  const u0 = Math.abs(n[0]) < 0.9 * Math.hypot(...n) ? [1, 0, 0] : [0, 1, 0];
  const cross = (p, q) => [p[1] * q[2] - p[2] * q[1], p[2] * q[0] - p[0] * q[2], p[0] * q[1] - p[1] * q[0]];
  const e1 = cross(n, u0), e2 = cross(n, e1);
  const ang = (p) => { const v = p.map((x, i) => x - m[i]); return Math.atan2(v[0] * e2[0] + v[1] * e2[1] + v[2] * e2[2], v[0] * e1[0] + v[1] * e1[1] + v[2] * e1[2]); };
  return pts.sort((p, q) => ang(p) - ang(q));
}

// draw3 draws the hidden space of three units in a cube, each axis scaled
// to the box, turned by project (liftdraw.js's): the cube's edges, the
// grid, the output's boundary plane at t = 1 with two classes, the points
// far ones first, the marks.
export function draw3(g, W, H, d, marks, colors, names, project) {
  const b = d.box;
  const mid = [0, 1, 2].map((i) => (b[2 * i] + b[2 * i + 1]) / 2), half = [0, 1, 2].map((i) => (b[2 * i + 1] - b[2 * i]) / 2);
  const R = Math.min(W, H) / (2 * 1.9);
  const toU = (p) => [0, 1, 2].map((i) => (p[i] - mid[i]) / half[i]);
  const onScreen = (u) => { const s = project(u[0], u[1], u[2]); return [W / 2 + R * s[0], H / 2 - R * s[1], s[2]]; };
  const to = (p) => onScreen(toU(p));
  g.fillStyle = "#ffffff";
  g.fillRect(0, 0, W, H);
  // The cube.
  g.strokeStyle = FRAME;
  g.lineWidth = 1;
  g.beginPath();
  for (let a = 0; a < 3; a++) {
    for (const s of [-1, 1]) {
      for (const t of [-1, 1]) {
        const p = [0, 0, 0], q = [0, 0, 0];
        const [i, j] = [0, 1, 2].filter((x) => x !== a);
        p[a] = -1; q[a] = 1; p[i] = q[i] = s; p[j] = q[j] = t;
        const P = onScreen(p), Q = onScreen(q);
        g.moveTo(P[0], P[1]); g.lineTo(Q[0], Q[1]);
      }
    }
  }
  g.stroke();
  g.fillStyle = "#55555c";
  g.font = "12px system-ui, sans-serif";
  for (let a = 0; a < 3; a++) {
    const u = [-1, -1, -1];
    u[a] = 1.12;
    const P = onScreen(u);
    g.fillText(names[a], P[0] - 6, P[1] + 4);
  }
  grid(g, d, to);
  if (d.t === 1 && d.plane) {
    // The plane c + v·h = 0 in the cube's coordinates u = (h − mid)/half.
    const c = d.plane;
    const cu = [c[0] + c[1] * mid[0] + c[2] * mid[1] + c[3] * mid[2], c[1] * half[0], c[2] * half[1], c[3] * half[2]];
    const poly = cubeCut(cu).map(onScreen);
    if (poly.length >= 3) {
      g.beginPath();
      poly.forEach((p, i) => (i ? g.lineTo(p[0], p[1]) : g.moveTo(p[0], p[1])));
      g.closePath();
      g.fillStyle = "rgba(11, 92, 173, 0.16)";
      g.fill();
      g.strokeStyle = "rgba(11, 92, 173, 0.75)";
      g.lineWidth = 1.5;
      g.stroke();
    }
  }
  const at = d.points.map((p) => to(p));
  const order = at.map((_, i) => i).sort((i, j) => at[i][2] - at[j][2]);
  for (const i of order) dot(g, at[i][0], at[i][1], colors[d.classes[i]] || "#555555");
  rings(g, at, marks);
  return at;
}
