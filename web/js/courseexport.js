// What a course takes away: the embed code's origin option (the course
// page that may drive the embed through its message API, js/embed.js),
// and the lesson as a SCORM package for an LMS (hp.scormPackage), with
// its version and pass mark. The Share section and the lesson editor use
// them.
import { hp } from "./state.js";
import { originOf } from "./embed.js";
import { unhidden } from "./quiz.js";

const el = (tag, attrs = {}, text) => {
  const e = document.createElement(tag);
  for (const k in attrs) e.setAttribute(k, attrs[k]);
  if (text !== undefined) e.textContent = text;
  return e;
};

function field(label, input) {
  const l = el("label", { class: "field", style: "flex: 1 1 140px; margin: 0" });
  l.append(el("span", {}, label), input);
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
  box.append(el("label", { for: id }, "Course page that may drive the embed (optional)"), input,
    el("span", { class: "hint" }, "Its origin goes in the embed code (&origin=…): that page may then send commands to the playground (embed/client.js)."));
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
    input.setCustomValidity("Give the course page's address, starting with https://");
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
  version.append(el("option", { value: "1.2" }, "SCORM 1.2 (every LMS)"), el("option", { value: "2004" }, "SCORM 2004 4th edition"));
  const pass = el("input", { id: "le-pass", type: "number", min: "0", max: "100", step: "1", value: "80", inputmode: "numeric" });
  const go = el("button", { id: "le-scorm", type: "button" }, "Download SCORM package");
  go.addEventListener("click", () => download(go, version.value, pass, apply, say));
  const row = el("div", { class: "row le-scorm-row", style: "align-items: flex-end" });
  row.append(field("Package for", version), field("Pass mark (% of the score)", pass), go);
  box.append(row, el("p", { class: "hint" }, "A zip to upload to Moodle, Canvas, Blackboard or any LMS: the page, this lesson, and a " +
    "runtime that reports the score and saves the student's work. Every question scores out of 100."));
  return box;
}

async function download(button, version, pass, apply, say) {
  const mark = Number(pass.value);
  if (pass.value === "" || !Number.isInteger(mark) || mark < 0 || mark > 100) {
    say("The pass mark is a whole number from 0 to 100.", true);
    pass.focus();
    return;
  }
  if (!apply()) return;
  button.disabled = true;
  say("Making the SCORM package…");
  const t0 = performance.now();
  try {
    // The package's lesson keeps its own view, not the one a prediction
    // on screen hides (scormPackage reads the scene at once).
    const r = await unhidden(() => hp.scormPackage({ version, passMark: mark }));
    if (!(r instanceof Uint8Array)) {
      say((r && r.error) || "The SCORM package was not made.", true);
      return;
    }
    const title = hp.lesson().title || "lesson";
    const name = (title.toLowerCase().replace(/[^a-z0-9]+/g, "-").replace(/^-|-$/g, "") || "lesson") + "-scorm" + version.replace(".", "") + ".zip";
    const a = el("a", { download: name });
    a.href = URL.createObjectURL(new Blob([r], { type: "application/zip" }));
    document.body.appendChild(a);
    a.click();
    setTimeout(() => { URL.revokeObjectURL(a.href); a.remove(); }, 1000);
    say("Saved " + name + " (" + (r.length / 1048576).toFixed(1) + " MB, made in " + ((performance.now() - t0) / 1000).toFixed(1) +
      " s): upload it to your LMS as a SCORM package.");
  } finally {
    button.disabled = false;
  }
}
