package frame

import (
	"math"
	"testing"

	"hyperplane/engine"
	"hyperplane/engine/scene"
	"hyperplane/wasm/render"
)

// TestLookOf: the shading's names, the margins at ±1 (or ±Band, the
// margin of a band), drawn as lines of weight 1, and the contours, of
// weight 0, at the log-odds of the posterior 0.1, 0.3, 0.7 and 0.9:
// ln(1/9) = −2.197, ln(3/7) = −0.847, and their opposites; a margin-only
// link has none; softmax's contours are its largest posterior at 0.6,
// 0.75, 0.9: ln 1.5 = 0.405, ln 3 = 1.099, ln 9 = 2.197.
func TestLookOf(t *testing.T) {
	logistic := line(0, 1, 0)
	logistic.Link = engine.LinkLogistic
	band := line(0, 1, 0)
	band.Band = 0.5
	softmax := engine.Field{Rows: [][]float64{{0, 1, 0}, {0, 0, 1}}, Labels: []int{0, 1}, Combine: engine.CombineArgmax, Link: engine.LinkSoftmax}
	for _, c := range []struct {
		name   string
		v      scene.View
		f      engine.Field
		shade  render.Shading
		levels [][2]float32
	}{
		{"soft, nothing", scene.View{}, line(0, 1, 0), render.ShadingSoft, nil},
		{"hard margins", scene.View{Shading: "hard", Margins: true}, line(0, 1, 0), render.ShadingHard, [][2]float32{{1, 1}, {-1, 1}}},
		{"band", scene.View{Shading: "off", Margins: true}, band, render.ShadingOff, [][2]float32{{0.5, 1}, {-0.5, 1}}},
		{"margin link contours", scene.View{Contours: true}, line(0, 1, 0), render.ShadingSoft, nil},
		{"logistic contours", scene.View{Contours: true}, logistic, render.ShadingSoft, [][2]float32{{-2.1972246, 0}, {-0.84729786, 0}, {0.84729786, 0}, {2.1972246, 0}}},
		{"softmax contours", scene.View{Contours: true, Margins: true}, softmax, render.ShadingSoft, [][2]float32{{0.4054651, 0}, {1.0986123, 0}, {2.1972246, 0}}},
	} {
		s := engine.Snapshot{Field: c.f}
		lk := LookOf(c.v, &s)
		if lk.Shading != c.shade || len(lk.Levels) != len(c.levels) {
			t.Errorf("%s: %+v", c.name, lk)
			continue
		}
		for i, l := range c.levels {
			if math.Abs(float64(lk.Levels[i][0]-l[0])) > 1e-6 || lk.Levels[i][1] != l[1] {
				t.Errorf("%s: level %d is %v, want %v", c.name, i, lk.Levels[i], l)
			}
		}
	}
	if lk := LookOf(scene.View{Boundary: true, Ambiguity: true, Grid: true}, &engine.Snapshot{}); !lk.Boundary || !lk.Ambiguity || !lk.Grid {
		t.Errorf("the toggles are lost: %+v", lk)
	}
}
