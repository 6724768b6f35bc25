package browsertest

import (
	"fmt"
	"image"
	"math"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/cdproto/input"
	"github.com/chromedp/chromedp"
)

// box is an element's box in CSS pixels.
type box struct {
	ID   string     `json:"id"`
	Rect [4]float64 `json:"Rect"` // left, top, right, bottom
}

func (a box) overlaps(b box) bool {
	return a.Rect[0] < b.Rect[2]-0.5 && b.Rect[0] < a.Rect[2]-0.5 && a.Rect[1] < b.Rect[3]-0.5 && b.Rect[1] < a.Rect[3]-0.5
}

// boxesJS returns the boxes of the visible elements that match sel.
func boxesJS(sel string) string {
	return `Array.from(document.querySelectorAll(` + "`" + sel + "`" + `))
  .filter(el => { const s = getComputedStyle(el); const r = el.getBoundingClientRect();
    return s.display !== "none" && s.visibility !== "hidden" && r.width > 0 && r.height > 0 && !el.closest("[hidden]"); })
  .map(el => { const r = el.getBoundingClientRect();
    return {id: el.id || el.getAttribute("aria-label") || el.textContent.trim().slice(0, 24), Rect: [r.left, r.top, r.right, r.bottom]}; })`
}

// controls are what a person clicks or types into.
const controls = "button, select, input, a[href], summary, textarea"

func boxes(p *Page, sel string) []box { return Eval[[]box](p, boxesJS(sel)) }

func plotBox(p *Page) box {
	return Eval[box](p, `(() => { const r = document.querySelector("body > canvas").getBoundingClientRect(); return {id: "plot", Rect: [r.left, r.top, r.right, r.bottom]}; })()`)
}

// screens are the screens of the issue: a desktop, a course page's iframe
// (the plain address and ?embed, at 640×420 and 600×400) and a phone.
var screens = []struct {
	v      Viewport
	query  string
	layout string
	minW   float64 // the plot's least size, CSS pixels
	minH   float64
}{
	{Desktop, "", "desktop", 900, 800},
	{Embed, "", "compact", 640, 360},
	{Embed, "?embed", "compact", 640, 360},
	{Viewport{"embed600", 600, 400, false}, "", "compact", 600, 340},
	{Phone, "", "phone", 390, 440},
	{Viewport{"phone360", 360, 740, true}, "", "phone", 360, 400},
}

// TestLayouts opens the page at each class of screen and checks what a
// person sees: the plot keeps its room (no control covers it), no axis
// label runs over a control or off the plot, and every control of the
// panel can be reached, by scrolling the panel or opening the drawer, and
// is then really on top at its centre.
func TestLayouts(t *testing.T) {
	for _, sc := range screens {
		t.Run(sc.v.Name+sc.query, func(t *testing.T) {
			p := open2(t, sc.query, sc.v)
			p.Do(`hyperplane.loadLesson("least-squares-outliers")`)
			p.MouseAway()
			p.Settle(3)
			if l := Eval[string](p, `document.documentElement.dataset.layout`); l != sc.layout {
				t.Fatalf("layout %q, want %q", l, sc.layout)
			}
			plot := plotBox(p)
			if w, h := plot.Rect[2]-plot.Rect[0], plot.Rect[3]-plot.Rect[1]; w < sc.minW || h < sc.minH {
				t.Errorf("the plot is %v×%v, want at least %v×%v", w, h, sc.minW, sc.minH)
			}
			// The API's canvas is the plot the page laid out.
			if c := Eval[[3]float64](p, `hyperplane.status().canvas`); math.Abs(c[0]-(plot.Rect[2]-plot.Rect[0])) > 1 || math.Abs(c[1]-(plot.Rect[3]-plot.Rect[1])) > 1 {
				t.Errorf("the program draws %v×%v, the plot is %v", c[0], c[1], plot.Rect)
			}
			// Nothing of the panel or the toolbar covers the plot; the lesson
			// card may lie on it only where there is no panel beside it.
			for _, b := range boxes(p, "#panel, #toolbar") {
				if b.overlaps(plot) {
					t.Errorf("%s %v covers the plot %v", b.ID, b.Rect, plot.Rect)
				}
			}
			if sc.layout != "compact" {
				for _, b := range boxes(p, "#lesson-card") {
					if b.overlaps(plot) {
						t.Errorf("the lesson card %v covers the plot %v", b.Rect, plot.Rect)
					}
				}
			}
			if sc.layout == "compact" {
				// The card lies on the plot here; fold it, as a person would
				// to see the plot.
				p.WaitFor("the card", `!document.getElementById("lesson-card").hidden`, 10*time.Second)
				clickID(t, p, "lesson-collapse")
				p.WaitFor("the card to fold", `document.getElementById("lesson-card").classList.contains("collapsed")`, 5*time.Second)
				p.Settle(2)
			}
			// Axis labels: some are shown, all inside the plot, none over a
			// control or an overlay.
			labels := boxes(p, "#labels span")
			if len(labels) < 3 {
				t.Errorf("%d axis labels shown", len(labels))
			}
			over := append(boxes(p, controls), boxes(p, "#lesson-card, #legend, #toolbar, #panel")...)
			for _, l := range labels {
				if l.Rect[0] < plot.Rect[0] || l.Rect[2] > plot.Rect[2]+0.5 || l.Rect[1] < plot.Rect[1] || l.Rect[3] > plot.Rect[3]+0.5 {
					t.Errorf("label %q %v leaves the plot %v", l.ID, l.Rect, plot.Rect)
				}
				for _, c := range over {
					if l.overlaps(c) {
						t.Errorf("label %q %v overlaps %q %v", l.ID, l.Rect, c.ID, c.Rect)
					}
				}
			}
			// Play is on screen without scrolling.
			if !onTop(p, "play") {
				t.Errorf("Play is not on screen")
			}
			// Every control of the panel is reachable.
			if sc.layout == "compact" {
				clickID(t, p, "controls-toggle")
				p.WaitFor("the drawer", `getComputedStyle(document.getElementById("panel")).display !== "none"`, 5*time.Second)
			}
			ids := Eval[[]string](p, `Array.from(document.querySelectorAll("#panel button, #panel select, #panel input, #panel summary")).filter(el => !el.closest("[hidden], [data-hidden='1'], details:not([open]) > :not(summary)") && getComputedStyle(el).display !== "none").map((el, i) => { if (!el.id) el.id = "ctl-" + i; return el.id; })`)
			if len(ids) < 20 {
				t.Errorf("only %d controls in the panel", len(ids))
			}
			for _, id := range ids {
				if !reach(p, id) {
					t.Errorf("control %q cannot be reached", id)
				}
			}
			if sc.layout == "compact" {
				// The drawer closes again and gives the plot back; its close
				// button stays at its top however far it was scrolled.
				if !onTop(p, "panel-close") {
					t.Errorf("the drawer's close button is not on screen")
				}
				clickID(t, p, "panel-close")
				p.WaitFor("the drawer to close", `getComputedStyle(document.getElementById("panel")).display === "none"`, 5*time.Second)
			}
		})
	}
}

// onTop reports whether the element is within the viewport and is what a
// click at its centre would hit.
func onTop(p *Page, id string) bool {
	return Eval[bool](p, `(() => { const el = document.getElementById("`+id+`"); const r = el.getBoundingClientRect();
	  const x = (r.left + r.right) / 2, y = (r.top + r.bottom) / 2;
	  if (r.width === 0 || x < 0 || y < 0 || x > innerWidth || y > innerHeight) return false;
	  const hit = document.elementFromPoint(x, y);
	  return !!hit && (hit === el || el.contains(hit) || hit.contains(el) || (hit.tagName === "LABEL" && hit.control === el)); })()`)
}

// reach scrolls the element into view, as a person scrolling the panel
// would, and reports whether it is then on top.
func reach(p *Page, id string) bool {
	p.Do(`document.getElementById("` + id + `").scrollIntoView({block: "center"})`)
	return onTop(p, id)
}

// clickID clicks the middle of an element with the real mouse.
func clickID(t *testing.T, p *Page, id string) {
	t.Helper()
	c := Eval[[2]float64](p, `(() => { const r = document.getElementById("`+id+`").getBoundingClientRect(); return [(r.left + r.right) / 2, (r.top + r.bottom) / 2]; })()`)
	if err := chromedp.Do(p.Ctx, chromedp.MouseClickXY(c[0], c[1])); err != nil {
		t.Fatal(err)
	}
}

// TestPanelFollowsMethod chooses every method in the picker, as a person
// would, and checks that the panel shows that method's own summary and
// conventions (least squares, which has no parameters, used to keep the
// perceptron's text).
func TestPanelFollowsMethod(t *testing.T) {
	p := open(t, "")
	type spec struct {
		ID      string `json:"id"`
		Summary string `json:"summary"`
		Help    string `json:"help"`
	}
	specs := Eval[[]spec](p, `hyperplane.algorithms()`)
	order := append([]spec{}, specs...)
	// Each method after one with another text, least squares first of all.
	for i, s := range order {
		if s.ID == "least-squares" {
			order[0], order[i] = order[i], order[0]
		}
	}
	for _, s := range order {
		if err := chromedp.Do(p.Ctx, chromedp.SetValue(chromedp.ID("algorithm"), s.ID)); err != nil {
			t.Fatal(err)
		}
		p.Do(`document.getElementById("algorithm").dispatchEvent(new Event("change"))`)
		p.WaitFor("the method", `hyperplane.status().algorithm === "`+s.ID+`"`, 10*time.Second)
		p.WaitFor("the panel", `document.getElementById("algo-summary").textContent === `+jsString(s.Summary), 5*time.Second)
		if h := Eval[string](p, `document.getElementById("algo-help").textContent`); h != s.Help {
			t.Errorf("%s: the conventions show %.60q…", s.ID, h)
		}
	}
}

func jsString(s string) string {
	return "`" + strings.NewReplacer("\\", "\\\\", "`", "\\`", "$", "\\$").Replace(s) + "`"
}

// TestLessonsShow opens every lesson at each class of screen: its card
// shows its title and every paragraph of its text, its "Try" step set
// apart, on screen and not under anything; its scene is loaded; Play is on
// screen. The card collapses and opens again.
func TestLessonsShow(t *testing.T) {
	type lesson struct {
		ID    string `json:"id"`
		Title string `json:"title"`
		Text  string `json:"text"`
		N     int    `json:"n"`
	}
	for _, v := range []Viewport{Desktop, Embed, Phone} {
		p := open2(t, "", v)
		ls := Eval[[]lesson](p, `hyperplane.lessons().map(l => ({id: l.id, title: l.title, text: l.text, n: l.points}))`)
		if len(ls) < 7 {
			t.Fatalf("%d lessons", len(ls))
		}
		p.Close()
		for _, l := range ls {
			q := open2(t, "?lesson="+l.ID, v)
			q.WaitFor("the lesson", `hyperplane.status().title === `+jsString(l.Title), 10*time.Second)
			q.WaitFor("its card", `!document.getElementById("lesson-card").hidden`, 5*time.Second)
			if n := statusOf(q).NPoints; n != l.N {
				t.Errorf("%s %s: %d points, the lesson has %d", v.Name, l.ID, n, l.N)
			}
			if got := Eval[string](q, `document.getElementById("lesson-title").textContent`); got != l.Title {
				t.Errorf("%s %s: card title %q", v.Name, l.ID, got)
			}
			paras := Eval[[]string](q, `Array.from(document.querySelectorAll("#lesson-body p")).map(p => p.textContent)`)
			var want []string
			for _, s := range strings.Split(l.Text, "\n") {
				if s = strings.TrimSpace(s); s != "" {
					want = append(want, s)
				}
			}
			if strings.Join(paras, "\n") != strings.Join(want, "\n") {
				t.Errorf("%s %s: the card shows %q, want %q", v.Name, l.ID, paras, want)
			}
			if strings.Contains(l.Text, "Try") && Eval[int](q, `document.querySelectorAll("#lesson-body p.try").length`) != 1 {
				t.Errorf("%s %s: the Try step is not set apart", v.Name, l.ID)
			}
			if !onTop(q, "lesson-title") || !onTop(q, "lesson-collapse") {
				t.Errorf("%s %s: the card is not on screen", v.Name, l.ID)
			}
			if !onTop(q, "play") {
				t.Errorf("%s %s: Play is not on screen", v.Name, l.ID)
			}
			clickID(t, q, "lesson-collapse")
			q.WaitFor("the card to collapse", `document.getElementById("lesson-card").classList.contains("collapsed")`, 5*time.Second)
			clickID(t, q, "lesson-collapse")
			q.WaitFor("the card to open", `!document.getElementById("lesson-card").classList.contains("collapsed")`, 5*time.Second)
			if l.ID == "perceptron-novikoff" {
				// R's circle, radius max‖x‖, is within the view.
				vis := Eval[map[string]float64](q, `hyperplane.status().visible`)
				r := Eval[float64](q, `Math.max(...hyperplane.state().points.map(p => Math.hypot(p[0], p[1])))`)
				if vis["minX"] > -r || vis["maxX"] < r || vis["minY"] > -r || vis["maxY"] < r {
					t.Errorf("%s: R's circle of radius %v is not within the view %v", v.Name, r, vis)
				}
			}
			if l.ID == "least-squares-outliers" {
				if n := Eval[int](q, `document.querySelectorAll("#legend > div").length`); n != 2 {
					t.Errorf("%s: the legend has %d rows, want the method and the compared boundary", v.Name, n)
				}
			}
			q.Close()
		}
	}
}

// TestViewToggles trains every method on two overlapping classes and
// turns each view that has something to draw for it off and on: the plot
// must change. What has something to draw follows from the model: margins,
// R's circle and w for a single linear function; the last update for an
// iterative one that moved; Fisher's view where there is a projection;
// densities where there are Gaussians; contours where there are
// probabilities; ambiguity (on three classes) for one-versus-rest.
func TestViewToggles(t *testing.T) {
	p := open(t, "")
	plot := image.Rect(0, 0, ViewW-340, ViewH)
	type st struct {
		Field *struct {
			Combine string      `json:"combine"`
			Link    string      `json:"link"`
			Rows    [][]float64 `json:"rows"`
			Band    float64     `json:"band"`
		} `json:"field"`
		Visible    map[string]float64 `json:"visible"`
		Before     []float64          `json:"before"`
		Gaussians  []any              `json:"gaussians"`
		Projection map[string]any     `json:"projection"`
		Mistakes   int                `json:"mistakes"`
		Rings      bool               `json:"ringsHidden"`
		View       map[string]any     `json:"view"`
		Basis      struct {
			Kind string `json:"kind"`
		} `json:"basis"`
	}
	check := func(id, key string, before image.Image) {
		t.Helper()
		on := Eval[map[string]any](p, `hyperplane.status().view`)[key] == true
		p.Do(fmt.Sprintf(`hyperplane.setView({%s: %v})`, key, !on))
		p.Settle(3)
		after := p.Screenshot()
		p.Do(fmt.Sprintf(`hyperplane.setView({%s: %v})`, key, on))
		p.Settle(2)
		if n := changed(before, after, plot); n < 40 {
			t.Errorf("%s: turning %s %v changed %d pixels", id, key, map[bool]string{true: "off", false: "on"}[on], n)
		}
	}
	ids := Eval[[]string](p, `hyperplane.algorithms().map(s => s.id)`)
	for _, id := range ids {
		p.Do(`hyperplane.loadPreset("overlap", {seed: 3})`)
		p.Do(`hyperplane.setAlgorithm("` + id + `")`)
		// Stop short of convergence, so that an iterative method has a
		// last update to show.
		p.Do(`hyperplane.train(40)`)
		s := Eval[st](p, `hyperplane.status()`)
		if s.Field == nil {
			t.Errorf("%s: no model", id)
			continue
		}
		p.MouseAway()
		p.Settle(3)
		base := p.Screenshot()
		keys := []string{"boundary", "grid", "whitened"}
		sign := s.Field.Combine == "sign"
		if s.Mistakes > 0 && !s.Rings {
			keys = append(keys, "misclassified")
		}
		if sign && (s.Basis.Kind == "linear" || s.Basis.Kind == "") {
			// The lines h = ±1 (±θ with Fausett's band) are drawn where
			// they fall in view: h is linear, so at a corner of the view
			// if anywhere.
			r := s.Field.Rows[0]
			lo, hi := math.Inf(1), math.Inf(-1)
			for _, c := range [][2]float64{{s.Visible["minX"], s.Visible["minY"]}, {s.Visible["minX"], s.Visible["maxY"]}, {s.Visible["maxX"], s.Visible["minY"]}, {s.Visible["maxX"], s.Visible["maxY"]}} {
				h := r[0] + r[1]*c[0] + r[2]*c[1]
				lo, hi = math.Min(lo, h), math.Max(hi, h)
			}
			band := 1.0
			if s.Field.Band > 0 {
				band = s.Field.Band
			}
			if hi > band || lo < -band {
				keys = append(keys, "margins")
			}
			keys = append(keys, "weights", "novikoff")
			if len(s.Before) == 3 {
				keys = append(keys, "update")
			}
		}
		if s.Projection != nil {
			keys = append(keys, "fisher")
		}
		if len(s.Gaussians) > 0 {
			keys = append(keys, "densities")
		}
		if s.Field.Link != "" {
			keys = append(keys, "contours")
		}
		for _, k := range keys {
			check(id, k, base)
		}
	}
	// Ambiguity: one-versus-rest on three classes leaves regions no one
	// claims.
	p.Do(`hyperplane.loadLesson("one-versus-rest")`)
	p.Do(`hyperplane.train()`)
	p.MouseAway()
	p.Settle(3)
	check("one-versus-rest", "ambiguity", p.Screenshot())
}

// changed counts the pixels of r that differ between a and b.
func changed(a, b image.Image, r image.Rectangle) int {
	n := 0
	for y := r.Min.Y; y < r.Max.Y; y++ {
		for x := r.Min.X; x < r.Max.X; x++ {
			if dist3(RGB(a, float64(x), float64(y)), RGB(b, float64(x), float64(y))) > 6 {
				n++
			}
		}
	}
	return n
}

// TestUpdateArrow takes perceptron steps on the default scene until one
// updates the weights, then checks the picture of the update (notes 002:
// a ← a + η y z): the engine's step is η y z of the point visited, and the
// page draws the step between the tips of the old and the new w, from one
// anchor at one scale (the longer w 90 CSS pixels long), in red. The
// expected pixels are worked out here from the weights the page reports.
func TestUpdateArrow(t *testing.T) {
	// The Novikoff lesson's blobs sit away from the origin, so the
	// perceptron updates many times.
	p := open(t, "?lesson=perceptron-novikoff")
	p.Do(`hyperplane.reset()`)
	p.Do(`hyperplane.setView({update: true, weights: false, misclassified: false, shading: "off", grid: false})`)
	type snap struct {
		Before []float64 `json:"before"`
		Point  int       `json:"point"`
		Field  struct {
			Rows [][]float64 `json:"rows"`
		} `json:"field"`
		Points  [][3]float64   `json:"points"`
		Params  map[string]any `json:"params"`
		Visible map[string]float64
	}
	var s snap
	for i := 0; i < 30; i++ {
		p.Do(`hyperplane.step()`)
		s = Eval[snap](p, `(() => { const s = hyperplane.state(); s.Visible = s.visible; return s; })()`)
		if len(s.Before) == 3 && len(s.Field.Rows) == 1 && s.Before[1] != 0 {
			break
		}
	}
	if len(s.Before) != 3 || s.Before[1] == 0 {
		t.Fatalf("no update from non-zero weights in 30 steps: %+v", s.Before)
	}
	a := s.Field.Rows[0]
	pt := s.Points[s.Point]
	y := 1.0 // class 1 (index 0) is y = +1
	if pt[2] != 0 {
		y = -1
	}
	eta := 1.0
	if v, ok := s.Params["eta"].(float64); ok {
		eta = v
	}
	z := []float64{1, pt[0], pt[1]}
	for j := range a {
		if math.Abs(a[j]-s.Before[j]-eta*y*z[j]) > 1e-9 {
			t.Fatalf("a − a_old = %v − %v, want η y z = %v·%v·%v", a, s.Before, eta, y, z)
		}
	}
	p.MouseAway()
	p.Settle(3)
	img := p.Screenshot()
	// The anchor: the foot of the perpendicular from the origin to the new
	// boundary, −w₀ w/‖w‖².
	w2 := a[1]*a[1] + a[2]*a[2]
	ax, ay := -a[0]*a[1]/w2, -a[0]*a[2]/w2
	n := math.Max(math.Hypot(s.Before[1], s.Before[2]), math.Sqrt(w2))
	x0, y0 := p.ToPixel(0, 0)
	ux, uy := a[1]/n, a[2]/n
	if math.Hypot(s.Before[1], s.Before[2]) > math.Sqrt(w2) {
		ux, uy = s.Before[1]/n, s.Before[2]/n
	}
	x1, y1 := p.ToPixel(ux, uy)
	c := 90 / math.Hypot(x1-x0, y1-y0) / n // data units per unit of w
	ox, oy := p.ToPixel(ax+c*s.Before[1], ay+c*s.Before[2])
	nx, ny := p.ToPixel(ax+c*a[1], ay+c*a[2])
	red := 0
	for i := 2; i <= 8; i++ {
		f := float64(i) / 10
		px := RGB(img, ox+(nx-ox)*f, oy+(ny-oy)*f)
		if px[0] > 120 && px[1] < 90 && px[2] < 90 {
			red++
		}
	}
	if red < 5 {
		t.Errorf("the step from (%.0f, %.0f) to (%.0f, %.0f) is red at %d of 7 places", ox, oy, nx, ny, red)
	}
}

// TestWheelZoom sends real wheel notches (deltaY 100, as Chromium sends
// for one notch) over the plot: each scales the view by 1.15
// (wasm/view_js.go, notchZoom) about the cursor, and however far the wheel
// turns, the view's width stays within 1/500 and 50 times the points'
// extent (at least 1 unit). Two notches used to zoom about 10⁵ times.
func TestWheelZoom(t *testing.T) {
	p := open(t, "")
	width := func() float64 {
		v := Eval[map[string]float64](p, `hyperplane.status().visible`)
		return v["maxX"] - v["minX"]
	}
	wheel := func(dy float64, n int) {
		for i := 0; i < n; i++ {
			d0 := p.Draws()
			if err := chromedp.Do(p.Ctx, chromedp.MouseEvent(chromedp.MouseWheel, 300, 300, func(m *input.DispatchMouseEventParams) {
				m.DeltaY = dy
				m.DeltaX = 1e-6 // CDP wants both; a zero one is left out
			})); err != nil {
				t.Fatal(err)
			}
			p.waitFrames("the wheel", d0, 2)
		}
	}
	w0 := width()
	wheel(-100, 2) // two notches in
	if w := width(); math.Abs(w/w0-1/(1.15*1.15)) > 0.01 {
		t.Errorf("two notches in: width %v → %v, ratio %v, want 1/1.15² = %v", w0, w, w/w0, 1/(1.15*1.15))
	}
	extent := Eval[float64](p, `(() => { const ps = hyperplane.state().points; const xs = ps.map(q => q[0]), ys = ps.map(q => q[1]);
	  return Math.max(Math.max(...xs) - Math.min(...xs), Math.max(...ys) - Math.min(...ys), 1); })()`)
	wheel(-100, 60)
	if w := width(); w < extent/500*0.999 {
		t.Errorf("after 60 notches in, width %v < extent %v / 500", w, extent)
	}
	wheel(100, 80)
	if w := width(); w > extent*50*1.001 {
		t.Errorf("after 80 notches out, width %v > 50 × extent %v", w, extent)
	}
}

// TestLoadingProgress: while the program downloads, the loading cover's
// bar counts its bytes; at the end it has counted exactly the size of
// web/main.wasm (served uncompressed here, so its Content-Length).
func TestLoadingProgress(t *testing.T) {
	p := open(t, "")
	info, err := os.Stat(filepath.Join(env.Web, "main.wasm"))
	if err != nil {
		t.Fatal(err)
	}
	got := Eval[map[string]float64](p, `window.hyperplaneLoaded`)
	if got["bytes"] != float64(info.Size()) || got["total"] != float64(info.Size()) {
		t.Errorf("the cover counted %v of %v bytes, main.wasm has %d", got["bytes"], got["total"], info.Size())
	}
	if v := Eval[float64](p, `document.getElementById("loading-bar").value`); v != 1 {
		t.Errorf("the bar ends at %v", v)
	}
	mb := fmt.Sprintf("%.1f of %.1f MB", float64(info.Size())/1048576, float64(info.Size())/1048576)
	if s := Eval[string](p, `document.getElementById("loading-bytes").textContent`); s != mb {
		t.Errorf("the cover says %q, want %q", s, mb)
	}
}

// TestAccessibleControls: every control of the page has an accessible name
// (from aria-label, aria-labelledby, its label, its text or its title)
// and shows where the keyboard focus is (an outline of at least 2 pixels
// on it, or on the chip that holds a hidden radio button).
func TestAccessibleControls(t *testing.T) {
	p := open(t, "?lesson=xor-basis")
	type ctl struct {
		ID      string  `json:"id"`
		Name    string  `json:"name"`
		Outline float64 `json:"outline"`
		// Disabled controls take no focus.
		Disabled bool `json:"disabled"`
	}
	got := Eval[[]ctl](p, `Array.from(document.querySelectorAll("button, select, input, a[href], summary, textarea"))
	  .filter(el => !el.closest("[hidden]") && getComputedStyle(el).display !== "none")
	  .map((el, i) => {
	    const text = (e) => (e ? e.textContent.trim() : "");
	    let name = el.getAttribute("aria-label") || "";
	    if (!name && el.getAttribute("aria-labelledby")) name = el.getAttribute("aria-labelledby").split(" ").map(id => text(document.getElementById(id))).join(" ");
	    if (!name && el.labels && el.labels.length) name = Array.from(el.labels).map(text).join(" ");
	    if (!name && /^(BUTTON|SUMMARY|A)$/.test(el.tagName)) name = text(el);
	    if (!name) name = el.title || "";
	    el.focus({focusVisible: true});
	    const shown = getComputedStyle(el).opacity === "0" ? el.closest("label") : el;
	    const s = getComputedStyle(shown);
	    const outline = s.outlineStyle === "none" ? 0 : parseFloat(s.outlineWidth);
	    el.blur();
	    return {id: el.id || el.tagName + i, name: name.trim(), outline, disabled: !!el.disabled};
	  })`)
	if len(got) < 30 {
		t.Fatalf("only %d controls", len(got))
	}
	for _, c := range got {
		if c.Name == "" {
			t.Errorf("%s has no accessible name", c.ID)
		}
		if c.Outline < 2 && !c.Disabled {
			t.Errorf("%s shows no focus (outline %v px)", c.ID, c.Outline)
		}
	}
}

// TestFirstLoad opens the page as a first visitor at 1280×800: the
// perceptron has made its first update, so a boundary is drawn (a dark
// pixel where h = 0 crosses the middle of the view), and Play is on
// screen with a line that says what to do.
func TestFirstLoad(t *testing.T) {
	p := open2(t, "", Desktop)
	p.WaitFor("the first update", `hyperplane.status().step >= 1 && hyperplane.status().trained`, 10*time.Second)
	p.MouseAway()
	p.Settle(3)
	st := statusOf(p)
	a := st.Field.Rows[0]
	w2 := a[1]*a[1] + a[2]*a[2]
	if w2 == 0 {
		t.Fatalf("weights %v draw no boundary", a)
	}
	v := Eval[map[string]float64](p, `hyperplane.status().visible`)
	cx, cy := (v["minX"]+v["maxX"])/2, (v["minY"]+v["maxY"])/2
	h := a[0] + a[1]*cx + a[2]*cy
	// The point of h = 0 nearest the middle of the view.
	bx, by := cx-h*a[1]/w2, cy-h*a[2]/w2
	px, py := p.ToPixel(bx, by)
	img := p.Screenshot()
	dark := 255.0
	for dy := -2.0; dy <= 2; dy++ {
		for dx := -2.0; dx <= 2; dx++ {
			c := RGB(img, px+dx, py+dy)
			dark = math.Min(dark, (c[0]+c[1]+c[2])/3)
		}
	}
	if dark > 90 {
		t.Errorf("no boundary line at (%.0f, %.0f): darkest %v", px, py, dark)
	}
	if !onTop(p, "play") {
		t.Error("Play is not on screen")
	}
	if s := Eval[string](p, `document.getElementById("hint").hidden ? "" : document.getElementById("hint").textContent`); !strings.Contains(s, "Play") {
		t.Errorf("the hint says %q", s)
	}
}

// TestHoKashyapTable opens the panel's table of Ho-Kashyap's b and e with
// a real click: one row a point, and each e_n equals y_n aᵀz_n − b_n
// worked out here from the weights and b the page reports (Duda, Hart and
// Stork §5.9: e = Ya − b, y = +1 for class 1).
func TestHoKashyapTable(t *testing.T) {
	p := open(t, "")
	p.Do(`hyperplane.setAlgorithm("ho-kashyap")`)
	for i := 0; i < 3; i++ {
		p.Do(`hyperplane.step()`)
	}
	p.WaitFor("the table's box", `!document.getElementById("hk-box").hidden`, 5*time.Second)
	p.Do(`document.getElementById("hk-box").scrollIntoView({block: "center"})`)
	clickID(t, p, "hk-summary")
	p.WaitFor("the table", `document.querySelectorAll("#hk tr").length > 1`, 5*time.Second)
	type hkst struct {
		Points [][3]float64 `json:"points"`
		HK     struct {
			B []float64 `json:"b"`
			E []float64 `json:"e"`
		} `json:"hk"`
		Field struct {
			Rows [][]float64 `json:"rows"`
		} `json:"field"`
	}
	s := Eval[hkst](p, `hyperplane.state()`)
	rows := Eval[[][]string](p, `Array.from(document.querySelectorAll("#hk tr")).slice(1).map(r => Array.from(r.cells).map(c => c.textContent))`)
	if len(rows) != len(s.Points) || len(s.HK.E) != len(s.Points) {
		t.Fatalf("%d rows, %d e's for %d points", len(rows), len(s.HK.E), len(s.Points))
	}
	a := s.Field.Rows[0]
	for i, pt := range s.Points {
		y := 1.0
		if pt[2] != 0 {
			y = -1
		}
		e := y*(a[0]+a[1]*pt[0]+a[2]*pt[1]) - s.HK.B[i]
		if math.Abs(e-s.HK.E[i]) > 1e-9*(1+math.Abs(e)) {
			t.Errorf("point %d: e = %v, want y aᵀz − b = %v", i+1, s.HK.E[i], e)
		}
		var shown float64
		fmt.Sscan(strings.ReplaceAll(rows[i][3], "−", "-"), &shown)
		if math.Abs(shown-e) > 1e-3*(1+math.Abs(e)) {
			t.Errorf("point %d: the table shows e = %q, want %v", i+1, rows[i][3], e)
		}
	}
}
