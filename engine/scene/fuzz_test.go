package scene

import (
	"bytes"
	"fmt"
	"reflect"
	"strings"
	"testing"
)

// The fuzz targets check that no input makes a reader panic, and that
// whatever a reader accepts survives a round trip through the matching
// writer. Their seed corpora are in testdata/fuzz; run them with a count
// budget, for example
//
//	go test ./engine/scene/ -run '^$' -fuzz '^FuzzParseScene$' -fuzztime 600000x
//
// since a time budget (-fuzztime 30s) can end in a spurious "context
// deadline exceeded" from the fuzzing coordinator of Go 1.26 (Go issue
// 75804, fixed in Go 1.27) with no failing input.

// FuzzParseScene: an accepted document encodes, and reads back the same.
func FuzzParseScene(f *testing.F) {
	f.Add([]byte(`{"version":1}`))
	f.Add(must(DefaultScene().Encode()))
	for _, d := range fastDocs {
		f.Add([]byte(d))
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		// What parseFast reads, readScene reads alike.
		if fs, ok := parseFast(data); ok {
			ws, err := readScene(data, nil)
			if err != nil || !reflect.DeepEqual(fs, ws) {
				t.Fatalf("parseFast read %#v, readScene %#v (%v)", fs, ws, err)
			}
		}
		s, err := ParseScene(data)
		// Read in steps of one point, a Reader says the same.
		r := NewReader(data)
		for !r.Step(1) {
		}
		if rs, rerr := r.Scene(); fmt.Sprint(rerr) != fmt.Sprint(err) || !reflect.DeepEqual(rs, s) {
			t.Fatalf("in steps: %#v, %v; ParseScene: %#v, %v", rs, rerr, s, err)
		}
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
		// The warnings tell what the first reading dropped (an unknown
		// parameter, say), which the written scene no longer holds: they
		// are the reading's, not the scene's.
		s.Warnings, s2.Warnings = nil, nil
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
			if strings.Contains(enErr(t, err), "too large for a link") {
				return
			}
			t.Fatalf("accepted link does not encode: %v", err)
		}
		s2, err := DecodeLink(l2)
		if err != nil {
			t.Fatalf("re-encoded link is refused: %v", err)
		}
		s.Warnings, s2.Warnings = nil, nil // the reading's, as in FuzzParseScene
		assertLinkEqual(t, "round trip", s, s2)
		l3, err := EncodeLink(s2)
		if err != nil || l3 != l2 {
			t.Fatalf("the link is not a fixed point after one round (%v)", err)
		}
	})
}

// FuzzParseCSV: accepted CSV, written back with WriteCSV, reads back the
// same points and names; a CSVReader reads any text as ParseCSV does.
func FuzzParseCSV(f *testing.F) {
	f.Add([]byte("x,y,class\n1,2,A\n3,4,B\n"))
	f.Add([]byte("1;2,5;1\n"))
	f.Fuzz(func(t *testing.T, data []byte) {
		pts, names, err := ParseCSV(bytes.NewReader(data), 0)
		// Read in steps of one line, a CSVReader says the same.
		r := NewCSVReader(data, 0)
		for !r.Step(1) {
		}
		if p, n, rerr := r.Points(); fmt.Sprint(rerr) != fmt.Sprint(err) || !reflect.DeepEqual(p, pts) || !reflect.DeepEqual(n, names) {
			t.Fatalf("in steps: %v %q %v; ParseCSV: %v %q %v", p, n, rerr, pts, names, err)
		}
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
