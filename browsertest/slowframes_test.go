package browsertest

import (
	"math"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/cdproto/input"
	"github.com/chromedp/chromedp"
)

// TestSlowFrames drags a point with a finger and with the mouse while
// every frame takes 800 ms (hyperplane.debug.slowFrames, as on a slow phone
// or under a software renderer with 10,000 points): the events come as a
// hand makes them, 20 ms apart, and the frames that see them come late.
// The point moves and nothing is deleted; a real long press, a finger
// resting for 900 ms, still deletes. Before gestures were judged by the
// events' own times, the first frame saw a finger that had moved at once
// as still for over 550 ms and removed the point (issue 41).
func TestSlowFrames(t *testing.T) {
	p := open(t, "?debug")
	p.Do(`hyperplane.setPoints([[1,1,0],[-1,-1,1],[-2,2,0]])`)
	if err := chromedp.Do(p.Ctx, chromedp.EmulateViewport(ViewW, ViewH, chromedp.EmulateTouch)); err != nil {
		t.Fatal(err)
	}
	p.Settle(1)
	p.Do(`hyperplane.debug.slowFrames(800)`)
	defer p.Do(`hyperplane.debug.slowFrames(0)`)
	ms := func(n int) time.Duration { return time.Duration(n) * time.Millisecond }
	// settle waits for two frames after the events, so that the program
	// has taken them all.
	settle := func() { p.waitFrames("frames", p.Draws(), 2) }
	near := func(what string, i int, x, y float64) {
		t.Helper()
		s := stateOf(p)
		if len(s.Points) != 3 {
			t.Logf("the page's gesture log:\n%s", strings.Join(Eval[[]string](p, `hyperplane.debug.gestureLog()`), "\n"))
			t.Fatalf("%s: %d points, want 3: %v", what, len(s.Points), s.Points)
		}
		if math.Abs(s.Points[i][0]-x) > 0.05 || math.Abs(s.Points[i][1]-y) > 0.05 {
			t.Fatalf("%s: point %d at (%.3f, %.3f), want (%v, %v)", what, i, s.Points[i][0], s.Points[i][1], x, y)
		}
	}
	d0 := p.Draws()
	start := time.Now()

	// A finger drags point 0 from (1, 1) to (2, −2) in eight moves 20 ms
	// apart: the gesture takes 200 ms, a quarter of one slow frame.
	x0, y0 := p.ToPixel(1, 1)
	x1, y1 := p.ToPixel(2, -2)
	tl := p.Timeline()
	tl.Touch(input.DispatchTouchEventTypeTouchStart, x0, y0, 0)
	for i := 1; i <= 8; i++ {
		f := float64(i) / 8
		tl.Touch(input.DispatchTouchEventTypeTouchMove, x0+(x1-x0)*f, y0+(y1-y0)*f, ms(20*i))
	}
	tl.Touch(input.DispatchTouchEventTypeTouchEnd, x1, y1, ms(200))
	tl.Wait()
	settle()
	near("after the finger's drag", 0, 2, -2)

	// The mouse drags point 1 from (−1, −1) to (−3, 0) the same way.
	x0, y0 = p.ToPixel(-1, -1)
	x1, y1 = p.ToPixel(-3, 0)
	tl = p.Timeline()
	tl.Mouse(input.DispatchMouseEventTypeMouseMoved, x0, y0, 0)
	tl.Mouse(input.DispatchMouseEventTypeMousePressed, x0, y0, ms(10))
	for i := 1; i <= 8; i++ {
		f := float64(i) / 8
		tl.Held(x0+(x1-x0)*f, y0+(y1-y0)*f, ms(10+20*i))
	}
	tl.Mouse(input.DispatchMouseEventTypeMouseReleased, x1, y1, ms(200))
	tl.Wait()
	settle()
	near("after the mouse's drag", 1, -3, 0)

	// The frames really were slow: each took at least 800 ms.
	if n, s := p.Draws()-d0, time.Since(start).Seconds(); n < 2 || s/n < 0.7 {
		t.Fatalf("%v frames in %.1f s: the frames were not slowed", n, s)
	}

	// A finger resting on point 2 for 900 ms, with no event until it
	// lifts, is a long press: removed.
	x, y := p.ToPixel(-2, 2)
	p.Touch(input.DispatchTouchEventTypeTouchStart, x, y)
	time.Sleep(900 * time.Millisecond)
	p.Touch(input.DispatchTouchEventTypeTouchEnd, x, y)
	p.WaitFor("the long press's removal", `hyperplane.status().npoints === 2`, 20*time.Second)
	s := stateOf(p)
	if math.Abs(s.Points[0][0]-2) > 0.05 || math.Abs(s.Points[1][0]+3) > 0.05 {
		t.Fatalf("the long press removed another point: %v", s.Points)
	}
}
