package pictures

import (
	"math"

	"hyperplane/engine"
	"hyperplane/engine/msg"
)

// This file decides which labellings of a few points in the plane a line
// can separate: the shattering of the notes' "capacity" slides, which ask
// whether lines in the plane can shatter 3 points, and 4.

// MaxShatterPoints is the largest point set Shatter accepts: 2⁶ = 64
// labellings, drawn by the page as small multiples.
const MaxShatterPoints = 6

// Labelling is one assignment of the two classes to a point set and what a
// line can do with it.
type Labelling struct {
	// Positive[i] says whether point i is on the positive side (y = +1).
	Positive []bool `json:"positive"`
	// Separable reports whether some line has every positive point
	// strictly on one side and every other point strictly on the other.
	Separable bool `json:"separable"`
	// A = (w₀, w₁, w₂) is the separating line w₀ + w₁x + w₂y = 0 of largest
	// margin, scaled so that yᵢ aᵀzᵢ ≥ 1 with equality at the support
	// points (the hard-margin SVM). When every point has the same label,
	// A = (±1, 0, 0): no line is needed, all points are on one side. When
	// the labelling is not separable, A is nil.
	A []float64 `json:"a"`
	// Margin is the geometric margin 1/‖w‖ of A; it is 0 when every point
	// has the same label (no line is needed: the margin is unbounded) and
	// when the labelling is not separable.
	Margin float64 `json:"margin"`
}

// Shattering is every labelling of a point set by two classes.
type Shattering struct {
	N          int         `json:"n"`
	Labellings []Labelling `json:"labellings"` // 2ᴺ of them; bit i of the index is point i
	Separable  int         `json:"separable"`  // how many labellings are separable
	// Shattered reports whether all 2ᴺ labellings are separable.
	Shattered bool `json:"shattered"`
	// Conclusion says in words what the count means for the VC dimension.
	Conclusion msg.Text `json:"conclusion"`
}

// Shatter enumerates the 2ᴺ labellings of the points pts (N ≤
// MaxShatterPoints) and decides for each whether a line separates it. The
// class of each point is ignored; only its position matters.
//
// The decision is exact up to rounding. A labelling with both classes is
// strictly separable exactly when the hard-margin problem
//
//	minimize ‖w‖²  subject to  yᵢ(w₀ + wᵀxᵢ) ≥ 1 for all i
//
// is feasible. By the KKT conditions its solution has w = Σ αᵢyᵢxᵢ over the
// active constraints with αᵢ ≥ 0 and Σ αᵢyᵢ = 0, and by Carathéodory's
// theorem in the three dimensions of (yᵢxᵢ, yᵢ) the active set can be
// taken as at most three points whose constraints are independent. So the
// solution is the minimum-norm solution of the equalities on some subset
// of two or three points, and Shatter tries every such subset, keeps the
// solutions that satisfy every constraint, and returns the shortest w; none
// exists exactly when the labelling is not separable.
func Shatter(pts []engine.Point) (Shattering, error) {
	n := len(pts)
	if n > MaxShatterPoints {
		return Shattering{}, msg.Err("pictures-shatter-many", "max", MaxShatterPoints, "n", n)
	}
	if n == 0 {
		return Shattering{}, msg.Err("pictures-shatter-none")
	}
	for _, p := range pts {
		if math.IsNaN(p.X) || math.IsNaN(p.Y) || math.IsInf(p.X, 0) || math.IsInf(p.Y, 0) {
			return Shattering{}, msg.Err("pictures-shatter-finite")
		}
	}
	sh := Shattering{N: n, Labellings: make([]Labelling, 1<<n)}
	for mask := range sh.Labellings {
		pos := make([]bool, n)
		for i := range pos {
			pos[i] = mask&(1<<i) != 0
		}
		l := Labelling{Positive: pos}
		l.A, l.Margin = separate(pts, pos)
		l.Separable = l.A != nil
		if l.Separable {
			sh.Separable++
		}
		sh.Labellings[mask] = l
	}
	sh.Shattered = sh.Separable == len(sh.Labellings)
	sh.Conclusion = vcConclusion(n, sh.Separable, sh.Shattered)
	return sh, nil
}

// vcConclusion is what the count says about the VC dimension of lines in
// the plane. The dimension is 3 (notes: "can shatter 3 points"; no 4 points
// can be shattered, by Radon's theorem: any 4 points in the plane split
// into two groups whose convex hulls meet).
func vcConclusion(n, sep int, shattered bool) msg.Text {
	kv := []any{"separable", sep, "all", 1 << n, "n", n}
	switch {
	case shattered && n == 1:
		return msg.T("pictures-shatter-point", kv...)
	case shattered:
		return msg.T("pictures-shatter-yes", kv...)
	case n <= 3:
		return msg.T("pictures-shatter-not-general", kv...)
	default:
		return msg.T("pictures-shatter-no", kv...)
	}
}

// separate returns the hard-margin line of the labelling and its margin,
// or nil when no line separates it (see Shatter).
func separate(pts []engine.Point, pos []bool) ([]float64, float64) {
	y := func(i int) float64 {
		if pos[i] {
			return 1
		}
		return -1
	}
	nPos := 0
	for _, p := range pos {
		if p {
			nPos++
		}
	}
	if nPos == 0 {
		return []float64{-1, 0, 0}, 0
	}
	if nPos == len(pos) {
		return []float64{1, 0, 0}, 0
	}
	// Scale of the coordinates, for the feasibility tolerance.
	scale := 1.0
	for _, p := range pts {
		scale = math.Max(scale, math.Max(math.Abs(p.X), math.Abs(p.Y)))
	}
	var best []float64
	bestNorm := math.Inf(1)
	try := func(set []int) {
		a, ok := minNormEqualities(pts, set, y)
		if !ok {
			return
		}
		for i := range pts {
			if y(i)*(a[0]+a[1]*pts[i].X+a[2]*pts[i].Y) < 1-1e-9*(1+scale*math.Hypot(a[1], a[2])) {
				return
			}
		}
		if nw := math.Hypot(a[1], a[2]); nw < bestNorm {
			best, bestNorm = a, nw
		}
	}
	n := len(pts)
	for i := 0; i < n; i++ {
		for j := i + 1; j < n; j++ {
			if pos[i] != pos[j] {
				try([]int{i, j})
			}
			for k := j + 1; k < n; k++ {
				if !(pos[i] == pos[j] && pos[j] == pos[k]) {
					try([]int{i, j, k})
				}
			}
		}
	}
	if best == nil || bestNorm == 0 {
		return nil, 0
	}
	return best, 1 / bestNorm
}

// minNormEqualities solves
//
//	minimize ‖w‖²  subject to  yᵢ(w₀ + wᵀxᵢ) = 1 for i in set
//
// through its KKT system in (w₁, w₂, w₀, α):
//
//	w − Σ αᵢyᵢxᵢ = 0,   Σ αᵢyᵢ = 0,   yᵢ(w₀ + wᵀxᵢ) = 1,
//
// and reports false when the system is singular.
func minNormEqualities(pts []engine.Point, set []int, y func(int) float64) ([]float64, bool) {
	m := 3 + len(set)
	mat := make([][]float64, m)
	for r := range mat {
		mat[r] = make([]float64, m+1)
	}
	// Rows 0, 1: w − Σ αᵢyᵢxᵢ = 0. Row 2: Σ αᵢyᵢ = 0.
	mat[0][0], mat[1][1] = 1, 1
	for k, i := range set {
		c := 3 + k
		mat[0][c] = -y(i) * pts[i].X
		mat[1][c] = -y(i) * pts[i].Y
		mat[2][c] = y(i)
		// Row 3+k: yᵢ(w₀ + w₁xᵢ + w₂yᵢ) = 1.
		mat[c][0] = y(i) * pts[i].X
		mat[c][1] = y(i) * pts[i].Y
		mat[c][2] = y(i)
		mat[c][m] = 1
	}
	sol, ok := gaussSolve(mat)
	if !ok {
		return nil, false
	}
	return []float64{sol[2], sol[0], sol[1]}, true
}

// gaussSolve solves the augmented system mat (m rows of m+1 numbers) by
// Gaussian elimination with partial pivoting, in place, and reports false
// when a pivot is negligible against the largest entry of the matrix.
func gaussSolve(mat [][]float64) ([]float64, bool) {
	m := len(mat)
	big := 0.0
	for _, row := range mat {
		for _, v := range row[:m] {
			big = math.Max(big, math.Abs(v))
		}
	}
	if big == 0 {
		return nil, false
	}
	for c := 0; c < m; c++ {
		p := c
		for r := c + 1; r < m; r++ {
			if math.Abs(mat[r][c]) > math.Abs(mat[p][c]) {
				p = r
			}
		}
		if math.Abs(mat[p][c]) <= 1e-12*big {
			return nil, false
		}
		mat[c], mat[p] = mat[p], mat[c]
		for r := c + 1; r < m; r++ {
			f := mat[r][c] / mat[c][c]
			if f == 0 {
				continue
			}
			for k := c; k <= m; k++ {
				mat[r][k] -= f * mat[c][k]
			}
		}
	}
	x := make([]float64, m)
	for r := m - 1; r >= 0; r-- {
		s := mat[r][m]
		for k := r + 1; k < m; k++ {
			s -= mat[r][k] * x[k]
		}
		x[r] = s / mat[r][r]
	}
	return x, true
}
