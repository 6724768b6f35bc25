// The status lines, the message, the class picker and the toolbar's hint.
import { $, put, putLines, fmt, vec } from "./dom.js";
import { hp } from "./state.js";
import { t, fmt as words, locale, onLocale } from "./i18n.js";

// welcome: the first visit shows the perceptron after its first update,
// a boundary and the weight vector, and says what to do next. The hint
// comes with the controls, in the task that shows them: shown once the
// step was done (a frame or more later), it grew the toolbar and pushed
// the panel down 17 pixels under the reader's first click, and a
// scene changed meanwhile kept a welcome that no longer applied.
let welcomeKey = "";
export function welcome() {
  const st = hp.status();
  welcomeKey = st.npoints + st.algorithm;
  hint(t("status-welcome"));
  hp.step(); // a Promise: the step may go on after the call returns
}

// endWelcome takes the welcome's hint away once the user plays or changes
// the scene.
export function endWelcome(st) {
  if (welcomeKey && (st.playing || st.npoints + st.algorithm !== welcomeKey)) { welcomeKey = ""; hint(""); }
}

// The welcome's hint in the new language.
onLocale(() => { if (welcomeKey && !$("hint").hidden) hint(t("status-welcome")); });

export function hint(text) {
  put($("hint"), text || "");
  $("hint").hidden = !text;
}

export function renderStatus(st) {
  const lines = [];
  const parts = [t("status-step", { n: st.step })];
  if (st.trained) {
    parts.push(st.accuracy === null ? t("status-accuracy-none") : t("status-accuracy", { pct: Number((100 * st.accuracy).toFixed(1)) }));
    parts.push(t("status-mistakes", { n: st.mistakes }));
    if (st.iterative) parts.push(t("status-updates", { n: st.updates }));
    // The program words a trainer's status (describe-status-*); none while it runs.
    parts.push(st.statusText ? words(st.statusText) : t("describe-status-training"));
  }
  lines.push(["", parts.join(" · ")]);
  if (st.trained && st.weights) {
    const f = st.field;
    if (f.combine === "sign") {
      lines.push(["w", t("status-weights-one", { w: vec(st.weights.w[0]), w0: fmt(st.weights.w0[0]) })]);
    } else {
      const rows = st.weights.w.map((row, k) => {
        const name = f.combine === "ovo" ? "h" + (f.pairs[k][0] + 1) + "," + (f.pairs[k][1] + 1) : "w" + (f.labels[k] + 1);
        return t("status-weights-row", { name, w: vec(row), w0: fmt(st.weights.w0[k]) });
      });
      lines.push(["w", t("status-weights-many", { rows: rows.join(t("status-list-sep")) })]);
    }
  }
  if (st.trained && st.criterion) lines.push(["muted", t("status-criterion", { name: words(st.criterion), value: fmt(st.loss, 4) })]);
  for (const n of st.notes || []) lines.push(["muted", t("status-note", { note: words(n) })]);
  putLines($("status"), lines);
}

export function renderMessage(m) {
  const box = $("message");
  const cls = "message " + (m && m.kind ? m.kind : "");
  if (box.className !== cls) box.className = cls;
  put(box, m && m.text ? words(m.text) : "");
}

export function renderClasses(st) {
  const box = $("classes");
  const key = JSON.stringify([st.classes, st.class, st.counts, locale()]);
  if (box.dataset.key === key) return;
  box.dataset.key = key;
  // The same classes: the chosen one and the counts change in place, so
  // that a radio button that has the focus keeps it (a rebuild lost it
  // whenever a point was added).
  const shape = JSON.stringify([st.classes, st.colors, locale()]);
  if (box.dataset.shape === shape) {
    [...box.children].forEach((lab, i) => {
      lab.className = i === st.class ? "on" : "";
      const r = lab.querySelector("input");
      if (r) r.checked = i === st.class;
      put(lab.querySelector(".count"), "(" + (st.counts[i] || 0) + ")");
    });
    return;
  }
  box.dataset.shape = shape;
  box.textContent = "";
  st.classes.forEach((c, i) => {
    const lab = document.createElement("label");
    lab.className = i === st.class ? "on" : "";
    const r = document.createElement("input");
    r.type = "radio";
    r.name = "class";
    r.value = i;
    r.checked = i === st.class;
    r.setAttribute("aria-label", t("status-class-label", { k: i + 1, name: c.name }));
    r.addEventListener("change", () => hp.setClass(i));
    const sw = document.createElement("span");
    sw.className = "swatch";
    sw.style.background = st.colors[i];
    // A class's name is the user's, in any script: isolated (<bdi>) from
    // the page's direction.
    const name = document.createElement("span");
    const bdi = document.createElement("bdi");
    bdi.textContent = c.name;
    name.append((i + 1) + " ", bdi);
    const n = document.createElement("span");
    n.className = "count";
    n.textContent = "(" + (st.counts[i] || 0) + ")";
    lab.append(r, sw, name, n);
    lab.title = t("status-class-title", { k: i + 1 });
    box.appendChild(lab);
  });
  $("class-add").disabled = st.classes.length >= 6;
  $("class-remove").disabled = st.classes.length <= 2;
}
