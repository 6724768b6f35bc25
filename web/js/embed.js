// The embedding API: a course page that shows the playground in an
// <iframe> drives and reads it with postMessage, in one envelope:
//
//   {hyperplane: 1, kind: "command" | "reply" | "event", id, name, payload}
//
// A command's name is a function of window.hyperplane and its payload the
// array of its arguments; the reply has the command's id and name, and the
// function's answer as payload ({ok: false, error} for a refusal, of the
// function's checks or of the envelope). The functions are those that
// hyperplane.commands() lists (the page contract, wasm/api), less those
// that take a JavaScript function, which a message cannot carry; each
// call goes through the same checks as a call in the page. The commands
// run in the order they come, and each is answered as soon as it has run
// (a command whose answer is a Promise, when it settles): the commands
// that arrive together run in one task, so that a burst of them is
// answered at once and the page redraws its panel once for it. Events:
// ready, stateChanged (when the status the page shows changed, at most
// every 250 ms), trained (when training came to rest on a step not told
// yet), answered, completed and resize; none for what did not happen.
//
// Commands are taken only from the parent window, and only from the
// origins the embed's address allows (?origin=https://course.example,
// several with commas or repeated); replies go to the command's origin.
// Events go to the parent's origin when the page can know it
// (location.ancestorOrigins, else document.referrer): with allowed
// origins, only when it is one of them (or to each allowed origin, which
// only the parent's can receive, when it is unknown); without, to the
// parent's origin whatever it is, and then no command is taken. Nothing is
// ever sent to "*". Events carry what the page shows (the status, without
// the points), the student's answers and the page's height: no link, no
// file, no fault's details.
import { hp } from "./state.js";
import { t, fmt } from "./i18n.js";

const VERSION = 1;
const MAX_ID = 128;   // characters of an id
const MAX_NAME = 64;  // characters of a command's name
const MAX_ARGS = 16;  // arguments of a command
const EVERY_MS = 250; // the shortest time between two stateChanged events
const BATCH_MS = 40;  // the longest a batch of commands runs before the page may paint
const FIELDS = new Set(["hyperplane", "kind", "id", "name", "payload"]);
// The commands the page adds to the program's (js/language.js installs
// them on window.hyperplane), described as hyperplane.commands() does.
const pageCommands = [
  { name: "setLocale", changes: false, params: [{ name: "locale", kind: "string" }] },
  { name: "setStrings", changes: false, params: [{ name: "strings", kind: "string" }] },
  { name: "locale", changes: false, params: [] },
  { name: "formatTexts", changes: false, params: [{ name: "texts", kind: "object" }] },
];

// originsOf returns the origins that the address's origin= allows: each
// an http or https origin, written as the browser writes one.
export function originsOf(search) {
  const out = [];
  for (const v of new URLSearchParams(search).getAll("origin")) {
    for (const part of v.split(",")) {
      const o = originOf(part.trim());
      if (o && !out.includes(o)) out.push(o);
      else if (part.trim() && !o) console.warn(t("embed-origin-ignored", { origin: JSON.stringify(part.trim().slice(0, 80)) }));
    }
  }
  return out;
}

// originOf returns the origin of an address (https://course.example, or a
// page of it), or null.
export function originOf(text) {
  try {
    const u = new URL(text);
    return u.protocol === "https:" || u.protocol === "http:" ? u.origin : null;
  } catch (e) {
    return null;
  }
}

// parentOrigin returns the origin of the page that embeds this one, or
// null when it cannot be known.
function parentOrigin() {
  try {
    const a = location.ancestorOrigins;
    if (a && a.length > 0) return a[0] === "null" ? null : a[0];
  } catch (e) { /* not there */ }
  return document.referrer ? originOf(document.referrer) : null;
}

// startEmbed starts the API when the page is in a frame.
export function startEmbed() {
  if (window.parent === window) return;
  const allowed = originsOf(location.search);
  const parent = parentOrigin();
  const targets = allowed.length === 0 ? (parent ? [parent] : []) : parent ? (allowed.includes(parent) ? [parent] : []) : allowed;
  const post = (msg, origin) => {
    try {
      window.parent.postMessage(msg, origin);
    } catch (e) {
      // An answer that cannot be cloned: say so instead.
      if (msg.kind === "reply") window.parent.postMessage(Object.assign({}, msg, { payload: { ok: false, error: t("embed-unsendable", { error: e.message }) } }), origin);
    }
  };
  const event = (name, payload) => {
    for (const o of targets) post({ hyperplane: VERSION, kind: "event", name, payload }, o);
  };

  // The commands, from the contract's own table.
  const commands = new Map();
  for (const c of hp.commands()) {
    if (!c.params.some((p) => p.kind === "function")) commands.set(c.name, c);
  }
  // And the page's own (js/language.js): the language and a course's words.
  for (const c of pageCommands) if (typeof hp[c.name] === "function") commands.set(c.name, c);

  // The commands that came and wait for their batch, in order. A batch
  // starts a task after the first of them (a message to ourselves, behind
  // the messages already queued, which join it) and runs them for at most
  // BATCH_MS; the rest go on in the next task.
  const queue = [];
  let batchQueued = false;
  const batches = new MessageChannel();
  batches.port1.onmessage = () => {
    batchQueued = false;
    const t0 = performance.now();
    let i = 0;
    while (i < queue.length && (i === 0 || performance.now() - t0 < BATCH_MS)) {
      const [m, origin] = queue[i++];
      command(m, origin);
    }
    queue.splice(0, i);
    if (queue.length > 0) nextBatch();
  };
  function nextBatch() {
    if (batchQueued) return;
    batchQueued = true;
    batches.port2.postMessage(0);
  }

  if (allowed.length > 0) {
    window.addEventListener("message", (e) => {
      if (e.source !== window.parent || !allowed.includes(e.origin)) return;
      const m = e.data;
      if (m === null || typeof m !== "object" || Array.isArray(m) || !Object.prototype.hasOwnProperty.call(m, "hyperplane")) return; // not ours
      queue.push([m, e.origin]);
      nextBatch();
    });
  } else {
    let told = false;
    window.addEventListener("message", (e) => {
      if (told || e.source !== window.parent || !e.data || typeof e.data !== "object" || !("hyperplane" in e.data)) return;
      told = true;
      console.info(t("embed-command-ignored", { origin: e.origin, encoded: encodeURIComponent(e.origin) }));
    });
  }

  // command checks an envelope and runs it, and replies to origin: at
  // once, or when the answer's Promise settles.
  function command(m, origin) {
    const id = (typeof m.id === "string" && m.id.length <= MAX_ID) || (typeof m.id === "number" && Number.isFinite(m.id)) ? m.id : null;
    const name = typeof m.name === "string" && m.name.length <= MAX_NAME ? m.name : null;
    const reply = (payload) => post({ hyperplane: VERSION, kind: "reply", id, name, payload }, origin);
    const refuse = (error) => reply({ ok: false, error });
    const extra = Object.keys(m).find((k) => !FIELDS.has(k));
    if (m.hyperplane !== VERSION) return refuse(t("embed-version"));
    if (m.kind !== "command") return refuse(t("embed-kind"));
    if (extra !== undefined) return refuse(t("embed-extra", { field: JSON.stringify(extra.slice(0, 40)) }));
    if (id === null) return refuse(t("embed-id", { max: MAX_ID }));
    if (name === null) return refuse(t("embed-name"));
    if (!commands.has(name)) return refuse(t("embed-no-command", { name: JSON.stringify(name) }));
    const args = m.payload === undefined ? [] : m.payload;
    if (!Array.isArray(args) || args.length > MAX_ARGS) return refuse(t("embed-payload", { max: MAX_ARGS }));
    const failed = (e) => refuse(t("embed-failed", { name, error: String(e && e.message !== undefined ? e.message : e).slice(0, 200) }));
    const answered = (answer) => reply(answer === undefined ? { ok: true } : answer);
    let answer;
    try {
      answer = hp[name](...args);
    } catch (e) {
      return failed(e);
    }
    if (answer && typeof answer.then === "function") answer.then(answered, failed);
    else answered(answer);
  }

  // stateChanged: the status, when what the page shows changed since the
  // last status told (ready's, at first), at most every EVERY_MS. The
  // program tells its subscribers right after the calls that change
  // something, and at most every 250 ms while training; a status that
  // only counts frames is no change. trained: when training comes to rest
  // on a step it had not told, in the live view (not a replay), after a
  // step was taken (not a reset).
  const shown = (st) => st.picture + " " + JSON.stringify(st.compare);
  let told = "", pending = null, timer = 0, sentAt = -Infinity, trainedStep = 0, wasTraining = false;
  function flush() {
    timer = 0;
    const st = pending;
    pending = null;
    if (!st || shown(st) === told) return;
    told = shown(st);
    sentAt = performance.now();
    event("stateChanged", st);
  }
  hp.subscribe((st) => {
    if (shown(st) !== told) {
      pending = st;
      if (!timer) timer = setTimeout(flush, Math.max(0, sentAt + EVERY_MS - performance.now()));
    }
    if (st.trained && !st.training && st.cursor < 0 && st.step > 0 && (st.step !== trainedStep || wasTraining)) {
      // The state it trained on is told first: a stateChanged waiting
      // out EVERY_MS would otherwise come after trained, and a host that
      // reads the state on trained would read the one before.
      if (timer) {
        clearTimeout(timer);
        flush();
      }
      trainedStep = st.step;
      event("trained", { step: st.step, status: st.status, reason: fmt(st.reason), accuracy: st.accuracy, loss: st.loss,
        criterion: fmt(st.criterion), mistakes: st.mistakes, algorithm: st.algorithm });
    }
    if (!st.training && st.step === 0) trainedStep = 0; // a reset or a new scene: its next training is told
    wasTraining = st.training;
  });
  // What the course page is told first (subscribing made the program
  // count a change, so the status is read after it).
  const st0 = hp.status();
  told = shown(st0);
  trainedStep = st0.step;
  wasTraining = st0.training;
  window.addEventListener("hyperplane-answered", (e) => event("answered", e.detail));
  window.addEventListener("hyperplane-completed", (e) => event("completed", e.detail));

  // resize: the page's height, for hosts that size the frame to it.
  let height = -1;
  const measure = () => {
    const h = Math.ceil(document.documentElement.scrollHeight);
    if (h !== height) {
      height = h;
      event("resize", { height: h, width: Math.ceil(document.documentElement.scrollWidth) });
    }
  };
  if (window.ResizeObserver) new ResizeObserver(measure).observe(document.documentElement);
  window.addEventListener("resize", measure);

  event("ready", {
    version: hp.version,
    accepts: allowed.length > 0,
    commands: [...commands.values()].map((c) => ({ name: c.name, changes: c.changes, params: c.params })),
    status: st0,
  });
  measure();
}
