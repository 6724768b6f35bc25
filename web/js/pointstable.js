// The points table of the Data section: every point's x, y and class, to
// read and to edit exactly (one undo step an edit), with whether it is
// held out for testing and whether the model misclassifies it; fifty rows
// a page; and a row that adds a point. It uses only the API
// (points(from, count), setPoint, removePoint, addPoint).
import { $, put } from "./dom.js";
import { t, l10n, onLocale } from "./i18n.js";

const PAGE = 50;
const CHUNK = 10; // rows made in one task

const el = (tag, props, ...kids) => {
  const e = Object.assign(document.createElement(tag), props || {});
  e.append(...kids);
  return e;
};

const label = (e, text) => {
  e.setAttribute("aria-label", text);
  return e;
};
const said = (e, id) => l10n(e, id);

export function buildPointsTable(hp) {
  if ($("points-box")) return;
  let from = 0;
  let classes = [];
  const body = el("tbody");
  const head = el("tr");
  head.append(el("th", { scope: "col", textContent: "#" }), el("th", { scope: "col", textContent: "x" }), el("th", { scope: "col", textContent: "y" }),
    said(el("th", { scope: "col" }), "points-col-class"), said(el("th", { scope: "col" }), "points-col-state"));
  head.append(el("th", { scope: "col" }, said(el("span", { className: "sr-only" }), "points-col-remove")));
  const table = el("table", { id: "points-table", className: "values points-table" }, said(el("caption", { className: "sr-only" }), "points-caption"),
    el("thead", {}, head), body);
  const range = el("span", { id: "points-range" });
  const prev = said(el("button", { type: "button", id: "points-prev" }), "quiz-previous");
  const next = said(el("button", { type: "button", id: "points-next" }), "quiz-next");
  const ax = said(el("input", { type: "number", step: "any", id: "points-add-x", value: "0" }), "points-new-x");
  const ay = said(el("input", { type: "number", step: "any", id: "points-add-y", value: "0" }), "points-new-y");
  const ac = said(el("select", { id: "points-add-class" }), "points-new-class");
  const add = said(el("button", { type: "button", id: "points-add" }), "points-add");
  // The table's controls are in the page only while it is open: closed,
  // they would be in the focus order's records but not on the screen.
  const inner = [said(el("p", { className: "hint" }), "points-hint"),
    el("div", { className: "row" }, prev, range, next), el("div", { className: "points-scroll" }, table),
    el("div", { className: "row points-add" }, said(el("span"), "points-new"), ax, ay, ac, add)];
  const box = el("details", { id: "points-box" }, said(el("summary"), "points-box"));
  $("sec-data").append(box);

  const classSelect = (sel, value) => {
    if (sel.options.length !== classes.length) {
      sel.textContent = "";
      classes.forEach((c, k) => sel.add(new Option(k + 1 + " " + c.name, String(k))));
    }
    if (document.activeElement !== sel) sel.value = String(value);
  };

  // edit sends the row's values; a refusal (shown by the page) puts the
  // old values back at the next refresh.
  const edit = (i) => {
    const row = body.querySelector(`tr[data-i="${i}"]`);
    if (!row) return;
    const [x, y, c] = [row.querySelector(".px"), row.querySelector(".py"), row.querySelector(".pc")];
    const vx = Number(x.value), vy = Number(y.value);
    if (x.value.trim() === "" || y.value.trim() === "" || !Number.isFinite(vx) || !Number.isFinite(vy)) {
      refresh(true);
      return;
    }
    hp.setPoint(i, vx, vy, Number(c.value));
    refresh(true);
  };

  const rowOf = (i) => {
    const tr = el("tr", {});
    tr.dataset.i = String(i);
    const n = i + 1;
    const x = label(el("input", { type: "number", step: "any", className: "px" }), t("points-x-of", { n }));
    const y = label(el("input", { type: "number", step: "any", className: "py" }), t("points-y-of", { n }));
    const c = label(el("select", { className: "pc" }), t("points-class-of", { n }));
    const rm = label(el("button", { type: "button", className: "prm", textContent: "✕" }), t("points-remove", { n }));
    for (const e of [x, y, c]) e.addEventListener("change", () => edit(i));
    rm.addEventListener("click", () => { hp.removePoint(i); refresh(true); });
    tr.append(el("th", { scope: "row", textContent: String(n) }), el("td", {}, x), el("td", {}, y), el("td", {}, c), el("td", { className: "pstate" }), el("td", {}, rm));
    return tr;
  };

  const refresh = (now) => {
    if (!box.open) return;
    if (!now) { later(); return; }
    const st = hp.status();
    classes = st.classes || [];
    classSelect(ac, st.class);
    const p = hp.points(from, PAGE);
    if (!p || p.ok === false) return;
    if (from >= p.total && p.total > 0) { from = Math.max(0, Math.floor((p.total - 1) / PAGE) * PAGE); return refresh(true); }
    put(range, p.total === 0 ? t("points-none") : t("points-range", { first: p.from + 1, last: p.from + p.rows.length, total: p.total }));
    prev.disabled = from === 0;
    next.disabled = from + PAGE >= p.total;
    while (body.children.length > p.rows.length) body.lastChild.remove();
    // A page's new rows are made CHUNK at a time, each lot a task of its
    // own: fifty rows of inputs and menus held the page 128 ms on a CPU
    // four times slower (issue 51). The rows not yet made are left out
    // until their lot comes, rather than shown with another page's values.
    let made = 0;
    for (let k = 0; k < p.rows.length; k++) {
      const r = p.rows[k], i = p.from + k;
      let tr = body.children[k];
      if (!tr || tr.dataset.i !== String(i)) {
        if (made === CHUNK) {
          while (body.children.length > k) body.lastChild.remove();
          if (!chunkTimer) chunkTimer = setTimeout(() => { chunkTimer = 0; refresh(true); }, 0);
          break;
        }
        made++;
        const fresh = rowOf(i);
        if (tr) tr.replaceWith(fresh); else body.append(fresh);
        tr = fresh;
      }
      const [x, y, c] = [tr.querySelector(".px"), tr.querySelector(".py"), tr.querySelector(".pc")];
      if (document.activeElement !== x) x.value = String(r[0]);
      if (document.activeElement !== y) y.value = String(r[1]);
      classSelect(c, r[2]);
      put(tr.querySelector(".pstate"), [r[3] ? t("points-test") : "", r[4] ? t("points-misclassified") : ""].filter(Boolean).join(t("hover-list-sep")));
    }
  };
  let chunkTimer = 0;
  let timer = 0;
  const later = () => { if (!timer) timer = setTimeout(() => { timer = 0; refresh(true); }, 300); };

  prev.addEventListener("click", () => { from = Math.max(0, from - PAGE); refresh(true); });
  next.addEventListener("click", () => { from += PAGE; refresh(true); });
  add.addEventListener("click", () => {
    const vx = Number(ax.value), vy = Number(ay.value);
    if (ax.value.trim() === "" || ay.value.trim() === "") return;
    const r = hp.addPoint(vx, vy, Number(ac.value));
    if (r && r.ok !== false) {
      const total = hp.status().npoints;
      from = Math.floor((total - 1) / PAGE) * PAGE;
    }
    refresh(true);
  });
  box.addEventListener("toggle", () => {
    if (box.open) box.append(...inner);
    else for (const e of inner) e.remove();
    refresh(true);
  });
  hp.subscribe(() => refresh(false));
  // The rows' names in the new language: made again.
  onLocale(() => { body.textContent = ""; refresh(true); });
}
