package engine

import (
	"math"
	"math/rand/v2"
	"testing"

	"hyperplane/engine/internal/linalg"
)

// ascentMargin is an independent computation of γ: dual coordinate ascent
// on max_α Σαₙ − ½‖Σαₙyₙzₙ‖², α ≥ 0 (the hard-margin SVM through the origin
// of z-space; Hsieh et al. 2008 with C = ∞), the method novikoff used before
// Wolfe's algorithm. Every α brackets γ: the primal a = Σαₙyₙzₙ gives the
// lower bound minₙ yₙaᵀzₙ/‖a‖, and α the upper bound ‖a‖/Σαₙ (the
// α-weighted mean of the margins of a unit vector is at least its least
// one). It returns both after at most sweeps sweeps, stopping once they
// agree to 1e-12.
func ascentMargin(z [][]float64, y []float64, sweeps int) (lo, hi float64) {
	alpha := make([]float64, len(z))
	a := make([]float64, len(z[0]))
	bounds := func() (float64, float64) {
		na, sum, m := linalg.Norm(a), 0.0, math.Inf(1)
		for n, zn := range z {
			sum += alpha[n]
			m = math.Min(m, y[n]*linalg.Dot(a, zn))
		}
		if na == 0 || sum == 0 {
			return 0, math.Inf(1)
		}
		return m / na, na / sum
	}
	for s := 0; s < sweeps; s++ {
		if s%16 == 15 {
			if lo, hi = bounds(); lo > 0 && lo >= (1-1e-12)*hi {
				return lo, hi
			}
		}
		for n, zn := range z {
			g := 1 - y[n]*linalg.Dot(a, zn)
			na := math.Max(alpha[n]+g/linalg.Dot(zn, zn), 0)
			for j := range a {
				a[j] += (na - alpha[n]) * y[n] * zn[j]
			}
			alpha[n] = na
		}
	}
	return bounds()
}

// TestNovikoffAgainstAscent compares γ from Wolfe's nearest point with the
// bracket of the dual coordinate ascent (ascentMargin), on random data sets
// split by a random line with a gap (separable by construction), in the
// plane and with the quadratic basis (z in 6 dimensions): where the
// ascent's bracket closed to 1e-12, the two agree to 1e-10; and γ is never
// below the ascent's lower bound, which any direction gives.
func TestNovikoffAgainstAscent(t *testing.T) {
	rng := rand.New(rand.NewPCG(51, 7))
	closed := 0
	const sets = 200
	for k := 0; k < sets; k++ {
		n := 3 + rng.IntN(60)
		th := rng.Float64() * 2 * math.Pi
		u := Vec2{X: math.Cos(th), Y: math.Sin(th)}
		off, gap := rng.NormFloat64(), 0.05+rng.Float64()
		d := Dataset{Classes: 2}
		for len(d.Points) < n {
			p := Point{X: 3 * rng.NormFloat64(), Y: 3 * rng.NormFloat64()}
			s := u.X*p.X + u.Y*p.Y - off
			if math.Abs(s) < gap {
				continue
			}
			if s < 0 {
				p.Class = 1
			}
			d.Points = append(d.Points, p)
		}
		b := Basis{}
		if k%2 == 1 {
			b = Basis{Kind: BasisPoly, Degree: 2}
		}
		z, y := augmented(d, b), signs(d)
		r := novikoff(z, y)
		lo, hi := ascentMargin(rowSlices(z), y, 200_000)
		if lo > 0 && !r.Separable {
			t.Fatalf("set %d: the ascent found margin %g, novikoff none", k, lo)
		}
		if r.Gamma < lo*(1-1e-12) {
			t.Errorf("set %d: γ %.15g below the ascent's lower bound %.15g", k, r.Gamma, lo)
		}
		if r.Gamma > hi*(1+1e-12) {
			t.Errorf("set %d: γ %.15g above the ascent's upper bound %.15g", k, r.Gamma, hi)
		}
		if lo > 0 && lo >= (1-1e-12)*hi {
			closed++
			if math.Abs(r.Gamma-lo) > 1e-10*lo {
				t.Errorf("set %d: γ %.15g, the ascent %.15g", k, r.Gamma, lo)
			}
		}
		// A is scaled so that its least margin is 1 (the band aᵀz = ±1).
		m := math.Inf(1)
		for i := range z.Len() {
			m = math.Min(m, y[i]*linalg.Dot(r.A, z.Row(i)))
		}
		if math.Abs(m-1) > 1e-12 {
			t.Errorf("set %d: least margin of A %g, want 1", k, m)
		}
	}
	if closed < sets/2 {
		t.Errorf("the ascent's bracket closed on only %d of %d sets", closed, sets)
	}
}

// TestNovikoffNotSeparable: a point of class 0 inside the triangle of three
// points of class 1 makes 0 a convex combination of the yₙzₙ (z₀ = Σwᵢzᵢ
// with Σwᵢ = 1, so ½y₀z₀ + ½Σwᵢyᵢzᵢ = 0): no hyperplane through the origin
// of z-space separates them (Gordan's theorem), whatever other points are
// added. R is still reported, and the bound is infinite.
func TestNovikoffNotSeparable(t *testing.T) {
	rng := rand.New(rand.NewPCG(51, 8))
	for k := 0; k < 200; k++ {
		var tri [3]Point
		for i := range tri {
			tri[i] = Point{X: 4 * rng.NormFloat64(), Y: 4 * rng.NormFloat64(), Class: 1}
		}
		w := [3]float64{rng.Float64() + 0.01, rng.Float64() + 0.01, rng.Float64() + 0.01}
		sw := w[0] + w[1] + w[2]
		in := Point{Class: 0}
		for i := range tri {
			in.X += w[i] / sw * tri[i].X
			in.Y += w[i] / sw * tri[i].Y
		}
		d := Dataset{Classes: 2, Points: []Point{tri[0], in, tri[1], tri[2]}}
		for j := rng.IntN(40); j > 0; j-- {
			d.Points = append(d.Points, Point{X: 3 * rng.NormFloat64(), Y: 3 * rng.NormFloat64(), Class: rng.IntN(2)})
		}
		r := novikoff(augmented(d, Basis{}), signs(d))
		if r.Separable || r.Gamma != 0 || !math.IsInf(r.Bound, 1) || !(r.R > 0) {
			t.Fatalf("set %d (%d points): %+v", k, len(d.Points), r)
		}
	}
}

// BenchmarkNovikoff times γ on data sets of a perceptron's presets'
// size: separable (a gap between the classes) and not (overlapping).
func BenchmarkNovikoff(b *testing.B) {
	for _, c := range []struct {
		name string
		gap  float64
	}{{"separable", 0.5}, {"overlapping", -1}} {
		rng := rand.New(rand.NewPCG(1, 2))
		d := Dataset{Classes: 2}
		for len(d.Points) < 1000 {
			p := Point{X: 2 * rng.NormFloat64(), Y: 2 * rng.NormFloat64()}
			if math.Abs(p.X-p.Y) < c.gap {
				continue
			}
			if p.X-p.Y+0.3*rng.NormFloat64() < 0 {
				p.Class = 1
			}
			d.Points = append(d.Points, p)
		}
		if c.gap > 0 {
			for i := range d.Points {
				d.Points[i].Class = 0
				if d.Points[i].X < d.Points[i].Y {
					d.Points[i].Class = 1
				}
			}
		}
		z, y := augmented(d, Basis{}), signs(d)
		b.Run(c.name, func(b *testing.B) {
			for b.Loop() {
				novikoff(z, y)
			}
		})
	}
}

// TestNovikoffAwkward: sets that make the corral degenerate. Points on one
// line (the zₙ span a plane of z-space), one class only (every yₙzₙ has
// first coordinate 1, so the hull never holds 0), repeated points, and
// coordinates of ±10⁶ (the page's limit) give a finite γ within the
// dual ascent's bracket (ascentMargin) and a least margin of A of 1; the
// same point in both classes (p and −p both in the hull) is not separable.
func TestNovikoffAwkward(t *testing.T) {
	line := Dataset{Classes: 2}
	for i := range 20 {
		x := float64(i) - 9.5
		c := 0
		if x > 0 {
			c = 1
		}
		line.Points = append(line.Points, Point{X: x, Y: 2 * x, Class: c})
	}
	one := Dataset{Classes: 2, Points: []Point{{X: 1, Y: 2}, {X: 3, Y: -1}, {X: -2, Y: 0.5}}}
	repeated := Dataset{Classes: 2}
	for range 5 {
		repeated.Points = append(repeated.Points, Point{X: 1, Y: 1}, Point{X: -1, Y: -1, Class: 1}, Point{X: 0.5, Y: 2})
	}
	huge := Dataset{Classes: 2, Points: []Point{{X: 1e6, Y: 1e6}, {X: -1e6, Y: 1e6, Class: 1}, {X: 1e6, Y: -1e6}, {X: -1e6, Y: -1e6, Class: 1}}}
	for name, d := range map[string]Dataset{"line": line, "one class": one, "repeated": repeated, "huge": huge} {
		z, y := augmented(d, Basis{}), signs(d)
		r := novikoff(z, y)
		lo, hi := ascentMargin(rowSlices(z), y, 200_000)
		if !r.Separable || math.IsNaN(r.Gamma) || math.IsInf(r.Bound, 0) {
			t.Errorf("%s: %+v", name, r)
			continue
		}
		if r.Gamma < lo*(1-1e-9) || r.Gamma > hi*(1+1e-9) {
			t.Errorf("%s: γ %.15g outside the ascent's bracket [%.15g, %.15g]", name, r.Gamma, lo, hi)
		}
		m := math.Inf(1)
		for i := range z.Len() {
			m = math.Min(m, y[i]*linalg.Dot(r.A, z.Row(i)))
		}
		if math.Abs(m-1) > 1e-9 {
			t.Errorf("%s: least margin of A %g, want 1", name, m)
		}
	}
	both := Dataset{Classes: 2, Points: []Point{{X: 1, Y: 1}, {X: 1, Y: 1, Class: 1}, {X: 3, Y: 0}}}
	if r := novikoff(augmented(both, Basis{}), signs(both)); r.Separable || !math.IsInf(r.Bound, 1) {
		t.Errorf("a point in both classes: %+v", r)
	}
}
