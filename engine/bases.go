package engine

import (
	"math"

	"hyperplane/engine/internal/wording"
	"hyperplane/engine/msg"
	"hyperplane/engine/plane"
)

// The registry of named bases: what the page's basis picker offers and
// what the model comparison (evaluate.DefaultBases) and the Decision
// section's cross-validation of "each basis" compare. As catalog.go is for
// methods, it is the one table of what a named basis is; the page lists it
// by bases() and turns an ID into a Basis by basisFor(id), so no code of
// the page places centres, and a test (registry_test.go) fails on a basis
// ID written anywhere else.

// CentreRule names where a Gaussian basis puts its centres.
type CentreRule string

// CentresOverPoints is the one rule for a grid of Gaussian centres: an n×n
// grid at the middles of the n×n cells of the points' bounding box (all of
// the scene's points, training and test: the basis is part of the model,
// fixed before any split or fold, and reads no labels), with the width s
// of exp(−‖x − c‖²/2s²) the box's shorter side over n (its longer one when
// the points lie on a line parallel to an axis), at least 10⁻³. Without
// points the box is the visible one.
//
// Why the points' box rather than the visible one: a basis over the view
// changes with every pan and zoom, so that the model comparison (which
// knows no view) and a cross-validation run from the page, or the same
// scene opened in two windows of different shapes, would compare different
// models under the same name. Over the points, "RBF 3×3" is one model of
// the data, whoever computes it.
const CentresOverPoints CentreRule = "points"

// NamedBasis is one entry of the registry of bases.
type NamedBasis struct {
	ID    string    `json:"id"`    // the key the page passes to basisFor
	Label msg.Text  `json:"label"` // its short name, in a table, a legend or a box plot
	Name  msg.Text  `json:"name"`  // its name in the basis picker
	Kind  BasisKind `json:"kind"`
	// Degree is the polynomial degree of a BasisPoly.
	Degree int `json:"degree,omitempty"`
	// Grid is n for a BasisRBF of n×n centres, and Rule where they go.
	Grid int        `json:"grid,omitempty"`
	Rule CentreRule `json:"rule,omitempty"`
	// Compared marks the bases that the model comparison and the
	// cross-validation of each basis compare, in the registry's order.
	Compared bool `json:"compared"`
}

// basesTable yields every named basis, in the picker's order: the one
// table that adding a basis touches.
func basesTable(yield func(NamedBasis) bool) {
	table := [...]NamedBasis{
		{ID: "xy", Label: msg.T("basis-none"), Name: msg.T("basis-none-name"), Kind: BasisLinear, Compared: true},
		{ID: "poly2", Label: polyLabel(2), Name: polyName(2), Kind: BasisPoly, Degree: 2, Compared: true},
		{ID: "poly3", Label: polyLabel(3), Name: polyName(3), Kind: BasisPoly, Degree: 3, Compared: true},
		{ID: "rbf2x2", Label: rbfLabel(2), Name: rbfName(2), Kind: BasisRBF, Grid: 2, Rule: CentresOverPoints},
		{ID: "rbf3x3", Label: rbfLabel(3), Name: rbfName(3), Kind: BasisRBF, Grid: 3, Rule: CentresOverPoints, Compared: true},
		{ID: "rbf4x4", Label: rbfLabel(4), Name: rbfName(4), Kind: BasisRBF, Grid: 4, Rule: CentresOverPoints},
		{ID: "rbf5x5", Label: rbfLabel(5), Name: rbfName(5), Kind: BasisRBF, Grid: 5, Rule: CentresOverPoints},
	}
	for _, b := range table {
		if !yield(b) {
			return
		}
	}
}

// rbfName is the picker's name of an n×n grid of Gaussian bumps, rbfLabel
// its short name; polyName and polyLabel those of a polynomial of degree
// d.
func rbfName(n int) msg.Text   { return msg.T("basis-rbf-name", "n", n) }
func rbfLabel(n int) msg.Text  { return msg.T("basis-rbf", "n", n) }
func polyName(d int) msg.Text  { return msg.T("basis-poly-name", "degree", d) }
func polyLabel(d int) msg.Text { return msg.T("basis-poly", "degree", d) }

// Bases returns the registry of named bases, in the picker's order.
func Bases() []NamedBasis {
	var out []NamedBasis
	for b := range basesTable {
		out = append(out, b)
	}
	return out
}

// ComparedBases returns the bases that the model comparison and the
// cross-validation of each basis compare, in the registry's order.
func ComparedBases() []NamedBasis {
	var out []NamedBasis
	for b := range basesTable {
		if b.Compared {
			out = append(out, b)
		}
	}
	return out
}

// LookupBasis returns the named basis with the given ID.
func LookupBasis(id string) (NamedBasis, bool) {
	for b := range basesTable {
		if b.ID == id {
			return b, true
		}
	}
	return NamedBasis{}, false
}

// BasisFor returns the basis that the registry's id names for the points
// of d, or the visible box view when d has none (see CentresOverPoints):
// the one function that places a named basis's centres, for the page and
// the comparisons alike. An unknown id, or a grid with neither points nor
// a box to cover, is an error.
func BasisFor(id string, d Dataset, view plane.Box) (Basis, error) {
	nb, ok := LookupBasis(id)
	if !ok {
		return Basis{}, msg.Err("engine-unknown-basis", "id", wording.Quote(id))
	}
	return nb.Basis(d, view)
}

// Basis returns the basis nb names for the points of d, or the box view
// when d has none.
func (nb NamedBasis) Basis(d Dataset, view plane.Box) (Basis, error) {
	switch nb.Kind {
	case BasisPoly:
		return Basis{Kind: BasisPoly, Degree: nb.Degree}, nil
	case BasisRBF:
		box, ok := plane.Box{}, false
		if len(d.Points) > 0 {
			box.MinX, box.MinY, box.MaxX, box.MaxY, ok = d.Bounds()
		} else if view.MaxX > view.MinX && view.MaxY > view.MinY {
			box, ok = view, true
		}
		if !ok {
			return Basis{}, msg.Err("engine-basis-needs-points", "basis", nb.Label)
		}
		return gridBasis(box, nb.Grid), nil
	}
	return Basis{}, nil
}

// gridBasis returns n×n Gaussian centres at the middles of the cells of
// box, column by column, with the width of CentresOverPoints.
func gridBasis(box plane.Box, n int) Basis {
	w, h := box.MaxX-box.MinX, box.MaxY-box.MinY
	side := math.Min(w, h)
	if side == 0 {
		side = math.Max(w, h)
	}
	cs := make([]Vec2, 0, n*n)
	for i := 0; i < n; i++ {
		for j := 0; j < n; j++ {
			cs = append(cs, Vec2{
				X: box.MinX + w*(float64(i)+0.5)/float64(n),
				Y: box.MinY + h*(float64(j)+0.5)/float64(n),
			})
		}
	}
	return Basis{Kind: BasisRBF, Centres: cs, Width: math.Max(side/float64(n), 1e-3)}
}
