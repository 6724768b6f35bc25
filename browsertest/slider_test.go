package browsertest

import (
	"fmt"
	"image"
	"math"
	"testing"
	"time"

	"github.com/chromedp/cdproto/input"
	"github.com/chromedp/chromedp"
)

// TestSliderLive: a parameter's slider sets the parameter while it moves,
// not only when it is let go, and a model that was playing plays on: the
// kernel SVM's γ slider, dragged by the real mouse (desktop, embed) and by
// touch (phone), has changed γ and the model's f before the release, and
// on the desktop the plot's pixels have changed by then too.
func TestSliderLive(t *testing.T) {
	for _, v := range []Viewport{Desktop, Embed, Phone} {
		t.Run(v.Name, func(t *testing.T) {
			p := open2(t, "?preset=circles", v)
			defer p.Close()
			p.Do(`hyperplane.setAlgorithm("svm")`)
			p.Do(`hyperplane.setParams({kernel: "rbf", gamma: 0.5, C: 1})`)
			p.Do(`hyperplane.train()`)
			p.Do(`hyperplane.play()`)
			f0 := Eval[float64](p, `hyperplane.scores(1.8, 0.3).scores[0]`)
			var grid [][2]float64
			var before image.Image
			if v == Desktop {
				p.MouseAway()
				p.Settle(3)
				grid = plotGrid(p)
				before = p.Screenshot()
			}
			if v == Embed {
				clickID(t, p, "controls-toggle")
				p.WaitFor("the drawer", `getComputedStyle(document.getElementById("panel")).display !== "none"`, 5*time.Second)
			}
			if !reachSoon(p, "range-gamma") {
				t.Fatalf("the γ slider cannot be reached")
			}
			r := Eval[[4]float64](p, `(() => { const r = document.getElementById("range-gamma").getBoundingClientRect(); return [r.left, r.top, r.width, r.height]; })()`)
			// γ runs from 10⁻³ to 10³ on a logarithmic slider: 0.5 sits at
			// (log10 0.5 + 3)/6 = 0.45 of its length. The drag presses
			// there and moves right to 0.8 (γ = 10^1.8 ≈ 63).
			y := r[1] + r[3]/2
			x0, x1 := r[0]+0.45*r[2], r[0]+0.8*r[2]
			press, move, release := sliderInput(t, p, v == Phone)
			// The model converges after about 90 steps, 4.5 s of play: on
			// the phone, reaching the slider in the drawer can take that
			// long on a busy machine. Play again (from the start, if it
			// converged) so that it is playing when the drag begins.
			p.Do(`hyperplane.play()`)
			p.WaitFor("the model to be playing as the drag begins", `hyperplane.status().playing === true`, 5*time.Second)
			press(x0, y)
			for i := 1; i <= 4; i++ {
				move(x0+(x1-x0)*float64(i)/4, y)
				p.Settle(1)
			}
			// Before the release: γ, f and (desktop) the pixels have moved.
			p.WaitFor("γ to follow the slider before the release", `hyperplane.status().params.gamma > 20`, 10*time.Second)
			p.WaitFor("training to play on", `hyperplane.status().playing === true`, 5*time.Second)
			// A change of γ starts the machine again from α = 0, where f
			// is 0 at every point (as it may be at f0, read as play
			// began): f has moved once a step has been taken since the
			// last change, which the slack task takes within a frame or
			// two, or several on a busy machine.
			p.WaitFor("f(1.8, 0.3) to move while the slider is held",
				fmt.Sprintf(`Math.abs(hyperplane.scores(1.8, 0.3).scores[0] - (%v)) >= 1e-9`, f0), 10*time.Second)
			if v == Desktop {
				p.Settle(3)
				g := Eval[float64](p, `hyperplane.status().params.gamma`)
				if n := changedAt(before, p.Screenshot(), grid); n < 20 {
					t.Errorf("%d of %d sampled plot pixels changed while γ moved from 0.5 to %.3g, want many", n, len(grid), g)
				}
			}
			release(x1, y)
			p.WaitFor("the controls rebuilt after the release", `document.getElementById("param-gamma") !== null`, 5*time.Second)
			if got := Eval[string](p, `document.getElementById("param-gamma").value`); got != fmt.Sprint(Eval[float64](p, `hyperplane.status().params.gamma`)) {
				t.Errorf("the γ box shows %s, the model has γ = %v", got, Eval[float64](p, `hyperplane.status().params.gamma`))
			}
		})
	}
}

// sliderInput returns press, move and release for the real mouse, or for
// a finger on a touch screen.
func sliderInput(t *testing.T, p *Page, touch bool) (press, move, release func(x, y float64)) {
	run := func(a chromedp.Action[chromedp.Void]) {
		if err := chromedp.Do(p.Ctx, a); err != nil {
			t.Fatal(err)
		}
	}
	if touch {
		tp := func(typ input.DispatchTouchEventType) func(x, y float64) {
			return func(x, y float64) {
				pts := []*input.TouchPoint{{X: x, Y: y}}
				if typ == input.DispatchTouchEventTypeTouchEnd {
					pts = []*input.TouchPoint{}
				}
				if _, err := chromedp.Call(p.Ctx, input.DispatchTouchEvent, input.DispatchTouchEventParams{Type: typ, TouchPoints: pts}); err != nil {
					t.Fatal(err)
				}
			}
		}
		return tp(input.DispatchTouchEventTypeTouchStart), tp(input.DispatchTouchEventTypeTouchMove), tp(input.DispatchTouchEventTypeTouchEnd)
	}
	left := func(pr *input.DispatchMouseEventParams) {
		pr.Button = input.MouseButtonLeft
		pr.Buttons = 1
	}
	return func(x, y float64) {
			run(chromedp.MouseEvent(chromedp.MouseMoved, x, y))
			run(chromedp.MouseEvent(chromedp.MousePressed, x, y, left, chromedp.ClickCount(1)))
		}, func(x, y float64) {
			run(chromedp.MouseEvent(chromedp.MouseMoved, x, y, left))
		}, func(x, y float64) {
			run(chromedp.MouseEvent(chromedp.MouseReleased, x, y, left, chromedp.ClickCount(1)))
		}
}

// plotGrid returns the CSS pixels of a 21×21 grid over [−2.4, 2.4]² in
// the plane, without those under the page's controls.
func plotGrid(p *Page) [][2]float64 {
	boxes := Covered(p)
	var out [][2]float64
	for i := 0; i <= 20; i++ {
		for j := 0; j <= 20; j++ {
			x, y := p.ToPixel(-2.4+0.24*float64(i), -2.4+0.24*float64(j))
			if !InBoxes(boxes, x, y, 6) {
				out = append(out, [2]float64{x, y})
			}
		}
	}
	return out
}

// changedAt counts the pixels of the grid whose colour moved by more than
// 24 (of 255) in some channel between two screenshots.
func changedAt(a, b image.Image, grid [][2]float64) int {
	n := 0
	for _, q := range grid {
		ca, cb := RGB(a, q[0], q[1]), RGB(b, q[0], q[1])
		if math.Abs(ca[0]-cb[0]) > 24 || math.Abs(ca[1]-cb[1]) > 24 || math.Abs(ca[2]-cb[2]) > 24 {
			n++
		}
	}
	return n
}
