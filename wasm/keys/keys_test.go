package keys

import (
	"math"
	"os"
	"slices"
	"strings"
	"testing"

	"hyperplane/engine"
	"hyperplane/engine/msg/msgtest"
	"hyperplane/engine/scene"
	"hyperplane/wasm/describe"
	"hyperplane/wasm/render"
	"hyperplane/wasm/session"
)

// The test screen: 800×800 device pixels at a ratio of 1 show the box
// [−5, 5]², 0.0125 units a pixel; the grid's spacing is the first of 1, 2,
// 5 × 10ⁿ at least 56 pixels wide, 0.7 units: 1.
const testW, testH, testDPR = 800.0, 800.0, 1.0

// rig is a session and a keyboard on the test screen.
type rig struct {
	t  *testing.T
	se *session.Session
	m  Model
}

// newRig returns a rig on the points, or on the default scene's twelve.
func newRig(t *testing.T, pts ...engine.Point) *rig {
	t.Helper()
	sc := scene.DefaultScene()
	if pts != nil {
		sc.Points = slices.Clone(pts) // the session edits its points in place
	}
	return &rig{t: t, se: session.New(sc)}
}

// env returns the keyboard's environment as the browser program builds it
// before each key: the camera of the session's viewport now.
func (r *rig) env() Env {
	return Env{S: r.se, Cam: render.NewCamera(r.se.Scene().Viewport, testW, testH, testDPR)}
}

// press presses the keys in turn ("S+ArrowUp" holds Shift) and returns
// what the last one did.
func (r *rig) press(keys ...string) Out {
	r.t.Helper()
	var out Out
	for _, k := range keys {
		key := Key{Key: k}
		if rest, ok := strings.CutPrefix(k, "S+"); ok {
			key = Key{Key: rest, Shift: true}
		}
		out = r.m.Press(key, r.env())
		r.se.Flush() // as the next frame does
	}
	return out
}

func (r *rig) cursor() [2]float64 { return [2]float64{r.m.U, r.m.V} }

func near(a, b [2]float64) bool { return math.Abs(a[0]-b[0]) < 1e-9 && math.Abs(a[1]-b[1]) < 1e-9 }

// TestCursor: the cursor starts at the grid point nearest the view's
// centre and moves a grid step a key, a tenth of one with Shift, always to
// the next multiple of the step; past the edge the view follows.
func TestCursor(t *testing.T) {
	r := newRig(t)
	if s := r.env().Cam.GridStep(); s != 1 {
		t.Fatalf("grid step %v, want 1", s)
	}
	out := r.press("ArrowRight", "ArrowRight")
	// The perceptron's zero weights give class 1 everywhere.
	if !out.Handled || !near(r.cursor(), [2]float64{2, 0}) || en(t, out.Say) != "(2, 0), class 1 side" {
		t.Fatalf("after → →: %v, said %q", r.cursor(), en(t, out.Say))
	}
	out = r.press("S+ArrowUp", "S+ArrowUp", "S+ArrowUp")
	if !near(r.cursor(), [2]float64{2, 0.3}) || en(t, out.Say) != "(2, 0.3), class 1 side" {
		t.Fatalf("after three fine ↑: %v, said %q", r.cursor(), en(t, out.Say))
	}
	// Off the coarse grid, a coarse step goes to its next line.
	r.press("ArrowDown")
	if !near(r.cursor(), [2]float64{2, 0}) {
		t.Fatalf("↓ from y = 0.3 went to %v, want y = 0", r.cursor())
	}
	// Six steps right reach x = 8, past the edge at 5: the view pans by
	// 8 − 5 and a step more, to [−1, 9].
	r.press("ArrowRight", "ArrowRight", "ArrowRight", "ArrowRight", "ArrowRight", "ArrowRight")
	if vp := r.se.Scene().Viewport; vp.MinX != -1 || vp.MaxX != 9 || vp.MinY != -5 || vp.MaxY != 5 {
		t.Fatalf("viewport %+v after the cursor left the view", vp)
	}
	out = r.press("Home")
	if !near(r.cursor(), [2]float64{4, 0}) || !strings.HasPrefix(en(t, out.Say), "Centre of the view, (4, 0)") {
		t.Fatalf("Home: %v, %q", r.cursor(), en(t, out.Say))
	}
}

// TestEnterAddsPoint: Enter adds a point of the class the digits chose, at
// the cursor, as one undo step.
func TestEnterAddsPoint(t *testing.T) {
	r := newRig(t)
	out := r.press("2", "ArrowLeft", "ArrowUp", "Enter")
	if len(r.se.Doc().Points()) != 13 || r.se.Doc().Points()[12] != (engine.Point{X: -1, Y: 1, Class: 1}) {
		t.Fatalf("points %v", r.se.Doc().Points()[12:])
	}
	if en(t, out.Say) != "Added point 13, class 2, at (−1, 1)." {
		t.Errorf("said %q", en(t, out.Say))
	}
	if u, _ := r.se.Doc().UndoDepth(); u != 1 {
		t.Errorf("%d undo steps", u)
	}
	if r.se.Doc().Class() != 1 {
		t.Errorf("class %d", r.se.Doc().Class())
	}
}

// star is a point at the origin and one each way: right (3, 0.5), left
// (−2, 0), up (0, 3), down (0.5, −2), and (3, 3) up and right.
var star = []engine.Point{{X: 0, Y: 0}, {X: 3, Y: 0.5}, {X: -2, Y: 0}, {X: 0, Y: 3}, {X: 0.5, Y: -2, Class: 1}, {X: 3, Y: 3, Class: 1}}

// TestPointMode: m chooses the nearest point; the arrows the nearest in
// their direction, scored as along + 2·across (from the origin to the
// right, (3, 0.5) scores 3 + 1 and (3, 3) 3 + 6); n and Shift+n step
// through the points; Escape goes back to the cursor.
func TestPointMode(t *testing.T) {
	r := newRig(t, star...)
	r.press("S+ArrowRight") // the cursor at (0.1, 0): the origin is nearest
	out := r.press("m")
	if r.m.Mode != Points || r.m.Sel() != 0 || en(t, out.Say) != "Point mode: point 1 of 6, class 1, at (0, 0), correctly classified." {
		t.Fatalf("m: mode %v, sel %d, %q", r.m.Mode, r.m.Sel(), en(t, out.Say))
	}
	for _, c := range []struct {
		key  string
		from int
		want int
	}{{"ArrowRight", 0, 1}, {"ArrowLeft", 0, 2}, {"ArrowUp", 0, 3}, {"ArrowDown", 0, 4}, {"ArrowUp", 1, 5}, {"ArrowLeft", 2, -1}} {
		r.m.setSel(c.from)
		out := r.press(c.key)
		if c.want < 0 {
			if r.m.Sel() != c.from || en(t, out.Say) != "No point further to the left." {
				t.Errorf("%s from %d: chose %d, %q", c.key, c.from, r.m.Sel(), en(t, out.Say))
			}
			continue
		}
		q := star[c.want]
		if r.m.Sel() != c.want || !near(r.cursor(), [2]float64{q.X, q.Y}) {
			t.Errorf("%s from %d: chose %d at %v, want %d", c.key, c.from, r.m.Sel(), r.cursor(), c.want)
		}
	}
	r.m.setSel(5)
	if r.press("n"); r.m.Sel() != 0 {
		t.Errorf("n after the last point chose %d", r.m.Sel())
	}
	if r.press("S+n"); r.m.Sel() != 5 {
		t.Errorf("Shift+n before the first point chose %d", r.m.Sel())
	}
	out = r.press("Escape")
	if r.m.Mode != Cursor || !near(r.cursor(), [2]float64{3, 3}) || !strings.HasPrefix(en(t, out.Say), "Cursor at (3, 3)") {
		t.Errorf("Escape: mode %v at %v, %q", r.m.Mode, r.cursor(), en(t, out.Say))
	}
}

// TestGrab: a grabbed point moves with the arrows and drops as one undo
// step; Escape puts it back and leaves none.
func TestGrab(t *testing.T) {
	r := newRig(t, star...)
	r.press("m", "Enter")
	if r.m.Mode != Grabbed || r.se.Doc().Dragging() != 0 {
		t.Fatalf("Enter in point mode: mode %v, dragging %d", r.m.Mode, r.se.Doc().Dragging())
	}
	r.press("ArrowRight", "ArrowRight", "S+ArrowDown")
	if p := r.se.Doc().Points()[0]; math.Abs(p.X-2) > 1e-12 || math.Abs(p.Y+0.1) > 1e-12 {
		t.Fatalf("the grabbed point is at %v, want (2, −0.1)", p)
	}
	out := r.press("Escape")
	if r.se.Doc().Points()[0] != star[0] || r.m.Mode != Points || r.se.Doc().Dragging() != -1 || !strings.HasPrefix(en(t, out.Say), "Put point 1 back at (0, 0)") {
		t.Fatalf("Escape: %v, mode %v, %q", r.se.Doc().Points()[0], r.m.Mode, en(t, out.Say))
	}
	if u, re := r.se.Doc().UndoDepth(); u != 0 || re != 0 {
		t.Fatalf("undo %d, redo %d after Escape", u, re)
	}
	out = r.press("Enter", "ArrowUp", "Enter")
	if p := r.se.Doc().Points()[0]; p.X != 0 || p.Y != 1 || r.m.Mode != Points || !strings.HasPrefix(en(t, out.Say), "Dropped point 1 at (0, 1)") {
		t.Fatalf("after the drop: %v, mode %v, %q", p, r.m.Mode, en(t, out.Say))
	}
	if u, _ := r.se.Doc().UndoDepth(); u != 1 {
		t.Fatalf("%d undo steps after one move", u)
	}
	r.se.Doc().Undo()
	if r.se.Doc().Points()[0] != star[0] {
		t.Fatalf("undo gave %v", r.se.Doc().Points()[0])
	}
}

// TestDelete: Delete removes the point within 30 pixels of the cursor
// (0.375 units here), says so when there is none, and in point mode
// removes the chosen point and chooses the one that took its place.
func TestDelete(t *testing.T) {
	r := newRig(t, star...)
	r.press("ArrowRight", "ArrowRight", "S+ArrowUp", "S+ArrowUp") // (2, 0.2): (3, 0.5) is 1.04 away
	if out := r.press("Delete"); len(r.se.Doc().Points()) != 6 || en(t, out.Say) != "No point near the cursor: m chooses the nearest one." {
		t.Fatalf("Delete far from the points: %d left, %q", len(r.se.Doc().Points()), en(t, out.Say))
	}
	r.press("ArrowRight", "S+ArrowUp", "S+ArrowUp", "S+ArrowUp") // (3, 0.5)
	out := r.press("Backspace")
	if len(r.se.Doc().Points()) != 5 || slices.Contains(r.se.Doc().Points(), star[1]) || !strings.HasPrefix(en(t, out.Say), "Removed point 2 of 6, class 1, at (3, 0.5)") {
		t.Fatalf("Backspace on (3, 0.5): %v, %q", r.se.Doc().Points(), en(t, out.Say))
	}
	r.press("m") // the nearest to (3, 0.5) is now (3, 3), point 5
	out = r.press("Delete")
	if len(r.se.Doc().Points()) != 4 || r.m.Sel() != 3 || !strings.Contains(en(t, out.Say), "Now point 4 of 4, class 2, at (0.5, −2)") {
		t.Fatalf("Delete in point mode: %v, chose %d, %q", r.se.Doc().Points(), r.m.Sel(), en(t, out.Say))
	}
}

// TestTools: the tools work at the cursor. A spray stroke dragged 2 units
// adds the brush's 100 points; a box from (−1, −1) to (1, 1) selects
// exactly the points inside it; c gives them the current class and Delete
// removes them; an eraser stroke cancelled with Escape changes nothing.
// The brush's radius is 24 pixels, 0.3 units on the test screen.
func TestTools(t *testing.T) {
	r := newRig(t, star...)
	r.se.Tools().SetTool("spray")
	r.press("2", "ArrowLeft", "ArrowLeft", "ArrowLeft", "Enter")
	if r.m.Mode != Stroke {
		t.Fatalf("Enter with the spray: mode %v", r.m.Mode)
	}
	out := r.press("ArrowUp", "ArrowUp", "Enter")
	added := r.se.Doc().Points()[len(star):]
	if len(added) != 100 || en(t, out.Say) != "Sprayed 100 points of class 2." {
		t.Fatalf("sprayed %d points, %q", len(added), en(t, out.Say))
	}
	for _, p := range added {
		if p.Class != 1 {
			t.Fatalf("a sprayed point of class %d", p.Class)
		}
	}
	// The blob's centre is the stroke's start, (−3, 0); its mean of 100
	// points lies within 4 standard errors (σ ≤ 1 along the drag of 2).
	var mx, my float64
	for _, p := range added {
		mx, my = mx+p.X/100, my+p.Y/100
	}
	if math.Hypot(mx+3, my) > 0.4 {
		t.Errorf("the blob's mean is (%v, %v), want near (−3, 0)", mx, my)
	}
	if u, _ := r.se.Doc().UndoDepth(); u != 1 {
		t.Errorf("the spray is %d undo steps", u)
	}
	r.se.Doc().Undo()

	r.se.Tools().SetTool("select")
	b := r.se.Tools().Brush()
	b.Box = true
	r.se.Tools().SetBrush(b)
	r.press("Home", "ArrowLeft", "ArrowDown", "Enter", "ArrowRight", "ArrowRight", "ArrowUp", "ArrowUp", "Enter")
	var want []int
	for i, p := range r.se.Doc().Points() {
		if p.X >= -1 && p.X <= 1 && p.Y >= -1 && p.Y <= 1 {
			want = append(want, i)
		}
	}
	if got := r.se.Tools().Selection(); !slices.Equal(got, want) || len(want) != 1 {
		t.Fatalf("the box selected %v, want %v", got, want)
	}
	r.press("1", "c")
	if r.se.Doc().Points()[0].Class != 0 {
		t.Fatalf("c gave the selection class %d", r.se.Doc().Points()[0].Class)
	}
	out = r.press("Delete")
	if len(r.se.Doc().Points()) != len(star)-1 || en(t, out.Say) != "Deleted 1 selected point." {
		t.Fatalf("Delete of the selection: %d points, %q", len(r.se.Doc().Points()), en(t, out.Say))
	}

	r.se.Tools().SetTool("eraser")
	before := slices.Clone(r.se.Doc().Points())
	// At (3, 0.3), (3, 0.5) is under the brush of 24 pixels, 0.3 units.
	r.press("Home", "ArrowRight", "ArrowRight", "ArrowRight", "S+ArrowUp", "S+ArrowUp", "S+ArrowUp", "Enter")
	if len(r.se.Doc().Points()) != len(before)-1 {
		t.Fatalf("the eraser left %d of %d points", len(r.se.Doc().Points()), len(before))
	}
	out = r.press("Escape")
	if !slices.Equal(r.se.Doc().Points(), before) || r.m.Mode != Cursor || en(t, out.Say) != "Stroke cancelled." {
		t.Fatalf("Escape: %v, mode %v, %q", r.se.Doc().Points(), r.m.Mode, en(t, out.Say))
	}
}

// TestPick: while a lesson asks for a prediction, Enter marks the place
// (the boundary) or the point (the mistakes) and no edit happens.
func TestPick(t *testing.T) {
	r := newRig(t, star...)
	r.m.SetPick(PickBoundary)
	out := r.press("ArrowRight", "Enter")
	if out.Pick == nil || out.Pick.Target != PickBoundary || out.Pick.X != 1 || out.Pick.Y != 0 || len(r.se.Doc().Points()) != len(star) {
		t.Fatalf("a boundary pick: %+v, %d points", out.Pick, len(r.se.Doc().Points()))
	}
	r.m.SetPick(PickMistakes)
	out = r.press("m", "ArrowUp", "Enter")
	if out.Pick == nil || out.Pick.Index != 3 || r.m.Mode != Points || r.se.Doc().Dragging() != -1 {
		t.Fatalf("a mistakes pick: %+v, mode %v", out.Pick, r.m.Mode)
	}
	if out := r.press("Delete"); len(r.se.Doc().Points()) != len(star) || en(t, out.Say) != "The lesson asks for your prediction first: Enter marks it; the points stay as they are." {
		t.Fatalf("Delete while predicting: %d points, %q", len(r.se.Doc().Points()), en(t, out.Say))
	}
	r.m.SetPick("")
	r.se.Doc().SetLock(true)
	r.press("Escape")
	if out := r.press("Enter"); len(r.se.Doc().Points()) != len(star) || en(t, out.Say) != "Editing the points is locked." {
		t.Fatalf("Enter while locked: %d points, %q", len(r.se.Doc().Points()), en(t, out.Say))
	}
}

// TestDescribeKeys: d describes the cursor's place and i the plot, in the
// description's words.
func TestDescribeKeys(t *testing.T) {
	r := newRig(t, star...)
	r.se.Training().SetAlgorithm("least-squares")
	r.se.Training().Train(1000, 1e9)
	out := r.press("ArrowUp", "d")
	p := describe.Plot{S: r.se, Box: r.env().Cam.DataBox(), Step: 1}
	if want := msgtest.Capitalize(en(t, describe.At(p, 0, 1, ""))) + "."; en(t, out.Say) != want || !strings.Contains(en(t, out.Say), "from the boundary") {
		t.Errorf("d said %q, want %q", en(t, out.Say), want)
	}
	out = r.press("i")
	if !out.Describe || en(t, out.Say) != en(t, describe.Of(p).Text) {
		t.Errorf("i said %q", en(t, out.Say))
	}
}

// TestKeysLeftToThePage: what the plot does not use goes to the page and
// the browser: Tab, the page's letters, and keys with Ctrl, Alt or Meta.
func TestKeysLeftToThePage(t *testing.T) {
	r := newRig(t, star...)
	for _, k := range []Key{{Key: "Tab"}, {Key: "s"}, {Key: " "}, {Key: "z"}, {Key: "z", Ctrl: true}, {Key: "ArrowLeft", Alt: true}, {Key: "Escape"}} {
		if out := r.m.Press(k, r.env()); out.Handled {
			t.Errorf("%+v was taken by the plot: %q", k, en(t, out.Say))
		}
	}
}

// TestHelpNamesEveryKey: every key a binding takes is named in the help.
func TestHelpNamesEveryKey(t *testing.T) {
	var keys strings.Builder
	for _, h := range Help() {
		keys.WriteString(en(t, h.Keys) + " | ")
		if en(t, h.What) == "" {
			t.Errorf("%q says nothing", en(t, h.Keys))
		}
	}
	named := keys.String()
	shown := map[string]string{"ArrowLeft": "←", "ArrowRight": "→", "ArrowUp": "↑", "ArrowDown": "↓", "_": "-", "−": "-", "=": "+",
		"2": "1 – 6", "3": "1 – 6", "4": "1 – 6", "5": "1 – 6", "1": "1 – 6", "6": "1 – 6"}
	for _, b := range bindings {
		for _, k := range b.keys {
			s := k
			if v, ok := shown[k]; ok {
				s = v
			}
			if !strings.Contains(named, s) {
				t.Errorf("the help does not name %q", k)
			}
		}
	}
}

// TestSync: a chosen point removed elsewhere (the mouse, the API) takes
// the keyboard back to the cursor.
func TestSync(t *testing.T) {
	r := newRig(t, star...)
	r.press("m", "n", "n")
	r.se.Doc().ClearPoints()
	r.m.Sync(r.env())
	if r.m.Mode != Cursor || r.m.Sel() != -1 {
		t.Fatalf("after the points went: mode %v, sel %d", r.m.Mode, r.m.Sel())
	}
}

// TestREADMEListsEveryKey: the README's table of the plot's keys has a row
// for every line of the help, word for word.
func TestREADMEListsEveryKey(t *testing.T) {
	data, err := os.ReadFile("../../README.md")
	if err != nil {
		t.Fatal(err)
	}
	for _, h := range Help() {
		if row := "| " + en(t, h.Keys) + " | " + en(t, h.What) + " |"; !strings.Contains(string(data), row) {
			t.Errorf("the README has no row %q", row)
		}
	}
}
