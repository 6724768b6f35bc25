package browsertest

import (
	"fmt"
	"math"
	"testing"
)

// splitStatus is the part of hyperplane.state() that TestTestSplit reads.
type splitStatus struct {
	Split struct {
		Fraction float64 `json:"fraction"`
		Seed     float64 `json:"seed"`
	} `json:"split"`
	TestN        int          `json:"testN"`
	TestMistakes int          `json:"testMistakes"`
	TestAccuracy *float64     `json:"testAccuracy"`
	TestLoss     *float64     `json:"testLoss"`
	Accuracy     *float64     `json:"accuracy"`
	Colors       []string     `json:"colors"`
	Points       [][3]float64 `json:"points"`
	TestPoints   []int        `json:"testPoints"`
}

// TestTestSplit: a split holds points out, draws them hollow (white at
// the centre inside a ring of the class colour) while training points stay
// filled, and the status reports the test accuracy, which equals a count
// of the model's own predictions on the test points; the Data section's
// knob and Resample button set the split.
func TestTestSplit(t *testing.T) {
	p := open(t, "")
	// Twelve points on a 4 × 3 grid, 1.5 apart (markers 13 px wide do not
	// touch), class by column, and one class-1 point (2.25, 0.75) among
	// class 2, so that a test point can be a mistake.
	p.Do(`hyperplane.setPoints([[-3,-1.5,0],[-3,0,0],[-3,1.5,0],[-1.5,-1.5,0],[-1.5,0,0],[-1.5,1.5,0],
		[1.5,-1.5,1],[1.5,0,1],[1.5,1.5,1],[3,-1.5,1],[3,0,1],[3,1.5,1],[2.25,0.75,0]])`)
	p.Do(`hyperplane.setAlgorithm("least-squares")`)
	p.Do(`hyperplane.setView({shading: "off", grid: false, misclassified: false, boundary: false})`)
	p.Do(`hyperplane.setViewport({minX: -4, maxX: 4, minY: -3, maxY: 3})`)
	if st := Eval[splitStatus](p, "hyperplane.state()"); st.TestAccuracy != nil || len(st.TestPoints) != 0 {
		t.Fatalf("with no split: test accuracy %v, test points %v", st.TestAccuracy, st.TestPoints)
	}
	p.Do(`hyperplane.setSplit({fraction: 0.5, seed: 3})`)
	p.Do(`hyperplane.train()`)
	p.Settle(3)
	st := Eval[splitStatus](p, "hyperplane.state()")
	// round(0.5 · 13) = 7 (math.Round rounds 6.5 away from zero).
	if st.TestN != 7 || len(st.TestPoints) != 7 || st.TestAccuracy == nil || st.TestLoss == nil {
		t.Fatalf("test n %d, test points %v, accuracy %v, loss %v; want 7 points scored", st.TestN, st.TestPoints,
			st.TestAccuracy, st.TestLoss)
	}
	// The page's own predictions, counted here.
	right := 0
	for _, i := range st.TestPoints {
		q := st.Points[i]
		if Eval[int](p, fmt.Sprintf("hyperplane.scores(%g, %g).class", q[0], q[1])) == int(q[2]) {
			right++
		}
	}
	if want := float64(right) / 7; math.Abs(*st.TestAccuracy-want) > 1e-12 {
		t.Errorf("test accuracy %g, counted %g", *st.TestAccuracy, want)
	}
	h := Eval[struct {
		Accuracy     []*float64 `json:"accuracy"`
		TestAccuracy []*float64 `json:"testAccuracy"`
	}](p, "hyperplane.history()")
	if n := len(h.TestAccuracy); n == 0 || n != len(h.Accuracy) || *h.TestAccuracy[n-1] != *st.TestAccuracy {
		t.Errorf("history: %d test accuracies for %d steps, want the status's last", n, len(h.Accuracy))
	}
	if f := Eval[float64](p, "hyperplane.scene().split.fraction"); f != 0.5 {
		t.Errorf("the scene's split fraction is %g, want 0.5", f)
	}

	// Hollow against filled: the centre pixel of a test point is white
	// (its marker is a ring of the class colour about a white inside), of
	// a training point the class colour.
	test := map[int]bool{}
	for _, i := range st.TestPoints {
		test[i] = true
	}
	img := p.Screenshot()
	white := func(c [3]float64) bool { return c[0] > 235 && c[1] > 235 && c[2] > 235 }
	for i, q := range st.Points {
		x, y := p.ToPixel(q[0], q[1])
		centre := RGB(img, x, y)
		col := HexRGB(st.Colors[int(q[2])])
		dist := math.Abs(centre[0]-col[0]) + math.Abs(centre[1]-col[1]) + math.Abs(centre[2]-col[2])
		if test[i] {
			if !white(centre) {
				t.Errorf("test point %d: centre %v, want white", i, centre)
			}
			// The ring: along the row through the centre, pixels of the
			// class colour on both sides within 9 px (the marker's
			// radius is 6.5 px at a device pixel ratio of 1).
			left, right := 0, 0
			for d := 1.0; d <= 9; d++ {
				for _, side := range []float64{-d, d} {
					c := RGB(img, x+side, y)
					if math.Abs(c[0]-col[0])+math.Abs(c[1]-col[1])+math.Abs(c[2]-col[2]) < 40 {
						if side < 0 {
							left++
						} else {
							right++
						}
					}
				}
			}
			if left == 0 || right == 0 {
				t.Errorf("test point %d: no ring of the class colour %v on both sides (%d, %d)", i, col, left, right)
			}
		} else if dist > 30 {
			t.Errorf("training point %d: centre %v, want its class colour %v", i, centre, col)
		}
	}

	// The knob and the button in the Data section.
	p.Do(`(() => { const k = document.getElementById("split"); k.value = "0.3"; k.dispatchEvent(new Event("input")); })()`)
	st = Eval[splitStatus](p, "hyperplane.state()")
	if st.Split.Fraction != 0.3 || st.Split.Seed != 3 || st.TestN != 4 { // round(0.3 · 13) = 4; the seed is kept
		t.Errorf("after the knob: split %+v, %d test points; want 0.3, seed 3, 4 points", st.Split, st.TestN)
	}
	p.Do(`document.getElementById("split-resample").click()`)
	if s := Eval[float64](p, "hyperplane.status().split.seed"); s == 3 {
		t.Errorf("Resample kept the seed")
	}
	p.Do(`hyperplane.setSplit({fraction: 0})`)
	if st := Eval[splitStatus](p, "hyperplane.state()"); st.TestAccuracy != nil || st.TestN != 0 {
		t.Errorf("split off: test accuracy %v, %d test points", st.TestAccuracy, st.TestN)
	}
}
