package browsertest

import (
	"fmt"
	"image"
	"image/color"
	"image/draw"
	"math"
	"math/rand/v2"
	"testing"

	"github.com/chromedp/cdproto/input"
	"github.com/chromedp/chromedp"
)

// TestViewToggles trains every method on two overlapping classes and
// turns each view that has something to draw for it off and on: the plot
// must change. What has something to draw follows from the model: margins,
// R's circle and w for a single linear function; the last update for an
// iterative one that moved; Fisher's view where there is a projection;
// densities where there are Gaussians; contours where there are
// probabilities; ambiguity (on three classes) for one-versus-rest.
func TestViewToggles(t *testing.T) {
	p := open(t, "")
	plot := image.Rect(0, 0, ViewW-340, ViewH)
	type st struct {
		Field *struct {
			Combine string      `json:"combine"`
			Link    string      `json:"link"`
			Rows    [][]float64 `json:"rows"`
			Band    float64     `json:"band"`
		} `json:"field"`
		Visible    map[string]float64 `json:"visible"`
		Before     []float64          `json:"before"`
		Gaussians  []any              `json:"gaussians"`
		Projection map[string]any     `json:"projection"`
		Mistakes   int                `json:"mistakes"`
		Rings      bool               `json:"ringsHidden"`
		View       map[string]any     `json:"view"`
		Basis      struct {
			Kind string `json:"kind"`
		} `json:"basis"`
	}
	check := func(id, key string, before image.Image) {
		t.Helper()
		on := Eval[map[string]any](p, `hyperplane.status().view`)[key] == true
		p.Do(fmt.Sprintf(`hyperplane.setView({%s: %v})`, key, !on))
		// setView changes the view at once: one update, then Settle's two
		// painted frames.
		p.Settle(1)
		after := p.ScreenshotOf(plot)
		// Restored: the next check's settle paints it with its own toggle.
		p.Do(fmt.Sprintf(`hyperplane.setView({%s: %v})`, key, on))
		if n := changed(before, after, plot); n < 40 {
			t.Errorf("%s: turning %s %v changed %d pixels", id, key, map[bool]string{true: "off", false: "on"}[on], n)
		}
	}
	ids := Eval[[]string](p, `hyperplane.algorithms().map(s => s.id)`)
	for _, id := range ids {
		p.Do(`hyperplane.loadPreset("overlap", {seed: 3})`)
		p.Do(`hyperplane.setAlgorithm("` + id + `")`)
		// Stop short of convergence, so that an iterative method has a
		// last update to show.
		p.Do(`hyperplane.train(40)`)
		s := Eval[st](p, `hyperplane.status()`)
		if s.Field == nil {
			t.Errorf("%s: no model", id)
			continue
		}
		p.MouseAway()
		p.Settle(3)
		base := p.ScreenshotOf(plot)
		keys := []string{"boundary", "grid", "whitened"}
		sign := s.Field.Combine == "sign"
		if s.Mistakes > 0 && !s.Rings {
			keys = append(keys, "misclassified")
		}
		if sign && (s.Basis.Kind == "linear" || s.Basis.Kind == "") {
			// The lines h = ±1 (±θ with Fausett's band) are drawn where
			// they fall in view: h is linear, so at a corner of the view
			// if anywhere.
			r := s.Field.Rows[0]
			lo, hi := math.Inf(1), math.Inf(-1)
			for _, c := range [][2]float64{{s.Visible["minX"], s.Visible["minY"]}, {s.Visible["minX"], s.Visible["maxY"]}, {s.Visible["maxX"], s.Visible["minY"]}, {s.Visible["maxX"], s.Visible["maxY"]}} {
				h := r[0] + r[1]*c[0] + r[2]*c[1]
				lo, hi = math.Min(lo, h), math.Max(hi, h)
			}
			band := 1.0
			if s.Field.Band > 0 {
				band = s.Field.Band
			}
			if hi > band || lo < -band {
				keys = append(keys, "margins")
			}
			keys = append(keys, "weights", "novikoff")
			if len(s.Before) == 3 {
				keys = append(keys, "update")
			}
		}
		if s.Projection != nil {
			keys = append(keys, "fisher")
		}
		if len(s.Gaussians) > 0 {
			keys = append(keys, "densities")
		}
		if s.Field.Link != "" {
			keys = append(keys, "contours")
		}
		for _, k := range keys {
			check(id, k, base)
		}
	}
	// Ambiguity: one-versus-rest on three classes leaves regions no one
	// claims.
	p.Do(`hyperplane.loadLesson("one-versus-rest")`)
	p.Do(`hyperplane.train()`)
	p.MouseAway()
	p.Settle(3)
	check("one-versus-rest", "ambiguity", p.ScreenshotOf(plot))
}

// changed counts the pixels of r that differ between a and b.
func changed(a, b image.Image, r image.Rectangle) int {
	n := 0
	// Opaque screenshots, read as bytes (image.At costs a tenth of a
	// second a picture).
	pa, offA, okA := opaquePix(a)
	pb, offB, okB := opaquePix(b)
	if okA && okB {
		r = r.Intersect(a.Bounds()).Intersect(b.Bounds())
		for y := r.Min.Y; y < r.Max.Y; y++ {
			ia, ib := offA(r.Min.X, y), offB(r.Min.X, y)
			for x := r.Min.X; x < r.Max.X; x, ia, ib = x+1, ia+4, ib+4 {
				d0 := float64(pa[ia]) - float64(pb[ib])
				d1 := float64(pa[ia+1]) - float64(pb[ib+1])
				d2 := float64(pa[ia+2]) - float64(pb[ib+2])
				if d0*d0+d1*d1+d2*d2 > 36 {
					n++
				}
			}
		}
		return n
	}
	for y := r.Min.Y; y < r.Max.Y; y++ {
		for x := r.Min.X; x < r.Max.X; x++ {
			if dist3(RGB(a, float64(x), float64(y)), RGB(b, float64(x), float64(y))) > 6 {
				n++
			}
		}
	}
	return n
}

// opaquePix returns the bytes of an opaque 8-bit picture, RGBA or NRGBA
// (as png.Decode gives them), where they are the colours RGB reads, with
// a function from a pixel to its offset.
func opaquePix(m image.Image) ([]uint8, func(x, y int) int, bool) {
	switch m := m.(type) {
	case *image.RGBA:
		return m.Pix, m.PixOffset, m.Opaque()
	case *image.NRGBA:
		return m.Pix, m.PixOffset, m.Opaque()
	}
	return nil, nil, false
}

// TestUpdateArrow takes perceptron steps on the default scene until one
// updates the weights, then checks the picture of the update (notes 002:
// a ← a + η y z): the engine's step is η y z of the point visited, and the
// page draws the step between the tips of the old and the new w, from one
// anchor at one scale (the longer w 90 CSS pixels long), in red. The
// expected pixels are worked out here from the weights the page reports.
func TestUpdateArrow(t *testing.T) {
	// The Novikoff lesson's blobs sit away from the origin, so the
	// perceptron updates many times.
	p := open(t, "?lesson=perceptron-novikoff")
	p.Do(`hyperplane.reset()`)
	p.Do(`hyperplane.setView({update: true, weights: false, misclassified: false, shading: "off", grid: false})`)
	type snap struct {
		Before []float64 `json:"before"`
		Point  int       `json:"point"`
		Field  struct {
			Rows [][]float64 `json:"rows"`
		} `json:"field"`
		Points  [][3]float64   `json:"points"`
		Params  map[string]any `json:"params"`
		Visible map[string]float64
	}
	var s snap
	for i := 0; i < 30; i++ {
		p.Do(`hyperplane.step()`)
		s = Eval[snap](p, `(() => { const s = hyperplane.state(); s.Visible = s.visible; return s; })()`)
		if len(s.Before) == 3 && len(s.Field.Rows) == 1 && s.Before[1] != 0 {
			break
		}
	}
	if len(s.Before) != 3 || s.Before[1] == 0 {
		t.Fatalf("no update from non-zero weights in 30 steps: %+v", s.Before)
	}
	a := s.Field.Rows[0]
	pt := s.Points[s.Point]
	y := 1.0 // class 1 (index 0) is y = +1
	if pt[2] != 0 {
		y = -1
	}
	eta := 1.0
	if v, ok := s.Params["eta"].(float64); ok {
		eta = v
	}
	z := []float64{1, pt[0], pt[1]}
	for j := range a {
		if math.Abs(a[j]-s.Before[j]-eta*y*z[j]) > 1e-9 {
			t.Fatalf("a − a_old = %v − %v, want η y z = %v·%v·%v", a, s.Before, eta, y, z)
		}
	}
	p.MouseAway()
	p.Settle(3)
	img := p.Screenshot()
	// The anchor: the foot of the perpendicular from the origin to the new
	// boundary, −w₀ w/‖w‖².
	w2 := a[1]*a[1] + a[2]*a[2]
	ax, ay := -a[0]*a[1]/w2, -a[0]*a[2]/w2
	n := math.Max(math.Hypot(s.Before[1], s.Before[2]), math.Sqrt(w2))
	x0, y0 := p.ToPixel(0, 0)
	ux, uy := a[1]/n, a[2]/n
	if math.Hypot(s.Before[1], s.Before[2]) > math.Sqrt(w2) {
		ux, uy = s.Before[1]/n, s.Before[2]/n
	}
	x1, y1 := p.ToPixel(ux, uy)
	c := 90 / math.Hypot(x1-x0, y1-y0) / n // data units per unit of w
	ox, oy := p.ToPixel(ax+c*s.Before[1], ay+c*s.Before[2])
	nx, ny := p.ToPixel(ax+c*a[1], ay+c*a[2])
	red := 0
	for i := 2; i <= 8; i++ {
		f := float64(i) / 10
		px := RGB(img, ox+(nx-ox)*f, oy+(ny-oy)*f)
		if px[0] > 120 && px[1] < 90 && px[2] < 90 {
			red++
		}
	}
	if red < 5 {
		t.Errorf("the step from (%.0f, %.0f) to (%.0f, %.0f) is red at %d of 7 places", ox, oy, nx, ny, red)
	}
}

// TestWheelZoom sends real wheel notches (deltaY 100, as Chromium sends
// for one notch) over the plot: each scales the view by 1.15
// (wasm/session/gesture.go, notchZoom) about the cursor, and however far the wheel
// turns, the view's width stays within 1/500 and 50 times the points'
// extent (at least 1 unit). Two notches used to zoom about 10⁵ times.
func TestWheelZoom(t *testing.T) {
	p := open(t, "")
	width := func() float64 {
		v := Eval[map[string]float64](p, `hyperplane.status().visible`)
		return v["maxX"] - v["minX"]
	}
	// Each wheel event waits for two frames drawn after it, so that
	// events do not merge into one frame's wheel.
	wheel := func(dy float64, n int) {
		for i := 0; i < n; i++ {
			d0 := p.Draws()
			if err := chromedp.Do(p.Ctx, chromedp.MouseEvent(chromedp.MouseWheel, 300, 300, func(m *input.DispatchMouseEventParams) {
				m.DeltaY = dy
				m.DeltaX = 1e-6 // CDP wants both; a zero one is left out
			})); err != nil {
				t.Fatal(err)
			}
			p.waitFrames("the wheel", d0, 2)
		}
	}
	w0 := width()
	wheel(-100, 2) // two notches in
	if w := width(); math.Abs(w/w0-1/(1.15*1.15)) > 0.01 {
		t.Errorf("two notches in: width %v → %v, ratio %v, want 1/1.15² = %v", w0, w, w/w0, 1/(1.15*1.15))
	}
	extent := Eval[float64](p, `(() => { const ps = hyperplane.state().points; const xs = ps.map(q => q[0]), ys = ps.map(q => q[1]);
	  return Math.max(Math.max(...xs) - Math.min(...xs), Math.max(...ys) - Math.min(...ys), 1); })()`)
	// A fast wheel sends three notches in one event (deltaY 300): 1.15³ =
	// 1.52 a frame, under the bound of 1.6. From about the points' extent,
	// 1/500 is log 500 / log 1.15 ≈ 45 notches in, and 50 times the extent
	// about 72 notches out: 20 and 27 such events reach the bounds and
	// push past them, and the view stops exactly there.
	wheel(-300, 20)
	if w := width(); math.Abs(w/(extent/500)-1) > 0.001 {
		t.Errorf("after 60 notches in, width %v, want the bound extent %v / 500", w, extent)
	}
	wheel(300, 27)
	if w := width(); math.Abs(w/(extent*50)-1) > 0.001 {
		t.Errorf("after 81 notches out, width %v, want the bound 50 × extent %v", w, extent)
	}
}

// TestChangedBytes: counting changed pixels from the bytes gives the count
// image.At gives (a wrapper hides the concrete type and so takes that
// path), on random opaque pictures that differ by small and large steps.
func TestChangedBytes(t *testing.T) {
	rng := rand.New(rand.NewPCG(1, 2))
	for _, pair := range [][2]image.Image{
		{image.NewNRGBA(image.Rect(0, 0, 64, 48)), image.NewNRGBA(image.Rect(0, 0, 64, 48))},
		{image.NewRGBA(image.Rect(0, 0, 64, 48)), image.NewNRGBA(image.Rect(0, 0, 64, 48))},
	} {
		for y := range 48 {
			for x := range 64 {
				c := color.NRGBA{uint8(rng.IntN(256)), uint8(rng.IntN(256)), uint8(rng.IntN(256)), 255}
				d := c
				d.G += uint8(rng.IntN(9)) // 0–8: either side of the threshold 6
				pair[0].(draw.Image).Set(x, y, c)
				pair[1].(draw.Image).Set(x, y, d)
			}
		}
		r := image.Rect(3, 2, 60, 45)
		fast := changed(pair[0], pair[1], r)
		slow := changed(hidden{pair[0]}, hidden{pair[1]}, r)
		if fast != slow || fast == 0 || fast == r.Dx()*r.Dy() {
			t.Errorf("%T: %d pixels changed from the bytes, %d from image.At", pair[0], fast, slow)
		}
	}
}

// hidden hides an image's concrete type.
type hidden struct{ image.Image }
