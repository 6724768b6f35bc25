package scene

import (
	"bytes"
	"encoding/json"
	"fmt"
	"reflect"
	"strings"
	"testing"

	"hyperplane/engine"
)

// TestParseSceneDefaults: a document with only a version gets the defaults
// that Normalize documents, and missing views and viewports are filled in.
func TestParseSceneDefaults(t *testing.T) {
	s, err := ParseScene([]byte(`{"version": 1}`))
	if err != nil {
		t.Fatal(err)
	}
	want := Scene{
		Version: 1, Classes: []ClassInfo{{"Class 1"}, {"Class 2"}}, Algorithm: DefaultAlgorithm,
		View: DefaultView(), Viewport: Viewport{-5, 5, -5, 5}, Speed: DefaultSpeed,
	}
	assertSceneEqual(t, "defaults", want, s)

	// Classes inferred from the points (class 3 in code means 4 classes);
	// the viewport is the bounding box [0,1]² with the 0.5 minimum margin.
	s, err = ParseScene([]byte(`{"version":1,"points":[[0,0,0],[1,1,3]],"view":{"shading":"hard"}}`))
	if err != nil {
		t.Fatal(err)
	}
	if len(s.Classes) != 4 || s.Classes[3].Name != "Class 4" {
		t.Errorf("classes = %v, want 4 default names", s.Classes)
	}
	if s.Viewport != (Viewport{-0.5, 1.5, -0.5, 1.5}) {
		t.Errorf("viewport = %v, want [-0.5,1.5]²", s.Viewport)
	}
	// A view that is present is kept as written: only the shading is set.
	if s.View.Boundary || s.View.Shading != ShadingHard {
		t.Errorf("view = %+v, want the document's toggles", s.View)
	}
}

// TestParseSceneCleansText: control characters and direction overrides are
// removed, HTML is kept as text (the page shows it as text), and names are
// trimmed.
func TestParseSceneCleansText(t *testing.T) {
	doc := `{"version":1,"title":"  A\u0007 title\u202e ","text":"one\r\ntwo\u0000\tthree",` +
		`"classes":[{"name":"<script>alert(1)</script>"},{"name":" \u0001B\u0002 "}]}`
	s, err := ParseScene([]byte(doc))
	if err != nil {
		t.Fatal(err)
	}
	if s.Title != "A title" {
		t.Errorf("title = %q", s.Title)
	}
	if s.Text != "one\ntwo three" {
		t.Errorf("text = %q", s.Text)
	}
	if s.Classes[0].Name != "<script>alert(1)</script>" || s.Classes[1].Name != "B" {
		t.Errorf("names = %q", s.Classes)
	}
}

// TestParseSceneErrors: each malformed or hostile document is refused with
// a message that names the problem.
func TestParseSceneErrors(t *testing.T) {
	long := strings.Repeat("é", MaxNameRunes+1)
	cases := []struct{ name, doc, want string }{
		{"empty", ``, "empty"},
		{"not json", `hello`, "not valid JSON"},
		{"nan literal", `{"version":1,"points":[[NaN,0,0]]}`, "not valid JSON"},
		{"trailing text", `{"version":1} x`, "not valid JSON"},
		{"array", `[1,2]`, "expected a JSON object"},
		{"no version", `{"points":[]}`, "no version"},
		{"null version", `{"version":null}`, "no version"},
		{"newer", `{"version":2}`, "made by a newer Hyperplane"},
		{"much newer", `{"version":1e300}`, "made by a newer Hyperplane"},
		{"version text", `{"version":"1"}`, "not a whole number"},
		{"version fraction", `{"version":1.5}`, "not a whole number"},
		{"version zero", `{"version":0}`, "not a valid scene version"},
		{"title type", `{"version":1,"title":5}`, `"title" should be text, not a number`},
		{"classes type", `{"version":1,"classes":{}}`, `"classes" should be a list`},
		{"too many classes", `{"version":1,"classes":[{},{},{},{},{},{},{}]}`, "1 to 6 classes, not 7"},
		{"long name", `{"version":1,"classes":[{"name":"` + long + `"}]}`, "the name of class 1 is 41 characters long"},
		{"same names", `{"version":1,"classes":[{"name":"A"},{"name":"B"},{"name":" A"}]}`, "classes 1 and 3 are both called"},
		{"long title", `{"version":1,"title":"` + strings.Repeat("t", MaxTitleRunes+1) + `"}`, "the title is 81 characters"},
		{"points object", `{"version":1,"points":{}}`, "list of [x, y, class]"},
		{"short point", `{"version":1,"points":[[1,2,0],[1,2]]}`, "point 2 has 2 numbers"},
		{"empty point", `{"version":1,"points":[[]]}`, "point 1 is empty"},
		{"long point", `{"version":1,"points":[[1,2,0,4]]}`, "point 1 has more than 3 numbers"},
		{"point not list", `{"version":1,"points":[5]}`, "point 1 must be a triple"},
		{"text coordinate", `{"version":1,"points":[[1,"a",0]]}`, "point 1: y is not a number"},
		{"null coordinate", `{"version":1,"points":[[null,1,0]]}`, "point 1: x is not a number"},
		{"fractional class", `{"version":1,"points":[[1,2,0.5]]}`, "point 1: the class 0.5 is not a whole number"},
		{"negative class", `{"version":1,"points":[[1,2,-1]]}`, "the class -1 is not a whole number"},
		{"huge class", `{"version":1,"points":[[1,2,1e300]]}`, "beyond the last"},
		{"overflow", `{"version":1,"points":[[1e400,0,0]]}`, "point 1: x = 1e400 is too large"},
		{"beyond MaxCoord", `{"version":1,"points":[[0,2e6,0]]}`, "point 1: coordinate 2e+06 is larger than the limit"},
		{"class beyond K", `{"version":1,"classes":[{},{}],"points":[[0,0,2]]}`, "point 1 has class 3, outside 1..2"},
		{"unknown algorithm", `{"version":1,"algorithm":"magic"}`, `unknown algorithm "magic"; the menu of algorithms lists`},
		{"param type", `{"version":1,"params":{"eta":"fast"}}`, `Learning rate η: fast is not a number`},
		{"param range", `{"version":1,"params":{"eta":1e9}}`, "Learning rate η: 1e+09 is outside"},
		{"param list", `{"version":1,"params":{"eta":[1]}}`, "a list is not a parameter value"},
		{"param long", `{"version":1,"params":{"order":"` + strings.Repeat("x", 1000) + `"}}`, "too long"},
		{"param choice", `{"version":1,"params":{"order":"backwards"}}`, `"backwards" is not one of the choices`},
		{"basis degree", `{"version":1,"basis":{"kind":"poly","degree":7}}`, "basis: polynomial degree must be 1, 2 or 3"},
		{"basis kind", `{"version":1,"basis":{"kind":"fourier"}}`, `basis: unknown basis "fourier"`},
		{"basis width", `{"version":1,"basis":{"kind":"rbf","centres":[{"x":0,"y":0}],"width":-1}}`, "width must be a positive"},
		{"viewport order", `{"version":1,"viewport":{"minX":1,"maxX":0,"minY":0,"maxY":1}}`, "smallest x (1) must be below"},
		{"viewport narrow", `{"version":1,"viewport":{"minX":0,"maxX":1,"minY":1e6,"maxY":1000000.0000001}}`, "too narrow"},
		{"viewport huge", `{"version":1,"viewport":{"minX":-1e300,"maxX":0,"minY":0,"maxY":1}}`, "beyond the limit"},
		{"shading", `{"version":1,"view":{"shading":"neon"}}`, `unknown shading "neon"`},
		{"compare", `{"version":1,"view":{"compare":["perceptron","psychic"]}}`, `unknown algorithm "psychic"`},
		{"speed high", `{"version":1,"speed":1e9}`, "speed must be between"},
		{"speed negative", `{"version":1,"speed":-3}`, "speed must be between"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			_, err := ParseScene([]byte(c.doc))
			if err == nil {
				t.Fatalf("no error, want %q", c.want)
			}
			if !strings.Contains(enErr(t, err), c.want) {
				t.Errorf("error %q does not contain %q", err, c.want)
			}
		})
	}
}

// TestParseSceneLimits: the byte limit is checked before decoding and the
// point limit while reading the points.
func TestParseSceneLimits(t *testing.T) {
	big := append([]byte(`{"version":1,"title":"`), bytes.Repeat([]byte("a"), MaxSceneBytes)...)
	if _, err := ParseScene(append(big, `"}`...)); err == nil || !strings.Contains(enErr(t, err), "the limit is 16.0 MB") {
		t.Errorf("oversized scene: %v", err)
	}
	var b bytes.Buffer
	b.WriteString(`{"version":1,"points":[`)
	for i := 0; i <= engine.MaxPoints; i++ {
		if i > 0 {
			b.WriteByte(',')
		}
		b.WriteString("[1,2,0]")
	}
	b.WriteString("]}")
	if _, err := ParseScene(b.Bytes()); err == nil || !strings.Contains(enErr(t, err), "more than 200000 points") {
		t.Errorf("too many points: %v", err)
	}
}

// TestSceneRoundTrip: Encode then ParseScene gives back the normalized
// scene, for hand-made scenes and for 300 random ones (seeded).
func TestSceneRoundTrip(t *testing.T) {
	tricky := DefaultScene()
	tricky.Classes = []ClassInfo{{`He said "hi", <b>&amp;</b>`}, {"漢字 🙂"}, {"Class 3"}}
	tricky.Points = append(tricky.Points, engine.Point{X: -0.0, Y: 1e-300, Class: 2}, engine.Point{X: engine.MaxCoord, Y: -engine.MaxCoord, Class: 2}, engine.Point{X: 0.1 + 0.2, Y: 1.0 / 3, Class: 1})
	tricky.Basis = engine.Basis{Kind: engine.BasisRBF, Centres: []engine.Vec2{{X: 0, Y: 0}, {X: 1, Y: 1}}, Width: 0.5}
	tricky.Params = map[string]any{"eta": 0.25, "order": "random", "maxEpochs": 7}
	tricky.View.Compare = []string{"fisher", "least-squares", "fisher"}
	scenes := []Scene{DefaultScene(), tricky, {}}
	r := newRand(1)
	for i := 0; i < 300; i++ {
		scenes = append(scenes, randomScene(r))
	}
	for i, s := range scenes {
		want := s.Clone()
		want.Normalize()
		b, err := s.Encode()
		if err != nil {
			t.Fatalf("scene %d: Encode: %v", i, err)
		}
		got, err := ParseScene(b)
		if err != nil {
			t.Fatalf("scene %d: ParseScene: %v\n%s", i, err, b)
		}
		assertSceneEqual(t, fmt.Sprintf("scene %d", i), want, got)
		// Normalize is idempotent, and encoding is deterministic.
		b2, err := got.Encode()
		if err != nil || !bytes.Equal(b, b2) {
			t.Fatalf("scene %d: second encoding differs (%v)", i, err)
		}
	}
	// The hand-made scene: int parameters became float64, Compare lost its
	// repeat, and -0 stays a number.
	got, _ := ParseScene(must(tricky.Encode()))
	if got.Params["maxEpochs"] != 7.0 || len(got.View.Compare) != 2 {
		t.Errorf("params %v, compare %v", got.Params, got.View.Compare)
	}
}

// TestSceneNormalizeDropsUnknownParams: parameters that the algorithm does
// not know are dropped, so that scenes saved by other versions open, and
// Warnings says which (at most three by name); normalizing again adds
// nothing.
func TestSceneNormalizeDropsUnknownParams(t *testing.T) {
	s, err := ParseScene([]byte(`{"version":1,"algorithm":"least-squares","params":{"eta":"x","future":3}}`))
	if err != nil {
		t.Fatal(err)
	}
	if s.Params != nil {
		t.Errorf("params = %v, want none (least squares has no parameters)", s.Params)
	}
	want := []string{`dropped the parameters "eta", "future", which least-squares does not have`}
	s.Normalize()
	if got := enAll(t, s.Warnings); !reflect.DeepEqual(got, want) {
		t.Errorf("warnings %q, want %q", got, want)
	}
	s, err = ParseScene([]byte(`{"version":1,"algorithm":"svm","params":{"C":2,"a":1,"b":1,"c":1,"d":1}}`))
	want = []string{`dropped the parameters "a", "b", "c", 1 more, which svm does not have`}
	if err != nil || s.Params["C"] != 2.0 || len(s.Params) != 1 || !reflect.DeepEqual(enAll(t, s.Warnings), want) {
		t.Errorf("svm: %v, params %v, warnings %q; want C = 2 and %q", err, s.Params, enAll(t, s.Warnings), want)
	}
}

// TestSceneJSONForm: the points are written as [x, y, class] triples and
// the other fields under their documented names.
func TestSceneJSONForm(t *testing.T) {
	s := Scene{Version: 1, Classes: []ClassInfo{{"A"}, {"B"}}, Points: []engine.Point{{X: 1.5, Y: -2, Class: 1}}, Algorithm: "fisher"}
	b, err := s.Encode()
	if err != nil {
		t.Fatal(err)
	}
	var m map[string]json.RawMessage
	if err := json.Unmarshal(b, &m); err != nil {
		t.Fatal(err)
	}
	if string(m["points"]) != `[[1.5,-2,1]]` || string(m["algorithm"]) != `"fisher"` || string(m["version"]) != "1" {
		t.Errorf("JSON form: %s", b)
	}
	// Encode refuses a scene that ParseScene would refuse.
	s.Algorithm = "nope"
	if _, err := s.Encode(); err == nil {
		t.Errorf("Encode accepted an unknown algorithm")
	}
}

// TestFitViewport: margins worked by hand from the documented rule.
func TestFitViewport(t *testing.T) {
	for _, c := range []struct {
		pts  []engine.Point
		want Viewport
	}{
		{nil, Viewport{-5, 5, -5, 5}},
		{[]engine.Point{{X: 0, Y: 0, Class: 0}, {X: 10, Y: 4, Class: 1}}, Viewport{-1, 11, -1, 5}},         // margin 0.1 × 10
		{[]engine.Point{{X: 1, Y: 1, Class: 0}}, Viewport{0.5, 1.5, 0.5, 1.5}},                             // margin 0.5
		{[]engine.Point{{X: 1e6, Y: 1e6, Class: 0}}, Viewport{1e6 - 100, 1e6 + 100, 1e6 - 100, 1e6 + 100}}, // margin 1e-4 × 1e6
	} {
		v := FitViewport(c.pts)
		if v != c.want {
			t.Errorf("FitViewport(%v) = %v, want %v", c.pts, v, c.want)
		}
		if err := v.Validate(); err != nil {
			t.Errorf("FitViewport(%v): %v", c.pts, err)
		}
	}
}

func must(b []byte, err error) []byte {
	if err != nil {
		panic(err)
	}
	return b
}
