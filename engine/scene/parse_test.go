package scene

import (
	"encoding/json"
	"fmt"
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
