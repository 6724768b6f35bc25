// The test split in the Data section: a knob for the fraction of points
// held out of training, a Resample button, and the test accuracy and loss
// beside the training ones.
import { $, decimal } from "./dom.js";
import { t } from "./i18n.js";

// splitControl wires the Data section's "Test split" knob and Resample
// button to hp.setSplit, and returns the function that shows a status:
// the knob's value, and the test accuracy and loss beside the training
// ones.
export function splitControl(hp) {
  const knob = $("split"), out = $("split-value"), again = $("split-resample"), score = $("split-score");
  if (!knob) return () => {};
  const pct = (v) => (v === null || v === undefined ? "—" : t("split-percent", { pct: Number((100 * v).toFixed(1)) }));
  const num = (v) => (v === null || v === undefined ? "—" : decimal(Number(v).toPrecision(4)));
  const seed = () => Math.floor(Math.random() * 2147483647) + 1;
  knob.addEventListener("input", () => {
    const st = hp.status();
    const sp = { fraction: Number(knob.value) };
    if (!st.split || !st.split.seed) sp.seed = seed(); // the first split of a scene
    hp.setSplit(sp);
    show(hp.status()); // at once: the Resample button must not wait for the next frame's event
  });
  again.addEventListener("click", () => { hp.setSplit({ seed: seed() }); show(hp.status()); });
  function show(st) {
    const f = (st.split && st.split.fraction) || 0;
    if (document.activeElement !== knob) knob.value = String(f);
    out.textContent = f > 0 ? t("split-value", { pct: Math.round(100 * f), n: st.testN }) : t("split-off");
    again.disabled = !(f > 0);
    score.hidden = !(f > 0 && st.trained);
    if (!score.hidden) {
      // Fisher's J and the SVM's dual are not sums over points, and
      // Ho-Kashyap's b is learnt for the training points: say so rather
      // than show a dash.
      score.textContent = st.testLoss === null || st.testLoss === undefined
        ? t("split-score-no-loss", { train: pct(st.accuracy), test: pct(st.testAccuracy) })
        : t("split-score", { train: pct(st.accuracy), test: pct(st.testAccuracy), loss: num(st.loss), testLoss: num(st.testLoss) });
    }
  }
  show(hp.status());
  return show;
}
