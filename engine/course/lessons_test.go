package course

import (
	"encoding/json"
	"strings"
	"testing"

	"hyperplane/engine"
	"hyperplane/engine/msg"
	"hyperplane/engine/scene"
)

// lesson returns the built-in lesson id.
func lesson(t *testing.T, id string) Lesson {
	t.Helper()
	for _, l := range Lessons(english(t)) {
		if l.ID == id {
			return l
		}
	}
	t.Fatalf("no lesson %q", id)
	return Lesson{}
}

// TestLessonByID: each lesson built alone is the one Lessons gives, id,
// words, scene and all (the table's ids are the lessons' own), and an id
// of none is refused.
func TestLessonByID(t *testing.T) {
	w := english(t)
	all := Lessons(w)
	if len(all) != len(lessonTable()) {
		t.Fatalf("%d lessons, %d in the table", len(all), len(lessonTable()))
	}
	for i, e := range lessonTable() {
		l, ok := LessonByID(w, e.id)
		if !ok {
			t.Fatalf("LessonByID(%q): none", e.id)
		}
		if l.ID != e.id || all[i].ID != e.id {
			t.Errorf("table id %q: built alone %q, in Lessons %q", e.id, l.ID, all[i].ID)
		}
		a, _ := json.Marshal(l)
		b, _ := json.Marshal(all[i])
		if string(a) != string(b) {
			t.Errorf("%s built alone differs from Lessons' (%d and %d bytes of JSON)", e.id, len(a), len(b))
		}
	}
	if _, ok := LessonByID(w, "no-such-lesson"); ok {
		t.Error("LessonByID found a lesson of an id of none")
	}
}

// gridChange returns the fraction of a 101×101 grid over v where a and b
// decide differently.
func gridChange(v scene.Viewport, a, b func(x, y float64) int) float64 {
	n := 0
	for i := 0; i <= 100; i++ {
		for j := 0; j <= 100; j++ {
			x := v.MinX + (v.MaxX-v.MinX)*float64(i)/100
			y := v.MinY + (v.MaxY-v.MinY)*float64(j)/100
			if a(x, y) != b(x, y) {
				n++
			}
		}
	}
	return float64(n) / (101 * 101)
}

// trained runs the algorithm id to the end and returns its decision.
func trained(t *testing.T, id string, d engine.Dataset, b engine.Basis, p map[string]any) func(x, y float64) int {
	t.Helper()
	tr := mustTrainer(t, id, d, b, p)
	run(t, tr, 1_000_000)
	return tr.Model().Predict
}

// TestLessonsValid: every lesson has an id, a title and a text, a valid
// scene that carries the same title and text, only algorithms of this
// build and their parameters, and survives Encode and ParseLesson.
func TestLessonsValid(t *testing.T) {
	seen := map[string]bool{}
	for _, l := range Lessons(english(t)) {
		if seen[l.ID] || l.Title == "" || len(l.Text) < 100 {
			t.Errorf("lesson %q: repeated id, or no title or text", l.ID)
		}
		seen[l.ID] = true
		if l.Scene.Title != l.Title || l.Scene.Text != l.Text {
			t.Errorf("%s: the scene does not carry the title and text", l.ID)
		}
		if err := l.Validate(); err != nil {
			t.Fatalf("%s: %v", l.ID, err)
		}
		if len(l.Scene.Warnings) > 0 {
			t.Errorf("%s: a parameter its method does not have: %v", l.ID, l.Scene.Warnings)
		}
		got, err := ParseLesson(must(l.Encode()))
		if err != nil {
			t.Fatalf("%s: %v", l.ID, err)
		}
		if got.ID != l.ID || got.Title != l.Title || got.Text != l.Text {
			t.Errorf("%s: round trip changed the lesson", l.ID)
		}
		assertSceneEqual(t, l.ID, l.Scene, got.Scene)
	}
	for _, id := range []string{"perceptron-novikoff", "xor-basis", "least-squares-outliers", "fisher-vs-means",
		"generative-vs-discriminative", "one-versus-rest", "vc-dimension", "overfitting-rbf", "least-squares-masking",
		"shared-vs-separate-covariances", "ho-kashyap-separability", "widrow-hoff"} {
		if !seen[id] {
			t.Errorf("no lesson %q", id)
		}
	}
}

// TestLessonVC: the four points with the XOR labelling are not separable.
func TestLessonVC(t *testing.T) {
	l := lesson(t, "vc-dimension")
	s, _ := run(t, mustTrainer(t, "perceptron", l.Scene.Dataset(), engine.Basis{}, map[string]any{"maxEpochs": 200}), 100_000)
	if s.Status != engine.StatusStepLimit || len(l.Scene.Points) != 4 {
		t.Errorf("%s on %d points", s.Status, len(l.Scene.Points))
	}
}

// TestParseLesson: the two documented forms, and the refusals.
func TestParseLesson(t *testing.T) {
	l, err := ParseLesson([]byte(`{"title":"My lesson","text":"Look at\r\nthis.","scene":{"version":1,"points":[[0,0,0],[1,1,1]]}}`))
	if err != nil {
		t.Fatal(err)
	}
	if l.ID != "my-lesson" || l.Text != "Look at\nthis." || l.Scene.Title != "My lesson" || len(l.Scene.Points) != 2 {
		t.Errorf("lesson %+v", l)
	}
	l, err = ParseLesson([]byte(`{"version":1,"title":"Bare scene","text":"Some text.","algorithm":"fisher"}`))
	if err != nil {
		t.Fatal(err)
	}
	if l.ID != "bare-scene" || l.Scene.Algorithm != "fisher" || l.Text != "Some text." {
		t.Errorf("lesson %+v", l)
	}
	for _, c := range []struct{ doc, want string }{
		{`{"text":"x","scene":{"version":1}}`, "a lesson needs a title"},
		{`{"title":"x","scene":{"version":1}}`, "a lesson needs a text"},
		{`{"id":"Bad Id!","title":"x","text":"y","scene":{"version":1}}`, "may hold only small letters"},
		{`{"title":"x","text":"y","scene":{"version":5}}`, "the lesson's scene: this scene was made by a newer Hyperplane"},
		{`{"title":"x","text":"y","scene":{"version":1,"algorithm":"magic"}}`, `the lesson's scene: unknown algorithm "magic"`},
		{`{"title":"x","text":"y"}`, "no version"},
		{`{"title":"x","text":"` + strings.Repeat("w", scene.MaxTextRunes+1) + `","scene":{"version":1}}`, "the text is 4001 characters long"},
		{`["not", "a", "lesson"]`, "expected a JSON object"},
	} {
		_, err := ParseLesson([]byte(c.doc))
		if err == nil || !strings.Contains(enErr(t, err), c.want) {
			t.Errorf("%.60s: error %v, want %q", c.doc, err, c.want)
		}
	}
}

// TestLessonOverfit: with a bump on each training point, least squares
// fits the training points far better than the held-out ones; the linear
// basis on the same split does better on the test points. The numbers are
// the engine's own: the trainer's mistakes and Score on the lesson's test
// points.
func TestLessonOverfit(t *testing.T) {
	l := lesson(t, "overfitting-rbf")
	s := l.Scene
	p := s.Split.Divide(s.Dataset())
	if len(p.Test.Points) != 30 || len(s.Basis.Centres) != 30 { // 60 points, fraction 0.5
		t.Fatalf("%d test points and %d centres, want 30 and 30", len(p.Test.Points), len(s.Basis.Centres))
	}
	fit := func(b engine.Basis) (train, test float64) {
		tr := mustTrainer(t, s.Algorithm, p.Train, b, s.Params)
		snap, _ := run(t, tr, 100)
		return snap.Accuracy(), engine.Score(tr, &snap.Field, p.Test).Accuracy()
	}
	train, test := fit(s.Basis)
	t.Logf("RBF: training accuracy %.3f, test accuracy %.3f", train, test)
	// The lesson's claim: training accuracy high, test accuracy clearly
	// lower (a gap of at least 0.2, six of the 30 test points).
	if train < 0.95 || train-test < 0.2 {
		t.Errorf("training accuracy %.3f, test %.3f: no clear overfitting", train, test)
	}
	ltrain, ltest := fit(engine.Basis{})
	t.Logf("linear: training accuracy %.3f, test accuracy %.3f", ltrain, ltest)
	if ltest <= test {
		t.Errorf("the linear basis does no better on the test points (%.3f against %.3f)", ltest, test)
	}
}

// classMistakes returns how many points of class c the model misassigns.
func classMistakes(m engine.Model, d engine.Dataset, c int) (wrong, n int) {
	for _, p := range d.Points {
		if p.Class == c {
			n++
			if m.Predict(p.X, p.Y) != c {
				wrong++
			}
		}
	}
	return wrong, n
}

// BenchmarkLessonOpen times what opening a lesson builds: the lesson
// alone (LessonByID, as the page's loadLesson does now) and every lesson
// (Lessons, as it did before).
//
//	go test -run=NONE -bench=LessonOpen -benchmem ./engine/course/
func BenchmarkLessonOpen(b *testing.B) {
	w := func(t msg.Text) string { return t.String() }
	b.Run("alone", func(b *testing.B) {
		for i := 0; i < b.N; i++ {
			LessonByID(w, "network-spirals")
		}
	})
	b.Run("all", func(b *testing.B) {
		for i := 0; i < b.N; i++ {
			Lessons(w)
		}
	})
}
