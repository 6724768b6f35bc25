// Small helpers for the page's text. Everything the user sees as text
// (class names, messages, help) is set with textContent, never as HTML.

import { decimalSign } from "./i18n.js";

export const $ = (id) => document.getElementById(id);

// put sets an element's text only when it changes.
export function put(el, text) {
  if (el.textContent !== text) el.textContent = text;
}

// putLines makes box's children the given [className, text] lines,
// rewriting only what changed: rebuilding the rows at every status made
// the browser lay out and repaint them each time.
export function putLines(box, lines) {
  const kids = box.children;
  while (kids.length > lines.length) box.lastChild.remove();
  lines.forEach(([cls, text], i) => {
    let d = kids[i];
    if (!d) { d = document.createElement("div"); box.appendChild(d); }
    if (d.className !== cls) d.className = cls;
    put(d, text);
  });
}

// fmt writes a number with the given significant digits, in exponent form
// when it is very large or small, with a true minus sign and the
// locale's decimal sign (2,5 in Czech and German).
export function fmt(v, digits = 3) {
  if (v === null || v === undefined || Number.isNaN(v)) return "—";
  if (!Number.isFinite(v)) return v > 0 ? "∞" : "−∞";
  if (v === 0) return "0";
  const a = Math.abs(v);
  let s;
  if (a >= 1e5 || a < 1e-3) s = v.toExponential(digits - 1);
  else s = Number(v.toPrecision(digits)).toString();
  return decimal(s.replace("-", "−"));
}

// decimal puts the locale's decimal sign in a number written with ".".
export function decimal(s) {
  const sign = decimalSign();
  return sign === "." ? s : s.replace(".", sign);
}

// vec writes a vector: (1.5, 2) in English, (1,5; 2) where the decimal
// sign is a comma.
export function vec(v) {
  return "(" + v.map((x) => fmt(x)).join(decimalSign() === "," ? "; " : ", ") + ")";
}

// displayed reports whether el has a box (neither it nor an ancestor is
// display: none). checkVisibility brings the style up to date only;
// offsetParent, where it is missing, lays the page out, which after a
// status had rewritten the panel took 5-7 ms at 4x CPU throttling each
// time (issue 51).
export function displayed(el) {
  return typeof el.checkVisibility === "function" ? el.checkVisibility() : el.offsetParent !== null;
}
