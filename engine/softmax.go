package engine

import (
	"fmt"
	"math"

	"hyperplane/engine/internal/linalg"
)

// softmaxSettings are the knobs of softmax regression.
type softmaxSettings struct {
	Method   string  `param:"method"`
	Eta      float64 `param:"eta"`
	Lambda   float64 `param:"lambda"`
	Bias     string  `param:"bias"`
	Tol      float64 `param:"tol"`
	MaxSteps int     `param:"maxSteps"`
}

func softmaxSpec() Spec {
	return Spec{
		ID:     "softmax",
		Name:   "Softmax regression (K classes)",
		Family: FamilyDiscriminative,
		Summary: "Model p(C_k|x) = exp(a_k)/Σ_j exp(a_j) with a_k = w_kᵀx + w_k0 for all K classes at once, and " +
			"minimize the cross-entropy −ΣΣ t_nk ln y_nk by gradient or Newton steps.",
		Help: "Targets are 1-of-K: t_nk = 1 for the class of x_n. Row k is a_k = w̃_kᵀz with z = (1, φ(x)). " +
			"E(W) = −Σ_n Σ_k t_nk ln y_nk + ½λ‖W‖², the penalty over all entries, biases included; with the biases " +
			"excluded (scikit-learn's default) it is ½λ Σ_k ‖w_k‖², and the terms below lose their w_k0 components. " +
			"The biases are then determined only up to a common constant (adding c to every w_k0 changes no probability), " +
			"so they are fixed by Σ_k w_k0 = 0, with the term ½(Σ_k w_k0)², which is 0 along the whole run. " +
			"∇_k E = Σ_n (y_nk − t_nk) z_n + λ w̃_k (notes 003: ∂E/∂a_k = y_k − t_k), and the Hessian has the K×K blocks " +
			"H_kj = Σ_n y_nk(δ_kj − y_nj) z_n z_nᵀ + λδ_kj I (Bishop eq. 4.110), a KM×KM matrix for M weights per row. " +
			"The softmax is over-parameterised: adding the same vector to every w̃_k changes no probability (notes 003, " +
			"\"Softmax for Two Classes\"), so with λ = 0 the Hessian is singular and the optimum is not unique. λ > 0 fixes " +
			"it: the rows then sum to zero at the optimum, and with two classes w̃₁ − w̃₂ is logistic regression's a with " +
			"α = λ/2. With λ = 0 Newton's step adds the smallest ridge and the page says so. " +
			"Gradient step: W ← W − (η/N)∇E. Newton: W ← W − H⁻¹∇E by Cholesky, the step halved while it would " +
			"increase E. It stops when ‖∇E‖/N < tol or at the step limit; with λ = 0 on data that the rows classify " +
			"without error the likelihood grows without bound and there is no finite optimum, which the page says. " +
			"Cost: a gradient step evaluates K − 1 exponentials per point; a Newton step also sums K(K+1)/2 · M(M+1)/2 " +
			"products per point, about 2.5 ms for K = 2 and 4 ms for K = 3 at N = 100,000 in the plane (measured), growing " +
			"like K².",
		Params: []Param{
			choiceParam("method", "Method", methodNewton,
				"Batch gradient descent W ← W − (η/N)∇E, or Newton's method W ← W − H⁻¹∇E with the full KM×KM Hessian.",
				Choice{methodGradient, "batch gradient descent"}, Choice{methodNewton, "Newton"}),
			when(logParam("eta", "Learning rate η", 0.001, 100, 1, "Step size of the gradient method, W ← W − (η/N)∇E."), "method", methodGradient),
			floatParam("lambda", "Weight decay λ", 0, 100, 0.01,
				"Penalty ½λ‖W‖² (a Gaussian prior of precision λ on every weight). λ > 0 makes the Hessian definite and "+
					"the optimum unique and finite."),
			biasPriorParam("λ"),
			logParam("tol", "Tolerance", 1e-12, 1e-1, 1e-6, "Stop when ‖∇E‖/N falls below this."),
			intParam("maxSteps", "Step limit", 1, 1_000_000, 20000, "Training stops after this many steps."),
		},
		Iterative: true,
		Short:     "softmax",
		Link:      LinkSoftmax,
		new:       start(newSoftmax),
	}
}

// softmaxReg is multinomial logistic (softmax) regression for K classes
// (Bishop §4.3.4; notes 003, "Softmax for Multiple Classes").
//
// The data are kept by columns, so that the sums over the points run over
// contiguous arrays: zc[j] holds feature j of every point (zc[0], the
// constant, is not stored).
type softmaxReg struct {
	data               Dataset
	basis              Basis
	k, m, n            int
	zc                 [][]float64 // columns 1..M−1 of Z
	cls                []int
	w                  []float64 // K×M row-major: row k is w̃_k
	method             string
	eta, lambda, tol   float64
	lambda0            float64 // the penalty on the biases: λ, or 0 when they are excluded
	maxSteps           int
	e                  float64
	newtonSystem           // ∇E, H (for Newton), their scratch and the last Newton step
	mistakes, unstrict int // points not assigned to their class; points without a strict margin
	step, upd          int
	status             Status
	reason, note       string
	// Scratch.
	prev    []float64
	ac, yc  [][]float64 // per class, length N: activations (then y − t), and y
	wp, tmp []float64   // length N
	zz      [][]float64 // z_i z_j by columns (1 ≤ i ≤ j), when small enough
}

func newSoftmax(d Dataset, b Basis, s softmaxSettings) (Trainer, error) {
	r := &softmaxReg{
		basis:    b,
		m:        b.Dim() + 1,
		method:   s.Method,
		eta:      s.Eta,
		lambda:   s.Lambda,
		lambda0:  s.Lambda,
		tol:      s.Tol,
		maxSteps: s.MaxSteps,
	}
	r.tlast = 1
	if s.Bias == biasFree {
		r.lambda0 = 0
	}
	r.SetData(d)
	return r, nil
}

// SetData keeps the weights when the number of classes stays the same.
func (r *softmaxReg) SetData(d Dataset) error {
	r.data = d
	if d.Classes != r.k || r.w == nil {
		r.k = d.Classes
		km := r.k * r.m
		r.w, r.prev = make([]float64, km), make([]float64, km)
		r.newtonSystem.alloc(km, r.method == methodNewton)
	}
	n := len(d.Points)
	r.n = n
	z := make([]float64, r.m)
	r.zc = make([][]float64, r.m)
	buf := make([]float64, (r.m-1)*n)
	for j := 1; j < r.m; j++ {
		r.zc[j] = buf[(j-1)*n : j*n : j*n]
	}
	r.cls = make([]int, n)
	for i, p := range d.Points {
		r.basis.Augment(p.X, p.Y, z)
		for j := 1; j < r.m; j++ {
			r.zc[j][i] = z[j]
		}
		r.cls[i] = p.Class
	}
	cols := make([]float64, 2*r.k*n)
	r.ac, r.yc = make([][]float64, r.k), make([][]float64, r.k)
	for c := 0; c < r.k; c++ {
		r.ac[c] = cols[2*c*n : (2*c+1)*n : (2*c+1)*n]
		r.yc[c] = cols[(2*c+1)*n : (2*c+2)*n : (2*c+2)*n]
	}
	r.zz = nil
	if r.method == methodNewton {
		r.wp, r.tmp = make([]float64, n), make([]float64, n)
		// The products z_i z_j cost (M−1)M/2 columns; keep them when that is
		// at most 2²⁰ numbers (8 MB), and form them block by block otherwise.
		if cols := (r.m - 1) * r.m / 2; cols*n <= 1<<20 {
			buf := make([]float64, cols*n)
			r.zz = make([][]float64, r.m*r.m)
			for i := 1; i < r.m; i++ {
				for j := i; j < r.m; j++ {
					col := buf[:n:n]
					buf = buf[n:]
					for q := range col {
						col[q] = r.zc[i][q] * r.zc[j][q]
					}
					r.zz[i*r.m+j] = col
				}
			}
		}
	}
	r.status, r.reason = StatusRunning, ""
	r.e = r.eval(r.w, r.grad, r.hess)
	return nil
}

func (r *softmaxReg) Step() (Snapshot, error) {
	if r.status.Stopped() || r.n == 0 {
		return r.Snapshot(), nil
	}
	n := float64(r.n)
	if r.converged(r.n, r.tol) {
		// Already at the optimum (after an edit that changed nothing, say).
		r.stop(StatusConverged, convergedReason(r.tol))
		return r.Snapshot(), nil
	}
	copy(r.prev, r.w)
	if r.method == methodNewton {
		if stuck := r.newtonStep(); stuck != "" {
			r.step++
			r.stop(StatusConverged, stuck)
			return r.Snapshot(), nil
		}
	} else {
		for j := range r.w {
			r.w[j] -= r.eta / n * r.grad[j]
		}
		if linalg.Finite(r.w) {
			r.e = r.eval(r.w, r.grad, nil)
		}
	}
	r.step++
	r.upd++
	if !linalg.Finite(r.w) || math.IsNaN(r.e) || math.IsInf(r.e, 0) {
		copy(r.w, r.prev)
		r.e = r.eval(r.w, r.grad, r.hess)
		r.stop(StatusStepLimit, "the weights overflowed, so the last step was undone: lower the learning rate η")
		return r.Snapshot(), nil
	}
	switch {
	case r.converged(r.n, r.tol):
		r.stop(StatusConverged, convergedReason(r.tol))
	case r.lambda == 0 && r.unstrict == 0:
		r.stop(StatusNoOptimum, "the rows classify every point with a margin, so E(W) keeps falling as ‖W‖ grows: "+
			"maximum likelihood has no finite optimum on separable data. Add weight decay (λ > 0) for a finite answer.")
	case r.step >= r.maxSteps:
		r.stop(StatusStepLimit, fmt.Sprintf("stopped after %d steps", r.step))
	}
	return r.Snapshot(), nil
}

func (r *softmaxReg) stop(s Status, reason string) { r.status, r.reason = s, reason }

// newtonStep moves W to W − tH⁻¹∇E, t = 1 or halved until E does not
// increase, leaving E, ∇E and H at the new weights. When no step can be
// taken it leaves W where it was and returns the reason.
func (r *softmaxReg) newtonStep() (stuck string) {
	mis, unstrict := r.mistakes, r.unstrict // eval counts them at every trial point
	e, ridge, outcome := r.newtonSystem.newtonStep(r.w, r.e, r)
	r.note = ""
	if ridge > 0 {
		r.note = fmt.Sprintf("the softmax is over-parameterised, so with λ = 0 (or saturated points) the Hessian is "+
			"singular; Newton's step solved (H + λ'I)δ = ∇E with λ' = %.3g", ridge)
	}
	if outcome == newtonTaken {
		r.e = e
		return ""
	}
	r.mistakes, r.unstrict = mis, unstrict
	return outcome.reason("the Hessian", linalg.Norm(r.grad)/float64(r.n))
}

func (r *softmaxReg) field() Field {
	rows := make([][]float64, r.k)
	for c := range rows {
		rows[c] = append([]float64(nil), r.w[c*r.m:(c+1)*r.m]...)
	}
	return Field{Basis: r.basis.Clone(), Rows: rows, Combine: CombineArgmax, Link: LinkSoftmax, Labels: identity(r.k)}
}

func (r *softmaxReg) Model() Model { return NewFieldModel(r.field(), r.k) }

func (r *softmaxReg) Snapshot() Snapshot {
	n := math.Max(float64(r.n), 1)
	s := Snapshot{
		Step: r.step, Updates: r.upd, Field: r.field(), N: len(r.data.Points), Point: -1,
		Loss: r.e, Criterion: "cross-entropy E(W) = −ΣΣ t ln y + ½λ‖W‖²",
		Mistakes: r.mistakes, Status: orRunning(r.status), Reason: r.reason,
		Values: []Value{{Key: "gradNorm", Label: "‖∇E‖/N", V: linalg.Norm(r.grad) / n}},
	}
	if r.method == methodNewton {
		s.Values = append(s.Values, Value{Key: "t", Label: "Newton step length t", V: r.tlast})
	}
	if r.note != "" {
		s.Notes = []string{r.note}
	}
	return s
}
