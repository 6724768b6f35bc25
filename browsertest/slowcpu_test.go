package browsertest

import (
	"fmt"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
)

// TestInputPaintedOnSlowCPU: with 100,000 points and the page's CPU
// throttled four times (the slow machine of Lighthouse's Total Blocking
// Time), three clicks on the plot each add a point, and three presses of
// Enter on the plot each add one at the keyboard's cursor, and every one
// of them is painted within 200 ms of its own event: Interaction to Next
// Paint's "good" (web.dev/inp: 200 ms or less). The times are the
// program's own (pace.Inputs, ?debug's inputs()): from the event's time
// stamp (a click's release, which adds the point; the keydown) to the end
// of the frame drawn after the program applied it. The inputs come a
// second apart, as a person's do, after the page has drawn the last one.
// As in TestTrainingKeepsFrames, an input that waited longer while the
// page's main thread was mostly idle (Chrome's trace: its tasks' CPU,
// which counts the throttling) waited for the machine, not the page, and
// is reported; one whose wait the page's own work would still pass 200
// ms with, less a display interval, fails the test.
//
// The test reads the page's state only once the frames after an input
// have run (painted): a call into the page's API brings the models up to
// date with the points first (api.callLocked), and a poll that came
// between the input and its frame put a whole refit, 70-110 ms at 4x with
// 100,000 points, before the paint (a key painted after 217 ms, 207 of
// them busy, in a CI run). A person's input has no such call behind it:
// the page refits in the slack after the frame that shows the point.
func TestInputPaintedOnSlowCPU(t *testing.T) {
	p := open(t, "?debug")
	p.Do(fmt.Sprintf("hyperplane.setPoints(%s)", Blobs(100000)))
	p.Do(`hyperplane.setAlgorithm("perceptron")`)
	p.Settle(2)
	p.Throttle(4)
	pause := func() {
		p.Settle(1)
		time.Sleep(time.Second)
	}
	pause()
	p.Inputs() // what came before
	n := Eval[int](p, "hyperplane.status().npoints")
	var sync float64
	events, err := p.Trace(func() {
		sync = Eval[float64](p, `(performance.mark("zz:sync"), performance.now())`)
		for i := range 3 {
			x, y := p.ToPixel(4.2-0.4*float64(i), 4.2)
			if err := chromedp.Do(p.Ctx, chromedp.MouseClickXY(x, y)); err != nil {
				t.Fatalf("click: %v", err)
			}
			n++
			p.AfterFrames()
			p.WaitFor("the clicked point", fmt.Sprintf("hyperplane.status().npoints === %d", n), 30*time.Second)
			pause()
		}
		p.Do(`(document.querySelector("body > canvas").focus(), {ok: true})`)
		for range 3 {
			if err := chromedp.Do(p.Ctx, chromedp.KeyEvent("\r")); err != nil {
				t.Fatalf("Enter: %v", err)
			}
			n++
			p.AfterFrames()
			p.WaitFor("the point of Enter", fmt.Sprintf("hyperplane.status().npoints === %d", n), 30*time.Second)
			pause()
		}
	})
	if err != nil {
		t.Fatal(err)
	}
	tasks, syncAt := MainThreadTasks(events, "zz:sync")
	count := map[string]int{}
	for _, in := range p.Inputs() {
		count[in.Kind]++
		lat := in.Latency()
		t0 := in.At - sync + syncAt // the event on the trace's clock
		busy := CPUBetween(tasks, t0, t0+lat)
		t.Logf("%s painted %.0f ms after its event (applied after %.0f ms), the main thread busy %.0f ms of it", in.Kind, lat, in.Applied-in.At, busy)
		if lat <= 200 {
			continue
		}
		if busy+1000.0/60 > 200 {
			t.Errorf("a %s was painted %.0f ms after its event, the page's main thread busy %.0f ms of it: more than 200 ms at 4x CPU throttling with 100,000 points", in.Kind, lat, busy)
		} else {
			t.Logf("the %s's %.0f ms were the machine's: the page's main thread was busy only %.0f ms of it", in.Kind, lat, busy)
		}
	}
	if count["click"] != 3 || count["key"] < 3 {
		t.Errorf("the inputs timed: %v; want 3 clicks and 3 keys", count)
	}
}
