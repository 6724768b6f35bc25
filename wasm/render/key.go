package render

import (
	_ "embed"
	"fmt"
	"strings"

	"hyperplane/engine"
)

// FieldShader is the Kage source of the field shader: its uniforms and
// helpers, and a Fragment whose body Key.Source writes.
//
//go:embed shaders/field.go
var FieldShader string

// Key names a program written for one kind of field and look: the sizes
// of its rows, its basis, combine rule and link, and the layers it draws.
// Under software WebGL a program with loops, local arrays and branches on
// uniforms costs several times one whose sizes and rules are all decided
// when it is written. Keys are comparable: the wasm program caches one
// compiled shader per key.
type Key struct {
	field             bool // false: no model, only the scenery
	nz, rows, classes int
	combine           Combine
	link              Link
	kind              BasisKind
	degree, centres   int  // of a polynomial and a Gaussian basis
	rbfLinear         bool // the Gaussian basis has x and y too
	band, flat        bool
	pairs             [maxPairs][2]uint8 // the classes of the one-versus-one rows
	shading           Shading
	levels            int
	stripes, boundary bool
	scenery           bool
	linesOnly         bool
	// kernel: a kernel expansion's kind (kernel.go).
	kernel uint8
	// net, hidden, outs: a network's activation (netNone for none), hidden
	// units and output units (network.go).
	net          uint8
	hidden, outs int
	// strips: the shading of a linear two-class field comes from the
	// vertices of a mesh of strips along its boundary (StripMesh) instead
	// of being worked out at every pixel.
	strips bool
}

// Strips reports whether the program takes the shading and the boundary
// from the vertex colours of StripMesh, to be drawn with its triangles
// rather than over the whole screen.
func (k Key) Strips() bool { return k.strips }

// KeyOf returns the program that draws f (nil for none) with the look lk;
// scenery composites the layer of grid and points, linesOnly draws only
// the boundary (a compared algorithm's).
func KeyOf(f *engine.Field, lk Look, scenery, linesOnly bool) Key {
	k := Key{scenery: scenery}
	if f == nil || len(f.Rows) == 0 {
		return k
	}
	k.field, k.linesOnly = true, linesOnly
	k.nz, k.rows, k.classes = f.Basis.Dim()+1, len(f.Rows), max(len(f.Labels), 2)
	k.combine, k.link, k.kind = CombineOf(f.Combine), LinkOf(f.Link), BasisKindOf(f.Basis.Kind)
	if k.combine == CombineOvO {
		for i, p := range f.Pairs[:min(len(f.Pairs), maxPairs)] {
			k.pairs[i] = [2]uint8{uint8(p[0]), uint8(p[1])}
		}
	}
	switch k.kind {
	case BasisPoly:
		k.degree = f.Basis.Degree
	case BasisRBF:
		k.centres, k.rbfLinear = len(f.Basis.Centres), f.Basis.Linear
	}
	k.band = k.combine == CombineSign && f.Band > 0
	k.flat = k.kind == BasisLinear && k.link != LinkProbit && k.combine == CombineSign && k.nz == 3
	if f.Expansion != nil {
		k.kernelKey(f)
	}
	if f.Network != nil {
		k.netKey(f)
	}
	if linesOnly {
		return k
	}
	k.shading, k.boundary = lk.Shading, lk.Boundary
	k.stripes = k.shading != ShadingOff && (lk.Ambiguity || k.combine == CombineSign) && (k.band || k.combine.perRow())
	if k.combine == CombineSign || (k.combine == CombineArgmax && k.link == LinkSoftmax) {
		k.levels = min(len(lk.Levels), shaderLevels)
	}
	if k.shading == ShadingOff && !k.boundary && k.levels == 0 {
		k = Key{scenery: scenery} // nothing of the model is drawn
	}
	k.strips = k.flat && (k.shading != ShadingOff || k.boundary) && !k.band && (k.link == LinkMargin || k.link == LinkLogistic)
	return k
}

// Source returns the field shader with the body of Fragment written for k.
func (k Key) Source() string {
	begin := strings.Index(FieldShader, "// BODY BEGIN")
	end := strings.Index(FieldShader, "// BODY END")
	if begin < 0 || end < 0 {
		return FieldShader
	}
	return FieldShader[:begin] + k.body() + FieldShader[end:]
}

// coefAt names coefficient i of the packed rows: W[i/4] and its component.
func coefAt(i int) string { return fmt.Sprintf("W[%d].%c", i/4, "xyzw"[i%4]) }

// body writes the body of Fragment for k; see shaders/field.go for the
// uniforms and the meaning of each part.
func (k Key) body() string {
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
func (k Key) nearestRow(w func(string, ...any), need bool) {
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
func (k Key) rowsAt(w func(string, ...any)) {
	w("vx := Origin.x + pos.x*Scale.x")
	w("vy := Origin.y - pos.y*Scale.y")
	w("x := ViewInv.x*vx + ViewInv.y*vy + ViewC.x")
	w("y := ViewInv.z*vx + ViewInv.w*vy + ViewC.y")
	// Features z1…z(nz−1); z0 = 1.
	switch k.kind {
	case BasisRBF:
		w("s2 := 2.0 * Width * Width")
		for j := 0; j < k.centres; j++ {
			w("d%d := vec2(x, y) - Centres[%d]", j, j)
			w("z%d := exp(-dot(d%d, d%d) / s2)", j+1, j, j)
		}
	case BasisPoly:
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
	if k.kernel != kernelNone {
		k.kernelRows(w)
		return
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
	if k.net != netNone {
		k.networkRows(w, z)
	}
}

// featureNames returns the names of z0…z(nz−1) in the program.
func (k Key) featureNames() []string {
	z := []string{"1.0"}
	switch k.kind {
	case BasisRBF:
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
