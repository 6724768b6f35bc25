package engine

import (
	"math/rand/v2"
	"testing"

	"hyperplane/engine/internal/linalg"
)

// TestSVMPlaneOutputs: the outputs wᵀφₜ and the margins yₜ·aᵀzₜ that svm
// writes out in the plane, against dot over the points' vectors.
func TestSVMPlaneOutputs(t *testing.T) {
	d := gridBlobs(1000, 2, 13)
	tr, err := newSVM(d, Basis{}, typedFor[svmSettings](t, "svm", nil))
	if err != nil {
		t.Fatal(err)
	}
	m := tr.(*svm)
	rng := rand.New(rand.NewPCG(14, 15))
	for trial := 0; trial < 5; trial++ {
		for j := range m.a {
			m.a[j] = rng.NormFloat64()
		}
		m.outputs()
		m.margins()
		for i := range m.z.Len() {
			z := m.z.Row(i)
			if f := linalg.Dot(m.a[1:], z[1:]); m.f[i] != f {
				t.Fatalf("point %d: output %v, dot gives %v", i, m.f[i], f)
			}
			if yh := m.y[i] * linalg.Dot(m.a, z); m.yh[i] != yh {
				t.Fatalf("point %d: margin %v, dot gives %v", i, m.yh[i], yh)
			}
		}
	}
}
