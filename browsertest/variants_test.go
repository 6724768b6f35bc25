package browsertest

import (
	"fmt"
	"math"
	"testing"
)

// TestFieldMatchesModel draws models of every basis and combine rule (each
// a different compiled variant of the field shader, and one that only the
// CPU grid can draw) with hard colours, and checks at a grid of pixels
// that the drawn class is the class the API's scores(x, y) gives there:
// the view draws the model's own decision function. Pixels within 5 px of
// a boundary or near a point are skipped.
func TestFieldMatchesModel(t *testing.T) {
	p := open(t, "")
	p.Do(`hyperplane.loadPreset("three-classes", {})`)
	rbf := `{kind: "rbf", centres: [{x:-3,y:-3},{x:0,y:-3},{x:3,y:-3},{x:-3,y:0},{x:0,y:0},{x:3,y:0},{x:-3,y:3},{x:0,y:3},{x:3,y:3}], width: 2}`
	cases := []struct {
		name, basis, algo, params string
	}{
		{"linear sign", `{kind: "linear"}`, "perceptron", `{}`},
		{"linear ovr", `{kind: "linear"}`, "perceptron", `{strategy: "ovr"}`},
		{"linear ovo", `{kind: "linear"}`, "perceptron", `{strategy: "ovo"}`},
		{"linear argmax", `{kind: "linear"}`, "least-squares", `{}`},
		{"quadratic (lowered)", `{kind: "linear"}`, "gauss-separate", `{}`},
		{"poly2 argmax", `{kind: "poly", degree: 2}`, "least-squares", `{}`},
		{"poly3 ovr-argmax", `{kind: "poly", degree: 3}`, "perceptron", `{strategy: "ovr-argmax"}`},
		{"rbf argmax", rbf, "least-squares", `{}`},
		{"quadratic in poly2 (CPU grid)", `{kind: "poly", degree: 2}`, "gauss-separate", `{}`},
		{"softmax", `{kind: "linear"}`, "softmax", `{}`},
		{"probit (Bayesian logistic)", `{kind: "linear"}`, "logistic-bayes", `{}`},
		{"probit with a basis", `{kind: "poly", degree: 2}`, "logistic-bayes", `{strategy: "ovr-argmax"}`},
	}
	for _, c := range cases {
		p.Do(`hyperplane.setBasis(` + c.basis + `)`)
		p.Do(fmt.Sprintf(`hyperplane.setAlgorithm(%q)`, c.algo))
		p.Do(`hyperplane.setParams(` + c.params + `)`)
		p.Do(`hyperplane.train(20000)`)
		p.Do(`hyperplane.setView({shading: "hard", grid: false, boundary: false, misclassified: false, margins: false})`)
		p.MouseAway()
		p.Settle(3)
		st := statusOf(p)
		img := p.Screenshot()
		// The classes the model gives on a 14×14 grid, with their
		// neighbours 5 px away, and the data points' pixels, from the API.
		probe := Eval[[][5]float64](p, `(function(){
			const out = [], s = hyperplane.status(), [w, h] = s.canvas;
			const pts = hyperplane.state().points.map(q => hyperplane.toPixel(q[0], q[1]));
			for (let i = 1; i < 14; i++) for (let j = 1; j < 14; j++) {
				const px = w * i / 14, py = h * j / 14;
				if (pts.some(q => Math.hypot(q[0] - px, q[1] - py) < 16)) continue;
				const cls = (dx, dy) => { const d = hyperplane.toData(px + dx, py + dy); return hyperplane.scores(d[0], d[1]).class; };
				const k = cls(0, 0);
				if ([[5,0],[-5,0],[0,5],[0,-5]].some(([dx, dy]) => cls(dx, dy) !== k)) continue;
				out.push([px, py, k, 0, 0]);
			}
			return out;
		})()`)
		if len(probe) < 60 {
			t.Fatalf("%s: only %d pixels to probe", c.name, len(probe))
		}
		wrong := 0
		for _, q := range probe {
			got := RGB(img, q[0], q[1])
			k := int(q[2])
			if k < 0 {
				// Ambiguous: grey, no tint.
				if math.Max(math.Abs(got[0]-got[1]), math.Abs(got[1]-got[2])) > 10 {
					wrong++
				}
				continue
			}
			if dist3(got, hardTint(st.Colors[k])) > 8 {
				wrong++
				if wrong <= 3 {
					t.Logf("%s: pixel (%.0f, %.0f) is %v, want class %d %v", c.name, q[0], q[1], got, k+1, hardTint(st.Colors[k]))
				}
			}
		}
		if wrong > 0 {
			t.Errorf("%s: %d of %d probed pixels disagree with the model", c.name, wrong, len(probe))
		}
	}
}
