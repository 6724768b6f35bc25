package browsertest

import (
	"fmt"
	"math"
	"strconv"
	"testing"
	"time"

	"github.com/chromedp/cdproto/input"
	"github.com/chromedp/chromedp"
	"github.com/chromedp/chromedp/kb"
)

// The network's hidden space and backpropagation (web/js/pictures/hidden.js
// and backprop.js, wasm/pictures): the pictures place each point at its
// image, mark a hovered point in both plots, follow the slider, and every
// control they add works from the keyboard.

// netXOR are eight points of XOR's four quadrants, two in each, far
// enough apart that their images in the hidden space stay apart.
const netXOR = `[[1.5,1.5,0],[2.5,2,0],[-1.5,-1.5,0],[-2.5,-2,0],[1.5,-1.5,1],[2,-2.5,1],[-1.5,1.5,1],[-2,2.5,1]]`

// hiddenAnswer is the part of hyperplane.hiddenSpace() the tests read.
type hiddenAnswer struct {
	OK      bool        `json:"ok"`
	Units   int         `json:"units"`
	Axes    []int       `json:"axes"`
	T       float64     `json:"t"`
	Dims    int         `json:"dims"`
	Box     []float64   `json:"box"`
	Points  [][]float64 `json:"points"`
	Classes []int       `json:"classes"`
}

// netWeights is the part of status().field.network the tests read.
type netWeights struct {
	Hidden [][]float64 `json:"hidden"`
}

// openNetSpace opens the page in v with the XOR points and the network of
// H units trained for steps steps, its pictures scrolled into view.
func openNetSpace(t *testing.T, v Viewport, query string, units, steps int) *Page {
	t.Helper()
	p := open2(t, query, v)
	p.Do(`hyperplane.setPoints(` + netXOR + `)`)
	p.Do(`hyperplane.setAlgorithm("network")`)
	p.Do(fmt.Sprintf(`hyperplane.setParams({hidden: %d, init: 1})`, units))
	Await[any](p, fmt.Sprintf(`hyperplane.step(%d)`, steps))
	p.Do(`document.getElementById("controls-toggle") && document.getElementById("controls-toggle").offsetParent && document.getElementById("controls-toggle").click()`)
	p.Do(`document.getElementById("pic-shatter").open = false; document.getElementById("pic-weights").open = false; document.getElementById("pic-lift").open = false`)
	p.WaitFor("the hidden space's picture", `!document.getElementById("pic-hidden").hidden`, 10*time.Second)
	p.Do(`document.getElementById("hidden-plot").scrollIntoView({block: "center"})`)
	waitDrawn(p, "hidden-plot", 100)
	waitStill(p)
	return p
}

// waitStill waits until the hidden space is not gliding between pictures.
func waitStill(p *Page) {
	p.t.Helper()
	p.Settle(2)
	p.WaitFor("the hidden space to hold still", `document.getElementById("hidden-plot").dataset.gliding !== "1"`, 5*time.Second)
}

// hiddenPixel maps a position of the hidden space's 2-D picture to the
// page (CSS pixels) and to the canvas's own pixels, as hiddendraw.js's
// draw2 does: equal scales, the box centred, 18 CSS pixels in.
const hiddenPixel = `((d, p) => {
  const c = document.getElementById("hidden-plot"), r = c.getBoundingClientRect();
  const W = c.clientWidth, H = c.clientHeight, m = 18, [x0, x1, y0, y1] = d.box;
  const k = Math.min((W - 2 * m) / (x1 - x0), (H - 2 * m) / (y1 - y0));
  const ox = W / 2 - k * (x0 + x1) / 2, oy = H / 2 + k * (y0 + y1) / 2;
  const u = ox + k * p[0], v = oy - k * p[1], s = c.width / W;
  return [r.left + u, r.top + v, Math.round(u * s), Math.round(v * s)];
})`

// checkPlaced checks that each point of the hidden space's answer d is
// drawn in its class's colour where d puts it, for the points whose
// images are at least 9 CSS pixels from every other's (a dot's radius is
// 3.5 pixels, a ring's 9), and returns how many it checked.
func checkPlaced(t *testing.T, p *Page, d hiddenAnswer, what string) int {
	t.Helper()
	colors := statusOf(p).Colors
	type px struct{ page, canvas [2]float64 }
	at := make([]px, len(d.Points))
	for i, q := range d.Points {
		v := Eval[[4]float64](p, fmt.Sprintf(`%s(hyperplane.hiddenSpace({t: %v}), [%v, %v])`, hiddenPixel, d.T, q[0], q[1]))
		at[i] = px{[2]float64{v[0], v[1]}, [2]float64{v[2], v[3]}}
	}
	checked := 0
	for i := range at {
		alone := true
		for j := range at {
			if j != i && math.Hypot(at[i].page[0]-at[j].page[0], at[i].page[1]-at[j].page[1]) < 9 {
				alone = false
			}
		}
		if !alone {
			continue
		}
		rgb := Eval[[3]float64](p, fmt.Sprintf(`Array.from(document.getElementById("hidden-plot").getContext("2d").getImageData(%v, %v, 1, 1).data.slice(0, 3))`, at[i].canvas[0], at[i].canvas[1]))
		k, dist := TintOf(rgb, colors)
		if k != d.Classes[i] || dist > 40 {
			t.Errorf("%s: point %d (class %d) drawn at %v: the pixel there is %v, nearest class %d's colour (%.0f off)", what, i, d.Classes[i]+1, at[i].canvas, rgb, k+1, dist)
		}
		checked++
	}
	return checked
}

// TestHiddenSpacePlacesPoints: on the desktop and the phone, with two
// tanh units trained on XOR, hiddenSpace() puts each point at
// (tanh a₁, tanh a₂), aⱼ = bⱼ + wⱼ·x worked out here from the status's
// weights, and the picture draws each point there in its class's colour.
func TestHiddenSpacePlacesPoints(t *testing.T) {
	for _, v := range []Viewport{Desktop, Phone} {
		t.Run(v.Name, func(t *testing.T) {
			p := openNetSpace(t, v, "", 2, 60)
			d := Eval[hiddenAnswer](p, `hyperplane.hiddenSpace({t: 1})`)
			w := Eval[netWeights](p, `hyperplane.status().field.network`)
			pts := stateOf(p).Points
			if !d.OK || d.Units != 2 || d.Dims != 2 || len(d.Points) != len(pts) {
				t.Fatalf("hiddenSpace(): %+v", d)
			}
			for i, q := range pts {
				for j, r := range w.Hidden {
					want := math.Tanh(r[0] + r[1]*q[0] + r[2]*q[1])
					if math.Abs(d.Points[i][j]-want) > 1e-9 {
						t.Errorf("point %d, unit %d: %v, by hand %v", i, j+1, d.Points[i][j], want)
					}
				}
			}
			if n := checkPlaced(t, p, d, v.Name); n < 2 {
				t.Errorf("only %d points stand apart in the picture", n)
			}
		})
	}
}

// TestHiddenSpaceHover: hovering a point on the plot rings it in the
// hidden space (data-hot), hovering its image in the hidden space rings it
// on the plot (#net-ring, at toPixel of the point), and a click there
// chooses it for backpropagation.
func TestHiddenSpaceHover(t *testing.T) {
	p := openNetSpace(t, Desktop, "", 2, 60)
	pts := stateOf(p).Points
	x, y := p.ToPixel(pts[2][0], pts[2][1])
	if err := chromedp.Do(p.Ctx, chromedp.MouseEvent(chromedp.MouseMoved, x, y)); err != nil {
		t.Fatal(err)
	}
	p.WaitFor("point 3 ringed in the hidden space", `document.getElementById("hidden-plot").dataset.hot === "2"`, 5*time.Second)
	p.MouseAway()
	p.WaitFor("the ring to go", `document.getElementById("hidden-plot").dataset.hot === "-1"`, 5*time.Second)

	d := Eval[hiddenAnswer](p, `hyperplane.hiddenSpace({t: 1})`)
	at := Eval[[4]float64](p, fmt.Sprintf(`%s(hyperplane.hiddenSpace({t: 1}), [%v, %v])`, hiddenPixel, d.Points[5][0], d.Points[5][1]))
	if err := chromedp.Do(p.Ctx, chromedp.MouseEvent(chromedp.MouseMoved, at[0], at[1])); err != nil {
		t.Fatal(err)
	}
	p.WaitFor("the ring on the plot", `!document.getElementById("net-ring").hidden`, 5*time.Second)
	hot := mustAtoi(t, Eval[string](p, `document.getElementById("hidden-plot").dataset.hot`))
	want := Eval[[2]float64](p, fmt.Sprintf(`hyperplane.toPixel(%v, %v)`, pts[hot][0], pts[hot][1]))
	got := Eval[[2]float64](p, `(() => { const r = document.getElementById("net-ring").getBoundingClientRect(); return [r.left + r.width / 2, r.top + r.height / 2]; })()`)
	if math.Abs(got[0]-want[0]) > 2 || math.Abs(got[1]-want[1]) > 2 {
		t.Errorf("the ring is at %v; point %d is at %v", got, hot+1, want)
	}
	if math.Hypot(d.Points[hot][0]-d.Points[5][0], d.Points[hot][1]-d.Points[5][1]) > 0.05*(d.Box[1]-d.Box[0]) {
		t.Errorf("hovering point 6's image rang point %d, whose image %v is far from %v", hot+1, d.Points[hot], d.Points[5])
	}
	p.Click(at[0], at[1])
	p.WaitFor("the point chosen", fmt.Sprintf(`hyperplane.backprop().point === %d`, hot), 5*time.Second)
	p.WaitFor("its mark", fmt.Sprintf(`document.getElementById("hidden-plot").dataset.chosen === "%d"`, hot), 5*time.Second)
	if got := Eval[string](p, `document.getElementById("backprop-point").value`); got != strconv.Itoa(hot+1) {
		t.Errorf("the point chooser says %q, want %d", got, hot+1)
	}
}

// TestHiddenSpaceSlider: the slider, from the keyboard, carries the
// picture from the hidden space (t = 1) to the plane (Home: t = 0, each
// point at its own (x, y), drawn there) and to the pre-activations (ten
// steps of 0.05: t = ½, each point at (a₁, a₂) worked out here); each
// stage redraws the picture and says where it is.
func TestHiddenSpaceSlider(t *testing.T) {
	p := openNetSpace(t, Desktop, "", 2, 60)
	before := Eval[canvasPixels](p, pixelsOf("hidden-plot"))
	p.Do(`document.getElementById("hidden-stage").focus()`)
	key(t, p, kb.Home)
	p.WaitFor("the plane", fmt.Sprintf(`(%s).hash !== %v`, pixelsOf("hidden-plot"), before.Hash), 5*time.Second)
	if v := Eval[string](p, `document.getElementById("hidden-stage").value`); v != "0" {
		t.Fatalf("Home left the slider at %s", v)
	}
	d := Eval[hiddenAnswer](p, `hyperplane.hiddenSpace({t: 0})`)
	pts := stateOf(p).Points
	for i, q := range pts {
		if math.Abs(d.Points[i][0]-q[0]) > 1e-12 || math.Abs(d.Points[i][1]-q[1]) > 1e-12 {
			t.Errorf("at t = 0 point %d is at %v, not at its (x, y) = %v", i, d.Points[i], q)
		}
	}
	waitStill(p)
	if n := checkPlaced(t, p, d, "t = 0"); n < 4 {
		t.Errorf("only %d points stand apart on the plane", n)
	}
	if s := Eval[string](p, `document.getElementById("hidden-stage-out").textContent`); s == "" || Eval[string](p, `document.getElementById("hidden-stage").getAttribute("aria-valuetext")`) != s {
		t.Errorf("the stage is said as %q", s)
	}
	plane := Eval[canvasPixels](p, pixelsOf("hidden-plot"))
	for range 10 {
		key(t, p, kb.ArrowRight)
	}
	p.WaitFor("the pre-activations", fmt.Sprintf(`document.getElementById("hidden-stage").value === "50" && (%s).hash !== %v`, pixelsOf("hidden-plot"), plane.Hash), 5*time.Second)
	d = Eval[hiddenAnswer](p, `hyperplane.hiddenSpace({t: 0.5})`)
	w := Eval[netWeights](p, `hyperplane.status().field.network`)
	for i, q := range pts {
		for j, r := range w.Hidden {
			if want := r[0] + r[1]*q[0] + r[2]*q[1]; math.Abs(d.Points[i][j]-want) > 1e-9 {
				t.Errorf("at t = ½ point %d's coordinate %d is %v, its a = %v", i, j+1, d.Points[i][j], want)
			}
		}
	}
	waitStill(p)
	checkPlaced(t, p, d, "t = ½")
	key(t, p, kb.End)
	p.WaitFor("the hidden space again", `document.getElementById("hidden-stage").value === "100"`, 5*time.Second)
}

// key presses one key on the focused element.
func key(t *testing.T, p *Page, k string) {
	t.Helper()
	if err := chromedp.Do(p.Ctx, chromedp.KeyEvent(k)); err != nil {
		t.Fatal(err)
	}
}

// TestNetworkControlsKeyboard: every control the network's pictures add
// works from the keyboard: the point chooser (typed), the button that
// forgets the point, the switch that draws the step on the plot, the
// picture itself (the arrows choose the nearest point in their direction,
// Escape forgets it; in three dimensions they turn it), and the chooser of
// the pair of units that a network of four draws.
func TestNetworkControlsKeyboard(t *testing.T) {
	p := openNetSpace(t, Desktop, "", 2, 60)
	p.Do(`document.getElementById("backprop-point").focus()`)
	if err := chromedp.Do(p.Ctx, chromedp.KeyEvent("3"+kb.Tab)); err != nil {
		t.Fatal(err)
	}
	p.WaitFor("point 3 chosen", `hyperplane.backprop().point === 2 && document.getElementById("hidden-plot").dataset.chosen === "2"`, 5*time.Second)
	p.Do(`document.getElementById("backprop-arrows").focus()`)
	key(t, p, " ")
	p.WaitFor("the step on the plot", `hyperplane.status().view.backprop === true`, 5*time.Second)
	if k := Eval[float64](p, `hyperplane.backprop().magnified`); !(k >= 1) {
		t.Errorf("the arrows are magnified %v times", k)
	}
	p.Do(`document.getElementById("backprop-clear").focus()`)
	key(t, p, kb.Enter)
	p.WaitFor("all points", `hyperplane.backprop().point === -1 && document.getElementById("backprop-point").value === ""`, 5*time.Second)

	p.Do(`document.getElementById("hidden-plot").focus()`)
	key(t, p, kb.ArrowRight)
	p.WaitFor("a point chosen by the arrows", `hyperplane.backprop().point >= 0`, 5*time.Second)
	// The next ArrowRight goes to the nearest point drawn to the right, if
	// there is one: its x on the picture is larger.
	d := Eval[hiddenAnswer](p, `hyperplane.hiddenSpace({t: 1})`)
	first := Eval[int](p, `hyperplane.backprop().point`)
	key(t, p, kb.ArrowRight)
	p.Settle(2)
	next := Eval[int](p, `hyperplane.backprop().point`)
	right := false
	for _, q := range d.Points {
		right = right || q[0] > d.Points[first][0]+1e-9
	}
	if right && !(d.Points[next][0] > d.Points[first][0]) {
		t.Errorf("ArrowRight went from point %d at %v to point %d at %v", first+1, d.Points[first], next+1, d.Points[next])
	}
	key(t, p, kb.Escape)
	p.WaitFor("the choice forgotten", `hyperplane.backprop().point === -1`, 5*time.Second)

	// Three units: the cube turns with the arrows.
	p.Do(`hyperplane.setParams({hidden: 3})`)
	p.WaitFor("the cube", `hyperplane.hiddenSpace().dims === 3`, 5*time.Second)
	waitStill(p)
	yaw := Eval[string](p, `document.getElementById("hidden-plot").dataset.yaw || ""`)
	p.Do(`document.getElementById("hidden-plot").focus()`)
	key(t, p, kb.ArrowLeft)
	p.WaitFor("the cube turned", fmt.Sprintf(`(document.getElementById("hidden-plot").dataset.yaw || "") !== %q`, yaw), 5*time.Second)

	// Four units: a pair, chosen with the keyboard.
	p.Do(`hyperplane.setParams({hidden: 4})`)
	p.WaitFor("the pair's chooser", `!document.getElementById("hidden-pair").hidden`, 5*time.Second)
	waitStill(p)
	p.Do(`document.getElementById("hidden-u2").focus()`)
	key(t, p, kb.ArrowDown)
	p.WaitFor("the second unit 3", `document.getElementById("hidden-u2").value === "2" && document.getElementById("hidden-plot").dataset.axes === "0,2"`, 5*time.Second)
}

// TestBackpropArrowsOnPlot: with the step drawn on the plot, the plot's
// pixels change (the dashed lines and the arrows of each hidden unit),
// and they change back without it.
func TestBackpropArrowsOnPlot(t *testing.T) {
	p := openNetSpace(t, Desktop, "", 2, 20)
	p.MouseAway()
	p.Settle(3)
	off := p.Screenshot()
	p.Do(`hyperplane.setBackpropPoint(0)`)
	p.Do(`hyperplane.setView({backprop: true})`)
	p.Settle(3)
	on := p.Screenshot()
	cw := Eval[float64](p, `hyperplane.status().canvas[0]`)
	ch := Eval[float64](p, `hyperplane.status().canvas[1]`)
	changed := 0
	for y := 0.0; y < ch; y += 2 {
		for x := 0.0; x < cw; x += 2 {
			a, b := RGB(off, x, y), RGB(on, x, y)
			if math.Abs(a[0]-b[0])+math.Abs(a[1]-b[1])+math.Abs(a[2]-b[2]) > 60 {
				changed++
			}
		}
	}
	if changed < 50 {
		t.Errorf("the step's arrows changed %d sampled pixels of the plot", changed)
	}
}

// TestNetworkAxe: the network's pictures and their controls break no rule
// of WCAG 2.0-2.2 A and AA, on each class of screen, with a point chosen
// and four units (the pair's chooser shown).
func TestNetworkAxe(t *testing.T) {
	for _, v := range []Viewport{Desktop, Embed, Phone} {
		t.Run(v.Name, func(t *testing.T) {
			q := ""
			if v.Name == "embed" {
				q = "?embed&controls=pictures"
			}
			p := openNetSpace(t, v, q, 4, 20)
			p.Do(`hyperplane.setBackpropPoint(1)`)
			p.WaitFor("the backpropagation picture", `!document.getElementById("pic-backprop").hidden && !document.getElementById("hidden-pair").hidden`, 5*time.Second)
			p.Settle(2)
			axe(t, p, v.Name+", the network's pictures")
		})
	}
}

// TestNetworkPicturesWords: the pictures' words come from the catalog: in
// the pseudo-locale en-XA (English accented and bracketed, js/i18n.js)
// their titles, notes, the slider's stage, the point chooser's labels and
// the canvases' names are all bracketed, so none is written in the code.
func TestNetworkPicturesWords(t *testing.T) {
	p := openNetSpace(t, Desktop, "?lang=en-XA", 2, 20)
	p.Do(`hyperplane.setBackpropPoint(1)`)
	p.WaitFor("the backpropagation's note", `document.getElementById("backprop-out").textContent.length > 0`, 5*time.Second)
	p.Settle(2)
	for _, sel := range []string{"#pic-hidden summary", "#hidden-out", "#hidden-stage-out", "#pic-backprop summary", "#backprop-out",
		"#backprop-clear", "#pic-backprop label span", "#pic-hidden label span"} {
		got := Eval[string](p, fmt.Sprintf(`document.querySelector(%q).textContent.trim()`, sel))
		if len(got) < 2 || got[0] != '[' {
			t.Errorf("%s says %q, not the pseudo-locale's words", sel, got)
		}
	}
	for _, id := range []string{"hidden-plot", "backprop-plot"} {
		p.Do(`document.getElementById("` + id + `").scrollIntoView()`)
		p.WaitFor(id+"'s name", fmt.Sprintf(`(document.getElementById(%q).getAttribute("aria-label") || "").startsWith("[")`, id), 5*time.Second)
	}
}

// TestHiddenSpaceTouch: on the phone, a finger's tap on a point's image
// in the square chooses it, and a finger's drag across the cube of three
// units turns it.
func TestHiddenSpaceTouch(t *testing.T) {
	p := openNetSpace(t, Phone, "", 2, 60)
	d := Eval[hiddenAnswer](p, `hyperplane.hiddenSpace({t: 1})`)
	at := Eval[[4]float64](p, fmt.Sprintf(`%s(hyperplane.hiddenSpace({t: 1}), [%v, %v])`, hiddenPixel, d.Points[0][0], d.Points[0][1]))
	p.Touch(input.DispatchTouchEventTypeTouchStart, at[0], at[1])
	p.Touch(input.DispatchTouchEventTypeTouchEnd, at[0], at[1])
	p.WaitFor("a point chosen by a tap", `hyperplane.backprop().point >= 0`, 5*time.Second)
	i := Eval[int](p, `hyperplane.backprop().point`)
	if math.Hypot(d.Points[i][0]-d.Points[0][0], d.Points[i][1]-d.Points[0][1]) > 0.05*(d.Box[1]-d.Box[0]) {
		t.Errorf("the tap on point 1's image %v chose point %d at %v", d.Points[0], i+1, d.Points[i])
	}

	p.Do(`hyperplane.setParams({hidden: 3})`)
	p.WaitFor("the cube", `hyperplane.hiddenSpace().dims === 3 && document.getElementById("hidden-plot").style.touchAction === "none"`, 5*time.Second)
	waitStill(p)
	p.Do(`document.getElementById("hidden-plot").scrollIntoView({block: "center"})`)
	r := Eval[[4]float64](p, `(() => { const r = document.getElementById("hidden-plot").getBoundingClientRect(); return [r.left, r.top, r.width, r.height]; })()`)
	yaw := Eval[string](p, `document.getElementById("hidden-plot").dataset.yaw || ""`)
	x0, y0 := r[0]+0.3*r[2], r[1]+0.5*r[3]
	p.Touch(input.DispatchTouchEventTypeTouchStart, x0, y0)
	for k := 1; k <= 6; k++ {
		p.Touch(input.DispatchTouchEventTypeTouchMove, x0+float64(k)*15, y0)
	}
	p.Touch(input.DispatchTouchEventTypeTouchEnd, x0+90, y0)
	p.WaitFor("the cube turned by a finger", fmt.Sprintf(`(document.getElementById("hidden-plot").dataset.yaw || "") !== %q`, yaw), 5*time.Second)
}
