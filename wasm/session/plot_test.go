package session

import (
	"math"
	"testing"

	"hyperplane/engine"
	"hyperplane/engine/scene"
)

// TestPlotFitAndZoomRange: FitView frames the points in a square 1.3 times
// their larger extent, at least 2 wide, about their centre, or shows the
// default box of ±5 without points; the wheel's range is 1/500 to 50 times
// the extent (at least 1), or of 10 without points.
func TestPlotFitAndZoomRange(t *testing.T) {
	cases := []struct {
		name   string
		points []engine.Point
		fit    scene.Viewport
		lo, hi float64
	}{
		{"none", nil, scene.Viewport{MinX: -5, MaxX: 5, MinY: -5, MaxY: 5}, 10.0 / 500, 10 * 50},
		// One point: no extent, so the box is 2 wide and the range that of
		// an extent of 1.
		{"one", []engine.Point{pt(3, 4, 0)}, scene.Viewport{MinX: 2, MaxX: 4, MinY: 3, MaxY: 5}, 1.0 / 500, 50},
		// x from −2 to 6 (8), y from 1 to 3: a square 10.4 wide about (2, 2).
		{"two", []engine.Point{pt(-2, 1, 0), pt(6, 3, 1)}, scene.Viewport{MinX: -3.2, MaxX: 7.2, MinY: -3.2, MaxY: 7.2}, 8.0 / 500, 8 * 50},
	}
	for _, c := range cases {
		s := scene.DefaultScene()
		s.Points = c.points
		a := New(s)
		p := a.Plot()
		if err := p.FitView(); err != nil {
			t.Fatal(err)
		}
		vp := a.Scene().Viewport
		for _, d := range []float64{vp.MinX - c.fit.MinX, vp.MaxX - c.fit.MaxX, vp.MinY - c.fit.MinY, vp.MaxY - c.fit.MaxY} {
			if math.Abs(d) > 1e-12 {
				t.Errorf("%s: fit %+v, want %+v", c.name, vp, c.fit)
				break
			}
		}
		if lo, hi := p.ZoomRange(); math.Abs(lo-c.lo) > 1e-15 || math.Abs(hi-c.hi) > 1e-12 {
			t.Errorf("%s: zoom range %g…%g, want %g…%g", c.name, lo, hi, c.lo, c.hi)
		}
	}
}

// TestPlotTrialFollowsTheMethod: Fisher's trial direction stays through
// edits of the points and of the parameters, and goes with a new method
// (the hook methodChanged); setting it again brings it back.
func TestPlotTrialFollowsTheMethod(t *testing.T) {
	a := twoPoints(t)
	if err := a.Training().SetAlgorithm("fisher"); err != nil {
		t.Fatal(err)
	}
	p := a.Plot()
	p.SetTrial(true, 0.7)
	if err := a.Doc().AddPoint(2, 2, 0); err != nil {
		t.Fatal(err)
	}
	if on, th := p.Trial(); !on || th != 0.7 {
		t.Fatalf("after an edit of the points: trial %v at %g", on, th)
	}
	if err := a.Training().SetAlgorithm("least-squares"); err != nil {
		t.Fatal(err)
	}
	if on, _ := p.Trial(); on {
		t.Fatal("a new method kept the trial direction")
	}
	p.SetTrial(true, -0.3)
	if on, th := p.Trial(); !on || th != -0.3 {
		t.Fatalf("trial %v at %g, want on at −0.3", on, th)
	}
}
