// The lesson editor: a dialog where a teacher writes the lesson of the
// current scene (title, text with a live preview, Try steps, the controls
// it locks or hides, questions) and takes it away as a share link, an
// embed code or a lesson file. It opens on the lesson the page shows, so
// a lesson opened from a link or a file can be edited again.
import { $ } from "./dom.js";
import { hp } from "./state.js";
import { renderMarkdown } from "./markdown.js";
import { embedQuery, originField, scormSection } from "./courseexport.js";
import { unhidden } from "./quiz.js";

const el = (tag, attrs = {}, text) => {
  const e = document.createElement(tag);
  for (const k in attrs) e.setAttribute(k, attrs[k]);
  if (text !== undefined) e.textContent = text;
  return e;
};
const lines = (t) => t.split("\n").map((x) => x.trim()).filter(Boolean);

function field(label, input) {
  const l = el("label", { class: "field" });
  l.append(el("span", {}, label), input);
  return l;
}

function button(id, text, onclick, cls) {
  const b = el("button", { id, type: "button" }, text);
  if (cls) b.className = cls;
  b.onclick = onclick;
  return b;
}

let dialog = null;

function build() {
  dialog = el("div", { id: "lesson-editor", class: "dialog editor", role: "dialog", "aria-modal": "true", "aria-labelledby": "le-h" });
  dialog.hidden = true;
  const text = el("textarea", { id: "le-text", rows: "6", maxlength: "4000" });
  const preview = el("div", { id: "le-preview", class: "le-preview", "aria-label": "Preview of the text" });
  text.addEventListener("input", () => renderMarkdown(preview, text.value));
  const two = el("div", { class: "le-two" });
  two.append(field("Text: **bold**, *emphasis*, `code`, - lists, [links](https://…)", text), preview);
  const controls = el("table", { id: "le-controls", class: "le-controls" });
  const head = el("tr");
  head.append(el("th", {}, "Part of the page"), el("th", {}, "Locked"), el("th", {}, "Hidden"));
  controls.appendChild(head);
  for (const id of hp.lessonControls()) {
    const tr = el("tr");
    const name = id === "points" ? "Adding and moving points" : (($("h-" + id) || {}).textContent || id);
    const lock = el("input", { type: "checkbox", "data-lock": id, "aria-label": "Lock " + name });
    const td = (x) => { const c = el("td"); if (x) c.appendChild(x); return c; };
    tr.append(el("td", {}, name), td(lock),
      td(id === "points" ? null : el("input", { type: "checkbox", "data-hide": id, "aria-label": "Hide " + name })));
    controls.appendChild(tr);
  }
  const out = el("textarea", { id: "le-out", rows: "3", readonly: "", "aria-label": "Link, embed code or message" });
  out.hidden = true;
  const acts = el("div", { class: "row le-actions" });
  acts.append(
    button("le-apply", "Apply", () => apply() && note("Applied to the page."), "primary"),
    button("le-link", "Share link", () => share("")),
    button("le-embed", "Embed code", () => { const q = embedQuery($("le-origin")); if (q) share(q); }),
    button("le-file", "Lesson file", saveFile),
    button("le-close", "Close", closeEditor));
  // The actions and their output stay in view at the dialog's foot.
  const foot = el("div", { class: "le-foot" });
  foot.append(el("p", { id: "le-error", class: "le-error", role: "alert" }), acts, out);
  const adds = el("div", { class: "row" });
  adds.append(button("le-add-choice", "+ Multiple choice", () => addQuestion({ kind: "choice", prompt: "", choices: ["", ""], answer: 0 })),
    button("le-add-predict", "+ Predict", () => addQuestion({ kind: "predict", prompt: "", target: "boundary" })));
  const main = el("div", { class: "le-body" });
  main.append(el("h2", { id: "le-h" }, "Write a lesson"),
    field("Title", el("input", { id: "le-title", maxlength: "80" })), two,
    field("Try steps, one a line", el("textarea", { id: "le-try", rows: "3" })),
    el("h3", {}, "Controls the student cannot use"), controls,
    el("h3", {}, "Questions"), el("div", { id: "le-questions" }), adds,
    el("h3", {}, "For a course"), originField("le-origin"), scormSection(apply, note));
  dialog.append(main, foot);
  document.body.appendChild(dialog);
}

// addQuestion adds the form of question q.
function addQuestion(q) {
  const box = el("fieldset", { class: "le-q", "data-kind": q.kind });
  const legend = el("legend", {}, q.kind === "choice" ? "Multiple choice" : "Predict");
  const remove = button("", "Remove", () => box.remove());
  legend.appendChild(remove);
  box.append(legend, field("Question", el("input", { class: "le-prompt", maxlength: "300" })));
  box.querySelector(".le-prompt").value = q.prompt || "";
  if (q.kind === "choice") {
    const ch = el("textarea", { class: "le-choices", rows: "3" });
    ch.value = (q.choices || []).join("\n");
    const ans = el("select", { class: "le-answer" });
    const fill = () => {
      const n = Math.max(2, lines(ch.value).length), keep = ans.value || String(q.answer || 0);
      ans.textContent = "";
      for (let i = 0; i < n; i++) ans.appendChild(el("option", { value: String(i) }, "choice " + (i + 1)));
      ans.value = Number(keep) < n ? keep : "0";
    };
    ch.addEventListener("input", fill);
    fill();
    const fb = el("textarea", { class: "le-feedback", rows: "2" });
    fb.value = (q.feedback || []).join("\n");
    box.append(field("Choices, one a line", ch), field("The right answer", ans), field("Feedback, one a line per choice (optional)", fb));
  } else {
    const t = el("select", { class: "le-target" });
    t.append(el("option", { value: "boundary" }, "the boundary: the student clicks two points of it"),
      el("option", { value: "mistakes" }, "the mistakes: the student clicks the points the model will get wrong"));
    t.value = q.target || "boundary";
    box.append(field("The student predicts", t));
  }
  $("le-questions").appendChild(box);
}

// collect reads the form into a lesson for hp.setLesson.
function collect() {
  const checked = (attr) => [...dialog.querySelectorAll("input[" + attr + "]:checked")].map((c) => c.getAttribute(attr));
  const questions = [...dialog.querySelectorAll(".le-q")].map((b) => {
    const q = { kind: b.dataset.kind, prompt: b.querySelector(".le-prompt").value };
    if (q.kind === "choice") {
      q.choices = lines(b.querySelector(".le-choices").value);
      q.answer = Number(b.querySelector(".le-answer").value);
      const fb = b.querySelector(".le-feedback").value.split("\n").map((x) => x.trim());
      while (fb.length && !fb[fb.length - 1]) fb.pop();
      if (fb.length) { while (fb.length < q.choices.length) fb.push(""); q.feedback = fb; }
    } else q.target = b.querySelector(".le-target").value;
    return q;
  });
  return { title: $("le-title").value, text: $("le-text").value, try: lines($("le-try").value),
    locked: checked("data-lock"), hidden: checked("data-hide"), questions };
}

function note(t, isError) {
  $("le-error").textContent = isError ? t : "";
  const out = $("le-out");
  out.hidden = !t || isError;
  out.value = isError ? "" : t;
}

// apply sets the lesson on the page; a refusal is shown and keeps the form.
function apply() {
  const r = hp.setLesson(collect());
  if (r && r.ok === false) { note(r.error, true); return false; }
  return true;
}

function share(query) {
  if (!apply()) return;
  const u = window.hyperplaneUI.shareURL(query);
  if (!u) { note("No link: the scene could not be encoded.", true); return; }
  let t = u;
  if (query) {
    const esc = (x) => x.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;");
    t = '<iframe src="' + esc(u) + '" width="800" height="500" style="border:0;max-width:100%" title="' +
      esc($("le-title").value || "Hyperplane") + '" loading="lazy" allow="fullscreen; clipboard-write"></iframe>';
  }
  note(t);
  $("le-out").select();
  if (navigator.clipboard && navigator.clipboard.writeText) navigator.clipboard.writeText(t).catch(() => {});
}

function saveFile() {
  if (!apply()) return;
  const r = unhidden(() => hp.exportLesson());
  if (typeof r !== "string") { note(r.error, true); return; }
  const name = ($("le-title").value.toLowerCase().replace(/[^a-z0-9]+/g, "-").replace(/^-|-$/g, "") || "lesson") + ".lesson.json";
  const a = el("a", { download: name });
  a.href = URL.createObjectURL(new Blob([r], { type: "application/json" }));
  document.body.appendChild(a);
  a.click();
  setTimeout(() => { URL.revokeObjectURL(a.href); a.remove(); }, 1000);
  note("Saved " + name + ": open it with “Open a CSV, a scene or a lesson” to edit it again.");
}

// openEditor opens the dialog on the page's lesson (or an empty one).
export function openEditor() {
  if (!dialog) build();
  const l = hp.lesson();
  const ok = l && l.ok !== false;
  $("le-title").value = ok ? l.title || "" : "";
  $("le-text").value = ok ? l.text || "" : "";
  $("le-try").value = ok ? (l.try || []).join("\n") : "";
  for (const c of dialog.querySelectorAll("input[data-lock]")) c.checked = ok && (l.locked || []).includes(c.dataset.lock);
  for (const c of dialog.querySelectorAll("input[data-hide]")) c.checked = ok && (l.hidden || []).includes(c.dataset.hide);
  $("le-questions").textContent = "";
  for (const q of (ok && l.questions) || []) addQuestion(q);
  renderMarkdown($("le-preview"), $("le-text").value);
  note(ok ? "" : l.error, !ok);
  dialog.hidden = false;
  $("le-title").focus();
}

export function closeEditor() {
  if (dialog) dialog.hidden = true;
}

// wireEditor adds the buttons that open the editor.
export function wireEditor() {
  const b = button("lesson-write", "Write a lesson…", openEditor);
  b.title = "Write a lesson with questions for this scene, and share it";
  const row = el("div", { class: "row" });
  row.appendChild(b);
  $("sec-share").insertBefore(row, $("sec-share").querySelector(".row"));
  document.addEventListener("keydown", (e) => { if (e.key === "Escape" && dialog && !dialog.hidden) closeEditor(); });
}
