// The drawings of the augmented view, in orthographic projection: the
// lift z = (1, x, y) with the plane aᵀz = 0, and the paraboloid of the
// polynomial basis of degree 2. project turns a point of the lift into
// screen (right, up) and depth.
import { clipLine, clipPolygon } from "./canvas.js";

// dots draws projected points [[x, y, depth], class], far ones first.
function dots(g, ps, colors) {
  for (const [p, c] of ps) {
    g.beginPath();
    g.arc(p[0], p[1], 3.5, 0, 2 * Math.PI);
    g.fillStyle = colors[c] || "#555";
    g.fill();
    g.strokeStyle = "#ffffff"; g.lineWidth = 1; g.stroke();
  }
}

// drawPlane draws the points lifted to z = (1, x, y) on the plane z₀ = 1,
// the axes, and the plane aᵀz = 0 through the origin when a is known.
export function drawPlane(g, W, H, data, project, colors) {
  const { pts, a, R } = data;
  const k = Math.min(W, H) / (2 * 1.9 * R), cx = W / 2, cyy = H / 2;
  const to = (x, y, z0) => { const p = project(x, y, z0); return [cx + k * p[0], cyy - k * p[1], p[2]]; };
  g.fillStyle = "#ffffff";
  g.fillRect(0, 0, W, H);
  const seg = (p, q, color, width) => {
    g.strokeStyle = color; g.lineWidth = width;
    g.beginPath(); g.moveTo(p[0], p[1]); g.lineTo(q[0], q[1]); g.stroke();
  };
  // The axes z₁ = x, z₂ = y and z₀ (the constant 1), from the origin.
  const O = to(0, 0, 0);
  for (const [v, name] of [[[R, 0, 0], "x"], [[0, R, 0], "y"], [[0, 0, R], "1"]]) {
    const e = to(v[0], v[1], v[2]);
    seg(O, e, "#9a9aa2", 1);
    g.fillStyle = "#6b6b70";
    g.font = "11px system-ui, sans-serif";
    g.fillText(name === "1" ? "z₀" : name === "x" ? "z₁ = x" : "z₂ = y", e[0] + 3, e[1] - 3);
  }
  // The data plane z₀ = 1, outlined.
  const sq = [[-R, -R], [R, -R], [R, R], [-R, R]].map(([x, y]) => to(x, y, 1));
  g.strokeStyle = "#c8c8cf"; g.lineWidth = 1;
  g.beginPath(); sq.forEach((p, i) => (i ? g.lineTo(p[0], p[1]) : g.moveTo(p[0], p[1]))); g.closePath(); g.stroke();
  // The plane aᵀz = 0 through the origin: a square patch of it, spanned
  // by two unit vectors orthogonal to a = (w₀, w₁, w₂).
  if (a) {
    // In (x, y, z₀) order the normal is (w₁, w₂, w₀).
    const n = [a[1], a[2], a[0]], nn = Math.hypot(...n);
    if (nn > 0) {
      const u0 = Math.abs(n[2]) < 0.9 * nn ? [0, 0, 1] : [1, 0, 0];
      const dot = (p, q) => p[0] * q[0] + p[1] * q[1] + p[2] * q[2];
      const f = dot(u0, n) / (nn * nn);
      let u = [u0[0] - f * n[0], u0[1] - f * n[1], u0[2] - f * n[2]];
      const lu = Math.hypot(...u); u = u.map((c) => c / lu);
      const v = [n[1] * u[2] - n[2] * u[1], n[2] * u[0] - n[0] * u[2], n[0] * u[1] - n[1] * u[0]].map((c) => c / nn);
      const S = 1.4 * R;
      const quad = [[1, 1], [-1, 1], [-1, -1], [1, -1]].map(([s, t]) =>
        to(S * (s * u[0] + t * v[0]), S * (s * u[1] + t * v[1]), S * (s * u[2] + t * v[2])));
      g.fillStyle = "rgba(11, 92, 173, 0.16)";
      g.strokeStyle = "rgba(11, 92, 173, 0.7)";
      g.lineWidth = 1;
      g.beginPath(); quad.forEach((p, i) => (i ? g.lineTo(p[0], p[1]) : g.moveTo(p[0], p[1]))); g.closePath();
      g.fill(); g.stroke();
      // Where it meets z₀ = 1: the boundary w₀ + w₁x + w₂y = 0.
      const line = clipLine(a, -R, R, -R, R);
      if (line) seg(to(line[0], line[1], 1), to(line[2], line[3], 1), "#1d1d1f", 2);
    }
  }
  // The points, far ones first.
  const ps = pts.map((p) => [to(p[0], p[1], 1), p[2]]).sort((p, q) => p[0][2] - q[0][2]);
  dots(g, ps, colors);
}

// drawParaboloid draws the lift of the polynomial basis of degree 2,
// (x, y) ↦ (x, y, s) with s = x² + y², the points on the paraboloid,
// the plane w₀ + w₁x + w₂y + c·s = 0 with c = ½(w₁₁ + w₂₂) (the
// boundary's plane when w₁₂ = 0 and w₁₁ = w₂₂), and the true boundary
// h(x, y) = 0 lifted onto the paraboloid (black). The vertical axis is
// scaled so that the largest s is drawn 1.2 R high.
export function drawParaboloid(g, W, H, data, project, colors) {
  const { pts, a, R, smax } = data;
  const vs = (1.2 * R) / smax;
  const k = Math.min(W, H) / (2 * 1.9 * R), cx = W / 2, cyy = H / 2 + 0.3 * k * R;
  const to = (x, y, s) => { const p = project(x, y, s * vs); return [cx + k * p[0], cyy - k * p[1], p[2]]; };
  g.fillStyle = "#ffffff";
  g.fillRect(0, 0, W, H);
  const seg = (p, q, color, width) => {
    g.strokeStyle = color; g.lineWidth = width;
    g.beginPath(); g.moveTo(p[0], p[1]); g.lineTo(q[0], q[1]); g.stroke();
  };
  const poly = (ps, fill, stroke) => {
    g.beginPath(); ps.forEach((p, i) => (i ? g.lineTo(p[0], p[1]) : g.moveTo(p[0], p[1]))); g.closePath();
    if (fill) { g.fillStyle = fill; g.fill(); }
    if (stroke) { g.strokeStyle = stroke; g.lineWidth = 1; g.stroke(); }
  };
  const O = to(0, 0, 0);
  g.font = "11px system-ui, sans-serif";
  for (const [v, name] of [[[R, 0, 0], "x"], [[0, R, 0], "y"], [[0, 0, smax], "s = x² + y²"]]) {
    const e = to(v[0], v[1], v[2]);
    seg(O, e, "#9a9aa2", 1);
    g.fillStyle = "#6b6b70";
    g.fillText(name, e[0] + 3, e[1] - 3);
  }
  // The paraboloid's rim at s = R² and its floor square s = 0.
  const rim = [];
  for (let i = 0; i < 48; i++) {
    const t = (2 * Math.PI * i) / 48;
    rim.push(to(R * Math.cos(t), R * Math.sin(t), R * R));
  }
  poly(rim, null, "#c8c8cf");
  poly([[-R, -R], [R, -R], [R, R], [-R, R]].map(([x, y]) => to(x, y, 0)), null, "#e0e0e6");
  if (a) {
    const [w0, w1, w2, w11, w12, w22] = a;
    const c = (w11 + w22) / 2;
    // The plane over the square [−R, R]², clipped to 0 ≤ s ≤ smax.
    const lin = (x, y) => w0 + w1 * x + w2 * y;
    let patch = null;
    if (Math.abs(c) > 1e-12 * (Math.abs(w0) + Math.abs(w1) + Math.abs(w2) + 1e-300)) {
      let sq = [[-R, -R], [R, -R], [R, R], [-R, R]];
      sq = clipPolygon(sq, (x, y) => -lin(x, y) / c);
      sq = clipPolygon(sq, (x, y) => smax + lin(x, y) / c);
      if (sq.length >= 3) patch = sq.map(([x, y]) => to(x, y, -lin(x, y) / c));
    } else {
      // c = 0: the plane stands upright over the line w₀ + w₁x + w₂y = 0.
      const line = clipLine([w0, w1, w2], -R, R, -R, R);
      if (line) patch = [to(line[0], line[1], 0), to(line[2], line[3], 0), to(line[2], line[3], smax), to(line[0], line[1], smax)];
    }
    if (patch) poly(patch, "rgba(11, 92, 173, 0.16)", "rgba(11, 92, 173, 0.7)");
    // The boundary h = 0 on the paraboloid, by marching squares.
    const h = (x, y) => lin(x, y) + w11 * x * x + w12 * x * y + w22 * y * y;
    const n = 48, step = (2 * R) / n;
    g.strokeStyle = "#1d1d1f"; g.lineWidth = 2;
    g.beginPath();
    for (let i = 0; i < n; i++) {
      for (let j = 0; j < n; j++) {
        const x0 = -R + i * step, y0 = -R + j * step;
        const cs = [[x0, y0], [x0 + step, y0], [x0 + step, y0 + step], [x0, y0 + step]];
        const hv = cs.map(([x, y]) => h(x, y));
        const cut = [];
        for (let e = 0; e < 4; e++) {
          const p = cs[e], q = cs[(e + 1) % 4], hp = hv[e], hq = hv[(e + 1) % 4];
          if ((hp < 0) !== (hq < 0)) {
            const t = hp / (hp - hq);
            cut.push([p[0] + t * (q[0] - p[0]), p[1] + t * (q[1] - p[1])]);
          }
        }
        for (let e = 0; e + 1 < cut.length; e += 2) {
          const [x, y] = cut[e], [u, v] = cut[e + 1];
          const P = to(x, y, x * x + y * y), Q = to(u, v, u * u + v * v);
          g.moveTo(P[0], P[1]); g.lineTo(Q[0], Q[1]);
        }
      }
    }
    g.stroke();
  }
  const ps = pts.map((p) => [to(p[0], p[1], p[0] * p[0] + p[1] * p[1]), p[2]]).sort((p, q) => p[0][2] - q[0][2]);
  dots(g, ps, colors);
}
