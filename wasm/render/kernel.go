package render

import (
	"math"

	"hyperplane/engine"
)

// A kernel expansion f(x) = b + Σᵢ cᵢ K(xᵢ, x) (engine.Expansion) is drawn
// by a loop in the program over the support vectors, four at a time: SVXY
// holds their points two to a vec4 and SVC their coefficients four to a
// vec4; unused places have c = 0 and add nothing. The loop's length is
// fixed when the program is written (Key.svBlocks, a power of two), so a
// program serves every field of up to 4·svBlocks support vectors, and the
// kernel's γ, c₀ and degree are uniforms.
const (
	shaderSVs       = 256 // SVC [64]vec4
	kernelMinBlocks = 4   // the shortest loop: 16 support vectors
)

// Kernel kinds of the programs.
const (
	kernelNone uint8 = iota
	kernelRBF
	kernelPoly
	kernelLinear
)

// fitsKernel reports whether the programs can draw the expansion of f: a
// two-class field of the plane without a link, with at most shaderSVs
// support vectors.
func fitsKernel(f *engine.Field) bool {
	e := f.Expansion
	return f.Basis.IsLinear() && f.Combine == engine.CombineSign && f.Link == engine.LinkMargin && f.Band == 0 &&
		len(f.Rows) == 1 && len(e.Coef) == 1 && len(e.Points) <= shaderSVs && f.Quad == nil
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
	k.svBlocks = kernelMinBlocks
	for 4*k.svBlocks < len(f.Expansion.Points) {
		k.svBlocks *= 2
	}
	k.flat = false
}

// kernelRows writes h0 = b + Σ cᵢ K(xᵢ, x) at the pixel's point (x, y).
func (k Key) kernelRows(w func(string, ...any)) {
	w("h0 := %s", coefAt(0))
	w("kp := vec2(x, y)")
	w("for i := 0; i < %d; i++ {", k.svBlocks)
	w("\tc := SVC[i]")
	w("\tab := SVXY[2*i]")
	w("\tcd := SVXY[2*i+1]")
	w("\tkv := vec4(0)")
	switch k.kernel {
	case kernelRBF:
		for j, q := range []string{"ab.xy", "ab.zw", "cd.xy", "cd.zw"} {
			w("\td%d := kp - %s", j, q)
			w("\tkv.%c = exp(-KGamma * dot(d%d, d%d))", "xyzw"[j], j, j)
		}
	case kernelPoly:
		// s^d with the degree a uniform: exp(d·ln|s|), with the sign of s
		// for an odd d (0^d is 0 for d ≥ 1).
		w("\ts := KGamma*vec4(dot(kp, ab.xy), dot(kp, ab.zw), dot(kp, cd.xy), dot(kp, cd.zw)) + KCoef0")
		w("\tsg := 1 - 2*step(s, vec4(0))*mod(KDegree, 2)")
		w("\tkv = sg * exp(KDegree*log(max(abs(s), vec4(1e-30))))")
	default:
		w("\tkv = vec4(dot(kp, ab.xy), dot(kp, ab.zw), dot(kp, cd.xy), dot(kp, cd.zw))")
	}
	w("\th0 += dot(c, kv)")
	w("}")
}

// kernelUniforms adds the support vectors and the kernel's parameters of
// f to u.
func kernelUniforms(f *engine.Field, u map[string]any) {
	e := f.Expansion
	xy := make([]float32, 2*shaderSVs)
	c := make([]float32, shaderSVs)
	for i, p := range e.Points {
		xy[2*i], xy[2*i+1] = float32(p.X), float32(p.Y)
		c[i] = float32(e.Coef[0][i])
	}
	u["SVXY"], u["SVC"] = xy, c
	u["KGamma"], u["KCoef0"], u["KDegree"] = float32(e.Kernel.Gamma), float32(e.Kernel.Coef0), float32(math.Max(float64(e.Kernel.Degree), 1))
}
