package frame

import (
	"math"

	"hyperplane/engine"
)

// Tween moves the drawn field smoothly to its target: between snapshots
// the rows are interpolated over a few frames, so a refit glides instead
// of jumping.
type Tween struct {
	OK     bool         // there is a field to draw
	Shown  engine.Field // the field drawn now
	Moving bool         // Shown is still gliding to the target
	target engine.Field
}

// tweenTime is the time constant of the glide, in seconds: each frame of
// dt seconds takes 1 − exp(−dt/tweenTime) of what is left.
const tweenTime = 0.06

// Clear leaves no field to draw.
func (t *Tween) Clear() { t.OK, t.Moving = false, false }

// Set makes f the target. A field of another shape than the one shown
// (sameShape) is shown at once.
func (t *Tween) Set(f engine.Field) {
	if !t.OK || !sameShape(&t.Shown, &f) {
		t.Shown, t.target, t.OK, t.Moving = f.Clone(), f, true, false
		return
	}
	t.target = f
	t.Shown.Cov, t.Shown.Band = f.Cov, f.Band
	t.Shown.Weights, t.Shown.Risk, t.Shown.Reject = f.Weights, f.Risk, f.Reject
	t.Moving = true
}

// Advance moves the shown rows towards the target for a frame of dt
// seconds (a fixed 0.3 of the way when dt ≤ 0) and reports whether
// anything moved. Once every coefficient is within 10⁻⁴ of its target,
// relative to 1 + |target|, the rows are the target's.
func (t *Tween) Advance(dt float64) bool {
	if !t.OK || !t.Moving {
		return false
	}
	k := 1 - math.Exp(-dt/tweenTime)
	if dt <= 0 {
		k = 0.3
	}
	left := 0.0
	for r, row := range t.Shown.Rows {
		for j := range row {
			d := t.target.Rows[r][j] - row[j]
			row[j] += k * d
			left = math.Max(left, math.Abs(d)/(1+math.Abs(t.target.Rows[r][j])))
		}
	}
	if left < 1e-4 {
		for r := range t.Shown.Rows {
			copy(t.Shown.Rows[r], t.target.Rows[r])
		}
		t.Moving = false
	}
	return true
}

// sameShape reports whether a and b differ only in their coefficients, and
// so can be interpolated; a sign field that turned round cannot.
func sameShape(a, b *engine.Field) bool {
	if a.Combine != b.Combine || a.Link != b.Link || len(a.Rows) != len(b.Rows) ||
		len(a.Labels) != len(b.Labels) || a.Basis.Kind != b.Basis.Kind || a.Basis.Degree != b.Basis.Degree ||
		a.Basis.Width != b.Basis.Width || len(a.Basis.Centres) != len(b.Basis.Centres) || a.Basis.Linear != b.Basis.Linear ||
		(a.Quad == nil) != (b.Quad == nil) || a.Expansion != nil || b.Expansion != nil || a.Network != nil || b.Network != nil {
		return false
	}
	for i := range a.Labels {
		if a.Labels[i] != b.Labels[i] {
			return false
		}
	}
	for i := range a.Basis.Centres {
		if a.Basis.Centres[i] != b.Basis.Centres[i] {
			return false
		}
	}
	if a.Quad != nil {
		return false // forms are not interpolated
	}
	if a.Combine == engine.CombineSign {
		w := 0.0
		for j := 1; j < len(a.Rows[0]); j++ {
			w += a.Rows[0][j] * b.Rows[0][j]
		}
		return w > 0
	}
	return true
}
