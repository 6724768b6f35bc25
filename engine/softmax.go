package engine

import (
	"math"

	"hyperplane/engine/internal/linalg"
	"hyperplane/engine/msg"
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
		ID:      "softmax",
		Name:    msg.T("method-softmax"),
		Family:  FamilyDiscriminative,
		Summary: msg.T("method-softmax-summary"),
		Help:    msg.T("method-softmax-help"),
		Params: []Param{
			choiceParam("method", msg.T("method-softmax-method"), methodNewton,
				msg.T("method-softmax-method-help"),
				Choice{methodGradient, msg.T("method-softmax-method-gradient")}, Choice{methodNewton, msg.T("method-softmax-method-newton")}),
			when(logParam("eta", msg.T("method-softmax-eta"), 0.001, 100, 1, msg.T("method-softmax-eta-help")), "method", methodGradient),
			floatParam("lambda", msg.T("method-softmax-lambda"), 0, 100, 0.01,
				msg.T("method-softmax-lambda-help")),
			biasPriorParam("λ"),
			logParam("tol", msg.T("method-softmax-tol"), 1e-12, 1e-1, 1e-6, msg.T("method-softmax-tol-help")),
			intParam("maxSteps", msg.T("method-softmax-max-steps"), 1, 1_000_000, 20000, msg.T("method-softmax-max-steps-help")),
		},
		Iterative: true,
		Short:     msg.T("method-softmax-short"),
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
	reason, note       msg.Text
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
	r.status, r.reason = StatusRunning, msg.Text{}
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
		if stuck := r.newtonStep(); !stuck.IsZero() {
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
		r.stop(StatusStepLimit, msg.T("engine-weights-overflow"))
		return r.Snapshot(), nil
	}
	switch {
	case r.converged(r.n, r.tol):
		r.stop(StatusConverged, convergedReason(r.tol))
	case r.lambda == 0 && r.unstrict == 0:
		r.stop(StatusNoOptimum, msg.T("engine-softmax-no-optimum"))
	case r.step >= r.maxSteps:
		r.stop(StatusStepLimit, msg.T("engine-stopped-steps", "n", r.step))
	}
	return r.Snapshot(), nil
}

func (r *softmaxReg) stop(s Status, reason msg.Text) { r.status, r.reason = s, reason }

// newtonStep moves W to W − tH⁻¹∇E, t = 1 or halved until E does not
// increase, leaving E, ∇E and H at the new weights. When no step can be
// taken it leaves W where it was and returns the reason.
func (r *softmaxReg) newtonStep() (stuck msg.Text) {
	mis, unstrict := r.mistakes, r.unstrict // eval counts them at every trial point
	e, ridge, outcome := r.newtonSystem.newtonStep(r.w, r.e, r)
	r.note = msg.Text{}
	if ridge > 0 {
		r.note = msg.T("engine-softmax-newton-ridge", "lambda", NumText(ridge, 3))
	}
	if outcome == newtonTaken {
		r.e = e
		return msg.Text{}
	}
	r.mistakes, r.unstrict = mis, unstrict
	return outcome.reason("word", linalg.Norm(r.grad)/float64(r.n))
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
		Loss: r.e, Criterion: msg.T("engine-criterion-softmax"),
		Mistakes: r.mistakes, Status: orRunning(r.status), Reason: r.reason,
		Values: []Value{{Key: "gradNorm", Label: msg.T("value-grad-norm"), V: linalg.Norm(r.grad) / n}},
	}
	if r.method == methodNewton {
		s.Values = append(s.Values, Value{Key: "t", Label: msg.T("value-t"), V: r.tlast})
	}
	if !r.note.IsZero() {
		s.Notes = []msg.Text{r.note}
	}
	return s
}
