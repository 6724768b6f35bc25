// The augmented view: the points as z = (1, x, y) in three dimensions and
// the separating plane aᵀz = 0 through the origin, turned by dragging
// (mouse or touch). With the polynomial basis of degree 2 it lifts the
// points to (x, y, x² + y²) instead, with the plane of the boundary's
// circular part and the boundary itself on the paraboloid.
import { $ } from "../dom.js";
import { sized, fmt } from "./canvas.js";
import { drawPlane, drawParaboloid } from "./liftdraw.js";
import { kernelLift } from "./kernellift.js";

export function liftView(hp, colors) {
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
    if (data.poly) drawParaboloid(g, W, H, data, project, colors);
    else drawPlane(g, W, H, data, project, colors);
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
  // From the keyboard too: the arrows turn the view as a drag of 10 px.
  canvas.tabIndex = 0;
  canvas.addEventListener("keydown", (ev) => {
    const d = { ArrowLeft: [-0.1, 0], ArrowRight: [0.1, 0], ArrowUp: [0, -0.1], ArrowDown: [0, 0.1] }[ev.key];
    if (!d || ev.ctrlKey || ev.metaKey || ev.altKey) return;
    ev.preventDefault();
    yaw += d[0];
    pitch = Math.max(-1.5, Math.min(1.5, pitch + d[1]));
    canvas.dataset.yaw = yaw;
    canvas.dataset.pitch = pitch;
    draw();
  });

  // setTitle names the picture after what it shows.
  const summary = box.querySelector("summary");
  const title0 = summary.textContent, label0 = canvas.getAttribute("aria-label");
  function setTitle(t, label) {
    if (summary.textContent !== t) summary.textContent = t;
    canvas.setAttribute("aria-label", label);
  }

  return {
    box,
    update(st) {
      const kl = kernelLift(st.field); // a kernel expansion's explicit lift, or why it has none
      const poly2 = (st.basis && st.basis.kind === "poly" && st.basis.degree === 2) || !!(kl && kl.row);
      if (!poly2) setTitle(title0, label0);
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
      if (poly2) {
        // One row over (1, x, y, x², xy, y²): a two-class field.
        const a = kl && kl.row ? kl.row
          : rows && rows.length === 1 && rows[0].length === 6 && !(st.field.quad && st.field.quad.length) ? rows[0] : null;
        let smax = 1e-9;
        for (const p of full.points) smax = Math.max(smax, p[0] * p[0] + p[1] * p[1]);
        data = { poly: true, pts: full.points, a, R, smax: Math.max(smax, R * R) };
        canvas.dataset.lift = "paraboloid";
        setTitle("Lifted space: (x, y, x² + y²)", "The points lifted to (x, y, x² + y²) on a paraboloid, with the plane of the boundary's circular part; drag to turn it");
        let note = kl && kl.row
          ? "The polynomial kernel (γxᵀx' + c₀)² has an explicit lift: f(x) = Σ αₙyₙK(xₙ, x) + b is one row over (1, x, y, x², xy, y²), and each point is lifted to (x, y, x² + y²) on a paraboloid."
          : "With the polynomial basis of degree 2, each point is lifted to (x, y, x² + y²) on a paraboloid.";
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
      const a = !kl && rows && rows.length === 1 && rows[0].length === 3 ? rows[0] : null;
      data = { pts: full.points, a, R };
      out.textContent = kl ? kl.note + " Drag to turn it." : (a
        ? "Each point is lifted to z = (1, x, y) on the plane z₀ = 1; the classifier is the plane aᵀz = 0 through the origin, which cuts z₀ = 1 along the boundary (black)."
        : "Each point is lifted to z = (1, x, y) on the plane z₀ = 1. The plane aᵀz = 0 is drawn for a two-class method without basis functions.") +
        " Drag to turn it.";
      draw();
    },
  };
}
