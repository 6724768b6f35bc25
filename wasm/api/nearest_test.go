package api

import (
	"math/rand/v2"
	"testing"

	"hyperplane/engine"
	"hyperplane/engine/scene"
	"hyperplane/wasm/render"
)

// TestNearestMatchesEveryPoint: Nearest, which tests only the points in a
// box about the pixel exactly, finds the same point as measuring the
// distance of every point in pixels (the brute force here, with the
// camera's own ToScreen), for 2,000 seeded points on a grid of 0.05 (so
// that ties and points at exactly the radius occur) and 300 seeded pixels,
// at three zooms and radii; with the view whitened, where it measures
// every point, too.
func TestNearestMatchesEveryPoint(t *testing.T) {
	r := rand.New(rand.NewPCG(3, 4))
	sc := scene.DefaultScene()
	sc.Points = nil
	for range 2000 {
		sc.Points = append(sc.Points, engine.Point{X: float64(r.IntN(200)-100) * 0.05, Y: float64(r.IntN(200)-100) * 0.05, Class: r.IntN(2)})
	}
	a := NewApp(sc)
	brute := func(cam render.Camera, px, py, radius float64) int {
		best, bi := radius*radius, -1
		for i, p := range a.S.Doc().Points() {
			x, y := cam.ToScreen(p.X, p.Y)
			if d := (x-px)*(x-px) + (y-py)*(y-py); d <= best {
				best, bi = d, i
			}
		}
		return bi
	}
	cases := []struct {
		vp     scene.Viewport
		radius float64
	}{
		{scene.Viewport{MinX: -5, MaxX: 5, MinY: -5, MaxY: 5}, 8},
		{scene.Viewport{MinX: -1, MaxX: 1, MinY: -1, MaxY: 1}, 20},
		{scene.Viewport{MinX: -50, MaxX: 50, MinY: -50, MaxY: 50}, 3},
	}
	found := 0
	for _, c := range cases {
		for _, whiten := range []bool{false, true} {
			cam := render.NewCamera(c.vp, 800, 600, 1)
			if whiten {
				cam.Tr = render.Affine{On: true, M: [2][2]float64{{1.5, 0.2}, {0, 0.8}}, Inv: [2][2]float64{{1 / 1.5, -0.2 / (1.5 * 0.8)}, {0, 1 / 0.8}}, C: engine.Vec2{X: 0.1, Y: -0.2}}
			}
			for range 300 {
				px, py := 800*r.Float64(), 600*r.Float64()
				if r.IntN(3) == 0 {
					// A pixel on a point, exactly.
					p := a.S.Doc().Points()[r.IntN(2000)]
					px, py = cam.ToScreen(p.X, p.Y)
				}
				got, want := a.Nearest(cam, px, py, c.radius), brute(cam, px, py, c.radius)
				if got != want {
					t.Fatalf("viewport %v, radius %v, whitened %v, pixel (%v, %v): point %d, want %d", c.vp, c.radius, whiten, px, py, got, want)
				}
				if got >= 0 {
					found++
				}
			}
		}
	}
	if found < 300 {
		t.Errorf("only %d of the pixels had a point within the radius: the test says little", found)
	}
}
