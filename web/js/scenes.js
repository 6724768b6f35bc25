// The Scenes section: the data sets (presets) with their knobs, and the
// lessons.
import { $ } from "./dom.js";
import { hp } from "./state.js";
import { fmt, onLocale } from "./i18n.js";

let presets = [];
let lessons = []; // hyperplane.lessons(), once the picker is built

export function buildScenes() {
  presets = hp.presets();
  const sel = $("preset");
  for (const p of presets) {
    const o = document.createElement("option");
    o.value = p.id;
    o.textContent = fmt(p.name);
    o.title = fmt(p.description);
    sel.appendChild(o);
  }
  sel.addEventListener("change", () => {
    const p = presets.find((x) => x.id === sel.value);
    const box = $("preset-knobs");
    box.textContent = "";
    $("preset-row").hidden = !p;
    if (!p) return;
    const d = document.createElement("p");
    d.className = "summary";
    d.textContent = fmt(p.description);
    box.appendChild(d);
    for (const k of p.knobs || []) box.appendChild(knobControl(k));
    hp.loadPreset(p.id, presetKnobs(p));
  });
  $("preset-load").addEventListener("click", () => {
    const p = presets.find((x) => x.id === sel.value);
    if (p) hp.loadPreset(p.id, presetKnobs(p));
  });
  const ls = $("lesson-pick");
  lessons = hp.lessons();
  for (const l of lessons) {
    const o = document.createElement("option");
    o.value = l.id;
    o.textContent = fmt(l.title);
    ls.appendChild(o);
  }
  // The names of the data sets and lessons in the new language.
  onLocale(() => {
    for (const o of sel.options) { const p = presets.find((x) => x.id === o.value); if (p) { o.textContent = fmt(p.name); o.title = fmt(p.description); } }
    for (const o of ls.options) { const l = lessons.find((x) => x.id === o.value); if (l) o.textContent = fmt(l.title); }
    renderLessonPick(hp.status());
  });
  ls.addEventListener("change", () => {
    if (ls.value) hp.loadLesson(ls.value);
    else renderLessonPick(hp.lesson()); // "choose a lesson…" opens nothing: show the scene's again
  });
  // The picker follows the scene; a call that changes it, in the call's
  // own task (the panel's other parts are told a task later: issue 51).
  hp.subscribe(renderLessonPick, { atOnce: true });
  // The lesson open now (from the address, a link, a course page), which
  // may have come before the picker.
  const l = hp.lesson();
  if (l && l.ok !== false) renderLessonPick(l);
}

// renderLessonPick shows in the Lesson picker the lesson of the scene,
// st's title and text (a status, or hyperplane.lesson()): the bundled
// lesson with both, or "choose a lesson…" when the scene is none of them
// (another scene, a lesson of a file, or one whose title or text was
// edited).
function renderLessonPick(st) {
  const ls = $("lesson-pick");
  if (!ls || lessons.length === 0) return;
  const l = bundledLesson(st);
  const id = l ? l.id : "";
  if (ls.value !== id) ls.value = id;
}

// bundledLesson returns the page's own lesson whose title and text are
// st's, or undefined. Titles and texts compare as words (a lesson's may
// come as a text to format, or as the words it was saved with). The list
// is the picker's, read once: reading it again for the lesson's card took
// 68 ms of opening the first lesson at 4x CPU throttling (issue 51).
export function bundledLesson(st) {
  if (lessons.length === 0) lessons = hp.lessons();
  const title = fmt(st.title || ""), text = fmt(st.text || "").trim();
  return lessons.find((x) => fmt(x.title) === title && fmt(x.text).trim() === text);
}

// knobControl is a small control for a preset's knob (a parameter table
// entry, like the algorithms').
function knobControl(k) {
  const d = document.createElement("div");
  d.className = "param";
  d.title = fmt(k.help);
  const lab = document.createElement("label");
  lab.className = "top";
  lab.textContent = fmt(k.label);
  let input;
  if (k.kind === "choice") {
    input = document.createElement("select");
    for (const c of k.choices) {
      const o = document.createElement("option");
      o.value = c.value;
      o.textContent = fmt(c.label);
      input.appendChild(o);
    }
    input.value = k.default;
  } else if (k.kind === "bool") {
    input = document.createElement("input");
    input.type = "checkbox";
    input.checked = !!k.default;
  } else {
    input = document.createElement("input");
    input.type = "number";
    input.min = k.min;
    input.max = k.max;
    input.step = k.kind === "int" ? 1 : "any";
    input.value = k.default;
  }
  input.id = "knob-" + k.key;
  input.dataset.key = k.key;
  input.dataset.kind = k.kind;
  lab.htmlFor = input.id;
  d.append(lab, input);
  return d;
}

function presetKnobs(p) {
  const out = {};
  for (const k of p.knobs || []) {
    const el = $("knob-" + k.key);
    if (!el) continue;
    if (k.kind === "bool") out[k.key] = el.checked;
    else if (k.kind === "choice") out[k.key] = el.value;
    else out[k.key] = Number(el.value);
  }
  return out;
}
