package engine

// The Laplace approximation to the posterior of Bayesian logistic
// regression as a whole fit, for the evidence (engine/evaluate): the
// trainer's objective run to its optimum by the Newton core (newton.go).

import (
	"math"

	"hyperplane/engine/internal/linalg"
	"hyperplane/engine/msg"
)

// LaplacePosterior is the Laplace approximation q(a) = N(a | a_MAP, A⁻¹)
// to the posterior of two-class logistic regression under the prior
// N(a | 0, α⁻¹I) on all M weights, bias included (Bishop §4.4, §4.5;
// notes 003), with
//
//	A = −∇∇ ln p(a|D) = Σₙ yₙ(1 − yₙ) zₙzₙᵀ + αI
//
// at a_MAP: the parts of the evidence
//
//	ln p(D) ≈ ln p(D|a_MAP) + ln p(a_MAP) + (M/2) ln 2π − ½ ln|A|
//
// (Bishop eq. 4.137) that need the fit.
type LaplacePosterior struct {
	A       []float64 // a_MAP = (w₀, w)
	LogLik  float64   // ln p(D|a_MAP) = Σₙ tₙ ln yₙ + (1 − tₙ) ln(1 − yₙ)
	LogDetA float64   // ln|A + λI| = 2 Σ ln Uᵢᵢ, from the Cholesky factor A + λI = UᵀU
	Cov     []float64 // (A + λI)⁻¹, M×M row-major, from the same factor
	Ridge   float64   // λ: 0 unless A's condition number reaches 10¹² (see factorRidge)
	Steps   int       // Newton steps taken from a = 0
}

// The evidence's fit stops when ‖∇E‖/N < laplaceTol, or after
// laplaceMaxSteps Newton steps: Newton's method converges quadratically,
// in 6 to 10 steps on the page's bases.
const (
	laplaceTol      = 1e-10
	laplaceMaxSteps = 200
)

// LaplaceFit fits a_MAP of logistic regression with the prior precision
// α > 0 on all the weights to the rows z (each (1, φ(x)), all of one
// length M) and targets t (1 or 0), and returns the Laplace approximation
// there. It is the Bayesian trainer's fit (logistic-bayes with the bias in
// the prior): the same objective E(a) = −ln p(D|a) + ½α‖a‖², the same
// Newton steps from a = 0 (newtonStep: Cholesky with the smallest ridge H
// needs, the step halved while E would rise), run to the stopping rule
// ‖∇E‖/N < 10⁻¹⁰; A and its log-determinant come from the Cholesky factor
// of H at a_MAP, as the trainer's Laplace covariance does.
func LaplaceFit(z [][]float64, t []float64, alpha float64) (LaplacePosterior, error) {
	if !(alpha > 0) || math.IsInf(alpha, 0) {
		return LaplacePosterior{}, msg.Err("engine-laplace-alpha")
	}
	if len(z) == 0 || len(z) != len(t) {
		return LaplacePosterior{}, msg.Err("engine-evidence-points")
	}
	bb, err := rowsBase(z, t)
	if err != nil {
		return LaplacePosterior{}, err
	}
	l, err := newLogisticOn(bb, logisticSettings{Method: methodNewton, Alpha: alpha, Bias: biasPenalized,
		Tol: laplaceTol, MaxSteps: laplaceMaxSteps}, false)
	if err != nil {
		return LaplacePosterior{}, err
	}
	e, steps, out := l.minimize(l.a, l.e, l, len(l.z), l.tol, l.maxSteps)
	if out == newtonUnfactorizable || out == newtonNotFinite {
		return LaplacePosterior{}, &msg.Error{Text: out.reason("word", linalg.Norm(l.grad)/float64(len(l.z)))}
	}
	l.e = e
	m := len(l.a)
	p := LaplacePosterior{A: l.a, Cov: make([]float64, m*m), Steps: steps}
	var ok bool
	if p.Ridge, ok = l.newtonSystem.laplace(p.Cov); !ok {
		return LaplacePosterior{}, msg.Err("engine-laplace-hessian")
	}
	p.LogDetA = l.logDet()
	for n, zn := range l.z {
		p.LogLik -= softplus(-l.y[n] * linalg.Dot(l.a, zn)) // ln σ(±aᵀz)
	}
	return p, nil
}

// rowsBase returns the state of a two-class trainer on the augmented
// points z (copied into one array) with targets t, 1 for class 0 (y = +1)
// and 0 for class 1 (y = −1), and zero weights.
func rowsBase(z [][]float64, t []float64) (binaryBase, error) {
	m := len(z[0])
	if m == 0 {
		return binaryBase{}, msg.Err("engine-evidence-weight")
	}
	bb := binaryBase{z: make([][]float64, len(z)), zf: make([]float64, len(z)*m), y: make([]float64, len(z)),
		a: make([]float64, m), point: -1}
	for n, row := range z {
		if len(row) != m {
			return binaryBase{}, msg.Err("engine-evidence-rows")
		}
		if !linalg.Finite(row) {
			return binaryBase{}, msg.Err("engine-evidence-row-finite")
		}
		bb.z[n] = bb.zf[n*m : (n+1)*m : (n+1)*m]
		copy(bb.z[n], row)
		switch t[n] {
		case 1:
			bb.y[n] = 1
		case 0:
			bb.y[n] = -1
		default:
			return binaryBase{}, msg.Err("engine-evidence-targets")
		}
	}
	return bb, nil
}
