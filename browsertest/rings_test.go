package browsertest

import (
	"fmt"
	"strings"
	"testing"
)

// ringRed reports whether a pixel carries the ring's red (#a80c0c, over
// any field tint): the class colours and their tints all have far more
// green or blue than this.
func ringRed(px [3]float64) bool { return px[0] > 140 && px[1] < 90 && px[2] < 90 }

// redAround counts the ring-red pixels in the square of half side r about
// the CSS pixel (x, y).
func redAround(p *Page, x, y, r float64) int {
	img := p.Screenshot()
	n := 0
	for dy := -r; dy <= r; dy++ {
		for dx := -r; dx <= r; dx++ {
			if ringRed(RGB(img, x+dx, y+dy)) {
				n++
			}
		}
	}
	return n
}

// TestMistakeRings: a misclassified point is ringed and a correct one is
// not; and when the mistakes are too many to ring legibly (their ink would
// cover more than a quarter of the plot), the rings are left out and the
// page says why.
func TestMistakeRings(t *testing.T) {
	p := open(t, "")
	// Least squares on class 1 at x = −2 and class 2 at x = 2, with one
	// class-2 point at (−2.5, 0) among class 1: no line puts it on the
	// class-2 side without losing more, so it is the one mistake.
	p.Do(`hyperplane.setPoints([[-2,0,0],[-2,1,0],[-2,-1,0],[-1.5,0.5,0],[2,0,1],[2,1,1],[2,-1,1],[-2.5,0,1]])`)
	p.Do(`hyperplane.setAlgorithm("least-squares")`)
	p.Do(`hyperplane.train()`)
	p.Do(`hyperplane.setView({shading: "hard", misclassified: true, grid: false})`)
	p.Do(`hyperplane.setViewport({minX: -4, maxX: 4, minY: -3, maxY: 3})`)
	p.Settle(3)
	st := statusOf(p)
	if st.Mistakes != 1 || st.RingsHidden {
		t.Fatalf("mistakes %d, rings hidden %v; want the one mistake ringed", st.Mistakes, st.RingsHidden)
	}
	// The ring's radius is 1.56 marker radii, 10 px at a device pixel
	// ratio of 1: look 13 px about each point.
	wx, wy := p.ToPixel(-2.5, 0)
	rx, ry := p.ToPixel(2, 0)
	if n := redAround(p, wx, wy, 13); n < 20 {
		t.Errorf("%d ring-red pixels about the misclassified point, want a ring", n)
	}
	if n := redAround(p, rx, ry, 13); n != 0 {
		t.Errorf("%d ring-red pixels about a correct point, want none", n)
	}

	// 4,000 points whose labels do not depend on their place: about half
	// are mistakes whatever the line, and 2,000 rings of 2π·10·2.2 px² of
	// ink would cover about 276,000 px², more than a quarter of the plot.
	p.Do(fmt.Sprintf(`hyperplane.setPoints((function(){
		let s = 7;
		const u = () => { s = (s * 1103515245 + 12345) %% 2147483648; return s / 2147483648; };
		const pts = [];
		for (let i = 0; i < %d; i++) pts.push([8 * u() - 4, 6 * u() - 3, i %% 2]);
		return pts;
	})())`, 4000))
	p.Do(`hyperplane.train()`)
	p.Settle(3)
	st = statusOf(p)
	if st.Mistakes < 1200 || !st.RingsHidden {
		t.Fatalf("mistakes %d, rings hidden %v; want over 1,200 mistakes and no rings", st.Mistakes, st.RingsHidden)
	}
	note := Eval[string](p, `document.getElementById("note-misclassified").textContent`)
	if !strings.Contains(note, "too many to ring") {
		t.Errorf("the toggle's note is %q, want it to say the rings are left out", note)
	}
	img := p.Screenshot()
	red := 0
	for y := 0.0; y < ViewH; y += 2 {
		for x := 0.0; x < ViewW-340; x += 2 {
			if ringRed(RGB(img, x, y)) {
				red++
			}
		}
	}
	if red != 0 {
		t.Errorf("%d ring-red pixels (of every fourth) with the rings left out", red)
	}
	// Turning the toggle off clears the note.
	p.Do(`hyperplane.setView({misclassified: false})`)
	p.Settle(2)
	if statusOf(p).RingsHidden {
		t.Errorf("rings hidden is still set with the toggle off")
	}
}
