package scene

import (
	"fmt"
	"math"
	"math/rand/v2"
	"reflect"
	"strings"
	"testing"

	"hyperplane/engine"
)

// randomName returns a class name of 1..MaxNameRunes runes that mixes
// ASCII, accented letters, Greek, CJK and characters that mean something
// in HTML, CSV or JSON, so that every escaping path is exercised.
func randomName(r *rand.Rand, i int) string {
	alphabet := []rune(`abcXYZ019 ,;"'<>&#=é€ñαβγ漢字🙂\/`)
	n := 1 + r.IntN(MaxNameRunes-4)
	var b strings.Builder
	fmt.Fprintf(&b, "%d", i) // keep names distinct
	for j := 0; j < n; j++ {
		b.WriteRune(alphabet[r.IntN(len(alphabet))])
	}
	return b.String()
}

// randomScene returns a valid scene drawn from r: every algorithm of the
// catalog, random parameter values within their ranges, every basis kind,
// random toggles and a random viewport.
func randomScene(r *rand.Rand) Scene {
	cat := engine.Catalog()
	spec := cat[r.IntN(len(cat))]
	k := 1 + r.IntN(engine.MaxClasses)
	s := Scene{Version: SceneVersion, Algorithm: spec.ID}
	for i := 0; i < k; i++ {
		s.Classes = append(s.Classes, ClassInfo{randomName(r, i)})
	}
	scale := math.Pow(10, float64(r.IntN(7)-3)) // 1e-3 .. 1e3
	n := r.IntN(60)
	for i := 0; i < n; i++ {
		s.Points = append(s.Points, engine.Point{X: (r.Float64()*2 - 1) * scale, Y: r.NormFloat64() * scale / 3, Class: r.IntN(k)})
	}
	if r.IntN(2) == 0 {
		s.Params = map[string]any{}
		for _, p := range spec.Params {
			if r.IntN(2) == 0 {
				continue
			}
			switch p.Kind {
			case engine.ParamFloat:
				s.Params[p.Key] = p.Min + r.Float64()*(p.Max-p.Min)
			case engine.ParamInt:
				s.Params[p.Key] = math.Floor(p.Min + r.Float64()*(p.Max-p.Min))
			case engine.ParamChoice:
				s.Params[p.Key] = p.Choices[r.IntN(len(p.Choices))].Value
			case engine.ParamBool:
				s.Params[p.Key] = r.IntN(2) == 0
			}
		}
	}
	switch r.IntN(3) {
	case 1:
		s.Basis = engine.Basis{Kind: engine.BasisPoly, Degree: 1 + r.IntN(3)}
	case 2:
		b := engine.Basis{Kind: engine.BasisRBF, Width: 0.1 + r.Float64()*3, Linear: r.IntN(2) == 0}
		for j := 1 + r.IntN(engine.MaxCentres); j > 0; j-- {
			b.Centres = append(b.Centres, engine.Vec2{X: r.NormFloat64() * 3, Y: r.NormFloat64() * 3})
		}
		s.Basis = b
	}
	v := &s.View
	v.Shading = []string{ShadingHard, ShadingSoft, ShadingOff}[r.IntN(3)]
	for _, f := range []*bool{&v.Boundary, &v.Misclassified, &v.Weights, &v.Margins, &v.Update, &v.Novikoff,
		&v.Fisher, &v.Densities, &v.Contours, &v.Whitened, &v.Ambiguity, &v.Grid} {
		*f = r.IntN(2) == 0
	}
	for _, c := range cat {
		if r.IntN(3) == 0 {
			v.Compare = append(v.Compare, c.ID)
		}
	}
	if r.IntN(4) > 0 {
		x, y := r.NormFloat64()*scale, r.NormFloat64()*scale
		w, h := scale*(0.5+r.Float64()*5), scale*(0.5+r.Float64()*5)
		s.Viewport = Viewport{x - w, x + w, y - h, y + h}
	}
	s.Speed = MinSpeed + r.Float64()*(MaxSpeed-MinSpeed)
	if r.IntN(2) == 0 {
		s.Title = "Scene " + randomName(r, 0)
		s.Text = "Line one <b>bold?</b>\nLine two: \"quoted\", & more."
	}
	return s
}

// assertSceneEqual fails the test when a and b differ, naming the field.
func assertSceneEqual(t *testing.T, what string, a, b Scene) {
	t.Helper()
	if reflect.DeepEqual(a, b) {
		return
	}
	av, bv := reflect.ValueOf(a), reflect.ValueOf(b)
	for i := 0; i < av.NumField(); i++ {
		if !reflect.DeepEqual(av.Field(i).Interface(), bv.Field(i).Interface()) {
			t.Fatalf("%s: field %s differs:\n got %#v\nwant %#v", what, av.Type().Field(i).Name,
				bv.Field(i).Interface(), av.Field(i).Interface())
		}
	}
	t.Fatalf("%s: scenes differ", what)
}

// newRand returns the seeded generator of a test.
func newRand(seed uint64) *rand.Rand { return rand.New(rand.NewPCG(seed, 0x5eed)) }
