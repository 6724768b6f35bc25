package browsertest

import (
	"path/filepath"
	"slices"
	"testing"
	"time"
)

// TestNoGamepadPolling: the page tells Ebiten there are no gamepads
// (index.html), so Chromium never starts the thread that polls for them,
// which Ebiten's call of navigator.getGamepads at every frame would start
// and keep running while the page is open. In a browser of its own (the
// shared one may have met a page that polled): after the playground has
// painted and run for a second, no process of the browser has a thread
// named "Gamepad polling". Then, as the check's control, the page calls
// the browser's own getGamepads once, and the thread must appear: the
// name is Chromium's (device/gamepad's polling thread, seen in /proc on
// Chromium 156), and without the control a renamed thread would pass the
// check unseen.
func TestNoGamepadPolling(t *testing.T) {
	needBrowser(t)
	profile := filepath.Join(t.TempDir(), "profile")
	bctx, stop, err := StartBrowser(profile)
	if err != nil {
		t.Fatal(err)
	}
	defer stop()
	own := *env
	own.Browser = bctx
	p := own.Open(t, "")
	defer p.Close()
	if got := Eval[string](p, `String(navigator.getGamepads())`); got != "null" {
		t.Errorf("navigator.getGamepads() = %s in the page, want null", got)
	}
	// A second of frames, each of which asked for the gamepads.
	p.waitFrames("frames", p.Draws(), 2)
	t0 := Eval[float64](p, `hyperplane.status().ticks`)
	time.Sleep(time.Second)
	if ticks := Eval[float64](p, `hyperplane.status().ticks`); ticks < t0+10 {
		t.Fatalf("%v updates in a second: the program is not running its frames", ticks-t0)
	}
	polling := func() bool {
		procs, err := BrowserProcs(profile)
		if err != nil {
			t.Fatal(err)
		}
		for _, pr := range procs {
			if slices.Contains(pr.Threads, "Gamepad polling") {
				return true
			}
		}
		return false
	}
	if polling() {
		t.Fatal("the browser polls for gamepads")
	}
	// The control: the browser's own getGamepads starts the thread.
	Eval[int](p, `Navigator.prototype.getGamepads.call(navigator).length`)
	deadline := time.Now().Add(Patience(10 * time.Second))
	for !polling() {
		if time.Now().After(deadline) {
			t.Fatal("the browser's own getGamepads started no thread named \"Gamepad polling\": the check above cannot see it")
		}
		time.Sleep(100 * time.Millisecond)
	}
}
