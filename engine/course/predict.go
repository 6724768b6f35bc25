package course

import (
	"math"

	"hyperplane/engine"
	"hyperplane/engine/msg"
	"hyperplane/engine/scene"
)

// Line is the line W0 + W1·x + W2·y = 0 of the plane.
type Line struct{ W0, W1, W2 float64 }

// BoundaryLine returns the boundary of a trained two-class field in the
// linear basis: row 0 of a sign or one-versus-one field, or row 0 minus
// row 1 of an argmax or one-versus-rest field (where the two scores tie).
// A probit link does not move it: σ(κμ) = ½ exactly where μ = 0. It fails
// for a field whose boundary is not a line, or whose weights on x and y are
// both zero.
func BoundaryLine(f engine.Field) (Line, error) {
	if !f.Basis.IsLinear() || len(f.Quad) > 0 || f.Classes() != 2 {
		return Line{}, msg.Err("course-line-two-classes")
	}
	var r []float64
	switch {
	case len(f.Rows) == 1:
		r = f.Rows[0]
	case len(f.Rows) == 2 && (f.Combine == engine.CombineArgmax || f.Combine == engine.CombineOvR):
		r = []float64{f.Rows[0][0] - f.Rows[1][0], f.Rows[0][1] - f.Rows[1][1], f.Rows[0][2] - f.Rows[1][2]}
	default:
		return Line{}, msg.Err("course-line-not-single")
	}
	if len(r) != 3 {
		return Line{}, msg.Err("course-line-not-plane")
	}
	l := Line{r[0], r[1], r[2]}
	if !(math.Hypot(l.W1, l.W2) > 0) || math.IsInf(l.W0, 0) || math.IsNaN(l.W0) {
		return Line{}, msg.Err("course-line-zero")
	}
	return l, nil
}

// BoundaryScore scores a predicted boundary against the trained one.
type BoundaryScore struct {
	// AngleDeg is the angle between the two lines, 0 to 90 degrees.
	AngleDeg float64 `json:"angle"`
	// Offset is the distance from B, the point of the trained boundary
	// nearest the centre of the viewport, to the predicted line.
	Offset float64 `json:"offset"`
	// Scale is half the shorter side of the viewport.
	Scale float64 `json:"scale"`
	// Score is 100 · (1 − AngleDeg/90) · max(0, 1 − Offset/Scale): 100 for
	// the trained line itself, 0 for a perpendicular line or one at least
	// Scale away from B.
	Score float64 `json:"score"`
}

// ScoreBoundary scores the predicted line through p and q against the
// trained boundary t, in the viewport vp, as BoundaryScore says.
func ScoreBoundary(p, q [2]float64, t Line, vp scene.Viewport) (BoundaryScore, error) {
	dx, dy := q[0]-p[0], q[1]-p[1]
	d := math.Hypot(dx, dy)
	if !(d > 0) || math.IsInf(d, 0) {
		return BoundaryScore{}, msg.Err("course-predict-same")
	}
	n2 := t.W1*t.W1 + t.W2*t.W2
	if !(n2 > 0) {
		return BoundaryScore{}, msg.Err("course-predict-no-line")
	}
	scale := math.Min(vp.MaxX-vp.MinX, vp.MaxY-vp.MinY) / 2
	if !(scale > 0) {
		return BoundaryScore{}, msg.Err("course-predict-viewport")
	}
	// The trained line's direction is (−W2, W1); the angle between two
	// undirected lines is atan2(|d×u|, |d·u|) in [0, 90°].
	ux, uy := -t.W2, t.W1
	angle := math.Atan2(math.Abs(dx*uy-dy*ux), math.Abs(dx*ux+dy*uy)) * 180 / math.Pi
	cx, cy := (vp.MinX+vp.MaxX)/2, (vp.MinY+vp.MaxY)/2
	k := (t.W0 + t.W1*cx + t.W2*cy) / n2
	bx, by := cx-k*t.W1, cy-k*t.W2
	offset := math.Abs(dx*(by-p[1])-dy*(bx-p[0])) / d
	score := 100 * (1 - angle/90) * math.Max(0, 1-offset/scale)
	return BoundaryScore{AngleDeg: angle, Offset: offset, Scale: scale, Score: score}, nil
}

// MistakeScore scores the points a student marked as the ones the model
// will misclassify against the ones it does.
type MistakeScore struct {
	Marked   int `json:"marked"`   // points marked
	Mistakes int `json:"mistakes"` // points misclassified
	Hits     int `json:"hits"`     // marked and misclassified
	// Precision is Hits/Marked (1 when nothing is marked), Recall is
	// Hits/Mistakes (1 when there are no mistakes).
	Precision float64 `json:"precision"`
	Recall    float64 `json:"recall"`
	// Score is 100 · F1 = 100 · 2PR/(P+R), 0 when P + R = 0: 100 exactly
	// when the marked points are the mistakes (none when there are none).
	Score float64 `json:"score"`
}

// ScoreMistakes scores the marked point indices against the mistakes;
// repeated indices count once.
func ScoreMistakes(marked, mistakes []int) MistakeScore {
	m, t := set(marked), set(mistakes)
	hits := 0
	for i := range m {
		if t[i] {
			hits++
		}
	}
	s := MistakeScore{Marked: len(m), Mistakes: len(t), Hits: hits, Precision: 1, Recall: 1}
	if len(m) > 0 {
		s.Precision = float64(hits) / float64(len(m))
	}
	if len(t) > 0 {
		s.Recall = float64(hits) / float64(len(t))
	}
	if s.Precision+s.Recall > 0 {
		s.Score = 100 * 2 * s.Precision * s.Recall / (s.Precision + s.Recall)
	}
	return s
}

func set(xs []int) map[int]bool {
	m := make(map[int]bool, len(xs))
	for _, x := range xs {
		m[x] = true
	}
	return m
}

// Misclassified returns the indices of the points that the field, over k
// classes, does not assign to their own class.
func Misclassified(f engine.Field, k int, pts []engine.Point) []int {
	m := engine.NewFieldModel(f, k)
	var out []int
	for i, p := range pts {
		if m.Predict(p.X, p.Y) != p.Class {
			out = append(out, i)
		}
	}
	return out
}
