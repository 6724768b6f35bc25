package engine

import (
	"encoding/json"
	"math"
	"reflect"
	"strings"
	"testing"
)

// TestOffsetsShiftArgmax: the offsets δₖ on a three-class argmax field
// decide argmaxₖ (hₖ + δₖ), computed here from the undecided field's rows,
// at points of a grid; a class the field does not know (label 3 of a
// four-class scene) has no row to move.
func TestOffsetsShiftArgmax(t *testing.T) {
	f := Field{Combine: CombineArgmax, Labels: []int{0, 1, 3},
		Rows: [][]float64{{0.2, 1, -0.5}, {-0.1, -0.3, 0.8}, {0.4, -0.7, -0.2}}}
	d := Decision{Offsets: []float64{0.5, -0.25, 7, 1.5}} // δ₂ = 7 belongs to no row
	g := d.Apply(f, nil)
	if got := d.Applies(&f); !reflect.DeepEqual(got, []string{"offsets"}) {
		t.Fatalf("Applies = %v", got)
	}
	raw, shifted := NewEvaluator(&f), NewEvaluator(&g)
	delta := []float64{0.5, -0.25, 1.5} // by row: labels 0, 1, 3
	for x := -3.03; x <= 3; x += 0.25 { // off the lattice, where rows tie exactly
		for y := -3.01; y <= 3; y += 0.25 {
			h := raw.Rows(x, y)
			best := 0
			for r := range h {
				if h[r]+delta[r] > h[best]+delta[best] {
					best = r
				}
			}
			if got := shifted.Decide(x, y); got != f.Labels[best] {
				t.Fatalf("at (%g, %g) decided %d, argmax(h + δ) is %d", x, y, got, f.Labels[best])
			}
		}
	}
	// A sign field and one-versus-rest fields are left as they are.
	s := constField(CombineSign, LinkMargin, 0.3)
	if h := d.Apply(s, nil); h.Rows[0][0] != 0.3 {
		t.Errorf("offsets moved a sign field's bias to %v", h.Rows[0][0])
	}
	ovr := constField(CombineOvR, LinkMargin, 1, -1, -1)
	if ok, why := d.OffsetsOn(&ovr); ok || en(t, why) == "" {
		t.Errorf("OffsetsOn a one-versus-rest field: %v %q", ok, why)
	}
}

// TestOffsetsValidateAndJSON: offsets are refused for two classes, for the
// wrong count and when not finite; a decision without offsets is written
// as before (no "offsets" key) and old JSON still reads.
func TestOffsetsValidateAndJSON(t *testing.T) {
	bad := []struct {
		d    Decision
		k    int
		want string
	}{
		{Decision{Offsets: []float64{0, 1}}, 2, "three classes"},
		{Decision{Offsets: []float64{0, 1}}, 3, "one value per class"},
		{Decision{Offsets: []float64{0, math.NaN(), 1}}, 3, "class 2"},
		{Decision{Offsets: []float64{0, math.Inf(1), 1}}, 3, "finite"},
	}
	for _, c := range bad {
		if err := c.d.Validate(c.k); err == nil || !strings.Contains(enErr(t, err), c.want) {
			t.Errorf("Validate(%v, %d) = %v, want %q", c.d.Offsets, c.k, err, c.want)
		}
	}
	if err := (Decision{Offsets: []float64{0, -1, 2}}).Validate(3); err != nil {
		t.Error(err)
	}
	b, _ := json.Marshal(Decision{Threshold: 0.5, Reject: 0.8})
	if string(b) != `{"reject":0.8,"threshold":0.5}` {
		t.Errorf("a decision without offsets is written %s", b)
	}
	var old Decision
	if err := json.Unmarshal([]byte(`{"priors":[1,2],"threshold":-0.25}`), &old); err != nil || old.Threshold != -0.25 || old.Offsets != nil {
		t.Errorf("old JSON read as %+v, %v", old, err)
	}
	if (Decision{Offsets: []float64{0, 0, 0}}).IsZero() {
		t.Error("a decision with offsets reports IsZero")
	}
}
