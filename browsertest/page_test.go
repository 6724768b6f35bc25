package browsertest

import (
	"fmt"
	"math"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"
)

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
//
// The panel's first place is its place: the hint comes in the task that
// shows the controls. It came after the first step, a frame or more
// later, grew the toolbar and pushed the panel down 17 pixels under a
// reader's first click. The panel's top and the hint are read in that
// task (a mutation observer of the page's class, which runs before the
// next task), and the top again after the first update.
func TestFirstLoad(t *testing.T) {
	needBrowser(t)
	p := env.OpenWithScript(t, env.URL, `new MutationObserver((ms, o) => {
		const root = document.documentElement;
		if (!root || root.classList.contains("building") || !document.getElementById("panel")) return;
		o.disconnect();
		window.builtAt = {top: document.getElementById("panel").getBoundingClientRect().top, hint: !document.getElementById("hint").hidden};
	}).observe(document, {subtree: true, attributes: true, attributeFilter: ["class"]});`)
	p.WaitStarted()
	p.WaitFor("the first update", `hyperplane.status().step >= 1 && hyperplane.status().trained`, 10*time.Second)
	p.MouseAway()
	p.Settle(3)
	type built struct {
		Top  float64 `json:"top"`
		Hint bool    `json:"hint"`
	}
	b := Eval[*built](p, `window.builtAt || null`)
	if b == nil {
		t.Fatal("the page's class never lost \"building\"")
	}
	if top := Eval[float64](p, `document.getElementById("panel").getBoundingClientRect().top`); !b.Hint || top != b.Top {
		t.Errorf("with the controls shown the panel's top was %v (the hint shown: %v), after the first update %v", b.Top, b.Hint, top)
	}
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
