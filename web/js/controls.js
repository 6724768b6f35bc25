// The controls' wiring: the toolbar and panel buttons, the speed slider,
// the replay, the help dialog, the keyboard shortcuts and the fault box.
import { $ } from "./dom.js";
import { hp, last } from "./state.js";
import { basisFromControls, buildBasisParams } from "./panel.js";
import { hint } from "./status.js";
import { renderHK, renderModels } from "./values.js";
import { labelControls, toggleControls } from "./layout.js";
import { collapseLesson } from "./lesson.js";
import { placeLabels } from "./labels.js";
import { fallbackCopy } from "./files.js";
import { inScope, onPlot } from "./keyscope.js";
import { t } from "./i18n.js";

// The speed slider is logarithmic, from 1 to 100,000 steps per second.
const speedFrom = (u) => Math.round(Math.pow(10, Number(u)) * 10) / 10;

export function wire() {
  $("algorithm").addEventListener("change", (e) => hp.setAlgorithm(e.target.value));
  $("basis").addEventListener("change", () => {
    const b = basisFromControls();
    if (!b || b.ok === false) return; // refused: the page shows why
    buildBasisParams(b);
    hp.setBasis(b);
  });
  $("play").addEventListener("click", () => { hint(""); hp.toggle(); });
  $("controls-toggle").addEventListener("click", () => toggleControls());
  $("panel-close").addEventListener("click", () => { toggleControls(false); $("controls-toggle").focus(); });
  $("lesson-collapse").addEventListener("click", () => collapseLesson(!$("lesson-card").classList.contains("collapsed")));
  // The lesson card's and the toolbar's heights place what lies under them.
  if (window.ResizeObserver) {
    const ro = new ResizeObserver(() => window.hyperplaneLayout.apply());
    ro.observe($("lesson-card"));
    ro.observe($("toolbar"));
  }
  $("step").addEventListener("click", () => hp.step());
  $("reset").addEventListener("click", () => hp.reset());
  $("clear").addEventListener("click", () => hp.clear());
  $("undo").addEventListener("click", () => hp.undo());
  $("redo").addEventListener("click", () => hp.redo());
  $("fit").addEventListener("click", () => hp.fitView());
  $("class-add").addEventListener("click", () => hp.setClassCount(last.classes.length + 1));
  $("class-remove").addEventListener("click", () => hp.setClassCount(last.classes.length - 1));
  $("speed").addEventListener("input", (e) => {
    $("speed-out").textContent = t("panel-speed-value", { n: speedFrom(e.target.value) });
    hp.setSpeed(speedFrom(e.target.value));
  });
  $("shading").addEventListener("change", (e) => hp.setView({ shading: e.target.value }));
  $("scrub").addEventListener("input", (e) => {
    const i = Number(e.target.value);
    hp.scrub(i >= Number(e.target.max) ? -1 : i);
  });
  $("help-open").addEventListener("click", () => openHelp(true));
  $("help-close").addEventListener("click", () => openHelp(false));
  $("fault-close").addEventListener("click", () => { $("fault").hidden = true; });
  $("fault-copy").addEventListener("click", copyFault);
  $("fisher-reset").addEventListener("click", () => hp.setTrialDirection(null));
  // A fresh status: the last one the page showed may be from before a step.
  $("hk-box").addEventListener("toggle", () => { if (hp) renderHK(hp.status()); });
  $("models-box").addEventListener("toggle", () => { $("models-box").dataset.key = ""; if (hp) renderModels(hp.status()); });
  document.addEventListener("keydown", onKey);
  window.addEventListener("resize", () => {
    placeLabels();
    labelControls();
  });
  labelControls();
}

// openHelp opens or closes the help; closing gives the focus back to
// where it was when the help opened (the plot, the ? button).
let helpOpener = null;
function openHelp(open) {
  if (open && $("help").hidden) helpOpener = document.activeElement;
  $("help").hidden = !open;
  if (open) $("help-close").focus();
  else if (helpOpener) {
    if (helpOpener.isConnected && helpOpener.focus) helpOpener.focus();
    helpOpener = null;
  }
}

// The keyboard's shortcuts act on the plot and on the controls they
// belong to (keyscope.js); Escape closes the dialogs anywhere.
const homes = { " ": ["toolbar"], s: ["toolbar"], r: ["toolbar"], z: ["sec-data", "toolbar"], Z: ["sec-data", "toolbar"], y: ["sec-data", "toolbar"],
  f: ["sec-view", "toolbar"], "?": ["toolbar", "panel"] };

function onKey(e) {
  if (e.ctrlKey || e.metaKey || e.altKey) return;
  const k = e.key;
  const digit = k >= "1" && k <= "6" && k.length === 1;
  if (k !== "Escape" && !inScope(e, ...(digit ? ["classes"] : homes[k] || []))) return;
  // Space on a button or a switch presses it: the shortcut is the plot's.
  if (k === " " && !onPlot(e) && e.target && e.target.closest && e.target.closest("button, input, select, summary, a")) return;
  let handled = true;
  if (k === " ") hp.toggle();
  else if (k === "s") hp.step();
  else if (k === "r") hp.reset();
  else if (k === "z") hp.undo();
  else if (k === "Z" || k === "y") hp.redo();
  else if (k === "f") hp.fitView();
  else if (k === "?") openHelp($("help").hidden);
  else if (k === "Escape") { openHelp(false); $("fault").hidden = true; }
  else if (k >= "1" && k <= "6") hp.setClass(Number(k) - 1);
  else handled = false;
  if (handled) e.preventDefault();
}

// The fault box: a panic the program recovered from, and its details to
// copy for a bug report.
let fault = null;

export function showFault(f) {
  fault = f;
  $("fault-message").textContent = t("help-fault-message", { message: f.message, where: f.where });
  $("fault").hidden = false;
}

function copyFault() {
  const details = JSON.stringify({ fault, scene: hp.scene(), userAgent: navigator.userAgent }, null, 2);
  const done = () => { $("fault-copy").textContent = t("help-fault-copied"); };
  if (navigator.clipboard && navigator.clipboard.writeText) {
    navigator.clipboard.writeText(details).then(done, () => fallbackCopy(details, done));
  } else fallbackCopy(details, done);
}

