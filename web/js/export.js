// Export as code: the Share section's row of buttons that download the
// current scene as a Python script or a Jupyter notebook (the program
// writes them: exportPython(), exportNotebook()), or copy the script.
import { $ } from "./dom.js";
import { hp, last } from "./state.js";
import { shareNote, fallbackCopy } from "./files.js";

function fileName(ext) {
  const t = (last && last.title) || "hyperplane";
  return (t.toLowerCase().replace(/[^a-z0-9]+/g, "-").replace(/^-|-$/g, "") || "hyperplane") + ext;
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
  shareNote((r && r.error) || "The scene could not be exported.");
  return null;
}

function button(id, label, title, onClick) {
  const b = document.createElement("button");
  b.type = "button";
  b.id = id;
  b.textContent = label;
  b.title = title;
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
    button("export-py", "Python", "A script (NumPy, scikit-learn) that fits this scene and prints the page's numbers", () => {
      const t = code(() => hp.exportPython());
      if (t) { save(fileName(".py"), t, "text/x-python"); shareNote("Python script saved: run it with python3."); }
    }),
    button("export-ipynb", "Notebook", "A Jupyter notebook of the same code, with a plot of the regions", () => {
      const t = code(() => hp.exportNotebook());
      if (t) { save(fileName(".ipynb"), t, "application/x-ipynb+json"); shareNote("Notebook saved: open it in Jupyter."); }
    }),
    button("copy-py", "Copy Python", "Copy the script to paste in an editor or a notebook cell", () => {
      const t = code(() => hp.exportPython());
      if (!t) return;
      const done = () => shareNote("Python copied.");
      if (navigator.clipboard && navigator.clipboard.writeText) {
        navigator.clipboard.writeText(t).then(done, () => fallbackCopy(t, done));
      } else fallbackCopy(t, done);
    }),
  );
  const label = document.createElement("span");
  label.className = "muted";
  label.textContent = "Code:";
  row.prepend(label);
  const files = sec.querySelector("label.field");
  sec.insertBefore(row, files);
}
