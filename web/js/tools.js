// The drawing tools: a small bar over the plot's lower left corner with the
// point, the spray, the eraser, the lasso and the box, and the jitter, each
// with a key; the spray's count; and, while points are selected, buttons
// that delete them or give them the current class. It uses only the API.
import { $, put } from "./dom.js";
import { hp } from "./state.js";
import { inScope } from "./keyscope.js";

const TOOLS = [
  // [id, label, title, key, tool, options]
  ["point", "•", "Point: click adds a point, drag moves one or pans (p)", "p", "point"],
  ["spray", "✺", "Spray: drag from the centre out; the drag sets the spread and direction of a Gaussian blob (a)", "a", "spray"],
  ["eraser", "⌫", "Eraser: removes the points the brush passes over (e)", "e", "eraser"],
  ["lasso", "◌", "Lasso: draw around points to select them; drag a selected point to move them all (l)", "l", "select", { shape: "lasso" }],
  ["box", "▭", "Box: drag a box to select points; drag a selected point to move them all (b)", "b", "select", { shape: "box" }],
  ["jitter", "≈", "Jitter: moves each point the brush passes over by a little noise (j)", "j", "jitter"],
];

let bar = null;

function choose(t) {
  const r = t[5] ? hp.setTool(t[4], t[5]) : hp.setTool(t[4]);
  if (r && r.ok === false) console.warn("hyperplane: " + r.error);
  refresh();
}

// buildTools makes the tool bar and its keys.
export function buildTools() {
  bar = document.createElement("div");
  bar.id = "tools";
  bar.className = "tools";
  bar.setAttribute("role", "toolbar");
  bar.setAttribute("aria-label", "Drawing tools");
  for (const t of TOOLS) {
    const b = document.createElement("button");
    b.type = "button";
    b.id = "tool-" + t[0];
    b.dataset.tool = t[0];
    b.textContent = t[1];
    b.title = t[2];
    b.setAttribute("aria-label", t[2].split(":")[0]);
    b.setAttribute("aria-pressed", "false");
    b.addEventListener("click", () => choose(t));
    bar.appendChild(b);
  }
  const count = document.createElement("label");
  count.id = "tool-count-box";
  count.title = "Points of each spray stroke";
  count.innerHTML = '<span aria-hidden="true">n</span>';
  const input = document.createElement("input");
  input.id = "tool-count";
  input.type = "number";
  input.min = "1";
  input.max = "5000";
  input.step = "10";
  input.setAttribute("aria-label", "Points of each spray stroke");
  input.addEventListener("change", () => {
    const b = hp.tool().brush;
    const r = hp.setBrush({ ...b, count: Math.round(Number(input.value)) });
    if (r && r.ok === false) input.setCustomValidity(r.error); else input.setCustomValidity("");
    input.reportValidity();
    refresh();
  });
  count.appendChild(input);
  bar.appendChild(count);
  const del = document.createElement("button");
  del.type = "button";
  del.id = "tool-delete";
  del.title = "Delete the selected points (Delete)";
  del.addEventListener("click", () => hp.deleteSelection());
  const relabel = document.createElement("button");
  relabel.type = "button";
  relabel.id = "tool-relabel";
  relabel.title = "Give the selected points the class of new points";
  relabel.textContent = "→ class";
  relabel.addEventListener("click", () => hp.relabelSelection(hp.status().class || 0));
  bar.append(del, relabel);
  document.body.appendChild(bar);
  document.addEventListener("keydown", onKey);
  hp.subscribe(refresh);
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
  put($("tool-delete"), "Delete " + n);
  if (status) bar.hidden = !!status.lockEdit; // a locked embed edits nothing
}
