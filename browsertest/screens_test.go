package browsertest

import (
	"math"
	"testing"
	"time"
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
	// The panel may still be building its controls (on a slow machine,
	// after a change of algorithm or parameters).
	p.WaitFor("#"+id, `document.getElementById("`+id+`") !== null`, 10*time.Second)
	p.Do(`document.getElementById("` + id + `").scrollIntoView({block: "center"})`)
	return onTop(p, id)
}

// clickID clicks the middle of an element with the real mouse, once it
// has stayed put between two frames.
func clickID(t *testing.T, p *Page, id string) {
	t.Helper()
	p.ClickStill("#" + id)
}
