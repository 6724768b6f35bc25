// Export as code: the Share section's row of buttons that download the
// current scene as a Python script or a Jupyter notebook (the program
// writes them: exportPython(), exportNotebook()), or copy the script.
import { $ } from "./dom.js";
import { hp, last } from "./state.js";
import { shareNote, fallbackCopy } from "./files.js";
import { t, fmt, l10n } from "./i18n.js";

function fileName(ext) {
  const title = (last && last.title) ? fmt(last.title) : "hyperplane";
  return (title.toLowerCase().replace(/[^a-z0-9]+/g, "-").replace(/^-|-$/g, "") || "hyperplane") + ext;
}

function save(name, text, type) {
  const a = document.createElement("a");
  a.href = URL.createObjectURL(new Blob([text], { type }));
  a.download = name;
  document.body.appendChild(a);
  a.click();
  setTimeout(() => { URL.revokeObjectURL(a.href); a.remove(); }, 1000);
}

// code asks the program for the text; an error goes to the Share note.
function code(f) {
  const r = f();
  if (typeof r === "string") return r;
  shareNote((r && r.error) ? fmt(r.error) : t("export-failed"));
  return null;
}

function button(id, msg, onClick) {
  const b = document.createElement("button");
  b.type = "button";
  b.id = id;
  l10n(b, msg);
  b.addEventListener("click", onClick);
  return b;
}

// buildExport adds the row under the Share section's file exports.
export function buildExport() {
  const sec = $("sec-share");
  if (!sec || $("export-py")) return;
  const row = document.createElement("div");
  row.className = "row";
  row.id = "export-code";
  row.style.alignItems = "center";
  row.append(
    button("export-py", "export-python", () => {
      const text = code(() => hp.exportPython());
      if (text) { save(fileName(".py"), text, "text/x-python"); shareNote(t("export-python-saved")); }
    }),
    button("export-ipynb", "export-notebook", () => {
      const text = code(() => hp.exportNotebook());
      if (text) { save(fileName(".ipynb"), text, "application/x-ipynb+json"); shareNote(t("export-notebook-saved")); }
    }),
    button("copy-py", "export-copy", () => {
      const text = code(() => hp.exportPython());
      if (!text) return;
      const done = () => shareNote(t("export-copied"));
      if (navigator.clipboard && navigator.clipboard.writeText) {
        navigator.clipboard.writeText(text).then(done, () => fallbackCopy(text, done));
      } else fallbackCopy(text, done);
    }),
  );
  const label = document.createElement("span");
  label.className = "muted";
  l10n(label, "export-code");
  row.prepend(label);
  const files = sec.querySelector("label.field");
  sec.insertBefore(row, files);
}
