package browsertest

import (
	"fmt"
	"math"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/cdproto/input"
	"github.com/chromedp/chromedp"
)

// TestShareLink makes a scene, opens its share link in a new tab, and
// compares the restored state with the original.
func TestShareLink(t *testing.T) {
	p := open(t, "")
	p.Do(`hyperplane.loadPreset("overlap", {seed: 7, n: 60})`)
	p.Do(`hyperplane.setAlgorithm("logistic")`)
	p.Do(`hyperplane.setParams({eta: 0.3, alpha: 0.25})`)
	p.Do(`hyperplane.setClassName(1, "Ferns")`)
	p.Do(`hyperplane.setView({contours: true, weights: true, shading: "hard", compare: ["least-squares"]})`)
	p.Do(`hyperplane.setViewport({minX: -4, maxX: 5, minY: -3, maxY: 4})`)
	before := Eval[map[string]any](p, `hyperplane.scene()`)
	link := Eval[string](p, `hyperplane.link()`)
	if !strings.HasPrefix(link, "v2.") {
		t.Fatalf("link %q", link)
	}
	q := env.OpenURL(t, env.URL+"#"+link)
	q.WaitStarted()
	q.WaitFor("the scene", `hyperplane.status().algorithm === "logistic"`, 10*time.Second)
	after := Eval[map[string]any](q, `hyperplane.scene()`)
	for _, k := range []string{"algorithm", "params", "view", "viewport", "classes", "basis"} {
		if fmt.Sprint(before[k]) != fmt.Sprint(after[k]) {
			t.Errorf("%s: %v, want %v", k, after[k], before[k])
		}
	}
	pa, pb := before["points"].([]any), after["points"].([]any)
	if len(pa) != len(pb) || len(pa) == 0 {
		t.Fatalf("%d points restored, want %d", len(pb), len(pa))
	}
	// Links round coordinates to 1e-4 of the viewport (scene.LinkStep).
	for i := range pa {
		a, b := pa[i].([]any), pb[i].([]any)
		for j := 0; j < 2; j++ {
			if math.Abs(a[j].(float64)-b[j].(float64)) > 1e-3 {
				t.Fatalf("point %d: %v restored as %v", i, a, b)
			}
		}
		if a[2] != b[2] {
			t.Fatalf("point %d: class %v restored as %v", i, a[2], b[2])
		}
	}
	// A broken link is refused with a message, and the default scene stays.
	r := env.OpenURL(t, env.URL+"#v1.!!!not-a-link")
	r.WaitStarted()
	r.WaitFor("a message", `document.getElementById("share-out").textContent.includes("could not be opened")`, 10*time.Second)
	if n := Eval[int](r, `hyperplane.status().npoints`); n != 12 {
		t.Errorf("after a broken link the page has %d points, want the default 12", n)
	}
}

// TestEmbed opens the embed address with options and checks what shows.
func TestEmbed(t *testing.T) {
	p := open(t, "?embed&lock&hide=legend")
	if Eval[string](p, `getComputedStyle(document.getElementById("panel")).display`) != "none" {
		t.Error("embed: the panel is shown")
	}
	if Eval[bool](p, `document.getElementById("toolbar").hidden`) {
		t.Error("embed: the toolbar is hidden")
	}
	// The canvas fills the frame when the panel is hidden.
	if w := Eval[float64](p, `hyperplane.status().canvas[0]`); w != ViewW {
		t.Errorf("embed: canvas %v CSS pixels wide, want %d", w, ViewW)
	}
	// Locked: a click does not add a point.
	n := statusOf(p).NPoints
	x, y := p.ToPixel(0, 4)
	p.Click(x, y)
	p.Click(x, y)
	if m := statusOf(p).NPoints; m != n {
		t.Errorf("locked embed: %d points after clicks, want %d", m, n)
	}
	// The toolbar plays.
	if err := chromedp.Do(p.Ctx, chromedp.Click(chromedp.ID("play"))); err != nil {
		t.Fatal(err)
	}
	p.WaitFor("training", `hyperplane.status().step > 0`, 20*time.Second)

	// controls= shows only the chosen sections of the panel.
	q := open(t, "?embed&controls=training,algorithm")
	shown := Eval[[]string](q, `Array.from(document.querySelectorAll("#panel section")).filter(s => getComputedStyle(s).display !== "none").map(s => s.id)`)
	if fmt.Sprint(shown) != "[sec-algo sec-train]" {
		t.Errorf("controls=training,algorithm shows %v", shown)
	}
}

// TestImportCSV uploads a CSV through the file input.
func TestImportCSV(t *testing.T) {
	p := open(t, "")
	dir := t.TempDir()
	file := filepath.Join(dir, "gates.csv")
	csv := "x,y,class\n0,0,off\n1,0,off\n0,1,off\n1,1,on\n# a comment\n2,2,on\n"
	if err := os.WriteFile(file, []byte(csv), 0o644); err != nil {
		t.Fatal(err)
	}
	if err := chromedp.Do(p.Ctx, chromedp.SetUploadFiles(chromedp.ID("import"), []string{file})); err != nil {
		t.Fatal(err)
	}
	p.WaitFor("the import", `hyperplane.status().npoints === 5`, 10*time.Second)
	s := stateOf(p)
	want := [][3]float64{{0, 0, 0}, {1, 0, 0}, {0, 1, 0}, {1, 1, 1}, {2, 2, 1}}
	for i, w := range want {
		if s.Points[i] != w {
			t.Errorf("point %d = %v, want %v", i, s.Points[i], w)
		}
	}
	names := Eval[[]string](p, `hyperplane.status().classes.map(c => c.name)`)
	if len(names) != 2 || names[0] != "off" || names[1] != "on" {
		t.Errorf("class names %v, want [off on]", names)
	}
	// A broken CSV is refused with the line, and the points stay.
	bad := filepath.Join(dir, "bad.csv")
	os.WriteFile(bad, []byte("x,y,class\n1,2,a\n3,oops,b\n"), 0o644)
	if err := chromedp.Do(p.Ctx, chromedp.SetUploadFiles(chromedp.ID("import"), []string{bad})); err != nil {
		t.Fatal(err)
	}
	p.WaitFor("the refusal", `document.getElementById("share-out").textContent.includes("line 3")`, 10*time.Second)
	if n := statusOf(p).NPoints; n != 5 {
		t.Errorf("after a bad CSV: %d points, want 5", n)
	}
	// Class names are shown as text, never as HTML.
	p.Do(`hyperplane.setClassName(0, "<img src=x onerror=alert(1)>")`)
	p.WaitFor("the name", `document.getElementById("classes").textContent.includes("<img")`, 10*time.Second)
	if n := Eval[int](p, `document.querySelectorAll("#classes img").length`); n != 0 {
		t.Errorf("a class name became %d img elements", n)
	}
}

// TestExportPNG exports the picture and checks its size is the canvas's.
func TestExportPNG(t *testing.T) {
	p := open(t, "")
	size, err := chromedp.Run(p.Ctx, chromedp.Evaluate[[]float64](`new Promise((resolve) => {
		hyperplaneUI.exportPNG((blob) => createImageBitmap(blob).then((b) => resolve([b.width, b.height, blob.size, blob.type === "image/png" ? 1 : 0])));
	})`, chromedp.EvalAwaitPromise))
	if err != nil {
		t.Fatal(err)
	}
	canvas := Eval[[]float64](p, `[document.querySelector("body > canvas").width, document.querySelector("body > canvas").height]`)
	if size[0] != canvas[0] || size[1] != canvas[1] || size[3] != 1 || size[2] < 1000 {
		t.Fatalf("PNG %v×%v (%v bytes, png %v), canvas %v×%v", size[0], size[1], size[2], size[3], canvas[0], canvas[1])
	}
}

// TestKeyboard checks the shortcuts on the focused plot: digits choose the
// class, s steps, r resets, space plays and pauses, z undoes and Z redoes.
func TestKeyboard(t *testing.T) {
	p := open(t, "")
	key := func(k string) {
		t.Helper()
		if err := chromedp.Do(p.Ctx, chromedp.KeyEvent(k)); err != nil {
			t.Fatal(err)
		}
	}
	// The shortcuts act on the plot (and on their own controls): focus it.
	p.Do(`document.querySelector("body > canvas").focus()`)
	// The first visit shows the first update; start from no step.
	p.Do(`hyperplane.reset()`)
	key("2")
	p.WaitFor("class 2", `hyperplane.status().class === 1`, 5*time.Second)
	key("s")
	p.WaitFor("a step", `hyperplane.status().step === 1`, 5*time.Second)
	key("r")
	p.WaitFor("a reset", `hyperplane.status().step === 0`, 5*time.Second)
	key(" ")
	p.WaitFor("playing", `hyperplane.status().playing || hyperplane.status().status === "converged"`, 5*time.Second)
	n := statusOf(p).NPoints
	x, y := p.ToPixel(-4, 4)
	p.Click(x, y)
	p.WaitFor("a point", fmt.Sprintf(`hyperplane.status().npoints === %d`, n+1), 5*time.Second)
	if c := stateOf(p).Points[n][2]; c != 1 {
		t.Errorf("the new point has class %v, want 1 (key 2)", c)
	}
	p.Do(`document.querySelector("body > canvas").focus()`)
	key("z")
	p.WaitFor("undo", fmt.Sprintf(`hyperplane.status().npoints === %d`, n), 5*time.Second)
	key("Z")
	p.WaitFor("redo", fmt.Sprintf(`hyperplane.status().npoints === %d`, n+1), 5*time.Second)
	key("?")
	p.WaitFor("help", `!document.getElementById("help").hidden`, 5*time.Second)
}

// TestTouch taps to add a point, drags one, and long-presses to delete.
func TestTouch(t *testing.T) {
	p := open(t, "")
	if err := chromedp.Do(p.Ctx, chromedp.EmulateViewport(ViewW, ViewH, chromedp.EmulateTouch)); err != nil {
		t.Fatal(err)
	}
	p.Do(`hyperplane.setPoints([[1,1,0],[-1,-1,1]])`)
	frames := func(n int) { p.waitFrames("frames", p.Draws(), n) }
	ms := func(n int) time.Duration { return time.Duration(n) * time.Millisecond }
	// Tap: add a point of the current class. The events carry their own
	// times (a 50 ms tap), since the page judges gestures by them and a
	// loaded machine hands each event over hundreds of milliseconds late.
	x, y := p.ToPixel(3, 3)
	tl := p.Timeline()
	tl.Touch(input.DispatchTouchEventTypeTouchStart, x, y, 0)
	tl.Touch(input.DispatchTouchEventTypeTouchEnd, x, y, ms(50))
	tl.Wait()
	p.WaitFor("a tapped point", `hyperplane.status().npoints === 3`, 10*time.Second)
	// Drag point 0 from (1, 1) to (2, −2): the finger starts moving at
	// once, a move every 20 ms.
	x0, y0 := p.ToPixel(1, 1)
	x1, y1 := p.ToPixel(2, -2)
	tl = p.Timeline()
	tl.Touch(input.DispatchTouchEventTypeTouchStart, x0, y0, 0)
	for i := 1; i <= 8; i++ {
		f := float64(i) / 8
		tl.Touch(input.DispatchTouchEventTypeTouchMove, x0+(x1-x0)*f, y0+(y1-y0)*f, ms(20*i))
	}
	tl.Touch(input.DispatchTouchEventTypeTouchEnd, x1, y1, ms(200))
	tl.Wait()
	frames(2)
	s := stateOf(p)
	if math.Abs(s.Points[0][0]-2) > 0.05 || math.Abs(s.Points[0][1]+2) > 0.05 || len(s.Points) != 3 {
		t.Fatalf("after the drag: %v", s.Points)
	}
	// Long press on point 1: removed. The finger rests for 900 ms with no
	// event, so the page finds the long press by its own clock.
	x, y = p.ToPixel(-1, -1)
	p.Touch(input.DispatchTouchEventTypeTouchStart, x, y)
	time.Sleep(900 * time.Millisecond)
	frames(2)
	p.Touch(input.DispatchTouchEventTypeTouchEnd, x, y)
	p.WaitFor("the removal", `hyperplane.status().npoints === 2`, 10*time.Second)
}
