// What a course takes away: the embed code's origin option (the course
// page that may drive the embed through its message API, js/embed.js),
// and the lesson as a SCORM package for an LMS (hp.scormPackage), with
// its version and pass mark. The Share section and the lesson editor use
// them.
import { hp } from "./state.js";
import { originOf } from "./embed.js";
import { unhidden } from "./quiz.js";
import { t, fmt, l10n, chosen } from "./i18n.js";

const el = (tag, attrs = {}, text) => {
  const e = document.createElement(tag);
  for (const k in attrs) e.setAttribute(k, attrs[k]);
  if (text !== undefined) e.textContent = text;
  return e;
};

const said = (tag, attrs, id) => l10n(el(tag, attrs), id);

function field(id, input) {
  const l = el("label", { class: "field", style: "flex: 1 1 140px; margin: 0" });
  l.append(said("span", {}, id), input);
  return l;
}

// originField returns the field of the course page's address, for the
// embed code.
export function originField(id) {
  const input = el("input", { id, type: "url", inputmode: "url", autocomplete: "off", spellcheck: "false",
    placeholder: "https://course.example.edu", maxlength: "300", style: "width: 100%; box-sizing: border-box" });
  // A div, not a label.field: the Share section places its own rows by
  // its first label.field (js/export.js).
  const box = el("div", { class: "field", style: "flex: 1 1 100%" });
  box.append(said("label", { for: id }, "course-origin"), input,
    said("span", { class: "hint" }, "course-origin-hint"));
  box.firstChild.style.cssText = "display: block; font-size: 12px; color: var(--muted); margin-bottom: 2px";
  return box;
}

// embedQuery returns the embed's query for the origin typed in input:
// "?embed", "?embed&origin=…", or null when it is not an address (the
// field then says so).
export function embedQuery(input) {
  const v = input ? input.value.trim() : "";
  if (input) input.setCustomValidity("");
  if (!v) return "?embed";
  const o = originOf(v);
  if (!o) {
    input.setCustomValidity(t("course-origin-invalid"));
    input.reportValidity();
    return null;
  }
  return "?embed&origin=" + encodeURIComponent(o);
}

// scormSection returns the lesson editor's SCORM controls: the version,
// the pass mark and the download. apply sets the form's lesson on the
// page (false when refused); say shows a message, isError for a refusal.
export function scormSection(apply, say) {
  const box = el("div", { id: "le-scorm-box", class: "le-scorm" });
  const version = el("select", { id: "le-scorm-version" });
  version.append(said("option", { value: "1.2" }, "course-scorm-12"), said("option", { value: "2004" }, "course-scorm-2004"));
  const pass = el("input", { id: "le-pass", type: "number", min: "0", max: "100", step: "1", value: "80", inputmode: "numeric" });
  const go = said("button", { id: "le-scorm", type: "button" }, "course-scorm-download");
  go.addEventListener("click", () => download(go, version.value, pass, apply, say));
  const row = el("div", { class: "row le-scorm-row", style: "align-items: flex-end" });
  row.append(field("course-scorm-for", version), field("course-pass", pass), go);
  box.append(row, said("p", { class: "hint" }, "course-scorm-hint"));
  return box;
}

async function download(button, version, pass, apply, say) {
  const mark = Number(pass.value);
  if (pass.value === "" || !Number.isInteger(mark) || mark < 0 || mark > 100) {
    say(t("course-pass-invalid"), true);
    pass.focus();
    return;
  }
  if (!apply()) return;
  button.disabled = true;
  say(t("course-scorm-making"));
  const t0 = performance.now();
  try {
    // The package's lesson keeps its own view, not the one a prediction
    // on screen hides (scormPackage reads the scene at once).
    // The package runs in the language chosen for the page, if one was
    // (else in each student's browser's).
    const lang = chosen();
    const r = await unhidden(() => hp.scormPackage(lang ? { version, passMark: mark, lang } : { version, passMark: mark }));
    if (!(r instanceof Uint8Array)) {
      say((r && r.error) ? fmt(r.error) : t("course-scorm-failed"), true);
      return;
    }
    const title = fmt(hp.lesson().title || "lesson");
    const name = (title.toLowerCase().replace(/[^a-z0-9]+/g, "-").replace(/^-|-$/g, "") || "lesson") + "-scorm" + version.replace(".", "") + ".zip";
    const a = el("a", { download: name });
    a.href = URL.createObjectURL(new Blob([r], { type: "application/zip" }));
    document.body.appendChild(a);
    a.click();
    setTimeout(() => { URL.revokeObjectURL(a.href); a.remove(); }, 1000);
    say(t("course-scorm-saved", { name, mb: r.length / 1048576, s: (performance.now() - t0) / 1000 }));
  } finally {
    button.disabled = false;
  }
}
