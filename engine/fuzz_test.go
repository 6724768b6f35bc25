package engine

import (
	"testing"
)

// The fuzz targets of the readers of scenes, links and CSV are in package
// scene. Run a fuzz target with a count budget, for example
//
//	go test ./engine/ -run '^$' -fuzz '^FuzzTrainers$' -fuzztime 1000x
//
// since a time budget (-fuzztime 30s) can end in a spurious "context
// deadline exceeded" from the fuzzing coordinator of Go 1.26 (Go issue
// 75804, fixed in Go 1.27) with no failing input.

// fuzzData decodes fuzz bytes into a small data set and a basis:
// byte 0 the number of classes, byte 1 the basis, byte 2 the scale, then
// (x, y, class) triples of signed bytes, at most 24 points.
func fuzzData(data []byte) (Dataset, Basis) {
	at := func(i int) byte {
		if i < len(data) {
			return data[i]
		}
		return 0
	}
	d := Dataset{Classes: 1 + int(at(0))%MaxClasses}
	var b Basis
	switch at(1) % 5 {
	case 1:
		b = Basis{Kind: BasisPoly, Degree: 2}
	case 2:
		b = Basis{Kind: BasisPoly, Degree: 3}
	case 3:
		b = Basis{Kind: BasisRBF, Centres: []Vec2{{X: 0, Y: 0}, {X: 1, Y: 1}, {X: -2, Y: 1}}, Width: 1}
	case 4:
		b = Basis{Kind: BasisRBF, Centres: []Vec2{{X: 0, Y: 0}, {X: 3, Y: -1}}, Width: 0.3, Linear: true}
	}
	scale := [...]float64{1.0 / 16, 1, 1e-12, MaxCoord / 128, 1e-300}[int(at(2))%5]
	for i := 3; i+2 < len(data) && len(d.Points) < 24; i += 3 {
		d.Points = append(d.Points, Point{
			X:     float64(int8(data[i])) * scale,
			Y:     float64(int8(data[i+1])) * scale,
			Class: int(data[i+2]) % d.Classes,
		})
	}
	return d, b
}

// FuzzTrainers runs every algorithm of the catalog for a few steps on data
// decoded from the fuzz input. The seed corpus is in
// testdata/fuzz/FuzzTrainers.
//
//	go test -run=NONE -fuzz=FuzzTrainers -fuzztime=20s ./engine/
func FuzzTrainers(f *testing.F) {
	f.Fuzz(func(t *testing.T, data []byte) {
		d, b := fuzzData(data)
		for _, spec := range Catalog() {
			checkTrainer(t, spec.ID, d, b, nil, 10)
		}
	})
}
