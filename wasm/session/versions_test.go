package session

import "testing"

// TestVersions checks which of the change counters each kind of change
// moves: the game redraws a part of the picture only when its counter
// moved.
func TestVersions(t *testing.T) {
	a := twoPoints(t)
	type moved struct{ picture, points, reshaped, compare bool }
	steps := []struct {
		name string
		do   func()
		want moved
	}{
		// Appending a point extends the points' picture: Reshaped stays.
		// Every edit of the points starts the compared algorithms anew
		// (Comparisons.restart), so Compare moves too.
		{"add", func() { a.Doc().AddPoint(2, 3, 1) }, moved{picture: true, points: true, compare: true}},
		// A lock changes the status, not the points.
		{"lock", func() { a.Doc().SetLock(true) }, moved{picture: true}},
		// Removing a point redraws the points' picture.
		{"remove", func() { a.Doc().SetLock(false); a.Doc().RemovePoint(0) }, moved{picture: true, points: true, reshaped: true, compare: true}},
		// Comparing an algorithm starts the compared list anew.
		{"compare", func() {
			v := a.Plot().View()
			v.Compare = []string{"perceptron"}
			if err := a.Plot().SetView(v); err != nil {
				t.Fatal(err)
			}
		}, moved{picture: true, compare: true}},
	}
	for _, st := range steps {
		before := a.Versions()
		st.do()
		after := a.Versions()
		got := moved{after.Picture != before.Picture, after.Points != before.Points,
			after.Reshaped != before.Reshaped, after.Compare != before.Compare}
		if got != st.want {
			t.Errorf("%s: moved %+v, want %+v (versions %+v → %+v)", st.name, got, st.want, before, after)
		}
	}
}
