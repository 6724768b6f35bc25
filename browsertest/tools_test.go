package browsertest

import (
	"fmt"
	"math"
	"testing"
	"time"

	"github.com/chromedp/cdproto/input"
	"github.com/chromedp/chromedp"
)

// dragPath presses at the first CSS pixel of path (x0, y0, x1, y1, …),
// moves through the others and releases at the last, waiting for the game
// to see each event.
func (p *Page) dragPath(path ...float64) {
	p.t.Helper()
	left := func(pr *input.DispatchMouseEventParams) {
		pr.Button = input.MouseButtonLeft
		pr.Buttons = 1
	}
	run := func(a chromedp.Action[chromedp.Void]) {
		if err := chromedp.Do(p.Ctx, a); err != nil {
			p.t.Fatalf("drag: %v", err)
		}
	}
	t := p.Draws()
	run(chromedp.MouseEvent(chromedp.MouseMoved, path[0], path[1]))
	p.waitFrames("the hover", t, 2)
	t = p.Draws()
	run(chromedp.MouseEvent(chromedp.MousePressed, path[0], path[1], left, chromedp.ClickCount(1)))
	p.waitFrames("the press", t, 2)
	for i := 2; i+1 < len(path); i += 2 {
		t = p.Draws()
		run(chromedp.MouseEvent(chromedp.MouseMoved, path[i], path[i+1], left))
		p.waitFrames("the move", t, 1)
	}
	n := len(path)
	t = p.Draws()
	run(chromedp.MouseEvent(chromedp.MouseReleased, path[n-2], path[n-1], left, chromedp.ClickCount(1)))
	p.waitFrames("the release", t, 2)
}

type toolPoints struct {
	Points [][3]float64 `json:"points"`
}

// TestDrawingTools: on the desktop layout a real click on the spray's
// button and a real drag add a blob of 100 points (the brush's count)
// centred where the drag began; the key "l" picks the lasso, a lasso drawn
// around the blob selects all of it, and a drag of one of its points moves
// them all by the drag while two more strokes elsewhere (300 points in
// three strokes) stay; undo takes back the move, then each spray. On the
// phone layout a touch drag sprays as well.
func TestDrawingTools(t *testing.T) {
	p := open(t, "")
	p.Do(`hyperplane.clear()`)
	p.Do(`hyperplane.setViewport({minX: -5, maxX: 5, minY: -5, maxY: 5})`)
	p.Do(`hyperplane.setView({shading: "off"})`)
	p.Click(Eval[float64](p, `(() => { const r = document.getElementById("tool-spray").getBoundingClientRect(); return r.x + r.width/2 })()`),
		Eval[float64](p, `(() => { const r = document.getElementById("tool-spray").getBoundingClientRect(); return r.y + r.height/2 })()`))
	if tool := Eval[string](p, `hyperplane.tool().tool`); tool != "spray" {
		t.Fatalf("the spray button chose %q", tool)
	}
	// A drag from (−2, 1) to (0, 1): the blob's σ along x is 1 (half the
	// drag, BlobOfDrag), along y 0.5 (the default aspect).
	x0, y0 := p.ToPixel(-2, 1)
	x1, y1 := p.ToPixel(0, 1)
	p.Drag(x0, y0, x1, y1, 6)
	p.WaitFor("the sprayed points", `hyperplane.status().npoints === 100`, 10*time.Second)
	pts := Eval[toolPoints](p, `hyperplane.state()`).Points
	var mx, my float64
	for _, q := range pts {
		mx += q[0] / 100
		my += q[1] / 100
	}
	// The mean of 100 points has standard errors 0.1 (x) and 0.05 (y);
	// 0.5 and 0.25 are five of them, plus the pixel rounding of the press.
	if math.Abs(mx+2) > 0.5 || math.Abs(my-1) > 0.25 {
		t.Fatalf("the blob's mean is (%.3f, %.3f), want near (−2, 1)", mx, my)
	}
	// Two more strokes, small blobs (σ 0.3) at (4, −4) and (4, 4): 300
	// points in three strokes.
	for _, cy := range []float64{-4, 4} {
		ax, ay := p.ToPixel(4, cy)
		bx, by := p.ToPixel(4.6, cy)
		p.Drag(ax, ay, bx, by, 3)
	}
	p.WaitFor("three strokes", `hyperplane.status().npoints === 300`, 10*time.Second)
	all := Eval[toolPoints](p, `hyperplane.state()`).Points
	p.Do(`document.querySelector("body > canvas").dispatchEvent(new KeyboardEvent("keydown", {key: "l", bubbles: true}))`)
	if tool := Eval[string](p, `JSON.stringify([hyperplane.tool().tool, hyperplane.tool().brush.box])`); tool != `["select",false]` {
		t.Fatalf("the key l chose %s", tool)
	}
	// A lasso: an ellipse of semi-axes 4.5 and 2.6 about (−2, 1) in 16
	// steps holds the first blob (a point 4.5σ out along x or 5σ along y is
	// beyond it with probability below 10⁻⁵) and none of the small blobs
	// (their points would be 5σ from their centres).
	var lasso []float64
	for k := 0; k <= 16; k++ {
		a := 2 * math.Pi * float64(k) / 16
		x, y := p.ToPixel(-2+4.5*math.Cos(a), 1+2.6*math.Sin(a))
		lasso = append(lasso, x, y)
	}
	p.dragPath(lasso...)
	p.WaitFor("the selection", `hyperplane.tool().selected === 100`, 10*time.Second)
	if sel := Eval[[]int](p, `hyperplane.selection()`); sel[0] != 0 || sel[99] != 99 {
		t.Fatalf("the lasso selected %v, want the first stroke's points 0 to 99", sel)
	}
	// The lasso holds the left button's drag; the middle button still pans:
	// a drag of one data unit to the right from (3, −3) moves the visible
	// box one unit left (the data under the pointer stays under it), and
	// neither the points nor the selection change.
	v0 := Eval[map[string]float64](p, `hyperplane.status().visible`)
	mx0, my0 := p.ToPixel(3, -3)
	mx1, _ := p.ToPixel(4, -3)
	p.middleDrag(mx0, my0, mx1, my0, 4)
	v1 := Eval[map[string]float64](p, `hyperplane.status().visible`)
	if math.Abs(v1["minX"]-(v0["minX"]-1)) > 0.02 || math.Abs(v1["minY"]-v0["minY"]) > 0.02 {
		t.Errorf("a middle-button drag of one unit right moved the view from %v to %v", v0, v1)
	}
	if n := Eval[int](p, `hyperplane.tool().selected`); n != 100 || Eval[string](p, `hyperplane.tool().tool`) != "select" {
		t.Errorf("the pan changed the tool or the selection (%d selected)", n)
	}
	p.Do(`hyperplane.setViewport({minX: -5, maxX: 5, minY: -5, maxY: 5})`)
	// Drag a selected point by (+3, −2) in data units.
	q := pts[0]
	sx, sy := p.ToPixel(q[0], q[1])
	ex, ey := p.ToPixel(q[0]+3, q[1]-2)
	p.Drag(sx, sy, ex, ey, 6)
	p.WaitFor("the move", fmt.Sprintf(`Math.abs(hyperplane.state().points[0][0] - %v) < 0.05`, q[0]+3), 10*time.Second)
	moved := Eval[toolPoints](p, `hyperplane.state()`).Points
	dx, dy := moved[0][0]-q[0], moved[0][1]-q[1]
	for i, m := range moved {
		wx, wy := dx, dy // the selection moves; the two small blobs stay
		if i >= 100 {
			wx, wy = 0, 0
		}
		if math.Abs(m[0]-all[i][0]-wx) > 1e-9 || math.Abs(m[1]-all[i][1]-wy) > 1e-9 {
			t.Fatalf("point %d moved by (%g, %g), want (%g, %g)", i, m[0]-all[i][0], m[1]-all[i][1], wx, wy)
		}
	}
	p.Do(`hyperplane.undo()`)
	if back := Eval[toolPoints](p, `hyperplane.state()`).Points; len(back) != 300 || back[7] != pts[7] {
		t.Fatal("undo did not take the move back")
	}
	for _, want := range []int{200, 100, 0} {
		p.Do(`hyperplane.undo()`)
		if n := Eval[int](p, `hyperplane.status().npoints`); n != want {
			t.Fatalf("undo left %d points, want %d: one spray stroke at a time", n, want)
		}
	}
	p.Close()

	// The phone: a touch drag with the spray.
	ph := env.OpenAt(t, "", Phone)
	defer ph.Close()
	ph.Do(`hyperplane.clear()`)
	ph.Do(`hyperplane.setTool("spray")`)
	ax, ay := ph.ToPixel(0, 0)
	ph.Touch(input.DispatchTouchEventTypeTouchStart, ax, ay)
	ph.waitFrames("the touch", ph.Draws(), 2)
	for i := 1; i <= 4; i++ {
		ph.Touch(input.DispatchTouchEventTypeTouchMove, ax+float64(i)*15, ay)
		ph.waitFrames("the move", ph.Draws(), 1)
	}
	ph.Touch(input.DispatchTouchEventTypeTouchEnd, ax+60, ay)
	ph.WaitFor("the touch spray", `hyperplane.status().npoints === 100`, 10*time.Second)
	if vis := Eval[bool](ph, `(() => { const r = document.getElementById("tools").getBoundingClientRect(); return r.width > 0 && r.bottom <= innerHeight })()`); !vis {
		t.Fatal("the tool bar is not on the phone's screen")
	}
}

// middleDrag presses the middle button at (x0, y0), moves in steps to
// (x1, y1) and releases.
func (p *Page) middleDrag(x0, y0, x1, y1 float64, steps int) {
	p.t.Helper()
	p.dragWith(input.MouseButtonMiddle, 4, x0, y0, x1, y1, steps)
}
