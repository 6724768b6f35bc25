// Taking a lesson's questions in its card. A multiple-choice question
// gives its feedback; a predict question hides the boundary and asks the
// student to click on the plot first (an overlay takes those clicks, so
// they add no points), then "Train and reveal" trains, shows the boundary
// again with the prediction drawn over it, and the score. Each answer is
// kept (the latest of each question) and told to the page as the window
// events hyperplane-answered and, once every question has one,
// hyperplane-completed (js/embed.js passes them to a course page,
// js/scormrt.js to the LMS).
import { $, decimal } from "./dom.js";
import { hp } from "./state.js";
import { appendInline } from "./markdown.js";
import { t, fmt, onLocale } from "./i18n.js";

const ns = "http://www.w3.org/2000/svg";
let lesson = null;  // hp.lesson()
let qi = 0;         // the question shown
let phase = "idle"; // predict questions: "predict", then "revealed"
let clicks = [];    // boundary: [x, y] data points; mistakes: point indices
let result = null;  // hp.scorePrediction's answer
let chosen = -1;    // the choice picked
let savedView = null;
let overlay = null;
let answers = [];   // the latest answer of each question (quizAnswers)

const el = (tag, cls, text) => {
  const e = document.createElement(tag);
  if (cls) e.className = cls;
  if (text !== undefined) e.textContent = text;
  return e;
};
const question = () => (lesson && lesson.questions ? lesson.questions[qi] : null);

// showQuiz renders the questions of lesson l into box (a new lesson starts
// at its first question).
export function showQuiz(box, l) {
  leavePredict();
  lesson = l;
  qi = 0;
  answers = [];
  startQuestion();
  drawQuiz(box);
}

// startQuestion shows the question qi: its answer if it has one (unless
// fresh), or a new prediction.
function startQuestion(fresh) {
  clicks = [];
  result = null;
  chosen = -1;
  const q = question();
  const a = !fresh && answers[qi];
  if (a && q && q.kind === "predict") {
    leavePredict();
    clicks = (a.points || a.marked || []).slice();
    result = { score: a.score, saved: true };
    phase = "revealed";
    if (!hp.status().trained) hp.train();
    drawOverlay();
  } else if (q && q.kind === "predict") enterPredict();
  else {
    if (a) chosen = a.choice;
    leavePredict();
  }
}

// The questions in the new language.
onLocale(() => drawQuiz());

function drawQuiz(box = $("lesson-quiz")) {
  if (!box) return;
  box.textContent = "";
  const q = question();
  if (!q) return;
  const n = lesson.questions.length;
  box.appendChild(el("div", "q-count", t("quiz-count", { k: qi + 1, n })));
  const prompt = el("p", "q-prompt");
  appendInline(prompt, fmt(q.prompt));
  box.appendChild(prompt);
  if (q.kind === "choice") drawChoice(box, q);
  else drawPredict(box, q);
  if (n > 1) {
    const nav = el("div", "row q-nav");
    const prev = el("button", "", t("quiz-previous"));
    const next = el("button", "", t("quiz-next"));
    prev.type = next.type = "button";
    prev.disabled = qi === 0;
    next.disabled = qi === n - 1;
    prev.onclick = () => { qi--; startQuestion(); drawQuiz(); };
    next.onclick = () => { qi++; startQuestion(); drawQuiz(); };
    nav.append(prev, next);
    box.appendChild(nav);
  }
}

function drawChoice(box, q) {
  const answer = q.answer || 0; // the lesson leaves out an answer of 0
  const list = el("div", "q-choices");
  q.choices.forEach((c, j) => {
    const b = el("button", "q-choice" + (j === chosen ? (j === answer ? " right" : " wrong") : ""));
    b.type = "button";
    appendInline(b, fmt(c));
    b.onclick = () => { chosen = j; record({ kind: "choice", choice: j, score: j === answer ? 100 : 0 }); drawQuiz(); };
    list.appendChild(b);
  });
  box.appendChild(list);
  if (chosen >= 0) {
    const ok = chosen === answer;
    const p = el("p", "q-feedback " + (ok ? "right" : "wrong"), t(ok ? "quiz-right" : "quiz-wrong") + " ");
    appendInline(p, fmt((q.feedback && q.feedback[chosen]) || ""));
    p.setAttribute("role", "status");
    box.appendChild(p);
  }
}

function drawPredict(box, q) {
  const line = q.target === "boundary";
  const say = (text) => box.appendChild(el("p", "q-note", text));
  if (phase === "predict") say(t(line ? "quiz-predict-line" : "quiz-predict-mistakes", { n: clicks.length }));
  const row = el("div", "row");
  if (phase === "predict") {
    const go = el("button", "primary q-reveal", t("quiz-reveal"));
    go.type = "button";
    go.disabled = line && clicks.length < 2;
    go.onclick = reveal;
    const clear = el("button", "", t("quiz-clear"));
    clear.type = "button";
    clear.onclick = () => { clicks = []; drawOverlay(); drawQuiz(); };
    row.append(go, clear);
  } else {
    const again = el("button", "", t("quiz-again"));
    again.type = "button";
    again.onclick = () => { startQuestion(true); drawQuiz(); };
    row.append(again);
  }
  box.appendChild(row);
  if (result && result.error) say(fmt(result.error));
  else if (result) {
    const p = el("p", "q-score");
    p.setAttribute("role", "status");
    const score = Math.round(result.score);
    p.textContent = result.saved ? t("quiz-score-saved", { score }) : line
      ? t("quiz-score-line", { score, angle: Number(result.angle.toFixed(1)), offset: decimal(result.offset.toPrecision(2)) })
      : t("quiz-score-mistakes", { score, hits: result.hits, marked: result.marked, precision: Math.round(100 * result.precision),
        mistakes: result.mistakes, recall: Math.round(100 * result.recall) });
    box.appendChild(p);
  }
}

// enterPredict hides what would give the answer away and lays the overlay
// over the plot to take the clicks.
function enterPredict() {
  if (phase !== "predict") {
    const st = hp.status();
    if (!savedView) savedView = { shading: st.view.shading, boundary: st.view.boundary, misclassified: st.view.misclassified, margins: st.view.margins };
    hp.pause();
    hp.setView({ shading: "off", boundary: false, misclassified: false, margins: false });
  }
  phase = "predict";
  pick();
  drawOverlay();
}

function leavePredict() {
  if (savedView) hp.setView(savedView);
  savedView = null;
  phase = "idle";
  pick();
  drawOverlay();
}

// pick tells the plot's keyboard what Enter marks while a prediction is
// taken (wasm/keys): the keys' marks come back as hyperplane-pick events.
function pick() {
  const q = question();
  if (hp && hp.setPick) hp.setPick(phase === "predict" && q && q.kind === "predict" ? q.target : "");
}

// The keyboard's marks: a place of the boundary, or a point to mark.
window.addEventListener("hyperplane-pick", (e) => {
  const d = e.detail || {};
  const q = question();
  if (phase !== "predict" || !q || d.target !== q.target) return;
  markAt(q, [d.x, d.y], d.index);
});

// reveal trains (train() works across frames and answers a Promise),
// then scores the prediction against the trained model.
async function reveal() {
  const q = question();
  if (phase === "training") return;
  phase = "training";
  drawOverlay();
  await hp.train();
  result = hp.scorePrediction(q.target === "boundary" ? { target: "boundary", points: clicks } : { target: "mistakes", marked: clicks });
  if (result && result.ok === false) result = { error: result.error };
  else if (result) record(q.target === "boundary" ? { kind: "boundary", points: clicks.slice(), score: result.score } : { kind: "mistakes", marked: clicks.slice(), score: result.score });
  if (savedView) hp.setView(savedView);
  savedView = null;
  phase = "revealed";
  pick();
  drawOverlay();
  drawQuiz();
  // The card scrolls (phone, embed): bring the score into it.
  const shown = document.querySelector("#lesson-quiz .q-score, #lesson-quiz .q-note");
  if (shown && shown.scrollIntoView) shown.scrollIntoView({ block: "nearest" });
}

function plotCanvas() {
  return document.querySelector("body > canvas");
}

// onPlotClick records a click of the prediction; the overlay swallows it.
function onPlotClick(e) {
  e.preventDefault();
  e.stopPropagation();
  const q = question();
  if (phase !== "predict" || !q) return;
  const r = overlay.getBoundingClientRect();
  const px = e.clientX - r.left, py = e.clientY - r.top;
  if (q.target === "boundary") {
    markAt(q, hp.toData(px, py), -1);
  } else {
    const pts = (hp.scene().points || []);
    let best = -1, bd = 18 * 18; // within 18 CSS pixels
    pts.forEach((p, i) => {
      const s = hp.toPixel(p[0], p[1]);
      const dd = (s[0] - px) ** 2 + (s[1] - py) ** 2;
      if (dd < bd) { bd = dd; best = i; }
    });
    markAt(q, null, best);
  }
}

// markAt takes a mark of the prediction, from the mouse or the keyboard:
// a place of the boundary (d, data coordinates), or a point i to mark or
// unmark.
function markAt(q, d, i) {
  if (q.target === "boundary") {
    if (!Array.isArray(d) || !d.every(Number.isFinite)) return;
    if (clicks.length >= 2) clicks = [];
    clicks.push(d);
  } else {
    if (!(i >= 0)) return;
    clicks = clicks.includes(i) ? clicks.filter((j) => j !== i) : clicks.concat([i]);
  }
  drawOverlay();
  drawQuiz();
}

function ensureOverlay() {
  if (overlay) return overlay;
  overlay = document.createElementNS(ns, "svg");
  overlay.id = "predict-overlay";
  overlay.setAttribute("aria-label", t("quiz-overlay"));
  for (const t of ["pointerdown", "mousedown", "mouseup", "touchstart", "touchend", "click", "contextmenu", "wheel"]) {
    overlay.addEventListener(t, t === "pointerdown" ? onPlotClick : (e) => { e.preventDefault(); e.stopPropagation(); }, { passive: false });
  }
  document.body.appendChild(overlay);
  return overlay;
}

function svg(tag, attrs) {
  const e = document.createElementNS(ns, tag);
  for (const k in attrs) e.setAttribute(k, attrs[k]);
  return e;
}

// drawOverlay places the overlay over the plot and draws the clicks: the
// predicted line (dashed, long) or rings on the marked points.
export function drawOverlay() {
  const q = question();
  const on = phase !== "idle" && q && q.kind === "predict";
  if (!on) { if (overlay) overlay.style.display = "none"; return; }
  const o = ensureOverlay();
  const c = plotCanvas();
  if (!c) return;
  const r = c.getBoundingClientRect();
  Object.assign(o.style, { display: "block", left: r.left + "px", top: r.top + "px", width: r.width + "px", height: r.height + "px" });
  o.classList.toggle("taking", phase === "predict");
  o.textContent = "";
  const px = (p) => hp.toPixel(p[0], p[1]);
  if (q.target === "boundary") {
    const s = clicks.map(px);
    for (const p of s) o.appendChild(svg("circle", { cx: p[0], cy: p[1], r: 6, class: "pred-dot" }));
    if (s.length === 2) {
      const dx = s[1][0] - s[0][0], dy = s[1][1] - s[0][1];
      const k = 4000 / Math.max(1e-9, Math.hypot(dx, dy));
      o.appendChild(svg("line", { x1: s[0][0] - k * dx, y1: s[0][1] - k * dy, x2: s[0][0] + k * dx, y2: s[0][1] + k * dy, class: "pred-line" }));
    }
  } else {
    const pts = hp.scene().points || [];
    const wrong = new Set((result && result.wrong) || []);
    for (const i of clicks) {
      if (!pts[i]) continue;
      const p = px(pts[i]);
      o.appendChild(svg("circle", { cx: p[0], cy: p[1], r: 10, class: "pred-mark" + (result ? (wrong.has(i) ? " hit" : " miss") : "") }));
    }
  }
}

// quizState is the state of the questions, for tests and authors.
export function quizState() {
  const q = question();
  return { question: qi, kind: q ? q.kind : null, target: q ? q.target || null : null, phase, clicks: clicks.slice(), chosen, result,
    answers: quizAnswers().answers };
}

// record keeps the answer a to the question shown, and tells the page.
function record(a) {
  a.question = qi;
  answers[qi] = a;
  const max = 100, n = lesson.questions.length;
  window.dispatchEvent(new CustomEvent("hyperplane-answered", { detail: Object.assign({ maximum: max }, a) }));
  const given = answers.filter(Boolean);
  if (given.length === n) {
    const score = given.reduce((s, x) => s + x.score, 0);
    window.dispatchEvent(new CustomEvent("hyperplane-completed", { detail: { score, maximum: max * n, questions: n } }));
  }
}

// unhidden returns fn(), called with the view that a prediction hides
// shown again, so that what fn saves of the scene (a link, a file, a
// package) has the lesson's own view; the prediction goes on.
export function unhidden(fn) {
  if (phase !== "predict" || !savedView) return fn();
  const hidden = { shading: "off", boundary: false, misclassified: false, margins: false };
  hp.setView(savedView);
  try {
    return fn();
  } finally {
    hp.setView(hidden);
  }
}

// quizAnswers returns the latest answer of each question answered, and
// the view to keep while a prediction hides the boundary (null when none
// is hidden).
export function quizAnswers() {
  return { answers: answers.filter(Boolean).map((a) => Object.assign({}, a)), questions: lesson && lesson.questions ? lesson.questions.length : 0,
    view: phase === "predict" ? savedView : null };
}

// restoreAnswers takes saved answers (hp.restoreProgress's) as the
// lesson's, and shows the question on screen with its own.
export function restoreAnswers(list) {
  for (const a of list || []) answers[a.question] = Object.assign({}, a);
  startQuestion();
  drawQuiz();
}
