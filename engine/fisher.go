package engine

import (
	"math"
	"sort"

	"hyperplane/engine/internal/linalg"
	"hyperplane/engine/msg"
)

// fisherSettings are the knobs of Fisher's two-class discriminant.
type fisherSettings struct {
	Threshold string `param:"threshold"`
}

func fisherSpec() Spec {
	return Spec{
		ID:      "fisher",
		Name:    msg.T("method-fisher"),
		Family:  FamilyDiscriminant,
		Summary: msg.T("method-fisher-summary"),
		Help:    msg.T("method-fisher-help"),
		Params: []Param{
			choiceParam("threshold", msg.T("method-fisher-threshold"), "midpoint",
				msg.T("method-fisher-threshold-help"),
				Choice{"midpoint", msg.T("method-fisher-threshold-midpoint")},
				Choice{"bayes", msg.T("method-fisher-threshold-bayes")},
				Choice{"best", msg.T("method-fisher-threshold-best")}),
		},
		Binary: true,
		Short:  msg.T("method-fisher-short"),
		new:    start(newFisher),
	}
}

// fisher is Fisher's two-class linear discriminant (Bishop §4.1.4; Duda,
// Hart and Stork §3.8.2). It is a closed form: the first Step solves it.
type fisher struct {
	binaryBase
	rule string
	proj Projection
	vals []Value
	ys   []float64 // storage for the projections wᵀφ(x_n), kept between steps
}

func newFisher(d Dataset, b Basis, s fisherSettings) (Trainer, error) {
	f := &fisher{binaryBase: newBinaryBase(d, b), rule: s.Threshold}
	f.ys = make([]float64, len(d.Points))
	return f, nil
}

// SetData replaces the data and makes room for their projections.
func (f *fisher) SetData(d Dataset) error {
	f.setData(d)
	f.ys = linalg.Grow(f.ys, len(d.Points))
	return nil
}

func (f *fisher) Step() (Snapshot, error) {
	if f.status.Stopped() {
		return f.Snapshot(), nil
	}
	res, err := fisherDirection(f.data, f.basis, f.ys)
	if err != nil {
		return f.Snapshot(), err
	}
	w := res.W
	t := fisherThreshold(f.rule, res.Proj, f.data)
	f.a = append([]float64{-t}, w...)
	f.notes = nil
	if res.Ridge > 0 {
		f.notes = []msg.Text{msg.T("engine-fisher-ridge", "lambda", NumText(res.Ridge, 3))}
	}
	f.proj = Projection{Threshold: t, J: res.J}
	if f.basis.IsLinear() {
		f.proj.Direction = Vec2{X: w[0], Y: w[1]}
	}
	f.vals = []Value{
		{Key: "J", Label: msg.T("value-fisher-j"), V: res.J},
		{Key: "t", Label: msg.T("value-fisher-t"), V: t},
		{Key: "m1", Label: msg.T("value-fisher-m1"), V: res.Mean[0]},
		{Key: "m2", Label: msg.T("value-fisher-m2"), V: res.Mean[1]},
	}
	f.step++
	f.stop(StatusConverged, msg.T("engine-fisher-closed-form"))
	return f.Snapshot(), nil
}

func (f *fisher) Snapshot() Snapshot {
	s := f.snap(0, msg.T("engine-criterion-fisher"), f.vals...)
	if f.step > 0 {
		s.Loss = f.proj.J
		if f.basis.IsLinear() {
			p := f.proj
			s.Projection = &p
		}
	}
	return s
}

// FisherResult is the solution of Fisher's two-class problem in the feature
// space of a basis.
type FisherResult struct {
	// W is the unit direction S_W⁻¹(m₁ − m₂)/‖·‖ in feature space.
	W []float64
	// J is J(W) = (Wᵀ(m₁ − m₂))² / WᵀS_W W.
	J float64
	// Ridge is the λ added to S_W when it was singular, or 0.
	Ridge float64
	// Proj holds the projections Wᵀφ(x_n); Mean the projected class means.
	Proj []float64
	Mean [2]float64
}

// fisherDirection solves Fisher's two-class problem for data whose classes
// are 0 and 1, with the projections written into proj when it has room for
// them (a trainer keeps it between steps; nil makes a new slice). It
// returns an error when a class is empty or the class means coincide,
// since the direction is then undefined.
func fisherDirection(d Dataset, b Basis, proj []float64) (FisherResult, error) {
	st, err := newFisherStats(d, b)
	if err != nil {
		return FisherResult{}, err
	}
	w, ridge, err := solveSPD(st.sw, st.diff)
	if err != nil {
		return FisherResult{}, err
	}
	nw := linalg.Norm(w)
	if nw == 0 {
		return FisherResult{}, &DataError{-1, msg.T("engine-fisher-zero")}
	}
	for j := range w {
		w[j] /= nw
	}
	if cap(proj) < len(d.Points) {
		proj = make([]float64, len(d.Points))
	}
	res := FisherResult{W: w, Ridge: ridge, Proj: proj[:len(d.Points)]}
	if b.IsLinear() {
		projectPlane(w, d, res.Proj)
	} else {
		for i := range st.phi.Len() {
			res.Proj[i] = linalg.Dot(w, st.phi.Row(i))
		}
	}
	res.Mean = [2]float64{linalg.Dot(w, st.means[0]), linalg.Dot(w, st.means[1])}
	res.J = fisherJ(st.sw, st.diff, w)
	return res, nil
}

// fisherStats holds the features, class means, mean difference m₁ − m₂ and
// within-class scatter of a two-class set. In the plane (linear basis) phi
// is empty: the features are the points' coordinates, read where they are.
type fisherStats struct {
	phi   rows
	means [2][]float64
	diff  []float64
	sw    []float64 // dim×dim row-major, S_W in the upper triangle
}

func newFisherStats(d Dataset, b Basis) (fisherStats, error) {
	dim := b.Dim()
	st := fisherStats{}
	st.means = [2][]float64{make([]float64, dim), make([]float64, dim)}
	var count [2]int
	plane := b.IsLinear()
	if plane {
		count = st.sumsPlane(d)
	} else {
		st.phi = newRows(len(d.Points), dim)
		for i, p := range d.Points {
			for j, v := range b.Map(p.X, p.Y, st.phi.Row(i)) {
				st.means[p.Class][j] += v
			}
			count[p.Class]++
		}
	}
	if count[0] == 0 || count[1] == 0 {
		return st, &DataError{-1, msg.T("engine-fisher-two-classes")}
	}
	for k := range st.means {
		for j := range st.means[k] {
			st.means[k][j] /= float64(count[k])
		}
	}
	// S_W = Σₙ cₙcₙᵀ with cₙ = φₙ − m_k(n), accumulated in place (upper
	// triangle) rather than by a rank-one update per point.
	acc := make([]float64, dim*dim)
	if plane {
		st.scatterPlane(d, acc)
	} else {
		c := make([]float64, dim)
		for i, p := range d.Points {
			phi := st.phi.Row(i)
			for j := range c {
				c[j] = phi[j] - st.means[p.Class][j]
			}
			for a := 0; a < dim; a++ {
				ca := c[a]
				row := acc[a*dim : (a+1)*dim]
				for b := a; b < dim; b++ {
					row[b] += ca * c[b]
				}
			}
		}
	}
	st.sw = acc // the upper triangle is read
	st.diff = make([]float64, dim)
	for j := range st.diff {
		st.diff[j] = st.means[0][j] - st.means[1][j]
	}
	if linalg.Norm(st.diff) == 0 {
		return st, &DataError{-1, msg.T("engine-fisher-means-coincide")}
	}
	return st, nil
}

// fisherJ returns J(w) = (wᵀΔ)² / wᵀS_W w for the mean difference Δ, or 0
// when the denominator vanishes. S_W is D×D row-major for D = len(w), and
// only its upper triangle is read.
func fisherJ(sw, diff, w []float64) float64 {
	num := linalg.Dot(w, diff)
	den := linalg.InnerSym(w, sw, w)
	if den <= 0 {
		return 0
	}
	return num * num / den
}

// FisherJDirection returns J for the unit direction (cos θ, sin θ) of the
// plane, J(w) = wᵀS_B w / wᵀS_W w, for classes 0 and 1 of d, so that a user
// can try to beat Fisher's direction. It returns 0 when J is undefined.
func FisherJDirection(d Dataset, theta float64) float64 {
	sub := Dataset{Classes: 2}
	for _, p := range d.Points {
		if p.Class <= 1 {
			sub.Points = append(sub.Points, p)
		}
	}
	st, err := newFisherStats(sub, Basis{})
	if err != nil {
		return 0
	}
	return fisherJ(st.sw, st.diff, []float64{math.Cos(theta), math.Sin(theta)})
}

// fisherThreshold returns t on the projection y = wᵀφ(x), where class 0 has
// the larger projected mean.
func fisherThreshold(rule string, proj []float64, d Dataset) float64 {
	var sum [2]float64
	var count [2]int
	for i, p := range d.Points {
		sum[p.Class] += proj[i]
		count[p.Class]++
	}
	m0, m1 := sum[0]/float64(count[0]), sum[1]/float64(count[1])
	mid := (m0 + m1) / 2
	switch rule {
	case "bayes":
		// Two 1-D Gaussians with the pooled ML variance s² and priors
		// π_k = N_k/N: class 0 wins where
		// ln π₀ − (y−m₀)²/2s² ≥ ln π₁ − (y−m₁)²/2s², that is where
		// y ≥ (m₀+m₁)/2 + s² ln(π₁/π₀) / (m₀ − m₁).
		ss := 0.0
		for i, p := range d.Points {
			m := m0
			if p.Class == 1 {
				m = m1
			}
			ss += (proj[i] - m) * (proj[i] - m)
		}
		s2 := ss / float64(len(d.Points))
		if s2 == 0 || m0 == m1 {
			return mid
		}
		return mid + s2*math.Log(float64(count[1])/float64(count[0]))/(m0-m1)
	case "best":
		return bestThreshold(proj, d, mid)
	}
	return mid
}

// bestThreshold returns the threshold with the fewest training errors
// (class 0 where y ≥ t), halfway between neighbouring projections; among
// equally good thresholds it takes the one nearest the midpoint.
func bestThreshold(proj []float64, d Dataset, mid float64) float64 {
	idx := identity(len(proj))
	sort.Slice(idx, func(a, b int) bool { return proj[idx[a]] < proj[idx[b]] })
	// With t below every point all of class 1 are errors.
	errs := 0
	for _, p := range d.Points {
		if p.Class == 1 {
			errs++
		}
	}
	best, bestT := errs, proj[idx[0]]-1
	for k, i := range idx {
		// Move t above point i: it becomes class 1.
		if d.Points[i].Class == 0 {
			errs++
		} else {
			errs--
		}
		if k+1 < len(idx) && proj[idx[k+1]] == proj[i] {
			continue
		}
		t := proj[i] + 1
		if k+1 < len(idx) {
			t = (proj[i] + proj[idx[k+1]]) / 2
		}
		if errs < best || (errs == best && math.Abs(t-mid) < math.Abs(bestT-mid)) {
			best, bestT = errs, t
		}
	}
	return bestT
}
