package render

import "hyperplane/engine"

// Look holds what the field draws besides the model.
type Look struct {
	Shading   Shading
	Boundary  bool
	Ambiguity bool // stripe the ambiguous and undecided regions
	Grid      bool
	Levels    [][2]float32 // contours of row 0's activation: level, dashed (1)
}

// Capacity of the field shader's uniforms (see shaders/field.go).
const (
	maxPairs     = 15  // one-versus-one rows of 6 classes
	shaderCoefs  = 512 // rows × coefficients: W [128]vec4
	shaderRows   = 15
	shaderZ      = 36
	shaderCovZ   = 10 // Cov [25]vec4 holds a 10×10 covariance
	shaderLevels = 8  // Levels [8]vec4
	shaderLabels = 6  // ClassColor [6]vec4
)

// FitsShader reports whether the field programs can evaluate f exactly.
func FitsShader(f *engine.Field) bool {
	nz := f.Basis.Dim() + 1
	switch {
	case f.Weights != nil, f.Risk != nil, f.Reject > 0:
		// The decision stage point by point (Decision.Apply) is the CPU's.
		return false
	case f.Expansion != nil:
		return fitsKernel(f)
	case f.Network != nil && !fitsNetwork(f):
		return false
	case f.Quad != nil:
		return false
	case len(f.Rows) == 0 || len(f.Rows) > shaderRows || len(f.Rows)*nz > shaderCoefs || nz > shaderZ:
		return false
	case f.Link == engine.LinkProbit && nz > shaderCovZ:
		return false
	case len(f.Labels) > shaderLabels:
		return false
	}
	return true
}

// How a class region and the boundary are painted, by the field programs,
// the strip mesh and the CPU field alike: the class colour over white with
// the weight ShadeWeight; with no probabilities the confidence is
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

// ShadeWeight returns the weight of the class colour over white for the
// shading s at the confidence conf.
func ShadeWeight(s Shading, conf float64) float64 {
	switch s {
	case ShadingHard:
		return shadeHard
	case ShadingSoft:
		return shadeMin + shadeConf*conf
	}
	return 0
}
