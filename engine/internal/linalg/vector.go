package linalg

import "math"

// Dot returns the inner product aᵀb of two vectors of the same length.
func Dot(a, b []float64) float64 {
	s := 0.0
	for i, v := range a {
		s += v * b[i]
	}
	return s
}

// Finite reports whether every entry of v is a finite number.
func Finite(v []float64) bool {
	for _, x := range v {
		if math.IsNaN(x) || math.IsInf(x, 0) {
			return false
		}
	}
	return true
}

// Norm returns the Euclidean norm ‖v‖.
func Norm(v []float64) float64 { return math.Sqrt(Dot(v, v)) }
