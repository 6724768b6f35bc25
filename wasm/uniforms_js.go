package main

import (
	_ "embed"
	"math"

	"hyperplane/engine"
)

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
