package scene

import (
	"encoding/json"
	"fmt"
	"math"
	"math/rand/v2"
	"reflect"
	"strings"
	"testing"

	"hyperplane/engine"
	"hyperplane/engine/internal/wording"
)

// parseByUnmarshal is ParseScene as it read a scene before it called the
// scene's UnmarshalJSON itself: through json.Unmarshal, which checks and
// scans the whole document again before calling it. It is the independent
// reading that TestParseSceneReadsOnce compares with.
func parseByUnmarshal(data []byte) (Scene, error) {
	var head struct {
		Version json.RawMessage `json:"version"`
	}
	if err := json.Unmarshal(data, &head); err != nil {
		return Scene{}, wording.JSONError(err)
	}
	if err := checkVersion(head.Version); err != nil {
		return Scene{}, err
	}
	var s Scene
	if err := json.Unmarshal(data, &s); err != nil {
		return Scene{}, wording.JSONError(err)
	}
	s.Normalize()
	if err := s.Validate(); err != nil {
		return Scene{}, err
	}
	return s, nil
}

// manyPoints returns a scene of n seeded points of two classes, encoded.
func manyPoints(tb testing.TB, n int) []byte {
	r := rand.New(rand.NewPCG(41, 7))
	s := DefaultScene()
	s.Points = s.Points[:0]
	for i := range n {
		s.Points = append(s.Points, engine.Point{X: r.NormFloat64(), Y: r.NormFloat64(), Class: i % 2})
	}
	b, err := s.Encode()
	if err != nil {
		tb.Fatal(err)
	}
	return b
}

// TestParseSceneReadsOnce: ParseScene, which reads the scene through its
// UnmarshalJSON once the head has checked the document, gives what
// json.Unmarshal of the whole document gives (parseByUnmarshal): the same
// scene, or the same error in the same words, for valid scenes, wrong
// types at the top and in a field, bad points, null, and white space
// around the object.
func TestParseSceneReadsOnce(t *testing.T) {
	def := string(must(DefaultScene().Encode()))
	docs := []string{
		def,
		"  \n" + def + "\n\t ",
		string(manyPoints(t, 2000)),
		`{"version":1}`,
		`{"version":1,"title":5}`,
		`{"version":1,"classes":{"a":1}}`,
		`{"version":1,"speed":"fast"}`,
		`{"version":1,"points":[[0,0,0],[1,2]]}`,
		`{"version":1,"points":[[0,0,0],[1,2,"a"]]}`,
		`{"version":1,"points":"many"}`,
		`{"version":1,"points":null}`,
		`{"version":1,"points":[[0,0,0],[1,1,1]],"algorithm":"perceptron"}`,
		`{"version":1,"points":[[0,0,7]]}`,
		`{"version":1,"basis":{"kind":"poly","degree":"two"}}`,
		`null`,
		`[1,2]`,
		`{"version":1`,
		`{"version":1,"title":"a"} x`,
	}
	docs = append(docs, fastDocs...)
	docs = append(docs, declinedDocs...)
	for i, d := range docs {
		got, gerr := ParseScene([]byte(d))
		want, werr := parseByUnmarshal([]byte(d))
		name := fmt.Sprintf("document %d (%s)", i, wording.Clip(strings.TrimSpace(d), 40))
		if (gerr == nil) != (werr == nil) || (gerr != nil && gerr.Error() != werr.Error()) {
			t.Errorf("%s: error %v, want %v", name, gerr, werr)
			continue
		}
		if !reflect.DeepEqual(got, want) {
			t.Errorf("%s: %#v, want %#v", name, got, want)
		}
	}
}

// BenchmarkParseScene reads a scene of 200,000 points (the most a scene
// may hold), as opening a file does.
//
//	go test -run=NONE -bench=ParseScene -benchmem ./engine/scene/
func BenchmarkParseScene(b *testing.B) {
	data := manyPoints(b, engine.MaxPoints)
	b.SetBytes(int64(len(data)))
	for b.Loop() {
		if _, err := ParseScene(data); err != nil {
			b.Fatal(err)
		}
	}
}

// fastDocs are documents whose points parseFast reads: the points
// anywhere among the keys, strings that hold "points", quotes and escapes,
// and every form of a JSON number; the last three it then declines, for
// what readScene refuses (a class beyond the last, a newer version, a
// field of the wrong type).
var fastDocs = []string{
	`{"points":[[0,0,0],[1,1,1]],"version":1}`,
	`{"version":1,"title":"a \"points\": [[9,9,9]] b","points":[[0,0,0],[1,1,1]]}`,
	`{"version":1,"title":"\u00e9t\u00e9 \\","points":[[0,0,0],[1,1,1]],"speed":40}`,
	"{ \"version\" : 1 ,\n\t\"points\" : [ [ -0.5e-3 , 1E+2 , 0 ] ,\r\n[0, -0, 1] ] }",
	`{"version":1,"points":[[12.5e3,-7,1],[0.25,3E2,0],[1e-2,-0,1]],"view":{"contours":true},"classes":[{"name":"a"},{"name":"b"}]}`,
	`{"version":1,"points":[[0,0,0],[1,1,7]]}`,
	`{"version":2,"points":[[0,0,0]]}`,
	`{"version":1,"points":[[0,0,0],[1,1,1]],"speed":"fast"}`,
}

// declinedDocs are documents that parseFast leaves to readScene: no
// points, a key it cannot tell from "points" without decoding it, two of
// them, numbers that JSON does not allow, and documents cut short or
// followed by more.
var declinedDocs = []string{
	`{"version":1,"points":[]}`,
	`{"version":1,"Points":[[5,5,0]],"points":[[0,0,0],[1,1,1]]}`,
	`{"version":1,"points":[[0,0,0],[1,1,1]],"POINTS":[]}`,
	`{"version":1,"p\u006fints":[[0,0,0],[1,1,1]]}`,
	`{"version":1,"pointſ":[[3,3,0]],"points":[[0,0,0],[1,1,1]]}`,
	`{"version":1,"points":[[0,0,0],[1,1,1]],"points":[[2,2,0],[3,3,1]]}`,
	`{"version":1,"points":[[+1,0,0],[1,1,1]]}`,
	`{"version":1,"points":[[.5,0,0],[1,1,1]]}`,
	`{"version":1,"points":[[01,0,0],[1,1,1]]}`,
	`{"version":1,"points":[[1.,0,0],[1,1,1]]}`,
	`{"version":1,"points":[[1e,0,0],[1,1,1]]}`,
	`{"version":1,"points":[[-,0,0],[1,1,1]]}`,
	`{"version":1,"points":[[1e400,0,0],[1,1,1]]}`,
	`{"version":1,"points":[[0,0,0],[1,1,1]]`,
	`{"version":1,"points":[[0,0,0],[1,1,1]]} x`,
	`{"version":1,"title":"a,"points":[[0,0,0],[1,1,1]]}`,
}

// TestParseFastTaken: the documents a file usually holds are read by
// parseFast (which TestParseSceneReadsOnce checks against json.Unmarshal),
// and the ones it cannot read exactly are left to readScene.
func TestParseFastTaken(t *testing.T) {
	taken := append([]string{string(must(DefaultScene().Encode())), string(manyPoints(t, 2000))}, fastDocs[:5]...)
	for _, d := range taken {
		if _, ok := parseFast([]byte(d)); !ok {
			t.Errorf("parseFast declined %s", wording.Clip(d, 80))
		}
	}
	for _, d := range append(fastDocs[5:], declinedDocs...) {
		if _, ok := parseFast([]byte(d)); ok {
			t.Errorf("parseFast read %s", wording.Clip(d, 80))
		}
	}
}

// TestReaderInSteps reads documents with a Reader in steps of 1, 2 and 7
// points (and in one step), each time with the same scene or the same
// error as ParseScene: the documents parseFast reads and those it
// declines, errors in a point (each its own message, from the fast
// reading's pointNext or from readScene's reading), an empty document and
// one too big; and 2,000 points with Read's share growing from 0 to 1
// and its count of points from 0 to 2,000.
func TestReaderInSteps(t *testing.T) {
	docs := append(append([]string{}, fastDocs...), declinedDocs...)
	docs = append(docs, string(must(DefaultScene().Encode())), "", "  \n", "\uFEFF"+fastDocs[0],
		`{"version":1,"points":[[0,0,0],[1,1]]}`, `{"version":1,"points":[[0,0,0],[1,1,1.5]]}`,
		`{"version":1,"points":[[0,0,0],[1,1,99]]}`, `{"version":1,"points":[[0,0,0],[1,"a",1]]}`,
		`{"version":1,"points":[[0,0,0],[1,1,1,1]]}`, `{"version":1,"points":[[0,0,0] [1,1,1]]}`,
		strings.Repeat(" ", MaxSceneBytes+1))
	for _, d := range docs {
		want, wantErr := ParseScene([]byte(d))
		for _, n := range []int{1, 2, 7, math.MaxInt} {
			r := NewReader([]byte(d))
			steps := 1
			for !r.Step(n) {
				steps++
			}
			got, err := r.Scene()
			if fmt.Sprint(err) != fmt.Sprint(wantErr) || !reflect.DeepEqual(got, want) {
				t.Errorf("%s in steps of %d: %v, %v; ParseScene: %v, %v", wording.Clip(d, 60), n, got.Points, err, want.Points, wantErr)
			}
			if n == math.MaxInt && steps != 1 {
				t.Errorf("%s: %d steps of every point", wording.Clip(d, 60), steps)
			}
		}
	}
	data := manyPoints(t, 2000)
	want, err := ParseScene(data)
	if err != nil {
		t.Fatal(err)
	}
	r := NewReader(data)
	if share, n := r.Read(); share != 0 || n != 0 {
		t.Errorf("before the first step: read %v, %d points", share, n)
	}
	last, steps := 0.0, 0
	for !r.Step(100) {
		steps++
		share, n := r.Read()
		if share <= last || share >= 1 || n != 100*steps {
			t.Fatalf("step %d: read %v (after %v), %d points", steps, share, last, n)
		}
		last = share
	}
	if share, n := r.Read(); share != 1 || n != 2000 {
		t.Errorf("at the end: read %v, %d points", share, n)
	}
	// 2,000 points in steps of 100: 19 steps that stop short, then the
	// 20th that reads the last 100 and the rest of the document.
	if steps != 19 {
		t.Errorf("%d steps stopped short, want 19", steps)
	}
	if got, err := r.Scene(); err != nil || !reflect.DeepEqual(got, want) {
		t.Errorf("the scene read in steps differs from ParseScene's (%v)", err)
	}
}

// parseFast is fastReader's reading of a whole document at once: the
// scene, or ok false where it declines the document (or its scene is not
// valid) and leaves it to readScene.
func parseFast(data []byte) (Scene, bool) {
	r := fastReader{sc: jsonScanner{b: data}}
	for !r.step(math.MaxInt) {
	}
	return r.scene()
}
