package render

import (
	"testing"

	"hyperplane/engine"
)

// signField returns a two-class sign field of one linear row.
func signField(link engine.Link, band float64) *engine.Field {
	f := &engine.Field{Basis: engine.Basis{Kind: engine.BasisLinear}, Rows: [][]float64{{0, 1, 0}},
		Labels: []int{0, 1}, Combine: engine.CombineSign, Link: link, Band: band}
	if link == engine.LinkProbit {
		f.Cov = make([]float64, 9)
	}
	return f
}

// TestKindsOf checks the mapping of the engine's names to the programs'
// enums, and that an unknown name falls back to the simplest.
func TestKindsOf(t *testing.T) {
	combines := map[engine.Combine]Combine{engine.CombineSign: CombineSign, engine.CombineArgmax: CombineArgmax,
		engine.CombineOvR: CombineOvR, engine.CombineOvO: CombineOvO, "what": CombineSign}
	for in, want := range combines {
		if got := CombineOf(in); got != want {
			t.Errorf("CombineOf(%q) = %d, want %d", in, got, want)
		}
	}
	links := map[engine.Link]Link{engine.LinkMargin: LinkMargin, engine.LinkLogistic: LinkLogistic,
		engine.LinkSoftmax: LinkSoftmax, engine.LinkProbit: LinkProbit}
	for in, want := range links {
		if got := LinkOf(in); got != want {
			t.Errorf("LinkOf(%q) = %d, want %d", in, got, want)
		}
	}
	kinds := map[engine.BasisKind]BasisKind{engine.BasisLinear: BasisLinear, engine.BasisPoly: BasisPoly, engine.BasisRBF: BasisRBF}
	for in, want := range kinds {
		if got := BasisKindOf(in); got != want {
			t.Errorf("BasisKindOf(%q) = %d, want %d", in, got, want)
		}
	}
}

// TestKeyOf checks the decisions KeyOf takes for a few fields and looks,
// each as stated in the comments of Key and KeyOf.
func TestKeyOf(t *testing.T) {
	soft := Look{Shading: ShadingSoft, Boundary: true}
	three := &engine.Field{Basis: engine.Basis{Kind: engine.BasisLinear}, Rows: [][]float64{{0, 1, 0}, {0, 0, 1}, {0, -1, -1}},
		Labels: []int{0, 1, 2}, Combine: engine.CombineOvR, Link: engine.LinkLogistic}
	cases := []struct {
		name                 string
		f                    *engine.Field
		lk                   Look
		flat, strips, stripe bool
		levels               int
	}{
		// A linear two-class logistic field is affine in the pixel, and
		// its shading comes from the strip mesh.
		{"logistic", signField(engine.LinkLogistic, 0), soft, true, true, false, 0},
		{"margin", signField(engine.LinkMargin, 0), soft, true, true, false, 0},
		// The probit's κ depends on the pixel: not affine.
		{"probit", signField(engine.LinkProbit, 0), soft, false, false, false, 0},
		// Fausett's band leaves an undecided stripe, which the mesh does
		// not draw.
		{"band", signField(engine.LinkMargin, 0.5), soft, true, false, true, 0},
		// One-versus-rest stripes its ambiguous regions only when asked.
		{"ovr", three, soft, false, false, false, 0},
		{"ovr ambiguity", three, Look{Shading: ShadingHard, Ambiguity: true}, false, false, true, 0},
		// Contours: at most shaderLevels of them, on a sign field.
		{"levels", signField(engine.LinkLogistic, 0), Look{Levels: make([][2]float32, 11)}, true, false, false, 8},
		{"ovr levels", three, Look{Shading: ShadingHard, Levels: make([][2]float32, 3)}, false, false, false, 0},
	}
	for _, c := range cases {
		k := KeyOf(c.f, c.lk, false, false)
		if k.flat != c.flat || k.Strips() != c.strips || k.stripes != c.stripe || k.levels != c.levels {
			t.Errorf("%s: flat %v strips %v stripes %v levels %d, want %v %v %v %d",
				c.name, k.flat, k.Strips(), k.stripes, k.levels, c.flat, c.strips, c.stripe, c.levels)
		}
	}
	// A look that draws nothing of the model asks for the program of no
	// model.
	if k := KeyOf(signField(engine.LinkLogistic, 0), Look{}, true, false); k != KeyOf(nil, Look{}, true, false) {
		t.Errorf("an empty look gave %+v", k)
	}
	// Argmax softmax has probability contours; argmax logistic has none.
	sm := &engine.Field{Basis: engine.Basis{Kind: engine.BasisLinear}, Rows: three.Rows, Labels: three.Labels,
		Combine: engine.CombineArgmax, Link: engine.LinkSoftmax}
	lv := Look{Levels: make([][2]float32, 3)}
	if k := KeyOf(sm, lv, false, false); k.levels != 3 || k.combine != CombineArgmax || k.link != LinkSoftmax {
		t.Errorf("softmax contours: %+v", k)
	}
	sm.Link = engine.LinkLogistic
	if k := KeyOf(sm, lv, false, false); k.field {
		t.Errorf("argmax logistic with only contours draws the model: %+v", k)
	}
	// The one-versus-one rows keep their pairs.
	ovo := &engine.Field{Basis: engine.Basis{Kind: engine.BasisPoly, Degree: 2}, Rows: [][]float64{make([]float64, 6), make([]float64, 6), make([]float64, 6)},
		Labels: []int{0, 1, 2}, Combine: engine.CombineOvO, Pairs: [][2]int{{0, 1}, {0, 2}, {1, 2}}}
	k := KeyOf(ovo, soft, false, false)
	if k.pairs[2] != [2]uint8{1, 2} || k.nz != 6 || k.kind != BasisPoly || k.degree != 2 {
		t.Errorf("ovo: %+v", k)
	}
}

// TestFitsShader checks the limits of the programs' uniforms.
func TestFitsShader(t *testing.T) {
	if !FitsShader(signField(engine.LinkProbit, 0)) {
		t.Error("a linear probit field does not fit")
	}
	// Cov holds a covariance of up to 10×10 (shaderCovZ): a cubic basis,
	// z of 10 features, fits; 10 Gaussian centres and the constant, 11
	// features, do not.
	cubic := &engine.Field{Basis: engine.Basis{Kind: engine.BasisPoly, Degree: 3}, Rows: [][]float64{make([]float64, 10)},
		Labels: []int{0, 1}, Link: engine.LinkProbit, Cov: make([]float64, 100)}
	if !FitsShader(cubic) {
		t.Error("a cubic probit field (10 features) does not fit")
	}
	rbf := make([]engine.Vec2, 10)
	big := &engine.Field{Basis: engine.Basis{Kind: engine.BasisRBF, Centres: rbf, Width: 1}, Rows: [][]float64{make([]float64, 11)},
		Labels: []int{0, 1}, Link: engine.LinkProbit, Cov: make([]float64, 121)}
	if FitsShader(big) {
		t.Error("a probit field of 11 features fits")
	}
	seven := &engine.Field{Basis: engine.Basis{Kind: engine.BasisLinear}, Rows: make([][]float64, 7), Labels: []int{0, 1, 2, 3, 4, 5, 6}}
	if FitsShader(seven) {
		t.Error("a field of 7 classes fits (ClassColor holds 6)")
	}
}
