// Hyperplane's page: it loads the WebAssembly program and builds its
// controls from the tables the program publishes on window.hyperplane.
// Everything the user sees as text (class names, messages, help) is set
// with textContent, never as HTML.
"use strict";

(function () {
  const $ = (id) => document.getElementById(id);
  let hp = null;          // window.hyperplane once the program is ready
  let specs = [];         // the algorithm tables
  let last = null;        // the last status
  let paramsFor = "";     // the algorithm whose controls are built
  let chartTimer = 0;
  let wasmMemory = null;   // the program's linear memory

  // ---------- loading ----------

  async function load() {
    // index.html compiles and runs the program, and loads this script once
    // the program has published its API, failed or stopped.
    const boot = window.hyperplaneBoot;
    try {
      await boot.start;
    } catch (e) {
      $("loading").textContent = "Hyperplane could not load its program: " + e;
      return;
    }
    wasmMemory = boot.instance.exports.mem;
    boot.stopped.then(() => {
      $("loading").hidden = false;
      $("loading").textContent = "Hyperplane stopped. Reload the page to start again.";
    });
    if (window.hyperplane) ready();
    else window.addEventListener("hyperplane-ready", ready, { once: true });
  }

  // ready runs when the program has published its API. It is called from
  // inside the program's start, so it only schedules the work: the game
  // starts and paints its first frame, then the page builds its controls.
  function ready() {
    hp = window.hyperplane;
    setTimeout(start, 0);
  }

  function start() {
    try {
      specs = hp.algorithms();
      $("version").textContent = "v" + hp.version;
      buildAlgorithmPicker();
      buildToggles();
      buildComparePicker();
      wire();
      wireFiles();
      hp.onFault(showFault);
      applyAddress();
      hp.subscribe(render);
      // The lesson and preset menus are not needed for the first frame.
      setTimeout(buildScenes, 50);
    } finally {
      // The panel shows whatever was built, even if a step above failed.
      document.documentElement.classList.remove("building");
    }
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

  // ---------- the address: embed options, and the scene to open ----------

  // Query parameters (all optional):
  //   embed            hide the panel and show a small toolbar instead
  //   controls=a,b     with embed: show the panel with only these sections
  //   hide=a,b         hide sections (scenes, data, algorithm, training, view,
  //                    share, history), or toolbar, legend, labels
  //   lock             the mouse cannot add, move or remove points
  //   autoplay         start training at once
  //   preset=id, lesson=id, scene=url (a scene or lesson JSON on the same site)
  // The fragment (#v1.…) is a share link and wins over the rest.
  const sectionIds = ["scenes", "lesson", "data", "algo", "train", "view", "share", "charts"];
  let lessonHidden = false;   // hide=lesson
  const layout = () => document.documentElement.dataset.layout;
  const relayout = () => window.hyperplaneLayout.relayout();

  // welcome: the first visit shows the perceptron after its first update,
  // a boundary and the weight vector, and says what to do next.
  let welcomeKey = "";
  function welcome() {
    hp.step();
    const st = hp.status();
    welcomeKey = st.npoints + st.algorithm;
    hint("Press Play to train, or click to add points");
  }

  function hint(text) {
    put($("hint"), text || "");
    $("hint").hidden = !text;
  }

  // labelControls names the Controls button after the layout and whether
  // the drawer (or the larger sheet) is open.
  function labelControls() {
    const phone = layout() === "phone";
    const open = document.documentElement.classList.contains(phone ? "sheet-open" : "drawer-open");
    put($("controls-toggle"), phone ? (open ? "▾ Less" : "▴ More") : (open ? "✕ Controls" : "☰ Controls"));
  }

  // The Controls button opens the drawer (compact) or gives the sheet more
  // of the screen (phone).
  function toggleControls(open) {
    const root = document.documentElement;
    const cls = layout() === "phone" ? "sheet-open" : "drawer-open";
    if (open === undefined) open = !root.classList.contains(cls);
    root.classList.toggle(cls, open);
    $("controls-toggle").setAttribute("aria-expanded", String(open));
    labelControls();
    relayout();
    if (open && layout() !== "phone") $("panel").focus();
  }
  const sectionAlias = { algorithm: "algo", training: "train", history: "charts", charts: "charts" };

  function hideSection(name) {
    const id = sectionAlias[name] || name;
    if (id === "toolbar") { $("toolbar").hidden = true; document.documentElement.classList.add("no-toolbar"); }
    else if (id === "lesson") lessonHidden = true;
    else if (id === "legend") document.documentElement.classList.add("hide-legend");
    else if (id === "labels") document.documentElement.classList.add("hide-labels");
    else if (id === "panel") document.documentElement.classList.add("no-panel");
    else if (sectionIds.includes(id)) $("sec-" + id).dataset.hidden = "1";
  }

  function applyAddress() {
    const q = new URLSearchParams(location.search);
    const list = (k) => (q.get(k) || "").split(",").map((x) => x.trim()).filter(Boolean);
    if (q.has("embed")) {
      // The plot takes the frame; the toolbar opens the controls in a
      // drawer, with only the sections that controls= names.
      const shown = list("controls").map((x) => sectionAlias[x] || x);
      if (shown.length > 0) {
        for (const id of sectionIds) if (id !== "lesson" && !shown.includes(id)) $("sec-" + id).dataset.hidden = "1";
      }
      const open = new URL(location.href);
      open.search = "";
      $("tb-open").href = open.toString();
      $("tb-open").hidden = false;
    }
    for (const h of list("hide")) hideSection(h);
    relayout();
    if (q.has("lock")) hp.setLock(true);
    const hash = location.hash.slice(1);
    if (hash) {
      openLink(hash);
    } else if (q.get("lesson")) {
      hp.loadLesson(q.get("lesson"));
    } else if (q.get("preset")) {
      hp.loadPreset(q.get("preset"), {});
    } else if (q.get("scene")) {
      fetchScene(q.get("scene"));
    } else if (!q.has("embed")) {
      welcome();
    }
    if (q.has("autoplay")) hp.play();
    window.addEventListener("hashchange", () => { if (location.hash.length > 1) openLink(location.hash.slice(1)); });
  }

  function openLink(l) {
    const r = hp.loadLink(l);
    if (r && r.ok === false) shareNote(r.error);
  }

  // fetchScene loads a scene or lesson from an address on the same site.
  async function fetchScene(addr) {
    let url;
    try {
      url = new URL(addr, location.href);
    } catch (e) {
      shareNote("The scene address is not valid.");
      return;
    }
    if (url.origin !== location.origin) {
      shareNote("Scenes load only from this site (" + location.origin + ").");
      return;
    }
    try {
      const resp = await fetch(url);
      if (!resp.ok) throw new Error(resp.status + " " + resp.statusText);
      openText(await resp.text(), url.pathname);
    } catch (e) {
      shareNote("The scene " + addr + " could not be loaded: " + e.message);
    }
  }

  // ---------- number formatting ----------

  function fmt(v, digits = 3) {
    if (v === null || v === undefined || Number.isNaN(v)) return "—";
    if (!Number.isFinite(v)) return v > 0 ? "∞" : "−∞";
    if (v === 0) return "0";
    const a = Math.abs(v);
    let s;
    if (a >= 1e5 || a < 1e-3) s = v.toExponential(digits - 1);
    else s = Number(v.toPrecision(digits)).toString();
    return s.replace("-", "−");
  }

  // ---------- controls ----------

  function buildAlgorithmPicker() {
    const sel = $("algorithm");
    sel.textContent = "";
    const groups = new Map();
    for (const s of specs) {
      if (!groups.has(s.family)) {
        const g = document.createElement("optgroup");
        g.label = s.family;
        groups.set(s.family, g);
        sel.appendChild(g);
      }
      const o = document.createElement("option");
      o.value = s.id;
      o.textContent = s.name;
      groups.get(s.family).appendChild(o);
    }
  }

  function specOf(id) {
    return specs.find((s) => s.id === id);
  }

  // buildParams builds one control per parameter of the table.
  function buildParams(spec, values) {
    const box = $("params");
    box.textContent = "";
    for (const p of spec.params || []) {
      if (p.when) {
        // Shown only while another choice has a given value.
        const [k, v] = p.when.split("=");
        const cur = values && k in values ? values[k] : (spec.params.find((q) => q.key === k) || {}).default;
        if (!v.split("|").includes(cur)) continue;
      }
      const div = document.createElement("div");
      div.className = "param " + p.kind;
      div.title = p.help;
      const id = "param-" + p.key;
      const v = values && p.key in values ? values[p.key] : p.default;
      if (p.kind === "bool") {
        const lab = document.createElement("label");
        const cb = document.createElement("input");
        cb.type = "checkbox";
        cb.id = id;
        cb.checked = !!v;
        cb.addEventListener("change", () => hp.setParam(p.key, cb.checked));
        lab.append(cb, document.createTextNode(p.label));
        div.appendChild(lab);
      } else if (p.kind === "choice") {
        const top = document.createElement("label");
        top.className = "top";
        top.htmlFor = id;
        top.textContent = p.label;
        const sel = document.createElement("select");
        sel.id = id;
        for (const c of p.choices) {
          const o = document.createElement("option");
          o.value = c.value;
          o.textContent = c.label;
          sel.appendChild(o);
        }
        sel.value = v;
        sel.addEventListener("change", () => hp.setParam(p.key, sel.value));
        div.append(top, sel);
      } else {
        const top = document.createElement("div");
        top.className = "top";
        const lab = document.createElement("label");
        lab.htmlFor = id;
        lab.textContent = p.label;
        const num = document.createElement("input");
        num.type = "number";
        num.id = id;
        num.min = p.min;
        num.max = p.max;
        num.step = p.kind === "int" ? 1 : "any";
        num.value = v;
        top.append(lab, num);
        div.appendChild(top);
        const commit = (x) => {
          const r = hp.setParam(p.key, x);
          if (r && r.ok === false) num.value = v;
        };
        if (p.kind === "float") {
          const range = document.createElement("input");
          range.type = "range";
          range.min = 0;
          range.max = 1000;
          range.setAttribute("aria-label", p.label);
          const toUnit = (x) => p.log ? Math.log(x / lo) / Math.log(p.max / lo) : (x - p.min) / (p.max - p.min);
          const fromUnit = (u) => p.log ? lo * Math.pow(p.max / lo, u) : p.min + u * (p.max - p.min);
          const lo = p.log ? Math.max(p.min, 1e-12) : p.min;
          range.value = Math.round(1000 * toUnit(Math.max(v, lo)));
          range.addEventListener("input", () => { num.value = Number(fromUnit(range.value / 1000).toPrecision(3)); });
          range.addEventListener("change", () => commit(Number(num.value)));
          div.appendChild(range);
        }
        num.addEventListener("change", () => {
          const x = Number(num.value);
          if (!Number.isFinite(x)) { num.value = v; return; }
          commit(x);
        });
      }
      box.appendChild(div);
    }
  }

  // The basis picker turns a choice into a basis object. Gaussian centres
  // sit on a grid over the visible box.
  function basisFromControls() {
    const kind = $("basis").value;
    if (kind === "linear") return { kind: "linear" };
    if (kind === "poly2") return { kind: "poly", degree: 2 };
    if (kind === "poly3") return { kind: "poly", degree: 3 };
    const n = Number(($("rbf-grid") || { value: 3 }).value);
    const vis = last ? last.visible : { minX: -5, maxX: 5, minY: -5, maxY: 5 };
    const centres = [];
    for (let i = 0; i < n; i++) {
      for (let j = 0; j < n; j++) {
        centres.push({
          x: vis.minX + (vis.maxX - vis.minX) * (i + 0.5) / n,
          y: vis.minY + (vis.maxY - vis.minY) * (j + 0.5) / n,
        });
      }
    }
    const span = Math.min(vis.maxX - vis.minX, vis.maxY - vis.minY);
    const width = Number(($("rbf-width") || { value: span / n }).value) || span / n;
    const linear = ($("rbf-linear") || { checked: false }).checked;
    return { kind: "rbf", centres, width, linear };
  }

  function buildBasisParams(b) {
    const box = $("basis-params");
    box.textContent = "";
    if (!b || b.kind !== "rbf") return;
    const grid = Math.round(Math.sqrt((b.centres || []).length)) || 3;
    const mk = (label, input) => {
      const d = document.createElement("div");
      d.className = "param";
      const t = document.createElement("label");
      t.className = "top";
      t.textContent = label;
      t.htmlFor = input.id;
      d.append(t, input);
      box.appendChild(d);
    };
    const g = document.createElement("select");
    g.id = "rbf-grid";
    for (let n = 2; n <= 5; n++) {
      const o = document.createElement("option");
      o.value = n;
      o.textContent = n + " × " + n + " centres over the view";
      g.appendChild(o);
    }
    g.value = Math.min(5, Math.max(2, grid));
    mk("Centres", g);
    const w = document.createElement("input");
    w.type = "number";
    w.id = "rbf-width";
    w.min = 0.01;
    w.step = "any";
    w.value = Number((b.width || 1).toPrecision(3));
    mk("Width s of exp(−‖x − c‖² / 2s²)", w);
    const lin = document.createElement("label");
    const cb = document.createElement("input");
    cb.type = "checkbox";
    cb.id = "rbf-linear";
    cb.checked = !!b.linear;
    lin.append(cb, document.createTextNode(" also x and y"));
    lin.className = "param";
    box.appendChild(lin);
    for (const el of [g, w, cb]) el.addEventListener("change", () => hp.setBasis(basisFromControls()));
  }

  function basisKey(b) {
    if (!b || !b.kind || b.kind === "linear") return "linear";
    if (b.kind === "poly") return "poly" + b.degree;
    return "rbf";
  }

  const toggles = [
    ["boundary", "boundary"],
    ["misclassified", "mark mistakes"],
    ["weights", "w and w₀/‖w‖"],
    ["margins", "margins"],
    ["update", "last update"],
    ["novikoff", "Novikoff R, γ"],
    ["fisher", "Fisher view"],
    ["densities", "class densities"],
    ["contours", "probability contours"],
    ["whitened", "whitened space"],
    ["ambiguity", "ambiguous regions"],
    ["grid", "grid"],
  ];

  // ---------- presets and lessons ----------

  let presets = [];

  function buildScenes() {
    presets = hp.presets();
    const sel = $("preset");
    for (const p of presets) {
      const o = document.createElement("option");
      o.value = p.id;
      o.textContent = p.name;
      o.title = p.description;
      sel.appendChild(o);
    }
    sel.addEventListener("change", () => {
      const p = presets.find((x) => x.id === sel.value);
      const box = $("preset-knobs");
      box.textContent = "";
      $("preset-row").hidden = !p;
      if (!p) return;
      const d = document.createElement("p");
      d.className = "summary";
      d.textContent = p.description;
      box.appendChild(d);
      for (const k of p.knobs || []) box.appendChild(knobControl(k));
      hp.loadPreset(p.id, presetKnobs(p));
    });
    $("preset-load").addEventListener("click", () => {
      const p = presets.find((x) => x.id === sel.value);
      if (p) hp.loadPreset(p.id, presetKnobs(p));
    });
    const ls = $("lesson-pick");
    for (const l of hp.lessons()) {
      const o = document.createElement("option");
      o.value = l.id;
      o.textContent = l.title;
      ls.appendChild(o);
    }
    ls.addEventListener("change", () => { if (ls.value) hp.loadLesson(ls.value); ls.value = ""; });
  }

  // knobControl is a small control for a preset's knob (a parameter table
  // entry, like the algorithms').
  function knobControl(k) {
    const d = document.createElement("div");
    d.className = "param";
    d.title = k.help;
    const lab = document.createElement("label");
    lab.className = "top";
    lab.textContent = k.label;
    let input;
    if (k.kind === "choice") {
      input = document.createElement("select");
      for (const c of k.choices) {
        const o = document.createElement("option");
        o.value = c.value;
        o.textContent = c.label;
        input.appendChild(o);
      }
      input.value = k.default;
    } else if (k.kind === "bool") {
      input = document.createElement("input");
      input.type = "checkbox";
      input.checked = !!k.default;
    } else {
      input = document.createElement("input");
      input.type = "number";
      input.min = k.min;
      input.max = k.max;
      input.step = k.kind === "int" ? 1 : "any";
      input.value = k.default;
    }
    input.id = "knob-" + k.key;
    input.dataset.key = k.key;
    input.dataset.kind = k.kind;
    lab.htmlFor = input.id;
    d.append(lab, input);
    return d;
  }

  function presetKnobs(p) {
    const out = {};
    for (const k of p.knobs || []) {
      const el = $("knob-" + k.key);
      if (!el) continue;
      if (k.kind === "bool") out[k.key] = el.checked;
      else if (k.kind === "choice") out[k.key] = el.value;
      else out[k.key] = Number(el.value);
    }
    return out;
  }

  // ---------- share, files and pictures ----------

  function shareNote(text) {
    $("share-out").textContent = text;
  }

  function copyText(text, what) {
    const done = () => shareNote(what + " copied.");
    if (navigator.clipboard && navigator.clipboard.writeText) {
      navigator.clipboard.writeText(text).then(done, () => fallbackCopy(text, done));
    } else fallbackCopy(text, done);
  }

  function shareURL(extraQuery) {
    const r = hp.link();
    if (typeof r !== "string") { shareNote(r.error); return null; }
    const u = new URL(location.href);
    u.search = extraQuery || "";
    u.hash = r;
    return u.toString();
  }

  function download(name, blob) {
    const a = document.createElement("a");
    a.href = URL.createObjectURL(blob);
    a.download = name;
    document.body.appendChild(a);
    a.click();
    setTimeout(() => { URL.revokeObjectURL(a.href); a.remove(); }, 1000);
  }

  function baseName() {
    const t = (last && last.title) || "hyperplane";
    return t.toLowerCase().replace(/[^a-z0-9]+/g, "-").replace(/^-|-$/g, "") || "hyperplane";
  }

  // exportPNG asks the program for the plot's pixels and adds the axis
  // labels and the legend, which the page draws as text.
  function exportPNG(then) {
    hp.exportImage((img) => {
      const c = document.createElement("canvas");
      c.width = img.width;
      c.height = img.height;
      const g = c.getContext("2d");
      g.putImageData(new ImageData(img.pixels, img.width, img.height), 0, 0);
      const dpr = img.width / Math.max(1, last.canvas[0]);
      g.scale(dpr, dpr);
      g.font = "11px system-ui, sans-serif";
      g.fillStyle = "#555";
      for (const span of $("labels").children) {
        g.fillText(span.textContent, parseFloat(span.style.left) + 2, parseFloat(span.style.top) + 11);
      }
      c.toBlob((blob) => {
        if (then) then(blob, img);
        else download(baseName() + ".png", blob);
      }, "image/png");
    });
  }

  function openText(text, name) {
    const t = text.trimStart();
    let r;
    if (/\.json$/i.test(name) || t.startsWith("{")) {
      r = /"text"\s*:/.test(t) ? hp.loadLessonFile(text) : hp.loadScene(text);
    } else {
      r = hp.importCSV(text);
    }
    shareNote(r && r.ok === false ? r.error : "Opened " + name + ".");
  }

  const maxFileBytes = 32 << 20;

  function openFile(file) {
    if (!file) return;
    if (file.size > maxFileBytes) {
      shareNote(file.name + " is " + (file.size / 1e6).toFixed(1) + " MB; files up to 32 MB can be opened.");
      return;
    }
    file.text().then((text) => openText(text, file.name), (e) => shareNote("Could not read " + file.name + ": " + e));
  }

  function wireFiles() {
    $("copy-link").addEventListener("click", () => {
      const u = shareURL("");
      if (u) copyText(u, "Link");
    });
    $("copy-embed").addEventListener("click", () => {
      const u = shareURL("?embed");
      if (!u) return;
      const title = (last && last.title) || "Hyperplane";
      const esc = (x) => x.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;");
      copyText('<iframe src="' + esc(u) + '" width="800" height="500" style="border:0;max-width:100%" title="' +
        esc(title) + '" loading="lazy" allow="fullscreen; clipboard-write"></iframe>', "Embed code");
    });
    $("export-csv").addEventListener("click", () => {
      const r = hp.exportCSV();
      if (typeof r === "string") download(baseName() + ".csv", new Blob([r], { type: "text/csv" }));
    });
    $("export-json").addEventListener("click", () => {
      const r = hp.exportScene();
      if (typeof r === "string") download(baseName() + ".json", new Blob([r], { type: "application/json" }));
    });
    $("export-weights").addEventListener("click", () => {
      const r = hp.weights();
      if (r && r.ok === false) { shareNote(r.error); return; }
      download(baseName() + "-weights.json", new Blob([JSON.stringify(r, null, 2)], { type: "application/json" }));
    });
    $("export-png").addEventListener("click", () => exportPNG());
    $("import").addEventListener("change", (e) => { openFile(e.target.files[0]); e.target.value = ""; });
    // Drop a file anywhere on the page.
    let depth = 0;
    window.addEventListener("dragenter", (e) => { e.preventDefault(); depth++; $("drop").hidden = false; });
    window.addEventListener("dragleave", () => { if (--depth <= 0) { depth = 0; $("drop").hidden = true; } });
    window.addEventListener("dragover", (e) => e.preventDefault());
    window.addEventListener("drop", (e) => {
      e.preventDefault();
      depth = 0;
      $("drop").hidden = true;
      if (e.dataTransfer && e.dataTransfer.files.length) openFile(e.dataTransfer.files[0]);
    });
  }

  // The test API of the page (used by the browser tests and by authors).
  window.hyperplaneUI = {
    exportPNG, openText, shareURL,
    // The size of the program's memory in bytes; it grows and never shrinks.
    wasmBytes: () => (wasmMemory ? wasmMemory.buffer.byteLength : 0),
  };

  // ---------- comparison of boundaries ----------

  function buildComparePicker() {
    const sel = $("compare-add");
    for (const s of specs) {
      const o = document.createElement("option");
      o.value = s.id;
      o.textContent = s.name;
      sel.appendChild(o);
    }
    sel.addEventListener("change", () => {
      const id = sel.value;
      sel.value = "";
      if (!id || !last) return;
      const list = (last.view.compare || []).filter((x) => x !== id);
      list.push(id);
      hp.setView({ compare: list.slice(-4) });
    });
  }

  const dashes = { solid: "", dashed: "8 6", dotted: "2.5 3.5", "dash-dot": "12 4 3 4" };

  function lineSample(color, dash) {
    const ns = "http://www.w3.org/2000/svg";
    const svg = document.createElementNS(ns, "svg");
    svg.setAttribute("width", "34");
    svg.setAttribute("height", "8");
    const l = document.createElementNS(ns, "line");
    l.setAttribute("x1", "1"); l.setAttribute("y1", "4"); l.setAttribute("x2", "33"); l.setAttribute("y2", "4");
    l.setAttribute("stroke", color);
    l.setAttribute("stroke-width", "2.5");
    if (dashes[dash]) l.setAttribute("stroke-dasharray", dashes[dash]);
    svg.appendChild(l);
    return svg;
  }

  function renderCompare(st) {
    const key = JSON.stringify([st.compare, st.name, st.accuracy]);
    const list = $("compare-list");
    if (list.dataset.key === key) return;
    list.dataset.key = key;
    list.textContent = "";
    const legend = $("legend");
    legend.textContent = "";
    legend.hidden = !st.compare || st.compare.length === 0;
    if (legend.hidden) return;
    const row = (color, dash, text) => {
      const d = document.createElement("div");
      const t = document.createElement("span");
      t.textContent = text;
      d.append(lineSample(color, dash), t);
      legend.appendChild(d);
    };
    const pct = (a) => (a === null ? "" : " · " + (100 * a).toFixed(1) + "%");
    row("#1a1a1a", "solid", st.name + pct(st.accuracy));
    for (const c of st.compare) {
      row(c.color, c.dash, c.name + (c.error ? " — " + c.error : pct(c.accuracy)));
      const li = document.createElement("li");
      const name = document.createElement("span");
      name.textContent = c.name;
      const x = document.createElement("button");
      x.type = "button";
      x.textContent = "×";
      x.setAttribute("aria-label", "Stop comparing with " + c.name);
      x.addEventListener("click", () => hp.setView({ compare: st.view.compare.filter((id) => id !== c.id) }));
      li.append(lineSample(c.color, c.dash), name, x);
      list.appendChild(li);
    }
  }

  function buildToggles() {
    const box = $("toggles");
    for (const [key, label] of toggles) {
      const lab = document.createElement("label");
      const cb = document.createElement("input");
      cb.type = "checkbox";
      cb.id = "view-" + key;
      cb.addEventListener("change", () => hp.setView({ [key]: cb.checked }));
      const note = document.createElement("span");
      note.id = "note-" + key;
      note.className = "toggle-note";
      lab.append(cb, document.createTextNode(label), note);
      box.appendChild(lab);
    }
  }

  // ---------- speed: a log slider from 1 to 100,000 steps per second ----------

  const speedFrom = (u) => Math.round(Math.pow(10, Number(u)) * 10) / 10;

  function wire() {
    $("algorithm").addEventListener("change", (e) => hp.setAlgorithm(e.target.value));
    $("basis").addEventListener("change", () => {
      const b = basisFromControls();
      buildBasisParams(b);
      hp.setBasis(b);
    });
    $("play").addEventListener("click", () => { hint(""); hp.toggle(); });
    $("controls-toggle").addEventListener("click", () => toggleControls());
    $("panel-close").addEventListener("click", () => { toggleControls(false); $("controls-toggle").focus(); });
    $("lesson-collapse").addEventListener("click", () => collapseLesson(!$("lesson-card").classList.contains("collapsed")));
    if (window.ResizeObserver) new ResizeObserver(() => window.hyperplaneLayout.apply()).observe($("lesson-card"));
    $("step").addEventListener("click", () => hp.step());
    $("reset").addEventListener("click", () => hp.reset());
    $("clear").addEventListener("click", () => hp.clear());
    $("undo").addEventListener("click", () => hp.undo());
    $("redo").addEventListener("click", () => hp.redo());
    $("fit").addEventListener("click", () => hp.fitView());
    $("class-add").addEventListener("click", () => hp.setClassCount(last.classes.length + 1));
    $("class-remove").addEventListener("click", () => hp.setClassCount(last.classes.length - 1));
    $("speed").addEventListener("input", (e) => {
      $("speed-out").textContent = speedFrom(e.target.value) + " steps/s";
      hp.setSpeed(speedFrom(e.target.value));
    });
    $("shading").addEventListener("change", (e) => hp.setView({ shading: e.target.value }));
    $("scrub").addEventListener("input", (e) => {
      const i = Number(e.target.value);
      hp.scrub(i >= Number(e.target.max) ? -1 : i);
    });
    $("help-open").addEventListener("click", () => openHelp(true));
    $("help-close").addEventListener("click", () => openHelp(false));
    $("fault-close").addEventListener("click", () => { $("fault").hidden = true; });
    $("fault-copy").addEventListener("click", copyFault);
    $("fisher-reset").addEventListener("click", () => hp.setTrialDirection(null));
    $("hk-box").addEventListener("toggle", () => { if (last) renderHK(last); });
    $("models-box").addEventListener("toggle", () => { $("models-box").dataset.key = ""; if (last) renderModels(last); });
    document.addEventListener("keydown", onKey);
    window.addEventListener("resize", () => {
      placeLabels();
      labelControls();
    });
    labelControls();
  }

  function collapseLesson(c) {
    $("lesson-card").classList.toggle("collapsed", c);
    $("lesson-collapse").setAttribute("aria-expanded", String(!c));
    put($("lesson-collapse"), c ? "Show" : "Hide");
    relayout();
  }

  // renderLesson shows a lesson's card: its paragraphs, with the "Try:"
  // steps set apart. A new lesson opens expanded.
  let lessonKey = "";
  function renderLesson(st) {
    const card = $("lesson-card");
    const text = (st.text || "").trim();
    const show = !!text && !lessonHidden;
    const key = show ? (st.title || "") + "\n" + text : "";
    if (key === lessonKey) return;
    lessonKey = key;
    card.hidden = !show;
    if (show) {
      put($("lesson-title"), st.title || "Lesson");
      const body = $("lesson-body");
      body.textContent = "";
      for (const para of text.split("\n")) {
        if (!para.trim()) continue;
        const p = document.createElement("p");
        if (/^try\b/i.test(para.trim())) p.className = "try";
        p.textContent = para.trim();
        body.appendChild(p);
      }
      collapseLesson(false);
    }
    relayout();
  }

  function openHelp(open) {
    $("help").hidden = !open;
    if (open) $("help-close").focus();
  }

  // Keyboard shortcuts work anywhere except while typing in a field.
  function onKey(e) {
    const t = e.target;
    if (e.ctrlKey || e.metaKey || e.altKey) return;
    if (t && (t.tagName === "INPUT" && t.type !== "checkbox" && t.type !== "range" || t.tagName === "SELECT" || t.tagName === "TEXTAREA")) return;
    const k = e.key;
    let handled = true;
    if (k === " ") hp.toggle();
    else if (k === "s") hp.step();
    else if (k === "r") hp.reset();
    else if (k === "z") hp.undo();
    else if (k === "Z" || k === "y") hp.redo();
    else if (k === "f") hp.fitView();
    else if (k === "?") openHelp($("help").hidden);
    else if (k === "Escape") { openHelp(false); $("fault").hidden = true; }
    else if (k >= "1" && k <= "6") hp.setClass(Number(k) - 1);
    else handled = false;
    if (handled) e.preventDefault();
  }

  // ---------- rendering the status ----------

  // render shows a status. Each part is drawn on its own, so that one that
  // fails leaves the others current, and the failure is reported.
  function render(st) {
    last = st;
    for (const part of [renderClasses, renderAlgorithm, renderRest, renderLesson]) {
      try {
        part(st);
      } catch (e) {
        console.error("hyperplane: the panel could not show " + part.name + ": " + (e && e.stack || e));
      }
    }
  }

  // renderAlgorithm shows the method's description and its controls.
  function renderAlgorithm(st) {
    if ($("algorithm").value !== st.algorithm) $("algorithm").value = st.algorithm;
    const spec = specOf(st.algorithm);
    put($("algo-summary"), spec ? spec.summary : "");
    put($("algo-help"), spec ? spec.help : "");
    if (spec && (paramsFor !== st.algorithm + JSON.stringify(st.params))) {
      paramsFor = st.algorithm + JSON.stringify(st.params);
      buildParams(spec, st.params);
    }
  }

  function renderRest(st) {
    const bk = basisKey(st.basis);
    if ($("basis").value !== bk) {
      $("basis").value = bk;
      buildBasisParams(st.basis);
    }
    put($("play"), st.playing ? "❚❚ Pause" : "▶ Play");
    if (welcomeKey && (st.playing || st.npoints + st.algorithm !== welcomeKey)) { welcomeKey = ""; hint(""); }
    $("play").setAttribute("aria-pressed", st.playing ? "true" : "false");
    $("undo").disabled = st.undo === 0;
    $("redo").disabled = st.redo === 0;
    const su = Math.log10(Math.max(st.speed, 1));
    if (document.activeElement !== $("speed")) $("speed").value = su;
    put($("speed-out"), st.speed + " steps/s");
    renderStatus(st);
    renderMessage(st.message);
    renderValues(st);
    renderCompare(st);
    $("shading").value = st.view.shading || "soft";
    for (const [key] of toggles) {
      const cb = $("view-" + key);
      if (cb) cb.checked = !!st.view[key];
    }
    // Rings that would cover the plot are left out; say why.
    put($("note-misclassified"), st.ringsHidden ? " (" + st.mistakes.toLocaleString("en") + ": too many to ring)" : "");
    const top = String(Math.max(0, st.history - 1));
    if ($("scrub").max !== top) $("scrub").max = top;
    if (document.activeElement !== $("scrub")) {
      const at = String(st.cursor < 0 ? top : st.cursor);
      if ($("scrub").value !== at) $("scrub").value = at;
    }
    put($("scrub-out"), st.cursor < 0 ? "live" : "step " + st.step);
    placeLabels();
    scheduleChart();
  }

  // ---------- Fisher's inset: the projected points per class ----------

  function drawFisher() {
    const box = $("fisher-inset");
    const fv = last && last.view.fisher ? hp.fisher() : null;
    if (!fv || !fv.available) { box.hidden = true; return; }
    box.hidden = false;
    const c = $("fisher-hist");
    const dpr = window.devicePixelRatio || 1;
    const W = 280, H = 120;
    if (c.width !== W * dpr) { c.width = W * dpr; c.height = H * dpr; }
    const g = c.getContext("2d");
    g.setTransform(dpr, 0, 0, dpr, 0, 0);
    g.clearRect(0, 0, W, H);
    const all = fv.proj[0].concat(fv.proj[1]);
    if (all.length === 0) return;
    let lo = Math.min(...all), hi = Math.max(...all);
    if (hi - lo < 1e-9) { lo -= 1; hi += 1; }
    const pad = (hi - lo) * 0.05;
    lo -= pad; hi += pad;
    const bins = 24;
    const counts = [new Array(bins).fill(0), new Array(bins).fill(0)];
    for (let k = 0; k < 2; k++) {
      for (const v of fv.proj[k]) counts[k][Math.min(bins - 1, Math.floor((v - lo) / (hi - lo) * bins))]++;
    }
    const top = Math.max(1, ...counts[0], ...counts[1]);
    const bw = W / bins;
    for (let k = 0; k < 2; k++) {
      g.fillStyle = last.colors[fv.classes[k]];
      g.globalAlpha = 0.6;
      for (let i = 0; i < bins; i++) {
        const h = (H - 14) * counts[k][i] / top;
        g.fillRect(i * bw + 1, H - 12 - h, bw - 2, h);
      }
    }
    g.globalAlpha = 1;
    g.strokeStyle = "#999";
    g.beginPath(); g.moveTo(0, H - 12); g.lineTo(W, H - 12); g.stroke();
    if (!fv.trial && fv.threshold !== null) {
      const x = (fv.threshold - lo) / (hi - lo) * W;
      g.strokeStyle = "#111";
      g.setLineDash([4, 3]);
      g.beginPath(); g.moveTo(x, 0); g.lineTo(x, H - 12); g.stroke();
      g.setLineDash([]);
      g.fillStyle = "#111";
      g.font = "10px system-ui, sans-serif";
      g.fillText("t", x + 3, 10);
    }
    let text = "Fisher: J(w) = " + fmt(fv.j, 4);
    if (fv.trial) text += " · yours: J = " + fmt(fv.trialJ, 4);
    else text += " · drag the purple handle to try another direction";
    $("fisher-j").textContent = text;
    $("fisher-reset").hidden = !fv.trial;
  }

  function renderClasses(st) {
    const box = $("classes");
    const key = JSON.stringify([st.classes, st.class, st.counts]);
    if (box.dataset.key === key) return;
    box.dataset.key = key;
    box.textContent = "";
    st.classes.forEach((c, i) => {
      const lab = document.createElement("label");
      lab.className = i === st.class ? "on" : "";
      const r = document.createElement("input");
      r.type = "radio";
      r.name = "class";
      r.value = i;
      r.checked = i === st.class;
      r.setAttribute("aria-label", "Class " + (i + 1) + ": " + c.name);
      r.addEventListener("change", () => hp.setClass(i));
      const sw = document.createElement("span");
      sw.className = "swatch";
      sw.style.background = st.colors[i];
      const name = document.createElement("span");
      name.textContent = (i + 1) + " " + c.name;
      const n = document.createElement("span");
      n.className = "count";
      n.textContent = "(" + (st.counts[i] || 0) + ")";
      lab.append(r, sw, name, n);
      lab.title = "Press " + (i + 1) + " to choose this class";
      box.appendChild(lab);
    });
    $("class-add").disabled = st.classes.length >= 6;
    $("class-remove").disabled = st.classes.length <= 2;
  }

  function vec(v) {
    return "(" + v.map((x) => fmt(x)).join(", ") + ")";
  }

  function renderStatus(st) {
    const lines = [];
    const parts = ["step " + st.step];
    if (st.trained) {
      parts.push("accuracy " + (st.accuracy === null ? "—" : (100 * st.accuracy).toFixed(1) + "%"));
      parts.push(st.mistakes + " mistake" + (st.mistakes === 1 ? "" : "s"));
      if (st.iterative) parts.push(st.updates + " update" + (st.updates === 1 ? "" : "s"));
      parts.push(st.status);
    }
    lines.push(["", parts.join(" · ")]);
    if (st.trained && st.weights) {
      const f = st.field;
      if (f.combine === "sign") {
        lines.push(["w", "w = " + vec(st.weights.w[0]) + ", w₀ = " + fmt(st.weights.w0[0])]);
      } else {
        const rows = st.weights.w.map((row, k) => {
          const name = f.combine === "ovo" ? "h" + (f.pairs[k][0] + 1) + "," + (f.pairs[k][1] + 1) : "w" + (f.labels[k] + 1);
          return name + " = " + vec(row) + ", w₀ = " + fmt(st.weights.w0[k]);
        });
        lines.push(["w", "W: " + rows.join("; ")]);
      }
    }
    if (st.trained && st.criterion) lines.push(["muted", st.criterion + " = " + fmt(st.loss, 4)]);
    for (const n of st.notes || []) lines.push(["muted", "Note: " + n]);
    putLines($("status"), lines);
  }

  // putLines makes box's children the given [className, text] lines,
  // rewriting only what changed: while training, the panel is updated four
  // times a second, and rebuilding its rows made the browser lay out and
  // repaint them each time. Training 1,000 points under software WebGL,
  // the plot ran at 33 fps, at 37 with the panel hidden, and at 35 with the
  // rows rewritten in place and the chart drawn only on screen.
  function putLines(box, lines) {
    const kids = box.children;
    while (kids.length > lines.length) box.lastChild.remove();
    lines.forEach(([cls, text], i) => {
      let d = kids[i];
      if (!d) { d = document.createElement("div"); box.appendChild(d); }
      if (d.className !== cls) d.className = cls;
      put(d, text);
    });
  }

  // put sets an element's text only when it changes.
  function put(el, text) {
    if (el.textContent !== text) el.textContent = text;
  }

  function renderMessage(m) {
    const box = $("message");
    const cls = "message " + (m && m.kind ? m.kind : "");
    if (box.className !== cls) box.className = cls;
    put(box, m && m.text ? m.text : "");
  }

  function renderHover(st) {
    const box = $("hover");
    const h = st.hover;
    if (!h) { box.hidden = true; return; }
    box.textContent = "";
    const line = (text) => { const d = document.createElement("div"); d.textContent = text; box.appendChild(d); };
    const cls = (k) => (k < 0 ? "none" : (k + 1) + " " + (st.classes[k] ? st.classes[k].name : ""));
    line("point " + (h.index + 1) + " (" + fmt(h.point[0]) + ", " + fmt(h.point[1]) + "), class " + cls(h.point[2]));
    line("model says: " + cls(h.decided));
    if (st.field && st.field.combine === "sign") {
      line("functional margin y·h(x) = " + fmt(h.functional, 4));
      if (h.geometric !== null) line((h.exact ? "geometric margin y·h/‖w‖ = " : "distance ≈ y·h/‖∇h‖ = ") + fmt(h.geometric, 4));
      if (h.feature !== null && !h.exact) line("margin in feature space y·h/‖w‖ = " + fmt(h.feature, 4));
      if (h.hkB !== null) line("Ho-Kashyap b_n = " + fmt(h.hkB, 4) + ", e_n = y·aᵀz − b_n = " + fmt(h.hkE, 4));
    } else if (h.functional !== null) {
      line("margin h_own − max h_other = " + fmt(h.functional, 4));
    }
    box.style.left = Math.min(h.pixel[0] + 14, window.innerWidth - 270) + "px";
    box.style.top = Math.max(h.pixel[1] - 12, 4) + "px";
    box.hidden = false;
  }

  // renderModels shows the generative models side by side when one of them
  // is the current algorithm.
  function renderModels(st) {
    const spec = specOf(st.algorithm);
    const box = $("models-box");
    box.hidden = !spec || spec.family !== "Probabilistic generative models";
    if (box.hidden || !box.open) return;
    const key = st.npoints + ":" + JSON.stringify(st.basis) + ":" + st.counts;
    if (box.dataset.key === key) return;
    box.dataset.key = key;
    const t = $("models");
    t.textContent = "";
    const r = hp.compareModels();
    if (!Array.isArray(r)) return;
    const head = document.createElement("tr");
    for (const h of ["model", "ln p(D|θ)", "M", "AIC", "BIC"]) {
      const th = document.createElement("th");
      th.textContent = h;
      head.appendChild(th);
    }
    t.appendChild(head);
    const best = (k) => Math.max(...r.map((m) => m[k]));
    for (const m of r) {
      const tr = document.createElement("tr");
      for (const [v, k] of [[m.name, ""], [fmt(m.loglik, 4), ""], [String(m.m), ""], [fmt(m.aic, 4), "aic"], [fmt(m.bic, 4), "bic"]]) {
        const td = document.createElement("td");
        td.textContent = v;
        if (k && m[k] === best(k)) td.style.fontWeight = "bold";
        tr.appendChild(td);
      }
      t.appendChild(tr);
    }
  }

  // renderHK shows Ho-Kashyap's b and e, one row a point, while its box
  // is open.
  function renderHK(st) {
    const box = $("hk-box");
    box.hidden = !st.hk;
    if (!st.hk || !box.open) return;
    const t = $("hk");
    const n = st.hk.b.length;
    if (t.rows.length !== n + 1) {
      t.textContent = "";
      for (let i = 0; i <= n; i++) {
        const tr = document.createElement("tr");
        for (let j = 0; j < 4; j++) tr.appendChild(document.createElement(i === 0 ? "th" : "td"));
        t.appendChild(tr);
      }
      ["n", "", "bₙ", "eₙ"].forEach((h, j) => { t.rows[0].cells[j].textContent = h; });
    }
    for (let i = 0; i < n; i++) {
      const c = t.rows[i + 1].cells;
      put(c[0], String(i + 1));
      const e = st.hk.e[i];
      put(c[1], e > 0 ? "b grows" : "");
      put(c[2], fmt(st.hk.b[i], 4));
      put(c[3], fmt(e, 4));
    }
  }

  function renderValues(st) {
    renderHover(st);
    renderModels(st);
    renderHK(st);
    const t = $("values");
    const rows = (st.values || []).slice();
    if (st.geometry) {
      rows.push({ label: "w₀/‖w‖ (signed distance of the origin)", v: st.geometry.originDistance });
      rows.push({ label: "margin of the set, min y·h/‖w‖", v: st.geometry.setGeometric });
    }
    // Novikoff: the mistakes so far against the bound (R/γ)².
    const bound = (st.values || []).find((v) => v.key === "bound");
    const novikoff = !!(bound && bound.v > 0 && st.iterative);
    // The rows are built when their labels change and otherwise only
    // their numbers are rewritten.
    const key = JSON.stringify([novikoff, rows.map((v) => v.label)]);
    if (t.dataset.key !== key) {
      t.dataset.key = key;
      t.textContent = "";
      if (novikoff) {
        const tr = document.createElement("tr");
        const td = document.createElement("td");
        td.colSpan = 2;
        const bar = document.createElement("meter");
        bar.min = 0;
        bar.style.width = "100%";
        bar.setAttribute("aria-label", "mistakes so far against Novikoff's bound");
        td.append(document.createElement("div"), bar);
        tr.appendChild(td);
        t.appendChild(tr);
      }
      for (const v of rows) {
        const tr = document.createElement("tr");
        const a = document.createElement("td");
        a.textContent = v.label;
        tr.append(a, document.createElement("td"));
        t.appendChild(tr);
      }
    }
    let i = 0;
    if (novikoff) {
      const td = t.rows[i++].cells[0];
      put(td.firstChild, "mistakes so far k = " + st.updates + " ≤ (R/γ)² = " + fmt(bound.v, 4));
      const bar = td.lastChild;
      if (bar.max !== bound.v) bar.max = bound.v;
      const k = Math.min(st.updates, bound.v);
      if (bar.value !== k) bar.value = k;
    }
    for (const v of rows) put(t.rows[i++].cells[1], fmt(v.v, 4));
  }

  // ---------- axis labels, placed over the canvas as text ----------

  // The overlays on the plot, which a label must not run under.
  const overlayIds = ["lesson-card", "legend", "fisher-inset", "toolbar", "panel"];

  function placeLabels() {
    const box = $("labels");
    if (!last || !last.canvas || !last.gridStep) return;
    const [w, h] = last.canvas;
    const v = last.visible;
    const step = last.gridStep;
    const sx = w / (v.maxX - v.minX);
    const sy = h / (v.maxY - v.minY);
    const covers = overlayIds.map($).filter((el) => el && !el.hidden && getComputedStyle(el).display !== "none")
      .map((el) => el.getBoundingClientRect()).filter((r) => r.width > 0 && r.height > 0);
    const key = JSON.stringify([v, w, h, last.view.grid, covers.map((r) => [r.left, r.top, r.right, r.bottom].map(Math.round))]);
    if (box.dataset.key === key) return;
    box.dataset.key = key;
    box.textContent = "";
    if (!last.view.grid) return;
    const digits = Math.max(0, -Math.floor(Math.log10(step)));
    const label = (x) => {
      const s = Math.abs(x) < step / 1e6 ? "0" : x.toFixed(digits);
      return s.replace("-", "−");
    };
    // A label is placed, measured, and dropped if it leaves the plot or
    // runs under an overlay.
    const place = (text, left, top) => {
      const s = document.createElement("span");
      s.textContent = text;
      s.style.left = left + "px";
      s.style.top = top + "px";
      box.appendChild(s);
      const r = s.getBoundingClientRect();
      const out = r.right > w || r.bottom > h || r.left < 0 || r.top < 0;
      if (out || covers.some((c) => r.left < c.right && r.right > c.left && r.top < c.bottom && r.bottom > c.top)) s.remove();
    };
    // Labels sit next to the axes when they are in view, else at the edges.
    const ay = Math.min(Math.max((v.maxY - 0) * sy, 4), h - 18);
    const ax = Math.min(Math.max((0 - v.minX) * sx, 4), w - 40);
    for (let x = Math.ceil(v.minX / step) * step; x <= v.maxX; x += step) {
      const px = (x - v.minX) * sx;
      if (px < 12 || px > w - 24) continue;
      place(label(x), px + 3, ay + 2);
    }
    for (let y = Math.ceil(v.minY / step) * step; y <= v.maxY; y += step) {
      const py = (v.maxY - y) * sy;
      if (py < 12 || py > h - 16 || Math.abs(y) < step / 1e6) continue;
      place(label(y), ax + 3, py - 15);
    }
  }

  // ---------- charts: loss and accuracy against step ----------

  // The chart is drawn only while it is on screen: it sits at the foot of
  // the panel, and fetching the history and drawing it four times a second
  // while training cost the plot about a twentieth of its frame rate (33
  // fps with it, 35 without).
  let chartSeen = true;
  if (window.IntersectionObserver) {
    new IntersectionObserver((es) => {
      chartSeen = es[es.length - 1].isIntersecting;
      if (chartSeen && hp) scheduleChart();
    }).observe($("chart"));
  }

  function scheduleChart() {
    if (chartTimer) return;
    chartTimer = setTimeout(() => { chartTimer = 0; drawFisher(); if (chartSeen) drawChart(); }, 250);
  }

  function drawChart() {
    const c = $("chart");
    const dpr = window.devicePixelRatio || 1;
    const W = c.clientWidth, H = c.clientHeight;
    if (!W || !H) return;
    if (c.width !== Math.round(W * dpr)) { c.width = Math.round(W * dpr); c.height = Math.round(H * dpr); }
    const g = c.getContext("2d");
    g.setTransform(dpr, 0, 0, dpr, 0, 0);
    g.clearRect(0, 0, W, H);
    const h = hp.history();
    const n = h.step.length;
    g.font = "11px system-ui, sans-serif";
    g.fillStyle = "#6b6b70";
    if (n < 2) {
      g.fillText("Train to see the loss and accuracy.", 8, H / 2);
      return;
    }
    const s0 = h.step[0], s1 = h.step[n - 1] || 1;
    const px = (s) => 30 + (W - 38) * (s - s0) / Math.max(1, s1 - s0);
    const loss = h.loss.map((v) => (v === null ? NaN : v));
    const fin = loss.filter(Number.isFinite);
    const top = 14, mid = H / 2 + 4, bottom = H - 16;
    // Test curves (a split is set) are dashed beside the training ones.
    const tl = (h.testLoss || []).map((v) => (v === null ? NaN : v));
    const tfin = tl.filter(Number.isFinite);
    const lo = Math.min(...fin, ...tfin), hi = Math.max(...fin, ...tfin);
    const line = (vals, y0, y1, vmin, vmax, color, dash) => {
      g.strokeStyle = color;
      g.lineWidth = 1.5;
      g.setLineDash(dash ? [4, 3] : []);
      g.beginPath();
      let started = false;
      for (let i = 0; i < n; i++) {
        const v = vals[i];
        if (!Number.isFinite(v)) continue;
        const y = y1 - (y1 - y0) * (vmax > vmin ? (v - vmin) / (vmax - vmin) : 0.5);
        if (!started) { g.moveTo(px(h.step[i]), y); started = true; } else g.lineTo(px(h.step[i]), y);
      }
      g.stroke();
      g.setLineDash([]);
    };
    g.fillText("loss " + fmt(fin[fin.length - 1], 4), 30, 10);
    line(loss, top, mid - 8, lo, hi, "#b01818");
    if (tfin.length) line(tl, top, mid - 8, lo, hi, "#b01818", true);
    g.fillStyle = "#6b6b70";
    g.fillText("accuracy " + (100 * (h.accuracy[n - 1] || 0)).toFixed(1) + "%", 30, mid + 6);
    line(h.accuracy, mid + 10, bottom, 0, 1, "#0b5cad");
    if (h.testAccuracy) line(h.testAccuracy, mid + 10, bottom, 0, 1, "#0b5cad", true);
    g.fillText("step " + s1, W - 70, H - 3);
    if (last && last.cursor >= 0 && last.cursor < h.length) {
      g.strokeStyle = "#333";
      g.setLineDash([3, 3]);
      const x = px(last.step);
      g.beginPath(); g.moveTo(x, 0); g.lineTo(x, H); g.stroke();
      g.setLineDash([]);
    }
  }

  // ---------- faults ----------

  let fault = null;

  function showFault(f) {
    fault = f;
    $("fault-message").textContent = f.message + " (in " + f.where + ")";
    $("fault").hidden = false;
  }

  function copyFault() {
    const details = JSON.stringify({ fault, scene: hp.scene(), userAgent: navigator.userAgent }, null, 2);
    const done = () => { $("fault-copy").textContent = "Copied"; };
    if (navigator.clipboard && navigator.clipboard.writeText) {
      navigator.clipboard.writeText(details).then(done, () => fallbackCopy(details, done));
    } else fallbackCopy(details, done);
  }

  function fallbackCopy(text, done) {
    const ta = document.createElement("textarea");
    ta.value = text;
    document.body.appendChild(ta);
    ta.select();
    try { document.execCommand("copy"); done(); } finally { ta.remove(); }
  }

  load();
})();
