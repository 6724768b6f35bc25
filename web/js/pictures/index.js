// The notes' extra pictures, drawn on small 2-D canvases in the panel's
// "Pictures" section, and the test split of the Data section. They use
// only window.hyperplane's API and their own elements.
//
// A picture is drawn only while its <details> is open, and while training
// only when it is on screen too: the augmented view reads every point
// (hp.state()) and the weight-space view every constraint, and doing so
// at every status while training took the plot's frames. A picture that
// comes into view is drawn at once, and all are drawn when training
// stops (up to 5,000 points), so that the panel's layout does not move
// as one scrolls it.
import { $, displayed } from "../dom.js";
import { splitControl } from "../split.js";
import { shatterView } from "./shatter.js";
import { weightView } from "./weightspace.js";
import { liftView } from "./lift.js";
import { hiddenView } from "./hidden.js";
import { backpropView } from "./backprop.js";

let started = false;

export function startPictures(hp) {
  const section = $("sec-pictures");
  if (!section || started) return;
  started = true;
  applyAddress(section);
  const split = splitControl(hp);
  const colors = hp.colors || ["#d62728", "#1f77b4"];
  const views = [hiddenView(hp, colors), backpropView(hp, colors), shatterView(hp, colors), weightView(hp, colors), liftView(hp, colors)];

  // onScreen holds whether each picture's <details> intersects the
  // viewport (clipped by the panel's scrolling); without an
  // IntersectionObserver every picture counts as on screen.
  const io = window.IntersectionObserver;
  const onScreen = new Map(views.map((v) => [v.box, !io]));
  // Off screen, a model that does not train is drawn when its points
  // times its support vectors are at most OFF_SCREEN_WORK: with 100,000
  // points, the augmented view's reading of every point held the page's
  // thread for hundreds of ms after each click on a CPU four times slower
  // (issue 51); such a picture is drawn when it comes into view.
  const OFF_SCREEN_WORK = 5000;
  const shown = (v, st) => v.box.open && !v.box.hidden && (onScreen.get(v.box) || (!st.training && st.npoints * (1 + (st.support || []).length) <= OFF_SCREEN_WORK)) &&
    section.dataset.hidden !== "1" && displayed(section);
  // A picture that applies to some models only (the network's) shows
  // only for them.
  const draw = (v, st) => {
    if (v.applies) v.box.hidden = !v.applies(st);
    if (shown(v, st)) {
      v.update(st);
      v.box.dataset.picture = st.picture; // the version drawn, for tests
    } else if (v.hide) v.hide();
  };
  // One picture a task: a new status marks every picture to be drawn
  // again; the first (on screen first) is drawn at once and each of the
  // others in a task of its own after it, from the latest status. Drawn
  // all in one task, a preset's pictures held the page's thread for
  // 40-160 ms at 4x CPU throttling (issue 51).
  const dirty = new Set();
  let queued = false, pending = false, drawn = -1, latest = null;
  const drawOne = () => {
    let v = views.find((x) => dirty.has(x) && onScreen.get(x.box));
    if (!v) v = views.find((x) => dirty.has(x));
    if (!v) return;
    dirty.delete(v);
    draw(v, latest);
  };
  const drawRest = () => {
    queued = false;
    drawOne();
    if (dirty.size) queue();
  };
  const queue = () => {
    if (!queued) {
      queued = true;
      setTimeout(drawRest, 0);
    }
  };
  const refresh = (st) => {
    latest = st;
    split(st);
    for (const v of views) dirty.add(v);
    drawOne();
    if (dirty.size) queue();
  };

  hp.subscribe(function (st) {
    // A status that brings only the compared algorithms' progress changes
    // no picture: at 200,000 points redrawing them for it held the page
    // at 3–5 frames a second (issue 32, BENCHMARKS.md).
    if (st.picture === drawn) return;
    drawn = st.picture;
    latest = st;
    // Draw in the next animation frame at most once, whatever the number
    // of messages, from the latest of them.
    if (pending) return;
    pending = true;
    requestAnimationFrame(function () { pending = false; refresh(latest); });
  });
  if (io) {
    const watch = new IntersectionObserver((entries) => {
      for (const e of entries) {
        const was = onScreen.get(e.target);
        onScreen.set(e.target, e.isIntersecting);
        const v = views.find((x) => x.box === e.target);
        if (e.isIntersecting !== was) draw(v, hp.status());
      }
    });
    for (const v of views) watch.observe(v.box);
  }
  for (const v of views) v.box.addEventListener("toggle", () => draw(v, hp.status()));
  // The section gets its width when the panel is first laid out and
  // whenever the layout changes.
  let width = -1;
  new ResizeObserver(() => {
    if (section.clientWidth === width) return;
    width = section.clientWidth;
    refresh(hp.status());
  }).observe(section);
}

// applyAddress: the section follows the address like the others:
// ?hide=pictures hides it, and ?embed&controls=… shows it only when it is
// listed.
function applyAddress(section) {
  const q = new URLSearchParams(location.search);
  const list = (k) => (q.get(k) || "").split(",").map((x) => x.trim());
  const hidden = list("hide").includes("pictures") ||
    (q.has("embed") && !list("controls").includes("pictures"));
  if (hidden) section.dataset.hidden = "1";
}
