package engine

import "math"

// dualMachine is a support vector machine whose multipliers can seed
// another on the same points.
type dualMachine interface {
	multipliers() (alpha []float64, c float64)
	restartFrom(alpha []float64)
	points() []Point
}

func (m *svm) multipliers() ([]float64, float64)       { return m.alpha, m.c }
func (m *svm) restartFrom(alpha []float64)             { m.bad = m.prepare(alpha) }
func (m *svm) points() []Point                         { return m.data.Points }
func (m *kernelSVM) multipliers() ([]float64, float64) { return m.alpha, m.c }
func (m *kernelSVM) restartFrom(alpha []float64)       { m.prepare(alpha) }
func (m *kernelSVM) points() []Point                   { return m.data.Points }

// WarmStart starts next, a support vector machine just made on the same
// points as prev with other settings (C, the kernel or its γ), from prev's
// multipliers, and reports whether it did. They stay feasible: Σ αₙyₙ = 0
// does not depend on the settings, and when the new C is below the largest
// α all are scaled by C/maxα, which keeps the sum 0 and puts them in
// [0, C]. SMO then climbs from there: the boundary on screen starts from
// the old one rather than from nothing. It is not reliably faster (150
// moons, TestKernelSVMWarmStart: 3, 116, 13 and 7 steps against 3, 106, 15
// and 6 from 0). Two networks of the same shape and seed start from the
// weights of prev (warmNetwork). Any other pair of trainers is left as it
// is.
func WarmStart(next, prev Trainer) bool {
	if warmNetwork(next, prev) {
		return true
	}
	n, ok1 := next.(*relabel)
	p, ok2 := prev.(*relabel)
	if !ok1 || !ok2 {
		return false
	}
	nm, ok1 := n.inner.(dualMachine)
	pm, ok2 := p.inner.(dualMachine)
	if !ok1 || !ok2 || !samePoints(nm.points(), pm.points()) || next.Snapshot().Updates != 0 {
		return false
	}
	old, _ := pm.multipliers()
	_, c := nm.multipliers()
	top := 0.0
	for _, a := range old {
		top = math.Max(top, a)
	}
	scale := 1.0
	if top > c {
		scale = c / top
	}
	alpha := make([]float64, len(old))
	for i, a := range old {
		alpha[i] = math.Min(a*scale, c)
	}
	nm.restartFrom(alpha)
	return true
}

func samePoints(a, b []Point) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if a[i] != b[i] {
			return false
		}
	}
	return true
}
