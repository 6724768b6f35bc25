package main

import (
	_ "embed"
	"fmt"
	"image/color"
	"math"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"

	"hyperplane/engine"
)

//go:embed shaders/field.go
var fieldShaderSrc string

// shaderKey names a variant of the field shader compiled for one kind of
// field: its number of coefficients per row and of rows, its combine rule
// and its basis. Under software WebGL the general program (arrays of 36
// features, loops over 15 rows, branches on the basis) costs several times
// what a variant does.
type shaderKey struct {
	nz, rows, combine int
	kind, degree      int // 0 linear, 1 polynomial (of degree), 2 Gaussian
}

func fieldKey(f *engine.Field) shaderKey {
	if f == nil || len(f.Rows) == 0 {
		return shaderKey{nz: 3, rows: 1}
	}
	k := shaderKey{nz: f.Basis.Dim() + 1, rows: len(f.Rows)}
	switch f.Combine {
	case engine.CombineArgmax:
		k.combine = 1
	case engine.CombineOvR:
		k.combine = 2
	case engine.CombineOvO:
		k.combine = 3
	}
	switch f.Basis.Kind {
	case engine.BasisPoly:
		k.kind, k.degree = 1, f.Basis.Degree
	case engine.BasisRBF:
		k.kind = 2
	}
	return k
}

// source returns the field shader specialized for k: the template's
// constants set, and its feature map written out for the basis.
func (k shaderKey) source() string {
	src := strings.Replace(fieldShaderSrc, "const maxZ = 36", fmt.Sprintf("const maxZ = %d", k.nz), 1)
	src = strings.Replace(src, "const maxRows = 15", fmt.Sprintf("const maxRows = %d", k.rows), 1)
	src = strings.Replace(src, "const combineConst = -1", fmt.Sprintf("const combineConst = %d", k.combine), 1)
	var feat string
	switch {
	case k.kind == 0:
		feat = "z[1] = x\n\tz[2] = y"
	case k.kind == 1:
		feat = "z[1] = x\n\tz[2] = y"
		if k.degree >= 2 {
			feat += "\n\tz[3] = x * x\n\tz[4] = x * y\n\tz[5] = y * y"
		}
		if k.degree >= 3 {
			feat += "\n\tz[6] = x * x * x\n\tz[7] = x * x * y\n\tz[8] = x * y * y\n\tz[9] = y * y * y"
		}
	default:
		feat = "z = rbf(x, y, z)"
	}
	begin := strings.Index(src, "// FEATURES BEGIN")
	end := strings.Index(src, "// FEATURES END")
	if begin < 0 || end < 0 {
		return src
	}
	return src[:begin] + feat + "\n\t" + src[end:]
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

// fieldUniforms returns the uniforms that make the shader draw f (nil for
// none) as seen through cam.
func fieldUniforms(f *engine.Field, cam camera, lk look) map[string]any {
	u := map[string]any{
		"Origin":     []float32{float32(cam.ox), float32(cam.oy)},
		"Scale":      []float32{float32(cam.s), float32(cam.s)},
		"PixelRatio": float32(cam.dpr),
		"Span":       float32(math.Min(cam.w, cam.h) * cam.s),
		"GridStep":   float32(cam.gridStep()),
		"Grid":       b2f(lk.grid),
		"Shading":    lk.shading,
		"Boundary":   b2f(lk.boundary),
		"Ambiguity":  b2f(lk.ambiguity),
		"ViewInv":    []float32{1, 0, 0, 1},
		"ViewC":      []float32{0, 0},
	}
	if cam.tr.on {
		m := cam.tr.inv
		u["ViewInv"] = []float32{float32(m[0][0]), float32(m[0][1]), float32(m[1][0]), float32(m[1][1])}
		u["ViewC"] = []float32{float32(cam.tr.c.X), float32(cam.tr.c.Y)}
	}
	colors := make([]float32, 0, 24)
	for _, c := range classColors {
		colors = append(colors, float32(c.R)/255, float32(c.G)/255, float32(c.B)/255, 1)
	}
	u["Colors"] = colors
	if f == nil || len(f.Rows) == 0 {
		u["NRows"] = float32(0)
		return u
	}
	b := f.Basis
	switch b.Kind {
	case engine.BasisPoly:
		u["Kind"], u["Degree"] = float32(1), float32(b.Degree)
	case engine.BasisRBF:
		u["Kind"] = float32(2)
		c := make([]float32, 64)
		for i, p := range b.Centres {
			c[2*i], c[2*i+1] = float32(p.X), float32(p.Y)
		}
		u["Centres"], u["NCentres"], u["Width"], u["RBFLinear"] = c, float32(len(b.Centres)), float32(b.Width), b2f(b.Linear)
	default:
		u["Kind"] = float32(0)
	}
	nz := b.Dim() + 1
	w := make([]float32, shaderCoefs)
	for r, row := range f.Rows {
		for j, v := range row {
			w[r*nz+j] = float32(v)
		}
	}
	u["W"], u["NRows"], u["NZ"] = w, float32(len(f.Rows)), float32(nz)
	switch f.Combine {
	case engine.CombineArgmax:
		u["Combine"] = float32(1)
	case engine.CombineOvR:
		u["Combine"] = float32(2)
	case engine.CombineOvO:
		u["Combine"] = float32(3)
		p := make([]float32, 30)
		for i, pr := range f.Pairs {
			p[2*i], p[2*i+1] = float32(pr[0]), float32(pr[1])
		}
		u["Pairs"] = p
	default:
		u["Combine"] = float32(0)
	}
	labels := make([]float32, 6)
	for i, l := range f.Labels {
		labels[i] = float32(l)
	}
	u["Labels"], u["NClasses"] = labels, float32(len(f.Labels))
	switch f.Link {
	case engine.LinkLogistic:
		u["Link"] = float32(1)
	case engine.LinkSoftmax:
		u["Link"] = float32(2)
	case engine.LinkProbit:
		u["Link"] = float32(3)
		cov := make([]float32, 100)
		for i, v := range f.Cov {
			cov[i] = float32(v)
		}
		u["Cov"] = cov
	default:
		u["Link"] = float32(0)
	}
	u["Band"] = float32(f.Band)
	lv := make([]float32, 4*shaderLevels)
	n := 0
	for _, l := range lk.levels {
		if n == shaderLevels || f.Combine != engine.CombineSign {
			break
		}
		lv[4*n], lv[4*n+1] = l[0], l[1]
		n++
	}
	u["Levels"], u["NLevels"] = lv, float32(n)
	return u
}

func b2f(b bool) float32 {
	if b {
		return 1
	}
	return 0
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
					a := 0.30
					if lk.shading > 1 {
						a = 0.08 + 0.42*conf
					}
					col = mixWhite(classColors[cl], a)
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
