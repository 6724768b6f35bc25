package browsertest

import (
	"image"
	"math"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
)

// TestEveryAlgorithm selects every algorithm of the picker in turn, on a
// three-class scene, trains it through the API, and checks that it trained
// (a model with finite weights and a stopped or running status) and that
// the canvas shows it: the picture differs from the plot with the field
// switched off. (Consecutive algorithms may draw the same picture: with
// three classes in the plane, Fisher's two directions span it and
// nearest-mean classification in the whitened projection is the
// shared-covariance Gaussian.)
func TestEveryAlgorithm(t *testing.T) {
	p := open(t, "")
	p.Do(`hyperplane.loadPreset("three-classes", {})`)
	p.Do(`hyperplane.setView({grid: false})`)
	ids := Eval[[]string](p, `Array.from(document.querySelectorAll("#algorithm option")).map(o => o.value)`)
	catalog := Eval[[]string](p, `hyperplane.algorithms().map(s => s.id)`)
	if len(ids) != len(catalog) || len(ids) < 10 {
		t.Fatalf("the picker has %d algorithms, the catalog %d", len(ids), len(catalog))
	}
	p.Do(`hyperplane.setView({shading: "off", boundary: false})`)
	p.MouseAway()
	p.Settle(3)
	blank := p.Screenshot()
	p.Do(`hyperplane.setView({shading: "soft", boundary: true})`)
	for _, id := range ids {
		// Choose it in the picker, as a user would.
		if err := chromedp.Do(p.Ctx, chromedp.SetValue(chromedp.ID("algorithm"), id)); err != nil {
			t.Fatal(err)
		}
		p.Do(`document.getElementById("algorithm").dispatchEvent(new Event("change"))`)
		p.WaitFor("the algorithm", `hyperplane.status().algorithm === "`+id+`"`, 10*time.Second)
		st := Await[status](p, `hyperplane.train(20000)`)
		if !st.Trained || st.Field == nil {
			t.Errorf("%s: no model (%s: %s)", id, st.Message.Kind, st.Message.Text)
			continue
		}
		for _, row := range st.Field.Rows {
			for _, v := range row {
				if math.IsNaN(v) || math.IsInf(v, 0) {
					t.Errorf("%s: weights %v are not finite", id, st.Field.Rows)
				}
			}
		}
		if st.Step == 0 {
			t.Errorf("%s: took no step", id)
		}
		if st.Accuracy == nil || *st.Accuracy < 0.5 {
			t.Errorf("%s: accuracy %v on three well-separated blobs", id, st.Accuracy)
		}
		p.Settle(3)
		img := p.Screenshot()
		if n := differingPixels(blank, img, image.Rect(0, 0, ViewW-340, ViewH)); n < 2000 {
			t.Errorf("%s: the field changed only %d pixels of the plot", id, n)
		}
	}
}

// differingPixels counts the pixels of r that differ between a and b.
func differingPixels(a, b image.Image, r image.Rectangle) int {
	n := 0
	for y := r.Min.Y; y < r.Max.Y; y += 2 {
		for x := r.Min.X; x < r.Max.X; x += 2 {
			if dist3(RGB(a, float64(x), float64(y)), RGB(b, float64(x), float64(y))) > 4 {
				n++
			}
		}
	}
	return n
}
