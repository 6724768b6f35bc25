package course

import (
	"fmt"
	"math"
	"math/rand/v2"

	"hyperplane/engine"
	"hyperplane/engine/internal/wording"
	"hyperplane/engine/scene"
)

// Preset is a ready-made data set with its algorithm and view: a gate, two
// blobs, circles and so on. Knobs describe the values the scene is made
// from (a random seed, the points per class, the noise, a labelling), in
// the same form as an algorithm's parameters, so that the page builds
// their controls the same way.
type Preset struct {
	ID          string         `json:"id"`
	Name        string         `json:"name"`
	Description string         `json:"description"`
	Knobs       []engine.Param `json:"knobs"`

	make func(k engine.Settings) scene.Scene
}

// Generate returns the scene of p for the given knob values; missing ones
// take their defaults, and values of the wrong type or out of range are an
// error that names the knob. The same values always give the same scene.
func (p Preset) Generate(given map[string]any) (scene.Scene, error) {
	k, err := engine.ResolveSettings(p.Knobs, given)
	if err != nil {
		return scene.Scene{}, fmt.Errorf("preset %s: %v", p.Name, err)
	}
	s := p.make(k)
	s.Version = scene.SceneVersion
	if s.Title == "" {
		s.Title = p.Name
	}
	if s.Viewport == (scene.Viewport{}) {
		s.Viewport = scene.FitViewport(s.Points)
	}
	s.Normalize()
	if err := s.Validate(); err != nil {
		return scene.Scene{}, fmt.Errorf("preset %s: %v", p.Name, err)
	}
	return s, nil
}

// GeneratePreset returns the scene of the preset id; see Preset.Generate.
func GeneratePreset(id string, given map[string]any) (scene.Scene, error) {
	for _, p := range Presets() {
		if p.ID == id {
			return p.Generate(given)
		}
	}
	return scene.Scene{}, fmt.Errorf("unknown preset %s", wording.Quote(id))
}

// Presets returns the ready-made scenes, built afresh on each call.
func Presets() []Preset {
	ps := presetTable()
	for i := range ps {
		if ps[i].Knobs == nil {
			ps[i].Knobs = []engine.Param{} // JSON [] rather than null
		}
	}
	return ps
}

func presetTable() []Preset {
	return []Preset{
		{ID: "and", Name: "AND gate", make: gateScene([4]bool{true, false, false, false}),
			Description: "The four inputs of a two-input AND gate; class 1 is where the output is 1. One line separates them, so the perceptron converges."},
		{ID: "or", Name: "OR gate", make: gateScene([4]bool{true, true, true, false}),
			Description: "The four inputs of an OR gate; class 1 is where the output is 1. Linearly separable."},
		{ID: "xor", Name: "XOR gate", make: gateScene([4]bool{false, true, true, false}),
			Description: "The XOR gate: the two classes sit on opposite corners of the square, and no line separates them. " +
				"The perceptron never converges; a basis function (the product xy, or Gaussian bumps) makes it separable."},
		{ID: "blobs", Name: "Two separable blobs", make: blobsScene,
			Knobs:       []engine.Param{seedKnob(), nKnob(20, 500), noiseKnob(0.7, 3)},
			Description: "Two Gaussian clouds with a guaranteed gap between them: the perceptron converges, within Novikoff's bound."},
		{ID: "overlap", Name: "Overlapping blobs", make: overlapScene,
			Knobs:       []engine.Param{seedKnob(), nKnob(40, 500), noiseKnob(1.2, 3)},
			Description: "Two Gaussian clouds that overlap: no line separates them. Logistic regression still finds a finite best fit."},
		{ID: "outliers", Name: "Blobs with outliers", make: outliersScene,
			Knobs: []engine.Param{seedKnob(), nKnob(20, 200), noiseKnob(0.5, 1)},
			Description: "Two separable blobs, and a few points of class 2 far away on their own, correct side. " +
				"Least squares bends towards the far points and misclassifies some near ones; logistic regression does not."},
		{ID: "three-classes", Name: "Three classes", make: classesScene(3),
			Knobs:       []engine.Param{seedKnob(), nKnob(15, 300), noiseKnob(0.6, 2)},
			Description: "Three blobs at the corners of a triangle, for the multi-class strategies."},
		{ID: "four-classes", Name: "Four classes", make: classesScene(4),
			Knobs:       []engine.Param{seedKnob(), nKnob(15, 300), noiseKnob(0.6, 2)},
			Description: "Four blobs at the corners of a square, for the multi-class strategies."},
		{ID: "circles", Name: "Concentric circles", make: circlesScene,
			Knobs: []engine.Param{seedKnob(), nKnob(40, 500), noiseKnob(0.2, 0.5)},
			Description: "A disc inside a ring. No line separates them, but with the polynomial basis of degree 2 " +
				"(features x, y, x², xy, y²) the circle x² + y² = r² is a line in feature space, and the classes separate."},
		{ID: "spirals", Name: "Two spirals", make: spiralsScene,
			Knobs: []engine.Param{seedKnob(), nKnob(97, 500), noiseKnob(0, 0.5)},
			Description: "Two spirals wound round each other twice, the classic hard case for a network with one hidden layer " +
				"(Lang and Witbrock 1988): every line cuts both many times."},
		{ID: "shatter-3", Name: "Shattering three points", make: shatterScene(shatter3()),
			Knobs: []engine.Param{labellingKnob(3, 1)},
			Description: "Three points in general position. Every one of the 2³ = 8 labellings is separable by a line: " +
				"lines in the plane shatter three points. Change the labelling and train again."},
		{ID: "shatter-4", Name: "Shattering four points", make: shatterScene(shatter4()),
			Knobs: []engine.Param{labellingKnob(4, 5)},
			Description: "The corners of a square. Fourteen of the 16 labellings are separable, but not the two XOR labellings " +
				"(5 and 10): lines cannot shatter these four points, and no four points at all, so their VC dimension in the plane is 3."},
	}
}

// intKnob and floatKnob build knobs as the algorithms' tables build their
// parameters.
func intKnob(key, label string, min, max, def int, help string) engine.Param {
	return engine.Param{Key: key, Label: label, Kind: engine.ParamInt, Min: float64(min), Max: float64(max), Step: 1, Default: float64(def), Help: help}
}

func floatKnob(key, label string, min, max, def float64, help string) engine.Param {
	return engine.Param{Key: key, Label: label, Kind: engine.ParamFloat, Min: min, Max: max, Default: def, Help: help}
}

func seedKnob() engine.Param {
	return intKnob("seed", "Random seed", 0, 1_000_000, 1, "The seed of the generator: the same seed gives the same points.")
}

func nKnob(def, max int) engine.Param {
	return intKnob("n", "Points per class", 1, max, def, "How many points each class gets.")
}

func noiseKnob(def, max float64) engine.Param {
	return floatKnob("noise", "Noise σ", 0, max, def, "The standard deviation of the points around their centre.")
}

func labellingKnob(points, def int) engine.Param {
	return intKnob("labelling", "Labelling", 0, 1<<points-1, def,
		"Which points belong to class 2: point i does when bit i of this number is set (point 1 is bit 0).")
}

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

// networkParams returns p when the catalog has the network, and nil when
// it does not (a build without it opens the preset with its fallback).
func networkParams(p map[string]any) map[string]any {
	if _, ok := engine.Lookup("network"); !ok {
		return nil
	}
	return p
}

// shatter3 returns three points in general position.
func shatter3() [][2]float64 { return [][2]float64{{0, 0}, {2, 0}, {0.8, 1.6}} }

// shatter4 returns the corners of the unit square, in order round it, so
// that the XOR labellings are 0b0101 = 5 and 0b1010 = 10.
func shatter4() [][2]float64 { return [][2]float64{{0, 0}, {1, 0}, {1, 1}, {0, 1}} }

// shatterScene labels the points by the bits of the knob "labelling".
func shatterScene(at [][2]float64) func(engine.Settings) scene.Scene {
	return func(k engine.Settings) scene.Scene {
		lab := k.Int("labelling")
		s := scene.Scene{
			Title:     fmt.Sprintf("Shattering %d points: labelling %d", len(at), lab),
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

// available returns the ids that the catalog knows, in order, so that a
// preset or lesson can name an algorithm that this build may not have.
func available(ids ...string) []string {
	var out []string
	for _, id := range ids {
		if _, ok := engine.Lookup(id); ok {
			out = append(out, id)
		}
	}
	return out
}

// firstAvailable returns the first of ids that the catalog knows, or the
// last one if it knows none.
func firstAvailable(ids ...string) string {
	if a := available(ids...); len(a) > 0 {
		return a[0]
	}
	return ids[len(ids)-1]
}
