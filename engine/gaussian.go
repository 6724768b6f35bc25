package engine

import (
	"fmt"
	"math"

	"gonum.org/v1/gonum/mat"
)

// gaussModel names a family of Gaussian class-conditional densities.
type gaussModel int

// The families of notes 003 and 004.
const (
	// gaussShared: one covariance Σ for every class, so the boundaries are
	// linear in φ (Bishop §4.2.1, eq. 4.68-4.70).
	gaussShared gaussModel = iota
	// gaussSeparate: a covariance Σ_k per class, so the boundaries are
	// quadratic in φ (Bishop §4.2.1, end).
	gaussSeparate
	// gaussNaive: a diagonal covariance per class, the features independent
	// given the class (Gaussian naive Bayes, notes 004).
	gaussNaive
)

// Numerical limits of the generative models.
const (
	// minRidge is the smallest ridge (or variance floor) ever used, so that
	// 1/λ stays finite when the data are so small that their variances
	// underflow.
	minRidge = 1e-200
	// varFloorRel is naive Bayes's variance floor, relative to the largest
	// variance of a feature over all the data.
	varFloorRel = 1e-9
)

// genPrior holds the knobs of the MAP estimate of notes 003 ("Generative:
// MAP Gaussian Mixtures"). The prior of class k is N_k0 pseudo-points
// (the same count for every class, so the prior proportions are equal) and
// a Gaussian N(μ₀, Σ₀) with μ₀ = φ(x₀, y₀) and Σ₀ = s₀² I in feature
// space.
type genPrior struct {
	on  bool
	n0  float64
	mu0 Vec2
	s0  float64
}

// genData holds the features of a data set whose classes 0..K-1 all have
// points: z_n = (1, φ(x_n)) and φ_n, a view of z_n without the constant.
type genData struct {
	k, dim int
	z      [][]float64
	phi    [][]float64
	class  []int
	counts []int
}

func newGenData(d Dataset, b Basis) genData {
	g := genData{k: d.Classes, dim: b.Dim(), z: augmented(d, b), class: make([]int, len(d.Points))}
	g.phi = make([][]float64, len(g.z))
	g.counts = make([]int, d.Classes)
	for i, p := range d.Points {
		g.phi[i] = g.z[i][1:]
		g.class[i] = p.Class
		g.counts[p.Class]++
	}
	return g
}

// dataSpread holds the scale of the data, for ridges and floors of
// matrices that are exactly zero, from the class statistics: the total
// (maximum-likelihood) variance of each feature and the mean of each φ_j².
type dataSpread struct {
	variance []float64 // per feature
	meanSq   []float64 // per feature
}

// newDataSpread returns the spread from the class counts, means and the
// diagonals of the class scatter matrices S_k (sums), by
// Var_j = Σ_k (S_k,jj + N_k (μ_kj − μ_j)²) / N and mean φ_j² = Var_j + μ_j².
func newDataSpread(counts []int, means [][]float64, scatter [][]float64, dim int) dataSpread {
	n := 0.0
	for _, c := range counts {
		n += float64(c)
	}
	s := dataSpread{variance: make([]float64, dim), meanSq: make([]float64, dim)}
	for j := 0; j < dim; j++ {
		mu := 0.0
		for k, c := range counts {
			mu += float64(c) * means[k][j] / n
		}
		v := 0.0
		for k, c := range counts {
			d := means[k][j] - mu
			v += (scatter[k][j*dim+j] + float64(c)*d*d) / n
		}
		s.variance[j], s.meanSq[j] = v, v+mu*mu
	}
	return s
}

// positive returns the first of vs that is a positive finite number, or 1.
func positive(vs ...float64) float64 {
	for _, v := range vs {
		if v > 0 && !math.IsInf(v, 0) {
			return v
		}
	}
	return 1
}

// trace returns a positive number on the scale of the squared features:
// the trace of the total covariance of φ, or when the points coincide the
// mean of ‖φ‖², or 1.
func (s dataSpread) trace() float64 {
	tr, sq := 0.0, 0.0
	for j := range s.variance {
		tr += s.variance[j]
		sq += s.meanSq[j]
	}
	return positive(tr, sq)
}

// naiveFloor returns the variance floor ε of naive Bayes: 10⁻⁹ of the
// largest variance of a feature over all the data (or of the largest mean
// square when every point is in the same place), and at least minRidge.
func (s dataSpread) naiveFloor() float64 {
	vmax, sqmax := 0.0, 0.0
	for j := range s.variance {
		vmax, sqmax = math.Max(vmax, s.variance[j]), math.Max(sqmax, s.meanSq[j])
	}
	return math.Max(varFloorRel*positive(vmax, sqmax), minRidge)
}

// gaussFit is a fitted generative model in the feature space of a basis:
// priors π_k, means μ_k and the covariances actually used (after any MAP
// update, ridge or floor), with their Cholesky factors.
type gaussFit struct {
	model  gaussModel
	k, dim int
	n      int
	prior  []float64
	mean   [][]float64
	cov    []*mat.SymDense // one per class; the same matrix for every class when shared
	chol   []*mat.Cholesky // nil for naive Bayes, whose Σ_k is diagonal
	prec   []*mat.SymDense // Σ_k⁻¹, from the Cholesky factor
	logDet []float64       // ln|Σ_k|
	konst  []float64       // ln π_k − ½ ln|Σ_k| − (D/2) ln 2π
	notes  []string
	logL   float64 // ln p(D|θ) = Σ_n ln π_{k(n)} N(φ_n | μ_{k(n)}, Σ_{k(n)})
	params int     // M, the number of free parameters
}

// ordinal returns "1st", "2nd", ... for the notes.
func ordinal(i int) string {
	suffix := "th"
	switch {
	case i%100 >= 11 && i%100 <= 13:
	case i%10 == 1:
		suffix = "st"
	case i%10 == 2:
		suffix = "nd"
	case i%10 == 3:
		suffix = "rd"
	}
	return fmt.Sprintf("%d%s", i, suffix)
}

// fitGaussians fits the model to g. The MAP update, when pr.on, follows
// notes 003 for each class with Σ_k0 = s₀²I and μ_k0 = φ(x₀, y₀):
//
//	Σ_MAP⁻¹ = Σ_ML⁻¹ + Σ₀⁻¹,   Σ_MAP⁻¹ μ_MAP = Σ_ML⁻¹ μ_ML + Σ₀⁻¹ μ₀,
//	π_MAP = (N_k + N_k0) / (N + N_0),
//
// evaluated without inverting Σ_ML (which is singular for a class of one
// point) through the identities (A⁻¹ + B⁻¹)⁻¹ = A(A + B)⁻¹B and
// (A⁻¹ + B⁻¹)⁻¹A⁻¹ = (A + B)⁻¹B:
//
//	Σ_MAP = s₀² Σ_ML (Σ_ML + s₀²I)⁻¹,
//	μ_MAP = (Σ_ML + s₀²I)⁻¹ (s₀² μ_ML + Σ_ML μ₀),
//
// one Cholesky factorization of Σ_ML + s₀²I per class.
func fitGaussians(g genData, b Basis, model gaussModel, pr genPrior) (*gaussFit, error) {
	k, dim, n := g.k, g.dim, len(g.phi)
	f := &gaussFit{model: model, k: k, dim: dim, n: n}
	for c, m := range g.counts {
		if m == 0 {
			return nil, &DataError{-1, fmt.Sprintf("the %s class has no points", ordinal(c+1))}
		}
	}
	// Maximum-likelihood means and covariances in one pass, shifted by the
	// first point c of each class, which keeps the spread of points far
	// from the origin:
	//
	//	μ = c + Σ(φ − c)/N_k,  S_k = Σ(φ − c)(φ − c)ᵀ − N_k(μ − c)(μ − c)ᵀ.
	shift := make([][]float64, k)
	sum := make([][]float64, k)
	scatter := make([][]float64, k) // upper triangle of S_k, row-major dim×dim
	for c := range shift {
		sum[c] = make([]float64, dim)
		scatter[c] = make([]float64, dim*dim)
	}
	for i, phi := range g.phi {
		if c := g.class[i]; shift[c] == nil {
			shift[c] = phi
		}
	}
	diff := make([]float64, dim)
	for i, phi := range g.phi {
		c := g.class[i]
		s, sh, sm := scatter[c], shift[c], sum[c]
		for j, v := range phi {
			diff[j] = v - sh[j]
			sm[j] += diff[j]
		}
		for a := 0; a < dim; a++ {
			da := diff[a]
			if model == gaussNaive {
				s[a*dim+a] += da * da
				continue
			}
			row := s[a*dim : (a+1)*dim]
			for bb := a; bb < dim; bb++ {
				row[bb] += da * diff[bb]
			}
		}
	}
	f.mean = make([][]float64, k)
	for c := range f.mean {
		nk := float64(g.counts[c])
		f.mean[c] = make([]float64, dim)
		for j := range diff {
			diff[j] = sum[c][j] / nk // μ − c
			f.mean[c][j] = shift[c][j] + diff[j]
		}
		s := scatter[c]
		for a := 0; a < dim; a++ {
			for bb := a; bb < dim; bb++ {
				switch {
				case a == bb: // a sum of squares, ≥ 0 but for rounding
					s[a*dim+a] = math.Max(s[a*dim+a]-nk*diff[a]*diff[a], 0)
				case model != gaussNaive:
					s[a*dim+bb] -= nk * diff[a] * diff[bb]
				}
			}
		}
	}
	cov := make([]*mat.SymDense, k)
	for c := range cov {
		cov[c] = mat.NewSymDense(dim, nil)
		for a := 0; a < dim; a++ {
			for bb := a; bb < dim; bb++ {
				cov[c].SetSym(a, bb, scatter[c][a*dim+bb]/float64(g.counts[c]))
			}
		}
	}
	// Priors.
	f.prior = make([]float64, k)
	for c, m := range g.counts {
		if pr.on {
			f.prior[c] = (float64(m) + pr.n0) / (float64(n) + float64(k)*pr.n0)
		} else {
			f.prior[c] = float64(m) / float64(n)
		}
	}
	sp := newDataSpread(g.counts, f.mean, scatter, dim)
	spread := sp.trace()
	if pr.on {
		mu0 := b.Map(pr.mu0.X, pr.mu0.Y, make([]float64, dim))
		for c := range cov {
			note, err := mapUpdate(cov[c], f.mean[c], mu0, pr.s0, spread, model == gaussNaive)
			if err != nil {
				return nil, err
			}
			if note != "" {
				f.notes = append(f.notes, fmt.Sprintf("%s class: %s", ordinal(c+1), note))
			}
		}
	}
	// The covariances used, and their factors.
	f.cov = make([]*mat.SymDense, k)
	f.chol = make([]*mat.Cholesky, k)
	f.prec = make([]*mat.SymDense, k)
	f.logDet = make([]float64, k)
	switch model {
	case gaussShared:
		// Σ = Σ_k π_k Σ_k (notes 003), with π_k = N_k/N for ML.
		s := mat.NewSymDense(dim, nil)
		for c := range cov {
			s.AddSym(s, scaledSym(cov[c], f.prior[c]))
		}
		ch, prec, ridge, err := factorCov(s, spread)
		if err != nil {
			return nil, err
		}
		if ridge > 0 {
			f.notes = append(f.notes, fmt.Sprintf("the shared covariance Σ is singular (collinear or repeated points, "+
				"or more features than points); used Σ + λI with λ = %.3g", ridge))
		}
		for c := range f.cov {
			f.cov[c], f.chol[c], f.prec[c], f.logDet[c] = s, ch, prec, ch.LogDet()
		}
	case gaussSeparate:
		for c := range cov {
			ch, prec, ridge, err := factorCov(cov[c], spread)
			if err != nil {
				return nil, err
			}
			if ridge > 0 {
				f.notes = append(f.notes, fmt.Sprintf("Σ_k of the %s class (N_k = %d) is singular (one point, collinear "+
					"or repeated points); used Σ_k + λI with λ = %.3g", ordinal(c+1), g.counts[c], ridge))
			}
			f.cov[c], f.chol[c], f.prec[c], f.logDet[c] = cov[c], ch, prec, ch.LogDet()
		}
	case gaussNaive:
		floor := sp.naiveFloor()
		floored := 0
		for c := range cov {
			for j := 0; j < dim; j++ {
				if v := cov[c].At(j, j); !(v >= floor) {
					cov[c].SetSym(j, j, floor)
					floored++
				}
			}
			// Diagonal and positive: Σ_k⁻¹ = diag(1/σ²_kj), ln|Σ_k| = Σ_j ln σ²_kj.
			prec := mat.NewSymDense(dim, nil)
			for j := 0; j < dim; j++ {
				v := cov[c].At(j, j)
				prec.SetSym(j, j, 1/v)
				f.logDet[c] += math.Log(v)
			}
			f.cov[c], f.prec[c] = cov[c], prec
		}
		if floored > 0 {
			f.notes = append(f.notes, fmt.Sprintf("%d variance(s) below the floor ε = %.3g (10⁻⁹ of the largest "+
				"variance of a feature) were raised to ε", floored, floor))
		}
	}
	f.konst = make([]float64, k)
	for c := range f.konst {
		f.konst[c] = math.Log(f.prior[c]) - 0.5*f.logDet[c] - 0.5*float64(dim)*math.Log(2*math.Pi)
	}
	f.params = gaussParams(model, k, dim)
	f.logL = f.logLikelihood(g)
	if math.IsNaN(f.logL) || math.IsInf(f.logL, 0) {
		return nil, &DataError{-1, "the log-likelihood of the fitted Gaussians is not finite; the points are too far apart in this basis"}
	}
	return f, nil
}

// gaussParams returns M, the number of free parameters: K−1 priors, K·D
// means, and D(D+1)/2 (shared), K·D(D+1)/2 (separate) or K·D (naive)
// covariance entries.
func gaussParams(model gaussModel, k, d int) int {
	m := k - 1 + k*d
	switch model {
	case gaussShared:
		m += d * (d + 1) / 2
	case gaussSeparate:
		m += k * d * (d + 1) / 2
	case gaussNaive:
		m += k * d
	}
	return m
}

// scaledSym returns f·a.
func scaledSym(a *mat.SymDense, f float64) *mat.SymDense {
	n := a.SymmetricDim()
	s := mat.NewSymDense(n, nil)
	for i := 0; i < n; i++ {
		for j := i; j < n; j++ {
			s.SetSym(i, j, f*a.At(i, j))
		}
	}
	return s
}

// factorSPD factorizes the symmetric positive semi-definite a by Cholesky
// into ch. When a is singular or nearly so it adds the smallest ridge λI of
// the rule of solveSPD (λ = 10⁻¹⁰·tr(a)/n, growing tenfold, until the
// factorization succeeds with a condition number below 10¹²) and returns λ;
// when tr(a) is zero, spread stands in for it, and λ is never below
// minRidge.
func factorSPD(a *mat.SymDense, spread float64, ch *mat.Cholesky) (ridge float64, err error) {
	n := a.SymmetricDim()
	tr := 0.0
	for i := 0; i < n; i++ {
		tr += a.At(i, i)
	}
	if !(tr > 0) || math.IsInf(tr, 0) {
		tr = spread
	}
	if !(tr > 0) || math.IsInf(tr, 0) {
		tr = 1
	}
	base := math.Max(1e-10*tr/float64(n), minRidge)
	work := mat.NewSymDense(n, nil)
	for attempt := 0; attempt < 40; attempt++ {
		work.CopySym(a)
		if ridge > 0 {
			for i := 0; i < n; i++ {
				work.SetSym(i, i, work.At(i, i)+ridge)
			}
		}
		if ch.Factorize(work) && ch.Cond() < 1e12 {
			return ridge, nil
		}
		if ridge == 0 {
			ridge = base
		} else {
			ridge *= 10
		}
	}
	return 0, &DataError{-1, "a covariance matrix could not be factorized even with a ridge"}
}

// factorCov factorizes the covariance s (adding a ridge to s itself when
// it is singular) and returns its factor, its inverse from the factor, and
// the ridge.
func factorCov(s *mat.SymDense, spread float64) (*mat.Cholesky, *mat.SymDense, float64, error) {
	ch := new(mat.Cholesky)
	ridge, err := factorSPD(s, spread, ch)
	if err != nil {
		return nil, nil, 0, err
	}
	if ridge > 0 {
		for i := 0; i < s.SymmetricDim(); i++ {
			s.SetSym(i, i, s.At(i, i)+ridge)
		}
	}
	prec := new(mat.SymDense)
	if err := ch.InverseTo(prec); err != nil && !finiteSym(prec) {
		return nil, nil, 0, &DataError{-1, "a covariance matrix could not be inverted"}
	}
	return ch, prec, ridge, nil
}

func finiteSym(s *mat.SymDense) bool {
	n := s.SymmetricDim()
	for i := 0; i < n; i++ {
		for j := i; j < n; j++ {
			if v := s.At(i, j); math.IsNaN(v) || math.IsInf(v, 0) {
				return false
			}
		}
	}
	return true
}

// mapUpdate replaces the maximum-likelihood covariance a = Σ_ML and mean
// mu = μ_ML of one class by the MAP estimates of notes 003 (see
// fitGaussians), for the prior N(mu0, s0²I). diag restricts the update to
// the diagonal (naive Bayes), where it is the same formula per feature.
func mapUpdate(a *mat.SymDense, mu, mu0 []float64, s0, spread float64, diag bool) (string, error) {
	dim := len(mu)
	s2 := s0 * s0
	if diag {
		for j := 0; j < dim; j++ {
			v := a.At(j, j)
			c := v + s2
			a.SetSym(j, j, s2*v/c)
			mu[j] = (s2*mu[j] + v*mu0[j]) / c
		}
		return "", nil
	}
	c := mat.NewSymDense(dim, nil)
	for i := 0; i < dim; i++ {
		for j := i; j < dim; j++ {
			c.SetSym(i, j, a.At(i, j))
		}
		c.SetSym(i, i, c.At(i, i)+s2)
	}
	var ch mat.Cholesky
	ridge, err := factorSPD(c, spread, &ch)
	if err != nil {
		return "", err
	}
	// X = C⁻¹A, so Σ_MAP = s₀² A C⁻¹ = s₀² Xᵀ (symmetric up to rounding).
	var x mat.Dense
	ch.SolveTo(&x, a)
	// r = s₀² μ_ML + A μ₀, μ_MAP = C⁻¹ r.
	r := mat.NewVecDense(dim, nil)
	r.MulVec(a, mat.NewVecDense(dim, mu0))
	for j := 0; j < dim; j++ {
		r.SetVec(j, r.AtVec(j)+s2*mu[j])
	}
	var m mat.VecDense
	ch.SolveVecTo(&m, r)
	for i := 0; i < dim; i++ {
		for j := i; j < dim; j++ {
			a.SetSym(i, j, s2*(x.At(i, j)+x.At(j, i))/2)
		}
		mu[i] = m.AtVec(i)
	}
	if ridge > 0 {
		return fmt.Sprintf("Σ_ML + s₀²I is ill-conditioned; used a ridge λ = %.3g in the MAP update", ridge), nil
	}
	return "", nil
}

// logJoint returns ln π_k + ln N(φ | μ_k, Σ_k), with diff as scratch of
// length D:
//
//	ln π_k − ½ (φ − μ_k)ᵀ Σ_k⁻¹ (φ − μ_k) − ½ ln|Σ_k| − (D/2) ln 2π.
func (f *gaussFit) logJoint(c int, phi, diff []float64) float64 {
	m := f.mean[c]
	for j, v := range phi {
		diff[j] = v - m[j]
	}
	return f.konst[c] - 0.5*symQuad(f.prec[c], diff)
}

// symQuad returns vᵀSv.
func symQuad(s *mat.SymDense, v []float64) float64 {
	raw := s.RawSymmetric() // upper triangle is set
	q := 0.0
	for i, vi := range v {
		row := raw.Data[i*raw.Stride : i*raw.Stride+len(v)]
		q += vi * vi * row[i]
		t := 0.0
		for j := i + 1; j < len(v); j++ {
			t += row[j] * v[j]
		}
		q += 2 * vi * t
	}
	return q
}

// logLikelihood returns ln p(D|θ) = Σ_n ln π_{k(n)} N(φ_n | μ_{k(n)}, Σ_{k(n)}),
// the log-likelihood of the joint p(x, C) of notes 003.
func (f *gaussFit) logLikelihood(g genData) float64 {
	diff := make([]float64, f.dim)
	l := 0.0
	for i, phi := range g.phi {
		l += f.logJoint(g.class[i], phi, diff)
	}
	return l
}

// field returns the decision function of the fit in basis b: K rows with
// the softmax link p(C_k|x) = exp(a_k) / Σ_j exp(a_j).
//
// Shared covariance (notes 003, "K-Case Classification"): a_k = w_kᵀφ + w_k0
// with w_k = Σ⁻¹μ_k and w_k0 = −½ μ_kᵀΣ⁻¹μ_k + ln π_k, solved with the
// Cholesky factor of Σ. The common terms −½φᵀΣ⁻¹φ − ½ln|Σ| − (D/2)ln 2π
// are dropped, as in the notes.
//
// Separate covariances and naive Bayes: a_k = ln π_k + ln N(φ|μ_k, Σ_k)
// in full, constants included, as a quadratic form over z = (1, φ):
//
//	a_k = zᵀ Q_k z + r_kᵀ z,  Q_k = [[0, 0], [0, −½Σ_k⁻¹]],
//	r_k = (−½ μ_kᵀΣ_k⁻¹μ_k − ½ ln|Σ_k| − (D/2) ln 2π + ln π_k, Σ_k⁻¹μ_k).
func (f *gaussFit) field(b Basis) Field {
	dim := f.dim
	fl := Field{Basis: b.Clone(), Combine: CombineArgmax, Link: LinkSoftmax, Labels: identity(f.k)}
	for c := 0; c < f.k; c++ {
		w := mat.NewVecDense(dim, nil)
		if f.chol[c] != nil {
			f.chol[c].SolveVecTo(w, mat.NewVecDense(dim, f.mean[c]))
		} else { // naive Bayes: Σ_k is diagonal
			for j := 0; j < dim; j++ {
				w.SetVec(j, f.mean[c][j]/f.cov[c].At(j, j))
			}
		}
		row := make([]float64, dim+1)
		row[0] = -0.5*dot(w.RawVector().Data, f.mean[c]) + math.Log(f.prior[c])
		copy(row[1:], w.RawVector().Data)
		if f.model != gaussShared {
			row[0] += -0.5*f.logDet[c] - 0.5*float64(dim)*math.Log(2*math.Pi)
			q := make([]float64, (dim+1)*(dim+1))
			for i := 0; i < dim; i++ {
				for j := 0; j < dim; j++ {
					q[(i+1)*(dim+1)+j+1] = -0.5 * f.prec[c].At(i, j)
				}
			}
			fl.Quad = append(fl.Quad, q)
		}
		fl.Rows = append(fl.Rows, row)
	}
	return fl
}

// gaussians returns the class densities in input coordinates, when b is
// the identity map; otherwise nil, since a Gaussian in a feature space has
// no 2×2 covariance in the plane.
func (f *gaussFit) gaussians(b Basis) []Gaussian {
	if !b.IsLinear() {
		return nil
	}
	gs := make([]Gaussian, f.k)
	for c := range gs {
		s := f.cov[c]
		gs[c] = Gaussian{
			Class: c,
			Mean:  Vec2{f.mean[c][0], f.mean[c][1]},
			Cov:   [2][2]float64{{s.At(0, 0), s.At(0, 1)}, {s.At(1, 0), s.At(1, 1)}},
			Prior: f.prior[c],
		}
	}
	return gs
}

// aic returns the notes' AIC = ln p(D|θ) − M.
func (f *gaussFit) aic() float64 { return f.logL - float64(f.params) }

// bic returns the notes' BIC = ln p(D|θ) − ½ M ln N.
func (f *gaussFit) bic() float64 { return f.logL - 0.5*float64(f.params)*math.Log(float64(f.n)) }
