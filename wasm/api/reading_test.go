package api

import (
	"fmt"
	"reflect"
	"strings"
	"testing"

	"hyperplane/engine/scene"
)

// threeDoc is the scene of loadScene's good call.
const threeDoc = `{"version": 1, "points": [[0, 0, 0], [1, 0, 1], [0, 1, 1]], "algorithm": "lms", "title": "Three"}`

func init() {
	begin := func(t *testing.T, a *API) { call(t, a, "readBegin") }
	withText := func(t *testing.T, a *API) { begin(t, a); call(t, a, "readText", str(threeDoc)) }
	goodCalls = append(goodCalls,
		goodCall{name: "readBegin", check: func(t *testing.T, a *API, v any) {
			if a.reading == nil || len(a.reading.text) != 0 {
				t.Errorf("no empty reading: %+v", a.reading)
			}
		}},
		goodCall{name: "readText", prep: begin, args: []Value{str(threeDoc)}, check: func(t *testing.T, a *API, v any) {
			if b := v.(map[string]any)["bytes"]; b != len(threeDoc) {
				t.Errorf("%v bytes, want %d", b, len(threeDoc))
			}
		}},
		goodCall{name: "readStep", prep: withText, args: []Value{n(50)}, check: func(t *testing.T, a *API, v any) {
			// Three points read well within 50 ms.
			if m := v.(map[string]any); m["done"] != true || m["share"] != 1.0 || m["points"] != 3 {
				t.Errorf("readStep answered %v", m)
			}
		}},
		goodCall{name: "readEnd", prep: withText, check: func(t *testing.T, a *API, v any) {
			r := v.(importJSON)
			st := call(t, a, "status").(Status)
			if !r.OK || r.Points != 3 || st.Algorithm != "lms" || st.Title != "Three" || a.reading != nil {
				t.Errorf("answer %+v, status %q %q, reading %v", r, st.Algorithm, st.Title, a.reading)
			}
		}},
	)
	badCalls["readText"] = [][]Value{{str("{")}}           // no reading begun
	badCalls["readStep"] = [][]Value{{}, {n(0)}, {n(2e3)}} // none begun; a time out of 1…1000 ms
	badCalls["readEnd"] = [][]Value{{}}                    // none begun
}

// TestReadInSteps opens documents through readBegin, readText in pieces
// (cut every 7 bytes, through the middle of numbers and of a title's
// multi-byte letters; the big ones every 65,537), readStep of 1 ms until
// it is done, and readEnd, and through loadScene in another contract: the
// same scene, or the same refusal, in both (the last document is too
// big for a scene, told once its size is known). The big document holds 60,000
// points, several milliseconds of reading, so that it takes steps, each
// reading more of it (its share grows).
func TestReadInSteps(t *testing.T) {
	var b strings.Builder
	b.WriteString(`{"version": 1, "title": "Trois mille points, čtení po krocích", "algorithm": "logistic", "points": [`)
	for i := range 60000 {
		if i > 0 {
			b.WriteString(", ")
		}
		fmt.Fprintf(&b, "[%.4f, %.4f, %d]", float64(i%97)/9.7-5, float64(i%89)/8.9-5, i%3)
	}
	b.WriteString("]}")
	docs := []string{b.String(), threeDoc, `{"version": 1, "points": [[0, 0, 0], [1, 1, 99]]}`, `{"version": 99}`, `{"version": 1, "points": [[0, 0`, "",
		strings.Repeat(" ", scene.MaxSceneBytes) + threeDoc} // too big: refused for its size
	for i, doc := range docs {
		a := newTestAPI(t)
		got, wantScene, steps, ok := readBoth(t, a, i, doc, false)
		if !ok {
			continue
		}
		if !reflect.DeepEqual(got, wantScene) {
			t.Errorf("doc %d: the scenes differ: %d and %d points, %q and %q", i, len(got.Points), len(wantScene.Points), got.Title, wantScene.Title)
		}
		if i == 0 && (len(got.Points) != 60000 || steps < 2) {
			t.Errorf("60,000 points read in %d steps: %d points", steps, len(got.Points))
		}
		if ans := a.Call("readEnd"); !ans.Refused() {
			t.Errorf("doc %d: a second readEnd was not refused", i)
		}
	}
}

// TestReadCSVInSteps does for CSV text (readBegin(true)) what
// TestReadInSteps does for scenes, against importCSV: 60,000 rows of
// named classes in pieces of 65,537 bytes, small texts in pieces of 7
// (the classes as numbers, a header only, a bad class on the last line,
// text after a quote), each read in steps of 1 ms.
func TestReadCSVInSteps(t *testing.T) {
	var b strings.Builder
	b.WriteString("x,y,class\n")
	for i := range 60000 {
		fmt.Fprintf(&b, "%.4f,%.4f,%s\n", float64(i%97)/9.7-5, float64(i%89)/8.9-5, []string{"setosa", "versicolor", "virginica"}[i%3])
	}
	docs := []string{b.String(), "1,2,1\n3,4,2\n5,6,2\n", "x,y,class\n", "1,2,1\n1,2,2\n1,2,7\n", "1,2,\"A\"B\n", ""}
	for i, doc := range docs {
		got, wantScene, steps, ok := readBoth(t, newTestAPI(t), i, doc, true)
		if !ok {
			continue
		}
		if !reflect.DeepEqual(got.Points, wantScene.Points) || !reflect.DeepEqual(got.Classes, wantScene.Classes) {
			t.Errorf("doc %d: the points differ: %d and %d, classes %v and %v", i, len(got.Points), len(wantScene.Points), got.Classes, wantScene.Classes)
		}
		if i == 0 && (len(got.Points) != 60000 || len(got.Classes) != 3 || steps < 2) {
			t.Errorf("60,000 rows read in %d steps: %d points, %d classes", steps, len(got.Points), len(got.Classes))
		}
	}
}

// readDoc reads doc through readBegin(csv), readText in pieces (of 7
// bytes, through the middle of numbers and of multi-byte letters; of
// 65,537 past 1,000 bytes) and readStep(1) until it is done, the share it
// answers never falling, and returns readEnd's answer and the steps.
func readDoc(t *testing.T, a *API, doc string, csv bool) (Answer, int) {
	t.Helper()
	call(t, a, "readBegin", Bool(csv))
	piece := 7
	if len(doc) > 1000 {
		piece = 65537
	}
	for j := 0; j < len(doc); j += piece {
		call(t, a, "readText", str(doc[j:min(j+piece, len(doc))]))
	}
	steps, last := 0, -1.0
	for done := false; !done; steps++ {
		m := call(t, a, "readStep", n(1)).(map[string]any)
		share := m["share"].(float64)
		if share < last || share > 1 {
			t.Fatalf("step %d: share %v after %v", steps+1, share, last)
		}
		last, done = share, m["done"] == true
	}
	return a.Call("readEnd"), steps
}

// readBoth reads doc in steps in a (readDoc) and in one call (loadScene,
// or importCSV for csv) in a contract of its own, and returns the two
// scenes and the steps; ok is false when both refused it, which fails the
// test when only one did or their words differ.
func readBoth(t *testing.T, a *API, doc int, text string, csv bool) (got, want scene.Scene, steps int, ok bool) {
	t.Helper()
	one, oneCall := newTestAPI(t), "loadScene"
	if csv {
		oneCall = "importCSV"
	}
	wantAns := one.Call(oneCall, str(text))
	ans, steps := readDoc(t, a, text, csv)
	if ans.Refused() != wantAns.Refused() {
		t.Fatalf("doc %d: readEnd refused %v, %s %v", doc, ans.Refused(), oneCall, wantAns.Refused())
	}
	if ans.Refused() {
		if g, w := en(t, ans.Refusal), en(t, wantAns.Refusal); g != w {
			t.Errorf("doc %d: readEnd refused %q, %s %q", doc, g, oneCall, w)
		}
		return got, want, steps, false
	}
	return call(t, a, "scene").(scene.Scene), call(t, one, "scene").(scene.Scene), steps, true
}
