// The lesson card over the plot: its title, its text (a small safe
// Markdown), its Try steps and its questions, collapsible; and the
// controls the lesson locks or hides.
import { $, put } from "./dom.js";
import { hp } from "./state.js";
import { lessonHidden, relayout } from "./layout.js";
import { renderMarkdown } from "./markdown.js";
import { showQuiz, drawOverlay, quizState } from "./quiz.js";
import { openEditor } from "./editor.js";
import { t, fmt, l10n, locale } from "./i18n.js";
import { bundledLesson } from "./scenes.js";

export function collapseLesson(c) {
  setCollapsed(c);
  relayout();
}

// setCollapsed folds the card's text away or shows it, leaving the
// layout to the caller: renderLesson lays the page out once, after the
// whole card is written (each layout of the page after a lesson's card
// is written takes 15-20 ms at 4x CPU throttling: issue 51).
function setCollapsed(c) {
  $("lesson-card").classList.toggle("collapsed", c);
  $("lesson-collapse").setAttribute("aria-expanded", String(!c));
  l10n($("lesson-collapse"), c ? "panel-card-show" : "panel-card-hide");
}

// applied is what the current lesson locked and hid, to undo it when the
// lesson changes; the points' lock is undone only if the lesson set it.
let applied = { locked: [], hidden: [], points: false };

function applyControls(l) {
  for (const id of applied.hidden) {
    const s = $("sec-" + id);
    if (s && s.dataset.lessonHidden) { delete s.dataset.hidden; delete s.dataset.lessonHidden; }
  }
  for (const id of applied.locked) {
    const s = $("sec-" + id);
    if (s) { s.inert = false; s.classList.remove("lesson-locked"); }
  }
  if (applied.points) hp.setLock(false);
  applied = { locked: [], hidden: [], points: false };
  if (!l) return;
  for (const id of l.hidden || []) {
    const s = $("sec-" + id);
    if (s && s.dataset.hidden !== "1") { s.dataset.hidden = "1"; s.dataset.lessonHidden = "1"; applied.hidden.push(id); }
  }
  for (const id of l.locked || []) {
    if (id === "points") {
      if (!hp.status().lockEdit) { hp.setLock(true); applied.points = true; }
      continue;
    }
    const s = $("sec-" + id);
    if (s) { s.inert = true; s.classList.add("lesson-locked"); applied.locked.push(id); }
  }
}

// renderLesson shows a lesson's card when its title, text or extras
// change. A new lesson opens expanded.
let lessonKey = "";
let viewKey = "";
export function renderLesson(st) {
  const card = $("lesson-card");
  const text = fmt(st.text || "").trim();
  const show = !!text && !lessonHidden;
  const key = show ? fmt(st.title || "") + "\n" + text + "\n" + st.lessonSum + "\n" + locale() : "";
  const vk = JSON.stringify([st.visible, st.canvas]);
  if (vk !== viewKey) { viewKey = vk; drawOverlay(); }
  if (key === lessonKey) return;
  lessonKey = key;
  card.hidden = !show;
  let l = null;
  if (text) {
    const r = hp.lesson();
    if (r && r.ok !== false) l = r;
  }
  applyControls(l);
  if (show) {
    put($("lesson-title"), st.title ? fmt(st.title) : t("panel-card-kind"));
    if (!$("lesson-edit")) {
      const b = document.createElement("button");
      b.id = "lesson-edit";
      b.type = "button";
      l10n(b, "lesson-edit");
      b.onclick = openEditor;
      $("lesson-collapse").before(b);
    }
    const body = $("lesson-body");
    renderMarkdown(body, text);
    // A lesson of a file, a link or a course page is in its author's
    // words, not the catalog's: the check for English left in a language
    // (englishLeft) does not read it.
    for (const el of [body, $("lesson-title")]) {
      if (!st.title || bundledLesson(st)) delete el.dataset.words;
      else el.dataset.words = "author";
    }
    if (l && l.try && l.try.length) {
      const ol = document.createElement("ol");
      ol.className = "try-steps";
      for (const step of l.try) {
        const li = document.createElement("li");
        li.textContent = fmt(step);
        ol.appendChild(li);
      }
      const h = document.createElement("p");
      h.className = "try";
      h.textContent = t("lesson-try");
      body.append(h, ol);
    }
    // The questions stay when the text is folded away.
    let quiz = $("lesson-quiz");
    if (!quiz) {
      quiz = document.createElement("div");
      quiz.id = "lesson-quiz";
      quiz.className = "quiz";
      $("lesson-card").appendChild(quiz);
    }
    showQuiz(quiz, l);
    setCollapsed(false);
  } else {
    showQuiz(null, null);
  }
  relayout();
}

// The lesson's API for tests and authors.
window.hyperplaneLesson = { state: quizState, edit: openEditor };
