package engine

import (
	"fmt"
	"math"

	"gonum.org/v1/gonum/mat"
)

func softmaxSpec() Spec {
	return Spec{
		ID:     "softmax",
		Name:   "Softmax regression (K classes)",
		Family: FamilyDiscriminative,
		Summary: "Model p(C_k|x) = exp(a_k)/Σ_j exp(a_j) with a_k = w_kᵀx + w_k0 for all K classes at once, and " +
			"minimize the cross-entropy −ΣΣ t_nk ln y_nk by gradient or Newton steps.",
		Help: "Targets are 1-of-K: t_nk = 1 for the class of x_n. Row k is a_k = w̃_kᵀz with z = (1, φ(x)). " +
			"E(W) = −Σ_n Σ_k t_nk ln y_nk + ½λ‖W‖², the penalty over all entries, biases included. " +
			"∇_k E = Σ_n (y_nk − t_nk) z_n + λ w̃_k (notes 003: ∂E/∂a_k = y_k − t_k), and the Hessian has the K×K blocks " +
			"H_kj = Σ_n y_nk(δ_kj − y_nj) z_n z_nᵀ + λδ_kj I (Bishop eq. 4.110), a KM×KM matrix for M weights per row. " +
			"The softmax is over-parameterised: adding the same vector to every w̃_k changes no probability (notes 003, " +
			"\"Softmax for Two Classes\"), so with λ = 0 the Hessian is singular and the optimum is not unique. λ > 0 fixes " +
			"it: the rows then sum to zero at the optimum, and with two classes w̃₁ − w̃₂ is logistic regression's a with " +
			"α = λ/2. With λ = 0 Newton's step adds the smallest ridge and the page says so. " +
			"Gradient step: W ← W − (η/N)∇E. Newton: W ← W − H⁻¹∇E by Cholesky, the step halved while it would " +
			"increase E. It stops when ‖∇E‖/N < tol or at the step limit; with λ = 0 on data that the rows classify " +
			"without error the likelihood grows without bound and there is no finite optimum, which the page says.",
		Params: []Param{
			choiceParam("method", "Method", methodNewton,
				"Batch gradient descent W ← W − (η/N)∇E, or Newton's method W ← W − H⁻¹∇E with the full KM×KM Hessian.",
				Choice{methodGradient, "batch gradient descent"}, Choice{methodNewton, "Newton"}),
			logParam("eta", "Learning rate η", 0.001, 100, 1, "Step size of the gradient method, W ← W − (η/N)∇E."),
			floatParam("lambda", "Weight decay λ", 0, 100, 0.01,
				"Penalty ½λ‖W‖² (a Gaussian prior of precision λ on every weight). λ > 0 makes the Hessian definite and "+
					"the optimum unique and finite."),
			logParam("tol", "Tolerance", 1e-12, 1e-1, 1e-6, "Stop when ‖∇E‖/N falls below this."),
			intParam("maxSteps", "Step limit", 1, 1_000_000, 20000, "Training stops after this many steps."),
		},
		Iterative: true,
		new:       newSoftmax,
	}
}

// softmaxReg is multinomial logistic (softmax) regression for K classes
// (Bishop §4.3.4; notes 003, "Softmax for Multiple Classes").
type softmaxReg struct {
	data               Dataset
	basis              Basis
	k, m               int
	z                  [][]float64
	cls                []int
	w                  []float64 // K×M row-major: row k is w̃_k
	method             string
	eta, lambda, tol   float64
	maxSteps           int
	e                  float64
	grad, hess         []float64
	mistakes, unstrict int // points not assigned to their class; points without a strict margin
	step, upd          int
	status             Status
	reason, note       string
	tlast              float64
	// Scratch.
	trial, gradT, hessT, delta, prev, act, y, zz []float64
	hsym                                         *mat.SymDense
	chol                                         mat.Cholesky
}

func newSoftmax(d Dataset, b Basis, s Settings) (Trainer, error) {
	r := &softmaxReg{
		basis:    b,
		m:        b.Dim() + 1,
		method:   s.Choice("method"),
		eta:      s.Float("eta"),
		lambda:   s.Float("lambda"),
		tol:      s.Float("tol"),
		maxSteps: s.Int("maxSteps"),
		tlast:    1,
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
		r.w = make([]float64, km)
		r.grad, r.trial, r.gradT, r.delta, r.prev = make([]float64, km), make([]float64, km),
			make([]float64, km), make([]float64, km), make([]float64, km)
		r.act, r.y = make([]float64, r.k), make([]float64, r.k)
		r.zz = make([]float64, r.m*r.m)
		if r.method == methodNewton {
			r.hess, r.hessT = make([]float64, km*km), make([]float64, km*km)
			r.hsym = mat.NewSymDense(km, nil)
		}
	}
	r.z = augmented(d, r.basis)
	r.cls = make([]int, len(d.Points))
	for i, p := range d.Points {
		r.cls[i] = p.Class
	}
	r.status, r.reason = StatusRunning, ""
	r.e = r.eval(r.w, r.grad, r.hess)
	return nil
}

// eval returns E(W) and writes ∇E into grad and, when hess is not nil, the
// KM×KM Hessian into hess, in one pass over the points; it also counts the
// points the rows misclassify (as the argmax field decides, first largest
// row winning) and those without a strict margin a_t > a_j.
func (r *softmaxReg) eval(w, grad, hess []float64) float64 {
	k, m := r.k, r.m
	km := k * m
	for j := range grad {
		grad[j] = r.lambda * w[j]
	}
	if hess != nil {
		for j := range hess {
			hess[j] = 0
		}
		for j := 0; j < km; j++ {
			hess[j*km+j] = r.lambda
		}
	}
	e := 0.5 * r.lambda * dot(w, w)
	r.mistakes, r.unstrict = 0, 0
	act, y, zz := r.act, r.y, r.zz
	for n, z := range r.z {
		t := r.cls[n]
		best := 0
		for c := 0; c < k; c++ {
			act[c] = dot(w[c*m:(c+1)*m], z)
			if act[c] > act[best] {
				best = c
			}
		}
		if best != t {
			r.mistakes++
		}
		strict := true
		for c := 0; c < k; c++ {
			if c != t && act[c] >= act[t] {
				strict = false
			}
		}
		if !strict {
			r.unstrict++
		}
		mx := act[best]
		s := 0.0
		for c := 0; c < k; c++ {
			y[c] = math.Exp(act[c] - mx)
			s += y[c]
		}
		for c := 0; c < k; c++ {
			y[c] /= s
		}
		e += mx + math.Log(s) - act[t]
		for c := 0; c < k; c++ {
			d := y[c]
			if c == t {
				d--
			}
			g := grad[c*m : (c+1)*m]
			for j, v := range z {
				g[j] += d * v
			}
		}
		if hess == nil {
			continue
		}
		for i := 0; i < m; i++ {
			for j := i; j < m; j++ {
				zz[i*m+j] = z[i] * z[j]
			}
		}
		for c := 0; c < k; c++ {
			for c2 := c; c2 < k; c2++ {
				coef := -y[c] * y[c2]
				if c == c2 {
					coef += y[c]
				}
				for i := 0; i < m; i++ {
					row := hess[(c*m+i)*km+c2*m : (c*m+i)*km+c2*m+m]
					if c == c2 {
						for j := i; j < m; j++ {
							row[j] += coef * zz[i*m+j]
						}
						continue
					}
					for j := 0; j < m; j++ {
						if j >= i {
							row[j] += coef * zz[i*m+j]
						} else {
							row[j] += coef * zz[j*m+i]
						}
					}
				}
			}
		}
	}
	if hess != nil {
		// The upper triangle is complete; mirror it.
		for i := 0; i < km; i++ {
			for j := 0; j < i; j++ {
				hess[i*km+j] = hess[j*km+i]
			}
		}
	}
	return e
}

func (r *softmaxReg) Step() (Snapshot, error) {
	if r.status.Stopped() || len(r.z) == 0 {
		return r.Snapshot(), nil
	}
	n := float64(len(r.z))
	copy(r.prev, r.w)
	if r.method == methodNewton {
		if done := r.newtonStep(); done {
			r.step++
			r.stop(StatusConverged, fmt.Sprintf("E no longer decreases along Newton's direction (rounding): ‖∇E‖/N = %.3g", norm(r.grad)/n))
			return r.Snapshot(), nil
		}
	} else {
		for j := range r.w {
			r.w[j] -= r.eta / n * r.grad[j]
		}
		if finite(r.w) {
			r.e = r.eval(r.w, r.grad, nil)
		}
	}
	r.step++
	r.upd++
	if !finite(r.w) || math.IsNaN(r.e) || math.IsInf(r.e, 0) {
		copy(r.w, r.prev)
		r.e = r.eval(r.w, r.grad, r.hess)
		r.stop(StatusStepLimit, "the weights overflowed, so the last step was undone: lower the learning rate η")
		return r.Snapshot(), nil
	}
	switch {
	case norm(r.grad)/n < r.tol:
		r.stop(StatusConverged, fmt.Sprintf("‖∇E‖/N < %g", r.tol))
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
// increase, leaving E, ∇E and H at the new weights. It reports true,
// leaving W where it was, when no step decreases E.
func (r *softmaxReg) newtonStep() bool {
	km := r.k * r.m
	for i := 0; i < km; i++ {
		for j := i; j < km; j++ {
			r.hsym.SetSym(i, j, r.hess[i*km+j])
		}
	}
	ridge, err := factorSPD(r.hsym, 1, &r.chol)
	r.note = ""
	if err != nil {
		return true
	}
	if ridge > 0 {
		r.note = fmt.Sprintf("the softmax is over-parameterised, so with λ = 0 (or saturated points) the Hessian is "+
			"singular; Newton's step solved (H + λ'I)δ = ∇E with λ' = %.3g", ridge)
	}
	dv := mat.NewVecDense(km, r.delta)
	if err := r.chol.SolveVecTo(dv, mat.NewVecDense(km, r.grad)); err != nil && !finite(r.delta) {
		return true
	}
	e0 := r.e
	mis, unstrict := r.mistakes, r.unstrict
	for t := 1.0; t > 1e-10; t /= 2 {
		for j := range r.w {
			r.trial[j] = r.w[j] - t*r.delta[j]
		}
		et := r.eval(r.trial, r.gradT, r.hessT)
		if et <= e0 && finite(r.trial) && !math.IsNaN(et) {
			copy(r.w, r.trial)
			r.e = et
			r.grad, r.gradT = r.gradT, r.grad
			r.hess, r.hessT = r.hessT, r.hess
			r.tlast = t
			return false
		}
	}
	r.mistakes, r.unstrict = mis, unstrict
	return true
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
	n := math.Max(float64(len(r.z)), 1)
	s := Snapshot{
		Step: r.step, Updates: r.upd, Field: r.field(), N: len(r.data.Points), Point: -1,
		Loss: r.e, Criterion: "cross-entropy E(W) = −ΣΣ t ln y + ½λ‖W‖²",
		Mistakes: r.mistakes, Status: orRunning(r.status), Reason: r.reason,
		Values: []Value{{Key: "gradNorm", Label: "‖∇E‖/N", V: norm(r.grad) / n}},
	}
	if r.method == methodNewton {
		s.Values = append(s.Values, Value{Key: "t", Label: "Newton step length t", V: r.tlast})
	}
	if r.note != "" {
		s.Notes = []string{r.note}
	}
	return s
}
