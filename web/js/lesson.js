// The lesson card over the plot: its title and paragraphs, collapsible.
import { $, put } from "./dom.js";
import { lessonHidden, relayout } from "./layout.js";

export function collapseLesson(c) {
  $("lesson-card").classList.toggle("collapsed", c);
  $("lesson-collapse").setAttribute("aria-expanded", String(!c));
  put($("lesson-collapse"), c ? "Show" : "Hide");
  relayout();
}

// renderLesson shows a lesson's card: its paragraphs, with the "Try:"
// steps set apart. A new lesson opens expanded.
let lessonKey = "";
export function renderLesson(st) {
  const card = $("lesson-card");
  const text = (st.text || "").trim();
  const show = !!text && !lessonHidden;
  const key = show ? (st.title || "") + "\n" + text : "";
  if (key === lessonKey) return;
  lessonKey = key;
  card.hidden = !show;
  if (show) {
    put($("lesson-title"), st.title || "Lesson");
    const body = $("lesson-body");
    body.textContent = "";
    for (const para of text.split("\n")) {
      if (!para.trim()) continue;
      const p = document.createElement("p");
      if (/^try\b/i.test(para.trim())) p.className = "try";
      p.textContent = para.trim();
      body.appendChild(p);
    }
    collapseLesson(false);
  }
  relayout();
}
