package pictures

import (
	"math"

	"hyperplane/engine"
	"hyperplane/engine/msg"
	"hyperplane/engine/plane"
)

// This file computes the notes' picture of the solution region in weight
// space: with a = (w₀, w₁, w₂) and the "normalized" zᵢ = yᵢ(1, xᵢ), every
// training point constrains a to the half-space aᵀzᵢ ≥ b (b = 0 for plain
// separability, b > 0 with a margin), and the solution region is their
// intersection, a convex cone (b = 0) or polyhedron in three dimensions.
//
// A page draws it in two: WeightSlice is the cut of the region by the
// plane w₀ = const, which is a convex polygon in (w₁, w₂). Each constraint
// becomes the half-plane
//
//	yᵢxᵢ w₁ + yᵢyᵢ' w₂ ≥ b − yᵢw₀     (xᵢ = (xᵢ, yᵢ'))
//
// whose edge is a line in the slice. With b = 0 the region is a cone, so
// the slices at every w₀ > 0 are scaled copies of the one at w₀ = 1, and
// those at w₀ < 0 of the one at w₀ = −1: one slice at the current bias
// shows the whole region up to scale.

// HalfPlane is the constraint C·w ≥ D on w = (w₁, w₂) that training point
// Point puts on the slice.
type HalfPlane struct {
	Point int        `json:"point"`
	C     [2]float64 `json:"c"`
	D     float64    `json:"d"`
}

// WeightSlice is the solution region cut at w₀ = W0 and clipped to Box.
type WeightSlice struct {
	W0 float64 `json:"w0"`
	B  float64 `json:"b"`
	// Box is (minW₁, maxW₁, minW₂, maxW₂).
	Box         [4]float64  `json:"box"`
	Constraints []HalfPlane `json:"constraints"`
	// Polygon lists the vertices of the feasible region inside Box,
	// counter-clockwise; it is empty when no w in the box satisfies every
	// constraint.
	Polygon [][2]float64 `json:"polygon"`
}

// SolutionSlice cuts the solution region {a : yᵢaᵀzᵢ ≥ b} of a two-class
// data set at w₀ and clips it to box (minW₁, maxW₁, minW₂, maxW₂). Class 0
// is the positive class (y = +1), class 1 the negative; other classes are
// an error.
func SolutionSlice(pts []engine.Point, w0, b float64, box [4]float64) (WeightSlice, error) {
	if !(box[0] < box[1] && box[2] < box[3]) {
		return WeightSlice{}, msg.Err("pictures-slice-box")
	}
	for _, v := range []float64{w0, b, box[0], box[1], box[2], box[3]} {
		if math.IsNaN(v) || math.IsInf(v, 0) {
			return WeightSlice{}, msg.Err("pictures-slice-finite")
		}
	}
	ws := WeightSlice{W0: w0, B: b, Box: box}
	for i, p := range pts {
		var y float64
		switch p.Class {
		case 0:
			y = 1
		case 1:
			y = -1
		default:
			return WeightSlice{}, msg.Err("pictures-slice-class", "point", i+1, "class", p.Class+1)
		}
		ws.Constraints = append(ws.Constraints, HalfPlane{Point: i, C: [2]float64{y * p.X, y * p.Y}, D: b - y*w0})
	}
	// The box cut by each constraint's half-plane C·w − D ≥ 0 in turn.
	poly := plane.BoxPolygon(plane.Box{MinX: box[0], MaxX: box[1], MinY: box[2], MaxY: box[3]}, -1)
	for _, h := range ws.Constraints {
		poly = plane.ClipPolygon(poly, plane.Line{W0: -h.D, W1: h.C[0], W2: h.C[1]}, h.Point)
		if len(poly) == 0 {
			break
		}
	}
	ws.Polygon = make([][2]float64, len(poly))
	for i, v := range poly {
		ws.Polygon[i] = [2]float64{v.X, v.Y}
	}
	return ws, nil
}

// satisfies reports whether w = (w₁, w₂) meets every constraint of the
// slice.
func (ws *WeightSlice) satisfies(w [2]float64) bool {
	for _, h := range ws.Constraints {
		if h.C[0]*w[0]+h.C[1]*w[1] < h.D {
			return false
		}
	}
	return true
}
