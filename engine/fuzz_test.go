package engine

import (
	"bytes"
	"reflect"
	"strings"
	"testing"
)

// The fuzz targets check that no input makes a reader panic, and that
// whatever a reader accepts survives a round trip through the matching
// writer. Their seed corpora are in testdata/fuzz; run them with a count
// budget, for example
//
//	go test ./engine/ -run '^$' -fuzz '^FuzzParseScene$' -fuzztime 600000x
//
// since a time budget (-fuzztime 30s) can end in a spurious "context
// deadline exceeded" from the fuzzing coordinator of Go 1.26 (Go issue
// 75804, fixed in Go 1.27) with no failing input.

// FuzzParseScene: an accepted document encodes, and reads back the same.
func FuzzParseScene(f *testing.F) {
	f.Add([]byte(`{"version":1}`))
	f.Add(must(DefaultScene().Encode()))
	f.Fuzz(func(t *testing.T, data []byte) {
		s, err := ParseScene(data)
		if err != nil {
			return
		}
		b, err := s.Encode()
		if err != nil {
			t.Fatalf("accepted scene does not encode: %v", err)
		}
		s2, err := ParseScene(b)
		if err != nil {
			t.Fatalf("encoded scene is refused: %v\n%s", err, b)
		}
		if !reflect.DeepEqual(s, s2) {
			t.Fatalf("round trip changed the scene:\n%#v\n%#v", s, s2)
		}
	})
}

// FuzzDecodeLink: an accepted link encodes again, and its scene comes back
// with points within LinkStep/2 and then stays fixed.
func FuzzDecodeLink(f *testing.F) {
	f.Add(must2(EncodeLink(DefaultScene())))
	f.Add("v1.")
	f.Fuzz(func(t *testing.T, link string) {
		s, err := DecodeLink(link)
		if err != nil {
			return
		}
		l2, err := EncodeLink(s)
		if err != nil {
			if strings.Contains(err.Error(), "too large for a link") {
				return
			}
			t.Fatalf("accepted link does not encode: %v", err)
		}
		s2, err := DecodeLink(l2)
		if err != nil {
			t.Fatalf("re-encoded link is refused: %v", err)
		}
		assertLinkEqual(t, "round trip", s, s2)
		l3, err := EncodeLink(s2)
		if err != nil || l3 != l2 {
			t.Fatalf("the link is not a fixed point after one round (%v)", err)
		}
	})
}

// FuzzParseCSV: accepted CSV, written back with WriteCSV, reads back the
// same points and names.
func FuzzParseCSV(f *testing.F) {
	f.Add([]byte("x,y,class\n1,2,A\n3,4,B\n"))
	f.Add([]byte("1;2,5;1\n"))
	f.Fuzz(func(t *testing.T, data []byte) {
		pts, names, err := ParseCSV(bytes.NewReader(data), 0)
		if err != nil {
			return
		}
		s := Scene{Points: pts}
		for _, n := range names {
			s.Classes = append(s.Classes, ClassInfo{n})
		}
		var b bytes.Buffer
		if err := WriteCSV(&b, s); err != nil {
			t.Fatalf("accepted CSV does not write: %v", err)
		}
		pts2, names2, err := ParseCSV(&b, 0)
		if err != nil {
			t.Fatalf("written CSV is refused: %v\n%s", err, b.String())
		}
		if !reflect.DeepEqual(pts, pts2) || !reflect.DeepEqual(names, names2) {
			t.Fatalf("round trip changed the data:\n%v %q\n%v %q", pts, names, pts2, names2)
		}
	})
}

func must2(s string, err error) string {
	if err != nil {
		panic(err)
	}
	return s
}

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
		b = Basis{Kind: BasisRBF, Centres: []Vec2{{0, 0}, {1, 1}, {-2, 1}}, Width: 1}
	case 4:
		b = Basis{Kind: BasisRBF, Centres: []Vec2{{0, 0}, {3, -1}}, Width: 0.3, Linear: true}
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
