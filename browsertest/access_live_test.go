package browsertest

import (
	"context"
	"encoding/json"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/cdproto/accessibility"
	"github.com/chromedp/cdproto/cdp"
	"github.com/chromedp/chromedp"
)

// axText returns an accessibility value as text.
func axText(v *accessibility.Value) string {
	if v == nil {
		return ""
	}
	var s string
	if json.Unmarshal([]byte(v.Value), &s) == nil {
		return s
	}
	return string(v.Value)
}

// TestPlotAccessibilityTree reads Chrome's accessibility tree (the CDP
// Accessibility domain): the plot is a focusable application named for
// what it shows, described as an interactive plot and by its keys and its
// summary.
func TestPlotAccessibilityTree(t *testing.T) {
	p := open(t, "")
	p.WaitFor("a summary", `document.getElementById("plot-help") && document.getElementById("plot-summary")`, 10*time.Second)
	nodes, err := chromedp.Run(p.Ctx, chromedp.Action[[]*accessibility.Node](func(ctx context.Context, tg *chromedp.Target) ([]*accessibility.Node, error) {
		r, err := cdp.Call(ctx, tg, accessibility.GetFullAXTree, accessibility.GetFullAXTreeParams{})
		return r.Nodes, err
	}))
	if err != nil {
		t.Fatal(err)
	}
	var plot *accessibility.Node
	for _, n := range nodes {
		if axText(n.Role) == "application" {
			if plot != nil {
				t.Fatalf("two applications in the tree")
			}
			plot = n
		}
	}
	if plot == nil {
		t.Fatalf("no node of role application among %d", len(nodes))
	}
	if name := axText(plot.Name); name != "Plot of the points and the decision boundary" {
		t.Errorf("the plot is named %q", name)
	}
	if d := axText(plot.Description); !strings.Contains(d, "Arrow keys move a cursor") {
		t.Errorf("the plot is described %q", d)
	}
	props := map[string]string{}
	for _, pr := range plot.Properties {
		props[string(pr.Name)] = axText(pr.Value)
	}
	if props["roledescription"] != "interactive plot" || props["focusable"] != "true" {
		t.Errorf("the plot's properties %v", props)
	}
	if plot.Ignored {
		t.Errorf("the plot is ignored: %v", plot.IgnoredReasons)
	}
}

// liveChange is a change of a live region's text, at a time of the page.
type liveChange struct {
	ID   string  `json:"id"`
	T    float64 `json:"t"`
	Text string  `json:"text"`
}

// TestLiveRegionWhileTraining trains logistic regression by batch gradient
// descent for several seconds and records every change of every live
// region of the page: the plot's summary speaks at most once a second
// while training runs (a change sooner waits), says the converged model
// once when training stops, and then nothing more; no other live region
// speaks at every status.
func TestLiveRegionWhileTraining(t *testing.T) {
	p := open(t, "")
	p.Do(`hyperplane.setPoints([[2,2,0],[3,2,0],[3,3,0],[2,3,0],[2.5,2.5,1],[-2,-2,1],[-3,-2,1],[-3,-3,1],[1,2,0],[-1,-2,1]])`)
	p.Do(`hyperplane.setAlgorithm("logistic")`)
	p.Do(`hyperplane.reset()`)
	p.Do(`hyperplane.setSpeed(150)`)
	p.Settle(2)
	p.Do(`(() => {
	  window.__live = [];
	  const regions = [...document.querySelectorAll('[aria-live], [role="status"], [role="alert"], [role="log"]')];
	  for (const r of regions) {
	    new MutationObserver(() => window.__live.push({id: r.id || r.className, t: performance.now(), text: r.textContent.trim()}))
	      .observe(r, {childList: true, characterData: true, subtree: true});
	  }
	  window.__regions = regions.map(r => r.id || r.className);
	})()`)
	t0 := Eval[float64](p, `performance.now()`)
	p.Do(`hyperplane.play()`)
	p.WaitFor("convergence", `(() => { const s = hyperplane.status(); return !s.playing && s.status === "converged"; })()`, 60*time.Second)
	stop := Eval[float64](p, `performance.now()`)
	time.Sleep(3 * time.Second)
	if stop-t0 < 3000 {
		t.Fatalf("training took %.0f ms: too short to test the region", stop-t0)
	}
	all := Eval[[]liveChange](p, `window.__live`)
	var sum []liveChange
	others := map[string]int{}
	for _, c := range all {
		switch c.ID {
		case "plot-summary":
			sum = append(sum, c)
		case "plot-said":
			t.Errorf("the keys' region spoke with no key pressed: %q", c.Text)
		default:
			others[c.ID]++
		}
	}
	// Go's clock and the page's differ by the time between the write and
	// the observer: allow 40 ms.
	for i := 1; i < len(sum); i++ {
		if d := sum[i].T - sum[i-1].T; d < 960 {
			t.Errorf("two summaries %.0f ms apart: %q, %q", d, sum[i-1].Text, sum[i].Text)
		}
	}
	var after []liveChange
	for _, c := range sum {
		if c.T > stop {
			after = append(after, c)
		}
	}
	// The last summary may come a second after the stop at most (it waits
	// for its turn), and it says the model converged.
	last := sum[len(sum)-1]
	if len(after) > 1 || !strings.Contains(last.Text, "converged") || last.T > stop+1100 {
		t.Errorf("after the stop: %d summaries (want one, the last saying converged, within a second): %+v", len(after), after)
	}
	for _, c := range sum[:len(sum)-1] {
		if strings.Contains(c.Text, "converged") {
			t.Errorf("a summary before the last says converged: %q", c.Text)
		}
	}
	seconds := (stop - t0) / 1000
	if float64(len(sum)) > seconds+2 || len(sum) < 2 {
		t.Errorf("%d summaries in %.1f s of training", len(sum), seconds)
	}
	for id, n := range others {
		if n > 2 {
			t.Errorf("the live region %s spoke %d times while training", id, n)
		}
	}
	t.Logf("%.1f s of training: %d summaries, %v other live changes, of %d regions; the last: %s", seconds, len(sum), others,
		len(Eval[[]string](p, `window.__regions`)), last.Text)
}
