package browsertest

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
)

// axeTags are the rule sets of WCAG 2.0, 2.1 and 2.2 at levels A and AA.
const axeTags = `["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"]`

// axeViolation is one rule that failed, with the elements it failed on.
type axeViolation struct {
	ID    string `json:"id"`
	Help  string `json:"help"`
	Nodes []struct {
		Target  []any  `json:"target"`
		HTML    string `json:"html"`
		Summary string `json:"failureSummary"`
	} `json:"nodes"`
}

// injectAxe loads the pinned axe-core (browsertest/npm, installed by make
// test's set-up) into the page.
func injectAxe(t *testing.T, p *Page) {
	t.Helper()
	src, err := os.ReadFile(filepath.Join("npm", "node_modules", "axe-core", "axe.min.js"))
	if err != nil {
		t.Fatalf("axe-core is not installed (make browser installs it): %v", err)
	}
	if _, err := chromedp.Run(p.Ctx, chromedp.Evaluate[bool](string(src)+"\n;true")); err != nil {
		t.Fatalf("loading axe-core: %v", err)
	}
}

// axe runs axe-core's WCAG A and AA rules on the page and fails the test
// with every violation, naming the state of the page it was found in.
func axe(t *testing.T, p *Page, state string) {
	t.Helper()
	if !Eval[bool](p, `typeof axe === "object"`) {
		injectAxe(t, p)
	}
	vs := Await[[]axeViolation](p, `axe.run(document, {runOnly: {type: "tag", values: `+axeTags+`}, resultTypes: ["violations"]}).then(r => r.violations)`)
	for _, v := range vs {
		var where []string
		for _, n := range v.Nodes {
			where = append(where, strings.TrimSpace(n.HTML)[:min(len(strings.TrimSpace(n.HTML)), 160)]+" — "+n.Summary)
		}
		t.Errorf("%s: %s (%s):\n  %s", state, v.ID, v.Help, strings.Join(where, "\n  "))
	}
}

// TestAxe runs axe-core on every class of screen with the lesson card, the
// panel (the drawer or the sheet opened), the Decision section with a
// trained model and its tables, the description and the points table
// open, and each dialog: the help, the lesson editor, the choice of a
// CSV's columns and the fault box. No rule of WCAG 2.0, 2.1 and 2.2 at
// levels A and AA may fail.
func TestAxe(t *testing.T) {
	for _, v := range []Viewport{Desktop, Embed, Phone} {
		t.Run(v.Name, func(t *testing.T) {
			q := "?debug&lesson=xor-basis"
			if v.Name == "embed" {
				q = "?debug&embed&lesson=xor-basis"
			}
			p := open2(t, q, v)
			p.AllowFaults() // the fault box is opened on purpose below
			p.WaitFor("the lesson card", `!document.getElementById("lesson-card").hidden`, 10*time.Second)
			axe(t, p, v.Name+", the lesson's card")

			// The panel: the drawer of the compact layout, the sheet's
			// larger share on a phone; the Decision section with a trained
			// model, every table of data and the points table open.
			p.Do(`document.getElementById("controls-toggle").offsetParent && document.getElementById("controls-toggle").click()`)
			p.Do(`hyperplane.train()`)
			p.Do(`document.querySelectorAll("#panel details").forEach((d) => { d.open = true; })`)
			p.Do(`document.getElementById("sec-decision").scrollIntoView()`)
			p.WaitFor("the decision's tables", `document.querySelectorAll("#dec-confusion tr").length > 1 && document.querySelectorAll("#points-table tbody tr").length > 0`, 10*time.Second)
			p.Settle(2)
			axe(t, p, v.Name+", the panel with the Decision section and its tables open")

			p.Do(`document.getElementById("help-open").click()`)
			p.WaitFor("the help", `!document.getElementById("help").hidden && !!document.getElementById("plot-keys")`, 5*time.Second)
			axe(t, p, v.Name+", the help")
			p.Do(`document.getElementById("help-close").click()`)

			p.Do(`hyperplaneLesson.edit()`)
			p.WaitFor("the editor", `!document.getElementById("lesson-editor").hidden`, 5*time.Second)
			axe(t, p, v.Name+", the lesson editor")
			p.Do(`document.dispatchEvent(new KeyboardEvent("keydown", {key: "Escape", bubbles: true}))`)
			p.WaitFor("the editor to close", `document.getElementById("lesson-editor").hidden`, 5*time.Second)

			p.Do(`hyperplaneUI.openText("a,b,c,kind\n1,2,3,x\n4,5,6,y\n7,8,9,x\n", "wide.csv")`)
			p.WaitFor("the columns' dialog", `document.getElementById("csv-pick") && !document.getElementById("csv-pick").hidden`, 5*time.Second)
			axe(t, p, v.Name+", the choice of a CSV's columns")
			p.Do(`document.getElementById("csv-cancel").click()`)

			Eval[any](p, `hyperplane.debug.panic("call")`) // refused, and shown in the fault box
			p.WaitFor("the fault box", `!document.getElementById("fault").hidden`, 5*time.Second)
			axe(t, p, v.Name+", the fault box")
		})
	}
}
