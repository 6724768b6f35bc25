package render

import (
	"math"

	"hyperplane/engine"
)

// A kernel expansion f(x) = b + Σᵢ cᵢ K(xᵢ, x) (engine.Expansion) is drawn
// by a loop in the program over the support vectors, four at a time: SVXY
// holds their points two to a vec4 and SVC their coefficients four to a
// vec4, row after row (K classes: one row per classifier); unused places
// have c = 0 and add nothing. The loop's length is
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
// field of the plane without a link or a band, with at most shaderSVs
// support vectors, whose rows' coefficients fit SVC (each row has the
// loop's length of them: rows·4·svBlocks ≤ shaderSVs).
func fitsKernel(f *engine.Field) bool {
	e := f.Expansion
	if !f.Basis.IsLinear() || f.Link != engine.LinkMargin || f.Band != 0 || f.Quad != nil ||
		len(e.Coef) != len(f.Rows) || len(e.Points) > shaderSVs {
		return false
	}
	return len(f.Rows)*4*svBlocksFor(len(e.Points)) <= shaderSVs
}

// svBlocksFor returns the length of the loop for n support vectors: the
// smallest power of two of blocks of four, at least kernelMinBlocks.
func svBlocksFor(n int) int {
	b := kernelMinBlocks
	for 4*b < n {
		b *= 2
	}
	return b
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
	k.svBlocks = svBlocksFor(len(f.Expansion.Points))
	k.flat = false
}

// kernelRows writes h_r = b_r + Σ c_rᵢ K(xᵢ, x) at the pixel's point
// (x, y): the kernel values once per support vector, for all rows; row r's
// coefficients of block i are SVC[r·svBlocks + i].
func (k Key) kernelRows(w func(string, ...any)) {
	for r := 0; r < k.rows; r++ {
		w("h%d := %s", r, coefAt(r*k.nz))
	}
	w("kp := vec2(x, y)")
	w("for i := 0; i < %d; i++ {", k.svBlocks)
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
	for r := 0; r < k.rows; r++ {
		w("\th%d += dot(SVC[i+%d], kv)", r, r*k.svBlocks)
	}
	w("}")
}

// kernelUniforms adds the support vectors and the kernel's parameters of
// f to u.
func kernelUniforms(f *engine.Field, u map[string]any) {
	e := f.Expansion
	xy := make([]float32, 2*shaderSVs)
	c := make([]float32, shaderSVs)
	stride := 4 * svBlocksFor(len(e.Points)) // the coefficients of one row
	for i, p := range e.Points {
		xy[2*i], xy[2*i+1] = float32(p.X), float32(p.Y)
		for r, row := range e.Coef {
			c[r*stride+i] = float32(row[i])
		}
	}
	u["SVXY"], u["SVC"] = xy, c
	u["KGamma"], u["KCoef0"], u["KDegree"] = float32(e.Kernel.Gamma), float32(e.Kernel.Coef0), float32(math.Max(float64(e.Kernel.Degree), 1))
}
