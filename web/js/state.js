// The page's shared state: the program's API once it is ready, its
// algorithm tables and view switches, and the last status it sent. Other
// modules read these live bindings; only the setters below change them.
// Every method ID and every property of a method comes from specs: the
// page names no method itself.
export let hp = null;          // window.hyperplane
export let specs = [];         // the algorithm tables, hp.algorithms()
export let views = [];         // the View section's switches {key, label}, hp.views()
export let last = null;        // the last status
export let wasmMemory = null;  // the program's linear memory

export function setAPI(api, memory) {
  hp = api;
  wasmMemory = memory;
}

export function setSpecs(s) {
  specs = s;
}

export function setViews(v) {
  views = v;
}

export function setLast(st) {
  last = st;
}

// specOf returns the table of an algorithm.
export function specOf(id) {
  return specs.find((s) => s.id === id);
}

// evaluation returns hp.evaluation(), made once for each version of the
// picture (status().picture, which every change of the model, the points,
// the split or the decision stage counts): the decision section and the
// ROC and precision-recall charts' text alternatives read the same one.
// With 10,000 points one evaluation's curves took 40 ms to hand over, and
// each chart asked for its own (issue 51). st is the status when the
// caller has it at hand.
let evAt = -1, evLast = null;
export function evaluation(st) {
  const v = (st || hp.status()).picture;
  if (v !== evAt || evLast === null) {
    evLast = hp.evaluation();
    evAt = v;
  }
  return evLast;
}
