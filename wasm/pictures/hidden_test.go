package pictures

import (
	"errors"
	"math"
	"math/rand/v2"
	"testing"

	"hyperplane/engine"
	"hyperplane/engine/msg"
	"hyperplane/engine/plane"
)

// netField returns the field of a network on the plane (the linear basis)
// with hidden rows (bⱼ, wⱼ₁, wⱼ₂), output rows over (1, h) and k classes,
// as the trainer makes it: an argmax of k rows of zeros plus the output.
func netField(t *testing.T, act engine.Activation, loss engine.NetLoss, hidden, output [][]float64, k int) *engine.Field {
	t.Helper()
	f := &engine.Field{Basis: engine.Basis{Kind: engine.BasisLinear}, Combine: engine.CombineArgmax, Link: engine.LinkSoftmax,
		Network: &engine.Network{Activation: act, Loss: loss, Hidden: hidden, Output: output}}
	for c := range k {
		f.Rows = append(f.Rows, []float64{0, 0, 0})
		f.Labels = append(f.Labels, c)
	}
	if err := f.Validate(); err != nil {
		t.Fatalf("the test's network: %v", err)
	}
	return f
}

// The network of the hand tests: two tanh units, a₁ = 0.5 + x − y and
// a₂ = −1 + 2x + 0.5y, and one logistic output o = 0.3 + 1.5h₁ − 2h₂.
var (
	hand2Hidden = [][]float64{{0.5, 1, -1}, {-1, 2, 0.5}}
	hand2Output = [][]float64{{0.3, 1.5, -2}}
)

// handPre returns a₁ and a₂ of the hand network at (x, y), written out.
func handPre(x, y float64) [2]float64 { return [2]float64{0.5 + x - y, -1 + 2*x + 0.5*y} }

func close(a, b float64) bool { return math.Abs(a-b) <= 1e-12*(1+math.Abs(b)) }

// TestNetworkSpaceStages: each point's position is, by hand, (x, y) at
// t = 0, (a₁, a₂) at t = ½ and (tanh a₁, tanh a₂) at t = 1; at t = ¼ it is
// halfway from x to a, at t = ¾ halfway from a to h.
func TestNetworkSpaceStages(t *testing.T) {
	f := netField(t, engine.ActivationTanh, engine.LossCrossEntropy, hand2Hidden, hand2Output, 2)
	pts := []engine.Point{{X: 0, Y: 0, Class: 0}, {X: 1, Y: -2, Class: 1}, {X: -0.7, Y: 0.4, Class: 0}, {X: 2.5, Y: 1.5, Class: 1}}
	box := plane.Box{MinX: -3, MaxX: 3, MinY: -3, MaxY: 3}
	for _, st := range []float64{0, 0.25, 0.5, 0.75, 1} {
		hs, err := NetworkSpace(f, pts, box, 1, nil, st)
		if err != nil {
			t.Fatal(err)
		}
		if hs.Units != 2 || hs.Dims != 2 || len(hs.Axes) != 2 || !hs.Exact {
			t.Fatalf("t = %v: units %d, dims %d, axes %v, exact %v", st, hs.Units, hs.Dims, hs.Axes, hs.Exact)
		}
		for i, p := range pts {
			a := handPre(p.X, p.Y)
			x := [2]float64{p.X, p.Y}
			for d := range 2 {
				h := math.Tanh(a[d])
				var want float64
				switch st {
				case 0:
					want = x[d]
				case 0.25:
					want = (x[d] + a[d]) / 2
				case 0.5:
					want = a[d]
				case 0.75:
					want = (a[d] + h) / 2
				case 1:
					want = h
				}
				if got := hs.Points[i][d]; !close(got, want) {
					t.Errorf("t = %v, point %d, coordinate %d: %v, want %v", st, i, d, got, want)
				}
			}
			if hs.Classes[i] != p.Class {
				t.Errorf("point %d of class %d drawn as %d", i, p.Class, hs.Classes[i])
			}
		}
		// The box holds every point.
		for i, p := range hs.Points {
			for d, v := range p {
				if v < hs.Box[2*d] || v > hs.Box[2*d+1] {
					t.Errorf("t = %v: point %d's coordinate %d, %v, is outside the box %v", st, i, d, v, hs.Box)
				}
			}
		}
	}
	// Stage's own ends and middle.
	for _, c := range []struct{ t, want float64 }{{0, 1}, {0.5, 3}, {1, 7}, {0.25, 2}, {0.75, 5}} {
		if got := Stage(c.t, 1, 3, 7); !close(got, c.want) {
			t.Errorf("Stage(%v, 1, 3, 7) = %v, want %v", c.t, got, c.want)
		}
	}
}

// TestNetworkSpaceGrid: the plane's grid over [−2, 2] × [−1, 1] a step of
// 1 apart is the lines x = −2, −1, 0, 1, 2 and y = −1, 0, 1; each is cut
// into 48 pieces and carried to the hidden space, so the k-th vertex of
// the line x = c is the image (tanh a₁, tanh a₂) of (c, −1 + 2k/48), by
// hand.
func TestNetworkSpaceGrid(t *testing.T) {
	f := netField(t, engine.ActivationTanh, engine.LossCrossEntropy, hand2Hidden, hand2Output, 2)
	hs, err := NetworkSpace(f, nil, plane.Box{MinX: -2, MaxX: 2, MinY: -1, MaxY: 1}, 1, nil, 1)
	if err != nil {
		t.Fatal(err)
	}
	wantTicks := []float64{-2, -1, 0, 1, 2, -1, 0, 1}
	if len(hs.Grid) != len(wantTicks) || hs.Lines != 5 || len(hs.Ticks) != len(wantTicks) {
		t.Fatalf("%d lines (%d of x), ticks %v; want 8 (5), %v", len(hs.Grid), hs.Lines, hs.Ticks, wantTicks)
	}
	for i, c := range wantTicks {
		if hs.Ticks[i] != c {
			t.Errorf("line %d at %v, want %v", i, hs.Ticks[i], c)
		}
		line := hs.Grid[i]
		if len(line) != gridSamples+1 {
			t.Fatalf("line %d has %d vertices", i, len(line))
		}
		for k, p := range line {
			s := float64(k) / gridSamples
			x, y := c, -1+2*s
			if i >= hs.Lines {
				x, y = -2+4*s, c
			}
			a := handPre(x, y)
			if !close(p[0], math.Tanh(a[0])) || !close(p[1], math.Tanh(a[1])) {
				t.Errorf("line %d, vertex %d: %v, want the image of (%v, %v)", i, k, p, x, y)
			}
		}
	}
	// A grid finer than maxGridLines a side keeps every k-th line.
	hs, _ = NetworkSpace(f, nil, plane.Box{MinX: -50, MaxX: 50, MinY: -1, MaxY: 1}, 1, nil, 1)
	if hs.Lines > maxGridLines || hs.Lines < maxGridLines/2 {
		t.Errorf("101 lines x = const thinned to %d", hs.Lines)
	}
}

// TestNetworkSpaceBoundary: in the hidden space the output layer's
// boundary is the line 0.3 + 1.5h₁ − 2h₂ = 0 (the output unit's row, o = 0,
// where σ(o) = ½), shifted by a decision stage's offsets; the two regions
// are the sides of that line within the box, and each point's image lies
// in the region of the class the field decides for it.
func TestNetworkSpaceBoundary(t *testing.T) {
	rng := rand.New(rand.NewPCG(49, 2))
	var pts []engine.Point
	for range 40 {
		pts = append(pts, engine.Point{X: 3 * rng.NormFloat64(), Y: 3 * rng.NormFloat64(), Class: rng.IntN(2)})
	}
	for _, off := range []float64{0, 0.7} {
		f := netField(t, engine.ActivationTanh, engine.LossCrossEntropy, hand2Hidden, hand2Output, 2)
		f.Rows[0][0] = off // the decision stage's offset of class 1
		hs, err := NetworkSpace(f, pts, plane.Box{MinX: -3, MaxX: 3, MinY: -3, MaxY: 3}, 1, nil, 1)
		if err != nil {
			t.Fatal(err)
		}
		want := []float64{0.3 + off, 1.5, -2}
		for i := range want {
			if !close(hs.Line[i], want[i]) {
				t.Fatalf("offset %v: the boundary %v, want %v", off, hs.Line, want)
			}
		}
		if len(hs.Regions) != 2 {
			t.Fatalf("offset %v: %d regions", off, len(hs.Regions))
		}
		// The sides the regions share lie on the line; the others on the
		// box.
		for _, r := range hs.Regions {
			for i, v := range r.Polygon {
				if r.Edges[i] < 0 {
					continue
				}
				w := r.Polygon[(i+1)%len(r.Polygon)]
				for _, p := range [][2]float64{v, w} {
					if h := want[0] + want[1]*p[0] + want[2]*p[1]; math.Abs(h) > 1e-9 {
						t.Errorf("offset %v: region %d's boundary vertex %v is %v off the line", off, r.Class, p, h)
					}
				}
			}
		}
		ev := engine.NewEvaluator(f)
		for i, p := range pts {
			class := ev.Decide(p.X, p.Y)
			img := hs.Points[i]
			in := -1
			for _, r := range hs.Regions {
				if inRegion(r.Polygon, img[0], img[1]) {
					in = hs.Labels[r.Class]
				}
			}
			if in != class {
				t.Errorf("offset %v: point %d's image %v lies in the region of class %d; the field decides %d", off, i, img, in, class)
			}
		}
	}
}

// inRegion reports whether (x, y) is inside the convex polygon p (either
// orientation), its sides included.
func inRegion(p [][2]float64, x, y float64) bool {
	pos, neg := false, false
	for i := range p {
		q := p[(i+1)%len(p)]
		c := (q[0]-p[i][0])*(y-p[i][1]) - (q[1]-p[i][1])*(x-p[i][0])
		pos = pos || c > 1e-12
		neg = neg || c < -1e-12
	}
	return !(pos && neg)
}

// TestNetworkSpaceClasses: with three classes and softmax outputs each
// region is where its class scores highest: at 400 seeded places of the box
// the region that holds the place is the argmax of the three outputs
// o_r = v_r0 + v_r·h, worked out by the test.
func TestNetworkSpaceClasses(t *testing.T) {
	out := [][]float64{{0.1, 1, 0}, {-0.2, -1, 1}, {0.3, 0.2, -1.5}}
	f := netField(t, engine.ActivationTanh, engine.LossCrossEntropy, hand2Hidden, out, 3)
	hs, err := NetworkSpace(f, nil, plane.Box{MinX: -3, MaxX: 3, MinY: -3, MaxY: 3}, 1, nil, 1)
	if err != nil {
		t.Fatal(err)
	}
	if hs.Line != nil || len(hs.Regions) != 3 {
		t.Fatalf("line %v, %d regions", hs.Line, len(hs.Regions))
	}
	rng := rand.New(rand.NewPCG(3, 3))
	for range 400 {
		u := hs.Box[0] + (hs.Box[1]-hs.Box[0])*rng.Float64()
		v := hs.Box[2] + (hs.Box[3]-hs.Box[2])*rng.Float64()
		best, second := -1, math.Inf(-1)
		top := math.Inf(-1)
		for r, o := range out {
			s := o[0] + o[1]*u + o[2]*v
			if s > top {
				second, top, best = top, s, r
			} else if s > second {
				second = s
			}
		}
		if top-second < 1e-9 {
			continue // on a boundary
		}
		for _, r := range hs.Regions {
			if inRegion(r.Polygon, u, v) != (r.Class == best) {
				t.Errorf("(%v, %v): in region %d is %v; the highest score is class %d's", u, v, r.Class, !(r.Class == best), best)
			}
		}
	}
}

// TestNetworkSpaceAxes: three units are drawn in three dimensions with
// the output's plane; four units as a chosen pair, in its order, without
// the output's boundary (it depends on the units not drawn); one unit
// with y as the second axis, its boundary the line h₁ = −v₀/v₁.
func TestNetworkSpaceAxes(t *testing.T) {
	hidden3 := [][]float64{{0.5, 1, -1}, {-1, 2, 0.5}, {0.2, -0.3, 1.1}}
	f3 := netField(t, engine.ActivationLogistic, engine.LossCrossEntropy, hidden3, [][]float64{{0.1, 1, -2, 3}}, 2)
	p := engine.Point{X: 0.4, Y: -1.3}
	hs, err := NetworkSpace(f3, []engine.Point{p}, plane.Box{MinX: -1, MaxX: 1, MinY: -1, MaxY: 1}, 0.5, nil, 1)
	if err != nil {
		t.Fatal(err)
	}
	if hs.Dims != 3 || len(hs.Plane) != 4 || hs.Plane[3] != 3 || hs.Line != nil || hs.Regions != nil {
		t.Fatalf("dims %d, plane %v, line %v, %d regions", hs.Dims, hs.Plane, hs.Line, len(hs.Regions))
	}
	for j, w := range hidden3 {
		want := 1 / (1 + math.Exp(-(w[0] + w[1]*p.X + w[2]*p.Y)))
		if !close(hs.Points[0][j], want) {
			t.Errorf("unit %d: %v, want σ(a) = %v", j+1, hs.Points[0][j], want)
		}
	}
	// The logistic's range [0, 1] is in the box at t = 1.
	for d := range 3 {
		if hs.Box[2*d] > 0 || hs.Box[2*d+1] < 1 {
			t.Errorf("axis %d's box [%v, %v] leaves out [0, 1]", d, hs.Box[2*d], hs.Box[2*d+1])
		}
	}

	hidden4 := append(hidden3, []float64{-0.4, 0.9, 0.9})
	f4 := netField(t, engine.ActivationTanh, engine.LossCrossEntropy, hidden4, [][]float64{{0.1, 1, -2, 3, 1}}, 2)
	hs, err = NetworkSpace(f4, []engine.Point{p}, plane.Box{MinX: -1, MaxX: 1, MinY: -1, MaxY: 1}, 0.5, []int{3, 1}, 1)
	if err != nil {
		t.Fatal(err)
	}
	if hs.Exact || hs.Outputs != nil || hs.Regions != nil || hs.Dims != 2 {
		t.Errorf("a pair of four units: exact %v, outputs %v, %d regions, dims %d", hs.Exact, hs.Outputs, len(hs.Regions), hs.Dims)
	}
	want := []float64{math.Tanh(-0.4 + 0.9*p.X + 0.9*p.Y), math.Tanh(-1 + 2*p.X + 0.5*p.Y)}
	if !close(hs.Points[0][0], want[0]) || !close(hs.Points[0][1], want[1]) {
		t.Errorf("the pair (h₄, h₂): %v, want %v", hs.Points[0], want)
	}
	if d, _ := NetworkSpace(f4, nil, plane.Box{}, 1, nil, 1); len(d.Axes) != 2 || d.Axes[0] != 0 || d.Axes[1] != 1 {
		t.Errorf("four units drawn by default as %v", d.Axes)
	}

	f1 := netField(t, engine.ActivationReLU, engine.LossCrossEntropy, [][]float64{{1, 2, 0}}, [][]float64{{-1, 0.5}}, 2)
	hs, err = NetworkSpace(f1, []engine.Point{{X: 1, Y: 4}, {X: -3, Y: 2}}, plane.Box{MinX: -1, MaxX: 1, MinY: -1, MaxY: 1}, 0.5, nil, 1)
	if err != nil {
		t.Fatal(err)
	}
	// ReLU: max(0, 1 + 2·1) = 3 and max(0, 1 − 6) = 0; y carried.
	if hs.Points[0][0] != 3 || hs.Points[0][1] != 4 || hs.Points[1][0] != 0 || hs.Points[1][1] != 2 {
		t.Errorf("one ReLU unit: %v", hs.Points)
	}
	if want := []float64{-1, 0.5, 0}; len(hs.Line) != 3 || hs.Line[0] != want[0] || hs.Line[1] != want[1] || hs.Line[2] != want[2] {
		t.Errorf("one unit's boundary %v, want %v (h₁ = 2)", hs.Line, want)
	}
}

// TestNetworkSpaceRefusals: a field without a network, axes that are not
// distinct units (or one unit of several), a stage outside [0, 1] and too
// many points are refused with the catalog's messages.
func TestNetworkSpaceRefusals(t *testing.T) {
	f := netField(t, engine.ActivationTanh, engine.LossCrossEntropy, hand2Hidden, hand2Output, 2)
	box := plane.Box{MinX: -1, MaxX: 1, MinY: -1, MaxY: 1}
	many := make([]engine.Point, MaxHiddenPoints+1)
	for _, c := range []struct {
		f    *engine.Field
		pts  []engine.Point
		axes []int
		t    float64
		id   string
	}{
		{&engine.Field{}, nil, nil, 1, "network-space-none"},
		{f, nil, []int{0, 0}, 1, "network-space-axes"},
		{f, nil, []int{0, 2}, 1, "network-space-axes"},
		{f, nil, []int{-1, 1}, 1, "network-space-axes"},
		{f, nil, []int{1}, 1, "network-space-axes"},
		{f, nil, []int{0, 1, 0, 1}, 1, "network-space-axes"},
		{f, nil, nil, 1.5, "network-space-stage-refused"},
		{f, nil, nil, math.NaN(), "network-space-stage-refused"},
		{f, many, nil, 1, "network-space-many"},
	} {
		_, err := NetworkSpace(c.f, c.pts, box, 1, c.axes, c.t)
		var m *msg.Error
		if !errors.As(err, &m) || m.Text.ID != c.id {
			t.Errorf("axes %v, t %v: %v, want %s", c.axes, c.t, err, c.id)
		}
	}
}

// BenchmarkNetworkSpace: the hidden space of MaxHiddenPoints points and
// the grid of a 16×16-line view, eight tanh units, drawn as a pair: what
// each status costs while the picture is on screen.
func BenchmarkNetworkSpace(b *testing.B) {
	rng := rand.New(rand.NewPCG(49, 11))
	var hidden [][]float64
	row := []float64{0}
	for range 8 {
		hidden = append(hidden, []float64{rng.NormFloat64(), rng.NormFloat64(), rng.NormFloat64()})
		row = append(row, rng.NormFloat64())
	}
	f := &engine.Field{Basis: engine.Basis{Kind: engine.BasisLinear}, Combine: engine.CombineArgmax, Link: engine.LinkSoftmax,
		Rows: [][]float64{{0, 0, 0}, {0, 0, 0}}, Labels: []int{0, 1},
		Network: &engine.Network{Activation: engine.ActivationTanh, Loss: engine.LossCrossEntropy, Hidden: hidden, Output: [][]float64{row}}}
	pts := make([]engine.Point, MaxHiddenPoints)
	for i := range pts {
		pts[i] = engine.Point{X: rng.NormFloat64(), Y: rng.NormFloat64(), Class: rng.IntN(2)}
	}
	box := plane.Box{MinX: -8, MaxX: 8, MinY: -8, MaxY: 8}
	for b.Loop() {
		if _, err := NetworkSpace(f, pts, box, 1, []int{2, 5}, 1); err != nil {
			b.Fatal(err)
		}
	}
}
