package browsertest

import (
	"encoding/json"
	"fmt"
	"sync"
	"time"

	"github.com/chromedp/cdproto/input"
	"github.com/chromedp/chromedp"
)

// Ticks returns the number of updates the game has run.
func (p *Page) Ticks() float64 { return Eval[float64](p, "hyperplane.status().ticks") }

// Draws returns the number of browser frames the game has drawn. Input is
// read once a frame (several updates can run in one), so a test waits for
// frames between input events.
func (p *Page) Draws() float64 { return Eval[float64](p, "hyperplane.status().draws") }

// waitFrames waits until n more frames have been drawn after t0.
func (p *Page) waitFrames(what string, t0 float64, n int) {
	p.t.Helper()
	p.WaitFor(what, fmt.Sprintf("hyperplane.status().draws >= %v", t0+float64(n)), 20*time.Second)
}

// Settle waits until the game has run n more updates and painted any
// change, so a screenshot shows the current state.
func (p *Page) Settle(n int) {
	p.t.Helper()
	t0 := p.Draws()
	p.WaitFor("frames", fmt.Sprintf("hyperplane.status().draws >= %v && !hyperplane.status().animating", t0+float64(n)), 30*time.Second)
	p.waitFrames("a painted frame", p.Draws(), 2)
}

// AfterFrames waits, without calling the page's API, until two animation
// frames have run after now and then a quarter of a second more, by
// which time the frame that shows an input made before it has been
// painted, also at 4x CPU throttling. A call into the API brings the
// models up to date with the points first (api.callLocked), so a poll of
// status() right after a click or a key could put a whole refit before
// the input's frame, which no person's input has behind it: measuring
// latency, wait with this before reading the page.
func (p *Page) AfterFrames() {
	p.t.Helper()
	Await[bool](p, `new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(() => r(true), 250))))`)
}

// ToPixel returns the CSS pixel of a data point.
func (p *Page) ToPixel(x, y float64) (float64, float64) {
	v := Eval[[2]float64](p, fmt.Sprintf("hyperplane.toPixel(%v, %v)", x, y))
	return v[0], v[1]
}

// ToPixels returns the CSS pixels of many data points in one call to the
// page (a call each costs a round trip to the browser).
func (p *Page) ToPixels(xy [][2]float64) [][2]float64 {
	p.t.Helper()
	if len(xy) == 0 {
		return nil
	}
	b, _ := json.Marshal(xy)
	return Eval[[][2]float64](p, "("+string(b)+").map(q => hyperplane.toPixel(q[0], q[1]))")
}

// PointPixels returns the CSS pixels of the points of a status.
func (p *Page) PointPixels(pts [][3]float64) [][2]float64 {
	p.t.Helper()
	xy := make([][2]float64, len(pts))
	for i, q := range pts {
		xy[i] = [2]float64{q[0], q[1]}
	}
	return p.ToPixels(xy)
}

// ClickElement sends a real left click to the middle of the element sel,
// once it is on top there and has stayed put between two frames: the
// panel moves as the page renders a new status, and a click computed
// before such a move lands beside the element (CI's TestLessonEditor
// missed the editor's button so). A layout can still come between the
// last reading and the browser's hit test (at 4x the panel re-laid out
// 1.4 s after a loadScene, moving #lesson-write 17 px, and a clean
// clone's CI missed it once more so): a guard in the page, listening
// before the page's own handlers, lets the press through only when it
// falls on sel, swallows it otherwise, and the click is read again and
// sent again; the same when the release lands beside it (CI failed so
// once more, the editor never opened), which a run at 1x showed.
func (p *Page) ClickElement(sel string) {
	p.t.Helper()
	p.clickStill(sel, `e.scrollIntoView({block: "nearest"});`,
		`const h = document.elementFromPoint(x, y); if (!h || (h !== e && !e.contains(h))) return null;`)
}

// ClickStill clicks the middle of the element sel once it has stayed put
// between two frames, wherever it is and whatever lies over it.
func (p *Page) ClickStill(sel string) {
	p.t.Helper()
	p.clickStill(sel, "", "")
}

// aimGuard installs, for one click on the element e, listeners on the
// window's capture phase (before any of the page's) that let the click's
// events through while each falls on e, and stop every one after the
// first that does not (window.__hpAim.state "miss"), so that a misplaced
// click changes nothing: a layout can move e between the press and the
// release too, and the click then goes to another element. The state is
// "clicked" once a click on e went through; the guard removes itself at
// the click.
const aimGuard = `(() => {
  if (window.__hpAim) window.__hpAim.off();
  const types = ["pointerdown", "mousedown", "pointerup", "mouseup", "click"];
  const aim = {state: "armed"};
  const on = (ev) => {
    if (aim.state !== "miss" && !(ev.target === e || e.contains(ev.target))) aim.state = "miss";
    if (aim.state === "miss") { ev.stopImmediatePropagation(); ev.preventDefault(); }
    else if (ev.type === "click") aim.state = "clicked";
    if (ev.type === "click") aim.off();
  };
  aim.off = () => { for (const t of types) window.removeEventListener(t, on, true); };
  for (const t of types) window.addEventListener(t, on, true);
  window.__hpAim = aim;
})();`

// clickStill clicks the middle of sel once two readings a frame apart
// agree; before runs before each reading, and check may return null to
// read again. With a check, the click is guarded (aimGuard) and sent
// again while it misses.
func (p *Page) clickStill(sel, before, check string) {
	p.t.Helper()
	guard := ""
	if check != "" {
		guard = aimGuard
	}
	read := func(arm string) string {
		return `(() => { const e = document.querySelector(` + "`" + sel + "`" + `); if (!e) return null; ` + before + `
	  const r = e.getBoundingClientRect(), x = (r.left + r.right) / 2, y = (r.top + r.bottom) / 2; ` + check + arm + `
	  return [x, y]; })()`
	}
	deadline := time.Now().Add(Patience(20 * time.Second))
	var last *[2]float64
	for {
		c := Eval[*[2]float64](p, read(""))
		if c != nil && last != nil && *c == *last {
			// Read once more, arming the guard in the same task.
			if c = Eval[*[2]float64](p, read(guard)); c != nil && *c == *last {
				if err := chromedp.Do(p.Ctx, chromedp.MouseClickXY(c[0], c[1])); err != nil {
					p.t.Fatalf("click %s: %v", sel, err)
				}
				if guard == "" {
					return
				}
				state := Eval[string](p, `(() => { const a = window.__hpAim; window.__hpAim = null; if (!a) return "none"; a.off(); return a.state; })()`)
				// "none": the page that held the guard is gone (the click
				// navigated), so the click went through.
				if state == "clicked" || state == "none" {
					return
				}
				p.t.Logf("the click on %s at %v did not land on it (%s: the page moved it); clicking again", sel, *c, state)
			}
			c = nil
		}
		if time.Now().After(deadline) {
			p.t.Fatalf("%s has not stayed put and clickable (last at %v)", sel, c)
		}
		last = c
		p.waitFrames("a frame", p.Draws(), 1)
	}
}

// Click sends a real left click at a CSS pixel and waits until the game
// has seen it (several clicks inside one frame would merge).
func (p *Page) Click(x, y float64, opts ...chromedp.MouseOption) {
	p.t.Helper()
	t0 := p.Draws()
	if err := chromedp.Do(p.Ctx, chromedp.MouseClickXY(x, y, opts...)); err != nil {
		p.t.Fatalf("click: %v", err)
	}
	p.waitFrames("the click to be seen", t0, 2)
}

// MouseAway moves the mouse over the panel, off the canvas, so that no
// point is hovered and no tooltip covers the plot.
func (p *Page) MouseAway() {
	p.t.Helper()
	t := p.Draws()
	if err := chromedp.Do(p.Ctx, chromedp.MouseEvent(chromedp.MouseMoved, p.W-5, p.H-5)); err != nil {
		p.t.Fatalf("mouse: %v", err)
	}
	p.waitFrames("the mouse to leave", t, 2)
}

// Drag presses at (x0, y0), moves in steps to (x1, y1) and releases.
func (p *Page) Drag(x0, y0, x1, y1 float64, steps int) {
	p.t.Helper()
	p.dragWith(input.MouseButtonLeft, 1, x0, y0, x1, y1, steps)
}

// dragWith is Drag with the given button (buttons: its bit in the mask
// of pressed buttons).
func (p *Page) dragWith(button input.MouseButton, buttons int64, x0, y0, x1, y1 float64, steps int) {
	p.t.Helper()
	held := func(pr *input.DispatchMouseEventParams) {
		pr.Button = button
		pr.Buttons = buttons
	}
	run := func(a chromedp.Action[chromedp.Void]) {
		if err := chromedp.Do(p.Ctx, a); err != nil {
			p.t.Fatalf("drag: %v", err)
		}
	}
	t := p.Draws()
	run(chromedp.MouseEvent(chromedp.MouseMoved, x0, y0))
	p.waitFrames("the hover", t, 2)
	t = p.Draws()
	run(chromedp.MouseEvent(chromedp.MousePressed, x0, y0, held, chromedp.ClickCount(1)))
	p.waitFrames("the press", t, 2)
	for i := 1; i <= steps; i++ {
		f := float64(i) / float64(steps)
		t = p.Draws()
		run(chromedp.MouseEvent(chromedp.MouseMoved, x0+(x1-x0)*f, y0+(y1-y0)*f, held))
		p.waitFrames("the move", t, 1)
	}
	t = p.Draws()
	run(chromedp.MouseEvent(chromedp.MouseReleased, x1, y1, held, chromedp.ClickCount(1)))
	p.waitFrames("the release", t, 2)
}

// Touch sends a touch event of one finger at the CSS pixel (x, y) now, and
// returns once the page has handled it (a touch end or cancel lifts the
// finger).
func (p *Page) Touch(typ input.DispatchTouchEventType, x, y float64) {
	p.t.Helper()
	pts := []*input.TouchPoint{{X: x, Y: y}}
	if typ == input.DispatchTouchEventTypeTouchEnd || typ == input.DispatchTouchEventTypeTouchCancel {
		pts = []*input.TouchPoint{}
	}
	if _, err := chromedp.Call(p.Ctx, input.DispatchTouchEvent, input.DispatchTouchEventParams{Type: typ, TouchPoints: pts}); err != nil {
		p.t.Fatalf("touch: %v", err)
	}
}

// Timeline sends touch and mouse events as a hand makes them: each at
// its offset from the timeline's start in real time, stamped with that
// time, without waiting for the page to take the one before (CDP answers
// an input event only once the page has handled it, a frame or more on a
// busy page). The page judges gestures by the events' times
// (wasm/gesture), as it must with a real touch screen, whose events queue
// up while a slow frame runs.
type Timeline struct {
	p     *Page
	start time.Time
	wg    sync.WaitGroup
	errs  chan error
}

// Timeline starts a timeline now.
func (p *Page) Timeline() *Timeline {
	return &Timeline{p: p, start: time.Now(), errs: make(chan error, 64)}
}

// stamp is the time at offset at, for CDP.
func (tl *Timeline) stamp(at time.Duration) input.TimeSinceEpoch {
	return input.TimeSinceEpoch(float64(tl.start.Add(at).UnixNano()) / 1e9)
}

// send sends one event at its offset: it sleeps until then, and sends the
// event in the background.
func (tl *Timeline) send(at time.Duration, do func() error) {
	time.Sleep(time.Until(tl.start.Add(at)))
	tl.wg.Add(1)
	go func() {
		defer tl.wg.Done()
		if err := do(); err != nil {
			tl.errs <- err
		}
	}()
	time.Sleep(2 * time.Millisecond) // let it reach the browser before the next one
}

// Wait waits until the page has taken every event sent.
func (tl *Timeline) Wait() {
	tl.p.t.Helper()
	tl.wg.Wait()
	select {
	case err := <-tl.errs:
		tl.p.t.Fatalf("input: %v", err)
	default:
	}
}

// Touch sends a touch event of one finger at the CSS pixel (x, y), at
// offset at (a touch end lifts the finger).
func (tl *Timeline) Touch(typ input.DispatchTouchEventType, x, y float64, at time.Duration) {
	pts := []*input.TouchPoint{{X: x, Y: y}}
	if typ == input.DispatchTouchEventTypeTouchEnd || typ == input.DispatchTouchEventTypeTouchCancel {
		pts = []*input.TouchPoint{}
	}
	pr := input.DispatchTouchEventParams{Type: typ, TouchPoints: pts, Timestamp: tl.stamp(at)}
	tl.send(at, func() error { _, err := chromedp.Call(tl.p.Ctx, input.DispatchTouchEvent, pr); return err })
}

// Mouse sends a mouse event at the CSS pixel (x, y), at offset at: a
// move with no button, or the left button's press or release.
func (tl *Timeline) Mouse(typ input.DispatchMouseEventType, x, y float64, at time.Duration) {
	pr := input.DispatchMouseEventParams{Type: typ, X: x, Y: y, Timestamp: tl.stamp(at)}
	if typ != input.DispatchMouseEventTypeMouseMoved {
		pr.Button, pr.Buttons, pr.ClickCount = input.MouseButtonLeft, 1, 1
	}
	if typ == input.DispatchMouseEventTypeMouseReleased {
		pr.Buttons = 0
	}
	tl.send(at, func() error { _, err := chromedp.Call(tl.p.Ctx, input.DispatchMouseEvent, pr); return err })
}

// Held sends a move with the left button down.
func (tl *Timeline) Held(x, y float64, at time.Duration) {
	pr := input.DispatchMouseEventParams{Type: input.DispatchMouseEventTypeMouseMoved, X: x, Y: y,
		Button: input.MouseButtonLeft, Buttons: 1, Timestamp: tl.stamp(at)}
	tl.send(at, func() error { _, err := chromedp.Call(tl.p.Ctx, input.DispatchMouseEvent, pr); return err })
}
