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
	// Still shows each target at once, without the glide: the page asks
	// for it when the reader's system asks for reduced motion
	// (prefers-reduced-motion, WCAG 2.3.3).
	Still  bool
	target engine.Field
}

// tweenTime is the time constant of the glide, in seconds: each frame of
// dt seconds takes 1 − exp(−dt/tweenTime) of what is left.
const tweenTime = 0.06

// Clear leaves no field to draw.
func (t *Tween) Clear() { t.OK, t.Moving = false, false }

// Set makes f the target. A field of another shape than the one shown
// (sameShape) is shown at once, and so is every field when t is Still.
func (t *Tween) Set(f engine.Field) {
	if !t.OK || t.Still || !sameShape(&t.Shown, &f) {
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
	glide := func(shown, target [][]float64) {
		for r, row := range shown {
			for j := range row {
				d := target[r][j] - row[j]
				row[j] += k * d
				left = math.Max(left, math.Abs(d)/(1+math.Abs(target[r][j])))
			}
		}
	}
	glide(t.Shown.Rows, t.target.Rows)
	if n := t.Shown.Network; n != nil {
		// A network's weights glide too, so that its hidden lines and its
		// field move smoothly between steps.
		glide(n.Hidden, t.target.Network.Hidden)
		glide(n.Output, t.target.Network.Output)
	}
	if left < 1e-4 {
		for r := range t.Shown.Rows {
			copy(t.Shown.Rows[r], t.target.Rows[r])
		}
		if t.Shown.Network != nil {
			t.Shown.Network = t.target.Network.Clone()
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
		(a.Quad == nil) != (b.Quad == nil) || a.Expansion != nil || b.Expansion != nil || !sameNetwork(a.Network, b.Network) {
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

// sameNetwork reports whether two fields' networks (or both their
// absences) can be interpolated: the same activation and sizes, and no
// hidden unit turned by more than a right angle (a unit whose sign was
// flipped, or that a drag swung round, is shown at once, not through
// zero).
func sameNetwork(a, b *engine.Network) bool {
	if a == nil || b == nil {
		return a == b
	}
	if a.Activation != b.Activation || len(a.Hidden) != len(b.Hidden) || len(a.Output) != len(b.Output) {
		return false
	}
	for j, w := range a.Hidden {
		if len(w) != len(b.Hidden[j]) {
			return false
		}
		dot := 0.0
		for i, v := range w {
			dot += v * b.Hidden[j][i]
		}
		if !(dot > 0) {
			return false
		}
	}
	for r, v := range a.Output {
		if len(v) != len(b.Output[r]) {
			return false
		}
	}
	return true
}
