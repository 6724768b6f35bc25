package render

import (
	"math"

	"hyperplane/engine"
)

// A kernel expansion f(x) = b + Σᵢ cᵢ K(xᵢ, x) (engine.Expansion) is drawn
// by a loop in the program over the support vectors, four at a time,
// whose points and coefficients it reads from an image (SVTexture), not
// from uniforms: WebGL 2 promises only 224 vec4 of fragment uniforms, and
// the arrays that held 256 support vectors took 192 of them. The loop's
// bound is a constant (Kage wants one) and it stops at the uniform
// SVBlocks, so one program per kernel and look serves every count of
// support vectors up to shaderSVs, and a field that grows while training
// compiles nothing new. The kernel's γ, c₀ and degree are uniforms.
//
// The image holds each number in 24-bit fixed point over the red, green
// and blue bytes of a texel (alpha 255, so that premultiplied alpha
// leaves them alone): a point coordinate as SVLo + v·SVStep with
// v = 0…2²⁴−1 over the points' range, a coefficient as (v − svZero)·CStep,
// so that 0 is exact and the padding of the last block adds nothing. The
// program rounds each byte and forms v exactly in float32 (svCode in
// shaders/field.go). The texels of block i (support vectors 4i…4i+3) are
// columns 4·(i mod svGroup)+j of rows (i / svGroup)·(2+rows)+q, q = 0 for
// x, 1 for y and 2+r for row r's coefficients.
const (
	shaderSVs = 4096 // the loop's bound: 1024 blocks
	svGroup   = 16   // blocks in a row of the image: it is 64 texels wide
	svZero    = 1<<23 - 1
	svMax     = 1<<24 - 1
)

// Kernel kinds of the programs.
const (
	kernelNone uint8 = iota
	kernelRBF
	kernelPoly
	kernelLinear
)

// fitsKernel reports whether the programs can draw the expansion of f: a
// field of the plane without a link or a band, with at most shaderSVs
// support vectors and one row of coefficients per row of f.
func fitsKernel(f *engine.Field) bool {
	e := f.Expansion
	return f.Basis.IsLinear() && f.Link == engine.LinkMargin && f.Band == 0 && f.Quad == nil &&
		len(e.Coef) == len(f.Rows) && len(e.Points) <= shaderSVs && len(f.Rows) <= shaderRows
}

// SVCount returns the support vectors that the program's loop goes
// through for f: its expansion's, rounded up to whole blocks of four (0
// when f has none). The cost of a pixel is about this many kernels.
func SVCount(f *engine.Field) int {
	if f == nil || f.Expansion == nil {
		return 0
	}
	return 4 * ((len(f.Expansion.Points) + 3) / 4)
}

// kernelKey sets the kernel of k from f's expansion.
func (k *Key) kernelKey(f *engine.Field) {
	switch f.Expansion.Kernel.Kind {
	case engine.KernelRBF:
		k.kernel = kernelRBF
	case engine.KernelPoly:
		k.kernel = kernelPoly
	default:
		k.kernel = kernelLinear
	}
	k.flat = false
}

// kernelRows writes h_r = b_r + Σ c_rᵢ K(xᵢ, x) at the pixel's point
// (x, y): for each block, the four points and their coefficients from the
// image (imageSrc0), the four kernel values, and a dot product per row.
func (k Key) kernelRows(w func(string, ...any)) {
	for r := 0; r < k.rows; r++ {
		w("h%d := %s", r, coefAt(r*k.nz))
	}
	w("svo := imageSrc0Origin() + vec2(0.5)")
	w("for i := 0; i < %d; i++ {", shaderSVs/4)
	w("\tif float(i) >= SVBlocks {")
	w("\t\tbreak")
	w("\t}")
	w("\tb := svo + vec2(float(4*(i%%%d)), float((i/%d)*%d))", svGroup, svGroup, 2+k.rows)
	code := func(q string) string {
		return "vec4(svCode(b+vec2(0, " + q + ")), svCode(b+vec2(1, " + q + ")), svCode(b+vec2(2, " + q + ")), svCode(b+vec2(3, " + q + ")))"
	}
	w("\tsx := SVLo.x + SVStep.x*%s", code("0"))
	w("\tsy := SVLo.y + SVStep.y*%s", code("1"))
	switch k.kernel {
	case kernelRBF:
		w("\tdx := x - sx")
		w("\tdy := y - sy")
		w("\tkv := exp(-KGamma * (dx*dx + dy*dy))")
	case kernelPoly:
		// s^d with the degree a uniform: exp(d·ln|s|), with the sign of s
		// for an odd d (0^d is 0 for d ≥ 1).
		w("\ts := KGamma*(x*sx+y*sy) + KCoef0")
		w("\tsg := 1 - 2*step(s, vec4(0))*mod(KDegree, 2)")
		w("\tkv := sg * exp(KDegree*log(max(abs(s), vec4(1e-30))))")
	default:
		w("\tkv := x*sx + y*sy")
	}
	for r := 0; r < k.rows; r++ {
		w("\th%d += CStep * dot(%s-%d, kv)", r, code(itoa(2+r)), svZero)
	}
	w("}")
}

func itoa(n int) string {
	if n < 10 {
		return string(rune('0' + n))
	}
	return itoa(n/10) + itoa(n%10)
}

// kernelUniforms adds the scales of the image of support vectors and the
// kernel's parameters of f to u.
func kernelUniforms(f *engine.Field, u map[string]any) {
	e := f.Expansion
	s := svScalesOf(e)
	u["SVLo"] = []float32{float32(s.lo[0]), float32(s.lo[1])}
	u["SVStep"] = []float32{float32(s.step[0]), float32(s.step[1])}
	u["CStep"] = float32(s.cstep)
	u["SVBlocks"] = float32(SVCount(f) / 4)
	u["KGamma"], u["KCoef0"], u["KDegree"] = float32(e.Kernel.Gamma), float32(e.Kernel.Coef0), float32(math.Max(float64(e.Kernel.Degree), 1))
}

// svScales are the fixed-point scales of an expansion's image.
type svScales struct {
	lo, step [2]float64
	cstep    float64
}

// svScalesOf returns the scales of e: each coordinate over its range, the
// coefficients over ±their largest magnitude (steps of at least a tiny
// positive number, so that a single point or all-zero coefficients still
// have one).
func svScalesOf(e *engine.Expansion) svScales {
	var s svScales
	lo := [2]float64{math.Inf(1), math.Inf(1)}
	hi := [2]float64{math.Inf(-1), math.Inf(-1)}
	for _, p := range e.Points {
		lo[0], hi[0] = math.Min(lo[0], p.X), math.Max(hi[0], p.X)
		lo[1], hi[1] = math.Min(lo[1], p.Y), math.Max(hi[1], p.Y)
	}
	for a := 0; a < 2; a++ {
		if len(e.Points) == 0 {
			lo[a], hi[a] = 0, 0
		}
		s.lo[a] = lo[a]
		s.step[a] = math.Max((hi[a]-lo[a])/svMax, 1e-30)
	}
	top := 0.0
	for _, row := range e.Coef {
		for _, c := range row {
			top = math.Max(top, math.Abs(c))
		}
	}
	s.cstep = math.Max(top/svZero, 1e-30)
	return s
}

// SVTextureSize returns the size of the image of support vectors of f.
func SVTextureSize(f *engine.Field) (w, h int) {
	groups := max(1, (SVCount(f)/4+svGroup-1)/svGroup)
	return 4 * svGroup, groups * (2 + len(f.Rows))
}

// SVTexture writes the image of the support vectors of f (SVTextureSize,
// RGBA row after row) into pix, grown as needed, and returns it.
func SVTexture(f *engine.Field, pix []byte) []byte {
	w, h := SVTextureSize(f)
	pix = append(pix[:0], make([]byte, 4*w*h)...)
	for i := 3; i < len(pix); i += 4 {
		pix[i] = 0xff
	}
	e := f.Expansion
	s := svScalesOf(e)
	rows := 2 + len(f.Rows)
	put := func(i, q int, v uint32) {
		col, row := 4*((i/4)%svGroup)+i%4, (i/4/svGroup)*rows+q
		o := 4 * (row*w + col)
		pix[o], pix[o+1], pix[o+2] = byte(v>>16), byte(v>>8), byte(v)
	}
	code := func(x, lo, step float64, top uint32) uint32 {
		v := math.Round((x - lo) / step)
		return uint32(math.Min(math.Max(v, 0), float64(top)))
	}
	for i := 0; i < SVCount(f); i++ {
		for r := range f.Rows {
			put(i, 2+r, svZero) // c = 0: the padding of the last block adds nothing
		}
	}
	for i, p := range e.Points {
		put(i, 0, code(p.X, s.lo[0], s.step[0], svMax))
		put(i, 1, code(p.Y, s.lo[1], s.step[1], svMax))
		for r, row := range e.Coef {
			put(i, 2+r, code(row[i], -svZero*s.cstep, s.cstep, 2*svZero))
		}
	}
	return pix
}
