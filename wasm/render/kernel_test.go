package render

import (
	"math"
	"math/rand/v2"
	"testing"

	"hyperplane/engine"
)

// kernelField returns an RBF field of n support vectors, with one row
// (combine sign) or three.
func kernelField(n int, combine engine.Combine) *engine.Field {
	rows := [][]float64{{0, 0, 0}}
	coef := [][]float64{make([]float64, n)}
	labels := []int{0, 1}
	if combine != engine.CombineSign {
		rows = append(rows, []float64{0, 0, 0}, []float64{0, 0, 0})
		coef = append(coef, make([]float64, n), make([]float64, n))
		labels = []int{0, 1, 2}
	}
	return &engine.Field{Basis: engine.Basis{Kind: engine.BasisLinear}, Rows: rows, Labels: labels, Combine: combine,
		Expansion: &engine.Expansion{Kernel: engine.Kernel{Kind: engine.KernelRBF, Gamma: 1}, Points: make([]engine.Vec2, n), Coef: coef}}
}

// TestKernelKeys: a kernel field fits the programs up to shaderSVs
// support vectors whatever its rows, with one program per kernel and look
// for every count; the loop goes through whole blocks of four; more go to
// the CPU.
func TestKernelKeys(t *testing.T) {
	want := KeyOf(kernelField(1, engine.CombineSign), Look{Shading: ShadingHard, Boundary: true}, false, false)
	for _, c := range []struct{ n, count int }{{1, 4}, {16, 16}, {17, 20}, {500, 500}, {4095, 4096}, {4096, 4096}} {
		f := kernelField(c.n, engine.CombineSign)
		if !FitsShader(f) {
			t.Errorf("%d support vectors do not fit", c.n)
		}
		k := KeyOf(f, Look{Shading: ShadingHard, Boundary: true}, false, false)
		if k != want || k.kernel != kernelRBF || k.flat || k.Strips() || SVCount(f) != c.count {
			t.Errorf("%d support vectors: key %+v, loop over %d, want the key of one and %d", c.n, k, SVCount(f), c.count)
		}
	}
	if FitsShader(kernelField(4097, engine.CombineSign)) {
		t.Error("4,097 support vectors fit a loop of 4,096")
	}
	for _, c := range []engine.Combine{engine.CombineOvR, engine.CombineOvO} {
		if f := kernelField(600, c); !FitsShader(f) || KeyOf(f, Look{Shading: ShadingHard}, false, false).rows != 3 {
			t.Errorf("%v with 600 support vectors does not fit in three rows", c)
		}
	}
}

// decodeSV reads number q of support vector i (0: x, 1: y, 2+r: row r's
// coefficient) from the image as the program does, in float32: the texel
// of block i/4 (column 4·(i/4 mod 16) + i mod 4, row (i/4/16)·(2+rows) +
// q), its bytes as the unsigned-normalized floats b/255 that the GPU
// samples, rounded back to bytes, and v = 65536r + 256g + b.
func decodeSV(pix []byte, w, rows, i, q int, lo, step float32, signed bool) float32 {
	col, row := 4*((i/4)%16)+i%4, (i/4/16)*(2+rows)+q
	o := 4 * (row*w + col)
	var v float32
	for k, m := range []float32{65536, 256, 1} {
		t := float32(pix[o+k]) / 255
		v += float32(math.Floor(float64(t*255+0.5))) * m
	}
	if pix[o+3] != 0xff {
		return float32(math.NaN()) // alpha must stay opaque
	}
	if signed {
		return (v - (1<<23 - 1)) * step
	}
	return lo + v*step
}

// TestSVTexturePrecision: the fixed point of the image of support vectors,
// decoded as the program does in float32, gives every coordinate within
// 1.5 steps of the 2²⁴ over its range (plus float32's roundings, a few
// 2⁻²⁴ of its size), every coefficient within half a step of 2²³
// over the largest, the padding of the last block exactly 0, and the
// field f(x) = b + Σ c K(xᵢ, x) from the decoded numbers within 10⁻⁵·Σ|c|
// of the engine's Evaluator (float64) at random points.
func TestSVTexturePrecision(t *testing.T) {
	r := rand.New(rand.NewPCG(3, 4))
	for _, c := range []struct {
		n       int
		combine engine.Combine
	}{{1, engine.CombineSign}, {501, engine.CombineSign}, {70, engine.CombineOvO}} {
		f := kernelField(c.n, c.combine)
		e := f.Expansion
		e.Kernel.Gamma = 0.7
		sum := 0.0
		for i := range e.Points {
			e.Points[i] = engine.Vec2{X: -3 + 10*r.Float64(), Y: 40 + 2*r.NormFloat64()}
			for _, row := range e.Coef {
				row[i] = 5 * (2*r.Float64() - 1)
				sum += math.Abs(row[i])
			}
		}
		for k := range f.Rows {
			f.Rows[k][0] = 0.25 * float64(k)
		}
		if f.Combine == engine.CombineOvO {
			f.Pairs = [][2]int{{0, 1}, {0, 2}, {1, 2}}
		}
		u := map[string]any{}
		kernelUniforms(f, u)
		lo, st, cs := u["SVLo"].([]float32), u["SVStep"].([]float32), u["CStep"].(float32)
		w, h := SVTextureSize(f)
		pix := SVTexture(f, nil)
		if len(pix) != 4*w*h || u["SVBlocks"].(float32) != float32(SVCount(f)/4) {
			t.Fatalf("n = %d: %d bytes for %d×%d, %v blocks", c.n, len(pix), w, h, u["SVBlocks"])
		}
		rows := len(f.Rows)
		dec := make([][]float32, SVCount(f))
		for i := range dec {
			for q := 0; q < 2+rows; q++ {
				if q < 2 {
					dec[i] = append(dec[i], decodeSV(pix, w, rows, i, q, lo[q], st[q], false))
				} else {
					dec[i] = append(dec[i], decodeSV(pix, w, rows, i, q, 0, cs, true))
				}
			}
		}
		for i, p := range e.Points {
			for a, x := range []float64{p.X, p.Y} {
				// Half a step of quantization; the float32 step's own
				// rounding (2⁻²⁴ of it) times v < 2²⁴, up to a step; and
				// the float32 roundings of SVLo, the product and the sum.
				if d := math.Abs(float64(dec[i][a]) - x); d > 1.5*float64(st[a])+3*math.Abs(x)*0x1p-24 {
					t.Errorf("n = %d: point %d coordinate %d off by %g (step %g)", c.n, i, a, d, st[a])
				}
			}
			for k, row := range e.Coef {
				if d := math.Abs(float64(dec[i][2+k]) - row[i]); d > float64(cs)/2+math.Abs(row[i])*0x1p-23 {
					t.Errorf("n = %d: coefficient %d of row %d off by %g (step %g)", c.n, i, k, d, cs)
				}
			}
		}
		for i := len(e.Points); i < SVCount(f); i++ {
			for k := 0; k < rows; k++ {
				if dec[i][2+k] != 0 {
					t.Errorf("n = %d: padding %d row %d decodes to %g, want 0", c.n, i, k, dec[i][2+k])
				}
			}
		}
		ev := engine.NewEvaluator(f)
		for j := 0; j < 50; j++ {
			x, y := -3+10*r.Float64(), 40+2*r.NormFloat64()
			want := ev.Rows(x, y)
			for k := 0; k < rows; k++ {
				got := float32(f.Rows[k][0])
				for i := range dec {
					dx, dy := float32(x)-dec[i][0], float32(y)-dec[i][1]
					got += dec[i][2+k] * float32(math.Exp(float64(-float32(e.Kernel.Gamma)*(dx*dx+dy*dy))))
				}
				if math.Abs(float64(got)-want[k]) > 1e-5*sum {
					t.Errorf("n = %d: row %d at (%.3f, %.3f): %g decoded, %g by the engine", c.n, k, x, y, got, want[k])
				}
			}
		}
	}
}
