// The drawing tools: a small bar over the plot's lower left corner with the
// point, the spray, the eraser, the lasso and the box, and the jitter, each
// with a key; the spray's count; and, while points are selected, buttons
// that delete them or give them the current class. It uses only the API.
import { $, put } from "./dom.js";
import { hp } from "./state.js";
import { inScope } from "./keyscope.js";
import { t, fmt, l10n, onLocale } from "./i18n.js";

const TOOLS = [
  // [id, label, message (its name and its title), key, tool, options]
  ["point", "•", "tools-point", "p", "point"],
  ["spray", "✺", "tools-spray", "a", "spray"],
  ["eraser", "⌫", "tools-eraser", "e", "eraser"],
  ["lasso", "◌", "tools-lasso", "l", "select", { shape: "lasso" }],
  ["box", "▭", "tools-box", "b", "select", { shape: "box" }],
  ["jitter", "≈", "tools-jitter", "j", "jitter"],
];

let bar = null;

function choose(t) {
  const r = t[5] ? hp.setTool(t[4], t[5]) : hp.setTool(t[4]);
  if (r && r.ok === false) console.warn("hyperplane: " + fmt(r.error));
  refresh();
}

// buildTools makes the tool bar and its keys.
export function buildTools() {
  bar = document.createElement("div");
  bar.id = "tools";
  bar.className = "tools";
  bar.setAttribute("role", "toolbar");
  l10n(bar, "tools-bar");
  for (const tool of TOOLS) {
    const b = document.createElement("button");
    b.type = "button";
    b.id = "tool-" + tool[0];
    b.dataset.tool = tool[0];
    b.textContent = tool[1];
    l10n(b, tool[2]); // its title and its name
    b.setAttribute("aria-pressed", "false");
    b.addEventListener("click", () => choose(tool));
    bar.appendChild(b);
  }
  const count = document.createElement("label");
  count.id = "tool-count-box";
  l10n(count, "tools-count-box");
  count.innerHTML = '<span aria-hidden="true">n</span>';
  const input = document.createElement("input");
  input.id = "tool-count";
  input.type = "number";
  input.min = "1";
  input.max = "5000";
  input.step = "10";
  l10n(input, "tools-count");
  input.addEventListener("change", () => {
    const b = hp.tool().brush;
    const r = hp.setBrush({ ...b, count: Math.round(Number(input.value)) });
    if (r && r.ok === false) input.setCustomValidity(fmt(r.error)); else input.setCustomValidity("");
    input.reportValidity();
    refresh();
  });
  count.appendChild(input);
  bar.appendChild(count);
  const del = document.createElement("button");
  del.type = "button";
  del.id = "tool-delete";
  l10n(del, "tools-delete-title");
  del.addEventListener("click", () => hp.deleteSelection());
  const relabel = document.createElement("button");
  relabel.type = "button";
  relabel.id = "tool-relabel";
  l10n(relabel, "tools-relabel");
  relabel.addEventListener("click", () => hp.relabelSelection(hp.status().class || 0));
  bar.append(del, relabel);
  document.body.appendChild(bar);
  document.addEventListener("keydown", onKey);
  hp.subscribe(refresh);
  onLocale(() => refresh());
  refresh(hp.status());
}

// The tools' keys act on the plot and on the tool bar (keyscope.js).
function onKey(e) {
  if (e.ctrlKey || e.metaKey || e.altKey || !inScope(e, "tools")) return;
  const tool = TOOLS.find((x) => x[3] === e.key);
  if (tool) choose(tool);
  else if ((e.key === "Delete" || e.key === "Backspace") && hp.tool().selected > 0) hp.deleteSelection();
  else return;
  e.preventDefault();
}

// refresh shows the current tool, the spray's count and the selection.
function refresh(status) {
  if (!bar) return;
  const st = hp.tool();
  const cur = st.tool === "select" ? (st.brush.box ? "box" : "lasso") : st.tool;
  for (const b of bar.querySelectorAll("button[data-tool]")) {
    const on = b.dataset.tool === cur;
    b.classList.toggle("on", on);
    b.setAttribute("aria-pressed", String(on));
  }
  $("tool-count-box").hidden = st.tool !== "spray";
  if (document.activeElement !== $("tool-count")) $("tool-count").value = String(st.brush.count);
  const n = st.selected;
  $("tool-delete").hidden = $("tool-relabel").hidden = !(n > 0);
  put($("tool-delete"), t("tools-delete", { n }));
  if (status) bar.hidden = !!status.lockEdit; // a locked embed edits nothing
}
