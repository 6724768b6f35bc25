// Hyperplane's page: index.html runs the WebAssembly program and imports
// this module once the program has published its API (or has failed or
// stopped); it builds the controls from the tables the program publishes
// on window.hyperplane.
import { $ } from "./dom.js";
import { hp, setAPI, setSpecs, setViews } from "./state.js";
import { buildAlgorithmPicker, buildBasisPicker } from "./panel.js";
import { buildToggles, buildComparePicker } from "./view.js";
import { wire, showFault } from "./controls.js";
import { wireFiles } from "./files.js";
import { wireDrop } from "./drop.js";
import { buildExport } from "./export.js";
import { applyAddress, hideUnlisted } from "./layout.js";
import { buildScenes } from "./scenes.js";
import { render } from "./render.js";
import { startPictures } from "./pictures/index.js";
import { startDecision } from "./decision.js";
import { buildTools } from "./tools.js";
import { buildDatasets } from "./datasets.js";
import { wireEditor } from "./editor.js";
import { wireToast, toast } from "./toast.js";
import { startEmbed } from "./embed.js";
import { startAccess } from "./access.js";
import { t, fmt, ready as wordsReady, stringProblems, missingStrings, locale } from "./i18n.js";
import { startLanguage } from "./language.js";

async function load() {
  const boot = window.hyperplaneBoot;
  // The catalogs of the reader's language: the panel is built in it.
  await wordsReady;
  try {
    await boot.start;
  } catch (e) {
    $("loading").textContent = t("page-load-failed", { error: String(e) });
    return;
  }
  const memory = boot.instance.exports.mem;
  boot.stopped.then(() => {
    $("loading").hidden = false;
    $("loading").textContent = t("page-stopped");
  });
  const ready = () => {
    setAPI(window.hyperplane, memory);
    // It may be called from inside the program's start, so it only
    // schedules the work: the game paints its first frame first.
    setTimeout(start, 0);
  };
  if (window.hyperplane) ready();
  else window.addEventListener("hyperplane-ready", ready, { once: true });
}

function start() {
  // The notes' extra pictures and the test split, on their own: they use
  // only the API.
  try {
    startPictures(hp);
  } catch (e) {
    console.error("hyperplane: the pictures could not start: " + (e && e.stack || e));
  }
  try {
    setSpecs(hp.algorithms());
    setViews(hp.views());
    $("version").textContent = "v" + hp.version;
    buildAlgorithmPicker();
    buildBasisPicker();
    buildToggles();
    buildComparePicker();
    wire();
    startLanguage(hp);
    wireFiles();
    wireDrop();
    buildExport();
    wireEditor();
    wireToast(hp);
    hp.onFault(showFault);
    // A course's words that were refused (?strings=), said once.
    for (const p of stringProblems()) toast(fmt(p), "error");
    // ?debug: the messages this locale lacked (shown in English).
    if (hp.debug) hp.debug.i18n = () => ({ locale: locale(), missing: missingStrings() });
    applyAddress();
    hp.subscribe(render);
    startDecision(hp);
    buildTools();
    buildDatasets();
    startAccess(hp);
    hideUnlisted();
    // The lesson and preset menus are not needed for the first frame.
    setTimeout(buildScenes, 50);
  } finally {
    // The panel shows whatever was built, even if a step above failed,
    // where the toolbar (now shown, with the hint) puts it.
    document.documentElement.classList.remove("building");
    window.hyperplaneLayout.apply();
  }
  // A course page that embeds the playground talks to it; an LMS runs a
  // SCORM package's lesson.
  try {
    startEmbed();
  } catch (e) {
    console.error("hyperplane: the embed API could not start: " + (e && e.stack || e));
  }
  if (new URLSearchParams(location.search).has("scorm")) {
    import("./scormrt.js").then((m) => m.startSCORM()).catch((e) => console.error("hyperplane: the SCORM runtime failed: " + (e && e.stack || e)));
  }
  // The middle button pans the plot (in every drawing tool): keep the
  // browser from starting its own autoscroll over the canvas.
  document.addEventListener("mousedown", (e) => {
    if (e.button === 1 && e.target && e.target.tagName === "CANVAS") e.preventDefault();
  });
  // The first frame takes a moment under software WebGL; hide the
  // loading cover when the canvas exists.
  const t0 = performance.now();
  (function wait() {
    if (document.querySelector("canvas") || performance.now() - t0 > 5000) {
      $("loading").hidden = true;
    } else {
      requestAnimationFrame(wait);
    }
  })();
}

load();
