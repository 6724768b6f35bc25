package session

import (
	"math"
	"testing"
	"time"

	"hyperplane/engine"
	"hyperplane/engine/scene"
)

// overlapScene has two overlapping classes of eight points each, placed
// by hand, so that a point between them has posteriors near ½ and the
// decision stage changes its class.
func overlapScene(algorithm string) scene.Scene {
	s := scene.DefaultScene()
	s.Algorithm = algorithm
	s.Points = nil
	for i, p := range [][2]float64{{0, 0}, {1, 0.5}, {0.5, 1.5}, {1.5, 1}, {-0.5, 0.5}, {0.8, -0.7}, {1.2, 2}, {2, 0.2}} {
		s.Points = append(s.Points, engine.Point{X: p[0], Y: p[1], Class: 0})
		s.Points = append(s.Points, engine.Point{X: p[0] + 1.5 + 0.1*float64(i%3), Y: p[1] + 1, Class: 1})
	}
	return s
}

// gaussPosteriors returns p(Cₖ|x) ∝ πₖ N(x; μₖ, Σₖ) from the model's own
// class densities, with the priors pi (the model's own when nil): Bayes's
// theorem written out, independently of the field the engine draws.
func gaussPosteriors(gs []engine.Gaussian, pi []float64, x, y float64) []float64 {
	p := make([]float64, len(gs))
	sum := 0.0
	for _, g := range gs {
		c := g.Cov
		det := c[0][0]*c[1][1] - c[0][1]*c[1][0]
		dx, dy := x-g.Mean.X, y-g.Mean.Y
		// (x − μ)ᵀ Σ⁻¹ (x − μ) with Σ⁻¹ = adj(Σ)/det(Σ) for a 2×2 Σ.
		q := (c[1][1]*dx*dx - 2*c[0][1]*dx*dy + c[0][0]*dy*dy) / det
		prior := g.Prior
		if pi != nil {
			prior = pi[g.Class]
		}
		p[g.Class] = prior * math.Exp(-q/2) / (2 * math.Pi * math.Sqrt(det))
		sum += p[g.Class]
	}
	for k := range p {
		p[k] /= sum
	}
	return p
}

// minRisk is the Bayes decision: argminₖ Σⱼ L[k][j] pⱼ, or −1 where the
// largest posterior is below reject.
func minRisk(p []float64, loss [][]float64, reject float64) int {
	top := 0
	for k := range p {
		if p[k] > p[top] {
			top = k
		}
	}
	if p[top] < reject {
		return -1
	}
	if loss == nil {
		return top
	}
	best, bestR := -1, math.Inf(1)
	for k := range loss {
		r := 0.0
		for j := range p {
			r += loss[k][j] * p[j]
		}
		if r < bestR {
			best, bestR = k, r
		}
	}
	return best
}

// TestScoresUnderTheDecision: scores(x, y) gives the class decided under
// the decision stage and the posteriors under its priors, beside the
// model's own scores and class; each is checked against Bayes's theorem
// and the minimum-risk rule written out here, for the generative models
// and logistic regression, with priors, a loss matrix and a reject option.
func TestScoresUnderTheDecision(t *testing.T) {
	decisions := []struct {
		name string
		d    engine.Decision
	}{
		{"none", engine.Decision{}},
		{"priors 0.01/0.99", engine.Decision{Priors: []float64{0.01, 0.99}}},
		{"priors 0.99/0.01", engine.Decision{Priors: []float64{0.99, 0.01}}},
		{"a loss of 10 for missing class 1", engine.Decision{Loss: [][]float64{{0, 10}, {1, 0}}}},
		{"priors and a loss", engine.Decision{Priors: []float64{0.3, 0.7}, Loss: [][]float64{{0, 1}, {4, 0}}}},
		{"reject below 0.9", engine.Decision{Reject: 0.9}},
	}
	probes := [][2]float64{{1.4, 1.2}, {0.5, 0.5}, {2.6, 2}, {1.8, 1.6}}
	for _, id := range []string{"gauss-shared", "gauss-separate", "naive-bayes", "logistic"} {
		a := New(overlapScene(id))
		a.Training().Train(100000, time.Minute)
		base := a.Training().Shown()
		for _, dc := range decisions {
			if err := a.Assessment().SetDecision(dc.d); err != nil {
				t.Fatalf("%s, %s: %v", id, dc.name, err)
			}
			for _, xy := range probes {
				x, y := xy[0], xy[1]
				got, err := a.Assessment().Scores(x, y)
				if err != nil {
					t.Fatal(err)
				}
				// The model's own posteriors, then reweighted by the priors:
				// p'ₖ ∝ pₖ πₖ/π̂ₖ, π̂ the priors the model learnt (its fitted
				// πₖ for a generative model, the class fractions, ½ each,
				// for logistic regression).
				var own, post []float64
				if len(base.Gaussians) > 0 {
					own = gaussPosteriors(base.Gaussians, nil, x, y)
					post = gaussPosteriors(base.Gaussians, normalized(dc.d.Priors), x, y)
				} else {
					h := base.Field.Rows[0][0] + base.Field.Rows[0][1]*x + base.Field.Rows[0][2]*y
					p0 := 1 / (1 + math.Exp(-h))
					own = []float64{p0, 1 - p0}
					post = own
					if pi := normalized(dc.d.Priors); pi != nil {
						w0, w1 := p0*pi[0]/0.5, (1-p0)*pi[1]/0.5
						post = []float64{w0 / (w0 + w1), w1 / (w0 + w1)}
					}
				}
				where := id + ", " + dc.name
				for k := range own {
					if math.Abs(got.Scores[k]-own[k]) > 1e-9 || math.Abs(got.Posteriors[k]-post[k]) > 1e-9 {
						t.Fatalf("%s at (%v, %v): scores %v and posteriors %v, want %v and %v", where, x, y, got.Scores, got.Posteriors, own, post)
					}
				}
				if want := minRisk(own, nil, 0); got.ModelClass != want {
					t.Errorf("%s at (%v, %v): the model's class %d, want %d", where, x, y, got.ModelClass, want)
				}
				if want := minRisk(post, dc.d.Loss, dc.d.Reject); got.Class != want {
					t.Errorf("%s at (%v, %v): decided %d, want %d (posteriors %v)", where, x, y, got.Class, want, post)
				}
			}
		}
	}
}

// TestScoresMoveWithThePriors is the case: the shared-covariance
// Gaussian on two blobs, at the midpoint of the class means, where the
// model's posteriors are ½ each; priors 0.01/0.99 decide class 1 there
// and 0.99/0.01 class 0.
func TestScoresMoveWithThePriors(t *testing.T) {
	s := scene.DefaultScene()
	s.Algorithm = "gauss-shared"
	a := New(s)
	a.Training().Train(100, time.Minute)
	g := a.Training().Shown().Gaussians
	x, y := (g[0].Mean.X+g[1].Mean.X)/2, (g[0].Mean.Y+g[1].Mean.Y)/2
	for _, c := range []struct {
		priors []float64
		class  int
	}{{[]float64{0.01, 0.99}, 1}, {[]float64{0.99, 0.01}, 0}} {
		if err := a.Assessment().SetDecision(engine.Decision{Priors: c.priors}); err != nil {
			t.Fatal(err)
		}
		got, _ := a.Assessment().Scores(x, y)
		// Equal priors learnt and the midpoint of the means under a shared
		// covariance: the posteriors are exactly the priors set.
		if got.Class != c.class || math.Abs(got.Posteriors[0]-c.priors[0]) > 1e-12 || math.Abs(got.Scores[0]-0.5) > 1e-12 {
			t.Errorf("priors %v: %+v", c.priors, got)
		}
	}
}

func normalized(p []float64) []float64 {
	if p == nil {
		return nil
	}
	s := 0.0
	for _, v := range p {
		s += v
	}
	out := make([]float64, len(p))
	for i, v := range p {
		out[i] = v / s
	}
	return out
}
