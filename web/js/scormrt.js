// The SCORM runtime of a lesson packed as a SCORM package (make scorm, or
// the lesson editor's "Download SCORM package"; engine/course/scorm). The
// LMS opens index.html?scorm=1.2&pass=80 (or scorm=2004): this module
// finds the LMS's API by the standard discovery (up the window's parents,
// then its opener's: API for SCORM 1.2, API_1484_11 for 2004), opens the
// package's lesson (lesson.json), restores the student's scene and
// answers from cmi.suspend_data, and after each answer reports the score
// and the status and saves the progress again:
//
//   SCORM 1.2   cmi.core.score.raw/min/max (percent of the lesson's
//               maximum), cmi.core.lesson_status incomplete until every
//               question has an answer, then passed or failed against the
//               pass mark (cmi.student_data.mastery_score if the LMS gives
//               one, else the package's)
//   SCORM 2004  cmi.score.scaled/raw/min/max, cmi.completion_status
//               incomplete or completed, cmi.success_status unknown until
//               complete, then passed or failed (cmi.scaled_passing_score
//               if the LMS gives one, else the package's)
//
// The progress (hp.saveProgress) fits SCORM 1.2's 4,096 characters: a
// scene too large for it is left out, and the page says so. Without an
// LMS the page is the lesson alone, and says that nothing is recorded.
import { $ } from "./dom.js";
import { hp } from "./state.js";
import { quizAnswers, restoreAnswers } from "./quiz.js";
import { t, fmt } from "./i18n.js";

// search returns the API called name of win or of one of its parents.
function search(win, name) {
  for (let i = 0; win && i < 500; i++) {
    try {
      if (win[name]) return win[name];
    } catch (e) { /* a window of another origin: look further up */ }
    let up = null;
    try { up = win.parent; } catch (e) { /* none */ }
    if (!up || up === win) break;
    win = up;
  }
  return null;
}

// findAPI returns the LMS's API object called name, or null.
export function findAPI(name) {
  let api = search(window, name);
  try {
    if (!api && window.opener) api = search(window.opener, name);
  } catch (e) { /* an opener of another origin */ }
  try {
    if (!api && window.top && window.top.opener) api = search(window.top.opener, name);
  } catch (e) { /* likewise */ }
  return api;
}

// The data model's names in each version.
const MODEL = {
  "1.2": {
    api: "API", init: "LMSInitialize", get: "LMSGetValue", set: "LMSSetValue", commit: "LMSCommit", finish: "LMSFinish",
    suspend: "cmi.suspend_data", exit: "cmi.core.exit", time: "cmi.core.session_time", mastery: "cmi.student_data.mastery_score",
    raw: "cmi.core.score.raw", min: "cmi.core.score.min", max: "cmi.core.score.max", limit: 4096,
  },
  "2004": {
    api: "API_1484_11", init: "Initialize", get: "GetValue", set: "SetValue", commit: "Commit", finish: "Terminate",
    suspend: "cmi.suspend_data", exit: "cmi.exit", time: "cmi.session_time", mastery: "cmi.scaled_passing_score",
    raw: "cmi.score.raw", min: "cmi.score.min", max: "cmi.score.max", scaled: "cmi.score.scaled", limit: 64000,
  },
};

// sessionTime writes seconds as the version's timespan: HH:MM:SS.SS in
// SCORM 1.2 (CMITimespan), PT…S in 2004 (an ISO 8601 duration).
function sessionTime(version, s) {
  if (version === "2004") return "PT" + s.toFixed(2) + "S";
  const h = Math.floor(s / 3600), m = Math.floor(s / 60) % 60, r = s - 3600 * h - 60 * m;
  const two = (x) => String(x).padStart(2, "0");
  return two(h) + ":" + two(m) + ":" + (r < 10 ? "0" : "") + r.toFixed(2);
}

// note says in the lesson's card what the course records.
function note(text) {
  let p = $("scorm-note");
  if (!p) {
    p = document.createElement("p");
    p.id = "scorm-note";
    p.className = "q-note scorm-note";
    p.setAttribute("role", "status");
  }
  const card = $("lesson-card");
  if (card && p.parentNode !== card) card.appendChild(p);
  p.textContent = text;
}

// waitFor resolves once cond() holds, checking every 50 ms, or rejects
// after ms.
function waitFor(cond, ms) {
  return new Promise((resolve, reject) => {
    const t0 = performance.now();
    (function check() {
      if (cond()) resolve();
      else if (performance.now() - t0 > ms) reject(new Error("timed out"));
      else setTimeout(check, 50);
    })();
  });
}

// startSCORM runs the lesson of the package.
export async function startSCORM() {
  const q = new URLSearchParams(location.search);
  const version = q.get("scorm") === "2004" ? "2004" : "1.2";
  const M = MODEL[version];
  const packMark = Math.min(100, Math.max(0, Number(q.get("pass") || 80)));
  const start = performance.now();
  const api = findAPI(M.api);
  const call = (fn, ...args) => {
    try {
      return String(api[fn](...args));
    } catch (e) {
      console.warn(t("scorm-lms-threw", { fn, error: String(e) }));
      return "";
    }
  };
  const on = !!api && call(M.init, "") === "true";
  const get = (k) => (on ? call(M.get, k) : "");
  const set = (k, v) => on && call(M.set, k, String(v)) === "true";

  // The lesson.
  let text;
  try {
    const r = await fetch("lesson.json");
    if (!r.ok) throw new Error(r.status + " " + r.statusText);
    text = await r.text();
  } catch (e) {
    note(t("scorm-lesson-failed", { error: e.message }));
    return;
  }
  const loaded = hp.loadLessonFile(text);
  if (loaded && loaded.ok === false) {
    note(t("scorm-lesson-failed", { error: fmt(loaded.error) }));
    return;
  }
  const title = fmt(hp.lesson().title);
  try {
    await waitFor(() => !$("lesson-card").hidden && $("lesson-title").textContent === title, 20000);
  } catch (e) { /* the card is hidden (hide=lesson): the questions still count */ }
  if (!on) {
    note(t(api ? "scorm-not-started" : "scorm-no-lms"));
    return;
  }

  // The LMS's pass mark, if it gives one, over the package's.
  const lmsMark = parseFloat(get(M.mastery));
  const passMark = Number.isFinite(lmsMark) ? (version === "2004" ? 100 * lmsMark : lmsMark) : packMark;

  // The student's saved work.
  const saved = get(M.suspend);
  if (saved) {
    const r = hp.restoreProgress(saved);
    if (r && r.ok === false) note(t("scorm-restore-failed", { error: fmt(r.error) }));
    else restoreAnswers(r.answers);
  }

  let lastData = saved;
  let lastNote = "";
  // save writes the progress to cmi.suspend_data when it changed.
  function save() {
    const { answers, view } = quizAnswers();
    const sv = hp.saveProgress(answers, { limit: M.limit, view });
    if (!sv || sv.ok === false) {
      lastNote = t("scorm-save-failed", { error: sv ? fmt(sv.error) : t("scorm-no-answer") });
      return;
    }
    lastNote = sv.sceneSaved ? "" : t("scorm-scene-too-large", { needed: sv.needed, limit: sv.limit });
    if (sv.data !== lastData && set(M.suspend, sv.data)) lastData = sv.data;
    set(M.exit, "suspend");
  }
  // report sets the score and the status, saves, and commits.
  function report() {
    const { answers, questions } = quizAnswers();
    const sum = answers.reduce((s, a) => s + a.score, 0);
    const pct = questions ? Math.round(10000 * sum / (100 * questions)) / 100 : 100;
    const done = answers.length === questions;
    const passed = pct >= passMark;
    // No score before the first answer: an LMS would record a 0.
    if (questions > 0 && answers.length > 0) {
      set(M.min, 0);
      set(M.max, 100);
      set(M.raw, pct);
      if (M.scaled) set(M.scaled, (pct / 100).toFixed(4));
    }
    let said;
    if (version === "1.2") {
      const st = questions === 0 ? "completed" : !done ? "incomplete" : passed ? "passed" : "failed";
      set("cmi.core.lesson_status", st);
      said = st;
    } else {
      set("cmi.completion_status", done ? "completed" : "incomplete");
      set("cmi.success_status", questions === 0 || !done ? "unknown" : passed ? "passed" : "failed");
      said = !done ? "incomplete" : questions === 0 ? "completed" : passed ? "passed" : "failed";
    }
    save();
    call(M.commit, "");
    // said is the LMS's word (passed, failed, …), in the page's language.
    const status = t({ passed: "scorm-status-passed", failed: "scorm-status-failed", completed: "scorm-status-completed", incomplete: "scorm-status-incomplete" }[said]);
    const recorded = !questions ? t("scorm-recorded", { status })
      : done ? t("scorm-recorded-score", { score: Math.round(pct), status })
      : t("scorm-recorded-partial", { score: Math.round(pct), status, answered: answers.length, questions });
    note(lastNote ? recorded + " " + lastNote : recorded);
  }
  report();
  window.addEventListener("hyperplane-answered", report);

  // The scene, saved a few seconds after the student changes it.
  let timer = 0;
  hp.subscribe(() => {
    clearTimeout(timer);
    timer = setTimeout(() => { save(); call(M.commit, ""); }, 3000);
  });

  // Leaving: save, say how long the session took, and finish.
  let finished = false;
  const finish = () => {
    if (finished) return;
    finished = true;
    clearTimeout(timer);
    save();
    set(M.time, sessionTime(version, (performance.now() - start) / 1000));
    call(M.commit, "");
    call(M.finish, "");
  };
  window.addEventListener("pagehide", finish);
  window.addEventListener("beforeunload", finish);
}
