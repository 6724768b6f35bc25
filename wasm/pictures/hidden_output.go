package pictures

import (
	"hyperplane/engine"
	"hyperplane/engine/plane"
)

// The output layer in the hidden space: logistic or softmax regression on
// h, so its scores are affine in the drawn units when every unit is drawn,
// its boundary between two classes is a line (two units) or a plane
// (three), and each class's region of the box is a convex polygon.

// outputLayer sets Outputs and Labels: each class's score over the drawn
// coordinates, o_r(h) plus the decision stage's constant offset, and the
// boundary of two classes (Line or Plane).
func (hs *HiddenSpace) outputLayer(f *engine.Field) {
	n := f.Network
	dims := hs.Dims
	k := len(f.Labels)
	hs.Labels = append([]int(nil), f.Labels...)
	hs.Outputs = make([][]float64, k)
	for r := range k {
		row := make([]float64, dims+1)
		row[0] = offset(f, r)
		if r < len(n.Output) {
			v := n.Output[r]
			row[0] += v[0]
			for d, j := range hs.Axes {
				row[d+1] = v[j+1]
			}
		}
		hs.Outputs[r] = row
	}
	if k != 2 {
		return
	}
	diff := make([]float64, dims+1)
	for i := range diff {
		diff[i] = hs.Outputs[0][i] - hs.Outputs[1][i]
	}
	if dims == 2 {
		hs.Line = diff
	} else {
		hs.Plane = diff
	}
}

// offset returns the constant that the field's row r adds to the output
// unit's score: the decision stage's offset in the bias place, or 0 when
// the row has other terms (which a network's field does not have).
func offset(f *engine.Field, r int) float64 {
	if r >= len(f.Rows) || len(f.Rows[r]) == 0 {
		return 0
	}
	for _, v := range f.Rows[r][1:] {
		if v != 0 {
			return 0
		}
	}
	return f.Rows[r][0]
}

// regions sets Regions: Box cut, for each class, by the half-planes where
// its score is at least each other class's.
func (hs *HiddenSpace) regions() {
	if hs.Dims != 2 {
		return
	}
	b := plane.Box{MinX: hs.Box[0], MaxX: hs.Box[1], MinY: hs.Box[2], MaxY: hs.Box[3]}
	for r, o := range hs.Outputs {
		poly := plane.BoxPolygon(b, -1)
		for s, q := range hs.Outputs {
			if s == r || len(poly) == 0 {
				continue
			}
			poly = plane.ClipPolygon(poly, plane.Line{W0: o[0] - q[0], W1: o[1] - q[1], W2: o[2] - q[2]}, s)
		}
		if len(poly) == 0 {
			continue
		}
		reg := Region{Class: r, Polygon: make([][2]float64, len(poly)), Edges: make([]int, len(poly))}
		for i, v := range poly {
			reg.Polygon[i] = [2]float64{v.X, v.Y}
			reg.Edges[i] = v.Edge
		}
		hs.Regions = append(hs.Regions, reg)
	}
}
