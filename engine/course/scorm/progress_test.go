package scorm

import (
	"encoding/json"
	"fmt"
	"math"
	"math/rand/v2"
	"slices"
	"sort"
	"strings"
	"testing"

	"hyperplane/engine"
	"hyperplane/engine/course"
	"hyperplane/engine/scene"
)

// studentScene is quizLesson's scene after a student's work: a seventh
// point off the link's grid, and another algorithm.
func studentScene(t *testing.T) (course.Lesson, scene.Scene) {
	l := mustLesson(t, quizLesson)
	s := l.Scene.Clone()
	s.Points = append(s.Points, engine.Point{X: 0.123456789, Y: -1.987654321, Class: 1})
	s.Algorithm = "logistic"
	s.Normalize()
	return l, s
}

// TestProgressRoundTrip: the scene and every kind of answer come back;
// the points and the line's points to within half of scene.LinkStep
// (0.001 for the viewport [-5, 5]², so 0.0005), the scores to 0.01; the
// lesson's title, text and questions stay out (the package's lesson file
// holds them).
func TestProgressRoundTrip(t *testing.T) {
	l, s := studentScene(t)
	answers := []Answer{
		{Question: 0, Kind: AnswerBoundary, Points: [][2]float64{{0.50049, -3.3333333}, {0.4, 3.99951}}, Score: 89.87654},
		{Question: 1, Kind: AnswerChoice, Choice: 1, Score: 100},
	}
	for _, a := range answers {
		if err := a.Check(&l.Extras); err != nil {
			t.Fatal(err)
		}
	}
	sv, err := EncodeProgress(s, answers, SuspendLimit(V12))
	if err != nil {
		t.Fatal(err)
	}
	if !sv.SceneSaved || sv.Chars != len(sv.Data) || sv.Needed != sv.Chars || sv.Limit != 4096 {
		t.Errorf("saved %+v", sv)
	}
	for _, r := range sv.Data {
		if r < 0x20 || r > 0x7e {
			t.Fatalf("the progress holds %q, not printable ASCII", r)
		}
	}
	p, err := DecodeProgress(sv.Data)
	if err != nil {
		t.Fatal(err)
	}
	if p.Scene == nil || p.Scene.Title != "" || p.Scene.Text != "" || len(p.Scene.Lesson) != 0 {
		t.Fatalf("scene %+v", p.Scene)
	}
	if p.Scene.Algorithm != "logistic" || len(p.Scene.Points) != 7 || p.Scene.Viewport != s.Viewport {
		t.Errorf("scene: %s, %d points, %v", p.Scene.Algorithm, len(p.Scene.Points), p.Scene.Viewport)
	}
	half := scene.LinkStep(s.Viewport) / 2
	if half != 0.0005 {
		t.Fatalf("LinkStep/2 = %g, want 0.0005", half)
	}
	for i, q := range p.Scene.Points {
		if math.Abs(q.X-s.Points[i].X) > half+1e-12 || math.Abs(q.Y-s.Points[i].Y) > half+1e-12 || q.Class != s.Points[i].Class {
			t.Errorf("point %d: %v, saved %v", i, q, s.Points[i])
		}
	}
	if len(p.Answers) != 2 {
		t.Fatalf("answers %+v", p.Answers)
	}
	b := p.Answers[0]
	for j := range 2 {
		for k := range 2 {
			if math.Abs(b.Points[j][k]-answers[0].Points[j][k]) > half+1e-12 {
				t.Errorf("line point %d: %v, saved %v", j, b.Points[j], answers[0].Points[j])
			}
		}
	}
	// 89.87654 to 0.01 is 89.88.
	if b.Kind != AnswerBoundary || b.Score != 89.88 || b.Partial {
		t.Errorf("boundary answer %+v", b)
	}
	if c := p.Answers[1]; c.Question != 1 || c.Kind != AnswerChoice || c.Choice != 1 || c.Score != 100 || c.Points != nil || c.Marked != nil || c.Partial {
		t.Errorf("choice answer %+v", c)
	}
	for _, a := range p.Answers {
		if err := a.Check(&l.Extras); err != nil {
			t.Errorf("a restored answer fails its check: %v", err)
		}
	}
	// Saved again, the progress is the same text: nothing drifts from
	// one launch to the next.
	again, err := EncodeProgress(*p.Scene, p.Answers, 4096)
	if err != nil || again.Data != sv.Data {
		t.Errorf("saved again:\n%s\nnot\n%s (%v)", again.Data, sv.Data, err)
	}
	t.Logf("progress of a 7-point scene and 2 answers: %d characters: %s", sv.Chars, sv.Data)
}

// blobs returns n seeded points of two classes in [-5, 5]².
func blobs(n int) []engine.Point {
	r := rand.New(rand.NewPCG(1, 2))
	pts := make([]engine.Point, n)
	for i := range pts {
		c := i % 2
		pts[i] = engine.Point{X: r.NormFloat64() + 2*float64(c) - 1, Y: r.NormFloat64(), Class: c}
	}
	return pts
}

// TestProgressBound: a scene whose progress passes SCORM 1.2's 4,096
// characters is left out, the answers kept and Needed saying how long
// it would have been; SCORM 2004's 64,000 keep it. Marks and lines go
// next (their scores kept); a limit too small for the scores fails.
func TestProgressBound(t *testing.T) {
	l := mustLesson(t, strings.Replace(quizLesson, `"target": "boundary"`, `"target": "mistakes"`, 1))
	s := l.Scene.Clone()
	s.Points = blobs(1000)
	marked := make([]int, 300)
	for i := range marked {
		marked[i] = 3 * i
	}
	answers := []Answer{{Question: 0, Kind: AnswerMistakes, Marked: marked, Score: 41.5}, {Question: 1, Kind: AnswerChoice, Choice: 0, Score: 0}}
	sv, err := EncodeProgress(s, answers, SuspendLimit(V12))
	if err != nil {
		t.Fatal(err)
	}
	if sv.SceneSaved || sv.Chars > 4096 || sv.Needed <= 4096 || sv.Chars != len(sv.Data) {
		t.Errorf("1.2: %d characters of %d, needed %d, scene saved %v", sv.Chars, sv.Limit, sv.Needed, sv.SceneSaved)
	}
	p, err := DecodeProgress(sv.Data)
	if err != nil || p.Scene != nil || !slices.Equal(p.Answers[0].Marked, marked) || p.Answers[0].Score != 41.5 {
		t.Errorf("1.2 read back: %v %+v", err, p)
	}
	big, err := EncodeProgress(s, answers, SuspendLimit(V2004))
	if err != nil || !big.SceneSaved || big.Chars != sv.Needed || big.Chars > 64000 {
		t.Errorf("2004: %+v %v", big, err)
	}
	q, err := DecodeProgress(big.Data)
	if err != nil || q.Scene == nil || len(q.Scene.Points) != 1000 {
		t.Errorf("2004 read back: %v", err)
	}
	// The scene as compact JSON against its saved, compressed form.
	js, _ := json.Marshal(s)
	t.Logf("1,000 points: scene JSON %d bytes, progress with the scene %d characters, without %d", len(js), big.Chars, sv.Chars)

	// 300 marks take over 1,000 characters: at 400 only the scores stay.
	small, err := EncodeProgress(s, answers, 400)
	if err != nil || small.Chars > 400 {
		t.Fatalf("400: %+v %v", small, err)
	}
	r, err := DecodeProgress(small.Data)
	if err != nil || !r.Answers[0].Partial || r.Answers[0].Marked != nil || r.Answers[0].Score != 41.5 || r.Answers[1].Choice != 0 {
		t.Errorf("partial: %v %+v", err, r.Answers)
	}
	if err := r.Answers[0].Check(&l.Extras); err != nil {
		t.Errorf("a partial answer fails its check: %v", err)
	}
	if _, err := EncodeProgress(s, answers, 20); err == nil || !strings.Contains(enErr(t, err), "the limit is 20") {
		t.Errorf("limit 20: %v", err)
	}
}

// TestProgressRefusesDamage: a damaged, foreign or hostile progress is
// refused whole, with a message.
func TestProgressRefusesDamage(t *testing.T) {
	_, s := studentScene(t)
	sv, err := EncodeProgress(s, []Answer{{Question: 1, Kind: AnswerChoice, Choice: 1, Score: 100}}, 4096)
	if err != nil {
		t.Fatal(err)
	}
	i := strings.Index(sv.Data, `"s":"v2.`) + 12
	flip := sv.Data[:i] + string(sv.Data[i]^1) + sv.Data[i+1:]
	for _, c := range []struct{ name, data, want string }{
		{"a character of the scene changed", flip, "checksum does not match"},
		{"another version", strings.Replace(sv.Data, `"v":1`, `"v":2`, 1), "another version"},
		{"no version", `{"a":[]}`, "another version"},
		{"not JSON", "viewed=1,2,3", "not Hyperplane's"},
		{"an unknown field", `{"v":1,"a":[],"x":1}`, "not Hyperplane's"},
		{"an answer of three parts", `{"v":1,"a":[[0,"c",1]]}`, "[question, kind, answer, score]"},
		{"an unknown kind", `{"v":1,"a":[[0,"z",1,0]]}`, "kind is not c, b or m"},
		{"a score above 100", `{"v":1,"a":[[0,"c",1,101]]}`, "score is not a number from 0 to 100"},
		{"a line of three numbers", `{"v":1,"a":[[0,"b",[1,2,3],5]]}`, "[x1, y1, x2, y2]"},
		{"a choice as text", `{"v":1,"a":[[0,"c","1",5]]}`, "choice is not a whole number"},
		{"too many answers", `{"v":1,"a":[` + strings.Repeat(`[0,"c",0,0],`, course.MaxQuestions) + `[0,"c",0,0]]}`, "at most 8 questions"},
		{"too long", strings.Repeat(" ", MaxProgressChars+1), "the limit is"},
	} {
		if _, err := DecodeProgress(c.data); err == nil || !strings.Contains(enErr(t, err), c.want) {
			t.Errorf("%s: %v, want %q", c.name, err, c.want)
		}
	}
	if p, err := DecodeProgress(""); err != nil || p.Scene != nil || p.Answers != nil {
		t.Errorf("no progress: %+v %v", p, err)
	}
	if _, err := EncodeProgress(s, []Answer{{Kind: "essay"}}, 4096); err == nil {
		t.Error("an answer of no kind was saved")
	}
}

// TestAnswerCheck: an answer must fit its question.
func TestAnswerCheck(t *testing.T) {
	l := mustLesson(t, quizLesson) // question 1 predicts the boundary, question 2 has two choices
	for _, c := range []struct {
		a    Answer
		want string // "" for a good answer
	}{
		{Answer{Question: 1, Kind: AnswerChoice, Choice: 1, Score: 100}, ""},
		{Answer{Question: 0, Kind: AnswerBoundary, Points: [][2]float64{{0, 1}, {0, 2}}, Score: 55}, ""},
		{Answer{Question: 0, Kind: AnswerBoundary, Partial: true, Score: 55}, ""},
		{Answer{Question: 2, Kind: AnswerChoice}, "there is no question 3"},
		{Answer{Question: -1, Kind: AnswerChoice}, "there is no question 0"},
		{Answer{Question: 1, Kind: AnswerBoundary}, "takes an answer of the kind choice"},
		{Answer{Question: 0, Kind: AnswerMistakes}, "takes an answer of the kind boundary"},
		{Answer{Question: 1, Kind: AnswerChoice, Choice: 2}, "choices 1 to 2"},
		{Answer{Question: 1, Kind: AnswerChoice, Score: math.NaN()}, "from 0 to 100"},
		{Answer{Question: 1, Kind: AnswerChoice, Score: -1}, "from 0 to 100"},
		{Answer{Question: 0, Kind: AnswerBoundary, Points: [][2]float64{{0, 1}}}, "two points"},
		{Answer{Question: 0, Kind: AnswerBoundary, Points: [][2]float64{{0, 1}, {math.Inf(1), 2}}}, "finite"},
		{Answer{Question: 0, Kind: AnswerBoundary, Points: [][2]float64{{0, 1}, {2e6, 2}}}, "finite"},
	} {
		err := c.a.Check(&l.Extras)
		if c.want == "" && err != nil || c.want != "" && (err == nil || !strings.Contains(enErr(t, err), c.want)) {
			t.Errorf("%+v: %v, want %q", c.a, err, c.want)
		}
	}
	m := mustLesson(t, strings.Replace(quizLesson, `"target": "boundary"`, `"target": "mistakes"`, 1))
	if err := (&Answer{Question: 0, Kind: AnswerMistakes, Marked: make([]int, MaxMarked+1)}).Check(&m.Extras); err == nil {
		t.Error("501 marks passed")
	}
	if err := (&Answer{Question: 0, Kind: AnswerMistakes, Marked: []int{engine.MaxPoints}}).Check(&m.Extras); err == nil {
		t.Error("a mark past the last possible point passed")
	}
}

// TestProgressOfTheBuiltInLessons measures the progress of every built-in
// lesson with all its questions answered: SCORM 1.2's 4,096 characters
// hold each of them with its scene (up to 200 points).
func TestProgressOfTheBuiltInLessons(t *testing.T) {
	var sizes []int
	var report []string
	for _, l := range course.Lessons(english(t)) {
		var answers []Answer
		for i, q := range l.Questions {
			a := Answer{Question: i, Kind: kindOf(q), Score: 50}
			switch a.Kind {
			case AnswerBoundary:
				a.Points = [][2]float64{{l.Scene.Viewport.MinX, 0.1234567}, {l.Scene.Viewport.MaxX, -0.7654321}}
			case AnswerMistakes:
				a.Marked = []int{0, 1, 2}
			}
			answers = append(answers, a)
		}
		sv, err := EncodeProgress(l.Scene, answers, SuspendLimit(V12))
		if err != nil {
			t.Fatalf("%s: %v", l.ID, err)
		}
		sizes = append(sizes, sv.Needed)
		report = append(report, fmt.Sprintf("%s %d points: %d", l.ID, len(l.Scene.Points), sv.Needed))
		if !sv.SceneSaved || sv.Chars > 4096 {
			t.Errorf("%s: %+v", l.ID, sv)
		}
	}
	sort.Ints(sizes)
	t.Logf("progress of the %d built-in lessons with the scene, in characters: min %d, median %d, max %d\n%s",
		len(sizes), sizes[0], sizes[len(sizes)/2], sizes[len(sizes)-1], strings.Join(report, "\n"))
}
