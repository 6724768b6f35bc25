package main

import (
	_ "embed"
	"fmt"
	"image/color"
	"math"
	"slices"
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
// all decided when it is written: while training logistic regression on
// 1,000 points the page drew 8 frames a second with one general program
// and about 20 with these (and the grid moved into the points' layer),
// in the headless Chromium of make bench.
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

// model writes the evaluation of the field at the pixel and what the look
// draws of it.
func (k shaderKey) model(w func(string, ...any)) {
	if k.strips {
		w("out = color.rgb // the shading and the boundary, from the strips' vertices (stripMesh)")
		if k.levels == 0 {
			return
		}
	}
	w("pos := dstPos.xy - imageDstOrigin()")
	if k.flat {
		// Row 0 is affine in the pixel, and so is its signed distance to
		// the boundary in device pixels: d at pixel (0, 0) plus a unit
		// gradient, and h0 = d·|∇h0| (fieldUniforms works these out once
		// per frame rather than at every pixel).
		w("d := D0 + DGrad.x*pos.x + DGrad.y*pos.y")
		if (k.shading > 0 && !k.strips) || k.levels > 0 {
			w("h0 := d * HPerD")
		}
	} else {
		k.rowsAt(w)
	}
	h := make([]string, k.rows)
	for r := range h {
		h[r] = fmt.Sprintf("h%d", r)
	}
	z := k.featureNames()
	// What the look needs: the class (shading), the confidence (soft
	// shading), and the boundary function g with the distance to its zero
	// set (the boundary line, a compared boundary, or the confidence of a
	// model without probabilities).
	needCls := k.shading > 0 && !k.strips
	needConf := k.shading == 2 && !k.strips
	confFromDistance := k.link == 0 || k.combine == 3
	needG := (k.boundary && k.combine < 2 && !k.strips) || k.linesOnly || (needConf && confFromDistance)
	g := "g"

	// The probit link moderates row 0 by κ = (1 + π zᵀΣz/8)^(−1/2).
	kappa := ""
	if k.link == 3 && (needConf || k.levels > 0) {
		var terms []string
		for i := 0; i < k.nz; i++ {
			for j := 0; j < k.nz; j++ {
				terms = append(terms, fmt.Sprintf("Cov[%d].%c*%s*%s", (i*k.nz+j)/4, "xyzw"[(i*k.nz+j)%4], z[i], z[j]))
			}
		}
		w("kappa := 1 / sqrt(1+3.14159265*max(%s, 0)/8)", strings.Join(terms, " + "))
		kappa = "kappa*"
	}

	// The class cls (−1: undecided or ambiguous), g, and conf (< 0: the
	// link gives no probabilities here).
	switch k.combine {
	case 0:
		g = "h0"
		if needCls {
			w("cls := 1")
			w("if h0 >= 0 {")
			w("\tcls = 0")
			w("}")
			if k.band {
				w("if abs(h0) <= Band {")
				w("\tcls = -1")
				w("}")
			}
		}
		if needConf && k.link > 0 {
			w("conf := confidence(%sh0)", kappa)
		}
	case 1:
		if !needCls && !needG && !needConf {
			break // only the probability contours
		}
		w("cls := 0")
		w("bv := h0")
		for r := 1; r < k.rows; r++ {
			w("if %s > bv {", h[r])
			w("\tcls = %d", r)
			w("\tbv = %s", h[r])
			w("}")
		}
		if needG || (needConf && k.link != 2) {
			w("second := -1e30")
			for r := 0; r < k.rows; r++ {
				w("if cls != %d {", r)
				w("\tsecond = max(second, %s)", h[r])
				w("}")
			}
			w("g := bv - second")
		}
		if needConf && k.link == 2 {
			var terms []string
			for r := 0; r < k.rows; r++ {
				terms = append(terms, fmt.Sprintf("exp(%s-bv)", h[r]))
			}
			w("conf := (1/(%s) - 1.0/%d) / (1 - 1.0/%d)", strings.Join(terms, " + "), k.rows, k.rows)
		} else if needConf && k.link > 0 {
			w("conf := confidence(g)")
		}
	case 2:
		k.nearestRow(w, needG)
		if needCls {
			w("won := -1")
			w("n := 0")
			if needConf && k.link > 0 {
				w("hw := 0.0")
			}
			for r := 0; r < k.rows; r++ {
				w("if %s > 0 {", h[r])
				w("\twon = %d", r)
				if needConf && k.link > 0 {
					w("\thw = %s", h[r])
				}
				w("\tn++")
				w("}")
			}
			w("cls := -1")
			w("if n == 1 {")
			w("\tcls = won")
			w("}")
			if needConf && k.link > 0 {
				w("conf := confidence(hw)")
			}
		}
	case 3:
		k.nearestRow(w, needG)
		if needCls {
			for c := 0; c < k.classes; c++ {
				w("v%d := 0.0", c)
			}
			for r := 0; r < k.rows && r < maxPairs; r++ {
				w("if %s >= 0 {", h[r])
				w("\tv%d += 1", k.pairs[r][0])
				w("} else {")
				w("\tv%d += 1", k.pairs[r][1])
				w("}")
			}
			w("cls := 0")
			w("bv := v0")
			w("tie := false")
			for c := 1; c < k.classes; c++ {
				w("if v%d > bv {", c)
				w("\tcls = %d", c)
				w("\tbv = v%d", c)
				w("\ttie = false")
				w("} else if v%d == bv {", c)
				w("\ttie = true")
				w("}")
			}
			w("if tie {")
			w("\tcls = -1")
			w("}")
		}
	}

	// Distance to the boundary in device pixels, from the screen gradient
	// of g. A function that is constant here (all-zero weights at the
	// start of training) has no boundary to draw.
	if needG && k.flat {
		w("dpx := abs(d)")
	} else if needG {
		w("gx := dfdx(%s)", g)
		w("gy := dfdy(%s)", g)
		w("grad := max(length(vec2(gx, gy)), 1e-12)")
		w("dpx := 1e6")
		w("if grad > 1e-9 {")
		w("\tdpx = abs(%s) / grad", g)
		w("}")
	}
	if k.linesOnly {
		if k.flat {
			w("tangent := vec2(-DGrad.y, DGrad.x)")
		} else {
			w("tangent := vec2(-gy, gx) / grad")
		}
		w("t := dot(pos, tangent) / PixelRatio")
		w("on := 1.0")
		w("if Dash > 2.5 {")
		w("\tm := mod(t, 22.0)")
		w("\ton = step(m, 12.0) + step(16.0, m)*step(m, 19.0)")
		w("} else if Dash > 1.5 {")
		w("\ton = step(mod(t, 6.0), 2.5)")
		w("} else if Dash > 0.5 {")
		w("\ton = step(mod(t, 14.0), 8.0)")
		w("}")
		w("cov := line(dpx, 2.4*PixelRatio) * on")
		w("return vec4(LineColor.rgb*cov, cov)")
		return
	}

	// Class regions: hard, or shaded by the confidence; with no
	// probabilities the confidence grows with the distance to the boundary,
	// relative to the size of the view.
	if needCls {
		w("col := ClassColor[0].rgb")
		for c := 1; c < k.classes; c++ {
			w("if cls == %d {", c)
			w("\tcol = ClassColor[%d].rgb", c)
			w("}")
		}
		shade := fmt.Sprint(shadeHard)
		if needConf {
			if confFromDistance {
				w("conf := 1 - exp(-dpx*Scale.x/(%v*Span))", confSpan)
			}
			shade = fmt.Sprintf("%v+%v*conf", shadeMin, shadeConf)
		}
		if k.band || k.combine >= 2 {
			w("if cls >= 0 {")
			w("\tout = mix(out, col, %s)", shade)
			if k.stripes {
				w("} else {")
				w("\tstripe := step(5.0*PixelRatio, mod(pos.x+pos.y, 10.0*PixelRatio))")
				w("\tout = mix(out, vec3(0.45), 0.14+0.10*stripe)")
			}
			w("}")
		} else {
			w("out = mix(out, col, %s)", shade)
		}
	}

	// Contours of row 0's activation (κ·h for probit): margin lines,
	// Fausett's H+ and H−, probability levels.
	if k.levels > 0 {
		if k.combine == 1 {
			// K posteriors p_k = softmax(h)_k: the contours of the largest,
			// as its log-odds ln(p/(1−p)) = −ln Σ_{j≠max} exp(h_j − h_max).
			w("lm := h0")
			for r := 1; r < k.rows; r++ {
				w("lm = max(lm, %s)", h[r])
			}
			var terms []string
			for r := 0; r < k.rows; r++ {
				terms = append(terms, fmt.Sprintf("exp(%s-lm)", h[r]))
			}
			w("a := -log(max(%s - 1, 1e-30))", strings.Join(terms, " + "))
		} else {
			w("a := %sh0", kappa)
		}
		if k.flat {
			w("ax := Grad0.x")
			w("ay := Grad0.y")
		} else {
			w("ax := dfdx(a)")
			w("ay := dfdy(a)")
		}
		w("ag := max(length(vec2(ax, ay)), 1e-12)")
		w("dash := step(mod(dot(pos, vec2(-ay, ax)/ag), 9.0*PixelRatio), 5.0*PixelRatio)")
		w("if ag > 1e-9 {")
		for i := 0; i < k.levels; i++ {
			w("\tcov%d := line(abs(a-Levels[%d].x)/ag, 1.5*PixelRatio)", i, i)
			w("\tif Levels[%d].y > 0.5 {", i)
			w("\t\tcov%d *= dash", i)
			w("\t}")
			w("\tout = mix(out, vec3(0.2), 0.85*cov%d)", i)
		}
		w("}")
	}

	if k.boundary && !k.strips {
		if k.combine >= 2 {
			// One-versus-rest and one-versus-one: every classifier's own
			// line, thin.
			for r := 0; r < k.rows; r++ {
				w("rg%d := length(vec2(dfdx(%s), dfdy(%s)))", r, h[r], h[r])
				w("if rg%d > 1e-9 {", r)
				w("\tout = mix(out, vec3(0.2), 0.75*line(abs(%s)/rg%d, 1.3*PixelRatio))", h[r], r)
				w("}")
			}
		} else {
			w("out = mix(out, vec3(%v), line(dpx, %v*PixelRatio))", lineGrey, lineWidth)
		}
	}
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

// Capacity of the field shader's uniforms.
const (
	maxPairs      = 15  // one-versus-one rows of 6 classes
	shaderCoefs   = 512 // rows × coefficients
	shaderRows    = 15
	shaderZ       = 36
	shaderCovZ    = 10
	shaderLevels  = 8
	cpuCellPixels = 3 // CPU fallback: cell size in device pixels
)

// look holds what the field draws besides the model.
type look struct {
	shading   float32 // 0 off, 1 hard, 2 soft
	boundary  bool
	ambiguity bool
	grid      bool
	levels    [][2]float32 // activation level, dashed
}

// fitsShader reports whether the shader can evaluate f exactly.
func fitsShader(f *engine.Field) bool {
	nz := f.Basis.Dim() + 1
	switch {
	case f.Quad != nil:
		return false
	case len(f.Rows) == 0 || len(f.Rows) > shaderRows || len(f.Rows)*nz > shaderCoefs || nz > shaderZ:
		return false
	case f.Link == engine.LinkProbit && nz > shaderCovZ:
		return false
	case len(f.Labels) > 6:
		return false
	}
	return true
}

// fieldUniforms returns the uniforms that make the program of
// fieldKey(f, lk, …) draw f (nil for none) as seen through cam.
func fieldUniforms(f *engine.Field, cam camera, lk look) map[string]any {
	u := map[string]any{
		"Origin":     []float32{float32(cam.ox), float32(cam.oy)},
		"Scale":      []float32{float32(cam.s), float32(cam.s)},
		"PixelRatio": float32(cam.dpr),
		"Span":       float32(math.Min(cam.w, cam.h) * cam.s),
		"ViewInv":    []float32{1, 0, 0, 1},
		"ViewC":      []float32{0, 0},
	}
	inv := [2][2]float64{{1, 0}, {0, 1}}
	if cam.tr.on {
		inv = cam.tr.inv
		u["ViewInv"] = []float32{float32(inv[0][0]), float32(inv[0][1]), float32(inv[1][0]), float32(inv[1][1])}
		u["ViewC"] = []float32{float32(cam.tr.c.X), float32(cam.tr.c.Y)}
	}
	if f == nil || len(f.Rows) == 0 {
		return u
	}
	b := f.Basis
	if b.Kind == engine.BasisRBF {
		c := make([]float32, 64)
		for i, p := range b.Centres {
			c[2*i], c[2*i+1] = float32(p.X), float32(p.Y)
		}
		u["Centres"], u["Width"] = c, float32(b.Width)
	}
	nz := b.Dim() + 1
	w := make([]float32, shaderCoefs)
	for r, row := range f.Rows {
		for j, v := range row {
			w[r*nz+j] = float32(v)
		}
	}
	u["W"] = w
	if b.IsLinear() && len(f.Rows[0]) == 3 {
		r := flatRowOf(f, cam)
		u["Grad0"] = []float32{float32(r.gx), float32(r.gy)}
		u["D0"], u["DGrad"], u["HPerD"] = float32(r.d0), []float32{float32(r.dx), float32(r.dy)}, float32(r.per)
	}
	colors := make([]float32, 24)
	for i, l := range f.Labels[:min(len(f.Labels), 6)] {
		c := classColors[l%len(classColors)]
		colors[4*i], colors[4*i+1], colors[4*i+2], colors[4*i+3] = float32(c.R)/255, float32(c.G)/255, float32(c.B)/255, 1
	}
	u["ClassColor"] = colors
	if f.Link == engine.LinkProbit {
		cov := make([]float32, 100)
		for i, v := range f.Cov {
			cov[i] = float32(v)
		}
		u["Cov"] = cov
	}
	u["Band"] = float32(f.Band)
	lv := make([]float32, 4*shaderLevels)
	for n, l := range lk.levels {
		if n == shaderLevels || f.Combine != engine.CombineSign {
			break
		}
		lv[4*n], lv[4*n+1] = l[0], l[1]
	}
	u["Levels"] = lv
	return u
}

// How a class region and the boundary are painted, by the field programs,
// the strip mesh and the CPU field alike: the class colour over white with
// the weight shadeWeight; with no probabilities the confidence is
// 1 − e^(−d/(confSpan·span)) at d from the boundary in a view of span; the
// boundary line is lineWidth device pixels per CSS pixel wide, in the grey
// lineGrey.
const (
	shadeHard = 0.30
	shadeMin  = 0.08
	shadeConf = 0.42
	confSpan  = 0.12
	lineWidth = 2.2
	lineGrey  = 0.1
)

// shadeWeight returns the weight of the class colour over white for the
// shading (0 off, 1 hard, 2 soft) at the confidence conf.
func shadeWeight(shading float32, conf float64) float64 {
	switch shading {
	case 1:
		return shadeHard
	case 2:
		return shadeMin + shadeConf*conf
	}
	return 0
}

// flatRow is row 0 of a linear field as a function of the device pixel
// (px, py): h0 = per·d with d = d0 + dx·px + dy·py its signed distance to
// the boundary in device pixels, (dx, dy) a unit vector, and (gx, gy) the
// gradient of h0 itself.
type flatRow struct {
	gx, gy, d0, dx, dy, per float64
}

// flatRowOf returns row 0 of the linear field f as seen through cam. A row
// that is constant on the screen has no boundary: d is ±10⁶ with h0's sign,
// and per brings h0 back.
func flatRowOf(f *engine.Field, cam camera) flatRow {
	inv := [2][2]float64{{1, 0}, {0, 1}}
	if cam.tr.on {
		inv = cam.tr.inv
	}
	// Row 0 is w₀ + w₁x + w₂y with x = inv₀₀·vx + inv₀₁·vy + c and
	// vx = Origin.x + px·s, vy = Origin.y − py·s.
	w1, w2 := f.Rows[0][1], f.Rows[0][2]
	x, y := cam.toData(0, 0)
	h0 := f.Rows[0][0] + w1*x + w2*y
	r := flatRow{gx: cam.s * (w1*inv[0][0] + w2*inv[1][0]), gy: -cam.s * (w1*inv[0][1] + w2*inv[1][1])}
	r.d0, r.per = math.Copysign(1e6, h0), math.Abs(h0)/1e6
	if g := math.Hypot(r.gx, r.gy); g > 1e-9 {
		r.d0, r.dx, r.dy, r.per = h0/g, r.gx/g, r.gy/g, g
	}
	return r
}

// Knots of the strip mesh: the shading is exact at each knot and linear
// between. Its confidence is tanh(t) in t = |h0|/2 (logistic) or 1 − e^−t
// in t = distance / (0.12 × the view's smaller side) (margin models): at
// most 0.0022 from the true value with knots 0.15 apart (the error of
// linear interpolation is at most Δ²/8 · max|f″|, and |f″| ≤ 0.77 for tanh,
// ≤ 1 for 1 − e^−t), which is 0.24 of a colour level after the shading's
// factor 0.42; past the last knot the confidence is within 10⁻³ of 1.
const (
	stripStep = 0.15
	stripTanh = 5.0 // 1 − tanh 5 = 9·10⁻⁵
	stripExp  = 7.0 // e^−7 = 9·10⁻⁴
)

// stripMesh appends to v and idx a mesh of strips along the boundary of
// the linear two-class field f that covers the screen and carries, in its
// vertex colours, what the field program (key.strips) would otherwise work
// out at every pixel: the class tint, hard or shaded by the confidence,
// exact at each knot and linear between (see stripStep), and the boundary
// line, exact. The sources are the vertex positions, for the scenery
// layer. Under software WebGL, where every operation of a program is paid
// at every pixel, this is the cheaper way: training logistic regression on
// 1,000 points in make bench's browser, pages with the mesh drew 19.2 fps
// and pages working the shading and line out per pixel 17.4 (the means
// of six pairs of pages; the mesh was ahead in every pair, by 3–27%).
func stripMesh(v []ebiten.Vertex, idx []uint32, f *engine.Field, cam camera, lk look) ([]ebiten.Vertex, []uint32) {
	r := flatRowOf(f, cam)
	tint := func(side int) [3]float64 {
		var c [3]float64
		if side < len(f.Labels) {
			col := classColors[f.Labels[side]%len(classColors)]
			c = [3]float64{float64(col.R) / 255, float64(col.G) / 255, float64(col.B) / 255}
		}
		return c
	}
	// The confidence at distance d (device pixels) from the boundary, and
	// the scale of t.
	alpha, tMax := r.per/2, stripTanh
	conf := math.Tanh
	if f.Link == engine.LinkMargin {
		alpha, tMax = 1/(confSpan*math.Min(cam.w, cam.h)), stripExp
		conf = func(t float64) float64 { return -math.Expm1(-t) }
	}
	// The boundary line's coverage, clamp(half + 0.5 − d, 0, 1) with half
	// its half width (as the program's line()), is linear in d between the
	// knots half ± 0.5, so the mesh draws it exactly.
	half := lineWidth / 2 * cam.dpr
	colour := func(side int, d float64) [3]float32 {
		shade := shadeWeight(lk.shading, conf(d*alpha))
		cov := 0.0
		if lk.boundary {
			cov = math.Min(math.Max(half+0.5-d, 0), 1)
		}
		c := tint(side)
		var out [3]float32
		for i := range c {
			out[i] = float32((1+(c[i]-1)*shade)*(1-cov) + lineGrey*cov)
		}
		return out
	}
	cx, cy := cam.w/2, cam.h/2
	R := math.Hypot(cam.w, cam.h)/2 + 4
	put := func(px, py float64, c [3]float32) {
		v = append(v, ebiten.Vertex{DstX: float32(px), DstY: float32(py), SrcX: float32(px), SrcY: float32(py),
			ColorR: c[0], ColorG: c[1], ColorB: c[2], ColorA: 1})
	}
	quad := func() {
		b := uint32(len(v) - 4)
		idx = append(idx, b, b+1, b+2, b+1, b+3, b+2)
	}
	if r.dx == 0 && r.dy == 0 {
		// No boundary: one colour over the screen.
		side := 0
		if r.d0 < 0 {
			side = 1
		}
		c := colour(side, math.Abs(r.d0))
		put(0, 0, c)
		put(cam.w, 0, c)
		put(0, cam.h, c)
		put(cam.w, cam.h, c)
		quad()
		return v, idx
	}
	// The screen's centre is at distance dc; the line at distance d
	// crosses the normal through the centre at c + (d − dc)·n.
	dc := r.d0 + r.dx*cx + r.dy*cy
	tx, ty := -r.dy, r.dx
	edge := func(d float64, c [3]float32) {
		px, py := cx+(d-dc)*r.dx, cy+(d-dc)*r.dy
		put(px-R*tx, py-R*ty, c)
		put(px+R*tx, py+R*ty, c)
	}
	lo, hi := dc-R, dc+R
	step := stripStep / alpha
	var buf [64]float64 // enough knots for either confidence (stripStep)
	knots := buf[:0]
	for side, sign := range [2]float64{1, -1} {
		// The side's distances on the screen run from a (nearer the
		// boundary) to b.
		a, b := math.Max(lo, 0), hi
		if sign < 0 {
			a, b = math.Max(-hi, 0), -lo
		}
		if a >= b {
			continue
		}
		knots = append(knots[:0], a, b)
		for k := math.Floor(a/step) + 1; lk.shading == 2 && k*step < math.Min(b, tMax/alpha); k++ {
			knots = append(knots, k*step) // only soft shading varies along a side
		}
		if lk.boundary {
			for _, d := range [2]float64{half - 0.5, half + 0.5} {
				if d > a && d < b {
					knots = append(knots, d)
				}
			}
		}
		slices.Sort(knots)
		for i, d := range knots {
			c := colour(side, d)
			edge(sign*d, c)
			if i > 0 {
				quad()
				if i < len(knots)-1 {
					edge(sign*d, c) // the next strip's near edge
				}
			}
		}
	}
	return v, idx
}

// cpuField paints a field that the shader cannot hold (quadratic forms in a
// feature space, very large RBF sets) on a grid of cpuCellPixels cells,
// recomputed only when the field or the view changes.
type cpuField struct {
	img  *ebiten.Image
	pix  []byte
	w, h int
}

func (c *cpuField) paint(f *engine.Field, cam camera, lk look, k int) {
	w := int(math.Ceil(cam.w / cpuCellPixels))
	h := int(math.Ceil(cam.h / cpuCellPixels))
	if c.img == nil || c.w != w || c.h != h {
		if c.img != nil {
			c.img.Deallocate()
		}
		c.img = newLayer(w, h)
		c.pix = make([]byte, 4*w*h)
		c.w, c.h = w, h
	}
	ev := engine.NewEvaluator(f)
	scores := make([]float64, k)
	cls := make([]int, w*h)
	prob := f.Link != engine.LinkMargin
	for j := 0; j < h; j++ {
		for i := 0; i < w; i++ {
			x, y := cam.toData((float64(i)+0.5)*cpuCellPixels, (float64(j)+0.5)*cpuCellPixels)
			cl := ev.Decide(x, y)
			cls[j*w+i] = cl
			conf := 0.5
			if prob && cl >= 0 {
				ev.Scores(x, y, scores)
				conf = math.Abs(2*scores[cl] - 1)
				if k > 2 {
					conf = (scores[cl] - 1/float64(k)) / (1 - 1/float64(k))
				}
			}
			col := color.RGBA{0xff, 0xff, 0xff, 0xff}
			if lk.shading > 0 {
				if cl >= 0 {
					col = mixWhite(classColors[cl], shadeWeight(lk.shading, conf))
				} else {
					col = mixWhite(color.RGBA{0x73, 0x73, 0x73, 0xff}, 0.18)
				}
			}
			o := 4 * (j*w + i)
			c.pix[o], c.pix[o+1], c.pix[o+2], c.pix[o+3] = col.R, col.G, col.B, 0xff
		}
	}
	if lk.boundary {
		// A cell whose right or lower neighbour has another class is on the
		// boundary.
		for j := 0; j < h; j++ {
			for i := 0; i < w; i++ {
				k := j*w + i
				if (i+1 < w && cls[k+1] != cls[k]) || (j+1 < h && cls[k+w] != cls[k]) {
					o := 4 * k
					c.pix[o], c.pix[o+1], c.pix[o+2] = 0x22, 0x22, 0x22
				}
			}
		}
	}
	c.img.WritePixels(c.pix)
}

func mixWhite(c color.RGBA, a float64) color.RGBA {
	m := func(v uint8) uint8 { return uint8(math.Round(255 + (float64(v)-255)*a)) }
	return color.RGBA{m(c.R), m(c.G), m(c.B), 0xff}
}

func (c *cpuField) draw(dst *ebiten.Image) {
	op := &ebiten.DrawImageOptions{}
	op.GeoM.Scale(cpuCellPixels, cpuCellPixels)
	dst.DrawImage(c.img, op)
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
