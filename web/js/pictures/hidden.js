// The network's hidden space beside the plane: each point at its image
// h = g(Wz) in the space of the hidden units, the plane's grid carried
// there, and the output layer's boundary, straight in that space. Two
// units are drawn in a square, three in a cube turned by dragging or the
// arrow keys, more as a chosen pair. A slider carries the plane to the
// hidden space continuously (x, then the pre-activations Wz, then g of
// them). Hovering a point here rings it on the plot, hovering one on the
// plot rings it here; a click here (or the arrow keys in the square)
// chooses the point whose backpropagation is shown (backprop.js). While
// the network trains, each new picture glides from the last one.
import { $ } from "../dom.js";
import { t, fmt, onLocale } from "../i18n.js";
import { sized, sub, num3 } from "./canvas.js";
import { draw2, draw3 } from "./hiddendraw.js";
import { chosenPoint } from "./netpoint.js";

// glideMs is how long a new picture takes to glide from the last.
const glideMs = 240;

export function hiddenView(hp, colors) {
  const box = $("pic-hidden"), canvas = $("hidden-plot"), out = $("hidden-out");
  const stage = $("hidden-stage"), stageOut = $("hidden-stage-out");
  const pairBox = $("hidden-pair"), ax = [$("hidden-u1"), $("hidden-u2")];
  const chosen = chosenPoint(hp);
  let data = null, shown = null, at = [], hover = -1, fromPlot = -1, glide = null, units = 0;
  let yaw = -0.6, pitch = 0.45, pointer = null, lastSt = null;
  const ring = document.createElement("div");
  ring.id = "net-ring";
  ring.hidden = true;
  document.body.appendChild(ring);
  canvas.tabIndex = 0;

  const tOf = () => Number(stage.value) / 100;
  const axes = () => (units > 3 ? ax.map((s) => Number(s.value)) : null);

  function project(x, y, z) {
    const cy = Math.cos(yaw), sy = Math.sin(yaw), cp = Math.cos(pitch), sp = Math.sin(pitch);
    const X = cy * x - sy * y, Y = sy * x + cy * y;
    return [X, cp * z - sp * Y, sp * z + cp * Y];
  }

  // names returns the axes' names at the slider's stage: x and y on the
  // plane, aⱼ at the pre-activations, hⱼ in the hidden space.
  function names(d) {
    const id = d.t === 0 ? "network-space-axis-x" : d.t < 0.5 ? "network-space-axis-to-a" : d.t === 0.5 ? "network-space-axis-a"
      : d.t < 1 ? "network-space-axis-to-h" : "network-space-axis-h";
    const out = d.axes.map((j, i) => t(id, { sub: sub(j + 1), coordinate: i + 1 }));
    if (d.axes.length === 1) out.push(t("network-space-axis-y"));
    return out;
  }

  function draw() {
    const W = Math.max(1, Math.floor(canvas.parentElement.clientWidth));
    const H = Math.min(W, 320);
    const { g } = sized(canvas, H);
    if (!shown) { at = []; return; }
    const marks = { hover: hover >= 0 ? hover : fromPlot, chosen: chosen.get() };
    at = shown.dims === 3 ? draw3(g, W, H, shown, marks, colors, names(shown), project) : draw2(g, W, H, shown, marks, colors, names(shown));
    // For tests and tools: the marks and the units drawn.
    canvas.dataset.hot = String(marks.hover);
    canvas.dataset.chosen = String(marks.chosen);
    canvas.dataset.axes = String(shown.axes);
    // A finger turns the cube; on the square it scrolls the panel.
    canvas.style.touchAction = shown.dims === 3 ? "none" : "";
  }

  // blend returns a picture between a and b (k from 0 to 1): the positions
  // and the box; the rest is b's.
  function blend(a, b, k) {
    const mix = (p, q) => p.map((v, i) => v + k * (q[i] - v));
    return Object.assign({}, b, {
      box: mix(a.box, b.box),
      points: b.points.map((q, i) => mix(a.points[i], q)),
      grid: b.grid.map((l, i) => l.map((q, j) => mix(a.grid[i][j], q))),
    });
  }
  const sameShape = (a, b) => a && b && a.dims === b.dims && a.t === b.t && String(a.axes) === String(b.axes) &&
    a.points.length === b.points.length && (a.grid || []).length === (b.grid || []).length &&
    (a.grid || []).every((l, i) => l.length === b.grid[i].length);

  // show draws d, gliding from what is on screen when glide is asked and
  // the two pictures have the same shape.
  function show(d, smooth) {
    if (glide) cancelAnimationFrame(glide.raf);
    glide = null;
    const from = shown;
    data = d;
    if (!smooth || !sameShape(from, d) || matchMedia("(prefers-reduced-motion: reduce)").matches) {
      shown = d;
      canvas.dataset.gliding = "0";
      draw();
      return;
    }
    const t0 = performance.now();
    const step = () => {
      const k = Math.min(1, (performance.now() - t0) / glideMs);
      const e = k * k * (3 - 2 * k);
      shown = k >= 1 ? d : blend(from, d, e);
      draw();
      if (k < 1) glide.raf = requestAnimationFrame(step);
      else { glide = null; canvas.dataset.gliding = "0"; }
    };
    canvas.dataset.gliding = "1";
    glide = { raf: requestAnimationFrame(step) };
  }

  // fetch asks for the picture at the slider's stage and the chosen axes;
  // lastWhy keeps why there is none.
  function fetch() {
    const d = hp.hiddenSpace({ t: tOf(), axes: axes() });
    lastWhy = d && !d.ok ? d.error : null;
    return d && d.ok ? d : null;
  }

  function say(d, why) {
    stage.setAttribute("aria-valuetext", stageText(tOf()));
    stageOut.textContent = stageText(tOf());
    if (!d) { out.textContent = why ? fmt(why) : ""; return; }
    const n = d.points.length;
    let s;
    if (d.t < 1) s = t("network-space-note-stage", { n });
    else if (!d.exact) s = t("network-space-note-pair", { units: d.units, first: d.axes[0] + 1, second: d.axes[1] + 1 });
    else if (d.dims === 3) s = d.plane ? t("network-space-note-cube") : t("network-space-note-cube-classes");
    else if (d.line) s = t("network-space-note-line", { c: num3(d.line[0]), v1: num3(d.line[1]), v2: num3(d.line[2]) });
    else s = t("network-space-note-classes", { classes: d.labels.length });
    out.textContent = s + " " + t(d.dims === 3 ? "network-space-note-keys-cube" : "network-space-note-keys");
  }

  // stageText says where the slider is.
  function stageText(v) {
    const id = v === 0 ? "network-space-stage-plane" : v === 0.5 ? "network-space-stage-pre" : v === 1 ? "network-space-stage-hidden" : v < 0.5 ? "network-space-stage-to-pre" : "network-space-stage-to-hidden";
    return t(id, { t: num3(v) });
  }

  // setPairs fills the pair chooser for a network of u units.
  function setPairs(u) {
    if (u === units) return;
    units = u;
    pairBox.hidden = u <= 3;
    ax.forEach((s, i) => {
      s.textContent = "";
      for (let j = 0; j < u; j++) {
        const o = document.createElement("option");
        o.value = String(j);
        o.textContent = t("network-space-unit", { unit: j + 1, sub: sub(j + 1) });
        s.append(o);
      }
      s.value = String(i);
    });
  }

  let lastWhy = null;
  function refresh(smooth) {
    const d = fetch();
    say(d, lastWhy);
    show(d, smooth);
    if (pointer) setHot(nearest(pointer));
  }

  // nearest returns the point drawn nearest the pointer, within 8 CSS
  // pixels, or −1.
  function nearest(ev) {
    const r = canvas.getBoundingClientRect();
    const x = ev.clientX - r.left, y = ev.clientY - r.top;
    let best = -1, bd = 64;
    at.forEach((p, i) => {
      const d = (p[0] - x) ** 2 + (p[1] - y) ** 2;
      if (d < bd) { bd = d; best = i; }
    });
    return best;
  }

  function setHot(i) {
    if (i === hover) return;
    hover = i;
    draw();
    placeRing();
  }

  // placeRing rings the hovered point on the plot.
  function placeRing() {
    if (hover < 0 || !data) { ring.hidden = true; return; }
    const st = hp.state();
    const p = st.points && st.points[hover];
    if (!p) { ring.hidden = true; return; }
    const px = hp.toPixel(p[0], p[1]);
    ring.style.left = px[0] + "px";
    ring.style.top = px[1] + "px";
    ring.hidden = false;
  }

  let drag = null;
  canvas.addEventListener("pointerdown", (ev) => {
    drag = { x: ev.clientX, y: ev.clientY, yaw, pitch, moved: false };
    canvas.setPointerCapture(ev.pointerId);
  });
  canvas.addEventListener("pointermove", (ev) => {
    pointer = ev;
    if (drag && shown && shown.dims === 3) {
      const dx = ev.clientX - drag.x, dy = ev.clientY - drag.y;
      if (Math.hypot(dx, dy) > 3) drag.moved = true;
      yaw = drag.yaw + dx * 0.01;
      pitch = Math.max(-1.5, Math.min(1.5, drag.pitch + dy * 0.01));
      canvas.dataset.yaw = yaw;
      draw();
      return;
    }
    setHot(nearest(ev));
  });
  canvas.addEventListener("pointerup", (ev) => {
    const d = drag;
    drag = null;
    if (d && !d.moved) {
      const i = nearest(ev);
      if (i >= 0) chosen.set(i === chosen.get() ? -1 : i);
    }
  });
  canvas.addEventListener("pointercancel", () => { drag = null; });
  canvas.addEventListener("pointerleave", () => { pointer = null; setHot(-1); });

  // The keys: in the cube the arrows turn it; in the square they choose
  // the nearest point in their direction; Escape forgets the choice.
  canvas.addEventListener("keydown", (ev) => {
    if (ev.ctrlKey || ev.metaKey || ev.altKey || !shown) return;
    if (ev.key === "Escape" && chosen.get() >= 0) { ev.preventDefault(); chosen.set(-1); return; }
    const d = { ArrowLeft: [-1, 0], ArrowRight: [1, 0], ArrowUp: [0, -1], ArrowDown: [0, 1] }[ev.key];
    if (!d) return;
    ev.preventDefault();
    if (shown.dims === 3) {
      yaw += 0.1 * d[0];
      pitch = Math.max(-1.5, Math.min(1.5, pitch + 0.1 * d[1]));
      canvas.dataset.yaw = yaw;
      draw();
      return;
    }
    chosen.set(toward(chosen.get(), d));
  });

  // toward returns the point drawn nearest point i in the screen direction
  // d, within 60° of it (the first point when none is chosen), or i.
  function toward(i, d) {
    if (at.length === 0) return -1;
    if (i < 0 || !at[i]) return 0;
    let best = i, bd = Infinity;
    at.forEach((p, j) => {
      const dx = p[0] - at[i][0], dy = p[1] - at[i][1], n = Math.hypot(dx, dy);
      if (j === i || n === 0) return;
      const along = (dx * d[0] + dy * d[1]) / n;
      if (along < 0.5) return;
      if (n / along < bd) { bd = n / along; best = j; }
    });
    return best;
  }

  stage.addEventListener("input", () => refresh(false));
  ax.forEach((s, i) => s.addEventListener("change", () => {
    const o = ax[1 - i];
    if (o.value === s.value) o.value = String((Number(s.value) + 1) % units);
    refresh(false);
  }));
  chosen.onChange(() => draw());
  onLocale(() => { units = -1; if (lastSt) update(lastSt); });

  // update follows a status: the picture shows only for a network; its
  // units are its output rows' length less the bias.
  function update(st) {
    lastSt = st;
    const net = st.field && st.field.network;
    if (!net) { data = shown = null; ring.hidden = true; draw(); return; }
    setPairs(net.output[0].length - 1);
    fromPlot = st.hover && st.hover.index >= 0 ? st.hover.index : -1;
    refresh(true);
  }

  return {
    box,
    applies: (st) => !!(st.field && st.field.network),
    hide() { ring.hidden = true; },
    update,
  };
}

// hiddenChart is the hidden space's text alternative (chartalt.js): what
// it shows in numbers, and each point's place in it at the slider's stage.
export function hiddenChart(hp) {
  const el = $("hidden-stage");
  const d = hp.hiddenSpace({ t: el ? Number(el.value) / 100 : 1 });
  if (!d || !d.ok) return { label: t("network-space-alt-none", { why: d ? fmt(d.error) : "" }), head: [], rows: [] };
  const n3 = num3;
  let label = t("network-space-alt", { units: d.units, dims: d.dims, n: d.points.length, t: num3(d.t) });
  if (d.t === 1 && d.line) label += " " + t("network-space-alt-line", { c: n3(d.line[0]), v1: n3(d.line[1]), v2: n3(d.line[2]) });
  if (d.t === 1 && d.plane) label += " " + t("network-space-alt-plane", { c: n3(d.plane[0]), v1: n3(d.plane[1]), v2: n3(d.plane[2]), v3: n3(d.plane[3]) });
  const st = hp.state();
  const pts = st.points || [];
  const axes = d.axes.map((j) => t(d.t === 1 ? "network-space-axis-h" : d.t === 0.5 ? "network-space-axis-a" : "network-space-alt-axis", { sub: sub(j + 1), coordinate: j + 1 }));
  if (d.axes.length === 1) axes.push(t("network-space-axis-y"));
  const head = [t("network-space-alt-point"), "x", "y", t("network-space-alt-class")].concat(axes);
  const rows = d.points.slice(0, 200).map((p, i) => [String(i + 1), n3(pts[i] ? pts[i][0] : NaN), n3(pts[i] ? pts[i][1] : NaN), String(d.classes[i] + 1)].concat(p.map(n3)));
  return { label, head, rows };
}
