// The augmented view: the points as z = (1, x, y) in three dimensions and
// the separating plane aᵀz = 0 through the origin, turned by dragging
// (mouse or touch). With the polynomial basis of degree 2 it lifts the
// points to (x, y, x² + y²) instead, with the plane of the boundary's
// circular part and the boundary itself on the paraboloid.
import { $ } from "../dom.js";
import { sized, fmt } from "./canvas.js";
import { drawPlane, drawParaboloid } from "./liftdraw.js";
import { kernelLift } from "./kernellift.js";
import { t, l10n } from "../i18n.js";

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
  // (The plane's name is the page's own, data-l10n-id="panel-pic-lift"; the
  // paraboloid's replaces it while it is shown.)
  const summary = box.querySelector("summary");
  function setTitle(id) {
    if (summary.getAttribute("data-l10n-id") !== id) l10n(summary, id);
    if (canvas.getAttribute("data-l10n-id") !== id + "-canvas") l10n(canvas, id + "-canvas");
  }

  return {
    box,
    update(st) {
      const kl = kernelLift(st.field); // a kernel expansion's explicit lift, or why it has none
      const poly2 = (st.basis && st.basis.kind === "poly" && st.basis.degree === 2) || !!(kl && kl.row);
      if (!poly2) setTitle("panel-pic-lift");
      if (st.npoints > 5000) {
        data = null;
        canvas.hidden = true;
        out.textContent = t("pic-lift-too-many");
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
        setTitle("pic-lift-paraboloid");
        const parts = [t(kl && kl.row ? "pic-lift-poly-kernel" : "pic-lift-poly-basis")];
        if (a) {
          const [, , , w11, w12, w22] = a, c = (w11 + w22) / 2;
          const off = Math.abs(w12) + Math.abs(w11 - w22);
          parts.push(t("pic-lift-circle"));
          parts.push(off <= 1e-6 * (Math.abs(c) + off) ? t("pic-lift-exact") : t("pic-lift-not-plane", { w12: fmt(w12), diff: fmt(w11 - w22) }));
        } else {
          parts.push(t("pic-lift-two-class"));
        }
        parts.push(t("pic-lift-drag"));
        out.textContent = parts.join(" ");
        draw();
        return;
      }
      canvas.dataset.lift = "plane";
      const a = !kl && rows && rows.length === 1 && rows[0].length === 3 ? rows[0] : null;
      data = { pts: full.points, a, R };
      out.textContent = (kl ? kl.note : t(a ? "pic-lift-plane" : "pic-lift-plane-none")) + " " + t("pic-lift-drag");
      draw();
    },
  };
}
