package browsertest

import (
	"fmt"
	"image"
	"testing"
)

// TestReducedMotion: the plot glides to a new model over about half a
// second (frame.Tween: each frame of dt s takes 1 − e^(−dt/0.06) of the
// way, until within 10⁻⁴: 0.55 s), unless the reader's system asks for
// reduced motion (prefers-reduced-motion: reduce, WCAG 2.3.3), when it
// shows the model at once. Six points of class 0 added at (−4, ±4) move
// least squares' boundary by tens of pixels. With motion, several
// of the next 30 frames glide; with reduced motion none does, and the
// picture one painted frame after the change is already the settled one,
// pixel for pixel. The media query is read at every frame: the same page
// is asked both ways.
func TestReducedMotion(t *testing.T) {
	p := open(t, "?preset=blobs")
	p.Do(`hyperplane.setAlgorithm("least-squares")`)
	p.MouseAway()
	p.Settle(2)
	plot := image.Rect(0, 0, int(p.W)-340, int(p.H))
	// gliding adds the points and counts the frames that glide among the
	// next 30, in one call to the page.
	gliding := func(x, y float64) int {
		t.Helper()
		return Await[int](p, fmt.Sprintf(`(async () => {
			for (let i = 0; i < 6; i++) hyperplane.addPoint(%v + 0.1*i, %v, 0);
			let n = 0;
			for (let i = 0; i < 30; i++) {
				await new Promise((r) => requestAnimationFrame(r));
				if (hyperplane.status().animating) n++;
			}
			return n;
		})()`, x, y))
	}
	p.Moving()
	if n := gliding(-4, 4); n < 3 {
		t.Errorf("with motion, %d of the 30 frames after the change glided, want at least 3", n)
	}
	p.Settle(2)
	p.Still()
	if n := gliding(-4, 4); n != 0 {
		t.Errorf("with reduced motion, %d of the 30 frames after the change glided", n)
	}
	p.Settle(2)
	t0 := p.Draws()
	p.Do(`(function(){ for (let i = 0; i < 6; i++) hyperplane.addPoint(-4 + 0.1*i, -4, 0); return {ok: true}; })()`)
	p.waitFrames("a frame after the change", t0, 1)
	first := p.Screenshot()
	p.Settle(2)
	if d := changed(first, p.Screenshot(), plot); d != 0 {
		t.Errorf("with reduced motion, the frame after the change differs from the settled picture in %d pixels", d)
	}
}
