// Where the page's single-key shortcuts act (WCAG 2.1.4): on the plot,
// or on the control they belong to (the toolbar's Play, Step and Reset;
// the drawing tools; the classes; the Data section's undo; the View's fit),
// so that a screen reader's or a speech program's keys typed elsewhere
// trigger nothing. The help dialog's switch lets them act anywhere but in
// a text field, as they used to; the choice is kept in localStorage.
const KEY = "hyperplane.shortcutsAnywhere";
let anywhere = false;
try {
  anywhere = localStorage.getItem(KEY) === "1";
} catch (e) { /* storage may be off */ }

export function shortcutsAnywhere() {
  return anywhere;
}

export function setShortcutsAnywhere(on) {
  anywhere = !!on;
  try {
    localStorage.setItem(KEY, anywhere ? "1" : "0");
  } catch (e) { /* storage may be off */ }
}

// plotHasFocus reports whether the keydown e is on the plot's canvas.
export function onPlot(e) {
  return !!e.target && e.target.tagName === "CANVAS" && e.target.parentElement === document.body;
}

// typing reports whether t takes text (or a choice) from the keys.
function typing(t) {
  if (!t || !t.tagName) return false;
  if (t.isContentEditable || t.tagName === "SELECT" || t.tagName === "TEXTAREA") return true;
  return t.tagName === "INPUT" && !["checkbox", "range", "radio", "button"].includes(t.type);
}

// inScope reports whether the keydown e may act as a shortcut of the
// controls whose elements have the given ids: on the plot, in one of
// those controls (not while typing in it), or anywhere with the switch on.
export function inScope(e, ...homes) {
  if (onPlot(e)) return true;
  const t = e.target;
  if (typing(t)) return false;
  if (anywhere) return true;
  return homes.some((id) => {
    const h = document.getElementById(id);
    return !!h && !!t && h.contains(t);
  });
}
