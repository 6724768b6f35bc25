package browsertest

import (
	"image"
	"os"
	"testing"
	"time"
)

// welcomeHint is what the toolbar says on a first visit.
const welcomeHint = "Press Play to train, or click to add points"

// TestHintWhole opens the page as a first visitor on each screen of the
// issue, and at a desktop of 1024, and checks that the toolbar's hint
// reads whole: the full sentence is there, its box shows all of it (no
// line cut by an overflow), every line of its text lies inside the box,
// the toolbar and the window, and it runs over no button.
func TestHintWhole(t *testing.T) {
	views := []Viewport{Desktop, {"desktop1024", 1024, 768, false}, Embed, {"embed600", 600, 400, false}, Phone, {"phone360", 360, 740, true}}
	for _, v := range views {
		t.Run(v.Name, func(t *testing.T) {
			p := open2(t, "", v)
			p.WaitFor("the hint", `!document.getElementById("hint").hidden`, 10*time.Second)
			p.MouseAway()
			if s := Eval[string](p, `document.getElementById("hint").textContent`); s != welcomeHint {
				t.Fatalf("the hint says %q, want %q", s, welcomeHint)
			}
			type geom struct {
				Scroll, Client [2]float64
				Box, Bar       [4]float64
				Lines          [][4]float64
				Buttons        []box
				Layout         string
			}
			g := Eval[geom](p, `(() => {
			  const h = document.getElementById("hint"), bar = document.getElementById("toolbar");
			  const rect = (r) => [r.left, r.top, r.right, r.bottom];
			  const range = document.createRange(); range.selectNodeContents(h);
			  return {Scroll: [h.scrollWidth, h.scrollHeight], Client: [h.clientWidth, h.clientHeight],
			    Box: rect(h.getBoundingClientRect()), Bar: rect(bar.getBoundingClientRect()),
			    Lines: Array.from(range.getClientRects()).map(rect),
			    Buttons: Array.from(bar.querySelectorAll("button, a")).filter(b => !b.hidden && getComputedStyle(b).display !== "none")
			      .map(b => ({id: b.id, Rect: rect(b.getBoundingClientRect())})),
			    Layout: document.documentElement.dataset.layout};
			})()`)
			t.Logf("%s layout, hint box %v, %d lines, toolbar %v", g.Layout, g.Box, len(g.Lines), g.Bar)
			if g.Scroll[0] > g.Client[0] || g.Scroll[1] > g.Client[1] {
				t.Errorf("the hint's text needs %v×%v, its box shows %v×%v", g.Scroll[0], g.Scroll[1], g.Client[0], g.Client[1])
			}
			if len(g.Lines) == 0 {
				t.Fatal("the hint has no text on screen")
			}
			within := func(r, b [4]float64, dy float64) bool {
				return r[0] >= b[0]-0.5 && r[1] >= b[1]-dy && r[2] <= b[2]+0.5 && r[3] <= b[3]+dy
			}
			win := [4]float64{0, 0, float64(v.W), float64(v.H)}
			for _, l := range g.Lines {
				// A line's rectangle is the font's full height, which may
				// pass its line box by a pixel or two without a glyph cut.
				if !within(l, g.Box, 2) || !within(l, g.Bar, 0.5) || !within(l, win, 0.5) {
					t.Errorf("a line of the hint %v leaves its box %v, the toolbar %v or the window", l, g.Box, g.Bar)
				}
				for _, b := range g.Buttons {
					if (box{Rect: l}).overlaps(b) {
						t.Errorf("a line of the hint %v runs over %s %v", l, b.ID, b.Rect)
					}
				}
			}
			// What lies under the toolbar starts below it.
			for _, b := range boxes(p, "#panel, #lesson-card") {
				if b.overlaps(box{Rect: g.Bar}) {
					t.Errorf("%s %v lies under the toolbar %v", b.ID, b.Rect, g.Bar)
				}
			}
			if dir := os.Getenv("HYPERPLANE_HINT_SHOTS"); dir != "" {
				p.SaveTo(dir, "toolbar-"+v.Name+".png", image.Rect(int(g.Bar[0]), int(g.Bar[1]), int(g.Bar[2]), int(g.Bar[3])))
				p.SaveTo(dir, "page-"+v.Name+".png", image.Rectangle{})
			}
			// Play takes the hint away; the toolbar gives its row back, and
			// what lies under it follows it up.
			clickID(t, p, "play")
			p.WaitFor("the hint to go", `document.getElementById("hint").hidden`, 5*time.Second)
			p.Settle(2)
			after := Eval[[2]float64](p, `(() => { const b = document.getElementById("toolbar").getBoundingClientRect(), q = document.getElementById("panel").getBoundingClientRect(); return [b.bottom - b.top, q.top - b.bottom]; })()`)
			if after[0] != 48 {
				t.Errorf("without the hint the toolbar is %v pixels high, want 48", after[0])
			}
			if g.Layout != "compact" && after[1] != 0 {
				t.Errorf("without the hint the panel starts %v pixels below the toolbar, want 0", after[1])
			}
		})
	}
}
