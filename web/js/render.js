// render shows a status in the panel. Each part is drawn on its own, so
// that one that fails leaves the others current, and the failure is
// reported.
import { $, put } from "./dom.js";
import { hp, setLast, views } from "./state.js";
import { renderAlgorithm, basisKey, buildBasisParams } from "./panel.js";
import { renderClasses, renderStatus, renderMessage, endWelcome } from "./status.js";
import { renderValues, renderModels, renderHK } from "./values.js";
import { renderHover } from "./hover.js";
import { renderCompare } from "./view.js";
import { renderLesson } from "./lesson.js";
import { placeLabels } from "./labels.js";
import { scheduleChart } from "./chart.js";
import { t, onLocale } from "./i18n.js";
import { renderNetwork } from "./network.js";

let labelsDue = false;
function scheduleLabels() {
  if (labelsDue) return;
  labelsDue = true;
  requestAnimationFrame(() => { labelsDue = false; placeLabels(); });
}

// A new language words the panel again, from the program's status: the
// status lines, the play button, the speed and the replay's step would
// otherwise keep the old language's words until the scene next changed.
onLocale(() => { if (hp) render(hp.status()); });

export function render(st) {
  setLast(st);
  for (const part of [renderClasses, renderAlgorithm, renderNetwork, renderRest, renderLesson]) {
    try {
      part(st);
    } catch (e) {
      console.error("hyperplane: the panel could not show " + part.name + ": " + (e && e.stack || e));
    }
  }
}

function renderRest(st) {
  const bk = basisKey(st.basis);
  if ($("basis").value !== bk) {
    $("basis").value = bk;
    buildBasisParams(st.basis);
  }
  put($("play"), st.playing ? t("panel-pause") : t("panel-play"));
  endWelcome(st);
  $("play").setAttribute("aria-pressed", st.playing ? "true" : "false");
  $("undo").disabled = st.undo === 0;
  $("redo").disabled = st.redo === 0;
  const su = Math.log10(Math.max(st.speed, 1));
  if (document.activeElement !== $("speed")) $("speed").value = su;
  put($("speed-out"), t("panel-speed-value", { n: st.speed }));
  renderStatus(st);
  renderMessage(st.message);
  renderHover(st);
  renderModels(st);
  renderHK(st);
  renderValues(st);
  renderCompare(st);
  $("shading").value = st.view.shading || "soft";
  for (const { key } of views) {
    const cb = $("view-" + key);
    if (cb) cb.checked = !!st.view[key];
  }
  // Rings that would cover the plot are left out; say why.
  put($("note-misclassified"), st.ringsHidden ? " " + t("panel-rings-hidden", { n: st.mistakes }) : "");
  const top = String(Math.max(0, st.history - 1));
  if ($("scrub").max !== top) $("scrub").max = top;
  if (document.activeElement !== $("scrub")) {
    const at = String(st.cursor < 0 ? top : st.cursor);
    if ($("scrub").value !== at) $("scrub").value = at;
  }
  put($("scrub-out"), st.cursor < 0 ? t("panel-replay-live") : t("status-step", { n: st.step }));
  // The labels measure the overlays' boxes: in the next animation frame,
  // once with the layout the browser makes for it, rather than forcing a
  // layout of the panel in every status (issue 51).
  scheduleLabels();
  scheduleChart();
}
