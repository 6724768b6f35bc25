package render

import (
	"math"

	"hyperplane/engine"
)

// FieldUniforms returns the uniforms that make the program of
// KeyOf(f, lk, …) draw f (nil for none) as seen through cam. The sizes of
// the slices are those of the declarations in shaders/field.go.
func FieldUniforms(f *engine.Field, cam Camera, lk Look) map[string]any {
	u := map[string]any{
		"Origin":     []float32{float32(cam.OX), float32(cam.OY)},
		"Scale":      []float32{float32(cam.S), float32(cam.S)},
		"PixelRatio": float32(cam.DPR),
		"Span":       float32(math.Min(cam.W, cam.H) * cam.S),
		"ViewInv":    []float32{1, 0, 0, 1},
		"ViewC":      []float32{0, 0},
	}
	if cam.Tr.On {
		inv := cam.Tr.Inv
		u["ViewInv"] = []float32{float32(inv[0][0]), float32(inv[0][1]), float32(inv[1][0]), float32(inv[1][1])}
		u["ViewC"] = []float32{float32(cam.Tr.C.X), float32(cam.Tr.C.Y)}
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
	if f.Network != nil && fitsNetwork(f) {
		netUniforms(f, w)
	}
	u["W"] = w
	if f.Expansion != nil && fitsKernel(f) {
		kernelUniforms(f, u)
	}
	if b.IsLinear() && len(f.Rows[0]) == 3 {
		r := FlatRowOf(f, cam)
		u["Grad0"] = []float32{float32(r.GX), float32(r.GY)}
		u["D0"], u["DGrad"], u["HPerD"] = float32(r.D0), []float32{float32(r.DX), float32(r.DY)}, float32(r.Per)
	}
	colors := make([]float32, 4*shaderLabels)
	for i, l := range f.Labels[:min(len(f.Labels), shaderLabels)] {
		c := ClassColor(l)
		colors[4*i], colors[4*i+1], colors[4*i+2], colors[4*i+3] = float32(c.R)/255, float32(c.G)/255, float32(c.B)/255, 1
	}
	u["ClassColor"] = colors
	if f.Link == engine.LinkProbit {
		cov := make([]float32, shaderCovZ*shaderCovZ)
		for i, v := range f.Cov {
			cov[i] = float32(v)
		}
		u["Cov"] = cov
	}
	u["Band"] = float32(f.Band)
	lv := make([]float32, 4*shaderLevels)
	for n, l := range lk.Levels {
		if n == shaderLevels || f.Combine != engine.CombineSign {
			break
		}
		lv[4*n], lv[4*n+1] = l[0], l[1]
	}
	u["Levels"] = lv
	return u
}

// FlatRow is row 0 of a linear field as a function of the device pixel
// (px, py): h0 = Per·d with d = D0 + DX·px + DY·py its signed distance to
// the boundary in device pixels, (DX, DY) a unit vector, and (GX, GY) the
// gradient of h0 itself.
type FlatRow struct {
	GX, GY, D0, DX, DY, Per float64
}

// FlatRowOf returns row 0 of the linear field f as seen through cam. A row
// that is constant on the screen has no boundary: D0 is ±10⁶ with h0's
// sign, and Per brings h0 back.
func FlatRowOf(f *engine.Field, cam Camera) FlatRow {
	inv := [2][2]float64{{1, 0}, {0, 1}}
	if cam.Tr.On {
		inv = cam.Tr.Inv
	}
	// Row 0 is w₀ + w₁x + w₂y with x = inv₀₀·vx + inv₀₁·vy + c and
	// vx = Origin.x + px·s, vy = Origin.y − py·s.
	w1, w2 := f.Rows[0][1], f.Rows[0][2]
	x, y := cam.ToData(0, 0)
	h0 := f.Rows[0][0] + w1*x + w2*y
	r := FlatRow{GX: cam.S * (w1*inv[0][0] + w2*inv[1][0]), GY: -cam.S * (w1*inv[0][1] + w2*inv[1][1])}
	r.D0, r.Per = math.Copysign(1e6, h0), math.Abs(h0)/1e6
	if g := math.Hypot(r.GX, r.GY); g > 1e-9 {
		r.D0, r.DX, r.DY, r.Per = h0/g, r.GX/g, r.GY/g, g
	}
	return r
}
