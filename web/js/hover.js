// The tooltip of the hovered point: its class, the model's answer and
// its margins.
import { $, fmt } from "./dom.js";

export function renderHover(st) {
  const box = $("hover");
  const h = st.hover;
  if (!h) { box.hidden = true; return; }
  box.textContent = "";
  const line = (text) => { const d = document.createElement("div"); d.textContent = text; box.appendChild(d); };
  const cls = (k) => (k < 0 ? "none" : (k + 1) + " " + (st.classes[k] ? st.classes[k].name : ""));
  line("point " + (h.index + 1) + " (" + fmt(h.point[0]) + ", " + fmt(h.point[1]) + "), class " + cls(h.point[2]));
  line("decided: " + cls(h.decided) + (st.decisionSet ? " (under the decision stage)" : ""));
  if (h.posteriors) line("p(C|x) = " + h.posteriors.map((p) => fmt(p, 3)).join(", ") + (st.priorsSet ? " under the priors set" : ""));
  if (st.field && st.field.combine === "sign") {
    line("functional margin y·h(x) = " + fmt(h.functional, 4));
    if (h.geometric !== null) line((h.exact ? "geometric margin y·h/‖w‖ = " : "distance ≈ y·h/‖∇h‖ = ") + fmt(h.geometric, 4));
    if (h.feature !== null && !h.exact) line("margin in feature space y·h/‖w‖ = " + fmt(h.feature, 4));
    if (h.hkB !== null) line("Ho-Kashyap b_n = " + fmt(h.hkB, 4) + ", e_n = y·aᵀz − b_n = " + fmt(h.hkE, 4));
    if (h.dual) {
      line("f(x) = " + fmt(h.dual.f, 4) + ", α = " + fmt(h.dual.alpha, 4) + (h.dual.bounded ? " (at the bound C)" : ""));
      line("slack ξ = max(0, 1 − y·f) = " + fmt(h.dual.slack, 4));
    }
  } else if (h.functional !== null) {
    line("margin h_own − max h_other = " + fmt(h.functional, 4));
  }
  box.style.left = Math.min(h.pixel[0] + 14, window.innerWidth - 270) + "px";
  box.style.top = Math.max(h.pixel[1] - 12, 4) + "px";
  box.hidden = false;
}
