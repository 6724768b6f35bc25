// The point whose backpropagation is shown: the hidden space (hidden.js)
// and the backpropagation picture (backprop.js) share it, and the program
// keeps it (hyperplane.setBackpropPoint), which rings it on the plot and
// draws the arrows of its step on the hidden lines.

let store = null;

// chosenPoint returns the page's one chosen point: get() (−1 for none),
// set(i) (through the program; −1 forgets it), sync(i) (what the program
// says it is, after edits of the points) and onChange(fn).
export function chosenPoint(hp) {
  if (store) return store;
  const fns = [];
  let cur = -1;
  const tell = () => { for (const fn of fns) fn(cur); };
  store = {
    get: () => cur,
    set(i) {
      if (i === cur) return;
      const r = hp.setBackpropPoint(i);
      if (r && r.ok === false) return;
      cur = i;
      tell();
    },
    sync(i) {
      if (i === cur) return;
      cur = i;
      tell();
    },
    onChange(fn) { fns.push(fn); },
  };
  return store;
}
