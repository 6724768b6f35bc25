package browsertest

import (
	"testing"
	"time"
)

// TestDecisionKLayouts: the K-class ROC curve's operating point is dragged
// in the embed's drawer with the real mouse and on the phone's sheet with a
// finger, as on the desktop (TestDecisionKClasses): the drag sets class
// 3's offset δ₃ > 0 and nothing else, the operating point lands on a point
// of the training curve right of where it was, and one undo takes it back.
func TestDecisionKLayouts(t *testing.T) {
	for _, v := range []Viewport{Embed, Phone} {
		t.Run(v.Name, func(t *testing.T) {
			p := open2(t, "", v)
			defer p.Close()
			p.Do(`hyperplane.loadPreset("three-classes", {noise: 1.4})`)
			p.Do(`hyperplane.setAlgorithm("gauss-shared")`)
			p.Do(`hyperplane.train()`)
			if v == Embed {
				clickID(t, p, "controls-toggle")
				p.WaitFor("the drawer", `getComputedStyle(document.getElementById("panel")).display !== "none"`, 5*time.Second)
			}
			p.WaitFor("three curves", `document.getElementById("dec-class").options.length === 3`, 20*time.Second)
			p.Do(`(() => { const s = document.getElementById("dec-class"); s.value = "2"; s.dispatchEvent(new Event("change")); })()`)
			if !reachSoon(p, "dec-roc") {
				t.Fatal("the ROC canvas cannot be reached")
			}
			ev0 := Eval[kEval](p, `hyperplane.evaluation()`)
			c0 := ev0.Curves[2]
			if !c0.Draggable || c0.Operating == nil {
				t.Fatalf("class 3's curve: draggable %v, operating %v", c0.Draggable, c0.Operating)
			}
			// The canvas's frame (curves.js: frame()), as in TestDecisionKClasses.
			r := rect(p, "dec-roc")
			side := min(r[2]-28, r[3]-28)
			at := func(u, w float64) (float64, float64) { return r[0] + 22 + u*side, r[1] + 6 + side - w*side }
			x0, y0 := at(c0.Operating[0], c0.Operating[1])
			x1, y1 := at(0.6, 1)
			press, move, release := sliderInput(t, p, v == Phone)
			press(x0, y0)
			for i := 1; i <= 6; i++ {
				f := float64(i) / 6
				move(x0+(x1-x0)*f, y0+(y1-y0)*f)
				p.Settle(1)
			}
			release(x1, y1)
			p.WaitFor("an offset", `!!hyperplane.decision().offsets`, 10*time.Second)
			delta := Eval[[]float64](p, `hyperplane.decision().offsets`)
			op := Eval[kEval](p, `hyperplane.evaluation()`).Curves[2].Operating
			onCurve := false
			for _, q := range c0.Train.ROC {
				onCurve = onCurve || (op != nil && q[0] == op[0] && q[1] == op[1])
			}
			if len(delta) != 3 || !(delta[2] > 0) || delta[0] != 0 || delta[1] != 0 || !onCurve || !(op[0] > c0.Operating[0]) {
				t.Fatalf("after the drag: offsets %v, operating point %v from %v (on the curve: %v)", delta, op, c0.Operating, onCurve)
			}
			p.Do(`hyperplane.undo()`)
			p.WaitFor("the decision back", `!hyperplane.decision().offsets`, 10*time.Second)
		})
	}
}
