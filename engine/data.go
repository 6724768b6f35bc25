package engine

import (
	"errors"
	"fmt"
	"math"
	"strconv"

	"hyperplane/engine/msg"
)

// Limits that the engine checks and the page states.
const (
	// MaxClasses is the largest number of classes a scene may have.
	MaxClasses = 6
	// MaxPoints is the largest number of points a data set may hold.
	MaxPoints = 200_000
	// MaxCoord bounds the absolute value of a coordinate. Beyond it squares
	// of coordinates (in scatter matrices and polynomial features) lose all
	// precision; 1e6 keeps x⁶ (a cubic feature squared) below 1e36.
	MaxCoord = 1e6
)

// Point is one labelled point of the plane.
type Point struct {
	X, Y  float64
	Class int
}

// Dataset is a set of labelled points in the plane. Classes is the number of
// classes K of the scene; a class may have no points.
type Dataset struct {
	Points  []Point
	Classes int
}

// DataError describes data that a method cannot use. Point is the index of
// the offending point, or -1; Text says what is wrong, in the catalog's
// words.
type DataError struct {
	Point int
	Text  msg.Text
}

// Error returns the Text's id and arguments (for logs).
func (e *DataError) Error() string { return e.Text.String() }

// Unwrap gives msg.TextOf the error's words.
func (e *DataError) Unwrap() error { return &msg.Error{Text: e.Text} }

// IsDataError reports whether err is a DataError.
func IsDataError(err error) bool {
	var de *DataError
	return errors.As(err, &de)
}

// Validate reports the first problem with d: a class out of range, a
// coordinate that is not finite or larger than MaxCoord, or too many points.
func (d Dataset) Validate() error {
	if d.Classes < 1 || d.Classes > MaxClasses {
		return &DataError{-1, msg.T("engine-classes-count", "max", MaxClasses, "n", d.Classes)}
	}
	if len(d.Points) > MaxPoints {
		return &DataError{-1, msg.T("engine-too-many-points", "n", strconv.Itoa(len(d.Points)), "max", strconv.Itoa(MaxPoints))}
	}
	for i, p := range d.Points {
		if p.Class < 0 || p.Class >= d.Classes {
			return &DataError{i, msg.T("engine-point-class", "point", i+1, "class", p.Class+1, "max", d.Classes)}
		}
		if err := checkCoord(p.X, p.Y); err != nil {
			return &DataError{i, msg.T("engine-point-problem", "point", i+1, "why", msg.Of(err))}
		}
	}
	return nil
}

// checkCoord reports whether (x, y) is a usable coordinate.
func checkCoord(x, y float64) error {
	if math.Abs(x) <= MaxCoord && math.Abs(y) <= MaxCoord {
		return nil // finite and in range (NaN fails both comparisons): no message built
	}
	for _, v := range [2]float64{x, y} {
		if math.IsNaN(v) || math.IsInf(v, 0) {
			return msg.Err("engine-coord-not-finite", "value", fmt.Sprint(v))
		}
		if math.Abs(v) > MaxCoord {
			return msg.Err("engine-coord-too-large", "value", fmt.Sprintf("%g", v), "max", fmt.Sprintf("%g", float64(MaxCoord)))
		}
	}
	return nil
}

// Counts returns the number of points of each class.
func (d Dataset) Counts() []int {
	n := make([]int, d.Classes)
	for _, p := range d.Points {
		if p.Class >= 0 && p.Class < d.Classes {
			n[p.Class]++
		}
	}
	return n
}

// Clone returns a deep copy of d.
func (d Dataset) Clone() Dataset {
	return Dataset{Points: append([]Point(nil), d.Points...), Classes: d.Classes}
}

// compact renumbers the classes that have points as 0..K'-1, in order. It
// returns the compacted data and labels, where labels[k'] is the original
// class of compacted class k'.
func (d Dataset) compact() (Dataset, []int) { return d.compactInto(nil) }

// compactInto is compact into the array of buf when it is large enough.
func (d Dataset) compactInto(buf []Point) (Dataset, []int) {
	counts := d.Counts()
	index := make([]int, d.Classes)
	var labels []int
	for k, n := range counts {
		index[k] = -1
		if n > 0 {
			index[k] = len(labels)
			labels = append(labels, k)
		}
	}
	if cap(buf) < len(d.Points) {
		buf = make([]Point, len(d.Points), len(d.Points)+len(d.Points)/8)
	}
	pts := buf[:len(d.Points)]
	for i, p := range d.Points {
		pts[i] = Point{p.X, p.Y, index[p.Class]}
	}
	return Dataset{Points: pts, Classes: len(labels)}, labels
}

// Bounds returns the smallest box holding the points of d, or ok false when
// d has no points.
func (d Dataset) Bounds() (minX, minY, maxX, maxY float64, ok bool) {
	if len(d.Points) == 0 {
		return 0, 0, 0, 0, false
	}
	// Comparisons, not math.Min and math.Max, whose calls took 37 ms of
	// standardizing 100,000 points at 4x in the page (issue 51). The
	// points of a scene are finite (a NaN is refused where they are made).
	p0 := d.Points[0]
	minX, minY, maxX, maxY = p0.X, p0.Y, p0.X, p0.Y
	for _, p := range d.Points[1:] {
		if p.X < minX {
			minX = p.X
		} else if p.X > maxX {
			maxX = p.X
		}
		if p.Y < minY {
			minY = p.Y
		} else if p.Y > maxY {
			maxY = p.Y
		}
	}
	return minX, minY, maxX, maxY, true
}
