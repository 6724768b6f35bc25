// The toast: a refusal, a warning or a note of the Share section shown
// over the plot, at the bottom of it, at every layout (on desktop the
// panel's message is far down the column; in the compact layout it is
// inside the closed drawer). It is a live region, so that screen readers
// read it, and it goes away after a while or when closed.
import { $ } from "./dom.js";
import { fmt } from "./i18n.js";

const SHOW_MS = { error: 9000, warning: 7000, info: 4000 };
let timer = 0;
let lastStatus = "";

// toast shows text of kind "error", "warning" or "info".
export function toast(text, kind) {
  const box = $("toast");
  if (!box || !text) return;
  kind = SHOW_MS[kind] ? kind : "info";
  box.className = "toast on " + kind;
  $("toast-text").textContent = text;
  place(box);
  clearTimeout(timer);
  timer = setTimeout(hideToast, SHOW_MS[kind]);
}

// place sets the toast's bottom edge above the drawing tools' bar when
// that bar is shown, which the toast covered on a phone's narrow plot;
// otherwise the style sheet's place, at the foot of the plot, holds.
function place(box) {
  const bar = $("tools");
  const r = bar ? bar.getBoundingClientRect() : null; // (fixed: no offsetParent)
  box.style.top = r && r.height > 0 ? Math.max(8, r.top - 6) + "px" : "";
}

export function hideToast() {
  const box = $("toast");
  if (!box) return;
  box.className = "toast";
  $("toast-text").textContent = "";
}

// toastStatus shows the program's message when it becomes an error or a
// warning (a subscriber of hyperplane.subscribe).
function toastStatus(st) {
  const m = st && st.message;
  const text = m && m.text ? fmt(m.text) : "";
  const key = text ? m.kind + "\n" + text : "";
  if (key === lastStatus) return;
  lastStatus = key;
  if (text && (m.kind === "error" || m.kind === "warning") && $("toast-text").textContent !== text) {
    toast(text, m.kind);
  }
}

// wireToast follows the program's messages and the refusals of its API
// (the event hyperplane-message, sent for every call answered with
// {ok: false}, even one that changed nothing in the program).
export function wireToast(hp) {
  $("toast-close").addEventListener("click", hideToast);
  window.addEventListener("hyperplane-message", (e) => {
    const d = e.detail || {};
    toast(fmt(d.text || ""), d.kind);
  });
  hp.subscribe(toastStatus);
}
