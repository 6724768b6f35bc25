package engine

import (
	"math"
	"testing"

	"hyperplane/engine/internal/linalg"
)

// exact asks the machine for a tight tolerance, so that the hand-derived
// optimum is reached to rounding.
func svmParams(margin string, c float64) map[string]any {
	return map[string]any{"margin": margin, "C": c, "tol": 1e-12}
}

func assertRow(t *testing.T, got, want []float64, tol float64) {
	t.Helper()
	if len(got) != len(want) {
		t.Fatalf("row %v, want %v", got, want)
	}
	for j := range want {
		assertNear(t, "a["+string(rune('0'+j))+"]", got[j], want[j], tol)
	}
}

func assertInts(t *testing.T, what string, got, want []int) {
	t.Helper()
	if !equalInts(got, want) {
		t.Errorf("%s = %v, want %v", what, got, want)
	}
}

// twoSV is separable with two support vectors. Along u = (1,1)/√2 class 1
// projects to 4/√2, 6/√2, 6/√2 and class 2 to 0, −1/√2, −2/√2, so the gap
// between (2,2) and (0,0) is 2√2, which is also their distance: no other
// direction does better, the boundary is the perpendicular bisector
// x + y = 2 and the margin is √2. Scaling h so that h(2,2) = 1 and
// h(0,0) = −1 gives h = (x + y)/2 − 1, w = (½, ½), ‖w‖ = 1/√2. From
// w = Σ αₙyₙxₙ = α(2,2) − α'(0,0) and Σαₙyₙ = 0: α = α' = ¼, and
// Σα = ½ = ‖w‖² as at every hard-margin optimum.
var twoSV = Dataset{Classes: 2, Points: []Point{
	{2, 2, 0}, {3, 3, 0}, {2, 4, 0},
	{0, 0, 1}, {-1, 0, 1}, {0, -2, 1},
}}

// threeSV has three support vectors. Every point of class 1 has x ≥ 1 and
// every point of class 2 has x ≤ −1, and (1,0), (−1,0) are 2 apart, so the
// boundary is x = 0 with margin 1: h = x, w = (1, 0), w₀ = 0. The points on
// the margin are (1,1), (1,−1) and (−1,0); w = α₁(1,1) + α₂(1,−1) + α₃(1,0)
// and α₁ + α₂ = α₃ give α₁ = α₂ = ¼, α₃ = ½ (three equations, three
// unknowns, so the α are unique).
var threeSV = Dataset{Classes: 2, Points: []Point{
	{1, 1, 0}, {1, -1, 0}, {3, 0, 0}, {2, 2, 0},
	{-1, 0, 1}, {-2, 1, 1}, {-3, -2, 1},
}}

func TestSVMHardTwoSupportVectors(t *testing.T) {
	s, _ := run(t, mustTrainer(t, "svm", twoSV, Basis{}, svmParams("hard", 1)), 1000)
	if s.Status != StatusConverged {
		t.Fatalf("status %s (%s)", s.Status, s.Reason)
	}
	assertRow(t, s.Field.Rows[0], []float64{-1, 0.5, 0.5}, 1e-9)
	margin, _ := s.Value("margin")
	assertNear(t, "margin 1/‖w‖", margin, math.Sqrt2, 1e-9)
	gamma, _ := s.Value("gamma")
	assertNear(t, "min y h/‖w‖", gamma, math.Sqrt2, 1e-9)
	assertInts(t, "support", s.Support, []int{0, 3})
	want := []float64{0.25, 0, 0, 0.25, 0, 0}
	for i, a := range want {
		assertNear(t, "α", s.Alpha[i], a, 1e-9)
	}
	// Strong duality: W(α) = Σα − ½‖w‖² = ½ − ¼ = ¼ = ½‖w‖².
	dual, _ := s.Value("dual")
	assertNear(t, "W(α)", dual, 0.25, 1e-9)
	// The upper bound ‖w‖/Σα = (1/√2)/(1/2) = √2 meets the margin.
	up, _ := s.Value("gammaMax")
	assertNear(t, "‖w‖/Σα", up, math.Sqrt2, 1e-9)
	if s.Mistakes != 0 {
		t.Errorf("%d mistakes", s.Mistakes)
	}
	if sv, _ := s.Value("sv"); sv != 2 {
		t.Errorf("%v support vectors, want 2", sv)
	}
}

func TestSVMHardThreeSupportVectors(t *testing.T) {
	s, _ := run(t, mustTrainer(t, "svm", threeSV, Basis{}, svmParams("hard", 1)), 1000)
	if s.Status != StatusConverged {
		t.Fatalf("status %s (%s)", s.Status, s.Reason)
	}
	assertRow(t, s.Field.Rows[0], []float64{0, 1, 0}, 1e-9)
	margin, _ := s.Value("margin")
	assertNear(t, "margin", margin, 1, 1e-9)
	assertInts(t, "support", s.Support, []int{0, 1, 4})
	want := []float64{0.25, 0.25, 0, 0, 0.5, 0, 0}
	for i, a := range want {
		assertNear(t, "α", s.Alpha[i], a, 1e-9)
	}
	// Every point is on or outside its margin line: no slack.
	slack, _ := s.Value("slack")
	assertNear(t, "Σξ", slack, 0, 1e-9)
}

// TestSVMSoftTwoPoints: x₁ = (1,0) in class 1 and x₂ = (−1,0) in class 2.
// Σαy = 0 forces α₁ = α₂ = α, so w = α(x₁ − x₂) = (2α, 0) and
// W(α) = 2α − 2α², largest at α = ½ (the hard margin, w = (1,0), margin 1).
// With C < ½ the bound binds: α = C, w = (2C, 0), margin 1/(2C), and by
// symmetry w₀ = 0, so y h = 2C and each ξ = 1 − 2C.
func TestSVMSoftTwoPoints(t *testing.T) {
	d := Dataset{Classes: 2, Points: []Point{{1, 0, 0}, {-1, 0, 1}}}
	for _, c := range []float64{0.001, 0.1, 0.3} {
		s, _ := run(t, mustTrainer(t, "svm", d, Basis{}, svmParams("soft", c)), 100)
		if s.Status != StatusConverged {
			t.Fatalf("C = %v: status %s", c, s.Status)
		}
		assertRow(t, s.Field.Rows[0], []float64{0, 2 * c, 0}, 1e-12)
		assertNear(t, "α₁", s.Alpha[0], c, 1e-12)
		assertNear(t, "α₂", s.Alpha[1], c, 1e-12)
		m, _ := s.Value("margin")
		assertNear(t, "margin", m, 1/(2*c), 1e-12)
		slack, _ := s.Value("slack")
		assertNear(t, "Σξ", slack, 2*(1-2*c), 1e-12)
		// Primal ½‖w‖² + CΣξ = 2C² + 2C(1 − 2C) equals W(α) = 2C − 2C².
		p, _ := s.Value("primal")
		dual, _ := s.Value("dual")
		assertNear(t, "primal", p, 2*c-2*c*c, 1e-12)
		assertNear(t, "dual", dual, 2*c-2*c*c, 1e-12)
	}
	s, _ := run(t, mustTrainer(t, "svm", d, Basis{}, svmParams("soft", 10)), 100)
	assertRow(t, s.Field.Rows[0], []float64{0, 1, 0}, 1e-12)
	assertNear(t, "α at C = 10", s.Alpha[0], 0.5, 1e-12)
}

// TestSVMSoftSmallC: on a balanced set, α = C for every point is optimal
// once C is small enough. Then w = C(Σ_{class 1} xₙ − Σ_{class 2} xₙ), and
// every |wᵀxₙ| ≤ 1, so m(α) = max_{y=−1}(−1 − wᵀxₙ) < 0 < M(α) =
// min_{y=+1}(1 − wᵀxₙ): the KKT conditions hold. For the overlap set
// Σ₁ = (8, 2) and Σ₂ = (13.5, 9.5), so w = C(−5.5, −7.5) → 0 with C, and
// the largest |wᵀx| is at (3,3): 39C ≤ 0.39 for C ≤ 0.01.
func TestSVMSoftSmallC(t *testing.T) {
	for _, c := range []float64{0.01, 0.001} {
		s, _ := run(t, mustTrainer(t, "svm", overlap, Basis{}, svmParams("soft", c)), 10000)
		if s.Status != StatusConverged {
			t.Fatalf("C = %v: status %s (%s)", c, s.Status, s.Reason)
		}
		row := s.Field.Rows[0]
		assertNear(t, "w₁", row[1], -5.5*c, 1e-9)
		assertNear(t, "w₂", row[2], -7.5*c, 1e-9)
		for _, a := range s.Alpha {
			assertNear(t, "α", a, c, 1e-9)
		}
		if sv, _ := s.Value("sv"); sv != 10 {
			t.Errorf("C = %v: %v support vectors, want all 10", c, sv)
		}
	}
}

// TestSVMXORPoly2 works the hard margin of XOR in the feature space
// φ = (x, y, x², xy, y²). On {0,1}² x² = x and y² = y, so a weight u on x
// is best split as u/2 on x and x², costing u²/2 in ‖w‖² (likewise v on y),
// and q on xy costs q². The constraints are −w₀ ≥ 1 at (0,0),
// w₀ + u ≥ 1 at (1,0), w₀ + v ≥ 1 at (0,1) and −(w₀ + u + v + q) ≥ 1 at
// (1,1). Making the middle two tight with w₀ = c ≤ −1 leaves
// q ≤ c − 3 and ‖w‖² = (1 − c)² + (3 − c)², which grows as c falls, so
// c = −1, u = v = 2, q = −4: w = (1, 1, 1, −4, 1), w₀ = −1, ‖w‖² = 20 and
// the margin is 1/√20. From w = Σ αₙyₙφₙ: the xy entry gives α = 4 at
// (1,1), the x entry 5 at (1,0), the y entry 5 at (0,1), and Σαy = 0 gives 6
// at (0,0); Σα = 20 = ‖w‖².
func TestSVMXORPoly2(t *testing.T) {
	s, _ := run(t, mustTrainer(t, "svm", xorGate, Basis{Kind: BasisPoly, Degree: 2}, svmParams("hard", 1)), 1000)
	if s.Status != StatusConverged || s.Mistakes != 0 {
		t.Fatalf("status %s (%s), %d mistakes", s.Status, s.Reason, s.Mistakes)
	}
	assertRow(t, s.Field.Rows[0], []float64{-1, 1, 1, 1, -4, 1}, 1e-9)
	m, _ := s.Value("margin")
	assertNear(t, "margin", m, 1/math.Sqrt(20), 1e-9)
	for i, a := range []float64{4, 5, 5, 6} { // (1,1), (1,0), (0,1), (0,0)
		assertNear(t, "α", s.Alpha[i], a, 1e-9)
	}
}

// TestSVMXORGaussian: with Gaussian bumps at (1,1) and (0,0) and
// 2s² = 1, φ = (e^{−‖x−(1,1)‖²}, e^{−‖x‖²}) maps XOR to class 1 at
// p = (e⁻¹, e⁻¹) (both (1,0) and (0,1)) and class 2 at (1, e⁻²), (e⁻², 1)
// (Haykin, Neural Networks, 2nd ed., §5.8). The segment between the class 2
// points is perpendicular to (1,1) and its midpoint m lies on the diagonal
// with p, so the hulls are nearest at p and m, ‖m − p‖ =
// √2((1 + e⁻²)/2 − e⁻¹) = (1 − e⁻¹)²/√2, and the margin is half that.
func TestSVMXORGaussian(t *testing.T) {
	b := Basis{Kind: BasisRBF, Centres: []Vec2{{X: 1, Y: 1}, {X: 0, Y: 0}}, Width: 1 / math.Sqrt2}
	s, _ := run(t, mustTrainer(t, "svm", xorGate, b, svmParams("hard", 1)), 1000)
	if s.Status != StatusConverged || s.Mistakes != 0 {
		t.Fatalf("status %s (%s), %d mistakes", s.Status, s.Reason, s.Mistakes)
	}
	e := math.Exp(-1)
	m, _ := s.Value("margin")
	assertNear(t, "margin", m, (1-e)*(1-e)/(2*math.Sqrt2), 1e-9)
	// w points from class 2 towards class 1, that is along −(1, 1).
	row := s.Field.Rows[0]
	assertNear(t, "w₁ = w₂", row[1], row[2], 1e-9)
	if row[1] >= 0 {
		t.Errorf("w = %v does not point along −(1,1)", row[1:])
	}
}

// TestSVMXORPlane: XOR is not linearly separable (Minsky and Papert), so
// the hard margin reports it, while the soft margin converges.
func TestSVMXORPlane(t *testing.T) {
	s, steps := run(t, mustTrainer(t, "svm", xorGate, Basis{}, svmParams("hard", 1)), 100000)
	if s.Status != StatusNotSeparable {
		t.Fatalf("status %s (%s) after %d steps", s.Status, s.Reason, steps)
	}
	// The reported bound is a true bound: the best margin of XOR is 0, and
	// the bound has fallen below ε·R, R = √2/2 the distance of the corners
	// from the centre (½, ½) and ε = 1e-3 by default.
	up, _ := s.Value("gammaMax")
	if !(up <= 1e-3*math.Sqrt2/2) {
		t.Errorf("bound %v above ε·R", up)
	}
	s, _ = run(t, mustTrainer(t, "svm", xorGate, Basis{}, svmParams("soft", 1)), 100000)
	if s.Status != StatusConverged {
		t.Errorf("soft: status %s (%s)", s.Status, s.Reason)
	}
	// The soft optimum of XOR in the plane is w = 0: by the symmetry
	// (x, y) → (1−x, 1−y), which keeps the classes, the optimal w is
	// unique and equal to its negation.
	row := s.Field.Rows[0]
	assertNear(t, "w₁", row[1], 0, 1e-9)
	assertNear(t, "w₂", row[2], 0, 1e-9)
}

// TestSVMDuplicatesOfBothClasses: the same point in both classes can never
// be separated; the hard margin stops at once, not with NaN.
func TestSVMDuplicatesOfBothClasses(t *testing.T) {
	d := Dataset{Classes: 2, Points: []Point{{1, 1, 0}, {1, 1, 1}, {2, 2, 0}, {0, 0, 1}}}
	s, steps := run(t, mustTrainer(t, "svm", d, Basis{}, svmParams("hard", 1)), 1000)
	if s.Status != StatusNotSeparable || !linalg.Finite(s.Field.Rows[0]) || !linalg.Finite(s.Alpha) {
		t.Fatalf("status %s after %d steps, row %v, α %v", s.Status, steps, s.Field.Rows[0], s.Alpha)
	}
}

// TestSVMWarmStart: adding a point far on its own side keeps the optimum,
// so the machine keeps its α and is done at the next step without an
// update.
func TestSVMWarmStart(t *testing.T) {
	tr := mustTrainer(t, "svm", twoSV, Basis{}, svmParams("hard", 1))
	s, _ := run(t, tr, 1000)
	d := twoSV.Clone()
	d.Points = append(d.Points, Point{10, 10, 0})
	if err := tr.SetData(d); err != nil {
		t.Fatal(err)
	}
	if tr.Snapshot().Status != StatusRunning {
		t.Fatalf("status after SetData %s", tr.Snapshot().Status)
	}
	s2, err := tr.Step()
	if err != nil {
		t.Fatal(err)
	}
	if s2.Status != StatusConverged || s2.Updates != s.Updates {
		t.Errorf("status %s after %d updates (was %d)", s2.Status, s2.Updates, s.Updates)
	}
	for i := range s.Alpha {
		if s2.Alpha[i] != s.Alpha[i] {
			t.Errorf("α[%d] %v → %v", i, s.Alpha[i], s2.Alpha[i])
		}
	}
	// Removing the support vector (0,0) unbalances Σαy; the rescaled α is
	// feasible and training goes on to the new optimum. Class 2 is then the
	// segment (−1,0)–(0,−2). The nearest points of two convex polygons are
	// a vertex and an edge: (2,2) projects onto the line of the segment
	// before its end (−1,0) (since ((2,2) − (−1,0))·(1,−2) = −1 < 0), and
	// (−1,0) is nearest (2,2) on every edge of class 1's triangle, so the
	// hulls are nearest at (2,2) and (−1,0), √13 apart: the margin is √13/2.
	d = Dataset{Classes: 2, Points: []Point{{2, 2, 0}, {3, 3, 0}, {2, 4, 0}, {-1, 0, 1}, {0, -2, 1}}}
	if err := tr.SetData(d); err != nil {
		t.Fatal(err)
	}
	s3, _ := run(t, tr, 1000)
	if s3.Status != StatusConverged {
		t.Fatalf("status %s", s3.Status)
	}
	m, _ := s3.Value("margin")
	assertNear(t, "margin", m, math.Sqrt(13)/2, 1e-9)
}

// TestSVMPairsPerStep: several pairs per step reach the same optimum in
// fewer steps.
func TestSVMPairsPerStep(t *testing.T) {
	p := svmParams("hard", 1)
	s1, n1 := run(t, mustTrainer(t, "svm", threeSV, Basis{}, p), 1000)
	p["pairs"] = 10.0
	s10, n10 := run(t, mustTrainer(t, "svm", threeSV, Basis{}, p), 1000)
	if s1.Updates != s10.Updates || n10 != (n1+9)/10 {
		t.Errorf("%d updates in %d steps vs %d in %d", s1.Updates, n1, s10.Updates, n10)
	}
	assertRow(t, s10.Field.Rows[0], s1.Field.Rows[0], 1e-12)
}

// TestSVMSetDataOneClass: data of one class are refused with a DataError,
// and the machine stays usable: it reports the error at every step and
// trains again once both classes are back.
func TestSVMSetDataOneClass(t *testing.T) {
	tr, err := newSVM(twoSV, Basis{}, svmSettings{Margin: "hard", C: 1, Tol: 1e-12, Eps: 1e-3, Pairs: 1, MaxSteps: 1000})
	if err != nil {
		t.Fatal(err)
	}
	tr.Step()
	one := Dataset{Classes: 2, Points: []Point{{1, 1, 0}, {2, 2, 0}, {3, 1, 0}}}
	if err := tr.SetData(one); !IsDataError(err) {
		t.Fatalf("one class: %v", err)
	}
	if s, err := tr.Step(); !IsDataError(err) || len(s.Alpha) != 3 || s.N != 3 || !linalg.Finite(s.Field.Rows[0]) {
		t.Fatalf("step on one class: %v, %+v", err, s)
	}
	if err := tr.SetData(twoSV); err != nil {
		t.Fatal(err)
	}
	s, _ := run(t, tr, 1000)
	m, _ := s.Value("margin")
	assertNear(t, "margin", m, math.Sqrt2, 1e-9)
}
