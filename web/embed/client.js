// Hyperplane's embed client: an ES module for a course page that shows
// the playground in an <iframe> and wants to drive and read it. Copy this
// file beside your page, or import it from the site that serves
// Hyperplane (make dist puts it in embed/client.js).
//
//   <iframe id="hp" src="https://ml.example.edu/hyperplane/?embed&lesson=xor-basis&origin=https://course.example.edu"></iframe>
//   <script type="module">
//     import { connect } from "./client.js";
//     const hp = await connect(document.getElementById("hp"));
//     await hp.call("setAlgorithm", "logistic");   // resolves to the function's answer
//     const st = await hp.call("status");
//     hp.on("answered", (a) => console.log(a.question, a.score, "of", a.maximum));
//   </script>
//
// The embed takes commands only from the origins its address lists in
// origin= (your course page's); without it, the page only sends events.
// call(name, ...args) calls window.hyperplane[name](...args) in the frame
// and resolves to what it answers: the value asked for, {ok: true}, or
// {ok: false, error} when the call or its envelope is refused (the page
// checks every argument as it checks a call in its own console). It
// rejects only when no answer comes within the timeout. The events: ready,
// stateChanged (the status, when what the page shows changed; at most
// every 250 ms), trained (training came to rest), answered
// ({question, kind, score, maximum, and the answer}), completed ({score,
// maximum, questions}) and resize ({height, width}).

const VERSION = 1;

// connect returns a connection to the playground in iframe, once the
// playground says it is ready (or answers, if it was ready before).
// options.origin is the playground's origin (by default that of the
// iframe's src); options.timeout the milliseconds a call may take (by
// default 60,000: train() stops itself after 20 s).
export function connect(iframe, options = {}) {
  const origin = options.origin || new URL(iframe.src, location.href).origin;
  const timeout = options.timeout || 60000;
  const listeners = new Map();
  const waiting = new Map();
  let next = 1;
  let ready = null;

  const conn = {
    // commands lists what the playground takes ({name, changes, params}),
    // from its ready event; changes tells the functions that may change
    // the scene, the view or the training.
    commands: [],
    // call calls a function of the playground's window.hyperplane.
    call(name, ...args) {
      const id = "c" + next++;
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => {
          waiting.delete(id);
          reject(new Error("Hyperplane did not answer " + name + " within " + timeout + " ms"));
        }, timeout);
        waiting.set(id, (payload) => { clearTimeout(timer); resolve(payload); });
        iframe.contentWindow.postMessage({ hyperplane: VERSION, kind: "command", id, name, payload: args }, origin);
      });
    },
    // on calls fn with the payload of every event called name; it returns
    // a function that stops it.
    on(name, fn) {
      if (!listeners.has(name)) listeners.set(name, new Set());
      listeners.get(name).add(fn);
      return () => listeners.get(name).delete(fn);
    },
    // close stops listening to the frame.
    close() { window.removeEventListener("message", onMessage); },
  };

  function onMessage(e) {
    if (e.source !== iframe.contentWindow || e.origin !== origin) return;
    const m = e.data;
    if (!m || m.hyperplane !== VERSION) return;
    if (m.kind === "reply" && waiting.has(m.id)) {
      const done = waiting.get(m.id);
      waiting.delete(m.id);
      done(m.payload);
    } else if (m.kind === "event") {
      if (m.name === "ready") {
        conn.commands = (m.payload && m.payload.commands) || [];
        if (ready) ready(conn);
      }
      for (const fn of listeners.get(m.name) || []) {
        try { fn(m.payload); } catch (err) { console.error(err); }
      }
    }
  }
  window.addEventListener("message", onMessage);

  return new Promise((resolve) => {
    ready = (c) => { ready = null; resolve(c); };
    // A playground that was ready before we listened answers this.
    conn.call("commands").then((list) => {
      if (ready && Array.isArray(list)) {
        conn.commands = list.filter((c) => !c.params.some((p) => p.kind === "function"));
        ready(conn);
      }
    }, () => {});
  });
}
