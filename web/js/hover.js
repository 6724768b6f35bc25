// The tooltip of the hovered point: its class, the model's answer and
// its margins.
import { $, fmt } from "./dom.js";
import { t } from "./i18n.js";

export function renderHover(st) {
  const box = $("hover");
  const h = st.hover;
  if (!h) { box.hidden = true; return; }
  box.textContent = "";
  const line = (text) => { const d = document.createElement("div"); d.textContent = text; box.appendChild(d); };
  // A class, by its number and its name (the user's, isolated from the
  // sentence's direction where it runs right to left).
  const cls = (k) => (k < 0 ? t("hover-class-none") : t("hover-class", { k: k + 1, name: st.classes[k] ? st.classes[k].name : "" }));
  line(t("hover-point", { n: h.index + 1, x: fmt(h.point[0]), y: fmt(h.point[1]), cls: cls(h.point[2]) }));
  line(t(st.decisionSet ? "hover-decided-stage" : "hover-decided", { cls: cls(h.decided) }));
  if (h.posteriors) {
    const ps = h.posteriors.map((p) => fmt(p, 3)).join(t("hover-list-sep"));
    line(t(st.priorsSet ? "hover-posteriors-priors" : "hover-posteriors", { ps }));
  }
  if (st.field && st.field.combine === "sign") {
    line(t("hover-functional", { v: fmt(h.functional, 4) }));
    if (h.geometric !== null) line(t(h.exact ? "hover-geometric" : "hover-distance", { v: fmt(h.geometric, 4) }));
    if (h.feature !== null && !h.exact) line(t("hover-feature", { v: fmt(h.feature, 4) }));
    if (h.hkB !== null) line(t("hover-hk", { b: fmt(h.hkB, 4), e: fmt(h.hkE, 4) }));
    if (h.dual) {
      line(t(h.dual.bounded ? "hover-dual-bound" : "hover-dual", { f: fmt(h.dual.f, 4), alpha: fmt(h.dual.alpha, 4) }));
      line(t("hover-slack", { v: fmt(h.dual.slack, 4) }));
    }
  } else if (h.functional !== null) {
    line(t("hover-multi", { v: fmt(h.functional, 4) }));
  }
  box.style.left = Math.min(h.pixel[0] + 14, window.innerWidth - 270) + "px";
  box.style.top = Math.max(h.pixel[1] - 12, 4) + "px";
  box.hidden = false;
}
