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
import { t, fmt, l10n, onLocale } from "./i18n.js";

const el = (tag, attrs = {}, text) => {
  const e = document.createElement(tag);
  for (const k in attrs) e.setAttribute(k, attrs[k]);
  if (text !== undefined) e.textContent = text;
  return e;
};
const lines = (text) => text.split("\n").map((x) => x.trim()).filter(Boolean);
// said is an element whose words are the message id (in any language).
const said = (tag, attrs, id, a) => l10n(el(tag, attrs), id, a);

function field(id, input) {
  const l = el("label", { class: "field" });
  l.append(said("span", {}, id), input);
  return l;
}

function button(id, msg, onclick, cls) {
  const b = said("button", { id, type: "button" }, msg);
  if (cls) b.className = cls;
  b.onclick = onclick;
  return b;
}

let dialog = null;

function build() {
  dialog = el("div", { id: "lesson-editor", class: "dialog editor", role: "dialog", "aria-modal": "true", "aria-labelledby": "le-h" });
  dialog.hidden = true;
  const text = el("textarea", { id: "le-text", rows: "6", maxlength: "4000" });
  const preview = said("div", { id: "le-preview", class: "le-preview" }, "editor-preview");
  text.addEventListener("input", () => renderMarkdown(preview, text.value));
  const two = el("div", { class: "le-two" });
  two.append(field("editor-text", text), preview);
  const controls = el("table", { id: "le-controls", class: "le-controls" });
  const head = el("tr");
  head.append(said("th", {}, "editor-part"), said("th", {}, "editor-locked"), said("th", {}, "editor-hidden"));
  controls.appendChild(head);
  for (const id of hp.lessonControls()) {
    const tr = el("tr");
    const name = () => (id === "points" ? t("editor-points") : (($("h-" + id) || {}).textContent || id));
    const lock = el("input", { type: "checkbox", "data-lock": id });
    const hide = id === "points" ? null : el("input", { type: "checkbox", "data-hide": id });
    const cell = el("td");
    const label = () => {
      cell.textContent = name();
      lock.setAttribute("aria-label", t("editor-lock", { name: name() }));
      if (hide) hide.setAttribute("aria-label", t("editor-hide", { name: name() }));
    };
    label();
    onLocale(label);
    const td = (x) => { const c = el("td"); if (x) c.appendChild(x); return c; };
    tr.append(cell, td(lock), td(hide));
    controls.appendChild(tr);
  }
  const out = said("textarea", { id: "le-out", rows: "3", readonly: "" }, "editor-out");
  out.hidden = true;
  const acts = el("div", { class: "row le-actions" });
  acts.append(
    button("le-apply", "editor-apply", () => apply() && note(t("editor-applied")), "primary"),
    button("le-link", "editor-link", () => share("")),
    button("le-embed", "editor-embed", () => { const q = embedQuery($("le-origin")); if (q) share(q); }),
    button("le-file", "editor-file", saveFile),
    button("le-close", "help-close", closeEditor));
  // The actions and their output stay in view at the dialog's foot.
  const foot = el("div", { class: "le-foot" });
  foot.append(el("p", { id: "le-error", class: "le-error", role: "alert" }), acts, out);
  const adds = el("div", { class: "row" });
  adds.append(button("le-add-choice", "editor-add-choice", () => addQuestion({ kind: "choice", prompt: "", choices: ["", ""], answer: 0 })),
    button("le-add-predict", "editor-add-predict", () => addQuestion({ kind: "predict", prompt: "", target: "boundary" })));
  const main = el("div", { class: "le-body" });
  main.append(said("h2", { id: "le-h" }, "editor-title"),
    field("editor-lesson-title", el("input", { id: "le-title", maxlength: "80" })), two,
    field("editor-try", el("textarea", { id: "le-try", rows: "3" })),
    said("h3", {}, "editor-controls"), controls,
    said("h3", {}, "editor-questions"), el("div", { id: "le-questions" }), adds,
    said("h3", {}, "editor-course"), originField("le-origin"), scormSection(apply, note));
  dialog.append(main, foot);
  document.body.appendChild(dialog);
}

// addQuestion adds the form of question q.
function addQuestion(q) {
  const box = el("fieldset", { class: "le-q", "data-kind": q.kind });
  const legend = el("legend");
  legend.append(said("span", {}, q.kind === "choice" ? "editor-choice" : "editor-predict"));
  const remove = button("", "editor-remove", () => box.remove());
  remove.removeAttribute("id");
  legend.appendChild(remove);
  box.append(legend, field("editor-question", el("input", { class: "le-prompt", maxlength: "300" })));
  box.querySelector(".le-prompt").value = fmt(q.prompt || "");
  if (q.kind === "choice") {
    const ch = el("textarea", { class: "le-choices", rows: "3" });
    ch.value = (q.choices || []).map(fmt).join("\n");
    const ans = el("select", { class: "le-answer" });
    const fill = () => {
      const n = Math.max(2, lines(ch.value).length), keep = ans.value || String(q.answer || 0);
      ans.textContent = "";
      for (let i = 0; i < n; i++) ans.appendChild(said("option", { value: String(i) }, "editor-choice-n", { k: i + 1 }));
      ans.value = Number(keep) < n ? keep : "0";
    };
    ch.addEventListener("input", fill);
    fill();
    const fb = el("textarea", { class: "le-feedback", rows: "2" });
    fb.value = (q.feedback || []).map(fmt).join("\n");
    box.append(field("editor-choices", ch), field("editor-answer", ans), field("editor-feedback", fb));
  } else {
    const target = el("select", { class: "le-target" });
    target.append(said("option", { value: "boundary" }, "editor-target-boundary"),
      said("option", { value: "mistakes" }, "editor-target-mistakes"));
    target.value = q.target || "boundary";
    box.append(field("editor-target", target));
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

function note(text, isError) {
  text = fmt(text);
  $("le-error").textContent = isError ? text : "";
  const out = $("le-out");
  out.hidden = !text || isError;
  out.value = isError ? "" : text;
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
  if (!u) { note(t("editor-no-link"), true); return; }
  let code = u;
  if (query) {
    const esc = (x) => x.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;");
    code = '<iframe src="' + esc(u) + '" width="800" height="500" style="border:0;max-width:100%" title="' +
      esc($("le-title").value || "Hyperplane") + '" loading="lazy" allow="fullscreen; clipboard-write"></iframe>';
  }
  note(code);
  $("le-out").select();
  if (navigator.clipboard && navigator.clipboard.writeText) navigator.clipboard.writeText(code).catch(() => {});
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
  note(t("editor-saved", { name }));
}

// openEditor opens the dialog on the page's lesson (or an empty one).
export function openEditor() {
  if (!dialog) build();
  const l = hp.lesson();
  const ok = l && l.ok !== false;
  $("le-title").value = ok ? fmt(l.title || "") : "";
  $("le-text").value = ok ? fmt(l.text || "") : "";
  $("le-try").value = ok ? (l.try || []).map(fmt).join("\n") : "";
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
  const b = button("lesson-write", "editor-write", openEditor);
  const row = el("div", { class: "row" });
  row.appendChild(b);
  $("sec-share").insertBefore(row, $("sec-share").querySelector(".row"));
  document.addEventListener("keydown", (e) => { if (e.key === "Escape" && dialog && !dialog.hidden) closeEditor(); });
}
