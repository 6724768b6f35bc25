// Hyperplane: the notes' extra pictures, drawn on small 2-D canvases in the
// panel's "Pictures" section. This file uses only window.hyperplane's API
// and the elements of #sec-pictures; app.js knows nothing of it.
//
// The shattering explorer: every labelling of the user's points (at most
// six) by two classes, as small multiples, each with its separating line of
// largest margin or a cross where no line exists, and the count.
//
// The weight-space view: the solution region {a : yᵢaᵀzᵢ ≥ b} cut at the
// current bias w₀, one line per point's constraint, and the path of the
// weights as training runs. Hovering a line rings its point in the plot;
// hovering a point in the plot thickens its line.
//
// The augmented view: the points as z = (1, x, y) in three dimensions and
// the separating plane aᵀz = 0 through the origin, in orthographic
// projection, turned by dragging (mouse or touch). With the polynomial
// basis of degree 2 it lifts the points to (x, y, x² + y²) instead, with
// the plane of the boundary's circular part and the boundary itself on the
// paraboloid.
//
// The test split (in the Data section, see splitControl): a knob for the
// fraction of points held out of training, a Resample button, and the
// test accuracy and loss beside the training ones.
"use strict";

(function () {
  const $ = (id) => document.getElementById(id);
  const section = $("sec-pictures");
  if (!section) return;

  function start() {
    const hp = window.hyperplane;
    if (!hp || start.done) return;
    start.done = true;
    applyAddress();
    const split = splitControl(hp);
    const colors = hp.colors || ["#d62728", "#1f77b4"];
    const views = [shatterView(hp, colors), weightView(hp, colors), liftView(hp, colors)];
    let pending = false;
    const refresh = (st) => {
      split(st);
      for (const v of views) v.update(st);
    };
    hp.subscribe(function (st) {
      // Draw in the next animation frame at most once, whatever the
      // number of messages.
      if (pending) return;
      pending = true;
      requestAnimationFrame(function () { pending = false; refresh(st); });
    });
    for (const d of section.querySelectorAll("details")) {
      d.addEventListener("toggle", () => refresh(hp.status()));
    }
    // The section gets its width when the panel is first laid out (after
    // app.js has built it) and whenever the layout changes.
    let width = -1;
    new ResizeObserver(() => {
      if (section.clientWidth === width) return;
      width = section.clientWidth;
      refresh(hp.status());
    }).observe(section);
  }

  // splitControl wires the Data section's "Test split" knob and Resample
  // button to hp.setSplit, and returns the function that shows a status:
  // the knob's value, and the test accuracy and loss beside the training
  // ones.
  function splitControl(hp) {
    const knob = $("split"), out = $("split-value"), again = $("split-resample"), score = $("split-score");
    if (!knob) return () => {};
    const pct = (v) => (v === null || v === undefined ? "—" : (100 * v).toFixed(1) + "%");
    const num = (v) => (v === null || v === undefined ? "—" : Number(v).toPrecision(4));
    const seed = () => Math.floor(Math.random() * 2147483647) + 1;
    knob.addEventListener("input", () => {
      const st = hp.status();
      const sp = { fraction: Number(knob.value) };
      if (!st.split || !st.split.seed) sp.seed = seed(); // the first split of a scene
      hp.setSplit(sp);
    });
    again.addEventListener("click", () => hp.setSplit({ seed: seed() }));
    const show = (st) => {
      const f = (st.split && st.split.fraction) || 0;
      if (document.activeElement !== knob) knob.value = String(f);
      out.textContent = f > 0 ? Math.round(100 * f) + "% · " + st.testN + " points" : "off";
      again.disabled = !(f > 0);
      score.hidden = !(f > 0 && st.trained);
      if (!score.hidden) {
        // Fisher's J and the SVM's dual are not sums over points, and
        // Ho-Kashyap's b is learnt for the training points: say so rather
        // than show a dash.
        score.textContent = "training accuracy " + pct(st.accuracy) + ", test " + pct(st.testAccuracy) +
          (st.testLoss === null || st.testLoss === undefined
            ? " · this method's criterion has no value on held-out points"
            : " · loss " + num(st.loss) + ", test " + num(st.testLoss));
      }
    };
    show(hp.status());
    return show;
  }

  // The section follows the address like the others: ?hide=pictures hides
  // it, and ?embed&controls=… shows it only when it is listed.
  function applyAddress() {
    const q = new URLSearchParams(location.search);
    const list = (k) => (q.get(k) || "").split(",").map((x) => x.trim());
    const hidden = list("hide").includes("pictures") ||
      (q.has("embed") && !list("controls").includes("pictures"));
    if (hidden) section.dataset.hidden = "1";
  }

  // visible reports whether a picture's <details> is open and on screen.
  function visible(details) {
    return details.open && section.dataset.hidden !== "1" && section.offsetParent !== null;
  }

  // sized sets a canvas's backing store to its CSS width (and the given
  // CSS height) times the device pixel ratio, and returns its 2-D context
  // in CSS pixels with the width.
  function sized(canvas, height) {
    const dpr = window.devicePixelRatio || 1;
    const W = Math.max(1, Math.floor(canvas.parentElement.clientWidth));
    canvas.style.height = height + "px";
    if (canvas.width !== Math.round(W * dpr) || canvas.height !== Math.round(height * dpr)) {
      canvas.width = Math.round(W * dpr);
      canvas.height = Math.round(height * dpr);
    }
    const g = canvas.getContext("2d");
    g.setTransform(dpr, 0, 0, dpr, 0, 0);
    g.clearRect(0, 0, W, height);
    return { g, W, H: height };
  }

  // ---------- shattering ----------

  function shatterView(hp, colors) {
    const box = $("pic-shatter"), canvas = $("shatter-plot"), out = $("shatter-out");
    let last = "";
    return {
      update(st) {
        if (!visible(box)) return;
        // shatter() is cheap for six points; more is refused without asking.
        let sh;
        if (st.npoints > 6 || st.npoints === 0) {
          sh = { ok: false, n: st.npoints };
        } else {
          sh = hp.shatter();
        }
        const key = JSON.stringify([sh.points || sh.n, canvas.parentElement.clientWidth]);
        if (key === last) return;
        last = key;
        if (!sh.ok) {
          out.textContent = sh.n === 0
            ? "Add one to six points (their classes do not matter) to see every way of labelling them."
            : "The explorer takes at most six points; there are " + sh.n + ". Clear some, or load the “shattering” data sets.";
          sized(canvas, 1);
          canvas.hidden = true;
          return;
        }
        canvas.hidden = false;
        out.textContent = sh.conclusion + ".";
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

  // ---------- weight space ----------

  function weightView(hp, colors) {
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
      if (!ws.ok) { out.textContent = ws.error; return; }
      const f = (v) => (Math.abs(v) < 1e-12 ? "0" : Number(v.toPrecision(3)).toString());
      const b = ws.margin === "xi" ? "ξ = " + f(ws.b) : "b = " + f(ws.b);
      const region = ws.polygon.length >= 3
        ? "shaded: the weights w with yᵢ(w₀ + wᵀxᵢ) ≥ " + (ws.margin === "xi" ? "ξ" : "b") + " for every point"
        : "no w in this picture satisfies every constraint at this w₀";
      out.textContent = "Slice w₀ = " + f(ws.w0) + " of the solution region, " + b + ": " + region +
        ". Each line is one point's constraint; the path is the weights (w₁, w₂) during training, the blue dot the current ones.";
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
      update(st) {
        if (!visible(box)) { ring.hidden = true; return; }
        ws = st.npoints > 500 ? { ok: false, error: "The weight-space view draws one line for each point: it takes at most 500 points." } : hp.weightSpace();
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

  // ---------- augmented space ----------

  function liftView(hp, colors) {
    // dots draws projected points [[x, y, depth], class], far ones first.
    function dots(g, ps) {
      for (const [p, c] of ps) {
        g.beginPath();
        g.arc(p[0], p[1], 3.5, 0, 2 * Math.PI);
        g.fillStyle = colors[c] || "#555";
        g.fill();
        g.strokeStyle = "#ffffff"; g.lineWidth = 1; g.stroke();
      }
    }

    const box = $("pic-lift"), canvas = $("lift-plot"), out = $("lift-out");
    let yaw = -0.6, pitch = 0.45, data = null;
    canvas.dataset.yaw = yaw;

    // project turns (z₁, z₂, z₀) = (x, y, 1) so that z₀ points up on the
    // screen before the turn, then yaws about z₀ and pitches towards the
    // viewer; it returns screen (right, up) and depth.
    function project(x, y, z0) {
      const cy = Math.cos(yaw), sy = Math.sin(yaw), cp = Math.cos(pitch), sp = Math.sin(pitch);
      const X = cy * x - sy * y, Y = sy * x + cy * y;
      return [X, cp * z0 - sp * Y, sp * z0 + cp * Y];
    }

    function draw() {
      const W = Math.max(1, Math.floor(canvas.parentElement.clientWidth));
      const H = Math.min(W, 300);
      const { g } = sized(canvas, H);
      if (!data) return;
      if (data.poly) return drawParaboloid(g, W, H);
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
      dots(g, ps);
    }

    // drawParaboloid draws the lift of the polynomial basis of degree 2,
    // (x, y) ↦ (x, y, s) with s = x² + y², the points on the paraboloid,
    // the plane w₀ + w₁x + w₂y + c·s = 0 with c = ½(w₁₁ + w₂₂) (the
    // boundary's plane when w₁₂ = 0 and w₁₁ = w₂₂), and the true boundary
    // h(x, y) = 0 lifted onto the paraboloid (black). The vertical axis is
    // scaled so that the largest s is drawn 1.2 R high.
    function drawParaboloid(g, W, H) {
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
      dots(g, ps);
    }

    let drag = null;
    canvas.addEventListener("pointerdown", (ev) => {
      drag = { x: ev.clientX, y: ev.clientY, yaw, pitch };
      canvas.setPointerCapture(ev.pointerId);
    });
    canvas.addEventListener("pointermove", (ev) => {
      if (!drag) return;
      yaw = drag.yaw + (ev.clientX - drag.x) * 0.01;
      pitch = Math.max(-1.5, Math.min(1.5, drag.pitch + (ev.clientY - drag.y) * 0.01));
      canvas.dataset.yaw = yaw;
      canvas.dataset.pitch = pitch;
      draw();
    });
    const end = () => { drag = null; };
    canvas.addEventListener("pointerup", end);
    canvas.addEventListener("pointercancel", end);

    // setTitle names the picture after what it shows.
    const summary = box.querySelector("summary");
    const title0 = summary.textContent, label0 = canvas.getAttribute("aria-label");
    function setTitle(t, label) {
      if (summary.textContent !== t) summary.textContent = t;
      canvas.setAttribute("aria-label", label);
    }

    return {
      update(st) {
        if (!visible(box)) return;
        if (!(st.basis && st.basis.kind === "poly" && st.basis.degree === 2)) setTitle(title0, label0);
        if (st.npoints > 5000) {
          data = null;
          canvas.hidden = true;
          out.textContent = "The augmented view draws at most 5,000 points.";
          return;
        }
        const full = hp.state();
        full.points = full.points || []; // left out when there are none
        const rows = st.field && st.field.rows;
        let R = 1;
        for (const p of full.points) R = Math.max(R, Math.abs(p[0]), Math.abs(p[1]));
        canvas.hidden = false;
        const b = st.basis || {};
        if (b.kind === "poly" && b.degree === 2) {
          // One row over (1, x, y, x², xy, y²): a two-class field.
          const a = rows && rows.length === 1 && rows[0].length === 6 && !(st.field.quad && st.field.quad.length) ? rows[0] : null;
          let smax = 1e-9;
          for (const p of full.points) smax = Math.max(smax, p[0] * p[0] + p[1] * p[1]);
          data = { poly: true, pts: full.points, a, R, smax: Math.max(smax, R * R) };
          canvas.dataset.lift = "paraboloid";
          setTitle("Lifted space: (x, y, x² + y²)", "The points lifted to (x, y, x² + y²) on a paraboloid, with the plane of the boundary's circular part; drag to turn it");
          let note = "With the polynomial basis of degree 2, each point is lifted to (x, y, x² + y²) on a paraboloid.";
          if (a) {
            const [, , , w11, w12, w22] = a, c = (w11 + w22) / 2;
            const off = Math.abs(w12) + Math.abs(w11 - w22);
            note += " The plane w₀ + w₁x + w₂y + c(x² + y²) = 0, with c = ½(w₁₁ + w₂₂), cuts the paraboloid along a circle; the black curve is the boundary h(x, y) = 0 on the paraboloid.";
            note += off <= 1e-6 * (Math.abs(c) + off)
              ? " Here w₁₂ = 0 and w₁₁ = w₂₂, so the boundary is exactly that cut: a plane separates the lifted classes."
              : ` Here w₁₂ = ${fmt(w12)} and w₁₁ − w₂₂ = ${fmt(w11 - w22)} are not 0, so the boundary is not a plane in this lift: the plane keeps only the circular part of h, and the curve leaves its cut.`;
          } else {
            note += " The plane is drawn for a two-class method.";
          }
          out.textContent = note + " Drag to turn it.";
          draw();
          return;
        }
        canvas.dataset.lift = "plane";
        const a = rows && rows.length === 1 && rows[0].length === 3 ? rows[0] : null;
        data = { pts: full.points, a, R };
        out.textContent = (a
          ? "Each point is lifted to z = (1, x, y) on the plane z₀ = 1; the classifier is the plane aᵀz = 0 through the origin, which cuts z₀ = 1 along the boundary (black)."
          : "Each point is lifted to z = (1, x, y) on the plane z₀ = 1. The plane aᵀz = 0 is drawn for a two-class method without basis functions.") +
          " Drag to turn it.";
        draw();
      },
    };
  }

  // fmt writes a weight with three significant digits.
  function fmt(v) {
    return Number(v.toPrecision(3)).toString();
  }

  // clipPolygon returns the part of the polygon ps where f(x, y) ≥ 0, for
  // f affine (Sutherland–Hodgman against one half-plane).
  function clipPolygon(ps, f) {
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
  function clipLine(a, xa, xb, ya, yb) {
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

  if (window.hyperplane) start();
  else window.addEventListener("hyperplane-ready", start, { once: true });
})();
