package main

import (
	"math"

	"hyperplane/engine"
)

// tween moves the drawn field smoothly to its target: between snapshots
// the rows are interpolated over a few frames, so a refit glides instead
// of jumping.
type tween struct {
	ok     bool
	shown  engine.Field
	target engine.Field
	moving bool
}

func (t *tween) clear() { t.ok, t.moving = false, false }

func (t *tween) set(f engine.Field) {
	if !t.ok || !sameShape(&t.shown, &f) {
		t.shown, t.target, t.ok, t.moving = f.Clone(), f, true, false
		return
	}
	t.target = f
	t.shown.Cov, t.shown.Band = f.Cov, f.Band
	t.shown.Weights, t.shown.Risk, t.shown.Reject = f.Weights, f.Risk, f.Reject
	t.moving = true
}

// advance moves the shown rows towards the target and reports whether
// anything moved.
func (t *tween) advance(dt float64) bool {
	if !t.ok || !t.moving {
		return false
	}
	k := 1 - math.Exp(-dt/0.06)
	if dt <= 0 {
		k = 0.3
	}
	left := 0.0
	for r, row := range t.shown.Rows {
		for j := range row {
			d := t.target.Rows[r][j] - row[j]
			row[j] += k * d
			left = math.Max(left, math.Abs(d)/(1+math.Abs(t.target.Rows[r][j])))
		}
	}
	if left < 1e-4 {
		for r := range t.shown.Rows {
			copy(t.shown.Rows[r], t.target.Rows[r])
		}
		t.moving = false
	}
	return true
}

// sameShape reports whether a and b differ only in their coefficients, and
// so can be interpolated; a sign field that turned round cannot.
func sameShape(a, b *engine.Field) bool {
	if a.Combine != b.Combine || a.Link != b.Link || len(a.Rows) != len(b.Rows) ||
		len(a.Labels) != len(b.Labels) || a.Basis.Kind != b.Basis.Kind || a.Basis.Degree != b.Basis.Degree ||
		a.Basis.Width != b.Basis.Width || len(a.Basis.Centres) != len(b.Basis.Centres) || a.Basis.Linear != b.Basis.Linear ||
		(a.Quad == nil) != (b.Quad == nil) || a.Expansion != nil || b.Expansion != nil {
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
