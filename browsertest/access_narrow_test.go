package browsertest

import (
	"testing"
	"time"
)

// Narrow is the narrowest screen WCAG 1.4.10 (reflow) names: 320 CSS
// pixels wide, a phone held upright.
var Narrow = Viewport{"narrow", 320, 640, true}

// overflow lists the visible controls and texts of the page that reach
// past its right edge or its left, and the boxes that scroll sideways.
const overflow = `(() => {
  const W = document.documentElement.clientWidth, out = [];
  if (document.documentElement.scrollWidth > W + 1) out.push("the page scrolls sideways: " + document.documentElement.scrollWidth + " > " + W);
  for (const e of document.querySelectorAll("button, select, input, summary, label, h1, h2, h3, p, td, th, kbd, #status div, .hint-chip")) {
    if (e.closest("[hidden]") || e.getClientRects().length === 0 || e.closest(".sr-only") || getComputedStyle(e).visibility === "hidden") continue;
    const r = e.getBoundingClientRect();
    if (r.width === 0 || r.height === 0) continue;
    // Inside a box that scrolls sideways on purpose (a wide table) it may
    // reach past the screen: the box is what must fit.
    const scroller = e.closest(".alt-scroll, #models, .dec-loss");
    if (scroller) continue;
    if (r.right > W + 1 || r.left < -1) out.push((e.id || e.tagName + "." + e.className) + " at " + Math.round(r.left) + "–" + Math.round(r.right));
  }
  for (const e of document.querySelectorAll("#panel, #lesson-card, #toolbar, .dialog")) {
    if (e.hidden || e.getClientRects().length === 0) continue;
    const r = e.getBoundingClientRect();
    if (r.width > 0 && (r.right > W + 1 || r.left < -1)) out.push(e.id + " spans " + Math.round(r.left) + "–" + Math.round(r.right));
  }
  return out;
})()`

// TestNarrowPhone: at 320 CSS pixels wide the phone's layout needs no
// sideways scrolling (WCAG 1.4.10): no control or text of the toolbar,
// the lesson's card, the panel (the sheet made larger, every section's
// details open, the Decision section with a trained model) or the help
// reaches past the screen's edges, and the plot keeps its share.
func TestNarrowPhone(t *testing.T) {
	p := open2(t, "?lesson=xor-basis", Narrow)
	p.WaitFor("the lesson card", `!document.getElementById("lesson-card").hidden`, 10*time.Second)
	check := func(state string) {
		t.Helper()
		for _, o := range Eval[[]string](p, overflow) {
			t.Errorf("%s: %s", state, o)
		}
	}
	check("the lesson")
	if c := statusOf(p).Canvas; c[0] != 320 || c[1] < 200 {
		t.Errorf("the plot is %v×%v", c[0], c[1])
	}
	p.Do(`document.getElementById("controls-toggle").click()`)
	p.Do(`hyperplane.train()`)
	p.Do(`document.querySelectorAll("#panel details").forEach((d) => { d.open = true; })`)
	p.WaitFor("the tables", `document.querySelectorAll("#points-table tbody tr").length > 0`, 10*time.Second)
	p.Settle(2)
	check("the sheet with everything open")
	p.Do(`document.getElementById("help-open").click()`)
	p.WaitFor("the help", `!document.getElementById("help").hidden`, 5*time.Second)
	check("the help")
	p.Do(`document.getElementById("help-close").click()`)
	p.Do(`hyperplaneLesson.edit()`)
	p.WaitFor("the editor", `!document.getElementById("lesson-editor").hidden`, 5*time.Second)
	check("the lesson editor")
}
