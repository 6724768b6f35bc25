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
// of H at a_MAP, as the trainer's Laplace covariance does. It is
// NewLaplaceFitter's steps run to the end.
func LaplaceFit(z [][]float64, t []float64, alpha float64) (LaplacePosterior, error) {
	f, err := NewLaplaceFitter(z, t, alpha)
	if err != nil {
		return LaplacePosterior{}, err
	}
	for {
		done, err := f.Step()
		if err != nil {
			return LaplacePosterior{}, err
		}
		if done {
			return f.Result(), nil
		}
	}
}

// LaplaceFitter is LaplaceFit one Newton step at a time, for a caller that
// must not hold its thread for a whole fit (the page's model comparison on
// 10,000 points: a fit to a_MAP took 130-160 ms on a CPU four times slower
// than a desktop's, a step a tenth of it). The caller owns the loop.
type LaplaceFitter struct {
	l     *logistic
	e     float64
	steps int
	done  bool
	err   error
	out   LaplacePosterior
}

// NewLaplaceFitter checks z, t and α as LaplaceFit does and returns the
// fit at a = 0, before its first step.
func NewLaplaceFitter(z [][]float64, t []float64, alpha float64) (*LaplaceFitter, error) {
	if !(alpha > 0) || math.IsInf(alpha, 0) {
		return nil, msg.Err("engine-laplace-alpha")
	}
	if len(z) == 0 || len(z) != len(t) {
		return nil, msg.Err("engine-evidence-points")
	}
	bb, err := rowsBase(z, t)
	if err != nil {
		return nil, err
	}
	l, err := newLogisticOn(bb, logisticSettings{Method: methodNewton, Alpha: alpha, Bias: biasPenalized,
		Tol: laplaceTol, MaxSteps: laplaceMaxSteps}, false)
	if err != nil {
		return nil, err
	}
	return &LaplaceFitter{l: l, e: l.e}, nil
}

// Step takes one Newton step, or, once the stopping rule holds (or a step
// cannot be taken), makes the Laplace approximation and reports done.
// After done, Step changes nothing and reports the same.
func (f *LaplaceFitter) Step() (done bool, err error) {
	if f.done {
		return true, f.err
	}
	l := f.l
	if f.steps < l.maxSteps && !l.newtonSystem.converged(l.z.Len(), l.tol) {
		et, _, out := l.newtonSystem.newtonStep(l.a, f.e, l)
		if out == newtonTaken {
			f.e = et
			f.steps++
			return false, nil
		}
		if out == newtonUnfactorizable || out == newtonNotFinite {
			f.done, f.err = true, &msg.Error{Text: out.reason("word", linalg.Norm(l.grad)/float64(l.z.Len()))}
			return true, f.err
		}
	}
	f.done = true
	l.e = f.e
	m := len(l.a)
	p := LaplacePosterior{A: l.a, Cov: make([]float64, m*m), Steps: f.steps}
	var ok bool
	if p.Ridge, ok = l.newtonSystem.laplace(p.Cov); !ok {
		f.err = msg.Err("engine-laplace-hessian")
		return true, f.err
	}
	p.LogDetA = l.logDet()
	for n := range l.z.Len() {
		zn := l.z.Row(n)
		p.LogLik -= softplus(-l.y[n] * linalg.Dot(l.a, zn)) // ln σ(±aᵀz)
	}
	f.out = p
	return true, nil
}

// Result is the Laplace approximation once Step has reported done
// without an error.
func (f *LaplaceFitter) Result() LaplacePosterior { return f.out }

// rowsBase returns the state of a two-class trainer on the augmented
// points z (copied into one array) with targets t, 1 for class 0 (y = +1)
// and 0 for class 1 (y = −1), and zero weights.
func rowsBase(z [][]float64, t []float64) (binaryBase, error) {
	m := len(z[0])
	if m == 0 {
		return binaryBase{}, msg.Err("engine-evidence-weight")
	}
	bb := binaryBase{z: newRows(len(z), m), y: make([]float64, len(z)),
		a: make([]float64, m), point: -1}
	for n, row := range z {
		if len(row) != m {
			return binaryBase{}, msg.Err("engine-evidence-rows")
		}
		if !linalg.Finite(row) {
			return binaryBase{}, msg.Err("engine-evidence-row-finite")
		}
		copy(bb.z.Row(n), row)
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
