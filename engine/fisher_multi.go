package engine

import (
	"fmt"
	"gonum.org/v1/gonum/blas"
	blasgonum "gonum.org/v1/gonum/blas/gonum"
	"math"

	"hyperplane/engine/internal/linalg"
	"hyperplane/engine/msg"
)

// fisherMultiSettings are the knobs of Fisher's K-class discriminant.
type fisherMultiSettings struct {
	Rule string `param:"rule"`
}

func fisherMultiSpec() Spec {
	return Spec{
		ID:      "fisher-multi",
		Name:    msg.T("method-fisher-multi"),
		Family:  FamilyDiscriminant,
		Summary: msg.T("method-fisher-multi-summary"),
		Help:    msg.T("method-fisher-multi-help"),
		Params: []Param{
			choiceParam("rule", msg.T("method-fisher-multi-rule"), "nearest",
				msg.T("method-fisher-multi-rule-help"),
				Choice{"nearest", msg.T("method-fisher-multi-rule-nearest")}, Choice{"priors", msg.T("method-fisher-multi-rule-priors")}),
		},
		Short: msg.T("method-fisher-multi-short"),
		new:   start(newFisherMulti),
	}
}

// fisherMulti is Fisher's discriminant for K classes (Bishop §4.1.6; Duda,
// Hart and Stork §3.8.3): the rows of W are the generalized eigenvectors of
//
//	S_B w = λ S_W w,
//
// those of the largest λ, and the decision is made in the projection
// y = Wφ(x) by the nearest projected class mean.
type fisherMulti struct {
	data   Dataset
	basis  Basis
	priors bool
	rows   [][]float64
	lambda []float64
	notes  []msg.Text
	proj   *Projection
	wrong  int // training mistakes of the solved field
	step   int
	done   bool
}

func newFisherMulti(d Dataset, b Basis, s fisherMultiSettings) (Trainer, error) {
	f := &fisherMulti{basis: b, priors: s.Rule == "priors"}
	f.rows = make([][]float64, d.Classes)
	for k := range f.rows {
		f.rows[k] = make([]float64, b.Dim()+1)
	}
	f.SetData(d)
	return f, nil
}

func (f *fisherMulti) SetData(d Dataset) error {
	f.data = d
	f.done = false
	return nil
}

// FisherMultiResult is the solution of Fisher's K-class problem in the
// feature space of a basis.
type FisherMultiResult struct {
	// W holds the directions w_i (in feature space), largest λ first,
	// normalized so that w_iᵀ S_W w_j = δ_ij.
	W [][]float64
	// Lambda holds the generalized eigenvalues λ_i of S_B w = λ S_W w.
	Lambda []float64
	// Means holds the class means m_k in feature space, Counts the N_k.
	Means  [][]float64
	Counts []int
	// Ridge is the λ added to S_W when it was singular, or 0.
	Ridge float64
}

// fisherMultiSolve solves Fisher's problem for the K = d.Classes classes of d,
// every one of which must have points.
func fisherMultiSolve(d Dataset, b Basis) (FisherMultiResult, error) {
	dim, k := b.Dim(), d.Classes
	res := FisherMultiResult{Counts: make([]int, k), Means: make([][]float64, k)}
	for c := range res.Means {
		res.Means[c] = make([]float64, dim)
	}
	phi := make([]float64, len(d.Points)*dim)
	for i, p := range d.Points {
		x := b.Map(p.X, p.Y, phi[i*dim:(i+1)*dim])
		for j, v := range x {
			res.Means[p.Class][j] += v
		}
		res.Counts[p.Class]++
	}
	grand := make([]float64, dim)
	for c, m := range res.Means {
		if res.Counts[c] == 0 {
			return res, &DataError{-1, msg.T("engine-class-no-points", "class", c+1)}
		}
		for j := range m {
			grand[j] += m[j]
			m[j] /= float64(res.Counts[c])
		}
	}
	for j := range grand {
		grand[j] /= float64(len(d.Points))
	}
	// S_W, upper triangle, by plain loops (a rank-one update per point
	// through the matrix API costs more than the sums themselves).
	acc := make([]float64, dim*dim)
	cen := make([]float64, dim)
	for i, p := range d.Points {
		for j := range cen {
			cen[j] = phi[i*dim+j] - res.Means[p.Class][j]
		}
		for r, cr := range cen {
			row := acc[r*dim : (r+1)*dim]
			for q := r; q < dim; q++ {
				row[q] += cr * cen[q]
			}
		}
	}
	// S_W is acc (its upper triangle). S_B = Σ_k N_k cₖcₖᵀ, cₖ = m_k − m,
	// by BLAS's rank-one update Dsyr in the upper triangle, then mirrored.
	bl := blasgonum.Implementation{}
	sb := make([]float64, dim*dim)
	c := make([]float64, dim)
	for cl, m := range res.Means {
		for j := range m {
			c[j] = m[j] - grand[j]
		}
		bl.Dsyr(blas.Upper, dim, float64(res.Counts[cl]), c, 1, sb, dim)
	}
	for i := 0; i < dim; i++ {
		for j := 0; j < i; j++ {
			sb[i*dim+j] = sb[j*dim+i]
		}
	}
	l, ridge, err := choleskyRidge(acc, dim)
	if err != nil {
		return res, &DataError{-1, msg.T("engine-sw-problem", "why", msg.Of(err))}
	}
	res.Ridge = ridge
	// M = L⁻¹ S_B L⁻ᵀ by two triangular solves (BLAS's Dtrsm), over S_B.
	m := sb
	bl.Dtrsm(blas.Left, blas.Lower, blas.NoTrans, blas.NonUnit, dim, dim, 1, l, dim, m, dim)
	bl.Dtrsm(blas.Right, blas.Lower, blas.Trans, blas.NonUnit, dim, dim, 1, l, dim, m, dim)
	ms := make([]float64, dim*dim) // upper triangle
	for i := 0; i < dim; i++ {
		for j := i; j < dim; j++ {
			ms[i*dim+j] = (m[i*dim+j] + m[j*dim+i]) / 2
		}
	}
	vals, vecs, ok := linalg.EigenSym(ms, dim) // ascending
	if !ok {
		return res, msg.Err("engine-eigen-no-convergence")
	}
	nd := min(k-1, dim)
	if vals[dim-1] <= 1e-12 {
		return res, &DataError{-1, msg.T("engine-fisher-multi-means-coincide")}
	}
	// w = L⁻ᵀ v for the nd largest eigenvalues.
	v := linalg.NewDense(dim, nd)
	for i := 0; i < nd; i++ {
		for j := 0; j < dim; j++ {
			v.Data[j*nd+i] = vecs[j*dim+dim-1-i]
		}
		res.Lambda = append(res.Lambda, math.Max(vals[dim-1-i], 0))
	}
	bl.Dtrsm(blas.Left, blas.Lower, blas.Trans, blas.NonUnit, dim, nd, 1, l, dim, v.Data, max(1, nd))
	for i := 0; i < nd; i++ {
		w := v.Col(nil, i)
		// Class 0's projected mean above the grand mean's.
		if linalg.Dot(w, res.Means[0]) < linalg.Dot(w, grand) {
			for j := range w {
				w[j] = -w[j]
			}
		}
		res.W = append(res.W, w)
	}
	return res, nil
}

// choleskyRidge returns the lower Cholesky factor L of the symmetric n×n
// matrix S (its upper triangle), n×n row-major, made definite by the
// smallest ridge if needed (see regularizedCholesky), and the ridge.
func choleskyRidge(s []float64, n int) ([]float64, float64, error) {
	f, err := regularizedCholesky(s, n)
	if err != nil {
		return nil, 0, err
	}
	return f.ch.Lower(), f.ridge, nil
}

func (f *fisherMulti) Step() (Snapshot, error) {
	if f.done {
		return f.Snapshot(), nil
	}
	res, err := fisherMultiSolve(f.data, f.basis)
	if err != nil {
		return f.Snapshot(), err
	}
	n := float64(len(f.data.Points))
	k := f.data.Classes
	f.lambda = res.Lambda
	mu := make([][]float64, k)
	for c := 0; c < k; c++ {
		mu[c] = make([]float64, len(res.W))
		row := make([]float64, f.basis.Dim()+1)
		for i, w := range res.W {
			mu[c][i] = linalg.Dot(w, res.Means[c])
			for j, v := range w {
				row[j+1] += mu[c][i] * v
			}
		}
		row[0] = -0.5 * linalg.Dot(mu[c], mu[c])
		if f.priors {
			row[0] += math.Log(float64(res.Counts[c])/n) / n
		}
		f.rows[c] = row
	}
	f.notes = nil
	if res.Ridge > 0 {
		f.notes = []msg.Text{msg.T("engine-fisher-multi-ridge", "lambda", NumText(res.Ridge, 3))}
	}
	f.proj = nil
	if k == 2 && f.basis.IsLinear() && mu[0][0] > mu[1][0] {
		w := res.W[0]
		nw := linalg.Norm(w)
		// h₀ − h₁ = (μ₀ − μ₁) wᵀx + (row₀[0] − row₁[0]) ≥ 0 where
		// ŵᵀx ≥ −(row₀[0] − row₁[0]) / ((μ₀ − μ₁)‖w‖).
		t := -(f.rows[0][0] - f.rows[1][0]) / ((mu[0][0] - mu[1][0]) * nw)
		f.proj = &Projection{Direction: Vec2{X: w[0] / nw, Y: w[1] / nw}, Threshold: t, J: res.Lambda[0]}
	}
	fl := f.field()
	f.wrong = Mistakes(&fl, f.data)
	f.step++
	f.done = true
	return f.Snapshot(), nil
}

func (f *fisherMulti) field() Field {
	rows := make([][]float64, len(f.rows))
	for k, r := range f.rows {
		rows[k] = append([]float64(nil), r...)
	}
	return Field{Basis: f.basis.Clone(), Rows: rows, Combine: CombineArgmax, Labels: identity(len(f.rows))}
}

func (f *fisherMulti) Model() Model { return NewFieldModel(f.field(), len(f.rows)) }

func (f *fisherMulti) Snapshot() Snapshot {
	fl := f.field()
	s := Snapshot{
		Step: f.step, Field: fl, N: len(f.data.Points), Point: -1,
		Criterion: msg.T("engine-criterion-fisher-multi"),
		Mistakes:  f.wrong, Status: StatusRunning,
		Notes: append([]msg.Text(nil), f.notes...),
	}
	if !f.done {
		s.Mistakes = Mistakes(&fl, f.data)
	} else {
		s.Status, s.Reason = StatusConverged, msg.T("engine-fisher-multi-closed-form")
	}
	j := 0.0
	for i, l := range f.lambda {
		j += l
		s.Values = append(s.Values, Value{Key: fmt.Sprintf("lambda%d", i+1), Label: msg.T("value-lambda", "n", i+1), V: l})
	}
	if f.lambda != nil {
		s.Loss = -j
		s.Values = append(s.Values, Value{Key: "J", Label: msg.T("value-j"), V: j})
	}
	if f.proj != nil {
		p := *f.proj
		s.Projection = &p
	}
	return s
}
