package render

import (
	"testing"

	"hyperplane/engine"
)

// TestKernelKeys: a two-class kernel field fits the programs up to
// shaderSVs support vectors, with the shortest loop (a power of two of
// blocks of four) that holds them; K rows fit while their coefficients do;
// more go to the CPU.
func TestKernelKeys(t *testing.T) {
	field := func(n int, combine engine.Combine) *engine.Field {
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
	for _, c := range []struct{ n, blocks int }{{1, 4}, {16, 4}, {17, 8}, {100, 32}, {129, 64}, {256, 64}} {
		f := field(c.n, engine.CombineSign)
		if !FitsShader(f) {
			t.Errorf("%d support vectors do not fit", c.n)
		}
		k := KeyOf(f, Look{Shading: ShadingHard, Boundary: true}, false, false)
		if k.kernel != kernelRBF || k.svBlocks != c.blocks || k.flat || k.Strips() {
			t.Errorf("%d support vectors: kernel %d, %d blocks, flat %v, want %d blocks", c.n, k.kernel, k.svBlocks, k.flat, c.blocks)
		}
	}
	if FitsShader(field(257, engine.CombineSign)) {
		t.Error("257 support vectors fit SVC [64]vec4")
	}
	// Three rows: each row's coefficients take the loop's length, so 3 rows
	// of 16 blocks (64 support vectors) fit SVC [64]vec4 and 3 of 32 do not.
	if k := KeyOf(field(64, engine.CombineOvR), Look{Shading: ShadingHard}, false, false); !FitsShader(field(64, engine.CombineOvR)) || k.svBlocks != 16 || k.rows != 3 {
		t.Errorf("one-versus-rest with 64 support vectors: fits %v, %d blocks, %d rows", FitsShader(field(64, engine.CombineOvR)), k.svBlocks, k.rows)
	}
	if FitsShader(field(65, engine.CombineOvO)) {
		t.Error("three rows of 65 support vectors fit")
	}
}
