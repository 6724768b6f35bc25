package session

import (
	"math"
	"strings"
	"testing"

	"hyperplane/engine"
	"hyperplane/engine/scene"
)

// TestViewport checks the viewport's limits and the wheel's zoom range.
func TestViewport(t *testing.T) {
	a := New(scene.DefaultScene())
	bad := []struct {
		vp   scene.Viewport
		want string
	}{
		{scene.Viewport{MinX: 1, MaxX: 1, MinY: 0, MaxY: 1}, "too small"},
		{scene.Viewport{MinX: math.NaN(), MaxX: 1, MinY: 0, MaxY: 1}, "finite"},
		// scene.MaxViewCoord is 1e7.
		{scene.Viewport{MinX: -2e7, MaxX: 1, MinY: 0, MaxY: 1}, "within ±10⁷"},
	}
	for _, c := range bad {
		if err := a.Plot().SetViewport(c.vp); err == nil || !strings.Contains(enErr(t, err), c.want) {
			t.Errorf("%+v: error %v, want %q", c.vp, err, c.want)
		}
	}
	if vp := a.Scene().Viewport; vp != (scene.Viewport{MinX: -5, MaxX: 5, MinY: -5, MaxY: 5}) {
		t.Fatalf("refused viewports changed it to %+v", vp)
	}
	// The default points span x from −3.3 to 3.2 (6.5) and y from −3.4
	// to 3.5 (6.9): the wheel goes from 6.9/500 to 6.9·50.
	lo, hi := a.Plot().ZoomRange()
	if math.Abs(lo-6.9/500) > 1e-12 || math.Abs(hi-6.9*50) > 1e-9 {
		t.Errorf("zoom range %g…%g, want %g…%g", lo, hi, 6.9/500, 6.9*50)
	}
	// FitView frames them with 30% more than the larger span, about the
	// centre (−0.05, 0.05): 6.9·1.3 = 8.97 wide.
	a.Plot().FitView()
	vp := a.Scene().Viewport
	if math.Abs(vp.MaxX-vp.MinX-8.97) > 1e-9 || math.Abs((vp.MinX+vp.MaxX)/2+0.05) > 1e-9 {
		t.Errorf("fit view %+v", vp)
	}
}

// TestSetView checks the view toggles through the scene's rules.
func TestSetView(t *testing.T) {
	a := New(scene.DefaultScene())
	v := a.Plot().View()
	cases := []struct {
		name string
		edit func(*scene.View)
		want string
	}{
		{"shading", func(v *scene.View) { v.Shading = "neon" }, "unknown shading"},
		{"unknown compared", func(v *scene.View) { v.Compare = []string{"nope"} }, "unknown algorithm"},
		// MaxCompare is 4.
		{"five compared", func(v *scene.View) {
			v.Compare = []string{"least-squares", "fisher", "perceptron", "logistic", "softmax"}
		}, "at most 4"},
	}
	for _, c := range cases {
		w := v
		c.edit(&w)
		if err := a.Plot().SetView(w); err == nil || !strings.Contains(enErr(t, err), c.want) {
			t.Errorf("%s: error %v, want %q", c.name, err, c.want)
		}
	}
	if a.Plot().View().Shading != v.Shading || len(a.Compared().List()) != 0 {
		t.Fatal("refused views changed the view")
	}
	v.Shading, v.Compare = "hard", []string{"least-squares"}
	if err := a.Plot().SetView(v); err != nil {
		t.Fatal(err)
	}
	if a.Plot().View().Shading != "hard" || len(a.Compared().List()) != 1 || a.Compared().List()[0].ID() != "least-squares" {
		t.Fatalf("view %+v, %d compared", a.Plot().View(), len(a.Compared().List()))
	}
}

// TestGestures applies the pointer's gestures.
func TestGestures(t *testing.T) {
	a := twoPoints(t)
	a.Doc().SetClass(1)
	// A click adds a point of the current class; the trainer sees it at
	// the next Flush.
	if err := a.Apply(Gesture{Kind: Click, X: 2, Y: -2}); err != nil {
		t.Fatal(err)
	}
	if p := a.Doc().Points(); len(p) != 3 || p[2] != (engine.Point{X: 2, Y: -2, Class: 1}) || !a.Training().Stale() {
		t.Fatalf("click: points %v, stale %v", p, a.Training().Stale())
	}
	a.Flush()
	if a.Training().Stale() || a.Training().Live().N != 3 {
		t.Fatalf("flush: stale %v, the trainer sees %d points", a.Training().Stale(), a.Training().Live().N)
	}
	// A drag is one edit however many moves it makes.
	u0, _ := a.Doc().UndoDepth()
	a.Apply(Gesture{Kind: Grab, Index: 0})
	a.Apply(Gesture{Kind: Drag, X: 3, Y: 3})
	// A move shows now and reaches the models at the next Flush (the
	// slack's paced refits), not in the frame that shows it.
	if !a.Training().Stale() || a.Doc().Points()[0] != (engine.Point{X: 3, Y: 3}) {
		t.Fatalf("a drag's move: stale %v, point %v", a.Training().Stale(), a.Doc().Points()[0])
	}
	a.Flush()
	if a.Training().Stale() {
		t.Fatal("a drag's move still stale after Flush")
	}
	a.Apply(Gesture{Kind: Drag, X: 4, Y: 4})
	a.Apply(Gesture{Kind: Drop})
	if u, _ := a.Doc().UndoDepth(); u != u0+1 || a.Doc().Points()[0] != (engine.Point{X: 4, Y: 4}) || a.Doc().Dragging() != -1 {
		t.Fatalf("drag: %d edits (want %d), point %v, dragging %d", u, u0+1, a.Doc().Points()[0], a.Doc().Dragging())
	}
	a.Doc().Undo()
	if a.Doc().Points()[0] != (engine.Point{X: 1, Y: 1}) {
		t.Fatalf("undo of the drag left %v", a.Doc().Points()[0])
	}
	a.Apply(Gesture{Kind: Hover, Index: 1})
	if a.Doc().Hover() != 1 {
		t.Fatal("hover")
	}
	// Removing a point clears the hover.
	a.Apply(Gesture{Kind: Remove, Index: 1})
	if len(a.Doc().Points()) != 2 || a.Doc().Hover() != -1 {
		t.Fatalf("remove: %d points, hover %d", len(a.Doc().Points()), a.Doc().Hover())
	}
	// A pan moves the box it was given; a wheel value of 100 (a notch up:
	// Ebiten's value is minus the deltaY of −100) scales it by 1/1.15
	// (notchZoom) about the pointer, here the origin.
	box := scene.Viewport{MinX: -5, MaxX: 5, MinY: -5, MaxY: 5}
	a.Apply(Gesture{Kind: Pan, View: box, X: 1, Y: -2})
	if vp := a.Scene().Viewport; vp != (scene.Viewport{MinX: -4, MaxX: 6, MinY: -7, MaxY: 3}) {
		t.Fatalf("pan: %+v", vp)
	}
	a.Apply(Gesture{Kind: Zoom, View: box, Wheel: 100})
	if vp := a.Scene().Viewport; math.Abs(vp.MaxX-5/1.15) > 1e-12 || math.Abs(vp.MinY+5/1.15) > 1e-12 {
		t.Fatalf("zoom: %+v, want ±%g", vp, 5/1.15)
	}
	a.Apply(Gesture{Kind: Rotate, Theta: 0.5})
	if on, th := a.Plot().Trial(); !on || th != 0.5 {
		t.Fatalf("rotate: trial %v at %g", on, th)
	}
	// A locked session refuses edits but still pans.
	a.Doc().SetLock(true)
	if err := a.Apply(Gesture{Kind: Click, X: 0, Y: 0}); err != ErrLocked {
		t.Fatalf("a locked click: %v", err)
	}
	if err := a.Apply(Gesture{Kind: Pan, View: box}); err != nil {
		t.Fatalf("a locked pan: %v", err)
	}
}
