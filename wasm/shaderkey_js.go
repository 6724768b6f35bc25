package main

import (
	_ "embed"
	"fmt"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"

	"hyperplane/engine"
)

//go:embed shaders/field.go
var fieldShaderSrc string

// shaderKey names a program written for one kind of field and look: the
// sizes of its rows, its basis, combine rule and link, and the layers it
// draws. Under software WebGL a program with loops, local arrays and
// branches on uniforms costs several times one whose sizes and rules are
// all decided when it is written.
type shaderKey struct {
	field                 bool // false: no model, only the scenery
	nz, rows, classes     int
	combine, link         int
	kind, degree, centres int // kind 0 linear, 1 polynomial (of degree), 2 Gaussian
	rbfLinear, band, flat bool
	pairs                 [maxPairs][2]uint8 // the classes of the one-versus-one rows
	shading, levels       int
	stripes, boundary     bool
	scenery, linesOnly    bool
	// strips: the shading of a linear two-class field comes from the
	// vertices of a mesh of strips along its boundary (stripMesh) instead
	// of being worked out at every pixel.
	strips bool
}

// fieldKey returns the program that draws f (nil for none) with the look
// lk; scenery composites the layer of grid and points, linesOnly draws only
// the boundary (a compared algorithm's).
func fieldKey(f *engine.Field, lk look, scenery, linesOnly bool) shaderKey {
	k := shaderKey{scenery: scenery}
	if f == nil || len(f.Rows) == 0 {
		return k
	}
	k.field, k.linesOnly = true, linesOnly
	k.nz, k.rows, k.classes = f.Basis.Dim()+1, len(f.Rows), max(len(f.Labels), 2)
	switch f.Combine {
	case engine.CombineArgmax:
		k.combine = 1
	case engine.CombineOvR:
		k.combine = 2
	case engine.CombineOvO:
		k.combine = 3
		for i, p := range f.Pairs[:min(len(f.Pairs), maxPairs)] {
			k.pairs[i] = [2]uint8{uint8(p[0]), uint8(p[1])}
		}
	}
	switch f.Link {
	case engine.LinkLogistic:
		k.link = 1
	case engine.LinkSoftmax:
		k.link = 2
	case engine.LinkProbit:
		k.link = 3
	}
	switch f.Basis.Kind {
	case engine.BasisPoly:
		k.kind, k.degree = 1, f.Basis.Degree
	case engine.BasisRBF:
		k.kind, k.centres, k.rbfLinear = 2, len(f.Basis.Centres), f.Basis.Linear
	}
	k.band = k.combine == 0 && f.Band > 0
	k.flat = k.kind == 0 && k.link != 3 && k.combine == 0 && k.nz == 3
	if linesOnly {
		return k
	}
	k.shading, k.boundary = int(lk.shading), lk.boundary
	k.stripes = k.shading > 0 && (lk.ambiguity || k.combine == 0) && (k.band || k.combine >= 2)
	if k.combine == 0 || (k.combine == 1 && k.link == 2) {
		k.levels = min(len(lk.levels), shaderLevels)
	}
	if !linesOnly && k.shading == 0 && !k.boundary && k.levels == 0 {
		k = shaderKey{scenery: scenery} // nothing of the model is drawn
	}
	k.strips = k.flat && (k.shading > 0 || k.boundary) && !k.band && k.link <= 1
	return k
}

// source returns the field shader with the body of Fragment written for k.
func (k shaderKey) source() string {
	begin := strings.Index(fieldShaderSrc, "// BODY BEGIN")
	end := strings.Index(fieldShaderSrc, "// BODY END")
	if begin < 0 || end < 0 {
		return fieldShaderSrc
	}
	return fieldShaderSrc[:begin] + k.body() + fieldShaderSrc[end:]
}

// coefAt names coefficient i of the packed rows: W[i/4] and its component.
func coefAt(i int) string { return fmt.Sprintf("W[%d].%c", i/4, "xyzw"[i%4]) }

// body writes the body of Fragment for k; see shaders/field.go for the
// uniforms and the meaning of each part.
func (k shaderKey) body() string {
	var b strings.Builder
	w := func(format string, a ...any) { fmt.Fprintf(&b, "\t"+format+"\n", a...) }
	if k.linesOnly {
		k.model(w)
		return b.String()
	}
	w("out := vec3(1)")
	if k.field {
		k.model(w)
	}
	if k.scenery {
		w("p := imageSrc0UnsafeAt(src0Pos) // premultiplied: p over out")
		w("out = p.rgb + out*(1-p.a)")
	}
	w("return vec4(out, 1)")
	return b.String()
}

// nearestRow writes g, the row nearest its zero (the smallest |h_r|), whose
// zero set is the boundary near the pixel under one-versus-rest and
// one-versus-one; when the look does not need g it writes nothing.
func (k shaderKey) nearestRow(w func(string, ...any), need bool) {
	if !need {
		return
	}
	w("g := h0")
	for r := 1; r < k.rows; r++ {
		w("if abs(h%d) < abs(g) {", r)
		w("\tg = h%d", r)
		w("}")
	}
}

// rowsAt writes the features z1…z(nz−1) of the pixel's data point and the
// rows h_r = W_rᵀ z.
func (k shaderKey) rowsAt(w func(string, ...any)) {
	w("vx := Origin.x + pos.x*Scale.x")
	w("vy := Origin.y - pos.y*Scale.y")
	w("x := ViewInv.x*vx + ViewInv.y*vy + ViewC.x")
	w("y := ViewInv.z*vx + ViewInv.w*vy + ViewC.y")
	// Features z1…z(nz−1); z0 = 1.
	switch k.kind {
	case 2:
		w("s2 := 2.0 * Width * Width")
		for j := 0; j < k.centres; j++ {
			w("d%d := vec2(x, y) - Centres[%d]", j, j)
			w("z%d := exp(-dot(d%d, d%d) / s2)", j+1, j, j)
		}
	case 1:
		if k.degree >= 2 {
			w("z3 := x * x")
			w("z4 := x * y")
			w("z5 := y * y")
		}
		if k.degree >= 3 {
			w("z6 := x * x * x")
			w("z7 := x * x * y")
			w("z8 := x * y * y")
			w("z9 := y * y * y")
		}
	}
	z := k.featureNames()
	// Rows h_r = W_rᵀ z.
	for r := 0; r < k.rows; r++ {
		terms := []string{coefAt(r * k.nz)}
		for j := 1; j < k.nz; j++ {
			terms = append(terms, coefAt(r*k.nz+j)+"*"+z[j])
		}
		w("h%d := %s", r, strings.Join(terms, " + "))
	}
}

// featureNames returns the names of z0…z(nz−1) in the program.
func (k shaderKey) featureNames() []string {
	z := []string{"1.0"}
	switch k.kind {
	case 2:
		for j := 0; j < k.centres; j++ {
			z = append(z, fmt.Sprintf("z%d", j+1))
		}
		if k.rbfLinear {
			z = append(z, "x", "y")
		}
	default:
		z = append(z, "x", "y")
		for j := 3; j < k.nz; j++ {
			z = append(z, fmt.Sprintf("z%d", j))
		}
	}
	return z
}

// shaderCache compiles each variant once.
type shaderCache struct {
	m map[shaderKey]*ebiten.Shader
}

func (c *shaderCache) get(k shaderKey) (*ebiten.Shader, error) {
	if sh, ok := c.m[k]; ok {
		return sh, nil
	}
	sh, err := ebiten.NewShader([]byte(k.source()))
	if err != nil {
		return nil, fmt.Errorf("field shader %+v: %v", k, err)
	}
	if c.m == nil {
		c.m = map[shaderKey]*ebiten.Shader{}
	}
	c.m[k] = sh
	return sh, nil
}

// sampleFieldKeys returns every program the field shader's writer can be
// asked for, over one field of each basis, combine rule and link and every
// look: the debug hook fieldPrograms compiles them all, so that a test
// finds a broken combination before a user does.
func sampleFieldKeys() []shaderKey {
	bases := []engine.Basis{
		{Kind: engine.BasisLinear},
		{Kind: engine.BasisPoly, Degree: 2},
		{Kind: engine.BasisPoly, Degree: 3},
		{Kind: engine.BasisRBF, Centres: []engine.Vec2{{X: 0, Y: 0}, {X: 1, Y: 1}, {X: -1, Y: 2}}, Width: 1},
		{Kind: engine.BasisRBF, Centres: []engine.Vec2{{X: 0, Y: 0}, {X: 1, Y: 1}}, Width: 1, Linear: true},
	}
	var fields []engine.Field
	for _, b := range bases {
		nz := b.Dim() + 1
		rows := func(n int) [][]float64 {
			r := make([][]float64, n)
			for i := range r {
				r[i] = make([]float64, nz)
				r[i][0] = float64(i)
			}
			return r
		}
		for _, link := range []engine.Link{engine.LinkMargin, engine.LinkLogistic, engine.LinkProbit} {
			for _, band := range []float64{0, 0.5} {
				f := engine.Field{Basis: b, Rows: rows(1), Labels: []int{0, 1}, Combine: engine.CombineSign, Link: link, Band: band}
				if link == engine.LinkProbit {
					if nz > shaderCovZ {
						continue
					}
					f.Cov = make([]float64, nz*nz)
				}
				fields = append(fields, f)
			}
		}
		for _, link := range []engine.Link{engine.LinkMargin, engine.LinkLogistic, engine.LinkSoftmax} {
			fields = append(fields, engine.Field{Basis: b, Rows: rows(3), Labels: []int{0, 1, 2}, Combine: engine.CombineArgmax, Link: link})
		}
		for _, link := range []engine.Link{engine.LinkMargin, engine.LinkLogistic} {
			fields = append(fields,
				engine.Field{Basis: b, Rows: rows(3), Labels: []int{0, 1, 2}, Combine: engine.CombineOvR, Link: link},
				engine.Field{Basis: b, Rows: rows(3), Labels: []int{0, 1, 2}, Combine: engine.CombineOvO, Link: link, Pairs: [][2]int{{0, 1}, {0, 2}, {1, 2}}})
		}
	}
	seen := map[shaderKey]bool{}
	var keys []shaderKey
	add := func(k shaderKey) {
		if !seen[k] {
			seen[k] = true
			keys = append(keys, k)
		}
	}
	for _, scenery := range []bool{false, true} {
		add(fieldKey(nil, look{}, scenery, false))
	}
	levels := [][2]float32{{1, 1}, {-1, 1}, {0.5, 0}}
	for i := range fields {
		f := &fields[i]
		add(fieldKey(f, look{}, false, true))
		for shading := float32(0); shading <= 2; shading++ {
			for _, boundary := range []bool{false, true} {
				for _, ambiguity := range []bool{false, true} {
					for _, lv := range [][][2]float32{nil, levels} {
						for _, scenery := range []bool{false, true} {
							lk := look{shading: shading, boundary: boundary, ambiguity: ambiguity, levels: lv}
							add(fieldKey(f, lk, scenery, false))
						}
					}
				}
			}
		}
	}
	return keys
}
