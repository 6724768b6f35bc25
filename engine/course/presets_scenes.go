package course

// The scenes of the presets: the generators of presetTable's data sets,
// each a function of its knobs' settings (a seeded PCG for the random ones).

import (
	"fmt"
	"math"
	"math/rand/v2"

	"hyperplane/engine"
	"hyperplane/engine/msg"
	"hyperplane/engine/scene"
)

// presetRand returns the generator of a preset: PCG seeded with the seed
// knob, so that a preset is the same on every machine and Go version.
func presetRand(k engine.Settings) *rand.Rand {
	seed := uint64(k.Int("seed"))
	return rand.New(rand.NewPCG(seed, 0x4879706572706c61)) // "Hyperpla"
}

// twoClasses returns the class names of a two-class scene.
func twoClasses() []scene.ClassInfo { return []scene.ClassInfo{{Name: "Class 1"}, {Name: "Class 2"}} }

// gateScene returns the scene of a two-input logic gate: the inputs of
// {0,1}² in the order (1,1), (1,0), (0,1), (0,0), with class 1 (class 0 in
// code, the positive class) where the gate outputs 1.
func gateScene(truth [4]bool) func(engine.Settings) scene.Scene {
	return func(engine.Settings) scene.Scene {
		s := scene.Scene{
			Classes:   []scene.ClassInfo{{Name: "Output 1"}, {Name: "Output 0"}},
			Algorithm: "perceptron",
			View:      scene.View{Shading: scene.ShadingHard, Boundary: true, Misclassified: true, Weights: true, Update: true, Grid: true},
			Speed:     4,
		}
		for i, p := range [4][2]float64{{1, 1}, {1, 0}, {0, 1}, {0, 0}} {
			c := 1
			if truth[i] {
				c = 0
			}
			s.Points = append(s.Points, engine.Point{X: p[0], Y: p[1], Class: c})
		}
		return s
	}
}

// blob appends n points of class c around (mx, my) with standard
// deviation sd.
func blob(r *rand.Rand, pts []engine.Point, n, c int, mx, my, sd float64) []engine.Point {
	for i := 0; i < n; i++ {
		pts = append(pts, engine.Point{X: mx + sd*r.NormFloat64(), Y: my + sd*r.NormFloat64(), Class: c})
	}
	return pts
}

// interleave reorders the points so that the classes alternate, as a
// person clicking them in would; the perceptron's cyclic order then
// visits both classes from the start.
func interleave(pts []engine.Point, k int) []engine.Point {
	byClass := make([][]engine.Point, k)
	for _, p := range pts {
		byClass[p.Class] = append(byClass[p.Class], p)
	}
	out := make([]engine.Point, 0, len(pts))
	for i := 0; len(out) < len(pts); i++ {
		for c := range byClass {
			if i < len(byClass[c]) {
				out = append(out, byClass[c][i])
			}
		}
	}
	return out
}

// blobsScene makes two Gaussian blobs on the diagonal, with every point at
// least gap from the line x + y = 0 on its own side: a point that falls
// closer is reflected in the line at distance gap, so the set is always
// separable with a margin of at least gap.
func blobsScene(k engine.Settings) scene.Scene {
	r := presetRand(k)
	n, sd := k.Int("n"), k.Float("noise")
	const gap = 0.4
	var pts []engine.Point
	for c, sign := range [2]float64{1, -1} {
		for i := 0; i < n; i++ {
			x, y := sign*1.5+sd*r.NormFloat64(), sign*1.5+sd*r.NormFloat64()
			d := sign * (x + y) / math.Sqrt2 // signed distance on the own side
			if d < gap {
				shift := 2 * (gap - d) / math.Sqrt2 * sign
				x, y = x+shift, y+shift
			}
			pts = append(pts, engine.Point{X: x, Y: y, Class: c})
		}
	}
	return scene.Scene{
		Classes:   twoClasses(),
		Points:    interleave(pts, 2),
		Algorithm: "perceptron",
		View:      scene.View{Shading: scene.ShadingSoft, Boundary: true, Misclassified: true, Weights: true, Update: true, Grid: true},
	}
}

func overlapScene(k engine.Settings) scene.Scene {
	r := presetRand(k)
	n, sd := k.Int("n"), k.Float("noise")
	pts := blob(r, nil, n, 0, 1, 0.8, sd)
	pts = blob(r, pts, n, 1, -1, -0.8, sd)
	return scene.Scene{
		Classes:   twoClasses(),
		Points:    interleave(pts, 2),
		Algorithm: "logistic",
		View:      scene.View{Shading: scene.ShadingSoft, Boundary: true, Misclassified: true, Contours: true, Grid: true},
	}
}

// outliersScene makes two wide blobs, one above the other, with an empty
// band |y| < 0.3 between them (a point that falls into it or beyond is
// reflected in the band's edge), and adds to class 2 (below) a tight group
// of 3n/10 points far to the lower right: on the correct side of any
// sensible boundary, but far from it. Least squares asks them to have the
// target value too, which tilts and shifts its boundary into the blobs
// (Bishop, figure 4.4); logistic regression hardly notices them.
func outliersScene(k engine.Settings) scene.Scene {
	r := presetRand(k)
	n, sd := k.Int("n"), k.Float("noise")
	const band = 0.3
	var pts []engine.Point
	for c, sign := range [2]float64{1, -1} {
		for i := 0; i < n; i++ {
			x, y := 1.6*r.NormFloat64(), sign*(1+sd*r.NormFloat64())
			if sign*y < band {
				y = sign * (2*band - sign*y)
			}
			pts = append(pts, engine.Point{X: x, Y: y, Class: c})
		}
	}
	pts = interleave(pts, 2)
	for i := max(3*n/10, 3); i > 0; i-- {
		pts = append(pts, engine.Point{X: 6 + 0.4*r.NormFloat64(), Y: -10 + 0.4*r.NormFloat64(), Class: 1})
	}
	return scene.Scene{
		Classes:   twoClasses(),
		Points:    pts,
		Algorithm: "least-squares",
		View: scene.View{Shading: scene.ShadingHard, Boundary: true, Misclassified: true, Grid: true,
			Compare: available("logistic")},
	}
}

// classesScene makes k blobs at the corners of a regular polygon.
func classesScene(kc int) func(engine.Settings) scene.Scene {
	return func(k engine.Settings) scene.Scene {
		r := presetRand(k)
		n, sd := k.Int("n"), k.Float("noise")
		var pts []engine.Point
		s := scene.Scene{Algorithm: "least-squares",
			View: scene.View{Shading: scene.ShadingHard, Boundary: true, Misclassified: true, Ambiguity: true, Grid: true}}
		for c := 0; c < kc; c++ {
			a := math.Pi/2 + 2*math.Pi*float64(c)/float64(kc)
			if kc == 4 {
				a += math.Pi / 4
			}
			pts = blob(r, pts, n, c, 3*math.Cos(a), 3*math.Sin(a), sd)
			s.Classes = append(s.Classes, scene.ClassInfo{Name: fmt.Sprintf("Class %d", c+1)})
		}
		s.Points = interleave(pts, kc)
		return s
	}
}

// circlesScene makes a disc of radius 1 (class 1) inside a ring of radius
// 3 (class 2), with radial noise.
func circlesScene(k engine.Settings) scene.Scene {
	r := presetRand(k)
	n, sd := k.Int("n"), k.Float("noise")
	var pts []engine.Point
	for i := 0; i < n; i++ {
		rad := math.Sqrt(r.Float64()) * 1.2 // uniform on the disc
		a := 2 * math.Pi * r.Float64()
		pts = append(pts, engine.Point{X: rad * math.Cos(a), Y: rad * math.Sin(a), Class: 0})
	}
	for i := 0; i < n; i++ {
		rad := 3 + sd*r.NormFloat64()
		a := 2 * math.Pi * (float64(i) + r.Float64()) / float64(n) // spread all round
		pts = append(pts, engine.Point{X: rad * math.Cos(a), Y: rad * math.Sin(a), Class: 1})
	}
	return scene.Scene{
		Classes:   twoClasses(),
		Points:    interleave(pts, 2),
		Algorithm: "perceptron",
		Basis:     engine.Basis{Kind: engine.BasisPoly, Degree: 2},
		View:      scene.View{Shading: scene.ShadingSoft, Boundary: true, Misclassified: true, Grid: true},
	}
}

// spiralsTurns is how many times each spiral winds round the centre.
const spiralsTurns = 2

// spiralsScene makes two spirals of n points each, the second the first
// turned by half a turn: point i of spiral c is at the angle
// 2π·turns·i/n + cπ and the radius 0.3 + 2.7·i/n, moved by normal noise.
func spiralsScene(k engine.Settings) scene.Scene {
	r := presetRand(k)
	n, sd := k.Int("n"), k.Float("noise")
	var pts []engine.Point
	for c := 0; c < 2; c++ {
		for i := 0; i < n; i++ {
			t := float64(i) / float64(n)
			a := 2*math.Pi*spiralsTurns*t + float64(c)*math.Pi
			rad := 0.3 + 2.7*t
			pts = append(pts, engine.Point{X: rad*math.Cos(a) + sd*r.NormFloat64(), Y: rad*math.Sin(a) + sd*r.NormFloat64(), Class: c})
		}
	}
	return scene.Scene{
		Classes:   twoClasses(),
		Points:    interleave(pts, 2),
		Algorithm: firstAvailable("network", "perceptron"),
		Params:    networkParams(map[string]any{"hidden": 8.0}),
		View:      scene.View{Shading: scene.ShadingSoft, Boundary: true, Misclassified: true, Grid: true},
	}
}

// shatter3 returns three points in general position.
func shatter3() [][2]float64 { return [][2]float64{{0, 0}, {2, 0}, {0.8, 1.6}} }

// shatter4 returns the corners of the unit square, in order round it, so
// that the XOR labellings are 0b0101 = 5 and 0b1010 = 10.
func shatter4() [][2]float64 { return [][2]float64{{0, 0}, {1, 0}, {1, 1}, {0, 1}} }

// shatterTitle names a shattering scene of n points by its labelling.
func shatterTitle(n int) func(engine.Settings) msg.Text {
	return func(k engine.Settings) msg.Text {
		return msg.T("preset-shatter-title", "n", n, "labelling", k.Int("labelling"))
	}
}

// shatterScene labels the points by the bits of the knob "labelling".
func shatterScene(at [][2]float64) func(engine.Settings) scene.Scene {
	return func(k engine.Settings) scene.Scene {
		lab := k.Int("labelling")
		s := scene.Scene{
			Classes:   twoClasses(),
			Algorithm: "perceptron",
			View:      scene.View{Shading: scene.ShadingHard, Boundary: true, Misclassified: true, Grid: true},
			Speed:     4,
		}
		for i, p := range at {
			s.Points = append(s.Points, engine.Point{X: p[0], Y: p[1], Class: lab >> i & 1})
		}
		return s
	}
}
